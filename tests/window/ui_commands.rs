//! The window driven by its commands: every change of state goes through
//! `SreSimApp::handle`, whether a panel or a key asked for it, so a test
//! can drive the whole app by `AppCommand`s and find what a person sees.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use sre_sim::app::keys::{self, KeyAction};
use sre_sim::app::{AppCommand, Severity, SreSimApp, Tab};
use sre_sim::model::oncall::{Command, RunSpec, Scenario, Sim, TimedCommand};

use crate::common::window::{LAPTOP, harness, send};

#[test]
fn a_whole_scenario_driven_by_commands_replays_as_the_model_runs_it() {
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    send(&mut h, AppCommand::PickScenario(Scenario::BadDeploy.into()));
    send(&mut h, AppCommand::EditSeed("4242".to_owned()));
    send(&mut h, AppCommand::Restart);
    let decisions = [
        (27, Command::Rollback),
        (40, Command::SetMinInstances(14)),
        (41, Command::SetMinInstances(14)), // changes nothing: dropped
        (60, Command::SetShedShare(0.2)),
        (75, Command::SetShedShare(0.0)),
    ];
    let mut shown = Vec::new();
    while !h.state().oncall.finished() {
        let minute = h.state().oncall.sim().minute();
        for (_, command) in decisions.iter().filter(|(m, _)| *m == minute) {
            send(&mut h, AppCommand::Decide(*command));
        }
        send(&mut h, AppCommand::Step);
        // A hover and an idle frame between minutes, as a person's.
        h.hover_at(egui::pos2(900.0, 500.0));
        h.step();
        h.step();
        shown.push(h.state().oncall.sim().minute());
    }
    let timeline: Vec<TimedCommand> = decisions
        .iter()
        .filter(|(m, _)| *m != 41)
        .map(|&(minute, command)| TimedCommand { minute, command })
        .collect();
    let spec = RunSpec {
        scenario: Scenario::BadDeploy.into(),
        seed: 4242,
        noise: true,
    };
    let minutes = h.state().oncall.sim().minute();
    let trace = Sim::run(spec, &timeline, minutes).expect("the timeline replays");
    let app = h.state();
    assert_eq!(app.oncall.sim().timeline(), &timeline[..]);
    assert_eq!(app.oncall.rows, trace.rows, "bit for bit the model's run");
    assert_eq!(shown.last(), Some(&180));
    // Its end was debriefed, once, and the debrief is what a person sees.
    assert_eq!(app.nav.tab, Tab::Debrief);
    assert!(app.debrief.debrief.is_some());
    assert!(
        h.query_all_by_label_contains("Rollback done")
            .next()
            .is_some()
    );
}

#[test]
fn a_decision_while_replaying_is_refused_and_said() {
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    let (name, file) = sre_sim::run::example_runs()
        .into_iter()
        .next()
        .expect("an example");
    h.state_mut().open_run(name, file, None);
    h.step();
    let before = h.state().oncall.sim().timeline().to_vec();
    send(&mut h, AppCommand::Decide(Command::Rollback));
    h.step();
    let status = h.state().status.latest().expect("a message").clone();
    assert_eq!(status.severity, Severity::Error);
    assert_eq!(
        h.state().oncall.sim().timeline(),
        &before[..],
        "nothing recorded"
    );
    assert!(h.state().oncall.replay.is_some(), "still replaying");
    assert!(
        h.query_by_label_contains(&status.text).is_some(),
        "{status:?} is on screen"
    );
}

/// The state a key or its command leaves behind, for comparison.
fn outcome(app: &SreSimApp) -> String {
    let arch = &app.arch;
    format!(
        "{:?} {} {:?} {} {} {} {} {:?} {} {} | {:?} {} {} {:?} | {:?} | {} {} {:?} | {} {}",
        app.oncall.sim().timeline(),
        app.oncall.annotations.len(),
        app.oncall.sim().controls(),
        app.oncall.playing,
        app.oncall.sim().minute(),
        app.settings.presenter,
        app.settings.ui_scale,
        app.settings.language,
        app.show_help,
        app.nav.start_page(),
        arch.run.as_ref().map(|r| r.config),
        // While it plays, the step depends on the frames' times.
        if arch.playback.playing {
            "playing".to_owned()
        } else {
            arch.playback.step.to_string()
        },
        arch.playback.playing,
        arch.proposal,
        app.nav.presentation().map(|p| (p.at, p.blank)),
        app.oncall.minutes_per_sec,
        arch.playback.speed,
        app.nav.go_to_minute,
        app.settings.audience_window,
        app.settings.pointer,
    )
}

