//! Run files and architecture configuration files: round trips, replay
//! identity, "take over here", every rejection with its id and the file's
//! name, the migration from version 0, atomic saves, the autosave, the
//! listing of a saves folder, and the example runs in `saves/`.

use std::fs;
use std::path::{Path, PathBuf};

use sre_sim::model::arch::ArchConfig;
use sre_sim::model::oncall::{Command, MinuteRow, RunSpec, Scenario, Sim, TimedCommand};
use sre_sim::run::store::{
    read_limited, remove_autosave_at, take_autosave_from, write_autosave_to,
};
use sre_sim::run::{
    ArchConfigFile, ErrorArg, Expected, FORMAT_VERSION, MAX_FILE_BYTES, MAX_RUN_MINUTES, RunError,
    RunFile, RunFileError, example_names, example_runs, list_saves,
};

use crate::common::folders::scratch;

fn file_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A bad deploy rolled back at minute 29, with a few other commands.
fn sample_run() -> RunFile {
    let timeline = vec![
        TimedCommand::at(0, Command::SetCacheTtl(75.0)),
        TimedCommand::at(20, Command::SetMinInstances(14)),
        TimedCommand::at(29, Command::Rollback),
        TimedCommand::at(29, Command::SetShedShare(0.2)),
        TimedCommand::at(40, Command::SetShedShare(0.0)),
        TimedCommand::at(60, Command::SetTargetUtilization(0.55)),
    ];
    RunFile::from_parts(RunSpec::new(Scenario::BadDeploy, 3), timeline, 90)
        .expect("a valid run")
        .with_note("A sample run with a \"quoted\" note.")
}

fn debug_rows(rows: &[MinuteRow]) -> Vec<String> {
    rows.iter().map(|r| format!("{r:?}")).collect()
}

#[test]
fn a_run_round_trips_through_ron() {
    let run = sample_run();
    let text = run.to_ron_string().expect("writes");
    assert!(text.contains("    version: 5,"), "{text}");
    assert!(text.contains("model_version: 2,"), "{text}");
    // No author and no lesson: neither is written.
    assert!(
        !text.contains("author:") && !text.contains("lesson"),
        "{text}"
    );
    assert!(
        text.contains("scenario_file: Some(("),
        "the run carries its scenario: {text}"
    );
    assert!(text.contains("scenario: \"bad-deploy\""), "{text}");
    assert!(
        text.contains("(minute: 29, command: \"rollback\"),"),
        "{text}"
    );
    let back = RunFile::from_ron_str(&text).expect("reads");
    assert_eq!(back, run);
    assert_eq!(back.to_ron_string().expect("writes"), text);
}

