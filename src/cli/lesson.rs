//! `sre-sim lesson`: the lessons as files. `list` names the built-in ones
//! and the learner's (the lessons folder), `show ID` prints a built-in's
//! file (a starting point for your own), `check FILE` reads a file and
//! says what it asks, and `grade LESSON RUN|FOLDER` grades saved runs (or
//! architecture configurations) against its objectives, one row each, so
//! that a teacher can grade a class's runs.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use fluent_bundle::FluentValue;
use serde::Serialize;

use super::OutputFormat;
use crate::i18n::I18n;
use crate::lesson::builtin::{
    CarriedLesson, LessonFileError, builtin_lesson, builtin_lessons, builtin_text, load_lesson,
    user_lessons_dir,
};
use crate::lesson::grade::GradeError;
use crate::lesson::text::{
    file_error_text, grade_error_text, grade_text, objective_text, title, words,
};
use crate::lesson::{Grade, LessonFile, Play, Verdict, grade_arch, grade_run};

/// Arguments of `sre-sim lesson`.
#[derive(Debug, Clone, clap::Args)]
pub struct LessonArgs {
    #[command(subcommand)]
    pub action: LessonAction,
}

/// What to do with lessons.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum LessonAction {
    /// List the lessons: the built-in path, then yours (the lessons folder).
    List,
    /// Print a built-in lesson's file.
    Show {
        /// The lesson's id (`sre-sim lesson list`).
        id: String,
    },
    /// Check a lesson file and say what it asks.
    Check {
        /// The lesson file (RON).
        file: PathBuf,
    },
    /// Grade saved runs against a lesson's objectives: exit 0 when every
    /// run meets them all, 1 when one does not, 2 on a file that cannot be
    /// read. With one argument, a run played in a lesson is graded against
    /// the lesson it carries.
    Grade {
        /// The lesson: a built-in's id or a lesson file (or, alone, a run
        /// played in a lesson).
        lesson: String,
        /// A run file (an architecture configuration for a lesson of the
        /// architecture path), or a folder: every .ron file in it.
        runs: Option<PathBuf>,
        /// Output format.
        #[arg(long, value_enum, default_value_t)]
        format: OutputFormat,
    },
}

/// The grading found a run that does not meet the lesson's objectives:
/// the table is printed and the exit code is 1.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct NotPassed(pub String);

/// A file of the grading could not be read: the table is printed, with
/// the reason on that file's row, and the exit code is 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Unreadable(pub String);

/// The lesson named on the command line: a built-in's id or a file.
fn lesson_named(name: &str) -> Result<LessonFile, LessonFileError> {
    if let Some(lesson) = builtin_lesson(name) {
        return Ok(lesson.clone());
    }
    load_lesson(Path::new(name))
}

/// A lesson file's problem, said in the reader's language by `main`.
#[derive(Debug, thiserror::Error)]
#[error("{text}")]
pub struct LessonProblem {
    /// The message, in the reader's language.
    pub text: String,
}

/// The lesson named on the command line (a built-in's id or a file), its
/// problems said in the reader's language.
pub fn lesson_of(name: &str, language: crate::i18n::Language) -> anyhow::Result<LessonFile> {
    let i18n = I18n::new(language);
    let is_path = Path::new(name).extension().is_some() || Path::new(name).exists();
    if builtin_lesson(name).is_none() && !is_path {
        return Err(LessonProblem {
            text: i18n.tr_args(
                "lesson-cli-unknown",
                &[("name", FluentValue::from(crate::i18n::echoed(name)))],
            ),
        }
        .into());
    }
    lesson_named(name).map_err(|err| problem(&i18n, &err))
}

/// The lesson a run played in a lesson carries (run format 4), so that
/// `lesson grade RUN` needs no lesson file: checked like a lesson file, and
/// a built-in's id graded by the built-in (with a line for the table when
/// the run's copy differs).
fn lesson_carried(i18n: &I18n, path: &Path) -> anyhow::Result<(LessonFile, Option<String>)> {
    let say = |text: String| -> anyhow::Error { LessonProblem { text }.into() };
    let named = |id: &str| {
        i18n.tr_args(
            id,
            &[("path", FluentValue::from(crate::i18n::shown_path(path)))],
        )
    };
    if path.is_dir() {
        return Err(say(named("lesson-cli-folder-needs-lesson")));
    }
    let run = crate::run::RunFile::load(path)
        .map_err(|err| say(crate::i18n::file_error_text(i18n, &err)))?;
    let carried = run
        .lesson()
        .ok_or_else(|| say(named("lesson-cli-run-names-no-lesson")))?;
    match crate::lesson::builtin::carried_lesson(carried) {
        Ok(CarriedLesson::Own(lesson)) => Ok((*lesson, None)),
        Ok(CarriedLesson::Builtin { lesson, differs }) => {
            let note = differs.then(|| named("lesson-cli-carried-differs"));
            Ok((lesson.clone(), note))
        }
        Err(problem) => Err(say(i18n.tr_args(
            "lesson-cli-carried-invalid",
            &[
                ("path", FluentValue::from(path.display().to_string())),
                (
                    "message",
                    FluentValue::from(crate::lesson::text::bad_lesson(i18n, &problem)),
                ),
            ],
        ))),
    }
}

