//! The architecture tab driven by its labels: run the default path, find the
//! fix, apply it, sweep the load.

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::arch::FixProposal;
use sre_sim::app::{Severity, SreSimApp, Tab};
use sre_sim::model::arch::{HEADROOM_UTILIZATION, Setting, Stage};

use sre_sim::i18n::Language;

use crate::common::folders::unused_path;
use crate::common::typing::edit_value_box;
use crate::common::window::harness;

/// The window of these tests, in pixels: larger than a laptop's.
const SIZE: egui::Vec2 = egui::vec2(1500.0, 1000.0);

#[test]
fn run_fix_and_sweep_the_default_path() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    h.get_by_label("Architecture").click();
    h.run();
    assert_eq!(h.state().nav.tab, Tab::Arch);

    h.get_by_role_and_label(Role::Button, "Run").click();
    h.run();
    let run = h.state().arch.run.clone().expect("the run happened");
    assert!(!run.passed);
    assert_eq!(run.bottleneck, Stage::Db);
    h.get_by_label("✖ Failed");
    // A mean latency above the client's timeout is explained where it shows.
    assert!(run.mean_latency_ms > run.config.load.timeout_ms);
    assert!(
        h.query_by_label_contains("is above the client timeout, 1 000 ms: the servers go on serving requests their clients have already given up on")
            .is_some()
    );

    h.get_by_label("Find a fix").click();
    h.run();
    let Some(FixProposal::Found(fix)) = h.state().arch.proposal else {
        panic!("a fix is proposed: {:?}", h.state().arch.proposal);
    };
    // The patch is shown before it is applied.
    assert_eq!(h.state().arch.config.get(fix.setting), fix.from);

    h.get_by_label("Apply and rerun").click();
    h.run();
    let arch = &h.state().arch;
    assert_eq!(arch.config.get(fix.setting), fix.to);
    let after = arch.run.as_ref().expect("rerun");
    assert!(after.passed);
    assert!(after.max_utilization() <= HEADROOM_UTILIZATION);
    assert_eq!(
        arch.before.as_ref(),
        Some(&run),
        "before and after stay comparable"
    );
    h.get_by_label("✓ Passed");
    // Said for the failed run kept beside it, if at all; not for the fixed one.
    assert!(after.mean_latency_ms <= after.config.load.timeout_ms);
    assert!(
        h.query_all_by_label_contains("That is the retry storm")
            .count()
            <= 1,
        "said only where it is true"
    );

    h.get_by_label("Sweep the load").click();
    h.run();
    let sweep = h.state().arch.sweep.as_ref().expect("swept");
    assert_eq!(sweep.points.len(), 60);
    assert!(sweep.knee.is_some());

    // The model reference shows the path's relations with the live numbers.
    h.get_by_label("Model reference").click();
    h.run();
    h.get_by_label_contains("Database: 10 ÷ 20 ms = 500 rps");
    h.get_by_label_contains("Bottleneck Database");
}

#[test]
fn a_slider_changes_the_path() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.get_by_label("Architecture").click();
    h.run();
    h.get_by_role_and_label(Role::Slider, "Pool connections")
        .set_value_accesskit(12.0);
    h.run();
    assert_eq!(h.state().arch.config.get(Setting::DbConnections), 12.0);
    h.get_by_label("Cache tier in front of the DB").click();
    h.run();
    assert_eq!(h.state().arch.config.get(Setting::CacheOn), 1.0);
}

#[test]
fn a_number_typed_in_a_settings_box_applies_once_on_enter() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.get_by_label("Architecture").click();
    h.run();
    let before = h.state().arch.config.get(Setting::DbConnections);
    assert_ne!(
        before, 15.0,
        "the test types a value the setting does not have"
    );
    edit_value_box(&mut h, "Pool connections");
    for key in ["1", "5"] {
        h.event(egui::Event::Text(key.to_owned()));
        h.run();
        assert_eq!(
            h.state().arch.config.get(Setting::DbConnections),
            before,
            "a keystroke ({key}) does not set the pool"
        );
    }
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().arch.config.get(Setting::DbConnections), 15.0);
}

