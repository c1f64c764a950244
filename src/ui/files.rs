//! The runs section (save, open, recent runs, example runs, the saves
//! folder), the replay bar and the restore prompt.

use std::path::PathBuf;

use egui::{RichText, Ui};
use fluent_bundle::FluentValue;

use crate::app::files::FileAction;
use crate::app::oncall::OncallSession;
use crate::app::{AppCommand, SreSimApp};
use crate::i18n::I18n;
use crate::i18n::file_error_text;
use crate::model::oncall::Summary;
use crate::run::{RecentRuns, SaveListing, example_runs};
use crate::ui::widgets::{Health, palette};

/// A run's scenario (by its name in the language: a file's own too),
/// seed and figures.
fn summary_text(
    i18n: &I18n,
    scenario: &crate::model::oncall::ScenarioRef,
    seed: u32,
    summary: &Summary,
) -> String {
    i18n.tr_args(
        "files-summary",
        &[
            (
                "scenario",
                FluentValue::from(crate::i18n::scenario_name(i18n, scenario)),
            ),
            ("seed", FluentValue::from(seed.to_string())),
            ("minutes", FluentValue::from(summary.minutes)),
            (
                "budget",
                FluentValue::from(i18n.fmt_percent(summary.budget_remaining, 1)),
            ),
            (
                "cost",
                FluentValue::from(i18n.fmt_money(summary.cost_dollars)),
            ),
            (
                "p99",
                FluentValue::from(format!("{} s", i18n.fmt_number(summary.worst_p99_secs, 2))),
            ),
        ],
    )
}

/// One run in a list: its name opens it; a small button keeps it as a ghost.
fn entry_ui(
    ui: &mut Ui,
    i18n: &I18n,
    name: &str,
    hover: &str,
    open: FileAction,
    ghost: FileAction,
    present: FileAction,
) -> Option<FileAction> {
    let mut action = None;
    // The run's name, then its buttons, wrapped below it when the panel is
    // too narrow for a long name and both (never cut at its edge).
    ui.horizontal_wrapped(|ui| {
        if ui.link(name).on_hover_text(hover).clicked() {
            action = Some(open);
        }
        if ui
            .small_button(i18n.tr("files-present-label"))
            .on_hover_text(i18n.tr("present-start-hint"))
            .clicked()
        {
            action = Some(present);
        }
        if ui
            .small_button(i18n.tr("files-ghost-label"))
            .on_hover_text(i18n.tr("files-ghost-help"))
            .clicked()
        {
            action = Some(ghost);
        }
    });
    action
}

/// The runs section of the on-call side panel: save and open, the recent
/// runs, the saves folder (once read) and the examples.
pub fn runs_ui(
    ui: &mut Ui,
    i18n: &I18n,
    recent: &RecentRuns,
    listing: Option<&SaveListing>,
) -> Option<FileAction> {
    let buttons = save_open_ui(ui, i18n);
    // A browser has no folders: its saves are downloads, its runs are
    // picked or dropped, and nothing is listed again.
    if !crate::platform::HAS_FILE_DIALOGS {
        ui.label(palette::hint(i18n.tr("files-browser-hint"), ui.visuals()));
        ui.label(RichText::new(i18n.tr("app-example-runs")).strong());
        return buttons.or(examples_ui(ui, i18n));
    }
    ui.label(palette::hint(i18n.tr("files-dialog-hint"), ui.visuals()));
    ui.label(RichText::new(i18n.tr("app-recent-runs")).strong());
    let recent = recent_ui(ui, i18n, recent);
    ui.label(RichText::new(i18n.tr("files-saves-folder")).strong());
    // Read by the app when the list is first shown, and after a save.
    let saves = listing.and_then(|listing| saves_folder_ui(ui, i18n, listing));
    ui.label(RichText::new(i18n.tr("app-example-runs")).strong());
    let examples = examples_ui(ui, i18n);
    buttons.or(recent).or(saves).or(examples)
}

fn save_open_ui(ui: &mut Ui, i18n: &I18n) -> Option<FileAction> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(i18n.tr("app-save-run"))
            .on_hover_text(i18n.tr("app-shortcut-save"))
            .clicked()
        {
            action = Some(FileAction::SaveDialog);
        }
        if ui
            .button(i18n.tr("app-open-run"))
            .on_hover_text(i18n.tr("app-shortcut-open"))
            .clicked()
        {
            action = Some(FileAction::OpenDialog);
        }
        if crate::platform::HAS_FILE_DIALOGS && ui.button(i18n.tr("files-save-to-folder")).clicked()
        {
            action = Some(FileAction::SaveToFolder);
        }
        if ui
            .button(i18n.tr("files-copy-link"))
            .on_hover_text(i18n.tr("files-copy-link-hint"))
            .clicked()
        {
            action = Some(FileAction::CopyRunLink);
        }
    });
    action
}

