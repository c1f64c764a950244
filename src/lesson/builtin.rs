//! Reading lesson files, the built-in lessons (embedded, read by the same
//! loader as anyone's) and the learner's lessons folder.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use super::{LESSON_FORMAT, LessonError, LessonFile};
use crate::run::{RunError, RunFileError};

/// What a lesson file is called in the messages.
const DOCUMENT: &str = "lesson";

/// The built-in lessons, in the order of the path: each id and its file.
/// A file's number is where it first stood; lessons added between two
/// (`05a-…`) keep the others' names.
const BUILTIN: &[(&str, &str)] = &[
    ("utilization", include_str!("lessons/01-utilization.ron")),
    // The tail first: the knee's lesson reads the p99 as the service
    // time's own tail plus the wait.
    ("tail-latency", include_str!("lessons/02-tail-latency.ron")),
    (
        "queueing-knee",
        include_str!("lessons/03-queueing-knee.ron"),
    ),
    ("caches", include_str!("lessons/04-caches.ron")),
    (
        "error-budgets",
        include_str!("lessons/05-error-budgets.ron"),
    ),
    (
        "burn-rate-alerts",
        include_str!("lessons/05a-burn-rate-alerts.ron"),
    ),
    ("autoscaling", include_str!("lessons/06-autoscaling.ron")),
    ("headroom", include_str!("lessons/06a-headroom.ron")),
    (
        "rollback-or-scale",
        include_str!("lessons/07-rollback-or-scale.ron"),
    ),
    ("shedding", include_str!("lessons/08-shedding.ron")),
    ("retry-storm", include_str!("lessons/09-retry-storm.ron")),
    (
        "queues-and-timeouts",
        include_str!("lessons/10-queues-and-timeouts.ron"),
    ),
    (
        "metastable-failure",
        include_str!("lessons/11-metastable-failure.ron"),
    ),
];

/// A lesson's text is wrong: its document (syntax, kind, version) or a field.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LessonReadError {
    /// Not a lesson document: said as a run file's problems are.
    #[error("{0}")]
    Document(#[from] RunError),
    /// A field is wrong.
    #[error("{0}")]
    Field(#[from] LessonError),
}

/// A lesson file that cannot be used: the file, or a field.
#[derive(Debug, thiserror::Error)]
pub enum LessonFileError {
    /// Reading it, or its document.
    #[error("{0}")]
    File(#[from] RunFileError),
    /// A field is wrong.
    #[error("{problem} ({})", path.display())]
    Field {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: LessonError,
    },
}

/// Reads and checks a lesson from RON text: its syntax and kind, its
/// format, unknown fields (also in an embedded architecture
/// configuration), then every field ([`LessonFile::validate`]). Does not
/// panic on any input.
pub fn lesson_from_ron_str(text: &str) -> Result<LessonFile, LessonReadError> {
    #[derive(serde::Deserialize)]
    struct Probe {
        format: u32,
    }

    crate::run::check_document(text, DOCUMENT)?;
    let found = crate::run::parse::<Probe>(text, DOCUMENT)?.format;
    if found > LESSON_FORMAT {
        return Err(RunError::NewerVersion {
            found,
            supported: LESSON_FORMAT,
        }
        .into());
    }
    let file: LessonFile = crate::run::parse(text, DOCUMENT)?;
    reject_unknown_config_fields(text, &file)?;
    file.validate()?;
    Ok(file)
}

/// An architecture configuration reads unknown fields without a word (its
/// sections have defaults): compare what the file says with the
/// configuration written back.
fn reject_unknown_config_fields(text: &str, file: &LessonFile) -> Result<(), RunError> {
    let Some(config) = file.arch_config() else {
        return Ok(());
    };
    let Ok(parsed) = ron::from_str::<ron::Value>(text) else {
        return Ok(());
    };
    let key = |name: &str| ron::Value::String(name.to_owned());
    let section = match &parsed {
        ron::Value::Map(doc) => doc.get(&key("play")).and_then(|play| match play {
            ron::Value::Map(play) => play.get(&key("config")),
            _ => None,
        }),
        _ => None,
    };
    let (Some(section), Ok(written)) = (section, ron::to_string(config)) else {
        return Ok(());
    };
    let Ok(canonical) = ron::from_str::<ron::Value>(&written) else {
        return Ok(());
    };
    match crate::run::unknown_fields(section, &canonical).first() {
        Some(path) => {
            let last = path.rsplit('.').next().unwrap_or(path);
            let (line, column) = crate::run::field_position(text, last);
            Err(RunError::UnknownField {
                field: format!("play.config.{path}"),
                line,
                column,
            })
        }
        None => Ok(()),
    }
}

/// Reads and checks a lesson file (at most 4 MiB, a regular file).
pub fn load_lesson(path: &Path) -> Result<LessonFile, LessonFileError> {
    let text = crate::run::store::load_text(path, DOCUMENT)?;
    lesson_from_ron_str(&text).map_err(|err| match err {
        LessonReadError::Document(problem) => LessonFileError::File(RunFileError::Invalid {
            path: path.to_owned(),
            problem,
        }),
        LessonReadError::Field(problem) => LessonFileError::Field {
            path: path.to_owned(),
            problem,
        },
    })
}

/// The learner's lessons: `lessons` in the data folder. Not created here.
pub fn user_lessons_dir() -> Option<PathBuf> {
    crate::run::store::data_dir().map(|dir| dir.join("lessons"))
}

/// The built-in lessons, in order, read once by the same loader (an
/// immutable table). A built-in that does not read is a bug the tests
/// catch; it is logged and left out.
pub fn builtin_lessons() -> &'static [LessonFile] {
    static LESSONS: OnceLock<Vec<LessonFile>> = OnceLock::new();
    LESSONS.get_or_init(|| {
        BUILTIN
            .iter()
            .filter_map(|&(id, text)| match lesson_from_ron_str(text) {
                Ok(lesson) => Some(lesson),
                Err(err) => {
                    log::error!("the built-in lesson {id} does not read: {err}");
                    None
                }
            })
            .collect()
    })
}

/// A built-in lesson by id.
pub fn builtin_lesson(id: &str) -> Option<&'static LessonFile> {
    builtin_lessons().iter().find(|l| l.id == id)
}

