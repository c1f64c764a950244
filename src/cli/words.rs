//! The command line's messages in the reader's language: clap's own
//! errors (each of its kinds mapped to a Fluent message, the argument and
//! the value as variables), the errors of our value parsers, and the
//! app's refusals, kept as how to say them and said once the language is
//! known. Every value a message echoes from an argument is cut to a
//! readable length ([`crate::i18n::echoed`]).

use std::fmt;
use std::path::Path;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use fluent_bundle::FluentValue;

use crate::i18n::{I18n, Language};
use crate::run::ErrorArg;

/// How a message is said in a language.
type Say = Box<dyn Fn(&I18n) -> String + Send + Sync>;

/// A message of the command line, said in the reader's language when it
/// is printed (`main` knows the language; the code that refuses does not
/// need to). `Display` is the English text.
pub struct Said(Say);

impl Said {
    /// A message said by `say`.
    pub fn new(say: impl Fn(&I18n) -> String + Send + Sync + 'static) -> Self {
        Self(Box::new(say))
    }

    /// The Fluent message `id` with its arguments: numbers, and texts as
    /// they are (use [`echo`] and [`path`] for what came from the person).
    pub fn message(id: &'static str, args: Vec<(&'static str, ErrorArg)>) -> Self {
        Self::new(move |i18n| {
            let args: Vec<(&str, FluentValue<'_>)> = args
                .iter()
                .map(|(name, value)| {
                    let value = match value {
                        ErrorArg::Number(x) => FluentValue::from(*x),
                        ErrorArg::Text(text) => FluentValue::from(text.as_str()),
                    };
                    (*name, value)
                })
                .collect();
            i18n.tr_args(id, &args)
        })
    }

    /// The message in `i18n`'s language.
    pub fn text(&self, i18n: &I18n) -> String {
        (self.0)(i18n)
    }
}

impl fmt::Debug for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Said").field(&self.to_string()).finish()
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(&I18n::new(Language::En)))
    }
}

impl std::error::Error for Said {}

/// A value echoed from an argument, cut to a readable length.
pub fn echo(text: &str) -> ErrorArg {
    ErrorArg::Text(crate::model::cut(text, crate::model::ECHO_CHARS).into_owned())
}

/// A path as a message names it (cut only if absurdly long).
pub fn path(path: &Path) -> ErrorArg {
    ErrorArg::Text(crate::i18n::shown_path(path))
}

/// A number for a message.
pub fn number(x: impl Into<f64>) -> ErrorArg {
    ErrorArg::Number(x.into())
}

/// The window that could not open, with what the windowing system said
/// (its own words: no message of the app can say what a driver meant).
pub fn window_failed(message: &str) -> Said {
    let message = message.to_owned();
    Said::new(move |i18n| {
        i18n.tr_args(
            "cli-window-failed",
            &[("message", FluentValue::from(message.as_str()))],
        )
    })
}

/// "41 frames written: PATH", a line of its own.
pub fn frames_written(language: Language, frames: u32, path: &Path) -> String {
    let i18n = I18n::new(language);
    let said = i18n.tr_args(
        "cli-frames-written",
        &[
            ("frames", FluentValue::from(frames)),
            ("path", FluentValue::from(crate::i18n::shown_path(path))),
        ],
    );
    format!("{said}\n")
}

/// What one of our value parsers refused, said in the reader's language
/// inside clap's "invalid value" message.
#[derive(Debug, Clone, PartialEq)]
pub enum ArgProblem {
    /// Not a whole number from `min` to `max`.
    NotWhole {
        /// The lowest value taken.
        min: u64,
        /// The highest value taken.
        max: u64,
    },
    /// Not a window size `WxH` with both sides in range.
    NotASize,
    /// Not a language of the app.
    UnknownLanguage,
    /// Not a built-in or example scenario.
    UnknownScenario,
    /// Not `MINUTE:COMMAND[=VALUE]`.
    NotTimed,
    /// The minute of `MINUTE:COMMAND` is not a whole number.
    NotAMinute {
        /// The minute as written.
        minute: String,
    },
    /// The command of `MINUTE:COMMAND` is refused.
    Command(crate::model::oncall::CommandError),
}

