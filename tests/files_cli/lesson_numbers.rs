//! Every number a lesson states about its run is the model's: each quote
//! below names the message, the number as the English text prints it, the
//! run it is about (doing nothing, or the decisions the text supposes) and
//! the trace field, minute and scale it comes from. The test plays the run,
//! reads the field, and checks the text still prints the number, in each
//! language, and that the model still gives it within the text's rounding.
//! (A text that changes a number, or a model change that moves one, fails
//! here; the list came from an SRE instructor's review of every lesson.)

use sre_sim::i18n::{I18n, Language};
use sre_sim::lesson::builtin::builtin_lesson;
use sre_sim::lesson::text::{run_args, words_at};
use sre_sim::model::oncall::scenario_file::Text;
use sre_sim::model::oncall::{Command, Metric, Sim, TimedCommand};
use sre_sim::run::Record;

/// One number a lesson's text states.
struct Quote {
    /// The lesson.
    lesson: &'static str,
    /// The message that states it.
    message: &'static str,
    /// The number as the English text prints it.
    said: &'static str,
    /// The decisions the text supposes (`minute:command`), none = doing nothing.
    run: &'static [&'static str],
    /// The trace field.
    field: &'static str,
    /// The minutes: the value at `.0`, or the largest from `.0` to `.1`.
    minutes: (u32, u32),
    /// Less the value at this minute (a rise between two minutes).
    minus: Option<u32>,
    /// The factor from the field to the number said (100 for a percent,
    /// 1000 for milliseconds, workers per fleet for busy workers).
    scale: f64,
    /// How far the model may be from the number said (the text's rounding).
    within: f64,
}

const fn quote(
    lesson: &'static str,
    message: &'static str,
    said: &'static str,
    field: &'static str,
    minute: u32,
    scale: f64,
    within: f64,
) -> Quote {
    Quote {
        lesson,
        message,
        said,
        run: &[],
        field,
        minutes: (minute, minute),
        minus: None,
        scale,
        within,
    }
}

