//! The eframe shell: runs the window's state ([`SreSimApp`]) in eframe.
//! Each frame the keys and the panels give commands, and
//! [`SreSimApp::handle`] applies them; the shell also keeps the clock's
//! repaints, the style, the pictures and what is persisted.

mod animation;
mod picture;
mod style;

use std::path::PathBuf;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;

#[cfg(not(target_arch = "wasm32"))]
use crate::app::ScreenshotResult;
use crate::app::{SETTINGS_KEY, SreSimApp, Tab, keys, read_settings};
use crate::i18n::Language;
use crate::ui;

pub use style::install_fonts;

impl SreSimApp {
    /// One frame of the whole window, inside the given `Ui` (also what the
    /// UI tests drive): the keys, the clock, the panels, then their commands.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.measure_window(&ctx);
        style::apply(
            &ctx,
            self.settings.dark,
            self.settings.high_contrast,
            self.zoom_factor(),
            self.text_scale(),
        );
        // Closing asks first when the run could not be kept; then closes.
        if ctx.input(|i| i.viewport().close_requested()) && !self.may_close() {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        if self.closing == crate::app::Closing::Confirmed {
            self.closing = crate::app::Closing::Closed;
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        let typing = ctx.egui_wants_keyboard_input();
        let tab = self.nav.tab;
        // While a modal window asks something, only its own keys act (its
        // buttons, Escape): nothing is saved, played or decided behind it.
        let modal =
            self.pending_restore.is_some() || ctx.memory(egui::Memory::top_modal_layer).is_some();
        if !modal {
            let presenting = self.nav.presentation().is_some();
            for action in ctx.input_mut(|i| keys::take_presses(i, tab, presenting, typing)) {
                // The start page covers the tab: only the keys of every tab act.
                if self.nav.start_page() && keys::scope_of(action) != keys::Scope::Everywhere {
                    continue;
                }
                self.key_action(action);
            }
        }
        style::apply(
            &ctx,
            self.settings.dark,
            self.settings.high_contrast,
            self.zoom_factor(),
            self.text_scale(),
        );
        let now = ctx.input(|i| i.time);
        if let Some(presentation) = self.nav.presentation_mut() {
            presentation.clock(now);
        }
        let tick = self.tick(now);
        // Repaint when the next minute is due, not continuously: idle
        // costs nothing, and 1 min/s is one repaint a second.
        for wait in [tick.next_minute_in, tick.next_step_in]
            .into_iter()
            .flatten()
        {
            ctx.request_repaint_after(std::time::Duration::from_secs_f32(wait.max(0.005)));
        }
        if tick.busy {
            match self.runner {
                // The work runs on threads; keep the progress moving.
                crate::platform::Runner::Thread => {
                    ctx.request_repaint_after(std::time::Duration::from_millis(100));
                }
                // The work runs in the frames' slices: the next one at once.
                crate::platform::Runner::Slices => ctx.request_repaint(),
            }
        }
        let commands = ui::window_ui(ui, self);
        if !commands.is_empty() {
            // Show what they changed at once.
            ctx.request_repaint();
        }
        for command in commands {
            self.handle(command);
        }
        if let Some(text) = self.to_copy.take() {
            ctx.copy_text(text);
        }
        self.end_frame();
        if let Some(wait) = self.autosave_due_in() {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait.max(0.005)));
        }
    }
}

impl SreSimApp {
    /// The window's size at 100 % ([`crate::app::unzoomed_size`]), which
    /// presenter mode's text scales with. Measured only once the
    /// scale has held for a frame: the first frame at a new zoom can still
    /// bring the old one's points, which would give a wrong size.
    fn measure_window(&mut self, ctx: &egui::Context) {
        let (size, ppp) = ctx.input(|i| (crate::app::unzoomed_size(i), i.pixels_per_point));
        if self.window_ppp.is_none_or(|last| last == ppp) {
            self.window_size = Some([size.x, size.y]);
        }
        self.window_ppp = Some(ppp);
    }
}

/// How often the frame rate is logged (`RUST_LOG=sre_sim=info`), seconds.
const FRAME_LOG_SECS: f64 = 5.0;

impl SreSimApp {
    /// Counts the frames drawn and logs their rate and the time between
    /// them (median and 95th percentile) every few seconds of frames (the
    /// audience window is drawn in the same frames): how the frame rate
    /// with two windows, and the frame time beside the web edition's, were
    /// measured. Idle, no frame is drawn and nothing is logged.
    fn count_frames(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        let (since, times) = self.frames_since.get_or_insert_with(|| (now, Vec::new()));
        // Each frame's time since the last, for a frame-time measurement of
        // a run played (`RUST_LOG=sre_sim::frames=trace`): playing or not,
        // the run's minute, milliseconds.
        if let Some(last) = times.last() {
            log::trace!(
                target: "sre_sim::frames",
                "{} {} {:.2}",
                self.oncall.playing,
                self.oncall.sim().minute(),
                (now - last) * 1000.0
            );
        }
        times.push(now);
        let secs = now - *since;
        if secs >= FRAME_LOG_SECS {
            let frames = times.len();
            let mut gaps: Vec<f64> = times.windows(2).map(|w| (w[1] - w[0]) * 1000.0).collect();
            gaps.sort_by(f64::total_cmp);
            let at = |q: f64| gaps.get(((gaps.len() as f64 - 1.0) * q).round() as usize);
            let windows =
                1 + usize::from(self.settings.audience_window && self.nav.presentation().is_some());
            log::info!(
                "{frames} frames in {secs:.1} s: {:.1} per second ({windows} window(s)); between frames: median {:.1} ms, 95th percentile {:.1} ms",
                frames as f64 / secs,
                at(0.5).copied().unwrap_or(0.0),
                at(0.95).copied().unwrap_or(0.0),
            );
            self.frames_since = Some((now, Vec::new()));
        }
    }
}

