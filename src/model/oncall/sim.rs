//! The on-call simulation: state that carries from minute to minute (fleet,
//! cache warmth, build, budget, burn windows, cost) and the step that
//! advances it. Deterministic: the same [`RunSpec`] and timeline give the same
//! rows, bit for bit.

use serde::{Deserialize, Serialize};

use super::alerts::AlertWindows;
use super::command::{Command, CommandError, Controls, TimedCommand};
use super::constants::DB_CAPACITY_QUERIES_PER_SEC;
use super::constants::{
    CACHE_REFILL_SLOW_FROM, CACHE_REFILL_SLOWEST_AT, CACHE_REFILL_SLOWEST_FACTOR,
    CACHE_REFILL_TAU_MINUTES, COUNT_NOISE_SD, DOLLARS_PER_INSTANCE_HOUR, ERROR_BUDGET,
    LONG_WINDOW_MINUTES, MAX_BOOT_MINUTES, MAX_INSTANCES, MINUTES_PER_BUDGET_PERIOD,
    PAGE_BURN_RATE, ROLLBACK_MINUTES, SCALE_IN_MAX_SHARE, SCALE_IN_QUIET_MINUTES,
    SHORT_WINDOW_MINUTES, WARM_UP_GAIN_PER_MINUTE, WARM_UP_MINUTES,
};
use super::driver::{Driver, SavedTimeline};
use super::minute::{MinuteInputs, MinuteOutputs, evaluate, traffic_requests_per_sec};
use super::scenario::ScenarioSetup;
use super::scenario_file::ScenarioRef;
use crate::model::rng::Mulberry32;

/// The seed a run starts with unless told otherwise, in the window and on
/// the command line alike (so the window's check of a minute gives the
/// numbers `sre-sim check` prints without `--seed`). The example runs use
/// it too.
pub const DEFAULT_SEED: u32 = 1;

/// What makes a run reproducible, together with its timeline of commands.
#[derive(Debug, Clone, PartialEq)]
pub struct RunSpec {
    /// The scenario: a built-in, or anyone's file.
    pub scenario: ScenarioRef,
    /// The seed of the run's mulberry32 generator.
    pub seed: u32,
    /// Draw the traffic noise; off = expected values (for teaching and checking).
    pub noise: bool,
}

impl RunSpec {
    /// A noisy run of `scenario` with `seed`.
    pub fn new(scenario: impl Into<ScenarioRef>, seed: u32) -> Self {
        Self {
            scenario: scenario.into(),
            seed,
            noise: true,
        }
    }
}

/// Written as its scenario's name, seed and noise mode (the scenario's
/// file travels in the run file, not here).
impl Serialize for RunSpec {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let mut spec = serializer.serialize_struct("RunSpec", 3)?;
        spec.serialize_field("scenario", self.scenario.id())?;
        spec.serialize_field("seed", &self.seed)?;
        spec.serialize_field("noise", &self.noise)?;
        spec.end()
    }
}

/// Something that happened at a minute, for the charts' markers and the
/// debrief.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum EventKind {
    /// The bad build went out.
    Deploy,
    /// The traffic surge started.
    SurgeStart,
    /// The cache was flushed.
    CacheFlush,
    /// The database's capacity changed to this share of the seed's.
    DbCapacity(f64),
    /// The database serves all its capacity again.
    DbRestored,
    /// This many serving instances were lost.
    InstancesLost(u32),
    /// The burn-rate page fired.
    PageStart,
    /// The page resolved.
    PageEnd,
    /// The rollback switched traffic to the last good build.
    RollbackSwitch,
    /// The cache warm-up job finished.
    WarmUpDone,
    /// The person gave a command.
    Command(Command),
}

/// An event at a minute.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// The minute (row) the event belongs to.
    pub minute: u32,
    /// What happened.
    pub kind: EventKind,
}

