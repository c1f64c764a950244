//! The debrief tab: the scorecard against two reference responses, the
//! incident timeline, what went well and what to try next, the exports, and
//! "was it luck?" over other seeds.

use egui::{Color32, RichText, Ui};
use egui_plot::{
    BoxElem, BoxPlot, BoxSpread, GridMark, HoverPosition, Line, MarkerShape, Plot, PlotPoint,
    PlotPoints, PlotUi, Points, Text,
};
use fluent_bundle::FluentValue;

use crate::app::debrief::{DebriefAction, DebriefSession, ENSEMBLE_SEEDS, LuckState};
use crate::debrief::{
    Debrief, Ensemble, LatencyIn, Measure, Percentiles, ResponseKind, entry_text, finding_text,
    scorecard_columns,
};
use crate::i18n::I18n;
use crate::ui::widgets::{Health, charts, palette};

fn scorecard_ui(ui: &mut Ui, i18n: &I18n, debrief: &Debrief) {
    // Each column at most a sixth of the width, so that long headers and
    // measure names wrap instead of widening the tab past the window.
    let columns = 6;
    let spacing = 18.0;
    let col_width =
        ((ui.available_width() - spacing * (columns - 1) as f32) / columns as f32).max(48.0);
    egui::Grid::new("scorecard")
        .striped(true)
        .num_columns(columns)
        .spacing([spacing, 4.0])
        .max_col_width(col_width)
        .show(ui, |ui| {
            for id in scorecard_columns() {
                ui.label(RichText::new(i18n.tr(id)).strong());
            }
            ui.end_row();
            for line in debrief.scorecard_lines(i18n, LatencyIn::Secs) {
                ui.label(line.label);
                for text in line.values.into_iter().chain(line.differences) {
                    ui.monospace(text);
                }
                ui.end_row();
            }
        });
}

/// The responses of the "was it luck?" plots, left to right.
const RESPONSES: [ResponseKind; 3] = ResponseKind::ALL;

/// Half the width of a box, in plot units (the responses sit at 0, 1, 2).
const BOX_HALF_WIDTH: f64 = 0.3;

/// The colour of a response in the "was it luck?" plots, their legend and
/// their tables: Okabe–Ito, darkened on a light background.
fn response_color(kind: ResponseKind, dark_mode: bool) -> Color32 {
    let color = match kind {
        ResponseKind::Run => palette::SKY_BLUE,
        ResponseKind::DoNothing => palette::ORANGE,
        ResponseKind::Playbook => palette::REDDISH_PURPLE,
    };
    palette::on_background(color, dark_mode)
}

/// The id of a measure's "was it luck?" plot (for `egui_plot::PlotMemory::load`).
pub fn luck_plot_id(measure: Measure) -> egui::Id {
    egui::Id::unique(("luck", measure.label_id()))
}

/// The value axis of a measure's plot, `(min, max)`: from zero (or from
/// the lowest value, when it is negative) to a little above the highest
/// value, so that a gap between boxes looks as big as it is next to the
/// values themselves. `(0, 1)` when every value is zero or there is none.
fn value_axis(values: impl IntoIterator<Item = f64>) -> (f64, f64) {
    let (low, high) = values
        .into_iter()
        .filter(|v| v.is_finite())
        .fold((0.0_f64, 0.0_f64), |(low, high), v| {
            (low.min(v), high.max(v))
        });
    let span = high - low;
    if span <= 0.0 {
        return (0.0, 1.0);
    }
    // Room above the highest value for the label of a response drawn as a line.
    let margin = 0.15 * span;
    let below = if low < 0.0 { low - margin } else { 0.0 };
    let above = if high > 0.0 { high + margin } else { 0.0 };
    (below, above)
}

/// Digits after the separator for axis ticks `step` apart.
fn tick_decimals(step: f64) -> usize {
    if step.is_finite() && step > 0.0 {
        (-step.log10()).ceil().clamp(0.0, 6.0) as usize
    } else {
        0
    }
}

