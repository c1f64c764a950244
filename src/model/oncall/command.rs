//! The person's controls and the commands that change them. A command is
//! what the window sends, what the command line's `--do` parses and what a
//! saved run records: one code path for play and replay.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::constants::MAX_INSTANCES;
use crate::model::Short;
use crate::model::named::Name;

/// The eight controls' current settings (the warm-up job and the rollback
/// are actions, tracked in the simulation's state).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Controls {
    /// Floor for the fleet, instances.
    pub min_instances: u32,
    /// Target tracking on utilization; off = exactly the minimum.
    pub autoscaling: bool,
    /// The autoscaler's target utilization, 0–1.
    pub target_utilization: f64,
    /// Cache time to live, seconds.
    pub cache_ttl_secs: f64,
    /// Share of the low-priority traffic rejected at the load balancer, 0–1.
    pub shed_share: f64,
    /// The heavy feature (recommendations): +20 ms CPU and +1 query per request.
    pub heavy_feature: bool,
}

impl Default for Controls {
    fn default() -> Self {
        Self {
            min_instances: 10,
            autoscaling: true,
            target_utilization: 0.6,
            cache_ttl_secs: 60.0,
            shed_share: 0.0,
            heavy_feature: true,
        }
    }
}

/// Valid range of the minimum instances.
pub const MIN_INSTANCES_RANGE: std::ops::RangeInclusive<u32> = 1..=MAX_INSTANCES;
/// Valid range of the target utilization.
pub const TARGET_UTILIZATION_RANGE: std::ops::RangeInclusive<f64> = 0.2..=0.95;
/// Valid range of the cache TTL, seconds.
pub const CACHE_TTL_SECS_RANGE: std::ops::RangeInclusive<f64> = 5.0..=600.0;
/// Valid range of the shed share.
pub const SHED_SHARE_RANGE: std::ops::RangeInclusive<f64> = 0.0..=1.0;

/// One of the eight controls of the person on call, in the seed's order:
/// what a [`Command`] sets or starts. Its name is the command's
/// (`min-instances`), which the command line, run files and a lesson's
/// highlight use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Control {
    /// The fleet's floor.
    MinInstances,
    /// Target tracking on or off.
    Autoscaling,
    /// The autoscaler's target utilization.
    TargetUtilization,
    /// The cache's time to live.
    Ttl,
    /// The cache warm-up job.
    WarmUp,
    /// Load shedding.
    Shed,
    /// The heavy feature.
    Feature,
    /// The rollback.
    Rollback,
}

impl Name for Control {
    const ALL: &'static [Self] = &Self::ALL;

    fn name(self) -> &'static str {
        Self::name(self)
    }
}

impl Control {
    /// Every control, in the seed's order (the panel's).
    pub const ALL: [Self; 8] = [
        Self::MinInstances,
        Self::Autoscaling,
        Self::TargetUtilization,
        Self::Ttl,
        Self::WarmUp,
        Self::Shed,
        Self::Feature,
        Self::Rollback,
    ];

    /// Its command's name (`min-instances`).
    pub fn name(self) -> &'static str {
        match self {
            Self::MinInstances => "min-instances",
            Self::Autoscaling => "autoscaling",
            Self::TargetUtilization => "target-utilization",
            Self::Ttl => "ttl",
            Self::WarmUp => "warm-up",
            Self::Shed => "shed",
            Self::Feature => "feature",
            Self::Rollback => "rollback",
        }
    }

    /// The control of a command's name, if it names one.
    pub fn from_name(name: &str) -> Option<Self> {
        <Self as Name>::from_name(name)
    }

    /// The values its command takes, for a control set to a number (the
    /// minimum instances' whole numbers as numbers).
    pub fn range(self) -> Option<std::ops::RangeInclusive<f64>> {
        match self {
            Self::MinInstances => Some(
                f64::from(*MIN_INSTANCES_RANGE.start())..=f64::from(*MIN_INSTANCES_RANGE.end()),
            ),
            Self::TargetUtilization => Some(TARGET_UTILIZATION_RANGE),
            Self::Ttl => Some(CACHE_TTL_SECS_RANGE),
            Self::Shed => Some(SHED_SHARE_RANGE),
            Self::Autoscaling | Self::WarmUp | Self::Feature | Self::Rollback => None,
        }
    }
}

