//! The request path drawn, step by step: client → load balancer → app →
//! (cache) → database, the asynchronous branch through the queue and its
//! workers, and the retry loop back into the client. Each stage is a box
//! with its capacity, what it served this step, its backlog against its
//! buffer and its utilization as colour; arrows are as wide as the flow;
//! rejected and timed-out requests leave the path; tiers that are off are
//! drawn bypassed. Each box is a widget whose accessible label carries what
//! is painted on it. Above it, the playback: run, play, step, scrub, speed.

use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, Ui, pos2, vec2};
use fluent_bundle::FluentValue;

use crate::app::arch::{ArchSession, PLAYBACK_SPEED_RANGE};
use crate::app::{AppCommand, ArchCommand};
use crate::i18n::I18n;
use crate::i18n::stage_name;
use crate::model::arch::{
    ArchConfig, HEADROOM_UTILIZATION, STEP_COUNT, STEP_SECS, Stage, StageStatus, Step,
};
use crate::ui::widgets::{Health, palette};

/// The Fluent id of a status word.
pub fn status_id(status: StageStatus) -> String {
    format!("arch-status-{}", status.name())
}

/// The health a status shows as colour (with its symbol).
fn status_health(status: StageStatus, utilization: f64) -> Health {
    match status {
        StageStatus::Off | StageStatus::Idle => Health::Neutral,
        StageStatus::Rejecting | StageStatus::Saturated => Health::Bad,
        StageStatus::Queueing | StageStatus::Busy => {
            Health::above(utilization, HEADROOM_UTILIZATION + 1e-9, 1.0)
        }
    }
}

/// The step shown, in words: "before the first step" or "t = 2.00 s, step
/// 8 of 40".
pub fn step_text(i18n: &I18n, step: usize) -> String {
    if step == 0 {
        return i18n.tr("arch-step-before");
    }
    i18n.tr_args(
        "arch-step-at",
        &[
            (
                "clock",
                FluentValue::from(i18n.fmt_number(step as f64 * STEP_SECS, 2)),
            ),
            ("n", FluentValue::from(step)),
            ("count", FluentValue::from(STEP_COUNT)),
        ],
    )
}

/// Run, play or pause, step back and forward, the step slider and the
/// playback speed.
pub fn playback_ui(ui: &mut Ui, i18n: &I18n, session: &ArchSession, out: &mut Vec<AppCommand>) {
    let playback = session.playback;
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("arch-run")).clicked() {
            out.push(AppCommand::Arch(ArchCommand::Run));
        }
        // Each widget on its own (not in one enabled scope), so the row
        // wraps between them in a narrow window.
        let ran = session.run.is_some();
        let (label, on) = if playback.playing {
            ("arch-pause", false)
        } else {
            ("arch-play", true)
        };
        if ui
            .add_enabled(ran, egui::Button::new(i18n.tr(label)))
            .clicked()
        {
            out.push(AppCommand::Arch(ArchCommand::SetPlaying(on)));
        }
        for (arrow, key, forward) in [
            ("◀", "app-key-arch-step-back", false),
            ("▶", "app-key-arch-step-forward", true),
        ] {
            if ui
                .add_enabled(ran, egui::Button::new(arrow))
                .on_hover_text(i18n.tr(key))
                .clicked()
            {
                out.push(AppCommand::Arch(ArchCommand::StepBy(forward)));
            }
        }
        // The sliders' words as labels of their own: a slider's own text
        // does not wrap off it.
        let mut step = playback.step;
        let slider = ui.add_enabled(
            ran,
            egui::Slider::new(&mut step, 0..=STEP_COUNT).show_value(false),
        );
        let at = ui.label(step_text(i18n, playback.step));
        let slider = slider.labelled_by(at.id);
        if slider.changed() {
            out.push(AppCommand::Arch(ArchCommand::ScrubTo(step)));
        }
        let mut speed = playback.speed;
        let speed_slider = ui.add_enabled(
            ran,
            egui::Slider::new(&mut speed, PLAYBACK_SPEED_RANGE)
                .logarithmic(true)
                .custom_formatter(|v, _| format!("× {}", i18n.fmt_number(v, 2)))
                .update_while_editing(false),
        );
        let named = ui.label(i18n.tr("arch-speed"));
        let speed_slider = speed_slider.labelled_by(named.id);
        if speed_slider.changed() {
            out.push(AppCommand::Arch(ArchCommand::SetSpeed(speed)));
        }
    });
}

