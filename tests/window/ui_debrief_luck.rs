//! "Was it luck?" drawn honestly, and the debrief tab fitting the window.
//!
//! The plots are read back from `egui_plot`'s memory: each measure's value
//! axis must show how big a difference is (it starts at zero, or at least
//! spans a tenth of the values) and hold every world of every response. The
//! whole tab, in every language, at the two smallest laptop sizes, with and
//! without presenter mode's larger scale, must keep every widget inside the
//! window's width (it scrolls vertically only).

use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use egui_plot::PlotMemory;
use sre_sim::app::debrief::LuckState;
use sre_sim::app::{SreSimApp, Tab};
use sre_sim::debrief::{Ensemble, Measure, ResponseKind};
use sre_sim::i18n::Language;
use sre_sim::model::oncall::{Command, Scenario};
use sre_sim::ui::debrief::luck_plot_id;

use crate::common::window::{harness_scaled, harness_settled};

/// The window sizes of small laptops, in pixels.
const SIZES: [egui::Vec2; 2] = [egui::vec2(1280.0, 800.0), egui::vec2(1366.0, 768.0)];

/// UI scales: none, and presenter mode's (or a 150 % display's).
const SCALES: [f32; 2] = [1.0, 1.5];

/// The bad deploy played to its end, rolling back at minute 28 or never,
/// and debriefed, on the debrief tab.
fn played_bad_deploy(rollback: bool) -> SreSimApp {
    let mut app = SreSimApp::default();
    app.persist = false;
    app.oncall.scenario = Scenario::BadDeploy.into();
    app.oncall.restart();
    while !app.oncall.finished() {
        if rollback && app.oncall.sim().minute() == 28 {
            app.oncall.command(Command::Rollback);
        }
        app.oncall.step();
    }
    app.debrief.make(&app.oncall);
    app.nav.tab = Tab::Debrief;
    app
}

/// Runs the app's "was it luck?" ensemble to its end, as the button does.
fn run_ensemble(app: &mut SreSimApp) -> Ensemble {
    app.debrief.start_luck(&app.oncall);
    let started = Instant::now();
    while app.debrief.poll() {
        assert!(
            started.elapsed() < Duration::from_mins(3),
            "the ensemble should finish"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let Some(LuckState::Done(ensemble)) = &app.debrief.luck else {
        panic!("the ensemble did not finish: {:?}", app.debrief.luck);
    };
    (**ensemble).clone()
}

/// The window around `app`, `size` pixels at `scale` pixels per point, a
/// few frames in (grids size themselves on their first frame).
fn window(app: SreSimApp, size: egui::Vec2, scale: f32) -> Harness<'static, SreSimApp> {
    let mut h = harness_scaled(app, size, scale);
    h.run_steps(4);
    h
}

#[test]
fn each_luck_plot_shows_how_big_the_differences_are_and_every_world() {
    for rollback in [true, false] {
        let mut app = played_bad_deploy(rollback);
        let ensemble = run_ensemble(&mut app);
        let h = window(app, SIZES[0], 1.0);
        for measure in Measure::ALL {
            let memory = PlotMemory::load(&h.ctx, luck_plot_id(measure))
                .unwrap_or_else(|| panic!("no plot of {measure:?}"));
            let bounds = memory.bounds();
            let (low, high) = (bounds.min()[1], bounds.max()[1]);
            let values: Vec<f64> = ResponseKind::ALL
                .iter()
                .flat_map(|&kind| ensemble.response(kind).values(measure))
                .chain([measure.of(&ensemble.run)])
                .collect();
            let largest = values.iter().fold(0.0_f64, |m, v| m.max(v.abs()));
            let context = format!(
                "{measure:?} (rollback {rollback}): value axis {low}..{high}, values up to {largest}"
            );
            assert!(
                (low <= 0.0 && high >= 0.0) || high - low >= 0.1 * largest,
                "the axis magnifies noise: {context}"
            );
            for value in values {
                assert!(
                    (low..=high).contains(&value),
                    "{value} is off the axis: {context}"
                );
            }
            let (left, right) = (bounds.min()[0], bounds.max()[0]);
            assert!(
                left < 0.0 && right > (ResponseKind::ALL.len() - 1) as f64,
                "every response has its place on the other axis: {context}, {left}..{right}"
            );
        }
        // The numbers are printed beside each plot, not only drawn.
        assert_eq!(h.query_all_by_label("Median").count(), Measure::ALL.len());
    }
}

#[test]
fn the_debrief_fits_the_window_width_in_every_language() {
    let mut app = played_bad_deploy(false);
    let ensemble = run_ensemble(&mut app);
    for (size, scale) in SIZES
        .into_iter()
        .flat_map(|size| SCALES.map(|scale| (size, scale)))
    {
        for language in Language::ALL {
            let mut app = played_bad_deploy(false);
            let Some((debrief, _)) = &app.debrief.debrief else {
                panic!("no debrief: {:?}", app.debrief.status);
            };
            assert!(!debrief.to_try.is_empty(), "something to try next");
            app.debrief.luck = Some(LuckState::Done(Box::new(ensemble.clone())));
            app.set_language(language);
            let h = window(app, size, scale);
            // Node rectangles are in points, as is the window's width.
            let right_edge = size.x / scale;
            let mut outside = Vec::new();
            let mut nodes = 0;
            for node in h.root().children_recursive() {
                let accesskit = node.accesskit_node();
                if accesskit.bounding_box().is_none() {
                    continue;
                }
                nodes += 1;
                let rect = node.rect();
                if rect.max.x > right_edge + 1.0 {
                    outside.push(format!(
                        "{:?} {:?} ends at x = {}",
                        accesskit.role(),
                        accesskit
                            .label()
                            .or_else(|| accesskit.value())
                            .unwrap_or_default(),
                        rect.max.x
                    ));
                }
            }
            assert!(nodes > 50, "the debrief is drawn ({nodes} nodes)");
            assert!(
                outside.is_empty(),
                "{language:?} at {size:?} pixels, scale {scale}: past the right edge ({right_edge} points):\n{}",
                outside.join("\n")
            );
        }
    }
}

/// A run without noise plays the same in every world: the tab says luck
/// played no part, rather than ranking it against identical worlds.
#[test]
fn without_noise_the_tab_says_luck_played_no_part() {
    let mut app = SreSimApp::default();
    app.persist = false;
    app.oncall.scenario = Scenario::BadDeploy.into();
    app.oncall.noise = false;
    app.oncall.restart();
    while !app.oncall.finished() {
        app.oncall.step();
    }
    app.debrief.make(&app.oncall);
    app.nav.tab = Tab::Debrief;
    run_ensemble(&mut app);
    let h = harness_settled(app, SIZES[0]);
    assert!(
        h.query_all_by_label_contains("luck played no part in it")
            .count()
            >= 1,
        "said for the measures all worlds share"
    );
    assert!(h.query_by_label_contains("better than 50 %").is_none());
}