fn problem(i18n: &I18n, err: &LessonFileError) -> anyhow::Error {
    LessonProblem {
        text: file_error_text(i18n, err),
    }
    .into()
}

/// A name or title as one line of a list or a heading (a line break in a
/// file's title must not start a line of its own).
fn one_line(text: &str) -> String {
    crate::model::for_terminal_line(text).into_owned()
}

/// Runs `sre-sim lesson` and returns the text to print.
pub fn run(args: &LessonArgs, language: crate::i18n::Language) -> anyhow::Result<String> {
    let i18n = I18n::new(language);
    match &args.action {
        LessonAction::List => Ok(list(&i18n)),
        LessonAction::Show { id } => builtin_text(id).map(str::to_owned).ok_or_else(|| {
            LessonProblem {
                text: i18n.tr_args(
                    "lesson-cli-unknown",
                    &[("name", FluentValue::from(crate::i18n::echoed(id)))],
                ),
            }
            .into()
        }),
        LessonAction::Check { file } => {
            let lesson = load_lesson(file).map_err(|err| problem(&i18n, &err))?;
            Ok(describe(&i18n, &lesson))
        }
        LessonAction::Grade {
            lesson,
            runs,
            format,
        } => {
            let (lesson, runs, note) = if let Some(runs) = runs {
                (lesson_of(lesson, language)?, runs.clone(), None)
            } else {
                let run = PathBuf::from(lesson);
                let (lesson, note) = lesson_carried(&i18n, &run)?;
                (lesson, run, note)
            };
            grade(&i18n, &lesson, &runs, *format, note.as_deref())
        }
    }
}

/// The built-in lessons, then the learner's.
fn list(i18n: &I18n) -> String {
    let mut out = String::new();
    let line = |out: &mut String, lesson: &LessonFile, place: String| {
        let what = i18n.tr_args(
            "lesson-cli-list",
            &[
                ("title", FluentValue::from(one_line(&title(i18n, lesson)))),
                (
                    "kind",
                    FluentValue::from(if lesson.is_arch() { "arch" } else { "oncall" }),
                ),
                ("minutes", FluentValue::from(lesson.end())),
                ("count", FluentValue::from(lesson.objectives.len())),
            ],
        );
        let _ = writeln!(out, "{:<20} {what}{place}", lesson.id);
    };
    for lesson in builtin_lessons() {
        line(&mut out, lesson, String::new());
    }
    let dir = user_lessons_dir();
    for path in dir
        .as_deref()
        .map(crate::run::ron_files)
        .unwrap_or_default()
    {
        match load_lesson(&path) {
            Ok(lesson) => line(
                &mut out,
                &lesson,
                format!(
                    " · {}",
                    crate::model::for_terminal_line(&path.display().to_string())
                ),
            ),
            Err(err) => {
                let name = path.file_stem().map_or_else(String::new, |n| {
                    crate::model::for_terminal_line(&n.to_string_lossy()).into_owned()
                });
                let marked = i18n.tr("lesson-cli-list-broken");
                let _ = writeln!(out, "{name:<20} {marked}: {}", file_error_text(i18n, &err));
            }
        }
    }
    out
}

/// What a lesson asks, in the reader's language.
pub fn describe(i18n: &I18n, lesson: &LessonFile) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        i18n.tr_args(
            "lesson-cli-check-ok",
            &[("id", FluentValue::from(lesson.id.clone()))]
        )
    );
    let _ = writeln!(
        out,
        "{} — {}",
        one_line(&title(i18n, lesson)),
        words(i18n, &lesson.idea)
    );
    let plays = match &lesson.play {
        Play::Architecture { .. } => i18n.tr("lesson-cli-plays-arch"),
        Play::Oncall { seed, noise, .. } => lesson.scenario().map_or_else(String::new, |s| {
            i18n.tr_args(
                "lesson-grade-run-words",
                &[
                    (
                        "scenario",
                        FluentValue::from(crate::i18n::scenario_name(i18n, &s)),
                    ),
                    ("seed", FluentValue::from(*seed)),
                    (
                        "noise",
                        FluentValue::from(if *noise { "on" } else { "off" }),
                    ),
                ],
            )
        }),
    };
    let _ = writeln!(
        out,
        "{}",
        i18n.tr_args(
            "lesson-cli-check-plays",
            &[("what", FluentValue::from(plays))]
        )
    );
    let predictions = lesson.steps.iter().filter(|s| s.asks()).count();
    let hints: usize = lesson.steps.iter().map(|s| s.hints.len()).sum();
    let _ = writeln!(
        out,
        "{}",
        i18n.tr_args(
            "lesson-cli-check-steps",
            &[
                ("steps", FluentValue::from(lesson.steps.len())),
                ("predictions", FluentValue::from(predictions)),
                ("hints", FluentValue::from(hints)),
            ],
        )
    );
    let _ = writeln!(out, "{}", i18n.tr("lesson-cli-check-objectives"));
    for objective in &lesson.objectives {
        let _ = writeln!(out, "  · {}", objective_text(i18n, lesson, objective));
    }
    out
}

