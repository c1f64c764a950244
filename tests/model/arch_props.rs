//! Property tests of the architecture path model over every setting's whole
//! range: backlogs never negative nor above their buffers, flow conserved,
//! no NaN, latency never below the sum of service times, shares in [0, 1];
//! beyond the seed, with the trigger and the remedies drawn too, each
//! remedy's own rule (the budget's cap, the deadline's wait, the breaker's
//! states, the throttle's start).

#![expect(
    clippy::float_cmp,
    reason = "the model is deterministic: exact values are meant exactly"
)]

use proptest::prelude::*;
use sre_sim::model::arch::{
    ArchConfig, BreakerState, FixOutcome, HEADROOM_UTILIZATION, STEP_COUNT, STEP_SECS, Setting,
    SettingKind, Stage, Step, find_fix, simulate,
};

/// A value inside one setting's range: either end, or anywhere between,
/// drawn linearly or skewed towards small values (where the tiers are of
/// comparable size and the interesting things happen).
fn value_in(setting: Setting) -> impl Strategy<Value = f64> {
    let range = setting.range();
    let fraction = prop_oneof![
        Just(0.0),
        Just(1.0),
        0.0..=1.0_f64,
        (0.0..=1.0_f64).prop_map(|f| f.powi(4))
    ];
    fraction.prop_map(move |f| {
        let value = range.min + f * (range.max - range.min);
        match setting.kind() {
            SettingKind::Real => value,
            SettingKind::Count | SettingKind::Switch => value.round(),
        }
    })
}

/// A configuration with every setting drawn from its range, the trigger
/// and the remedies included (a slowdown's end is put after its start).
fn any_config() -> impl Strategy<Value = ArchConfig> {
    Setting::ALL.map(value_in).prop_map(|values| {
        let mut config = ArchConfig::default();
        for (setting, value) in Setting::ALL.into_iter().zip(values) {
            config.set(setting, value).expect("drawn inside the range");
        }
        for (from, to) in [
            (&mut config.app.slow_from_s, &mut config.app.slow_to_s),
            (&mut config.db.slow_from_s, &mut config.db.slow_to_s),
        ] {
            if *to < *from {
                std::mem::swap(from, to);
            }
        }
        config
    })
}

/// The seed's model alone: every setting beyond it at its default.
fn seed_only(mut config: ArchConfig) -> ArchConfig {
    let defaults = ArchConfig::default();
    for setting in Setting::ALL.into_iter().filter(|s| s.beyond_the_seed()) {
        config
            .set(setting, defaults.get(setting))
            .expect("the default is in range");
    }
    config
}

/// A configuration whose load is within a few times its capacity, so runs
/// saturate only some of the tiers.
fn loaded_config() -> impl Strategy<Value = ArchConfig> {
    (any_config(), 0.0..3.0_f64).prop_map(|(mut config, factor)| {
        let (saturation_rps, _) = config.saturation_rps();
        let rps = (saturation_rps * factor).min(Setting::LoadRps.range().max);
        config.set(Setting::LoadRps, rps).expect("inside the range");
        config
    })
}

