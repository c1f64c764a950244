//! The settings of the path: [`ArchConfig`] holds them, [`Setting`] names
//! each one (`db.connections`) with its range, so a command line and a
//! window can read and write them by name.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::setting_spec::{SettingPart, SettingUnit};
use super::{
    APP_BUFFER_PER_REPLICA, ASYNC_SHARE, ArchError, CACHE_BUFFER, CACHE_CAPACITY_RPS,
    CACHE_SERVICE_MS, DB_BUFFER_PER_CONNECTION, LB_BUFFER_PER_INSTANCE,
    LB_CAPACITY_RPS_PER_INSTANCE, LB_SERVICE_MS, Stage,
};

/// The client side: how much fresh load arrives and how the client retries.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LoadConfig {
    /// Fresh requests per second, before retries (seed default 400).
    pub rps: f64,
    /// Client timeout, ms: a request class slower than this fails (ours: 1 000).
    pub timeout_ms: f64,
    /// Retries per failed request; 0 disables them (ours: 2, three attempts).
    pub retries: u32,
}

impl Default for LoadConfig {
    fn default() -> Self {
        Self {
            rps: Setting::LoadRps.default_value(),
            timeout_ms: Setting::LoadTimeoutMs.default_value(),
            retries: Setting::LoadRetries.default_count(),
        }
    }
}

/// The load balancer: 2 000 rps and 500 queued connections per instance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LbConfig {
    /// Load balancer instances (seed default 1).
    pub instances: u32,
}

impl Default for LbConfig {
    fn default() -> Self {
        Self {
            instances: Setting::LbInstances.default_count(),
        }
    }
}

/// The app tier: capacity = replicas × concurrency ÷ service time.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct AppConfig {
    /// App replicas (seed default 2).
    pub replicas: u32,
    /// Requests one replica serves at once (seed default 16).
    pub concurrency: u32,
    /// Time one request takes in the app, ms (seed default 50).
    pub service_ms: f64,
    /// The trigger (beyond the seed): the service time × this factor from
    /// `slow_from_s` to `slow_to_s` (1: no slowdown). Left out of files
    /// while at its default.
    #[serde(skip_serializing_if = "is_unslowed")]
    pub slow_factor: f64,
    /// When the slowdown starts, s into the run.
    #[serde(skip_serializing_if = "is_default_slow_from")]
    pub slow_from_s: f64,
    /// When it ends, s into the run.
    #[serde(skip_serializing_if = "is_default_slow_to")]
    pub slow_to_s: f64,
}

impl Default for AppConfig {
    fn default() -> Self {
        Self {
            replicas: Setting::AppReplicas.default_count(),
            concurrency: Setting::AppConcurrency.default_count(),
            service_ms: Setting::AppServiceMs.default_value(),
            slow_factor: Setting::AppSlowFactor.default_value(),
            slow_from_s: Setting::AppSlowFromS.default_value(),
            slow_to_s: Setting::AppSlowToS.default_value(),
        }
    }
}

/// Where a slowdown starts by default, s.
pub const DEFAULT_SLOW_FROM_S: f64 = 2.0;
/// Where it ends by default, s.
pub const DEFAULT_SLOW_TO_S: f64 = 4.0;

#[cfg_attr(
    target_pointer_width = "64",
    expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's skip_serializing_if passes a reference"
    )
)]
fn is_unslowed(factor: &f64) -> bool {
    *factor == 1.0
}

#[cfg_attr(
    target_pointer_width = "64",
    expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's skip_serializing_if passes a reference"
    )
)]
fn is_default_slow_from(secs: &f64) -> bool {
    *secs == DEFAULT_SLOW_FROM_S
}

#[cfg_attr(
    target_pointer_width = "64",
    expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's skip_serializing_if passes a reference"
    )
)]
fn is_default_slow_to(secs: &f64) -> bool {
    *secs == DEFAULT_SLOW_TO_S
}

/// A tier's transient slowdown (the trigger): its service time × `factor`
/// in the steps that start at or after `from_s` and before `to_s`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slowdown {
    /// The stage slowed (the app or the database).
    pub stage: Stage,
    /// The factor on its service time (its capacity ÷ it).
    pub factor: f64,
    /// Start, s.
    pub from_s: f64,
    /// End, s.
    pub to_s: f64,
}

impl Slowdown {
    /// Whether a step starting at `start_s` is slowed.
    pub fn covers(&self, start_s: f64) -> bool {
        self.from_s <= start_s && start_s < self.to_s
    }
}

/// The optional cache tier in front of the database: 20 000 rps, 5 000
/// queued lookups; hits never reach the database.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CacheConfig {
    /// Whether the tier is on the path (seed default off).
    pub on: bool,
    /// Share of lookups that hit, % (ours: 80).
    pub hit_pct: f64,
}

impl Default for CacheConfig {
    fn default() -> Self {
        Self {
            on: Setting::CacheOn.default_on(),
            hit_pct: Setting::CacheHitPct.default_value(),
        }
    }
}

/// The optional queue + workers tier: 30 % of requests wait for a worker;
/// capacity = workers ÷ job time; one database write per job.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct QueueConfig {
    /// Whether the tier is on the path (seed default off).
    pub on: bool,
    /// Workers (ours: 8).
    pub workers: u32,
    /// Time one job takes a worker, ms (ours: 50).
    pub job_ms: f64,
    /// Jobs the queue holds before it rejects (ours: 1 000). Named
    /// `buffer` in files, as `--set queue.buffer` names it; files written
    /// before that call it `buffer_jobs`, which still reads.
    #[serde(alias = "buffer_jobs")]
    pub buffer: u32,
}

