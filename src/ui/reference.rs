//! The reference tab: draws every relation of both models with its source,
//! the constants, the assumptions and what the models are not, and next to
//! each on-call formula its live value. The text is written by
//! [`crate::formula`]; this file only lays it out.

use egui::{RichText, Ui};

use crate::app::arch::ArchSession;
use crate::app::{AppCommand, RefAnchor, SreSimApp};
use crate::formula::{
    ARCH_IDS, BEYOND_IDS, ONCALL_ASSUMPTION_IDS, ONCALL_RELATIONS, Relation, SECOND_RELATIONS,
    arch_live_values, beyond_live_values, live_value, source_lines,
};
use crate::glossary::Term;
use crate::i18n::I18n;
use crate::model::oncall::MinuteRow;
use crate::ui::widgets::outline;

/// The reference tab as the app holds it: the live values of the current
/// minute, scrolled once to the relation asked for.
pub fn tab_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let focus = app.nav.reference_focus;
    let shown = reference_ui(ui, &app.i18n, app.oncall.row(), &app.arch, focus);
    if shown.scrolled {
        out.push(AppCommand::RelationShown);
    }
    if shown.check {
        out.push(AppCommand::CheckMinute);
    }
    if let Some(anchor) = shown.relation {
        out.push(AppCommand::ShowRelation(anchor));
    }
}

/// What the reference tab did this frame.
#[derive(Debug, Clone, Copy, Default)]
pub struct Shown {
    /// It scrolled to the relation asked for.
    pub scrolled: bool,
    /// "Check this minute by simulation" was clicked.
    pub check: bool,
    /// A term of the glossary was clicked: the relation to show.
    pub relation: Option<RefAnchor>,
}

/// The reference tab: whether it scrolled to `focus`, whether the check
/// was asked for, and the relation of a glossary term clicked.
pub fn reference_ui(
    ui: &mut Ui,
    i18n: &I18n,
    row: &MinuteRow,
    arch: &ArchSession,
    focus: Option<RefAnchor>,
) -> Shown {
    let mut shown = Shown::default();
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading(i18n.tr("ref-title"));
        ui.label(i18n.tr("ref-intro"));
        ui.add_space(8.0);
        ui.heading(i18n.tr("app-tab-oncall"));
        shown.scrolled = relations_ui(ui, i18n, row, ONCALL_RELATIONS, focus);
        ui.label(RichText::new(i18n.tr("ref-assumption-calibration")).italics());
        ui.add_space(8.0);
        ui.heading(i18n.tr("ref-assumptions"));
        for id in ONCALL_ASSUMPTION_IDS {
            ui.label(format!("• {}", i18n.tr(id)));
        }
        ui.add_space(8.0);
        ui.heading(i18n.tr("ref-second-title"));
        ui.label(i18n.tr("ref-second-intro"));
        shown.scrolled |= relations_ui(ui, i18n, row, SECOND_RELATIONS, focus);
        shown.check = super::oncall::check::check_button(ui, i18n);
        arch_reference_ui(ui, i18n, arch);
        shown.relation = glossary_ui(ui, i18n);
        sources_ui(ui, i18n);
        ui.label(RichText::new(i18n.tr("ref-educational")).strong());
    });
    shown
}

/// Relations of the on-call model, each with its source and live value;
/// returns whether it scrolled to `focus`.
fn relations_ui(
    ui: &mut Ui,
    i18n: &I18n,
    row: &MinuteRow,
    relations: &[Relation],
    focus: Option<RefAnchor>,
) -> bool {
    let mut scrolled = false;
    for relation in relations {
        let highlighted = relation.anchor.is_some() && relation.anchor == focus;
        let frame = egui::Frame::group(ui.style()).fill(if highlighted {
            ui.visuals().selection.bg_fill.gamma_multiply(0.4)
        } else {
            egui::Color32::TRANSPARENT
        });
        let response = frame
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(RichText::new(i18n.tr(relation.text_id)).monospace());
                ui.horizontal_wrapped(|ui| {
                    if !relation.sources.is_empty() {
                        ui.label(
                            RichText::new(format!(
                                "{} {}",
                                i18n.tr("ref-source"),
                                relation.sources
                            ))
                            .small()
                            .weak(),
                        );
                    }
                    if relation.assumption {
                        ui.label(RichText::new(i18n.tr("ref-assumption")).small().italics());
                    }
                });
                if let Some(anchor) = relation.anchor {
                    // A pending guess: the live values would give its
                    // answer away (the hints link here).
                    let value = if outline::hidden_fields(ui.ctx()).is_empty() {
                        live_value(i18n, anchor, row)
                    } else {
                        i18n.tr("lesson-panel-hidden")
                    };
                    ui.label(
                        RichText::new(i18n.labelled(&i18n.tr("ref-live-value"), &value))
                            .monospace()
                            .color(ui.visuals().hyperlink_color),
                    );
                }
            })
            .response;
        if let Some(name) = relation.anchor.and_then(outline::reference_name) {
            let target = crate::lesson::Highlight::Reference(name.to_owned());
            outline::outline(ui.ctx(), &response, &target);
        }
        if highlighted {
            response.scroll_to_me(Some(egui::Align::TOP));
            scrolled = true;
        }
    }
    scrolled
}

