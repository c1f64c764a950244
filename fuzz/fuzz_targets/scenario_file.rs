//! A scenario file (`load_scenario`): the bytes as the loader checks them
//! (UTF-8 text), then the reader; a scenario that reads is played to its
//! end with no decisions, and that run is saved and read back (a run file
//! embeds its scenario, so it must replay where the scenario's file is not).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sre_sim::model::oncall::scenario_file::ScenarioRef;
use sre_sim::model::oncall::{RunSpec, Sim};
use sre_sim::run::{RunFile, scenario_from_ron_str};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(file) = scenario_from_ron_str(text) else {
        return;
    };
    let minutes = file.length_minutes;
    let spec = RunSpec {
        scenario: ScenarioRef::from_file(file),
        seed: 1,
        noise: true,
    };
    let _ = Sim::run(spec.clone(), &[], minutes);
    let run = RunFile::from_parts(spec, Vec::new(), minutes).expect("a scenario that reads plays");
    let written = run.to_ron_string().expect("its run is written");
    let again = RunFile::from_ron_str(&written).expect("its run reads back");
    assert_eq!(again.scenario(), run.scenario(), "the scenario is kept");
});
