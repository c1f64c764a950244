//! The architecture model's assumptions in the model reference: English
//! repeats `model::arch::ASSUMPTIONS` word for word, one message per entry
//! and no more, and French and Galician translate every one of them.

use sre_sim::i18n::{I18n, Language};
use sre_sim::model::arch::ASSUMPTIONS;

/// The message id of the `k`-th assumption, counting from 1.
fn assume_id(k: usize) -> String {
    format!("ref-arch-assume-{k}")
}

#[test]
fn english_messages_are_the_rust_assumptions() {
    let i18n = I18n::new(Language::En);
    assert!(i18n.has_message(Language::En, "ref-arch-assumptions"));
    for (k, expected) in (1..=ASSUMPTIONS.len()).zip(ASSUMPTIONS) {
        let id = assume_id(k);
        assert!(i18n.has_message(Language::En, &id), "en lacks {id}");
        assert_eq!(i18n.tr(&id), *expected, "{id} differs from ASSUMPTIONS");
    }
}

#[test]
fn english_has_no_extra_assumption() {
    let i18n = I18n::new(Language::En);
    let id = assume_id(ASSUMPTIONS.len() + 1);
    assert!(!i18n.has_message(Language::En, &id), "en has a stray {id}");
}

#[test]
fn french_and_galician_translate_every_assumption() {
    let english = I18n::new(Language::En);
    for language in [Language::Fr, Language::Gl] {
        let i18n = I18n::new(language);
        let ids = std::iter::once("ref-arch-assumptions".to_owned())
            .chain((1..=ASSUMPTIONS.len()).map(assume_id));
        for id in ids {
            assert!(
                i18n.has_message(language, &id),
                "{} lacks {id}",
                language.code()
            );
            assert_ne!(
                i18n.tr(&id),
                english.tr(&id),
                "{id} is not translated in {}",
                language.code()
            );
        }
        let extra = assume_id(ASSUMPTIONS.len() + 1);
        assert!(
            !i18n.has_message(language, &extra),
            "{} has a stray {extra}",
            language.code()
        );
    }
}
