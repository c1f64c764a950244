//! Benchmarks of the debrief (`cargo bench --bench debrief`).
//!
//! Target: the "was it luck?" ensemble of 200 seeds × 3 h of the bad-deploy
//! scenario with a one-command timeline ≤ 0.5 s on 2 threads, both for the
//! person's timeline alone and for the full job with the two references.
//! Also the whole debrief of one run (scorecards, references, timeline,
//! findings) and its Markdown.

use std::hint::black_box;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use sre_sim::debrief::{DEFAULT_SEEDS, Debrief, ensemble, replay_ensemble};
use sre_sim::i18n::{I18n, Language};
use sre_sim::model::oncall::{Command, RunSpec, Scenario, Sim, TimedCommand};

/// Length of each run, minutes (the scenario's 3 hours).
const MINUTES: u32 = 180;
/// Threads of the ensemble benchmarks.
const THREADS: usize = 2;

fn spec() -> RunSpec {
    RunSpec::new(Scenario::BadDeploy, 1)
}

/// One command: a rollback 20 minutes after the deploy.
fn timeline() -> Vec<TimedCommand> {
    vec![TimedCommand {
        minute: 30,
        command: Command::Rollback,
    }]
}

/// The group of the slower cases: ten samples of at least 5 s in all.
fn slow_group(
    c: &mut Criterion,
) -> criterion::BenchmarkGroup<'_, criterion::measurement::WallTime> {
    let mut group = c.benchmark_group("debrief");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    group
}

fn ensembles(c: &mut Criterion) {
    let mut group = slow_group(c);
    group.throughput(Throughput::Elements(u64::from(DEFAULT_SEEDS)));
    let timeline = timeline();
    group.bench_function("ensemble_person_200_seeds_180_min_2_threads", |b| {
        b.iter(|| {
            let cancel = AtomicBool::new(false);
            let progress = AtomicUsize::new(0);
            replay_ensemble(
                black_box(&spec()),
                &timeline,
                MINUTES,
                DEFAULT_SEEDS,
                THREADS,
                &cancel,
                &progress,
            )
            .expect("valid timeline")
        });
    });
    group.bench_function("ensemble_full_200_seeds_180_min_2_threads", |b| {
        b.iter(|| {
            let cancel = AtomicBool::new(false);
            let progress = AtomicUsize::new(0);
            ensemble(
                black_box(spec()),
                &timeline,
                MINUTES,
                DEFAULT_SEEDS,
                THREADS,
                &cancel,
                &progress,
            )
            .expect("valid timeline")
        });
    });
    group.finish();
}

fn one_debrief(c: &mut Criterion) {
    let mut group = c.benchmark_group("debrief");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    let timeline = timeline();
    let trace = Sim::run(spec(), &timeline, MINUTES).expect("valid timeline");
    let i18n = I18n::new(Language::Fr);
    group.bench_function("debrief_and_markdown_180_min", |b| {
        b.iter(|| {
            Debrief::new(black_box(spec()), &timeline, &trace)
                .expect("debrief")
                .markdown(&i18n)
        });
    });
    group.finish();
}

/// A legal but huge timeline: `n` commands spread over the run, every kind
/// of command in turn (the hardening issue's 4 MB file has 100 000).
pub fn many_commands(n: u32) -> Vec<TimedCommand> {
    let kinds = [
        Command::SetMinInstances(12),
        Command::SetAutoscaling(false),
        Command::SetTargetUtilization(0.5),
        Command::SetCacheTtl(120.0),
        Command::StartWarmUp,
        Command::SetShedShare(0.1),
        Command::SetHeavyFeature(false),
        Command::Rollback,
        Command::SetMinInstances(10),
        Command::SetAutoscaling(true),
        Command::SetTargetUtilization(0.6),
        Command::SetCacheTtl(60.0),
        Command::SetShedShare(0.0),
        Command::SetHeavyFeature(true),
    ];
    (0..n)
        .map(|k| TimedCommand {
            minute: k * MINUTES / n,
            command: kinds[k as usize % kinds.len()],
        })
        .collect()
}

/// The debrief of runs with 10 000 and 100 000 commands: it must grow
/// linearly (target: 100 000 commands in under 0.5 s).
fn huge_timelines(c: &mut Criterion) {
    let mut group = slow_group(c);
    let warm_ups = |n: u32| -> Vec<TimedCommand> {
        (0..n)
            .map(|k| TimedCommand {
                minute: k * MINUTES / n,
                command: Command::StartWarmUp,
            })
            .collect()
    };
    for (name, timeline) in [
        ("debrief_10000_commands_180_min", many_commands(10_000)),
        ("debrief_100000_commands_180_min", many_commands(100_000)),
        ("debrief_100000_warm_ups_180_min", warm_ups(100_000)),
    ] {
        let trace = Sim::run(spec(), &timeline, MINUTES).expect("valid timeline");
        group.throughput(Throughput::Elements(timeline.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| Debrief::new(black_box(spec()), &timeline, &trace).expect("debrief"));
        });
    }
    group.finish();
}

criterion_group!(benches, ensembles, one_debrief, huge_timelines);
criterion_main!(benches);
