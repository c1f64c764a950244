//! What a run or configuration file can be rejected for. Each error has a
//! stable id ([`RunError::kind`], [`RunFileError::kind`]) and named
//! arguments ([`RunError::args`], [`RunFileError::args`]) so the window can
//! show it in the person's language; `Display` is the English text, with the
//! file's path last.

use std::io;
use std::path::PathBuf;

use crate::model::Short;
use crate::model::arch::ArchError;
use crate::model::oncall::scenario_file::ScenarioError;

/// A value an error message refers to, for a localized message.
#[derive(Debug, Clone, PartialEq)]
pub enum ErrorArg {
    /// A number (a minute, a version, a value out of range, a size in bytes).
    Number(f64),
    /// A text (a name, a command, a path, a parser's message).
    Text(String),
}

impl From<u32> for ErrorArg {
    fn from(value: u32) -> Self {
        Self::Number(f64::from(value))
    }
}

impl From<u64> for ErrorArg {
    fn from(value: u64) -> Self {
        Self::Number(value as f64)
    }
}

impl From<usize> for ErrorArg {
    fn from(value: usize) -> Self {
        Self::Number(value as f64)
    }
}

impl From<f64> for ErrorArg {
    fn from(value: f64) -> Self {
        Self::Number(value)
    }
}

impl From<&str> for ErrorArg {
    fn from(value: &str) -> Self {
        Self::Text(value.to_owned())
    }
}

impl From<&String> for ErrorArg {
    fn from(value: &String) -> Self {
        Self::Text(value.clone())
    }
}

/// What the system said about a file, kept (unlike an [`io::Error`], it
/// can be cloned and compared) so that a message says it in any language
/// and in the app's own words (`system_error_text` in the language layer): the
/// kind of error, the system's number for it, and the temporary file a
/// failed save left behind. `Display` is for logs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SystemError {
    /// The kind of error (of the error under those a save wraps).
    pub kind: io::ErrorKind,
    /// The system's number for it (`errno`), when it gave one.
    pub code: Option<i32>,
    /// The temporary file a failed save could not remove.
    pub left_behind: Option<PathBuf>,
}

impl From<&io::Error> for SystemError {
    fn from(error: &io::Error) -> Self {
        let under = super::store::system_error(error);
        Self {
            kind: under.kind(),
            code: under.raw_os_error(),
            left_behind: super::store::left_behind(error).map(std::path::Path::to_path_buf),
        }
    }
}

/// For logs: the kind and the system's number (a person reads
/// `system_error_text` in the language layer instead).
impl std::fmt::Display for SystemError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(code) = self.code {
            write!(f, " (system error {code})")?;
        }
        if let Some(path) = &self.left_behind {
            write!(f, "; left behind: {}", path.display())?;
        }
        Ok(())
    }
}

/// What the reader expected where a file went wrong, in a person's words
/// (not the parser's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expected {
    /// A comma, or the bracket that closes the list or group.
    CommaOrEnd,
    /// A colon after a field's name.
    Colon,
    /// A value: a number, a text in quotes, a list, a group.
    Value,
    /// A whole number (`5`, not `5.0`).
    WholeNumber,
    /// A number within the range of its field.
    SmallerNumber,
    /// A number (`0.6`).
    Number,
    /// `true` or `false`.
    TrueOrFalse,
    /// A text in double quotes.
    Text,
    /// A list in `[ ]`.
    List,
    /// A group of fields in `( )`.
    Group,
    /// A field's name.
    FieldName,
    /// This field, which is missing.
    MissingField(String),
    /// This field only once.
    FieldOnce(String),
    /// One of these names.
    OneOf(String),
    /// Nothing more: the document has ended.
    End,
    /// Lists and groups nested less deep.
    LessNesting,
    /// Something the reader cannot name.
    Other,
}

