//! The second opinion in the window: the exact values beside the seed's in
//! the metrics and on the latency chart, and "Check this minute by
//! simulation" run from its button to its numbers, as a person sees them.

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::check::{Check, CheckState, ExactSeries};
use sre_sim::app::{AppCommand, SreSimApp};
use sre_sim::i18n::{I18n, Language};
use sre_sim::lesson::Chart;
use sre_sim::model::oncall::second_opinion::{self, CHECK_REQUESTS, CheckRefusal};
use sre_sim::model::oncall::{MinuteInputs, RunSpec, Scenario, SecondOpinion, Sim, evaluate};
use sre_sim::ui::oncall::charts_data;
use sre_sim::ui::widgets::charts::ALL_POINTS;

use crate::common::window::{LAPTOP, harness, send};

fn secs(i18n: &I18n, value: f64) -> String {
    format!("{} s", i18n.fmt_number(value, 3))
}

/// Plays `minutes` minutes of `scenario` (seed 1) with a hover frame after each.
fn played(scenario: Scenario, minutes: u32) -> Harness<'static, SreSimApp> {
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.step();
    send(&mut h, AppCommand::PickScenario(scenario.into()));
    send(&mut h, AppCommand::EditSeed("1".to_owned()));
    send(&mut h, AppCommand::Restart);
    for _ in 0..minutes {
        send(&mut h, AppCommand::Step);
        h.hover_at(egui::pos2(1000.0, 650.0));
        h.step();
    }
    h
}

#[test]
fn the_metrics_and_the_latency_chart_show_the_exact_values_beside_the_seeds() {
    // Near saturation in the surge, where the two differ by a third.
    let h = played(Scenario::Surge, 74);
    let app = h.state();
    let row = *app.oncall.row();
    let exact = SecondOpinion::of(&row.out);
    assert!(row.out.p99_secs > exact.p99_secs * 1.2, "{row:?}");
    let i18n = &app.i18n;
    for text in [
        format!("{} s", i18n.fmt_number(row.out.p99_secs, 2)),
        format!("{} s", i18n.fmt_number(exact.p99_secs, 2)),
    ] {
        assert!(
            h.query_all_by_label_contains(&text).next().is_some(),
            "{text} is not shown"
        );
    }
    assert!(
        h.query_by_label("p99 latency, exact").is_some(),
        "the metric is named"
    );
    // The chart's exact line is the model's second opinion of every row.
    let charts = charts_data(i18n, &app.oncall, Some(app.exact.values()), ALL_POINTS);
    let latency = charts
        .iter()
        .find(|c| c.chart == Chart::P99)
        .expect("the latency chart");
    let line = latency
        .series
        .iter()
        .find(|s| s.name == "p99, exact")
        .expect("the exact line");
    assert_eq!(line.points.len(), app.oncall.rows.len());
    for (point, row) in line.points.iter().zip(&app.oncall.rows) {
        assert_eq!(point[0], f64::from(row.minute));
        assert_eq!(point[1], SecondOpinion::of(&row.out).p99_secs * 1000.0);
    }
}

#[test]
fn the_exact_line_can_be_switched_off_and_the_setting_is_kept() {
    let mut h = played(Scenario::BadDeploy, 3);
    assert!(h.state().settings.show_exact);
    h.get_by_label("exact p99").click();
    h.step();
    h.step();
    let app = h.state();
    assert!(!app.settings.show_exact);
    let text = ron::to_string(&app.settings).expect("settings write");
    let read: sre_sim::app::Settings = ron::from_str(&text).expect("settings read");
    assert!(!read.show_exact);
    // Older settings files, without the field, draw it.
    let old: sre_sim::app::Settings = ron::from_str("(dark: false)").expect("old settings");
    assert!(old.show_exact);
}

