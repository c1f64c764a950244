//! [`ArchConfigFile`]: an architecture configuration as a RON document,
//! saved and opened like a run: a format version, the app version, an
//! optional note and the [`ArchConfig`], checked on reading.
//!
//! The model's configuration types fill missing fields with their defaults
//! (so a hand-written file may give only what it changes) and would ignore
//! unknown ones; reading compares the document with the configuration
//! written back and rejects unknown fields, so a typo is not lost in
//! silence.

use serde::{Deserialize, Serialize};

use super::format::{field_position, parse, probe_version, to_pretty, unknown_fields};
use super::{APP_VERSION, RunError};
use crate::model::arch::ArchConfig;

/// The newest architecture configuration format this build reads and the
/// one it writes.
pub const ARCH_FORMAT_VERSION: u32 = 1;

/// What a configuration file is called in error messages.
const DOCUMENT: &str = "architecture";

/// A saved architecture configuration. Only valid configurations exist:
/// every way to make one checks every setting's range.
#[derive(Debug, Clone, PartialEq)]
pub struct ArchConfigFile {
    app_version: String,
    note: Option<String>,
    config: ArchConfig,
}

impl ArchConfigFile {
    /// The file of `config`, after checking every setting
    /// ([`ArchConfig::validate`]).
    pub fn new(config: ArchConfig) -> Result<Self, RunError> {
        config.validate().map_err(RunError::ArchSetting)?;
        Ok(Self {
            app_version: APP_VERSION.to_owned(),
            note: None,
            config,
        })
    }

    /// The same configuration with a note (empty = none).
    #[must_use]
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        let note = note.into();
        self.note = (!note.is_empty()).then_some(note);
        self
    }

    /// The configuration.
    pub fn config(&self) -> &ArchConfig {
        &self.config
    }

    /// The version of the app that wrote the file.
    pub fn app_version(&self) -> &str {
        &self.app_version
    }

    /// The note, if any.
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The configuration as a RON document of the current format version.
    pub fn to_ron_string(&self) -> Result<String, RunError> {
        to_pretty(&ArchDocV1 {
            version: ARCH_FORMAT_VERSION,
            app_version: self.app_version.clone(),
            note: self.note.clone().unwrap_or_default(),
            config: self.config,
        })
    }

    /// Reads a configuration from a RON document and checks it: syntax,
    /// version, unknown fields and every setting's range. Does not panic on
    /// any input.
    pub fn from_ron_str(text: &str) -> Result<Self, RunError> {
        let doc = match probe_version(text, DOCUMENT)? {
            1 => parse::<ArchDocV1>(text, DOCUMENT)?,
            found => {
                return Err(RunError::NewerVersion {
                    found,
                    supported: ARCH_FORMAT_VERSION,
                });
            }
        };
        reject_unknown_config_fields(text, &doc.config)?;
        let file = Self::new(doc.config)?;
        Ok(Self {
            app_version: doc.app_version,
            note: (!doc.note.is_empty()).then_some(doc.note),
            ..file
        })
    }
}

/// Fields the configuration still reads under an earlier name (serde's
/// aliases), which its written form no longer has.
const OLD_FIELD_NAMES: &[&str] = &["queue.buffer_jobs"];

/// Compares the document's `config` section with the parsed configuration
/// written back: a field in the first and not the second is unknown.
fn reject_unknown_config_fields(text: &str, config: &ArchConfig) -> Result<(), RunError> {
    let shape = |err: &ron::error::SpannedError| super::format::shape_error(text, err, DOCUMENT);
    let encode = |err: &dyn std::fmt::Display| RunError::Encode {
        message: err.to_string(),
    };
    let parsed: ron::Value = ron::from_str(text).map_err(|err| shape(&err))?;
    let written = ron::to_string(config).map_err(|err| encode(&err))?;
    let canonical: ron::Value = ron::from_str(&written).map_err(|err| encode(&err))?;
    let ron::Value::Map(doc) = &parsed else {
        return Ok(());
    };
    let Some(section) = doc.get(&ron::Value::String("config".to_owned())) else {
        return Ok(());
    };
    match unknown_fields(section, &canonical)
        .into_iter()
        .find(|path| !OLD_FIELD_NAMES.contains(&path.as_str()))
    {
        Some(path) => {
            let last = path.rsplit('.').next().unwrap_or(&path);
            let (line, column) = field_position(text, last);
            Err(RunError::UnknownField {
                field: format!("config.{path}"),
                line,
                column,
            })
        }
        None => Ok(()),
    }
}

/// Version 1 of the document. The configuration is the model's own
/// serde layout (stage sections with named fields).
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "ArchConfiguration", deny_unknown_fields)]
struct ArchDocV1 {
    version: u32,
    app_version: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    note: String,
    config: ArchConfig,
}