impl Expected {
    /// The Fluent selector of what was expected.
    pub fn id(&self) -> &'static str {
        match self {
            Self::CommaOrEnd => "comma-or-end",
            Self::Colon => "colon",
            Self::Value => "value",
            Self::WholeNumber => "whole-number",
            Self::SmallerNumber => "smaller-number",
            Self::Number => "number",
            Self::TrueOrFalse => "true-or-false",
            Self::Text => "text",
            Self::List => "list",
            Self::Group => "group",
            Self::FieldName => "field-name",
            Self::MissingField(_) => "missing-field",
            Self::FieldOnce(_) => "field-once",
            Self::OneOf(_) => "one-of",
            Self::End => "end",
            Self::LessNesting => "less-nesting",
            Self::Other => "other",
        }
    }

    /// The message arguments: `expects` (the selector), `names` (a field
    /// or the names allowed) and `found`.
    fn args(&self, found: &str) -> Vec<(&'static str, ErrorArg)> {
        let names = match self {
            Self::MissingField(name) | Self::FieldOnce(name) | Self::OneOf(name) => name.clone(),
            _ => String::new(),
        };
        vec![
            ("expects", self.id().into()),
            ("names", ErrorArg::Text(names)),
            ("found", found.into()),
        ]
    }
}

impl std::fmt::Display for Expected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::CommaOrEnd => f.write_str("a comma or a closing bracket"),
            Self::Colon => f.write_str("a colon after the field's name"),
            Self::Value => f.write_str("a value"),
            Self::WholeNumber => f.write_str("a whole number"),
            Self::SmallerNumber => f.write_str("a number within the field's range"),
            Self::Number => f.write_str("a number"),
            Self::TrueOrFalse => f.write_str("true or false"),
            Self::Text => f.write_str("a text in double quotes"),
            Self::List => f.write_str("a list in [ ]"),
            Self::Group => f.write_str("a group of fields in ( )"),
            Self::FieldName => f.write_str("a field's name"),
            Self::MissingField(name) => write!(f, "the field '{name}', which is missing,"),
            Self::FieldOnce(name) => write!(f, "the field '{name}' only once"),
            Self::OneOf(names) => write!(f, "one of {names}"),
            Self::End => f.write_str("the end of the document"),
            Self::LessNesting => f.write_str("less nesting (at most 128 levels)"),
            Self::Other => f.write_str("something else"),
        }
    }
}

/// What the file has where it went wrong, as a message quotes it.
fn found_text(found: &str) -> String {
    if found.is_empty() {
        "nothing more".to_owned()
    } else {
        format!("'{found}'")
    }
}

/// A document's name with its article, as the command line says it.
fn document_text(document: &str) -> &'static str {
    match document {
        "architecture" => "an architecture configuration",
        "scenario" => "a scenario file",
        "lesson" => "a lesson file",
        "progress" => "a progress file",
        "run" => "a run file",
        _ => "a file sre-sim reads",
    }
}

