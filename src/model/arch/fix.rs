//! The fix: the smallest single change of one setting that the same model
//! says passes with headroom (every tier's peak utilization ≤ 85 %).
//!
//! The size of a change is `|ln(to ÷ from)|`, so doubling and halving count
//! the same; for settings whose range starts at zero (retries, hit ratio,
//! queue buffer) it is `|ln((to + 1) ÷ (from + 1))|`; switching a tier on or
//! off counts as `ln 2`. The load itself is not a candidate, nor are the
//! settings of a tier that is off (switching it on uses them as they are).
//!
//! The search walks every setting's slider grid outwards from the current
//! value, up and down, always trying the candidate of least size next, so
//! the first one that passes is the smallest. Ties go to a number before a
//! switch, then to the setting listed first in [`Setting::ALL`], then to the
//! increase. A candidate that fails usually does so in its first step, so
//! most of the hundreds of trials cost one step each.

use std::cmp::Ordering;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::sim::passes_with_headroom;
use super::{ArchConfig, ArchError, ArchRun, Remedy, Setting, SettingKind, simulate};

/// Sizes closer than this are a tie.
const SIZE_TIE: f64 = 1e-12;

/// A change of one setting, from its current value to a new one.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Fix {
    /// The setting to change.
    pub setting: Setting,
    /// Its current value (0/1 for switches).
    pub from: f64,
    /// The proposed value (0/1 for switches).
    pub to: f64,
}

impl Fix {
    /// The size of the change, the quantity the search minimizes:
    /// `|ln(to ÷ from)|`; `|ln((to + 1) ÷ (from + 1))|` for settings that may
    /// be zero; `ln 2` for a switch.
    pub fn size(&self) -> f64 {
        change_size(self.setting, self.from, self.to)
    }

    /// The relative change `(to − from) ÷ from` (1 = +100 %); `None` for
    /// switches and from zero.
    pub fn relative_change(&self) -> Option<f64> {
        (self.setting.kind() != SettingKind::Switch && self.from != 0.0)
            .then(|| (self.to - self.from) / self.from)
    }

    /// The configuration with the change applied (range-checked).
    pub fn apply(&self, config: &ArchConfig) -> Result<ArchConfig, ArchError> {
        let mut changed = *config;
        changed.set(self.setting, self.to)?;
        Ok(changed)
    }
}

/// `db.connections 5 → 10 (+100 %)`, `cache.on off → on`.
impl fmt::Display for Fix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setting = self.setting;
        write!(
            f,
            "{setting} {} → {}",
            setting.format_value(self.from),
            setting.format_value(self.to)
        )?;
        if let Some(change) = self.relative_change() {
            let pct = change * 100.0;
            let sign = if pct >= 0.0 { "+" } else { "−" };
            let digits = usize::from((pct - pct.round()).abs() >= 0.05);
            write!(f, " ({sign}{:.digits$} %)", pct.abs())?;
        }
        Ok(())
    }
}

/// What the fix search found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum FixOutcome {
    /// The configuration already passes with headroom: nothing to fix.
    NotNeeded,
    /// The smallest change, and the run with it applied.
    Found {
        /// The change.
        fix: Fix,
        /// The rerun with the change applied (it passes with headroom).
        run: Box<ArchRun>,
        /// Beyond the seed, with a trigger: every other single change that
        /// passes (each setting's smallest), the smallest first.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<Fix>,
    },
    /// No single change inside the settings' ranges passes with headroom.
    NotFound,
}

/// Searches the smallest single change that passes with headroom (see the
/// module docs for "smallest"), and reruns the configuration with it.
pub fn find_fix(config: &ArchConfig) -> Result<FixOutcome, ArchError> {
    let mut search = FixSearch::new(config)?;
    while search.step() {}
    search.finish()
}

/// A [`find_fix`] run a candidate at a time: [`FixSearch::step`] tries the
/// next candidate and stops, to be called again later (the browser's page
/// has no thread, and with a trigger a search can try thousands). However
/// the steps are cut, the answer is [`find_fix`]'s: that function is this
/// one stepped to the end.
#[derive(Debug, Clone)]
pub struct FixSearch {
    config: ArchConfig,
    /// The next untried value of each setting and direction still searched
    /// (none when the configuration already passes).
    cursors: Vec<Cursor>,
    /// With a trigger every setting's smallest passing change is listed;
    /// else the search stops at the first, the seed's fix.
    list_all: bool,
    /// Did the configuration pass as it is?
    not_needed: bool,
    found: Vec<Fix>,
    /// Candidates tried so far.
    tried: usize,
}