#[test]
fn a_live_run_saved_and_replayed_gives_the_same_trace_bit_for_bit() {
    let dir = scratch("identity");
    for (scenario, seed) in [
        (Scenario::BadDeploy, 11),
        (Scenario::Surge, 5),
        (Scenario::CacheFlush, 8),
        (Scenario::FreePlay, 0),
    ] {
        // Play it the way the window does: commands at the minute shown, then steps.
        let mut sim = Sim::new(RunSpec::new(scenario, seed));
        let mut rows = vec![*sim.row()];
        for minute in 0..150 {
            match minute {
                5 => sim.apply(Command::SetMinInstances(13)).expect("valid"),
                28 => {
                    sim.apply(Command::Rollback).expect("valid");
                    sim.apply(Command::SetShedShare(0.4)).expect("valid");
                }
                61 => {
                    sim.apply(Command::SetHeavyFeature(false)).expect("valid");
                    sim.apply(Command::StartWarmUp).expect("valid");
                }
                70 => sim.apply(Command::SetShedShare(0.0)).expect("valid"),
                90 => sim.apply(Command::SetAutoscaling(false)).expect("valid"),
                _ => {}
            }
            rows.push(*sim.step());
        }
        let path = dir.join(format!("{scenario}.ron"));
        RunFile::from_sim(&sim)
            .expect("valid")
            .save(&path)
            .expect("saves");
        let opened = RunFile::load(&path).expect("opens");
        let trace = opened.replay().expect("replays");
        assert_eq!(trace.rows, rows, "{scenario}");
        assert_eq!(debug_rows(&trace.rows), debug_rows(&rows), "{scenario}");
        assert_eq!(trace.events, sim.events(), "{scenario}");
        opened.check_summary(&trace).expect("the summary matches");
    }
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn taking_over_keeps_the_minutes_before_the_branch() {
    let run = sample_run();
    let full = run.replay().expect("replays");
    for minute in [0, 1, 20, 29, 30, 55, 90] {
        let (trace, mut sim) = run.take_over_at(minute).expect("within the run");
        assert_eq!(sim.minute(), minute);
        assert_eq!(trace.rows.as_slice(), &full.rows[..=minute as usize]);
        assert!(sim.timeline().iter().all(|t| t.minute < minute));
        // The person continues differently from here.
        sim.apply(Command::SetMinInstances(30)).expect("valid");
        let mut rows = trace.rows.clone();
        for _ in minute..run.minutes() {
            rows.push(*sim.step());
        }
        assert_eq!(&rows[..=minute as usize], &full.rows[..=minute as usize]);
        if minute < run.minutes() {
            assert_ne!(rows, full.rows, "the branch changes the future");
        }
        // The truncated file replays as the first minutes of the run.
        let cut = run.truncated_at(minute).expect("within the run");
        assert_eq!(cut.minutes(), minute);
        assert_eq!(cut.note(), None);
        let replayed = cut.replay_checked().expect("replays and matches");
        assert_eq!(replayed.rows.as_slice(), &full.rows[..=minute as usize]);
        assert_eq!(
            RunFile::from_ron_str(&cut.to_ron_string().expect("writes")).expect("reads"),
            cut
        );
    }
    let err = run.sim_at(91).expect_err("after the end");
    assert_eq!(err.kind(), "run-error-minute-beyond-end");

    // Resuming applies the commands given at the last minute too.
    let mut with_last = run.timeline().to_vec();
    with_last.push(TimedCommand::at(90, Command::SetShedShare(0.5)));
    let run = RunFile::from_parts(run.spec().clone(), with_last, 90).expect("valid");
    let (trace, sim) = run.resume().expect("resumes");
    assert_eq!(sim.timeline(), run.timeline());
    assert_eq!(sim.controls().shed_share, 0.5);
    assert_eq!(trace.rows, run.replay().expect("replays").rows);
    assert_eq!(
        run.sim_at(90).expect("at the end").controls().shed_share,
        0.0
    );
}

/// Writes `text` to a file and returns the error of opening it.
fn open_error(dir: &Path, name: &str, text: &str) -> RunFileError {
    let path = dir.join(name);
    fs::write(&path, text).expect("write");
    RunFile::load(&path).expect_err(name)
}

/// Checks an error's id, that its message names the problem and ends with
/// the file, and that its arguments carry the path.
fn assert_rejected(err: &RunFileError, kind: &str, mentions: &str) {
    let path = err.path().expect("a file error").display().to_string();
    let message = err.to_string();
    assert_eq!(err.kind(), kind, "{message}");
    assert!(message.ends_with(&path), "the path goes last: {message}");
    assert!(
        message.contains(mentions),
        "{message} should mention {mentions}"
    );
    assert_eq!(err.args().last(), Some(&("path", ErrorArg::Text(path))));
}

#[test]
#[expect(clippy::too_many_lines, reason = "a table of cases, one per rejection")]
fn every_bad_file_gets_a_clear_error_naming_the_problem_and_the_file() {
    let dir = scratch("bad");
    let good = sample_run().to_ron_string().expect("writes");
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        good.replacen(from, to, 1)
    };
    let cases: Vec<(&str, String, &str, &str)> = vec![
        ("empty.ron", "  \n".to_owned(), "run-error-empty", "empty"),
        (
            "prose.ron",
            "version = 1".to_owned(),
            "run-error-not-ron",
            "not RON",
        ),
        (
            "cut.ron",
            good[..good.len() / 2].to_owned(),
            "run-error-truncated",
            "ends too early",
        ),
        (
            "number.ron",
            "42".to_owned(),
            "run-error-wrong-shape",
            "not a run",
        ),
        (
            "missing.ron",
            edit("    seed: 3,\n", ""),
            "run-error-wrong-shape",
            "seed",
        ),
        (
            "typo.ron",
            edit("    seed: 3,\n", "    seed: 3,\n    sead: 4,\n"),
            "run-error-unknown-field",
            "sead",
        ),
        (
            "newer.ron",
            edit("    version: 5,", "    version: 6,"),
            "run-error-newer-version",
            "newer version",
        ),
        (
            "scenario.ron",
            // The run names another scenario than the one it carries.
            edit("\"bad-deploy\"", "\"bad-deploi\""),
            "run-error-bad-scenario",
            "scenario_file.id",
        ),
        (
            "command.ron",
            edit("\"rollback\"", "\"reboot\""),
            "run-error-unknown-command",
            "reboot",
        ),
        (
            "value.ron",
            edit("\"ttl=75\"", "\"ttl=lots\""),
            "run-error-bad-command",
            "ttl=lots",
        ),
        (
            "range.ron",
            edit("\"shed=0.2\"", "\"shed=1.5\""),
            "run-error-out-of-range",
            "shed",
        ),
        (
            "instances.ron",
            edit("\"min-instances=14\"", "\"min-instances=400\""),
            "run-error-out-of-range",
            "400",
        ),
        (
            "order.ron",
            edit("(minute: 40,", "(minute: 10,"),
            "run-error-out-of-order",
            "out of order",
        ),
        (
            "after-end.ron",
            edit("minutes: 90,", "minutes: 50,"),
            "run-error-command-after-end",
            "minute 60",
        ),
        (
            "long.ron",
            edit("minutes: 90,", "minutes: 20000,"),
            "run-error-too-long",
            "20000",
        ),
        (
            "settings.ron",
            edit("heavy_feature: true", "heavy_feature: false"),
            "run-error-initial-settings",
            "heavy_feature",
        ),
    ];
    for (name, text, kind, mentions) in &cases {
        assert_rejected(&open_error(&dir, name, text), kind, mentions);
    }

    let path = dir.join("binary.ron");
    fs::write(&path, b"(version: 1, \xff\xfe)").expect("write");
    assert_rejected(
        &RunFile::load(&path).expect_err("not text"),
        "run-error-not-text",
        "not text",
    );

    let err = RunFile::load(&dir.join("absent.ron")).expect_err("absent");
    assert_rejected(&err, "run-error-read", "cannot read");
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn huge_files_are_refused_before_reading() {
    let dir = scratch("huge");
    let path = dir.join("huge.ron");
    // A sparse file of 300 MiB: refused from its size, so the test is instant.
    let file = fs::File::create(&path).expect("create");
    file.set_len(300 * 1024 * 1024).expect("grow");
    drop(file);
    let err = RunFile::load(&path).expect_err("too large");
    assert_rejected(&err, "run-error-too-large", "too large");
    let err = ArchConfigFile::load(&path).expect_err("too large");
    assert_eq!(err.kind(), "run-error-too-large");

    // Just over the limit, with real bytes.
    fs::write(&path, vec![b' '; MAX_FILE_BYTES as usize + 1]).expect("write");
    assert_eq!(
        RunFile::load(&path).expect_err("over").kind(),
        "run-error-too-large"
    );
    fs::write(&path, b"x").expect("write");
    assert_eq!(read_limited(&path, 1).expect("at the limit"), b"x");
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn a_stored_summary_that_does_not_match_its_replay_is_reported_not_fatal() {
    let run = sample_run();
    let stored = run.summary().budget_remaining;
    let text = run.to_ron_string().expect("writes").replace(
        &format!("budget_remaining: {stored},"),
        "budget_remaining: 0.5,",
    );
    // Opening keeps the stored summary (for the open dialog)...
    let opened = RunFile::from_ron_str(&text).expect("the file itself is valid");
    assert_eq!(opened.summary().budget_remaining, 0.5);
    // ...and the replay, which is the truth, shows the difference.
    let trace = opened.replay().expect("replays");
    let err = opened.check_summary(&trace).expect_err("differs");
    assert_eq!(err.kind(), "run-error-summary-mismatch");
    assert!(
        err.to_string()
            .starts_with("the file's summary does not match its replay"),
        "{err}"
    );
    assert_eq!(
        err,
        RunError::SummaryMismatch {
            figure: "budget_remaining",
            stored: 0.5,
            replayed: stored,
        }
    );
    assert!(opened.replay_checked().is_err());
    assert!(run.replay_checked().is_ok());
}

/// A version-1 document as written by 0.1.0, kept verbatim: if this stops
/// reading, the format changed without a migration.
const V1_DOCUMENT: &str = r#"(
    version: 1,
    app_version: "0.1.0",
    note: "Written by hand.",
    scenario: "cache-flush",
    seed: 42,
    noise: false,
    minutes: 75,
    summary: (
        budget_remaining: 0.97,
        cost_dollars: 6.5,
        worst_p99_secs: 2.0,
        minutes_paging: 5,
    ),
    initial_settings: (
        min_instances: 10,
        autoscaling: true,
        target_utilization: 0.6,
        cache_ttl_secs: 90.0,
        shed_share: 0.0,
        heavy_feature: true,
    ),
    timeline: [
        (minute: 61, command: "feature=off"),
        (minute: 61, command: "shed=1"),
        (minute: 62, command: "warm-up"),
        (minute: 68, command: "shed=0"),
        (minute: 70, command: "feature=on"),
    ],
)
"#;

#[test]
fn a_version_1_document_reads() {
    let run = RunFile::from_ron_str(V1_DOCUMENT).expect("reads");
    assert_eq!(FORMAT_VERSION, 5);
    assert_eq!(
        run.model_version(),
        1,
        "a version-1 file was recorded with model 1"
    );
    assert_eq!(
        *run.spec(),
        RunSpec {
            scenario: Scenario::CacheFlush.into(),
            seed: 42,
            noise: false
        }
    );
    assert_eq!(run.minutes(), 75);
    assert_eq!(run.timeline().len(), 5);
    assert_eq!(
        run.timeline()[2],
        TimedCommand::at(62, Command::StartWarmUp)
    );
    assert_eq!(run.note(), Some("Written by hand."));
    assert_eq!(run.app_version(), "0.1.0");
    assert_eq!(run.replay().expect("replays").rows.len(), 76);
}

#[test]
fn a_version_0_document_migrates() {
    let v0 = r#"(
        version: 0,
        scenario: "bad-deploy",
        seed: "7",
        noise: true,
        minutes: 60,
        timeline: [(minute: 29, command: "rollback")],
    )"#;
    let run = RunFile::from_ron_str(v0).expect("migrates");
    let expected = RunFile::from_parts(
        RunSpec::new(Scenario::BadDeploy, 7),
        vec![TimedCommand::at(29, Command::Rollback)],
        60,
    )
    .expect("valid");
    assert_eq!(run.app_version(), "unknown");
    assert_eq!(run.spec(), expected.spec());
    assert_eq!(run.timeline(), expected.timeline());
    assert_eq!(
        run.summary(),
        expected.summary(),
        "the summary is computed by replay"
    );
    assert_eq!(run.initial_settings(), expected.initial_settings());
    run.replay_checked().expect("replays and matches");
    // Written back, it is a file of the current version that keeps its
    // model version.
    let text = run.to_ron_string().expect("writes");
    assert!(text.contains("    version: 5,") && text.contains("model_version: 1,"));
    assert_eq!(RunFile::from_ron_str(&text).expect("reads"), run);

    let err = RunFile::from_ron_str(&v0.replace("\"7\"", "\"seven\"")).expect_err("bad seed");
    assert_eq!(
        err,
        RunError::BadSeed {
            text: "seven".to_owned()
        }
    );
    let err = RunFile::from_ron_str(&v0.replace("rollback", "rolback")).expect_err("bad command");
    assert_eq!(err.kind(), "run-error-unknown-command");
    let err = RunFile::from_ron_str(&v0.replace("seed: \"7\"", "seed: 7")).expect_err("v1 seed");
    assert_eq!(err.kind(), "run-error-wrong-shape");
}

