//! What differs between the desktop and the browser, in one place.
//!
//! The desktop keeps its files in folders; the browser (wasm32) has no
//! file system, so every folder here is `None` there and the callers fall
//! back to what they do when nothing is persisted.

use std::path::PathBuf;
use std::time::Duration;

use web_time::Instant;

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
