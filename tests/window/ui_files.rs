//! Runs as files in the window, driven by labels: open a run from the
//! recent list, scrub, take over, save; keep an example as a ghost;
//! restore after a crash.

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::{Severity, SreSimApp};
use sre_sim::model::oncall::Command;
use sre_sim::run::{RunFile, example_runs};

use crate::common::folders::scratch;
use crate::common::window::harness;

/// The window of these tests, in pixels: larger than a laptop's.
const SIZE: egui::Vec2 = egui::vec2(1400.0, 1000.0);

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "one person's whole path through the files, step by step"
)]
fn open_from_recent_scrub_take_over_and_save() {
    let dir = scratch("files");
    let (_, example) = example_runs()
        .into_iter()
        .find(|(n, _)| n.starts_with("bad-deploy-rollback"))
        .expect("example");
    let path = dir.join("studied.ron");
    example.save(&path).expect("saved");

    let mut app = SreSimApp::default();
    app.saves_dir = Some(dir.clone());
    app.settings.recent.push(&path);
    let mut h = harness(app, SIZE);
    h.run();
    h.get_by_label("Runs").click();
    h.run();
    // Listed twice: first among the recent runs, then in the saves folder.
    assert_eq!(
        h.get_all_by_role_and_label(Role::Link, "studied").count(),
        2
    );
    h.get_all_by_role_and_label(Role::Link, "studied")
        .next()
        .expect("the recent entry")
        .click();
    h.run();
    assert!(
        h.state().oncall.replay.is_some(),
        "{:?}",
        h.state().status.all()
    );
    assert_eq!(h.state().oncall.sim().minute(), 0);

    h.get_by_role_and_label(Role::Slider, "Minute of the replay")
        .set_value_accesskit(40.0);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 40);
    let replayed = example.replay().expect("replays");
    assert_eq!(
        h.state().oncall.rows[..],
        replayed.rows[..=40],
        "scrubbing shows the saved run's minutes"
    );

    h.get_by_label("Take over here").click();
    h.run();
    assert!(h.state().oncall.replay.is_none());
    let feature = "Heavy feature (recommendations)"; // below the open runs list
    h.get_by_label(feature).scroll_to_me();
    h.run();
    h.get_by_label(feature).click();
    h.run();
    h.key_press(egui::Key::N);
    h.run();
    h.get_by_label("Step one minute").click();
    h.run();
    h.get_by_label("Save to the saves folder").click();
    h.run();

    let saved_path = dir.join(
        RunFile::from_sim(h.state().oncall.sim())
            .expect("run")
            .suggested_file_name(),
    );
    let saved = RunFile::load(&saved_path).expect("the saved run loads");
    assert_eq!(saved.minutes(), 41);
    let commands: Vec<_> = saved
        .timeline()
        .iter()
        .map(|t| (t.minute, t.command))
        .collect();
    assert_eq!(
        commands,
        [
            (29, Command::Rollback),
            (40, Command::SetHeavyFeature(false))
        ]
    );
    assert_eq!(
        saved.replay().expect("replays").rows[..=40],
        replayed.rows[..=40]
    );
    assert_eq!(h.state().settings.recent.paths().first(), Some(&saved_path));
    let notes: Vec<_> = saved
        .annotations()
        .iter()
        .map(|a| (a.minute, a.text.as_str()))
        .collect();
    assert_eq!(
        notes,
        [(40, "Note 1")],
        "the presenter's note travels with the run"
    );

    // Opened again, the note comes back with the run.
    h.state_mut().settings.recent.push(&saved_path);
    h.run();
    let stem = saved_path
        .file_stem()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    h.get_all_by_role_and_label(Role::Link, &stem)
        .next()
        .expect("the recent entry")
        .click();
    h.run();
    assert_eq!(h.state().oncall.annotations, saved.annotations());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_example_as_a_ghost_replays_the_same_scenario_and_seed() {
    let mut app = SreSimApp::default();
    app.saves_dir = Some(scratch("ghost"));
    let mut h = harness(app, SIZE);
    h.run();
    h.get_by_label("Runs").click();
    h.run();
    // The ghost button next to the first example (the examples come last).
    let (name, example) = example_runs().into_iter().next().expect("an example");
    let count = h.get_all_by_role_and_label(Role::Button, "ghost").count();
    assert_eq!(
        count,
        example_runs().len(),
        "one ghost button per example, no other runs listed"
    );
    h.get_all_by_role_and_label(Role::Button, "ghost")
        .next()
        .expect("first example's ghost")
        .click();
    h.run();
    let state = h.state();
    let ghost = state.oncall.ghost.as_ref().expect("a ghost");
    assert_eq!(ghost.name, name);
    assert_eq!(
        state.oncall.sim().spec(),
        example.spec(),
        "same scenario, seed and noise, played again live"
    );
    assert!(state.oncall.replay.is_none());
    assert_eq!(ghost.rows.len() as u32, example.minutes() + 1);
}

