//! The eframe application: persisted settings, the runtime session of each
//! tab, the top bar, the status bar, keyboard shortcuts, the autosave and
//! the screenshot mode.

pub mod arch;
pub mod debrief;
pub mod files;
pub mod keys;
pub mod oncall;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use egui::{RichText, Ui};
use serde::{Deserialize, Serialize};

use fluent_bundle::FluentValue;

use crate::i18n::{I18n, Language};
use crate::model::oncall::Command;
use crate::ui;
use crate::ui::reference::RefAnchor;
use arch::ArchSession;
use keys::KeyAction;
use oncall::OncallSession;

/// The tabs of the window.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
pub enum Tab {
    /// The on-call simulation.
    #[default]
    Oncall,
    /// The architecture path.
    Arch,
    /// The model reference.
    Reference,
    /// The debrief of the on-call run.
    Debrief,
}

/// Where the person is in the window.
#[derive(Debug, Clone, Default)]
pub struct Nav {
    /// The tab shown.
    pub tab: Tab,
    /// A relation to scroll the reference to, once.
    pub reference_focus: Option<RefAnchor>,
}

/// The user's preferences, persisted between starts. The one source of
/// truth for the theme and the interface scale: egui's own memory is not
/// persisted (see [`SreSimApp::persist_egui_memory`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language; `None` until chosen, then the system's on first start.
    pub language: Option<Language>,
    /// Dark theme (else light).
    pub dark: bool,
    /// UI scale (egui zoom factor), presenter mode's enlargement left out.
    pub ui_scale: f32,
    /// The tab shown last.
    pub tab: Tab,
    /// Presenter mode: larger text, charts filling the screen.
    pub presenter: bool,
    /// Run files opened or saved lately.
    pub recent: crate::run::RecentRuns,
    /// Did the app close cleanly last time? (Kept for older settings files.)
    pub clean_exit: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            language: None,
            dark: true,
            ui_scale: 1.0,
            tab: Tab::Oncall,
            presenter: false,
            recent: crate::run::RecentRuns::new(),
            clean_exit: true,
        }
    }
}

/// The smallest and largest interface scale.
pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.5..=3.0;

/// How much presenter mode enlarges the interface.
pub const PRESENTER_ZOOM: f32 = 1.25;

/// The key under which eframe's storage keeps [`Settings`].
pub const SETTINGS_KEY: &str = eframe::APP_KEY;

/// The settings found in storage, and what was wrong with them if they
/// could not be read.
pub fn read_settings(
    stored: Option<&str>,
    file: Option<&std::path::Path>,
) -> (Settings, Option<SettingsProblem>) {
    if let Some(text) = stored {
        return match ron::from_str::<Settings>(text) {
            Ok(settings) => (settings, None),
            Err(_) => (Settings::default(), Some(SettingsProblem::Unreadable)),
        };
    }
    // eframe drops a file it cannot parse without a word: look at it.
    match file.and_then(|f| std::fs::metadata(f).ok()) {
        Some(meta) if meta.len() == 0 => (Settings::default(), Some(SettingsProblem::Empty)),
        Some(_) => match file.and_then(|f| std::fs::read_to_string(f).ok()) {
            Some(text) if ron::from_str::<ron::Value>(&text).is_ok() => (Settings::default(), None),
            _ => (Settings::default(), Some(SettingsProblem::Unreadable)),
        },
        None => (Settings::default(), None),
    }
}

/// Why the stored settings were not used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingsProblem {
    /// The settings file is empty (eframe writes it in place, so a crash
    /// while it writes can leave it so).
    Empty,
    /// The settings file does not parse.
    Unreadable,
}

/// The outcome of `--screenshot`, filled in by the app before it closes.
pub type ScreenshotResult = Arc<Mutex<Option<Result<(), String>>>>;

/// A pending `--screenshot FILE` request.
#[derive(Debug)]
struct ScreenshotJob {
    path: PathBuf,
    frames_left: u32,
    requested: bool,
    image: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
    result: ScreenshotResult,
    /// Close the window once saved (`--screenshot`), or carry on (an export).
    close_after: bool,
    /// The part of the window to keep, in points (`None` = all of it).
    region: Option<egui::Rect>,
}

/// What the autosave last wrote: minute, decisions, notes.
type AutosaveMark = (u32, usize, usize);

