//! `sre-sim oncall`: the on-call model on the command line, one row per minute.

use std::fmt::Write as _;

use anyhow::Context as _;
use serde::Serialize;

use super::OutputFormat;
use crate::model::oncall::{MinuteRow, RunSpec, Scenario, Sim, TimedCommand, Trace};

/// Arguments of `sre-sim oncall`.
#[derive(Debug, Clone, clap::Args)]
pub struct OncallArgs {
    /// The scenario to play.
    #[arg(long, default_value = "free-play", value_parser = parse_scenario)]
    pub scenario: Scenario,
    /// Seed of the run's random generator.
    #[arg(long, default_value_t = 1)]
    pub seed: u32,
    /// Minutes to simulate after the opening row (default: the scenario's length).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=100_000))]
    pub minutes: Option<u32>,
    /// Use expected values instead of random traffic noise.
    #[arg(long)]
    pub no_noise: bool,
    /// A command at a minute, e.g. `--do 25:rollback` or `--do 0:min-instances=14`;
    /// commands: min-instances=N, autoscaling=on|off, target-utilization=0.6,
    /// ttl=SECS, warm-up, shed=0.5, feature=on|off, rollback.
    #[arg(long = "do", value_name = "MINUTE:COMMAND[=VALUE]", value_parser = parse_timed_command)]
    pub commands: Vec<TimedCommand>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: OutputFormat,
    /// Also save the run to this file (RON), for `sre-sim replay` and the window.
    #[arg(long, value_name = "FILE")]
    pub save: Option<std::path::PathBuf>,
}

fn parse_scenario(text: &str) -> Result<Scenario, String> {
    text.parse()
        .map_err(|err: crate::model::oncall::scenario::UnknownScenario| err.to_string())
}

/// Parses `MINUTE:COMMAND[=VALUE]`.
pub fn parse_timed_command(text: &str) -> Result<TimedCommand, String> {
    let Some((minute, command)) = text.split_once(':') else {
        return Err(format!(
            "'{text}' is not MINUTE:COMMAND[=VALUE], e.g. 25:rollback"
        ));
    };
    let minute: u32 = minute
        .trim()
        .parse()
        .map_err(|_| format!("'{minute}' in '{text}' is not a minute (a whole number ≥ 0)"))?;
    let command = command.parse().map_err(|err| format!("{err}"))?;
    Ok(TimedCommand { minute, command })
}

/// Runs `sre-sim oncall` and returns the text to print.
pub fn run(args: &OncallArgs) -> anyhow::Result<String> {
    let spec = RunSpec {
        scenario: args.scenario,
        seed: args.seed,
        noise: !args.no_noise,
    };
    let minutes = args
        .minutes
        .unwrap_or_else(|| Sim::new(spec).setup().length_minutes);
    let mut timeline = args.commands.clone();
    // Commands apply in minute order; a stable sort keeps the order given within a minute.
    timeline.sort_by_key(|t| t.minute);
    if let Some(late) = timeline.iter().find(|t| t.minute > minutes) {
        anyhow::bail!(
            "--do {}:{}: minute {} is after the end of the run (--minutes {minutes})",
            late.minute,
            late.command,
            late.minute
        );
    }
    let trace = Sim::run(spec, &timeline, minutes).context("cannot run the timeline")?;
    if let Some(path) = &args.save {
        crate::run::RunFile::from_parts(spec, timeline, minutes)
            .context("cannot save the run")?
            .save(path)?;
    }
    format_trace(&trace, args.format)
}

/// One row of the command line's output; the field names are the CSV header
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
}

/// The names of [`Record`]'s fields, in order.
pub const FIELDS: [&str; 20] = [
    "minute",
    "clock",
    "requests_per_sec",
    "instances_serving",
    "instances_booting",
    "cache_hit_rate",
    "db_utilization",
    "traffic_shed",
    "fleet_cost_per_hour",
    "cost_so_far",
    "cache_age_secs",
    "bad_build_traffic",
    "recommendations_available",
    "burn_rate_1h",
    "error_rate",
    "timeout_rate",
    "p99_secs",
    "utilization",
    "budget_remaining",
    "paging",
];

/// `HH:MM` of a clock in minutes after midnight (wrapping at 24 h).
pub fn clock_text(clock_minutes: u32) -> String {
    let m = clock_minutes % (24 * 60);
    format!("{:02}:{:02}", m / 60, m % 60)
}

impl From<&MinuteRow> for Record {
    fn from(row: &MinuteRow) -> Self {
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
        }
    }
}

/// Formats a trace as a table, CSV or JSON (the same values in each).
pub fn format_trace(trace: &Trace, format: OutputFormat) -> anyhow::Result<String> {
    let records: Vec<Record> = trace.rows.iter().map(Record::from).collect();
    match format {
        OutputFormat::Json => {
            let mut text = serde_json::to_string_pretty(&records).context("cannot write JSON")?;
            text.push('\n');
            Ok(text)
        }
        OutputFormat::Csv => Ok(csv(&records)),
        OutputFormat::Table => Ok(table(&records)),
    }
}

fn csv(records: &[Record]) -> String {
    let mut out = FIELDS.join(",");
    out.push('\n');
    for r in records {
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}",
            r.minute,
            r.clock,
            r.requests_per_sec,
            r.instances_serving,
            r.instances_booting,
            r.cache_hit_rate,
            r.db_utilization,
            r.traffic_shed,
            r.fleet_cost_per_hour,
            r.cost_so_far,
            r.cache_age_secs,
            r.bad_build_traffic,
            r.recommendations_available,
            r.burn_rate_1h,
            r.error_rate,
            r.timeout_rate,
            r.p99_secs,
            r.utilization,
            r.budget_remaining,
            r.paging,
        );
    }
    out
}

fn table(records: &[Record]) -> String {
    let mut out = String::from(
        "  min  clock    req/s  serving  booting  hits %   db %  shed %     $/h  $ so far  age s  bad %  recs %  burn 1h  errors %  timeouts %  p99 s  util %  budget %  page\n",
    );
    for r in records {
        let _ = writeln!(
            out,
            "{:>5}  {}  {:>7.0}  {:>7}  {:>7}  {:>6.0}  {:>5.0}  {:>6.0}  {:>6.2}  {:>8.2}  {:>5.0}  {:>5.0}  {:>6.0}  {:>6.1}×  {:>8.3}  {:>10.3}  {:>5.2}  {:>6.0}  {:>8.1}  {:>4}",
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
        );
    }
    out
}
