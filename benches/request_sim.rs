//! The request-level simulation's speed (`cargo bench --bench request_sim`).
//!
//! Target: at least 20 million simulated requests per second on one core,
//! N = 160 workers at ρ = 0.9 (S = 70 ms, τ = 2 s), warm-up included.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sre_sim::model::request_sim::{RequestSimSpec, simulate_requests};

fn one_minute_check(c: &mut Criterion) {
    let spec = RequestSimSpec {
        workers: 160,
        arrivals_per_sec: 0.9 * 160.0 / 0.07,
        service_secs: 0.07,
        patience_secs: 2.0,
        requests: 1_000_000,
        seed: 1,
    };
    // The warm-up is part of the work: count every simulated request.
    let once = simulate_requests(&spec);
    let simulated = once.requests + once.warm_up_requests;
    let mut group = c.benchmark_group("request_sim");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5))
        .throughput(Throughput::Elements(simulated));
    group.bench_function("n160_rho0.9_1m_requests", |b| {
        b.iter(|| simulate_requests(black_box(&spec)));
    });
    group.finish();
}

criterion_group!(benches, one_minute_check);
criterion_main!(benches);
