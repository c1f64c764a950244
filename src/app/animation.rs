//! An animated picture of a stretch of a replay, for a slide: one frame per
//! simulated minute (or per K minutes), drawn by the window's own code and
//! captured from its framebuffer as `--screenshot` is, then written as one
//! GIF or as numbered PNG frames for video tools.
//!
//! What is planned and checked (the stretch, the output) is here, with the
//! writer; the shell drives the capture frame by frame
//! ([`SreSimApp::animation`]). While it runs the window takes no pointer
//! and no key but Escape, and shows no toast or hint, so the same run and
//! options give the same bytes on the same machine.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use fluent_bundle::FluentValue;

use super::{ScreenshotResult, SreSimApp};
use crate::i18n::I18n;

/// The most frames one export writes (a 180-minute run, every minute, is
/// 181): more is refused before anything is drawn.
pub const MAX_FRAMES: u32 = 600;

/// How long each frame of the GIF shows, in milliseconds (GIF delays are
/// centiseconds: 20): a minute of the run per fifth of a second.
pub const FRAME_DELAY_MS: u32 = 200;

/// How long the last frame shows before the GIF starts again, in ms.
pub const LAST_FRAME_DELAY_MS: u32 = 2000;

/// The GIF encoder's speed (1 = the best palette, 30 = the fastest): 10
/// keeps a 1280×800 frame's palette true to the window's few colours.
pub const GIF_SPEED: i32 = 10;

/// Frames drawn after moving to a minute and before its picture is taken
/// (the layout settles); the first minute waits longer (the window opens).
const SETTLE_FRAMES: u32 = 2;
const FIRST_SETTLE_FRAMES: u32 = 5;

/// The stretch of a run to draw: minutes `from`, `from + every`, … up to
/// `to` (`to` itself only when it falls on that step).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnimationPlan {
    /// The first minute drawn.
    pub from: u32,
    /// The last minute that may be drawn.
    pub to: u32,
    /// Minutes between two frames (at least 1).
    pub every: u32,
}

impl AnimationPlan {
    /// The plan, if it fits a run of `minutes` minutes and the frame cap.
    pub fn checked(from: u32, to: u32, every: u32, minutes: u32) -> Result<Self, AnimationError> {
        if every == 0 {
            return Err(AnimationError::EveryZero);
        }
        if from > to {
            return Err(AnimationError::FromAfterTo { from, to });
        }
        if to > minutes {
            return Err(AnimationError::PastEnd { to, minutes });
        }
        let plan = Self { from, to, every };
        let frames = plan.frames();
        if frames > MAX_FRAMES {
            return Err(AnimationError::TooManyFrames {
                frames,
                max: MAX_FRAMES,
            });
        }
        Ok(plan)
    }

    /// How many frames: ⌊(to − from) / every⌋ + 1.
    pub fn frames(self) -> u32 {
        (self.to - self.from) / self.every.max(1) + 1
    }

    /// The minute of frame `index` (0 = `from`).
    pub fn minute(self, index: u32) -> u32 {
        self.from + index * self.every
    }
}

/// Where an animation goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnimationOutput {
    /// One animated GIF, looping.
    Gif(PathBuf),
    /// A folder of PNG frames, `frame-0001.png`, `frame-0002.png`, …
    Frames(PathBuf),
}

impl AnimationOutput {
    /// The file or folder written.
    pub fn path(&self) -> &Path {
        match self {
            Self::Gif(path) | Self::Frames(path) => path,
        }
    }

    /// Can it be written? The GIF's folder must exist and take a new file;
    /// the frames' folder is created if missing and must take one. Asked
    /// before the window opens, so a long export does not fail at its end.
    pub fn check_writable(&self) -> Result<(), AnimationError> {
        // In a browser the file is a download: nothing to probe.
        if cfg!(target_arch = "wasm32") {
            return Ok(());
        }
        let unwritable = |err: std::io::Error| AnimationError::Unwritable {
            path: self.path().display().to_string(),
            error: (&err).into(),
        };
        let dir = match self {
            Self::Gif(path) => {
                if path.is_dir() {
                    return Err(unwritable(std::io::Error::new(
                        std::io::ErrorKind::IsADirectory,
                        "it is a folder",
                    )));
                }
                match path.parent() {
                    Some(dir) if !dir.as_os_str().is_empty() => dir.to_owned(),
                    _ => PathBuf::from("."),
                }
            }
            Self::Frames(dir) => {
                std::fs::create_dir_all(dir).map_err(unwritable)?;
                dir.clone()
            }
        };
        let probe = dir.join(format!(".sre-sim-probe-{}", std::process::id()));
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&probe)
            .map_err(unwritable)?;
        std::fs::remove_file(&probe).map_err(unwritable)
    }
}