/// The sre-sim window.
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent switches of the window, not a state machine"
)]
pub struct SreSimApp {
    /// Persisted preferences.
    pub settings: Settings,
    /// Texts in the chosen language.
    pub i18n: I18n,
    /// Navigation state.
    pub nav: Nav,
    /// The on-call tab's live run.
    pub oncall: OncallSession,
    /// The architecture tab's path.
    pub arch: ArchSession,
    /// The debrief tab's state.
    pub debrief: debrief::DebriefSession,
    /// Show the shortcuts help.
    pub show_help: bool,
    /// Show the runs window (the way to open a run without a file dialog).
    pub show_runs: bool,
    /// Where "save to folder" writes and the dialogs start (tests set a
    /// temporary folder; `None` = the user's data folder).
    pub saves_dir: Option<PathBuf>,
    /// Where the autosave goes (tests set a temporary file; `None` = the
    /// user's data folder).
    pub autosave_file: Option<PathBuf>,
    /// Try native file dialogs (off in tests: they would block).
    pub use_dialogs: bool,
    /// The last message of a file action or of the settings: text, and
    /// whether it is an error. Shown in the status bar.
    pub file_status: Option<(String, bool)>,
    /// The tab the message belongs to (`None`: every tab).
    pub file_status_tab: Option<Tab>,
    /// The saves folder's runs, read when the runs section is shown.
    saves_listing: Option<crate::run::SaveListing>,
    /// The configurations folder's files, read when the tab is shown.
    arch_folder: Option<Vec<PathBuf>>,
    /// A run autosaved by an earlier session, waiting for the person's answer.
    pub pending_restore: Option<crate::run::RunFile>,
    /// Write settings and the autosave (off for screenshots and tests).
    pub persist: bool,
    /// What the autosave last wrote.
    autosaved: Option<AutosaveMark>,
    /// The input time of the last frame, for the play clock.
    last_time: Option<f64>,
    fonts_installed: bool,
    applied_style: Option<(bool, f32)>,
    screenshot: Option<ScreenshotJob>,
}

impl Default for SreSimApp {
    fn default() -> Self {
        Self::new(Settings {
            language: Some(Language::En),
            ..Settings::default()
        })
    }
}

impl SreSimApp {
    /// The app with these settings (the language defaults to the system's).
    pub fn new(settings: Settings) -> Self {
        let mut settings = settings;
        let language = *settings.language.get_or_insert_with(Language::from_system);
        if !settings.ui_scale.is_finite() {
            settings.ui_scale = 1.0;
        }
        settings.ui_scale = settings
            .ui_scale
            .clamp(*UI_SCALE_RANGE.start(), *UI_SCALE_RANGE.end());
        Self {
            nav: Nav {
                tab: settings.tab,
                reference_focus: None,
            },
            i18n: I18n::new(language),
            settings,
            oncall: OncallSession::default(),
            arch: ArchSession::default(),
            debrief: debrief::DebriefSession::default(),
            show_help: false,
            show_runs: false,
            saves_dir: None,
            autosave_file: None,
            use_dialogs: false,
            file_status: None,
            file_status_tab: None,
            saves_listing: None,
            arch_folder: None,
            pending_restore: None,
            persist: false,
            autosaved: None,
            last_time: None,
            fonts_installed: false,
            applied_style: None,
            screenshot: None,
        }
    }

    /// The app as a person starts it: the settings from eframe's storage
    /// (defaults, with a message, if they cannot be read), the autosave of
    /// an earlier session offered back, dialogs on, everything persisted.
    pub fn from_creation_context(cc: &eframe::CreationContext<'_>) -> Self {
        let stored = cc.storage.and_then(|s| s.get_string(SETTINGS_KEY));
        let file = eframe::storage_dir("sre-sim").map(|d| d.join("app.ron"));
        let (settings, problem) = read_settings(stored.as_deref(), file.as_deref());
        let mut app = Self::new(settings);
        app.persist = true;
        app.use_dialogs = true;
        if let Some(problem) = problem {
            let id = match problem {
                SettingsProblem::Empty => "app-settings-empty",
                SettingsProblem::Unreadable => "app-settings-unreadable",
            };
            let path = file.map(|f| f.display().to_string()).unwrap_or_default();
            let text = app.i18n.tr_args(id, &[("path", FluentValue::from(path))]);
            app.set_global_status(text, true);
        }
        app.offer_autosave();
        app
    }

    /// Reads the autosave of an earlier session, if any, and offers it.
    pub fn offer_autosave(&mut self) {
        let Some(path) = self.autosave_path() else {
            return;
        };
        if !path.exists() {
            return;
        }
        match crate::run::RunFile::load(&path) {
            Ok(file) => self.pending_restore = Some(file),
            Err(err) => {
                let text = files::file_error_text(&self.i18n, &err);
                self.set_global_status(text, true);
                if let Err(err) = crate::run::store::remove_autosave_at(&path) {
                    log::warn!("{err}");
                }
            }
        }
    }

    /// Where the autosave is written.
    pub fn autosave_path(&self) -> Option<PathBuf> {
        self.autosave_file
            .clone()
            .or_else(crate::run::store::autosave_path)
    }

    /// Asks the app to save a screenshot of its own framebuffer to `path`
    /// after a few frames, then close.
    pub fn request_screenshot(&mut self, path: PathBuf, result: ScreenshotResult) {
        self.screenshot = Some(ScreenshotJob {
            path,
            frames_left: 5,
            requested: false,
            image: Arc::default(),
            result,
            close_after: true,
            region: None,
        });
    }

    /// Saves a picture of the window to `path` at the next frame (an export
    /// for slides); the outcome is shown with the other file messages.
    pub fn export_png(&mut self, path: PathBuf) {
        self.export_png_region(path, None);
    }

