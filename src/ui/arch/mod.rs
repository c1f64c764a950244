//! The architecture tab: the path as a row of stage cards with their
//! settings, the run's summary, charts and step table, the fix and the load
//! sweep.

pub mod path;

use egui::{Color32, RichText, Sense, Shape, Stroke, Ui};
use egui_extras::{Column, TableBuilder};
use egui_plot::{GridMark, HoverPosition, Line, LineStyle, Plot, PlotPoints, Points, VLine};
use fluent_bundle::FluentValue;

use crate::app::arch::{ArchSession, FixProposal};
use crate::app::{AppCommand, ArchCommand, FileAction, SreSimApp};
use crate::i18n::{I18n, Language};
use crate::model::arch::{
    ArchRun, HEADROOM_UTILIZATION, Remedy, SETTING_SPECS, Setting, SettingKind, SettingPart,
    SettingUnit, Stage, Step,
};
use crate::ui::widgets::{Health, charts, outline, palette};

pub use crate::i18n::setting_id;

/// A setting's unit as the language writes it, with a leading space
/// (`400 rps`, `400 req/s`; `1000 jobs`, `tâches`, `traballos`).
pub fn unit_suffix(i18n: &I18n, setting: Setting) -> String {
    match setting.spec().unit {
        SettingUnit::Unitless => String::new(),
        SettingUnit::Rps => match i18n.language() {
            Language::En => " rps".to_owned(),
            Language::Fr | Language::Gl => " req/s".to_owned(),
        },
        SettingUnit::Jobs => format!(" {}", i18n.tr("arch-unit-jobs")),
        unit
        @ (SettingUnit::Ms | SettingUnit::Percent | SettingUnit::Times | SettingUnit::Secs) => {
            format!(" {}", unit.symbol())
        }
    }
}

/// Milliseconds as the page's settings write them: grouped from the
/// language's digits (`1 000 ms`), one decimal below 10 ms.
fn grouped_ms(i18n: &I18n, millis: f64) -> String {
    if millis.abs() < 10.0 {
        i18n.fmt_ms(millis)
    } else {
        let number = i18n.fmt_grouped(millis, 0);
        if number == crate::i18n::NOT_A_NUMBER {
            number
        } else {
            format!("{number} ms")
        }
    }
}

pub use crate::i18n::stage_name;

/// Green up to 85 %, amber up to 100 %, red beyond.
fn utilization_health(utilization: f64) -> Health {
    Health::above(utilization, HEADROOM_UTILIZATION + 1e-9, 1.0 + 1e-9)
}

/// One stage card: title id, the stage (none for the load), its fixed
/// note's id. Its settings are the seed's of that stage in
/// [`SETTING_SPECS`].
type Card = (&'static str, Option<Stage>, Option<&'static str>);

/// The cards, in path order.
const CARDS: [Card; 6] = [
    ("arch-stage-load", None, None),
    ("arch-stage-lb", Some(Stage::Lb), Some("arch-lb-note")),
    ("arch-stage-app", Some(Stage::App), Some("arch-app-note")),
    (
        "arch-stage-cache",
        Some(Stage::Cache),
        Some("arch-cache-note"),
    ),
    (
        "arch-stage-queue",
        Some(Stage::Queue),
        Some("arch-queue-note"),
    ),
    ("arch-stage-db", Some(Stage::Db), Some("arch-db-note")),
];

/// The settings of one part of the page (and of one stage, for the
/// seed's cards), in the table's order.
fn settings_of(part: SettingPart, stage: Option<Stage>) -> impl Iterator<Item = Setting> {
    SETTING_SPECS
        .iter()
        .filter(move |spec| spec.part == part && (part != SettingPart::Seed || spec.stage == stage))
        .map(|spec| spec.setting)
}

fn setting_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &ArchSession,
    setting: Setting,
    out: &mut Vec<AppCommand>,
) {
    let label = i18n.tr(setting_id(setting));
    let current = session.config.get(setting);
    let range = setting.range();
    match setting.kind() {
        SettingKind::Switch => {
            let mut on = current > 0.5;
            let checkbox = ui.checkbox(&mut on, label);
            outline_setting(ui, &checkbox, setting);
            if checkbox.changed() {
                out.push(AppCommand::Arch(ArchCommand::Set(
                    setting,
                    if on { 1.0 } else { 0.0 },
                )));
            }
        }
        SettingKind::Count | SettingKind::Real => {
            let mut value = current;
            let wide = range.max / range.min.max(1.0) > 200.0;
            let decimals = if range.step >= 1.0 {
                0
            } else {
                (-range.step.log10()).ceil().clamp(0.0, 3.0) as usize
            };
            // Logarithmic from the first step, not from a millionth: every
            // decade gets the same room (400 to 100 000 rps is not 25 points).
            let slider = egui::Slider::new(&mut value, range.min..=range.max)
                .step_by(range.step)
                .logarithmic(wide)
                .smallest_positive(range.step.max(1.0))
                .suffix(unit_suffix(i18n, setting))
                // The number as the heading writes it (`100 000`).
                .custom_formatter(move |v, _| i18n.fmt_grouped(v, decimals))
                .custom_parser(super::oncall::controls::typed(i18n))
                // Typed numbers apply once, on Enter or leaving the box.
                .update_while_editing(false)
                .text(label);
            let slider = if setting.kind() == SettingKind::Count {
                slider.integer()
            } else {
                slider
            };
            let slider = ui.add(slider);
            outline_setting(ui, &slider, setting);
            if slider.changed() {
                out.push(AppCommand::Arch(ArchCommand::Set(setting, value)));
            }
        }
    }
}