/// Why an animation is refused or was not written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnimationError {
    /// `--gif` or `--frames` without a run to draw.
    #[error("--gif and --frames need a run to draw: add --open RUN")]
    NoRun,
    /// `--from`, `--to` or `--every` without `--gif` or `--frames`.
    #[error("--from, --to and --every make an animation: add --gif FILE or --frames DIR")]
    NoOutput,
    /// `--every 0`.
    #[error("--every must be at least 1 (minutes between two frames)")]
    EveryZero,
    /// `--from` after `--to`.
    #[error("--from {from} is after --to {to}")]
    FromAfterTo { from: u32, to: u32 },
    /// `--to` past the run's end.
    #[error("--to {to} is past the end of the run ({minutes} minutes)")]
    PastEnd { to: u32, minutes: u32 },
    /// More frames than [`MAX_FRAMES`].
    #[error(
        "{frames} frames is more than the {max} an animation may have: raise --every or shorten the stretch"
    )]
    TooManyFrames { frames: u32, max: u32 },
    /// The output cannot be written.
    #[error("cannot write {path}: {error}")]
    Unwritable {
        path: String,
        error: crate::run::SystemError,
    },
    /// The window changed size during the export.
    #[error("the window changed size during the export: every frame must have the same size")]
    Resized,
    /// The window is not the size asked (`--size` larger than the screen).
    #[error("the window is {got}, not the {wanted} asked")]
    WrongSize { got: String, wanted: String },
    /// Escape during an export from the window.
    #[error("the export was cancelled")]
    Cancelled,
    /// The encoder failed.
    #[error("the animation could not be encoded: {message}")]
    Encode { message: String },
}

impl AnimationError {
    /// The message in the person's language.
    pub fn text(&self, i18n: &I18n) -> String {
        let n = |v: u32| FluentValue::from(v);
        match self {
            Self::NoRun => i18n.tr("animation-no-run"),
            Self::NoOutput => i18n.tr("animation-no-output"),
            Self::EveryZero => i18n.tr("animation-every-zero"),
            Self::FromAfterTo { from, to } => i18n.tr_args(
                "animation-from-after-to",
                &[("from", n(*from)), ("to", n(*to))],
            ),
            Self::PastEnd { to, minutes } => i18n.tr_args(
                "animation-past-end",
                &[("to", n(*to)), ("minutes", n(*minutes))],
            ),
            Self::TooManyFrames { frames, max } => i18n.tr_args(
                "animation-too-many",
                &[("frames", n(*frames)), ("max", n(*max))],
            ),
            Self::Unwritable { path, error } => i18n.tr_args(
                "animation-unwritable",
                &[
                    (
                        "path",
                        FluentValue::from(crate::model::cut(path, crate::i18n::MAX_PATH_CHARS)),
                    ),
                    (
                        "message",
                        FluentValue::from(crate::i18n::system_error_text(i18n, error)),
                    ),
                ],
            ),
            Self::Resized => i18n.tr("animation-resized"),
            Self::Cancelled => i18n.tr("animation-cancelled"),
            Self::WrongSize { got, wanted } => i18n.tr_args(
                "app-png-wrong-size",
                &[
                    ("got", FluentValue::from(got.clone())),
                    ("wanted", FluentValue::from(wanted.clone())),
                ],
            ),
            Self::Encode { message } => i18n.tr_args(
                "animation-encode",
                &[("message", FluentValue::from(message.clone()))],
            ),
        }
    }
}

/// A growing buffer the GIF encoder writes into and the writer reads back.
#[derive(Debug, Clone, Default)]
struct SharedBytes(Arc<Mutex<Vec<u8>>>);

