//! Queueing relations of the M/M/N model (Erlang, 1917; Kleinrock, 1975)
//! and Little's law. Source markers refer to the model reference: [3]
//! Erlang B/C, [4] Little's law, [6] illustrative calibration; and, for the
//! second opinion beside the seed's approximations, [7] the exact M/M/N
//! response-time percentile ([`p99_exact_secs`]) and [8] the M/M/N+D queue
//! with deterministic patience ([`timeout_share_with_abandonment`],
//! [`wait_probability`]).
//!
//! Units: rates in requests per second, times in seconds, `a` in erlangs
//! (`a = λ·S`), `servers` is the number of workers `N`.

mod abandonment;
mod response_time;

pub use abandonment::{timeout_share_with_abandonment, wait_probability};
pub use response_time::{p99_exact_secs, p99_exact_uncapped_secs};

/// Erlang B, the blocking probability of `servers` servers offered `a`
/// erlangs, by the recursion `B(0) = 1, B(k) = a·B(k−1) / (k + a·B(k−1))` \[3\],
/// computed on its reciprocal `1/B(k) = 1 + (k/a)·1/B(k−1)`, which needs no
/// division per step and is exact to rounding.
///
/// Four servers are taken per step of the dependency chain:
/// `1/B(k+3) = 1 + t₃ + t₃t₂ + t₃t₂t₁ + t₃t₂t₁t₀·1/B(k−1)` with `tᵢ = (k+i)/a`;
/// the products do not depend on the chain, so the processor overlaps them.
///
/// Returns 1 for `servers == 0` and 0 when `a ≤ 0`.
pub fn erlang_b(a: f64, servers: u32) -> f64 {
    if a.is_nan() || a <= 0.0 {
        return if servers == 0 { 1.0 } else { 0.0 };
    }
    let inv_a = 1.0 / a;
    let mut inv_b = 1.0_f64;
    let mut k = 1;
    while k + 3 <= servers {
        let t0 = f64::from(k) * inv_a;
        let t1 = f64::from(k + 1) * inv_a;
        let t2 = f64::from(k + 2) * inv_a;
        let t3 = f64::from(k + 3) * inv_a;
        let p2 = t3 * t2;
        let p1 = p2 * t1;
        inv_b = 1.0 + t3 + p2 + p1 + p1 * t0 * inv_b;
        if inv_b > 1e250 {
            // B underflows to zero from here on; so does every later term.
            return 0.0;
        }
        k += 4;
    }
    while k <= servers {
        inv_b = 1.0 + f64::from(k) * inv_a * inv_b;
        k += 1;
    }
    if inv_b.is_finite() { 1.0 / inv_b } else { 0.0 }
}

/// Erlang C, the probability that an arrival waits:
/// `C(a, N) = B / (1 − (a/N)(1 − B))`, B = Erlang B [3].
///
/// Defined for a stable queue, `a < N`; returns 1 when `a ≥ N` (every
/// arrival waits).
pub fn erlang_c(a: f64, servers: u32) -> f64 {
    let n = f64::from(servers);
    if a.is_nan() || a >= n {
        return 1.0;
    }
    let b = erlang_b(a, servers);
    b / (1.0 - (a / n) * (1.0 - b))
}

/// The rate at which the waiting tail decays, `N/S − λ` (per second).
pub fn drain_rate_per_sec(servers: u32, service_secs: f64, arrivals_per_sec: f64) -> f64 {
    f64::from(servers) / service_secs - arrivals_per_sec
}

/// `P(W > t) = C·e^(−(N/S − λ)·t)` for a stable M/M/N queue [3].
pub fn wait_exceeds(erlang_c: f64, drain_rate_per_sec: f64, t_secs: f64) -> f64 {
    erlang_c * (-drain_rate_per_sec * t_secs).exp()
}

/// The p99 approximation `p99 ≈ S·ln 100 + ln(C/0.01)/(N/S − λ)` [3][6]:
/// the service-time quantile plus the waiting-time quantile (the second term
/// only when more than 1 % of requests wait at all). Adding two quantiles is
/// not the exact quantile of the sum; it is the seed's approximation.
pub fn p99_secs(service_secs: f64, erlang_c: f64, drain_rate_per_sec: f64) -> f64 {
    let service = service_secs * 100.0_f64.ln();
    match p99_waiting_secs(erlang_c, drain_rate_per_sec) {
        Some(waiting) => service + waiting,
        None => service,
    }
}

