//! `sre-sim check`: the second opinion on one minute of a run. The seed's
//! approximations (`model`), the exact values of the same queue (`exact`)
//! and a request-level simulation of it (`simulated`), side by side.

use std::fmt::Write as _;

use anyhow::Context as _;
use serde::Serialize;

use super::oncall::RunArgs;
use crate::model::clock_text;
use crate::model::oncall::MinuteRow;
use crate::model::oncall::second_opinion::{self, CHECK_REQUESTS, CheckRefusal, SecondOpinion};
use crate::model::request_sim::{Estimate, RequestSimResult};

/// Requests from which a check tells that it is running.
const LONG_CHECK: u64 = 40_000_000;

/// Arguments of `sre-sim check`.
#[derive(Debug, Clone, clap::Args)]
pub struct CheckArgs {
    #[command(flatten)]
    pub run: RunArgs,
    /// The minute of the run to check (0 is the opening state).
    #[arg(long, value_parser = super::words::whole_u32::<0, 100_000>)]
    pub minute: u32,
    /// Requests the simulation measures after its warm-up, at least: it
    /// measures four times as many, up to 64 000 000, until the p99's 95 %
    /// interval is within ±2 %.
    #[arg(long = "requests", value_name = "COUNT", default_value_t = CHECK_REQUESTS,
          value_parser = super::words::whole_u64::<20, 100_000_000>)]
    pub requests: u64,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: CheckFormat,
}

/// How `check` prints.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum CheckFormat {
    /// Aligned text.
    #[default]
    Table,
    /// One JSON document.
    Json,
}

/// The whole answer, as the JSON document has it.
#[derive(Debug, Clone, Serialize)]
pub struct Check {
    /// The scenario's name.
    pub scenario: String,
    /// The run's seed.
    pub seed: u32,
    /// The minute checked.
    pub minute: u32,
    /// Its time of day, HH:MM.
    pub clock: String,
    /// The queue the minute model evaluated.
    pub queue: QueueJson,
    /// The seed's approximations.
    pub model: ModelJson,
    /// The exact values of the same queue.
    pub exact: ExactJson,
    /// The request-level simulation.
    pub simulated: SimulatedJson,
}

/// The minute's queue.
#[derive(Debug, Clone, Serialize)]
pub struct QueueJson {
    /// Workers N.
    pub workers: u32,
    /// Admitted arrivals λ, requests per second.
    pub arrivals_per_sec: f64,
    /// Service time S, seconds.
    pub service_secs: f64,
    /// Offered load over workers, `λ·S/N`.
    pub load: f64,
}

/// The seed's values.
#[derive(Debug, Clone, Serialize)]
pub struct ModelJson {
    /// The seed's p99, seconds (capped at 2 s).
    pub p99_secs: f64,
    /// Share of admitted requests the seed's queue fails (timeouts below
    /// saturation, the excess above).
    pub timeout_rate: f64,
    /// Erlang C (1 when saturated).
    pub erlang_c: f64,
}

/// The exact values.
#[derive(Debug, Clone, Serialize)]
pub struct ExactJson {
    /// Exact M/M/N p99, seconds, capped at 2 s.
    pub p99_secs: f64,
    /// M/M/N+D timeout share.
    pub timeout_rate: f64,
    /// M/M/N+D probability of waiting.
    pub wait_probability: f64,
}

/// The simulated values, with 95 % intervals.
#[derive(Debug, Clone, Serialize)]
pub struct SimulatedJson {
    /// Simulated p99, seconds.
    pub p99_secs: f64,
    /// Its 95 % interval, [low, high].
    pub p99_ci: [f64; 2],
    /// Simulated timeout share.
    pub timeout_rate: f64,
    /// Its 95 % interval.
    pub timeout_ci: [f64; 2],
    /// Simulated probability of waiting.
    pub wait_probability: f64,
    /// Its 95 % interval.
    pub wait_ci: [f64; 2],
    /// Simulated utilization.
    pub utilization: f64,
    /// Requests measured.
    pub requests: u64,
    /// Requests simulated before them, to warm up.
    pub warm_up_requests: u64,
    /// The simulation's seed.
    pub seed: u32,
}

fn ci(e: Estimate) -> [f64; 2] {
    [e.low, e.high]
}

