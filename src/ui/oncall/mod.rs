//! The on-call tab: scenario and time, the eight controls, the metrics table,
//! the error breakdown and the charts.

pub mod chart_spec;
pub mod check;
pub mod control_spec;
pub mod controls;
pub mod metric_spec;

use egui::{Color32, RichText, Ui};

use crate::app::oncall::OncallSession;
use crate::app::{AppCommand, FileAction, RefAnchor, SreSimApp};
use crate::debrief::{Wording, command_wording};
use crate::i18n::I18n;
use crate::lesson::{Chart, Highlight};
use crate::model::clock_text;
use crate::model::oncall::constants::PAGE_BURN_RATE;
use crate::model::oncall::{EventKind, Metric, MinuteRow, SecondOpinion};
use crate::ui::widgets::charts::{
    Marker, Series, SeriesStyle, marker_line, paint_marker_labels, time_plot,
};
use crate::ui::widgets::{Health, charts, outline, palette};
use chart_spec::{CHART_SPECS, ChartSpec, EXACT_P99_LINE, chart_spec};
use metric_spec::{METRIC_SPECS, metric_spec};

/// The whole on-call tab: the side panel (runs and controls) unless in
/// presenter mode, the replay bar, the ghost, the paging banner, the
/// numbers and the charts.
pub fn tab_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let presenter = app.settings.presenter;
    // On a phone the controls and the charts take turns on the whole width.
    if !presenter && crate::ui::widgets::is_narrow(ui.ctx()) {
        if narrow_pane_ui(ui, &app.i18n) == NarrowPane::Controls {
            egui::CentralPanel::default().show(ui, |ui| side_ui(ui, app, out));
            return;
        }
    } else if !presenter {
        side_panel_ui(ui, app, out);
    }
    let (i18n, session) = (&app.i18n, &app.oncall);
    egui::CentralPanel::default().show(ui, |ui| {
        let row = *session.row();
        super::files::replay_bar_ui(
            ui,
            i18n,
            session,
            app.nav.presentation().is_some(),
            &app.nav,
            out,
        );
        // A chapter's caption over the charts, as subtitles.
        super::present::caption_ui(ui, app, ui.max_rect());
        if let Some(ghost) = &session.ghost {
            ui.horizontal_wrapped(|ui| {
                let label = i18n.labelled(&i18n.tr("files-ghost-label"), &ghost.name);
                ui.label(RichText::new(label).weak());
                if ui.small_button(i18n.tr("files-clear-ghost")).clicked() {
                    out.push(AppCommand::File(FileAction::ClearGhost));
                }
            });
        }
        let mut charts = charts_data(
            i18n,
            session,
            app.settings.show_exact.then(|| app.exact.values()),
            chart_pixels(ui, presenter),
        );
        hide_pending(ui.ctx(), i18n, &mut charts);
        let markers = event_markers(i18n, session);
        egui::ScrollArea::vertical()
            .id_salt("oncall-main")
            .show(ui, |ui| {
                // The chart that explains a page goes beside "why requests
                // are failing", where the eye is when it fires, if there is
                // room; else it stays among the others.
                let beside = if presenter {
                    headline_ui(ui, i18n, &row, session.playing);
                    None
                } else {
                    top_ui(ui, app, &row, (&charts, &markers), out)
                };
                ui.separator();
                // Three rows of charts; in presenter mode they share the
                // height left, else they are 160 points high (and scroll).
                let rest: Vec<&ChartData> =
                    charts.iter().filter(|c| Some(c.chart) != beside).collect();
                if presenter {
                    filling_charts_ui(ui, app, &rest, &markers, true, out);
                } else {
                    charts_ui(
                        ui,
                        app,
                        &rest,
                        &markers,
                        ChartHeight::Plot(160.0),
                        true,
                        out,
                    );
                }
            });
    });
}

