//! The lesson panel: the step's text, the guess and its reveal, the hints,
//! the objectives live with ✓/▲/✖, and at the end what was asked, what
//! happened and what to remember. The outline the widgets draw around
//! themselves when the step is about them is in [`super::widgets::outline`].

use egui::{RichText, Ui};
use fluent_bundle::FluentValue;

use crate::app::{AppCommand, LessonCommand, LessonSession, SreSimApp, StepStage};
use crate::i18n::I18n;
use crate::lesson::Verdict;
use crate::lesson::text::{grade_text, objective_text, title, words, words_at};
use crate::model::named::Named;
use crate::ui::widgets::outline::{hides, reference_anchor};
use crate::ui::widgets::{Health, palette};

/// The panel's width, points.
pub const PANEL_WIDTH: f32 = 330.0;

/// The field an objective's live value shows, as a guess names it.
fn objective_shows(objective: &crate::lesson::Objective) -> Option<&str> {
    use crate::lesson::Objective;
    match objective {
        Objective::FailingBelow { .. } => Some("failing_share"),
        Objective::PassesWithHeadroom => Some("max_utilization"),
        Objective::NamesBottleneck => Some(crate::lesson::BOTTLENECK_FIELD),
        other => other.field().map(Named::name),
    }
}

/// The lesson panel, at the right of the lesson's tab (below it on a
/// narrow window).
pub fn panel_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let Some(session) = &app.lesson else {
        return;
    };
    let contents = |ui: &mut Ui| {
        egui::ScrollArea::vertical()
            .id_salt("lesson-panel-scroll")
            .show(ui, |ui| lesson_ui(ui, app, session, out));
    };
    // On a narrow window, below the tab, on the whole width.
    if crate::ui::widgets::is_narrow(ui.ctx()) {
        let height = ui.ctx().content_rect().height();
        egui::Panel::bottom("lesson-panel-narrow")
            .resizable(true)
            .default_size(height * 0.45)
            .max_size(height * 0.8)
            .show(ui, contents);
    } else {
        egui::Panel::right("lesson-panel")
            .resizable(true)
            .default_size(PANEL_WIDTH)
            .show(ui, contents);
    }
}

fn lesson_ui(ui: &mut Ui, app: &SreSimApp, session: &LessonSession, out: &mut Vec<AppCommand>) {
    let i18n = &app.i18n;
    let lesson = &session.lesson;
    let mut say = |c: LessonCommand| out.push(AppCommand::Lesson(c));
    ui.label(RichText::new(i18n.tr("lesson-panel-heading")).weak());
    ui.heading(title(i18n, lesson));
    if !app.settings.author_asked {
        author_question_ui(ui, i18n, &mut say);
    }
    let finished = session.recorded;
    if finished {
        end_ui(ui, app, session, &mut say);
    } else {
        ui.label(
            RichText::new(i18n.tr_args(
                "lesson-panel-step",
                &[
                    ("step", FluentValue::from(session.step + 1)),
                    ("steps", FluentValue::from(lesson.steps.len())),
                ],
            ))
            .strong(),
        );
        ui.add(
            egui::ProgressBar::new((session.step + 1) as f32 / lesson.steps.len() as f32)
                .desired_height(4.0),
        );
        ui.add_space(4.0);
        ui.add(egui::Label::new(words(i18n, &session.current().text)).wrap());
        ui.add_space(6.0);
        step_action_ui(ui, app, session, &mut say);
        ui.add_space(6.0);
        hints_ui(ui, i18n, session, out);
    }
    ui.separator();
    // On the architecture path the objectives are graded on the whole run
    // of the configuration: before the path has run, and while a guess is
    // pending, their values (the busiest tier's utilization, the failing
    // share) would give the answer away, so they wait.
    let waiting = session.lesson.is_arch()
        && !finished
        && (app.arch.run.is_none() || session.stage == StepStage::Guess);
    objectives_ui(ui, i18n, session, waiting);
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(i18n.tr("lesson-panel-restart"))
            .on_hover_text(i18n.tr("lesson-panel-restart-hint"))
            .clicked()
        {
            out.push(AppCommand::Lesson(LessonCommand::Restart));
        }
        if !finished
            && !session.last_step()
            && ui
                .button(i18n.tr("lesson-panel-skip"))
                .on_hover_text(i18n.tr("lesson-panel-skip-hint"))
                .clicked()
        {
            out.push(AppCommand::Lesson(LessonCommand::Next));
        }
        if ui.button(i18n.tr("lesson-panel-leave")).clicked() {
            out.push(AppCommand::Lesson(LessonCommand::Quit));
        }
    });
}

