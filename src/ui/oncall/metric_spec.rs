//! The trace's metrics as the window shows them, one row each in the
//! trace's order: the Fluent id of its line in the metrics table (if it
//! has one), the glossary term that line's name explains, and whether the
//! alerts' line under the metrics shows it. Its name in words, wherever a
//! lesson names it, is `lesson-field-…` ([`crate::lesson::text::field_name_id`]);
//! which charts draw it is in their rows (`ui::oncall::chart_spec`). The metrics
//! table, its hover texts, the presenter's headline and the hiding of a
//! pending guess read this table; a test walks it and finds every metric
//! named in the three languages and every line of the table drawn.
//!
//! Adding a metric: its variant in `Metric` (`model::oncall::metric`: its
//! name and quantity), its column in `run::Record`, one row here, and its
//! Fluent ids in each language.

use crate::glossary::Term;
use crate::i18n::I18n;
use crate::model::oncall::Metric;

/// What the window shows of one metric.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MetricSpec {
    /// The metric.
    pub metric: Metric,
    /// The Fluent id of its line's name in the metrics table, if the table
    /// shows it.
    pub label: Option<&'static str>,
    /// The glossary term that name explains when hovered, if any.
    pub term: Option<Term>,
    /// The alerts' line under the metrics shows it (a pending guess of it
    /// hides that line).
    pub alerts_line: bool,
}

impl MetricSpec {
    /// Its name as the window shows it: its line's in the metrics table,
    /// else a lesson's word for it.
    pub fn name(&self, i18n: &I18n) -> String {
        match self.label {
            Some(id) => i18n.tr(id),
            None => crate::lesson::text::field_name(i18n, self.metric.name()),
        }
    }
}

const fn shown(metric: Metric, label: &'static str, term: Option<Term>) -> MetricSpec {
    MetricSpec {
        metric,
        label: Some(label),
        term,
        alerts_line: false,
    }
}

const fn unshown(metric: Metric, alerts_line: bool) -> MetricSpec {
    MetricSpec {
        metric,
        label: None,
        term: None,
        alerts_line,
    }
}

/// Every metric, in the trace's order.
pub const METRIC_SPECS: [MetricSpec; 27] = [
    unshown(Metric::Minute, false),
    shown(Metric::RequestsPerSec, "oncall-metric-requests", None),
    shown(Metric::InstancesServing, "oncall-metric-serving", None),
    shown(
        Metric::InstancesBooting,
        "oncall-metric-booting",
        Some(Term::BootDelay),
    ),
    shown(
        Metric::CacheHitRate,
        "oncall-metric-cache-hit",
        Some(Term::CacheHitRate),
    ),
    shown(
        Metric::DbUtilization,
        "oncall-metric-db-utilization",
        Some(Term::DatabaseUtilization),
    ),
    shown(
        Metric::TrafficShed,
        "oncall-metric-shed",
        Some(Term::LoadShedding),
    ),
    shown(Metric::FleetCostPerHour, "oncall-metric-fleet-cost", None),
    shown(Metric::CostSoFar, "oncall-metric-cost-so-far", None),
    shown(
        Metric::CacheAgeSecs,
        "oncall-metric-cache-age",
        Some(Term::Staleness),
    ),
    shown(
        Metric::BadBuildTraffic,
        "oncall-metric-bad-build",
        Some(Term::Rollback),
    ),
    shown(
        Metric::RecommendationsAvailable,
        "oncall-metric-recommendations",
        Some(Term::GracefulDegradation),
    ),
    shown(
        Metric::BurnRate1h,
        "oncall-metric-burn-1h",
        Some(Term::BurnRate),
    ),
    shown(
        Metric::ErrorRate,
        "oncall-metric-error-rate",
        Some(Term::ErrorRate),
    ),
    unshown(Metric::TimeoutRate, false),
    shown(Metric::P99Secs, "oncall-metric-p99", Some(Term::P99)),
    shown(
        Metric::Utilization,
        "oncall-metric-utilization",
        Some(Term::Utilization),
    ),
    shown(
        Metric::BudgetRemaining,
        "oncall-metric-budget-left",
        Some(Term::ErrorBudget),
    ),
    unshown(Metric::Paging, false),
    shown(
        Metric::P99ExactSecs,
        "oncall-metric-p99-exact",
        Some(Term::Mmn),
    ),
    shown(
        Metric::TimeoutRateExact,
        "oncall-metric-timeouts-exact",
        Some(Term::MmnD),
    ),
    unshown(Metric::BurnRate5m, false),
    unshown(Metric::BurnRate30m, true),
    unshown(Metric::BurnRate6h, true),
    unshown(Metric::BurnRate3d, true),
    unshown(Metric::Paging6h, true),
    unshown(Metric::Ticket, true),
];

/// The row of `metric`.
pub fn metric_spec(metric: Metric) -> &'static MetricSpec {
    let at = Metric::ALL
        .iter()
        .position(|&m| m == metric)
        .unwrap_or_default();
    &METRIC_SPECS[at]
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::{METRIC_SPECS, metric_spec};
    use crate::i18n::{I18n, Language};
    use crate::model::oncall::Metric;

    #[test]
    fn the_table_has_each_metric_once_in_the_traces_order() {
        let metrics: Vec<Metric> = METRIC_SPECS.iter().map(|s| s.metric).collect();
        assert_eq!(metrics, Metric::ALL);
        for metric in Metric::ALL {
            assert_eq!(metric_spec(metric).metric, metric);
        }
    }

    #[test]
    fn every_label_is_one_metrics_and_its_term_has_words() {
        let i18n = I18n::new(Language::En);
        let mut seen = HashSet::new();
        for spec in &METRIC_SPECS {
            if let Some(label) = spec.label {
                assert!(seen.insert(label), "{label} twice");
            } else {
                assert_eq!(spec.term, None, "{:?}: a term without a line", spec.metric);
            }
            if let Some(term) = spec.term {
                assert!(!term.hover_text(&i18n).is_empty(), "{:?}", spec.metric);
            }
        }
        let burn = metric_spec(Metric::BurnRate1h).term.expect("a term");
        let text = burn.hover_text(&i18n);
        assert!(text.starts_with("Burn rate — "), "{text}");
    }
}
