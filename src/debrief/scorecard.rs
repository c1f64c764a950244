//! The scorecard: a run's outcome in the figures a postmortem quotes.
//!
//! Conventions: budget figures are shares of the month's error budget (0.2 =
//! 20 %), failure and shed figures are shares of all requests that arrived
//! (0–1), latencies in seconds, money in dollars. Per-minute figures cover
//! the minutes simulated, 1 to N; the opening row (minute 0) is the state
//! before anything happened and only gives the budget at the start. The
//! exception is the worst p99, taken over every row like
//! [`Summary::worst_p99_secs`], so the debrief and the ensemble never show
//! two different worst latencies for the same run.

use serde::Serialize;

use super::Debrief;
use super::playbook::ResponseKind;
use crate::i18n::I18n;
use crate::model::oncall::{MinuteRow, Summary, Trace};

/// A run's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct Scorecard {
    /// Minutes simulated after the opening row.
    pub minutes: u32,
    /// Share of the month's error budget left at the start (the opening row).
    pub budget_start: f64,
    /// Share of the month's error budget consumed during the run:
    /// `budget_start − budget_left`.
    pub budget_consumed: f64,
    /// Share of the month's error budget left at the end (negative = overspent).
    pub budget_left: f64,
    /// Minutes the burn-rate page was firing (the opening row not counted).
    pub minutes_paging: u32,
    /// Worst p99 latency over every row, the opening included, seconds.
    pub worst_p99_secs: f64,
    /// Mean p99 latency over the minutes simulated (the opening row's if
    /// none were), seconds.
    pub mean_p99_secs: f64,
    /// Share of the requests failed for any reason:
    /// `Σ admitted/s × error rate ÷ Σ requests/s`.
    pub failed_total: f64,
    /// Share of the requests failed by the bad build:
    /// `Σ admitted/s × bad-build error rate ÷ Σ requests/s`.
    pub failed_bad_build: f64,
    /// Share of the requests that timed out (waited longer than 2 s).
    pub failed_timeouts: f64,
    /// Share of the requests failed because the fleet was saturated.
    pub failed_saturation: f64,
    /// Share of the requests shed at the load balancer:
    /// `Σ requests/s × shed share ÷ Σ requests/s`.
    pub shed: f64,
    /// Total cost of the run, dollars.
    pub cost_dollars: f64,
}

impl Scorecard {
    /// The scorecard of a trace. An empty trace gives the default (all zero).
    ///
    /// The causes are weighted by the requests of each minute, so a minute
    /// at the peak counts more than a quiet one. They combine as
    /// `1 − (1 − bad)(1 − timeouts)(1 − saturation)` in the model, so the
    /// three shares can add up to a little more than [`Self::failed_total`].
    pub fn from_trace(trace: &Trace) -> Self {
        Self::from_rows(&trace.rows)
    }

    /// The scorecard of rows in minute order, the opening row first.
    pub fn from_rows(rows: &[MinuteRow]) -> Self {
        let Some((opening, _)) = rows.split_first() else {
            return Self::default();
        };
        let mut summary = Summary::default();
        for row in rows {
            summary.add(row);
        }
        // The minutes simulated; the opening row stands in when there are none.
        let simulated = if rows.len() > 1 { &rows[1..] } else { rows };

        let mut requests = 0.0;
        let mut failed = [0.0; 4];
        let mut shed = 0.0;
        let mut p99_sum = 0.0;
        for row in simulated {
            let out = &row.out;
            requests += row.requests_per_sec;
            failed[0] += out.admitted_per_sec * out.error_rate;
            failed[1] += out.admitted_per_sec * out.bad_build_error_rate;
            failed[2] += out.admitted_per_sec * out.timeout_rate;
            failed[3] += out.admitted_per_sec * out.saturation_rate;
            shed += row.requests_per_sec * out.traffic_shed;
            p99_sum += out.p99_secs;
        }
        let share = |x: f64| if requests > 0.0 { x / requests } else { 0.0 };

        Self {
            minutes: summary.minutes,
            budget_start: opening.budget_remaining,
            budget_consumed: opening.budget_remaining - summary.budget_remaining,
            budget_left: summary.budget_remaining,
            minutes_paging: summary.minutes_paging,
            worst_p99_secs: summary.worst_p99_secs,
            mean_p99_secs: p99_sum / simulated.len() as f64,
            failed_total: share(failed[0]),
            failed_bad_build: share(failed[1]),
            failed_timeouts: share(failed[2]),
            failed_saturation: share(failed[3]),
            shed: share(shed),
            cost_dollars: summary.cost_dollars,
        }
    }

