//! The six on-call charts as one table: for each, its title's Fluent id
//! (also its plot id), its lines (each one's name, the trace field it
//! draws, its value in a row and the unit of that value, its colour and
//! style, whether it is beyond the seed), its thresholds, and what sets it
//! apart (the exact p99's switch, the place beside the metrics). The tab,
//! a lesson's highlight and a pending guess's hiding read this table; a
//! test walks it and finds every chart drawn and named in the three
//! languages.
//!
//! Adding a chart: its variant in `Chart` (`model::lesson`), one row here,
//! and its Fluent ids in each language.

use egui::Color32;

use crate::lesson::{Chart, Unit};
use crate::model::oncall::constants::{
    PAGE_BURN_RATE, SLOW_PAGE_BURN_RATE, TICKET_BURN_RATE, TIMEOUT_SECS,
};
use crate::model::oncall::{Metric, MinuteRow};
use crate::ui::widgets::charts::SeriesStyle;
use crate::ui::widgets::palette::{
    BLUE, BLUISH_GREEN, GREY, ORANGE, REDDISH_PURPLE, SKY_BLUE, VERMILLION,
};

/// One measure on a chart.
#[derive(Debug, Clone, Copy)]
pub struct LineSpec {
    /// The Fluent id of its name in the legend.
    pub label: &'static str,
    /// The trace field it draws, if it is one (a pending guess of it hides
    /// the line).
    pub metric: Option<Metric>,
    /// Its value in a row, in `unit`.
    pub value: fn(&MinuteRow) -> f64,
    /// The unit of its values (a share in percent, a latency in
    /// milliseconds).
    pub unit: Unit,
    /// Its colour.
    pub color: Color32,
    /// Its style.
    pub style: SeriesStyle,
    /// Beyond the seed (the Workbook's second page and ticket): left out of
    /// the charts a room is shown.
    pub beyond_seed: bool,
}

/// A horizontal threshold of a chart.
#[derive(Debug, Clone, Copy)]
pub struct ThresholdSpec {
    /// The Fluent id of its name in the legend.
    pub label: &'static str,
    /// Its value, in the chart's unit.
    pub value: f64,
    /// Its colour.
    pub color: Color32,
    /// For an alert's threshold, whether the alert fires in a row (drawn
    /// solid while it fires at the latest minute).
    pub fires: Option<fn(&MinuteRow) -> bool>,
    /// Beyond the seed: left out of the charts a room is shown.
    pub beyond_seed: bool,
}

/// What the tab draws for one chart.
#[derive(Debug, Clone, Copy)]
pub struct ChartSpec {
    /// The chart.
    pub chart: Chart,
    /// The Fluent id of its title, also its plot id
    /// (`egui::Id::unique(id)`).
    pub id: &'static str,
    /// The Fluent id of a second title, after a `·` (the burn rate beside
    /// the error rate).
    pub title_also: Option<&'static str>,
    /// Its lines, in the legend's order.
    pub lines: &'static [LineSpec],
    /// Its thresholds, after the lines.
    pub thresholds: &'static [ThresholdSpec],
    /// It draws the second opinion's exact p99 ([`EXACT_P99_LINE`]) when
    /// that is on, and its title has the switch.
    pub exact_p99: bool,
    /// It is the chart a page is about: drawn beside "why requests are
    /// failing", where the eye is when it fires, if there is room.
    pub beside_metrics: bool,
}

impl ChartSpec {
    /// The name (Fluent id) and measure of each of its lines, the exact
    /// p99's included when it draws it.
    pub fn every_line(&self) -> impl Iterator<Item = (&'static str, Option<Metric>)> {
        let exact = self
            .exact_p99
            .then_some((EXACT_P99_LINE.label, Some(EXACT_P99_LINE.metric)));
        self.lines
            .iter()
            .map(|line| (line.label, line.metric))
            .chain(exact)
    }

    /// The Fluent ids of what it leaves out of a room's charts.
    pub fn beyond_seed(&self) -> impl Iterator<Item = &'static str> {
        let lines = self.lines.iter().filter(|l| l.beyond_seed).map(|l| l.label);
        let thresholds = self
            .thresholds
            .iter()
            .filter(|t| t.beyond_seed)
            .map(|t| t.label);
        lines.chain(thresholds)
    }
}

