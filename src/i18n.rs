//! Localisation: the UI language, Fluent message lookup with an English
//! fallback, and number formatting per language.
//!
//! Every `.ftl` file is embedded at compile time and listed once, in
//! [`LOCALE_FILES`]. Message ids are kebab-case and prefixed by panel
//! (`app-`, `oncall-`, `arch-`, `ref-`, `glossary-`, `lesson-`, `start-`); all three locales
//! define exactly the same ids ([`parse_all`] checks it).
//!
//! Lookup never fails: a message that is missing or fails to format in the
//! current language falls back to English, and then to the id itself. Each
//! such fallback is logged once per language and id with `log::warn!`.
//!
//! Numbers follow the seed pages: a decimal point in English and a decimal
//! comma in French and Galician (`4.00 $/h`, `4,00 $/h`), a space before the
//! unit and the percent sign (`77 %`, `0,0 ×`), and no thousands separator in
//! the on-call figures (`1125 req/s`). The architecture page groups thousands
//! with a space (`2 000 rps`, see [`Language::fmt_grouped`]). A value that is
//! not finite is shown as `—`, never as `NaN` or `inf`.

use std::collections::{BTreeSet, HashSet};
use std::fmt;
use std::sync::{Mutex, PoisonError};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::model::oncall::scenario_file::{SCENARIO_FORMAT, ScenarioError, ScenarioRef, Text};
use crate::run::{ErrorArg, RunError, RunFileError};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// What a value that is not a finite number is shown as.
pub const NOT_A_NUMBER: &str = "—";

/// Most decimals any formatter prints; more would only show binary noise.
const MAX_DECIMALS: usize = 12;

/// A language of the user interface.
///
/// Serialised as its code (`"en"`, `"fr"`, `"gl"`) so preference files stay
/// readable.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// English, the fallback for every message.
    #[default]
    En,
    /// French.
    Fr,
    /// Galician.
    Gl,
}

impl Language {
    /// Every supported language, in the order a language menu shows them.
    pub const ALL: [Self; 3] = [Self::En, Self::Fr, Self::Gl];

    /// The next language of the menu, after the last the first (Ctrl+L).
    #[must_use]
    pub fn next(self) -> Self {
        let k = Self::ALL.iter().position(|l| *l == self).unwrap_or(0);
        Self::ALL[(k + 1) % Self::ALL.len()]
    }

    /// The language's code, also the name of its folder under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Fr => "fr",
            Self::Gl => "gl",
        }
    }

    /// The language's name in that language, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Fr => "Français",
            Self::Gl => "Galego",
        }
    }

    /// The language for a code or a locale tag such as `fr`, `fr-FR`,
    /// `gl_ES.UTF-8` or `EN`; `None` if its primary subtag is not supported.
    pub fn from_code(code: &str) -> Option<Self> {
        let primary = code.trim().split(['-', '_', '.', '@']).next()?;
        Self::ALL
            .into_iter()
            .find(|language| primary.eq_ignore_ascii_case(language.code()))
    }

    /// The language for a system locale tag: `fr*` gives French, `gl*`
    /// Galician, anything else English.
    pub fn from_locale_tag(tag: &str) -> Self {
        Self::from_code(tag).unwrap_or_default()
    }

    /// The language of the operating system's locale (English if it is
    /// unknown or not supported).
    pub fn from_system() -> Self {
        sys_locale::get_locale().map_or_else(Self::default, |tag| Self::from_locale_tag(&tag))
    }

    /// Position in [`Language::ALL`].
    fn index(self) -> usize {
        match self {
            Self::En => 0,
            Self::Fr => 1,
            Self::Gl => 2,
        }
    }

    /// The Unicode language identifier Fluent uses for plural rules.
    fn langid(self) -> LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }

    /// How the language writes numbers: the one rule every formatter
    /// follows (see [`NumberRule`]).
    pub fn number_rule(self) -> NumberRule {
        match self {
            // The seed pages' look: "1125 req/s" on the on-call page,
            // "2 000 rps" on the architecture page (CLDR would write 2,000).
            Self::En => NumberRule {
                decimal: '.',
                group: ' ',
                group_from_digits: 4,
            },
            // CLDR fr and gl: a decimal comma, groups of three from four
            // digits. CLDR separates them by a narrow space in French and
            // by a point in Galician; both are written with a plain space,
            // as the examples write them (20 000, 43 200), so that
            // no grouping point sits next to a decimal comma.
            Self::Fr | Self::Gl => NumberRule {
                decimal: ',',
                group: ' ',
                group_from_digits: 4,
            },
        }
    }

    /// The character between the integer and the fractional part.
    fn decimal_separator(self) -> char {
        self.number_rule().decimal
    }

    /// `value` with `decimals` digits after the separator and no thousands
    /// separator: `1125`, `0.25` in English, `0,25` in French and Galician.
    ///
    /// Exact ties round away from zero (as JavaScript's `toFixed` did on the
    /// seed pages); a result that rounds to zero has no minus sign.
    pub fn fmt_number(self, value: f64, decimals: usize) -> String {
        let Some(text) = fixed(value, decimals) else {
            return NOT_A_NUMBER.to_owned();
        };
        if self.decimal_separator() == '.' {
            text
        } else {
            text.replace('.', &self.decimal_separator().to_string())
        }
    }

    /// Like [`Language::fmt_number`], with the thousands grouped as the
    /// language's [`NumberRule`] says (`2 000`, `20 000`, `640`).
    pub fn fmt_grouped(self, value: f64, decimals: usize) -> String {
        let rule = self.number_rule();
        let text = self.fmt_number(value, decimals);
        if text == NOT_A_NUMBER {
            return text;
        }
        let (sign, unsigned) = text
            .strip_prefix('-')
            .map_or(("", text.as_str()), |rest| ("-", rest));
        let split = unsigned
            .find(self.decimal_separator())
            .unwrap_or(unsigned.len());
        let (integer, fraction) = unsigned.split_at(split);
        let digits = integer.len();
        let mut grouped = String::with_capacity(text.len() + digits / 3);
        grouped.push_str(sign);
        for (i, digit) in integer.chars().enumerate() {
            if i > 0 && (digits - i) % 3 == 0 && digits >= rule.group_from_digits {
                grouped.push(rule.group);
            }
            grouped.push(digit);
        }
        grouped.push_str(fraction);
        grouped
    }

    /// A share in [0, 1] as a percentage: `0.77` → `77 %`.
    pub fn fmt_percent(self, share: f64, decimals: usize) -> String {
        self.with_unit(share * 100.0, decimals, "%")
    }

    /// A difference of two shares, in percentage points: `3.59 pts` in
    /// English and French, `3,59 p.p.` in Galician (a difference of
    /// percentages is not a percentage).
    pub fn fmt_points(self, share_difference: f64, decimals: usize) -> String {
        let unit = match self {
            Self::En | Self::Fr => "pts",
            Self::Gl => "p.p.",
        };
        self.with_unit(share_difference * 100.0, decimals, unit)
    }

    /// An amount of dollars as the language writes money: `$21.86` in
    /// English (`-$8.79`), `21,86 $` in French and Galician.
    pub fn fmt_money(self, dollars: f64) -> String {
        self.money(dollars, "")
    }

    /// A cost rate: `$4.00/h` in English, `4,00 $/h` in French and Galician.
    pub fn fmt_money_per_hour(self, dollars_per_hour: f64) -> String {
        self.money(dollars_per_hour, "/h")
    }

    /// `dollars` with two decimals and the dollar sign where the language
    /// puts it, then `per` (`/h`).
    pub fn money(self, dollars: f64, per: &str) -> String {
        if !dollars.is_finite() {
            return NOT_A_NUMBER.to_owned();
        }
        let number = self.fmt_grouped(dollars, 2);
        match self {
            Self::En => match number.strip_prefix('-') {
                Some(unsigned) => format!("-${unsigned}{per}"),
                None => format!("${number}{per}"),
            },
            Self::Fr | Self::Gl => format!("{number} ${per}"),
        }
    }

    /// A burn rate, one decimal: `0.0 ×`, `0,0 ×`.
    pub fn fmt_burn(self, burn_rate: f64) -> String {
        self.with_unit(burn_rate, 1, "×")
    }

    /// A request rate on the on-call page, whole and ungrouped: `1125 req/s`.
    pub fn fmt_rps(self, requests_per_sec: f64) -> String {
        self.with_unit(requests_per_sec, 0, "req/s")
    }

    /// A request rate on the architecture page, whole and grouped:
    /// `2 000 rps` in English, `2 000 req/s` in French and Galician.
    pub fn fmt_arch_rps(self, requests_per_sec: f64) -> String {
        let number = self.fmt_grouped(requests_per_sec, 0);
        if number == NOT_A_NUMBER {
            return number;
        }
        let unit = match self {
            Self::En => "rps",
            Self::Fr | Self::Gl => "req/s",
        };
        format!("{number} {unit}")
    }

    /// A duration in seconds: whole from 10 s up (`30 s`), one decimal below
    /// (`2.5 s`).
    pub fn fmt_secs(self, secs: f64) -> String {
        self.with_unit(secs, adaptive_decimals(secs), "s")
    }

    /// A duration in milliseconds: whole from 10 ms up (`187 ms`), one
    /// decimal below (`4.5 ms`).
    pub fn fmt_ms(self, millis: f64) -> String {
        self.with_unit(millis, adaptive_decimals(millis), "ms")
    }

    /// `value` then a space and `unit`, or [`NOT_A_NUMBER`] alone.
    fn with_unit(self, value: f64, decimals: usize, unit: &str) -> String {
        if value.is_finite() {
            format!("{} {unit}", self.fmt_number(value, decimals))
        } else {
            NOT_A_NUMBER.to_owned()
        }
    }
}

