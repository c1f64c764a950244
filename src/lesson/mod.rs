//! Lessons: a path for a learner alone. A lesson is a small RON document
//! (`format: 1`) that says what it plays (an on-call scenario, or the
//! architecture path from a configuration), its steps (a text, where to
//! pause, a prediction to make first, what to highlight, up to three
//! hints) and its objectives, a small typed vocabulary over the fields of
//! the run's trace (the ones `sre-sim oncall --format csv` prints) or of
//! the architecture run. No scripting: every objective is one of
//! [`Objective`]'s kinds, graded by [`grade`](mod@grade).
//!
//! The built-in lessons are such files, embedded in the binary and read by
//! the same loader as anyone's ([`builtin`]).
//!
//! # How each kind of objective is graded
//!
//! On call, over the rows of the run (minute 0 is the opening row):
//!
//! * `KeepBelow(field, value, from, to)`: every row from `from` to `to`
//!   (both included; the whole run when left out) has `field < value`.
//! * `KeepAbove(field, value, from, to)`: every such row has `field > value`.
//! * `EndBelow(field, value)` / `EndAbove(field, value)`: the row at the
//!   scenario's last minute has `field < value` (`> value`).
//! * `NeverPaging(from, to)`: the page does not fire in any such row.
//! * `TotalAtMost(field, value)`: the sum of `field` over the rows after
//!   minute 0 is at most `value` (`paging` sums to the minutes paged).
//! * `DecisionBy(decision, minute)`: the timeline has the decision at or
//!   before `minute`: a command's name (`rollback`), or name and value
//!   (`feature=off`, `min-instances=12`), as `--do` takes them.
//!
//! On the architecture path, over the run of the configuration graded:
//!
//! * `PassesWithHeadroom`: no step has more than 5 % failing and every
//!   tier's peak utilization is at most 85 %. With a trigger (beyond the
//!   seed) the path must come back: judged on the steps before it and
//!   from 3 s after it ends (its value, the busiest tier there).
//! * `FailingBelow(value)`: the run's failing share is below `value`.
//! * `ChangesAtMost(settings)`: at most this many settings differ from the
//!   lesson's starting configuration (the load's requests per second may
//!   not be changed at all: that is the question, not the answer).
//! * `NamesBottleneck`: the tier the learner chose in the step that asks
//!   for the `bottleneck` (unit `Tier`) is the bottleneck the model finds
//!   on the lesson's starting configuration. The window saves that choice
//!   in the configuration file (format 2, `named_bottleneck`), which is
//!   what `sre-sim lesson grade` reads; a file without it misses it.
//! * `ChangesOnly(settings)`: every setting that differs from the lesson's
//!   starting configuration is one of these: a setting by name
//!   (`load.retries`) or a remedy by name (`budget`, `backoff`, `breaker`,
//!   `deadline`, `throttle`: its switch and its parameters). The load's
//!   requests per second cannot be listed. With `ChangesAtMost` it says
//!   which change is the lesson's point ("fix it with the retries alone").
//!
//! A prediction on the architecture path asks for a figure of the run:
//! `peak_offered_rps`, `failing_share` (over the whole run),
//! `mean_latency_ms`, `max_utilization`, `final_failing_share` (the
//! failing share of the last step, at 10 s: whether the path came back),
//! or the `bottleneck` (unit `Tier`).
//!
//! On the architecture path the window shows the objectives graded only
//! once the path has run and no guess is pending: before that, their
//! values (the busiest tier's utilization) would give the answer away.
//!
//! A live run is graded as it goes: an objective is met (✓), missed (✖) or
//! still open (▲) at the minute shown; a saved run, at its last minute.

pub mod builtin;
pub mod error;
pub mod grade;
pub mod progress;
pub mod text;

use std::collections::BTreeMap;
use std::sync::Arc;

