//! [`RunFile`]: a run of the on-call model as a RON document. A run is its
//! [`RunSpec`] (scenario, seed, noise) and its timeline of commands; the
//! file adds the format version, the app version, the scenario's starting
//! controls and a summary, for people reading it and for the open dialog.
//!
//! # Format versions
//!
//! * **5** (current): version 4, and a note may carry speaker notes
//!   (`speaker_notes`), shown on the presenter's console beside the note's
//!   caption, never to the room. Optional: a version 4 file is a version 5
//!   file without them.
//! * **4**: version 3, the author's name (`author`, asked once
//!   by the window and kept in its settings) and, for a run played in a
//!   lesson, the lesson itself (`lesson_file`, a lesson document as
//!   `sre-sim lesson show` prints it), so it replays and grades without
//!   the lesson's file. Both are optional: a version 3 file is a version 4
//!   file without them.
//! * **3**: version 2 and the scenario itself
//!   (`scenario_file`, a scenario document as `sre-sim scenario show`
//!   prints it), so a run of anyone's scenario replays on a machine that
//!   has never seen the scenario's file; see [`RunFile::to_ron_string`].
//! * **2**: version 1 and the `model_version` the run was recorded with
//!   (see [`crate::model::oncall::MODEL_VERSION`]). Its scenario is a
//!   built-in, by name; reading it embeds that built-in.
//! * **1**: no model version; such runs were recorded with model version 1.
//! * **0**: the draft layout written while the format was being designed
//!   (never shipped): no app version, starting controls or summary, and the
//!   seed as text. It stays as the worked example of a migration: reading
//!   it upgrades it to version 1, computing the summary by replay.
//!
//! To change the format: freeze the current document struct as `RunV<n>`,
//! add `RunV<n+1>` and `RunV<n>::upgrade(self) -> Result<RunV<n+1>, _>`, add
//! a `n =>` arm to [`RunFile::from_ron_str`] that parses `RunV<n>` and
//! upgrades it, and bump [`FORMAT_VERSION`]. Files of every older version
//! keep loading through the chain of upgrades.
//!
//! # The summary
//!
//! The stored summary is what the open dialog shows without replaying the
//! file. Loading keeps it as stored; [`RunFile::check_summary`] compares it
//! with a replay. A difference is not a reason to refuse the file: the model
//! may have been recalibrated since it was written, and the replay is the
//! truth. The window shows it as a warning; the shipped examples are
//! checked strictly by the tests.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::format::{parse, probe_version, to_pretty};
use super::{APP_VERSION, MAX_RUN_MINUTES, RunError};
use crate::model::lesson::LessonFile;
use crate::model::oncall::scenario_file::{Expected, ScenarioError, ScenarioFile, ScenarioRef};
use crate::model::oncall::{
    Command, CommandError, Controls, Driver, MODEL_VERSION, RunSpec, SavedTimeline, Scenario, Sim,
    Summary, TimedCommand, TimelineError, Trace,
};

/// The newest run file format this build reads, and the one it writes.
pub const FORMAT_VERSION: u32 = 5;

/// What a run file is called in error messages.
const DOCUMENT: &str = "run";

/// Relative tolerance of [`RunFile::check_summary`]: replays are bit for
/// bit on one machine, but `sin`, `exp` and `ln` may differ in the last bit
/// between systems' maths libraries.
const SUMMARY_TOLERANCE: f64 = 1e-9;

/// A saved run: everything needed to replay it, bit for bit, plus a few
/// figures for people and the open dialog. Only valid runs exist: every way
/// to make one checks the timeline.
#[derive(Debug, Clone, PartialEq)]
pub struct RunFile {
    app_version: String,
    model_version: u32,
    note: Option<String>,
    spec: RunSpec,
    initial_settings: Controls,
    minutes: u32,
    timeline: Vec<TimedCommand>,
    summary: Summary,
    annotations: Vec<Annotation>,
    author: Option<String>,
    lesson: Option<Arc<LessonFile>>,
}

/// A presenter's note on the charts at a minute: not a decision, so the
/// replay ignores it; it is saved so that a shared run keeps its story.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Annotation {
    /// The minute the note marks.
    pub minute: u32,
    /// The note: a presented run's chapter caption.
    pub text: String,
    /// What the speaker says there: shown on the presenter's console,
    /// never to the room (empty: none).
    pub speaker_notes: String,
}