/// One graded file, as the table, the CSV and the JSON give it.
#[derive(Debug, Serialize)]
struct GradeRow {
    /// The file graded.
    file: String,
    /// Its author, as the run says (empty when it does not).
    author: String,
    /// `passed`, `failed` or `unreadable`.
    result: &'static str,
    /// Objectives met.
    met: usize,
    /// Objectives in all.
    objectives: usize,
    /// Each objective: its verdict and value, in the reader's language.
    details: Vec<GradeDetail>,
    /// Why the file could not be graded.
    #[serde(skip_serializing_if = "Option::is_none")]
    problem: Option<String>,
}

#[derive(Debug, Serialize)]
struct GradeDetail {
    objective: String,
    verdict: &'static str,
    said: String,
}

/// Grades one file: a run (on-call lesson) or a configuration (architecture).
fn grade_file(i18n: &I18n, lesson: &LessonFile, path: &Path) -> Result<(Grade, String), String> {
    if lesson.is_arch() {
        let file = crate::run::ArchConfigFile::load(path)
            .map_err(|err| crate::i18n::file_error_text(i18n, &err))?;
        let mut grade = grade_arch(lesson, file.config(), file.named_bottleneck())
            .map_err(|err| grade_error_text(i18n, &err))?;
        // A saved file is final: a bottleneck it does not name is missed.
        for objective in &mut grade.objectives {
            if objective.verdict == Verdict::Open {
                objective.verdict = Verdict::Missed;
            }
        }
        return Ok((grade, file.author().unwrap_or_default().to_owned()));
    }
    let run = crate::run::RunFile::load(path).map_err(|err| {
        // A configuration given to an on-call lesson says so plainly.
        if let crate::run::RunFileError::Invalid {
            problem:
                crate::run::RunError::WrongDocument {
                    found: "architecture",
                    ..
                },
            ..
        } = &err
        {
            grade_error_text(i18n, &GradeError::WrongKind { arch: false })
        } else {
            crate::i18n::file_error_text(i18n, &err)
        }
    })?;
    let grade = grade_run(lesson, &run).map_err(|err| grade_error_text(i18n, &err))?;
    Ok((grade, run.author().unwrap_or_default().to_owned()))
}

/// Grades a file or every .ron file of a folder and prints one row each.
fn grade(
    i18n: &I18n,
    lesson: &LessonFile,
    runs: &Path,
    format: OutputFormat,
    note: Option<&str>,
) -> anyhow::Result<String> {
    let files = if runs.is_dir() {
        let files = crate::run::ron_files(runs);
        if files.is_empty() {
            anyhow::bail!(
                "{}",
                i18n.tr_args(
                    "lesson-cli-no-runs",
                    &[("path", FluentValue::from(runs.display().to_string()))]
                )
            );
        }
        files
    } else {
        vec![runs.to_owned()]
    };
    let rows: Vec<GradeRow> = files
        .iter()
        .map(|path| {
            let file = path.display().to_string();
            match grade_file(i18n, lesson, path) {
                Ok((grade, author)) => GradeRow {
                    file,
                    author,
                    result: if grade.passed() { "passed" } else { "failed" },
                    met: grade.met(),
                    objectives: grade.objectives.len(),
                    details: grade
                        .objectives
                        .iter()
                        .map(|o| GradeDetail {
                            objective: objective_text(i18n, lesson, &o.objective),
                            verdict: o.verdict.id(),
                            said: grade_text(i18n, o),
                        })
                        .collect(),
                    problem: None,
                },
                Err(problem) => GradeRow {
                    file,
                    author: String::new(),
                    result: "unreadable",
                    met: 0,
                    objectives: lesson.objectives.len(),
                    details: Vec::new(),
                    problem: Some(problem),
                },
            }
        })
        .collect();
    let text = match format {
        OutputFormat::Json => {
            let mut text = crate::model::json_for_terminal(serde_json::to_string_pretty(&rows)?);
            text.push('\n');
            text
        }
        OutputFormat::Csv => grade_csv(lesson, &rows),
        OutputFormat::Table => grade_table(i18n, lesson, &rows, note),
    };
    if rows.iter().any(|r| r.problem.is_some()) {
        return Err(Unreadable(text).into());
    }
    if rows.iter().any(|r| r.result != "passed") {
        return Err(NotPassed(text).into());
    }
    Ok(text)
}

