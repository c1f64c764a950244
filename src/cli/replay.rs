//! `sre-sim replay`: prints a saved run's trace, replayed with the model;
//! the same output as the `sre-sim oncall` run that saved it.

use std::path::PathBuf;

use anyhow::Context as _;

use super::OutputFormat;
use crate::debrief::{Debrief, Ensemble, Measure, ResponseKind, all_cores, ensemble};
use crate::i18n::{I18n, Language};
use crate::run::RunFile;
use crate::run::format_trace;

/// Arguments of `sre-sim replay`.
#[derive(Debug, Clone, clap::Args)]
pub struct ReplayArgs {
    /// The run file (RON), e.g. saves/bad-deploy-rollback-after-page.ron.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: OutputFormat,
    /// Write the run again to this file, with this version's summary (to
    /// bring a file up to date after the model changed).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Print the debrief as a Markdown postmortem instead of the trace.
    #[arg(long, conflicts_with = "ensemble")]
    pub debrief: bool,
    /// Replay the run's decisions, doing nothing and the reference playbook
    /// on N other seeds and print the outcome percentiles.
    #[arg(long, value_name = "N", value_parser = super::words::whole_u32::<1, 100_000>)]
    pub ensemble: Option<u32>,
}

pub fn parse_language(text: &str) -> Result<Language, super::words::ArgProblem> {
    Language::from_code(text).ok_or(super::words::ArgProblem::UnknownLanguage)
}

/// Runs `sre-sim replay` and returns the text to print. A stored summary
/// that differs from the replay is a warning on stderr, not an error: the
/// replay is the truth.
pub fn run(args: &ReplayArgs, language: Language) -> anyhow::Result<String> {
    let run = RunFile::load(&args.file)?;
    let trace = run
        .replay()
        .with_context(|| format!("cannot replay {}", args.file.display()))?;
    if let Err(mismatch) = run.check_summary(&trace) {
        let warning = mismatch_warning(&I18n::new(language), &mismatch, &args.file);
        eprintln!("{}", crate::model::for_terminal(&warning));
    }
    if let Some(path) = &args.save {
        // Everything the run carries is kept (notes, author, lesson); saving
        // over the file read brings it up to date in place.
        run.refreshed()
            .with_context(|| format!("cannot record {}", args.file.display()))?
            .save(path)?;
    }
    if args.debrief {
        let debrief = Debrief::new(run.spec().clone(), run.timeline(), &trace)
            .with_context(|| format!("cannot debrief {}", args.file.display()))?;
        return Ok(debrief.markdown(&I18n::new(language)));
    }
    if let Some(seeds) = args.ensemble {
        let cancel = std::sync::atomic::AtomicBool::new(false);
        let progress = std::sync::atomic::AtomicUsize::new(0);
        let result = ensemble(
            run.spec().clone(),
            run.timeline(),
            run.minutes(),
            seeds,
            all_cores(),
            &cancel,
            &progress,
        )
        .with_context(|| format!("cannot replay {} on other seeds", args.file.display()))?;
        return format_ensemble(&result, args.format);
    }
    Ok(format_trace(&trace, args.format.into())?)
}

/// A stored summary that differs from the replay, as a warning in the
/// reader's language, the file last.
fn mismatch_warning(
    i18n: &I18n,
    mismatch: &crate::run::RunError,
    file: &std::path::Path,
) -> String {
    use fluent_bundle::FluentValue;
    let message = i18n.tr_args(
        "run-error-in-file",
        &[
            (
                "message",
                FluentValue::from(crate::i18n::run_error_text(i18n, mismatch)),
            ),
            ("path", FluentValue::from(crate::i18n::shown_path(file))),
        ],
    );
    let warning = i18n.tr_args("cli-warning", &[("message", FluentValue::from(message))]);
    crate::model::for_terminal(&warning).into_owned()
}

/// One row of the ensemble's output.
#[derive(Debug, serde::Serialize)]
struct EnsembleRow {
    response: &'static str,
    measure: &'static str,
    p5: f64,
    p25: f64,
    p50: f64,
    p75: f64,
    p95: f64,
    this_run: f64,
    this_run_percentile: f64,
}

fn ensemble_rows(result: &Ensemble) -> Vec<EnsembleRow> {
    let mut rows = Vec::new();
    for (kind, response) in [
        (ResponseKind::Run, "decisions"),
        (ResponseKind::DoNothing, "do-nothing"),
        (ResponseKind::Playbook, "playbook"),
    ] {
        for (measure, name) in [
            (Measure::BudgetLeft, "budget_remaining"),
            (Measure::Cost, "cost_dollars"),
            (Measure::WorstP99, "worst_p99_secs"),
            (Measure::MinutesPaging, "minutes_paging"),
        ] {
            let p = result.response(kind).percentiles(measure);
            rows.push(EnsembleRow {
                response,
                measure: name,
                p5: p.p5,
                p25: p.p25,
                p50: p.p50,
                p75: p.p75,
                p95: p.p95,
                this_run: measure.of(&result.run),
                this_run_percentile: result.rank_in(kind, measure),
            });
        }
    }
    rows
}

/// The ensemble's percentiles per response and measure, with where this
/// run falls (its percentile rank among that response's outcomes).
fn format_ensemble(result: &Ensemble, format: OutputFormat) -> anyhow::Result<String> {
    use std::fmt::Write as _;
    let rows = ensemble_rows(result);
    Ok(match format {
        OutputFormat::Json => {
            let mut text = serde_json::to_string_pretty(&serde_json::json!({
                "scenario": result.spec.scenario.id(),
                "seed": result.spec.seed,
                "minutes": result.minutes,
                "seeds": result.seeds.len(),
                "rows": rows,
            }))
            .context("cannot write JSON")?;
            text.push('\n');
            text
        }
        OutputFormat::Csv => {
            let mut out = crate::run::csv::Csv::new();
            out.row([
                "response",
                "measure",
                "p5",
                "p25",
                "p50",
                "p75",
                "p95",
                "this_run",
                "this_run_percentile",
            ]);
            for r in &rows {
                out.row([
                    r.response.to_owned(),
                    r.measure.to_owned(),
                    r.p5.to_string(),
                    r.p25.to_string(),
                    r.p50.to_string(),
                    r.p75.to_string(),
                    r.p95.to_string(),
                    r.this_run.to_string(),
                    r.this_run_percentile.to_string(),
                ]);
            }
            out.finish()
        }
        OutputFormat::Table => {
            let mut out = format!(
                "{} seeds after seed {} ({}, {} min); this run's percentile within each response's outcomes\n",
                result.seeds.len(),
                result.spec.seed,
                result.spec.scenario,
                result.minutes
            );
            let _ = writeln!(
                out,
                "{:<11} {:<17} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>6}",
                "response", "measure", "p5", "p25", "p50", "p75", "p95", "this run", "pct"
            );
            for r in &rows {
                let _ = writeln!(
                    out,
                    "{:<11} {:<17} {:>10.4} {:>10.4} {:>10.4} {:>10.4} {:>10.4} {:>10.4} {:>6.1}",
                    r.response,
                    r.measure,
                    r.p5,
                    r.p25,
                    r.p50,
                    r.p75,
                    r.p95,
                    r.this_run,
                    r.this_run_percentile
                );
            }
            out
        }
    })
}
