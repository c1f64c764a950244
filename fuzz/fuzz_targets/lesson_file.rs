//! A lesson file (`load_lesson`): the bytes as the loader checks them
//! (UTF-8 text), then the reader; a lesson that reads is described as
//! `sre-sim lesson check` describes it, and graded: an on-call lesson on its
//! scenario played with no decisions, an architecture lesson on its own
//! starting configuration.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sre_sim::i18n::{I18n, Language};
use sre_sim::lesson::builtin::lesson_from_ron_str;
use sre_sim::lesson::{grade_arch, grade_rows};
use sre_sim::model::oncall::Sim;

thread_local! {
    /// Built once: it parses every message file.
    static I18N: I18n = I18n::new(Language::En);
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(lesson) = lesson_from_ron_str(text) else {
        return;
    };
    I18N.with(|i18n| {
        let _ = sre_sim::cli::lesson::describe(i18n, &lesson);
    });
    if let Some(start) = lesson.arch_config() {
        let _ = grade_arch(&lesson, start, None);
    } else if let Some(spec) = lesson.spec() {
        if let Ok(trace) = Sim::run(spec, &[], lesson.end()) {
            let _ = grade_rows(&lesson, &trace.rows, &[]);
        }
    }
});
