//! A phone's screen (390 × 844 points): the lesson's panel goes below the
//! tab, on the whole width, and the on-call tab shows its controls and its
//! numbers and charts in turn, so that nothing a learner needs is covered.

use egui_kittest::kittest::Queryable as _;
use sre_sim::app::SreSimApp;

use crate::common::window::harness;

const PHONE: egui::Vec2 = egui::vec2(390.0, 844.0);

#[test]
fn on_a_phone_the_lesson_sits_below_the_numbers_and_the_controls_take_turns() {
    let mut app = SreSimApp::default();
    app.open_link("https://sre-sim.example.org/?lesson=utilization");
    let mut h = harness(app, PHONE);
    for _ in 0..4 {
        h.step();
    }
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, PHONE);
    // The lesson's question and its button, on the screen.
    let guess = h.get_by_label("Guess and play").rect();
    assert!(screen.contains_rect(guess), "{guess:?}");
    // The numbers above it, not under it: the lesson is below the tab.
    let utilization = h.get_by_label("Fleet utilization").rect();
    assert!(
        utilization.bottom() < guess.top(),
        "{utilization:?} above {guess:?}"
    );
    assert!(screen.contains_rect(utilization), "{utilization:?}");
    // No side panel squeezes the numbers: the controls wait their turn.
    assert!(h.query_all_by_label("Minimum instances").next().is_none());
    h.get_by_label("Controls").click();
    for _ in 0..3 {
        h.step();
    }
    let floor = h
        .query_all_by_label("Minimum instances")
        .next()
        .expect("the floor's control")
        .rect();
    assert!(screen.contains_rect(floor), "{floor:?}");
    assert!(h.query_by_label("Fleet utilization").is_none());
    // And back.
    h.get_by_label("Numbers and charts").click();
    for _ in 0..3 {
        h.step();
    }
    assert!(h.query_by_label("Fleet utilization").is_some());
}

#[test]
fn on_a_laptop_the_lesson_is_beside_the_tab_and_the_controls_stay() {
    let mut app = SreSimApp::default();
    app.open_link("https://sre-sim.example.org/?lesson=utilization");
    let mut h = harness(app, crate::common::window::LAPTOP);
    for _ in 0..4 {
        h.step();
    }
    let guess = h.get_by_label("Guess and play").rect();
    let utilization = h.get_by_label("Fleet utilization").rect();
    assert!(
        guess.left() > utilization.right(),
        "beside: {guess:?} {utilization:?}"
    );
    assert!(h.query_all_by_label("Minimum instances").next().is_some());
    assert!(h.query_by_label("Numbers and charts").is_none());
}
