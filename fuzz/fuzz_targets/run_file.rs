//! A run file (`RunFile::load`): the bytes as the loader checks them (UTF-8
//! text), then the reader. A run that reads is used as the app uses it:
//! replayed, its summary compared and its trace printed (`sre-sim replay`),
//! debriefed (the debrief tab, `replay --debrief`), graded on the lesson it
//! carries (`sre-sim lesson grade`); then saved again: what is written
//! reads back and writes the same (nothing lost).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sre_sim::debrief::Debrief;
use sre_sim::i18n::{I18n, Language};
use sre_sim::lesson::grade_run;
use sre_sim::run::{RunFile, trace_csv};

thread_local! {
    /// Built once: it parses every message file.
    static I18N: I18n = I18n::new(Language::En);
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(run) = RunFile::from_ron_str(text) else {
        return;
    };
    if let Ok(trace) = run.replay() {
        let _ = run.check_summary(&trace);
        let _ = trace_csv(&trace);
        if let Ok(debrief) = Debrief::new(run.spec().clone(), run.timeline(), &trace) {
            I18N.with(|i18n| debrief.markdown(i18n));
        }
    }
    if let Some(lesson) = run.lesson() {
        let _ = grade_run(lesson, &run);
    }
    let written = run.to_ron_string().expect("a run that reads is written");
    let again = RunFile::from_ron_str(&written).expect("a run written reads back");
    assert_eq!(
        again.to_ron_string().expect("written again"),
        written,
        "a run written, read back and written again is the same"
    );
});
