//! The window's colours: the Okabe–Ito palette, which readers with any of
//! the common colour-vision deficiencies can tell apart (Okabe and Ito,
//! "Color Universal Design", 2008). Colour is never the only signal: every
//! status colour is paired with a word or a symbol (`Health::symbol`, beside
//! this module).

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

/// The size of a hint (the line of explanation under a control), in
/// points: small, but readable (egui's own small text is 9).
pub const HINT_SIZE: f32 = 11.5;

/// The colour of a hint in each theme: dimmer than the text, and still at
/// least WCAG AA (4.5:1) on the panel.
pub fn hint_color(visuals: &egui::Visuals) -> Color32 {
    if visuals.dark_mode {
        Color32::from_gray(135)
    } else {
        Color32::from_gray(85)
    }
}

/// A hint's text: [`HINT_SIZE`], [`hint_color`].
pub fn hint(text: impl Into<String>, visuals: &egui::Visuals) -> egui::RichText {
    egui::RichText::new(text)
        .size(HINT_SIZE)
        .color(hint_color(visuals))
}

/// WCAG 2 relative luminance of an opaque colour.
pub fn luminance(color: Color32) -> f64 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let [r, g, b, _] = color.to_array();
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/// WCAG 2 contrast ratio of two opaque colours, 1 to 21.
pub fn contrast(a: Color32, b: Color32) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod hint_tests {
    use super::*;

    #[test]
    fn hints_meet_wcag_aa_on_the_panel_in_both_themes() {
        for visuals in [egui::Visuals::dark(), egui::Visuals::light()] {
            let ratio = contrast(hint_color(&visuals), visuals.panel_fill);
            assert!(ratio >= 4.5, "{ratio} in dark mode {}", visuals.dark_mode);
            // No brighter than the body text, so they read as hints.
            assert!(ratio <= contrast(visuals.text_color(), visuals.panel_fill));
        }
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 1e-9);
    }
}