/// The learner's name, asked once (kept in the settings; the start page
/// changes it later). The name being typed is the panel's own until kept.
fn author_question_ui(ui: &mut Ui, i18n: &I18n, say: &mut impl FnMut(LessonCommand)) {
    let typed = egui::Id::unique("lesson-author-typed");
    egui::Frame::group(ui.style()).show(ui, |ui| {
        let question = ui.add(egui::Label::new(i18n.tr("lesson-author-ask")).wrap());
        let mut name: String = ui.data(|d| d.get_temp(typed)).unwrap_or_default();
        ui.horizontal_wrapped(|ui| {
            let edit = ui
                .add(egui::TextEdit::singleline(&mut name).desired_width(140.0))
                .labelled_by(question.id);
            ui.data_mut(|d| d.insert_temp(typed, name.clone()));
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let keep = ui
                .add_enabled(
                    !name.trim().is_empty(),
                    egui::Button::new(i18n.tr("lesson-author-keep")),
                )
                .clicked();
            if (keep || entered) && !name.trim().is_empty() {
                say(LessonCommand::AnswerAuthor(Some(name.clone())));
            }
            if ui.button(i18n.tr("lesson-author-not-now")).clicked() {
                say(LessonCommand::AnswerAuthor(None));
            }
        });
    });
    ui.add_space(4.0);
}

/// What the step asks now: a guess, a play to its pause, its reveal, or
/// the next step.
fn step_action_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    session: &LessonSession,
    say: &mut impl FnMut(LessonCommand),
) {
    let i18n = &app.i18n;
    let step = session.current();
    let arch = session.lesson.is_arch();
    let pause = step.pause_at.unwrap_or(0);
    match session.stage {
        StepStage::Guess => guess_ui(ui, app, session, say),
        StepStage::Read if step.pause_at.is_some() => {
            let id = if arch {
                "lesson-panel-play-to-step"
            } else {
                "lesson-panel-play-to-minute"
            };
            let label = i18n.tr_args(id, &[("minute", FluentValue::from(pause))]);
            if ui.button(label).clicked() {
                say(LessonCommand::PlayToPause);
            }
        }
        StepStage::Read => {
            if session.last_step() {
                let id = if arch {
                    "lesson-panel-finish-arch-hint"
                } else {
                    "lesson-panel-play-to-end"
                };
                ui.label(palette::hint(i18n.tr(id), ui.visuals()));
                if arch && ui.button(i18n.tr("lesson-panel-finish")).clicked() {
                    say(LessonCommand::Next);
                }
            } else if ui.button(i18n.tr("lesson-panel-next")).clicked() {
                say(LessonCommand::Next);
            }
        }
        StepStage::Playing => {
            let id = if arch {
                "lesson-panel-playing-to-step"
            } else {
                "lesson-panel-playing-to-minute"
            };
            ui.label(
                RichText::new(i18n.tr_args(id, &[("minute", FluentValue::from(pause))])).weak(),
            );
        }
        StepStage::Reveal => {
            reveal_ui(ui, app, session);
            let id = if session.last_step() {
                "lesson-panel-continue"
            } else {
                "lesson-panel-next"
            };
            if !session.last_step() && ui.button(i18n.tr(id)).clicked() {
                say(LessonCommand::Next);
            }
            if session.last_step() && arch {
                if ui.button(i18n.tr("lesson-panel-finish")).clicked() {
                    say(LessonCommand::Next);
                }
            } else if session.last_step() {
                ui.label(palette::hint(
                    i18n.tr("lesson-panel-play-to-end"),
                    ui.visuals(),
                ));
            }
        }
    }
}

