//! What the window's own bars and the presenter console both show: the
//! projector theme's box and the keys of an action in the reader's words.

use egui::Ui;

use crate::app::keys::{self, KeyAction};
use crate::app::{AppCommand, SreSimApp};
use crate::i18n::I18n;

/// The projector theme's box (in the help, with the other settings, and on
/// the presenter console).
pub fn projector_theme_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let mut high = app.settings.high_contrast;
    if ui
        .checkbox(&mut high, app.i18n.tr("present-projector-theme"))
        .on_hover_text(app.i18n.tr("app-theme-hint"))
        .changed()
    {
        out.push(AppCommand::SetHighContrast(high));
    }
}

/// The keys of an action in the reader's words ("Maj+I", "Espace"), with
/// the Mac's symbols there ("⌘S", "⇧I").
pub fn chords(os: egui::os::OperatingSystem, i18n: &I18n, action: KeyAction) -> String {
    keys::chords_text(action, os.is_mac(), |key| {
        i18n.tr(&format!("app-key-name-{key}"))
    })
}
