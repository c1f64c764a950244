//! Lessons as files: every built-in lesson reads, its committed solution
//! passes `lesson grade` and doing nothing fails it (each lesson is about
//! acting); a teacher grades a folder of runs with the exit code saying
//! how it went; a run played in a lesson carries it (run format 4); a
//! broken lesson file is refused naming its field, in each language, as
//! printed.

use std::path::{Path, PathBuf};

use sre_sim::lesson::builtin::{builtin_ids, builtin_lesson, builtin_text, lesson_from_ron_str};
use sre_sim::lesson::{LessonFile, Objective, Verdict, grade_arch, grade_run};
use sre_sim::model::oncall::{Metric, Sim};
use sre_sim::run::{ArchConfigFile, FIELDS, Record, RunFile};

use crate::common::binary::{sre_sim, stdout};
use crate::common::folders::scratch;

/// The committed solution of a built-in lesson.
fn solution(id: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("lessons/solutions/{id}.ron"))
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    path.to_string_lossy().into_owned()
}

#[test]
fn there_are_at_least_thirteen_lessons_each_with_a_solution_that_passes_and_doing_nothing_fails() {
    let ids: Vec<&str> = builtin_ids().collect();
    assert!(ids.len() >= 13, "{ids:?}");
    for id in ids {
        let lesson = builtin_lesson(id).unwrap_or_else(|| panic!("{id} reads"));
        let path = solution(id);
        if lesson.is_arch() {
            let config = ArchConfigFile::load(&path).expect("the solution reads");
            assert!(
                grade_arch(lesson, config.config(), config.named_bottleneck())
                    .expect("grades")
                    .passed(),
                "{id}"
            );
            let start = lesson.arch_config().expect("a configuration");
            let nothing = grade_arch(lesson, start, None).expect("grades");
            assert!(!nothing.passed(), "{id}: the starting configuration passes");
        } else {
            let run = RunFile::load(&path).expect("the solution reads");
            let grade = grade_run(lesson, &run).expect("grades");
            assert!(grade.passed(), "{id}: {grade:?}");
            // The solution carries the lesson it was played in.
            assert_eq!(run.lesson().map(|l| l.id.as_str()), Some(id));
            let spec = lesson.spec().expect("an on-call lesson");
            let minutes = spec.scenario.file().length_minutes;
            let nothing = RunFile::from_parts(spec, Vec::new(), minutes).expect("a run");
            let grade = grade_run(lesson, &nothing).expect("grades");
            assert!(!grade.passed(), "{id}: doing nothing passes");
            assert!(grade.objectives.iter().all(|o| o.verdict != Verdict::Open));
        }
    }
}

/// The lesson with every objective on the seed's p99 or timeouts read on
/// the second opinion's exact values instead.
fn on_the_exact_values(lesson: &LessonFile) -> LessonFile {
    let mut exact = lesson.clone();
    for objective in &mut exact.objectives {
        if let Objective::KeepBelow { field, .. }
        | Objective::KeepAbove { field, .. }
        | Objective::EndBelow { field, .. }
        | Objective::EndAbove { field, .. }
        | Objective::TotalAtMost { field, .. } = objective
        {
            match field.known() {
                Some(Metric::P99Secs) => *field = Metric::P99ExactSecs.into(),
                Some(Metric::TimeoutRate) => *field = Metric::TimeoutRateExact.into(),
                _ => {}
            }
        }
    }
    exact
}

/// Where the seed's approximation and the exact values disagree, a lesson
/// would grade an artefact: each on-call lesson's solution passes and
/// doing nothing fails on the exact values too.
#[test]
fn each_lesson_grades_the_same_on_the_exact_p99_and_timeouts() {
    for id in builtin_ids() {
        let lesson = builtin_lesson(id).expect("reads");
        let Some(spec) = lesson.spec() else {
            continue;
        };
        let exact = on_the_exact_values(lesson);
        let run = RunFile::load(&solution(id)).expect("the solution reads");
        let grade = grade_run(&exact, &run).expect("grades");
        assert!(
            grade.passed(),
            "{id}: the solution fails on the exact values: {grade:?}"
        );
        let minutes = spec.scenario.file().length_minutes;
        let nothing = RunFile::from_parts(spec, Vec::new(), minutes).expect("a run");
        let grade = grade_run(&exact, &nothing).expect("grades");
        assert!(
            !grade.passed(),
            "{id}: doing nothing passes on the exact values"
        );
    }
}

