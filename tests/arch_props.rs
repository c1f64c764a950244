//! Property tests of the architecture path model over every setting's whole
//! range: backlogs never negative nor above their buffers, flow conserved,
//! no NaN, latency never below the sum of service times, shares in [0, 1].

#![expect(
    clippy::float_cmp,
    reason = "the model is deterministic: exact values are meant exactly"
)]

use proptest::prelude::*;
use sre_sim::model::arch::{
    ArchConfig, FixOutcome, HEADROOM_UTILIZATION, STEP_COUNT, Setting, SettingKind, Stage,
    find_fix, simulate,
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

/// A configuration with every setting drawn from its range.
fn any_config() -> impl Strategy<Value = ArchConfig> {
    Setting::ALL.map(value_in).prop_map(|values| {
        let mut config = ArchConfig::default();
        for (setting, value) in Setting::ALL.into_iter().zip(values) {
            config.set(setting, value).expect("drawn inside the range");
        }
        config
    })
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

fn check_run(config: &ArchConfig) -> Result<(), TestCaseError> {
    let run = simulate(config).expect("a valid configuration runs");
    prop_assert_eq!(run.steps.len(), STEP_COUNT);
    let base_ms = config.base_latency_ms();
    let tolerance_ms = 1e-9 * base_ms.max(1.0);
    for step in &run.steps {
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
    // Offered = completed + rejected + still queued, to rounding.
    let t = run.totals;
    let balance = t.completed_requests + t.rejected_requests + t.queued_requests;
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
    prop_assert_eq!(run.passed, run.first_failing_secs.is_none());
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
    fn a_bigger_db_pool_never_makes_latency_worse(config in loaded_config()) {
        prop_assume!(config.db.connections < 1_000);
        let mut bigger = config;
        bigger.db.connections += 1;
        let before = simulate(&config).expect("valid");
        let after = simulate(&bigger).expect("valid");
        prop_assert!(
            after.mean_latency_ms <= before.mean_latency_ms * (1.0 + 1e-12),
            "{} → {}", before.mean_latency_ms, after.mean_latency_ms
        );
        prop_assert!(after.failing_share <= before.failing_share + 1e-12);
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
            FixOutcome::Found { fix, run } => {
                prop_assert!(run.passed && run.has_headroom());
                prop_assert!(run.max_utilization() <= HEADROOM_UTILIZATION);
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