/// The step's guess: its choice, if any, then its question with a box or,
/// for a tier, a button per tier on, and "no guess".
fn guess_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    session: &LessonSession,
    say: &mut impl FnMut(LessonCommand),
) {
    let i18n = &app.i18n;
    let step = session.current();
    if let Some(choice) = &step.choose {
        choice_ui(ui, i18n, choice, say);
    }
    let Some(prediction) = &step.predict else {
        return;
    };
    let question = ui.label(RichText::new(words(i18n, &prediction.question)).strong());
    if prediction.unit == crate::lesson::Unit::Tier {
        // A tier is chosen, not typed: one button per tier on.
        ui.horizontal_wrapped(|ui| {
            for stage in crate::model::arch::Stage::ALL {
                if !app.arch.config.is_on(stage) {
                    continue;
                }
                // Its own name: the question is read just before.
                if ui.button(crate::i18n::stage_name(i18n, stage)).clicked() {
                    say(LessonCommand::NameTier(stage));
                }
            }
        });
    } else {
        guess_box_ui(ui, i18n, session, prediction, question.id, say);
    }
    if ui
        .small_button(i18n.tr("lesson-panel-no-guess"))
        .on_hover_text(i18n.tr("lesson-panel-no-guess-hint"))
        .clicked()
    {
        say(LessonCommand::SkipGuess);
    }
}

/// A choice's question and one button per option, then "go on without".
fn choice_ui(
    ui: &mut Ui,
    i18n: &I18n,
    choice: &crate::lesson::Choice,
    say: &mut impl FnMut(LessonCommand),
) {
    ui.label(RichText::new(words(i18n, &choice.question)).strong());
    for (k, option) in choice.options.iter().enumerate() {
        if ui.button(words(i18n, option)).clicked() {
            say(LessonCommand::Choose(k));
        }
    }
    if ui
        .small_button(i18n.tr("lesson-panel-no-guess"))
        .on_hover_text(i18n.tr("lesson-panel-no-guess-hint"))
        .clicked()
    {
        say(LessonCommand::SkipGuess);
    }
}

/// The option chosen beside the one the model bears out, and why.
fn choice_reveal_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &LessonSession,
    choice: &crate::lesson::Choice,
) {
    let option = |k: usize| choice.options.get(k).map(|o| words(i18n, o));
    let chosen = session.chosen[session.step]
        .and_then(option)
        .unwrap_or_else(|| i18n.tr("lesson-panel-no-guess-made"));
    let answer = option(choice.answer).unwrap_or_default();
    egui::Grid::new("lesson-reveal")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(i18n.tr("lesson-panel-your-choice"));
            ui.add(egui::Label::new(chosen).wrap());
            ui.end_row();
            ui.label(i18n.tr("lesson-panel-the-model"));
            ui.add(egui::Label::new(RichText::new(answer).strong()).wrap());
            ui.end_row();
        });
    let paused = session.paused[session.step].as_ref();
    ui.add(egui::Label::new(words_at(i18n, &choice.why, paused)).wrap());
}

/// The box a number is typed in, its unit and the button that takes it.
fn guess_box_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &LessonSession,
    prediction: &crate::lesson::Prediction,
    question: egui::Id,
    say: &mut impl FnMut(LessonCommand),
) {
    ui.horizontal(|ui| {
        let mut text = session.guess_text.clone();
        let edit = ui.add(
            egui::TextEdit::singleline(&mut text)
                .desired_width(90.0)
                .hint_text(i18n.tr("lesson-panel-guess-hint")),
        );
        let edit = edit.labelled_by(question);
        ui.label(i18n.tr(&format!("lesson-unit-{}", prediction.unit.id())));
        if text != session.guess_text {
            say(LessonCommand::EditGuess(text));
        }
        let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(i18n.tr("lesson-panel-guess")).clicked() || entered {
            say(LessonCommand::Guess);
        }
    });
    if session.guess_refused {
        let color = Health::Bad.color(ui.visuals());
        ui.label(RichText::new(i18n.tr("lesson-panel-guess-refused")).color(color));
    }
}

