//! "Check this minute by simulation": the seed's p99 and timeouts beside
//! the exact values of the same queue and a request-level simulation of
//! it, with the simulated requests' response times as a histogram on which
//! the three p99s are marked.

use egui::{Color32, RichText, Ui};
use egui_plot::{Bar, BarChart, Plot, VLine};
use fluent_bundle::FluentValue;

use crate::app::check::{Check, CheckState};
use crate::app::{AppCommand, SreSimApp};
use crate::i18n::I18n;
use crate::model::clock_text;
use crate::model::oncall::constants::TIMEOUT_SECS;
use crate::model::oncall::second_opinion::{self, CheckRefusal};
use crate::model::oncall::{MinuteOutputs, SecondOpinion};
use crate::model::request_sim::{Estimate, RequestSimResult};
use crate::ui::widgets::charts::{Series, SeriesStyle, legend_ui};
use crate::ui::widgets::palette::{BLUE, BLUISH_GREEN, ORANGE};
use crate::ui::widgets::{charts, outline, palette};

/// The colours of the three opinions, in the table and on the histogram
/// (the seed's as its p99 on the latency chart).
const SEED_COLOR: Color32 = ORANGE;
const EXACT_COLOR: Color32 = BLUE;
const SIMULATED_COLOR: Color32 = BLUISH_GREEN;

/// The check window, while a check is open; closing it stops a
/// simulation that runs.
pub fn check_window(ctx: &egui::Context, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let Some(check) = &app.check else {
        return;
    };
    let i18n = &app.i18n;
    let mut open = true;
    egui::Window::new(i18n.tr("oncall-check-title"))
        .id(egui::Id::unique("oncall-check"))
        .open(&mut open)
        .default_width(620.0)
        .resizable(false)
        .show(ctx, |ui| check_ui(ui, i18n, check, out));
    if !open {
        out.push(AppCommand::CloseCheck);
    }
}

/// The button that checks the minute shown; while a lesson's guess is
/// pending it waits (its figures would answer the guess) and says why.
pub fn check_button(ui: &mut Ui, i18n: &I18n) -> bool {
    let pending = !outline::hidden_fields(ui.ctx()).is_empty();
    ui.add_enabled(!pending, egui::Button::new(i18n.tr("oncall-check-button")))
        .on_hover_text(i18n.tr("oncall-check-button-hint"))
        .on_disabled_hover_text(i18n.tr("oncall-check-after-guess"))
        .clicked()
}

/// The minute checked, then where its check stands.
fn check_ui(ui: &mut Ui, i18n: &I18n, check: &Check, out: &mut Vec<AppCommand>) {
    let minute = &check.row;
    let queue = &minute.out;
    ui.label(
        RichText::new(i18n.tr_args(
            "oncall-check-minute",
            &[
                ("minute", FluentValue::from(minute.minute)),
                ("clock", FluentValue::from(clock_text(minute.clock_minutes))),
            ],
        ))
        .strong(),
    );
    ui.label(
        RichText::new(format!(
            "N = {} · λ = {} · S = {} s · τ = {} s",
            queue.workers,
            i18n.fmt_rps(queue.admitted_per_sec),
            i18n.fmt_number(queue.service_secs, 4),
            i18n.fmt_number(TIMEOUT_SECS, 0),
        ))
        .monospace(),
    );
    ui.add_space(4.0);
    match &check.state {
        CheckState::Running(job) => {
            let (done, total) = job.counts();
            ui.label(i18n.tr_args(
                "oncall-check-running",
                &[
                    ("done", FluentValue::from(i18n.fmt_grouped(done as f64, 0))),
                    (
                        "total",
                        FluentValue::from(i18n.fmt_grouped(total as f64, 0)),
                    ),
                ],
            ));
            ui.add(egui::ProgressBar::new(job.progress()).show_percentage());
            if ui.button(i18n.tr("oncall-check-stop")).clicked() {
                out.push(AppCommand::CloseCheck);
            }
        }
        CheckState::Refused(refusal) => {
            let id = match refusal {
                CheckRefusal::NoTraffic => "oncall-check-no-traffic",
                CheckRefusal::NoWorkers => "oncall-check-no-workers",
            };
            ui.label(i18n.tr(id));
        }
        CheckState::Failed => {
            ui.label(i18n.tr("oncall-check-failed"));
        }
        CheckState::Done(result) => {
            opinions_ui(ui, i18n, queue, result);
            ui.add_space(6.0);
            histogram_ui(ui, i18n, queue, result);
            ui.label(palette::hint(
                i18n.tr_args(
                    "oncall-check-seed",
                    &[("seed", FluentValue::from(check.seed.to_string()))],
                ),
                ui.visuals(),
            ));
        }
    }
}

