//! The step loop: forty steps of 0.25 s through the fluid queues, with the
//! client's timeouts and retries.

use serde::{Deserialize, Serialize};

use super::{
    ArchConfig, ArchError, FAILING_SHARE_LIMIT, HEADROOM_UTILIZATION, MAX_RETRIES, PerStage,
    STEP_COUNT, STEP_SECS, Stage,
};

/// One step of a run, as the seed's table shows it (t, offered, latency,
/// failing %, backlog) plus what a plot or a reference needs.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// Time at the end of the step, s (0.25, 0.5, …, 10).
    pub t_secs: f64,
    /// Requests offered this step, per second: fresh load plus retries.
    pub offered_rps: f64,
    /// The part of `offered_rps` that is retries.
    pub retry_rps: f64,
    /// Mean latency of a request offered this step, ms: the traffic-weighted
    /// sum of service times and waits along each class's path.
    pub latency_ms: f64,
    /// Share of the requests the client made this step that fail (a
    /// timeout, a rejection, and beyond the seed work dropped as expired or
    /// failed at the client unsent), 0–1. With every remedy off it is the
    /// share of the offered requests.
    pub failing_share: f64,
    /// Share of this step's offered requests in a class slower than the
    /// client timeout, 0–1 (part of `failing_share`).
    pub timed_out_share: f64,
    /// Requests rejected at full buffers this step, all stages together.
    pub rejected_requests: f64,
    /// Requests waiting at each stage at the end of the step (0 for tiers
    /// that are off).
    pub backlog_requests: PerStage<f64>,
    /// Load asked of each stage this step, `ρ = arrivals ÷ (capacity × Δt)`.
    /// Above 1 the stage is saturated and its backlog grows; not capped.
    pub utilization: PerStage<f64>,
    /// Requests arriving at each stage this step, per second (0 for tiers
    /// that are off).
    #[serde(default)]
    pub arrivals_rps: PerStage<f64>,
    /// Requests each stage served this step, per second: what it passed on
    /// (or, for the cache's hits and the database, completed).
    #[serde(default)]
    pub served_rps: PerStage<f64>,
    /// Requests each stage rejected at its full buffer this step, per second.
    #[serde(default)]
    pub rejected_rps: PerStage<f64>,
    /// Beyond the seed: requests each stage dropped this step, per second,
    /// because their client will have timed out before they are served
    /// (deadline-aware servers).
    #[serde(default, skip_serializing_if = "all_zero")]
    pub expired_rps: PerStage<f64>,
    /// Beyond the seed: requests the client failed itself this step, per
    /// second, without sending them (cut by the retry budget, failed fast
    /// by an open breaker, rejected by the throttle).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub client_failed_rps: f64,
    /// Beyond the seed: the circuit breaker's state during this step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breaker: Option<BreakerState>,
    /// Beyond the seed: the share of its requests the adaptive throttle
    /// rejected this step, 0–1.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub throttled_share: f64,
}

#[cfg_attr(
    target_pointer_width = "64",
    expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's skip_serializing_if passes a reference"
    )
)]
pub(super) fn is_zero(value: &f64) -> bool {
    *value == 0.0
}

fn all_zero(values: &PerStage<f64>) -> bool {
    values.iter().all(|(_, v)| v == 0.0)
}

/// A circuit breaker's state (beyond the seed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BreakerState {
    /// Requests go through; the failing share is counted.
    Closed,
    /// Every request fails at once, unsent, until the cool-down ends.
    Open,
    /// A probe share goes through for a step; the rest fail at once.
    HalfOpen,
}

impl BreakerState {
    /// The stable name, also the end of its Fluent id.
    pub fn name(self) -> &'static str {
        match self {
            Self::Closed => "closed",
            Self::Open => "open",
            Self::HalfOpen => "half-open",
        }
    }
}

impl Step {
    /// Requests per second the client gave up on this step (slower than
    /// its timeout): they are retried in the next step.
    pub fn timed_out_rps(&self) -> f64 {
        self.timed_out_share * self.offered_rps
    }

    /// Requests per second the client made this step: the offered ones and
    /// those it failed itself unsent.
    pub fn demand_rps(&self) -> f64 {
        self.offered_rps + self.client_failed_rps
    }

    /// Requests per second that succeeded this step.
    pub fn goodput_rps(&self) -> f64 {
        self.demand_rps() * (1.0 - self.failing_share)
    }
}

/// What a stage is doing in a step, in one word; one rule for every stage
/// (checked in this order): a tier that is off is bypassed; a stage that
/// rejected requests at its full buffer is rejecting; one asked for at
/// least its capacity is saturated; one with requests waiting is queueing;
/// one with arrivals is busy; else it is idle (as every stage is before the
/// first step).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StageStatus {
    /// The tier is off: requests bypass it.
    Off,
    /// Nothing arrives and nothing waits.
    Idle,
    /// It serves what arrives, with nothing left waiting.
    Busy,
    /// Requests wait in its buffer.
    Queueing,
    /// What arrives reaches its capacity (`ρ ≥ 1`): the backlog grows.
    Saturated,
    /// Its buffer is full: requests are turned away.
    Rejecting,
}

impl StageStatus {
    /// The status of `stage` in `step` of a run of `config` (`None`:
    /// before the first step).
    pub fn of(config: &ArchConfig, step: Option<&Step>, stage: Stage) -> Self {
        if !config.is_on(stage) {
            return Self::Off;
        }
        let Some(step) = step else {
            return Self::Idle;
        };
        if step.rejected_rps[stage] > 0.0 {
            Self::Rejecting
        } else if step.utilization[stage] >= 1.0 {
            Self::Saturated
        } else if step.backlog_requests[stage] > 0.0 {
            Self::Queueing
        } else if step.arrivals_rps[stage] > 0.0 {
            Self::Busy
        } else {
            Self::Idle
        }
    }

