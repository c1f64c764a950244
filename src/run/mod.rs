//! Saved runs and configurations: a run is a seed, a scenario and a
//! timeline of commands, replayed with the model to give the same trace bit
//! for bit. Files are RON, human-readable and diffable, written atomically
//! and checked on reading; nothing here panics on a bad file.
//!
//! * [`RunFile`]: an on-call run ([`file`](mod@file) describes the format and its
//!   versions); [`ArchConfigFile`]: an architecture configuration.
//! * [`RunError`]: what a document can be rejected for; [`RunFileError`]:
//!   the same with the file, plus reading and writing errors. Both have a
//!   stable [`RunError::kind`] and [`RunError::args`] for localized
//!   messages.
//! * [`store`]: atomic writes, the data folders, the autosave, recent runs
//!   and the listing of a saves folder; [`example_runs`]: the runs that ship
//!   with the app.
//! * [`link`]: a file carried in a link's fragment (deflate + base64url).
//!
//! This module touches files; the model under [`crate::model`] does not.

mod arch;
pub mod csv;
mod error;
mod examples;
pub mod file;
mod format;
pub mod link;
pub mod scenario;
pub mod store;
mod trace;

pub use arch::{ARCH_FORMAT_VERSION, ArchConfigFile};
pub use error::{ErrorArg, Expected, RunError, RunFileError, SystemError};
pub use examples::{
    example_names, example_runs, example_scenario, example_scenario_ids, example_scenario_text,
    example_scenarios,
};
pub use file::{Annotation, FORMAT_VERSION, RunFile};
pub(crate) use format::{check_document, field_position, parse, unknown_fields};
pub use scenario::{load_scenario, scenario_from_ron_str, user_scenarios_dir};
pub use store::{
    NotDurable, RecentRuns, SaveEntry, SaveListing, autosave_path, create_user_saves_dir,
    is_not_durable, list_saves, remove_autosave, ron_files, take_autosave, user_saves_dir,
    write_atomic, write_autosave,
};
pub use trace::{FIELDS, OutputFormat, Record, format_trace, trace_csv};

/// The version of the app, written into every file.
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The largest file read: no run or configuration the app writes comes
/// near it (a week-long run with a command every minute is about 600 KiB).
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The longest run a file may hold: seven days, in minutes.
pub const MAX_RUN_MINUTES: u32 = 7 * 24 * 60;
