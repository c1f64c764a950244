//! Files carried in a link: a run, a scenario, a lesson or an architecture
//! configuration travels in a URL's fragment as `#run=…`, `#scenario=…`,
//! `#lesson=…` or `#arch=…`, the file's own RON text compressed with
//! deflate (raw, no zlib header) and base64url-encoded without padding.
//!
//! This is the transport only: [`decode_fragment`] gives back the kind and
//! the text, and the caller reads the text with the file's own reader (its
//! checks and its version check). Pure: no files, no threads, no egui.

use thiserror::Error;

/// The largest text a link may inflate to, the same as the largest file
/// read ([`super::MAX_FILE_BYTES`]); a larger one is refused as a bomb.
pub const MAX_LINK_TEXT_BYTES: usize = super::MAX_FILE_BYTES as usize;

/// What a link carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// A run file (`#run=`).
    Run,
    /// A scenario file (`#scenario=`).
    Scenario,
    /// A lesson file (`#lesson=`).
    Lesson,
    /// An architecture configuration (`#arch=`).
    Arch,
}

impl LinkKind {
    /// Every kind, in the order the fragment keys are tried.
    pub const ALL: [Self; 4] = [Self::Run, Self::Scenario, Self::Lesson, Self::Arch];

    /// The key before `=` in the fragment.
    pub fn key(self) -> &'static str {
        match self {
            Self::Run => "run",
            Self::Scenario => "scenario",
            Self::Lesson => "lesson",
            Self::Arch => "arch",
        }
    }
}

/// Why a link's fragment could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LinkError {
    /// No `run=`, `scenario=`, `lesson=` or `arch=` key.
    #[error("the link carries no file (expected run=, scenario=, lesson= or arch=)")]
    NoFile,
    /// A character outside base64url, or a length no encoding gives.
    #[error("the link is damaged: its {} is not base64url", .0.key())]
    BadBase64(LinkKind),
    /// The bytes do not inflate.
    #[error("the link is damaged: its {} does not decompress", .0.key())]
    BadDeflate(LinkKind),
    /// The text inflates beyond [`MAX_LINK_TEXT_BYTES`].
    #[error("the link's file is larger than {max_bytes} bytes")]
    TooLarge {
        /// The cap, in bytes.
        max_bytes: usize,
    },
    /// The inflated bytes are not UTF-8 text.
    #[error("the link is damaged: its file is not UTF-8 text")]
    NotUtf8,
}

impl LinkError {
    /// A stable id for the localized message.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::NoFile => "files-link-no-file",
            Self::BadBase64(_) => "files-link-bad-base64",
            Self::BadDeflate(_) => "files-link-bad-deflate",
            Self::TooLarge { .. } => "files-link-too-large",
            Self::NotUtf8 => "files-link-not-utf8",
        }
    }

    /// The message's arguments: `key` (`run`, `scenario`, `lesson` or
    /// `arch`, where the link names one) and `max` (the cap, in bytes).
    pub fn args(&self) -> Vec<(&'static str, super::ErrorArg)> {
        match self {
            Self::BadBase64(kind) | Self::BadDeflate(kind) => vec![("key", kind.key().into())],
            Self::TooLarge { max_bytes } => vec![("max", (*max_bytes).into())],
            Self::NoFile | Self::NotUtf8 => Vec::new(),
        }
    }
}

/// The fragment (without `#`) carrying `text` as a file of `kind`.
pub fn encode_fragment(kind: LinkKind, text: &str) -> String {
    let compressed = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9);
    format!("{}={}", kind.key(), base64url_encode(&compressed))
}

/// The file a fragment carries (with or without its leading `#`, or a whole
/// URL): its kind and its text. Other `&`-separated keys are left for the
/// query parameters' reader.
pub fn decode_fragment(fragment: &str) -> Result<(LinkKind, String), LinkError> {
    let fragment = match fragment.split_once('#') {
        Some((_, f)) => f,
        // A URL without a fragment carries no file (its query is not one).
        None if fragment.contains("://") || fragment.contains('?') => "",
        None => fragment,
    };
    for part in fragment.split('&') {
        let Some((key, value)) = part.split_once('=') else {
            continue;
        };
        let Some(kind) = LinkKind::ALL.into_iter().find(|k| k.key() == key) else {
            continue;
        };
        return decode_payload(kind, value).map(|text| (kind, text));
    }
    Err(LinkError::NoFile)
}

