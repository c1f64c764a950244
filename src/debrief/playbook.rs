//! Reference responses: policies that decide, minute by minute, from what
//! the person on call could see (the rows so far), and the runs they give.
//!
//! A policy is a [`CommandSource`]: the model's [`Driver`] gives its
//! decisions and steps the run as it does a saved timeline's, so its
//! timeline can be saved and replayed with [`Sim::run`] to the same trace,
//! bit for bit. A decision taken at minute `m` lands on the
//! timeline at `m` and takes effect from minute `m + 1`.
//!
//! The reference playbook's rules (thresholds are modelling choices):
//!
//! * Rollback: when the page fires with traffic on the bad build and no
//!   rollback preparing, roll back.
//! * Surge: when the requests exceed 1.5 × the opening minute's, raise the
//!   minimum instances to what the load needs at 60 % utilization (sized
//!   from the opening minute's utilization per request), every minute the
//!   load keeps growing; shed the low-priority traffic until that many
//!   instances serve; once the requests are back under 1.2 × the opening
//!   minute's, put the minimum back (the autoscaler then scales in) and stop
//!   shedding.
//! * Cache flush: when the cache hit rate falls under half the opening
//!   minute's, turn the heavy feature off and shed the low-priority traffic;
//!   start the warm-up job once the database has room for its 600 queries/s
//!   (utilization plus the job's share under 75 %); when the job is done and
//!   the database would stay under 70 % with the feature on and no shedding,
//!   restore both.
//!
//! * Database: when the database's utilization reaches 90 % (a slow replica,
//!   a failover), turn the heavy feature off and shed the low-priority
//!   traffic; when it would stay under 70 % with the feature on and no
//!   shedding, restore both.
//! * Lost capacity: when serving instances are lost (a zone goes down),
//!   raise the minimum to the fleet that served the minute before, so the
//!   replacements launch at once, and shed until they serve; then put the
//!   minimum back.
//!
//! The rules follow from the scenario's events, for any scenario: a bad
//! build → the rollback rule; a surge → the surge rule; a cache flush → the
//! cache rule; a change of the database's capacity → the database rule; a
//! loss of instances → the lost-capacity rule. A scenario with no event
//! (free play) gets every rule, which stay quiet unless their symptom
//! shows. [`ReferencePlaybook::rules`] says which it applied. When two
//! rules ask for the same control in a minute, the safer wins: the higher
//! floor, the more shedding, the heavy feature off.

use serde::Serialize;

use super::scorecard::Scorecard;
use crate::model::oncall::constants::{
    MAX_INSTANCES, WARM_UP_DB_QUERIES_PER_SEC, WORKERS_PER_INSTANCE,
};
use crate::model::oncall::minute::{db_utilization_at, queries_per_request};
use crate::model::oncall::{
    Command, CommandSource, Driver, MinuteRow, RunSpec, ScenarioSetup, Sim, Summary, TimedCommand,
    TimelineError, Trace,
};

/// A policy that answers each minute with commands.
pub trait Playbook {
    /// The commands to give at `row`'s minute, having seen every earlier row
    /// (a playbook keeps what it needs of them). Called once per minute, in
    /// order, from the opening row on.
    fn decide(&mut self, row: &MinuteRow, setup: &ScenarioSetup) -> Vec<Command>;
}

/// The first reference: leave every control as the scenario set it.
#[derive(Debug, Clone, Copy, Default)]
pub struct DoNothing;

impl Playbook for DoNothing {
    fn decide(&mut self, _row: &MinuteRow, _setup: &ScenarioSetup) -> Vec<Command> {
        Vec::new()
    }
}