impl fmt::Display for Language {
    /// The native name, as a language menu shows it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.native_name())
    }
}

/// Galician says the hour with the article: "ás 13:00", but "á 01:00"
/// (one o'clock is singular), and so "Á 01:00" at the start of a sentence.
/// The messages write "ás { $clock }"; this mends the one hour it does not
/// fit, wherever a message puts it.
fn galician_hour_article(text: &str) -> String {
    if !text.contains("s 01:") {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(['á', 'Á']) {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let article = from.chars().next().unwrap_or('á');
        let after = &from[article.len_utf8()..];
        // A word of its own: not the end of "atrás", say.
        let alone = !out.chars().next_back().is_some_and(char::is_alphanumeric);
        out.push(article);
        rest = match after.strip_prefix("s 01:") {
            Some(tail) if alone => {
                out.push_str(" 01:");
                tail
            }
            _ => after,
        };
    }
    out.push_str(rest);
    out
}

/// One decimal below 10 in magnitude, none from 10 up.
fn adaptive_decimals(value: f64) -> usize {
    usize::from(value.abs() < 10.0)
}

/// `value` with `decimals` fraction digits and a decimal point, or `None` if
/// it is not finite. Exact ties round away from zero; no `-0`.
fn fixed(value: f64, decimals: usize) -> Option<String> {
    if !value.is_finite() {
        return None;
    }
    let decimals = decimals.min(MAX_DECIMALS);
    let scale = 10_f64.powi(i32::try_from(decimals).unwrap_or(0));
    let scaled = value * scale;
    #[expect(clippy::float_cmp, reason = "only exact ties are rounded by hand")]
    let is_tie = (scaled - scaled.trunc()).abs() == 0.5;
    let value = if is_tie && scaled.is_finite() {
        scaled.round() / scale
    } else {
        value
    };
    let text = format!("{value:.decimals$}");
    let is_zero = text.bytes().all(|b| matches!(b, b'-' | b'0' | b'.'));
    Some(match text.strip_prefix('-') {
        Some(unsigned) if is_zero => unsigned.to_owned(),
        _ => text,
    })
}

/// How a language writes numbers, following CLDR except where the seed
/// pages' look differs: the decimal separator, the thousands separator, and
/// from how many integer digits the thousands are grouped. Numbers on the
/// on-call page are not grouped (the seed's "1125 req/s");
/// [`Language::fmt_grouped`] groups them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberRule {
    /// Between the integer and the fractional part.
    pub decimal: char,
    /// Between groups of three integer digits.
    pub group: char,
    /// Integers with at least this many digits are grouped.
    pub group_from_digits: usize,
}

/// The Fluent id of a setting's label (its row of
/// [`crate::model::arch::SETTING_SPECS`]).
pub fn setting_id(setting: crate::model::arch::Setting) -> &'static str {
    setting.spec().label_id
}

/// One embedded Fluent file.
#[derive(Clone, Copy, Debug)]
pub struct LocaleFile {
    /// The language the file belongs to.
    pub language: Language,
    /// Path under `locales/`, e.g. `en/oncall.ftl`.
    pub path: &'static str,
    /// The file's text.
    pub source: &'static str,
}

/// Embeds `locales/<path>` for a language.
macro_rules! locale_file {
    ($language:ident, $path:literal) => {
        LocaleFile {
            language: Language::$language,
            path: $path,
            source: include_str!(concat!("../locales/", $path)),
        }
    };
}

/// Every Fluent file of every language, in load order. The one list to edit
/// when a file is added.
pub const LOCALE_FILES: &[LocaleFile] = &[
    locale_file!(En, "en/app.ftl"),
    locale_file!(En, "en/oncall.ftl"),
    locale_file!(En, "en/arch.ftl"),
    locale_file!(En, "en/reference.ftl"),
    locale_file!(En, "en/assumptions.ftl"),
    locale_file!(En, "en/debrief.ftl"),
    locale_file!(En, "en/files.ftl"),
    locale_file!(En, "en/presenter.ftl"),
    locale_file!(En, "en/debrief-ui.ftl"),
    locale_file!(En, "en/second-opinion.ftl"),
    locale_file!(En, "en/arch-path.ftl"),
    locale_file!(En, "en/glossary.ftl"),
    locale_file!(En, "en/lessons.ftl"),
    locale_file!(En, "en/lesson-ui.ftl"),
    locale_file!(En, "en/lesson-window.ftl"),
    locale_file!(En, "en/beyond.ftl"),
    locale_file!(En, "en/messages.ftl"),
    locale_file!(En, "en/alerts.ftl"),
    locale_file!(En, "en/lessons-path.ftl"),
    locale_file!(Fr, "fr/app.ftl"),
    locale_file!(Fr, "fr/oncall.ftl"),
    locale_file!(Fr, "fr/arch.ftl"),
    locale_file!(Fr, "fr/reference.ftl"),
    locale_file!(Fr, "fr/assumptions.ftl"),
    locale_file!(Fr, "fr/debrief.ftl"),
    locale_file!(Fr, "fr/files.ftl"),
    locale_file!(Fr, "fr/presenter.ftl"),
    locale_file!(Fr, "fr/debrief-ui.ftl"),
    locale_file!(Fr, "fr/second-opinion.ftl"),
    locale_file!(Fr, "fr/arch-path.ftl"),
    locale_file!(Fr, "fr/glossary.ftl"),
    locale_file!(Fr, "fr/lessons.ftl"),
    locale_file!(Fr, "fr/lesson-ui.ftl"),
    locale_file!(Fr, "fr/lesson-window.ftl"),
    locale_file!(Fr, "fr/beyond.ftl"),
    locale_file!(Fr, "fr/messages.ftl"),
    locale_file!(Fr, "fr/alerts.ftl"),
    locale_file!(Fr, "fr/lessons-path.ftl"),
    locale_file!(Gl, "gl/app.ftl"),
    locale_file!(Gl, "gl/oncall.ftl"),
    locale_file!(Gl, "gl/arch.ftl"),
    locale_file!(Gl, "gl/reference.ftl"),
    locale_file!(Gl, "gl/assumptions.ftl"),
    locale_file!(Gl, "gl/debrief.ftl"),
    locale_file!(Gl, "gl/files.ftl"),
    locale_file!(Gl, "gl/presenter.ftl"),
    locale_file!(Gl, "gl/debrief-ui.ftl"),
    locale_file!(Gl, "gl/second-opinion.ftl"),
    locale_file!(Gl, "gl/arch-path.ftl"),
    locale_file!(Gl, "gl/glossary.ftl"),
    locale_file!(Gl, "gl/lessons.ftl"),
    locale_file!(Gl, "gl/lesson-ui.ftl"),
    locale_file!(Gl, "gl/lesson-window.ftl"),
    locale_file!(Gl, "gl/beyond.ftl"),
    locale_file!(Gl, "gl/messages.ftl"),
    locale_file!(Gl, "gl/alerts.ftl"),
    locale_file!(Gl, "gl/lessons-path.ftl"),
];

