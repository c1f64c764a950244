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

/// Every lesson's progress, by lesson id.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// The file's version (1).
    pub version: u32,
    /// By lesson id.
    pub lessons: BTreeMap<String, LessonProgress>,
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
    /// It could not be read at all.
    Read(std::io::Error),
}

/// The progress a progress file's text says. Does not panic on any input.
pub fn progress_from_ron_str(text: &str) -> Result<Progress, ron::error::SpannedError> {
    ron::from_str(text)
}

/// The progress in `path`: none when there is no file; the problem when
/// it does not read (then moved aside, so the next write does not
/// overwrite what the learner might still want).
pub fn read_progress(path: &Path) -> (Progress, Option<ProgressProblem>) {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            return (Progress::default(), None);
        }
        Err(err) => return (Progress::default(), Some(ProgressProblem::Read(err))),
    };
    if let Ok(progress) = progress_from_ron_str(&text) {
        return (progress, None);
    }
    let aside = path.with_extension("ron.unreadable");
    let _ = std::fs::rename(path, &aside);
    (
        Progress::default(),
        Some(ProgressProblem::Unreadable(aside)),
    )
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
        std::fs::create_dir_all(dir)?;
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
        let _ = std::fs::remove_dir_all(&dir);
    }
}
