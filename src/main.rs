//! The `sre-sim` binary: a thin shell over the library.

fn main() -> std::process::ExitCode {
    sre_sim::cli::main()
}
