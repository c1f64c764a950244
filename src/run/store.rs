//! Files on disk: atomic writes, size-limited reads, the app's data folders
//! (saves, autosave), the list of recent runs and the listing of a saves
//! folder. The window calls these; none of them keeps state.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use super::{ArchConfigFile, MAX_FILE_BYTES, RunError, RunFile, RunFileError};
use crate::model::oncall::Summary;

impl RunFile {
    /// Reads and checks a run file (see [`RunFile::from_ron_str`]); files
    /// over [`MAX_FILE_BYTES`] are refused before reading.
    pub fn load(path: &Path) -> Result<Self, RunFileError> {
        load_with(path, "run", Self::from_ron_str)
    }

    /// Writes the run atomically: the file is either the old one or the
    /// new one, never a mix, whatever happens during the write. The folder
    /// must exist.
    pub fn save(&self, path: &Path) -> Result<(), RunFileError> {
        save_text(path, self.to_ron_string())
    }
}

impl ArchConfigFile {
    /// Reads and checks a configuration file (see
    /// [`ArchConfigFile::from_ron_str`]); files over [`MAX_FILE_BYTES`] are
    /// refused before reading.
    pub fn load(path: &Path) -> Result<Self, RunFileError> {
        load_with(path, "architecture", Self::from_ron_str)
    }

    /// Writes the configuration atomically (see [`RunFile::save`]).
    pub fn save(&self, path: &Path) -> Result<(), RunFileError> {
        save_text(path, self.to_ron_string())
    }
}

/// Reads `path` as a `document` (`run`, `scenario`, …: what a file too
/// large is said to be) and parses it.
pub(super) fn load_with<T>(
    path: &Path,
    document: &'static str,
    parse: impl FnOnce(&str) -> Result<T, RunError>,
) -> Result<T, RunFileError> {
    let bytes = read_document(path, MAX_FILE_BYTES, document)?;
    let invalid = |problem| RunFileError::Invalid {
        path: path.to_owned(),
        problem,
    };
    let text = super::format::text_of(&bytes).map_err(invalid)?;
    parse(text).map_err(invalid)
}

/// The text of a file (at most [`MAX_FILE_BYTES`], a regular file, UTF-8),
/// for documents read by a layer above this one (lessons, progress);
/// `document` is what a file too large is said to be.
pub fn load_text(path: &Path, document: &'static str) -> Result<String, RunFileError> {
    load_with(path, document, |text| Ok(text.to_owned()))
}

fn save_text(path: &Path, text: Result<String, RunError>) -> Result<(), RunFileError> {
    let text = text.map_err(|problem| RunFileError::Invalid {
        path: path.to_owned(),
        problem,
    })?;
    write_atomic(path, text.as_bytes()).map_err(|error| RunFileError::Write {
        path: path.to_owned(),
        error,
    })
}

/// Reads a whole file of at most `max` bytes; a larger file is refused
/// from its size before reading, and a file that grows while it is read
/// stops being read at `max + 1` bytes. A file too large is said to be a
/// file sre-sim reads (see [`read_document`]).
pub fn read_limited(path: &Path, max: u64) -> Result<Vec<u8>, RunFileError> {
    read_document(path, max, "file")
}

