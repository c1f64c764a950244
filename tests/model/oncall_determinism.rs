//! Determinism of the on-call model: a run is a function of its spec
//! (scenario, seed, noise) and its timeline, bit for bit; the seed matters
//! only through the traffic noise and the surge's draw; playing command by
//! command gives the same trace as replaying the recorded timeline.

use proptest::prelude::*;

use crate::common::strategies::command;
use sre_sim::model::oncall::{Command, MinuteRow, RunSpec, Scenario, Sim, TimedCommand, Trace};

/// A timeline that uses every command, some at the same minute.
fn busy_timeline() -> Vec<TimedCommand> {
    [
        (0, Command::SetMinInstances(14)),
        (5, Command::SetCacheTtl(120.0)),
        (5, Command::StartWarmUp),
        (12, Command::Rollback),
        (20, Command::SetShedShare(0.5)),
        (30, Command::SetHeavyFeature(false)),
        (45, Command::SetTargetUtilization(0.4)),
        (60, Command::SetAutoscaling(false)),
        (61, Command::SetMinInstances(30)),
        (75, Command::SetMinInstances(6)),
        (90, Command::SetAutoscaling(true)),
        (100, Command::SetShedShare(0.0)),
        (100, Command::SetHeavyFeature(true)),
        (120, Command::SetCacheTtl(5.0)),
    ]
    .into_iter()
    .map(|(minute, command)| TimedCommand { minute, command })
    .collect()
}

/// The bit patterns of a few fields of every row: `==` on `f64` would
/// call `0.0` and `-0.0` equal; bits do not.
fn fingerprint(trace: &Trace) -> Vec<[u64; 6]> {
    trace
        .rows
        .iter()
        .map(|row| {
            [
                row.requests_per_sec.to_bits(),
                row.out.p99_secs.to_bits(),
                row.out.error_rate.to_bits(),
                row.budget_remaining.to_bits(),
                row.cost_so_far.to_bits(),
                row.cache_warmth.to_bits(),
            ]
        })
        .collect()
}

fn spec(scenario: Scenario, seed: u32, noise: bool) -> RunSpec {
    RunSpec {
        scenario: scenario.into(),
        seed,
        noise,
    }
}

fn run(spec: RunSpec, timeline: &[TimedCommand], minutes: u32) -> Trace {
    Sim::run(spec, timeline, minutes).expect("valid timeline")
}

#[test]
fn same_inputs_give_identical_traces() {
    let timeline = busy_timeline();
    for scenario in Scenario::ALL {
        for noise in [true, false] {
            let spec = spec(scenario, 2024, noise);
            let first = run(spec.clone(), &timeline, 240);
            let second = run(spec.clone(), &timeline, 240);
            assert_eq!(first, second, "{scenario}, noise {noise}");
            assert_eq!(
                fingerprint(&first),
                fingerprint(&second),
                "{scenario}, noise {noise}"
            );
            // The summary-only path folds the same rows.
            let summary = Sim::run_summary(spec.clone(), &timeline, 240).expect("valid timeline");
            assert_eq!(summary, first.summary(), "{scenario}, noise {noise}");
            assert_eq!(
                summary.budget_remaining.to_bits(),
                first.summary().budget_remaining.to_bits()
            );
            // So does the summary a live run keeps as it goes, which a save
            // takes instead of replaying.
            let (_, live) = sre_sim::run::RunFile::from_parts(spec.clone(), timeline.clone(), 240)
                .expect("a valid run")
                .resume()
                .expect("it resumes");
            assert_eq!(live.summary(), summary, "{scenario}, noise {noise}");
            let saved = sre_sim::run::RunFile::from_sim(&live).expect("a valid run");
            assert_eq!(saved.summary(), summary, "{scenario}, noise {noise}");
            assert_eq!(
                saved.summary().cost_dollars.to_bits(),
                summary.cost_dollars.to_bits()
            );
        }
    }
}

#[test]
fn different_seeds_give_different_noise() {
    let timeline = busy_timeline();
    for scenario in Scenario::ALL {
        let a = run(spec(scenario, 1, true), &timeline, 180);
        let b = run(spec(scenario, 2, true), &timeline, 180);
        // The opening row comes from expected traffic, the same for every seed.
        assert_eq!(a.rows[0], b.rows[0], "{scenario}");
        assert_ne!(a, b, "{scenario}");
        // The noise differs from the first step on.
        assert_ne!(
            a.rows[1].requests_per_sec.to_bits(),
            b.rows[1].requests_per_sec.to_bits(),
            "{scenario}"
        );
        let differing = a
            .rows
            .iter()
            .zip(&b.rows)
            .filter(|(x, y)| x.requests_per_sec.to_bits() != y.requests_per_sec.to_bits())
            .count();
        assert!(
            differing >= 170,
            "{scenario}: only {differing} of 180 minutes differ"
        );
    }
}