/// The grade table as CSV, a row per file: the file, its author (made
/// safe for a spreadsheet: a teacher opens this), the result, each
/// objective's verdict and why a file could not be graded.
fn grade_csv(lesson: &LessonFile, rows: &[GradeRow]) -> String {
    let mut out = crate::run::csv::Csv::new();
    let objectives = (1..=lesson.objectives.len()).map(|k| format!("objective_{k}"));
    out.row(
        ["file", "author", "result", "met", "objectives"]
            .into_iter()
            .map(str::to_owned)
            .chain(objectives)
            .chain(["problem".to_owned()]),
    );
    for row in rows {
        let verdicts =
            (0..lesson.objectives.len()).map(|k| row.details.get(k).map_or("", |d| d.verdict));
        out.row(
            [
                row.file.as_str(),
                row.author.as_str(),
                row.result,
                &row.met.to_string(),
                &row.objectives.to_string(),
            ]
            .into_iter()
            .map(str::to_owned)
            .chain(verdicts.map(str::to_owned))
            .chain([row.problem.clone().unwrap_or_default()]),
        );
    }
    out.finish()
}

fn grade_table(i18n: &I18n, lesson: &LessonFile, rows: &[GradeRow], note: Option<&str>) -> String {
    let mut out = grade_header(i18n, lesson, note);
    // A cell is one line, nothing in it obeyed, an author at most a few
    // words wide (a name of 65 536 characters must not take the table).
    let files: Vec<String> = rows
        .iter()
        .map(|r| crate::model::for_terminal_line(&r.file).into_owned())
        .collect();
    let authors: Vec<String> = rows
        .iter()
        .map(|r| {
            let author = crate::model::cut(&r.author, crate::model::ECHO_CHARS);
            crate::model::for_terminal_line(&author).into_owned()
        })
        .collect();
    let width = files
        .iter()
        .map(|f| f.chars().count())
        .max()
        .unwrap_or(0)
        .max(4);
    let author_width = authors.iter().map(|a| a.chars().count()).max().unwrap_or(0);
    for ((row, file), author) in rows.iter().zip(&files).zip(&authors) {
        let result = grade_result(i18n, row.result);
        let author = if author_width > 0 {
            format!("  {}", crate::model::pad(author, author_width))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{}{author}  {result}  {}/{}",
            crate::model::pad(file, width),
            row.met,
            row.objectives
        );
        for (k, detail) in row.details.iter().enumerate() {
            let symbol = match detail.verdict {
                "met" => Verdict::Met.symbol(),
                "missed" => Verdict::Missed.symbol(),
                _ => Verdict::Open.symbol(),
            };
            let said = crate::model::for_terminal_line(&detail.said);
            let _ = writeln!(out, "    {}. {symbol} {said}", k + 1);
        }
        if let Some(problem) = &row.problem {
            let _ = writeln!(out, "    {}", crate::model::for_terminal_line(problem));
        }
    }
    let passed = rows.iter().filter(|r| r.result == "passed").count();
    let _ = writeln!(
        out,
        "\n{}",
        i18n.tr_args(
            "lesson-cli-grade-summary",
            &[
                ("passed", FluentValue::from(passed)),
                ("total", FluentValue::from(rows.len())),
            ],
        )
    );
    out
}

/// The grade table's head: the lesson's title, the note if any, and its
/// objectives numbered, then a blank line.
fn grade_header(i18n: &I18n, lesson: &LessonFile, note: Option<&str>) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} ({})", one_line(&title(i18n, lesson)), lesson.id);
    if let Some(note) = note {
        let _ = writeln!(out, "{note}");
    }
    for (k, objective) in lesson.objectives.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {}. {}",
            k + 1,
            objective_text(i18n, lesson, objective)
        );
    }
    out.push('\n');
    out
}

/// A file's result in the grade table: its symbol and the word for it.
fn grade_result(i18n: &I18n, result: &str) -> String {
    match result {
        "passed" => format!(
            "{} {}",
            Verdict::Met.symbol(),
            i18n.tr("lesson-cli-grade-passed")
        ),
        "failed" => format!(
            "{} {}",
            Verdict::Missed.symbol(),
            i18n.tr("lesson-cli-grade-failed")
        ),
        _ => format!("? {}", i18n.tr("lesson-cli-grade-unreadable")),
    }
}