impl ArgProblem {
    /// The problem in `i18n`'s language: a sentence that follows clap's
    /// "invalid value … for …:".
    pub fn text(&self, i18n: &I18n) -> String {
        // Written as they are typed (a seed's 4294967295), not grouped.
        let n = |x: u64| FluentValue::from(x.to_string());
        match self {
            Self::NotWhole { min, max } => {
                i18n.tr_args("cli-expected-whole", &[("min", n(*min)), ("max", n(*max))])
            }
            Self::NotASize => i18n.tr_args(
                "cli-expected-size",
                &[
                    ("min", FluentValue::from(*super::WINDOW_SIDE_RANGE.start())),
                    ("max", FluentValue::from(*super::WINDOW_SIDE_RANGE.end())),
                ],
            ),
            Self::UnknownLanguage => i18n.tr_args(
                "cli-unknown-language",
                &[(
                    "values",
                    FluentValue::from(list_or(
                        i18n,
                        &Language::ALL.map(Language::code).map(str::to_owned),
                    )),
                )],
            ),
            Self::UnknownScenario => {
                let names: Vec<String> = crate::model::oncall::Scenario::ALL
                    .iter()
                    .map(|s| s.name().to_owned())
                    .chain(crate::run::example_scenario_ids().map(str::to_owned))
                    .collect();
                i18n.tr_args(
                    "cli-unknown-scenario",
                    &[("values", FluentValue::from(list_or(i18n, &names)))],
                )
            }
            Self::NotTimed => i18n.tr("cli-expected-timed"),
            Self::NotAMinute { minute } => i18n.tr_args(
                "cli-not-a-minute",
                &[("text", FluentValue::from(crate::i18n::echoed(minute)))],
            ),
            Self::Command(err) => crate::i18n::command_error_text(i18n, err),
        }
    }
}

impl fmt::Display for ArgProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(&I18n::new(Language::En)))
    }
}

impl std::error::Error for ArgProblem {}

/// A whole number from `min` to `max` (spaces around it allowed).
fn whole_in(text: &str, min: u64, max: u64) -> Result<u64, ArgProblem> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or(ArgProblem::NotWhole { min, max })
}

/// A value parser: a whole number from `MIN` to `MAX`, refused in the
/// reader's language.
pub fn whole_u32<const MIN: u32, const MAX: u32>(text: &str) -> Result<u32, ArgProblem> {
    whole_in(text, MIN.into(), MAX.into()).map(|n| u32::try_from(n).unwrap_or(MAX))
}

/// [`whole_u32`] for a `u64`.
pub fn whole_u64<const MIN: u64, const MAX: u64>(text: &str) -> Result<u64, ArgProblem> {
    whole_in(text, MIN, MAX)
}

/// [`whole_u32`] for a `usize`.
pub fn whole_usize<const MIN: usize, const MAX: usize>(text: &str) -> Result<usize, ArgProblem> {
    whole_in(text, MIN as u64, MAX as u64).map(|n| usize::try_from(n).unwrap_or(MAX))
}

/// `a, b or c` in the language (`a, b ou c`).
pub fn list_or(i18n: &I18n, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => i18n.tr_args(
            "cli-list-or",
            &[
                ("first", FluentValue::from(rest.join(", "))),
                ("last", FluentValue::from(last.as_str())),
            ],
        ),
    }
}

/// The language asked for with `--lang` (anywhere before `--`, as
/// `--lang fr` or `--lang=fr`), if it is one of the app's: what clap's
/// errors are said in, since clap did not finish reading it.
pub fn language_in_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<Language> {
    let mut args = args.into_iter().skip(1);
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.next().map(|v| v.to_string_lossy().into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_owned),
            None => None,
        };
        if let Some(language) = value.as_deref().and_then(Language::from_code) {
            return Some(language);
        }
    }
    None
}

