//! Text that is safe to show: numbers that stay short and strings from
//! files with their control characters escaped.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

/// A number as a message shows it: as Rust writes it, unless that is long
/// (1e308 would be 309 digits): then in scientific notation, `1e308`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Short(pub f64);

impl Short {
    /// Would the number be long as Rust writes it (|x| ≥ 1e15 or below 1e-6)?
    pub fn is_long(x: f64) -> bool {
        x.is_finite() && x != 0.0 && !(1e-6..1e15).contains(&x.abs())
    }
}

impl fmt::Display for Short {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x = self.0;
        if Self::is_long(x) {
            write!(f, "{x:e}")
        } else {
            write!(f, "{x}")
        }
    }
}

/// Is `c` a character a terminal or a text renderer obeys rather than
/// shows: a control character (C0, DEL, C1: ESC starts a sequence that moves
/// the cursor or rewrites the screen, U+009B does the same on its own), a
/// bidirectional control (U+202E turns the rest of a line around, so a file
/// called `exe.ron` can read as `nor.exe`), or a line or paragraph separator.
pub fn is_obeyed(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2028}' | '\u{2029}' | '\u{2066}'..='\u{2069}'
        )
}

/// `text` made safe for a terminal: every character it would obey
/// ([`is_obeyed`]) but the line break escaped visibly (`\u{1b}` for ESC,
/// `\r`, `\t`, `\u{202e}`), so that text read from a file or an argument
/// cannot move the cursor, ring the bell, rewrite the screen or turn a line
/// around. Every line the command line prints passes through it.
pub fn for_terminal(text: &str) -> Cow<'_, str> {
    escape_where(text, |c| c != '\n' && is_obeyed(c))
}

/// [`for_terminal`] for one cell of a table or one line of a list: the line
/// break escaped too (`\n`), so a name cannot forge rows of a table.
pub fn for_terminal_line(text: &str) -> Cow<'_, str> {
    escape_where(text, is_obeyed)
}

