//! The room's own window while a run is presented: the headline, the
//! chapter's caption and the charts, large, and nothing else (no control,
//! no button, no cursor: the laser dot is the pointer). The speaker keeps
//! the console and the controls on the main window.
//!
//! It is an immediate egui viewport: a second native window where eframe
//! gives one (Windows, macOS, Linux on X11 and Wayland), a window inside
//! the main one where it does not (egui embeds viewports then, as kittest
//! does). Each immediate viewport is painted in the same frame as the main
//! window, so the two share its frame rate.

use egui::{Ui, ViewportClass};

use crate::app::{AppCommand, SreSimApp, Tab, keys};
use crate::ui::oncall;

/// The audience window's title (the real-window test finds it by it).
pub const AUDIENCE_TITLE: &str = "sre-sim audience";

/// The audience window's size when it opens as an ordinary window, points.
const AUDIENCE_SIZE: [f32; 2] = [1280.0, 720.0];

/// The audience window, while a run is presented and the speaker asked
/// for it; what the room's keys (a clicker sends them to the window that
/// has the focus) and its close button ask goes into `out`.
pub fn audience_ui(ctx: &egui::Context, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    if !app.settings.audience_window || app.nav.presentation().is_none() {
        return;
    }
    let builder = egui::ViewportBuilder::default()
        .with_title(AUDIENCE_TITLE)
        .with_app_id(crate::app::APP_ID)
        .with_inner_size(AUDIENCE_SIZE)
        .with_min_inner_size([480.0, 320.0]);
    let builder = match app.settings.audience_screen {
        Some(screen) => builder.with_monitor(screen).with_fullscreen(true),
        None => builder.with_fullscreen(false),
    };
    let id = egui::ViewportId::from_hash_of(AUDIENCE_TITLE);
    ctx.show_viewport_immediate(id, builder, |ui, class| {
        let ctx = ui.ctx().clone();
        if class == ViewportClass::EmbeddedWindow {
            // Inside the main window: a fixed size, and the main window's
            // keys, black screen and pointer stand for it.
            ui.set_width(AUDIENCE_SIZE[0] * 0.6);
            ui.set_height(AUDIENCE_SIZE[1] * 0.6);
            room_view_ui(ui, app, true);
            return;
        }
        for action in ctx.input_mut(|i| keys::take_presses(i, Tab::Oncall, true, false)) {
            out.extend(app.key_command(action));
        }
        if ctx.input(|i| i.viewport().close_requested()) {
            out.push(AppCommand::SetAudience {
                window: false,
                screen: app.settings.audience_screen,
            });
        }
        egui::CentralPanel::default().show(ui, |ui| {
            scale_to_room(ui, app);
            room_view_ui(ui, app, false);
        });
        super::blank_ui(&ctx, app);
        super::pointer_ui(&ctx, app);
        ctx.set_cursor_icon(egui::CursorIcon::None);
    });
}

/// egui's zoom and style are one for every window, the main one's: the
/// room's text is scaled on its own, so that it is presenter mode's size
/// for the room's window (a 1920×1080 projector beside a 1280×800 laptop:
/// 23.6 pixels there, 17.5 on the laptop).
fn scale_to_room(ui: &mut Ui, app: &SreSimApp) {
    let size = ui.ctx().input(crate::app::unzoomed_size);
    let Some(ratio) = room_text_ratio([size.x, size.y], app.text_scale()) else {
        return;
    };
    let style = ui.style_mut();
    for font in style.text_styles.values_mut() {
        font.size *= ratio;
    }
}

/// How much larger the room's text is than the main window's (whose text
/// scale is `main`): presenter mode's scale for the room's `size`, over
/// the main one's; `None` when they are within 1 % or not a number.
fn room_text_ratio(size: [f32; 2], main: f32) -> Option<f32> {
    let ratio = crate::app::presenter_text_scale(Some(size)) / main;
    (ratio.is_finite() && (ratio - 1.0).abs() >= 0.01).then_some(ratio)
}

/// What the room sees: the headline, the charts sharing the height, the
/// caption over them as subtitles.
fn room_view_ui(ui: &mut Ui, app: &SreSimApp, embedded: bool) {
    let (i18n, session) = (&app.i18n, &app.oncall);
    ui.push_id("audience", |ui| {
        let row = *session.row();
        oncall::headline_ui(ui, i18n, &row, session.playing);
        ui.separator();
        let mut charts = oncall::charts_data(
            i18n,
            session,
            app.settings.show_exact.then(|| app.exact.values()),
            oncall::chart_pixels(ui, true),
        );
        oncall::hide_pending(ui.ctx(), i18n, &mut charts);
        let markers = oncall::event_markers(i18n, session);
        let all: Vec<&oncall::ChartData> = charts.iter().collect();
        // Nothing the room's window draws asks anything of the app.
        let mut ignored = Vec::new();
        if embedded {
            // Inside the main window (kittest, a backend with one window):
            // the window sizes itself to what it holds.
            oncall::charts_ui(
                ui,
                app,
                &all,
                &markers,
                oncall::ChartHeight::Plot(60.0),
                false,
                &mut ignored,
            );
        } else {
            oncall::filling_charts_ui(ui, app, &all, &markers, false, &mut ignored);
        }
        super::caption_ui(ui, app, ui.max_rect());
    });
}

#[cfg(test)]
mod tests {
    use super::room_text_ratio;
    use crate::app::presenter_text_scale;

    #[test]
    fn the_room_s_text_is_sized_to_the_room_s_window() {
        // A 1920×1080 projector beside a 1280×800 laptop: 1080 ÷ 800.
        let laptop = presenter_text_scale(Some([1280.0, 800.0]));
        let ratio = room_text_ratio([1920.0, 1080.0], laptop).expect("larger");
        assert!((ratio - 1080.0 / 800.0).abs() < 1e-3, "{ratio}");
        // The same size: nothing to change; a 4:3 projector: smaller.
        assert_eq!(room_text_ratio([1280.0, 800.0], laptop), None);
        let small = room_text_ratio([1024.0, 768.0], laptop).expect("smaller");
        assert!((small - 0.8).abs() < 1e-3, "{small}");
        // A window not measured yet (zero, NaN) changes nothing.
        assert_eq!(room_text_ratio([f32::NAN, 800.0], laptop), None);
    }
}
