//! Benchmarks of the on-call model (`cargo bench --bench oncall`).
//!
//! Targets: one simulated minute ≤ 2 µs, a 24 h day ≤ 3 ms, 1 000 seeds of
//! the 3 h bad-deploy scenario ≤ 1 s on one core. `peer_config_1440_steps`
//! runs the configuration of the JavaScript peer
//! (`../shared/peers/oncall_minute.js`: free play from 08:00, heavy feature
//! on, TTL 60 s, seed 42, noise on) for a like-for-like ns per minute;
//! `benches/peer.sh` runs both back to back.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BatchSize, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use sre_sim::model::oncall::{RunSpec, Scenario, Sim};

/// Minutes in a day.
const DAY_MINUTES: u32 = 1440;
/// Seeds of the ensemble benchmark.
const ENSEMBLE_SEEDS: u32 = 1000;
/// Length of the ensemble's runs, minutes (the scenario's 3 hours).
const ENSEMBLE_MINUTES: u32 = 180;

/// A free-play run at 12:00, the day's peak, after four hours of play.
fn warmed_up_sim() -> Sim {
    let mut sim = Sim::new(RunSpec::new(Scenario::FreePlay, 42));
    for _ in 0..240 {
        sim.step();
    }
    sim
}

/// One simulated minute, two ways: always the same step from a cloned,
/// warmed-up sim (the clone is set-up, not timed), and a sim that keeps
/// running through the day's cycle.
fn minute(c: &mut Criterion) {
    let mut group = c.benchmark_group("oncall");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    group.throughput(Throughput::Elements(1));

    let warm = warmed_up_sim();
    group.bench_function("minute_step", |b| {
        b.iter_batched_ref(
            || warm.clone(),
            |sim| sim.step().out.p99_secs,
            BatchSize::SmallInput,
        );
    });

    let mut running = warmed_up_sim();
    group.bench_function("minute_step_running", |b| {
        b.iter(|| running.step().out.p99_secs);
    });

    // The peer's configuration: free play's default controls (10 instances,
    // autoscaling to 60 %, TTL 60 s, heavy feature on) from 08:00, seed 42.
    group
        .sample_size(50)
        .measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(u64::from(DAY_MINUTES)));
    group.bench_function("peer_config_1440_steps", |b| {
        b.iter(|| {
            let mut sim = Sim::new(RunSpec::new(Scenario::FreePlay, black_box(42)));
            let mut sink = 0.0;
            for _ in 0..DAY_MINUTES {
                sink += sim.step().out.p99_secs;
            }
            sink
        });
    });
    group.finish();
}

/// A whole day with noise: every row kept (`Sim::run`) and only the
/// summary (`Sim::run_summary`).
fn day(c: &mut Criterion) {
    let mut group = c.benchmark_group("oncall");
    group
        .sample_size(50)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(u64::from(DAY_MINUTES)));
    let spec = RunSpec::new(Scenario::FreePlay, 7);
    group.bench_function("day_1440_run", |b| {
        b.iter(|| Sim::run(black_box(spec.clone()), &[], DAY_MINUTES).expect("empty timeline"));
    });
    group.bench_function("day_1440_run_summary", |b| {
        b.iter(|| {
            Sim::run_summary(black_box(spec.clone()), &[], DAY_MINUTES).expect("empty timeline")
        });
    });
    group.finish();
}

/// 1 000 seeds of the 3 h bad-deploy scenario, one after the other on one core.
fn ensemble(c: &mut Criterion) {
    let mut group = c.benchmark_group("oncall");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(6));
    group.throughput(Throughput::Elements(u64::from(
        ENSEMBLE_SEEDS * ENSEMBLE_MINUTES,
    )));
    group.bench_function("bad_deploy_180_min_1000_seeds", |b| {
        b.iter(|| {
            (0..ENSEMBLE_SEEDS)
                .map(|seed| {
                    let spec = RunSpec::new(Scenario::BadDeploy, black_box(seed));
                    Sim::run_summary(spec, &[], ENSEMBLE_MINUTES)
                        .expect("empty timeline")
                        .budget_remaining
                })
                .sum::<f64>()
        });
    });
    group.finish();
}

criterion_group!(benches, minute, day, ensemble);
criterion_main!(benches);
