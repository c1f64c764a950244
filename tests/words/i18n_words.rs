//! Words and numbers in the reader's language where they depend on the
//! language's grammar and format: plurals, the Galician hour's article,
//! the speed and the architecture settings' numbers and units.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use fluent_bundle::FluentValue;
use sre_sim::app::{Settings, SreSimApp, Tab};
use sre_sim::i18n::{I18n, Language};

use crate::common::window::{LAPTOP, harness_settled};

fn text(i18n: &I18n, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    i18n.tr_exact(i18n.language(), id, args)
        .unwrap_or_else(|e| panic!("{id}: {e}"))
        // Fluent's isolation marks around placeables.
        .replace(['\u{2068}', '\u{2069}'], "")
}

#[test]
fn minutes_are_counted_with_each_languages_plural_rules() {
    let cases = [
        (Language::En, 0, "The rollback came with the page."),
        (
            Language::En,
            1,
            "The rollback came 1 minute after the page.",
        ),
        (
            Language::En,
            4,
            "The rollback came 4 minutes after the page.",
        ),
        (Language::Fr, 1, "est venu 1 minute après"),
        (Language::Fr, 4, "est venu 4 minutes après"),
        (Language::Gl, 1, "chegou 1 minuto despois"),
        (Language::Gl, 4, "chegou 4 minutos despois"),
    ];
    for (language, minutes, want) in cases {
        let i18n = I18n::new(language);
        let got = text(
            &i18n,
            "oncall-debrief-well-quick-rollback",
            &[("minutes", FluentValue::from(minutes))],
        );
        assert!(got.contains(want), "{language:?}, {minutes}: {got}");
    }
    let en = I18n::new(Language::En);
    let paging = |m: u32| {
        text(
            &en,
            "oncall-debrief-summary-paging",
            &[("minutes", FluentValue::from(m))],
        )
    };
    assert_eq!(paging(1), "The burn-rate page fired for 1 minute.");
    assert_eq!(paging(12), "The burn-rate page fired for 12 minutes.");
}

#[test]
fn galician_says_a_one_oclock_and_as_other_hours() {
    let gl = I18n::new(Language::Gl);
    let at = |clock: &str| {
        text(
            &gl,
            "oncall-debrief-effect-page-fired",
            &[("clock", FluentValue::from(clock.to_owned()))],
        )
    };
    assert_eq!(at("01:00"), "alerta á 01:00");
    assert_eq!(at("01:45"), "alerta á 01:45");
    assert_eq!(at("13:00"), "alerta ás 13:00");
    assert_eq!(at("09:10"), "alerta ás 09:10");
}

/// The window in `language` on `tab`, settled.
fn window_in(language: Language, tab: Tab) -> Harness<'static, SreSimApp> {
    let mut app = SreSimApp::new(Settings {
        language: Some(language),
        ..Settings::default()
    });
    app.nav.tab = tab;
    harness_settled(app, LAPTOP)
}

/// Every text the window's AccessKit tree carries.
fn texts(h: &Harness<'_, SreSimApp>) -> Vec<String> {
    h.query_all_by(|_| true)
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.value().or_else(|| node.label())
        })
        .collect()
}

#[test]
fn the_speed_and_the_settings_read_in_the_languages_format_and_units() {
    for (language, speed, rps, jobs) in [
        (Language::En, "1.00 min/s", "400 rps", "1 000 jobs"),
        (Language::Fr, "1,00 min/s", "400 req/s", "1 000 tâches"),
        (Language::Gl, "1,00 min/s", "400 req/s", "1 000 traballos"),
    ] {
        let all = texts(&window_in(language, Tab::Oncall));
        assert!(
            all.iter().any(|t| t == speed),
            "{language:?}: no {speed} in {all:?}"
        );
        let all = texts(&window_in(language, Tab::Arch));
        for want in [rps, jobs] {
            assert!(
                all.iter().any(|t| t == want),
                "{language:?}: no {want} in {all:?}"
            );
        }
        if language != Language::En {
            for english in ["1.00 min/s", "1 000 jobs", "400 rps"] {
                assert!(!all.iter().any(|t| t == english), "{language:?}: {english}");
            }
        }
    }
}

#[test]
fn what_the_system_says_about_a_file_is_said_in_the_language() {
    let missing = std::env::temp_dir().join("sre-sim-no-such-run.ron");
    let err = sre_sim::run::RunFile::load(&missing).expect_err("no such file");
    for (language, words) in [
        (Language::En, "there is no such file or folder"),
        (Language::Fr, "ce fichier ou ce dossier n’existe pas"),
        (Language::Gl, "non existe ese ficheiro ou cartafol"),
    ] {
        let text = sre_sim::i18n::file_error_text(&I18n::new(language), &err)
            .replace(['\u{2068}', '\u{2069}'], "");
        assert!(text.contains(words), "{language:?}: {text}");
        assert!(text.contains("sre-sim-no-such-run.ron"), "{text}");
        if language != Language::En {
            assert!(!text.contains("No such file"), "{text}");
        }
    }
}

#[test]
fn a_refused_setting_is_said_in_the_language_with_its_numbers() {
    let err = sre_sim::model::arch::ArchConfig::default()
        .clone()
        .set(sre_sim::model::arch::Setting::AppServiceMs, 0.5)
        .expect_err("below the range");
    let fr = sre_sim::i18n::arch_error_text(&I18n::new(Language::Fr), &err)
        .replace(['\u{2068}', '\u{2069}'], "");
    assert_eq!(
        fr,
        "app.service_ms doit être compris entre 1 et 10000, pas 0,5."
    );
    let gl = sre_sim::i18n::arch_error_text(&I18n::new(Language::Gl), &err)
        .replace(['\u{2068}', '\u{2069}'], "");
    assert_eq!(gl, "app.service_ms ten que estar entre 1 e 10000, non 0,5.");
}