/// Where the boxes go: five columns on the synchronous row (load, LB,
/// app, cache, database), the queue below the cache; room above for the
/// retry loop and between the rows for the rejected requests.
struct Layout {
    boxes: [(Option<Stage>, Rect); 6],
    font: f32,
}

/// The text size of the boxes.
fn font_size(presenter: bool) -> f32 {
    if presenter { 15.0 } else { 12.0 }
}

/// A box's height: seven lines of text.
fn box_height(font: f32) -> f32 {
    font * 1.35 * 7.0 + 10.0
}

/// The drawing's height: the two rows of boxes, the retry loop above and,
/// below the queue's box, its rejected requests' arrow and label (which
/// ran into the summary under the drawing).
fn drawing_height(presenter: bool) -> f32 {
    let font = font_size(presenter);
    2.0 * box_height(font) + 6.0 * font + 64.0
}

/// The drawing's columns, and its boxes' and gaps' narrowest widths.
const COLUMNS: f32 = 5.0;
const MIN_BOX_WIDTH: f32 = 90.0;
const MIN_GAP: f32 = 22.0;

/// Room on the right for what leaves the database.
fn right_margin(font: f32) -> f32 {
    5.0 * font
}

/// The narrowest the drawing is laid out: its narrowest boxes, gaps and
/// right margin.
fn min_drawing_width(presenter: bool) -> f32 {
    COLUMNS * MIN_BOX_WIDTH + (COLUMNS - 1.0) * MIN_GAP + right_margin(font_size(presenter))
}

fn layout(area: Rect, presenter: bool) -> Layout {
    let font = font_size(presenter);
    let columns = COLUMNS;
    let gap = (area.width() * 0.04).clamp(MIN_GAP, 64.0);
    let margin = right_margin(font);
    let width = ((area.width() - margin - gap * (columns - 1.0)) / columns).max(MIN_BOX_WIDTH);
    let height = box_height(font);
    let top = area.top() + 2.0 * font + 20.0;
    let lower = top + height + 2.0 * font + 24.0;
    let at = |column: f32, y: f32| {
        Rect::from_min_size(
            pos2(area.left() + column * (width + gap), y),
            vec2(width, height),
        )
    };
    Layout {
        boxes: [
            (None, at(0.0, top)),
            (Some(Stage::Lb), at(1.0, top)),
            (Some(Stage::App), at(2.0, top)),
            (Some(Stage::Cache), at(3.0, top)),
            (Some(Stage::Queue), at(3.0, lower)),
            (Some(Stage::Db), at(4.0, top)),
        ],
        font,
    }
}

/// What a box says, line by line, and its accessible label.
struct BoxText {
    title: String,
    status: String,
    lines: Vec<String>,
    backlog: Option<(f64, f64, String)>,
    ghost: Option<String>,
}

impl BoxText {
    fn label(&self, i18n: &I18n) -> String {
        let mut parts = vec![self.status.clone()];
        parts.extend(self.lines.iter().cloned());
        if let Some((_, _, text)) = &self.backlog {
            parts.push(text.clone());
        }
        if let Some(ghost) = &self.ghost {
            parts.push(ghost.clone());
        }
        i18n.labelled(&self.title, &parts.join(i18n.semicolon()))
    }
}

