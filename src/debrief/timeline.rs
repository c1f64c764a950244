//! The incident timeline: every event of a trace (scenario events, the page,
//! the person's commands) with its clock time and what changed in the
//! minutes after it, e.g. "09:31 rollback pressed → bad-build traffic 0 % at
//! 09:36, burn rate (1 h) back under 14.4× at 10:12".
//!
//! Built as data ([`TimelineEntry`], [`Consequence`], [`Effect`]); the text
//! comes from the `oncall-debrief-*` Fluent messages ([`entry_text`]).
//! Consequences are searched from the event's minute to the end of the run
//! and left out when they never happen.

use fluent_bundle::FluentValue;
use serde::Serialize;

use crate::i18n::I18n;
use crate::model::clock_text;
use crate::model::oncall::constants::{ERROR_BUDGET, PAGE_BURN_RATE};
use crate::model::oncall::{Command, Event, EventKind, MinuteRow, Trace};

/// Minutes after a change of autoscaling settings in which a change of the
/// fleet is credited to it.
const FLEET_CHANGE_MINUTES: u32 = 30;
/// Minutes after a cache flush in which the database's peak is looked for.
const FLUSH_PEAK_MINUTES: u32 = 15;

/// One line of the incident timeline.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TimelineEntry {
    /// The minute of the event (row).
    pub minute: u32,
    /// Time of day, minutes after midnight.
    pub clock_minutes: u32,
    /// What happened: a scenario event, the page, or a command.
    pub kind: EventKind,
    /// What changed afterwards, in order of the minute it happened.
    pub consequences: Vec<Consequence>,
}

/// Something that followed an event, at a minute.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Consequence {
    /// The minute it happened (row).
    pub minute: u32,
    /// Time of day, minutes after midnight.
    pub clock_minutes: u32,
    /// What happened.
    pub effect: Effect,
}

/// What followed an event.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub enum Effect {
    /// The burn-rate page fired.
    PageFired,
    /// The page resolved.
    PageResolved,
    /// The page was still firing at the end of the run.
    StillPagingAtEnd,
    /// Share of the month's error budget spent from the minute before the
    /// event to this minute.
    BudgetSpent(f64),
    /// No traffic left on the bad build.
    BadBuildTrafficGone,
    /// The 1 h burn rate fell back under the page threshold (14.4×).
    BurnUnderPage,
    /// The error rate fell back under the error budget's 0.1 % (burn under 1×).
    ErrorsUnderSlo,
    /// The error rate this minute, 0–1.
    ErrorRate(f64),
    /// The fleet was saturated (more work than workers).
    FleetSaturated,
    /// Instances serving.
    InstancesServing(u32),
    /// The requests peaked, requests per second.
    RequestsPeak(f64),
    /// The cache hit rate, 0–1.
    CacheHitRate(f64),
    /// Database utilization, 0–1 (capped at 100 %).
    DbUtilization(f64),
    /// The cache warm-up job finished.
    WarmUpDone,
}

/// The incident timeline of a trace: one entry per event, in order.
pub fn incident_timeline(trace: &Trace) -> Vec<TimelineEntry> {
    let view = View::new(trace);
    trace
        .events
        .iter()
        .map(|event| TimelineEntry {
            minute: event.minute,
            clock_minutes: view.clock_minutes(event.minute),
            kind: event.kind,
            consequences: view.consequences(event),
        })
        .collect()
}

/// Searches over a trace, each in time that does not grow with the number
/// of the person's commands (a file may hold 100 000 of them).
struct View<'a> {
    trace: &'a Trace,
    /// The events that are not commands (scenario events, pages, the
    /// rollback's switch, the warm-up's end), in minute order: the ones
    /// [`View::first_event`] looks for.
    milestones: Vec<&'a Event>,
}

impl<'a> View<'a> {
    fn new(trace: &'a Trace) -> Self {
        let milestones = trace
            .events
            .iter()
            .filter(|e| !matches!(e.kind, EventKind::Command(_)))
            .collect();
        Self { trace, milestones }
    }

    /// The row of `minute`.
    fn row(&self, minute: u32) -> Option<&MinuteRow> {
        let rows = &self.trace.rows;
        match rows.get(minute as usize) {
            Some(row) if row.minute == minute => Some(row),
            _ => rows.iter().find(|row| row.minute == minute),
        }
    }

