//! A learner's progress through the lessons, kept in a file of its own
//! beside the settings (`lessons.ron`), so that neither "Reset settings"
//! nor an unreadable settings file wipes it. Written atomically; a file
//! that does not read is set aside (`lessons.ron.unreadable`), said, and
//! progress starts again: it is never lost in silence.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The progress file's name, beside the settings file.
pub const PROGRESS_FILE: &str = "lessons.ron";

/// One lesson's progress.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// Every objective met in some attempt.
    pub done: bool,
    /// The most objectives met in one attempt.
    pub best_met: u32,
    /// Of how many.
    pub objectives: u32,
    /// Hints shown in the best attempt (fewest when it was done).
    pub hints_used: u32,
    /// Attempts finished (played to the end, or graded).
    pub attempts: u32,
}

/// A guess beside the model's value, kept for the learner's calibration.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct KeptGuess {
    /// The lesson it was made in, by id.
    pub lesson: String,
    /// Its step (from 0).
    pub step: u32,
    /// The guess, in the unit it was typed in.
    pub guess: f64,
    /// The model's value at the reveal, in the same unit.
    pub model: f64,
    /// The unit's id (`percent`, `milliseconds`, …).
    pub unit: String,
}

/// The most guesses kept (the oldest leave first): more than every step
/// of every built-in lesson, and a bound on the file.
pub const MAX_GUESSES: usize = 400;

/// Every lesson's progress, by lesson id.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// The file's version (1).
    pub version: u32,
    /// By lesson id.
    pub lessons: BTreeMap<String, LessonProgress>,
    /// The latest guess of each lesson's step, oldest first.
    pub guesses: Vec<KeptGuess>,
}

impl Progress {
    /// The progress of a lesson (none yet: the default).
    pub fn of(&self, id: &str) -> LessonProgress {
        self.lessons.get(id).copied().unwrap_or_default()
    }

    /// An attempt finished with `met` of `objectives` objectives and
    /// `hints` hints shown: kept if it is the best so far.
    pub fn record(&mut self, id: &str, met: u32, objectives: u32, hints: u32) {
        let entry = self.lessons.entry(id.to_owned()).or_default();
        entry.attempts = entry.attempts.saturating_add(1);
        entry.objectives = objectives;
        let passed = met == objectives;
        let better = met > entry.best_met
            || (met == entry.best_met && hints < entry.hints_used)
            || entry.attempts == 1;
        if better {
            entry.best_met = met;
            entry.hints_used = hints;
        }
        entry.done |= passed;
    }

    /// Keeps a guess and the model's value (replacing an earlier guess of
    /// the same step); non-finite numbers are not kept.
    pub fn record_guess(&mut self, guess: KeptGuess) {
        if !(guess.guess.is_finite() && guess.model.is_finite()) {
            return;
        }
        self.guesses
            .retain(|g| !(g.lesson == guess.lesson && g.step == guess.step));
        self.guesses.push(guess);
        let over = self.guesses.len().saturating_sub(MAX_GUESSES);
        self.guesses.drain(..over);
    }

    /// How many of `ids` are done.
    pub fn done_count<'a>(&self, ids: impl IntoIterator<Item = &'a str>) -> usize {
        ids.into_iter().filter(|id| self.of(id).done).count()
    }
}

/// Why the progress file was not read.
#[derive(Debug)]
pub enum ProgressProblem {
    /// It does not parse; it was moved aside to this path.
    Unreadable(PathBuf),
    /// It could not be read at all (no permission, a folder, larger than
    /// any progress file: said as a progress file); it is left as it is.
    Read(crate::run::RunFileError),
    /// It does not parse, and could not be moved aside (it is left as it
    /// is).
    NotMovedAside(std::io::Error),
}

impl ProgressProblem {
    /// Is the file still where the progress is written? Then writing
    /// would overwrite what the learner might still want: the window keeps
    /// this session's progress to itself.
    pub fn keeps_file(&self) -> bool {
        !matches!(self, Self::Unreadable(_))
    }
}

/// A name beside `path` that no file has yet: `lessons.ron.unreadable`,
/// else `lessons.ron.unreadable-2`, and so on up to 999; none when all are
/// taken (an older unreadable file is never replaced).
fn aside_path(path: &Path) -> Option<PathBuf> {
    std::iter::once(path.with_extension("ron.unreadable"))
        .chain((2..1000).map(|k| path.with_extension(format!("ron.unreadable-{k}"))))
        .find(|next| !crate::platform::exists(next))
}

/// The progress a progress file's text says. Does not panic on any input.
pub fn progress_from_ron_str(text: &str) -> Result<Progress, ron::error::SpannedError> {
    let mut progress: Progress = ron::from_str(text)?;
    // A hand-edited file: only finite guesses, at most the bound kept.
    progress
        .guesses
        .retain(|g| g.guess.is_finite() && g.model.is_finite());
    let over = progress.guesses.len().saturating_sub(MAX_GUESSES);
    progress.guesses.drain(..over);
    Ok(progress)
}

/// The progress in `path`: none when there is no file; the problem when
/// it does not read (then moved aside, so the next write does not
/// overwrite what the learner might still want).
pub fn read_progress(path: &Path) -> (Progress, Option<ProgressProblem>) {
    use crate::run::RunFileError;
    let text = match crate::run::store::load_text(path, "progress") {
        Ok(text) => Some(text),
        Err(RunFileError::Read { error, .. }) if error.kind() == std::io::ErrorKind::NotFound => {
            return (Progress::default(), None);
        }
        // Not text: set aside like a file that does not parse.
        Err(RunFileError::Invalid { .. }) => None,
        Err(err) => return (Progress::default(), Some(ProgressProblem::Read(err))),
    };
    if let Some(progress) = text.and_then(|text| progress_from_ron_str(&text).ok()) {
        return (progress, None);
    }
    (Progress::default(), Some(set_aside(path, aside_path(path))))
}