#[expect(
    clippy::too_many_lines,
    reason = "every property of a run, checked step by step and then over the run"
)]
fn check_run(config: &ArchConfig) -> Result<(), TestCaseError> {
    let run = simulate(config).expect("a valid configuration runs");
    prop_assert_eq!(run.steps.len(), STEP_COUNT);
    let base_ms = config.base_latency_ms();
    let tolerance_ms = 1e-9 * base_ms.max(1.0);
    let mut previous = None;
    for step in &run.steps {
        // Each stage's flow, step by step: what arrives is served, rejected
        // or added to its backlog, and it never serves above its capacity.
        for stage in Stage::ALL {
            let before = previous.map_or(0.0, |p: &Step| p.backlog_requests[stage]);
            let arrived = step.arrivals_rps[stage] * STEP_SECS;
            let left =
                (step.served_rps[stage] + step.rejected_rps[stage] + step.expired_rps[stage])
                    * STEP_SECS;
            let change = step.backlog_requests[stage] - before;
            let scale = (before + arrived).max(1.0);
            prop_assert!(
                (arrived - left - change).abs() <= 1e-9 * scale,
                "{stage}: {before} + {arrived} ≠ {left} + {}",
                step.backlog_requests[stage]
            );
            let capacity = config.capacity_rps(stage);
            prop_assert!(
                step.served_rps[stage] <= capacity * (1.0 + 1e-12),
                "{stage}: served {} above capacity {capacity}",
                step.served_rps[stage]
            );
        }
        previous = Some(step);
        let numbers = [
            step.t_secs,
            step.offered_rps,
            step.retry_rps,
            step.latency_ms,
            step.failing_share,
            step.timed_out_share,
            step.rejected_requests,
        ];
        prop_assert!(numbers.iter().all(|x| x.is_finite()), "{:?}", step);
        prop_assert!((0.0..=1.0).contains(&step.failing_share), "{:?}", step);
        prop_assert!(
            (0.0..=step.failing_share).contains(&step.timed_out_share),
            "{:?}",
            step
        );
        prop_assert!(step.retry_rps >= -1e-9 * step.offered_rps, "{:?}", step);
        prop_assert!(step.rejected_requests >= 0.0);
        prop_assert!(
            step.latency_ms >= base_ms - tolerance_ms,
            "{} < {}",
            step.latency_ms,
            base_ms
        );
        for stage in Stage::ALL {
            let backlog = step.backlog_requests[stage];
            prop_assert!(backlog.is_finite() && backlog >= 0.0, "{stage}: {backlog}");
            prop_assert!(
                backlog <= config.buffer_requests(stage),
                "{stage}: {backlog}"
            );
            let utilization = step.utilization[stage];
            prop_assert!(
                utilization.is_finite() && utilization >= 0.0,
                "{stage}: {utilization}"
            );
            if !config.is_on(stage) {
                prop_assert_eq!(backlog, 0.0);
                prop_assert_eq!(utilization, 0.0);
            }
        }
    }
    // Offered = completed + rejected + expired + still queued, to rounding.
    let t = run.totals;
    let balance =
        t.completed_requests + t.rejected_requests + t.expired_requests + t.queued_requests;
    prop_assert!(
        (t.offered_requests - balance).abs() <= 1e-9 * t.offered_requests.max(1.0),
        "offered {} vs {}",
        t.offered_requests,
        balance
    );
    let summary = [
        run.offered_rps,
        run.peak_offered_rps,
        run.mean_latency_ms,
        run.failing_share,
    ];
    prop_assert!(summary.iter().all(|x| x.is_finite()), "{:?}", summary);
    prop_assert!((0.0..=1.0).contains(&run.failing_share));
    prop_assert!(run.mean_latency_ms >= base_ms - tolerance_ms);
    prop_assert!(config.is_on(run.bottleneck));
    if config.trigger_span().is_none() {
        prop_assert_eq!(run.passed, run.first_failing_secs.is_none());
    } else {
        // Judged on fewer steps: a run that never failed passes.
        prop_assert!(run.first_failing_secs.is_some() || run.passed);
    }
    check_remedies(config, &run.steps)?;
    Ok(())
}

/// Each remedy's rule, step by step.
fn check_remedies(config: &ArchConfig, steps: &[Step]) -> Result<(), TestCaseError> {
    let fresh = config.load.rps;
    let slack = |x: f64| x.abs() * 1e-9 + 1e-9;
    let attempts = f64::from(config.load.retries + 1);
    for (index, step) in steps.iter().enumerate() {
        prop_assert!(step.client_failed_rps >= 0.0 && step.client_failed_rps.is_finite());
        prop_assert!(step.offered_rps <= attempts * fresh + slack(attempts * fresh));
        if config.budget.on {
            // A retry budget never raises the offered load above
            // (1 + budget) × fresh.
            let cap = (1.0 + config.budget.pct / 100.0) * fresh;
            prop_assert!(
                step.offered_rps <= cap + slack(cap),
                "{} > {cap}",
                step.offered_rps
            );
        }
        if config.deadline.on {
            // With expired work dropped, no stage's wait passes the
            // client's timeout.
            let start = index as f64 * STEP_SECS;
            for stage in config.stages() {
                let factor = config
                    .slowdowns()
                    .filter(|s| s.stage == stage && s.covers(start))
                    .map(|s| s.factor)
                    .product::<f64>();
                let capacity = config.capacity_rps(stage) / factor;
                let wait_ms = step.backlog_requests[stage] * 1_000.0 / capacity;
                prop_assert!(
                    wait_ms <= config.load.timeout_ms + 1e-6,
                    "{stage}: waits {wait_ms} ms"
                );
            }
        } else {
            prop_assert!(step.expired_rps.iter().all(|(_, v)| v == 0.0));
        }
        if config.backoff.on && index == 0 {
            prop_assert_eq!(step.retry_rps, 0.0);
        }
        if config.throttle.on {
            prop_assert!((0.0..1.0).contains(&step.throttled_share));
            // It only rejects once something has failed.
            let failed_before = steps[..index].iter().any(|s| s.failing_share > 0.0);
            prop_assert!(step.throttled_share == 0.0 || failed_before);
        } else {
            prop_assert_eq!(step.throttled_share, 0.0);
        }
        if !(config.budget.on || config.breaker.on || config.throttle.on) {
            prop_assert_eq!(step.client_failed_rps, 0.0);
        }
    }
    if config.breaker.on {
        check_breaker(config, steps)?;
    } else {
        prop_assert!(steps.iter().all(|s| s.breaker.is_none()));
    }
    Ok(())
}