impl FixSearch {
    /// The search for `config` (validated), no candidate tried yet.
    pub fn new(config: &ArchConfig) -> Result<Self, ArchError> {
        config.validate()?;
        let not_needed = passes_with_headroom(config);
        let cursors = if not_needed {
            Vec::new()
        } else {
            first_cursors(config)
        };
        Ok(Self {
            config: *config,
            cursors,
            list_all: config.trigger_span().is_some(),
            not_needed,
            found: Vec::new(),
            tried: 0,
        })
    }

    /// The configuration searched.
    pub fn config(&self) -> &ArchConfig {
        &self.config
    }

    /// Candidates tried so far.
    pub fn tried(&self) -> usize {
        self.tried
    }

    /// Tries the next candidate; is there more to try?
    pub fn step(&mut self) -> bool {
        let Some(index) = least(&self.cursors) else {
            return false;
        };
        self.tried += 1;
        let cursor = &mut self.cursors[index];
        let trial = self.config.with(cursor.setting, cursor.to);
        if passes_with_headroom(&trial) {
            let setting = cursor.setting;
            self.found.push(Fix {
                setting,
                from: cursor.from,
                to: cursor.to,
            });
            if self.list_all {
                self.cursors.retain(|c| c.setting != setting);
            } else {
                self.cursors.clear();
            }
        } else if !cursor.advance() {
            self.cursors.swap_remove(index);
        }
        !self.cursors.is_empty()
    }

    /// The answer, from what was tried so far (call it once
    /// [`FixSearch::step`] has said there is no more): the fix rerun, the
    /// others that also pass, or none.
    pub fn finish(self) -> Result<FixOutcome, ArchError> {
        if self.not_needed {
            return Ok(FixOutcome::NotNeeded);
        }
        let mut found = self.found.into_iter();
        let Some(fix) = found.next() else {
            return Ok(FixOutcome::NotFound);
        };
        let run = simulate(&fix.apply(&self.config)?)?;
        Ok(FixOutcome::Found {
            fix,
            run: Box::new(run),
            also: found.collect(),
        })
    }
}

/// Every candidate setting's first value up and down from its current one.
fn first_cursors(config: &ArchConfig) -> Vec<Cursor> {
    Setting::ALL
        .iter()
        .enumerate()
        .filter(|&(_, &setting)| is_candidate(config, setting))
        .flat_map(|(order, &setting)| {
            let from = config.get(setting);
            [Direction::Up, Direction::Down]
                .into_iter()
                .filter_map(move |direction| Cursor::new(setting, order, from, direction))
        })
        .collect()
}

/// Whether the search may change a setting: not the load, not the
/// trigger, not a remedy's parameters (a remedy is tried by its switch,
/// with its parameters as they are, and only beyond the seed), and not the
/// settings of a tier that is off.
fn is_candidate(config: &ArchConfig, setting: Setting) -> bool {
    if setting.is_trigger() || Remedy::of(setting).is_some_and(|r| r.switch() != setting) {
        return false;
    }
    // The seed's search stays the seed's: remedies are tried only on a
    // configuration that goes beyond it (a trigger, or a remedy on).
    if Remedy::of(setting).is_some() && !config.beyond_the_seed() {
        return false;
    }
    match (setting, setting.stage()) {
        (Setting::LoadRps, _) => false,
        (Setting::CacheOn | Setting::QueueOn, _) | (_, None) => true,
        (_, Some(stage)) => config.is_on(stage),
    }
}

/// The size of changing `setting` from `from` to `to` (see [`Fix::size`]).
fn change_size(setting: Setting, from: f64, to: f64) -> f64 {
    if setting.kind() == SettingKind::Switch {
        return std::f64::consts::LN_2;
    }
    let offset = if setting.range().min == 0.0 { 1.0 } else { 0.0 };
    ((to + offset) / (from + offset)).ln().abs()
}

/// Which way a cursor walks the grid. Up sorts before down on a tie.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Direction {
    Up,
    Down,
}

