//! Text from a file or an argument is shown, never obeyed, and nothing the
//! person made is lost: the attacks of a tester (issue 38) through the
//! binary. A name of any length grades; a formula in a name reaches a
//! teacher's spreadsheet as text; control, C1 and bidirectional characters
//! and line breaks in names, notes, titles and briefings reach the terminal
//! escaped and never forge a row (a property test over every printer); a
//! run cannot forge its grade; an output that is an input is refused; a
//! rewrite keeps everything the file carried.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use sre_sim::lesson::builtin::builtin_lesson;
use sre_sim::model::is_obeyed;
use sre_sim::model::oncall::{Command, TimedCommand};
use sre_sim::run::{Annotation, ArchConfigFile, RunFile};

use crate::common::binary::{sre_sim, stdout};
use crate::common::folders::scratch;

/// A run of the lesson `rollback-or-scale` (its scenario and seed), with
/// `author`, notes and a rollback at `rollback` if any, saved to `path`.
fn lesson_run(path: &Path, author: &str, note: &str, rollback: Option<u32>) -> RunFile {
    let lesson = builtin_lesson("rollback-or-scale").expect("a built-in lesson");
    let spec = lesson.spec().expect("an on-call lesson");
    let minutes = spec.scenario.file().length_minutes;
    let timeline = rollback
        .map(|minute| TimedCommand {
            minute,
            command: Command::Rollback,
        })
        .into_iter()
        .collect();
    let run = RunFile::from_parts(spec, timeline, minutes)
        .expect("a valid run")
        .with_author(author)
        .with_annotations(vec![Annotation {
            minute: 12,
            text: note.to_owned(),
            speaker_notes: note.to_owned(),
        }])
        .expect("notes inside the run")
        .with_lesson(Some(Arc::new(lesson.clone())));
    run.save(path).expect("saved");
    run
}

fn text(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

/// Every character a terminal would obey, but the line break, in `said`.
fn obeyed(said: &[u8]) -> Vec<char> {
    String::from_utf8_lossy(said)
        .chars()
        .filter(|&c| c != '\n' && is_obeyed(c))
        .collect()
}

fn assert_nothing_obeyed(what: &str, output: &std::process::Output) {
    assert!(
        output.status.code().is_some_and(|code| code <= 2),
        "{what}: exit {:?} (a panic is 101): {}",
        output.status.code(),
        String::from_utf8_lossy(&output.stderr)
    );
    for said in [&output.stdout, &output.stderr] {
        let raw = obeyed(said);
        assert!(raw.is_empty(), "{what}: {raw:?} reached the terminal raw");
    }
}

#[test]
fn an_author_of_any_length_is_graded_in_every_format() {
    let dir = scratch("hostile-long-author");
    let long = "A".repeat(70_000);
    let run = dir.join("long.ron");
    lesson_run(&run, &long, "note", Some(20));
    for format in ["table", "csv", "json"] {
        let output = sre_sim(&["lesson", "grade", &text(&run), "--format", format]);
        assert_eq!(output.status.code(), Some(0), "{format}: passed");
        let said = String::from_utf8_lossy(&output.stdout);
        if format == "table" {
            // The table names the author in a few words: no line of 70 000.
            let widest = said.lines().map(|l| l.chars().count()).max();
            assert!(widest.is_some_and(|w| w < 400), "{format}: {widest:?}");
            assert!(said.contains("AAAA…"), "cut, and said so: {said:.300}");
        } else {
            // The machine formats keep the whole name.
            assert!(said.contains(&long), "{format} keeps the whole author");
        }
    }
    // A folder of such runs: every row, the class still graded.
    lesson_run(&dir.join("other.ron"), &"B".repeat(65_536), "", None);
    let class = sre_sim(&["lesson", "grade", "rollback-or-scale", &text(&dir)]);
    assert_eq!(class.status.code(), Some(1), "one of two does not pass");
    assert!(String::from_utf8_lossy(&class.stdout).contains("1 of 2 passed"));
}

#[test]
fn a_formula_in_an_author_reaches_the_spreadsheet_as_text() {
    let dir = scratch("hostile-formula");
    let formulas = [
        "=HYPERLINK(\"http://evil\",\"x\")",
        "+1+cmd|' /C calc'!A0",
        "-2+3",
        "@SUM(1+1)*cmd|' /C calc'!A0",
        // A name is trimmed: the formula after the tab or return remains.
        "\t=cmd|' /C calc'!A0",
        "\r@SUM(A1)",
    ];
    for (k, formula) in formulas.iter().enumerate() {
        lesson_run(&dir.join(format!("run-{k}.ron")), formula, "", Some(20));
    }
    let output = sre_sim(&[
        "lesson",
        "grade",
        "rollback-or-scale",
        &text(&dir),
        "--format",
        "csv",
    ]);
    assert_eq!(output.status.code(), Some(0));
    let mut reader = csv::Reader::from_reader(output.stdout.as_slice());
    let authors: Vec<String> = reader
        .records()
        .map(|record| record.expect("a CSV record")[1].to_owned())
        .collect();
    assert_eq!(authors.len(), formulas.len(), "one record per run");
    for author in &authors {
        assert!(
            author.starts_with('\''),
            "a formula kept as text: {author:?}"
        );
        assert!(
            !author.chars().any(|c| c == '\t' || c == '\r'),
            "{author:?}"
        );
    }
    assert!(authors.contains(&"'=HYPERLINK(\"http://evil\",\"x\")".to_owned()));
}

/// Hostile text: a formula, terminal sequences (ESC, C1's CSI, a bell),
/// bidirectional overrides, line breaks and the CSV's own separators,
/// among ordinary letters.
fn hostile() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("=HYPERLINK(\"http://evil\",\"x\")".to_owned()),
        Just("\u{1b}[2J\u{1b}]0;owned\u{7}".to_owned()),
        Just("\u{9b}31m".to_owned()),
        Just("\u{202e}nor.exe".to_owned()),
        Just("\u{2066}\u{2069}\u{200f}".to_owned()),
        Just("\nforged.ron  ✓ passed  2/2\n".to_owned()),
        Just("\r\t,\"".to_owned()),
        Just("@+-".to_owned()),
        "[a-zA-Zéç ]{1,8}",
    ];
    proptest::collection::vec(piece, 1..5).prop_map(|pieces| pieces.concat())
}

