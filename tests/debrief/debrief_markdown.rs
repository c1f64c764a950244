//! The Markdown postmortem against snapshots in English and French, and
//! its texts in every language. Run with `UPDATE_SNAPSHOTS=1` to rewrite
//! the snapshots under `tests/snapshots/` (then read the diff).

use std::path::PathBuf;

use sre_sim::debrief::{Debrief, debrief_markdown};
use sre_sim::i18n::{I18n, Language};
use sre_sim::model::oncall::{Command, RunSpec, Scenario, Sim, TimedCommand, Trace};

/// A bad deploy handled late: the rollback 31 minutes after the page.
fn bad_deploy() -> (RunSpec, Vec<TimedCommand>) {
    (
        RunSpec::new(Scenario::BadDeploy, 1),
        vec![TimedCommand::at(58, Command::Rollback)],
    )
}

/// A cache flush met with a warm-up on the busy database, then the
/// feature off, and shedding left on.
fn cache_flush() -> (RunSpec, Vec<TimedCommand>) {
    (
        RunSpec::new(Scenario::CacheFlush, 7),
        vec![
            TimedCommand::at(61, Command::StartWarmUp),
            TimedCommand::at(64, Command::SetHeavyFeature(false)),
            TimedCommand::at(64, Command::SetShedShare(0.5)),
            TimedCommand::at(90, Command::SetMinInstances(14)),
        ],
    )
}

fn trace(spec: RunSpec, timeline: &[TimedCommand]) -> Trace {
    let minutes = Sim::new(spec.clone()).setup().length_minutes;
    Sim::run(spec, timeline, minutes).expect("valid timeline")
}

fn snapshot_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("snapshots")
        .join(name)
}

/// Compares `text` with the snapshot `name`, or rewrites it when
/// `UPDATE_SNAPSHOTS` is set.
fn check_snapshot(name: &str, text: &str) {
    let path = snapshot_path(name);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("create snapshots");
        std::fs::write(&path, text).expect("write snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|error| {
        panic!(
            "{error}: run with UPDATE_SNAPSHOTS=1 to create {}",
            path.display()
        )
    });
    if expected != text {
        let line = expected
            .lines()
            .zip(text.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| expected.lines().count().min(text.lines().count()));
        panic!(
            "{name} differs from line {} on:\n  expected: {:?}\n  got:      {:?}\n(run with UPDATE_SNAPSHOTS=1 to accept)",
            line + 1,
            expected.lines().nth(line),
            text.lines().nth(line)
        );
    }
}

fn markdown(language: Language, (spec, timeline): (RunSpec, Vec<TimedCommand>)) -> String {
    let i18n = I18n::new(language);
    let text =
        debrief_markdown(&i18n, spec.clone(), &timeline, &trace(spec, &timeline)).expect("debrief");
    assert_eq!(i18n.reported_fallbacks(), [], "{}", language.code());
    text
}

#[test]
fn bad_deploy_postmortem_in_english() {
    check_snapshot(
        "debrief_bad_deploy.en.md",
        &markdown(Language::En, bad_deploy()),
    );
}

#[test]
fn bad_deploy_postmortem_in_french() {
    check_snapshot(
        "debrief_bad_deploy.fr.md",
        &markdown(Language::Fr, bad_deploy()),
    );
}

#[test]
fn cache_flush_postmortem_in_english() {
    check_snapshot(
        "debrief_cache_flush.en.md",
        &markdown(Language::En, cache_flush()),
    );
}

#[test]
fn cache_flush_postmortem_in_french() {
    check_snapshot(
        "debrief_cache_flush.fr.md",
        &markdown(Language::Fr, cache_flush()),
    );
}

#[test]
fn every_scenario_renders_in_every_language_without_fallback() {
    for scenario in Scenario::ALL {
        for timeline in [
            Vec::new(),
            vec![
                TimedCommand::at(3, Command::Rollback),
                TimedCommand::at(3, Command::Rollback),
                TimedCommand::at(20, Command::SetAutoscaling(false)),
                TimedCommand::at(21, Command::SetTargetUtilization(0.5)),
                TimedCommand::at(22, Command::SetCacheTtl(120.0)),
                TimedCommand::at(23, Command::SetAutoscaling(true)),
                TimedCommand::at(30, Command::SetMinInstances(1)),
            ],
        ] {
            for language in Language::ALL {
                let text = markdown(language, (RunSpec::new(scenario, 3), timeline.clone()));
                assert!(!text.contains('{'), "{text}");
                assert!(!text.contains("NaN"), "{text}");
                assert_eq!(text.matches("\n## ").count(), 6, "{text}");
            }
        }
    }
}

#[test]
fn the_postmortem_quotes_the_late_rollback_and_what_it_cost() {
    let (spec, timeline) = bad_deploy();
    let trace = trace(spec.clone(), &timeline);
    let debrief = Debrief::new(spec.clone(), &timeline, &trace).expect("debrief");
    let page = trace.rows.iter().find(|r| r.paging).expect("a page");
    // What a rollback at the page would have saved, recomputed.
    let at_page = [TimedCommand::at(page.minute, Command::Rollback)];
    let saved = Sim::run_summary(spec, &at_page, 180)
        .expect("valid")
        .budget_remaining
        - debrief.scorecard.budget_left;
    let i18n = I18n::new(Language::En);
    let expected = format!(
        "The page fired at {} and the rollback came {} minutes later; a rollback at the page would have saved {} of the month’s error budget.",
        sre_sim::model::clock_text(page.clock_minutes),
        58 - page.minute,
        i18n.fmt_percent(saved, 2),
    );
    let text = debrief.markdown(&i18n);
    assert!(text.contains(&expected), "{expected}\n---\n{text}");
}
