//! The whole window: the top bar, the status bar, the tab shown, the help,
//! the runs window and the restore prompt. It reads the app's state and
//! returns what the person asked, for [`SreSimApp::handle`].

use egui::{RichText, Ui};

use crate::app::keys::{self, KeyAction};
use crate::app::{AppCommand, DebriefAction, FileAction, Severity, SreSimApp, Tab};
use crate::i18n::Language;
use crate::ui::widgets::settings::{chords, projector_theme_ui};
use crate::ui::widgets::{Health, outline};

/// Draws the window and returns the commands of this frame, in order.
pub fn window_ui(ui: &mut Ui, app: &SreSimApp) -> Vec<AppCommand> {
    let mut out = Vec::new();
    let ctx = ui.ctx().clone();
    dropped_files_ui(&ctx, &app.i18n, &mut out);
    outline::set_highlight(&ctx, app);
    // Embedded in a page (`?embed=1`): the page around it is the frame.
    if !app.embed {
        egui::Panel::top("top-bar").show(ui, |ui| top_bar_ui(ui, app, &mut out));
    }
    // In presenter mode a message is a toast that leaves by itself, never
    // a bar that squeezes the charts; the keys' hints fade the same way.
    if app.capturing() {
        // A picture is being taken: no toast or hint in it.
    } else if app.settings.presenter {
        toast_ui(&ctx, app);
        key_hints_ui(&ctx, app);
    } else {
        // Out of the mode: its hints show again when it turns on next.
        ctx.data_mut(|d| d.remove::<(String, f64)>(egui::Id::unique("key-hints-seen")));
        status_bar_ui(ui, app, &mut out);
    }
    if app.nav.start_page() {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.push_id("start-page", |ui| super::start::start_ui(ui, app, &mut out));
        });
        return finish_window(&ctx, app, out);
    }
    // The lesson's panel, beside the tab it plays on.
    let lesson_tab = app.lesson.as_ref().map(|l| {
        if l.lesson.is_arch() {
            Tab::Arch
        } else {
            Tab::Oncall
        }
    });
    if lesson_tab == Some(app.nav.tab) {
        super::lesson::panel_ui(ui, app, &mut out);
    }
    // The speaker's console, beside the run presented.
    if app.nav.tab == Tab::Oncall {
        super::present::console_ui(ui, app, &mut out);
    }
    match app.nav.tab {
        Tab::Oncall => super::oncall::tab_ui(ui, app, &mut out),
        Tab::Arch => {
            egui::CentralPanel::default().show(ui, |ui| {
                // Each tab keeps its own scroll position.
                ui.push_id("arch-tab", |ui| super::arch::tab_ui(ui, app, &mut out));
            });
        }
        Tab::Reference => {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.push_id("reference-tab", |ui| {
                    super::reference::tab_ui(ui, app, &mut out);
                });
            });
        }
        Tab::Debrief => {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.push_id("debrief-tab", |ui| {
                    let minute = app.oncall.sim().minute();
                    let action = super::debrief::debrief_ui(ui, &app.i18n, &app.debrief, minute);
                    out.extend(action.map(AppCommand::Debrief));
                });
            });
        }
    }
    finish_window(&ctx, app, out)
}

/// The windows over the tab: the help, the runs, the check, the restore.
fn finish_window(
    ctx: &egui::Context,
    app: &SreSimApp,
    mut out: Vec<AppCommand>,
) -> Vec<AppCommand> {
    let ctx = ctx.clone();
    super::present::audience::audience_ui(&ctx, app, &mut out);
    super::present::blank_ui(&ctx, app);
    super::present::pointer_ui(&ctx, app);
    if app.show_help {
        help_window(&ctx, app, &mut out);
    }
    if app.show_runs {
        runs_window(&ctx, app, &mut out);
    }
    super::oncall::check::check_window(&ctx, app, &mut out);
    if app.pending_restore.is_some() {
        let action = super::files::restore_ui(&ctx, &app.i18n, app.pending_restore.as_ref());
        out.extend(action.map(AppCommand::File));
    } else if app.closing == crate::app::Closing::Asking {
        let action = super::files::close_question_ui(&ctx, &app.i18n);
        out.extend(action.map(AppCommand::File));
    } else if let Some((say, elsewhere)) = &app.save_failed {
        let said = crate::model::for_terminal(&say(&app.i18n)).into_owned();
        let actions = super::files::save_failed_ui(&ctx, &app.i18n, &said, elsewhere);
        out.extend(actions.into_iter().map(AppCommand::File));
    }
    out
}

/// The width, in points, below which the top bar leaves out the names of
/// the language and the scale: it then stays one row at 1024 points (a 4:3
/// projector) in every language.
const COMPACT_TOP_BAR: f32 = 1200.0;

