//! The command line's side of run files: `oncall --save` then `replay`
//! prints the same trace in every format; a bad file exits with code 2 and
//! a message naming the problem and the file.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use crate::common::binary::{sre_sim, sre_sim_command, sre_sim_without_display, stdout};
use crate::common::folders::scratch;

fn text(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

#[test]
fn replaying_a_saved_run_prints_the_original_output() {
    let dir = scratch("replay");
    let file = dir.join("run.ron");
    let run_args = [
        "oncall",
        "--scenario",
        "surge",
        "--seed",
        "4",
        "--minutes",
        "120",
        "--do",
        "70:min-instances=20",
        "--do",
        "30:shed=0.5",
        "--do",
        "31:shed=0",
    ];
    for format in ["csv", "table", "json"] {
        let mut args = run_args.to_vec();
        args.extend(["--format", format, "--save", text(&file)]);
        let original = stdout(&sre_sim(&args));
        assert!(original.lines().count() > 100, "{format}");
        let replayed = stdout(&sre_sim(&["replay", text(&file), "--format", format]));
        assert_eq!(replayed, original, "{format}");
    }
    // Without --save, nothing is written; the output is the same.
    fs::remove_file(&file).expect("remove");
    let mut args = run_args.to_vec();
    args.extend(["--format", "csv"]);
    stdout(&sre_sim(&args));
    assert!(!file.exists());
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn every_shipped_save_replays_on_the_command_line_without_warnings() {
    let saves = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    for entry in fs::read_dir(&saves).expect("saves/") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            // saves/scenarios: the example scenarios, not runs.
            continue;
        }
        let output = sre_sim(&["replay", text(&path), "--format", "csv"]);
        let csv = stdout(&output);
        assert!(
            output.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(csv.lines().count(), 182, "{}", path.display());
    }
}

#[test]
fn the_example_rollback_replays_as_the_command_that_made_it() {
    let saved =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/bad-deploy-rollback-after-page.ron");
    let replayed = stdout(&sre_sim(&["replay", text(&saved), "--format", "csv"]));
    let original = stdout(&sre_sim(&[
        "oncall",
        "--scenario",
        "bad-deploy",
        "--do",
        "29:rollback",
        "--format",
        "csv",
    ]));
    assert_eq!(replayed, original);
}

#[test]
fn a_bad_file_exits_with_2_and_names_the_problem_and_the_file() {
    let dir = scratch("bad");
    let cases = [
        ("garbage.ron", "this is { not ron".to_owned(), "not RON"),
        ("newer.ron", "(version: 99)".to_owned(), "format version 99"),
        (
            "cut.ron",
            fs::read_to_string(
                Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/surge-raise-floor-and-shed.ron"),
            )
            .expect("example")[..300]
                .to_owned(),
            "ends too early",
        ),
    ];
    for (name, contents, problem) in &cases {
        let path = dir.join(name);
        fs::write(&path, contents).expect("write");
        let output = sre_sim(&["replay", text(&path)]);
        assert_eq!(output.status.code(), Some(2), "{name}");
        assert!(output.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("error: "), "{stderr}");
        assert!(stderr.contains(problem), "{stderr}");
        assert!(
            stderr.trim_end().ends_with(&format!("({})", text(&path))),
            "the path goes last: {stderr}"
        );
    }
    let missing = dir.join("missing.ron");
    let output = sre_sim(&["replay", text(&missing)]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("missing.ron"));

    // Saving where it cannot be written is an error too, and writes nothing.
    let output = sre_sim(&[
        "oncall",
        "--minutes",
        "5",
        "--save",
        text(&dir.join("no/such/dir.ron")),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("Cannot write"));
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn a_stale_summary_is_a_warning_and_replay_save_brings_it_up_to_date() {
    let dir = scratch("stale");
    let file = dir.join("run.ron");
    stdout(&sre_sim(&[
        "oncall",
        "--scenario",
        "bad-deploy",
        "--minutes",
        "60",
        "--do",
        "29:rollback",
        "--save",
        text(&file),
    ]));
    let good = fs::read_to_string(&file).expect("saved");
    let stale = good.replace("minutes_paging: 10,", "minutes_paging: 3,");
    assert_ne!(stale, good, "the run pages for 10 minutes: {good}");
    fs::write(&file, &stale).expect("write");

    let fixed = dir.join("fixed.ron");
    let output = sre_sim(&[
        "replay",
        text(&file),
        "--format",
        "csv",
        "--save",
        text(&fixed),
    ]);
    assert!(output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("warning: The file’s summary does not match its replay"),
        "{stderr}"
    );
    assert!(stderr.contains("minutes_paging"), "{stderr}");
    assert_eq!(fs::read_to_string(&fixed).expect("saved"), good);
    let output = sre_sim(&["replay", text(&fixed)]);
    assert!(output.status.success() && output.stderr.is_empty());
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn an_architecture_configuration_saves_and_opens_on_the_command_line() {
    let dir = scratch("arch");
    let file = dir.join("path.ron");
    let set = ["--set", "db.connections=20", "--set", "cache.on=on"];
    let mut args = vec!["arch"];
    args.extend(set);
    args.extend(["--format", "csv", "--save", text(&file)]);
    let original = stdout(&sre_sim(&args));
    let saved = fs::read_to_string(&file).expect("saved");
    assert!(saved.contains("connections: 20"), "{saved}");

    let opened = stdout(&sre_sim(&[
        "arch",
        "--config",
        text(&file),
        "--format",
        "csv",
    ]));
    assert_eq!(opened, original);
    // --set applies on top of the file.
    let more = stdout(&sre_sim(&[
        "arch",
        "--config",
        text(&file),
        "--set",
        "db.connections=5",
        "--set",
        "cache.on=off",
        "--format",
        "csv",
    ]));
    assert_eq!(more, stdout(&sre_sim(&["arch", "--format", "csv"])));

    fs::write(&file, saved.replace("connections: 20", "conections: 20")).expect("write");
    let output = sre_sim(&["arch", "--config", text(&file)]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("Unknown field “config.db.conections” at line"),
        "{stderr}"
    );
    assert!(
        stderr.trim_end().ends_with(&format!("({})", text(&file))),
        "{stderr}"
    );
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn open_with_a_bad_file_names_it_and_exits_2_before_any_window() {
    let out = sre_sim_without_display(&["--open", "no-such-dir/missing-run.ron"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("missing-run.ron"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn replay_prints_the_debrief_and_the_ensemble() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/bad-deploy-rollback-after-page.ron"
    );

    let out = sre_sim(&["replay", file, "--debrief"]);
    assert!(out.status.success());
    let markdown = String::from_utf8(out.stdout).expect("utf-8");
    assert!(markdown.starts_with("# "), "{markdown}");
    assert!(markdown.contains("| Error budget consumed |"), "{markdown}");
    let french = String::from_utf8(sre_sim(&["replay", file, "--debrief", "--lang", "fr"]).stdout)
        .expect("utf-8");
    assert!(french.contains("Budget d’erreurs"), "{french}");

    let out = sre_sim(&["replay", file, "--ensemble", "40", "--format", "csv"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let csv = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "response,measure,p5,p25,p50,p75,p95,this_run,this_run_percentile"
    );
    assert_eq!(lines.len(), 13, "3 responses × 4 measures");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("playbook,budget_remaining,"))
    );

    for bad in [
        &["replay", file, "--ensemble", "0"][..],
        &["replay", file, "--debrief", "--lang", "de"][..],
    ] {
        let out = sre_sim(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
}

/// Runs the binary and gives up (failing) after `secs`: a command that
/// blocks on a named pipe would otherwise hang the test run.
#[cfg(unix)]
fn sre_sim_within(args: &[&str], secs: u64) -> Output {
    let mut child = sre_sim_command(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    while child.try_wait().expect("waits").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("sre-sim {args:?} still runs after {secs} s: it blocked");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().expect("its output")
}

#[cfg(unix)]
#[test]
fn a_named_pipe_or_a_folder_is_refused_at_once_by_every_command() {
    let dir = scratch("fifo");
    let pipe = dir.join("p.ron");
    let made = Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let folder = dir.join("folder.ron");
    fs::create_dir_all(&folder).expect("a folder");
    for (path, what) in [(&pipe, "a named pipe"), (&folder, "a folder")] {
        for args in [
            vec!["replay", text(path)],
            vec!["arch", "--config", text(path)],
            vec!["--open", text(path)],
        ] {
            let output = sre_sim_within(&args, 10);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
            assert!(
                stderr.contains(what) && stderr.contains(text(path)),
                "{args:?}: {stderr}"
            );
        }
    }
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn control_characters_from_a_file_are_escaped_and_huge_numbers_shortened() {
    let dir = scratch("escape");
    let example = fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/bad-deploy-page-ignored.ron"
    ))
    .expect("an example");
    let named = dir.join("named.ron");
    let scenario = "scenario: \"bad\\u{1b}[2J\\u{7}\\rname\",";
    fs::write(
        &named,
        example.replace("scenario: \"bad-deploy\",", scenario),
    )
    .expect("written");
    let huge = dir.join("huge.ron");
    let timeline = "timeline: [(minute: 3, command: \"shed=1e308\")],";
    fs::write(&huge, example.replace("timeline: [],", timeline)).expect("written");
    let start = dir.join("start.ron");
    fs::write(
        &start,
        example.replace("shed_share: 0.0,", "shed_share: 1e308,"),
    )
    .expect("written");
    for (path, expected) in [
        (&named, "\\u{1b}[2J\\u{7}\\rname"),
        (&huge, "shed is 1e308"),
        (&start, "is 1e308 but"),
    ] {
        let output = sre_sim(&["replay", text(path)]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(expected), "{stderr}");
        assert!(
            !stderr.chars().any(|c| c.is_control() && c != '\n'),
            "raw control characters: {stderr:?}"
        );
        assert!(!stderr.contains("0000000000000000"), "{stderr}");
    }
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_file_error_is_said_in_the_language_asked_and_a_mix_up_is_named() {
    let dir = scratch("words");
    let config = dir.join("config.ron");
    stdout(&sre_sim(&["arch", "--save", text(&config)]));
    let run = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/surge-raise-floor-and-shed.ron");
    let in_c = |args: &[&str]| {
        sre_sim_command(args)
            .env("LC_ALL", "C")
            .env("LANG", "C")
            .output()
            .expect("the binary runs")
    };
    for (args, expected) in [
        (
            vec!["replay", text(&config)],
            "This is an architecture configuration (open it with sre-sim arch --config FILE",
        ),
        (
            vec!["arch", "--config", text(&run)],
            "This is a run file (open it with sre-sim replay FILE",
        ),
        (
            vec!["replay", text(&config), "--lang", "fr"],
            "C’est une configuration d’architecture",
        ),
        (
            vec!["--lang", "gl", "arch", "--config", text(&run)],
            "Isto é un ficheiro de simulación",
        ),
    ] {
        let output = in_c(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    // Without --lang, the system's language.
    let output = sre_sim_command(&["replay", text(&config)])
        .env("LC_ALL", "fr_FR.UTF-8")
        .env("LANG", "fr_FR.UTF-8")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("C’est une configuration"), "{stderr}");
    let _ = fs::remove_dir_all(dir);
}

/// One broken run file per kind of thing a reader can expect, as a person
/// would write it by mistake, with what each language says was expected.
/// The text is read as the command line prints it (the Fluent message, not
/// the type's English `Display`).
const EXPECTED_KINDS: &[(&str, &str, &str, [&str; 3])] = &[
    (
        "a missing comma",
        "    seed: 1,\n",
        "    seed: 1\n",
        [
            "a comma or a closing bracket was expected",
            "on attendait une virgule ou un crochet fermant",
            "agardábase unha coma ou un corchete de peche",
        ],
    ),
    (
        "a text where a number belongs",
        "    seed: 1,\n",
        "    seed: \"one\",\n",
        [
            "a whole number was expected",
            "on attendait un nombre entier",
            "agardábase un número enteiro",
        ],
    ),
    (
        "1.5 for a whole number",
        "    minutes: 180,\n",
        "    minutes: 1.5,\n",
        [
            "a whole number was expected",
            "on attendait un nombre entier",
            "agardábase un número enteiro",
        ],
    ),
    (
        "a number too big",
        "    seed: 1,\n",
        "    seed: 99999999999999,\n",
        [
            "a number within the field’s range was expected",
            "on attendait un nombre dans les limites du champ",
            "agardábase un número dentro dos límites do campo",
        ],
    ),
    (
        "yes for a boolean",
        "    noise: true,\n",
        "    noise: yes,\n",
        [
            "true or false was expected",
            "on attendait true ou false",
            "agardábase true ou false",
        ],
    ),
    (
        "a text in a number's place",
        "cost_dollars: 12.839999999999973,",
        "cost_dollars: \"a lot\",",
        [
            "a number was expected",
            "on attendait un nombre",
            "agardábase un número",
        ],
    ),
    (
        "a number where a text belongs",
        "    scenario: \"bad-deploy\",\n",
        "    scenario: 5,\n",
        [
            "a text in double quotes was expected",
            "on attendait un texte entre guillemets droits",
            "agardábase un texto entre comiñas dobres",
        ],
    ),
    (
        "a number where a list belongs",
        "    timeline: [\n        (minute: 29, command: \"rollback\"),\n    ],\n",
        "    timeline: 5,\n",
        [
            "a list in [ ] was expected",
            "on attendait une liste entre [ ]",
            "agardábase unha lista entre [ ]",
        ],
    ),
    (
        "a field twice",
        "    seed: 1,\n",
        "    seed: 1,\n    seed: 1,\n",
        [
            "the field “seed” only once was expected",
            "on attendait le champ «\u{a0}seed\u{a0}» une seule fois",
            "agardábase o campo «seed» unha soa vez",
        ],
    ),
    (
        "a field left out",
        "    seed: 1,\n",
        "",
        [
            "the field “seed”, which is missing, was expected",
            "on attendait le champ «\u{a0}seed\u{a0}», qui manque,",
            "agardábase o campo «seed», que falta,",
        ],
    ),
];

/// What the command `args` prints on stderr with `--lang` en, fr and gl
/// (it must refuse, with exit code 2).
fn said_in_every_language(args: &[&str]) -> [String; 3] {
    ["en", "fr", "gl"].map(|lang| {
        let mut with = args.to_vec();
        with.extend(["--lang", lang]);
        let out = sre_sim(&with);
        assert_eq!(out.status.code(), Some(2), "{with:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    })
}

#[test]
fn each_parse_mistake_is_said_as_what_was_expected_in_every_language() {
    let example = include_str!("../../saves/bad-deploy-rollback-after-page.ron");
    let dir = scratch("expected-kinds");
    for (k, (what, from, to, wanted)) in EXPECTED_KINDS.iter().enumerate() {
        assert!(
            example.contains(from),
            "{what}: {from:?} not in the example"
        );
        let path = dir.join(format!("mistake-{k}.ron"));
        fs::write(&path, example.replacen(from, to, 1)).expect("written");
        let said = said_in_every_language(&["replay", text(&path)]);
        for (said, wanted) in said.iter().zip(wanted) {
            assert!(said.contains(wanted), "{what}: {said}");
            for default in ["something else", "autre chose", "outra cousa"] {
                assert!(!said.contains(default), "{what}: {said}");
            }
        }
    }
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_document_of_another_kind_is_named_for_what_it_is_and_what_was_wanted() {
    let run = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/bad-deploy-rollback-after-page.ron"
    );
    let said = said_in_every_language(&["arch", "--config", run]);
    let wanted = [
        "This is a run file (open it with sre-sim replay FILE, or sre-sim --open FILE), not an architecture configuration.",
        "C’est un fichier de simulation (ouvrez-le avec sre-sim replay FICHIER, ou sre-sim --open FICHIER), pas une configuration d’architecture.",
        "Isto é un ficheiro de simulación (ábreo con sre-sim replay FICHEIRO, ou sre-sim --open FICHEIRO), non unha configuración de arquitectura.",
    ];
    for (said, wanted) in said.iter().zip(wanted) {
        assert!(said.contains(wanted), "{said}");
    }

    // A scenario with a misspelt event is a scenario file with a mistake.
    let dir = scratch("document-kinds");
    let scenario = include_str!("../../saves/scenarios/db-failover-at-peak.ron");
    assert!(scenario.contains("DatabaseCapacity("));
    let path = dir.join("typo.ron");
    let typo = scenario.replacen("DatabaseCapacity(", "DatabaseCapacty(", 1);
    fs::write(&path, typo).expect("written");
    let said = said_in_every_language(&["scenario", "check", text(&path)]);
    let wanted = [
        ("The file is not a scenario file", "one of "),
        (
            "Le fichier n’est pas un fichier de scénario",
            "on attendait l’un de ",
        ),
        (
            "O ficheiro non é un ficheiro de escenario",
            "agardábase un de ",
        ),
    ];
    for (said, (document, expected)) in said.iter().zip(wanted) {
        assert!(said.contains(document), "{said}");
        assert!(said.contains(expected), "{said}");
        assert!(
            said.contains("DatabaseCapacity"),
            "the names allowed: {said}"
        );
        assert!(
            !said.contains("run file") && !said.contains("simulation"),
            "{said}"
        );
    }
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_bad_seed_is_named_with_its_range() {
    for seed in ["-1", "4294967296", "1.5", "abc"] {
        let out = sre_sim(&["oncall", "--minutes", "1", "--seed", seed]);
        assert_eq!(out.status.code(), Some(2), "{seed}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains(&format!(
                "Invalid value “{seed}” for --seed <SEED>: expected a whole number from 0 to \
                 4294967295."
            )),
            "{said}"
        );
    }
    let out = sre_sim(&["oncall", "--minutes", "1", "--seed", "0"]);
    assert!(out.status.success());
}

/// "What to try next" names the decision that cost the money, found by
/// replaying the run without it; money is written as each language does.
#[test]
fn the_debrief_names_the_decision_that_cost_the_money() {
    let run = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/bad-deploy-scaled-up-instead.ron"
    );
    let en = stdout(&sre_sim(&["replay", run, "--debrief"]));
    assert!(
        en.contains("more than the reference playbook, most of it from one decision: “Minimum instances set to 20” at 09:29"),
        "{en}"
    );
    assert!(en.contains("| Cost | $22.32 |"), "{en}");
    assert!(
        en.contains(" pts |"),
        "differences of shares in points: {en}"
    );
    let fr = stdout(&sre_sim(&["replay", run, "--debrief", "--lang", "fr"]));
    assert!(
        fr.contains("«\u{a0}Minimum d’instances fixé à 20\u{a0}» à 09:29"),
        "{fr}"
    );
    assert!(fr.contains("22,32 $"), "{fr}");
}

#[test]
fn scenario_check_speaks_the_language_and_says_which_one_a_text_is_in() {
    let scenario = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/scenarios/db-failover-at-peak.ron"
    );
    let gl = stdout(&sre_sim(&["scenario", "check", scenario, "--lang", "gl"]));
    assert!(
        gl.contains("escalado automático activado")
            && gl.contains("funcionalidade pesada activada"),
        "{gl}"
    );
    let fr = stdout(&sre_sim(&["scenario", "check", scenario, "--lang", "fr"]));
    assert!(
        fr.contains("mise à l’échelle automatique activée")
            && fr.contains("fonctionnalité lourde activée"),
        "{fr}"
    );
    // Written in English only: said so in French, as the window says it.
    let dir = scratch("english-only");
    let english = fs::read_to_string(scenario)
        .expect("example")
        .lines()
        .filter(|l| !l.trim_start().starts_with("\"fr\"") && !l.trim_start().starts_with("\"gl\""))
        .collect::<Vec<_>>()
        .join("\n");
    let path = dir.join("english.ron");
    fs::write(&path, english).expect("written");
    let fr = stdout(&sre_sim(&[
        "scenario",
        "check",
        text(&path),
        "--lang",
        "fr",
    ]));
    assert!(fr.contains("(écrit par son auteur en anglais)"), "{fr}");
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn the_window_and_the_command_line_start_with_the_same_seed() {
    use sre_sim::model::oncall::DEFAULT_SEED;
    let window = sre_sim::app::SreSimApp::default();
    assert_eq!(window.oncall.sim().spec().seed, DEFAULT_SEED);
    let out = stdout(&sre_sim(&[
        "check",
        "--scenario",
        "bad-deploy",
        "--minute",
        "5",
        "--requests",
        "20",
        "--format",
        "json",
    ]));
    let json: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(json["seed"], u64::from(DEFAULT_SEED));
}
