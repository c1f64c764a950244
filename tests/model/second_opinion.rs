//! The second opinion's exact values against references computed
//! independently with mpmath (`tests/reference/second_opinion.py`, which
//! writes the two tables read here), against the reference values of the
//! model reference's sources [7][8], and the seed's p99 approximation
//! measured against the exact percentile.

use sre_sim::model::queueing;

const P99_TABLE: &str = include_str!("../reference/second_opinion_p99.csv");
const ABANDONMENT_TABLE: &str = include_str!("../reference/second_opinion_abandonment.csv");

/// Relative tolerance against the 60-digit references.
const RELATIVE: f64 = 1e-9;
/// Below this, a reference is compared in absolute terms: Erlang B is
/// reported as 0 once it falls under about 1e-250.
const NEGLIGIBLE: f64 = 1e-240;

/// The rows of a generated table: comment lines and the header skipped,
/// every field a number.
fn rows(table: &str) -> Vec<Vec<f64>> {
    table
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .skip(1)
        .map(|line| {
            line.split(',')
                .map(|field| {
                    field
                        .trim()
                        .parse::<f64>()
                        .unwrap_or_else(|e| panic!("{field:?} in {line:?}: {e}"))
                })
                .collect()
        })
        .collect()
}

fn servers(field: f64) -> u32 {
    assert!(field >= 0.0 && field.fract() == 0.0, "servers = {field}");
    field as u32
}

fn relative_error(got: f64, reference: f64) -> f64 {
    (got - reference).abs() / reference.abs()
}

#[test]
fn exact_p99_matches_the_mpmath_table() {
    let table = rows(P99_TABLE);
    // 5 × 5 grid at S = 70 ms, 4 rows at S = 74.2 ms, the Erlang-2 row.
    assert_eq!(table.len(), 30);
    let mut worst = 0.0_f64;
    for row in &table {
        let [n, lambda, s, reference] = row[..] else {
            panic!("row {row:?}");
        };
        let got = queueing::p99_exact_uncapped_secs(servers(n), lambda, s)
            .unwrap_or_else(|| panic!("no p99 for {row:?}"));
        let err = relative_error(got, reference);
        assert!(err <= RELATIVE, "{row:?}: {got} (relative error {err:e})");
        worst = worst.max(err);
        // The capped value is the same below 2 s, and 2 s above.
        let capped = queueing::p99_exact_secs(servers(n), lambda, s, 2.0);
        assert_eq!(capped, got.min(2.0), "{row:?}");
    }
    eprintln!(
        "exact p99: worst relative error {worst:e} over {} rows",
        table.len()
    );
}

#[test]
fn abandonment_matches_the_mpmath_table() {
    let table = rows(ABANDONMENT_TABLE);
    // 5 × 9 × 4 grid at S = 70 ms, 4 rows at S = 74.2 ms.
    assert_eq!(table.len(), 184);
    let (mut worst_abandon, mut worst_wait) = (0.0_f64, 0.0_f64);
    let mut negligible = 0;
    for row in &table {
        let [n, lambda, s, tau, abandon_ref, wait_ref] = row[..] else {
            panic!("row {row:?}");
        };
        let abandon = queueing::timeout_share_with_abandonment(servers(n), lambda, s, tau);
        let wait = queueing::wait_probability(servers(n), lambda, s, tau);
        for (got, reference, worst) in [
            (abandon, abandon_ref, &mut worst_abandon),
            (wait, wait_ref, &mut worst_wait),
        ] {
            if reference < NEGLIGIBLE {
                assert!(got < NEGLIGIBLE, "{row:?}: {got} vs {reference:e}");
                negligible += 1;
            } else {
                let err = relative_error(got, reference);
                assert!(err <= RELATIVE, "{row:?}: {got} vs {reference} ({err:e})");
                *worst = worst.max(err);
            }
        }
    }
    eprintln!(
        "M/M/N+D: worst relative error {worst_abandon:e} (abandonment), \
         {worst_wait:e} (waiting), {negligible} values under {NEGLIGIBLE:e}"
    );
}

/// The table covers what it claims: ρ = 1 exactly, overload up to 1.5,
/// τ = 0 and τ = 2 s, every N.
#[test]
fn abandonment_table_covers_saturation() {
    let table = rows(ABANDONMENT_TABLE);
    for n in [1.0, 2.0, 16.0, 160.0, 640.0] {
        for rho in [1.0, 1.5] {
            for tau in [0.0, 2.0] {
                assert!(
                    table.iter().any(|row| row[0] == n
                        && (row[1] * row[2] / n - rho).abs() < 1e-12
                        && row[3] == tau),
                    "N = {n}, ρ = {rho}, τ = {tau} missing"
                );
            }
        }
    }
}