/// A scenario file whose name and briefing are `words`.
fn scenario_with(words: &str) -> String {
    let quoted = serde_json::to_string(words).expect("a JSON string");
    let shown = stdout(&sre_sim(&["scenario", "show", "bad-deploy"]));
    shown
        .replace(
            "name: Message(\"oncall-scenario-bad-deploy\")",
            &format!("name: Words({{\"en\": {quoted}}})"),
        )
        .replace(
            "briefing: Message(\"oncall-briefing-bad-deploy\")",
            &format!("briefing: Words({{\"en\": {quoted}}})"),
        )
        .replace("id: \"bad-deploy\"", "id: \"hostile\"")
}

/// A lesson file whose title is `words`.
fn lesson_with(words: &str) -> String {
    let quoted = serde_json::to_string(words).expect("a JSON string");
    stdout(&sre_sim(&["lesson", "show", "rollback-or-scale"]))
        .replace(
            "title: Message(\"lesson-rollback-or-scale-title\")",
            &format!("title: Words({{\"en\": {quoted}}})"),
        )
        .replace("id: \"rollback-or-scale\"", "id: \"hostile\"")
}

#[test]
fn every_printer_shows_hostile_text_escaped_and_one_record_per_record() {
    let dir = scratch("hostile-props");
    let baseline = dir.join("baseline.ron");
    lesson_run(&baseline, "Ada", "note", Some(20));
    let table_lines = stdout(&sre_sim(&["lesson", "grade", &text(&baseline)]))
        .lines()
        .count();
    let mut runner = TestRunner::new_with_rng(
        Config {
            cases: 12,
            failure_persistence: None,
            ..Config::default()
        },
        TestRng::deterministic_rng(RngAlgorithm::ChaCha),
    );
    let case = std::sync::atomic::AtomicUsize::new(0);
    runner
        .run(&hostile(), |words| {
            let k = case.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            // The file's own name is hostile too (a name has no `/`).
            let run = dir.join(format!("run-{k}-{}.ron", words.replace('/', "_")));
            lesson_run(&run, &words, &words, Some(20));
            // The grade table: as many lines as for a plain name.
            let table = sre_sim(&["lesson", "grade", &text(&run)]);
            assert_nothing_obeyed("grade table", &table);
            prop_assert_eq!(
                String::from_utf8_lossy(&table.stdout).lines().count(),
                table_lines
            );
            // The CSV: one record, the author whole but made safe.
            let csv = sre_sim(&["lesson", "grade", &text(&run), "--format", "csv"]);
            assert_nothing_obeyed("grade CSV", &csv);
            let records: Vec<csv::StringRecord> = csv::Reader::from_reader(csv.stdout.as_slice())
                .records()
                .collect::<Result<_, _>>()
                .expect("CSV");
            prop_assert_eq!(records.len(), 1);
            prop_assert!(!records[0][1].starts_with(['=', '+', '-', '@', '\t', '\r']));
            // The JSON: one row, reading back the author exactly.
            let json = sre_sim(&["lesson", "grade", &text(&run), "--format", "json"]);
            assert_nothing_obeyed("grade JSON", &json);
            let rows: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
            prop_assert_eq!(rows.as_array().map(Vec::len), Some(1));
            prop_assert_eq!(rows[0]["author"].as_str(), Some(words.trim()));
            // The postmortem with its notes.
            let debrief = sre_sim(&["replay", &text(&run), "--debrief"]);
            assert_nothing_obeyed("replay --debrief", &debrief);
            // A scenario and a lesson named with it, checked and listed.
            let scenario = dir.join(format!("scenario-{k}.ron"));
            std::fs::write(&scenario, scenario_with(&words)).expect("written");
            let checked = sre_sim(&["scenario", "check", &text(&scenario)]);
            assert_nothing_obeyed("scenario check", &checked);
            let lesson = dir.join(format!("lesson-{k}.ron"));
            std::fs::write(&lesson, lesson_with(&words)).expect("written");
            let checked = sre_sim(&["lesson", "check", &text(&lesson)]);
            assert_nothing_obeyed("lesson check", &checked);
            // A broken file quotes the text where it breaks.
            let broken = dir.join(format!("broken-{k}.ron"));
            std::fs::write(&broken, format!("(format: 1, id: {words})")).expect("written");
            assert_nothing_obeyed(
                "a parse error",
                &sre_sim(&["scenario", "check", &text(&broken)]),
            );
            Ok(())
        })
        .expect("every printer, every hostile text");
}

