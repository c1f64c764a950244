//! The architecture tab: the path as a row of stage cards with their
//! settings, the run's summary, charts and step table, the fix and the load
//! sweep.

use egui::{Color32, RichText, Ui};
use egui_extras::{Column, TableBuilder};
use egui_plot::{Legend, Line, LineStyle, Plot, PlotPoints, Points, VLine};
use fluent_bundle::FluentValue;

use super::Health;
use crate::app::arch::{ArchSession, FixProposal};
use crate::app::files::FileAction;
use crate::i18n::I18n;
use crate::model::arch::{ArchRun, HEADROOM_UTILIZATION, Setting, SettingKind, Stage, Step};

/// The Fluent id of a setting's label.
pub fn setting_id(setting: Setting) -> &'static str {
    match setting {
        Setting::LoadRps => "arch-rps",
        Setting::LoadTimeoutMs => "arch-client-timeout",
        Setting::LoadRetries => "arch-retries",
        Setting::LbInstances => "arch-lb-instances",
        Setting::AppReplicas => "arch-app-replicas",
        Setting::AppConcurrency => "arch-app-concurrency",
        Setting::AppServiceMs => "arch-app-service-time",
        Setting::CacheOn => "arch-cache-on",
        Setting::CacheHitPct => "arch-cache-hit-ratio",
        Setting::QueueOn => "arch-queue-on",
        Setting::QueueWorkers => "arch-queue-workers",
        Setting::QueueJobMs => "arch-queue-job-time",
        Setting::QueueBuffer => "arch-queue-buffer",
        Setting::DbConnections => "arch-db-connections",
        Setting::DbQueryMs => "arch-db-query-time",
    }
}

/// The localized name of a stage.
pub fn stage_name(i18n: &I18n, stage: Stage) -> String {
    i18n.tr(&format!("arch-stage-{}", stage.name()))
}

/// Green up to 85 %, amber up to 100 %, red beyond.
fn utilization_health(utilization: f64) -> Health {
    Health::above(utilization, HEADROOM_UTILIZATION + 1e-9, 1.0 + 1e-9)
}

/// One stage card: title id, the stage (none for the load), its settings,
/// its fixed note's id.
type Card = (
    &'static str,
    Option<Stage>,
    &'static [Setting],
    Option<&'static str>,
);

/// The cards, in path order.
const CARDS: [Card; 6] = [
    (
        "arch-stage-load",
        None,
        &[
            Setting::LoadRps,
            Setting::LoadTimeoutMs,
            Setting::LoadRetries,
        ],
        None,
    ),
    (
        "arch-stage-lb",
        Some(Stage::Lb),
        &[Setting::LbInstances],
        Some("arch-lb-note"),
    ),
    (
        "arch-stage-app",
        Some(Stage::App),
        &[
            Setting::AppReplicas,
            Setting::AppConcurrency,
            Setting::AppServiceMs,
        ],
        Some("arch-app-note"),
    ),
    (
        "arch-stage-cache",
        Some(Stage::Cache),
        &[Setting::CacheOn, Setting::CacheHitPct],
        Some("arch-cache-note"),
    ),
    (
        "arch-stage-queue",
        Some(Stage::Queue),
        &[
            Setting::QueueOn,
            Setting::QueueWorkers,
            Setting::QueueJobMs,
            Setting::QueueBuffer,
        ],
        Some("arch-queue-note"),
    ),
    (
        "arch-stage-db",
        Some(Stage::Db),
        &[Setting::DbConnections, Setting::DbQueryMs],
        Some("arch-db-note"),
    ),
];

fn setting_ui(ui: &mut Ui, i18n: &I18n, session: &mut ArchSession, setting: Setting) {
    let label = i18n.tr(setting_id(setting));
    let current = session.config.get(setting);
    let range = setting.range();
    match setting.kind() {
        SettingKind::Switch => {
            let mut on = current > 0.5;
            if ui.checkbox(&mut on, label).changed() {
                session.set(setting, if on { 1.0 } else { 0.0 });
            }
        }
        SettingKind::Count | SettingKind::Real => {
            let mut value = current;
            let wide = range.max / range.min.max(1.0) > 200.0;
            let slider = egui::Slider::new(&mut value, range.min..=range.max)
                .step_by(range.step)
                .logarithmic(wide)
                .suffix(match setting.unit() {
                    "" => String::new(),
                    unit => format!(" {unit}"),
                })
                .text(label);
            let slider = if setting.kind() == SettingKind::Count {
                slider.integer()
            } else {
                slider
            };
            if ui.add(slider).changed() {
                session.set(setting, value);
            }
        }
    }
}