/// One row of the trace: the state of the service during one minute.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct MinuteRow {
    /// Minutes since the start; row 0 is the opening state.
    pub minute: u32,
    /// Time of day, minutes after midnight (may exceed 24 h on long runs).
    pub clock_minutes: u32,
    /// Expected arrivals this minute (diurnal × surge), requests per second.
    pub expected_requests_per_sec: f64,
    /// Measured arrivals this minute, requests per second.
    pub requests_per_sec: f64,
    /// Instances serving traffic.
    pub instances_serving: u32,
    /// Instances booting.
    pub instances_booting: u32,
    /// Cache warmth at the end of the minute, after the refill, 0–1 (the
    /// warmth the minute's hit rate used is `out.inputs.cache_warmth`).
    pub cache_warmth: f64,
    /// Mean age of a cached answer, `T/2`, seconds.
    pub cache_age_secs: f64,
    /// Fleet cost, dollars per hour (doubled while a rollback prepares).
    pub fleet_cost_per_hour: f64,
    /// Cost since the start, dollars.
    pub cost_so_far: f64,
    /// Share of the traffic on the bad build.
    pub bad_build_traffic: f64,
    /// Share of the requests served with recommendations (heavy feature on and no error).
    pub recommendations_available: f64,
    /// Burn rate this minute, `error rate / 0.1 %`.
    pub burn_rate: f64,
    /// Burn rate over the last 60 minutes.
    pub burn_rate_1h: f64,
    /// Burn rate over the last 5 minutes.
    pub burn_rate_5m: f64,
    /// Beyond the seed: burn rate over the last 30 minutes.
    pub burn_rate_30m: f64,
    /// Beyond the seed: burn rate over the last 6 hours.
    pub burn_rate_6h: f64,
    /// Beyond the seed: burn rate over the last 3 days.
    pub burn_rate_3d: f64,
    /// Share of the monthly error budget left (negative = overspent).
    pub budget_remaining: f64,
    /// Is the burn-rate page firing?
    pub paging: bool,
    /// Beyond the seed: is the second page firing (burn ≥ 6 over 6 h and
    /// 30 min)?
    pub paging_6h: bool,
    /// Beyond the seed: is the ticket open (burn ≥ 1 over 3 days and 6 h)?
    pub ticket: bool,
    /// Minutes the warm-up job has left.
    pub warm_up_minutes_left: u32,
    /// Minutes the rollback preparation has left.
    pub rollback_minutes_left: u32,
    /// The controls in force this minute.
    pub controls: Controls,
    /// The minute model's outputs, with the inputs it used.
    pub out: MinuteOutputs,
    /// What the step computed around the minute model: the surge, the
    /// autoscaler's decision, the billing and the budget spent.
    pub work: StepWorkings,
}

/// The workings of one step besides the minute model's: what the model
/// used and decided this minute, as it computed them, for the model
/// reference and the playbooks to read rather than recompute.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct StepWorkings {
    /// The surge's multiplier of the diurnal traffic, `surge(t)` (1 without one).
    pub surge_factor: f64,
    /// Fleets billed this minute: 2 while a rollback prepares, else 1.
    pub fleets_billed: u32,
    /// Share of the month's error budget spent this minute, `burn / 43 200`
    /// (0 on the opening row, which spends nothing).
    pub budget_spent: f64,
    /// What the autoscaler decided at the start of this minute, from the
    /// minute before (none on the opening row).
    pub autoscaler: Option<AutoscalerDecision>,
    /// The scenario's traffic before any surge (the seed's by default).
    pub traffic: super::scenario::Traffic,
}

/// What the autoscaler decided at the start of a minute.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum AutoscalerDecision {
    /// Autoscaling off: the fleet is held at exactly the minimum.
    Off {
        /// The minimum instances.
        min_instances: u32,
    },
    /// The fleet was below the minimum: instances launched up to it.
    BelowMinimum {
        /// Instances serving when it decided.
        serving: u32,
        /// Instances booting when it decided.
        booting: u32,
        /// The minimum instances.
        min_instances: u32,
    },
    /// Target tracking on last minute's utilization.
    Tracking(TargetTracking),
}

/// Target tracking [HPA]: last minute's serving fleet scaled by last
/// minute's measured utilization over the target, rounded up and clamped:
/// `desired = clamp(⌈serving(t − 1) × utilization(t − 1) / target⌉, min, 40)`.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct TargetTracking {
    /// Last minute's serving fleet.
    pub serving: u32,
    /// Last minute's measured utilization (saturating at 100 %).
    pub utilization: f64,
    /// The target utilization.
    pub target_utilization: f64,
    /// `serving × utilization / target`.
    pub wanted: f64,
    /// `⌈wanted⌉`, taken a hair below so that an exact ratio is not rounded
    /// up by float error.
    pub rounded_up: u32,
    /// The minimum instances.
    pub min_instances: u32,
    /// The fleet's ceiling, 40.
    pub max_instances: u32,
    /// `clamp(rounded_up, min, 40)`.
    pub desired: u32,
}

impl MinuteRow {
    /// Database utilization, capped at 100 %.
    pub fn db_utilization(&self) -> f64 {
        self.out.db_demand.min(1.0)
    }
}

/// The whole output of a run.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Trace {
    /// One row per minute, starting with the opening state.
    pub rows: Vec<MinuteRow>,
    /// Scenario events and the person's commands, in order.
    pub events: Vec<Event>,
}