    fn clock_minutes(&self, minute: u32) -> u32 {
        if let Some(row) = self.row(minute) {
            row.clock_minutes
        } else {
            let start = self.trace.rows.first().map_or(0, |r| r.clock_minutes);
            start + minute
        }
    }

    /// The rows from `minute` on (rows are in minute order).
    fn rows_from(&self, minute: u32) -> impl Iterator<Item = &MinuteRow> {
        let rows = &self.trace.rows;
        rows[rows.partition_point(|row| row.minute < minute)..].iter()
    }

    /// The first row from `minute` on that satisfies `pred`.
    fn first_from(&self, minute: u32, pred: impl Fn(&MinuteRow) -> bool) -> Option<&MinuteRow> {
        self.rows_from(minute).find(|row| pred(row))
    }

    /// The first event of `kind` (not a command) from `minute` on.
    fn first_event(&self, minute: u32, kind: EventKind) -> Option<&Event> {
        let from = self.milestones.partition_point(|e| e.minute < minute);
        self.milestones[from..]
            .iter()
            .find(|e| e.kind == kind)
            .copied()
    }

    fn at(&self, minute: u32, effect: Effect) -> Consequence {
        Consequence {
            minute,
            clock_minutes: self.clock_minutes(minute),
            effect,
        }
    }

    fn on(row: &MinuteRow, effect: Effect) -> Consequence {
        Consequence {
            minute: row.minute,
            clock_minutes: row.clock_minutes,
            effect,
        }
    }

    fn page_fired(&self, minute: u32) -> Option<Consequence> {
        self.first_event(minute, EventKind::PageStart)
            .map(|e| self.at(e.minute, Effect::PageFired))
    }

    fn saturated(&self, minute: u32) -> Option<Consequence> {
        self.first_from(minute, |r| r.out.saturation_rate > 0.0)
            .map(|r| Self::on(r, Effect::FleetSaturated))
    }

    fn burn_under_page(&self, minute: u32) -> Option<Consequence> {
        self.first_from(minute, |r| r.burn_rate_1h < PAGE_BURN_RATE)
            .map(|r| Self::on(r, Effect::BurnUnderPage))
    }

    fn errors_under_slo(&self, minute: u32) -> Option<Consequence> {
        self.first_from(minute, |r| r.out.error_rate < ERROR_BUDGET)
            .map(|r| Self::on(r, Effect::ErrorsUnderSlo))
    }

    fn db_next_minute(&self, minute: u32) -> Option<Consequence> {
        self.row(minute + 1)
            .map(|r| Self::on(r, Effect::DbUtilization(r.db_utilization())))
    }

    fn consequences(&self, event: &Event) -> Vec<Consequence> {
        let m = event.minute;
        let Some(row) = self.row(m) else {
            return Vec::new();
        };
        let mut found: Vec<Option<Consequence>> = Vec::new();
        match event.kind {
            EventKind::Deploy => {
                found.push(Some(Self::on(row, Effect::ErrorRate(row.out.error_rate))));
                found.push(self.page_fired(m));
            }
            EventKind::DbCapacity(_) | EventKind::InstancesLost(_) => {
                found.extend([self.saturated(m), self.page_fired(m)]);
            }
            EventKind::SurgeStart => {
                let peak = first_max(self.rows_from(m), |r| r.requests_per_sec)
                    .map(|r| Self::on(r, Effect::RequestsPeak(r.requests_per_sec)));
                found.extend([peak, self.saturated(m), self.page_fired(m)]);
            }
            EventKind::CacheFlush => {
                let peak = first_max(
                    self.rows_from(m).take(FLUSH_PEAK_MINUTES as usize),
                    MinuteRow::db_utilization,
                )
                .map(|r| Self::on(r, Effect::DbUtilization(r.db_utilization())));
                found.push(Some(Self::on(
                    row,
                    Effect::CacheHitRate(row.out.cache_hit_rate),
                )));
                found.extend([peak, self.saturated(m), self.page_fired(m)]);
            }
            EventKind::PageStart => {
                let end = self.first_event(m + 1, EventKind::PageEnd);
                let (end_row, effect) = match end {
                    Some(e) => (self.row(e.minute), Effect::PageResolved),
                    None => (self.trace.rows.last(), Effect::StillPagingAtEnd),
                };
                if let Some(end_row) = end_row {
                    let before = self.row(m.saturating_sub(1)).unwrap_or(row);
                    let spent = before.budget_remaining - end_row.budget_remaining;
                    found.push(Some(Self::on(end_row, effect)));
                    found.push(Some(Self::on(end_row, Effect::BudgetSpent(spent))));
                }
            }
            EventKind::PageEnd | EventKind::DbRestored => {}
            EventKind::RollbackSwitch => {
                found.push(Some(Self::on(row, Effect::ErrorRate(row.out.error_rate))));
                if row.burn_rate_1h >= PAGE_BURN_RATE {
                    found.push(self.burn_under_page(m));
                }
            }
            EventKind::WarmUpDone => {
                found.push(Some(Self::on(
                    row,
                    Effect::CacheHitRate(row.out.cache_hit_rate),
                )));
            }
            EventKind::Command(command) => self.after_command(row, command, &mut found),
        }
        let mut consequences: Vec<Consequence> = found.into_iter().flatten().collect();
        consequences.sort_by_key(|c| c.minute);
        consequences
    }