fn card_ui(ui: &mut Ui, i18n: &I18n, session: &mut ArchSession, card: &Card) {
    let (title, stage, settings, note) = *card;
    egui::Frame::group(ui.style()).show(ui, |ui| {
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
            for &setting in settings {
                setting_ui(ui, i18n, session, setting);
            }
            if let Some(note) = note {
                ui.label(RichText::new(i18n.tr(note)).small().weak());
            }
        });
    });
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
                i18n.fmt_ms(run.mean_latency_ms),
            ),
            (
                "arch-summary-latency-peak",
                i18n.fmt_ms(peak_of_steps(run, |s| s.latency_ms)),
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
        for (id, value) in figures {
            ui.separator();
            figure_ui(ui, &i18n.tr(id), &value);
        }
    });
}

fn fix_ui(ui: &mut Ui, i18n: &I18n, session: &mut ArchSession) {
    ui.horizontal_wrapped(|ui| {
        if ui.button(i18n.tr("arch-run")).clicked() {
            session.run();
        }
        if ui.button(i18n.tr("arch-fix")).clicked() {
            session.propose_fix();
        }
        if ui.button(i18n.tr("arch-sweep")).clicked() {
            session.sweep();
        }
    });
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
                    session.apply_fix();
                }
            });
        }
        Some(FixProposal::NotFound) => {
            ui.label(i18n.tr("arch-fix-none"));
        }
        Some(FixProposal::NotNeeded) => {
            ui.label(i18n.tr("arch-passed"));
        }
        None => {}
    }
    if let Some(status) = &session.status {
        ui.colored_label(ui.visuals().error_fg_color, status);
    }
}

/// A value read off one step.
type StepValue = fn(&Step) -> f64;

fn step_series(run: &ArchRun, value: impl Fn(&Step) -> f64) -> Vec<[f64; 2]> {
    run.steps
        .iter()
        .map(|s| [s.t_secs, value(s)])
        .filter(|p| p[1].is_finite())
        .collect()
}

fn run_charts_ui(ui: &mut Ui, i18n: &I18n, run: &ArchRun, before: Option<&ArchRun>) {
    let group = egui::Id::unique("arch-time");
    let width = ui.available_width() / 2.0 - 8.0;
    let before_name = i18n.tr("arch-before");
    let charts: [(&str, StepValue); 3] = [
        ("arch-chart-offered", |s| s.offered_rps),
        ("arch-chart-latency", |s| s.latency_ms),
        ("arch-chart-failing", |s| s.failing_share * 100.0),
    ];
    let stage_colors = [
        (Stage::Lb, Color32::from_rgb(0x90, 0x90, 0x90)),
        (Stage::App, Color32::from_rgb(0x40, 0x80, 0xe0)),
        (Stage::Cache, Color32::from_rgb(0x40, 0xb0, 0x60)),
        (Stage::Queue, Color32::from_rgb(0xb0, 0x60, 0xd0)),
        (Stage::Db, Color32::from_rgb(0xe0, 0x40, 0x40)),
    ];
    egui::Grid::new("arch-charts")
        .num_columns(2)
        .show(ui, |ui| {
            for (k, (id, value)) in charts.into_iter().enumerate() {
                ui.vertical(|ui| {
                    ui.label(RichText::new(i18n.tr(id)).strong());
                    Plot::new(id)
                        .width(width)
                        .height(160.0)
                        .legend(Legend::default())
                        .link_axis(group, [true, false])
                        .include_y(0.0)
                        .allow_scroll(false)
                        .show(ui, |p| {
                            if let Some(before) = before {
                                p.line(
                                    Line::new(
                                        before_name.clone(),
                                        PlotPoints::from(step_series(before, value)),
                                    )
                                    .style(LineStyle::dashed_loose())
                                    .color(Color32::from_gray(150)),
                                );
                            }
                            p.line(
                                Line::new(i18n.tr(id), PlotPoints::from(step_series(run, value)))
                                    .width(2.0),
                            );
                        });
                });
                if k % 2 == 1 {
                    ui.end_row();
                }
            }
            ui.vertical(|ui| {
                ui.label(RichText::new(i18n.tr("arch-chart-backlog")).strong());
                Plot::new("arch-chart-backlog")
                    .width(width)
                    .height(160.0)
                    .legend(Legend::default())
                    .link_axis(group, [true, false])
                    .include_y(0.0)
                    .allow_scroll(false)
                    .show(ui, |p| {
                        for (stage, color) in stage_colors {
                            if run.config.is_on(stage) {
                                let points = step_series(run, |s| s.backlog_requests[stage]);
                                p.line(
                                    Line::new(stage_name(i18n, stage), PlotPoints::from(points))
                                        .color(color)
                                        .width(2.0),
                                );
                            }
                        }
                    });
            });
            ui.end_row();
        });
}

