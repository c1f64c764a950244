//! The debrief's scorecards against figures recomputed here from the
//! traces, the references against replays of their timelines, and the
//! reference playbook against doing nothing over many seeds.

use sre_sim::debrief::{Debrief, Reference, Scorecard, run_reference};
use sre_sim::model::oncall::{Command, MinuteRow, RunSpec, Scenario, Sim, TimedCommand, Trace};

/// The scorecard's figures, recomputed from the rows without the library's
/// code: budget, paging, latency, request-weighted causes, shed, cost.
struct Recomputed {
    budget_consumed: f64,
    budget_left: f64,
    minutes_paging: u32,
    worst_p99_secs: f64,
    mean_p99_secs: f64,
    failed: [f64; 4],
    shed: f64,
    cost: f64,
}

fn recompute(rows: &[MinuteRow]) -> Recomputed {
    let first = rows.first().expect("an opening row");
    let last = rows.last().expect("a last row");
    let minutes = &rows[1..];
    let total: f64 = minutes.iter().map(|r| r.requests_per_sec).sum();
    let weighted = |rate: fn(&MinuteRow) -> f64| {
        minutes
            .iter()
            .map(|r| r.out.admitted_per_sec * rate(r))
            .sum::<f64>()
            / total
    };
    Recomputed {
        budget_consumed: first.budget_remaining - last.budget_remaining,
        budget_left: last.budget_remaining,
        minutes_paging: minutes.iter().filter(|r| r.paging).count() as u32,
        worst_p99_secs: rows.iter().map(|r| r.out.p99_secs).fold(0.0, f64::max),
        mean_p99_secs: minutes.iter().map(|r| r.out.p99_secs).sum::<f64>() / minutes.len() as f64,
        failed: [
            weighted(|r| r.out.error_rate),
            weighted(|r| r.out.bad_build_error_rate),
            weighted(|r| r.out.timeout_rate),
            weighted(|r| r.out.saturation_rate),
        ],
        shed: minutes
            .iter()
            .map(|r| r.requests_per_sec * r.out.traffic_shed)
            .sum::<f64>()
            / total,
        cost: last.cost_so_far,
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-12 * (1.0 + a.abs().max(b.abs()))
}

fn assert_matches(card: &Scorecard, trace: &Trace, label: &str) {
    let expected = recompute(&trace.rows);
    assert_eq!(card.minutes as usize, trace.rows.len() - 1, "{label}");
    assert_eq!(card.budget_start, trace.rows[0].budget_remaining, "{label}");
    assert!(
        close(card.budget_consumed, expected.budget_consumed),
        "{label}"
    );
    assert_eq!(card.budget_left, expected.budget_left, "{label}");
    assert_eq!(card.minutes_paging, expected.minutes_paging, "{label}");
    assert_eq!(card.worst_p99_secs, expected.worst_p99_secs, "{label}");
    assert!(close(card.mean_p99_secs, expected.mean_p99_secs), "{label}");
    let failed = [
        card.failed_total,
        card.failed_bad_build,
        card.failed_timeouts,
        card.failed_saturation,
    ];
    for (got, want) in failed.iter().zip(expected.failed) {
        assert!(close(*got, want), "{label}: {got} vs {want}");
    }
    assert!(close(card.shed, expected.shed), "{label}");
    assert_eq!(card.cost_dollars, expected.cost, "{label}");
}

/// Runs with something in every figure: a late rollback, a surge met
/// late with shedding, a cache flush with a warm-up on a busy database.
fn runs() -> Vec<(RunSpec, Vec<TimedCommand>)> {
    vec![
        (
            RunSpec::new(Scenario::BadDeploy, 1),
            vec![TimedCommand::at(58, Command::Rollback)],
        ),
        (
            RunSpec::new(Scenario::Surge, 2),
            vec![
                TimedCommand::at(86, Command::SetShedShare(0.5)),
                TimedCommand::at(88, Command::SetMinInstances(30)),
                TimedCommand::at(140, Command::SetShedShare(0.0)),
            ],
        ),
        (
            RunSpec::new(Scenario::CacheFlush, 3),
            vec![
                TimedCommand::at(61, Command::StartWarmUp),
                TimedCommand::at(63, Command::SetHeavyFeature(false)),
            ],
        ),
        (RunSpec::new(Scenario::FreePlay, 4), Vec::new()),
    ]
}

#[test]
fn debrief_figures_equal_the_recomputed_ones() {
    for (spec, timeline) in runs() {
        let minutes = Sim::new(spec.clone()).setup().length_minutes;
        let trace = Sim::run(spec.clone(), &timeline, minutes).expect("valid timeline");
        let debrief = Debrief::new(spec.clone(), &timeline, &trace).expect("debrief");
        let label = spec.scenario.id();
        assert_matches(&debrief.scorecard, &trace, label);
        assert_matches(
            &debrief.do_nothing.scorecard,
            &debrief.do_nothing.trace,
            label,
        );
        assert_matches(&debrief.playbook.scorecard, &debrief.playbook.trace, label);

        // The references are real runs on the same spec: their timelines
        // replay to their traces, bit for bit.
        assert!(debrief.do_nothing.timeline.is_empty());
        assert_eq!(
            Sim::run(spec.clone(), &[], minutes).expect("empty timeline"),
            debrief.do_nothing.trace
        );
        assert_eq!(
            Sim::run(spec, &debrief.playbook.timeline, minutes).expect("playbook timeline"),
            debrief.playbook.trace
        );

        // The differences are the figures' differences.
        let delta = debrief.vs_playbook();
        let playbook = &debrief.playbook.scorecard;
        assert_eq!(
            delta.budget_consumed,
            debrief.scorecard.budget_consumed - playbook.budget_consumed
        );
        assert_eq!(
            delta.minutes_paging,
            i64::from(debrief.scorecard.minutes_paging) - i64::from(playbook.minutes_paging)
        );
        assert_eq!(
            delta.cost_dollars,
            debrief.scorecard.cost_dollars - playbook.cost_dollars
        );
    }
}

#[test]
fn the_runs_exercise_every_cause() {
    let cards: Vec<Scorecard> = runs()
        .into_iter()
        .map(|(spec, timeline)| {
            let trace = Sim::run(spec, &timeline, 180).expect("valid timeline");
            Scorecard::from_trace(&trace)
        })
        .collect();
    assert!(cards[0].failed_bad_build > 0.01, "{:?}", cards[0]);
    assert!(cards[1].failed_saturation > 0.0, "{:?}", cards[1]);
    assert!(cards[1].shed > 0.0, "{:?}", cards[1]);
    assert!(cards[2].failed_timeouts > 0.0 || cards[2].failed_saturation > 0.0);
    assert_eq!(cards[3].failed_total, 0.0, "{:?}", cards[3]);
}

#[test]
fn a_trace_of_another_scenario_is_rejected() {
    let trace = Sim::run(RunSpec::new(Scenario::Surge, 1), &[], 10).expect("valid");
    assert!(Debrief::new(RunSpec::new(Scenario::BadDeploy, 1), &[], &trace).is_err());
    assert!(Debrief::new(RunSpec::new(Scenario::Surge, 1), &[], &Trace::default()).is_err());
}

/// Seeds on which the reference playbook consumes strictly less budget
/// than doing nothing, out of 50.
fn playbook_wins(scenario: Scenario) -> usize {
    (0..50)
        .filter(|&seed| {
            let spec = RunSpec::new(scenario, seed);
            let nothing = run_reference(Reference::DoNothing, spec.clone(), 180).expect("valid");
            let playbook = run_reference(Reference::Playbook, spec, 180).expect("valid");
            playbook.scorecard.budget_consumed < nothing.scorecard.budget_consumed
        })
        .count()
}

#[test]
fn the_playbook_beats_doing_nothing_on_most_seeds() {
    for scenario in [Scenario::BadDeploy, Scenario::Surge, Scenario::CacheFlush] {
        let wins = playbook_wins(scenario);
        println!("{scenario}: the playbook beats doing nothing on {wins} of 50 seeds");
        assert!(wins >= 45, "{scenario}: only {wins} of 50");
    }
}
