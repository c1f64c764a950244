//! "Was it luck?": the person's timeline (at the same fixed minutes) and the
//! two reference responses (re-run as policies) on many other seeds, keeping
//! only each run's [`Summary`]; percentiles per measure and response, and
//! where the run itself falls.
//!
//! Seeds: the run's seed `s` gives the ensemble `s + 1, s + 2, …, s + N`,
//! wrapping past `u32::MAX` ([`ensemble_seeds`]), so an ensemble is
//! reproducible and never contains the run's own seed (for N < 2³² − 1).
//!
//! Percentiles interpolate linearly between the order statistics (the
//! "type 7" definition, the default of `NumPy`): `p` of `n` sorted values sits at
//! position `(n − 1)·p/100`. A percentile rank is the share of the ensemble
//! strictly below the value plus half of the ties, in percent: a run in the
//! middle of its ensemble ranks 50. With no seeds both are NaN.
//!
//! The work is shared between threads seed by seed, each result stored at
//! its seed's position, so the result does not depend on the thread count.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::{self, JoinHandle};

use serde::Serialize;

use super::playbook::{DoNothing, ReferencePlaybook, ResponseKind, run_playbook_summary};
use crate::model::oncall::sim::check_timeline;
use crate::model::oncall::{RunSpec, Sim, Summary, TimedCommand, TimelineError};
use crate::platform::{Runner, Slice};

/// Seeds in an ensemble unless the caller says otherwise.
pub const DEFAULT_SEEDS: u32 = 200;

/// The ensemble's seeds for a run of `seed`: `seed + 1, …, seed + count`,
/// wrapping.
pub fn ensemble_seeds(seed: u32, count: u32) -> impl Iterator<Item = u32> {
    (1..=count).map(move |i| seed.wrapping_add(i))
}

/// Why an ensemble has no result.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum EnsembleError {
    /// Cancelled before every seed was done.
    #[error("the ensemble was cancelled")]
    Cancelled,
    /// The timeline (or a playbook's) cannot be replayed.
    #[error(transparent)]
    Timeline(#[from] TimelineError),
    /// A worker stopped on an internal error (a bug), said rather than
    /// passed on to the window.
    #[error("the ensemble stopped on an internal error: {0}")]
    Failed(String),
}

/// A figure of a run's [`Summary`] that the ensemble compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Measure {
    /// Share of the month's error budget left at the end (higher is better).
    BudgetLeft,
    /// Total cost, dollars.
    Cost,
    /// Worst p99 latency, seconds.
    WorstP99,
    /// Minutes the page fired.
    MinutesPaging,
}

impl Measure {
    /// Every measure, in the order the debrief shows them.
    pub const ALL: [Self; 4] = [
        Self::BudgetLeft,
        Self::Cost,
        Self::WorstP99,
        Self::MinutesPaging,
    ];

    /// The measure's value in a summary.
    pub fn of(self, summary: &Summary) -> f64 {
        match self {
            Self::BudgetLeft => summary.budget_remaining,
            Self::Cost => summary.cost_dollars,
            Self::WorstP99 => summary.worst_p99_secs,
            Self::MinutesPaging => f64::from(summary.minutes_paging),
        }
    }

    /// Whether more is better (only the budget left).
    pub fn higher_is_better(self) -> bool {
        matches!(self, Self::BudgetLeft)
    }

    /// The Fluent id of the measure's name.
    pub fn label_id(self) -> &'static str {
        match self {
            Self::BudgetLeft => "oncall-debrief-row-budget-left",
            Self::Cost => "oncall-debrief-row-cost",
            Self::WorstP99 => "oncall-debrief-row-worst-p99",
            Self::MinutesPaging => "oncall-debrief-row-minutes-paging",
        }
    }
}

/// The 5th, 25th, 50th, 75th and 95th percentiles of a measure.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct Percentiles {
    /// 5th percentile.
    pub p5: f64,
    /// 25th percentile.
    pub p25: f64,
    /// Median.
    pub p50: f64,
    /// 75th percentile.
    pub p75: f64,
    /// 95th percentile.
    pub p95: f64,
}

