//! Files and the command line: run, scenario and architecture files read, checked and written; every subcommand end to end through the binary.
//!
//! One test program of several modules (each the test file it was): one
//! link of egui and winit instead of one per file.

/// The helpers the test programs share, from `tests/common`: the files
/// this program uses.
#[path = "../common"]
mod common {
    pub mod binary;
    pub mod folders;
    pub mod strategies;
}

mod arch_cli;
mod arch_golden;
mod check_cli;
mod hostile_cli;
mod install_cli;
mod lesson_files;
mod lesson_numbers;
mod link_cli;
mod messages_cli;
mod run_cli;
mod run_files;
mod run_props;
mod scenario_files;
mod window_cli;