/// The run at `path` with its embedded lesson's objectives replaced.
fn forged(path: &Path, objectives: &str) {
    let text = std::fs::read_to_string(path).expect("reads");
    let start = text.find("objectives: [").expect("the lesson's objectives");
    let end = start + text[start..].find("],\n").expect("their end") + 1;
    let forged = format!(
        "{}objectives: [{objectives}]{}",
        &text[..start],
        &text[end..]
    );
    std::fs::write(path, forged).expect("written");
}

#[test]
fn a_run_cannot_forge_its_grade() {
    let dir = scratch("hostile-forged");
    // Doing nothing fails the lesson; its copy made to pass anything.
    let run = dir.join("forged.ron");
    lesson_run(&run, "Mallory", "", None);
    forged(&run, "KeepBelow(field: \"error_rate\", value: 2.0)");
    let output = sre_sim(&["lesson", "grade", &text(&run)]);
    assert_eq!(output.status.code(), Some(1), "graded by the built-in");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.contains("✖ not passed  0/2"), "{said}");
    assert!(
        said.contains("is not the built-in one it names: graded by the built-in lesson"),
        "{said}"
    );
    // A lesson of its own that does not check is refused, in each language,
    // with no internal warning.
    let own = dir.join("own.ron");
    lesson_run(&own, "Mallory", "", None);
    let text_of = std::fs::read_to_string(&own).expect("reads");
    let bad = text_of
        .replace("\"rollback-or-scale\"", "\"mine\"")
        .replace(
            "title: Message(\"lesson-rollback-or-scale-title\")",
            "title: Message(\"lesson-no-such-message\")",
        );
    assert_ne!(bad, text_of, "the lesson renamed and its title broken");
    std::fs::write(&own, bad).expect("written");
    for (language, needle) in [
        ("en", "carries a lesson that cannot be used"),
        ("fr", "porte une leçon inutilisable"),
        ("gl", "leva unha lección que non se pode usar"),
    ] {
        let output = sre_sim(&["lesson", "grade", &text(&own), "--lang", language]);
        assert_eq!(output.status.code(), Some(2), "{language}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.contains(needle), "{language}: {err}");
        assert!(err.contains("lesson-no-such-message"), "names it: {err}");
        assert!(!err.contains("WARN"), "no internal line: {err}");
        assert!(output.stdout.is_empty(), "no grade: {language}");
    }
}

