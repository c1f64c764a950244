//! Property tests of the run files: random valid runs round-trip through
//! RON and through a link, and replay to their stored summary; the readers never panic, on
//! random bytes, on RON-like text, or on valid files with bytes flipped,
//! cut, inserted, deleted, repeated or lines swapped. A file that still
//! reads after a mutation is valid: it writes back to itself and replays.
//!
//! Case counts (`SRE_SIM_FUZZ_SCALE` multiplies the fuzz cases) are set so
//! the whole file takes well under a minute in a debug build.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use crate::common::strategies::{command, edged};
use sre_sim::model::arch::ArchConfig;
use sre_sim::model::oncall::scenario_file::builtin_text;
use sre_sim::model::oncall::{Command, RunSpec, Scenario, ScenarioRef, Sim, TimedCommand};
use sre_sim::run::link::{LinkKind, decode_fragment, encode_fragment};
use sre_sim::run::{ArchConfigFile, RunFile, example_runs, scenario_from_ron_str};

/// Cases for the fuzz tests, times `SRE_SIM_FUZZ_SCALE` (default 1).
fn fuzz_cases(base: u32) -> u32 {
    let scale: u32 = std::env::var("SRE_SIM_FUZZ_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    base.saturating_mul(scale)
}

fn config(cases: u32) -> Config {
    Config {
        cases,
        // Keep no regression files: the minimal failing input is printed.
        failure_persistence: None,
        ..Config::default()
    }
}

fn scenario() -> impl Strategy<Value = Scenario> {
    prop::sample::select(Scenario::ALL.to_vec())
}

/// A run with up to 16 commands at sorted minutes within its length.
fn run_file() -> impl Strategy<Value = RunFile> {
    (
        scenario(),
        any::<u32>(),
        any::<bool>(),
        0_u32..=200,
        vec((0.0..=1.0_f64, command()), 0..16),
        "[ -~é€]{0,40}",
    )
        .prop_map(|(scenario, seed, noise, minutes, commands, note)| {
            let mut timeline: Vec<TimedCommand> = commands
                .into_iter()
                .map(|(at, command)| TimedCommand {
                    minute: (at * f64::from(minutes)).floor() as u32,
                    command,
                })
                .collect();
            timeline.sort_by_key(|t| t.minute);
            RunFile::from_parts(
                RunSpec {
                    scenario: scenario.into(),
                    seed,
                    noise,
                },
                timeline,
                minutes,
            )
            .expect("a valid run")
            .with_note(note)
        })
}

proptest! {
    #![proptest_config(config(400))]

    #[test]
    fn random_runs_round_trip_and_replay_to_their_summary(run in run_file()) {
        let text = run.to_ron_string().expect("writes");
        let back = RunFile::from_ron_str(&text).expect("reads");
        prop_assert_eq!(&back, &run);
        prop_assert_eq!(back.to_ron_string().expect("writes"), text);
        back.replay_checked().expect("replays to the stored summary");
    }

    #[test]
    fn random_runs_round_trip_through_a_link(run in run_file()) {
        let text = run.to_ron_string().expect("writes");
        let fragment = encode_fragment(LinkKind::Run, &text);
        prop_assert!(fragment
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_=".contains(&b)));
        let url = format!("https://sre-sim.example.org/#{fragment}");
        let (kind, back) = decode_fragment(&url).expect("decodes");
        prop_assert_eq!(kind, LinkKind::Run);
        prop_assert_eq!(&back, &text);
        prop_assert_eq!(RunFile::from_ron_str(&back).expect("reads"), run);
    }

    #[test]
    fn random_configurations_round_trip(
        rps in edged(1.0..=5_000.0),
        connections in 1_u32..=100,
        cache in any::<bool>(),
        hit in edged(0.0..=100.0),
    ) {
        let mut config = ArchConfig::default();
        config.load.rps = rps;
        config.db.connections = connections;
        config.cache.on = cache;
        config.cache.hit_pct = hit;
        let file = ArchConfigFile::new(config).expect("in range");
        let text = file.to_ron_string().expect("writes");
        prop_assert_eq!(ArchConfigFile::from_ron_str(&text).expect("reads"), file);
    }
}

/// Reads `text` as a run and as a configuration; whatever reads must be
/// valid: it writes back to itself and (a run) replays. Returns whether
/// either read.
fn read_everything(text: &str) -> bool {
    let mut read = false;
    if let Ok(run) = RunFile::from_ron_str(text) {
        let again = run.to_ron_string().expect("a run that reads writes");
        assert_eq!(RunFile::from_ron_str(&again).expect("and reads back"), run);
        run.replay().expect("a run that reads replays");
        read = true;
    }
    if let Ok(file) = ArchConfigFile::from_ron_str(text) {
        let again = file
            .to_ron_string()
            .expect("a configuration that reads writes");
        assert_eq!(
            ArchConfigFile::from_ron_str(&again).expect("and reads back"),
            file
        );
        read = true;
    }
    if let Ok(lesson) = sre_sim::lesson::builtin::lesson_from_ron_str(text) {
        let again = ron::ser::to_string_pretty(&lesson, ron::ser::PrettyConfig::default())
            .expect("a lesson that reads writes");
        assert_eq!(
            sre_sim::lesson::builtin::lesson_from_ron_str(&again).expect("and reads back"),
            lesson
        );
        // Its objectives grade its own opening row without a panic.
        if let Some(spec) = lesson.spec() {
            let trace = Sim::run(spec, &[], 2).expect("a lesson's scenario runs");
            let grade = sre_sim::lesson::grade_rows(&lesson, &trace.rows, &[]);
            assert_eq!(grade.objectives.len(), lesson.objectives.len());
        }
        read = true;
    }
    if let Ok(file) = scenario_from_ron_str(text) {
        let again = ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
            .expect("a scenario that reads writes");
        assert_eq!(scenario_from_ron_str(&again).expect("and reads back"), file);
        let minutes = file.length_minutes.min(60);
        let trace = Sim::run(RunSpec::new(ScenarioRef::from_file(file), 3), &[], minutes)
            .expect("a scenario that reads runs");
        assert!(trace.rows.iter().all(|r| r.out.error_rate.is_finite()));
        read = true;
    }
    read
}

/// One edit of a file's bytes; positions are fractions of the length.
#[derive(Debug, Clone)]
enum Mutation {
    Flip(f64, u8),
    Truncate(f64),
    Insert(f64, Vec<u8>),
    Delete(f64, usize),
    Repeat(f64, usize),
    SwapLines(f64, f64),
    Digit(f64, u8),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let at = 0.0..1.0_f64;
    prop_oneof![
        (at.clone(), any::<u8>()).prop_map(|(p, b)| Mutation::Flip(p, b)),
        at.clone().prop_map(Mutation::Truncate),
        (at.clone(), vec(any::<u8>(), 1..8)).prop_map(|(p, b)| Mutation::Insert(p, b)),
        (
            at.clone(),
            prop::sample::select(b"()[]{},:\"\\0123456789.-e _\n".to_vec())
        )
            .prop_map(|(p, b)| Mutation::Insert(p, vec![b])),
        (at.clone(), 1_usize..40).prop_map(|(p, n)| Mutation::Delete(p, n)),
        (at.clone(), 1_usize..60).prop_map(|(p, n)| Mutation::Repeat(p, n)),
        (at.clone(), at.clone()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        (at, b'0'..=b'9').prop_map(|(p, d)| Mutation::Digit(p, d)),
    ]
}

fn index(len: usize, at: f64) -> usize {
    ((len as f64 * at) as usize).min(len)
}

fn mutate(bytes: &mut Vec<u8>, mutation: &Mutation) {
    let len = bytes.len();
    match mutation {
        Mutation::Flip(at, byte) => {
            if len > 0 {
                let i = index(len - 1, *at);
                bytes[i] ^= byte | 1;
            }
        }
        Mutation::Truncate(at) => bytes.truncate(index(len, *at)),
        Mutation::Insert(at, new) => {
            let i = index(len, *at);
            bytes.splice(i..i, new.iter().copied());
        }
        Mutation::Delete(at, n) => {
            let i = index(len, *at);
            bytes.drain(i..(i + n).min(len));
        }
        Mutation::Repeat(at, n) => {
            let i = index(len, *at);
            let slice = bytes[i..(i + n).min(len)].to_vec();
            bytes.splice(i..i, slice);
        }
        Mutation::SwapLines(a, b) => {
            let text = String::from_utf8_lossy(bytes).into_owned();
            let mut lines: Vec<&str> = text.split('\n').collect();
            let (i, j) = (index(lines.len() - 1, *a), index(lines.len() - 1, *b));
            lines.swap(i, j);
            *bytes = lines.join("\n").into_bytes();
        }
        Mutation::Digit(at, digit) => {
            // Replace the first digit at or after the position: values,
            // minutes and versions change but the file stays RON.
            let start = index(len, *at);
            if let Some(i) = (start..len).find(|&i| bytes[i].is_ascii_digit()) {
                bytes[i] = *digit;
            }
        }
    }
}

/// The texts the mutations start from: every example run, a run with many
/// commands and configurations.
fn seeds() -> Vec<String> {
    let mut seeds: Vec<String> = example_runs()
        .iter()
        .map(|(_, run)| run.to_ron_string().expect("writes"))
        .collect();
    let busy: Vec<TimedCommand> = (0..30)
        .map(|i| TimedCommand {
            minute: i * 2,
            command: match i % 5 {
                0 => Command::SetShedShare(0.25),
                1 => Command::SetCacheTtl(120.5),
                2 => Command::SetMinInstances(12),
                3 => Command::SetTargetUtilization(0.45),
                _ => Command::SetHeavyFeature(i % 2 == 0),
            },
        })
        .collect();
    seeds.push(
        RunFile::from_parts(RunSpec::new(Scenario::Surge, 9), busy, 60)
            .expect("valid")
            .to_ron_string()
            .expect("writes"),
    );
    seeds.extend(Scenario::ALL.map(|s| builtin_text(s).to_owned()));
    for name in ["db-failover-at-peak", "zone-loss-during-surge"] {
        let path = format!("{}/saves/scenarios/{name}.ron", env!("CARGO_MANIFEST_DIR"));
        seeds.push(std::fs::read_to_string(path).expect("an example scenario"));
    }
    // The built-in lessons, and a run played in one (format 4, carrying it).
    seeds.extend(
        sre_sim::lesson::builtin::builtin_ids()
            .filter_map(sre_sim::lesson::builtin::builtin_text)
            .map(str::to_owned),
    );
    let path = format!(
        "{}/lessons/solutions/caches.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    seeds.push(std::fs::read_to_string(path).expect("a lesson's solution"));
    let mut config = ArchConfig::default();
    config.cache.on = true;
    config.queue.on = true;
    for config in [ArchConfig::default(), config] {
        seeds.push(
            ArchConfigFile::new(config)
                .expect("valid")
                .with_note("Busy path.")
                .to_ron_string()
                .expect("writes"),
        );
    }
    seeds
}

#[test]
fn the_readers_never_panic_on_mutated_files() {
    let seeds = seeds();
    let still_valid = AtomicUsize::new(0);
    let started = Instant::now();
    let cases = fuzz_cases(150_000);
    let mut runner = TestRunner::new(config(cases));
    runner
        .run(
            &(0..seeds.len(), vec(mutation(), 1..5)),
            |(seed, mutations)| {
                let mut bytes = seeds[seed].clone().into_bytes();
                for m in &mutations {
                    mutate(&mut bytes, m);
                }
                if read_everything(&String::from_utf8_lossy(&bytes)) {
                    still_valid.fetch_add(1, Ordering::Relaxed);
                }
                Ok(())
            },
        )
        .expect("no panic, and what reads is valid");
    let still_valid = still_valid.load(Ordering::Relaxed);
    eprintln!(
        "{cases} mutated files in {:.1?}, {still_valid} still valid",
        started.elapsed()
    );
    assert!(still_valid > 0, "some mutations keep a file valid");
}

#[test]
fn the_readers_never_panic_on_random_bytes() {
    let started = Instant::now();
    let cases = fuzz_cases(100_000);
    let mut runner = TestRunner::new(config(cases));
    runner
        .run(&vec(any::<u8>(), 0..400), |bytes| {
            read_everything(&String::from_utf8_lossy(&bytes));
            Ok(())
        })
        .expect("no panic");
    eprintln!("{cases} random byte strings in {:.1?}", started.elapsed());
}

#[test]
fn the_readers_never_panic_on_ron_like_text() {
    let started = Instant::now();
    let cases = fuzz_cases(100_000);
    let mut runner = TestRunner::new(config(cases));
    let words = prop::sample::select(vec![
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ",",
        ":",
        " ",
        "\n",
        "\"",
        "version",
        "1",
        "0",
        "2",
        "-1",
        "1e400",
        "NaN",
        "inf",
        "true",
        "Some",
        "None",
        "scenario",
        "\"surge\"",
        "seed",
        "minutes",
        "timeline",
        "minute",
        "command",
        "\"rollback\"",
        "\"shed=2\"",
        "summary",
        "note",
        "config",
        "db",
        "connections",
        "r#\"",
        "\"#",
        "/*",
        "*/",
        "//",
        "#![enable(implicit_some)]",
    ]);
    runner
        .run(&vec(words, 0..80), |words| {
            read_everything(&words.concat());
            Ok(())
        })
        .expect("no panic");
    eprintln!("{cases} RON-like texts in {:.1?}", started.elapsed());
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    for text in [
        "[".repeat(100_000),
        format!("(version: 1, note: {})", "[".repeat(50_000)),
        format!(
            "(version: 1, x: {}1{})",
            "Some(".repeat(20_000),
            ")".repeat(20_000)
        ),
    ] {
        assert!(RunFile::from_ron_str(&text).is_err());
        assert!(ArchConfigFile::from_ron_str(&text).is_err());
    }
}
