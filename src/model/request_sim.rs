//! A request-level check of the queue: a seeded, deterministic
//! discrete-event simulation of one minute's M/M/N queue with impatient
//! requests (Poisson arrivals at λ, N workers serving in arrival order,
//! exponential service of mean S, a request that would wait longer than
//! its patience τ leaves at τ). It estimates the p99 response time, the
//! timeout share, the probability of waiting and the utilization, each
//! with a 95 % confidence interval from batch means (Law, Simulation
//! Modeling and Analysis, ch. 9: the requests of one run are correlated,
//! the means of long batches nearly not).
//!
//! In arrival order with identical servers a request starts on the server
//! that frees first, so the simulation keeps only each server's next free
//! time in a min-heap: a request's wait is that time minus its arrival, it
//! leaves if the wait is over τ (without taking the server), else it holds
//! the server for its service. Exact for FCFS M/M/N+D (Barrer 1957).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

mod ziggurat;

use super::rng::Mulberry32;
use ziggurat::Ziggurat;

/// What to simulate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RequestSimSpec {
    /// Workers N (at least 1).
    pub workers: u32,
    /// Arrivals λ, requests per second (> 0).
    pub arrivals_per_sec: f64,
    /// Mean service time S, seconds (> 0).
    pub service_secs: f64,
    /// Patience τ, seconds: a request that would wait longer leaves.
    pub patience_secs: f64,
    /// Requests measured, after the warm-up, at least (more when the queue
    /// is slow to forget its state; see [`simulate_requests`]).
    pub requests: u64,
    /// The random generator's seed.
    pub seed: u32,
}

/// An estimate and its 95 % confidence interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    /// The mean over the batches.
    pub value: f64,
    /// Lower end of the interval.
    pub low: f64,
    /// Upper end of the interval.
    pub high: f64,
}

impl Estimate {
    /// Does the interval hold `x`?
    pub fn covers(&self, x: f64) -> bool {
        self.low <= x && x <= self.high
    }
}

/// What the simulation measured.
#[derive(Debug, Clone, PartialEq)]
pub struct RequestSimResult {
    /// p99 of the response time over all measured requests, a request that
    /// left counting at its patience; the interval from the spread of the
    /// batches' p99s (sectioning).
    pub p99_secs: Estimate,
    /// Share of requests that left after waiting their patience.
    pub timeout_share: Estimate,
    /// Share of requests that had to wait at all.
    pub wait_probability: Estimate,
    /// Busy share of the workers.
    pub utilization: Estimate,
    /// Requests measured.
    pub requests: u64,
    /// Requests simulated before the measured ones, to warm up.
    pub warm_up_requests: u64,
    /// The measured requests' response times (a request that left counts
    /// at its patience).
    pub histogram: Histogram,
}

/// Response times counted in equal bins from zero.
#[derive(Debug, Clone, PartialEq)]
pub struct Histogram {
    /// Width of a bin, seconds.
    pub bin_secs: f64,
    /// Requests per bin: bin `k` holds times in `[k·w, (k + 1)·w)`.
    pub counts: Vec<u64>,
    /// Requests at or beyond the last bin's end.
    pub above: u64,
}

impl Histogram {
    /// Bins over `[0, top)`, `top` rounded up to 1, 2 or 5 × 10^k seconds.
    fn new(top_secs: f64) -> Self {
        let top = nice_ceil(top_secs);
        Self {
            bin_secs: top / HISTOGRAM_BINS as f64,
            counts: vec![0; HISTOGRAM_BINS],
            above: 0,
        }
    }

    fn add_all(&mut self, times: &[u64]) {
        let per_bin = 1.0 / self.bin_secs;
        let bins = self.counts.len();
        // Four sets of counters, one per lane, with the bins past the end
        // as one more: most times fall in a few bins, and one counter
        // incremented over and over would wait on its own last store.
        let mut lanes = [[0_u64; HISTOGRAM_BINS + 1]; 4];
        let bin = |bits: u64| ((f64::from_bits(bits) * per_bin) as usize).min(bins);
        let mut chunks = times.chunks_exact(4);
        for chunk in &mut chunks {
            for (lane, &bits) in lanes.iter_mut().zip(chunk) {
                lane[bin(bits)] += 1;
            }
        }
        for &bits in chunks.remainder() {
            lanes[0][bin(bits)] += 1;
        }
        for lane in &lanes {
            for (count, add) in self.counts.iter_mut().zip(lane) {
                *count += add;
            }
            self.above += lane[bins];
        }
    }

