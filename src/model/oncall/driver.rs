//! The one loop that feeds a run its commands: each minute, the commands
//! its [`CommandSource`] gives at the minute shown, then a step to the next
//! minute. Saved runs replayed in full or up to a minute, the window's
//! replay, the debrief's playbooks and live play all go through it, so a
//! command lands on the timeline and takes effect the same way whoever gave
//! it.
//!
//! Conventions: a command given while minute `m` is shown lands on the
//! timeline at `m` and takes effect from the step to `m + 1`. A source is
//! asked once per minute at most, in minute order; the person's commands
//! come in between, through [`Driver::give`].

use super::command::{Command, CommandError, TimedCommand};
use super::scenario::ScenarioSetup;
use super::sim::{MinuteRow, Sim, TimelineError};

/// Where a run's commands come from: a saved timeline, a policy, the person.
pub trait CommandSource {
    /// Appends to `commands` what to give at `row`'s minute (the latest
    /// row), before the step past it. Called once per minute at most, in
    /// minute order.
    fn commands_at(&mut self, row: &MinuteRow, setup: &ScenarioSetup, commands: &mut Vec<Command>);
}

/// A saved timeline: at each minute, every command recorded at or before
/// it that was not given yet. From the opening minute on, that is exactly
/// the commands recorded at that minute.
#[derive(Debug, Clone, Copy)]
pub struct SavedTimeline<'t> {
    rest: &'t [TimedCommand],
}

impl<'t> SavedTimeline<'t> {
    /// The whole timeline, for a run from its opening minute.
    pub fn new(timeline: &'t [TimedCommand]) -> Self {
        Self { rest: timeline }
    }

    /// The timeline from `minute` on, for a run already at `minute` with
    /// every earlier command given. `timeline` is in minute order.
    pub fn from_minute(timeline: &'t [TimedCommand], minute: u32) -> Self {
        let first = timeline.partition_point(|timed| timed.minute < minute);
        Self {
            rest: timeline.get(first..).unwrap_or_default(),
        }
    }
}

impl CommandSource for SavedTimeline<'_> {
    fn commands_at(
        &mut self,
        row: &MinuteRow,
        _setup: &ScenarioSetup,
        commands: &mut Vec<Command>,
    ) {
        let due = self
            .rest
            .partition_point(|timed| timed.minute <= row.minute);
        let (now, later) = self.rest.split_at(due);
        commands.extend(now.iter().map(|timed| timed.command));
        self.rest = later;
    }
}

/// The person at the controls: nothing is scheduled, each command is given
/// when the person gives it, with [`Driver::give`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Person;

impl CommandSource for Person {
    fn commands_at(
        &mut self,
        _row: &MinuteRow,
        _setup: &ScenarioSetup,
        _commands: &mut Vec<Command>,
    ) {
    }
}

/// Drives a simulation with the commands of a source.
#[derive(Debug)]
pub struct Driver<'a, S: ?Sized> {
    sim: &'a mut Sim,
    source: &'a mut S,
    /// The minute whose commands the source has given, if any.
    asked_at: Option<u32>,
    /// The source's commands of one minute (kept to reuse its allocation).
    due: Vec<Command>,
}

impl<'a, S: CommandSource + ?Sized> Driver<'a, S> {
    /// Drives `sim` from its current minute with `source`'s commands.
    pub fn new(sim: &'a mut Sim, source: &'a mut S) -> Self {
        Self {
            sim,
            source,
            asked_at: None,
            due: Vec::new(),
        }
    }

    /// The simulation being driven.
    pub fn sim(&self) -> &Sim {
        self.sim
    }

    /// Gives the person's `command` at the current minute, at once.
    pub fn give(&mut self, command: Command) -> Result<(), CommandError> {
        self.sim.apply(command)
    }

    /// Gives the source's commands for the current minute, once: asking
    /// again in the same minute gives nothing more.
    pub fn give_due(&mut self) -> Result<(), TimelineError> {
        let minute = self.sim.minute();
        if self.asked_at == Some(minute) {
            return Ok(());
        }
        self.asked_at = Some(minute);
        let setup = *self.sim.setup();
        let row = *self.sim.row();
        self.due.clear();
        self.source.commands_at(&row, &setup, &mut self.due);
        for &command in &self.due {
            self.sim
                .apply(command)
                .map_err(|source| TimelineError::BadCommand { minute, source })?;
        }
        Ok(())
    }

    /// One minute: the source's commands for the current minute (if not
    /// given yet), then the step to the next minute. Returns its row.
    pub fn step(&mut self) -> Result<&MinuteRow, TimelineError> {
        self.give_due()?;
        Ok(self.sim.step())
    }

