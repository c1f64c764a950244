//! The long work run as in a browser: in slices of each frame, not on a
//! thread (`Runner::Slices`, what a page without threads does). The check,
//! "was it luck?" and the fix search show their progress over several
//! frames, end with the same result as on a thread, bit for bit, and stop
//! when closed, cancelled or made stale.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::check::CheckState;
use sre_sim::app::debrief::LuckState;
use sre_sim::app::{AppCommand, ArchCommand, SreSimApp, Tab};
use sre_sim::debrief::EnsembleJob;
use sre_sim::model::arch::{ArchConfig, Setting, find_fix};
use sre_sim::model::oncall::second_opinion::{self, CHECK_REQUESTS};
use sre_sim::model::oncall::{Command, Scenario};
use sre_sim::platform::Runner;

use crate::common::window::{LAPTOP, harness, send};

/// Frames at most before a job must have ended.
const MOST_FRAMES: usize = 20_000;

/// The app running its long work in slices, the bad deploy played
/// `minutes` minutes (rolling back at 28), on the on-call tab.
fn sliced_app(minutes: u32) -> SreSimApp {
    let mut app = SreSimApp::default();
    app.persist = false;
    app.runner = Runner::Slices;
    app.oncall.scenario = Scenario::BadDeploy.into();
    app.oncall.restart();
    while app.oncall.sim().minute() < minutes {
        if app.oncall.sim().minute() == 28 {
            app.oncall.command(Command::Rollback);
        }
        app.oncall.step();
    }
    app.nav.close_start_page();
    app.nav.tab = Tab::Oncall;
    app
}

/// Steps frames while `running` says so; the frames it took.
fn frames_while(
    h: &mut Harness<'_, SreSimApp>,
    mut running: impl FnMut(&Harness<'_, SreSimApp>) -> bool,
) -> usize {
    let mut frames = 0;
    while running(h) {
        assert!(frames < MOST_FRAMES, "the job never ended");
        h.step();
        frames += 1;
    }
    frames
}

fn check_running(h: &Harness<'_, SreSimApp>) -> bool {
    matches!(
        h.state().check.as_ref().map(|c| &c.state),
        Some(CheckState::Running(_))
    )
}

#[test]
fn the_check_in_slices_shows_its_progress_and_gives_the_threads_result() {
    let mut h = harness(sliced_app(40), LAPTOP);
    h.step();
    h.get_by_label("Check this minute by simulation").click();
    h.step();
    assert!(check_running(&h), "it runs over the next frames");
    // (A new window is drawn from its second frame.)
    h.step();
    h.step();
    assert!(check_running(&h), "still running");
    // The progress as on the desktop: the requests so far, of how many.
    h.get_by_label_contains("Simulating…");
    let frames = frames_while(&mut h, check_running);
    assert!(frames >= 3, "a million requests in {frames} frames");
    let app = h.state();
    let check = app.check.as_ref().expect("still open");
    let CheckState::Done(result) = &check.state else {
        panic!("no result: {:?}", check.state);
    };
    let expected =
        second_opinion::run_check(&check.row.out, CHECK_REQUESTS, check.seed, |_, _| true)
            .expect("a queue")
            .expect("not stopped");
    assert_eq!(**result, expected);
}

#[test]
fn closing_the_check_in_slices_drops_it() {
    let mut h = harness(sliced_app(40), LAPTOP);
    h.step();
    send(&mut h, AppCommand::CheckMinute);
    h.step();
    assert!(check_running(&h));
    send(&mut h, AppCommand::CloseCheck);
    assert!(h.state().check.is_none());
    h.step();
    assert!(h.query_by_label_contains("Simulating…").is_none());
}

#[test]
fn was_it_luck_in_slices_counts_its_seeds_and_gives_the_threads_ensemble() {
    let mut app = sliced_app(60);
    app.debrief.make(&app.oncall);
    app.nav.tab = Tab::Debrief;
    let threaded = EnsembleJob::start_on(
        Runner::Thread,
        app.oncall.sim().spec().clone(),
        app.oncall.sim().timeline().to_vec(),
        app.oncall.sim().minute(),
        sre_sim::app::debrief::ENSEMBLE_SEEDS,
    )
    .wait()
    .expect("replays");
    let mut h = harness(app, LAPTOP);
    h.step();
    h.get_by_label("Replay on 200 other seeds").click();
    h.step();
    h.step();
    h.get_by_label_contains("of 200 seeds");
    let luck_running =
        |h: &Harness<'_, SreSimApp>| matches!(h.state().debrief.luck, Some(LuckState::Running(_)));
    let frames = frames_while(&mut h, luck_running);
    assert!(frames >= 2, "200 seeds in {frames} frames");
    let Some(LuckState::Done(ensemble)) = &h.state().debrief.luck else {
        panic!("not done: {:?}", h.state().debrief.luck);
    };
    assert_eq!(**ensemble, threaded);
}

#[test]
fn was_it_luck_in_slices_stops_when_cancelled() {
    let mut app = sliced_app(60);
    app.debrief.make(&app.oncall);
    app.nav.tab = Tab::Debrief;
    let mut h = harness(app, LAPTOP);
    h.step();
    h.get_by_label("Replay on 200 other seeds").click();
    h.step();
    h.step();
    h.get_by_label("Cancel").click();
    h.step();
    h.step();
    assert!(
        matches!(h.state().debrief.luck, Some(LuckState::Cancelled)),
        "{:?}",
        h.state().debrief.luck
    );
    h.get_by_label("Cancelled.");
}

/// The metastable path with a trigger: the fix search lists every
/// setting's smallest passing change, the longest kind of search.
fn triggered() -> ArchConfig {
    let mut config = ArchConfig::default();
    for assignment in ["db.connections=10", "db.slow_factor=3"] {
        config.apply_assignment(assignment).expect("valid");
    }
    config
}

/// The longest search found: a database 100 times slower for the whole
/// run, every tier and every remedy on, and no single change that passes,
/// so every candidate of every setting is tried (thousands of runs).
fn hopeless() -> ArchConfig {
    let mut config = ArchConfig::default();
    for assignment in [
        "db.slow_factor=100",
        "db.slow_from_s=0",
        "db.slow_to_s=10",
        "cache.on=on",
        "queue.on=on",
        "budget.on=on",
        "backoff.on=on",
        "breaker.on=on",
        "deadline.on=on",
        "throttle.on=on",
    ] {
        config.apply_assignment(assignment).expect("valid");
    }
    config
}

fn arch_window(config: ArchConfig) -> Harness<'static, SreSimApp> {
    let mut app = SreSimApp::default();
    app.persist = false;
    app.runner = Runner::Slices;
    app.nav.close_start_page();
    app.nav.tab = Tab::Arch;
    app.arch.config = config;
    let mut h = harness(app, LAPTOP);
    h.step();
    h
}