/// The tabs, the language, the theme, presenter mode, the scale, a picture
/// of the window and the help.
fn top_bar_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let (i18n, settings) = (&app.i18n, &app.settings);
    ui.horizontal_wrapped(|ui| {
        // No title: the window's title bar carries the name, and the room
        // goes to the tabs at larger scales.
        let os = ui.ctx().os();
        // In presenter mode the room goes to the tabs (F2 still shows it).
        if (!settings.presenter || app.nav.start_page())
            && ui
                .selectable_label(app.nav.start_page(), i18n.tr("app-start-page"))
                .on_hover_text(chords(os, &app.i18n, KeyAction::StartPage))
                .clicked()
        {
            out.push(AppCommand::Lesson(crate::app::LessonCommand::ShowStart(
                !app.nav.start_page(),
            )));
        }
        for tab in Tab::ALL {
            if ui
                .selectable_label(
                    app.nav.tab == tab && !app.nav.start_page(),
                    i18n.tr(tab.label_id()),
                )
                .clicked()
            {
                out.push(AppCommand::Lesson(crate::app::LessonCommand::ShowStart(
                    false,
                )));
                out.push(AppCommand::ShowTab(tab));
            }
        }
        ui.separator();
        // On a narrow window (a 4:3 projector, a large scale) the language
        // and the scale go without their names, which show on hover.
        let compact = ui.available_width() < COMPACT_TOP_BAR;
        let label = (!compact).then(|| ui.label(i18n.tr("app-language")));
        let mut language = i18n.language();
        let combo = egui::ComboBox::from_id_salt("language")
            .selected_text(language.native_name())
            .show_ui(ui, |ui| {
                for candidate in Language::ALL {
                    ui.selectable_value(&mut language, candidate, candidate.native_name());
                }
            })
            .response;
        match label {
            Some(label) => {
                combo.labelled_by(label.id);
            }
            None => {
                combo.on_hover_text(i18n.tr("app-language"));
            }
        }
        if language != i18n.language() {
            out.push(AppCommand::SetLanguage(language));
        }
        theme_ui(ui, app, out);
        let mut on = settings.presenter;
        if ui
            .toggle_value(&mut on, i18n.tr("app-presenter-mode"))
            .on_hover_text(chords(os, &app.i18n, KeyAction::Presenter))
            .clicked()
        {
            out.push(AppCommand::SetPresenter(on));
        }
        scale_ui(ui, app, compact, out);
        if ui
            .button(i18n.tr("app-help"))
            .on_hover_text(chords(os, &app.i18n, KeyAction::Help))
            .clicked()
        {
            out.push(AppCommand::ShowHelp(!app.show_help));
        }
    });
}

/// The theme: dark or light (the projector's high contrast is on the
/// presenter console).
fn theme_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let (i18n, settings) = (&app.i18n, &app.settings);
    let theme = if settings.dark {
        "app-theme-light"
    } else {
        "app-theme-dark"
    };
    if ui
        .button(i18n.tr(theme))
        .on_hover_text(i18n.tr("app-theme-hint"))
        .clicked()
    {
        out.push(AppCommand::SetDark(!settings.dark));
    }
}

/// The interface scale, its buttons (not in presenter mode) and the PNG
/// export beside them.
fn scale_ui(ui: &mut Ui, app: &SreSimApp, compact: bool, out: &mut Vec<AppCommand>) {
    let i18n = &app.i18n;
    let os = ui.ctx().os();
    let shortcut = |action: KeyAction| {
        i18n.labelled(&chords(os, &app.i18n, action), &i18n.tr(action.help_id()))
    };
    let hover = [KeyAction::ZoomIn, KeyAction::ZoomOut, KeyAction::ZoomReset]
        .map(shortcut)
        .join("\n");
    let percent = i18n.fmt_percent(f64::from(app.settings.ui_scale), 0);
    if app.settings.presenter {
        // Room for the tabs on a 4:3 projector: the scale alone, its name
        // on hover (its keys still work; its buttons are for the desk).
        ui.label(percent)
            .on_hover_text(format!("{}\n{hover}", i18n.tr("app-ui-scale")));
        return;
    }
    let scale = if compact {
        ui.label(percent)
            .on_hover_text(format!("{}\n{hover}", i18n.tr("app-ui-scale")))
    } else {
        ui.label(format!("{} {percent}", i18n.tr("app-ui-scale")))
            .on_hover_text(hover)
    };
    for (text, action) in [("−", KeyAction::ZoomOut), ("+", KeyAction::ZoomIn)] {
        if ui.small_button(text).labelled_by(scale.id).clicked() {
            out.extend(app.key_command(action));
        }
    }
    if ui
        .button("PNG")
        .on_hover_text(i18n.tr("debrief-ui-export-png"))
        .clicked()
    {
        out.push(AppCommand::Debrief(DebriefAction::ExportPng));
    }
}