    /// The stable name (`idle`, `busy`, …), also the end of its Fluent id.
    pub fn name(self) -> &'static str {
        match self {
            Self::Off => "off",
            Self::Idle => "idle",
            Self::Busy => "busy",
            Self::Queueing => "queueing",
            Self::Saturated => "saturated",
            Self::Rejecting => "rejecting",
        }
    }
}

/// Where the requests of a run went. Balance:
/// `offered = completed + rejected + expired + queued` (to rounding).
/// Timed-out requests are still served (unless a deadline-aware server
/// drops them as expired), so they are inside `completed` or `queued`.
/// Requests failed at the client unsent are outside `offered`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct FlowTotals {
    /// Requests offered over the run, retries included.
    pub offered_requests: f64,
    /// Requests that left the path served (cache hits and database queries,
    /// jobs' writes included).
    pub completed_requests: f64,
    /// Requests rejected at a full buffer.
    pub rejected_requests: f64,
    /// Requests still waiting at some stage when the run ends.
    pub queued_requests: f64,
    /// Requests the client saw fail: `Σ failing share × demand` per step.
    /// Not part of the balance: a timed-out request is also served.
    pub failing_requests: f64,
    /// Beyond the seed: requests dropped as expired by deadline-aware
    /// servers.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub expired_requests: f64,
    /// Beyond the seed: requests the client failed itself without sending
    /// them (budget, breaker, throttle).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub client_failed_requests: f64,
}

/// How a run with a trigger (beyond the seed) is judged: only on the steps
/// before the trigger starts, on those from [`RECOVERY_SECS`] after it ends
/// and on the last one, where it must be back to at most 5 % failing and
/// 85 % busy.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Recovery {
    /// When the trigger starts, s.
    pub trigger_from_secs: f64,
    /// When it ends, s.
    pub trigger_to_secs: f64,
    /// The steps ending after this time are judged again, s.
    pub judged_from_secs: f64,
    /// The highest utilization of any tier in the judged steps.
    pub judged_peak_utilization: f64,
    /// The last step is failing (more than 5 %): the path did not recover.
    pub failing_at_end: bool,
}

/// How long after a trigger ends a path has to recover, s.
pub const RECOVERY_SECS: f64 = 3.0;

/// The result of one ten-second run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArchRun {
    /// The configuration that was run.
    pub config: ArchConfig,
    /// The forty steps.
    pub steps: Vec<Step>,
    /// No step had more than 5 % of its offered requests failing.
    pub passed: bool,
    /// The tier that saturated first (or, if none did, the one with the
    /// highest peak utilization).
    pub bottleneck: Stage,
    /// End of the step in which the bottleneck first saturated, s; `None`
    /// if no tier saturated.
    pub saturated_at_secs: Option<f64>,
    /// End of the first step with more than 5 % failing, s.
    pub first_failing_secs: Option<f64>,
    /// Highest utilization of each stage over the run (0 for tiers that are
    /// off).
    pub peak_utilization: PerStage<f64>,
    /// Mean offered load over the run, rps: offered requests ÷ 10 s.
    pub offered_rps: f64,
    /// Highest offered load of a step, rps.
    pub peak_offered_rps: f64,
    /// Mean latency over the run, ms, weighted by each step's offered load.
    pub mean_latency_ms: f64,
    /// Share of all offered requests that failed, 0–1.
    pub failing_share: f64,
    /// Where the requests went.
    pub totals: FlowTotals,
    /// Beyond the seed: how a run with a trigger is judged (`passed`
    /// then means it recovered).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recovery: Option<Recovery>,
}

impl ArchRun {
    /// The highest peak utilization of any tier.
    pub fn max_utilization(&self) -> f64 {
        self.peak_utilization
            .iter()
            .map(|(_, u)| u)
            .fold(0.0, f64::max)
    }

    /// Passed, and no tier's peak utilization above 85 % (with a trigger,
    /// in the judged steps).
    pub fn has_headroom(&self) -> bool {
        let peak = self
            .recovery
            .map_or_else(|| self.max_utilization(), |r| r.judged_peak_utilization);
        self.passed && peak <= HEADROOM_UTILIZATION
    }
}

/// Runs a configuration for ten seconds (40 steps of 0.25 s).
///
/// Each step, per stage in path order (see the module docs):
/// `served = min(backlog + arrivals, capacity·Δt)`, what is left waits up to
/// the buffer, the rest is rejected; `wait = backlog ÷ capacity` \[4\].
/// Offered load = fresh load + retries of the previous step's failures
/// \[SRE 22\].
pub fn simulate(config: &ArchConfig) -> Result<ArchRun, ArchError> {
    config.validate()?;
    Ok(run(config, true))
}

