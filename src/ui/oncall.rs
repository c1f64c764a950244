//! The on-call tab: scenario and time, the eight controls, the metrics table,
//! the error breakdown and the charts.

use egui::{Color32, RichText, Ui};
use fluent_bundle::FluentValue;

use super::Health;
use super::charts::{add_markers, ghost_line, line, series, threshold, time_plot};
use super::reference::RefAnchor;
use crate::app::oncall::{MAX_SPEED, MIN_SPEED, OncallSession};
use crate::app::{Nav, Tab};
use crate::cli::oncall::clock_text;
use crate::i18n::I18n;
use crate::model::oncall::command::{
    CACHE_TTL_SECS_RANGE, MIN_INSTANCES_RANGE, SHED_SHARE_RANGE, TARGET_UTILIZATION_RANGE,
};
use crate::model::oncall::constants::{PAGE_BURN_RATE, ROLLBACK_MINUTES, TIMEOUT_SECS};
use crate::model::oncall::{Command, EventKind, MinuteRow, Scenario};

/// The scenario's Fluent id suffix.
pub fn scenario_id(scenario: Scenario) -> &'static str {
    scenario.name()
}

/// The left panel: scenario, seed, time and the eight controls.
pub fn controls_ui(ui: &mut Ui, i18n: &I18n, session: &mut OncallSession) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        scenario_ui(ui, i18n, session);
        ui.separator();
        time_ui(ui, i18n, session);
        ui.separator();
        eight_controls_ui(ui, i18n, session);
        if let Some(status) = &session.status {
            ui.separator();
            ui.colored_label(ui.visuals().error_fg_color, status);
        }
    });
}

fn scenario_ui(ui: &mut Ui, i18n: &I18n, session: &mut OncallSession) {
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("oncall-scenario"));
        egui::ComboBox::from_id_salt("scenario")
            .selected_text(i18n.tr(&format!(
                "oncall-scenario-{}",
                scenario_id(session.scenario)
            )))
            .show_ui(ui, |ui| {
                for scenario in Scenario::ALL {
                    let label = i18n.tr(&format!("oncall-scenario-{}", scenario_id(scenario)));
                    if ui
                        .selectable_value(&mut session.scenario, scenario, label)
                        .changed()
                    {
                        session.restart();
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    ui.label(
        RichText::new(i18n.tr(&format!(
            "oncall-briefing-{}",
            scenario_id(session.scenario)
        )))
        .italics(),
    );
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("oncall-seed"));
        let edit = ui
            .add(egui::TextEdit::singleline(&mut session.seed_text).desired_width(90.0))
            .labelled_by(label.id);
        let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(i18n.tr("oncall-restart")).clicked() || entered {
            session.restart();
        }
    });
    if ui
        .checkbox(&mut session.noise, i18n.tr("oncall-noise"))
        .changed()
    {
        session.restart();
    }
}

fn time_ui(ui: &mut Ui, i18n: &I18n, session: &mut OncallSession) {
    ui.horizontal(|ui| {
        let label = if session.playing {
            i18n.tr("oncall-pause")
        } else {
            i18n.tr("oncall-play")
        };
        if ui
            .button(label)
            .on_hover_text(i18n.tr("app-shortcut-play-pause"))
            .clicked()
        {
            session.playing = !session.playing;
        }
        if ui
            .button(i18n.tr("oncall-step"))
            .on_hover_text(i18n.tr("app-shortcut-step"))
            .clicked()
        {
            session.step();
        }
        ui.label(
            RichText::new(clock_text(session.row().clock_minutes))
                .monospace()
                .size(22.0)
                .strong(),
        )
        .on_hover_text(i18n.tr("oncall-clock"));
    });
    ui.horizontal(|ui| {
        let label = ui.label(i18n.tr("oncall-annotation-label"));
        ui.add(egui::TextEdit::singleline(&mut session.annotation_draft).desired_width(120.0))
            .labelled_by(label.id);
        if ui
            .button(i18n.tr("oncall-annotate"))
            .on_hover_text(i18n.tr("app-shortcut-annotate"))
            .clicked()
        {
            session.annotate(i18n);
        }
    });
    ui.add(
        egui::Slider::new(&mut session.minutes_per_sec, MIN_SPEED..=MAX_SPEED)
            .logarithmic(true)
            .suffix(" min/s")
            .text(i18n.tr("oncall-speed")),
    );
}

