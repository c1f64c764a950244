//! The model core: pure and deterministic. No egui, no file I/O, no clocks,
//! no logging. The window, the command line, the tests and the benchmarks all
//! run this same code.

pub mod arch;
mod clock;
pub mod lesson;
pub mod named;
pub mod oncall;
pub mod queueing;
pub mod request_sim;
pub mod rng;
mod text;

pub use clock::clock_text;
pub use text::{
    ECHO_CHARS, Short, csv_cell, cut, for_terminal, for_terminal_line, is_obeyed,
    json_for_terminal, pad,
};