/// The top of the tab out of presenter mode: the metrics and "why
/// requests are failing", side by side where both fit (with the burn chart
/// under the latter when there is room: its id is returned), else one
/// above the other.
fn top_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    row: &MinuteRow,
    (charts, markers): (&[ChartData], &[Marker]),
    out: &mut Vec<AppCommand>,
) -> Option<Chart> {
    let i18n = &app.i18n;
    let mut beside = None;
    // The two columns' own widths, as last drawn (in this language and
    // scale): side by side only where both fit, so that nothing runs under
    // a lesson's panel.
    let needed_id = egui::Id::unique("oncall-columns-needed");
    let needed = ui
        .data(|d| d.get_temp::<f32>(needed_id))
        .unwrap_or(SIDE_BY_SIDE_MIN_WIDTH)
        .max(SIDE_BY_SIDE_MIN_WIDTH);
    let side_by_side = ui.available_width() >= needed;
    let choice = (ui.available_width(), side_by_side);
    if side_by_side {
        ui.horizontal_top(|ui| {
            let metrics = width_of(ui, |ui| metrics_and_check_ui(ui, i18n, row, out));
            ui.add_space(COLUMN_GAP);
            ui.vertical(|ui| {
                paging_banner_ui(ui, i18n, row);
                let why = width_of(ui, |ui| breakdown_ui(ui, i18n, row));
                remember_needed(ui, needed_id, metrics + COLUMN_GAP + why, choice);
                let width = right_column_width(ui);
                if width >= BESIDE_MIN_WIDTH
                    && let Some(chart) = charts.iter().find(|c| chart_spec(c.chart).beside_metrics)
                {
                    ui.add_space(8.0);
                    chart_ui(
                        ui,
                        app,
                        chart,
                        markers,
                        (width, ChartHeight::Plot(160.0)),
                        true,
                        out,
                    );
                    beside = Some(chart.chart);
                }
            });
        });
    } else {
        // Too narrow for two columns (a lesson's panel beside the tab, a
        // small window): one above the other.
        let metrics = width_of(ui, |ui| metrics_and_check_ui(ui, i18n, row, out));
        ui.add_space(8.0);
        paging_banner_ui(ui, i18n, row);
        let why = width_of(ui, |ui| breakdown_ui(ui, i18n, row));
        remember_needed(ui, needed_id, metrics + COLUMN_GAP + why, choice);
    }
    beside
}

/// Lays out `add` in a column of its own; returns the width it took.
fn width_of(ui: &mut Ui, add: impl FnOnce(&mut Ui)) -> f32 {
    ui.vertical(add).response.rect.width()
}

/// The space between the metrics and "why requests are failing", points.
const COLUMN_GAP: f32 = 24.0;

/// Keeps the width the two top columns need side by side (plus the scroll
/// bar's room). When it turns the choice this frame made (`viewport`
/// wide, side by side or not), the frame is discarded and laid out again,
/// so that no frame shows them overflowing.
fn remember_needed(ui: &Ui, id: egui::Id, width: f32, (viewport, side_by_side): (f32, bool)) {
    let scroll = &ui.spacing().scroll;
    let width = (width + scroll.bar_width + scroll.bar_outer_margin).ceil();
    ui.data_mut(|d| d.insert_temp(id, width));
    if (viewport >= width.max(SIDE_BY_SIDE_MIN_WIDTH)) != side_by_side {
        ui.ctx()
            .request_discard("the on-call columns' width changed");
    }
}

/// The metrics, and the button that checks the minute by simulation.
fn metrics_and_check_ui(ui: &mut Ui, i18n: &I18n, row: &MinuteRow, out: &mut Vec<AppCommand>) {
    metrics_ui(ui, i18n, row, out);
    // The alerts' line wraps within the metrics' width, so that it never
    // widens their column.
    let width = ui.min_rect().width();
    ui.scope(|ui| {
        ui.set_max_width(width);
        alerts_ui(ui, i18n, row, out);
    });
    if check::check_button(ui, i18n) {
        out.push(AppCommand::CheckMinute);
    }
}

/// The narrowest central area in which the metrics and "why requests are
/// failing" stand side by side, in points.
pub const SIDE_BY_SIDE_MIN_WIDTH: f32 = 680.0;

/// The narrowest room beside the metrics in which the burn chart is drawn
/// there rather than among the others, in points.
pub const BESIDE_MIN_WIDTH: f32 = 360.0;

/// The width left in the column beside the metrics, clear of the scroll bar.
fn right_column_width(ui: &Ui) -> f32 {
    let scroll = &ui.spacing().scroll;
    (ui.available_width() - scroll.bar_width - scroll.bar_outer_margin).floor()
}

/// The on-call side panel: the runs section and the controls (disabled
/// while replaying).
fn side_panel_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    egui::Panel::left("oncall-controls")
        .default_size(340.0)
        .show(ui, |ui| side_ui(ui, app, out));
}

/// What a narrow window shows of the on-call tab: the controls or the
/// numbers and charts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum NarrowPane {
    Controls,
    #[default]
    Charts,
}

/// The switch between the two panes of a narrow window, on a bar of its
/// own; returns the pane shown (kept in egui's memory: a view, not a
/// decision).
fn narrow_pane_ui(ui: &mut Ui, i18n: &I18n) -> NarrowPane {
    let id = egui::Id::unique("oncall-narrow-pane");
    let mut pane: NarrowPane = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    egui::Panel::top("oncall-narrow-switch").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.selectable_value(&mut pane, NarrowPane::Charts, i18n.tr("oncall-pane-charts"));
            ui.selectable_value(&mut pane, NarrowPane::Controls, i18n.tr("oncall-controls"));
        });
    });
    ui.data_mut(|d| d.insert_temp(id, pane));
    pane
}

