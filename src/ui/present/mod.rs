//! Presenting a run to a room: the chapter's caption large over the charts
//! (with "3 of 7" and the chapter's time small beneath), the black screen,
//! and the speaker's console at the side of the window: the chapter shown
//! and the next, the talk's time, the minute, the chapters to jump to.

pub mod audience;

use egui::{Align2, Color32, RichText, Ui};
use fluent_bundle::FluentValue;

use crate::app::{AppCommand, PresentCommand, Presentation, SreSimApp};
use crate::i18n::I18n;
use crate::ui::widgets::{palette, settings};

/// The console's width, in points.
const CONSOLE_WIDTH: f32 = 300.0;

/// The caption's text size, in points (before presenter mode's zoom).
pub const CAPTION_SIZE: f32 = 30.0;

/// Seconds as m:ss (h:mm:ss past an hour).
fn clock_text(secs: f64) -> String {
    let secs = secs.max(0.0) as u64;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The talk's and the chapter's time so far.
fn elapsed(ui: &Ui, p: &Presentation) -> (String, String) {
    let now = ui.input(|i| i.time);
    let since = |t: Option<f64>| clock_text(t.map_or(0.0, |t| now - t));
    (since(p.talk_started), since(p.chapter_started))
}

/// "3 of 7", or the opening and the end in words.
fn position_text(i18n: &I18n, p: &Presentation) -> String {
    if p.at == 0 {
        i18n.tr("present-opening")
    } else if p.at_end() {
        i18n.tr("present-the-end")
    } else {
        i18n.tr_args(
            "present-chapter-of",
            &[
                ("chapter", FluentValue::from(p.at)),
                ("chapters", FluentValue::from(p.chapters.len())),
            ],
        )
    }
}

/// The caption the room reads: the chapter's note once the replay is at
/// its minute (not while it plays there, nor once scrubbed elsewhere), the
/// run's name at the opening.
fn caption(app: &SreSimApp, p: &Presentation) -> Option<String> {
    let arrived = app.oncall.sim().minute() == p.minute() && !app.oncall.playing;
    if !arrived {
        return None;
    }
    if p.at == 0 {
        return app.oncall.replay.as_ref().map(|r| r.name.clone());
    }
    if p.without_notes {
        return Some(i18n_the_end(&app.i18n));
    }
    p.chapter()
        .map(|c| c.caption.clone())
        .or_else(|| Some(i18n_the_end(&app.i18n)))
}

fn i18n_the_end(i18n: &I18n) -> String {
    i18n.tr("present-the-end")
}

/// The caption over the charts, at the bottom of `area` as subtitles are,
/// and "3 of 7 · 0:42" small beneath it.
pub fn caption_ui(ui: &Ui, app: &SreSimApp, area: egui::Rect) {
    let Some(p) = app.nav.presentation() else {
        return;
    };
    let Some(text) = caption(app, p).filter(|t| !t.is_empty()) else {
        return;
    };
    let (_, chapter_time) = elapsed(ui, p);
    let small = format!("{} · {chapter_time}", position_text(&app.i18n, p));
    let width = (area.width() * 0.85).max(200.0);
    egui::Area::new(ui.scope_id().with("present-caption"))
        .order(egui::Order::Foreground)
        .pivot(Align2::CENTER_BOTTOM)
        .fixed_pos(area.center_bottom() - egui::vec2(0.0, 16.0))
        .interactable(false)
        .show(ui.ctx(), |ui| {
            let visuals = ui.visuals().clone();
            egui::Frame::popup(ui.style())
                .fill(visuals.extreme_bg_color.gamma_multiply(0.92))
                .inner_margin(16.0)
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    ui.vertical_centered(|ui| {
                        ui.add(
                            egui::Label::new(RichText::new(text).size(CAPTION_SIZE).strong())
                                .wrap(),
                        );
                        ui.label(RichText::new(small).weak());
                    });
                });
        });
}

/// The black screen, over everything.
pub fn blank_ui(ctx: &egui::Context, app: &SreSimApp) {
    if !app.nav.presentation().is_some_and(|p| p.blank) {
        return;
    }
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::unique("present-blank"))
        .order(egui::Order::Tooltip)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let (rect, _) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
            ui.painter().rect_filled(rect, 0.0, Color32::BLACK);
        });
}

