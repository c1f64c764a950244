//! Scenarios as data: a small RON document that says when a run starts,
//! how long it lasts, the budget and the fleet it starts with, and what
//! happens at which minute. The built-in scenarios are such files,
//! embedded in the binary and read by the same loader as anyone's.
//!
//! A value drawn from a range is drawn from the run's generator when the
//! run starts, before any traffic noise, in the order the events list
//! them and, within an event, in the order of its fields: that order is
//! part of the format's meaning, so a shared scenario plays the same
//! everywhere. A whole number `Between(lo, hi)` is `lo + ⌊u·(hi − lo + 1)⌋`,
//! a real one `lo + u·(hi − lo)`, `u` uniform in [0, 1).

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use super::command::{
    CACHE_TTL_SECS_RANGE, Controls, MIN_INSTANCES_RANGE, TARGET_UTILIZATION_RANGE,
};
use super::constants::MAX_BOOT_MINUTES;
use super::constants::MAX_INSTANCES;
use super::scenario::{
    BuildFault, DbCapacityChange, InstanceLoss, Scenario, ScenarioSetup, Surge, Traffic,
};
use crate::model::rng::Mulberry32;

/// The version of the scenario format this build writes and reads.
pub const SCENARIO_FORMAT: u32 = 1;

/// The longest scenario, minutes (a week, as the longest run file).
pub const MAX_SCENARIO_MINUTES: u32 = 7 * 24 * 60;

/// The largest base traffic a scenario may set, requests per second (the
/// full fleet of 40 instances serves about 9 000).
pub const MAX_BASE_REQUESTS_PER_SEC: f64 = 20_000.0;

/// A scenario file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// The format's version ([`SCENARIO_FORMAT`]).
    pub format: u32,
    /// A short stable name, `a-z`, `0-9` and `-` (`bad-deploy`).
    pub id: String,
    /// The scenario's name.
    pub name: Text,
    /// What the person is told at the start.
    pub briefing: Text,
    /// Time of day at minute 0, `HH:MM`.
    pub start: String,
    /// How long it runs, minutes.
    pub length_minutes: u32,
    /// Share of the month's error budget left at the start, 0–1.
    pub budget_left: f64,
    /// The fleet and the controls at the start.
    pub fleet: Fleet,
    /// The traffic before any surge (the seed's when left out).
    #[serde(default)]
    pub traffic: Traffic,
    /// What happens, at which minute.
    #[serde(default)]
    pub events: Vec<ScenarioEvent>,
}

/// A text in the languages its author wrote it in, or a message of the
/// app's own (the built-ins' names and briefings, complete in every
/// language).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Text {
    /// A Fluent message id of the app.
    Message(String),
    /// The author's words by language code (`en`, `fr`, `gl`).
    Words(BTreeMap<String, String>),
}

/// The fleet and the controls at the start.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fleet {
    /// The floor for the fleet; this many instances serve at minute 0.
    pub min_instances: u32,
    /// Target tracking on or off.
    pub autoscaling: bool,
    /// The autoscaler's target utilization, 0–1.
    pub target_utilization: f64,
    /// Cache time to live, seconds.
    pub cache_ttl_secs: f64,
    /// The heavy feature on or off.
    pub heavy_feature: bool,
    /// Minutes from launch until an instance serves.
    pub boot_minutes: u32,
    /// Instances serving at minute 0 (`min_instances` when left out).
    #[serde(default)]
    pub instances_serving: Option<u32>,
}

/// A number given outright or drawn from a range with the run's seed.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Drawn<T> {
    /// This value.
    Fixed(T),
    /// A value drawn uniformly between the two, both included for whole
    /// numbers.
    Between(T, T),
}

impl<T: Copy + PartialOrd> Drawn<T> {
    fn bounds(self) -> (T, T) {
        match self {
            Self::Fixed(x) => (x, x),
            Self::Between(lo, hi) => (lo, hi),
        }
    }
}

impl Drawn<u32> {
    /// The value for this run: drawn (one uniform draw) or fixed (none).
    fn draw(self, rng: &mut Mulberry32) -> u32 {
        match self {
            Self::Fixed(x) => x,
            Self::Between(lo, hi) => lo + (rng.uniform() * f64::from(hi - lo + 1)) as u32,
        }
    }
}