impl Percentiles {
    /// The levels, in percent.
    pub const LEVELS: [f64; 5] = [5.0, 25.0, 50.0, 75.0, 95.0];

    /// The percentiles of `values` (any order; NaN for none).
    pub fn of(values: &[f64]) -> Self {
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        let [p5, p25, p50, p75, p95] = Self::LEVELS.map(|level| percentile_sorted(&sorted, level));
        Self {
            p5,
            p25,
            p50,
            p75,
            p95,
        }
    }

    /// The five values in the order of [`Percentiles::LEVELS`].
    pub fn to_array(&self) -> [f64; 5] {
        [self.p5, self.p25, self.p50, self.p75, self.p95]
    }
}

/// Percentile `level` (0–100) of sorted values, type 7.
fn percentile_sorted(sorted: &[f64], level: f64) -> f64 {
    let Some(last) = sorted.len().checked_sub(1) else {
        return f64::NAN;
    };
    let position = last as f64 * level / 100.0;
    let below = position.floor() as usize;
    let above = (below + 1).min(last);
    let fraction = position - below as f64;
    sorted[below] + fraction * (sorted[above] - sorted[below])
}

/// Where `value` falls among `values`, in percent: the share strictly
/// below plus half the ties (NaN when `values` is empty).
pub fn percentile_rank(values: &[f64], value: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    let below = values.iter().filter(|&&v| v < value).count() as f64;
    let ties = values.iter().filter(|&&v| v == value).count() as f64;
    100.0 * (below + 0.5 * ties) / values.len() as f64
}

/// One value per measure.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct Ranks {
    /// Of the budget left.
    pub budget_left: f64,
    /// Of the cost.
    pub cost: f64,
    /// Of the worst p99.
    pub worst_p99: f64,
    /// Of the minutes paging.
    pub minutes_paging: f64,
}

impl Ranks {
    fn from_fn(mut f: impl FnMut(Measure) -> f64) -> Self {
        Self {
            budget_left: f(Measure::BudgetLeft),
            cost: f(Measure::Cost),
            worst_p99: f(Measure::WorstP99),
            minutes_paging: f(Measure::MinutesPaging),
        }
    }

    /// The value of `measure`.
    pub fn get(&self, measure: Measure) -> f64 {
        match measure {
            Measure::BudgetLeft => self.budget_left,
            Measure::Cost => self.cost,
            Measure::WorstP99 => self.worst_p99,
            Measure::MinutesPaging => self.minutes_paging,
        }
    }
}

/// One response over the ensemble's seeds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ResponseEnsemble {
    /// One summary per seed, in the order of [`Ensemble::seeds`].
    pub summaries: Vec<Summary>,
    /// Percentiles of the budget left.
    pub budget_left: Percentiles,
    /// Percentiles of the cost.
    pub cost: Percentiles,
    /// Percentiles of the worst p99.
    pub worst_p99: Percentiles,
    /// Percentiles of the minutes paging.
    pub minutes_paging: Percentiles,
}

impl ResponseEnsemble {
    /// The percentiles of `summaries`.
    pub fn new(summaries: Vec<Summary>) -> Self {
        let of = |measure: Measure| Percentiles::of(&values(&summaries, measure));
        Self {
            budget_left: of(Measure::BudgetLeft),
            cost: of(Measure::Cost),
            worst_p99: of(Measure::WorstP99),
            minutes_paging: of(Measure::MinutesPaging),
            summaries,
        }
    }

    /// The percentiles of `measure`.
    pub fn percentiles(&self, measure: Measure) -> &Percentiles {
        match measure {
            Measure::BudgetLeft => &self.budget_left,
            Measure::Cost => &self.cost,
            Measure::WorstP99 => &self.worst_p99,
            Measure::MinutesPaging => &self.minutes_paging,
        }
    }

    /// Every seed's value of `measure` (for histograms).
    pub fn values(&self, measure: Measure) -> Vec<f64> {
        values(&self.summaries, measure)
    }
}