/// A control's one-line explanation beneath it; hovering shows its key.
fn help(ui: &mut Ui, i18n: &I18n, id: &str) {
    let shortcut = match id {
        "oncall-min-instances" => "app-shortcut-min-instances",
        "oncall-autoscaling" => "app-shortcut-autoscaling",
        "oncall-target-utilization" => "app-shortcut-target",
        "oncall-cache-ttl" => "app-shortcut-ttl",
        "oncall-warm-up" => "app-shortcut-warm-up",
        "oncall-shedding" => "app-shortcut-shed",
        "oncall-heavy-feature" => "app-shortcut-feature",
        _ => "app-shortcut-rollback",
    };
    ui.label(RichText::new(i18n.tr(&format!("{id}-help"))).small().weak())
        .on_hover_text(i18n.tr(shortcut));
    ui.add_space(4.0);
}

/// Applies a slider's value once the person lets go (a drag would otherwise
/// flood the timeline; the same command replays the same way).
fn commit_when_released(
    response: &egui::Response,
    differs: bool,
    session: &mut OncallSession,
    command: Command,
) {
    let released = (response.changed() && !response.dragged()) || response.drag_stopped();
    if released && differs {
        session.command(command);
    }
}

/// A slider bound to a control: it shows the draft value while dragged and
/// sends `command` when released.
fn slider_control<T>(
    ui: &mut Ui,
    session: &mut OncallSession,
    id: &str,
    current: T,
    slider: impl FnOnce(&mut T) -> egui::Slider<'_>,
    command: impl FnOnce(T) -> Command,
) where
    T: Copy + Into<f64> + Send + Sync + 'static,
{
    let id = egui::Id::unique(id);
    let mut value = ui.data(|d| d.get_temp::<T>(id)).unwrap_or(current);
    let response = ui.add(slider(&mut value));
    draft(ui, id, &response, value);
    let differs = (value.into() - current.into()).abs() > 1e-9;
    commit_when_released(&response, differs, session, command(value));
}

fn eight_controls_ui(ui: &mut Ui, i18n: &I18n, session: &mut OncallSession) {
    let controls = session.sim.controls();
    let percent = |v: f64, _: std::ops::RangeInclusive<usize>| format!("{:.0} %", v * 100.0);

    slider_control(
        ui,
        session,
        "draft-min",
        controls.min_instances,
        |v| egui::Slider::new(v, MIN_INSTANCES_RANGE).text(i18n.tr("oncall-min-instances")),
        Command::SetMinInstances,
    );
    help(ui, i18n, "oncall-min-instances");

    let mut autoscaling = controls.autoscaling;
    if ui
        .checkbox(&mut autoscaling, i18n.tr("oncall-autoscaling"))
        .changed()
    {
        session.command(Command::SetAutoscaling(autoscaling));
    }
    help(ui, i18n, "oncall-autoscaling");

    slider_control(
        ui,
        session,
        "draft-target",
        controls.target_utilization,
        |v| {
            egui::Slider::new(v, TARGET_UTILIZATION_RANGE)
                .step_by(0.05)
                .custom_formatter(percent)
                .text(i18n.tr("oncall-target-utilization"))
        },
        Command::SetTargetUtilization,
    );
    help(ui, i18n, "oncall-target-utilization");

    slider_control(
        ui,
        session,
        "draft-ttl",
        controls.cache_ttl_secs,
        |v| {
            egui::Slider::new(v, CACHE_TTL_SECS_RANGE)
                .logarithmic(true)
                .integer()
                .suffix(" s")
                .text(i18n.tr("oncall-cache-ttl"))
        },
        Command::SetCacheTtl,
    );
    help(ui, i18n, "oncall-cache-ttl");

    let left = session.sim.warm_up_minutes_left();
    if left > 0 {
        let running = i18n.tr_args(
            "oncall-warm-up-running",
            &[("minutes", FluentValue::from(left))],
        );
        ui.add_enabled(false, egui::Button::new(running));
    } else if ui.button(i18n.tr("oncall-warm-up")).clicked() {
        session.command(Command::StartWarmUp);
    }
    help(ui, i18n, "oncall-warm-up");

    slider_control(
        ui,
        session,
        "draft-shed",
        controls.shed_share,
        |v| {
            egui::Slider::new(v, SHED_SHARE_RANGE)
                .step_by(0.05)
                .custom_formatter(percent)
                .text(i18n.tr("oncall-shedding"))
        },
        Command::SetShedShare,
    );
    help(ui, i18n, "oncall-shedding");

    let mut feature = controls.heavy_feature;
    if ui
        .checkbox(&mut feature, i18n.tr("oncall-heavy-feature"))
        .changed()
    {
        session.command(Command::SetHeavyFeature(feature));
    }
    help(ui, i18n, "oncall-heavy-feature");

    let preparing = session.sim.rollback_minutes_left();
    let label = if preparing > 0 {
        i18n.tr_args(
            "oncall-rollback-preparing",
            &[("minutes", FluentValue::from(preparing))],
        )
    } else {
        i18n.tr("oncall-rollback")
    };
    if ui.button(label).clicked() {
        session.command(Command::Rollback);
    }
    if preparing > 0 {
        let done = f64::from(ROLLBACK_MINUTES - preparing) / f64::from(ROLLBACK_MINUTES);
        ui.add(egui::ProgressBar::new(done as f32).desired_width(180.0));
    }
    help(ui, i18n, "oncall-rollback");
}

