//! Every built-in lesson on call walked through its panel's own buttons, as
//! a learner walks it, twice: once making its committed solution's
//! decisions at their minutes (as the controls would), once doing nothing.
//! After every frame the test reads the window's AccessKit labels and
//! checks what a learner would see: a pending guess shows neither its value
//! nor a verdict about it; the lesson never plays through a minute the
//! learner must act at (each decision's minute comes while the learner has
//! the run: paused at a step, or playing it themselves); nothing of the tab
//! lies under the lesson's panel. The solution ends "Every objective met.",
//! doing nothing does not. The lessons of the architecture path are walked
//! the same way: no verdict before the path has run, the bottleneck named
//! by its button, the solution's settings set at the last step, Finish.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT as _, Queryable as _};
use sre_sim::app::{AppCommand, LessonCommand, Settings, SreSimApp, StepStage};
use sre_sim::i18n::Language;
use sre_sim::lesson::builtin::builtin_lessons;
use sre_sim::lesson::{LessonFile, Objective};
use sre_sim::model::oncall::{Metric, TimedCommand};
use sre_sim::run::RunFile;

use crate::common::folders::scratch;
use crate::common::window::harness;

/// The size of many laptops.
const SIZE: egui::Vec2 = egui::vec2(1366.0, 768.0);

fn learner(id: &str) -> SreSimApp {
    let dir = scratch(&format!("walk-{id}"));
    let mut app = SreSimApp::new(Settings {
        language: Some(Language::En),
        ..Settings::default()
    });
    app.progress_file = Some(dir.join("lessons.ron"));
    app.saves_dir = Some(dir.join("saves"));
    app.lessons_dir = Some(dir.join("lessons"));
    app.settings.author_asked = true;
    app.nav.mode = sre_sim::app::Mode::Tabs;
    app
}

fn shown(h: &Harness<'_, SreSimApp>, needle: &str) -> usize {
    h.query_all_by_label_contains(needle).count()
}

/// The trace field an objective reads, with the exact twin of the seed's.
fn reads(objective: &Objective, field: &str) -> bool {
    let twin = Metric::from_name(field)
        .and_then(Metric::twin)
        .map_or(field, |m| m.name());
    objective
        .field()
        .is_some_and(|f| f.name() == field || f.name() == twin)
}

/// What a learner sees after a frame that drew the state it ended with,
/// checked.
fn check_frame(h: &Harness<'_, SreSimApp>, lesson: &LessonFile, what: &str) {
    let app = h.state();
    let Some(session) = &app.lesson else {
        return;
    };
    let minute = app.oncall.sim().minute();
    // A pending guess: the objectives about its field hide value and verdict.
    if session.stage == StepStage::Guess
        && let Some(prediction) = &session.current().predict
    {
        let about = lesson
            .objectives
            .iter()
            .filter(|o| reads(o, &prediction.field))
            .count();
        assert_eq!(
            shown(h, "Hidden until you have guessed."),
            about,
            "{what}, minute {minute}: the objectives about {} while its guess is pending",
            prediction.field
        );
    }
    // A reveal quotes the run at its pause, every variable filled.
    assert_eq!(
        shown(h, "{$"),
        0,
        "{what}, minute {minute}: a variable unfilled"
    );
    if session.stage == StepStage::Reveal
        && let Some(why) = session.current().predict.as_ref().map(|p| &p.why)
    {
        let paused = session.paused[session.step].as_ref();
        assert!(paused.is_some(), "{what}: no minute kept at the pause");
        let said = sre_sim::lesson::text::words_at(&app.i18n, why, paused);
        assert_eq!(shown(h, &said), 1, "{what}, minute {minute}: {said}");
    }
    // Nothing of the tab under the panel: no widget (a chart, a bar, a
    // label) straddles its edge; only the window itself spans both.
    let heading = h.get_by_label("Lesson").rect();
    let (panel, top) = (heading.left(), heading.top() - 4.0);
    let window = h.ctx.content_rect().width();
    for node in h.query_all(By::new()) {
        let Some(rect) = node.accesskit_node().bounding_box() else {
            continue;
        };
        let (left, right) = (rect.x0 as f32, rect.x1 as f32);
        assert!(
            (rect.y1 as f32) <= top
                || left >= panel - 0.5
                || right <= panel + 0.5
                || right - left >= window - 1.0,
            "{what}, minute {minute}: {:?} {:?} at {rect:?} runs under the panel at {panel}",
            node.accesskit_node().role(),
            node.accesskit_node().label()
        );
    }
    for bar in h.query_all_by_role(Role::ProgressIndicator) {
        let bar = bar.rect();
        assert!(
            bar.left() >= panel || bar.right() <= panel,
            "{what}, minute {minute}: a bar {bar:?} under the panel at {panel}"
        );
    }
}