#[test]
fn runs_longer_than_a_week_cannot_be_made() {
    let spec = RunSpec::new(Scenario::FreePlay, 1);
    let err =
        RunFile::from_parts(spec.clone(), Vec::new(), MAX_RUN_MINUTES + 1).expect_err("too long");
    assert_eq!(err.kind(), "run-error-too-long");
    let err = RunFile::from_parts(
        spec.clone(),
        vec![TimedCommand::at(11, Command::Rollback)],
        10,
    )
    .expect_err("late");
    assert_eq!(err.kind(), "run-error-command-after-end");
    let err = RunFile::from_parts(
        spec.clone(),
        vec![TimedCommand::at(3, Command::SetShedShare(f64::NAN))],
        10,
    )
    .expect_err("NaN");
    assert_eq!(err.kind(), "run-error-out-of-range");
    let err = RunFile::from_parts(
        spec,
        vec![
            TimedCommand::at(5, Command::Rollback),
            TimedCommand::at(4, Command::Rollback),
        ],
        10,
    )
    .expect_err("order");
    assert_eq!(
        err,
        RunError::OutOfOrder {
            minute: 4,
            previous: 5
        }
    );
}

#[test]
fn a_failed_save_leaves_what_was_there_and_no_temporary_file() {
    let dir = scratch("atomic");
    let run = sample_run();
    let path = dir.join("run.ron");
    run.save(&path).expect("saves");
    let first = fs::read_to_string(&path).expect("saved");

    // Saving again replaces the file in one step and leaves nothing else.
    let other = run.truncated_at(30).expect("valid");
    other.save(&path).expect("saves again");
    assert_eq!(RunFile::load(&path).expect("opens"), other);
    assert_eq!(file_names(&dir), ["run.ron"]);
    run.save(&path).expect("saves");
    assert_eq!(fs::read_to_string(&path).expect("saved"), first);

    // A target that cannot be replaced (a folder with a file in it): the
    // temporary file is written, the rename fails, and it is cleaned up.
    let blocked = dir.join("blocked.ron");
    fs::create_dir(&blocked).expect("folder");
    fs::write(blocked.join("keep"), "kept").expect("file");
    let err = run.save(&blocked).expect_err("cannot replace a folder");
    assert_eq!(err.kind(), "run-error-write");
    assert!(
        err.to_string().ends_with(&blocked.display().to_string()),
        "{err}"
    );
    assert_eq!(
        fs::read_to_string(blocked.join("keep")).expect("kept"),
        "kept"
    );
    assert_eq!(file_names(&dir), ["blocked.ron", "run.ron"]);

    // A folder that does not exist: nothing is created, and the error
    // names the folder, which is what cannot be written.
    let err = run
        .save(&dir.join("missing").join("run.ron"))
        .expect_err("no folder");
    assert_eq!(err.kind(), "run-error-folder-write");
    assert_eq!(err.path(), Some(dir.join("missing").as_path()));
    assert_eq!(file_names(&dir), ["blocked.ron", "run.ron"]);
    assert_eq!(fs::read_to_string(&path).expect("intact"), first);
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn the_autosave_is_written_taken_once_and_removed() {
    let dir = scratch("autosave");
    let path = dir.join("data").join("autosave.ron");
    assert!(
        take_autosave_from(&path)
            .expect("nothing to take")
            .is_none()
    );
    remove_autosave_at(&path).expect("no autosave is fine");

    let run = sample_run();
    write_autosave_to(&path, &run).expect("creates the folder and writes");
    assert_eq!(take_autosave_from(&path).expect("reads"), Some(run));
    assert!(!path.exists(), "taken");
    assert!(take_autosave_from(&path).expect("nothing left").is_none());

    // A damaged autosave is reported once, then gone.
    fs::write(&path, "(version: 1, app_ver").expect("write");
    let err = take_autosave_from(&path).expect_err("damaged");
    assert_eq!(err.kind(), "run-error-truncated");
    assert!(take_autosave_from(&path).expect("gone").is_none());
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn listing_a_saves_folder_skips_bad_files_and_reports_them() {
    let dir = scratch("listing");
    assert!(list_saves(&dir.join("not-yet")).entries.is_empty());
    assert!(list_saves(&dir.join("not-yet")).problems.is_empty());

    let run = sample_run();
    run.save(&dir.join("a.ron")).expect("saves");
    run.truncated_at(40)
        .expect("valid")
        .save(&dir.join("b.ron"))
        .expect("saves");
    fs::write(dir.join("broken.ron"), "(version: 1,").expect("write");
    fs::write(dir.join("notes.txt"), "not a run").expect("write");
    fs::create_dir(dir.join("folder.ron")).expect("folder");

    let listing = list_saves(&dir);
    let mut names: Vec<_> = listing
        .entries
        .iter()
        .map(|e| {
            e.path
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    assert_eq!(names, ["a.ron", "b.ron"]);
    let b = listing
        .entries
        .iter()
        .find(|e| e.path.ends_with("b.ron"))
        .expect("b");
    assert_eq!(b.summary.minutes, 40);
    assert_eq!(b.scenario.id(), "bad-deploy");
    assert_eq!(b.seed, 3);
    assert!(b.modified.is_some());
    assert_eq!(listing.problems.len(), 1);
    assert!(
        listing.problems[0].to_string().ends_with("broken.ron"),
        "{}",
        listing.problems[0]
    );
    fs::remove_dir_all(&dir).expect("clean up");
}

fn saves_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("saves")
}

#[test]
fn every_shipped_save_opens_replays_and_matches_its_summary() {
    let mut scenarios = Vec::new();
    let mut count = 0;
    for entry in fs::read_dir(saves_dir()).expect("saves/") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|ext| ext != "ron") {
            continue;
        }
        let run = RunFile::load(&path).unwrap_or_else(|err| panic!("{err}"));
        run.replay_checked().unwrap_or_else(|err| {
            panic!(
                "{err}: {} (regenerate with `sre-sim replay FILE --save FILE`)",
                path.display()
            )
        });
        assert!(
            run.note().is_some_and(|n| n.len() > 40),
            "{} needs a note",
            path.display()
        );
        assert_eq!(
            run.app_version(),
            env!("CARGO_PKG_VERSION"),
            "{}",
            path.display()
        );
        scenarios.push(run.scenario().clone());
        count += 1;
    }
    assert!(count >= 4, "at least four example runs");
    for scenario in [Scenario::BadDeploy, Scenario::Surge, Scenario::CacheFlush] {
        assert!(
            scenarios.contains(&scenario.into()),
            "an example of {scenario}"
        );
    }
}

#[test]
fn the_built_in_examples_are_the_saves_folder() {
    let mut on_disk: Vec<String> = fs::read_dir(saves_dir())
        .expect("saves/")
        .filter_map(|e| {
            let path = e.expect("entry").path();
            let stem = path.file_stem()?.to_string_lossy().into_owned();
            (path.extension()? == "ron").then_some(stem)
        })
        .collect();
    on_disk.sort();
    let mut built_in: Vec<&str> = example_names().collect();
    built_in.sort_unstable();
    assert_eq!(built_in, on_disk, "add new saves to src/run/examples.rs");
    let examples = example_runs();
    assert_eq!(
        examples.len(),
        on_disk.len(),
        "every built-in example reads"
    );
    for (name, run) in &examples {
        let on_disk = RunFile::load(&saves_dir().join(format!("{name}.ron"))).expect("reads");
        assert_eq!(*run, on_disk, "{name}");
    }
}

#[test]
fn the_good_examples_do_better_than_the_poor_ones() {
    let examples = example_runs();
    let summary = |name: &str| {
        examples
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("{name}"))
            .1
            .summary()
    };
    let good = summary("bad-deploy-rollback-after-page");
    for poor in ["bad-deploy-page-ignored", "bad-deploy-scaled-up-instead"] {
        let poor = summary(poor);
        assert!(good.budget_remaining > poor.budget_remaining + 0.1);
        assert!(good.minutes_paging * 5 < poor.minutes_paging);
        assert!(good.cost_dollars < poor.cost_dollars);
    }
    for (name, scenario, seed) in [
        ("surge-raise-floor-and-shed", Scenario::Surge, 1),
        (
            "cache-flush-feature-off-then-warm-up",
            Scenario::CacheFlush,
            1,
        ),
    ] {
        let good = summary(name);
        let spec = RunSpec::new(scenario, seed);
        let idle = Sim::run_summary(spec, &[], good.minutes).expect("runs");
        assert!(good.budget_remaining > idle.budget_remaining, "{name}");
        assert!(good.minutes_paging <= idle.minutes_paging, "{name}");
    }
}

