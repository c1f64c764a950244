//! The architecture tab's runtime state: the configuration being edited, the
//! last run, the proposed fix and the run before it, and the load sweep.

use super::Problem;
use crate::model::arch::{
    ArchConfig, ArchError, ArchRun, Fix, FixOutcome, FixSearch, Remedy, STEP_COUNT, Setting, Stage,
    Step, Sweep, find_fix, simulate, sweep,
};
use crate::platform::{Runner, Slice};

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

/// Real seconds a step of 250 ms takes to play at speed 1: ten seconds are
/// watched in ten seconds.
pub const STEP_PLAY_SECS: f32 = 0.25;

/// The slowest and fastest playback, × real time.
pub const PLAYBACK_SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.25..=4.0;

/// Watching a run step by step: the step shown (0 before the first, 1–40
/// the forty steps), whether it plays, and how fast.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Playback {
    /// The step shown: 0 is before the first step, `STEP_COUNT` the last.
    pub step: usize,
    /// Does it advance by itself?
    pub playing: bool,
    /// × real time (1 = ten seconds in ten seconds).
    pub speed: f32,
    /// Real seconds played since the step shown began.
    carry: f32,
}

impl Default for Playback {
    fn default() -> Self {
        Self {
            step: 0,
            playing: false,
            speed: 1.0,
            carry: 0.0,
        }
    }
}

impl Playback {
    /// From the start, playing, at `speed`.
    fn start(speed: f32) -> Self {
        Self {
            playing: true,
            speed,
            ..Self::default()
        }
    }

    /// Shows step `step` (clamped to 0–40), paused.
    pub fn scrub(&mut self, step: usize) {
        self.step = step.min(STEP_COUNT);
        self.playing = false;
        self.carry = 0.0;
    }

    /// Advances by `dt` real seconds while playing; stops at the last step.
    /// Returns the steps advanced.
    pub fn advance(&mut self, dt: f32) -> usize {
        if !self.playing {
            return 0;
        }
        self.carry += dt.max(0.0) * self.speed;
        let mut advanced = 0;
        while self.carry >= STEP_PLAY_SECS && self.step < STEP_COUNT {
            self.carry -= STEP_PLAY_SECS;
            self.step += 1;
            advanced += 1;
        }
        if self.step >= STEP_COUNT {
            self.playing = false;
            self.carry = 0.0;
        }
        advanced
    }

    /// Real seconds until the next step is due, while playing.
    pub fn secs_to_next_step(&self) -> Option<f32> {
        self.playing
            .then(|| ((STEP_PLAY_SECS - self.carry) / self.speed).max(0.0))
    }
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
    /// Beyond the seed, with a trigger: the other single changes that
    /// pass, smallest first.
    pub also: Vec<Fix>,
    /// The capacity curve of the current configuration.
    pub sweep: Option<Sweep>,
    /// Beyond the seed: the remedy whose curve is drawn beside it.
    pub sweep_remedy: Option<Remedy>,
    /// The curve with that remedy on.
    pub sweep_with: Option<Sweep>,
    /// The last error (a rejected value).
    pub status: Option<Problem>,
    /// Watching `run` step by step.
    pub playback: Playback,
    /// A stage whose card to show (clicked on the drawing), once.
    pub focus: Option<Stage>,
    /// The fix search running in slices (the browser), until it answers.
    pub fixing: Option<Box<FixSearch>>,
}

impl ArchSession {
    /// Changes one setting; a rejected value is reported, the configuration kept.
    pub fn set(&mut self, setting: Setting, value: f64) {
        if self.config.get(setting) == value {
            return;
        }
        match self.config.set(setting, value) {
            Ok(()) => {
                self.keep_slowdowns_in_order(setting);
                self.status = None;
                self.proposal = None;
                self.also.clear();
                self.sweep = None;
                self.sweep_with = None;
            }
            Err(err) => self.status = Some(Problem::Arch(err)),
        }
    }