/// A context of clap's error as one text.
fn context_text(err: &clap::Error, kind: ContextKind) -> Option<String> {
    match err.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        ContextValue::Strings(texts) => Some(texts.join(", ")),
        ContextValue::StyledStr(text) => Some(text.to_string()),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A context of clap's error as a list.
fn context_list(err: &clap::Error, kind: ContextKind) -> Vec<String> {
    match err.get(kind) {
        Some(ContextValue::String(text)) => vec![text.clone()],
        Some(ContextValue::Strings(texts)) => texts.clone(),
        _ => Vec::new(),
    }
}

/// A context of clap's error that is a number.
fn context_number(err: &clap::Error, kind: ContextKind) -> Option<isize> {
    match err.get(kind)? {
        ContextValue::Number(n) => Some(*n),
        _ => None,
    }
}

/// Clap's error said in the reader's language, with its tip (a similar
/// option, value or command), the usage line and where to find more, as
/// clap lays them out.
pub fn clap_error_text(i18n: &I18n, err: &clap::Error) -> String {
    let message = clap_message(i18n, err);
    let mut out = i18n.tr_args("cli-error", &[("message", FluentValue::from(message))]);
    // A similar option, command or value clap found.
    let suggested = [
        ContextKind::SuggestedArg,
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedValue,
    ]
    .into_iter()
    .flat_map(|kind| context_list(err, kind))
    .map(|s| crate::i18n::echoed(&s))
    .collect::<Vec<_>>();
    if !suggested.is_empty() {
        out.push_str("\n\n  ");
        out.push_str(&i18n.tr_args(
            "cli-did-you-mean",
            &[("suggestion", FluentValue::from(list_or(i18n, &suggested)))],
        ));
    }
    if let Some(usage) = context_text(err, ContextKind::Usage) {
        // Clap's "Usage: " title, in the language; the usage is the
        // command line's own syntax.
        let usage = usage
            .strip_prefix("Usage:")
            .map_or(usage.as_str(), str::trim_start);
        out.push_str("\n\n");
        out.push_str(&i18n.tr_args("cli-usage", &[("usage", FluentValue::from(usage))]));
    }
    out.push_str("\n\n");
    out.push_str(&i18n.tr("cli-more-help"));
    out
}

/// Clap's error with the reader's language, for the messages that say it.
struct ClapError<'a> {
    i18n: &'a I18n,
    err: &'a clap::Error,
}

impl ClapError<'_> {
    /// A context that is text, echoed (cut), as a message's variable.
    fn echoed(&self, kind: ContextKind) -> FluentValue<'static> {
        FluentValue::from(crate::i18n::echoed(
            &context_text(self.err, kind).unwrap_or_default(),
        ))
    }

    /// The option or argument the error is about.
    fn arg(&self) -> FluentValue<'static> {
        self.echoed(ContextKind::InvalidArg)
    }

    /// The value it was given.
    fn value(&self) -> FluentValue<'static> {
        self.echoed(ContextKind::InvalidValue)
    }

    /// A context that is a list, as `a, b or c`.
    fn listed(&self, kind: ContextKind) -> FluentValue<'static> {
        let items: Vec<String> = context_list(self.err, kind)
            .iter()
            .map(|item| crate::i18n::echoed(item))
            .collect();
        FluentValue::from(list_or(self.i18n, &items))
    }

    /// A context that is a number.
    fn count(&self, kind: ContextKind) -> FluentValue<'static> {
        FluentValue::from(context_number(self.err, kind).unwrap_or(0))
    }

    fn say(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.i18n.tr_args(id, args)
    }
}

