//! The window's panels and tabs, one file each; functions named `*_ui`.

pub mod arch;
pub mod charts;
pub mod debrief;
pub mod files;
pub mod oncall;
pub mod reference;

use egui::Color32;

/// How healthy a value is, for colouring it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Health {
    /// Fine.
    Good,
    /// Worth watching.
    Warn,
    /// Hurting users or the budget.
    Bad,
    /// Not a health signal.
    Neutral,
}

impl Health {
    /// `Good` below `warn`, `Warn` below `bad`, else `Bad`.
    pub fn above(value: f64, warn: f64, bad: f64) -> Self {
        if value >= bad {
            Self::Bad
        } else if value >= warn {
            Self::Warn
        } else {
            Self::Good
        }
    }

    /// `Good` above `warn`, `Warn` above `bad`, else `Bad`.
    pub fn below(value: f64, warn: f64, bad: f64) -> Self {
        if value <= bad {
            Self::Bad
        } else if value <= warn {
            Self::Warn
        } else {
            Self::Good
        }
    }

    /// The text colour for this health in the current theme.
    pub fn color(self, visuals: &egui::Visuals) -> Color32 {
        match self {
            Self::Good => {
                if visuals.dark_mode {
                    Color32::from_rgb(0x6b, 0xd6, 0x8a)
                } else {
                    Color32::from_rgb(0x1e, 0x7d, 0x3a)
                }
            }
            Self::Warn => visuals.warn_fg_color,
            Self::Bad => visuals.error_fg_color,
            Self::Neutral => visuals.text_color(),
        }
    }
}
