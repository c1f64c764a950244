//! Typing into the window as a person does: a slider's number box.

use egui_kittest::Harness;
use sre_sim::app::SreSimApp;

/// Clicks the number beside the slider labelled `label` (the spin button
/// on its row, nearest to its right), as a person does to type a value:
/// the box edits its text, all of it selected.
pub fn edit_value_box(h: &mut Harness<'_, SreSimApp>, label: &str) {
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable as _;
    let slider = h.get_by_role_and_label(Role::Slider, label).rect();
    let at = h
        .query_all_by_role(Role::SpinButton)
        .map(|node| node.rect())
        .filter(|rect| rect.center().y > slider.top() && rect.center().y < slider.bottom())
        .filter(|rect| rect.left() >= slider.left())
        .min_by(|a, b| a.left().total_cmp(&b.left()))
        .unwrap_or_else(|| panic!("no value box beside {label}"))
        .center();
    h.event(egui::Event::PointerMoved(at));
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
}
