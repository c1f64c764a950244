//! The window's state, below the panels that draw it: the person's
//! settings, the session of each tab, the messages, the files, the
//! shortcut table and the one place that applies what the person asks
//! ([`SreSimApp::handle`]). Nothing here draws: the panels (`ui`) draw it,
//! and the shell (`shell`) runs it in eframe.

pub mod animation;
pub mod arch;
pub mod autosave;
pub mod check;
mod command;
pub mod debrief;
pub mod files;
pub mod keys;
pub mod lesson;
pub mod link;
mod nav;
pub mod oncall;
mod picture;
pub mod present;
mod settings;
pub mod status;

use std::path::PathBuf;

use crate::i18n::{I18n, Language};
use crate::platform::{Runner, Slice};
use arch::ArchSession;
use oncall::OncallSession;

pub use command::{AppCommand, ArchCommand};
pub use debrief::DebriefAction;
pub use files::{FileAction, UserScenario};
pub use lesson::{LessonCommand, LessonSession, StepStage};
pub use nav::{AnimationForm, Mode, Nav, RefAnchor, Tab};
pub use picture::{PictureJob, ScreenshotResult};
pub use present::{Chapter, PresentCommand, Presentation};
pub use settings::{
    AUDIENCE_SCREENS, PRESENTER_WINDOW, PRESENTER_ZOOM, SETTINGS_KEY, Settings, SettingsProblem,
    UI_SCALE_RANGE, presenter_text_scale, presenter_zoom, read_settings,
};
pub use status::{MAX_STATUSES, Problem, Severity, Status, StatusLog};

/// The application's id, shared by the windows (the Wayland app id, the
/// X11 `WM_CLASS`), the desktop entry and the `AppStream` metainfo
/// (`packaging/`): reverse DNS, as both specifications ask.
pub const APP_ID: &str = "org.sre_sim.SreSim";

/// A window's size at 100 %, whatever the zoom: its pixels (the frame's
/// points at the frame's scale) over the display's own scale.
pub fn unzoomed_size(input: &egui::InputState) -> egui::Vec2 {
    let native = input.viewport().native_pixels_per_point.unwrap_or(1.0);
    input.content_rect().size() * input.pixels_per_point / native
}

/// Where closing the window stands: it closes at once unless the run in
/// progress could not be kept, when it asks first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Closing {
    /// Nothing asked.
    #[default]
    Open,
    /// Closing was asked while the run could not be autosaved: the window
    /// asks whether to save it first.
    Asking,
    /// The person chose to close without saving; the window is still to be
    /// told.
    Confirmed,
    /// The window was told to close.
    Closed,
}

/// What the autosave last wrote: minute, decisions, notes.
type AutosaveMark = (u32, usize, usize);

/// The autosave writes at most once in this many seconds of the window's
/// time (a crash loses at most the last of them).
const AUTOSAVE_EVERY_SECS: f64 = 1.0;

