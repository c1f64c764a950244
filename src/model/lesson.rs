//! Lessons as data: the document a lesson file holds (see
//! the `lesson` module for how it is checked, played and graded). Here so
//! that a run played in a lesson can carry its lesson, as it carries its
//! scenario (the run files, `run::RunFile`).

use serde::{Deserialize, Serialize};

use super::arch::{ArchConfig, Setting};
use super::named::{Name, Named};
use super::oncall::scenario_file::{ScenarioFile, Text};
use super::oncall::{Control, Metric};

/// The version of the lesson format this build writes and reads.
pub const LESSON_FORMAT: u32 = 1;

/// The most hints a step may have.
pub const MAX_HINTS: usize = 3;

/// The most steps and objectives a lesson may have.
pub const MAX_STEPS: usize = 30;

/// A lesson file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonFile {
    /// The format's version ([`LESSON_FORMAT`]).
    pub format: u32,
    /// A short stable name, `a-z`, `0-9` and `-` (`queueing-knee`).
    pub id: String,
    /// The lesson's title.
    pub title: Text,
    /// The one idea it teaches, one line, for the start page.
    pub idea: Text,
    /// What it plays.
    pub play: Play,
    /// The steps, in order.
    pub steps: Vec<LessonStep>,
    /// What the learner must achieve.
    pub objectives: Vec<Objective>,
    /// What to remember: two or three lines, shown at the end.
    pub remember: Text,
}

/// What a lesson plays.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Play {
    /// An on-call run.
    Oncall {
        /// The scenario: a built-in's or an example's id, or a whole
        /// scenario file.
        scenario: LessonScenario,
        /// The run's seed.
        #[serde(default = "default_seed")]
        seed: u32,
        /// Draw traffic noise (off: expected values, which a prediction
        /// can be checked against exactly).
        #[serde(default)]
        noise: bool,
    },
    /// The architecture path, from this configuration.
    Architecture {
        /// The configuration the learner starts from.
        config: ArchConfig,
    },
}

fn default_seed() -> u32 {
    super::oncall::DEFAULT_SEED
}

/// The scenario an on-call lesson plays.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum LessonScenario {
    /// A built-in's or an example's id (`bad-deploy`).
    Named(String),
    /// A scenario file, embedded whole.
    File(ScenarioFile),
}

/// A step of a lesson.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonStep {
    /// What the step says.
    pub text: Text,
    /// On call, the minute the run plays to and pauses at before the next
    /// step (the prediction is revealed there); on the architecture path,
    /// the step of the playback (1–40). None: the learner goes on when
    /// ready.
    #[serde(default)]
    pub pause_at: Option<u32>,
    /// A number to guess before the run goes on.
    #[serde(default)]
    pub predict: Option<Prediction>,
    /// Or a choice to make before the run goes on (a step asks one or the
    /// other).
    #[serde(default)]
    pub choose: Option<Choice>,
    /// What the step is about, outlined in the window.
    #[serde(default)]
    pub highlight: Option<Highlight>,
    /// Up to three hints, each more specific.
    #[serde(default)]
    pub hints: Vec<Text>,
    /// The model reference's entry the last hint links to.
    #[serde(default)]
    pub reference: Option<String>,
}

/// A guess asked for before the reveal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Prediction {
    /// The question.
    pub question: Text,
    /// The trace field guessed (on call), or the architecture run's
    /// figure (`peak_offered_rps`, `failing_share`, `mean_latency_ms`,
    /// `max_utilization`, `final_failing_share`), or its `bottleneck` (a
    /// tier, unit `Tier`).
    pub field: String,
    /// The unit the guess is typed in.
    pub unit: Unit,
    /// One sentence of why, shown with the answer.
    pub why: Text,
}

impl Prediction {
    /// The trace field guessed, if it is one (an on-call lesson's).
    pub fn metric(&self) -> Option<Metric> {
        Metric::from_name(&self.field)
    }
}

/// The most options a [`Choice`] offers.
pub const MAX_OPTIONS: usize = 4;

