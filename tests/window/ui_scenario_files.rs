//! Scenarios as files in the window: a scenario dropped on the window plays
//! with its briefing, the scenario menu lists the scenarios folder, a bad
//! file is said in the person's language, and a saved run of a scenario of
//! one's own replays after the scenario's file is gone. Also the run-file
//! migration (format 2 → 3) and the playbook's general rules.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use sre_sim::app::{AppCommand, FileAction, SreSimApp};
use sre_sim::debrief::{Reference, ReferencePlaybook, Rule, run_reference};
use sre_sim::i18n::Language;
use sre_sim::model::oncall::{Command, RunSpec, ScenarioRef, Sim};
use sre_sim::run::{RunFile, load_scenario};

use crate::common::folders::scratch;
use crate::common::window::{LAPTOP, harness};

const SCENARIOS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/saves/scenarios");

fn app_in(dir: &Path, language: Language) -> SreSimApp {
    let mut app = SreSimApp::new(sre_sim::app::Settings {
        language: Some(language),
        ..sre_sim::app::Settings::default()
    });
    app.saves_dir = Some(dir.join("saves"));
    app
}

/// A file dropped on the window, as the shell hands it to egui.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(h: &mut Harness<'_, SreSimApp>, path: &Path) {
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(path.to_owned())));
    h.step();
    h.step();
}