    /// The end of the last bin, seconds.
    pub fn top_secs(&self) -> f64 {
        self.bin_secs * self.counts.len() as f64
    }
}

/// Bins of the response-time histogram.
pub const HISTOGRAM_BINS: usize = 60;

/// The smallest 1, 2 or 5 × 10^k at or above `x` (1 ms for nothing).
fn nice_ceil(x: f64) -> f64 {
    if !(x.is_finite() && x > 1e-3) {
        return 1e-3;
    }
    let power = 10_f64.powf(x.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&v| v >= x)
        .unwrap_or(10.0 * power)
}

/// Batches of the batch means (Law: 10 to 30).
pub const BATCHES: u64 = 20;

/// Student's t quantile 0.975 for 19 degrees of freedom.
const T_975_19: f64 = 2.093;

/// Simulates `spec` and returns its estimates. Total: bad numbers give a
/// queue that does nothing rather than a panic.
pub fn simulate_requests(spec: &RequestSimSpec) -> RequestSimResult {
    simulate_requests_with(spec, |_, _| true).unwrap_or_else(|| unreachable!("never stopped"))
}

/// Requests simulated between two calls of the progress callback.
pub const PROGRESS_EVERY: u64 = 1 << 16;

/// [`simulate_requests`], telling `progress(done, total)` how many of the
/// requests (warm-up included) are simulated every [`PROGRESS_EVERY`]
/// requests; the run stops, returning `None`, when it answers `false`.
/// The result does not depend on the callback.
pub fn simulate_requests_with(
    spec: &RequestSimSpec,
    mut progress: impl FnMut(u64, u64) -> bool,
) -> Option<RequestSimResult> {
    let mut sim = RequestSim::new(spec);
    while sim.step(PROGRESS_EVERY) {
        let (done, total) = sim.progress();
        if !progress(done, total) {
            return None;
        }
    }
    sim.finish()
}

/// A request-level simulation run a slice at a time: [`RequestSim::step`]
/// simulates the next requests and stops, to be called again later (a
/// browser's page, which has no thread, gives it a slice of each frame).
/// However the steps are cut, the result is that of [`simulate_requests`],
/// bit for bit: the requests are drawn and queued in the same order, and a
/// batch's figures are taken when its last request is simulated.
pub struct RequestSim {
    workers: u32,
    mean_gap: f64,
    service: f64,
    patience: f64,
    warm_requests: u64,
    per_batch: u64,
    rng: Mulberry32,
    ziggurat: Ziggurat,
    queue: Queue,
    /// The simulated clock, seconds.
    now: f64,
    /// Requests simulated so far, warm-up included.
    done: u64,
    /// The batch being measured.
    batch: Option<Batch>,
    /// Each measured batch's p99, timeout share, wait probability and
    /// utilization.
    batches: Vec<[f64; 4]>,
    /// The current batch's response times as their bits: non-negative
    /// floats order as their bits, and integers select faster.
    times: Vec<u64>,
    histogram: Option<Histogram>,
    /// The pooled p99 needs only the largest 1 % of all measured times.
    largest: Largest,
}

/// Where the batch being measured started, and what it counted so far.
#[derive(Debug, Clone, Copy)]
struct Batch {
    start: f64,
    busy_before: f64,
    left: u64,
    waited: u64,
}

impl std::fmt::Debug for RequestSim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (done, total) = self.progress();
        f.debug_struct("RequestSim")
            .field("done", &done)
            .field("total", &total)
            .finish_non_exhaustive()
    }
}