/// The runs section and the controls, in the side panel or, on a narrow
/// window, on the whole width.
fn side_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    egui::ScrollArea::vertical()
        .id_salt("oncall-side")
        .show(ui, |ui| {
            let runs = egui::CollapsingHeader::new(app.i18n.tr("files-title"))
                .id_salt("runs")
                .show(ui, |ui| super::files::runs_section_ui(ui, app, out));
            // Read the folder afresh the next time the section opens
            // (not while the runs window shows it: the two would read
            // and forget it every frame).
            if runs.body_returned.is_none() && app.saves_listing.is_some() && !app.show_runs {
                out.push(AppCommand::ForgetSaves);
            }
            ui.separator();
            let live = app.oncall.replay.is_none();
            ui.add_enabled_ui(live, |ui| {
                controls::controls_ui(ui, &app.i18n, &app.oncall, &app.scenario_library, out);
            });
            // Notes are not decisions: written during a replay too.
            ui.add_space(4.0);
            controls::notes_ui(ui, &app.i18n, &app.oncall, out);
        });
}

/// One line of the metrics table (its name is its metric's row of
/// [`METRIC_SPECS`](metric_spec::METRIC_SPECS)).
struct MetricLine {
    metric: Metric,
    value: String,
    health: Health,
    anchor: RefAnchor,
}

/// Every line of the metrics table, in order.
fn metrics(i18n: &I18n, row: &MinuteRow) -> Vec<MetricLine> {
    let mut metrics = load_metrics(i18n, row);
    metrics.extend(impact_metrics(i18n, row));
    metrics
}

/// The traffic, the fleet, the cache, the database and the money.
fn load_metrics(i18n: &I18n, row: &MinuteRow) -> Vec<MetricLine> {
    let out = &row.out;
    vec![
        MetricLine {
            metric: Metric::BurnRate1h,
            value: i18n.fmt_burn(row.burn_rate_1h),
            health: Health::above(row.burn_rate_1h, 1.0, PAGE_BURN_RATE),
            anchor: RefAnchor::Slo,
        },
        MetricLine {
            metric: Metric::RequestsPerSec,
            value: i18n.fmt_rps(row.requests_per_sec),
            health: Health::Neutral,
            anchor: RefAnchor::Traffic,
        },
        MetricLine {
            metric: Metric::InstancesServing,
            value: row.instances_serving.to_string(),
            health: Health::Neutral,
            anchor: RefAnchor::Autoscaling,
        },
        MetricLine {
            metric: Metric::InstancesBooting,
            value: row.instances_booting.to_string(),
            health: Health::Neutral,
            anchor: RefAnchor::Autoscaling,
        },
        MetricLine {
            metric: Metric::CacheHitRate,
            value: i18n.fmt_percent(out.cache_hit_rate, 0),
            health: Health::below(out.cache_hit_rate, 0.6, 0.3),
            anchor: RefAnchor::Cache,
        },
        MetricLine {
            metric: Metric::DbUtilization,
            value: i18n.fmt_percent(row.db_utilization(), 0),
            health: Health::above(row.db_utilization(), 0.7, 0.9),
            anchor: RefAnchor::Database,
        },
        MetricLine {
            metric: Metric::TrafficShed,
            value: i18n.fmt_percent(out.traffic_shed, 0),
            health: Health::above(out.traffic_shed, 0.001, 1.0),
            anchor: RefAnchor::Shedding,
        },
        MetricLine {
            metric: Metric::FleetCostPerHour,
            value: i18n.fmt_money_per_hour(row.fleet_cost_per_hour),
            health: Health::Neutral,
            anchor: RefAnchor::Constants,
        },
        MetricLine {
            metric: Metric::CostSoFar,
            value: i18n.fmt_money(row.cost_so_far),
            health: Health::Neutral,
            anchor: RefAnchor::Constants,
        },
    ]
}