pub use crate::model::lesson::{
    Chart, Choice, Highlight, LESSON_FORMAT, LessonFile, LessonScenario, LessonStep, MAX_HINTS,
    MAX_OPTIONS, MAX_STEPS, Objective, Play, Prediction, Unit,
};
pub use error::{LessonError, LessonExpected};
pub use grade::{Grade, ObjectiveGrade, Verdict, grade_arch, grade_rows, grade_run};

use crate::model::arch::{ArchConfig, Remedy, STEP_COUNT, Setting};
use crate::model::named::Named;
use crate::model::oncall::scenario_file::{ScenarioFile, Text};
use crate::model::oncall::{Command, Control, Metric, Quantity, RunSpec, ScenarioRef};

/// The architecture run's figures a prediction may ask for.
pub const ARCH_FIELDS: [&str; 5] = [
    "peak_offered_rps",
    "failing_share",
    "mean_latency_ms",
    "max_utilization",
    "final_failing_share",
];

/// The architecture run's figure a `Tier` prediction chooses.
pub const BOTTLENECK_FIELD: &str = "bottleneck";

/// Does the unit fit the field?
fn unit_fits(unit: Unit, field: &str) -> bool {
    let quantity = Metric::from_name(field).map(Metric::quantity);
    let share = quantity == Some(Quantity::Share)
        || matches!(
            field,
            "failing_share" | "max_utilization" | "final_failing_share"
        );
    let time = matches!(quantity, Some(Quantity::LatencySecs | Quantity::AgeSecs))
        || field == "mean_latency_ms";
    if field == BOTTLENECK_FIELD || unit == Unit::Tier {
        return field == BOTTLENECK_FIELD && unit == Unit::Tier;
    }
    match unit {
        Unit::Tier => false,
        Unit::Percent => share,
        Unit::Seconds | Unit::Milliseconds => time,
        Unit::Count | Unit::RequestsPerSec | Unit::Dollars | Unit::Times => !share && !time,
    }
}

/// A value of the field in the unit a guess of it is typed in (a share in
/// percent, a time in seconds in milliseconds).
pub fn in_unit(unit: Unit, field: &str, value: f64) -> f64 {
    match unit {
        Unit::Percent => value * 100.0,
        Unit::Milliseconds if field != "mean_latency_ms" => value * 1000.0,
        _ => value,
    }
}

/// The model reference's entries a step may highlight or its last hint
/// link to, by the names a lesson file gives them (the window maps each to
/// its entry).
pub const REFERENCES: [&str; 16] = [
    "traffic",
    "erlang-c",
    "timeouts",
    "p99",
    "utilization",
    "cache",
    "database",
    "slo",
    "alerts",
    "autoscaling",
    "shedding",
    "bad-build",
    "constants",
    "exact-p99",
    "abandonment",
    "request-check",
];

fn is_reference(name: &str) -> bool {
    REFERENCES.contains(&name)
}

impl LessonFile {
    /// Is it a lesson of the architecture path?
    pub fn is_arch(&self) -> bool {
        matches!(self.play, Play::Architecture { .. })
    }

    /// The scenario an on-call lesson plays (`None` for the architecture
    /// path, or a name that is neither a built-in nor an example).
    pub fn scenario(&self) -> Option<ScenarioRef> {
        match &self.play {
            Play::Oncall { scenario, .. } => match scenario {
                LessonScenario::Named(id) => named_scenario(id),
                LessonScenario::File(file) => Some(ScenarioRef::from_file(file.clone())),
            },
            Play::Architecture { .. } => None,
        }
    }

    /// The run an on-call lesson starts: its scenario, seed and noise.
    pub fn spec(&self) -> Option<RunSpec> {
        match &self.play {
            Play::Oncall { seed, noise, .. } => Some(RunSpec {
                scenario: self.scenario()?,
                seed: *seed,
                noise: *noise,
            }),
            Play::Architecture { .. } => None,
        }
    }

    /// The configuration an architecture lesson starts from.
    pub fn arch_config(&self) -> Option<&ArchConfig> {
        match &self.play {
            Play::Architecture { config } => Some(config),
            Play::Oncall { .. } => None,
        }
    }