/// A lesson's step about this setting outlines it.
fn outline_setting(ui: &Ui, response: &egui::Response, setting: Setting) {
    let target = crate::lesson::Highlight::Setting(setting.into());
    outline::outline(ui.ctx(), response, &target);
}

fn card_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &ArchSession,
    card: &Card,
    out: &mut Vec<AppCommand>,
) {
    let (title, stage, note) = *card;
    let focused = stage.is_some() && session.focus == stage;
    let mut frame = egui::Frame::group(ui.style());
    if focused {
        frame = frame.stroke(Stroke::new(2.0, ui.visuals().selection.stroke.color));
    }
    let shown = frame.show(ui, |ui| {
        ui.set_min_width(360.0);
        ui.vertical(|ui| {
            ui.label(RichText::new(i18n.tr(title)).strong().size(16.0));
            match stage {
                Some(stage) if session.config.is_on(stage) => {
                    let capacity = session.config.capacity_rps(stage);
                    ui.label(format!(
                        "{} {}",
                        i18n.tr("arch-capacity"),
                        i18n.fmt_arch_rps(capacity)
                    ));
                    if let Some(run) = &session.run {
                        let peak = run.peak_utilization[stage];
                        let health = utilization_health(peak);
                        ui.label(
                            RichText::new(format!(
                                "{} {}",
                                i18n.tr("arch-peak-utilization"),
                                health.tagged(&i18n.fmt_percent(peak, 0))
                            ))
                            .strong()
                            .color(health.color(ui.visuals())),
                        )
                        .on_hover_text(i18n.tr("arch-utilization-hint"));
                    }
                }
                Some(_) => {
                    ui.label(RichText::new(i18n.tr("arch-state-off")).weak());
                }
                None => {
                    ui.label(i18n.fmt_arch_rps(session.config.load.rps));
                }
            }
            for setting in settings_of(SettingPart::Seed, stage) {
                setting_ui(ui, i18n, session, setting, out);
            }
            if let Some(note) = note {
                ui.label(palette::hint(i18n.tr(note), ui.visuals()));
            }
        });
    });
    if focused {
        // Clicked on the drawing: bring its settings into view, once.
        shown.response.scroll_to_me(Some(egui::Align::Center));
        out.push(AppCommand::Arch(ArchCommand::Focused));
    }
}