/// Runs a validated configuration. Without `keep_steps` the run's `steps`
/// stay empty (and unallocated): the sweep keeps only the summaries.
pub(super) fn run(config: &ArchConfig, keep_steps: bool) -> ArchRun {
    let mut engine = Engine::new(config);
    let mut steps = Vec::with_capacity(if keep_steps { STEP_COUNT } else { 0 });
    let judge = Judge::new(config);
    let mut tally = Tally::new();

    for index in 0..STEP_COUNT {
        let t_secs = (index + 1) as f64 * STEP_SECS;
        let step = engine.step(t_secs);
        tally.add(&step, t_secs, &judge);
        if keep_steps {
            steps.push(step);
        }
    }
    let Tally {
        mut totals,
        latency_weighted,
        latency_sum,
        peak_utilization,
        peak_offered_rps,
        first_failing_secs,
        saturated,
        judged_failing,
        judged_peak,
        failing_at_end,
        client_failed,
    } = tally;
    totals.completed_requests = engine.completed_requests;
    totals.queued_requests = engine.backlog.iter().map(|(_, b)| b).sum();
    totals.expired_requests = engine.expired_requests;
    totals.client_failed_requests = client_failed;
    let recovery = judge.span.map(|(from, to)| Recovery {
        trigger_from_secs: from,
        trigger_to_secs: to,
        judged_from_secs: to + RECOVERY_SECS,
        judged_peak_utilization: judged_peak,
        failing_at_end,
    });

    let bottleneck = match saturated {
        Some((_, stage)) => stage,
        None => match most_loaded(&peak_utilization) {
            Some((stage, u)) if u > 0.0 => stage,
            _ => config.saturation_rps().1,
        },
    };
    let mean_latency_ms = if totals.offered_requests > 0.0 {
        latency_weighted / totals.offered_requests
    } else {
        latency_sum / STEP_COUNT as f64
    };
    let demand = totals.offered_requests + client_failed;
    let failing_share = if client_failed > 0.0 {
        (totals.failing_requests / demand).min(1.0)
    } else if totals.offered_requests > 0.0 {
        totals.failing_requests / totals.offered_requests
    } else {
        0.0
    };
    ArchRun {
        config: *config,
        steps,
        passed: if recovery.is_some() {
            !judged_failing
        } else {
            first_failing_secs.is_none()
        },
        bottleneck,
        saturated_at_secs: saturated.map(|(t, _)| t),
        first_failing_secs,
        peak_utilization,
        offered_rps: totals.offered_requests / super::RUN_SECS,
        peak_offered_rps,
        mean_latency_ms,
        failing_share,
        totals,
        recovery,
    }
}

/// What a run adds up over its steps for its summary, one step at a time
/// in step order.
struct Tally {
    totals: FlowTotals,
    latency_weighted: f64,
    latency_sum: f64,
    peak_utilization: PerStage<f64>,
    peak_offered_rps: f64,
    first_failing_secs: Option<f64>,
    saturated: Option<(f64, Stage)>,
    judged_failing: bool,
    judged_peak: f64,
    failing_at_end: bool,
    client_failed: f64,
}

impl Tally {
    /// Nothing added up yet.
    fn new() -> Self {
        Self {
            totals: FlowTotals::default(),
            latency_weighted: 0.0,
            latency_sum: 0.0,
            peak_utilization: PerStage::splat(0.0_f64),
            peak_offered_rps: 0.0_f64,
            first_failing_secs: None,
            saturated: None,
            judged_failing: false,
            judged_peak: 0.0_f64,
            failing_at_end: false,
            client_failed: 0.0,
        }
    }

    /// Adds the step ending at `t_secs`.
    fn add(&mut self, step: &Step, t_secs: f64, judge: &Judge) {
        let totals = &mut self.totals;
        let offered = step.offered_rps * STEP_SECS;
        totals.offered_requests += offered;
        totals.rejected_requests += step.rejected_requests;
        if step.client_failed_rps > 0.0 {
            let unsent = step.client_failed_rps * STEP_SECS;
            self.client_failed += unsent;
            totals.failing_requests += step.failing_share * (offered + unsent);
        } else {
            totals.failing_requests += step.failing_share * offered;
        }
        let failing = step.failing_share > FAILING_SHARE_LIMIT;
        self.failing_at_end = failing;
        if judge.judges(t_secs) {
            self.judged_failing |= failing;
            self.judged_peak = self.judged_peak.max(max_of(&step.utilization));
        }
        self.latency_weighted += step.latency_ms * offered;
        self.latency_sum += step.latency_ms;
        self.peak_offered_rps = self.peak_offered_rps.max(step.offered_rps);
        for stage in Stage::ALL {
            self.peak_utilization[stage] =
                self.peak_utilization[stage].max(step.utilization[stage]);
        }
        if self.first_failing_secs.is_none() && step.failing_share > FAILING_SHARE_LIMIT {
            self.first_failing_secs = Some(t_secs);
        }
        if self.saturated.is_none() {
            self.saturated = most_loaded(&step.utilization)
                .filter(|&(_, u)| u > 1.0)
                .map(|(s, _)| (t_secs, s));
        }
    }
}

/// Which steps judge a run: every one, or with a trigger those before it
/// and those from [`RECOVERY_SECS`] after it.
struct Judge {
    span: Option<(f64, f64)>,
}

impl Judge {
    fn new(config: &ArchConfig) -> Self {
        Self {
            span: config.trigger_span(),
        }
    }

    /// Whether the step ending at `t_secs` is judged: with a trigger, the
    /// steps before it, those from [`RECOVERY_SECS`] after it, and always
    /// the last one (so that a trigger ending late in the run, with no step
    /// 3 s after it, still has to end with the path back).
    fn judges(&self, t_secs: f64) -> bool {
        const EPS: f64 = 1e-9;
        self.span.is_none_or(|(from, to)| {
            t_secs <= from + EPS
                || t_secs - STEP_SECS >= to + RECOVERY_SECS - EPS
                || t_secs >= super::RUN_SECS - EPS
        })
    }
}

fn max_of(values: &PerStage<f64>) -> f64 {
    values.iter().map(|(_, u)| u).fold(0.0, f64::max)
}