    /// The last minute of the run (on call), or the last step (40).
    pub fn end(&self) -> u32 {
        self.scenario()
            .map_or(STEP_COUNT as u32, |s| s.file().length_minutes)
    }

    /// Checks every field: the format, the id, the texts, what it plays,
    /// each step (pause inside the run, prediction with a field and a unit
    /// that fits it, a highlight naming a widget, at most three hints, a
    /// reference entry that exists) and each objective (a kind that fits
    /// what it plays, a trace field that exists, minutes inside the run).
    pub fn validate(&self) -> Result<(), LessonError> {
        use LessonExpected as E;
        let invalid = |field: &str, value: &str, expected: E| LessonError::Invalid {
            field: field.to_owned(),
            value: value.to_owned(),
            expected,
        };
        if self.format != LESSON_FORMAT {
            return Err(LessonError::Format { found: self.format });
        }
        if !valid_id(&self.id) {
            return Err(invalid("id", &self.id, E::Id));
        }
        check_text("title", &self.title)?;
        check_text("idea", &self.idea)?;
        check_text("remember", &self.remember)?;
        match &self.play {
            Play::Oncall { scenario, .. } => match scenario {
                LessonScenario::Named(id) => {
                    if named_scenario(id).is_none() {
                        return Err(invalid("play.scenario", id, E::Scenario));
                    }
                }
                LessonScenario::File(file) => {
                    let known = |id: &str| {
                        ScenarioFile::builtin_message(id)
                            || (id.starts_with("lesson-") && builtin::message_exists(id))
                    };
                    file.validate_with(&known)
                        .map_err(|err| LessonError::Scenario {
                            field: "play.scenario".to_owned(),
                            problem: err,
                        })?;
                }
            },
            Play::Architecture { config } => {
                config.validate().map_err(|err| LessonError::Arch {
                    field: "play.config".to_owned(),
                    problem: err,
                })?;
            }
        }
        if self.steps.is_empty() {
            return Err(LessonError::Empty {
                field: "steps".to_owned(),
            });
        }
        if self.objectives.is_empty() {
            return Err(LessonError::Empty {
                field: "objectives".to_owned(),
            });
        }
        for (field, count) in [
            ("steps", self.steps.len()),
            ("objectives", self.objectives.len()),
        ] {
            if count > MAX_STEPS {
                return Err(LessonError::TooMany {
                    field: field.to_owned(),
                    count,
                    max: MAX_STEPS,
                });
            }
        }
        for (k, step) in self.steps.iter().enumerate() {
            self.validate_step(&format!("steps[{k}]"), step)?;
        }
        for (k, objective) in self.objectives.iter().enumerate() {
            self.validate_objective(&format!("objectives[{k}]"), objective)?;
        }
        Ok(())
    }

    /// A step's choice: its texts, 2 to [`MAX_OPTIONS`] options, an answer
    /// among them, a pause to reveal it at, and no guess beside it.
    fn validate_choice(at: &str, step: &LessonStep) -> Result<(), LessonError> {
        use LessonExpected as E;
        let field = |name: &str| format!("{at}.{name}");
        let invalid = |name: &str, value: &str, expected: E| LessonError::Invalid {
            field: field(name),
            value: value.to_owned(),
            expected,
        };
        let Some(choice) = &step.choose else {
            return Ok(());
        };
        if step.predict.is_some() {
            return Err(invalid("choose", "Some(…)", E::OneQuestion));
        }
        check_text(&field("choose.question"), &choice.question)?;
        check_text(&field("choose.why"), &choice.why)?;
        if choice.options.len() < 2 {
            return Err(LessonError::Empty {
                field: field("choose.options"),
            });
        }
        if choice.options.len() > MAX_OPTIONS {
            return Err(LessonError::TooMany {
                field: field("choose.options"),
                count: choice.options.len(),
                max: MAX_OPTIONS,
            });
        }
        for (k, option) in choice.options.iter().enumerate() {
            check_text(&field(&format!("choose.options[{k}]")), option)?;
        }
        if choice.answer >= choice.options.len() {
            return Err(LessonError::OutOfRange {
                field: field("choose.answer"),
                value: choice.answer as f64,
                min: 0.0,
                max: (choice.options.len() - 1) as f64,
            });
        }
        if step.pause_at.is_none() {
            return Err(invalid("pause_at", "None", E::PauseForPrediction));
        }
        Ok(())
    }