#[test]
fn an_architecture_configuration_round_trips() {
    let mut config = ArchConfig::default();
    config.db.connections = 20;
    config.cache.on = true;
    config.cache.hit_pct = 72.5;
    config.load.rps = 1234.5;
    for config in [ArchConfig::default(), config] {
        let file = ArchConfigFile::new(config)
            .expect("valid")
            .with_note("Cache in front of the DB.");
        let text = file.to_ron_string().expect("writes");
        assert!(text.contains("version: 1,"), "{text}");
        let back = ArchConfigFile::from_ron_str(&text).expect("reads");
        assert_eq!(back, file);
        assert_eq!(*back.config(), config);
    }

    let dir = scratch("arch");
    let path = dir.join("path.ron");
    let file = ArchConfigFile::new(config).expect("valid");
    file.save(&path).expect("saves");
    assert_eq!(ArchConfigFile::load(&path).expect("opens"), file);
    fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "a table of cases, one per way of reading a configuration"
)]
fn architecture_configurations_are_checked_on_reading() {
    let minimal = "(version: 1, app_version: \"0.1.0\", config: (db: (connections: 50)))";
    let file = ArchConfigFile::from_ron_str(minimal).expect("missing fields take defaults");
    assert_eq!(file.config().db.connections, 50);
    assert_eq!(file.config().app, ArchConfig::default().app);

    let typo = "(version: 1, app_version: \"0.1.0\", config: (\n    db: (conections: 50),\n))";
    let err = ArchConfigFile::from_ron_str(typo).expect_err("typo");
    assert_eq!(
        err,
        RunError::UnknownField {
            field: "config.db.conections".to_owned(),
            line: 2,
            column: 10
        }
    );
    let err = ArchConfigFile::from_ron_str(
        "(version: 1, app_version: \"0.1.0\", config: (db: (connections: 0)))",
    )
    .expect_err("no connections");
    assert_eq!(err.kind(), "run-error-arch-setting");
    assert!(err.to_string().contains("db.connections"), "{err}");
    let err = ArchConfigFile::from_ron_str("(version: 9, config: ())").expect_err("newer");
    assert_eq!(
        err,
        RunError::NewerVersion {
            found: 9,
            supported: 3
        }
    );
    // Format 2 keeps an author and the tier a lesson's learner named; a
    // file with neither is still written as format 1.
    let plain = ArchConfigFile::new(sre_sim::model::arch::ArchConfig::default()).expect("valid");
    assert!(
        plain
            .to_ron_string()
            .expect("written")
            .contains("version: 1,")
    );
    let named = plain
        .clone()
        .with_author("  Ada ")
        .with_named_bottleneck(Some(sre_sim::model::arch::Stage::Db));
    let text = named.to_ron_string().expect("written");
    assert!(text.contains("version: 2,"), "{text}");
    let read = ArchConfigFile::from_ron_str(&text).expect("reads");
    assert_eq!(read, named);
    assert_eq!(read.author(), Some("Ada"));
    assert_eq!(
        read.named_bottleneck(),
        Some(sre_sim::model::arch::Stage::Db)
    );
    let err = ArchConfigFile::from_ron_str(
        "(version: 1, app_version: \"0.1.0\", author: \"Ada\", config: ())",
    )
    .expect_err("format 1 has no author");
    assert_eq!(err.kind(), "run-error-unknown-field", "{err}");
    let err =
        ArchConfigFile::from_ron_str("(version: 1, app_version: \"x\", config: (), extra: 1)")
            .expect_err("unknown top-level field");
    assert_eq!(err.kind(), "run-error-unknown-field");
    // A run is not a configuration, and the other way round.
    let run = sample_run().to_ron_string().expect("writes");
    let err = ArchConfigFile::from_ron_str(&run).expect_err("a run");
    assert_eq!(
        err,
        RunError::WrongDocument {
            expected: "architecture",
            found: "run"
        }
    );
    let config = ArchConfigFile::new(ArchConfig::default())
        .expect("valid")
        .to_ron_string()
        .expect("writes");
    let err = RunFile::from_ron_str(&config).expect_err("a configuration");
    assert_eq!(
        err,
        RunError::WrongDocument {
            expected: "run",
            found: "architecture"
        }
    );
    assert!(
        err.to_string().contains("sre-sim arch")
            || err.to_string().contains("architecture configuration"),
        "{err}"
    );
}