/// A run's outcome in a few figures.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Summary {
    /// Minutes simulated after the opening row.
    pub minutes: u32,
    /// Error budget left at the end (share of the month's budget).
    pub budget_remaining: f64,
    /// Total cost, dollars.
    pub cost_dollars: f64,
    /// Worst p99 latency, seconds.
    pub worst_p99_secs: f64,
    /// Minutes the page was firing.
    pub minutes_paging: u32,
}

impl Summary {
    /// Folds one row into the summary.
    pub fn add(&mut self, row: &MinuteRow) {
        self.minutes = row.minute;
        self.budget_remaining = row.budget_remaining;
        self.cost_dollars = row.cost_so_far;
        self.worst_p99_secs = self.worst_p99_secs.max(row.out.p99_secs);
        self.minutes_paging += u32::from(row.paging && row.minute > 0);
    }
}

impl Trace {
    /// The run's outcome.
    pub fn summary(&self) -> Summary {
        let mut summary = Summary::default();
        for row in &self.rows {
            summary.add(row);
        }
        summary
    }
}

/// A timeline that cannot be replayed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TimelineError {
    /// Commands must be in minute order.
    #[error("the timeline is out of order: minute {minute} comes after minute {previous}")]
    OutOfOrder {
        /// The earlier minute that came second.
        minute: u32,
        /// The minute before it.
        previous: u32,
    },
    /// A command's value is invalid.
    #[error("command at minute {minute}: {source}")]
    BadCommand {
        /// The minute of the command.
        minute: u32,
        /// Why it was rejected.
        source: CommandError,
    },
}

/// The on-call simulation.
#[derive(Debug, Clone)]
pub struct Sim {
    spec: RunSpec,
    setup: ScenarioSetup,
    rng: Mulberry32,
    controls: Controls,
    /// Instances booting, by minutes left minus one.
    booting: [u32; MAX_BOOT_MINUTES],
    serving: u32,
    warmth: f64,
    warm_up_minutes_left: u32,
    rollback_minutes_left: u32,
    /// Was the bad build live when the rollback in preparation was pressed?
    /// A rollback rolls back from what was live then: with the good build
    /// live it only costs money, and a bad build that goes out while it
    /// prepares stays.
    rollback_from_bad_build: bool,
    bad_build_traffic: f64,
    /// The database's capacity this minute, × the seed's.
    db_capacity_factor: f64,
    budget_remaining: f64,
    cost_so_far: f64,
    /// Error rates of the last 60 minutes (ring buffer).
    long_window: [f64; LONG_WINDOW_MINUTES],
    /// Sum of `long_window`, kept as it slides (summed afresh once an hour).
    long_sum: f64,
    /// Beyond the seed: the windows of the Workbook's other two alerts.
    alert_windows: AlertWindows,
    quiet_minutes: u32,
    /// The autoscaler's decision in the step under way.
    decision: Option<AutoscalerDecision>,
    row: MinuteRow,
    /// The rows so far folded in: what a replay would sum, kept as the run
    /// goes so a save or autosave need not replay it.
    summary: Summary,
    timeline: Vec<TimedCommand>,
    events: Vec<Event>,
}

impl Sim {
    /// A new run at its opening minute (row 0), computed from expected
    /// traffic so the opening state is the same for every seed.
    pub fn new(spec: RunSpec) -> Self {
        let mut rng = Mulberry32::new(spec.seed);
        let setup = spec.scenario.file().setup(&mut rng);
        let serving = setup.serving_at_start;
        let mut sim = Self {
            spec,
            setup,
            rng,
            controls: setup.controls,
            booting: [0; MAX_BOOT_MINUTES],
            serving,
            warmth: 1.0,
            warm_up_minutes_left: 0,
            rollback_minutes_left: 0,
            rollback_from_bad_build: false,
            bad_build_traffic: 0.0,
            db_capacity_factor: 1.0,
            budget_remaining: setup.budget_start,
            cost_so_far: 0.0,
            long_window: [0.0; LONG_WINDOW_MINUTES],
            long_sum: 0.0,
            alert_windows: AlertWindows::new(0.0),
            quiet_minutes: 0,
            decision: None,
            row: MinuteRow::default(),
            summary: Summary::default(),
            timeline: Vec::new(),
            events: Vec::new(),
        };
        let expected = sim.expected_requests_per_sec(0);
        let out = sim.evaluate(expected);
        // Both burn windows start filled with the opening minute, and so do
        // the windows beyond the seed's.
        sim.long_window = [out.error_rate; LONG_WINDOW_MINUTES];
        sim.long_sum = sim.long_window.iter().sum();
        sim.alert_windows = AlertWindows::new(out.error_rate);
        sim.row = sim.make_row(0, expected, expected, &out, false);
        sim.summary.add(&sim.row);
        sim
    }

