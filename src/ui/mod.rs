//! The window's panels and tabs, one file each; functions named `*_ui`.

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
