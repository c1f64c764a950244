//! The architecture tab holds up in the window: its summary says what each
//! figure is, nothing runs past the right edge at the usual laptop sizes in
//! any language, the load sweep's two measures have a plot each, and every
//! chart's bounds come from its data with the legend outside the data.

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use egui_plot::PlotMemory;
use sre_sim::app::{SreSimApp, Tab};
use sre_sim::i18n::{I18n, Language};
use sre_sim::model::arch::ArchRun;

use crate::common::window::harness_settled;

/// The window sizes the tab must fit: a common laptop and a small one.
const SIZES: [egui::Vec2; 2] = [egui::vec2(1280.0, 800.0), egui::vec2(1366.0, 768.0)];

/// The tab after the default path's run, which fails under its retries.
fn failing_run(language: Language) -> SreSimApp {
    let mut app = SreSimApp::default();
    app.set_language(language);
    app.nav.tab = Tab::Arch;
    app.arch.run();
    app
}

/// The tab at its fullest: a failing run, the fix applied (so a before run
/// is shown too) and the load sweep.
fn full_tab(size: egui::Vec2, language: Language) -> Harness<'static, SreSimApp> {
    let mut app = failing_run(language);
    app.arch.propose_fix();
    app.arch.apply_fix();
    app.arch.sweep();
    assert!(app.arch.before.is_some(), "the fix was applied");
    harness_settled(app, size)
}

/// What a node says: a label's text is its value in AccessKit, other
/// widgets' their label.
fn text(node: &egui_kittest::Node<'_>) -> String {
    let node = node.accesskit_node();
    node.label().or_else(|| node.value()).unwrap_or_default()
}

#[test]
fn the_summary_says_which_figure_is_a_mean_and_which_a_peak() {
    let h = harness_settled(failing_run(Language::En), SIZES[0]);
    let run = h.state().arch.run.clone().expect("a run");
    let i18n = I18n::new(Language::En);
    assert!(
        run.peak_offered_rps > run.offered_rps,
        "retries make the peak step differ from the mean"
    );
    h.get_by_label(&format!(
        "Offered load, mean over the run {}",
        i18n.fmt_arch_rps(run.offered_rps)
    ));
    h.get_by_label(&format!(
        "Offered load, peak step {}",
        i18n.fmt_arch_rps(run.peak_offered_rps)
    ));
    // Grouped, as the page's settings write milliseconds (`3 774 ms`).
    h.get_by_label(&format!(
        "Latency, mean over the run {} ms",
        i18n.fmt_grouped(run.mean_latency_ms, 0)
    ));
    h.get_by_label_contains("Latency, peak step");
    h.get_by_label(&format!(
        "Failing requests, share of the run {}",
        i18n.fmt_percent(run.failing_share, 1)
    ));
    h.get_by_label_contains("Failing requests, worst step");
    assert!(
        h.query_by_label(&format!(
            "Offered load {}",
            i18n.fmt_arch_rps(run.offered_rps)
        ))
        .is_none(),
        "no unlabelled mean is left"
    );

    for (language, mean, peak) in [
        (
            Language::Fr,
            "moyenne sur la simulation",
            "maximum d’un pas",
        ),
        (Language::Gl, "media da simulación", "máximo dun paso"),
    ] {
        let h = harness_settled(failing_run(language), SIZES[0]);
        let i18n = I18n::new(language);
        let mean_rps = i18n.fmt_arch_rps(run.offered_rps);
        let peak_rps = i18n.fmt_arch_rps(run.peak_offered_rps);
        let offered_mean = text(&h.get_by_label_contains(&mean_rps));
        let offered_peak = text(&h.get_by_label_contains(&peak_rps));
        assert!(offered_mean.contains(mean), "{offered_mean}");
        assert!(offered_peak.contains(peak), "{offered_peak}");
    }
}

/// Beyond the seed at its fullest: the metastable example with every
/// remedy on (each one's parameters shown under it), its fix's list of
/// other changes, and the sweep with a remedy's goodput beside it.
fn beyond_the_seed(size: egui::Vec2, language: Language) -> Harness<'static, SreSimApp> {
    let mut app = SreSimApp::default();
    app.set_language(language);
    app.nav.tab = Tab::Arch;
    for assignment in ["db.connections=10", "db.slow_factor=3", "app.slow_factor=2"] {
        app.arch
            .config
            .apply_assignment(assignment)
            .expect("a valid assignment");
    }
    app.arch.propose_fix();
    assert!(!app.arch.also.is_empty(), "other changes listed");
    for remedy in sre_sim::model::arch::Remedy::ALL {
        app.arch.set(remedy.switch(), 1.0);
    }
    app.arch.run();
    app.arch.propose_fix();
    app.arch
        .set_sweep_remedy(Some(sre_sim::model::arch::Remedy::Throttle));
    app.arch.sweep();
    assert!(app.arch.sweep_with.is_some());
    harness_settled(app, size)
}