/// Whether a validated configuration passes with headroom: no step above
/// 5 % failing and no tier above 85 % utilization. Stops at the first step
/// that breaks either, which is what keeps the fix search fast.
pub(super) fn passes_with_headroom(config: &ArchConfig) -> bool {
    let mut engine = Engine::new(config);
    let judge = Judge::new(config);
    for index in 0..STEP_COUNT {
        let t_secs = (index + 1) as f64 * STEP_SECS;
        let step = engine.step(t_secs);
        if !judge.judges(t_secs) {
            continue;
        }
        let max_utilization = max_of(&step.utilization);
        if step.failing_share > FAILING_SHARE_LIMIT || max_utilization > HEADROOM_UTILIZATION {
            return false;
        }
    }
    true
}

/// The stage with the highest value (the first along the path on a tie).
fn most_loaded(values: &PerStage<f64>) -> Option<(Stage, f64)> {
    values.iter().fold(None, |best, (stage, value)| match best {
        Some((_, top)) if value <= top => best,
        _ => Some((stage, value)),
    })
}

/// The configuration turned into per-step numbers, once per run.
#[derive(Debug, Clone, Copy)]
struct Path {
    cache_on: bool,
    queue_on: bool,
    /// Requests a stage serves in one step: capacity × Δt.
    capacity_per_step: PerStage<f64>,
    /// Wait per waiting request, ms: 1 000 ÷ capacity.
    wait_ms_per_request: PerStage<f64>,
    buffer: PerStage<f64>,
    service_ms: PerStage<f64>,
    async_share: f64,
    hit_share: f64,
    fresh_rps: f64,
    timeout_ms: f64,
    retries: usize,
    /// Deadline-aware servers: drop the work that will expire.
    deadline: bool,
}

impl Path {
    fn new(config: &ArchConfig) -> Self {
        let mut path = Self {
            cache_on: config.cache.on,
            queue_on: config.queue.on,
            capacity_per_step: PerStage::splat(0.0),
            wait_ms_per_request: PerStage::splat(0.0),
            buffer: PerStage::splat(0.0),
            service_ms: PerStage::splat(0.0),
            async_share: config.async_share(),
            hit_share: config.hit_share(),
            fresh_rps: config.load.rps,
            timeout_ms: config.load.timeout_ms,
            retries: config.load.retries.min(MAX_RETRIES) as usize,
            deadline: config.deadline.on,
        };
        for stage in Stage::ALL {
            let capacity_rps = config.capacity_rps(stage);
            path.capacity_per_step[stage] = capacity_rps * STEP_SECS;
            path.wait_ms_per_request[stage] = 1_000.0 / capacity_rps;
            path.buffer[stage] = config.buffer_requests(stage);
            path.service_ms[stage] = config.service_ms(stage);
        }
        path
    }

    /// The path while a slowdown lasts: the stage's service time × the
    /// factor, its capacity and its rate of draining ÷ it.
    fn slowed(mut self, stage: Stage, factor: f64) -> Self {
        self.capacity_per_step[stage] /= factor;
        self.wait_ms_per_request[stage] *= factor;
        self.service_ms[stage] *= factor;
        self
    }
}

/// Attempts by retry number: `[0]` fresh requests, `[k]` the k-th retry.
type Attempts = [f64; MAX_RETRIES as usize + 1];

/// Ms below the client's deadline that a deadline-aware stage keeps its
/// waits, so that rounding never tips a kept request over the timeout.
const DEADLINE_MARGIN_MS: f64 = 1e-6;

/// The longest backoff, in steps (the top of `backoff.cap_ms`, 10 s).
const MAX_BACKOFF_STEPS: usize = STEP_COUNT;

/// Steps in a window of `secs` (at least one).
fn window_steps(secs: f64) -> usize {
    ((secs / STEP_SECS).round() as usize).max(1)
}

/// The client's remedies (beyond the seed) and their state.
struct Client {
    /// The retry budget: retries per step at most this × the fresh load.
    budget: Option<f64>,
    /// Backoff: the k-th retry's longest wait, s, by k (index 0 unused),
    /// and the retries due in the coming steps, a ring by step.
    backoff: Option<(Attempts, Vec<Attempts>)>,
    breaker: Option<Breaker>,
    throttle: Option<Throttle>,
}

/// A circuit breaker: its rule's numbers and its state.
struct Breaker {
    threshold: f64,
    cooldown_steps: usize,
    probe_share: f64,
    state: BreakerState,
    /// Open steps left.
    open_left: usize,
    /// (sent, failed) requests of the last steps while closed.
    window: Vec<(f64, f64)>,
    window_len: usize,
}

impl Breaker {
    /// The share of the requests it lets through in its state.
    fn passing_share(&self) -> f64 {
        match self.state {
            BreakerState::Closed => 1.0,
            BreakerState::Open => 0.0,
            BreakerState::HalfOpen => self.probe_share,
        }
    }

    /// Its rule, at the end of a step that sent `sent` requests of which a
    /// share `failing` failed.
    fn update(&mut self, sent: f64, failing: f64) {
        match self.state {
            BreakerState::Closed => {
                if self.window.len() == self.window_len {
                    self.window.remove(0);
                }
                self.window.push((sent, sent * failing));
                let (total, failed) = self
                    .window
                    .iter()
                    .fold((0.0, 0.0), |(t, f), &(s, x)| (t + s, f + x));
                if total > 0.0 && failed / total > self.threshold {
                    self.open();
                }
            }
            BreakerState::Open => {
                self.open_left = self.open_left.saturating_sub(1);
                if self.open_left == 0 {
                    self.state = BreakerState::HalfOpen;
                }
            }
            BreakerState::HalfOpen => {
                if failing <= self.threshold {
                    self.state = BreakerState::Closed;
                } else {
                    self.open();
                }
            }
        }
    }