impl Drawn<f64> {
    fn draw(self, rng: &mut Mulberry32) -> f64 {
        match self {
            Self::Fixed(x) => x,
            Self::Between(lo, hi) => rng.uniform_between(lo, hi),
        }
    }
}

/// Something that happens during the run.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum ScenarioEvent {
    /// A bad build goes out and takes all traffic: by default +5 % errors
    /// and ×1.25 CPU (the seed's bad build).
    BadBuild {
        /// The minute it goes out.
        minute: u32,
        /// Share of its requests that fail (the seed's 0.05 when left out).
        #[serde(default = "seed_build_error_rate")]
        error_rate: f64,
        /// Its CPU time per request, × the good build's (the seed's 1.25
        /// when left out).
        #[serde(default = "seed_build_cpu_factor")]
        cpu_factor: f64,
    },
    /// A traffic surge: a linear ramp to `factor` × the traffic, a
    /// plateau, a linear fade back.
    Surge {
        /// The minute the ramp starts.
        start_minute: Drawn<u32>,
        /// The multiplier at the plateau (at least 1).
        factor: Drawn<f64>,
        /// Minutes of the ramp (at least 1).
        ramp_minutes: u32,
        /// Minutes at the plateau.
        hold_minutes: Drawn<u32>,
        /// Minutes of the fade (at least 1).
        fade_minutes: u32,
    },
    /// The cache is emptied.
    CacheFlush {
        /// The minute it is flushed.
        minute: u32,
    },
    /// The database serves `factor` × its capacity from `minute`, for
    /// `minutes` (a slow replica, a failover) or to the end.
    DatabaseCapacity {
        /// The first minute at the changed capacity.
        minute: u32,
        /// × the seed's 4 000 queries per second, 0.05 to 1.
        factor: f64,
        /// How long, minutes; to the end of the run when left out.
        #[serde(default)]
        minutes: Option<u32>,
    },
    /// A share of the serving instances is lost (a zone goes down).
    InstanceLoss {
        /// The minute they are lost.
        minute: u32,
        /// The share of the serving instances lost, above 0 and at most 1.
        share: f64,
    },
}

fn seed_build_error_rate() -> f64 {
    BuildFault::default().error_rate
}

fn seed_build_cpu_factor() -> f64 {
    BuildFault::default().cpu_factor
}

/// A field a scenario file gets wrong, named, with what it has and what is
/// allowed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ScenarioError {
    /// A format this build does not read.
    #[error("format {found}: this build reads scenario format {SCENARIO_FORMAT}")]
    Format {
        /// The version the file has.
        found: u32,
    },
    /// A field outside its range.
    #[error("{field} is {value}, but must be between {min} and {max}")]
    OutOfRange {
        /// The field, as the file spells it (`fleet.min_instances`).
        field: String,
        /// Its value.
        value: f64,
        /// The smallest allowed.
        min: f64,
        /// The largest allowed.
        max: f64,
    },
    /// A field that is not what it must be.
    #[error("{field} is {value:?}, but must be {expected}")]
    Invalid {
        /// The field.
        field: String,
        /// Its value.
        value: String,
        /// What it must be.
        expected: Expected,
    },
    /// An event after the scenario's end.
    #[error("{field} is at minute {minute}, after the end of the scenario (minute {length})")]
    AfterEnd {
        /// The event's field.
        field: String,
        /// Its minute (the latest it can be).
        minute: u32,
        /// The scenario's length.
        length: u32,
    },
    /// Two events the model cannot combine.
    #[error("{field}: only one {what} event per scenario (the model has one of each)")]
    Twice {
        /// The second event.
        field: String,
        /// What kind of event (`bad-build`, `surge`, `cache-flush`,
        /// `database-capacity`, `instance-loss`).
        what: &'static str,
    },
}

/// What a field that is not in a range must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// An id: 1 to 64 of a-z, 0-9 and -.
    Id,
    /// Words in at least one of en, fr, gl, none empty.
    Words,
    /// A time of day HH:MM.
    Clock,
    /// `Between(low, high)` with low ≤ high.
    Ordered,
    /// A share above 0 and at most 1.
    Share,
    /// The same as another field (a run's scenario and its file's id).
    Same,
    /// Present (a version 3 run embeds its scenario).
    Present,
    /// One of the app's own scenario texts (a built-in's name or briefing).
    Message,
}