const SEEDS: [u32; 6] = [0, 1, 2, 42, 12_345, u32::MAX];

#[test]
fn without_noise_only_the_surge_depends_on_the_seed() {
    let timeline = busy_timeline();
    for scenario in [
        Scenario::FreePlay,
        Scenario::BadDeploy,
        Scenario::CacheFlush,
    ] {
        let reference = run(spec(scenario, SEEDS[0], false), &timeline, 240);
        for seed in SEEDS {
            let trace = run(spec(scenario, seed, false), &timeline, 240);
            assert_eq!(trace, reference, "{scenario}, seed {seed}");
            assert_eq!(fingerprint(&trace), fingerprint(&reference));
            // Without noise, the measured traffic is the expected traffic.
            for row in &trace.rows {
                assert_eq!(
                    row.requests_per_sec.to_bits(),
                    row.expected_requests_per_sec.to_bits()
                );
            }
        }
    }

    // The surge's start, size and length are drawn from the seed even
    // without noise: the traces differ, but only from the earlier surge on.
    let surges: Vec<(Trace, u32)> = SEEDS
        .iter()
        .map(|&seed| {
            let spec = spec(Scenario::Surge, seed, false);
            let surge = Sim::new(spec.clone())
                .setup()
                .surge
                .expect("the surge scenario has one");
            (run(spec, &timeline, 240), surge.start_minute)
        })
        .collect();
    let (first, first_start) = &surges[0];
    let mut differences = 0;
    for (trace, start) in &surges[1..] {
        let same_until = (*first_start).min(*start) as usize;
        assert_eq!(
            first.rows[..=same_until],
            trace.rows[..=same_until],
            "before the surge"
        );
        differences += usize::from(trace != first);
    }
    assert_eq!(
        differences,
        SEEDS.len() - 1,
        "every seed draws another surge"
    );
    // Same seed, same surge, same trace.
    assert_eq!(
        run(spec(Scenario::Surge, 7, false), &timeline, 240),
        run(spec(Scenario::Surge, 7, false), &timeline, 240)
    );
}

/// Plays `commands` the way the window does (`apply` at the minute shown,
/// then `step`) and returns the trace and the recorded timeline.
fn play(spec: RunSpec, commands: &[TimedCommand], minutes: u32) -> (Trace, Vec<TimedCommand>) {
    let mut sim = Sim::new(spec);
    let mut rows: Vec<MinuteRow> = vec![*sim.row()];
    let mut next = commands.iter().peekable();
    for _ in 0..minutes {
        while let Some(timed) = next.next_if(|t| t.minute == sim.minute()) {
            sim.apply(timed.command).expect("valid command");
        }
        rows.push(*sim.step());
    }
    let trace = Trace {
        rows,
        events: sim.events().to_vec(),
    };
    (trace, sim.timeline().to_vec())
}

#[test]
fn interactive_play_equals_replay() {
    let commands = busy_timeline();
    for scenario in Scenario::ALL {
        for (seed, noise) in [(3, true), (4, false)] {
            let spec = spec(scenario, seed, noise);
            let (played, recorded) = play(spec.clone(), &commands, 200);
            assert_eq!(recorded, commands, "the timeline records every command");
            let replayed = run(spec, &recorded, 200);
            assert_eq!(played, replayed, "{scenario}, seed {seed}");
            assert_eq!(fingerprint(&played), fingerprint(&replayed));
        }
    }
}

#[test]
fn a_cloned_sim_continues_identically() {
    let mut sim = Sim::new(spec(Scenario::Surge, 99, true));
    for _ in 0..50 {
        sim.step();
    }
    sim.apply(Command::SetMinInstances(20)).expect("valid");
    let mut copy = sim.clone();
    for _ in 0..100 {
        let row = *sim.step();
        assert_eq!(row, *copy.step());
    }
    assert_eq!(sim.events(), copy.events());
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Play equals replay, and replay equals replay, for random timelines.
    #[test]
    fn random_play_equals_replay(
        scenario in prop::sample::select(Scenario::ALL.to_vec()),
        seed in any::<u32>(),
        noise in any::<bool>(),
        mut commands in prop::collection::vec((0..180_u32, command()), 0..20),
    ) {
        commands.sort_by_key(|&(minute, _)| minute);
        let commands: Vec<TimedCommand> = commands
            .into_iter()
            .map(|(minute, command)| TimedCommand { minute, command })
            .collect();
        let spec = spec(scenario, seed, noise);
        let (played, recorded) = play(spec.clone(), &commands, 180);
        prop_assert_eq!(&recorded, &commands);
        let replayed = run(spec.clone(), &recorded, 180);
        prop_assert_eq!(fingerprint(&played), fingerprint(&replayed));
        prop_assert_eq!(&played, &replayed);
        prop_assert_eq!(&replayed, &run(spec, &recorded, 180));
    }
}
