//! `sre-sim arch`: the architecture path model on the command line.
//!
//! Prints one ten-second run (a summary and the seed's per-step table), or
//! with `--fix` the smallest single change that passes with headroom and the
//! rerun with it, or with `--sweep` the capacity curve. Bad settings are an
//! error naming the setting (exit code 2).

use std::fmt::Write as _;

use crate::run::csv::Csv;

use anyhow::Context as _;
use serde::Serialize;
use serde::ser::SerializeMap as _;

use super::OutputFormat;
use crate::model::arch::{
    self, ArchConfig, ArchRun, BreakerState, Fix, FixOutcome, PerStage, Remedy, Setting,
    SettingKind, Stage, Sweep,
};

/// Arguments of `sre-sim arch`.
#[derive(Debug, Clone, clap::Args)]
pub struct ArchArgs {
    /// The `--set` assignments, applied to the defaults in order.
    #[arg(
        long = "set",
        value_name = "STAGE.SETTING=VALUE",
        help = "Change one setting (repeatable). Settings: load.rps, load.timeout_ms, \
                load.retries, lb.instances, app.replicas, app.concurrency, app.service_ms, \
                cache.on, cache.hit_pct, queue.on, queue.workers, queue.job_ms, queue.buffer, \
                db.connections, db.query_ms; beyond the seed, a trigger (app. and db.slow_factor, \
                slow_from_s, slow_to_s) and the remedies (budget., backoff., breaker., \
                deadline., throttle.on and their parameters); see --settings for ranges and \
                defaults"
    )]
    pub set: Vec<String>,
    /// Find the smallest single change that passes with headroom (every
    /// tier at most 85 % busy), print it, then rerun with it.
    #[arg(long, conflicts_with = "sweep")]
    pub fix: bool,
    /// Print the capacity curve instead of one run: the same path at loads
    /// from near zero to twice its capacity, with the knee marked.
    #[arg(long)]
    pub sweep: bool,
    /// Beyond the seed: the run (or with `--sweep` the curve) with and
    /// without this remedy, side by side: budget, backoff, breaker,
    /// deadline or throttle (its parameters as set, else their defaults).
    #[arg(long, value_name = "REMEDY", conflicts_with = "fix")]
    pub compare: Option<String>,
    /// Number of loads in the sweep (2–1000).
    #[arg(long, value_name = "N", default_value_t = 60, requires = "sweep")]
    pub points: usize,
    /// List every setting with its range and default, then exit.
    #[arg(long, conflicts_with_all = ["fix", "sweep"])]
    pub settings: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: OutputFormat,
    /// Start from a saved configuration (RON) instead of the defaults;
    /// `--set` applies on top of it.
    #[arg(long, value_name = "FILE")]
    pub config: Option<std::path::PathBuf>,
    /// Save the configuration (after `--config` and `--set`) to this file (RON).
    #[arg(long, value_name = "FILE")]
    pub save: Option<std::path::PathBuf>,
}

/// Runs `sre-sim arch` and returns the text to print on stdout.
pub fn run(args: &ArchArgs) -> anyhow::Result<String> {
    let config = configure(args.config.as_deref(), &args.set)?;
    if let Some(path) = &args.save {
        // A configuration saved from a file keeps what the file carried
        // (its author, note, the bottleneck named).
        let file = match &args.config {
            Some(from) => crate::run::ArchConfigFile::load(from)?.with_config(config),
            None => crate::run::ArchConfigFile::new(config),
        };
        file.context("cannot save the configuration")?.save(path)?;
    }
    if args.settings {
        return settings_text(&config, args.format);
    }
    if let Some(name) = &args.compare {
        let remedy: Remedy = name.parse()?;
        let mut with = config;
        with.set(remedy.switch(), 1.0)?;
        let mut without = config;
        without.set(remedy.switch(), 0.0)?;
        return compare(remedy, &without, &with, args);
    }
    if args.sweep {
        let sweep = arch::sweep(&config, args.points)?;
        return Ok(match args.format {
            OutputFormat::Table => sweep_table(&sweep),
            OutputFormat::Csv => sweep_csv(&sweep),
            OutputFormat::Json => sweep_json(&sweep)?,
        });
    }
    let run = arch::simulate(&config)?;
    let fix = if args.fix {
        Some(arch::find_fix(&config)?)
    } else {
        None
    };
    Ok(match args.format {
        OutputFormat::Table => run_table(&run, fix.as_ref()),
        OutputFormat::Csv => run_csv(&run, fix.as_ref()),
        OutputFormat::Json => run_json(&run, fix.as_ref())?,
    })
}

