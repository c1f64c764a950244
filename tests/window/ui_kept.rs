//! Nothing the person made is lost without being told, in the window: an
//! autosave that keeps failing is said once, not every minute; a save the
//! person asked for that failed stays in a window of its own however many
//! minutes go by, and offers to save elsewhere; closing with a run that
//! could not be kept asks first; the autosaves other windows left are
//! offered one after the other.

use egui_kittest::kittest::Queryable as _;
use sre_sim::app::status::Severity;
use sre_sim::app::{Closing, SreSimApp};

use crate::common::folders::scratch;
use crate::common::window::{LAPTOP, harness};

/// A window whose autosave and saves folder cannot be written: both lie
/// under a regular file (a folder cannot be made there, as root either).
fn app_that_cannot_write(dir: &std::path::Path) -> SreSimApp {
    let blocker = dir.join("a-file");
    std::fs::write(&blocker, "not a folder").expect("written");
    let mut app = SreSimApp::default();
    app.persist = true;
    app.autosave_file = Some(blocker.join("autosave.ron"));
    app.saves_dir = Some(blocker.join("saves"));
    app
}

fn errors_containing(app: &SreSimApp, needle: &str) -> usize {
    app.status
        .all()
        .iter()
        .filter(|m| m.severity == Severity::Error && m.text.contains(needle))
        .count()
}

#[test]
fn a_failing_autosave_is_said_once_and_a_failed_save_stays_until_read() {
    let dir = scratch("kept-failing");
    let mut h = harness(app_that_cannot_write(&dir), LAPTOP);
    h.step();
    // Thirty minutes, a minute at a time, with idle frames between.
    for _ in 0..30 {
        h.key_press(egui::Key::ArrowRight);
        h.step();
        h.step();
    }
    assert_eq!(h.state().oncall.sim().minute(), 30);
    h.state_mut().settle_autosave();
    assert!(h.state().autosave_failing);
    assert_eq!(
        errors_containing(h.state(), "The autosave failed"),
        1,
        "said once: {:?}",
        h.state().status.all()
    );
    // Ctrl+S: there is no dialog in a test, so the saves folder; it fails.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.step();
    h.step();
    assert!(h.state().save_failed.is_some());
    h.get_by_label("The run was not saved");
    // Minutes go by (the autosave still failing): the window stays.
    h.state_mut().oncall.playing = true;
    for _ in 0..40 {
        h.step();
    }
    assert!(h.state().oncall.sim().minute() > 30, "the run went on");
    h.get_by_label("The run was not saved");
    // The status bar's newest message is still the save's, not the
    // autosave's said again every minute.
    let newest = h.state().status.latest().map(|m| m.text.clone());
    assert!(
        newest.as_deref().is_some_and(|t| !t.contains("autosave")),
        "{newest:?}"
    );
    h.get_by_label("Save elsewhere…");
    h.get_by_label("OK").click();
    h.step();
    h.step();
    assert!(h.state().save_failed.is_none());
    assert!(h.query_by_label("The run was not saved").is_none());
}

#[test]
fn closing_with_a_run_that_could_not_be_kept_asks_first() {
    let dir = scratch("kept-close");
    let mut h = harness(app_that_cannot_write(&dir), LAPTOP);
    h.step();
    for _ in 0..3 {
        h.key_press(egui::Key::ArrowRight);
        h.step();
    }
    h.state_mut().settle_autosave();
    assert!(h.state().autosave_failing);
    // The window manager's close button.
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
    h.step();
    assert_eq!(h.state().closing, Closing::Asking, "asked, not closed");
    h.get_by_label("Close without the run?");
    h.get_by_label("Keep working").click();
    h.step();
    h.step();
    assert_eq!(h.state().closing, Closing::Open);
    // A run that could be kept closes at once.
    let kept = scratch("kept-close-ok");
    let mut app = SreSimApp::default();
    app.persist = true;
    app.autosave_file = Some(kept.join("autosave.ron"));
    let mut h = harness(app, LAPTOP);
    h.step();
    h.key_press(egui::Key::ArrowRight);
    h.step();
    assert!(h.state_mut().may_close(), "autosaved: nothing to ask");
    assert_eq!(h.state().closing, Closing::Open);
}

#[test]
fn the_autosaves_left_by_other_windows_are_offered_in_turn() {
    let dir = scratch("kept-slots");
    // Two windows that crashed, each with its run in its own slot.
    let spec = sre_sim::model::oncall::RunSpec {
        scenario: sre_sim::model::oncall::ScenarioRef::Builtin(
            sre_sim::model::oncall::Scenario::BadDeploy,
        ),
        seed: 7,
        noise: true,
    };
    for (name, minutes) in [("autosave.ron", 12), ("autosave-2.ron", 20)] {
        sre_sim::run::RunFile::from_parts(spec.clone(), Vec::new(), minutes)
            .expect("a run")
            .save(&dir.join(name))
            .expect("saved");
    }
    let slot = sre_sim::run::store::claim_autosave_slot(&dir).expect("a slot");
    assert_eq!(slot.number, 1);
    let mut app = SreSimApp::default();
    app.persist = true;
    app.autosave_slot = Some(slot);
    app.offer_autosave();
    let mut h = harness(app, LAPTOP);
    h.step();
    assert_eq!(
        h.state()
            .pending_restore
            .as_ref()
            .map(sre_sim::run::RunFile::minutes),
        Some(12)
    );
    h.get_by_label("Discard").click();
    h.step();
    h.step();
    assert!(!dir.join("autosave.ron").exists(), "discarded");
    assert_eq!(
        h.state()
            .pending_restore
            .as_ref()
            .map(sre_sim::run::RunFile::minutes),
        Some(20),
        "then the other window's"
    );
    h.get_by_label("Restore").click();
    h.step();
    h.step();
    assert_eq!(h.state().oncall.sim().minute(), 20);
    assert!(h.state().pending_restore.is_none());
    assert!(!dir.join("autosave-2.ron").exists(), "now this window's");
    let own = sre_sim::run::RunFile::load(&dir.join("autosave.ron")).expect("autosaved here");
    assert_eq!(own.minutes(), 20);
}

#[test]
fn a_settings_file_that_names_a_screen_beyond_the_menu_is_read_without_it() {
    // Found while writing the fuzz targets: `audience_screen:
    // Some(18446744073709551615)` made the console's menu overflow when it
    // named the screen.
    let (settings, problem) = sre_sim::app::read_settings(
        Some("(audience_window: true, audience_screen: Some(18446744073709551615))"),
        None,
    );
    assert!(problem.is_none());
    let mut app = SreSimApp::new(settings);
    assert_eq!(app.settings.audience_screen, None);
    app.settings.presenter = true;
    app.open_run(
        "talk",
        sre_sim::run::example_runs()
            .into_iter()
            .next()
            .expect("an example run")
            .1,
        None,
    );
    app.handle_present(sre_sim::app::PresentCommand::Start);
    let mut h = harness(app, LAPTOP);
    h.run_steps(4);
    assert!(
        h.state().nav.presentation().is_some(),
        "the console is drawn"
    );
}
