//! A learner alone with the window: the start page, the first lesson
//! played to its end by clicks and a typed guess (hover and idle frames
//! between minutes, the objectives panel checked after every minute), the
//! guessed value hidden until the reveal, the progress written to its own
//! file, the keyboard alone, lesson files dropped on the window.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use sre_sim::app::{LessonCommand, Settings, SreSimApp, StepStage, Tab};
use sre_sim::i18n::Language;
use sre_sim::lesson::builtin::builtin_lesson;

use crate::common::folders::scratch;
use crate::common::window::{LAPTOP, harness, send};

/// The app as a learner starts it, its progress in a folder of the test's.
fn learner(dir: &std::path::Path, language: Language) -> SreSimApp {
    let mut app = SreSimApp::new(Settings {
        language: Some(language),
        ..Settings::default()
    });
    app.progress_file = Some(dir.join("lessons.ron"));
    app.saves_dir = Some(dir.join("saves"));
    app.lessons_dir = Some(dir.join("lessons"));
    app.nav.mode = sre_sim::app::Mode::Start;
    app
}

/// The window `size` in built-in lesson `id` (its first step, the name
/// question answered), in `language`, its files in a scratch folder
/// called `scratch_name`.
fn in_lesson(
    scratch_name: &str,
    language: Language,
    id: &str,
    size: egui::Vec2,
) -> Harness<'static, SreSimApp> {
    let dir = scratch(scratch_name);
    let mut app = learner(&dir, language);
    app.settings.author_asked = true;
    app.nav.mode = sre_sim::app::Mode::Tabs;
    let lesson = builtin_lesson(id).expect("built in").clone();
    app.handle_lesson(LessonCommand::Start(std::sync::Arc::new(lesson)));
    let mut h = harness(app, size);
    h.run();
    h
}

/// The texts the window shows that contain `needle`.
fn shown(h: &Harness<'_, SreSimApp>, needle: &str) -> usize {
    h.query_all_by_label_contains(needle).count()
}

/// A frame with the pointer somewhere on the window, then an idle one.
fn hover_and_idle(h: &mut Harness<'_, SreSimApp>, k: usize) {
    let points = [
        egui::pos2(640.0, 600.0),
        egui::pos2(420.0, 120.0),
        egui::pos2(1100.0, 300.0),
        egui::pos2(200.0, 400.0),
    ];
    h.hover_at(points[k % points.len()]);
    h.step();
    h.step();
}

/// Frames, with hover and idle ones, while the lesson plays to its step's
/// pause (at most `frames` pairs: `what` says which never came).
fn play_to_pause(h: &mut Harness<'_, SreSimApp>, frames: usize, what: &str) {
    let mut k = 0;
    while h.state().lesson.as_ref().map(|l| l.stage) == Some(StepStage::Playing) {
        hover_and_idle(h, k);
        k += 1;
        assert!(k < frames, "{what}");
    }
}

/// Is an orange outline painted around the one widget labelled `label`
/// (and not around much more than it)?
fn outlined(h: &Harness<'_, SreSimApp>, role: Role, label: &str) -> bool {
    use sre_sim::ui::widgets::palette::{ORANGE, on_background};
    let widget = h.get_by_role_and_label(role, label).rect();
    let orange = [on_background(ORANGE, true), on_background(ORANGE, false)];
    h.output()
        .shapes
        .iter()
        .any(|clipped| match &clipped.shape {
            egui::Shape::Rect(r) => {
                orange.contains(&r.stroke.color)
                    && r.stroke.width >= 2.0
                    && r.rect.expand(0.5).contains_rect(widget)
                    && r.rect.height() < widget.height() * 3.0 + 12.0
            }
            _ => false,
        })
}

