//! The scenarios behave as their briefings say, checked on the trace; the
//! opening table and the command line's contract.

use sre_sim::model::oncall::{
    Command, EventKind, RunSpec, Scenario, SecondOpinion, Sim, Summary, TimedCommand, Trace,
};

use crate::common::binary::sre_sim;

fn run(scenario: Scenario, seed: u32, timeline: &[TimedCommand]) -> Trace {
    let spec = RunSpec::new(scenario, seed);
    let minutes = Sim::new(spec.clone()).setup().length_minutes;
    Sim::run(spec, timeline, minutes).expect("valid timeline")
}

fn summary(scenario: Scenario, seed: u32, timeline: &[TimedCommand]) -> Summary {
    run(scenario, seed, timeline).summary()
}

fn first_page(trace: &Trace) -> Option<u32> {
    trace
        .events
        .iter()
        .find(|e| e.kind == EventKind::PageStart)
        .map(|e| e.minute)
}

fn budget_used(s: &Summary, start: f64) -> f64 {
    start - s.budget_remaining
}

#[test]
fn free_play_opens_with_the_seed_table() {
    let row = *Sim::new(RunSpec::new(Scenario::FreePlay, 4711)).row();
    assert_eq!(row.clock_minutes, 8 * 60);
    assert_eq!(format!("{:.0}", row.requests_per_sec), "1125");
    assert_eq!(row.instances_serving, 10);
    assert_eq!(row.instances_booting, 0);
    assert_eq!(format!("{:.0}", row.out.cache_hit_rate * 100.0), "77");
    assert_eq!(format!("{:.0}", row.db_utilization() * 100.0), "19");
    assert_eq!(format!("{:.0}", row.out.traffic_shed * 100.0), "0");
    assert_eq!(format!("{:.2}", row.fleet_cost_per_hour), "4.00");
    assert_eq!(format!("{:.2}", row.cost_so_far), "0.00");
    assert_eq!(format!("{:.0}", row.cache_age_secs), "30");
    assert_eq!(format!("{:.0}", row.bad_build_traffic * 100.0), "0");
    assert_eq!(
        format!("{:.0}", row.recommendations_available * 100.0),
        "100"
    );
    assert_eq!(format!("{:.1}", row.burn_rate_1h), "0.0");
    assert_eq!(row.budget_remaining, 1.0);
    assert!(!row.paging);
}

#[test]
fn bad_deploy_pages_minutes_after_the_deploy_and_rollback_clears_it() {
    for seed in [1, 2, 3, 4711] {
        let nothing = run(Scenario::BadDeploy, seed, &[]);
        let deploy = nothing
            .events
            .iter()
            .find(|e| e.kind == EventKind::Deploy)
            .expect("deploy")
            .minute;
        assert_eq!(
            nothing.rows[deploy as usize].clock_minutes,
            9 * 60 + 10,
            "the build goes out at 09:10"
        );
        assert_eq!(
            nothing.rows[0].budget_remaining, 0.2,
            "20 % of the budget left"
        );
        let page = first_page(&nothing).expect("the page fires");
        assert!(
            (deploy + 5..=deploy + 30).contains(&page),
            "page at minute {page}, deploy at {deploy}"
        );

        // Doing nothing burns almost everything that was left.
        let idle = nothing.summary();
        assert!(
            budget_used(&idle, 0.2) > 0.15,
            "doing nothing used {:.3}",
            budget_used(&idle, 0.2)
        );

        // Roll back when the page fires: no bad-build traffic five minutes later.
        let responded = run(
            Scenario::BadDeploy,
            seed,
            &[TimedCommand::at(page, Command::Rollback)],
        );
        let rows = &responded.rows;
        for m in page + 1..page + 5 {
            assert_eq!(
                rows[m as usize].bad_build_traffic, 1.0,
                "still on the bad build at {m}"
            );
            assert!(
                rows[m as usize].fleet_cost_per_hour
                    >= 2.0 * 0.4 * f64::from(rows[m as usize].instances_serving)
            );
        }
        assert_eq!(rows[(page + 5) as usize].bad_build_traffic, 0.0);
        assert!(
            responded
                .events
                .iter()
                .any(|e| e.kind == EventKind::RollbackSwitch && e.minute == page + 5)
        );
        let good = responded.summary();
        assert!(
            budget_used(&good, 0.2) < 0.5 * budget_used(&idle, 0.2),
            "rollback should save most of the budget"
        );
        assert!(
            responded
                .events
                .iter()
                .any(|e| e.kind == EventKind::PageEnd),
            "the page resolves"
        );

        // A late rollback is worse than a timely one.
        let late = summary(
            Scenario::BadDeploy,
            seed,
            &[TimedCommand::at(page + 60, Command::Rollback)],
        );
        assert!(late.budget_remaining < good.budget_remaining);
    }
}

