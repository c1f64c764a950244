//! The outline a widget draws around itself when the lesson's step shown
//! is about it, and the fields a pending guess hides: what the lesson says
//! each frame ([`set_highlight`]) and what every panel reads.

use crate::app::{LessonSession, RefAnchor, SreSimApp};
use crate::lesson::Highlight;
use crate::model::oncall::Metric;
use crate::ui::widgets::palette;

/// The model reference's entry of a lesson's name for it.
pub fn reference_anchor(name: &str) -> Option<RefAnchor> {
    Some(match name {
        "traffic" => RefAnchor::Traffic,
        "erlang-c" => RefAnchor::ErlangC,
        "timeouts" => RefAnchor::Timeouts,
        "p99" => RefAnchor::P99,
        "utilization" => RefAnchor::Utilization,
        "cache" => RefAnchor::Cache,
        "database" => RefAnchor::Database,
        "slo" => RefAnchor::Slo,
        "alerts" => RefAnchor::Alerts,
        "autoscaling" => RefAnchor::Autoscaling,
        "shedding" => RefAnchor::Shedding,
        "bad-build" => RefAnchor::BadBuild,
        "constants" => RefAnchor::Constants,
        "exact-p99" => RefAnchor::ExactP99,
        "abandonment" => RefAnchor::Abandonment,
        "request-check" => RefAnchor::RequestCheck,
        _ => return None,
    })
}

/// A lesson's name for a model reference entry.
pub fn reference_name(anchor: RefAnchor) -> Option<&'static str> {
    crate::lesson::REFERENCES
        .into_iter()
        .find(|name| reference_anchor(name) == Some(anchor))
}

fn highlight_id() -> egui::Id {
    egui::Id::unique("lesson-highlight")
}

/// Says, for this frame, what the step shown is about (the widgets read it).
pub fn set_highlight(ctx: &egui::Context, app: &SreSimApp) {
    let highlight = app
        .lesson
        .as_ref()
        .filter(|l| !app.nav.start_page() && !l.recorded)
        .and_then(|l| l.current().highlight.clone().map(|h| (h, l.step)));
    ctx.data_mut(|d| d.insert_temp(highlight_id(), highlight));
    let hidden = app
        .lesson
        .as_ref()
        .map(LessonSession::hidden_fields)
        .unwrap_or_default();
    ctx.data_mut(|d| d.insert_temp(hidden_id(), hidden));
}

fn hidden_id() -> egui::Id {
    egui::Id::unique("lesson-hidden-field")
}

/// The fields a lesson still asks about (see
/// [`LessonSession::hidden_fields`]): their values are hidden until the
/// reveal, so that the learner thinks before looking.
pub fn hidden_fields(ctx: &egui::Context) -> Vec<String> {
    ctx.data(|d| d.get_temp::<Vec<String>>(hidden_id()))
        .unwrap_or_default()
}

/// Does a pending guess hide this field (or its exact twin, which
/// would give it away as well)?
pub fn hides(ctx: &egui::Context, field: &str) -> bool {
    let twin = Metric::from_name(field)
        .and_then(Metric::twin)
        .map(Metric::name);
    hidden_fields(ctx)
        .iter()
        .any(|h| h == field || Some(h.as_str()) == twin)
}

/// Does a pending guess hide this metric (or its exact twin)?
pub fn hides_metric(ctx: &egui::Context, metric: Metric) -> bool {
    hides(ctx, metric.name())
}

/// Outlines the widget when the step shown is about it, and scrolls it
/// into view once per step.
pub fn outline(ctx: &egui::Context, response: &egui::Response, target: &Highlight) {
    let Some((highlight, step)) = ctx
        .data(|d| d.get_temp::<Option<(Highlight, usize)>>(highlight_id()))
        .flatten()
    else {
        return;
    };
    if highlight != *target {
        return;
    }
    let dark = ctx.global_style().visuals.dark_mode;
    let color = palette::on_background(palette::ORANGE, dark);
    // The outline stays inside what holds the widget: where the widget is
    // partly scrolled out of its area, only its visible part is outlined,
    // never over a neighbouring panel (the lesson's own, the top bar).
    let painter = ctx.layer_painter(response.layer_id);
    let painter = if response.interact_rect == response.rect {
        painter
    } else {
        painter.with_clip_rect(response.interact_rect)
    };
    painter.rect_stroke(
        response.rect.expand(3.0),
        4.0,
        egui::Stroke::new(2.5, color),
        egui::StrokeKind::Outside,
    );
    let scrolled = egui::Id::unique("lesson-highlight-scrolled");
    let key = (format!("{highlight:?}"), step);
    if ctx.data(|d| d.get_temp::<(String, usize)>(scrolled)) != Some(key.clone()) {
        response.scroll_to_me(None);
        ctx.data_mut(|d| d.insert_temp(scrolled, key));
    }
}
