//! The architecture path as a live flow, read as a person (or a screen
//! reader) reads it: each stage's box carries, in its accessible label,
//! the name, status word, capacity, what it served and its backlog that
//! are painted on it; these must be the model's numbers for the step shown.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use sre_sim::app::{AppCommand, ArchCommand, SreSimApp, Tab};
use sre_sim::i18n::I18n;
use sre_sim::model::arch::{ArchConfig, ArchRun, STEP_COUNT, Stage, StageStatus, simulate};

use crate::common::window::{LAPTOP, harness};

/// The architecture tab after its first frame, its clock at zero.
fn arch_tab() -> Harness<'static, SreSimApp> {
    let mut app = SreSimApp::default();
    app.nav.tab = Tab::Arch;
    let mut h = harness(app, LAPTOP);
    h.input_mut().time = Some(0.0);
    h.step();
    h
}

/// What the box of `stage` must say at `step` of `run` (0 before the
/// first step), written here from the model's numbers.
fn expected(i18n: &I18n, run: &ArchRun, step: usize, stage: Stage) -> String {
    let config = &run.config;
    let shown = step.checked_sub(1).map(|k| &run.steps[k]);
    let status = StageStatus::of(config, shown, stage);
    let name = i18n.tr(&format!("arch-stage-{}", stage.name()));
    let word = i18n.tr(&format!("arch-status-{}", status.name()));
    if status == StageStatus::Off {
        return format!("{name}: {word}");
    }
    let served = shown.map_or(0.0, |s| s.served_rps[stage]);
    let backlog = shown.map_or(0.0, |s| s.backlog_requests[stage]);
    format!(
        "{name}: {word}; Capacity {}; served {}",
        i18n.fmt_arch_rps(config.capacity_rps(stage)),
        i18n.fmt_arch_rps(served)
    ) + &shown
        .map(|s| s.rejected_rps[stage])
        .filter(|r| *r > 0.0)
        .map_or(String::new(), |r| {
            format!("; rejected {}", i18n.fmt_arch_rps(r))
        })
        + &format!(
            "; backlog {} of {}",
            i18n.fmt_grouped(backlog, 0),
            i18n.fmt_grouped(config.buffer_requests(stage), 0)
        )
}

/// Every stage's box reads as the model says for `step`.
fn assert_drawn(h: &Harness<'_, SreSimApp>, run: &ArchRun, step: usize) {
    let i18n = &h.state().i18n;
    for stage in Stage::ALL {
        let want = expected(i18n, run, step, stage);
        let found: Vec<String> = h
            .query_all_by_label_contains(&format!(
                " {}: ",
                i18n.tr(&format!("arch-stage-{}", stage.name()))
            ))
            .filter_map(|n| n.accesskit_node().label())
            .collect();
        assert!(
            found
                .iter()
                .any(|label| label.ends_with(&want) || label.contains(&format!("{want};"))),
            "step {step}, {stage}: want {want:?}, found {found:?}"
        );
    }
}

#[test]
fn before_any_run_every_stage_on_the_path_reads_idle() {
    let h = arch_tab();
    assert!(h.state().arch.run.is_none());
    h.get_by_label("Sync path: LB 2 000 rps idle · App 640 rps idle · DB 250 rps idle");
    let run = simulate(&ArchConfig::default()).expect("the default path runs");
    assert_drawn(&h, &run, 0);
    for (name, word) in [
        ("01 Load balancer", "idle"),
        ("02 App", "idle"),
        ("03 Cache", "off"),
        ("04 Queue + workers", "off"),
        ("05 Database", "idle"),
    ] {
        h.get_by_label_contains(&format!("{name}: {word}"));
    }
}

#[test]
fn run_plays_the_forty_steps_in_ten_seconds_each_drawn_as_the_model_computed_it() {
    let mut h = arch_tab();
    h.get_by_label("Run").click();
    h.step();
    let run = h.state().arch.run.clone().expect("it ran");
    assert!(h.state().arch.playback.playing);
    let mut time = 0.0;
    let mut seen = [false; STEP_COUNT + 1];
    while h.state().arch.playback.playing {
        time += 1.0 / 30.0;
        h.input_mut().time = Some(time);
        h.step();
        // A hover frame, as a person moving the mouse over the drawing.
        h.hover_at(egui::pos2(640.0, 300.0));
        let step = h.state().arch.playback.step;
        seen[step] = true;
        assert_drawn(&h, &run, step);
        assert!(time < 12.0, "still playing after {time} s");
    }
    assert!((9.5..=10.5).contains(&time), "ten seconds took {time} s");
    assert_eq!(h.state().arch.playback.step, STEP_COUNT);
    assert!(seen[1..].iter().all(|s| *s), "every step was shown");
    // The story a person watches: the database saturates first, the app's
    // backlog fills, the timeouts turn into retries and the load climbs
    // from 400 to 1 200 rps.
    let db = run.steps.iter().position(|s| s.utilization.db >= 1.0);
    assert_eq!(db, Some(0));
    assert!(run.steps.last().is_some_and(|s| s.offered_rps == 1_200.0));
    h.get_by_label_contains("timed out");
}

#[test]
fn scrubbing_and_the_tabs_keys_show_the_step_asked_for() {
    let mut h = arch_tab();
    h.key_press(Key::Enter);
    h.step();
    let run = h.state().arch.run.clone().expect("Enter runs the path");
    h.state_mut()
        .handle(AppCommand::Arch(ArchCommand::ScrubTo(20)));
    h.step();
    assert_drawn(&h, &run, 20);
    for (key, step) in [
        (Key::ArrowRight, 21),
        (Key::ArrowLeft, 20),
        (Key::Home, 0),
        (Key::End, STEP_COUNT),
    ] {
        h.key_press(key);
        h.step();
        assert_eq!(h.state().arch.playback.step, step, "{key:?}");
        assert_drawn(&h, &run, step);
    }
    // Space plays the path here, not the on-call clock.
    h.key_press(Key::Space);
    h.step();
    assert!(h.state().arch.playback.playing);
    assert!(!h.state().oncall.playing);
    assert_eq!(
        h.state().arch.playback.step,
        0,
        "played again from the start"
    );
}

#[test]
fn the_fix_plays_on_the_same_drawing_with_the_failed_run_beside_it() {
    let mut h = arch_tab();
    h.key_press(Key::Enter);
    h.step();
    let failed = h.state().arch.run.clone().expect("ran");
    h.key_press(Key::F);
    h.step();
    h.key_press(Key::A);
    h.step();
    let arch = &h.state().arch;
    let fixed = arch.run.clone().expect("the fixed run");
    assert!(fixed.passed && !failed.passed);
    assert_eq!(arch.before.as_ref(), Some(&failed));
    assert!(arch.playback.playing && arch.playback.step == 0);
    h.state_mut()
        .handle(AppCommand::Arch(ArchCommand::ScrubTo(20)));
    h.step();
    assert_drawn(&h, &fixed, 20);
    // The failed run, at the same step, beside each stage.
    let db = h.get_by_label_contains("05 Database: busy");
    let label = db.accesskit_node().label().unwrap_or_default();
    assert!(label.contains("Before: rejecting"), "{label}");
}

#[test]
fn clicking_a_stage_brings_its_settings_into_view() {
    let mut h = arch_tab();
    h.get_by_label_contains("05 Database: ").click();
    h.step();
    assert_eq!(h.state().arch.focus, Some(Stage::Db));
    h.step();
    assert_eq!(h.state().arch.focus, None, "shown once");
}