/// What is wrong with the content of a run (or an architecture
/// configuration), wherever it came from.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RunError {
    /// Nothing but white space.
    #[error("the file is empty")]
    Empty,
    /// Not UTF-8 text.
    #[error("the file is not text (invalid UTF-8 at byte {byte})")]
    NotText {
        /// Offset of the first invalid byte.
        byte: usize,
    },
    /// A RON syntax error.
    #[error(
        "the file is not RON: at line {line}, column {column}, {expected} was expected, but the file has {}",
        found_text(found)
    )]
    NotRon {
        /// Line of the error, from 1.
        line: usize,
        /// Column of the error, from 1.
        column: usize,
        /// What the reader expected there.
        expected: Expected,
        /// What the file has there (a few characters, escaped).
        found: String,
    },
    /// The document stops in the middle: cut off by a crash or a full disk.
    #[error("the file ends too early, at line {line}, column {column}; it may have been cut off")]
    Truncated {
        /// Line where the document stops.
        line: usize,
        /// Column where the document stops.
        column: usize,
    },
    /// Valid RON, but not the fields of the expected document.
    #[error(
        "the file is not {}: at line {line}, column {column}, {expected} was expected, but the file has {}",
        document_text(document),
        found_text(found)
    )]
    WrongShape {
        /// What the file should be: `run` or `architecture`.
        document: &'static str,
        /// Line of the error, from 1.
        line: usize,
        /// Column of the error, from 1.
        column: usize,
        /// What the reader expected there.
        expected: Expected,
        /// What the file has there (a few characters, escaped).
        found: String,
    },
    /// One kind of file given where the other was expected (an
    /// architecture configuration to `replay`, a run to `arch --config`).
    #[error("this is {}, not {}", document_text(found), document_text(expected))]
    WrongDocument {
        /// What the file should be: `run` or `architecture`.
        expected: &'static str,
        /// What it is.
        found: &'static str,
    },
    /// A field this version does not know (a typo, or a newer file).
    #[error("unknown field '{field}' (line {line}, column {column})")]
    UnknownField {
        /// The field's name, with its enclosing fields (`db.conections`).
        field: String,
        /// Line of the field, from 1 (0 when unknown).
        line: usize,
        /// Column of the field, from 1 (0 when unknown).
        column: usize,
    },
    /// Written by a newer version of the app.
    #[error(
        "the file was written by a newer version of sre-sim (format version {found}; this version reads up to {supported})"
    )]
    NewerVersion {
        /// The file's format version.
        found: u32,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The scenario's name is not one of the scenarios.
    #[error("unknown scenario '{name}' (expected free-play, bad-deploy, surge or cache-flush)")]
    UnknownScenario {
        /// The name in the file.
        name: String,
    },
    /// The lesson the run names is not the lesson it carries.
    #[error("the run names the lesson '{name}' but carries the lesson '{found}'")]
    OtherLesson {
        /// The lesson's id as the run names it.
        name: String,
        /// The id of the lesson it carries.
        found: String,
    },
    /// The run's embedded scenario is not a valid scenario.
    #[error("the run's scenario: {0}")]
    BadScenario(ScenarioError),
    /// The seed is not a whole number from 0 to 4 294 967 295 (older files
    /// stored it as text).
    #[error("the seed '{text}' is not a whole number from 0 to 4294967295")]
    BadSeed {
        /// The text in the file.
        text: String,
    },
    /// A command name that does not exist.
    #[error("unknown command '{text}' at minute {minute}")]
    UnknownCommand {
        /// The command's minute.
        minute: u32,
        /// The command as written.
        text: String,
    },
    /// A command whose value cannot be read.
    #[error("bad command '{text}' at minute {minute}: expected {expected}")]
    BadCommand {
        /// The command's minute.
        minute: u32,
        /// The command as written.
        text: String,
        /// What the value should be (English).
        expected: &'static str,
    },
    /// A command's value outside its control's range.
    #[error("{name} at minute {minute} must be between {} and {}, got {}", Short(*min), Short(*max), Short(*value))]
    OutOfRange {
        /// The command's minute.
        minute: u32,
        /// The command's name (`shed`, `ttl`, …).
        name: &'static str,
        /// The value in the file.
        value: f64,
        /// Lowest valid value.
        min: f64,
        /// Highest valid value.
        max: f64,
    },
    /// The timeline is not in minute order.
    #[error("the timeline is out of order: minute {minute} comes after minute {previous}")]
    OutOfOrder {
        /// The earlier minute that came second.
        minute: u32,
        /// The minute before it.
        previous: u32,
    },
    /// A command after the end of the run.
    #[error("a command at minute {minute} is after the end of the run (minute {minutes})")]
    CommandAfterEnd {
        /// The command's minute.
        minute: u32,
        /// How far the run went.
        minutes: u32,
    },
    /// The run is longer than any run the app makes.
    #[error("the run is {minutes} minutes long; the longest run a file may hold is {max} minutes")]
    TooLong {
        /// The run's length in the file.
        minutes: u32,
        /// The limit, [`super::MAX_RUN_MINUTES`].
        max: u32,
    },
    /// The stored starting controls are not the scenario's.
    #[error(
        "the initial settings do not match the scenario's ({setting}: the file has {}, the scenario starts with {})",
        Short(*stored),
        Short(*expected)
    )]
    InitialSettings {
        /// The setting that differs.
        setting: &'static str,
        /// The file's value.
        stored: f64,
        /// The scenario's value.
        expected: f64,
    },
    /// The stored summary is not what the replay gives (the model changed
    /// since the file was written, or the file was edited).
    #[error(
        "the file's summary does not match its replay ({figure}: the file has {}, the replay gives {})",
        Short(*stored),
        Short(*replayed)
    )]
    SummaryMismatch {
        /// The figure that differs (`budget_remaining`, `cost_dollars`, …).
        figure: &'static str,
        /// The file's value.
        stored: f64,
        /// The replay's value.
        replayed: f64,
    },
    /// A run recorded with another version of the model, which replays it
    /// differently.
    #[error(
        "this run was recorded with model version {found}; this sre-sim computes with model version {current}, so the run replays differently from the summary it was saved with"
    )]
    OtherModel {
        /// The file's model version.
        found: u32,
        /// This build's.
        current: u32,
    },
    /// A minute after the end of the run.
    #[error("minute {minute} is after the end of the run (minute {minutes})")]
    MinuteBeyondEnd {
        /// The minute asked for.
        minute: u32,
        /// How far the run went.
        minutes: u32,
    },
    /// An architecture setting out of its range.
    #[error("{0}")]
    ArchSetting(ArchError),
    /// The document could not be written as RON (a bug).
    #[error("cannot write the document as RON: {message}")]
    Encode {
        /// The serializer's message.
        message: String,
    },
}

