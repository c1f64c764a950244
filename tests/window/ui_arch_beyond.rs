//! Beyond the seed on the architecture tab, as a learner plays it: the
//! metastable example's trigger on the drawing, the path still failing
//! after it with the reason said, then a remedy switched on by its box,
//! the same trigger played again and the path recovering; the fix's list
//! of other changes, one applied by its button; in each language.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use sre_sim::app::{AppCommand, ArchCommand, SreSimApp, Tab};
use sre_sim::i18n::{I18n, Language};
use sre_sim::model::arch::{ArchConfig, Remedy, STEP_COUNT, Setting};
use sre_sim::run::ArchConfigFile;

use crate::common::window::{LAPTOP, harness};

fn metastable() -> ArchConfig {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/architecture/metastable-retry-storm.ron"
    );
    *ArchConfigFile::load(std::path::Path::new(path))
        .expect("the example")
        .config()
}

/// The architecture tab on the metastable example, in `language`.
fn tab(language: Language) -> Harness<'static, SreSimApp> {
    let mut app = SreSimApp::default();
    app.set_language(language);
    app.nav.tab = Tab::Arch;
    app.arch.config = metastable();
    let mut h = harness(app, LAPTOP);
    h.input_mut().time = Some(0.0);
    h.step();
    h
}

/// Plays the run from the start, frame by frame with a hover frame
/// between, to its last step; returns the labels of the database's box at
/// each step.
fn play(h: &mut Harness<'_, SreSimApp>, time: &mut f64) -> Vec<String> {
    h.state_mut().handle(AppCommand::Arch(ArchCommand::Run));
    h.step();
    let db_name = h.state().i18n.tr("arch-stage-db");
    let colon = h.state().i18n.colon();
    let mut boxes = vec![String::new(); STEP_COUNT + 1];
    let start = *time;
    while h.state().arch.playback.playing {
        *time += 1.0 / 30.0;
        h.input_mut().time = Some(*time);
        h.step();
        h.hover_at(egui::pos2(640.0, 300.0));
        let step = h.state().arch.playback.step;
        if let Some(label) = h
            .query_all_by_label_contains(&format!("05 {db_name}{colon}"))
            .find_map(|n| n.accesskit_node().label())
        {
            boxes[step] = label;
        }
        assert!(
            *time - start < 12.0,
            "still playing after {} s",
            *time - start
        );
    }
    boxes
}

#[test]
fn the_trigger_plays_on_the_drawing_and_a_remedy_brings_the_path_back() {
    for language in Language::ALL {
        let i18n = I18n::new(language);
        let mut h = tab(language);
        let mut time = 0.0;
        let boxes = play(&mut h, &mut time);
        // The database says it is slowed while the trigger lasts (steps
        // 9–16, 2 s to 4 s), and not before or after.
        let slowed = i18n.tr_args("arch-slowed", &[("factor", i18n.fmt_number(3.0, 1).into())]);
        for (step, label) in boxes.iter().enumerate().skip(1) {
            let during = (9..=16).contains(&step);
            assert_eq!(
                label.contains(&slowed),
                during,
                "{language:?} step {step}: {label}"
            );
        }
        // Long after it the path is still failing, and the summary says why.
        let run = h.state().arch.run.clone().expect("ran");
        assert!(!run.passed);
        let why = i18n.tr_args(
            "arch-not-recovered-retries",
            &[
                ("end", i18n.fmt_number(4.0, 1).into()),
                ("last", i18n.fmt_number(10.0, 1).into()),
            ],
        );
        h.get_by_label_contains(&why);
        // The remedies are under "beyond the seed", open on this example:
        // the retry budget's box turns it on.
        // (Below the fold: clicked as a screen reader does.)
        h.get_by_label(&i18n.tr("arch-budget-on")).click_accesskit();
        h.step();
        h.step();
        assert!(h.state().arch.config.budget.on, "{language:?}");
        // Its parameter shows under it once on.
        assert!(
            h.query_all_by_label_contains(&i18n.tr("arch-budget-pct"))
                .next()
                .is_some()
        );
        let boxes = play(&mut h, &mut time);
        let run = h.state().arch.run.clone().expect("ran again");
        assert!(run.passed && run.has_headroom(), "{language:?}");
        assert!(
            boxes[12].contains(&slowed),
            "the same trigger: {}",
            boxes[12]
        );
        let back = i18n.tr_args(
            "arch-recovered",
            &[
                ("end", i18n.fmt_number(4.0, 1).into()),
                ("from", i18n.fmt_number(7.0, 1).into()),
            ],
        );
        h.get_by_label_contains(&back);
        // The budget's cut is drawn on the client's box and the retry loop.
        h.state_mut()
            .handle(AppCommand::Arch(ArchCommand::ScrubTo(14)));
        h.step();
        h.get_by_label_contains(&i18n.tr("arch-unsent"));
    }
}