impl Expected {
    /// The stable id of the rule, for the localized messages.
    pub fn id(self) -> &'static str {
        match self {
            Self::Id => "id",
            Self::Words => "words",
            Self::Clock => "clock",
            Self::Ordered => "ordered",
            Self::Share => "share",
            Self::Same => "same",
            Self::Present => "present",
            Self::Message => "message",
        }
    }
}

impl std::fmt::Display for Expected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Id => "1 to 64 of a-z, 0-9 and -",
            Self::Words => "words in at least one of en, fr, gl, none empty",
            Self::Clock => "a time of day HH:MM, 00:00 to 23:59",
            Self::Ordered => "Between(low, high) with low ≤ high",
            Self::Share => "a share above 0 and at most 1",
            Self::Same => "the run's scenario name",
            Self::Present => "present (a version 3 run embeds its scenario)",
            Self::Message => "a built-in scenario's message id, or Words({\"en\": \"…\"})",
        })
    }
}

fn range_error<T: Into<f64>>(field: &str, value: T, min: T, max: T) -> ScenarioError {
    ScenarioError::OutOfRange {
        field: field.to_owned(),
        value: value.into(),
        min: min.into(),
        max: max.into(),
    }
}

fn check<T: PartialOrd + Copy + std::fmt::Display + Into<f64>>(
    field: &str,
    value: T,
    min: T,
    max: T,
) -> Result<(), ScenarioError> {
    // NaN fails both comparisons and is refused too.
    if value >= min && value <= max {
        Ok(())
    } else {
        Err(range_error(field, value, min, max))
    }
}

fn check_drawn<T: PartialOrd + Copy + std::fmt::Display + Into<f64>>(
    field: &str,
    drawn: Drawn<T>,
    min: T,
    max: T,
) -> Result<(T, T), ScenarioError> {
    let (lo, hi) = drawn.bounds();
    check(field, lo, min, max)?;
    check(field, hi, min, max)?;
    if lo > hi {
        return Err(ScenarioError::Invalid {
            field: field.to_owned(),
            value: format!("Between({lo}, {hi})"),
            expected: Expected::Ordered,
        });
    }
    Ok((lo, hi))
}