/// The app as a person starts it: the settings from eframe's storage
/// (defaults, with a message, if they cannot be read), the autosave of an
/// earlier session offered back, dialogs on, everything persisted.
pub fn from_creation_context(cc: &eframe::CreationContext<'_>) -> SreSimApp {
    #[cfg(target_arch = "wasm32")]
    crate::platform::browser::set_context(&cc.egui_ctx);
    let stored = cc.storage.and_then(|s| s.get_string(SETTINGS_KEY));
    let file = settings_file();
    let (settings, problem) = read_settings(stored.as_deref(), file.as_deref());
    SreSimApp::started(settings, problem, file.as_deref())
}

/// In a browser the settings live in its local storage, under the key the
/// page's start reads them from ([`from_creation_context`]). They are
/// written as soon as they change: eframe's web runner saves only every
/// half minute (its save on closing the tab listens for an event name the
/// browser never sends), so a tab closed or reloaded at once would lose them.
#[cfg(target_arch = "wasm32")]
fn store_settings_in_browser(app: &SreSimApp, frame: &mut eframe::Frame) {
    thread_local! {
        static STORED: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
    }
    if !app.persist {
        return;
    }
    let Ok(text) = ron::to_string(&app.settings) else {
        return;
    };
    let changed = STORED.with(|stored| stored.borrow().as_deref() != Some(text.as_str()));
    if !changed {
        return;
    }
    if let Some(storage) = frame.storage_mut() {
        storage.set_string(SETTINGS_KEY, text.clone());
        STORED.with(|stored| *stored.borrow_mut() = Some(text));
    }
}

/// Marks the page's timeline when the first frame is laid out (it is
/// painted in the same animation frame), for the start time the browser
/// test measures: `performance.getEntriesByName("sre-sim-first-frame")`.
#[cfg(target_arch = "wasm32")]
fn mark_first_frame() {
    thread_local! {
        static MARKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if !MARKED.with(|m| m.replace(true))
        && let Some(performance) = web_sys::window().and_then(|w| w.performance())
    {
        let _ = performance.mark("sre-sim-first-frame");
    }
}

impl eframe::App for SreSimApp {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.count_frames(ctx);
        self.take_picture(ctx);
        self.take_animation_frame(ctx);
        #[cfg(target_arch = "wasm32")]
        store_settings_in_browser(self, frame);
        #[cfg(not(target_arch = "wasm32"))]
        let _ = frame;
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        self.quiet_input_for_pictures(raw_input);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        #[cfg(target_arch = "wasm32")]
        mark_first_frame();
    }

    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        if !self.persist {
            return;
        }
        // The settings are written by the app itself, atomically and merged
        // with another window's: eframe's storage writes its file in place.
        self.save_settings();
        self.autosave();
    }

    /// On closing, after [`eframe::App::save`]: the autosave is on disk
    /// before the window goes.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.settle_autosave();
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
    /// A run or scenario file to open as if dropped on the window (its
    /// problems said there, in the person's language).
    pub file: Option<PathBuf>,
    /// A scenario file to play (checked before the window opens).
    pub scenario: Option<PathBuf>,
    /// A link to open as the web edition would (checked before the window
    /// opens): [`SreSimApp::open_link`].
    pub link: Option<String>,
    /// With `open` and `screenshot`: the minute of the run to show.
    pub minute: Option<u32>,
    /// The language (else the saved one, else the system's).
    pub language: Option<Language>,
    /// The window's inner size in points.
    pub size: Option<[f32; 2]>,
    /// The architecture path to show.
    pub arch: Option<ArchStart>,
    /// A lesson to open the window in.
    pub lesson: Option<crate::lesson::LessonFile>,
    /// Present the run opened (`open`) to a room.
    pub present: bool,
    /// Presenter mode.
    pub presenter: bool,
    /// Draw this stretch of the run opened into an animation, then close.
    pub animation: Option<(
        crate::app::animation::AnimationPlan,
        crate::app::animation::AnimationOutput,
    )>,
    /// With `present`: the chapter the talk starts at (1 = the first).
    pub chapter: Option<usize>,
}

/// The architecture path the window opens with: a configuration, its fixed
/// version if the fix is to be shown, and the step of the run shown.
#[derive(Debug, Clone)]
pub struct ArchStart {
    /// The configuration.
    pub config: crate::model::arch::ArchConfig,
    /// The configuration with its fix applied, to show the fixed run (the
    /// configuration's own run kept as the one before).
    pub fixed: Option<crate::model::arch::ArchConfig>,
    /// Show the run at this step (0 before the first); `None`: no run.
    pub step: Option<usize>,
}

