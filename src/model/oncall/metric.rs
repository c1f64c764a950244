//! The measures of a minute that a trace writes, by the names its CSV
//! header and JSON keys give them (`p99_secs`): what a lesson's objective,
//! guess and highlight name, and what the window's metrics and charts show.
//! The window's words for each are in its own table (`ui::oncall::metric_spec`).

use super::super::named::Name;

/// A numeric field of the trace (every column but the clock), in the
/// trace's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Metric {
    /// Minutes since the start.
    Minute,
    /// Measured arrivals, requests per second.
    RequestsPerSec,
    /// Instances serving.
    InstancesServing,
    /// Instances booting.
    InstancesBooting,
    /// Cache hit ratio, 0–1.
    CacheHitRate,
    /// Database utilization, 0–1.
    DbUtilization,
    /// Share of all traffic shed, 0–1.
    TrafficShed,
    /// Fleet cost, dollars per hour.
    FleetCostPerHour,
    /// Cost so far, dollars.
    CostSoFar,
    /// Mean age of a cached answer, seconds.
    CacheAgeSecs,
    /// Share of the traffic on the bad build, 0–1.
    BadBuildTraffic,
    /// Share of requests served with recommendations, 0–1.
    RecommendationsAvailable,
    /// Burn rate over the last hour.
    BurnRate1h,
    /// Error rate, 0–1.
    ErrorRate,
    /// Share timing out in the stable queue, 0–1.
    TimeoutRate,
    /// p99 latency, seconds.
    P99Secs,
    /// Fleet utilization, 0–1.
    Utilization,
    /// Error budget left, share of the month's budget.
    BudgetRemaining,
    /// 1 while the burn-rate page fires.
    Paging,
    /// The second opinion's exact p99, seconds.
    P99ExactSecs,
    /// The second opinion's share timing out (M/M/N+D), 0–1.
    TimeoutRateExact,
    /// Burn rate over the last 5 minutes.
    BurnRate5m,
    /// Beyond the seed: burn rate over the last 30 minutes.
    BurnRate30m,
    /// Beyond the seed: burn rate over the last 6 hours.
    BurnRate6h,
    /// Beyond the seed: burn rate over the last 3 days.
    BurnRate3d,
    /// Beyond the seed: 1 while the second page fires.
    Paging6h,
    /// Beyond the seed: 1 while the ticket is open.
    Ticket,
}

/// What kind of quantity a metric is: how it is typed in and read out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    /// A count (minutes, instances).
    Count,
    /// Requests per second.
    RequestsPerSec,
    /// A share, 0–1 (typed and read in percent).
    Share,
    /// A latency in seconds (read in milliseconds).
    LatencySecs,
    /// An age in seconds.
    AgeSecs,
    /// Dollars.
    Dollars,
    /// Dollars per hour.
    DollarsPerHour,
    /// A burn rate, a multiple of the sustainable rate (×).
    BurnRate,
    /// 1 while something holds, else 0.
    Flag,
}

impl Metric {
    /// Every metric, in the trace's order.
    pub const ALL: [Self; 27] = [
        Self::Minute,
        Self::RequestsPerSec,
        Self::InstancesServing,
        Self::InstancesBooting,
        Self::CacheHitRate,
        Self::DbUtilization,
        Self::TrafficShed,
        Self::FleetCostPerHour,
        Self::CostSoFar,
        Self::CacheAgeSecs,
        Self::BadBuildTraffic,
        Self::RecommendationsAvailable,
        Self::BurnRate1h,
        Self::ErrorRate,
        Self::TimeoutRate,
        Self::P99Secs,
        Self::Utilization,
        Self::BudgetRemaining,
        Self::Paging,
        Self::P99ExactSecs,
        Self::TimeoutRateExact,
        Self::BurnRate5m,
        Self::BurnRate30m,
        Self::BurnRate6h,
        Self::BurnRate3d,
        Self::Paging6h,
        Self::Ticket,
    ];