impl Default for QueueConfig {
    fn default() -> Self {
        Self {
            on: Setting::QueueOn.default_on(),
            workers: Setting::QueueWorkers.default_count(),
            job_ms: Setting::QueueJobMs.default_value(),
            buffer: Setting::QueueBuffer.default_count(),
        }
    }
}

/// The database: capacity = connections ÷ query time, 200 waiting queries
/// per connection, then rejects.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DbConfig {
    /// Connections in the pool (seed default 5).
    pub connections: u32,
    /// Time one query holds a connection, ms (seed default 20).
    pub query_ms: f64,
    /// The trigger (beyond the seed): the query time × this factor from
    /// `slow_from_s` to `slow_to_s` (1: no slowdown).
    #[serde(skip_serializing_if = "is_unslowed")]
    pub slow_factor: f64,
    /// When the slowdown starts, s into the run.
    #[serde(skip_serializing_if = "is_default_slow_from")]
    pub slow_from_s: f64,
    /// When it ends, s into the run.
    #[serde(skip_serializing_if = "is_default_slow_to")]
    pub slow_to_s: f64,
}

impl Default for DbConfig {
    fn default() -> Self {
        Self {
            connections: Setting::DbConnections.default_count(),
            query_ms: Setting::DbQueryMs.default_value(),
            slow_factor: Setting::DbSlowFactor.default_value(),
            slow_from_s: Setting::DbSlowFromS.default_value(),
            slow_to_s: Setting::DbSlowToS.default_value(),
        }
    }
}

/// Remedy 1 (beyond the seed), a retry budget: the retries sent in a step
/// are at most `pct` % of the fresh requests; the rest fail unsent.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BudgetConfig {
    /// Whether the client keeps a retry budget.
    pub on: bool,
    /// Retries per step at most this share of the fresh load, %.
    pub pct: f64,
}

impl Default for BudgetConfig {
    fn default() -> Self {
        Self {
            on: Setting::BudgetOn.default_on(),
            pct: Setting::BudgetPct.default_value(),
        }
    }
}

/// Remedy 2, exponential backoff with full jitter: the k-th retry waits a
/// time drawn evenly from 0 to `min(cap, base × 2^(k−1))`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BackoffConfig {
    /// Whether retries back off.
    pub on: bool,
    /// The first retry's longest wait, ms.
    pub base_ms: f64,
    /// No wait longer than this, ms.
    pub cap_ms: f64,
}

impl Default for BackoffConfig {
    fn default() -> Self {
        Self {
            on: Setting::BackoffOn.default_on(),
            base_ms: Setting::BackoffBaseMs.default_value(),
            cap_ms: Setting::BackoffCapMs.default_value(),
        }
    }
}

/// Remedy 3, a circuit breaker at the client: open when more than
/// `threshold_pct` % of what it sent over `window_s` failed; while open
/// every request fails at once, unsent; after `cooldown_s` it lets
/// `probe_pct` % through for a step (half open) and closes if at most
/// `threshold_pct` % of them fail, else opens again.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BreakerConfig {
    /// Whether the client has a breaker.
    pub on: bool,
    /// The failing share that opens it, %.
    pub threshold_pct: f64,
    /// The window the failing share is counted over, s.
    pub window_s: f64,
    /// How long it stays open, s.
    pub cooldown_s: f64,
    /// The share let through while half open, %.
    pub probe_pct: f64,
}

impl Default for BreakerConfig {
    fn default() -> Self {
        Self {
            on: Setting::BreakerOn.default_on(),
            threshold_pct: Setting::BreakerThresholdPct.default_value(),
            window_s: Setting::BreakerWindowS.default_value(),
            cooldown_s: Setting::BreakerCooldownS.default_value(),
            probe_pct: Setting::BreakerProbePct.default_value(),
        }
    }
}

/// Remedy 4, deadline-aware servers: a stage drops the waiting requests
/// whose client will have timed out before it serves them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DeadlineConfig {
    /// Whether stages drop expired work.
    pub on: bool,
}

impl Default for DeadlineConfig {
    fn default() -> Self {
        Self {
            on: Setting::DeadlineOn.default_on(),
        }
    }
}

/// Remedy 5, adaptive client-side throttling (the SRE book, ch. 21): the
/// client rejects locally with probability
/// `max(0, (requests − k × accepts) ÷ (requests + 1))` over `window_s`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ThrottleConfig {
    /// Whether the client throttles itself.
    pub on: bool,
    /// The multiplier K on the accepted requests.
    pub k: f64,
    /// The window requests and accepts are counted over, s.
    pub window_s: f64,
}

impl Default for ThrottleConfig {
    fn default() -> Self {
        Self {
            on: Setting::ThrottleOn.default_on(),
            k: Setting::ThrottleK.default_value(),
            window_s: Setting::ThrottleWindowS.default_value(),
        }
    }
}