/// The configuration of `file` (or the default) with every `--set` applied
/// in order.
fn configure(file: Option<&std::path::Path>, assignments: &[String]) -> anyhow::Result<ArchConfig> {
    let mut config = match file {
        Some(path) => *crate::run::ArchConfigFile::load(path)?.config(),
        None => ArchConfig::default(),
    };
    for assignment in assignments {
        config
            .apply_assignment(assignment)
            .with_context(|| format!("--set {assignment}"))?;
    }
    Ok(config)
}

// --- Table -----------------------------------------------------------------

fn run_table(run: &ArchRun, fix: Option<&FixOutcome>) -> String {
    let mut out = String::new();
    match fix {
        None => summary_table(&mut out, run),
        Some(FixOutcome::NotNeeded) => {
            summary_table(&mut out, run);
            let _ = writeln!(
                out,
                "fix: none needed, the path already passes with headroom (busiest tier at {})",
                pct(run.max_utilization())
            );
        }
        Some(FixOutcome::NotFound) => {
            summary_table(&mut out, run);
            out.push_str("fix: no single change passes with headroom\n");
        }
        Some(FixOutcome::Found {
            fix,
            run: fixed,
            also,
        }) => {
            let _ = writeln!(out, "Before     {}", one_line(run));
            let _ = writeln!(out, "fix: {fix}");
            for other in also {
                let _ = writeln!(out, "also passes: {other}");
            }
            out.push('\n');
            summary_table(&mut out, fixed);
            out.push('\n');
            trace_table(&mut out, fixed);
            return out;
        }
    }
    out.push('\n');
    trace_table(&mut out, run);
    out
}

/// `failed · bottleneck db (256 %) · mean latency 3 774.3 ms · failing 94.3 %`.
fn one_line(run: &ArchRun) -> String {
    format!(
        "{} · bottleneck {} ({}) · mean latency {} ms · failing {}",
        if run.passed { "passed" } else { "failed" },
        run.bottleneck,
        pct(run.peak_utilization[run.bottleneck]),
        grouped(run.mean_latency_ms, 1),
        pct(run.failing_share),
    )
}

fn summary_table(out: &mut String, run: &ArchRun) {
    let config = &run.config;
    let _ = writeln!(out, "Path       {}", path_line(config));
    let retries = match config.load.retries {
        1 => "1 retry".to_owned(),
        n => format!("{n} retries"),
    };
    let _ = writeln!(
        out,
        "Load       {} rps, timeout {} ms, {retries}",
        thousands(config.load.rps),
        thousands(config.load.timeout_ms),
    );
    if let Some(trigger) = trigger_line(config) {
        let _ = writeln!(out, "Trigger    {trigger}");
    }
    if let Some(remedies) = remedies_line(config) {
        let _ = writeln!(out, "Remedies   {remedies}");
    }
    let _ = writeln!(out, "Result     {}", verdict(run));
    let bottleneck = match run.saturated_at_secs {
        Some(t) => format!("{} (saturated at {} s)", run.bottleneck, secs(t)),
        None => format!("{} (busiest; no tier saturated)", run.bottleneck),
    };
    let _ = writeln!(out, "Bottleneck {bottleneck}");
    let _ = writeln!(
        out,
        "Offered    {} rps mean, {} rps peak",
        thousands(run.offered_rps),
        thousands(run.peak_offered_rps)
    );
    let _ = writeln!(
        out,
        "Latency    {} ms mean",
        grouped(run.mean_latency_ms, 1)
    );
    let _ = writeln!(
        out,
        "Failing    {} of {} requests",
        pct(run.failing_share),
        if run.totals.client_failed_requests > 0.0 {
            "the client's"
        } else {
            "offered"
        }
    );
    let totals = &run.totals;
    if totals.client_failed_requests > 0.0 || totals.expired_requests > 0.0 {
        let _ = writeln!(
            out,
            "Unsent     {} requests failed at the client · {} dropped as expired",
            thousands(totals.client_failed_requests),
            thousands(totals.expired_requests)
        );
    }
    let busy: Vec<String> = config
        .stages()
        .map(|stage| format!("{stage} {}", pct(run.peak_utilization[stage])))
        .collect();
    let _ = writeln!(out, "Peak util  {}", busy.join(" · "));
}

