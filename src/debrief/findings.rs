//! What went well and what to try next: simple rules on a run's trace and
//! its scorecard against the two references, as data ([`Finding`]) with a
//! localized text ([`finding_text`]).

use fluent_bundle::FluentValue;
use serde::Serialize;

use super::playbook::Response;
use super::scorecard::Scorecard;
use crate::i18n::I18n;
use crate::model::clock_text;
use crate::model::oncall::constants::{ERROR_BUDGET, ROLLBACK_MINUTES};
use crate::model::oncall::{Command, EventKind, RunSpec, Sim, TimedCommand, TimelineError, Trace};

/// Budget differences smaller than this (a hundredth of a percent of the
/// month's budget, the precision the debrief shows) count as equal.
pub const BUDGET_TOLERANCE: f64 = 1e-4;
/// A rollback at most this many minutes after the page counts as quick.
pub const QUICK_ROLLBACK_MINUTES: u32 = ROLLBACK_MINUTES;
/// Fleet utilization above this counts as running hot.
pub const HOT_UTILIZATION: f64 = 0.9;
/// Minutes of a hot fleet before it is worth a remark.
pub const HOT_FLEET_MINUTES: u32 = 5;
/// Database utilization above this counts as running hot.
pub const HOT_DB_UTILIZATION: f64 = 0.9;
/// Minutes of a hot database before it is worth a remark.
pub const HOT_DB_MINUTES: u32 = 3;
/// A warm-up started with the database at or above this is a remark.
pub const BUSY_DB_FOR_WARM_UP: f64 = 0.8;
/// A run costing more than this multiple of the playbook's is a remark.
pub const COSTLIER_FACTOR: f64 = 1.2;

/// One remark of the postmortem.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub enum Finding {
    /// Went well: this share of the month's budget was kept compared with doing nothing.
    SavedVersusNothing {
        /// Share of the month's error budget.
        budget: f64,
    },
    /// Went well: no more of the budget consumed than the reference playbook.
    AsGoodAsPlaybook,
    /// Went well: the rollback came before the page fired.
    EarlyRollback {
        /// Time of the rollback, minutes after midnight.
        clock_minutes: u32,
    },
    /// Went well: the rollback came soon after the page.
    QuickRollback {
        /// Minutes from the page to the rollback.
        minutes: u32,
    },
    /// Went well: the page resolved before the end.
    PageResolved {
        /// Time the last page resolved, minutes after midnight.
        clock_minutes: u32,
    },
    /// Went well: the page never fired.
    NeverPaged,
    /// Went well: the fleet never saturated, while doing nothing saturates it.
    NeverSaturated,
    /// Went well: cheaper than the playbook without spending more budget.
    CheaperThanPlaybook {
        /// Dollars saved.
        dollars: f64,
    },
    /// Went well: nothing stood out.
    NothingStoodOut,
    /// To try: the rollback came late.
    LateRollback {
        /// Time the page fired, minutes after midnight.
        page_clock_minutes: u32,
        /// Minutes from the page to the rollback.
        minutes: u32,
        /// Share of the month's budget a rollback at the page would have saved.
        saved: f64,
    },
    /// To try: the page fired with the bad build live and no rollback followed.
    NoRollback {
        /// Time the page fired, minutes after midnight.
        page_clock_minutes: u32,
        /// Share of the month's budget a rollback at the page would have saved.
        saved: f64,
    },
    /// To try: the fleet ran above 90 % utilization.
    HotFleet {
        /// Minutes above 90 %.
        minutes: u32,
    },
    /// To try: the database ran above 90 % utilization.
    HotDatabase {
        /// Minutes above 90 %.
        minutes: u32,
    },
    /// To try: the warm-up started while the database was busy.
    WarmUpOnBusyDatabase {
        /// Time of the warm-up, minutes after midnight.
        clock_minutes: u32,
        /// Database utilization then, 0–1.
        db_utilization: f64,
    },
    /// To try: traffic was still shed at the end, the incident over.
    ShedAtEnd {
        /// Share of all traffic shed in the last minute.
        share: f64,
    },
    /// To try: the heavy feature was still off at the end, the incident over.
    FeatureOffAtEnd,
    /// To try: a rollback with no bad build live.
    NeedlessRollback {
        /// Time of the rollback, minutes after midnight.
        clock_minutes: u32,
    },
    /// To try: the rollback was pressed again while it was preparing.
    RollbackRestarted {
        /// Time of the second press, minutes after midnight.
        clock_minutes: u32,
    },
    /// To try: the run cost much more than the playbook.
    CostlierThanPlaybook {
        /// Extra dollars.
        dollars: f64,
        /// The one decision that cost the most, if one stands out: the run
        /// replayed without it costs `saved` less.
        costliest: Option<CostlyDecision>,
    },
    /// To try: the playbook kept more of the budget.
    PlaybookKeptMore {
        /// Share of the month's error budget.
        budget: f64,
    },
    /// To try: nothing to add.
    NothingToAdd,
}