/// Whether a value is its type's default (the remedies are left out of
/// files and JSON while they are).
fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Every setting of a run. `Default` gives the seed page's starting
/// capacities (load 400 rps, LB 2 000 rps, app 640 rps, database 250 rps,
/// cache off, no workers); the settings behind them are our choice, not the
/// seed's: one LB instance, 2 replicas × 16 concurrent ÷ 50 ms, 5
/// connections ÷ 20 ms (an assumption in the model reference).
///
/// The fields are public for reading and for saves; change them through
/// [`ArchConfig::set`] (which checks the range) or call
/// [`ArchConfig::validate`] before trusting them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ArchConfig {
    /// The client: load, timeout, retries.
    pub load: LoadConfig,
    /// The load balancer.
    pub lb: LbConfig,
    /// The app tier.
    pub app: AppConfig,
    /// The cache tier.
    pub cache: CacheConfig,
    /// The queue + workers tier.
    pub queue: QueueConfig,
    /// The database.
    pub db: DbConfig,
    /// A retry budget (beyond the seed).
    #[serde(skip_serializing_if = "is_default")]
    pub budget: BudgetConfig,
    /// Backoff with jitter (beyond the seed).
    #[serde(skip_serializing_if = "is_default")]
    pub backoff: BackoffConfig,
    /// A circuit breaker (beyond the seed).
    #[serde(skip_serializing_if = "is_default")]
    pub breaker: BreakerConfig,
    /// Deadline-aware servers (beyond the seed).
    #[serde(skip_serializing_if = "is_default")]
    pub deadline: DeadlineConfig,
    /// Adaptive client-side throttling (beyond the seed).
    #[serde(skip_serializing_if = "is_default")]
    pub throttle: ThrottleConfig,
}

impl ArchConfig {
    /// The slowdowns on (a factor above 1), the app's first.
    pub fn slowdowns(&self) -> impl Iterator<Item = Slowdown> {
        [
            (
                Stage::App,
                self.app.slow_factor,
                self.app.slow_from_s,
                self.app.slow_to_s,
            ),
            (
                Stage::Db,
                self.db.slow_factor,
                self.db.slow_from_s,
                self.db.slow_to_s,
            ),
        ]
        .into_iter()
        .filter(|&(_, factor, from_s, to_s)| factor > 1.0 && to_s > from_s)
        .map(|(stage, factor, from_s, to_s)| Slowdown {
            stage,
            factor,
            from_s,
            to_s,
        })
    }

    /// The span of the trigger, s: from the first slowdown's start to the
    /// last one's end; `None` without one.
    pub fn trigger_span(&self) -> Option<(f64, f64)> {
        self.slowdowns().fold(None, |span, s| match span {
            None => Some((s.from_s, s.to_s)),
            Some((from, to)) => Some((f64::min(from, s.from_s), f64::max(to, s.to_s))),
        })
    }

    /// Whether a remedy is on.
    pub fn remedy_on(&self, remedy: Remedy) -> bool {
        match remedy {
            Remedy::Budget => self.budget.on,
            Remedy::Backoff => self.backoff.on,
            Remedy::Breaker => self.breaker.on,
            Remedy::Deadline => self.deadline.on,
            Remedy::Throttle => self.throttle.on,
        }
    }

    /// Whether any setting beyond the seed differs from its default (a
    /// remedy's parameter while it is off included): a file of this
    /// configuration then has fields the seed's format does not.
    pub fn has_fields_beyond_the_seed(&self) -> bool {
        let defaults = Self::default();
        Setting::ALL
            .into_iter()
            .any(|s| s.beyond_the_seed() && self.get(s) != defaults.get(s))
    }

    /// Whether the configuration uses anything beyond the seed's model (a
    /// trigger or a remedy).
    pub fn beyond_the_seed(&self) -> bool {
        self.trigger_span().is_some() || Remedy::ALL.into_iter().any(|r| self.remedy_on(r))
    }

    /// Checks every setting against its range ([`Setting::range`]): no zero
    /// replicas or connections, no negative, NaN or infinite values.
    pub fn validate(&self) -> Result<(), ArchError> {
        for setting in Setting::ALL {
            setting.check(self.get(setting))?;
        }
        for (stage, from_s, to_s) in [
            (Stage::App, self.app.slow_from_s, self.app.slow_to_s),
            (Stage::Db, self.db.slow_from_s, self.db.slow_to_s),
        ] {
            if to_s < from_s {
                return Err(ArchError::SlowdownEndsBeforeStart {
                    stage,
                    from_s,
                    to_s,
                });
            }
        }
        Ok(())
    }

    /// The value of one setting as a number; switches read 0 (off) or 1 (on).
    pub fn get(&self, setting: Setting) -> f64 {
        match setting {
            Setting::LoadRps => self.load.rps,
            Setting::LoadTimeoutMs => self.load.timeout_ms,
            Setting::LoadRetries => f64::from(self.load.retries),
            Setting::LbInstances => f64::from(self.lb.instances),
            Setting::AppReplicas => f64::from(self.app.replicas),
            Setting::AppConcurrency => f64::from(self.app.concurrency),
            Setting::AppServiceMs => self.app.service_ms,
            Setting::CacheOn => f64::from(u8::from(self.cache.on)),
            Setting::CacheHitPct => self.cache.hit_pct,
            Setting::QueueOn => f64::from(u8::from(self.queue.on)),
            Setting::QueueWorkers => f64::from(self.queue.workers),
            Setting::QueueJobMs => self.queue.job_ms,
            Setting::QueueBuffer => f64::from(self.queue.buffer),
            Setting::DbConnections => f64::from(self.db.connections),
            Setting::DbQueryMs => self.db.query_ms,
            Setting::AppSlowFactor => self.app.slow_factor,
            Setting::AppSlowFromS => self.app.slow_from_s,
            Setting::AppSlowToS => self.app.slow_to_s,
            Setting::DbSlowFactor => self.db.slow_factor,
            Setting::DbSlowFromS => self.db.slow_from_s,
            Setting::DbSlowToS => self.db.slow_to_s,
            Setting::BudgetOn => f64::from(u8::from(self.budget.on)),
            Setting::BudgetPct => self.budget.pct,
            Setting::BackoffOn => f64::from(u8::from(self.backoff.on)),
            Setting::BackoffBaseMs => self.backoff.base_ms,
            Setting::BackoffCapMs => self.backoff.cap_ms,
            Setting::BreakerOn => f64::from(u8::from(self.breaker.on)),
            Setting::BreakerThresholdPct => self.breaker.threshold_pct,
            Setting::BreakerWindowS => self.breaker.window_s,
            Setting::BreakerCooldownS => self.breaker.cooldown_s,
            Setting::BreakerProbePct => self.breaker.probe_pct,
            Setting::DeadlineOn => f64::from(u8::from(self.deadline.on)),
            Setting::ThrottleOn => f64::from(u8::from(self.throttle.on)),
            Setting::ThrottleK => self.throttle.k,
            Setting::ThrottleWindowS => self.throttle.window_s,
        }
    }

