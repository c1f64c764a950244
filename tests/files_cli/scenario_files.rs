//! Scenarios as files: the built-in four round-trip through their files
//! byte for byte, a scenario of one's own plays, a bad file is refused
//! naming its field, and the loader never panics on mangled text.

use std::path::Path;

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use sre_sim::model::oncall::scenario_file::{builtin_text, read_scenario};
use sre_sim::model::oncall::{RunSpec, Scenario, ScenarioRef, Sim};

use crate::common::binary::{sre_sim, sre_sim_command, stdout};
use crate::common::folders::scratch;

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    path.to_string_lossy().into_owned()
}

#[test]
fn each_builtin_shown_and_played_from_its_file_gives_the_same_trace() {
    let dir = scratch("builtins");
    for scenario in Scenario::ALL {
        let name = scenario.name();
        let shown = stdout(&sre_sim(&["scenario", "show", name]));
        assert_eq!(shown, builtin_text(scenario));
        let file = write(&dir, &format!("{name}.ron"), &shown);
        for extra in [
            &["--seed", "4711", "--do", "27:rollback"][..],
            &[
                "--seed",
                "3",
                "--no-noise",
                "--do",
                "0:min-instances=14",
                "--do",
                "40:warm-up",
            ][..],
        ] {
            for format in ["csv", "json", "table"] {
                let mut builtin = vec!["oncall", "--scenario", name, "--format", format];
                builtin.extend_from_slice(extra);
                let mut from_file = vec!["oncall", "--scenario-file", &file, "--format", format];
                from_file.extend_from_slice(extra);
                assert_eq!(
                    stdout(&sre_sim(&builtin)),
                    stdout(&sre_sim(&from_file)),
                    "{name} {extra:?} {format}"
                );
            }
        }
        let check = stdout(&sre_sim(&["scenario", "check", &file]));
        assert!(
            check.contains("(minute 0)") && check.contains("the scenario ends"),
            "{check}"
        );
    }
    let list = stdout(&sre_sim(&["scenario", "list"]));
    for scenario in Scenario::ALL {
        assert!(list.contains(scenario.name()), "{list}");
    }
    // The person's scenarios folder is listed too, in their language.
    let data = dir.join("data");
    std::fs::create_dir_all(data.join("sre-sim/scenarios")).expect("folder");
    std::fs::write(data.join("sre-sim/scenarios/mine.ron"), MINE).expect("write");
    // A broken one is listed, marked, with its reason: never dropped.
    let broken = MINE.replace("Surge(", "Surje(");
    std::fs::write(data.join("sre-sim/scenarios/typo.ron"), broken).expect("write");
    let out = sre_sim_command(&["scenario", "list", "--lang", "fr"])
        .env("XDG_DATA_HOME", &data)
        .env("HOME", &dir)
        .output()
        .expect("runs");
    let list = stdout(&out);
    assert!(
        list.contains("zone-loss-rehearsal") && list.contains("Rush de midi, à partir de 12:00"),
        "{list}"
    );
    let typo = list
        .lines()
        .find(|l| l.starts_with("typo "))
        .unwrap_or_else(|| panic!("the broken file is listed: {list}"));
    assert!(
        typo.contains("✖ impossible à jouer")
            && typo.contains("n’est pas un fichier de scénario")
            && typo.contains("Surje")
            && typo.contains("typo.ron"),
        "{typo}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

const MINE: &str = r#"(
    format: 1,
    id: "zone-loss-rehearsal",
    name: Words({"en": "Lunch rush", "fr": "Rush de midi"}),
    briefing: Words({"en": "Traffic doubles at 12:30, for an hour."}),
    start: "12:00",
    length_minutes: 120,
    budget_left: 0.5,
    fleet: (
        min_instances: 8,
        autoscaling: true,
        target_utilization: 0.7,
        cache_ttl_secs: 60.0,
        heavy_feature: true,
        boot_minutes: 5,
    ),
    events: [
        Surge(start_minute: Fixed(30), factor: Fixed(2.0), ramp_minutes: 2, hold_minutes: Fixed(60), fade_minutes: 10),
    ],
)"#;

#[test]
fn a_scenario_of_ones_own_plays_checks_and_is_described_in_words() {
    let dir = scratch("mine");
    let file = write(&dir, "mine.ron", MINE);
    let csv = stdout(&sre_sim(&[
        "oncall",
        "--scenario-file",
        &file,
        "--no-noise",
        "--format",
        "csv",
    ]));
    let rows: Vec<&str> = csv.lines().skip(1).collect();
    assert_eq!(rows.len(), 121, "the file's length");
    assert!(rows[0].starts_with("0,12:00,"), "{}", rows[0]);
    let rate = |k: usize| -> f64 {
        rows[k]
            .split(',')
            .nth(2)
            .and_then(|t| t.parse().ok())
            .expect("a rate")
    };
    assert!(rate(45) > 1.9 * rate(20), "the surge doubles the traffic");
    let check = stdout(&sre_sim(&["scenario", "check", &file, "--lang", "fr"]));
    assert!(
        check.contains("Rush de midi"),
        "the author's French name: {check}"
    );
    assert!(check.contains("12:30 (minute 30)"), "{check}");
    let check = stdout(&sre_sim(&[
        "check",
        "--scenario-file",
        &file,
        "--minute",
        "40",
        "--no-noise",
        "--requests",
        "20000",
    ]));
    assert!(
        check.starts_with("zone-loss-rehearsal · seed 1 · minute 40 (12:40)"),
        "{check}"
    );
    // A saved run carries its scenario: it replays with the file gone.
    let saved = dir.join("run.ron").to_string_lossy().into_owned();
    let out = sre_sim(&[
        "oncall",
        "--scenario-file",
        &file,
        "--do",
        "35:min-instances=20",
        "--save",
        &saved,
        "--format",
        "csv",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::remove_file(dir.join("mine.ron")).expect("the scenario file goes");
    let replayed = sre_sim(&["replay", &saved, "--format", "csv"]);
    assert_eq!(
        stdout(&replayed),
        stdout(&out),
        "the replay without the scenario file is the run"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_scenario_file_is_refused_naming_the_field() {
    let dir = scratch("bad");
    let cases = [
        (
            MINE.replace("budget_left: 0.5", "budget_left: 2.0"),
            "budget_left",
        ),
        (
            MINE.replace("Fixed(30)", "Fixed(500)"),
            "events[0].Surge.start_minute",
        ),
        (
            MINE.replace("factor: Fixed(2.0)", "factor: Fixed(-1.0)"),
            "events[0].Surge.factor",
        ),
        (MINE.replace("Surge(", "Meteor("), "Meteor"),
        (MINE.replace("start: \"12:00\"", "start: \"noon\""), "start"),
        (
            MINE.replace("min_instances: 8", "min_instances: 0"),
            "fleet.min_instances",
        ),
        (MINE.replace("format: 1", "format: 9"), "format version 9"),
        (
            MINE.replace("boot_minutes: 5,", "boot_minutes: 5, colour: 3,"),
            "colour",
        ),
        ("not a scenario".to_owned(), "mine-bad.ron"),
    ];
    for (k, (text, needle)) in cases.iter().enumerate() {
        let file = write(&dir, "mine-bad.ron", text);
        for args in [
            vec!["scenario", "check", file.as_str()],
            vec!["oncall", "--scenario-file", file.as_str()],
        ] {
            let out = sre_sim(&args);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "case {k}: {err}");
            assert!(err.contains(needle), "case {k}: {needle} not in {err}");
            assert!(!err.contains("panicked"), "{err}");
        }
    }
    let missing = sre_sim(&["scenario", "check", "no-such-scenario.ron"]);
    assert_eq!(missing.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_loader_never_panics_and_what_it_accepts_runs() {
    let texts: Vec<&str> = Scenario::ALL
        .iter()
        .map(|s| builtin_text(*s))
        .chain([MINE])
        .collect();
    let mut runner = TestRunner::new(Config {
        cases: 400,
        failure_persistence: None,
        ..Config::default()
    });
    let strategy = (0..texts.len(), any::<usize>(), any::<u8>(), 0..4_u8);
    runner
        .run(&strategy, |(k, at, byte, how)| {
            let text = texts[k].as_bytes();
            let at = at % text.len();
            let mut bytes = text.to_vec();
            match how {
                0 => bytes[at] = byte,
                1 => bytes.insert(at, byte),
                2 => {
                    bytes.remove(at);
                }
                _ => bytes.truncate(at),
            }
            let Ok(text) = String::from_utf8(bytes) else {
                return Ok(());
            };
            if let Ok(file) = read_scenario(&text) {
                let minutes = file.length_minutes.min(240);
                let trace = Sim::run(RunSpec::new(ScenarioRef::from_file(file), 1), &[], minutes)
                    .expect("no timeline to refuse");
                prop_assert!(
                    trace
                        .rows
                        .iter()
                        .all(|r| r.out.error_rate.is_finite() && r.out.p99_secs.is_finite())
                );
            }
            Ok(())
        })
        .expect("never panics");
}
