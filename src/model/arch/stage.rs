//! The five stages of the path and a small per-stage container.

use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::ArchError;

/// A stage (tier) of the request path, in path order. The names are stable:
/// they appear in settings (`db.connections`), in JSON keys and in saves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// The load balancer.
    Lb,
    /// The application replicas.
    App,
    /// The optional cache tier in front of the database.
    Cache,
    /// The optional queue and its workers.
    Queue,
    /// The database.
    Db,
}

impl Stage {
    /// Every stage, in path order.
    pub const ALL: [Self; 5] = [Self::Lb, Self::App, Self::Cache, Self::Queue, Self::Db];

    /// The stable short name: `lb`, `app`, `cache`, `queue`, `db`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Lb => "lb",
            Self::App => "app",
            Self::Cache => "cache",
            Self::Queue => "queue",
            Self::Db => "db",
        }
    }

    /// The English label of the seed page ("Load balancer", …).
    pub fn label(self) -> &'static str {
        match self {
            Self::Lb => "Load balancer",
            Self::App => "App",
            Self::Cache => "Cache",
            Self::Queue => "Queue + workers",
            Self::Db => "Database",
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Stage {
    type Err = ArchError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|stage| stage.name() == text)
            .ok_or_else(|| ArchError::UnknownStage(text.to_owned()))
    }
}

/// One value per stage, indexed by [`Stage`]. Serializes as a map with the
/// stable stage names as keys.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PerStage<T> {
    /// The load balancer's value.
    pub lb: T,
    /// The app's value.
    pub app: T,
    /// The cache tier's value.
    pub cache: T,
    /// The queue tier's value.
    pub queue: T,
    /// The database's value.
    pub db: T,
}

impl<T: Copy> PerStage<T> {
    /// The same value for every stage.
    pub fn splat(value: T) -> Self {
        Self {
            lb: value,
            app: value,
            cache: value,
            queue: value,
            db: value,
        }
    }

    /// `(stage, value)` pairs in path order.
    pub fn iter(&self) -> impl Iterator<Item = (Stage, T)> + '_ {
        Stage::ALL.into_iter().map(|stage| (stage, self[stage]))
    }
}

impl<T> Index<Stage> for PerStage<T> {
    type Output = T;

    fn index(&self, stage: Stage) -> &T {
        match stage {
            Stage::Lb => &self.lb,
            Stage::App => &self.app,
            Stage::Cache => &self.cache,
            Stage::Queue => &self.queue,
            Stage::Db => &self.db,
        }
    }
}

impl<T> IndexMut<Stage> for PerStage<T> {
    fn index_mut(&mut self, stage: Stage) -> &mut T {
        match stage {
            Stage::Lb => &mut self.lb,
            Stage::App => &mut self.app,
            Stage::Cache => &mut self.cache,
            Stage::Queue => &mut self.queue,
            Stage::Db => &mut self.db,
        }
    }
}

#[cfg(test)]
#[expect(
    clippy::float_cmp,
    reason = "the model is deterministic: these values are exact, not approximations"
)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_in_path_order() {
        let names: Vec<_> = Stage::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(names, ["lb", "app", "cache", "queue", "db"]);
        for stage in Stage::ALL {
            assert_eq!(stage.name().parse::<Stage>(), Ok(stage));
        }
        assert_eq!(
            "nope".parse::<Stage>(),
            Err(ArchError::UnknownStage("nope".into()))
        );
    }

    #[test]
    fn per_stage_indexes_by_stage() {
        let mut values = PerStage::splat(0.0);
        values[Stage::Queue] = 3.0;
        assert_eq!(values.queue, 3.0);
        let pairs: Vec<_> = values.iter().collect();
        assert_eq!(pairs[3], (Stage::Queue, 3.0));
        assert_eq!(pairs.len(), 5);
    }
}