#[test]
fn the_step_shown_outlines_what_it_is_about_and_nothing_else() {
    let dir = scratch("lesson-outline");
    let mut h = harness(learner(&dir, Language::En), LAPTOP);
    h.run();
    h.get_by_label("1. Utilization and Little's law").click();
    h.run();
    // Step 1 is about the fleet's utilization (the metric).
    assert!(outlined(&h, Role::Link, "Fleet utilization"));
    assert!(!outlined(&h, Role::Label, "Minimum instances"));
    h.state_mut().handle_lesson(LessonCommand::SkipGuess);
    play_to_pause(&mut h, 200, "never reaches minute 5");
    h.get_by_label("Next step").click();
    h.run();
    // Step 2 is about the minimum instances (the control), not the metric.
    assert!(!outlined(&h, Role::Link, "Fleet utilization"));
    assert!(outlined(&h, Role::Label, "Minimum instances"));
    // Left, the lesson outlines nothing.
    h.state_mut().handle_lesson(LessonCommand::Quit);
    h.run();
    assert!(!outlined(&h, Role::Label, "Minimum instances"));
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "one learner's whole path through the lesson, step by step"
)]
fn the_first_lesson_played_to_its_end_by_clicks_and_a_typed_guess() {
    let dir = scratch("lesson-first");
    let mut h = harness(learner(&dir, Language::En), LAPTOP);
    h.run();
    assert_eq!(shown(&h, "0 of 13 lessons done"), 1);
    h.get_by_label("1. Utilization and Little's law").click();
    h.run();
    assert!(!h.state().nav.start_page());
    assert_eq!(h.state().nav.tab, Tab::Oncall);
    assert_eq!(shown(&h, "Step 1 of 2"), 1);
    // The value guessed is hidden until the reveal: in the metrics, and in
    // both objectives, which are about it (neither value nor verdict).
    assert_eq!(h.query_all_by_label("?").count(), 1);
    assert_eq!(shown(&h, "Hidden until you have guessed."), 2);
    assert_eq!(
        shown(&h, "not decided yet"),
        0,
        "no verdict before the guess"
    );
    assert_eq!(shown(&h, "52 %"), 0, "utilization shown before the guess");
    let question = "What utilization will the fleet show at minute 5?";
    let guess = h.get_by_role_and_label(Role::TextInput, question);
    guess.click();
    h.step();
    h.get_by_role_and_label(Role::TextInput, question)
        .type_text("50");
    h.step();
    h.get_by_label("Guess and play").click();
    h.step();
    assert!(h.state().oncall.playing, "the guess plays the run");
    play_to_pause(&mut h, 200, "never reaches minute 5");
    h.run();
    // Paused at minute 5: the guess beside the model's value, the relation.
    assert_eq!(h.state().oncall.sim().minute(), 5);
    assert!(!h.state().oncall.playing);
    assert_eq!(shown(&h, "Your guess"), 1);
    assert_eq!(shown(&h, "50.0 %"), 1, "the guess as typed");
    assert!(shown(&h, "52.2 %") >= 1, "the model's value");
    assert!(shown(&h, "83.5 ÷ 160") >= 1, "why");
    assert_eq!(h.query_all_by_label("?").count(), 0, "shown again");
    h.get_by_label("Next step").click();
    h.run();
    assert_eq!(shown(&h, "Step 2 of 2"), 1);
    // A hint, then the next: each more specific.
    h.get_by_label("Hint (3 left)").click();
    h.run();
    assert_eq!(shown(&h, "Hint 1 — Same busy workers"), 1);
    h.get_by_label("Hint (2 left)").click();
    h.run();
    assert_eq!(shown(&h, "Hint 2 — N between 105 and 139"), 1);
    // Two instances fewer, from the keyboard, then play to the end.
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::I);
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::I);
    h.step();
    assert_eq!(h.state().oncall.sim().controls().min_instances, 8);
    h.state_mut().oncall.minutes_per_sec = 4.0;
    h.key_press(egui::Key::Space);
    h.step();
    let mut last = h.state().oncall.sim().minute();
    let mut k = 0;
    while h.state().oncall.playing {
        hover_and_idle(&mut h, k);
        k += 1;
        let minute = h.state().oncall.sim().minute();
        if minute == last {
            continue;
        }
        last = minute;
        // After every minute, the panel says where each objective stands.
        let (open, met, missed) = (
            shown(&h, "not decided yet"),
            shown(&h, "met:"),
            shown(&h, "missed"),
        );
        assert_eq!(missed, 0, "minute {minute}: an objective missed");
        if minute < 30 {
            assert_eq!((open, met), (2, 0), "minute {minute}");
        }
        assert!(k < 2000, "never ends");
    }
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 30);
    assert_eq!(
        h.state().nav.tab,
        Tab::Oncall,
        "the lesson's end stays beside the run"
    );
    assert_eq!(shown(&h, "Every objective met."), 1);
    assert_eq!(shown(&h, "2 of 2 objectives met, 2 hints used."), 1);
    assert_eq!(shown(&h, "You guessed 50.0 %; the model gave 52.2 %."), 1);
    assert!(shown(&h, "Utilization = λ·S ÷ N") >= 1, "what to remember");
    // The progress, in its own file.
    let progress = std::fs::read_to_string(dir.join("lessons.ron")).expect("written");
    assert!(progress.contains("\"utilization\""), "{progress}");
    assert!(progress.contains("done: true"), "{progress}");
    // Idle frames with the pointer moving change nothing.
    for j in 0..20 {
        hover_and_idle(&mut h, j);
    }
    assert_eq!(shown(&h, "Every objective met."), 1);
    // The next lesson is one click away; the start page counts this one.
    h.get_by_label("Back to the start page").click();
    h.run();
    assert_eq!(shown(&h, "1 of 13 lessons done."), 1);
    calibration_kept(&h, &progress);
}

/// The guess is kept beside the model's value: the learner's calibration,
/// in the progress file and on the start page.
fn calibration_kept(h: &Harness<'_, SreSimApp>, progress: &str) {
    assert!(progress.contains("guess: 50.0"), "{progress}");
    assert_eq!(shown(h, "Your guesses beside the model"), 1);
    assert_eq!(
        shown(
            h,
            "Every one of your guesses was within 15 % of the model's value."
        ),
        1
    );
}

/// The pattern of a learner's guesses, in one sentence: where they were
/// furthest from the model's, and how many times too high or too low.
#[test]
fn the_calibration_names_the_lesson_guessed_furthest_from_the_model() {
    use sre_sim::lesson::progress::KeptGuess;
    let i18n = sre_sim::i18n::I18n::new(Language::En);
    let lessons = sre_sim::lesson::builtin::builtin_lessons();
    let kept = |lesson: &str, guess: f64, model: f64| KeptGuess {
        lesson: lesson.to_owned(),
        step: 0,
        guess,
        model,
        unit: "percent".to_owned(),
    };
    let guesses = [
        kept("utilization", 50.0, 52.2),
        kept("queueing-knee", 30.0, 89.5),
        kept("caches", 80.0, 77.1),
    ];
    assert_eq!(
        sre_sim::ui::start::calibration_sentence(&i18n, &guesses, lessons),
        "Your furthest guesses were in “The queueing knee”: 3.0× too low."
    );
    assert_eq!(
        sre_sim::ui::start::calibration_sentence(&i18n, &guesses[..1], lessons),
        "Every one of your guesses was within 15 % of the model's value."
    );
}