/// One figure of the summary in one label: what it is, weak, then its
/// value, strong ("Offered load, mean over the run 1 050 rps").
fn figure_ui(ui: &mut Ui, what: &str, value: &str) {
    let mut job = egui::text::LayoutJob::default();
    let style = ui.style().clone();
    for text in [
        RichText::new(format!("{what} ")).weak(),
        RichText::new(value).strong(),
    ] {
        text.append_to(
            &mut job,
            &style,
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    }
    ui.label(job);
}

/// The highest finite value of one measure over the run's steps.
fn peak_of_steps(run: &ArchRun, value: StepValue) -> f64 {
    run.steps
        .iter()
        .map(value)
        .filter(|v| v.is_finite())
        .fold(0.0, f64::max)
}

/// The run's verdict and figures, each saying what it is: a mean over the
/// run, the peak step, a share of the run. `prefix` names the run ("Before").
fn summary_ui(ui: &mut Ui, i18n: &I18n, run: Option<&ArchRun>, prefix: Option<&str>) {
    let Some(run) = run else {
        ui.label(RichText::new(i18n.tr("arch-idle")).italics());
        return;
    };
    ui.horizontal_wrapped(|ui| {
        if let Some(prefix) = prefix {
            ui.label(RichText::new(prefix).weak());
        }
        let (health, verdict) = if run.has_headroom() {
            (Health::Good, "arch-passed")
        } else if run.passed {
            (Health::Warn, "arch-passed-no-headroom")
        } else {
            (Health::Bad, "arch-failed")
        };
        ui.label(
            RichText::new(health.tagged(&i18n.tr(verdict)))
                .strong()
                .size(18.0)
                .color(health.color(ui.visuals())),
        )
        .on_hover_text(i18n.tr("arch-verdict-hint"));
        summary_figures_ui(ui, i18n, run);
    });
    // Beyond the seed: with a trigger, whether the path came back, and why
    // not.
    if let Some((health, text)) = recovery_text(i18n, run) {
        ui.label(
            RichText::new(health.tagged(&text))
                .strong()
                .color(health.color(ui.visuals())),
        );
    }
    // A mean above the client's timeout: the servers work for nobody.
    let timeout_ms = run.config.load.timeout_ms;
    if run.mean_latency_ms > timeout_ms {
        let text = i18n.tr_args(
            "arch-summary-beyond-timeout",
            &[
                (
                    "latency",
                    FluentValue::from(grouped_ms(i18n, run.mean_latency_ms)),
                ),
                ("timeout", FluentValue::from(grouped_ms(i18n, timeout_ms))),
            ],
        );
        ui.add(egui::Label::new(RichText::new(Health::Warn.tagged(&text))).wrap());
    }
}

/// The run's figures in a row, each beside its name: the load, the
/// latency and the failing share (mean and peak), the bottleneck.
fn summary_figures_ui(ui: &mut Ui, i18n: &I18n, run: &ArchRun) {
    let figures = [
        (
            "arch-summary-offered-mean",
            i18n.fmt_arch_rps(run.offered_rps),
        ),
        (
            "arch-summary-offered-peak",
            i18n.fmt_arch_rps(run.peak_offered_rps),
        ),
        (
            "arch-summary-latency-mean",
            grouped_ms(i18n, run.mean_latency_ms),
        ),
        (
            "arch-summary-latency-peak",
            grouped_ms(i18n, peak_of_steps(run, |s| s.latency_ms)),
        ),
        (
            "arch-summary-failing-run",
            i18n.fmt_percent(run.failing_share, 1),
        ),
        (
            "arch-summary-failing-peak",
            i18n.fmt_percent(peak_of_steps(run, |s| s.failing_share), 1),
        ),
        ("arch-bottleneck", stage_name(i18n, run.bottleneck)),
    ];
    // A lesson's pending guess hides the figure it is about.
    let field_of = |id: &str| match id {
        "arch-summary-offered-peak" => Some("peak_offered_rps"),
        "arch-summary-latency-mean" => Some("mean_latency_ms"),
        "arch-summary-failing-run" => Some("failing_share"),
        "arch-bottleneck" => Some(crate::lesson::BOTTLENECK_FIELD),
        _ => None,
    };
    for (id, value) in figures {
        ui.separator();
        let value = if field_of(id).is_some_and(|f| outline::hides(ui.ctx(), f)) {
            "?".to_owned()
        } else {
            value
        };
        figure_ui(ui, &i18n.tr(id), &value);
    }
}

/// "Find a fix" and "Sweep", and what they found; while a lesson on the
/// path asks for the fix, they wait (they would give its answer away).
fn fix_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &ArchSession,
    lesson_asks: bool,
    out: &mut Vec<AppCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        let wait = i18n.tr("arch-fix-in-lesson");
        let fix = ui
            .add_enabled(!lesson_asks, egui::Button::new(i18n.tr("arch-fix")))
            .on_disabled_hover_text(&wait);
        if fix.clicked() {
            out.push(AppCommand::Arch(ArchCommand::ProposeFix));
        }
        let sweep = ui
            .add_enabled(!lesson_asks, egui::Button::new(i18n.tr("arch-sweep")))
            .on_disabled_hover_text(&wait);
        if sweep.clicked() {
            out.push(AppCommand::Arch(ArchCommand::Sweep));
        }
    });
    if let Some(search) = &session.fixing {
        // In a browser the search runs a slice per frame: say how far it is.
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            let tried = [("count", FluentValue::from(search.tried()))];
            ui.label(i18n.tr_args("arch-fix-searching", &tried));
        });
    }
    match session.proposal {
        Some(FixProposal::Found(fix)) => {
            ui.horizontal_wrapped(|ui| {
                let text = i18n.tr_args(
                    "arch-fix-proposed",
                    &[
                        (
                            "setting",
                            FluentValue::from(i18n.tr(setting_id(fix.setting))),
                        ),
                        (
                            "from",
                            FluentValue::from(fix.setting.format_value(fix.from)),
                        ),
                        ("to", FluentValue::from(fix.setting.format_value(fix.to))),
                    ],
                );
                ui.label(RichText::new(text).strong());
                ui.label(RichText::new(format!("({fix})")).monospace().weak());
                if ui.button(i18n.tr("arch-apply-fix")).clicked() {
                    out.push(AppCommand::Arch(ArchCommand::ApplyFix));
                }
            });
        }
        Some(FixProposal::NotFound) => {
            ui.label(i18n.tr("arch-fix-none"));
        }
        None => {}
        Some(FixProposal::NotNeeded) => {
            ui.label(i18n.tr("arch-passed"));
        }
    }
    also_ui(ui, i18n, session, out);
}

/// Beyond the seed, with a trigger: the other single changes that pass,
/// each with its own button.
fn also_ui(ui: &mut Ui, i18n: &I18n, session: &ArchSession, out: &mut Vec<AppCommand>) {
    if session.also.is_empty() || !matches!(session.proposal, Some(FixProposal::Found(_))) {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n.tr("arch-fix-also"));
        for (k, other) in session.also.iter().enumerate() {
            let name = i18n.tr(setting_id(other.setting));
            let text = if other.setting.kind() == SettingKind::Switch {
                name
            } else {
                format!(
                    "{name} {} → {}",
                    other.setting.format_value(other.from),
                    other.setting.format_value(other.to)
                )
            };
            if ui.button(text).on_hover_text(format!("{other}")).clicked() {
                out.push(AppCommand::Arch(ArchCommand::ApplyOther(k)));
            }
        }
    });
}

/// Beyond the seed: a run with a trigger recovered or not, and why not.
pub fn recovery_text(i18n: &I18n, run: &ArchRun) -> Option<(Health, String)> {
    let recovery = run.recovery?;
    let secs = |t: f64| FluentValue::from(i18n.fmt_number(t, 1));
    let end = ("end", secs(recovery.trigger_to_secs));
    let from = ("from", secs(recovery.judged_from_secs));
    let last = ("last", secs(crate::model::arch::RUN_SECS));
    let config = &run.config;
    let (saturation_rps, stage) = config.saturation_rps();
    Some(if run.passed {
        (Health::Good, i18n.tr_args("arch-recovered", &[end, from]))
    } else if recovery.failing_at_end && saturation_rps < config.load.rps {
        let stage = ("stage", FluentValue::from(stage_name(i18n, stage)));
        (
            Health::Bad,
            i18n.tr_args("arch-not-recovered-capacity", &[end, last, stage]),
        )
    } else if recovery.failing_at_end && config.load.retries > 0 {
        (
            Health::Bad,
            i18n.tr_args("arch-not-recovered-retries", &[end, last]),
        )
    } else {
        (
            Health::Bad,
            i18n.tr_args("arch-not-recovered", &[end, from]),
        )
    })
}