#[test]
fn every_trace_field_but_the_clock_has_a_value_to_grade() {
    let trace = Sim::run(
        sre_sim::model::oncall::RunSpec::new(sre_sim::model::oncall::Scenario::Surge, 1),
        &[],
        1,
    )
    .expect("runs");
    let record = Record::from(&trace.rows[1]);
    for field in FIELDS {
        let metric = Metric::from_name(field);
        assert_eq!(metric.is_some(), field != "clock", "{field}");
        if let Some(metric) = metric {
            assert!(record.value(metric).is_finite(), "{field}");
        }
    }
    assert_eq!(Metric::from_name("nothing"), None);
}

#[test]
fn a_solution_and_doing_nothing_through_the_command_line() {
    let dir = scratch("lesson-grade");
    let none = dir.join("nothing.ron");
    let none = none.to_string_lossy();
    stdout(&sre_sim(&[
        "oncall",
        "--lesson",
        "rollback-or-scale",
        "--save",
        &none,
        "--author",
        "Ada",
    ]));
    let passed = sre_sim(&[
        "lesson",
        "grade",
        "rollback-or-scale",
        &solution("rollback-or-scale").to_string_lossy(),
    ]);
    assert_eq!(passed.status.code(), Some(0));
    let text = String::from_utf8_lossy(&passed.stdout);
    assert!(text.contains("✓ passed  2/2"), "{text}");
    assert!(text.contains("Solution"), "the author: {text}");
    assert!(
        text.contains("Roll back to the last good build by minute 30"),
        "{text}"
    );
    let failed = sre_sim(&["lesson", "grade", "rollback-or-scale", &none]);
    assert_eq!(failed.status.code(), Some(1));
    let text = String::from_utf8_lossy(&failed.stdout);
    assert!(text.contains("Ada"), "{text}");
    assert!(text.contains("✖ not passed  0/2"), "{text}");
    assert!(text.contains("missed at minute 40: 5 %"), "{text}");
    // In French, with the numbers in its format.
    let french = sre_sim(&[
        "lesson",
        "grade",
        "caches",
        &solution("caches").to_string_lossy(),
        "--lang",
        "fr",
    ]);
    assert_eq!(french.status.code(), Some(0));
    let text = String::from_utf8_lossy(&french.stdout);
    assert!(text.contains("77,1 %"), "{text}");
}

#[test]
fn a_class_folder_is_graded_one_row_each_in_every_format() {
    let dir = scratch("lesson-class");
    for (name, commands) in [
        ("ada.ron", &["--do", "20:rollback"][..]),
        ("bob.ron", &["--do", "20:min-instances=20"][..]),
    ] {
        let path = dir.join(name).to_string_lossy().into_owned();
        let author = name.trim_end_matches(".ron");
        let mut args = vec![
            "oncall",
            "--lesson",
            "rollback-or-scale",
            "--save",
            &path,
            "--author",
            author,
        ];
        args.extend(commands);
        stdout(&sre_sim(&args));
    }
    let folder = dir.to_string_lossy().into_owned();
    let csv = sre_sim(&[
        "lesson",
        "grade",
        "rollback-or-scale",
        &folder,
        "--format",
        "csv",
    ]);
    assert_eq!(csv.status.code(), Some(1), "bob does not pass");
    let text = String::from_utf8_lossy(&csv.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "file,author,result,met,objectives,objective_1,objective_2,problem"
    );
    assert!(
        lines[1].ends_with("ada.ron,ada,passed,2,2,met,met,"),
        "{text}"
    );
    assert!(
        lines[2].ends_with("bob.ron,bob,failed,0,2,missed,missed,"),
        "{text}"
    );
    let json = sre_sim(&[
        "lesson",
        "grade",
        "rollback-or-scale",
        &folder,
        "--format",
        "json",
    ]);
    let rows: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(rows.as_array().map(Vec::len), Some(2));
    assert_eq!(rows[0]["author"], "ada");
    assert_eq!(rows[0]["details"][0]["verdict"], "met");
    // A file that is not a run of the lesson is a row with its reason, and exit 2.
    std::fs::copy(solution("caches"), dir.join("carol.ron")).expect("copied");
    let mixed = sre_sim(&["lesson", "grade", "rollback-or-scale", &folder]);
    assert_eq!(mixed.status.code(), Some(2));
    let text = String::from_utf8_lossy(&mixed.stdout);
    assert!(text.contains("cannot be graded"), "{text}");
    assert!(
        text.contains("but the lesson plays rollback-or-scale"),
        "{text}"
    );
}