/// The guess beside the model's value, the relation with the minute's
/// numbers, and why. A guess is shown, never graded.
fn reveal_ui(ui: &mut Ui, app: &SreSimApp, session: &LessonSession) {
    let i18n = &app.i18n;
    let step = session.current();
    if let Some(choice) = &step.choose {
        choice_reveal_ui(ui, i18n, session, choice);
        return;
    }
    let Some(prediction) = &step.predict else {
        return;
    };
    let unit = i18n.tr(&format!("lesson-unit-{}", prediction.unit.id()));
    let shown = |value: Option<f64>| {
        value.map_or_else(
            || crate::i18n::NOT_A_NUMBER.to_owned(),
            |v| format!("{} {unit}", i18n.fmt_number(v, decimals_for(v))),
        )
    };
    let guess = session.guesses[session.step];
    if prediction.unit == crate::lesson::Unit::Tier {
        let tier = |stage: Option<crate::model::arch::Stage>| {
            stage.map(|s| crate::i18n::stage_name(i18n, s))
        };
        let named = tier(session.named).unwrap_or_else(|| i18n.tr("lesson-panel-no-guess-made"));
        let model =
            tier(session.model_tier).unwrap_or_else(|| crate::i18n::NOT_A_NUMBER.to_owned());
        egui::Grid::new("lesson-reveal")
            .num_columns(2)
            .show(ui, |ui| {
                ui.label(i18n.tr("lesson-panel-your-guess"));
                ui.label(named);
                ui.end_row();
                ui.label(i18n.tr("lesson-panel-the-model"));
                ui.label(RichText::new(model).strong());
                ui.end_row();
            });
    } else {
        numbers_reveal_ui(ui, i18n, session, &shown, guess);
    }
    relation_ui(ui, app, session, prediction);
    let paused = session.paused[session.step].as_ref();
    ui.add(egui::Label::new(words_at(i18n, &prediction.why, paused)).wrap());
}

/// The guessed number beside the model's.
fn numbers_reveal_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &LessonSession,
    shown: &dyn Fn(Option<f64>) -> String,
    guess: Option<f64>,
) {
    egui::Grid::new("lesson-reveal")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(i18n.tr("lesson-panel-your-guess"));
            ui.label(
                guess.map_or_else(|| i18n.tr("lesson-panel-no-guess-made"), |g| shown(Some(g))),
            );
            ui.end_row();
            ui.label(i18n.tr("lesson-panel-the-model"));
            ui.label(RichText::new(shown(session.reveal_value(session.step))).strong());
            ui.end_row();
        });
}

/// The relation behind a reveal, with the numbers it paused at: on call,
/// the step's reference entry at its minute; on the architecture path, the
/// offered load's sum at its peak (for that guess), each tier's capacity
/// and the peak utilization that names the bottleneck.
fn relation_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    session: &LessonSession,
    prediction: &crate::lesson::Prediction,
) {
    let i18n = &app.i18n;
    let step = session.current();
    let mut lines = Vec::new();
    if session.lesson.is_arch() {
        if let Some(run) = &app.arch.run {
            if prediction.field == "peak_offered_rps"
                && let Some(peak) = run
                    .steps
                    .iter()
                    .max_by(|a, b| a.offered_rps.total_cmp(&b.offered_rps))
            {
                let rps = |x: f64| FluentValue::from(i18n.fmt_arch_rps(x));
                lines.push(i18n.tr_args(
                    "lesson-reveal-offered",
                    &[
                        ("fresh", rps(peak.offered_rps - peak.retry_rps)),
                        ("retries", rps(peak.retry_rps)),
                        ("offered", rps(peak.offered_rps)),
                    ],
                ));
            }
            let bottleneck = !session
                .hidden_fields()
                .iter()
                .any(|f| f == crate::lesson::BOTTLENECK_FIELD);
            lines.extend(crate::formula::arch_live_values(
                i18n,
                &app.arch.config,
                app.arch.run.as_ref(),
                bottleneck,
            ));
        }
    } else if let (Some(anchor), Some(pause)) = (
        step.reference.as_deref().and_then(reference_anchor),
        step.pause_at,
    ) && let Some(row) = app.oncall.rows.iter().find(|r| r.minute == pause)
    {
        lines.push(crate::formula::live_value(i18n, anchor, row));
    }
    for line in lines {
        ui.add(egui::Label::new(RichText::new(line).monospace()).wrap());
    }
}

/// Enough decimals for a guess or an answer: 3 significant figures (and
/// none for zero: "0 %", not "0.000 %").
fn decimals_for(value: f64) -> usize {
    match value.abs() {
        v if v >= 100.0 || v == 0.0 => 0,
        v if v >= 10.0 => 1,
        v if v >= 1.0 => 2,
        _ => 3,
    }
}

