//! Temporary folders of one test's own.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

/// A path in the temporary folder that nothing is at, different on every
/// call: the tests of a program run in parallel threads of one process, so
/// its id alone is not enough. For a folder the app must make itself.
pub fn unused_path(name: &str) -> PathBuf {
    static CALLS: AtomicU32 = AtomicU32::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("sre-sim-{name}-{}-{call}", std::process::id()));
    // Left by an earlier run of a process that had the same id.
    let _ = std::fs::remove_dir_all(&path);
    path
}

/// A fresh, empty folder of one test's own (see [`unused_path`]).
pub fn scratch(name: &str) -> PathBuf {
    let dir = unused_path(name);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}
