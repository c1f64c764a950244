//! `sre-sim check`: the second opinion on one minute of a run, on the
//! command line: the seed's values, the exact ones and the simulation's,
//! each the model's own for that minute.

use serde_json::Value;
use sre_sim::model::oncall::second_opinion::{self, SecondOpinion};
use sre_sim::model::oncall::{Command, RunSpec, Scenario, Sim, TimedCommand};

use crate::common::binary::sre_sim;

fn check_json(args: &[&str]) -> Value {
    let mut all = vec!["check", "--format", "json"];
    all.extend_from_slice(args);
    let out = sre_sim(&all);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON document")
}

fn keys(v: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = v
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    keys
}

#[test]
fn a_minute_is_checked_with_the_models_own_values() {
    let json = check_json(&[
        "--scenario",
        "bad-deploy",
        "--minute",
        "40",
        "--seed",
        "7",
        "--do",
        "30:rollback",
    ]);
    assert_eq!(
        keys(&json["model"]),
        ["erlang_c", "p99_secs", "timeout_rate"]
    );
    assert_eq!(
        keys(&json["exact"]),
        ["p99_secs", "timeout_rate", "wait_probability"]
    );
    assert_eq!(
        keys(&json["simulated"]),
        [
            "p99_ci",
            "p99_secs",
            "requests",
            "seed",
            "timeout_ci",
            "timeout_rate",
            "utilization",
            "wait_ci",
            "wait_probability",
            "warm_up_requests"
        ]
    );
    let spec = RunSpec::new(Scenario::BadDeploy, 7);
    let timeline = [TimedCommand {
        minute: 30,
        command: Command::Rollback,
    }];
    let trace = Sim::run(spec, &timeline, 40).expect("valid");
    let row = trace.rows.last().expect("row 40");
    assert_eq!(json["minute"], 40);
    // JSON numbers read back within a rounding (serde_json's parser is not
    // exact to the last bit).
    let close = |section: &str, key: &str, value: f64| {
        let read = json[section][key].as_f64().expect("a number");
        assert!(
            (read - value).abs() <= 1e-15 * value.abs(),
            "{section}.{key}: {read} vs {value}"
        );
    };
    close("model", "p99_secs", row.out.p99_secs);
    close("model", "erlang_c", row.out.erlang_c);
    let exact = SecondOpinion::of(&row.out);
    close("exact", "p99_secs", exact.p99_secs);
    close("exact", "timeout_rate", exact.timeout_rate);
    close("exact", "wait_probability", exact.wait_probability);
    let sim = &json["simulated"];
    assert_eq!(
        sim["seed"].as_u64(),
        Some(u64::from(second_opinion::check_seed(7, 40)))
    );
    assert!(sim["requests"].as_u64().is_some_and(|n| n >= 1_000_000));
    // The window's check of the same minute runs the same simulation.
    let same = second_opinion::run_check(
        &row.out,
        second_opinion::CHECK_REQUESTS,
        second_opinion::check_seed(7, 40),
        |_, _| true,
    )
    .expect("a queue")
    .expect("not stopped");
    close("simulated", "p99_secs", same.p99_secs.value);
    close("simulated", "timeout_rate", same.timeout_share.value);
    close("simulated", "utilization", same.utilization.value);
    assert_eq!(sim["requests"].as_u64(), Some(same.requests));
    // A light minute: the simulated p99 agrees with the exact one, to the
    // check's ±2 %.
    let [low, high] = [0, 1].map(|k| sim["p99_ci"][k].as_f64().expect("a number"));
    assert!(high - low <= 0.04 * sim["p99_secs"].as_f64().expect("p99"));
    assert!(
        low <= exact.p99_secs * 1.01 && exact.p99_secs * 0.99 <= high,
        "{low}–{high} vs {}",
        exact.p99_secs
    );
}

#[test]
fn a_check_is_deterministic_and_its_table_shows_the_three_opinions() {
    let args = [
        "check",
        "--scenario",
        "surge",
        "--minute",
        "60",
        "--no-noise",
        "--requests",
        "100000",
    ];
    let (one, two) = (sre_sim(&args), sre_sim(&args));
    assert!(one.status.success());
    assert_eq!(one.stdout, two.stdout);
    let text = String::from_utf8(one.stdout).expect("utf-8");
    for needle in ["model", "exact", "simulated", "95 % CI", "minute 60"] {
        assert!(text.contains(needle), "{needle}: {text}");
    }
}

#[test]
fn bad_checks_are_refused_with_exit_code_2_and_a_message() {
    for (args, needle) in [
        (&["check", "--scenario", "surge"][..], "--minute"),
        (&["check", "--minute", "5", "--requests", "5"][..], "5"),
        (&["check", "--minute", "5", "--do", "9:rollback"][..], "9"),
        (&["check", "--minute", "x"][..], "x"),
        (&["check", "--minute", "5", "--format", "csv"][..], "csv"),
    ] {
        let out = sre_sim(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
