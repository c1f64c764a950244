//! `sre-sim replay`: prints a saved run's trace, replayed with the model;
//! the same output as the `sre-sim oncall` run that saved it.

use std::path::PathBuf;

use anyhow::Context as _;

use super::OutputFormat;
use super::oncall::format_trace;
use crate::run::RunFile;

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
}

/// Runs `sre-sim replay` and returns the text to print. A stored summary
/// that differs from the replay is a warning on stderr, not an error: the
/// replay is the truth.
pub fn run(args: &ReplayArgs) -> anyhow::Result<String> {
    let run = RunFile::load(&args.file)?;
    let trace = run
        .replay()
        .with_context(|| format!("cannot replay {}", args.file.display()))?;
    if let Err(mismatch) = run.check_summary(&trace) {
        eprintln!("warning: {mismatch}: {}", args.file.display());
    }
    if let Some(path) = &args.save {
        let mut again = RunFile::from_parts(run.spec(), run.timeline().to_vec(), run.minutes())
            .with_context(|| format!("cannot record {}", args.file.display()))?;
        if let Some(note) = run.note() {
            again = again.with_note(note);
        }
        again.save(path)?;
    }
    format_trace(&trace, args.format)
}
