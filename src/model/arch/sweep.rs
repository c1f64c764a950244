//! The load sweep: the same path at loads from near zero to well past
//! saturation, giving the capacity curve (latency and failing share against
//! offered load) with the knee marked.

use serde::{Deserialize, Serialize};

use super::{ArchConfig, ArchError, Stage, sim};

/// Fewest points a sweep accepts.
pub const MIN_SWEEP_POINTS: usize = 2;
/// Most points a sweep accepts.
pub const MAX_SWEEP_POINTS: usize = 1_000;

/// One load of the sweep: a whole ten-second run, summarized.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct SweepPoint {
    /// Fresh load of this run, rps.
    pub load_rps: f64,
    /// Mean offered load over the run, retries included, rps.
    pub offered_rps: f64,
    /// Mean latency over the run, ms.
    pub mean_latency_ms: f64,
    /// Share of all offered requests that failed, 0–1.
    pub failing_share: f64,
    /// No step had more than 5 % failing.
    pub passed: bool,
    /// The highest peak utilization of any tier.
    pub peak_utilization: f64,
    /// The tier that saturated first (or the most loaded one).
    pub bottleneck: Stage,
    /// Beyond the seed: mean requests per second the client failed itself
    /// unsent (budget, breaker, throttle).
    #[serde(default, skip_serializing_if = "sim::is_zero")]
    pub client_failed_rps: f64,
}

impl SweepPoint {
    /// Requests per second that succeeded, on average over the run: the
    /// client's requests (offered, and failed unsent) times the share that
    /// did not fail.
    pub fn goodput_rps(&self) -> f64 {
        (self.offered_rps + self.client_failed_rps) * (1.0 - self.failing_share)
    }
}

/// The capacity curve of one path.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Sweep {
    /// The runs, by increasing load.
    pub points: Vec<SweepPoint>,
    /// The load at which the first tier saturates without retries, rps
    /// ([`ArchConfig::saturation_rps`]); the sweep goes to twice this.
    pub saturation_rps: f64,
    /// The tier that saturates first.
    pub saturation_stage: Stage,
    /// Index of the knee: the highest load at which no tier saturated (peak
    /// utilization ≤ 100 %). Below it latency stays at the sum of service
    /// times; above it the backlogs grow. `None` if every point saturated.
    pub knee: Option<usize>,
    /// Index of the highest load that passed (no step above 5 % failing).
    pub last_passing: Option<usize>,
}

impl Sweep {
    /// The knee's point.
    pub fn knee_point(&self) -> Option<&SweepPoint> {
        self.knee.and_then(|i| self.points.get(i))
    }

    /// Index of the collapse: the lowest load whose run fails.
    pub fn collapse_index(&self) -> Option<usize> {
        self.points.iter().position(|p| !p.passed)
    }

    /// The collapse's point.
    pub fn collapse(&self) -> Option<&SweepPoint> {
        self.collapse_index().and_then(|i| self.points.get(i))
    }
}

/// Runs the path at `points` loads, `2 × saturation × i ÷ points` for
/// `i = 1 … points`, every other setting as given.
pub fn sweep(config: &ArchConfig, points: usize) -> Result<Sweep, ArchError> {
    config.validate()?;
    if !(MIN_SWEEP_POINTS..=MAX_SWEEP_POINTS).contains(&points) {
        return Err(ArchError::SweepPoints(points));
    }
    let (saturation_rps, saturation_stage) = config.saturation_rps();
    let top_rps = 2.0 * saturation_rps;
    let mut knee = None;
    let mut last_passing = None;
    let mut at_load = *config;
    let points: Vec<SweepPoint> = (1..=points)
        .map(|i| {
            at_load.load.rps = top_rps * i as f64 / points as f64;
            let summary = sim::run(&at_load, false);
            let peak_utilization = summary.max_utilization();
            if peak_utilization <= 1.0 {
                knee = Some(i - 1);
            }
            if summary.passed {
                last_passing = Some(i - 1);
            }
            SweepPoint {
                load_rps: at_load.load.rps,
                offered_rps: summary.offered_rps,
                mean_latency_ms: summary.mean_latency_ms,
                failing_share: summary.failing_share,
                passed: summary.passed,
                peak_utilization,
                bottleneck: summary.bottleneck,
                client_failed_rps: summary.totals.client_failed_requests / super::RUN_SECS,
            }
        })
        .collect();
    Ok(Sweep {
        points,
        saturation_rps,
        saturation_stage,
        knee,
        last_passing,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_sweep_bends_at_the_database() -> Result<(), ArchError> {
        let sweep = sweep(&ArchConfig::default(), 60)?;
        assert_eq!(sweep.points.len(), 60);
        assert!((sweep.saturation_rps - 250.0).abs() < 1e-9);
        assert_eq!(sweep.saturation_stage, Stage::Db);
        // Loads 500 × i ÷ 60: point 29 is 250 rps, exactly at capacity.
        assert_eq!(sweep.knee, Some(29));
        let knee = sweep.knee_point().map(|p| p.load_rps);
        assert!(knee.is_some_and(|rps| (rps - 250.0).abs() < 1e-9));
        let first = sweep.points[0];
        assert!((first.mean_latency_ms - 70.5).abs() < 1e-9);
        assert!(sweep.points[59].failing_share > 0.5);
        assert!(sweep.points[59].mean_latency_ms > 1_000.0);
        // Latency never falls as the load rises.
        for pair in sweep.points.windows(2) {
            assert!(pair[1].mean_latency_ms >= pair[0].mean_latency_ms - 1e-9);
        }
        assert!(sweep.last_passing >= sweep.knee);
        Ok(())
    }

    #[test]
    fn too_few_points_is_an_error() {
        assert_eq!(
            sweep(&ArchConfig::default(), 1),
            Err(ArchError::SweepPoints(1))
        );
        assert_eq!(
            sweep(&ArchConfig::default(), 1_001),
            Err(ArchError::SweepPoints(1_001))
        );
    }
}
