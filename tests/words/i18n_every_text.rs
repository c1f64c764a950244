//! A French or a Galician reader never meets English prose or an
//! English-formatted number: every tab is rendered in states that show its
//! messages, in all three languages, and every text a person can see is
//! collected, from the AccessKit tree and from the painted text shapes
//! (axes, markers and hover labels have no accessible node). A French or
//! Galician text that is also one of the English texts of the same state
//! fails, unless it is on the reviewed allowlist below; so does a number
//! written with English separators. The states include the tooltips that
//! explain a metric's and a control's term, and the glossary in sight.

use std::collections::BTreeSet;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use sre_sim::app::{AppCommand, ArchCommand, FileAction, Settings, SreSimApp, Tab};
use sre_sim::i18n::Language;
use sre_sim::model::arch::Setting;
use sre_sim::model::oncall::{Command, Scenario};

use crate::common::window::{LAPTOP, harness, send};

/// Words that are the same in French or Galician, names and symbols that
/// stay as they are, and units as the seed pages write them in every
/// language: reviewed one by one. A text made only of these, numbers and
/// symbols is not English prose.
const ALLOWED_WORDS: &[&str] = &[
    // Names and symbols.
    "sre",
    "sim",
    "p99",
    "PNG",
    "Erlang",
    "English",
    "Français",
    "Galego",
    "LB",
    "App",
    "SLO",
    "HPA",
    "SRE",
    "mulberry32",
    "mulberry",
    "Box",
    "Muller",
    "Knuth",
    "Ctrl",
    "Fin",
    "ln",
    "sin",
    "min",
    "max",
    "exp",
    "e",
    "S_app",
    "rT",
    "db",
    "ρ_db",
    "M",
    "N",
    "D",
    // Units, written the same in every language on the seed pages.
    "ms",
    "req",
    "rps",
    "q",
    "h",
    // The same word in French or Galician.
    "Cache",
    "Architecture",
    "Instances",
    "instances",
    "Workers",
    "workers",
    "Pause",
    "Source",
    "Sources",
    "Relation",
    "Note",
    "Simulations",
    "Minute",
    "exact",
    "budget",
    "Δbudget",
];

/// egui's own names for its resize handles and window buttons, in its
/// AccessKit tree only (never painted): egui has no translations for them.
const EGUI_LABELS: &[&str] = &[
    "Resize panel",
    "Close window",
    "Hide",
    "Resize window bottom edge",
    "Resize window bottom-left corner",
    "Resize window bottom-right corner",
    "Resize window left edge",
    "Resize window right edge",
    "Resize window top edge",
    "Resize window top-left corner",
    "Resize window top-right corner",
];

/// Every text a person can see in the last frame.
fn visible_texts(h: &Harness<'_, SreSimApp>) -> BTreeSet<String> {
    let mut texts = BTreeSet::new();
    for node in h.query_all_by(|_| true) {
        let node = node.accesskit_node();
        for text in [node.label(), node.value()].into_iter().flatten() {
            texts.insert(text);
        }
    }
    let mut shapes: Vec<&egui::Shape> = h.output().shapes.iter().map(|c| &c.shape).collect();
    while let Some(shape) = shapes.pop() {
        match shape {
            egui::Shape::Text(text) => {
                texts.insert(text.galley.text().to_owned());
            }
            egui::Shape::Vec(inner) => shapes.extend(inner.iter()),
            _ => {}
        }
    }
    texts
        .into_iter()
        .map(|t| t.replace(['\u{2068}', '\u{2069}'], "").trim().to_owned())
        .filter(|t| !t.is_empty())
        .collect()
}

/// A state of the window, set up by its commands.
type State = fn(&mut Harness<'_, SreSimApp>);

fn oncall_with_events(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::PickScenario(Scenario::BadDeploy.into()));
    for minute in 0..45 {
        match minute {
            5 => send(h, AppCommand::Decide(Command::StartWarmUp)),
            20 => send(h, AppCommand::Decide(Command::Rollback)),
            30 => send(h, AppCommand::Decide(Command::SetShedShare(0.3))),
            _ => {}
        }
        send(h, AppCommand::Step);
    }
    send(h, AppCommand::Annotate);
    h.hover_at(egui::pos2(1000.0, 650.0));
    h.step();
}