/// The verdict: passed (with headroom or not), failed from a time, or
/// with a trigger recovered or not, and why.
fn verdict(run: &ArchRun) -> String {
    if let Some(recovery) = run.recovery {
        let ended = secs1(recovery.trigger_to_secs);
        return match (run.passed, run.has_headroom()) {
            (true, true) => format!(
                "recovered: the trigger ended at {ended} s; at most 5 % failing from {} s, with headroom",
                secs1(recovery.judged_from_secs)
            ),
            (true, false) => format!(
                "recovered: the trigger ended at {ended} s; at most 5 % failing from {} s, without headroom (a tier above 85 %)",
                secs1(recovery.judged_from_secs)
            ),
            (false, _)
                if recovery.failing_at_end
                    && run.config.saturation_rps().0 < run.config.load.rps =>
            {
                let (_, stage) = run.config.saturation_rps();
                format!(
                    "not recovered: the trigger ended at {ended} s; the path is still failing at {} s: the fresh load alone is more than the {stage} serves",
                    secs1(arch::RUN_SECS)
                )
            }
            (false, _) if recovery.failing_at_end && run.config.load.retries > 0 => format!(
                "not recovered: the trigger ended at {ended} s; the path is still failing at {} s: the retries keep it down",
                secs1(arch::RUN_SECS)
            ),
            (false, _) if recovery.failing_at_end => format!(
                "not recovered: the trigger ended at {ended} s; the path is still failing at {} s",
                secs1(arch::RUN_SECS)
            ),
            (false, _) => format!(
                "not recovered: the trigger ended at {ended} s; more than 5 % failing after {} s",
                secs1(recovery.judged_from_secs)
            ),
        };
    }
    match (run.passed, run.has_headroom()) {
        (true, true) => "passed with headroom".to_owned(),
        (true, false) => "passed, without headroom (a tier above 85 %)".to_owned(),
        (false, _) => format!(
            "failed: more than 5 % failing from {} s",
            run.first_failing_secs.map_or_else(String::new, secs)
        ),
    }
}