fn values(summaries: &[Summary], measure: Measure) -> Vec<f64> {
    summaries.iter().map(|s| measure.of(s)).collect()
}

/// The three responses over the ensemble's seeds, and the run itself.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ensemble {
    /// The run's scenario, seed and noise.
    pub spec: RunSpec,
    /// Minutes each run lasts.
    pub minutes: u32,
    /// The seeds, see [`ensemble_seeds`].
    pub seeds: Vec<u32>,
    /// The person's run on its own seed.
    pub run: Summary,
    /// The person's timeline on each seed.
    pub person: ResponseEnsemble,
    /// Doing nothing on each seed.
    pub do_nothing: ResponseEnsemble,
    /// The reference playbook on each seed.
    pub playbook: ResponseEnsemble,
    /// The run's percentile rank within [`Ensemble::person`], per measure.
    pub run_rank: Ranks,
}

impl Ensemble {
    /// The ensemble of a response.
    pub fn response(&self, kind: ResponseKind) -> &ResponseEnsemble {
        match kind {
            ResponseKind::Run => &self.person,
            ResponseKind::DoNothing => &self.do_nothing,
            ResponseKind::Playbook => &self.playbook,
        }
    }

    /// The run's percentile rank within the ensemble of `kind`, for `measure`.
    pub fn rank_in(&self, kind: ResponseKind, measure: Measure) -> f64 {
        percentile_rank(&self.response(kind).values(measure), measure.of(&self.run))
    }
}

