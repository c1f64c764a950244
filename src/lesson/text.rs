//! A lesson's words in the reader's language: its texts, its objectives,
//! its grade, and what is wrong with a lesson file, the field named as the
//! file spells it. The command line and the window say the same.

use fluent_bundle::FluentValue;

use super::builtin::LessonFileError;
use super::grade::{GradeError, ObjectiveGrade, Verdict};
use super::{LESSON_FORMAT, LessonError, LessonFile, Objective, Unit};
use crate::i18n::{I18n, scenario_text};
use crate::model::oncall::scenario_file::Text;
use crate::model::oncall::{Metric, MinuteRow, Quantity};

/// A text of a lesson in the reader's language; an author's text not
/// written in it says in which language it is.
pub fn words(i18n: &I18n, text: &Text) -> String {
    crate::i18n::text_said(i18n, text)
}

/// A text of a step in the reader's language, with the run's numbers at
/// the step's pause as Fluent variables (see [`run_args`]): a reveal
/// quotes the learner's own run, not a run its author imagined. Without a
/// minute (an architecture lesson) the text is said as it is.
pub fn words_at(i18n: &I18n, text: &Text, paused: Option<&MinuteRow>) -> String {
    match (text, paused) {
        (Text::Message(id), Some(row)) => i18n.tr_args(id, &run_args(row)),
        _ => words(i18n, text),
    }
}

/// The numbers of a minute that a lesson's text may quote, named as its
/// messages name them and rounded as they print them: `$requests` per
/// second that reach the fleet (λ after shedding), the `$instances` serving and their `$workers`, the `$busy`
/// workers (the offered load λ·S, Little's law), the time per request `S`
/// in seconds (`$service`) and milliseconds (`$service_ms`), the
/// `$utilization` in percent, `$p99_ms` and `$p99_exact_ms` in milliseconds, the
/// cache's `$hit` and the database's `$db` in percent, the 1-hour `$burn`,
/// the `$budget_left` in percent, and whether the fleet is `$saturated`
/// (`yes`: λ·S is more than its workers, utilization shows the cap of
/// 100 %) with the share it `$turned_away`, in percent.
pub fn run_args(row: &MinuteRow) -> Vec<(&'static str, FluentValue<'static>)> {
    let round = |x: f64, decimals: i32| {
        let p = 10f64.powi(decimals);
        FluentValue::from((x * p).round() / p)
    };
    let out = &row.out;
    let exact = crate::model::oncall::SecondOpinion::of(out);
    vec![
        ("requests", round(out.admitted_per_sec, 0)),
        ("instances", FluentValue::from(row.instances_serving)),
        ("workers", FluentValue::from(out.workers)),
        ("busy", round(out.offered_erlangs, 1)),
        ("service", round(out.service_secs, 4)),
        ("service_ms", round(out.service_secs * 1000.0, 0)),
        ("utilization", round(out.utilization * 100.0, 1)),
        ("p99_ms", round(out.p99_secs * 1000.0, 0)),
        ("p99_exact_ms", round(exact.p99_secs * 1000.0, 0)),
        ("hit", round(out.cache_hit_rate * 100.0, 0)),
        ("db", round(row.db_utilization() * 100.0, 0)),
        ("burn", round(row.burn_rate_1h, 1)),
        ("budget_left", round(row.budget_remaining * 100.0, 1)),
        (
            "saturated",
            FluentValue::from(if out.saturation_rate > 0.0 {
                "yes"
            } else {
                "no"
            }),
        ),
        ("turned_away", round(out.saturation_rate * 100.0, 1)),
    ]
}

/// The lesson's title.
pub fn title(i18n: &I18n, lesson: &LessonFile) -> String {
    scenario_text(i18n, &lesson.title).0
}

/// A number as short as it reads exactly, in the language's format.
fn number(i18n: &I18n, x: f64) -> String {
    crate::i18n::shortest_number(i18n, x)
}

