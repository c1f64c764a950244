//! The model reference: every relation of both models with its source, the
//! constants, the assumptions and what the models are not, and next to each
//! on-call formula its value right now with the live numbers substituted.

use egui::{RichText, Ui};

use crate::app::arch::ArchSession;
use crate::app::{AppCommand, RefAnchor, SreSimApp};
use crate::i18n::I18n;
use crate::model::arch::Stage;
use crate::model::oncall::MinuteRow;
use crate::model::oncall::constants::{
    BASE_REQUESTS_PER_SEC, DOLLARS_PER_INSTANCE_HOUR, ERROR_BUDGET, HOT_OBJECTS,
    MINUTES_PER_BUDGET_PERIOD, TIMEOUT_SECS,
};

/// One entry of the on-call reference.
struct Relation {
    anchor: Option<RefAnchor>,
    text_id: &'static str,
    sources: &'static str,
    assumption: bool,
}

const ONCALL_RELATIONS: &[Relation] = &[
    Relation {
        anchor: Some(RefAnchor::Traffic),
        text_id: "ref-oncall-traffic",
        sources: "[6]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::ErlangC),
        text_id: "ref-oncall-erlang-c",
        sources: "[3][6]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::Timeouts),
        text_id: "ref-oncall-timeouts",
        sources: "[3]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::P99),
        text_id: "ref-oncall-p99",
        sources: "[3][6]",
        assumption: false,
    },
    Relation {
        anchor: None,
        text_id: "ref-oncall-p99-approx",
        sources: "",
        assumption: true,
    },
    Relation {
        anchor: Some(RefAnchor::Utilization),
        text_id: "ref-oncall-utilization",
        sources: "[4]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::Cache),
        text_id: "ref-oncall-cache",
        sources: "[5]",
        assumption: false,
    },
    Relation {
        anchor: None,
        text_id: "ref-cache-timer-note",
        sources: "[5]",
        assumption: true,
    },
    Relation {
        anchor: Some(RefAnchor::Database),
        text_id: "ref-oncall-database",
        sources: "[6]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::Slo),
        text_id: "ref-oncall-slo",
        sources: "[1][2]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::Autoscaling),
        text_id: "ref-oncall-autoscaling",
        sources: "[6] HPA",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::Shedding),
        text_id: "ref-oncall-shedding",
        sources: "SRE ch. 22",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::BadBuild),
        text_id: "ref-oncall-bad-build",
        sources: "[6]",
        assumption: true,
    },
    Relation {
        anchor: Some(RefAnchor::Constants),
        text_id: "ref-oncall-constants",
        sources: "[6]",
        assumption: true,
    },
    Relation {
        anchor: None,
        text_id: "ref-oncall-randomness",
        sources: "mulberry32, Box–Muller, Knuth",
        assumption: false,
    },
];

/// The on-call modelling choices the seed leaves open.
const ONCALL_ASSUMPTION_IDS: &[&str] = &[
    "ref-assume-opening",
    "ref-assume-timing",
    "ref-assume-saturation",
    "ref-assume-edge",
    "ref-assume-refill",
    "ref-assume-recommendations",
    "ref-assume-budget",
    "ref-assume-scenarios",
    "ref-assume-bad-deploy",
    "ref-assume-surge",
    "ref-assume-cache-flush",
];

const SOURCE_IDS: &[&str] = &[
    "ref-source-1",
    "ref-source-2",
    "ref-source-3",
    "ref-source-4",
    "ref-source-5",
    "ref-source-6",
    "ref-source-hpa",
    "ref-source-cascading",
    "ref-source-rng",
];