impl Annotation {
    /// A note with no speaker notes.
    pub fn new(minute: u32, text: impl Into<String>) -> Self {
        Self {
            minute,
            text: text.into(),
            speaker_notes: String::new(),
        }
    }
}

impl RunFile {
    /// The run of `spec` with `timeline` for `minutes` minutes after the
    /// opening row. Checks the timeline (valid commands, in minute order,
    /// none after `minutes`) and the length, and replays it for the summary.
    pub fn from_parts(
        spec: RunSpec,
        timeline: Vec<TimedCommand>,
        minutes: u32,
    ) -> Result<Self, RunError> {
        check_length_and_timeline(&timeline, minutes)?;
        let summary = Sim::run_summary(spec.clone(), &timeline, minutes).map_err(timeline_error)?;
        Ok(Self::assembled(spec, timeline, minutes, summary))
    }

    /// A run of this version from checked parts and their summary.
    fn assembled(
        spec: RunSpec,
        timeline: Vec<TimedCommand>,
        minutes: u32,
        summary: Summary,
    ) -> Self {
        Self {
            app_version: APP_VERSION.to_owned(),
            model_version: MODEL_VERSION,
            note: None,
            initial_settings: Sim::new(spec.clone()).setup().controls,
            spec,
            minutes,
            timeline,
            summary,
            annotations: Vec::new(),
            author: None,
            lesson: None,
        }
    }

    /// The same run as this version writes it (this app and model version,
    /// the summary replayed), keeping everything else it carries: notes,
    /// speaker notes, author, lesson, and whatever a later format adds.
    pub fn refreshed(&self) -> Result<Self, RunError> {
        let fresh = Self::from_parts(self.spec.clone(), self.timeline.clone(), self.minutes)?;
        Ok(Self {
            app_version: fresh.app_version,
            model_version: fresh.model_version,
            initial_settings: fresh.initial_settings,
            summary: fresh.summary,
            ..self.clone()
        })
    }

    /// The run a live simulation has played so far (up to its current
    /// minute, with every command given, including this minute's).
    /// Its summary is the one the simulation kept as it went (the same as a
    /// replay's), so saving a long run costs no replay.
    pub fn from_sim(sim: &Sim) -> Result<Self, RunError> {
        let (timeline, minutes) = (sim.timeline(), sim.minute());
        check_length_and_timeline(timeline, minutes)?;
        Ok(Self::assembled(
            sim.spec().clone(),
            timeline.to_vec(),
            minutes,
            sim.summary(),
        ))
    }

    /// The same run with these notes on its charts; a note after the run's
    /// last minute is refused.
    pub fn with_annotations(mut self, annotations: Vec<Annotation>) -> Result<Self, RunError> {
        check_annotations(&annotations, self.minutes)?;
        self.annotations = annotations;
        Ok(self)
    }

    /// The same run with its author's name (empty = none).
    #[must_use]
    pub fn with_author(mut self, author: impl Into<String>) -> Self {
        self.author = super::format::author_name(author);
        self
    }

    /// Who played it, if they said.
    pub fn author(&self) -> Option<&str> {
        self.author.as_deref()
    }

    /// The same run as played in this lesson (carried whole in the file).
    #[must_use]
    pub fn with_lesson(mut self, lesson: Option<Arc<LessonFile>>) -> Self {
        self.lesson = lesson;
        self
    }

    /// The lesson it was played in, as the file carries it (checked by the
    /// lesson loader, a layer above, before it is used).
    pub fn lesson(&self) -> Option<&Arc<LessonFile>> {
        self.lesson.as_ref()
    }

    /// The notes on the run's charts.
    pub fn annotations(&self) -> &[Annotation] {
        &self.annotations
    }

