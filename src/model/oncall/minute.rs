//! One minute of the service, as pure functions of that minute's inputs:
//! traffic, cache, database, queueing and errors. Source markers refer to the
//! model reference ([1]–[6], see `MODEL-SOURCES.md`).

use std::f64::consts::TAU;

use super::constants::{
    APP_SERVICE_SECS, BAD_BUILD_CPU_FACTOR, BAD_BUILD_ERROR_RATE, BASE_REQUESTS_PER_SEC,
    DB_BASE_QUERY_SECS, DB_CAPACITY_QUERIES_PER_SEC, DB_MAX_QUERY_SECS, DIURNAL_AMPLITUDE,
    DIURNAL_SHIFT_HOURS, FEATURE_EXTRA_QUERIES, FEATURE_EXTRA_SERVICE_SECS, HOT_OBJECTS,
    LOW_PRIORITY_SHARE, QUERIES_PER_REQUEST, TIMEOUT_SECS, WARM_UP_DB_QUERIES_PER_SEC,
    WORKERS_PER_INSTANCE,
};
use crate::model::queueing;

/// Expected arrival rate at a time of day, before any surge [6]:
/// `λ = base × (1 + 0.25·sin(2π(clock − 6 h)/24 h))`, peak at 12:00.
pub fn diurnal_requests_per_sec(clock_minutes: f64) -> f64 {
    traffic_requests_per_sec(BASE_REQUESTS_PER_SEC, true, clock_minutes)
}

/// A scenario's traffic at a time of day, before any surge: `base` on the
/// diurnal curve, or flat at `base` with the curve off.
pub fn traffic_requests_per_sec(base: f64, diurnal: bool, clock_minutes: f64) -> f64 {
    if !diurnal {
        return base;
    }
    let hours = clock_minutes / 60.0;
    base * (1.0 + DIURNAL_AMPLITUDE * (TAU * (hours - DIURNAL_SHIFT_HOURS) / 24.0).sin())
}

/// TTL cache hit ratio [5]: `hit = warm × rT/(1 + rT)`, `r = λ / 20 000`
/// requests per second per hot object, `T` the TTL in seconds. Holds for
/// Poisson requests when the timer starts on a miss and hits do not refresh it.
pub fn cache_hit_rate(warmth: f64, requests_per_sec: f64, ttl_secs: f64) -> f64 {
    hit_rate_of(
        warmth,
        requests_per_object_per_ttl(requests_per_sec, ttl_secs),
    )
}

/// `rT`: requests per hot object within one TTL, `r = λ / 20 000` [5].
fn requests_per_object_per_ttl(requests_per_sec: f64, ttl_secs: f64) -> f64 {
    requests_per_sec / HOT_OBJECTS * ttl_secs
}

/// `hit = warm × rT/(1 + rT)` [5].
fn hit_rate_of(warmth: f64, rt: f64) -> f64 {
    warmth * rt / (1.0 + rt)
}

/// Database queries per request, `q` [6]: 2, and one more with the heavy
/// feature on.
pub fn queries_per_request(heavy_feature: bool) -> f64 {
    QUERIES_PER_REQUEST
        + if heavy_feature {
            FEATURE_EXTRA_QUERIES
        } else {
            0.0
        }
}

/// Database utilization of a load on a database serving `capacity`
/// queries per second (a scenario's slow replica or failover).
pub fn db_utilization_at(queries_per_sec: f64, capacity: f64) -> f64 {
    queries_per_sec / capacity
}

/// Database query time [6]: `5 ms/(1 − ρ)`, capped at 250 ms (and 250 ms
/// when the database is saturated, `ρ ≥ 1`).
pub fn db_query_secs(db_utilization: f64) -> f64 {
    if db_utilization >= 1.0 {
        DB_MAX_QUERY_SECS
    } else {
        (DB_BASE_QUERY_SECS / (1.0 - db_utilization)).min(DB_MAX_QUERY_SECS)
    }
}

/// Which of the seed's queueing relations a minute used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum QueueRegime {
    /// `a < N`: a stable M/M/N queue (Erlang C, the waiting tail, the p99
    /// approximation).
    #[default]
    Stable,
    /// `a ≥ N` with traffic: the excess `1 − N/a` fails, p99 at the timeout.
    Saturated,
    /// No traffic and no workers: nothing waits, nothing fails.
    Idle,
}

