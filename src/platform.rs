//! What differs between the desktop and the browser, in one place.
//!
//! The desktop keeps its files in folders. The browser (wasm32) has no
//! file system: there the folder the app keeps its data in is the
//! browser's local storage, the folder it saves into is the person's
//! downloads ([`browser`]), and the app's file code is the same on both.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[cfg(target_arch = "wasm32")]
pub mod browser;

/// The folder eframe keeps an app's data in (`~/.local/share/NAME` on
/// Linux); in the browser, its local storage ([`browser::KEPT_ROOT`]).
pub fn storage_dir(name: &str) -> Option<PathBuf> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        eframe::storage_dir(name)
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = name;
        Some(PathBuf::from(browser::KEPT_ROOT))
    }
}

thread_local! {
    /// Files handed over as bytes, by the path they are read under.
    static OPENED: std::cell::RefCell<HashMap<PathBuf, Arc<[u8]>>> =
        std::cell::RefCell::new(HashMap::new());
}

/// Keeps a file handed over as bytes (dropped on the page, picked in the
/// browser's dialog), so that it is read as a file under `path` in this
/// session; returns `path`. Files are read on the thread that keeps them
/// (the window's).
pub fn keep_opened_file(path: PathBuf, bytes: Arc<[u8]>) -> PathBuf {
    OPENED.with(|opened| opened.borrow_mut().insert(path.clone(), bytes));
    path
}

/// A file kept by [`keep_opened_file`].
pub fn opened_file(path: &Path) -> Option<Arc<[u8]>> {
    OPENED.with(|opened| opened.borrow().get(path).cloned())
}

/// Forgets a file kept by [`keep_opened_file`].
pub fn forget_opened_file(path: &Path) {
    OPENED.with(|opened| opened.borrow_mut().remove(path));
}

/// Is there a file at `path` (a file of the system, kept or handed over)?
pub fn exists(path: &Path) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        browser::exists(path)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        opened_file(path).is_some() || path.exists()
    }
}

/// Removes a file; no file is not an error.
pub fn remove_file(path: &Path) -> std::io::Result<()> {
    forget_opened_file(path);
    #[cfg(target_arch = "wasm32")]
    {
        browser::remove(path)
    }
    #[cfg(not(target_arch = "wasm32"))]
    match std::fs::remove_file(path) {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(error),
        _ => Ok(()),
    }
}

/// Renames a file (in the browser: copies it under its new key and
/// removes the old).
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    #[cfg(target_arch = "wasm32")]
    {
        browser::write(to, &browser::read(from)?)?;
        browser::remove(from)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::fs::rename(from, to)
    }
}

/// Creates a folder and its parents (in the browser there are none to
/// create).
pub fn create_dir_all(dir: &Path) -> std::io::Result<()> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = dir;
        Ok(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::fs::create_dir_all(dir)
    }
}

/// Native file dialogs open on the desktop only: the browser's is
/// asynchronous ([`browser::pick_file`]) and saves are downloads.
pub const HAS_FILE_DIALOGS: bool = cfg!(not(target_arch = "wasm32"));

/// A window holds a lock on its autosave's slot on the desktop, so two
/// windows never share one; the browser has no file locks (two tabs share
/// the one autosave kept in local storage, the newest write kept).
pub const HAS_FILE_LOCKS: bool = cfg!(not(target_arch = "wasm32"));

/// Threads start on the desktop only: in the browser (wasm32 without
/// threads) `std::thread::spawn` fails, so the work that runs on a thread
/// natively (the "was it luck?" ensemble, the request-level check) runs on
/// the page's own thread there, at once, and the page waits for it.
pub const HAS_THREADS: bool = cfg!(not(target_arch = "wasm32"));
