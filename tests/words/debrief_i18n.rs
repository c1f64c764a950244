//! The debrief's Fluent messages: every one formats in every language with
//! the placeholders the code gives, every finding and command has a text,
//! and the French and Galician texts keep the on-call page's vocabulary.

use fluent_bundle::FluentValue;
use sre_sim::debrief::{CostlyDecision, Finding, command_text, finding_text};
use sre_sim::i18n::{I18n, LOCALE_FILES, Language, message_ids};
use sre_sim::model::oncall::Command;

/// The debrief's ids, from the English file.
fn debrief_ids() -> Vec<String> {
    let file = LOCALE_FILES
        .iter()
        .find(|f| f.path == "en/debrief.ftl")
        .expect("en/debrief.ftl is embedded");
    message_ids(file.source, file.path).expect("parses")
}

/// Every placeholder the debrief's messages use.
fn args() -> Vec<(&'static str, FluentValue<'static>)> {
    vec![
        ("clock", "09:31".into()),
        ("cost", "$13.01".into()),
        ("decision", "Minimum instances set to 26".into()),
        ("saved", "$7.10".into()),
        ("count", 14.into()),
        ("from", "20.00 %".into()),
        ("minutes", 31.into()),
        ("scenario", "Bad deploy".into()),
        ("seed", 4711.into()),
        ("to", "13.87 %".into()),
        ("value", "3.59 %".into()),
    ]
}

#[test]
fn every_message_formats_in_every_language() {
    let i18n = I18n::new(Language::En);
    let ids = debrief_ids();
    assert!(ids.len() > 80, "{} ids", ids.len());
    for id in &ids {
        assert!(id.starts_with("oncall-debrief-"), "{id}");
        for language in Language::ALL {
            let text = i18n
                .tr_exact(language, id, &args())
                .unwrap_or_else(|error| panic!("{error}"));
            assert!(
                !text.contains('{') && !text.trim().is_empty(),
                "{id}: {text}"
            );
            assert!(!text.ends_with(':'), "{id} ends with a colon");
        }
    }
}

#[test]
fn plurals_of_instances() {
    let i18n = I18n::new(Language::Fr);
    let one = [("count", FluentValue::from(1)), ("clock", "09:40".into())];
    let many = [("count", FluentValue::from(14)), ("clock", "09:40".into())];
    let id = "oncall-debrief-effect-instances-serving";
    assert_eq!(i18n.tr_args(id, &one), "1 instance en service à 09:40");
    assert_eq!(i18n.tr_args(id, &many), "14 instances en service à 09:40");
    let en = I18n::new(Language::En);
    assert_eq!(en.tr_args(id, &one), "1 instance serving at 09:40");
    let gl = I18n::new(Language::Gl);
    assert_eq!(gl.tr_args(id, &many), "14 instancias servindo ás 09:40");
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "a table of cases, one per finding and command"
)]
fn every_finding_and_command_has_a_text() {
    let findings = [
        Finding::SavedVersusNothing { budget: 0.1366 },
        Finding::AsGoodAsPlaybook,
        Finding::EarlyRollback { clock_minutes: 555 },
        Finding::QuickRollback { minutes: 2 },
        Finding::PageResolved { clock_minutes: 606 },
        Finding::NeverPaged,
        Finding::NeverSaturated,
        Finding::CheaperThanPlaybook { dollars: 1.5 },
        Finding::NothingStoodOut,
        Finding::LateRollback {
            page_clock_minutes: 567,
            minutes: 31,
            saved: 0.0359,
        },
        Finding::NoRollback {
            page_clock_minutes: 567,
            saved: 0.17,
        },
        Finding::HotFleet { minutes: 7 },
        Finding::HotDatabase { minutes: 3 },
        Finding::WarmUpOnBusyDatabase {
            clock_minutes: 721,
            db_utilization: 0.91,
        },
        Finding::ShedAtEnd { share: 0.15 },
        Finding::FeatureOffAtEnd,
        Finding::NeedlessRollback { clock_minutes: 545 },
        Finding::RollbackRestarted { clock_minutes: 550 },
        Finding::CostlierThanPlaybook {
            dollars: 4.7,
            costliest: None,
        },
        Finding::CostlierThanPlaybook {
            dollars: 8.79,
            costliest: Some(CostlyDecision {
                command: Command::SetMinInstances(26),
                clock_minutes: 580,
                saved: 7.1,
            }),
        },
        Finding::PlaybookKeptMore { budget: 0.0343 },
        Finding::NothingToAdd,
    ];
    let commands = [
        Command::SetMinInstances(14),
        Command::SetAutoscaling(true),
        Command::SetAutoscaling(false),
        Command::SetTargetUtilization(0.5),
        Command::SetCacheTtl(120.0),
        Command::StartWarmUp,
        Command::SetShedShare(0.5),
        Command::SetHeavyFeature(true),
        Command::SetHeavyFeature(false),
        Command::Rollback,
    ];
    for language in Language::ALL {
        let i18n = I18n::new(language);
        let mut texts: Vec<String> = findings.iter().map(|f| finding_text(&i18n, f)).collect();
        texts.extend(commands.iter().map(|c| command_text(&i18n, c)));
        for text in &texts {
            assert!(
                !text.contains('{') && !text.starts_with("oncall-"),
                "{text}"
            );
        }
        assert_eq!(i18n.reported_fallbacks(), [], "{}", language.code());
        let mut unique = texts.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(
            unique.len(),
            texts.len(),
            "{}: a text twice",
            language.code()
        );
    }
    let en = I18n::new(Language::En);
    assert_eq!(
        finding_text(&en, &findings[9]),
        "The page fired at 09:27 and the rollback came 31 minutes later; a rollback at the page would have saved 3.59 % of the month’s error budget."
    );
    let fr = I18n::new(Language::Fr);
    assert_eq!(
        command_text(&fr, &Command::SetShedShare(0.5)),
        "Délestage fixé à 50 % du trafic de faible priorité"
    );
}

/// Words of the on-call page (locales/*/oncall.ftl) the debrief reuses.
#[test]
fn french_and_galician_keep_the_on_call_vocabulary() {
    let i18n = I18n::new(Language::En);
    let text = |language: Language| -> String {
        debrief_ids()
            .iter()
            .map(|id| i18n.tr_exact(language, id, &args()).unwrap_or_default())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let fr = text(Language::Fr);
    for term in [
        "budget d’erreurs",
        "taux de consommation",
        "alerte",
        "dernière bonne version",
        "mauvaise version",
        "délestage",
        "fonctionnalité lourde",
        "préchauffage du cache",
        "parc",
        "taux de succès du cache",
        "base de données",
        "minimum d’instances",
        "utilisation cible",
        "délai de démarrage",
    ] {
        assert!(fr.to_lowercase().contains(term), "French lacks {term}");
    }
    let gl = text(Language::Gl);
    for term in [
        "orzamento de erros",
        "taxa de consumo",
        "alerta",
        "última versión boa",
        "versión defectuosa",
        "descarte de carga",
        "funcionalidade pesada",
        "quecemento da caché",
        "flota",
        "taxa de acertos da caché",
        "base de datos",
        "mínimo de instancias",
        "utilización obxectivo",
        "atraso de arranque",
    ] {
        assert!(gl.to_lowercase().contains(term), "Galician lacks {term}");
    }
}