    fn open(&mut self) {
        self.state = BreakerState::Open;
        self.open_left = self.cooldown_steps;
        self.window.clear();
    }
}

/// Adaptive throttling: K and the (requests, accepts) of the last steps.
struct Throttle {
    k: f64,
    window: Vec<(f64, f64)>,
    window_len: usize,
}

impl Throttle {
    /// The probability of rejecting locally,
    /// `max(0, (requests − K × accepts) ÷ (requests + 1))` over the window.
    fn reject_share(&self) -> f64 {
        let (requests, accepts) = self
            .window
            .iter()
            .fold((0.0, 0.0), |(r, a), &(x, y)| (r + x, a + y));
        ((requests - self.k * accepts) / (requests + 1.0)).max(0.0)
    }

    fn record(&mut self, requests: f64, accepts: f64) {
        if self.window.len() == self.window_len {
            self.window.remove(0);
        }
        self.window.push((requests, accepts));
    }
}

impl Client {
    fn new(config: &ArchConfig) -> Self {
        let backoff = config.backoff.on.then(|| {
            let mut longest = [0.0; MAX_RETRIES as usize + 1];
            for (k, wait) in longest.iter_mut().enumerate().skip(1) {
                let doubled = config.backoff.base_ms * 2_f64.powi(k as i32 - 1);
                *wait = doubled.min(config.backoff.cap_ms) / 1_000.0;
            }
            (
                longest,
                vec![[0.0; MAX_RETRIES as usize + 1]; MAX_BACKOFF_STEPS + 1],
            )
        });
        Self {
            budget: config.budget.on.then_some(config.budget.pct / 100.0),
            backoff,
            breaker: config.breaker.on.then(|| Breaker {
                threshold: config.breaker.threshold_pct / 100.0,
                cooldown_steps: window_steps(config.breaker.cooldown_s),
                probe_share: config.breaker.probe_pct / 100.0,
                state: BreakerState::Closed,
                open_left: 0,
                window: Vec::new(),
                window_len: window_steps(config.breaker.window_s),
            }),
            throttle: config.throttle.on.then(|| Throttle {
                k: config.throttle.k,
                window: Vec::new(),
                window_len: window_steps(config.throttle.window_s),
            }),
        }
    }
}

/// The share of a wait drawn evenly from `[0, longest]` that falls in the
/// `j`-th step after this one (`j` ≥ 1): a retry drawn in
/// `[(j − 1)·Δt, j·Δt)` is sent in step `j`.
fn jitter_share(longest_secs: f64, j: usize) -> f64 {
    if longest_secs <= 0.0 {
        return if j == 1 { 1.0 } else { 0.0 };
    }
    let from = (j - 1) as f64 * STEP_SECS;
    let to = (j as f64 * STEP_SECS).min(longest_secs);
    ((to - from) / longest_secs).max(0.0)
}

/// The state carried from one step to the next.
struct Engine {
    /// The path as configured.
    base: Path,
    /// The path this step (slowed by the trigger while it lasts).
    path: Path,
    slowdowns: [Option<super::Slowdown>; 2],
    backlog: PerStage<f64>,
    /// Attempts due in the coming step, rps.
    attempts_rps: Attempts,
    completed_requests: f64,
    expired_requests: f64,
    client: Client,
    /// Requests per second that reached the throttle this step.
    throttle_asked_rps: f64,
    /// Steps done.
    index: usize,
}

/// What one stage did in a step.
struct Served {
    /// Requests served, passed on to the next stage.
    requests: f64,
    /// Share of the arrivals rejected (or dropped as expired), 0–1.
    rejected_share: f64,
}

impl Engine {
    fn new(config: &ArchConfig) -> Self {
        let path = Path::new(config);
        let mut attempts_rps = [0.0; MAX_RETRIES as usize + 1];
        attempts_rps[0] = path.fresh_rps;
        let mut slowdowns = [None; 2];
        for (slot, slowdown) in slowdowns.iter_mut().zip(config.slowdowns()) {
            *slot = Some(slowdown);
        }
        Self {
            base: path,
            path,
            slowdowns,
            backlog: PerStage::splat(0.0),
            attempts_rps,
            completed_requests: 0.0,
            expired_requests: 0.0,
            client: Client::new(config),
            throttle_asked_rps: 0.0,
            index: 0,
        }
    }

    /// One stage in one step: `served = min(backlog + arrivals, capacity·Δt)`,
    /// `backlog' = min(rest, buffer)`, the remainder rejected. A
    /// deadline-aware stage also keeps no more than it can serve before the
    /// client's deadline, given the `upstream_ms` a request has spent
    /// before it, and drops the rest as expired. Records the utilization
    /// `ρ = arrivals ÷ (capacity·Δt)`.
    fn serve(&mut self, stage: Stage, arrivals: f64, upstream_ms: f64, step: &mut Step) -> Served {
        let capacity = self.path.capacity_per_step[stage];
        let demand = self.backlog[stage] + arrivals;
        let served = demand.min(capacity);
        let waiting = demand - served;
        let mut kept = waiting.min(self.path.buffer[stage]);
        let rejected = waiting - kept;
        let mut expired = 0.0;
        if self.path.deadline {
            let room_ms = self.path.timeout_ms
                - upstream_ms
                - self.path.service_ms[stage]
                - DEADLINE_MARGIN_MS;
            let fits = room_ms.max(0.0) / self.path.wait_ms_per_request[stage];
            if kept > fits {
                expired = kept - fits;
                kept = fits;
            }
        }
        self.backlog[stage] = kept;
        self.expired_requests += expired;
        step.utilization[stage] = arrivals / capacity;
        step.rejected_requests += rejected;
        step.arrivals_rps[stage] = arrivals / STEP_SECS;
        step.served_rps[stage] = served / STEP_SECS;
        step.rejected_rps[stage] = rejected / STEP_SECS;
        step.expired_rps[stage] = expired / STEP_SECS;
        let rejected_share = if arrivals > 0.0 {
            if expired > 0.0 {
                ((rejected + expired) / arrivals).min(1.0)
            } else {
                (rejected / arrivals).min(1.0)
            }
        } else {
            0.0
        };
        Served {
            requests: served,
            rejected_share,
        }
    }

