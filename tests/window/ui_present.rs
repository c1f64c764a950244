//! A speaker presents a saved run: the replay stops at each of its five
//! notes, the caption shows the note, the clicker's keys move between the
//! chapters and back, B blanks the screen; a run without notes says so.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::{PresentCommand, Settings, SreSimApp};
use sre_sim::i18n::Language;
use sre_sim::model::oncall::{Command, RunSpec, Scenario, TimedCommand};
use sre_sim::run::{Annotation, RunFile};

use crate::common::window::{LAPTOP, harness};

const NOTES: [(u32, &str); 5] = [
    (20, "The bad build ships"),
    (35, "Errors climb: the page fires"),
    (45, "We roll back"),
    (60, "The budget stops burning"),
    (80, "What we learned"),
];

/// The bad deploy, seed 3, with noise: the run every test here presents.
fn bad_deploy() -> RunSpec {
    RunSpec {
        scenario: Scenario::BadDeploy.into(),
        seed: 3,
        noise: true,
    }
}

/// A bad deploy rolled back at minute 45, with five notes.
fn talk() -> RunFile {
    let spec = bad_deploy();
    let timeline = vec![TimedCommand {
        minute: 45,
        command: Command::Rollback,
    }];
    let notes = NOTES
        .iter()
        .map(|&(minute, text)| Annotation {
            speaker_notes: format!("Say: {text}, at minute {minute}."),
            ..Annotation::new(minute, text)
        })
        .collect();
    RunFile::from_parts(spec, timeline, 90)
        .and_then(|f| f.with_annotations(notes))
        .expect("a run")
}

fn speaker(file: RunFile, language: Language) -> Harness<'static, SreSimApp> {
    let mut app = SreSimApp::new(Settings {
        language: Some(language),
        ..Settings::default()
    });
    app.open_run("talk", file, None);
    let mut h = harness(app, LAPTOP);
    h.run();
    h
}

fn shown(h: &Harness<'_, SreSimApp>, needle: &str) -> usize {
    h.query_all_by_label_contains(needle).count()
}

/// Frames until the replay has stopped, with the pointer moving over the
/// charts and idle frames between.
fn play_until_paused(h: &mut Harness<'_, SreSimApp>) {
    let mut k = 0;
    while h.state().oncall.playing {
        h.hover_at(egui::pos2(
            200.0 + (k % 7) as f32 * 90.0,
            300.0 + (k % 3) as f32 * 120.0,
        ));
        h.step();
        h.step();
        k += 1;
        assert!(k < 2000, "the replay never stops");
    }
    h.run();
}