fn draft<T: Clone + Send + Sync + 'static>(
    ui: &Ui,
    id: egui::Id,
    response: &egui::Response,
    value: T,
) {
    if response.dragged() {
        ui.data_mut(|d| d.insert_temp(id, value));
    } else {
        ui.data_mut(|d| d.remove::<T>(id));
    }
}

/// One line of the metrics table.
struct Metric {
    id: &'static str,
    value: String,
    health: Health,
    anchor: RefAnchor,
}

fn metrics(i18n: &I18n, row: &MinuteRow) -> Vec<Metric> {
    let out = &row.out;
    vec![
        Metric {
            id: "oncall-metric-burn-1h",
            value: i18n.fmt_burn(row.burn_rate_1h),
            health: Health::above(row.burn_rate_1h, 1.0, PAGE_BURN_RATE),
            anchor: RefAnchor::Slo,
        },
        Metric {
            id: "oncall-metric-requests",
            value: i18n.fmt_rps(row.requests_per_sec),
            health: Health::Neutral,
            anchor: RefAnchor::Traffic,
        },
        Metric {
            id: "oncall-metric-serving",
            value: row.instances_serving.to_string(),
            health: Health::Neutral,
            anchor: RefAnchor::Autoscaling,
        },
        Metric {
            id: "oncall-metric-booting",
            value: row.instances_booting.to_string(),
            health: Health::Neutral,
            anchor: RefAnchor::Autoscaling,
        },
        Metric {
            id: "oncall-metric-cache-hit",
            value: i18n.fmt_percent(out.cache_hit_rate, 0),
            health: Health::below(out.cache_hit_rate, 0.6, 0.3),
            anchor: RefAnchor::Cache,
        },
        Metric {
            id: "oncall-metric-db-utilization",
            value: i18n.fmt_percent(row.db_utilization(), 0),
            health: Health::above(row.db_utilization(), 0.7, 0.9),
            anchor: RefAnchor::Database,
        },
        Metric {
            id: "oncall-metric-shed",
            value: i18n.fmt_percent(out.traffic_shed, 0),
            health: Health::above(out.traffic_shed, 0.001, 1.0),
            anchor: RefAnchor::Shedding,
        },
        Metric {
            id: "oncall-metric-fleet-cost",
            value: i18n.fmt_money_per_hour(row.fleet_cost_per_hour),
            health: Health::Neutral,
            anchor: RefAnchor::Constants,
        },
        Metric {
            id: "oncall-metric-cost-so-far",
            value: i18n.fmt_money(row.cost_so_far),
            health: Health::Neutral,
            anchor: RefAnchor::Constants,
        },
        Metric {
            id: "oncall-metric-cache-age",
            value: i18n.fmt_secs(row.cache_age_secs),
            health: Health::Neutral,
            anchor: RefAnchor::Cache,
        },
        Metric {
            id: "oncall-metric-bad-build",
            value: i18n.fmt_percent(row.bad_build_traffic, 0),
            health: Health::above(row.bad_build_traffic, 0.001, 0.5),
            anchor: RefAnchor::BadBuild,
        },
        Metric {
            id: "oncall-metric-recommendations",
            value: i18n.fmt_percent(row.recommendations_available, 0),
            health: Health::below(row.recommendations_available, 0.95, 0.5),
            anchor: RefAnchor::Constants,
        },
        Metric {
            id: "oncall-metric-budget-left",
            value: i18n.fmt_percent(row.budget_remaining, 1),
            health: Health::below(row.budget_remaining, 0.25, 0.05),
            anchor: RefAnchor::Slo,
        },
        Metric {
            id: "oncall-metric-p99",
            value: format!("{} s", i18n.fmt_number(out.p99_secs, 2)),
            health: Health::above(out.p99_secs, 0.5, 1.0),
            anchor: RefAnchor::P99,
        },
        Metric {
            id: "oncall-metric-error-rate",
            value: i18n.fmt_percent(out.error_rate, 2),
            health: Health::above(out.error_rate, 0.001, 0.0144),
            anchor: RefAnchor::Timeouts,
        },
        Metric {
            id: "oncall-metric-utilization",
            value: i18n.fmt_percent(out.utilization, 0),
            health: Health::above(out.utilization, 0.8, 0.95),
            anchor: RefAnchor::Utilization,
        },
    ]
}

