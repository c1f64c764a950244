//! sre-sim: a desktop simulator that teaches on-call reliability engineering
//! and capacity thinking.
//!
//! The layers, each using only those above it in this list (checked by
//! `tests/model/architecture.rs`):
//!
//! - [`model`]: pure and deterministic; no egui, no files, no clocks.
//! - [`run`]: run and configuration files, traces as text, the autosave.
//! - [`i18n`]: the Fluent bundles and the number formats.
//! - [`lesson`]: lessons as files, their objectives graded, the progress.
//! - [`debrief`]: scorecards, the incident timeline, reference playbooks.
//! - [`formula`]: the model reference's text and its live substitutions.
//! - [`app`]: the window's state and the one place that changes it.
//! - [`glossary`]: the terms a learner meets, their definitions and relations.
//! - [`ui`]: the panels; they read the state and return commands.
//! - [`shell`]: the eframe shell that runs the window.
//! - [`platform`]: what differs between the desktop and the browser.
//! - `cli`: the command line, which runs a model or opens the window
//!   (desktop only).

pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod debrief;
pub mod formula;
pub mod glossary;
pub mod i18n;
pub mod lesson;
pub mod model;
pub mod platform;
pub mod run;
pub mod shell;
pub mod ui;