fn shows(h: &Harness<'_, SreSimApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn a_dropped_scenario_plays_with_its_briefing_in_the_readers_language() {
    let dir = scratch("drop");
    let mut h = harness(app_in(&dir, Language::Fr), LAPTOP);
    h.step();
    let path = Path::new(SCENARIOS).join("zone-loss-during-surge.ron");
    drop_file(&mut h, &path);
    assert_eq!(
        h.state().oncall.sim().spec().scenario.id(),
        "zone-loss-during-surge"
    );
    assert!(
        shows(&h, "Perte d’une zone pendant un pic"),
        "the French name"
    );
    assert!(
        shows(&h, "l’une des trois zones tombe"),
        "the French briefing"
    );
    // Played to the loss and past it, with idle and hover frames between
    // minutes: the fleet loses a third and the marker says so.
    for _ in 0..50 {
        h.state_mut().handle(AppCommand::Step);
        h.step();
        h.hover_at(egui::pos2(900.0, 500.0));
        h.step();
    }
    let app = h.state();
    let lost = app
        .oncall
        .sim()
        .events()
        .iter()
        .find_map(|e| match e.kind {
            sre_sim::model::oncall::EventKind::InstancesLost(n) => Some((e.minute, n)),
            _ => None,
        })
        .expect("the zone went down");
    assert_eq!(lost.0, 45);
    let before = app.oncall.rows[44].instances_serving;
    assert_eq!(app.oncall.rows[45].instances_serving, before - lost.1);
    assert!(app.settings.recent_scenarios.paths().contains(&path));
    // Opened from outside the scenarios folder, it is in the menu now.
    assert!(app.scenario_library.iter().any(|e| e.path == path));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_scenario_in_one_language_says_which_and_the_menu_lists_the_folder() {
    let dir = scratch("menu");
    let scenarios = dir.join("scenarios");
    std::fs::create_dir_all(&scenarios).expect("folder");
    let text = std::fs::read_to_string(Path::new(SCENARIOS).join("db-failover-at-peak.ron"))
        .expect("example");
    // English only: the briefing is shown in English, said to be.
    let english = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("\"fr\"") && !l.trim_start().starts_with("\"gl\""))
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(scenarios.join("failover.ron"), english).expect("write");
    let mut app = app_in(&dir, Language::Gl);
    app.read_scenario_library();
    assert_eq!(app.scenario_library.len(), 1);
    let picked = app.scenario_library[0].path.clone();
    let mut h = harness(app, LAPTOP);
    h.step();
    h.state_mut()
        .handle(AppCommand::File(FileAction::OpenScenario(picked)));
    h.step();
    assert!(
        shows(&h, "escrito polo seu autor en inglés"),
        "the language note"
    );
    assert!(
        shows(&h, "the database primary fails over"),
        "the author's words"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_scenario_dropped_is_said_naming_the_field() {
    let dir = scratch("bad");
    let text = std::fs::read_to_string(Path::new(SCENARIOS).join("db-failover-at-peak.ron"))
        .expect("example")
        .replace("factor: 0.2", "factor: -3.0");
    let path = dir.join("bad.ron");
    std::fs::write(&path, text).expect("write");
    let mut h = harness(app_in(&dir, Language::Fr), LAPTOP);
    h.step();
    let before = h.state().oncall.sim().spec().clone();
    drop_file(&mut h, &path);
    assert_eq!(*h.state().oncall.sim().spec(), before, "the run is kept");
    let said = h
        .state()
        .status
        .all()
        .iter()
        .map(|s| s.text.clone())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(said.contains("events[0].DatabaseCapacity.factor"), "{said}");
    assert!(said.contains("Le scénario n’est pas valide"), "{said}");
    // Every word and number of it in French.
    assert!(
        said.contains("vaut -3, mais doit être entre 0,05 et 1"),
        "{said}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_run_of_ones_own_scenario_carries_it_and_older_runs_migrate() {
    let file = load_scenario(&Path::new(SCENARIOS).join("db-failover-at-peak.ron")).expect("reads");
    let spec = RunSpec::new(ScenarioRef::from_file(file), 9);
    let timeline = vec![sre_sim::model::oncall::TimedCommand {
        minute: 61,
        command: Command::SetShedShare(1.0),
    }];
    let run = RunFile::from_parts(spec.clone(), timeline.clone(), 120).expect("valid");
    let text = run.to_ron_string().expect("writes");
    let back = RunFile::from_ron_str(&text).expect("reads back with no file around");
    assert_eq!(back, run);
    assert_eq!(
        back.replay().expect("replays"),
        Sim::run(spec, &timeline, 120).expect("runs")
    );
    // Every format-2 example migrates: it embeds its built-in scenario and
    // replays to the same trace.
    let saves = concat!(env!("CARGO_MANIFEST_DIR"), "/saves");
    let mut migrated = 0;
    for entry in std::fs::read_dir(saves).expect("saves") {
        let path = entry.expect("entry").path();
        let Ok(old) = std::fs::read_to_string(&path) else {
            continue;
        };
        if !old.contains("    version: 2,") {
            continue;
        }
        let run = RunFile::from_ron_str(&old).expect("format 2 reads");
        assert!(run.scenario().builtin().is_some(), "{}", path.display());
        let new = run.to_ron_string().expect("writes");
        assert!(new.contains("    version: 5,") && new.contains("scenario_file: Some("));
        let again = RunFile::from_ron_str(&new).expect("the current format reads");
        assert_eq!(again, run, "{}", path.display());
        assert_eq!(again.replay(), run.replay(), "{}", path.display());
        migrated += 1;
    }
    assert!(migrated >= 5, "the five format-2 examples");
}

#[test]
fn the_playbook_follows_the_scenarios_events_and_helps() {
    for (name, rules) in [
        ("db-failover-at-peak.ron", vec![Rule::Database]),
        (
            "zone-loss-during-surge.ron",
            vec![Rule::Surge, Rule::LostCapacity],
        ),
    ] {
        let file = load_scenario(&Path::new(SCENARIOS).join(name)).expect("reads");
        for seed in [1, 2, 3] {
            let spec = RunSpec::new(ScenarioRef::from_file(file.clone()), seed);
            assert_eq!(ReferencePlaybook::for_spec(&spec).rules(), rules, "{name}");
            let nothing = run_reference(Reference::DoNothing, spec.clone(), 180).expect("runs");
            let playbook = run_reference(Reference::Playbook, spec, 180).expect("runs");
            assert!(
                playbook.scorecard.budget_left > nothing.scorecard.budget_left,
                "{name}, seed {seed}: the playbook does better than doing nothing"
            );
        }
    }
}

/// Opens the scenario menu by a click, as a person does.
fn open_scenario_menu(h: &mut Harness<'_, SreSimApp>) {
    h.get_by_label("Scenario").click();
    h.step();
    h.step();
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "one person's whole path through the menu, file by file"
)]
fn the_scenario_menu_is_read_as_it_opens_and_plays_each_file_as_it_is_now() {
    let dir = scratch("menu-fresh");
    let scenarios = dir.join("scenarios");
    std::fs::create_dir_all(&scenarios).expect("folder");
    let mut h = harness(app_in(&dir, Language::En), LAPTOP);
    h.step();

    // Copied into the folder after the start, as the no-dialog message
    // says to: listed when the menu opens.
    let original = std::fs::read_to_string(Path::new(SCENARIOS).join("db-failover-at-peak.ron"))
        .expect("example");
    let path = scenarios.join("failover.ron");
    std::fs::write(&path, &original).expect("write");
    open_scenario_menu(&mut h);
    assert!(h.query_by_label("Database failover at the peak").is_some());

    // Edited while the menu shows its old name: picking it plays the file
    // as it is now.
    let edited = original
        .replace("Database failover at the peak", "Failover, edited")
        .replace("factor: 0.2", "factor: 0.5");
    std::fs::write(&path, edited).expect("write");
    h.get_by_label("Database failover at the peak").click();
    h.step();
    h.step();
    let playing = h.state().oncall.sim().spec().scenario.clone();
    let i18n = sre_sim::i18n::I18n::new(Language::En);
    let name = |s: &ScenarioRef| sre_sim::i18n::scenario_text(&i18n, &s.file().name).0;
    assert_eq!(name(&playing), "Failover, edited");
    assert!(
        format!("{:?}", playing.file().events).contains("0.5"),
        "{:?}",
        playing.file().events
    );

    // Picked again (the scenario playing) after another edit: read again.
    open_scenario_menu(&mut h);
    let again = original.replace("Database failover at the peak", "Failover, edited twice");
    std::fs::write(&path, again).expect("write");
    h.get_all_by_label("Failover, edited")
        .last()
        .expect("the menu's entry")
        .click();
    h.step();
    h.step();
    let playing = h.state().oncall.sim().spec().scenario.clone();
    assert_eq!(name(&playing), "Failover, edited twice");
    // Picked again unchanged: the run goes on, and the bar says why.
    h.key_press(egui::Key::ArrowRight);
    h.step();
    open_scenario_menu(&mut h);
    h.get_all_by_label("Failover, edited twice")
        .last()
        .expect("the menu's entry")
        .click();
    h.step();
    h.step();
    assert_eq!(h.state().oncall.sim().minute(), 1, "not restarted");
    assert!(
        h.query_by_label_contains("is already playing and its file has not changed")
            .is_some()
    );

    // A broken file is listed greyed, its reason on hover.
    std::fs::write(
        scenarios.join("typo.ron"),
        original.replace("Capacity(", "Capacty("),
    )
    .expect("write");
    open_scenario_menu(&mut h);
    // A person's pointer moves a while after the click that opened the menu
    // (egui shows no tooltip just after a click).
    for _ in 0..10 {
        h.step();
    }
    let entry = h.get_by_label("typo.ron (cannot be played: hover for why)");
    entry.hover();
    // Tooltips wait for the pointer to rest.
    for _ in 0..60 {
        h.step();
    }
    assert!(
        h.query_by_label_contains("The file is not a scenario file")
            .is_some()
            && h.query_by_label_contains("DatabaseCapacity").is_some(),
        "the reason shows on hover"
    );
    // Picked, nothing is played and the status bar says why.
    h.get_by_label("typo.ron (cannot be played: hover for why)")
        .click();
    h.step();
    h.step();
    let status = h.state().status.latest().expect("a message");
    assert_eq!(status.severity, sre_sim::app::Severity::Error);
    assert!(status.text.contains("typo.ron"), "{}", status.text);
    assert_eq!(
        name(&h.state().oncall.sim().spec().scenario),
        "Failover, edited twice"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A file handed over as bytes under its name, as a browser hands a file
/// dropped on the page or picked in its dialog: it opens as a dropped file
/// does, and a broken one is said under its name.
#[test]
fn a_file_handed_over_as_bytes_opens_like_a_dropped_one() {
    let dir = scratch("handed");
    let mut h = harness(app_in(&dir, Language::En), LAPTOP);
    h.step();
    let saves = concat!(env!("CARGO_MANIFEST_DIR"), "/saves");
    let bytes = std::fs::read(Path::new(saves).join("bad-deploy-rollback-after-page.ron"))
        .expect("example run");
    let path = sre_sim::platform::keep_opened_file(PathBuf::from("picked.ron"), bytes.into());
    h.state_mut()
        .handle(AppCommand::File(FileAction::OpenDropped(path.clone())));
    h.step();
    let replay = h.state().oncall.replay.as_ref().expect("a replay");
    assert_eq!(replay.file.spec().scenario.id(), "bad-deploy");
    assert!(!path.exists(), "no file of the system was read");

    let broken = sre_sim::platform::keep_opened_file(
        PathBuf::from("broken.ron"),
        b"(version: 5, spec: (".to_vec().into(),
    );
    h.state_mut()
        .handle(AppCommand::File(FileAction::OpenDropped(broken)));
    h.step();
    let status = h.state().status.latest().expect("a message");
    assert_eq!(status.severity, sre_sim::app::Severity::Error);
    assert!(status.text.contains("broken.ron"), "{}", status.text);
    let _ = std::fs::remove_dir_all(&dir);
}

/// An architecture configuration dropped on the window opens on its tab.
#[test]
fn a_dropped_architecture_configuration_opens_on_its_tab() {
    let dir = scratch("drop-arch");
    let mut h = harness(app_in(&dir, Language::En), LAPTOP);
    h.step();
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/saves/architecture"))
        .join("metastable-retry-storm.ron");
    let expected = sre_sim::run::ArchConfigFile::load(&path).expect("example");
    drop_file(&mut h, &path);
    assert_eq!(h.state().nav.tab, sre_sim::app::Tab::Arch);
    assert_eq!(&h.state().arch.config, expected.config());
    let _ = std::fs::remove_dir_all(&dir);
}