impl RequestSim {
    /// A simulation of `spec`, nothing simulated yet. Total: bad numbers
    /// give a queue that does nothing rather than a panic.
    pub fn new(spec: &RequestSimSpec) -> Self {
        let workers = spec.workers.max(1);
        let lambda = finite_positive(spec.arrivals_per_sec);
        let service = finite_positive(spec.service_secs);
        let patience = if spec.patience_secs.is_finite() {
            spec.patience_secs.max(0.0)
        } else {
            f64::MAX
        };
        let n_mu = f64::from(workers) / service;
        let (warm_requests, per_batch) = run_length(lambda, n_mu, patience, service, spec.requests);
        let measured = per_batch * BATCHES;
        Self {
            workers,
            mean_gap: 1.0 / lambda,
            service,
            patience,
            warm_requests,
            per_batch,
            rng: Mulberry32::new(spec.seed),
            ziggurat: Ziggurat::new(),
            queue: Queue::new(workers),
            now: 0.0,
            done: 0,
            batch: None,
            batches: Vec::with_capacity(BATCHES as usize),
            times: Vec::with_capacity(per_batch as usize),
            histogram: None,
            largest: Largest::new(measured - quantile_rank(measured, 0.99)),
        }
    }

    /// Requests simulated so far and in all, warm-up included.
    pub fn progress(&self) -> (u64, u64) {
        (self.done, self.warm_requests + self.per_batch * BATCHES)
    }

    /// Has every request been simulated?
    pub fn is_done(&self) -> bool {
        self.batches.len() as u64 == BATCHES
    }

    /// Simulates up to `requests` more requests; is there more to do?
    pub fn step(&mut self, requests: u64) -> bool {
        let mut budget = requests;
        while budget > 0 && !self.is_done() {
            let n = if self.done < self.warm_requests {
                let n = budget.min(self.warm_requests - self.done);
                self.warm_up(n);
                n
            } else {
                let n = budget.min(self.per_batch - self.times.len() as u64);
                self.measure(n);
                n
            };
            self.done += n;
            budget -= n;
        }
        !self.is_done()
    }

    /// The estimates, once every request is simulated (`None` before).
    pub fn finish(self) -> Option<RequestSimResult> {
        self.is_done().then(|| {
            batches_result(
                &self.batches,
                self.largest,
                self.histogram,
                self.patience,
                (self.per_batch, self.warm_requests),
            )
        })
    }

    /// `n` requests of the warm-up, not measured.
    fn warm_up(&mut self, n: u64) {
        let (mean_gap, service, patience) = (self.mean_gap, self.service, self.patience);
        let (rng, ziggurat) = (&mut self.rng, &self.ziggurat);
        let mut draw = |mean: f64| ziggurat.draw(rng) * mean;
        let mut now = self.now;
        for _ in 0..n {
            now += draw(mean_gap);
            self.queue.arrive(now, draw(service), patience);
        }
        self.now = now;
    }

    /// `n` requests of the current batch (started here if none is), which
    /// ends once it holds `per_batch` requests.
    fn measure(&mut self, n: u64) {
        let (mean_gap, service, patience) = (self.mean_gap, self.service, self.patience);
        let mut batch = self.batch.take().unwrap_or_else(|| {
            self.times.clear();
            Batch {
                start: self.now,
                busy_before: self.queue.busy_secs,
                left: 0,
                waited: 0,
            }
        });
        let (rng, ziggurat) = (&mut self.rng, &self.ziggurat);
        let mut draw = |mean: f64| ziggurat.draw(rng) * mean;
        let mut now = self.now;
        for _ in 0..n {
            now += draw(mean_gap);
            let service_secs = draw(service);
            match self.queue.arrive(now, service_secs, patience) {
                Outcome::Served { wait } => {
                    batch.waited += u64::from(wait > 0.0);
                    self.times.push((wait + service_secs).to_bits());
                }
                Outcome::Left => {
                    batch.left += 1;
                    batch.waited += 1;
                    self.times.push(patience.to_bits());
                }
            }
        }
        self.now = now;
        if self.times.len() as u64 == self.per_batch {
            self.end_batch(&batch);
        } else {
            self.batch = Some(batch);
        }
    }

