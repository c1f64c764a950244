//! The person's preferences, persisted between starts, and how they are
//! read back.

use serde::{Deserialize, Serialize};

use super::Tab;
use crate::i18n::Language;

/// The user's preferences, persisted between starts. The one source of
/// truth for the theme and the interface scale: egui's own memory is not
/// persisted (see [`SreSimApp::persist_egui_memory`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent preferences, not a state machine"
)]
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
    /// Scenario files opened lately.
    pub recent_scenarios: crate::run::RecentRuns,
    /// Did the app close cleanly last time? (Kept for older settings files.)
    pub clean_exit: bool,
    /// Draw the second opinion's exact p99 beside the seed's on the
    /// latency chart.
    pub show_exact: bool,
    /// Open on the start page (the lessons, the incidents, free play).
    pub show_start_page: bool,
    /// The learner's name, saved in their runs (the grade table shows it).
    pub author: String,
    /// The learner was asked their name (once, in their first lesson), or
    /// gave it on the start page.
    pub author_asked: bool,
    /// The projector theme: high contrast (pure black on white, or white
    /// on black), thicker lines and outlines, for a washed-out projector.
    pub high_contrast: bool,
    /// In presenter mode the mouse draws a laser dot that fades (on the
    /// audience window, or on the one window).
    pub pointer: bool,
    /// While presenting, show the room a window of its own (the headline,
    /// the caption, the charts), the console staying on this one.
    pub audience_window: bool,
    /// The audience window full screen on this screen (0-based, winit's
    /// order of the monitors); `None`: an ordinary window to drag there.
    pub audience_screen: Option<usize>,
    /// The web edition's address "Copy link" makes links to (the file is
    /// carried in the fragment after it).
    pub web_address: String,
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
            recent_scenarios: crate::run::RecentRuns::new(),
            clean_exit: true,
            show_exact: true,
            show_start_page: true,
            author: String::new(),
            author_asked: false,
            high_contrast: false,
            pointer: true,
            audience_window: false,
            audience_screen: None,
            web_address: crate::app::link::PLACEHOLDER_WEB_ADDRESS.to_owned(),
        }
    }
}

/// How many screens the audience window's menu offers (0-based in the
/// settings, named from 1).
pub const AUDIENCE_SCREENS: usize = 4;

/// The smallest and largest interface scale.
pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.5..=3.0;

/// How much presenter mode enlarges the interface (its zoom).
pub const PRESENTER_ZOOM: f32 = 1.25;

/// The window presenter mode's layout is drawn for, in points at 100 %.
pub const PRESENTER_WINDOW: [f32; 2] = [1280.0, 800.0];

/// Presenter mode's enlargement of the text in a window of `size` (points
/// at 100 %): [`PRESENTER_ZOOM`] scaled with the window, by the side that
/// is shorter for it (1920×1080: by 1080/800 = 1.35, so the body's 14
/// points are 23.6 pixels; 1024×768: by 0.8, 14 pixels), within 0.8 to 2.5
/// so a tiny or huge window stays usable.
pub fn presenter_zoom(size: Option<[f32; 2]>) -> f32 {
    let Some([w, h]) = size.filter(|[w, h]| w.is_finite() && h.is_finite() && *w > 0.0 && *h > 0.0)
    else {
        return PRESENTER_ZOOM;
    };
    let by = (w / PRESENTER_WINDOW[0]).min(h / PRESENTER_WINDOW[1]);
    PRESENTER_ZOOM * by.clamp(0.8, 2.5)
}

/// How much larger presenter mode draws the text than its zoom alone, in a
/// window of `size`: [`presenter_zoom`] over [`PRESENTER_ZOOM`] (1 at
/// 1280×800, 1.35 at 1920×1080, 0.8 at 1024×768).
pub fn presenter_text_scale(size: Option<[f32; 2]>) -> f32 {
    presenter_zoom(size) / PRESENTER_ZOOM
}

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

/// The settings file as the window writes it: atomically (a full disk or
/// a crash leaves the old file whole), in eframe's own format (a map of
/// keys to RON, the settings under [`SETTINGS_KEY`], other keys kept), and
/// merged with what another window on the same data folder wrote since:
/// only the settings this window changed are its to write.
#[derive(Debug, Clone)]
pub struct SettingsFile {
    /// Where the settings are kept.
    pub path: std::path::PathBuf,
    /// The settings as this window last read or wrote them: what it
    /// changed since is what differs from these.
    base: Settings,
}

impl SettingsFile {
    /// The file at `path`, whose settings this window started with.
    pub fn new(path: std::path::PathBuf, started_with: Settings) -> Self {
        Self {
            path,
            base: started_with,
        }
    }

    /// Writes `ours` if this window changed a setting since it last read or
    /// wrote them, merged with the file's: `Ok(true)` when it wrote.
    pub fn write(&mut self, ours: &Settings) -> std::io::Result<bool> {
        self.write_with(ours, |_| Ok(()))
    }