    /// Sets one setting after checking the value against its range; on an
    /// error the configuration is unchanged. Switches take 0 or 1.
    pub fn set(&mut self, setting: Setting, value: f64) -> Result<(), ArchError> {
        let value = setting.check(value)?;
        self.set_checked(setting, value);
        Ok(())
    }

    /// Parses `text` for one setting ([`Setting::parse_value`]) and sets it.
    pub fn set_text(&mut self, setting: Setting, text: &str) -> Result<(), ArchError> {
        self.set(setting, setting.parse_value(text)?)
    }

    /// Applies one `STAGE.SETTING=VALUE` assignment, e.g. `db.connections=10`
    /// or `cache.on=on`.
    pub fn apply_assignment(&mut self, assignment: &str) -> Result<(), ArchError> {
        let Some((name, text)) = assignment.split_once('=') else {
            return Err(ArchError::NotAnAssignment(assignment.to_owned()));
        };
        let setting: Setting = name.trim().parse()?;
        self.set_text(setting, text)
    }

    /// A copy with one setting changed, for a value already inside its range.
    pub(super) fn with(mut self, setting: Setting, value: f64) -> Self {
        self.set_checked(setting, value);
        self
    }

    fn set_checked(&mut self, setting: Setting, value: f64) {
        let count = value as u32;
        match setting {
            Setting::LoadRps => self.load.rps = value,
            Setting::LoadTimeoutMs => self.load.timeout_ms = value,
            Setting::LoadRetries => self.load.retries = count,
            Setting::LbInstances => self.lb.instances = count,
            Setting::AppReplicas => self.app.replicas = count,
            Setting::AppConcurrency => self.app.concurrency = count,
            Setting::AppServiceMs => self.app.service_ms = value,
            Setting::CacheOn => self.cache.on = value != 0.0,
            Setting::CacheHitPct => self.cache.hit_pct = value,
            Setting::QueueOn => self.queue.on = value != 0.0,
            Setting::QueueWorkers => self.queue.workers = count,
            Setting::QueueJobMs => self.queue.job_ms = value,
            Setting::QueueBuffer => self.queue.buffer = count,
            Setting::DbConnections => self.db.connections = count,
            Setting::DbQueryMs => self.db.query_ms = value,
            Setting::AppSlowFactor => self.app.slow_factor = value,
            Setting::AppSlowFromS => self.app.slow_from_s = value,
            Setting::AppSlowToS => self.app.slow_to_s = value,
            Setting::DbSlowFactor => self.db.slow_factor = value,
            Setting::DbSlowFromS => self.db.slow_from_s = value,
            Setting::DbSlowToS => self.db.slow_to_s = value,
            Setting::BudgetOn => self.budget.on = value != 0.0,
            Setting::BudgetPct => self.budget.pct = value,
            Setting::BackoffOn => self.backoff.on = value != 0.0,
            Setting::BackoffBaseMs => self.backoff.base_ms = value,
            Setting::BackoffCapMs => self.backoff.cap_ms = value,
            Setting::BreakerOn => self.breaker.on = value != 0.0,
            Setting::BreakerThresholdPct => self.breaker.threshold_pct = value,
            Setting::BreakerWindowS => self.breaker.window_s = value,
            Setting::BreakerCooldownS => self.breaker.cooldown_s = value,
            Setting::BreakerProbePct => self.breaker.probe_pct = value,
            Setting::DeadlineOn => self.deadline.on = value != 0.0,
            Setting::ThrottleOn => self.throttle.on = value != 0.0,
            Setting::ThrottleK => self.throttle.k = value,
            Setting::ThrottleWindowS => self.throttle.window_s = value,
        }
    }

    /// Whether a stage is on the path: the LB, the app and the database
    /// always are; the cache and the queue when switched on.
    pub fn is_on(&self, stage: Stage) -> bool {
        match stage {
            Stage::Lb | Stage::App | Stage::Db => true,
            Stage::Cache => self.cache.on,
            Stage::Queue => self.queue.on,
        }
    }

