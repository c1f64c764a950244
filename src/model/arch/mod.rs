//! The architecture path model: a fluid queue model of one request path,
//! pushed with a constant load for ten seconds (the seed page "Proof · 03,
//! Architecture simulator").
//!
//! # The path
//!
//! load → load balancer → app → optional cache → database, with an optional
//! queue + workers tier beside the cache: when it is on, 30 % of the requests
//! the app serves become jobs, and each processed job is one database write.
//!
//! Every stage holds a backlog in requests, serves at its capacity and queues
//! the rest; beyond its buffer it rejects. Per step of `Δt` = 0.25 s:
//!
//! ```text
//! demand   = backlog + arrivals                  (requests)
//! served   = min(demand, capacity · Δt)
//! ρ        = arrivals ÷ (capacity · Δt)          (utilization)
//! backlog' = min(demand − served, buffer)
//! rejected = demand − served − backlog'
//! wait     = backlog' ÷ capacity                 (Little's law [4])
//! ```
//!
//! | Stage | Capacity                              | Buffer                       | Service time   |
//! |-------|---------------------------------------|------------------------------|----------------|
//! | LB    | 2 000 rps × instances                 | 500 per instance             | 0.5 ms         |
//! | App   | replicas × concurrency ÷ service time | 64 per replica               | service time   |
//! | Cache | 20 000 rps                            | 5 000                        | 0.05 ms        |
//! | Queue | workers ÷ job time                    | the user's buffer            | job time       |
//! | DB    | connections ÷ query time              | 200 per connection           | query time     |
//!
//! The client retries failed requests, and a run fails when more than 5 % of
//! the offered requests fail in one step. [`find_fix`] searches the smallest
//! single change that passes with headroom; [`sweep`] runs the same path at
//! loads from near zero to twice its capacity.
//!
//! # Choices the seed leaves open
//!
//! The same choices are listed, in English, in [`ASSUMPTIONS`] for the
//! model reference.
//!
//! - **Defaults** the seed does not give: client timeout 1 000 ms, 2 retries
//!   (3 attempts, a common client default), cache hit ratio 80 %, queue tier
//!   with 8 workers, 50 ms jobs, a 1 000-job buffer. The LB adds 0.5 ms
//!   (1 ÷ 2 000 rps), a cache lookup 0.05 ms (1 ÷ 20 000 rps) \[6\].
//! - **Flow within a step**: what a stage serves reaches the next stage in
//!   the same step; rejections happen at once, when the buffer is full.
//! - **Request classes**: cache hits (LB, app, cache), database reads (LB,
//!   app, cache if on, DB) and, with the queue tier on, jobs (LB, app, queue
//!   wait, job time). Step latency is the traffic-weighted mean of the class
//!   latencies, each the sum of service times and waits on its path.
//! - **The queue tier**: 30 % of what the app serves becomes jobs. A job's
//!   client waits for the worker; the worker hands its one database write
//!   to the database without waiting for it (so worker capacity stays
//!   workers ÷ job time), and the write loads the database like a read. A
//!   write refused by a full database fails the job. Jobs skip the cache.
//! - **Timeouts, per step**: waits are the backlogs at the end of the step
//!   over the capacities; a class whose latency then exceeds the client
//!   timeout fails entirely in that step (no latency distribution). Other
//!   classes fail in proportion to the share rejected at each stage on their
//!   path, `1 − Π(1 − rejected share)`.
//! - **Timed-out requests are still served** (the servers do not know the
//!   client gave up): in the flow balance they count as served; only
//!   rejections leave the path as failed.
//! - **Retries**: every failed request, timed out or rejected, is sent again
//!   in the next step, up to the retries setting. Attempt k + 1 of a step is
//!   attempt k of the previous step times that step's failing share, so with
//!   everything failing the load climbs towards (retries + 1) × the fresh
//!   load \[SRE 22\].
//! - **Utilization** is `ρ = arrivals ÷ (capacity · Δt)`, not capped; above 1
//!   the tier is saturated and its backlog grows. Off tiers read 0.
//! - **The bottleneck** is the tier that saturates first; in a tie within a
//!   step the most overloaded, then the first along the path. If none
//!   saturates, the tier with the highest peak utilization.
//! - **Pass and headroom**: a run passes when no step has more than 5 % of
//!   its offered requests failing; with headroom when, besides, every tier's
//!   peak utilization is at most 85 %.
//! - **The smallest fix** changes one setting other than the load. Its size
//!   is `|ln(new ÷ old)|` (doubling and halving count the same), with
//!   `+ 1` on both sides for settings that may be zero (retries, hit ratio,
//!   queue buffer); switching a tier on or off counts as `ln 2` and uses the
//!   tier's current settings. Candidates are the values on each setting's
//!   slider grid; ties go to a number before a switch, then to the setting
//!   listed first in [`Setting::ALL`], then to the increase. Settings of a
//!   tier that is off are not candidates. See [`find_fix`].
//! - **The sweep** runs loads `2 × saturation × i ÷ n`, `i = 1 … n`, where
//!   saturation is the load at which the first tier saturates without
//!   retries ([`ArchConfig::saturation_rps`]). The knee is the highest swept
//!   load at which no tier saturated.