/// The live value of a relation, with the current numbers substituted.
#[expect(
    clippy::too_many_lines,
    reason = "one arm per relation, read as a table"
)]
pub fn live_value(i18n: &I18n, anchor: RefAnchor, row: &MinuteRow) -> String {
    let out = &row.out;
    let n = |x: f64, d: usize| i18n.fmt_number(x, d);
    match anchor {
        RefAnchor::Traffic => format!(
            "λ = {} × {} = {} req/s → {} req/s",
            n(BASE_REQUESTS_PER_SEC, 0),
            n(row.expected_requests_per_sec / BASE_REQUESTS_PER_SEC, 3),
            n(row.expected_requests_per_sec, 0),
            n(row.requests_per_sec, 0),
        ),
        RefAnchor::ErlangC => format!(
            "N = {}, a = {} × {} = {} ⇒ C({}, {}) = {}",
            out.workers,
            n(out.admitted_per_sec, 0),
            n(out.service_secs, 4),
            n(out.offered_erlangs, 1),
            n(out.offered_erlangs, 1),
            out.workers,
            n(out.erlang_c, 3),
        ),
        RefAnchor::Timeouts => {
            if out.saturation_rate > 0.0 {
                format!(
                    "a = {} ≥ N = {} ⇒ 1 − N/a = {}",
                    n(out.offered_erlangs, 1),
                    out.workers,
                    n(out.saturation_rate, 3)
                )
            } else {
                format!(
                    "P(W > {} s) = {} · e^(−({}/{} − {})·{}) = {}",
                    n(TIMEOUT_SECS, 0),
                    n(out.erlang_c, 3),
                    out.workers,
                    n(out.service_secs, 4),
                    n(out.admitted_per_sec, 0),
                    n(TIMEOUT_SECS, 0),
                    n(out.timeout_rate, 6),
                )
            }
        }
        RefAnchor::P99 => format!(
            "p99 ≈ {} · ln 100 + … = {} s",
            n(out.service_secs, 4),
            n(out.p99_secs, 3)
        ),
        RefAnchor::Utilization => format!(
            "λ·S / N = {} × {} / {} = {}",
            n(out.admitted_per_sec, 0),
            n(out.service_secs, 4),
            out.workers,
            i18n.fmt_percent(out.utilization, 1),
        ),
        RefAnchor::Cache => {
            let rt = out.admitted_per_sec / HOT_OBJECTS * row.controls.cache_ttl_secs;
            format!(
                "r = {} / {} = {}; rT = {}; hit = {} × {} / {} = {}",
                n(out.admitted_per_sec, 0),
                n(HOT_OBJECTS, 0),
                n(out.admitted_per_sec / HOT_OBJECTS, 4),
                n(rt, 3),
                n(row.cache_warmth, 2),
                n(rt, 3),
                n(1.0 + rt, 3),
                n(out.cache_hit_rate, 3),
            )
        }
        RefAnchor::Database => format!(
            "DB = {} × {} × (1 − {}) = {} q/s, ρ = {}; query = {} ms; S = {} + {} × {} × {} = {} ms",
            n(out.admitted_per_sec, 0),
            n(out.queries_per_request, 0),
            n(out.cache_hit_rate, 3),
            n(out.db_queries_per_sec, 0),
            n(out.db_demand, 3),
            n(out.db_query_secs * 1000.0, 1),
            n(out.app_service_secs * 1000.0, 1),
            n(1.0 - out.cache_hit_rate, 3),
            n(out.queries_per_request, 0),
            n(out.db_query_secs * 1000.0, 1),
            n(out.service_secs * 1000.0, 1),
        ),
        RefAnchor::Slo => format!(
            "burn = {} / {} = {}; Δbudget = {} / {} = {}; burn 1 h = {}, 5 min = {}",
            i18n.fmt_percent(out.error_rate, 3),
            i18n.fmt_percent(ERROR_BUDGET, 1),
            i18n.fmt_burn(row.burn_rate),
            n(row.burn_rate, 1),
            n(MINUTES_PER_BUDGET_PERIOD, 0),
            i18n.fmt_percent(row.burn_rate / MINUTES_PER_BUDGET_PERIOD, 3),
            i18n.fmt_burn(row.burn_rate_1h),
            i18n.fmt_burn(row.burn_rate_5m),
        ),
        RefAnchor::Autoscaling => {
            let wanted = f64::from(row.instances_serving) * out.utilization
                / row.controls.target_utilization;
            format!(
                "⌈{} × {} / {}⌉ = {}",
                row.instances_serving,
                n(out.utilization, 2),
                n(row.controls.target_utilization, 2),
                (wanted - 1e-9).ceil().max(0.0),
            )
        }
        RefAnchor::Shedding => format!(
            "30 % × {} = {}",
            i18n.fmt_percent(row.controls.shed_share, 0),
            i18n.fmt_percent(out.traffic_shed, 1)
        ),
        RefAnchor::BadBuild => format!(
            "5 % × {} = {}; S_app = {} ms",
            i18n.fmt_percent(row.bad_build_traffic, 0),
            i18n.fmt_percent(out.bad_build_error_rate, 2),
            n(out.app_service_secs * 1000.0, 1),
        ),
        RefAnchor::Constants => format!(
            "{} × {} = {}",
            row.instances_serving + row.instances_booting,
            i18n.fmt_money_per_hour(DOLLARS_PER_INSTANCE_HOUR),
            i18n.fmt_money_per_hour(row.fleet_cost_per_hour)
        ),
    }
}