    /// Saves a picture of part of the window (a chart), or all of it.
    pub fn export_png_region(&mut self, path: PathBuf, region: Option<egui::Rect>) {
        self.screenshot = Some(ScreenshotJob {
            region,
            path,
            frames_left: 1,
            requested: false,
            image: Arc::default(),
            result: Arc::default(),
            close_after: false,
        });
    }

    /// Switches the language of every text.
    pub fn set_language(&mut self, language: Language) {
        self.settings.language = Some(language);
        self.i18n.set_language(language);
    }

    /// Sets the interface scale (clamped), presenter mode's enlargement
    /// left out.
    pub fn set_ui_scale(&mut self, scale: f32) {
        let scale = if scale.is_finite() { scale } else { 1.0 };
        self.settings.ui_scale = (scale * 20.0).round() / 20.0;
        self.settings.ui_scale = self
            .settings
            .ui_scale
            .clamp(*UI_SCALE_RANGE.start(), *UI_SCALE_RANGE.end());
    }

    /// The zoom egui draws with: the scale, enlarged in presenter mode.
    pub fn zoom_factor(&self) -> f32 {
        let presenter = if self.settings.presenter {
            PRESENTER_ZOOM
        } else {
            1.0
        };
        (self.settings.ui_scale * presenter).clamp(*UI_SCALE_RANGE.start(), *UI_SCALE_RANGE.end())
    }

    /// Back to the default settings (the language stays), and says so.
    pub fn reset_settings(&mut self) {
        let language = self.i18n.language();
        let recent = std::mem::take(&mut self.settings.recent);
        self.settings = Settings {
            language: Some(language),
            recent,
            ..Settings::default()
        };
        self.nav.tab = self.settings.tab;
        let text = self.i18n.tr("app-settings-reset-done");
        self.set_global_status(text, false);
    }

    /// A message for every tab (settings, autosave).
    pub fn set_global_status(&mut self, text: String, error: bool) {
        self.file_status = Some((text, error));
        self.file_status_tab = None;
    }