/// Requests above this multiple of the opening minute's mean a surge.
pub const SURGE_TRIGGER: f64 = 1.5;
/// Requests back under this multiple of the opening minute's end the surge.
pub const SURGE_RELAX: f64 = 1.2;
/// Utilization the surge rule sizes the fleet for.
pub const SURGE_TARGET_UTILIZATION: f64 = 0.6;
/// A hit rate under this share of the opening minute's means a flushed cache.
pub const FLUSH_TRIGGER: f64 = 0.5;
/// The warm-up starts when database utilization plus the job's load is under this.
pub const WARM_UP_ROOM: f64 = 0.75;
/// The feature and the traffic come back when the database would stay under this.
pub const RESTORE_DB_UTILIZATION: f64 = 0.7;
/// Database utilization at which the database rule protects it.
pub const DB_PROTECT_UTILIZATION: f64 = 0.9;

/// One of the reference playbook's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Rule {
    /// Roll back a bad build after the page.
    Rollback,
    /// Raise the floor ahead of booting time in a surge.
    Surge,
    /// Shed and warm the cache after a flush.
    CacheFlush,
    /// Shed and turn the feature off while the database is short of capacity.
    Database,
    /// Replace lost capacity.
    LostCapacity,
}

impl Rule {
    /// The Fluent id of the rule's description.
    pub fn text_id(self) -> &'static str {
        match self {
            Self::Rollback => "oncall-debrief-playbook-bad-deploy",
            Self::Surge => "oncall-debrief-playbook-surge",
            Self::CacheFlush => "oncall-debrief-playbook-cache-flush",
            Self::Database => "oncall-debrief-playbook-database",
            Self::LostCapacity => "oncall-debrief-playbook-lost-capacity",
        }
    }
}

/// The second reference: a reasonable on-call playbook (the rules are in
/// the module's documentation).
#[derive(Debug, Clone, Default)]
pub struct ReferencePlaybook {
    rollback: Option<RollbackRule>,
    surge: Option<SurgeRule>,
    flush: Option<FlushRule>,
    database: Option<DatabaseRule>,
    lost: Option<LostCapacityRule>,
}

impl ReferencePlaybook {
    /// The playbook for a scenario, from its events: each event's rule, or
    /// every rule when the scenario has none (free play).
    pub fn for_setup(setup: &ScenarioSetup) -> Self {
        let playbook = Self {
            rollback: setup.deploy_minute.map(|_| RollbackRule),
            surge: setup.surge.map(|_| SurgeRule::default()),
            flush: setup.flush_minute.map(|_| FlushRule::default()),
            database: setup.db_capacity.map(|_| DatabaseRule::default()),
            lost: setup.instance_loss.map(|_| LostCapacityRule::default()),
        };
        if setup.has_events() {
            playbook
        } else {
            Self::generic()
        }
    }

    /// The playbook for a run of `spec`'s scenario.
    pub fn for_spec(spec: &RunSpec) -> Self {
        Self::for_setup(Sim::new(spec.clone()).setup())
    }

    /// Every rule at once.
    pub fn generic() -> Self {
        Self {
            rollback: Some(RollbackRule),
            surge: Some(SurgeRule::default()),
            flush: Some(FlushRule::default()),
            database: Some(DatabaseRule::default()),
            lost: Some(LostCapacityRule::default()),
        }
    }

    /// The rules it applies, in the order it applies them.
    pub fn rules(&self) -> Vec<Rule> {
        [
            (self.rollback.is_some(), Rule::Rollback),
            (self.surge.is_some(), Rule::Surge),
            (self.flush.is_some(), Rule::CacheFlush),
            (self.database.is_some(), Rule::Database),
            (self.lost.is_some(), Rule::LostCapacity),
        ]
        .into_iter()
        .filter_map(|(on, rule)| on.then_some(rule))
        .collect()
    }
}

impl Playbook for ReferencePlaybook {
    fn decide(&mut self, row: &MinuteRow, setup: &ScenarioSetup) -> Vec<Command> {
        let mut commands = Vec::new();
        if self.rollback.is_some() {
            RollbackRule::decide(row, &mut commands);
        }
        if let Some(rule) = &mut self.surge {
            rule.decide(row, &mut commands);
        }
        if let Some(rule) = &mut self.flush {
            rule.decide(row, &mut commands);
        }
        if let Some(rule) = &mut self.database {
            rule.decide(row, &mut commands);
        }
        if let Some(rule) = &mut self.lost {
            rule.decide(row, setup, &mut commands);
        }
        // Two rules may ask for the same control: the safer wins.
        combine(commands)
    }
}

