//! The real window in a real process, under Xvfb (see
//! `tests/real_window/run.sh`): settings persist across a graceful close,
//! a crash is recovered, Ctrl+S saves without a file dialog, a corrupt
//! settings file is announced. Skips with a message on a machine without
//! Xvfb and its helpers; with `CI=true` it fails instead of skipping.

use std::process::Command;

const TOOLS: [&str; 5] = ["Xvfb", "xdotool", "import", "convert", "tesseract"];

fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

fn have_xlib() -> bool {
    Command::new("/usr/bin/python3")
        .args(["-c", "import Xlib"])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn the_real_window_persists_recovers_and_saves_without_a_dialog() {
    let missing: Vec<&str> = TOOLS.iter().copied().filter(|t| !have(t)).collect();
    if !missing.is_empty() || !have_xlib() {
        let message = format!(
            "the real-window test needs {missing:?} and python3-xlib (Debian: xvfb xdotool \
             imagemagick tesseract-ocr python3-xlib)"
        );
        assert!(std::env::var("CI").as_deref() != Ok("true"), "{message}");
        eprintln!("skipped: {message}");
        return;
    }
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/real_window/run.sh");
    let output = Command::new("bash")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_sre-sim"))
        .output()
        .expect("runs the script");
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