#[test]
fn parser_errors_are_said_in_a_persons_words_with_where_and_what() {
    let config = ArchConfigFile::new(ArchConfig::default())
        .expect("valid")
        .to_ron_string()
        .expect("writes");
    // A fraction where a whole number belongs.
    let fraction = config.replacen("connections: 5,", "connections: 5.0,", 1);
    assert_ne!(fraction, config, "the sample has `connections: 5,`");
    let err = ArchConfigFile::from_ron_str(&fraction).expect_err("5.0 connections");
    let (line, column) = fraction
        .lines()
        .enumerate()
        .find_map(|(k, l)| l.find("5.0").map(|c| (k + 1, c + 1)))
        .expect("the line");
    match &err {
        RunError::WrongShape {
            expected: Expected::WholeNumber,
            found,
            line: l,
            column: c,
            ..
        } => {
            assert_eq!(found, "5.0");
            assert_eq!(*l, line);
            assert!(*c >= column && *c <= column + 3, "{c} vs {column}");
        }
        other => panic!("{other:?}"),
    }
    // Too deep, not a document at all, a missing field: user words only.
    let deep = format!("(version: 1, x: {}{})", "[".repeat(500), "]".repeat(500));
    let not_struct = "42".to_owned();
    let no_version = "(scenario: \"surge\")".to_owned();
    for (text, expected) in [
        (&deep, "less nesting"),
        (&not_struct, "a group of fields in ( )"),
        (&no_version, "the field 'version', which is missing"),
        (
            &fraction,
            "a whole number was expected, but the file has '5.0'",
        ),
    ] {
        let message = if text == &fraction {
            ArchConfigFile::from_ron_str(text)
                .map(|_| ())
                .expect_err("refused")
        } else {
            RunFile::from_ron_str(text)
                .map(|_| ())
                .expect_err("refused")
        }
        .to_string();
        assert!(message.contains(expected), "{message}");
        for internal in ["ron::", "serde", "Probe", "struct", "`", "recursion_limit"] {
            assert!(!message.contains(internal), "{internal} in: {message}");
        }
    }
}