fn debrief_with_luck(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::PickScenario(Scenario::Surge.into()));
    send(h, AppCommand::Decide(Command::SetMinInstances(14)));
    while !h.state().oncall.finished() {
        h.state_mut().oncall.step();
    }
    h.step();
    let app = h.state_mut();
    app.debrief.make(&app.oncall);
    app.debrief.run_luck_now(&app.oncall);
    send(h, AppCommand::ShowTab(Tab::Debrief));
    h.step();
    // The postmortem, open in the tab.
    let label = h.state().i18n.tr("debrief-ui-postmortem");
    h.get_by_label(&label).click();
    h.step();
    h.step();
}

fn replay_with_ghost(h: &mut Harness<'_, SreSimApp>) {
    let name = sre_sim::run::example_runs()
        .into_iter()
        .next()
        .map(|(name, _)| name.to_owned())
        .expect("an example");
    send(h, AppCommand::File(FileAction::OpenExample(name.clone())));
    send(h, AppCommand::ScrubTo(90));
    send(h, AppCommand::File(FileAction::GhostExample(name)));
    send(h, AppCommand::ScrubTo(60));
    // Refused while replaying: said in the status bar.
    send(h, AppCommand::Decide(Command::Rollback));
    send(h, AppCommand::EditSeed("4z2".to_owned()));
}

fn arch_fixed_and_swept(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::ShowTab(Tab::Arch));
    send(h, AppCommand::Arch(ArchCommand::Run));
    send(h, AppCommand::Arch(ArchCommand::ScrubTo(20)));
    send(h, AppCommand::Arch(ArchCommand::ProposeFix));
    send(h, AppCommand::Arch(ArchCommand::ApplyFix));
    send(h, AppCommand::Arch(ArchCommand::ScrubTo(30)));
    send(h, AppCommand::Arch(ArchCommand::Sweep));
    send(
        h,
        AppCommand::Arch(ArchCommand::Set(Setting::AppReplicas, 0.0)),
    );
}

fn arch_other_outcomes(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::ShowTab(Tab::Arch));
    send(h, AppCommand::Arch(ArchCommand::Set(Setting::QueueOn, 1.0)));
    send(h, AppCommand::Arch(ArchCommand::Set(Setting::CacheOn, 1.0)));
    send(
        h,
        AppCommand::Arch(ArchCommand::Set(Setting::LoadRps, 100.0)),
    );
    send(h, AppCommand::Arch(ArchCommand::Run));
    send(h, AppCommand::Arch(ArchCommand::ScrubTo(40)));
    send(h, AppCommand::Arch(ArchCommand::ProposeFix));
}

fn arch_no_fix_and_a_bad_file(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::ShowTab(Tab::Arch));
    send(
        h,
        AppCommand::Arch(ArchCommand::Set(Setting::LoadRps, 20_000.0)),
    );
    send(h, AppCommand::Arch(ArchCommand::Run));
    send(h, AppCommand::Arch(ArchCommand::ProposeFix));
    send(
        h,
        AppCommand::File(FileAction::OpenArch("no-such-configuration.ron".into())),
    );
    send(h, AppCommand::ShowTab(Tab::Oncall));
    send(
        h,
        AppCommand::File(FileAction::Open("no-such-run.ron".into())),
    );
}

fn reference_at_saturation(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::PickScenario(Scenario::Surge.into()));
    for _ in 0..76 {
        h.state_mut().oncall.step();
    }
    send(h, AppCommand::ShowTab(Tab::Reference));
    h.step();
}

fn windows(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::ShowHelp(true));
    send(h, AppCommand::ShowRuns(true));
    h.step();
}

