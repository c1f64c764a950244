//! `sre-sim arch`: the architecture path model on the command line.

/// Arguments of `sre-sim arch`.
#[derive(Debug, Clone, clap::Args)]
pub struct ArchArgs {}

/// Runs `sre-sim arch` and returns the text to print on stdout.
pub fn run(_args: &ArchArgs) -> anyhow::Result<String> {
    anyhow::bail!("not yet implemented")
}