#[test]
fn a_run_played_in_a_lesson_carries_it_and_replays_without_its_file() {
    let text = std::fs::read_to_string(solution("caches")).expect("reads");
    // Written as format 4, read by this build (format 5) as it was.
    assert!(text.contains("version: 4"), "{text}");
    assert!(text.contains("lesson: \"caches\""), "{text}");
    assert!(text.contains("lesson_file: Some("), "{text}");
    let run = RunFile::from_ron_str(&text).expect("reads");
    assert_eq!(run.author(), Some("Solution"));
    let written = run.to_ron_string().expect("writes");
    assert!(written.contains("version: 5,"), "{written}");
    let again = RunFile::from_ron_str(&written).expect("reads back");
    assert_eq!(again, run);
    run.replay_checked().expect("replays to its summary");
    // A run that names one lesson and carries another is refused, saying so.
    let swapped = text.replace("lesson: \"caches\"", "lesson: \"shedding\"");
    let err = RunFile::from_ron_str(&swapped).expect_err("refused");
    assert_eq!(err.kind(), "run-error-other-lesson");
}

/// A built-in lesson with one edit of its text.
fn edited(id: &str, from: &str, to: &str) -> String {
    let text = builtin_text(id).expect("a built-in");
    assert!(text.contains(from), "{id} has {from}");
    text.replacen(from, to, 1)
}

