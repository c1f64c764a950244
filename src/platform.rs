//! What differs between the desktop and the browser, in one place.
//!
//! The desktop keeps its files in folders. The browser (wasm32) has no
//! file system: there the folder the app keeps its data in is the
//! browser's local storage, the folder it saves into is the person's
//! downloads ([`browser`]), and the app's file code is the same on both.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

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
/// windows never share one. The browser has no file locks: two tabs share
/// the one autosave kept in local storage, so a second tab offers the
/// first's run as an interrupted one, and restoring or discarding it there
/// removes it until the first tab writes again.
pub const HAS_FILE_LOCKS: bool = cfg!(not(target_arch = "wasm32"));

/// Threads start on the desktop only: in the browser (wasm32 without
/// threads) `std::thread::spawn` fails. The work that runs on a thread
/// natively (the "was it luck?" ensemble, the request-level check, the
/// architecture's fix search) runs there on the page's own thread in
/// slices, a few milliseconds of it before each frame ([`Runner::Slices`],
/// [`Slice`]), so the page keeps drawing and shows its progress.
///
/// Measured on 2026-12-06 in headless Chromium (`SwiftShader`) on the
/// 2-core development machine, the page's thread slowed four times: the
/// longest task of the page's thread while the check, the ensemble and the
/// longest fix search ran fell from 494–591, 236–303 and 836 ms (at once)
/// to 84–119, 50–77 and 75–115 ms (in slices); see the README's "In a
/// browser".
pub const HAS_THREADS: bool = cfg!(not(target_arch = "wasm32"));

/// How work longer than a frame runs: on a thread of its own, or in slices
/// on the thread that draws, between frames. Both give the same result,
/// bit for bit: the slices are the same steps the thread runs in a loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Runner {
    /// On a thread (the desktop).
    #[default]
    Thread,
    /// In slices, from the app's per-frame tick (the browser; tests too).
    Slices,
}

impl Runner {
    /// Threads where there are threads, else slices.
    pub const PLATFORM: Self = if HAS_THREADS {
        Self::Thread
    } else {
        Self::Slices
    };
}

/// The share of a frame's time the slices may take: a frame at 60 Hz
/// lasts 16.7 ms, and drawing it needs the rest.
pub const SLICE_BUDGET: Duration = Duration::from_millis(8);

/// One frame's time for slices of work: every job running in slices
/// shares it, each doing at least one step (so none starves).
#[derive(Debug, Clone, Copy)]
pub struct Slice {
    until: Instant,
}

impl Slice {
    /// A slice ending `budget` from now.
    pub fn new(budget: Duration) -> Self {
        Self {
            until: Instant::now() + budget,
        }
    }

    /// A frame's slice, [`SLICE_BUDGET`] from now.
    pub fn frame() -> Self {
        Self::new(SLICE_BUDGET)
    }

    /// Calls `step` (which answers whether there is more to do) once, then
    /// again while there is more to do and time left. Is there more to do?
    pub fn run(&self, mut step: impl FnMut() -> bool) -> bool {
        while step() {
            if Instant::now() >= self.until {
                return true;
            }
        }
        false
    }
}
