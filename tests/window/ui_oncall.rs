//! The window driven like a user drives it: widgets found by their labels
//! (AccessKit), clicked and moved; assertions on the app's state.

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::{SreSimApp, Tab};
use sre_sim::i18n::Language;
use sre_sim::model::oncall::{Command, Scenario};

use crate::common::typing::edit_value_box;
use crate::common::window::harness;

/// The window of these tests, in pixels: larger than a laptop's.
const SIZE: egui::Vec2 = egui::vec2(1400.0, 900.0);

#[test]
fn moving_a_control_lands_on_the_timeline() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    h.get_by_label("Step one minute").click();
    h.run();
    assert_eq!(h.state().oncall.rows.len(), 2);

    h.get_by_role_and_label(Role::Slider, "Minimum instances")
        .set_value_accesskit(14.0);
    h.run();
    let sim = h.state().oncall.sim();
    assert_eq!(sim.controls().min_instances, 14);
    assert_eq!(
        sim.timeline().last().map(|t| (t.minute, t.command)),
        Some((1, Command::SetMinInstances(14)))
    );
    assert_eq!(
        sim.instances_booting(),
        4,
        "raising the minimum launches at once"
    );

    h.get_by_label("Heavy feature (recommendations)").click();
    h.run();
    assert!(!h.state().oncall.sim().controls().heavy_feature);

    h.get_by_label("Roll back to the last good build").click();
    h.run();
    assert_eq!(
        h.state().oncall.sim().timeline().last().map(|t| t.command),
        Some(Command::Rollback)
    );
    assert_eq!(h.state().oncall.sim().rollback_minutes_left(), 5);

    // Nothing was sent that the person did not do.
    assert_eq!(h.state().oncall.sim().timeline().len(), 3);
}

#[test]
fn keyboard_steps_and_plays() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(h.state().oncall.sim().minute(), 1);
    h.key_press(egui::Key::Space);
    h.run_steps(1);
    assert!(h.state().oncall.playing);
    h.key_press(egui::Key::Space);
    h.run_steps(1);
    assert!(!h.state().oncall.playing);
}

#[test]
fn switching_language_shows_french_and_galician_labels() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Language").click();
    h.run();
    h.get_by_label("Français").click();
    h.run();
    assert_eq!(h.state().i18n.language(), Language::Fr);
    assert_eq!(h.state().settings.language, Some(Language::Fr));
    h.get_by_label("Avancer d’une minute");
    h.get_by_role_and_label(Role::Slider, "Minimum d’instances");
    // Numbers follow the language: 4,00 $/h.
    h.get_by_label("4,00 $/h");

    h.get_by_role_and_label(Role::ComboBox, "Langue").click();
    h.run();
    h.get_by_label("Galego").click();
    h.run();
    assert_eq!(h.state().i18n.language(), Language::Gl);
    h.get_by_label("Avanzar un minuto");
    h.get_by_role_and_label(Role::Slider, "Mínimo de instancias");
}

#[test]
fn clicking_a_metric_jumps_to_its_formula() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    h.get_by_role_and_label(Role::Link, "Cache hit rate")
        .click();
    h.run();
    assert_eq!(h.state().nav.tab, Tab::Reference);
    // The live value of the cache relation, with the opening numbers substituted.
    h.get_by_label_contains("hit = 1.00 × 3.375 / 4.375 = 0.771");
}

#[test]
fn a_three_hour_scenario_plays_through_hundreds_of_frames() {
    let mut app = SreSimApp::default();
    app.oncall.scenario = Scenario::BadDeploy.into();
    app.oncall.restart();
    app.oncall.minutes_per_sec = 4.0;
    app.oncall.playing = true;
    let mut h = harness(app, SIZE);
    h.run_steps(300);
    let state = h.state();
    assert!(
        state.oncall.finished(),
        "minute {}",
        state.oncall.sim().minute()
    );
    assert_eq!(state.oncall.rows.len(), 181);
    assert!(!state.oncall.playing, "play stops at the scenario's end");
    // The page fired and is shown.
    assert!(state.oncall.rows.iter().any(|r| r.paging));
}

#[test]
fn every_control_has_a_key_and_the_presenter_can_annotate() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    h.key_press(egui::Key::I);
    h.run();
    assert_eq!(h.state().oncall.sim().controls().min_instances, 11);
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::I);
    h.run();
    assert_eq!(h.state().oncall.sim().controls().min_instances, 10);
    for key in [
        egui::Key::A,
        egui::Key::U,
        egui::Key::T,
        egui::Key::W,
        egui::Key::S,
        egui::Key::F,
        egui::Key::R,
    ] {
        h.key_press(key);
        h.run();
    }
    let c = h.state().oncall.sim().controls();
    assert!(!c.autoscaling);
    assert!((c.target_utilization - 0.65).abs() < 1e-12);
    assert_eq!(c.cache_ttl_secs, 120.0);
    assert!((c.shed_share - 0.1).abs() < 1e-12);
    assert!(!c.heavy_feature);
    assert_eq!(h.state().oncall.sim().warm_up_minutes_left(), 6);
    assert_eq!(h.state().oncall.sim().rollback_minutes_left(), 5);
    assert_eq!(
        h.state().oncall.sim().timeline().len(),
        9,
        "every key press is a command on the timeline"
    );

    h.key_press(egui::Key::ArrowRight);
    h.key_press(egui::Key::N);
    h.run();
    let notes: Vec<_> = h
        .state()
        .oncall
        .annotations
        .iter()
        .map(|a| (a.minute, a.text.clone()))
        .collect();
    assert_eq!(notes, [(1, "Note 1".to_owned())]);

    h.key_press(egui::Key::P);
    h.run();
    assert!(h.state().settings.presenter);
    assert!(
        h.query_by_label("Minimum instances").is_none(),
        "the side panel is hidden"
    );
    h.get_by_label("Error budget left ✓ 100.0 %");
}