fn recent_ui(ui: &mut Ui, i18n: &I18n, recent: &RecentRuns) -> Option<FileAction> {
    let mut action = None;
    for path in recent.paths() {
        let name = path.file_stem().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        );
        let hover = path.display().to_string();
        if let Some(a) = entry_ui(
            ui,
            i18n,
            &name,
            &hover,
            FileAction::Open(path.clone()),
            FileAction::Ghost(path.clone()),
            FileAction::Present(path.clone()),
        ) {
            action = Some(a);
        }
    }
    action
}

fn saves_folder_ui(ui: &mut Ui, i18n: &I18n, listing: &SaveListing) -> Option<FileAction> {
    let mut action = None;
    if listing.entries.is_empty() {
        ui.label(RichText::new(i18n.tr("files-no-saves")).weak());
    }
    for entry in &listing.entries {
        let name = entry
            .path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let hover = summary_text(i18n, &entry.scenario, entry.seed, &entry.summary);
        let path: PathBuf = entry.path.clone();
        if let Some(a) = entry_ui(
            ui,
            i18n,
            &name,
            &hover,
            FileAction::Open(path.clone()),
            FileAction::Ghost(path.clone()),
            FileAction::Present(path),
        ) {
            action = Some(a);
        }
    }
    if !listing.problems.is_empty() {
        ui.collapsing(i18n.tr("files-problems"), |ui| {
            for problem in &listing.problems {
                ui.colored_label(ui.visuals().warn_fg_color, file_error_text(i18n, problem));
            }
        });
    }
    action
}

fn examples_ui(ui: &mut Ui, i18n: &I18n) -> Option<FileAction> {
    let mut action = None;
    for (name, file) in example_runs() {
        let hover = summary_text(i18n, file.scenario(), file.spec().seed, &file.summary());
        let hover = match file.note() {
            Some(note) => format!("{hover}\n\n{note}"),
            None => hover,
        };
        if let Some(a) = entry_ui(
            ui,
            i18n,
            name,
            &hover,
            FileAction::OpenExample(name.to_owned()),
            FileAction::GhostExample(name.to_owned()),
            FileAction::PresentExample(name.to_owned()),
        ) {
            action = Some(a);
        }
    }
    action
}

/// The runs section as the app holds it: the saves folder is read when
/// the section is first shown (and after a save).
pub fn runs_section_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let listing = app.saves_listing.as_ref();
    if listing.is_none() {
        out.push(AppCommand::ReadSaves);
    }
    if let Some(action) = runs_ui(ui, &app.i18n, &app.settings.recent, listing) {
        out.push(AppCommand::File(action));
    }
}

/// The replay bar: where the replay is, a scrubber, play and take over.
pub fn replay_bar_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &OncallSession,
    presenting: bool,
    nav: &crate::app::Nav,
    out: &mut Vec<AppCommand>,
) {
    let go_to = nav.go_to_minute.as_deref();
    let Some(replay) = &session.replay else {
        return;
    };
    let minutes = replay.file.minutes();
    let name = replay.name.clone();
    let minute = session.sim().minute();
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(i18n.tr_args(
                    "files-replaying",
                    &[
                        ("name", FluentValue::from(name)),
                        ("minute", FluentValue::from(minute)),
                        ("minutes", FluentValue::from(minutes)),
                    ],
                ))
                .strong(),
            );
            let label = if session.playing {
                i18n.tr("oncall-pause")
            } else {
                i18n.tr("oncall-play")
            };
            if ui.button(label).clicked() {
                out.push(AppCommand::SetPlaying(!session.playing));
            }
            if ui
                .button(i18n.tr("files-take-over"))
                .on_hover_text(i18n.tr("files-take-over-help"))
                .clicked()
            {
                out.push(AppCommand::TakeOver);
            }
            if ui.button(i18n.tr("files-stop-replay")).clicked() {
                out.push(AppCommand::StopReplay);
            }
            if !presenting
                && ui
                    .button(i18n.tr("present-start"))
                    .on_hover_text(i18n.tr("present-start-hint"))
                    .clicked()
            {
                out.push(AppCommand::Present(crate::app::PresentCommand::Start));
            }
            if !presenting
                && nav.animation_form.is_none()
                && ui
                    .button(i18n.tr("animation-export"))
                    .on_hover_text(i18n.tr("animation-export-hint"))
                    .clicked()
            {
                out.push(AppCommand::AnimationForm(Some(crate::app::AnimationForm {
                    from: 0,
                    to: minutes,
                    every: 1,
                    gif: true,
                })));
            }
        });
        replay_sliders_ui(ui, i18n, session, minute, minutes, out);
        if let Some(typed) = go_to {
            go_to_minute_ui(ui, i18n, typed, minutes, out);
        }
        if let Some(form) = nav.animation_form.filter(|_| !presenting) {
            animation_form_ui(ui, i18n, form, minutes, out);
        }
    });
}

