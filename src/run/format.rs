//! RON reading and writing shared by run files and architecture
//! configurations: the pretty layout, the version probe, and the mapping of
//! the parser's errors onto [`RunError`].

use serde::Serialize;
use serde::de::{DeserializeOwned, IgnoredAny};

use super::{Expected, RunError};

/// How files are laid out: one field per line at the top level and in
/// nested sections; deeper values (a timeline entry, a tier's settings) on
/// one line, so a diff shows one decision per line.
fn pretty() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new().depth_limit(2)
}

/// Writes `value` as pretty RON, ending with a newline.
pub(crate) fn to_pretty<T: Serialize>(value: &T) -> Result<String, RunError> {
    let mut text = ron::ser::to_string_pretty(value, pretty()).map_err(|err| RunError::Encode {
        message: err.to_string(),
    })?;
    text.push('\n');
    Ok(text)
}

/// Checks the bytes are UTF-8 text.
pub(crate) fn text_of(bytes: &[u8]) -> Result<&str, RunError> {
    std::str::from_utf8(bytes).map_err(|err| RunError::NotText {
        byte: err.valid_up_to(),
    })
}

/// The document's `version` field, after checking the whole text is RON.
///
/// The version is read before the rest so that a newer file is reported as
/// newer, not as a file with unexpected fields.
pub(crate) fn probe_version(text: &str, document: &'static str) -> Result<u32, RunError> {
    #[derive(serde::Deserialize)]
    struct Probe {
        version: u32,
    }

    check_document(text, document)?;
    ron::from_str::<Probe>(text)
        .map(|probe| probe.version)
        .map_err(|err| shape_error(text, &err, document))
}

/// Checks that `text` is RON, not empty, and not another kind of document.
pub(crate) fn check_document(text: &str, document: &'static str) -> Result<(), RunError> {
    if text.trim().is_empty() {
        return Err(RunError::Empty);
    }
    ron::from_str::<IgnoredAny>(text).map_err(|err| syntax_error(text, &err))?;
    match other_document(text, document) {
        Some(found) => Err(RunError::WrongDocument {
            expected: document,
            found,
        }),
        None => Ok(()),
    }
}

