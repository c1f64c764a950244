//! The look of the window: the fonts, the theme and the scale, applied to
//! egui when the settings change.

/// Installs the fonts once, and the theme and zoom when they change.
pub fn apply(ctx: &egui::Context, dark: bool, zoom: f32) {
    let id = egui::Id::unique("sre-sim-style");
    let applied = ctx
        .data(|d| d.get_temp::<Option<(bool, f32)>>(id))
        .flatten();
    if applied.is_none() {
        install_fonts(ctx);
    }
    if applied == Some((dark, zoom)) {
        return;
    }
    ctx.data_mut(|d| d.insert_temp(id, Some((dark, zoom))));
    ctx.set_theme(if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    });
    ctx.set_zoom_factor(zoom);
    // The scale has one source: the settings, changed by the shortcut table.
    ctx.options_mut(|o| o.zoom_with_keyboard = false);
}

/// Adds `DejaVu Sans` as the last fallback of both font families, for the
/// formulas' symbols (⇒, ⌈⌉, √, ρ, …) that egui's default fonts lack. Every
/// machine gets the same glyphs, offline.
pub fn install_fonts(ctx: &egui::Context) {
    use egui::epaint::text::{FontInsert, InsertFontFamily};
    for (name, bytes, family) in [
        (
            "DejaVuSans",
            &include_bytes!("../../assets/fonts/DejaVuSans.ttf")[..],
            egui::FontFamily::Proportional,
        ),
        (
            "DejaVuSansMono",
            &include_bytes!("../../assets/fonts/DejaVuSansMono.ttf")[..],
            egui::FontFamily::Monospace,
        ),
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