/// A decision and what the run would have cost less without it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CostlyDecision {
    /// The decision.
    pub command: Command,
    /// When, minutes after midnight.
    pub clock_minutes: u32,
    /// Dollars the run replayed without it costs less.
    pub saved: f64,
}

/// What the rules look at.
pub(super) struct Inputs<'a> {
    pub spec: RunSpec,
    pub timeline: &'a [TimedCommand],
    pub trace: &'a Trace,
    pub scorecard: &'a Scorecard,
    pub do_nothing: &'a Response,
    pub playbook: &'a Response,
}

/// The rollback story of a run with a bad build: when the page fired with
/// the bad build live, and the first rollback given while it was live.
struct RollbackStory {
    page_minute: Option<u32>,
    rollback_minute: Option<u32>,
}

impl Inputs<'_> {
    fn minutes(&self) -> u32 {
        self.scorecard.minutes
    }

    fn rollback_story(&self) -> Option<RollbackStory> {
        let rows = &self.trace.rows;
        let live = |minute: u32| {
            rows.get(minute as usize)
                .is_some_and(|r| r.bad_build_traffic > 0.0)
        };
        let deployed = self
            .trace
            .events
            .iter()
            .any(|e| e.kind == EventKind::Deploy);
        if !deployed {
            return None;
        }
        let page_minute = self
            .trace
            .events
            .iter()
            .find(|e| e.kind == EventKind::PageStart && live(e.minute))
            .map(|e| e.minute);
        let rollback_minute = self
            .trace
            .events
            .iter()
            .find(|e| e.kind == EventKind::Command(Command::Rollback) && live(e.minute))
            .map(|e| e.minute);
        Some(RollbackStory {
            page_minute,
            rollback_minute,
        })
    }

    /// Budget a rollback at `page` would have saved: the person's timeline
    /// without its rollbacks, plus one at the page.
    fn rollback_at_page_saves(&self, page: u32) -> Result<f64, TimelineError> {
        let mut timeline: Vec<TimedCommand> = self
            .timeline
            .iter()
            .filter(|t| t.command != Command::Rollback)
            .copied()
            .collect();
        let at = timeline.partition_point(|t| t.minute <= page);
        timeline.insert(
            at,
            TimedCommand {
                minute: page,
                command: Command::Rollback,
            },
        );
        let what_if = Sim::run_summary(self.spec.clone(), &timeline, self.minutes())?;
        Ok(what_if.budget_remaining - self.scorecard.budget_left)
    }

    fn clock(&self, minute: u32) -> u32 {
        self.trace
            .rows
            .first()
            .map_or(0, |r| r.clock_minutes)
            .saturating_add(minute)
    }

    /// The rows of the minutes simulated.
    fn simulated(&self) -> &[crate::model::oncall::MinuteRow] {
        self.trace.rows.get(1..).unwrap_or_default()
    }
}