#[test]
fn doing_nothing_misses_and_offers_to_try_again_from_a_minute() {
    let dir = scratch("lesson-miss");
    let mut h = harness(learner(&dir, Language::En), LAPTOP);
    h.run();
    h.get_by_label("1. Utilization and Little's law").click();
    h.run();
    h.get_by_label("Show me without a guess").click();
    h.step();
    for k in 0..40 {
        hover_and_idle(&mut h, k);
    }
    h.get_by_label("Next step").click();
    h.run();
    h.state_mut().oncall.minutes_per_sec = 30.0;
    h.key_press(egui::Key::Space);
    let mut k = 0;
    while h.state().oncall.playing {
        hover_and_idle(&mut h, k);
        k += 1;
        assert!(k < 500);
    }
    h.run();
    assert_eq!(shown(&h, "Not every objective was met."), 1);
    assert_eq!(shown(&h, "missed at minute 15: 52.2 %"), 1);
    assert_eq!(shown(&h, "No guess; the model gave 52.2 %."), 1);
    h.get_by_label("Try again from minute 10").click();
    h.run();
    let app = h.state();
    assert_eq!(app.oncall.sim().minute(), 10, "taken over at minute 10");
    assert!(app.oncall.replay.is_none());
    let lesson = app.lesson.as_ref().expect("still in the lesson");
    assert!(!lesson.recorded, "a new attempt");
    let progress = std::fs::read_to_string(dir.join("lessons.ron")).expect("written");
    assert!(
        progress.contains("done: false") && progress.contains("attempts: 1"),
        "{progress}"
    );
}

#[test]
fn the_guess_from_the_keyboard_alone() {
    let dir = scratch("lesson-keys");
    let mut app = learner(&dir, Language::En);
    app.nav.mode = sre_sim::app::Mode::Tabs;
    let lesson = builtin_lesson("tail-latency").expect("built in").clone();
    app.handle_lesson(LessonCommand::Start(std::sync::Arc::new(lesson)));
    let mut h = harness(app, LAPTOP);
    h.run();
    // Tab through the window until the guess box has the keyboard.
    let question = "p99 latency at minute 5?";
    let mut presses = 0;
    while !h
        .get_by_role_and_label(Role::TextInput, question)
        .is_focused()
    {
        h.key_press(egui::Key::Tab);
        h.step();
        presses += 1;
        assert!(presses < 120, "the guess box cannot be reached with Tab");
    }
    // Typing a number does not drive the controls (I, S, F are shortcuts).
    h.get_by_role_and_label(Role::TextInput, question)
        .type_text("345");
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    let lesson = h.state().lesson.as_ref().expect("a lesson");
    assert_eq!(lesson.guesses[0], Some(345.0));
    assert_eq!(lesson.stage, StepStage::Playing);
    assert!(
        h.state().oncall.sim().timeline().is_empty(),
        "no decision typed"
    );
    // Every control of the panel has a name a screen reader says.
    for label in ["Restart", "Skip step", "Leave the lesson", "Hint (2 left)"] {
        assert!(
            h.query_all_by_role_and_label(Role::Button, label).count() >= 1,
            "{label}"
        );
    }
}

#[test]
fn lesson_files_dropped_on_the_window_play_or_say_what_is_wrong() {
    let dir = scratch("lesson-drop");
    let mut h = harness(learner(&dir, Language::Fr), LAPTOP);
    h.run();
    let good = dir.join("mine.ron");
    let text = sre_sim::lesson::builtin::builtin_text("caches").expect("built in");
    std::fs::write(
        &good,
        text.replace("id: \"caches\",\n    title", "id: \"mine\",\n    title"),
    )
    .expect("written");
    send(
        &mut h,
        sre_sim::app::AppCommand::File(sre_sim::app::FileAction::OpenDropped(good)),
    );
    h.run();
    assert_eq!(
        h.state().lesson.as_ref().map(|l| l.lesson.id.as_str()),
        Some("mine")
    );
    assert!(!h.state().nav.start_page());
    let bad = dir.join("broken.ron");
    std::fs::write(&bad, text.replace("KeepBelow(", "KeepUnder(")).expect("written");
    send(
        &mut h,
        sre_sim::app::AppCommand::File(sre_sim::app::FileAction::OpenDropped(bad.clone())),
    );
    h.run();
    let said: Vec<String> = h
        .state()
        .status
        .on(Tab::Oncall)
        .map(|(_, s)| s.text.clone())
        .collect();
    let last = said.last().expect("said");
    assert!(last.contains("KeepUnder"), "{last}");
    assert!(last.contains(&bad.display().to_string()), "{last}");
    assert!(last.contains("Le fichier"), "in French: {last}");
    // The lesson played before is still there.
    assert_eq!(
        h.state().lesson.as_ref().map(|l| l.lesson.id.as_str()),
        Some("mine")
    );
}

