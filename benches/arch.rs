//! Benchmarks of the architecture path model (`cargo bench --bench arch`).
//!
//! Targets, in release: one 10 s run ≤ 20 µs, the fix search ≤ 20 ms, a
//! 60-point sweep ≤ 5 ms. The fix search is measured three ways: on the
//! seed's default (a doubling of the DB pool), on a path that needs a
//! larger change (its search tries more candidates), and on a path with no
//! single fix, where it exhausts every setting's grid (the worst case).
//! Beyond the seed: a run with every remedy on and a trigger (≤ 20 µs),
//! and the fix search on the metastable example, which lists every single
//! change that recovers (≤ 20 ms).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use sre_sim::model::arch::{ArchConfig, find_fix, simulate, sweep};

fn config(assignments: &[&str]) -> ArchConfig {
    let mut config = ArchConfig::default();
    for assignment in assignments {
        config
            .apply_assignment(assignment)
            .expect("a valid assignment");
    }
    config
}

fn run(c: &mut Criterion) {
    let mut group = c.benchmark_group("arch");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    let default = ArchConfig::default();
    group.bench_function("run_10s_default", |b| {
        b.iter(|| simulate(black_box(&default)));
    });
    let full = config(&["cache.on=on", "queue.on=on", "load.rps=900"]);
    group.bench_function("run_10s_all_tiers", |b| {
        b.iter(|| simulate(black_box(&full)));
    });
    let remedies = config(&[
        "cache.on=on",
        "queue.on=on",
        "load.rps=900",
        "db.slow_factor=3",
        "budget.on=on",
        "backoff.on=on",
        "breaker.on=on",
        "deadline.on=on",
        "throttle.on=on",
    ]);
    group.bench_function("run_10s_every_remedy_and_a_trigger", |b| {
        b.iter(|| simulate(black_box(&remedies)));
    });
    group.finish();
}

fn fix(c: &mut Criterion) {
    let mut group = c.benchmark_group("arch");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    let default = ArchConfig::default();
    group.bench_function("fix_default", |b| {
        b.iter(|| find_fix(black_box(&default)));
    });
    let big = config(&["load.rps=1500", "app.replicas=6", "lb.instances=2"]);
    group.bench_function("fix_db_pool_x7", |b| {
        b.iter(|| find_fix(black_box(&big)));
    });
    let hopeless = config(&["load.rps=2000", "app.replicas=1"]);
    group.bench_function("fix_none_exhaustive", |b| {
        b.iter(|| find_fix(black_box(&hopeless)));
    });
    let metastable = config(&["db.connections=10", "db.slow_factor=3"]);
    group.bench_function("fix_metastable_every_change", |b| {
        b.iter(|| find_fix(black_box(&metastable)));
    });
    let below = config(&["db.slow_factor=3"]);
    group.bench_function("fix_trigger_below_the_load", |b| {
        b.iter(|| find_fix(black_box(&below)));
    });
    group.finish();
}

fn load_sweep(c: &mut Criterion) {
    let mut group = c.benchmark_group("arch");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    let default = ArchConfig::default();
    group.bench_function("sweep_60_default", |b| {
        b.iter(|| sweep(black_box(&default), 60));
    });
    group.finish();
}

criterion_group!(benches, run, fix, load_sweep);
criterion_main!(benches);