/// The status bar: one line, the newest message of this tab and of every
/// tab first (cut to the line, whole on hover), the earlier ones behind a
/// count (hover lists them, newest first). Each stays until dismissed, but
/// information, which leaves with the next action.
fn status_bar_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let all: Vec<_> = app.status.on(app.nav.tab).collect();
    let Some((&(index, newest), earlier)) = all.split_last() else {
        return;
    };
    egui::Panel::bottom("status-bar").show(ui, |ui| {
        ui.horizontal(|ui| {
            if ui
                .small_button("✖")
                .on_hover_text(app.i18n.tr("app-status-dismiss"))
                .clicked()
            {
                out.push(AppCommand::DismissStatus(index));
            }
            if !earlier.is_empty() {
                let list: Vec<String> = earlier
                    .iter()
                    .rev()
                    .map(|(_, m)| marked(m.severity, &m.text))
                    .collect();
                let more = app.i18n.tr_args(
                    "app-status-earlier",
                    &[("count", fluent_bundle::FluentValue::from(earlier.len()))],
                );
                ui.label(RichText::new(more).weak())
                    .on_hover_text(list.join("\n"));
                ui.separator();
            }
            let color = match newest.severity {
                Severity::Info => ui.visuals().text_color(),
                Severity::Warning => Health::Warn.color(ui.visuals()),
                Severity::Error => Health::Bad.color(ui.visuals()),
            };
            let text = marked(newest.severity, &newest.text);
            // One line; a long message is cut and shown whole on hover.
            ui.add(egui::Label::new(RichText::new(text).color(color)).truncate())
                .on_hover_text(newest.text.as_str());
        });
    });
}

/// How long a toast and the keys' hints stay, in seconds.
pub const TOAST_SECS: f64 = 5.0;

/// For how much longer something first seen at the time kept under `id`
/// (for `key`) stays shown: `None` once gone. A new `key` starts again.
fn shown_for(ctx: &egui::Context, id: egui::Id, key: &str) -> Option<f64> {
    let now = ctx.input(|i| i.time);
    let seen: Option<(String, f64)> = ctx.data(|d| d.get_temp(id));
    let since = match seen {
        Some((k, at)) if k == key => at,
        _ => {
            ctx.data_mut(|d| d.insert_temp(id, (key.to_owned(), now)));
            now
        }
    };
    let left = TOAST_SECS - (now - since);
    if left <= 0.0 {
        return None;
    }
    // Wake up to take it away.
    ctx.request_repaint_after(std::time::Duration::from_secs_f64(left));
    Some(left)
}

/// The newest message of the tab as a toast at the bottom right, gone
/// after a few seconds (the help's "messages" and the status bar out of
/// presenter mode keep it).
fn toast_ui(ctx: &egui::Context, app: &SreSimApp) {
    let Some((index, newest)) = app.status.on(app.nav.tab).last() else {
        return;
    };
    let key = format!("{index}:{}", newest.text);
    let Some(left) = shown_for(ctx, egui::Id::unique("toast-seen"), &key) else {
        return;
    };
    let fade = (left / 0.5).min(1.0) as f32;
    egui::Area::new(egui::Id::unique("toast"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::RIGHT_BOTTOM, [-16.0, -16.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_opacity(fade);
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(440.0);
                let color = match newest.severity {
                    Severity::Info => ui.visuals().text_color(),
                    Severity::Warning => Health::Warn.color(ui.visuals()),
                    Severity::Error => Health::Bad.color(ui.visuals()),
                };
                ui.add(
                    egui::Label::new(
                        RichText::new(marked(newest.severity, &newest.text)).color(color),
                    )
                    .wrap(),
                );
            });
        });
}

/// The keys of presenter mode, shown for a few seconds when it turns on.
fn key_hints_ui(ctx: &egui::Context, app: &SreSimApp) {
    let id = if app.nav.presentation().is_some() {
        "app-presenter-keys-talk"
    } else {
        "app-presenter-keys"
    };
    let Some(left) = shown_for(ctx, egui::Id::unique("key-hints-seen"), id) else {
        return;
    };
    let fade = (left / 0.5).min(1.0) as f32;
    egui::Area::new(egui::Id::unique("key-hints"))
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::LEFT_BOTTOM, [16.0, -16.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.set_opacity(fade);
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(360.0);
                ui.add(egui::Label::new(RichText::new(app.i18n.tr(id)).weak()).wrap());
            });
        });
}