//! # Beyond the seed: a trigger and five remedies
//!
//! The seed leaves these out on purpose; they stand beside its model, each
//! off by default, and with all of them off every run is the seed's, bit
//! for bit (the command line's JSON is compared with outputs committed
//! before they were written). Our fluid forms, in steps of 0.25 s:
//!
//! - **Trigger**: a tier's service time × `slow_factor` in the steps that
//!   start in `[slow_from_s, slow_to_s)` (its capacity ÷ the factor). A run
//!   with a trigger passes when it *recovers*: at most 5 % failing in the
//!   steps that end before the trigger starts, in those from
//!   [`RECOVERY_SECS`] after it ends and in the last one, and at most 85 %
//!   busy in those steps.
//!   A trigger that leaves the path down once it is gone, the retries
//!   sustaining the overload, is a metastable failure \[14\].
//! - **Retry budget** \[10\]: the retries sent in a step are at most
//!   `budget.pct` % of the fresh load; each due retry is sent with the share
//!   that fits, the rest fail unsent and are not retried.
//! - **Backoff with full jitter** \[12\]: the k-th retry of a request failed
//!   in step s waits `U(0, min(cap, base × 2^(k−1)))`; the share sent in step
//!   s + j is that interval's part in `[(j − 1)·Δt, j·Δt)`.
//! - **Circuit breaker** \[13\]: closed → open when the failing share of what
//!   it sent over its window (closed steps only) passes the threshold; open
//!   for the cool-down, nothing sent; half open for one step, the probe
//!   share sent; closed again if at most the threshold of the probes fail.
//!   What it fails is not retried.
//! - **Deadline-aware servers** \[10\]: a stage keeps waiting at most
//!   `(timeout − time spent before it − its service time) × capacity`; the
//!   rest is dropped as expired and fails like a rejection.
//! - **Adaptive throttling** \[11\]: the client rejects locally with
//!   `p = max(0, (requests − K·accepts) ÷ (requests + 1))` over its window,
//!   requests counted as they reach it (after the breaker), accepts the
//!   sent requests that did not fail.
//!
//! The fix search tries each remedy by its switch (size ln 2, as a tier
//! switched on) and never the load or the trigger; with a trigger it lists
//! every single change that recovers. Sources: \[10\]\[11\] *Site Reliability
//! Engineering*, ch. 21–22; \[12\] Brooker, "Exponential Backoff And Jitter"
//! (2015); \[13\] Nygard, *Release It!* (2007); \[14\] Bronson et al.,
//! "Metastable Failures in Distributed Systems" (`HotOS` 2021).
//!
//! # Units
//!
//! Rates in requests per second (`_rps`), times in milliseconds (`_ms`) or
//! seconds (`_secs`), amounts in requests (`_requests`), shares and
//! utilizations as fractions (1 = 100 %). Source markers: \[4\] Little's law,
//! \[6\] illustrative calibration, \[SRE 22\] *Site Reliability Engineering*,
//! ch. 22 "Addressing Cascading Failures".
//!
//! The model is pure: no I/O, no clocks, no randomness. The same
//! configuration always gives the same trace, bit for bit.