/// The metrics table; clicking a metric jumps to its formula.
pub fn metrics_ui(ui: &mut Ui, i18n: &I18n, row: &MinuteRow, nav: &mut Nav) {
    egui::Grid::new("metrics")
        .num_columns(2)
        .striped(true)
        .spacing([24.0, 4.0])
        .show(ui, |ui| {
            for metric in metrics(i18n, row) {
                let label = ui
                    .link(i18n.tr(metric.id))
                    .on_hover_text(i18n.tr("ref-live-value"));
                if label.clicked() {
                    nav.tab = Tab::Reference;
                    nav.reference_focus = Some(metric.anchor);
                }
                ui.label(
                    RichText::new(metric.value)
                        .monospace()
                        .color(metric.health.color(ui.visuals())),
                );
                ui.end_row();
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

/// Labels and colours of the run's events, for the chart markers.
pub fn event_markers(i18n: &I18n, session: &OncallSession) -> Vec<(String, u32, Color32)> {
    session
        .sim
        .events()
        .iter()
        .map(|event| {
            let (label, color) = match event.kind {
                EventKind::Deploy => (
                    i18n.tr("oncall-event-deploy"),
                    Color32::from_rgb(0xd0, 0x60, 0x20),
                ),
                EventKind::SurgeStart => (
                    i18n.tr("oncall-event-surge"),
                    Color32::from_rgb(0xd0, 0x60, 0x20),
                ),
                EventKind::CacheFlush => (
                    i18n.tr("oncall-event-flush"),
                    Color32::from_rgb(0xd0, 0x60, 0x20),
                ),
                EventKind::PageStart => (
                    i18n.tr("oncall-event-page"),
                    Color32::from_rgb(0xe0, 0x30, 0x30),
                ),
                EventKind::PageEnd => (
                    i18n.tr("oncall-event-page-end"),
                    Color32::from_rgb(0x30, 0xa0, 0x50),
                ),
                EventKind::RollbackSwitch => (
                    i18n.tr("oncall-event-rollback-switch"),
                    Color32::from_rgb(0x30, 0x80, 0xd0),
                ),
                EventKind::WarmUpDone => (
                    i18n.tr("oncall-event-warm-up-done"),
                    Color32::from_rgb(0x30, 0x80, 0xd0),
                ),
                EventKind::Command(command) => {
                    (command.to_string(), Color32::from_rgb(0x80, 0x80, 0xc0))
                }
            };
            (label, event.minute, color)
        })
        .chain(
            session
                .annotations
                .iter()
                .filter(|a| a.minute <= session.sim.minute())
                .map(|a| {
                    (
                        a.text.clone(),
                        a.minute,
                        Color32::from_rgb(0xd0, 0xb0, 0x20),
                    )
                }),
        )
        .collect()
}

/// The value each chart shows of a ghost run (the chart's first series).
const GHOST_SERIES: [fn(&MinuteRow) -> f64; 6] = [
    |r| r.requests_per_sec,
    |r| r.out.p99_secs * 1000.0,
    |r| r.out.error_rate * 100.0,
    |r| f64::from(r.instances_serving),
    |r| r.out.cache_hit_rate * 100.0,
    |r| r.budget_remaining * 100.0,
];

/// What one chart draws.
type ChartBody<'a> = Box<dyn FnOnce(&mut egui_plot::PlotUi<'_>) + 'a>;

/// The six charts' titles and what each draws.
#[expect(
    clippy::too_many_lines,
    reason = "six chart definitions, read as a table"
)]
fn chart_bodies<'a>(i18n: &'a I18n, rows: &'a [MinuteRow]) -> [(&'static str, ChartBody<'a>); 6] {
    let blue = Color32::from_rgb(0x40, 0x80, 0xe0);
    let orange = Color32::from_rgb(0xe0, 0x90, 0x30);
    let red = Color32::from_rgb(0xe0, 0x40, 0x40);
    let green = Color32::from_rgb(0x40, 0xb0, 0x60);
    let grey = Color32::from_gray(140);
    [
        (
            "oncall-chart-traffic",
            Box::new(move |p| {
                p.line(line(
                    &i18n.tr("oncall-chart-traffic"),
                    series(rows, |r| r.requests_per_sec),
                    blue,
                ));
                p.line(line(
                    &i18n.tr("oncall-chart-capacity"),
                    series(rows, |r| r.out.capacity_per_sec),
                    green,
                ));
            }),
        ),
        (
            "oncall-chart-p99",
            Box::new(move |p| {
                p.line(line(
                    &i18n.tr("oncall-chart-p99"),
                    series(rows, |r| r.out.p99_secs * 1000.0),
                    orange,
                ));
                p.line(threshold(
                    &i18n.tr("oncall-chart-timeout"),
                    rows,
                    TIMEOUT_SECS * 1000.0,
                    red,
                ));
            }),
        ),
        (
            "oncall-chart-errors",
            Box::new(move |p| {
                p.line(line(
                    &i18n.tr("oncall-chart-errors"),
                    series(rows, |r| r.out.error_rate * 100.0),
                    orange,
                ));
                p.line(line(
                    &i18n.tr("oncall-chart-burn"),
                    series(rows, |r| r.burn_rate_1h),
                    red,
                ));
                p.line(threshold(
                    &i18n.tr("oncall-chart-page-line"),
                    rows,
                    PAGE_BURN_RATE,
                    grey,
                ));
            }),
        ),
        (
            "oncall-chart-instances",
            Box::new(move |p| {
                p.line(line(
                    &i18n.tr("oncall-metric-serving"),
                    series(rows, |r| f64::from(r.instances_serving)),
                    blue,
                ));
                p.line(line(
                    &i18n.tr("oncall-metric-booting"),
                    series(rows, |r| f64::from(r.instances_booting)),
                    orange,
                ));
            }),
        ),
        (
            "oncall-chart-cache-db",
            Box::new(move |p| {
                p.line(line(
                    &i18n.tr("oncall-metric-cache-hit"),
                    series(rows, |r| r.out.cache_hit_rate * 100.0),
                    green,
                ));
                p.line(line(
                    &i18n.tr("oncall-metric-db-utilization"),
                    series(rows, |r| r.db_utilization() * 100.0),
                    red,
                ));
            }),
        ),
        (
            "oncall-chart-budget-cost",
            Box::new(move |p| {
                p.line(line(
                    &i18n.tr("oncall-metric-budget-left"),
                    series(rows, |r| r.budget_remaining * 100.0),
                    green,
                ));
                p.line(line(
                    &i18n.tr("oncall-metric-cost-so-far"),
                    series(rows, |r| r.cost_so_far),
                    blue,
                ));
            }),
        ),
    ]
}