fn sweep_ui(ui: &mut Ui, i18n: &I18n, session: &ArchSession) {
    let Some(sweep) = &session.sweep else { return };
    ui.label(RichText::new(i18n.tr("arch-chart-capacity-curve")).strong());
    let latency: Vec<[f64; 2]> = sweep
        .points
        .iter()
        .map(|p| [p.offered_rps, p.mean_latency_ms])
        .collect();
    let failing: Vec<[f64; 2]> = sweep
        .points
        .iter()
        .map(|p| [p.offered_rps, p.failing_share * 100.0])
        .collect();
    Plot::new("arch-sweep")
        .height(200.0)
        .legend(Legend::default())
        .include_y(0.0)
        .allow_scroll(false)
        .show(ui, |p| {
            p.line(Line::new(i18n.tr("arch-mean-latency"), PlotPoints::from(latency)).width(2.0));
            p.line(
                Line::new(i18n.tr("arch-col-failing"), PlotPoints::from(failing))
                    .width(2.0)
                    .color(Color32::from_rgb(0xe0, 0x40, 0x40)),
            );
            if let Some(knee) = sweep.knee_point() {
                p.vline(
                    VLine::new(i18n.tr("arch-knee"), knee.offered_rps)
                        .style(LineStyle::dotted_dense()),
                );
                p.points(
                    Points::new(
                        i18n.tr("arch-knee"),
                        PlotPoints::from(vec![[knee.offered_rps, knee.mean_latency_ms]]),
                    )
                    .radius(5.0),
                );
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
                                s.name(),
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
fn config_files_ui(
    ui: &mut Ui,
    i18n: &I18n,
    folder: &[std::path::PathBuf],
    status: Option<&(String, bool)>,
) -> Option<FileAction> {
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
    if let Some((text, error)) = status {
        let color = if *error {
            ui.visuals().error_fg_color
        } else {
            ui.visuals().weak_text_color()
        };
        ui.colored_label(color, text);
    }
    action
}

/// The `.ron` files of a folder, by name (none if it does not exist yet).
pub fn ron_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    files
}

/// The whole architecture tab; returns what the person asked of the files.
pub fn arch_ui(
    ui: &mut Ui,
    i18n: &I18n,
    session: &mut ArchSession,
    folder: &[std::path::PathBuf],
    status: Option<&(String, bool)>,
) -> Option<FileAction> {
    let mut action = None;
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.label(i18n.tr("arch-intro"));
        action = config_files_ui(ui, i18n, folder, status);
        ui.add_space(6.0);
        let columns = ((ui.available_width() / 400.0).floor() as usize).clamp(1, CARDS.len());
        egui::Grid::new("arch-cards")
            .num_columns(columns)
            .spacing([8.0, 8.0])
            .show(ui, |ui| {
                ui.spacing_mut().slider_width = 110.0;
                for (k, card) in CARDS.iter().enumerate() {
                    card_ui(ui, i18n, session, card);
                    if (k + 1) % columns == 0 {
                        ui.end_row();
                    }
                }
            });
        ui.separator();
        fix_ui(ui, i18n, session);
        summary_ui(ui, i18n, session.run.as_ref(), None);
        if let Some(before) = &session.before {
            summary_ui(ui, i18n, Some(before), Some(&i18n.tr("arch-before")));
        }
        ui.separator();
        if let Some(run) = &session.run {
            run_charts_ui(ui, i18n, run, session.before.as_ref());
        } else {
            ui.label(RichText::new(i18n.tr("arch-run-hint")).weak());
        }
        sweep_ui(ui, i18n, session);
        if let Some(run) = &session.run {
            ui.separator();
            steps_table_ui(ui, i18n, run);
        }
    });
    action
}