mod config;
mod error;
mod fix;
mod setting_spec;
mod sim;
mod stage;
mod sweep;

pub use config::{
    AppConfig, ArchConfig, BackoffConfig, BreakerConfig, BudgetConfig, CacheConfig, DbConfig,
    DeadlineConfig, LbConfig, LoadConfig, QueueConfig, Remedy, Setting, SettingKind, SettingRange,
    Slowdown, ThrottleConfig,
};
pub use error::ArchError;
pub use fix::{Fix, FixOutcome, FixSearch, find_fix};
pub use setting_spec::{SETTING_SPECS, SettingPart, SettingSpec, SettingUnit};
pub use sim::{
    ArchRun, BreakerState, FlowTotals, RECOVERY_SECS, Recovery, StageStatus, Step, simulate,
};
pub use stage::{PerStage, Stage};
pub use sweep::{MAX_SWEEP_POINTS, MIN_SWEEP_POINTS, Sweep, SweepPoint, sweep};

/// Length of one step, s. The seed: "Step size 250 ms".
pub const STEP_SECS: f64 = 0.25;
/// Number of steps in a run: ten seconds.
pub const STEP_COUNT: usize = 40;
/// Length of a run, s (`STEP_SECS × STEP_COUNT`).
pub const RUN_SECS: f64 = STEP_SECS * STEP_COUNT as f64;

/// Capacity of one load balancer instance, rps (fixed by the seed).
pub const LB_CAPACITY_RPS_PER_INSTANCE: f64 = 2_000.0;
/// Queued connections one load balancer instance holds (fixed by the seed).
pub const LB_BUFFER_PER_INSTANCE: f64 = 500.0;
/// Time the load balancer adds to a request, ms: `1 ÷ 2 000 rps` (ours \[6\]).
pub const LB_SERVICE_MS: f64 = 1_000.0 / LB_CAPACITY_RPS_PER_INSTANCE;
/// Waiting requests one app replica holds (fixed by the seed).
pub const APP_BUFFER_PER_REPLICA: f64 = 64.0;
/// Capacity of the cache tier, rps (fixed by the seed).
pub const CACHE_CAPACITY_RPS: f64 = 20_000.0;
/// Queued lookups the cache tier holds (fixed by the seed).
pub const CACHE_BUFFER: f64 = 5_000.0;
/// Time a cache lookup takes, ms: `1 ÷ 20 000 rps` (ours \[6\]).
pub const CACHE_SERVICE_MS: f64 = 1_000.0 / CACHE_CAPACITY_RPS;
/// Share of the app's requests that wait for a worker when the queue tier is
/// on (fixed by the seed: 30 %).
pub const ASYNC_SHARE: f64 = 0.30;
/// Waiting queries one database connection holds (fixed by the seed).
pub const DB_BUFFER_PER_CONNECTION: f64 = 200.0;
/// A run fails when more than this share of the offered requests fails in
/// one step (the seed: 5 %).
pub const FAILING_SHARE_LIMIT: f64 = 0.05;
/// Headroom: a fix must keep every tier's peak utilization at or below this
/// (the seed: 85 %).
pub const HEADROOM_UTILIZATION: f64 = 0.85;
/// The most retries a client may make per request (the top of the
/// `load.retries` range).
pub const MAX_RETRIES: u32 = 10;