/// What the localisation layer can reject.
#[derive(Debug, thiserror::Error)]
pub enum I18nError {
    /// A Fluent file does not parse.
    #[error("Fluent syntax errors ({}) in {file}", details.join("; "))]
    Syntax {
        /// What the parser reported.
        details: Vec<String>,
        /// The file, or a description of the source.
        file: String,
    },
    /// A message id is defined twice for one language.
    #[error("message `{id}` is defined twice for {}", language.code())]
    Duplicate {
        /// The language.
        language: Language,
        /// The id.
        id: String,
    },
    /// A language does not define the same ids as English.
    #[error(
        "{} differs from English: missing {missing:?}, extra {extra:?}",
        language.code()
    )]
    IdMismatch {
        /// The language compared with English.
        language: Language,
        /// Ids English has and this language lacks.
        missing: Vec<String>,
        /// Ids this language has and English lacks.
        extra: Vec<String>,
    },
    /// No message with this id.
    #[error("message `{id}` is missing in {}", language.code())]
    Missing {
        /// The language looked in.
        language: Language,
        /// The id.
        id: String,
    },
    /// The message exists but has no value (attributes only).
    #[error("message `{id}` has no value in {}", language.code())]
    NoValue {
        /// The language looked in.
        language: Language,
        /// The id.
        id: String,
    },
    /// The message failed to format, e.g. for a missing argument.
    #[error("message `{id}` failed to format in {} ({})", language.code(), details.join("; "))]
    Format {
        /// The language looked in.
        language: Language,
        /// The id.
        id: String,
        /// What Fluent reported.
        details: Vec<String>,
        /// What Fluent produced anyway.
        partial: String,
    },
    /// The message formats to an empty string.
    #[error("message `{id}` is empty in {}", language.code())]
    Empty {
        /// The language looked in.
        language: Language,
        /// The id.
        id: String,
    },
}

/// The Fluent bundle type: the concurrent one, so [`I18n`] is `Send + Sync`.
type Bundle = FluentBundle<FluentResource>;

/// The messages of every language, the current language, and the fallbacks
/// already reported.
///
/// Cheap to query every frame; build it once (building parses every file).
pub struct I18n {
    /// The language [`I18n::tr`] uses first.
    language: Language,
    /// One bundle per language, indexed by [`Language::index`].
    bundles: [Bundle; 3],
    /// (language, id) pairs whose fallback was already logged.
    reported: Mutex<HashSet<(Language, String)>>,
}

impl fmt::Debug for I18n {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("I18n")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

impl Default for I18n {
    /// English.
    fn default() -> Self {
        Self::new(Language::default())
    }
}

impl I18n {
    /// All embedded messages, with `language` current.
    ///
    /// Never fails: a file error (which the tests rule out) is logged with
    /// `log::error!` and the messages that did parse are kept.
    pub fn new(language: Language) -> Self {
        let mut bundles = Language::ALL.map(new_bundle);
        for file in LOCALE_FILES {
            let bundle = &mut bundles[file.language.index()];
            if let Err(error) = add_source(bundle, file.language, file.source, file.path) {
                log::error!("{error}");
            }
        }
        Self::from_bundles(language, bundles)
    }

    /// The language of the operating system's locale, see
    /// [`Language::from_system`].
    pub fn from_system() -> Self {
        Self::new(Language::from_system())
    }

    /// Messages from the given Fluent sources instead of the embedded files,
    /// rejecting any syntax error or duplicate id. For tests and tools.
    pub fn from_sources(
        language: Language,
        sources: &[(Language, &str)],
    ) -> Result<Self, I18nError> {
        let mut bundles = Language::ALL.map(new_bundle);
        for (i, &(source_language, source)) in sources.iter().enumerate() {
            let file = format!("source {i} ({})", source_language.code());
            add_source(
                &mut bundles[source_language.index()],
                source_language,
                source,
                &file,
            )?;
        }
        Ok(Self::from_bundles(language, bundles))
    }

    fn from_bundles(language: Language, bundles: [Bundle; 3]) -> Self {
        Self {
            language,
            bundles,
            reported: Mutex::new(HashSet::new()),
        }
    }

    /// The current language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Makes `language` current.
    pub fn set_language(&mut self, language: Language) {
        self.language = language;
    }

    /// The message `id` in the current language, see [`I18n::tr_args`].
    pub fn tr(&self, id: &str) -> String {
        self.tr_args(id, &[])
    }

    /// The message `id` in the current language with named arguments, e.g.
    /// `tr_args("oncall-warm-up-running", &[("minutes", 4.into())])`.
    ///
    /// Falls back to English when the message is missing, fails to format or
    /// is empty, then to what English produced despite errors, then to `id`
    /// itself; never returns an empty string. Each fallback is logged once per
    /// language and id.
    pub fn tr_args(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let args = fluent_args(args);
        if self.language != Language::En {
            match self.format(self.language, id, args.as_ref()) {
                Ok(text) => return text,
                Err(error) => self.report(self.language, id, &error),
            }
        }
        match self.format(Language::En, id, args.as_ref()) {
            Ok(text) => text,
            Err(error) => {
                self.report(Language::En, id, &error);
                match error {
                    I18nError::Format { partial, .. } if !partial.trim().is_empty() => partial,
                    _ => id.to_owned(),
                }
            }
        }
    }

    /// The message `id` in `language` with no fallback: an error if it is
    /// missing, has no value, fails to format or is empty. For tests.
    pub fn tr_exact(
        &self,
        language: Language,
        id: &str,
        args: &[(&str, FluentValue<'_>)],
    ) -> Result<String, I18nError> {
        self.format(language, id, fluent_args(args).as_ref())
    }

    /// Whether `language` defines the message `id`.
    pub fn has_message(&self, language: Language, id: &str) -> bool {
        self.bundles[language.index()].has_message(id)
    }

    /// The (language, id) pairs that needed a fallback so far, sorted; each
    /// was logged once.
    pub fn reported_fallbacks(&self) -> Vec<(Language, String)> {
        let reported = self.reported.lock().unwrap_or_else(PoisonError::into_inner);
        let mut pairs: Vec<_> = reported.iter().cloned().collect();
        pairs.sort();
        pairs
    }

    /// `label: value` punctuated as the language does it (French puts a
    /// no-break space before the colon).
    pub fn labelled(&self, label: &str, value: &str) -> String {
        format!("{label}{}{value}", self.colon())
    }

    /// The colon and the space after it, as the language writes them.
    pub fn colon(&self) -> &'static str {
        match self.language {
            Language::Fr => "\u{a0}: ",
            Language::En | Language::Gl => ": ",
        }
    }

    /// What separates the items of a list, as the language writes it
    /// (French: a no-break space before the semicolon; not the narrow one,
    /// where egui would break the line).
    pub fn semicolon(&self) -> &'static str {
        match self.language {
            Language::Fr => "\u{a0}; ",
            Language::En | Language::Gl => "; ",
        }
    }

    /// [`Language::fmt_number`] in the current language.
    pub fn fmt_number(&self, value: f64, decimals: usize) -> String {
        self.language.fmt_number(value, decimals)
    }

    /// [`Language::fmt_grouped`] in the current language.
    pub fn fmt_grouped(&self, value: f64, decimals: usize) -> String {
        self.language.fmt_grouped(value, decimals)
    }

    /// [`Language::fmt_percent`] in the current language.
    pub fn fmt_percent(&self, share: f64, decimals: usize) -> String {
        self.language.fmt_percent(share, decimals)
    }

    /// [`Language::fmt_points`] in the current language.
    pub fn fmt_points(&self, share_difference: f64, decimals: usize) -> String {
        self.language.fmt_points(share_difference, decimals)
    }