fn stage_text(
    i18n: &I18n,
    config: &ArchConfig,
    step: Option<&Step>,
    before: Option<&Step>,
    stage: Stage,
) -> (BoxText, StageStatus) {
    let status = StageStatus::of(config, step, stage);
    let number = stage_number(Some(stage));
    let title = format!("{number} {}", stage_name(i18n, stage));
    if status == StageStatus::Off {
        return (
            BoxText {
                title,
                status: i18n.tr("arch-status-off"),
                lines: vec![i18n.tr("arch-bypassed")],
                backlog: None,
                ghost: None,
            },
            status,
        );
    }
    let status_text = status_text(i18n, config, step, stage, status);
    let served = step.map_or(0.0, |s| s.served_rps[stage]);
    let backlog = step.map_or(0.0, |s| s.backlog_requests[stage]);
    let buffer = config.buffer_requests(stage);
    let mut lines = vec![
        format!(
            "{} {}",
            i18n.tr("arch-capacity"),
            i18n.fmt_arch_rps(config.capacity_rps(stage))
        ),
        format!("{} {}", i18n.tr("arch-served"), i18n.fmt_arch_rps(served)),
    ];
    let rejected = step
        .map(|s| s.rejected_rps[stage])
        .filter(|r| *r > 0.0)
        .map(|r| format!("{} {}", i18n.tr("arch-rejected"), i18n.fmt_arch_rps(r)));
    // Beyond the seed: the work a deadline-aware stage drops, on the same
    // line (the box has room for one).
    let expired = step
        .map(|s| s.expired_rps[stage])
        .filter(|r| *r > 0.0)
        .map(|r| format!("{} {}", i18n.tr("arch-expired"), i18n.fmt_arch_rps(r)));
    match (rejected, expired) {
        (Some(r), Some(e)) => lines.push(format!("{r} · {e}")),
        (Some(line), None) | (None, Some(line)) => lines.push(line),
        (None, None) => {}
    }
    let backlog_text = i18n.tr_args(
        "arch-backlog-of",
        &[
            ("value", FluentValue::from(i18n.fmt_grouped(backlog, 0))),
            ("max", FluentValue::from(i18n.fmt_grouped(buffer, 0))),
        ],
    );
    let ghost = before.map(|b| {
        let was = StageStatus::of(config, Some(b), stage);
        i18n.labelled(
            &i18n.tr("arch-before"),
            &format!(
                "{} · {}",
                i18n.tr(&status_id(was)),
                i18n.fmt_arch_rps(b.served_rps[stage])
            ),
        )
    });
    (
        BoxText {
            title,
            status: status_text,
            lines,
            backlog: Some((backlog, buffer, backlog_text)),
            ghost,
        },
        status,
    )
}

/// A stage's status in words; beyond the seed, a tier slowed by the
/// trigger says so beside it.
fn status_text(
    i18n: &I18n,
    config: &ArchConfig,
    step: Option<&Step>,
    stage: Stage,
    status: StageStatus,
) -> String {
    let index = step.map(|s| (s.t_secs / crate::model::arch::STEP_SECS).round() as usize);
    let slowed = index.and_then(|k| {
        let start = (k.max(1) - 1) as f64 * crate::model::arch::STEP_SECS;
        config
            .slowdowns()
            .find(|s| s.stage == stage && s.covers(start))
    });
    match slowed {
        Some(slowdown) => format!(
            "{} · {}",
            i18n.tr(&status_id(status)),
            i18n.tr_args(
                "arch-slowed",
                &[(
                    "factor",
                    FluentValue::from(i18n.fmt_number(slowdown.factor, 1))
                )]
            )
        ),
        None => i18n.tr(&status_id(status)),
    }
}

fn load_text(i18n: &I18n, config: &ArchConfig, step: Option<&Step>) -> BoxText {
    let fresh = config.load.rps;
    let retries = step.map_or(0.0, |s| s.retry_rps);
    let mut lines = vec![
        format!("{} {}", i18n.tr("arch-fresh"), i18n.fmt_arch_rps(fresh)),
        format!("{} {}", i18n.tr("arch-retried"), i18n.fmt_arch_rps(retries)),
    ];
    if let Some(timed_out) = step.map(Step::timed_out_rps).filter(|t| *t > 0.0) {
        lines.push(format!(
            "{} {}",
            i18n.tr("arch-timed-out"),
            i18n.fmt_arch_rps(timed_out)
        ));
    }
    // Beyond the seed: the client's remedies at work.
    if let Some(state) = step.and_then(|s| s.breaker) {
        let state = i18n.tr(&format!("arch-breaker-{}", state.name()));
        lines.push(i18n.tr_args("arch-breaker-state", &[("state", FluentValue::from(state))]));
    }
    if let Some(unsent) = step.map(|s| s.client_failed_rps).filter(|r| *r > 0.0) {
        let mut line = format!("{} {}", i18n.tr("arch-unsent"), i18n.fmt_arch_rps(unsent));
        if let Some(share) = step.map(|s| s.throttled_share).filter(|p| *p > 0.0) {
            let throttled = i18n.tr_args(
                "arch-throttled",
                &[("share", FluentValue::from(i18n.fmt_percent(share, 0)))],
            );
            line = format!("{line} · {throttled}");
        }
        lines.push(line);
    }
    let offered = step.map_or(0.0, |s| s.offered_rps);
    BoxText {
        title: format!("00 {}", i18n.tr("arch-stage-load")),
        status: format!("{} {}", i18n.tr("arch-offered"), i18n.fmt_arch_rps(offered)),
        lines,
        backlog: None,
        ghost: None,
    }
}