/// [`read_limited`] for a file read as a `document` (`run`, `scenario`,
/// `lesson`, `architecture`, `progress`): a file too large is named as
/// what it was read as.
pub fn read_document(
    path: &Path,
    max: u64,
    document: &'static str,
) -> Result<Vec<u8>, RunFileError> {
    let read_error = |error| RunFileError::Read {
        path: path.to_owned(),
        error,
    };
    let too_large = |bytes| RunFileError::TooLarge {
        path: path.to_owned(),
        document,
        bytes,
        max,
    };
    // A file handed over as bytes (dropped on the page, picked in the
    // browser's dialog), or, in the browser, one it keeps.
    let handed = crate::platform::opened_file(path).map(|bytes| bytes.to_vec());
    #[cfg(target_arch = "wasm32")]
    let handed = Some(
        handed
            .map_or_else(|| crate::platform::browser::read(path), Ok)
            .map_err(read_error)?,
    );
    if let Some(bytes) = handed {
        let size = bytes.len() as u64;
        return if size > max {
            Err(too_large(size))
        } else {
            Ok(bytes)
        };
    }
    let file = open_regular(path)?;
    let size = file.metadata().map_err(read_error)?.len();
    if size > max {
        return Err(too_large(size));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if bytes.len() as u64 > max {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Opens a regular file for reading, without ever blocking: anything else
/// (a folder, a named pipe, a device) is refused at once. The file is
/// opened non-blocking (a pipe with no writer would otherwise wait
/// forever), and the type checked is that of what was opened.
fn open_regular(path: &Path) -> Result<File, RunFileError> {
    let read_error = |error| RunFileError::Read {
        path: path.to_owned(),
        error,
    };
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(read_error)?;
    let kind = file.metadata().map_err(read_error)?.file_type();
    if kind.is_file() {
        return Ok(file);
    }
    Err(RunFileError::NotAFile {
        path: path.to_owned(),
        what: file_kind(kind),
    })
}

/// What a file that is not a regular file is.
fn file_kind(kind: fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return "named-pipe";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "device";
        }
        if kind.is_socket() {
            return "socket";
        }
    }
    if kind.is_dir() { "folder" } else { "other" }
}

/// Writes `bytes` to `path` atomically: into a temporary file beside it,
/// flushed to disk, then renamed over it. A crash, a full disk or an error
/// leaves the old file (if any) as it was, and no temporary file behind.
///
/// A file replaced keeps its permissions, a new file gets the default
/// ones, and a symbolic link at `path` is replaced by a file. A folder in
/// which no file can be created is said as the folder's problem
/// ([`FolderNotWritable`]).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    // The browser writes a key of its storage at once, or downloads.
    #[cfg(target_arch = "wasm32")]
    return crate::platform::browser::write(path, bytes);
    #[cfg(not(target_arch = "wasm32"))]
    write_atomic_with(path, bytes, |_| Ok(()), sync_dir)
}

/// [`write_atomic`] with a hook between writing the temporary file and
/// renaming it, so tests can interrupt the write there.
pub(crate) fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    before_rename: impl FnOnce(&Path) -> io::Result<()>,
    sync_dir: impl FnOnce(&Path) -> io::Result<()>,
) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);

    let Some(name) = path.file_name() else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "the path has no file name",
        ));
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let temp = dir.join(temp_name(
        &name.to_string_lossy(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
    ));
    // A file replaced keeps its permissions (a private 0600 run stays
    // private); a new one gets the default ones.
    let kept_permissions = fs::symlink_metadata(path)
        .ok()
        .filter(std::fs::Metadata::is_file)
        .map(|m| m.permissions());
    let mut file = match OpenOptions::new().write(true).create_new(true).open(&temp) {
        Ok(file) => file,
        // Nothing could be created beside the file: the folder is what
        // cannot be written.
        Err(error) => {
            return Err(io::Error::new(
                error.kind(),
                FolderNotWritable {
                    dir: dir.to_owned(),
                    error,
                },
            ));
        }
    };
    let written = (|| {
        if let Some(permissions) = kept_permissions {
            file.set_permissions(permissions)?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        #[cfg_attr(
            target_arch = "wasm32",
            expect(clippy::drop_non_drop, reason = "wasm32's File holds nothing")
        )]
        drop(file);
        before_rename(&temp)?;
        fs::rename(&temp, path)
    })();
    if let Err(err) = written {
        if let Err(cleanup) = fs::remove_file(&temp)
            && cleanup.kind() != io::ErrorKind::NotFound
        {
            // Said with the error, so that the person can remove it.
            return Err(io::Error::new(
                err.kind(),
                LeftBehind {
                    temp,
                    error: err,
                    cleanup,
                },
            ));
        }
        return Err(err);
    }
    sync_dir(dir)
}