fn secs(i18n: &I18n, value: f64) -> String {
    format!("{} s", i18n.fmt_number(value, 3))
}

fn interval(i18n: &I18n, e: Estimate, text: impl Fn(&I18n, f64) -> String) -> String {
    format!("{} – {}", text(i18n, e.low.max(0.0)), text(i18n, e.high))
}

/// The three opinions side by side: p99, timeouts, waited, utilization.
fn opinions_ui(ui: &mut Ui, i18n: &I18n, queue: &MinuteOutputs, result: &RequestSimResult) {
    let exact = SecondOpinion::of(queue);
    // Little's law on the workers: only the requests that stay are served.
    let exact_utilization =
        (queue.admitted_per_sec * (1.0 - exact.timeout_rate) * queue.service_secs
            / f64::from(queue.workers.max(1)))
        .min(1.0);
    let pct = |i18n: &I18n, v: f64| i18n.fmt_percent(v, 2);
    let rows = [
        (
            "oncall-check-row-model",
            SEED_COLOR,
            [
                secs(i18n, queue.p99_secs),
                pct(i18n, second_opinion::seed_queue_failure_rate(queue)),
                pct(i18n, queue.erlang_c),
                pct(i18n, queue.utilization),
            ],
        ),
        (
            "oncall-check-row-exact",
            EXACT_COLOR,
            [
                secs(i18n, exact.p99_secs),
                pct(i18n, exact.timeout_rate),
                pct(i18n, exact.wait_probability),
                pct(i18n, exact_utilization),
            ],
        ),
        (
            "oncall-check-row-simulated",
            SIMULATED_COLOR,
            [
                secs(i18n, result.p99_secs.value),
                pct(i18n, result.timeout_share.value),
                pct(i18n, result.wait_probability.value),
                pct(i18n, result.utilization.value),
            ],
        ),
    ];
    egui::Grid::new("oncall-check-opinions")
        .num_columns(5)
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for id in [
                "oncall-check-col-p99",
                "oncall-check-col-timeouts",
                "oncall-check-col-wait",
                "oncall-check-col-utilization",
            ] {
                ui.label(RichText::new(i18n.tr(id)).strong());
            }
            ui.end_row();
            for (id, color, cells) in rows {
                let color = palette::on_background(color, ui.visuals().dark_mode);
                ui.label(RichText::new(i18n.tr(id)).color(color).strong());
                for cell in cells {
                    ui.label(RichText::new(cell).monospace());
                }
                ui.end_row();
            }
            ui.label(RichText::new(i18n.tr("oncall-check-row-interval")).weak());
            for cell in [
                interval(i18n, result.p99_secs, secs),
                interval(i18n, result.timeout_share, pct),
                interval(i18n, result.wait_probability, pct),
                interval(i18n, result.utilization, pct),
            ] {
                ui.label(RichText::new(cell).monospace().weak());
            }
            ui.end_row();
        });
}