/// The replay's speed and its scrubber (at `minute` of `minutes`), on a
/// row of their own: a slider does not wrap, so after a long run name it
/// would run past the window's edge.
fn replay_sliders_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &OncallSession,
    mut minute: u32,
    minutes: u32,
    out: &mut Vec<AppCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        let speed = ui.label(i18n.tr("oncall-speed"));
        let mut minutes_per_sec = session.minutes_per_sec;
        let changed = ui
            .add(super::oncall::controls::speed_slider(
                i18n,
                &mut minutes_per_sec,
            ))
            .labelled_by(speed.id)
            .changed();
        if changed {
            out.push(AppCommand::SetSpeed(minutes_per_sec));
        }
        let scrubber = ui.label(i18n.tr("files-scrubber"));
        let scrub = ui
            .add(egui::Slider::new(&mut minute, 0..=minutes).update_while_editing(false))
            .labelled_by(scrubber.id);
        if scrub.changed() {
            out.push(AppCommand::ScrubTo(minute));
        }
    });
}

/// "Export animation…": the stretch (from, to, every), GIF or PNG frames,
/// how many frames that makes, and Export into the saves folder.
fn animation_form_ui(
    ui: &mut Ui,
    i18n: &I18n,
    form: crate::app::AnimationForm,
    minutes: u32,
    out: &mut Vec<AppCommand>,
) {
    use crate::app::animation::AnimationPlan;
    let mut edited = form;
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(i18n.tr("animation-title")).strong());
        for (id, value, range) in [
            ("animation-from", &mut edited.from, 0..=minutes),
            ("animation-to", &mut edited.to, 0..=minutes),
            ("animation-every", &mut edited.every, 1..=minutes.max(1)),
        ] {
            let label = ui.label(i18n.tr(id));
            ui.add(
                egui::DragValue::new(value)
                    .range(range)
                    .update_while_editing(false),
            )
            .labelled_by(label.id);
        }
        // In a browser each PNG frame would be a download of its own, which
        // browsers stop after the first few: one GIF only.
        if crate::platform::HAS_FILE_DIALOGS {
            ui.radio_value(&mut edited.gif, true, i18n.tr("animation-gif"));
            ui.radio_value(&mut edited.gif, false, i18n.tr("animation-frames"));
        } else {
            edited.gif = true;
        }
    });
    if edited != form {
        out.push(AppCommand::AnimationForm(Some(edited)));
    }
    ui.horizontal_wrapped(|ui| {
        match AnimationPlan::checked(edited.from, edited.to, edited.every, minutes) {
            Ok(plan) => {
                ui.label(i18n.tr_args(
                    "animation-frames-count",
                    &[
                        ("frames", FluentValue::from(plan.frames())),
                        // In a browser the frames are downloads.
                        (
                            "place",
                            FluentValue::from(if cfg!(target_arch = "wasm32") {
                                "downloads"
                            } else {
                                "folder"
                            }),
                        ),
                    ],
                ));
                if ui.button(i18n.tr("animation-export-button")).clicked() {
                    out.push(AppCommand::ExportAnimation(edited));
                }
            }
            Err(err) => {
                let color = Health::Bad.color(ui.visuals());
                ui.label(RichText::new(err.text(i18n)).color(color));
            }
        }
        if ui.button(i18n.tr("animation-close")).clicked() {
            out.push(AppCommand::AnimationForm(None));
        }
    });
}

