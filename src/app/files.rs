//! Runs as files in the window: save and open (native dialogs, with the
//! recent list, the saves folder and the examples as a second way in),
//! replay, ghost and the autosave.

use std::path::{Path, PathBuf};

use fluent_bundle::FluentValue;

use super::{Severity, SreSimApp};
use crate::i18n::{file_error_text, run_error_text};
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
}

/// A scenario file the person has: in the scenarios folder or opened lately.
#[derive(Debug, Clone, PartialEq)]
pub struct UserScenario {
    /// Where it is.
    pub path: PathBuf,
    /// The scenario, checked.
    pub scenario: crate::model::oncall::ScenarioRef,
}

/// The built-in example run with this name.
fn example(name: &str) -> Option<RunFile> {
    example_runs()
        .into_iter()
        .find(|(n, _)| *n == name)
        .map(|(_, file)| file)
}

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

/// A dialog that returns within this time without a path never showed:
/// rfd returns at once, exactly as for a cancel, when no desktop portal
/// and no zenity are there; a person takes longer to cancel.
const NO_DIALOG_WITHIN: std::time::Duration = std::time::Duration::from_millis(250);

/// Runs a native file dialog (if `use_dialogs`) and tells a cancel from a
/// dialog that could not open.
pub fn pick(use_dialogs: bool, dialog: impl FnOnce() -> Option<PathBuf>) -> Picked {
    if !use_dialogs {
        return Picked::NoDialog;
    }
    let started = std::time::Instant::now();
    match dialog() {
        Some(path) => Picked::Path(path),
        None if started.elapsed() < NO_DIALOG_WITHIN => Picked::NoDialog,
        None => Picked::Cancelled,
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
fn looks_like_scenario(text: &str) -> bool {
    matches!(
        ron::from_str::<ron::Value>(text),
        Ok(ron::Value::Map(fields))
            if fields.get(&ron::Value::String("fleet".to_owned())).is_some()
                && fields.get(&ron::Value::String("timeline".to_owned())).is_none()
    )
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
            let text = file_error_text(&self.i18n, &err);
            self.report(Severity::Warning, text);
        }
    }

    /// The folder the dialogs start in and "save to folder" writes to.
    pub fn saves_dir(&self) -> Option<PathBuf> {
        self.saves_dir.clone().or_else(crate::run::user_saves_dir)
    }

    fn save_to(&mut self, path: &Path) {
        let file = match self.oncall.run_file() {
            Ok(file) => file,
            Err(err) => return self.report(Severity::Error, run_error_text(&self.i18n, &err)),
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Err(err) = crate::run::store::create_dir(dir)
        {
            return self.report(Severity::Error, file_error_text(&self.i18n, &err));
        }
        match saved(file.save(path)) {
            Ok(warning) => {
                self.warn(warning);
                self.oncall.mark_saved();
                self.settings.recent.push(path);
                // Read the folder afresh when it is shown next.
                self.saves_listing = None;
                let text = self.i18n.tr_args(
                    "files-saved",
                    &[("path", FluentValue::from(path.display().to_string()))],
                );
                self.report(Severity::Info, text);
            }
            Err(err) => self.report(Severity::Error, file_error_text(&self.i18n, &err)),
        }
    }

    fn load(&mut self, path: &Path) -> Option<RunFile> {
        match RunFile::load(path) {
            Ok(file) => Some(file),
            Err(err) => {
                self.report(Severity::Error, file_error_text(&self.i18n, &err));
                None
            }
        }
    }

    /// Opens `file` for replay; a summary that does not match its replay
    /// is shown as a warning (the replay is the truth).
    pub fn open_run(&mut self, name: &str, file: RunFile, path: Option<&Path>) {
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
                let mut text = self
                    .i18n
                    .tr_args("files-opened", &[("path", FluentValue::from(shown))]);
                if let Some(warning) = warning {
                    text = format!("{text}\n{}", run_error_text(&self.i18n, &warning));
                }
                self.report(Severity::Info, text);
            }
            Err(err) => self.report(Severity::Error, run_error_text(&self.i18n, &err)),
        }
    }

    fn ghost(&mut self, name: &str, file: &RunFile) {
        match file.replay() {
            Ok(trace) => {
                self.oncall.keep_ghost(name, file.spec(), trace);
                self.nav.tab = super::Tab::Oncall;
            }
            Err(err) => self.report(Severity::Error, run_error_text(&self.i18n, &err)),
        }
    }

    /// Carries out a file action.
    pub fn handle_file_action(&mut self, action: FileAction) {
        match action {
            FileAction::SaveDialog => self.save_dialog(),
            FileAction::SaveToFolder => match (self.saves_dir(), self.oncall.run_file()) {
                (Some(dir), Ok(file)) => self.save_to(&dir.join(file.suggested_file_name())),
                (None, _) => {
                    self.report(
                        Severity::Error,
                        file_error_text(&self.i18n, &RunFileError::NoDataDir),
                    );
                }
                (_, Err(err)) => {
                    self.report(Severity::Error, run_error_text(&self.i18n, &err));
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
            FileAction::ClearGhost => self.oncall.ghost = None,
            FileAction::Restore => self.restore(),
            FileAction::DiscardRestore => self.discard_restore(),
            FileAction::SaveArchDialog
            | FileAction::SaveArchToFolder
            | FileAction::OpenArchDialog
            | FileAction::OpenArch(_) => self.handle_arch_file_action(action),
        }
    }

    /// "Save run…": a native dialog, or the saves folder without one.
    fn save_dialog(&mut self) {
        let name = self
            .oncall
            .run_file()
            .map_or_else(|_| "run.ron".to_owned(), |f| f.suggested_file_name());
        let mut dialog = rfd::FileDialog::new()
            .add_filter("sre-sim run", &["ron"])
            .set_file_name(name);
        if let Some(dir) = self.saves_dir() {
            self.create_dir_or_warn(&dir);
            dialog = dialog.set_directory(dir);
        }
        match pick(self.use_dialogs, || dialog.save_file()) {
            Picked::Path(path) => self.save_to(&path),
            Picked::Cancelled => {}
            // No file dialog here: save into the saves folder and say where.
            Picked::NoDialog => self.handle_file_action(FileAction::SaveToFolder),
        }
    }

    /// "Open run…": a native dialog, or the runs window without one.
    fn open_dialog(&mut self) {
        let mut dialog = rfd::FileDialog::new().add_filter("sre-sim run", &["ron"]);
        if let Some(dir) = self.saves_dir() {
            dialog = dialog.set_directory(dir);
        }
        match pick(self.use_dialogs, || dialog.pick_file()) {
            Picked::Path(path) => self.handle_file_action(FileAction::Open(path)),
            Picked::Cancelled => {}
            // No file dialog here: the runs list is the way in.
            Picked::NoDialog => {
                self.saves_listing = None;
                self.show_runs = true;
                let text = self.i18n.tr("files-no-dialog-open");
                self.report(Severity::Info, text);
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
    /// scenario menu; files that cannot be read are left out of the menu
    /// (opening one says why).
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
            .filter_map(|path| {
                let file = crate::run::load_scenario(&path).ok()?;
                Some(UserScenario {
                    path,
                    scenario: crate::model::oncall::ScenarioRef::from_file(file),
                })
            })
            .filter(|entry| entry.scenario.builtin().is_none())
            .collect();
    }

    /// "Open scenario file…": a native dialog, or the scenarios folder's
    /// place said without one.
    fn open_scenario_dialog(&mut self) {
        let mut dialog = rfd::FileDialog::new().add_filter("sre-sim scenario", &["ron"]);
        if let Some(dir) = self.scenarios_dir() {
            self.create_dir_or_warn(&dir);
            dialog = dialog.set_directory(dir);
        }
        match pick(self.use_dialogs, || dialog.pick_file()) {
            Picked::Path(path) => self.open_scenario(&path),
            Picked::Cancelled => {}
            Picked::NoDialog => {
                let dir = self
                    .scenarios_dir()
                    .map(|d| d.display().to_string())
                    .unwrap_or_default();
                let text = self.i18n.tr_args(
                    "files-no-dialog-scenario",
                    &[("path", FluentValue::from(dir))],
                );
                self.report(Severity::Info, text);
            }
        }
    }

    /// Plays the scenario in `path` from its start (the live run is set
    /// aside first, as a restart does), and lists it in the menu.
    pub fn open_scenario(&mut self, path: &Path) {
        match crate::run::load_scenario(path) {
            Ok(file) => {
                let scenario = crate::model::oncall::ScenarioRef::from_file(file);
                let name = crate::i18n::scenario_name(&self.i18n, &scenario);
                self.settings.recent_scenarios.push(path);
                self.oncall.replay = None;
                self.oncall.scenario = scenario;
                // It starts now, with the run's seed if the box holds no number.
                if self.oncall.typed_seed().is_none() {
                    self.oncall.seed_text = self.oncall.sim().spec().seed.to_string();
                }
                self.oncall.restart();
                self.nav.tab = super::Tab::Oncall;
                self.read_scenario_library();
                let text = self.i18n.tr_args(
                    "files-scenario-opened",
                    &[("name", FluentValue::from(name))],
                );
                self.report(Severity::Info, text);
            }
            Err(err) => self.report(Severity::Error, file_error_text(&self.i18n, &err)),
        }
    }

    /// A dropped file: a scenario is played, anything else is opened as a
    /// run (whose message says what it is if it is neither).
    fn open_dropped(&mut self, path: &Path) {
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

    /// Continues the run restored after a crash.
    fn restore(&mut self) {
        if let Some(file) = self.pending_restore.take() {
            match self.oncall.resume(&file) {
                Ok(()) => {
                    self.nav.tab = super::Tab::Oncall;
                    let text = self.i18n.tr("files-restored");
                    self.report(Severity::Info, text);
                }
                Err(err) => self.report(Severity::Error, run_error_text(&self.i18n, &err)),
            }
        }
    }

    /// Drops the run restored after a crash, and its file.
    fn discard_restore(&mut self) {
        self.pending_restore = None;
        if let Some(path) = self.autosave_path()
            && let Err(err) = crate::run::store::remove_autosave_at(&path)
        {
            self.report_everywhere(Severity::Error, file_error_text(&self.i18n, &err));
        }
    }

    /// Carries out a file action of the architecture tab.
    fn handle_arch_file_action(&mut self, action: FileAction) {
        match action {
            FileAction::SaveArchDialog => {
                let mut dialog = rfd::FileDialog::new()
                    .add_filter("sre-sim architecture", &["ron"])
                    .set_file_name("architecture.ron");
                if let Some(dir) = self.arch_dir() {
                    self.create_dir_or_warn(&dir);
                    dialog = dialog.set_directory(dir);
                }
                match pick(self.use_dialogs, || dialog.save_file()) {
                    Picked::Path(path) => self.save_arch_to(&path),
                    Picked::Cancelled => {}
                    Picked::NoDialog => self.handle_arch_file_action(FileAction::SaveArchToFolder),
                }
            }
            FileAction::SaveArchToFolder => match self.arch_dir() {
                Some(dir) => {
                    let name =
                        format!("architecture-{}-rps.ron", self.arch.config.load.rps.round());
                    self.save_arch_to(&dir.join(name));
                }
                None => {
                    self.report(
                        Severity::Error,
                        file_error_text(&self.i18n, &RunFileError::NoDataDir),
                    );
                }
            },
            FileAction::OpenArchDialog => {
                let mut dialog =
                    rfd::FileDialog::new().add_filter("sre-sim architecture", &["ron"]);
                if let Some(dir) = self.arch_dir() {
                    dialog = dialog.set_directory(dir);
                }
                match pick(self.use_dialogs, || dialog.pick_file()) {
                    Picked::Path(path) => self.handle_file_action(FileAction::OpenArch(path)),
                    Picked::Cancelled => {}
                    // The configurations list on the tab is the way in.
                    Picked::NoDialog => {
                        let text = self.i18n.tr("files-no-dialog-open-arch");
                        self.report(Severity::Info, text);
                    }
                }
            }
            FileAction::OpenArch(path) => match ArchConfigFile::load(&path) {
                Ok(file) => {
                    self.arch = super::arch::ArchSession {
                        config: *file.config(),
                        ..Default::default()
                    };
                    self.arch.run();
                    let text = self.i18n.tr_args(
                        "files-opened",
                        &[("path", FluentValue::from(path.display().to_string()))],
                    );
                    self.report(Severity::Info, text);
                }
                Err(err) => self.report(Severity::Error, file_error_text(&self.i18n, &err)),
            },
            _ => {}
        }
    }

    /// The folder architecture configurations are saved into.
    pub fn arch_dir(&self) -> Option<PathBuf> {
        self.saves_dir
            .as_ref()
            .map(|d| d.join("architectures"))
            .or_else(crate::run::store::user_arch_dir)
    }

    fn save_arch_to(&mut self, path: &Path) {
        let result = ArchConfigFile::new(self.arch.config)
            .map_err(|err| run_error_text(&self.i18n, &err))
            .and_then(|file| {
                if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                    crate::run::store::create_dir(dir)
                        .map_err(|err| file_error_text(&self.i18n, &err))?;
                }
                saved(file.save(path)).map_err(|err| file_error_text(&self.i18n, &err))
            });
        match result {
            Ok(warning) => {
                self.warn(warning);
                // Read the folder afresh when the tab is shown next.
                self.arch_folder = None;
                let text = self.i18n.tr_args(
                    "files-saved",
                    &[("path", FluentValue::from(path.display().to_string()))],
                );
                self.report(Severity::Info, text);
            }
            Err(text) => self.report(Severity::Error, text),
        }
    }

    /// Writes the live run to the autosave file (not while replaying, not
    /// an untouched run). A failure is shown, not only logged.
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
        let result = self
            .oncall
            .run_file()
            .map_err(|err| run_error_text(&self.i18n, &err))
            .and_then(|file| {
                saved(crate::run::store::write_autosave_to(&path, &file))
                    .map_err(|err| file_error_text(&self.i18n, &err))
            });
        match result {
            Ok(warning) => self.warn_everywhere(warning),
            Err(text) => {
                let text = self.i18n.tr_args(
                    "files-autosave-failed",
                    &[("message", FluentValue::from(text))],
                );
                self.report_everywhere(Severity::Error, text);
            }
        }
    }

    /// Says that a save may not survive a power cut, on this tab.
    pub fn warn(&mut self, warning: Option<RunFileError>) {
        if let Some(warning) = warning {
            let text = file_error_text(&self.i18n, &warning);
            self.report(Severity::Warning, text);
        }
    }

    /// Says that a save may not survive a power cut, on every tab.
    pub fn warn_everywhere(&mut self, warning: Option<RunFileError>) {
        if let Some(warning) = warning {
            let text = file_error_text(&self.i18n, &warning);
            self.report_everywhere(Severity::Warning, text);
        }
    }
}