/// `db query time × 3 from 2 s to 4 s`, or nothing without a trigger.
fn trigger_line(config: &ArchConfig) -> Option<String> {
    let parts: Vec<String> = config
        .slowdowns()
        .map(|s| {
            format!(
                "{} service time × {} from {} s to {} s",
                s.stage,
                trim(s.factor),
                trim(s.from_s),
                trim(s.to_s)
            )
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// The remedies on, with their parameters, or nothing.
fn remedies_line(config: &ArchConfig) -> Option<String> {
    let parts: Vec<String> = Remedy::ALL
        .into_iter()
        .filter(|&r| config.remedy_on(r))
        .map(|r| match r {
            Remedy::Budget => format!("retry budget {} %", trim(config.budget.pct)),
            Remedy::Backoff => format!(
                "backoff with full jitter, base {} ms, cap {} ms",
                trim(config.backoff.base_ms),
                trim(config.backoff.cap_ms)
            ),
            Remedy::Breaker => format!(
                "circuit breaker at {} % over {} s, open {} s, {} % probes",
                trim(config.breaker.threshold_pct),
                trim(config.breaker.window_s),
                trim(config.breaker.cooldown_s),
                trim(config.breaker.probe_pct)
            ),
            Remedy::Deadline => "expired work dropped".to_owned(),
            Remedy::Throttle => format!(
                "adaptive throttling, K = {} over {} s",
                trim(config.throttle.k),
                trim(config.throttle.window_s)
            ),
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// Seconds with one decimal: `4.0`.
fn secs1(t: f64) -> String {
    format!("{t:.1}")
}

/// The seed's header: `LB 2 000 rps · app 640 rps · cache off · no workers ·
/// DB 250 rps`.
fn path_line(config: &ArchConfig) -> String {
    let rps = |stage| thousands(config.capacity_rps(stage));
    let cache = if config.cache.on {
        format!(
            "cache {} rps, {} % hits",
            rps(Stage::Cache),
            trim(config.cache.hit_pct)
        )
    } else {
        "cache off".to_owned()
    };
    let queue = if config.queue.on {
        format!("queue {} jobs/s", rps(Stage::Queue))
    } else {
        "no workers".to_owned()
    };
    format!(
        "LB {} rps · app {} rps · {cache} · {queue} · DB {} rps",
        rps(Stage::Lb),
        rps(Stage::App),
        rps(Stage::Db)
    )
}

/// The seed's table: t, offered, latency, failing %, backlog per stage.
fn trace_table(out: &mut String, run: &ArchRun) {
    let stages: Vec<Stage> = run.config.stages().collect();
    let _ = write!(out, "{:>6}{:>14}{:>13}{:>12}", "", "", "", "");
    let _ = writeln!(out, "  backlog, requests");
    let _ = write!(
        out,
        "{:>6}{:>14}{:>13}{:>12}",
        "t, s", "offered, rps", "latency, ms", "failing, %"
    );
    for stage in &stages {
        let _ = write!(out, "{:>9}", stage.name());
    }
    let breaker = run.config.breaker.on;
    if breaker {
        let _ = write!(out, "  breaker");
    }
    out.push('\n');
    for step in &run.steps {
        let _ = write!(
            out,
            "{:>6.2}{:>14.1}{:>13.1}{:>12.1}",
            step.t_secs,
            step.offered_rps,
            step.latency_ms,
            step.failing_share * 100.0
        );
        for &stage in &stages {
            let _ = write!(out, "{:>9.1}", step.backlog_requests[stage]);
        }
        if breaker {
            let _ = write!(out, "  {}", step.breaker.map_or("", BreakerState::name));
        }
        out.push('\n');
    }
}

fn sweep_table(sweep: &Sweep) -> String {
    let mut out = String::new();
    let (first, last) = match (sweep.points.first(), sweep.points.last()) {
        (Some(first), Some(last)) => (first.load_rps, last.load_rps),
        _ => (0.0, 0.0),
    };
    let _ = writeln!(
        out,
        "Capacity curve: {} loads from {} to {} rps; {} saturates first, at {} rps",
        sweep.points.len(),
        trim1(first),
        trim1(last),
        sweep.saturation_stage,
        trim1(sweep.saturation_rps),
    );
    let knee = sweep.knee_point().map_or_else(
        || "none (every load saturates a tier)".to_owned(),
        |p| format!("{} rps", trim1(p.load_rps)),
    );
    let passing = sweep
        .last_passing
        .and_then(|i| sweep.points.get(i))
        .map_or_else(
            || "none".to_owned(),
            |p| format!("{} rps", trim1(p.load_rps)),
        );
    let _ = writeln!(
        out,
        "Knee {knee} (highest load with no tier saturated); last passing load {passing}\n"
    );
    let _ = writeln!(
        out,
        "{:>10}{:>14}{:>13}{:>12}{:>14}  {:<12}result",
        "load, rps", "offered, rps", "latency, ms", "failing, %", "peak util, %", "bottleneck",
    );
    for (i, point) in sweep.points.iter().enumerate() {
        let _ = write!(
            out,
            "{:>10.1}{:>14.1}{:>13.1}{:>12.1}{:>14.1}  {:<12}{}",
            point.load_rps,
            point.offered_rps,
            point.mean_latency_ms,
            point.failing_share * 100.0,
            point.peak_utilization * 100.0,
            point.bottleneck.name(),
            if point.passed { "passed" } else { "failed" },
        );
        if sweep.knee == Some(i) {
            out.push_str("  ← knee");
        }
        out.push('\n');
    }
    out
}

fn settings_text(config: &ArchConfig, format: OutputFormat) -> anyhow::Result<String> {
    #[derive(Serialize)]
    struct Row {
        setting: &'static str,
        label: &'static str,
        value: f64,
        min: f64,
        max: f64,
        step: f64,
        unit: &'static str,
    }
    let rows: Vec<Row> = Setting::ALL
        .iter()
        .map(|&setting| {
            let range = setting.range();
            Row {
                setting: setting.name(),
                label: setting.label(),
                value: config.get(setting),
                min: range.min,
                max: range.max,
                step: range.step,
                unit: setting.unit(),
            }
        })
        .collect();
    let mut out = String::new();
    match format {
        OutputFormat::Json => {
            out = serde_json::to_string_pretty(&rows).context("writing the settings as JSON")?;
            out.push('\n');
        }
        OutputFormat::Csv => {
            let mut csv = Csv::new();
            csv.row(["setting", "value", "min", "max", "step", "unit"]);
            for row in &rows {
                csv.row([
                    row.setting.to_string(),
                    row.value.to_string(),
                    row.min.to_string(),
                    row.max.to_string(),
                    row.step.to_string(),
                    row.unit.to_string(),
                ]);
            }
            out = csv.finish();
        }
        OutputFormat::Table => {
            let _ = writeln!(
                out,
                "{:<22}{:>8}  {:<22}{:<6}label",
                "setting", "value", "range", "unit"
            );
            for (row, setting) in rows.iter().zip(Setting::ALL) {
                let range = if setting.kind() == SettingKind::Switch {
                    "off / on".to_owned()
                } else {
                    format!(
                        "{} – {}, step {}",
                        trim(row.min),
                        trim(row.max),
                        trim(row.step)
                    )
                };
                let _ = writeln!(
                    out,
                    "{:<22}{:>8}  {:<22}{:<6}{}",
                    row.setting,
                    setting.format_value(row.value),
                    range,
                    row.unit,
                    row.label
                );
            }
        }
    }
    Ok(out)
}

// --- CSV -------------------------------------------------------------------

fn run_csv(run: &ArchRun, fix: Option<&FixOutcome>) -> String {
    let fixed = match fix {
        Some(FixOutcome::Found { fix, run, .. }) => Some((fix, run.as_ref())),
        _ => None,
    };
    // Backlog columns for every stage on either path.
    let stages: Vec<Stage> = Stage::ALL
        .into_iter()
        .filter(|&s| run.config.is_on(s) || fixed.is_some_and(|(_, r)| r.config.is_on(s)))
        .collect();
    let mut out = Csv::new();
    out.row(run_csv_header(fix.is_some(), &stages));
    let label = fix.map(|_| "current".to_owned());
    csv_rows(&mut out, run, &stages, label.as_deref());
    if let Some((fix, fixed_run)) = fixed {
        let patch = format!("{}={}", fix.setting, fix.setting.format_value(fix.to));
        csv_rows(&mut out, fixed_run, &stages, Some(&patch));
    }
    out.finish()
}

/// The header of a run's CSV: a `run` column first when there are two.
fn run_csv_header(labelled: bool, stages: &[Stage]) -> Vec<String> {
    let labels = labelled.then(|| "run".to_owned());
    labels
        .into_iter()
        .chain(
            ["t_secs", "offered_rps", "latency_ms", "failing_pct"]
                .into_iter()
                .map(str::to_owned),
        )
        .chain(stages.iter().map(|stage| format!("backlog_{stage}")))
        .collect()
}

fn csv_rows(out: &mut Csv, run: &ArchRun, stages: &[Stage], label: Option<&str>) {
    for step in &run.steps {
        let cells = label.map(str::to_owned).into_iter().chain([
            step.t_secs.to_string(),
            format!("{:.3}", step.offered_rps),
            format!("{:.3}", step.latency_ms),
            format!("{:.3}", step.failing_share * 100.0),
        ]);
        out.row(
            cells.chain(
                stages
                    .iter()
                    .map(|&stage| format!("{:.3}", step.backlog_requests[stage])),
            ),
        );
    }
}

fn sweep_csv(sweep: &Sweep) -> String {
    let mut out = Csv::new();
    out.row([
        "load_rps",
        "offered_rps",
        "latency_ms",
        "failing_pct",
        "peak_utilization_pct",
        "bottleneck",
        "passed",
        "knee",
    ]);
    for (i, p) in sweep.points.iter().enumerate() {
        out.row([
            format!("{:.3}", p.load_rps),
            format!("{:.3}", p.offered_rps),
            format!("{:.3}", p.mean_latency_ms),
            format!("{:.3}", p.failing_share * 100.0),
            format!("{:.3}", p.peak_utilization * 100.0),
            p.bottleneck.to_string(),
            p.passed.to_string(),
            (sweep.knee == Some(i)).to_string(),
        ]);
    }
    out.finish()
}

// --- JSON ------------------------------------------------------------------

/// Values of the stages on the path, as a JSON object in path order.
struct StageMap<'a> {
    config: &'a ArchConfig,
    values: &'a PerStage<f64>,
}

impl Serialize for StageMap<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for stage in self.config.stages() {
            map.serialize_entry(stage.name(), &self.values[stage])?;
        }
        map.end()
    }
}

#[derive(Serialize)]
struct JsonStep<'a> {
    t_secs: f64,
    offered_rps: f64,
    latency_ms: f64,
    failing_share: f64,
    backlog: StageMap<'a>,
    /// Beyond the seed, when not zero.
    #[serde(skip_serializing_if = "Option::is_none")]
    client_failed_rps: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expired: Option<StageMap<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    breaker: Option<BreakerState>,
}

#[derive(Serialize)]
struct JsonRun<'a> {
    passed: bool,
    headroom: bool,
    bottleneck: Stage,
    saturated_at_secs: Option<f64>,
    first_failing_secs: Option<f64>,
    peak_utilization: StageMap<'a>,
    offered_rps: f64,
    peak_offered_rps: f64,
    mean_latency_ms: f64,
    failing_share: f64,
    /// Beyond the seed: how a run with a trigger was judged.
    #[serde(skip_serializing_if = "Option::is_none")]
    recovery: Option<arch::Recovery>,
    /// Beyond the seed: what failed unsent or expired, when any did.
    #[serde(skip_serializing_if = "Option::is_none")]
    totals: Option<&'a arch::FlowTotals>,
    config: &'a ArchConfig,
    steps: Vec<JsonStep<'a>>,
}

impl<'a> JsonRun<'a> {
    fn new(run: &'a ArchRun) -> Self {
        let config = &run.config;
        Self {
            passed: run.passed,
            headroom: run.has_headroom(),
            bottleneck: run.bottleneck,
            saturated_at_secs: run.saturated_at_secs,
            first_failing_secs: run.first_failing_secs,
            peak_utilization: StageMap {
                config,
                values: &run.peak_utilization,
            },
            offered_rps: run.offered_rps,
            peak_offered_rps: run.peak_offered_rps,
            mean_latency_ms: run.mean_latency_ms,
            failing_share: run.failing_share,
            recovery: run.recovery,
            totals: (run.totals.client_failed_requests > 0.0 || run.totals.expired_requests > 0.0)
                .then_some(&run.totals),
            config,
            steps: run
                .steps
                .iter()
                .map(|step| JsonStep {
                    t_secs: step.t_secs,
                    offered_rps: step.offered_rps,
                    latency_ms: step.latency_ms,
                    failing_share: step.failing_share,
                    backlog: StageMap {
                        config,
                        values: &step.backlog_requests,
                    },
                    client_failed_rps: (step.client_failed_rps > 0.0)
                        .then_some(step.client_failed_rps),
                    expired: step
                        .expired_rps
                        .iter()
                        .any(|(_, v)| v > 0.0)
                        .then_some(StageMap {
                            config,
                            values: &step.expired_rps,
                        }),
                    breaker: step.breaker,
                })
                .collect(),
        }
    }
}

#[derive(Serialize)]
struct JsonFix<'a> {
    setting: Setting,
    from: f64,
    to: f64,
    relative_change: Option<f64>,
    patch: String,
    passed: bool,
    headroom: bool,
    run: JsonRun<'a>,
}