/// Steps frames until the check has ended (or two minutes have passed).
fn wait_for_check(h: &mut Harness<'_, SreSimApp>) {
    let start = Instant::now();
    while matches!(
        h.state().check.as_ref().map(|c| &c.state),
        Some(CheckState::Running(_))
    ) {
        assert!(
            start.elapsed() < Duration::from_mins(2),
            "the check never ended"
        );
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    h.step();
}

#[test]
fn checking_a_minute_by_simulation_shows_the_three_p99s_the_model_computes() {
    let mut h = played(Scenario::BadDeploy, 5);
    h.get_by_label("Check this minute by simulation").click();
    h.step();
    assert!(h.state().check.is_some(), "the check window opened");
    wait_for_check(&mut h);
    let app = h.state();
    let check = app.check.as_ref().expect("still open");
    let row = *app.oncall.row();
    assert_eq!(check.row, row, "the minute shown");
    let CheckState::Done(result) = &check.state else {
        panic!("no result: {:?}", check.state);
    };
    // The same numbers as `sre-sim check` for this minute: the same seed,
    // the same count, the same simulation.
    let seed = second_opinion::check_seed(1, row.minute);
    assert_eq!(check.seed, seed);
    let expected = second_opinion::run_check(&row.out, CHECK_REQUESTS, seed, |_, _| true)
        .expect("a queue")
        .expect("not stopped");
    assert_eq!(**result, expected);
    let i18n = &app.i18n;
    let exact = SecondOpinion::of(&row.out);
    for text in [
        secs(i18n, row.out.p99_secs),
        secs(i18n, exact.p99_secs),
        secs(i18n, result.p99_secs.value),
    ] {
        assert!(
            h.query_all_by_label(&text).next().is_some(),
            "{text} is not in the check window"
        );
    }
    assert!(
        h.query_all_by_label_contains("Response times of 1")
            .next()
            .is_some()
    );
    // Every p99 here is below the 2 s timeout: no word on passing it.
    assert!(result.p99_secs.value < 2.0);
    assert!(h.query_by_label_contains("above the 2 s timeout").is_none());
    // The histogram's legend names the three p99s marked on it (the
    // latency chart's legend has one of the names too).
    let marks = ["p99, seed's model", "p99, exact", "p99, simulated"];
    let count = |h: &Harness<'_, SreSimApp>| marks.map(|m| h.query_all_by_label(m).count());
    let open = count(&h);
    // Closing the window forgets the check, and its marks go.
    send(&mut h, AppCommand::CloseCheck);
    assert!(h.state().check.is_none());
    let closed = count(&h);
    for k in 0..3 {
        assert_eq!(open[k], closed[k] + 1, "{}", marks[k]);
    }
    assert!(h.query_by_label("seed's model").is_none());
}

#[test]
fn a_check_that_runs_can_be_stopped_and_a_minute_without_a_queue_is_refused() {
    // At saturation's edge the check takes many passes: stop it.
    let mut h = played(Scenario::Surge, 74);
    send(&mut h, AppCommand::CheckMinute);
    assert!(matches!(
        h.state().check.as_ref().map(|c| &c.state),
        Some(CheckState::Running(_))
    ));
    // A window is laid out unseen in its first frame.
    h.step();
    h.get_by_label("Stop").click();
    h.step();
    assert!(h.state().check.is_none());
    // No instance serving, and no traffic: refused at once, and said.
    let sim = Sim::new(RunSpec::new(Scenario::FreePlay, 1));
    let mut row = *sim.row();
    for (inputs, refusal) in [
        (
            MinuteInputs {
                instances_serving: 0,
                ..row.out.inputs
            },
            CheckRefusal::NoWorkers,
        ),
        (
            MinuteInputs {
                requests_per_sec: 0.0,
                ..row.out.inputs
            },
            CheckRefusal::NoTraffic,
        ),
    ] {
        row.out = evaluate(&inputs);
        let check = Check::start(&row, 1);
        assert!(
            matches!(check.state, CheckState::Refused(r) if r == refusal),
            "{:?}",
            check.state
        );
    }
    let i18n = I18n::new(Language::Fr);
    assert!(i18n.tr("oncall-check-no-workers").contains("2 s"));
}

#[test]
fn the_exact_series_follows_the_rows_as_they_change() {
    let spec = RunSpec::new(Scenario::BadDeploy, 9);
    let trace = Sim::run(spec, &[], 60).expect("runs");
    let mut series = ExactSeries::default();
    series.follow(&trace.rows[..30]);
    series.follow(&trace.rows);
    let expect: Vec<SecondOpinion> = trace
        .rows
        .iter()
        .map(|r| SecondOpinion::of(&r.out))
        .collect();
    assert_eq!(series.values(), &expect[..]);
    // Another run from minute 10 (a take-over, a restart): recomputed there.
    let other = Sim::run(RunSpec::new(Scenario::Surge, 9), &[], 20).expect("runs");
    series.follow(&other.rows);
    let expect: Vec<SecondOpinion> = other
        .rows
        .iter()
        .map(|r| SecondOpinion::of(&r.out))
        .collect();
    assert_eq!(series.values(), &expect[..]);
}