/// Walks `lesson` through its panel, making `decisions` at their minutes;
/// returns whether it ended with every objective met.
fn walk(lesson: &LessonFile, decisions: &[TimedCommand], what: &str) -> bool {
    let mut app = learner(&lesson.id);
    app.handle_lesson(LessonCommand::Start(std::sync::Arc::new(lesson.clone())));
    app.oncall.minutes_per_sec = 4.0;
    let mut h = harness(app, SIZE);
    h.run();
    let end = lesson.end();
    let mut made = 0;
    let mark = |h: &Harness<'_, SreSimApp>| {
        h.state()
            .lesson
            .as_ref()
            .map(|l| (l.stage, l.step, h.state().oncall.sim().minute()))
    };
    for frame in 0..4000 {
        // Act only on a state the window has drawn: one a whole frame
        // began and ended with.
        let before = mark(&h);
        h.step();
        let drawn = before == mark(&h);
        if drawn {
            check_frame(&h, lesson, what);
        }
        let minute = h.state().oncall.sim().minute();
        let stage = h.state().lesson.as_ref().map(|l| l.stage);
        // The solution's decisions, when their minute is shown.
        while let Some(decision) = decisions.get(made).filter(|d| d.minute <= minute) {
            assert_eq!(
                decision.minute, minute,
                "{what}: the run went past minute {} before the learner could decide",
                decision.minute
            );
            assert_ne!(
                stage,
                Some(StepStage::Playing),
                "{what}: the lesson plays through minute {}, where the learner must act",
                decision.minute
            );
            h.state_mut().handle(AppCommand::Decide(decision.command));
            made += 1;
        }
        let Some(session) = h.state().lesson.as_ref() else {
            panic!("{what}: the lesson left at minute {minute}");
        };
        if session.recorded {
            h.run();
            assert_eq!(made, decisions.len(), "{what}: decisions left unmade");
            return shown(&h, "Every objective met.") == 1;
        }
        if !drawn {
            continue;
        }
        let last = session.last_step();
        let pause = session.current().pause_at;
        let choice = session
            .current()
            .choose
            .as_ref()
            .and_then(|c| c.options.first())
            .map(|o| sre_sim::lesson::text::words(&h.state().i18n, o));
        match session.stage {
            StepStage::Guess => match choice {
                Some(option) => h.get_by_role_and_label(Role::Button, &option).click(),
                None => h.get_by_label("Show me without a guess").click(),
            },
            StepStage::Read if pause.is_some_and(|p| p > minute) => {
                let label = format!("Play to minute {}", pause.unwrap_or_default());
                h.get_by_label(&label).click();
            }
            StepStage::Reveal | StepStage::Read if !last => h.get_by_label("Next step").click(),
            StepStage::Reveal | StepStage::Read => {
                // The last step: the learner plays the run to its end.
                if !h.state().oncall.playing && minute < end {
                    // Play stops at each decision's minute, as a person
                    // pauses to act (the harness plays one minute a frame).
                    h.get_by_label("Play").click();
                }
            }
            StepStage::Playing => {}
        }
        assert!(frame < 3999, "{what}: never ends (minute {minute})");
    }
    false
}

#[test]
fn every_lesson_on_call_walked_through_its_panel_with_its_solution_and_doing_nothing() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut walked = 0;
    for lesson in builtin_lessons().iter().filter(|l| !l.is_arch()) {
        let path = root.join(format!("lessons/solutions/{}.ron", lesson.id));
        let solution = RunFile::load(&path).expect("the solution reads");
        let decisions = solution.timeline().to_vec();
        assert!(
            walk(lesson, &decisions, &format!("{} (solution)", lesson.id)),
            "{}: the solution, walked through the panel, does not pass",
            lesson.id
        );
        assert!(
            !walk(lesson, &[], &format!("{} (nothing)", lesson.id)),
            "{}: doing nothing passes",
            lesson.id
        );
        walked += 1;
    }
    assert!(walked >= 8, "{walked} lessons on call");
}