#[test]
fn a_configuration_saves_to_the_folder_and_opens_again() {
    let dir = unused_path("arch");
    let mut app = SreSimApp::default();
    app.saves_dir = Some(dir.clone());
    let mut h = harness(app, SIZE);
    h.get_by_label("Architecture").click();
    h.run();
    h.get_by_role_and_label(Role::Slider, "Pool connections")
        .set_value_accesskit(9.0);
    h.run();
    h.get_by_label("Save to the configurations folder").click();
    h.run();
    let status = h.state().status.latest().expect("a message");
    assert_eq!(status.severity, Severity::Info, "{status:?}");

    h.state_mut().arch = sre_sim::app::arch::ArchSession::default();
    h.run();
    h.get_by_role_and_label(Role::Link, "architecture-400-rps")
        .click();
    h.run();
    assert_eq!(h.state().arch.config.get(Setting::DbConnections), 9.0);
    assert!(
        h.state().arch.run.is_some(),
        "an opened configuration runs at once"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// The requests slider is logarithmic from its first step: its middle is
/// about 316 rps (the geometric middle of 1 to 100 000), not 0.3.
#[test]
fn the_requests_slider_gives_every_decade_the_same_room() {
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    h.get_by_label("Architecture").click();
    h.run();
    let slider = h.get_by_role_and_label(Role::Slider, "Requests per second");
    let rect = slider.rect();
    // The slider's rail is the widget's left part, before its number box.
    let rail = h
        .get_all_by_role_and_label(Role::SpinButton, "Requests per second")
        .next()
        .map_or(rect.right(), |b| b.rect().left());
    let middle = egui::pos2(
        f32::midpoint(rect.left(), rail.min(rect.right())),
        rect.center().y,
    );
    h.hover_at(middle);
    h.event(egui::Event::PointerButton {
        pos: middle,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerButton {
        pos: middle,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
    let rps = h.state().arch.config.load.rps;
    assert!(
        (100.0..=1_000.0).contains(&rps),
        "the middle of the slider is {rps} rps"
    );
}

/// A number box reads grouped thousands as the guess box does, in each
/// language: "1,200" in English and "1 200" in French are 1 200 requests
/// a second (the box read "1,200" as 1.2 before), and a box that shows a
/// percent reads a typed percent (50 is 50 %, not a share of 50).
#[test]
fn a_typed_number_reads_the_same_in_every_box() {
    for (language, typed, label) in [
        (Language::En, "1,200", "Requests per second"),
        (Language::Fr, "1 200", "Requêtes par seconde"),
    ] {
        let mut app = SreSimApp::default();
        app.set_language(language);
        app.nav.tab = Tab::Arch;
        let mut h = harness(app, SIZE);
        h.run();
        edit_value_box(&mut h, label);
        h.event(egui::Event::Text(typed.to_owned()));
        h.key_press(egui::Key::Enter);
        h.run();
        assert_eq!(
            h.state().arch.config.get(Setting::LoadRps),
            1200.0,
            "{language:?} {typed}"
        );
    }
    let mut h = harness(SreSimApp::default(), SIZE);
    h.run();
    edit_value_box(&mut h, "Load shedding");
    h.event(egui::Event::Text("50".to_owned()));
    h.key_press(egui::Key::Enter);
    h.run();
    h.state_mut().handle(sre_sim::app::AppCommand::Step);
    h.run();
    assert_eq!(h.state().oncall.sim().controls().shed_share, 0.5);
}

/// Every row of the settings' table is reachable from the window: its
/// label's Fluent id is in each language, and the architecture tab draws
/// its widget (a checkbox for a switch, a slider for a number) under that
/// name, in English, French and Galician. A row without its Fluent id or
/// its widget fails here.
#[test]
fn every_setting_of_the_table_is_drawn_and_named_in_three_languages() {
    use sre_sim::i18n::I18n;
    use sre_sim::model::arch::{Remedy, SETTING_SPECS, SettingKind};
    let role_of = |kind| match kind {
        SettingKind::Switch => Role::CheckBox,
        SettingKind::Count | SettingKind::Real => Role::Slider,
    };
    for language in Language::ALL {
        let i18n = I18n::new(language);
        let mut app = SreSimApp::default();
        app.set_language(language);
        app.nav.mode = sre_sim::app::Mode::Tabs;
        app.nav.tab = Tab::Arch;
        // Every remedy on, so that its parameters are drawn too.
        for remedy in Remedy::ALL {
            app.arch.set(remedy.switch(), 1.0);
        }
        let mut h = harness(app, SIZE);
        h.run();
        for spec in &SETTING_SPECS {
            let context = format!("{} in {}", spec.name, language.code());
            assert!(
                i18n.has_message(language, spec.label_id),
                "{context}: no {}",
                spec.label_id
            );
            let name = i18n.tr(spec.label_id);
            let role = role_of(spec.kind);
            // Two settings may share a name (the breaker's and the
            // throttle's windows): as many widgets as rows of that name.
            let rows = SETTING_SPECS
                .iter()
                .filter(|other| role_of(other.kind) == role && i18n.tr(other.label_id) == name)
                .count();
            let drawn = h.query_all_by_role_and_label(role, &name).count();
            assert!(
                drawn >= rows,
                "{context}: {drawn} {role:?} named {name} for {rows} settings"
            );
        }
        assert_eq!(i18n.reported_fallbacks(), [], "{}", language.code());
    }
}