impl Check {
    /// The check of `row` of a run of `scenario` with `seed`.
    pub fn new(
        scenario: &str,
        seed: u32,
        row: &MinuteRow,
        sim_seed: u32,
        result: &RequestSimResult,
    ) -> Self {
        let out = &row.out;
        let exact = SecondOpinion::of(out);
        Self {
            scenario: scenario.to_string(),
            seed,
            minute: row.minute,
            clock: clock_text(row.clock_minutes),
            queue: QueueJson {
                workers: out.workers,
                arrivals_per_sec: out.admitted_per_sec,
                service_secs: out.service_secs,
                load: out.offered_erlangs / f64::from(out.workers.max(1)),
            },
            model: ModelJson {
                p99_secs: out.p99_secs,
                timeout_rate: second_opinion::seed_queue_failure_rate(out),
                erlang_c: out.erlang_c,
            },
            exact: ExactJson {
                p99_secs: exact.p99_secs,
                timeout_rate: exact.timeout_rate,
                wait_probability: exact.wait_probability,
            },
            simulated: SimulatedJson {
                p99_secs: result.p99_secs.value,
                p99_ci: ci(result.p99_secs),
                timeout_rate: result.timeout_share.value,
                timeout_ci: ci(result.timeout_share),
                wait_probability: result.wait_probability.value,
                wait_ci: ci(result.wait_probability),
                utilization: result.utilization.value,
                requests: result.requests,
                warm_up_requests: result.warm_up_requests,
                seed: sim_seed,
            },
        }
    }

    /// The check as aligned text.
    pub fn table(&self) -> String {
        let (q, m, e, s) = (&self.queue, &self.model, &self.exact, &self.simulated);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{} · seed {} · minute {} ({}): N = {} workers, λ = {:.1} req/s, S = {:.4} s, λS/N = {:.3}",
            self.scenario,
            self.seed,
            self.minute,
            self.clock,
            q.workers,
            q.arrivals_per_sec,
            q.service_secs,
            q.load
        );
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "             p99 s   timeouts %   waiting %   utilization %"
        );
        let _ = writeln!(
            out,
            "model      {:>7.4}   {:>10.4}   {:>9.3}",
            m.p99_secs,
            m.timeout_rate * 100.0,
            m.erlang_c * 100.0
        );
        let _ = writeln!(
            out,
            "exact      {:>7.4}   {:>10.4}   {:>9.3}",
            e.p99_secs,
            e.timeout_rate * 100.0,
            e.wait_probability * 100.0
        );
        let _ = writeln!(
            out,
            "simulated  {:>7.4}   {:>10.4}   {:>9.3}   {:>13.2}",
            s.p99_secs,
            s.timeout_rate * 100.0,
            s.wait_probability * 100.0,
            s.utilization * 100.0
        );
        let _ = writeln!(
            out,
            "  95 % CI  {:.4}–{:.4}  {:.4}–{:.4}  {:.3}–{:.3}",
            s.p99_ci[0],
            s.p99_ci[1],
            s.timeout_ci[0] * 100.0,
            s.timeout_ci[1] * 100.0,
            s.wait_ci[0] * 100.0,
            s.wait_ci[1] * 100.0
        );
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "model: the seed's relations (p99 = S·ln 100 + ln(C/0.01)/(N/S − λ); timeouts C·e^(−(N/S − λ)·2 s), or 1 − N/a when saturated; C = Erlang C)."
        );
        let _ = writeln!(
            out,
            "exact: the M/M/N response time's exact p99; the M/M/N+D queue, where a request that waits 2 s leaves."
        );
        let _ = writeln!(
            out,
            "simulated: {} requests measured after {} to warm up (simulation seed {}), 95 % intervals from 20 batch means.",
            s.requests, s.warm_up_requests, s.seed
        );
        out
    }
}

/// Runs `sre-sim check` and returns the text to print.
pub fn run(args: &CheckArgs, language: crate::i18n::Language) -> anyhow::Result<String> {
    let spec = args.run.spec()?;
    let minute = args.minute;
    let timeline = args.run.timeline(minute, &format!("--minute {minute}"))?;
    let trace = super::oncall::RunArgs::trace(&spec, &timeline, minute)?;
    let row = *trace.rows.last().context("the run has no rows")?;
    let sim_seed = second_opinion::check_seed(spec.seed, minute);
    // A long check says so on stderr once, so that it does not look stuck.
    let mut told = false;
    let result = second_opinion::run_check(&row.out, args.requests, sim_seed, |_, total| {
        if total >= LONG_CHECK && !told {
            told = true;
            let i18n = crate::i18n::I18n::new(language);
            eprintln!(
                "{}",
                i18n.tr_args(
                    "cli-check-long",
                    &[(
                        "total",
                        fluent_bundle::FluentValue::from(i18n.fmt_grouped(total as f64, 0))
                    )]
                )
            );
        }
        true
    })
    .map_err(|refusal| match refusal {
        CheckRefusal::NoTraffic => super::words::Said::message(
            "cli-check-no-traffic",
            vec![("minute", super::words::number(minute))],
        ),
        CheckRefusal::NoWorkers => super::words::Said::message(
            "cli-check-no-workers",
            vec![("minute", super::words::number(minute))],
        ),
    })?
    .context("the check was stopped")?;
    let name = spec.scenario.id().to_owned();
    let check = Check::new(&name, spec.seed, &row, sim_seed, &result);
    Ok(match args.format {
        CheckFormat::Table => check.table(),
        CheckFormat::Json => {
            let mut text = serde_json::to_string_pretty(&check)?;
            text.push('\n');
            text
        }
    })
}