/// One command per control, in the order first asked; when two rules ask
/// for the same control the safer wins: the higher floor, the more
/// shedding, the heavy feature off; otherwise the last word.
fn combine(commands: Vec<Command>) -> Vec<Command> {
    let mut kept: Vec<Command> = Vec::with_capacity(commands.len());
    for command in commands {
        match kept
            .iter_mut()
            .find(|c| std::mem::discriminant(*c) == std::mem::discriminant(&command))
        {
            Some(same) => {
                *same = match (*same, command) {
                    (Command::SetMinInstances(a), Command::SetMinInstances(b)) => {
                        Command::SetMinInstances(a.max(b))
                    }
                    (Command::SetShedShare(a), Command::SetShedShare(b)) => {
                        Command::SetShedShare(a.max(b))
                    }
                    (Command::SetHeavyFeature(a), Command::SetHeavyFeature(b)) => {
                        Command::SetHeavyFeature(a && b)
                    }
                    (_, last) => last,
                }
            }
            None => kept.push(command),
        }
    }
    kept
}

/// Protect a database short of capacity: the feature off and shedding
/// while it is near saturation, restored when it has room again.
#[derive(Debug, Clone, Copy, Default)]
struct DatabaseRule {
    protecting: bool,
}

impl DatabaseRule {
    fn decide(&mut self, row: &MinuteRow, commands: &mut Vec<Command>) {
        let db = row.db_utilization();
        if !self.protecting {
            if db >= DB_PROTECT_UTILIZATION {
                self.protecting = true;
                if row.controls.heavy_feature {
                    commands.push(Command::SetHeavyFeature(false));
                }
                if row.controls.shed_share < 1.0 {
                    commands.push(Command::SetShedShare(1.0));
                }
            }
            return;
        }
        // The database scaled to the queries per request with the feature
        // on and to every request admitted.
        let feature = queries_per_request(true) / row.out.queries_per_request;
        let predicted = db * feature / (1.0 - row.out.traffic_shed).max(0.1);
        if predicted < RESTORE_DB_UTILIZATION {
            self.protecting = false;
            commands.push(Command::SetHeavyFeature(true));
            commands.push(Command::SetShedShare(0.0));
        }
    }
}

/// Replace lost instances at once: the floor raised to the fleet that
/// served before the loss, shedding until it serves again.
#[derive(Debug, Clone, Copy, Default)]
struct LostCapacityRule {
    /// Instances serving the minute before.
    before: Option<u32>,
    /// While replacing: the floor to put back, the floor it set, and
    /// whether it started the shedding.
    replacing: Option<Replacing>,
}

#[derive(Debug, Clone, Copy)]
struct Replacing {
    floor: u32,
    raised: u32,
    shed: bool,
}

impl LostCapacityRule {
    /// The loss is seen at its minute (the charts mark it), not guessed
    /// from a smaller fleet, which a scale-in also gives.
    fn decide(&mut self, row: &MinuteRow, setup: &ScenarioSetup, commands: &mut Vec<Command>) {
        let serving = row.instances_serving;
        let lost = setup
            .instance_loss
            .is_some_and(|loss| loss.minute == row.minute);
        if lost && self.replacing.is_none() {
            // Never below a floor another rule has set (a surge's).
            let floor = row.controls.min_instances;
            let raised = self.before.unwrap_or(serving).max(floor);
            let shed = row.controls.shed_share < 1.0;
            self.replacing = Some(Replacing {
                floor,
                raised,
                shed,
            });
            commands.push(Command::SetMinInstances(raised));
            if shed {
                commands.push(Command::SetShedShare(1.0));
            }
        } else if let Some(r) = self.replacing
            && serving >= r.raised
        {
            self.replacing = None;
            // Put back only what this rule changed and no other rule has since.
            if row.controls.min_instances == r.raised && r.floor < r.raised {
                commands.push(Command::SetMinInstances(r.floor));
            }
            if r.shed {
                commands.push(Command::SetShedShare(0.0));
            }
        }
        self.before = Some(serving);
    }
}

