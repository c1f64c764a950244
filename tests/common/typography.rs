//! French typography, checked in the messages (the words tests) and in
//! what the window shows (the window tests): a no-break space before
//! `:` `;` `?` `!` and inside « », typographic apostrophes, no English
//! quotation marks.

/// A no-break space: before French `:` `;` `?` `!` and inside « ».
pub const NBSP: char = '\u{a0}';

/// The narrow no-break space, which egui (0.37) treats as a place to break
/// a line, so that a `?` could start a line: not used.
pub const NARROW_NBSP: char = '\u{202f}';

/// Stands for a placeable (`{ $x }` or a select) in a message's text.
pub const PLACEABLE: char = '\u{fffc}';

/// Titles of English works cited in French messages: they keep their own
/// punctuation.
pub const ENGLISH_TITLES: &[&str] = &[
    "Queueing Systems, Vol. 1: Theory",
    "Queueing models of call centers: an introduction",
    "The M/M/n+G queue: summary of performance measures",
    "Release It!",
];

/// What is wrong with the French punctuation of `text`, one line each.
pub fn french_typography(text: &str) -> Vec<String> {
    let mut text = text.to_owned();
    for title in ENGLISH_TITLES {
        text = text.replace(title, &"T".repeat(title.chars().count()));
    }
    let chars: Vec<char> = text.chars().collect();
    let around = |i: usize| -> String {
        let from = i.saturating_sub(12);
        let to = (i + 12).min(chars.len());
        chars[from..to]
            .iter()
            .collect::<String>()
            .replace(NBSP, "⍽")
    };
    let mut wrong = Vec::new();
    let mut in_code = false;
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|k| chars[k]);
        let after = chars.get(i + 1).copied();
        if c == '`' {
            in_code = !in_code;
        }
        if in_code {
            continue;
        }
        match c {
            ':' | ';' | '?' | '!' => {
                // Not prose: a time (12:00), a ratio or a format
                // (HH:MM, MINUTE:COMMANDE), an address (https://), `::`,
                // a format specifier ({:?}): the mark is followed by a
                // letter, a digit or a symbol, not by a space, the end or
                // closing punctuation.
                let prose = after.is_none_or(|a| {
                    a.is_whitespace() || a == PLACEABLE || ")]»”.,;:!?".contains(a)
                });
                let code = before == Some(':')
                    || after == Some(':')
                    || before == Some('{')
                    || after == Some('}');
                if !prose || code || before.is_none() {
                    continue;
                }
                match before {
                    Some(NBSP) => {}
                    Some(' ') => wrong.push(format!("a plain space before «{c}»: {}", around(i))),
                    Some(NARROW_NBSP) => wrong.push(format!(
                        "a narrow no-break space before «{c}» (egui breaks lines there): {}",
                        around(i)
                    )),
                    _ => wrong.push(format!("no space before «{c}»: {}", around(i))),
                }
            }
            '«' if after != Some(NBSP) => {
                wrong.push(format!("no no-break space after «: {}", around(i)));
            }
            '»' if before != Some(NBSP) => {
                wrong.push(format!("no no-break space before »: {}", around(i)));
            }
            '\'' if before.is_some_and(char::is_alphabetic)
                && after.is_some_and(char::is_alphabetic) =>
            {
                wrong.push(format!("a typewriter apostrophe: {}", around(i)));
            }
            '“' | '”' => wrong.push(format!("English quotation marks: {}", around(i))),
            _ => {}
        }
    }
    wrong
}