#[test]
#[expect(clippy::too_many_lines, reason = "a table of cases, one per field")]
fn a_broken_lesson_is_refused_naming_its_field_in_each_language() {
    let dir = scratch("lesson-broken");
    let four_hints = edited(
        "utilization",
        "                Message(\"lesson-utilization-step-1-hint-2\"),\n",
        "                Message(\"lesson-utilization-step-1-hint-2\"),\n                Words({\"en\": \"a\"}),\n                Words({\"en\": \"b\"}),\n",
    );
    // (file, what the English message says, French, Galician)
    let cases: Vec<(String, &str, &str, &str)> = vec![
        (
            edited(
                "utilization",
                "    remember:",
                "    rememba: Message(\"x\"),\n    remember:",
            ),
            "Unknown field “rememba”",
            "Champ inconnu «\u{a0}rememba\u{a0}»",
            "«rememba»",
        ),
        (
            edited("utilization", "KeepAbove(", "KeepAround("),
            "KeepAround",
            "KeepAround",
            "KeepAround",
        ),
        (
            edited(
                "utilization",
                "field: \"utilization\", value: 0.6",
                "field: \"utilisation\", value: 0.6",
            ),
            "objectives[0].field is “utilisation”, but must be a field of the trace",
            "objectives[0].field",
            "objectives[0].field",
        ),
        (
            edited(
                "utilization",
                "Control(\"min-instances\")",
                "Control(\"max-instances\")",
            ),
            "steps[1].highlight is “max-instances”, but must be a control",
            "steps[1].highlight",
            "steps[1].highlight",
        ),
        (
            edited("utilization", "to: Some(30))", "to: Some(45))"),
            "objectives[0].to is 45, after the end of the scenario (minute 30)",
            "objectives[0].to",
            "objectives[0].to",
        ),
        (
            edited("utilization", ", unit: Percent", ""),
            "unit",
            "unit",
            "unit",
        ),
        (
            four_hints,
            "steps[0].hints has 4; at most 3 are allowed",
            "steps[0].hints",
            "steps[0].hints",
        ),
        (
            edited(
                "retry-storm",
                "    objectives: [\n        PassesWithHeadroom,\n        ChangesOnly(settings: [\"load.retries\"]),\n        NamesBottleneck,\n    ],",
                "    objectives: [],",
            ),
            "objectives is empty",
            "objectives",
            "objectives",
        ),
        (
            edited(
                "utilization",
                "title: Message(\"lesson-utilization-title\")",
                "title: Words({})",
            ),
            "title is “[]”, but must be words in at least one of en, fr and gl",
            "title",
            "title",
        ),
        (
            edited("utilization", "format: 1,", "format: 2,"),
            "format version 2",
            "2",
            "2",
        ),
        (
            edited(
                "retry-storm",
                "db: (connections: 10,",
                "db: (conections: 10, connections: 10,",
            ),
            "Unknown field “play.config.db.conections”",
            "play.config.db.conections",
            "play.config.db.conections",
        ),
        (
            edited(
                "retry-storm",
                "field: \"bottleneck\", unit: Tier",
                "field: \"failing_share\", unit: Tier",
            ),
            "steps[1].predict.unit is “tier”, but must be a unit that fits the field",
            "steps[1].predict.unit",
            "steps[1].predict.unit",
        ),
        (
            edited(
                "retry-storm",
                "field: \"bottleneck\", unit: Tier",
                "field: \"peak_offered_rps\", unit: RequestsPerSec",
            ),
            "objectives[2] is “NamesBottleneck”, but must be a step that asks for the bottleneck",
            "une étape qui demande le goulot",
            "un paso que pregunte polo colo de botella",
        ),
        (
            edited(
                "retry-storm",
                "ChangesOnly(settings: [\"load.retries\"])",
                "ChangesOnly(settings: [\"load.rps\"])",
            ),
            "objectives[1].settings[0] is “load.rps”, but must be an architecture setting other than load.rps",
            "objectives[1].settings[0]",
            "objectives[1].settings[0]",
        ),
        (
            edited("metastable-failure", "\"throttle\"]", "\"throttling\"]"),
            "objectives[1].settings[4] is “throttling”",
            "objectives[1].settings[4]",
            "objectives[1].settings[4]",
        ),
        (
            edited(
                "queues-and-timeouts",
                "ChangesOnly(settings: [\"queue.buffer\", \"deadline\"])",
                "ChangesOnly(settings: [])",
            ),
            "objectives[1].settings is empty",
            "objectives[1].settings",
            "objectives[1].settings",
        ),
    ];
    for (k, (text, english, french, galician)) in cases.iter().enumerate() {
        assert!(lesson_from_ron_str(text).is_err(), "case {k} reads");
        let path = write(&dir, &format!("broken-{k}.ron"), text);
        let mut said = Vec::new();
        for (language, needle) in [("en", english), ("fr", french), ("gl", galician)] {
            let output = sre_sim(&["lesson", "check", &path, "--lang", language]);
            assert_eq!(output.status.code(), Some(2), "case {k} {language}");
            let err = String::from_utf8_lossy(&output.stderr).into_owned();
            assert!(err.contains(needle), "case {k} {language}: {err}");
            assert!(
                err.contains(&path),
                "case {k} {language} names the file: {err}"
            );
            assert!(!err.contains("panicked"), "{err}");
            said.push(err);
        }
        // Said in each language, not English three times.
        assert_ne!(said[0], said[1], "case {k}: French is English");
        assert_ne!(said[0], said[2], "case {k}: Galician is English");
    }
}