/// One action of the person on call, in the seed's order of the controls.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// Set the fleet's floor; raising it launches instances at once.
    SetMinInstances(u32),
    /// Turn target tracking on or off.
    SetAutoscaling(bool),
    /// Set the autoscaler's target utilization (0.2–0.95).
    SetTargetUtilization(f64),
    /// Set the cache TTL in seconds (5–600).
    SetCacheTtl(f64),
    /// Start the cache warm-up job (ignored while one runs).
    StartWarmUp,
    /// Set the share of low-priority traffic to shed (0–1).
    SetShedShare(f64),
    /// Turn the heavy feature on or off.
    SetHeavyFeature(bool),
    /// Roll back to the last good build (restarts a running preparation).
    Rollback,
}

/// A command rejected before it reaches the model.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CommandError {
    /// The value is outside the control's range.
    #[error("{name} must be between {} and {}, got {}", Short(*min), Short(*max), Short(*value))]
    OutOfRange {
        /// The control's command-line name.
        name: &'static str,
        /// The value given.
        value: f64,
        /// Lowest valid value.
        min: f64,
        /// Highest valid value.
        max: f64,
    },
    /// The text names no command.
    #[error(
        "unknown command '{0}' (expected min-instances=N, autoscaling=on|off, target-utilization=0.6, ttl=SECS, warm-up, shed=0.5, feature=on|off or rollback)"
    )]
    Unknown(String),
    /// The command needs a value and has none, or has a value it cannot read.
    #[error("bad value '{value}' for {name}: {expected}")]
    BadValue {
        /// The command's name.
        name: &'static str,
        /// The text given.
        value: String,
        /// What was expected.
        expected: &'static str,
    },
}

fn check_range(
    name: &'static str,
    value: f64,
    range: &std::ops::RangeInclusive<f64>,
) -> Result<(), CommandError> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(CommandError::OutOfRange {
            name,
            value,
            min: *range.start(),
            max: *range.end(),
        })
    }
}

impl Command {
    /// Checks the command's value against its control's range (NaN fails).
    pub fn validate(&self) -> Result<(), CommandError> {
        match *self {
            Self::SetMinInstances(n) => check_range(
                self.name(),
                f64::from(n),
                &(f64::from(*MIN_INSTANCES_RANGE.start())..=f64::from(*MIN_INSTANCES_RANGE.end())),
            ),
            Self::SetTargetUtilization(x) => check_range(self.name(), x, &TARGET_UTILIZATION_RANGE),
            Self::SetCacheTtl(x) => check_range(self.name(), x, &CACHE_TTL_SECS_RANGE),
            Self::SetShedShare(x) => check_range(self.name(), x, &SHED_SHARE_RANGE),
            Self::SetAutoscaling(_)
            | Self::StartWarmUp
            | Self::SetHeavyFeature(_)
            | Self::Rollback => Ok(()),
        }
    }

    /// The control it sets or starts.
    pub fn control(&self) -> Control {
        match self {
            Self::SetMinInstances(_) => Control::MinInstances,
            Self::SetAutoscaling(_) => Control::Autoscaling,
            Self::SetTargetUtilization(_) => Control::TargetUtilization,
            Self::SetCacheTtl(_) => Control::Ttl,
            Self::StartWarmUp => Control::WarmUp,
            Self::SetShedShare(_) => Control::Shed,
            Self::SetHeavyFeature(_) => Control::Feature,
            Self::Rollback => Control::Rollback,
        }
    }

    /// The command-line name of the command (its control's).
    pub fn name(&self) -> &'static str {
        self.control().name()
    }
}

fn on_off(value: bool) -> &'static str {
    if value { "on" } else { "off" }
}

impl fmt::Display for Command {
    /// The command-line form, e.g. `min-instances=14` or `rollback`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.name();
        match *self {
            Self::SetMinInstances(n) => write!(f, "{name}={n}"),
            Self::SetAutoscaling(on) | Self::SetHeavyFeature(on) => {
                write!(f, "{name}={}", on_off(on))
            }
            Self::SetTargetUtilization(x) | Self::SetCacheTtl(x) | Self::SetShedShare(x) => {
                write!(f, "{name}={x}")
            }
            Self::StartWarmUp | Self::Rollback => f.write_str(name),
        }
    }
}

impl FromStr for Command {
    type Err = CommandError;

