//! The settings eframe keeps (`read_settings`): the stored text, then the
//! reader; settings that read are used for the presenter's zoom, then
//! stored again as eframe stores them, and read back the same (nothing
//! lost).
#![no_main]

use libfuzzer_sys::fuzz_target;
use sre_sim::app::{Settings, presenter_zoom, read_settings};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (settings, problem) = read_settings(Some(text), None);
    if problem.is_some() {
        return;
    }
    let _ = presenter_zoom(Some([settings.ui_scale, settings.ui_scale]));
    let stored = ron::ser::to_string(&settings).expect("settings are stored");
    let (again, problem) = read_settings(Some(&stored), None);
    assert!(problem.is_none(), "settings stored read back: {stored}");
    assert_eq!(
        ron::ser::to_string(&again).expect("stored again"),
        stored,
        "settings stored, read back and stored again are the same"
    );
    let _: Settings = again;
});