#[test]
#[expect(clippy::too_many_lines, reason = "a table of cases, one per error")]
fn error_ids_are_stable_and_distinct() {
    let errors = [
        RunError::Empty,
        RunError::NotText { byte: 3 },
        RunError::NotRon {
            line: 1,
            column: 2,
            expected: Expected::CommaOrEnd,
            found: "x".into(),
        },
        RunError::Truncated { line: 1, column: 2 },
        RunError::WrongShape {
            document: "run",
            line: 1,
            column: 2,
            expected: Expected::Group,
            found: "x".into(),
        },
        RunError::WrongDocument {
            expected: "run",
            found: "architecture",
        },
        RunError::UnknownField {
            field: "x".into(),
            line: 1,
            column: 2,
        },
        RunError::NewerVersion {
            found: 2,
            supported: 1,
        },
        RunError::UnknownScenario { name: "x".into() },
        RunError::BadSeed { text: "x".into() },
        RunError::UnknownCommand {
            minute: 1,
            text: "x".into(),
        },
        RunError::BadCommand {
            minute: 1,
            text: "x".into(),
            expected: "y",
        },
        RunError::OutOfRange {
            minute: 1,
            name: "shed",
            value: 2.0,
            min: 0.0,
            max: 1.0,
        },
        RunError::OutOfOrder {
            minute: 1,
            previous: 2,
        },
        RunError::CommandAfterEnd {
            minute: 1,
            minutes: 0,
        },
        RunError::TooLong { minutes: 1, max: 0 },
        RunError::InitialSettings {
            setting: "x",
            stored: 1.0,
            expected: 2.0,
        },
        RunError::SummaryMismatch {
            figure: "x",
            stored: 1.0,
            replayed: 2.0,
        },
        RunError::MinuteBeyondEnd {
            minute: 1,
            minutes: 0,
        },
        RunError::Encode {
            message: "x".into(),
        },
    ];
    let mut kinds: Vec<&str> = errors.iter().map(RunError::kind).collect();
    assert!(kinds.iter().all(|k| k.starts_with("run-error-")));
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(kinds.len(), errors.len());
    for err in &errors {
        // Every placeholder of the English message is an argument the
        // localized message can use.
        for (name, value) in err.args() {
            assert!(!name.is_empty());
            // `expects` selects the words of a message; it is not shown.
            if let ErrorArg::Text(text) = value
                && name != "expects"
            {
                assert!(err.to_string().contains(&text), "{err}: {name}");
            }
        }
    }
    assert_eq!(RunFileError::NoDataDir.kind(), "run-error-no-data-dir");
    assert!(RunFileError::NoDataDir.args().is_empty());
}

