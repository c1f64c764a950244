//! The M/M/N+D queue: Poisson arrivals, N workers, FCFS, exponential service
//! of mean S, and a deterministic patience τ: a request that has waited τ
//! without starting leaves (R. Barrer, 1957; A. Mandelbaum, S. Zeltyn, "The
//! M/M/n+G queue: summary of performance measures"): source marker [8] of
//! the model reference.
//!
//! Units: rates in requests per second, times in seconds. Inside, time is
//! counted in service times, so `λ·S = a`, `nμ·S = N`, `β·S = N − a` and
//! `τ/S` is the patience in service times.
//!
//! With μ = 1/S, H(x) = min(x, τ), β = nμ − λ:
//! `J = ∫₀^∞ exp(λH(x) − nμx) dx = (1 − e^(−βτ))/β + e^(−βτ)/(nμ)`,
//! `E = 1/(λ·B(N − 1, a))` (B = Erlang B),
//! `P(abandon) = (1 + (λ − nμ)·J)/(λE + λJ)`, `P(W > 0) = λJ/(λE + λJ)`.
//! Both are evaluated with every exponential at most 1: as written when
//! β > 0, and multiplied through by `e^(βτ)` when β ≤ 0 (the overload form of
//! MODEL-SOURCES); numerator and denominator are also multiplied by
//! B(N − 1, a), so a vanishing B gives 0, not ∞/∞. One formula for every
//! load, continuous across a = N.

use super::erlang_b;

/// Patience beyond this many service times is as good as unbounded; the cap
/// keeps `a·J` finite when `S` is tiny (`τ/S` would be infinite).
const MAX_PATIENCE_SERVICE_TIMES: f64 = 1e280;

/// `(P(abandon), P(W > 0))` of the M/M/N+D queue [8].
fn shares(
    servers: u32,
    arrivals_per_sec: f64,
    service_secs: f64,
    patience_secs: f64,
) -> (f64, f64) {
    if servers == 0 {
        // No worker ever starts a request: each one waits τ and leaves.
        return (1.0, 1.0);
    }
    let lambda = arrivals_per_sec.max(0.0);
    let service_secs = service_secs.max(0.0);
    let a = lambda * service_secs;
    // NaN: no traffic times an infinite service time.
    if a.is_nan() || a <= 0.0 {
        return (0.0, 0.0);
    }
    if a.is_infinite() {
        // The limit of 1 − N/a and of the probability of waiting.
        return (1.0, 1.0);
    }
    let workers = f64::from(servers);
    let patience = (patience_secs.max(0.0) / service_secs).min(MAX_PATIENCE_SERVICE_TIMES);
    let rho = a / workers;
    let blocking = erlang_b(a, servers - 1);
    let drain = workers - a;
    let exponent = drain * patience;
    // Below, d = N − a = β·S is the drain and x = d·τ/S = βτ the exponent.
    // J·nμ ≥ e^(−x) in underload (≥ 1 otherwise) holds in floating point
    // too, so the abandonment share never exceeds the probability of waiting.
    let (abandon, wait, rest) = if drain > 0.0 {
        // Underload, as written (·B): J·nμ = N·(1 − e^(−x))/d + e^(−x),
        // 1 + (λ − nμ)J = ρ·e^(−x), λE = 1/B, λJ = ρ·J·nμ.
        let decay = (-exponent).exp();
        let j_n = workers * -(-exponent).exp_m1() / drain + decay;
        (rho * decay * blocking, rho * j_n * blocking, 1.0)
    } else {
        // Overload or critical, times e^(βτ) (·B): J·nμ·e^(x) =
        // N·(e^x − 1)/d + 1, with (e^x − 1)/d → τ/S as d → 0.
        let growth = if drain == 0.0 {
            patience
        } else {
            exponent.exp_m1() / drain
        };
        let j_n = workers * growth + 1.0;
        (rho * blocking, rho * j_n * blocking, exponent.exp())
    };
    let denominator = rest + wait;
    (
        (abandon / denominator).clamp(0.0, 1.0),
        (wait / denominator).clamp(0.0, 1.0),
    )
}

