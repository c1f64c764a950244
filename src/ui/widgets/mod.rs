//! The shared widgets of the window: what every panel draws with and no
//! panel owns. The panels use them; they use no panel
//! (`tests/model/architecture.rs` checks it).
//!
//! - [`Health`]: a value's health, its colour and its symbol.
//! - [`palette`]: the Okabe–Ito colours and the hint text.
//! - [`charts`]: the plot helpers (series as data, axes, markers, legends).
//! - [`outline`]: the lesson's outline around a widget, the fields it hides.
//! - [`settings`]: the projector theme's box and the keys' names.
//! - [`is_narrow`]: a phone's window, laid out otherwise.

pub mod charts;
pub mod outline;
pub mod palette;
pub mod settings;

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

    /// The text colour for this health in the current theme (Okabe–Ito,
    /// so that colour-blind readers can tell them apart).
    pub fn color(self, visuals: &egui::Visuals) -> Color32 {
        let color = match self {
            Self::Good => palette::BLUISH_GREEN,
            Self::Warn => palette::ORANGE,
            Self::Bad => palette::VERMILLION,
            Self::Neutral => return visuals.text_color(),
        };
        palette::on_background(color, visuals.dark_mode)
    }

    /// The symbol that goes with the colour, so that colour is never the
    /// only signal: ✓ fine, ▲ worth watching, ✖ hurting.
    pub fn symbol(self) -> &'static str {
        match self {
            Self::Good => "✓",
            Self::Warn => "▲",
            Self::Bad => "✖",
            Self::Neutral => "",
        }
    }

    /// A value with its health symbol in front ("✖ 12.40 %").
    pub fn tagged(self, value: &str) -> String {
        match self {
            Self::Neutral => value.to_owned(),
            _ => format!("{} {value}", self.symbol()),
        }
    }
}

/// Below this width (in points) the window is a phone's or a narrow
/// browser tab's: the lesson's panel goes below the tab instead of beside
/// it, and the on-call tab shows its controls and its charts in turn.
pub const NARROW_WIDTH: f32 = 720.0;

/// Is the window narrower than [`NARROW_WIDTH`]?
pub fn is_narrow(ctx: &egui::Context) -> bool {
    ctx.content_rect().width() < NARROW_WIDTH
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_has_its_own_symbol_and_colour_in_both_themes() {
        let statuses = [Health::Good, Health::Warn, Health::Bad];
        for visuals in [egui::Visuals::dark(), egui::Visuals::light()] {
            for (k, a) in statuses.iter().enumerate() {
                assert!(!a.symbol().is_empty());
                assert!(a.tagged("1 %").starts_with(a.symbol()));
                for b in &statuses[k + 1..] {
                    assert_ne!(a.symbol(), b.symbol());
                    assert_ne!(a.color(&visuals), b.color(&visuals));
                }
            }
        }
        assert_eq!(Health::Neutral.tagged("4.00 $/h"), "4.00 $/h");
    }
}