/// Beyond the seed, below the seed's cards and marked so: the trigger and
/// the remedies, each remedy's parameters under its switch while it is on.
fn beyond_ui(ui: &mut Ui, i18n: &I18n, session: &ArchSession, out: &mut Vec<AppCommand>) {
    let config = &session.config;
    egui::CollapsingHeader::new(RichText::new(i18n.tr("arch-beyond-title")).strong())
        .id_salt("arch-beyond")
        .default_open(config.beyond_the_seed())
        .show(ui, |ui| {
            ui.label(RichText::new(i18n.tr("arch-beyond-intro")).weak());
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().slider_width = 110.0;
                beyond_card(
                    ui,
                    i18n,
                    "arch-trigger-card",
                    Some("arch-trigger-hint"),
                    |ui| {
                        for setting in settings_of(SettingPart::Trigger, None) {
                            setting_ui(ui, i18n, session, setting, out);
                        }
                    },
                );
                beyond_card(ui, i18n, "arch-remedies-card", None, |ui| {
                    for remedy in Remedy::ALL {
                        remedy_ui(ui, i18n, session, remedy, out);
                    }
                });
            });
        });
}

/// One card of the part beyond the seed: its title (with its hint, if
/// any) over what `body` draws.
fn beyond_card(
    ui: &mut Ui,
    i18n: &I18n,
    title: &str,
    hint: Option<&str>,
    body: impl FnOnce(&mut Ui),
) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_min_width(360.0);
        ui.vertical(|ui| {
            let title = ui.label(RichText::new(i18n.tr(title)).strong().size(16.0));
            if let Some(hint) = hint {
                title.on_hover_text(i18n.tr(hint));
            }
            body(ui);
        });
    });
}

/// One remedy: its switch (its rule on hover) and, while on, its
/// parameters.
fn remedy_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &ArchSession,
    remedy: Remedy,
    out: &mut Vec<AppCommand>,
) {
    let switch = remedy.switch();
    ui.scope(|ui| {
        setting_ui(ui, i18n, session, switch, out);
    })
    .response
    .on_hover_text(i18n.tr(&format!("arch-{}-hint", remedy.name())));
    if !session.config.remedy_on(remedy) {
        return;
    }
    ui.indent(remedy.name(), |ui| {
        for setting in settings_of(SettingPart::Remedy(remedy), None).filter(|&s| s != switch) {
            setting_ui(ui, i18n, session, setting, out);
        }
    });
}

/// A value read off one step.
type StepValue = fn(&Step) -> f64;

/// Height of every chart, points.
const CHART_HEIGHT: f32 = 170.0;

fn step_series(run: &ArchRun, value: impl Fn(&Step) -> f64) -> Vec<[f64; 2]> {
    run.steps
        .iter()
        .map(|s| [s.t_secs, value(s)])
        .filter(|p| p[1].is_finite())
        .collect()
}

/// How a series is drawn, in the plot and in its legend.
#[derive(Clone, Copy)]
enum Mark {
    /// A line of this style and width.
    Line(LineStyle, f32),
    /// A round marker.
    Point,
}

/// One entry of a chart's legend.
struct Key {
    name: String,
    color: Color32,
    mark: Mark,
}

/// The legend above a plot, so that it never covers the data: each entry a
/// sample of its line (or marker) and its name. The line styles differ too,
/// so colour is not the only way to tell the series apart.
fn legend_ui<'k>(ui: &mut Ui, keys: impl IntoIterator<Item = &'k Key>) {
    ui.horizontal_wrapped(|ui| {
        for key in keys {
            let height = ui.text_style_height(&egui::TextStyle::Body);
            let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, height), Sense::hover());
            let (from, to) = (rect.left_center(), rect.right_center());
            let shapes = match key.mark {
                Mark::Line(LineStyle::Solid, width) => {
                    vec![Shape::line_segment(
                        [from, to],
                        Stroke::new(width, key.color),
                    )]
                }
                Mark::Line(LineStyle::Dotted { spacing }, width) => {
                    Shape::dotted_line(&[from, to], key.color, spacing, width)
                }
                Mark::Line(LineStyle::Dashed { length }, width) => Shape::dashed_line(
                    &[from, to],
                    Stroke::new(width, key.color),
                    length,
                    length * 0.618,
                ),
                Mark::Point => vec![Shape::circle_filled(rect.center(), 4.0, key.color)],
            };
            ui.painter().extend(shapes);
            ui.label(&key.name);
            ui.add_space(8.0);
        }
    });
}

