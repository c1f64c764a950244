//! Grading: a lesson's objectives over a run's rows (live, as it goes, or
//! a saved run at its end) or over an architecture configuration's run.
//! Each objective is met, missed or still open, with the value that
//! decided it; see the module docs of [`crate::lesson`] for each kind.

use super::{LessonFile, Objective, decision_matcher};
use crate::model::arch::{ArchConfig, ArchError, Setting, Stage, simulate};
use crate::model::named::Named;
use crate::model::oncall::{Metric, MinuteRow, TimedCommand};
use crate::run::{Record, RunError, RunFile};

/// Where an objective stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Achieved (✓).
    Met,
    /// Not decided yet: so far so good, or the minute has not come (▲).
    Open,
    /// Missed (✖).
    Missed,
}

impl Verdict {
    /// The symbol shown beside it: ✓, ▲ or ✖ (colour is never the only sign).
    pub fn symbol(self) -> &'static str {
        match self {
            Self::Met => "✓",
            Self::Open => "▲",
            Self::Missed => "✖",
        }
    }

    /// The stable id, for messages and the grade table's CSV and JSON.
    pub fn id(self) -> &'static str {
        match self {
            Self::Met => "met",
            Self::Open => "open",
            Self::Missed => "missed",
        }
    }
}

/// One objective, graded.
#[derive(Debug, Clone, PartialEq)]
pub struct ObjectiveGrade {
    /// The objective.
    pub objective: Objective,
    /// Where it stands.
    pub verdict: Verdict,
    /// The value that decided it (or shows where it stands): the worst
    /// value of the range so far, the value at the end (or now), the total,
    /// the minute of the decision, the run's failing share, the number of
    /// settings changed. `None` when there is none yet.
    pub value: Option<f64>,
    /// The minute it was decided at: the first row out of bounds, the
    /// decision's minute.
    pub minute: Option<u32>,
    /// The tier the learner named (`NamesBottleneck`).
    pub tier: Option<Stage>,
}

/// A lesson's objectives, graded.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Grade {
    /// One per objective, in the lesson's order.
    pub objectives: Vec<ObjectiveGrade>,
}

impl Grade {
    /// Every objective met.
    pub fn passed(&self) -> bool {
        self.objectives.iter().all(|o| o.verdict == Verdict::Met)
    }

    /// How many objectives are met.
    pub fn met(&self) -> usize {
        self.objectives
            .iter()
            .filter(|o| o.verdict == Verdict::Met)
            .count()
    }

    /// Nothing is open any more.
    pub fn decided(&self) -> bool {
        self.objectives.iter().all(|o| o.verdict != Verdict::Open)
    }
}

/// Why a saved run or configuration cannot be graded against a lesson.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GradeError {
    /// The run plays another scenario, seed or noise than the lesson.
    #[error(
        "this run plays {found}, but the lesson plays {expected}: it is not a run of this lesson"
    )]
    OtherRun {
        /// The run's scenario, seed and noise.
        found: RunWords,
        /// The lesson's.
        expected: RunWords,
    },
    /// An on-call lesson given a configuration, or the reverse.
    #[error(
        "this lesson is graded on {}, not on {}",
        if *arch { "an architecture configuration" } else { "an on-call run" },
        if *arch { "an on-call run" } else { "an architecture configuration" }
    )]
    WrongKind {
        /// The lesson plays the architecture path.
        arch: bool,
    },
    /// The run does not replay.
    #[error("{0}")]
    Run(#[from] RunError),
    /// The configuration does not run.
    #[error("{0}")]
    Arch(#[from] ArchError),
}

/// The rows a grade reads: each row's trace values, computed once.
fn records(rows: &[MinuteRow]) -> Vec<Record> {
    rows.iter().map(Record::from).collect()
}

/// Grades an on-call lesson over `rows` (the opening row first; the last
/// is "now") and the decisions of `timeline`, the run ending at `end`.
pub fn grade_rows(lesson: &LessonFile, rows: &[MinuteRow], timeline: &[TimedCommand]) -> Grade {
    let records = records(rows);
    let end = lesson.end();
    Grade {
        objectives: lesson
            .objectives
            .iter()
            .map(|objective| grade_objective(objective, &records, timeline, end))
            .collect(),
    }
}

/// What a run plays, for [`GradeError::OtherRun`] (said in the reader's
/// language by `text::grade_error_text`; `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunWords {
    /// The scenario's id.
    pub scenario: String,
    /// The seed.
    pub seed: u32,
    /// Traffic noise on.
    pub noise: bool,
}

