//! On Windows, the window leaves the console it was started from.
//!
//! `sre-sim.exe` is a console program, so its command line behaves as
//! one in cmd, PowerShell and Windows Terminal: it prints, the prompt
//! waits for it, and `%ERRORLEVEL%` / `$LASTEXITCODE` is its exit code.
//! A console program opened from the Explorer (a double-click, "Open
//! with") gets a console window of its own, though, which would stay
//! beside the app's window for as long as it runs. So when the command
//! opens the window for a person (no subcommand, and not `--screenshot`,
//! `--gif` or `--frames`, which work and exit), this process, once
//! everything it was given has been checked and any error said, starts
//! the same program again with the same arguments, detached from every
//! console, and exits: the console window made for a double-click closes
//! at once, and a terminal gets its prompt back, as after starting any
//! windowed program. With `RUST_LOG` set the window stays in the console,
//! so its log is seen. The detached copy has no console to print to: an
//! error of its own (the window could not open: no OpenGL 2, say) is shown
//! in a message box instead, so a double-click never ends in silence.
//!
//! Only the standard library's process creation flags, no Win32 call of
//! our own: the crate forbids unsafe code.

use std::os::windows::process::CommandExt as _;
use std::process::{Command, Stdio};

/// Set for the detached copy, which opens the window itself.
const DETACHED: &str = "SRE_SIM_DETACHED";

/// `DETACHED_PROCESS`: the new process has no console.
const DETACHED_PROCESS: u32 = 0x0000_0008;
/// `CREATE_NEW_PROCESS_GROUP`: Ctrl+C in the terminal does not reach it.
const CREATE_NEW_PROCESS_GROUP: u32 = 0x0000_0200;

/// Is this the detached copy, which has no console?
fn is_detached_copy() -> bool {
    std::env::var_os(DETACHED).is_some()
}

/// Shows an error the detached copy would have printed, in a message box
/// (rfd's, already linked for the file dialogs); elsewhere does nothing.
pub fn show_if_detached(message: &str) {
    if is_detached_copy() {
        rfd::MessageDialog::new()
            .set_level(rfd::MessageLevel::Error)
            .set_title("sre-sim")
            .set_description(message)
            .set_buttons(rfd::MessageButtons::Ok)
            .show();
    }
}

/// Starts this program again without a console, to open the window
/// there. True when it did: this process then only exits. False when
/// this process should open the window itself (it is the detached copy,
/// `RUST_LOG` asks for the log, or the copy could not start).
pub fn window_in_detached_copy() -> bool {
    if is_detached_copy() || std::env::var_os("RUST_LOG").is_some() {
        return false;
    }
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(err) => {
            log::warn!("the window stays in this console: {err}");
            return false;
        }
    };
    let started = Command::new(exe)
        .args(std::env::args_os().skip(1))
        .env(DETACHED, "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .creation_flags(DETACHED_PROCESS | CREATE_NEW_PROCESS_GROUP)
        .spawn();
    match started {
        Ok(_) => true,
        Err(err) => {
            log::warn!("the window stays in this console: {err}");
            false
        }
    }
}