/// What a lesson file gets wrong, in the reader's language.
pub fn error_text(i18n: &I18n, err: &LessonError) -> String {
    let s = |x: &str| FluentValue::from(x.to_owned());
    match err {
        LessonError::Format { found } => i18n.tr_args(
            "lesson-error-format",
            &[
                ("found", FluentValue::from(*found)),
                ("supported", FluentValue::from(LESSON_FORMAT)),
            ],
        ),
        LessonError::Invalid {
            field,
            value,
            expected,
        } => i18n.tr_args(
            "lesson-error-invalid",
            &[
                ("field", s(field)),
                ("value", s(&crate::i18n::echoed(value))),
                (
                    "expected",
                    FluentValue::from(i18n.tr(&format!("lesson-expected-{}", expected.id()))),
                ),
            ],
        ),
        LessonError::OutOfRange {
            field,
            value,
            min,
            max,
        } => i18n.tr_args(
            "lesson-error-out-of-range",
            &[
                ("field", s(field)),
                ("value", s(&number(i18n, *value))),
                ("min", s(&number(i18n, *min))),
                ("max", s(&number(i18n, *max))),
            ],
        ),
        LessonError::AfterEnd {
            field,
            minute,
            end,
            arch,
        } => i18n.tr_args(
            "lesson-error-after-end",
            &[
                ("field", s(field)),
                ("minute", FluentValue::from(*minute)),
                ("end", FluentValue::from(*end)),
                ("arch", s(if *arch { "yes" } else { "no" })),
            ],
        ),
        LessonError::Empty { field } => i18n.tr_args("lesson-error-empty", &[("field", s(field))]),
        LessonError::TooMany { field, count, max } => i18n.tr_args(
            "lesson-error-too-many",
            &[
                ("field", s(field)),
                ("count", FluentValue::from(*count)),
                ("max", FluentValue::from(*max)),
            ],
        ),
        LessonError::Scenario { field, problem } => problem_in(
            i18n,
            "lesson-error-in-scenario",
            field,
            crate::i18n::scenario_error_text(i18n, problem),
        ),
        LessonError::Arch { field, problem } => problem_in(
            i18n,
            "lesson-error-in-config",
            field,
            crate::i18n::arch_error_text(i18n, problem),
        ),
    }
}

/// A problem found in the scenario or the configuration a lesson's field
/// holds: the message `id` with the field and the problem in words.
fn problem_in(i18n: &I18n, id: &str, field: &str, problem: String) -> String {
    i18n.tr_args(
        id,
        &[
            ("field", FluentValue::from(field.to_owned())),
            ("problem", FluentValue::from(problem)),
        ],
    )
}

/// "The lesson is not valid: …".
pub fn bad_lesson(i18n: &I18n, err: &LessonError) -> String {
    i18n.tr_args(
        "lesson-error-bad",
        &[("problem", FluentValue::from(error_text(i18n, err)))],
    )
}

/// A lesson file that cannot be used, in the reader's language, its path
/// last.
pub fn file_error_text(i18n: &I18n, err: &LessonFileError) -> String {
    match err {
        LessonFileError::File(file) => crate::i18n::file_error_text(i18n, file),
        LessonFileError::Field { path, problem } => i18n.tr_args(
            "lesson-error-in-file",
            &[
                ("message", FluentValue::from(bad_lesson(i18n, problem))),
                ("path", FluentValue::from(crate::i18n::shown_path(path))),
            ],
        ),
    }
}

/// Why a run cannot be graded, in the reader's language.
pub fn grade_error_text(i18n: &I18n, err: &GradeError) -> String {
    match err {
        GradeError::OtherRun { found, expected } => {
            let said = |run: &super::grade::RunWords| {
                i18n.tr_args(
                    "lesson-grade-run-words",
                    &[
                        ("scenario", FluentValue::from(run.scenario.clone())),
                        ("seed", FluentValue::from(run.seed)),
                        (
                            "noise",
                            FluentValue::from(if run.noise { "on" } else { "off" }),
                        ),
                    ],
                )
            };
            i18n.tr_args(
                "lesson-grade-other-run",
                &[
                    ("found", FluentValue::from(said(found))),
                    ("expected", FluentValue::from(said(expected))),
                ],
            )
        }
        GradeError::WrongKind { arch } => i18n.tr_args(
            "lesson-grade-wrong-kind",
            &[("arch", FluentValue::from(if *arch { "yes" } else { "no" }))],
        ),
        GradeError::Run(problem) => crate::i18n::run_error_text(i18n, problem),
        GradeError::Arch(problem) => crate::i18n::arch_error_text(i18n, problem),
    }
}

/// A trace field's value as a person reads it: a share in percent, a time
/// in milliseconds or seconds, a burn rate with ×, money in dollars.
pub fn field_value(i18n: &I18n, field: &str, value: f64) -> String {
    if let Some(metric) = Metric::from_name(field) {
        return metric_value(i18n, metric, value);
    }
    match field {
        "mean_latency_ms" => i18n.fmt_ms(value),
        "peak_offered_rps" => i18n.fmt_rps(value),
        field if super::unit_fits(Unit::Percent, field) => share_value(i18n, value),
        _ => number(i18n, value),
    }
}

