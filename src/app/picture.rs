//! A picture of the window to take: the `--screenshot` of a slide, or an
//! export of the window or of one chart. The shell takes it; the state only
//! says what is wanted and keeps the result.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use super::SreSimApp;

/// The outcome of `--screenshot`, filled in by the app before it closes.
pub type ScreenshotResult = Arc<Mutex<Option<Result<(), String>>>>;

/// A picture waiting to be taken.
#[derive(Debug)]
pub struct PictureJob {
    /// Where the PNG goes.
    pub path: PathBuf,
    /// Frames to draw before taking it (the layout settles).
    pub frames_left: u32,
    /// Has the picture been asked of the renderer?
    pub requested: bool,
    /// The picture, once the renderer has delivered it.
    pub image: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
    /// `--screenshot`'s outcome, for the command line.
    pub result: ScreenshotResult,
    /// Close the window once saved (`--screenshot`), or carry on (an export).
    pub close_after: bool,
    /// The part of the window to keep, in points (`None` = all of it).
    pub region: Option<egui::Rect>,
    /// The window's size asked for (`--size`), in points: a picture of
    /// another size (a screen too small for it) is refused, not saved.
    pub wanted_size: Option<[f32; 2]>,
}

impl SreSimApp {
    /// Asks the app to save a screenshot of its own framebuffer to `path`
    /// after a few frames, then close; with `wanted_size`, only if the
    /// window got that size.
    pub fn request_screenshot(
        &mut self,
        path: PathBuf,
        result: ScreenshotResult,
        wanted_size: Option<[f32; 2]>,
    ) {
        self.picture = Some(PictureJob {
            path,
            frames_left: 5,
            requested: false,
            image: Arc::default(),
            result,
            close_after: true,
            region: None,
            wanted_size,
        });
    }

    /// Is a picture for the command line being taken (an animation, a
    /// `--screenshot`)? Then no pointer, hover, toast or key hint shows.
    pub fn capturing(&self) -> bool {
        self.animation.is_some() || self.picture.as_ref().is_some_and(|p| p.close_after)
    }

    /// Saves a picture of part of the window (a chart), or all of it, at
    /// the next frame (an export for slides); the outcome is shown with
    /// the other messages.
    pub fn export_png(&mut self, path: PathBuf, region: Option<egui::Rect>) {
        self.picture = Some(PictureJob {
            region,
            path,
            frames_left: 1,
            requested: false,
            image: Arc::default(),
            result: Arc::default(),
            close_after: false,
            wanted_size: None,
        });
    }
}