/// Runs `work` for every index below `count` on `threads` threads; stops at
/// the first error or when `cancel` is set; adds one to `progress` per index
/// done.
fn parallel_map<T: Send>(
    count: usize,
    threads: usize,
    cancel: &AtomicBool,
    progress: &AtomicUsize,
    work: impl Fn(usize) -> Result<T, EnsembleError> + Sync,
) -> Result<Vec<T>, EnsembleError> {
    let threads = threads.clamp(1, count.max(1));
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let worker = || -> Result<Vec<(usize, T)>, EnsembleError> {
        let mut done = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            if index >= count {
                return Ok(done);
            }
            if cancel.load(Ordering::Relaxed) {
                return Err(EnsembleError::Cancelled);
            }
            if failed.load(Ordering::Relaxed) {
                // Another worker failed; its error is the one reported.
                return Ok(done);
            }
            match work(index) {
                Ok(value) => done.push((index, value)),
                Err(error) => {
                    failed.store(true, Ordering::Relaxed);
                    return Err(error);
                }
            }
            progress.fetch_add(1, Ordering::Relaxed);
        }
    };
    let outcomes: Vec<_> = if threads <= 1 || !crate::platform::HAS_THREADS {
        // One worker needs no thread (and the browser has none).
        vec![worker()]
    } else {
        thread::scope(|scope| {
            let handles: Vec<_> = (0..threads).map(|_| scope.spawn(worker)).collect();
            handles
                .into_iter()
                .map(|handle| {
                    handle
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .collect()
        })
    };
    let mut slots: Vec<Option<T>> = std::iter::repeat_with(|| None).take(count).collect();
    let mut cancelled = false;
    for outcome in outcomes {
        match outcome {
            Ok(done) => {
                for (index, value) in done {
                    slots[index] = Some(value);
                }
            }
            Err(EnsembleError::Cancelled) => cancelled = true,
            Err(error) => return Err(error),
        }
    }
    if cancelled {
        return Err(EnsembleError::Cancelled);
    }
    // Every index was taken by a worker that finished without error.
    slots
        .into_iter()
        .collect::<Option<Vec<T>>>()
        .ok_or(EnsembleError::Cancelled)
}

/// The person's timeline replayed on the ensemble's seeds, summaries only
/// (the cheaper half of [`ensemble`]).
pub fn replay_ensemble(
    spec: &RunSpec,
    timeline: &[TimedCommand],
    minutes: u32,
    seeds: u32,
    threads: usize,
    cancel: &AtomicBool,
    progress: &AtomicUsize,
) -> Result<ResponseEnsemble, EnsembleError> {
    check_timeline(timeline)?;
    let seed_list: Vec<u32> = ensemble_seeds(spec.seed, seeds).collect();
    let summaries = parallel_map(seed_list.len(), threads, cancel, progress, |i| {
        let spec = RunSpec {
            seed: seed_list[i],
            ..spec.clone()
        };
        Ok(Sim::run_summary(spec, timeline, minutes)?)
    })?;
    Ok(ResponseEnsemble::new(summaries))
}

/// "Was it luck?": the person's timeline and the two references on `seeds`
/// other seeds, on `threads` threads. Blocking; returns
/// [`EnsembleError::Cancelled`] soon after `cancel` is set; adds one to
/// `progress` per seed done (all three responses), so it reaches `seeds`.
pub fn ensemble(
    spec: RunSpec,
    timeline: &[TimedCommand],
    minutes: u32,
    seeds: u32,
    threads: usize,
    cancel: &AtomicBool,
    progress: &AtomicUsize,
) -> Result<Ensemble, EnsembleError> {
    let run = own_run(&spec, timeline, minutes)?;
    let seed_list: Vec<u32> = ensemble_seeds(spec.seed, seeds).collect();
    let triples = parallel_map(seed_list.len(), threads, cancel, progress, |i| {
        seed_triple(&spec, timeline, minutes, seed_list[i])
    })?;
    Ok(assemble(spec, minutes, seed_list, &run, triples))
}

/// The person's run on its own seed, its timeline checked first.
fn own_run(
    spec: &RunSpec,
    timeline: &[TimedCommand],
    minutes: u32,
) -> Result<Summary, EnsembleError> {
    check_timeline(timeline)?;
    Ok(Sim::run_summary(spec.clone(), timeline, minutes)?)
}

/// The three responses on one seed: the person's, doing nothing, the
/// reference playbook.
type Triple = (Summary, Summary, Summary);

/// One seed of the ensemble: the person's timeline, doing nothing and the
/// reference playbook, each on `seed`.
fn seed_triple(
    spec: &RunSpec,
    timeline: &[TimedCommand],
    minutes: u32,
    seed: u32,
) -> Result<Triple, EnsembleError> {
    let spec = RunSpec {
        seed,
        ..spec.clone()
    };
    let nothing = run_playbook_summary(spec.clone(), minutes, &mut DoNothing)?;
    let person = if timeline.is_empty() {
        nothing
    } else {
        Sim::run_summary(spec.clone(), timeline, minutes)?
    };
    let mut playbook = ReferencePlaybook::for_spec(&spec);
    let playbook = run_playbook_summary(spec, minutes, &mut playbook)?;
    Ok((person, nothing, playbook))
}

/// The ensemble of the seeds' triples, in the order of `seeds`.
fn assemble(
    spec: RunSpec,
    minutes: u32,
    seeds: Vec<u32>,
    run: &Summary,
    triples: Vec<Triple>,
) -> Ensemble {
    let (person, nothing, playbook) = triples.into_iter().fold(
        (Vec::new(), Vec::new(), Vec::new()),
        |(mut a, mut b, mut c), (x, y, z)| {
            a.push(x);
            b.push(y);
            c.push(z);
            (a, b, c)
        },
    );
    let person = ResponseEnsemble::new(person);
    let run_rank = Ranks::from_fn(|m| percentile_rank(&person.values(m), m.of(run)));
    Ensemble {
        spec,
        minutes,
        seeds,
        run: *run,
        person,
        do_nothing: ResponseEnsemble::new(nothing),
        playbook: ResponseEnsemble::new(playbook),
        run_rank,
    }
}

/// An [`ensemble`] run a slice at a time, seed by seed: [`EnsembleRun::step`]
/// does the next seed and stops, to be called again later (the browser's
/// page has no thread to run it on). Each seed is the same work a thread
/// of [`ensemble`] does for it, kept at its seed's position, so the result
/// is [`ensemble`]'s, bit for bit.
#[derive(Debug)]
pub struct EnsembleRun {
    spec: RunSpec,
    timeline: Vec<TimedCommand>,
    minutes: u32,
    seeds: Vec<u32>,
    /// The person's run on its own seed.
    run: Summary,
    /// One per seed done, in the order of `seeds`.
    triples: Vec<Triple>,
}

impl EnsembleRun {
    /// The ensemble of `seeds` seeds, none done yet (the run on its own
    /// seed is); refused when the timeline cannot be replayed.
    pub fn new(
        spec: RunSpec,
        timeline: Vec<TimedCommand>,
        minutes: u32,
        seeds: u32,
    ) -> Result<Self, EnsembleError> {
        let run = own_run(&spec, &timeline, minutes)?;
        let seeds: Vec<u32> = ensemble_seeds(spec.seed, seeds).collect();
        Ok(Self {
            triples: Vec::with_capacity(seeds.len()),
            spec,
            timeline,
            minutes,
            seeds,
            run,
        })
    }

    /// Seeds done and seeds in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.triples.len(), self.seeds.len())
    }

    /// Does the next seed; is there more to do?
    pub fn step(&mut self) -> Result<bool, EnsembleError> {
        if let Some(&seed) = self.seeds.get(self.triples.len()) {
            let triple = seed_triple(&self.spec, &self.timeline, self.minutes, seed)?;
            self.triples.push(triple);
        }
        Ok(self.triples.len() < self.seeds.len())
    }

    /// The ensemble, once every seed is done (`None` before).
    pub fn finish(self) -> Option<Ensemble> {
        (self.triples.len() == self.seeds.len())
            .then(|| assemble(self.spec, self.minutes, self.seeds, &self.run, self.triples))
    }
}