/// What the minute model needs to know about the present minute.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MinuteInputs {
    /// Arrivals at the load balancer, requests per second.
    pub requests_per_sec: f64,
    /// Share of the low-priority 30 % rejected at the load balancer.
    pub shed_share: f64,
    /// Instances serving traffic.
    pub instances_serving: u32,
    /// Cache warmth, 0 (empty) to 1 (full).
    pub cache_warmth: f64,
    /// Cache TTL, seconds.
    pub cache_ttl_secs: f64,
    /// Is the warm-up job loading the database this minute?
    pub warm_up_running: bool,
    /// Is the heavy feature on?
    pub heavy_feature: bool,
    /// Share of the traffic served by the bad build, 0–1.
    pub bad_build_traffic: f64,
    /// The bad build's error rate (the seed's 5 %; a scenario may set its own).
    pub build_error_rate: f64,
    /// The bad build's CPU factor (the seed's ×1.25; a scenario may set its own).
    pub build_cpu_factor: f64,
    /// What the database serves this minute, queries per second (the seed's
    /// 4 000; a scenario's slow replica or failover changes it).
    pub db_capacity_queries_per_sec: f64,
}

impl Default for MinuteInputs {
    /// No traffic, no instances, an empty cache, the seed's build fault
    /// and database.
    fn default() -> Self {
        Self {
            requests_per_sec: 0.0,
            shed_share: 0.0,
            instances_serving: 0,
            cache_warmth: 0.0,
            cache_ttl_secs: 0.0,
            warm_up_running: false,
            heavy_feature: false,
            bad_build_traffic: 0.0,
            build_error_rate: BAD_BUILD_ERROR_RATE,
            build_cpu_factor: BAD_BUILD_CPU_FACTOR,
            db_capacity_queries_per_sec: DB_CAPACITY_QUERIES_PER_SEC,
        }
    }
}

/// Everything the minute model computes from [`MinuteInputs`], including the
/// inputs themselves and the intermediate values the model reference shows
/// live: what the model used, not a recomputation.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct MinuteOutputs {
    /// The inputs the minute was computed from (the cache warmth after this
    /// minute's warm-up load, before the refill).
    pub inputs: MinuteInputs,
    /// Requests admitted past the load balancer, per second (λ after shedding).
    pub admitted_per_sec: f64,
    /// Share of all requests shed at the load balancer.
    pub traffic_shed: f64,
    /// Requests per second per hot object, `r = λ / 20 000`.
    pub requests_per_object_per_sec: f64,
    /// Requests per hot object within one TTL, `rT`.
    pub requests_per_object_per_ttl: f64,
    /// Cache hit ratio.
    pub cache_hit_rate: f64,
    /// Database queries per second from the requests, `λ·q·(1 − hit)`.
    pub request_queries_per_sec: f64,
    /// Database queries per second of the warm-up job (600 while it runs, else 0).
    pub warm_up_queries_per_sec: f64,
    /// Database queries per second, the requests' and the warm-up job's.
    pub db_queries_per_sec: f64,
    /// Database utilization `ρ`, uncapped (above 1 = saturated).
    pub db_demand: f64,
    /// Database query time, seconds.
    pub db_query_secs: f64,
    /// Queries per request, `q`.
    pub queries_per_request: f64,
    /// Application CPU time per request, seconds (`S_app`).
    pub app_service_secs: f64,
    /// Service time per request, `S`, seconds.
    pub service_secs: f64,
    /// Workers, `N`.
    pub workers: u32,
    /// Offered load `a = λ·S`, erlangs.
    pub offered_erlangs: f64,
    /// Which queueing relations applied.
    pub queue: QueueRegime,
    /// Erlang C, the probability of waiting (1 when saturated).
    pub erlang_c: f64,
    /// The rate at which the waiting tail decays, `N/S − λ`, per second
    /// (0 unless the queue is stable, `a < N`).
    pub drain_rate_per_sec: f64,
    /// Requests per second the fleet can serve, `N/S`.
    pub capacity_per_sec: f64,
    /// Share of admitted requests waiting longer than the timeout (stable queue).
    pub timeout_rate: f64,
    /// Share of admitted requests failed because `a ≥ N`: `1 − N/a`.
    pub saturation_rate: f64,
    /// Share of admitted requests failed by the bad build.
    pub bad_build_error_rate: f64,
    /// Combined error rate: `1 − (1 − bad)(1 − timeouts)(1 − saturation)`.
    pub error_rate: f64,
    /// p99 latency, seconds, capped at the 2 s timeout.
    pub p99_secs: f64,
    /// The p99's waiting-time term `ln(C/0.01)/(N/S − λ)`, seconds, when
    /// the approximation added it (a stable queue where more than 1 % wait).
    pub p99_waiting_secs: Option<f64>,
    /// Measured utilization `λ·S/N`, capped at 100 %.
    pub utilization: f64,
}

