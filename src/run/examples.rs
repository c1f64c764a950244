//! The example runs that ship with the app: the repository's `saves/`
//! folder, built into the binary so an installed app has them too.

use super::RunFile;

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