    /// The run's scenario, seed and noise mode.
    pub fn spec(&self) -> &RunSpec {
        &self.spec
    }

    /// What the scenario fixed at the start.
    pub fn setup(&self) -> &ScenarioSetup {
        &self.setup
    }

    /// The controls as they are now (including commands given this minute).
    pub fn controls(&self) -> Controls {
        self.controls
    }

    /// The outcome so far: the same, bit for bit, as
    /// [`Sim::run_summary`] of this run's timeline up to this minute.
    pub fn summary(&self) -> Summary {
        self.summary
    }

    /// The latest row.
    pub fn row(&self) -> &MinuteRow {
        &self.row
    }

    /// The current minute (the latest row's).
    pub fn minute(&self) -> u32 {
        self.row.minute
    }

    /// The commands given so far, in order.
    pub fn timeline(&self) -> &[TimedCommand] {
        &self.timeline
    }

    /// Scenario events and commands so far, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Instances booting now (including ones launched this minute).
    pub fn instances_booting(&self) -> u32 {
        self.booting.iter().sum()
    }

    /// Minutes the warm-up job has left.
    pub fn warm_up_minutes_left(&self) -> u32 {
        self.warm_up_minutes_left
    }

    /// Minutes the rollback preparation has left.
    pub fn rollback_minutes_left(&self) -> u32 {
        self.rollback_minutes_left
    }

    /// Gives a command at the current minute. It lands on the timeline and
    /// takes effect from the next step (a raised minimum launches at once).
    pub fn apply(&mut self, command: Command) -> Result<(), CommandError> {
        command.validate()?;
        let minute = self.minute();
        self.timeline.push(TimedCommand { minute, command });
        self.events.push(Event {
            minute,
            kind: EventKind::Command(command),
        });
        match command {
            Command::SetMinInstances(n) => {
                self.controls.min_instances = n;
                self.reconcile_with_minimum();
            }
            Command::SetAutoscaling(on) => {
                self.controls.autoscaling = on;
                self.reconcile_with_minimum();
            }
            Command::SetTargetUtilization(x) => self.controls.target_utilization = x,
            Command::SetCacheTtl(secs) => self.controls.cache_ttl_secs = secs,
            Command::StartWarmUp => {
                if self.warm_up_minutes_left == 0 {
                    self.warm_up_minutes_left = WARM_UP_MINUTES;
                }
            }
            Command::SetShedShare(x) => self.controls.shed_share = x,
            Command::SetHeavyFeature(on) => self.controls.heavy_feature = on,
            Command::Rollback => {
                self.rollback_minutes_left = ROLLBACK_MINUTES;
                self.rollback_from_bad_build = self.bad_build_traffic > 0.0;
            }
        }
        Ok(())
    }

    /// Advances one minute and returns its row.
    pub fn step(&mut self) -> &MinuteRow {
        let minute = self.row.minute + 1;
        self.boot_and_scenario_events(minute);
        let rollback_billing = self.advance_rollback(minute);
        self.decision = None;
        self.autoscale();
        let (expected, measured) = self.traffic(minute);

        // The warm-up job loads hot keys before this minute's requests.
        let warm_up_running = self.warm_up_minutes_left > 0;
        if warm_up_running {
            self.warmth = (self.warmth + WARM_UP_GAIN_PER_MINUTE).min(1.0);
        }
        let out = self.evaluate(measured);
        if warm_up_running {
            self.warm_up_minutes_left -= 1;
            if self.warm_up_minutes_left == 0 {
                self.events.push(Event {
                    minute,
                    kind: EventKind::WarmUpDone,
                });
            }
        }

        // The cache refills towards full with τ = 30 min, slower while the
        // database is saturated.
        let refill = 1.0 - (-1.0 / CACHE_REFILL_TAU_MINUTES).exp();
        let slowdown = refill_speed(out.db_demand);
        self.warmth = (self.warmth + (1.0 - self.warmth) * refill * slowdown).min(1.0);

        let row = self.make_row(minute, expected, measured, &out, rollback_billing);
        self.account(minute, &row);
        &self.row
    }

