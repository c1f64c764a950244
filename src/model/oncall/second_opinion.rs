//! A second opinion beside the seed's queueing relations, for one minute:
//! the exact p99 of the same M/M/N queue [7], the share of requests that
//! time out when a timed-out request leaves the queue (M/M/N+D) [8], and a
//! request-level simulation of the minute's queue [9]. The seed's values
//! drive the game; these stand beside them and never feed back.

use super::constants::TIMEOUT_SECS;
use super::minute::{MinuteOutputs, QueueRegime};
use crate::model::queueing;
use crate::model::request_sim::{PROGRESS_EVERY, RequestSim, RequestSimResult, RequestSimSpec};

/// The exact values for one minute's queue.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SecondOpinion {
    /// The exact 99th percentile of the M/M/N FCFS response time, capped
    /// at the 2 s timeout, and 2 s when `a ≥ N` [7].
    pub p99_secs: f64,
    /// Share of admitted requests that wait longer than the 2 s timeout and
    /// leave, in the M/M/N+D queue [8].
    pub timeout_rate: f64,
    /// Probability that a request waits at all, in the same queue [8].
    pub wait_probability: f64,
}

impl SecondOpinion {
    /// The second opinion on the queue the minute model evaluated: its
    /// workers `N`, admitted arrivals `λ` and service time `S`, with the
    /// 2 s timeout as the patience. A minute with no traffic and no
    /// workers has nothing to wait for, as in the seed's relations.
    pub fn of(out: &MinuteOutputs) -> Self {
        if out.queue == QueueRegime::Idle {
            return Self::default();
        }
        let (n, lambda, s) = (out.workers, out.admitted_per_sec, out.service_secs);
        Self {
            p99_secs: queueing::p99_exact_secs(n, lambda, s, TIMEOUT_SECS),
            timeout_rate: queueing::timeout_share_with_abandonment(n, lambda, s, TIMEOUT_SECS),
            wait_probability: queueing::wait_probability(n, lambda, s, TIMEOUT_SECS),
        }
    }
}

/// The share of admitted requests the seed's queueing relations fail:
/// `C·e^(−(N/S − λ)·2 s)` in a stable queue, `1 − N/a` in a saturated one
/// (one of the two is always zero). This is what [`SecondOpinion`]'s
/// `timeout_rate` compares with.
pub fn seed_queue_failure_rate(out: &MinuteOutputs) -> f64 {
    out.timeout_rate + out.saturation_rate
}

/// Default requests of a request-level check.
pub const CHECK_REQUESTS: u64 = 1_000_000;

/// The check's p99 interval is within this share of the p99 on either side,
/// unless [`CHECK_MAX_REQUESTS`] are not enough.
pub const CHECK_PRECISION: f64 = 0.02;

/// A check measures at most this many requests to reach its precision.
pub const CHECK_MAX_REQUESTS: u64 = 64_000_000;

/// The seed of the request-level check of `minute` of a run seeded with
/// `run_seed`: each minute its own stream, the same in the window and on
/// the command line (a Weyl step of the golden ratio, then the minute).
pub fn check_seed(run_seed: u32, minute: u32) -> u32 {
    run_seed.wrapping_mul(0x9E37_79B9) ^ minute
}

/// Why a minute's queue cannot be simulated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckRefusal {
    /// No request arrives: there is nothing to simulate.
    NoTraffic,
    /// No instance serves: every request waits out its timeout.
    NoWorkers,
}

/// The request-level simulation [9] of the queue the minute model
/// evaluated: `N` workers, Poisson arrivals at the admitted `λ`,
/// exponential service of mean `S`, the 2 s timeout as the patience.
pub fn check_spec(
    out: &MinuteOutputs,
    requests: u64,
    seed: u32,
) -> Result<RequestSimSpec, CheckRefusal> {
    let lambda = out.admitted_per_sec;
    if !(lambda.is_finite() && lambda > 0.0) {
        return Err(CheckRefusal::NoTraffic);
    }
    if out.workers == 0 {
        return Err(CheckRefusal::NoWorkers);
    }
    Ok(RequestSimSpec {
        workers: out.workers,
        arrivals_per_sec: lambda,
        service_secs: out.service_secs,
        patience_secs: TIMEOUT_SECS,
        requests,
        seed,
    })
}

/// The request-level check of the minute's queue [9], to a precision
/// (Law ch. 9, a sequential procedure): it measures `requests`, then four
/// times as many, and so on up to [`CHECK_MAX_REQUESTS`], until the p99's
/// 95 % interval is within ±[`CHECK_PRECISION`] of the p99 (small fleets near
/// saturation need more than the million). `progress(done, total)` counts
/// the requests simulated over every run so far (warm-ups included); it
/// stops the check, `Ok(None)`, when it answers `false`. Deterministic: the
/// same minute, count and seed give the same result.
pub fn run_check(
    out: &MinuteOutputs,
    requests: u64,
    seed: u32,
    mut progress: impl FnMut(u64, u64) -> bool,
) -> Result<Option<RequestSimResult>, CheckRefusal> {
    let mut check = CheckRun::new(out, requests, seed)?;
    while check.step(PROGRESS_EVERY) {
        let (done, total) = check.progress();
        if !progress(done, total) {
            return Ok(None);
        }
    }
    Ok(check.take_result())
}