/// The architecture path's capacities with the current settings
/// substituted, and the last run's peak utilization and bottleneck.
pub fn arch_live_values(i18n: &I18n, arch: &ArchSession) -> Vec<String> {
    let c = &arch.config;
    let n = |x: f64, d: usize| i18n.fmt_number(x, d);
    let rps = |stage: Stage| i18n.fmt_arch_rps(c.capacity_rps(stage));
    let name = |stage: Stage| crate::ui::arch::stage_name(i18n, stage);
    let mut lines = vec![
        format!(
            "{}: {} × 2 000 = {}",
            name(Stage::Lb),
            c.lb.instances,
            rps(Stage::Lb)
        ),
        format!(
            "{}: {} × {} ÷ {} ms = {}",
            name(Stage::App),
            c.app.replicas,
            c.app.concurrency,
            n(c.app.service_ms, 0),
            rps(Stage::App)
        ),
        format!(
            "{}: {} ÷ {} ms = {}",
            name(Stage::Db),
            c.db.connections,
            n(c.db.query_ms, 0),
            rps(Stage::Db)
        ),
    ];
    if c.queue.on {
        lines.push(format!(
            "{}: {} ÷ {} ms = {}",
            name(Stage::Queue),
            c.queue.workers,
            n(c.queue.job_ms, 0),
            rps(Stage::Queue)
        ));
    }
    if let Some(run) = &arch.run {
        let peaks: Vec<String> = run
            .peak_utilization
            .iter()
            .filter(|(stage, _)| run.config.is_on(*stage))
            .map(|(stage, u)| format!("{} {}", name(stage), i18n.fmt_percent(u, 0)))
            .collect();
        lines.push(format!(
            "ρ = λ ÷ μ, max: {} → {} {}",
            peaks.join(" · "),
            i18n.tr("arch-bottleneck"),
            name(run.bottleneck)
        ));
    }
    lines
}

/// The reference tab as the app holds it: the live values of the current
/// minute, scrolled once to the relation asked for.
pub fn tab_ui(ui: &mut Ui, app: &SreSimApp, out: &mut Vec<AppCommand>) {
    let focus = app.nav.reference_focus;
    let scrolled = reference_ui(ui, &app.i18n, app.oncall.row(), &app.arch, focus);
    if scrolled {
        out.push(AppCommand::RelationShown);
    }
}