/// Roll back when the page fires with the bad build live.
#[derive(Debug, Clone, Copy, Default)]
struct RollbackRule;

impl RollbackRule {
    fn decide(row: &MinuteRow, commands: &mut Vec<Command>) {
        if row.paging && row.bad_build_traffic > 0.0 && row.rollback_minutes_left == 0 {
            commands.push(Command::Rollback);
        }
    }
}

/// What the surge rule remembers of the opening minute.
#[derive(Debug, Clone, Copy)]
struct Opening {
    requests_per_sec: f64,
    /// Worker-seconds per request, from the opening minute's utilization.
    work_secs: f64,
    min_instances: u32,
}

/// Size the fleet for a surge, shed until it serves, relax afterwards.
#[derive(Debug, Clone, Copy, Default)]
struct SurgeRule {
    opening: Option<Opening>,
    active: bool,
    /// Shedding was switched on in this surge (it is switched on once).
    shed_started: bool,
    shedding: bool,
}

impl SurgeRule {
    fn decide(&mut self, row: &MinuteRow, commands: &mut Vec<Command>) {
        let opening = *self.opening.get_or_insert_with(|| Opening {
            requests_per_sec: row.requests_per_sec,
            work_secs: row.out.utilization * f64::from(row.out.workers)
                / row.requests_per_sec.max(1.0),
            min_instances: row.controls.min_instances,
        });
        let requests = row.requests_per_sec;
        if !self.active {
            if requests <= SURGE_TRIGGER * opening.requests_per_sec {
                return;
            }
            self.active = true;
            self.shed_started = false;
        }
        if requests < SURGE_RELAX * opening.requests_per_sec {
            self.active = false;
            if row.controls.min_instances > opening.min_instances {
                commands.push(Command::SetMinInstances(opening.min_instances));
            }
            if self.shedding {
                self.shedding = false;
                commands.push(Command::SetShedShare(0.0));
            }
            return;
        }
        // ⌈λ·S / (16 × 60 %)⌉ instances for the whole load, shed or not.
        let needed = (requests * opening.work_secs
            / (f64::from(WORKERS_PER_INSTANCE) * SURGE_TARGET_UTILIZATION))
            .ceil()
            .clamp(1.0, f64::from(MAX_INSTANCES)) as u32;
        if needed > row.controls.min_instances {
            commands.push(Command::SetMinInstances(needed));
        }
        let enough = row.instances_serving >= needed;
        if !self.shed_started && !enough {
            self.shed_started = true;
            self.shedding = true;
            commands.push(Command::SetShedShare(1.0));
        } else if self.shedding && enough {
            self.shedding = false;
            commands.push(Command::SetShedShare(0.0));
        }
    }
}

/// Where the cache-flush rule stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum FlushStage {
    #[default]
    Watching,
    Degraded,
    WarmingUp,
    Restored,
}

/// Degrade gracefully, warm the cache when the database has room, restore.
#[derive(Debug, Clone, Copy, Default)]
struct FlushRule {
    opening_hit_rate: Option<f64>,
    stage: FlushStage,
}