    /// This scorecard minus `reference`, figure by figure (positive = this
    /// run has more of it).
    pub fn minus(&self, reference: &Self) -> ScorecardDelta {
        ScorecardDelta {
            budget_consumed: self.budget_consumed - reference.budget_consumed,
            budget_left: self.budget_left - reference.budget_left,
            minutes_paging: i64::from(self.minutes_paging) - i64::from(reference.minutes_paging),
            worst_p99_secs: self.worst_p99_secs - reference.worst_p99_secs,
            mean_p99_secs: self.mean_p99_secs - reference.mean_p99_secs,
            failed_total: self.failed_total - reference.failed_total,
            failed_bad_build: self.failed_bad_build - reference.failed_bad_build,
            failed_timeouts: self.failed_timeouts - reference.failed_timeouts,
            failed_saturation: self.failed_saturation - reference.failed_saturation,
            shed: self.shed - reference.shed,
            cost_dollars: self.cost_dollars - reference.cost_dollars,
        }
    }
}

/// The difference between two scorecards, in the same units (positive =
/// the first has more).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct ScorecardDelta {
    /// Difference in the share of the month's budget consumed.
    pub budget_consumed: f64,
    /// Difference in the share of the month's budget left.
    pub budget_left: f64,
    /// Difference in minutes paging.
    pub minutes_paging: i64,
    /// Difference in the worst p99, seconds.
    pub worst_p99_secs: f64,
    /// Difference in the mean p99, seconds.
    pub mean_p99_secs: f64,
    /// Difference in the share of requests failed.
    pub failed_total: f64,
    /// Difference in the share failed by the bad build.
    pub failed_bad_build: f64,
    /// Difference in the share that timed out.
    pub failed_timeouts: f64,
    /// Difference in the share failed by saturation.
    pub failed_saturation: f64,
    /// Difference in the share shed.
    pub shed: f64,
    /// Difference in cost, dollars.
    pub cost_dollars: f64,
}

/// How a scorecard figure is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Figure {
    /// A share: `12.34 %`, a difference in points (`+3.59 pts`).
    Share,
    /// Whole minutes.
    Minutes,
    /// A latency, in the unit [`LatencyIn`] says.
    Latency,
    /// Dollars.
    Money,
}

/// How the scorecard writes its latencies: the window in seconds
/// (`0.35 s`), the Markdown postmortem in milliseconds (`350 ms`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LatencyIn {
    /// Seconds, two decimals.
    Secs,
    /// Milliseconds, as [`I18n::fmt_ms`] writes them.
    Millis,
}

impl Figure {
    /// `value` as this figure; a difference (`signed`) of shares is in
    /// points and has its sign unless it rounds to zero (`+$1.20`,
    /// `-0.35 pts`, `0 ms`).
    pub fn text(self, i18n: &I18n, value: f64, signed: bool, latency: LatencyIn) -> String {
        let text = match (self, latency) {
            (Self::Share, _) if signed => i18n.fmt_points(value, 2),
            (Self::Share, _) => i18n.fmt_percent(value, 2),
            (Self::Minutes, _) => i18n.fmt_number(value, 0),
            (Self::Latency, LatencyIn::Secs) => format!("{} s", i18n.fmt_number(value, 2)),
            (Self::Latency, LatencyIn::Millis) => i18n.fmt_ms(value * 1000.0),
            (Self::Money, _) => i18n.fmt_money(value),
        };
        let nonzero = text.bytes().any(|b| (b'1'..=b'9').contains(&b));
        if signed && nonzero && !text.starts_with('-') {
            format!("+{text}")
        } else {
            text
        }
    }
}

/// One measure of the scorecard: its name's Fluent id, how it is written
/// and where a scorecard keeps it.
#[derive(Clone, Copy)]
pub struct ScorecardRow {
    /// The Fluent id of the measure's name.
    pub label_id: &'static str,
    /// How its values are written.
    pub figure: Figure,
    /// Its value in a scorecard.
    pub value: fn(&Scorecard) -> f64,
}

/// The scorecard's measures, in the order the window and the postmortem
/// list them.
pub const SCORECARD_ROWS: [ScorecardRow; 11] = [
    ScorecardRow {
        label_id: "oncall-debrief-row-budget-consumed",
        figure: Figure::Share,
        value: |c| c.budget_consumed,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-budget-left",
        figure: Figure::Share,
        value: |c| c.budget_left,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-minutes-paging",
        figure: Figure::Minutes,
        value: |c| f64::from(c.minutes_paging),
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-worst-p99",
        figure: Figure::Latency,
        value: |c| c.worst_p99_secs,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-mean-p99",
        figure: Figure::Latency,
        value: |c| c.mean_p99_secs,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-failed-total",
        figure: Figure::Share,
        value: |c| c.failed_total,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-failed-bad-build",
        figure: Figure::Share,
        value: |c| c.failed_bad_build,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-failed-timeouts",
        figure: Figure::Share,
        value: |c| c.failed_timeouts,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-failed-saturation",
        figure: Figure::Share,
        value: |c| c.failed_saturation,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-shed",
        figure: Figure::Share,
        value: |c| c.shed,
    },
    ScorecardRow {
        label_id: "oncall-debrief-row-cost",
        figure: Figure::Money,
        value: |c| c.cost_dollars,
    },
];