/// A choice asked for before the reveal, where a number could not be
/// reasoned out ("which rises more: from 70 to 90 %, or from 90 to 97 %?").
/// Like a guess, it is shown beside the answer, never graded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Choice {
    /// The question.
    pub question: Text,
    /// The options, 2 to [`MAX_OPTIONS`], in the order shown.
    pub options: Vec<Text>,
    /// The option the model bears out (from 0); the lesson's tests check
    /// it against the model's run.
    pub answer: usize,
    /// One sentence of why, shown with the answer.
    pub why: Text,
}

impl LessonStep {
    /// Does the step ask something (a guess or a choice) before its pause?
    pub fn asks(&self) -> bool {
        self.predict.is_some() || self.choose.is_some()
    }
}

/// The unit a guess is typed in, and how it is turned into the field's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unit {
    /// Percent, of a field that is a share (0–1).
    Percent,
    /// Seconds.
    Seconds,
    /// Milliseconds, of a field in seconds (or one in milliseconds).
    Milliseconds,
    /// A count (instances).
    Count,
    /// Requests per second.
    RequestsPerSec,
    /// Dollars.
    Dollars,
    /// A multiple (a burn rate, ×).
    Times,
    /// A tier of the path, chosen among those that are on (the
    /// architecture run's `bottleneck`).
    Tier,
}

impl Unit {
    /// The stable id, for the localized unit (`lesson-unit-percent`).
    pub fn id(self) -> &'static str {
        match self {
            Self::Percent => "percent",
            Self::Seconds => "seconds",
            Self::Milliseconds => "milliseconds",
            Self::Count => "count",
            Self::RequestsPerSec => "requests-per-sec",
            Self::Dollars => "dollars",
            Self::Times => "times",
            Self::Tier => "tier",
        }
    }
}

/// Something the window outlines while a step is shown. A control, a
/// metric or a chart is read as [`Named`]: a word that names none is kept
/// as written, for the lesson's checker to report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Highlight {
    /// A control of the on-call tab, by its command's name (`min-instances`).
    Control(Named<Control>),
    /// A metric of the on-call tab, by its trace field (`p99_secs`).
    Metric(Named<Metric>),
    /// A chart of the on-call tab (`traffic`, `p99`, `errors`,
    /// `instances`, `cache-db`, `budget-cost`).
    Chart(Named<Chart>),
    /// A setting of the architecture tab (`load.retries`).
    Setting(Named<Setting>),
    /// An entry of the model reference (`erlang-c`).
    Reference(String),
}

/// A chart of the on-call tab, by the name a lesson's highlight gives it.
/// What it draws is its row of the charts' table (`ui::oncall::chart_spec`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Chart {
    /// The traffic and the serving capacity.
    Traffic,
    /// The p99 latency.
    P99,
    /// The error rate and the burn rates.
    Errors,
    /// The instances serving and booting.
    Instances,
    /// The cache hit rate and the database's utilization.
    CacheDb,
    /// The error budget left and the cost so far.
    BudgetCost,
}

impl Chart {
    /// Every chart, in the order the tab draws them.
    pub const ALL: [Self; 6] = [
        Self::Traffic,
        Self::P99,
        Self::Errors,
        Self::Instances,
        Self::CacheDb,
        Self::BudgetCost,
    ];

    /// Its name in a lesson file (`cache-db`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Traffic => "traffic",
            Self::P99 => "p99",
            Self::Errors => "errors",
            Self::Instances => "instances",
            Self::CacheDb => "cache-db",
            Self::BudgetCost => "budget-cost",
        }
    }

    /// The chart of a name, if it names one.
    pub fn from_name(name: &str) -> Option<Self> {
        <Self as Name>::from_name(name)
    }
}

impl Name for Chart {
    const ALL: &'static [Self] = &Self::ALL;

    fn name(self) -> &'static str {
        Self::name(self)
    }
}