impl FlushRule {
    fn decide(&mut self, row: &MinuteRow, commands: &mut Vec<Command>) {
        let opening_hit_rate = *self.opening_hit_rate.get_or_insert(row.out.cache_hit_rate);
        let db = row.db_utilization();
        match self.stage {
            FlushStage::Watching => {
                if row.out.cache_hit_rate < FLUSH_TRIGGER * opening_hit_rate {
                    if row.controls.heavy_feature {
                        commands.push(Command::SetHeavyFeature(false));
                    }
                    if row.controls.shed_share < 1.0 {
                        commands.push(Command::SetShedShare(1.0));
                    }
                    self.stage = FlushStage::Degraded;
                }
            }
            FlushStage::Degraded => {
                // On the database as it is now (a scenario may have cut it).
                let job = db_utilization_at(
                    WARM_UP_DB_QUERIES_PER_SEC,
                    row.out.inputs.db_capacity_queries_per_sec,
                );
                if row.warm_up_minutes_left == 0 && db + job < WARM_UP_ROOM {
                    commands.push(Command::StartWarmUp);
                    self.stage = FlushStage::WarmingUp;
                }
            }
            FlushStage::WarmingUp => {
                // The database scaled to the queries per request with the
                // feature on and to every request admitted.
                let feature = queries_per_request(true) / row.out.queries_per_request;
                let predicted = db * feature / (1.0 - row.out.traffic_shed).max(0.1);
                if row.warm_up_minutes_left == 0 && predicted < RESTORE_DB_UTILIZATION {
                    commands.push(Command::SetHeavyFeature(true));
                    commands.push(Command::SetShedShare(0.0));
                    self.stage = FlushStage::Restored;
                }
            }
            FlushStage::Restored => {}
        }
    }
}

/// A response run to the end: its commands, its trace and its scorecard.
#[derive(Debug, Clone, PartialEq)]
pub struct Response {
    /// The commands the policy gave, replayable with [`Sim::run`].
    pub timeline: Vec<TimedCommand>,
    /// Every row and event.
    pub trace: Trace,
    /// The outcome.
    pub scorecard: Scorecard,
}

/// The three responses a debrief compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum ResponseKind {
    /// The person's own timeline.
    Run,
    /// [`DoNothing`].
    DoNothing,
    /// [`ReferencePlaybook`] for the scenario.
    Playbook,
}

impl ResponseKind {
    /// In the order the debrief shows them.
    pub const ALL: [Self; 3] = [Self::Run, Self::DoNothing, Self::Playbook];

    /// The Fluent id of the response's name.
    pub fn label_id(self) -> &'static str {
        match self {
            Self::Run => "oncall-debrief-column-run",
            Self::DoNothing => "oncall-debrief-column-do-nothing",
            Self::Playbook => "oncall-debrief-column-playbook",
        }
    }
}

/// Runs `playbook` on `spec` for `minutes` minutes, keeping every row.
///
/// Fails only if the playbook gives an invalid command (a bug in it).
pub fn run_playbook<P: Playbook + ?Sized>(
    spec: RunSpec,
    minutes: u32,
    playbook: &mut P,
) -> Result<Response, TimelineError> {
    let mut rows = Vec::with_capacity(minutes as usize + 1);
    let sim = drive(spec, minutes, playbook, |row| rows.push(*row))?;
    let trace = Trace {
        rows,
        events: sim.events().to_vec(),
    };
    Ok(Response {
        timeline: sim.timeline().to_vec(),
        scorecard: Scorecard::from_trace(&trace),
        trace,
    })
}

/// Runs `playbook` on `spec` for `minutes` minutes, keeping only the
/// summary (for ensembles).
pub fn run_playbook_summary<P: Playbook + ?Sized>(
    spec: RunSpec,
    minutes: u32,
    playbook: &mut P,
) -> Result<Summary, TimelineError> {
    let mut summary = Summary::default();
    drive(spec, minutes, playbook, |row| summary.add(row))?;
    Ok(summary)
}

/// One of the two references a run is compared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Reference {
    /// [`DoNothing`].
    DoNothing,
    /// [`ReferencePlaybook::for_setup`].
    Playbook,
}

impl Reference {
    /// Both, in the order the debrief shows them.
    pub const ALL: [Self; 2] = [Self::DoNothing, Self::Playbook];

    /// The same response as a [`ResponseKind`].
    pub fn kind(self) -> ResponseKind {
        match self {
            Self::DoNothing => ResponseKind::DoNothing,
            Self::Playbook => ResponseKind::Playbook,
        }
    }
}

/// Runs the reference `reference` on `spec` for `minutes` minutes.
pub fn run_reference(
    reference: Reference,
    spec: RunSpec,
    minutes: u32,
) -> Result<Response, TimelineError> {
    match reference {
        Reference::DoNothing => run_playbook(spec, minutes, &mut DoNothing),
        Reference::Playbook => {
            let mut playbook = ReferencePlaybook::for_spec(&spec);
            run_playbook(spec, minutes, &mut playbook)
        }
    }
}

