//! The window's colours: the Okabe–Ito palette, which readers with any of
//! the common colour-vision deficiencies can tell apart (Okabe and Ito,
//! "Color Universal Design", 2008). Colour is never the only signal: every
//! status colour is paired with a word or a symbol ([`Health::symbol`]).
//!
//! [`Health::symbol`]: super::Health::symbol

use egui::Color32;

/// Okabe–Ito orange.
pub const ORANGE: Color32 = Color32::from_rgb(0xE6, 0x9F, 0x00);
/// Okabe–Ito sky blue.
pub const SKY_BLUE: Color32 = Color32::from_rgb(0x56, 0xB4, 0xE9);
/// Okabe–Ito bluish green.
pub const BLUISH_GREEN: Color32 = Color32::from_rgb(0x00, 0x9E, 0x73);
/// Okabe–Ito yellow.
pub const YELLOW: Color32 = Color32::from_rgb(0xF0, 0xE4, 0x42);
/// Okabe–Ito blue.
pub const BLUE: Color32 = Color32::from_rgb(0x00, 0x72, 0xB2);
/// Okabe–Ito vermillion.
pub const VERMILLION: Color32 = Color32::from_rgb(0xD5, 0x5E, 0x00);
/// Okabe–Ito reddish purple.
pub const REDDISH_PURPLE: Color32 = Color32::from_rgb(0xCC, 0x79, 0xA7);
/// A neutral grey for reference lines.
pub const GREY: Color32 = Color32::from_gray(140);

/// A colour made legible on the theme's background: the palette's light
/// colours (yellow, sky blue, orange) darkened on a light background.
pub fn on_background(color: Color32, dark_mode: bool) -> Color32 {
    if dark_mode {
        color
    } else {
        let [r, g, b, a] = color.to_array();
        let darken = |c: u8| (f32::from(c) * 0.62) as u8;
        Color32::from_rgba_unmultiplied(darken(r), darken(g), darken(b), a)
    }
}