/// The share of requests that leave after waiting `patience_secs` without
/// starting, in the M/M/N+D queue [8]:
/// `P(abandon) = (1 + (λ − nμ)·J)/(λE + λJ)`, in the overflow-safe form
/// `(λ/(nμ)) / (e^(βτ)/B(N − 1, a) + λ·((e^(βτ) − 1)/β + 1/(nμ)))` when
/// β = nμ − λ ≤ 0 (`(e^(βτ) − 1)/β → τ` as β → 0); see the module
/// documentation for J and E.
///
/// `τ = 0` gives Erlang B(N, a); `τ → ∞` with `a < N` gives 0; `N = 1` gives
/// `(1 − ρ)·ρ·e^(−(μ − λ)τ)/(1 − ρ²·e^(−(μ − λ)τ))`. In [0, 1] for every
/// input: no traffic (a negative or NaN rate or service time counts as none)
/// gives 0, no workers gives 1, a negative patience counts as 0.
pub fn timeout_share_with_abandonment(
    servers: u32,
    arrivals_per_sec: f64,
    service_secs: f64,
    patience_secs: f64,
) -> f64 {
    shares(servers, arrivals_per_sec, service_secs, patience_secs).0
}

/// The probability that a request waits at all in the M/M/N+D queue [8]:
/// `P(W > 0) = λJ/(λE + λJ)`, in the same overflow-safe form as
/// [`timeout_share_with_abandonment`] (`λ·J·e^(βτ) / (e^(βτ)/B(N − 1, a) +
/// λ·J·e^(βτ))` when β ≤ 0).
///
/// `τ = 0` gives Erlang B(N, a) (a request that finds every worker busy
/// leaves at once); `τ → ∞` with `a < N` gives Erlang C, and `ρ` when `N = 1`.
pub fn wait_probability(
    servers: u32,
    arrivals_per_sec: f64,
    service_secs: f64,
    patience_secs: f64,
) -> f64 {
    shares(servers, arrivals_per_sec, service_secs, patience_secs).1
}

#[cfg(test)]
mod tests {
    use super::super::erlang_c;
    use super::*;

    fn close(x: f64, y: f64, rel: f64) -> bool {
        (x - y).abs() <= rel * y.abs().max(1e-300)
    }

    #[test]
    fn no_patience_is_erlang_b() {
        for servers in [1, 2, 16, 160, 640] {
            for rho in [0.1, 0.5, 0.9, 1.0, 1.2, 1.5, 3.0] {
                let n = f64::from(servers);
                let lambda = rho * n / 0.07;
                let b = erlang_b(lambda * 0.07, servers);
                let abandon = timeout_share_with_abandonment(servers, lambda, 0.07, 0.0);
                let wait = wait_probability(servers, lambda, 0.07, 0.0);
                assert!(
                    close(abandon, b, 1e-13),
                    "N = {servers}, ρ = {rho}: {abandon} vs {b}"
                );
                assert!(
                    close(wait, b, 1e-13),
                    "N = {servers}, ρ = {rho}: {wait} vs {b}"
                );
            }
        }
    }

    #[test]
    fn one_worker_closed_form() {
        // M/M/1+D: P(abandon) = (1 − ρ)ρe^(−(μ−λ)τ)/(1 − ρ²e^(−(μ−λ)τ)), and
        // 1/(2 + μτ) at ρ = 1.
        let s: f64 = 0.07;
        for rho in [0.1, 0.5, 0.9, 0.99, 1.01, 1.5, 4.0] {
            for tau in [0.0, 0.01, 0.07, 0.5, 2.0] {
                let lambda = rho / s;
                let e = (-(1.0 / s - lambda) * tau).exp();
                let expected = (1.0 - rho) * rho * e / (1.0 - rho * rho * e);
                let got = timeout_share_with_abandonment(1, lambda, s, tau);
                assert!(
                    close(got, expected, 1e-9),
                    "ρ = {rho}, τ = {tau}: {got} vs {expected}"
                );
            }
        }
        let got = timeout_share_with_abandonment(1, 1.0 / s, s, 2.0);
        let expected = 1.0 / (2.0 + 2.0 / s);
        assert!(close(got, expected, 1e-12), "ρ = 1: {got} vs {expected}");
    }