/// What the fleet's queue gives in a minute [3][4].
struct Queue {
    regime: QueueRegime,
    erlang_c: f64,
    drain: f64,
    timeout_rate: f64,
    saturation_rate: f64,
    p99_secs: f64,
    p99_waiting_secs: Option<f64>,
}

/// The fleet's queue: stable (Erlang C, timeouts, p99), saturated (the
/// excess fails, p99 at the timeout) or idle (no traffic, no workers).
fn queue_of(workers: u32, lambda: f64, service_secs: f64) -> Queue {
    let n = f64::from(workers);
    let a = lambda * service_secs;
    if a < n {
        let c = queueing::erlang_c(a, workers);
        let drain = queueing::drain_rate_per_sec(workers, service_secs, lambda);
        Queue {
            regime: QueueRegime::Stable,
            erlang_c: c,
            drain,
            timeout_rate: queueing::wait_exceeds(c, drain, TIMEOUT_SECS),
            saturation_rate: 0.0,
            p99_secs: queueing::p99_secs(service_secs, c, drain).min(TIMEOUT_SECS),
            p99_waiting_secs: queueing::p99_waiting_secs(c, drain),
        }
    } else if a > 0.0 {
        Queue {
            regime: QueueRegime::Saturated,
            erlang_c: 1.0,
            drain: 0.0,
            timeout_rate: 0.0,
            saturation_rate: 1.0 - n / a,
            p99_secs: TIMEOUT_SECS,
            p99_waiting_secs: None,
        }
    } else {
        // No traffic and no workers: nothing waits, nothing fails.
        Queue {
            regime: QueueRegime::Idle,
            erlang_c: 0.0,
            drain: 0.0,
            timeout_rate: 0.0,
            saturation_rate: 0.0,
            p99_secs: 0.0,
            p99_waiting_secs: None,
        }
    }
}

