//! `sre-sim oncall`: the on-call model on the command line, one row per minute.

use super::OutputFormat;
use super::words::ArgProblem;
use crate::model::oncall::{RunSpec, Scenario, ScenarioRef, Sim, TimedCommand, Trace};
use crate::run::format_trace;
use anyhow::Context as _;

/// Arguments of `sre-sim oncall`.
#[derive(Debug, Clone, clap::Args)]
pub struct OncallArgs {
    #[command(flatten)]
    pub run: RunArgs,
    /// Minutes to simulate after the opening row (default: the scenario's length).
    #[arg(long, value_parser = super::words::whole_u32::<0, 100_000>)]
    pub minutes: Option<u32>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: OutputFormat,
    /// Also save the run to this file (RON), for `sre-sim replay` and the window.
    #[arg(long, value_name = "FILE")]
    pub save: Option<std::path::PathBuf>,
    /// Play a lesson's run (its scenario, seed and noise; `sre-sim lesson
    /// list`, or a lesson file): the saved run carries the lesson, for
    /// `sre-sim lesson grade`.
    #[arg(long, value_name = "LESSON", conflicts_with_all = ["scenario", "scenario_file", "seed", "no_noise"])]
    pub lesson: Option<String>,
    /// The name of who played the run, saved in it (the grade table shows it).
    #[arg(long, value_name = "NAME", requires = "save")]
    pub author: Option<String>,
}

/// What makes a run: the scenario, the seed, the noise and the decisions
/// (shared by `oncall` and `check`).
#[derive(Debug, Clone, clap::Args)]
pub struct RunArgs {
    /// The scenario to play: a built-in (free-play, bad-deploy, surge,
    /// cache-flush) or an example (`sre-sim scenario list`).
    #[arg(long, default_value = "free-play", value_parser = parse_scenario)]
    pub scenario: ScenarioRef,
    /// Play this scenario file (RON) instead of a built-in scenario.
    #[arg(long, value_name = "FILE", conflicts_with = "scenario")]
    pub scenario_file: Option<std::path::PathBuf>,
    /// Seed of the run's random generator, a whole number from 0 to
    /// 4294967295 (the window starts with the same one).
    #[arg(long, default_value_t = crate::model::oncall::DEFAULT_SEED,
          allow_negative_numbers = true, value_parser = parse_seed)]
    pub seed: u32,
    /// Use expected values instead of random traffic noise.
    #[arg(long)]
    pub no_noise: bool,
    /// A command at a minute, e.g. `--do 25:rollback` or `--do 0:min-instances=14`;
    /// commands: min-instances=N, autoscaling=on|off, target-utilization=0.6,
    /// ttl=SECS, warm-up, shed=0.5, feature=on|off, rollback.
    #[arg(long = "do", value_name = "MINUTE:COMMAND[=VALUE]", value_parser = parse_timed_command)]
    pub commands: Vec<TimedCommand>,
}

impl RunArgs {
    /// The run's spec: its scenario read (and checked) from
    /// `--scenario-file`, else `--scenario`'s built-in.
    pub fn spec(&self) -> anyhow::Result<RunSpec> {
        Ok(RunSpec {
            scenario: super::scenario::scenario_of(self.scenario_file.as_deref(), &self.scenario)?,
            seed: self.seed,
            noise: !self.no_noise,
        })
    }

    /// The run of `spec` for `minutes` minutes with `timeline`.
    pub fn trace(spec: &RunSpec, timeline: &[TimedCommand], minutes: u32) -> anyhow::Result<Trace> {
        Sim::run(spec.clone(), timeline, minutes).context("cannot run the timeline")
    }

    /// The decisions in minute order (a stable sort keeps the order given
    /// within a minute), refused when one comes after `minutes`; `what`
    /// names the option that set the end, e.g. `--minutes 30`.
    pub fn timeline(&self, minutes: u32, what: &str) -> anyhow::Result<Vec<TimedCommand>> {
        let mut timeline = self.commands.clone();
        timeline.sort_by_key(|t| t.minute);
        if let Some(late) = timeline.iter().find(|t| t.minute > minutes) {
            return Err(super::words::Said::message(
                "cli-do-after-end",
                vec![
                    (
                        "text",
                        super::words::echo(&format!("{}:{}", late.minute, late.command)),
                    ),
                    ("minute", super::words::number(late.minute)),
                    ("option", what.into()),
                ],
            )
            .into());
        }
        Ok(timeline)
    }
}

/// Parses a scenario's name: one of the built-in four, else an example
/// scenario's id.
pub fn parse_scenario(text: &str) -> Result<ScenarioRef, ArgProblem> {
    if let Ok(scenario) = text.parse::<Scenario>() {
        return Ok(scenario.into());
    }
    crate::run::example_scenario(text)
        .cloned()
        .ok_or(ArgProblem::UnknownScenario)
}

/// Parses a seed, naming it and its range when it is not one (`-1` too,
/// which would otherwise read as an unknown option).
pub fn parse_seed(text: &str) -> Result<u32, ArgProblem> {
    super::words::whole_u32::<0, { u32::MAX }>(text)
}

/// Parses `MINUTE:COMMAND[=VALUE]`.
pub fn parse_timed_command(text: &str) -> Result<TimedCommand, ArgProblem> {
    let Some((minute, command)) = text.split_once(':') else {
        return Err(ArgProblem::NotTimed);
    };
    let minute: u32 = minute.trim().parse().map_err(|_| ArgProblem::NotAMinute {
        minute: minute.to_owned(),
    })?;
    let command = command.parse().map_err(ArgProblem::Command)?;
    Ok(TimedCommand { minute, command })
}

/// Runs `sre-sim oncall` and returns the text to print.
pub fn run(args: &OncallArgs, language: crate::i18n::Language) -> anyhow::Result<String> {
    super::refuse_output_over_input(
        &[("--save", args.save.as_deref())],
        &[
            ("--scenario-file", args.run.scenario_file.as_deref()),
            ("--lesson", args.lesson.as_deref().map(std::path::Path::new)),
        ],
    )?;
    let lesson = match &args.lesson {
        Some(name) => Some(super::lesson::lesson_of(name, language)?),
        None => None,
    };
    let spec = match &lesson {
        Some(lesson) => lesson.spec().ok_or_else(|| super::lesson::LessonProblem {
            text: crate::i18n::I18n::new(language).tr_args(
                "lesson-cli-arch-lesson",
                &[("id", fluent_bundle::FluentValue::from(lesson.id.clone()))],
            ),
        })?,
        None => args.run.spec()?,
    };
    let minutes = match args.minutes {
        Some(minutes) => minutes,
        None => spec.scenario.file().length_minutes,
    };
    let timeline = args
        .run
        .timeline(minutes, &format!("--minutes {minutes}"))?;
    let trace = RunArgs::trace(&spec, &timeline, minutes)?;
    // The saved run carries its scenario, a built-in's or the file's.
    if let Some(path) = &args.save {
        crate::run::RunFile::from_parts(spec, timeline, minutes)
            .context("cannot save the run")?
            .with_lesson(lesson.map(std::sync::Arc::new))
            .with_author(args.author.clone().unwrap_or_default())
            .save(path)?;
    }
    Ok(format_trace(&trace, args.format.into())?)
}