/// The item for a series drawn as `key` says.
fn add_series(p: &mut egui_plot::PlotUi<'_>, key: &Key, points: Vec<[f64; 2]>) {
    match key.mark {
        Mark::Line(style, width) => p.line(
            Line::new(key.name.clone(), PlotPoints::from(points))
                .color(key.color)
                .style(style)
                .width(width),
        ),
        Mark::Point => p.points(
            Points::new(key.name.clone(), PlotPoints::from(points))
                .color(key.color)
                .radius(5.0),
        ),
    }
}

/// A tick value in the language's format, with as many decimals as the
/// tick spacing needs (`2,5` in French, `1 200` grouped).
fn tick_label(language: Language, mark: GridMark) -> String {
    let decimals = if mark.step_size >= 1.0 {
        0
    } else {
        (-mark.step_size.log10()).ceil().clamp(0.0, 6.0) as usize
    };
    language.fmt_grouped(mark.value, decimals)
}

/// A plot with its id, units on both axes, ticks and hover text in the
/// language's number format, and bounds from its data (zero included).
fn chart<'a>(id: &'static str, language: Language, x_axis: String, y_axis: String) -> Plot<'a> {
    let (x_name, y_name) = (x_axis.clone(), y_axis.clone());
    charts::value_axis(Plot::new(id))
        .id(egui::Id::unique(id))
        .height(CHART_HEIGHT)
        .include_y(0.0)
        .allow_scroll(false)
        .x_axis_label(x_axis)
        .y_axis_label(y_axis)
        .x_axis_formatter(move |mark, _| tick_label(language, mark))
        .y_axis_formatter(move |mark, _| tick_label(language, mark))
        .label_formatter(move |hover| {
            let (name, position) = match hover {
                HoverPosition::NearDataPoint {
                    plot_name,
                    position,
                    ..
                } => (*plot_name, position),
                HoverPosition::Elsewhere { position } => ("", position),
            };
            let x = language.fmt_grouped(position.x, 2);
            let y = language.fmt_grouped(position.y, 1);
            Some(
                format!("{name}\n{x_name} {x}\n{y_name} {y}")
                    .trim()
                    .to_owned(),
            )
        })
}

/// A series: its legend entry and its points.
type Series = (Key, Vec<[f64; 2]>);

/// One chart: its title, its plot, its series, and where the knee of the
/// load sweep is (a dotted vertical line).
struct Panel<'a> {
    title: String,
    plot: Plot<'a>,
    series: Vec<Series>,
    knee_rps: Option<f64>,
    /// The step shown, s, as a cursor.
    cursor: Option<f64>,
}

/// The title, the legend and then the plot of one chart.
fn chart_ui(ui: &mut Ui, panel: Panel<'_>) {
    let Panel {
        title,
        plot,
        series,
        knee_rps,
        cursor,
    } = panel;
    ui.label(RichText::new(title).strong());
    if series.len() > 1 {
        legend_ui(ui, series.iter().map(|(key, _)| key));
    }
    plot.show(ui, move |p| {
        for (key, points) in series {
            add_series(p, &key, points);
        }
        if let Some(x) = knee_rps {
            p.vline(
                VLine::new(String::new(), x)
                    .color(palette::GREY)
                    .style(LineStyle::dotted_dense()),
            );
        }
        if let Some(t) = cursor {
            p.vline(VLine::new(String::new(), t).color(palette::GREY).width(1.5));
        }
    });
}

/// What the step shown has: its offered load, latency and failing share
/// (the summary below is of the whole run).
fn step_summary_ui(ui: &mut Ui, i18n: &I18n, session: &ArchSession) {
    let Some(step) = session.shown_step() else {
        if session.run.is_some() {
            ui.label(RichText::new(path::step_text(i18n, 0)).weak());
        }
        return;
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(path::step_text(i18n, session.playback.step)).strong());
        for (id, value) in [
            ("arch-offered-load", i18n.fmt_arch_rps(step.offered_rps)),
            ("arch-retried", i18n.fmt_arch_rps(step.retry_rps)),
            ("arch-mean-latency", grouped_ms(i18n, step.latency_ms)),
            ("arch-failing", i18n.fmt_percent(step.failing_share, 1)),
        ] {
            ui.separator();
            figure_ui(ui, &i18n.tr(id), &value);
        }
        // Beyond the seed: the trigger, and whether it is ahead, on or over.
        let start = step.t_secs - crate::model::arch::STEP_SECS;
        for slowdown in session.config.slowdowns() {
            let when = if slowdown.covers(start) {
                "arch-trigger-now"
            } else if start < slowdown.from_s {
                "arch-trigger-ahead"
            } else {
                "arch-trigger-over"
            };
            let value = i18n.tr_args(
                "arch-trigger-value",
                &[
                    ("stage", FluentValue::from(stage_name(i18n, slowdown.stage))),
                    (
                        "factor",
                        FluentValue::from(i18n.fmt_number(slowdown.factor, 1)),
                    ),
                    (
                        "from",
                        FluentValue::from(i18n.fmt_number(slowdown.from_s, 2)),
                    ),
                    ("to", FluentValue::from(i18n.fmt_number(slowdown.to_s, 2))),
                    ("when", FluentValue::from(i18n.tr(when))),
                ],
            );
            ui.separator();
            figure_ui(ui, &i18n.tr("arch-trigger"), &value);
        }
    });
}