#[test]
fn only_a_real_start_opens_on_the_start_page_unless_asked_not_to() {
    let app = SreSimApp::default();
    assert!(
        !app.nav.start_page(),
        "tests and pictures open where they did"
    );
    let started = SreSimApp::started(
        Settings {
            language: Some(Language::Gl),
            ..Settings::default()
        },
        None,
        None,
    );
    assert!(started.nav.start_page());
    let mut h = harness(started, LAPTOP);
    h.run();
    assert_eq!(shown(&h, "Aprender paso a paso"), 1);
    h.get_by_label("Amosar esta páxina cando se inicia sre-sim")
        .click();
    h.run();
    assert!(!h.state().settings.show_start_page);
    let again = SreSimApp::started(h.state().settings.clone(), None, None);
    assert!(!again.nav.start_page());
    // F2 brings it back, and takes it away.
    let mut h = harness(again, LAPTOP);
    h.run();
    h.key_press(egui::Key::F2);
    h.run();
    assert!(h.state().nav.start_page());
    h.key_press(egui::Key::F2);
    h.run();
    assert!(!h.state().nav.start_page());
}

/// Saved as the learner saves it: with their name and the tier named.
fn saved_with_name_and_tier(h: &mut Harness<'_, SreSimApp>) {
    "Ada".clone_into(&mut h.state_mut().settings.author);
    let saved = h
        .state()
        .live_arch_file()
        .expect("a valid path")
        .to_ron_string()
        .expect("written");
    assert!(saved.contains("named_bottleneck: Some(db)"), "{saved}");
    assert!(saved.contains("author: \"Ada\""), "{saved}");
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "one learner's whole path through the lesson, step by step"
)]
fn the_architecture_lesson_is_graded_on_the_path_as_it_is() {
    let dir = scratch("lesson-arch");
    let mut h = harness(learner(&dir, Language::En), LAPTOP);
    h.run();
    h.get_by_label("11. The retry storm").click();
    h.run();
    assert_eq!(h.state().nav.tab, Tab::Arch);
    // Before the path has run, the objectives give nothing away (the
    // busiest tier's utilization would name the bottleneck asked later).
    assert_eq!(shown(&h, "the busiest tier at"), 0);
    assert_eq!(shown(&h, "Graded on the path’s run"), 1);
    let question = "Peak offered load, requests per second?";
    h.get_by_role_and_label(Role::TextInput, question).click();
    h.step();
    h.get_by_role_and_label(Role::TextInput, question)
        .type_text("1200");
    h.step();
    h.get_by_label("Guess and play").click();
    h.step();
    assert!(
        h.state().arch.playback.playing,
        "the guess runs and plays the path"
    );
    play_to_pause(&mut h, 400, "the path's playback never reaches step 40");
    h.run();
    assert_eq!(
        shown(&h, "1200 req/s"),
        2,
        "the guess and the model's value"
    );
    assert!(shown(&h, "3 × 400 = 1200") >= 1, "why");
    assert_eq!(
        shown(
            &h,
            "offered = fresh + retries of the last step’s failures: 400 rps + 800 rps ="
        ),
        1,
        "the relation with the run's numbers"
    );
    // Revealed, the run is graded: judged from 3 s after the slowdown.
    assert_eq!(shown(&h, "missed: the busiest tier at 188 %"), 1);
    h.get_by_label("Next step").click();
    h.run();
    // Name the bottleneck: the run's own figure is hidden until then, and
    // so are the objectives' values.
    assert_eq!(shown(&h, "Which tier is the bottleneck?"), 1);
    assert_eq!(shown(&h, "the busiest tier at"), 0);
    assert_eq!(shown(&h, "none named"), 0, "not named yet, not missed");
    assert_eq!(shown(&h, "Name the path’s bottleneck"), 1);
    assert!(shown(&h, "named: ") == 0, "not named yet");
    let buttons: Vec<_> = h
        .query_all_by_role_and_label(Role::Button, "Database")
        .collect();
    assert_eq!(buttons.len(), 1, "one button per tier on");
    assert_eq!(
        h.query_all_by_role_and_label(Role::Button, "Cache").count(),
        0,
        "the cache is off: not a choice"
    );
    buttons[0].click();
    h.step();
    play_to_pause(&mut h, 400, "the path's playback never reaches step 40");
    h.run();
    assert!(
        shown(&h, "→ Bottleneck Database") == 1,
        "the utilization relation"
    );
    assert_eq!(shown(&h, "met: named: Database"), 1);
    h.get_by_label("Next step").click();
    h.run();
    assert_eq!(shown(&h, "missed: the busiest tier at 188 %"), 1);
    // More database capacity brings it back, but is not the lesson's point.
    let set = |h: &mut Harness<'_, SreSimApp>, setting, value| {
        send(
            h,
            sre_sim::app::AppCommand::Arch(sre_sim::app::ArchCommand::Set(setting, value)),
        );
        h.run();
    };
    set(&mut h, sre_sim::model::arch::Setting::DbConnections, 14.0);
    assert_eq!(shown(&h, "missed: one other setting changed"), 1);
    set(&mut h, sre_sim::model::arch::Setting::DbConnections, 10.0);
    // The retries alone, as a person sets them on the tab.
    set(&mut h, sre_sim::model::arch::Setting::LoadRetries, 0.0);
    assert_eq!(shown(&h, "met: the busiest tier at 80 %"), 1);
    assert_eq!(shown(&h, "met: nothing else changed"), 1);
    saved_with_name_and_tier(&mut h);
    // The change was never run: finishing runs it, so that the drawing
    // shows the path the grade is about.
    assert_ne!(
        h.state().arch.run.as_ref().map(|r| r.config),
        Some(h.state().arch.config)
    );
    h.get_by_label("Finish the lesson").click();
    h.run();
    assert_eq!(
        h.state().arch.run.as_ref().map(|r| r.config),
        Some(h.state().arch.config),
        "the path as graded is the path shown"
    );
    assert_eq!(shown(&h, "Every objective met."), 1);
    assert_eq!(
        shown(&h, "You guessed Database; the model gave Database."),
        1,
        "the tier named, at the end"
    );
    let progress = std::fs::read_to_string(dir.join("lessons.ron")).expect("written");
    assert!(progress.contains("\"retry-storm\"") && progress.contains("done: true"));
}