    /// [`Self::write`] with a hook before the rename (a test's full disk).
    pub fn write_with(
        &mut self,
        ours: &Settings,
        before_rename: impl FnOnce(&std::path::Path) -> std::io::Result<()>,
    ) -> std::io::Result<bool> {
        if *ours == self.base {
            return Ok(false);
        }
        let mut map = stored_map(&self.path);
        let theirs = map
            .get(SETTINGS_KEY)
            .and_then(|text| ron::from_str::<Settings>(text).ok());
        let merged = match theirs {
            Some(theirs) => merged(&self.base, ours, theirs),
            None => ours.clone(),
        };
        let text = ron::to_string(&merged).map_err(std::io::Error::other)?;
        map.insert(SETTINGS_KEY.to_owned(), text);
        let file = ron::ser::to_string_pretty(&map, ron::ser::PrettyConfig::default())
            .map_err(std::io::Error::other)?;
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        crate::run::store::write_atomic_with(&self.path, file.as_bytes(), before_rename, |dir| {
            crate::run::store::sync_dir(dir)
        })?;
        self.base = ours.clone();
        Ok(true)
    }
}

/// The keys of eframe's settings file (none when it cannot be read).
fn stored_map(path: &std::path::Path) -> std::collections::BTreeMap<String, String> {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|text| ron::from_str(&text).ok())
        .unwrap_or_default()
}

/// `theirs` (the file as another window left it) with every setting this
/// window changed since `base` taken from `ours`.
fn merged(base: &Settings, ours: &Settings, mut theirs: Settings) -> Settings {
    // Every field by name, once: the pattern is exhaustive, so a field
    // added to `Settings` must be added here.
    macro_rules! ours_where_changed {
        ($($field:ident),* $(,)?) => {
            let Settings { $($field),* } = ours;
            $(
                if *$field != base.$field {
                    theirs.$field = $field.clone();
                }
            )*
        };
    }
    ours_where_changed!(
        language,
        dark,
        ui_scale,
        tab,
        presenter,
        recent,
        recent_scenarios,
        clean_exit,
        show_exact,
        show_start_page,
        author,
        author_asked,
        high_contrast,
        pointer,
        audience_window,
        audience_screen,
        web_address,
    );
    theirs
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

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("sre-sim-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir.join("app.ron")
    }

    fn read_back(path: &std::path::Path) -> Settings {
        let text = std::fs::read_to_string(path).expect("reads");
        let map: std::collections::BTreeMap<String, String> = ron::from_str(&text).expect("a map");
        ron::from_str(&map[SETTINGS_KEY]).expect("settings")
    }

    #[test]
    fn two_windows_each_write_what_they_changed() {
        let path = scratch("settings-merge");
        let start = Settings::default();
        let mut first = SettingsFile::new(path.clone(), start.clone());
        let mut second = SettingsFile::new(path.clone(), start.clone());
        let mut ours = start.clone();
        ours.dark = false;
        assert!(first.write(&ours).expect("writes"));
        assert!(!first.write(&ours).expect("nothing new"), "written once");
        let mut theirs = start.clone();
        theirs.author = "Ada".to_owned();
        assert!(second.write(&theirs).expect("writes"));
        let both = read_back(&path);
        assert!(!both.dark, "the first window's theme kept");
        assert_eq!(both.author, "Ada", "the second window's name");
        // The first window changes its scale: the name stays.
        ours.ui_scale = 1.5;
        assert!(first.write(&ours).expect("writes"));
        let all = read_back(&path);
        assert_eq!(
            (all.dark, all.author.as_str(), all.ui_scale),
            (false, "Ada", 1.5)
        );
        let _ = std::fs::remove_dir_all(path.parent().expect("a folder"));
    }

    #[test]
    fn a_full_disk_leaves_the_old_file_whole() {
        let path = scratch("settings-full");
        let start = Settings::default();
        let mut file = SettingsFile::new(path.clone(), start.clone());
        let mut ours = start.clone();
        ours.author = "Ada".to_owned();
        file.write(&ours).expect("writes");
        let before = std::fs::read(&path).expect("reads");
        ours.author = "Bob".to_owned();
        let full = file.write_with(&ours, |_| Err(std::io::ErrorKind::StorageFull.into()));
        assert_eq!(
            full.map_err(|e| e.kind()).err(),
            Some(std::io::ErrorKind::StorageFull)
        );
        assert_eq!(std::fs::read(&path).expect("reads"), before, "whole");
        // Tried again (the disk has room now): written.
        assert!(file.write(&ours).expect("writes"));
        assert_eq!(read_back(&path).author, "Bob");
        let _ = std::fs::remove_dir_all(path.parent().expect("a folder"));
    }

    #[test]
    fn presenter_mode_scales_with_the_window_by_its_shorter_side() {
        assert_eq!(presenter_zoom(None), PRESENTER_ZOOM);
        assert_eq!(presenter_zoom(Some([1280.0, 800.0])), PRESENTER_ZOOM);
        // 1920×1080: the height is the shorter side for a 16:10 layout.
        assert!((presenter_zoom(Some([1920.0, 1080.0])) - 1.25 * 1.35).abs() < 1e-6);
        // 1024×768 (a 4:3 projector): by the width, 0.8.
        assert!((presenter_zoom(Some([1024.0, 768.0])) - 1.0).abs() < 1e-6);
        // Within bounds, and never from a size that is not one.
        assert!((presenter_zoom(Some([320.0, 200.0])) - 1.0).abs() < 1e-6);
        assert!((presenter_zoom(Some([7680.0, 4320.0])) - 1.25 * 2.5).abs() < 1e-6);
        assert_eq!(presenter_zoom(Some([f32::NAN, 800.0])), PRESENTER_ZOOM);
        assert_eq!(presenter_zoom(Some([0.0, 800.0])), PRESENTER_ZOOM);
    }
}