impl RunError {
    /// The stable id of the error, for the window's localized messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Empty => "run-error-empty",
            Self::NotText { .. } => "run-error-not-text",
            Self::NotRon { .. } => "run-error-not-ron",
            Self::Truncated { .. } => "run-error-truncated",
            Self::WrongShape { .. } => "run-error-wrong-shape",
            Self::WrongDocument { .. } => "run-error-wrong-document",
            Self::UnknownField { .. } => "run-error-unknown-field",
            Self::NewerVersion { .. } => "run-error-newer-version",
            Self::UnknownScenario { .. } => "run-error-unknown-scenario",
            Self::OtherLesson { .. } => "run-error-other-lesson",
            Self::BadScenario(_) => "run-error-bad-scenario",
            Self::BadSeed { .. } => "run-error-bad-seed",
            Self::UnknownCommand { .. } => "run-error-unknown-command",
            Self::BadCommand { .. } => "run-error-bad-command",
            Self::OutOfRange { .. } => "run-error-out-of-range",
            Self::OutOfOrder { .. } => "run-error-out-of-order",
            Self::CommandAfterEnd { .. } => "run-error-command-after-end",
            Self::TooLong { .. } => "run-error-too-long",
            Self::InitialSettings { .. } => "run-error-initial-settings",
            Self::SummaryMismatch { .. } => "run-error-summary-mismatch",
            Self::OtherModel { .. } => "run-error-other-model",
            Self::MinuteBeyondEnd { .. } => "run-error-minute-beyond-end",
            Self::ArchSetting(_) => "run-error-arch-setting",
            Self::Encode { .. } => "run-error-encode",
        }
    }

    /// The error's arguments by name (the names of its fields), for the
    /// window's localized messages.
    pub fn args(&self) -> Vec<(&'static str, ErrorArg)> {
        match self {
            Self::Empty
            | Self::NotText { .. }
            | Self::NotRon { .. }
            | Self::Truncated { .. }
            | Self::WrongShape { .. }
            | Self::WrongDocument { .. }
            | Self::UnknownField { .. }
            | Self::NewerVersion { .. } => self.document_args(),
            Self::UnknownScenario { .. }
            | Self::OtherLesson { .. }
            | Self::BadScenario(_)
            | Self::BadSeed { .. }
            | Self::UnknownCommand { .. }
            | Self::BadCommand { .. }
            | Self::OutOfRange { .. }
            | Self::OutOfOrder { .. }
            | Self::CommandAfterEnd { .. }
            | Self::MinuteBeyondEnd { .. }
            | Self::TooLong { .. }
            | Self::InitialSettings { .. }
            | Self::SummaryMismatch { .. }
            | Self::OtherModel { .. }
            | Self::ArchSetting(_)
            | Self::Encode { .. } => self.content_args(),
        }
    }

    /// The arguments of an error in the document's form (see [`Self::args`]).
    fn document_args(&self) -> Vec<(&'static str, ErrorArg)> {
        match self {
            Self::NotText { byte } => vec![("byte", (*byte).into())],
            Self::NotRon {
                line,
                column,
                expected,
                found,
            } => {
                let mut args = vec![("line", (*line).into()), ("column", (*column).into())];
                args.extend(expected.args(found));
                args
            }
            Self::Truncated { line, column } => {
                vec![("line", (*line).into()), ("column", (*column).into())]
            }
            Self::WrongShape {
                document,
                line,
                column,
                expected,
                found,
            } => {
                let mut args = vec![
                    ("document", (*document).into()),
                    ("line", (*line).into()),
                    ("column", (*column).into()),
                ];
                args.extend(expected.args(found));
                args
            }
            Self::WrongDocument { expected, found } => {
                vec![("document", (*expected).into()), ("found", (*found).into())]
            }
            Self::UnknownField {
                field,
                line,
                column,
            } => vec![
                ("field", field.into()),
                ("line", (*line).into()),
                ("column", (*column).into()),
            ],
            Self::NewerVersion { found, supported } => {
                vec![
                    ("found", (*found).into()),
                    ("supported", (*supported).into()),
                ]
            }
            // Empty, and (never here) the content's errors.
            _ => Vec::new(),
        }
    }

    /// The arguments of an error in the document's content (see [`Self::args`]).
    fn content_args(&self) -> Vec<(&'static str, ErrorArg)> {
        match self {
            Self::UnknownScenario { name } => vec![("name", name.into())],
            Self::OtherLesson { name, found } => {
                vec![("name", name.into()), ("found", found.into())]
            }
            Self::BadSeed { text } => vec![("text", text.into())],
            Self::UnknownCommand { minute, text } => {
                vec![("minute", (*minute).into()), ("text", text.into())]
            }
            Self::BadCommand {
                minute,
                text,
                expected,
            } => vec![
                ("minute", (*minute).into()),
                ("text", text.into()),
                ("expected", (*expected).into()),
            ],
            Self::OutOfRange {
                minute,
                name,
                value,
                min,
                max,
            } => vec![
                ("minute", (*minute).into()),
                ("name", (*name).into()),
                ("value", (*value).into()),
                ("min", (*min).into()),
                ("max", (*max).into()),
            ],
            Self::OutOfOrder { minute, previous } => {
                vec![
                    ("minute", (*minute).into()),
                    ("previous", (*previous).into()),
                ]
            }
            Self::CommandAfterEnd { minute, minutes }
            | Self::MinuteBeyondEnd { minute, minutes } => {
                vec![("minute", (*minute).into()), ("minutes", (*minutes).into())]
            }
            Self::TooLong { minutes, max } => {
                vec![("minutes", (*minutes).into()), ("max", (*max).into())]
            }
            Self::InitialSettings {
                setting,
                stored,
                expected,
            } => vec![
                ("setting", (*setting).into()),
                ("stored", (*stored).into()),
                ("expected", (*expected).into()),
            ],
            Self::SummaryMismatch {
                figure,
                stored,
                replayed,
            } => vec![
                ("figure", (*figure).into()),
                ("stored", (*stored).into()),
                ("replayed", (*replayed).into()),
            ],
            Self::ArchSetting(err) => vec![("message", ErrorArg::Text(err.to_string()))],
            Self::BadScenario(err) => vec![("problem", ErrorArg::Text(err.to_string()))],
            Self::Encode { message } => vec![("message", message.into())],
            Self::OtherModel { found, current } => {
                vec![("found", (*found).into()), ("current", (*current).into())]
            }
            _ => Vec::new(),
        }
    }
}