/// The sre-sim window's state.
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
    /// The exact values of the live run's rows, for the charts.
    pub exact: check::ExactSeries,
    /// The "check this minute by simulation" window, while open.
    pub check: Option<check::Check>,
    /// How the long work (the ensemble, the check, the fix search) runs:
    /// on threads on the desktop, in slices of each frame in a browser
    /// (tests choose either).
    pub runner: Runner,
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
    /// The messages of every panel, shown in the status bar.
    pub status: StatusLog,
    /// The saves folder's runs, read when the runs list is shown.
    pub saves_listing: Option<crate::run::SaveListing>,
    /// The configurations folder's files, read when the tab is shown.
    pub arch_folder: Option<Vec<PathBuf>>,
    /// The person's scenario files for the scenario menu (the scenarios
    /// folder and the recent ones), read at the start and after an open.
    pub scenario_library: Vec<UserScenario>,
    /// A run autosaved by an earlier session, waiting for the person's answer.
    pub pending_restore: Option<crate::run::RunFile>,
    /// The autosave file `pending_restore` was read from.
    pending_restore_from: Option<PathBuf>,
    /// Autosaves still to offer after the one pending (left by other
    /// windows that are gone).
    restore_queue: Vec<PathBuf>,
    /// This window's own autosave slot in the data folder, held while it
    /// runs (`None` in tests and pictures).
    pub autosave_slot: Option<crate::run::store::AutosaveSlot>,
    /// Write settings and the autosave (off for screenshots and tests).
    pub persist: bool,
    /// A picture of the window to take (a screenshot or an export).
    pub picture: Option<PictureJob>,
    /// The window's size in points at 100 % (before any zoom), from the
    /// last frame whose scale had held: presenter mode's text scales with
    /// it ([`Self::text_scale`]).
    pub window_size: Option<[f32; 2]>,
    /// The scale (pixels per point) of the frame that measured it.
    pub window_ppp: Option<f32>,
    /// When each frame since the input time given was drawn (the frame
    /// rate and the time between frames, logged).
    pub frames_since: Option<(f64, Vec<f64>)>,
    /// An animation of a stretch of the replay being captured.
    pub animation: Option<animation::AnimationJob>,
    /// The lesson being played, if any.
    pub lesson: Option<LessonSession>,
    /// The learner's progress through the lessons (its own file).
    pub progress: crate::lesson::progress::Progress,
    /// Where the progress is kept (tests set a temporary file; `None` =
    /// beside the settings, when persisted).
    pub progress_file: Option<PathBuf>,
    /// The progress file could not be read or set aside: this session's
    /// progress is not written over it.
    pub progress_kept_off: bool,
    /// Where the settings are written, merged with another window's
    /// (`None`: not written, as in tests and pictures).
    pub settings_file: Option<settings::SettingsFile>,
    /// The last write of the settings failed (said once, until one works).
    settings_failing: bool,
    /// The last autosave failed (said once, until one works; closing the
    /// window then asks first).
    pub autosave_failing: bool,
    /// A save the person asked for failed: said in a window of its own
    /// until dismissed, with where to save instead.
    pub save_failed: Option<(status::Say, FileAction)>,
    /// A text for the clipboard ("Copy link"), copied by the shell at the
    /// end of the frame.
    pub to_copy: Option<String>,
    /// Embedded in a page (`?embed=1`): no top bar.
    pub embed: bool,
    /// Where closing the window stands.
    pub closing: Closing,
    /// The learner's lessons folder (tests set one; `None` = the data
    /// folder's `lessons`).
    pub lessons_dir: Option<PathBuf>,
    /// The lessons folder's files, read when the start page opens.
    pub user_lessons: Vec<(
        PathBuf,
        Result<std::sync::Arc<crate::lesson::LessonFile>, crate::lesson::builtin::LessonFileError>,
    )>,
    /// What the autosave last wrote.
    autosaved: Option<AutosaveMark>,
    /// When it wrote it, in the window's input time (seconds).
    autosaved_at: Option<f64>,
    /// Writes the autosave off the frame.
    autosaver: autosave::Autosaver,
    /// The input time of the last frame, for the play clock.
    last_time: Option<f64>,
    /// Was the live run at its end last frame? (`None` before the first
    /// frame; its end is debriefed once, when it is reached.)
    at_end: Option<bool>,
}

impl Default for SreSimApp {
    fn default() -> Self {
        Self::new(Settings {
            language: Some(Language::En),
            ..Settings::default()
        })
    }
}

