//! One name for each thing, French typography, and plurals that read
//! right: the messages against the termbase (`locales/terms.ron`), the
//! French punctuation's no-break spaces, and every message with a plural
//! selector rendered at 0, 1 and 2 in each language.

use std::collections::{BTreeMap, BTreeSet};
use std::error::Error;
use std::path::Path;

use fluent_bundle::FluentValue;
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use serde::Deserialize;
use sre_sim::i18n::{I18n, LOCALE_FILES, Language};

use crate::common::typography::{ENGLISH_TITLES, NARROW_NBSP, NBSP, PLACEABLE, french_typography};

/// What a test returns: `Err` fails it.
type TestResult = Result<(), Box<dyn Error>>;

/// The termbase file.
#[derive(Debug, Deserialize)]
struct Termbase {
    terms: Vec<Term>,
}

/// One thing and its one name in each language.
#[derive(Debug, Deserialize)]
struct Term {
    id: String,
    meaning: String,
    en: String,
    fr: String,
    gl: String,
    /// Per language code, the words no message may use for this thing.
    #[serde(default)]
    avoid: BTreeMap<String, Vec<String>>,
    /// Messages where an avoided word names another thing.
    #[serde(default)]
    except: Vec<String>,
}

impl Term {
    fn name(&self, language: Language) -> &str {
        match language {
            Language::En => &self.en,
            Language::Fr => &self.fr,
            Language::Gl => &self.gl,
        }
    }

    fn avoided(&self, language: Language) -> &[String] {
        self.avoid.get(language.code()).map_or(&[], Vec::as_slice)
    }
}

fn termbase() -> Result<Termbase, Box<dyn Error>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/terms.ron");
    let text = std::fs::read_to_string(&path)?;
    Ok(ron::from_str(&text)?)
}

/// Every message of `language`: its id and its texts, each placeable
/// written as [`PLACEABLE`]; a select's variants are texts of their own
/// (after the text around the select). Attributes count as messages.
fn messages(language: Language) -> BTreeMap<String, Vec<String>> {
    let mut all = BTreeMap::new();
    for file in LOCALE_FILES.iter().filter(|f| f.language == language) {
        let resource = fluent_syntax::parser::parse(file.source)
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", file.path));
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let mut texts = Vec::new();
            if let Some(value) = &message.value {
                flatten(value, &mut texts);
            }
            for attribute in &message.attributes {
                flatten(&attribute.value, &mut texts);
            }
            all.insert(message.id.name.to_owned(), texts);
        }
    }
    all
}

/// The texts of `pattern`, pushed to `texts`: see [`messages`].
fn flatten(pattern: &Pattern<&str>, texts: &mut Vec<String>) {
    let mut own = String::new();
    let mut inner = Vec::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => own.push_str(value),
            PatternElement::Placeable { expression } => {
                own.push(PLACEABLE);
                flatten_expression(expression, &mut inner);
            }
        }
    }
    texts.push(own);
    texts.append(&mut inner);
}

