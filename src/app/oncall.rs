//! The on-call tab's runtime state: the live run and the play clock. The UI
//! changes the run only through [`OncallSession::command`], so every change
//! lands on the run's timeline.

use crate::model::oncall::{Command, MinuteRow, RunSpec, Scenario, ScenarioRef, Sim, Trace};
use crate::run::{Annotation, RunError, RunFile};

/// Slowest play speed, simulated minutes per second (1 per 2 s).
pub const MIN_SPEED: f32 = 0.5;
/// Fastest play speed, simulated minutes per second: a three-hour scenario
/// in six seconds, to get to the part that matters.
pub const MAX_SPEED: f32 = 30.0;

/// A saved run being played back.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The file's name, for the replay bar.
    pub name: String,
    /// The run.
    pub file: RunFile,
}

/// A saved run kept on the charts to compare with.
#[derive(Debug, Clone)]
pub struct Ghost {
    /// The file's name, for the legend.
    pub name: String,
    /// Its rows.
    pub rows: Vec<MinuteRow>,
}

/// The live on-call run and its play clock.
#[derive(Debug, Clone)]
pub struct OncallSession {
    /// The scenario picked for the next restart: a built-in or a file.
    pub scenario: ScenarioRef,
    /// The seed, as the person types it.
    pub seed_text: String,
    /// Draw traffic noise.
    pub noise: bool,
    /// The running simulation: changed only through this session's
    /// methods (a command, a step, a replay), read through [`Self::sim`].
    sim: Sim,
    /// Every row so far, the opening one first.
    pub rows: Vec<MinuteRow>,
    /// Is the clock running?
    pub playing: bool,
    /// Play speed, simulated minutes per real second.
    pub minutes_per_sec: f32,
    /// Real seconds accumulated towards the next simulated minute.
    accumulated_secs: f32,
    /// The last error to show (a rejected command or seed).
    pub status: Option<super::Problem>,
    /// The saved run being replayed; `None` when playing live.
    pub replay: Option<Replay>,
    /// A saved run shown as a ghost on the charts.
    pub ghost: Option<Ghost>,
    /// The presenter's notes on the charts.
    pub annotations: Vec<Annotation>,
    /// The text of the next note, as typed.
    pub annotation_draft: String,
    /// A live run that a restart, an open or a ghost replaced, waiting to
    /// be kept in the saves folder (see [`Self::take_discarded`]).
    discarded: Option<RunFile>,
    /// What was last saved of the live run: minute and decisions.
    saved_mark: Option<(u32, usize)>,
    /// Pause the clock when the run reaches this minute (a lesson's step).
    pub stop_at: Option<u32>,
}

impl Default for OncallSession {
    fn default() -> Self {
        Self::new(Scenario::FreePlay, crate::model::oncall::DEFAULT_SEED, true)
    }
}

impl OncallSession {
    /// A paused run at its opening minute.
    pub fn new(scenario: impl Into<ScenarioRef>, seed: u32, noise: bool) -> Self {
        let scenario = scenario.into();
        let sim = Sim::new(RunSpec {
            scenario: scenario.clone(),
            seed,
            noise,
        });
        Self {
            scenario,
            seed_text: seed.to_string(),
            noise,
            rows: vec![*sim.row()],
            sim,
            playing: false,
            minutes_per_sec: 1.0,
            accumulated_secs: 0.0,
            status: None,
            replay: None,
            ghost: None,
            annotations: Vec::new(),
            annotation_draft: String::new(),
            discarded: None,
            saved_mark: None,
            stop_at: None,
        }
    }

    /// The typed seed, if it is a whole number in range.
    pub fn typed_seed(&self) -> Option<u32> {
        self.seed_text.trim().parse::<u32>().ok()
    }

    /// Has the live run minutes or decisions that were not saved (a replay
    /// is a file already)?
    pub fn unsaved(&self) -> bool {
        let mark = (self.sim.minute(), self.sim.timeline().len());
        self.replay.is_none() && mark != (0, 0) && self.saved_mark != Some(mark)
    }

    /// Sets aside the live run before it is replaced, if it has minutes or
    /// decisions that were not saved.
    fn set_aside(&mut self) {
        if !self.unsaved() {
            return;
        }
        if let Ok(file) = self.run_file() {
            self.discarded = Some(file);
        }
    }

