//! What an installed sre-sim has, whatever folder it runs from: the example
//! scenarios built in (listed, shown, played by name), a shell's completion
//! script and the manual pages generated from the same definitions as the
//! parser, and a file given bare (what "Open with sre-sim" does) kept for
//! the window.

use std::path::{Path, PathBuf};
use std::process::Output;

use crate::common::binary::{sre_sim_command, stdout};
use crate::common::folders::scratch;

/// A folder of this test's own, outside the repository, for the current
/// folder and the data folder (no scenarios of the person's).
fn elsewhere(test: &str) -> PathBuf {
    let dir = scratch(&format!("install-{test}"));
    std::fs::create_dir_all(dir.join("home")).expect("a temporary folder");
    dir
}

/// The binary run from `dir`, with `dir/home` as its home and data folder.
fn sre_sim_in(dir: &Path, args: &[&str]) -> Output {
    sre_sim_command(args)
        .current_dir(dir)
        .env("HOME", dir.join("home"))
        .env("XDG_DATA_HOME", dir.join("home/data"))
        .output()
        .expect("the binary runs")
}

fn repo_file(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).expect("readable")
}

#[test]
fn the_example_scenarios_are_listed_from_any_folder_in_every_language() {
    let dir = elsewhere("list");
    for (lang, word) in [("en", "example"), ("fr", "exemple"), ("gl", "exemplo")] {
        let list = stdout(&sre_sim_in(&dir, &["scenario", "list", "--lang", lang]));
        for id in ["db-failover-at-peak", "zone-loss-during-surge"] {
            let line = list
                .lines()
                .find(|l| l.starts_with(id))
                .unwrap_or_else(|| panic!("{lang}: {id} not listed:\n{list}"));
            assert!(line.ends_with(&format!("· {word}")), "{lang}: {line}");
        }
        assert_eq!(
            list.lines().count(),
            6,
            "{lang}: four built in, two examples:\n{list}"
        );
    }
}

#[test]
fn an_example_scenario_is_shown_as_its_file_and_played_by_name() {
    let dir = elsewhere("show");
    for id in ["db-failover-at-peak", "zone-loss-during-surge"] {
        let text = repo_file(&format!("saves/scenarios/{id}.ron"));
        assert_eq!(stdout(&sre_sim_in(&dir, &["scenario", "show", id])), text);
        std::fs::write(dir.join("copy.ron"), &text).expect("written");
        let by_name = stdout(&sre_sim_in(
            &dir,
            &[
                "oncall",
                "--scenario",
                id,
                "--minutes",
                "30",
                "--do",
                "5:shed=0.2",
            ],
        ));
        let by_file = stdout(&sre_sim_in(
            &dir,
            &[
                "oncall",
                "--scenario-file",
                "copy.ron",
                "--minutes",
                "30",
                "--do",
                "5:shed=0.2",
            ],
        ));
        assert_eq!(by_name, by_file, "{id}");
        assert_eq!(by_name.lines().count(), 32, "{id}: a header and 31 rows");
    }
}

#[test]
fn an_unknown_scenario_names_the_built_in_ones_and_the_examples() {
    let dir = elsewhere("unknown");
    let out = sre_sim_in(&dir, &["oncall", "--scenario", "zone-loss"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "Invalid value “zone-loss” for --scenario <SCENARIO>: unknown scenario; expected \
             free-play, bad-deploy, surge, cache-flush, db-failover-at-peak or \
             zone-loss-during-surge."
        ),
        "{err}"
    );
}

#[test]
fn each_shell_gets_its_completion_script() {
    let dir = elsewhere("completions");
    let bash = stdout(&sre_sim_in(&dir, &["completions", "bash"]));
    assert!(bash.contains("complete -F _sre__sim"), "{bash}");
    let zsh = stdout(&sre_sim_in(&dir, &["completions", "zsh"]));
    assert!(zsh.starts_with("#compdef sre-sim"), "{zsh}");
    let fish = stdout(&sre_sim_in(&dir, &["completions", "fish"]));
    assert!(fish.contains("complete -c sre-sim"), "{fish}");
    // Every subcommand and the window's options (fish writes them without
    // dashes), from the same definitions.
    for word in [
        "oncall",
        "arch",
        "replay",
        "check",
        "scenario",
        "scenario-file",
        "lang",
    ] {
        assert!(
            bash.contains(word) && zsh.contains(word) && fish.contains(word),
            "{word}"
        );
    }
    let bad = sre_sim_in(&dir, &["completions", "tcsh"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("“tcsh”"));
}

#[test]
fn the_manual_has_a_page_for_the_app_and_each_subcommand() {
    let dir = elsewhere("manual");
    stdout(&sre_sim_in(&dir, &["manual", "man"]));
    let page = |name: &str| {
        std::fs::read_to_string(dir.join("man").join(name))
            .unwrap_or_else(|err| panic!("{name}: {err}"))
    };
    let main = page("sre-sim.1");
    assert!(main.contains(".TH sre-sim 1"), "{main}");
    for sub in [
        "oncall",
        "arch",
        "replay",
        "check",
        "scenario",
        "completions",
    ] {
        assert!(main.contains(sub), "sre-sim.1 names {sub}");
        let own = page(&format!("sre-sim-{sub}.1"));
        assert!(own.contains(&format!(".TH sre-sim-{sub} 1")), "{own}");
    }
    assert!(page("sre-sim-oncall.1").contains("\\-\\-scenario"));
    // The hidden command that writes the pages has none of its own.
    assert!(!dir.join("man/sre-sim-manual.1").exists());
}

#[test]
fn a_bare_file_belongs_to_the_window() {
    let dir = elsewhere("bare");
    let out = sre_sim_in(&dir, &["run.ron", "oncall", "--minutes", "1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("FILE belongs to the window"), "{err}");
    // Not with --open or --scenario-file: one file at a time.
    let out = sre_sim_in(&dir, &["run.ron", "--open", "other.ron"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be used with"));
}