impl std::fmt::Display for RunWords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let noise = if self.noise { "on" } else { "off" };
        write!(f, "{}, seed {}, noise {noise}", self.scenario, self.seed)
    }
}

fn run_words(spec: &crate::model::oncall::RunSpec) -> RunWords {
    RunWords {
        scenario: spec.scenario.id().to_owned(),
        seed: spec.seed,
        noise: spec.noise,
    }
}

/// Grades a saved run against an on-call lesson, at the run's last minute:
/// the run must play the lesson's scenario, seed and noise.
pub fn grade_run(lesson: &LessonFile, run: &RunFile) -> Result<Grade, GradeError> {
    let Some(spec) = lesson.spec() else {
        return Err(GradeError::WrongKind { arch: true });
    };
    let same = run.spec().seed == spec.seed
        && run.spec().noise == spec.noise
        && run.scenario().file() == spec.scenario.file();
    if !same {
        return Err(GradeError::OtherRun {
            found: run_words(run.spec()),
            expected: run_words(&spec),
        });
    }
    let trace = run.replay()?;
    Ok(grade_rows(lesson, &trace.rows, run.timeline()))
}

/// Grades an architecture lesson on a configuration (its run of ten
/// seconds, compared with the lesson's starting configuration) and the
/// tier the learner named as the bottleneck, if any. A bottleneck not
/// named yet is open: a saved file that names none is final, and
/// [`Grade::passed`] is false for it.
pub fn grade_arch(
    lesson: &LessonFile,
    config: &ArchConfig,
    named: Option<Stage>,
) -> Result<Grade, GradeError> {
    let Some(start) = lesson.arch_config() else {
        return Err(GradeError::WrongKind { arch: false });
    };
    let run = simulate(config)?;
    let bottleneck = if lesson.objectives.contains(&Objective::NamesBottleneck) {
        Some(simulate(start)?.bottleneck)
    } else {
        None
    };
    let changed_settings: Vec<Setting> = Setting::ALL
        .into_iter()
        .filter(|s| start.get(*s) != config.get(*s))
        .collect();
    let changed = changed_settings.len();
    let load_changed = start.get(Setting::LoadRps) != config.get(Setting::LoadRps);
    let objectives = lesson
        .objectives
        .iter()
        .map(|objective| {
            if *objective == Objective::NamesBottleneck {
                let verdict = match named {
                    None => Verdict::Open,
                    Some(tier) if Some(tier) == bottleneck => Verdict::Met,
                    Some(_) => Verdict::Missed,
                };
                return ObjectiveGrade {
                    objective: objective.clone(),
                    verdict,
                    value: None,
                    minute: None,
                    tier: named,
                };
            }
            let (met, value) = match objective {
                // With a trigger (beyond the seed) the headroom is judged on
                // the steps after it, and so is the value shown.
                Objective::PassesWithHeadroom => (
                    run.has_headroom(),
                    Some(
                        run.recovery
                            .map_or_else(|| run.max_utilization(), |r| r.judged_peak_utilization),
                    ),
                ),
                Objective::FailingBelow { value } => {
                    (run.failing_share < *value, Some(run.failing_share))
                }
                Objective::ChangesAtMost { settings } => (
                    !load_changed && changed <= *settings as usize,
                    Some(changed as f64),
                ),
                Objective::ChangesOnly { settings } => {
                    let allowed: Vec<Setting> = settings
                        .iter()
                        .filter_map(|name| super::changeable_settings(name))
                        .flatten()
                        .collect();
                    let others = changed_settings
                        .iter()
                        .filter(|s| !allowed.contains(s))
                        .count();
                    (others == 0, Some(others as f64))
                }
                _ => (false, None),
            };
            ObjectiveGrade {
                objective: objective.clone(),
                verdict: if met { Verdict::Met } else { Verdict::Missed },
                value,
                minute: None,
                tier: None,
            }
        })
        .collect();
    Ok(Grade { objectives })
}