/// The seed's numbering of the stages: 00 load … 05 database.
fn stage_number(stage: Option<Stage>) -> &'static str {
    match stage {
        None => "00",
        Some(Stage::Lb) => "01",
        Some(Stage::App) => "02",
        Some(Stage::Cache) => "03",
        Some(Stage::Queue) => "04",
        Some(Stage::Db) => "05",
    }
}

/// The configuration the drawing shows: the run's, once there is one.
fn shown_config(session: &ArchSession) -> &ArchConfig {
    session.run.as_ref().map_or(&session.config, |r| &r.config)
}

/// The seed's one-line status of the synchronous path: "Sync path: LB
/// 2 000 rps idle · App 640 rps idle · DB 250 rps idle".
pub fn sync_path_text(i18n: &I18n, session: &ArchSession) -> String {
    let config = shown_config(session);
    let step = session.shown_step();
    let parts: Vec<String> = [Stage::Lb, Stage::App, Stage::Db]
        .into_iter()
        .map(|stage| {
            format!(
                "{} {} {}",
                i18n.tr(&format!("arch-short-{}", stage.name())),
                i18n.fmt_arch_rps(config.capacity_rps(stage)),
                i18n.tr(&status_id(StageStatus::of(config, step, stage)))
            )
        })
        .collect();
    i18n.labelled(&i18n.tr("arch-sync-path"), &parts.join(" · "))
}

/// An arrow from `from` to `to`, `width` wide, with its head.
fn arrow(ui: &Ui, from: Pos2, to: Pos2, width: f32, color: Color32, dashed: bool) {
    let painter = ui.painter();
    let stroke = Stroke::new(width, color);
    let direction = (to - from).normalized();
    let head = (width * 2.2).max(7.0);
    let end = to - direction * head;
    if dashed {
        painter.extend(egui::Shape::dashed_line(&[from, end], stroke, 6.0, 4.0));
    } else {
        painter.line_segment([from, end], stroke);
    }
    let normal = vec2(-direction.y, direction.x) * head * 0.6;
    painter.add(egui::Shape::convex_polygon(
        vec![to, end + normal, end - normal],
        color,
        Stroke::NONE,
    ));
}

/// The arrow's width for `rps`: 1.5 points, up to 14 at the run's peak.
fn flow_width(rps: f64, peak: f64) -> f32 {
    let share = rps / peak.max(1.0);
    let share = if share.is_finite() {
        share.clamp(0.0, 1.0)
    } else {
        0.0
    };
    (1.5 + 12.5 * share) as f32
}

/// A label on a flow.
fn flow_label(ui: &Ui, at: Pos2, align: Align2, text: &str, size: f32, color: Color32) {
    ui.painter()
        .text(at, align, text, FontId::proportional(size), color);
}

/// What every part of the drawing needs: the path, the step shown, the
/// boxes' places and the colours.
struct Scene<'a> {
    i18n: &'a I18n,
    config: &'a ArchConfig,
    step: Option<&'a Step>,
    before: Option<&'a Step>,
    /// The flow at which an arrow is widest: the run's peak offered load.
    peak: f64,
    boxes: [(Option<Stage>, Rect); 6],
    font: f32,
    flow: Color32,
    bad: Color32,
    good: Color32,
}

impl Scene<'_> {
    fn rect(&self, stage: Option<Stage>) -> Rect {
        self.boxes
            .iter()
            .find(|(s, _)| *s == stage)
            .map_or(Rect::NOTHING, |(_, r)| *r)
    }

    fn served(&self, stage: Stage) -> f64 {
        self.step.map_or(0.0, |s| s.served_rps[stage])
    }

    fn width(&self, rps: f64) -> f32 {
        flow_width(rps, self.peak)
    }
}