/// Every playbook is a command source: at each minute it decides from the
/// row it sees.
impl<P: Playbook + ?Sized> CommandSource for P {
    fn commands_at(&mut self, row: &MinuteRow, setup: &ScenarioSetup, commands: &mut Vec<Command>) {
        commands.extend(self.decide(row, setup));
    }
}

/// Drives a new simulation `minutes` minutes with `playbook`'s commands,
/// handing every row (the opening one first) to `on_row`.
fn drive<P: Playbook + ?Sized>(
    spec: RunSpec,
    minutes: u32,
    playbook: &mut P,
    mut on_row: impl FnMut(&MinuteRow),
) -> Result<Sim, TimelineError> {
    let mut sim = Sim::new(spec);
    on_row(sim.row());
    Driver::new(&mut sim, playbook).run_until(minutes, on_row)?;
    Ok(sim)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::model::oncall::Scenario;

    fn spec(scenario: Scenario, seed: u32) -> RunSpec {
        RunSpec::new(scenario, seed)
    }

    #[test]
    fn a_playbook_run_replays_bit_for_bit() {
        for scenario in Scenario::ALL {
            let spec = spec(scenario, 11);
            let response = run_reference(Reference::Playbook, spec.clone(), 180).expect("valid");
            let replay = Sim::run(spec.clone(), &response.timeline, 180).expect("valid");
            assert_eq!(replay, response.trace, "{scenario}");
            let mut playbook = ReferencePlaybook::for_spec(&spec);
            let summary = run_playbook_summary(spec, 180, &mut playbook).expect("valid");
            assert_eq!(summary, response.trace.summary());
        }
    }

    #[test]
    fn free_play_stays_quiet() {
        let response =
            run_reference(Reference::Playbook, spec(Scenario::FreePlay, 5), 180).expect("valid");
        assert!(response.timeline.is_empty(), "{:?}", response.timeline);
    }

    #[test]
    fn bad_deploy_rolls_back_once_at_the_page() {
        let response =
            run_reference(Reference::Playbook, spec(Scenario::BadDeploy, 2), 180).expect("valid");
        assert_eq!(response.timeline.len(), 1, "{:?}", response.timeline);
        let page = response
            .trace
            .rows
            .iter()
            .find(|row| row.paging)
            .expect("the page fires");
        assert_eq!(
            response.timeline[0],
            TimedCommand {
                minute: page.minute,
                command: Command::Rollback
            }
        );
    }

    #[test]
    fn surge_rule_scales_sheds_and_relaxes() {
        let response =
            run_reference(Reference::Playbook, spec(Scenario::Surge, 4), 180).expect("valid");
        let commands: Vec<Command> = response.timeline.iter().map(|t| t.command).collect();
        assert!(
            commands.contains(&Command::SetShedShare(1.0)),
            "{commands:?}"
        );
        assert!(
            commands.contains(&Command::SetShedShare(0.0)),
            "{commands:?}"
        );
        assert!(
            commands.contains(&Command::SetMinInstances(10)),
            "relaxes: {commands:?}"
        );
        let last = response.trace.rows.last().expect("rows");
        assert_eq!(last.controls.shed_share, 0.0);
    }

    #[test]
    fn flush_rule_degrades_warms_and_restores() {
        let response =
            run_reference(Reference::Playbook, spec(Scenario::CacheFlush, 4), 180).expect("valid");
        let commands: Vec<Command> = response.timeline.iter().map(|t| t.command).collect();
        assert_eq!(
            commands,
            [
                Command::SetHeavyFeature(false),
                Command::SetShedShare(1.0),
                Command::StartWarmUp,
                Command::SetHeavyFeature(true),
                Command::SetShedShare(0.0),
            ]
        );
        assert_eq!(response.timeline[0].minute, 60);
    }
}
