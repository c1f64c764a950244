//! What every install's window has and how it speaks to its system: the
//! example scenarios in the scenario menu (built in, so a package or
//! `cargo install` lists them with no `saves/` folder beside it), and the
//! shortcuts written as a Mac writes them there, as Linux and Windows do
//! elsewhere.

use egui::os::OperatingSystem;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::{AppCommand, SreSimApp};
use sre_sim::i18n::Language;

use crate::common::window::{LAPTOP, harness};

#[test]
fn the_example_scenarios_are_in_the_menu_and_play_when_picked() {
    for (language, name) in [
        (Language::En, "Database failover at the peak"),
        (Language::Fr, "Bascule de la base de données à la pointe"),
    ] {
        let mut app = SreSimApp::default();
        app.set_language(language);
        let mut h = harness(app, LAPTOP);
        h.step();
        let menu = sre_sim::i18n::I18n::new(language).tr("oncall-scenario");
        h.get_by_label(&menu).click();
        h.step();
        h.step();
        let hover = sre_sim::i18n::I18n::new(language).tr_args(
            "oncall-scenario-example-hover",
            &[("scenario", "db-failover-at-peak".into())],
        );
        assert!(
            hover.contains("sre-sim scenario show db-failover-at-peak"),
            "{hover}"
        );
        let zone = sre_sim::run::example_scenario("zone-loss-during-surge").expect("built in");
        let zone_name =
            sre_sim::i18n::scenario_text(&sre_sim::i18n::I18n::new(language), &zone.file().name).0;
        assert!(
            h.query_by_label(&zone_name).is_some(),
            "{language:?}: {zone_name} is listed"
        );
        h.get_by_label(name).click();
        h.step();
        h.step();
        let playing = h.state().oncall.sim().spec().scenario.clone();
        assert_eq!(playing.id(), "db-failover-at-peak", "{language:?}");
        assert_eq!(
            h.state().oncall.sim().minute(),
            0,
            "{language:?}: a new run"
        );
    }
}

/// The text of the help's row for saving, as a person reads it.
fn save_chord(os: OperatingSystem) -> Vec<String> {
    let mut h = harness(SreSimApp::default(), LAPTOP);
    h.ctx.set_os(os);
    h.step();
    h.state_mut().handle(AppCommand::ShowHelp(true));
    h.step();
    h.step();
    ["Ctrl+S", "⌘S", "Shift+I", "⇧I"]
        .into_iter()
        .filter(|text| h.query_by_label(text).is_some())
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_help_writes_command_and_shift_as_each_system_does() {
    assert_eq!(save_chord(OperatingSystem::Nix), ["Ctrl+S", "Shift+I"]);
    assert_eq!(save_chord(OperatingSystem::Windows), ["Ctrl+S", "Shift+I"]);
    assert_eq!(save_chord(OperatingSystem::Mac), ["⌘S", "⇧I"]);
}