/// The Fluent id of a measure's value axis (its name and unit).
fn axis_label_id(measure: Measure) -> &'static str {
    match measure {
        Measure::BudgetLeft => "debrief-ui-luck-axis-budget-left",
        Measure::Cost => "debrief-ui-luck-axis-cost",
        Measure::WorstP99 => "debrief-ui-luck-axis-worst-p99",
        Measure::MinutesPaging => "debrief-ui-luck-axis-minutes-paging",
    }
}

/// A value of `measure` as the tables and the texts write it.
fn measure_text(i18n: &I18n, measure: Measure, value: f64) -> String {
    match measure {
        Measure::BudgetLeft => i18n.fmt_percent(value, 1),
        Measure::Cost => i18n.fmt_money(value),
        Measure::WorstP99 => format!("{} s", i18n.fmt_number(value, 3)),
        Measure::MinutesPaging => i18n.fmt_number(value, 0),
    }
}

/// A value of `measure` on the plot's axis, ticks `step` apart; the unit
/// is in the axis label.
fn tick_text(i18n: &I18n, measure: Measure, value: f64, step: f64) -> String {
    match measure {
        Measure::BudgetLeft => i18n.fmt_number(value * 100.0, tick_decimals(step * 100.0)),
        _ => i18n.fmt_number(value, tick_decimals(step)),
    }
}