    /// Instances that finish booting join the fleet; the scenario's events
    /// of this minute happen.
    fn boot_and_scenario_events(&mut self, minute: u32) {
        self.serving += self.booting[0];
        self.booting.copy_within(1.., 0);
        self.booting[MAX_BOOT_MINUTES - 1] = 0;
        if self.setup.deploy_minute == Some(minute) {
            self.bad_build_traffic = 1.0;
            self.events.push(Event {
                minute,
                kind: EventKind::Deploy,
            });
        }
        if self.setup.flush_minute == Some(minute) {
            self.warmth = 0.0;
            self.events.push(Event {
                minute,
                kind: EventKind::CacheFlush,
            });
        }
        if self.setup.surge.is_some_and(|s| s.start_minute == minute) {
            self.events.push(Event {
                minute,
                kind: EventKind::SurgeStart,
            });
        }
        if let Some(change) = self.setup.db_capacity {
            let factor = change.factor_at(minute);
            if minute == change.minute {
                self.events.push(Event {
                    minute,
                    kind: EventKind::DbCapacity(factor),
                });
            } else if change.restored_minute() == Some(minute) {
                self.events.push(Event {
                    minute,
                    kind: EventKind::DbRestored,
                });
            }
            self.db_capacity_factor = factor;
        }
        if let Some(loss) = self.setup.instance_loss.filter(|l| l.minute == minute) {
            let lost = loss.lost_of(self.serving);
            self.serving -= lost;
            self.events.push(Event {
                minute,
                kind: EventKind::InstancesLost(lost),
            });
        }
    }

    /// A rollback bills a second fleet while it prepares, then switches.
    /// Returns whether this minute bills the second fleet.
    fn advance_rollback(&mut self, minute: u32) -> bool {
        let billing = self.rollback_minutes_left > 0;
        if billing {
            self.rollback_minutes_left -= 1;
            if self.rollback_minutes_left == 0 {
                if self.rollback_from_bad_build {
                    self.bad_build_traffic = 0.0;
                }
                self.events.push(Event {
                    minute,
                    kind: EventKind::RollbackSwitch,
                });
            }
        }
        billing
    }

    /// Traffic [6], expected and measured, requests per second:
    /// count/min ≈ N(60λ, √(60λ)) × (1 + N(0, 0.02)).
    fn traffic(&mut self, minute: u32) -> (f64, f64) {
        let expected = self.expected_requests_per_sec(minute);
        let measured = if self.spec.noise {
            let per_minute = 60.0 * expected;
            let count = (per_minute + per_minute.sqrt() * self.rng.normal())
                * (1.0 + COUNT_NOISE_SD * self.rng.normal());
            count.max(0.0) / 60.0
        } else {
            expected
        };
        (expected, measured)
    }

    /// SLO [1][2]: Δbudget per minute = burn / 43 200; the page starts or
    /// ends; the minute's row becomes the latest.
    fn account(&mut self, minute: u32, row: &MinuteRow) {
        let budget_spent = row.burn_rate / MINUTES_PER_BUDGET_PERIOD;
        self.budget_remaining -= budget_spent;
        if row.paging != self.row.paging {
            let kind = if row.paging {
                EventKind::PageStart
            } else {
                EventKind::PageEnd
            };
            self.events.push(Event { minute, kind });
        }
        self.cost_so_far = row.cost_so_far;
        self.row = MinuteRow {
            budget_remaining: self.budget_remaining,
            work: StepWorkings {
                budget_spent,
                ..row.work
            },
            ..*row
        };
        self.summary.add(&self.row);
    }

    /// Replays `timeline` for `minutes` minutes, keeping every row.
    pub fn run(
        spec: RunSpec,
        timeline: &[TimedCommand],
        minutes: u32,
    ) -> Result<Trace, TimelineError> {
        let mut rows = Vec::with_capacity(minutes as usize + 1);
        let sim = Self::replay(spec, timeline, minutes, |row| rows.push(*row))?;
        Ok(Trace {
            rows,
            events: sim.events,
        })
    }

    /// Replays `timeline` for `minutes` minutes and keeps only the summary
    /// (no allocation per row; for ensembles of many seeds).
    pub fn run_summary(
        spec: RunSpec,
        timeline: &[TimedCommand],
        minutes: u32,
    ) -> Result<Summary, TimelineError> {
        let mut summary = Summary::default();
        Self::replay(spec, timeline, minutes, |row| summary.add(row))?;
        Ok(summary)
    }

    /// A saved timeline through the [`Driver`]: the opening row, then each
    /// minute the commands given up to it and a step; every row goes to
    /// `visit`.
    fn replay(
        spec: RunSpec,
        timeline: &[TimedCommand],
        minutes: u32,
        mut visit: impl FnMut(&MinuteRow),
    ) -> Result<Self, TimelineError> {
        check_timeline(timeline)?;
        let mut sim = Self::new(spec);
        visit(sim.row());
        Driver::new(&mut sim, &mut SavedTimeline::new(timeline)).run_until(minutes, visit)?;
        Ok(sim)
    }

