//! Runs as files in the window, driven by labels: open a run from the
//! recent list, scrub, take over, save; keep an example as a ghost;
//! restore after a crash.

use std::path::PathBuf;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::{Severity, SreSimApp};
use sre_sim::model::oncall::Command;
use sre_sim::run::{RunFile, example_runs};

fn temp_dir(name: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_nanos();
    let dir = std::env::temp_dir().join(format!("sre-sim-{name}-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn harness(app: SreSimApp) -> Harness<'static, SreSimApp> {
    Harness::builder()
        .with_size(egui::vec2(1400.0, 1000.0))
        .build_ui_state(|ui, app: &mut SreSimApp| app.show(ui), app)
}

#[test]
fn open_from_recent_scrub_take_over_and_save() {
    let dir = temp_dir("files");
    let (_, example) = example_runs()
        .into_iter()
        .find(|(n, _)| n.starts_with("bad-deploy-rollback"))
        .expect("example");
    let path = dir.join("studied.ron");
    example.save(&path).expect("saved");

    let mut app = SreSimApp::default();
    app.saves_dir = Some(dir.clone());
    app.settings.recent.push(&path);
    let mut h = harness(app);
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
    h.get_by_label("Heavy feature (recommendations)").click();
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
    app.saves_dir = Some(temp_dir("ghost"));
    let mut h = harness(app);
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
    let mut h = harness(app);
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
fn a_broken_file_is_reported_and_the_run_kept() {
    let dir = temp_dir("broken");
    let path = dir.join("broken.ron");
    std::fs::write(&path, "(version: 1, scenario: \"bad-deploy\", seed: ").expect("written");
    let mut app = SreSimApp::default();
    app.saves_dir = Some(dir.clone());
    app.settings.recent.push(&path);
    app.oncall.step();
    let mut h = harness(app);
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