/// A small square of a response's colour, as in its plot.
fn swatch_ui(ui: &mut Ui, color: Color32) {
    let size = egui::vec2(12.0, 12.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    ui.painter().rect(
        rect,
        2.0,
        color.gamma_multiply(0.35),
        egui::Stroke::new(1.5, color),
        egui::StrokeKind::Inside,
    );
}

/// The diamond that marks this run, as in the plots.
fn run_marker_ui(ui: &mut Ui, color: Color32) {
    let size = egui::vec2(12.0, 12.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let c = rect.center();
    let r = 5.0;
    ui.painter().add(egui::Shape::convex_polygon(
        vec![
            c + egui::vec2(0.0, -r),
            c + egui::vec2(r, 0.0),
            c + egui::vec2(0.0, r),
            c + egui::vec2(-r, 0.0),
        ],
        color,
        egui::Stroke::NONE,
    ));
}

/// The legend of the "was it luck?" plots, drawn above them so that it
/// covers no data.
fn luck_legend_ui(ui: &mut Ui, i18n: &I18n) {
    let dark_mode = ui.visuals().dark_mode;
    let run_color = ui.visuals().strong_text_color();
    ui.horizontal_wrapped(|ui| {
        for kind in RESPONSES {
            swatch_ui(ui, response_color(kind, dark_mode));
            ui.label(i18n.tr(kind.label_id()));
            ui.add_space(12.0);
        }
        run_marker_ui(ui, run_color);
        ui.label(i18n.tr("debrief-ui-luck-this-run"));
    });
}

/// Median, 5th–95th percentile and lowest–highest of each response.
fn luck_numbers_ui(ui: &mut Ui, i18n: &I18n, ensemble: &Ensemble, measure: Measure) {
    let dark_mode = ui.visuals().dark_mode;
    let spacing = 12.0;
    let columns = 4;
    let col_width =
        ((ui.available_width() - spacing * (columns - 1) as f32) / columns as f32).max(40.0);
    egui::Grid::new(("luck-numbers", measure.label_id()))
        .num_columns(columns)
        .spacing([spacing, 4.0])
        .max_col_width(col_width)
        .striped(true)
        .show(ui, |ui| {
            for id in [
                "debrief-ui-luck-column-response",
                "debrief-ui-luck-column-median",
                "debrief-ui-luck-column-band",
                "debrief-ui-luck-column-range",
            ] {
                ui.label(RichText::new(i18n.tr(id)).strong());
            }
            ui.end_row();
            for kind in RESPONSES {
                let response = ensemble.response(kind);
                let p = response.percentiles(measure);
                let values = response.values(measure);
                let lowest = values.iter().copied().fold(f64::INFINITY, f64::min);
                let highest = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let between = |a: f64, b: f64| {
                    format!(
                        "{} – {}",
                        measure_text(i18n, measure, a),
                        measure_text(i18n, measure, b)
                    )
                };
                ui.horizontal_wrapped(|ui| {
                    swatch_ui(ui, response_color(kind, dark_mode));
                    ui.label(i18n.tr(kind.label_id()));
                });
                ui.monospace(measure_text(i18n, measure, p.p50));
                ui.monospace(between(p.p5, p.p95));
                ui.monospace(between(lowest, highest));
                ui.end_row();
            }
        });
}

/// One response's distribution in a "was it luck?" plot.
struct Distribution {
    /// Where it sits on the plot's response axis.
    x: f64,
    /// The response's name.
    name: String,
    percentiles: Percentiles,
    color: Color32,
}

/// Draws a distribution as a box (25th–75th percentile, whiskers 5th–95th,
/// the median across), or as a line labelled with its value when its
/// 5th–95th spread is below `flat`, where a box would not be seen.
fn distribution_ui(
    p: &mut PlotUi<'_>,
    i18n: &I18n,
    measure: Measure,
    distribution: Distribution,
    flat: f64,
) {
    let Distribution {
        x,
        name,
        percentiles: q,
        color,
    } = distribution;
    if q.p95 - q.p5 < flat {
        p.line(
            Line::new(
                name.clone(),
                PlotPoints::from(vec![
                    [x - BOX_HALF_WIDTH, q.p50],
                    [x + BOX_HALF_WIDTH, q.p50],
                ]),
            )
            .color(color)
            .width(3.0),
        );
        p.text(
            Text::new(
                name,
                PlotPoint::new(x, q.p50 + 2.0 * flat),
                RichText::new(measure_text(i18n, measure, q.p50)).text_style(egui::TextStyle::Body),
            )
            .color(color)
            .anchor(egui::Align2::CENTER_BOTTOM),
        );
    } else {
        let spread = BoxSpread::new(q.p5, q.p25, q.p50, q.p75, q.p95);
        let tooltip = format!(
            "{name}\n{} {}\n{} {} – {}",
            i18n.tr("debrief-ui-luck-column-median"),
            measure_text(i18n, measure, q.p50),
            i18n.tr("debrief-ui-luck-column-band"),
            measure_text(i18n, measure, q.p5),
            measure_text(i18n, measure, q.p95),
        );
        p.box_plot(
            BoxPlot::new(
                name.clone(),
                vec![
                    BoxElem::new(x, spread)
                        .name(name)
                        .box_width(2.0 * BOX_HALF_WIDTH)
                        .whisker_width(BOX_HALF_WIDTH)
                        .fill(color.gamma_multiply(0.35))
                        .stroke(egui::Stroke::new(1.5, color)),
                ],
            )
            .color(color)
            .element_formatter(Box::new(move |_, _| tooltip.clone())),
        );
    }
}

/// One measure's distributions, one box per response on a value axis that
/// starts at zero; a response whose worlds all give (nearly) the same value
/// is drawn as a line with its value, since its box would be invisible.
fn luck_box_plot_ui(ui: &mut Ui, i18n: &I18n, ensemble: &Ensemble, measure: Measure, width: f32) {
    let dark_mode = ui.visuals().dark_mode;
    let run_color = ui.visuals().strong_text_color();
    let run_value = measure.of(&ensemble.run);
    let (low, high) = value_axis(
        RESPONSES
            .iter()
            .flat_map(|&kind| ensemble.response(kind).values(measure))
            .chain([run_value]),
    );
    // Below this spread a box is too thin to see.
    let flat = 0.01 * (high - low);
    let names: Vec<String> = RESPONSES.iter().map(|k| i18n.tr(k.label_id())).collect();
    charts::value_axis(Plot::new(("luck", measure.label_id())))
        .id(luck_plot_id(measure))
        .width(width)
        .height(190.0)
        .default_x_bounds(-0.6, RESPONSES.len() as f64 - 0.4)
        .default_y_bounds(low, high)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_grid([false, true])
        .show_crosshair(false)
        .label_formatter(move |hover| match hover {
            HoverPosition::NearDataPoint {
                plot_name,
                position,
                ..
            } => Some(format!(
                "{plot_name}\n{}",
                measure_text(i18n, measure, position.y)
            )),
            HoverPosition::Elsewhere { .. } => None,
        })
        .y_axis_label(i18n.tr(axis_label_id(measure)))
        .y_axis_formatter(move |mark, _| tick_text(i18n, measure, mark.value, mark.step_size))
        .x_grid_spacer(|_| {
            (0..RESPONSES.len())
                .map(|k| GridMark {
                    value: k as f64,
                    step_size: 1.0,
                })
                .collect()
        })
        .x_axis_formatter(move |mark, _| {
            let k = mark.value.round();
            if (mark.value - k).abs() < 1e-6 && k >= 0.0 {
                names.get(k as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .show(ui, |p| {
            for (k, kind) in RESPONSES.iter().enumerate() {
                let distribution = Distribution {
                    x: k as f64,
                    name: i18n.tr(kind.label_id()),
                    percentiles: *ensemble.response(*kind).percentiles(measure),
                    color: response_color(*kind, dark_mode),
                };
                distribution_ui(p, i18n, measure, distribution, flat);
            }
            p.points(
                Points::new(
                    i18n.tr("debrief-ui-luck-this-run"),
                    PlotPoints::from(vec![[0.0, run_value]]),
                )
                .shape(MarkerShape::Diamond)
                .filled(true)
                .radius(5.0)
                .color(run_color),
            );
        });
}

fn luck_plot_ui(ui: &mut Ui, i18n: &I18n, ensemble: &Ensemble, measure: Measure) {
    let value = measure.of(&ensemble.run);
    // The rank is in percent: the share of the other worlds strictly below, plus half the ties.
    let rank = ensemble.rank_in(ResponseKind::Run, measure) / 100.0;
    ui.add_space(6.0);
    ui.label(RichText::new(i18n.tr(measure.label_id())).strong());
    let better_share = if measure.higher_is_better() {
        rank
    } else {
        1.0 - rank
    };
    // Every other world as this one, to the digit shown: no luck at all.
    let shown = measure_text(i18n, measure, value);
    let worlds = ensemble.response(ResponseKind::Run).values(measure);
    let all_alike = !worlds.is_empty()
        && worlds
            .iter()
            .all(|&other| measure_text(i18n, measure, other) == shown);
    let rank_text = if all_alike {
        i18n.tr_args(
            "debrief-ui-luck-none",
            &[
                ("value", FluentValue::from(shown)),
                ("seeds", FluentValue::from(worlds.len())),
            ],
        )
    } else {
        i18n.tr_args(
            "debrief-ui-luck-rank",
            &[
                ("value", FluentValue::from(shown)),
                (
                    "rank",
                    FluentValue::from(i18n.fmt_percent(better_share.clamp(0.0, 1.0), 0)),
                ),
            ],
        )
    };
    ui.add(egui::Label::new(rank_text).wrap());
    luck_legend_ui(ui, i18n);
    let available = ui.available_width();
    // Side by side when there is room for the table, else one under the other.
    if available >= 1000.0 {
        let plot_width = (available * 0.45).clamp(320.0, 560.0);
        ui.horizontal_top(|ui| {
            luck_box_plot_ui(ui, i18n, ensemble, measure, plot_width);
            ui.vertical(|ui| luck_numbers_ui(ui, i18n, ensemble, measure));
        });
    } else {
        luck_box_plot_ui(ui, i18n, ensemble, measure, available);
        luck_numbers_ui(ui, i18n, ensemble, measure);
    }
}

fn luck_ui(ui: &mut Ui, i18n: &I18n, session: &DebriefSession) -> Option<DebriefAction> {
    let mut action = None;
    ui.heading(i18n.tr("debrief-ui-luck"));
    let seeds = [("seeds", FluentValue::from(ENSEMBLE_SEEDS))];
    ui.label(i18n.tr_args("debrief-ui-luck-explain", &seeds));
    match &session.luck {
        Some(LuckState::Running(job)) => {
            let (done, total) = job.progress();
            ui.horizontal(|ui| {
                let fraction = done as f32 / total.max(1) as f32;
                let text = i18n.tr_args(
                    "debrief-ui-luck-progress",
                    &[
                        ("done", FluentValue::from(done)),
                        ("total", FluentValue::from(total)),
                    ],
                );
                ui.add(
                    egui::ProgressBar::new(fraction)
                        .text(text)
                        .desired_width(260.0),
                );
                if ui.button(i18n.tr("debrief-ui-luck-cancel")).clicked() {
                    action = Some(DebriefAction::CancelLuck);
                }
            });
        }
        other => {
            if ui
                .button(i18n.tr_args("debrief-ui-luck-run", &seeds))
                .clicked()
            {
                action = Some(DebriefAction::StartLuck);
            }
            match other {
                Some(LuckState::Done(ensemble)) => {
                    ui.add(
                        egui::Label::new(RichText::new(i18n.tr("debrief-ui-luck-band")).weak())
                            .wrap(),
                    );
                    for measure in Measure::ALL {
                        luck_plot_ui(ui, i18n, ensemble, measure);
                    }
                }
                Some(LuckState::Cancelled) => {
                    ui.label(i18n.tr("debrief-ui-luck-cancelled"));
                }
                Some(LuckState::Failed(problem)) => {
                    let text = Health::Bad.tagged(&problem.text(i18n));
                    ui.colored_label(ui.visuals().error_fg_color, text);
                }
                _ => {}
            }
        }
    }
    action
}

/// The whole debrief tab. `minute` is the live run's current minute.
pub fn debrief_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &DebriefSession,
    minute: u32,
) -> Option<DebriefAction> {
    let mut action = None;
    egui::ScrollArea::vertical().show(ui, |ui| {
        // Keep the text clear of a floating scroll bar, which is drawn over
        // the content's right edge.
        let scroll = &ui.spacing().scroll;
        let bar = scroll.bar_inner_margin + scroll.bar_width + scroll.bar_outer_margin;
        let covered = (bar - scroll.allocated_width()).max(0.0);
        ui.set_max_width(ui.available_width() - covered);
        action = export_buttons_ui(ui, i18n, session);
        let Some((debrief, made_at)) = &session.debrief else {
            ui.label(RichText::new(i18n.tr("debrief-ui-none")).italics());
            return;
        };
        if *made_at != minute {
            ui.label(RichText::new(i18n.tr("debrief-ui-stale")).weak());
        }
        ui.heading(i18n.tr("oncall-debrief-impact"));
        scorecard_ui(ui, i18n, debrief);
        ui.add_space(8.0);
        // Which rules the playbook column followed, from the scenario's events.
        egui::CollapsingHeader::new(i18n.tr("oncall-debrief-playbook"))
            .default_open(true)
            .show(ui, |ui| {
                let (intro, rules) = debrief.playbook_rules(i18n);
                ui.add(egui::Label::new(intro).wrap());
                for rule in rules {
                    ui.add(egui::Label::new(format!("• {rule}")).wrap());
                }
            });
        ui.add_space(8.0);
        ui.heading(i18n.tr("oncall-debrief-timeline"));
        if debrief.timeline.is_empty() {
            ui.label(i18n.tr("oncall-debrief-timeline-empty"));
        }
        for entry in &debrief.timeline {
            ui.add(egui::Label::new(format!("• {}", entry_text(i18n, entry))).wrap());
        }
        ui.add_space(8.0);
        ui.columns(2, |columns| {
            for (column, heading, findings) in [
                (0, "oncall-debrief-went-well", &debrief.went_well),
                (1, "oncall-debrief-to-try", &debrief.to_try),
            ] {
                // `columns` justifies its text; a plain vertical layout keeps it ragged.
                columns[column].vertical(|ui| {
                    ui.add(egui::Label::new(RichText::new(i18n.tr(heading)).heading()).wrap());
                    for finding in findings {
                        ui.add(
                            egui::Label::new(format!("• {}", finding_text(i18n, finding))).wrap(),
                        );
                    }
                });
            }
        });
        ui.add_space(8.0);
        // The postmortem itself, as it is exported: read, selected, copied.
        egui::CollapsingHeader::new(i18n.tr("debrief-ui-postmortem"))
            .id_salt("debrief-postmortem")
            .show(ui, |ui| {
                ui.label(palette::hint(
                    i18n.tr("debrief-ui-postmortem-hint"),
                    ui.visuals(),
                ));
                let text = RichText::new(debrief.markdown(i18n)).monospace();
                ui.add(egui::Label::new(text).selectable(true).wrap());
            });
        ui.add_space(8.0);
        if let Some(a) = luck_ui(ui, i18n, session) {
            action = Some(a);
        }
    });
    action
}

/// "Make the debrief" and the exports (those of the debrief itself wait
/// for one to be made): the action clicked, if any.
fn export_buttons_ui(ui: &mut Ui, i18n: &I18n, session: &DebriefSession) -> Option<DebriefAction> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("debrief-ui-make")).clicked() {
            action = Some(DebriefAction::Make);
        }
        let ready = session.debrief.is_some();
        for (id, act) in [
            ("debrief-ui-export-markdown", DebriefAction::ExportMarkdown),
            ("debrief-ui-export-csv", DebriefAction::ExportCsv),
            ("debrief-ui-export-to-folder", DebriefAction::ExportToFolder),
        ] {
            if ui
                .add_enabled(ready, egui::Button::new(i18n.tr(id)))
                .clicked()
            {
                action = Some(act);
            }
        }
        if ui.button(i18n.tr("debrief-ui-export-png")).clicked() {
            action = Some(DebriefAction::ExportPng);
        }
    });
    action
}

#[cfg(test)]
mod tests {
    use super::{tick_decimals, value_axis};

    #[test]
    fn the_value_axis_starts_at_zero_and_holds_every_value() {
        // The p99: values a fraction of a millisecond apart.
        let (low, high) = value_axis([0.4221, 0.4225, 0.4223]);
        assert_eq!(low, 0.0);
        assert!((0.4225..0.5).contains(&high), "{high}");
        // An overspent budget goes below zero.
        let (low, high) = value_axis([-0.2, 0.5]);
        assert!(low < -0.2 && high > 0.5, "{low}..{high}");
        // Nothing but zeros (no page at all) still gives an axis.
        assert_eq!(value_axis([0.0, 0.0]), (0.0, 1.0));
        assert_eq!(value_axis([f64::NAN]), (0.0, 1.0));
    }

    #[test]
    fn ticks_get_as_many_decimals_as_their_step_needs() {
        assert_eq!(tick_decimals(10.0), 0);
        assert_eq!(tick_decimals(1.0), 0);
        assert_eq!(tick_decimals(0.1), 1);
        assert_eq!(tick_decimals(0.05), 2);
        assert_eq!(tick_decimals(0.0), 0);
    }
}
