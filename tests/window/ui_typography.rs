//! French punctuation in what the code puts together, not only in the
//! messages (the termbase test reads those): every label on screen in
//! French (the on-call tab played into the bad deploy and to its end, the
//! reference with its live values, the debrief, the architecture tab
//! played) passes the messages' typography check.

use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT as _, Queryable as _};
use sre_sim::app::{AppCommand, ArchCommand, SreSimApp, Tab};
use sre_sim::i18n::Language;
use sre_sim::model::oncall::Scenario;

use crate::common::typography::french_typography;
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

/// The faults of every text on screen, each with where it was seen.
fn check(h: &Harness<'_, SreSimApp>, place: &str, wrong: &mut Vec<String>) {
    for text in texts(h) {
        for fault in french_typography(&text) {
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