/// The text in one base64url, deflated payload of a `kind` key.
pub fn decode_payload(kind: LinkKind, value: &str) -> Result<String, LinkError> {
    let compressed = base64url_decode(value.trim()).ok_or(LinkError::BadBase64(kind))?;
    let bytes =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&compressed, MAX_LINK_TEXT_BYTES)
            .map_err(|e| match e.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => LinkError::TooLarge {
                    max_bytes: MAX_LINK_TEXT_BYTES,
                },
                _ => LinkError::BadDeflate(kind),
            })?;
    String::from_utf8(bytes).map_err(|_| LinkError::NotUtf8)
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url (RFC 4648 §5) without padding.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

/// The bytes of unpadded base64url; `None` for a character outside the
/// alphabet, a length no encoding gives, or nonzero trailing bits.
pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = ALPHABET.iter().position(|&a| a == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        let len = chunk.len() - 1;
        // The bits below the last whole byte must be zero (canonical).
        if len < 3 && n & (0x00FF_FFFF >> (8 * len)) != 0 {
            return None;
        }
        out.extend_from_slice(&bytes[1..=len]);
    }
    Some(out)
}

/// A tab a link may open (`?tab=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkTab {
    /// `oncall`.
    Oncall,
    /// `arch`.
    Arch,
    /// `reference`.
    Reference,
    /// `debrief`.
    Debrief,
}

impl LinkTab {
    /// Every tab with its word in a link.
    pub const WORDS: [(&'static str, Self); 4] = [
        ("oncall", Self::Oncall),
        ("arch", Self::Arch),
        ("reference", Self::Reference),
        ("debrief", Self::Debrief),
    ];
}

/// What a link's query asks, checked for form only: the lesson and scenario
/// ids and the language are checked by whoever knows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinkParams {
    /// `?lesson=ID`: a built-in lesson.
    pub lesson: Option<String>,
    /// `?scenario=ID`: a built-in scenario.
    pub scenario: Option<String>,
    /// `?tab=…`.
    pub tab: Option<LinkTab>,
    /// `?lang=…`, as written (`en`, `fr`, `gl`).
    pub lang: Option<String>,
    /// `?present=1`: present the run the fragment carries.
    pub present: bool,
    /// `?embed=1`: hide the top bar (in an `<iframe>`).
    pub embed: bool,
    /// `?minute=N`: the minute of the run the fragment carries to show.
    pub minute: Option<u32>,
    /// Each `key=value` not understood, as written (percent-decoded), in
    /// the order met.
    pub not_understood: Vec<String>,
}

/// The parameters of a link's query: `url` is a whole URL, or a query with
/// or without its `?`. The fragment is not read here ([`decode_fragment`]).
/// Never fails: what is not understood is listed in
/// [`LinkParams::not_understood`].
pub fn parse_query(url: &str) -> LinkParams {
    let before_fragment = url.split_once('#').map_or(url, |(q, _)| q);
    let query = match before_fragment.split_once('?') {
        Some((_, q)) => q,
        // No `?`: a bare query, unless it is a URL without one.
        None if before_fragment.contains("://") => "",
        None => before_fragment,
    };
    let mut params = LinkParams::default();
    for part in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        let key = percent_decode(key);
        let value = percent_decode(value);
        let understood = match key.as_str() {
            "lesson" if !value.is_empty() => {
                params.lesson = Some(value.clone());
                true
            }
            "scenario" if !value.is_empty() => {
                params.scenario = Some(value.clone());
                true
            }
            "lang" if !value.is_empty() => {
                params.lang = Some(value.clone());
                true
            }
            "minute" => value.parse().map(|m| params.minute = Some(m)).is_ok(),
            "tab" => LinkTab::WORDS
                .iter()
                .find(|(w, _)| *w == value)
                .map(|&(_, tab)| params.tab = Some(tab))
                .is_some(),
            "present" | "embed" => match value.as_str() {
                "1" | "0" => {
                    let on = value == "1";
                    if key == "present" {
                        params.present = on;
                    } else {
                        params.embed = on;
                    }
                    true
                }
                _ => false,
            },
            _ => false,
        };
        if !understood {
            params.not_understood.push(format!("{key}={value}"));
        }
    }
    params
}