    /// The figures of a batch whose requests are all in `times`.
    fn end_batch(&mut self, batch: &Batch) {
        let times = &mut self.times;
        let n = self.per_batch as f64;
        let span = (self.now - batch.start).max(f64::MIN_POSITIVE);
        // The first batch sets the histogram's range: a quarter above its
        // 99.9th percentile.
        let histogram = self
            .histogram
            .get_or_insert_with(|| Histogram::new(1.25 * quantile(times, 0.999)));
        histogram.add_all(times);
        self.largest.add(times);
        let batch_p99 = quantile(times, 0.99);
        let busy = self.queue.busy_secs - batch.busy_before;
        self.batches.push([
            batch_p99,
            batch.left as f64 / n,
            batch.waited as f64 / n,
            (busy / (f64::from(self.workers) * span)).min(1.0),
        ]);
    }
}

/// The result of the measured batches (each its p99, timeout share, wait
/// probability and utilization), with `largest` holding the largest 1 %
/// of all their times: the pooled p99 with the batches' spread, the other
/// estimates over the batches.
fn batches_result(
    batches: &[[f64; 4]],
    largest: Largest,
    histogram: Option<Histogram>,
    patience: f64,
    (per_batch, warm_requests): (u64, u64),
) -> RequestSimResult {
    let estimate = |k: usize| interval(batches.iter().map(|b| b[k]));
    // Sectioning (Asmussen & Glynn, Stochastic Simulation, 2007, III.5a):
    // the p99 of all measured requests, with the batches' spread. The mean
    // of the batches' p99s would be biased low where the queue's state
    // varies from batch to batch, as it does near saturation.
    let pooled = largest.least().unwrap_or(batches[0][0]);
    let spread = estimate(0);
    let half = 0.5 * (spread.high - spread.low);
    RequestSimResult {
        p99_secs: Estimate {
            value: pooled,
            low: pooled - half,
            high: pooled + half,
        },
        timeout_share: estimate(1),
        wait_probability: estimate(2),
        utilization: estimate(3),
        requests: per_batch * BATCHES,
        warm_up_requests: warm_requests,
        histogram: histogram.unwrap_or_else(|| Histogram::new(patience)),
    }
}

/// At most this many requests per batch, whatever the queue's memory.
const MAX_PER_BATCH: u64 = 1 << 26;

/// How many requests to warm up with and to measure in each batch.
///
/// The queue forgets its state in about `T = min(2σ²/d², D²/(5σ²))`
/// seconds, with `σ² = λ + nμ` the variance rate of the queue length,
/// `d = |λ − nμ|` its drift and `D = τ·nμ` the depth at which waiting
/// requests leave: the relaxation time of a reflected Brownian motion with
/// that drift, or, near saturation where the drift vanishes, of one held
/// between 0 and `D` (Law ch. 9; Whitt, "Planning queueing simulations",
/// 1989). Each batch spans at least `5T`, so that the batch means are
/// nearly independent and the interval honest; more requests than asked
/// for are measured when that needs it (up to 2^26 per batch).
///
/// The warm-up starts from empty and lasts long enough for the queue to
/// fill to its patience, several times over: with a drift, `D/d` seconds;
/// at saturation, by diffusion, about `D²/σ²`; at least `5T`, a hundred
/// service times and a tenth of the measured run (at most as many requests
/// as the longest measured run).
fn run_length(lambda: f64, n_mu: f64, patience: f64, service: f64, requests: u64) -> (u64, u64) {
    let variance = lambda + n_mu;
    let drift = (lambda - n_mu).abs().max(f64::MIN_POSITIVE);
    let depth = if patience < f64::MAX {
        patience * n_mu
    } else {
        f64::INFINITY
    };
    let forget_secs = (2.0 * variance / (drift * drift)).min(depth * depth / (5.0 * variance));
    let batch_requests = (5.0 * forget_secs * lambda).min(MAX_PER_BATCH as f64) as u64;
    let per_batch = (requests / BATCHES)
        .max(batch_requests)
        .clamp(1, MAX_PER_BATCH);
    let fill_secs = if depth.is_finite() {
        (depth / drift).min(depth * depth / variance)
    } else {
        0.0
    };
    let warm_secs = (5.0 * fill_secs).max(5.0 * forget_secs.min(1e12)) + 100.0 * service;
    let most = (MAX_PER_BATCH * BATCHES) as f64;
    let warm_requests = ((warm_secs * lambda).min(most) as u64).max(per_batch * BATCHES / 10);
    (warm_requests, per_batch)
}