#[test]
fn the_fix_lists_the_other_changes_and_applies_one_by_its_button() {
    let mut h = tab(Language::En);
    h.state_mut().handle(AppCommand::Arch(ArchCommand::Run));
    h.step();
    h.get_by_label("Find a fix").click();
    h.step();
    h.step();
    let also = h.state().arch.also.clone();
    assert!(
        also.iter().any(|f| f.setting == Remedy::Breaker.switch()),
        "{also:?}"
    );
    h.get_by_label("Also passes");
    // The breaker's own button (a switch: its name alone), beside its box.
    let button = h
        .get_all_by_label("Circuit breaker")
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
        .expect("a button for the breaker");
    button.click();
    h.step();
    let arch = &h.state().arch;
    assert!(arch.config.breaker.on);
    let fixed = arch.run.clone().expect("the run with the breaker");
    assert!(fixed.passed);
    // The breaker's state is on the client's box while it plays.
    let open = fixed
        .steps
        .iter()
        .position(|s| s.breaker == Some(sre_sim::model::arch::BreakerState::Open))
        .expect("it opens");
    h.state_mut()
        .handle(AppCommand::Arch(ArchCommand::ScrubTo(open + 1)));
    h.step();
    h.get_by_label_contains("breaker open");
    // And the trigger's settings stay as they were: only one change.
    let changed = Setting::ALL
        .into_iter()
        .filter(|&s| arch_value(&h, s) != metastable().get(s))
        .count();
    assert_eq!(changed, 1);
}

fn arch_value(h: &Harness<'_, SreSimApp>, setting: Setting) -> f64 {
    h.state().arch.config.get(setting)
}

#[test]
fn the_sweep_draws_goodput_without_and_with_the_remedy_chosen() {
    let mut h = tab(Language::Gl);
    let i18n = I18n::new(Language::Gl);
    h.state_mut().handle(AppCommand::Arch(ArchCommand::Sweep));
    h.step();
    // No remedy chosen: the seed's two charts alone.
    assert!(h.query_by_label(&i18n.tr("arch-chart-goodput")).is_none());
    h.state_mut()
        .handle(AppCommand::Arch(ArchCommand::SweepRemedy(Some(
            Remedy::Budget,
        ))));
    h.step();
    h.step();
    let arch = &h.state().arch;
    let (without, with) = (
        arch.sweep.clone().expect("swept"),
        arch.sweep_with.clone().expect("swept with the budget"),
    );
    assert!(with.points.iter().all(|p| p.load_rps > 0.0));
    assert_eq!(without.points.len(), with.points.len());
    h.get_by_label(&i18n.tr("arch-chart-goodput"));
    // Each curve's collapse is marked in the legend, and the budget holds
    // the path up to a higher load than without it.
    h.get_by_label(&i18n.tr("arch-collapse"));
    let collapse = |s: &sre_sim::model::arch::Sweep| s.collapse().map(|p| p.load_rps);
    assert!(
        collapse(&with).unwrap_or(f64::INFINITY) > collapse(&without).unwrap_or(0.0),
        "{:?} {:?}",
        collapse(&without),
        collapse(&with)
    );
    // A change of setting clears both curves.
    h.state_mut().handle(AppCommand::Arch(ArchCommand::Set(
        Setting::DbConnections,
        12.0,
    )));
    h.step();
    assert!(h.state().arch.sweep_with.is_none());
}

#[test]
fn the_reference_has_a_part_beyond_the_seed_with_live_values() {
    for language in Language::ALL {
        let i18n = I18n::new(language);
        let mut h = tab(language);
        h.state_mut().handle(AppCommand::Arch(ArchCommand::Run));
        h.state_mut()
            .handle(AppCommand::Arch(ArchCommand::ScrubTo(12)));
        h.state_mut().nav.tab = Tab::Reference;
        h.step();
        h.step();
        h.get_by_label(&i18n.tr("ref-beyond-title"));
        for k in 10..=14 {
            assert!(
                h.query_all_by_label_contains(&format!("[{k}] "))
                    .next()
                    .is_some(),
                "{language:?}: source [{k}]"
            );
        }
        // The trigger's capacities, 500 → 167 rps, substituted.
        let arch = &h.state().arch;
        let live = sre_sim::formula::beyond_live_values(
            &i18n,
            &arch.config,
            arch.run.as_ref(),
            arch.playback.step,
        );
        assert!(
            live.iter().any(|l| l.contains(&i18n.fmt_arch_rps(500.0))
                && l.contains(&i18n.fmt_arch_rps(500.0 / 3.0))),
            "{live:?}"
        );
        let shown = i18n.labelled(&i18n.tr("ref-live-value"), &live[0]);
        h.get_by_label(&shown);
    }
}

#[test]
fn expired_work_is_said_on_the_stage_that_drops_it() {
    let mut h = tab(Language::Fr);
    let i18n = I18n::new(Language::Fr);
    h.state_mut().handle(AppCommand::Arch(ArchCommand::Set(
        Remedy::Deadline.switch(),
        1.0,
    )));
    h.state_mut().handle(AppCommand::Arch(ArchCommand::Run));
    h.step();
    let run = h.state().arch.run.clone().expect("ran");
    let dropping = run
        .steps
        .iter()
        .position(|s| s.expired_rps.db > 0.0)
        .expect("the database drops expired work during the trigger");
    h.state_mut()
        .handle(AppCommand::Arch(ArchCommand::ScrubTo(dropping + 1)));
    h.step();
    let expired = format!(
        "{} {}",
        i18n.tr("arch-expired"),
        i18n.fmt_arch_rps(run.steps[dropping].expired_rps.db)
    );
    let db_name = format!("05 {}{}", i18n.tr("arch-stage-db"), i18n.colon());
    let db = h.get_by_label_contains(&db_name);
    let label = db.accesskit_node().label().unwrap_or_default();
    assert!(label.contains(&expired), "{label}");
}