    /// What followed a command given at `row`'s minute (it takes effect from
    /// the next minute).
    fn after_command(
        &self,
        row: &MinuteRow,
        command: Command,
        found: &mut Vec<Option<Consequence>>,
    ) {
        let m = row.minute;
        let next = m + 1;
        let failing = row.out.error_rate >= ERROR_BUDGET;
        match command {
            Command::Rollback => {
                if row.bad_build_traffic > 0.0 {
                    found.push(
                        self.first_from(next, |r| r.bad_build_traffic == 0.0)
                            .map(|r| Self::on(r, Effect::BadBuildTrafficGone)),
                    );
                }
                if row.burn_rate_1h >= PAGE_BURN_RATE {
                    found.push(self.burn_under_page(next));
                }
            }
            Command::SetMinInstances(n) => {
                if n > row.instances_serving {
                    found.push(
                        self.first_from(next, |r| r.instances_serving >= n)
                            .map(|r| Self::on(r, Effect::InstancesServing(r.instances_serving))),
                    );
                }
                if failing {
                    found.push(self.errors_under_slo(next));
                }
            }
            Command::SetAutoscaling(_) | Command::SetTargetUtilization(_) => {
                found.push(
                    self.rows_from(next)
                        .take(FLEET_CHANGE_MINUTES as usize)
                        .find(|r| r.instances_serving != row.instances_serving)
                        .map(|r| Self::on(r, Effect::InstancesServing(r.instances_serving))),
                );
            }
            Command::SetCacheTtl(_) => {
                found.push(
                    self.row(next)
                        .map(|r| Self::on(r, Effect::CacheHitRate(r.out.cache_hit_rate))),
                );
                found.push(self.db_next_minute(m));
            }
            Command::StartWarmUp => {
                found.push(self.db_next_minute(m));
                if let Some(done) = self.first_event(next, EventKind::WarmUpDone)
                    && let Some(r) = self.row(done.minute)
                {
                    found.push(Some(Self::on(r, Effect::WarmUpDone)));
                    found.push(Some(Self::on(
                        r,
                        Effect::CacheHitRate(r.out.cache_hit_rate),
                    )));
                }
            }
            Command::SetShedShare(_) => {
                if failing {
                    found.push(self.errors_under_slo(next));
                }
            }
            Command::SetHeavyFeature(_) => {
                found.push(self.db_next_minute(m));
                if failing {
                    found.push(self.errors_under_slo(next));
                }
            }
        }
    }
}

/// The first row with the largest `value`.
fn first_max<'a>(
    rows: impl Iterator<Item = &'a MinuteRow>,
    value: impl Fn(&MinuteRow) -> f64,
) -> Option<&'a MinuteRow> {
    rows.fold(None, |best: Option<&MinuteRow>, row| match best {
        Some(b) if value(b) >= value(row) => Some(b),
        _ => Some(row),
    })
}

/// A share as a Fluent argument, e.g. `5 %`.
fn share_arg(i18n: &I18n, share: f64, decimals: usize) -> FluentValue<'static> {
    FluentValue::from(i18n.fmt_percent(share, decimals))
}