/// The modelling choices the seed leaves open, in English, for the model
/// reference (the window shows localized versions).
pub const ASSUMPTIONS: &[&str] = &[
    "Defaults the seed does not give: client timeout 1 000 ms, 2 retries (3 attempts in all), cache hit ratio 80 %, queue tier with 8 workers, 50 ms jobs and a 1 000-job buffer.",
    "The load balancer adds 0.5 ms per request (1 ÷ 2 000 rps) and a cache lookup 0.05 ms (1 ÷ 20 000 rps); the app, the workers and the database take their set service, job and query times.",
    "Within a step, each stage serves min(backlog + arrivals, capacity × 0.25 s); what it cannot serve waits up to its buffer, the rest is rejected at once. What a stage serves reaches the next stage in the same step.",
    "Waiting time at a stage is its backlog at the end of the step divided by its capacity; a request offered in a step sees those waits.",
    "Requests form up to three classes: cache hits (LB, app, cache), database reads (LB, app, cache if on, DB) and, with the queue tier on, jobs (LB, app, queue wait and job time). Latency is the traffic-weighted mean of the class latencies.",
    "With the queue tier on, 30 % of what the app serves becomes jobs. A job's client waits for the worker; the worker hands its one database write to the database and does not wait for it, so worker capacity stays workers ÷ job time. The write loads the database like a read; a write refused by a full database fails the job. Jobs never use the cache.",
    "Timeouts: a class whose latency in a step exceeds the client timeout fails entirely in that step (no latency distribution). Other requests fail in proportion to the share rejected at each stage on their path.",
    "Timed-out requests stay in the backlogs and are still served: the servers do not know the client has given up. In the flow balance they count as served; only rejections leave the path as failed.",
    "Retries: every failed request (timed out or rejected) is sent again in the next step, up to the retries setting. Attempt k+1 in a step is attempt k of the previous step times that step's failing share, so with everything failing the load climbs towards (retries + 1) × the fresh load.",
    "Utilization of a stage in a step is the load asked of it, arrivals ÷ (capacity × 0.25 s) (ρ = λ ÷ μ). It is not capped: above 100 % the stage is saturated and its backlog grows. A backlog only builds after such a step, so a run whose peak utilization stays at or below 85 % never queues. Tiers that are off have zero utilization.",
    "The bottleneck is the tier that saturates (utilization above 100 %) first; in a tie within a step, the most overloaded one, then the first along the path. If no tier saturates, it is the tier with the highest peak utilization, the one that would give up first as the load grows.",
    "A run passes when no step has more than 5 % of its offered requests failing; it passes with headroom when, in addition, every tier's peak utilization is at most 85 %.",
    "The fix changes exactly one setting other than the load. Its size is |ln(new ÷ old)|, so doubling and halving count the same; for settings that may be zero (retries, hit ratio, queue buffer) the ratio is (new + 1) ÷ (old + 1). Switching a tier on or off counts as ln 2, like a doubling, and uses the tier's current settings.",
    "The fix search tries values on each setting's slider grid, in order of size, and takes the first that passes with headroom. Ties go to a number before a switch, then to the setting listed first (path order; within a tier, the count before the time), then to the increase. Settings of a tier that is off are not tried.",
    "The sweep runs the same path at loads from 1/n to 2 × the path's capacity (the load at which its first tier saturates without retries) in n equal steps. The knee is the highest swept load at which no tier saturates: below it latency stays at the sum of service times, above it the backlogs grow.",
];

#[cfg(test)]
#[expect(
    clippy::float_cmp,
    reason = "the model is deterministic: these values are exact, not approximations"
)]
mod tests {
    use super::*;

    #[test]
    fn derived_constants() {
        assert_eq!(RUN_SECS, 10.0);
        assert_eq!(LB_SERVICE_MS, 0.5);
        assert_eq!(CACHE_SERVICE_MS, 0.05);
    }

    #[test]
    fn assumptions_are_sentences() {
        assert!(ASSUMPTIONS.len() >= 10);
        for text in ASSUMPTIONS {
            assert!(text.ends_with('.'), "{text}");
        }
    }
}
