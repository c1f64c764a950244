//! The debrief tab: the scorecard against two reference responses, the
//! incident timeline, what went well and what to try next, the exports, and
//! "was it luck?" over other seeds.

use egui::{Color32, RichText, Ui};
use egui_plot::{BoxElem, BoxPlot, BoxSpread, Legend, MarkerShape, Plot, PlotPoints, Points};
use fluent_bundle::FluentValue;

use crate::app::debrief::{DebriefSession, ENSEMBLE_SEEDS, LuckState};
use crate::debrief::{
    Debrief, Ensemble, Measure, ResponseKind, Scorecard, entry_text, finding_text,
};
use crate::i18n::I18n;

/// What the person asked of the debrief tab.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DebriefAction {
    /// Debrief the run as it stands.
    Make,
    /// Export the Markdown postmortem through a dialog.
    ExportMarkdown,
    /// Export the trace as CSV through a dialog.
    ExportCsv,
    /// Save a picture of the window.
    ExportPng,
    /// Write the Markdown and the CSV into the saves folder, no dialog.
    ExportToFolder,
    /// Start the ensemble over other seeds.
    StartLuck,
    /// Cancel it.
    CancelLuck,
}

/// How a scorecard figure is written.
#[derive(Clone, Copy)]
enum Unit {
    Share,
    Minutes,
    Secs,
    Money,
}

/// A scorecard row: Fluent id, value, unit.
type Row = (&'static str, fn(&Scorecard) -> f64, Unit);

/// The scorecard rows.
const ROWS: [Row; 11] = [
    (
        "oncall-debrief-row-budget-consumed",
        |s| s.budget_consumed,
        Unit::Share,
    ),
    (
        "oncall-debrief-row-budget-left",
        |s| s.budget_left,
        Unit::Share,
    ),
    (
        "oncall-debrief-row-minutes-paging",
        |s| f64::from(s.minutes_paging),
        Unit::Minutes,
    ),
    (
        "oncall-debrief-row-worst-p99",
        |s| s.worst_p99_secs,
        Unit::Secs,
    ),
    (
        "oncall-debrief-row-mean-p99",
        |s| s.mean_p99_secs,
        Unit::Secs,
    ),
    (
        "oncall-debrief-row-failed-total",
        |s| s.failed_total,
        Unit::Share,
    ),
    (
        "oncall-debrief-row-failed-bad-build",
        |s| s.failed_bad_build,
        Unit::Share,
    ),
    (
        "oncall-debrief-row-failed-timeouts",
        |s| s.failed_timeouts,
        Unit::Share,
    ),
    (
        "oncall-debrief-row-failed-saturation",
        |s| s.failed_saturation,
        Unit::Share,
    ),
    ("oncall-debrief-row-shed", |s| s.shed, Unit::Share),
    ("oncall-debrief-row-cost", |s| s.cost_dollars, Unit::Money),
];

fn fmt(i18n: &I18n, value: f64, unit: Unit, signed: bool) -> String {
    let text = match unit {
        Unit::Share => i18n.fmt_percent(value, 2),
        Unit::Minutes => i18n.fmt_number(value, 0),
        Unit::Secs => format!("{} s", i18n.fmt_number(value, 2)),
        Unit::Money => i18n.fmt_money(value),
    };
    if signed && value > 0.0 {
        format!("+{text}")
    } else {
        text
    }
}

fn scorecard_ui(ui: &mut Ui, i18n: &I18n, debrief: &Debrief) {
    let run = &debrief.scorecard;
    let nothing = &debrief.do_nothing.scorecard;
    let playbook = &debrief.playbook.scorecard;
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
            for id in [
                "oncall-debrief-column-measure",
                "oncall-debrief-column-run",
                "oncall-debrief-column-do-nothing",
                "oncall-debrief-column-playbook",
                "oncall-debrief-column-vs-do-nothing",
                "oncall-debrief-column-vs-playbook",
            ] {
                ui.label(RichText::new(i18n.tr(id)).strong());
            }
            ui.end_row();
            for (id, value, unit) in ROWS {
                ui.label(i18n.tr(id));
                for scorecard in [run, nothing, playbook] {
                    ui.monospace(fmt(i18n, value(scorecard), unit, false));
                }
                for reference in [nothing, playbook] {
                    ui.monospace(fmt(i18n, value(run) - value(reference), unit, true));
                }
                ui.end_row();
            }
        });
}

