//! The window: the whole app driven by kittest (tabs, files, commands, layouts over whole runs) and the real binary in a real window under Xvfb.
//!
//! One test program of several modules (each the test file it was): one
//! link of egui and winit instead of one per file.

/// The helpers the test programs share, from `tests/common`: the files
/// this program uses.
#[path = "../common"]
mod common {
    pub mod folders;
    pub mod typing;
    pub mod typography;
    pub mod window;
}

mod real_window;
mod ui_arch;
mod ui_arch_beyond;
mod ui_arch_layout;
mod ui_arch_path;
mod ui_commands;
mod ui_debrief;
mod ui_debrief_luck;
mod ui_files;
mod ui_glossary;
mod ui_install;
mod ui_kept;
mod ui_lesson;
mod ui_lesson_walk;
mod ui_links;
mod ui_oncall;
mod ui_phone;
mod ui_present;
mod ui_scenario_files;
mod ui_second_opinion;
mod ui_slices;
mod ui_typography;
mod ui_whole_run;
