//! What differs between the desktop and the browser, in one place.
//!
//! The desktop keeps its files in folders; the browser (wasm32) has no
//! file system, so every folder here is `None` there and the callers fall
//! back to what they do when nothing is persisted.

use std::path::PathBuf;

/// The folder eframe keeps an app's data in (`~/.local/share/NAME` on
/// Linux); `None` in the browser, which has no folders.
pub fn storage_dir(name: &str) -> Option<PathBuf> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        eframe::storage_dir(name)
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = name;
        None
    }
}

/// Native file dialogs open on the desktop only: the browser has no
/// synchronous file dialog (rfd's web path is asynchronous).
pub const HAS_FILE_DIALOGS: bool = cfg!(not(target_arch = "wasm32"));

/// Threads start on the desktop only: in the browser (wasm32 without
/// threads) `std::thread::spawn` fails, so the work that runs on a thread
/// natively (the "was it luck?" ensemble, the request-level check) runs on
/// the page's own thread there, at once, and the page waits for it.
pub const HAS_THREADS: bool = cfg!(not(target_arch = "wasm32"));