/// The hints shown so far, and the button for one more; the last links to
/// its model reference entry.
fn hints_ui(ui: &mut Ui, i18n: &I18n, session: &LessonSession, out: &mut Vec<AppCommand>) {
    let step = session.current();
    let shown = session.hints[session.step];
    for (k, hint) in step.hints.iter().take(shown).enumerate() {
        ui.add(
            egui::Label::new(format!(
                "{} — {}",
                i18n.tr_args("lesson-panel-hint-n", &[("n", FluentValue::from(k + 1))]),
                words(i18n, hint)
            ))
            .wrap(),
        );
    }
    let last_shown = shown == step.hints.len();
    if !step.hints.is_empty() && !last_shown {
        let label = i18n.tr_args(
            "lesson-panel-hint",
            &[("left", FluentValue::from(step.hints.len() - shown))],
        );
        if ui.button(label).clicked() {
            out.push(AppCommand::Lesson(LessonCommand::Hint));
        }
    }
    if (last_shown || step.hints.is_empty())
        && let Some(anchor) = step.reference.as_deref().and_then(reference_anchor)
        && ui
            .link(i18n.tr("lesson-panel-reference-link"))
            .on_hover_text(i18n.tr("lesson-panel-reference-link-hint"))
            .clicked()
    {
        out.push(AppCommand::ShowRelation(anchor));
    }
}

/// The objectives, live: ✓ met, ▲ still open, ✖ missed, with the value
/// that decides it (colour is never the only sign).
fn objectives_ui(ui: &mut Ui, i18n: &I18n, session: &LessonSession, waiting: bool) {
    ui.label(RichText::new(i18n.tr("lesson-panel-objectives")).strong());
    if waiting {
        ui.label(palette::hint(
            i18n.tr("lesson-panel-objectives-after-run"),
            ui.visuals(),
        ));
    }
    for (objective, graded) in session.lesson.objectives.iter().zip(
        session
            .grade
            .objectives
            .iter()
            .map(|g| Some(g).filter(|_| !waiting))
            .chain(std::iter::repeat(None)),
    ) {
        let (symbol, health, said) = match graded {
            // A pending guess about what the objective reads: neither its
            // value nor its verdict (which would tell a bound) shows.
            Some(_) if objective_shows(objective).is_some_and(|f| hides(ui.ctx(), f)) => (
                Verdict::Open.symbol(),
                Health::Warn,
                i18n.tr("lesson-panel-hidden"),
            ),
            Some(g) => {
                let health = match g.verdict {
                    Verdict::Met => Health::Good,
                    Verdict::Open => Health::Warn,
                    Verdict::Missed => Health::Bad,
                };
                (g.verdict.symbol(), health, grade_text(i18n, g))
            }
            None => (Verdict::Open.symbol(), Health::Warn, String::new()),
        };
        let text = objective_text(i18n, &session.lesson, objective);
        ui.horizontal_top(|ui| {
            ui.label(
                RichText::new(symbol)
                    .color(health.color(ui.visuals()))
                    .strong(),
            );
            ui.vertical(|ui| {
                ui.add(egui::Label::new(text).wrap());
                if !said.is_empty() {
                    ui.label(
                        RichText::new(said)
                            .small()
                            .color(health.color(ui.visuals())),
                    );
                }
            });
        });
    }
}