/// `start()` on the tab where `action`'s key applies; on the architecture
/// tab, with the path run and shown at step 20, paused (and the fix found,
/// for the key that applies it).
fn start_for(action: KeyAction) -> SreSimApp {
    let mut app = start();
    let scope = keys::SHORTCUTS
        .iter()
        .find(|s| s.action == action)
        .map(|s| s.scope);
    if scope == Some(keys::Scope::Tab(Tab::Arch)) {
        app.nav.tab = Tab::Arch;
        app.arch.run();
        app.arch.playback.scrub(20);
        if action == KeyAction::ArchApplyFix {
            app.arch.propose_fix();
        }
    }
    if matches!(
        action,
        KeyAction::ReplayStart | KeyAction::ReplayEnd | KeyAction::GoToMinute
    ) {
        // A saved run replayed, shown at minute 20.
        let spec = sre_sim::model::oncall::RunSpec {
            scenario: sre_sim::model::oncall::Scenario::BadDeploy.into(),
            seed: 1,
            noise: true,
        };
        let file = sre_sim::run::RunFile::from_parts(spec, Vec::new(), 40).expect("a run");
        app.open_run("replayed", file, None);
        app.oncall.scrub_to(20);
    }
    if scope == Some(keys::Scope::Presenting) {
        // A saved run with two notes, presented at its first chapter.
        let spec = sre_sim::model::oncall::RunSpec {
            scenario: sre_sim::model::oncall::Scenario::BadDeploy.into(),
            seed: 1,
            noise: true,
        };
        let notes = [10, 20]
            .map(|minute| sre_sim::run::Annotation::new(minute, format!("note {minute}")))
            .to_vec();
        let file = sre_sim::run::RunFile::from_parts(spec, Vec::new(), 30)
            .and_then(|f| f.with_annotations(notes))
            .expect("a run");
        app.open_run("talk", file, None);
        app.handle_present(sre_sim::app::PresentCommand::Start);
        app.handle_present(sre_sim::app::PresentCommand::Go(1));
    }
    app
}

/// An app where every key changes something: scaled, and shedding a share.
fn start() -> SreSimApp {
    let mut app = SreSimApp::new(sre_sim::app::Settings {
        language: Some(sre_sim::i18n::Language::En),
        ui_scale: 1.5,
        ..Default::default()
    });
    app.handle(AppCommand::Decide(Command::SetShedShare(0.5)));
    app
}

#[test]
fn every_key_is_the_command_the_table_says() {
    for action in keys::actions() {
        if matches!(action, KeyAction::Save | KeyAction::Open) {
            continue; // Dialogs: covered by the file tests.
        }
        let shortcut = keys::SHORTCUTS
            .iter()
            .find(|s| s.action == action)
            .expect("in the table");
        let mut by_key = harness(start_for(action), LAPTOP);
        by_key.step();
        by_key.key_press_modifiers(shortcut.keys.modifiers, shortcut.keys.logical_key);
        by_key.step();
        let mut by_command = harness(start_for(action), LAPTOP);
        by_command.step();
        let command = by_command.state().key_command(action);
        if let Some(command) = command {
            send(&mut by_command, command);
        }
        by_command.step();
        assert_eq!(
            outcome(by_key.state()),
            outcome(by_command.state()),
            "{action:?}"
        );
        assert_ne!(
            outcome(by_command.state()),
            outcome(&start_for(action)),
            "{action:?} changes something"
        );
    }
}

