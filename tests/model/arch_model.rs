//! The architecture path model against the seed: the default run fails at
//! the database, the fix passes with headroom, retries turn one slow tier
//! into an outage, and runs and configurations survive a RON round trip.

#![expect(
    clippy::float_cmp,
    reason = "the model is deterministic: exact values are meant exactly"
)]

use sre_sim::model::arch::{
    ArchConfig, ArchError, ArchRun, Fix, FixOutcome, HEADROOM_UTILIZATION, STEP_COUNT, Setting,
    Stage, find_fix, simulate, sweep,
};

fn run_with(assignments: &[&str]) -> ArchRun {
    let mut config = ArchConfig::default();
    for assignment in assignments {
        config
            .apply_assignment(assignment)
            .expect("a valid assignment");
    }
    simulate(&config).expect("a valid configuration")
}

/// First step (index) in which some stage rejected requests at a full buffer.
fn first_rejection(run: &ArchRun) -> Option<usize> {
    run.steps
        .iter()
        .position(|step| step.rejected_requests > 0.0)
}

#[test]
fn the_default_run_fails_with_the_database_as_bottleneck() {
    let run = run_with(&[]);
    assert!(!run.passed);
    assert_eq!(run.bottleneck, Stage::Db);
    assert_eq!(run.steps.len(), STEP_COUNT);
    // The seed's header: LB 2 000, app 640, DB 250 rps; 400 rps offered.
    let config = run.config;
    assert_eq!(config.capacity_rps(Stage::Lb), 2_000.0);
    assert!((config.capacity_rps(Stage::App) - 640.0).abs() < 1e-9);
    assert!((config.capacity_rps(Stage::Db) - 250.0).abs() < 1e-9);
    assert_eq!(run.steps[0].offered_rps, 400.0);
    assert!(
        (run.peak_utilization.db - 2.56).abs() < 1e-9,
        "{}",
        run.peak_utilization.db
    );
}

#[test]
fn the_fix_passes_with_headroom_in_every_tier() {
    let config = ArchConfig::default();
    let FixOutcome::Found { fix, run, .. } = find_fix(&config).expect("valid") else {
        panic!("the default configuration has a single-change fix");
    };
    assert_eq!(
        fix,
        Fix {
            setting: Setting::DbConnections,
            from: 5.0,
            to: 10.0
        }
    );
    assert!(run.passed);
    for (stage, utilization) in run.peak_utilization.iter() {
        assert!(
            utilization <= HEADROOM_UTILIZATION,
            "{stage} at {utilization}"
        );
    }
    // The fixed run is exactly the configuration with the patch applied.
    assert_eq!(run.config, fix.apply(&config).expect("in range"));
    assert_eq!(*run, simulate(&run.config).expect("valid"));
    // One setting changed, nothing else.
    let changed: Vec<Setting> = Setting::ALL
        .into_iter()
        .filter(|&s| run.config.get(s) != config.get(s))
        .collect();
    assert_eq!(changed, [Setting::DbConnections]);
}

#[test]
fn no_smaller_change_of_the_fixed_setting_passes() {
    // 9 connections (450 rps) runs the DB at 89 %: it passes, but without
    // headroom, so 10 is the smallest pool that the fix may propose.
    let nine = run_with(&["db.connections=9"]);
    assert!(nine.passed);
    assert!(!nine.has_headroom());
}

#[test]
fn without_retries_the_collapse_is_slower() {
    let storm = run_with(&[]);
    let calm = run_with(&["load.retries=0"]);

    // The timeouts start in the same step: before the first failure there
    // is nothing to retry.
    assert_eq!(storm.first_failing_secs, Some(1.75));
    assert_eq!(calm.first_failing_secs, Some(1.75));

    // Without retries the offered load stays at 400 rps and only the DB
    // saturates; with them the load climbs to 3 × 400 and drags the app in.
    assert!(
        calm.steps
            .iter()
            .all(|s| s.offered_rps == 400.0 && s.retry_rps == 0.0)
    );
    assert!(calm.peak_utilization.app < 1.0);
    assert!(storm.peak_offered_rps > 2.9 * 400.0);
    assert!(storm.peak_utilization.app > 1.0);
    assert!(storm.steps.iter().any(|s| s.backlog_requests.app > 0.0));
    assert!(calm.steps.iter().all(|s| s.backlog_requests.app == 0.0));

    // The buffers fill, and the path starts shedding, much later.
    let storm_full = first_rejection(&storm).expect("the storm fills a buffer");
    let calm_full = first_rejection(&calm).expect("the DB buffer fills in 10 s");
    assert!(storm_full + 8 <= calm_full, "{storm_full} vs {calm_full}");

    // Latency is never better with retries, and is worse once they start.
    for (s, c) in storm.steps.iter().zip(&calm.steps) {
        assert!(s.latency_ms >= c.latency_ms - 1e-9, "t = {}", s.t_secs);
    }
    assert!(storm.mean_latency_ms > calm.mean_latency_ms);
    assert!(storm.totals.failing_requests > 2.0 * calm.totals.failing_requests);
}