/// The text of an event or a command, e.g. "Rollback pressed".
pub fn event_text(i18n: &I18n, kind: &EventKind) -> String {
    let id = match kind {
        EventKind::Deploy => "oncall-event-deploy",
        EventKind::SurgeStart => "oncall-event-surge",
        EventKind::CacheFlush => "oncall-event-flush",
        EventKind::DbCapacity(factor) => {
            return i18n.tr_args(
                "oncall-event-db-capacity",
                &[("share", share_arg(i18n, *factor, 0))],
            );
        }
        EventKind::DbRestored => "oncall-event-db-restored",
        EventKind::InstancesLost(lost) => {
            return i18n.tr_args("oncall-event-instances-lost", &[("count", (*lost).into())]);
        }
        EventKind::PageStart => "oncall-event-page",
        EventKind::PageEnd => "oncall-event-page-end",
        EventKind::RollbackSwitch => "oncall-event-rollback-switch",
        EventKind::WarmUpDone => "oncall-event-warm-up-done",
        EventKind::Command(command) => return command_text(i18n, command),
    };
    i18n.tr(id)
}

/// How a command is worded: the chart marker's short form ("Cache TTL →
/// 5 min") or the debrief's sentence ("Cache TTL set to 5 min").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wording {
    /// The chart marker's words, `oncall-marker-*`.
    Marker,
    /// The debrief's sentence, `oncall-debrief-command-*`.
    Sentence,
}

/// The text of a command as a decision, e.g. "Minimum instances set to 14".
pub fn command_text(i18n: &I18n, command: &Command) -> String {
    command_wording(i18n, command, Wording::Sentence)
}

/// The text of a command in either wording. Each command's two Fluent ids
/// are one row of this match, and its value (`$value` in both) is
/// formatted once.
pub fn command_wording(i18n: &I18n, command: &Command, wording: Wording) -> String {
    let share = |x: f64| Some(share_arg(i18n, x, 0));
    let ((marker, sentence), value) = match *command {
        Command::SetMinInstances(n) => (
            (
                "oncall-marker-min-instances",
                "oncall-debrief-command-min-instances",
            ),
            Some(n.into()),
        ),
        Command::SetAutoscaling(true) => (
            (
                "oncall-marker-autoscaling-on",
                "oncall-debrief-command-autoscaling-on",
            ),
            None,
        ),
        Command::SetAutoscaling(false) => (
            (
                "oncall-marker-autoscaling-off",
                "oncall-debrief-command-autoscaling-off",
            ),
            None,
        ),
        Command::SetTargetUtilization(x) => (
            (
                "oncall-marker-target",
                "oncall-debrief-command-target-utilization",
            ),
            share(x),
        ),
        Command::SetCacheTtl(secs) => (
            ("oncall-marker-ttl", "oncall-debrief-command-cache-ttl"),
            Some(i18n.fmt_secs(secs).into()),
        ),
        Command::StartWarmUp => (
            ("oncall-marker-warm-up", "oncall-debrief-command-warm-up"),
            None,
        ),
        Command::SetShedShare(x) => (
            ("oncall-marker-shed", "oncall-debrief-command-shed"),
            share(x),
        ),
        Command::SetHeavyFeature(true) => (
            (
                "oncall-marker-feature-on",
                "oncall-debrief-command-feature-on",
            ),
            None,
        ),
        Command::SetHeavyFeature(false) => (
            (
                "oncall-marker-feature-off",
                "oncall-debrief-command-feature-off",
            ),
            None,
        ),
        Command::Rollback => (
            ("oncall-marker-rollback", "oncall-debrief-command-rollback"),
            None,
        ),
    };
    let id = match wording {
        Wording::Marker => marker,
        Wording::Sentence => sentence,
    };
    match value {
        Some(value) => i18n.tr_args(id, &[("value", value)]),
        None => i18n.tr(id),
    }
}