    /// Applies the settings' theme and scale to egui when they change.
    fn apply_style(&mut self, ctx: &egui::Context) {
        let wanted = (self.settings.dark, self.zoom_factor());
        if self.applied_style == Some(wanted) {
            return;
        }
        self.applied_style = Some(wanted);
        ctx.set_theme(if wanted.0 {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        ctx.set_zoom_factor(wanted.1);
        // The scale has one source: the settings, changed by the shortcut table.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
    }

    /// The whole window, inside the given `Ui` (also what the UI tests drive).
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if !self.fonts_installed {
            install_fonts(&ctx);
            self.fonts_installed = true;
        }
        self.apply_style(&ctx);
        self.shortcuts(&ctx);
        self.apply_style(&ctx);
        self.play_clock(&ctx);

        egui::Panel::top("top-bar").show(ui, |ui| self.top_bar_ui(ui));
        self.status_bar_ui(ui);
        match self.nav.tab {
            Tab::Oncall => self.oncall_tab_ui(ui),
            Tab::Arch => {
                let folder = self
                    .arch_dir()
                    .map(|d| ui::arch::ron_files(&d))
                    .unwrap_or_default();
                let action = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        // Each tab keeps its own scroll position.
                        ui.push_id("arch-tab", |ui| {
                            ui::arch::arch_ui(ui, &self.i18n, &mut self.arch, &folder, None)
                        })
                        .inner
                    })
                    .inner;
                if let Some(action) = action {
                    self.handle_file_action(action);
                    // Read the folder afresh after a save.
                    self.arch_folder = None;
                }
            }
            Tab::Reference => {
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.push_id("reference-tab", |ui| {
                        ui::reference::reference_ui(
                            ui,
                            &self.i18n,
                            self.oncall.row(),
                            &self.arch,
                            &mut self.nav.reference_focus,
                        );
                    });
                });
            }
            Tab::Debrief => {
                let action = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        ui.push_id("debrief-tab", |ui| {
                            ui::debrief::debrief_ui(
                                ui,
                                &self.i18n,
                                &self.debrief,
                                self.oncall.sim.minute(),
                                None,
                            )
                        })
                        .inner
                    })
                    .inner;
                if let Some(action) = action {
                    self.handle_debrief_action(&ctx, action);
                }
            }
        }
        if self.show_help {
            self.help_window(&ctx);
        }
        if self.show_runs {
            self.runs_window(&ctx);
        }
        if self.pending_restore.is_some()
            && let Some(action) =
                ui::files::restore_ui(&ctx, &self.i18n, self.pending_restore.as_ref())
        {
            self.handle_file_action(action);
        }
        self.keep_discarded_run();
        self.write_autosave_if_changed();
        self.settings.tab = self.nav.tab;
    }

    /// Advances the play clock by the input time elapsed since the last
    /// frame, and asks for the next repaint only when the next simulated
    /// minute is due (idle costs nothing; 1 min/s is one repaint a second).
    fn play_clock(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let elapsed = self.last_time.map_or(0.0, |last| (now - last).max(0.0));
        self.last_time = Some(now);
        let was_finished = self.oncall.finished();
        self.oncall.advance(elapsed as f32);
        if self.oncall.playing {
            let wait = self.oncall.secs_to_next_minute();
            ctx.request_repaint_after(std::time::Duration::from_secs_f32(wait.max(0.005)));
        }
        // The scenario just reached its end in live play: debrief it.
        if !was_finished && self.oncall.finished() && self.oncall.replay.is_none() {
            self.debrief.make(&self.oncall);
            self.nav.tab = Tab::Debrief;
        }
        if self.debrief.poll() {
            // The ensemble runs in the background; keep the progress moving.
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
    }

    /// A live run that a restart, an open or a ghost replaced is kept in
    /// the saves folder, and the person is told where.
    fn keep_discarded_run(&mut self) {
        let Some(file) = self.oncall.take_discarded() else {
            return;
        };
        // Only where files are kept: the person's app, or a test's folder.
        if !self.persist && self.saves_dir.is_none() {
            return;
        }
        let Some(dir) = self.saves_dir() else {
            let text = files::file_error_text(&self.i18n, &crate::run::RunFileError::NoDataDir);
            return self.set_global_status(text, true);
        };
        let path = dir.join(format!("unsaved-{}", file.suggested_file_name()));
        let result = crate::run::store::create_dir(&dir).and_then(|()| file.save(&path));
        match result {
            Ok(()) => {
                self.settings.recent.push(&path);
                self.saves_listing = None;
                let text = self.i18n.tr_args(
                    "files-kept-unsaved",
                    &[("path", FluentValue::from(path.display().to_string()))],
                );
                self.set_global_status(text, false);
            }
            Err(err) => {
                let text = files::file_error_text(&self.i18n, &err);
                self.set_global_status(text, true);
            }
        }
    }

    /// Writes the autosave when the live run moved on a minute, took a
    /// decision or a note (not only in `App::save`, which eframe calls
    /// every 30 s and on a graceful close, never on a crash).
    fn write_autosave_if_changed(&mut self) {
        if !self.persist || self.oncall.replay.is_some() || self.pending_restore.is_some() {
            return;
        }
        let mark = (
            self.oncall.sim.minute(),
            self.oncall.sim.timeline().len(),
            self.oncall.annotations.len(),
        );
        if mark == (0, 0, 0) || self.autosaved == Some(mark) {
            return;
        }
        self.autosaved = Some(mark);
        self.autosave();
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        let typing = ctx.egui_wants_keyboard_input();
        let tab = self.nav.tab;
        let presses = ctx.input_mut(|i| keys::take_presses(i, tab, typing));
        for action in presses {
            self.key_action(action);
        }
    }

    /// Carries out one press of a shortcut.
    pub fn key_action(&mut self, action: KeyAction) {
        use crate::model::oncall::command::{
            CACHE_TTL_SECS_RANGE, MIN_INSTANCES_RANGE, SHED_SHARE_RANGE, TARGET_UTILIZATION_RANGE,
        };
        let clamp =
            |x: f64, range: &std::ops::RangeInclusive<f64>| x.clamp(*range.start(), *range.end());
        let c = self.oncall.sim.controls();
        let target = |x: f64| clamp((x * 20.0).round() / 20.0, &TARGET_UTILIZATION_RANGE);
        let shed = |x: f64| clamp((x * 10.0).round() / 10.0, &SHED_SHARE_RANGE);
        let command = match action {
            KeyAction::PlayPause => {
                self.oncall.playing = !self.oncall.playing;
                None
            }
            KeyAction::Step => {
                self.oncall.step();
                None
            }
            KeyAction::MinInstancesUp => Some(Command::SetMinInstances(
                (c.min_instances + 1).min(*MIN_INSTANCES_RANGE.end()),
            )),
            KeyAction::MinInstancesDown => Some(Command::SetMinInstances(
                c.min_instances
                    .saturating_sub(1)
                    .max(*MIN_INSTANCES_RANGE.start()),
            )),
            KeyAction::ToggleAutoscaling => Some(Command::SetAutoscaling(!c.autoscaling)),
            KeyAction::TargetUp => Some(Command::SetTargetUtilization(target(
                c.target_utilization + 0.05,
            ))),
            KeyAction::TargetDown => Some(Command::SetTargetUtilization(target(
                c.target_utilization - 0.05,
            ))),
            KeyAction::TtlUp => Some(Command::SetCacheTtl(clamp(
                c.cache_ttl_secs * 2.0,
                &CACHE_TTL_SECS_RANGE,
            ))),
            KeyAction::TtlDown => Some(Command::SetCacheTtl(clamp(
                (c.cache_ttl_secs / 2.0).round(),
                &CACHE_TTL_SECS_RANGE,
            ))),
            KeyAction::WarmUp => Some(Command::StartWarmUp),
            KeyAction::ShedUp => Some(Command::SetShedShare(shed(c.shed_share + 0.1))),
            KeyAction::ShedDown => Some(Command::SetShedShare(shed(c.shed_share - 0.1))),
            KeyAction::ToggleFeature => Some(Command::SetHeavyFeature(!c.heavy_feature)),
            KeyAction::Rollback => Some(Command::Rollback),
            KeyAction::Annotate => {
                self.oncall.annotate(&self.i18n);
                None
            }
            KeyAction::Presenter => {
                self.settings.presenter = !self.settings.presenter;
                None
            }
            KeyAction::ZoomIn => {
                self.set_ui_scale(self.settings.ui_scale + 0.1);
                None
            }
            KeyAction::ZoomOut => {
                self.set_ui_scale(self.settings.ui_scale - 0.1);
                None
            }
            KeyAction::ZoomReset => {
                self.set_ui_scale(1.0);
                None
            }
            KeyAction::Save => {
                self.handle_file_action(files::FileAction::SaveDialog);
                None
            }
            KeyAction::Open => {
                self.handle_file_action(files::FileAction::OpenDialog);
                None
            }
            KeyAction::Help => {
                self.show_help = !self.show_help;
                None
            }
            KeyAction::NextLanguage => {
                let all = Language::ALL;
                let k = all
                    .iter()
                    .position(|l| *l == self.i18n.language())
                    .unwrap_or(0);
                self.set_language(all[(k + 1) % all.len()]);
                None
            }
        };
        // A press at a control's limit changes nothing and is not recorded.
        let command = command.filter(|command| changes(*command, &c));
        if let Some(command) = command {
            if self.oncall.replay.is_some() {
                let text = self.i18n.tr("files-take-over-first");
                self.set_status(text, true);
            } else {
                self.oncall.command(command);
            }
        }
    }

    fn top_bar_ui(&mut self, ui: &mut Ui) {
        let presenter = self.settings.presenter;
        ui.horizontal_wrapped(|ui| {
            // No title: the window's title bar carries the name, and the
            // room goes to the tabs at larger scales.
            for (tab, id) in [
                (Tab::Oncall, "app-tab-oncall"),
                (Tab::Arch, "app-tab-arch"),
                (Tab::Reference, "app-tab-reference"),
                (Tab::Debrief, "app-tab-debrief"),
            ] {
                ui.selectable_value(&mut self.nav.tab, tab, self.i18n.tr(id));
            }
            ui.separator();
            let mut language = self.i18n.language();
            let label = ui.label(self.i18n.tr("app-language"));
            egui::ComboBox::from_id_salt("language")
                .selected_text(language.native_name())
                .show_ui(ui, |ui| {
                    for candidate in Language::ALL {
                        ui.selectable_value(&mut language, candidate, candidate.native_name());
                    }
                })
                .response
                .labelled_by(label.id);
            if language != self.i18n.language() {
                self.set_language(language);
            }
            let theme = if self.settings.dark {
                "app-theme-light"
            } else {
                "app-theme-dark"
            };
            if ui.button(self.i18n.tr(theme)).clicked() {
                self.settings.dark = !self.settings.dark;
            }
            let mut on = presenter;
            if ui
                .toggle_value(&mut on, self.i18n.tr("app-presenter-mode"))
                .on_hover_text(keys::chords_text(ui.ctx(), KeyAction::Presenter))
                .clicked()
            {
                self.settings.presenter = on;
            }
            let scale = ui
                .label(format!(
                    "{} {}",
                    self.i18n.tr("app-ui-scale"),
                    self.i18n.fmt_percent(f64::from(self.settings.ui_scale), 0)
                ))
                .on_hover_text(format!(
                    "{}: {}\n{}: {}\n{}: {}",
                    keys::chords_text(ui.ctx(), KeyAction::ZoomIn),
                    self.i18n.tr(KeyAction::ZoomIn.help_id()),
                    keys::chords_text(ui.ctx(), KeyAction::ZoomOut),
                    self.i18n.tr(KeyAction::ZoomOut.help_id()),
                    keys::chords_text(ui.ctx(), KeyAction::ZoomReset),
                    self.i18n.tr(KeyAction::ZoomReset.help_id()),
                ));
            if !presenter {
                if ui.small_button("−").labelled_by(scale.id).clicked() {
                    self.key_action(KeyAction::ZoomOut);
                }
                if ui.small_button("+").labelled_by(scale.id).clicked() {
                    self.key_action(KeyAction::ZoomIn);
                }
                if ui
                    .button("PNG")
                    .on_hover_text(self.i18n.tr("debrief-ui-export-png"))
                    .clicked()
                {
                    self.handle_debrief_action(ui.ctx(), ui::debrief::DebriefAction::ExportPng);
                }
            }
            if ui
                .button(self.i18n.tr("app-help"))
                .on_hover_text(keys::chords_text(ui.ctx(), KeyAction::Help))
                .clicked()
            {
                self.show_help = !self.show_help;
            }
        });
    }

    /// The status bar: the last message of a file action or of the
    /// settings, on its tab (or on every tab), until dismissed.
    fn status_bar_ui(&mut self, ui: &mut Ui) {
        let shown = self.file_status_tab.is_none_or(|tab| tab == self.nav.tab);
        let Some((text, error)) = self.file_status.clone().filter(|_| shown) else {
            return;
        };
        let mut dismiss = false;
        egui::Panel::bottom("status-bar").show(ui, |ui| {
            ui.horizontal(|ui| {
                if ui
                    .small_button("✖")
                    .on_hover_text(self.i18n.tr("app-status-dismiss"))
                    .clicked()
                {
                    dismiss = true;
                }
                let (symbol, color) = if error {
                    (
                        ui::Health::Bad.symbol(),
                        ui::Health::Bad.color(ui.visuals()),
                    )
                } else {
                    (ui::Health::Good.symbol(), ui.visuals().text_color())
                };
                ui.add(
                    egui::Label::new(RichText::new(format!("{symbol} {text}")).color(color)).wrap(),
                );
            });
        });
        if dismiss {
            self.file_status = None;
        }
    }

    /// The runs section: save, open, the recent runs, the saves folder and
    /// the examples. Returns what the person asked.
    fn runs_section_ui(&mut self, ui: &mut Ui) -> Option<files::FileAction> {
        let dir = self.saves_dir();
        let listing = self
            .saves_listing
            .get_or_insert_with(|| dir.map(|d| crate::run::list_saves(&d)).unwrap_or_default());
        ui::files::runs_ui(ui, &self.i18n, &self.settings.recent, listing, None)
    }

    fn run_file_action(&mut self, action: files::FileAction) {
        let saved = matches!(
            action,
            files::FileAction::SaveDialog | files::FileAction::SaveToFolder
        );
        self.handle_file_action(action);
        if saved {
            self.saves_listing = None;
        }
    }

    /// The on-call side panel: the runs section and the controls (disabled
    /// while replaying).
    fn oncall_side_panel_ui(&mut self, ui: &mut Ui) {
        let mut action = None;
        egui::Panel::left("oncall-controls")
            .default_size(340.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("oncall-side")
                    .show(ui, |ui| {
                        let runs = egui::CollapsingHeader::new(self.i18n.tr("files-title"))
                            .id_salt("runs")
                            .show(ui, |ui| self.runs_section_ui(ui));
                        if runs.body_returned.is_none() {
                            // Read the folder afresh the next time the section opens.
                            self.saves_listing = None;
                        }
                        action = runs.body_returned.flatten();
                        ui.separator();
                        let live = self.oncall.replay.is_none();
                        ui.add_enabled_ui(live, |ui| {
                            ui::oncall::controls_ui(ui, &self.i18n, &mut self.oncall);
                        });
                    });
            });
        if let Some(action) = action {
            self.run_file_action(action);
        }
    }

    /// The runs window: how to open a run when no file dialog can open.
    fn runs_window(&mut self, ctx: &egui::Context) {
        let mut open = self.show_runs;
        let mut action = None;
        egui::Window::new(self.i18n.tr("files-title"))
            .open(&mut open)
            .default_width(360.0)
            .max_height(ctx.content_rect().height() * 0.8)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| action = self.runs_section_ui(ui));
            });
        self.show_runs = open;
        if let Some(action) = action {
            let opens = !matches!(
                action,
                files::FileAction::SaveDialog | files::FileAction::SaveToFolder
            );
            self.run_file_action(action);
            if opens {
                self.show_runs = false;
            }
        }
    }

    fn oncall_tab_ui(&mut self, ui: &mut Ui) {
        let presenter = self.settings.presenter;
        if !presenter {
            self.oncall_side_panel_ui(ui);
        }
        egui::CentralPanel::default().show(ui, |ui| {
            let row = *self.oncall.row();
            ui::files::replay_bar_ui(ui, &self.i18n, &mut self.oncall);
            if let Some(ghost) = &self.oncall.ghost {
                let name = ghost.name.clone();
                let mut clear = false;
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(format!("{}: {name}", self.i18n.tr("files-ghost-label")))
                            .weak(),
                    );
                    clear = ui.small_button(self.i18n.tr("files-clear-ghost")).clicked();
                });
                if clear {
                    self.oncall.ghost = None;
                }
            }
            ui::oncall::paging_banner_ui(ui, &self.i18n, &row);
            egui::ScrollArea::vertical()
                .id_salt("oncall-main")
                .show(ui, |ui| {
                    if presenter {
                        ui::oncall::headline_ui(ui, &self.i18n, &row, self.oncall.playing);
                    } else {
                        ui.horizontal_top(|ui| {
                            ui.vertical(|ui| {
                                ui::oncall::metrics_ui(ui, &self.i18n, &row, &mut self.nav);
                            });
                            ui.add_space(24.0);
                            ui.vertical(|ui| ui::oncall::breakdown_ui(ui, &self.i18n, &row));
                        });
                    }
                    ui.separator();
                    // Three rows of charts; in presenter mode they share the
                    // height left, else they are 160 points high (and scroll).
                    let height = if presenter {
                        // Each row also holds a title, a legend and the time axis.
                        let overhead = 2.0 * ui.spacing().interact_size.y + 30.0;
                        (ui.available_height() / 3.0 - overhead).max(100.0)
                    } else {
                        160.0
                    };
                    if let Some((id, rect)) =
                        ui::oncall::charts_ui(ui, &self.i18n, &self.oncall, height, presenter)
                    {
                        self.export_chart(ui.ctx(), id, rect);
                    }
                });
        });
    }

    fn export_chart(&mut self, ctx: &egui::Context, id: &str, rect: egui::Rect) {
        let Some(dir) = self.saves_dir() else {
            let text = files::file_error_text(&self.i18n, &crate::run::RunFileError::NoDataDir);
            return self.set_status(text, true);
        };
        if let Err(err) = crate::run::store::create_dir(&dir) {
            let text = files::file_error_text(&self.i18n, &err);
            return self.set_status(text, true);
        }
        let spec = self.oncall.sim.spec();
        let name = format!(
            "{}-seed-{}-minute-{}-{id}.png",
            spec.scenario.name(),
            spec.seed,
            self.oncall.sim.minute()
        );
        self.export_png_region(dir.join(name), Some(rect));
        ctx.request_repaint();
    }

    /// Every shortcut of the table, with where it applies.
    fn help_window(&mut self, ctx: &egui::Context) {
        let mut open = self.show_help;
        let mut reset = false;
        egui::Window::new(self.i18n.tr("app-shortcuts"))
            .open(&mut open)
            .max_height(ctx.content_rect().height() * 0.85)
            .show(ctx, |ui| {
                reset = ui
                    .button(self.i18n.tr("app-settings-reset"))
                    .on_hover_text(self.i18n.tr("app-settings-reset-help"))
                    .clicked();
                ui.separator();
                egui::ScrollArea::vertical().show(ui, |ui| {
                    egui::Grid::new("shortcuts")
                        .num_columns(3)
                        .striped(true)
                        .show(ui, |ui| {
                            for action in keys::actions() {
                                let scope = keys::SHORTCUTS
                                    .iter()
                                    .find(|s| s.action == action)
                                    .map_or(keys::Scope::Everywhere, |s| s.scope);
                                ui.label(
                                    RichText::new(keys::chords_text(ui.ctx(), action)).monospace(),
                                );
                                ui.label(self.i18n.tr(action.help_id()));
                                let where_id = match scope {
                                    keys::Scope::Everywhere => "app-key-scope-everywhere",
                                    keys::Scope::Tab(_) => "app-key-scope-oncall",
                                };
                                ui.label(RichText::new(self.i18n.tr(where_id)).weak());
                                ui.end_row();
                            }
                        });
                });
            });
        self.show_help = open;
        if reset {
            self.reset_settings();
        }
    }

    fn screenshot_logic(&mut self, ctx: &egui::Context) {
        let Some(job) = &mut self.screenshot else {
            return;
        };
        let image = job.image.lock().ok().and_then(|mut slot| slot.take());
        if let Some(image) = image {
            let image = match job.region {
                Some(rect) => Arc::new(image.region(&rect, Some(ctx.pixels_per_point()))),
                None => image,
            };
            let outcome = save_png(&job.path, &image);
            if job.close_after {
                if let Ok(mut slot) = job.result.lock() {
                    *slot = Some(outcome);
                }
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                let text = match outcome {
                    Ok(()) => self.i18n.tr_args(
                        "debrief-ui-exported",
                        &[("path", FluentValue::from(job.path.display().to_string()))],
                    ),
                    Err(message) => message,
                };
                self.file_status = Some((text, false));
                self.screenshot = None;
            }
            return;
        }
        if job.frames_left > 0 {
            job.frames_left -= 1;
        } else if !job.requested {
            job.requested = true;
            let slot = Arc::clone(&job.image);
            let repaint = ctx.clone();
            ctx.request_screenshot(move |image| {
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(image);
                }
                repaint.request_repaint();
            });
        }
        ctx.request_repaint();
    }
}

