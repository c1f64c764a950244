//! The on-call model: a web service (load balancer, autoscaled fleet, cache
//! in front of a database, 99.9 % SLO) simulated minute by minute.
//!
//! Units: time in minutes from the run's start (row 0 is the opening state),
//! rates per second, latencies in seconds, shares as fractions 0–1, money in
//! dollars. Source markers [1]–[6] refer to the model reference.

pub mod command;
pub mod constants;
pub mod driver;
pub mod minute;
pub mod scenario;
pub mod sim;

pub use command::{Command, CommandError, Controls, TimedCommand};
pub use driver::{CommandSource, Driver, Person, SavedTimeline};
pub use minute::{MinuteInputs, MinuteOutputs, QueueRegime, evaluate};
pub use scenario::{Scenario, ScenarioSetup, Surge};
pub use sim::{
    AutoscalerDecision, Event, EventKind, MinuteRow, RunSpec, Sim, StepWorkings, Summary,
    TargetTracking, TimelineError, Trace,
};