fn flatten_expression(expression: &Expression<&str>, texts: &mut Vec<String>) {
    match expression {
        Expression::Select { variants, .. } => {
            for variant in variants {
                flatten(&variant.value, texts);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            flatten_expression(expression, texts);
        }
        Expression::Inline(_) => {}
    }
}

/// `text` with the apostrophes made one and the spaces made plain, lower
/// case: what a word is looked for in.
fn normalised(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\'' => '’',
            NBSP | NARROW_NBSP => ' ',
            other => other,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether `phrase` occurs in `text` as whole words (see [`normalised`]).
fn has_words(text: &str, phrase: &str) -> bool {
    let text = normalised(text);
    let phrase = normalised(phrase);
    let mut from = 0;
    while let Some(at) = text[from..].find(&phrase) {
        let start = from + at;
        let end = start + phrase.len();
        let before = text[..start].chars().next_back();
        let after = text[end..].chars().next();
        if !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric) {
            return true;
        }
        from = start + phrase.chars().next().map_or(1, char::len_utf8);
    }
    false
}

#[test]
fn the_termbase_is_sound() -> TestResult {
    let terms = termbase()?.terms;
    assert!(terms.len() >= 36, "only {} terms", terms.len());
    let every: BTreeMap<Language, BTreeMap<String, Vec<String>>> = Language::ALL
        .map(|l| (l, messages(l)))
        .into_iter()
        .collect();
    let english = &every[&Language::En];
    let mut ids = BTreeSet::new();
    for term in &terms {
        assert!(ids.insert(term.id.as_str()), "{} twice", term.id);
        assert!(
            !term.meaning.trim().is_empty(),
            "{} has no meaning",
            term.id
        );
        for language in Language::ALL {
            let all = &every[&language];
            let name = term.name(language);
            assert!(
                all.values().flatten().any(|text| has_words(text, name)),
                "{}: no {} message says «{name}»",
                term.id,
                language.code()
            );
            for word in term.avoided(language) {
                assert!(
                    !word.trim().is_empty() && !has_words(name, word),
                    "{}: {} avoids «{word}», its own name",
                    term.id,
                    language.code()
                );
            }
        }
        for code in term.avoid.keys() {
            assert!(
                Language::from_code(code).is_some_and(|l| l.code() == code),
                "{}: no language {code}",
                term.id
            );
        }
        // An exception names a message that exists and uses an avoided word.
        for id in &term.except {
            assert!(english.contains_key(id), "{}: no message {id}", term.id);
            let used = Language::ALL.into_iter().any(|language| {
                every[&language].get(id).is_some_and(|texts| {
                    texts.iter().any(|text| {
                        term.avoided(language)
                            .iter()
                            .any(|word| has_words(text, word))
                    })
                })
            });
            assert!(
                used,
                "{}: {id} is excepted but uses no avoided word",
                term.id
            );
        }
    }
    Ok(())
}

#[test]
fn every_message_names_each_thing_as_the_termbase_does() -> TestResult {
    let terms = termbase()?.terms;
    let mut wrong = Vec::new();
    for language in Language::ALL {
        for (id, texts) in messages(language) {
            for term in &terms {
                if term.except.contains(&id) {
                    continue;
                }
                for word in term.avoided(language) {
                    if texts.iter().any(|text| has_words(text, word)) {
                        wrong.push(format!(
                            "{} {id}: «{word}», not «{}» ({})",
                            language.code(),
                            term.name(language),
                            term.id
                        ));
                    }
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} messages use a variant the termbase avoids:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    Ok(())
}

#[test]
fn french_punctuation_has_its_no_break_spaces() {
    let french = messages(Language::Fr);
    for title in ENGLISH_TITLES {
        assert!(
            french.values().flatten().any(|text| text.contains(title)),
            "no French message cites {title}"
        );
    }
    let mut wrong = Vec::new();
    for (id, texts) in french {
        for text in texts {
            for problem in french_typography(&text) {
                wrong.push(format!("fr {id}: {problem}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} French typography faults:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn the_typography_check_tells_prose_from_code() {
    let ok = [
        "Espace\u{a0}: lecture",
        "à 12:00, de 00:00 à 23:59",
        "une heure HH:MM ou MINUTE:COMMANDE[=VALEUR]",
        "https://sre.google/sre-book/embracing-risk/",
        "sre_sim::i18n et {:?}",
        "«\u{a0}Release It!\u{a0}» et «\u{a0}réessayez\u{a0}»",
        "Était-ce de la chance\u{a0}? Oui\u{a0}; non\u{a0}!",
        "`sre-sim check; x`",
        "l’application",
    ];
    for text in ok {
        assert_eq!(french_typography(text), Vec::<String>::new(), "{text}");
    }
    for wrong in [
        "Espace : lecture",
        "Espace: lecture",
        "chance ?",
        "fin\u{202f}!",
        "« réessayez »",
        "\u{fffc}: \u{fffc}",
        "l'application",
        "“quoted”",
    ] {
        assert!(!french_typography(wrong).is_empty(), "{wrong}");
    }
}

/// The plural selectors of `pattern`: the variables a select on a number
/// chooses by (a variant key that is a number or a plural category).
fn plural_selectors(pattern: &Pattern<String>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            plural_selectors_in(expression, found);
        }
    }
}

fn plural_selectors_in(expression: &Expression<String>, found: &mut BTreeSet<String>) {
    if let Expression::Select { selector, variants } = expression {
        let plural = variants.iter().any(|v| match &v.key {
            VariantKey::NumberLiteral { .. } => true,
            VariantKey::Identifier { name } => {
                ["zero", "one", "two", "few", "many"].contains(&name.as_str())
            }
        });
        if let (true, InlineExpression::VariableReference { id }) = (plural, selector) {
            found.insert(id.name.clone());
        }
        for variant in variants {
            plural_selectors(&variant.value, found);
        }
    }
}

/// The variables a pattern's text shows (not the ones it only selects on).
fn shown_variables(pattern: &Pattern<String>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            shown_in(expression, found);
        }
    }
}

fn shown_in(expression: &Expression<String>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { variants, .. } => {
            for variant in variants {
                shown_variables(&variant.value, found);
            }
        }
        Expression::Inline(InlineExpression::VariableReference { id }) => {
            found.insert(id.name.clone());
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            shown_in(expression, found);
        }
        Expression::Inline(_) => {}
    }
}

/// Marks each variant of each select with `⟦variable=key⟧` (and `*` after
/// the key of the default variant), so that a rendered message says which
/// variant Fluent chose.
fn tag_variants(pattern: &mut Pattern<String>) {
    for element in &mut pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            tag_expression(expression);
        }
    }
}

fn tag_expression(expression: &mut Expression<String>) {
    if let Expression::Select { selector, variants } = expression {
        let name = match selector {
            InlineExpression::VariableReference { id } => id.name.clone(),
            _ => String::new(),
        };
        for variant in variants {
            let key = match &variant.key {
                VariantKey::Identifier { name } => name.clone(),
                VariantKey::NumberLiteral { value } => value.clone(),
            };
            let star = if variant.default { "*" } else { "" };
            variant.value.elements.insert(
                0,
                PatternElement::TextElement {
                    value: format!("⟦{name}={key}{star}⟧"),
                },
            );
            tag_variants(&mut variant.value);
        }
    }
}

/// A message with plural selectors, in one language.
struct Plural {
    id: String,
    selectors: BTreeSet<String>,
    /// Per selector, the variables its variants show (the count itself, or
    /// the formatted number beside it when the selector is a raw count).
    shown: BTreeMap<String, BTreeSet<String>>,
}

/// The messages of `language` with plural selectors, and the language's
/// files with every plural variant tagged (see [`tag_variants`]).
fn plurals(language: Language) -> (Vec<Plural>, Vec<String>) {
    let mut found = Vec::new();
    let mut tagged = Vec::new();
    for file in LOCALE_FILES.iter().filter(|f| f.language == language) {
        let mut resource = fluent_syntax::parser::parse(file.source.to_owned())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", file.path));
        for entry in &mut resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let Some(value) = &mut message.value else {
                continue;
            };
            let mut selectors = BTreeSet::new();
            plural_selectors(value, &mut selectors);
            if selectors.is_empty() {
                continue;
            }
            let mut shown = BTreeMap::new();
            for element in &value.elements {
                if let PatternElement::Placeable {
                    expression:
                        Expression::Select {
                            selector: InlineExpression::VariableReference { id },
                            variants,
                        },
                } = element
                {
                    let entry: &mut BTreeSet<String> = shown.entry(id.name.clone()).or_default();
                    for variant in variants {
                        shown_variables(&variant.value, entry);
                    }
                }
            }
            found.push(Plural {
                id: message.id.name.clone(),
                selectors,
                shown,
            });
            tag_variants(value);
        }
        tagged.push(fluent_syntax::serializer::serialize(&resource));
    }
    (found, tagged)
}

/// Whether `text` has `number` as a number of its own (not a digit of a
/// longer number).
fn says_number(text: &str, number: u32) -> bool {
    let digits = number.to_string();
    let chars: Vec<char> = text.chars().collect();
    let wanted: Vec<char> = digits.chars().collect();
    chars.windows(wanted.len()).enumerate().any(|(i, window)| {
        window == wanted.as_slice()
            && !i
                .checked_sub(1)
                .is_some_and(|k| chars[k].is_ascii_digit() || chars[k] == ',' || chars[k] == '.')
            && !chars
                .get(i + wanted.len())
                .is_some_and(|c| c.is_ascii_digit() || *c == ',' || *c == '.')
    })
}

/// The key of the variant chosen for `variable` in a tagged rendering.
fn chosen(tagged: &str, variable: &str) -> Option<(String, bool)> {
    let open = format!("⟦{variable}=");
    let at = tagged.find(&open)? + open.len();
    let key = &tagged[at..at + tagged[at..].find('⟧')?];
    Some(match key.strip_suffix('*') {
        Some(key) => (key.to_owned(), true),
        None => (key.to_owned(), false),
    })
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "every message in every language at 0, 1 and 2, with the exceptions each language's rules make"
)]
fn plurals_read_right_at_zero_one_and_two() -> TestResult {
    // Every other number is 7, so that a 0, 1 or 2 in the text is the count.
    let base: Vec<(&str, FluentValue<'static>)> = crate::i18n::sample_args()
        .into_iter()
        .map(|(name, value)| match value {
            FluentValue::Number(_) => (name, FluentValue::from(7)),
            other => (name, other),
        })
        .collect();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for language in Language::ALL {
        let real = I18n::new(language);
        let (messages, tagged) = plurals(language);
        let sources: Vec<(Language, &str)> =
            tagged.iter().map(|s| (language, s.as_str())).collect();
        let marked = I18n::from_sources(language, &sources)?;
        for message in &messages {
            for variable in &message.selectors {
                let shown = message.shown.get(variable).cloned().unwrap_or_default();
                // A raw count beside its formatted number: both say n.
                let companions: Vec<&String> = if shown.contains(variable) {
                    Vec::new()
                } else {
                    shown
                        .iter()
                        .filter(|name| {
                            base.iter().any(|(arg, value)| {
                                arg == name && matches!(value, FluentValue::Number(_))
                            })
                        })
                        .collect()
                };
                for n in 0..=2_u32 {
                    let mut args = base.clone();
                    args.retain(|(name, _)| {
                        name != variable && !companions.iter().any(|c| c.as_str() == *name)
                    });
                    args.push((variable.as_str(), FluentValue::from(n)));
                    for companion in &companions {
                        args.push((companion.as_str(), FluentValue::from(n)));
                    }
                    let text = real.tr_exact(language, &message.id, &args)?;
                    let marks = marked.tr_exact(language, &message.id, &args)?;
                    let Some((key, default)) = chosen(&marks, variable) else {
                        wrong.push(format!(
                            "{} {}: no variant for {variable}",
                            language.code(),
                            message.id
                        ));
                        continue;
                    };
                    checked += 1;
                    let say = |problem: &str| {
                        format!(
                            "{} {} at {variable} = {n}: {problem} ([{key}] chosen): {text}",
                            language.code(),
                            message.id
                        )
                    };
                    let exact = key == n.to_string();
                    match n {
                        0 if language == Language::Fr => {
                            // CLDR puts 0 in French's `one`: the singular,
                            // but it must say 0, not "un …"/"une …"/"1 …".
                            if !exact && key != "one" {
                                wrong.push(say("French 0 takes the singular"));
                            } else if !exact && !says_number(&text, 0) {
                                wrong.push(say("reads as one, not as zero: give it a [0] variant"));
                            }
                        }
                        0 if !exact && key == "one" => {
                            wrong.push(say("0 takes the plural"));
                        }
                        1 if !exact && key != "one" => wrong.push(say("1 takes the singular")),
                        2 if !exact && !default => wrong.push(say("2 takes the plural")),
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(checked >= 200, "only {checked} renderings checked");
    assert!(
        wrong.is_empty(),
        "{} plural renderings read wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    Ok(())
}

/// The words in `language` of the examples shipped in `saves/` (scenario
/// names and briefings, run notes written as `Words`), with their file.
fn example_words(language: Language) -> Vec<(String, String)> {
    fn walk(dir: &Path, key: &str, found: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            if path.is_dir() {
                walk(&path, key, found);
            } else if path.extension().is_some_and(|e| e == "ron") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                for (k, _) in text.match_indices(key) {
                    let rest = &text[k + key.len()..];
                    let words = rest.split('"').next().unwrap_or_default();
                    let name = path.file_name().unwrap_or_default().to_string_lossy();
                    found.push((name.into_owned(), words.to_owned()));
                }
            }
        }
    }
    let key = format!("\"{}\": \"", language.code());
    let mut found = Vec::new();
    let saves = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves");
    walk(&saves, &key, &mut found);
    found
}

#[test]
fn the_shipped_examples_french_words_are_punctuated_as_french() {
    let words = example_words(Language::Fr);
    assert!(words.len() >= 8, "only {} French texts found", words.len());
    let mut wrong = Vec::new();
    for (file, text) in words {
        for problem in french_typography(&text) {
            wrong.push(format!("{file}: {problem}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_shipped_examples_name_each_thing_as_the_termbase_does() -> TestResult {
    let terms = termbase()?.terms;
    let mut wrong = Vec::new();
    for language in Language::ALL {
        for (file, text) in example_words(language) {
            for term in &terms {
                for word in term.avoided(language) {
                    if has_words(&text, word) {
                        wrong.push(format!(
                            "{} {file}: «{word}», not «{}» ({})",
                            language.code(),
                            term.name(language),
                            term.id
                        ));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    Ok(())
}
