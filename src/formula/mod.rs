//! The formula text of both models: every relation with its source, and
//! next to each on-call formula its value right now with the live numbers
//! substituted. No egui: the reference tab and the lesson's reveal draw
//! what this writes.
//!
//! The live values only read what the model computed for the minute (its
//! [`MinuteOutputs`] with their inputs, and the step's workings): nothing
//! here recomputes a relation. Each is a [`Line`] of substitutions built
//! from the model's numbers; a number gets the decimals its substitution
//! needs, so that every printed substitution, computed from its printed
//! numbers, gives its printed result (the tests check every relation).

use std::f64::consts::TAU;
use std::fmt::Write as _;

use fluent_bundle::FluentValue;

use self::substitution::{Expr, Func, Line, Num, Order, Step, Unit, call, obelus};
use crate::i18n::I18n;
use crate::model::arch::{ArchConfig, ArchRun, LB_CAPACITY_RPS_PER_INSTANCE, Stage};
use crate::model::oncall::constants::{
    APP_SERVICE_SECS, DB_BASE_QUERY_SECS, DB_MAX_QUERY_SECS, DIURNAL_AMPLITUDE,
    DIURNAL_SHIFT_HOURS, DOLLARS_PER_INSTANCE_HOUR, ERROR_BUDGET, FEATURE_EXTRA_QUERIES,
    FEATURE_EXTRA_SERVICE_SECS, HOT_OBJECTS, LOW_PRIORITY_SHARE, MINUTES_PER_BUDGET_PERIOD,
    QUERIES_PER_REQUEST, TIMEOUT_SECS, WORKERS_PER_INSTANCE,
};
use crate::model::oncall::second_opinion;
use crate::model::oncall::{
    AutoscalerDecision, MinuteOutputs, MinuteRow, QueueRegime, SecondOpinion,
};

mod substitution;

/// A relation a metric can jump to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefAnchor {
    /// λ(t), the diurnal curve and the noise.
    Traffic,
    /// Erlang B and C.
    ErlangC,
    /// P(W > t), timeouts and saturation.
    Timeouts,
    /// The p99 approximation.
    P99,
    /// Utilization by Little's law.
    Utilization,
    /// The TTL cache.
    Cache,
    /// The database.
    Database,
    /// Error budget and burn rates.
    Slo,
    /// Beyond the seed: the Workbook's second page and ticket.
    Alerts,
    /// Target tracking.
    Autoscaling,
    /// Load shedding.
    Shedding,
    /// The bad build and the rollback.
    BadBuild,
    /// Constants and prices.
    Constants,
    /// The second opinion: the exact p99 of the same queue.
    ExactP99,
    /// The second opinion: timeouts with abandonment (M/M/N+D).
    Abandonment,
    /// The second opinion: the request-level check.
    RequestCheck,
}

/// One entry of the on-call reference.
pub struct Relation {
    /// Its live value's anchor, if it has one.
    pub anchor: Option<RefAnchor>,
    /// The Fluent id of its text.
    pub text_id: &'static str,
    /// The sources it cites (`"[3][6]"`).
    pub sources: &'static str,
    /// A modelling choice rather than a law.
    pub assumption: bool,
}