    /// Parses the command-line form and validates the value.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (name, value) = match text.split_once('=') {
            Some((name, value)) => (name.trim(), Some(value.trim())),
            None => (text.trim(), None),
        };
        let number = |name: &'static str, expected: &'static str| -> Result<f64, CommandError> {
            let bad = || CommandError::BadValue {
                name,
                value: value.unwrap_or_default().to_owned(),
                expected,
            };
            let x: f64 = value.ok_or_else(bad)?.parse().map_err(|_| bad())?;
            if x.is_finite() { Ok(x) } else { Err(bad()) }
        };
        let switch = |name: &'static str| -> Result<bool, CommandError> {
            match value {
                Some("on" | "true" | "1") => Ok(true),
                Some("off" | "false" | "0") => Ok(false),
                other => Err(CommandError::BadValue {
                    name,
                    value: other.unwrap_or_default().to_owned(),
                    expected: "on or off",
                }),
            }
        };
        let no_value = |name: &'static str, command: Command| match value {
            None => Ok(command),
            Some(v) => Err(CommandError::BadValue {
                name,
                value: v.to_owned(),
                expected: "no value",
            }),
        };
        let Some(control) = Control::from_name(name) else {
            return Err(CommandError::Unknown(text.to_owned()));
        };
        let name = control.name();
        let command = match control {
            Control::MinInstances => {
                let x = number(name, "a whole number of instances")?;
                if x.fract() != 0.0 || x < 0.0 || x > f64::from(u32::MAX) {
                    return Err(CommandError::BadValue {
                        name,
                        value: value.unwrap_or_default().to_owned(),
                        expected: "a whole number of instances",
                    });
                }
                Self::SetMinInstances(x as u32)
            }
            Control::Autoscaling => Self::SetAutoscaling(switch(name)?),
            Control::TargetUtilization => {
                Self::SetTargetUtilization(number(name, "a share such as 0.6")?)
            }
            Control::Ttl => Self::SetCacheTtl(number(name, "seconds")?),
            Control::WarmUp => no_value(name, Self::StartWarmUp)?,
            Control::Shed => Self::SetShedShare(number(name, "a share such as 0.5")?),
            Control::Feature => Self::SetHeavyFeature(switch(name)?),
            Control::Rollback => no_value(name, Self::Rollback)?,
        };
        command.validate()?;
        Ok(command)
    }
}

/// A command at the minute it was given: it takes effect from the next
/// minute's step on.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct TimedCommand {
    /// The minute shown when the command was given (0 = the opening state).
    pub minute: u32,
    /// The command.
    pub command: Command,
}

impl TimedCommand {
    /// `command` given at `minute`.
    pub const fn at(minute: u32, command: Command) -> Self {
        Self { minute, command }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_display_round_trip() {
        for text in [
            "min-instances=14",
            "autoscaling=off",
            "target-utilization=0.5",
            "ttl=120",
            "warm-up",
            "shed=0.5",
            "feature=on",
            "rollback",
        ] {
            let command: Command = text.parse().expect("valid command");
            assert_eq!(command.to_string(), text);
        }
    }

    #[test]
    fn bad_commands_name_the_problem() {
        let err = "ttl=abc".parse::<Command>().expect_err("not a number");
        assert!(err.to_string().contains("abc"), "{err}");
        let err = "shed=1.5".parse::<Command>().expect_err("out of range");
        assert!(err.to_string().contains("shed"), "{err}");
        let err = "min-instances=41"
            .parse::<Command>()
            .expect_err("out of range");
        assert!(err.to_string().contains("41"), "{err}");
        let err = "reboot".parse::<Command>().expect_err("unknown");
        assert!(err.to_string().contains("reboot"), "{err}");
        assert!("target-utilization=NaN".parse::<Command>().is_err());
        assert!("feature=maybe".parse::<Command>().is_err());
        assert!("rollback=1".parse::<Command>().is_err());
        assert!("min-instances=2.5".parse::<Command>().is_err());
    }

    #[test]
    fn each_control_is_named_once_and_its_commands_carry_it() {
        for control in Control::ALL {
            assert_eq!(Control::from_name(control.name()), Some(control));
        }
        for text in ["min-instances=14", "ttl=120", "warm-up", "rollback"] {
            let command: Command = text.parse().expect("valid command");
            assert!(text.starts_with(command.control().name()));
        }
        assert_eq!(Control::from_name("reboot"), None);
    }

    #[test]
    fn validate_rejects_nan() {
        assert!(Command::SetShedShare(f64::NAN).validate().is_err());
        assert!(Command::SetMinInstances(0).validate().is_err());
        assert!(Command::SetMinInstances(40).validate().is_ok());
    }
}