#[test]
fn the_start_page_lists_ones_own_lessons_and_keeps_the_learners_name() {
    let dir = scratch("lesson-own");
    std::fs::create_dir_all(dir.join("lessons")).expect("folder");
    let text = sre_sim::lesson::builtin::builtin_text("shedding").expect("built in");
    let mine = text.replace(
        "id: \"shedding\",\n    title: Message(\"lesson-shedding-title\")",
        "id: \"mine\",\n    title: Words({\"en\": \"My failover drill\"})",
    );
    std::fs::write(dir.join("lessons/mine.ron"), mine).expect("written");
    std::fs::write(
        dir.join("lessons/broken.ron"),
        "(format: 1, steps: [], objectives: [])",
    )
    .expect("written");
    let mut app = learner(&dir, Language::En);
    app.read_user_lessons();
    let mut h = harness(app, LAPTOP);
    h.run();
    assert_eq!(shown(&h, "Your lessons"), 1);
    assert_eq!(
        h.query_all_by_role_and_label(Role::Button, "broken")
            .count(),
        1
    );
    // The learner's name, typed on the start page, is saved in their runs.
    h.get_by_role_and_label(Role::TextInput, "Your name, saved in your runs")
        .click();
    h.step();
    h.get_by_role_and_label(Role::TextInput, "Your name, saved in your runs")
        .type_text("Ada");
    h.step();
    assert_eq!(h.state().settings.author, "Ada");
    h.get_by_label("My failover drill").click();
    h.run();
    assert_eq!(
        h.state().lesson.as_ref().map(|l| l.lesson.id.as_str()),
        Some("mine")
    );
    for _ in 0..3 {
        h.state_mut().oncall.step();
    }
    send(
        &mut h,
        sre_sim::app::AppCommand::File(sre_sim::app::FileAction::SaveToFolder),
    );
    let saved = sre_sim::run::ron_files(&dir.join("saves"));
    let text = std::fs::read_to_string(&saved[0]).expect("saved");
    assert!(text.contains("author: \"Ada\""), "{text}");
    assert!(text.contains("lesson: \"mine\""), "{text}");
    let run = sre_sim::run::RunFile::from_ron_str(&text).expect("reads");
    assert_eq!(run.lesson().map(|l| l.id.as_str()), Some("mine"));
}

#[test]
fn reset_lesson_progress_in_the_help_forgets_it_and_keeps_the_settings() {
    let dir = scratch("lesson-reset");
    let mut app = learner(&dir, Language::En);
    app.progress.record("caches", 2, 2, 0);
    app.settings.dark = false;
    app.show_help = true;
    let mut h = harness(app, LAPTOP);
    h.run();
    h.get_by_label("Reset lesson progress").click();
    h.run();
    assert_eq!(h.state().progress.of("caches").attempts, 0);
    assert!(!h.state().settings.dark, "the settings stay");
    let progress = std::fs::read_to_string(dir.join("lessons.ron")).expect("written");
    assert!(!progress.contains("caches"), "{progress}");
    // And "Reset settings" leaves the progress alone.
    let mut app = learner(&dir, Language::En);
    app.progress.record("caches", 2, 2, 0);
    app.reset_settings();
    assert!(app.progress.of("caches").done);
}

#[test]
fn a_run_that_is_not_the_lessons_leaves_it_and_a_restart_starts_it_again() {
    let dir = scratch("lesson-other-run");
    let mut app = learner(&dir, Language::En);
    app.nav.mode = sre_sim::app::Mode::Tabs;
    let lesson = std::sync::Arc::new(builtin_lesson("utilization").expect("built in").clone());
    app.handle_lesson(LessonCommand::Start(std::sync::Arc::clone(&lesson)));
    let mut h = harness(app, LAPTOP);
    h.run();
    // On call, Restart is the lesson's: its run from minute 0, its first step.
    for _ in 0..4 {
        h.state_mut().oncall.step();
    }
    h.state_mut().handle_lesson(LessonCommand::Next);
    send(&mut h, sre_sim::app::AppCommand::Restart);
    let session = h.state().lesson.as_ref().expect("still in the lesson");
    assert_eq!((session.step, h.state().oncall.sim().minute()), (0, 0));
    // Noise switched on: not the lesson's run; the lesson leaves, nothing recorded.
    send(&mut h, sre_sim::app::AppCommand::SetNoise(true));
    h.run();
    assert!(h.state().lesson.is_none());
    assert!(!dir.join("lessons.ron").exists());
    // The architecture lesson starts from its own path, not the tab's last run.
    let mut app = learner(&dir, Language::En);
    app.arch.config.db.connections = 10;
    app.arch.run();
    let storm = builtin_lesson("retry-storm").expect("built in").clone();
    app.handle_lesson(LessonCommand::Start(std::sync::Arc::new(storm)));
    assert!(app.arch.run.is_none(), "the earlier run is gone");
    app.handle_lesson(LessonCommand::SkipGuess);
    assert_eq!(
        app.arch.run.as_ref().map(|r| r.peak_offered_rps),
        Some(1200.0)
    );
}