/// The next untried value of one setting in one direction.
#[derive(Debug, Clone, Copy)]
struct Cursor {
    setting: Setting,
    /// Position in [`Setting::ALL`], for ties.
    order: usize,
    direction: Direction,
    from: f64,
    /// Grid index of `to`.
    k: usize,
    to: f64,
    size: f64,
}

impl Cursor {
    /// The first grid value past `from` in `direction`; `None` at the end of
    /// the range. A switch has one candidate, its other position (as Up).
    fn new(setting: Setting, order: usize, from: f64, direction: Direction) -> Option<Self> {
        let range = setting.range();
        let position = (from - range.min) / range.step;
        let k = if setting.kind() == SettingKind::Switch {
            if direction == Direction::Down {
                return None;
            }
            usize::from(from == 0.0)
        } else {
            match direction {
                Direction::Up => (position + 1e-6).floor() as usize + 1,
                Direction::Down => ((position - 1e-6).ceil() as usize).checked_sub(1)?,
            }
        };
        let mut cursor = Self {
            setting,
            order,
            direction,
            from,
            k,
            to: 0.0,
            size: 0.0,
        };
        cursor.at(k).then_some(cursor)
    }

    /// Moves to grid index `k`; false if it is outside the range.
    fn at(&mut self, k: usize) -> bool {
        if k >= self.setting.range().grid_len() {
            return false;
        }
        self.k = k;
        self.to = self.setting.range().grid_value(k);
        self.size = change_size(self.setting, self.from, self.to);
        true
    }

    /// Moves one grid step further out; false when there is none.
    fn advance(&mut self) -> bool {
        if self.setting.kind() == SettingKind::Switch {
            return false;
        }
        match self.direction {
            Direction::Up => self.at(self.k + 1),
            Direction::Down => self.k.checked_sub(1).is_some_and(|k| self.at(k)),
        }
    }

    /// Search order: size, then numbers before switches, then setting
    /// order, then up before down.
    fn cmp_priority(&self, other: &Self) -> Ordering {
        if (self.size - other.size).abs() > SIZE_TIE {
            return self.size.total_cmp(&other.size);
        }
        let is_switch = |c: &Self| c.setting.kind() == SettingKind::Switch;
        (is_switch(self), self.order, self.direction).cmp(&(
            is_switch(other),
            other.order,
            other.direction,
        ))
    }
}

/// Index of the cursor to try next.
fn least(cursors: &[Cursor]) -> Option<usize> {
    (0..cursors.len()).reduce(|best, i| {
        if cursors[i].cmp_priority(&cursors[best]) == Ordering::Less {
            i
        } else {
            best
        }
    })
}

#[cfg(test)]
#[expect(
    clippy::float_cmp,
    reason = "the model is deterministic: these values are exact, not approximations"
)]
mod tests {
    use super::*;
    use crate::model::arch::{HEADROOM_UTILIZATION, Stage};

    fn found(outcome: FixOutcome) -> (Fix, ArchRun) {
        match outcome {
            FixOutcome::Found { fix, run, .. } => (fix, *run),
            other => panic!("expected a fix, got {other:?}"),
        }
    }

    #[test]
    fn default_fix_doubles_the_db_pool() -> Result<(), ArchError> {
        let (fix, run) = found(find_fix(&ArchConfig::default())?);
        // 400 rps needs 400 ÷ 0.85 = 471 rps of DB: 10 connections (500 rps)
        // or 10 ms queries; both are a doubling, and the count comes first.
        assert_eq!(
            fix,
            Fix {
                setting: Setting::DbConnections,
                from: 5.0,
                to: 10.0
            }
        );
        assert_eq!(fix.to_string(), "db.connections 5 → 10 (+100 %)");
        assert!(run.passed && run.has_headroom());
        assert!(run.max_utilization() <= HEADROOM_UTILIZATION);
        assert_eq!(run.config.db.connections, 10);
        Ok(())
    }