    /// A slowdown's start moved past its end takes the end along, and an
    /// end moved before its start the start (as a slider pair does).
    fn keep_slowdowns_in_order(&mut self, moved: Setting) {
        let c = &mut self.config;
        match moved {
            Setting::AppSlowFromS => c.app.slow_to_s = c.app.slow_to_s.max(c.app.slow_from_s),
            Setting::AppSlowToS => c.app.slow_from_s = c.app.slow_from_s.min(c.app.slow_to_s),
            Setting::DbSlowFromS => c.db.slow_to_s = c.db.slow_to_s.max(c.db.slow_from_s),
            Setting::DbSlowToS => c.db.slow_from_s = c.db.slow_from_s.min(c.db.slow_to_s),
            _ => {}
        }
    }

    /// Runs the path unless the run shown is already of its configuration.
    pub fn run_if_changed(&mut self) {
        if self.run.as_ref().is_none_or(|r| r.config != self.config) {
            self.run();
        }
    }

    /// Runs the path for ten seconds, and plays it from the start.
    pub fn run(&mut self) {
        match simulate(&self.config) {
            Ok(run) => {
                self.run = Some(run);
                self.before = None;
                self.status = None;
                self.playback = Playback::start(self.playback.speed);
            }
            Err(err) => self.status = Some(Problem::Arch(err)),
        }
    }

    /// The step shown, if a run is shown and its first step has been
    /// reached (`None` before it: every stage idle).
    pub fn shown_step(&self) -> Option<&Step> {
        let k = self.playback.step.checked_sub(1)?;
        self.run.as_ref()?.steps.get(k)
    }

    /// The same step of the run before the fix, to compare.
    pub fn shown_before_step(&self) -> Option<&Step> {
        let k = self.playback.step.checked_sub(1)?;
        self.before.as_ref()?.steps.get(k)
    }

    /// Play or pause; playing at the last step starts again from the first.
    pub fn set_playing(&mut self, on: bool) {
        if self.run.is_none() {
            return;
        }
        if on && self.playback.step >= STEP_COUNT {
            self.playback.scrub(0);
        }
        self.playback.playing = on;
    }

    /// One step forward or back (pauses).
    pub fn step_by(&mut self, forward: bool) {
        let step = self.playback.step;
        let to = if forward {
            step + 1
        } else {
            step.saturating_sub(1)
        };
        self.playback.scrub(to);
    }

    /// The playback speed, clamped.
    pub fn set_speed(&mut self, speed: f32) {
        let speed = if speed.is_finite() { speed } else { 1.0 };
        self.playback.speed =
            speed.clamp(*PLAYBACK_SPEED_RANGE.start(), *PLAYBACK_SPEED_RANGE.end());
    }

    /// Searches the smallest fix and shows it, without applying it.
    pub fn propose_fix(&mut self) {
        self.propose_fix_on(Runner::Thread);
    }

    /// [`Self::propose_fix`]: at once where there are threads (the desktop,
    /// where even the longest search, with a trigger, takes a fraction of
    /// a second), or in slices of the next frames ([`Self::poll_within`]).
    pub fn propose_fix_on(&mut self, runner: Runner) {
        self.also.clear();
        self.fixing = None;
        match runner {
            Runner::Thread => self.show_fix(find_fix(&self.config)),
            Runner::Slices => match FixSearch::new(&self.config) {
                Ok(search) => {
                    self.proposal = None;
                    self.fixing = Some(Box::new(search));
                }
                Err(err) => self.status = Some(Problem::Arch(err)),
            },
        }
    }

    /// Advances a fix search running in slices within `slice`, and shows
    /// its answer once it has one; is it still searching? A search of a
    /// configuration changed since it started is dropped.
    pub fn poll_within(&mut self, slice: &Slice) -> bool {
        let Some(search) = self.fixing.as_mut() else {
            return false;
        };
        if *search.config() != self.config {
            self.fixing = None;
            return false;
        }
        if slice.run(|| search.step()) {
            return true;
        }
        if let Some(search) = self.fixing.take() {
            self.show_fix(search.finish());
        }
        false
    }

    /// Shows what the fix search answered.
    fn show_fix(&mut self, outcome: Result<FixOutcome, ArchError>) {
        match outcome {
            Ok(FixOutcome::Found { fix, also, .. }) => {
                self.proposal = Some(FixProposal::Found(fix));
                self.also = also;
            }
            Ok(FixOutcome::NotNeeded) => self.proposal = Some(FixProposal::NotNeeded),
            Ok(FixOutcome::NotFound) => self.proposal = Some(FixProposal::NotFound),
            Err(err) => self.status = Some(Problem::Arch(err)),
        }
    }