/// What clap's error says, without its tip and usage: each of its kinds
/// a message, the argument and the value its variables.
fn clap_message(i18n: &I18n, err: &clap::Error) -> String {
    let e = ClapError { i18n, err };
    match err.kind() {
        ErrorKind::InvalidValue
        | ErrorKind::ValueValidation
        | ErrorKind::NoEquals
        | ErrorKind::TooManyValues
        | ErrorKind::TooFewValues
        | ErrorKind::WrongNumberOfValues => value_message(&e),
        ErrorKind::UnknownArgument => e.say("cli-unknown-argument", &[("arg", e.arg())]),
        ErrorKind::InvalidSubcommand => e.say(
            "cli-invalid-subcommand",
            &[("arg", e.echoed(ContextKind::InvalidSubcommand))],
        ),
        ErrorKind::MissingSubcommand => e.say(
            "cli-missing-subcommand",
            &[
                ("arg", e.echoed(ContextKind::InvalidSubcommand)),
                ("values", e.listed(ContextKind::ValidSubcommand)),
            ],
        ),
        ErrorKind::ArgumentConflict => {
            let prior = context_list(err, ContextKind::PriorArg);
            let invalid = context_text(err, ContextKind::InvalidArg)
                .or_else(|| context_text(err, ContextKind::InvalidSubcommand))
                .unwrap_or_default();
            let arg = FluentValue::from(crate::i18n::echoed(&invalid));
            if prior.is_empty() || prior == [invalid] {
                e.say("cli-given-twice", &[("arg", arg)])
            } else {
                let prior = e.listed(ContextKind::PriorArg);
                e.say("cli-conflict", &[("arg", arg), ("prior", prior)])
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = context_list(err, ContextKind::InvalidArg);
            e.say(
                "cli-missing-argument",
                &[
                    ("count", FluentValue::from(missing.len())),
                    ("args", FluentValue::from(missing.join(", "))),
                ],
            )
        }
        ErrorKind::InvalidUtf8 => i18n.tr("cli-not-utf8"),
        _ => i18n.tr("cli-bad-arguments"),
    }
}

/// Clap's errors about an option's value.
fn value_message(e: &ClapError<'_>) -> String {
    let (arg, value) = (e.arg(), e.value());
    match e.err.kind() {
        ErrorKind::InvalidValue
            if context_text(e.err, ContextKind::InvalidValue).is_none_or(|v| v.is_empty()) =>
        {
            e.say("cli-value-missing", &[("arg", arg)])
        }
        ErrorKind::InvalidValue if e.err.get(ContextKind::ValidValue).is_some() => e.say(
            "cli-invalid-value",
            &[
                ("arg", arg),
                ("value", value),
                ("values", e.listed(ContextKind::ValidValue)),
            ],
        ),
        // One of our value parsers: what it refused, in the language.
        ErrorKind::ValueValidation => match std::error::Error::source(e.err)
            .and_then(|source| source.downcast_ref::<ArgProblem>())
        {
            Some(problem) => e.say(
                "cli-value-refused",
                &[
                    ("arg", arg),
                    ("value", value),
                    ("problem", FluentValue::from(problem.text(e.i18n))),
                ],
            ),
            None => e.say("cli-value-not-valid", &[("arg", arg), ("value", value)]),
        },
        ErrorKind::NoEquals => e.say("cli-no-equals", &[("arg", arg)]),
        ErrorKind::TooManyValues => e.say("cli-too-many-values", &[("arg", arg), ("value", value)]),
        ErrorKind::TooFewValues => e.say(
            "cli-too-few-values",
            &[
                ("arg", arg),
                ("expected", e.count(ContextKind::MinValues)),
                ("count", e.count(ContextKind::ActualNumValues)),
            ],
        ),
        ErrorKind::WrongNumberOfValues => e.say(
            "cli-wrong-number-of-values",
            &[
                ("arg", arg),
                ("expected", e.count(ContextKind::ExpectedNumValues)),
                ("count", e.count(ContextKind::ActualNumValues)),
            ],
        ),
        _ => e.say("cli-value-not-valid", &[("arg", arg), ("value", value)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<std::ffi::OsString> {
        list.iter().map(Into::into).collect()
    }

    #[test]
    fn the_language_is_found_before_clap_reads_it() {
        let fr = Some(Language::Fr);
        assert_eq!(language_in_args(args(&["sre-sim", "--lang", "fr"])), fr);
        assert_eq!(
            language_in_args(args(&["sre-sim", "x", "--lang=fr-FR"])),
            fr
        );
        assert_eq!(
            language_in_args(args(&["sre-sim", "--lang", "de", "--lang", "gl"])),
            Some(Language::Gl)
        );
        assert_eq!(
            language_in_args(args(&["sre-sim", "--", "--lang", "fr"])),
            None
        );
        assert_eq!(language_in_args(args(&["sre-sim", "--lang"])), None);
        assert_eq!(
            language_in_args(args(&["sre-sim", "--language", "fr"])),
            None
        );
    }

    #[test]
    fn whole_numbers_are_refused_with_their_range() {
        assert_eq!(whole_u32::<0, 40>(" 40 "), Ok(40));
        assert_eq!(
            whole_u32::<0, 40>("41"),
            Err(ArgProblem::NotWhole { min: 0, max: 40 })
        );
        assert!(whole_u64::<20, 100>("1e3").is_err());
        assert!(whole_usize::<1, 5>("-1").is_err());
        let fr = I18n::new(Language::Fr);
        let said = ArgProblem::NotWhole {
            min: 0,
            max: u64::from(u32::MAX),
        }
        .text(&fr);
        assert_eq!(said, "on attend un nombre entier de 0 à 4294967295.");
    }

    #[test]
    fn lists_end_with_the_languages_or() {
        let items = ["a", "b", "c"].map(str::to_owned);
        assert_eq!(list_or(&I18n::new(Language::En), &items), "a, b or c");
        assert_eq!(list_or(&I18n::new(Language::Fr), &items), "a, b ou c");
        assert_eq!(list_or(&I18n::new(Language::Gl), &items[..1]), "a");
    }
}
