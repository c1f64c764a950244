//! "Copy link" beside Save: the link the window copies (in the frame's
//! platform output) carries the run, or the architecture configuration,
//! that Save would write, at the web address of the settings.

use egui_kittest::kittest::Queryable as _;
use sre_sim::app::SreSimApp;
use sre_sim::app::link::{Linked, PLACEHOLDER_WEB_ADDRESS, read_link};

use crate::common::window::{harness, harness_settled};

const SIZE: egui::Vec2 = egui::vec2(1400.0, 1000.0);

/// The text the last frame copied, if it copied one.
fn copied(h: &egui_kittest::Harness<'_, SreSimApp>) -> Option<String> {
    h.output()
        .platform_output
        .commands
        .iter()
        .find_map(|command| match command {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
}

/// Clicks the button labelled `label` and returns what that frame copied.
fn click_and_copy(h: &mut egui_kittest::Harness<'_, SreSimApp>, label: &str) -> String {
    h.get_by_label(label).click();
    h.step();
    copied(h).unwrap_or_else(|| panic!("nothing copied: {:?}", h.state().status.all()))
}

#[test]
fn copy_link_carries_the_run_save_would_write() {
    let mut app = SreSimApp::default();
    app.nav.mode = sre_sim::app::Mode::Tabs;
    for _ in 0..12 {
        app.oncall.step();
    }
    let mut h = harness(app, SIZE);
    h.run();
    h.get_by_label("Runs").click();
    h.run();
    let url = click_and_copy(&mut h, "Copy link");
    assert!(
        url.starts_with(&format!("{PLACEHOLDER_WEB_ADDRESS}#run=")),
        "{url}"
    );
    let saved = h.state().live_run_file().expect("a run to save");
    match read_link(&url) {
        Ok(Linked::Run(back)) => assert_eq!(*back, saved),
        other => panic!("{other:?}"),
    }
    assert_eq!(saved.minutes(), 12);
    // And opened again, it replays that run.
    h.state_mut().open_link(&url);
    h.run();
    assert_eq!(
        h.state().oncall.replay.as_ref().map(|r| r.file.clone()),
        Some(saved)
    );
}

#[test]
fn copy_link_on_the_architecture_tab_carries_the_configuration() {
    let mut app = SreSimApp::default();
    app.nav.mode = sre_sim::app::Mode::Tabs;
    app.settings.web_address = "https://teach.example.net/sre/".to_owned();
    app.arch.config.load.rps = 1234.0;
    let mut h = harness(app, SIZE);
    h.run();
    h.get_by_label("Architecture").click();
    h.run();
    let url = click_and_copy(&mut h, "Copy link");
    assert!(
        url.starts_with("https://teach.example.net/sre/#arch="),
        "{url}"
    );
    match read_link(&url) {
        Ok(Linked::Arch(back)) => assert_eq!(*back.config(), h.state().arch.config),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_embedded_link_has_no_top_bar() {
    let mut app = SreSimApp::default();
    app.open_link("https://sre-sim.example.org/?tab=arch");
    let h = harness_settled(app, SIZE);
    assert!(h.query_by_label("Help").is_some());
    let mut app = SreSimApp::default();
    app.open_link("https://sre-sim.example.org/?tab=arch&embed=1");
    let h = harness_settled(app, SIZE);
    assert!(h.query_by_label("Help").is_none());
    assert_eq!(h.state().nav.tab, sre_sim::app::Tab::Arch);
}