impl Write for SharedBytes {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::Error::other("the GIF buffer was poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Takes the frames one by one and writes them: the GIF is encoded as they
/// come (one frame held back, the last shows longer) and written at the
/// end in one piece, atomically; PNG frames are written as they come.
pub struct FrameWriter {
    output: AnimationOutput,
    gif: Option<image::codecs::gif::GifEncoder<SharedBytes>>,
    bytes: SharedBytes,
    held: Option<image::RgbaImage>,
    size: Option<[u32; 2]>,
    written: u32,
}

impl std::fmt::Debug for FrameWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FrameWriter")
            .field("output", &self.output)
            .field("size", &self.size)
            .field("written", &self.written)
            .finish_non_exhaustive()
    }
}

impl FrameWriter {
    /// A writer to `output`.
    pub fn new(output: AnimationOutput) -> Self {
        Self {
            output,
            gif: None,
            bytes: SharedBytes::default(),
            held: None,
            size: None,
            written: 0,
        }
    }

    /// Frames taken so far.
    pub fn frames(&self) -> u32 {
        self.written + u32::from(self.held.is_some())
    }

    /// The frames' size in pixels, once one is taken.
    pub fn size(&self) -> Option<[u32; 2]> {
        self.size
    }

    /// Takes the next frame.
    pub fn push(&mut self, frame: image::RgbaImage) -> Result<(), AnimationError> {
        let size = [frame.width(), frame.height()];
        if *self.size.get_or_insert(size) != size {
            return Err(AnimationError::Resized);
        }
        match &self.output {
            AnimationOutput::Frames(dir) => {
                self.written += 1;
                let path = dir.join(format!("frame-{:04}.png", self.written));
                let mut png = Vec::new();
                frame
                    .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
                    .map_err(|err| AnimationError::Encode {
                        message: err.to_string(),
                    })?;
                crate::run::store::write_atomic(&path, &png).map_err(|err| {
                    AnimationError::Unwritable {
                        path: path.display().to_string(),
                        error: (&err).into(),
                    }
                })
            }
            AnimationOutput::Gif(_) => {
                if let Some(previous) = self.held.replace(frame) {
                    self.encode(previous, FRAME_DELAY_MS)?;
                }
                Ok(())
            }
        }
    }

    fn encode(&mut self, frame: image::RgbaImage, delay_ms: u32) -> Result<(), AnimationError> {
        let encode = |err: image::ImageError| AnimationError::Encode {
            message: err.to_string(),
        };
        if self.gif.is_none() {
            let mut gif =
                image::codecs::gif::GifEncoder::new_with_speed(self.bytes.clone(), GIF_SPEED);
            gif.set_repeat(image::codecs::gif::Repeat::Infinite)
                .map_err(encode)?;
            self.gif = Some(gif);
        }
        let Some(gif) = &mut self.gif else {
            return Ok(());
        };
        let delay = image::Delay::from_numer_denom_ms(delay_ms, 1);
        gif.encode_frame(image::Frame::from_parts(frame, 0, 0, delay))
            .map_err(encode)?;
        self.written += 1;
        Ok(())
    }

    /// Writes what is left (the GIF whole, its last frame held longer) and
    /// says how many frames were written.
    pub fn finish(mut self) -> Result<u32, AnimationError> {
        if let AnimationOutput::Gif(path) = self.output.clone() {
            if let Some(last) = self.held.take() {
                self.encode(last, LAST_FRAME_DELAY_MS)?;
            }
            // Dropping the encoder writes the GIF's trailer.
            drop(self.gif.take());
            let bytes =
                std::mem::take(
                    &mut *self.bytes.0.lock().map_err(|_| AnimationError::Encode {
                        message: "the GIF buffer was poisoned".to_owned(),
                    })?,
                );
            crate::run::store::write_atomic(&path, &bytes).map_err(|err| {
                AnimationError::Unwritable {
                    path: path.display().to_string(),
                    error: (&err).into(),
                }
            })?;
        }
        Ok(self.written)
    }
}

/// An animation being captured: the stretch, the writer, the frame being
/// taken, and where the replay goes back to when it is done.
#[derive(Debug)]
pub struct AnimationJob {
    /// The stretch drawn.
    pub plan: AnimationPlan,
    /// Where the frames go.
    pub writer: FrameWriter,
    /// The frame being taken (index into the plan).
    pub index: u32,
    /// Frames left to draw before this one's picture is taken.
    pub settle: u32,
    /// Has this frame's picture been asked of the renderer?
    pub requested: bool,
    /// The picture, once the renderer has delivered it.
    pub image: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
    /// Close the window when done (the command line), or carry on.
    pub close_after: bool,
    /// The command line's outcome.
    pub result: ScreenshotResult,
    /// The minute the replay showed before (the window goes back to it).
    pub back_to: u32,
    /// The window's size asked for (`--size`), in points.
    pub wanted_size: Option<[f32; 2]>,
}