    /// The live run set aside by the last restart, open or ghost, once.
    pub fn take_discarded(&mut self) -> Option<RunFile> {
        self.discarded.take()
    }

    /// Notes that the live run was saved as it stands.
    pub fn mark_saved(&mut self) {
        self.saved_mark = Some((self.sim.minute(), self.sim.timeline().len()));
    }

    /// Sets the play speed, within [`MIN_SPEED`, `MAX_SPEED`].
    pub fn set_speed(&mut self, minutes_per_sec: f32) {
        if minutes_per_sec.is_finite() {
            self.minutes_per_sec = minutes_per_sec.clamp(MIN_SPEED, MAX_SPEED);
        }
    }

    /// Real seconds until the playing clock reaches the next minute.
    pub fn secs_to_next_minute(&self) -> f32 {
        let per_minute = 1.0 / self.minutes_per_sec.clamp(MIN_SPEED, MAX_SPEED);
        (per_minute - self.accumulated_secs).max(0.0)
    }

    /// The last minute of the run: the scenario's length, the replayed
    /// file's, or for free play the longest run a file can hold.
    pub fn end_minute(&self) -> u32 {
        match &self.replay {
            Some(replay) => replay.file.minutes(),
            None if self.sim.spec().scenario == Scenario::FreePlay => crate::run::MAX_RUN_MINUTES,
            None => self.sim.setup().length_minutes,
        }
    }

    /// Starts over from the picked scenario and the typed seed; the run
    /// in progress is set aside first. A seed that is not a number keeps
    /// the current run (the seed box says why, in the person's language).
    pub fn restart(&mut self) {
        let Some(seed) = self.typed_seed() else {
            return;
        };
        self.set_aside();
        let discarded = self.discarded.take();
        let speed = self.minutes_per_sec;
        let ghost = self.ghost.take();
        *self = Self::new(self.scenario.clone(), seed, self.noise);
        self.minutes_per_sec = speed;
        self.ghost = ghost;
        self.discarded = discarded;
    }

    /// Replaces the live run with `sim` (opened or taken over), keeping its
    /// rows from the opening minute.
    pub fn load(&mut self, sim: Sim, rows: Vec<MinuteRow>) {
        self.stop_at = None;
        self.set_aside();
        self.saved_mark = None;
        let spec = sim.spec();
        self.scenario = spec.scenario.clone();
        self.seed_text = spec.seed.to_string();
        self.noise = spec.noise;
        self.sim = sim;
        self.rows = rows;
        self.playing = false;
        self.accumulated_secs = 0.0;
        self.status = None;
        self.replay = None;
    }

    /// Plays a saved run back from its opening minute.
    pub fn open_replay(&mut self, name: &str, file: RunFile) -> Result<(), RunError> {
        let (trace, sim) = file.take_over_at(0)?;
        self.load(sim, trace.rows);
        // Its notes, to show on the charts, to edit and to present.
        self.annotations = file.annotations().to_vec();
        self.replay = Some(Replay {
            name: name.to_owned(),
            file,
        });
        Ok(())
    }

    /// Continues a saved run live from its last minute (a restored autosave).
    pub fn resume(&mut self, file: &RunFile) -> Result<(), RunError> {
        let (trace, sim) = file.resume()?;
        self.load(sim, trace.rows);
        self.annotations = file.annotations().to_vec();
        Ok(())
    }

    /// Jumps the replay to `minute` (clamped to the run's length).
    pub fn scrub_to(&mut self, minute: u32) {
        let Some(replay) = self.replay.take() else {
            return;
        };
        match replay.file.take_over_at(minute.min(replay.file.minutes())) {
            Ok((trace, sim)) => {
                self.sim = sim;
                self.rows = trace.rows;
                self.accumulated_secs = 0.0;
            }
            Err(err) => self.status = Some(super::Problem::Run(err)),
        }
        self.replay = Some(replay);
    }

    /// "Take over here": drops the replay's decisions after the current
    /// minute and continues live from this state.
    pub fn take_over(&mut self) {
        self.replay = None;
        self.playing = false;
        let minute = self.sim.minute();
        self.annotations.retain(|a| a.minute <= minute);
    }