/// The breaker's states follow its rule: closed until the failing share of
/// what it sent over its window passes the threshold; open (nothing sent)
/// for the cool-down; half open (at most the probe share sent) for one
/// step; then closed if at most the threshold of the probes failed, else
/// open again.
fn check_breaker(config: &ArchConfig, steps: &[Step]) -> Result<(), TestCaseError> {
    let breaker = &config.breaker;
    let steps_of = |secs: f64| ((secs / STEP_SECS).round() as usize).max(1);
    let (window, cooldown) = (steps_of(breaker.window_s), steps_of(breaker.cooldown_s));
    let threshold = breaker.threshold_pct / 100.0;
    // The path's own failing share of what was sent.
    let path_failing = |s: &Step| {
        if s.offered_rps > 0.0 {
            ((s.failing_share * s.demand_rps() - s.client_failed_rps) / s.offered_rps)
                .clamp(0.0, 1.0)
        } else {
            0.0
        }
    };
    let mut closed_since = 0;
    let mut open_for = 0;
    for (i, step) in steps.iter().enumerate() {
        let state = step.breaker.expect("a state each step");
        let expected = if i == 0 {
            BreakerState::Closed
        } else {
            let previous = &steps[i - 1];
            match previous.breaker.expect("a state") {
                BreakerState::Closed => {
                    let from = closed_since.max(i.saturating_sub(window));
                    let (sent, failed) = steps[from..i].iter().fold((0.0, 0.0), |(t, f), s| {
                        let o = s.offered_rps * STEP_SECS;
                        (t + o, f + o * path_failing(s))
                    });
                    let ratio = if sent > 0.0 { failed / sent } else { 0.0 };
                    if sent > 0.0 && (ratio - threshold).abs() < 1e-9 {
                        // Too close to the threshold to tell by rounding.
                        state
                    } else if sent > 0.0 && ratio > threshold {
                        BreakerState::Open
                    } else {
                        BreakerState::Closed
                    }
                }
                BreakerState::Open if open_for < cooldown => BreakerState::Open,
                BreakerState::Open => BreakerState::HalfOpen,
                BreakerState::HalfOpen => {
                    let f = path_failing(previous);
                    if (f - threshold).abs() < 1e-9 {
                        state
                    } else if f <= threshold {
                        BreakerState::Closed
                    } else {
                        BreakerState::Open
                    }
                }
            }
        };
        prop_assert_eq!(state, expected, "step {}", i);
        match state {
            BreakerState::Open => {
                prop_assert_eq!(step.offered_rps, 0.0);
                open_for += 1;
            }
            BreakerState::HalfOpen => {
                let probes = breaker.probe_pct / 100.0 * step.demand_rps();
                prop_assert!(step.offered_rps <= probes + 1e-9 * probes.max(1.0));
            }
            BreakerState::Closed => {}
        }
        if state != BreakerState::Open {
            open_for = 0;
        }
        if state != BreakerState::Closed {
            closed_since = i + 1;
        }
    }
    Ok(())
}