#[test]
fn every_message_shows_on_its_tab_until_dismissed() {
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    h.state_mut()
        .report_text(Severity::Warning, "oncall-warning".to_owned());
    h.state_mut()
        .report_everywhere(Severity::Error, |_| "everywhere-message".to_owned());
    send(&mut h, AppCommand::ShowTab(Tab::Arch));
    h.state_mut()
        .report(Severity::Error, |_| "arch-message".to_owned());
    h.step();
    // The newest of the tab's and every tab's messages, on its line.
    assert!(h.query_by_label_contains("arch-message").is_some());
    assert!(h.query_by_label_contains("everywhere-message").is_none());
    assert!(h.query_by_label_contains("oncall-warning").is_none());
    assert!(h.query_by_label_contains("1 earlier").is_some());
    send(&mut h, AppCommand::ShowTab(Tab::Oncall));
    h.step();
    assert!(h.query_by_label_contains("everywhere-message").is_some());
    assert!(h.query_by_label_contains("arch-message").is_none());
    // Dismissing the newest shows the one before.
    h.get_by_label("✖").click();
    h.run();
    assert!(h.query_by_label_contains("everywhere-message").is_none());
    assert!(h.query_by_label_contains("oncall-warning").is_some());
    assert!(h.query_by_label_contains("earlier").is_none());
}

#[test]
fn the_status_bar_is_one_line_the_newest_first_and_counts_the_earlier_ones() {
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    let bar_height = |h: &Harness<'_, SreSimApp>| {
        h.get_by_label("✖")
            .accesskit_node()
            .bounding_box()
            .map_or(0.0, |b| b.height())
    };
    for k in 1..=5 {
        h.state_mut().report_text(
            Severity::Warning,
            format!("kept-number-{k} {}", "long ".repeat(80)),
        );
    }
    h.run();
    for k in 1..=4 {
        let label = format!("kept-number-{k}");
        assert!(
            h.query_by_label_contains(&label).is_none(),
            "{k} is behind the count"
        );
    }
    let newest = h.get_by_label_contains("kept-number-5");
    let line = newest.accesskit_node().bounding_box().expect("drawn");
    // One line however long the message: its height is the button's.
    assert!(line.height() <= bar_height(&h) + 2.0, "{line:?}");
    assert!(line.x1 <= 1280.0, "cut to the window: {line:?}");
    assert!(h.query_by_label_contains("4 earlier").is_some());
    assert_eq!(h.state().status.all().len(), 5, "none is dropped");
    let label = newest.accesskit_node().value();
    assert!(
        label.as_deref().is_some_and(|l| l.starts_with("▲ ")),
        "{label:?}"
    );
}

#[test]
fn information_leaves_with_the_next_action_and_warnings_stay() {
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    h.state_mut()
        .report_text(Severity::Warning, "a-warning".to_owned());
    h.state_mut().report_text(Severity::Info, "news".to_owned());
    h.run();
    let shown = h.get_by_label_contains("news");
    let label = shown.accesskit_node().value();
    assert!(
        label.as_deref().is_some_and(|l| l.starts_with("ℹ ")),
        "its own mark: {label:?}"
    );
    // Typing, opening the help or switching tabs is no action on the run.
    send(&mut h, AppCommand::ShowHelp(true));
    send(&mut h, AppCommand::ShowHelp(false));
    send(&mut h, AppCommand::EditSeed("12".to_owned()));
    send(&mut h, AppCommand::ShowTab(Tab::Arch));
    send(&mut h, AppCommand::ShowTab(Tab::Oncall));
    send(&mut h, AppCommand::CheckMinute);
    send(&mut h, AppCommand::CloseCheck);
    h.run();
    assert!(h.query_by_label_contains("news").is_some());
    // Playing is.
    h.key_press(egui::Key::Space);
    h.run();
    assert!(h.query_by_label_contains("news").is_none());
    assert!(h.query_by_label_contains("a-warning").is_some());
}

#[test]
fn messages_are_said_again_in_the_language_chosen_after_them() {
    use sre_sim::i18n::Language;
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    // A run with no minute is not saved: said in English, then in Galician.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(h.query_by_label_contains("Nothing to save yet").is_some());
    send(&mut h, AppCommand::SetLanguage(Language::Gl));
    h.run();
    assert!(h.query_by_label_contains("Nothing to save yet").is_none());
    assert!(
        h.query_by_label_contains("Aínda non hai nada que gardar")
            .is_some()
    );
    assert!(
        h.state()
            .status
            .all()
            .iter()
            .all(|m| !m.text.contains("Nothing"))
    );
}