    /// The stages on the path, in path order.
    pub fn stages(&self) -> impl Iterator<Item = Stage> + '_ {
        Stage::ALL.into_iter().filter(|&stage| self.is_on(stage))
    }

    /// Capacity of a stage, rps, whether it is on or not:
    /// LB `2 000 × instances`; app `replicas × concurrency ÷ service time`;
    /// cache 20 000; queue `workers ÷ job time`; DB `connections ÷ query time`.
    pub fn capacity_rps(&self, stage: Stage) -> f64 {
        match stage {
            Stage::Lb => LB_CAPACITY_RPS_PER_INSTANCE * f64::from(self.lb.instances),
            Stage::App => {
                f64::from(self.app.replicas) * f64::from(self.app.concurrency) * 1_000.0
                    / self.app.service_ms
            }
            Stage::Cache => CACHE_CAPACITY_RPS,
            Stage::Queue => f64::from(self.queue.workers) * 1_000.0 / self.queue.job_ms,
            Stage::Db => f64::from(self.db.connections) * 1_000.0 / self.db.query_ms,
        }
    }

    /// Requests a stage can hold waiting before it rejects:
    /// LB `500 × instances`; app `64 × replicas`; cache 5 000; queue the
    /// user's buffer; DB `200 × connections`.
    pub fn buffer_requests(&self, stage: Stage) -> f64 {
        match stage {
            Stage::Lb => LB_BUFFER_PER_INSTANCE * f64::from(self.lb.instances),
            Stage::App => APP_BUFFER_PER_REPLICA * f64::from(self.app.replicas),
            Stage::Cache => CACHE_BUFFER,
            Stage::Queue => f64::from(self.queue.buffer),
            Stage::Db => DB_BUFFER_PER_CONNECTION * f64::from(self.db.connections),
        }
    }

    /// Time a stage adds to a request that does not wait, ms: LB 0.5, app
    /// service time, cache 0.05, queue job time, DB query time.
    pub fn service_ms(&self, stage: Stage) -> f64 {
        match stage {
            Stage::Lb => LB_SERVICE_MS,
            Stage::App => self.app.service_ms,
            Stage::Cache => CACHE_SERVICE_MS,
            Stage::Queue => self.queue.job_ms,
            Stage::Db => self.db.query_ms,
        }
    }

    /// Share of the app's requests that become jobs: `a` = 0.3 with the
    /// queue tier on, else 0.
    pub fn async_share(&self) -> f64 {
        if self.queue.on { ASYNC_SHARE } else { 0.0 }
    }

    /// Share of cache lookups that hit: `h` = hit % ÷ 100 with the cache on,
    /// else 0.
    pub fn hit_share(&self) -> f64 {
        if self.cache.on {
            self.cache.hit_pct / 100.0
        } else {
            0.0
        }
    }

    /// Requests reaching a stage per request offered, with no rejections:
    /// LB and app 1; cache `1 − a`; queue `a`; DB `(1 − a)(1 − h) + a`
    /// (the misses plus one write per job). Zero for a tier that is off.
    pub fn load_share(&self, stage: Stage) -> f64 {
        let a = self.async_share();
        let h = self.hit_share();
        match stage {
            Stage::Lb | Stage::App => 1.0,
            Stage::Cache if self.cache.on => 1.0 - a,
            Stage::Queue if self.queue.on => a,
            Stage::Cache | Stage::Queue => 0.0,
            Stage::Db => (1.0 - a) * (1.0 - h) + a,
        }
    }

    /// The offered load at which the first tier saturates, with its stage:
    /// `min over tiers of capacity ÷ load share` (retries ignored). Ties go
    /// to the first tier along the path.
    pub fn saturation_rps(&self) -> (f64, Stage) {
        let mut best = (f64::INFINITY, Stage::Lb);
        for stage in self.stages() {
            let share = self.load_share(stage);
            if share > 0.0 {
                let rps = self.capacity_rps(stage) / share;
                if rps < best.0 {
                    best = (rps, stage);
                }
            }
        }
        best
    }

    /// Mean latency with empty queues, ms: the traffic-weighted sum of service
    /// times along each class's path,
    /// `LB + app + (1 − a)·(cache + (1 − h)·DB) + a·job` (cache term only with
    /// the cache on). No step's latency is ever below this.
    pub fn base_latency_ms(&self) -> f64 {
        let a = self.async_share();
        let h = self.hit_share();
        let cache_ms = if self.cache.on { CACHE_SERVICE_MS } else { 0.0 };
        LB_SERVICE_MS
            + self.app.service_ms
            + (1.0 - a) * (cache_ms + (1.0 - h) * self.db.query_ms)
            + a * self.queue.job_ms
    }
}

/// What kind of value a setting takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SettingKind {
    /// Off (0) or on (1): switches a tier onto the path.
    Switch,
    /// A whole number (instances, replicas, connections, …).
    Count,
    /// Any number in the range (rates, times, percentages).
    Real,
}

/// The values a setting accepts, `min ≤ value ≤ max`, and the step of its
/// slider (the fix search tries values on this grid).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct SettingRange {
    /// Smallest value allowed.
    pub min: f64,
    /// Largest value allowed.
    pub max: f64,
    /// Slider step.
    pub step: f64,
}

impl SettingRange {
    /// Number of grid values `min + k × step` inside the range.
    pub fn grid_len(&self) -> usize {
        ((self.max - self.min) / self.step).round() as usize + 1
    }

    /// Grid value `k`: `min + k × step`.
    pub fn grid_value(&self, k: usize) -> f64 {
        self.min + k as f64 * self.step
    }
}