/// A write that failed and whose temporary file could not be removed:
/// said with the error, so that the person can remove it. Carried as the
/// [`io::Error`] of [`write_atomic`] (with the kind of `error`).
#[derive(Debug, thiserror::Error)]
#[error("{error}; the temporary file {} is left behind ({cleanup})", temp.display())]
pub struct LeftBehind {
    /// The temporary file left behind.
    pub temp: PathBuf,
    /// Why the write failed.
    pub error: io::Error,
    /// Why the temporary file could not be removed.
    pub cleanup: io::Error,
}

/// The error the system gave under the ones [`write_atomic`] wraps (a
/// folder that cannot be written or flushed, a temporary file left
/// behind), for a message to say what it was.
pub fn system_error(error: &io::Error) -> &io::Error {
    let Some(inner) = error.get_ref() else {
        return error;
    };
    if let Some(d) = inner.downcast_ref::<NotDurable>() {
        return system_error(&d.error);
    }
    if let Some(f) = inner.downcast_ref::<FolderNotWritable>() {
        return system_error(&f.error);
    }
    if let Some(l) = inner.downcast_ref::<LeftBehind>() {
        return system_error(&l.error);
    }
    error
}

/// The temporary file a failed [`write_atomic`] left behind, if any.
pub fn left_behind(error: &io::Error) -> Option<&Path> {
    error
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<LeftBehind>())
        .map(|l| l.temp.as_path())
}

/// A file written and renamed into place whose folder could not be flushed
/// to disk: it is there, but a power cut could still lose it. Carried as
/// the [`io::Error`] of [`write_atomic`]; see [`is_not_durable`].
#[derive(Debug, thiserror::Error)]
#[error("the file was written, but its folder could not be flushed to disk ({error}), so a power cut could still lose it: {}", dir.display())]
pub struct NotDurable {
    /// The folder.
    pub dir: PathBuf,
    /// The system's error.
    pub error: io::Error,
}

/// A folder in which the temporary file could not be created (no
/// permission, a read-only file system, a full disk): what cannot be
/// written is the folder, not the file. Carried as the [`io::Error`] of
/// [`write_atomic`]; see [`folder_not_writable`].
#[derive(Debug, thiserror::Error)]
#[error("cannot write in the folder {}: {error}", dir.display())]
pub struct FolderNotWritable {
    /// The folder.
    pub dir: PathBuf,
    /// The system's error.
    pub error: io::Error,
}

/// The folder of this error of [`write_atomic`], if it is a folder that
/// cannot be written ([`FolderNotWritable`]).
pub fn folder_not_writable(error: &io::Error) -> Option<&FolderNotWritable> {
    error
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<FolderNotWritable>())
}

/// Is this error of [`write_atomic`] a file that was written but may not
/// be durable ([`NotDurable`])?
pub fn is_not_durable(error: &io::Error) -> bool {
    error
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<NotDurable>())
        .is_some()
}

/// The longest file name most file systems take, in bytes.
const MAX_NAME_BYTES: usize = 255;

/// The temporary file's name beside `name`: `.name.PID-N.tmp`, with `name`
/// shortened (on a character boundary) so that the whole stays within
/// [`MAX_NAME_BYTES`]: any name the system takes can be saved.
fn temp_name(name: &str, pid: u32, n: u64) -> String {
    let suffix = format!(".{pid}-{n}.tmp");
    let room = MAX_NAME_BYTES - 1 - suffix.len();
    let mut end = name.len().min(room);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    format!(".{}{suffix}", &name[..end])
}

