//! The architecture settings as one table: for each [`Setting`], its name
//! in files and on the command line (`db.connections`), the Fluent id and
//! the English text of its label, what kind of value it takes, its range
//! and slider step, its unit, its tier, the part of the page it belongs to
//! (the seed's cards, the trigger, a remedy) and its default. The names,
//! the parsing, the checks, the defaults of [`super::ArchConfig`], the
//! command line's `--settings` and the architecture tab's cards read this
//! table; the window's tests walk it and find every row drawn and named
//! in the three languages.
//!
//! Adding a setting: its variant in [`Setting`] (in the table's order),
//! its field in the configuration (the compiler then lists the `get` and
//! `set` arms to write), one row here, and its label's Fluent id in each
//! language.

use super::config::{DEFAULT_SLOW_FROM_S, DEFAULT_SLOW_TO_S};
use super::{MAX_RETRIES, Remedy, Setting, SettingKind, SettingRange, Stage};

/// The unit a setting's value is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingUnit {
    /// No unit: counts, switches, factors like K.
    Unitless,
    /// Requests per second.
    Rps,
    /// Milliseconds.
    Ms,
    /// A percentage.
    Percent,
    /// A factor on a service time.
    Times,
    /// Seconds.
    Secs,
    /// Jobs (the queue's buffer).
    Jobs,
}

impl SettingUnit {
    /// The unit as the command line writes it: `rps`, `ms`, `%`, `×`, `s`,
    /// `jobs` or nothing.
    pub fn symbol(self) -> &'static str {
        match self {
            Self::Unitless => "",
            Self::Rps => "rps",
            Self::Ms => "ms",
            Self::Percent => "%",
            Self::Times => "×",
            Self::Secs => "s",
            Self::Jobs => "jobs",
        }
    }
}

/// The part of the page a setting belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingPart {
    /// The seed's path: the load and the tiers' cards.
    Seed,
    /// The trigger (beyond the seed): a tier's slowdown.
    Trigger,
    /// A remedy (beyond the seed): its switch or a parameter.
    Remedy(Remedy),
}

/// What the model, the command line and the window know of one setting.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SettingSpec {
    /// The setting.
    pub setting: Setting,
    /// Its name in files and on the command line, `stage.setting`.
    pub name: &'static str,
    /// The Fluent id of its label on the architecture tab.
    pub label_id: &'static str,
    /// The English label of the seed page's control (the command line's).
    pub label: &'static str,
    /// What kind of value it takes.
    pub kind: SettingKind,
    /// The values the model accepts, and the slider step. Times are at
    /// least 1 ms; counts of servers at least 1.
    pub range: SettingRange,
    /// The unit of its value.
    pub unit: SettingUnit,
    /// The tier it belongs to; `None` for the client's (the load and the
    /// remedies, the deadline's included).
    pub stage: Option<Stage>,
    /// The seed's path, the trigger or a remedy.
    pub part: SettingPart,
    /// Its value in [`super::ArchConfig::default`].
    pub default: f64,
}