/// A message with the mark of its severity: ℹ information, ▲ warning,
/// ✖ error (colour is never the only sign).
fn marked(severity: Severity, text: &str) -> String {
    let mark = match severity {
        Severity::Info => "ℹ",
        Severity::Warning => Health::Warn.symbol(),
        Severity::Error => Health::Bad.symbol(),
    };
    // A message of several lines is one line in the bar, its lines joined.
    format!("{mark} {}", text.replace('\n', " · "))
}

/// The runs window: how to open a run when no file dialog can open.
fn runs_window(ctx: &egui::Context, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let mut open = true;
    let mut asked = Vec::new();
    egui::Window::new(app.i18n.tr("files-title"))
        .open(&mut open)
        .default_width(360.0)
        .max_height(ctx.content_rect().height() * 0.8)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .show(ui, |ui| super::files::runs_section_ui(ui, app, &mut asked));
        });
    // Opening a run closes the window; saving keeps it.
    let opens = asked.iter().any(|command| {
        matches!(command, AppCommand::File(action)
            if !matches!(action, FileAction::SaveDialog | FileAction::SaveToFolder))
    });
    out.append(&mut asked);
    if !open || opens {
        out.push(AppCommand::ShowRuns(false));
    }
}

/// Every shortcut of the table, with where it applies, and the reset of
/// the settings.
fn help_window(ctx: &egui::Context, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let i18n = &app.i18n;
    let mut open = true;
    egui::Window::new(i18n.tr("app-shortcuts"))
        .open(&mut open)
        .max_height(ctx.content_rect().height() * 0.85)
        .show(ctx, |ui| {
            if ui
                .button(i18n.tr("app-settings-reset"))
                .on_hover_text(i18n.tr("app-settings-reset-help"))
                .clicked()
            {
                out.push(AppCommand::ResetSettings);
            }
            if ui
                .button(i18n.tr("lesson-progress-reset"))
                .on_hover_text(i18n.tr("lesson-progress-reset-help"))
                .clicked()
            {
                out.push(AppCommand::Lesson(crate::app::LessonCommand::ResetProgress));
            }
            projector_theme_ui(ui, app, out);
            ui.separator();
            egui::ScrollArea::vertical().show(ui, |ui| {
                egui::Grid::new("shortcuts")
                    .num_columns(3)
                    .striped(true)
                    .show(ui, |ui| {
                        for action in keys::actions() {
                            let scope = keys::SHORTCUTS
                                .iter()
                                .find(|s| s.action == action)
                                .map_or(keys::Scope::Everywhere, |s| s.scope);
                            ui.label(RichText::new(chords(ctx.os(), i18n, action)).monospace());
                            ui.label(i18n.tr(action.help_id()));
                            let where_id = match scope {
                                keys::Scope::Everywhere => "app-key-scope-everywhere",
                                keys::Scope::Tab(Tab::Oncall) => "app-key-scope-oncall",
                                keys::Scope::Tab(Tab::Arch) => "app-key-scope-arch",
                                keys::Scope::Tab(Tab::Reference) => "app-key-scope-reference",
                                keys::Scope::Tab(Tab::Debrief) => "app-key-scope-debrief",
                                keys::Scope::Presenting => "app-key-scope-presenting",
                            };
                            ui.label(RichText::new(i18n.tr(where_id)).weak());
                            ui.end_row();
                        }
                    });
            });
        });
    if !open {
        out.push(AppCommand::ShowHelp(false));
    }
}

/// Files dropped on the window are opened (a scenario is played, a run
/// replayed); while files hover over it, the window says it will.
fn dropped_files_ui(ctx: &egui::Context, i18n: &crate::i18n::I18n, out: &mut Vec<AppCommand>) {
    let (hovering, dropped) =
        ctx.input(|i| (!i.raw.hovered_files.is_empty(), i.raw.dropped_files.clone()));
    // In a browser nothing is opened from here (`out` stays unused).
    #[cfg(target_arch = "wasm32")]
    let _ = &out;
    for file in dropped {
        // In a browser a dropped file is read first: it opens at a later
        // frame, as a file picked in the browser's dialog does.
        #[cfg(target_arch = "wasm32")]
        crate::platform::browser::read_dropped(file);
        #[cfg(not(target_arch = "wasm32"))]
        if !file.path().as_os_str().is_empty() {
            let path = file.path().to_owned();
            out.push(AppCommand::File(crate::app::FileAction::OpenDropped(path)));
        }
    }
    if hovering {
        let screen = ctx.content_rect();
        let painter = ctx.layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            egui::Id::unique("drop-files"),
        ));
        painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(160));
        painter.text(
            screen.center(),
            egui::Align2::CENTER_CENTER,
            i18n.tr("app-drop-files"),
            egui::FontId::proportional(28.0),
            egui::Color32::WHITE,
        );
    }
}
