//! The eframe application: persisted settings, the runtime session of each
//! tab, the top bar, keyboard shortcuts and the screenshot mode.

pub mod arch;
pub mod debrief;
pub mod files;
pub mod oncall;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};
use serde::{Deserialize, Serialize};

use fluent_bundle::FluentValue;

use crate::i18n::{I18n, Language};
use crate::model::oncall::Command;
use crate::ui;
use crate::ui::reference::RefAnchor;
use arch::ArchSession;
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

/// The user's preferences, persisted between starts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language; `None` until chosen, then the system's on first start.
    pub language: Option<Language>,
    /// Dark theme (else light).
    pub dark: bool,
    /// UI scale (egui zoom factor).
    pub ui_scale: f32,
    /// The tab shown last.
    pub tab: Tab,
    /// Presenter mode: larger text, charts filling the screen.
    pub presenter: bool,
    /// Run files opened or saved lately.
    pub recent: crate::run::RecentRuns,
    /// Did the app close cleanly last time? (If not, offer the autosave.)
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

/// The sre-sim window.
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
    /// Where "save to folder" writes and the dialogs start (tests set a
    /// temporary folder; `None` = the user's data folder).
    pub saves_dir: Option<PathBuf>,
    /// The last file message: text, and whether it is an error.
    pub file_status: Option<(String, bool)>,
    /// The saves folder's runs, read when the runs section is shown.
    saves_listing: Option<crate::run::SaveListing>,
    /// The configurations folder's files, read when the tab is shown.
    arch_folder: Option<Vec<PathBuf>>,
    /// A run autosaved before a crash, waiting for the person's answer.
    pub pending_restore: Option<crate::run::RunFile>,
    /// Write settings and the autosave (off for screenshots and tests).
    pub persist: bool,
    fonts_installed: bool,
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
            saves_dir: None,
            file_status: None,
            saves_listing: None,
            arch_folder: None,
            pending_restore: None,
            persist: false,
            fonts_installed: false,
            screenshot: None,
        }
    }

    /// Restores the settings from eframe's storage.
    pub fn from_creation_context(cc: &eframe::CreationContext<'_>) -> Self {
        let settings = cc
            .storage
            .and_then(|storage| eframe::get_value::<Settings>(storage, eframe::APP_KEY))
            .unwrap_or_default();
        let app = Self::new(settings);
        cc.egui_ctx
            .set_zoom_factor(app.settings.ui_scale.clamp(0.5, 3.0));
        app
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

    /// The whole window, inside the given `Ui` (also what the UI tests drive).
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if !self.fonts_installed {
            install_fonts(&ctx);
            self.fonts_installed = true;
        }
        let theme = if self.settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        };
        if ctx.theme() != theme {
            ctx.set_theme(theme);
        }
        self.shortcuts(&ctx);
        let dt = ctx.input(|i| i.stable_dt);
        let was_finished = self.oncall.finished();
        if self.oncall.advance(dt) > 0 || self.oncall.playing {
            ctx.request_repaint();
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

        egui::Panel::top("top-bar").show(ui, |ui| self.top_bar_ui(ui));
        match self.nav.tab {
            Tab::Oncall => self.oncall_tab_ui(ui),
            Tab::Arch => {
                let folder = self
                    .arch_dir()
                    .map(|d| ui::arch::ron_files(&d))
                    .unwrap_or_default();
                let action = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        ui::arch::arch_ui(
                            ui,
                            &self.i18n,
                            &mut self.arch,
                            &folder,
                            self.file_status.as_ref(),
                        )
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
                    ui::reference::reference_ui(
                        ui,
                        &self.i18n,
                        self.oncall.row(),
                        &self.arch,
                        &mut self.nav.reference_focus,
                    );
                });
            }
            Tab::Debrief => {
                let action = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        ui::debrief::debrief_ui(
                            ui,
                            &self.i18n,
                            &self.debrief,
                            self.oncall.sim.minute(),
                            self.file_status.as_ref(),
                        )
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
        if self.pending_restore.is_some()
            && let Some(action) = ui::files::restore_ui(&ctx, &self.i18n)
        {
            self.handle_file_action(action);
        }
        self.settings.tab = self.nav.tab;
        self.settings.ui_scale = ctx.zoom_factor();
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        let (save, open) = ctx.input_mut(|i| {
            (
                i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::S)),
                i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::O)),
            )
        });
        if save {
            self.handle_file_action(files::FileAction::SaveDialog);
        }
        if open {
            self.handle_file_action(files::FileAction::OpenDialog);
        }
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let (space, right) = ctx.input_mut(|i| {
            (
                i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, Key::Space)),
                i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, Key::ArrowRight)),
            )
        });
        if self.nav.tab == Tab::Oncall {
            if space {
                self.oncall.playing = !self.oncall.playing;
            }
            if right {
                self.oncall.step();
            }
            self.control_shortcuts(ctx);
        }
    }

    /// One key for every control (documented in the help panel and the
    /// controls' tooltips), for presenting without the side panel.
    fn control_shortcuts(&mut self, ctx: &egui::Context) {
        use crate::model::oncall::command::{
            CACHE_TTL_SECS_RANGE, MIN_INSTANCES_RANGE, SHED_SHARE_RANGE, TARGET_UTILIZATION_RANGE,
        };
        // Shift variants first: a pattern without Shift also matches with it.
        let pressed = |key: Key, shift: bool| {
            let modifiers = if shift {
                Modifiers::SHIFT
            } else {
                Modifiers::NONE
            };
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(modifiers, key)))
        };
        let c = self.oncall.sim.controls();
        let clamp =
            |x: f64, range: &std::ops::RangeInclusive<f64>| x.clamp(*range.start(), *range.end());
        let mut commands = Vec::new();
        if pressed(Key::I, true) {
            commands.push(Command::SetMinInstances(
                c.min_instances
                    .saturating_sub(1)
                    .max(*MIN_INSTANCES_RANGE.start()),
            ));
        } else if pressed(Key::I, false) {
            commands.push(Command::SetMinInstances(
                (c.min_instances + 1).min(*MIN_INSTANCES_RANGE.end()),
            ));
        }
        if pressed(Key::A, false) {
            commands.push(Command::SetAutoscaling(!c.autoscaling));
        }
        let target = |x: f64| clamp((x * 20.0).round() / 20.0, &TARGET_UTILIZATION_RANGE);
        if pressed(Key::U, true) {
            commands.push(Command::SetTargetUtilization(target(
                c.target_utilization - 0.05,
            )));
        } else if pressed(Key::U, false) {
            commands.push(Command::SetTargetUtilization(target(
                c.target_utilization + 0.05,
            )));
        }
        if pressed(Key::T, true) {
            commands.push(Command::SetCacheTtl(clamp(
                (c.cache_ttl_secs / 2.0).round(),
                &CACHE_TTL_SECS_RANGE,
            )));
        } else if pressed(Key::T, false) {
            commands.push(Command::SetCacheTtl(clamp(
                c.cache_ttl_secs * 2.0,
                &CACHE_TTL_SECS_RANGE,
            )));
        }
        if pressed(Key::W, false) {
            commands.push(Command::StartWarmUp);
        }
        let shed = |x: f64| clamp((x * 10.0).round() / 10.0, &SHED_SHARE_RANGE);
        if pressed(Key::S, true) {
            commands.push(Command::SetShedShare(shed(c.shed_share - 0.1)));
        } else if pressed(Key::S, false) {
            commands.push(Command::SetShedShare(shed(c.shed_share + 0.1)));
        }
        if pressed(Key::F, false) {
            commands.push(Command::SetHeavyFeature(!c.heavy_feature));
        }
        if pressed(Key::R, false) {
            commands.push(Command::Rollback);
        }
        let annotate = pressed(Key::N, false);
        let presenter = pressed(Key::P, false);
        for command in commands {
            self.oncall.command(command);
        }
        if annotate {
            self.oncall.annotate(&self.i18n);
        }
        if presenter {
            self.set_presenter(ctx, !self.settings.presenter);
        }
    }

    fn top_bar_ui(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(self.i18n.tr("app-title")).strong());
            ui.separator();
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
            let mut presenter = self.settings.presenter;
            if ui
                .toggle_value(&mut presenter, self.i18n.tr("app-presenter-mode"))
                .clicked()
            {
                self.set_presenter(ui.ctx(), presenter);
            }
            ui.label(format!(
                "{} {:.0} %",
                self.i18n.tr("app-ui-scale"),
                ui.ctx().zoom_factor() * 100.0
            ))
            .on_hover_text(format!(
                "{}\n{}\n{}",
                self.i18n.tr("app-shortcut-zoom-in"),
                self.i18n.tr("app-shortcut-zoom-out"),
                self.i18n.tr("app-shortcut-zoom-reset")
            ));
            if ui.button(self.i18n.tr("debrief-ui-export-png")).clicked() {
                self.handle_debrief_action(ui.ctx(), ui::debrief::DebriefAction::ExportPng);
            }
            if ui.button(self.i18n.tr("app-help")).clicked() {
                self.show_help = !self.show_help;
            }
        });
    }

    fn set_presenter(&mut self, ctx: &egui::Context, on: bool) {
        self.settings.presenter = on;
        let zoom = ctx.zoom_factor();
        ctx.set_zoom_factor(if on {
            (zoom * 1.5).min(3.0)
        } else {
            (zoom / 1.5).max(0.5)
        });
    }

    /// The on-call side panel: the runs section and the controls (disabled
    /// while replaying).
    fn oncall_side_panel_ui(&mut self, ui: &mut Ui) {
        let mut action = None;
        egui::Panel::left("oncall-controls")
            .default_size(340.0)
            .show(ui, |ui| {
                let runs = egui::CollapsingHeader::new(self.i18n.tr("files-title"))
                    .id_salt("runs")
                    .show(ui, |ui| {
                        let dir = self.saves_dir();
                        let listing = self.saves_listing.get_or_insert_with(|| {
                            dir.map(|d| crate::run::list_saves(&d)).unwrap_or_default()
                        });
                        ui::files::runs_ui(
                            ui,
                            &self.i18n,
                            &self.settings.recent,
                            listing,
                            self.file_status.as_ref(),
                        )
                    });
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
        if let Some(action) = action {
            let saved = matches!(
                action,
                files::FileAction::SaveDialog | files::FileAction::SaveToFolder
            );
            self.handle_file_action(action);
            if saved {
                self.saves_listing = None;
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
                ui.horizontal(|ui| {
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
            egui::ScrollArea::vertical().show(ui, |ui| {
                if presenter {
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(crate::cli::oncall::clock_text(row.clock_minutes))
                                .monospace()
                                .size(40.0),
                        );
                        ui.separator();
                        for (id, value) in [
                            (
                                "oncall-metric-burn-1h",
                                self.i18n.fmt_burn(row.burn_rate_1h),
                            ),
                            (
                                "oncall-metric-p99",
                                format!("{} s", self.i18n.fmt_number(row.out.p99_secs, 2)),
                            ),
                            (
                                "oncall-metric-budget-left",
                                self.i18n.fmt_percent(row.budget_remaining, 1),
                            ),
                        ] {
                            ui.label(
                                RichText::new(format!("{} {value}", self.i18n.tr(id)))
                                    .size(28.0)
                                    .strong(),
                            );
                            ui.separator();
                        }
                    });
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
                let height = if presenter {
                    (ui.available_height() / 3.0 - 30.0).max(160.0)
                } else {
                    180.0
                };
                if let Some((id, rect)) =
                    ui::oncall::charts_ui(ui, &self.i18n, &self.oncall, height)
                    && let Some(dir) = self.saves_dir()
                    && crate::run::store::create_dir(&dir).is_ok()
                {
                    let spec = self.oncall.sim.spec();
                    let name = format!(
                        "{}-seed-{}-minute-{}-{id}.png",
                        spec.scenario.name(),
                        spec.seed,
                        self.oncall.sim.minute()
                    );
                    self.export_png_region(dir.join(name), Some(rect));
                    ui.ctx().request_repaint();
                }
            });
        });
    }

    fn help_window(&mut self, ctx: &egui::Context) {
        let mut open = self.show_help;
        egui::Window::new(self.i18n.tr("app-shortcuts"))
            .open(&mut open)
            .show(ctx, |ui| {
                for id in [
                    "app-shortcut-play-pause",
                    "app-shortcut-step",
                    "app-shortcut-zoom-in",
                    "app-shortcut-zoom-out",
                    "app-shortcut-zoom-reset",
                ] {
                    ui.label(self.i18n.tr(id));
                }
            });
        self.show_help = open;
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
        if ctx.input(|i| i.viewport().close_requested()) {
            // The save that follows the close persists this.
            self.settings.clean_exit = true;
        }
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if !self.persist {
            return;
        }
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
        self.autosave();
    }
}

/// Opens the window, on `tab` if given. `screenshot`: save a screenshot
/// there and exit.
pub fn run_native(
    tab: Option<Tab>,
    screenshot: Option<PathBuf>,
    open: Option<(PathBuf, crate::run::RunFile)>,
) -> anyhow::Result<()> {
    let icon = eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")).ok();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("sre-sim")
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([640.0, 400.0]);
    if let Some(icon) = icon {
        viewport = viewport.with_icon(Arc::new(icon));
    }
    let options = eframe::NativeOptions {
        viewport,
        renderer: eframe::Renderer::Glow,
        // A screenshot run must not read or write the user's settings.
        persist_window: screenshot.is_none(),
        ..Default::default()
    };
    let wants_screenshot = screenshot.is_some();
    let result: ScreenshotResult = Arc::default();
    let shared = Arc::clone(&result);
    eframe::run_native(
        "sre-sim",
        options,
        Box::new(move |cc| {
            let mut app = if screenshot.is_some() {
                SreSimApp::default()
            } else {
                SreSimApp::from_creation_context(cc)
            };
            if let Some((path, file)) = open.clone() {
                let name = path
                    .file_stem()
                    .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
                app.open_run(&name, file, Some(&path));
            }
            if let Some(tab) = tab {
                app.nav.tab = tab;
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
