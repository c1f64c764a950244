//! The architecture tab's runtime state: the configuration being edited, the
//! last run, the proposed fix and the run before it, and the load sweep.

use crate::model::arch::{
    ArchConfig, ArchRun, Fix, FixOutcome, Setting, Sweep, find_fix, simulate, sweep,
};

/// Points of the load sweep (the capacity curve).
pub const SWEEP_POINTS: usize = 60;

/// What the fix search last said.
#[derive(Debug, Clone, PartialEq)]
pub enum FixProposal {
    /// A change that passes with headroom, not yet applied.
    Found(Fix),
    /// The configuration already passes with headroom.
    NotNeeded,
    /// No single change passes.
    NotFound,
}

/// The architecture tab's state.
#[derive(Debug, Clone, Default)]
pub struct ArchSession {
    /// The path as configured.
    pub config: ArchConfig,
    /// The last run of `config` (or of the configuration before an edit).
    pub run: Option<ArchRun>,
    /// The run before the last applied fix, kept to compare.
    pub before: Option<ArchRun>,
    /// The fix search's answer for the current configuration.
    pub proposal: Option<FixProposal>,
    /// The capacity curve of the current configuration.
    pub sweep: Option<Sweep>,
    /// The last error (a rejected value).
    pub status: Option<String>,
}

impl ArchSession {
    /// Changes one setting; a rejected value is reported, the configuration kept.
    pub fn set(&mut self, setting: Setting, value: f64) {
        if self.config.get(setting) == value {
            return;
        }
        match self.config.set(setting, value) {
            Ok(()) => {
                self.status = None;
                self.proposal = None;
                self.sweep = None;
            }
            Err(err) => self.status = Some(err.to_string()),
        }
    }

    /// Runs the path for ten seconds.
    pub fn run(&mut self) {
        match simulate(&self.config) {
            Ok(run) => {
                self.run = Some(run);
                self.before = None;
                self.status = None;
            }
            Err(err) => self.status = Some(err.to_string()),
        }
    }

    /// Searches the smallest fix and shows it, without applying it.
    pub fn propose_fix(&mut self) {
        match find_fix(&self.config) {
            Ok(FixOutcome::Found { fix, .. }) => self.proposal = Some(FixProposal::Found(fix)),
            Ok(FixOutcome::NotNeeded) => self.proposal = Some(FixProposal::NotNeeded),
            Ok(FixOutcome::NotFound) => self.proposal = Some(FixProposal::NotFound),
            Err(err) => self.status = Some(err.to_string()),
        }
    }

    /// Applies the proposed fix and reruns; the run before stays for comparison.
    pub fn apply_fix(&mut self) {
        let Some(FixProposal::Found(fix)) = self.proposal else {
            return;
        };
        let before = match self.run.take() {
            Some(run) if run.config == self.config => Some(run),
            _ => simulate(&self.config).ok(),
        };
        match fix.apply(&self.config) {
            Ok(config) => {
                self.config = config;
                self.run();
                self.before = before;
                self.proposal = None;
                self.sweep = None;
            }
            Err(err) => self.status = Some(err.to_string()),
        }
    }

    /// Sweeps the load from near zero to twice the first saturation.
    pub fn sweep(&mut self) {
        match sweep(&self.config, SWEEP_POINTS) {
            Ok(result) => self.sweep = Some(result),
            Err(err) => self.status = Some(err.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::arch::{HEADROOM_UTILIZATION, Stage};

    #[test]
    fn the_default_path_fails_at_the_database_and_the_fix_passes() {
        let mut s = ArchSession::default();
        s.run();
        let run = s.run.clone().expect("ran");
        assert!(!run.passed);
        assert_eq!(run.bottleneck, Stage::Db);
        s.propose_fix();
        assert!(matches!(s.proposal, Some(FixProposal::Found(_))));
        s.apply_fix();
        let after = s.run.clone().expect("reran");
        assert!(after.passed);
        assert!(after.max_utilization() <= HEADROOM_UTILIZATION);
        assert_eq!(
            s.before,
            Some(run),
            "the run before the fix stays to compare"
        );
    }

    #[test]
    fn a_bad_value_is_reported_and_the_config_kept() {
        let mut s = ArchSession::default();
        s.set(Setting::AppReplicas, 0.0);
        assert!(
            s.status
                .as_deref()
                .is_some_and(|m| m.contains("app.replicas")),
            "{:?}",
            s.status
        );
        assert_eq!(s.config, ArchConfig::default());
    }
}