/// The lesson a run carries, as it may be used: a run is a file anyone can
/// write, so what it carries is checked like a lesson file, and a run that
/// names a built-in lesson is held to the built-in itself.
#[derive(Debug)]
pub enum CarriedLesson {
    /// The built-in lesson the run names; `differs` when the run's copy is
    /// not the built-in as shipped (an older version, or a forgery).
    Builtin {
        /// The built-in lesson.
        lesson: &'static LessonFile,
        /// The run's copy is not the built-in.
        differs: bool,
    },
    /// A lesson of the learner's or the teacher's, checked.
    Own(Box<LessonFile>),
}

/// What a run's lesson is graded by ([`CarriedLesson`]), or why it cannot
/// be used.
pub fn carried_lesson(lesson: &LessonFile) -> Result<CarriedLesson, LessonError> {
    if let Some(builtin) = builtin_lesson(&lesson.id) {
        return Ok(CarriedLesson::Builtin {
            lesson: builtin,
            differs: builtin != lesson,
        });
    }
    lesson.validate()?;
    Ok(CarriedLesson::Own(Box::new(lesson.clone())))
}

/// A built-in lesson's file as shipped, by id.
pub fn builtin_text(id: &str) -> Option<&'static str> {
    BUILTIN
        .iter()
        .find(|(k, _)| *k == id)
        .map(|(_, text)| *text)
}

/// The built-in lessons' ids, in order, whether they read or not.
pub fn builtin_ids() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(id, _)| *id)
}

/// Does the app have this message (in English, which has every one)?
pub(super) fn message_exists(id: &str) -> bool {
    static IDS: OnceLock<std::collections::BTreeSet<String>> = OnceLock::new();
    IDS.get_or_init(|| crate::i18n::embedded_ids(crate::i18n::Language::En).unwrap_or_default())
        .contains(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_reads() {
        for (id, text) in BUILTIN {
            let lesson = lesson_from_ron_str(text).unwrap_or_else(|err| panic!("{id}: {err}"));
            assert_eq!(lesson.id, *id);
        }
        assert_eq!(builtin_lessons().len(), BUILTIN.len());
    }
}
