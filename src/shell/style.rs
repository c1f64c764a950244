//! The look of the window: the fonts, the theme and the scale, applied to
//! egui when the settings change.

/// Installs the fonts once, and the theme, the zoom and the text's scale
/// (presenter mode's, with the window) when they change.
pub fn apply(ctx: &egui::Context, dark: bool, high_contrast: bool, zoom: f32, text_scale: f32) {
    let id = egui::Id::unique("sre-sim-style");
    // The text's scale to a hundredth: a window resized by a pixel does
    // not restyle every frame.
    let text_scale = (text_scale * 100.0).round() / 100.0;
    let wanted = (dark, high_contrast, zoom, text_scale);
    let applied = ctx
        .data(|d| d.get_temp::<Option<(bool, bool, f32, f32)>>(id))
        .flatten();
    if applied.is_none() {
        install_fonts(ctx);
    }
    if applied == Some(wanted) {
        return;
    }
    ctx.data_mut(|d| d.insert_temp(id, Some(wanted)));
    let theme = if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    };
    let mut visuals = theme.default_visuals();
    if high_contrast {
        projector(&mut visuals);
    }
    ctx.set_visuals_of(theme, visuals);
    ctx.set_theme(theme);
    let text_styles = egui::Style::default().text_styles;
    ctx.all_styles_mut(|style| {
        style.text_styles = scaled_text(&text_styles, text_scale);
    });
    ctx.set_zoom_factor(zoom);
    // The scale has one source: the settings, changed by the shortcut table.
    ctx.options_mut(|o| o.zoom_with_keyboard = false);
}

/// egui's text styles with every size times `scale`.
pub fn scaled_text(
    styles: &std::collections::BTreeMap<egui::TextStyle, egui::FontId>,
    scale: f32,
) -> std::collections::BTreeMap<egui::TextStyle, egui::FontId> {
    styles
        .iter()
        .map(|(style, font)| {
            (
                style.clone(),
                egui::FontId::new(font.size * scale, font.family.clone()),
            )
        })
        .collect()
}

/// The projector theme: a washed-out projector loses greys and thin lines,
/// so the text is pure white on black (or black on white), the weak text
/// is still at least 7:1, and outlines and separators are thicker and full.
pub fn projector(visuals: &mut egui::Visuals) {
    use egui::{Color32, Stroke};
    let (text, ground, weak, faint) = if visuals.dark_mode {
        (
            Color32::WHITE,
            Color32::BLACK,
            Color32::from_gray(200),
            Color32::from_gray(40),
        )
    } else {
        (
            Color32::BLACK,
            Color32::WHITE,
            Color32::from_gray(50),
            Color32::from_gray(225),
        )
    };
    visuals.override_text_color = Some(text);
    visuals.weak_text_color = Some(weak);
    visuals.panel_fill = ground;
    visuals.window_fill = ground;
    visuals.extreme_bg_color = ground;
    visuals.faint_bg_color = faint;
    visuals.window_stroke = Stroke::new(2.0, text);
    let widgets = &mut visuals.widgets;
    widgets.noninteractive.bg_stroke = Stroke::new(1.5, weak);
    widgets.noninteractive.fg_stroke = Stroke::new(1.5, text);
    for state in [
        &mut widgets.inactive,
        &mut widgets.hovered,
        &mut widgets.active,
        &mut widgets.open,
    ] {
        state.fg_stroke = Stroke::new(2.0, text);
        state.bg_stroke = Stroke::new(1.5, text);
    }
    visuals.selection.stroke = Stroke::new(2.0, text);
}

/// `DejaVu Sans` and `DejaVu Sans Mono`, the fallback fonts: whole on the desktop; in
/// the browser, where every byte is downloaded, cut to the glyphs egui's
/// own fonts lack (`web/fonts/`, made by `web/subset-fonts.py`).
#[cfg(not(target_arch = "wasm32"))]
const FALLBACK_FONTS: [&[u8]; 2] = [
    include_bytes!("../../assets/fonts/DejaVuSans.ttf"),
    include_bytes!("../../assets/fonts/DejaVuSansMono.ttf"),
];
#[cfg(target_arch = "wasm32")]
const FALLBACK_FONTS: [&[u8]; 2] = WEB_FALLBACK_FONTS;

/// The web edition's fallback fonts.
#[cfg(any(target_arch = "wasm32", test))]
const WEB_FALLBACK_FONTS: [&[u8]; 2] = [
    include_bytes!("../../web/fonts/DejaVuSans-web.ttf"),
    include_bytes!("../../web/fonts/DejaVuSansMono-web.ttf"),
];

/// Adds `DejaVu Sans` as the last fallback of both font families, for the
/// formulas' symbols (⇒, ⌈⌉, √, ρ, …) that egui's default fonts lack. Every
/// machine gets the same glyphs, offline.
pub fn install_fonts(ctx: &egui::Context) {
    install_fallback_fonts(ctx, FALLBACK_FONTS);
}

fn install_fallback_fonts(ctx: &egui::Context, [sans, mono]: [&'static [u8]; 2]) {
    use egui::epaint::text::{FontInsert, InsertFontFamily};
    for (name, bytes, family) in [
        ("DejaVuSans", sans, egui::FontFamily::Proportional),
        ("DejaVuSansMono", mono, egui::FontFamily::Monospace),
    ] {
        ctx.add_font(FontInsert::new(
            name,
            egui::FontData::from_static(bytes),
            vec![InsertFontFamily {
                family,
                priority: egui::epaint::text::FontPriority::Lowest,
            }],
        ));
    }
}

#[cfg(test)]
mod font_tests {
    use super::*;

    /// Every character of the app's own text: the three languages' messages,
    /// the lessons, the scenarios and the example runs.
    fn app_text() -> String {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut text = String::new();
        let mut folders = vec![
            root.join("locales"),
            root.join("lessons"),
            root.join("saves"),
        ];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("a folder of the app's text") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    folders.push(path);
                } else if let Ok(read) = std::fs::read_to_string(&path) {
                    text.push_str(&read);
                }
            }
        }
        text
    }

    /// The characters of `text` that `family` cannot draw with `fonts`.
    fn missing(fonts: Option<[&'static [u8]; 2]>, family: &egui::FontFamily, text: &str) -> String {
        let ctx = egui::Context::default();
        if let Some(fonts) = fonts {
            install_fallback_fonts(&ctx, fonts);
        }
        // Fonts are loaded with the first pass.
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        let mut chars: Vec<char> = text.chars().filter(|c| !c.is_control()).collect();
        chars.sort_unstable();
        chars.dedup();
        let font = egui::FontId::new(14.0, family.clone());
        ctx.fonts_mut(|f| {
            chars
                .into_iter()
                .filter(|&c| !f.has_glyph(&font, c))
                .collect()
        })
    }

    #[test]
    fn the_web_editions_cut_fonts_draw_every_character_of_the_apps_text() {
        let text = app_text();
        assert!(text.len() > 100_000, "the app's text was read");
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            for fonts in [FALLBACK_FONTS, WEB_FALLBACK_FONTS] {
                assert_eq!(missing(Some(fonts), &family, &text), "", "{family:?}");
            }
        }
        // It can fail: egui's fonts alone lack the formulas' symbols.
        let family = egui::FontFamily::Proportional;
        assert_eq!(missing(None, &family, "⇒⌈a"), "⇒⌈");
    }
}