#[test]
fn a_crashed_run_is_offered_back() {
    let (_, example) = example_runs().into_iter().next().expect("an example");
    let mut app = SreSimApp::default();
    app.pending_restore = Some(example.clone());
    let mut h = harness(app, SIZE);
    h.run();
    h.get_by_label("Restore").click();
    h.run();
    let state = h.state();
    assert!(state.pending_restore.is_none());
    assert_eq!(state.oncall.sim().minute(), example.minutes());
    assert_eq!(
        state.oncall.sim().timeline().len(),
        example.timeline().len()
    );
    assert!(state.oncall.replay.is_none(), "restored runs continue live");
}

#[test]
fn keys_do_nothing_behind_the_restore_question_and_an_empty_run_is_not_saved() {
    let dir = scratch("modal");
    let (_, example) = example_runs().into_iter().next().expect("an example");
    let mut app = SreSimApp::default();
    app.saves_dir = Some(dir.clone());
    app.pending_restore = Some(example);
    let mut h = harness(app, SIZE);
    h.run();
    // Save, play, step and a decision, pressed behind the question.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.key_press(egui::Key::Space);
    h.key_press(egui::Key::ArrowRight);
    h.key_press(egui::Key::I);
    h.run();
    let state = h.state();
    assert!(state.pending_restore.is_some(), "still asked");
    assert_eq!(state.oncall.sim().minute(), 0);
    assert!(!state.oncall.playing);
    assert!(state.oncall.sim().timeline().is_empty());
    assert!(state.status.all().is_empty(), "{:?}", state.status.all());
    assert_eq!(
        std::fs::read_dir(&dir).map_or(0, Iterator::count),
        0,
        "nothing saved"
    );
    // Answered, the keys act again; a run with no minute is not saved.
    h.get_by_label("Discard").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    let status = h.state().status.latest().expect("said").clone();
    assert_eq!(status.severity, Severity::Warning);
    assert!(
        status.text.contains("Nothing to save yet"),
        "{}",
        status.text
    );
    assert_eq!(
        std::fs::read_dir(&dir).map_or(0, Iterator::count),
        0,
        "nothing saved"
    );
    // After a minute it is.
    h.key_press(egui::Key::ArrowRight);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert_eq!(
        std::fs::read_dir(&dir).map_or(0, Iterator::count),
        1,
        "saved"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_broken_file_is_reported_and_the_run_kept() {
    let dir = scratch("broken");
    let path = dir.join("broken.ron");
    std::fs::write(&path, "(version: 1, scenario: \"bad-deploy\", seed: ").expect("written");
    let mut app = SreSimApp::default();
    app.saves_dir = Some(dir.clone());
    app.settings.recent.push(&path);
    app.oncall.step();
    let mut h = harness(app, SIZE);
    h.run();
    h.get_by_label("Runs").click();
    h.run();
    h.get_all_by_role_and_label(Role::Link, "broken")
        .next()
        .expect("the recent entry")
        .click();
    h.run();
    let state = h.state();
    assert_eq!(state.oncall.rows.len(), 2, "the current run is untouched");
    let status = state.status.latest().expect("a message");
    assert_eq!(status.severity, Severity::Error);
    assert!(status.text.contains("broken.ron"), "{}", status.text);
    let _ = std::fs::remove_dir_all(dir);
}

/// A file's mistake as the window's status bar says it, in each language:
/// what was expected, and what the document should have been.
#[test]
fn a_files_mistake_is_said_in_the_window_as_what_was_expected_in_every_language() {
    use sre_sim::app::{AppCommand, FileAction};
    use sre_sim::i18n::Language;
    let dir = scratch("mistakes");
    let example = include_str!("../../saves/bad-deploy-rollback-after-page.ron");
    let comma = dir.join("comma.ron");
    std::fs::write(
        &comma,
        example.replacen("    seed: 1,\n", "    seed: 1\n", 1),
    )
    .expect("written");
    let boolean = dir.join("boolean.ron");
    std::fs::write(&boolean, example.replacen("noise: true", "noise: yes", 1)).expect("written");
    let run = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves/bad-deploy-rollback-after-page.ron");
    let cases = [
        (
            Language::En,
            [
                "a comma or a closing bracket was expected",
                "true or false was expected",
                "This is a run file (open it with sre-sim replay FILE, or sre-sim --open FILE), not an architecture configuration.",
            ],
        ),
        (
            Language::Fr,
            [
                "on attendait une virgule ou un crochet fermant",
                "on attendait true ou false",
                "C’est un fichier de simulation (ouvrez-le avec sre-sim replay FICHIER, ou sre-sim --open FICHIER), pas une configuration d’architecture.",
            ],
        ),
        (
            Language::Gl,
            [
                "agardábase unha coma ou un corchete de peche",
                "agardábase true ou false",
                "Isto é un ficheiro de simulación (ábreo con sre-sim replay FICHEIRO, ou sre-sim --open FICHEIRO), non unha configuración de arquitectura.",
            ],
        ),
    ];
    for (language, wanted) in cases {
        let mut app = SreSimApp::default();
        app.saves_dir = Some(dir.clone());
        app.set_language(language);
        let mut h = harness(app, SIZE);
        h.run();
        let actions = [
            FileAction::Open(comma.clone()),
            FileAction::Open(boolean.clone()),
            FileAction::OpenArch(run.clone()),
        ];
        for (action, wanted) in actions.into_iter().zip(wanted) {
            h.state_mut().handle(AppCommand::File(action));
            h.run();
            let status = h.state().status.latest().expect("a message").clone();
            assert_eq!(status.severity, Severity::Error);
            assert!(
                status.text.contains(wanted),
                "{language:?}: {}",
                status.text
            );
            // As the status bar shows it.
            assert!(
                h.query_by_label_contains(wanted).is_some(),
                "{language:?}: shown"
            );
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_ghost_chosen_during_a_replay_keeps_the_replay_and_draws_every_series() {
    use sre_sim::app::{AppCommand, FileAction};
    use sre_sim::ui::oncall::chart_spec::CHART_SPECS;
    use sre_sim::ui::oncall::charts_data;
    let examples = example_runs();
    let (studied, run) = examples
        .iter()
        .find(|(n, _)| n.starts_with("bad-deploy-rollback"))
        .expect("an example");
    let (other, _) = examples
        .iter()
        .find(|(n, _)| n.starts_with("bad-deploy-page-ignored"))
        .expect("another");
    let mut app = SreSimApp::default();
    app.saves_dir = Some(scratch("ghost-replay"));
    app.open_run(studied, run.clone(), None);
    app.oncall.scrub_to(60);
    let mut h = harness(app, SIZE);
    h.run();
    h.state_mut()
        .handle(AppCommand::File(FileAction::GhostExample(
            (*other).to_owned(),
        )));
    h.run();
    let state = h.state();
    assert!(state.oncall.replay.is_some(), "the replay goes on");
    assert_eq!(state.oncall.sim().minute(), 60, "where it was");
    assert_eq!(
        state.oncall.ghost.as_ref().map(|g| g.name.as_str()),
        Some(*other)
    );
    assert!(
        h.query_by_label_contains("Replay of").is_some(),
        "the replay bar stays"
    );
    // Every measure of every chart has its ghost line, the burn rate too.
    let charts = charts_data(
        &state.i18n,
        &state.oncall,
        None,
        sre_sim::ui::widgets::charts::ALL_POINTS,
    );
    assert_eq!(charts.len(), CHART_SPECS.len());
    for chart in &charts {
        let ghosts = chart
            .series
            .iter()
            .filter(|s| s.name.contains("(ghost)"))
            .count();
        let live = chart
            .series
            .iter()
            .filter(|s| !s.name.contains("(ghost)") && s.points.len() > 2)
            .count();
        assert_eq!(
            ghosts,
            live,
            "{}: {:?}",
            chart.id,
            chart.series.iter().map(|s| &s.name).collect::<Vec<_>>()
        );
    }
    let burn = charts
        .iter()
        .find(|c| c.id == "oncall-chart-errors")
        .expect("the burn chart");
    assert!(
        burn.series
            .iter()
            .any(|s| s.name.contains("(ghost)") && s.name.contains("Burn rate"))
    );
}

#[test]
fn the_runs_list_names_every_example_in_the_language_with_no_missing_message() {
    let mut app = SreSimApp::default();
    app.saves_dir = Some(scratch("runs-names"));
    app.show_runs = true;
    let mut h = harness(app, SIZE);
    h.run();
    // Every example's summary is drawn on hover; the one of a scenario file
    // names the scenario as its file does.
    let names: Vec<&str> = example_runs().iter().map(|(n, _)| *n).collect();
    for name in &names {
        let at = h
            .query_all_by_role_and_label(Role::Link, name)
            .next()
            .unwrap_or_else(|| panic!("{name} listed"))
            .rect()
            .center();
        h.hover_at(at);
        for _ in 0..40 {
            h.step();
        }
        if name.starts_with("db-failover") {
            assert!(
                h.query_by_label_contains("Database failover at the peak, seed 3")
                    .is_some(),
                "{name}'s summary names its scenario"
            );
        }
    }
    assert_eq!(h.state().i18n.reported_fallbacks(), []);
}
