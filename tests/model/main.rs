//! The models and their properties: the architecture path (flow, fixes, property tests), the layers of the crate, the on-call minute model (determinism, properties, scenarios) and its second opinion.
//!
//! One test program of several modules (each the test file it was): one
//! link of egui and winit instead of one per file.

/// The helpers the test programs share, from `tests/common`: the files
/// this program uses.
#[path = "../common"]
mod common {
    #[expect(
        dead_code,
        reason = "these tests run the binary with its display and read its output themselves"
    )]
    pub mod binary;
    pub mod strategies;
}

mod arch_model;
mod arch_props;
mod arch_remedies;
mod architecture;
mod oncall_determinism;
mod oncall_props;
mod oncall_scenarios;
mod second_opinion;
