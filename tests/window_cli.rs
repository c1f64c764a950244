//! The window's command-line options: combinations that make no sense are
//! refused before any window opens, with a message and exit code 2.

use std::process::{Command, Output};

fn sre_sim(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sre-sim"))
        .args(args)
        // No display: a window that did open would fail differently.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the binary runs")
}

fn refused(args: &[&str], says: &str) {
    let out = sre_sim(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?} said: {stderr}");
}

const EXAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/saves/bad-deploy-rollback-after-page.ron"
);

#[test]
fn a_minute_needs_a_run_and_must_be_in_it() {
    refused(&["--minute", "5", "--screenshot", "x.png"], "--open FILE");
    refused(
        &["--open", EXAMPLE, "--minute", "999"],
        "past the end of the run (180 minutes)",
    );
    refused(&["--open", EXAMPLE, "--minute=-3"], "--minute");
}

#[test]
fn a_bad_size_or_language_is_named() {
    refused(&["--size", "10x10"], "'10x10' is not a window size");
    refused(&["--size", "wide"], "'wide' is not a window size");
    refused(&["--lang", "de"], "unknown language 'de'");
}

#[test]
fn window_options_do_not_apply_to_subcommands() {
    refused(&["--tab", "arch", "oncall"], "--tab belong to the window");
    refused(
        &["--screenshot", "x.png", "--size", "800x600", "arch"],
        "--screenshot, --size belong to the window",
    );
}