/// The drawing, larger in presenter mode. On a window narrower than the
/// drawing can be (a phone), it keeps its narrowest width and scrolls
/// sideways, so that no stage is cut off.
pub fn path_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &ArchSession,
    presenter: bool,
    out: &mut Vec<AppCommand>,
) {
    ui.label(RichText::new(sync_path_text(i18n, session)).strong());
    let narrowest = min_drawing_width(presenter);
    if ui.available_width() < narrowest {
        egui::ScrollArea::horizontal()
            .id_salt("arch-path-drawing")
            .show(ui, |ui| {
                drawing_ui(ui, i18n, session, presenter, narrowest, out);
            });
    } else {
        let width = ui.available_width();
        drawing_ui(ui, i18n, session, presenter, width, out);
    }
}

fn drawing_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &ArchSession,
    presenter: bool,
    width: f32,
    out: &mut Vec<AppCommand>,
) {
    let size = vec2(width, drawing_height(presenter));
    let (area, _) = ui.allocate_exact_size(size, Sense::hover());
    let config = shown_config(session);
    let peak = session
        .run
        .as_ref()
        .map_or(config.load.rps, |r| r.peak_offered_rps.max(config.load.rps));
    let Layout { boxes, font } = layout(area, presenter);
    let dark = ui.visuals().dark_mode;
    let scene = Scene {
        i18n,
        config,
        step: session.shown_step(),
        before: session.shown_before_step(),
        peak,
        boxes,
        font,
        flow: palette::on_background(palette::SKY_BLUE, dark),
        bad: palette::on_background(palette::VERMILLION, dark),
        good: palette::on_background(palette::BLUISH_GREEN, dark),
    };
    flows_ui(ui, &scene);
    rejections_ui(ui, &scene);
    retry_loop_ui(ui, &scene, area);
    for (stage, rect) in boxes {
        if let Some(stage) = box_ui(ui, &scene, stage, rect, session.focus) {
            out.push(AppCommand::Arch(ArchCommand::Focus(stage)));
        }
    }
}

/// The requests' way along the path, under the boxes: each arrow as wide
/// as what flows along it this step.
fn flows_ui(ui: &Ui, scene: &Scene<'_>) {
    let (config, font) = (scene.config, scene.font);
    let offered = scene.step.map_or(0.0, |s| s.offered_rps);
    let [load, lb, app, cache, queue, db] = [
        None,
        Some(Stage::Lb),
        Some(Stage::App),
        Some(Stage::Cache),
        Some(Stage::Queue),
        Some(Stage::Db),
    ]
    .map(|stage| scene.rect(stage));
    let line = |from, to, rps, color| arrow(ui, from, to, scene.width(rps), color, false);
    line(load.right_center(), lb.left_center(), offered, scene.flow);
    line(
        lb.right_center(),
        app.left_center(),
        scene.served(Stage::Lb),
        scene.flow,
    );
    let async_share = config.async_share();
    let reads = scene.served(Stage::App) * (1.0 - async_share);
    if config.is_on(Stage::Cache) {
        line(app.right_center(), cache.left_center(), reads, scene.flow);
        let hits = scene.served(Stage::Cache) * config.hit_share();
        let misses = scene.served(Stage::Cache) - hits;
        line(cache.right_center(), db.left_center(), misses, scene.flow);
        // Hits leave served, above the cache, and say so.
        let from = cache.center_top();
        let to = from - vec2(0.0, font + 10.0);
        line(from, to, hits, scene.good);
        let text = scene.i18n.tr_args(
            "arch-path-hits",
            &[("rps", FluentValue::from(scene.i18n.fmt_arch_rps(hits)))],
        );
        flow_label(
            ui,
            to + vec2(scene.width(hits) / 2.0 + 4.0, 0.0),
            Align2::LEFT_TOP,
            &format!("✓ {text}"),
            font - 1.0,
            scene.good,
        );
    } else {
        // Bypassed: the reads go straight from the app to the database,
        // over the cache's place.
        line(app.right_center(), db.left_center(), reads, scene.flow);
    }
    if config.is_on(Stage::Queue) {
        let jobs = scene.served(Stage::App) * async_share;
        line(app.center_bottom(), queue.left_center(), jobs, scene.flow);
        line(
            queue.right_center(),
            db.center_bottom(),
            scene.served(Stage::Queue),
            scene.flow,
        );
    }
    // What the database completes leaves on the right.
    let exit = db.right_center();
    let completed = scene.served(Stage::Db);
    line(exit, exit + vec2(2.5 * font, 0.0), completed, scene.good);
    flow_label(
        ui,
        exit + vec2(4.0, scene.width(completed) + 2.0),
        Align2::LEFT_TOP,
        &scene.i18n.fmt_arch_rps(completed),
        font - 1.0,
        scene.good,
    );
}