fn escape_where(text: &str, escape: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !text.chars().any(&escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if escape(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// JSON (as `serde_json` writes it) made safe for a terminal: `serde_json`
/// escapes the C0 controls but writes C1 controls and the bidirectional
/// ones raw; they are written as JSON's own `\uXXXX` escapes, so the
/// document reads back the same.
pub fn json_for_terminal(json: String) -> String {
    if !json.chars().any(is_obeyed_in_json) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if is_obeyed_in_json(c) {
            let _ = write!(out, "\\u{:04x}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    out
}

fn is_obeyed_in_json(c: char) -> bool {
    // Outside strings JSON has only ASCII and line breaks; inside them
    // serde_json has already escaped the C0 controls.
    c != '\n' && is_obeyed(c)
}

/// One cell of a CSV file from text read from a file or an argument, as
/// OWASP's "CSV injection" page recommends: a cell that starts with `=`,
/// `+`, `-`, `@`, a tab or a carriage return is prefixed with `'`, so a
/// spreadsheet shows it as text instead of running it as a formula; the
/// characters a terminal obeys are escaped ([`for_terminal`]). Quoting is
/// the CSV writer's. A number (`-3.5`, `+1`) is left as it is: a
/// spreadsheet reads it as the number it is.
pub fn csv_cell(text: &str) -> Cow<'_, str> {
    let formula =
        text.starts_with(['=', '+', '-', '@', '\t', '\r']) && text.parse::<f64>().is_err();
    match (formula, for_terminal(text)) {
        (false, safe) => safe,
        (true, safe) => Cow::Owned(format!("'{safe}")),
    }
}

/// At most `max` characters of `text`, for a message that echoes a value:
/// a longer one ends with `…` (a 3 MB name must not fill the screen).
pub fn cut(text: &str, max: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max) {
        None => Cow::Borrowed(text),
        Some((at, _)) => Cow::Owned(format!("{}…", &text[..at])),
    }
}

/// How many characters of a value a message echoes ([`cut`]).
pub const ECHO_CHARS: usize = 80;

/// `text` padded with spaces to `width` characters (a table's column),
/// whatever its length: `format!("{:<width$}")` panics from a width of
/// 65 536 on.
pub fn pad(text: &str, width: usize) -> String {
    let len = text.chars().count();
    let mut out = String::with_capacity(text.len() + width.saturating_sub(len));
    out.push_str(text);
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(len)));
    out
}

#[cfg(test)]
mod tests {
    use super::{Short, csv_cell, cut, for_terminal, for_terminal_line, json_for_terminal, pad};

    #[test]
    fn long_numbers_are_written_short_and_the_others_as_usual() {
        assert_eq!(Short(1e308).to_string(), "1e308");
        assert_eq!(Short(-2.5e20).to_string(), "-2.5e20");
        assert_eq!(Short(1e-9).to_string(), "1e-9");
        assert_eq!(Short(0.6).to_string(), "0.6");
        assert_eq!(Short(4000.0).to_string(), "4000");
        assert_eq!(Short(0.0).to_string(), "0");
        assert_eq!(Short(f64::NAN).to_string(), "NaN");
        assert!(Short(f64::MAX).to_string().len() < 30);
    }

    #[test]
    fn control_characters_are_escaped_and_text_kept() {
        assert_eq!(
            for_terminal("bad\u{1b}[2Jname\r\u{7}"),
            "bad\\u{1b}[2Jname\\r\\u{7}"
        );
        assert_eq!(for_terminal("line one\nline two"), "line one\nline two");
        assert_eq!(for_terminal("café — ok"), "café — ok");
        assert_eq!(for_terminal("tab\there"), "tab\\there");
    }

    #[test]
    fn bidirectional_and_c1_controls_are_escaped_and_a_cell_keeps_one_line() {
        assert_eq!(for_terminal("exe\u{202e}nor.ron"), "exe\\u{202e}nor.ron");
        assert_eq!(for_terminal("csi\u{9b}2J"), "csi\\u{9b}2J");
        assert_eq!(for_terminal("a\u{2028}b"), "a\\u{2028}b");
        assert_eq!(for_terminal_line("Ana\nBob,passed"), "Ana\\nBob,passed");
    }

    #[test]
    fn json_keeps_reading_back_the_same_with_nothing_raw() -> Result<(), serde_json::Error> {
        let name = "evil\u{202e}\u{9b}2J\u{1b}[0m";
        let json = json_for_terminal(serde_json::to_string(&name)?);
        assert!(!json.chars().any(super::is_obeyed));
        assert_eq!(serde_json::from_str::<String>(&json)?, name);
        Ok(())
    }

    #[test]
    fn a_cell_that_starts_a_formula_is_text() {
        for formula in ["=1+1", "+1+1", "-1+1", "@SUM(A1)", "\tx", "\rx", "\t1", "-"] {
            assert!(csv_cell(formula).starts_with('\''), "{formula}");
        }
        assert_eq!(
            csv_cell("=HYPERLINK(\"http://evil\",\"x\")"),
            "'=HYPERLINK(\"http://evil\",\"x\")"
        );
        assert_eq!(csv_cell("Ana"), "Ana");
        assert_eq!(csv_cell("a=b"), "a=b");
        assert_eq!(csv_cell("-3.5"), "-3.5");
        assert_eq!(csv_cell("+1"), "+1");
    }

    #[test]
    fn an_echoed_value_is_cut_and_a_column_padded_at_any_width() {
        assert_eq!(cut("abcdef", 3), "abc…");
        assert_eq!(cut("abc", 3), "abc");
        assert_eq!(cut("ééé", 2), "éé…");
        let long = "x".repeat(70_000);
        assert_eq!(pad(&long, 70_001).len(), 70_001);
        assert_eq!(pad("ab", 4), "ab  ");
        assert_eq!(pad("abcd", 2), "abcd");
    }
}
