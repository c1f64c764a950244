//! What the architecture model rejects. Every message names the field.

use super::{MAX_SWEEP_POINTS, MIN_SWEEP_POINTS, Setting};
use crate::model::Short;

/// An input the architecture model cannot run.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ArchError {
    /// A setting name that does not exist.
    #[error("unknown setting `{0}`; the settings are {names}", names = Setting::names_list())]
    UnknownSetting(String),
    /// A stage name that does not exist.
    #[error("unknown stage `{0}`; the stages are lb, app, cache, queue, db")]
    UnknownStage(String),
    /// An assignment without `=`.
    #[error("`{0}` is not STAGE.SETTING=VALUE")]
    NotAnAssignment(String),
    /// A value that does not parse as a number.
    #[error("{setting} must be a number, got `{text}`")]
    NotANumber {
        /// The setting being set.
        setting: Setting,
        /// The text given.
        text: String,
    },
    /// A value for an on/off setting that is neither.
    #[error("{setting} must be on or off, got `{text}`")]
    NotAToggle {
        /// The setting being set.
        setting: Setting,
        /// The text given.
        text: String,
    },
    /// NaN or an infinity.
    #[error("{setting} must be a finite number, got {value}")]
    NotFinite {
        /// The setting being set.
        setting: Setting,
        /// The value given.
        value: f64,
    },
    /// A fraction for a count.
    #[error("{setting} must be a whole number, got {}", Short(*value))]
    NotWhole {
        /// The setting being set.
        setting: Setting,
        /// The value given.
        value: f64,
    },
    /// A value outside the setting's range (zero replicas, negative times, …).
    #[error("{setting} must be between {} and {}{unit}, got {}", Short(*min), Short(*max), Short(*value), unit = setting.unit_suffix())]
    OutOfRange {
        /// The setting being set.
        setting: Setting,
        /// The value given.
        value: f64,
        /// The smallest value allowed.
        min: f64,
        /// The largest value allowed.
        max: f64,
    },
    /// A remedy name that does not exist.
    #[error("unknown remedy `{0}`; the remedies are {names}", names = super::Remedy::names_list())]
    UnknownRemedy(String),
    /// A slowdown that ends before it starts.
    #[error("{stage}.slow_to_s ({}) must not be before {stage}.slow_from_s ({})", Short(*to_s), Short(*from_s), stage = stage.name())]
    SlowdownEndsBeforeStart {
        /// The tier slowed.
        stage: super::Stage,
        /// Its start, s.
        from_s: f64,
        /// Its end, s.
        to_s: f64,
    },
    /// A sweep with too few or too many points.
    #[error("a sweep needs between {MIN_SWEEP_POINTS} and {MAX_SWEEP_POINTS} points, got {0}")]
    SweepPoints(usize),
}