#[test]
fn rollback_without_a_bad_build_only_costs_money() {
    let idle = run(Scenario::FreePlay, 9, &[]);
    let rolled = run(
        Scenario::FreePlay,
        9,
        &[TimedCommand::at(30, Command::Rollback)],
    );
    assert!(rolled.summary().cost_dollars > idle.summary().cost_dollars + 0.1);
    for (a, b) in idle.rows.iter().zip(&rolled.rows) {
        assert_eq!(a.out, b.out, "only the bill differs at minute {}", a.minute);
    }
}

/// The seed: "with no bad build live it only costs money". A rollback
/// rolls back from what was live when it was pressed.
#[test]
fn a_rollback_pressed_before_the_bad_deploy_does_not_cancel_it() {
    let none = run(Scenario::BadDeploy, 5, &[]);
    // Pressed at 09:05, the switch lands at 09:10, the deploy's minute: the
    // bad build goes out and stays.
    let early = run(
        Scenario::BadDeploy,
        5,
        &[TimedCommand::at(5, Command::Rollback)],
    );
    for minute in [10, 11, 30, 180] {
        assert_eq!(early.rows[minute].bad_build_traffic, 1.0, "minute {minute}");
    }
    assert!(early.rows[180].budget_remaining < 0.2 - 0.01);
    assert_eq!(
        early.rows[180].budget_remaining, none.rows[180].budget_remaining,
        "the early rollback changed nothing but the bill"
    );
    assert!(early.summary().cost_dollars > none.summary().cost_dollars);
    // Pressed at 09:08, the switch at 09:13 leaves the bad build live,
    // until the person rolls back again.
    let again = run(
        Scenario::BadDeploy,
        5,
        &[
            TimedCommand::at(8, Command::Rollback),
            TimedCommand::at(20, Command::Rollback),
        ],
    );
    assert_eq!(again.rows[13].bad_build_traffic, 1.0);
    assert_eq!(again.rows[24].bad_build_traffic, 1.0);
    assert_eq!(again.rows[25].bad_build_traffic, 0.0);
}

#[test]
fn pressing_rollback_again_restarts_the_preparation() {
    let trace = run(
        Scenario::BadDeploy,
        5,
        &[
            TimedCommand::at(20, Command::Rollback),
            TimedCommand::at(23, Command::Rollback),
        ],
    );
    assert_eq!(trace.rows[25].bad_build_traffic, 1.0);
    assert_eq!(trace.rows[27].bad_build_traffic, 1.0);
    assert_eq!(trace.rows[28].bad_build_traffic, 0.0);
}