/// Every step of `faster`'s run (the same path with a faster database:
/// more capacity at the last tier, the same buffer) is at least as good as
/// the same step of `config`'s.
///
/// Why this holds in this model: each stage serves `min(backlog + arrivals,
/// capacity·Δt)` and rejects `max(0, backlog + arrivals − capacity·Δt −
/// buffer)`, so what it keeps and rejects (as a share of its arrivals too,
/// since its backlog never exceeds its buffer) are monotone: more capacity
/// or fewer arrivals never make them worse. The database is the last tier,
/// so serving more there sends nothing further. A request class's latency
/// is a sum of service times and backlogs over capacities, its failing
/// share is its weight when it times out and its weight times its rejected
/// share otherwise, and the next step's retries are this step's attempts
/// times the failing share. So, step by step, a faster database never
/// raises any step's offered load, backlog, latency or failing share.
///
/// It is not true of every tier: more capacity upstream passes more load
/// down to the tiers after it. Nor of a database connection, which also
/// brings buffer: a bigger buffer keeps requests a smaller one would have
/// rejected, they wait, and the latency can rise (see
/// [`a_bigger_pool_can_raise_the_mean_latency`]).
fn no_step_is_worse(config: &ArchConfig, faster: &ArchConfig) -> Result<(), TestCaseError> {
    let before = simulate(config).expect("valid");
    let after = simulate(faster).expect("valid");
    let slack = |x: f64| x.abs() * 1e-12 + 1e-12;
    for (b, a) in before.steps.iter().zip(&after.steps) {
        prop_assert!(
            a.offered_rps <= b.offered_rps + slack(b.offered_rps),
            "{b:?}\n{a:?}"
        );
        prop_assert!(
            a.latency_ms <= b.latency_ms + slack(b.latency_ms),
            "{b:?}\n{a:?}"
        );
        prop_assert!(a.failing_share <= b.failing_share + 1e-12, "{b:?}\n{a:?}");
        prop_assert!(
            a.timed_out_share <= b.timed_out_share + 1e-12,
            "{b:?}\n{a:?}"
        );
        prop_assert!(
            a.rejected_requests <= b.rejected_requests + slack(b.rejected_requests),
            "{b:?}\n{a:?}"
        );
        for stage in Stage::ALL {
            let (was, is) = (b.backlog_requests[stage], a.backlog_requests[stage]);
            prop_assert!(is <= was + slack(was), "{stage}: {was} → {is}");
        }
    }
    let never = f64::INFINITY;
    prop_assert!(
        after.first_failing_secs.unwrap_or(never) >= before.first_failing_secs.unwrap_or(never)
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn runs_are_sound_over_every_range(config in any_config()) {
        check_run(&config)?;
    }

    #[test]
    fn runs_are_sound_near_capacity(config in loaded_config()) {
        check_run(&config)?;
    }

    #[test]
    fn a_faster_database_is_never_worse_in_any_step(
        config in loaded_config(),
        share in 0.0..1.0_f64,
    ) {
        // The seed's model (a breaker's timing, say, can go either way).
        let config = seed_only(config);
        // Any query time between the fastest allowed and the one drawn.
        let fastest = Setting::DbQueryMs.range().min;
        let mut faster = config;
        faster.db.query_ms = fastest + (config.db.query_ms - fastest) * share;
        no_step_is_worse(&config, &faster)?;
    }

    #[test]
    fn same_inputs_same_trace(config in loaded_config()) {
        prop_assert_eq!(simulate(&config).expect("valid"), simulate(&config).expect("valid"));
    }
}

proptest! {
    // The fix search runs up to thousands of short runs: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn a_found_fix_is_one_change_that_passes_with_headroom(config in loaded_config()) {
        match find_fix(&config).expect("valid") {
            FixOutcome::NotNeeded => {
                prop_assert!(simulate(&config).expect("valid").has_headroom());
            }
            FixOutcome::NotFound => {}
            FixOutcome::Found { fix, run, also } => {
                // Every other change listed passes too, one change each,
                // none smaller than the fix, none the load or the trigger.
                prop_assert!(also.is_empty() || config.trigger_span().is_some());
                for other in &also {
                    prop_assert!(other.size() >= fix.size() - 1e-12);
                    prop_assert!(!other.setting.is_trigger() && other.setting != Setting::LoadRps);
                    let rerun = simulate(&other.apply(&config).expect("in range")).expect("valid");
                    prop_assert!(rerun.has_headroom(), "{}", other);
                }
                prop_assert!(!fix.setting.is_trigger());
                prop_assert!(run.passed && run.has_headroom());
                if config.trigger_span().is_none() {
                    prop_assert!(run.max_utilization() <= HEADROOM_UTILIZATION);
                }
                prop_assert_eq!(config.get(fix.setting), fix.from);
                prop_assert!(fix.setting.check(fix.to).is_ok());
                prop_assert!(fix.setting != Setting::LoadRps);
                let changed = Setting::ALL
                    .into_iter()
                    .filter(|&s| run.config.get(s) != config.get(s))
                    .count();
                prop_assert_eq!(changed, 1);
            }
        }
    }
}

/// The case that disproved "a bigger database pool never makes the mean
/// latency worse" (found by proptest, kept as a fixed case): one more
/// connection also brings 200 more places to wait, so requests that one
/// connection fewer would have rejected wait and are served, late. Fewer
/// requests fail, more complete, and the mean latency of the run rises.
#[test]
fn a_bigger_pool_can_raise_the_mean_latency() {
    let mut config = ArchConfig::default();
    config.load.rps = 8_222.9;
    config.load.timeout_ms = 60_000.0;
    config.load.retries = 10;
    config.app.replicas = 1;
    config.app.concurrency = 1_000;
    config.app.service_ms = 1.0;
    config.queue.on = true;
    config.queue.workers = 1;
    config.queue.job_ms = 10.0;
    config.queue.buffer = 100_000;
    config.db.connections = 1;
    config.db.query_ms = 5.0;
    let mut bigger = config;
    bigger.db.connections += 1;
    let before = simulate(&config).expect("valid");
    let after = simulate(&bigger).expect("valid");
    assert!(
        after.mean_latency_ms > before.mean_latency_ms,
        "{} → {}",
        before.mean_latency_ms,
        after.mean_latency_ms
    );
    assert!(after.failing_share < before.failing_share);
    assert!(after.totals.completed_requests > before.totals.completed_requests);
    assert!(after.totals.rejected_requests < before.totals.rejected_requests);
    check_run(&config).expect("sound");
    check_run(&bigger).expect("sound");
}