/// The simulated response times, with the three p99s marked.
fn histogram_ui(ui: &mut Ui, i18n: &I18n, queue: &MinuteOutputs, result: &RequestSimResult) {
    let h = &result.histogram;
    let measured = result.requests.max(1) as f64;
    let bin_ms = h.bin_secs * 1000.0;
    let bars: Vec<Bar> = h
        .counts
        .iter()
        .enumerate()
        .map(|(k, &count)| {
            Bar::new((k as f64 + 0.5) * bin_ms, count as f64 / measured * 100.0)
                .width(bin_ms * 0.9)
                .fill(palette::GREY)
        })
        .collect();
    let names = p99_marks(i18n, queue, result);
    ui.label(i18n.tr_args(
        "oncall-check-histogram",
        &[
            (
                "total",
                FluentValue::from(i18n.fmt_grouped(result.requests as f64, 0)),
            ),
            (
                "count",
                FluentValue::from(i18n.fmt_grouped(result.warm_up_requests as f64, 0)),
            ),
        ],
    ));
    let legend: Vec<Series> = names
        .iter()
        .map(|(name, _, color, style)| Series {
            name: name.clone(),
            points: Vec::new(),
            color: *color,
            style: *style,
        })
        .collect();
    legend_ui(ui, &legend);
    let top_ms = names
        .iter()
        .map(|(_, p99, ..)| p99 * 1000.0)
        .fold(h.top_secs() * 1000.0, f64::max)
        * 1.04;
    plot_ui(ui, i18n, bars, &names, top_ms);
    ui.label(palette::hint(
        i18n.tr_args(
            "oncall-check-beyond",
            &[
                (
                    "count",
                    FluentValue::from(i18n.fmt_grouped(h.above as f64, 0)),
                ),
                // The number itself, for the plural rule.
                ("n", FluentValue::from(h.above)),
            ],
        ),
        ui.visuals(),
    ));
    // A p99 above the timeout needs its reason said where it shows.
    let timeout = crate::model::oncall::constants::TIMEOUT_SECS;
    if let Some((_, p99, ..)) = names.iter().find(|(_, p99, ..)| *p99 > timeout) {
        let text = i18n.tr_args(
            "oncall-check-above-timeout",
            &[
                (
                    "p99",
                    FluentValue::from(format!("{} s", i18n.fmt_number(*p99, 3))),
                ),
                ("timeout", FluentValue::from(i18n.fmt_secs(timeout))),
            ],
        );
        ui.add(egui::Label::new(text).wrap());
    }
}

/// The three p99s the histogram marks, named: the model's, the exact
/// queue's and the simulated one.
fn p99_marks(i18n: &I18n, queue: &MinuteOutputs, result: &RequestSimResult) -> Vec<Mark> {
    let marks = [
        (
            "oncall-check-row-model",
            queue.p99_secs,
            SEED_COLOR,
            SeriesStyle::Dashed,
        ),
        (
            "oncall-check-row-exact",
            SecondOpinion::of(queue).p99_secs,
            EXACT_COLOR,
            SeriesStyle::Dashed,
        ),
        (
            "oncall-check-row-simulated",
            result.p99_secs.value,
            SIMULATED_COLOR,
            SeriesStyle::Solid,
        ),
    ];
    marks
        .iter()
        .map(|&(id, p99, color, style)| (format!("p99, {}", i18n.tr(id)), p99, color, style))
        .collect()
}

/// A p99 marked on the histogram: its name, seconds, colour and style.
type Mark = (String, f64, Color32, SeriesStyle);

/// The histogram's bars and the p99s on a plot that neither zooms nor
/// drags, from zero to `top_ms`.
fn plot_ui(ui: &mut Ui, i18n: &I18n, bars: Vec<Bar>, names: &[Mark], top_ms: f64) {
    let tallest = bars.iter().map(|b| b.value).fold(0.0, f64::max).max(1e-9);
    charts::value_axis(Plot::new("oncall-check-histogram"))
        .width(600.0)
        .height(200.0)
        .default_x_bounds(0.0, top_ms)
        .default_y_bounds(0.0, tallest * 1.08)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_crosshair(false)
        .x_axis_label(i18n.tr("oncall-check-axis-time"))
        .y_axis_label(i18n.tr("oncall-check-axis-share"))
        .x_axis_formatter(move |mark, _| i18n.fmt_number(mark.value, 0))
        .y_axis_formatter(move |mark, _| i18n.fmt_number(mark.value, 1))
        .show(ui, |p| {
            p.set_plot_bounds(egui_plot::PlotBounds::from_min_max(
                [0.0, 0.0],
                [top_ms, tallest * 1.08],
            ));
            p.bar_chart(BarChart::new(i18n.tr("oncall-check-axis-share"), bars));
            for (name, p99, color, style) in names {
                let line = VLine::new(name.clone(), p99 * 1000.0)
                    .color(*color)
                    .width(2.0);
                let line = match style {
                    SeriesStyle::Solid => line,
                    _ => line.style(egui_plot::LineStyle::dashed_loose()),
                };
                p.vline(line);
            }
        });
}