/// Rejected requests leave each stage downwards (beyond the seed, with
/// the expired work a deadline-aware stage drops).
fn rejections_ui(ui: &Ui, scene: &Scene<'_>) {
    for stage in Stage::ALL {
        let rejected = scene.step.map_or(0.0, |s| s.rejected_rps[stage]);
        let expired = scene.step.map_or(0.0, |s| s.expired_rps[stage]);
        if rejected <= 0.0 && expired <= 0.0 {
            continue;
        }
        let rect = scene.rect(Some(stage));
        let from = rect.center_bottom() + vec2(rect.width() * 0.3, 0.0);
        let to = from + vec2(0.0, scene.font + 12.0);
        arrow(
            ui,
            from,
            to,
            scene.width(rejected + expired),
            scene.bad,
            false,
        );
        let i18n = scene.i18n;
        let text = match (rejected > 0.0, expired > 0.0) {
            (true, false) => format!("✖ {}", i18n.fmt_arch_rps(rejected)),
            (false, _) => format!("{} {}", i18n.tr("arch-expired"), i18n.fmt_arch_rps(expired)),
            (true, true) => format!(
                "✖ {} · {} {}",
                i18n.fmt_arch_rps(rejected),
                i18n.tr("arch-expired"),
                i18n.fmt_arch_rps(expired)
            ),
        };
        flow_label(
            ui,
            to + vec2(2.0, 0.0),
            Align2::LEFT_TOP,
            &text,
            scene.font - 1.0,
            scene.bad,
        );
    }
}

/// The retry loop: the requests the client gave up on come back into it.
fn retry_loop_ui(ui: &Ui, scene: &Scene<'_>, area: Rect) {
    let timed_out = scene.step.map_or(0.0, Step::timed_out_rps);
    let retries = scene.step.map_or(0.0, |s| s.retry_rps);
    if timed_out <= 0.0 && retries <= 0.0 {
        return;
    }
    let (load, db) = (scene.rect(None), scene.rect(Some(Stage::Db)));
    let y = area.top() + 6.0;
    let (right, left) = (pos2(db.center().x, y), pos2(load.center().x, y));
    let width = scene.width(timed_out.max(retries));
    let stroke = Stroke::new(width, scene.bad);
    ui.painter().line_segment([db.center_top(), right], stroke);
    ui.painter().line_segment([right, left], stroke);
    arrow(ui, left, load.center_top(), width, scene.bad, false);
    let i18n = scene.i18n;
    let mut label = format!(
        "{} {} → {} {}",
        i18n.tr("arch-timed-out"),
        i18n.fmt_arch_rps(timed_out),
        i18n.tr("arch-retried"),
        i18n.fmt_arch_rps(retries)
    );
    // Beyond the seed: the retry budget's cut on the loop.
    if scene.config.budget.on {
        let cap = scene.config.budget.pct / 100.0 * scene.config.load.rps;
        let budget = i18n.tr_args(
            "arch-budget-cap",
            &[("rps", FluentValue::from(i18n.fmt_arch_rps(cap)))],
        );
        label = format!("{label} · {budget}");
    }
    let at = pos2(f32::midpoint(left.x, right.x), y + width / 2.0 + 2.0);
    flow_label(ui, at, Align2::CENTER_TOP, &label, scene.font, scene.bad);
}