fn run_charts_ui(
    ui: &mut Ui,
    i18n: &I18n,
    run: &ArchRun,
    before: Option<&ArchRun>,
    cursor: Option<f64>,
) {
    let language = i18n.language();
    let dark = ui.visuals().dark_mode;
    let group = egui::Id::unique("arch-time");
    let time_axis = i18n.tr("arch-axis-time-secs");
    let charts: [(&'static str, &str, StepValue); 3] = [
        ("arch-chart-offered", "arch-axis-offered-rps", |s| {
            s.offered_rps
        }),
        ("arch-chart-latency", "arch-axis-latency-ms", |s| {
            s.latency_ms
        }),
        ("arch-chart-failing", "arch-axis-failing-pct", |s| {
            s.failing_share * 100.0
        }),
    ];
    let current = |title: &str| Key {
        name: if before.is_some() {
            i18n.tr("arch-after")
        } else {
            title.to_owned()
        },
        color: palette::on_background(palette::BLUE, dark),
        mark: Mark::Line(LineStyle::Solid, 2.0),
    };
    let earlier = || Key {
        name: i18n.tr("arch-before"),
        color: palette::GREY,
        mark: Mark::Line(LineStyle::dashed_loose(), 1.5),
    };
    let mut panels: Vec<Panel<'_>> = charts
        .into_iter()
        .map(|(id, axis, value)| {
            let title = i18n.tr(id);
            let mut series = Vec::new();
            if let Some(before) = before {
                series.push((earlier(), step_series(before, value)));
            }
            series.push((current(&title), step_series(run, value)));
            let plot = chart(id, language, time_axis.clone(), i18n.tr(axis))
                .link_axis(group, [true, false]);
            Panel {
                title,
                plot,
                series,
                knee_rps: None,
                cursor,
            }
        })
        .collect();
    let mut backlog = backlog_panel(i18n, run, group, time_axis, dark);
    backlog.cursor = cursor;
    panels.push(backlog);
    let mut panels = panels.into_iter();
    while let (Some(left), right) = (panels.next(), panels.next()) {
        ui.columns(2, |columns| {
            chart_ui(&mut columns[0], left);
            if let Some(right) = right {
                chart_ui(&mut columns[1], right);
            }
        });
        ui.add_space(6.0);
    }
}

/// The backlog chart: one line per stage that is on.
fn backlog_panel<'a>(
    i18n: &I18n,
    run: &ArchRun,
    group: egui::Id,
    time_axis: String,
    dark: bool,
) -> Panel<'a> {
    let language = i18n.language();
    let backlog_series = stage_keys(dark)
        .into_iter()
        .filter(|(stage, _, _)| run.config.is_on(*stage))
        .map(|(stage, color, mark)| {
            (
                Key {
                    name: stage_name(i18n, stage),
                    color,
                    mark,
                },
                step_series(run, |s| s.backlog_requests[stage]),
            )
        })
        .collect();
    Panel {
        title: i18n.tr("arch-chart-backlog"),
        plot: chart(
            "arch-chart-backlog",
            language,
            time_axis,
            i18n.tr("arch-axis-backlog-requests"),
        )
        .link_axis(group, [true, false]),
        series: backlog_series,
        knee_rps: None,
        cursor: None,
    }
}

/// Each stage's colour and line style on the backlog chart: Okabe–Ito
/// colours, and a line style of its own so that colour is not the only cue.
fn stage_keys(dark: bool) -> [(Stage, Color32, Mark); 5] {
    let on = |color| palette::on_background(color, dark);
    [
        (
            Stage::Lb,
            on(palette::SKY_BLUE),
            Mark::Line(LineStyle::dotted_dense(), 2.0),
        ),
        (
            Stage::App,
            on(palette::BLUE),
            Mark::Line(LineStyle::Solid, 2.0),
        ),
        (
            Stage::Cache,
            on(palette::BLUISH_GREEN),
            Mark::Line(LineStyle::dashed_dense(), 2.0),
        ),
        (
            Stage::Queue,
            on(palette::REDDISH_PURPLE),
            Mark::Line(LineStyle::dotted_loose(), 2.0),
        ),
        (
            Stage::Db,
            on(palette::VERMILLION),
            Mark::Line(LineStyle::dashed_loose(), 2.0),
        ),
    ]
}

