//! Text that is safe to show: numbers that stay short and strings from
//! files with their control characters escaped.

use std::borrow::Cow;
use std::fmt;

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

/// `text` with every control character but the line break escaped
/// (`\u{1b}` for ESC, `\r`, `\t`, …), so that a name read from a file cannot
/// move the cursor, ring the bell or rewrite a terminal's screen.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_control() && c != '\n') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() && c != '\n' {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::{Short, escape_controls};

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
            escape_controls("bad\u{1b}[2Jname\r\u{7}"),
            "bad\\u{1b}[2Jname\\r\\u{7}"
        );
        assert_eq!(escape_controls("line one\nline two"), "line one\nline two");
        assert_eq!(escape_controls("café — ok"), "café — ok");
        assert_eq!(escape_controls("tab\there"), "tab\\there");
    }
}
