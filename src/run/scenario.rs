//! Scenario files on disk: read with the same checks and messages as run
//! files (syntax, the other kind of document, a newer format, every field
//! named), and the person's scenarios folder.

use std::path::{Path, PathBuf};

use super::RunError;
use super::error::RunFileError;
use super::format::{check_document, parse};
use crate::model::oncall::scenario_file::{SCENARIO_FORMAT, ScenarioFile};

/// What a scenario file is called in error messages.
const DOCUMENT: &str = "scenario";

/// Reads and checks a scenario from RON text: the document's syntax and
/// kind, its format version, then every field ([`ScenarioFile::validate`]).
/// Does not panic on any input.
pub fn scenario_from_ron_str(text: &str) -> Result<ScenarioFile, RunError> {
    #[derive(serde::Deserialize)]
    struct Probe {
        format: u32,
    }

    check_document(text, DOCUMENT)?;
    let found = parse::<Probe>(text, DOCUMENT)?.format;
    if found > SCENARIO_FORMAT {
        return Err(RunError::NewerVersion {
            found,
            supported: SCENARIO_FORMAT,
        });
    }
    let file: ScenarioFile = parse(text, DOCUMENT)?;
    // A scenario file of its own names only the built-in scenarios' texts
    // (a lesson's ids belong to the scenario it embeds).
    file.validate_with(&ScenarioFile::builtin_message)
        .map_err(RunError::BadScenario)?;
    Ok(file)
}

/// Reads and checks a scenario file (at most [`super::MAX_FILE_BYTES`], a
/// regular file).
pub fn load_scenario(path: &Path) -> Result<ScenarioFile, RunFileError> {
    super::store::load_with(path, DOCUMENT, scenario_from_ron_str)
}

/// The person's scenarios: `scenarios` in the data folder. Not created here.
pub fn user_scenarios_dir() -> Option<PathBuf> {
    super::store::data_dir().map(|dir| dir.join("scenarios"))
}