/// The load sweep: mean latency and the failing share against the offered
/// load, each on a plot of its own with its unit, the knee marked on both.
fn sweep_ui(ui: &mut Ui, i18n: &I18n, session: &ArchSession) {
    let Some(sweep) = &session.sweep else { return };
    let language = i18n.language();
    let dark = ui.visuals().dark_mode;
    let group = egui::Id::unique("arch-sweep-load");
    let load_axis = i18n.tr("arch-axis-offered-rps");
    let latency: Vec<[f64; 2]> = sweep
        .points
        .iter()
        .map(|p| [p.offered_rps, p.mean_latency_ms])
        .filter(|p| p[1].is_finite())
        .collect();
    let failing: Vec<[f64; 2]> = sweep
        .points
        .iter()
        .map(|p| [p.offered_rps, p.failing_share * 100.0])
        .filter(|p| p[1].is_finite())
        .collect();
    let knee = sweep.knee_point();
    let text_color = ui.visuals().text_color();
    let knee_key = |at: [f64; 2]| {
        (
            Key {
                name: i18n.tr("arch-knee"),
                color: text_color,
                mark: Mark::Point,
            },
            vec![at],
        )
    };
    let mut latency_series = vec![(
        Key {
            name: i18n.tr("arch-mean-latency"),
            color: palette::on_background(palette::BLUE, dark),
            mark: Mark::Line(LineStyle::Solid, 2.0),
        },
        latency,
    )];
    let mut failing_series = vec![(
        Key {
            name: i18n.tr("arch-failing"),
            color: palette::on_background(palette::ORANGE, dark),
            mark: Mark::Line(LineStyle::dashed_dense(), 2.0),
        },
        failing,
    )];
    if let Some(knee) = knee {
        latency_series.push(knee_key([knee.offered_rps, knee.mean_latency_ms]));
        failing_series.push(knee_key([knee.offered_rps, knee.failing_share * 100.0]));
    }
    let knee_rps = knee.map(|k| k.offered_rps);
    let latency_panel = Panel {
        title: i18n.tr("arch-chart-capacity-curve"),
        plot: chart(
            "arch-chart-sweep-latency",
            language,
            load_axis.clone(),
            i18n.tr("arch-axis-latency-ms"),
        )
        .link_axis(group, [true, false]),
        series: latency_series,
        knee_rps,
        cursor: None,
    };
    let failing_panel = Panel {
        title: i18n.tr("arch-chart-sweep-failing"),
        plot: chart(
            "arch-chart-sweep-failing",
            language,
            load_axis,
            i18n.tr("arch-axis-failing-pct"),
        )
        .link_axis(group, [true, false]),
        series: failing_series,
        knee_rps,
        cursor: None,
    };
    ui.columns(2, |columns| {
        chart_ui(&mut columns[0], latency_panel);
        chart_ui(&mut columns[1], failing_panel);
    });
}

/// Beyond the seed: the remedy to compare in the sweep, and goodput
/// against the fresh load without and with it, each curve's collapse (its
/// lowest load that fails) marked.
fn goodput_ui(ui: &mut Ui, i18n: &I18n, session: &ArchSession, out: &mut Vec<AppCommand>) {
    let Some(sweep) = &session.sweep else { return };
    sweep_remedy_ui(ui, i18n, session, out);
    let (Some(remedy), Some(with)) = (session.sweep_remedy, &session.sweep_with) else {
        return;
    };
    let dark = ui.visuals().dark_mode;
    let goodput = |s: &crate::model::arch::Sweep| -> Vec<[f64; 2]> {
        s.points
            .iter()
            .map(|p| [p.load_rps, p.goodput_rps()])
            .filter(|p| p[1].is_finite())
            .collect()
    };
    let remedy_name = i18n.tr(setting_id(remedy.switch()));
    let without_name = i18n.tr_args(
        "arch-goodput-without",
        &[("remedy", FluentValue::from(remedy_name.clone()))],
    );
    let with_name = i18n.tr_args(
        "arch-goodput-with",
        &[("remedy", FluentValue::from(remedy_name))],
    );
    let mut series = vec![
        (
            Key {
                name: without_name,
                color: palette::on_background(palette::ORANGE, dark),
                mark: Mark::Line(LineStyle::dashed_dense(), 2.0),
            },
            goodput(sweep),
        ),
        (
            Key {
                name: with_name,
                color: palette::on_background(palette::BLUISH_GREEN, dark),
                mark: Mark::Line(LineStyle::Solid, 2.0),
            },
            goodput(with),
        ),
    ];
    let collapse: Vec<[f64; 2]> = [sweep, with]
        .into_iter()
        .filter_map(|s| s.collapse())
        .map(|p| [p.load_rps, p.goodput_rps()])
        .collect();
    if !collapse.is_empty() {
        series.push((
            Key {
                name: i18n.tr("arch-collapse"),
                color: ui.visuals().text_color(),
                mark: Mark::Point,
            },
            collapse,
        ));
    }
    chart_ui(
        ui,
        Panel {
            title: i18n.tr("arch-chart-goodput"),
            plot: chart(
                "arch-chart-goodput",
                i18n.language(),
                i18n.tr("arch-axis-fresh-rps"),
                i18n.tr("arch-axis-goodput-rps"),
            ),
            series,
            knee_rps: None,
            cursor: None,
        },
    );
}

/// The remedy to compare in the sweep, chosen in a list ("none" first).
fn sweep_remedy_ui(ui: &mut Ui, i18n: &I18n, session: &ArchSession, out: &mut Vec<AppCommand>) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(i18n.tr("arch-sweep-compare"));
        let name = |remedy: Option<Remedy>| {
            remedy.map_or_else(
                || i18n.tr("arch-sweep-compare-none"),
                |r| i18n.tr(setting_id(r.switch())),
            )
        };
        let mut chosen = session.sweep_remedy;
        egui::ComboBox::from_id_salt("arch-sweep-remedy")
            .selected_text(name(chosen))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut chosen, None, name(None));
                for remedy in Remedy::ALL {
                    ui.selectable_value(&mut chosen, Some(remedy), name(Some(remedy)));
                }
            })
            .response
            .labelled_by(label.id);
        if chosen != session.sweep_remedy {
            out.push(AppCommand::Arch(ArchCommand::SweepRemedy(chosen)));
        }
    });
}