    /// The same run with a note for people reading the file (empty = none).
    #[must_use]
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        let note = note.into();
        self.note = (!note.is_empty()).then_some(note);
        self
    }

    /// The version of the app that wrote the file (`"unknown"` for
    /// version-0 files).
    pub fn app_version(&self) -> &str {
        &self.app_version
    }

    /// The note, if any.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// Scenario, seed and noise mode.
    pub fn spec(&self) -> &RunSpec {
        &self.spec
    }

    /// The scenario.
    pub fn scenario(&self) -> &ScenarioRef {
        &self.spec.scenario
    }

    /// The scenario's starting controls (the same for every run of it).
    pub fn initial_settings(&self) -> Controls {
        self.initial_settings
    }

    /// How far the run went: minutes after the opening row.
    pub fn minutes(&self) -> u32 {
        self.minutes
    }

    /// The commands, in minute order.
    pub fn timeline(&self) -> &[TimedCommand] {
        &self.timeline
    }

    /// The summary as stored (see [`RunFile::check_summary`]).
    pub fn summary(&self) -> Summary {
        self.summary
    }

    /// A file name for the save dialog, e.g. `bad-deploy-seed-1-180min.ron`.
    pub fn suggested_file_name(&self) -> String {
        format!(
            "{}-seed-{}-{}min.ron",
            self.spec.scenario, self.spec.seed, self.minutes
        )
    }

    /// Replays the run with [`Sim::run`]: the same rows, bit for bit, as
    /// when it was played (on the same build and machine).
    pub fn replay(&self) -> Result<Trace, RunError> {
        Sim::run(self.spec.clone(), &self.timeline, self.minutes).map_err(timeline_error)
    }

    /// Compares the stored summary with `trace`'s (a replay of this run):
    /// [`RunError::SummaryMismatch`] names the first figure that differs.
    /// Money, budget and latency may differ by a relative 10⁻⁹.
    /// A run recorded with another model version that replays differently
    /// is said to be so ([`RunError::OtherModel`]), not as a mismatch.
    pub fn check_summary(&self, trace: &Trace) -> Result<(), RunError> {
        compare_summaries(&self.summary, &trace.summary()).map_err(|mismatch| {
            if self.model_version == MODEL_VERSION {
                mismatch
            } else {
                RunError::OtherModel {
                    found: self.model_version,
                    current: MODEL_VERSION,
                }
            }
        })
    }

    /// The model version the run was recorded with.
    pub fn model_version(&self) -> u32 {
        self.model_version
    }

    /// Replays the run and checks its summary: for files that must match
    /// (the shipped examples).
    pub fn replay_checked(&self) -> Result<Trace, RunError> {
        let trace = self.replay()?;
        self.check_summary(&trace)?;
        Ok(trace)
    }

    /// "Take over here": replays the run up to `minute` and returns the
    /// rows and events so far (rows `0..=minute`, identical to the replay's)
    /// and the simulation at that minute, ready to continue live. The
    /// commands given *at* `minute` are not applied: that is where the
    /// person takes over and decides.
    pub fn take_over_at(&self, minute: u32) -> Result<(Trace, Sim), RunError> {
        if minute > self.minutes {
            return Err(RunError::MinuteBeyondEnd {
                minute,
                minutes: self.minutes,
            });
        }
        self.play_to(minute, false)
    }

    /// The simulation at `minute`, as [`RunFile::take_over_at`] gives it.
    pub fn sim_at(&self, minute: u32) -> Result<Sim, RunError> {
        self.take_over_at(minute).map(|(_, sim)| sim)
    }

    /// "Continue this run": the rows so far and the simulation at the end
    /// of the run with every command applied, including those given at the
    /// last minute.
    pub fn resume(&self) -> Result<(Trace, Sim), RunError> {
        self.play_to(self.minutes, true)
    }

    /// Drives the run's timeline up to `minute` and, if asked, gives the
    /// commands recorded at `minute` too.
    fn play_to(&self, minute: u32, give_last: bool) -> Result<(Trace, Sim), RunError> {
        let mut sim = Sim::new(self.spec.clone());
        let mut rows = Vec::with_capacity(minute as usize + 1);
        rows.push(*sim.row());
        let mut source = SavedTimeline::new(&self.timeline);
        let mut driver = Driver::new(&mut sim, &mut source);
        driver
            .run_until(minute, |row| rows.push(*row))
            .map_err(timeline_error)?;
        if give_last {
            driver.give_due().map_err(timeline_error)?;
        }
        let trace = Trace {
            rows,
            events: sim.events().to_vec(),
        };
        Ok((trace, sim))
    }

    /// The run cut at `minute`: the commands given before it, `minute`
    /// minutes long, with its own summary and no note.
    pub fn truncated_at(&self, minute: u32) -> Result<Self, RunError> {
        let (trace, sim) = self.take_over_at(minute)?;
        Ok(Self {
            app_version: APP_VERSION.to_owned(),
            model_version: MODEL_VERSION,
            note: None,
            spec: self.spec.clone(),
            initial_settings: self.initial_settings,
            minutes: minute,
            timeline: sim.timeline().to_vec(),
            summary: trace.summary(),
            annotations: self
                .annotations
                .iter()
                .filter(|a| a.minute <= minute)
                .cloned()
                .collect(),
            author: self.author.clone(),
            lesson: self.lesson.clone(),
        })
    }

    /// The run as a RON document of the current format version.
    pub fn to_ron_string(&self) -> Result<String, RunError> {
        to_pretty(&RunDoc::from(self))
    }

    /// Reads a run from a RON document of any known format version and
    /// checks it: its syntax, version, scenario, commands and their values,
    /// their order, its length and its starting controls. The summary is
    /// kept as stored (see [`RunFile::check_summary`]). Does not panic on
    /// any input.
    pub fn from_ron_str(text: &str) -> Result<Self, RunError> {
        let current = match probe_version(text, DOCUMENT)? {
            0 => parse::<RunV0>(text, DOCUMENT)?.upgrade()?,
            // Version 1 is version 2 without the model version (model 1);
            // version 2 is version 3 without the scenario (a built-in);
            // version 3 is version 4 without an author or a lesson;
            // version 4 is version 5 without speaker notes.
            1..=5 => parse::<RunDoc>(text, DOCUMENT)?,
            found => {
                return Err(RunError::NewerVersion {
                    found,
                    supported: FORMAT_VERSION,
                });
            }
        };
        Self::try_from(current)
    }
}

