//! What a lesson file can be rejected for: the field named as the file
//! spells it (`steps[2].predict.unit`), what it has and what is allowed.
//! `Display` is the English text; the window and the command line say it
//! in the reader's language (`i18n::lesson_error_text`).

use super::LESSON_FORMAT;
use crate::model::arch::ArchError;
use crate::model::lesson::Chart;
use crate::model::named::Name;
use crate::model::oncall::Control;
use crate::model::oncall::scenario_file::ScenarioError;

/// A field a lesson file gets wrong.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LessonError {
    /// A format this build does not read.
    #[error("format {found}: this build reads lesson format {LESSON_FORMAT}")]
    Format {
        /// The version the file has.
        found: u32,
    },
    /// A field that is not what it must be.
    #[error("{field} is {value:?}, but must be {expected}")]
    Invalid {
        /// The field.
        field: String,
        /// Its value.
        value: String,
        /// What it must be.
        expected: LessonExpected,
    },
    /// A number outside its range.
    #[error("{field} is {value}, but must be between {min} and {max}")]
    OutOfRange {
        /// The field.
        field: String,
        /// Its value.
        value: f64,
        /// The smallest allowed.
        min: f64,
        /// The largest allowed.
        max: f64,
    },
    /// A minute (or a step) past the end of what the lesson plays.
    #[error("{field} is {minute}, after the end of the run ({} {end})", if *arch { "step" } else { "minute" })]
    AfterEnd {
        /// The field.
        field: String,
        /// Its minute or step.
        minute: u32,
        /// The last minute (or step).
        end: u32,
        /// Steps of the architecture playback, not minutes.
        arch: bool,
    },
    /// A list that must have something.
    #[error("{field} is empty: a lesson needs at least one")]
    Empty {
        /// The list.
        field: String,
    },
    /// A list with too many entries.
    #[error("{field} has {count}, at most {max} are allowed")]
    TooMany {
        /// The list.
        field: String,
        /// How many it has.
        count: usize,
        /// The most allowed.
        max: usize,
    },
    /// The embedded scenario is not valid.
    #[error("{field}: {problem}")]
    Scenario {
        /// Where the scenario is (`play.scenario`).
        field: String,
        /// What is wrong with it.
        problem: ScenarioError,
    },
    /// The embedded architecture configuration is not valid.
    #[error("{field}: {problem}")]
    Arch {
        /// Where the configuration is (`play.config`).
        field: String,
        /// What is wrong with it.
        problem: ArchError,
    },
}

/// What a field must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonExpected {
    /// 1 to 64 of a-z, 0-9 and -.
    Id,
    /// Words in at least one of en, fr, gl, none empty.
    Words,
    /// A message id of the built-in lessons.
    Message,
    /// A built-in's or an example's scenario id.
    Scenario,
    /// A trace field.
    TraceField,
    /// A figure of the architecture run.
    ArchField,
    /// A unit that fits the field.
    UnitOfField,
    /// A pause (where the guess is revealed).
    PauseForPrediction,
    /// A control's name.
    Control,
    /// A chart's name.
    Chart,
    /// An architecture setting's name.
    Setting,
    /// A model reference entry's name.
    Reference,
    /// An objective of the architecture path.
    ArchObjective,
    /// An objective of an on-call run.
    OncallObjective,
    /// A finite number.
    Finite,
    /// A command's name, or name=value.
    Decision,
    /// A minute at or after `from`.
    AfterFrom,
    /// A step that asks for the bottleneck (`NamesBottleneck` grades it).
    BottleneckStep,
    /// A step asks one thing: a guess or a choice.
    OneQuestion,
    /// An architecture setting other than the load, or a remedy's name.
    ChangeableSetting,
}