/// The architecture model: its relations, live values and assumptions.
fn arch_reference_ui(ui: &mut Ui, i18n: &I18n, arch: &ArchSession) {
    ui.add_space(8.0);
    ui.heading(i18n.tr("app-tab-arch"));
    for id in ARCH_IDS {
        ui.label(format!("• {}", i18n.tr(id)));
    }
    let bottleneck = !outline::hides(ui.ctx(), crate::lesson::BOTTLENECK_FIELD);
    for line in arch_live_values(i18n, &arch.config, arch.run.as_ref(), bottleneck) {
        ui.label(
            RichText::new(i18n.labelled(&i18n.tr("ref-live-value"), &line))
                .monospace()
                .color(ui.visuals().hyperlink_color),
        );
    }
    ui.add_space(8.0);
    ui.heading(i18n.tr("ref-arch-assumptions"));
    for k in 1..=crate::model::arch::ASSUMPTIONS.len() {
        ui.label(format!("• {}", i18n.tr(&format!("ref-arch-assume-{k}"))));
    }
    ui.add_space(8.0);
    ui.heading(i18n.tr("arch-what-not"));
    for id in ["arch-not-1", "arch-not-2", "arch-not-3", "arch-not-4"] {
        ui.label(format!("• {}", i18n.tr(id)));
    }
    ui.add_space(8.0);
    ui.heading(i18n.tr("ref-beyond-title"));
    ui.label(RichText::new(i18n.tr("ref-beyond-intro")).italics());
    for id in BEYOND_IDS {
        ui.label(format!("• {}", i18n.tr(id)));
    }
    for line in beyond_live_values(i18n, &arch.config, arch.run.as_ref(), arch.playback.step) {
        ui.label(
            RichText::new(i18n.labelled(&i18n.tr("ref-live-value"), &line))
                .monospace()
                .color(ui.visuals().hyperlink_color),
        );
    }
}

/// The glossary: every term with its definition, its name a link to the
/// relation that explains it where there is one; returns the relation of
/// the name clicked.
fn glossary_ui(ui: &mut Ui, i18n: &I18n) -> Option<RefAnchor> {
    ui.add_space(8.0);
    ui.heading(i18n.tr("glossary-title"));
    ui.label(RichText::new(i18n.tr("glossary-intro")).italics());
    let mut clicked = None;
    for term in Term::ALL {
        ui.horizontal_wrapped(|ui| {
            let name = RichText::new(term.name(i18n)).strong();
            match term.anchor() {
                Some(anchor) => {
                    let link = ui
                        .link(name)
                        .on_hover_text(i18n.tr("glossary-go-to-relation"));
                    if link.clicked() {
                        clicked = Some(anchor);
                    }
                }
                None => {
                    ui.label(name);
                }
            }
            ui.label(term.definition(i18n));
        });
    }
    clicked
}

/// The numbered sources.
fn sources_ui(ui: &mut Ui, i18n: &I18n) {
    ui.add_space(8.0);
    ui.heading(i18n.tr("ref-sources-title"));
    for line in source_lines(i18n) {
        ui.add(egui::Label::new(line).wrap());
    }
    ui.add_space(8.0);
}

#[cfg(test)]
mod tests {
    use crate::formula::{ONCALL_RELATIONS, SECOND_RELATIONS};
    use crate::glossary::Term;

    #[test]
    fn every_glossary_term_links_to_a_relation_the_reference_shows() {
        let shown: Vec<_> = ONCALL_RELATIONS
            .iter()
            .chain(SECOND_RELATIONS)
            .filter_map(|r| r.anchor)
            .collect();
        let mut linked = 0;
        for term in Term::ALL {
            if let Some(anchor) = term.anchor() {
                assert!(shown.contains(&anchor), "{term:?} → {anchor:?}");
                linked += 1;
            }
        }
        // Only the architecture path's terms have no relation to show.
        assert_eq!(linked, Term::ALL.len() - 2);
    }
}
