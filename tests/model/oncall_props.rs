//! Property tests of the on-call model over the whole range of every control.
//!
//! Run level (`Sim::run` on every scenario, random seeds, noise on and off,
//! random timelines of commands at random minutes): every metric is finite,
//! shares stay in [0, 1], the budget never rises, the cost never falls, p99
//! stays in [0, 2 s] and the fleet respects its floor and its ceiling.
//!
//! Minute level (`evaluate` on random `MinuteInputs`): more instances never
//! mean more waiting, a longer TTL never fewer hits, more shedding never more
//! database load, and nothing breaks at the edge of stability (`a = N`).

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use crate::common::strategies::{command, edged};
use sre_sim::model::oncall::command::{CACHE_TTL_SECS_RANGE, SHED_SHARE_RANGE};
use sre_sim::model::oncall::constants::{MAX_INSTANCES, TIMEOUT_SECS, WORKERS_PER_INSTANCE};
use sre_sim::model::oncall::{
    Command, Controls, MinuteInputs, MinuteOutputs, MinuteRow, RunSpec, Scenario, Sim,
    StepWorkings, TimedCommand, Trace, evaluate,
};

/// Tolerance of the monotonicity checks (values are shares or seconds ≤ 2).
const TOLERANCE: f64 = 1e-12;

/// Highest arrival rate tried at the minute level, requests per second: above
/// the largest surge (3.5 × the 1250 req/s peak) with its noise.
const MAX_REQUESTS_PER_SEC: f64 = 5000.0;

/// A proptest configuration with `cases` cases. Failures are not persisted
/// to a regressions file (proptest prints the failing input and its seed).
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// `(name, value)` pairs for a list of `f64` bindings.
macro_rules! named {
    ($($field:ident),* $(,)?) => {
        [$((stringify!($field), $field)),*]
    };
}

