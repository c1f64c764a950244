//! The on-call model's constants, from the seed's model reference. Values
//! marked [6] are illustrative calibrations for a mid-size web service.

/// Base traffic at the diurnal mean, requests per second [6].
pub const BASE_REQUESTS_PER_SEC: f64 = 1000.0;
/// Amplitude of the diurnal sine: λ varies by ±25 % over the day.
pub const DIURNAL_AMPLITUDE: f64 = 0.25;
/// The sine's phase shift in hours: `sin(2π(t + clock − 6 h)/24 h)` peaks at 12:00.
pub const DIURNAL_SHIFT_HOURS: f64 = 6.0;
/// Relative standard deviation of the per-minute measurement factor, `N(0, 0.02)`.
pub const COUNT_NOISE_SD: f64 = 0.02;

/// Workers (concurrent requests) per instance [6].
pub const WORKERS_PER_INSTANCE: u32 = 16;
/// The fleet's ceiling.
pub const MAX_INSTANCES: u32 = 40;
/// Application CPU time per request, seconds [6].
pub const APP_SERVICE_SECS: f64 = 0.050;
/// Extra CPU time with the heavy feature on, seconds [6].
pub const FEATURE_EXTRA_SERVICE_SECS: f64 = 0.020;
/// Database queries per request (the heavy feature adds one) [6].
pub const QUERIES_PER_REQUEST: f64 = 2.0;
/// Extra database queries per request with the heavy feature on [6].
pub const FEATURE_EXTRA_QUERIES: f64 = 1.0;

/// Database capacity, queries per second [6].
pub const DB_CAPACITY_QUERIES_PER_SEC: f64 = 4000.0;
/// Query time on an idle database, seconds [6].
pub const DB_BASE_QUERY_SECS: f64 = 0.005;
/// Ceiling of the query time, seconds.
pub const DB_MAX_QUERY_SECS: f64 = 0.250;

/// Hot objects in the cache; the per-object request rate is `r = λ / 20 000` [6].
pub const HOT_OBJECTS: f64 = 20_000.0;
/// Time constant of the cache's refill after a flush, minutes [6].
pub const CACHE_REFILL_TAU_MINUTES: f64 = 30.0;
/// Database utilization above which the refill starts to slow (assumption).
pub const CACHE_REFILL_SLOW_FROM: f64 = 0.80;
/// Database utilization at and above which the refill runs at its slowest (assumption).
pub const CACHE_REFILL_SLOWEST_AT: f64 = 0.95;
/// The slowest refill, as a share of the normal speed (assumption).
pub const CACHE_REFILL_SLOWEST_FACTOR: f64 = 0.25;
/// Warm-up job: share of the cache loaded per minute [6].
pub const WARM_UP_GAIN_PER_MINUTE: f64 = 0.12;
/// Warm-up job: how long it runs, minutes.
pub const WARM_UP_MINUTES: u32 = 6;
/// Warm-up job: extra database queries per second while it runs [6].
pub const WARM_UP_DB_QUERIES_PER_SEC: f64 = 600.0;

/// Client timeout, seconds: requests waiting longer fail.
pub const TIMEOUT_SECS: f64 = 2.0;
/// Share of the traffic that is low priority (prefetch, batch, crawlers).
pub const LOW_PRIORITY_SHARE: f64 = 0.30;
/// Extra error rate on the traffic served by the bad build [6].
pub const BAD_BUILD_ERROR_RATE: f64 = 0.05;
/// CPU factor of the bad build on the traffic it serves [6].
pub const BAD_BUILD_CPU_FACTOR: f64 = 1.25;
/// Minutes a rollback prepares the last good build before switching.
pub const ROLLBACK_MINUTES: u32 = 5;

/// Price of one instance-hour, serving or booting, dollars [6].
pub const DOLLARS_PER_INSTANCE_HOUR: f64 = 0.40;
/// Largest scale-in step, as a share of the fleet.
pub const SCALE_IN_MAX_SHARE: f64 = 0.20;
/// Minutes of wanting fewer instances before a scale-in.
pub const SCALE_IN_QUIET_MINUTES: u32 = 10;
/// Default boot delay, minutes.
pub const DEFAULT_BOOT_MINUTES: u32 = 3;
/// Longest boot delay the model supports, minutes.
pub const MAX_BOOT_MINUTES: usize = 16;

/// The availability objective.
pub const SLO: f64 = 0.999;
/// The error budget, `1 − SLO` [1].
pub const ERROR_BUDGET: f64 = 0.001;
/// Minutes in the 30-day budget period.
pub const MINUTES_PER_BUDGET_PERIOD: f64 = 43_200.0;
/// Burn rate at which both windows page (2 % of the budget in an hour) [2].
pub const PAGE_BURN_RATE: f64 = 14.4;
/// The long burn-rate window, minutes [2].
pub const LONG_WINDOW_MINUTES: usize = 60;
/// The short burn-rate window, minutes [2].
pub const SHORT_WINDOW_MINUTES: usize = 5;

/// Beyond the seed: the Workbook's second page fires when the burn rate
/// over both its windows is at least this (5 % of the budget in 6 h) [2].
pub const SLOW_PAGE_BURN_RATE: f64 = 6.0;
/// The second page's long window, minutes (6 h) [2].
pub const SLOW_PAGE_LONG_WINDOW_MINUTES: usize = 360;
/// The second page's short window, minutes [2].
pub const SLOW_PAGE_SHORT_WINDOW_MINUTES: usize = 30;
/// Beyond the seed: the Workbook's ticket opens when the burn rate over
/// both its windows is at least this (10 % of the budget in 3 days) [2].
pub const TICKET_BURN_RATE: f64 = 1.0;
/// The ticket's long window, minutes (3 days) [2].
pub const TICKET_LONG_WINDOW_MINUTES: usize = 3 * 24 * 60;
/// The ticket's short window, minutes (6 h) [2].
pub const TICKET_SHORT_WINDOW_MINUTES: usize = 360;