#[test]
fn the_help_says_on_which_tab_each_key_works() {
    use keys::Scope;
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    send(&mut h, AppCommand::ShowHelp(true));
    h.run();
    let i18n = sre_sim::i18n::I18n::new(sre_sim::i18n::Language::En);
    for action in keys::actions() {
        let scope = keys::SHORTCUTS
            .iter()
            .find(|s| s.action == action)
            .map(|s| s.scope)
            .expect("in the table");
        let wanted = match scope {
            Scope::Everywhere => "every tab",
            Scope::Tab(Tab::Oncall) => "on-call tab",
            Scope::Tab(Tab::Arch) => "architecture tab",
            Scope::Presenting => "while presenting (before the tab’s keys)",
            Scope::Tab(tab) => panic!("no key is for {tab:?} alone yet"),
        };
        // The row of the action: its description, and the place on its line.
        let description = i18n.tr(action.help_id());
        let middle = |b: egui::accesskit::Rect| f64::midpoint(b.y0, b.y1);
        let lines: Vec<_> = h
            .get_all_by_label(&description)
            .filter_map(|n| n.accesskit_node().bounding_box())
            .collect();
        let on_its_line = h.get_all_by_label(wanted).any(|place| {
            place.accesskit_node().bounding_box().is_some_and(|b| {
                lines
                    .iter()
                    .any(|row| (middle(b) - middle(*row)).abs() < row.height() / 2.0)
            })
        });
        assert!(on_its_line, "{action:?}: {wanted}");
    }
}

#[test]
fn the_top_speed_plays_a_three_hour_scenario_in_six_seconds() {
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    send(&mut h, AppCommand::PickScenario(Scenario::BadDeploy.into()));
    send(&mut h, AppCommand::SetSpeed(1_000.0));
    assert_eq!(h.state().oncall.minutes_per_sec, 30.0, "clamped to the top");
    send(&mut h, AppCommand::SetPlaying(true));
    // Six seconds of the window's own clock, frame by frame.
    let played = h.state_mut().oncall.advance(0.5);
    assert_eq!(played, 15);
    for _ in 0..11 {
        h.state_mut().oncall.advance(0.5);
    }
    assert!(
        h.state().oncall.finished(),
        "{}",
        h.state().oncall.sim().minute()
    );
}

#[test]
fn every_control_of_the_table_is_drawn_keyed_and_named_in_three_languages() {
    use sre_sim::i18n::{I18n, Language};
    use sre_sim::ui::oncall::control_spec::CONTROL_SPECS;
    for language in Language::ALL {
        let i18n = I18n::new(language);
        let mut app = SreSimApp::default();
        app.set_language(language);
        app.nav.mode = sre_sim::app::Mode::Tabs;
        let mut h = harness(app, LAPTOP);
        h.run();
        for spec in &CONTROL_SPECS {
            let context = format!("{:?} in {}", spec.control, language.code());
            for id in [spec.label, &spec.help_id(), spec.shortcut] {
                assert!(i18n.has_message(language, id), "{context}: no {id}");
            }
            // Drawn: its name and its explanation, as the panel shows them.
            let name = i18n.tr(spec.label);
            assert!(
                h.query_all_by_label_contains(&name).next().is_some(),
                "{context}: {name}"
            );
            let help = i18n.tr(&spec.help_id());
            assert!(
                h.query_all_by_label(&help).next().is_some(),
                "{context}: {help}"
            );
            assert!(!spec.term.hover_text(&i18n).is_empty(), "{context}");
            // Keyed: each of its keys decides on it.
            for &action in spec.keys {
                let key = keys::SHORTCUTS
                    .iter()
                    .find(|s| s.action == action)
                    .expect("in the key table")
                    .keys;
                let before = h.state().oncall.sim().timeline().len();
                h.key_press_modifiers(key.modifiers, key.logical_key);
                h.step();
                h.step();
                let timeline = h.state().oncall.sim().timeline();
                assert_eq!(timeline.len(), before + 1, "{context}: {action:?}");
                let given = timeline.last().expect("a command").command;
                assert_eq!(given.control(), spec.control, "{context}: {action:?}");
            }
        }
    }
}