/// A metric's value as a person reads it.
pub fn metric_value(i18n: &I18n, metric: Metric, value: f64) -> String {
    match metric.quantity() {
        Quantity::LatencySecs => i18n.fmt_ms(value * 1000.0),
        Quantity::AgeSecs => i18n.fmt_secs(value),
        Quantity::BurnRate => i18n.fmt_burn(value),
        Quantity::Dollars => i18n.fmt_money(value),
        Quantity::DollarsPerHour => i18n.fmt_money_per_hour(value),
        Quantity::RequestsPerSec => i18n.fmt_rps(value),
        Quantity::Share => share_value(i18n, value),
        Quantity::Count | Quantity::Flag => number(i18n, value),
    }
}

/// A share in percent, with enough decimals to tell 99.5 % from 99 %.
fn share_value(i18n: &I18n, value: f64) -> String {
    let decimals = usize::from((value * 100.0 - (value * 100.0).round()).abs() >= 1e-9);
    i18n.fmt_percent(value, decimals)
}

/// A trace field's name as a person reads it (the metric's label where
/// the on-call tab has one; else the field as the CSV names it).
pub fn field_name(i18n: &I18n, field: &str) -> String {
    let id = field_name_id(field);
    if i18n.has_message(i18n.language(), &id) || i18n.has_message(crate::i18n::Language::En, &id) {
        i18n.tr(&id)
    } else {
        field.to_owned()
    }
}

/// The Fluent id of a field's name (`lesson-field-p99-secs`).
pub fn field_name_id(field: &str) -> String {
    format!("lesson-field-{}", field.replace('_', "-"))
}

/// An objective in words: "p99 latency below 400 ms, minutes 36 to 50".
pub fn objective_text(i18n: &I18n, lesson: &LessonFile, objective: &Objective) -> String {
    let s = |x: String| FluentValue::from(x);
    let end = lesson.end();
    let range = |from: Option<u32>, to: Option<u32>| range_text(i18n, end, from, to);
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
            let id = if matches!(objective, Objective::KeepBelow { .. }) {
                "lesson-objective-keep-below"
            } else {
                "lesson-objective-keep-above"
            };
            i18n.tr_args(
                id,
                &[
                    ("field", s(field_name(i18n, field.name()))),
                    ("value", s(field_value(i18n, field.name(), *value))),
                    ("range", s(range(*from, *to))),
                ],
            )
        }
        Objective::EndBelow { field, value } | Objective::EndAbove { field, value } => {
            let id = if matches!(objective, Objective::EndBelow { .. }) {
                "lesson-objective-end-below"
            } else {
                "lesson-objective-end-above"
            };
            i18n.tr_args(
                id,
                &[
                    ("field", s(field_name(i18n, field.name()))),
                    ("value", s(field_value(i18n, field.name(), *value))),
                ],
            )
        }
        Objective::NeverPaging { from, to } => i18n.tr_args(
            "lesson-objective-never-paging",
            &[("range", s(range(*from, *to)))],
        ),
        Objective::TotalAtMost { field, value } => i18n.tr_args(
            "lesson-objective-total-at-most",
            &[
                ("field", s(field_name(i18n, field.name()))),
                ("value", s(number(i18n, *value))),
            ],
        ),
        Objective::DecisionBy { decision, minute } => i18n.tr_args(
            "lesson-objective-decision-by",
            &[
                ("decision", s(decision_words(i18n, decision))),
                ("minute", FluentValue::from(*minute)),
            ],
        ),
        Objective::PassesWithHeadroom => headroom_text(i18n, lesson),
        Objective::FailingBelow { value } => i18n.tr_args(
            "lesson-objective-failing-below",
            &[("value", s(i18n.fmt_percent(*value, 1)))],
        ),
        Objective::ChangesAtMost { settings } => i18n.tr_args(
            "lesson-objective-changes-at-most",
            &[("settings", FluentValue::from(*settings))],
        ),
        Objective::NamesBottleneck => i18n.tr("lesson-objective-names-bottleneck"),
        Objective::ChangesOnly { settings } => i18n.tr_args(
            "lesson-objective-changes-only",
            &[("settings", s(changeable_words(i18n, settings)))],
        ),
    }
}

/// The minutes an objective covers, in words; nothing when it covers the
/// whole run (from 0 to the scenario's `end`).
fn range_text(i18n: &I18n, end: u32, from: Option<u32>, to: Option<u32>) -> String {
    let (from, to) = (from.unwrap_or(0), to.unwrap_or(end));
    if from == 0 && to == end {
        String::new()
    } else {
        i18n.tr_args(
            "lesson-objective-range",
            &[
                ("from", FluentValue::from(from)),
                ("to", FluentValue::from(to)),
            ],
        )
    }
}