/// What the users and the budget feel, the second opinion's exact values
/// beside the seed's.
fn impact_metrics(i18n: &I18n, row: &MinuteRow) -> Vec<MetricLine> {
    let out = &row.out;
    let exact = SecondOpinion::of(out);
    vec![
        MetricLine {
            metric: Metric::CacheAgeSecs,
            value: i18n.fmt_secs(row.cache_age_secs),
            health: Health::Neutral,
            anchor: RefAnchor::Cache,
        },
        MetricLine {
            metric: Metric::BadBuildTraffic,
            value: i18n.fmt_percent(row.bad_build_traffic, 0),
            health: Health::above(row.bad_build_traffic, 0.001, 0.5),
            anchor: RefAnchor::BadBuild,
        },
        MetricLine {
            metric: Metric::RecommendationsAvailable,
            value: i18n.fmt_percent(row.recommendations_available, 0),
            health: Health::below(row.recommendations_available, 0.95, 0.5),
            anchor: RefAnchor::Constants,
        },
        MetricLine {
            metric: Metric::BudgetRemaining,
            value: i18n.fmt_percent(row.budget_remaining, 1),
            health: Health::below(row.budget_remaining, 0.25, 0.05),
            anchor: RefAnchor::Slo,
        },
        MetricLine {
            metric: Metric::P99Secs,
            value: format!("{} s", i18n.fmt_number(out.p99_secs, 2)),
            health: Health::above(out.p99_secs, 0.5, 1.0),
            anchor: RefAnchor::P99,
        },
        MetricLine {
            metric: Metric::P99ExactSecs,
            value: format!("{} s", i18n.fmt_number(exact.p99_secs, 2)),
            health: Health::above(exact.p99_secs, 0.5, 1.0),
            anchor: RefAnchor::ExactP99,
        },
        MetricLine {
            metric: Metric::ErrorRate,
            value: i18n.fmt_percent(out.error_rate, 2),
            health: Health::above(out.error_rate, 0.001, 0.0144),
            anchor: RefAnchor::Timeouts,
        },
        MetricLine {
            metric: Metric::TimeoutRateExact,
            value: i18n.fmt_percent(exact.timeout_rate, 2),
            health: Health::above(exact.timeout_rate, 0.001, 0.0144),
            anchor: RefAnchor::Abandonment,
        },
        MetricLine {
            metric: Metric::Utilization,
            value: i18n.fmt_percent(out.utilization, 0),
            health: Health::above(out.utilization, 0.8, 0.95),
            anchor: RefAnchor::Utilization,
        },
    ]
}

/// The metrics table; hovering a metric's name shows its term's definition,
/// clicking it jumps to its formula.
pub fn metrics_ui(ui: &mut Ui, i18n: &I18n, row: &MinuteRow, out: &mut Vec<AppCommand>) {
    egui::Grid::new("metrics")
        .num_columns(2)
        .striped(true)
        .spacing([24.0, 4.0])
        .show(ui, |ui| {
            for line in metrics(i18n, row) {
                let spec = metric_spec(line.metric);
                let name = spec.name(i18n);
                let live = i18n.tr("ref-live-value");
                let hover = match spec.term {
                    Some(term) => format!("{}\n\n{live}", term.hover_text(i18n)),
                    None => live,
                };
                let label = ui.link(name).on_hover_text(hover);
                if label.clicked() {
                    out.push(AppCommand::ShowRelation(line.anchor));
                }
                // A lesson's pending guess: the value waits for the reveal.
                let value = if outline::hides_metric(ui.ctx(), line.metric) {
                    ui.label(RichText::new("?").monospace().strong())
                        .on_hover_text(i18n.tr("lesson-panel-hidden"))
                } else {
                    ui.label(
                        RichText::new(line.health.tagged(&line.value))
                            .monospace()
                            .color(line.health.color(ui.visuals())),
                    )
                };
                let target = Highlight::Metric(line.metric.into());
                outline::outline(ui.ctx(), &label.union(value), &target);
                ui.end_row();
            }
        });
}

/// The metrics of the alerts beyond the seed, the line under the metrics
/// shows: a pending guess of one of them hides that line.
fn alert_metrics() -> impl Iterator<Item = Metric> {
    METRIC_SPECS
        .iter()
        .filter(|spec| spec.alerts_line)
        .map(|spec| spec.metric)
}

/// Beyond the seed: the Workbook's second page and ticket, one line under
/// the metrics (the seed's table stays as it is); clicking it shows their
/// relation.
pub fn alerts_ui(ui: &mut Ui, i18n: &I18n, row: &MinuteRow, out: &mut Vec<AppCommand>) {
    let (text, health) = if alert_metrics().any(|m| outline::hides_metric(ui.ctx(), m)) {
        (i18n.tr("oncall-alerts-hidden"), Health::Neutral)
    } else {
        let yes = |on: bool| fluent_bundle::FluentValue::from(if on { "yes" } else { "no" });
        let health = if row.paging_6h {
            Health::Bad
        } else if row.ticket {
            Health::Warn
        } else {
            Health::Good
        };
        let burn = |x: f64| fluent_bundle::FluentValue::from(i18n.fmt_burn(x));
        let text = i18n.tr_args(
            "oncall-alerts-line",
            &[
                ("burn30m", burn(row.burn_rate_30m)),
                ("burn6h", burn(row.burn_rate_6h)),
                ("burn3d", burn(row.burn_rate_3d)),
                ("page", yes(row.paging_6h)),
                ("ticket", yes(row.ticket)),
            ],
        );
        (health.tagged(&text), health)
    };
    let link = ui
        .link(
            RichText::new(text)
                .small()
                .color(health.color(ui.visuals())),
        )
        .on_hover_text(i18n.tr("oncall-alerts-hint"));
    if link.clicked() {
        out.push(AppCommand::ShowRelation(RefAnchor::Alerts));
    }
    for metric in alert_metrics() {
        outline::outline(ui.ctx(), &link, &Highlight::Metric(metric.into()));
    }
}

