//! The on-call tab's left panel: the scenario and its seed, the play
//! clock and the notes, and the eight controls. Each reads the session and
//! returns what the person asked as [`AppCommand`]s.

use egui::{RichText, Ui};
use fluent_bundle::FluentValue;

use super::control_spec::control_spec;
use crate::app::oncall::{MAX_SPEED, MIN_SPEED, OncallSession};
use crate::app::{AppCommand, FileAction, UserScenario};
use crate::i18n::{I18n, scenario_briefing, scenario_name};
use crate::model::clock_text;
use crate::model::oncall::command::{
    CACHE_TTL_SECS_RANGE, MIN_INSTANCES_RANGE, SHED_SHARE_RANGE, TARGET_UTILIZATION_RANGE,
};
use crate::model::oncall::constants::ROLLBACK_MINUTES;
use crate::model::oncall::{Command, Control, Scenario, ScenarioRef};
use crate::ui::widgets::{Health, outline, palette};

/// The left panel: scenario, seed, time and the eight controls.
pub fn controls_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &OncallSession,
    library: &[UserScenario],
    out: &mut Vec<AppCommand>,
) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        scenario_ui(ui, i18n, session, library, out);
        ui.separator();
        time_ui(ui, i18n, session, out);
        ui.separator();
        eight_controls_ui(ui, i18n, session, out);
    });
}

/// The scenario menu: the built-in four, the examples, the person's
/// scenario files (the scenarios folder and those opened lately), and
/// "Open scenario file…".
fn scenario_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &OncallSession,
    library: &[UserScenario],
    out: &mut Vec<AppCommand>,
) {
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("oncall-scenario"));
        let menu = egui::ComboBox::from_id_salt("scenario")
            .selected_text(scenario_name(i18n, &session.scenario))
            .show_ui(ui, |ui| {
                for scenario in Scenario::ALL.map(ScenarioRef::from) {
                    let picked = session.scenario == scenario;
                    let label = scenario_name(i18n, &scenario);
                    if ui.selectable_label(picked, label).clicked() && !picked {
                        out.push(AppCommand::PickScenario(scenario));
                    }
                }
                ui.separator();
                // The examples, built in: every install has them. A copy the
                // person has (opened, or in the folder) is listed as theirs.
                for scenario in crate::run::example_scenarios() {
                    let theirs = library.iter().any(|entry| {
                        entry
                            .scenario
                            .as_ref()
                            .is_ok_and(|s| s.file() == scenario.file())
                    });
                    if theirs {
                        continue;
                    }
                    let picked = session.scenario == *scenario;
                    let hover = i18n.tr_args(
                        "oncall-scenario-example-hover",
                        &[("scenario", FluentValue::from(scenario.id().to_owned()))],
                    );
                    let item = ui
                        .selectable_label(picked, scenario_name(i18n, scenario))
                        .on_hover_text(hover);
                    if item.clicked() && !picked {
                        out.push(AppCommand::PickScenario(scenario.clone()));
                    }
                }
                if !library.is_empty() {
                    ui.separator();
                }
                for entry in library {
                    user_scenario_ui(ui, i18n, session, entry, out);
                }
                ui.separator();
                if ui
                    .selectable_label(false, i18n.tr("oncall-scenario-open"))
                    .clicked()
                {
                    out.push(AppCommand::File(FileAction::OpenScenarioDialog));
                }
            });
        let menu = menu.response.labelled_by(label.id);
        if menu.clicked() {
            // Read the folder as the menu opens: files copied, edited or
            // broken since are listed as they are now.
            out.push(AppCommand::ReadScenarios);
        }
    });
    ui.add(
        egui::Label::new(RichText::new(scenario_briefing(i18n, &session.scenario)).italics())
            .wrap(),
    );
    seed_ui(ui, i18n, session, out);
}