#[test]
fn annotations_round_trip_and_must_fall_within_the_run() {
    use sre_sim::run::Annotation;
    let spec = sre_sim::model::oncall::RunSpec::new(sre_sim::model::oncall::Scenario::BadDeploy, 9);
    let run = RunFile::from_parts(spec, Vec::new(), 60).expect("a run");
    let note = Annotation {
        speaker_notes: "Ask the room: \"what fires first?\"".to_owned(),
        ..Annotation::new(27, "the page \"fires\" here")
    };
    let annotated = run
        .clone()
        .with_annotations(vec![note.clone()])
        .expect("within the run");
    let text = annotated.to_ron_string().expect("writes");
    assert!(text.contains("annotations"), "{text}");
    assert!(text.contains("speaker_notes"), "{text}");
    let back = RunFile::from_ron_str(&text).expect("reads");
    assert_eq!(back, annotated);
    assert_eq!(back.annotations(), [note]);
    // Files without notes do not mention them (older readers stay happy).
    assert!(!run.to_ron_string().expect("writes").contains("annotations"));

    let late = Annotation::new(61, "after the end");
    assert!(run.clone().with_annotations(vec![late]).is_err());
    let edited = text.replace("minute: 27, text", "minute: 99, text");
    let err = RunFile::from_ron_str(&edited).expect_err("a note after the end");
    assert_eq!(err.kind(), "run-error-minute-beyond-end");
}

#[test]
fn a_run_of_another_model_version_says_so_rather_than_a_mismatch() {
    let current = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/bad-deploy-page-ignored.ron"
    ))
    .expect("an example");
    assert!(current.contains("version: 2,") && current.contains("model_version: 2,"));
    // The same run as format 1 wrote it: no model version, so model 1.
    let old = current
        .replace("    version: 2,\n", "    version: 1,\n")
        .replace("    model_version: 2,\n", "");
    let file = RunFile::from_ron_str(&old).expect("format 1 still reads");
    assert_eq!(file.model_version(), 1);
    let trace = file.replay().expect("replays");
    assert_eq!(
        file.check_summary(&trace),
        Ok(()),
        "same figures: no warning"
    );
    // Figures that differ: the other model is named, not a mismatch.
    let edited = |text: &str| {
        let at = text.find("cost_dollars: ").expect("a cost") + "cost_dollars: ".len();
        format!(
            "{}99.0,{}",
            &text[..at],
            &text[text[at..].find(',').expect("a comma") + at + 1..]
        )
    };
    let old_edited = RunFile::from_ron_str(&edited(&old)).expect("reads");
    assert_eq!(
        old_edited.check_summary(&trace),
        Err(RunError::OtherModel {
            found: 1,
            current: sre_sim::model::oncall::MODEL_VERSION
        })
    );
    let new_edited = RunFile::from_ron_str(&edited(&current)).expect("reads");
    assert!(matches!(
        new_edited.check_summary(&trace),
        Err(RunError::SummaryMismatch { .. })
    ));
    // Saved again, a run carries this build's model version.
    let again = RunFile::from_ron_str(&file.to_ron_string().expect("writes")).expect("reads");
    assert_eq!(
        again.model_version(),
        1,
        "a file keeps the version it was recorded with"
    );
}