impl<'a> JsonFix<'a> {
    fn new(fix: &Fix, run: &'a ArchRun) -> Self {
        Self {
            setting: fix.setting,
            from: fix.from,
            to: fix.to,
            relative_change: fix.relative_change(),
            patch: fix.to_string(),
            passed: run.passed,
            headroom: run.has_headroom(),
            run: JsonRun::new(run),
        }
    }
}

#[derive(Serialize)]
struct JsonOutput<'a> {
    #[serde(flatten)]
    run: JsonRun<'a>,
    /// `found`, `not_needed` or `not_found` with `--fix`; absent without.
    #[serde(skip_serializing_if = "Option::is_none")]
    fix_status: Option<&'static str>,
    fix: Option<JsonFix<'a>>,
    /// Beyond the seed, with a trigger: the other single changes that pass.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    also_passing: Vec<JsonPatch>,
}

/// A change, as numbers and as its patch.
#[derive(Serialize)]
struct JsonPatch {
    setting: Setting,
    from: f64,
    to: f64,
    patch: String,
}

impl JsonPatch {
    fn new(fix: &Fix) -> Self {
        Self {
            setting: fix.setting,
            from: fix.from,
            to: fix.to,
            patch: fix.to_string(),
        }
    }
}

fn run_json(run: &ArchRun, fix: Option<&FixOutcome>) -> anyhow::Result<String> {
    let (fix_status, fix, also_passing) = match fix {
        None => (None, None, Vec::new()),
        Some(FixOutcome::NotNeeded) => (Some("not_needed"), None, Vec::new()),
        Some(FixOutcome::NotFound) => (Some("not_found"), None, Vec::new()),
        Some(FixOutcome::Found { fix, run, also }) => (
            Some("found"),
            Some(JsonFix::new(fix, run)),
            also.iter().map(JsonPatch::new).collect(),
        ),
    };
    let output = JsonOutput {
        run: JsonRun::new(run),
        fix_status,
        fix,
        also_passing,
    };
    let mut text = serde_json::to_string_pretty(&output).context("writing the run as JSON")?;
    text.push('\n');
    Ok(text)
}

