//! The autosave's writer. Writing a run (its RON text, the file, an fsync
//! of the file and of its folder) takes milliseconds that a frame does not
//! have, so a frame only hands the run over and a thread of its own writes
//! it. Only the newest run handed over is written: one superseded before
//! its turn was already out of date. What each write gave comes back to
//! the window, which says it ([`Autosaver::finished`]).
//!
//! In a browser there are no threads; the run is written at once.

use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

use crate::run::{RunFile, RunFileError};

/// A run to write, and where.
#[derive(Debug, Clone)]
pub struct Job {
    /// The autosave file.
    pub path: PathBuf,
    /// The run as it is now.
    pub file: RunFile,
}

/// How a job is written: to its file, or anything a test puts in its place.
type Write = dyn Fn(&Job) -> Result<(), RunFileError> + Send + Sync;

/// What the window and the writer share.
#[derive(Default)]
struct Queue {
    /// The newest job not yet taken by the writer.
    next: Option<Job>,
    /// The writer is writing a job.
    writing: bool,
    /// What the writes since the window last looked gave, oldest first.
    done: Vec<Result<(), RunFileError>>,
    /// The window is gone: the writer writes what is left and stops.
    closed: bool,
}

/// The autosave's writer thread and what it is given.
pub struct Autosaver {
    shared: Arc<(Mutex<Queue>, Condvar)>,
    write: Arc<Write>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Default for Autosaver {
    fn default() -> Self {
        Self::with_writer(|job| crate::run::store::write_autosave_to(&job.path, &job.file))
    }
}

impl std::fmt::Debug for Autosaver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Autosaver").finish_non_exhaustive()
    }
}

impl Autosaver {
    /// A writer that writes each job with `write` (the thread starts with
    /// the first job).
    pub fn with_writer(
        write: impl Fn(&Job) -> Result<(), RunFileError> + Send + Sync + 'static,
    ) -> Self {
        Self {
            shared: Arc::default(),
            write: Arc::new(write),
            thread: None,
        }
    }

    /// Hands `job` to the writer and returns at once; a job still waiting
    /// is replaced.
    pub fn submit(&mut self, job: Job) {
        if cfg!(target_arch = "wasm32") {
            let result = (self.write)(&job);
            lock(&self.shared.0).done.push(result);
            return;
        }
        lock(&self.shared.0).next = Some(job);
        self.shared.1.notify_all();
        if self.thread.is_none() {
            self.thread = self.spawn();
        }
    }

    /// What the writes finished since the last call gave, oldest first.
    pub fn finished(&mut self) -> Vec<Result<(), RunFileError>> {
        std::mem::take(&mut lock(&self.shared.0).done)
    }

    /// Waits until every job handed over is written (on closing, before a
    /// file is removed or read, and in tests).
    pub fn wait(&self) {
        let (queue, written) = &*self.shared;
        let mut queue = lock(queue);
        while self.thread.is_some() && (queue.next.is_some() || queue.writing) {
            queue = written.wait(queue).unwrap_or_else(PoisonError::into_inner);
        }
    }

    fn spawn(&self) -> Option<std::thread::JoinHandle<()>> {
        let shared = Arc::clone(&self.shared);
        let write = Arc::clone(&self.write);
        let spawned = std::thread::Builder::new()
            .name("autosave".to_owned())
            .spawn(move || writer(&shared, &*write));
        match spawned {
            Ok(thread) => Some(thread),
            // No thread to be had: write here, as the web does.
            Err(err) => {
                log::warn!("the autosave writes on the window's thread: {err}");
                let job = lock(&self.shared.0).next.take();
                if let Some(job) = job {
                    let result = (self.write)(&job);
                    lock(&self.shared.0).done.push(result);
                }
                None
            }
        }
    }
}

impl Drop for Autosaver {
    /// The last run handed over is written before the window goes.
    fn drop(&mut self) {
        lock(&self.shared.0).closed = true;
        self.shared.1.notify_all();
        if let Some(thread) = self.thread.take()
            && thread.join().is_err()
        {
            log::error!("the autosave's writer stopped");
        }
    }
}