/// Presenter mode's headline: the clock and the three numbers an
/// audience follows, wrapped onto a second line when the window is narrow.
pub fn headline_ui(ui: &mut Ui, i18n: &I18n, row: &MinuteRow, playing: bool) {
    // When the page fires the headline itself turns red and says so: the
    // same height either way, so the charts keep theirs.
    // No margin: the frame adds no height and takes no width of its own
    // (the page's word does take some, on the headline's line).
    let frame = egui::Frame::new().inner_margin(0).corner_radius(4.0);
    let frame = if row.paging {
        frame.fill(ui.visuals().error_fg_color)
    } else {
        frame
    };
    let shown = frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        if row.paging {
            ui.visuals_mut().override_text_color = Some(Color32::WHITE);
        }
        headline_row_ui(ui, i18n, row, playing);
    });
    if row.paging {
        shown
            .response
            .on_hover_text(i18n.tr("oncall-paging-banner"));
    }
}

fn headline_row_ui(ui: &mut Ui, i18n: &I18n, row: &MinuteRow, playing: bool) {
    let state = if playing { "▶" } else { "‖" };
    let clock = format!("{state} {}", clock_text(row.clock_minutes));
    let metrics = [
        (
            Metric::BurnRate1h,
            i18n.fmt_burn(row.burn_rate_1h),
            Health::above(row.burn_rate_1h, 1.0, PAGE_BURN_RATE),
        ),
        (
            Metric::P99Secs,
            format!("{} s", i18n.fmt_number(row.out.p99_secs, 2)),
            Health::above(row.out.p99_secs, 0.5, 1.0),
        ),
        (
            Metric::BudgetRemaining,
            i18n.fmt_percent(row.budget_remaining, 1),
            Health::below(row.budget_remaining, 0.25, 0.05),
        ),
    ]
    .map(|(metric, value, health)| {
        let name = metric_spec(metric).name(i18n);
        // A lesson's pending guess: the room does not see the answer either.
        if outline::hides_metric(ui.ctx(), metric) {
            (format!("{name} ?"), Health::Good)
        } else {
            (format!("{name} {}", health.tagged(&value)), health)
        }
    });
    let paging = row.paging.then(|| i18n.tr("oncall-paging-short"));
    // One line where it can be: the sizes shrink (to half at most, as a
    // 4:3 projector in French needs) until the words fit the width.
    let width_at = |text: &str, font: egui::FontId| {
        ui.painter()
            .layout_no_wrap(text.to_owned(), font, Color32::WHITE)
            .size()
            .x
    };
    // A separator and the spacing either side of it, with room to spare.
    let gap = 4.0 * ui.spacing().item_spacing.x + 12.0;
    let needed = width_at(&clock, egui::FontId::monospace(36.0))
        + metrics
            .iter()
            .map(|(text, _)| width_at(text, egui::FontId::proportional(24.0)) + gap)
            .sum::<f32>()
        + paging
            .as_deref()
            .map_or(0.0, |p| width_at(p, egui::FontId::proportional(24.0)) + gap);
    let fit = (0.97 * ui.available_width() / needed).clamp(0.5, 1.0);
    ui.horizontal_wrapped(|ui| {
        if let Some(paging) = paging {
            ui.label(RichText::new(paging).size(24.0 * fit).strong());
            ui.separator();
        }
        ui.label(RichText::new(clock).monospace().size(36.0 * fit));
        for (text, health) in metrics {
            ui.separator();
            let text = RichText::new(text).size(24.0 * fit).strong();
            // On the page's red, white; the symbols still tell the health.
            let text = if row.paging {
                text
            } else {
                text.color(health.color(ui.visuals()))
            };
            ui.label(text);
        }
    });
}

/// The paging banner, when the burn-rate page fires.
pub fn paging_banner_ui(ui: &mut Ui, i18n: &I18n, row: &MinuteRow) {
    if !row.paging {
        return;
    }
    egui::Frame::new()
        .fill(ui.visuals().error_fg_color)
        .inner_margin(8.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(i18n.tr("oncall-paging-banner"))
                    .strong()
                    .size(18.0)
                    .color(Color32::WHITE),
            );
        });
}

/// Why am I failing? The current error rate split by cause, and the shed.
pub fn breakdown_ui(ui: &mut Ui, i18n: &I18n, row: &MinuteRow) {
    let out = &row.out;
    ui.heading(i18n.tr("oncall-why-failing"));
    let total = out.error_rate.max(1e-12);
    let causes = [
        ("oncall-cause-bad-build", out.bad_build_error_rate),
        ("oncall-cause-timeouts", out.timeout_rate),
        ("oncall-cause-saturation", out.saturation_rate),
    ];
    egui::Grid::new("breakdown")
        .num_columns(3)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            ui.label(RichText::new(i18n.tr("oncall-metric-error-rate")).strong());
            ui.label(
                RichText::new(i18n.fmt_percent(out.error_rate, 2))
                    .monospace()
                    .strong(),
            );
            ui.label("");
            ui.end_row();
            for (id, share) in causes {
                ui.label(i18n.tr(id));
                ui.label(RichText::new(i18n.fmt_percent(share, 2)).monospace());
                let of_errors = if out.error_rate > 0.0 {
                    (share / total).min(1.0)
                } else {
                    0.0
                };
                ui.add(egui::ProgressBar::new(of_errors as f32).desired_width(120.0));
                ui.end_row();
            }
            ui.label(i18n.tr("oncall-cause-shed"));
            ui.label(RichText::new(i18n.fmt_percent(out.traffic_shed, 1)).monospace());
            ui.label("");
            ui.end_row();
        });
}

