//! Beyond the seed: the trigger and the remedies on the two example paths
//! shipped in `saves/architecture/`. On one the outage outlives its cause
//! (a metastable failure) and a remedy brings the path back; on the other
//! the fresh load alone is more than the database serves, and only
//! capacity helps.

use sre_sim::model::arch::{
    ArchConfig, FixOutcome, Remedy, STEP_COUNT, Setting, find_fix, simulate,
};
use sre_sim::run::ArchConfigFile;

fn example(name: &str) -> ArchConfig {
    let path = format!(
        "{}/saves/architecture/{name}.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    *ArchConfigFile::load(std::path::Path::new(&path))
        .expect("the example reads")
        .config()
}

fn with(config: ArchConfig, remedy: Remedy) -> ArchConfig {
    let mut changed = config;
    changed.set(remedy.switch(), 1.0).expect("a switch");
    changed
}

#[test]
fn the_metastable_path_stays_down_after_its_trigger_without_a_remedy() {
    let config = example("metastable-retry-storm");
    assert_eq!(config.trigger_span(), Some((2.0, 4.0)));
    // Without the trigger it passes with headroom: 400 of 500 rps.
    let mut calm = config;
    calm.db.slow_factor = 1.0;
    assert!(simulate(&calm).expect("valid").has_headroom());
    let run = simulate(&config).expect("valid");
    let recovery = run.recovery.expect("judged as a recovery");
    assert!(!run.passed && recovery.failing_at_end);
    // Long after the slowdown: three attempts a request, all failing.
    let last = run.steps[STEP_COUNT - 1];
    assert_eq!(last.failing_share, 1.0);
    assert!((last.offered_rps - 1_200.0).abs() < 1e-9, "{last:?}");
}

#[test]
fn four_remedies_bring_it_back_and_backoff_alone_does_not() {
    let config = example("metastable-retry-storm");
    for remedy in [
        Remedy::Budget,
        Remedy::Breaker,
        Remedy::Deadline,
        Remedy::Throttle,
    ] {
        let run = simulate(&with(config, remedy)).expect("valid");
        assert!(
            run.passed && run.has_headroom(),
            "{remedy}: {:?}",
            run.recovery
        );
        assert!(!run.recovery.expect("judged").failing_at_end, "{remedy}");
    }
    // Backoff spreads the same retries over later steps: as many arrive.
    let run = simulate(&with(config, Remedy::Backoff)).expect("valid");
    assert!(!run.passed, "{:?}", run.recovery);
}

#[test]
fn the_fix_search_lists_the_remedies_beside_the_capacity_changes() {
    let config = example("metastable-retry-storm");
    let FixOutcome::Found { fix, also, .. } = find_fix(&config).expect("valid") else {
        panic!("a fix");
    };
    let mut all = vec![fix];
    all.extend(also);
    let names: Vec<String> = all.iter().map(ToString::to_string).collect();
    for remedy in [
        Remedy::Budget,
        Remedy::Breaker,
        Remedy::Deadline,
        Remedy::Throttle,
    ] {
        assert!(
            all.iter().any(|f| f.setting == remedy.switch()),
            "{remedy}: {names:?}"
        );
    }
    assert!(
        all.iter().any(|f| f.setting == Setting::DbConnections),
        "{names:?}"
    );
    // Smallest first; never the load nor the trigger.
    assert!(all.windows(2).all(|w| w[0].size() <= w[1].size() + 1e-12));
    assert!(
        all.iter()
            .all(|f| f.setting != Setting::LoadRps && !f.setting.is_trigger())
    );
}

#[test]
fn below_the_fresh_load_no_remedy_helps() {
    let config = example("database-below-the-load");
    assert!(config.saturation_rps().0 < config.load.rps);
    for remedy in Remedy::ALL {
        let run = simulate(&with(config, remedy)).expect("valid");
        assert!(!run.passed, "{remedy}");
    }
    let mut every = config;
    for remedy in Remedy::ALL {
        every = with(every, remedy);
    }
    assert!(!simulate(&every).expect("valid").passed);
    let FixOutcome::Found { fix, also, .. } = find_fix(&config).expect("valid") else {
        panic!("a capacity fix");
    };
    assert!(
        std::iter::once(&fix)
            .chain(&also)
            .all(|f| Remedy::of(f.setting).is_none()),
        "{fix} {also:?}"
    );
}

#[test]
fn a_remedys_parameters_change_nothing_while_it_is_off() {
    let config = example("metastable-retry-storm");
    let base = simulate(&config).expect("valid");
    for setting in Setting::ALL
        .into_iter()
        .filter(|&s| Remedy::of(s).is_some_and(|r| r.switch() != s))
    {
        let mut changed = config;
        changed.set(setting, setting.range().max).expect("in range");
        let run = simulate(&changed).expect("valid");
        assert_eq!(run.steps, base.steps, "{setting}");
    }
}

#[test]
fn every_remedy_with_its_defaults_is_a_valid_change() {
    for remedy in Remedy::ALL {
        let config = with(ArchConfig::default(), remedy);
        assert!(config.validate().is_ok());
        assert!(config.beyond_the_seed());
        assert_eq!(remedy.name().parse::<Remedy>(), Ok(remedy));
        assert_eq!(Remedy::of(remedy.switch()), Some(remedy));
    }
    assert!(!ArchConfig::default().beyond_the_seed());
    assert!("nope".parse::<Remedy>().is_err());
}

#[test]
fn a_trigger_ending_late_must_still_end_with_the_path_back() {
    // The metastable path slowed until 9 s: no step is 3 s after it, so
    // the last step is judged, and the path is still down there.
    let mut config = example("metastable-retry-storm");
    config.db.slow_to_s = 9.0;
    let run = simulate(&config).expect("valid");
    assert!(run.recovery.expect("judged").failing_at_end);
    assert!(!run.passed);
    // From the first step to the end: only the last step judges it.
    config.db.slow_from_s = 0.0;
    config.db.slow_to_s = 10.0;
    let run = simulate(&config).expect("valid");
    assert!(!run.passed && !run.has_headroom());
}

#[test]
fn the_seeds_fix_search_never_tries_a_remedy() {
    // A remedy's parameters moved while it is off leave the seed's search
    // as it was: no remedy switch among its candidates.
    let mut config = ArchConfig::default();
    config.budget.pct = 1.0;
    config.backoff.cap_ms = 10_000.0;
    assert!(!config.beyond_the_seed() && config.has_fields_beyond_the_seed());
    let FixOutcome::Found { fix, also, .. } = find_fix(&config).expect("valid") else {
        panic!("the seed's fix");
    };
    assert_eq!(fix.setting, Setting::DbConnections);
    assert!(also.is_empty());
}