    /// Steps until the simulation shows `minute` (not at all if it is
    /// there or past it), handing every new row to `visit`. The commands
    /// at `minute` itself are not given: call [`Driver::give_due`] for them.
    pub fn run_until(
        &mut self,
        minute: u32,
        mut visit: impl FnMut(&MinuteRow),
    ) -> Result<(), TimelineError> {
        while self.sim.minute() < minute {
            visit(self.step()?);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::oncall::{RunSpec, Scenario, Trace};

    fn commands() -> Vec<TimedCommand> {
        vec![
            TimedCommand::at(0, Command::SetCacheTtl(120.0)),
            TimedCommand::at(12, Command::Rollback),
            TimedCommand::at(12, Command::SetShedShare(0.5)),
            TimedCommand::at(20, Command::StartWarmUp),
            TimedCommand::at(33, Command::SetMinInstances(18)),
            TimedCommand::at(33, Command::SetAutoscaling(false)),
            TimedCommand::at(60, Command::SetHeavyFeature(false)),
        ]
    }

    /// The trace of `timeline` played live: the person gives each command
    /// while its minute is shown, then steps.
    fn live(spec: RunSpec, timeline: &[TimedCommand], minutes: u32) -> (Trace, Sim) {
        let mut sim = Sim::new(spec);
        let mut rows = vec![*sim.row()];
        while sim.minute() < minutes {
            let minute = sim.minute();
            let mut person = Person;
            let mut driver = Driver::new(&mut sim, &mut person);
            for timed in timeline.iter().filter(|t| t.minute == minute) {
                driver.give(timed.command).expect("valid command");
            }
            rows.push(*driver.step().expect("the person schedules nothing"));
        }
        let events = sim.events().to_vec();
        (Trace { rows, events }, sim)
    }

    #[test]
    fn a_saved_timeline_gives_the_trace_of_live_play() {
        for scenario in Scenario::ALL {
            for noise in [true, false] {
                let spec = RunSpec {
                    scenario: scenario.into(),
                    seed: 29,
                    noise,
                };
                let timeline = commands();
                let (played, played_sim) = live(spec.clone(), &timeline, 90);
                let mut sim = Sim::new(spec.clone());
                let mut rows = vec![*sim.row()];
                let mut source = SavedTimeline::new(&timeline);
                Driver::new(&mut sim, &mut source)
                    .run_until(90, |row| rows.push(*row))
                    .expect("valid timeline");
                assert_eq!(rows, played.rows, "{scenario}");
                assert_eq!(sim.events(), played_sim.events(), "{scenario}");
                assert_eq!(sim.timeline(), played_sim.timeline(), "{scenario}");
                assert_eq!(
                    Sim::run(spec, &timeline, 90).expect("valid"),
                    played,
                    "{scenario}"
                );
            }
        }
    }

    #[test]
    fn taking_over_at_a_minute_keeps_only_the_commands_before_it() {
        let spec = RunSpec::new(Scenario::BadDeploy, 5);
        let timeline = commands();
        let full = Sim::run(spec.clone(), &timeline, 90).expect("valid");
        for minute in [0, 12, 13, 33, 34, 90] {
            let mut sim = Sim::new(spec.clone());
            let mut source = SavedTimeline::new(&timeline);
            let mut driver = Driver::new(&mut sim, &mut source);
            let mut rows = vec![*driver.sim().row()];
            driver
                .run_until(minute, |row| rows.push(*row))
                .expect("valid");
            assert_eq!(rows[..], full.rows[..=minute as usize], "minute {minute}");
            let before: Vec<TimedCommand> = timeline
                .iter()
                .filter(|t| t.minute < minute)
                .copied()
                .collect();
            assert_eq!(sim.timeline(), before, "minute {minute}");
        }
    }

    #[test]
    fn a_driver_picks_up_a_timeline_where_another_left_it() {
        let spec = RunSpec::new(Scenario::Surge, 8);
        let timeline = commands();
        let full = Sim::run(spec.clone(), &timeline, 80).expect("valid");
        let mut sim = Sim::new(spec.clone());
        let mut rows = vec![*sim.row()];
        let mut source = SavedTimeline::new(&timeline);
        Driver::new(&mut sim, &mut source)
            .run_until(33, |row| rows.push(*row))
            .expect("valid");
        // One minute at a time, each with a fresh driver, as the window steps.
        while sim.minute() < 80 {
            let mut source = SavedTimeline::from_minute(&timeline, sim.minute());
            rows.push(*Driver::new(&mut sim, &mut source).step().expect("valid"));
        }
        assert_eq!(rows, full.rows);
        assert_eq!(sim.timeline(), timeline);
    }

    #[test]
    fn a_source_is_asked_once_per_minute() {
        struct Counting(Vec<u32>);
        impl CommandSource for Counting {
            fn commands_at(&mut self, row: &MinuteRow, _: &ScenarioSetup, out: &mut Vec<Command>) {
                self.0.push(row.minute);
                out.push(Command::StartWarmUp);
            }
        }
        let mut sim = Sim::new(RunSpec::new(Scenario::FreePlay, 1));
        let mut source = Counting(Vec::new());
        let mut driver = Driver::new(&mut sim, &mut source);
        driver.give_due().expect("valid");
        driver.give_due().expect("valid");
        driver.run_until(3, |_| {}).expect("valid");
        driver.give_due().expect("valid");
        assert_eq!(source.0, [0, 1, 2, 3]);
        assert_eq!(sim.timeline().len(), 4);
    }

    #[test]
    fn a_bad_command_names_its_minute() {
        struct Bad;
        impl CommandSource for Bad {
            fn commands_at(&mut self, row: &MinuteRow, _: &ScenarioSetup, out: &mut Vec<Command>) {
                if row.minute == 4 {
                    out.push(Command::SetShedShare(2.0));
                }
            }
        }
        let mut sim = Sim::new(RunSpec::new(Scenario::FreePlay, 1));
        let err = Driver::new(&mut sim, &mut Bad)
            .run_until(10, |_| {})
            .expect_err("out of range");
        assert!(
            matches!(err, TimelineError::BadCommand { minute: 4, .. }),
            "{err}"
        );
        assert_eq!(sim.minute(), 4, "stops before the step");
    }
}