fn cache_flush_checked(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::PickScenario(Scenario::CacheFlush.into()));
    for minute in 0..66 {
        if minute == 62 {
            send(h, AppCommand::Decide(Command::StartWarmUp));
            send(h, AppCommand::Decide(Command::SetHeavyFeature(false)));
        }
        h.state_mut().oncall.step();
    }
    send(h, AppCommand::CheckMinute);
    let start = std::time::Instant::now();
    while h
        .state()
        .check
        .as_ref()
        .is_some_and(|c| matches!(c.state, sre_sim::app::check::CheckState::Running(_)))
        && start.elapsed().as_secs() < 120
    {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.step();
}

fn presenter_arch_playing(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::SetPresenter(true));
    send(h, AppCommand::ShowTab(Tab::Arch));
    send(h, AppCommand::Arch(ArchCommand::Run));
    send(h, AppCommand::Arch(ArchCommand::ScrubTo(12)));
    send(h, AppCommand::Arch(ArchCommand::SetPlaying(true)));
}

/// Both example scenarios of our own, their events on the charts, then the
/// zone loss's debrief with the playbook's rules.
fn scenarios_of_our_own(h: &mut Harness<'_, SreSimApp>) {
    let scenarios = concat!(env!("CARGO_MANIFEST_DIR"), "/saves/scenarios");
    for name in ["db-failover-at-peak.ron", "zone-loss-during-surge.ron"] {
        let path = std::path::Path::new(scenarios).join(name);
        send(h, AppCommand::File(FileAction::OpenScenario(path)));
        for _ in 0..80 {
            send(h, AppCommand::Step);
        }
        h.hover_at(egui::pos2(1000.0, 650.0));
        h.step();
    }
    while !h.state().oncall.finished() {
        h.state_mut().oncall.step();
    }
    h.step();
    let app = h.state_mut();
    app.debrief.make(&app.oncall);
    send(h, AppCommand::ShowTab(Tab::Debrief));
    h.step();
}

/// Hovers over the widget `role` named by the message `id`, and rests
/// there until its tooltip shows.
fn hover_over(h: &mut Harness<'_, SreSimApp>, role: Role, id: &str) {
    let name = h.state().i18n.tr(id);
    h.get_by_role_and_label(role, &name).hover();
    for _ in 0..8 {
        h.step();
    }
}

/// A metric's name hovered: its term's definition.
fn metric_definition(h: &mut Harness<'_, SreSimApp>) {
    hover_over(h, Role::Link, "oncall-metric-burn-1h");
}

/// A slider's name hovered: its term's definition.
fn control_definition(h: &mut Harness<'_, SreSimApp>) {
    hover_over(h, Role::Label, "oncall-cache-ttl");
}

/// The glossary in sight, a term's name hovered.
fn glossary_in_sight(h: &mut Harness<'_, SreSimApp>) {
    send(h, AppCommand::ShowTab(Tab::Reference));
    let name = h.state().i18n.tr("glossary-burn-rate");
    h.get_by_role_and_label(Role::Link, &name).scroll_to_me();
    // The scroll takes a few frames.
    h.run();
    hover_over(h, Role::Link, "glossary-burn-rate");
}

/// The start page, a lesson tried and one done.
fn start_page(h: &mut Harness<'_, SreSimApp>) {
    let app = h.state_mut();
    app.progress.record("utilization", 2, 2, 1);
    app.progress.record("queueing-knee", 0, 1, 3);
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::ShowStart(true)),
    );
    h.run();
}

/// A lesson: a guess pending (its value hidden), two hints shown.
fn lesson_guess(h: &mut Harness<'_, SreSimApp>) {
    let lesson = sre_sim::lesson::builtin::builtin_lesson("queueing-knee").expect("built in");
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::Start(std::sync::Arc::new(
            lesson.clone(),
        ))),
    );
    for _ in 0..2 {
        send(h, AppCommand::Lesson(sre_sim::app::LessonCommand::Hint));
    }
    h.run();
}