    /// [`Language::fmt_money`] in the current language.
    pub fn fmt_money(&self, dollars: f64) -> String {
        self.language.fmt_money(dollars)
    }

    /// [`Language::fmt_money_per_hour`] in the current language.
    pub fn fmt_money_per_hour(&self, dollars_per_hour: f64) -> String {
        self.language.fmt_money_per_hour(dollars_per_hour)
    }

    /// [`Language::fmt_burn`] in the current language.
    pub fn fmt_burn(&self, burn_rate: f64) -> String {
        self.language.fmt_burn(burn_rate)
    }

    /// [`Language::fmt_rps`] in the current language.
    pub fn fmt_rps(&self, requests_per_sec: f64) -> String {
        self.language.fmt_rps(requests_per_sec)
    }

    /// [`Language::fmt_arch_rps`] in the current language.
    pub fn fmt_arch_rps(&self, requests_per_sec: f64) -> String {
        self.language.fmt_arch_rps(requests_per_sec)
    }

    /// [`Language::fmt_secs`] in the current language.
    pub fn fmt_secs(&self, secs: f64) -> String {
        self.language.fmt_secs(secs)
    }

    /// [`Language::fmt_ms`] in the current language.
    pub fn fmt_ms(&self, millis: f64) -> String {
        self.language.fmt_ms(millis)
    }

    /// Formats `id` in `language`, strictly.
    fn format(
        &self,
        language: Language,
        id: &str,
        args: Option<&FluentArgs<'_>>,
    ) -> Result<String, I18nError> {
        let bundle = &self.bundles[language.index()];
        let Some(message) = bundle.get_message(id) else {
            return Err(I18nError::Missing {
                language,
                id: id.to_owned(),
            });
        };
        let Some(pattern) = message.value() else {
            return Err(I18nError::NoValue {
                language,
                id: id.to_owned(),
            });
        };
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned();
        if !errors.is_empty() {
            return Err(I18nError::Format {
                language,
                id: id.to_owned(),
                details: errors.iter().map(ToString::to_string).collect(),
                partial: text,
            });
        }
        if text.trim().is_empty() {
            return Err(I18nError::Empty {
                language,
                id: id.to_owned(),
            });
        }
        Ok(match language {
            Language::Gl => galician_hour_article(&text),
            Language::En | Language::Fr => text,
        })
    }

    /// Logs `error` the first time `id` needs a fallback in `language`.
    fn report(&self, language: Language, id: &str, error: &I18nError) {
        let mut reported = self.reported.lock().unwrap_or_else(PoisonError::into_inner);
        if reported.insert((language, id.to_owned())) {
            let instead = if language == Language::En {
                "showing the id"
            } else {
                "falling back to English"
            };
            log::warn!("{error}; {instead}");
        }
    }
}

/// An empty bundle for `language`: no Unicode isolation marks (egui would
/// draw them), and numbers in arguments formatted for the language.
fn new_bundle(language: Language) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![language.langid()]);
    bundle.set_use_isolating(false);
    match language {
        Language::En => bundle.set_formatter(Some(|value, _| format_argument(value, '.'))),
        Language::Fr | Language::Gl => {
            bundle.set_formatter(Some(|value, _| format_argument(value, ',')));
        }
    }
    bundle
}

/// How a bundle shows a number argument: Fluent's digits with the language's
/// decimal separator, [`NOT_A_NUMBER`] if not finite; `None` (Fluent's own
/// formatting) for anything else.
fn format_argument(value: &FluentValue<'_>, decimal_separator: char) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    if !number.value.is_finite() {
        return Some(NOT_A_NUMBER.to_owned());
    }
    let text = number.as_string();
    let text = match text.strip_prefix('-') {
        Some(unsigned) if unsigned.bytes().all(|b| matches!(b, b'0' | b'.')) => unsigned,
        _ => text.as_ref(),
    };
    Some(text.replace('.', &decimal_separator.to_string()))
}

/// Fluent arguments from name–value pairs; `None` when there are none.
fn fluent_args<'a>(args: &[(&str, FluentValue<'a>)]) -> Option<FluentArgs<'a>> {
    if args.is_empty() {
        return None;
    }
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent.set(name.to_string(), value.clone());
    }
    Some(fluent)
}

/// Parses `source` and adds it to `bundle`, rejecting syntax errors and
/// duplicate ids (the valid part is still added).
fn add_source(
    bundle: &mut Bundle,
    language: Language,
    source: &str,
    file: &str,
) -> Result<(), I18nError> {
    let (resource, syntax) = match FluentResource::try_new(source.to_owned()) {
        Ok(resource) => (resource, Vec::new()),
        Err((resource, errors)) => (resource, errors),
    };
    let added = bundle.add_resource(resource);
    if !syntax.is_empty() {
        return Err(I18nError::Syntax {
            details: syntax.iter().map(ToString::to_string).collect(),
            file: file.to_owned(),
        });
    }
    if let Err(errors) = added {
        let id = errors
            .iter()
            .find_map(|error| match error {
                fluent_bundle::FluentError::Overriding { id, .. } => Some(id.clone()),
                _ => None,
            })
            .unwrap_or_default();
        return Err(I18nError::Duplicate { language, id });
    }
    Ok(())
}

/// The message ids a Fluent source defines, in order; an error if it does not
/// parse.
///
/// In valid Fluent a message starts at the beginning of a line with its
/// identifier (continuation lines are indented, comments start with `#`,
/// terms with `-`), so the ids are the first words of those lines.
pub fn message_ids(source: &str, file: &str) -> Result<Vec<String>, I18nError> {
    if let Err((_, errors)) = FluentResource::try_new(source.to_owned()) {
        return Err(I18nError::Syntax {
            details: errors.iter().map(ToString::to_string).collect(),
            file: file.to_owned(),
        });
    }
    Ok(source
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|line| line.split(|c: char| c == '=' || c.is_whitespace()).next())
        .map(str::to_owned)
        .collect())
}

/// The ids defined by the embedded files of `language`.
pub fn embedded_ids(language: Language) -> Result<BTreeSet<String>, I18nError> {
    let mut ids = BTreeSet::new();
    for file in LOCALE_FILES.iter().filter(|f| f.language == language) {
        for id in message_ids(file.source, file.path)? {
            if !ids.insert(id.clone()) {
                return Err(I18nError::Duplicate { language, id });
            }
        }
    }
    Ok(ids)
}

/// Checks every embedded file: it parses, no id is defined twice, and every
/// language defines exactly the ids English defines.
pub fn parse_all() -> Result<(), I18nError> {
    let english = embedded_ids(Language::En)?;
    for language in Language::ALL {
        let ids = embedded_ids(language)?;
        let missing: Vec<String> = english.difference(&ids).cloned().collect();
        let extra: Vec<String> = ids.difference(&english).cloned().collect();
        if !missing.is_empty() || !extra.is_empty() {
            return Err(I18nError::IdMismatch {
                language,
                missing,
                extra,
            });
        }
    }
    let mut bundles = Language::ALL.map(new_bundle);
    for file in LOCALE_FILES {
        add_source(
            &mut bundles[file.language.index()],
            file.language,
            file.source,
            file.path,
        )?;
    }
    Ok(())
}