    fn expected_requests_per_sec(&self, minute: u32) -> f64 {
        let clock = f64::from(self.setup.start_clock_minutes + minute);
        let traffic = self.setup.traffic;
        traffic_requests_per_sec(traffic.base_requests_per_sec, traffic.diurnal, clock)
            * self.surge_factor(minute)
    }

    /// `surge(t)`: 1 without a surge.
    fn surge_factor(&self, minute: u32) -> f64 {
        self.setup.surge.map_or(1.0, |s| s.factor(minute))
    }

    fn evaluate(&self, requests_per_sec: f64) -> MinuteOutputs {
        evaluate(&MinuteInputs {
            requests_per_sec,
            shed_share: self.controls.shed_share,
            instances_serving: self.serving,
            cache_warmth: self.warmth,
            cache_ttl_secs: self.controls.cache_ttl_secs,
            warm_up_running: self.warm_up_minutes_left > 0,
            heavy_feature: self.controls.heavy_feature,
            bad_build_traffic: self.bad_build_traffic,
            build_error_rate: self.setup.build_fault.error_rate,
            build_cpu_factor: self.setup.build_fault.cpu_factor,
            db_capacity_queries_per_sec: DB_CAPACITY_QUERIES_PER_SEC * self.db_capacity_factor,
        })
    }

    /// Builds the row of `minute` and updates the burn windows and the cost.
    fn make_row(
        &mut self,
        minute: u32,
        expected: f64,
        measured: f64,
        out: &MinuteOutputs,
        rollback_billing: bool,
    ) -> MinuteRow {
        let booting = self.instances_booting();
        let fleet = f64::from(self.serving + booting);
        let fleets_billed: u32 = if rollback_billing { 2 } else { 1 };
        let fleet_cost_per_hour = fleet * DOLLARS_PER_INSTANCE_HOUR * f64::from(fleets_billed);
        let cost_so_far = if minute == 0 {
            0.0
        } else {
            self.cost_so_far + fleet_cost_per_hour / 60.0
        };

        let slot = minute as usize % LONG_WINDOW_MINUTES;
        if minute > 0 {
            let old = std::mem::replace(&mut self.long_window[slot], out.error_rate);
            // Slide the sum; once an hour, sum afresh so rounding cannot build up.
            self.long_sum = if slot == 0 {
                self.long_window.iter().sum()
            } else {
                // Error rates are never negative; rounding could make the sum so.
                (self.long_sum + (out.error_rate - old)).max(0.0)
            };
            self.alert_windows.push(minute, out.error_rate);
        }
        let alerts = self.alert_windows.burns();
        let long_mean = self.long_sum / LONG_WINDOW_MINUTES as f64;
        let short_mean = (0..SHORT_WINDOW_MINUTES)
            .map(|back| self.long_window[(slot + LONG_WINDOW_MINUTES - back) % LONG_WINDOW_MINUTES])
            .sum::<f64>()
            / SHORT_WINDOW_MINUTES as f64;
        let burn_rate_1h = long_mean / ERROR_BUDGET;
        let burn_rate_5m = short_mean / ERROR_BUDGET;

        MinuteRow {
            minute,
            clock_minutes: self.setup.start_clock_minutes + minute,
            expected_requests_per_sec: expected,
            requests_per_sec: measured,
            instances_serving: self.serving,
            instances_booting: booting,
            cache_warmth: self.warmth,
            cache_age_secs: self.controls.cache_ttl_secs / 2.0,
            fleet_cost_per_hour,
            cost_so_far,
            bad_build_traffic: self.bad_build_traffic,
            recommendations_available: if self.controls.heavy_feature {
                1.0 - out.error_rate
            } else {
                0.0
            },
            burn_rate: out.error_rate / ERROR_BUDGET,
            burn_rate_1h,
            burn_rate_5m,
            burn_rate_30m: alerts.burn_rate_30m,
            burn_rate_6h: alerts.burn_rate_6h,
            burn_rate_3d: alerts.burn_rate_3d,
            budget_remaining: self.budget_remaining,
            paging: burn_rate_1h >= PAGE_BURN_RATE && burn_rate_5m >= PAGE_BURN_RATE,
            paging_6h: alerts.paging_6h(),
            ticket: alerts.ticket(),
            warm_up_minutes_left: self.warm_up_minutes_left,
            rollback_minutes_left: self.rollback_minutes_left,
            controls: self.controls,
            out: *out,
            work: StepWorkings {
                surge_factor: self.surge_factor(minute),
                fleets_billed,
                budget_spent: 0.0,
                autoscaler: self.decision,
                traffic: self.setup.traffic,
            },
        }
    }

