//! The second opinion in the window: the exact values of every minute's
//! queue (kept beside the run's rows for the charts) and "Check this
//! minute by simulation", a request-level simulation of the minute shown,
//! run in the background.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::{self, JoinHandle};

use crate::model::oncall::second_opinion::{self, CHECK_REQUESTS, CheckRefusal, CheckRun};
use crate::model::oncall::{MinuteRow, SecondOpinion};
use crate::model::request_sim::RequestSimResult;
use crate::platform::{Runner, Slice};

/// The exact values of each row's queue, computed once per row and kept
/// while the row's queue stays the same.
#[derive(Debug, Clone, Default)]
pub struct ExactSeries {
    /// Each row's minute and queue (`N`, `λ`, `S` as bits).
    keys: Vec<(u32, u32, u64, u64)>,
    /// The values, one per row.
    values: Vec<SecondOpinion>,
}

fn key(row: &MinuteRow) -> (u32, u32, u64, u64) {
    let out = &row.out;
    (
        row.minute,
        out.workers,
        out.admitted_per_sec.to_bits(),
        out.service_secs.to_bits(),
    )
}

impl ExactSeries {
    /// Follows `rows`: keeps the values of the rows whose queue is
    /// unchanged and computes the others.
    pub fn follow(&mut self, rows: &[MinuteRow]) {
        let same = self
            .keys
            .iter()
            .zip(rows)
            .take_while(|(k, row)| **k == key(row))
            .count();
        self.keys.truncate(same);
        self.values.truncate(same);
        for row in &rows[same..] {
            self.keys.push(key(row));
            self.values.push(SecondOpinion::of(&row.out));
        }
    }

    /// The values, one per row followed.
    pub fn values(&self) -> &[SecondOpinion] {
        &self.values
    }
}

/// A check running in the background.
#[derive(Debug)]
pub struct CheckJob {
    cancel: Arc<AtomicBool>,
    done: Arc<AtomicU64>,
    total: Arc<AtomicU64>,
    work: CheckWork,
}

/// Where a check's simulation runs.
#[derive(Debug)]
enum CheckWork {
    /// On a thread of its own (`None` once joined).
    Thread(Option<JoinHandle<Option<RequestSimResult>>>),
    /// In slices, advanced by [`CheckJob::try_finish`] (the browser, which
    /// has no thread).
    Slices(Box<CheckRun>),
}

/// Requests simulated between two looks at the clock, in slices: a few
/// milliseconds in a browser.
const SLICE_REQUESTS: u64 = 1 << 13;

impl CheckJob {
    fn start(row: &MinuteRow, seed: u32, runner: Runner) -> Result<Self, CheckRefusal> {
        // Refused at once, before a thread starts, when there is no queue.
        second_opinion::check_spec(&row.out, CHECK_REQUESTS, seed)?;
        let (cancel, done, total) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicU64::new(0)),
            Arc::new(AtomicU64::new(1)),
        );
        let work = match runner {
            Runner::Slices => {
                CheckWork::Slices(Box::new(CheckRun::new(&row.out, CHECK_REQUESTS, seed)?))
            }
            Runner::Thread => {
                let out = row.out;
                let (cancel, done, total) = (cancel.clone(), done.clone(), total.clone());
                CheckWork::Thread(Some(thread::spawn(move || {
                    second_opinion::run_check(&out, CHECK_REQUESTS, seed, |d, t| {
                        done.store(d, Ordering::Relaxed);
                        total.store(t, Ordering::Relaxed);
                        !cancel.load(Ordering::Relaxed)
                    })
                    .ok()
                    .flatten()
                })))
            }
        };
        Ok(Self {
            cancel,
            done,
            total,
            work,
        })
    }

    /// The share of the requests simulated so far, 0–1.
    pub fn progress(&self) -> f32 {
        let total = self.total.load(Ordering::Relaxed).max(1);
        (self.done.load(Ordering::Relaxed) as f64 / total as f64).min(1.0) as f32
    }

    /// The requests simulated so far and in all (warm-ups included).
    pub fn counts(&self) -> (u64, u64) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// What the check became, once its work has ended (`None` while it
    /// runs); in slices, runs the next slice of it first.
    fn try_finish(&mut self, slice: &Slice) -> Option<CheckState> {
        let result = match &mut self.work {
            CheckWork::Slices(check) => {
                let more = slice.run(|| check.step(SLICE_REQUESTS));
                let (done, total) = check.progress();
                self.done.store(done, Ordering::Relaxed);
                self.total.store(total, Ordering::Relaxed);
                if more {
                    return None;
                }
                check.take_result()
            }
            CheckWork::Thread(handle) => {
                if !handle.as_ref().is_some_and(JoinHandle::is_finished) {
                    return None;
                }
                // A panic in the simulation is a bug; it shows as no result.
                handle.take()?.join().ok().flatten()
            }
        };
        Some(result.map_or(CheckState::Failed, |r| CheckState::Done(Box::new(r))))
    }
}

impl Drop for CheckJob {
    /// Stops the simulation: its thread ends on its own soon after; in
    /// slices, what was simulated goes with the job.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Where a check of the minute shown stands.
#[derive(Debug)]
pub enum CheckState {
    /// Simulating.
    Running(CheckJob),
    /// Done.
    Done(Box<RequestSimResult>),
    /// There is no queue to simulate at this minute.
    Refused(CheckRefusal),
    /// The simulation ended without a result.
    Failed,
}

/// The check window: which minute it checks and where it stands.
#[derive(Debug)]
pub struct Check {
    /// The row checked (the minute shown when it was asked for).
    pub row: MinuteRow,
    /// The seed of its simulation.
    pub seed: u32,
    /// Where it stands.
    pub state: CheckState,
}

impl Check {
    /// Starts the check of `row` of a run seeded with `run_seed`, with the
    /// seed the command line's `check` uses, so both give the same numbers;
    /// on a thread, or in slices where there are none ([`Runner::PLATFORM`]).
    pub fn start(row: &MinuteRow, run_seed: u32) -> Self {
        Self::start_on(row, run_seed, Runner::PLATFORM)
    }

    /// [`Check::start`], running as `runner` says.
    pub fn start_on(row: &MinuteRow, run_seed: u32, runner: Runner) -> Self {
        let seed = second_opinion::check_seed(run_seed, row.minute);
        let state = match CheckJob::start(row, seed, runner) {
            Ok(job) => CheckState::Running(job),
            Err(refusal) => CheckState::Refused(refusal),
        };
        Self {
            row: *row,
            seed,
            state,
        }
    }

    /// Takes the result of a finished simulation (in slices, runs the next
    /// slice of it first); is it still running?
    pub fn poll(&mut self) -> bool {
        self.poll_within(&Slice::frame())
    }

    /// [`Check::poll`], a slice's work done within `slice`.
    pub fn poll_within(&mut self, slice: &Slice) -> bool {
        let CheckState::Running(job) = &mut self.state else {
            return false;
        };
        match job.try_finish(slice) {
            None => true,
            Some(state) => {
                self.state = state;
                false
            }
        }
    }
}