fn check_length_and_timeline(timeline: &[TimedCommand], minutes: u32) -> Result<(), RunError> {
    if minutes > MAX_RUN_MINUTES {
        return Err(RunError::TooLong {
            minutes,
            max: MAX_RUN_MINUTES,
        });
    }
    crate::model::oncall::sim::check_timeline(timeline).map_err(timeline_error)?;
    if let Some(late) = timeline.iter().find(|t| t.minute > minutes) {
        return Err(RunError::CommandAfterEnd {
            minute: late.minute,
            minutes,
        });
    }
    Ok(())
}

fn timeline_error(err: TimelineError) -> RunError {
    match err {
        TimelineError::OutOfOrder { minute, previous } => RunError::OutOfOrder { minute, previous },
        TimelineError::BadCommand { minute, source } => command_error(minute, "", source),
    }
}

fn command_error(minute: u32, text: &str, err: CommandError) -> RunError {
    match err {
        CommandError::OutOfRange {
            name,
            value,
            min,
            max,
        } => RunError::OutOfRange {
            minute,
            name,
            value,
            min,
            max,
        },
        CommandError::Unknown(text) => RunError::UnknownCommand { minute, text },
        CommandError::BadValue {
            name,
            value,
            expected,
        } => RunError::BadCommand {
            minute,
            text: if text.is_empty() {
                format!("{name}={value}")
            } else {
                text.to_owned()
            },
            expected,
        },
    }
}

fn compare_summaries(stored: &Summary, replayed: &Summary) -> Result<(), RunError> {
    let close = |a: f64, b: f64| (a - b).abs() <= SUMMARY_TOLERANCE * a.abs().max(b.abs()).max(1.0);
    let figures = [
        (
            "minutes",
            f64::from(stored.minutes),
            f64::from(replayed.minutes),
            stored.minutes == replayed.minutes,
        ),
        (
            "budget_remaining",
            stored.budget_remaining,
            replayed.budget_remaining,
            close(stored.budget_remaining, replayed.budget_remaining),
        ),
        (
            "cost_dollars",
            stored.cost_dollars,
            replayed.cost_dollars,
            close(stored.cost_dollars, replayed.cost_dollars),
        ),
        (
            "worst_p99_secs",
            stored.worst_p99_secs,
            replayed.worst_p99_secs,
            close(stored.worst_p99_secs, replayed.worst_p99_secs),
        ),
        (
            "minutes_paging",
            f64::from(stored.minutes_paging),
            f64::from(replayed.minutes_paging),
            stored.minutes_paging == replayed.minutes_paging,
        ),
    ];
    match figures.into_iter().find(|(.., same)| !same) {
        Some((figure, stored, replayed, _)) => Err(RunError::SummaryMismatch {
            figure,
            stored,
            replayed,
        }),
        None => Ok(()),
    }
}

