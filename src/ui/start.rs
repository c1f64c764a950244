//! The start page: the way in for a learner alone. Learn step by step (the
//! lessons in order, with progress), play an incident (the scenarios with
//! their briefings), free play, or open a run; the learner's name for
//! their saved runs; "show this page at start".

use egui::{RichText, Ui};
use fluent_bundle::FluentValue;

use crate::app::{AppCommand, FileAction, LessonCommand, SreSimApp};
use crate::i18n::{I18n, scenario_briefing, scenario_name};
use crate::lesson::LessonFile;
use crate::lesson::text::{title, words};
use crate::model::oncall::{Scenario, ScenarioRef};
use crate::ui::widgets::{Health, palette};

/// The widest the page's columns grow, points.
const MAX_WIDTH: f32 = 980.0;

/// The start page, in the central panel.
pub fn start_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let i18n = &app.i18n;
    egui::ScrollArea::vertical()
        .id_salt("start-page")
        .show(ui, |ui| {
            let width = ui.available_width().min(MAX_WIDTH);
            ui.set_max_width(width);
            ui.heading(i18n.tr("start-title"));
            ui.label(i18n.tr("start-intro"));
            ui.add_space(8.0);
            let two_columns = width >= 720.0;
            if two_columns {
                ui.columns(2, |columns| {
                    // `columns` justifies its text; a plain vertical layout
                    // keeps it ragged.
                    columns[0].vertical(|ui| {
                        lessons_ui(ui, app, out);
                        calibration_ui(ui, app);
                    });
                    columns[1].vertical(|ui| {
                        incidents_ui(ui, app, out);
                        ui.add_space(8.0);
                        more_ui(ui, app, out);
                    });
                });
            } else {
                lessons_ui(ui, app, out);
                calibration_ui(ui, app);
                ui.add_space(8.0);
                incidents_ui(ui, app, out);
                ui.add_space(8.0);
                more_ui(ui, app, out);
            }
        });
}

/// "Learn step by step": the built-in lessons in order, each with its
/// progress, then the learner's own (the lessons folder).
fn lessons_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let i18n = &app.i18n;
    let lessons = crate::lesson::builtin::builtin_lessons();
    ui.group(|ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(i18n.tr("start-learn")).heading());
        let done = app
            .progress
            .done_count(lessons.iter().map(|l| l.id.as_str()));
        ui.label(i18n.tr_args(
            "start-learn-progress",
            &[
                ("done", FluentValue::from(done)),
                ("lessons", FluentValue::from(lessons.len())),
            ],
        ));
        ui.add(
            egui::ProgressBar::new(done as f32 / lessons.len().max(1) as f32).desired_height(6.0),
        );
        ui.add_space(4.0);
        // The first lesson not done yet is the one to take.
        let next = lessons.iter().position(|l| !app.progress.of(&l.id).done);
        for (k, lesson) in lessons.iter().enumerate() {
            lesson_row_ui(ui, i18n, app, k + 1, lesson, next == Some(k), out);
        }
        // The path walked: where to go from here.
        if next.is_none() && !lessons.is_empty() {
            ui.add_space(6.0);
            ui.label(RichText::new(i18n.tr("start-all-done-title")).strong());
            ui.add(egui::Label::new(i18n.tr("start-all-done")).wrap());
        }
        if !app.user_lessons.is_empty() {
            ui.add_space(4.0);
            ui.label(RichText::new(i18n.tr("start-your-lessons")).strong());
            for (path, lesson) in &app.user_lessons {
                match lesson {
                    Ok(lesson) => {
                        if ui
                            .button(title(i18n, lesson))
                            .on_hover_text(path.display().to_string())
                            .clicked()
                        {
                            out.push(AppCommand::Lesson(LessonCommand::Start(
                                std::sync::Arc::clone(lesson),
                            )));
                        }
                    }
                    Err(err) => {
                        let name = path
                            .file_stem()
                            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                        ui.add_enabled(false, egui::Button::new(name))
                            .on_disabled_hover_text(crate::lesson::text::file_error_text(
                                i18n, err,
                            ));
                    }
                }
            }
        }
        ui.label(palette::hint(i18n.tr("start-lessons-drop"), ui.visuals()));
    });
}