#[test]
fn the_learners_name_is_asked_once_and_kept_in_the_settings() {
    let dir = scratch("lesson-author");
    let ask = "What is your name? It goes into the runs you save";
    let name_label = "What is your name? It goes into the runs you save, so that a teacher’s grade table shows it. It is kept in the settings; change it on the start page.";
    let mut h = harness(learner(&dir, Language::En), LAPTOP);
    h.run();
    h.get_by_label("1. Utilization and Little's law").click();
    h.run();
    assert_eq!(shown(&h, ask), 1, "asked in the first lesson");
    // From the keyboard: the box is named by the question; Enter keeps it.
    let name_box = h.get_by_role_and_label(Role::TextInput, name_label);
    name_box.click();
    h.step();
    h.get_by_role_and_label(Role::TextInput, name_label)
        .type_text("Grace");
    h.step();
    assert_eq!(shown(&h, ask), 1, "still asked while typing");
    assert_eq!(h.state().settings.author, "", "not kept before Keep");
    h.get_by_role_and_label(Role::Button, "Keep").click();
    h.run();
    assert_eq!(h.state().settings.author, "Grace");
    assert!(h.state().settings.author_asked);
    assert_eq!(shown(&h, ask), 0, "asked once");
    // Another lesson does not ask again; the start page shows the name.
    h.state_mut().handle_lesson(LessonCommand::Quit);
    h.state_mut().handle_lesson(LessonCommand::ShowStart(true));
    h.run();
    h.get_by_label("3. The queueing knee").click();
    h.run();
    assert_eq!(shown(&h, ask), 0);
    // Saved with the settings, and read back at the next start.
    let settings = h.state().settings.clone();
    let text = ron::to_string(&settings).expect("settings written");
    let back: Settings = ron::from_str(&text).expect("settings read");
    assert_eq!(back.author, "Grace");
    assert!(back.author_asked);

    // "Not now" does not ask again either, and keeps no name.
    let mut h = harness(learner(&dir, Language::Fr), LAPTOP);
    h.run();
    h.get_by_label("1. Utilisation et loi de Little").click();
    h.run();
    assert_eq!(shown(&h, "Comment vous appelez-vous\u{a0}?"), 1);
    h.get_by_role_and_label(Role::Button, "Pas maintenant")
        .click();
    h.run();
    assert!(h.state().settings.author_asked);
    assert_eq!(h.state().settings.author, "");
    assert_eq!(shown(&h, "Comment vous appelez-vous\u{a0}?"), 0);
}

#[test]
fn a_choice_is_made_by_its_buttons_and_shown_beside_the_answer() {
    let dir = scratch("lesson-choice");
    let mut app = learner(&dir, Language::En);
    app.nav.mode = sre_sim::app::Mode::Tabs;
    let lesson = builtin_lesson("tail-latency").expect("built in").clone();
    app.handle_lesson(LessonCommand::Start(std::sync::Arc::new(lesson)));
    let mut h = harness(app, LAPTOP);
    h.run();
    h.get_by_label("Show me without a guess").click();
    h.step();
    play_to_pause(&mut h, 200, "never reaches minute 5");
    h.run();
    h.get_by_label("Next step").click();
    h.run();
    // The choice: its question and one button per option, no number box.
    assert_eq!(shown(&h, "What would the p99 do?"), 1);
    assert!(
        h.query_by_role_and_label(Role::TextInput, "What would the p99 do?")
            .is_none(),
        "chosen, not typed"
    );
    h.get_by_role_and_label(Role::Button, "Fall by about half")
        .click();
    h.step();
    play_to_pause(&mut h, 200, "never reaches minute 6");
    h.run();
    let lesson = h.state().lesson.as_ref().expect("a lesson");
    assert_eq!(lesson.chosen[1], Some(0));
    assert_eq!(lesson.stage, StepStage::Reveal);
    assert_eq!(h.state().oncall.sim().minute(), 6);
    // Chosen, beside the option the model bears out, and why.
    assert_eq!(shown(&h, "Your choice"), 1);
    assert_eq!(shown(&h, "Fall by about half"), 1);
    assert_eq!(shown(&h, "Barely move"), 1);
    assert!(shown(&h, "stays 345 ms") >= 1, "why");
    assert!(
        h.state().oncall.sim().timeline().is_empty(),
        "a choice decides nothing"
    );
}