/// One setting of the path, named `stage.setting` as on the command line.
/// Serializes as that name, a string, in every format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Setting {
    /// `load.rps`: fresh requests per second.
    LoadRps,
    /// `load.timeout_ms`: client timeout.
    LoadTimeoutMs,
    /// `load.retries`: retries per failed request.
    LoadRetries,
    /// `lb.instances`: load balancer instances.
    LbInstances,
    /// `app.replicas`: app replicas.
    AppReplicas,
    /// `app.concurrency`: requests per replica at once.
    AppConcurrency,
    /// `app.service_ms`: app service time.
    AppServiceMs,
    /// `cache.on`: the cache tier.
    CacheOn,
    /// `cache.hit_pct`: cache hit ratio.
    CacheHitPct,
    /// `queue.on`: the queue + workers tier.
    QueueOn,
    /// `queue.workers`: workers.
    QueueWorkers,
    /// `queue.job_ms`: job time.
    QueueJobMs,
    /// `queue.buffer`: jobs the queue holds.
    QueueBuffer,
    /// `db.connections`: pool connections.
    DbConnections,
    /// `db.query_ms`: query time.
    DbQueryMs,
    /// `app.slow_factor`: the app's slowdown factor (the trigger).
    AppSlowFactor,
    /// `app.slow_from_s`: when the app's slowdown starts.
    AppSlowFromS,
    /// `app.slow_to_s`: when the app's slowdown ends.
    AppSlowToS,
    /// `db.slow_factor`: the database's slowdown factor (the trigger).
    DbSlowFactor,
    /// `db.slow_from_s`: when the database's slowdown starts.
    DbSlowFromS,
    /// `db.slow_to_s`: when the database's slowdown ends.
    DbSlowToS,
    /// `budget.on`: the retry budget.
    BudgetOn,
    /// `budget.pct`: retries per step at most this share of the fresh load.
    BudgetPct,
    /// `backoff.on`: exponential backoff with jitter.
    BackoffOn,
    /// `backoff.base_ms`: the first retry's longest wait.
    BackoffBaseMs,
    /// `backoff.cap_ms`: the longest wait of any retry.
    BackoffCapMs,
    /// `breaker.on`: the client's circuit breaker.
    BreakerOn,
    /// `breaker.threshold_pct`: the failing share that opens the breaker.
    BreakerThresholdPct,
    /// `breaker.window_s`: the window the breaker counts over.
    BreakerWindowS,
    /// `breaker.cooldown_s`: how long the breaker stays open.
    BreakerCooldownS,
    /// `breaker.probe_pct`: the share let through half open.
    BreakerProbePct,
    /// `deadline.on`: deadline-aware servers (drop expired work).
    DeadlineOn,
    /// `throttle.on`: adaptive client-side throttling.
    ThrottleOn,
    /// `throttle.k`: the multiplier K on accepted requests.
    ThrottleK,
    /// `throttle.window_s`: the window the throttle counts over.
    ThrottleWindowS,
}

impl Setting {
    /// The command-line name, `stage.setting`.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The English label of the seed page's control.
    pub fn label(self) -> &'static str {
        self.spec().label
    }

    /// The tier the setting belongs to; `None` for the client's.
    pub fn stage(self) -> Option<Stage> {
        self.spec().stage
    }

    /// What kind of value the setting takes.
    pub fn kind(self) -> SettingKind {
        self.spec().kind
    }

    /// The values the model accepts, and the slider step.
    pub fn range(self) -> SettingRange {
        self.spec().range
    }

    /// The unit shown after a value: `rps`, `ms`, `%`, `jobs` or nothing.
    pub fn unit(self) -> &'static str {
        self.spec().unit.symbol()
    }

    /// The unit with a leading space, or nothing.
    pub(super) fn unit_suffix(self) -> String {
        match self.spec().unit {
            SettingUnit::Unitless => String::new(),
            unit => format!(" {}", unit.symbol()),
        }
    }

    /// Checks a value against the setting: finite, whole for counts, 0 or 1
    /// for switches, inside [`Setting::range`]. Returns the value.
    pub fn check(self, value: f64) -> Result<f64, ArchError> {
        if !value.is_finite() {
            return Err(ArchError::NotFinite {
                setting: self,
                value,
            });
        }
        if self.kind() != SettingKind::Real && value.fract() != 0.0 {
            return Err(ArchError::NotWhole {
                setting: self,
                value,
            });
        }
        let SettingRange { min, max, .. } = self.range();
        if !(min..=max).contains(&value) {
            return Err(ArchError::OutOfRange {
                setting: self,
                value,
                min,
                max,
            });
        }
        Ok(value)
    }

    /// Parses a value typed for this setting: a number, or for switches
    /// `on`/`off`, `true`/`false`, `yes`/`no`, `1`/`0`. The range is not
    /// checked here (see [`Setting::check`]).
    pub fn parse_value(self, text: &str) -> Result<f64, ArchError> {
        let text = text.trim();
        if self.kind() == SettingKind::Switch {
            return match text.to_ascii_lowercase().as_str() {
                "on" | "true" | "yes" | "1" => Ok(1.0),
                "off" | "false" | "no" | "0" => Ok(0.0),
                _ => Err(ArchError::NotAToggle {
                    setting: self,
                    text: text.to_owned(),
                }),
            };
        }
        text.parse::<f64>().map_err(|_| ArchError::NotANumber {
            setting: self,
            text: text.to_owned(),
        })
    }

    /// A value as it is typed: `on`/`off` for switches, no trailing zeros.
    pub fn format_value(self, value: f64) -> String {
        if self.kind() == SettingKind::Switch {
            return if value == 0.0 { "off" } else { "on" }.to_owned();
        }
        let text = format!("{value:.3}");
        text.trim_end_matches('0').trim_end_matches('.').to_owned()
    }

    /// Every setting name, comma-separated.
    pub fn names_list() -> String {
        Self::ALL.map(Self::name).join(", ")
    }
}

/// One of the remedies for a retry storm (beyond the seed), named as on
/// the command line (`--compare budget`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Remedy {
    /// A retry budget.
    Budget,
    /// Exponential backoff with full jitter.
    Backoff,
    /// A circuit breaker at the client.
    Breaker,
    /// Deadline-aware servers: expired work dropped.
    Deadline,
    /// Adaptive client-side throttling.
    Throttle,
}