/// Would `command` change these controls? (A warm-up or a rollback always
/// does something.)
fn changes(command: Command, c: &crate::model::oncall::Controls) -> bool {
    match command {
        Command::SetMinInstances(n) => n != c.min_instances,
        Command::SetAutoscaling(on) => on != c.autoscaling,
        Command::SetTargetUtilization(x) => x != c.target_utilization,
        Command::SetCacheTtl(x) => x != c.cache_ttl_secs,
        Command::SetShedShare(x) => x != c.shed_share,
        Command::SetHeavyFeature(on) => on != c.heavy_feature,
        Command::StartWarmUp | Command::Rollback => true,
    }
}

/// Adds `DejaVu Sans` as the last fallback of both font families, for the
/// formulas' symbols (⇒, ⌈⌉, √, ρ, …) that egui's default fonts lack. Every
/// machine gets the same glyphs, offline.
pub fn install_fonts(ctx: &egui::Context) {
    use egui::epaint::text::{FontInsert, InsertFontFamily};
    for (name, bytes, family) in [
        (
            "DejaVuSans",
            &include_bytes!("../../assets/fonts/DejaVuSans.ttf")[..],
            egui::FontFamily::Proportional,
        ),
        (
            "DejaVuSansMono",
            &include_bytes!("../../assets/fonts/DejaVuSansMono.ttf")[..],
            egui::FontFamily::Monospace,
        ),
    ] {
        ctx.add_font(FontInsert::new(
            name,
            egui::FontData::from_static(bytes),
            vec![InsertFontFamily {
                family,
                priority: egui::epaint::text::FontPriority::Lowest,
            }],
        ));
    }
}