/// Moves the unreadable `path` to `aside`, or says it could not (also when
/// every name beside it is taken).
fn set_aside(path: &Path, aside: Option<PathBuf>) -> ProgressProblem {
    let Some(aside) = aside else {
        let full = std::io::Error::new(
            std::io::ErrorKind::AlreadyExists,
            "every name to set it aside under is taken",
        );
        return ProgressProblem::NotMovedAside(full);
    };
    match crate::platform::rename(path, &aside) {
        Ok(()) => ProgressProblem::Unreadable(aside),
        Err(err) => ProgressProblem::NotMovedAside(err),
    }
}

/// Writes the progress to `path`, atomically (the folder is created).
pub fn write_progress(path: &Path, progress: &Progress) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(
        &Progress {
            version: 1,
            ..progress.clone()
        },
        ron::ser::PrettyConfig::new(),
    )
    .map_err(std::io::Error::other)?;
    if let Some(dir) = path.parent() {
        crate::platform::create_dir_all(dir)?;
    }
    crate::run::write_atomic(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_attempt_is_kept() {
        let mut progress = Progress::default();
        progress.record("a", 1, 3, 0);
        progress.record("a", 3, 3, 2);
        progress.record("a", 2, 3, 0);
        progress.record("a", 3, 3, 1);
        let a = progress.of("a");
        assert!(a.done);
        assert_eq!((a.best_met, a.hints_used, a.attempts), (3, 1, 4));
        assert_eq!(progress.done_count(["a", "b"]), 1);
    }

    #[test]
    fn a_broken_file_that_cannot_be_moved_aside_is_said_and_kept() {
        let dir =
            std::env::temp_dir().join(format!("sre-sim-progress-kept-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join(PROGRESS_FILE);
        // A rename onto a folder that is not empty fails, as root too.
        let taken = dir.join("taken");
        std::fs::create_dir_all(&taken).expect("a folder");
        std::fs::write(taken.join("x"), "").expect("writes");
        std::fs::write(&path, "(lessons: {").expect("writes");
        let problem = set_aside(&path, Some(taken));
        assert!(
            matches!(problem, ProgressProblem::NotMovedAside(_)),
            "{problem:?}"
        );
        assert!(problem.keeps_file(), "the window must not write over it");
        assert_eq!(
            std::fs::read_to_string(&path).ok().as_deref(),
            Some("(lessons: {")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn when_every_name_aside_is_taken_the_file_stays_and_none_is_replaced() {
        let dir =
            std::env::temp_dir().join(format!("sre-sim-progress-full-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let path = dir.join(PROGRESS_FILE);
        std::fs::write(&path, "(lessons: {").expect("writes");
        std::fs::write(path.with_extension("ron.unreadable"), "first").expect("writes");
        for k in 2..1000 {
            std::fs::write(path.with_extension(format!("ron.unreadable-{k}")), "older")
                .expect("writes");
        }
        let (_, problem) = read_progress(&path);
        let problem = problem.expect("said");
        assert!(
            matches!(problem, ProgressProblem::NotMovedAside(_)),
            "{problem:?}"
        );
        assert!(problem.keeps_file());
        let first = std::fs::read_to_string(path.with_extension("ron.unreadable"));
        assert_eq!(first.ok().as_deref(), Some("first"), "the oldest kept");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_attempt_after_the_most_a_file_can_count_does_not_overflow() {
        // A file may say any count (fuzz/regressions/lesson_progress/).
        let mut progress =
            progress_from_ron_str(r#"(lessons: {"a": (attempts: 4294967295)})"#).expect("reads");
        progress.record("a", 1, 2, 0);
        assert_eq!(progress.of("a").attempts, u32::MAX);
    }

    #[test]
    fn progress_round_trips_and_a_broken_file_is_set_aside() {
        let dir = std::env::temp_dir().join(format!("sre-sim-progress-{}", std::process::id()));
        let path = dir.join(PROGRESS_FILE);
        let mut progress = Progress::default();
        progress.record("queueing-knee", 2, 2, 1);
        write_progress(&path, &progress).expect("writes");
        let (back, problem) = read_progress(&path);
        assert!(problem.is_none());
        assert_eq!(back.of("queueing-knee"), progress.of("queueing-knee"));
        std::fs::write(&path, "(lessons: {").expect("writes");
        let (empty, problem) = read_progress(&path);
        assert_eq!(empty, Progress::default());
        assert!(matches!(problem, Some(ProgressProblem::Unreadable(_))));
        assert!(path.with_extension("ron.unreadable").exists());
        // A second broken file keeps the first one set aside.
        std::fs::write(&path, "(lessons: [").expect("writes");
        let (_, problem) = read_progress(&path);
        let Some(ProgressProblem::Unreadable(second)) = problem else {
            panic!("set aside: {problem:?}");
        };
        assert_eq!(second, path.with_extension("ron.unreadable-2"));
        assert_eq!(
            std::fs::read_to_string(path.with_extension("ron.unreadable"))
                .ok()
                .as_deref(),
            Some("(lessons: {")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