/// The number of threads to use: every core the system offers.
pub fn all_cores() -> usize {
    thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// An [`ensemble`] running in the background, for a window that polls it
/// every frame: on a thread, or in slices from the polls where there is no
/// thread (the browser). Dropping the job cancels it.
#[derive(Debug)]
pub struct EnsembleJob {
    cancel: Arc<AtomicBool>,
    progress: Arc<AtomicUsize>,
    total: usize,
    work: EnsembleWork,
    result: Option<Result<Ensemble, EnsembleError>>,
}

/// Where an ensemble's work runs.
#[derive(Debug)]
enum EnsembleWork {
    /// On a thread of its own (`None` once joined).
    Thread(Option<JoinHandle<Result<Ensemble, EnsembleError>>>),
    /// Seed by seed, in the slices [`EnsembleJob::advance`] is given
    /// (`None` once ended).
    Slices(Option<Box<EnsembleRun>>),
}

impl EnsembleJob {
    /// Starts the ensemble of `seeds` seeds on every core, or in slices
    /// where there are no threads ([`Runner::PLATFORM`]).
    pub fn start(spec: RunSpec, timeline: Vec<TimedCommand>, minutes: u32, seeds: u32) -> Self {
        Self::start_on(Runner::PLATFORM, spec, timeline, minutes, seeds)
    }

    /// Starts the ensemble of `seeds` seeds as `runner` says: on every
    /// core, or in slices.
    pub fn start_on(
        runner: Runner,
        spec: RunSpec,
        timeline: Vec<TimedCommand>,
        minutes: u32,
        seeds: u32,
    ) -> Self {
        match runner {
            Runner::Thread => Self::start_with_threads(spec, timeline, minutes, seeds, all_cores()),
            Runner::Slices => Self::start_in_slices(spec, timeline, minutes, seeds),
        }
    }

    /// Starts the ensemble on `threads` threads.
    pub fn start_with_threads(
        spec: RunSpec,
        timeline: Vec<TimedCommand>,
        minutes: u32,
        seeds: u32,
        threads: usize,
    ) -> Self {
        Self::spawn(seeds as usize, move |cancel, progress| {
            ensemble(spec, &timeline, minutes, seeds, threads, cancel, progress)
        })
    }

    /// Starts the ensemble in slices: it advances only when
    /// [`EnsembleJob::advance`] is called (each frame, where there are no
    /// threads). Its result is the threads', bit for bit.
    fn start_in_slices(
        spec: RunSpec,
        timeline: Vec<TimedCommand>,
        minutes: u32,
        seeds: u32,
    ) -> Self {
        let (work, result) = match EnsembleRun::new(spec, timeline, minutes, seeds) {
            Ok(run) => (EnsembleWork::Slices(Some(Box::new(run))), None),
            Err(error) => (EnsembleWork::Slices(None), Some(Err(error))),
        };
        Self {
            cancel: Arc::new(AtomicBool::new(false)),
            progress: Arc::new(AtomicUsize::new(0)),
            total: seeds as usize,
            work,
            result,
        }
    }

    /// Runs `work` on a thread of its own, with the job's cancel flag and
    /// progress counter.
    pub(crate) fn spawn(
        total: usize,
        work: impl FnOnce(&AtomicBool, &AtomicUsize) -> Result<Ensemble, EnsembleError> + Send + 'static,
    ) -> Self {
        let cancel = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(AtomicUsize::new(0));
        let handle = {
            let cancel = Arc::clone(&cancel);
            let progress = Arc::clone(&progress);
            thread::spawn(move || work(&cancel, &progress))
        };
        Self {
            cancel,
            progress,
            total,
            work: EnsembleWork::Thread(Some(handle)),
            result: None,
        }
    }

    /// Seeds done and seeds in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.progress.load(Ordering::Relaxed), self.total)
    }

    /// Asks the job to stop; [`EnsembleJob::try_result`] then soon gives
    /// [`EnsembleError::Cancelled`] (or the result, if it was already done).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// In slices, does seeds within `slice` (at least one); on a thread,
    /// nothing (the thread does the work).
    pub fn advance(&mut self, slice: &Slice) {
        let EnsembleWork::Slices(slot) = &mut self.work else {
            return;
        };
        let Some(run) = slot else {
            return;
        };
        if self.cancel.load(Ordering::Relaxed) {
            *slot = None;
            self.result = Some(Err(EnsembleError::Cancelled));
            return;
        }
        let mut failed = None;
        let more = slice.run(|| {
            run.step().unwrap_or_else(|error| {
                failed = Some(error);
                false
            })
        });
        self.progress.store(run.progress().0, Ordering::Relaxed);
        if more {
            return;
        }
        let run = slot.take();
        self.result = Some(match failed {
            Some(error) => Err(error),
            None => run
                .and_then(|run| run.finish())
                .ok_or(EnsembleError::Cancelled),
        });
    }

    /// Whether the work has ended (with a result or an error).
    pub fn is_finished(&self) -> bool {
        self.result.is_some()
            || matches!(&self.work, EnsembleWork::Thread(Some(handle)) if handle.is_finished())
    }

    /// The result once the work has ended, without blocking; the same
    /// result on every later call.
    pub fn try_result(&mut self) -> Option<&Result<Ensemble, EnsembleError>> {
        if self.result.is_none() && self.is_finished() {
            self.join();
        }
        self.result.as_ref()
    }

    /// Waits for the result (in slices, does every seed left).
    pub fn wait(mut self) -> Result<Ensemble, EnsembleError> {
        while self.result.is_none() && matches!(self.work, EnsembleWork::Slices(Some(_))) {
            self.advance(&Slice::frame());
        }
        self.join();
        self.result.take().unwrap_or(Err(EnsembleError::Cancelled))
    }

    fn join(&mut self) {
        if let EnsembleWork::Thread(slot) = &mut self.work
            && let Some(handle) = slot.take()
        {
            // A panic in the workers is a bug: said as a failure, so that
            // the window that polls the job stays open and keeps the run.
            let result = handle
                .join()
                .unwrap_or_else(|panic| Err(EnsembleError::Failed(panic_text(panic.as_ref()))));
            self.result = Some(result);
        }
    }
}

