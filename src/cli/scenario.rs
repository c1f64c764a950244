//! `sre-sim scenario`: the scenarios as files. `list` names the built-in
//! ones, `show NAME` prints a built-in's file (a starting point for your
//! own), `check FILE` reads a file, checks every field and says what the
//! scenario will do, minute by minute.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::i18n::I18n;
use crate::model::clock_text;
use crate::model::oncall::scenario_file::{
    Drawn, ScenarioEvent, ScenarioFile, Text, builtin, builtin_text, parse_clock,
};
use crate::model::oncall::{Scenario, ScenarioRef};
use fluent_bundle::FluentValue;

/// Arguments of `sre-sim scenario`.
#[derive(Debug, Clone, clap::Args)]
pub struct ScenarioArgs {
    #[command(subcommand)]
    pub action: ScenarioAction,
}

/// What to do with scenarios.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum ScenarioAction {
    /// List the scenarios: the built-in four, the examples, and yours (the
    /// scenarios folder).
    List,
    /// Print a built-in or example scenario's file.
    Show {
        /// The scenario: free-play, bad-deploy, surge, cache-flush or an
        /// example's id.
        #[arg(value_parser = super::oncall::parse_scenario)]
        name: ScenarioRef,
    },
    /// Check a scenario file and say what it will do, minute by minute.
    Check {
        /// The scenario file (RON).
        file: PathBuf,
    },
}

/// Reads a scenario file from disk (at most 4 MiB, a regular file),
/// checked; its problems are said in the person's language by the caller.
pub fn load(path: &Path) -> anyhow::Result<ScenarioFile> {
    Ok(crate::run::load_scenario(path)?)
}

/// A text of the file in `i18n`'s language (see [`scenario_text`]); one
/// its author did not write in that language says in which it is written,
/// as the window does.
fn text_in(i18n: &I18n, text: &Text) -> String {
    crate::i18n::text_said(i18n, text)
}

/// "09:10 (minute 10)", in the language.
fn at(i18n: &I18n, start: u32, minute: u32) -> String {
    i18n.tr_args(
        "oncall-scenario-file-at",
        &[
            ("clock", FluentValue::from(clock_text(start + minute))),
            ("minute", FluentValue::from(minute)),
        ],
    )
}

/// `on` or `off`, for a message to select its own words with.
fn switch(on: bool) -> String {
    (if on { "on" } else { "off" }).to_owned()
}

/// A value drawn or fixed, in words: `2,00` or `2,00 – 3,50 (drawn from the
/// seed)`.
fn drawn_text<T: Copy>(i18n: &I18n, drawn: Drawn<T>, text: impl Fn(T) -> String) -> String {
    match drawn {
        Drawn::Fixed(x) => text(x),
        Drawn::Between(lo, hi) => i18n.tr_args(
            "oncall-scenario-file-drawn",
            &[
                ("from", FluentValue::from(text(lo))),
                ("to", FluentValue::from(text(hi))),
            ],
        ),
    }
}

/// A share as the file has it, with the decimals it needs (up to 2):
/// `7.5 %` for 0.075, not a rounded `8 %`.
fn percent(i18n: &I18n, share: f64) -> String {
    let decimals = [(0, 100.0), (1, 1000.0)]
        .into_iter()
        .find(|&(_, scale)| ((share * scale).round() - share * scale).abs() < 1e-6)
        .map_or(2, |(d, _)| d);
    i18n.fmt_percent(share, decimals)
}