/// Is the whole window painted black (in points, presenter mode's zoom
/// included)?
fn blacked_out(h: &Harness<'_, SreSimApp>) -> bool {
    let screen = h.ctx.content_rect();
    h.output()
        .shapes
        .iter()
        .any(|clipped| match &clipped.shape {
            egui::Shape::Rect(r) => {
                r.fill == egui::Color32::BLACK && r.rect.expand(0.5).contains_rect(screen)
            }
            _ => false,
        })
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "one speaker's whole talk, chapter by chapter"
)]
fn a_run_with_five_notes_is_presented_chapter_by_chapter_with_the_clickers_keys() {
    let mut h = speaker(talk(), Language::En);
    h.get_by_role_and_label(Role::Button, "Present this run")
        .click();
    h.run();
    let p = h.state().nav.presentation().expect("presenting");
    assert_eq!(p.chapters.len(), 5);
    assert!(h.state().settings.presenter, "in presenter mode");
    assert_eq!(h.state().oncall.sim().minute(), 0);
    assert_eq!(
        shown(&h, "The opening"),
        3,
        "the console (its heading and now) and under the caption"
    );
    assert_eq!(
        shown(&h, "talk"),
        2,
        "the caption (the run's name) and the replay bar"
    );
    assert_eq!(
        shown(&h, "The bad build ships"),
        3,
        "next on the console, its speaker notes, and the list"
    );
    // Page Down plays to each note and stops there, its caption shown.
    for (k, &(minute, text)) in NOTES.iter().enumerate() {
        h.key_press(egui::Key::PageDown);
        h.step();
        assert!(h.state().oncall.playing, "chapter {}: plays on", k + 1);
        assert_eq!(
            shown(&h, &format!("{} of 5 · ", k + 1)),
            0,
            "no caption while it plays"
        );
        play_until_paused(&mut h);
        assert_eq!(h.state().oncall.sim().minute(), minute, "chapter {}", k + 1);
        assert!(
            shown(&h, &format!("{} of 5 · ", k + 1)) >= 1,
            "chapter {}: its place and time under the caption",
            k + 1
        );
        // The caption, the console's "now" and its list of chapters.
        assert!(shown(&h, text) >= 2, "chapter {}: {text}", k + 1);
        // The speaker's notes of this chapter and the next, on the console.
        assert_eq!(shown(&h, &format!("Say: {text}, at minute {minute}.")), 1);
        if let Some(&(next_minute, next)) = NOTES.get(k + 1) {
            assert_eq!(
                shown(&h, &format!("Say: {next}, at minute {next_minute}.")),
                1
            );
        }
    }
    // After the last note, on to the run's end; then nothing more.
    h.key_press(egui::Key::PageDown);
    h.step();
    play_until_paused(&mut h);
    assert_eq!(h.state().oncall.sim().minute(), 90);
    assert!(shown(&h, "The end") >= 1);
    h.key_press(egui::Key::PageDown);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 90, "nothing after the end");
    // Page Up goes back a chapter at a time, paused at its minute.
    h.key_press(egui::Key::PageUp);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 80);
    h.key_press(egui::Key::PageUp);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 60);
    assert!(!h.state().oncall.playing);
    assert!(shown(&h, "The budget stops burning") >= 2);
    // The chapter list jumps.
    h.get_by_label_contains("2. min 35").click();
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 35);
    // B blanks the screen, and B again lights it; so does the period.
    assert!(!blacked_out(&h));
    h.key_press(egui::Key::B);
    h.run();
    assert!(h.state().nav.presentation().is_some_and(|p| p.blank));
    assert!(blacked_out(&h), "the window is black");
    h.key_press(egui::Key::B);
    h.run();
    assert!(!blacked_out(&h));
    h.key_press(egui::Key::Period);
    h.run();
    assert!(blacked_out(&h));
    // A press of Page Down on a black screen only lights it again.
    h.key_press(egui::Key::PageDown);
    h.run();
    assert!(!blacked_out(&h));
    assert_eq!(
        h.state().oncall.sim().minute(),
        35,
        "and stays on its chapter"
    );
    // The replay is the file's, bit for bit: presenting decided nothing.
    let whole = talk().replay().expect("replays").rows;
    assert_eq!(h.state().oncall.rows, whole[..=35]);
    // Stopping the talk keeps the replay.
    h.get_by_role_and_label(Role::Button, "Stop presenting")
        .click();
    h.run();
    assert!(h.state().nav.presentation().is_none());
    assert!(h.state().oncall.replay.is_some());
    // Out of a talk, Page Down and B do nothing.
    h.key_press(egui::Key::PageDown);
    h.key_press(egui::Key::B);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 35);
    assert!(!blacked_out(&h));
}

#[test]
fn a_run_without_notes_is_one_chapter_and_says_so_in_each_language() {
    let spec = bad_deploy();
    let bare = RunFile::from_parts(spec, Vec::new(), 90).expect("a run");
    for (language, says) in [
        (Language::En, "This run has no notes"),
        (Language::Fr, "Cette simulation n’a pas de notes"),
        (Language::Gl, "Esta simulación non ten notas"),
    ] {
        let mut h = speaker(bare.clone(), language);
        h.state_mut().handle_present(PresentCommand::Start);
        h.run();
        assert_eq!(shown(&h, says), 1, "{language:?}");
        h.key_press(egui::Key::PageDown);
        h.step();
        play_until_paused(&mut h);
        assert_eq!(h.state().oncall.sim().minute(), 90);
    }
}