/// The writer thread: takes the newest job, writes it, says how it went.
fn writer(shared: &(Mutex<Queue>, Condvar), write: &Write) {
    let (queue, signal) = shared;
    loop {
        let job = {
            let mut queue = lock(queue);
            loop {
                if let Some(job) = queue.next.take() {
                    queue.writing = true;
                    break job;
                }
                if queue.closed {
                    return;
                }
                queue = signal.wait(queue).unwrap_or_else(PoisonError::into_inner);
            }
        };
        // A write that panics is a failed write, said like any other: the
        // window keeps its run and asks before closing.
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| write(&job)))
            .unwrap_or_else(|_| {
                Err(RunFileError::Write {
                    path: job.path.clone(),
                    error: std::io::Error::other("the autosave's writer failed"),
                })
            });
        let mut queue = lock(queue);
        queue.done.push(result);
        queue.writing = false;
        signal.notify_all();
    }
}

fn lock(queue: &Mutex<Queue>) -> MutexGuard<'_, Queue> {
    queue.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::{Autosaver, Job};
    use crate::model::oncall::{RunSpec, Scenario, Sim};
    use crate::run::{RunFile, RunFileError};
    use std::sync::{Arc, Barrier, Mutex};

    fn job(minutes: u32) -> Job {
        let mut sim = Sim::new(RunSpec {
            scenario: Scenario::BadDeploy.into(),
            seed: 7,
            noise: true,
        });
        for _ in 0..minutes {
            sim.step();
        }
        Job {
            path: format!("autosave-{minutes}.ron").into(),
            file: RunFile::from_sim(&sim).expect("a valid run"),
        }
    }

    #[test]
    fn a_frame_never_waits_for_the_disk_and_only_the_newest_run_is_written() {
        // The disk is stuck inside the first write until the test says so;
        // the writer says when it is in it.
        let gate = Arc::new(Barrier::new(2));
        let (inside, entered) = std::sync::mpsc::channel();
        let written = Arc::new(Mutex::new(Vec::new()));
        let mut saver = Autosaver::with_writer({
            let (gate, written) = (Arc::clone(&gate), Arc::clone(&written));
            let inside = Mutex::new(inside);
            move |job: &Job| {
                if job.file.minutes() == 1 {
                    inside.lock().expect("not poisoned").send(()).ok();
                    gate.wait();
                }
                written
                    .lock()
                    .expect("not poisoned")
                    .push(job.file.minutes());
                Ok(())
            }
        });
        saver.submit(job(1));
        entered.recv().expect("the writer takes the first run");
        // While the first write hangs, three more runs are handed over:
        // each returns at once, and only the newest waits.
        for minutes in 2..=4 {
            saver.submit(job(minutes));
        }
        assert!(
            written.lock().expect("not poisoned").is_empty(),
            "still in the first write"
        );
        gate.wait();
        saver.wait();
        assert_eq!(*written.lock().expect("not poisoned"), [1, 4]);
        assert_eq!(saver.finished().len(), 2);
        assert!(saver.finished().is_empty(), "each result is given once");
    }

    #[test]
    fn a_failed_or_panicking_write_comes_back_as_a_failure() {
        let mut saver = Autosaver::with_writer(|job: &Job| match job.file.minutes() {
            1 => Err(RunFileError::Write {
                path: job.path.clone(),
                error: std::io::Error::other("disk full"),
            }),
            2 => panic!("a bug in the writer"),
            _ => Ok(()),
        });
        for minutes in 1..=3 {
            saver.submit(job(minutes));
            saver.wait();
        }
        let results = saver.finished();
        assert!(matches!(results[0], Err(RunFileError::Write { .. })));
        assert!(matches!(results[1], Err(RunFileError::Write { .. })));
        assert!(results[2].is_ok(), "the writer lives on after a panic");
    }

    #[test]
    fn the_last_run_handed_over_is_written_when_the_window_goes() {
        let written = Arc::new(Mutex::new(Vec::new()));
        let mut saver = Autosaver::with_writer({
            let written = Arc::clone(&written);
            move |job: &Job| {
                std::thread::sleep(std::time::Duration::from_millis(20));
                written
                    .lock()
                    .expect("not poisoned")
                    .push(job.file.minutes());
                Ok(())
            }
        });
        saver.submit(job(1));
        saver.submit(job(2));
        drop(saver);
        assert_eq!(written.lock().expect("not poisoned").last(), Some(&2));
    }
}