/// Flushes a folder's entries, so the rename survives a power cut (Unix;
/// elsewhere the rename is enough). The data is already written; a failure
/// is a [`NotDurable`] error, for the caller to say.
#[cfg_attr(
    not(unix),
    expect(clippy::unnecessary_wraps, reason = "Unix's folder sync can fail")
)]
pub(crate) fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    if let Err(error) = File::open(dir).and_then(|d| d.sync_all()) {
        return Err(io::Error::other(NotDurable {
            dir: dir.to_owned(),
            error,
        }));
    }
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

fn project_dirs() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("org", "sre-sim", "sre-sim")
}

/// The app's data folder (on Linux `~/.local/share/sre-sim`), if the
/// system has one.
/// In the browser, its local storage ([`crate::platform::browser`]).
pub fn data_dir() -> Option<PathBuf> {
    if cfg!(target_arch = "wasm32") {
        return crate::platform::storage_dir("sre-sim");
    }
    project_dirs().map(|dirs| dirs.data_dir().to_owned())
}

/// The person's saved runs: `saves` in the data folder. Not created here;
/// see [`create_user_saves_dir`]. In the browser a save is a download.
pub fn user_saves_dir() -> Option<PathBuf> {
    #[cfg(target_arch = "wasm32")]
    return Some(PathBuf::from(crate::platform::browser::DOWNLOADS));
    #[cfg(not(target_arch = "wasm32"))]
    data_dir().map(|dir| dir.join("saves"))
}

/// The person's saved architecture configurations: `architectures` in the
/// data folder. Not created here; see [`create_dir`]. In the browser a
/// save is a download.
pub fn user_arch_dir() -> Option<PathBuf> {
    #[cfg(target_arch = "wasm32")]
    return Some(PathBuf::from(crate::platform::browser::DOWNLOADS));
    #[cfg(not(target_arch = "wasm32"))]
    data_dir().map(|dir| dir.join("architectures"))
}

/// Creates a folder and its parents if needed.
pub fn create_dir(dir: &Path) -> Result<(), RunFileError> {
    crate::platform::create_dir_all(dir).map_err(|error| RunFileError::Write {
        path: dir.to_owned(),
        error,
    })
}

/// [`user_saves_dir`], created if needed (before the first save, or to
/// open a file dialog there).
pub fn create_user_saves_dir() -> Result<PathBuf, RunFileError> {
    let dir = user_saves_dir().ok_or(RunFileError::NoDataDir)?;
    create_dir(&dir)?;
    Ok(dir)
}

/// Where the window keeps the run in progress, for restoring it after a
/// crash: `autosave.ron` in the data folder.
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|dir| dir.join("autosave.ron"))
}

/// Where to save `text` as `name` in `dir` without replacing another
/// file: `name` itself when no file has it or the file there holds exactly
/// `text` already, else `name` with `-2`, `-3`, … before its extension (two
/// runs of one scenario, seed and length, decided differently, share a
/// suggested name).
pub fn unused_path(dir: &Path, name: &str, text: &str) -> PathBuf {
    let free = |path: &PathBuf| match fs::read(path) {
        Ok(held) => held == text.as_bytes(),
        Err(error) => error.kind() == io::ErrorKind::NotFound,
    };
    let first = dir.join(name);
    if free(&first) {
        return first;
    }
    let (stem, extension) = match name.rsplit_once('.') {
        Some((stem, extension)) => (stem, format!(".{extension}")),
        None => (name, String::new()),
    };
    (2..10_000)
        .map(|k| dir.join(format!("{stem}-{k}{extension}")))
        .find(free)
        .unwrap_or(first)
}

/// The most windows on one data folder that each keep an autosave.
pub const MAX_AUTOSAVE_SLOTS: u32 = 64;

/// A window's own autosave in a data folder: slot 1 is `autosave.ron`,
/// slot k `autosave-k.ron`. The window holds a lock on the slot's
/// `.lock` file while it runs; the system releases it when the window
/// closes or crashes, so two windows never share an autosave and the
/// autosave of a window that is gone is found by the next one.
#[derive(Debug)]
pub struct AutosaveSlot {
    /// The slot's number, from 1.
    pub number: u32,
    /// Where this window autosaves.
    pub path: PathBuf,
    /// The lock, held while the slot is this window's.
    _lock: File,
}