#[test]
fn presenting_without_a_run_says_what_to_do() {
    let mut h = harness(SreSimApp::new(Settings::default()), LAPTOP);
    h.run();
    h.state_mut().handle_present(PresentCommand::Start);
    h.run();
    assert!(h.state().nav.presentation().is_none());
    assert_eq!(shown(&h, "Open a saved run first"), 1);
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "one speaker's notes written, edited and kept, step by step"
)]
fn notes_written_and_edited_on_a_saved_run_keep_its_whole_replay() {
    let dir = crate::common::folders::scratch("present-notes");
    let mut h = speaker(talk(), Language::En);
    h.state_mut().saves_dir = Some(dir.clone());
    // Halfway through the replay, a sixth note, typed and dropped.
    h.state_mut().handle(sre_sim::app::AppCommand::ScrubTo(50));
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Annotation text")
        .click();
    h.step();
    h.get_by_role_and_label(Role::TextInput, "Annotation text")
        .type_text("A sixth chapter");
    h.step();
    h.get_by_role_and_label(Role::Button, "Annotate").click();
    h.run();
    // The notes list: edit the first, delete the third.
    assert_eq!(h.state().oncall.annotations.len(), 6);
    h.get_by_label_contains("Notes (6)").click();
    h.run();
    let first = h
        .query_all_by_role(Role::TextInput)
        .find(|n| format!("{n:?}").contains("The bad build ships"))
        .expect("the first note's box");
    // The list is at the foot of the side panel: focused, as Tab would.
    first.focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.step();
    h.query_all_by_role(Role::TextInput)
        .find(egui_kittest::Node::is_focused)
        .expect("focused")
        .type_text("A bad build ships");
    h.step();
    let delete: Vec<_> = h.query_all_by_role_and_label(Role::Button, "✖").collect();
    assert_eq!(delete.len(), 6, "one ✖ per note");
    // The list is at the foot of the side panel: scrolled to, then clicked.
    delete[2].scroll_to_me();
    h.run();
    h.query_all_by_role_and_label(Role::Button, "✖")
        .nth(2)
        .expect("the third note's ✖")
        .click();
    h.run();
    // Saved at minute 50: the whole run, every decision, its own notes.
    h.state_mut().handle(sre_sim::app::AppCommand::File(
        sre_sim::app::FileAction::SaveToFolder,
    ));
    h.run();
    let saved: Vec<_> = std::fs::read_dir(&dir)
        .expect("the saves folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let file = RunFile::load(&saved[0]).expect("reads");
    let original = talk();
    assert_eq!(
        file.minutes(),
        original.minutes(),
        "the whole run, not up to minute 50"
    );
    assert_eq!(file.timeline(), original.timeline());
    assert_eq!(
        file.replay().expect("replays").rows,
        original.replay().expect("replays").rows,
        "bit for bit the same replay"
    );
    let texts: Vec<(u32, &str)> = file
        .annotations()
        .iter()
        .map(|a| (a.minute, a.text.as_str()))
        .collect();
    assert_eq!(
        texts,
        [
            (20, "A bad build ships"),
            (35, "Errors climb: the page fires"),
            (60, "The budget stops burning"),
            (80, "What we learned"),
            (50, "A sixth chapter"),
        ]
    );
    // Presented before saving, the notes as they are now are its chapters.
    h.state_mut().handle_present(PresentCommand::Start);
    let live: Vec<u32> = h
        .state()
        .nav
        .presentation()
        .expect("presenting")
        .chapters
        .iter()
        .map(|c| c.minute)
        .collect();
    assert_eq!(live, [20, 35, 50, 60, 80]);
    // Presented, the new note is a chapter in its place.
    let minutes: Vec<u32> = sre_sim::app::Presentation::of_run(&file)
        .chapters
        .iter()
        .map(|c| c.minute)
        .collect();
    assert_eq!(minutes, [20, 35, 50, 60, 80]);
}

#[test]
fn speed_and_position_keys_reach_every_minute_without_altgr() {
    let mut h = speaker(talk(), Language::Fr);
    // Faster and slower: + (or =) and -, doubling and halving.
    h.key_press(egui::Key::Plus);
    h.key_press(egui::Key::Equals);
    h.run();
    assert!((h.state().oncall.minutes_per_sec - 4.0).abs() < 1e-6);
    h.key_press(egui::Key::Minus);
    h.run();
    assert!((h.state().oncall.minutes_per_sec - 2.0).abs() < 1e-6);
    // End and Home: the replay's last and first minutes.
    h.key_press(egui::Key::End);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 90);
    h.key_press(egui::Key::Home);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 0);
    // G: a box takes the keyboard; a minute past the run is refused, said.
    h.key_press(egui::Key::G);
    h.run();
    let label = "Aller à la minute (0 à 90)";
    assert!(
        h.get_by_role_and_label(Role::TextInput, label).is_focused(),
        "the box has the keyboard"
    );
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text("999");
    h.step();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 0, "refused");
    assert_eq!(shown(&h, "Un nombre entier de 0 à 90"), 1);
    // Typed again: 75, Enter, and the replay is there.
    h.get_by_role_and_label(Role::TextInput, label).focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.step();
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text("75");
    h.step();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 75);
    assert!(h.state().nav.go_to_minute.is_none(), "the box closes");
    // Escape closes it without going anywhere.
    h.key_press(egui::Key::G);
    h.run();
    h.get_by_role_and_label(Role::TextInput, label)
        .type_text("10");
    h.step();
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.state().nav.go_to_minute.is_none());
    assert_eq!(h.state().oncall.sim().minute(), 75);
}