    fn validate_step(&self, at: &str, step: &LessonStep) -> Result<(), LessonError> {
        use LessonExpected as E;
        let field = |name: &str| format!("{at}.{name}");
        let invalid = |name: &str, value: &str, expected: E| LessonError::Invalid {
            field: field(name),
            value: value.to_owned(),
            expected,
        };
        check_text(&field("text"), &step.text)?;
        let end = self.end();
        if let Some(pause) = step.pause_at {
            let first = u32::from(self.is_arch());
            if pause < first || pause > end {
                return Err(LessonError::AfterEnd {
                    field: field("pause_at"),
                    minute: pause,
                    end,
                    arch: self.is_arch(),
                });
            }
        }
        self.validate_prediction(at, step)?;
        Self::validate_choice(at, step)?;
        if let Some(highlight) = &step.highlight {
            let (ok, name, expected) = match highlight {
                Highlight::Control(name) => (name.known().is_some(), name.name(), E::Control),
                Highlight::Metric(name) => (name.known().is_some(), name.name(), E::TraceField),
                Highlight::Chart(name) => (name.known().is_some(), name.name(), E::Chart),
                Highlight::Setting(name) => (name.known().is_some(), name.name(), E::Setting),
                Highlight::Reference(name) => (is_reference(name), name.as_str(), E::Reference),
            };
            let on_arch = matches!(highlight, Highlight::Setting(_));
            let on_oncall = matches!(
                highlight,
                Highlight::Control(_) | Highlight::Metric(_) | Highlight::Chart(_)
            );
            if !ok || (self.is_arch() && on_oncall) || (!self.is_arch() && on_arch) {
                return Err(invalid("highlight", name, expected));
            }
        }
        if step.hints.len() > MAX_HINTS {
            return Err(LessonError::TooMany {
                field: field("hints"),
                count: step.hints.len(),
                max: MAX_HINTS,
            });
        }
        for (k, hint) in step.hints.iter().enumerate() {
            check_text(&field(&format!("hints[{k}]")), hint)?;
        }
        if let Some(name) = &step.reference
            && !is_reference(name)
        {
            return Err(invalid("reference", name, E::Reference));
        }
        Ok(())
    }

    /// A step's prediction, if any (at `at`): its texts, a field the
    /// lesson's kind can ask for, a unit that fits it, and a pause to ask
    /// it at.
    fn validate_prediction(&self, at: &str, step: &LessonStep) -> Result<(), LessonError> {
        use LessonExpected as E;
        let field = |name: &str| format!("{at}.{name}");
        let invalid = |name: &str, value: &str, expected: E| LessonError::Invalid {
            field: field(name),
            value: value.to_owned(),
            expected,
        };
        if let Some(prediction) = &step.predict {
            check_text(&field("predict.question"), &prediction.question)?;
            check_text(&field("predict.why"), &prediction.why)?;
            let known = if self.is_arch() {
                ARCH_FIELDS.contains(&prediction.field.as_str())
                    || prediction.field == BOTTLENECK_FIELD
            } else {
                Metric::from_name(&prediction.field).is_some()
            };
            if !known {
                let expected = if self.is_arch() {
                    E::ArchField
                } else {
                    E::TraceField
                };
                return Err(invalid("predict.field", &prediction.field, expected));
            }
            if !unit_fits(prediction.unit, &prediction.field) {
                return Err(invalid(
                    "predict.unit",
                    prediction.unit.id(),
                    E::UnitOfField,
                ));
            }
            if step.pause_at.is_none() {
                return Err(invalid("pause_at", "None", E::PauseForPrediction));
            }
        }
        Ok(())
    }