/// The arguments of a file or content error as Fluent values: long
/// numbers written short, control characters of names escaped.
fn error_args(
    i18n: &I18n,
    args: Vec<(&'static str, ErrorArg)>,
) -> Vec<(&'static str, FluentValue<'static>)> {
    let mut args = error_values(args);
    // A command's value: what it should be, in the language.
    for (name, value) in &mut args {
        if *name == "expected"
            && let FluentValue::String(words) = value
        {
            *value = FluentValue::from(command_expected_text(i18n, words));
        }
    }
    // What was expected and what the document should be are messages of
    // their own, said first and passed in as words: a Fluent term cannot
    // see the message's variables, and takes only literal arguments.
    let get = |args: &[(&str, FluentValue<'static>)], name: &str| {
        args.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
    };
    if let Some(expects) = get(&args, "expects") {
        let names = get(&args, "names").unwrap_or_else(|| FluentValue::from(""));
        let words = i18n.tr_args(
            "run-error-expected",
            &[("expects", expects), ("names", names)],
        );
        args.push(("expected-words", FluentValue::from(words)));
    }
    if let Some(document) = get(&args, "document") {
        let words = i18n.tr_args("run-error-document", &[("document", document)]);
        args.push(("document-words", FluentValue::from(words)));
    }
    args
}

/// The arguments as Fluent values: long numbers short, control characters
/// escaped, the values echoed from the file cut to a readable length (the
/// messages' own words, such as a list of names, are kept whole).
fn error_values(args: Vec<(&'static str, ErrorArg)>) -> Vec<(&'static str, FluentValue<'static>)> {
    args.into_iter()
        .map(|(name, value)| {
            let value = match value {
                // 1e308 as "1e308", not 309 digits.
                ErrorArg::Number(x) if crate::model::Short::is_long(x) => {
                    FluentValue::from(crate::model::Short(x).to_string())
                }
                ErrorArg::Number(x) => FluentValue::from(x),
                ErrorArg::Text(text) => FluentValue::from(match name {
                    "found" | "field" | "name" | "text" | "value" => echoed(&text),
                    "path" => crate::model::for_terminal(&crate::model::cut(&text, MAX_PATH_CHARS))
                        .into_owned(),
                    _ => crate::model::for_terminal(&text).into_owned(),
                }),
            };
            (name, value)
        })
        .collect()
}

/// A scenario's text in `i18n`'s language: the app's message, else the
/// author's words in the language, else in the first language they wrote
/// (English first), with the language it is in when that is another.
pub fn scenario_text(i18n: &I18n, text: &Text) -> (String, Option<Language>) {
    match text {
        Text::Message(id) => (i18n.tr(id), None),
        Text::Words(words) => {
            let here = i18n.language();
            if let Some(w) = words.get(here.code()) {
                return (w.clone(), None);
            }
            Language::ALL
                .into_iter()
                .find_map(|l| words.get(l.code()).map(|w| (w.clone(), Some(l))))
                .unwrap_or_default()
        }
    }
}

/// The localized name of a tier of the architecture path.
pub fn stage_name(i18n: &I18n, stage: crate::model::arch::Stage) -> String {
    i18n.tr(&format!("arch-stage-{}", stage.name()))
}

/// A scenario's name in the language (its author's words as they wrote
/// them when not in it).
pub fn scenario_name(i18n: &I18n, scenario: &ScenarioRef) -> String {
    scenario_text(i18n, &scenario.file().name).0
}

/// A scenario's briefing in the language; an author's briefing not written
/// in it says in which language it is.
pub fn scenario_briefing(i18n: &I18n, scenario: &ScenarioRef) -> String {
    text_said(i18n, &scenario.file().briefing)
}

/// A text of a file (a scenario's, a lesson's) in the language: the app's
/// message, or the author's words, saying in which language they are
/// written when it is another.
pub fn text_said(i18n: &I18n, text: &Text) -> String {
    match scenario_text(i18n, text) {
        (words, None) => words,
        (words, Some(language)) => i18n.tr_args(
            "app-scenario-written-in",
            &[
                ("text", FluentValue::from(words)),
                ("language", FluentValue::from(language.code())),
            ],
        ),
    }
}

/// A typed number, as the reader's language writes it, the one reading of
/// every box a number is typed in (a guess, a slider's box): spaces (any kind)
/// group thousands; a decimal point, or in French and Galician a decimal
/// comma; in English a comma before three digits groups thousands
/// (`1,200`). A unit or `%` after it is ignored, but no digit may follow
/// it. `None` when there is no finite number.
pub fn read_number(text: &str, language: Language) -> Option<f64> {
    let text = text.trim();
    let end = text
        .find(|c: char| {
            !(c.is_ascii_digit() || c.is_whitespace() || matches!(c, '.' | ',' | '-' | '+'))
        })
        .unwrap_or(text.len());
    let (number, rest) = text.split_at(end);
    if rest.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    let mut cleaned: String = number.chars().filter(|c| !c.is_whitespace()).collect();
    let grouped = |int: &str| {
        let mut groups = int.trim_start_matches(['-', '+']).split(',');
        let first = groups.next().unwrap_or_default();
        (1..=3).contains(&first.len()) && groups.all(|g| g.len() == 3)
    };
    let int = cleaned.split('.').next().unwrap_or_default().to_owned();
    cleaned = if language == Language::En && int.contains(',') && grouped(&int) {
        cleaned.replace(',', "")
    } else {
        cleaned.replace(',', ".")
    };
    cleaned.parse::<f64>().ok().filter(|x| x.is_finite())
}

/// A number as the file wrote it, in the language's format: the fewest
/// decimals (up to 6) that show it exactly (`0,05`, `10 080`).
pub fn shortest_number(i18n: &I18n, x: f64) -> String {
    let decimals = (0..=6_i32)
        .find(|&d| {
            let p = 10f64.powi(d);
            ((x * p).round() - x * p).abs() <= 1e-9 * (x * p).abs().max(1.0)
        })
        .map_or(6, |d| d.unsigned_abs() as usize);
    i18n.fmt_number(x, decimals)
}

/// A scenario file's problem in the current language, the field named as
/// the file spells it.
pub fn scenario_error_text(i18n: &I18n, err: &ScenarioError) -> String {
    let n = |x: &str| FluentValue::from(x.to_owned());
    match err {
        ScenarioError::Format { found } => i18n.tr_args(
            "files-scenario-error-format",
            &[
                ("found", FluentValue::from(*found)),
                ("supported", FluentValue::from(SCENARIO_FORMAT)),
            ],
        ),
        ScenarioError::OutOfRange {
            field,
            value,
            min,
            max,
        } => {
            let num = |x: f64| FluentValue::from(shortest_number(i18n, x));
            i18n.tr_args(
                "files-scenario-error-out-of-range",
                &[
                    ("field", n(field)),
                    ("value", num(*value)),
                    ("min", num(*min)),
                    ("max", num(*max)),
                ],
            )
        }
        ScenarioError::Invalid {
            field,
            value,
            expected,
        } => i18n.tr_args(
            "files-scenario-error-invalid",
            &[
                ("field", n(field)),
                ("value", FluentValue::from(echoed(value))),
                (
                    "expected",
                    FluentValue::from(
                        i18n.tr(&format!("files-scenario-expected-{}", expected.id())),
                    ),
                ),
            ],
        ),
        ScenarioError::AfterEnd {
            field,
            minute,
            length,
        } => i18n.tr_args(
            "files-scenario-error-after-end",
            &[
                ("field", n(field)),
                ("minute", FluentValue::from(*minute)),
                ("length", FluentValue::from(*length)),
            ],
        ),
        ScenarioError::Twice { field, what } => i18n.tr_args(
            "files-scenario-error-twice",
            &[
                ("field", n(field)),
                (
                    "event",
                    FluentValue::from(i18n.tr(&format!("files-scenario-event-{what}"))),
                ),
            ],
        ),
    }
}

/// A run file's content error in the current language.
pub fn run_error_text(i18n: &I18n, err: &RunError) -> String {
    if let RunError::ArchSetting(setting) = err {
        return arch_error_text(i18n, setting);
    }
    if let RunError::BadScenario(problem) = err {
        return i18n.tr_args(
            err.kind(),
            &[(
                "problem",
                FluentValue::from(scenario_error_text(i18n, problem)),
            )],
        );
    }
    i18n.tr_args(err.kind(), &error_args(i18n, err.args()))
}

/// Why a link's fragment could not be read, in the current language.
pub fn link_error_text(i18n: &I18n, err: &crate::run::link::LinkError) -> String {
    i18n.tr_args(err.kind(), &error_args(i18n, err.args()))
}

/// A run file error in the current language, the path last.
pub fn file_error_text(i18n: &I18n, err: &RunFileError) -> String {
    let mut args = err.args();
    let path = args
        .iter()
        .position(|(name, _)| *name == "path")
        .map(|k| args.remove(k));
    // What the system said, in the app's own words.
    if let RunFileError::Read { error, .. } | RunFileError::Write { error, .. } = err {
        let words = io_error_text(i18n, error);
        for (name, value) in &mut args {
            if *name == "message" {
                *value = ErrorArg::Text(words.clone());
            }
        }
    }
    // A setting of an architecture configuration, said in the language.
    if let RunFileError::Invalid {
        problem: RunError::ArchSetting(setting),
        ..
    } = err
    {
        for (name, value) in &mut args {
            if *name == "message" {
                *value = ErrorArg::Text(arch_error_text(i18n, setting));
            }
        }
    }
    // A scenario's problem, said in the language too.
    if let RunFileError::Invalid {
        problem: RunError::BadScenario(problem),
        ..
    } = err
    {
        for (name, value) in &mut args {
            if *name == "problem" {
                *value = ErrorArg::Text(scenario_error_text(i18n, problem));
            }
        }
    }
    let message = i18n.tr_args(err.kind(), &error_args(i18n, args));
    match path {
        Some((_, ErrorArg::Text(path))) => i18n.tr_args(
            "run-error-in-file",
            &[
                ("message", FluentValue::from(message)),
                (
                    "path",
                    FluentValue::from(crate::model::cut(&path, MAX_PATH_CHARS).into_owned()),
                ),
            ],
        ),
        _ => message,
    }
}

/// What the system said about a file, in the reader's language and the
/// app's own words: the kind of the error (on Unix its number, for the
/// kinds the standard library does not name) says which sentence; the
/// system's text, with its "(os error 13)", is never shown. The error
/// under the ones a save wraps (a folder that cannot be written or
/// flushed) is said for what it is; a temporary file left behind is named.
pub fn io_error_text(i18n: &I18n, error: &std::io::Error) -> String {
    system_error_text(i18n, &crate::run::SystemError::from(error))
}

/// [`io_error_text`] for an error kept as a [`crate::run::SystemError`].
pub fn system_error_text(i18n: &I18n, error: &crate::run::SystemError) -> String {
    let words = i18n.tr_args(
        io_error_id(error.kind, error.code),
        &[("code", FluentValue::from(error.code.unwrap_or_default()))],
    );
    match &error.left_behind {
        Some(temp) => i18n.tr_args(
            "app-io-left-behind",
            &[
                ("message", FluentValue::from(words)),
                ("path", FluentValue::from(shown_path(temp))),
            ],
        ),
        None => words,
    }
}

/// The message that says an error of the system (see [`io_error_text`]).
fn io_error_id(kind: std::io::ErrorKind, code: Option<i32>) -> &'static str {
    use std::io::ErrorKind as K;
    // What the standard library has no stable kind for, by its number.
    #[cfg(unix)]
    match code {
        Some(libc::ELOOP) => return "app-io-link-loop",
        Some(libc::ENAMETOOLONG) => return "app-io-name-too-long",
        Some(libc::EMFILE | libc::ENFILE) => return "app-io-too-many-open",
        Some(libc::EIO) => return "app-io-device",
        _ => {}
    }
    match kind {
        K::NotFound => "app-io-not-found",
        K::PermissionDenied => "app-io-permission-denied",
        K::AlreadyExists => "app-io-already-exists",
        K::StorageFull | K::WriteZero => "app-io-storage-full",
        K::QuotaExceeded => "app-io-quota",
        K::FileTooLarge => "app-io-file-too-large",
        K::ReadOnlyFilesystem => "app-io-read-only",
        K::IsADirectory => "app-io-is-a-folder",
        K::NotADirectory => "app-io-not-a-folder",
        K::DirectoryNotEmpty => "app-io-folder-not-empty",
        K::InvalidData => "app-io-invalid-data",
        K::InvalidFilename => "app-io-invalid-name",
        K::InvalidInput => "app-io-invalid-path",
        K::ResourceBusy | K::ExecutableFileBusy => "app-io-busy",
        K::CrossesDevices => "app-io-crosses-devices",
        K::TooManyLinks => "app-io-too-many-links",
        K::StaleNetworkFileHandle => "app-io-stale",
        K::TimedOut => "app-io-timed-out",
        K::Interrupted => "app-io-interrupted",
        K::Unsupported => "app-io-unsupported",
        K::OutOfMemory => "app-io-out-of-memory",
        K::UnexpectedEof => "app-io-unexpected-end",
        _ if code.is_some() => "app-io-other-code",
        _ => "app-io-other",
    }
}

/// A path as a message shows it: whole unless absurdly long (then cut,
/// see [`crate::model::cut`]), with the characters a terminal obeys
/// escaped at the print point as every text is.
pub fn shown_path(path: &std::path::Path) -> String {
    crate::model::cut(&path.display().to_string(), MAX_PATH_CHARS).into_owned()
}

/// The most characters of a path a message shows: far more than any path
/// a person types, far less than a screenful.
pub const MAX_PATH_CHARS: usize = 4 * crate::model::ECHO_CHARS;

/// A value a message echoes from a file or an argument (a name, an id, a
/// value): at most [`crate::model::ECHO_CHARS`] characters, the rest cut
/// with `…`, and the characters a terminal obeys escaped.
pub fn echoed(text: &str) -> String {
    crate::model::for_terminal(&crate::model::cut(text, crate::model::ECHO_CHARS)).into_owned()
}

/// A number as short as it reads exactly (`0.6`, `4000`, `1e-9`), with the
/// language's decimal separator.
fn short_number(i18n: &I18n, value: f64) -> String {
    let text = crate::model::Short(value).to_string();
    match i18n.language() {
        Language::En => text,
        Language::Fr | Language::Gl => text.replace('.', ","),
    }
}

/// What the architecture model rejected, in the current language.
pub fn arch_error_text(i18n: &I18n, err: &crate::model::arch::ArchError) -> String {
    use crate::model::arch::ArchError as E;
    let text = |s: &str| FluentValue::from(crate::model::for_terminal(s).into_owned());
    let echo = |s: &str| FluentValue::from(echoed(s));
    let number = |x: f64| FluentValue::from(short_number(i18n, x));
    let (id, args): (&str, Vec<(&str, FluentValue<'_>)>) = match err {
        E::UnknownSetting(name) => (
            "arch-error-unknown-setting",
            vec![
                ("text", echo(name)),
                ("expected", text(&crate::model::arch::Setting::names_list())),
            ],
        ),
        E::UnknownStage(name) => ("arch-error-unknown-stage", vec![("text", echo(name))]),
        E::NotAnAssignment(given) => ("arch-error-not-an-assignment", vec![("text", echo(given))]),
        E::NotANumber {
            setting,
            text: given,
        } => (
            "arch-error-not-a-number",
            vec![("setting", text(setting.name())), ("text", echo(given))],
        ),
        E::NotAToggle {
            setting,
            text: given,
        } => (
            "arch-error-not-a-toggle",
            vec![("setting", text(setting.name())), ("text", echo(given))],
        ),
        E::NotFinite { setting, .. } => (
            "arch-error-not-finite",
            vec![("setting", text(setting.name()))],
        ),
        E::NotWhole { setting, value } => (
            "arch-error-not-whole",
            vec![("setting", text(setting.name())), ("value", number(*value))],
        ),
        E::OutOfRange {
            setting,
            value,
            min,
            max,
        } => (
            "arch-error-out-of-range",
            vec![
                ("setting", text(setting.name())),
                ("value", number(*value)),
                ("min", number(*min)),
                ("max", number(*max)),
            ],
        ),
        E::UnknownRemedy(name) => (
            "arch-error-unknown-remedy",
            vec![
                ("text", echo(name)),
                ("expected", text(&crate::model::arch::Remedy::names_list())),
            ],
        ),
        E::SlowdownEndsBeforeStart {
            stage,
            from_s,
            to_s,
        } => (
            "arch-error-slowdown-order",
            vec![
                ("stage", text(stage.name())),
                ("from", number(*from_s)),
                ("to", number(*to_s)),
            ],
        ),
        E::SweepPoints(points) => ("arch-error-sweep-points", sweep_points_args(*points)),
    };
    i18n.tr_args(id, &args)
}

/// The arguments of the error for a sweep of too few or too many points:
/// the points asked for and the bounds.
fn sweep_points_args(points: usize) -> Vec<(&'static str, FluentValue<'static>)> {
    vec![
        ("value", FluentValue::from(points)),
        (
            "min",
            FluentValue::from(crate::model::arch::MIN_SWEEP_POINTS),
        ),
        (
            "max",
            FluentValue::from(crate::model::arch::MAX_SWEEP_POINTS),
        ),
    ]
}

/// A decision the on-call model refused, in the current language.
pub fn command_error_text(i18n: &I18n, err: &crate::model::oncall::CommandError) -> String {
    use crate::model::oncall::CommandError as E;
    let text = |s: &str| FluentValue::from(echoed(s));
    match err {
        E::OutOfRange {
            name,
            value,
            min,
            max,
        } => i18n.tr_args(
            "oncall-error-out-of-range",
            &[
                ("setting", text(name)),
                ("value", FluentValue::from(short_number(i18n, *value))),
                ("min", FluentValue::from(short_number(i18n, *min))),
                ("max", FluentValue::from(short_number(i18n, *max))),
            ],
        ),
        E::Unknown(given) => i18n.tr_args("oncall-error-unknown-command", &[("text", text(given))]),
        E::BadValue {
            name,
            value,
            expected,
        } => i18n.tr_args(
            "oncall-error-bad-value",
            &[
                ("setting", text(name)),
                ("text", text(value)),
                (
                    "expected",
                    FluentValue::from(command_expected_text(i18n, expected)),
                ),
            ],
        ),
    }
}

/// What a command's value should be ([`crate::model::oncall::CommandError::BadValue`]'s
/// `expected`, English words of the model), in the current language.
pub fn command_expected_text(i18n: &I18n, expected: &str) -> String {
    let id = match expected {
        "a whole number of instances" => "oncall-expected-instances",
        "on or off" => "oncall-expected-on-off",
        "no value" => "oncall-expected-no-value",
        "a share such as 0.5" => "oncall-expected-share-half",
        "a share such as 0.6" => "oncall-expected-share",
        "seconds" => "oncall-expected-seconds",
        // A new phrase of the model, said as it is until it has a message
        // (a unit test lists every phrase the parser gives).
        other => return other.to_owned(),
    };
    i18n.tr(id)
}

/// A timeline the on-call model could not replay, in the current language.
pub fn timeline_error_text(i18n: &I18n, err: &crate::model::oncall::TimelineError) -> String {
    use crate::model::oncall::TimelineError as E;
    match err {
        E::OutOfOrder { minute, previous } => i18n.tr_args(
            "oncall-error-out-of-order",
            &[
                ("minute", FluentValue::from(*minute)),
                ("previous", FluentValue::from(*previous)),
            ],
        ),
        E::BadCommand { minute, source } => i18n.tr_args(
            "oncall-error-bad-command",
            &[
                ("minute", FluentValue::from(*minute)),
                (
                    "message",
                    FluentValue::from(command_error_text(i18n, source)),
                ),
            ],
        ),
    }
}

#[cfg(test)]
mod galician_tests {
    use super::*;

    #[test]
    fn one_oclock_takes_the_singular_article() {
        assert_eq!(galician_hour_article("alerta ás 01:00"), "alerta á 01:00");
        assert_eq!(galician_hour_article("Ás 01:30 saltou"), "Á 01:30 saltou");
        assert_eq!(galician_hour_article("alerta ás 13:00"), "alerta ás 13:00");
        assert_eq!(
            galician_hour_article("ás 11:00 e ás 01:05"),
            "ás 11:00 e á 01:05"
        );
        assert_eq!(galician_hour_article("atrás 01:00"), "atrás 01:00");
        assert_eq!(galician_hour_article("sen horas"), "sen horas");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_files_parse_and_match() -> Result<(), I18nError> {
        parse_all()
    }

    #[test]
    fn codes_round_trip() {
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
        }
        assert_eq!(Language::from_code("fr-FR"), Some(Language::Fr));
        assert_eq!(Language::from_code("gl_ES.UTF-8"), Some(Language::Gl));
        assert_eq!(Language::from_code("EN-gb"), Some(Language::En));
        assert_eq!(Language::from_code("fil"), None);
        assert_eq!(Language::from_code(""), None);
    }

    #[test]
    fn system_tags_map_to_supported_languages() {
        assert_eq!(Language::from_locale_tag("fr-CA"), Language::Fr);
        assert_eq!(Language::from_locale_tag("gl-ES"), Language::Gl);
        assert_eq!(Language::from_locale_tag("es-ES"), Language::En);
        assert_eq!(Language::from_locale_tag("C"), Language::En);
        assert_eq!(Language::from_locale_tag("de_DE@euro"), Language::En);
    }

    #[test]
    fn numbers_follow_the_seed_pages() {
        let (en, fr, gl) = (Language::En, Language::Fr, Language::Gl);
        assert_eq!(en.fmt_burn(0.0), "0.0 ×");
        assert_eq!(fr.fmt_burn(0.0), "0,0 ×");
        assert_eq!(gl.fmt_burn(0.0), "0,0 ×");
        assert_eq!(en.fmt_money_per_hour(4.0), "$4.00/h");
        assert_eq!(fr.fmt_money_per_hour(4.0), "4,00 $/h");
        assert_eq!(gl.fmt_money_per_hour(4.0), "4,00 $/h");
        assert_eq!(en.fmt_money(0.0), "$0.00");
        assert_eq!(en.fmt_money(-8.79), "-$8.79");
        assert_eq!(fr.fmt_money(21.86), "21,86 $");
        assert_eq!(fr.fmt_money(0.0), "0,00 $");
        for language in Language::ALL {
            assert_eq!(language.fmt_rps(1125.2), "1125 req/s");
            assert_eq!(language.fmt_percent(0.77, 0), "77 %");
            assert_eq!(language.fmt_percent(0.19, 0), "19 %");
            assert_eq!(language.fmt_percent(1.0, 0), "100 %");
            assert_eq!(language.fmt_secs(30.0), "30 s");
        }
        assert_eq!(fr.fmt_percent(0.999, 1), "99,9 %");
    }

    #[test]
    fn durations_keep_a_decimal_below_ten() {
        assert_eq!(Language::En.fmt_secs(2.5), "2.5 s");
        assert_eq!(Language::Gl.fmt_ms(4.5), "4,5 ms");
        assert_eq!(Language::Fr.fmt_ms(187.4), "187 ms");
        assert_eq!(Language::En.fmt_ms(9.96), "10.0 ms");
    }

    #[test]
    fn grouping_matches_the_architecture_page() {
        assert_eq!(Language::En.fmt_grouped(2000.0, 0), "2 000");
        assert_eq!(Language::En.fmt_grouped(20_000.0, 0), "20 000");
        assert_eq!(Language::En.fmt_grouped(640.0, 0), "640");
        assert_eq!(Language::Fr.fmt_grouped(-1_234_567.5, 1), "-1 234 567,5");
        assert_eq!(Language::En.fmt_arch_rps(2000.0), "2 000 rps");
        assert_eq!(Language::Gl.fmt_arch_rps(250.0), "250 req/s");
        assert_eq!(Language::Fr.fmt_arch_rps(f64::NAN), NOT_A_NUMBER);
    }

    #[test]
    fn non_finite_values_show_a_dash() {
        for language in Language::ALL {
            for value in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
                let all = [
                    language.fmt_number(value, 2),
                    language.fmt_grouped(value, 0),
                    language.fmt_percent(value, 0),
                    language.fmt_money(value),
                    language.fmt_money_per_hour(value),
                    language.fmt_burn(value),
                    language.fmt_rps(value),
                    language.fmt_secs(value),
                    language.fmt_ms(value),
                ];
                for text in all {
                    assert_eq!(text, NOT_A_NUMBER);
                }
            }
        }
    }

    #[test]
    fn rounding_is_away_from_zero_on_ties_and_never_negative_zero() {
        assert_eq!(Language::En.fmt_number(0.5, 0), "1");
        assert_eq!(Language::En.fmt_number(2.5, 0), "3");
        assert_eq!(Language::En.fmt_number(-2.5, 0), "-3");
        assert_eq!(Language::En.fmt_number(0.125, 2), "0.13");
        assert_eq!(Language::En.fmt_number(-0.0, 1), "0.0");
        assert_eq!(Language::Fr.fmt_number(-0.04, 1), "0,0");
        assert_eq!(Language::En.fmt_number(-0.06, 1), "-0.1");
        assert_eq!(Language::En.fmt_number(1.0 / 3.0, 40).len(), 14);
    }

    #[test]
    fn arguments_use_the_language_separator() -> Result<(), I18nError> {
        let i18n = I18n::from_sources(
            Language::Fr,
            &[
                (Language::En, "left = { $minutes } min left"),
                (Language::Fr, "left = encore { $minutes } min"),
            ],
        )?;
        assert_eq!(
            i18n.tr_args("left", &[("minutes", 2.5.into())]),
            "encore 2,5 min"
        );
        assert_eq!(
            i18n.tr_args("left", &[("minutes", f64::NAN.into())]),
            "encore — min"
        );
        assert_eq!(
            i18n.tr_args("left", &[("minutes", 3.into())]),
            "encore 3 min"
        );
        Ok(())
    }

    #[test]
    fn no_isolation_marks() {
        let i18n = I18n::new(Language::En);
        let text = i18n.tr_args("oncall-warm-up-running", &[("minutes", 4.into())]);
        assert_eq!(text, "Warm-up running, 4 min left");
    }

    #[test]
    fn fallback_chain_and_single_report() -> Result<(), I18nError> {
        let i18n = I18n::from_sources(
            Language::Gl,
            &[
                (
                    Language::En,
                    "both = Both\nonly-en = Only English\nneeds = Has { $x }",
                ),
                (Language::Gl, "both = Ambos\nneeds = Ten { $y }"),
            ],
        )?;
        assert_eq!(i18n.tr("both"), "Ambos");
        assert_eq!(i18n.tr("only-en"), "Only English");
        assert_eq!(i18n.tr("only-en"), "Only English");
        assert_eq!(i18n.tr("nowhere"), "nowhere");
        // Galician fails to format (no $y), English formats cleanly.
        assert_eq!(i18n.tr_args("needs", &[("x", "x".into())]), "Has x");
        // Both fail: English's partial text beats the id.
        assert_eq!(i18n.tr("needs"), "Has {$x}");
        assert_eq!(
            i18n.reported_fallbacks(),
            vec![
                (Language::En, "needs".to_owned()),
                (Language::En, "nowhere".to_owned()),
                (Language::Gl, "needs".to_owned()),
                (Language::Gl, "nowhere".to_owned()),
                (Language::Gl, "only-en".to_owned()),
            ]
        );
        Ok(())
    }

    #[test]
    fn strict_sources_reject_errors() {
        let syntax = I18n::from_sources(Language::En, &[(Language::En, "ok = fine\nbroken = {")]);
        assert!(matches!(syntax, Err(I18nError::Syntax { .. })));
        let twice = I18n::from_sources(Language::En, &[(Language::En, "a = 1\na = 2")]);
        assert!(matches!(twice, Err(I18nError::Duplicate { .. })));
    }

    #[test]
    fn message_ids_skips_comments_terms_and_continuations() -> Result<(), I18nError> {
        let source =
            "# c\n## g\n-term = T\nfirst = One\n    continued\nsecond =\n    Two\n    .attr = A\n";
        assert_eq!(message_ids(source, "test")?, ["first", "second"]);
        Ok(())
    }

    #[test]
    fn i18n_is_send_and_sync() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<I18n>();
    }

    #[test]
    fn what_a_command_expects_is_said_in_the_language() {
        let fr = I18n::new(Language::Fr);
        let en = I18n::new(Language::En);
        for text in [
            "min-instances=x",
            "min-instances=1.5",
            "autoscaling=maybe",
            "target-utilization=x",
            "ttl=x",
            "warm-up=1",
            "shed=x",
            "feature=2",
            "rollback=now",
        ] {
            let Err(crate::model::oncall::CommandError::BadValue { expected, .. }) =
                text.parse::<crate::model::oncall::Command>()
            else {
                panic!("{text} is refused for its value");
            };
            let said = command_expected_text(&fr, expected);
            assert_ne!(said, expected, "{text}: “{expected}” has no message");
            assert_eq!(command_expected_text(&en, expected), expected);
        }
    }

    #[cfg(unix)]
    #[test]
    fn the_system_is_never_quoted_raw() {
        use std::io::{Error, ErrorKind};
        let en = I18n::new(Language::En);
        let fr = I18n::new(Language::Fr);
        let errors = [
            Error::from(ErrorKind::NotFound),
            Error::from(ErrorKind::PermissionDenied),
            Error::from(ErrorKind::StorageFull),
            Error::from(ErrorKind::IsADirectory),
            Error::from_raw_os_error(libc::ELOOP),
            Error::from_raw_os_error(libc::ENAMETOOLONG),
            Error::from_raw_os_error(libc::EACCES),
            Error::from_raw_os_error(libc::EROFS),
            Error::from_raw_os_error(libc::EIO),
            Error::from_raw_os_error(libc::EPROTO),
            Error::other("injected failure"),
        ];
        for error in &errors {
            for i18n in [&en, &fr] {
                let said = io_error_text(i18n, error);
                assert!(!said.contains("os error"), "{said}");
                assert!(!said.contains("injected"), "{said}");
                assert!(
                    !i18n
                        .reported_fallbacks()
                        .iter()
                        .any(|(_, id)| id.starts_with("app-io"))
                );
            }
        }
        assert_eq!(
            io_error_text(&en, &Error::from_raw_os_error(libc::ELOOP)),
            "the path loops through symbolic links"
        );
        assert_eq!(
            io_error_text(&fr, &Error::from_raw_os_error(libc::EACCES)),
            "permission refusée"
        );
        assert_eq!(
            io_error_text(&en, &Error::from_raw_os_error(libc::EPROTO)),
            format!("the system refused (its error {})", libc::EPROTO)
        );
        // The error under the one a save wraps is said.
        let folder = Error::new(
            ErrorKind::ReadOnlyFilesystem,
            crate::run::store::FolderNotWritable {
                dir: "saves".into(),
                error: Error::from_raw_os_error(libc::EROFS),
            },
        );
        assert_eq!(io_error_text(&en, &folder), "the disk is read-only");
    }

    #[test]
    fn echoed_values_are_cut() {
        let long = "x".repeat(3_000_000);
        let said = echoed(&long);
        assert_eq!(said.chars().count(), crate::model::ECHO_CHARS + 1);
        assert!(said.ends_with('…'));
        assert_eq!(echoed("short\u{1b}"), "short\\u{1b}");
    }

    #[test]
    fn serialises_as_code() -> Result<(), serde_json::Error> {
        assert_eq!(serde_json::to_string(&Language::Gl)?, "\"gl\"");
        let back: Language = serde_json::from_str("\"fr\"")?;
        assert_eq!(back, Language::Fr);
        Ok(())
    }
}

#[cfg(test)]
mod read_number_tests {
    use crate::i18n::{Language, read_number};

    #[test]
    fn guesses_read_in_either_format() {
        use Language::{En, Fr, Gl};
        assert_eq!(read_number("52", En), Some(52.0));
        assert_eq!(read_number(" 52,5 %", Fr), Some(52.5));
        assert_eq!(read_number("0.345 s", Gl), Some(0.345));
        assert_eq!(read_number("0,35", En), Some(0.35));
        assert_eq!(read_number("1 200 req/s", Fr), Some(1200.0));
        assert_eq!(read_number("1\u{202f}200", Fr), Some(1200.0));
        assert_eq!(read_number("1,200 req/s", En), Some(1200.0));
        assert_eq!(read_number("12,345.5", En), Some(12_345.5));
        assert_eq!(read_number("1,200", Fr), Some(1.2));
        assert_eq!(read_number("12 ms 5", En), None, "digits after the unit");
        assert_eq!(read_number("abc", En), None);
        assert_eq!(read_number("", En), None);
        assert_eq!(read_number("∞", En), None);
        assert_eq!(read_number("-", En), None);
    }
}