#[test]
fn in_presenter_mode_messages_are_toasts_that_leave_and_the_keys_hints_fade() {
    let mut h = speaker(talk(), Language::En);
    h.state_mut()
        .handle(sre_sim::app::AppCommand::SetPresenter(true));
    h.run();
    assert_eq!(
        shown(&h, "Page Down"),
        0,
        "not presenting: the mode's own keys"
    );
    assert_eq!(
        shown(&h, "Space: play"),
        1,
        "the keys' hints when the mode turns on"
    );
    h.state_mut()
        .report_text(sre_sim::app::Severity::Warning, "oncall-warning".to_owned());
    h.run();
    let said = "oncall-warning";
    assert!(shown(&h, said) >= 1, "the message, as a toast");
    // No status bar squeezes the charts: the bottom panel is not there.
    assert_eq!(
        h.query_all_by_role_and_label(Role::Button, "✖")
            .filter(|b| b.rect().max.y > h.ctx.content_rect().max.y - 40.0)
            .count(),
        0,
        "no status bar with its ✖"
    );
    // Six seconds later both are gone, with idle frames between.
    for k in 0..(6 * 60) {
        if k % 30 == 0 {
            h.hover_at(egui::pos2(300.0 + k as f32, 300.0));
        }
        h.step();
    }
    h.run();
    assert_eq!(shown(&h, said), 0, "the toast left by itself");
    assert_eq!(shown(&h, "Space: play"), 0, "the hints faded");
    // Out of presenter mode, the status bar shows it again.
    h.state_mut()
        .handle(sre_sim::app::AppCommand::SetPresenter(false));
    h.run();
    assert!(shown(&h, said) >= 1);
    // Back in it, the keys are hinted again.
    h.state_mut()
        .handle(sre_sim::app::AppCommand::SetPresenter(true));
    h.run();
    assert_eq!(
        shown(&h, "Space: play"),
        1,
        "hinted each time the mode turns on"
    );
}

/// The painted size, in pixels, of the text `label` (its first glyph).
fn painted_px(h: &Harness<'_, SreSimApp>, label: &str) -> Option<f32> {
    let ppp = h.ctx.pixels_per_point();
    h.output()
        .shapes
        .iter()
        .find_map(|clipped| match &clipped.shape {
            egui::Shape::Text(text) if text.galley.job.text == label => text
                .galley
                .rows
                .first()
                .and_then(|row| row.glyphs.first())
                .map(|g| g.font_height * ppp),
            _ => None,
        })
}