#[derive(Serialize)]
struct JsonSweep<'a> {
    saturation_rps: f64,
    saturation_stage: Stage,
    knee_index: Option<usize>,
    knee_rps: Option<f64>,
    last_passing_index: Option<usize>,
    points: &'a [arch::SweepPoint],
}

impl<'a> JsonSweep<'a> {
    fn new(sweep: &'a Sweep) -> Self {
        Self {
            saturation_rps: sweep.saturation_rps,
            saturation_stage: sweep.saturation_stage,
            knee_index: sweep.knee,
            knee_rps: sweep.knee_point().map(|p| p.load_rps),
            last_passing_index: sweep.last_passing,
            points: &sweep.points,
        }
    }
}

fn sweep_json(sweep: &Sweep) -> anyhow::Result<String> {
    pretty(&JsonSweep::new(sweep))
}

/// Pretty JSON with a final line break.
fn pretty(value: &impl Serialize) -> anyhow::Result<String> {
    let mut text = serde_json::to_string_pretty(value).context("writing JSON")?;
    text.push('\n');
    Ok(text)
}

// --- Compare (beyond the seed) ---------------------------------------------

/// The run, or with `--sweep` the curve, without and with a remedy.
fn compare(
    remedy: Remedy,
    without: &ArchConfig,
    with: &ArchConfig,
    args: &ArchArgs,
) -> anyhow::Result<String> {
    #[derive(Serialize)]
    struct Pair<T> {
        remedy: &'static str,
        without: T,
        with: T,
    }
    if args.sweep {
        let (a, b) = (
            arch::sweep(without, args.points)?,
            arch::sweep(with, args.points)?,
        );
        return match args.format {
            OutputFormat::Json => pretty(&Pair {
                remedy: remedy.name(),
                without: JsonSweep::new(&a),
                with: JsonSweep::new(&b),
            }),
            OutputFormat::Csv => Ok(compare_sweep_csv(&a, &b)),
            OutputFormat::Table => Ok(compare_sweep_table(remedy, with, &a, &b)),
        };
    }
    let (a, b) = (arch::simulate(without)?, arch::simulate(with)?);
    match args.format {
        OutputFormat::Json => pretty(&Pair {
            remedy: remedy.name(),
            without: JsonRun::new(&a),
            with: JsonRun::new(&b),
        }),
        OutputFormat::Csv => {
            // The fix's CSV layout: a run column, then the seed's columns.
            let stages: Vec<Stage> = without.stages().collect();
            let mut out = Csv::new();
            out.row(run_csv_header(true, &stages));
            csv_rows(&mut out, &a, &stages, Some("without"));
            csv_rows(&mut out, &b, &stages, Some("with"));
            Ok(out.finish())
        }
        OutputFormat::Table => {
            let mut out = String::new();
            let _ = writeln!(out, "Path       {}", path_line(without));
            if let Some(trigger) = trigger_line(without) {
                let _ = writeln!(out, "Trigger    {trigger}");
            }
            let _ = writeln!(out, "Without    {}: {}", remedy.name(), verdict(&a));
            let _ = writeln!(
                out,
                "With       {}: {}",
                remedies_line(with).unwrap_or_default(),
                verdict(&b)
            );
            let _ = writeln!(
                out,
                "\n{:>6}{:>24}{:>24}{:>22}",
                "", "offered, rps", "failing, %", "latency, ms"
            );
            let _ = writeln!(
                out,
                "{:>6}{:>12}{:>12}{:>12}{:>12}{:>11}{:>11}",
                "t, s", "without", "with", "without", "with", "without", "with"
            );
            for (x, y) in a.steps.iter().zip(&b.steps) {
                let _ = writeln!(
                    out,
                    "{:>6.2}{:>12.1}{:>12.1}{:>12.1}{:>12.1}{:>11.1}{:>11.1}",
                    x.t_secs,
                    x.offered_rps,
                    y.offered_rps,
                    x.failing_share * 100.0,
                    y.failing_share * 100.0,
                    x.latency_ms,
                    y.latency_ms
                );
            }
            Ok(out)
        }
    }
}