    /// The run so far as a file, with its notes. During a replay, the
    /// whole replayed run (every decision, to its last minute, its author
    /// and lesson) with the notes as they are now: notes are written and
    /// edited on a saved run without changing what it replays.
    pub fn run_file(&self) -> Result<RunFile, RunError> {
        if let Some(replay) = &self.replay {
            return replay
                .file
                .clone()
                .with_annotations(self.annotations.clone());
        }
        let minute = self.sim.minute();
        let notes = self
            .annotations
            .iter()
            .filter(|a| a.minute <= minute)
            .cloned()
            .collect();
        RunFile::from_sim(&self.sim)?.with_annotations(notes)
    }

    /// Keeps `trace` as a ghost on the charts. During a replay the replay
    /// stays, the ghost drawn over it; else the live run restarts on the
    /// ghost's scenario, seed and noise mode, to play it again.
    pub fn keep_ghost(&mut self, name: &str, spec: &RunSpec, trace: Trace) {
        let ghost = Ghost {
            name: name.to_owned(),
            rows: trace.rows,
        };
        if self.replay.is_some() {
            self.ghost = Some(ghost);
            return;
        }
        self.scenario = spec.scenario.clone();
        self.seed_text = spec.seed.to_string();
        self.noise = spec.noise;
        self.ghost = Some(ghost);
        self.restart();
    }

    /// The running simulation, to read.
    pub fn sim(&self) -> &Sim {
        &self.sim
    }

    /// The latest row.
    pub fn row(&self) -> &MinuteRow {
        self.sim.row()
    }

    /// Has the scenario (or the replayed run) reached its end?
    pub fn finished(&self) -> bool {
        self.sim.minute() >= self.end_minute()
    }

    /// Gives a command at the current minute (not while replaying).
    pub fn command(&mut self, command: Command) {
        if self.replay.is_some() {
            return;
        }
        match self.sim.apply(command) {
            Ok(()) => self.status = None,
            Err(err) => self.status = Some(super::Problem::Command(err)),
        }
    }

    /// Drops a labelled note on the charts at the current minute: the
    /// draft text if any, else "Note n".
    pub fn annotate(&mut self, i18n: &crate::i18n::I18n) {
        let draft = self.annotation_draft.trim();
        let label = if draft.is_empty() {
            let n = self.annotations.len() + 1;
            i18n.tr_args("oncall-note", &[("n", fluent_bundle::FluentValue::from(n))])
        } else {
            draft.to_owned()
        };
        self.annotations
            .push(Annotation::new(self.sim.minute(), label));
        self.annotation_draft.clear();
    }

    /// Changes the text of note `k`, as typed.
    pub fn edit_annotation(&mut self, k: usize, text: &str) {
        if let Some(note) = self.annotations.get_mut(k) {
            text.clone_into(&mut note.text);
        }
    }

    /// Changes the speaker notes of note `k`, as typed.
    pub fn edit_speaker_notes(&mut self, k: usize, text: &str) {
        if let Some(note) = self.annotations.get_mut(k) {
            text.clone_into(&mut note.speaker_notes);
        }
    }

    /// Deletes note `k`.
    pub fn delete_annotation(&mut self, k: usize) {
        if k < self.annotations.len() {
            self.annotations.remove(k);
        }
    }

    /// Advances one simulated minute; a replay applies the file's
    /// decisions of the current minute first, and stops at the run's end.
    pub fn step(&mut self) {
        use crate::model::oncall::{Driver, Person, SavedTimeline};
        if self.finished() {
            return;
        }
        let minute = self.sim.minute();
        let stepped = match &self.replay {
            Some(replay) if minute >= replay.file.minutes() => return,
            // The file's decisions from this minute on; earlier ones are given.
            Some(replay) => Driver::new(
                &mut self.sim,
                &mut SavedTimeline::from_minute(replay.file.timeline(), minute),
            )
            .step()
            .copied(),
            // Live, the person's commands were given as they came.
            None => Driver::new(&mut self.sim, &mut Person).step().copied(),
        };
        match stepped {
            Ok(row) => self.rows.push(row),
            Err(err) => self.status = Some(super::Problem::Timeline(err)),
        }
    }