#[test]
fn in_presenter_mode_the_legends_are_as_large_as_the_tick_labels() {
    let mut sizes = Vec::new();
    for size in [LAPTOP, egui::vec2(1920.0, 1080.0)] {
        let sized = |presenter: bool| {
            let mut app = SreSimApp::new(Settings {
                language: Some(Language::En),
                presenter,
                ..Settings::default()
            });
            app.open_run("talk", talk(), None);
            app.oncall.scrub_to(60);
            let mut h = harness(app, size);
            h.run();
            let legend = painted_px(&h, "Traffic, req/s").expect("the traffic legend");
            let tick = painted_px(&h, "09:30").expect("a tick label");
            (legend, tick)
        };
        let (legend, tick) = sized(true);
        assert!(
            legend >= tick - 0.01,
            "{size:?}: legend {legend} px, ticks {tick} px"
        );
        let (small, _) = sized(false);
        assert!(
            small < legend,
            "out of presenter mode the legend stays small"
        );
        sizes.push(legend);
    }
    // At least 18 pixels at 1920×1080, and scaled with the window: by the
    // side that is shorter for it (1080 / 800 = 1.35).
    let [laptop, projector] = sizes[..] else {
        panic!("two sizes");
    };
    assert!(laptop >= 17.0, "1280×800: legend {laptop} px");
    assert!(projector >= 18.0, "1920×1080: legend {projector} px");
    assert!(
        (projector / laptop - 1.35).abs() < 0.02,
        "legend {laptop} px at 1280×800, {projector} px at 1920×1080"
    );
}

#[test]
fn a_run_of_the_runs_list_is_presented_from_its_own_button() {
    let mut h = harness(
        SreSimApp::new(Settings {
            language: Some(Language::En),
            ..Settings::default()
        }),
        LAPTOP,
    );
    h.run();
    h.get_by_label("Runs").click();
    h.run();
    let present = h
        .query_all_by_role_and_label(Role::Button, "Present")
        .next()
        .expect("a Present button beside each run");
    present.scroll_to_me();
    h.run();
    h.query_all_by_role_and_label(Role::Button, "Present")
        .next()
        .expect("still there")
        .click();
    h.run();
    assert!(h.state().nav.presentation().is_some(), "presenting");
    assert!(h.state().oncall.replay.is_some(), "the run replayed");
    assert!(h.state().settings.presenter);
}

#[test]
fn a_replay_moved_by_hand_takes_the_talk_along() {
    let mut h = speaker(talk(), Language::En);
    h.state_mut().handle_present(PresentCommand::Start);
    h.run();
    // Scrubbed to minute 50, the talk follows: Page Down goes on to the
    // chapter after it, and no caption shows between chapters.
    h.state_mut().handle(sre_sim::app::AppCommand::ScrubTo(50));
    h.run();
    assert_eq!(h.state().nav.presentation().map(|p| p.at), Some(3));
    assert_eq!(
        shown(&h, "3 of 5 · "),
        0,
        "no caption off a chapter's minute"
    );
    h.key_press(egui::Key::PageDown);
    h.step();
    play_until_paused(&mut h);
    assert_eq!(h.state().oncall.sim().minute(), 60);
    assert!(shown(&h, "The budget stops burning") >= 2);
    // End: the talk is at its end.
    h.key_press(egui::Key::End);
    h.run();
    assert!(
        h.state()
            .nav
            .presentation()
            .is_some_and(sre_sim::app::Presentation::at_end)
    );
}

/// A presentation of the talk at its first chapter, in presenter mode.
fn at_first_chapter() -> Harness<'static, SreSimApp> {
    let mut h = speaker(talk(), Language::En);
    h.state_mut().handle_present(PresentCommand::Start);
    h.run();
    h.key_press(egui::Key::PageDown);
    h.step();
    play_until_paused(&mut h);
    h
}

#[test]
fn the_room_gets_a_window_of_its_own_with_the_caption_and_no_controls() {
    let mut h = at_first_chapter();
    let (captions, pngs) = (shown(&h, "The bad build ships"), shown(&h, "PNG"));
    assert_eq!(shown(&h, "sre-sim audience"), 0);
    // The console's box (or V) opens it; kittest embeds it in the window,
    // as egui does where a second native window cannot be had.
    h.get_by_role_and_label(Role::CheckBox, "Audience window")
        .scroll_to_me();
    h.run();
    h.get_by_role_and_label(Role::CheckBox, "Audience window")
        .click();
    h.run();
    assert!(h.state().settings.audience_window);
    assert_eq!(shown(&h, "sre-sim audience"), 1, "its title");
    assert_eq!(
        shown(&h, "The bad build ships"),
        captions + 1,
        "the caption, in the room's window too"
    );
    assert_eq!(shown(&h, "PNG"), pngs, "no chart button for the room");
    assert!(
        shown(&h, "Burn rate (1 h)") >= 2,
        "the headline, in both windows"
    );
    // The next chapter reaches both.
    h.key_press(egui::Key::PageDown);
    h.step();
    play_until_paused(&mut h);
    assert_eq!(shown(&h, "Errors climb: the page fires"), captions + 1);
    // Full screen on a screen is a choice of the console, kept.
    h.state_mut().handle(sre_sim::app::AppCommand::SetAudience {
        window: true,
        screen: Some(1),
    });
    h.run();
    let combo = h.get_by_role_and_label(Role::ComboBox, "Audience window");
    assert_eq!(
        combo.value().as_deref(),
        Some("Full screen on screen 2"),
        "the console says it"
    );
    assert_eq!(h.state().settings.audience_screen, Some(1));
    // Pressed again, V closes it; out of a talk there is none.
    h.key_press(egui::Key::V);
    h.run();
    assert_eq!(shown(&h, "sre-sim audience"), 0);
    h.key_press(egui::Key::V);
    h.run();
    h.state_mut().handle_present(PresentCommand::Stop);
    h.run();
    assert_eq!(shown(&h, "sre-sim audience"), 0, "no talk, no room window");
}