/// What a panic said, when it said it with a text.
fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

impl Drop for EnsembleJob {
    /// Cancels the work; the thread ends on its own soon after.
    fn drop(&mut self) {
        self.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_interpolate() {
        let values: Vec<f64> = (0..=100).rev().map(f64::from).collect();
        let p = Percentiles::of(&values);
        assert_eq!(p.to_array(), [5.0, 25.0, 50.0, 75.0, 95.0]);
        let p = Percentiles::of(&[1.0, 2.0]);
        assert!((p.p25 - 1.25).abs() < 1e-12);
        assert!(Percentiles::of(&[]).p50.is_nan());
        assert_eq!(Percentiles::of(&[3.0]).p95, 3.0);
    }

    #[test]
    fn ranks_count_half_the_ties() {
        assert_eq!(percentile_rank(&[1.0, 2.0, 3.0, 4.0], 3.0), 62.5);
        assert_eq!(percentile_rank(&[0.0; 10], 0.0), 50.0);
        assert_eq!(percentile_rank(&[1.0, 2.0], 5.0), 100.0);
        assert!(percentile_rank(&[], 1.0).is_nan());
    }

    #[test]
    fn a_worker_that_panics_is_a_failure_said_not_a_panic_passed_on() {
        let mut job = EnsembleJob::spawn(3, |_, _| panic!("a bug in a worker"));
        while !job.is_finished() {
            thread::yield_now();
        }
        match job.try_result() {
            Some(Err(EnsembleError::Failed(text))) => assert_eq!(text, "a bug in a worker"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn seeds_follow_the_run_and_wrap() {
        let seeds: Vec<u32> = ensemble_seeds(u32::MAX - 1, 3).collect();
        assert_eq!(seeds, [u32::MAX, 0, 1]);
    }

    fn bad_deploy() -> (RunSpec, Vec<TimedCommand>) {
        let spec = RunSpec::new(crate::model::oncall::Scenario::BadDeploy, 3);
        let timeline = vec![TimedCommand {
            minute: 25,
            command: crate::model::oncall::Command::Rollback,
        }];
        (spec, timeline)
    }

    /// In slices, one seed per poll (a slice with no time left still does
    /// one), the ensemble is the threads', bit for bit, and its progress
    /// counts the seeds.
    #[test]
    fn an_ensemble_in_slices_is_the_threads_bit_for_bit() {
        let (spec, timeline) = bad_deploy();
        let (minutes, seeds) = (60, 9);
        let threaded =
            EnsembleJob::start_with_threads(spec.clone(), timeline.clone(), minutes, seeds, 2)
                .wait()
                .expect("replays");
        let mut job = EnsembleJob::start_on(Runner::Slices, spec, timeline, minutes, seeds);
        let mut polls = 0;
        while job.try_result().is_none() {
            assert_eq!(job.progress(), (polls, seeds as usize));
            job.advance(&Slice::new(std::time::Duration::ZERO));
            polls += 1;
        }
        assert_eq!(polls, seeds as usize);
        assert_eq!(job.try_result(), Some(&Ok(threaded)));
    }

    /// A cancelled ensemble in slices stops at the next poll; one whose
    /// timeline does not replay says so at once.
    #[test]
    fn an_ensemble_in_slices_cancels_and_refuses() {
        let (spec, timeline) = bad_deploy();
        let mut job = EnsembleJob::start_on(Runner::Slices, spec.clone(), timeline, 60, 9);
        job.advance(&Slice::new(std::time::Duration::ZERO));
        job.cancel();
        job.advance(&Slice::new(std::time::Duration::ZERO));
        assert_eq!(job.progress().0, 1);
        assert_eq!(job.try_result(), Some(&Err(EnsembleError::Cancelled)));

        let late = vec![
            TimedCommand {
                minute: 30,
                command: crate::model::oncall::Command::Rollback,
            },
            TimedCommand {
                minute: 20,
                command: crate::model::oncall::Command::Rollback,
            },
        ];
        let mut job = EnsembleJob::start_on(Runner::Slices, spec, late, 60, 9);
        assert!(job.is_finished());
        assert!(matches!(
            job.try_result(),
            Some(Err(EnsembleError::Timeline(_)))
        ));
    }
}
