//! The debrief as a blameless postmortem in Markdown: summary, impact in
//! numbers (the scorecard against the two references), timeline, what went
//! well, what to try next. Every word comes from the `oncall-debrief-*`
//! Fluent messages and every number from the `I18n::fmt_*` formatters, so
//! the document follows the current language.

use std::fmt::Write as _;

use fluent_bundle::FluentValue;

use super::Debrief;
use super::DebriefError;
use super::findings::finding_text;
use super::scorecard::{LatencyIn, scorecard_columns};
use super::timeline::{command_text, entry_description};
use crate::i18n::{I18n, scenario_name};
use crate::model::clock_text;
use crate::model::oncall::{RunSpec, TimedCommand, Trace};

/// The postmortem of `trace`, the run of `spec` with `timeline`, in
/// `i18n`'s language (see [`Debrief::new`] for the errors).
pub fn debrief_markdown(
    i18n: &I18n,
    spec: RunSpec,
    timeline: &[TimedCommand],
    trace: &Trace,
) -> Result<String, DebriefError> {
    Ok(Debrief::new(spec, timeline, trace)?.markdown(i18n))
}

pub(super) fn render(i18n: &I18n, debrief: &Debrief) -> String {
    let mut md = String::new();
    let scenario = scenario_name(i18n, &debrief.spec.scenario);
    let _ = writeln!(
        md,
        "# {}\n\n{}\n",
        i18n.tr_args(
            "oncall-debrief-title",
            &[
                ("scenario", scenario.clone().into()),
                ("seed", debrief.spec.seed.into()),
            ],
        ),
        i18n.tr("oncall-debrief-blameless"),
    );
    summary(&mut md, i18n, debrief, scenario);
    impact(&mut md, i18n, debrief);
    playbook(&mut md, i18n, debrief);
    timeline(&mut md, i18n, debrief);
    let _ = writeln!(md, "## {}\n", i18n.tr("oncall-debrief-went-well"));
    for finding in &debrief.went_well {
        let _ = writeln!(md, "- {}", finding_text(i18n, finding));
    }
    let _ = writeln!(md, "\n## {}\n", i18n.tr("oncall-debrief-to-try"));
    for finding in &debrief.to_try {
        let _ = writeln!(md, "- {}", finding_text(i18n, finding));
    }
    let _ = writeln!(md, "\n---\n\n_{}_", i18n.tr("oncall-debrief-footer"));
    md
}

fn summary(md: &mut String, i18n: &I18n, debrief: &Debrief, scenario: String) {
    let card = &debrief.scorecard;
    let start = debrief.setup.start_clock_minutes;
    let budget = |x: f64| FluentValue::from(i18n.fmt_percent(x, 2));
    let mut sentences = vec![
        i18n.tr_args(
            "oncall-debrief-summary-run",
            &[
                ("scenario", scenario.into()),
                ("from", clock_text(start).into()),
                ("to", clock_text(start + card.minutes).into()),
                ("minutes", card.minutes.into()),
                ("seed", debrief.spec.seed.into()),
            ],
        ),
        i18n.tr_args(
            "oncall-debrief-summary-budget",
            &[
                ("from", budget(card.budget_start)),
                ("to", budget(card.budget_left)),
                ("value", budget(card.budget_consumed)),
            ],
        ),
    ];
    sentences.push(if card.minutes_paging == 0 {
        i18n.tr("oncall-debrief-summary-no-page")
    } else {
        i18n.tr_args(
            "oncall-debrief-summary-paging",
            &[("minutes", card.minutes_paging.into())],
        )
    });
    sentences.push(i18n.tr_args(
        "oncall-debrief-summary-latency-cost",
        &[
            ("value", i18n.fmt_ms(card.worst_p99_secs * 1000.0).into()),
            ("cost", i18n.fmt_money(card.cost_dollars).into()),
        ],
    ));
    sentences.push(i18n.tr_args(
        "oncall-debrief-summary-do-nothing",
        &[(
            "value",
            budget(debrief.do_nothing.scorecard.budget_consumed),
        )],
    ));
    sentences.push(i18n.tr_args(
        "oncall-debrief-summary-playbook",
        &[("value", budget(debrief.playbook.scorecard.budget_consumed))],
    ));
    let _ = writeln!(
        md,
        "## {}\n\n{}\n",
        i18n.tr("oncall-debrief-summary"),
        sentences.join(" ")
    );
}

fn impact(md: &mut String, i18n: &I18n, debrief: &Debrief) {
    let _ = writeln!(md, "## {}\n", i18n.tr("oncall-debrief-impact"));
    let header: Vec<String> = scorecard_columns().iter().map(|id| i18n.tr(id)).collect();
    let _ = writeln!(md, "| {} |", header.join(" | "));
    let _ = writeln!(md, "|---|---:|---:|---:|---:|---:|");
    for line in debrief.scorecard_lines(i18n, LatencyIn::Millis) {
        let [run, nothing, playbook] = &line.values;
        let [vs_nothing, vs_playbook] = &line.differences;
        let _ = writeln!(
            md,
            "| {} | {run} | {nothing} | {playbook} | {vs_nothing} | {vs_playbook} |",
            line.label,
        );
    }
    let _ = writeln!(md, "\n{}\n", i18n.tr("oncall-debrief-impact-note"));
}

fn playbook(md: &mut String, i18n: &I18n, debrief: &Debrief) {
    let _ = writeln!(md, "## {}\n", i18n.tr("oncall-debrief-playbook"));
    let (intro, rules) = debrief.playbook_rules(i18n);
    let _ = writeln!(md, "{intro}\n");
    if !rules.is_empty() {
        for rule in rules {
            let _ = writeln!(md, "- {rule}");
        }
        let _ = writeln!(md);
    }
    let start = debrief.setup.start_clock_minutes;
    if debrief.playbook.timeline.is_empty() {
        let _ = writeln!(md, "{}\n", i18n.tr("oncall-debrief-playbook-none"));
        return;
    }
    let _ = writeln!(md, "{}\n", i18n.tr("oncall-debrief-playbook-decisions"));
    for timed in &debrief.playbook.timeline {
        let _ = writeln!(
            md,
            "- **{}** {}",
            clock_text(start + timed.minute),
            command_text(i18n, &timed.command)
        );
    }
    md.push('\n');
}

fn timeline(md: &mut String, i18n: &I18n, debrief: &Debrief) {
    let _ = writeln!(md, "## {}\n", i18n.tr("oncall-debrief-timeline"));
    if debrief.timeline.is_empty() {
        let _ = writeln!(md, "{}\n", i18n.tr("oncall-debrief-timeline-empty"));
        return;
    }
    for entry in &debrief.timeline {
        let _ = writeln!(
            md,
            "- **{}** {}",
            clock_text(entry.clock_minutes),
            entry_description(i18n, entry)
        );
    }
    md.push('\n');
}