/// What the learner must achieve: a kind of objective the grader knows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Objective {
    /// Keep `field` below `value` from `from` to `to`.
    KeepBelow {
        /// The trace field.
        field: Named<Metric>,
        /// The bound (not reached).
        value: f64,
        /// The first minute (0 when left out).
        #[serde(default)]
        from: Option<u32>,
        /// The last minute (the scenario's end when left out).
        #[serde(default)]
        to: Option<u32>,
    },
    /// Keep `field` above `value` from `from` to `to`.
    KeepAbove {
        /// The trace field.
        field: Named<Metric>,
        /// The bound (not reached).
        value: f64,
        /// The first minute (0 when left out).
        #[serde(default)]
        from: Option<u32>,
        /// The last minute (the scenario's end when left out).
        #[serde(default)]
        to: Option<u32>,
    },
    /// End with `field` below `value`.
    EndBelow {
        /// The trace field.
        field: Named<Metric>,
        /// The bound.
        value: f64,
    },
    /// End with `field` above `value`.
    EndAbove {
        /// The trace field.
        field: Named<Metric>,
        /// The bound.
        value: f64,
    },
    /// The page never fires from `from` to `to`.
    NeverPaging {
        /// The first minute (0 when left out).
        #[serde(default)]
        from: Option<u32>,
        /// The last minute (the scenario's end when left out).
        #[serde(default)]
        to: Option<u32>,
    },
    /// The sum of `field` over the run is at most `value`.
    TotalAtMost {
        /// The trace field.
        field: Named<Metric>,
        /// The most.
        value: f64,
    },
    /// The decision is made at or before `minute`.
    DecisionBy {
        /// A command's name, or name and value (`feature=off`).
        decision: String,
        /// The latest minute.
        minute: u32,
    },
    /// The architecture run passes with headroom.
    PassesWithHeadroom,
    /// The architecture run's failing share is below `value`.
    FailingBelow {
        /// The share (0–1).
        value: f64,
    },
    /// At most this many settings changed from the lesson's configuration.
    ChangesAtMost {
        /// How many.
        settings: u32,
    },
    /// The learner named the bottleneck of the lesson's starting path: the
    /// tier chosen in the step that asks for the `bottleneck` (saved in the
    /// configuration file) is the tier the model finds.
    NamesBottleneck,
    /// Only these may differ from the lesson's configuration: settings by
    /// name (`load.retries`), or a remedy by its name (`breaker`: its
    /// switch and its parameters). The load never may.
    ChangesOnly {
        /// The settings or remedies that may change.
        settings: Vec<String>,
    },
}

impl Objective {
    /// The kind's name as the file spells it.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::KeepBelow { .. } => "KeepBelow",
            Self::KeepAbove { .. } => "KeepAbove",
            Self::EndBelow { .. } => "EndBelow",
            Self::EndAbove { .. } => "EndAbove",
            Self::NeverPaging { .. } => "NeverPaging",
            Self::TotalAtMost { .. } => "TotalAtMost",
            Self::DecisionBy { .. } => "DecisionBy",
            Self::PassesWithHeadroom => "PassesWithHeadroom",
            Self::FailingBelow { .. } => "FailingBelow",
            Self::ChangesAtMost { .. } => "ChangesAtMost",
            Self::NamesBottleneck => "NamesBottleneck",
            Self::ChangesOnly { .. } => "ChangesOnly",
        }
    }

    /// Is it graded on the architecture path (else on an on-call run)?
    pub fn is_arch(&self) -> bool {
        matches!(
            self,
            Self::PassesWithHeadroom
                | Self::FailingBelow { .. }
                | Self::ChangesAtMost { .. }
                | Self::NamesBottleneck
                | Self::ChangesOnly { .. }
        )
    }

    /// The trace field it reads, if any.
    pub fn field(&self) -> Option<&Named<Metric>> {
        match self {
            Self::KeepBelow { field, .. }
            | Self::KeepAbove { field, .. }
            | Self::EndBelow { field, .. }
            | Self::EndAbove { field, .. }
            | Self::TotalAtMost { field, .. } => Some(field),
            _ => None,
        }
    }
}