    /// Time at a stage for a request offered now, ms: service time plus
    /// `backlog ÷ capacity`.
    fn stage_ms(&self, stage: Stage) -> f64 {
        self.path.service_ms[stage] + self.backlog[stage] * self.path.wait_ms_per_request[stage]
    }

    /// The attempts sent this step after the client's remedies, and the
    /// requests per second it failed itself (see [`Client`]).
    fn client_side(&mut self, step: &mut Step) -> Attempts {
        let retries = self.base.retries;
        let mut sent = self.attempts_rps;
        let client = &mut self.client;
        if let Some(share) = client.budget {
            let asked: f64 = sent[1..=retries].iter().sum();
            let allowed = share * sent[0];
            if asked > allowed {
                let keep = allowed / asked;
                for attempt in &mut sent[1..=retries] {
                    *attempt *= keep;
                }
                step.client_failed_rps += asked - allowed;
            }
        }
        let breaker_share = client.breaker.as_ref().map_or(1.0, Breaker::passing_share);
        step.breaker = client.breaker.as_ref().map(|b| b.state);
        let throttle_share = client.throttle.as_ref().map_or(0.0, Throttle::reject_share);
        step.throttled_share = throttle_share;
        let passing = breaker_share * (1.0 - throttle_share);
        if client.throttle.is_some() {
            // What the throttle sees: the requests past the breaker.
            self.throttle_asked_rps = sent[..=retries].iter().sum::<f64>() * breaker_share;
        }
        if passing < 1.0 {
            let wanted: f64 = sent[..=retries].iter().sum();
            for attempt in &mut sent[..=retries] {
                *attempt *= passing;
            }
            step.client_failed_rps += wanted * (1.0 - passing);
        }
        sent
    }

    /// After a step: the breaker's and the throttle's counts, and the
    /// retries of what failed on the path (`failing`), due next step or,
    /// with backoff, spread over the steps their jittered waits reach.
    fn after_step(&mut self, sent: &Attempts, failing: f64, step: &Step) {
        let retries = self.base.retries;
        let offered = step.offered_rps * STEP_SECS;
        if let Some(breaker) = &mut self.client.breaker {
            breaker.update(offered, failing);
        }
        if let Some(throttle) = &mut self.client.throttle {
            throttle.record(
                self.throttle_asked_rps * STEP_SECS,
                offered * (1.0 - failing),
            );
        }
        match &mut self.client.backoff {
            None => {
                // Attempt k+1 of the next step is attempt k of this one
                // times this step's failing share.
                for k in (1..=retries).rev() {
                    self.attempts_rps[k] = sent[k - 1] * failing;
                }
            }
            Some((longest, later)) => {
                let slots = later.len();
                for k in 1..=retries {
                    let failed = sent[k - 1] * failing;
                    if failed == 0.0 {
                        continue;
                    }
                    let last = ((longest[k] / STEP_SECS).ceil() as usize).clamp(1, slots - 1);
                    for j in 1..=last {
                        later[(self.index + j) % slots][k] += failed * jitter_share(longest[k], j);
                    }
                }
                let next = (self.index + 1) % slots;
                self.attempts_rps[1..=retries].copy_from_slice(&later[next][1..=retries]);
                later[next] = [0.0; MAX_RETRIES as usize + 1];
            }
        }
    }

    fn step(&mut self, t_secs: f64) -> Step {
        let start_s = self.index as f64 * STEP_SECS;
        self.path = self.base;
        for slowdown in self.slowdowns.iter().flatten() {
            if slowdown.covers(start_s) {
                self.path = self.path.slowed(slowdown.stage, slowdown.factor);
            }
        }
        let path = self.path;
        let mut step = Step {
            t_secs,
            offered_rps: 0.0,
            retry_rps: 0.0,
            latency_ms: 0.0,
            failing_share: 0.0,
            timed_out_share: 0.0,
            rejected_requests: 0.0,
            backlog_requests: PerStage::splat(0.0),
            utilization: PerStage::splat(0.0),
            arrivals_rps: PerStage::splat(0.0),
            served_rps: PerStage::splat(0.0),
            rejected_rps: PerStage::splat(0.0),
            expired_rps: PerStage::splat(0.0),
            client_failed_rps: 0.0,
            breaker: None,
            throttled_share: 0.0,
        };
        let sent = self.client_side(&mut step);
        let offered_rps: f64 = sent[..=path.retries].iter().sum();
        step.offered_rps = offered_rps;
        step.retry_rps = offered_rps - sent[0];

        let rejected = self.flow(offered_rps, &mut step);

        // The request classes: their weights, latencies and pass shares.
        let front_ms = self.stage_ms(Stage::Lb) + self.stage_ms(Stage::App);
        let hit_ms = front_ms
            + if path.cache_on {
                self.stage_ms(Stage::Cache)
            } else {
                0.0
            };
        let read_ms = hit_ms + self.stage_ms(Stage::Db);
        let job_ms = front_ms + self.stage_ms(Stage::Queue);
        let front_pass = (1.0 - rejected[Stage::Lb]) * (1.0 - rejected[Stage::App]);
        let hit_pass = front_pass * (1.0 - rejected[Stage::Cache]);
        let read_pass = hit_pass * (1.0 - rejected[Stage::Db]);
        let job_pass = front_pass * (1.0 - rejected[Stage::Queue]) * (1.0 - rejected[Stage::Db]);
        let a = path.async_share;
        let h = path.hit_share;
        let classes = [
            ((1.0 - a) * h, hit_ms, hit_pass),
            ((1.0 - a) * (1.0 - h), read_ms, read_pass),
            (a, job_ms, job_pass),
        ];
        for (weight, latency_ms, pass) in classes {
            step.latency_ms += weight * latency_ms;
            if latency_ms > path.timeout_ms {
                step.timed_out_share += weight;
                step.failing_share += weight;
            } else {
                step.failing_share += weight * (1.0 - pass);
            }
        }
        step.failing_share = step.failing_share.clamp(0.0, 1.0);
        step.backlog_requests = self.backlog;

        let failing = step.failing_share;
        self.after_step(&sent, failing, &step);
        if step.client_failed_rps > 0.0 {
            // The client's own failures count among its requests' failures.
            // Never below the timed-out share it includes (equal in exact
            // arithmetic when everything fails; rounding could put it a
            // hair under).
            step.failing_share = ((failing * offered_rps + step.client_failed_rps)
                / step.demand_rps())
            .clamp(step.timed_out_share, 1.0);
        }
        self.index += 1;
        step
    }