fn slot_paths(dir: &Path, number: u32) -> (PathBuf, PathBuf) {
    let stem = if number == 1 {
        "autosave".to_owned()
    } else {
        format!("autosave-{number}")
    };
    (
        dir.join(format!("{stem}.ron")),
        dir.join(format!("{stem}.lock")),
    )
}

/// Locks the slot's lock file, if no other window holds it.
fn lock_slot(lock: &Path) -> io::Result<Option<File>> {
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(lock)?;
    match file.try_lock() {
        Ok(()) => Ok(Some(file)),
        Err(fs::TryLockError::WouldBlock) => Ok(None),
        Err(fs::TryLockError::Error(error)) => Err(error),
    }
}

/// Claims the first autosave slot of `dir` that no running window holds
/// (creating the folder).
pub fn claim_autosave_slot(dir: &Path) -> io::Result<AutosaveSlot> {
    fs::create_dir_all(dir)?;
    for number in 1..=MAX_AUTOSAVE_SLOTS {
        let (path, lock) = slot_paths(dir, number);
        if let Some(file) = lock_slot(&lock)? {
            return Ok(AutosaveSlot {
                number,
                path,
                _lock: file,
            });
        }
    }
    Err(io::Error::new(
        io::ErrorKind::ResourceBusy,
        "every autosave slot is held by a running window",
    ))
}

/// The autosaves in `dir` that no running window holds (left by a window
/// that crashed or was closed on a run that could not be kept), but
/// `own`'s: each is offered back in turn.
pub fn orphan_autosaves(dir: &Path, own: &AutosaveSlot) -> Vec<PathBuf> {
    (1..=MAX_AUTOSAVE_SLOTS)
        .filter(|&number| number != own.number)
        .map(|number| slot_paths(dir, number))
        .filter(|(path, _)| path.exists())
        .filter(|(_, lock)| matches!(lock_slot(lock), Ok(Some(_))))
        .map(|(path, _)| path)
        .collect()
}

/// Writes the run in progress to [`autosave_path`] (atomically, creating
/// the folder) and returns the path.
pub fn write_autosave(run: &RunFile) -> Result<PathBuf, RunFileError> {
    let path = autosave_path().ok_or(RunFileError::NoDataDir)?;
    write_autosave_to(&path, run)?;
    Ok(path)
}

/// Writes an autosave to `path`, creating its folder.
pub fn write_autosave_to(path: &Path, run: &RunFile) -> Result<(), RunFileError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        create_dir(dir)?;
    }
    run.save(path)
}

/// The run left by a session that did not exit cleanly, if any, for
/// "Restore the interrupted run?". The autosave is removed once read,
/// whether it reads or not, so a bad one is reported only once.
pub fn take_autosave() -> Result<Option<RunFile>, RunFileError> {
    match autosave_path() {
        Some(path) => take_autosave_from(&path),
        None => Ok(None),
    }
}

/// [`take_autosave`] from `path`.
pub fn take_autosave_from(path: &Path) -> Result<Option<RunFile>, RunFileError> {
    let run = match RunFile::load(path) {
        Err(RunFileError::Read { error, .. }) if error.kind() == io::ErrorKind::NotFound => {
            return Ok(None);
        }
        other => other,
    };
    if let Err(err) = remove_autosave_at(path) {
        log::warn!("{err}");
    }
    run.map(Some)
}

/// Removes the autosave, on a clean exit; no autosave is not an error.
pub fn remove_autosave() -> Result<(), RunFileError> {
    match autosave_path() {
        Some(path) => remove_autosave_at(&path),
        None => Ok(()),
    }
}

/// [`remove_autosave`] at `path`.
pub fn remove_autosave_at(path: &Path) -> Result<(), RunFileError> {
    crate::platform::remove_file(path).map_err(|error| RunFileError::Write {
        path: path.to_owned(),
        error,
    })
}