/// `HH:MM` as minutes after midnight.
pub fn parse_clock(text: &str) -> Option<u32> {
    let (h, m) = text.split_once(':')?;
    let ok = |t: &str| t.len() == 2 && t.bytes().all(|b| b.is_ascii_digit());
    if !ok(h) || !ok(m) {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

impl ScenarioFile {
    /// Checks every field: the format, the id, the start, the length, the
    /// budget, the fleet, and each event's minutes and values (an event
    /// past the end, two surges, a range upside down are refused).
    pub fn validate(&self) -> Result<(), ScenarioError> {
        self.validate_with(&|id| Self::builtin_message(id) || id.starts_with("lesson-"))
    }

    /// Is `id` one of the built-in scenarios' names or briefings?
    pub fn builtin_message(id: &str) -> bool {
        builtin_message_ids().any(|known| known == id)
    }

    /// [`Self::validate`], with the app's messages a name or a briefing may
    /// be given as. [`Self::validate`] takes the built-in scenarios' and
    /// any `lesson-…` id (a built-in lesson's scenario, embedded in the
    /// runs played in it; the lesson's loader checks they exist).
    pub fn validate_with(&self, known_message: &dyn Fn(&str) -> bool) -> Result<(), ScenarioError> {
        if self.format != SCENARIO_FORMAT {
            return Err(ScenarioError::Format { found: self.format });
        }
        let id_ok = !self.id.is_empty()
            && self.id.len() <= 64
            && self
                .id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !id_ok {
            return Err(ScenarioError::Invalid {
                field: "id".to_owned(),
                value: self.id.clone(),
                expected: Expected::Id,
            });
        }
        for (field, text) in [("name", &self.name), ("briefing", &self.briefing)] {
            if let Text::Message(id) = text
                && !known_message(id)
            {
                return Err(ScenarioError::Invalid {
                    field: field.to_owned(),
                    value: id.clone(),
                    expected: Expected::Message,
                });
            }
            if let Text::Words(words) = text {
                let known = words
                    .keys()
                    .all(|code| matches!(code.as_str(), "en" | "fr" | "gl"));
                if words.is_empty() || !known || words.values().any(|w| w.trim().is_empty()) {
                    return Err(ScenarioError::Invalid {
                        field: field.to_owned(),
                        value: format!("{:?}", words.keys().collect::<Vec<_>>()),
                        expected: Expected::Words,
                    });
                }
            }
        }
        if parse_clock(&self.start).is_none() {
            return Err(ScenarioError::Invalid {
                field: "start".to_owned(),
                value: self.start.clone(),
                expected: Expected::Clock,
            });
        }
        check(
            "length_minutes",
            self.length_minutes,
            1,
            MAX_SCENARIO_MINUTES,
        )?;
        check("budget_left", self.budget_left, 0.0, 1.0)?;
        self.validate_fleet()?;
        check(
            "traffic.base_requests_per_sec",
            self.traffic.base_requests_per_sec,
            1.0,
            MAX_BASE_REQUESTS_PER_SEC,
        )?;
        self.validate_events()
    }

    /// The fleet's fields, each within its control's range; the instances
    /// serving at the start between the floor and, with autoscaling off,
    /// the floor itself.
    fn validate_fleet(&self) -> Result<(), ScenarioError> {
        let fleet = &self.fleet;
        check(
            "fleet.min_instances",
            fleet.min_instances,
            *MIN_INSTANCES_RANGE.start(),
            *MIN_INSTANCES_RANGE.end(),
        )?;
        check(
            "fleet.target_utilization",
            fleet.target_utilization,
            *TARGET_UTILIZATION_RANGE.start(),
            *TARGET_UTILIZATION_RANGE.end(),
        )?;
        check(
            "fleet.cache_ttl_secs",
            fleet.cache_ttl_secs,
            *CACHE_TTL_SECS_RANGE.start(),
            *CACHE_TTL_SECS_RANGE.end(),
        )?;
        check(
            "fleet.boot_minutes",
            fleet.boot_minutes,
            1,
            MAX_BOOT_MINUTES as u32,
        )?;
        if let Some(serving) = fleet.instances_serving {
            // With autoscaling off the fleet is exactly the floor.
            let most = if fleet.autoscaling {
                MAX_INSTANCES
            } else {
                fleet.min_instances
            };
            check(
                "fleet.instances_serving",
                serving,
                fleet.min_instances,
                most,
            )?;
        }
        Ok(())
    }

    fn validate_events(&self) -> Result<(), ScenarioError> {
        let mut seen: Vec<&'static str> = Vec::new();
        for (k, event) in self.events.iter().enumerate() {
            let (kind, what) = match event {
                ScenarioEvent::BadBuild { .. } => ("BadBuild", "bad-build"),
                ScenarioEvent::Surge { .. } => ("Surge", "surge"),
                ScenarioEvent::CacheFlush { .. } => ("CacheFlush", "cache-flush"),
                ScenarioEvent::DatabaseCapacity { .. } => ("DatabaseCapacity", "database-capacity"),
                ScenarioEvent::InstanceLoss { .. } => ("InstanceLoss", "instance-loss"),
            };
            if seen.contains(&kind) {
                return Err(ScenarioError::Twice {
                    field: format!("events[{k}]"),
                    what,
                });
            }
            seen.push(kind);
            self.validate_event(k, kind, event)?;
        }
        Ok(())
    }

    /// Event `k` of the file, of `kind`: its minutes within the run and its
    /// values within their ranges.
    fn validate_event(
        &self,
        k: usize,
        kind: &str,
        event: &ScenarioEvent,
    ) -> Result<(), ScenarioError> {
        let length = self.length_minutes;
        let field = |name: &str| format!("events[{k}].{kind}.{name}");
        // Minute 0 is the opening state: events happen from minute 1.
        let at = |name: &str, minute: u32| {
            if minute == 0 {
                Err(range_error(&field(name), 0, 1, length))
            } else if minute > length {
                Err(ScenarioError::AfterEnd {
                    field: field(name),
                    minute,
                    length,
                })
            } else {
                Ok(())
            }
        };
        match *event {
            ScenarioEvent::BadBuild {
                minute,
                error_rate,
                cpu_factor,
            } => {
                at("minute", minute)?;
                check(&field("error_rate"), error_rate, 0.0, 1.0)?;
                check(&field("cpu_factor"), cpu_factor, 0.5, 5.0)?;
            }
            ScenarioEvent::CacheFlush { minute } => at("minute", minute)?,
            ScenarioEvent::DatabaseCapacity {
                minute,
                factor,
                minutes,
            } => {
                at("minute", minute)?;
                check(&field("factor"), factor, 0.05, 1.0)?;
                if let Some(m) = minutes {
                    check(&field("minutes"), m, 1, MAX_SCENARIO_MINUTES)?;
                }
            }
            ScenarioEvent::InstanceLoss { minute, share } => {
                at("minute", minute)?;
                if !(share > 0.0 && share <= 1.0) {
                    return Err(ScenarioError::Invalid {
                        field: field("share"),
                        value: share.to_string(),
                        expected: Expected::Share,
                    });
                }
            }
            ScenarioEvent::Surge {
                start_minute,
                factor,
                ramp_minutes,
                hold_minutes,
                fade_minutes,
            } => {
                // From minute 1, as every event.
                let (_, latest) = check_drawn(&field("start_minute"), start_minute, 1, u32::MAX)?;
                at("start_minute", latest)?;
                check_drawn(&field("factor"), factor, 1.0, 20.0)?;
                check(
                    &field("ramp_minutes"),
                    ramp_minutes,
                    1,
                    MAX_SCENARIO_MINUTES,
                )?;
                check_drawn(
                    &field("hold_minutes"),
                    hold_minutes,
                    0,
                    MAX_SCENARIO_MINUTES,
                )?;
                check(
                    &field("fade_minutes"),
                    fade_minutes,
                    1,
                    MAX_SCENARIO_MINUTES,
                )?;
            }
        }
        Ok(())
    }

    /// What the scenario fixes at the start of a run, its ranges drawn
    /// from `rng` (the run's generator, before any noise) in the file's
    /// order.
    pub fn setup(&self, rng: &mut Mulberry32) -> ScenarioSetup {
        let fleet = &self.fleet;
        let mut setup = ScenarioSetup {
            start_clock_minutes: parse_clock(&self.start).unwrap_or(8 * 60),
            length_minutes: self.length_minutes,
            budget_start: self.budget_left,
            boot_minutes: fleet.boot_minutes,
            controls: Controls {
                min_instances: fleet.min_instances,
                autoscaling: fleet.autoscaling,
                target_utilization: fleet.target_utilization,
                cache_ttl_secs: fleet.cache_ttl_secs,
                heavy_feature: fleet.heavy_feature,
                ..Controls::default()
            },
            serving_at_start: fleet.instances_serving.unwrap_or(fleet.min_instances),
            traffic: self.traffic,
            deploy_minute: None,
            build_fault: BuildFault::default(),
            flush_minute: None,
            surge: None,
            db_capacity: None,
            instance_loss: None,
        };
        for event in &self.events {
            match *event {
                ScenarioEvent::BadBuild {
                    minute,
                    error_rate,
                    cpu_factor,
                } => {
                    setup.deploy_minute = Some(minute);
                    setup.build_fault = BuildFault {
                        error_rate,
                        cpu_factor,
                    };
                }
                ScenarioEvent::CacheFlush { minute } => setup.flush_minute = Some(minute),
                ScenarioEvent::DatabaseCapacity {
                    minute,
                    factor,
                    minutes,
                } => {
                    setup.db_capacity = Some(DbCapacityChange {
                        minute,
                        factor,
                        minutes,
                    });
                }
                ScenarioEvent::InstanceLoss { minute, share } => {
                    setup.instance_loss = Some(InstanceLoss { minute, share });
                }
                ScenarioEvent::Surge {
                    start_minute,
                    factor,
                    ramp_minutes,
                    hold_minutes,
                    fade_minutes,
                } => {
                    let start_minute = start_minute.draw(rng);
                    let peak_factor = factor.draw(rng);
                    let hold_minutes = hold_minutes.draw(rng);
                    setup.surge = Some(Surge {
                        start_minute,
                        peak_factor,
                        ramp_minutes,
                        hold_minutes,
                        decay_minutes: fade_minutes,
                    });
                }
            }
        }
        setup
    }
}

/// The message ids a scenario file may name: the built-ins' names and
/// briefings, complete in every language.
fn builtin_message_ids() -> impl Iterator<Item = String> {
    Scenario::ALL.into_iter().flat_map(|s| {
        [
            format!("oncall-scenario-{}", s.name()),
            format!("oncall-briefing-{}", s.name()),
        ]
    })
}

/// The built-in scenarios' files, as shipped (embedded in the binary).
pub fn builtin_text(scenario: Scenario) -> &'static str {
    match scenario {
        Scenario::FreePlay => include_str!("scenarios/free-play.ron"),
        Scenario::BadDeploy => include_str!("scenarios/bad-deploy.ron"),
        Scenario::Surge => include_str!("scenarios/surge.ron"),
        Scenario::CacheFlush => include_str!("scenarios/cache-flush.ron"),
    }
}

/// A scenario file read from RON text and checked.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ScenarioReadError {
    /// The text is not a scenario document.
    #[error("{0}")]
    Syntax(String),
    /// A field is wrong.
    #[error("{0}")]
    Field(#[from] ScenarioError),
}

/// Reads and checks a scenario from RON text: the one loader, for the
/// built-ins and for anyone's file.
pub fn read_scenario(text: &str) -> Result<ScenarioFile, ScenarioReadError> {
    let file: ScenarioFile =
        ron::from_str(text).map_err(|err| ScenarioReadError::Syntax(err.to_string()))?;
    file.validate()?;
    Ok(file)
}

/// A built-in scenario, read once from its embedded file by the same loader
/// (an immutable table, the same for every run).
pub fn builtin(scenario: Scenario) -> &'static ScenarioFile {
    static FILES: OnceLock<Vec<ScenarioFile>> = OnceLock::new();
    let files = FILES.get_or_init(|| {
        Scenario::ALL
            .iter()
            .map(|&s| {
                read_scenario(builtin_text(s))
                    .unwrap_or_else(|err| panic!("the built-in {s} scenario: {err}"))
            })
            .collect()
    });
    let k = Scenario::ALL
        .iter()
        .position(|s| *s == scenario)
        .unwrap_or(0);
    &files[k]
}