/// The six charts on one time axis.
/// Returns the id and screen rectangle of a chart whose PNG button was
/// clicked.
pub fn charts_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &OncallSession,
    height: f32,
) -> Option<(&'static str, egui::Rect)> {
    let mut png = None;
    let rows = &session.rows;
    let start = session.sim.setup().start_clock_minutes;
    let group = egui::Id::unique("oncall-time");
    let markers = event_markers(i18n, session);
    let charts = chart_bodies(i18n, rows);
    let columns = if ui.available_width() > 900.0 { 2 } else { 1 };
    let width = (ui.available_width() - 12.0 * (columns as f32 - 1.0)) / columns as f32;
    let ghost = session.ghost.as_ref().map(|g| {
        (
            format!("{} ({})", g.name, i18n.tr("files-ghost-label")),
            &g.rows,
        )
    });
    let mut charts = charts.into_iter().zip(GHOST_SERIES);
    loop {
        let mut any = false;
        ui.horizontal(|ui| {
            for _ in 0..columns {
                let Some(((id, draw), ghost_value)) = charts.next() else {
                    return;
                };
                any = true;
                ui.vertical(|ui| {
                    ui.set_width(width);
                    let title = if id == "oncall-chart-errors" {
                        format!("{} · {}", i18n.tr(id), i18n.tr("oncall-chart-burn"))
                    } else {
                        i18n.tr(id)
                    };
                    let png_clicked = ui
                        .horizontal(|ui| {
                            ui.label(RichText::new(title).strong());
                            ui.small_button("PNG")
                                .on_hover_text(i18n.tr("oncall-chart-png"))
                                .clicked()
                        })
                        .inner;
                    let plot = time_plot(id, group, start, height)
                        .width(width)
                        .show(ui, |p| {
                            if let Some((name, rows)) = &ghost {
                                p.line(ghost_line(name, series(rows, ghost_value)));
                            }
                            draw(p);
                            add_markers(p, &markers);
                        });
                    if png_clicked {
                        png = Some((id, plot.response.rect.expand(4.0)));
                    }
                });
            }
        });
        if !any {
            break;
        }
    }
    png
}