/// What the scenario will do, minute by minute, in the language.
pub fn describe(i18n: &I18n, file: &ScenarioFile) -> String {
    let start = parse_clock(&file.start).unwrap_or(0);
    let fleet = &file.fleet;
    let text = |s: String| FluentValue::from(s);
    let mut out = String::new();
    let name = text_in(i18n, &file.name);
    let _ = writeln!(
        out,
        "{} — {}",
        file.id,
        crate::model::for_terminal_line(&name)
    );
    let _ = writeln!(out, "{}", text_in(i18n, &file.briefing));
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{}",
        i18n.tr_args(
            "oncall-scenario-file-opening",
            &[
                ("clock", text(at(i18n, start, 0))),
                ("count", FluentValue::from(fleet.min_instances)),
                // Selectors: each language writes on and off in the gender
                // of what they qualify.
                ("setting", text(switch(fleet.autoscaling))),
                ("value", text(percent(i18n, fleet.target_utilization))),
                ("text", text(i18n.fmt_number(fleet.cache_ttl_secs, 0))),
                ("expected", text(switch(fleet.heavy_feature))),
                ("minutes", FluentValue::from(fleet.boot_minutes)),
                ("budget", text(percent(i18n, file.budget_left))),
            ],
        )
    );
    let traffic = &file.traffic;
    let _ = writeln!(
        out,
        "{}",
        i18n.tr_args(
            if traffic.diurnal {
                "oncall-scenario-file-traffic-diurnal"
            } else {
                "oncall-scenario-file-traffic-flat"
            },
            &[(
                "value",
                text(i18n.fmt_number(traffic.base_requests_per_sec, 0))
            )],
        )
    );
    if let Some(serving) = fleet
        .instances_serving
        .filter(|n| *n != fleet.min_instances)
    {
        let _ = writeln!(
            out,
            "{}",
            i18n.tr_args(
                "oncall-scenario-file-serving",
                &[("count", FluentValue::from(serving))]
            )
        );
    }
    let mut events: Vec<(u32, String)> = file
        .events
        .iter()
        .map(|event| event_line(i18n, start, event))
        .collect();
    events.sort_by_key(|(minute, _)| *minute);
    for (_, line) in events {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(
        out,
        "{}",
        i18n.tr_args(
            "oncall-scenario-file-end",
            &[
                ("clock", text(at(i18n, start, file.length_minutes))),
                ("minutes", FluentValue::from(file.length_minutes)),
            ],
        )
    );
    out
}

/// An event of the file at its first possible minute, in words.
fn event_line(i18n: &I18n, start: u32, event: &ScenarioEvent) -> (u32, String) {
    let text = |s: String| FluentValue::from(s);
    match *event {
        ScenarioEvent::BadBuild {
            minute,
            error_rate,
            cpu_factor,
        } => (
            minute,
            i18n.tr_args(
                "oncall-scenario-file-bad-build",
                &[
                    ("clock", text(at(i18n, start, minute))),
                    ("value", text(percent(i18n, error_rate))),
                    ("text", text(i18n.fmt_number(cpu_factor, 2))),
                ],
            ),
        ),
        ScenarioEvent::DatabaseCapacity {
            minute,
            factor,
            minutes,
        } => (minute, database_line(i18n, start, minute, factor, minutes)),
        ScenarioEvent::InstanceLoss { minute, share } => (
            minute,
            i18n.tr_args(
                "oncall-scenario-file-instance-loss",
                &[
                    ("clock", text(at(i18n, start, minute))),
                    ("value", text(percent(i18n, share))),
                ],
            ),
        ),
        ScenarioEvent::CacheFlush { minute } => (
            minute,
            i18n.tr_args(
                "oncall-scenario-file-flush",
                &[("clock", text(at(i18n, start, minute)))],
            ),
        ),
        ScenarioEvent::Surge {
            start_minute,
            factor,
            ramp_minutes,
            hold_minutes,
            fade_minutes,
        } => {
            let first = match start_minute {
                Drawn::Fixed(m) | Drawn::Between(m, _) => m,
            };
            let when = drawn_text(i18n, start_minute, |m| at(i18n, start, m));
            (
                first,
                i18n.tr_args(
                    "oncall-scenario-file-surge",
                    &[
                        ("clock", text(when)),
                        ("minutes", FluentValue::from(ramp_minutes)),
                        (
                            "value",
                            text(drawn_text(i18n, factor, |f| i18n.fmt_number(f, 2))),
                        ),
                        (
                            "text",
                            text(drawn_text(i18n, hold_minutes, |h| h.to_string())),
                        ),
                        ("n", FluentValue::from(fade_minutes)),
                    ],
                ),
            )
        }
    }
}