#[test]
fn surge_is_a_real_decision_problem() {
    let seeds: Vec<u32> = (1..=20).collect();
    let mut hurt = 0;
    for &seed in &seeds {
        let spec = RunSpec::new(Scenario::Surge, seed);
        let setup = *Sim::new(spec).setup();
        assert_eq!(setup.boot_minutes, 8);
        let surge = setup.surge.expect("surge");
        let idle = summary(Scenario::Surge, seed, &[]);
        // Sensible: pre-scale a little and react when the surge shows.
        let sensible = summary(
            Scenario::Surge,
            seed,
            &[
                TimedCommand::at(0, Command::SetMinInstances(14)),
                TimedCommand::at(surge.start_minute + 1, Command::SetMinInstances(30)),
                TimedCommand::at(surge.start_minute + 1, Command::SetShedShare(1.0)),
                TimedCommand::at(
                    surge.start_minute + surge.ramp_minutes + 10,
                    Command::SetShedShare(0.0),
                ),
                TimedCommand::at(
                    surge.start_minute + surge.ramp_minutes + surge.hold_minutes,
                    Command::SetMinInstances(10),
                ),
            ],
        );
        // Over-reaction: the whole fleet for three hours.
        let maxed = summary(
            Scenario::Surge,
            seed,
            &[TimedCommand::at(0, Command::SetMinInstances(40))],
        );
        if budget_used(&idle, 1.0) > 0.005 {
            hurt += 1;
        }
        assert!(
            sensible.budget_remaining >= idle.budget_remaining,
            "seed {seed}: sensible {sensible:?} vs idle {idle:?}"
        );
        assert!(
            maxed.cost_dollars > 1.5 * sensible.cost_dollars,
            "seed {seed}: over-reaction must show in the cost"
        );
        assert!(
            sensible.cost_dollars > idle.cost_dollars,
            "seed {seed}: headroom costs something"
        );
    }
    assert!(
        hurt >= 18,
        "doing nothing hurt on only {hurt} of {} seeds",
        seeds.len()
    );
}

#[test]
fn surge_start_and_size_come_from_the_seed() {
    let a = Sim::new(RunSpec::new(Scenario::Surge, 1)).setup().surge;
    let b = Sim::new(RunSpec::new(Scenario::Surge, 2)).setup().surge;
    assert_ne!(a, b);
    assert_eq!(a, Sim::new(RunSpec::new(Scenario::Surge, 1)).setup().surge);
}

#[test]
fn cache_flush_at_the_peak_overloads_the_database() {
    for seed in [1, 2, 3] {
        let idle = run(Scenario::CacheFlush, seed, &[]);
        let flush = idle
            .events
            .iter()
            .find(|e| e.kind == EventKind::CacheFlush)
            .expect("flush")
            .minute;
        assert_eq!(
            idle.rows[flush as usize].clock_minutes,
            12 * 60,
            "the flush is at the midday peak"
        );
        let before = idle.rows[flush as usize - 1];
        let after = idle.rows[flush as usize];
        assert!(
            before.out.cache_hit_rate > 0.83,
            "sized for about 85 % hits: {}",
            before.out.cache_hit_rate
        );
        assert_eq!(after.out.cache_hit_rate, 0.0);
        assert!(after.db_utilization() > 0.9);
        assert!(after.out.error_rate > 0.3);
        assert!(first_page(&idle).is_some());

        let responded = summary(
            Scenario::CacheFlush,
            seed,
            &[
                TimedCommand::at(flush, Command::SetHeavyFeature(false)),
                TimedCommand::at(flush, Command::SetShedShare(1.0)),
                TimedCommand::at(flush + 20, Command::SetShedShare(0.0)),
                TimedCommand::at(flush + 30, Command::SetHeavyFeature(true)),
            ],
        );
        let idle = idle.summary();
        assert!(
            budget_used(&responded, 1.0) < 0.5 * budget_used(&idle, 1.0),
            "responded {responded:?} vs idle {idle:?}"
        );
    }
}

#[test]
fn the_warm_up_job_refills_at_a_database_price() {
    let idle = run(Scenario::CacheFlush, 1, &[]);
    let warmed = run(
        Scenario::CacheFlush,
        1,
        &[TimedCommand::at(60, Command::StartWarmUp)],
    );
    let (i, w) = (&idle.rows[61], &warmed.rows[61]);
    assert!(w.cache_warmth > i.cache_warmth + 0.1);
    assert_eq!(warmed.rows[61].warm_up_minutes_left, 5);
    assert_eq!(warmed.rows[66].warm_up_minutes_left, 0);
    assert!(
        warmed
            .events
            .iter()
            .any(|e| e.kind == EventKind::WarmUpDone && e.minute == 66)
    );
}