/// The quotes, lesson by lesson.
const QUOTES: &[Quote] = &[
    // Utilization: λ = 1125 req/s, 160 workers, S ≈ 74.2 ms.
    quote(
        "utilization",
        "lesson-utilization-scenario-briefing",
        "1125",
        "requests_per_sec",
        0,
        1.0,
        0.5,
    ),
    quote(
        "utilization",
        "lesson-utilization-step-1-why",
        "52.2",
        "utilization",
        5,
        100.0,
        0.05,
    ),
    quote(
        "utilization",
        "lesson-utilization-step-1-why",
        "83.5",
        "utilization",
        5,
        160.0,
        0.05,
    ),
    // S = utilization × 160 workers ÷ 1125 req/s, in ms.
    quote(
        "utilization",
        "lesson-utilization-step-1",
        "74",
        "utilization",
        5,
        160.0 / 1125.0 * 1000.0,
        0.5,
    ),
    // The tail: 900 req/s on 96 workers.
    quote(
        "tail-latency",
        "lesson-tail-latency-scenario-briefing",
        "900",
        "requests_per_sec",
        0,
        1.0,
        0.5,
    ),
    quote(
        "tail-latency",
        "lesson-tail-latency-scenario-briefing",
        "70",
        "utilization",
        0,
        100.0,
        0.5,
    ),
    quote(
        "tail-latency",
        "lesson-tail-latency-step-1",
        "75",
        "utilization",
        5,
        96.0 / 900.0 * 1000.0,
        0.5,
    ),
    quote(
        "tail-latency",
        "lesson-tail-latency-step-1-why",
        "345",
        "p99_secs",
        5,
        1000.0,
        0.5,
    ),
    Quote {
        run: &["5:min-instances=12"],
        ..quote(
            "tail-latency",
            "lesson-tail-latency-step-2-why",
            "345",
            "p99_secs",
            9,
            1000.0,
            0.5,
        )
    },
    Quote {
        run: &["6:feature=off"],
        ..quote(
            "tail-latency",
            "lesson-tail-latency-step-3-hint-3",
            "244",
            "p99_secs",
            10,
            1000.0,
            0.5,
        )
    },
    // The knee: 900 req/s climbing to 1269 on 96 workers.
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-1",
        "345",
        "p99_secs",
        10,
        1000.0,
        0.5,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-1",
        "70",
        "utilization",
        10,
        100.0,
        0.5,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-1",
        "1160",
        "requests_per_sec",
        24,
        1.0,
        5.0,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-1",
        "1270",
        "requests_per_sec",
        30,
        1.0,
        1.0,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-1-why",
        "85.9",
        "utilization",
        24,
        96.0,
        0.05,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-1-why",
        "89.5",
        "utilization",
        24,
        100.0,
        0.05,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-2",
        "98",
        "utilization",
        30,
        100.0,
        0.5,
    ),
    Quote {
        minus: Some(10),
        ..quote(
            "queueing-knee",
            "lesson-queueing-knee-step-2-why",
            "18",
            "p99_secs",
            24,
            1000.0,
            0.5,
        )
    },
    Quote {
        minus: Some(24),
        ..quote(
            "queueing-knee",
            "lesson-queueing-knee-step-2-why",
            "119",
            "p99_secs",
            30,
            1000.0,
            0.5,
        )
    },
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-2-why",
        "343",
        "p99_exact_secs",
        24,
        1000.0,
        0.5,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-2-why",
        "375",
        "p99_exact_secs",
        30,
        1000.0,
        0.5,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-3",
        "98",
        "utilization",
        40,
        100.0,
        0.5,
    ),
    quote(
        "queueing-knee",
        "lesson-queueing-knee-step-3-hint-2",
        "94",
        "utilization",
        30,
        96.0,
        0.5,
    ),
    // Caches: r·T = 1125 ÷ 20 000 × 60.
    quote(
        "caches",
        "lesson-caches-scenario-briefing",
        "1125",
        "requests_per_sec",
        0,
        1.0,
        0.5,
    ),
    quote(
        "caches",
        "lesson-caches-step-1-why",
        "77",
        "cache_hit_rate",
        3,
        100.0,
        0.5,
    ),
    quote(
        "caches",
        "lesson-caches-step-3-hint-2",
        "80",
        "db_utilization",
        20,
        100.0,
        5.0,
    ),
    // Error budgets: 1 % errors from minute 5.
    // Autoscaling: the reveal quotes the learner's fleet (the solution's 22).
    Quote {
        run: &["12:min-instances=22"],
        ..quote(
            "autoscaling",
            "lesson-autoscaling-step-2-why",
            "58.9",
            "utilization",
            30,
            100.0,
            0.05,
        )
    },
    Quote {
        run: &["12:min-instances=22"],
        ..quote(
            "autoscaling",
            "lesson-autoscaling-step-2-why",
            "352",
            "instances_serving",
            30,
            16.0,
            0.0,
        )
    },
    quote(
        "error-budgets",
        "lesson-error-budgets-step-1-why",
        "5.2",
        "burn_rate_1h",
        35,
        1.0,
        0.05,
    ),
    // Autoscaling: 2.5 × the traffic at minute 30.
    quote(
        "autoscaling",
        "lesson-autoscaling-step-2-hint-1",
        "2880",
        "requests_per_sec",
        30,
        1.0,
        1.0,
    ),
    quote(
        "autoscaling",
        "lesson-autoscaling-step-2-hint-1",
        "1150",
        "requests_per_sec",
        30,
        0.4,
        5.0,
    ),
    quote(
        "autoscaling",
        "lesson-autoscaling-step-1-hint-2",
        "53",
        "utilization",
        20,
        100.0,
        0.5,
    ),
    quote(
        "autoscaling",
        "lesson-autoscaling-step-3",
        "10.33",
        "cost_so_far",
        90,
        1.0,
        0.005,
    ),
    // Roll back or scale: 20 instances do not change a bug's 5 %.
    Quote {
        run: &["15:min-instances=20"],
        ..quote(
            "rollback-or-scale",
            "lesson-rollback-or-scale-step-2-why",
            "5",
            "error_rate",
            20,
            100.0,
            0.05,
        )
    },
    // Shedding: the database at 13 % for 15 minutes from minute 10.
    quote(
        "shedding",
        "lesson-shedding-step-1-why",
        "1.05",
        "p99_secs",
        18,
        1.0,
        0.005,
    ),
    quote(
        "shedding",
        "lesson-shedding-step-1-why",
        "29",
        "instances_serving",
        18,
        1.0,
        0.0,
    ),
    Quote {
        run: &["11:feature=off"],
        minutes: (14, 24),
        ..quote(
            "shedding",
            "lesson-shedding-step-2-hint-2",
            "700",
            "p99_secs",
            14,
            1000.0,
            20.0,
        )
    },
    Quote {
        run: &["11:shed=1"],
        minutes: (14, 24),
        ..quote(
            "shedding",
            "lesson-shedding-step-2-hint-2",
            "1.3",
            "p99_secs",
            14,
            1.0,
            0.05,
        )
    },
];

