//! One frame of the on-call tab, headless: egui's `Context::run_ui` plus
//! tessellation, as a real frame does before the GPU. With a full 3 h run
//! on the charts (target ≤ 4 ms in release), with a 24 h free-play run
//! and a 24 h ghost behind it, and with a week of free play.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use sre_sim::app::SreSimApp;
use sre_sim::model::oncall::{Command, Scenario};

fn raw_input() -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    }
}

/// Measures one frame of `app` under `name`.
fn bench_app(c: &mut Criterion, name: &str, app: &mut SreSimApp) {
    let ctx = egui::Context::default();
    // Warm up: fonts, layout caches, the first sizing passes.
    for _ in 0..5 {
        let mut output = ctx.run_ui(raw_input(), |ui| app.show(ui));
        output.textures_delta.clear();
    }
    c.bench_function(name, |b| {
        b.iter(|| {
            let mut output = ctx.run_ui(raw_input(), |ui| app.show(ui));
            // A real frame hands the texture changes to the GPU; here there is none.
            output.textures_delta.clear();
            let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
            black_box(primitives.len())
        });
    });
}

fn bench_frame(c: &mut Criterion) {
    let mut app = SreSimApp::default();
    app.oncall.scenario = Scenario::BadDeploy.into();
    app.oncall.restart();
    for minute in 0..180 {
        if minute == 30 {
            app.oncall.command(Command::Rollback);
        }
        app.oncall.step();
    }
    bench_app(c, "on-call tab frame, 3 h on the charts", &mut app);

    // A day of free play, with another day as a ghost.
    let mut day = SreSimApp::default();
    let mut ghost = sre_sim::app::oncall::OncallSession::new(Scenario::FreePlay, 99, true);
    for _ in 0..24 * 60 {
        day.oncall.step();
        ghost.step();
    }
    day.oncall.ghost = Some(sre_sim::app::oncall::Ghost {
        name: "yesterday".to_owned(),
        rows: ghost.rows,
    });
    bench_app(c, "on-call tab frame, 24 h and a 24 h ghost", &mut day);

    // A week of free play, the longest run: the charts draw at most four
    // points a pixel column, so its frame costs what a day's does.
    let mut week = SreSimApp::default();
    for _ in 0..sre_sim::run::MAX_RUN_MINUTES {
        week.oncall.step();
    }
    bench_app(c, "on-call tab frame, a week of free play", &mut week);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench_frame
}
criterion_main!(benches);