/// A lesson: its reveal (the guess, the model's value, the relation), then
/// its end after a miss (the findings, try again).
fn lesson_reveal_and_end(h: &mut Harness<'_, SreSimApp>) {
    let lesson = sre_sim::lesson::builtin::builtin_lesson("rollback-or-scale").expect("built in");
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::Start(std::sync::Arc::new(
            lesson.clone(),
        ))),
    );
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::PlayToPause),
    );
    while h.state().oncall.playing {
        h.state_mut().oncall.step();
        h.step();
    }
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::EditGuess("5".into())),
    );
    send(h, AppCommand::Lesson(sre_sim::app::LessonCommand::Guess));
    while h.state().oncall.playing {
        h.state_mut().oncall.step();
        h.step();
    }
    h.run();
}

/// A lesson missed at its end: the objectives, what to remember, the
/// debrief's findings and "try again".
fn lesson_missed(h: &mut Harness<'_, SreSimApp>) {
    let lesson = sre_sim::lesson::builtin::builtin_lesson("rollback-or-scale").expect("built in");
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::Start(std::sync::Arc::new(
            lesson.clone(),
        ))),
    );
    while !h.state().oncall.finished() {
        h.state_mut().oncall.step();
    }
    h.run();
}

/// The architecture lesson, its guess revealed.
fn lesson_arch(h: &mut Harness<'_, SreSimApp>) {
    let lesson = sre_sim::lesson::builtin::builtin_lesson("retry-storm").expect("built in");
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::Start(std::sync::Arc::new(
            lesson.clone(),
        ))),
    );
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::EditGuess("1200".into())),
    );
    send(h, AppCommand::Lesson(sre_sim::app::LessonCommand::Guess));
    send(h, AppCommand::Arch(ArchCommand::ScrubTo(40)));
    h.run();
}

/// The architecture lesson, its bottleneck to name (the tiers' buttons).
fn lesson_arch_tier_to_name(h: &mut Harness<'_, SreSimApp>) {
    lesson_arch(h);
    send(h, AppCommand::Lesson(sre_sim::app::LessonCommand::Next));
    h.run();
}

/// The architecture lesson, the bottleneck named and revealed.
fn lesson_arch_tier_named(h: &mut Harness<'_, SreSimApp>) {
    lesson_arch_tier_to_name(h);
    send(
        h,
        AppCommand::Lesson(sre_sim::app::LessonCommand::NameTier(
            sre_sim::model::arch::Stage::Db,
        )),
    );
    send(h, AppCommand::Arch(ArchCommand::ScrubTo(40)));
    h.run();
}

/// A run presented, at its second chapter (the caption, the console).
fn presenting(h: &mut Harness<'_, SreSimApp>) {
    let spec = sre_sim::model::oncall::RunSpec {
        scenario: Scenario::BadDeploy.into(),
        seed: 1,
        noise: true,
    };
    let notes = [10, 20, 30]
        .map(|minute| sre_sim::run::Annotation {
            speaker_notes: format!("{minute} → {minute}"),
            ..sre_sim::run::Annotation::new(minute, format!("{minute}"))
        })
        .to_vec();
    let file = sre_sim::run::RunFile::from_parts(spec, Vec::new(), 40)
        .and_then(|f| f.with_annotations(notes))
        .expect("a run");
    h.state_mut().open_run("talk", file, None);
    send(h, AppCommand::Present(sre_sim::app::PresentCommand::Start));
    send(h, AppCommand::Present(sre_sim::app::PresentCommand::Go(2)));
    h.run();
}

/// A run without notes presented, played on (its one chapter).
fn presenting_without_notes(h: &mut Harness<'_, SreSimApp>) {
    let spec = sre_sim::model::oncall::RunSpec {
        scenario: Scenario::BadDeploy.into(),
        seed: 1,
        noise: true,
    };
    let file = sre_sim::run::RunFile::from_parts(spec, Vec::new(), 40).expect("a run");
    h.state_mut().open_run("talk", file, None);
    send(h, AppCommand::Present(sre_sim::app::PresentCommand::Start));
    send(h, AppCommand::Present(sre_sim::app::PresentCommand::Next));
    h.run();
}

