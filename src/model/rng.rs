//! Seeded randomness: the mulberry32 generator and the distributions the
//! on-call model draws from.
//!
//! Conventions: uniforms are `u32 / 2^32` in `[0, 1)`; every distribution
//! consumes a fixed number of uniforms per draw (except Poisson), so a run is
//! reproducible bit for bit from its seed.

use std::f64::consts::TAU;

/// The mulberry32 generator (T. Ettinger, 2017, public domain): 32 bits of
/// state, one 32-bit output per step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mulberry32 {
    state: u32,
}

impl Mulberry32 {
    /// A generator seeded with `seed`.
    pub fn new(seed: u32) -> Self {
        Self { state: seed }
    }

    /// The next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        self.state = self.state.wrapping_add(0x6D2B_79F5);
        let mut t = self.state;
        t = (t ^ (t >> 15)).wrapping_mul(t | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 0x3D)); // t | 61
        t ^ (t >> 14)
    }

    /// Uniform on `[0, 1)`: `u32 / 2^32`.
    pub fn uniform(&mut self) -> f64 {
        f64::from(self.next_u32()) / 4_294_967_296.0
    }

    /// Uniform on `[low, high)`.
    pub fn uniform_between(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.uniform()
    }

    /// Exponential with the given rate, by the inverse CDF:
    /// `x = −ln(1 − u) / rate`.
    pub fn exponential(&mut self, rate: f64) -> f64 {
        -(1.0 - self.uniform()).ln() / rate
    }

    /// Standard normal by Box–Muller (Box & Muller, 1958):
    /// `z = √(−2 ln u₁) · cos(2π u₂)` with `u₁ = 1 − uniform` in `(0, 1]`.
    pub fn normal(&mut self) -> f64 {
        let u1 = 1.0 - self.uniform();
        let u2 = self.uniform();
        (-2.0 * u1.ln()).sqrt() * (TAU * u2).cos()
    }

    /// Poisson with the given mean by multiplying uniforms (Knuth, TAOCP
    /// vol. 2, §3.4.1): the count of uniforms whose product stays above
    /// `e^(−mean)`. Meant for small means (the loop is `O(mean)`); means
    /// above 500 are clamped to 500 to bound the work.
    pub fn poisson(&mut self, mean: f64) -> u32 {
        if mean.is_nan() || mean <= 0.0 {
            return 0;
        }
        let limit = (-mean.min(500.0)).exp();
        let mut count = 0;
        let mut product = self.uniform();
        while product > limit {
            count += 1;
            product *= self.uniform();
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_five(seed: u32) -> [f64; 5] {
        let mut rng = Mulberry32::new(seed);
        std::array::from_fn(|_| rng.uniform())
    }

    fn assert_close(actual: &[f64], expected: &[f64]) {
        for (a, e) in actual.iter().zip(expected) {
            assert!((a - e).abs() < 5e-11, "{a} vs {e}");
        }
    }

    /// Known answers from MODEL-SOURCES.md.
    #[test]
    fn mulberry32_known_answers() {
        assert_close(
            &first_five(0),
            &[
                0.266_429_208_7,
                0.000_329_745_7,
                0.223_272_027_4,
                0.146_202_147_9,
                0.467_327_822_9,
            ],
        );
        assert_close(
            &first_five(1),
            &[
                0.627_073_940_6,
                0.002_735_721_2,
                0.527_447_040_0,
                0.981_050_967_5,
                0.968_377_898_2,
            ],
        );
        assert_close(
            &first_five(42),
            &[
                0.601_103_751_9,
                0.448_290_559_0,
                0.852_465_793_5,
                0.669_734_041_4,
                0.174_813_898_7,
            ],
        );
    }

    #[test]
    fn box_muller_uses_the_first_two_uniforms() {
        let [u1, u2, ..] = first_five(42);
        let expected = (-2.0 * (1.0 - u1).ln()).sqrt() * (TAU * u2).cos();
        assert_eq!(Mulberry32::new(42).normal(), expected);
    }

    #[test]
    fn exponential_is_the_inverse_cdf() {
        let [u, ..] = first_five(1);
        assert_eq!(Mulberry32::new(1).exponential(2.0), -(1.0 - u).ln() / 2.0);
    }

    #[test]
    fn moments_are_right() {
        let mut rng = Mulberry32::new(7);
        let n = 200_000;
        let (mut sum, mut sum_sq) = (0.0, 0.0);
        for _ in 0..n {
            let z = rng.normal();
            sum += z;
            sum_sq += z * z;
        }
        let mean = sum / f64::from(n);
        let var = sum_sq / f64::from(n) - mean * mean;
        assert!(mean.abs() < 0.01, "normal mean {mean}");
        assert!((var - 1.0).abs() < 0.01, "normal variance {var}");

        let poisson_mean = (0..n).map(|_| f64::from(rng.poisson(3.5))).sum::<f64>() / f64::from(n);
        assert!(
            (poisson_mean - 3.5).abs() < 0.02,
            "poisson mean {poisson_mean}"
        );

        let exp_mean = (0..n).map(|_| rng.exponential(4.0)).sum::<f64>() / f64::from(n);
        assert!(
            (exp_mean - 0.25).abs() < 0.003,
            "exponential mean {exp_mean}"
        );
    }

    #[test]
    fn poisson_of_nothing_is_zero() {
        let mut rng = Mulberry32::new(3);
        assert_eq!(rng.poisson(0.0), 0);
        assert_eq!(rng.poisson(f64::NAN), 0);
        assert_eq!(rng.poisson(-1.0), 0);
    }
}