/// A run or configuration file that cannot be read, written or trusted:
/// what went wrong, and which file.
#[derive(Debug, thiserror::Error)]
pub enum RunFileError {
    /// The file cannot be read (missing, no permission, …).
    #[error("cannot read the file ({error}): {}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// The system's error.
        error: io::Error,
    },
    /// The file (or its folder) cannot be written; a file already there is
    /// left as it was.
    #[error("cannot write the file ({error}): {}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// The system's error.
        error: io::Error,
    },
    /// Larger than any file the app writes; not read.
    #[error("the file is too large ({bytes} bytes; {} is at most {max} bytes): {}", document_text(document), path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// What the file was read as: `run`, `architecture`, `scenario`,
        /// `lesson`, `progress`, or `file` when it could be any of them.
        document: &'static str,
        /// Its size (at least this much).
        bytes: u64,
        /// The limit, [`super::MAX_FILE_BYTES`].
        max: u64,
    },
    /// Not a regular file (a folder, a named pipe, a device): refused
    /// without reading, so that it cannot block.
    #[error("{}: {}", not_a_file_text(what), path.display())]
    NotAFile {
        /// The file.
        path: PathBuf,
        /// What it is: `folder`, `named-pipe`, `device`, `socket` or `other`.
        what: &'static str,
    },
    /// The content is rejected.
    #[error("{problem}: {}", path.display())]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        problem: RunError,
    },
    /// The system has no folder for the app's data (no home folder).
    #[error("cannot find a folder for the app's data (is the home folder set?)")]
    NoDataDir,
}