/// The seed's box and "Restart" (with why a typed seed cannot be used,
/// while it is typed), and the noise's box.
fn seed_ui(ui: &mut Ui, i18n: &I18n, session: &OncallSession, out: &mut Vec<AppCommand>) {
    let valid = session.typed_seed().is_some();
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("oncall-seed"));
        let mut text = session.seed_text.clone();
        let edit = ui
            .add(egui::TextEdit::singleline(&mut text).desired_width(90.0))
            .labelled_by(label.id);
        if edit.changed() {
            out.push(AppCommand::EditSeed(text));
        }
        let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let restart = ui.add_enabled(valid, egui::Button::new(i18n.tr("oncall-restart")));
        if (restart.clicked() || entered) && valid {
            out.push(AppCommand::Restart);
        }
    });
    if !valid {
        // Said at the box, in the person's language, while they type.
        let text = i18n.tr_args(
            "oncall-seed-invalid",
            &[
                ("text", FluentValue::from(session.seed_text.clone())),
                ("max", FluentValue::from(u32::MAX.to_string())),
            ],
        );
        ui.add(
            egui::Label::new(
                RichText::new(Health::Bad.tagged(&text)).color(Health::Bad.color(ui.visuals())),
            )
            .wrap(),
        );
    }
    let mut noise = session.noise;
    if ui.checkbox(&mut noise, i18n.tr("oncall-noise")).changed() {
        out.push(AppCommand::SetNoise(noise));
    }
}

/// One of the person's scenario files in the menu: picking it plays the
/// file as it is now (picked again, it is read again); a file that cannot
/// be played is greyed, with its reason on hover (and in the status bar
/// when picked).
fn user_scenario_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &OncallSession,
    entry: &UserScenario,
    out: &mut Vec<AppCommand>,
) {
    let place = entry.path.display().to_string();
    match &entry.scenario {
        Ok(scenario) => {
            let picked = session.scenario == *scenario;
            let item = ui
                .selectable_label(picked, scenario_name(i18n, scenario))
                .on_hover_text(place);
            if item.clicked() {
                out.push(AppCommand::File(FileAction::OpenScenario(
                    entry.path.clone(),
                )));
            }
        }
        Err(problem) => {
            let name = entry
                .path
                .file_name()
                .map_or_else(|| place.clone(), |n| n.to_string_lossy().into_owned());
            let name = crate::model::for_terminal(&name).into_owned();
            let reason = crate::i18n::file_error_text(i18n, problem);
            let text = i18n.tr_args(
                "oncall-scenario-broken",
                &[("name", FluentValue::from(name))],
            );
            // Greyed, its reason on hover; picked, the status bar says why.
            let item = ui
                .add(egui::Button::selectable(false, RichText::new(text).weak()))
                .on_hover_text(reason);
            if item.clicked() {
                out.push(AppCommand::File(FileAction::OpenScenario(
                    entry.path.clone(),
                )));
            }
        }
    }
}

fn time_ui(ui: &mut Ui, i18n: &I18n, session: &OncallSession, out: &mut Vec<AppCommand>) {
    ui.horizontal(|ui| {
        let label = if session.playing {
            i18n.tr("oncall-pause")
        } else {
            i18n.tr("oncall-play")
        };
        if ui
            .button(label)
            .on_hover_text(i18n.tr("app-shortcut-play-pause"))
            .clicked()
        {
            out.push(AppCommand::SetPlaying(!session.playing));
        }
        if ui
            .button(i18n.tr("oncall-step"))
            .on_hover_text(i18n.tr("app-shortcut-step"))
            .clicked()
        {
            out.push(AppCommand::Step);
        }
        ui.label(
            RichText::new(clock_text(session.row().clock_minutes))
                .monospace()
                .size(22.0)
                .strong(),
        )
        .on_hover_text(i18n.tr("oncall-clock"));
    });
    let mut minutes_per_sec = session.minutes_per_sec;
    let speed = speed_slider(i18n, &mut minutes_per_sec).text(i18n.tr("oncall-speed"));
    if ui.add(speed).changed() {
        out.push(AppCommand::SetSpeed(minutes_per_sec));
    }
}