/// `PassesWithHeadroom` in words: with a trigger (beyond the seed),
/// passing means coming back.
fn headroom_text(i18n: &I18n, lesson: &LessonFile) -> String {
    let trigger = lesson
        .arch_config()
        .and_then(crate::model::arch::ArchConfig::trigger_span);
    match trigger {
        Some((_, to_s)) => i18n.tr_args(
            "lesson-objective-recovers-with-headroom",
            &[(
                "from",
                FluentValue::from(i18n.fmt_number(to_s + crate::model::arch::RECOVERY_SECS, 0)),
            )],
        ),
        None => i18n.tr("lesson-objective-passes-with-headroom"),
    }
}

/// The settings or remedies a `ChangesOnly` names, as the architecture tab
/// labels them: a remedy by its switch's label.
fn changeable_words(i18n: &I18n, names: &[String]) -> String {
    use crate::model::arch::{Remedy, Setting};
    names
        .iter()
        .map(|name| {
            let setting = Remedy::ALL
                .into_iter()
                .find(|r| r.name() == name)
                .map(Remedy::switch)
                .or_else(|| name.parse::<Setting>().ok());
            setting.map_or_else(
                || name.clone(),
                |setting| i18n.tr(crate::i18n::setting_id(setting)),
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A decision as the window names it: the control's label, with the value.
fn decision_words(i18n: &I18n, decision: &str) -> String {
    let (name, value) = decision
        .split_once('=')
        .map_or((decision, None), |(n, v)| (n, Some(v)));
    let id = format!("lesson-decision-{name}");
    let label = if i18n.has_message(crate::i18n::Language::En, &id) {
        i18n.tr(&id)
    } else {
        name.to_owned()
    };
    match value {
        Some(value) => format!("{label} = {value}"),
        None => label,
    }
}

/// Where an objective stands, in words: "met: 352 ms" or "missed at
/// minute 31: 488 ms".
pub fn grade_text(i18n: &I18n, objective: &ObjectiveGrade) -> String {
    let verdict = i18n.tr(&format!("lesson-verdict-{}", objective.verdict.id()));
    let value = objective_value(i18n, objective);
    let mut out = verdict;
    if let Some(minute) = objective.minute.filter(|_| {
        objective.verdict == Verdict::Missed
            || matches!(objective.objective, Objective::DecisionBy { .. })
    }) {
        out.push(' ');
        out.push_str(&i18n.tr_args(
            "lesson-grade-at-minute",
            &[("minute", FluentValue::from(minute))],
        ));
    }
    match value {
        Some(value) => i18n.tr_args(
            "lesson-grade-with-value",
            &[
                ("verdict", FluentValue::from(out)),
                ("value", FluentValue::from(value)),
            ],
        ),
        None => out,
    }
}

/// The value that decided an objective, in words (`None` when it has none
/// to show).
pub fn objective_value(i18n: &I18n, objective: &ObjectiveGrade) -> Option<String> {
    if objective.objective == Objective::NamesBottleneck {
        return match objective.tier {
            Some(tier) => Some(i18n.tr_args(
                "lesson-grade-named",
                &[(
                    "tier",
                    FluentValue::from(crate::i18n::stage_name(i18n, tier)),
                )],
            )),
            // Not asked yet: nothing to show.
            None if objective.verdict == Verdict::Open => None,
            None => Some(i18n.tr("lesson-grade-named-none")),
        };
    }
    let value = objective.value?;
    Some(match &objective.objective {
        Objective::KeepBelow { field, .. }
        | Objective::KeepAbove { field, .. }
        | Objective::EndBelow { field, .. }
        | Objective::EndAbove { field, .. } => field_value(i18n, field.name(), value),
        Objective::TotalAtMost { .. } => number(i18n, value),
        Objective::FailingBelow { .. } => field_value(i18n, "failing_share", value),
        Objective::PassesWithHeadroom => i18n.tr_args(
            "lesson-grade-busiest",
            &[("value", FluentValue::from(i18n.fmt_percent(value, 0)))],
        ),
        Objective::ChangesAtMost { .. } => i18n.tr_args(
            "lesson-grade-changed",
            &[("settings", FluentValue::from(value))],
        ),
        Objective::ChangesOnly { .. } => i18n.tr_args(
            "lesson-grade-changed-others",
            &[("settings", FluentValue::from(value))],
        ),
        Objective::NeverPaging { .. }
        | Objective::DecisionBy { .. }
        | Objective::NamesBottleneck => return None,
    })
}