/// The scenario a run plays: a built-in, or anyone's file (kept whole, so a
/// run carries what it needs to be replayed anywhere).
#[derive(Debug, Clone, PartialEq)]
pub enum ScenarioRef {
    /// One of the built-in four.
    Builtin(Scenario),
    /// A scenario file, checked.
    File(Arc<ScenarioFile>),
}

impl ScenarioRef {
    /// A checked file as a scenario to play: a file equal to a built-in's
    /// is that built-in (`scenario show bad-deploy > mine.ron` plays as
    /// `bad-deploy`).
    pub fn from_file(file: ScenarioFile) -> Self {
        Scenario::ALL
            .into_iter()
            .find(|&s| *builtin(s) == file)
            .map_or_else(|| Self::File(Arc::new(file)), Self::Builtin)
    }

    /// The scenario's file.
    pub fn file(&self) -> &ScenarioFile {
        match self {
            Self::Builtin(scenario) => builtin(*scenario),
            Self::File(file) => file,
        }
    }

    /// The scenario's short name (`bad-deploy`, or the file's `id`).
    pub fn id(&self) -> &str {
        match self {
            Self::Builtin(scenario) => scenario.name(),
            Self::File(file) => &file.id,
        }
    }

    /// The built-in it is, if it is one.
    pub fn builtin(&self) -> Option<Scenario> {
        match self {
            Self::Builtin(scenario) => Some(*scenario),
            Self::File(_) => None,
        }
    }
}