    /// The flow of a step's `offered_rps`, in path order (with the time a
    /// request has spent before each stage, for deadline-aware servers):
    /// the share each stage rejected, 0 for a stage off the path.
    fn flow(&mut self, offered_rps: f64, step: &mut Step) -> PerStage<f64> {
        let path = self.path;
        let lb = self.serve(Stage::Lb, offered_rps * STEP_SECS, 0.0, step);
        let before_app = self.stage_ms(Stage::Lb);
        let app = self.serve(Stage::App, lb.requests, before_app, step);
        let front_ms = before_app + self.stage_ms(Stage::App);
        let jobs = app.requests * path.async_share;
        let reads = app.requests - jobs;
        let (misses, cache_rejected) = if path.cache_on {
            let cache = self.serve(Stage::Cache, reads, front_ms, step);
            let hits = cache.requests * path.hit_share;
            self.completed_requests += hits;
            (cache.requests - hits, cache.rejected_share)
        } else {
            (reads, 0.0)
        };
        let (writes, queue_rejected) = if path.queue_on {
            let queue = self.serve(Stage::Queue, jobs, front_ms, step);
            (queue.requests, queue.rejected_share)
        } else {
            (0.0, 0.0)
        };
        let before_db = front_ms
            + if path.cache_on {
                self.stage_ms(Stage::Cache)
            } else {
                0.0
            };
        let db = self.serve(Stage::Db, misses + writes, before_db, step);
        self.completed_requests += db.requests;
        let mut rejected = PerStage::splat(0.0);
        rejected[Stage::Lb] = lb.rejected_share;
        rejected[Stage::App] = app.rejected_share;
        rejected[Stage::Cache] = cache_rejected;
        rejected[Stage::Queue] = queue_rejected;
        rejected[Stage::Db] = db.rejected_share;
        rejected
    }
}

