//! A trace as text: an aligned table, CSV or JSON, with the same values in
//! each. The CSV and JSON field names are an interface and stay the same in
//! every language.

use std::fmt::Write as _;

use serde::Serialize;

use crate::model::clock_text;
use crate::model::oncall::{Metric, MinuteRow, SecondOpinion, Trace};

/// How a trace is written out.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum OutputFormat {
    /// An aligned text table.
    #[default]
    Table,
    /// Comma-separated values with a header row.
    Csv,
    /// One JSON document.
    Json,
}

/// One row of a written trace; the field names are the CSV header
/// and the JSON keys.
#[derive(Debug, Clone, Serialize)]
pub struct Record {
    /// Minutes since the start.
    pub minute: u32,
    /// Time of day, HH:MM.
    pub clock: String,
    /// Measured arrivals, requests per second.
    pub requests_per_sec: f64,
    /// Instances serving.
    pub instances_serving: u32,
    /// Instances booting.
    pub instances_booting: u32,
    /// Cache hit ratio, 0–1.
    pub cache_hit_rate: f64,
    /// Database utilization, 0–1.
    pub db_utilization: f64,
    /// Share of all traffic shed, 0–1.
    pub traffic_shed: f64,
    /// Fleet cost, dollars per hour.
    pub fleet_cost_per_hour: f64,
    /// Cost so far, dollars.
    pub cost_so_far: f64,
    /// Mean age of a cached answer, seconds.
    pub cache_age_secs: f64,
    /// Share of the traffic on the bad build, 0–1.
    pub bad_build_traffic: f64,
    /// Share of requests served with recommendations, 0–1.
    pub recommendations_available: f64,
    /// Burn rate over the last hour.
    pub burn_rate_1h: f64,
    /// Error rate, 0–1.
    pub error_rate: f64,
    /// Share timing out in the stable queue, 0–1.
    pub timeout_rate: f64,
    /// p99 latency, seconds.
    pub p99_secs: f64,
    /// Fleet utilization, 0–1.
    pub utilization: f64,
    /// Error budget left, share of the month's budget.
    pub budget_remaining: f64,
    /// 1 while the burn-rate page fires.
    pub paging: u8,
    /// The second opinion's exact p99 of the same queue, seconds, capped at
    /// the timeout (beside the seed's `p99_secs`).
    pub p99_exact_secs: f64,
    /// The second opinion's share of admitted requests timing out when a
    /// timed-out request leaves (M/M/N+D), 0–1.
    pub timeout_rate_exact: f64,
    /// Burn rate over the last 5 minutes (the seed's page's short window).
    pub burn_rate_5m: f64,
    /// Beyond the seed: burn rate over the last 30 minutes.
    pub burn_rate_30m: f64,
    /// Beyond the seed: burn rate over the last 6 hours.
    pub burn_rate_6h: f64,
    /// Beyond the seed: burn rate over the last 3 days.
    pub burn_rate_3d: f64,
    /// Beyond the seed: 1 while the second page fires (burn ≥ 6 over 6 h
    /// and 30 min).
    pub paging_6h: u8,
    /// Beyond the seed: 1 while the ticket is open (burn ≥ 1 over 3 days
    /// and 6 h).
    pub ticket: u8,
}

/// The names of [`Record`]'s fields, in order: the metrics' with the
/// clock after the minute.
pub const FIELDS: [&str; Metric::ALL.len() + 1] = {
    let mut fields = ["clock"; Metric::ALL.len() + 1];
    let mut k = 0;
    while k < Metric::ALL.len() {
        fields[if k == 0 { 0 } else { k + 1 }] = Metric::ALL[k].name();
        k += 1;
    }
    fields
};

impl From<&MinuteRow> for Record {
    fn from(row: &MinuteRow) -> Self {
        let exact = SecondOpinion::of(&row.out);
        Self {
            minute: row.minute,
            clock: clock_text(row.clock_minutes),
            requests_per_sec: row.requests_per_sec,
            instances_serving: row.instances_serving,
            instances_booting: row.instances_booting,
            cache_hit_rate: row.out.cache_hit_rate,
            db_utilization: row.db_utilization(),
            traffic_shed: row.out.traffic_shed,
            fleet_cost_per_hour: row.fleet_cost_per_hour,
            cost_so_far: row.cost_so_far,
            cache_age_secs: row.cache_age_secs,
            bad_build_traffic: row.bad_build_traffic,
            recommendations_available: row.recommendations_available,
            burn_rate_1h: row.burn_rate_1h,
            error_rate: row.out.error_rate,
            timeout_rate: row.out.timeout_rate,
            p99_secs: row.out.p99_secs,
            utilization: row.out.utilization,
            budget_remaining: row.budget_remaining,
            paging: u8::from(row.paging),
            p99_exact_secs: exact.p99_secs,
            timeout_rate_exact: exact.timeout_rate,
            burn_rate_5m: row.burn_rate_5m,
            burn_rate_30m: row.burn_rate_30m,
            burn_rate_6h: row.burn_rate_6h,
            burn_rate_3d: row.burn_rate_3d,
            paging_6h: u8::from(row.paging_6h),
            ticket: u8::from(row.ticket),
        }
    }
}