fn finite_positive(x: f64) -> f64 {
    if x.is_finite() && x > 0.0 {
        x
    } else {
        f64::MIN_POSITIVE
    }
}

/// What became of one request.
enum Outcome {
    Served { wait: f64 },
    Left,
}

/// The workers' next free times, earliest first (non-negative floats
/// order as their bits), and the service given so far.
struct Queue {
    free_at: BinaryHeap<Reverse<u64>>,
    busy_secs: f64,
}

impl Queue {
    fn new(workers: u32) -> Self {
        Self {
            free_at: (0..workers).map(|_| Reverse(0.0_f64.to_bits())).collect(),
            busy_secs: 0.0,
        }
    }

    fn arrive(&mut self, now: f64, service_secs: f64, patience: f64) -> Outcome {
        let Some(mut first) = self.free_at.peek_mut() else {
            return Outcome::Left;
        };
        let free = f64::from_bits(first.0);
        let wait = (free - now).max(0.0);
        if wait > patience {
            return Outcome::Left;
        }
        first.0 = (now + wait + service_secs).to_bits();
        self.busy_secs += service_secs;
        Outcome::Served { wait }
    }
}

/// The 0-based index, in ascending order, of the `q` quantile of `n`
/// values by the nearest rank: `⌈q·n⌉ − 1`, within `0..n`.
fn quantile_rank(n: u64, q: f64) -> u64 {
    ((q * n as f64).ceil() as u64).clamp(1, n.max(1)) - 1
}

/// The `q` quantile of non-negative `times` (their bits, reordered), by
/// the nearest rank.
fn quantile(times: &mut [u64], q: f64) -> f64 {
    if times.is_empty() {
        return 0.0;
    }
    let rank = quantile_rank(times.len() as u64, q) as usize;
    f64::from_bits(*times.select_nth_unstable(rank).1)
}

/// The largest `count` of the times seen so far (their bits), kept by a
/// floor below which no time can be among them: a batch costs one scan,
/// and a selection only when the kept ones pile up.
struct Largest {
    count: usize,
    floor: u64,
    kept: Vec<u64>,
}

impl Largest {
    fn new(count: u64) -> Self {
        Self {
            count: count.max(1) as usize,
            floor: 0,
            kept: Vec::new(),
        }
    }

    fn add(&mut self, times: &[u64]) {
        let floor = self.floor;
        self.kept.extend(times.iter().filter(|&&t| t >= floor));
        if self.kept.len() > 2 * self.count {
            self.trim();
        }
    }

    /// Keeps only the `count` largest and raises the floor to the least.
    fn trim(&mut self) {
        if self.kept.len() > self.count {
            let cut = self.kept.len() - self.count;
            self.kept.select_nth_unstable(cut);
            self.kept.drain(..cut);
        }
        self.floor = self.kept.iter().copied().min().unwrap_or(0);
    }

    /// The least of the `count` largest: the quantile they leave above.
    fn least(mut self) -> Option<f64> {
        self.trim();
        (!self.kept.is_empty()).then(|| f64::from_bits(self.floor))
    }
}

/// The mean of the batch values and its 95 % interval.
fn interval(values: impl Iterator<Item = f64>) -> Estimate {
    let values: Vec<f64> = values.collect();
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = T_975_19 * (variance / n).sqrt();
    Estimate {
        value: mean,
        low: mean - half,
        high: mean + half,
    }
}

#[cfg(test)]
mod tests {
    use super::{Estimate, RequestSimSpec, simulate_requests};
    use crate::model::queueing;

    fn spec(workers: u32, rho: f64, patience_secs: f64, seed: u32) -> RequestSimSpec {
        let service_secs = 0.07;
        RequestSimSpec {
            workers,
            arrivals_per_sec: rho * f64::from(workers) / service_secs,
            service_secs,
            patience_secs,
            requests: 200_000,
            seed,
        }
    }

    /// Does the interval hold `exact`? A share too rare to be seen once in
    /// the run's `requests` is covered by the zero the run saw.
    fn covers_or_unseen(estimate: Estimate, exact: f64, requests: u64) -> bool {
        let unseen = exact * (requests as f64) < 1.0 && estimate.high == 0.0;
        estimate.covers(exact) || unseen
    }