/// The laser dot's red disc where the pointer is, if painted.
fn laser_dot(h: &Harness<'_, SreSimApp>, at: egui::Pos2) -> bool {
    h.output()
        .shapes
        .iter()
        .any(|clipped| match &clipped.shape {
            egui::Shape::Circle(circle) => {
                let [red, green, blue, alpha] = circle.fill.to_srgba_unmultiplied();
                circle.center.distance(at) < 1.0
                    && red > 200
                    && green < 80
                    && blue < 80
                    && alpha > 200
            }
            _ => false,
        })
}

#[test]
fn the_laser_pointer_follows_the_mouse_and_fades_once_it_stops() {
    let mut h = at_first_chapter();
    let at = egui::pos2(400.0, 420.0);
    h.hover_at(at - egui::vec2(30.0, 0.0));
    h.step();
    h.hover_at(at);
    h.step();
    assert!(laser_dot(&h, at), "a red dot where the mouse is");
    // Still for three seconds (a frame is a quarter of one): gone.
    for _ in 0..12 {
        h.step();
    }
    assert!(!laser_dot(&h, at), "faded once the mouse stopped");
    h.hover_at(at + egui::vec2(20.0, 0.0));
    h.step();
    assert!(
        laser_dot(&h, at + egui::vec2(20.0, 0.0)),
        "back when it moves"
    );
    // L turns it off; out of presenter mode there is none.
    h.key_press(egui::Key::L);
    h.step();
    h.hover_at(at);
    h.step();
    assert!(!h.state().settings.pointer);
    assert!(!laser_dot(&h, at));
    h.key_press(egui::Key::L);
    h.state_mut()
        .handle(sre_sim::app::AppCommand::SetPresenter(false));
    h.step();
    h.hover_at(at + egui::vec2(10.0, 0.0));
    h.step();
    assert!(!laser_dot(&h, at + egui::vec2(10.0, 0.0)));
}

#[test]
fn the_projector_themes_are_high_contrast_light_or_dark() {
    let mut h = at_first_chapter();
    let fill = |h: &Harness<'_, SreSimApp>| h.ctx.style_of(h.ctx.theme()).visuals.panel_fill;
    assert_ne!(fill(&h), egui::Color32::BLACK);
    // The console's box, in the dark theme, then the light one.
    h.get_by_role_and_label(Role::CheckBox, "Projector theme (high contrast)")
        .scroll_to_me();
    h.run();
    h.get_by_role_and_label(Role::CheckBox, "Projector theme (high contrast)")
        .click();
    h.run();
    for (light, ground, text) in [
        (false, egui::Color32::BLACK, egui::Color32::WHITE),
        (true, egui::Color32::WHITE, egui::Color32::BLACK),
    ] {
        if light {
            h.get_by_role_and_label(Role::Button, "Light").click();
            h.run();
        }
        let visuals = h.ctx.style_of(h.ctx.theme()).visuals.clone();
        assert_eq!(visuals.panel_fill, ground, "light {light}");
        assert_eq!(visuals.override_text_color, Some(text), "light {light}");
        assert!(visuals.widgets.inactive.bg_stroke.width >= 1.5);
    }
    assert!(h.state().settings.high_contrast && !h.state().settings.dark);
    // The help has it too, with the other settings: off again from there.
    h.key_press(egui::Key::F1);
    h.run();
    let boxes = h
        .query_all_by_role_and_label(Role::CheckBox, "Projector theme (high contrast)")
        .count();
    assert_eq!(boxes, 2, "on the console and in the help");
    h.query_all_by_role_and_label(Role::CheckBox, "Projector theme (high contrast)")
        .last()
        .expect("in the help")
        .click();
    h.run();
    assert!(!h.state().settings.high_contrast);
}