/// What went well.
pub(super) fn went_well(inputs: &Inputs<'_>) -> Vec<Finding> {
    let card = inputs.scorecard;
    let nothing = &inputs.do_nothing.scorecard;
    let playbook = &inputs.playbook.scorecard;
    let mut found = Vec::new();

    let saved = nothing.budget_consumed - card.budget_consumed;
    if saved > BUDGET_TOLERANCE {
        found.push(Finding::SavedVersusNothing { budget: saved });
    }
    let as_good = card.budget_consumed <= playbook.budget_consumed + BUDGET_TOLERANCE;
    if as_good && playbook.budget_consumed > BUDGET_TOLERANCE {
        found.push(Finding::AsGoodAsPlaybook);
    }
    if let Some(story) = inputs.rollback_story()
        && let Some(rollback) = story.rollback_minute
    {
        match story.page_minute {
            Some(page) if rollback >= page => {
                if rollback - page <= QUICK_ROLLBACK_MINUTES {
                    found.push(Finding::QuickRollback {
                        minutes: rollback - page,
                    });
                }
            }
            _ => found.push(Finding::EarlyRollback {
                clock_minutes: inputs.clock(rollback),
            }),
        }
    }
    let ends_paging = inputs.trace.rows.last().is_some_and(|r| r.paging);
    if card.minutes_paging == 0 && card.minutes > 0 {
        found.push(Finding::NeverPaged);
    } else if !ends_paging
        && let Some(end) = inputs
            .trace
            .events
            .iter()
            .rev()
            .find(|e| e.kind == EventKind::PageEnd)
    {
        found.push(Finding::PageResolved {
            clock_minutes: inputs.clock(end.minute),
        });
    }
    if nothing.failed_saturation > 0.0 && card.failed_saturation == 0.0 {
        found.push(Finding::NeverSaturated);
    }
    let cheaper = playbook.cost_dollars - card.cost_dollars;
    if as_good && cheaper >= 0.01 {
        found.push(Finding::CheaperThanPlaybook { dollars: cheaper });
    }
    if found.is_empty() {
        found.push(Finding::NothingStoodOut);
    }
    found
}

/// What to try next.
pub(super) fn to_try(inputs: &Inputs<'_>) -> Result<Vec<Finding>, TimelineError> {
    let rows = inputs.simulated();
    let mut found: Vec<Finding> = late_rollback(inputs)?.into_iter().collect();
    found.extend(saturation(rows));
    found.extend(command_remarks(inputs));
    dedup_by_kind(&mut found);
    found.extend(end_state(inputs, rows));
    cost_and_budget(inputs, &mut found);
    if found.is_empty() {
        found.push(Finding::NothingToAdd);
    }
    Ok(found)
}

/// A rollback that came late after the page, or never, when the
/// playbook's rollback at the page would have saved budget.
fn late_rollback(inputs: &Inputs<'_>) -> Result<Option<Finding>, TimelineError> {
    let Some(story) = inputs.rollback_story() else {
        return Ok(None);
    };
    let Some(page) = story.page_minute else {
        return Ok(None);
    };
    let late = match story.rollback_minute {
        Some(rollback) if rollback >= page => {
            Some(rollback - page).filter(|&m| m > QUICK_ROLLBACK_MINUTES)
        }
        Some(_) => None,
        None => Some(u32::MAX),
    };
    let Some(minutes) = late else {
        return Ok(None);
    };
    let saved = inputs.rollback_at_page_saves(page)?;
    if saved <= BUDGET_TOLERANCE {
        return Ok(None);
    }
    let page_clock_minutes = inputs.clock(page);
    Ok(Some(if minutes == u32::MAX {
        Finding::NoRollback {
            page_clock_minutes,
            saved,
        }
    } else {
        Finding::LateRollback {
            page_clock_minutes,
            minutes,
            saved,
        }
    }))
}

/// A fleet or a database that ran hot for long.
fn saturation(rows: &[crate::model::oncall::MinuteRow]) -> Vec<Finding> {
    let mut found = Vec::new();
    let count = |pred: &dyn Fn(&crate::model::oncall::MinuteRow) -> bool| {
        rows.iter().filter(|r| pred(r)).count() as u32
    };
    let hot_fleet = count(&|r| r.out.utilization > HOT_UTILIZATION);
    if hot_fleet >= HOT_FLEET_MINUTES {
        found.push(Finding::HotFleet { minutes: hot_fleet });
    }
    let hot_db = count(&|r| r.db_utilization() > HOT_DB_UTILIZATION);
    if hot_db >= HOT_DB_MINUTES {
        found.push(Finding::HotDatabase { minutes: hot_db });
    }

    found
}

/// Decisions that did harm or nothing: a warm-up on a busy database, a
/// rollback that restarted another, a rollback with no bad build live.
fn command_remarks(inputs: &Inputs<'_>) -> Vec<Finding> {
    let mut found = Vec::new();
    for event in &inputs.trace.events {
        let Some(row) = inputs.trace.rows.get(event.minute as usize) else {
            continue;
        };
        match event.kind {
            EventKind::Command(Command::StartWarmUp)
                if row.db_utilization() >= BUSY_DB_FOR_WARM_UP && row.warm_up_minutes_left == 0 =>
            {
                found.push(Finding::WarmUpOnBusyDatabase {
                    clock_minutes: row.clock_minutes,
                    db_utilization: row.db_utilization(),
                });
            }
            EventKind::Command(Command::Rollback) if row.rollback_minutes_left > 0 => {
                found.push(Finding::RollbackRestarted {
                    clock_minutes: row.clock_minutes,
                });
            }
            EventKind::Command(Command::Rollback) if row.bad_build_traffic == 0.0 => {
                found.push(Finding::NeedlessRollback {
                    clock_minutes: row.clock_minutes,
                });
            }
            _ => {}
        }
    }
    found
}