    fn validate_objective(&self, at: &str, objective: &Objective) -> Result<(), LessonError> {
        use LessonExpected as E;
        let field = |name: &str| format!("{at}.{name}");
        self.validate_objective_kind(at, objective)?;
        let end = self.end();
        let after_end = |name: &str, minute: u32| LessonError::AfterEnd {
            field: field(name),
            minute,
            end,
            arch: false,
        };
        let finite = |value: f64| -> Result<(), LessonError> {
            if value.is_finite() {
                Ok(())
            } else {
                Err(LessonError::Invalid {
                    field: field("value"),
                    value: value.to_string(),
                    expected: E::Finite,
                })
            }
        };
        match objective {
            Objective::KeepBelow {
                value, from, to, ..
            }
            | Objective::KeepAbove {
                value, from, to, ..
            } => {
                finite(*value)?;
                check_range(&field, *from, *to, end)?;
            }
            Objective::NeverPaging { from, to } => check_range(&field, *from, *to, end)?,
            Objective::EndBelow { value, .. }
            | Objective::EndAbove { value, .. }
            | Objective::TotalAtMost { value, .. } => finite(*value)?,
            Objective::DecisionBy { decision, minute } => {
                if *minute > end {
                    return Err(after_end("minute", *minute));
                }
                if decision_matcher(decision).is_none() {
                    return Err(LessonError::Invalid {
                        field: field("decision"),
                        value: decision.clone(),
                        expected: E::Decision,
                    });
                }
            }
            Objective::FailingBelow { value } => {
                if !(*value > 0.0 && *value <= 1.0) {
                    return Err(LessonError::OutOfRange {
                        field: field("value"),
                        value: *value,
                        min: 0.0,
                        max: 1.0,
                    });
                }
            }
            Objective::NamesBottleneck => {
                let asked = self.steps.iter().any(|step| {
                    step.predict
                        .as_ref()
                        .is_some_and(|p| p.field == BOTTLENECK_FIELD)
                });
                if !asked {
                    return Err(LessonError::Invalid {
                        field: at.to_owned(),
                        value: objective.kind().to_owned(),
                        expected: E::BottleneckStep,
                    });
                }
            }
            Objective::ChangesOnly { settings } => check_changeable(&field("settings"), settings)?,
            Objective::PassesWithHeadroom | Objective::ChangesAtMost { .. } => {}
        }
        Ok(())
    }

    /// An objective (at `at`) of the lesson's kind, on-call or
    /// architecture, and its field, if it has one, a trace field.
    fn validate_objective_kind(&self, at: &str, objective: &Objective) -> Result<(), LessonError> {
        use LessonExpected as E;
        if objective.is_arch() != self.is_arch() {
            return Err(LessonError::Invalid {
                field: at.to_owned(),
                value: objective.kind().to_owned(),
                expected: if self.is_arch() {
                    E::ArchObjective
                } else {
                    E::OncallObjective
                },
            });
        }
        if let Some(Named::Unknown(name)) = objective.field() {
            return Err(LessonError::Invalid {
                field: format!("{at}.field"),
                value: name.clone(),
                expected: E::TraceField,
            });
        }
        Ok(())
    }
}

/// `ChangesOnly`'s list (at `at`): not empty, each a setting other than
/// the load's requests per second, or a remedy.
fn check_changeable(at: &str, settings: &[String]) -> Result<(), LessonError> {
    if settings.is_empty() {
        return Err(LessonError::Empty {
            field: at.to_owned(),
        });
    }
    for (k, name) in settings.iter().enumerate() {
        if changeable_settings(name).is_none() {
            return Err(LessonError::Invalid {
                field: format!("{at}[{k}]"),
                value: name.clone(),
                expected: LessonExpected::ChangeableSetting,
            });
        }
    }
    Ok(())
}