#[test]
fn the_export_form_counts_the_frames_and_names_what_cannot_be_drawn() {
    for (language, counted, refused) in [
        (
            Language::En,
            "91 frames",
            "From minute 60 is after the last minute, 20",
        ),
        (
            Language::Fr,
            "91 images",
            "La minute de début 60 est après la dernière minute, 20",
        ),
        (
            Language::Gl,
            "91 imaxes",
            "O minuto de inicio 60 está despois do último minuto, 20",
        ),
    ] {
        let mut h = speaker(talk(), language);
        let export = sre_sim::i18n::I18n::new(language).tr("animation-export");
        h.get_by_role_and_label(Role::Button, &export).click();
        h.run();
        assert_eq!(shown(&h, counted), 1, "{language:?}: minutes 0 to 90");
        // From minute 60 to minute 20: backwards.
        let backwards = sre_sim::app::AnimationForm {
            from: 60,
            to: 20,
            every: 1,
            gif: true,
        };
        h.state_mut()
            .handle(sre_sim::app::AppCommand::AnimationForm(Some(backwards)));
        h.run();
        assert_eq!(shown(&h, refused), 1, "{language:?}: said in the form");
        // Asked anyway, it is refused with the same words, and nothing starts.
        h.state_mut()
            .handle(sre_sim::app::AppCommand::ExportAnimation(backwards));
        h.run();
        assert!(h.state().animation.is_none());
        assert_eq!(shown(&h, refused), 2, "{language:?}: and in the status bar");
    }
}

/// The start page's key (F2) during a talk: the console stays, the talk
/// goes on with the clicker, and the speaker is told how to leave it, in
/// each language. Stopped, the same key opens the start page.
#[test]
fn the_start_page_waits_for_the_end_of_the_talk() {
    for (language, said) in [
        (Language::En, "press “Stop presenting” first"),
        (
            Language::Fr,
            "cliquez d’abord sur «\u{a0}Arrêter la présentation\u{a0}»",
        ),
        (Language::Gl, "preme primeiro en «Deixar de presentar»"),
    ] {
        let mut h = speaker(talk(), language);
        h.state_mut().handle_present(PresentCommand::Start);
        h.run();
        h.key_press(egui::Key::F2);
        h.run();
        assert!(!h.state().nav.start_page(), "{language:?}");
        assert!(h.state().nav.presentation().is_some(), "{language:?}");
        assert_eq!(shown(&h, said), 1, "{language:?}: the reason is said");
        h.key_press(egui::Key::PageDown);
        h.step();
        play_until_paused(&mut h);
        assert_eq!(
            h.state().nav.presentation().map(|p| p.at),
            Some(1),
            "{language:?}: the clicker still works"
        );
        h.state_mut().handle_present(PresentCommand::Stop);
        h.run();
        h.key_press(egui::Key::F2);
        h.run();
        assert!(h.state().nav.start_page(), "{language:?}");
    }
}

/// Another run opened during a talk ends it: its chapters were the notes
/// of the run that was presented, not of this one.
#[test]
fn another_run_opened_during_a_talk_ends_it() {
    let mut h = at_first_chapter();
    let other = RunFile::from_parts(bad_deploy(), Vec::new(), 30).expect("a run");
    h.state_mut().open_run("other", other, None);
    h.run();
    assert!(h.state().nav.presentation().is_none());
    assert_eq!(
        h.state().oncall.replay.as_ref().map(|r| r.name.as_str()),
        Some("other")
    );
    // Presented now, its one chapter is its own end.
    h.state_mut().handle_present(PresentCommand::Start);
    h.run();
    let p = h.state().nav.presentation().expect("presenting");
    assert!(p.without_notes);
    assert_eq!(p.end, 30);
}