impl Record {
    /// The value of a metric.
    pub fn value(&self, metric: Metric) -> f64 {
        match metric {
            Metric::Minute => f64::from(self.minute),
            Metric::RequestsPerSec => self.requests_per_sec,
            Metric::InstancesServing => f64::from(self.instances_serving),
            Metric::InstancesBooting => f64::from(self.instances_booting),
            Metric::CacheHitRate => self.cache_hit_rate,
            Metric::DbUtilization => self.db_utilization,
            Metric::TrafficShed => self.traffic_shed,
            Metric::FleetCostPerHour => self.fleet_cost_per_hour,
            Metric::CostSoFar => self.cost_so_far,
            Metric::CacheAgeSecs => self.cache_age_secs,
            Metric::BadBuildTraffic => self.bad_build_traffic,
            Metric::RecommendationsAvailable => self.recommendations_available,
            Metric::BurnRate1h => self.burn_rate_1h,
            Metric::ErrorRate => self.error_rate,
            Metric::TimeoutRate => self.timeout_rate,
            Metric::P99Secs => self.p99_secs,
            Metric::Utilization => self.utilization,
            Metric::BudgetRemaining => self.budget_remaining,
            Metric::Paging => f64::from(self.paging),
            Metric::P99ExactSecs => self.p99_exact_secs,
            Metric::TimeoutRateExact => self.timeout_rate_exact,
            Metric::BurnRate5m => self.burn_rate_5m,
            Metric::BurnRate30m => self.burn_rate_30m,
            Metric::BurnRate6h => self.burn_rate_6h,
            Metric::BurnRate3d => self.burn_rate_3d,
            Metric::Paging6h => f64::from(self.paging_6h),
            Metric::Ticket => f64::from(self.ticket),
        }
    }
}

/// Formats a trace as a table, CSV or JSON (the same values in each).
pub fn format_trace(trace: &Trace, format: OutputFormat) -> Result<String, serde_json::Error> {
    let records: Vec<Record> = trace.rows.iter().map(Record::from).collect();
    match format {
        OutputFormat::Json => {
            let mut text = serde_json::to_string_pretty(&records)?;
            text.push('\n');
            Ok(text)
        }
        OutputFormat::Csv => Ok(csv(&records)),
        OutputFormat::Table => Ok(table(&records)),
    }
}

/// A trace as CSV, with a header row (the debrief's export).
pub fn trace_csv(trace: &Trace) -> String {
    let records: Vec<Record> = trace.rows.iter().map(Record::from).collect();
    csv(&records)
}

fn csv(records: &[Record]) -> String {
    let mut out = super::csv::Csv::new();
    out.row(FIELDS);
    for r in records {
        out.row([
            r.minute.to_string(),
            r.clock.clone(),
            r.requests_per_sec.to_string(),
            r.instances_serving.to_string(),
            r.instances_booting.to_string(),
            r.cache_hit_rate.to_string(),
            r.db_utilization.to_string(),
            r.traffic_shed.to_string(),
            r.fleet_cost_per_hour.to_string(),
            r.cost_so_far.to_string(),
            r.cache_age_secs.to_string(),
            r.bad_build_traffic.to_string(),
            r.recommendations_available.to_string(),
            r.burn_rate_1h.to_string(),
            r.error_rate.to_string(),
            r.timeout_rate.to_string(),
            r.p99_secs.to_string(),
            r.utilization.to_string(),
            r.budget_remaining.to_string(),
            r.paging.to_string(),
            r.p99_exact_secs.to_string(),
            r.timeout_rate_exact.to_string(),
            r.burn_rate_5m.to_string(),
            r.burn_rate_30m.to_string(),
            r.burn_rate_6h.to_string(),
            r.burn_rate_3d.to_string(),
            r.paging_6h.to_string(),
            r.ticket.to_string(),
        ]);
    }
    out.finish()
}

fn table(records: &[Record]) -> String {
    let mut out = String::from(
        "  min  clock    req/s  serving  booting  hits %   db %  shed %     $/h  $ so far  age s  bad %  recs %  burn 1h  errors %  timeouts %  p99 s  util %  budget %  page  exact p99 s  exact timeouts %  burn 5m  burn 30m  burn 6h  burn 3d  page 6h  ticket\n",
    );
    for r in records {
        let _ = writeln!(
            out,
            "{:>5}  {}  {:>7.0}  {:>7}  {:>7}  {:>6.0}  {:>5.0}  {:>6.0}  {:>6.2}  {:>8.2}  {:>5.0}  {:>5.0}  {:>6.0}  {:>6.1}×  {:>8.3}  {:>10.3}  {:>5.2}  {:>6.0}  {:>8.1}  {:>4}  {:>11.2}  {:>16.3}  {:>6.1}×  {:>7.1}×  {:>6.1}×  {:>6.2}×  {:>7}  {:>6}",
            r.minute,
            r.clock,
            r.requests_per_sec,
            r.instances_serving,
            r.instances_booting,
            r.cache_hit_rate * 100.0,
            r.db_utilization * 100.0,
            r.traffic_shed * 100.0,
            r.fleet_cost_per_hour,
            r.cost_so_far,
            r.cache_age_secs,
            r.bad_build_traffic * 100.0,
            r.recommendations_available * 100.0,
            r.burn_rate_1h,
            r.error_rate * 100.0,
            r.timeout_rate * 100.0,
            r.p99_secs,
            r.utilization * 100.0,
            r.budget_remaining * 100.0,
            if r.paging == 1 { "PAGE" } else { "" },
            r.p99_exact_secs,
            r.timeout_rate_exact * 100.0,
            r.burn_rate_5m,
            r.burn_rate_30m,
            r.burn_rate_6h,
            r.burn_rate_3d,
            if r.paging_6h == 1 { "PAGE" } else { "" },
            if r.ticket == 1 { "TICKET" } else { "" },
        );
    }
    out
}
