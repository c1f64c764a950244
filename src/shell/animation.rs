//! Capturing an animation frame by frame: the replay moved to each minute
//! of the stretch, a few frames drawn for the layout to settle, the
//! framebuffer taken as for `--screenshot` and handed to the writer.

use crate::app::SreSimApp;
use crate::app::animation::AnimationError;

impl SreSimApp {
    /// One frame of the capture of an animation, if one is being taken.
    pub fn take_animation_frame(&mut self, ctx: &egui::Context) {
        let Some(job) = &mut self.animation else {
            return;
        };
        if ctx.input(|i| i.key_pressed(egui::Key::Escape)) && !job.close_after {
            return self.end_animation(ctx, Err(AnimationError::Cancelled));
        }
        let image = job.image.lock().ok().and_then(|mut slot| slot.take());
        if let Some(image) = image {
            if job.index == 0
                && let Some((got, wanted)) =
                    super::picture::wrong_size(ctx, job.wanted_size, &image)
            {
                let side = |s: [usize; 2]| format!("{}×{}", s[0], s[1]);
                let (got, wanted) = (side(got), side(wanted));
                return self.end_animation(ctx, Err(AnimationError::WrongSize { got, wanted }));
            }
            let [w, h] = image.size;
            let rgba: Vec<u8> = image
                .pixels
                .iter()
                .flat_map(egui::Color32::to_array)
                .collect();
            let Some(frame) = image::RgbaImage::from_raw(w as u32, h as u32, rgba) else {
                return self.end_animation(ctx, Err(AnimationError::Resized));
            };
            if let Err(err) = job.writer.push(frame) {
                return self.end_animation(ctx, Err(err));
            }
            if !job.advance() {
                return self.end_animation(ctx, Ok(()));
            }
            let minute = job.plan.minute(job.index);
            self.oncall.scrub_to(minute);
        } else if job.settle > 0 {
            job.settle -= 1;
        } else if !job.requested {
            job.requested = true;
            super::picture::request_frame(ctx, &job.image);
        }
        ctx.request_repaint();
    }

    /// The capture ended: written (or not), said, and the window closed if
    /// the command line asked for the animation.
    fn end_animation(&mut self, ctx: &egui::Context, outcome: Result<(), AnimationError>) {
        let close = self.animation.as_ref().is_some_and(|job| job.close_after);
        self.finish_animation(outcome);
        if close {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    /// While an animation or a `--screenshot` is captured the window takes
    /// no pointer and no key but Escape (which cancels an export from the
    /// window): what the mouse hovers must not change the pictures.
    pub fn quiet_input_for_pictures(&self, raw: &mut egui::RawInput) {
        if !self.capturing() {
            return;
        }
        raw.events.retain(|event| {
            matches!(
                event,
                egui::Event::Key {
                    key: egui::Key::Escape,
                    ..
                }
            )
        });
        raw.events.push(egui::Event::PointerGone);
        raw.dropped_files.clear();
        raw.hovered_files.clear();
    }
}