/// The "go to minute" box (G): a minute typed, Enter goes there, Escape
/// closes it; a number out of the run is said, not taken.
fn go_to_minute_ui(ui: &mut Ui, i18n: &I18n, typed: &str, minutes: u32, out: &mut Vec<AppCommand>) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(i18n.tr_args(
            "files-go-to-minute",
            &[("minutes", FluentValue::from(minutes))],
        ));
        let mut text = typed.to_owned();
        let edit = ui
            .add(egui::TextEdit::singleline(&mut text).desired_width(60.0))
            .labelled_by(label.id);
        // Opened by its key: the keyboard goes to it at once.
        if !edit.has_focus() && typed.is_empty() {
            edit.request_focus();
        }
        if text != typed {
            out.push(AppCommand::GoToMinute(Some(text.clone())));
        }
        let minute = text.trim().parse::<u32>().ok().filter(|m| *m <= minutes);
        let (enter, escape) = ui.input(|i| {
            (
                i.key_pressed(egui::Key::Enter),
                i.key_pressed(egui::Key::Escape),
            )
        });
        if escape {
            out.push(AppCommand::GoToMinute(None));
        } else if enter && edit.lost_focus() {
            if let Some(minute) = minute {
                out.push(AppCommand::ScrubTo(minute));
                out.push(AppCommand::GoToMinute(None));
            } else {
                edit.request_focus();
            }
        }
        if minute.is_none() && !text.trim().is_empty() {
            let color = Health::Bad.color(ui.visuals());
            ui.label(
                RichText::new(i18n.tr_args(
                    "files-go-to-minute-refused",
                    &[("minutes", FluentValue::from(minutes))],
                ))
                .color(color),
            );
        }
    });
}

/// A save the person asked for that failed, in a window of its own that
/// stays until read (so that no later message hides it): why, and a
/// button to save elsewhere.
pub fn save_failed_ui(
    ctx: &egui::Context,
    i18n: &I18n,
    said: &str,
    elsewhere: &FileAction,
) -> Vec<FileAction> {
    let mut action = None;
    egui::Modal::new(egui::Id::unique("save-failed")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading(i18n.tr("files-save-failed-title"));
        ui.add(egui::Label::new(said).wrap());
        ui.horizontal(|ui| {
            if ui.button(i18n.tr("files-save-elsewhere")).clicked() {
                action = Some(elsewhere.clone());
            }
            if ui.button(i18n.tr("files-save-failed-ok")).clicked() {
                action = Some(FileAction::DismissSaveFailure);
            }
        });
    });
    // Whatever was chosen, this window has been read.
    match action {
        Some(FileAction::DismissSaveFailure) => vec![FileAction::DismissSaveFailure],
        Some(chosen) => vec![FileAction::DismissSaveFailure, chosen],
        None => Vec::new(),
    }
}

/// Asks, as the window closes, what to do with a run that could not be
/// autosaved: save it, close anyway, or keep working.
pub fn close_question_ui(ctx: &egui::Context, i18n: &I18n) -> Option<FileAction> {
    let mut action = None;
    egui::Modal::new(egui::Id::unique("close-question")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading(i18n.tr("files-close-title"));
        ui.add(egui::Label::new(i18n.tr("files-close-body")).wrap());
        ui.horizontal(|ui| {
            if ui.button(i18n.tr("files-close-save")).clicked() {
                action = Some(FileAction::SaveDialog);
            }
            if ui.button(i18n.tr("files-close-anyway")).clicked() {
                action = Some(FileAction::CloseWithoutSaving);
            }
            if ui.button(i18n.tr("files-close-keep")).clicked() {
                action = Some(FileAction::KeepWorking);
            }
        });
    });
    action
}

/// Asks whether to continue the run autosaved by an earlier session or the
/// autosave another window left. Says which run it is.
pub fn restore_ui(
    ctx: &egui::Context,
    i18n: &I18n,
    file: Option<&crate::run::RunFile>,
) -> Option<FileAction> {
    let mut action = None;
    egui::Modal::new(egui::Id::unique("restore")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading(i18n.tr("files-restore-title"));
        ui.add(egui::Label::new(i18n.tr("files-restore-body")).wrap());
        if let Some(file) = file {
            let summary = file.summary();
            ui.add(
                egui::Label::new(
                    RichText::new(summary_text(
                        i18n,
                        file.scenario(),
                        file.spec().seed,
                        &summary,
                    ))
                    .weak(),
                )
                .wrap(),
            );
        }
        ui.horizontal(|ui| {
            if ui.button(i18n.tr("files-restore")).clicked() {
                action = Some(FileAction::Restore);
            }
            if ui.button(i18n.tr("files-discard")).clicked() {
                action = Some(FileAction::DiscardRestore);
            }
        });
    });
    action
}