    #[test]
    fn the_same_seed_gives_the_same_estimates() {
        let a = simulate_requests(&spec(16, 0.8, 2.0, 7));
        assert_eq!(a, simulate_requests(&spec(16, 0.8, 2.0, 7)));
        assert_ne!(a, simulate_requests(&spec(16, 0.8, 2.0, 8)));
    }

    #[test]
    fn a_patient_queue_waits_as_erlang_c_says_and_is_busy_rho_of_the_time() {
        let mut covered = 0;
        let cases = [(1, 0.5), (4, 0.7), (16, 0.8), (160, 0.9)];
        for (workers, rho) in cases {
            for seed in 1..=5 {
                let result = simulate_requests(&spec(workers, rho, f64::INFINITY, seed));
                let a = rho * f64::from(workers);
                let c = queueing::erlang_c(a, workers);
                covered += u32::from(result.wait_probability.covers(c));
                assert!(
                    (result.utilization.value - rho).abs() < 0.02,
                    "{workers} {rho}"
                );
                assert_eq!(result.timeout_share.value, 0.0);
            }
        }
        // A 95 % interval covers the exact value in at least 90 % of cases.
        assert!(covered >= 18, "covered {covered} of 20");
    }

    /// The abandonment share and the probability of waiting of M/M/N+D
    /// [8] inside the simulation's intervals, across saturation: ρ from 0.5
    /// to 1.5 with ρ = 1 exactly, at N = 16 (where the queue at ρ = 1
    /// settles in minutes of simulated time) and at N = 160 (the
    /// reference's 0.0476 at ρ = 1.05, 1/3 at ρ = 1.5), in at least 90 % of
    /// seeded cases.
    #[test]
    fn impatient_requests_leave_as_barrers_formula_says_across_saturation() {
        let (mut covered, mut cases) = (0, 0);
        let grid = [0.5, 0.75, 0.9, 1.0, 1.1, 1.25, 1.5].map(|rho| (16, rho, 0.07));
        let wide = [(160, 1.05, 0.0742), (160, 1.5, 0.0742)];
        for (workers, rho, service_secs) in grid.into_iter().chain(wide) {
            for seed in 1..=4 {
                let spec = RequestSimSpec {
                    workers,
                    arrivals_per_sec: rho * f64::from(workers) / service_secs,
                    service_secs,
                    patience_secs: 2.0,
                    requests: 200_000,
                    seed,
                };
                let result = simulate_requests(&spec);
                let (n, lambda) = (spec.workers, spec.arrivals_per_sec);
                for (estimate, exact) in [
                    (
                        result.timeout_share,
                        queueing::timeout_share_with_abandonment(n, lambda, service_secs, 2.0),
                    ),
                    (
                        result.wait_probability,
                        queueing::wait_probability(n, lambda, service_secs, 2.0),
                    ),
                ] {
                    cases += 1;
                    let ok = covers_or_unseen(estimate, exact, result.requests);
                    if !ok {
                        eprintln!("N = {n}, ρ = {rho}, seed {seed}: {estimate:?} vs {exact}");
                    }
                    covered += u32::from(ok);
                }
                assert!(result.p99_secs.value <= 2.0 + service_secs * 20.0);
            }
        }
        assert!(
            f64::from(covered) >= 0.9 * f64::from(cases),
            "covered {covered} of {cases}"
        );
    }

    /// At the default 1 000 000 requests the p99's interval is within ±2 %
    /// of the p99 for ρ ≤ 0.95 at the fleet sizes of the on-call service
    /// (10 and 40 instances: N = 160 and 640).
    #[test]
    fn a_million_requests_pin_the_p99_within_two_percent() {
        for workers in [160, 640] {
            for rho in [0.5, 0.8, 0.9, 0.95] {
                let spec = RequestSimSpec {
                    requests: 1_000_000,
                    ..spec(workers, rho, 2.0, 3)
                };
                let p99 = simulate_requests(&spec).p99_secs;
                let half = 0.5 * (p99.high - p99.low);
                assert!(
                    half <= 0.02 * p99.value,
                    "N = {workers}, ρ = {rho}: {p99:?}"
                );
            }
        }
    }