pub use crate::app::APP_ID;

/// eframe's settings file, pinned where every build has kept it: eframe
/// names its folder after the app id unless told, and the id changed from
/// `sre-sim` to [`APP_ID`]; the settings stay where they were
/// (`~/.local/share/sre-sim/app.ron` on Linux, beside the saves).
///
/// In the browser the settings are kept under eframe's own key of local
/// storage instead (`store_settings_in_browser`).
pub fn settings_file() -> Option<PathBuf> {
    if cfg!(target_arch = "wasm32") {
        return None;
    }
    crate::platform::storage_dir("sre-sim").map(|dir| dir.join("app.ron"))
}

/// Opens the window (the desktop only; the browser starts the app from
/// its page).
#[cfg(not(target_arch = "wasm32"))]
pub fn run_native(options: WindowOptions) -> anyhow::Result<()> {
    let icon = eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")).ok();
    let size = options.size.unwrap_or([1280.0, 800.0]);
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("sre-sim")
        .with_app_id(APP_ID)
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
        persistence_path: settings_file(),
        ..Default::default()
    };
    let wants_screenshot = screenshot.is_some() || options.animation.is_some();
    let result: ScreenshotResult = Arc::default();
    let shared = Arc::clone(&result);
    eframe::run_native(
        "sre-sim",
        native,
        Box::new(move |cc| {
            let mut app = if screenshot.is_some() || options.animation.is_some() {
                SreSimApp::default()
            } else {
                from_creation_context(cc)
            };
            open_as_asked(&mut app, &options);
            if let Some(path) = screenshot.clone() {
                app.request_screenshot(path, shared, options.size);
            } else if let Some((plan, output)) = options.animation.clone() {
                app.start_animation(plan, output, true, shared, options.size);
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|err| WindowError::Failed(err.to_string()))?;
    let outcome = result.lock().map_or(None, |mut slot| slot.take());
    match outcome {
        Some(Err(message)) => anyhow::bail!(message),
        None if wants_screenshot => Err(WindowError::Closed.into()),
        _ => Ok(()),
    }
}

/// Sets up the window's app as the command line asked: the language, the
/// run or file or scenario opened, the architecture's path, the lesson,
/// the tab.
#[cfg(not(target_arch = "wasm32"))]
fn open_as_asked(app: &mut SreSimApp, options: &WindowOptions) {
    if let Some(language) = options.language {
        app.set_language(language);
    }
    if options.presenter {
        app.settings.presenter = true;
    }
    if let Some((path, file)) = options.open.clone() {
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        app.open_run(&name, file, Some(&path));
        if options.present {
            app.handle_present(crate::app::PresentCommand::Start);
            if let Some(k) = options.chapter {
                app.handle_present(crate::app::PresentCommand::Go(k));
            }
        }
        if let Some(minute) = options.minute {
            app.oncall.scrub_to(minute);
        }
    }
    if let Some(path) = &options.file {
        app.handle_file_action(crate::app::FileAction::OpenDropped(path.clone()));
    }
    if let Some(path) = &options.scenario {
        app.open_scenario(path);
        // Played to the minute asked, with no decision, for a picture.
        for _ in 0..options.minute.unwrap_or(0) {
            app.oncall.step();
        }
    }
    if let Some(url) = &options.link {
        app.open_link(url);
    }
    if let Some(start) = &options.arch {
        app.arch.show_path(start.config, start.fixed, start.step);
    }
    if let Some(lesson) = &options.lesson {
        app.start_lesson(Arc::new(lesson.clone()));
    }
    // The window opens where the command line said, not on the
    // start page (which only a plain start shows).
    if options.tab.is_some() || options.arch.is_some() {
        app.nav.close_start_page();
    }
    if let Some(tab) = options.tab {
        app.nav.tab = tab;
        if tab == Tab::Debrief {
            app.debrief.make(&app.oncall);
            app.debrief.run_luck_now(&app.oncall);
        }
    }
}

/// Why the window did not do what the command line asked (said in the
/// reader's language by the command line).
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// The window could not open: the windowing system's own words.
    #[error("the window could not open: {0}")]
    Failed(String),
    /// The window closed before its picture was taken.
    #[error("the window closed before its picture was taken")]
    Closed,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_starts_with_its_link_applied() {
        let (_, file) = crate::run::example_runs().into_iter().next().expect("one");
        let text = file.to_ron_string().expect("writes");
        let url = crate::app::link::link_to(
            "https://sre-sim.example.org/?present=1",
            crate::run::link::LinkKind::Run,
            &text,
        );
        let mut app = SreSimApp::default();
        open_as_asked(
            &mut app,
            &WindowOptions {
                link: Some(url),
                ..WindowOptions::default()
            },
        );
        assert_eq!(app.oncall.replay.as_ref().map(|r| &r.file), Some(&file));
        assert!(app.nav.presentation().is_some());
        assert!(!app.nav.start_page());
    }
}