/// The box a note is typed in, "Annotate", and the run's notes, each
/// editable and deletable, live or during a replay: a talk is prepared by
/// replaying a saved run and writing its notes (its chapters), which
/// change nothing it replays.
pub fn notes_ui(ui: &mut Ui, i18n: &I18n, session: &OncallSession, out: &mut Vec<AppCommand>) {
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("oncall-annotation-label"));
        let mut text = session.annotation_draft.clone();
        let edit = ui
            .add(egui::TextEdit::singleline(&mut text).desired_width(120.0))
            .labelled_by(label.id);
        if edit.changed() {
            out.push(AppCommand::EditNote(text));
        }
        if ui
            .button(i18n.tr("oncall-annotate"))
            .on_hover_text(i18n.tr("app-shortcut-annotate"))
            .clicked()
        {
            out.push(AppCommand::Annotate);
        }
    });
    if session.annotations.is_empty() {
        return;
    }
    egui::CollapsingHeader::new(i18n.tr_args(
        "oncall-notes",
        &[(
            "count",
            fluent_bundle::FluentValue::from(session.annotations.len()),
        )],
    ))
    .id_salt("oncall-notes")
    .show(ui, |ui| {
        for (k, note) in session.annotations.iter().enumerate() {
            ui.horizontal(|ui| {
                let minute = ui.label(
                    RichText::new(clock_text(
                        session
                            .rows
                            .get(note.minute as usize)
                            .map_or(note.minute, |r| r.clock_minutes),
                    ))
                    .monospace(),
                );
                let mut text = note.text.clone();
                let edit = ui
                    .add(egui::TextEdit::singleline(&mut text).desired_width(150.0))
                    .labelled_by(minute.id);
                if edit.changed() {
                    out.push(AppCommand::EditAnnotation(k, text));
                }
                if ui
                    .small_button("✖")
                    .on_hover_text(i18n.tr("oncall-note-delete"))
                    .clicked()
                {
                    out.push(AppCommand::DeleteAnnotation(k));
                }
            });
            // What the speaker says there: the console shows it, the room
            // never does.
            let mut said = note.speaker_notes.clone();
            let edit = ui.add(
                egui::TextEdit::multiline(&mut said)
                    .desired_rows(1)
                    .desired_width(200.0)
                    .hint_text(i18n.tr("oncall-speaker-notes-hint")),
            );
            if edit.changed() {
                out.push(AppCommand::EditSpeakerNotes(k, said));
            }
        }
        ui.label(palette::hint(i18n.tr("oncall-notes-hint"), ui.visuals()));
    });
}

/// A control's one-line explanation beneath it; hovering shows its keys.
fn help(ui: &mut Ui, i18n: &I18n, control: Control) {
    let spec = control_spec(control);
    let text = palette::hint(i18n.tr(&spec.help_id()), ui.visuals());
    ui.label(text).on_hover_text(i18n.tr(spec.shortcut));
    ui.add_space(4.0);
}

/// A control, its name explained: hovering it shows the glossary's
/// definition of the term the control stands for; a lesson's step about
/// it outlines it.
fn explained(response: egui::Response, i18n: &I18n, control: Control) -> egui::Response {
    outline::outline(
        &response.ctx.clone(),
        &response,
        &crate::lesson::Highlight::Control(control.into()),
    );
    response.on_hover_text(control_spec(control).term.hover_text(i18n))
}

/// Applies a slider's value once the person lets go (a drag would otherwise
/// flood the timeline; the same command replays the same way).
fn commit_when_released(
    response: &egui::Response,
    differs: bool,
    out: &mut Vec<AppCommand>,
    command: Command,
) {
    let released = (response.changed() && !response.dragged()) || response.drag_stopped();
    if released && differs {
        out.push(AppCommand::Decide(command));
    }
}