/// The two curves side by side: goodput and failing share at each load,
/// and where each collapses (its first load that fails).
fn compare_sweep_table(remedy: Remedy, with: &ArchConfig, a: &Sweep, b: &Sweep) -> String {
    let mut out = String::new();
    let collapse = |sweep: &Sweep| {
        sweep.collapse().map_or_else(
            || "never in this range".to_owned(),
            |p| format!("at {} rps", trim1(p.load_rps)),
        )
    };
    let _ = writeln!(
        out,
        "Goodput against load, without and with {} ({})",
        remedy.name(),
        remedies_line(with).unwrap_or_default()
    );
    let _ = writeln!(
        out,
        "Collapses without: {}; with: {}\n",
        collapse(a),
        collapse(b)
    );
    let _ = writeln!(out, "{:>10}{:>28}{:>24}", "", "goodput, rps", "failing, %");
    let _ = writeln!(
        out,
        "{:>10}{:>14}{:>14}{:>12}{:>12}",
        "load, rps", "without", "with", "without", "with"
    );
    let first = |s: &Sweep| s.collapse_index();
    for (i, (x, y)) in a.points.iter().zip(&b.points).enumerate() {
        let _ = write!(
            out,
            "{:>10.1}{:>14.1}{:>14.1}{:>12.1}{:>12.1}",
            x.load_rps,
            x.goodput_rps(),
            y.goodput_rps(),
            x.failing_share * 100.0,
            y.failing_share * 100.0
        );
        let marks: Vec<&str> = [
            (first(a), "collapses without"),
            (first(b), "collapses with"),
        ]
        .into_iter()
        .filter(|&(index, _)| index == Some(i))
        .map(|(_, mark)| mark)
        .collect();
        if !marks.is_empty() {
            let _ = write!(out, "  ← {}", marks.join(", "));
        }
        out.push('\n');
    }
    out
}