    /// Its name in the trace (`p99_secs`).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Minute => "minute",
            Self::RequestsPerSec => "requests_per_sec",
            Self::InstancesServing => "instances_serving",
            Self::InstancesBooting => "instances_booting",
            Self::CacheHitRate => "cache_hit_rate",
            Self::DbUtilization => "db_utilization",
            Self::TrafficShed => "traffic_shed",
            Self::FleetCostPerHour => "fleet_cost_per_hour",
            Self::CostSoFar => "cost_so_far",
            Self::CacheAgeSecs => "cache_age_secs",
            Self::BadBuildTraffic => "bad_build_traffic",
            Self::RecommendationsAvailable => "recommendations_available",
            Self::BurnRate1h => "burn_rate_1h",
            Self::ErrorRate => "error_rate",
            Self::TimeoutRate => "timeout_rate",
            Self::P99Secs => "p99_secs",
            Self::Utilization => "utilization",
            Self::BudgetRemaining => "budget_remaining",
            Self::Paging => "paging",
            Self::P99ExactSecs => "p99_exact_secs",
            Self::TimeoutRateExact => "timeout_rate_exact",
            Self::BurnRate5m => "burn_rate_5m",
            Self::BurnRate30m => "burn_rate_30m",
            Self::BurnRate6h => "burn_rate_6h",
            Self::BurnRate3d => "burn_rate_3d",
            Self::Paging6h => "paging_6h",
            Self::Ticket => "ticket",
        }
    }

    /// The metric of a trace field's name, if it names one.
    pub fn from_name(name: &str) -> Option<Self> {
        <Self as Name>::from_name(name)
    }

    /// What kind of quantity it is.
    pub fn quantity(self) -> Quantity {
        match self {
            Self::Minute | Self::InstancesServing | Self::InstancesBooting => Quantity::Count,
            Self::RequestsPerSec => Quantity::RequestsPerSec,
            Self::CacheHitRate
            | Self::DbUtilization
            | Self::TrafficShed
            | Self::BadBuildTraffic
            | Self::RecommendationsAvailable
            | Self::ErrorRate
            | Self::TimeoutRate
            | Self::Utilization
            | Self::BudgetRemaining
            | Self::TimeoutRateExact => Quantity::Share,
            Self::P99Secs | Self::P99ExactSecs => Quantity::LatencySecs,
            Self::CacheAgeSecs => Quantity::AgeSecs,
            Self::FleetCostPerHour => Quantity::DollarsPerHour,
            Self::CostSoFar => Quantity::Dollars,
            Self::BurnRate1h
            | Self::BurnRate5m
            | Self::BurnRate30m
            | Self::BurnRate6h
            | Self::BurnRate3d => Quantity::BurnRate,
            Self::Paging | Self::Paging6h | Self::Ticket => Quantity::Flag,
        }
    }

    /// The same measure by the other model (the seed's p99 and the exact
    /// one, the seed's timeouts and the M/M/N+D ones): knowing one gives
    /// the other away.
    pub fn twin(self) -> Option<Self> {
        match self {
            Self::P99Secs => Some(Self::P99ExactSecs),
            Self::P99ExactSecs => Some(Self::P99Secs),
            Self::TimeoutRate => Some(Self::TimeoutRateExact),
            Self::TimeoutRateExact => Some(Self::TimeoutRate),
            _ => None,
        }
    }
}

impl Name for Metric {
    const ALL: &'static [Self] = &Self::ALL;

    fn name(self) -> &'static str {
        Self::name(self)
    }
}

#[cfg(test)]
mod tests {
    use super::Metric;

    #[test]
    fn each_name_is_one_metrics_and_reads_back() {
        for (k, metric) in Metric::ALL.into_iter().enumerate() {
            assert_eq!(Metric::from_name(metric.name()), Some(metric));
            assert!(
                Metric::ALL[..k].iter().all(|m| m.name() != metric.name()),
                "{metric:?}"
            );
            if let Some(twin) = metric.twin() {
                assert_eq!(twin.twin(), Some(metric));
                assert_eq!(twin.quantity(), metric.quantity());
            }
        }
        assert_eq!(Metric::from_name("clock"), None);
    }
}
