//! The example runs and scenarios that ship with the app: the repository's
//! `saves/` and `saves/scenarios/` folders, built into the binary so that
//! an installed app (a package, `cargo install`) has them too.

use std::sync::{Arc, OnceLock};

use super::RunFile;
use crate::model::oncall::ScenarioRef;

/// Each example's name (its file name without `.ron`) and text.
const EXAMPLES: &[(&str, &str)] = &[
    (
        "bad-deploy-rollback-after-page",
        include_str!("../../saves/bad-deploy-rollback-after-page.ron"),
    ),
    (
        "bad-deploy-page-ignored",
        include_str!("../../saves/bad-deploy-page-ignored.ron"),
    ),
    (
        "bad-deploy-scaled-up-instead",
        include_str!("../../saves/bad-deploy-scaled-up-instead.ron"),
    ),
    (
        "surge-raise-floor-and-shed",
        include_str!("../../saves/surge-raise-floor-and-shed.ron"),
    ),
    (
        "cache-flush-feature-off-then-warm-up",
        include_str!("../../saves/cache-flush-feature-off-then-warm-up.ron"),
    ),
    // Runs of the example scenarios in saves/scenarios, which they carry.
    (
        "db-failover-feature-off-and-shed",
        include_str!("../../saves/db-failover-feature-off-and-shed.ron"),
    ),
    (
        "zone-loss-raise-floor-and-shed",
        include_str!("../../saves/zone-loss-raise-floor-and-shed.ron"),
    ),
];

/// The example runs, by name, in the order the window lists them. A file
/// that does not read is a bug (the tests read them all); it is logged and
/// left out.
pub fn example_runs() -> Vec<(&'static str, RunFile)> {
    EXAMPLES
        .iter()
        .filter_map(|&(name, text)| match RunFile::from_ron_str(text) {
            Ok(run) => Some((name, run)),
            Err(err) => {
                log::error!("the example run {name} does not read: {err}");
                None
            }
        })
        .collect()
}

/// The names of the example runs built in, whether they read or not.
pub fn example_names() -> impl Iterator<Item = &'static str> {
    EXAMPLES.iter().map(|&(name, _)| name)
}

/// Each example scenario's id (its file name without `.ron`) and text.
const SCENARIOS: &[(&str, &str)] = &[
    (
        "db-failover-at-peak",
        include_str!("../../saves/scenarios/db-failover-at-peak.ron"),
    ),
    (
        "zone-loss-during-surge",
        include_str!("../../saves/scenarios/zone-loss-during-surge.ron"),
    ),
];

/// The example scenarios, read and checked once, in the order the window
/// and `scenario list` list them. A file that does not read is a bug (the
/// tests read them all); it is logged and left out.
pub fn example_scenarios() -> &'static [ScenarioRef] {
    static READ: OnceLock<Vec<ScenarioRef>> = OnceLock::new();
    READ.get_or_init(|| {
        SCENARIOS
            .iter()
            .filter_map(|&(id, text)| match super::scenario_from_ron_str(text) {
                Ok(file) => Some(ScenarioRef::File(Arc::new(file))),
                Err(err) => {
                    log::error!("the example scenario {id} does not read: {err}");
                    None
                }
            })
            .collect()
    })
}

/// The example scenario with this id.
pub fn example_scenario(id: &str) -> Option<&'static ScenarioRef> {
    example_scenarios().iter().find(|s| s.id() == id)
}

/// The text of the example scenario with this id, as its file is.
pub fn example_scenario_text(id: &str) -> Option<&'static str> {
    SCENARIOS
        .iter()
        .find(|&&(name, _)| name == id)
        .map(|&(_, text)| text)
}

/// The ids of the example scenarios built in, whether they read or not.
pub fn example_scenario_ids() -> impl Iterator<Item = &'static str> {
    SCENARIOS.iter().map(|&(id, _)| id)
}