impl AnimationJob {
    /// Moves to the next frame's minute; `false` once every frame is taken.
    pub fn advance(&mut self) -> bool {
        self.index += 1;
        self.settle = SETTLE_FRAMES;
        self.requested = false;
        self.index < self.plan.frames()
    }
}

impl SreSimApp {
    /// Starts capturing `plan` of the replay shown into `output`; with
    /// `close_after` (the command line) the window closes when done and
    /// the outcome goes into `result`, else it is said with the messages.
    pub fn start_animation(
        &mut self,
        plan: AnimationPlan,
        output: AnimationOutput,
        close_after: bool,
        result: ScreenshotResult,
        wanted_size: Option<[f32; 2]>,
    ) {
        let back_to = self.oncall.sim().minute();
        self.oncall.playing = false;
        self.oncall.scrub_to(plan.from);
        self.animation = Some(AnimationJob {
            plan,
            writer: FrameWriter::new(output),
            index: 0,
            settle: FIRST_SETTLE_FRAMES,
            requested: false,
            image: Arc::default(),
            close_after,
            result,
            back_to,
            wanted_size,
        });
    }

    /// The export asked from the replay bar's form: the stretch checked
    /// against the replay, written into the saves folder under the run's
    /// name and the minutes.
    pub fn export_animation(&mut self, from: u32, to: u32, every: u32, gif: bool) {
        use super::{Severity, status};
        let Some(replay) = &self.oncall.replay else {
            return self.report(Severity::Error, status::tr("present-needs-run"));
        };
        let run_stem = replay.file.suggested_file_name();
        let run_stem = run_stem.trim_end_matches(".ron").to_owned();
        let plan = match AnimationPlan::checked(from, to, every, replay.file.minutes()) {
            Ok(plan) => plan,
            Err(err) => return self.report(Severity::Error, move |i18n| err.text(i18n)),
        };
        let Some(dir) = self.saves_dir() else {
            let problem = status::file_problem(crate::run::RunFileError::NoDataDir);
            return self.report(Severity::Error, problem);
        };
        if let Err(err) = crate::run::store::create_dir(&dir) {
            return self.report(Severity::Error, status::file_problem(err));
        }
        let stem = format!("{run_stem}-minutes-{from}-{to}");
        let output = if gif {
            AnimationOutput::Gif(dir.join(format!("{stem}.gif")))
        } else {
            AnimationOutput::Frames(dir.join(stem))
        };
        if let Err(err) = output.check_writable() {
            return self.report(Severity::Error, move |i18n| err.text(i18n));
        }
        self.nav.animation_form = None;
        self.start_animation(plan, output, false, Arc::default(), None);
    }

    /// The capture ended (all frames taken, cancelled or failed): back to
    /// the minute shown before, and the outcome said.
    pub fn finish_animation(&mut self, outcome: Result<(), AnimationError>) {
        use super::{Severity, status};
        let Some(job) = self.animation.take() else {
            return;
        };
        self.oncall.scrub_to(job.back_to);
        let path = job.writer_path();
        let outcome = outcome.and_then(|()| {
            let size = job.writer.size().unwrap_or_default();
            job.writer.finish().map(|frames| (frames, size))
        });
        if job.close_after {
            let said = outcome.map(|_| ()).map_err(|err| err.text(&self.i18n));
            if let Ok(mut slot) = job.result.lock() {
                *slot = Some(said);
            }
            return;
        }
        match outcome {
            Ok((frames, [w, h])) => {
                let said = status::tr_texts(
                    "animation-saved",
                    [
                        ("path", path),
                        ("frames", frames.to_string()),
                        ("size", format!("{w}×{h}")),
                    ],
                );
                self.report(Severity::Info, said);
            }
            Err(err) => self.report(Severity::Error, move |i18n| err.text(i18n)),
        }
    }
}