/// `%XX` decoded and `+` as a space; a bad escape is kept as written and
/// bytes that are not UTF-8 are replaced (lossy): never fails.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => match (
                bytes.get(i + 1).and_then(|&b| hex(b)),
                bytes.get(i + 2).and_then(|&b| hex(b)),
            ) {
                (Some(hi), Some(lo)) => {
                    out.push((hi * 16 + lo) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_known_answers() {
        // RFC 4648 §10, unpadded, in the URL alphabet.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64url_encode(plain.as_bytes()), coded);
            assert_eq!(base64url_decode(coded).as_deref(), Some(plain.as_bytes()));
        }
        assert_eq!(base64url_encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(base64url_decode("-_8"), Some(vec![0xfb, 0xff]));
    }

    #[test]
    fn round_trip_each_kind() {
        let text = "(format: 1, note: \"é ✓ <b>not markup</b>\")";
        for kind in LinkKind::ALL {
            let fragment = encode_fragment(kind, text);
            assert!(fragment.starts_with(&format!("{}=", kind.key())));
            assert_eq!(decode_fragment(&fragment), Ok((kind, text.to_owned())));
            let url = format!("https://sre-sim.example.org/?present=1#{fragment}");
            assert_eq!(decode_fragment(&url), Ok((kind, text.to_owned())));
        }
    }

    #[test]
    fn no_file() {
        assert_eq!(decode_fragment("#tab=arch"), Err(LinkError::NoFile));
        // A query's lesson= is a lesson's id, not a lesson file.
        assert_eq!(
            decode_fragment("https://sre-sim.example.org/?embed=1&lesson=queueing-knee"),
            Err(LinkError::NoFile)
        );
        assert_eq!(decode_fragment("?tab=arch&run=abc"), Err(LinkError::NoFile));
        assert_eq!(decode_fragment(""), Err(LinkError::NoFile));
    }

    #[test]
    fn bad_base64() {
        assert_eq!(
            decode_fragment("#run=ab*d"),
            Err(LinkError::BadBase64(LinkKind::Run))
        );
        assert_eq!(
            decode_fragment("#run=abcde"),
            Err(LinkError::BadBase64(LinkKind::Run))
        );
        assert_eq!(
            decode_fragment("#run=Zh"),
            Err(LinkError::BadBase64(LinkKind::Run))
        );
    }

    #[test]
    fn bad_deflate() {
        let fragment = format!("run={}", base64url_encode(&[0xff; 12]));
        assert_eq!(
            decode_fragment(&fragment),
            Err(LinkError::BadDeflate(LinkKind::Run))
        );
        // A truncated stream.
        let good = miniz_oxide::deflate::compress_to_vec(b"(format: 1, seed: 7)", 9);
        let fragment = format!("run={}", base64url_encode(&good[..good.len() / 2]));
        assert_eq!(
            decode_fragment(&fragment),
            Err(LinkError::BadDeflate(LinkKind::Run))
        );
    }

    #[test]
    fn not_utf8() {
        let bytes = miniz_oxide::deflate::compress_to_vec(&[0xc3, 0x28, 0xff], 9);
        let fragment = format!("lesson={}", base64url_encode(&bytes));
        assert_eq!(decode_fragment(&fragment), Err(LinkError::NotUtf8));
    }

    #[test]
    fn bomb_refused() {
        let bomb = vec![b' '; MAX_LINK_TEXT_BYTES + 1];
        let fragment = encode_fragment(LinkKind::Arch, &String::from_utf8_lossy(&bomb));
        // A few KiB of link for more than 4 MiB of text.
        assert!(fragment.len() < 20_000, "{}", fragment.len());
        assert_eq!(
            decode_fragment(&fragment),
            Err(LinkError::TooLarge {
                max_bytes: MAX_LINK_TEXT_BYTES
            })
        );
        let at_cap = " ".repeat(MAX_LINK_TEXT_BYTES);
        let fragment = encode_fragment(LinkKind::Arch, &at_cap);
        assert_eq!(
            decode_fragment(&fragment).map(|(_, t)| t.len()),
            Ok(MAX_LINK_TEXT_BYTES)
        );
    }

    #[test]
    fn query_parameters() {
        let p = parse_query(
            "https://sre-sim.example.org/?lesson=queueing-knee&tab=arch&lang=fr&present=1&embed=1&minute=90#run=abc",
        );
        assert_eq!(
            p,
            LinkParams {
                lesson: Some("queueing-knee".into()),
                scenario: None,
                tab: Some(LinkTab::Arch),
                lang: Some("fr".into()),
                present: true,
                embed: true,
                minute: Some(90),
                not_understood: vec![],
            }
        );
        let p = parse_query("?scenario=bad%2Ddeploy&tab=debrief");
        assert_eq!(p.scenario.as_deref(), Some("bad-deploy"));
        assert_eq!(p.tab, Some(LinkTab::Debrief));
        assert_eq!(parse_query("tab=oncall").tab, Some(LinkTab::Oncall));
        assert_eq!(
            parse_query("https://sre-sim.example.org/#tab=arch"),
            LinkParams::default()
        );
    }

    #[test]
    fn query_not_understood_is_listed() {
        let p = parse_query("?tab=games&colour=red&present=yes&lesson=&%ZZ=1&x");
        assert_eq!(
            p.not_understood,
            [
                "tab=games",
                "colour=red",
                "present=yes",
                "lesson=",
                "%ZZ=1",
                "x="
            ]
        );
        assert_eq!(p.tab, None);
        assert!(!p.present);
    }
}