/// Shedding or the feature still off at the end, once the errors are low.
fn end_state(inputs: &Inputs<'_>, rows: &[crate::model::oncall::MinuteRow]) -> Vec<Finding> {
    let mut found = Vec::new();
    if let Some(last) = rows.last()
        && last.out.error_rate < ERROR_BUDGET
    {
        if last.out.traffic_shed > 0.0 {
            found.push(Finding::ShedAtEnd {
                share: last.out.traffic_shed,
            });
        }
        let setup_feature = inputs.trace.rows[0].controls.heavy_feature;
        if setup_feature && !last.controls.heavy_feature {
            found.push(Finding::FeatureOffAtEnd);
        }
    }

    found
}

/// Costlier than the playbook, or the playbook kept more budget (unless
/// the late rollback already said so).
fn cost_and_budget(inputs: &Inputs<'_>, found: &mut Vec<Finding>) {
    let card = inputs.scorecard;
    let playbook = &inputs.playbook.scorecard;
    let extra = card.cost_dollars - playbook.cost_dollars;
    if card.cost_dollars > COSTLIER_FACTOR * playbook.cost_dollars && extra >= 1.0 {
        found.push(Finding::CostlierThanPlaybook {
            dollars: extra,
            costliest: costliest_decision(inputs, extra),
        });
    }
    // A late or missing rollback already says what the playbook's would have saved.
    let rollback_remark = found
        .iter()
        .any(|f| matches!(f, Finding::LateRollback { .. } | Finding::NoRollback { .. }));
    let kept = playbook.budget_left - card.budget_left;
    if kept > BUDGET_TOLERANCE && !rollback_remark {
        found.push(Finding::PlaybookKeptMore { budget: kept });
    }
}

/// The most decisions a run may have for the debrief to look for the one
/// that cost the most (each is one replay of the run without it).
pub const MAX_WHAT_IF_DECISIONS: usize = 40;

/// The decision whose absence saves the most money, found by replaying
/// the run without each decision in turn; named only if it accounts for
/// most (more than half) of the `extra` cost.
fn costliest_decision(inputs: &Inputs<'_>, extra: f64) -> Option<CostlyDecision> {
    // One replay per decision: beyond a few dozen decisions no single one
    // stands out to a reader, and the debrief of a long timeline stays fast.
    if inputs.timeline.len() > MAX_WHAT_IF_DECISIONS {
        return None;
    }
    let mut best: Option<CostlyDecision> = None;
    for (k, decision) in inputs.timeline.iter().enumerate() {
        let without: Vec<TimedCommand> = inputs
            .timeline
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != k)
            .map(|(_, t)| *t)
            .collect();
        let Ok(what_if) = Sim::run_summary(inputs.spec.clone(), &without, inputs.minutes()) else {
            continue;
        };
        let saved = inputs.scorecard.cost_dollars - what_if.cost_dollars;
        if best.is_none_or(|b| saved > b.saved) {
            best = Some(CostlyDecision {
                command: decision.command,
                clock_minutes: inputs.clock(decision.minute),
                saved,
            });
        }
    }
    best.filter(|b| b.saved > 0.5 * extra)
}

/// Keeps the first finding of each kind (one remark per kind is enough).
fn dedup_by_kind(found: &mut Vec<Finding>) {
    let mut seen = Vec::new();
    found.retain(|f| {
        let kind = std::mem::discriminant(f);
        if seen.contains(&kind) {
            false
        } else {
            seen.push(kind);
            true
        }
    });
}

/// The localized text of a finding.
pub fn finding_text(i18n: &I18n, finding: &Finding) -> String {
    i18n.tr_args(finding.message_id(), &finding_args(i18n, finding))
}