fn steps_table_ui(ui: &mut Ui, i18n: &I18n, run: &ArchRun) {
    ui.label(RichText::new(i18n.tr("arch-steps-title")).strong());
    let on: Vec<Stage> = Stage::ALL
        .into_iter()
        .filter(|s| run.config.is_on(*s))
        .collect();
    TableBuilder::new(ui)
        .id_salt("arch-steps")
        .striped(true)
        .column(Column::auto().at_least(50.0))
        .column(Column::auto().at_least(90.0))
        .column(Column::auto().at_least(90.0))
        .column(Column::auto().at_least(80.0))
        .column(Column::remainder())
        .header(20.0, |mut header| {
            for id in [
                "arch-col-t",
                "arch-col-offered",
                "arch-col-latency",
                "arch-col-failing",
                "arch-col-backlog",
            ] {
                header.col(|ui| {
                    ui.strong(i18n.tr(id));
                });
            }
        })
        .body(|body| {
            body.rows(18.0, run.steps.len(), |mut row| {
                let step = &run.steps[row.index()];
                row.col(|ui| {
                    ui.monospace(i18n.fmt_number(step.t_secs, 2));
                });
                row.col(|ui| {
                    ui.monospace(i18n.fmt_number(step.offered_rps, 0));
                });
                row.col(|ui| {
                    ui.monospace(i18n.fmt_number(step.latency_ms, 1));
                });
                row.col(|ui| {
                    ui.monospace(i18n.fmt_number(step.failing_share * 100.0, 1));
                });
                row.col(|ui| {
                    let text: Vec<String> = on
                        .iter()
                        .map(|s| {
                            format!(
                                "{} {}",
                                i18n.tr(&format!("arch-short-{}", s.name())),
                                i18n.fmt_number(step.backlog_requests[*s], 0)
                            )
                        })
                        .collect();
                    ui.monospace(text.join(" · "));
                });
            });
        });
}

/// Save and open buttons, the configurations folder's files and the last
/// file message.
fn config_files_ui(ui: &mut Ui, i18n: &I18n, folder: &[std::path::PathBuf]) -> Option<FileAction> {
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("arch-save-config")).clicked() {
            action = Some(FileAction::SaveArchDialog);
        }
        if ui.button(i18n.tr("arch-open-config")).clicked() {
            action = Some(FileAction::OpenArchDialog);
        }
        if ui.button(i18n.tr("arch-save-config-to-folder")).clicked() {
            action = Some(FileAction::SaveArchToFolder);
        }
        if ui
            .button(i18n.tr("files-copy-link"))
            .on_hover_text(i18n.tr("files-copy-link-hint"))
            .clicked()
        {
            action = Some(FileAction::CopyArchLink);
        }
        if !folder.is_empty() {
            ui.label(RichText::new(i18n.tr("arch-configs-folder")).weak());
        }
        for path in folder {
            let name = path
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
            if ui
                .link(name)
                .on_hover_text(path.display().to_string())
                .clicked()
            {
                action = Some(FileAction::OpenArch(path.clone()));
            }
        }
    });
    action
}

/// The whole architecture tab, as the app holds it: the configurations
/// folder is read when the tab is first shown (and after a save).
pub fn tab_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    if app.arch_folder.is_none() {
        out.push(AppCommand::ReadArchFolder);
    }
    let folder = app.arch_folder.as_deref().unwrap_or_default();
    arch_ui(
        ui,
        &app.i18n,
        &app.arch,
        folder,
        (app.settings.presenter, app.lesson_asks_the_fix()),
        out,
    );
}

/// The whole architecture tab: the playback and the path drawn, the
/// summary, the fix, the stage cards with their settings, the charts, the
/// sweep and the steps (in presenter mode the drawing and the summary only
/// come first, large).
pub fn arch_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &ArchSession,
    folder: &[std::path::PathBuf],
    (presenter, lesson_asks): (bool, bool),
    out: &mut Vec<AppCommand>,
) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        if !presenter {
            ui.label(i18n.tr("arch-intro"));
            out.extend(config_files_ui(ui, i18n, folder).map(AppCommand::File));
            ui.add_space(6.0);
        }
        path::playback_ui(ui, i18n, session, out);
        path::path_ui(ui, i18n, session, presenter, out);
        step_summary_ui(ui, i18n, session);
        summary_ui(ui, i18n, session.run.as_ref(), None);
        if let Some(before) = &session.before {
            summary_ui(ui, i18n, Some(before), Some(&i18n.tr("arch-before")));
        }
        fix_ui(ui, i18n, session, lesson_asks, out);
        ui.separator();
        let columns = ((ui.available_width() / 400.0).floor() as usize).clamp(1, CARDS.len());
        egui::Grid::new("arch-cards")
            .num_columns(columns)
            .spacing([8.0, 8.0])
            .show(ui, |ui| {
                ui.spacing_mut().slider_width = 110.0;
                for (k, card) in CARDS.iter().enumerate() {
                    card_ui(ui, i18n, session, card, out);
                    if (k + 1) % columns == 0 {
                        ui.end_row();
                    }
                }
            });
        beyond_ui(ui, i18n, session, out);
        ui.separator();
        if let Some(run) = &session.run {
            let cursor = (session.playback.step > 0)
                .then_some(session.playback.step as f64 * crate::model::arch::STEP_SECS);
            run_charts_ui(ui, i18n, run, session.before.as_ref(), cursor);
        } else {
            ui.label(RichText::new(i18n.tr("arch-run-hint")).weak());
        }
        sweep_ui(ui, i18n, session);
        goodput_ui(ui, i18n, session, out);
        if let Some(run) = &session.run {
            ui.separator();
            steps_table_ui(ui, i18n, run);
        }
    });
}