#[test]
fn a_run_restored_after_a_crash_brings_its_lesson_back_at_its_step() {
    let dir = scratch("lesson-restore");
    let mut app = learner(&dir, Language::En);
    app.nav.mode = sre_sim::app::Mode::Tabs;
    let lesson = builtin_lesson("queueing-knee").expect("built in").clone();
    app.handle_lesson(LessonCommand::Start(std::sync::Arc::new(lesson)));
    let mut h = harness(app, LAPTOP);
    h.run();
    // Step 1's guess, played to its pause (minute 24): step 2 is next.
    h.get_by_label("Show me without a guess").click();
    h.step();
    play_to_pause(&mut h, 400, "never reaches minute 24");
    h.get_by_label("Next step").click();
    h.run();
    assert_eq!(h.state().lesson.as_ref().map(|l| l.step), Some(1));
    // The window dies; its autosave is what the next start finds.
    let left = h.state().live_run_file().expect("a run");
    assert_eq!(left.lesson().map(|l| l.id.as_str()), Some("queueing-knee"));
    drop(h);

    let mut app = learner(&dir, Language::En);
    app.nav.mode = sre_sim::app::Mode::Tabs;
    app.pending_restore = Some(left);
    let mut h = harness(app, LAPTOP);
    h.run();
    h.get_by_label("Restore").click();
    h.run();
    let state = h.state();
    assert_eq!(state.oncall.sim().minute(), 24);
    let lesson = state.lesson.as_ref().expect("the lesson is back");
    assert_eq!(lesson.lesson.id, "queueing-knee");
    assert_eq!((lesson.step, lesson.stage), (1, StepStage::Guess));
    assert_eq!(shown(&h, "Step 2 of 3"), 1);
    assert_eq!(shown(&h, "Which raises the p99 more?"), 1);
}

/// Nothing of the tab runs under the lesson's panel: from 1366 × 768, the
/// size of many laptops, to a little wider (where the metrics and "why
/// requests are failing" once went side by side without room), in each
/// language, "why requests are failing" (its words and its bars) ends left
/// of the panel.
#[test]
fn the_lesson_panel_covers_nothing_of_the_tab() {
    let sizes = (0..8).map(|k| 1366.0 + 20.0 * k as f32);
    for (language, width) in [Language::En, Language::Fr, Language::Gl]
        .into_iter()
        .flat_map(|l| sizes.clone().map(move |w| (l, w)))
    {
        let h = in_lesson(
            "lesson-room",
            language,
            "queueing-knee",
            egui::vec2(width, 768.0),
        );
        let i18n = &h.state().i18n;
        let heading = i18n.tr("lesson-panel-heading");
        let why = i18n.tr("oncall-cause-saturation");
        let panel = h.get_by_label(&heading).rect().left();
        let words = h.get_by_label(&why).rect();
        assert!(
            words.right() <= panel,
            "{language:?} at {width}: {words:?} under the panel at {panel}"
        );
        // The tab's bars (the panel has its own, the step's progress).
        let bars = h
            .query_all_by_role(Role::ProgressIndicator)
            .map(|b| b.rect());
        for bar in bars.filter(|b| b.left() < panel) {
            assert!(
                bar.right() <= panel,
                "{language:?} at {width}: a bar {bar:?} under the panel at {panel}"
            );
        }
    }
}

/// A pending guess leaves nothing on screen that answers it: the chart of
/// the measure guessed draws it again only at the reveal.
#[test]
fn a_pending_guess_hides_its_measure_from_the_charts() {
    let mut h = in_lesson(
        "lesson-chart-hidden",
        Language::En,
        "tail-latency",
        egui::vec2(1400.0, 1000.0),
    );
    let legend = "p99 latency, ms";
    // The chart's title names it; its legend, only while it is drawn.
    assert_eq!(shown(&h, legend), 1, "the p99 is drawn before the guess");
    assert!(
        shown(&h, "Traffic, req/s") >= 1,
        "the other charts are drawn"
    );
    h.get_by_label("Show me without a guess").click();
    h.step();
    play_to_pause(&mut h, 200, "never reaches minute 5");
    h.run();
    assert_eq!(shown(&h, legend), 2, "the p99 is drawn at the reveal");
}

/// After the last lesson, the start page says where to go from there.
#[test]
fn after_every_lesson_the_start_page_says_what_next() {
    let dir = scratch("lesson-all-done");
    let mut h = harness(learner(&dir, Language::En), LAPTOP);
    h.run();
    assert_eq!(shown(&h, "Every lesson done: what next"), 0);
    let mut app = learner(&dir, Language::En);
    for lesson in sre_sim::lesson::builtin::builtin_lessons() {
        let n = lesson.objectives.len() as u32;
        app.progress.record(&lesson.id, n, n, 0);
    }
    let mut h = harness(app, LAPTOP);
    h.run();
    assert_eq!(shown(&h, "Every lesson done: what next"), 1);
    assert_eq!(shown(&h, "sre-sim lesson show utilization"), 1);
}

/// The outline of what a step is about stays inside the area that holds
/// it: scrolled half out of the tab, it is cut at the tab's edge, never
/// drawn over the top bar or the lesson's panel.
#[test]
fn an_outline_stays_inside_what_it_outlines() {
    use sre_sim::ui::widgets::palette::{ORANGE, on_background};
    let mut h = in_lesson(
        "lesson-outline-inside",
        Language::En,
        "queueing-knee",
        egui::vec2(1366.0, 768.0),
    );
    let panel = h.get_by_label("Lesson").rect().left();
    let metric = h
        .get_by_role_and_label(Role::Link, "Fleet utilization")
        .rect();
    // Scroll the tab until the outlined metric straddles its top edge.
    let top = h
        .get_by_role_and_label(Role::Link, "Burn rate (1 h)")
        .rect()
        .top();
    h.hover_at(egui::pos2(500.0, 400.0));
    let mut k = 0;
    while h
        .get_by_role_and_label(Role::Link, "Fleet utilization")
        .rect()
        .top()
        > top - 8.0
    {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -4.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        h.step();
        k += 1;
        assert!(k < 400, "the tab does not scroll");
    }
    h.run();
    let orange = [on_background(ORANGE, true), on_background(ORANGE, false)];
    let drawn: Vec<egui::Rect> = h
        .output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Rect(r) if orange.contains(&r.stroke.color) && r.stroke.width >= 2.0 => {
                Some(r.rect.expand(r.stroke.width).intersect(clipped.clip_rect))
            }
            _ => None,
        })
        .filter(egui::Rect::is_positive)
        .collect();
    assert!(!drawn.is_empty(), "the metric at {metric:?} is outlined");
    for r in drawn {
        assert!(
            r.top() >= top - 4.0,
            "an outline {r:?} over the top bar (tab at {top})"
        );
        assert!(
            r.right() <= panel,
            "an outline {r:?} over the lesson's panel at {panel}"
        );
    }
}