/// One lesson: its number, title and idea, its progress, a button to start.
fn lesson_row_ui(
    ui: &mut Ui,
    i18n: &I18n,
    app: &SreSimApp,
    number: usize,
    lesson: &LessonFile,
    is_next: bool,
    out: &mut Vec<AppCommand>,
) {
    let progress = app.progress.of(&lesson.id);
    let (mark, health) = if progress.done {
        ("✓", Health::Good)
    } else if progress.attempts > 0 {
        ("▲", Health::Warn)
    } else {
        ("·", Health::Neutral)
    };
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(mark)
                .color(health.color(ui.visuals()))
                .strong(),
        );
        let label = format!("{number}. {}", title(i18n, lesson));
        let text = if is_next {
            RichText::new(label).strong()
        } else {
            RichText::new(label)
        };
        let mut hover = words(i18n, &lesson.idea);
        if progress.attempts > 0 {
            hover.push('\n');
            hover.push_str(&i18n.tr_args(
                "start-lesson-best",
                &[
                    ("met", FluentValue::from(progress.best_met)),
                    ("objectives", FluentValue::from(progress.objectives)),
                    ("hints", FluentValue::from(progress.hints_used)),
                    ("attempts", FluentValue::from(progress.attempts)),
                ],
            ));
        }
        if ui.button(text).on_hover_text(hover).clicked() {
            out.push(AppCommand::Lesson(LessonCommand::Start(
                std::sync::Arc::new(lesson.clone()),
            )));
        }
        // Where it stands, in words (the mark is not the only sign).
        let status = if progress.done {
            i18n.tr("start-lesson-done")
        } else if progress.attempts > 0 {
            i18n.tr_args(
                "start-lesson-tried",
                &[
                    ("met", FluentValue::from(progress.best_met)),
                    ("objectives", FluentValue::from(progress.objectives)),
                ],
            )
        } else {
            String::new()
        };
        if !status.is_empty() {
            ui.label(
                RichText::new(status)
                    .color(health.color(ui.visuals()))
                    .small(),
            );
        }
    });
    ui.label(palette::hint(words(i18n, &lesson.idea), ui.visuals()));
}

/// "Play an incident": the scenarios with their briefings.
fn incidents_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let i18n = &app.i18n;
    ui.group(|ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(i18n.tr("start-incidents")).heading());
        let scenarios = Scenario::ALL
            .into_iter()
            .filter(|s| *s != Scenario::FreePlay)
            .map(ScenarioRef::from)
            .chain(crate::run::example_scenarios().iter().cloned());
        for scenario in scenarios {
            if ui.button(scenario_name(i18n, &scenario)).clicked() {
                out.push(AppCommand::PickScenario(scenario.clone()));
                out.push(AppCommand::Lesson(LessonCommand::ShowStart(false)));
                out.push(AppCommand::ShowTab(crate::app::Tab::Oncall));
            }
            ui.add(
                egui::Label::new(palette::hint(
                    scenario_briefing(i18n, &scenario),
                    ui.visuals(),
                ))
                .wrap(),
            );
        }
    });
}

/// Free play, open a run, the learner's name, "show at start".
fn more_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let i18n = &app.i18n;
    ui.group(|ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(i18n.tr("start-free-play"))
                .on_hover_text(i18n.tr("oncall-briefing-free-play"))
                .clicked()
            {
                out.push(AppCommand::PickScenario(Scenario::FreePlay.into()));
                out.push(AppCommand::Lesson(LessonCommand::ShowStart(false)));
                out.push(AppCommand::ShowTab(crate::app::Tab::Oncall));
            }
            if ui.button(i18n.tr("start-open-run")).clicked() {
                out.push(AppCommand::Lesson(LessonCommand::ShowStart(false)));
                out.push(AppCommand::File(FileAction::OpenDialog));
            }
            if ui.button(i18n.tr("start-architecture")).clicked() {
                out.push(AppCommand::Lesson(LessonCommand::ShowStart(false)));
                out.push(AppCommand::ShowTab(crate::app::Tab::Arch));
            }
        });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let label = ui.label(i18n.tr("start-author"));
            let mut name = app.settings.author.clone();
            ui.add(egui::TextEdit::singleline(&mut name).desired_width(180.0))
                .labelled_by(label.id)
                .on_hover_text(i18n.tr("start-author-hint"));
            if name != app.settings.author {
                out.push(AppCommand::Lesson(LessonCommand::EditAuthor(name)));
            }
        });
        let mut show = app.settings.show_start_page;
        if ui
            .checkbox(&mut show, i18n.tr("start-show-at-start"))
            .changed()
        {
            out.push(AppCommand::Lesson(LessonCommand::SetShowAtStart(show)));
        }
        ui.label(palette::hint(
            i18n.tr_args(
                "start-reach-again",
                &[("key", FluentValue::from(i18n.tr("app-key-name-f2")))],
            ),
            ui.visuals(),
        ));
    });
}