/// MODEL-SOURCES [7]: at N = 160, S = 74.2 ms, the exact p99 and the seed's
/// approximation, to the three digits it gives.
#[test]
fn p99_reference_values() {
    let s = 0.0742;
    for (rho, exact, seed) in [
        (0.52, 0.342, 0.342),
        (0.95, 0.346, 0.376),
        (0.97, 0.353, 0.405),
        (0.99, 0.406, 0.548),
    ] {
        let lambda = rho * 160.0 / s;
        let got = queueing::p99_exact_secs(160, lambda, s, 2.0);
        assert!(
            (got - exact).abs() <= 5e-4,
            "ρ = {rho}: exact p99 {got} vs {exact}"
        );
        let c = queueing::erlang_c(lambda * s, 160);
        let approx = queueing::p99_secs(s, c, queueing::drain_rate_per_sec(160, s, lambda));
        assert!(
            (approx - seed).abs() <= 5e-4,
            "ρ = {rho}: seed's p99 {approx} vs {seed}"
        );
    }
}

/// MODEL-SOURCES [8]: at N = 160, S = 74.2 ms, τ = 2 s.
#[test]
fn abandonment_reference_values() {
    let s = 0.0742;
    for (rho, expected, digits) in [
        (0.999, 1.3e-5, 0.05e-5),
        (1.0, 2.3e-4, 0.05e-4),
        (1.05, 0.0476, 0.00005),
        (1.5, 1.0 / 3.0, 1e-12),
    ] {
        let got = queueing::timeout_share_with_abandonment(160, rho * 160.0 / s, s, 2.0);
        assert!(
            (got - expected).abs() <= digits,
            "ρ = {rho}: {got} vs {expected}"
        );
    }
}

/// The issue: near saturation the seed's sum of quantiles exceeds the exact
/// p99 by about +15 % at ρ = 0.97 and +35 % at ρ = 0.99 (N = 160). The gap
/// depends on N and ρ only (both percentiles scale with S).
#[test]
fn seed_p99_gap_near_saturation() {
    for s in [0.07, 0.0742] {
        for (rho, expected) in [(0.97, 0.15), (0.99, 0.35)] {
            let lambda = rho * 160.0 / s;
            let exact = queueing::p99_exact_uncapped_secs(160, lambda, s).expect("stable");
            let c = queueing::erlang_c(lambda * s, 160);
            let seed = queueing::p99_secs(s, c, queueing::drain_rate_per_sec(160, s, lambda));
            let gap = seed / exact - 1.0;
            eprintln!(
                "N = 160, S = {s}, ρ = {rho}: seed {seed:.6} s, exact {exact:.6} s, gap {:+.2} %",
                gap * 100.0
            );
            assert!((gap - expected).abs() <= 0.01, "ρ = {rho}: gap {gap}");
        }
    }
}

mod properties {
    use proptest::prelude::*;
    use sre_sim::model::queueing;

    proptest! {
        // A failure prints its minimal case; nothing is written beside the test.
        #![proptest_config(ProptestConfig {
            cases: 512,
            failure_persistence: None,
            ..ProptestConfig::default()
        })]

        /// Over the whole range of the on-call controls and beyond: finite,
        /// shares in [0, 1], the p99 within [S·ln 100, timeout], and one
        /// more worker never makes anything worse.
        #[test]
        fn exact_values_are_total_and_monotone(
            servers in 1_u32..700,
            rho in 0.0_f64..3.0,
            service_secs in 1e-4_f64..2.0,
            patience_secs in 0.0_f64..30.0,
        ) {
            let lambda = rho * f64::from(servers) / service_secs;
            let p99 = queueing::p99_exact_secs(servers, lambda, service_secs, 2.0);
            prop_assert!((0.0..=2.0).contains(&p99));
            prop_assert!(p99 >= (service_secs * 100.0_f64.ln()).min(2.0) * (1.0 - 1e-12));
            let more = queueing::p99_exact_secs(servers + 1, lambda, service_secs, 2.0);
            prop_assert!(more <= p99 * (1.0 + 1e-12), "{more} > {p99}");

            let abandon = queueing::timeout_share_with_abandonment(servers, lambda, service_secs, patience_secs);
            let wait = queueing::wait_probability(servers, lambda, service_secs, patience_secs);
            prop_assert!((0.0..=1.0).contains(&abandon) && (0.0..=1.0).contains(&wait));
            prop_assert!(abandon <= wait);
            let abandon_more = queueing::timeout_share_with_abandonment(servers + 1, lambda, service_secs, patience_secs);
            let wait_more = queueing::wait_probability(servers + 1, lambda, service_secs, patience_secs);
            prop_assert!(abandon_more <= abandon * (1.0 + 1e-12) + 1e-300, "{abandon_more} > {abandon}");
            prop_assert!(wait_more <= wait * (1.0 + 1e-12) + 1e-300, "{wait_more} > {wait}");
        }
    }
}
