//! Runs as files in the window: save and open (native dialogs, with the
//! recent list, the saves folder and the examples as a second way in),
//! replay, ghost and the autosave.

use std::path::{Path, PathBuf};

use fluent_bundle::FluentValue;

use super::{Severity, SreSimApp, status};
use crate::run::{ArchConfigFile, RunFile, RunFileError, example_runs};

/// What the person asked of the files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileAction {
    /// "Save run…": a native dialog.
    SaveDialog,
    /// Save into the saves folder under the suggested name, no dialog.
    SaveToFolder,
    /// "Open run…": a native dialog.
    OpenDialog,
    /// Replay this file.
    Open(PathBuf),
    /// Replay the built-in example with this name.
    OpenExample(String),
    /// Present this file to a room (replayed, paused at each note).
    Present(PathBuf),
    /// Present the built-in example with this name.
    PresentExample(String),
    /// Keep this file as a ghost and play its scenario and seed again.
    Ghost(PathBuf),
    /// Keep the built-in example as a ghost.
    GhostExample(String),
    /// Remove the ghost.
    ClearGhost,
    /// Continue the run restored after a crash.
    Restore,
    /// Drop the run restored after a crash.
    DiscardRestore,
    /// "Save configuration…": a native dialog for the architecture path.
    SaveArchDialog,
    /// Save the architecture path into the configurations folder.
    SaveArchToFolder,
    /// "Open configuration…": a native dialog.
    OpenArchDialog,
    /// Open this architecture configuration.
    OpenArch(PathBuf),
    /// "Open scenario file…": a native dialog.
    OpenScenarioDialog,
    /// Play this scenario file.
    OpenScenario(PathBuf),
    /// A file dropped on the window: a scenario is played, a run replayed.
    OpenDropped(PathBuf),

    /// "Copy link": the live run as a link, to the clipboard.
    CopyRunLink,
    /// "Copy link": the architecture configuration as a link.
    CopyArchLink,
    /// The failed save was read: its window goes.
    DismissSaveFailure,
    /// Closing was asked with a run that could not be kept: go on working.
    KeepWorking,
    /// Closing was asked with a run that could not be kept: close anyway.
    CloseWithoutSaving,
}

/// A scenario file the person has: in the scenarios folder or opened lately.
#[derive(Debug, Clone)]
pub struct UserScenario {
    /// Where it is.
    pub path: PathBuf,
    /// The scenario as the file was when the menu was read, checked; or
    /// why it cannot be played (listed greyed, the reason on hover).
    pub scenario: Result<crate::model::oncall::ScenarioRef, std::sync::Arc<RunFileError>>,
}

/// The built-in example run with this name.
fn example(name: &str) -> Option<RunFile> {
    example_runs()
        .into_iter()
        .find(|(n, _)| *n == name)
        .map(|(_, file)| file)
}

/// Saved runs in a file dialog.
const RUN_FILES: DialogFilter<'static> = DialogFilter {
    kind: "sre-sim run",
    extension: "ron",
};

/// Scenario files in a file dialog.
const SCENARIO_FILES: DialogFilter<'static> = DialogFilter {
    kind: "sre-sim scenario",
    extension: "ron",
};

/// Architecture files in a file dialog.
const ARCH_FILES: DialogFilter<'static> = DialogFilter {
    kind: "sre-sim architecture",
    extension: "ron",
};

/// What a file dialog gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picked {
    /// The person chose this path.
    Path(PathBuf),
    /// The person cancelled.
    Cancelled,
    /// No dialog could open (no desktop portal, no zenity, or dialogs off).
    NoDialog,
}

