//! The debrief tab driven by labels: it opens at the scenario's end, exports
//! the postmortem and the trace, and runs "was it luck?" in the background
//! while the window keeps answering.

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::debrief::LuckState;
use sre_sim::app::{SreSimApp, Tab};
use sre_sim::debrief::{LatencyIn, SCORECARD_ROWS};
use sre_sim::model::oncall::{Command, Scenario};

use crate::common::folders::unused_path;
use crate::common::window::harness;

/// The bad deploy rolled back at 09:28 and played on to its end at
/// 4 min/s in the window, which opens the debrief.
fn rolled_back_and_played_to_the_end(mut app: SreSimApp) -> Harness<'static, SreSimApp> {
    app.oncall.scenario = Scenario::BadDeploy.into();
    app.oncall.restart();
    for _ in 0..28 {
        app.oncall.step();
    }
    app.oncall.command(Command::Rollback);
    app.oncall.minutes_per_sec = 4.0;
    app.oncall.playing = true;
    let mut h = harness(app, egui::vec2(1400.0, 1000.0));
    h.run_steps(200);
    h
}

/// The scorecard grid draws every row of the debrief's one list of rows
/// (the same list the postmortem writes): each measure's name, the run's
/// and the references' values, the differences.
#[test]
fn the_scorecard_draws_every_row_of_the_list() {
    let h = rolled_back_and_played_to_the_end(SreSimApp::default());
    assert_eq!(h.state().nav.tab, Tab::Debrief);
    let (debrief, _) = h.state().debrief.debrief.as_ref().expect("a debrief");
    let lines = debrief.scorecard_lines(&h.state().i18n, LatencyIn::Secs);
    assert_eq!(lines.len(), SCORECARD_ROWS.len());
    for line in lines {
        h.get_by_label(&line.label);
        for text in line.values.iter().chain(&line.differences) {
            assert!(
                h.query_all_by_label(text).next().is_some(),
                "{}: {text} is not drawn",
                line.label
            );
        }
    }
}

#[test]
fn the_debrief_opens_at_the_end_exports_and_asks_whether_it_was_luck() {
    let dir = unused_path("debrief");
    let mut app = SreSimApp::default();
    app.saves_dir = Some(dir.clone());
    let mut h = rolled_back_and_played_to_the_end(app);
    assert!(h.state().oncall.finished());
    assert_eq!(
        h.state().nav.tab,
        Tab::Debrief,
        "the debrief opens at the scenario's end"
    );
    let (debrief, minute) = h.state().debrief.debrief.as_ref().expect("a debrief");
    assert_eq!(*minute, 180);
    assert!(debrief.scorecard.budget_left > debrief.do_nothing.scorecard.budget_left);
    h.get_by_label("Impact in numbers");

    h.get_by_label("Export both to the saves folder").click();
    h.run_steps(2);
    let stem = "bad-deploy-seed-1-minute-180";
    let markdown =
        std::fs::read_to_string(dir.join(format!("{stem}-debrief.md"))).expect("the postmortem");
    assert!(markdown.starts_with('#'), "{markdown}");
    let csv = std::fs::read_to_string(dir.join(format!("{stem}.csv"))).expect("the trace");
    assert_eq!(csv.lines().count(), 182, "header and rows 0 to 180");

    h.get_by_label("Replay on 200 other seeds").click();
    h.step();
    // The window keeps answering frames while the ensemble runs.
    let started = Instant::now();
    let mut frames_while_running = 0;
    loop {
        h.step();
        match &h.state().debrief.luck {
            Some(LuckState::Running(_)) => frames_while_running += 1,
            Some(LuckState::Done(_)) => break,
            other => panic!("unexpected state {other:?}"),
        }
        assert!(
            started.elapsed() < Duration::from_mins(2),
            "the ensemble should finish"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(
        frames_while_running > 0,
        "frames were drawn while the job ran"
    );
    h.run_steps(2);
    let Some(LuckState::Done(ensemble)) = &h.state().debrief.luck else {
        unreachable!()
    };
    assert_eq!(ensemble.seeds.len(), 200);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_ensemble_can_be_cancelled() {
    let mut app = SreSimApp::default();
    // A long run, so that the ensemble is still running when Cancel is pressed.
    for _ in 0..3000 {
        app.oncall.step();
    }
    app.debrief.make(&app.oncall);
    app.nav.tab = Tab::Debrief;
    let mut h = harness(app, egui::vec2(1400.0, 1000.0));
    h.step();
    h.get_by_label("Replay on 200 other seeds").click();
    h.step();
    h.step();
    assert!(matches!(
        h.state().debrief.luck,
        Some(LuckState::Running(_))
    ));
    h.get_by_label("Cancel").click();
    let started = Instant::now();
    loop {
        h.step();
        match &h.state().debrief.luck {
            Some(LuckState::Running(_)) => {}
            Some(LuckState::Cancelled) => break,
            other => panic!("unexpected state {other:?}"),
        }
        assert!(started.elapsed() < Duration::from_mins(1));
        std::thread::sleep(Duration::from_millis(5));
    }
}