    #[test]
    fn the_histogram_holds_every_measured_request() {
        let result = simulate_requests(&spec(16, 0.9, 2.0, 2));
        let h = &result.histogram;
        assert_eq!(h.counts.iter().sum::<u64>() + h.above, result.requests);
        // The range is a quarter above the first batch's 99.9th percentile.
        assert!(h.above * 500 < result.requests, "{} above", h.above);
        assert!(h.top_secs() > result.p99_secs.value);
    }

    #[test]
    fn a_stopped_run_returns_nothing_and_progress_counts_up() {
        let spec = spec(16, 0.9, 2.0, 2);
        let mut seen = Vec::new();
        let full = super::simulate_requests_with(&spec, |done, total| {
            seen.push((done, total));
            true
        });
        assert_eq!(full.as_ref(), Some(&simulate_requests(&spec)));
        assert!(
            seen.windows(2)
                .all(|w| w[0].0 <= w[1].0 && w[0].1 == w[1].1)
        );
        let stopped = super::simulate_requests_with(&spec, |done, _| done < 100_000);
        assert_eq!(stopped, None);
    }

    /// The simulation's intervals cover the exact values (the exact p99
    /// where waits beyond τ are negligible, the M/M/N+D shares) in at
    /// least 90 % of seeded cases.
    #[test]
    fn the_intervals_cover_the_exact_second_opinion() {
        let (mut covered, mut cases) = (0, 0);
        for (workers, rho) in [(16, 0.7), (160, 0.9), (160, 0.95), (4, 0.8)] {
            for seed in 1..=5 {
                let spec = spec(workers, rho, 2.0, seed);
                let result = simulate_requests(&spec);
                let (n, lambda, s) = (spec.workers, spec.arrivals_per_sec, spec.service_secs);
                let exact = [
                    (result.p99_secs, queueing::p99_exact_secs(n, lambda, s, 2.0)),
                    (
                        result.timeout_share,
                        queueing::timeout_share_with_abandonment(n, lambda, s, 2.0),
                    ),
                    (
                        result.wait_probability,
                        queueing::wait_probability(n, lambda, s, 2.0),
                    ),
                ];
                for (estimate, value) in exact {
                    cases += 1;
                    let ok = covers_or_unseen(estimate, value, result.requests);
                    if !ok {
                        eprintln!("{workers} {rho} {seed}: {estimate:?} vs {value}");
                    }
                    covered += u32::from(ok);
                }
            }
        }
        assert!(
            f64::from(covered) >= 0.9 * f64::from(cases),
            "covered {covered} of {cases}"
        );
    }

    #[test]
    fn bad_numbers_give_an_idle_queue_not_a_panic() {
        for (lambda, service) in [(f64::NAN, 0.07), (100.0, 0.0), (-1.0, f64::INFINITY)] {
            let result = simulate_requests(&RequestSimSpec {
                workers: 0,
                arrivals_per_sec: lambda,
                service_secs: service,
                patience_secs: f64::NAN,
                requests: 100,
                seed: 1,
            });
            assert!(result.p99_secs.value.is_finite());
            assert!(result.utilization.value.is_finite());
        }
    }

    /// However the run is cut into steps, the result is the one-shot
    /// run's, bit for bit (a batch cut anywhere, the warm-up too).
    #[test]
    fn a_run_in_steps_gives_the_one_shot_result() {
        for (workers, rho, seed) in [(16, 0.8, 7), (4, 1.2, 3), (1, 0.5, 9)] {
            let spec = RequestSimSpec {
                requests: 20_000,
                ..spec(workers, rho, 2.0, seed)
            };
            let whole = simulate_requests(&spec);
            for step in [1, 7, 999, 1 << 16] {
                let mut sim = super::RequestSim::new(&spec);
                let mut calls = 0;
                while sim.step(step) {
                    calls += 1;
                    assert!(!sim.is_done());
                }
                let (done, total) = sim.progress();
                assert_eq!(done, total);
                assert!(calls >= total.div_ceil(step) - 1, "{calls} steps of {step}");
                assert_eq!(sim.finish().as_ref(), Some(&whole), "steps of {step}");
            }
        }
    }
}