    #[test]
    fn nine_connections_would_not_leave_headroom() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.db.connections = 9;
        let run = simulate(&config)?;
        // 400 ÷ 450 = 89 %: passes, but without headroom.
        assert!(run.passed);
        assert!(!run.has_headroom());
        Ok(())
    }

    #[test]
    fn nothing_to_fix_when_healthy() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.cache.on = true;
        assert_eq!(find_fix(&config)?, FixOutcome::NotNeeded);
        Ok(())
    }

    #[test]
    fn two_overloaded_tiers_have_no_single_fix() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.load.rps = 2_000.0;
        config.app.replicas = 1;
        // LB at 100 %, app and DB far over: no one change can fix all three.
        assert_eq!(find_fix(&config)?, FixOutcome::NotFound);
        Ok(())
    }

    #[test]
    fn a_smaller_change_wins_over_a_doubling() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.load.rps = 300.0;
        // 300 ÷ 0.85 = 353 rps: 8 connections (400 rps, +60 %) beat a
        // 14 ms query (−30 %, size ln(20/14) = 0.357 < ln 1.6 = 0.47).
        let (fix, _) = found(find_fix(&config)?);
        assert_eq!(fix.setting, Setting::DbQueryMs);
        assert_eq!(fix.to, 14.0);
        assert_eq!(fix.to_string(), "db.query_ms 20 → 14 (−30 %)");
        Ok(())
    }

    #[test]
    fn a_tier_can_be_switched_on() -> Result<(), ArchError> {
        let mut config = ArchConfig::default();
        config.load.rps = 600.0;
        config.app.replicas = 3;
        // The DB needs 600 ÷ 0.85 = 706 rps: 15 connections (×3) or a cache
        // (80 % hits leave 120 rps): the switch, at ln 2, is the smallest.
        let (fix, run) = found(find_fix(&config)?);
        assert_eq!(
            fix,
            Fix {
                setting: Setting::CacheOn,
                from: 0.0,
                to: 1.0
            }
        );
        assert_eq!(fix.to_string(), "cache.on off → on");
        assert!(run.config.is_on(Stage::Cache));
        Ok(())
    }

    #[test]
    fn sizes_count_doubling_and_halving_the_same() {
        let up = Fix {
            setting: Setting::DbConnections,
            from: 5.0,
            to: 10.0,
        };
        let down = Fix {
            setting: Setting::DbQueryMs,
            from: 20.0,
            to: 10.0,
        };
        assert!((up.size() - down.size()).abs() < 1e-15);
        let retries = Fix {
            setting: Setting::LoadRetries,
            from: 0.0,
            to: 1.0,
        };
        assert!((retries.size() - std::f64::consts::LN_2).abs() < 1e-15);
        assert_eq!(retries.relative_change(), None);
        assert_eq!(retries.to_string(), "load.retries 0 → 1");
    }

    #[test]
    fn cursors_start_next_to_the_current_value() {
        let up = Cursor::new(Setting::DbConnections, 0, 5.0, Direction::Up);
        let down = Cursor::new(Setting::DbConnections, 0, 5.0, Direction::Down);
        assert_eq!(up.map(|c| c.to), Some(6.0));
        assert_eq!(down.map(|c| c.to), Some(4.0));
        let off_grid = Cursor::new(Setting::LoadTimeoutMs, 0, 1_005.0, Direction::Down);
        assert_eq!(off_grid.map(|c| c.to), Some(1_000.0));
        assert!(Cursor::new(Setting::DbConnections, 0, 1.0, Direction::Down).is_none());
        assert!(Cursor::new(Setting::DbConnections, 0, 1_000.0, Direction::Up).is_none());
    }

    /// Stepped candidate by candidate, the search answers as
    /// [`find_fix`] does, with and without a trigger (which lists every
    /// setting's smallest passing change and tries the most).
    #[test]
    fn a_search_in_steps_gives_the_one_shot_answer() -> Result<(), ArchError> {
        let configs: [&[&str]; 4] = [
            &[],
            &["db.slow_factor=3"],
            &["db.connections=10", "db.slow_factor=3"],
            &["load.rps=2000", "app.replicas=1"],
        ];
        for assignments in configs {
            let mut config = ArchConfig::default();
            for assignment in assignments {
                config.apply_assignment(assignment)?;
            }
            let mut search = FixSearch::new(&config)?;
            let mut steps = 0;
            while search.step() {
                steps += 1;
                assert_eq!(search.tried(), steps);
            }
            assert!(search.tried() >= 1, "{assignments:?}");
            assert!(!search.step(), "done stays done");
            assert_eq!(search.finish()?, find_fix(&config)?, "{assignments:?}");
        }
        Ok(())
    }
}