impl Finding {
    /// The Fluent id of the finding's text.
    pub fn message_id(&self) -> &'static str {
        match self {
            Self::SavedVersusNothing { .. } => "oncall-debrief-well-saved-vs-nothing",
            Self::AsGoodAsPlaybook => "oncall-debrief-well-as-good-as-playbook",
            Self::EarlyRollback { .. } => "oncall-debrief-well-early-rollback",
            Self::QuickRollback { .. } => "oncall-debrief-well-quick-rollback",
            Self::PageResolved { .. } => "oncall-debrief-well-page-resolved",
            Self::NeverPaged => "oncall-debrief-well-never-paged",
            Self::NeverSaturated => "oncall-debrief-well-never-saturated",
            Self::CheaperThanPlaybook { .. } => "oncall-debrief-well-cheaper",
            Self::NothingStoodOut => "oncall-debrief-well-nothing",
            Self::LateRollback { .. } => "oncall-debrief-next-late-rollback",
            Self::NoRollback { .. } => "oncall-debrief-next-no-rollback",
            Self::HotFleet { .. } => "oncall-debrief-next-hot-fleet",
            Self::HotDatabase { .. } => "oncall-debrief-next-hot-db",
            Self::WarmUpOnBusyDatabase { .. } => "oncall-debrief-next-warm-up-busy-db",
            Self::ShedAtEnd { .. } => "oncall-debrief-next-shed-at-end",
            Self::FeatureOffAtEnd => "oncall-debrief-next-feature-off-at-end",
            Self::NeedlessRollback { .. } => "oncall-debrief-next-needless-rollback",
            Self::RollbackRestarted { .. } => "oncall-debrief-next-rollback-restarted",
            Self::CostlierThanPlaybook {
                costliest: None, ..
            } => "oncall-debrief-next-costlier",
            Self::CostlierThanPlaybook { .. } => "oncall-debrief-next-costlier-decision",
            Self::PlaybookKeptMore { .. } => "oncall-debrief-next-playbook-kept-more",
            Self::NothingToAdd => "oncall-debrief-next-nothing",
        }
    }
}

/// A finding's arguments, formatted for the reader.
fn finding_args(i18n: &I18n, finding: &Finding) -> Vec<(&'static str, FluentValue<'static>)> {
    let share = |x: f64| ("value", FluentValue::from(i18n.fmt_percent(x, 2)));
    let percent = |x: f64| ("value", FluentValue::from(i18n.fmt_percent(x, 0)));
    let clock = |minutes: u32| ("clock", FluentValue::from(clock_text(minutes)));
    let minutes = |m: u32| ("minutes", FluentValue::from(m));
    match *finding {
        Finding::AsGoodAsPlaybook
        | Finding::NeverPaged
        | Finding::NeverSaturated
        | Finding::NothingStoodOut
        | Finding::FeatureOffAtEnd
        | Finding::NothingToAdd => vec![],
        Finding::SavedVersusNothing { budget } | Finding::PlaybookKeptMore { budget } => {
            vec![share(budget)]
        }
        Finding::EarlyRollback { clock_minutes }
        | Finding::PageResolved { clock_minutes }
        | Finding::NeedlessRollback { clock_minutes }
        | Finding::RollbackRestarted { clock_minutes } => vec![clock(clock_minutes)],
        Finding::QuickRollback { minutes: m }
        | Finding::HotFleet { minutes: m }
        | Finding::HotDatabase { minutes: m } => vec![minutes(m)],
        Finding::CheaperThanPlaybook { dollars }
        | Finding::CostlierThanPlaybook {
            dollars,
            costliest: None,
        } => {
            vec![("cost", FluentValue::from(i18n.fmt_money(dollars)))]
        }
        Finding::CostlierThanPlaybook {
            dollars,
            costliest: Some(decision),
        } => vec![
            ("cost", FluentValue::from(i18n.fmt_money(dollars))),
            (
                "decision",
                FluentValue::from(super::timeline::command_text(i18n, &decision.command)),
            ),
            clock(decision.clock_minutes),
            ("saved", FluentValue::from(i18n.fmt_money(decision.saved))),
        ],
        Finding::LateRollback {
            page_clock_minutes,
            minutes: m,
            saved,
        } => vec![clock(page_clock_minutes), minutes(m), share(saved)],
        Finding::NoRollback {
            page_clock_minutes,
            saved,
        } => vec![clock(page_clock_minutes), share(saved)],
        Finding::WarmUpOnBusyDatabase {
            clock_minutes,
            db_utilization,
        } => vec![clock(clock_minutes), percent(db_utilization)],
        Finding::ShedAtEnd { share: shed } => vec![percent(shed)],
    }
}