fn luck_plot_ui(ui: &mut Ui, i18n: &I18n, ensemble: &Ensemble, measure: Measure) {
    let responses = [
        ResponseKind::Run,
        ResponseKind::DoNothing,
        ResponseKind::Playbook,
    ];
    let colors = [
        Color32::from_rgb(0x40, 0x80, 0xe0),
        Color32::from_rgb(0xe0, 0x40, 0x40),
        Color32::from_rgb(0x40, 0xb0, 0x60),
    ];
    let scale = if measure == Measure::BudgetLeft {
        100.0
    } else {
        1.0
    };
    let boxes: Vec<BoxPlot> = responses
        .iter()
        .zip(colors)
        .enumerate()
        .map(|(k, (kind, color))| {
            let p = ensemble.response(*kind).percentiles(measure);
            let spread = BoxSpread::new(
                p.p5 * scale,
                p.p25 * scale,
                p.p50 * scale,
                p.p75 * scale,
                p.p95 * scale,
            );
            let name = i18n.tr(kind.label_id());
            BoxPlot::new(
                name.clone(),
                vec![
                    BoxElem::new(k as f64, spread)
                        .name(name)
                        .fill(color.gamma_multiply(0.3)),
                ],
            )
            .color(color)
            .horizontal()
        })
        .collect();
    let value = measure.of(&ensemble.run);
    // The rank is in percent: the share of the other worlds strictly below, plus half the ties.
    let rank = ensemble.rank_in(ResponseKind::Run, measure) / 100.0;
    ui.label(RichText::new(i18n.tr(measure.label_id())).strong());
    let value_text = match measure {
        Measure::BudgetLeft => i18n.fmt_percent(value, 1),
        Measure::Cost => i18n.fmt_money(value),
        Measure::WorstP99 => format!("{} s", i18n.fmt_number(value, 2)),
        Measure::MinutesPaging => i18n.fmt_number(value, 0),
    };
    let better_share = if measure.higher_is_better() {
        rank
    } else {
        1.0 - rank
    };
    ui.label(i18n.tr_args(
        "debrief-ui-luck-rank",
        &[
            ("value", FluentValue::from(value_text)),
            (
                "rank",
                FluentValue::from(i18n.fmt_percent(better_share.clamp(0.0, 1.0), 0)),
            ),
        ],
    ));
    Plot::new(("luck", measure.label_id()))
        .height(110.0)
        .legend(Legend::default())
        .allow_scroll(false)
        .show_axes([true, false])
        .show(ui, |p| {
            for plot in boxes {
                p.box_plot(plot);
            }
            p.points(
                Points::new(
                    i18n.tr("oncall-debrief-column-run"),
                    PlotPoints::from(vec![[value * scale, 0.0]]),
                )
                .shape(MarkerShape::Diamond)
                .radius(6.0)
                .color(Color32::WHITE),
            );
        });
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
                    ui.label(
                        RichText::new(i18n.tr("debrief-ui-luck-band"))
                            .small()
                            .weak(),
                    );
                    for measure in Measure::ALL {
                        luck_plot_ui(ui, i18n, ensemble, measure);
                    }
                }
                Some(LuckState::Cancelled) => {
                    ui.label(i18n.tr("debrief-ui-luck-cancelled"));
                }
                Some(LuckState::Failed(message)) => {
                    ui.colored_label(ui.visuals().error_fg_color, message);
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
    status: Option<&(String, bool)>,
) -> Option<DebriefAction> {
    let mut action = None;
    egui::ScrollArea::vertical().show(ui, |ui| {
        // Keep the text clear of a floating scroll bar, which is drawn over
        // the content's right edge.
        let scroll = &ui.spacing().scroll;
        let bar = scroll.bar_inner_margin + scroll.bar_width + scroll.bar_outer_margin;
        let covered = (bar - scroll.allocated_width()).max(0.0);
        ui.set_max_width(ui.available_width() - covered);
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
        if let Some((text, error)) = status {
            let color = if *error {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().weak_text_color()
            };
            ui.colored_label(color, text);
        }
        if let Some(error) = &session.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
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
        if let Some(a) = luck_ui(ui, i18n, session) {
            action = Some(a);
        }
    });
    action
}
