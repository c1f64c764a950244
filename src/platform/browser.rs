//! The files of the page (wasm32 only): what the app keeps (its autosave,
//! the lesson progress) lives in the browser's local storage, a file the
//! app writes anywhere else is handed to the person as a download, and a
//! file picked in the browser's own dialog comes back as bytes.

use std::io;
use std::path::{Path, PathBuf};

use wasm_bindgen::JsCast as _;

/// The folder the app keeps its data in, in the browser: every file under
/// it is a key of local storage (`sre-sim/autosave.ron`, …).
pub const KEPT_ROOT: &str = "sre-sim";

/// The folder the app saves and exports into, in the browser: a file
/// written there is downloaded under its own name (into the folder the
/// browser downloads to, `Downloads` unless the person changed it).
pub const DOWNLOADS: &str = "Downloads";

/// Is `path` one of the files the app keeps in local storage?
fn kept_key(path: &Path) -> Option<String> {
    path.starts_with(KEPT_ROOT)
        .then(|| path.to_string_lossy().replace('\\', "/"))
}

fn storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::Unsupported,
                "this browser keeps no local storage",
            )
        })
}

fn js_error(what: &str, error: &wasm_bindgen::JsValue) -> io::Error {
    let detail = error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_default();
    // A full local storage says QuotaExceededError.
    let kind = if detail.contains("quota") || detail.contains("Quota") {
        io::ErrorKind::StorageFull
    } else {
        io::ErrorKind::Other
    };
    io::Error::new(kind, format!("{what}: {detail}"))
}

/// Reads a kept file (or one the person opened or downloaded this session).
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    if let Some(bytes) = super::opened_file(path) {
        return Ok(bytes.to_vec());
    }
    let Some(key) = kept_key(path) else {
        return Err(io::ErrorKind::NotFound.into());
    };
    match storage()?.get_item(&key) {
        Ok(Some(text)) => Ok(text.into_bytes()),
        Ok(None) => Err(io::ErrorKind::NotFound.into()),
        Err(error) => Err(js_error("the browser's storage could not be read", &error)),
    }
}

/// Writes a kept file to local storage; any other file is downloaded (a
/// `.ron` file is also kept in memory, so it opens again in this session).
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(key) = kept_key(path) {
        let text = std::str::from_utf8(bytes)
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "not text"))?;
        return storage()?
            .set_item(&key, text)
            .map_err(|error| js_error("the browser's storage is full or refused it", &error));
    }
    let name = path.file_name().map_or_else(
        || "sre-sim".to_owned(),
        |n| n.to_string_lossy().into_owned(),
    );
    download(&name, bytes)?;
    // A run or a configuration saved opens again in this session; pictures
    // and animations are not kept.
    if path.extension().is_some_and(|e| e == "ron") {
        super::keep_opened_file(path.to_owned(), bytes.into());
    }
    Ok(())
}

/// Removes a kept file; no file is not an error.
pub fn remove(path: &Path) -> io::Result<()> {
    if let Some(key) = kept_key(path) {
        storage()?
            .remove_item(&key)
            .map_err(|error| js_error("the browser's storage could not be changed", &error))?;
    }
    super::forget_opened_file(path);
    Ok(())
}

/// Is there a file at `path`?
pub fn exists(path: &Path) -> bool {
    read(path).is_ok()
}

/// Hands `bytes` to the person as a download named `name`.
fn download(name: &str, bytes: &[u8]) -> io::Result<()> {
    let fail = |error: wasm_bindgen::JsValue| js_error("the download could not start", &error);
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| io::Error::other("no page to download from"))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime_type(name));
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(fail)?
        .dyn_into()
        .map_err(|_| io::Error::other("no link element"))?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // Let go of the file a while later: Chromium has taken it when the
    // click returns, but not every browser has.
    let revoke = wasm_bindgen::closure::Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    if let Some(window) = web_sys::window() {
        window
            .set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 30_000)
            .map_err(fail)?;
    }
    Ok(())
}

fn mime_type(name: &str) -> &'static str {
    match Path::new(name).extension().and_then(|e| e.to_str()) {
        Some("png") => "image/png",
        Some("gif") => "image/gif",
        Some("csv") => "text/csv",
        Some("md") => "text/markdown",
        _ => "application/octet-stream",
    }
}

thread_local! {
    /// Files picked in the browser's dialog, waiting for the next frame.
    static PICKED: std::cell::RefCell<Vec<PathBuf>> = const { std::cell::RefCell::new(Vec::new()) };
    /// The page's context, to wake when a file arrives.
    static REPAINT: std::cell::RefCell<Option<egui::Context>> = const { std::cell::RefCell::new(None) };
}

/// The page's context, woken when a picked file arrives.
pub fn set_context(ctx: &egui::Context) {
    REPAINT.with(|r| *r.borrow_mut() = Some(ctx.clone()));
}

/// Opens the browser's file dialog for files ending in `extension`; the
/// file picked is read and, at a later frame, given by [`take_picked`].
pub fn pick_file(kind: &str, extension: &str) {
    let dialog = rfd::AsyncFileDialog::new().add_filter(kind, &[extension]);
    wasm_bindgen_futures::spawn_local(async move {
        let Some(handle) = dialog.pick_file().await else {
            return;
        };
        let name = handle.file_name();
        let bytes = handle.read().await;
        arrived(PathBuf::from(name), bytes);
    });
}

/// Reads a file dropped on the page; it is given by [`take_picked`] at a
/// later frame. One that cannot be read is opened all the same, as an
/// empty file under its name, so that its problem is said like a file's.
pub fn read_dropped(file: egui::DroppedFileHandle) {
    wasm_bindgen_futures::spawn_local(async move {
        let bytes = file.bytes_async().await.unwrap_or_default();
        arrived(PathBuf::from(file.path()), bytes);
    });
}

fn arrived(path: PathBuf, bytes: Vec<u8>) {
    let path = super::keep_opened_file(path, bytes.into());
    PICKED.with(|p| p.borrow_mut().push(path));
    REPAINT.with(|r| {
        if let Some(ctx) = r.borrow().as_ref() {
            ctx.request_repaint();
        }
    });
}

/// The files picked since the last call, oldest first.
pub fn take_picked() -> Vec<PathBuf> {
    PICKED.with(|p| std::mem::take(&mut *p.borrow_mut()))
}