/// A change of the database's capacity, in words: at which minute, to what
/// share, and for how long if it ends.
fn database_line(
    i18n: &I18n,
    start: u32,
    minute: u32,
    factor: f64,
    minutes: Option<u32>,
) -> String {
    let text = |s: String| FluentValue::from(s);
    let share = ("value", text(percent(i18n, factor)));
    let clock = ("clock", text(at(i18n, start, minute)));
    match minutes {
        Some(m) => i18n.tr_args(
            "oncall-scenario-file-db-for",
            &[clock, share, ("minutes", FluentValue::from(m))],
        ),
        None => i18n.tr_args("oncall-scenario-file-db-on", &[clock, share]),
    }
}

/// Runs `sre-sim scenario` and returns the text to print.
pub fn run(args: &ScenarioArgs, language: crate::i18n::Language) -> anyhow::Result<String> {
    let i18n = I18n::new(language);
    match &args.action {
        ScenarioAction::List => {
            let mut out = String::new();
            let line = |out: &mut String, file: &ScenarioFile, place: String| {
                let what = i18n.tr_args(
                    "oncall-scenario-file-list",
                    &[
                        (
                            "name",
                            FluentValue::from(
                                crate::model::for_terminal_line(&text_in(&i18n, &file.name))
                                    .into_owned(),
                            ),
                        ),
                        ("clock", FluentValue::from(file.start.clone())),
                        ("minutes", FluentValue::from(file.length_minutes)),
                    ],
                );
                let _ = writeln!(out, "{:<24} {what}{place}", file.id);
            };
            for scenario in Scenario::ALL {
                line(&mut out, builtin(scenario), String::new());
            }
            // The examples, built in too: every install lists them.
            let example = format!(" · {}", i18n.tr("oncall-scenario-example"));
            for scenario in crate::run::example_scenarios() {
                line(&mut out, scenario.file(), example.clone());
            }
            // The person's own, in the scenarios folder the window lists.
            let dir = crate::run::user_scenarios_dir();
            for path in dir
                .as_deref()
                .map(crate::run::ron_files)
                .unwrap_or_default()
            {
                match crate::run::load_scenario(&path) {
                    Ok(file) => line(
                        &mut out,
                        &file,
                        format!(
                            " · {}",
                            crate::model::for_terminal_line(&path.display().to_string())
                        ),
                    ),
                    // Listed, marked, with the reason: never dropped in silence.
                    Err(err) => {
                        let name = path.file_stem().map_or_else(
                            || path.display().to_string(),
                            |n| crate::model::for_terminal_line(&n.to_string_lossy()).into_owned(),
                        );
                        let marked = i18n.tr("oncall-scenario-file-list-broken");
                        let reason = crate::i18n::file_error_text(&i18n, &err);
                        let _ = writeln!(out, "{name:<24} {marked}: {reason}");
                    }
                }
            }
            Ok(out)
        }
        ScenarioAction::Show { name } => Ok(match name.builtin() {
            Some(scenario) => builtin_text(scenario),
            None => crate::run::example_scenario_text(name.id()).unwrap_or_default(),
        }
        .to_owned()),
        ScenarioAction::Check { file } => {
            let scenario = load(file)?;
            Ok(describe(&i18n, &scenario))
        }
    }
}

/// The scenario a run plays: the file given with `--scenario-file`, else the
/// built-in one named by `--scenario`.
pub fn scenario_of(file: Option<&Path>, scenario: &ScenarioRef) -> anyhow::Result<ScenarioRef> {
    Ok(match file {
        Some(path) => ScenarioRef::from_file(load(path)?),
        None => scenario.clone(),
    })
}