/// The speaker's console, at the right of the window.
pub fn console_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let Some(p) = app.nav.presentation() else {
        return;
    };
    // The talk's clock ticks on the console.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_secs(1));
    let mut room = Vec::new();
    let mut say = |c: PresentCommand| out.push(AppCommand::Present(c));
    egui::Panel::right("present-console")
        .resizable(true)
        .default_size(CONSOLE_WIDTH)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("present-console-scroll")
                .show(ui, |ui| {
                    console_body_ui(ui, app, p, &mut say);
                    room_ui(ui, app, &mut room);
                });
        });
    out.extend(room);
}

/// The screens that face the room (a window of its own, full screen on a
/// screen) and the laser pointer.
fn room_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let (i18n, settings) = (&app.i18n, &app.settings);
    ui.separator();
    ui.label(RichText::new(i18n.tr("present-room")).strong());
    let mut window = settings.audience_window;
    let mut screen = settings.audience_screen;
    let os = ui.ctx().os();
    let key = |action| settings::chords(os, i18n, action);
    let audience = ui
        .checkbox(&mut window, i18n.tr("present-audience-window"))
        .on_hover_text(format!(
            "{}\n{}",
            i18n.tr("present-audience-window-hint"),
            key(crate::app::keys::KeyAction::AudienceWindow)
        ));
    if window {
        let name = |screen: Option<usize>| match screen {
            None => i18n.tr("present-audience-a-window"),
            Some(k) => i18n.tr_args(
                "present-audience-full-screen",
                &[("screen", FluentValue::from(k.saturating_add(1)))],
            ),
        };
        egui::ComboBox::from_id_salt("present-audience-screen")
            .selected_text(name(screen))
            .show_ui(ui, |ui| {
                let screens = 0..crate::app::AUDIENCE_SCREENS;
                for choice in std::iter::once(None).chain(screens.map(Some)) {
                    ui.selectable_value(&mut screen, choice, name(choice));
                }
            })
            .response
            .on_hover_text(i18n.tr("present-audience-screen-hint"))
            .labelled_by(audience.id);
    }
    if (window, screen) != (settings.audience_window, settings.audience_screen) {
        out.push(AppCommand::SetAudience { window, screen });
    }
    settings::projector_theme_ui(ui, app, out);
    let mut pointer = settings.pointer;
    if ui
        .checkbox(&mut pointer, i18n.tr("present-pointer"))
        .on_hover_text(format!(
            "{}\n{}",
            i18n.tr("present-pointer-hint"),
            key(crate::app::keys::KeyAction::Pointer)
        ))
        .changed()
    {
        out.push(AppCommand::SetPointer(pointer));
    }
}

/// How long the laser dot stays whole after the mouse stops, and how long
/// it then takes to fade, in seconds.
const POINTER_HOLD_SECS: f32 = 1.0;
const POINTER_FADE_SECS: f32 = 1.0;

/// Presenter mode's laser pointer: a red dot with a glow where the mouse
/// is, whole while it moves, fading once it stops. Drawn over everything
/// of this window (the audience window, or the one window).
pub fn pointer_ui(ctx: &egui::Context, app: &SreSimApp) {
    if !(app.settings.presenter && app.settings.pointer) {
        return;
    }
    let Some((pos, still)) =
        ctx.input(|i| Some((i.pointer.hover_pos()?, i.pointer.time_since_last_movement())))
    else {
        return;
    };
    let alpha = pointer_alpha(still);
    if alpha <= 0.0 {
        return;
    }
    ctx.request_repaint_after(std::time::Duration::from_millis(30));
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::unique("laser-pointer"),
    ));
    let red = Color32::from_rgb(255, 32, 32);
    painter.circle_filled(pos, 20.0, red.gamma_multiply(0.3 * alpha));
    painter.circle_filled(pos, 8.0, red.gamma_multiply(alpha));
    painter.circle_stroke(
        pos,
        8.0,
        egui::Stroke::new(1.5, Color32::WHITE.gamma_multiply(alpha)),
    );
}

/// The dot's opacity `still` seconds after the mouse last moved.
pub fn pointer_alpha(still: f32) -> f32 {
    (1.0 - (still - POINTER_HOLD_SECS) / POINTER_FADE_SECS).clamp(0.0, 1.0)
}

