//! The glossary in the window: every term and its definition in the
//! reference, in each language, each name a link to its relation; and a
//! metric's or a control's term explained on hover over its name.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use sre_sim::app::{AppCommand, Settings, SreSimApp, Tab};
use sre_sim::glossary::Term;
use sre_sim::i18n::{I18n, Language};

use crate::common::window::{LAPTOP, harness, send};

/// The whole window in `language`, one frame run.
fn window_in(language: Language) -> Harness<'static, SreSimApp> {
    let app = SreSimApp::new(Settings {
        language: Some(language),
        ..Settings::default()
    });
    let mut h = harness(app, LAPTOP);
    h.step();
    h
}

/// Frames enough for a tooltip to wait out its delay and show.
fn rest(h: &mut Harness<'_, SreSimApp>) {
    for _ in 0..8 {
        h.step();
    }
}

#[test]
fn the_reference_lists_every_term_with_its_definition_in_each_language() {
    for (language, burn_rate, page) in [
        (Language::En, "Burn rate", "14.4 ×"),
        (Language::Fr, "Taux de consommation", "14,4 ×"),
        (Language::Gl, "Taxa de consumo", "14,4 ×"),
    ] {
        let mut h = window_in(language);
        send(&mut h, AppCommand::ShowTab(Tab::Reference));
        let i18n = I18n::new(language);
        let code = language.code();
        h.get_by_label(&i18n.tr("glossary-title"));
        // The burn rate, named in the language, a link to its relation,
        // beside its definition in the language's numbers.
        h.get_by_role_and_label(Role::Link, burn_rate);
        let definition = Term::BurnRate.definition(&i18n);
        assert!(definition.contains(page), "{code}: {definition}");
        h.get_by_label(&definition);
        // Every other term too; a link only where there is a relation.
        for term in Term::ALL {
            let name = term.name(&i18n);
            let role = if term.anchor().is_some() {
                Role::Link
            } else {
                Role::Label
            };
            assert!(
                h.query_by_role_and_label(role, &name).is_some(),
                "{code}: {term:?} is not shown as a {role:?} named {name}"
            );
            assert!(
                h.query_by_label(&term.definition(&i18n)).is_some(),
                "{code}: {term:?}'s definition is not shown"
            );
        }
    }
}

#[test]
fn a_terms_name_opens_the_relation_that_computes_it() {
    let mut h = window_in(Language::En);
    send(&mut h, AppCommand::ShowTab(Tab::Reference));
    let i18n = I18n::new(Language::En);
    let relation = i18n.tr("ref-oncall-slo");
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, LAPTOP);
    // Scrolled down to the glossary, the SLO relation is out of sight.
    h.get_by_role_and_label(Role::Link, "Burn rate")
        .scroll_to_me();
    h.run();
    assert!(
        !window.intersects(h.get_by_label(&relation).rect()),
        "the relation is already in sight"
    );
    h.get_by_role_and_label(Role::Link, "Burn rate").click();
    h.run();
    let app = h.state();
    assert_eq!(app.nav.tab, Tab::Reference);
    assert_eq!(
        app.nav.reference_focus, None,
        "the reference scrolled to it"
    );
    let shown = h.get_by_label(&relation).rect();
    assert!(
        window.contains_rect(shown),
        "the relation is not in sight: {shown:?}"
    );
}

#[test]
fn hovering_a_metrics_name_shows_its_terms_definition() {
    for language in [Language::En, Language::Fr, Language::Gl] {
        let mut h = window_in(language);
        let i18n = I18n::new(language);
        let code = language.code();
        for (metric, term) in [
            ("oncall-metric-burn-1h", Term::BurnRate),
            ("oncall-metric-cache-age", Term::Staleness),
        ] {
            let definition = term.definition(&i18n);
            assert!(
                h.query_by_label_contains(&definition).is_none(),
                "{code}: {term:?}'s definition is shown before any hover"
            );
            h.get_by_role_and_label(Role::Link, &i18n.tr(metric))
                .hover();
            rest(&mut h);
            let tooltip = h
                .query_by_label_contains(&definition)
                .unwrap_or_else(|| panic!("{code}: hovering {metric} shows no definition"));
            // What the hover said before is still said.
            let node = tooltip.accesskit_node();
            let text = node.label().or_else(|| node.value()).unwrap_or_default();
            assert!(text.starts_with(&term.name(&i18n)), "{code}: {text}");
            assert!(text.ends_with(&i18n.tr("ref-live-value")), "{code}: {text}");
            // Away from it, the definition goes.
            h.hover_at(egui::pos2(1000.0, 650.0));
            rest(&mut h);
        }
    }
}

#[test]
fn hovering_a_controls_name_shows_its_terms_definition() {
    for language in [Language::En, Language::Fr] {
        let mut h = window_in(language);
        let i18n = I18n::new(language);
        let code = language.code();
        for (control, term, role) in [
            // A slider's name is a label beside it.
            ("oncall-cache-ttl", Term::Ttl, Role::Label),
            ("oncall-autoscaling", Term::Autoscaling, Role::CheckBox),
            ("oncall-rollback", Term::Rollback, Role::Button),
        ] {
            let definition = term.definition(&i18n);
            assert!(h.query_by_label_contains(&definition).is_none(), "{code}");
            h.get_by_role_and_label(role, &i18n.tr(control)).hover();
            rest(&mut h);
            assert!(
                h.query_by_label_contains(&definition).is_some(),
                "{code}: hovering {control} shows no definition"
            );
            h.hover_at(egui::pos2(1000.0, 650.0));
            rest(&mut h);
        }
    }
}
