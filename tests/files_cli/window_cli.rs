//! The window's command-line options: combinations that make no sense are
//! refused before any window opens, with a message and exit code 2.

use crate::common::binary::{sre_sim_command, sre_sim_without_display};
use crate::common::folders::scratch;

/// Runs a headless subcommand that saves a file at `path`; it must succeed.
fn saved(args: &[&str], path: &std::path::Path) {
    let out = sre_sim_command(args)
        .arg(path)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn refused(args: &[&str], says: &str) {
    let out = sre_sim_without_display(args);
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
fn a_scenario_file_is_checked_before_the_window_opens() {
    let scenario = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/scenarios/db-failover-at-peak.ron"
    );
    refused(
        &["--scenario-file", scenario, "--minute", "181"],
        "past the end of the scenario (180 minutes)",
    );
    refused(&["--scenario-file", scenario, "--open", EXAMPLE], "--open");
    // A run file given as a scenario is named for what it is, in French.
    refused(
        &["--scenario-file", EXAMPLE, "--lang", "fr"],
        "un fichier de simulation",
    );
    refused(&["--scenario-file", "no-such.ron"], "no-such.ron");
}

#[test]
fn a_bad_size_or_language_is_named() {
    refused(
        &["--size", "10x10"],
        "Invalid value “10x10” for --size <WxH>: expected WIDTHxHEIGHT",
    );
    refused(&["--size", "wide"], "Invalid value “wide” for --size");
    refused(
        &["--lang", "de"],
        "Invalid value “de” for --lang <LANG>: unknown language",
    );
}

#[test]
fn window_options_do_not_apply_to_subcommands() {
    refused(&["--tab", "arch", "oncall"], "--tab belongs to the window");
    refused(
        &["--screenshot", "x.png", "--size", "800x600", "arch"],
        "--screenshot, --size belong to the window",
    );
}

#[test]
fn the_architecture_picture_needs_its_tab_a_step_in_range_and_a_fix_to_show() {
    refused(
        &["--step", "8", "--screenshot", "x.png"],
        "belong to the architecture tab: add --tab arch",
    );
    refused(&["--tab", "arch", "--step", "41"], "--step");
    refused(&["--tab", "oncall", "--fix"], "add --tab arch");
    // A path that passes needs no fix.
    let dir = scratch("arch");
    let light = dir.join("light.ron");
    saved(&["arch", "--set", "load.rps=100", "--save"], &light);
    let light = light.to_string_lossy().into_owned();
    refused(
        &["--tab", "arch", "--config", &light, "--fix", "--step", "8"],
        "already passes with headroom",
    );
    refused(
        &[
            "--tab",
            "arch",
            "--config",
            "no-such-file.ron",
            "--step",
            "8",
        ],
        "no-such-file.ron",
    );
    refused(
        &["--tab", "arch", "--step", "8", "oncall"],
        "belong to the window",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_talk_needs_a_run_that_reads_and_no_subcommand() {
    refused(&["--present", "no-such-talk.ron"], "no-such-talk.ron");
    refused(
        &["--present", EXAMPLE, "oncall"],
        "--present belongs to the window",
    );
    refused(
        &["--presenter", "arch"],
        "--presenter belongs to the window",
    );
    refused(&["--present", EXAMPLE, "--open", EXAMPLE], "--open");
    let bad = scratch("present-bad").join("not-a-run.ron");
    std::fs::write(&bad, "(version: 5, nonsense)").expect("written");
    refused(&["--present", &bad.to_string_lossy()], "not-a-run.ron");
}

#[test]
fn an_animation_is_refused_before_the_window_opens_naming_what_is_wrong() {
    refused(&["--gif", "out.gif"], "add --open RUN");
    refused(&["--present", EXAMPLE, "--gif", "out.gif"], "--present");
    refused(
        &["--open", EXAMPLE, "--from", "20"],
        "add --gif FILE or --frames DIR",
    );
    let gif = scratch("animation").join("out.gif");
    let gif = gif.to_string_lossy().into_owned();
    refused(
        &[
            "--open", EXAMPLE, "--from", "60", "--to", "20", "--gif", &gif,
        ],
        "From minute 60 is after the last minute, 20",
    );
    refused(
        &["--open", EXAMPLE, "--to", "181", "--gif", &gif],
        "Minute 181 is past the end of the run (180 minutes)",
    );
    refused(
        &["--open", EXAMPLE, "--from", "200", "--gif", &gif],
        "is after the last minute, 180",
    );
    refused(
        &["--open", EXAMPLE, "--every", "0", "--gif", &gif],
        "--every 0 was given",
    );
    // In the reader's language, as printed.
    refused(
        &[
            "--open", EXAMPLE, "--every", "0", "--gif", &gif, "--lang", "fr",
        ],
        "Il faut au moins 1 minute entre deux images",
    );
    refused(
        &[
            "--open", EXAMPLE, "--every", "0", "--gif", &gif, "--lang", "gl",
        ],
        "Fai falta polo menos 1 minuto entre dúas imaxes",
    );
    refused(
        &["--open", EXAMPLE, "--gif", "/no/such/folder/out.gif"],
        "Cannot write /no/such/folder/out.gif",
    );
    refused(
        &["--open", EXAMPLE, "--gif", &gif, "oncall"],
        "--open, --gif belong to the window",
    );
    refused(
        &["--open", EXAMPLE, "--gif", &gif, "--screenshot", "x.png"],
        "--screenshot",
    );
    // No frame was drawn: nothing was written.
    assert!(!std::path::Path::new(&gif).exists());
}

#[test]
fn more_frames_than_the_cap_are_refused() {
    // A run long enough for more than 600 frames: 700 minutes of free play.
    let dir = scratch("animation-cap");
    let long = dir.join("long.ron");
    saved(&["oncall", "--minutes", "700", "--save"], &long);
    let long = long.to_string_lossy().into_owned();
    let gif = dir.join("out.gif").to_string_lossy().into_owned();
    refused(
        &["--open", &long, "--gif", &gif],
        "701 frames is more than the 600 an animation may have",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_talk_starts_at_a_chapter_it_has() {
    refused(&["--chapter", "1"], "--present");
    refused(&["--present", EXAMPLE, "--chapter", "9"], "has");
    refused(&["--present", EXAMPLE, "--chapter", "0"], "numbered from 1");
}
