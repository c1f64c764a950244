//! The scenarios: free play and the seed's three incidents. Every start
//! time, length and range here is a modelling choice (the seed gives only
//! the briefings); each is listed in [`ASSUMPTIONS`] for the model reference.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::command::Controls;
use super::constants::{BAD_BUILD_CPU_FACTOR, BAD_BUILD_ERROR_RATE, BASE_REQUESTS_PER_SEC};
use crate::model::rng::Mulberry32;

/// Which situation the run starts in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scenario {
    /// 08:00, base traffic, full budget, no incident.
    #[default]
    FreePlay,
    /// A bad build goes out at 09:10 with 20 % of the budget left.
    BadDeploy,
    /// A surge of unknown start and size; instances boot in 8 minutes.
    Surge,
    /// The cache is flushed at the midday peak.
    CacheFlush,
}

impl Scenario {
    /// Every scenario, in the order the window lists them.
    pub const ALL: [Self; 4] = [
        Self::FreePlay,
        Self::BadDeploy,
        Self::Surge,
        Self::CacheFlush,
    ];

    /// The stable name used on the command line and in files.
    pub fn name(self) -> &'static str {
        match self {
            Self::FreePlay => "free-play",
            Self::BadDeploy => "bad-deploy",
            Self::Surge => "surge",
            Self::CacheFlush => "cache-flush",
        }
    }
}