/// The run's events, decisions and notes up to the current minute, in
/// words, for the chart markers.
pub fn event_markers(i18n: &I18n, session: &OncallSession) -> Vec<Marker> {
    use palette::{BLUE, BLUISH_GREEN, REDDISH_PURPLE, SKY_BLUE, VERMILLION, YELLOW};
    session
        .sim()
        .events()
        .iter()
        .map(|event| {
            let (label, color) = match event.kind {
                EventKind::Deploy => (i18n.tr("oncall-marker-deploy"), VERMILLION),
                EventKind::SurgeStart => (i18n.tr("oncall-marker-surge"), VERMILLION),
                EventKind::CacheFlush => (i18n.tr("oncall-marker-flush"), VERMILLION),
                EventKind::DbCapacity(_) => (i18n.tr("oncall-marker-db-capacity"), VERMILLION),
                EventKind::DbRestored => (i18n.tr("oncall-marker-db-restored"), BLUISH_GREEN),
                EventKind::InstancesLost(_) => {
                    (i18n.tr("oncall-marker-instances-lost"), VERMILLION)
                }
                EventKind::PageStart => (i18n.tr("oncall-marker-page"), VERMILLION),
                EventKind::PageEnd => (i18n.tr("oncall-marker-page-end"), BLUISH_GREEN),
                EventKind::RollbackSwitch => (i18n.tr("oncall-marker-rollback-switch"), BLUE),
                EventKind::WarmUpDone => (i18n.tr("oncall-marker-warm-up-done"), BLUE),
                EventKind::Command(command) => (
                    command_wording(i18n, &command, Wording::Marker),
                    REDDISH_PURPLE,
                ),
            };
            let color = if color == BLUE { SKY_BLUE } else { color };
            Marker {
                label,
                minute: event.minute,
                color,
            }
        })
        .chain(
            session
                .annotations
                .iter()
                .filter(|a| a.minute <= session.sim().minute())
                .map(|a| Marker {
                    label: a.text.clone(),
                    minute: a.minute,
                    color: YELLOW,
                }),
        )
        .collect()
}

/// A lesson's pending guess: the live measure it is about leaves the
/// charts until the reveal (where traffic is flat, its minute-0 point is
/// the answer). A saved run's ghost stays: it is another run.
pub fn hide_pending(ctx: &egui::Context, i18n: &I18n, charts: &mut [ChartData]) {
    for chart in charts {
        let hidden: Vec<String> = chart_spec(chart.chart)
            .every_line()
            .filter(|(_, metric)| metric.is_some_and(|m| outline::hides_metric(ctx, m)))
            .map(|(label, _)| i18n.tr(label))
            .collect();
        chart
            .series
            .retain(|s| s.style == SeriesStyle::Ghost || !hidden.contains(&s.name));
    }
}

/// One chart's live series as data: its lines, then its thresholds
/// spanning the time axis (an alert's drawn as firing while it fires at
/// the latest row).
///
/// Each line keeps at most four points a pixel column of a chart `columns`
/// pixels wide ([`charts::decimated`]).
fn chart_series(
    i18n: &I18n,
    spec: &ChartSpec,
    rows: &[MinuteRow],
    (x, columns): ((f64, f64), usize),
) -> Vec<Series> {
    let (latest, x_end) = (rows.last(), x.1);
    let lines = spec.lines.iter().map(|line| {
        Series::from_rows(
            i18n.tr(line.label),
            rows,
            line.value,
            (line.color, line.style),
            (x, columns),
        )
    });
    let thresholds = spec.thresholds.iter().map(|threshold| {
        let firing = threshold.fires.is_some_and(|f| latest.is_some_and(f));
        Series {
            name: i18n.tr(threshold.label),
            points: vec![[0.0, threshold.value], [x_end, threshold.value]],
            color: threshold.color,
            style: if firing {
                SeriesStyle::Firing
            } else {
                SeriesStyle::Threshold
            },
        }
    });
    lines.chain(thresholds).collect()
}

