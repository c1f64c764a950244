//! French punctuation in what the code puts together, not only in the
//! messages (the termbase test reads those): every label on screen in
//! French (the on-call tab played into the bad deploy and to its end, the
//! reference with its live values, the debrief, the architecture tab
//! played) has a no-break space before its colons and a narrow one before
//! its semicolons.

use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT as _, Queryable as _};
use sre_sim::app::{AppCommand, ArchCommand, SreSimApp, Tab};
use sre_sim::i18n::Language;
use sre_sim::model::oncall::Scenario;

use crate::common::window::{LAPTOP, harness, send};

/// Every label and value on screen.
fn texts(h: &Harness<'_, SreSimApp>) -> Vec<String> {
    h.query_all(By::new())
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
        })
        .flatten()
        .collect()
}

/// English titles the sources cite as they were published.
const TITLES: [&str; 1] = ["Queueing Systems, Vol. 1: Theory"];

/// What breaks French punctuation in `text`: a colon or a semicolon
/// followed by a space (or ending the text) without the no-break space
/// before it. A quotation (« … ») and a cited title keep their own.
fn faults(text: &str) -> Vec<String> {
    let mut text = text.to_owned();
    for title in TITLES {
        text = text.replace(title, "");
    }
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let mut quoted = false;
    for (k, &c) in chars.iter().enumerate() {
        match c {
            '«' => quoted = true,
            '»' => quoted = false,
            _ if quoted => continue,
            _ => {}
        }
        let spaced = chars.get(k + 1).is_none_or(|n| n.is_whitespace());
        let before = k.checked_sub(1).map(|b| chars[b]);
        let wanted: &[char] = match c {
            ':' => &['\u{a0}', '\u{202f}'],
            ';' => &['\u{202f}', '\u{a0}'],
            _ => continue,
        };
        if spaced && !before.is_some_and(|b| wanted.contains(&b)) {
            let from = k.saturating_sub(24);
            found.push(chars[from..(k + 2).min(chars.len())].iter().collect());
        }
    }
    found
}

/// The faults of every text on screen, each with where it was seen.
fn check(h: &Harness<'_, SreSimApp>, place: &str, wrong: &mut Vec<String>) {
    for text in texts(h) {
        for fault in faults(&text) {
            wrong.push(format!("{place}: …{fault}… in {text:?}"));
        }
    }
}

#[test]
fn french_labels_put_a_no_break_space_before_colons_and_semicolons() {
    let mut app = SreSimApp::default();
    app.set_language(Language::Fr);
    let mut h = harness(app, LAPTOP);
    h.step();
    let mut wrong = Vec::new();
    // On call, into the bad deploy.
    send(&mut h, AppCommand::PickScenario(Scenario::BadDeploy.into()));
    for _ in 0..30 {
        send(&mut h, AppCommand::Step);
        h.hover_at(egui::pos2(1000.0, 650.0));
        h.step();
    }
    check(&h, "on call", &mut wrong);
    send(&mut h, AppCommand::ShowTab(Tab::Reference));
    h.run();
    check(&h, "reference", &mut wrong);
    // To the end of the run, and its debrief.
    send(&mut h, AppCommand::ShowTab(Tab::Oncall));
    while !h.state().oncall.finished() {
        send(&mut h, AppCommand::Step);
        h.step();
    }
    check(&h, "on call at the end", &mut wrong);
    send(&mut h, AppCommand::ShowTab(Tab::Debrief));
    h.run();
    check(&h, "debrief", &mut wrong);
    // The architecture path, run.
    send(&mut h, AppCommand::ShowTab(Tab::Arch));
    h.state_mut().handle(AppCommand::Arch(ArchCommand::Run));
    for _ in 0..600 {
        h.step();
        if !h.state().arch.playback.playing {
            break;
        }
    }
    check(&h, "architecture", &mut wrong);
    send(&mut h, AppCommand::ShowTab(Tab::Reference));
    h.run();
    check(&h, "architecture reference", &mut wrong);
    wrong.dedup();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The check itself: it finds a colon without its space, and lets a
/// clock, a ratio and a spaced colon pass.
#[test]
fn the_check_finds_a_bare_colon() {
    assert_eq!(faults("Fantôme: run").len(), 1);
    assert_eq!(faults("a; b").len(), 1);
    assert!(faults("09:10, 1:2, Fantôme\u{a0}: run, a\u{202f}; b").is_empty());
    assert!(faults("«\u{a0}Call centers: an introduction\u{a0}»").is_empty());
    assert_eq!(faults("«\u{a0}Vu\u{a0}»\u{a0}: non; oui").len(), 1);
}
