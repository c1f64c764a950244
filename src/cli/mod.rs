//! The command line: headless runs of both models, or the window.

pub mod arch;
pub mod oncall;
pub mod replay;

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

/// sre-sim: an on-call and capacity simulator.
#[derive(Debug, Parser)]
#[command(name = "sre-sim", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Commands>,
    /// Open the window, render a few frames, save its framebuffer as PNG to
    /// FILE and exit (a smoke check of the real window).
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<std::path::PathBuf>,
    /// Open this run file in the window and replay it.
    #[arg(long, value_name = "FILE")]
    pub open: Option<std::path::PathBuf>,
    /// The tab to open the window on.
    #[arg(long, value_enum)]
    pub tab: Option<crate::app::Tab>,
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Commands {
    /// Run the on-call model headless and print one row per minute.
    Oncall(oncall::OncallArgs),
    /// Run the architecture path model for ten simulated seconds.
    Arch(arch::ArchArgs),
    /// Replay a saved run file and print one row per minute.
    Replay(replay::ReplayArgs),
}

/// How a command prints its trace.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// An aligned text table.
    #[default]
    Table,
    /// Comma-separated values with a header row.
    Csv,
    /// One JSON document.
    Json,
}

/// Parses the command line and runs it. Exit code 2 for bad input.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Some(Commands::Oncall(args)) => oncall::run(args),
        Some(Commands::Arch(args)) => arch::run(args),
        Some(Commands::Replay(args)) => replay::run(args),
        None => open_window(&cli),
    };
    match result {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::from(2)
        }
    }
}

/// Opens the window; a bad `--open` file is reported before it opens.
fn open_window(cli: &Cli) -> anyhow::Result<String> {
    let open = match &cli.open {
        Some(path) => Some((path.clone(), crate::run::RunFile::load(path)?)),
        None => None,
    };
    crate::app::run_native(cli.tab, cli.screenshot.clone(), open)?;
    Ok(String::new())
}