/// Every `f64` of the minute model's outputs. The destructuring is
/// exhaustive, so a new field fails to compile here until it is checked.
fn output_f64s(out: &MinuteOutputs) -> [(&'static str, f64); 23] {
    let MinuteOutputs {
        inputs: _,
        admitted_per_sec,
        traffic_shed,
        requests_per_object_per_sec,
        requests_per_object_per_ttl,
        cache_hit_rate,
        request_queries_per_sec,
        warm_up_queries_per_sec,
        db_queries_per_sec,
        db_demand,
        db_query_secs,
        queries_per_request,
        app_service_secs,
        service_secs,
        workers: _,
        offered_erlangs,
        queue: _,
        erlang_c,
        drain_rate_per_sec,
        capacity_per_sec,
        timeout_rate,
        saturation_rate,
        bad_build_error_rate,
        error_rate,
        p99_secs,
        p99_waiting_secs: _,
        utilization,
    } = *out;
    named!(
        admitted_per_sec,
        traffic_shed,
        requests_per_object_per_sec,
        requests_per_object_per_ttl,
        cache_hit_rate,
        request_queries_per_sec,
        warm_up_queries_per_sec,
        db_queries_per_sec,
        db_demand,
        db_query_secs,
        queries_per_request,
        app_service_secs,
        service_secs,
        offered_erlangs,
        erlang_c,
        drain_rate_per_sec,
        capacity_per_sec,
        timeout_rate,
        saturation_rate,
        bad_build_error_rate,
        error_rate,
        p99_secs,
        utilization,
    )
}

/// Every `f64` of a row outside its `out` (controls and the step's
/// workings included), exhaustively.
fn row_f64s(row: &MinuteRow) -> [(&'static str, f64); 21] {
    let MinuteRow {
        minute: _,
        clock_minutes: _,
        expected_requests_per_sec,
        requests_per_sec,
        instances_serving: _,
        instances_booting: _,
        cache_warmth,
        cache_age_secs,
        fleet_cost_per_hour,
        cost_so_far,
        bad_build_traffic,
        recommendations_available,
        burn_rate,
        burn_rate_1h,
        burn_rate_5m,
        burn_rate_30m,
        burn_rate_6h,
        burn_rate_3d,
        budget_remaining,
        paging: _,
        paging_6h: _,
        ticket: _,
        warm_up_minutes_left: _,
        rollback_minutes_left: _,
        controls,
        out: _,
        work,
    } = *row;
    let StepWorkings {
        surge_factor,
        fleets_billed: _,
        budget_spent,
        autoscaler: _,
        traffic,
    } = work;
    let base_requests_per_sec = traffic.base_requests_per_sec;
    let Controls {
        min_instances: _,
        autoscaling: _,
        target_utilization,
        cache_ttl_secs,
        shed_share,
        heavy_feature: _,
    } = controls;
    named!(
        expected_requests_per_sec,
        requests_per_sec,
        cache_warmth,
        cache_age_secs,
        fleet_cost_per_hour,
        cost_so_far,
        bad_build_traffic,
        recommendations_available,
        burn_rate,
        burn_rate_1h,
        burn_rate_5m,
        burn_rate_30m,
        burn_rate_6h,
        burn_rate_3d,
        budget_remaining,
        target_utilization,
        cache_ttl_secs,
        shed_share,
        surge_factor,
        budget_spent,
        base_requests_per_sec,
    )
}

/// The minute model's outputs are finite, its shares in [0, 1], p99 in
/// [0, 2 s], and nothing that counts (rates, times, loads) is negative.
fn check_outputs(out: &MinuteOutputs) -> Result<(), TestCaseError> {
    for (name, value) in output_f64s(out) {
        prop_assert!(value.is_finite(), "{name} = {value} in {out:?}");
        prop_assert!(value >= 0.0, "{name} = {value} < 0 in {out:?}");
    }
    for (name, share) in [
        ("traffic_shed", out.traffic_shed),
        ("cache_hit_rate", out.cache_hit_rate),
        ("erlang_c", out.erlang_c),
        ("timeout_rate", out.timeout_rate),
        ("saturation_rate", out.saturation_rate),
        ("bad_build_error_rate", out.bad_build_error_rate),
        ("error_rate", out.error_rate),
        ("utilization", out.utilization),
    ] {
        prop_assert!((0.0..=1.0).contains(&share), "{name} = {share} in {out:?}");
    }
    prop_assert!(
        (0.0..=TIMEOUT_SECS).contains(&out.p99_secs),
        "p99 {} s in {out:?}",
        out.p99_secs
    );
    prop_assert!(out.service_secs > 0.0, "S = {}", out.service_secs);
    Ok(())
}

/// One row on its own: finite everywhere, shares in [0, 1], fleet within
/// its floor and its ceiling.
fn check_row(row: &MinuteRow) -> Result<(), TestCaseError> {
    for (name, value) in row_f64s(row) {
        prop_assert!(value.is_finite(), "minute {}: {name} = {value}", row.minute);
    }
    check_outputs(&row.out)
        .map_err(|err| TestCaseError::fail(format!("minute {}: {err}", row.minute)))?;
    for (name, share) in [
        ("db_utilization()", row.db_utilization()),
        ("bad_build_traffic", row.bad_build_traffic),
        ("recommendations_available", row.recommendations_available),
        ("cache_warmth", row.cache_warmth),
        ("controls.shed_share", row.controls.shed_share),
    ] {
        prop_assert!(
            (0.0..=1.0).contains(&share),
            "minute {}: {name} = {share}",
            row.minute
        );
    }
    for (name, value) in [
        ("requests_per_sec", row.requests_per_sec),
        ("fleet_cost_per_hour", row.fleet_cost_per_hour),
        ("burn_rate", row.burn_rate),
        ("burn_rate_1h", row.burn_rate_1h),
        ("burn_rate_5m", row.burn_rate_5m),
        ("burn_rate_30m", row.burn_rate_30m),
        ("burn_rate_6h", row.burn_rate_6h),
        ("burn_rate_3d", row.burn_rate_3d),
    ] {
        prop_assert!(value >= 0.0, "minute {}: {name} = {value}", row.minute);
    }
    // The alerts beyond the seed's page are their windows' rules.
    prop_assert_eq!(
        row.paging_6h,
        row.burn_rate_6h >= 6.0 && row.burn_rate_30m >= 6.0,
        "minute {}",
        row.minute
    );
    prop_assert_eq!(
        row.ticket,
        row.burn_rate_3d >= 1.0 && row.burn_rate_6h >= 1.0,
        "minute {}",
        row.minute
    );

    // The fleet: the ceiling always; the floor counting booting instances
    // always (a raised minimum launches at once, a scale-in never goes
    // below it); with autoscaling off, exactly the minimum.
    let fleet = row.instances_serving + row.instances_booting;
    let min = row.controls.min_instances;
    prop_assert!(
        fleet <= MAX_INSTANCES,
        "minute {}: fleet {fleet} > {MAX_INSTANCES}",
        row.minute
    );
    prop_assert!(
        fleet >= min,
        "minute {}: fleet {fleet} < minimum {min}",
        row.minute
    );
    if !row.controls.autoscaling {
        prop_assert_eq!(fleet, min, "minute {}: autoscaling off", row.minute);
    }
    prop_assert!(
        row.instances_serving >= 1,
        "minute {}: nothing serves",
        row.minute
    );
    prop_assert_eq!(
        row.out.workers,
        row.instances_serving * WORKERS_PER_INSTANCE
    );
    Ok(())
}

/// Does the command change the fleet's floor or its mode?
fn touches_fleet(command: Command) -> bool {
    matches!(
        command,
        Command::SetMinInstances(_) | Command::SetAutoscaling(_)
    )
}

/// The whole trace of a run: every row on its own, then what carries from
/// row to row.
fn check_trace(
    spec: RunSpec,
    timeline: &[TimedCommand],
    minutes: u32,
    trace: &Trace,
) -> Result<(), TestCaseError> {
    let setup = *Sim::new(spec).setup();
    prop_assert_eq!(trace.rows.len(), minutes as usize + 1);
    let first = &trace.rows[0];
    prop_assert_eq!(
        first.budget_remaining.to_bits(),
        setup.budget_start.to_bits()
    );
    prop_assert_eq!(first.cost_so_far.to_bits(), 0.0_f64.to_bits());

    // Minutes at which the floor or the mode changed (they act on the next row).
    let fleet_minutes: Vec<u32> = timeline
        .iter()
        .filter(|t| touches_fleet(t.command))
        .map(|t| t.minute)
        .collect();

    for (index, row) in trace.rows.iter().enumerate() {
        prop_assert_eq!(row.minute as usize, index);
        prop_assert_eq!(row.clock_minutes, setup.start_clock_minutes + row.minute);
        check_row(row)?;

        if let Some(previous) = index.checked_sub(1).map(|i| &trace.rows[i]) {
            prop_assert!(
                row.budget_remaining <= previous.budget_remaining,
                "minute {}: budget rose from {} to {}",
                row.minute,
                previous.budget_remaining,
                row.budget_remaining
            );
            prop_assert!(
                row.cost_so_far >= previous.cost_so_far,
                "minute {}: cost fell from {} to {}",
                row.minute,
                previous.cost_so_far,
                row.cost_so_far
            );
        }

        // Once the floor and the mode have stood still for a boot delay,
        // every instance of the floor serves: whatever was booting has
        // joined, and nothing below the floor is ever removed; with
        // autoscaling off nothing boots any more. A command at minute `t`
        // launches at once and its instances serve from row `t + boot`, so
        // row `m` is settled when no such command came at `m + 1 − boot ≤ t
        // < m` (exact: see `a_raised_minimum_serves_after_exactly_the_boot_delay`).
        let since = (row.minute + 1).saturating_sub(setup.boot_minutes.max(1));
        let settled = !fleet_minutes
            .iter()
            .any(|&m| (since..row.minute).contains(&m));
        if settled {
            prop_assert!(
                row.instances_serving >= row.controls.min_instances,
                "minute {}: {} serving < minimum {} (boot {} min, changes at {fleet_minutes:?})",
                row.minute,
                row.instances_serving,
                row.controls.min_instances,
                setup.boot_minutes
            );
            if !row.controls.autoscaling {
                prop_assert_eq!(
                    row.instances_booting,
                    0,
                    "minute {}: booting with autoscaling off",
                    row.minute
                );
            }
        }
    }
    Ok(())
}

/// Up to `max_commands` commands at minutes below `max_minute`, in minute
/// order (several may share a minute).
fn timeline(max_minute: u32, max_commands: usize) -> impl Strategy<Value = Vec<TimedCommand>> {
    prop::collection::vec((0..max_minute, command()), 0..=max_commands).prop_map(|mut commands| {
        commands.sort_by_key(|&(minute, _)| minute);
        commands
            .into_iter()
            .map(|(minute, command)| TimedCommand { minute, command })
            .collect()
    })
}

/// Any scenario, any seed, noise on or off.
fn spec() -> impl Strategy<Value = RunSpec> {
    (
        prop::sample::select(Scenario::ALL.to_vec()),
        any::<u32>(),
        any::<bool>(),
    )
        .prop_map(|(scenario, seed, noise)| RunSpec {
            scenario: scenario.into(),
            seed,
            noise,
        })
}

/// Inputs of one minute over their whole ranges (0 instances included).
fn minute_inputs() -> impl Strategy<Value = MinuteInputs> {
    (
        edged(0.0..=MAX_REQUESTS_PER_SEC),
        edged(SHED_SHARE_RANGE),
        0..=MAX_INSTANCES,
        edged(0.0..=1.0),
        edged(CACHE_TTL_SECS_RANGE),
        any::<bool>(),
        any::<bool>(),
        edged(0.0..=1.0),
    )
        .prop_map(
            |(
                requests_per_sec,
                shed_share,
                instances_serving,
                cache_warmth,
                cache_ttl_secs,
                warm_up_running,
                heavy_feature,
                bad_build_traffic,
            )| MinuteInputs {
                requests_per_sec,
                shed_share,
                instances_serving,
                cache_warmth,
                cache_ttl_secs,
                warm_up_running,
                heavy_feature,
                bad_build_traffic,
                ..MinuteInputs::default()
            },
        )
}

/// `later ≤ earlier` up to [`TOLERANCE`].
fn not_above(later: f64, earlier: f64) -> bool {
    later <= earlier + TOLERANCE
}

/// Is the queue stable (`a < N`), the regime of the M/M/N formulas?
fn stable(out: &MinuteOutputs) -> bool {
    out.offered_erlangs < f64::from(out.workers)
}

proptest! {
    #![proptest_config(config(1000))]

    /// Runs of up to 6 hours with up to 30 commands.
    #[test]
    fn runs_stay_finite_bounded_and_monotone(
        spec in spec(),
        minutes in 1..=360_u32,
        timeline in timeline(360, 30),
    ) {
        let trace = Sim::run(spec.clone(), &timeline, minutes).expect("valid timeline");
        check_trace(spec, &timeline, minutes, &trace)?;
    }
}

proptest! {
    #![proptest_config(config(64))]

    /// Whole days (the clock wraps past midnight), with many commands.
    #[test]
    fn whole_days_stay_finite_bounded_and_monotone(
        spec in spec(),
        timeline in timeline(1440, 80),
    ) {
        let trace = Sim::run(spec.clone(), &timeline, 1440).expect("valid timeline");
        check_trace(spec, &timeline, 1440, &trace)?;
    }
}

proptest! {
    #![proptest_config(config(4000))]

    /// The minute model is total: finite outputs and shares in [0, 1] for any input.
    #[test]
    fn minute_outputs_are_finite_and_bounded(inputs in minute_inputs()) {
        check_outputs(&evaluate(&inputs))?;
    }

    /// From 0 to 40 instances, one at a time: the probability of waiting,
    /// the saturation failures and p99 never rise; the timeouts never rise
    /// while the queue stays stable (see
    /// `timeouts_do_not_rise_when_an_instance_ends_saturation` for the step
    /// out of saturation).
    #[test]
    fn more_instances_never_more_waiting(inputs in minute_inputs()) {
        let mut fewer = evaluate(&MinuteInputs { instances_serving: 0, ..inputs });
        for instances in 1..=MAX_INSTANCES {
            let more = evaluate(&MinuteInputs { instances_serving: instances, ..inputs });
            let context = || format!("{} → {instances} instances: {fewer:?} → {more:?}", instances - 1);
            prop_assert!(not_above(more.erlang_c, fewer.erlang_c), "erlang_c, {}", context());
            prop_assert!(
                not_above(more.saturation_rate, fewer.saturation_rate),
                "saturation_rate, {}",
                context()
            );
            // No workers and no traffic has p99 = 0 by convention (no request
            // exists); from there on p99 never rises.
            if fewer.workers > 0 || fewer.offered_erlangs > 0.0 {
                prop_assert!(not_above(more.p99_secs, fewer.p99_secs), "p99, {}", context());
            }
            if stable(&fewer) {
                prop_assert!(
                    not_above(more.timeout_rate, fewer.timeout_rate),
                    "timeout_rate, {}",
                    context()
                );
                prop_assert!(not_above(more.error_rate, fewer.error_rate), "error_rate, {}", context());
            }
            prop_assert!(not_above(more.utilization, fewer.utilization), "utilization, {}", context());
            fewer = more;
        }
    }

    /// A longer TTL never gives fewer hits (nor more database queries).
    #[test]
    fn longer_ttl_never_fewer_hits(
        inputs in minute_inputs(),
        ttls in (edged(CACHE_TTL_SECS_RANGE), edged(CACHE_TTL_SECS_RANGE)),
    ) {
        let (short, long) = if ttls.0 <= ttls.1 { ttls } else { (ttls.1, ttls.0) };
        let short = evaluate(&MinuteInputs { cache_ttl_secs: short, ..inputs });
        let long = evaluate(&MinuteInputs { cache_ttl_secs: long, ..inputs });
        prop_assert!(
            long.cache_hit_rate >= short.cache_hit_rate - TOLERANCE,
            "hits {} → {}",
            short.cache_hit_rate,
            long.cache_hit_rate
        );
        prop_assert!(
            long.db_queries_per_sec <= short.db_queries_per_sec * (1.0 + TOLERANCE),
            "queries {} → {}",
            short.db_queries_per_sec,
            long.db_queries_per_sec
        );
    }

    /// More shedding never loads the database more.
    #[test]
    fn more_shedding_never_more_database_load(
        inputs in minute_inputs(),
        sheds in (edged(SHED_SHARE_RANGE), edged(SHED_SHARE_RANGE)),
    ) {
        let (less, more) = if sheds.0 <= sheds.1 { sheds } else { (sheds.1, sheds.0) };
        let less = evaluate(&MinuteInputs { shed_share: less, ..inputs });
        let more = evaluate(&MinuteInputs { shed_share: more, ..inputs });
        prop_assert!(
            more.db_queries_per_sec <= less.db_queries_per_sec * (1.0 + TOLERANCE),
            "queries {} → {}",
            less.db_queries_per_sec,
            more.db_queries_per_sec
        );
        prop_assert!(
            more.db_demand <= less.db_demand * (1.0 + TOLERANCE),
            "ρ {} → {}",
            less.db_demand,
            more.db_demand
        );
        prop_assert!(more.admitted_per_sec <= less.admitted_per_sec);
    }

    /// At the edge of stability, where `a = λ·S` reaches `N` and the drain
    /// rate `N/S − λ` goes to zero, every output stays finite and bounded:
    /// the arrival rate is bisected to the edge and tried a few ulps either side.
    #[test]
    fn the_edge_of_stability_is_safe(
        inputs in minute_inputs(),
        instances in 1..=MAX_INSTANCES,
    ) {
        let at = |requests_per_sec: f64| {
            evaluate(&MinuteInputs { requests_per_sec, instances_serving: instances, ..inputs })
        };
        // a(λ) grows with λ; find the last λ of the stable regime.
        let (mut low, mut high) = (0.0_f64, 1.0e5_f64);
        prop_assume!(!stable(&at(high)));
        while high - low > f64::EPSILON * high {
            let mid = 0.5 * (low + high);
            if stable(&at(mid)) { low = mid } else { high = mid }
        }
        let mut lambda = low;
        for _ in 0..8 {
            lambda = lambda.next_down();
        }
        for _ in 0..16 {
            check_outputs(&at(lambda))?;
            lambda = lambda.next_up();
        }
    }
}

/// The window of the fleet check is exact: a minimum raised at minute 0
/// boots through rows 1 to `boot − 1` and serves from row `boot`.
#[test]
fn a_raised_minimum_serves_after_exactly_the_boot_delay() {
    for scenario in [Scenario::FreePlay, Scenario::Surge] {
        let spec = RunSpec {
            scenario: scenario.into(),
            seed: 5,
            noise: false,
        };
        let boot = Sim::new(spec.clone()).setup().boot_minutes;
        let timeline = [TimedCommand {
            minute: 0,
            command: Command::SetMinInstances(MAX_INSTANCES),
        }];
        let trace = Sim::run(spec, &timeline, boot + 2).expect("valid timeline");
        let opening = trace.rows[0].instances_serving;
        assert!(opening < MAX_INSTANCES);
        for row in &trace.rows[1..boot as usize] {
            assert_eq!(
                (row.instances_serving, row.instances_booting),
                (opening, MAX_INSTANCES - opening),
                "{scenario}, minute {}",
                row.minute
            );
        }
        for row in &trace.rows[boot as usize..] {
            assert_eq!(
                (row.instances_serving, row.instances_booting),
                (MAX_INSTANCES, 0),
                "{scenario}, minute {}",
                row.minute
            );
        }
    }
}

/// Inputs at the edge of stability: 411.3 req/s offer a ≈ 31.995 erlangs,
/// just below the 32 workers of 2 instances.
fn near_the_edge() -> MinuteInputs {
    MinuteInputs {
        requests_per_sec: 411.3,
        shed_share: 0.0,
        instances_serving: 1,
        cache_warmth: 1.0,
        cache_ttl_secs: 60.0,
        warm_up_running: false,
        heavy_feature: true,
        bad_build_traffic: 0.0,
        ..MinuteInputs::default()
    }
}

/// The step out of saturation. With 1 instance (16 workers) the minute is
/// saturated: the model fails `1 − N/a` ≈ 50 % and counts no timeouts.
/// With 2 (32 workers) the queue is barely stable and
/// `P(W > 2 s) = C·e^(−(N/S − λ)·2 s)` ≈ 88 %: one more instance raises the
/// error rate from 50 % to 88 %. Model bug, reported, not fixed here.
#[test]
#[ignore = "model bug: the error rate rises when one more instance ends saturation (see the report)"]
fn one_more_instance_never_raises_the_error_rate() {
    let one = evaluate(&near_the_edge());
    let two = evaluate(&MinuteInputs {
        instances_serving: 2,
        ..near_the_edge()
    });
    assert!(!stable(&one) && stable(&two), "{one:?} {two:?}");
    assert!(
        two.timeout_rate <= one.timeout_rate + TOLERANCE,
        "timeouts {} → {}",
        one.timeout_rate,
        two.timeout_rate
    );
    assert!(
        two.error_rate <= one.error_rate + TOLERANCE,
        "errors {} → {}",
        one.error_rate,
        two.error_rate
    );
}

/// The same edge seen from the traffic: with 2 instances, 411.36 req/s
/// fail 99 % of the requests and 411.4 req/s only 0.008 %. Model bug,
/// reported, not fixed here.
#[test]
#[ignore = "model bug: the error rate falls when the traffic crosses into saturation (see the report)"]
fn more_traffic_never_lowers_the_error_rate() {
    let at = |requests_per_sec| {
        evaluate(&MinuteInputs {
            requests_per_sec,
            instances_serving: 2,
            ..near_the_edge()
        })
    };
    let (below, above) = (at(411.36), at(411.4));
    assert!(stable(&below) && !stable(&above), "{below:?} {above:?}");
    assert!(
        above.error_rate >= below.error_rate - TOLERANCE,
        "errors {} → {}",
        below.error_rate,
        above.error_rate
    );
}