/// One box, a widget whose accessible label is what it shows; returns its
/// stage when it was clicked.
fn box_ui(
    ui: &Ui,
    scene: &Scene<'_>,
    stage: Option<Stage>,
    rect: Rect,
    focus: Option<Stage>,
) -> Option<Stage> {
    let (i18n, config, step) = (scene.i18n, scene.config, scene.step);
    let (texts, status, utilization) = match stage {
        None => (load_text(i18n, config, step), StageStatus::Busy, 0.0),
        Some(stage) => {
            let (t, s) = stage_text(i18n, config, step, scene.before, stage);
            (t, s, step.map_or(0.0, |x| x.utilization[stage]))
        }
    };
    let id = egui::Id::unique("arch-path").with(stage_number(stage));
    let response = ui.interact(rect, id, Sense::click());
    let label = texts.label(i18n);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    let clicked = stage.filter(|_| response.clicked());
    let response = response.on_hover_text(i18n.tr("arch-stage-click"));
    let health = if stage.is_none() {
        Health::Neutral
    } else {
        status_health(status, utilization)
    };
    let visuals = ui.visuals();
    let weak = visuals.weak_text_color();
    let accent = match health {
        Health::Neutral => weak,
        _ => health.color(visuals),
    };
    let painter = ui.painter();
    if status == StageStatus::Off {
        let corners = [
            rect.left_top(),
            rect.right_top(),
            rect.right_bottom(),
            rect.left_bottom(),
            rect.left_top(),
        ];
        painter.extend(egui::Shape::dashed_line(
            &corners,
            Stroke::new(1.0, weak),
            6.0,
            4.0,
        ));
    } else {
        painter.rect_filled(rect, 6.0, visuals.extreme_bg_color);
        if health != Health::Neutral {
            painter.rect_filled(rect, 6.0, accent.gamma_multiply(0.18));
        }
        let hovered = response.hovered() || (stage.is_some() && focus == stage);
        let stroke = Stroke::new(if hovered { 2.5 } else { 1.5 }, accent);
        painter.rect_stroke(rect, 6.0, stroke, egui::StrokeKind::Inside);
    }
    let status_color = if health == Health::Neutral {
        weak
    } else {
        accent
    };
    box_text_ui(ui, &texts, health, rect, scene.font, status_color, accent);
    clicked
}

/// The lines of a box: title, status, figures, the backlog bar, the run
/// before.
fn box_text_ui(
    ui: &Ui,
    texts: &BoxText,
    health: Health,
    rect: Rect,
    font: f32,
    status_color: Color32,
    accent: Color32,
) {
    let visuals = ui.visuals();
    let (text, weak) = (visuals.text_color(), visuals.weak_text_color());
    let painter = ui.painter();
    let x = rect.left() + 8.0;
    let mut y = rect.top() + 6.0;
    let line = font * 1.35;
    let write = |y: f32, words: &str, size: f32, color: Color32| {
        painter.text(
            pos2(x, y),
            Align2::LEFT_TOP,
            words,
            FontId::proportional(size),
            color,
        );
    };
    write(y, &texts.title, font + 1.0, text);
    y += line;
    write(y, &health.tagged(&texts.status), font, status_color);
    y += line;
    for l in &texts.lines {
        write(y, l, font - 1.0, text);
        y += line * 0.9;
    }
    if let Some((backlog, buffer, backlog_text)) = &texts.backlog {
        let bar = Rect::from_min_size(pos2(x, y + 2.0), vec2(rect.width() - 16.0, font * 0.7));
        let share = if *buffer > 0.0 {
            (backlog / buffer).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let filled = Rect::from_min_size(bar.min, vec2(bar.width() * share as f32, bar.height()));
        painter.rect_filled(bar, 2.0, visuals.faint_bg_color);
        painter.rect_filled(filled, 2.0, accent);
        painter.rect_stroke(bar, 2.0, Stroke::new(1.0, weak), egui::StrokeKind::Inside);
        y += font * 0.7 + 4.0;
        write(y, backlog_text, font - 2.0, weak);
        y += line * 0.85;
    }
    if let Some(ghost) = &texts.ghost {
        write(y, ghost, font - 2.0, weak);
    }
}

#[cfg(test)]
mod tests {
    use super::flow_width;

    #[test]
    fn arrows_widen_with_the_flow_up_to_the_peak() {
        assert_eq!(flow_width(0.0, 1_200.0), 1.5);
        assert_eq!(flow_width(1_200.0, 1_200.0), 14.0);
        assert_eq!(
            flow_width(5_000.0, 1_200.0),
            14.0,
            "never wider than the peak's"
        );
        let widths: Vec<f32> = [100.0, 400.0, 800.0]
            .map(|r| flow_width(r, 1_200.0))
            .to_vec();
        assert!(widths.windows(2).all(|w| w[0] < w[1]), "{widths:?}");
        assert_eq!(flow_width(f64::NAN, 0.0), 1.5);
    }
}
