//! The on-call model: a web service (load balancer, autoscaled fleet, cache
//! in front of a database, 99.9 % SLO) simulated minute by minute.
//!
//! Units: time in minutes from the run's start (row 0 is the opening state),
//! rates per second, latencies in seconds, shares as fractions 0–1, money in
//! dollars. Source markers [1]–[9] refer to the model reference ([7]–[9]:
//! the second opinion, beside the seed's).

pub mod alerts;
pub mod command;
pub mod constants;
pub mod driver;
pub mod metric;
pub mod minute;
pub mod scenario;
pub mod scenario_file;
pub mod second_opinion;
pub mod sim;

/// The version of the model's behaviour: a run replays to the same trace
/// only on the model version it was recorded with. Each change to what a
/// run replays to bumps it:
///
/// 1. The seed's model as first shipped.
/// 2. A rollback rolls back from what was live when it was pressed: pressed
///    before the bad deploy, it no longer cancels it.
pub const MODEL_VERSION: u32 = 2;

pub use alerts::{AlertBurns, AlertWindows};
pub use command::{Command, CommandError, Control, Controls, TimedCommand};
pub use driver::{CommandSource, Driver, Person, SavedTimeline};
pub use metric::{Metric, Quantity};
pub use minute::{MinuteInputs, MinuteOutputs, QueueRegime, evaluate};
pub use scenario::{Scenario, ScenarioSetup, Surge};
pub use scenario_file::{ScenarioFile, ScenarioRef};
pub use second_opinion::{CheckRefusal, SecondOpinion};
pub use sim::{
    AutoscalerDecision, DEFAULT_SEED, Event, EventKind, MinuteRow, RunSpec, Sim, StepWorkings,
    Summary, TargetTracking, TimelineError, Trace,
};