#[test]
fn list_show_and_check_in_each_language() {
    let list = stdout(&sre_sim(&["lesson", "list"]));
    for id in builtin_ids() {
        assert!(list.contains(id), "{id}: {list}");
    }
    assert!(list.contains("The queueing knee"), "{list}");
    let french = stdout(&sre_sim(&["lesson", "list", "--lang", "fr"]));
    assert!(french.contains("Le coude de la file d’attente"), "{french}");
    assert_ne!(french, list);
    let galician = stdout(&sre_sim(&["lesson", "list", "--lang", "gl"]));
    assert_ne!(galician, list);
    assert_ne!(galician, french);
    let dir = scratch("lesson-show");
    for id in builtin_ids() {
        let shown = stdout(&sre_sim(&["lesson", "show", id]));
        assert_eq!(Some(shown.as_str()), builtin_text(id));
        let path = write(&dir, &format!("{id}.ron"), &shown);
        let checked = stdout(&sre_sim(&["lesson", "check", &path]));
        assert!(
            checked.starts_with(&format!("{id}: the lesson is valid.")),
            "{checked}"
        );
    }
    let unknown = sre_sim(&["lesson", "show", "nope"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("Unknown lesson “nope”"));
}

#[test]
fn the_readmes_lesson_is_a_valid_lesson_that_plays() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("the README");
    let section = readme
        .split("### Write a lesson")
        .nth(1)
        .expect("the section on writing a lesson");
    let block = section
        .split("```ron\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("its example");
    let lesson = lesson_from_ron_str(block).unwrap_or_else(|err| panic!("{err}\n{block}"));
    let verdicts = |timeline: &[sre_sim::model::oncall::TimedCommand]| {
        let trace =
            Sim::run(lesson.spec().expect("on call"), timeline, lesson.end()).expect("plays");
        sre_sim::lesson::grade_rows(&lesson, &trace.rows, timeline)
            .objectives
            .iter()
            .map(|o| o.verdict)
            .collect::<Vec<_>>()
    };
    // Doing nothing: no decision by minute 35.
    let nothing = verdicts(&[]);
    assert_eq!(nothing[1], Verdict::Missed, "{nothing:?}");
    // A higher floor before the surge: the decision, and the p99 kept low.
    let floor = sre_sim::model::oncall::TimedCommand {
        minute: 10,
        command: sre_sim::model::oncall::Command::SetMinInstances(30),
    };
    assert_eq!(verdicts(&[floor]), [Verdict::Met, Verdict::Met]);
}

#[test]
fn the_bottleneck_named_is_graded_from_the_saved_configuration() {
    let dir = scratch("lesson-bottleneck");
    let text = std::fs::read_to_string(solution("retry-storm")).expect("the solution");
    let wrong = write(
        &dir,
        "wrong.ron",
        &text.replace("named_bottleneck: Some(db)", "named_bottleneck: Some(app)"),
    );
    let unnamed = write(
        &dir,
        "unnamed.ron",
        &text.replace("    named_bottleneck: Some(db),\n", ""),
    );
    let right = sre_sim(&[
        "lesson",
        "grade",
        "retry-storm",
        &solution("retry-storm").to_string_lossy(),
    ]);
    assert_eq!(right.status.code(), Some(0));
    let said = String::from_utf8_lossy(&right.stdout);
    assert!(said.contains("✓ passed  3/3"), "{said}");
    assert!(said.contains("A. Learner"), "the author: {said}");
    assert!(said.contains("Name the path’s bottleneck"), "{said}");
    assert!(said.contains("named: Database"), "{said}");
    for (path, english, french, galician) in [
        (
            &wrong,
            "named: App",
            "nommé\u{a0}: Application",
            "nomeado: Aplicación",
        ),
        (&unnamed, "none named", "aucun nommé", "ningún nomeado"),
    ] {
        for (language, needle) in [("en", english), ("fr", french), ("gl", galician)] {
            let output = sre_sim(&["lesson", "grade", "retry-storm", path, "--lang", language]);
            assert_eq!(output.status.code(), Some(1), "{path} {language}");
            let said = String::from_utf8_lossy(&output.stdout);
            assert!(said.contains("2/3"), "{path} {language}: {said}");
            assert!(said.contains(needle), "{path} {language}: {said}");
        }
    }
}

#[test]
fn a_run_played_in_a_lesson_is_graded_by_the_lesson_it_carries() {
    let dir = scratch("lesson-carried");
    let alone = sre_sim(&[
        "lesson",
        "grade",
        &solution("rollback-or-scale").to_string_lossy(),
    ]);
    assert_eq!(alone.status.code(), Some(0));
    let said = String::from_utf8_lossy(&alone.stdout);
    assert!(said.contains("✓ passed  2/2"), "{said}");
    assert!(
        said.contains("Roll back to the last good build by minute 30"),
        "{said}"
    );
    let free = dir.join("free.ron");
    let free = free.to_string_lossy();
    stdout(&sre_sim(&[
        "oncall",
        "--scenario",
        "surge",
        "--save",
        &free,
    ]));
    let folder = dir.to_string_lossy();
    for (path, english, french, galician) in [
        (
            &*free,
            "was not played in a lesson: give the lesson first",
            "n’a pas été jouée dans une leçon",
            "non se xogou nunha lección",
        ),
        (
            &*folder,
            "A folder is graded against one lesson",
            "Un dossier se note d’après une seule leçon",
            "Un cartafol cualifícase segundo unha soa lección",
        ),
    ] {
        for (language, needle) in [("en", english), ("fr", french), ("gl", galician)] {
            let output = sre_sim(&["lesson", "grade", path, "--lang", language]);
            assert_eq!(output.status.code(), Some(2), "{path} {language}");
            let err = String::from_utf8_lossy(&output.stderr);
            assert!(err.contains(needle), "{path} {language}: {err}");
            assert!(err.contains(path), "{path} {language} names it: {err}");
        }
    }
}

/// A built-in on-call lesson's run with these commands, to its end.
fn lesson_rows(
    id: &str,
    timeline: &[sre_sim::model::oncall::TimedCommand],
) -> Vec<sre_sim::model::oncall::MinuteRow> {
    let lesson = builtin_lesson(id).expect("built in");
    Sim::run(lesson.spec().expect("on call"), timeline, lesson.end())
        .expect("plays")
        .rows
}

/// The first minute a row has `on`, if any.
fn first_minute(
    rows: &[sre_sim::model::oncall::MinuteRow],
    on: impl Fn(&sre_sim::model::oncall::MinuteRow) -> bool,
) -> Option<u32> {
    rows.iter().find(|r| on(r)).map(|r| r.minute)
}

#[test]
fn the_alerting_lesson_shows_a_slow_burn_the_fast_page_misses() {
    use sre_sim::model::oncall::{Command, TimedCommand};
    // Doing nothing: 12.5× for 350 minutes, and the seed's page never fires;
    // the second page at minute 182, the ticket at minute 355, as the texts say.
    let rows = lesson_rows("burn-rate-alerts", &[]);
    assert!(rows.iter().all(|r| !r.paging), "the 14.4× page stays quiet");
    assert!((rows[70].burn_rate_1h - 12.5).abs() < 1e-9);
    assert!((rows[130].burn_rate_6h - 12.5 * 121.0 / 360.0).abs() < 1e-9);
    assert_eq!(first_minute(&rows, |r| r.paging_6h), Some(182));
    assert_eq!(first_minute(&rows, |r| r.ticket), Some(355));
    // 5 % of the budget spent when the second page fires (95.0 % left), 10 % at the ticket.
    assert!((rows[182].budget_remaining - (1.0 - 173.0 * 12.5 / 43_200.0)).abs() < 1e-9);
    assert!((rows[355].budget_remaining - 0.9).abs() < 0.001);
    // Rolled back on the page: it goes quiet 20 minutes later, the 6 h burn still above 6×.
    let rollback = [TimedCommand {
        minute: 182,
        command: Command::Rollback,
    }];
    let rows = lesson_rows("burn-rate-alerts", &rollback);
    let quiet = first_minute(&rows[183..], |r| !r.paging_6h).expect("quiet again");
    assert_eq!(quiet, 202);
    assert!(rows[202].burn_rate_6h > 6.0);
    assert!(rows.iter().all(|r| !r.ticket));
}

#[test]
fn the_headroom_lesson_needs_twelve_instances_and_no_more() {
    use sre_sim::model::oncall::{Command, TimedCommand};
    let lesson = builtin_lesson("headroom").expect("built in");
    let passes = |n: u32| {
        let timeline = [TimedCommand {
            minute: 0,
            command: Command::SetMinInstances(n),
        }];
        let rows = lesson_rows("headroom", &timeline);
        sre_sim::lesson::grade_rows(lesson, &rows, &timeline).passed()
    };
    assert!(!passes(9) && !passes(11), "too few survive the zone");
    assert!(passes(12));
    assert!(!passes(13) && !passes(40), "brute force costs too much");
    // Autoscaling at its 60 % target sizes for the day, not for the loss.
    let auto = [TimedCommand {
        minute: 0,
        command: Command::SetAutoscaling(true),
    }];
    let rows = lesson_rows("headroom", &auto);
    assert!(!sre_sim::lesson::grade_rows(lesson, &rows, &auto).passed());
    // The numbers the texts give: 71.6 % on nine, 80.5 % on the 8 of 12 left.
    let rows = lesson_rows("headroom", &[]);
    assert!((rows[5].out.utilization - 0.716).abs() < 0.0005);
    let rows = lesson_rows(
        "headroom",
        &[TimedCommand {
            minute: 0,
            command: Command::SetMinInstances(12),
        }],
    );
    assert_eq!(rows[20].instances_serving, 8);
    assert!((rows[20].out.utilization - 0.805).abs() < 0.0005);
}

#[test]
fn the_retry_lessons_paths_hold_without_retries_and_fail_because_of_them() {
    use sre_sim::model::arch::{Setting, simulate};
    for id in ["retry-storm", "metastable-failure"] {
        let start = *builtin_lesson(id)
            .and_then(|l| l.arch_config())
            .expect("an architecture lesson");
        let run = |change: &[(Setting, f64)]| {
            let mut config = start;
            for &(setting, value) in change {
                config.set(setting, value).expect("in range");
            }
            simulate(&config).expect("runs")
        };
        let stormy = run(&[]);
        assert!(!stormy.has_headroom(), "{id}: the retries keep it down");
        assert_eq!(stormy.peak_offered_rps, 1200.0, "{id}");
        assert_eq!(stormy.steps.last().map(|s| s.failing_share), Some(1.0));
        assert!(
            run(&[(Setting::LoadRetries, 0.0)]).has_headroom(),
            "{id}: it holds without retries"
        );
        assert!(!run(&[(Setting::LoadRetries, 1.0)]).has_headroom(), "{id}");
        // The fresh load fits the database at full speed.
        assert!(start.load.rps < start.capacity_rps(sre_sim::model::arch::Stage::Db));
    }
    // The metastable lesson's remedies: all but backoff bring it back.
    let start = *builtin_lesson("metastable-failure")
        .and_then(|l| l.arch_config())
        .expect("an architecture lesson");
    for (switch, recovers) in [
        (Setting::BudgetOn, true),
        (Setting::BackoffOn, false),
        (Setting::BreakerOn, true),
        (Setting::DeadlineOn, true),
        (Setting::ThrottleOn, true),
    ] {
        let mut config = start;
        config.set(switch, 1.0).expect("a switch");
        assert_eq!(
            simulate(&config).expect("runs").has_headroom(),
            recovers,
            "{switch:?}"
        );
    }
}

#[test]
fn the_queue_lesson_holds_at_most_timeout_times_throughput() {
    use sre_sim::model::arch::Setting;
    let lesson = builtin_lesson("queues-and-timeouts").expect("built in");
    let start = *lesson.arch_config().expect("an architecture lesson");
    let grade = |setting: Setting, value: f64| {
        let mut config = start;
        config.set(setting, value).expect("in range");
        grade_arch(lesson, &config, None).expect("grades").passed()
    };
    // Little's law: (1000 − 0.5 − 50 − 75) ms × 8 ÷ 75 ms ≈ 93 jobs.
    assert!(grade(Setting::QueueBuffer, 93.0));
    assert!(!grade(Setting::QueueBuffer, 94.0));
    assert!(grade(Setting::DeadlineOn, 1.0));
    // Faster workers would pass too, but are not the lesson's answer.
    assert!(!grade(Setting::QueueJobMs, 56.0));
    let run = sre_sim::model::arch::simulate(&start).expect("runs");
    assert!((run.max_utilization() - 1.125).abs() < 1e-9);
}