    /// Target tracking [HPA]: `desired = ⌈serving × utilization / target⌉`
    /// from the last minute's serving fleet and its measured utilization
    /// (saturating at 100 %);
    /// no new scale-out while instances boot; scale-in by at most 20 % of
    /// the fleet after 10 quiet minutes; never below the minimum or above 40.
    /// Autoscaling off keeps exactly the minimum.
    fn autoscale(&mut self) {
        let min = self.controls.min_instances;
        if !self.controls.autoscaling {
            self.decision = Some(AutoscalerDecision::Off { min_instances: min });
            self.reconcile_with_minimum();
            return;
        }
        let booting = self.instances_booting();
        let fleet = self.serving + booting;
        if fleet < min {
            self.decision = Some(AutoscalerDecision::BelowMinimum {
                serving: self.serving,
                booting,
                min_instances: min,
            });
            self.launch(min - fleet);
            return;
        }
        // The utilization was measured last minute on last minute's serving
        // fleet: scale that fleet (instances that joined since are already
        // in `fleet`, so they are not counted twice).
        let serving = self.row.instances_serving;
        let utilization = self.row.out.utilization;
        let target = self.controls.target_utilization;
        let wanted = f64::from(serving) * utilization / target;
        // A hair below the ceiling so that an exact ratio is not rounded up by float error.
        let rounded_up = (wanted - 1e-9).ceil().max(0.0) as u32;
        let desired = rounded_up.clamp(min, MAX_INSTANCES);
        self.decision = Some(AutoscalerDecision::Tracking(TargetTracking {
            serving,
            utilization,
            target_utilization: target,
            wanted,
            rounded_up,
            min_instances: min,
            max_instances: MAX_INSTANCES,
            desired,
        }));
        if desired > fleet {
            self.quiet_minutes = 0;
            if booting == 0 {
                self.launch(desired - fleet);
            }
        } else if desired < fleet && booting == 0 {
            self.quiet_minutes += 1;
            if self.quiet_minutes >= SCALE_IN_QUIET_MINUTES {
                let step = ((f64::from(fleet) * SCALE_IN_MAX_SHARE).floor() as u32).max(1);
                self.serving -= (fleet - desired).min(step).min(self.serving);
                self.quiet_minutes = 0;
            }
        } else {
            self.quiet_minutes = 0;
        }
    }

    /// Launches instances up to the minimum; with autoscaling off, also
    /// terminates down to it (booting instances first, newest first).
    fn reconcile_with_minimum(&mut self) {
        let min = self.controls.min_instances;
        let fleet = self.serving + self.instances_booting();
        if fleet < min {
            self.launch(min - fleet);
        } else if fleet > min && !self.controls.autoscaling {
            let mut excess = fleet - min;
            for slot in self.booting.iter_mut().rev() {
                let n = excess.min(*slot);
                *slot -= n;
                excess -= n;
            }
            self.serving -= excess.min(self.serving);
        }
    }

    fn launch(&mut self, count: u32) {
        let room = MAX_INSTANCES.saturating_sub(self.serving + self.instances_booting());
        let boot = (self.setup.boot_minutes as usize).clamp(1, MAX_BOOT_MINUTES);
        self.booting[boot - 1] += count.min(room);
    }
}

/// Speed of the cache refill as a share of normal: full below 80 % database
/// utilization, falling linearly to a quarter at 95 % and above (assumption).
fn refill_speed(db_demand: f64) -> f64 {
    let span = CACHE_REFILL_SLOWEST_AT - CACHE_REFILL_SLOW_FROM;
    let t = ((db_demand - CACHE_REFILL_SLOW_FROM) / span).clamp(0.0, 1.0);
    1.0 - t * (1.0 - CACHE_REFILL_SLOWEST_FACTOR)
}