/// Every setting, in path order (within a tier, counts before times), then
/// the trigger, then the remedies; row `k` is the setting whose
/// discriminant is `k` (checked when the crate builds).
pub const SETTING_SPECS: [SettingSpec; 35] = [
    SettingSpec {
        setting: Setting::LoadRps,
        name: "load.rps",
        label_id: "arch-rps",
        label: "Requests per second",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.0,
            max: 100_000.0,
            step: 1.0,
        },
        unit: SettingUnit::Rps,
        stage: None,
        part: SettingPart::Seed,
        default: 400.0,
    },
    SettingSpec {
        setting: Setting::LoadTimeoutMs,
        name: "load.timeout_ms",
        label_id: "arch-client-timeout",
        label: "Client timeout, ms",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 10.0,
            max: 60_000.0,
            step: 10.0,
        },
        unit: SettingUnit::Ms,
        stage: None,
        part: SettingPart::Seed,
        default: 1_000.0,
    },
    SettingSpec {
        setting: Setting::LoadRetries,
        name: "load.retries",
        label_id: "arch-retries",
        label: "Retries per failed request",
        kind: SettingKind::Count,
        range: SettingRange {
            min: 0.0,
            max: MAX_RETRIES as f64,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: None,
        part: SettingPart::Seed,
        default: 2.0,
    },
    SettingSpec {
        setting: Setting::LbInstances,
        name: "lb.instances",
        label_id: "arch-lb-instances",
        label: "Instances",
        kind: SettingKind::Count,
        range: SettingRange {
            min: 1.0,
            max: 100.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: Some(Stage::Lb),
        part: SettingPart::Seed,
        default: 1.0,
    },
    SettingSpec {
        setting: Setting::AppReplicas,
        name: "app.replicas",
        label_id: "arch-app-replicas",
        label: "Replicas",
        kind: SettingKind::Count,
        range: SettingRange {
            min: 1.0,
            max: 1_000.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: Some(Stage::App),
        part: SettingPart::Seed,
        default: 2.0,
    },
    SettingSpec {
        setting: Setting::AppConcurrency,
        name: "app.concurrency",
        label_id: "arch-app-concurrency",
        label: "Concurrency per replica",
        kind: SettingKind::Count,
        range: SettingRange {
            min: 1.0,
            max: 1_000.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: Some(Stage::App),
        part: SettingPart::Seed,
        default: 16.0,
    },
    SettingSpec {
        setting: Setting::AppServiceMs,
        name: "app.service_ms",
        label_id: "arch-app-service-time",
        label: "Service time, ms",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 1.0,
            max: 10_000.0,
            step: 1.0,
        },
        unit: SettingUnit::Ms,
        stage: Some(Stage::App),
        part: SettingPart::Seed,
        default: 50.0,
    },
    SettingSpec {
        setting: Setting::CacheOn,
        name: "cache.on",
        label_id: "arch-cache-on",
        label: "Cache tier in front of the DB",
        kind: SettingKind::Switch,
        range: SettingRange {
            min: 0.0,
            max: 1.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: Some(Stage::Cache),
        part: SettingPart::Seed,
        default: 0.0,
    },
    SettingSpec {
        setting: Setting::CacheHitPct,
        name: "cache.hit_pct",
        label_id: "arch-cache-hit-ratio",
        label: "Hit ratio, %",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.0,
            max: 100.0,
            step: 1.0,
        },
        unit: SettingUnit::Percent,
        stage: Some(Stage::Cache),
        part: SettingPart::Seed,
        default: 80.0,
    },
    SettingSpec {
        setting: Setting::QueueOn,
        name: "queue.on",
        label_id: "arch-queue-on",
        label: "Queue + workers",
        kind: SettingKind::Switch,
        range: SettingRange {
            min: 0.0,
            max: 1.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: Some(Stage::Queue),
        part: SettingPart::Seed,
        default: 0.0,
    },
    SettingSpec {
        setting: Setting::QueueWorkers,
        name: "queue.workers",
        label_id: "arch-queue-workers",
        label: "Workers",
        kind: SettingKind::Count,
        range: SettingRange {
            min: 1.0,
            max: 1_000.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: Some(Stage::Queue),
        part: SettingPart::Seed,
        default: 8.0,
    },
    SettingSpec {
        setting: Setting::QueueJobMs,
        name: "queue.job_ms",
        label_id: "arch-queue-job-time",
        label: "Job time, ms",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 1.0,
            max: 10_000.0,
            step: 1.0,
        },
        unit: SettingUnit::Ms,
        stage: Some(Stage::Queue),
        part: SettingPart::Seed,
        default: 50.0,
    },
    SettingSpec {
        setting: Setting::QueueBuffer,
        name: "queue.buffer",
        label_id: "arch-queue-buffer",
        label: "Queue buffer",
        kind: SettingKind::Count,
        range: SettingRange {
            min: 0.0,
            max: 100_000.0,
            step: 100.0,
        },
        unit: SettingUnit::Jobs,
        stage: Some(Stage::Queue),
        part: SettingPart::Seed,
        default: 1_000.0,
    },
    SettingSpec {
        setting: Setting::DbConnections,
        name: "db.connections",
        label_id: "arch-db-connections",
        label: "Pool connections",
        kind: SettingKind::Count,
        range: SettingRange {
            min: 1.0,
            max: 1_000.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: Some(Stage::Db),
        part: SettingPart::Seed,
        default: 5.0,
    },
    SettingSpec {
        setting: Setting::DbQueryMs,
        name: "db.query_ms",
        label_id: "arch-db-query-time",
        label: "Query time, ms",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 1.0,
            max: 10_000.0,
            step: 1.0,
        },
        unit: SettingUnit::Ms,
        stage: Some(Stage::Db),
        part: SettingPart::Seed,
        default: 20.0,
    },
    SettingSpec {
        setting: Setting::AppSlowFactor,
        name: "app.slow_factor",
        label_id: "arch-app-slow-factor",
        label: "App slowdown, ×",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 1.0,
            max: 100.0,
            step: 0.5,
        },
        unit: SettingUnit::Times,
        stage: Some(Stage::App),
        part: SettingPart::Trigger,
        default: 1.0,
    },
    SettingSpec {
        setting: Setting::AppSlowFromS,
        name: "app.slow_from_s",
        label_id: "arch-app-slow-from-s",
        label: "App slowdown from, s",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.0,
            max: 10.0,
            step: 0.25,
        },
        unit: SettingUnit::Secs,
        stage: Some(Stage::App),
        part: SettingPart::Trigger,
        default: DEFAULT_SLOW_FROM_S,
    },
    SettingSpec {
        setting: Setting::AppSlowToS,
        name: "app.slow_to_s",
        label_id: "arch-app-slow-to-s",
        label: "App slowdown to, s",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.0,
            max: 10.0,
            step: 0.25,
        },
        unit: SettingUnit::Secs,
        stage: Some(Stage::App),
        part: SettingPart::Trigger,
        default: DEFAULT_SLOW_TO_S,
    },
    SettingSpec {
        setting: Setting::DbSlowFactor,
        name: "db.slow_factor",
        label_id: "arch-db-slow-factor",
        label: "Database slowdown, ×",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 1.0,
            max: 100.0,
            step: 0.5,
        },
        unit: SettingUnit::Times,
        stage: Some(Stage::Db),
        part: SettingPart::Trigger,
        default: 1.0,
    },
    SettingSpec {
        setting: Setting::DbSlowFromS,
        name: "db.slow_from_s",
        label_id: "arch-db-slow-from-s",
        label: "Database slowdown from, s",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.0,
            max: 10.0,
            step: 0.25,
        },
        unit: SettingUnit::Secs,
        stage: Some(Stage::Db),
        part: SettingPart::Trigger,
        default: DEFAULT_SLOW_FROM_S,
    },
    SettingSpec {
        setting: Setting::DbSlowToS,
        name: "db.slow_to_s",
        label_id: "arch-db-slow-to-s",
        label: "Database slowdown to, s",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.0,
            max: 10.0,
            step: 0.25,
        },
        unit: SettingUnit::Secs,
        stage: Some(Stage::Db),
        part: SettingPart::Trigger,
        default: DEFAULT_SLOW_TO_S,
    },
    SettingSpec {
        setting: Setting::BudgetOn,
        name: "budget.on",
        label_id: "arch-budget-on",
        label: "Retry budget",
        kind: SettingKind::Switch,
        range: SettingRange {
            min: 0.0,
            max: 1.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: None,
        part: SettingPart::Remedy(Remedy::Budget),
        default: 0.0,
    },
    SettingSpec {
        setting: Setting::BudgetPct,
        name: "budget.pct",
        label_id: "arch-budget-pct",
        label: "Retry budget, % of fresh",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.0,
            max: 100.0,
            step: 1.0,
        },
        unit: SettingUnit::Percent,
        stage: None,
        part: SettingPart::Remedy(Remedy::Budget),
        default: 10.0,
    },
    SettingSpec {
        setting: Setting::BackoffOn,
        name: "backoff.on",
        label_id: "arch-backoff-on",
        label: "Backoff with jitter",
        kind: SettingKind::Switch,
        range: SettingRange {
            min: 0.0,
            max: 1.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: None,
        part: SettingPart::Remedy(Remedy::Backoff),
        default: 0.0,
    },
    SettingSpec {
        setting: Setting::BackoffBaseMs,
        name: "backoff.base_ms",
        label_id: "arch-backoff-base-ms",
        label: "Backoff base, ms",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 10.0,
            max: 10_000.0,
            step: 10.0,
        },
        unit: SettingUnit::Ms,
        stage: None,
        part: SettingPart::Remedy(Remedy::Backoff),
        default: 250.0,
    },
    SettingSpec {
        setting: Setting::BackoffCapMs,
        name: "backoff.cap_ms",
        label_id: "arch-backoff-cap-ms",
        label: "Backoff cap, ms",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 10.0,
            max: 10_000.0,
            step: 10.0,
        },
        unit: SettingUnit::Ms,
        stage: None,
        part: SettingPart::Remedy(Remedy::Backoff),
        default: 4_000.0,
    },
    SettingSpec {
        setting: Setting::BreakerOn,
        name: "breaker.on",
        label_id: "arch-breaker-on",
        label: "Circuit breaker",
        kind: SettingKind::Switch,
        range: SettingRange {
            min: 0.0,
            max: 1.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: None,
        part: SettingPart::Remedy(Remedy::Breaker),
        default: 0.0,
    },
    SettingSpec {
        setting: Setting::BreakerThresholdPct,
        name: "breaker.threshold_pct",
        label_id: "arch-breaker-threshold-pct",
        label: "Breaker threshold, %",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 1.0,
            max: 100.0,
            step: 1.0,
        },
        unit: SettingUnit::Percent,
        stage: None,
        part: SettingPart::Remedy(Remedy::Breaker),
        default: 50.0,
    },
    SettingSpec {
        setting: Setting::BreakerWindowS,
        name: "breaker.window_s",
        label_id: "arch-breaker-window-s",
        label: "Breaker window, s",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.25,
            max: 10.0,
            step: 0.25,
        },
        unit: SettingUnit::Secs,
        stage: None,
        part: SettingPart::Remedy(Remedy::Breaker),
        default: 1.0,
    },
    SettingSpec {
        setting: Setting::BreakerCooldownS,
        name: "breaker.cooldown_s",
        label_id: "arch-breaker-cooldown-s",
        label: "Breaker cool-down, s",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.25,
            max: 10.0,
            step: 0.25,
        },
        unit: SettingUnit::Secs,
        stage: None,
        part: SettingPart::Remedy(Remedy::Breaker),
        default: 1.0,
    },
    SettingSpec {
        setting: Setting::BreakerProbePct,
        name: "breaker.probe_pct",
        label_id: "arch-breaker-probe-pct",
        label: "Breaker probes, %",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 1.0,
            max: 100.0,
            step: 1.0,
        },
        unit: SettingUnit::Percent,
        stage: None,
        part: SettingPart::Remedy(Remedy::Breaker),
        default: 10.0,
    },
    SettingSpec {
        setting: Setting::DeadlineOn,
        name: "deadline.on",
        label_id: "arch-deadline-on",
        label: "Drop expired work",
        kind: SettingKind::Switch,
        range: SettingRange {
            min: 0.0,
            max: 1.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: None,
        part: SettingPart::Remedy(Remedy::Deadline),
        default: 0.0,
    },
    SettingSpec {
        setting: Setting::ThrottleOn,
        name: "throttle.on",
        label_id: "arch-throttle-on",
        label: "Adaptive throttling",
        kind: SettingKind::Switch,
        range: SettingRange {
            min: 0.0,
            max: 1.0,
            step: 1.0,
        },
        unit: SettingUnit::Unitless,
        stage: None,
        part: SettingPart::Remedy(Remedy::Throttle),
        default: 0.0,
    },
    SettingSpec {
        setting: Setting::ThrottleK,
        name: "throttle.k",
        label_id: "arch-throttle-k",
        label: "Throttling K",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 1.0,
            max: 10.0,
            step: 0.25,
        },
        unit: SettingUnit::Unitless,
        stage: None,
        part: SettingPart::Remedy(Remedy::Throttle),
        default: 2.0,
    },
    SettingSpec {
        setting: Setting::ThrottleWindowS,
        name: "throttle.window_s",
        label_id: "arch-throttle-window-s",
        label: "Throttling window, s",
        kind: SettingKind::Real,
        range: SettingRange {
            min: 0.25,
            max: 10.0,
            step: 0.25,
        },
        unit: SettingUnit::Secs,
        stage: None,
        part: SettingPart::Remedy(Remedy::Throttle),
        default: 0.5,
    },
];

