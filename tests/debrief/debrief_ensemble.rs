//! "Was it luck?": the ensemble is reproducible whatever the thread count,
//! its figures are the model's, cancelling stops it, and progress reaches
//! the total.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use sre_sim::debrief::{
    DoNothing, EnsembleError, EnsembleJob, Measure, Percentiles, ReferencePlaybook, ResponseKind,
    ensemble, ensemble_seeds, percentile_rank, replay_ensemble, run_playbook_summary,
};
use sre_sim::model::oncall::{Command, RunSpec, Scenario, Sim, TimedCommand};

fn late_rollback() -> Vec<TimedCommand> {
    vec![TimedCommand {
        minute: 45,
        command: Command::Rollback,
    }]
}

fn run(
    spec: RunSpec,
    timeline: &[TimedCommand],
    seeds: u32,
    threads: usize,
) -> Result<sre_sim::debrief::Ensemble, EnsembleError> {
    let cancel = AtomicBool::new(false);
    let progress = AtomicUsize::new(0);
    let result = ensemble(spec, timeline, 120, seeds, threads, &cancel, &progress);
    assert_eq!(progress.load(Ordering::Relaxed), seeds as usize);
    result
}

#[test]
fn the_result_does_not_depend_on_the_thread_count() {
    let spec = RunSpec::new(Scenario::Surge, 17);
    let timeline = [TimedCommand {
        minute: 50,
        command: Command::SetMinInstances(25),
    }];
    let one = run(spec.clone(), &timeline, 30, 1).expect("ensemble");
    for threads in [2, 3, 8, 64] {
        assert_eq!(
            run(spec.clone(), &timeline, 30, threads).expect("ensemble"),
            one
        );
    }
}

#[test]
fn the_figures_are_the_model_runs_on_the_documented_seeds() {
    let spec = RunSpec::new(Scenario::BadDeploy, u32::MAX - 2);
    let timeline = late_rollback();
    let result = run(spec.clone(), &timeline, 6, 2).expect("ensemble");
    let seeds: Vec<u32> = ensemble_seeds(spec.seed, 6).collect();
    assert_eq!(seeds, [u32::MAX - 1, u32::MAX, 0, 1, 2, 3]);
    assert_eq!(result.seeds, seeds);
    assert_eq!(
        result.run,
        Sim::run_summary(spec.clone(), &timeline, 120).expect("valid")
    );
    for (i, &seed) in seeds.iter().enumerate() {
        let other = RunSpec {
            seed,
            ..spec.clone()
        };
        assert_eq!(
            result.person.summaries[i],
            Sim::run_summary(other.clone(), &timeline, 120).expect("valid")
        );
        assert_eq!(
            result.do_nothing.summaries[i],
            run_playbook_summary(other.clone(), 120, &mut DoNothing).expect("valid")
        );
        assert_eq!(
            result.playbook.summaries[i],
            run_playbook_summary(other, 120, &mut ReferencePlaybook::for_spec(&spec))
                .expect("valid")
        );
    }
    for measure in Measure::ALL {
        let values = result.person.values(measure);
        assert_eq!(
            *result.person.percentiles(measure),
            Percentiles::of(&values)
        );
        let rank = result.run_rank.get(measure);
        assert_eq!(rank, percentile_rank(&values, measure.of(&result.run)));
        assert_eq!(rank, result.rank_in(ResponseKind::Run, measure));
        assert!((0.0..=100.0).contains(&rank), "{measure:?}: {rank}");
        let p = result.playbook.percentiles(measure).to_array();
        assert!(p.windows(2).all(|w| w[0] <= w[1]), "{measure:?}: {p:?}");
    }
    // A rollback 35 minutes late against one at the page: the playbook keeps more.
    assert!(result.playbook.budget_left.p50 > result.person.budget_left.p50);
}

#[test]
fn the_person_only_ensemble_is_the_same_half() {
    let spec = RunSpec::new(Scenario::CacheFlush, 5);
    let timeline = [TimedCommand {
        minute: 62,
        command: Command::SetHeavyFeature(false),
    }];
    let full = run(spec.clone(), &timeline, 10, 2).expect("ensemble");
    let cancel = AtomicBool::new(false);
    let progress = AtomicUsize::new(0);
    let half = replay_ensemble(&spec, &timeline, 120, 10, 2, &cancel, &progress).expect("ensemble");
    assert_eq!(half, full.person);
    assert_eq!(progress.load(Ordering::Relaxed), 10);
}

#[test]
fn cancelling_before_the_start_does_nothing() {
    let cancel = AtomicBool::new(true);
    let progress = AtomicUsize::new(0);
    let spec = RunSpec::new(Scenario::BadDeploy, 1);
    let result = ensemble(spec, &[], 180, 50, 2, &cancel, &progress);
    assert_eq!(result, Err(EnsembleError::Cancelled));
    assert_eq!(progress.load(Ordering::Relaxed), 0);
}

#[test]
fn a_job_stops_early_when_cancelled() {
    let spec = RunSpec::new(Scenario::BadDeploy, 1);
    let seeds = 100_000;
    let job = EnsembleJob::start_with_threads(spec, late_rollback(), 180, seeds, 2);
    let deadline = Instant::now() + Duration::from_mins(1);
    while job.progress().0 == 0 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(1));
    }
    job.cancel();
    let (done_at_cancel, total) = job.progress();
    assert_eq!(total, seeds as usize);
    assert!(done_at_cancel > 0, "no progress in a minute");
    let result = job.wait();
    assert_eq!(result, Err(EnsembleError::Cancelled));
}

#[test]
fn a_job_polls_without_blocking_and_reaches_the_total() {
    let spec = RunSpec::new(Scenario::Surge, 9);
    let mut job = EnsembleJob::start(spec.clone(), Vec::new(), 180, 40);
    let deadline = Instant::now() + Duration::from_mins(2);
    while job.try_result().is_none() {
        assert!(Instant::now() < deadline, "the job never finished");
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(job.is_finished());
    assert_eq!(job.progress(), (40, 40));
    let polled = job.try_result().cloned().expect("a result");
    let ensemble = polled.expect("not cancelled");
    assert_eq!(ensemble.seeds.len(), 40);
    // With no commands, the person's ensemble is doing nothing's.
    assert_eq!(ensemble.person, ensemble.do_nothing);
    // The same result on every later poll, and from the blocking call.
    assert_eq!(job.try_result().cloned(), Some(Ok(ensemble.clone())));
    let cancel = AtomicBool::new(false);
    let progress = AtomicUsize::new(0);
    assert_eq!(
        sre_sim::debrief::ensemble(spec, &[], 180, 40, 1, &cancel, &progress),
        Ok(ensemble)
    );
}

#[test]
fn a_bad_timeline_is_an_error_not_a_panic() {
    let spec = RunSpec::new(Scenario::FreePlay, 1);
    let timeline = [
        TimedCommand {
            minute: 5,
            command: Command::Rollback,
        },
        TimedCommand {
            minute: 2,
            command: Command::Rollback,
        },
    ];
    let cancel = AtomicBool::new(false);
    let progress = AtomicUsize::new(0);
    let result = ensemble(spec, &timeline, 30, 5, 2, &cancel, &progress);
    assert!(
        matches!(result, Err(EnsembleError::Timeline(_))),
        "{result:?}"
    );
}