/// Versions 1 to 4 of the document, field for field as written (version 1
/// has no `model_version`, versions 1 and 2 no `scenario_file`, versions 1
/// to 3 no `author` or `lesson_file`). The
/// model's types are not written directly, so renaming one cannot break
/// old files; the embedded scenario is a scenario document, a format of its
/// own with its own version.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "Run", deny_unknown_fields)]
struct RunDoc {
    /// The format version, 1 to 4.
    version: u32,
    /// The app that wrote the file.
    app_version: String,
    /// The model version the run was recorded with (absent in version 1:
    /// model version 1).
    #[serde(default = "first_model_version")]
    model_version: u32,
    /// Free text for people.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    note: String,
    /// Who played it (version 4 on).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    author: String,
    /// The lesson it was played in, by id (version 4 on).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    lesson: String,
    /// The scenario's name (`bad-deploy`, or its file's `id`).
    scenario: String,
    /// The seed.
    seed: u32,
    /// Random traffic noise (false = expected values).
    noise: bool,
    /// Minutes after the opening row.
    minutes: u32,
    /// The outcome.
    summary: SummaryV1,
    /// The scenario's starting controls.
    initial_settings: SettingsV1,
    /// The commands, in minute order, in the command line's form.
    timeline: Vec<EntryV1>,
    /// Notes on the charts (none in files written before they existed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    annotations: Vec<AnnotationV1>,
    /// The scenario played, last as the longest part (version 3 on;
    /// before, the built-in named by `scenario`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    scenario_file: Option<ScenarioFile>,
    /// The lesson it was played in (version 4 on), after the scenario.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    lesson_file: Option<LessonFile>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "Annotation", deny_unknown_fields)]
struct AnnotationV1 {
    minute: u32,
    text: String,
    /// Version 5 on.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    speaker_notes: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "Summary", deny_unknown_fields)]
struct SummaryV1 {
    budget_remaining: f64,
    cost_dollars: f64,
    worst_p99_secs: f64,
    minutes_paging: u32,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "Settings", deny_unknown_fields)]
struct SettingsV1 {
    min_instances: u32,
    autoscaling: bool,
    target_utilization: f64,
    cache_ttl_secs: f64,
    shed_share: f64,
    heavy_feature: bool,
}

/// A command at a minute; the command as `--do` writes it (`shed=0.5`).
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "Command", deny_unknown_fields)]
struct EntryV1 {
    minute: u32,
    command: String,
}

/// The model version of runs written before files carried one.
fn first_model_version() -> u32 {
    1
}

impl From<&RunFile> for RunDoc {
    fn from(run: &RunFile) -> Self {
        let c = run.initial_settings;
        let s = run.summary;
        Self {
            version: FORMAT_VERSION,
            app_version: run.app_version.clone(),
            model_version: run.model_version,
            note: run.note.clone().unwrap_or_default(),
            author: run.author.clone().unwrap_or_default(),
            lesson: run
                .lesson
                .as_ref()
                .map(|l| l.id.clone())
                .unwrap_or_default(),
            lesson_file: run.lesson.as_ref().map(|l| (**l).clone()),
            scenario: run.spec.scenario.id().to_owned(),
            scenario_file: Some(run.spec.scenario.file().clone()),
            seed: run.spec.seed,
            noise: run.spec.noise,
            minutes: run.minutes,
            summary: SummaryV1 {
                budget_remaining: s.budget_remaining,
                cost_dollars: s.cost_dollars,
                worst_p99_secs: s.worst_p99_secs,
                minutes_paging: s.minutes_paging,
            },
            initial_settings: SettingsV1 {
                min_instances: c.min_instances,
                autoscaling: c.autoscaling,
                target_utilization: c.target_utilization,
                cache_ttl_secs: c.cache_ttl_secs,
                shed_share: c.shed_share,
                heavy_feature: c.heavy_feature,
            },
            timeline: run
                .timeline
                .iter()
                .map(|t| EntryV1 {
                    minute: t.minute,
                    command: t.command.to_string(),
                })
                .collect(),
            annotations: run
                .annotations
                .iter()
                .map(|a| AnnotationV1 {
                    minute: a.minute,
                    text: a.text.clone(),
                    speaker_notes: a.speaker_notes.clone(),
                })
                .collect(),
        }
    }
}

