//! RON reading and writing shared by run files and architecture
//! configurations: the pretty layout, the version probe, and the mapping of
//! the parser's errors onto [`RunError`].

use serde::Serialize;
use serde::de::{DeserializeOwned, IgnoredAny};

use super::RunError;

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

    if text.trim().is_empty() {
        return Err(RunError::Empty);
    }
    ron::from_str::<IgnoredAny>(text).map_err(|err| syntax_error(text, &err))?;
    ron::from_str::<Probe>(text)
        .map(|probe| probe.version)
        .map_err(|err| shape_error(text, &err, document))
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
        RunError::NotRon {
            line: err.span.start.line,
            column: err.span.start.col,
            message: err.code.to_string(),
        }
    }
}

/// Valid RON with the wrong fields or values.
fn shape_error(text: &str, err: &ron::error::SpannedError, document: &'static str) -> RunError {
    use ron::error::Error;

    match &err.code {
        Error::NoSuchStructField { found, .. } => RunError::UnknownField {
            field: found.clone(),
            line: err.span.start.line,
            column: err.span.start.col,
        },
        Error::Eof => syntax_error(text, err),
        code => RunError::WrongShape {
            document,
            line: err.span.start.line,
            column: err.span.start.col,
            message: code.to_string(),
        },
    }
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