/// The exact p99 of each row's queue, drawn by the chart whose row says
/// `exact_p99`. It has no value in a row: its values are the second
/// opinion's, computed beside the run.
#[derive(Debug, Clone, Copy)]
pub struct ExactLineSpec {
    /// The Fluent id of its name in the legend.
    pub label: &'static str,
    /// The trace field it stands for (a pending guess of it hides it).
    pub metric: Metric,
    /// Its colour.
    pub color: Color32,
    /// Its style.
    pub style: SeriesStyle,
}

/// The exact p99's line, in milliseconds like the p99 it is drawn beside.
pub const EXACT_P99_LINE: ExactLineSpec = ExactLineSpec {
    label: "oncall-chart-p99-exact",
    metric: Metric::P99ExactSecs,
    color: BLUE,
    style: SeriesStyle::Dashed,
};

const fn line(
    label: &'static str,
    metric: Option<Metric>,
    value: fn(&MinuteRow) -> f64,
    unit: Unit,
    (color, style): (Color32, SeriesStyle),
) -> LineSpec {
    LineSpec {
        label,
        metric,
        value,
        unit,
        color,
        style,
        beyond_seed: false,
    }
}

const fn threshold(
    label: &'static str,
    value: f64,
    color: Color32,
    fires: Option<fn(&MinuteRow) -> bool>,
) -> ThresholdSpec {
    ThresholdSpec {
        label,
        value,
        color,
        fires,
        beyond_seed: false,
    }
}

const fn chart(
    chart: Chart,
    id: &'static str,
    lines: &'static [LineSpec],
    thresholds: &'static [ThresholdSpec],
) -> ChartSpec {
    ChartSpec {
        chart,
        id,
        title_also: None,
        lines,
        thresholds,
        exact_p99: false,
        beside_metrics: false,
    }
}

use SeriesStyle::{Dashed, Solid};

