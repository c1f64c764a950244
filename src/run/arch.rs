//! [`ArchConfigFile`]: an architecture configuration as a RON document,
//! saved and opened like a run: a format version, the app version, an
//! optional note and the [`ArchConfig`], checked on reading.
//!
//! Format 2 adds what a lesson played on the path keeps for its grading:
//! the author's name and the tier the learner named as the bottleneck. A
//! file without either is written as format 1, byte for byte as before,
//! so builds that read only format 1 keep reading it.
//!
//! Format 3 is format 2 with settings beyond the seed's model (a trigger,
//! a remedy): a configuration with any of them off its default is written
//! as format 3, so an earlier build says the file is newer instead of
//! naming an unknown field; one with none is written as before.
//!
//! The model's configuration types fill missing fields with their defaults
//! (so a hand-written file may give only what it changes) and would ignore
//! unknown ones; reading compares the document with the configuration
//! written back and rejects unknown fields, so a typo is not lost in
//! silence.

use serde::{Deserialize, Serialize};

use super::format::{field_position, parse, probe_version, to_pretty, unknown_fields};
use super::{APP_VERSION, RunError};
use crate::model::arch::{ArchConfig, Stage};

/// The newest architecture configuration format this build reads and the
/// one it writes.
pub const ARCH_FORMAT_VERSION: u32 = 3;

/// What a configuration file is called in error messages.
const DOCUMENT: &str = "architecture";

/// A saved architecture configuration. Only valid configurations exist:
/// every way to make one checks every setting's range.
#[derive(Debug, Clone, PartialEq)]
pub struct ArchConfigFile {
    app_version: String,
    note: Option<String>,
    author: Option<String>,
    named_bottleneck: Option<Stage>,
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
            author: None,
            named_bottleneck: None,
            config,
        })
    }

    /// The same file with another configuration (checked as [`Self::new`]
    /// checks it), written by this version: its author, note and named
    /// bottleneck kept.
    pub fn with_config(self, config: ArchConfig) -> Result<Self, RunError> {
        config.validate().map_err(RunError::ArchSetting)?;
        Ok(Self {
            app_version: APP_VERSION.to_owned(),
            config,
            ..self
        })
    }

    /// The same configuration with its author's name (empty = none).
    #[must_use]
    pub fn with_author(mut self, author: impl Into<String>) -> Self {
        self.author = super::format::author_name(author);
        self
    }

    /// The same configuration with the tier a lesson's learner named as
    /// its bottleneck.
    #[must_use]
    pub fn with_named_bottleneck(mut self, stage: Option<Stage>) -> Self {
        self.named_bottleneck = stage;
        self
    }

    /// The author's name, if any.
    pub fn author(&self) -> Option<&str> {
        self.author.as_deref()
    }

    /// The tier the learner named as the bottleneck, if any.
    pub fn named_bottleneck(&self) -> Option<Stage> {
        self.named_bottleneck
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
    /// A file with neither an author nor a named bottleneck is written as
    /// format 1, as before format 2 existed.
    pub fn to_ron_string(&self) -> Result<String, RunError> {
        let beyond = self.config.has_fields_beyond_the_seed();
        if !beyond && self.author.is_none() && self.named_bottleneck.is_none() {
            return to_pretty(&ArchDocV1 {
                version: 1,
                app_version: self.app_version.clone(),
                note: self.note.clone().unwrap_or_default(),
                config: self.config,
            });
        }
        to_pretty(&ArchDocV2 {
            version: if beyond { ARCH_FORMAT_VERSION } else { 2 },
            app_version: self.app_version.clone(),
            note: self.note.clone().unwrap_or_default(),
            author: self.author.clone().unwrap_or_default(),
            named_bottleneck: self.named_bottleneck,
            config: self.config,
        })
    }

    /// Reads a configuration from a RON document and checks it: syntax,
    /// version, unknown fields and every setting's range. Does not panic on
    /// any input.
    pub fn from_ron_str(text: &str) -> Result<Self, RunError> {
        let doc = match probe_version(text, DOCUMENT)? {
            1 => ArchDocV2::from(parse::<ArchDocV1>(text, DOCUMENT)?),
            2 | 3 => parse::<ArchDocV2>(text, DOCUMENT)?,
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
                .with_author(doc.author)
                .with_named_bottleneck(doc.named_bottleneck)
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
    let written = ron::to_string(&every_field_written(config)).map_err(|err| encode(&err))?;
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

/// The configuration with every setting beyond the seed moved off its
/// default, so that written back it shows every field a file may give
/// (those settings are left out while at their defaults).
fn every_field_written(config: &ArchConfig) -> ArchConfig {
    let mut full = *config;
    let defaults = ArchConfig::default();
    for setting in crate::model::arch::Setting::ALL
        .into_iter()
        .filter(|s| s.beyond_the_seed())
    {
        let range = setting.range();
        let other = if defaults.get(setting) == range.max {
            range.min
        } else {
            range.max
        };
        // Inside the range by construction: the set cannot fail.
        let _ = full.set(setting, other);
    }
    full
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

/// Version 2: version 1 with the author's name and the tier a lesson's
/// learner named as the bottleneck (both may be left out).
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename = "ArchConfiguration", deny_unknown_fields)]
struct ArchDocV2 {
    version: u32,
    app_version: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    note: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    author: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    named_bottleneck: Option<Stage>,
    config: ArchConfig,
}

impl From<ArchDocV1> for ArchDocV2 {
    fn from(doc: ArchDocV1) -> Self {
        Self {
            version: doc.version,
            app_version: doc.app_version,
            note: doc.note,
            author: String::new(),
            named_bottleneck: None,
            config: doc.config,
        }
    }
}