/// What one chart shows, ready to draw: its series (the ghost's first),
/// and the bounds that come from them.
#[derive(Debug, Clone)]
pub struct ChartData {
    /// The chart.
    pub chart: Chart,
    /// The chart's Fluent id, also its plot id (its row's).
    pub id: &'static str,
    /// Its series, the ghost run's first.
    pub series: Vec<Series>,
    /// The time axis.
    pub x: (f64, f64),
    /// The value axis, from the series alone.
    pub y: (f64, f64),
}

/// The six charts of the session as data, as drawn `columns` pixels wide
/// (at most four points a pixel column, every peak kept; a frame's cost
/// does not grow with the run); with `exact` (the second opinion of each
/// row, in order), the latency chart also draws the exact p99.
pub fn charts_data(
    i18n: &I18n,
    session: &OncallSession,
    exact: Option<&[SecondOpinion]>,
    columns: usize,
) -> Vec<ChartData> {
    let last = session.rows.last().map_or(0, |r| r.minute);
    let ghost_last = session
        .ghost
        .as_ref()
        .and_then(|g| g.rows.last())
        .map_or(0, |r| r.minute);
    let x = charts::x_bounds(last.max(ghost_last));
    CHART_SPECS
        .iter()
        .map(|spec| {
            // The ghost draws every measure the chart has, under the live ones.
            let mut series = Vec::new();
            if let Some(ghost) = &session.ghost {
                for line in spec.lines {
                    series.push(Series::from_rows(
                        i18n.labelled(
                            &format!("{} ({})", ghost.name, i18n.tr("files-ghost-label")),
                            &i18n.tr(line.label),
                        ),
                        &ghost.rows,
                        line.value,
                        (palette::GREY, SeriesStyle::Ghost),
                        (x, columns),
                    ));
                }
            }
            series.extend(chart_series(i18n, spec, &session.rows, (x, columns)));
            if let (Some(exact), true) = (exact, spec.exact_p99) {
                series.push(exact_p99_series(i18n, &session.rows, exact, (x, columns)));
            }
            let y = charts::y_bounds(&series);
            ChartData {
                chart: spec.chart,
                id: spec.id,
                series,
                x,
                y,
            }
        })
        .collect()
}

/// The exact p99 of each row's queue, in milliseconds.
fn exact_p99_series(
    i18n: &I18n,
    rows: &[MinuteRow],
    exact: &[SecondOpinion],
    (x, columns): ((f64, f64), usize),
) -> Series {
    let points = rows
        .iter()
        .zip(exact)
        .map(|(row, e)| [f64::from(row.minute), e.p99_secs * 1000.0]);
    Series {
        name: i18n.tr(EXACT_P99_LINE.label),
        points: charts::decimated(points, rows.len().min(exact.len()), x, columns),
        color: EXACT_P99_LINE.color,
        style: EXACT_P99_LINE.style,
    }
}

/// The charts on one time axis, two to a row when there is room; with
/// `controls`, each with its PNG button (and the exact p99's switch).
pub fn charts_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    charts: &[&ChartData],
    markers: &[Marker],
    height: ChartHeight,
    controls: bool,
    out: &mut Vec<AppCommand>,
) {
    let gap = ui.spacing().item_spacing.x;
    let (available, columns) = chart_columns(ui, app.settings.presenter);
    let width = ((available - gap * (columns as f32 - 1.0)) / columns as f32).floor();
    for pair in charts.chunks(columns) {
        ui.horizontal_top(|ui| {
            for chart in pair {
                chart_ui(ui, app, chart, markers, (width, height), controls, out);
            }
        });
    }
}

/// How many pixel columns wide a chart is drawn here at most: what
/// [`charts_data`] keeps points for.
pub fn chart_pixels(ui: &Ui, presenter: bool) -> usize {
    let (available, columns) = chart_columns(ui, presenter);
    (available / columns as f32 * ui.ctx().pixels_per_point()).ceil() as usize
}

/// The width the charts share (clear of the scroll bar, which floats over
/// the content's right edge) and how many go to a row: two when there is
/// room, which in presenter mode (read from afar, not closely) is 600
/// points, else 900.
pub fn chart_columns(ui: &Ui, presenter: bool) -> (f32, usize) {
    let scroll = &ui.spacing().scroll;
    let available = ui.available_width() - scroll.bar_width - scroll.bar_outer_margin;
    let two_from = if presenter { 600.0 } else { 900.0 };
    (available, if available > two_from { 2 } else { 1 })
}

/// The charts sharing the height left (presenter mode, the audience
/// window), each row an equal share: its title and legend take what they
/// take, its plot the rest.
pub fn filling_charts_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    charts: &[&ChartData],
    markers: &[Marker],
    controls: bool,
    out: &mut Vec<AppCommand>,
) {
    let (_, columns) = chart_columns(ui, true);
    let rows = charts.len().div_ceil(columns).max(1) as f32;
    let gap = ui.spacing().item_spacing.y;
    let height = ChartHeight::Whole((ui.available_height() + gap) / rows - gap);
    charts_ui(ui, app, charts, markers, height, controls, out);
}

