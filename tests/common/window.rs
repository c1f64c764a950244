//! The whole app in a kittest window, driven between frames.

use egui_kittest::Harness;
use sre_sim::app::{AppCommand, SreSimApp};

/// A common laptop's window, in pixels: the size most tests use.
pub const LAPTOP: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// Seconds of the app's clock per frame (kittest's default, written here
/// because tests that play a run count its minutes in frames).
pub const FRAME_SECS: f32 = 0.25;

/// The app's whole window around `app`, `size` pixels at `pixels_per_point`
/// (presenter mode's scale, or a high-density display's), no frame run yet.
/// A frame is [`FRAME_SECS`] of the app's clock; the theme is kittest's,
/// dark.
pub fn harness_scaled(
    app: SreSimApp,
    size: egui::Vec2,
    pixels_per_point: f32,
) -> Harness<'static, SreSimApp> {
    Harness::builder()
        .with_size(size / pixels_per_point)
        .with_pixels_per_point(pixels_per_point)
        .with_step_dt(FRAME_SECS)
        .build_ui_state(|ui, app: &mut SreSimApp| app.show(ui), app)
}

/// The app's whole window around `app`, `size` pixels (one per point), no
/// frame run yet.
pub fn harness(app: SreSimApp, size: egui::Vec2) -> Harness<'static, SreSimApp> {
    harness_scaled(app, size, 1.0)
}

/// [`harness`] run until it settles (`Harness::run`): what a person sees
/// once the layout stops moving.
pub fn harness_settled(app: SreSimApp, size: egui::Vec2) -> Harness<'static, SreSimApp> {
    let mut h = harness(app, size);
    h.run();
    h
}

/// Applies a command between frames, as a panel or a key would, and runs
/// the next frame.
pub fn send(h: &mut Harness<'_, SreSimApp>, command: AppCommand) {
    h.state_mut().handle(command);
    h.step();
}
