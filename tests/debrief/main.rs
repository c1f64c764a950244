//! The debrief: scorecards, the incident timeline, the ensemble of seeds and the Markdown postmortem.
//!
//! One test program of several modules (each the test file it was): one
//! link of egui and winit instead of one per file.

mod debrief_ensemble;
mod debrief_markdown;
mod debrief_scorecard;
mod debrief_timeline;