/// Every chart, in the order the tab draws them.
pub const CHART_SPECS: [ChartSpec; 6] = [
    chart(
        Chart::Traffic,
        "oncall-chart-traffic",
        &[
            line(
                "oncall-chart-traffic",
                Some(Metric::RequestsPerSec),
                |r| r.requests_per_sec,
                Unit::RequestsPerSec,
                (SKY_BLUE, Solid),
            ),
            line(
                "oncall-chart-capacity",
                None,
                |r| r.out.capacity_per_sec,
                Unit::RequestsPerSec,
                (BLUISH_GREEN, Dashed),
            ),
        ],
        &[],
    ),
    ChartSpec {
        exact_p99: true,
        ..chart(
            Chart::P99,
            "oncall-chart-p99",
            &[line(
                "oncall-chart-p99",
                Some(Metric::P99Secs),
                |r| r.out.p99_secs * 1000.0,
                Unit::Milliseconds,
                (ORANGE, Solid),
            )],
            &[threshold(
                "oncall-chart-timeout",
                TIMEOUT_SECS * 1000.0,
                VERMILLION,
                None,
            )],
        )
    },
    ChartSpec {
        title_also: Some("oncall-chart-burn"),
        beside_metrics: true,
        ..chart(
            Chart::Errors,
            "oncall-chart-errors",
            &[
                line(
                    "oncall-chart-errors",
                    Some(Metric::ErrorRate),
                    |r| r.out.error_rate * 100.0,
                    Unit::Percent,
                    (ORANGE, Solid),
                ),
                line(
                    "oncall-chart-burn",
                    Some(Metric::BurnRate1h),
                    |r| r.burn_rate_1h,
                    Unit::Times,
                    (VERMILLION, Dashed),
                ),
                // Beyond the seed: the long window of the Workbook's second
                // page (the ticket's 3-day one, far below on this scale, is
                // in the line under the metrics and drawn as the ticket's
                // threshold's state).
                LineSpec {
                    beyond_seed: true,
                    ..line(
                        "oncall-chart-burn-6h",
                        Some(Metric::BurnRate6h),
                        |r| r.burn_rate_6h,
                        Unit::Times,
                        (REDDISH_PURPLE, Dashed),
                    )
                },
            ],
            &[
                threshold(
                    "oncall-chart-page-line",
                    PAGE_BURN_RATE,
                    GREY,
                    Some(|r| r.paging),
                ),
                // Beyond the seed: the Workbook's second page and its ticket.
                ThresholdSpec {
                    beyond_seed: true,
                    ..threshold(
                        "oncall-chart-page-6h-line",
                        SLOW_PAGE_BURN_RATE,
                        REDDISH_PURPLE,
                        Some(|r| r.paging_6h),
                    )
                },
                ThresholdSpec {
                    beyond_seed: true,
                    ..threshold(
                        "oncall-chart-ticket-line",
                        TICKET_BURN_RATE,
                        BLUE,
                        Some(|r| r.ticket),
                    )
                },
            ],
        )
    },
    chart(
        Chart::Instances,
        "oncall-chart-instances",
        &[
            line(
                "oncall-metric-serving",
                Some(Metric::InstancesServing),
                |r| f64::from(r.instances_serving),
                Unit::Count,
                (SKY_BLUE, Solid),
            ),
            line(
                "oncall-metric-booting",
                Some(Metric::InstancesBooting),
                |r| f64::from(r.instances_booting),
                Unit::Count,
                (ORANGE, Dashed),
            ),
        ],
        &[],
    ),
    chart(
        Chart::CacheDb,
        "oncall-chart-cache-db",
        &[
            line(
                "oncall-metric-cache-hit",
                Some(Metric::CacheHitRate),
                |r| r.out.cache_hit_rate * 100.0,
                Unit::Percent,
                (BLUISH_GREEN, Solid),
            ),
            line(
                "oncall-metric-db-utilization",
                Some(Metric::DbUtilization),
                |r| r.db_utilization() * 100.0,
                Unit::Percent,
                (VERMILLION, Dashed),
            ),
        ],
        &[],
    ),
    chart(
        Chart::BudgetCost,
        "oncall-chart-budget-cost",
        &[
            line(
                "oncall-metric-budget-left",
                Some(Metric::BudgetRemaining),
                |r| r.budget_remaining * 100.0,
                Unit::Percent,
                (BLUISH_GREEN, Solid),
            ),
            line(
                "oncall-metric-cost-so-far",
                Some(Metric::CostSoFar),
                |r| r.cost_so_far,
                Unit::Dollars,
                (BLUE, Dashed),
            ),
        ],
        &[],
    ),
];

/// The row of `chart`.
pub fn chart_spec(chart: Chart) -> &'static ChartSpec {
    let at = Chart::ALL
        .iter()
        .position(|&c| c == chart)
        .unwrap_or_default();
    &CHART_SPECS[at]
}

#[cfg(test)]
mod tests {
    use super::{CHART_SPECS, chart_spec};
    use crate::lesson::{Chart, in_unit};
    use crate::model::oncall::{RunSpec, Scenario, Sim};

    #[test]
    fn the_table_has_each_chart_once_in_the_drawing_order() {
        let charts: Vec<Chart> = CHART_SPECS.iter().map(|s| s.chart).collect();
        assert_eq!(charts, Chart::ALL);
        for chart in Chart::ALL {
            assert_eq!(chart_spec(chart).chart, chart);
        }
        assert_eq!(CHART_SPECS.iter().filter(|s| s.beside_metrics).count(), 1);
    }

    #[test]
    fn each_line_of_a_trace_field_draws_that_field_in_its_unit() {
        let trace = Sim::run(RunSpec::new(Scenario::BadDeploy, 5), &[], 240).expect("a run");
        for spec in &CHART_SPECS {
            for line in spec.lines {
                let Some(metric) = line.metric else {
                    continue;
                };
                for row in &trace.rows {
                    let field = crate::run::Record::from(row).value(metric);
                    let want = in_unit(line.unit, metric.name(), field);
                    let drawn = (line.value)(row);
                    assert!(
                        (drawn - want).abs() <= 1e-9 * want.abs().max(1.0),
                        "{}: {drawn} against {want} at minute {}",
                        line.label,
                        row.minute
                    );
                }
            }
        }
    }
}
