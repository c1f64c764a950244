//! One frame of the on-call tab with a full 3 h run on the charts, headless:
//! egui's `Context::run_ui` plus tessellation, as a real frame does before
//! the GPU. Target ≤ 4 ms in release.

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

fn bench_frame(c: &mut Criterion) {
    let mut app = SreSimApp::default();
    app.oncall.scenario = Scenario::BadDeploy;
    app.oncall.restart();
    for minute in 0..180 {
        if minute == 30 {
            app.oncall.command(Command::Rollback);
        }
        app.oncall.step();
    }
    let ctx = egui::Context::default();
    // Warm up: fonts, layout caches, the first sizing passes.
    for _ in 0..5 {
        let mut output = ctx.run_ui(raw_input(), |ui| app.show(ui));
        output.textures_delta.clear();
    }
    c.bench_function("on-call tab frame, 3 h on the charts", |b| {
        b.iter(|| {
            let mut output = ctx.run_ui(raw_input(), |ui| app.show(ui));
            // A real frame hands the texture changes to the GPU; here there is none.
            output.textures_delta.clear();
            let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
            black_box(primitives.len())
        });
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench_frame
}
criterion_main!(benches);