fn compare_sweep_csv(a: &Sweep, b: &Sweep) -> String {
    let mut out = Csv::new();
    out.row(["run", "load_rps", "goodput_rps", "failing_pct", "passed"]);
    for (label, sweep) in [("without", a), ("with", b)] {
        for p in &sweep.points {
            out.row([
                label.to_owned(),
                format!("{:.3}", p.load_rps),
                format!("{:.3}", p.goodput_rps()),
                format!("{:.3}", p.failing_share * 100.0),
                p.passed.to_string(),
            ]);
        }
    }
    out.finish()
}

// --- Numbers ---------------------------------------------------------------

/// A whole number in groups of three, as on the seed page: `2 000`.
fn thousands(value: f64) -> String {
    grouped(value, 0)
}

/// A number with `decimals` decimals and its whole part in groups of three:
/// `3 774.3`.
fn grouped(value: f64, decimals: usize) -> String {
    let text = format!("{:.decimals$}", value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let mut out = String::with_capacity(text.len() + whole.len() / 3 + 3);
    if value < 0.0 && text.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
        out.push('−');
    }
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push(' ');
        }
        out.push(c);
    }
    if !fraction.is_empty() {
        out.push('.');
        out.push_str(fraction);
    }
    out
}

/// A share as a percentage with one decimal: `72.5 %`.
fn pct(share: f64) -> String {
    format!("{:.1} %", share * 100.0)
}

/// Seconds with two decimals: `1.75`.
fn secs(t: f64) -> String {
    format!("{t:.2}")
}

/// A number without trailing zeros (up to three decimals).
fn trim(value: f64) -> String {
    let text = format!("{value:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// A number with at most one decimal.
fn trim1(value: f64) -> String {
    let text = format!("{value:.1}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_group_like_the_seed() {
        assert_eq!(thousands(2_000.0), "2 000");
        assert_eq!(thousands(640.0), "640");
        assert_eq!(thousands(1_234_567.4), "1 234 567");
        assert_eq!(thousands(0.0), "0");
        assert_eq!(grouped(3_774.26, 1), "3 774.3");
        assert_eq!(grouped(70.5, 1), "70.5");
        assert_eq!(grouped(-1_500.0, 0), "−1 500");
        assert_eq!(pct(0.725), "72.5 %");
        assert_eq!(trim(12.5), "12.5");
        assert_eq!(trim1(8.333), "8.3");
    }

    #[test]
    fn the_path_line_is_the_seed_header() {
        assert_eq!(
            path_line(&ArchConfig::default()),
            "LB 2 000 rps · app 640 rps · cache off · no workers · DB 250 rps"
        );
    }
}