/// The command line's words for a file that is not a regular file.
fn not_a_file_text(what: &str) -> String {
    let what = match what {
        "folder" => "a folder",
        "named-pipe" => "a named pipe",
        "device" => "a device",
        "socket" => "a socket",
        _ => "something else",
    };
    format!("this is not a file but {what}; only regular files are read")
}

impl RunFileError {
    /// The stable id of the error, for the window's localized messages
    /// (the content's id for [`RunFileError::Invalid`]).
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Read { .. } => "run-error-read",
            Self::Write { error, .. } if super::store::is_not_durable(error) => {
                "run-error-not-durable"
            }
            Self::Write { error, .. } if super::store::folder_not_writable(error).is_some() => {
                "run-error-folder-write"
            }
            Self::Write { .. } => "run-error-write",
            Self::TooLarge { .. } => "run-error-too-large",
            Self::NotAFile { .. } => "run-error-not-a-file",
            Self::Invalid { problem, .. } => problem.kind(),
            Self::NoDataDir => "run-error-no-data-dir",
        }
    }

    /// The error's arguments by name, including `path` (last) when there is
    /// a file; `message` is the system's text for read and write errors.
    pub fn args(&self) -> Vec<(&'static str, ErrorArg)> {
        let mut args = match self {
            Self::Read { error, .. } | Self::Write { error, .. } => {
                // A file written but not flushed says the system's own error.
                // So does a folder that cannot be written.
                let inner = error.get_ref();
                let message = if let Some(d) =
                    inner.and_then(|e| e.downcast_ref::<super::store::NotDurable>())
                {
                    d.error.to_string()
                } else if let Some(f) = super::store::folder_not_writable(error) {
                    f.error.to_string()
                } else {
                    error.to_string()
                };
                vec![("message", ErrorArg::Text(message))]
            }
            Self::TooLarge {
                bytes,
                max,
                document,
                ..
            } => vec![
                ("bytes", (*bytes).into()),
                ("max", (*max).into()),
                ("document", (*document).into()),
            ],
            Self::NotAFile { what, .. } => vec![("what", ErrorArg::Text((*what).to_owned()))],
            Self::Invalid { problem, .. } => problem.args(),
            Self::NoDataDir => Vec::new(),
        };
        if let Some(path) = self.path() {
            args.push(("path", ErrorArg::Text(path.display().to_string())));
        }
        args
    }

    /// A file written and in place whose folder could not be flushed to
    /// disk ([`super::NotDurable`]): saved, but not durably.
    pub fn is_not_durable(&self) -> bool {
        matches!(self, Self::Write { error, .. } if super::store::is_not_durable(error))
    }

    /// The file the error is about, if any.
    pub fn path(&self) -> Option<&std::path::Path> {
        match self {
            Self::Write { error, .. } if super::store::folder_not_writable(error).is_some() => {
                super::store::folder_not_writable(error).map(|f| f.dir.as_path())
            }
            Self::Read { path, .. }
            | Self::Write { path, .. }
            | Self::TooLarge { path, .. }
            | Self::NotAFile { path, .. }
            | Self::Invalid { path, .. } => Some(path),
            Self::NoDataDir => None,
        }
    }
}
