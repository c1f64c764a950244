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

/// Below this width (in points) the window is a phone's or a narrow
/// browser tab's: the lesson's panel goes below the tab instead of beside
/// it, and the on-call tab shows its controls and its charts in turn.
pub const NARROW_WIDTH: f32 = 720.0;

/// Is the window narrower than [`NARROW_WIDTH`]?
pub fn is_narrow(ctx: &egui::Context) -> bool {
    ctx.content_rect().width() < NARROW_WIDTH
}
