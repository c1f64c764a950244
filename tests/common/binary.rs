//! The built binary, run as a person runs it from a shell.

use std::process::{Command, Output};

/// The built `sre-sim` with `args`, not started yet: for a test that sets
/// its environment or watches it run.
pub fn sre_sim_command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sre-sim"));
    command.args(args);
    command
}

/// The built `sre-sim` with `args`, run to its end: its exit code, standard
/// output and standard error.
pub fn sre_sim(args: &[&str]) -> Output {
    sre_sim_command(args).output().expect("the binary runs")
}

/// [`sre_sim`] with no display (neither X11 nor Wayland), for what must be
/// refused before any window opens: a window that did open would fail
/// differently.
pub fn sre_sim_without_display(args: &[&str]) -> Output {
    sre_sim_command(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the binary runs")
}

/// The standard output of a run that succeeded; a run that failed fails
/// the test with its exit code and standard error.
pub fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "exit {:?}: {}",
        output.status.code(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).expect("UTF-8")
}