#[cfg(test)]
#[expect(
    clippy::float_cmp,
    reason = "the model is deterministic: these values are exact, not approximations"
)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn default_run_fails_at_the_database() -> Result<(), ArchError> {
        let run = simulate(&ArchConfig::default())?;
        assert_eq!(run.steps.len(), STEP_COUNT);
        assert!(!run.passed);
        assert_eq!(run.bottleneck, Stage::Db);
        assert_eq!(run.saturated_at_secs, Some(0.25));
        // First step: 100 requests reach the DB, 62.5 served, 37.5 wait.
        let first = run.steps[0];
        assert!(close(first.offered_rps, 400.0, 1e-9));
        assert!(close(first.backlog_requests.db, 37.5, 1e-9));
        assert!(close(first.utilization.db, 1.6, 1e-12));
        assert!(close(first.utilization.app, 400.0 / 640.0, 1e-12));
        assert!(close(first.utilization.lb, 0.2, 1e-12));
        // Latency: 0.5 + 50 + 20 + 37.5 ÷ 250 s = 220.5 ms.
        assert!(close(first.latency_ms, 220.5, 1e-9));
        assert_eq!(first.failing_share, 0.0);
        Ok(())
    }

    #[test]
    fn each_stage_says_what_it_does_by_one_rule() -> Result<(), ArchError> {
        let config = ArchConfig::default();
        let run = simulate(&config)?;
        let status =
            |k: Option<usize>, stage| StageStatus::of(&config, k.map(|k| &run.steps[k]), stage);
        // Before the first step every tier on the path is idle.
        for stage in [Stage::Lb, Stage::App, Stage::Db] {
            assert_eq!(status(None, stage), StageStatus::Idle);
        }
        assert_eq!(status(None, Stage::Cache), StageStatus::Off);
        assert_eq!(status(Some(0), Stage::Queue), StageStatus::Off);
        // Step 1: 400 rps through the LB and the app; the DB, asked for
        // 400 with room for 250, saturates.
        assert_eq!(status(Some(0), Stage::Lb), StageStatus::Busy);
        assert_eq!(status(Some(0), Stage::App), StageStatus::Busy);
        assert_eq!(status(Some(0), Stage::Db), StageStatus::Saturated);
        let first = &run.steps[0];
        assert!(close(first.arrivals_rps.db, 400.0, 1e-9));
        assert!(close(first.served_rps.db, 250.0, 1e-9));
        assert_eq!(first.rejected_rps.db, 0.0);
        // The flow is kept: what a stage serves arrives at the next.
        for step in &run.steps {
            assert!(close(step.served_rps.lb, step.arrivals_rps.app, 1e-9));
            assert!(close(step.served_rps.app, step.arrivals_rps.db, 1e-9));
            let rejected: f64 = step.rejected_rps.iter().map(|(_, r)| r).sum();
            assert!(close(rejected * STEP_SECS, step.rejected_requests, 1e-9));
        }
        // Once the retries come, the DB's buffer fills and it rejects.
        let last = run
            .steps
            .last()
            .map(|s| StageStatus::of(&config, Some(s), Stage::Db));
        assert_eq!(last, Some(StageStatus::Rejecting));
        Ok(())
    }

    #[test]
    fn default_run_times_out_when_the_db_wait_passes_the_timeout() -> Result<(), ArchError> {
        let run = simulate(&ArchConfig::default())?;
        // The DB backlog grows by 37.5 a step; the wait passes
        // 1 000 − 70.5 ms once the backlog exceeds 232.4: step 7 (262.5).
        assert_eq!(run.first_failing_secs, Some(1.75));
        assert!(run.steps[5].failing_share == 0.0);
        assert_eq!(run.steps[6].timed_out_share, 1.0);
        // The retries arrive one step later: 400 fresh + 400 first retries.
        assert!(close(run.steps[7].offered_rps, 800.0, 1e-9));
        assert!(close(run.steps[8].offered_rps, 1_200.0, 1e-9));
        Ok(())
    }

    #[test]
    fn a_light_load_passes_at_the_sum_of_service_times() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.load.rps = 100.0;
        let run = simulate(&config)?;
        assert!(run.passed && run.has_headroom());
        assert!(close(run.mean_latency_ms, 70.5, 1e-9));
        assert!(close(run.peak_utilization.db, 0.4, 1e-12));
        assert_eq!(run.bottleneck, Stage::Db);
        assert_eq!(run.saturated_at_secs, None);
        assert_eq!(run.failing_share, 0.0);
        Ok(())
    }

    #[test]
    fn zero_load_gives_zeros_not_nan() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.load.rps = 0.0;
        let run = simulate(&config)?;
        assert!(run.passed);
        assert_eq!(run.failing_share, 0.0);
        assert_eq!(run.offered_rps, 0.0);
        assert!(close(run.mean_latency_ms, config.base_latency_ms(), 1e-9));
        assert_eq!(run.bottleneck, Stage::Db);
        Ok(())
    }

    #[test]
    fn flow_is_conserved() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.cache.on = true;
        config.queue.on = true;
        config.load.rps = 3_000.0;
        let run = simulate(&config)?;
        let t = run.totals;
        let balance = t.completed_requests + t.rejected_requests + t.queued_requests;
        assert!(close(
            t.offered_requests,
            balance,
            1e-9 * t.offered_requests
        ));
        assert!(t.rejected_requests > 0.0);
        Ok(())
    }

    #[test]
    fn the_cache_takes_hits_off_the_database() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.cache.on = true;
        let run = simulate(&config)?;
        // 400 × 20 % misses = 80 rps on a 250 rps database.
        assert!(run.passed && run.has_headroom());
        assert!(close(run.peak_utilization.db, 0.32, 1e-12));
        assert!(close(run.peak_utilization.cache, 0.02, 1e-12));
        Ok(())
    }

    #[test]
    fn jobs_reach_the_database_as_writes() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.queue.on = true;
        config.db.connections = 10;
        let run = simulate(&config)?;
        // 30 % of 400 = 120 jobs/s on 160 jobs/s of workers; the DB still
        // sees 280 reads + 120 writes = 400 rps of 500.
        assert!(close(run.peak_utilization.queue, 0.75, 1e-12));
        assert!(close(run.peak_utilization.db, 0.8, 1e-12));
        assert!(run.has_headroom());
        Ok(())
    }

    #[test]
    fn slow_workers_time_out_the_jobs_only() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.queue.on = true;
        config.queue.workers = 2;
        config.db.connections = 10;
        config.load.retries = 0;
        let run = simulate(&config)?;
        // 120 jobs/s on 40 jobs/s of workers: the queue saturates first and
        // the job class (30 %) times out; the reads keep working.
        assert_eq!(run.bottleneck, Stage::Queue);
        assert!(!run.passed);
        let last = run.steps[STEP_COUNT - 1];
        assert!(close(last.timed_out_share, 0.3, 1e-12));
        assert!(close(last.failing_share, 0.3, 1e-12));
        Ok(())
    }

    #[test]
    fn same_inputs_same_trace() -> Result<(), ArchError> {
        let a = simulate(&ArchConfig::default())?;
        let b = simulate(&ArchConfig::default())?;
        assert_eq!(a, b);
        Ok(())
    }

    #[test]
    fn invalid_configs_are_errors() {
        let mut config = ArchConfig::default();
        config.app.replicas = 0;
        assert!(simulate(&config).is_err());
    }

    #[test]
    fn the_probe_agrees_with_the_full_run() -> Result<(), ArchError> {
        for connections in [5, 9, 10, 20] {
            let mut config = ArchConfig::default();
            config.db.connections = connections;
            let run = simulate(&config)?;
            assert_eq!(
                passes_with_headroom(&config),
                run.has_headroom(),
                "{connections}"
            );
        }
        Ok(())
    }
}