impl Default for ScenarioRef {
    fn default() -> Self {
        Self::Builtin(Scenario::default())
    }
}

impl From<Scenario> for ScenarioRef {
    fn from(scenario: Scenario) -> Self {
        Self::Builtin(scenario)
    }
}

impl PartialEq<Scenario> for ScenarioRef {
    fn eq(&self, other: &Scenario) -> bool {
        self.builtin() == Some(*other)
    }
}

impl std::fmt::Display for ScenarioRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtins_are_their_own_files() {
        for scenario in Scenario::ALL {
            assert_eq!(builtin(scenario).id, scenario.name());
        }
    }

    #[test]
    fn a_scenario_written_out_reads_back_the_same() {
        for scenario in Scenario::ALL {
            let file = builtin(scenario);
            let text = ron::ser::to_string_pretty(file, ron::ser::PrettyConfig::default())
                .expect("writes");
            assert_eq!(&read_scenario(&text).expect("reads back"), file);
        }
    }

    fn bad_build(minute: u32) -> ScenarioEvent {
        ScenarioEvent::BadBuild {
            minute,
            error_rate: 0.05,
            cpu_factor: 1.25,
        }
    }

    fn surge(start: Drawn<u32>, factor: Drawn<f64>) -> ScenarioEvent {
        ScenarioEvent::Surge {
            start_minute: start,
            factor,
            ramp_minutes: 5,
            hold_minutes: Drawn::Fixed(10),
            fade_minutes: 5,
        }
    }

    #[test]
    #[expect(clippy::too_many_lines, reason = "a table of cases, one per field")]
    fn every_bad_field_is_named() {
        let base = builtin(Scenario::Surge).clone();
        let with = |edit: &dyn Fn(&mut ScenarioFile)| {
            let mut file = base.clone();
            edit(&mut file);
            file
        };
        let cases: Vec<(ScenarioFile, &str)> = vec![
            (with(&|f| f.format = 2), "format 2"),
            (with(&|f| f.id = "Bad Id".into()), "id"),
            (with(&|f| f.start = "25:00".into()), "start"),
            (with(&|f| f.length_minutes = 0), "length_minutes"),
            (with(&|f| f.budget_left = -0.5), "budget_left"),
            (with(&|f| f.budget_left = f64::NAN), "budget_left"),
            (with(&|f| f.fleet.min_instances = 0), "fleet.min_instances"),
            (with(&|f| f.fleet.boot_minutes = 99), "fleet.boot_minutes"),
            (
                with(&|f| f.events = vec![ScenarioEvent::CacheFlush { minute: 500 }]),
                "events[0].CacheFlush.minute is at minute 500, after the end",
            ),
            (
                with(&|f| {
                    f.events = vec![bad_build(5), bad_build(9)];
                }),
                "events[1]: only one bad-build event",
            ),
            (
                with(&|f| f.events = vec![bad_build(0)]),
                "events[0].BadBuild.minute is 0, but must be between 1 and",
            ),
            (
                with(&|f| {
                    f.events = vec![ScenarioEvent::BadBuild {
                        minute: 3,
                        error_rate: 1.5,
                        cpu_factor: 1.0,
                    }];
                }),
                "events[0].BadBuild.error_rate",
            ),
            (
                with(&|f| {
                    f.events = vec![ScenarioEvent::DatabaseCapacity {
                        minute: 3,
                        factor: 0.0,
                        minutes: None,
                    }];
                }),
                "events[0].DatabaseCapacity.factor",
            ),
            (
                with(&|f| {
                    f.events = vec![ScenarioEvent::DatabaseCapacity {
                        minute: 3,
                        factor: 0.5,
                        minutes: Some(0),
                    }];
                }),
                "events[0].DatabaseCapacity.minutes",
            ),
            (
                with(&|f| {
                    f.events = vec![ScenarioEvent::InstanceLoss {
                        minute: 3,
                        share: 0.0,
                    }];
                }),
                "events[0].InstanceLoss.share",
            ),
            (
                with(&|f| f.fleet.instances_serving = Some(3)),
                "fleet.instances_serving",
            ),
            (
                with(&|f| {
                    f.fleet.autoscaling = false;
                    f.fleet.instances_serving = Some(12);
                }),
                "fleet.instances_serving is 12, but must be between 10 and 10",
            ),
            (
                with(&|f| f.name = Text::Message("app-quit".into())),
                "name is \"app-quit\"",
            ),
            (
                with(&|f| {
                    f.events = vec![ScenarioEvent::DatabaseCapacity {
                        minute: 3,
                        factor: 2.0,
                        minutes: None,
                    }];
                }),
                "events[0].DatabaseCapacity.factor is 2, but must be between 0.05 and 1",
            ),
            (
                with(&|f| f.traffic.base_requests_per_sec = -1.0),
                "traffic.base_requests_per_sec",
            ),
            (
                with(&|f| f.events = vec![surge(Drawn::Between(50, 10), Drawn::Fixed(2.0))]),
                "events[0].Surge.start_minute",
            ),
            (
                with(&|f| f.events = vec![surge(Drawn::Fixed(10), Drawn::Fixed(-2.0))]),
                "events[0].Surge.factor",
            ),
        ];
        for (file, needle) in cases {
            let err = file.validate().expect_err(needle).to_string();
            assert!(err.contains(needle), "{needle}: {err}");
        }
        assert!(matches!(
            read_scenario("(format: 1, id: \"x\", nope: 3)"),
            Err(ScenarioReadError::Syntax(_))
        ));
    }
}