#[test]
fn command_line_prints_the_opening_table() {
    let out = sre_sim(&["oncall", "--minutes", "0", "--format", "csv"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some(
            "minute,clock,requests_per_sec,instances_serving,instances_booting,cache_hit_rate,db_utilization,traffic_shed,fleet_cost_per_hour,cost_so_far,cache_age_secs,bad_build_traffic,recommendations_available,burn_rate_1h,error_rate,timeout_rate,p99_secs,utilization,budget_remaining,paging,p99_exact_secs,timeout_rate_exact,burn_rate_5m,burn_rate_30m,burn_rate_6h,burn_rate_3d,paging_6h,ticket"
        )
    );
    let row: Vec<&str> = lines.next().expect("row 0").split(',').collect();
    assert_eq!(row[0], "0");
    assert_eq!(row[1], "08:00");
    assert_eq!(row[2], "1125");
    assert_eq!(&row[3..5], ["10", "0"]);
    // Beyond the seed: every window opens on the opening minute, no alert.
    assert_eq!(&row[22..], ["0", "0", "0", "0", "0", "0"]);
    assert_eq!(lines.next(), None);
}

#[test]
fn command_line_json_has_exactly_the_fields() {
    let out = sre_sim(&[
        "oncall",
        "--scenario",
        "bad-deploy",
        "--minutes",
        "30",
        "--do",
        "20:rollback",
        "--format",
        "json",
    ]);
    assert!(out.status.success());
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let rows = rows.as_array().expect("an array of rows");
    assert_eq!(rows.len(), 31);
    for row in rows {
        let keys: Vec<&str> = row
            .as_object()
            .expect("object")
            .keys()
            .map(String::as_str)
            .collect();
        let mut fields = sre_sim::run::FIELDS.to_vec();
        fields.sort_unstable();
        let mut keys = keys;
        keys.sort_unstable();
        assert_eq!(keys, fields);
        assert_eq!(keys.len(), 28);
    }
    assert_eq!(rows[25]["bad_build_traffic"], 0.0);
    assert_eq!(rows[24]["bad_build_traffic"], 1.0);
    // The second opinion on every row is the model's, for that row's queue.
    let spec = RunSpec::new(Scenario::BadDeploy, 1);
    let trace = Sim::run(spec, &[TimedCommand::at(20, Command::Rollback)], 30).expect("valid");
    for (json, row) in rows.iter().zip(&trace.rows) {
        let exact = SecondOpinion::of(&row.out);
        // JSON numbers read back within a rounding (serde_json's parser is
        // not exact to the last bit).
        let close = |key: &str, value: f64| {
            let read = json[key].as_f64().expect("a number");
            assert!(
                (read - value).abs() <= 1e-15 * value.abs(),
                "{key}: {read} vs {value}"
            );
        };
        close("p99_exact_secs", exact.p99_secs);
        close("timeout_rate_exact", exact.timeout_rate);
        assert!(exact.p99_secs > 0.0 && exact.p99_secs <= 2.0);
        assert!((0.0..=1.0).contains(&exact.timeout_rate));
    }
}

#[test]
fn command_line_rejects_bad_values_with_exit_code_2() {
    for (args, needle) in [
        (&["oncall", "--scenario", "nope"][..], "nope"),
        (&["oncall", "--seed", "-1"][..], "-1"),
        (&["oncall", "--do", "5:ttl=abc"][..], "abc"),
        (&["oncall", "--do", "x:rollback"][..], "x"),
        (&["oncall", "--do", "5:shed=2"][..], "shed"),
        (&["oncall", "--do", "5:explode"][..], "explode"),
        (
            &["oncall", "--minutes", "10", "--do", "50:rollback"][..],
            "50",
        ),
        (&["oncall", "--format", "xml"][..], "xml"),
    ] {
        let out = sre_sim(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