/// A chapter's speaker notes, on the console only.
fn speaker_notes_ui(ui: &mut Ui, i18n: &I18n, chapter: Option<&crate::app::Chapter>) {
    let Some(notes) = chapter
        .map(|c| c.speaker_notes.trim())
        .filter(|n| !n.is_empty())
    else {
        return;
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(
            RichText::new(i18n.tr("present-speaker-notes"))
                .small()
                .weak(),
        );
        ui.add(egui::Label::new(notes).wrap());
    });
}

fn console_body_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    p: &Presentation,
    say: &mut impl FnMut(PresentCommand),
) {
    let i18n = &app.i18n;
    ui.label(RichText::new(i18n.tr("present-console")).weak());
    ui.heading(position_text(i18n, p));
    let (talk, chapter) = elapsed(ui, p);
    ui.label(i18n.tr_args(
        "present-elapsed",
        &[
            ("talk", FluentValue::from(talk)),
            ("chapter", FluentValue::from(chapter)),
        ],
    ));
    ui.label(i18n.tr_args(
        "present-minute",
        &[
            ("minute", FluentValue::from(app.oncall.sim().minute())),
            (
                "clock",
                FluentValue::from(crate::model::clock_text(app.oncall.row().clock_minutes)),
            ),
        ],
    ));
    if app.oncall.playing {
        ui.label(RichText::new(i18n.tr("present-playing")).weak());
    }
    if p.without_notes {
        ui.add(egui::Label::new(RichText::new(i18n.tr("present-no-notes")).italics()).wrap());
    }
    ui.add_space(6.0);
    ui.label(RichText::new(i18n.tr("present-now")).strong());
    let now = match p.chapter() {
        Some(c) if !p.without_notes => c.caption.clone(),
        _ => position_text(i18n, p),
    };
    ui.add(egui::Label::new(now).wrap());
    speaker_notes_ui(ui, i18n, p.chapter());
    ui.add_space(4.0);
    ui.label(RichText::new(i18n.tr("present-next")).strong());
    let next = match p.next_chapter() {
        Some(c) if !p.without_notes => c.caption.clone(),
        Some(_) => i18n.tr("present-the-end"),
        None if p.can_go_on() => i18n.tr("present-the-end"),
        None => i18n.tr("present-nothing-next"),
    };
    ui.add(egui::Label::new(RichText::new(next).weak()).wrap());
    speaker_notes_ui(ui, i18n, p.next_chapter());
    ui.add_space(6.0);
    console_buttons_ui(ui, i18n, p, say);
    ui.separator();
    ui.label(RichText::new(i18n.tr("present-chapters")).strong());
    if !p.without_notes {
        for (k, chapter) in p.chapters.iter().enumerate() {
            let minute = i18n.tr_args(
                "present-at-minute",
                &[("minute", FluentValue::from(chapter.minute))],
            );
            let label = format!("{}. {minute} · {}", k + 1, chapter.caption);
            if ui.selectable_label(p.at == k + 1, label).clicked() {
                say(PresentCommand::Go(k + 1));
            }
        }
    }
    ui.add_space(6.0);
    // The hint's colour at the body's size: presenter mode's text is large.
    let keys = RichText::new(i18n.tr("present-keys")).color(palette::hint_color(ui.visuals()));
    ui.add(egui::Label::new(keys).wrap());
}

/// The console's buttons: previous and next chapter, then blank the
/// room's screen and stop presenting.
fn console_buttons_ui(
    ui: &mut Ui,
    i18n: &I18n,
    p: &Presentation,
    say: &mut impl FnMut(PresentCommand),
) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                p.at > 0,
                egui::Button::new(i18n.tr("present-previous-button")),
            )
            .clicked()
        {
            say(PresentCommand::Previous);
        }
        if ui
            .add_enabled(
                p.can_go_on(),
                egui::Button::new(i18n.tr("present-next-button")),
            )
            .clicked()
        {
            say(PresentCommand::Next);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("present-blank-button")).clicked() {
            say(PresentCommand::Blank);
        }
        if ui.button(i18n.tr("present-stop")).clicked() {
            say(PresentCommand::Stop);
        }
    });
}