    #[test]
    fn endless_patience_is_erlang_c() {
        for servers in [1, 2, 16, 160] {
            for rho in [0.1, 0.5, 0.9, 0.99] {
                let lambda = rho * f64::from(servers) / 0.07;
                let c = erlang_c(lambda * 0.07, servers);
                let wait = wait_probability(servers, lambda, 0.07, 1e9);
                let abandon = timeout_share_with_abandonment(servers, lambda, 0.07, 1e9);
                assert!(
                    close(wait, c, 1e-12),
                    "N = {servers}, ρ = {rho}: {wait} vs {c}"
                );
                assert_eq!(abandon, 0.0);
            }
        }
        assert!(close(
            wait_probability(1, 0.5 / 0.07, 0.07, 1e9),
            0.5,
            1e-12
        ));
    }

    #[test]
    fn continuous_across_saturation() {
        // The share's log-derivative in ρ is in the thousands near ρ = 1 at
        // N = 640 (MODEL-SOURCES: ×18 from ρ = 0.999 to 1 at N = 160), so the
        // bound is linear in the step; a jump like the seed's is of order 1.
        for servers in [1, 16, 160, 640] {
            let at = f64::from(servers) / 0.07;
            let abandon = timeout_share_with_abandonment(servers, at, 0.07, 2.0);
            let wait = wait_probability(servers, at, 0.07, 2.0);
            for eps in [1e-6, 1e-9, 1e-12] {
                for lambda in [at * (1.0 - eps), at * (1.0 + eps)] {
                    let near = timeout_share_with_abandonment(servers, lambda, 0.07, 2.0);
                    let near_wait = wait_probability(servers, lambda, 0.07, 2.0);
                    assert!(
                        close(near, abandon, 1e5 * eps + 1e-12),
                        "N = {servers}: {near} vs {abandon}"
                    );
                    assert!(
                        close(near_wait, wait, 1e5 * eps + 1e-12),
                        "N = {servers}: {near_wait} vs {wait}"
                    );
                }
            }
        }
    }

    #[test]
    fn shares_stay_in_the_unit_interval() {
        let (rates, services) = (super::super::EXTREME_RATES, super::super::EXTREME_SERVICES);
        let patiences = [-1.0, 0.0, 5e-324, 1e-9, 2.0, 1e9, f64::MAX, f64::NAN];
        for servers in [0, 1, 2, 160, 640, 100_000] {
            for lambda in rates {
                for s in services {
                    for tau in patiences {
                        let abandon = timeout_share_with_abandonment(servers, lambda, s, tau);
                        let wait = wait_probability(servers, lambda, s, tau);
                        assert!(
                            (0.0..=1.0).contains(&abandon) && (0.0..=1.0).contains(&wait),
                            "N = {servers}, λ = {lambda}, S = {s}, τ = {tau}: {abandon}, {wait}"
                        );
                        assert!(
                            abandon <= wait,
                            "N = {servers}, λ = {lambda}, S = {s}, τ = {tau}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn more_load_never_lowers_the_share() {
        for servers in [1, 16, 160] {
            let mut last = 0.0;
            for step in 1..=300 {
                let rho = f64::from(step) / 200.0;
                let lambda = rho * f64::from(servers) / 0.07;
                let share = timeout_share_with_abandonment(servers, lambda, 0.07, 2.0);
                assert!(share >= last, "N = {servers}, ρ = {rho}: {share} < {last}");
                last = share;
            }
        }
    }
}