/// Saves an egui image as PNG; refuses a blank (single-colour) image.
fn save_png(path: &std::path::Path, image: &egui::ColorImage) -> Result<(), String> {
    let first = image.pixels.first().copied();
    let distinct = image.pixels.iter().filter(|p| Some(**p) != first).count();
    if image.pixels.is_empty() || distinct < image.pixels.len() / 100 {
        return Err(format!(
            "the screenshot is blank ({} × {} pixels, one colour)",
            image.size[0], image.size[1]
        ));
    }
    let [w, h] = image.size;
    let rgba: Vec<u8> = image
        .pixels
        .iter()
        .flat_map(egui::Color32::to_array)
        .collect();
    let buffer = image::RgbaImage::from_raw(w as u32, h as u32, rgba)
        .ok_or_else(|| "the screenshot has the wrong size".to_owned())?;
    buffer
        .save(path)
        .map_err(|err| format!("cannot write the screenshot: {err}: {}", path.display()))
}

impl eframe::App for SreSimApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.screenshot_logic(ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if !self.persist {
            return;
        }
        eframe::set_value(storage, SETTINGS_KEY, &self.settings);
        self.autosave();
    }

    /// egui's memory is not persisted: the settings are the one source of
    /// the theme and the scale, and a plot's remembered bounds must not
    /// outlive the run they were drawn for.
    fn persist_egui_memory(&self) -> bool {
        false
    }
}