impl fmt::Display for Scenario {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A scenario name that is not one of [`Scenario::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown scenario '{0}' (expected free-play, bad-deploy, surge or cache-flush)")]
pub struct UnknownScenario(pub String);

impl FromStr for Scenario {
    type Err = UnknownScenario;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|s| s.name() == text)
            .ok_or_else(|| UnknownScenario(text.to_owned()))
    }
}

/// The traffic surge: a linear ramp up to `peak_factor`, a plateau, a
/// linear decay back to normal. All minutes are counted from the run's start.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Surge {
    /// Minute the ramp starts.
    pub start_minute: u32,
    /// Multiplier of the traffic at the plateau.
    pub peak_factor: f64,
    /// Minutes of the ramp up.
    pub ramp_minutes: u32,
    /// Minutes at the plateau.
    pub hold_minutes: u32,
    /// Minutes of the decay back to normal.
    pub decay_minutes: u32,
}

impl Surge {
    /// `surge(t)`: the multiplier of the traffic at minute `t`.
    pub fn factor(&self, minute: u32) -> f64 {
        let extra = self.peak_factor - 1.0;
        let Some(since) = minute.checked_sub(self.start_minute) else {
            return 1.0;
        };
        if since < self.ramp_minutes {
            return 1.0 + extra * f64::from(since) / f64::from(self.ramp_minutes);
        }
        let since = since - self.ramp_minutes;
        if since < self.hold_minutes {
            return self.peak_factor;
        }
        let since = since - self.hold_minutes;
        if since < self.decay_minutes {
            return 1.0 + extra * (1.0 - f64::from(since) / f64::from(self.decay_minutes));
        }
        1.0
    }
}

/// The traffic before any surge: a base rate on the seed's diurnal curve,
/// or flat.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Traffic {
    /// Requests per second the curve is centred on (the seed's 1 000).
    pub base_requests_per_sec: f64,
    /// The diurnal curve on (the seed's) or off (flat at the base).
    pub diurnal: bool,
}

impl Default for Traffic {
    fn default() -> Self {
        Self {
            base_requests_per_sec: BASE_REQUESTS_PER_SEC,
            diurnal: true,
        }
    }
}

/// What the bad build does to the traffic it serves.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct BuildFault {
    /// Share of its requests that fail (the seed's 5 %).
    pub error_rate: f64,
    /// Its CPU time per request, × the good build's (the seed's 1.25).
    pub cpu_factor: f64,
}

impl Default for BuildFault {
    fn default() -> Self {
        Self {
            error_rate: BAD_BUILD_ERROR_RATE,
            cpu_factor: BAD_BUILD_CPU_FACTOR,
        }
    }
}

/// The database serves a share of its capacity for a while (a slow
/// replica, a failover), then all of it again.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct DbCapacityChange {
    /// The first minute at the changed capacity.
    pub minute: u32,
    /// The capacity, × the seed's 4 000 queries per second.
    pub factor: f64,
    /// How many minutes it lasts; `None` = to the end of the run.
    pub minutes: Option<u32>,
}

impl DbCapacityChange {
    /// The database's capacity at `minute`, × the seed's.
    pub fn factor_at(&self, minute: u32) -> f64 {
        match minute.checked_sub(self.minute) {
            Some(since) if self.minutes.is_none_or(|m| since < m) => self.factor,
            _ => 1.0,
        }
    }

    /// The first minute back at full capacity, if it comes back.
    pub fn restored_minute(&self) -> Option<u32> {
        self.minutes.map(|m| self.minute + m)
    }
}

/// A share of the serving instances is lost at the start of a minute (a
/// zone goes down), before the autoscaler decides; the rest carry the load.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct InstanceLoss {
    /// The minute they are lost.
    pub minute: u32,
    /// The share of the serving instances lost, 0–1.
    pub share: f64,
}

impl InstanceLoss {
    /// How many of `serving` instances are lost: `round(serving × share)`,
    /// at least one when the share is above 0 and an instance serves.
    pub fn lost_of(&self, serving: u32) -> u32 {
        if self.share <= 0.0 || serving == 0 {
            return 0;
        }
        let lost = (f64::from(serving) * self.share).round() as u32;
        lost.clamp(1, serving)
    }
}

/// Everything a scenario fixes at the start of a run.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ScenarioSetup {
    /// Time of day at minute 0, minutes after midnight.
    pub start_clock_minutes: u32,
    /// How long the scenario runs, minutes.
    pub length_minutes: u32,
    /// Share of the monthly error budget left at the start.
    pub budget_start: f64,
    /// Minutes from launch until an instance serves.
    pub boot_minutes: u32,
    /// Controls at the start.
    pub controls: Controls,
    /// Instances serving at minute 0.
    pub serving_at_start: u32,
    /// The traffic before any surge.
    pub traffic: Traffic,
    /// Minute the bad build goes out, if any.
    pub deploy_minute: Option<u32>,
    /// What the bad build does (the seed's when the scenario says nothing).
    pub build_fault: BuildFault,
    /// Minute the cache is flushed, if any.
    pub flush_minute: Option<u32>,
    /// The traffic surge, if any.
    pub surge: Option<Surge>,
    /// A change of the database's capacity, if any.
    pub db_capacity: Option<DbCapacityChange>,
    /// A loss of instances, if any.
    pub instance_loss: Option<InstanceLoss>,
}

impl ScenarioSetup {
    /// Does anything happen in this scenario (free play: nothing)?
    pub fn has_events(&self) -> bool {
        self.deploy_minute.is_some()
            || self.flush_minute.is_some()
            || self.surge.is_some()
            || self.db_capacity.is_some()
            || self.instance_loss.is_some()
    }

    /// The setup of `scenario`, from its scenario file (embedded in the
    /// binary, read by the same loader as anyone's: see
    /// [`super::scenario_file`]). The surge's start, size and length are
    /// drawn from `rng` (the run's generator, before any traffic noise), so
    /// they follow from the seed; other scenarios draw nothing.
    pub fn new(scenario: Scenario, rng: &mut Mulberry32) -> Self {
        super::scenario_file::builtin(scenario).setup(rng)
    }
}

/// The scenario choices the seed leaves open, in English, for the model
/// reference (the window shows the localized versions).
pub const ASSUMPTIONS: &[&str] = &[
    "The built-in scenarios last 3 hours; free play starts at 08:00 with base 1000 req/s and the whole monthly budget.",
    "Bad deploy: starts at 09:00 with 20 % of the budget left; the bad build takes all traffic at 09:10.",
    "Traffic surge: starts at 08:00; the surge begins between 08:20 and 09:40, ramps up over 5 minutes to 2–3.5 × the normal traffic, holds 40–80 minutes and fades over 30 minutes; all drawn from the seed. Instances boot in 8 minutes.",
    "Cache flush: starts at 11:00 with a 90 s TTL (about 85 % hits at the peak, what the database was sized for); the cache is emptied at 12:00.",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::oncall::constants::DEFAULT_BOOT_MINUTES;

    #[test]
    fn names_round_trip() {
        for s in Scenario::ALL {
            assert_eq!(s.name().parse::<Scenario>(), Ok(s));
        }
        assert!("nope".parse::<Scenario>().is_err());
    }

    #[test]
    fn surge_shape() {
        let surge = Surge {
            start_minute: 10,
            peak_factor: 3.0,
            ramp_minutes: 10,
            hold_minutes: 5,
            decay_minutes: 10,
        };
        assert_eq!(surge.factor(0), 1.0);
        assert_eq!(surge.factor(10), 1.0);
        assert!((surge.factor(15) - 2.0).abs() < 1e-12);
        assert_eq!(surge.factor(20), 3.0);
        assert_eq!(surge.factor(24), 3.0);
        assert!((surge.factor(30) - 2.0).abs() < 1e-12);
        assert_eq!(surge.factor(35), 1.0);
    }

    /// The setups as the code wrote them before the scenarios became files:
    /// the files must give the same, draw for draw.
    fn setup_as_coded(scenario: Scenario, rng: &mut Mulberry32) -> ScenarioSetup {
        let base = ScenarioSetup {
            start_clock_minutes: 8 * 60,
            length_minutes: 180,
            budget_start: 1.0,
            boot_minutes: DEFAULT_BOOT_MINUTES,
            controls: Controls::default(),
            serving_at_start: Controls::default().min_instances,
            traffic: Traffic::default(),
            deploy_minute: None,
            build_fault: BuildFault::default(),
            flush_minute: None,
            surge: None,
            db_capacity: None,
            instance_loss: None,
        };
        match scenario {
            Scenario::FreePlay => base,
            Scenario::BadDeploy => ScenarioSetup {
                start_clock_minutes: 9 * 60,
                budget_start: 0.2,
                deploy_minute: Some(10),
                ..base
            },
            Scenario::Surge => {
                let start_minute = 20 + (rng.uniform() * f64::from(100 - 20 + 1)) as u32;
                let peak_factor = rng.uniform_between(2.0, 3.5);
                let hold_minutes = 40 + (rng.uniform() * f64::from(80 - 40 + 1)) as u32;
                ScenarioSetup {
                    boot_minutes: 8,
                    surge: Some(Surge {
                        start_minute,
                        peak_factor,
                        ramp_minutes: 5,
                        hold_minutes,
                        decay_minutes: 30,
                    }),
                    ..base
                }
            }
            Scenario::CacheFlush => ScenarioSetup {
                start_clock_minutes: 11 * 60,
                controls: Controls {
                    cache_ttl_secs: 90.0,
                    ..Controls::default()
                },
                flush_minute: Some(60),
                ..base
            },
        }
    }

    #[test]
    fn the_files_set_up_runs_as_the_code_did() {
        for scenario in Scenario::ALL {
            for seed in 0..500 {
                assert_eq!(
                    ScenarioSetup::new(scenario, &mut Mulberry32::new(seed)),
                    setup_as_coded(scenario, &mut Mulberry32::new(seed)),
                    "{scenario}, seed {seed}"
                );
            }
        }
    }

    #[test]
    fn surge_draws_stay_in_range() {
        for seed in 0..500 {
            let setup = ScenarioSetup::new(Scenario::Surge, &mut Mulberry32::new(seed));
            let surge = setup.surge.expect("surge scenario has a surge");
            assert!((20..=100).contains(&surge.start_minute));
            assert!((2.0..3.5).contains(&surge.peak_factor));
            assert!((40..=80).contains(&surge.hold_minutes));
        }
    }
}