#[test]
fn the_alerting_lesson_hides_the_alerts_while_guessing_and_shows_the_second_page() {
    let dir = scratch("lesson-alerts");
    let mut h = harness(learner(&dir, Language::En), LAPTOP);
    h.run();
    h.get_by_label("6. Alerting on burn rate").click();
    h.run();
    // Beyond the seed, one line under the metrics, and on the errors chart.
    assert_eq!(
        shown(
            &h,
            "Beyond the seed: burn rate over 30 min 0.0 ×, 6 h 0.0 ×, 3 d 0.0 × · second page quiet · ticket closed"
        ),
        1
    );
    assert!(shown(&h, "6× page, beyond the seed") >= 1);
    assert!(shown(&h, "1× ticket, beyond the seed") >= 1);
    h.state_mut().handle_lesson(LessonCommand::SkipGuess);
    play_to_pause(&mut h, 400, "never reaches minute 70");
    h.get_by_label("Next step").click();
    h.run();
    // The 6 h burn rate is the guess: the line waits for it.
    assert_eq!(
        shown(
            &h,
            "Beyond the seed: the alerts are hidden until you have guessed."
        ),
        1
    );
    assert_eq!(shown(&h, "second page quiet"), 0);
    h.state_mut().handle_lesson(LessonCommand::SkipGuess);
    play_to_pause(&mut h, 400, "never reaches minute 130");
    h.get_by_label("Next step").click();
    h.run();
    h.state_mut().handle_lesson(LessonCommand::SkipGuess);
    play_to_pause(&mut h, 400, "never reaches minute 182");
    assert_eq!(h.state().oncall.sim().minute(), 182);
    assert!(h.state().oncall.row().paging_6h && !h.state().oncall.row().paging);
    // The line under the metrics, and the reveal's relation with its numbers.
    assert_eq!(shown(&h, "second page firing"), 2);
    assert!(
        shown(&h, "95.0 %") >= 2,
        "the model's budget left, as the why says"
    );
}

/// A lesson on the path whose question is the fix: Find a fix and the
/// sweep wait for its end, by the button and by the key.
#[test]
fn the_fix_search_waits_for_the_end_of_a_lesson_that_asks_for_the_fix() {
    let mut h = in_lesson("lesson-no-fix", Language::En, "retry-storm", LAPTOP);
    h.get_by_role_and_label(Role::Button, "Find a fix").click();
    h.run();
    h.state_mut().handle(sre_sim::app::AppCommand::Arch(
        sre_sim::app::ArchCommand::ProposeFix,
    ));
    h.run();
    assert!(
        h.state().arch.proposal.is_none(),
        "no fix proposed in the lesson"
    );
    assert_eq!(shown(&h, "wait for the end of the lesson"), 1, "said why");
    // Out of the lesson, it finds one again.
    h.state_mut().handle_lesson(LessonCommand::Quit);
    h.run();
    h.get_by_role_and_label(Role::Button, "Find a fix").click();
    h.run();
    assert!(h.state().arch.proposal.is_some());
}

/// The hints link to the model reference: while a guess is pending its
/// live values are hidden there too (at minute 0 of a flat noon, the
/// utilization's live value is the answer for minute 5) and the check of
/// the minute waits, and both come back after.
#[test]
fn the_reference_hides_its_live_values_while_a_guess_is_pending() {
    let mut h = in_lesson("reference-hidden", Language::En, "utilization", LAPTOP);
    send(&mut h, sre_sim::app::AppCommand::ShowTab(Tab::Reference));
    h.run();
    let answer = "= 52.2 %";
    assert!(shown(&h, "Live value: Hidden until you have guessed.") >= 5);
    assert_eq!(shown(&h, answer), 0, "the answer in the reference");
    let check = |h: &Harness<'_, SreSimApp>| {
        h.get_by_label("Check this minute by simulation")
            .accesskit_node()
            .is_disabled()
    };
    assert!(check(&h), "the check's figures would answer the guess");
    send(&mut h, sre_sim::app::AppCommand::ShowTab(Tab::Oncall));
    h.get_by_label("Show me without a guess").click();
    for _ in 0..40 {
        h.step();
    }
    send(&mut h, sre_sim::app::AppCommand::ShowTab(Tab::Reference));
    h.run();
    assert_eq!(shown(&h, "Live value: Hidden until you have guessed."), 0);
    assert!(shown(&h, answer) >= 1, "the live value after the reveal");
    assert!(!check(&h), "the check after the reveal");
}
