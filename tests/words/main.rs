//! Every word in the reader's language: the Fluent files, the texts of every state of the window, numbers and units, the assumptions and the debrief in en, fr and gl.
//!
//! One test program of several modules (each the test file it was): one
//! link of egui and winit instead of one per file.

/// The helpers the test programs share, from `tests/common`: the files
/// this program uses.
#[path = "../common"]
mod common {
    pub mod typography;
    pub mod window;
}

mod arch_assumptions_locale;
mod debrief_i18n;
mod i18n;
mod i18n_every_text;
mod i18n_terms;
mod i18n_words;