/// The end: what was asked, what happened, what to remember; on a miss,
/// the debrief's findings and "try again from minute M".
fn end_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    session: &LessonSession,
    say: &mut impl FnMut(LessonCommand),
) {
    let i18n = &app.i18n;
    let passed = session.grade.passed();
    let (id, health) = if passed {
        ("lesson-end-passed", Health::Good)
    } else {
        ("lesson-end-missed", Health::Bad)
    };
    ui.label(
        RichText::new(format!("{} {}", health.symbol(), i18n.tr(id)))
            .color(health.color(ui.visuals()))
            .strong(),
    );
    ui.label(i18n.tr_args(
        "lesson-end-score",
        &[
            ("met", FluentValue::from(session.grade.met())),
            (
                "objectives",
                FluentValue::from(session.grade.objectives.len()),
            ),
            ("hints", FluentValue::from(session.hints_used())),
        ],
    ));
    ui.add_space(4.0);
    ui.label(RichText::new(i18n.tr("lesson-end-remember")).strong());
    ui.add(egui::Label::new(words(i18n, &session.lesson.remember)).wrap());
    // The guesses, shown beside the model's values.
    guesses_ui(ui, i18n, session);
    if !passed && !session.lesson.is_arch() {
        ui.add_space(4.0);
        if let Some((debrief, _)) = &app.debrief.debrief {
            ui.label(RichText::new(i18n.tr("oncall-debrief-to-try")).strong());
            for finding in debrief.to_try.iter().take(3) {
                ui.add(
                    egui::Label::new(format!("• {}", crate::debrief::finding_text(i18n, finding)))
                        .wrap(),
                );
            }
        }
        let minute = session.try_again_minute();
        let label = i18n.tr_args(
            "lesson-end-try-again",
            &[("minute", FluentValue::from(minute))],
        );
        if ui
            .button(label)
            .on_hover_text(i18n.tr("lesson-end-try-again-hint"))
            .clicked()
        {
            say(LessonCommand::TryAgainFrom(minute));
        }
    }
    if passed {
        let next = crate::lesson::builtin::builtin_lessons()
            .iter()
            .skip_while(|l| l.id != session.lesson.id)
            .nth(1);
        if let Some(next) = next
            && ui
                .button(i18n.tr_args(
                    "lesson-end-next",
                    &[("title", FluentValue::from(title(i18n, next)))],
                ))
                .clicked()
        {
            say(LessonCommand::Start(std::sync::Arc::new(next.clone())));
        }
    }
    if ui.button(i18n.tr("lesson-end-start-page")).clicked() {
        say(LessonCommand::ShowStart(true));
    }
}

/// The guesses of a lesson beside the model's values (a tier named beside
/// the model's bottleneck, an option chosen beside the one borne out).
fn guesses_ui(ui: &mut Ui, i18n: &I18n, session: &LessonSession) {
    let steps = &session.lesson.steps;
    if steps.iter().any(crate::lesson::LessonStep::asks) {
        ui.add_space(4.0);
        ui.label(RichText::new(i18n.tr("lesson-end-guesses")).strong());
    }
    for (k, step) in steps.iter().enumerate() {
        let (said, unsaid) = if step.choose.is_some() {
            ("lesson-end-choice", "lesson-end-no-choice")
        } else {
            ("lesson-end-guess", "lesson-end-no-guess")
        };
        let (guess, model) = if let Some(choice) = &step.choose {
            let option = |k: usize| choice.options.get(k).map(|o| words(i18n, o));
            (
                session.chosen[k].and_then(option),
                option(choice.answer).unwrap_or_default(),
            )
        } else if let Some(prediction) = &step.predict {
            let unit = i18n.tr(&format!("lesson-unit-{}", prediction.unit.id()));
            let value = |v: Option<f64>| {
                v.map_or_else(
                    || crate::i18n::NOT_A_NUMBER.to_owned(),
                    |v| format!("{} {unit}", i18n.fmt_number(v, decimals_for(v))),
                )
            };
            // A tier named, or a number guessed, beside the model's.
            if prediction.unit == crate::lesson::Unit::Tier {
                let tier = |stage: Option<crate::model::arch::Stage>| {
                    stage.map(|s| crate::i18n::stage_name(i18n, s))
                };
                (
                    tier(session.named),
                    tier(session.model_tier)
                        .unwrap_or_else(|| crate::i18n::NOT_A_NUMBER.to_owned()),
                )
            } else {
                (
                    session.guesses[k].map(|g| value(Some(g))),
                    value(session.reveal_value(k)),
                )
            }
        } else {
            continue;
        };
        let model = ("model", FluentValue::from(model));
        ui.label(match guess {
            Some(guess) => i18n.tr_args(said, &[("guess", FluentValue::from(guess)), model]),
            None => i18n.tr_args(unsaid, &[model]),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::decimals_for;

    #[test]
    fn a_guess_shows_three_figures_and_zero_none() {
        let shown = [0.0, 0.5, 4.2, 95.0, 112.5].map(decimals_for);
        assert_eq!(shown, [0, 3, 2, 1, 0]);
    }
}