#[test]
fn the_controls_hints_are_readable_in_both_themes() {
    use sre_sim::ui::widgets::palette::contrast;
    for dark in [true, false] {
        let mut app = SreSimApp::default();
        app.settings.dark = dark;
        let mut h = harness(app, SIZE);
        h.run();
        let panel = h.ctx.global_style().visuals.panel_fill;
        let mut shapes: Vec<&egui::Shape> = h.output().shapes.iter().map(|c| &c.shape).collect();
        let mut hints = 0;
        while let Some(shape) = shapes.pop() {
            match shape {
                egui::Shape::Text(text)
                    if text.galley.text().starts_with("Floor for the fleet") =>
                {
                    hints += 1;
                    let format = &text.galley.job.sections[0].format;
                    assert!(
                        format.font_id.size >= 11.0,
                        "{} points",
                        format.font_id.size
                    );
                    let color = text.override_text_color.unwrap_or(format.color);
                    let ratio = contrast(color, panel);
                    assert!(ratio >= 4.5, "contrast {ratio} (dark {dark})");
                }
                egui::Shape::Vec(inner) => shapes.extend(inner.iter()),
                _ => {}
            }
        }
        assert!(hints >= 1, "the hint is painted (dark {dark})");
    }
}

#[test]
fn a_number_typed_in_a_controls_box_applies_once_on_enter() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    let before = h.state().oncall.sim().controls().min_instances;
    assert_ne!(
        before, 20,
        "the test types a value the control does not have"
    );
    edit_value_box(&mut h, "Minimum instances");
    for key in ["2", "0"] {
        h.event(egui::Event::Text(key.to_owned()));
        h.run();
        assert_eq!(
            h.state().oncall.sim().controls().min_instances,
            before,
            "a keystroke ({key}) is not a decision"
        );
        assert!(h.state().oncall.sim().timeline().is_empty());
    }
    h.key_press(egui::Key::Enter);
    h.run();
    let sim = h.state().oncall.sim();
    assert_eq!(sim.controls().min_instances, 20);
    let decided: Vec<_> = sim.timeline().iter().map(|t| t.command).collect();
    assert_eq!(
        decided,
        [Command::SetMinInstances(20)],
        "one decision, on Enter"
    );
}

/// Is `id` a message of `language` whose words are not the id itself?
fn named_in(i18n: &sre_sim::i18n::I18n, language: Language, id: &str) -> bool {
    i18n.has_message(language, id) && i18n.tr(id) != id
}

#[test]
fn every_chart_and_metric_of_the_tables_is_drawn_and_named_in_three_languages() {
    use sre_sim::app::AppCommand;
    use sre_sim::i18n::I18n;
    use sre_sim::lesson::text::field_name_id;
    use sre_sim::ui::oncall::chart_spec::CHART_SPECS;
    use sre_sim::ui::oncall::metric_spec::METRIC_SPECS;

    use crate::common::window::send;
    for language in Language::ALL {
        let i18n = I18n::new(language);
        let mut app = SreSimApp::default();
        app.set_language(language);
        app.nav.mode = sre_sim::app::Mode::Tabs;
        // Tall enough that every chart is laid out, none scrolled away.
        let mut h = harness(app, egui::vec2(1400.0, 2400.0));
        send(&mut h, AppCommand::ShowExact(true));
        for _ in 0..3 {
            send(&mut h, AppCommand::Step);
        }
        h.run();
        let shown = |text: &str| h.query_all_by_label_contains(text).next().is_some();
        for spec in &CHART_SPECS {
            let context = format!("{:?} in {}", spec.chart, language.code());
            // Drawn: its plot, under its title.
            assert!(
                egui_plot::PlotMemory::load(&h.ctx, egui::Id::unique(spec.id)).is_some(),
                "{context}: no plot {}",
                spec.id
            );
            let ids = std::iter::once(spec.id)
                .chain(spec.title_also)
                .chain(spec.every_line().map(|(label, _)| label))
                .chain(spec.thresholds.iter().map(|t| t.label));
            for id in ids {
                assert!(named_in(&i18n, language, id), "{context}: no {id}");
                // Its title, and each line's and threshold's name in the
                // legend.
                let words = i18n.tr(id);
                assert!(shown(&words), "{context}: {words} is not shown");
            }
        }
        for spec in &METRIC_SPECS {
            let context = format!("{:?} in {}", spec.metric, language.code());
            let id = field_name_id(spec.metric.name());
            assert!(named_in(&i18n, language, &id), "{context}: no {id}");
            if let Some(label) = spec.label {
                assert!(named_in(&i18n, language, label), "{context}: no {label}");
                let words = i18n.tr(label);
                assert!(shown(&words), "{context}: {words} is not shown");
            }
            if let Some(term) = spec.term {
                assert!(!term.hover_text(&i18n).is_empty(), "{context}");
            }
        }
    }
}