/// Walks a lesson of the architecture path through its panel: a tier named
/// as `named` says (else the guess skipped), at its last step the
/// settings of `solution` set as the tab's sliders set them, then Finish;
/// returns whether every objective was met.
#[expect(
    clippy::too_many_lines,
    reason = "one learner's whole path through a lesson, step by step"
)]
fn walk_path(
    lesson: &LessonFile,
    solution: Option<&sre_sim::model::arch::ArchConfig>,
    named: Option<sre_sim::model::arch::Stage>,
    what: &str,
) -> bool {
    use sre_sim::app::ArchCommand;
    use sre_sim::model::arch::Setting;
    let mut app = learner(&lesson.id);
    app.handle_lesson(LessonCommand::Start(std::sync::Arc::new(lesson.clone())));
    let mut h = harness(app, SIZE);
    h.run();
    // Before the path has run, no objective tells a value of it.
    assert_eq!(
        shown(&h, "met:"),
        0,
        "{what}: a verdict before the first run"
    );
    assert_eq!(
        shown(&h, "missed:"),
        0,
        "{what}: a verdict before the first run"
    );
    let mark = |h: &Harness<'_, SreSimApp>| h.state().lesson.as_ref().map(|l| (l.stage, l.step));
    for frame in 0..3000 {
        let before = mark(&h);
        h.step();
        if before != mark(&h) {
            continue;
        }
        let Some(session) = h.state().lesson.as_ref() else {
            panic!("{what}: the lesson left");
        };
        if session.recorded {
            h.run();
            return shown(&h, "Every objective met.") == 1;
        }
        let i18n = &h.state().i18n;
        // A bottleneck still asked for is named nowhere: not in the
        // summary, not in an earlier step's reveal, not in the reference.
        let asks_tier = |k: usize| {
            session.lesson.steps[k]
                .predict
                .as_ref()
                .is_some_and(|p| p.unit == sre_sim::lesson::Unit::Tier)
        };
        let still_asked = (session.step + 1..session.lesson.steps.len()).any(asks_tier)
            || (session.stage == StepStage::Guess && asks_tier(session.step));
        if let Some(run) = &h.state().arch.run
            && still_asked
        {
            let named = format!(
                "{} {}",
                i18n.tr("arch-bottleneck"),
                sre_sim::i18n::stage_name(i18n, run.bottleneck)
            );
            assert_eq!(
                shown(&h, &named),
                0,
                "{what}, step {}: {named} before it is asked",
                session.step + 1
            );
        }
        let last = session.last_step();
        let step = session.current();
        let tier = step
            .predict
            .as_ref()
            .filter(|p| p.unit == sre_sim::lesson::Unit::Tier)
            .and(named)
            .map(|stage| sre_sim::i18n::stage_name(i18n, stage));
        let choice = step
            .choose
            .as_ref()
            .and_then(|c| c.options.first())
            .map(|o| sre_sim::lesson::text::words(i18n, o));
        match session.stage {
            StepStage::Guess => match (tier, choice) {
                (Some(tier), _) => h.get_by_role_and_label(Role::Button, &tier).click(),
                (None, Some(option)) => h.get_by_role_and_label(Role::Button, &option).click(),
                (None, None) => h.get_by_label("Show me without a guess").click(),
            },
            StepStage::Read if step.pause_at.is_some() && !last => {
                let label = format!(
                    "Run the path and play to step {}",
                    step.pause_at.unwrap_or_default()
                );
                h.get_by_label(&label).click();
            }
            StepStage::Reveal | StepStage::Read if !last => h.get_by_label("Next step").click(),
            StepStage::Reveal | StepStage::Read => {
                if let Some(solution) = solution {
                    for setting in Setting::ALL {
                        let want = solution.get(setting);
                        if h.state().arch.config.get(setting) != want {
                            h.state_mut()
                                .handle(AppCommand::Arch(ArchCommand::Set(setting, want)));
                        }
                    }
                    h.state_mut().handle(AppCommand::Arch(ArchCommand::Run));
                }
                h.run();
                h.get_by_label("Finish the lesson").click();
            }
            StepStage::Playing => {}
        }
        assert!(frame < 2999, "{what}: never ends");
    }
    false
}

#[test]
fn every_lesson_of_the_path_walked_through_its_panel_with_its_solution_and_doing_nothing() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut walked = 0;
    for lesson in builtin_lessons().iter().filter(|l| l.is_arch()) {
        let path = root.join(format!("lessons/solutions/{}.ron", lesson.id));
        let solution = sre_sim::run::ArchConfigFile::load(&path).expect("the solution reads");
        assert!(
            walk_path(
                lesson,
                Some(solution.config()),
                solution.named_bottleneck(),
                &format!("{} (solution)", lesson.id)
            ),
            "{}: the solution, walked through the panel, does not pass",
            lesson.id
        );
        assert!(
            !walk_path(lesson, None, None, &format!("{} (nothing)", lesson.id)),
            "{}: doing nothing passes",
            lesson.id
        );
        walked += 1;
    }
    assert!(walked >= 3, "{walked} lessons on the path");
}