/// The runs opened or saved lately, most recent first, at most
/// [`RecentRuns::MAX`], each path once. Persist it with the app's settings;
/// reading it back also drops repeats and extras.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<PathBuf>", into = "Vec<PathBuf>")]
pub struct RecentRuns {
    paths: Vec<PathBuf>,
}

impl RecentRuns {
    /// How many paths the list keeps.
    pub const MAX: usize = 10;

    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }

    /// Puts `path` first (moving it if it is already listed) and drops the
    /// oldest beyond [`RecentRuns::MAX`]. In a browser nothing is listed:
    /// its files are downloads and files handed over, which no path opens
    /// again after the page is gone.
    pub fn push(&mut self, path: impl Into<PathBuf>) {
        if cfg!(target_arch = "wasm32") {
            return;
        }
        let path = path.into();
        self.paths.retain(|p| *p != path);
        self.paths.insert(0, path);
        self.paths.truncate(Self::MAX);
    }

    /// Removes `path` (a file that is gone); returns whether it was listed.
    pub fn remove(&mut self, path: &Path) -> bool {
        let before = self.paths.len();
        self.paths.retain(|p| p != path);
        self.paths.len() != before
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.paths.clear();
    }

    /// The paths, most recent first.
    pub fn paths(&self) -> &[PathBuf] {
        &self.paths
    }

    /// Is the list empty?
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }
}

impl From<Vec<PathBuf>> for RecentRuns {
    fn from(paths: Vec<PathBuf>) -> Self {
        let mut recent = Self::new();
        for path in paths {
            if recent.paths.len() == Self::MAX {
                break;
            }
            if !recent.paths.contains(&path) {
                recent.paths.push(path);
            }
        }
        recent
    }
}

impl From<RecentRuns> for Vec<PathBuf> {
    fn from(recent: RecentRuns) -> Self {
        recent.paths
    }
}

/// A run file found in a saves folder, for the open dialog.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveEntry {
    /// The file.
    pub path: PathBuf,
    /// The run's scenario (a built-in, or the file it carries).
    pub scenario: crate::model::oncall::ScenarioRef,
    /// The run's seed.
    pub seed: u32,
    /// The stored summary (including how far the run went).
    pub summary: Summary,
    /// The note, if any.
    pub note: Option<String>,
    /// When the file was last written, if the system says.
    pub modified: Option<SystemTime>,
}

/// What [`list_saves`] found.
#[derive(Debug, Default)]
pub struct SaveListing {
    /// The runs that read and check, most recently modified first.
    pub entries: Vec<SaveEntry>,
    /// The `.ron` files that do not, and folder errors, each with its path.
    pub problems: Vec<RunFileError>,
}

/// The run files (`*.ron`) in `dir`, without replaying them (the summaries
/// are the stored ones). Bad files are skipped and reported in
/// [`SaveListing::problems`]; a folder that does not exist yet is empty.
pub fn list_saves(dir: &Path) -> SaveListing {
    let mut listing = SaveListing::default();
    let read_error = |error| RunFileError::Read {
        path: dir.to_owned(),
        error,
    };
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return listing,
        Err(error) => {
            listing.problems.push(read_error(error));
            return listing;
        }
    };
    for entry in entries {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) => {
                listing.problems.push(read_error(error));
                continue;
            }
        };
        let path = entry.path();
        let is_ron = path.extension().is_some_and(|ext| ext == "ron");
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        if !is_ron || hidden || entry.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        match RunFile::load(&path) {
            Ok(run) => listing.entries.push(SaveEntry {
                scenario: run.scenario().clone(),
                seed: run.spec().seed,
                summary: run.summary(),
                note: run.note().map(str::to_owned),
                modified: entry.metadata().and_then(|m| m.modified()).ok(),
                path,
            }),
            Err(err) => listing.problems.push(err),
        }
    }
    listing.entries.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| a.path.cmp(&b.path))
    });
    listing
}