/// A decision as `--do` takes it: `minute:command`.
fn timed(text: &str) -> TimedCommand {
    let (minute, command) = text.split_once(':').expect("minute:command");
    TimedCommand {
        minute: minute.parse().expect("a minute"),
        command: command.parse::<Command>().expect("a command"),
    }
}

/// The number as a language writes it (a decimal comma in fr and gl).
fn in_language(said: &str, language: Language) -> String {
    match language {
        Language::En => said.to_owned(),
        _ => said.replace('.', ","),
    }
}

/// Does the text print this number whole (not "52" inside "52.2" or "152")?
fn says(text: &str, number: &str) -> bool {
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    text.match_indices(number).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let mut after = text[at + number.len()..].chars();
        let next = after.next();
        let decimals = matches!(next, Some('.' | ',')) && digit(after.next());
        !digit(before) && !digit(next) && !decimals
    })
}

#[test]
fn every_number_a_lesson_states_is_the_models() {
    let languages = [Language::En, Language::Fr, Language::Gl].map(|l| (l, I18n::new(l)));
    let mut wrong = Vec::new();
    for q in QUOTES {
        let lesson = builtin_lesson(q.lesson).unwrap_or_else(|| panic!("{} is built in", q.lesson));
        let spec = lesson.spec().expect("an on-call lesson");
        let timeline: Vec<TimedCommand> = q.run.iter().map(|d| timed(d)).collect();
        let trace = Sim::run(spec, &timeline, lesson.end()).expect("the lesson's run");
        let at = |minute: u32| {
            let row = trace
                .rows
                .iter()
                .find(|r| r.minute == minute)
                .expect("a row");
            Record::from(row).value(Metric::from_name(q.field).expect("a field of the trace"))
        };
        let mut value = (q.minutes.0..=q.minutes.1).map(at).fold(f64::MIN, f64::max);
        if let Some(minute) = q.minus {
            value -= at(minute);
        }
        let model = value * q.scale;
        let said: f64 = q.said.parse().expect("a number");
        if (model - said).abs() > q.within + 1e-9 {
            wrong.push(format!(
                "{} says {} but the model gives {model:.4} ({} at {:?}, run {:?})",
                q.message, q.said, q.field, q.minutes, q.run
            ));
        }
        // A reveal quotes the run at its step's pause (Fluent variables).
        let paused = lesson
            .steps
            .iter()
            .find(|step| {
                let why = step.predict.as_ref().map(|p| &p.why);
                let why = why.or(step.choose.as_ref().map(|c| &c.why));
                why == Some(&Text::Message(q.message.to_owned()))
            })
            .and_then(|step| step.pause_at)
            .and_then(|pause| trace.rows.iter().find(|r| r.minute == pause));
        for (language, i18n) in &languages {
            let text = words_at(i18n, &Text::Message(q.message.to_owned()), paused);
            let number = in_language(q.said, *language);
            if !says(&text, &number) {
                wrong.push(format!(
                    "{language:?} {} does not say {number}: {text}",
                    q.message
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every reveal of every built-in on-call lesson says itself in each
/// language with its run's numbers at the pause: no variable left unfilled.
#[test]
fn every_reveal_says_its_runs_numbers() {
    let i18n = I18n::new(Language::En);
    let mut wrong = Vec::new();
    for lesson in sre_sim::lesson::builtin::builtin_lessons() {
        let Some(spec) = lesson.spec() else { continue };
        let trace = Sim::run(spec, &[], lesson.end()).expect("the lesson's run");
        for step in &lesson.steps {
            let whys = [
                step.predict.as_ref().map(|p| &p.why),
                step.choose.as_ref().map(|c| &c.why),
            ];
            let (Some(pause), Some(Text::Message(why))) =
                (step.pause_at, whys.into_iter().flatten().next())
            else {
                continue;
            };
            let row = trace
                .rows
                .iter()
                .find(|r| r.minute == pause)
                .expect("a row");
            for language in [Language::En, Language::Fr, Language::Gl] {
                if let Err(error) = i18n.tr_exact(language, why, &run_args(row)) {
                    wrong.push(format!("{language:?} {why}: {error:?}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A reveal quotes the learner's run, not the run its author imagined:
/// with eight instances from the start, the first lesson's reveal counts
/// 128 workers and a busier fleet.
#[test]
fn a_reveal_follows_the_learners_run() {
    let lesson = builtin_lesson("utilization").expect("built in");
    let spec = lesson.spec().expect("on call");
    let trace = Sim::run(spec, &[timed("0:min-instances=8")], lesson.end()).expect("the run");
    let row = trace.rows.iter().find(|r| r.minute == 5).expect("minute 5");
    let why = Text::Message("lesson-utilization-step-1-why".to_owned());
    let said = [
        (
            Language::En,
            "83.5 busy workers out of 128: 83.5 ÷ 128 ≈ 65.3 %",
        ),
        (Language::Fr, "83,5 workers occupés sur 128"),
        (Language::Gl, "≈ 65,3 %"),
    ];
    for (language, expected) in said {
        let text = words_at(&I18n::new(language), &why, Some(row));
        assert!(text.contains(expected), "{language:?}: {text}");
    }
}

/// A learner who shrinks the fleet before the pause reads what their run
/// did: a full fleet turning requests away, not "≈ 100 %" as if it were
/// busy; one who sheds reads the requests that reach the fleet, so that
/// requests × time per request is the busy workers it says.
#[test]
fn a_reveal_says_a_full_fleet_and_the_requests_that_reach_it() {
    let lesson = builtin_lesson("utilization").expect("built in");
    let spec = lesson.spec().expect("on call");
    let why = Text::Message("lesson-utilization-step-1-why".to_owned());
    let full = Sim::run(spec.clone(), &[timed("0:min-instances=5")], lesson.end()).expect("runs");
    let row = full.rows.iter().find(|r| r.minute == 5).expect("minute 5");
    for (language, said) in [
        (Language::En, "so it is full (100 %) and turns away"),
        (Language::Fr, "il est plein (100\u{a0}%) et refuse"),
        (Language::Gl, "está chea (100 %) e rexeita"),
    ] {
        let text = words_at(&I18n::new(language), &why, Some(row));
        assert!(text.contains(said) && !text.contains("≈ 100"), "{text}");
    }
    for decisions in [&[][..], &["0:shed=0.5"], &["0:min-instances=5"]] {
        let timeline: Vec<TimedCommand> = decisions.iter().map(|d| timed(d)).collect();
        let trace = Sim::run(spec.clone(), &timeline, lesson.end()).expect("runs");
        let row = trace.rows.iter().find(|r| r.minute == 5).expect("minute 5");
        let args = run_args(row);
        let number = |name: &str| match args.iter().find(|(n, _)| *n == name) {
            Some((_, fluent_bundle::FluentValue::Number(n))) => n.value,
            other => panic!("{name}: {other:?}"),
        };
        let (requests, service, busy) = (number("requests"), number("service"), number("busy"));
        assert!(
            (requests * service - busy).abs() <= 0.01 * busy + 0.1,
            "{decisions:?}: {requests} × {service} ≠ {busy}"
        );
    }
}
