//! `sre-sim arch` end to end: the binary's output in each format, the fix
//! and the sweep, and exit code 2 with a message naming the bad field.

use std::process::Output;

use serde_json::Value;

use crate::common::binary::{sre_sim, stdout};

/// `sre-sim arch` with `args`.
fn arch(args: &[&str]) -> Output {
    sre_sim(&[&["arch"], args].concat())
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--format", "json"]);
    serde_json::from_str(&stdout(&arch(&all))).expect("valid JSON")
}

fn assert_rejected(args: &[&str], field: &str) {
    let output = arch(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert!(stderr.contains(field), "{stderr}");
}

#[test]
fn bad_settings_exit_2_naming_the_field() {
    assert_rejected(
        &["--set", "app.replicas=0"],
        "app.replicas must be between 1 and 1000, not 0",
    );
    assert_rejected(&["--set", "nope.x=1"], "Unknown setting “nope.x”");
    assert_rejected(
        &["--set", "db.query_ms=abc"],
        "db.query_ms must be a number, not “abc”",
    );
    assert_rejected(&["--set", "db.connections=0"], "db.connections");
    assert_rejected(&["--set", "app.service_ms=-5"], "app.service_ms");
    assert_rejected(
        &["--set", "load.timeout_ms=NaN"],
        "load.timeout_ms must be a finite number",
    );
    assert_rejected(&["--set", "cache.on=maybe"], "cache.on must be on or off");
    assert_rejected(&["--sweep", "--points", "1"], "points");
    // In the reader's language, with its numbers.
    let out = arch(&["--lang", "fr", "--set", "app.service_ms=0.5"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("app.service_ms doit être compris entre") && stderr.contains("pas 0,5"),
        "{stderr}"
    );
}

#[test]
fn the_table_is_the_seed_table() {
    let text = stdout(&arch(&[]));
    assert!(text.starts_with(
        "Path       LB 2 000 rps · app 640 rps · cache off · no workers · DB 250 rps\n"
    ));
    assert!(text.contains("Bottleneck db"), "{text}");
    assert!(text.contains("Result     failed"), "{text}");
    let header = text
        .lines()
        .position(|l| l.contains("t, s"))
        .expect("a header");
    let header_line = text.lines().nth(header).unwrap_or_default();
    for column in [
        "offered, rps",
        "latency, ms",
        "failing, %",
        "lb",
        "app",
        "db",
    ] {
        assert!(header_line.contains(column), "{header_line}");
    }
    let rows: Vec<&str> = text.lines().skip(header + 1).collect();
    assert_eq!(rows.len(), 40);
    assert!(rows[0].trim_start().starts_with("0.25 "), "{}", rows[0]);
    assert!(rows[39].trim_start().starts_with("10.00 "), "{}", rows[39]);
}

#[test]
fn csv_carries_the_same_steps_as_json() {
    let text = stdout(&arch(&["--format", "csv"]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "t_secs,offered_rps,latency_ms,failing_pct,backlog_lb,backlog_app,backlog_db"
    );
    assert_eq!(lines.len(), 41);
    let doc = json(&[]);
    let steps = doc["steps"].as_array().expect("steps");
    for (line, step) in lines[1..].iter().zip(steps) {
        let cells: Vec<f64> = line
            .split(',')
            .map(|c| c.parse().expect("a number"))
            .collect();
        let t = step["t_secs"].as_f64().expect("t");
        assert!((cells[0] - t).abs() < 1e-9);
        assert!((cells[1] - step["offered_rps"].as_f64().expect("offered")).abs() < 1e-3);
        assert!((cells[2] - step["latency_ms"].as_f64().expect("latency")).abs() < 1e-3);
        let failing = step["failing_share"].as_f64().expect("failing") * 100.0;
        assert!((cells[3] - failing).abs() < 1e-3);
        assert!((cells[6] - step["backlog"]["db"].as_f64().expect("db")).abs() < 1e-3);
    }
}

#[test]
fn json_has_the_documented_shape() {
    let doc = json(&[]);
    assert_eq!(doc["passed"], Value::Bool(false));
    assert_eq!(doc["bottleneck"], "db");
    assert!(doc["fix"].is_null());
    assert!(doc.get("fix_status").is_none());
    let peak = doc["peak_utilization"].as_object().expect("a map");
    // Only the stages on the path (parsed maps sort their keys).
    assert_eq!(peak.keys().collect::<Vec<_>>(), ["app", "db", "lb"]);
    assert!((peak["db"].as_f64().expect("db") - 2.56).abs() < 1e-9);
    for key in ["offered_rps", "mean_latency_ms", "failing_share"] {
        assert!(doc[key].as_f64().is_some_and(f64::is_finite), "{key}");
    }
    let steps = doc["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), 40);
    let first = &steps[0];
    assert_eq!(first["t_secs"], 0.25);
    assert_eq!(first["offered_rps"], 400.0);
    assert_eq!(first["latency_ms"], 220.5);
    assert_eq!(first["failing_share"], 0.0);
    assert_eq!(first["backlog"]["db"], 37.5);
}

#[test]
fn fix_prints_the_patch_before_the_rerun() {
    let text = stdout(&arch(&["--fix"]));
    let patch = text
        .find("fix: db.connections 5 → 10 (+100 %)")
        .expect("the patch");
    let rerun = text
        .find("Result     passed with headroom")
        .expect("the rerun");
    let trace = text.find("t, s").expect("the trace");
    assert!(patch < rerun && rerun < trace, "{text}");

    let doc = json(&["--fix"]);
    assert_eq!(doc["fix_status"], "found");
    let fix = &doc["fix"];
    assert_eq!(fix["setting"], "db.connections");
    assert_eq!(fix["from"], 5.0);
    assert_eq!(fix["to"], 10.0);
    assert_eq!(fix["passed"], true);
    assert_eq!(fix["run"]["headroom"], true);
    assert_eq!(fix["run"]["config"]["db"]["connections"], 10);
    // The top level stays the run as set.
    assert_eq!(doc["passed"], false);

    let csv = stdout(&arch(&["--fix", "--format", "csv"]));
    assert!(csv.starts_with("run,t_secs,"));
    assert_eq!(
        csv.lines().filter(|l| l.starts_with("current,")).count(),
        40
    );
    assert_eq!(
        csv.lines()
            .filter(|l| l.starts_with("db.connections=10,"))
            .count(),
        40
    );
}

#[test]
fn fix_says_when_nothing_is_needed_or_nothing_works() {
    let healthy = stdout(&arch(&["--fix", "--set", "cache.on=on"]));
    assert!(healthy.contains("fix: none needed"), "{healthy}");
    let doc = json(&["--fix", "--set", "cache.on=on"]);
    assert_eq!(doc["fix_status"], "not_needed");
    assert!(doc["fix"].is_null());

    let hopeless = ["--fix", "--set", "load.rps=2000", "--set", "app.replicas=1"];
    let text = stdout(&arch(&hopeless));
    assert!(
        text.contains("fix: no single change passes with headroom"),
        "{text}"
    );
    assert_eq!(json(&hopeless)["fix_status"], "not_found");
}

#[test]
fn sweep_marks_the_knee() {
    let doc = json(&["--sweep"]);
    let points = doc["points"].as_array().expect("points");
    assert_eq!(points.len(), 60);
    assert_eq!(doc["knee_index"], 29);
    assert_eq!(doc["knee_rps"], 250.0);
    assert_eq!(doc["saturation_stage"], "db");

    let table = stdout(&arch(&["--sweep", "--points", "10"]));
    assert_eq!(
        table.lines().filter(|l| l.ends_with("← knee")).count(),
        1,
        "{table}"
    );

    let csv = stdout(&arch(&["--sweep", "--format", "csv"]));
    assert_eq!(csv.lines().count(), 61);
    assert_eq!(csv.lines().filter(|l| l.ends_with(",true")).count(), 1);
}

#[test]
fn settings_lists_every_setting() {
    let text = stdout(&arch(&["--settings"]));
    for line in [
        "load.rps",
        "load.timeout_ms",
        "load.retries",
        "lb.instances",
        "app.replicas",
        "app.concurrency",
        "app.service_ms",
        "cache.on",
        "cache.hit_pct",
        "queue.on",
        "queue.workers",
        "queue.job_ms",
        "queue.buffer",
        "db.connections",
        "db.query_ms",
    ] {
        assert!(text.lines().any(|l| l.starts_with(line)), "{line}");
    }
}

/// The metastable example's settings, as `--set` arguments.
const METASTABLE: [&str; 4] = ["--set", "db.connections=10", "--set", "db.slow_factor=3"];

#[test]
fn beyond_the_seed_the_trigger_and_the_remedies_are_settings_with_ranges() {
    let settings = json(&["--settings"]);
    let names: Vec<&str> = settings
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|row| row["setting"].as_str())
        .collect();
    for name in [
        "db.slow_factor",
        "app.slow_to_s",
        "budget.on",
        "budget.pct",
        "backoff.base_ms",
        "breaker.threshold_pct",
        "deadline.on",
        "throttle.k",
    ] {
        assert!(names.contains(&name), "{name}: {names:?}");
    }
    assert_rejected(
        &["--set", "db.slow_factor=0.5"],
        "db.slow_factor must be between 1 and 100",
    );
    assert_rejected(
        &["--set", "db.slow_from_s=5"],
        "db.slow_to_s (4 s) must not be before db.slow_from_s (5 s)",
    );
    assert_rejected(&["--set", "budget.on=maybe"], "budget.on must be on or off");
    assert_rejected(
        &["--compare", "nope"],
        "Unknown remedy “nope”; the remedies are budget, backoff, breaker, deadline, throttle.",
    );
    // In the reader's language.
    let out = arch(&["--lang", "gl", "--compare", "nope"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("Remedio descoñecido «nope»"), "{stderr}");
    let out = arch(&["--lang", "fr", "--set", "db.slow_from_s=5"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("ne doit pas précéder"), "{stderr}");
}

#[test]
fn the_metastable_path_is_said_still_failing_and_a_remedy_compared_recovers() {
    let text = stdout(&arch(&METASTABLE));
    assert!(
        text.contains("the trigger ended at 4.0 s; the path is still failing at 10.0 s: the retries keep it down"),
        "{text}"
    );
    let mut args = METASTABLE.to_vec();
    args.extend(["--compare", "budget"]);
    let pair = json(&args);
    assert_eq!(pair["remedy"], "budget");
    assert_eq!(pair["without"]["passed"], false);
    assert_eq!(pair["with"]["passed"], true);
    assert_eq!(pair["with"]["recovery"]["failing_at_end"], false);
    assert_eq!(pair["without"]["recovery"]["trigger_to_secs"], 4.0);
    assert_eq!(pair["with"]["config"]["budget"]["on"], true);
    assert!(pair["without"]["config"].get("budget").is_none());
    let table = stdout(&arch(&args));
    assert!(
        table.contains("With       retry budget 10 %: recovered"),
        "{table}"
    );
    // The sweep of both, goodput and collapse.
    args.push("--sweep");
    let sweeps = json(&args);
    let points = |run: &str| sweeps[run]["points"].as_array().map_or(0, Vec::len);
    assert_eq!((points("without"), points("with")), (60, 60));
    let table = stdout(&arch(&args));
    assert!(table.contains("Collapses without:"), "{table}");
}

#[test]
fn with_a_trigger_the_fix_lists_every_change_that_recovers() {
    let mut args = METASTABLE.to_vec();
    args.push("--fix");
    let out = json(&args);
    assert_eq!(out["fix_status"], "found");
    let also: Vec<&str> = out["also_passing"]
        .as_array()
        .expect("listed")
        .iter()
        .filter_map(|p| p["setting"].as_str())
        .collect();
    for name in [
        "budget.on",
        "breaker.on",
        "deadline.on",
        "throttle.on",
        "db.connections",
    ] {
        assert!(
            also.contains(&name) || out["fix"]["setting"] == name,
            "{name}: {also:?}"
        );
    }
    assert!(!also.iter().any(|n| n.contains("slow") || *n == "load.rps"));
    let table = stdout(&arch(&args));
    assert!(table.contains("also passes: budget.on off → on"), "{table}");
    // Without a trigger, the seed's fix alone, as before.
    let seed = json(&["--fix"]);
    assert!(seed.get("also_passing").is_none());
}