/// The Fluent ids of the scorecard's columns: the measure, the run, the
/// two references, and the run's difference from each.
pub fn scorecard_columns() -> [&'static str; 6] {
    [
        "oncall-debrief-column-measure",
        ResponseKind::Run.label_id(),
        ResponseKind::DoNothing.label_id(),
        ResponseKind::Playbook.label_id(),
        "oncall-debrief-column-vs-do-nothing",
        "oncall-debrief-column-vs-playbook",
    ]
}

/// One row of the scorecard as text, under [`scorecard_columns`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScorecardLine {
    /// The measure's name.
    pub label: String,
    /// The run's value, then the do-nothing's and the playbook's.
    pub values: [String; 3],
    /// The run minus the do-nothing, the run minus the playbook, signed.
    pub differences: [String; 2],
}

impl Debrief {
    /// The scorecard against the two references, row by row, as the window
    /// and the postmortem write it.
    pub fn scorecard_lines(&self, i18n: &I18n, latency: LatencyIn) -> Vec<ScorecardLine> {
        let run = &self.scorecard;
        let nothing = &self.do_nothing.scorecard;
        let playbook = &self.playbook.scorecard;
        SCORECARD_ROWS
            .iter()
            .map(|row| {
                let value = |card: &Scorecard| (row.value)(card);
                let text = |x: f64, signed| row.figure.text(i18n, x, signed, latency);
                ScorecardLine {
                    label: i18n.tr(row.label_id),
                    values: [run, nothing, playbook].map(|card| text(value(card), false)),
                    differences: [nothing, playbook]
                        .map(|card| text(value(run) - value(card), true)),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::oncall::{RunSpec, Scenario, Sim};

    #[test]
    fn the_window_and_the_postmortem_write_the_same_rows() {
        use crate::i18n::{I18n, Language};
        let spec = RunSpec::new(Scenario::BadDeploy, 1);
        let timeline = [crate::model::oncall::TimedCommand::at(
            28,
            crate::model::oncall::Command::Rollback,
        )];
        let trace = Sim::run(spec.clone(), &timeline, 180).expect("a run");
        let debrief = Debrief::new(spec, &timeline, &trace).expect("a debrief");
        let en = I18n::new(Language::En);
        let window = debrief.scorecard_lines(&en, LatencyIn::Secs);
        let markdown = debrief.scorecard_lines(&en, LatencyIn::Millis);
        assert_eq!(window.len(), SCORECARD_ROWS.len());
        for ((row, secs), millis) in SCORECARD_ROWS.iter().zip(&window).zip(&markdown) {
            assert_eq!(secs.label, en.tr(row.label_id));
            if row.figure == Figure::Latency {
                assert!(secs.values.iter().all(|v| v.ends_with(" s")), "{secs:?}");
                assert!(
                    millis.values.iter().all(|v| v.ends_with(" ms")),
                    "{millis:?}"
                );
            } else {
                assert_eq!(secs, millis);
            }
        }
        // The rollback at minute 28 left more budget than doing nothing.
        assert!(window[1].differences[0].starts_with('+'), "{:?}", window[1]);
    }

    #[test]
    fn a_difference_has_its_sign_unless_it_rounds_to_zero() {
        use crate::i18n::{I18n, Language};
        let en = I18n::new(Language::En);
        let text = |figure: Figure, x: f64| figure.text(&en, x, true, LatencyIn::Millis);
        assert_eq!(text(Figure::Money, 1.2), "+$1.20");
        assert_eq!(text(Figure::Money, -1.2), "-$1.20");
        assert_eq!(text(Figure::Share, -0.0035), "-0.35 pts");
        assert_eq!(text(Figure::Share, 0.000_01), "0.00 pts");
        assert_eq!(text(Figure::Minutes, 0.0), "0");
        assert_eq!(
            Figure::Latency.text(&en, 0.35, true, LatencyIn::Secs),
            "+0.35 s"
        );
    }

    #[test]
    fn empty_and_opening_only() {
        assert_eq!(Scorecard::from_rows(&[]), Scorecard::default());
        let trace = Sim::run(RunSpec::new(Scenario::BadDeploy, 3), &[], 0).expect("empty");
        let card = Scorecard::from_trace(&trace);
        assert_eq!(card.minutes, 0);
        assert_eq!(card.budget_start, 0.2);
        assert_eq!(card.budget_consumed, 0.0);
        assert_eq!(card.mean_p99_secs, trace.rows[0].out.p99_secs);
    }

    #[test]
    fn bad_build_failures_are_five_percent_of_its_traffic() {
        let trace = Sim::run(RunSpec::new(Scenario::BadDeploy, 3), &[], 180).expect("empty");
        let card = Scorecard::from_trace(&trace);
        // The bad build serves minutes 10–180: 171 of 180 minutes at 5 %.
        assert!(
            (card.failed_bad_build - 0.05 * 171.0 / 180.0).abs() < 0.002,
            "{card:?}"
        );
        assert!(card.failed_total >= card.failed_bad_build);
        assert_eq!(card.shed, 0.0);
        let delta = card.minus(&card);
        assert_eq!(delta, ScorecardDelta::default());
    }
}