#[test]
fn retries_turn_a_slow_tier_into_an_outage() {
    // Half the reads hit a cache; the misses overload the DB and time out.
    let base = [
        "cache.on=on",
        "cache.hit_pct=50",
        "load.rps=700",
        "app.replicas=3",
    ];
    let calm = run_with(&[&base[..], &["load.retries=0"]].concat());
    let storm = run_with(&base);

    // Without retries only the misses fail: the hits keep working.
    let calm_last = calm.steps[STEP_COUNT - 1];
    assert!((calm_last.failing_share - 0.5).abs() < 1e-9);
    assert!(calm.peak_utilization.app < 1.0);

    // With retries the load saturates the app, which rejects hits too.
    let storm_last = storm.steps[STEP_COUNT - 1];
    assert!(storm.peak_utilization.app > 1.0);
    assert!(
        storm_last.failing_share > 0.6,
        "{}",
        storm_last.failing_share
    );
    assert!(storm_last.rejected_requests > 0.0);
}

#[test]
fn a_cache_or_a_bigger_pool_passes_the_seed_load() {
    for fixed in [run_with(&["cache.on=on"]), run_with(&["db.connections=10"])] {
        assert!(fixed.passed && fixed.has_headroom(), "{:?}", fixed.config);
        assert!((fixed.mean_latency_ms - fixed.config.base_latency_ms()).abs() < 1e-9);
    }
}

#[test]
fn a_generous_timeout_delays_but_does_not_prevent_the_failure() {
    // With a 10 s timeout nothing times out; the DB buffer fills at 7 s and
    // the rejections (37.5 %) fail the run.
    let run = run_with(&["load.timeout_ms=10000", "load.retries=0"]);
    assert!(!run.passed);
    let first = run.first_failing_secs.expect("the run fails");
    assert!((6.5..=7.5).contains(&first), "{first}");
    let last = run.steps[STEP_COUNT - 1];
    assert_eq!(last.timed_out_share, 0.0);
    assert!(
        (last.failing_share - 0.375).abs() < 1e-9,
        "{}",
        last.failing_share
    );
}

#[test]
fn bad_configurations_are_errors_naming_the_field() {
    let mut config = ArchConfig::default();
    config.db.connections = 0;
    let err = simulate(&config).expect_err("zero connections");
    assert!(err.to_string().contains("db.connections"), "{err}");
    assert!(matches!(
        find_fix(&config),
        Err(ArchError::OutOfRange { .. })
    ));
    assert!(sweep(&config, 60).is_err());

    let mut config = ArchConfig::default();
    config.load.timeout_ms = f64::NAN;
    let err = simulate(&config).expect_err("NaN timeout");
    assert!(err.to_string().contains("load.timeout_ms"), "{err}");
}

#[test]
fn runs_and_configurations_survive_ron() {
    let run = run_with(&["cache.on=on", "queue.on=on", "load.rps=900"]);
    let text = ron::to_string(&run).expect("serializes");
    let back: ArchRun = ron::from_str(&text).expect("parses");
    assert_eq!(back, run);
    // Replaying the saved configuration gives the same trace, bit for bit.
    assert_eq!(simulate(&back.config).expect("valid"), run);

    let outcome = find_fix(&ArchConfig::default()).expect("valid");
    let text = ron::to_string(&outcome).expect("serializes");
    assert!(text.contains("\"db.connections\""), "{text}");
    assert_eq!(ron::from_str::<FixOutcome>(&text).expect("parses"), outcome);
}

#[test]
fn the_sweep_marks_the_knee_at_the_first_saturating_tier() {
    let config = ArchConfig::default();
    let sweep = sweep(&config, 60).expect("valid");
    let knee = sweep.knee_point().expect("low loads do not saturate");
    assert!(knee.peak_utilization <= 1.0);
    assert!((knee.mean_latency_ms - config.base_latency_ms()).abs() < 1e-9);
    let next = sweep.points[sweep.knee.expect("knee") + 1];
    assert!(next.peak_utilization > 1.0);
    assert!(next.mean_latency_ms > knee.mean_latency_ms);
    // From near zero to well past saturation.
    assert!(sweep.points[0].load_rps < 0.05 * sweep.saturation_rps);
    assert!(sweep.points[59].load_rps >= 2.0 * sweep.saturation_rps - 1e-9);
    assert!(!sweep.points[59].passed);
}