/// The settings an entry of `ChangesOnly` lets change: a setting by name
/// (`load.retries`), or a remedy by name (`breaker`: its switch and its
/// parameters). `None` for anything else, and for the load's requests per
/// second (the question, never the answer).
pub fn changeable_settings(name: &str) -> Option<Vec<Setting>> {
    if let Some(remedy) = Remedy::ALL.into_iter().find(|r| r.name() == name) {
        return Some(
            Setting::ALL
                .into_iter()
                .filter(|s| Remedy::of(*s) == Some(remedy))
                .collect(),
        );
    }
    let setting: Setting = name.parse().ok()?;
    (setting != Setting::LoadRps).then(|| vec![setting])
}

/// A minute range inside the run, in order.
fn check_range(
    field: &dyn Fn(&str) -> String,
    from: Option<u32>,
    to: Option<u32>,
    end: u32,
) -> Result<(), LessonError> {
    for (name, minute) in [("from", from), ("to", to)] {
        if let Some(minute) = minute
            && minute > end
        {
            return Err(LessonError::AfterEnd {
                field: field(name),
                minute,
                end,
                arch: false,
            });
        }
    }
    if let (Some(from), Some(to)) = (from, to)
        && from > to
    {
        return Err(LessonError::Invalid {
            field: field("to"),
            value: to.to_string(),
            expected: LessonExpected::AfterFrom,
        });
    }
    Ok(())
}

/// A decision as a lesson names it: a command's name, or a whole command.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DecisionMatch {
    /// Any command of this control (named as the command is).
    Control(Control),
    /// This command exactly.
    Exactly(Command),
}

impl DecisionMatch {
    /// Does the command match?
    pub fn matches(self, command: &Command) -> bool {
        match self {
            Self::Control(control) => command.control() == control,
            Self::Exactly(wanted) => *command == wanted,
        }
    }
}

/// What a decision's text names (`rollback`, `feature=off`), if anything.
pub fn decision_matcher(text: &str) -> Option<DecisionMatch> {
    if text.contains('=') {
        return text.parse::<Command>().ok().map(DecisionMatch::Exactly);
    }
    Control::from_name(text.trim()).map(DecisionMatch::Control)
}

/// 1 to 64 of a-z, 0-9 and -.
fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// A built-in's or an example's scenario by id.
fn named_scenario(id: &str) -> Option<ScenarioRef> {
    crate::model::oncall::Scenario::ALL
        .into_iter()
        .find(|s| s.name() == id)
        .map(ScenarioRef::Builtin)
        .or_else(|| crate::run::example_scenario(id).cloned())
}

/// A text in at least one language, none empty; or a message of the app's
/// own lessons.
fn check_text(field: &str, text: &Text) -> Result<(), LessonError> {
    let bad = |value: String, expected| {
        Err(LessonError::Invalid {
            field: field.to_owned(),
            value,
            expected,
        })
    };
    match text {
        Text::Message(id) => {
            if id.starts_with("lesson-") && builtin::message_exists(id) {
                Ok(())
            } else {
                bad(id.clone(), LessonExpected::Message)
            }
        }
        Text::Words(words) => {
            let known = words
                .keys()
                .all(|code| matches!(code.as_str(), "en" | "fr" | "gl"));
            if words.is_empty() || !known || words.values().any(|w| w.trim().is_empty()) {
                bad(
                    format!("{:?}", words.keys().collect::<Vec<_>>()),
                    LessonExpected::Words,
                )
            } else {
                Ok(())
            }
        }
    }
}

/// Words in these languages, for tests and for writing lessons in code.
pub fn words(pairs: &[(&str, &str)]) -> Text {
    Text::Words(
        pairs
            .iter()
            .map(|(code, text)| ((*code).to_owned(), (*text).to_owned()))
            .collect::<BTreeMap<_, _>>(),
    )
}

/// A lesson, checked, shared by the window's panels.
pub type SharedLesson = Arc<LessonFile>;