impl TryFrom<RunDoc> for RunFile {
    type Error = RunError;

    fn try_from(doc: RunDoc) -> Result<Self, RunError> {
        let scenario = doc_scenario(doc.version, &doc.scenario, doc.scenario_file)?;
        let timeline = parse_timeline(&doc.timeline)?;
        check_length_and_timeline(&timeline, doc.minutes)?;
        let spec = RunSpec {
            scenario,
            seed: doc.seed,
            noise: doc.noise,
        };
        let initial_settings = Sim::new(spec.clone()).setup().controls;
        check_settings(&doc.initial_settings, &initial_settings)?;
        let annotations: Vec<Annotation> = doc
            .annotations
            .into_iter()
            .map(|a| Annotation {
                minute: a.minute,
                text: a.text,
                speaker_notes: a.speaker_notes,
            })
            .collect();
        check_annotations(&annotations, doc.minutes)?;
        if let Some(lesson) = &doc.lesson_file
            && lesson.id != doc.lesson
        {
            return Err(RunError::OtherLesson {
                name: doc.lesson.clone(),
                found: lesson.id.clone(),
            });
        }
        let s = doc.summary;
        Ok(Self {
            app_version: doc.app_version,
            model_version: doc.model_version,
            note: (!doc.note.is_empty()).then_some(doc.note),
            spec,
            initial_settings,
            minutes: doc.minutes,
            timeline,
            summary: Summary {
                minutes: doc.minutes,
                budget_remaining: s.budget_remaining,
                cost_dollars: s.cost_dollars,
                worst_p99_secs: s.worst_p99_secs,
                minutes_paging: s.minutes_paging,
            },
            annotations,
            author: (!doc.author.is_empty()).then_some(doc.author),
            lesson: doc.lesson_file.map(Arc::new),
        })
    }
}

/// Every note must fall within the run.
fn check_annotations(annotations: &[Annotation], minutes: u32) -> Result<(), RunError> {
    match annotations.iter().find(|a| a.minute > minutes) {
        Some(late) => Err(RunError::MinuteBeyondEnd {
            minute: late.minute,
            minutes,
        }),
        None => Ok(()),
    }
}

/// The scenario of a document: from version 3 the embedded one, checked by
/// the scenario loader and named as the document names it; before, the
/// built-in the document names (the migration).
fn doc_scenario(
    version: u32,
    name: &str,
    file: Option<ScenarioFile>,
) -> Result<ScenarioRef, RunError> {
    let invalid = |field: &str, value: String, expected| {
        RunError::BadScenario(ScenarioError::Invalid {
            field: field.to_owned(),
            value,
            expected,
        })
    };
    match (version >= 3, file) {
        (false, None) => Ok(parse_scenario(name)?.into()),
        (true, Some(file)) => {
            file.validate().map_err(RunError::BadScenario)?;
            if file.id != name {
                return Err(invalid("scenario_file.id", file.id, Expected::Same));
            }
            Ok(ScenarioRef::from_file(file))
        }
        (true, None) => Err(invalid(
            "scenario_file",
            "None".to_owned(),
            Expected::Present,
        )),
        // A version 1 or 2 run with a scenario: read as version 3 would.
        (false, Some(file)) => doc_scenario(3, name, Some(file)),
    }
}

fn parse_scenario(name: &str) -> Result<Scenario, RunError> {
    name.parse().map_err(|_| RunError::UnknownScenario {
        name: name.to_owned(),
    })
}

/// Parses and validates each command, and checks the minute order, in the
/// file's order so the first problem is the one reported.
fn parse_timeline(entries: &[EntryV1]) -> Result<Vec<TimedCommand>, RunError> {
    let mut previous = 0;
    entries
        .iter()
        .map(|entry| {
            let command: Command = entry
                .command
                .parse()
                .map_err(|err| command_error(entry.minute, &entry.command, err))?;
            if entry.minute < previous {
                return Err(RunError::OutOfOrder {
                    minute: entry.minute,
                    previous,
                });
            }
            previous = entry.minute;
            Ok(TimedCommand {
                minute: entry.minute,
                command,
            })
        })
        .collect()
}