/// The reference tab; returns whether it scrolled to `focus`.
pub fn reference_ui(
    ui: &mut Ui,
    i18n: &I18n,
    row: &MinuteRow,
    arch: &ArchSession,
    focus: Option<RefAnchor>,
) -> bool {
    let mut scrolled = false;
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading(i18n.tr("ref-title"));
        ui.label(i18n.tr("ref-intro"));
        ui.add_space(8.0);
        ui.heading(i18n.tr("app-tab-oncall"));
        scrolled = oncall_relations_ui(ui, i18n, row, focus);
        ui.label(RichText::new(i18n.tr("ref-assumption-calibration")).italics());
        ui.add_space(8.0);
        ui.heading(i18n.tr("ref-assumptions"));
        for id in ONCALL_ASSUMPTION_IDS {
            ui.label(format!("• {}", i18n.tr(id)));
        }
        arch_reference_ui(ui, i18n, arch);
        sources_ui(ui, i18n);
        ui.label(RichText::new(i18n.tr("ref-educational")).strong());
    });
    scrolled
}

/// The on-call relations, each with its source and live value; returns
/// whether it scrolled to `focus`.
fn oncall_relations_ui(
    ui: &mut Ui,
    i18n: &I18n,
    row: &MinuteRow,
    focus: Option<RefAnchor>,
) -> bool {
    let mut scrolled = false;
    for relation in ONCALL_RELATIONS {
        let highlighted = relation.anchor.is_some() && relation.anchor == focus;
        let frame = egui::Frame::group(ui.style()).fill(if highlighted {
            ui.visuals().selection.bg_fill.gamma_multiply(0.4)
        } else {
            egui::Color32::TRANSPARENT
        });
        let response = frame
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(RichText::new(i18n.tr(relation.text_id)).monospace());
                ui.horizontal_wrapped(|ui| {
                    if !relation.sources.is_empty() {
                        ui.label(
                            RichText::new(format!(
                                "{} {}",
                                i18n.tr("ref-source"),
                                relation.sources
                            ))
                            .small()
                            .weak(),
                        );
                    }
                    if relation.assumption {
                        ui.label(RichText::new(i18n.tr("ref-assumption")).small().italics());
                    }
                });
                if let Some(anchor) = relation.anchor {
                    ui.label(
                        RichText::new(format!(
                            "{}: {}",
                            i18n.tr("ref-live-value"),
                            live_value(i18n, anchor, row)
                        ))
                        .monospace()
                        .color(ui.visuals().hyperlink_color),
                    );
                }
            })
            .response;
        if highlighted {
            response.scroll_to_me(Some(egui::Align::TOP));
            scrolled = true;
        }
    }
    scrolled
}

/// The architecture model: its relations, live values and assumptions.
fn arch_reference_ui(ui: &mut Ui, i18n: &I18n, arch: &ArchSession) {
    ui.add_space(8.0);
    ui.heading(i18n.tr("app-tab-arch"));
    for id in ARCH_IDS {
        ui.label(format!("• {}", i18n.tr(id)));
    }
    for line in arch_live_values(i18n, arch) {
        ui.label(
            RichText::new(format!("{}: {line}", i18n.tr("ref-live-value")))
                .monospace()
                .color(ui.visuals().hyperlink_color),
        );
    }
    ui.add_space(8.0);
    ui.heading(i18n.tr("ref-arch-assumptions"));
    for k in 1..=crate::model::arch::ASSUMPTIONS.len() {
        ui.label(format!("• {}", i18n.tr(&format!("ref-arch-assume-{k}"))));
    }
    ui.add_space(8.0);
    ui.heading(i18n.tr("arch-what-not"));
    for id in ["arch-not-1", "arch-not-2", "arch-not-3", "arch-not-4"] {
        ui.label(format!("• {}", i18n.tr(id)));
    }
}

/// The numbered sources.
fn sources_ui(ui: &mut Ui, i18n: &I18n) {
    ui.add_space(8.0);
    ui.heading(i18n.tr("ref-sources-title"));
    for id in SOURCE_IDS {
        ui.label(i18n.tr(id));
    }
    ui.add_space(8.0);
}

const ARCH_IDS: &[&str] = &[
    "arch-model-1",
    "arch-model-2",
    "arch-model-3",
    "arch-model-4",
    "arch-model-5",
    "arch-model-6",
];