/// What a frame of the clock asks of the window.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tick {
    /// Real seconds until the next simulated minute is due, while playing.
    pub next_minute_in: Option<f32>,
    /// Real seconds until the architecture playback's next step is due.
    pub next_step_in: Option<f32>,
    /// Work runs in the background (the ensemble, a check, a fix search):
    /// show its progress (and, in slices, run the next slice at once).
    pub busy: bool,
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
        // A screen the menu does not offer (a file may say any number).
        settings.audience_screen = settings.audience_screen.filter(|&k| k < AUDIENCE_SCREENS);
        Self {
            nav: Nav {
                tab: settings.tab,
                reference_focus: None,
                mode: nav::Mode::Tabs,
                go_to_minute: None,
                animation_form: None,
            },
            i18n: I18n::new(language),
            settings,
            oncall: OncallSession::default(),
            arch: ArchSession::default(),
            debrief: debrief::DebriefSession::default(),
            exact: check::ExactSeries::default(),
            check: None,
            runner: Runner::PLATFORM,
            show_help: false,
            show_runs: false,
            saves_dir: None,
            autosave_file: None,
            use_dialogs: false,
            status: StatusLog::default(),
            saves_listing: None,
            arch_folder: None,
            scenario_library: Vec::new(),
            pending_restore: None,
            pending_restore_from: None,
            restore_queue: Vec::new(),
            autosave_slot: None,
            persist: false,
            picture: None,
            animation: None,
            window_size: None,
            window_ppp: None,
            frames_since: None,
            lesson: None,
            progress: crate::lesson::progress::Progress::default(),
            progress_file: None,
            progress_kept_off: false,
            settings_file: None,
            settings_failing: false,
            autosave_failing: false,
            save_failed: None,
            to_copy: None,
            embed: false,
            closing: Closing::Open,
            lessons_dir: None,
            user_lessons: Vec::new(),
            autosaved: None,
            autosaved_at: None,
            autosaver: autosave::Autosaver::default(),
            last_time: None,
            at_end: None,
        }
    }

    /// The app as a person starts it: these settings, read from storage,
    /// with what was wrong with them said; the autosave of an earlier
    /// session offered back; dialogs on; everything persisted.
    pub fn started(
        settings: Settings,
        problem: Option<SettingsProblem>,
        file: Option<&std::path::Path>,
    ) -> Self {
        let mut app = Self::new(settings.clone());
        app.settings_file = file.map(|path| settings::SettingsFile::new(path.to_owned(), settings));
        app.persist = true;
        app.use_dialogs = true;
        if let Some(problem) = problem {
            let id = match problem {
                SettingsProblem::Empty => "app-settings-empty",
                SettingsProblem::Unreadable => "app-settings-unreadable",
            };
            let path = file.map(|f| f.display().to_string()).unwrap_or_default();
            app.report_everywhere(Severity::Error, status::tr_texts(id, [("path", path)]));
        }
        app.claim_autosave_slot();
        app.offer_autosave();
        app.read_scenario_library();
        app.read_progress();
        // A real start opens on the start page, unless the person said not to.
        if app.settings.show_start_page {
            app.nav.mode = nav::Mode::Start;
            app.read_user_lessons();
        }
        app
    }

    /// Writes the settings if they changed (atomically, merged with another
    /// window's); a failure is said once, in the window, until a write
    /// works again.
    pub fn save_settings(&mut self) {
        if !self.persist {
            return;
        }
        let Some(file) = &mut self.settings_file else {
            return;
        };
        let path = file.path.clone();
        match file.write(&self.settings) {
            Ok(_) => self.settings_failing = false,
            Err(error) if !self.settings_failing => {
                self.settings_failing = true;
                let problem = status::file_problem(crate::run::RunFileError::Write { path, error });
                self.report_everywhere(Severity::Error, move |i18n| {
                    i18n.tr_args(
                        "app-settings-write-failed",
                        &[("message", fluent_bundle::FluentValue::from(problem(i18n)))],
                    )
                });
            }
            Err(_) => {}
        }
    }

    /// Takes this window's own autosave in the data folder: the first that
    /// no other running window holds. A second window on the same folder
    /// is told it keeps its own.
    fn claim_autosave_slot(&mut self) {
        if self.autosave_file.is_some() || !crate::platform::HAS_FILE_LOCKS {
            return;
        }
        let Some(dir) = crate::run::store::data_dir() else {
            return;
        };
        match crate::run::store::claim_autosave_slot(&dir) {
            Ok(slot) => {
                if slot.number > 1 {
                    let file = slot.path.display().to_string();
                    let said = status::tr_texts("app-second-window", [("path", file)]);
                    self.report_everywhere(Severity::Warning, said);
                }
                self.autosave_slot = Some(slot);
            }
            Err(error) => {
                let problem =
                    status::file_problem(crate::run::RunFileError::Write { path: dir, error });
                self.report_everywhere(Severity::Warning, problem);
            }
        }
    }

    /// Offers this window's autosave of an earlier session, if any, then
    /// those that other windows, gone now, left in the data folder, one
    /// after the other.
    pub fn offer_autosave(&mut self) {
        self.restore_queue.extend(self.autosave_path());
        if let Some(slot) = &self.autosave_slot
            && let Some(dir) = slot.path.parent()
        {
            let left = crate::run::store::orphan_autosaves(dir, slot);
            self.restore_queue.extend(left);
        }
        self.offer_next_restore();
    }

    /// Offers the next autosave waiting, if none is offered now.
    pub(crate) fn offer_next_restore(&mut self) {
        while self.pending_restore.is_none() && !self.restore_queue.is_empty() {
            let path = self.restore_queue.remove(0);
            if !crate::platform::exists(&path) {
                continue;
            }
            match crate::run::RunFile::load(&path) {
                Ok(file) => {
                    self.pending_restore = Some(file);
                    self.pending_restore_from = Some(path);
                }
                Err(err) => {
                    self.report_everywhere(Severity::Error, status::file_problem(err));
                    if let Err(err) = crate::run::store::remove_autosave_at(&path) {
                        self.report_everywhere(Severity::Warning, status::file_problem(err));
                    }
                }
            }
        }
    }

    /// Where this window's autosave is written: a test's file, else its own
    /// slot, else the data folder's first.
    pub fn autosave_path(&self) -> Option<PathBuf> {
        self.autosave_file
            .clone()
            .or_else(|| self.autosave_slot.as_ref().map(|slot| slot.path.clone()))
            .or_else(crate::run::store::autosave_path)
    }

    /// A message on the tab shown now, said in the language (and again in
    /// the next one after a switch).
    pub fn report(
        &mut self,
        severity: Severity,
        say: impl Fn(&crate::i18n::I18n) -> String + Send + Sync + 'static,
    ) {
        let tab = Some(self.nav.tab);
        self.status
            .push(Status::said(severity, tab, &self.i18n, say));
    }

    /// A message for every tab (settings, autosave).
    pub fn report_everywhere(
        &mut self,
        severity: Severity,
        say: impl Fn(&crate::i18n::I18n) -> String + Send + Sync + 'static,
    ) {
        self.status
            .push(Status::said(severity, None, &self.i18n, say));
    }

    /// A message whose text has no other language (the system's own words).
    pub fn report_text(&mut self, severity: Severity, text: String) {
        let tab = Some(self.nav.tab);
        self.status.push(Status::fixed(severity, tab, text));
    }

    /// Switches the language of every text.
    pub fn set_language(&mut self, language: Language) {
        self.settings.language = Some(language);
        self.i18n.set_language(language);
        self.status.say_again(&self.i18n);
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

    /// How much larger than egui's the text is: in presenter mode it grows
    /// with the window ([`presenter_text_scale`]); otherwise 1. The zoom
    /// stays [`Self::zoom_factor`], so the window's size in points, which
    /// this is read from, never depends on it.
    pub fn text_scale(&self) -> f32 {
        if self.settings.presenter {
            settings::presenter_text_scale(self.window_size)
        } else {
            1.0
        }
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
        self.report_everywhere(Severity::Info, status::tr("app-settings-reset-done"));
    }

    /// Advances the play clock to the input time `now` (seconds), follows
    /// the lesson and the talk, debriefs a scenario that just ended in live
    /// play, and polls the ensemble: once a frame, before it is drawn.
    pub fn tick(&mut self, now: f64) -> Tick {
        // A file picked in the browser's dialog has arrived.
        #[cfg(target_arch = "wasm32")]
        for path in crate::platform::browser::take_picked() {
            self.handle_file_action(FileAction::OpenDropped(path));
        }
        let elapsed = self.last_time.map_or(0.0, |last| (now - last).max(0.0));
        self.last_time = Some(now);
        self.oncall.advance(elapsed as f32);
        self.arch.playback.advance(elapsed as f32);
        self.exact.follow(&self.oncall.rows);
        // A step's pause reached shows its reveal in this very frame.
        self.follow_lesson();
        self.follow_presentation();
        self.debrief_at_end();
        let next_minute_in = self
            .oncall
            .playing
            .then(|| self.oncall.secs_to_next_minute());
        // The jobs running in slices share a frame's slice of time.
        let slice = Slice::frame();
        let checking = self.check.as_mut().is_some_and(|c| c.poll_within(&slice));
        let fixing = self.arch.poll_within(&slice);
        let busy = self.debrief.poll_within(&slice) | checking | fixing;
        Tick {
            next_minute_in,
            next_step_in: self.arch.playback.secs_to_next_step(),
            busy,
        }
    }

    /// The live run just reached its scenario's end (played, stepped or a
    /// decision at the last minute): debrief it, once.
    fn debrief_at_end(&mut self) {
        let at_end = self.oncall.finished() && self.oncall.replay.is_none();
        let minute = self.oncall.sim().minute();
        let made = self
            .debrief
            .debrief
            .as_ref()
            .is_some_and(|(_, at)| *at == minute);
        if at_end && self.at_end == Some(false) && !made {
            self.debrief.make(&self.oncall);
            // An on-call lesson's end is said on its own panel, beside the run.
            if self.lesson.as_ref().is_none_or(|l| l.lesson.is_arch()) {
                self.nav.tab = Tab::Debrief;
            }
        }
        self.at_end = Some(at_end);
    }

    /// What follows every frame: the sessions' messages to the status bar,
    /// a replaced run kept, the autosave written, the tab remembered.
    ///
    /// What the frame's commands changed is followed (the lesson, the
    /// talk, the debrief at the end) once, by the next frame's
    /// [`Self::tick`] before anything is drawn: a frame that handled a
    /// command asks for the next at once.
    pub fn end_frame(&mut self) {
        self.collect_session_messages();
        self.keep_discarded_run();
        self.write_autosave_if_changed();
        self.autosave_written();
        self.settings.tab = self.nav.tab;
    }

    /// The sessions' own messages (a refused command or value, a debrief
    /// that could not be made) go to the status bar, on their tab.
    fn collect_session_messages(&mut self) {
        let messages = [
            (self.oncall.status.take(), Tab::Oncall),
            (self.arch.status.take(), Tab::Arch),
            (self.debrief.status.take(), Tab::Debrief),
        ];
        for (text, tab) in messages {
            if let Some(problem) = text {
                let say = move |i18n: &crate::i18n::I18n| problem.text(i18n);
                self.status
                    .push(Status::said(Severity::Error, Some(tab), &self.i18n, say));
            }
        }
    }

    fn read_saves(&mut self) {
        let dir = self.saves_dir();
        self.saves_listing = Some(dir.map(|d| crate::run::list_saves(&d)).unwrap_or_default());
    }

    fn read_arch_folder(&mut self) {
        let dir = self.arch_dir();
        self.arch_folder = Some(dir.map(|d| crate::run::ron_files(&d)).unwrap_or_default());
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
            let problem = status::file_problem(crate::run::RunFileError::NoDataDir);
            return self.report_everywhere(Severity::Error, problem);
        };
        let name = format!("unsaved-{}", file.suggested_file_name());
        let text = file.to_ron_string().unwrap_or_default();
        let path = crate::run::store::unused_path(&dir, &name, &text);
        let result = crate::run::store::create_dir(&dir).and_then(|()| file.save(&path));
        match files::saved(result) {
            Ok(warning) => {
                self.warn_everywhere(warning);
                self.settings.recent.push(&path);
                self.saves_listing = None;
                let shown = path.display().to_string();
                let said = status::tr_texts("files-kept-unsaved", [("path", shown)]);
                self.report_everywhere(Severity::Info, said);
            }
            Err(err) => {
                self.report_everywhere(Severity::Error, status::file_problem(err));
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
            self.oncall.sim().minute(),
            self.oncall.sim().timeline().len(),
            self.oncall.annotations.len(),
        );
        if mark == (0, 0, 0) || self.autosaved == Some(mark) {
            return;
        }
        // At most once a second of the window's time: at 30 min/s the
        // autosave was 30 replays and 60 fsyncs a second. A crash loses at
        // most the last second ([`SreSimApp::autosave_due_in`] brings the
        // frame that writes it).
        let now = self.last_time.unwrap_or(0.0);
        if self
            .autosaved_at
            .is_some_and(|at| (0.0..AUTOSAVE_EVERY_SECS).contains(&(now - at)))
        {
            return;
        }
        self.autosaved = Some(mark);
        self.autosaved_at = Some(now);
        self.autosave();
    }

    /// Seconds until a change not yet autosaved is written (`None` when
    /// there is none): the window repaints then, even when idle.
    pub fn autosave_due_in(&self) -> Option<f64> {
        let mark = (
            self.oncall.sim().minute(),
            self.oncall.sim().timeline().len(),
            self.oncall.annotations.len(),
        );
        if !self.persist || self.autosaved == Some(mark) || mark == (0, 0, 0) {
            return None;
        }
        let now = self.last_time.unwrap_or(0.0);
        Some(
            self.autosaved_at
                .map_or(0.0, |at| (at + AUTOSAVE_EVERY_SECS - now).max(0.0)),
        )
    }

    fn export_chart(&mut self, id: &str, rect: egui::Rect) {
        let Some(dir) = self.saves_dir() else {
            let problem = status::file_problem(crate::run::RunFileError::NoDataDir);
            return self.report(Severity::Error, problem);
        };
        if let Err(err) = crate::run::store::create_dir(&dir) {
            return self.report(Severity::Error, status::file_problem(err));
        }
        let spec = self.oncall.sim().spec();
        let name = format!(
            "{}-seed-{}-minute-{}-{id}.png",
            spec.scenario.id(),
            spec.seed,
            self.oncall.sim().minute()
        );
        self.export_png(dir.join(name), Some(rect));
    }
}