/// The stored starting controls must be the scenario's: the model starts
/// every run of a scenario the same way, so a difference means an edited
/// file or a changed scenario.
fn check_settings(stored: &SettingsV1, expected: &Controls) -> Result<(), RunError> {
    let pairs = [
        (
            "min_instances",
            f64::from(stored.min_instances),
            f64::from(expected.min_instances),
        ),
        (
            "autoscaling",
            f64::from(u8::from(stored.autoscaling)),
            f64::from(u8::from(expected.autoscaling)),
        ),
        (
            "target_utilization",
            stored.target_utilization,
            expected.target_utilization,
        ),
        (
            "cache_ttl_secs",
            stored.cache_ttl_secs,
            expected.cache_ttl_secs,
        ),
        ("shed_share", stored.shed_share, expected.shed_share),
        (
            "heavy_feature",
            f64::from(u8::from(stored.heavy_feature)),
            f64::from(u8::from(expected.heavy_feature)),
        ),
    ];
    // Compared as numbers: `-0.0` is the 0 it is written as, and NaN is
    // never what a scenario starts with.
    match pairs.into_iter().find(|(_, a, b)| a != b) {
        Some((setting, stored, expected)) => Err(RunError::InitialSettings {
            setting,
            stored,
            expected,
        }),
        None => Ok(()),
    }
}

/// Version 0, the draft layout: no app version, starting controls or
/// summary; the seed as text.
#[derive(Debug, Deserialize)]
#[serde(rename = "Run", deny_unknown_fields)]
struct RunV0 {
    #[expect(dead_code, reason = "read to match the layout; checked by the probe")]
    version: u32,
    scenario: String,
    seed: String,
    noise: bool,
    minutes: u32,
    timeline: Vec<EntryV1>,
}

impl RunV0 {
    /// Version 1 of the same run: the seed parsed, the starting controls
    /// and the summary computed by replay.
    fn upgrade(self) -> Result<RunDoc, RunError> {
        let seed = self
            .seed
            .trim()
            .parse()
            .map_err(|_| RunError::BadSeed { text: self.seed })?;
        let spec = RunSpec {
            scenario: parse_scenario(&self.scenario)?.into(),
            seed,
            noise: self.noise,
        };
        let timeline = parse_timeline(&self.timeline)?;
        let mut run = RunFile::from_parts(spec, timeline, self.minutes)?;
        "unknown".clone_into(&mut run.app_version);
        run.model_version = 1;
        Ok(RunDoc::from(&run))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> RunFile {
        let spec = RunSpec::new(Scenario::BadDeploy, 7);
        let timeline = vec![
            TimedCommand {
                minute: 14,
                command: Command::Rollback,
            },
            TimedCommand {
                minute: 14,
                command: Command::SetShedShare(0.25),
            },
        ];
        RunFile::from_parts(spec, timeline, 40).expect("valid run")
    }

    #[test]
    fn summaries_compare_with_a_tolerance() {
        let run = sample();
        let mut summary = run.summary();
        assert_eq!(compare_summaries(&run.summary(), &summary), Ok(()));
        summary.cost_dollars *= 1.0 + 1e-12;
        assert_eq!(compare_summaries(&run.summary(), &summary), Ok(()));
        summary.cost_dollars *= 1.0 + 1e-6;
        let err = compare_summaries(&run.summary(), &summary).expect_err("differs");
        assert!(matches!(
            err,
            RunError::SummaryMismatch {
                figure: "cost_dollars",
                ..
            }
        ));
        summary = run.summary();
        summary.minutes_paging += 1;
        assert!(compare_summaries(&run.summary(), &summary).is_err());
        summary = run.summary();
        summary.worst_p99_secs = f64::NAN;
        assert!(compare_summaries(&run.summary(), &summary).is_err());
    }

    #[test]
    fn edited_starting_controls_are_rejected() {
        let text = sample().to_ron_string().expect("writes").replacen(
            "min_instances: 10",
            "min_instances: 12",
            1,
        );
        let err = RunFile::from_ron_str(&text).expect_err("edited");
        assert_eq!(
            err,
            RunError::InitialSettings {
                setting: "min_instances",
                stored: 12.0,
                expected: 10.0
            }
        );
    }
}