// A row out of the variants' order fails the build.
const _: () = {
    let mut k = 0;
    while k < SETTING_SPECS.len() {
        assert!(
            SETTING_SPECS[k].setting as usize == k,
            "SETTING_SPECS is not in the order of Setting's variants"
        );
        k += 1;
    }
};

impl Setting {
    /// Every setting, in the table's order.
    pub const ALL: [Self; SETTING_SPECS.len()] = {
        let mut all = [Self::LoadRps; SETTING_SPECS.len()];
        let mut k = 0;
        while k < all.len() {
            all[k] = SETTING_SPECS[k].setting;
            k += 1;
        }
        all
    };

    /// The setting's row of [`SETTING_SPECS`].
    pub fn spec(self) -> &'static SettingSpec {
        &SETTING_SPECS[self as usize]
    }
}

impl crate::model::named::Name for Setting {
    const ALL: &'static [Self] = &Self::ALL;

    fn name(self) -> &'static str {
        Self::name(self)
    }
}

#[cfg(test)]
mod tests {
    use super::{SETTING_SPECS, SettingPart};
    use crate::model::arch::{ArchConfig, Remedy, Setting, SettingKind};

    #[test]
    fn the_defaults_are_the_configurations_and_inside_the_ranges() {
        let config = ArchConfig::default();
        for spec in &SETTING_SPECS {
            assert_eq!(config.get(spec.setting), spec.default, "{}", spec.name);
            assert_eq!(spec.setting.check(spec.default), Ok(spec.default));
        }
    }

    #[test]
    fn names_and_fluent_ids_are_each_one_settings() {
        for (k, spec) in SETTING_SPECS.iter().enumerate() {
            assert_eq!(Setting::ALL[k], spec.setting);
            for other in &SETTING_SPECS[k + 1..] {
                assert_ne!(spec.name, other.name);
                assert_ne!(spec.label_id, other.label_id);
            }
            assert!(spec.label_id.starts_with("arch-"), "{}", spec.label_id);
        }
    }

    #[test]
    fn each_remedy_has_one_switch_and_its_parameters_its_prefix() {
        for remedy in Remedy::ALL {
            let rows: Vec<_> = SETTING_SPECS
                .iter()
                .filter(|spec| spec.part == SettingPart::Remedy(remedy))
                .collect();
            let switches: Vec<Setting> = rows
                .iter()
                .filter(|spec| spec.kind == SettingKind::Switch)
                .map(|spec| spec.setting)
                .collect();
            assert_eq!(switches, [remedy.switch()], "{remedy}");
            for spec in rows {
                assert!(
                    spec.name.starts_with(&format!("{remedy}.")),
                    "{}",
                    spec.name
                );
            }
        }
    }
}