/// The waiting-time quantile of [`p99_secs`], `ln(C/0.01)/(N/S − λ)`
/// [3][6]: `None` when at most 1 % of requests wait, where the term is
/// dropped.
pub fn p99_waiting_secs(erlang_c: f64, drain_rate_per_sec: f64) -> Option<f64> {
    (erlang_c > 0.01).then(|| (erlang_c / 0.01).ln() / drain_rate_per_sec)
}

/// Utilization by Little's law: busy workers `L = λ·S`, so utilization is
/// `λ·S / N`, capped at 100 % [4].
pub fn utilization(arrivals_per_sec: f64, service_secs: f64, servers: u32) -> f64 {
    if servers == 0 {
        return 1.0;
    }
    (arrivals_per_sec * service_secs / f64::from(servers)).clamp(0.0, 1.0)
}

/// Arrival rates at and past every limit, for the totality tests.
#[cfg(test)]
const EXTREME_RATES: [f64; 10] = [
    -1.0,
    0.0,
    1e-300,
    1e-3,
    1.0,
    1e3,
    1e6,
    1e300,
    f64::MAX,
    f64::NAN,
];

/// Service times at and past every limit, for the totality tests.
#[cfg(test)]
const EXTREME_SERVICES: [f64; 11] = [
    -1.0,
    0.0,
    5e-324,
    1e-300,
    1e-9,
    0.07,
    1.0,
    1e9,
    1e300,
    f64::MAX,
    f64::NAN,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain recursion with a division per step, as the seed writes it.
    fn erlang_b_textbook(a: f64, servers: u32) -> f64 {
        let mut b = 1.0;
        for k in 1..=servers {
            b = a * b / (f64::from(k) + a * b);
        }
        b
    }

    #[test]
    fn erlang_c_reference_value() {
        // MODEL-SOURCES.md: a = 10 erlangs, N = 12 servers ⇒ C ≈ 0.4494.
        let c = erlang_c(10.0, 12);
        assert!((c - 0.4494).abs() < 5e-5, "C(10, 12) = {c}");
    }

    #[test]
    fn erlang_b_small_cases() {
        assert!((erlang_b(1.0, 1) - 0.5).abs() < 1e-15);
        // B(2, 2) = (a²/2) / (1 + a + a²/2) = 2 / 5
        assert!((erlang_b(2.0, 2) - 0.4).abs() < 1e-15);
        assert_eq!(erlang_b(5.0, 0), 1.0);
        assert_eq!(erlang_b(0.0, 3), 0.0);
    }

    #[test]
    fn reciprocal_recursion_matches_textbook() {
        let mut cases = vec![
            (83.5, 160),
            (150.0, 160),
            (300.0, 640),
            (600.0, 640),
            (0.01, 640),
        ];
        // Every remainder of the four-at-a-time loop, light and heavy loads.
        for n in 1..=40 {
            for a in [0.3, 2.0, 7.5, 20.0, 45.0] {
                cases.push((a, n));
            }
        }
        for (a, n) in cases {
            let fast = erlang_b(a, n);
            let slow = erlang_b_textbook(a, n);
            let scale = slow.abs().max(1e-300);
            assert!(
                ((fast - slow) / scale).abs() < 1e-12 || (fast - slow).abs() < 1e-300,
                "B({a}, {n}): {fast} vs {slow}"
            );
        }
    }

    #[test]
    fn saturated_queue_always_waits() {
        assert_eq!(erlang_c(12.0, 12), 1.0);
        assert_eq!(erlang_c(20.0, 12), 1.0);
    }

    #[test]
    fn waiting_tail_and_p99() {
        let c = erlang_c(10.0, 12);
        let d = drain_rate_per_sec(12, 0.1, 100.0);
        assert!((d - 20.0).abs() < 1e-12);
        let p = wait_exceeds(c, d, 0.1);
        assert!((p - c * (-2.0_f64).exp()).abs() < 1e-15);
        let p99 = p99_secs(0.1, c, d);
        let expected = 0.1 * 100.0_f64.ln() + (c / 0.01).ln() / 20.0;
        assert!((p99 - expected).abs() < 1e-12);
        // No waiting term when under 1 % wait.
        assert_eq!(p99_secs(0.1, 0.005, d), 0.1 * 100.0_f64.ln());
    }

    #[test]
    fn utilization_is_capped() {
        assert!((utilization(1000.0, 0.08, 160) - 0.5).abs() < 1e-12);
        assert_eq!(utilization(5000.0, 0.08, 160), 1.0);
        assert_eq!(utilization(5.0, 0.08, 0), 1.0);
    }
}