    /// Advances the play clock by `dt_secs` of real time (egui's frame time,
    /// so tests drive it explicitly). Pauses at the scenario's end.
    /// Returns how many minutes were simulated.
    pub fn advance(&mut self, dt_secs: f32) -> u32 {
        if !self.playing {
            return 0;
        }
        self.accumulated_secs += dt_secs.clamp(0.0, 1.0);
        let per_minute = 1.0 / self.minutes_per_sec.clamp(MIN_SPEED, MAX_SPEED);
        let mut stepped = 0;
        while self.accumulated_secs >= per_minute {
            self.accumulated_secs -= per_minute;
            self.step();
            stepped += 1;
            let stop = self.stop_at.is_some_and(|m| self.sim.minute() >= m);
            if self.finished() || stop {
                self.playing = false;
                self.accumulated_secs = 0.0;
                self.stop_at = None;
                break;
            }
        }
        stepped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn playing_advances_at_the_chosen_speed_and_stops_at_the_end() {
        let mut s = OncallSession::new(Scenario::BadDeploy, 3, true);
        assert_eq!(s.advance(10.0), 0, "paused");
        s.playing = true;
        s.minutes_per_sec = 4.0;
        assert_eq!(s.advance(0.5), 2);
        s.minutes_per_sec = 0.5;
        assert_eq!(s.advance(1.0), 0);
        assert_eq!(s.advance(1.0), 1);
        for _ in 0..1000 {
            s.advance(1.0);
        }
        assert!(s.finished());
        assert!(!s.playing);
        assert_eq!(s.rows.len(), 181);
    }

    #[test]
    fn a_bad_seed_keeps_the_run() {
        let mut s = OncallSession::default();
        s.step();
        s.seed_text = "abc".into();
        s.restart();
        assert_eq!(s.rows.len(), 2);
        assert_eq!(s.typed_seed(), None);
        assert!(s.take_discarded().is_none(), "nothing was replaced");
    }

    #[test]
    fn a_replay_reproduces_the_run_and_take_over_branches() {
        let mut live = OncallSession::new(Scenario::BadDeploy, 11, true);
        for minute in 0..40 {
            if minute == 25 {
                live.command(Command::Rollback);
            }
            live.step();
        }
        let file = RunFile::from_sim(&live.sim).expect("a valid run");
        let mut s = OncallSession::default();
        s.open_replay("test", file).expect("replays");
        assert_eq!(s.rows.len(), 1);
        s.playing = true;
        s.minutes_per_sec = 4.0;
        while s.playing {
            s.advance(1.0);
        }
        assert_eq!(s.rows, live.rows, "played back bit for bit");
        s.command(Command::SetShedShare(0.5));
        assert_eq!(s.sim.timeline().len(), 1, "no decisions while replaying");

        s.scrub_to(20);
        assert_eq!(s.rows[..], live.rows[..=20]);
        s.take_over();
        s.command(Command::SetShedShare(0.5));
        s.step();
        assert_eq!(
            s.rows[..=20],
            live.rows[..=20],
            "the minutes before the branch stay identical"
        );
        assert_ne!(s.rows[21], live.rows[21]);
        assert_eq!(s.sim.timeline().len(), 1, "the rollback at 25 is dropped");
    }

    #[test]
    fn a_replaced_run_is_set_aside_once_unless_saved() {
        let mut s = OncallSession::new(Scenario::Surge, 1, true);
        s.restart();
        assert!(s.take_discarded().is_none(), "an untouched run is not kept");
        s.step();
        s.command(Command::SetMinInstances(14));
        s.scenario = Scenario::CacheFlush.into();
        s.restart();
        let kept = s.take_discarded().expect("the surge run is kept");
        assert_eq!(*kept.scenario(), Scenario::Surge);
        assert_eq!(kept.minutes(), 1);
        assert!(s.take_discarded().is_none());
        s.step();
        s.mark_saved();
        s.restart();
        assert!(
            s.take_discarded().is_none(),
            "a saved run is not kept twice"
        );
    }

    #[test]
    fn free_play_runs_past_three_hours() {
        let mut s = OncallSession::new(Scenario::FreePlay, 1, true);
        for _ in 0..200 {
            s.step();
        }
        assert_eq!(s.sim.minute(), 200);
        assert!(!s.finished());
        assert_eq!(s.end_minute(), crate::run::MAX_RUN_MINUTES);
    }

    #[test]
    fn commands_land_on_the_timeline() {
        let mut s = OncallSession::default();
        s.step();
        s.command(Command::SetShedShare(0.5));
        s.command(Command::SetShedShare(7.0));
        assert_eq!(s.sim.timeline().len(), 1);
        assert!(s.status.is_some());
    }
}