/// A run kept private (0600) stays private when it is saved over; a new
/// file gets the default permissions.
#[cfg(unix)]
#[test]
fn saving_over_a_file_keeps_its_permissions() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = scratch("mode");
    let path = dir.join("private.ron");
    let run = sample_run();
    run.save(&path).expect("saved");
    let mode = |p: &Path| fs::metadata(p).expect("there").permissions().mode() & 0o777;
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("chmod");
    run.save(&path).expect("saved again");
    assert_eq!(mode(&path), 0o600);
    fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).expect("chmod");
    run.save(&path).expect("saved again");
    assert_eq!(mode(&path), 0o640);
    let fresh = dir.join("fresh.ron");
    run.save(&fresh).expect("saved");
    assert_ne!(mode(&fresh), 0o600, "a new file is not made private");
    fs::remove_dir_all(&dir).expect("clean up");
}

/// The queue's buffer has one name, `buffer`, in files as on the command
/// line (`--set queue.buffer`); files written under its old name,
/// `buffer_jobs`, still read.
#[test]
fn the_queue_buffer_is_named_as_the_command_line_names_it() {
    let mut config = ArchConfig::default();
    config.queue.on = true;
    config.queue.buffer = 250;
    let text = ArchConfigFile::new(config)
        .expect("valid")
        .to_ron_string()
        .expect("written");
    assert!(text.contains("buffer: 250"), "{text}");
    assert!(!text.contains("buffer_jobs"), "{text}");
    let old = text.replace("buffer: 250", "buffer_jobs: 250");
    let read = ArchConfigFile::from_ron_str(&old).expect("an older file reads");
    assert_eq!(read.config().queue.buffer, 250);
    let typo = text.replace("buffer: 250", "bufer: 250");
    let err = ArchConfigFile::from_ron_str(&typo).expect_err("a typo is not lost");
    assert_eq!(err.kind(), "run-error-unknown-field", "{err}");
}

/// A starting setting written `-0.0` is the 0 it reads as.
#[test]
fn a_negative_zero_starting_setting_is_zero() {
    let run = sample_run();
    let text = run.to_ron_string().expect("written");
    assert!(text.contains("shed_share: 0.0"), "{text}");
    let read = RunFile::from_ron_str(&text.replace("shed_share: 0.0", "shed_share: -0.0"))
        .expect("-0.0 is 0");
    assert_eq!(read.timeline(), run.timeline());
}

#[test]
fn configurations_beyond_the_seed_are_format_3() {
    // Format 3 is a configuration beyond the seed (a trigger, a remedy); a
    // hand-written one may give a remedy at its defaults.
    let mut beyond = sre_sim::model::arch::ArchConfig::default();
    beyond.db.slow_factor = 3.0;
    beyond.budget.on = true;
    let text = ArchConfigFile::new(beyond)
        .expect("valid")
        .to_ron_string()
        .expect("written");
    assert!(
        text.contains("version: 3,") && text.contains("slow_factor: 3.0"),
        "{text}"
    );
    assert_eq!(
        *ArchConfigFile::from_ron_str(&text).expect("reads").config(),
        beyond
    );
    // A remedy off with a parameter moved has a field the seed's format
    // does not: format 3 too.
    let mut moved = sre_sim::model::arch::ArchConfig::default();
    moved.budget.pct = 25.0;
    let text = ArchConfigFile::new(moved)
        .expect("valid")
        .to_ron_string()
        .expect("written");
    assert!(
        text.contains("version: 3,") && text.contains("pct: 25.0"),
        "{text}"
    );
    let by_hand = "(version: 3, app_version: \"0.1.0\", config: (breaker: (on: false), \
                   db: (slow_factor: 2.0, slow_to_s: 6.0)))";
    let read = ArchConfigFile::from_ron_str(by_hand).expect("a remedy at its defaults reads");
    assert!((read.config().db.slow_to_s - 6.0).abs() < 1e-12);
    let err = ArchConfigFile::from_ron_str(
        "(version: 3, app_version: \"0.1.0\", config: (breaker: (of: true)))",
    )
    .expect_err("a typo in a remedy");
    assert_eq!(err.kind(), "run-error-unknown-field", "{err}");
    let err = ArchConfigFile::from_ron_str(
        "(version: 3, app_version: \"0.1.0\", config: (db: (slow_from_s: 5.0)))",
    )
    .expect_err("a slowdown that ends before it starts");
    assert!(err.to_string().contains("db.slow_to_s"), "{err}");
}