pub const ONCALL_RELATIONS: &[Relation] = &[
    Relation {
        anchor: Some(RefAnchor::Traffic),
        text_id: "ref-oncall-traffic",
        sources: "[6]",
        assumption: true,
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
        assumption: true,
    },
    Relation {
        anchor: Some(RefAnchor::Slo),
        text_id: "ref-oncall-slo",
        sources: "[1][2]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::Alerts),
        text_id: "ref-oncall-alerts",
        sources: "[2]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::Autoscaling),
        text_id: "ref-oncall-autoscaling",
        sources: "[6] HPA",
        assumption: true,
    },
    Relation {
        anchor: Some(RefAnchor::Shedding),
        text_id: "ref-oncall-shedding",
        sources: "[SRE 22]",
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

/// The second opinion, beside the seed's relations (beyond the seed).
pub const SECOND_RELATIONS: &[Relation] = &[
    Relation {
        anchor: Some(RefAnchor::ExactP99),
        text_id: "ref-second-exact-p99",
        sources: "[7]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::Abandonment),
        text_id: "ref-second-abandonment",
        sources: "[8]",
        assumption: false,
    },
    Relation {
        anchor: Some(RefAnchor::RequestCheck),
        text_id: "ref-second-simulation",
        sources: "[9]",
        assumption: false,
    },
    Relation {
        anchor: None,
        text_id: "ref-second-assume-gap",
        sources: "",
        assumption: true,
    },
    Relation {
        anchor: None,
        text_id: "ref-second-assume-seed",
        sources: "[9]",
        assumption: true,
    },
];

/// The on-call modelling choices the seed leaves open.
pub const ONCALL_ASSUMPTION_IDS: &[&str] = &[
    "ref-assume-opening",
    "ref-assume-alerts",
    "ref-assume-defaults",
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
    "ref-assume-scenario-files",
    "ref-assume-scenario-events",
];

pub const SOURCE_IDS: &[&str] = &[
    "ref-source-1",
    "ref-source-2",
    "ref-source-3",
    "ref-source-4",
    "ref-source-5",
    "ref-source-6",
    "ref-source-7",
    "ref-source-8",
    "ref-source-9",
    "ref-source-10",
    "ref-source-11",
    "ref-source-12",
    "ref-source-13",
    "ref-source-14",
    "ref-source-hpa",
    "ref-source-cascading",
    "ref-source-rng",
];

/// The live value of a relation, with the current numbers substituted:
/// the values the model computed for `row`'s minute, each printed with
/// enough decimals that the arithmetic shown adds up.
pub fn live_value(i18n: &I18n, anchor: RefAnchor, row: &MinuteRow) -> String {
    oncall_line(i18n, anchor, row).render(i18n)
}

/// The live value of `anchor` as a line of steps, fitted.
fn oncall_line(i18n: &I18n, anchor: RefAnchor, row: &MinuteRow) -> Line {
    let mut line = Line::default();
    match anchor {
        RefAnchor::Traffic => traffic_line(&mut line, row),
        RefAnchor::ErlangC => erlang_c_line(&mut line, &row.out),
        RefAnchor::Timeouts => timeouts_line(&mut line, &row.out),
        RefAnchor::P99 => p99_line(&mut line, &row.out),
        RefAnchor::Utilization => utilization_line(&mut line, i18n, &row.out),
        RefAnchor::Cache => cache_line(&mut line, i18n, row),
        RefAnchor::Database => database_line(&mut line, i18n, &row.out),
        RefAnchor::Slo => slo_line(&mut line, i18n, row),
        RefAnchor::Alerts => alerts_line(&mut line, i18n, row),
        RefAnchor::Autoscaling => autoscaling_line(&mut line, i18n, row),
        RefAnchor::Shedding => shedding_line(&mut line, i18n, row),
        RefAnchor::BadBuild => bad_build_line(&mut line, i18n, row),
        RefAnchor::Constants => cost_line(&mut line, i18n, row),
        RefAnchor::ExactP99 => exact_p99_line(&mut line, i18n, &row.out),
        RefAnchor::Abandonment => abandonment_line(&mut line, i18n, &row.out),
        RefAnchor::RequestCheck => request_check_line(&mut line, i18n, &row.out),
    }
    line.fit();
    line
}

/// A value of the model, printed with at least `decimals` decimals.
fn val(value: f64, decimals: usize, unit: Unit) -> Num {
    Num::new(value, decimals, unit)
}

/// A constant or a count, printed exactly.
fn exact(value: f64, decimals: usize, unit: Unit) -> Num {
    Num::exact(value, decimals, unit)
}

/// A scenario's setting, printed exactly when it fits `max_decimals`
/// (the seed's constants do), else rounded to them: the fewest decimals
/// that show it as it is.
fn setting(value: f64, max_decimals: usize, unit: Unit) -> Num {
    let scale = if matches!(unit, Unit::Percent) {
        100.0
    } else {
        1.0
    };
    let shown = value * scale;
    (0..=max_decimals)
        .find(|&d| {
            let p = 10f64.powi(d as i32);
            ((shown * p).round() / p - shown).abs() <= 1e-9 * shown.abs().max(1.0)
        })
        .map_or_else(|| val(value, max_decimals, unit), |d| exact(value, d, unit))
}

/// A whole number, printed exactly.
fn count(value: u32) -> Expr {
    exact(f64::from(value), 0, Unit::Plain).into()
}

/// A plain value of the model as an expression.
fn plain(value: f64, decimals: usize) -> Expr {
    val(value, decimals, Unit::Plain).into()
}

/// `1`, printed exactly.
fn one() -> Expr {
    count(1)
}

fn equals(label: &str, forms: Vec<Expr>, result: Num) -> Step {
    Step::Equals {
        label: label.to_owned(),
        forms,
        result,
    }
}

fn value(label: &str, value: Num) -> Step {
    Step::Value {
        label: label.to_owned(),
        value,
    }
}

fn compare(left_label: &str, left: Expr, order: Order, right_label: &str, right: Expr) -> Step {
    Step::Compare {
        left_label: left_label.to_owned(),
        left,
        order,
        right_label: right_label.to_owned(),
        right,
    }
}

/// `q`: `(2 + 1)` with the heavy feature on, else `2`.
fn queries_expr(out: &MinuteOutputs) -> Expr {
    let base = exact(QUERIES_PER_REQUEST, 0, Unit::Plain).into();
    if out.inputs.heavy_feature {
        base + exact(FEATURE_EXTRA_QUERIES, 0, Unit::Plain).into()
    } else {
        base
    }
}

/// λ(t) from the clock and the surge, then the measured rate.
fn traffic_line(line: &mut Line, row: &MinuteRow) {
    let clock = count(row.clock_minutes);
    let shift = exact(DIURNAL_SHIFT_HOURS * 60.0, 0, Unit::Plain).into();
    let day = exact(24.0 * 60.0, 0, Unit::Plain).into();
    let sine = call(Func::Sin, [Expr::Symbol("2π", TAU) * (clock - shift) / day]);
    // The seed's base, or a scenario's; flat when it turns the curve off.
    let traffic = row.work.traffic;
    let base = Expr::from(setting(traffic.base_requests_per_sec, 2, Unit::Plain));
    let diurnal = if traffic.diurnal {
        base * (one() + Expr::from(exact(DIURNAL_AMPLITUDE, 2, Unit::Plain)) * sine)
    } else {
        base
    };
    let surge = if row.work.surge_factor == 1.0 {
        one()
    } else {
        plain(row.work.surge_factor, 4)
    };
    line.and(equals(
        "λ = ",
        vec![diurnal * surge],
        val(row.expected_requests_per_sec, 0, Unit::ReqPerSec),
    ));
    line.arrow(value("", val(row.requests_per_sec, 0, Unit::ReqPerSec)));
}

/// N, a = λ·S and Erlang C (1 when saturated).
fn erlang_c_line(line: &mut Line, out: &MinuteOutputs) {
    let workers = line.and(equals(
        "N = ",
        vec![count(out.inputs.instances_serving) * count(WORKERS_PER_INSTANCE)],
        exact(f64::from(out.workers), 0, Unit::Plain),
    ));
    let a = line.and(equals(
        "a = ",
        vec![plain(out.admitted_per_sec, 0) * plain(out.service_secs, 4)],
        val(out.offered_erlangs, 1, Unit::Plain),
    ));
    match out.queue {
        QueueRegime::Stable => {
            line.and(equals(
                "",
                vec![call(Func::ErlangC, [Expr::Ref(a), Expr::Ref(workers)])],
                val(out.erlang_c, 3, Unit::Plain),
            ));
        }
        QueueRegime::Saturated => {
            line.bound(a, Order::AtLeast, "N = ", Expr::Ref(workers));
            line.then(value("C = ", exact(out.erlang_c, 0, Unit::Plain)));
        }
        QueueRegime::Idle => {
            line.and(value("C = ", exact(out.erlang_c, 0, Unit::Plain)));
        }
    }
}

/// `a ≥ N`, for the relations that switch on it.
fn saturated(line: &mut Line, out: &MinuteOutputs) -> usize {
    line.and(compare(
        "a = ",
        val(out.offered_erlangs, 1, Unit::Plain).into(),
        Order::AtLeast,
        "N = ",
        count(out.workers),
    ))
}

/// The waiting tail past the timeout, or the saturated share.
fn timeouts_line(line: &mut Line, out: &MinuteOutputs) {
    match out.queue {
        QueueRegime::Stable => {
            let drain = line.and(equals(
                "N/S − λ = ",
                vec![
                    count(out.workers) / plain(out.service_secs, 4)
                        - plain(out.admitted_per_sec, 0),
                ],
                val(out.drain_rate_per_sec, 0, Unit::PerSec),
            ));
            let timeout = exact(TIMEOUT_SECS, 0, Unit::Plain).into();
            line.and(equals(
                "P(W > 2 s) = ",
                vec![plain(out.erlang_c, 3) * call(Func::Exp, [-(Expr::Ref(drain) * timeout)])],
                val(out.timeout_rate, 6, Unit::Plain),
            ));
        }
        QueueRegime::Saturated => {
            let a = saturated(line, out);
            line.then(equals(
                "1 − N/a = ",
                vec![one() - count(out.workers) / Expr::Ref(a)],
                val(out.saturation_rate, 3, Unit::Plain),
            ));
        }
        QueueRegime::Idle => {
            line.and(value(
                "P(W > 2 s) = ",
                exact(out.timeout_rate, 0, Unit::Plain),
            ));
        }
    }
}

/// The service quantile, plus the waiting quantile when more than 1 % wait.
fn p99_line(line: &mut Line, out: &MinuteOutputs) {
    let timeout = || exact(TIMEOUT_SECS, 0, Unit::Plain).into();
    let service =
        || plain(out.service_secs, 4) * call(Func::Ln, [exact(100.0, 0, Unit::Plain).into()]);
    let result = val(out.p99_secs, 3, Unit::Secs);
    match (out.queue, out.p99_waiting_secs) {
        (QueueRegime::Stable, Some(_)) => {
            let waiting = call(
                Func::Ln,
                [plain(out.erlang_c, 3) / exact(0.01, 2, Unit::Plain).into()],
            ) / plain(out.drain_rate_per_sec, 2);
            line.and(equals(
                "p99 = ",
                vec![call(Func::Min, [service() + waiting, timeout()])],
                result,
            ));
        }
        (QueueRegime::Stable, None) => {
            line.and(compare(
                "C = ",
                plain(out.erlang_c, 3),
                Order::AtMost,
                "",
                exact(0.01, 2, Unit::Plain).into(),
            ));
            line.then(equals(
                "p99 = ",
                vec![call(Func::Min, [service(), timeout()])],
                result,
            ));
        }
        (QueueRegime::Saturated, _) => {
            saturated(line, out);
            line.then(value("p99 = ", exact(out.p99_secs, 0, Unit::Secs)));
        }
        (QueueRegime::Idle, _) => {
            line.and(value("p99 = ", exact(out.p99_secs, 0, Unit::Secs)));
        }
    }
}

/// The exact p99 of the same queue [7], beside the seed's.
fn exact_p99_line(line: &mut Line, i18n: &I18n, out: &MinuteOutputs) {
    let exact_p99 = SecondOpinion::of(out).p99_secs;
    let label = "p99 = ";
    match out.queue {
        QueueRegime::Stable => {
            line.and(value("C = ", val(out.erlang_c, 3, Unit::Plain)));
            line.and(value(
                "α = N/S − λ = ",
                val(out.drain_rate_per_sec, 2, Unit::PerSec),
            ));
            line.then(value(label, val(exact_p99, 3, Unit::Secs)));
        }
        QueueRegime::Saturated => {
            saturated(line, out);
            line.then(value(label, exact(exact_p99, 0, Unit::Secs)));
        }
        QueueRegime::Idle => {
            line.and(value(label, exact(exact_p99, 0, Unit::Secs)));
        }
    }
    // The seed's, and how far it is from the exact one.
    let gap = if exact_p99 > 0.0 {
        out.p99_secs / exact_p99 - 1.0
    } else {
        0.0
    };
    let sign = if gap >= 0.0 { "+" } else { "−" };
    line.and(Step::Text(format!(
        "{}{}{} s ({sign}{})",
        i18n.tr("ref-second-live-gap"),
        i18n.colon(),
        i18n.fmt_number(out.p99_secs, 3),
        i18n.fmt_percent(gap.abs(), 1)
    )));
}

/// Timeouts when a timed-out request leaves (M/M/N+D) [8], beside the
/// seed's.
fn abandonment_line(line: &mut Line, i18n: &I18n, out: &MinuteOutputs) {
    let exact_values = SecondOpinion::of(out);
    line.and(value("a = ", val(out.offered_erlangs, 1, Unit::Plain)));
    line.and(value("N = ", exact(f64::from(out.workers), 0, Unit::Plain)));
    line.and(value("τ = ", exact(TIMEOUT_SECS, 0, Unit::Secs)));
    line.then(value(
        &format!("{} = ", i18n.tr("ref-second-p-timeout")),
        val(exact_values.timeout_rate, 3, Unit::Percent),
    ));
    line.and(value(
        &format!("{} = ", i18n.tr("ref-second-p-wait")),
        val(exact_values.wait_probability, 1, Unit::Percent),
    ));
    line.and(Step::Text(i18n.labelled(
        &i18n.tr("oncall-check-row-model"),
        &i18n.fmt_percent(second_opinion::seed_queue_failure_rate(out), 3),
    )));
}

/// The queue the request-level check [9] simulates.
fn request_check_line(line: &mut Line, i18n: &I18n, out: &MinuteOutputs) {
    line.and(value("N = ", exact(f64::from(out.workers), 0, Unit::Plain)));
    line.and(value("λ = ", val(out.admitted_per_sec, 0, Unit::ReqPerSec)));
    line.and(value("S = ", val(out.service_secs, 4, Unit::Secs)));
    line.and(value("τ = ", exact(TIMEOUT_SECS, 0, Unit::Secs)));
    line.and(Step::Text(i18n.tr("ref-second-check-hint")));
}

/// A word of the live values, as the formulas above them name it in the
/// reader's language (`hit`, `succès`, `acerto`).
fn word(i18n: &I18n, name: &str) -> String {
    i18n.tr(&format!("ref-word-{name}"))
}

/// `word = `, a label of the live values.
fn is(i18n: &I18n, name: &str) -> String {
    format!("{} = ", word(i18n, name))
}

/// Little's law, capped at 100 %.
fn utilization_line(line: &mut Line, i18n: &I18n, out: &MinuteOutputs) {
    if out.workers == 0 {
        line.and(value("N = ", exact(0.0, 0, Unit::Plain)));
        line.then(value(
            &is(i18n, "utilization"),
            exact(out.utilization, 0, Unit::Percent),
        ));
        return;
    }
    line.and(equals(
        &is(i18n, "utilization"),
        vec![call(
            Func::Min,
            [
                plain(out.admitted_per_sec, 0) * plain(out.service_secs, 4) / count(out.workers),
                exact(1.0, 0, Unit::Percent).into(),
            ],
        )],
        val(out.utilization, 1, Unit::Percent),
    ));
}

/// r, rT and the hit rate with the warmth the minute used, then the age.
fn cache_line(line: &mut Line, i18n: &I18n, row: &MinuteRow) {
    let out = &row.out;
    let ttl = || val(out.inputs.cache_ttl_secs, 0, Unit::Plain).into();
    let r = line.and(equals(
        "r = ",
        vec![plain(out.admitted_per_sec, 0) / exact(HOT_OBJECTS, 0, Unit::Grouped).into()],
        val(out.requests_per_object_per_sec, 5, Unit::Plain),
    ));
    let rt = line.and(equals(
        "rT = ",
        vec![Expr::Ref(r) * ttl()],
        val(out.requests_per_object_per_ttl, 3, Unit::Plain),
    ));
    line.and(equals(
        &is(i18n, "hit"),
        vec![
            plain(out.inputs.cache_warmth, 2) * Expr::Ref(rt)
                / plain(1.0 + out.requests_per_object_per_ttl, 3),
        ],
        val(out.cache_hit_rate, 3, Unit::Plain),
    ));
    let age_decimals = usize::from(row.cache_age_secs.fract() != 0.0);
    line.and(equals(
        "T/2 = ",
        vec![ttl() / count(2)],
        val(row.cache_age_secs, age_decimals, Unit::Secs),
    ));
}

/// The load (the warm-up job's included), ρ, the query time and S.
fn database_line(line: &mut Line, i18n: &I18n, out: &MinuteOutputs) {
    let hit = || plain(out.cache_hit_rate, 3);
    let mut load = plain(out.admitted_per_sec, 0) * queries_expr(out) * (one() - hit());
    if out.warm_up_queries_per_sec > 0.0 {
        load = load + exact(out.warm_up_queries_per_sec, 0, Unit::Plain).into();
    }
    let db = line.and(equals(
        &is(i18n, "db"),
        vec![load],
        val(out.db_queries_per_sec, 0, Unit::QueriesPerSec),
    ));
    let rho = line.and(equals(
        "ρ = ",
        // The seed's 4 000, or what a scenario's failover leaves.
        vec![
            Expr::Ref(db)
                / setting(out.inputs.db_capacity_queries_per_sec, 0, Unit::Grouped).into(),
        ],
        val(out.db_demand, 3, Unit::Plain),
    ));
    let query = if out.db_demand < 1.0 {
        line.and(equals(
            &is(i18n, "query"),
            vec![call(
                Func::Min,
                [
                    Expr::from(exact(DB_BASE_QUERY_SECS, 0, Unit::Millis))
                        / (one() - Expr::Ref(rho)),
                    exact(DB_MAX_QUERY_SECS, 0, Unit::Millis).into(),
                ],
            )],
            val(out.db_query_secs, 1, Unit::Millis),
        ))
    } else {
        line.bound(rho, Order::AtLeast, "", one());
        line.then(value(
            &is(i18n, "query"),
            exact(out.db_query_secs, 0, Unit::Millis),
        ))
    };
    line.and(equals(
        "S = ",
        vec![
            Expr::from(val(out.app_service_secs, 1, Unit::Millis))
                + (one() - hit()) * queries_expr(out) * Expr::Ref(query),
        ],
        val(out.service_secs, 1, Unit::Millis),
    ));
}

/// The burn rate and the budget it spends this minute; the windows.
fn slo_line(line: &mut Line, i18n: &I18n, row: &MinuteRow) {
    let burn = line.and(equals(
        &is(i18n, "burn"),
        vec![
            Expr::from(val(row.out.error_rate, 3, Unit::Percent))
                / exact(ERROR_BUDGET, 1, Unit::Percent).into(),
        ],
        val(row.burn_rate, 1, Unit::Burn),
    ));
    if row.minute == 0 {
        // The opening row spends nothing.
        line.and(value(
            &format!("Δ{} = ", word(i18n, "budget")),
            exact(0.0, 0, Unit::Percent),
        ));
    } else {
        line.and(equals(
            &format!("Δ{} = ", word(i18n, "budget")),
            vec![Expr::Ref(burn) / exact(MINUTES_PER_BUDGET_PERIOD, 0, Unit::Grouped).into()],
            val(row.work.budget_spent, 4, Unit::Percent),
        ));
    }
    line.and(value(
        &format!("{} 1 h = ", word(i18n, "burn")),
        val(row.burn_rate_1h, 1, Unit::Burn),
    ));
    line.and(value("5 min = ", val(row.burn_rate_5m, 1, Unit::Burn)));
}

/// Beyond the seed: the windows of the Workbook's second page and ticket,
/// and whether each fires.
fn alerts_line(line: &mut Line, i18n: &I18n, row: &MinuteRow) {
    line.and(value(
        &format!("{} 30 min = ", word(i18n, "burn")),
        val(row.burn_rate_30m, 1, Unit::Burn),
    ));
    line.and(value("6 h = ", val(row.burn_rate_6h, 1, Unit::Burn)));
    line.and(value("3 d = ", val(row.burn_rate_3d, 2, Unit::Burn)));
    let yes = |on: bool| FluentValue::from(if on { "yes" } else { "no" });
    line.and(Step::Text(i18n.tr_args(
        "ref-alerts-state",
        &[("page", yes(row.paging_6h)), ("ticket", yes(row.ticket))],
    )));
}

/// The rule the autoscaler applies, and what it decided this minute.
fn autoscaling_line(line: &mut Line, i18n: &I18n, row: &MinuteRow) {
    let rule = format!(
        "{} = {}(⌈{}(t − 1) × {}(t − 1) / {}⌉, {}, 40)",
        word(i18n, "desired"),
        word(i18n, "clamp"),
        word(i18n, "serving"),
        word(i18n, "utilization"),
        word(i18n, "target"),
        word(i18n, "min")
    );
    match row.work.autoscaler {
        None => {
            line.and(Step::Text(rule));
        }
        Some(AutoscalerDecision::Tracking(t)) => {
            let clamp = |inner: Expr| {
                call(
                    Func::Clamp,
                    [inner, count(t.min_instances), count(t.max_instances)],
                )
            };
            let scaled =
                count(t.serving) * plain(t.utilization, 3) / plain(t.target_utilization, 2);
            line.and(equals(
                &format!("{rule} = "),
                vec![
                    clamp(call(Func::Ceil, [scaled])),
                    clamp(call(Func::Ceil, [plain(t.wanted, 3)])),
                ],
                exact(f64::from(t.desired), 0, Unit::Plain),
            ));
        }
        Some(AutoscalerDecision::Off { min_instances }) => {
            line.and(Step::Text(i18n.labelled(
                &i18n.tr("oncall-autoscaling"),
                &i18n.tr("oncall-off"),
            )));
            line.then(value(
                &format!("{} = {} = ", word(i18n, "desired"), word(i18n, "min")),
                exact(f64::from(min_instances), 0, Unit::Plain),
            ));
        }
        Some(AutoscalerDecision::BelowMinimum {
            serving,
            booting,
            min_instances,
        }) => {
            line.and(compare(
                &format!("{} + {} = ", word(i18n, "serving"), word(i18n, "booting")),
                count(serving) + count(booting),
                Order::Below,
                &is(i18n, "min"),
                count(min_instances),
            ));
            line.then(value(
                &format!("{} = {} = ", word(i18n, "desired"), word(i18n, "min")),
                exact(f64::from(min_instances), 0, Unit::Plain),
            ));
        }
    }
}

/// The shed share and the requests admitted.
fn shedding_line(line: &mut Line, i18n: &I18n, row: &MinuteRow) {
    let out = &row.out;
    let shed = line.and(equals(
        &is(i18n, "shed"),
        vec![
            Expr::from(exact(LOW_PRIORITY_SHARE, 0, Unit::Percent))
                * val(out.inputs.shed_share, 0, Unit::Percent).into(),
        ],
        val(out.traffic_shed, 1, Unit::Percent),
    ));
    line.and(equals(
        &format!("λ × (1 − {}) = ", word(i18n, "shed")),
        vec![plain(out.inputs.requests_per_sec, 0) * (one() - Expr::Ref(shed))],
        val(out.admitted_per_sec, 0, Unit::ReqPerSec),
    ));
}

/// The bad build's errors, the combined error rate, the CPU time, and the
/// rollback's preparation.
fn bad_build_line(line: &mut Line, i18n: &I18n, row: &MinuteRow) {
    let out = &row.out;
    let traffic = || Expr::from(val(out.inputs.bad_build_traffic, 0, Unit::Percent));
    let bad = line.and(equals(
        &is(i18n, "bad"),
        vec![Expr::from(setting(out.inputs.build_error_rate, 2, Unit::Percent)) * traffic()],
        val(out.bad_build_error_rate, 2, Unit::Percent),
    ));
    line.and(equals(
        &is(i18n, "error"),
        vec![
            one()
                - (one() - Expr::Ref(bad))
                    * (one() - val(out.timeout_rate, 4, Unit::Percent).into())
                    * (one() - val(out.saturation_rate, 2, Unit::Percent).into()),
        ],
        val(out.error_rate, 3, Unit::Percent),
    ));
    let mut cpu = Expr::from(exact(APP_SERVICE_SECS, 0, Unit::Millis));
    if out.inputs.heavy_feature {
        cpu = cpu + exact(FEATURE_EXTRA_SERVICE_SECS, 0, Unit::Millis).into();
    }
    let extra = out.inputs.build_cpu_factor - 1.0;
    let factor = one() + Expr::from(setting(extra, 3, Unit::Plain)) * traffic();
    line.and(equals(
        "S_app = ",
        vec![cpu * factor],
        val(out.app_service_secs, 1, Unit::Millis),
    ));
    rollback_note(line, i18n, row);
}

/// "Preparing the rollback, n min left", while it prepares.
fn rollback_note(line: &mut Line, i18n: &I18n, row: &MinuteRow) {
    if row.rollback_minutes_left > 0 {
        line.and(Step::Text(i18n.tr_args(
            "oncall-rollback-preparing",
            &[(
                "minutes",
                fluent_bundle::FluentValue::from(row.rollback_minutes_left),
            )],
        )));
    }
}

/// The bill: every instance, serving or booting, twice while a rollback
/// prepares.
fn cost_line(line: &mut Line, i18n: &I18n, row: &MinuteRow) {
    let fleet = count(row.instances_serving) + count(row.instances_booting);
    let mut bill = fleet * exact(DOLLARS_PER_INSTANCE_HOUR, 2, Unit::DollarsPerHour).into();
    if row.work.fleets_billed != 1 {
        bill = bill * count(row.work.fleets_billed);
    }
    line.and(equals(
        "",
        vec![bill],
        val(row.fleet_cost_per_hour, 2, Unit::DollarsPerHour),
    ));
    rollback_note(line, i18n, row);
}

/// The architecture path's capacities with the current settings
/// substituted, and the last run's peak utilization and (unless a lesson
/// still asks for it) its bottleneck.
pub fn arch_live_values(
    i18n: &I18n,
    config: &ArchConfig,
    run: Option<&ArchRun>,
    bottleneck: bool,
) -> Vec<String> {
    let mut lines: Vec<String> = arch_lines(i18n, config)
        .iter()
        .map(|line| line.render(i18n))
        .collect();
    if let Some(run) = run {
        let name = |stage: Stage| crate::i18n::stage_name(i18n, stage);
        let peaks: Vec<String> = run
            .peak_utilization
            .iter()
            .filter(|(stage, _)| run.config.is_on(*stage))
            .map(|(stage, u)| format!("{} {}", name(stage), i18n.fmt_percent(u, 0)))
            .collect();
        let mut line = format!("ρ = λ ÷ μ, max{}{}", i18n.colon(), peaks.join(" · "));
        if bottleneck {
            let _ = write!(
                line,
                " → {} {}",
                i18n.tr("arch-bottleneck"),
                name(run.bottleneck)
            );
        }
        lines.push(line);
    }
    lines
}

/// The capacity of each tier on the path as a substitution, fitted.
fn arch_lines(i18n: &I18n, c: &ArchConfig) -> Vec<Line> {
    let name = |stage: Stage| format!("{}{}", crate::i18n::stage_name(i18n, stage), i18n.colon());
    let rps = |stage: Stage| val(c.capacity_rps(stage), 0, Unit::ArchRps);
    let ms = |millis: f64| Expr::from(val(millis / 1000.0, 0, Unit::Millis));
    let mut stages = vec![
        (
            Stage::Lb,
            count(c.lb.instances) * exact(LB_CAPACITY_RPS_PER_INSTANCE, 0, Unit::Grouped).into(),
        ),
        (
            Stage::App,
            obelus(
                count(c.app.replicas) * count(c.app.concurrency),
                ms(c.app.service_ms),
            ),
        ),
        (
            Stage::Db,
            obelus(count(c.db.connections), ms(c.db.query_ms)),
        ),
    ];
    if c.queue.on {
        stages.push((
            Stage::Queue,
            obelus(count(c.queue.workers), ms(c.queue.job_ms)),
        ));
    }
    stages
        .into_iter()
        .map(|(stage, form)| {
            let mut line = Line::default();
            line.and(equals(&name(stage), vec![form], rps(stage)));
            line.fit();
            line
        })
        .collect()
}

/// The relations beyond the seed, in the order of the remedies.
pub const BEYOND_IDS: &[&str] = &[
    "ref-beyond-trigger",
    "ref-beyond-metastable",
    "ref-beyond-budget",
    "ref-beyond-backoff",
    "ref-beyond-breaker",
    "ref-beyond-deadline",
    "ref-beyond-throttle",
    "ref-beyond-fix",
];

/// Beyond the seed's live values: the trigger's capacities, the retry
/// budget's cap, and at the step shown what the client sent, failed
/// unsent and saw expire, the breaker's state and the throttle's share.
/// `run` is the last run, `step` the step the playback shows.
pub fn beyond_live_values(
    i18n: &I18n,
    config: &ArchConfig,
    run: Option<&ArchRun>,
    step: usize,
) -> Vec<String> {
    let mut lines = beyond_config_lines(i18n, config);
    let step = run.filter(|run| run.config == *config).and_then(|run| {
        let shown = step.clamp(1, run.steps.len());
        run.steps.get(shown - 1)
    });
    if let Some(step) = step.filter(|_| config.beyond_the_seed()) {
        lines.extend(beyond_step_lines(i18n, config, step));
    }
    lines
}

/// The trigger's capacities, the budget's cap, the backoff's waits and the
/// deadline's room, from the configuration alone.
fn beyond_config_lines(i18n: &I18n, config: &crate::model::arch::ArchConfig) -> Vec<String> {
    use fluent_bundle::FluentValue as V;
    let rps = |x: f64| V::from(i18n.fmt_arch_rps(x));
    let number = |x: f64, d: usize| V::from(i18n.fmt_number(x, d));
    let ms = |x: f64| V::from(i18n.fmt_ms(x));
    let mut lines = Vec::new();
    for slowdown in config.slowdowns() {
        let before = config.capacity_rps(slowdown.stage);
        lines.push(i18n.tr_args(
            "ref-beyond-live-trigger",
            &[
                (
                    "stage",
                    V::from(crate::i18n::stage_name(i18n, slowdown.stage)),
                ),
                ("factor", number(slowdown.factor, 1)),
                ("from", number(slowdown.from_s, 2)),
                ("to", number(slowdown.to_s, 2)),
                ("before", rps(before)),
                ("during", rps(before / slowdown.factor)),
            ],
        ));
    }
    if config.budget.on {
        let share = config.budget.pct / 100.0;
        lines.push(i18n.tr_args(
            "ref-beyond-live-budget",
            &[
                ("pct", V::from(i18n.fmt_percent(share, 0))),
                ("fresh", rps(config.load.rps)),
                ("cap", rps(share * config.load.rps)),
            ],
        ));
    }
    if config.backoff.on {
        let wait = |k: u32| {
            let doubled = config.backoff.base_ms * 2_f64.powi(i32::try_from(k).unwrap_or(0) - 1);
            ms(doubled.min(config.backoff.cap_ms))
        };
        let retries = config.load.retries.max(1);
        lines.push(i18n.tr_args(
            "ref-beyond-live-backoff",
            &[
                ("first", wait(1)),
                ("k", V::from(retries)),
                ("last", wait(retries)),
            ],
        ));
    }
    if config.deadline.on {
        // The database's room with empty queues before it: what a read has
        // spent on the way (LB, app, cache if on) and its own query.
        let before = config.service_ms(Stage::Lb)
            + config.service_ms(Stage::App)
            + if config.cache.on {
                config.service_ms(Stage::Cache)
            } else {
                0.0
            };
        let own = config.service_ms(Stage::Db);
        let capacity = config.capacity_rps(Stage::Db);
        let kept = ((config.load.timeout_ms - before - own) / 1_000.0 * capacity).max(0.0);
        lines.push(i18n.tr_args(
            "ref-beyond-live-deadline",
            &[
                ("timeout", ms(config.load.timeout_ms)),
                ("before", ms(before)),
                ("service", ms(own)),
                ("capacity", rps(capacity)),
                ("kept", number(kept.floor(), 0)),
            ],
        ));
    }
    lines
}

/// At the step shown: what the client sent, failed unsent and saw expire,
/// the breaker's state and the throttle's share.
fn beyond_step_lines(
    i18n: &I18n,
    config: &crate::model::arch::ArchConfig,
    step: &crate::model::arch::Step,
) -> Vec<String> {
    use fluent_bundle::FluentValue as V;
    let rps = |x: f64| V::from(i18n.fmt_arch_rps(x));
    let t = ("t", V::from(i18n.fmt_number(step.t_secs, 2)));
    let expired: f64 = step.expired_rps.iter().map(|(_, v)| v).sum();
    let mut lines = vec![i18n.tr_args(
        "ref-beyond-live-step",
        &[
            t.clone(),
            ("sent", rps(step.offered_rps)),
            ("unsent", rps(step.client_failed_rps)),
            ("expired", rps(expired)),
        ],
    )];
    if let Some(state) = step.breaker {
        let state = i18n.tr(&format!("arch-breaker-{}", state.name()));
        lines.push(i18n.tr_args(
            "ref-beyond-live-breaker",
            &[t.clone(), ("state", V::from(state))],
        ));
    }
    if config.throttle.on {
        lines.push(i18n.tr_args(
            "ref-beyond-live-throttle",
            &[t, ("p", V::from(i18n.fmt_number(step.throttled_share, 3)))],
        ));
    }
    lines
}

/// The sources as listed: the fourteen the relations cite as [1]–[14]
/// under their numbers ([10]–[14] beyond the seed), the others after them.
pub fn source_lines(i18n: &I18n) -> Vec<String> {
    SOURCE_IDS
        .iter()
        .enumerate()
        .map(|(k, id)| match k {
            0..14 => format!("[{}] {}", k + 1, i18n.tr(id)),
            _ => format!("• {}", i18n.tr(id)),
        })
        .collect()
}

pub const ARCH_IDS: &[&str] = &[
    "arch-model-1",
    "arch-model-2",
    "arch-model-3",
    "arch-model-4",
    "arch-model-5",
    "arch-model-6",
    "arch-model-7",
];

#[cfg(test)]
mod source_tests {
    use super::source_lines;
    use crate::i18n::{I18n, Language};

    #[test]
    fn the_sources_cited_as_1_to_14_are_numbered_so() {
        for language in Language::ALL {
            let lines = source_lines(&I18n::new(language));
            for k in 1..=14 {
                assert!(
                    lines[k - 1].starts_with(&format!("[{k}] ")),
                    "{}",
                    lines[k - 1]
                );
            }
            assert!(lines[14..].iter().all(|l| l.starts_with("• ")));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::substitution::Leaf;
    use super::*;
    use crate::i18n::{Language, NOT_A_NUMBER};
    use crate::model::arch::Setting;
    use crate::model::oncall::{
        Command, MinuteInputs, RunSpec, Scenario, ScenarioRef, Sim, TimedCommand, Trace, evaluate,
    };

    /// Every on-call relation that has a live value.
    fn anchors() -> Vec<RefAnchor> {
        ONCALL_RELATIONS
            .iter()
            .chain(SECOND_RELATIONS)
            .filter_map(|r| r.anchor)
            .collect()
    }

    /// Checks `line` as printed in `i18n`'s language: every substitution,
    /// computed from its printed numbers, gives its printed result within
    /// three quarters of a unit of the result's last digit (half a unit for
    /// the result's own rounding, a quarter for its numbers'); every
    /// comparison holds for the printed numbers; no "…", no NaN. Returns
    /// how many substitutions and comparisons it checked.
    fn check(line: &Line, i18n: &I18n, context: &str) -> usize {
        let text = line.render(i18n);
        for bad in ["…", NOT_A_NUMBER, "NaN", "inf", "?"] {
            assert!(!text.contains(bad), "{context}: {bad} in {text}");
        }
        let language = i18n.language();
        let read = |num: &Num| num.read(&num.number_text(language));
        let leaf = |leaf: Leaf<'_>| match leaf {
            Leaf::Own(num) => read(num),
            Leaf::Ref(k) => line.anchor(k).map_or(f64::NAN, read),
        };
        let mut checked = 0;
        for step in line.steps() {
            match step {
                Step::Equals { forms, result, .. } => {
                    let shown = read(result);
                    assert!(
                        text.contains(&result.number_text(language)),
                        "{context}: {text}"
                    );
                    for form in forms {
                        let computed = form.eval(&leaf);
                        let miss = (computed - shown).abs();
                        assert!(
                            miss <= 1.5 * result.half_unit() * (1.0 + 1e-9),
                            "{context}: computed {computed}, printed {shown} in {text}"
                        );
                        checked += 1;
                    }
                }
                Step::Compare {
                    left, order, right, ..
                } => {
                    let (a, b) = (left.eval(&leaf), right.eval(&leaf));
                    assert!(order.holds(a, b), "{context}: {a} {order:?} {b} in {text}");
                    checked += 1;
                }
                Step::Value { .. } | Step::Text(_) => {}
            }
        }
        checked
    }

    /// Runs of every scenario, with and without noise, that reach the
    /// minutes the relations switch on: a warm-up running, a rollback
    /// preparing, a saturated fleet, a saturated database.
    fn traces() -> Vec<(String, Trace)> {
        let timelines = [
            vec![],
            // Warm-up, rollback, then too small a fixed fleet, then a surge of capacity.
            vec![
                TimedCommand::at(5, Command::StartWarmUp),
                TimedCommand::at(10, Command::Rollback),
                TimedCommand::at(30, Command::SetAutoscaling(false)),
                TimedCommand::at(30, Command::SetMinInstances(5)),
                TimedCommand::at(50, Command::SetMinInstances(6)),
                TimedCommand::at(70, Command::SetAutoscaling(true)),
                TimedCommand::at(70, Command::SetTargetUtilization(0.35)),
                TimedCommand::at(90, Command::SetShedShare(0.37)),
                TimedCommand::at(100, Command::SetCacheTtl(17.0)),
                TimedCommand::at(110, Command::SetHeavyFeature(false)),
                TimedCommand::at(120, Command::SetMinInstances(40)),
            ],
            // The warm-up job on an empty cache: the database saturates.
            vec![
                TimedCommand::at(60, Command::StartWarmUp),
                TimedCommand::at(60, Command::SetCacheTtl(5.0)),
            ],
        ];
        let mut scenarios: Vec<ScenarioRef> = Scenario::ALL.map(ScenarioRef::from).to_vec();
        scenarios.push(own_scenario());
        let mut traces = Vec::new();
        for scenario in scenarios {
            for noise in [true, false] {
                for (k, timeline) in timelines.iter().enumerate() {
                    let spec = RunSpec {
                        scenario: scenario.clone(),
                        seed: 41,
                        noise,
                    };
                    let trace = Sim::run(spec, timeline, 180).expect("valid timeline");
                    traces.push((format!("{scenario}, noise {noise}, timeline {k}"), trace));
                }
            }
        }
        traces
    }

    /// A scenario with every event of its own: flat traffic of another
    /// base, a bad build of its own, a failover and a zone lost.
    fn own_scenario() -> ScenarioRef {
        use crate::model::oncall::scenario_file::{ScenarioEvent, read_scenario};
        let mut file = read_scenario(crate::model::oncall::scenario_file::builtin_text(
            Scenario::BadDeploy,
        ))
        .expect("reads");
        file.id = "everything".to_owned();
        file.traffic.base_requests_per_sec = 1333.3;
        file.traffic.diurnal = false;
        file.events = vec![
            ScenarioEvent::BadBuild {
                minute: 10,
                error_rate: 0.075,
                cpu_factor: 1.4,
            },
            ScenarioEvent::DatabaseCapacity {
                minute: 40,
                factor: 0.333,
                minutes: Some(30),
            },
            ScenarioEvent::InstanceLoss {
                minute: 90,
                share: 0.5,
            },
        ];
        file.validate().expect("valid");
        ScenarioRef::from_file(file)
    }

    /// `row` with the minute model evaluated again on `inputs`.
    fn with_inputs(row: &MinuteRow, inputs: MinuteInputs) -> MinuteRow {
        MinuteRow {
            instances_serving: inputs.instances_serving,
            out: evaluate(&inputs),
            ..*row
        }
    }

    #[test]
    fn every_printed_substitution_adds_up() {
        let languages: Vec<I18n> = Language::ALL.into_iter().map(I18n::new).collect();
        let mut seen = [false; 10];
        let mut checked = 0;
        for (name, trace) in traces() {
            for row in &trace.rows {
                let out = &row.out;
                seen[0] |= out.inputs.warm_up_running;
                seen[1] |= row.work.fleets_billed == 2 && row.rollback_minutes_left > 0;
                seen[2] |= out.queue == QueueRegime::Saturated;
                seen[3] |= out.db_demand >= 1.0;
                seen[4] |= out.p99_waiting_secs.is_some();
                seen[5] |= out.queue == QueueRegime::Stable && out.timeout_rate > 1e-4;
                seen[6] |= matches!(
                    row.work.autoscaler,
                    Some(AutoscalerDecision::Tracking(t)) if t.desired != t.rounded_up
                );
                seen[7] |= matches!(row.work.autoscaler, Some(AutoscalerDecision::Off { .. }));
                // Every language on some rows, English on all.
                let some = if row.minute % 15 == 0 { 3 } else { 1 };
                for i18n in &languages[..some] {
                    for anchor in anchors() {
                        let context = format!("{name}, minute {}, {anchor:?}", row.minute);
                        checked += check(&oncall_line(i18n, anchor, row), i18n, &context);
                    }
                }
            }
            // The same minutes on an empty fleet, on every fleet size (near
            // saturation the relations are at their most sensitive), and
            // with no traffic and no workers at all.
            for row in trace.rows.iter().step_by(20) {
                checked += check_every_fleet(&languages[0], &name, row, &mut seen);
            }
        }
        assert_eq!(
            seen, [true; 10],
            "warm-up, rollback, saturated fleet, saturated database, waiting term, \
             timeouts, clamp, autoscaling off, empty fleet, idle"
        );
        assert!(checked > 100_000, "{checked}");
    }

    /// The relations of the minute model alone at `row`'s minute, the
    /// fleet of every size from 0 to 40, and with no traffic and no
    /// workers at all: marks in `seen` the cases met, returns how many
    /// substitutions were checked.
    fn check_every_fleet(i18n: &I18n, name: &str, row: &MinuteRow, seen: &mut [bool; 10]) -> usize {
        let mut checked = 0;
        let inputs = row.out.inputs;
        let mut rows: Vec<MinuteRow> = (0..=40)
            .map(|n| {
                with_inputs(
                    row,
                    MinuteInputs {
                        instances_serving: n,
                        ..inputs
                    },
                )
            })
            .collect();
        rows.push(with_inputs(
            row,
            MinuteInputs {
                requests_per_sec: 0.0,
                instances_serving: 0,
                ..inputs
            },
        ));
        for row in &rows {
            seen[5] |= row.out.queue == QueueRegime::Stable && row.out.timeout_rate > 1e-4;
            seen[8] |= row.instances_serving == 0;
            seen[9] |= row.out.queue == QueueRegime::Idle;
            // The relations of the minute model alone (the others
            // read the step's workings, which were not recomputed).
            for anchor in [
                RefAnchor::ErlangC,
                RefAnchor::Timeouts,
                RefAnchor::P99,
                RefAnchor::Utilization,
                RefAnchor::Cache,
                RefAnchor::Database,
                RefAnchor::Shedding,
                RefAnchor::BadBuild,
                RefAnchor::ExactP99,
                RefAnchor::Abandonment,
                RefAnchor::RequestCheck,
            ] {
                let context = format!(
                    "{name}, minute {}, {} instances, {anchor:?}",
                    row.minute, row.instances_serving
                );
                checked += check(&oncall_line(i18n, anchor, row), i18n, &context);
            }
        }
        checked
    }

    #[test]
    fn the_database_line_includes_the_warm_up_job() {
        let spec = RunSpec::new(Scenario::CacheFlush, 3);
        let trace =
            Sim::run(spec, &[TimedCommand::at(62, Command::StartWarmUp)], 64).expect("valid");
        let row = &trace.rows[63];
        assert!(row.out.inputs.warm_up_running);
        let i18n = I18n::new(Language::En);
        let text = live_value(&i18n, RefAnchor::Database, row);
        assert!(text.contains(") + 600 = "), "{text}");
    }

    #[test]
    fn the_cost_line_doubles_while_a_rollback_prepares() {
        let spec = RunSpec {
            noise: false,
            ..RunSpec::new(Scenario::FreePlay, 3)
        };
        let trace = Sim::run(spec, &[TimedCommand::at(20, Command::Rollback)], 22).expect("valid");
        let i18n = I18n::new(Language::En);
        assert_eq!(trace.rows[21].instances_serving, 10);
        let text = live_value(&i18n, RefAnchor::Constants, &trace.rows[21]);
        assert!(
            text.starts_with("(10 + 0) × $0.40/h × 2 = $8.00/h"),
            "{text}"
        );
        assert!(
            text.contains("Preparing the rollback, 4 min left"),
            "{text}"
        );
        let text = live_value(&i18n, RefAnchor::Constants, &trace.rows[20]);
        assert_eq!(text, "(10 + 0) × $0.40/h = $4.00/h");
    }

    #[test]
    fn the_autoscaler_line_shows_last_minutes_fleet_and_the_clamp() {
        let spec = RunSpec::new(Scenario::FreePlay, 3);
        let trace = Sim::run(spec, &[], 2).expect("valid");
        let i18n = I18n::new(Language::En);
        let text = live_value(&i18n, RefAnchor::Autoscaling, &trace.rows[1]);
        let opening = &trace.rows[0];
        let scaled = format!(
            "clamp(⌈{} × {} / 0.60⌉, 10, 40)",
            opening.instances_serving,
            i18n.fmt_number(opening.out.utilization, 3)
        );
        assert!(
            text.starts_with(
                "desired = clamp(⌈serving(t − 1) × utilization(t − 1) / target⌉, min, 40) = "
            ),
            "{text}"
        );
        assert!(text.contains(&scaled), "{scaled} in {text}");
        assert!(text.ends_with(" = 10"), "clamped to the minimum: {text}");
    }

    #[test]
    fn the_architecture_capacities_add_up() {
        let i18n = I18n::new(Language::En);
        let mut config = ArchConfig::default();
        let mut checked = 0;
        for (setting, value) in [
            (Setting::AppServiceMs, 37.0),
            (Setting::QueueOn, 1.0),
            (Setting::QueueJobMs, 13.0),
            (Setting::DbQueryMs, 7.0),
            (Setting::LbInstances, 3.0),
        ] {
            for line in arch_lines(&i18n, &config) {
                checked += check(&line, &i18n, &format!("{config:?}"));
            }
            config.set(setting, value).expect("in range");
        }
        // A value a file may hold between the slider's steps.
        config.app.service_ms = 12.345;
        for language in Language::ALL {
            let i18n = I18n::new(language);
            for line in arch_lines(&i18n, &config) {
                checked += check(&line, &i18n, &format!("{config:?}"));
            }
        }
        assert!(checked >= 20, "{checked}");
        let text: Vec<String> = arch_lines(&i18n, &config)
            .iter()
            .map(|line| line.render(&i18n))
            .collect();
        assert!(
            text.contains(&"App: 2 × 16 ÷ 12.345 ms = 2 592 rps".to_owned()),
            "{text:?}"
        );
    }
}