/// A slider bound to a control: it shows the draft value while dragged and
/// sends `command` when released; returns its response.
fn slider_control<T>(
    ui: &mut Ui,
    out: &mut Vec<AppCommand>,
    id: &str,
    current: T,
    slider: impl FnOnce(&mut T) -> egui::Slider<'_>,
    command: impl FnOnce(T) -> Command,
) -> egui::Response
where
    T: Copy + Into<f64> + Send + Sync + 'static,
{
    let id = egui::Id::unique(id);
    let mut value = ui.data(|d| d.get_temp::<T>(id)).unwrap_or(current);
    // The name is not selectable text: the pointer on it hovers the
    // slider, and shows the slider's hover text.
    let response = ui
        .scope(|ui| {
            ui.style_mut().interaction.selectable_labels = false;
            // A number typed in its box applies once, on Enter or when the
            // box loses focus, not at each keystroke (typing 20 would first
            // decide 2).
            ui.add(slider(&mut value).update_while_editing(false))
        })
        .inner;
    draft(ui, id, &response, value);
    let differs = (value.into() - current.into()).abs() > 1e-9;
    commit_when_released(&response, differs, out, command(value));
    response
}

fn eight_controls_ui(ui: &mut Ui, i18n: &I18n, session: &OncallSession, out: &mut Vec<AppCommand>) {
    fleet_controls_ui(ui, i18n, session, out);
    cache_controls_ui(ui, i18n, session, out);
    traffic_controls_ui(ui, i18n, session, out);
}

/// Minimum instances, autoscaling and its target.
fn fleet_controls_ui(ui: &mut Ui, i18n: &I18n, session: &OncallSession, out: &mut Vec<AppCommand>) {
    let controls = session.sim().controls();
    let percent = |v: f64, _: std::ops::RangeInclusive<usize>| format!("{:.0} %", v * 100.0);
    let min = slider_control(
        ui,
        out,
        "draft-min",
        controls.min_instances,
        |v| {
            egui::Slider::new(v, MIN_INSTANCES_RANGE)
                .custom_parser(typed(i18n))
                .text(i18n.tr(control_spec(Control::MinInstances).label))
        },
        Command::SetMinInstances,
    );
    explained(min, i18n, Control::MinInstances);
    help(ui, i18n, Control::MinInstances);

    let mut autoscaling = controls.autoscaling;
    let checkbox = ui.checkbox(
        &mut autoscaling,
        i18n.tr(control_spec(Control::Autoscaling).label),
    );
    if explained(checkbox, i18n, Control::Autoscaling).changed() {
        out.push(AppCommand::Decide(Command::SetAutoscaling(autoscaling)));
    }
    help(ui, i18n, Control::Autoscaling);

    let target = slider_control(
        ui,
        out,
        "draft-target",
        controls.target_utilization,
        |v| {
            egui::Slider::new(v, TARGET_UTILIZATION_RANGE)
                .step_by(0.05)
                .custom_formatter(percent)
                .custom_parser(typed_percent(i18n))
                .text(i18n.tr(control_spec(Control::TargetUtilization).label))
        },
        Command::SetTargetUtilization,
    );
    explained(target, i18n, Control::TargetUtilization);
    help(ui, i18n, Control::TargetUtilization);
}

/// The cache TTL and the warm-up job.
fn cache_controls_ui(ui: &mut Ui, i18n: &I18n, session: &OncallSession, out: &mut Vec<AppCommand>) {
    let controls = session.sim().controls();

    let ttl = slider_control(
        ui,
        out,
        "draft-ttl",
        controls.cache_ttl_secs,
        |v| {
            egui::Slider::new(v, CACHE_TTL_SECS_RANGE)
                .logarithmic(true)
                .integer()
                .suffix(" s")
                .custom_parser(typed(i18n))
                .text(i18n.tr(control_spec(Control::Ttl).label))
        },
        Command::SetCacheTtl,
    );
    explained(ttl, i18n, Control::Ttl);
    help(ui, i18n, Control::Ttl);

    let left = session.sim().warm_up_minutes_left();
    if left > 0 {
        let running = i18n.tr_args(
            "oncall-warm-up-running",
            &[("minutes", FluentValue::from(left))],
        );
        ui.add_enabled(false, egui::Button::new(running));
    } else if explained(
        ui.button(i18n.tr(control_spec(Control::WarmUp).label)),
        i18n,
        Control::WarmUp,
    )
    .clicked()
    {
        out.push(AppCommand::Decide(Command::StartWarmUp));
    }
    help(ui, i18n, Control::WarmUp);
}