    /// Applies the k-th other change that also passes, as [`Self::apply_fix`]
    /// does the fix.
    pub fn apply_other(&mut self, k: usize) {
        if let Some(&other) = self.also.get(k) {
            self.proposal = Some(FixProposal::Found(other));
            self.apply_fix();
        }
    }

    /// Applies the proposed fix and plays the fixed run on the same drawing;
    /// the run before stays to compare.
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
                self.also.clear();
                self.sweep = None;
                self.sweep_with = None;
            }
            Err(err) => self.status = Some(Problem::Arch(err)),
        }
    }

    /// Shows `config` (and, with `fixed`, its fixed run, `config`'s own kept
    /// as the run before) at `step` of the run, paused; `None`: not run.
    pub fn show_path(
        &mut self,
        config: ArchConfig,
        fixed: Option<ArchConfig>,
        step: Option<usize>,
    ) {
        let Some(step) = step else {
            self.config = fixed.unwrap_or(config);
            return;
        };
        self.config = config;
        let before = fixed.and_then(|_| simulate(&config).ok());
        if let Some(fixed) = fixed {
            self.config = fixed;
        }
        self.run();
        self.before = before;
        self.playback.scrub(step);
    }

    /// Sweeps the load from near zero to twice the first saturation.
    pub fn sweep(&mut self) {
        match sweep(&self.config, SWEEP_POINTS) {
            Ok(result) => self.sweep = Some(result),
            Err(err) => self.status = Some(Problem::Arch(err)),
        }
        self.sweep_with = self.sweep_remedy.and_then(|remedy| {
            let mut with = self.config;
            with.set(remedy.switch(), 1.0).ok()?;
            sweep(&with, SWEEP_POINTS).ok()
        });
    }

    /// Beyond the seed: draws the curve with `remedy` on beside the sweep
    /// (none: the sweep alone), sweeping again if there is one.
    pub fn set_sweep_remedy(&mut self, remedy: Option<Remedy>) {
        self.sweep_remedy = remedy;
        if self.sweep.is_some() {
            self.sweep();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::arch::HEADROOM_UTILIZATION;

    #[test]
    fn a_run_plays_forty_steps_in_ten_seconds_and_stops() {
        let mut s = ArchSession::default();
        assert_eq!(s.shown_step(), None);
        s.run();
        assert!(s.playback.playing);
        assert_eq!(s.playback.step, 0);
        assert_eq!(s.shown_step(), None, "step 0 is before the first step");
        // 60 frames a second for ten seconds.
        let mut seen = 0;
        for _ in 0..600 {
            seen += s.playback.advance(1.0 / 60.0);
        }
        assert_eq!(seen, STEP_COUNT);
        assert!(!s.playback.playing);
        let run = s.run.clone().expect("ran");
        assert_eq!(s.shown_step(), run.steps.last());
        // Played again from the end, it starts over; twice as fast, it
        // takes five seconds.
        s.set_speed(2.0);
        s.set_playing(true);
        assert_eq!(s.playback.step, 0);
        let mut secs = 0.0;
        while s.playback.playing {
            s.playback.advance(0.01);
            secs += 0.01;
        }
        assert!((secs - 5.0_f32).abs() < 0.05, "{secs}");
        s.playback.scrub(8);
        assert_eq!(s.shown_step(), Some(&run.steps[7]));
        s.step_by(false);
        assert_eq!(s.playback.step, 7);
        s.playback.scrub(99);
        assert_eq!(s.playback.step, STEP_COUNT);
    }

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
        let Some(Problem::Arch(err)) = &s.status else {
            panic!("{:?}", s.status);
        };
        for language in crate::i18n::Language::ALL {
            let text = crate::i18n::arch_error_text(&crate::i18n::I18n::new(language), err);
            assert!(
                text.contains("app.replicas") && text.contains('0'),
                "{text}"
            );
        }
        assert_eq!(s.config, ArchConfig::default());
    }
}