impl Remedy {
    /// Every remedy, in the order of the reference.
    pub const ALL: [Self; 5] = [
        Self::Budget,
        Self::Backoff,
        Self::Breaker,
        Self::Deadline,
        Self::Throttle,
    ];

    /// The command-line name, also its settings' prefix.
    pub fn name(self) -> &'static str {
        match self {
            Self::Budget => "budget",
            Self::Backoff => "backoff",
            Self::Breaker => "breaker",
            Self::Deadline => "deadline",
            Self::Throttle => "throttle",
        }
    }

    /// The switch that turns it on.
    pub fn switch(self) -> Setting {
        match self {
            Self::Budget => Setting::BudgetOn,
            Self::Backoff => Setting::BackoffOn,
            Self::Breaker => Setting::BreakerOn,
            Self::Deadline => Setting::DeadlineOn,
            Self::Throttle => Setting::ThrottleOn,
        }
    }

    /// The remedy a setting belongs to (its switch or a parameter).
    pub fn of(setting: Setting) -> Option<Self> {
        match setting.spec().part {
            SettingPart::Remedy(remedy) => Some(remedy),
            SettingPart::Seed | SettingPart::Trigger => None,
        }
    }

    /// Every remedy name, comma-separated.
    pub fn names_list() -> String {
        Self::ALL.map(Self::name).join(", ")
    }
}

impl fmt::Display for Remedy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Remedy {
    type Err = ArchError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|remedy| remedy.name() == text.trim())
            .ok_or_else(|| ArchError::UnknownRemedy(text.to_owned()))
    }
}

impl Setting {
    /// Whether the setting is part of the trigger (a tier's slowdown).
    pub fn is_trigger(self) -> bool {
        self.spec().part == SettingPart::Trigger
    }

    /// Whether the setting is beyond the seed (the trigger or a remedy).
    pub fn beyond_the_seed(self) -> bool {
        self.spec().part != SettingPart::Seed
    }

    /// Its value in the default configuration ([`SettingSpec::default`]).
    ///
    /// [`SettingSpec::default`]: super::SettingSpec::default
    pub fn default_value(self) -> f64 {
        self.spec().default
    }

    /// Its default as a count (for a [`SettingKind::Count`]).
    fn default_count(self) -> u32 {
        self.default_value() as u32
    }

    /// Its default as a switch (for a [`SettingKind::Switch`]).
    fn default_on(self) -> bool {
        self.default_value() != 0.0
    }
}

impl fmt::Display for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<Setting> for String {
    fn from(setting: Setting) -> Self {
        setting.name().to_owned()
    }
}

impl TryFrom<String> for Setting {
    type Error = ArchError;

    fn try_from(name: String) -> Result<Self, Self::Error> {
        name.parse()
    }
}

impl FromStr for Setting {
    type Err = ArchError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|setting| setting.name() == text)
            .ok_or_else(|| ArchError::UnknownSetting(text.to_owned()))
    }
}