/// Load shedding, the heavy feature and the rollback.
fn traffic_controls_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &OncallSession,
    out: &mut Vec<AppCommand>,
) {
    let controls = session.sim().controls();
    let percent = |v: f64, _: std::ops::RangeInclusive<usize>| format!("{:.0} %", v * 100.0);

    let shed = slider_control(
        ui,
        out,
        "draft-shed",
        controls.shed_share,
        |v| {
            egui::Slider::new(v, SHED_SHARE_RANGE)
                .step_by(0.05)
                .custom_formatter(percent)
                .custom_parser(typed_percent(i18n))
                .text(i18n.tr(control_spec(Control::Shed).label))
        },
        Command::SetShedShare,
    );
    explained(shed, i18n, Control::Shed);
    help(ui, i18n, Control::Shed);

    let mut feature = controls.heavy_feature;
    let checkbox = ui.checkbox(&mut feature, i18n.tr(control_spec(Control::Feature).label));
    if explained(checkbox, i18n, Control::Feature).changed() {
        out.push(AppCommand::Decide(Command::SetHeavyFeature(feature)));
    }
    help(ui, i18n, Control::Feature);

    let preparing = session.sim().rollback_minutes_left();
    let label = if preparing > 0 {
        i18n.tr_args(
            "oncall-rollback-preparing",
            &[("minutes", FluentValue::from(preparing))],
        )
    } else {
        i18n.tr(control_spec(Control::Rollback).label)
    };
    if explained(ui.button(label), i18n, Control::Rollback).clicked() {
        out.push(AppCommand::Decide(Command::Rollback));
    }
    if preparing > 0 {
        let done = f64::from(ROLLBACK_MINUTES - preparing) / f64::from(ROLLBACK_MINUTES);
        ui.add(egui::ProgressBar::new(done as f32).desired_width(180.0));
    }
    help(ui, i18n, Control::Rollback);
}

fn draft<T: Clone + Send + Sync + 'static>(
    ui: &Ui,
    id: egui::Id,
    response: &egui::Response,
    value: T,
) {
    if response.dragged() {
        ui.data_mut(|d| d.insert_temp(id, value));
    } else {
        ui.data_mut(|d| d.remove::<T>(id));
    }
}

/// The play speed's slider, in simulated minutes per second, its number in
/// the language's format (`1,50 min/s` in French), typed either way.
pub fn speed_slider<'a>(i18n: &'a I18n, minutes_per_sec: &'a mut f32) -> egui::Slider<'a> {
    egui::Slider::new(minutes_per_sec, MIN_SPEED..=MAX_SPEED)
        .logarithmic(true)
        .suffix(" min/s")
        .custom_formatter(|value, _| i18n.fmt_number(value, 2))
        .custom_parser(typed(i18n))
        .update_while_editing(false)
}

/// A slider's box reads a number as the language writes it (`1 200`,
/// `1,200` in English, `0,5` in French), the way the guess box does.
pub fn typed(i18n: &I18n) -> impl Fn(&str) -> Option<f64> + use<> {
    let language = i18n.language();
    move |text| crate::i18n::read_number(text, language)
}

/// A box that shows a share as a percent (`60 %`) reads a typed percent.
fn typed_percent(i18n: &I18n) -> impl Fn(&str) -> Option<f64> + use<> {
    let read = typed(i18n);
    move |text| read(text).map(|percent| percent / 100.0)
}
