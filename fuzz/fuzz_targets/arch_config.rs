//! An architecture configuration (`ArchConfigFile::load`): the bytes as the
//! loader checks them (UTF-8 text), then the reader; a configuration that
//! reads is run once by the model, then saved again: what is written reads
//! back and writes the same (nothing lost).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sre_sim::model::arch::simulate;
use sre_sim::run::ArchConfigFile;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(file) = ArchConfigFile::from_ron_str(text) else {
        return;
    };
    let _ = simulate(file.config());
    let written = file
        .to_ron_string()
        .expect("a configuration that reads is written");
    let again = ArchConfigFile::from_ron_str(&written).expect("a configuration written reads back");
    assert_eq!(
        again.to_ron_string().expect("written again"),
        written,
        "a configuration written, read back and written again is the same"
    );
});