/// The other kind of document, if `text` is one: a configuration has a
/// `config` section and no scenario; a run has a timeline; a scenario has
/// a fleet and no timeline; a lesson has steps and objectives.
fn other_document(text: &str, document: &'static str) -> Option<&'static str> {
    let Ok(ron::Value::Map(fields)) = ron::from_str::<ron::Value>(text) else {
        return None;
    };
    let has = |name: &str| fields.get(&ron::Value::String(name.to_owned())).is_some();
    let lesson = has("objectives") && has("steps");
    let run = has("timeline") || (has("scenario") && has("seed"));
    let config = has("config");
    let scenario = has("fleet") && !run;
    if lesson {
        return (document != "lesson").then_some("lesson");
    }
    match document {
        "run" if config && !run => Some("architecture"),
        "run" | "architecture" if scenario => Some("scenario"),
        "architecture" | "scenario" if run && !config => Some("run"),
        "scenario" | "lesson" if config => Some("architecture"),
        "lesson" if run => Some("run"),
        "lesson" if scenario => Some("scenario"),
        _ => None,
    }
}

/// Reads `text` (already checked by [`probe_version`]) as `T`.
pub(crate) fn parse<T: DeserializeOwned>(
    text: &str,
    document: &'static str,
) -> Result<T, RunError> {
    ron::from_str::<T>(text).map_err(|err| shape_error(text, &err, document))
}

/// A syntax error: the end of a cut-off document, or not RON at all.
fn syntax_error(text: &str, err: &ron::error::SpannedError) -> RunError {
    use ron::error::Error;

    let end = end_position(text);
    let at_end = (err.span.end.line, err.span.end.col) >= end;
    let cut_off = matches!(
        err.code,
        Error::Eof | Error::ExpectedStringEnd | Error::UnclosedBlockComment
    ) || (at_end && unclosed_brackets(text));
    if cut_off {
        RunError::Truncated {
            line: end.0,
            column: end.1,
        }
    } else {
        let (line, column) = (err.span.start.line, err.span.start.col);
        let (expected, found) = expected_and_found(text, &err.code, line, column);
        RunError::NotRon {
            line,
            column,
            expected,
            found,
        }
    }
}

/// Valid RON with the wrong fields or values.
pub(crate) fn shape_error(
    text: &str,
    err: &ron::error::SpannedError,
    document: &'static str,
) -> RunError {
    use ron::error::Error;

    match &err.code {
        Error::NoSuchStructField { found, .. } => RunError::UnknownField {
            field: found.clone(),
            line: err.span.start.line,
            column: err.span.start.col,
        },
        Error::Eof => syntax_error(text, err),
        code => {
            let (line, column) = (err.span.start.line, err.span.start.col);
            let (expected, found) = expected_and_found(text, code, line, column);
            RunError::WrongShape {
                document,
                line,
                column,
                expected,
                found,
            }
        }
    }
}

/// What the reader expected, in a person's words, and what the file has
/// at `line`, `column` (a few characters, control characters escaped).
fn expected_and_found(
    text: &str,
    code: &ron::error::Error,
    line: usize,
    column: usize,
) -> (Expected, String) {
    let rest = text_at(text, line, column);
    // `5.0` where a whole number belongs: the reader stops at the `.`.
    if matches!(code, ron::error::Error::ExpectedComma)
        && let Some(number) = number_before(text, line, column)
    {
        return (Expected::WholeNumber, number);
    }
    (expected_of(code), token(rest))
}

/// The reader's error code in a person's words.
fn expected_of(code: &ron::error::Error) -> Expected {
    use ron::error::Error;

    match code {
        Error::ExpectedComma
        | Error::ExpectedArrayEnd
        | Error::ExpectedMapEnd
        | Error::ExpectedStructLikeEnd
        | Error::ExpectedOptionEnd
        | Error::ExpectedAttributeEnd => Expected::CommaOrEnd,
        Error::ExpectedMapColon => Expected::Colon,
        Error::ExpectedInteger | Error::InvalidIntegerDigit { .. } => Expected::WholeNumber,
        Error::IntegerOutOfBounds => Expected::SmallerNumber,
        Error::ExpectedFloat | Error::FloatUnderscore | Error::UnderscoreAtBeginning => {
            Expected::Number
        }
        Error::ExpectedBoolean => Expected::TrueOrFalse,
        Error::ExpectedString | Error::ExpectedStringEnd | Error::InvalidEscape(_) => {
            Expected::Text
        }
        Error::ExpectedArray => Expected::List,
        Error::ExpectedStructLike
        | Error::ExpectedNamedStructLike(_)
        | Error::ExpectedDifferentStructName { .. }
        | Error::ExpectedMap => Expected::Group,
        Error::ExpectedIdentifier | Error::InvalidIdentifier(_) => Expected::FieldName,
        Error::MissingStructField { field, .. } => Expected::MissingField((*field).to_owned()),
        Error::DuplicateStructField { field, .. } => Expected::FieldOnce((*field).to_owned()),
        Error::NoSuchEnumVariant { expected, .. } => Expected::OneOf(expected.join(", ")),
        Error::InvalidValueForType { expected, .. } => type_expected(expected),
        Error::TrailingCharacters => Expected::End,
        Error::ExceededRecursionLimit => Expected::LessNesting,
        Error::UnexpectedChar(_) | Error::ExpectedUnit | Error::ExpectedOption => Expected::Value,
        _ => Expected::Other,
    }
}

/// serde's name of a type (`u32`, `a boolean`, `f64`) as what a field takes.
fn type_expected(serde_name: &str) -> Expected {
    let name = serde_name.to_ascii_lowercase();
    if [
        "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "integer",
    ]
    .iter()
    .any(|t| name.contains(t))
    {
        Expected::WholeNumber
    } else if name.contains("f32") || name.contains("f64") || name.contains("float") {
        Expected::Number
    } else if name.contains("bool") {
        Expected::TrueOrFalse
    } else if name.contains("str") {
        Expected::Text
    } else {
        Expected::Value
    }
}

/// The text from `line`, `column` (1-based) on.
fn text_at(text: &str, line: usize, column: usize) -> &str {
    let Some(row) = text.split('\n').nth(line.saturating_sub(1)) else {
        return "";
    };
    let start = row
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(row.len(), |(at, _)| at);
    let offset = row.as_ptr() as usize - text.as_ptr() as usize + start;
    &text[offset..]
}

/// The first few characters of `rest`, to quote: up to the end of the
/// line, at most 24 characters, control characters escaped.
fn token(rest: &str) -> String {
    let line = rest.split('\n').next().unwrap_or_default().trim_end();
    let cut: String = line.chars().take(24).collect();
    let cut = if line.chars().count() > 24 {
        format!("{cut}…")
    } else {
        cut
    };
    crate::model::for_terminal(&cut).into_owned()
}

/// The number that ends just before `line`, `column` and goes on with a
/// `.` there (`5.0`), if any.
fn number_before(text: &str, line: usize, column: usize) -> Option<String> {
    let row = text.split('\n').nth(line.saturating_sub(1))?;
    let chars: Vec<char> = row.chars().collect();
    let at = column.checked_sub(1)?;
    if chars.get(at) != Some(&'.') || !chars.get(at.checked_sub(1)?)?.is_ascii_digit() {
        return None;
    }
    let start = (0..at)
        .rev()
        .take_while(|&k| chars[k].is_ascii_digit() || chars[k] == '-')
        .last()?;
    let end = (at + 1..chars.len())
        .find(|&k| !chars[k].is_ascii_digit())
        .unwrap_or(chars.len());
    Some(chars[start..end].iter().collect())
}

/// Line and column just after the last character that is not white space.
fn end_position(text: &str) -> (usize, usize) {
    let trimmed = text.trim_end();
    let line = 1 + trimmed.matches('\n').count();
    let column = 1 + trimmed
        .rsplit('\n')
        .next()
        .map_or(0, |last| last.chars().count());
    (line, column)
}

/// Does the text open more brackets than it closes (outside strings and
/// comments)? Then a syntax error at its end means it was cut off.
fn unclosed_brackets(text: &str) -> bool {
    let mut depth: i64 = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    depth > 0
}

/// Unknown fields in `parsed` (what the file says) compared with
/// `canonical` (the same value written back by its type), as dotted paths
/// (`db.conections`). For types that ignore unknown fields when reading.
pub(crate) fn unknown_fields(parsed: &ron::Value, canonical: &ron::Value) -> Vec<String> {
    fn walk(parsed: &ron::Value, canonical: &ron::Value, prefix: &str, out: &mut Vec<String>) {
        let (ron::Value::Map(parsed), ron::Value::Map(canonical)) = (parsed, canonical) else {
            return;
        };
        for (key, value) in parsed.iter() {
            let ron::Value::String(name) = key else {
                continue;
            };
            let path = if prefix.is_empty() {
                name.clone()
            } else {
                format!("{prefix}.{name}")
            };
            match canonical.get(key) {
                Some(known) => walk(value, known, &path, out),
                None => out.push(path),
            }
        }
    }
    let mut out = Vec::new();
    walk(parsed, canonical, "", &mut out);
    out
}

/// Line and column of the first `name:` in the text (1-based), or (0, 0).
pub(crate) fn field_position(text: &str, name: &str) -> (usize, usize) {
    for (index, line) in text.lines().enumerate() {
        let mut from = 0;
        while let Some(found) = line[from..].find(name) {
            let start = from + found;
            let before = line[..start].chars().next_back();
            let after = line[start + name.len()..].trim_start();
            let starts_word = before.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            if starts_word && after.starts_with(':') {
                return (index + 1, line[..start].chars().count() + 1);
            }
            from = start + name.len();
        }
    }
    (0, 0)
}

/// An author's name as files keep it: trimmed, and none when empty.
pub(super) fn author_name(author: impl Into<String>) -> Option<String> {
    let author = author.into();
    let author = author.trim();
    (!author.is_empty()).then(|| author.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cut_off_documents_are_truncated_not_garbage() {
        for text in [
            "(version: 1, x: (a: 1",
            "(version: 1, s: \"abc",
            "(version: 1, /* note",
            "(version: 1,",
            "(",
        ] {
            let err = probe_version(text, "run").expect_err("cut off");
            assert_eq!(err.kind(), "run-error-truncated", "{text}: {err}");
        }
        for text in [
            "(version: 1]",
            "(version: 1) trailing",
            "(version: @)",
            "{]",
        ] {
            let err = probe_version(text, "run").expect_err("not RON");
            assert_eq!(err.kind(), "run-error-not-ron", "{text}: {err}");
        }
    }

    #[test]
    fn versions_are_probed() {
        assert_eq!(probe_version("(version: 7, x: [1, 2])", "run"), Ok(7));
        assert_eq!(probe_version(" \n ", "run"), Err(RunError::Empty));
        let err = probe_version("(x: 1)", "run").expect_err("no version");
        assert_eq!(err.kind(), "run-error-wrong-shape");
        let err = probe_version("42", "run").expect_err("not a struct");
        assert_eq!(err.kind(), "run-error-wrong-shape");
        let err = probe_version(&"[".repeat(10_000), "run").expect_err("too deep");
        assert!(matches!(
            err.kind(),
            "run-error-not-ron" | "run-error-truncated"
        ));
    }

    #[test]
    fn field_positions() {
        let text = "(\n    db: (connections: 5, conections: 9),\n)";
        assert_eq!(field_position(text, "conections"), (2, 26));
        assert_eq!(field_position(text, "connections"), (2, 10));
        assert_eq!(field_position(text, "nothing"), (0, 0));
    }
}