thread_local! {
    /// A file dialog could not open on this thread since the last pick.
    static DIALOG_FAILED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Is this log record rfd saying that no dialog could open (no desktop
/// portal, and zenity failed to start)? rfd returns no path then, exactly
/// as for a cancel; its error log is the only difference.
pub fn is_dialog_failure(record: &log::Record<'_>) -> bool {
    record.level() == log::Level::Error && record.target().starts_with("rfd")
}

/// Notes that a file dialog could not open on this thread (the logger
/// calls it on [`is_dialog_failure`]; rfd's dialogs block the thread that
/// asked).
pub fn note_dialog_failure() {
    DIALOG_FAILED.with(|f| f.set(true));
}

/// Runs a native file dialog (if `use_dialogs`) and tells a cancel, however
/// quick, from a dialog that could not open.
pub fn pick(use_dialogs: bool, dialog: impl FnOnce() -> Option<PathBuf>) -> Picked {
    if !use_dialogs {
        return Picked::NoDialog;
    }
    DIALOG_FAILED.with(|f| f.set(false));
    match dialog() {
        Some(path) => Picked::Path(path),
        None if DIALOG_FAILED.with(|f| f.replace(false)) => Picked::NoDialog,
        None => Picked::Cancelled,
    }
}

/// The kind of file a native dialog shows (`sre-sim run`, `*.ron`), and
/// where it starts.
#[derive(Debug, Clone, Copy)]
pub struct DialogFilter<'a> {
    /// The kind's name beside the filter.
    pub kind: &'a str,
    /// The extension it shows, without the dot.
    pub extension: &'a str,
}

/// The one native file dialog: files of `filter`, starting in `dir`;
/// `save_as` suggests the name of a file to save, `None` opens one. What
/// it gave is told apart by [`pick`], which opens nothing unless
/// `use_dialogs`. In a browser a save is a download into `dir`, and an
/// open starts the browser's own dialog and says `Cancelled` (the file
/// comes at a later frame).
pub fn file_dialog(
    use_dialogs: bool,
    filter: DialogFilter<'_>,
    dir: Option<PathBuf>,
    save_as: Option<&str>,
) -> Picked {
    #[cfg(target_arch = "wasm32")]
    {
        // The browser saves by downloading, under the name suggested; its
        // file dialog always opens and answers later: the file picked is
        // opened as a dropped one is, at a later frame (`SreSimApp::tick`).
        let _ = use_dialogs;
        if let Some(name) = save_as {
            return Picked::Path(dir.unwrap_or_default().join(name));
        }
        crate::platform::browser::pick_file(filter.kind, filter.extension);
        Picked::Cancelled
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        native_file_dialog(use_dialogs, filter, dir, save_as)
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn native_file_dialog(
    use_dialogs: bool,
    filter: DialogFilter<'_>,
    dir: Option<PathBuf>,
    save_as: Option<&str>,
) -> Picked {
    let mut dialog = rfd::FileDialog::new().add_filter(filter.kind, &[filter.extension]);
    if let Some(dir) = dir {
        dialog = dialog.set_directory(dir);
    }
    match save_as {
        Some(name) => {
            let dialog = dialog.set_file_name(name);
            pick(use_dialogs, || dialog.save_file())
        }
        None => pick(use_dialogs, || dialog.pick_file()),
    }
}

/// A save's outcome for the person: saved (`Ok(None)`), saved but perhaps
/// not durably (`Ok(Some(warning))`: the folder could not be flushed to
/// disk), or not saved.
pub fn saved(result: Result<(), RunFileError>) -> Result<Option<RunFileError>, RunFileError> {
    match result {
        Ok(()) => Ok(None),
        Err(err) if err.is_not_durable() => Ok(Some(err)),
        Err(err) => Err(err),
    }
}

/// A document with a fleet and no timeline is a scenario, even a broken
/// one (so a dropped scenario's problem is said as a scenario's).
pub(crate) fn looks_like_scenario(text: &str) -> bool {
    matches!(
        ron::from_str::<ron::Value>(text),
        Ok(ron::Value::Map(fields))
            if fields.get(&ron::Value::String("fleet".to_owned())).is_some()
                && fields.get(&ron::Value::String("timeline".to_owned())).is_none()
    )
}

/// Is the text a lesson, or meant to be one (a broken one names both its
/// lists)? Then its problems are a lesson's, said as such.
pub(crate) fn looks_like_lesson(text: &str) -> bool {
    match ron::from_str::<ron::Value>(text) {
        Ok(ron::Value::Map(fields)) => {
            let has = |name: &str| fields.get(&ron::Value::String(name.to_owned())).is_some();
            has("steps") || has("objectives")
        }
        _ => text.contains("objectives:") && text.contains("steps:"),
    }
}

fn file_name(path: &Path) -> String {
    path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into_owned(),
    )
}

impl SreSimApp {
    /// Creates the folder a dialog starts in; a failure is a warning (the
    /// dialog still opens, elsewhere).
    fn create_dir_or_warn(&mut self, dir: &Path) {
        if let Err(err) = crate::run::store::create_dir(dir) {
            self.report(Severity::Warning, status::file_problem(err));
        }
    }

    /// The folder the dialogs start in and "save to folder" writes to.
    pub fn saves_dir(&self) -> Option<PathBuf> {
        self.saves_dir.clone().or_else(crate::run::user_saves_dir)
    }

    /// The live run as a file: with its author's name, and the lesson it
    /// is played in (a run of the lesson's own run, not one taken over
    /// from elsewhere).
    pub fn live_run_file(&self) -> Result<RunFile, crate::run::RunError> {
        // A replay is saved as its file says, with its notes as they are.
        if self.oncall.replay.is_some() {
            return self.oncall.run_file();
        }
        let file = self
            .oncall
            .run_file()?
            .with_author(self.settings.author.clone());
        let lesson = self
            .lesson
            .as_ref()
            .filter(|l| l.lesson.spec().as_ref() == Some(self.oncall.sim().spec()))
            .map(|l| std::sync::Arc::clone(&l.lesson));
        Ok(file.with_lesson(lesson))
    }

    fn save_to(&mut self, path: &Path) {
        let file = match self.live_run_file() {
            Ok(file) => file,
            Err(err) => return self.report(Severity::Error, status::run_problem(err)),
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Err(err) = crate::run::store::create_dir(dir)
        {
            let say = std::sync::Arc::new(status::file_problem(err));
            return self.save_failed(say, FileAction::SaveDialog);
        }
        match saved(file.save(path)) {
            Ok(warning) => {
                self.warn(warning);
                self.oncall.mark_saved();
                self.settings.recent.push(path);
                // Read the folder afresh when it is shown next.
                self.saves_listing = None;
                let shown = path.display().to_string();
                self.report(
                    Severity::Info,
                    status::tr_texts("files-saved", [("path", shown)]),
                );
            }
            Err(err) => self.save_failed(
                std::sync::Arc::new(status::file_problem(err)),
                FileAction::SaveDialog,
            ),
        }
    }

    /// A save the person asked for failed: said in the status bar and in a
    /// window of its own, which stays until dismissed (an autosave's
    /// message cannot hide it), offering to save elsewhere.
    fn save_failed(&mut self, say: status::Say, elsewhere: FileAction) {
        let said = std::sync::Arc::clone(&say);
        self.report(Severity::Error, move |i18n| said(i18n));
        self.save_failed = Some((say, elsewhere));
    }

    fn load(&mut self, path: &Path) -> Option<RunFile> {
        match RunFile::load(path) {
            Ok(file) => Some(file),
            Err(err) => {
                self.report(Severity::Error, status::file_problem(err));
                None
            }
        }
    }

    /// Opens `file` for replay; a summary that does not match its replay
    /// is shown as a warning (the replay is the truth).
    pub fn open_run(&mut self, name: &str, file: RunFile, path: Option<&Path>) {
        // Another run replaces the lesson's, and is shown.
        self.leave_lesson();
        self.nav.show_tabs();
        let warning = file
            .replay()
            .ok()
            .and_then(|trace| file.check_summary(&trace).err());
        match self.oncall.open_replay(name, file) {
            Ok(()) => {
                self.nav.tab = super::Tab::Oncall;
                if let Some(path) = path {
                    self.settings.recent.push(path);
                }
                let shown = path.map_or_else(|| name.to_owned(), |p| p.display().to_string());
                self.report(
                    Severity::Info,
                    status::tr_texts("files-opened", [("path", shown)]),
                );
                // Opened, but not as it was saved: that stays until dismissed.
                if let Some(warning) = warning {
                    self.report(Severity::Warning, status::run_problem(warning));
                }
            }
            Err(err) => self.report(Severity::Error, status::run_problem(err)),
        }
    }

    fn ghost(&mut self, name: &str, file: &RunFile) {
        match file.replay() {
            Ok(trace) => {
                self.oncall.keep_ghost(name, file.spec(), trace);
                self.nav.tab = super::Tab::Oncall;
            }
            Err(err) => self.report(Severity::Error, status::run_problem(err)),
        }
    }

    /// Carries out a file action.
    pub fn handle_file_action(&mut self, action: FileAction) {
        // A run with no minute played has nothing of the person's in it.
        if matches!(action, FileAction::SaveDialog | FileAction::SaveToFolder)
            && self.oncall.sim().minute() == 0
        {
            return self.report(Severity::Warning, status::tr("files-nothing-to-save"));
        }
        match action {
            FileAction::SaveDialog => self.save_dialog(),
            FileAction::SaveToFolder => match (self.saves_dir(), self.live_run_file()) {
                (Some(dir), Ok(file)) => {
                    let text = file.to_ron_string().unwrap_or_default();
                    let name = file.suggested_file_name();
                    self.save_to(&crate::run::store::unused_path(&dir, &name, &text));
                }
                (None, _) => {
                    self.report(
                        Severity::Error,
                        status::file_problem(RunFileError::NoDataDir),
                    );
                }
                (_, Err(err)) => {
                    self.report(Severity::Error, status::run_problem(err));
                }
            },
            FileAction::OpenDialog => self.open_dialog(),
            FileAction::OpenScenarioDialog => self.open_scenario_dialog(),
            FileAction::OpenScenario(path) => self.open_scenario(&path),
            FileAction::OpenDropped(path) => self.open_dropped(&path),

            FileAction::Open(path) => {
                if let Some(file) = self.load(&path) {
                    self.open_run(&file_name(&path), file, Some(&path));
                }
            }
            FileAction::OpenExample(name) => {
                if let Some(file) = example(&name) {
                    self.open_run(&name, file, None);
                }
            }
            FileAction::Present(path) => {
                if let Some(file) = self.load(&path) {
                    self.open_run(&file_name(&path), file, Some(&path));
                    self.handle_present(super::PresentCommand::Start);
                }
            }
            FileAction::PresentExample(name) => {
                if let Some(file) = example(&name) {
                    self.open_run(&name, file, None);
                    self.handle_present(super::PresentCommand::Start);
                }
            }
            FileAction::Ghost(path) => {
                if let Some(file) = self.load(&path) {
                    self.ghost(&file_name(&path), &file);
                }
            }
            FileAction::GhostExample(name) => {
                if let Some(file) = example(&name) {
                    self.ghost(&name, &file);
                }
            }
            FileAction::CopyRunLink => {
                let text = self.live_run_file().and_then(|file| file.to_ron_string());
                self.copy_link(crate::run::link::LinkKind::Run, text);
            }
            FileAction::CopyArchLink => {
                let text = self.live_arch_file().and_then(|file| file.to_ron_string());
                self.copy_link(crate::run::link::LinkKind::Arch, text);
            }
            FileAction::ClearGhost => self.oncall.ghost = None,
            FileAction::Restore => self.restore(),
            FileAction::DiscardRestore => self.discard_restore(),
            FileAction::DismissSaveFailure => self.save_failed = None,
            FileAction::KeepWorking => self.closing = super::Closing::Open,
            FileAction::CloseWithoutSaving => self.closing = super::Closing::Confirmed,
            FileAction::SaveArchDialog
            | FileAction::SaveArchToFolder
            | FileAction::OpenArchDialog
            | FileAction::OpenArch(_) => self.handle_arch_file_action(action),
        }
    }

    /// "Save run…": a native dialog, or the saves folder without one.
    fn save_dialog(&mut self) {
        let name = self
            .live_run_file()
            .map_or_else(|_| "run.ron".to_owned(), |f| f.suggested_file_name());
        let dir = self.saves_dir();
        if let Some(dir) = &dir {
            self.create_dir_or_warn(dir);
        }
        match file_dialog(self.use_dialogs, RUN_FILES, dir, Some(&name)) {
            Picked::Path(path) => self.save_to(&path),
            Picked::Cancelled => {}
            // No file dialog here: save into the saves folder and say where.
            Picked::NoDialog => self.handle_file_action(FileAction::SaveToFolder),
        }
    }

    /// "Open run…": a native dialog, or the runs window without one.
    fn open_dialog(&mut self) {
        match file_dialog(self.use_dialogs, RUN_FILES, self.saves_dir(), None) {
            Picked::Path(path) => self.handle_file_action(FileAction::Open(path)),
            Picked::Cancelled => {}
            // No file dialog here: the runs list is the way in.
            Picked::NoDialog => {
                self.saves_listing = None;
                self.show_runs = true;
                // Not what was asked (a dialog): a warning, not a success.
                self.report(Severity::Warning, status::tr("files-no-dialog-open"));
            }
        }
    }

    /// The folder the scenario dialog starts in and the menu lists.
    pub fn scenarios_dir(&self) -> Option<PathBuf> {
        match &self.saves_dir {
            Some(saves) => saves.parent().map(|p| p.join("scenarios")),
            None => crate::run::user_scenarios_dir(),
        }
    }

    /// Reads the scenarios folder and the recent scenario files for the
    /// scenario menu, each time the menu opens; a file that cannot be
    /// played is listed with its reason. Picking an entry reads its file
    /// again ([`FileAction::OpenScenario`]): what plays is the file as it
    /// is then.
    pub fn read_scenario_library(&mut self) {
        let mut paths = self
            .scenarios_dir()
            .map(|dir| crate::run::ron_files(&dir))
            .unwrap_or_default();
        for path in self.settings.recent_scenarios.paths() {
            if !paths.contains(path) {
                paths.push(path.clone());
            }
        }
        self.scenario_library = paths
            .into_iter()
            .map(|path| UserScenario {
                scenario: crate::run::load_scenario(&path)
                    .map(crate::model::oncall::ScenarioRef::from_file)
                    .map_err(std::sync::Arc::new),
                path,
            })
            // A copy of a built-in is the built-in, listed above.
            .filter(|entry| !entry.scenario.as_ref().is_ok_and(|s| s.builtin().is_some()))
            .collect();
    }

    /// "Open scenario file…": a native dialog, or the scenarios folder's
    /// place said without one.
    fn open_scenario_dialog(&mut self) {
        let dir = self.scenarios_dir();
        if let Some(dir) = &dir {
            self.create_dir_or_warn(dir);
        }
        match file_dialog(self.use_dialogs, SCENARIO_FILES, dir, None) {
            Picked::Path(path) => self.open_scenario(&path),
            Picked::Cancelled => {}
            Picked::NoDialog => {
                let dir = self
                    .scenarios_dir()
                    .map(|d| d.display().to_string())
                    .unwrap_or_default();
                self.report(
                    Severity::Warning,
                    status::tr_texts("files-no-dialog-scenario", [("path", dir)]),
                );
            }
        }
    }

    /// Plays the scenario in `path` from its start (the live run is set
    /// aside first, as a restart does), and lists it in the menu.
    pub fn open_scenario(&mut self, path: &Path) {
        match crate::run::load_scenario(path) {
            Ok(file) => self.play_scenario(file, Some(path)),
            Err(err) => {
                self.leave_lesson();
                self.nav.show_tabs();
                self.report(Severity::Error, status::file_problem(err));
            }
        }
    }

    /// Plays a scenario read already (from `path`, which the menu then
    /// lists, or from a link).
    pub fn play_scenario(
        &mut self,
        file: crate::model::oncall::scenario_file::ScenarioFile,
        path: Option<&Path>,
    ) {
        self.leave_lesson();
        self.nav.show_tabs();
        {
            {
                let scenario = crate::model::oncall::ScenarioRef::from_file(file);
                let named = scenario.clone();
                // Picked again unchanged: the run goes on.
                if self.oncall.replay.is_none() && self.oncall.scenario == scenario {
                    return self.report(Severity::Info, move |i18n| {
                        let name = crate::i18n::scenario_name(i18n, &named);
                        i18n.tr_args(
                            "files-scenario-unchanged",
                            &[("name", FluentValue::from(name))],
                        )
                    });
                }
                if let Some(path) = path {
                    self.settings.recent_scenarios.push(path);
                }
                self.oncall.replay = None;
                self.oncall.scenario = scenario;
                // It starts now, with the run's seed if the box holds no number.
                if self.oncall.typed_seed().is_none() {
                    self.oncall.seed_text = self.oncall.sim().spec().seed.to_string();
                }
                self.oncall.restart();
                self.nav.tab = super::Tab::Oncall;
                self.read_scenario_library();
                self.report(Severity::Info, move |i18n| {
                    let name = crate::i18n::scenario_name(i18n, &named);
                    i18n.tr_args(
                        "files-scenario-opened",
                        &[("name", FluentValue::from(name))],
                    )
                });
            }
        }
    }

    /// A dropped file: a lesson is opened, a scenario played, an
    /// architecture configuration shown, anything else is opened as a run
    /// (whose message says what it is if it is neither).
    fn open_dropped(&mut self, path: &Path) {
        self.open_dropped_file(path);
        // A file handed over as bytes has been read: it is not kept.
        crate::platform::forget_opened_file(path);
    }

    fn open_dropped_file(&mut self, path: &Path) {
        let text = crate::run::store::read_limited(path, crate::run::MAX_FILE_BYTES)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok());
        if text.as_deref().is_some_and(looks_like_lesson) {
            return self.open_lesson_file(path);
        }
        if text
            .as_deref()
            .is_some_and(|text| ArchConfigFile::from_ron_str(text).is_ok())
        {
            self.nav.tab = super::Tab::Arch;
            self.nav.close_start_page();
            return self.handle_file_action(FileAction::OpenArch(path.to_owned()));
        }
        let is_scenario = crate::run::store::read_limited(path, crate::run::MAX_FILE_BYTES)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .is_some_and(|text| {
                crate::run::scenario_from_ron_str(&text).is_ok() || looks_like_scenario(&text)
            });
        if is_scenario {
            self.open_scenario(path);
        } else {
            self.handle_file_action(FileAction::Open(path.to_owned()));
        }
    }

    /// Continues the run restored after a crash. One left by another
    /// window becomes this window's: autosaved here, its old file removed.
    fn restore(&mut self) {
        let from = self.pending_restore_from.take();
        if let Some(file) = self.pending_restore.take() {
            match self.oncall.resume(&file) {
                Ok(()) => {
                    self.nav.tab = super::Tab::Oncall;
                    self.nav.show_tabs();
                    self.resume_lesson(&file);
                    self.report(Severity::Info, status::tr("files-restored"));
                    if from.is_some() && from != self.autosave_path() {
                        self.autosave();
                        self.settle_autosave();
                        if !self.autosave_failing {
                            self.remove_autosave_file(from.as_deref());
                        }
                    }
                }
                Err(err) => self.report(Severity::Error, status::run_problem(err)),
            }
        }
        self.offer_next_restore();
    }

    /// The lesson a restored run was played in, at its step (a built-in by
    /// its id, else the lesson the file carries, checked).
    fn resume_lesson(&mut self, file: &RunFile) {
        use crate::lesson::builtin::{CarriedLesson, carried_lesson};
        let Some(carried) = file.lesson() else {
            return;
        };
        let lesson = match carried_lesson(carried) {
            Ok(CarriedLesson::Builtin { lesson, .. }) => std::sync::Arc::new(lesson.clone()),
            Ok(CarriedLesson::Own(lesson)) => std::sync::Arc::new(*lesson),
            Err(_) => return,
        };
        if lesson.spec().as_ref() == Some(self.oncall.sim().spec()) {
            let minute = self.oncall.sim().minute();
            self.lesson = Some(super::LessonSession::resumed_at(lesson, minute));
            self.follow_lesson();
        }
    }

    /// Drops the run restored after a crash, and its file.
    fn discard_restore(&mut self) {
        self.pending_restore = None;
        let from = self
            .pending_restore_from
            .take()
            .or_else(|| self.autosave_path());
        self.remove_autosave_file(from.as_deref());
        self.offer_next_restore();
    }

    fn remove_autosave_file(&mut self, path: Option<&std::path::Path>) {
        // Nothing handed to the writer may come back after the removal.
        self.settle_autosave();
        if let Some(path) = path
            && let Err(err) = crate::run::store::remove_autosave_at(path)
        {
            self.report_everywhere(Severity::Error, status::file_problem(err));
        }
    }

    /// Carries out a file action of the architecture tab.
    fn handle_arch_file_action(&mut self, action: FileAction) {
        match action {
            FileAction::SaveArchDialog => {
                let dir = self.arch_dir();
                if let Some(dir) = &dir {
                    self.create_dir_or_warn(dir);
                }
                let name = Some("architecture.ron");
                match file_dialog(self.use_dialogs, ARCH_FILES, dir, name) {
                    Picked::Path(path) => self.save_arch_to(&path),
                    Picked::Cancelled => {}
                    Picked::NoDialog => self.handle_arch_file_action(FileAction::SaveArchToFolder),
                }
            }
            FileAction::SaveArchToFolder => match self.arch_dir() {
                Some(dir) => {
                    let name =
                        format!("architecture-{}-rps.ron", self.arch.config.load.rps.round());
                    let text = self
                        .live_arch_file()
                        .and_then(|file| file.to_ron_string())
                        .unwrap_or_default();
                    self.save_arch_to(&crate::run::store::unused_path(&dir, &name, &text));
                }
                None => {
                    self.report(
                        Severity::Error,
                        status::file_problem(RunFileError::NoDataDir),
                    );
                }
            },
            FileAction::OpenArchDialog => {
                match file_dialog(self.use_dialogs, ARCH_FILES, self.arch_dir(), None) {
                    Picked::Path(path) => self.handle_file_action(FileAction::OpenArch(path)),
                    Picked::Cancelled => {}
                    // The configurations list on the tab is the way in.
                    Picked::NoDialog => {
                        self.report(Severity::Warning, status::tr("files-no-dialog-open-arch"));
                    }
                }
            }
            FileAction::OpenArch(path) => match ArchConfigFile::load(&path) {
                Ok(file) => self.open_arch(&file, path.display().to_string()),
                Err(err) => self.report(Severity::Error, status::file_problem(err)),
            },
            _ => {}
        }
    }

    /// Shows an architecture configuration read already (from the file
    /// `shown`, or from a link) and runs it.
    pub fn open_arch(&mut self, file: &ArchConfigFile, shown: String) {
        self.arch = super::arch::ArchSession {
            config: *file.config(),
            ..Default::default()
        };
        self.arch.run();
        self.report(
            Severity::Info,
            status::tr_texts("files-opened", [("path", shown)]),
        );
    }

    /// The folder architecture configurations are saved into.
    pub fn arch_dir(&self) -> Option<PathBuf> {
        self.saves_dir
            .as_ref()
            .map(|d| d.join("architectures"))
            .or_else(crate::run::store::user_arch_dir)
    }

    /// The architecture tab's configuration as a file: with the author's
    /// name, and in a lesson of the path the tier the learner named as its
    /// bottleneck (what `lesson grade` reads).
    pub fn live_arch_file(&self) -> Result<ArchConfigFile, crate::run::RunError> {
        let named = self
            .lesson
            .as_ref()
            .filter(|l| l.lesson.is_arch())
            .and_then(|l| l.named);
        Ok(ArchConfigFile::new(self.arch.config)?
            .with_author(self.settings.author.clone())
            .with_named_bottleneck(named))
    }

    fn save_arch_to(&mut self, path: &Path) {
        let result = self
            .live_arch_file()
            .map_err(|err| -> status::Say { std::sync::Arc::new(status::run_problem(err)) })
            .and_then(|file| {
                let file_problem =
                    |err| -> status::Say { std::sync::Arc::new(status::file_problem(err)) };
                if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                    crate::run::store::create_dir(dir).map_err(file_problem)?;
                }
                saved(file.save(path)).map_err(file_problem)
            });
        match result {
            Ok(warning) => {
                self.warn(warning);
                // Read the folder afresh when the tab is shown next.
                self.arch_folder = None;
                let shown = path.display().to_string();
                self.report(
                    Severity::Info,
                    status::tr_texts("files-saved", [("path", shown)]),
                );
            }
            Err(say) => self.save_failed(say, FileAction::SaveArchDialog),
        }
    }

    /// Closing was asked: may the window close? Not while the live run
    /// could not be autosaved and is not saved: then it asks (save it,
    /// close anyway, or keep working).
    pub fn may_close(&mut self) -> bool {
        if matches!(
            self.closing,
            super::Closing::Confirmed | super::Closing::Closed
        ) || !self.persist
        {
            return true;
        }
        if self.autosave_failing {
            self.autosave();
        }
        self.settle_autosave();
        if self.autosave_failing && self.oncall.unsaved() {
            self.closing = super::Closing::Asking;
            return false;
        }
        true
    }

    /// Hands the live run to the autosave's writer (not while replaying,
    /// not an untouched run), which writes it off the frame; what it gave
    /// is said by [`SreSimApp::autosave_written`].
    pub fn autosave(&mut self) {
        let untouched = self.oncall.sim().minute() == 0
            && self.oncall.sim().timeline().is_empty()
            && self.oncall.annotations.is_empty();
        if !self.persist || self.oncall.replay.is_some() || untouched {
            return;
        }
        let Some(path) = self.autosave_path() else {
            return;
        };
        match self.live_run_file() {
            Ok(file) => self.autosaver.submit(super::autosave::Job { path, file }),
            Err(err) => self.autosave_said(Err(std::sync::Arc::new(status::run_problem(err)))),
        }
    }

    /// Says what the autosave's finished writes gave: a failure once while
    /// it keeps failing, and when it works again.
    pub fn autosave_written(&mut self) {
        for result in self.autosaver.finished() {
            let said = saved(result)
                .map_err(|err| -> status::Say { std::sync::Arc::new(status::file_problem(err)) });
            self.autosave_said(said);
        }
    }

    /// Waits for the autosave's writer to write what it was given, and
    /// says how it went (on closing, before its file is removed, in tests).
    pub fn settle_autosave(&mut self) {
        self.autosaver.wait();
        self.autosave_written();
    }

    fn autosave_said(&mut self, result: Result<Option<RunFileError>, status::Say>) {
        match result {
            Ok(warning) => {
                self.warn_everywhere(warning);
                if std::mem::take(&mut self.autosave_failing) {
                    self.report_everywhere(Severity::Info, status::tr("files-autosave-works"));
                }
            }
            // Said once while it keeps failing: a message every minute
            // would bury everything else.
            Err(_) if self.autosave_failing => {}
            Err(say) => {
                self.autosave_failing = true;
                self.report_everywhere(Severity::Error, move |i18n| {
                    i18n.tr_args(
                        "files-autosave-failed",
                        &[("message", FluentValue::from(say(i18n)))],
                    )
                });
            }
        }
    }

    /// Says that a save may not survive a power cut, on this tab.
    pub fn warn(&mut self, warning: Option<RunFileError>) {
        if let Some(warning) = warning {
            self.report(Severity::Warning, status::file_problem(warning));
        }
    }

    /// Says that a save may not survive a power cut, on every tab.
    pub fn warn_everywhere(&mut self, warning: Option<RunFileError>) {
        if let Some(warning) = warning {
            self.report_everywhere(Severity::Warning, status::file_problem(warning));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{
        ARCH_FILES, Picked, RUN_FILES, file_dialog, is_dialog_failure, note_dialog_failure, pick,
    };

    #[test]
    fn dialogs_off_open_no_dialog_to_open_or_to_save() {
        // Every dialog of the window goes through `file_dialog`: with
        // dialogs off it opens nothing (a native dialog would block here).
        let dir = Some(std::env::temp_dir());
        assert_eq!(file_dialog(false, RUN_FILES, None, None), Picked::NoDialog);
        assert_eq!(
            file_dialog(false, ARCH_FILES, dir, Some("architecture.ron")),
            Picked::NoDialog
        );
    }

    #[test]
    fn a_cancel_however_quick_is_a_cancel() {
        // A person who presses Escape at once: no path, no failure said.
        assert_eq!(pick(true, || None), Picked::Cancelled);
        assert_eq!(
            pick(true, || Some("run.ron".into())),
            Picked::Path("run.ron".into())
        );
        assert_eq!(pick(false, || unreachable!()), Picked::NoDialog);
    }

    #[test]
    fn a_dialog_that_could_not_open_is_no_dialog() {
        let failed = || {
            note_dialog_failure();
            None
        };
        assert_eq!(pick(true, failed), Picked::NoDialog);
        // The failure is the last pick's only.
        assert_eq!(pick(true, || None), Picked::Cancelled);
    }

    #[test]
    fn rfds_error_log_is_the_failure() {
        let failure = |target: &str, level| {
            is_dialog_failure(&log::Record::builder().target(target).level(level).build())
        };
        assert!(failure(
            "rfd::backend::xdg_desktop_portal",
            log::Level::Error
        ));
        assert!(!failure(
            "rfd::backend::xdg_desktop_portal",
            log::Level::Warn
        ));
        assert!(!failure("sre_sim::app", log::Level::Error));
    }
}
