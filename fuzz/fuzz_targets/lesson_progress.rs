//! The lesson progress file (`read_progress`): its text, then the reader;
//! progress that reads is counted, an attempt recorded for each lesson in
//! it, and written as `write_progress` writes it, which reads back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sre_sim::lesson::builtin::builtin_ids;
use sre_sim::lesson::progress::progress_from_ron_str;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mut progress) = progress_from_ron_str(text) else {
        return;
    };
    let _ = progress.done_count(builtin_ids());
    let ids: Vec<String> = progress.lessons.keys().cloned().collect();
    for id in &ids {
        let seen = progress.of(id);
        progress.record(id, seen.best_met, seen.objectives, seen.hints_used);
    }
    progress.version = 1;
    let written = ron::ser::to_string_pretty(&progress, ron::ser::PrettyConfig::new())
        .expect("progress is written");
    let again = progress_from_ron_str(&written).expect("progress written reads back");
    assert_eq!(again, progress, "progress written reads back the same");
});