/// A [`run_check`] run a slice at a time: [`CheckRun::step`] simulates the
/// next requests and stops, to be called again later (the browser's page
/// has no thread to run it on). However the steps are cut, the result is
/// [`run_check`]'s, bit for bit: that function is this one stepped to the
/// end.
#[derive(Debug)]
pub struct CheckRun {
    spec: RequestSimSpec,
    /// The current run of the sequential procedure (`None` once done).
    sim: Option<RequestSim>,
    /// Requests simulated by the runs before it (warm-ups included).
    before: u64,
    /// The result, once precise enough (or at the most requests).
    result: Option<RequestSimResult>,
}

impl CheckRun {
    /// The check of the minute's queue, nothing simulated yet; refused
    /// when there is no queue.
    pub fn new(out: &MinuteOutputs, requests: u64, seed: u32) -> Result<Self, CheckRefusal> {
        let spec = check_spec(out, requests, seed)?;
        Ok(Self {
            sim: Some(RequestSim::new(&spec)),
            spec,
            before: 0,
            result: None,
        })
    }

    /// Requests simulated so far and in all the runs so far (warm-ups
    /// included); the total grows when a run is not precise enough.
    pub fn progress(&self) -> (u64, u64) {
        let (done, total) = self.sim.as_ref().map_or((0, 0), RequestSim::progress);
        (self.before + done, self.before + total)
    }

    /// Simulates up to `requests` more requests; is there more to do?
    pub fn step(&mut self, requests: u64) -> bool {
        let Some(sim) = self.sim.as_mut() else {
            return false;
        };
        if sim.step(requests) {
            return true;
        }
        let (_, simulated) = sim.progress();
        let Some(result) = self.sim.take().and_then(RequestSim::finish) else {
            return false;
        };
        let p99 = result.p99_secs;
        let precise = 0.5 * (p99.high - p99.low) <= CHECK_PRECISION * p99.value;
        let more = self.spec.requests.saturating_mul(4);
        self.before += simulated;
        if precise || more > CHECK_MAX_REQUESTS {
            self.result = Some(result);
            return false;
        }
        self.spec.requests = more;
        self.sim = Some(RequestSim::new(&self.spec));
        true
    }

    /// The result, once [`CheckRun::step`] has said there is no more to
    /// do (`None` before, and after it was taken).
    pub fn take_result(&mut self) -> Option<RequestSimResult> {
        self.result.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::oncall::{MinuteInputs, evaluate};

    fn minute(instances_serving: u32) -> MinuteOutputs {
        evaluate(&MinuteInputs {
            requests_per_sec: 1250.0,
            instances_serving,
            cache_warmth: 1.0,
            cache_ttl_secs: 60.0,
            heavy_feature: true,
            ..MinuteInputs::default()
        })
    }

    #[test]
    fn a_light_minute_agrees_with_the_seed() {
        let out = minute(12);
        let exact = SecondOpinion::of(&out);
        assert!(exact.p99_secs > 0.0 && exact.p99_secs <= out.p99_secs * 1.001);
        assert!(exact.timeout_rate < 1e-9);
        assert!((exact.wait_probability - out.erlang_c).abs() < 1e-6);
    }

    #[test]
    fn a_saturated_minute_is_continuous_where_the_seed_jumps() {
        let out = minute(5);
        assert_eq!(out.queue, QueueRegime::Saturated);
        let exact = SecondOpinion::of(&out);
        assert_eq!(exact.p99_secs, TIMEOUT_SECS);
        assert!(exact.timeout_rate > 0.0 && exact.timeout_rate <= seed_queue_failure_rate(&out));
    }

    #[test]
    fn an_idle_minute_has_nothing_to_check() {
        let out = evaluate(&MinuteInputs::default());
        assert_eq!(SecondOpinion::of(&out), SecondOpinion::default());
        assert_eq!(check_spec(&out, 10, 1), Err(CheckRefusal::NoTraffic));
        assert_eq!(check_spec(&minute(0), 10, 1), Err(CheckRefusal::NoWorkers));
        let spec = check_spec(&minute(12), 10, 1).expect("traffic and workers");
        assert_eq!(spec.workers, 192);
    }

    /// Stepped in slices of any size, the check gives [`run_check`]'s
    /// result, bit for bit, also when a run is not precise enough and a
    /// longer one follows (few requests asked for, a small fleet near
    /// saturation).
    #[test]
    fn a_check_in_steps_gives_the_one_shot_result() {
        let mut longest = 0;
        for (instances, requests, seed) in [(10, 20_000, 1), (4, 2_000, 5), (3, 5_000, 8)] {
            let out = minute(instances);
            let whole = run_check(&out, requests, seed, |_, _| true)
                .expect("a queue")
                .expect("not stopped");
            for step in [1_000, 4_097, 1 << 16] {
                let mut check = CheckRun::new(&out, requests, seed).expect("a queue");
                let mut totals = std::collections::BTreeSet::new();
                while check.step(step) {
                    let (done, total) = check.progress();
                    assert!(done <= total);
                    totals.insert(total);
                }
                longest = longest.max(totals.len());
                assert_eq!(
                    check.take_result().as_ref(),
                    Some(&whole),
                    "steps of {step}"
                );
                assert_eq!(check.take_result(), None, "taken once");
            }
        }
        // At least one check was not precise enough at first: its total
        // grew as a longer run followed.
        assert!(longest >= 2, "{longest}");
    }
}