/// How tall a chart is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ChartHeight {
    /// The plot's own height, in points.
    Plot(f32),
    /// The whole chart's: the title and the legend take what they take,
    /// the plot (its axes included) the rest, at least [`MIN_PLOT_HEIGHT`].
    Whole(f32),
}

/// The lowest a plot is drawn, in points: room for three numbers on its
/// value axis (in proportion for text scaled down, as on a 4:3 projector).
pub const MIN_PLOT_HEIGHT: f32 = 100.0;

/// One chart: its title, PNG button (and, for the latency, the switch for
/// the exact p99), its legend, the plot with its markers and their labels.
pub fn chart_ui(
    ui: &mut Ui,
    app: &SreSimApp,
    chart: &ChartData,
    markers: &[Marker],
    (width, height): (f32, ChartHeight),
    controls: bool,
    out: &mut Vec<AppCommand>,
) {
    let (i18n, session, presenter) = (&app.i18n, &app.oncall, app.settings.presenter);
    // Lines and dots drawn bold for a room, or a washed-out projector.
    let bold = presenter || app.settings.high_contrast;
    let show_exact = app.settings.show_exact;
    let start = session.sim().setup().start_clock_minutes;
    // The room's copy of a chart (no controls) has ids of its own, and
    // shows no hover: its cursor is the laser dot.
    let salt = |id: egui::Id| if controls { id } else { id.with("audience") };
    let group = salt(egui::Id::unique("oncall-time"));
    ui.vertical(|ui| {
        ui.set_width(width);
        let top = ui.cursor().top();
        let png_clicked = chart_title_ui(ui, i18n, chart, controls, show_exact, out);
        // A room is shown the seed's charts: what is beyond the seed (the
        // Workbook's other alerts) stays on the person's own screen.
        let beyond: Vec<String> = chart_spec(chart.chart)
            .beyond_seed()
            .map(|id| i18n.tr(id))
            .collect();
        let series: Vec<&charts::Series> = chart
            .series
            .iter()
            .filter(|s| !(presenter && beyond.contains(&s.name)))
            .collect();
        charts::legend_sized_ui(ui, &series, presenter);
        let height = match height {
            ChartHeight::Plot(height) => height,
            // Smaller text needs less room for its three numbers.
            ChartHeight::Whole(whole) => {
                (whole - (ui.cursor().top() - top)).max(MIN_PLOT_HEIGHT * app.text_scale().min(1.0))
            }
        };
        let id = salt(egui::Id::unique(chart.id));
        let plot = time_plot(id, group, i18n, start, chart.x, chart.y)
            .show_x(controls)
            .show_y(controls)
            .width(width)
            .height(height)
            .show(ui, |p| {
                // The bounds, every frame, from the data alone.
                p.set_plot_bounds(egui_plot::PlotBounds::from_min_max(
                    [chart.x.0, chart.y.0],
                    [chart.x.1, chart.y.1],
                ));
                for s in &series {
                    p.line(s.line(id, bold));
                    if let Some(dot) = s.latest_point(id, bold) {
                        p.points(dot);
                    }
                }
                for m in markers {
                    p.vline(marker_line(m, bold));
                }
            });
        let target = Highlight::Chart(chart.chart.into());
        outline::outline(ui.ctx(), &plot.response, &target);
        let plot_rect = plot.transform.frame();
        paint_marker_labels(
            ui,
            *plot_rect,
            &plot.transform,
            markers,
            &chart.series,
            presenter,
        );
        if png_clicked {
            out.push(AppCommand::ExportChart {
                id: chart.id,
                rect: plot.response.rect.expand(4.0),
            });
        }
    });
}

/// A chart's title row: its title and, with the controls, its PNG button
/// (and, for the latency, the switch for the exact p99). Whether PNG was
/// clicked.
fn chart_title_ui(
    ui: &mut Ui,
    i18n: &I18n,
    chart: &ChartData,
    controls: bool,
    show_exact: bool,
    out: &mut Vec<AppCommand>,
) -> bool {
    let spec = chart_spec(chart.chart);
    let title = match spec.title_also {
        Some(also) => format!("{} · {}", i18n.tr(spec.id), i18n.tr(also)),
        None => i18n.tr(spec.id),
    };
    ui.horizontal(|ui| {
        ui.label(RichText::new(title).strong());
        if !controls {
            return false;
        }
        let png = ui
            .small_button("PNG")
            .on_hover_text(i18n.tr("oncall-chart-png"))
            .clicked();
        if spec.exact_p99 {
            let mut on = show_exact;
            let toggle = ui
                .checkbox(&mut on, i18n.tr("oncall-chart-show-exact"))
                .on_hover_text(i18n.tr("oncall-chart-show-exact-hint"));
            if toggle.changed() {
                out.push(AppCommand::ShowExact(on));
            }
        }
        png
    })
    .inner
}