/// What the window opens with, from the command line.
#[derive(Debug, Clone, Default)]
pub struct WindowOptions {
    /// The tab to show.
    pub tab: Option<Tab>,
    /// Save a screenshot there and exit.
    pub screenshot: Option<PathBuf>,
    /// A run to replay, already read.
    pub open: Option<(PathBuf, crate::run::RunFile)>,
    /// With `open` and `screenshot`: the minute of the run to show.
    pub minute: Option<u32>,
    /// The language (else the saved one, else the system's).
    pub language: Option<Language>,
    /// The window's inner size in points.
    pub size: Option<[f32; 2]>,
}

/// Opens the window.
pub fn run_native(options: WindowOptions) -> anyhow::Result<()> {
    let icon = eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")).ok();
    let size = options.size.unwrap_or([1280.0, 800.0]);
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("sre-sim")
        .with_inner_size(size)
        .with_min_inner_size([640.0, 400.0]);
    if let Some(icon) = icon {
        viewport = viewport.with_icon(Arc::new(icon));
    }
    let screenshot = options.screenshot.clone();
    let native = eframe::NativeOptions {
        viewport,
        renderer: eframe::Renderer::Glow,
        // The window opens at its default size (or --size) every time:
        // eframe restores a size saved in points without the zoom, so a
        // scaled window would shrink at every start.
        persist_window: false,
        ..Default::default()
    };
    let wants_screenshot = screenshot.is_some();
    let result: ScreenshotResult = Arc::default();
    let shared = Arc::clone(&result);
    eframe::run_native(
        "sre-sim",
        native,
        Box::new(move |cc| {
            let mut app = if screenshot.is_some() {
                SreSimApp::default()
            } else {
                SreSimApp::from_creation_context(cc)
            };
            if let Some(language) = options.language {
                app.set_language(language);
            }
            if let Some((path, file)) = options.open.clone() {
                let name = path
                    .file_stem()
                    .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
                app.open_run(&name, file, Some(&path));
                if let Some(minute) = options.minute {
                    app.oncall.scrub_to(minute);
                }
            }
            if let Some(tab) = options.tab {
                app.nav.tab = tab;
                if tab == Tab::Debrief {
                    app.debrief.make(&app.oncall);
                    app.debrief.run_luck_now(&app.oncall);
                }
            }
            if let Some(path) = screenshot.clone() {
                app.request_screenshot(path, shared);
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|err| anyhow::anyhow!("cannot open the window: {err}"))?;
    let outcome = result.lock().map_or(None, |mut slot| slot.take());
    match outcome {
        Some(Err(message)) => anyhow::bail!(message),
        None if wants_screenshot => {
            anyhow::bail!("the window closed before the screenshot was taken")
        }
        _ => Ok(()),
    }
}