#[test]
fn the_fix_search_in_slices_answers_as_at_once() {
    let mut h = arch_window(triggered());
    h.get_by_label("Find a fix").click();
    h.step();
    assert!(
        h.state().arch.fixing.is_some(),
        "it searches over the next frames"
    );
    frames_while(&mut h, |h| h.state().arch.fixing.is_some());
    let mut at_once = SreSimApp::default();
    at_once.arch.config = triggered();
    at_once.arch.propose_fix();
    let arch = &h.state().arch;
    assert_eq!(arch.proposal, at_once.arch.proposal);
    assert_eq!(arch.also, at_once.arch.also);
    assert!(!arch.also.is_empty(), "a trigger lists the others");
    assert!(matches!(
        find_fix(&triggered()),
        Ok(sre_sim::model::arch::FixOutcome::Found { .. })
    ));
}

#[test]
fn the_longest_fix_search_in_slices_says_how_far_it_is() {
    let mut h = arch_window(hopeless());
    h.get_by_label("Find a fix").click();
    h.step();
    h.step();
    h.get_by_label_contains("Searching for the smallest fix… changes tried: ");
    let frames = frames_while(&mut h, |h| h.state().arch.fixing.is_some());
    assert!(frames >= 3, "searched in {frames} frames");
    h.step();
    h.get_by_label_contains("No single change passes with headroom");
    assert!(h.query_by_label_contains("Searching").is_none());
}

#[test]
fn a_fix_search_in_slices_is_dropped_when_the_path_changes() {
    let mut h = arch_window(hopeless());
    h.state_mut()
        .handle(AppCommand::Arch(ArchCommand::ProposeFix));
    assert!(h.state().arch.fixing.is_some());
    h.state_mut().handle(AppCommand::Arch(ArchCommand::Set(
        Setting::AppReplicas,
        3.0,
    )));
    h.step();
    let arch = &h.state().arch;
    assert!(arch.fixing.is_none(), "the search of the old path stopped");
    assert_eq!(arch.proposal, None, "and said nothing");
}
