//! The window's panels and tabs; functions named `*_ui`. A tab that spans
//! several files has a folder (`oncall/`, `arch/`, `present/`); what the
//! panels share is in `widgets/`, which uses no panel; `window.rs` draws
//! the window and calls the panels.

pub mod arch;
pub mod debrief;
pub mod files;
pub mod lesson;
pub mod oncall;
pub mod present;
pub mod reference;
pub mod start;
pub mod widgets;
mod window;

pub use window::window_ui;