/// One on-call objective over the rows so far.
fn grade_objective(
    objective: &Objective,
    records: &[Record],
    timeline: &[TimedCommand],
    end: u32,
) -> ObjectiveGrade {
    let now = records.last().map_or(0, |r| r.minute);
    let graded = |verdict, value, minute| ObjectiveGrade {
        objective: objective.clone(),
        verdict,
        value,
        minute,
        tier: None,
    };
    // A field the lesson's checker would refuse has no value.
    let field_of =
        |r: &Record, field: &Named<Metric>| field.known().map_or(f64::NAN, |m| r.value(m));
    match objective {
        Objective::KeepBelow {
            field,
            value,
            from,
            to,
        }
        | Objective::KeepAbove {
            field,
            value,
            from,
            to,
        } => {
            let below = matches!(objective, Objective::KeepBelow { .. });
            let span = (from.unwrap_or(0), to.unwrap_or(end));
            let (verdict, worst, minute) = grade_kept(records, field, *value, below, span, now);
            graded(verdict, worst, minute)
        }
        Objective::NeverPaging { from, to } => {
            let (from, to) = (from.unwrap_or(0), to.unwrap_or(end));
            let paged = records
                .iter()
                .find(|r| r.minute >= from && r.minute <= to && r.paging == 1);
            match paged {
                Some(r) => graded(Verdict::Missed, None, Some(r.minute)),
                None if now >= to => graded(Verdict::Met, None, None),
                None => graded(Verdict::Open, None, None),
            }
        }
        Objective::EndBelow { field, value } | Objective::EndAbove { field, value } => {
            let below = matches!(objective, Objective::EndBelow { .. });
            let (verdict, current) = grade_end(records, field, *value, below, now, end);
            graded(verdict, current, None)
        }
        Objective::TotalAtMost { field, value } => {
            let total: f64 = records
                .iter()
                .filter(|r| r.minute > 0)
                .map(|r| field_of(r, field))
                .sum();
            let verdict = if total.is_nan() || total > *value {
                Verdict::Missed
            } else if now >= end {
                Verdict::Met
            } else {
                Verdict::Open
            };
            graded(verdict, Some(total), None)
        }
        Objective::DecisionBy { decision, minute } => {
            let matcher = decision_matcher(decision);
            let made = timeline
                .iter()
                .find(|t| t.minute <= *minute && matcher.is_some_and(|m| m.matches(&t.command)));
            match made {
                Some(t) => graded(Verdict::Met, Some(f64::from(t.minute)), Some(t.minute)),
                None if now > *minute || now >= end => graded(Verdict::Missed, None, None),
                None => graded(Verdict::Open, None, None),
            }
        }
        Objective::PassesWithHeadroom
        | Objective::FailingBelow { .. }
        | Objective::ChangesAtMost { .. }
        | Objective::NamesBottleneck
        | Objective::ChangesOnly { .. } => graded(Verdict::Missed, None, None),
    }
}

/// A `KeepBelow` or `KeepAbove` objective over the rows of its minutes
/// (`span`, first and last): missed at the first minute out of bounds,
/// with the worst value seen and that minute.
fn grade_kept(
    records: &[Record],
    field: &Named<Metric>,
    value: f64,
    below: bool,
    (from, to): (u32, u32),
    now: u32,
) -> (Verdict, Option<f64>, Option<u32>) {
    let in_range: Vec<(u32, f64)> = records
        .iter()
        .filter(|r| r.minute >= from && r.minute <= to)
        .map(|r| (r.minute, field.known().map_or(f64::NAN, |m| r.value(m))))
        .collect();
    // NaN is out of bounds too.
    let within = |x: f64| if below { x < value } else { x > value };
    let worst = in_range
        .iter()
        .map(|&(_, x)| x)
        .reduce(|a, b| if below { a.max(b) } else { a.min(b) });
    match in_range.iter().find(|&&(_, x)| !within(x)) {
        Some(&(minute, _)) => (Verdict::Missed, worst, Some(minute)),
        None if now >= to => (Verdict::Met, worst, None),
        None => (Verdict::Open, worst, None),
    }
}

/// An `EndBelow` or `EndAbove` objective: its verdict and the value it
/// was judged on.
fn grade_end(
    records: &[Record],
    field: &Named<Metric>,
    value: f64,
    below: bool,
    now: u32,
    end: u32,
) -> (Verdict, Option<f64>) {
    // The value at the scenario's end (a run stepped past it is graded
    // there), else now.
    let current = records
        .iter()
        .find(|r| r.minute == end)
        .or(records.last())
        .map(|r| field.known().map_or(f64::NAN, |m| r.value(m)));
    let ok = current.is_some_and(|x| if below { x < value } else { x > value });
    let verdict = match (now >= end, ok) {
        (false, _) => Verdict::Open,
        (true, true) => Verdict::Met,
        (true, false) => Verdict::Missed,
    };
    (verdict, current)
}