impl LessonExpected {
    /// The stable id of the rule, for the localized messages
    /// (`lesson-expected-…`).
    pub fn id(self) -> &'static str {
        match self {
            Self::Id => "id",
            Self::Words => "words",
            Self::Message => "message",
            Self::Scenario => "scenario",
            Self::TraceField => "trace-field",
            Self::ArchField => "arch-field",
            Self::UnitOfField => "unit-of-field",
            Self::PauseForPrediction => "pause-for-prediction",
            Self::Control => "control",
            Self::Chart => "chart",
            Self::Setting => "setting",
            Self::Reference => "reference",
            Self::ArchObjective => "arch-objective",
            Self::OncallObjective => "oncall-objective",
            Self::Finite => "finite",
            Self::Decision => "decision",
            Self::AfterFrom => "after-from",
            Self::BottleneckStep => "bottleneck-step",
            Self::OneQuestion => "one-question",
            Self::ChangeableSetting => "changeable-setting",
        }
    }

    /// Every rule, for the tests of the messages.
    pub const ALL: [Self; 20] = [
        Self::Id,
        Self::Words,
        Self::Message,
        Self::Scenario,
        Self::TraceField,
        Self::ArchField,
        Self::UnitOfField,
        Self::PauseForPrediction,
        Self::Control,
        Self::Chart,
        Self::Setting,
        Self::Reference,
        Self::ArchObjective,
        Self::OncallObjective,
        Self::Finite,
        Self::Decision,
        Self::AfterFrom,
        Self::BottleneckStep,
        Self::OneQuestion,
        Self::ChangeableSetting,
    ];
}

/// Every name of a `T`, as a list in words: `a, b or c`.
fn names<T: Name>() -> String {
    let names: Vec<&str> = T::ALL.iter().map(|x| x.name()).collect();
    match names.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

impl std::fmt::Display for LessonExpected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Control => return write!(f, "a control: {}", names::<Control>()),
            Self::Chart => return write!(f, "a chart: {}", names::<Chart>()),
            _ => {}
        }
        f.write_str(match self {
            Self::Id => "1 to 64 of a-z, 0-9 and -",
            Self::Words => "words in at least one of en, fr, gl, none empty",
            Self::Message => "a built-in lesson's message id, or Words({\"en\": \"…\"})",
            Self::Scenario => "a built-in or example scenario's id, or File((…))",
            Self::TraceField => "a field of the trace (sre-sim oncall --format csv)",
            Self::ArchField => {
                "one of peak_offered_rps, failing_share, mean_latency_ms, max_utilization, final_failing_share, bottleneck"
            }
            Self::UnitOfField => "a unit that fits the field",
            Self::PauseForPrediction => "a minute to reveal the prediction at (pause_at)",
            // Said above, from the names themselves.
            Self::Control | Self::Chart => "",
            Self::Setting => "an architecture setting such as load.retries",
            Self::Reference => "a model reference entry such as erlang-c",
            Self::ArchObjective => {
                "an objective of the architecture path (PassesWithHeadroom, FailingBelow, ChangesAtMost, NamesBottleneck, ChangesOnly)"
            }
            Self::OncallObjective => {
                "an objective of an on-call run (KeepBelow, KeepAbove, EndBelow, EndAbove, NeverPaging, TotalAtMost, DecisionBy)"
            }
            Self::Finite => "a finite number",
            Self::Decision => "a command's name or name=value, as --do takes them",
            Self::AfterFrom => "a minute at or after from",
            Self::BottleneckStep => {
                "a step that asks for the bottleneck (predict: field \"bottleneck\", unit Tier)"
            }
            Self::OneQuestion => "a step with one question: predict or choose, not both",
            Self::ChangeableSetting => {
                "an architecture setting other than load.rps (load.retries), or a remedy (budget, backoff, breaker, deadline, throttle)"
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::LessonExpected;

    #[test]
    fn the_names_a_rule_lists_are_every_one_of_them() {
        assert_eq!(
            LessonExpected::Chart.to_string(),
            "a chart: traffic, p99, errors, instances, cache-db or budget-cost"
        );
        assert_eq!(
            LessonExpected::Control.to_string(),
            "a control: min-instances, autoscaling, target-utilization, ttl, warm-up, shed, feature or rollback"
        );
    }
}