const STATES: &[(&str, State)] = &[
    ("presenting a run", presenting),
    ("presenting a run without notes", presenting_without_notes),
    ("the start page", start_page),
    ("a lesson, a guess pending", lesson_guess),
    ("a lesson, its guess revealed", lesson_reveal_and_end),
    ("a lesson missed at its end", lesson_missed),
    ("the architecture lesson", lesson_arch),
    (
        "the architecture lesson, a tier to name",
        lesson_arch_tier_to_name,
    ),
    (
        "the architecture lesson, the tier named",
        lesson_arch_tier_named,
    ),
    ("scenarios of our own", scenarios_of_our_own),
    ("cache flush, checked by simulation", cache_flush_checked),
    ("presenter, architecture playing", presenter_arch_playing),
    ("on call with every event", oncall_with_events),
    ("debrief with the ensemble", debrief_with_luck),
    ("replay with a ghost", replay_with_ghost),
    ("architecture, fixed and swept", arch_fixed_and_swept),
    ("architecture, other outcomes", arch_other_outcomes),
    (
        "architecture, no fix, and files that cannot be read",
        arch_no_fix_and_a_bad_file,
    ),
    ("reference at saturation", reference_at_saturation),
    ("help and runs windows", windows),
    ("a metric's definition on hover", metric_definition),
    ("a control's definition on hover", control_definition),
    ("the glossary, a term hovered", glossary_in_sight),
];

fn texts_of(language: Language, state: State) -> BTreeSet<String> {
    let app = SreSimApp::new(Settings {
        language: Some(language),
        ..Settings::default()
    });
    let mut h = harness(app, LAPTOP);
    h.step();
    state(&mut h);
    h.step();
    visible_texts(&h)
}

/// The words of `text` (runs of letters, digits and `_`) with two
/// letters or more that are not on the allowlist: what makes it prose.
fn prose_words(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == 'Δ'))
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .filter(|w| !ALLOWED_WORDS.contains(w))
        .collect()
}

/// A file's name, e.g. an example run's (`bad-deploy-page-ignored`).
fn is_file_name(text: &str) -> bool {
    !text.is_empty()
        && text.contains('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.')
}

/// A number with an English decimal point (`1.00`), not a section
/// number (`§2.3`) nor a version.
fn english_number(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for (k, &c) in chars.iter().enumerate() {
        if c != '.' || k == 0 || !chars[k - 1].is_ascii_digit() {
            continue;
        }
        if !chars.get(k + 1).is_some_and(char::is_ascii_digit) {
            continue;
        }
        let start = chars[..k]
            .iter()
            .rposition(|c| !c.is_ascii_digit())
            .map_or(0, |p| p + 1);
        if start > 0 && matches!(chars[start - 1], '§' | '.' | 'v') {
            continue;
        }
        let from = k.saturating_sub(8);
        let to = (k + 6).min(chars.len());
        return Some(chars[from..to].iter().collect());
    }
    None
}

#[test]
fn french_and_galician_readers_meet_no_english_and_no_english_numbers() {
    let mut problems = Vec::new();
    for &(name, state) in STATES {
        let english = texts_of(Language::En, state);
        for language in [Language::Fr, Language::Gl] {
            for text in texts_of(language, state) {
                if EGUI_LABELS.contains(&text.as_str()) || is_file_name(&text) {
                    continue;
                }
                if english.contains(&text) && !prose_words(&text).is_empty() {
                    problems.push(format!("{name}, {language:?}: English {text:?}"));
                }
                if let Some(number) = english_number(&text) {
                    problems.push(format!("{name}, {language:?}: {number:?} in {text:?}"));
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} texts:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