/// The `.ron` files of a folder, by name (none if it does not exist yet).
pub fn ron_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    files
}

#[cfg(test)]
mod slot_tests {
    use super::{claim_autosave_slot, orphan_autosaves, unused_path};

    #[test]
    fn a_save_into_a_folder_never_replaces_another_file() {
        let dir = std::env::temp_dir().join(format!("sre-sim-unused-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        assert_eq!(unused_path(&dir, "run.ron", "one"), dir.join("run.ron"));
        std::fs::write(dir.join("run.ron"), "one").expect("writes");
        // The same text again: the same file.
        assert_eq!(unused_path(&dir, "run.ron", "one"), dir.join("run.ron"));
        // Another run of the same name: a name of its own.
        assert_eq!(unused_path(&dir, "run.ron", "two"), dir.join("run-2.ron"));
        std::fs::write(dir.join("run-2.ron"), "two").expect("writes");
        assert_eq!(unused_path(&dir, "run.ron", "three"), dir.join("run-3.ron"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn each_window_keeps_its_own_autosave_and_finds_the_ones_left() {
        let dir = std::env::temp_dir().join(format!("sre-sim-slots-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = claim_autosave_slot(&dir).expect("a slot");
        let second = claim_autosave_slot(&dir).expect("another");
        assert_eq!((first.number, second.number), (1, 2));
        assert_eq!(first.path, dir.join("autosave.ron"));
        assert_eq!(second.path, dir.join("autosave-2.ron"));
        std::fs::write(&first.path, "run one").expect("writes");
        std::fs::write(&second.path, "run two").expect("writes");
        // While both run, neither's autosave is anyone else's to offer.
        assert!(orphan_autosaves(&dir, &first).is_empty());
        // The second window crashes: the first finds its run.
        drop(second);
        assert_eq!(
            orphan_autosaves(&dir, &first),
            vec![dir.join("autosave-2.ron")]
        );
        // A new window takes the free slot, with its autosave.
        let again = claim_autosave_slot(&dir).expect("a slot");
        assert_eq!(again.number, 2);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sre-sim-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("scratch dir");
        dir
    }

    #[test]
    fn the_temporary_name_stays_within_the_limit_and_apart() {
        for len in [1, 200, 242, 243, 250, 255] {
            let name = "é".repeat(len / 2) + &"x".repeat(len % 2);
            let temp = temp_name(&name, u32::MAX, u64::MAX);
            assert!(temp.len() <= MAX_NAME_BYTES, "{len}: {}", temp.len());
            assert!(temp.starts_with('.') && temp.rsplit('.').next() == Some("tmp"));
        }
        assert_ne!(temp_name("a.ron", 1, 1), temp_name("a.ron", 1, 2));
        assert_eq!(temp_name("a.ron", 7, 3), ".a.ron.7-3.tmp");
    }

    #[test]
    fn names_of_243_to_255_bytes_are_saved() {
        let dir = scratch_dir("long-names");
        for len in 243..=255 {
            let name = format!("{}.ron", "n".repeat(len - 4));
            let path = dir.join(&name);
            write_atomic(&path, b"(run)").unwrap_or_else(|err| panic!("{len} bytes: {err}"));
            assert_eq!(fs::read(&path).expect("written"), b"(run)");
        }
        assert_eq!(names(&dir).len(), 13, "no temporary file left");
        let _ = fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_in_the_saves_folder_is_listed_as_a_problem_without_blocking() {
        let dir = scratch_dir("fifo");
        let pipe = dir.join("pipe.ron");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        let listing = list_saves(&dir);
        assert!(listing.entries.is_empty());
        assert!(
            matches!(
                listing.problems.as_slice(),
                [RunFileError::NotAFile {
                    what: "named-pipe",
                    ..
                }]
            ),
            "{:?}",
            listing.problems
        );
        let _ = fs::remove_dir_all(&dir);
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("list")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn an_interrupted_write_leaves_the_old_file_and_no_temporary() {
        let dir = scratch_dir("interrupted");
        let path = dir.join("run.ron");
        fs::write(&path, "old contents").expect("old file");
        let mut temp_seen = None;
        let err = write_atomic_with(
            &path,
            b"new contents",
            |temp| {
                // The new contents are complete in the temporary file...
                assert_eq!(fs::read(temp).expect("temp written"), b"new contents");
                temp_seen = Some(temp.to_owned());
                // ...and then the process "crashes" or the disk fills up.
                Err(io::Error::other("simulated crash before the rename"))
            },
            sync_dir,
        )
        .expect_err("interrupted");
        assert!(err.to_string().contains("simulated crash"));
        assert_eq!(fs::read_to_string(&path).expect("old file"), "old contents");
        let temp = temp_seen.expect("hook ran");
        assert_eq!(
            temp.parent(),
            Some(dir.as_path()),
            "temporary beside the target"
        );
        assert!(!temp.exists());
        assert_eq!(names(&dir), ["run.ron"]);

        write_atomic(&path, b"new contents").expect("write");
        assert_eq!(fs::read_to_string(&path).expect("new file"), "new contents");
        assert_eq!(names(&dir), ["run.ron"]);
        fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn a_failed_first_write_leaves_nothing() {
        let dir = scratch_dir("first");
        let path = dir.join("new.ron");
        write_atomic_with(
            &path,
            b"x",
            |_| Err(io::Error::other("full disk")),
            sync_dir,
        )
        .expect_err("interrupted");
        assert!(names(&dir).is_empty());
        fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn a_folder_that_cannot_be_flushed_is_said_with_the_file_in_place() {
        let dir = scratch_dir("not-durable");
        let path = dir.join("run.ron");
        let err = write_atomic_with(
            &path,
            b"new",
            |_| Ok(()),
            |dir| {
                Err(io::Error::other(NotDurable {
                    dir: dir.to_owned(),
                    error: io::Error::other("injected fsync failure"),
                }))
            },
        )
        .expect_err("not durable");
        assert!(is_not_durable(&err));
        assert_eq!(fs::read(&path).expect("the file is there"), b"new");
        let err = RunFileError::Write {
            path: path.clone(),
            error: err,
        };
        assert!(err.is_not_durable());
        assert_eq!(err.kind(), "run-error-not-durable");
        let message = err.args().into_iter().find(|(name, _)| *name == "message");
        assert!(
            matches!(&message, Some((_, crate::run::ErrorArg::Text(t))) if t == "injected fsync failure"),
            "{message:?}"
        );
        assert!(!is_not_durable(&io::Error::other("full disk")));
        fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn recent_runs_dedupe_and_cap() {
        let mut recent = RecentRuns::new();
        for i in 0..15 {
            recent.push(format!("run-{i}.ron"));
        }
        recent.push("run-12.ron");
        assert_eq!(recent.paths().len(), RecentRuns::MAX);
        assert_eq!(recent.paths()[0], PathBuf::from("run-12.ron"));
        assert_eq!(recent.paths()[1], PathBuf::from("run-14.ron"));
        assert_eq!(
            recent
                .paths()
                .iter()
                .filter(|p| **p == Path::new("run-12.ron"))
                .count(),
            1
        );
        assert!(recent.remove(Path::new("run-14.ron")));
        assert!(!recent.remove(Path::new("run-14.ron")));

        let text = ron::to_string(&recent).expect("writes");
        let back: RecentRuns = ron::from_str(&text).expect("reads");
        assert_eq!(back, recent);
        let messy: RecentRuns =
            ron::from_str(r#"["a", "b", "a", "c"]"#).expect("reads a hand-edited list");
        assert_eq!(
            messy.paths(),
            [PathBuf::from("a"), PathBuf::from("b"), PathBuf::from("c")]
        );
    }
}