/// The tab with a fix proposed but not applied yet, the load swept.
fn fix_proposed(size: egui::Vec2, language: Language) -> Harness<'static, SreSimApp> {
    let mut app = failing_run(language);
    app.arch.propose_fix();
    app.arch.sweep();
    harness_settled(app, size)
}

/// The tab fitted these sizes before the summary grew too; this keeps it so.
#[test]
fn nothing_runs_past_the_right_edge() {
    for size in SIZES {
        for language in Language::ALL {
            // One harness at a time (each holds a whole app).
            let makers: [fn(egui::Vec2, Language) -> Harness<'static, SreSimApp>; 3] =
                [full_tab, fix_proposed, beyond_the_seed];
            for make in makers {
                right_edge_holds(&make(size, language), size, language);
            }
        }
    }
}

fn right_edge_holds(h: &Harness<'_, SreSimApp>, size: egui::Vec2, language: Language) {
    // The whole tab was laid out, down to the step table.
    h.get_by_label(&I18n::new(language).tr("arch-steps-title"));
    let right = h.ctx.content_rect().right();
    let past: Vec<String> = h
        .root()
        .children_recursive()
        .filter(|node| node.accesskit_node().bounding_box().is_some())
        .filter(|node| node.rect().right() > right + 0.5)
        .map(|node| {
            format!(
                "{:?} {:?} ends at {:.0}",
                node.accesskit_node().role(),
                text(&node),
                node.rect().right()
            )
        })
        .collect();
    assert!(
        past.is_empty(),
        "{} at {size:?}, right edge {right}: {past:#?}",
        language.code()
    );
}

/// A plot's memory by its id.
fn plot(h: &Harness<'_, SreSimApp>, id: &str) -> PlotMemory {
    PlotMemory::load(&h.ctx, egui::Id::unique(id)).unwrap_or_else(|| panic!("no plot {id}"))
}

/// The plot's bounds hold every point, and come from the points (with zero
/// as the baseline) plus `egui_plot`'s 5 % margin, nothing more.
fn bounds_fit(memory: &PlotMemory, id: &str, points: &[[f64; 2]]) {
    assert!(!points.is_empty(), "{id} has data");
    let bounds = memory.bounds();
    let (min, max) = (bounds.min(), bounds.max());
    let lowest = |axis: usize| points.iter().map(|p| p[axis]).fold(f64::INFINITY, f64::min);
    let highest = |axis: usize| {
        points
            .iter()
            .map(|p| p[axis])
            .fold(f64::NEG_INFINITY, f64::max)
    };
    for axis in 0..2 {
        let (low, high) = (lowest(axis), highest(axis));
        let low = if axis == 1 { low.min(0.0) } else { low };
        let span = (high - low).max(1e-9);
        assert!(
            min[axis] <= low && max[axis] >= high,
            "{id} axis {axis}: bounds {:?}..{:?} miss the data {low}..{high}",
            min[axis],
            max[axis]
        );
        assert!(
            max[axis] <= high + 0.1 * span && min[axis] >= low - 0.1 * span,
            "{id} axis {axis}: bounds {:?}..{:?} grew past the data {low}..{high}",
            min[axis],
            max[axis]
        );
    }
}

fn run_series(run: &ArchRun, value: impl Fn(&sre_sim::model::arch::Step) -> f64) -> Vec<[f64; 2]> {
    run.steps.iter().map(|s| [s.t_secs, value(s)]).collect()
}

#[test]
fn the_sweep_plots_latency_and_failing_share_apart() {
    let mut h = full_tab(SIZES[0], Language::En);
    // A few more frames: bounds settle once the axes have their widths.
    h.run_steps(3);
    let sweep = h.state().arch.sweep.clone().expect("swept");
    let latency: Vec<[f64; 2]> = sweep
        .points
        .iter()
        .map(|p| [p.offered_rps, p.mean_latency_ms])
        .collect();
    let failing: Vec<[f64; 2]> = sweep
        .points
        .iter()
        .map(|p| [p.offered_rps, p.failing_share * 100.0])
        .collect();
    let latency_plot = plot(&h, "arch-chart-sweep-latency");
    let failing_plot = plot(&h, "arch-chart-sweep-failing");
    bounds_fit(&latency_plot, "arch-chart-sweep-latency", &latency);
    bounds_fit(&failing_plot, "arch-chart-sweep-failing", &failing);
    assert!(
        !latency_plot
            .transform()
            .frame()
            .intersects(*failing_plot.transform().frame()),
        "two plots, not one"
    );
}

#[test]
fn the_run_charts_bounds_come_from_their_data() {
    let mut h = full_tab(SIZES[0], Language::En);
    h.run_steps(3);
    let arch = h.state().arch.clone();
    let run = arch.run.expect("a run");
    let before = arch.before.expect("a before run");
    let both = |value: fn(&sre_sim::model::arch::Step) -> f64| {
        let mut points = run_series(&run, value);
        points.extend(run_series(&before, value));
        points
    };
    bounds_fit(
        &plot(&h, "arch-chart-offered"),
        "arch-chart-offered",
        &both(|s| s.offered_rps),
    );
    bounds_fit(
        &plot(&h, "arch-chart-latency"),
        "arch-chart-latency",
        &both(|s| s.latency_ms),
    );
    bounds_fit(
        &plot(&h, "arch-chart-failing"),
        "arch-chart-failing",
        &both(|s| s.failing_share * 100.0),
    );
    // After the fix nothing waits; the failing run's backlogs are the test.
    let mut h = harness_settled(failing_run(Language::En), SIZES[0]);
    h.run_steps(3);
    let run = h.state().arch.run.clone().expect("a run");
    let backlog: Vec<[f64; 2]> = run
        .steps
        .iter()
        .flat_map(|s| {
            s.backlog_requests
                .iter()
                .filter(|(stage, _)| run.config.is_on(*stage))
                .map(|(_, b)| [s.t_secs, b])
                .collect::<Vec<_>>()
        })
        .collect();
    bounds_fit(
        &plot(&h, "arch-chart-backlog"),
        "arch-chart-backlog",
        &backlog,
    );
}

#[test]
fn no_legend_or_label_sits_on_a_plot() {
    let h = full_tab(SIZES[0], Language::En);
    let frames: Vec<(&str, Rect)> = [
        "arch-chart-offered",
        "arch-chart-latency",
        "arch-chart-failing",
        "arch-chart-backlog",
        "arch-chart-sweep-latency",
        "arch-chart-sweep-failing",
    ]
    .into_iter()
    .map(|id| (id, *plot(&h, id).transform().frame()))
    .collect();
    for node in h.root().children_recursive() {
        let label = text(&node);
        if label.is_empty() || node.accesskit_node().bounding_box().is_none() {
            continue;
        }
        let rect = node.rect();
        for (id, frame) in &frames {
            assert!(
                !frame.shrink(1.0).intersects(rect),
                "{label:?} ({:?}) covers the data of {id}",
                node.accesskit_node().role()
            );
        }
    }
}

/// The rejected requests' arrow under the queue's box, and its label, stay
/// inside the drawing: they ran into the summary line under it.
#[test]
fn what_the_queue_rejects_is_labelled_above_the_summary() {
    use sre_sim::model::arch::{STEP_COUNT, Setting};
    let lesson = sre_sim::lesson::builtin::builtin_lesson("queues-and-timeouts").expect("built in");
    for size in SIZES {
        let mut app = SreSimApp::default();
        app.nav.tab = Tab::Arch;
        app.arch.config = *lesson.arch_config().expect("on the path");
        app.arch
            .config
            .set(Setting::QueueBuffer, 93.0)
            .expect("a buffer of 93");
        app.arch.run();
        app.arch.playback.scrub(STEP_COUNT);
        let h = harness_settled(app, size);
        // The replay bar above the drawing and the summary line under it
        // both say the time: the lower one.
        let summary = h
            .query_all_by_label_contains("t = 10.00 s")
            .map(|n| n.rect().top())
            .fold(f32::MIN, f32::max);
        assert!(summary > 200.0, "the summary line under the drawing");
        let mut shapes: Vec<&egui::Shape> = h.output().shapes.iter().map(|c| &c.shape).collect();
        let mut labels = 0;
        while let Some(shape) = shapes.pop() {
            match shape {
                egui::Shape::Text(text)
                    if text
                        .galley
                        .text()
                        .strip_prefix("✖ ")
                        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit())) =>
                {
                    labels += 1;
                    let bottom = text.visual_bounding_rect().bottom();
                    assert!(
                        bottom <= summary,
                        "{size:?}: {:?} ends at {bottom}, the summary starts at {summary}",
                        text.galley.text()
                    );
                }
                egui::Shape::Vec(inner) => shapes.extend(inner.iter()),
                _ => {}
            }
        }
        assert_eq!(labels, 1, "{size:?}: the queue's rejections labelled once");
    }
}