impl AnimationJob {
    fn writer_path(&self) -> String {
        self.writer.output.path().display().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::AnimationDecoder;

    fn frame(shade: u8) -> image::RgbaImage {
        image::RgbaImage::from_fn(64, 40, |x, y| {
            image::Rgba([shade, (x * 4) as u8, (y * 6) as u8, 255])
        })
    }

    #[test]
    fn a_plan_counts_its_frames_and_refuses_what_cannot_be_drawn() {
        let plan = AnimationPlan::checked(20, 60, 1, 180).expect("a plan");
        assert_eq!(plan.frames(), 41);
        assert_eq!((plan.minute(0), plan.minute(40)), (20, 60));
        let every_7 = AnimationPlan::checked(20, 60, 7, 180).expect("a plan");
        assert_eq!(every_7.frames(), 6, "20, 27, 34, 41, 48, 55");
        assert_eq!(every_7.minute(5), 55);
        assert_eq!(
            AnimationPlan::checked(5, 5, 1, 10).map(AnimationPlan::frames),
            Ok(1)
        );
        assert_eq!(
            AnimationPlan::checked(1, 2, 0, 10),
            Err(AnimationError::EveryZero)
        );
        assert_eq!(
            AnimationPlan::checked(30, 20, 1, 180),
            Err(AnimationError::FromAfterTo { from: 30, to: 20 })
        );
        assert_eq!(
            AnimationPlan::checked(0, 181, 1, 180),
            Err(AnimationError::PastEnd {
                to: 181,
                minutes: 180
            })
        );
        assert!(AnimationPlan::checked(0, MAX_FRAMES - 1, 1, 10_000).is_ok());
        assert_eq!(
            AnimationPlan::checked(0, MAX_FRAMES, 1, 10_000),
            Err(AnimationError::TooManyFrames {
                frames: MAX_FRAMES + 1,
                max: MAX_FRAMES
            })
        );
    }

    #[test]
    fn a_gif_has_its_frames_their_size_and_delays_and_is_the_same_each_time() {
        let dir = std::env::temp_dir().join(format!("sre-sim-gif-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        let write = |name: &str| {
            let path = dir.join(name);
            let mut writer = FrameWriter::new(AnimationOutput::Gif(path.clone()));
            for shade in [0, 0, 120, 250] {
                writer.push(frame(shade)).expect("a frame");
            }
            assert_eq!(writer.finish(), Ok(4));
            std::fs::read(path).expect("the GIF")
        };
        let (a, b) = (write("a.gif"), write("b.gif"));
        assert_eq!(a, b, "the same frames give the same bytes");
        let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&a)).expect("a GIF");
        let frames = decoder.into_frames().collect_frames().expect("its frames");
        assert_eq!(frames.len(), 4);
        let delays: Vec<u32> = frames
            .iter()
            .map(|f| f.delay().numer_denom_ms().0 / f.delay().numer_denom_ms().1)
            .collect();
        assert_eq!(delays, [200, 200, 200, 2000]);
        assert!(frames.iter().all(|f| f.buffer().dimensions() == (64, 40)));
        assert_eq!(frames[0].buffer(), frames[1].buffer());
        assert_ne!(frames[1].buffer(), frames[2].buffer());
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn frames_are_numbered_pngs_and_a_resized_frame_is_refused() {
        let dir = std::env::temp_dir().join(format!("sre-sim-frames-{}", std::process::id()));
        let output = AnimationOutput::Frames(dir.clone());
        output
            .check_writable()
            .expect("a folder that can be written");
        let mut writer = FrameWriter::new(output);
        writer.push(frame(10)).expect("a frame");
        writer.push(frame(20)).expect("a frame");
        assert_eq!(
            writer.push(image::RgbaImage::new(10, 10)),
            Err(AnimationError::Resized)
        );
        assert_eq!(writer.finish(), Ok(2));
        let second = image::open(dir.join("frame-0002.png")).expect("the second frame");
        assert_eq!(second.to_rgba8(), frame(20));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn an_output_that_cannot_be_written_is_refused_naming_it() {
        let missing = std::env::temp_dir().join("sre-sim-no-such-folder/x/out.gif");
        let err = AnimationOutput::Gif(missing.clone())
            .check_writable()
            .expect_err("no such folder");
        let AnimationError::Unwritable { path, .. } = &err else {
            panic!("{err:?}");
        };
        assert_eq!(path, &missing.display().to_string());
        let folder = AnimationOutput::Gif(std::env::temp_dir()).check_writable();
        assert!(matches!(folder, Err(AnimationError::Unwritable { .. })));
    }
}