/// Checks a timeline is in minute order and every command is valid.
pub fn check_timeline(timeline: &[TimedCommand]) -> Result<(), TimelineError> {
    let mut previous = 0;
    for timed in timeline {
        if timed.minute < previous {
            return Err(TimelineError::OutOfOrder {
                minute: timed.minute,
                previous,
            });
        }
        previous = timed.minute;
        timed
            .command
            .validate()
            .map_err(|source| TimelineError::BadCommand {
                minute: timed.minute,
                source,
            })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::oncall::Scenario;

    /// Runs that reach the workings' every branch: a warm-up, a rollback,
    /// autoscaling off and on again, a minimum above the fleet.
    fn traces() -> Vec<Trace> {
        let timeline = [
            TimedCommand::at(3, Command::StartWarmUp),
            TimedCommand::at(20, Command::Rollback),
            TimedCommand::at(40, Command::SetAutoscaling(false)),
            TimedCommand::at(41, Command::SetMinInstances(2)),
            TimedCommand::at(60, Command::SetAutoscaling(true)),
            TimedCommand::at(80, Command::SetMinInstances(30)),
        ];
        Scenario::ALL
            .into_iter()
            .map(|scenario| Sim::run(RunSpec::new(scenario, 17), &timeline, 180).expect("valid"))
            .collect()
    }

    #[test]
    fn the_workings_are_what_the_step_used() {
        // The fleet below the minimum is the autoscaler's safety net: a
        // raised minimum launches at once, so no run here reaches it.
        let mut seen = [false; 4];
        for trace in traces() {
            let opening = &trace.rows[0];
            assert_eq!(opening.work.autoscaler, None);
            assert_eq!(opening.work.budget_spent, 0.0);
            for pair in trace.rows.windows(2) {
                let (before, row) = (&pair[0], &pair[1]);
                let work = &row.work;
                // The bill: every instance, twice while a rollback prepares.
                let fleet = f64::from(row.instances_serving + row.instances_booting);
                let billed = fleet * DOLLARS_PER_INSTANCE_HOUR * f64::from(work.fleets_billed);
                assert_eq!(row.fleet_cost_per_hour, billed, "minute {}", row.minute);
                let switched = trace
                    .events
                    .iter()
                    .any(|e| e.minute == row.minute && e.kind == EventKind::RollbackSwitch);
                let preparing = row.rollback_minutes_left > 0 || switched;
                assert_eq!(work.fleets_billed, if preparing { 2 } else { 1 });
                seen[0] |= preparing;
                // The budget spent is what left the budget.
                let spent = before.budget_remaining - row.budget_remaining;
                assert!(
                    (work.budget_spent - spent).abs() < 1e-15,
                    "minute {}",
                    row.minute
                );
                assert_eq!(work.budget_spent, row.burn_rate / MINUTES_PER_BUDGET_PERIOD);
                // The warm-up job's load is in the database's.
                let out = &row.out;
                let warm_up = if out.inputs.warm_up_running {
                    600.0
                } else {
                    0.0
                };
                assert_eq!(out.warm_up_queries_per_sec, warm_up);
                assert_eq!(
                    out.db_queries_per_sec,
                    out.request_queries_per_sec + warm_up
                );
                seen[1] |= out.inputs.warm_up_running;
                // The autoscaler scaled last minute's serving fleet by last
                // minute's utilization.
                match work.autoscaler.expect("a decision every step") {
                    AutoscalerDecision::Tracking(t) => {
                        assert_eq!(t.serving, before.instances_serving);
                        assert_eq!(t.utilization, before.out.utilization);
                        assert_eq!(t.target_utilization, row.controls.target_utilization);
                        let wanted = f64::from(t.serving) * t.utilization / t.target_utilization;
                        assert_eq!(t.wanted, wanted);
                        assert_eq!(
                            t.desired,
                            t.rounded_up.clamp(t.min_instances, MAX_INSTANCES)
                        );
                        assert!((f64::from(t.rounded_up) - t.wanted).abs() < 1.0);
                        seen[2] |= t.desired != t.rounded_up;
                    }
                    AutoscalerDecision::Off { min_instances } => {
                        assert!(!row.controls.autoscaling);
                        assert_eq!(row.instances_serving + row.instances_booting, min_instances);
                        seen[3] = true;
                    }
                    AutoscalerDecision::BelowMinimum {
                        serving,
                        booting,
                        min_instances,
                    } => assert!(serving + booting < min_instances),
                }
                // The traffic: the diurnal curve times the surge.
                let clock = f64::from(row.clock_minutes);
                let expected =
                    super::super::minute::diurnal_requests_per_sec(clock) * work.surge_factor;
                assert_eq!(row.expected_requests_per_sec, expected);
            }
        }
        assert_eq!(seen, [true; 4], "rollback, warm-up, clamp, off");
    }

    #[test]
    fn the_minute_model_keeps_its_inputs() {
        let trace = &traces()[0];
        for row in &trace.rows {
            let again = evaluate(&row.out.inputs);
            assert_eq!(again, row.out, "minute {}", row.minute);
            assert_eq!(row.out.inputs.instances_serving, row.instances_serving);
        }
    }
}