/// The learner's own calibration: every guess kept beside the model's
/// value, drawn lesson by lesson (how many times the model's value each
/// guess was, on a log scale, the model's own value the line at ×1), the
/// pattern in one sentence, and the list.
fn calibration_ui(ui: &mut Ui, app: &SreSimApp) {
    let guesses = &app.progress.guesses;
    if guesses.is_empty() {
        return;
    }
    let i18n = &app.i18n;
    let lessons = crate::lesson::builtin::builtin_lessons();
    // A built-in lesson by its number on the path; the learner's own after.
    let number = |id: &str| {
        lessons
            .iter()
            .position(|l| l.id == id)
            .map_or(lessons.len() + 1, |k| k + 1)
    };
    ui.add_space(8.0);
    ui.group(|ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(i18n.tr("start-calibration")).heading());
        ui.add(egui::Label::new(calibration_sentence(i18n, guesses, lessons)).wrap());
        let points: Vec<[f64; 2]> = guesses
            .iter()
            .filter_map(|g| {
                let ratio = g.guess / g.model;
                (ratio > 0.0 && ratio.is_finite())
                    .then(|| [number(&g.lesson) as f64, ratio.log10()])
            })
            .collect();
        let times = |log: f64| {
            let x = 10f64.powf(log);
            // One decimal below ×1 (×0.1), none from there (×10).
            format!("×{}", i18n.fmt_number(x, usize::from(x < 0.95)))
        };
        egui_plot::Plot::new("calibration")
            .height(140.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .include_y(-1.0)
            .include_y(1.0)
            .include_x(0.5)
            .include_x(lessons.len() as f64 + 0.5)
            .x_axis_formatter(|mark, _| format!("{}", mark.value.round()))
            .y_axis_formatter(move |mark, _| times(mark.value))
            .show(ui, |plot| {
                plot.hline(
                    egui_plot::HLine::new(i18n.tr("start-calibration-model"), 0.0)
                        .color(palette::GREY),
                );
                plot.points(
                    egui_plot::Points::new(i18n.tr("start-calibration-guess"), points)
                        .radius(4.0)
                        .color(palette::ORANGE),
                );
            });
        egui::CollapsingHeader::new(i18n.tr("start-calibration-list"))
            .id_salt("calibration-list")
            .show(ui, |ui| {
                for g in guesses {
                    let unit = i18n.tr(&format!("lesson-unit-{}", g.unit));
                    let value = |v: f64| format!("{} {unit}", i18n.fmt_number(v, 1));
                    let title = lessons
                        .iter()
                        .find(|l| l.id == g.lesson)
                        .map_or_else(|| g.lesson.clone(), |l| title(i18n, l));
                    ui.label(i18n.tr_args(
                        "start-calibration-item",
                        &[
                            ("title", FluentValue::from(title)),
                            ("step", FluentValue::from(g.step + 1)),
                            ("guess", FluentValue::from(value(g.guess))),
                            ("model", FluentValue::from(value(g.model))),
                        ],
                    ));
                }
            });
    });
}

/// The pattern of the guesses in one sentence: the lesson where they were
/// furthest from the model's values (their geometric mean, how many times
/// too high or too low), or that every one was close.
pub fn calibration_sentence(
    i18n: &I18n,
    guesses: &[crate::lesson::progress::KeptGuess],
    lessons: &[crate::lesson::LessonFile],
) -> String {
    let mut by_lesson: Vec<(&str, Vec<f64>)> = Vec::new();
    for g in guesses {
        let ratio = g.guess / g.model;
        if !(ratio > 0.0 && ratio.is_finite()) {
            continue;
        }
        match by_lesson.iter_mut().find(|(id, _)| *id == g.lesson) {
            Some((_, logs)) => logs.push(ratio.ln()),
            None => by_lesson.push((&g.lesson, vec![ratio.ln()])),
        }
    }
    let furthest = by_lesson
        .iter()
        .map(|(id, logs)| (*id, logs.iter().sum::<f64>() / logs.len() as f64))
        .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()));
    match furthest {
        Some((id, log)) if log.abs() >= CLOSE.ln() => {
            let name = lessons
                .iter()
                .find(|l| l.id == id)
                .map_or_else(|| id.to_owned(), |l| title(i18n, l));
            i18n.tr_args(
                "start-calibration-far",
                &[
                    ("title", FluentValue::from(name)),
                    (
                        "factor",
                        FluentValue::from(i18n.fmt_number(log.abs().exp(), 1)),
                    ),
                    (
                        "direction",
                        FluentValue::from(if log < 0.0 { "low" } else { "high" }),
                    ),
                ],
            )
        }
        Some(_) => i18n.tr("start-calibration-close"),
        None => i18n.tr("start-calibration-none"),
    }
}

/// Guesses within this factor of the model's value are close.
const CLOSE: f64 = 1.15;
