//! sre-sim: a desktop simulator that teaches on-call reliability engineering
//! and capacity thinking.
//!
//! The pure, deterministic model core lives in [`model`]; the command line in
//! [`cli`]. Nothing under `model` touches egui, files or clocks.

pub mod app;
pub mod cli;
pub mod debrief;
pub mod i18n;
pub mod model;
pub mod run;
pub mod ui;