/// The text of a consequence, e.g. "bad-build traffic 0 % at 09:36".
pub fn consequence_text(i18n: &I18n, consequence: &Consequence) -> String {
    let clock = || {
        (
            "clock",
            FluentValue::from(clock_text(consequence.clock_minutes)),
        )
    };
    match consequence.effect {
        Effect::PageFired => i18n.tr_args("oncall-debrief-effect-page-fired", &[clock()]),
        Effect::PageResolved => i18n.tr_args("oncall-debrief-effect-page-resolved", &[clock()]),
        Effect::StillPagingAtEnd => i18n.tr("oncall-debrief-effect-still-paging"),
        Effect::BudgetSpent(share) => i18n.tr_args(
            "oncall-debrief-effect-budget-spent",
            &[clock(), ("value", share_arg(i18n, share, 2))],
        ),
        Effect::BadBuildTrafficGone => {
            i18n.tr_args("oncall-debrief-effect-bad-build-gone", &[clock()])
        }
        Effect::BurnUnderPage => i18n.tr_args("oncall-debrief-effect-burn-under-page", &[clock()]),
        Effect::ErrorsUnderSlo => {
            i18n.tr_args("oncall-debrief-effect-errors-under-slo", &[clock()])
        }
        Effect::ErrorRate(share) => i18n.tr_args(
            "oncall-debrief-effect-error-rate",
            &[clock(), ("value", share_arg(i18n, share, 2))],
        ),
        Effect::FleetSaturated => i18n.tr_args("oncall-debrief-effect-saturated", &[clock()]),
        Effect::InstancesServing(count) => i18n.tr_args(
            "oncall-debrief-effect-instances-serving",
            &[clock(), ("count", count.into())],
        ),
        Effect::RequestsPeak(rps) => i18n.tr_args(
            "oncall-debrief-effect-requests-peak",
            &[clock(), ("value", i18n.fmt_rps(rps).into())],
        ),
        Effect::CacheHitRate(share) => i18n.tr_args(
            "oncall-debrief-effect-cache-hit-rate",
            &[clock(), ("value", share_arg(i18n, share, 0))],
        ),
        Effect::DbUtilization(share) => i18n.tr_args(
            "oncall-debrief-effect-db-utilization",
            &[clock(), ("value", share_arg(i18n, share, 0))],
        ),
        Effect::WarmUpDone => i18n.tr_args("oncall-debrief-effect-warm-up-done", &[clock()]),
    }
}

/// The entry without its clock: "Rollback pressed → bad-build traffic 0 %
/// at 09:36, burn rate (1 h) back under 14.4× at 10:12".
pub fn entry_description(i18n: &I18n, entry: &TimelineEntry) -> String {
    let what = event_text(i18n, &entry.kind);
    if entry.consequences.is_empty() {
        return what;
    }
    let effects: Vec<String> = entry
        .consequences
        .iter()
        .map(|c| consequence_text(i18n, c))
        .collect();
    // The arrow and the commas read the same in every supported language.
    format!("{what} → {}", effects.join(", "))
}

/// The whole line: "09:31 Rollback pressed → bad-build traffic 0 % at 09:36, …".
pub fn entry_text(i18n: &I18n, entry: &TimelineEntry) -> String {
    format!(
        "{} {}",
        clock_text(entry.clock_minutes),
        entry_description(i18n, entry)
    )
}

#[cfg(test)]
mod tests {
    use super::{Wording, command_wording};
    use crate::i18n::{I18n, Language};
    use crate::model::oncall::Command;

    /// One command of each kind, both values of the switches.
    const COMMANDS: [Command; 10] = [
        Command::SetMinInstances(14),
        Command::SetAutoscaling(true),
        Command::SetAutoscaling(false),
        Command::SetTargetUtilization(0.5),
        Command::SetCacheTtl(300.0),
        Command::StartWarmUp,
        Command::SetShedShare(0.25),
        Command::SetHeavyFeature(true),
        Command::SetHeavyFeature(false),
        Command::Rollback,
    ];

    #[test]
    fn both_wordings_say_the_same_value() {
        let en = I18n::new(Language::En);
        let say = |command: &Command| {
            [Wording::Marker, Wording::Sentence].map(|w| command_wording(&en, command, w))
        };
        assert_eq!(
            say(&Command::SetCacheTtl(300.0)),
            ["Cache TTL → 300 s", "Cache TTL set to 300 s"]
        );
        assert_eq!(
            say(&Command::SetMinInstances(14)),
            ["Minimum instances → 14", "Minimum instances set to 14"]
        );
        assert_eq!(
            say(&Command::SetTargetUtilization(0.5))[0],
            "Target utilization → 50 %"
        );
    }

    #[test]
    fn every_command_has_two_wordings_in_every_language() {
        for language in Language::ALL {
            let i18n = I18n::new(language);
            for wording in [Wording::Marker, Wording::Sentence] {
                let mut texts: Vec<String> = COMMANDS
                    .iter()
                    .map(|c| command_wording(&i18n, c, wording))
                    .collect();
                for text in &texts {
                    assert!(
                        !text.contains('{') && !text.starts_with("oncall-"),
                        "{text}"
                    );
                }
                let count = texts.len();
                texts.sort();
                texts.dedup();
                assert_eq!(texts.len(), count, "{}: a text twice", language.code());
            }
            assert_eq!(i18n.reported_fallbacks(), [], "{}", language.code());
        }
    }
}
