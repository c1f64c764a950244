//! Taking a picture of the window: the renderer delivers the framebuffer,
//! the picture is cut to its region and saved as PNG.

use std::sync::{Arc, Mutex};

use fluent_bundle::FluentValue;

use crate::app::{Severity, SreSimApp, status};

impl SreSimApp {
    /// Takes the picture asked for, a few frames after it was asked, and
    /// saves it (then closes the window for `--screenshot`).
    pub fn take_picture(&mut self, ctx: &egui::Context) {
        let Some(job) = &mut self.picture else {
            return;
        };
        let image = job.image.lock().ok().and_then(|mut slot| slot.take());
        if let Some(image) = image {
            let image = match job.region {
                Some(rect) => Arc::new(image.region(&rect, Some(ctx.pixels_per_point()))),
                None => image,
            };
            let outcome = match wrong_size(ctx, job.wanted_size, &image) {
                Some((got, wanted)) => Err(PictureError::WrongSize { got, wanted }),
                None => save_png(&job.path, &image),
            };
            if job.close_after {
                if let Ok(mut slot) = job.result.lock() {
                    *slot = Some(outcome.map_err(|err| err.text(&self.i18n)));
                }
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                let path = job.path.display().to_string();
                self.picture = None;
                match outcome {
                    Ok(()) => {
                        let said = status::tr_texts("debrief-ui-exported", [("path", path)]);
                        self.report(Severity::Info, said);
                    }
                    Err(err) => self.report(Severity::Error, move |i18n| err.text(i18n)),
                }
            }
            return;
        }
        if job.frames_left > 0 {
            job.frames_left -= 1;
        } else if !job.requested {
            job.requested = true;
            request_frame(ctx, &job.image);
        }
        ctx.request_repaint();
    }
}

/// Asks the renderer for this frame's picture, delivered into `slot` (and
/// a frame drawn to take it).
pub(super) fn request_frame(ctx: &egui::Context, slot: &Arc<Mutex<Option<Arc<egui::ColorImage>>>>) {
    let slot = Arc::clone(slot);
    let repaint = ctx.clone();
    ctx.request_screenshot(move |image| {
        if let Ok(mut slot) = slot.lock() {
            *slot = Some(image);
        }
        repaint.request_repaint();
    });
}

/// The picture's size and the size asked for, in pixels, when they differ
/// (the screen was smaller than `--size`, or the window manager chose).
pub(super) fn wrong_size(
    ctx: &egui::Context,
    wanted: Option<[f32; 2]>,
    image: &egui::ColorImage,
) -> Option<([usize; 2], [usize; 2])> {
    let wanted = wanted?;
    let ppp = ctx.input(|i| i.viewport().native_pixels_per_point.unwrap_or(1.0));
    let wanted = wanted.map(|side| (side * ppp).round() as usize);
    let close = |a: usize, b: usize| a.abs_diff(b) <= 1;
    (!(close(image.size[0], wanted[0]) && close(image.size[1], wanted[1])))
        .then_some((image.size, wanted))
}

/// Why a picture was not saved, said in the language of the moment.
#[derive(Debug, Clone)]
enum PictureError {
    /// One colour only: a window that did not draw.
    Blank { size: [usize; 2] },
    /// The pixels do not make an image of the size said.
    Size,
    /// Another size than asked (`--size` larger than the screen).
    WrongSize { got: [usize; 2], wanted: [usize; 2] },
    /// The file could not be written (what the system said).
    Write {
        path: String,
        error: crate::run::SystemError,
    },
}

impl PictureError {
    fn text(&self, i18n: &crate::i18n::I18n) -> String {
        let size = |s: [usize; 2]| FluentValue::from(format!("{}×{}", s[0], s[1]));
        match self {
            Self::Blank { size: [w, h] } => i18n.tr_args(
                "app-png-blank",
                &[
                    ("width", FluentValue::from(*w)),
                    ("height", FluentValue::from(*h)),
                ],
            ),
            Self::Size => i18n.tr("app-png-size"),
            Self::WrongSize { got, wanted } => i18n.tr_args(
                "app-png-wrong-size",
                &[("got", size(*got)), ("wanted", size(*wanted))],
            ),
            Self::Write { path, error } => i18n.tr_args(
                "app-png-write",
                &[
                    ("path", FluentValue::from(path.clone())),
                    (
                        "message",
                        FluentValue::from(crate::i18n::system_error_text(i18n, error)),
                    ),
                ],
            ),
        }
    }
}

/// Saves an egui image as PNG; refuses a blank (single-colour) image.
fn save_png(path: &std::path::Path, image: &egui::ColorImage) -> Result<(), PictureError> {
    let [w, h] = image.size;
    let first = image.pixels.first().copied();
    let distinct = image.pixels.iter().filter(|p| Some(**p) != first).count();
    if image.pixels.is_empty() || distinct < image.pixels.len() / 100 {
        return Err(PictureError::Blank { size: [w, h] });
    }
    let rgba: Vec<u8> = image
        .pixels
        .iter()
        .flat_map(egui::Color32::to_array)
        .collect();
    let buffer = image::RgbaImage::from_raw(w as u32, h as u32, rgba).ok_or(PictureError::Size)?;
    let write_error = |err: std::io::Error| PictureError::Write {
        path: path.display().to_string(),
        error: (&err).into(),
    };
    // Encoded here and written as every file is (atomically; in a browser,
    // a download).
    let mut png = std::io::Cursor::new(Vec::new());
    buffer
        .write_to(&mut png, image::ImageFormat::Png)
        .map_err(|err| write_error(std::io::Error::other(err)))?;
    crate::run::store::write_atomic(path, png.get_ref()).map_err(write_error)
}