#[test]
fn an_output_that_is_an_input_is_refused_and_the_input_kept() {
    let dir = scratch("hostile-output-input");
    let run = dir.join("talk.ron");
    lesson_run(&run, "Ada", "note", Some(20));
    let before = std::fs::read(&run).expect("reads");
    let same_by_another_name = dir.join(".").join("talk.ron");
    for (language, needle) in [
        ("en", "is the file --open reads"),
        ("fr", "est le fichier que lit --open"),
        ("gl", "é o ficheiro que le --open"),
    ] {
        for output in ["--gif", "--screenshot", "--frames"] {
            let said = sre_sim(&[
                "--open",
                &text(&run),
                output,
                &text(&same_by_another_name),
                "--lang",
                language,
            ]);
            assert_eq!(said.status.code(), Some(2), "{output} {language}");
            let err = String::from_utf8_lossy(&said.stderr);
            assert!(err.contains(needle), "{output} {language}: {err}");
        }
    }
    let scenario = dir.join("mine.ron");
    std::fs::write(&scenario, stdout(&sre_sim(&["scenario", "show", "surge"]))).expect("written");
    let scenario_before = std::fs::read(&scenario).expect("reads");
    let said = sre_sim(&[
        "oncall",
        "--scenario-file",
        &text(&scenario),
        "--save",
        &text(&scenario),
    ]);
    assert_eq!(said.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&said.stderr).contains("is the file --scenario-file reads"));
    assert_eq!(std::fs::read(&scenario).expect("reads"), scenario_before);
    assert_eq!(
        std::fs::read(&run).expect("reads"),
        before,
        "the run untouched"
    );
}

#[test]
fn a_rewrite_keeps_everything_the_file_carried() {
    let dir = scratch("hostile-rewrite");
    let run_path = dir.join("talk.ron");
    let run = lesson_run(&run_path, "Ada", "The deploy goes out", Some(20));
    for out in [dir.join("again.ron"), run_path.clone()] {
        stdout(&sre_sim(&[
            "replay",
            &text(&run_path),
            "--save",
            &text(&out),
        ]));
        let again = RunFile::load(&out).expect("reads");
        assert_eq!(again.annotations(), run.annotations(), "{out:?}");
        assert_eq!(again.author(), Some("Ada"));
        assert_eq!(again.lesson(), run.lesson());
        assert_eq!(again.timeline(), run.timeline());
    }
    // A configuration saved over itself with a change keeps its author and
    // the bottleneck its learner named.
    let config: PathBuf = dir.join("path.ron");
    ArchConfigFile::new(sre_sim::model::arch::ArchConfig::default())
        .expect("valid")
        .with_author("Ada")
        .with_named_bottleneck(Some(sre_sim::model::arch::Stage::Db))
        .save(&config)
        .expect("saved");
    stdout(&sre_sim(&[
        "arch",
        "--config",
        &text(&config),
        "--set",
        "db.connections=40",
        "--save",
        &text(&config),
    ]));
    let saved = ArchConfigFile::load(&config).expect("reads");
    assert_eq!(saved.author(), Some("Ada"));
    assert_eq!(
        saved.named_bottleneck(),
        Some(sre_sim::model::arch::Stage::Db)
    );
    assert_eq!(
        saved
            .config()
            .get(sre_sim::model::arch::Setting::DbConnections),
        40.0
    );
}