#[cfg(test)]
#[expect(
    clippy::float_cmp,
    reason = "the model is deterministic: these values are exact, not approximations"
)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * b.abs().max(1.0)
    }

    #[test]
    fn default_capacities_are_the_seed_header() {
        let config = ArchConfig::default();
        assert_eq!(config.load.rps, 400.0);
        assert!(close(config.capacity_rps(Stage::Lb), 2_000.0));
        assert!(close(config.capacity_rps(Stage::App), 640.0));
        assert!(close(config.capacity_rps(Stage::Db), 250.0));
        assert!(!config.cache.on);
        assert!(!config.queue.on);
        assert_eq!(
            config.stages().collect::<Vec<_>>(),
            [Stage::Lb, Stage::App, Stage::Db]
        );
        assert_eq!(config.validate(), Ok(()));
    }

    #[test]
    fn default_buffers_follow_the_seed_constants() {
        let config = ArchConfig::default();
        assert_eq!(config.buffer_requests(Stage::Lb), 500.0);
        assert_eq!(config.buffer_requests(Stage::App), 128.0);
        assert_eq!(config.buffer_requests(Stage::Cache), 5_000.0);
        assert_eq!(config.buffer_requests(Stage::Queue), 1_000.0);
        assert_eq!(config.buffer_requests(Stage::Db), 1_000.0);
        assert!(close(config.capacity_rps(Stage::Cache), 20_000.0));
        // 8 workers ÷ 50 ms = 160 jobs per second.
        assert!(close(config.capacity_rps(Stage::Queue), 160.0));
    }

    #[test]
    fn default_saturates_at_the_database() {
        let (rps, stage) = ArchConfig::default().saturation_rps();
        assert_eq!(stage, Stage::Db);
        assert!(close(rps, 250.0));
    }

    #[test]
    fn load_shares_follow_the_path() {
        let mut config = ArchConfig::default();
        config.cache.on = true;
        config.queue.on = true;
        // a = 0.3, h = 0.8: cache 0.7, queue 0.3, DB 0.7 × 0.2 + 0.3 = 0.44.
        assert!(close(config.load_share(Stage::Cache), 0.7));
        assert!(close(config.load_share(Stage::Queue), 0.3));
        assert!(close(config.load_share(Stage::Db), 0.44));
        // Base latency: 0.5 + 50 + 0.7 × (0.05 + 0.2 × 20) + 0.3 × 50.
        assert!(close(
            config.base_latency_ms(),
            0.5 + 50.0 + 0.7 * 4.05 + 15.0
        ));
        // Queue: 160 ÷ 0.3 = 533 rps; DB: 250 ÷ 0.44 = 568 rps; app 640.
        let (rps, stage) = config.saturation_rps();
        assert_eq!(stage, Stage::Queue);
        assert!(close(rps, 160.0 / 0.3));
    }

    #[test]
    fn settings_round_trip_by_name_and_value() {
        for setting in Setting::ALL {
            assert_eq!(setting.name().parse::<Setting>(), Ok(setting));
            let range = setting.range();
            let mut config = ArchConfig::default();
            for value in [range.min, range.max] {
                assert_eq!(config.set(setting, value), Ok(()), "{setting}");
                assert_eq!(config.get(setting), value, "{setting}");
            }
            assert_eq!(
                range.grid_value(range.grid_len() - 1),
                range.max,
                "{setting}"
            );
            assert!(
                setting
                    .label()
                    .chars()
                    .next()
                    .is_some_and(char::is_uppercase)
            );
        }
    }

    fn error_text(config: &mut ArchConfig, assignment: &str) -> String {
        match config.apply_assignment(assignment) {
            Ok(()) => panic!("`{assignment}` was accepted"),
            Err(err) => err.to_string(),
        }
    }

    #[test]
    fn bad_values_name_the_setting() {
        let mut config = ArchConfig::default();
        assert_eq!(
            config.apply_assignment("app.replicas=0"),
            Err(ArchError::OutOfRange {
                setting: Setting::AppReplicas,
                value: 0.0,
                min: 1.0,
                max: 1_000.0
            })
        );
        assert_eq!(
            error_text(&mut config, "app.replicas=0"),
            "app.replicas must be between 1 and 1000, got 0"
        );
        assert_eq!(
            error_text(&mut config, "db.query_ms=-5"),
            "db.query_ms must be between 1 and 10000 ms, got -5"
        );
        assert_eq!(
            error_text(&mut config, "db.query_ms=abc"),
            "db.query_ms must be a number, got `abc`"
        );
        assert!(
            error_text(&mut config, "nope.x=1").starts_with(
                "unknown setting `nope.x`; the settings are load.rps, load.timeout_ms,"
            )
        );
        assert!(matches!(
            config.apply_assignment("db.query_ms=NaN"),
            Err(ArchError::NotFinite {
                setting: Setting::DbQueryMs,
                ..
            })
        ));
        assert!(matches!(
            config.apply_assignment("load.rps=inf"),
            Err(ArchError::NotFinite {
                setting: Setting::LoadRps,
                ..
            })
        ));
        assert!(matches!(
            config.apply_assignment("load.rps=-1"),
            Err(ArchError::OutOfRange {
                setting: Setting::LoadRps,
                ..
            })
        ));
        assert!(matches!(
            config.apply_assignment("db.connections=2.5"),
            Err(ArchError::NotWhole {
                setting: Setting::DbConnections,
                ..
            })
        ));
        assert!(matches!(
            config.apply_assignment("cache.on=maybe"),
            Err(ArchError::NotAToggle {
                setting: Setting::CacheOn,
                ..
            })
        ));
        assert!(matches!(
            config.apply_assignment("db.connections"),
            Err(ArchError::NotAnAssignment(_))
        ));
        // Nothing above changed the configuration.
        assert_eq!(config, ArchConfig::default());
    }

    #[test]
    fn assignments_set_values() {
        let mut config = ArchConfig::default();
        for text in [
            "cache.on=ON",
            "cache.hit_pct = 90",
            "db.connections=10",
            "queue.on=true",
        ] {
            assert_eq!(config.apply_assignment(text), Ok(()), "{text}");
        }
        assert!(config.cache.on && config.queue.on);
        assert_eq!(config.cache.hit_pct, 90.0);
        assert_eq!(config.db.connections, 10);
    }

    #[test]
    fn validate_catches_direct_field_writes() {
        let mut config = ArchConfig::default();
        config.app.service_ms = f64::NAN;
        assert!(matches!(
            config.validate(),
            Err(ArchError::NotFinite {
                setting: Setting::AppServiceMs,
                ..
            })
        ));
        config = ArchConfig::default();
        config.db.connections = 0;
        assert!(matches!(
            config.validate(),
            Err(ArchError::OutOfRange {
                setting: Setting::DbConnections,
                ..
            })
        ));
    }

    #[test]
    fn values_format_as_typed() {
        assert_eq!(Setting::CacheOn.format_value(1.0), "on");
        assert_eq!(Setting::DbConnections.format_value(10.0), "10");
        assert_eq!(Setting::DbQueryMs.format_value(12.5), "12.5");
    }

    #[test]
    fn ron_round_trip() -> Result<(), Box<dyn std::error::Error>> {
        let mut config = ArchConfig::default();
        config.cache.on = true;
        config.db.query_ms = 12.5;
        let text = ron::to_string(&config)?;
        assert_eq!(ron::from_str::<ArchConfig>(&text)?, config);
        assert_eq!(ron::to_string(&Setting::DbQueryMs)?, "\"db.query_ms\"");
        assert_eq!(ron::from_str::<Setting>("\"cache.on\"")?, Setting::CacheOn);
        assert!(ron::from_str::<Setting>("\"cache.off\"").is_err());
        assert_eq!(
            serde_json::to_string(&Setting::DbConnections)?,
            "\"db.connections\""
        );
        // Missing fields take the defaults.
        assert_eq!(
            ron::from_str::<ArchConfig>("(db: (connections: 9))")?
                .db
                .connections,
            9
        );
        assert_eq!(
            ron::from_str::<ArchConfig>("(db: (connections: 9))")?
                .db
                .query_ms,
            20.0
        );
        Ok(())
    }
}