/// The minute model: from traffic, fleet, cache and build to errors and
/// latency. Pure and total: no input makes it return NaN or infinity.
pub fn evaluate(inputs: &MinuteInputs) -> MinuteOutputs {
    let traffic_shed = LOW_PRIORITY_SHARE * inputs.shed_share;
    let lambda = inputs.requests_per_sec * (1.0 - traffic_shed);

    // Cache and database [5][6].
    let per_object = lambda / HOT_OBJECTS;
    let rt = requests_per_object_per_ttl(lambda, inputs.cache_ttl_secs);
    let hit = hit_rate_of(inputs.cache_warmth, rt);
    let feature = if inputs.heavy_feature { 1.0 } else { 0.0 };
    let q = queries_per_request(inputs.heavy_feature);
    let warm_up = if inputs.warm_up_running {
        WARM_UP_DB_QUERIES_PER_SEC
    } else {
        0.0
    };
    let request_queries_per_sec = lambda * q * (1.0 - hit);
    let db_queries_per_sec = request_queries_per_sec + warm_up;
    let db_demand = db_utilization_at(db_queries_per_sec, inputs.db_capacity_queries_per_sec);
    let query_secs = db_query_secs(db_demand);

    // Service time [6]: S = S_app + (1 − hit)·q·query time, the bad build's
    // CPU factor applying to the share of traffic it serves.
    let cpu_factor = 1.0 + (inputs.build_cpu_factor - 1.0) * inputs.bad_build_traffic;
    let app_service_secs = (APP_SERVICE_SECS + feature * FEATURE_EXTRA_SERVICE_SECS) * cpu_factor;
    let service_secs = app_service_secs + (1.0 - hit) * q * query_secs;

    // Queueing [3][4].
    let workers = inputs.instances_serving * WORKERS_PER_INSTANCE;
    let n = f64::from(workers);
    let a = lambda * service_secs;
    let Queue {
        regime: queue,
        erlang_c,
        drain,
        timeout_rate,
        saturation_rate,
        p99_secs,
        p99_waiting_secs,
    } = queue_of(workers, lambda, service_secs);
    let bad_build_error_rate = inputs.build_error_rate * inputs.bad_build_traffic;
    let error_rate =
        1.0 - (1.0 - bad_build_error_rate) * (1.0 - timeout_rate) * (1.0 - saturation_rate);

    MinuteOutputs {
        inputs: *inputs,
        admitted_per_sec: lambda,
        traffic_shed,
        requests_per_object_per_sec: per_object,
        requests_per_object_per_ttl: rt,
        cache_hit_rate: hit,
        request_queries_per_sec,
        warm_up_queries_per_sec: warm_up,
        db_queries_per_sec,
        db_demand,
        db_query_secs: query_secs,
        queries_per_request: q,
        app_service_secs,
        service_secs,
        workers,
        offered_erlangs: a,
        queue,
        erlang_c,
        drain_rate_per_sec: drain,
        capacity_per_sec: n / service_secs,
        timeout_rate,
        saturation_rate,
        bad_build_error_rate,
        error_rate,
        p99_secs,
        p99_waiting_secs,
        utilization: queueing::utilization(lambda, service_secs, workers),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opening() -> MinuteInputs {
        MinuteInputs {
            requests_per_sec: diurnal_requests_per_sec(8.0 * 60.0),
            shed_share: 0.0,
            instances_serving: 10,
            cache_warmth: 1.0,
            cache_ttl_secs: 60.0,
            warm_up_running: false,
            heavy_feature: true,
            ..MinuteInputs::default()
        }
    }

    #[test]
    fn diurnal_curve() {
        assert!((diurnal_requests_per_sec(8.0 * 60.0) - 1125.0).abs() < 1e-9);
        assert!((diurnal_requests_per_sec(12.0 * 60.0) - 1250.0).abs() < 1e-9);
        assert!((diurnal_requests_per_sec(0.0) - 750.0).abs() < 1e-9);
    }

    #[test]
    fn opening_minute_matches_the_seed_table() {
        let out = evaluate(&opening());
        assert!((out.admitted_per_sec - 1125.0).abs() < 1e-9);
        assert!(
            (out.cache_hit_rate - 3.375 / 4.375).abs() < 1e-12,
            "{}",
            out.cache_hit_rate
        );
        assert_eq!((out.cache_hit_rate * 100.0).round(), 77.0);
        assert_eq!((out.db_demand * 100.0).round(), 19.0);
        assert!(
            (out.offered_erlangs - 83.5).abs() < 0.05,
            "a = {}",
            out.offered_erlangs
        );
        assert_eq!(out.workers, 160);
        assert!(out.error_rate < 1e-6, "error {}", out.error_rate);
        assert!(
            out.p99_secs > 0.3 && out.p99_secs < 0.4,
            "p99 {}",
            out.p99_secs
        );
    }

    #[test]
    fn saturation_fails_the_excess() {
        let out = evaluate(&MinuteInputs {
            instances_serving: 2,
            ..opening()
        });
        assert!(out.offered_erlangs > 32.0);
        assert!((out.saturation_rate - (1.0 - 32.0 / out.offered_erlangs)).abs() < 1e-12);
        assert_eq!(out.timeout_rate, 0.0);
        assert_eq!(out.p99_secs, TIMEOUT_SECS);
        assert_eq!(out.utilization, 1.0);
    }

    #[test]
    fn no_instances_fail_everything_without_nan() {
        let out = evaluate(&MinuteInputs {
            instances_serving: 0,
            ..opening()
        });
        assert_eq!(out.error_rate, 1.0);
        assert!(out.capacity_per_sec == 0.0);
    }

    #[test]
    fn bad_build_adds_five_percent_and_cpu() {
        let good = evaluate(&opening());
        let bad = evaluate(&MinuteInputs {
            bad_build_traffic: 1.0,
            ..opening()
        });
        assert!((bad.bad_build_error_rate - 0.05).abs() < 1e-15);
        assert!((bad.app_service_secs - 0.07 * 1.25).abs() < 1e-15);
        assert!(bad.error_rate >= 0.05);
        assert!(bad.service_secs > good.service_secs);
    }

    #[test]
    fn shedding_and_feature() {
        let shed = evaluate(&MinuteInputs {
            shed_share: 1.0,
            ..opening()
        });
        assert!((shed.traffic_shed - 0.3).abs() < 1e-15);
        assert!((shed.admitted_per_sec - 1125.0 * 0.7).abs() < 1e-9);
        let off = evaluate(&MinuteInputs {
            heavy_feature: false,
            ..opening()
        });
        assert_eq!(off.queries_per_request, 2.0);
        assert!((off.app_service_secs - 0.05).abs() < 1e-15);
    }

    #[test]
    fn query_time_is_capped() {
        assert!((db_query_secs(0.0) - 0.005).abs() < 1e-15);
        assert!((db_query_secs(0.5) - 0.010).abs() < 1e-15);
        assert_eq!(db_query_secs(0.99), 0.25);
        assert_eq!(db_query_secs(1.5), 0.25);
    }
}
