//! The second opinion in the window: the exact values of every minute's
//! queue (kept beside the run's rows for the charts) and "Check this
//! minute by simulation", a request-level simulation of the minute shown,
//! run in the background.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::{self, JoinHandle};

use crate::model::oncall::second_opinion::{self, CHECK_REQUESTS, CheckRefusal};
use crate::model::oncall::{MinuteRow, SecondOpinion};
use crate::model::request_sim::RequestSimResult;

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
    handle: Option<JoinHandle<Option<RequestSimResult>>>,
    /// The result of a check done without a thread (the browser has none).
    /// (`Err` when the simulation gave no result.)
    ready: Option<Result<Box<RequestSimResult>, ()>>,
}

impl CheckJob {
    fn start(row: &MinuteRow, seed: u32) -> Result<Self, CheckRefusal> {
        // Refused at once, before a thread starts, when there is no queue.
        second_opinion::check_spec(&row.out, CHECK_REQUESTS, seed)?;
        let (cancel, done, total) = (
            Arc::new(AtomicBool::new(false)),
            Arc::new(AtomicU64::new(0)),
            Arc::new(AtomicU64::new(1)),
        );
        let out = row.out;
        if !crate::platform::HAS_THREADS {
            // No thread to be had (the browser): the check runs here.
            let result = second_opinion::run_check(&out, CHECK_REQUESTS, seed, |d, t| {
                done.store(d, Ordering::Relaxed);
                total.store(t, Ordering::Relaxed);
                true
            })
            .ok()
            .flatten();
            return Ok(Self {
                cancel,
                done,
                total,
                handle: None,
                ready: Some(result.map(Box::new).ok_or(())),
            });
        }
        let handle = {
            let (cancel, done, total) = (cancel.clone(), done.clone(), total.clone());
            thread::spawn(move || {
                second_opinion::run_check(&out, CHECK_REQUESTS, seed, |d, t| {
                    done.store(d, Ordering::Relaxed);
                    total.store(t, Ordering::Relaxed);
                    !cancel.load(Ordering::Relaxed)
                })
                .ok()
                .flatten()
            })
        };
        Ok(Self {
            cancel,
            done,
            total,
            handle: Some(handle),
            ready: None,
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

    /// What the check became, once its thread has ended (`None` while it runs).
    fn try_finish(&mut self) -> Option<CheckState> {
        if let Some(result) = self.ready.take() {
            return Some(result.map_or(CheckState::Failed, CheckState::Done));
        }
        if !self.handle.as_ref().is_some_and(JoinHandle::is_finished) {
            return None;
        }
        // A panic in the simulation is a bug; it shows as no result.
        let result = self.handle.take()?.join().ok().flatten();
        Some(result.map_or(CheckState::Failed, |r| CheckState::Done(Box::new(r))))
    }
}

impl Drop for CheckJob {
    /// Stops the simulation; its thread ends on its own soon after.
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
    /// seed the command line's `check` uses, so both give the same numbers.
    pub fn start(row: &MinuteRow, run_seed: u32) -> Self {
        let seed = second_opinion::check_seed(run_seed, row.minute);
        let state = match CheckJob::start(row, seed) {
            Ok(job) => CheckState::Running(job),
            Err(refusal) => CheckState::Refused(refusal),
        };
        Self {
            row: *row,
            seed,
            state,
        }
    }

    /// Takes the result of a finished simulation; is it still running?
    pub fn poll(&mut self) -> bool {
        let CheckState::Running(job) = &mut self.state else {
            return false;
        };
        match job.try_finish() {
            None => true,
            Some(state) => {
                self.state = state;
                false
            }
        }
    }
}
