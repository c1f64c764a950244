//! The Fluent files and the localisation layer: every file parses, every
//! locale has the same ids and placeholders, nothing is empty, lookups fall
//! back to English, the on-call texts keep the seed pages' wording, and
//! numbers are formatted as the seed pages show them.

use std::collections::{BTreeMap, BTreeSet};
use std::error::Error;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use fluent_bundle::FluentValue;
use sre_sim::i18n::{self, I18n, I18nError, LOCALE_FILES, Language, NOT_A_NUMBER};

/// What a test returns: `Err` fails it.
type TestResult<T = ()> = Result<T, Box<dyn Error>>;

/// The locales folder of this checkout.
fn locales_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Every `.ftl` file on disk, as paths relative to `locales/`, sorted.
fn ftl_files_on_disk() -> TestResult<Vec<String>> {
    let mut files = Vec::new();
    for language in Language::ALL {
        let dir = locales_dir().join(language.code());
        for entry in std::fs::read_dir(&dir)? {
            let path = entry?.path();
            if path.extension().is_some_and(|ext| ext == "ftl") {
                let name = path.file_name().ok_or("no file name")?.to_string_lossy();
                files.push(format!("{}/{name}", language.code()));
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The ids of one language, read from the files on disk.
fn ids_on_disk(language: Language) -> TestResult<BTreeSet<String>> {
    let mut ids = BTreeSet::new();
    for path in ftl_files_on_disk()? {
        if path.starts_with(&format!("{}/", language.code())) {
            let source = std::fs::read_to_string(locales_dir().join(&path))?;
            for id in i18n::message_ids(&source, &path)? {
                assert!(ids.insert(id.clone()), "{id} defined twice in {path}");
            }
        }
    }
    Ok(ids)
}

/// Every `{ $variable }` a message's source line uses, per id.
fn variables(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for file in LOCALE_FILES.iter().filter(|f| f.language == language) {
        let mut current = String::new();
        for line in file.source.lines() {
            if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
                line.split(' ')
                    .next()
                    .unwrap_or_default()
                    .clone_into(&mut current);
            }
            if line.starts_with('#') {
                continue;
            }
            let vars: &mut BTreeSet<String> = all.entry(current.clone()).or_default();
            for piece in line.split("{ $").skip(1) {
                let name: String = piece
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                vars.insert(name);
            }
        }
    }
    all
}

/// Arguments for every placeholder the messages use.
#[expect(clippy::too_many_lines, reason = "a table, one value per placeholder")]
pub(crate) fn sample_args() -> Vec<(&'static str, FluentValue<'static>)> {
    vec![
        ("minutes", 3.into()),
        ("setting", "Replicas".into()),
        ("from", "4".into()),
        ("to", "6".into()),
        // Runs as files.
        ("path", "saves/run.ron".into()),
        ("name", "run".into()),
        ("minute", 12.into()),
        ("scenario", "bad-deploy".into()),
        ("seed", "4711".into()),
        ("budget", "17.2 %".into()),
        ("cost", "$13.01".into()),
        ("decision", "Minimum instances set to 26".into()),
        ("saved", "$7.10".into()),
        ("got", "1280×800".into()),
        ("wanted", "1920×1080".into()),
        ("latency", "4 271 ms".into()),
        ("timeout", "1 000 ms".into()),
        ("rps", "320 rps".into()),
        ("p99", "0.42 s".into()),
        ("byte", 3.into()),
        ("line", 2.into()),
        ("column", 7.into()),
        ("message", "expected a number".into()),
        ("document", "run".into()),
        ("expects", "whole-number".into()),
        ("names", "seed".into()),
        ("expected-words", "a whole number".into()),
        ("document-words", "a run file".into()),
        ("field", "sed".into()),
        ("found", 2.into()),
        ("supported", 1.into()),
        ("text", "reboot".into()),
        ("expected", "a share".into()),
        ("value", 2.into()),
        ("min", 0.into()),
        ("max", 1.into()),
        ("previous", 30.into()),
        ("figure", "cost".into()),
        ("stored", 1.into()),
        ("replayed", 2.into()),
        ("bytes", 300.into()),
        ("n", 2.into()),
        ("clock", "09:31".into()),
        ("day", 2.into()),
        ("count", 14.into()),
        ("seeds", 200.into()),
        ("done", 50.into()),
        ("total", 200.into()),
        ("rank", "80 %".into()),
        ("what", "named-pipe".into()),
        ("width", 1280.into()),
        ("height", 800.into()),
        ("current", 2.into()),
        ("names", "free-play, surge".into()),
        ("share", "50 %".into()),
        ("problem", "fleet.min_instances is 0".into()),
        ("language", "en".into()),
        ("event", "surge".into()),
        ("length", 180.into()),
        // Lessons.
        ("id", "queueing-knee".into()),
        ("title", "The queueing knee".into()),
        ("kind", "oncall".into()),
        ("steps", 4.into()),
        ("step", 2.into()),
        ("predictions", 3.into()),
        ("hints", 7.into()),
        ("met", 1.into()),
        ("objectives", 2.into()),
        ("attempts", 3.into()),
        ("lessons", 9.into()),
        ("guess", "52 %".into()),
        ("model", "65 %".into()),
        ("direction", "low".into()),
        ("left", 2.into()),
        ("verdict", "met".into()),
        ("range", ", minutes 15 to 30".into()),
        ("settings", 1.into()),
        ("arch", "no".into()),
        ("end", 30.into()),
        ("noise", "off".into()),
        ("passed", 3.into()),
        ("key", "F2".into()),
        ("chapter", 3.into()),
        ("chapters", 7.into()),
        ("size", "1280×800".into()),
        ("frames", 41.into()),
        ("place", "folder".into()),
        ("screen", 2.into()),
        ("talk", "12:04".into()),
        ("tier", "Database".into()),
        ("fresh", "400 rps".into()),
        ("retries", "800 rps".into()),
        ("offered", "1 200 rps".into()),
    ]
    .into_iter()
    .chain(alert_sample_args())
    .chain(lesson_run_sample_args())
    .chain(beyond_sample_args())
    .chain(command_line_sample_args())
    .collect()
}

/// A lesson's run at a step's pause (`lesson::text::run_args`).
fn lesson_run_sample_args() -> Vec<(&'static str, FluentValue<'static>)> {
    vec![
        ("requests", 1125.into()),
        ("instances", 10.into()),
        ("workers", 160.into()),
        ("busy", 83.5.into()),
        ("service", 0.0742.into()),
        ("service_ms", 74.into()),
        ("utilization", 52.2.into()),
        ("p99_ms", 345.into()),
        ("p99_exact_ms", 343.into()),
        ("hit", 77.into()),
        ("db", 80.into()),
        ("burn", 5.2.into()),
        ("budget_left", 99.5.into()),
        ("saturated", "no".into()),
        ("turned_away", 7.4.into()),
    ]
}

/// Sample values of the alerts beyond the seed's page.
fn alert_sample_args() -> Vec<(&'static str, FluentValue<'static>)> {
    vec![
        ("burn30m", "12.5 ×".into()),
        ("burn6h", "4.2 ×".into()),
        ("burn3d", "0.4 ×".into()),
        ("page", "no".into()),
        ("ticket", "yes".into()),
    ]
}

/// Sample values of the command line's messages.
fn command_line_sample_args() -> Vec<(&'static str, FluentValue<'static>)> {
    vec![
        ("arg", "--step <K>".into()),
        ("args", "<FILE>".into()),
        ("values", "table, csv or json".into()),
        ("prior", "--lesson <LESSON>".into()),
        ("usage", "sre-sim replay <FILE>".into()),
        ("suggestion", "--format".into()),
        ("first", "en, fr".into()),
        ("last", "gl".into()),
        ("options", "--gif, --tab".into()),
        ("option", "--minutes 10".into()),
        ("code", 40.into()),
        ("output", "--gif".into()),
        ("input", "--open".into()),
    ]
}

/// Sample values of the messages beyond the seed (the trigger and the
/// remedies).
fn beyond_sample_args() -> Vec<(&'static str, FluentValue<'static>)> {
    vec![
        ("before", "500 rps".into()),
        ("cap", "40 rps".into()),
        ("during", "167 rps".into()),
        ("expired", "30 rps".into()),
        ("factor", "3".into()),
        ("last", "10.0".into()),
        ("p", "0.974".into()),
        ("pct", "10 %".into()),
        ("remedy", "Retry budget".into()),
        ("sent", "440 rps".into()),
        ("stage", "Database".into()),
        ("state", "open".into()),
        ("t", "4.25".into()),
        ("unsent", "360 rps".into()),
        ("when", "over".into()),
        ("first", "250 ms".into()),
        ("k", 2.into()),
        ("service", "20 ms".into()),
        ("capacity", "500 rps".into()),
        ("kept", 465.into()),
    ]
}

#[test]
fn every_file_parses() -> TestResult {
    for path in ftl_files_on_disk()? {
        let source = std::fs::read_to_string(locales_dir().join(&path))?;
        let ids = i18n::message_ids(&source, &path)?;
        assert!(!ids.is_empty(), "{path} defines no message");
    }
    i18n::parse_all()?;
    Ok(())
}

#[test]
fn embedded_files_are_the_files_on_disk() -> TestResult {
    let mut embedded: Vec<String> = LOCALE_FILES.iter().map(|f| f.path.to_owned()).collect();
    embedded.sort();
    assert_eq!(
        embedded,
        ftl_files_on_disk()?,
        "LOCALE_FILES must list every .ftl file"
    );
    for file in LOCALE_FILES {
        let on_disk = std::fs::read_to_string(locales_dir().join(file.path))?;
        assert_eq!(file.source, on_disk, "{} is stale; rebuild", file.path);
        assert!(file.path.starts_with(&format!("{}/", file.language.code())));
    }
    Ok(())
}

#[test]
fn every_locale_has_the_same_ids() -> TestResult {
    let english = ids_on_disk(Language::En)?;
    assert!(english.len() > 200, "only {} ids", english.len());
    for language in [Language::Fr, Language::Gl] {
        let ids = ids_on_disk(language)?;
        let missing: Vec<_> = english.difference(&ids).collect();
        let extra: Vec<_> = ids.difference(&english).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, extra {extra:?}",
            language.code()
        );
        assert_eq!(ids, i18n::embedded_ids(language)?);
    }
    Ok(())
}

#[test]
fn every_locale_uses_the_same_placeholders() {
    let english = variables(Language::En);
    for language in [Language::Fr, Language::Gl] {
        assert_eq!(variables(language), english, "{}", language.code());
    }
}

#[test]
fn ids_follow_the_house_style() -> TestResult {
    for id in ids_on_disk(Language::En)? {
        let prefixed = [
            "app-",
            "oncall-",
            "arch-",
            "ref-",
            "files-",
            "run-error-",
            "debrief-",
            "glossary-",
            "lesson-",
            "start-",
            "present-",
            "animation-",
            "cli-",
        ]
        .iter()
        .any(|prefix| id.starts_with(prefix));
        assert!(prefixed, "{id} has no panel prefix");
        assert!(
            id.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "{id} is not kebab-case"
        );
    }
    Ok(())
}

#[test]
fn no_message_is_empty_or_broken() -> TestResult {
    let i18n = I18n::new(Language::En);
    let args = sample_args();
    for language in Language::ALL {
        for id in ids_on_disk(language)? {
            let text = i18n.tr_exact(language, &id, &args)?;
            assert!(
                !text.trim().is_empty(),
                "{id} is empty in {}",
                language.code()
            );
            assert_eq!(text, text.trim(), "{id} has stray spaces");
            assert!(!text.contains('{'), "{id} has an unresolved placeholder");
            assert!(
                !text.contains(['\u{2068}', '\u{2069}']),
                "{id} has isolation marks"
            );
        }
    }
    Ok(())
}

/// The ids other modules rely on: the contract of this layer.
const CONTRACT_IDS: &[&str] = &[
    "app-title",
    "app-tab-oncall",
    "app-tab-arch",
    "app-tab-reference",
    "app-language",
    "app-theme",
    "app-theme-light",
    "app-theme-dark",
    "app-ui-scale",
    "app-presenter-mode",
    "app-help",
    "app-shortcuts",
    "app-shortcut-play-pause",
    "app-shortcut-step",
    "app-shortcut-zoom-in",
    "app-shortcut-zoom-out",
    "app-shortcut-zoom-reset",
    "app-shortcut-save",
    "app-shortcut-open",
    "app-save-run",
    "app-open-run",
    "app-recent-runs",
    "app-example-runs",
    "app-error-title",
    "oncall-intro",
    "oncall-scenario",
    "oncall-scenario-free-play",
    "oncall-scenario-bad-deploy",
    "oncall-scenario-surge",
    "oncall-scenario-cache-flush",
    "oncall-briefing-free-play",
    "oncall-briefing-bad-deploy",
    "oncall-briefing-surge",
    "oncall-briefing-cache-flush",
    "oncall-seed",
    "oncall-restart",
    "oncall-play",
    "oncall-pause",
    "oncall-step",
    "oncall-speed",
    "oncall-clock",
    "oncall-noise",
    "oncall-min-instances",
    "oncall-min-instances-help",
    "oncall-autoscaling",
    "oncall-autoscaling-help",
    "oncall-target-utilization",
    "oncall-target-utilization-help",
    "oncall-cache-ttl",
    "oncall-cache-ttl-help",
    "oncall-warm-up",
    "oncall-warm-up-help",
    "oncall-shedding",
    "oncall-shedding-help",
    "oncall-heavy-feature",
    "oncall-heavy-feature-help",
    "oncall-rollback",
    "oncall-rollback-help",
    "oncall-warm-up-running",
    "oncall-rollback-preparing",
    "oncall-metric-burn-1h",
    "oncall-metric-requests",
    "oncall-metric-serving",
    "oncall-metric-booting",
    "oncall-metric-cache-hit",
    "oncall-metric-db-utilization",
    "oncall-metric-shed",
    "oncall-metric-fleet-cost",
    "oncall-metric-cost-so-far",
    "oncall-metric-cache-age",
    "oncall-metric-bad-build",
    "oncall-metric-recommendations",
    "oncall-metric-budget-left",
    "oncall-metric-p99",
    "oncall-metric-error-rate",
    "oncall-metric-utilization",
    "oncall-metric-timeouts",
    "oncall-paging-banner",
    "oncall-why-failing",
    "oncall-cause-bad-build",
    "oncall-cause-timeouts",
    "oncall-cause-saturation",
    "oncall-cause-shed",
    "oncall-chart-traffic",
    "oncall-chart-capacity",
    "oncall-chart-p99",
    "oncall-chart-timeout",
    "oncall-chart-errors",
    "oncall-chart-burn",
    "oncall-chart-page-line",
    "oncall-chart-instances",
    "oncall-chart-cache-db",
    "oncall-chart-budget-cost",
    "oncall-event-deploy",
    "oncall-event-page",
    "oncall-event-page-end",
    "oncall-event-rollback-switch",
    "oncall-event-flush",
    "oncall-event-surge",
    "oncall-event-warm-up-done",
    "arch-intro",
    "arch-stage-load",
    "arch-stage-lb",
    "arch-stage-app",
    "arch-stage-cache",
    "arch-stage-queue",
    "arch-stage-db",
    "arch-rps",
    "arch-client-timeout",
    "arch-retries",
    "arch-lb-instances",
    "arch-app-replicas",
    "arch-app-concurrency",
    "arch-app-service-time",
    "arch-cache-on",
    "arch-cache-hit-ratio",
    "arch-queue-on",
    "arch-queue-workers",
    "arch-queue-job-time",
    "arch-queue-buffer",
    "arch-db-connections",
    "arch-db-query-time",
    "arch-lb-note",
    "arch-app-note",
    "arch-cache-note",
    "arch-queue-note",
    "arch-db-note",
    "arch-run",
    "arch-fix",
    "arch-fix-proposed",
    "arch-fix-none",
    "arch-apply-fix",
    "arch-sweep",
    "arch-knee",
    "arch-offered-load",
    "arch-mean-latency",
    "arch-failing",
    "arch-bottleneck",
    "arch-passed",
    "arch-failed",
    "arch-idle",
    "arch-capacity",
    "arch-peak-utilization",
    "arch-col-t",
    "arch-col-offered",
    "arch-col-latency",
    "arch-col-failing",
    "arch-col-backlog",
    "arch-chart-offered",
    "arch-chart-latency",
    "arch-chart-failing",
    "arch-chart-backlog",
    "arch-chart-capacity-curve",
    "arch-before",
    "arch-after",
    "arch-what-not",
    "arch-not-1",
    "arch-not-2",
    "arch-not-3",
    "arch-not-4",
    "arch-useful-question",
    "arch-model-1",
    "arch-model-2",
    "arch-model-3",
    "arch-model-4",
    "arch-model-5",
    "arch-model-6",
    "ref-title",
    "ref-intro",
    "ref-educational",
    "ref-source",
    "ref-live-value",
    "ref-assumption",
    "ref-oncall-traffic",
    "ref-oncall-erlang-c",
    "ref-oncall-timeouts",
    "ref-oncall-p99",
    "ref-oncall-p99-approx",
    "ref-oncall-utilization",
    "ref-oncall-cache",
    "ref-oncall-database",
    "ref-oncall-slo",
    "ref-oncall-autoscaling",
    "ref-oncall-constants",
    "ref-oncall-randomness",
    "ref-assumption-calibration",
    "ref-source-1",
    "ref-source-2",
    "ref-source-3",
    "ref-source-4",
    "ref-source-5",
    "ref-source-6",
    "ref-source-hpa",
    "ref-source-cascading",
    "ref-source-rng",
    "ref-cache-timer-note",
];

#[test]
fn contract_ids_exist() {
    let i18n = I18n::new(Language::En);
    for language in Language::ALL {
        for id in CONTRACT_IDS {
            assert!(
                i18n.has_message(language, id),
                "{} lacks {id}",
                language.code()
            );
        }
    }
}

#[test]
fn placeholders_are_filled() {
    let mut i18n = I18n::new(Language::En);
    let minutes = [("minutes", FluentValue::from(4))];
    assert_eq!(
        i18n.tr_args("oncall-warm-up-running", &minutes),
        "Warm-up running, 4 min left"
    );
    let fix = [
        ("setting", FluentValue::from("Replicas")),
        ("from", "4".into()),
        ("to", "6".into()),
    ];
    assert_eq!(
        i18n.tr_args("arch-fix-proposed", &fix),
        "Proposed fix — Replicas: 4 → 6"
    );
    i18n.set_language(Language::Fr);
    assert_eq!(
        i18n.tr_args("oncall-warm-up-running", &minutes),
        "Préchauffage en cours, encore 4 min"
    );
    i18n.set_language(Language::Gl);
    assert_eq!(
        i18n.tr_args("oncall-rollback-preparing", &minutes),
        "Preparando a reversión, quedan 4 min"
    );
}

#[test]
fn house_style_in_english() -> TestResult {
    let i18n = I18n::new(Language::En);
    assert_eq!(i18n.tr("app-save-run"), "Save run…");
    assert_eq!(i18n.tr("app-open-run"), "Open run…");
    assert_eq!(i18n.tr("app-title"), "sre-sim");
    assert_eq!(i18n.tr("oncall-warm-up"), "Start cache warm-up job");
    assert_eq!(i18n.tr("oncall-noise"), "Random noise");
    assert_eq!(i18n.tr("arch-idle"), "Idle — nothing has run yet");
    for language in Language::ALL {
        for id in ids_on_disk(language)? {
            let text = i18n.tr_exact(language, &id, &sample_args())?;
            assert!(!text.ends_with(':'), "{id} ends with a colon");
        }
        for id in ["app-save-run", "app-open-run"] {
            let text = i18n.tr_exact(language, id, &[])?;
            assert!(text.ends_with('…'), "{id} opens a dialog");
        }
    }
    Ok(())
}

/// The seed pages' own wording, copied here so the tests never read outside
/// the repository. The words are the seed's; the French spaces are French
/// typography's (a no-break space before `:` `;` `?` `!` and inside « »,
/// which the seed page writes as plain spaces, or not at all before `;`).
const SEED_WORDING: &[(Language, &str, &str)] = &[
    (Language::En, "oncall-metric-burn-1h", "Burn rate (1 h)"),
    (
        Language::En,
        "oncall-cache-ttl-help",
        "Longer TTL = more hits, but answers can be older (mean age ≈ TTL/2).",
    ),
    (
        Language::Fr,
        "oncall-metric-burn-1h",
        "Taux de consommation (1 h)",
    ),
    (Language::Fr, "oncall-metric-fleet-cost", "Coût du parc"),
    (
        Language::Fr,
        "oncall-metric-cache-age",
        "Âge moyen des réponses en cache",
    ),
    (
        Language::Fr,
        "oncall-autoscaling-help",
        "Suivi de cible sur l’utilisation\u{a0}; pas de nouvelle montée en charge tant que des instances démarrent encore. Désactivé = exactement le minimum.",
    ),
    (
        Language::Fr,
        "oncall-shedding-help",
        "Part des 30 % de faible priorité (préchargement, traitement par lots, robots d’indexation) rejetée à l’équilibreur de charge avec «\u{a0}réessayez plus tard\u{a0}».",
    ),
    (
        Language::Fr,
        "ref-educational",
        "Modèle éducatif — non destiné aux décisions opérationnelles. Les sites réels calibrent chaque constante selon leur propre équipement et leurs propres données.",
    ),
    (
        Language::Fr,
        "oncall-briefing-bad-deploy",
        "Une nouvelle version est déployée à 09:10. Le mois a déjà été difficile\u{a0}: il ne reste que 20 % du budget d’erreurs. Quelques minutes après le déploiement, l’alerte de taux de consommation se déclenche. Protégez le budget.",
    ),
    (Language::Gl, "oncall-metric-serving", "Instancias servindo"),
    (
        Language::Gl,
        "oncall-metric-bad-build",
        "Tráfico na versión defectuosa",
    ),
    (Language::Gl, "oncall-metric-shed", "Tráfico descartado"),
    (
        Language::Gl,
        "oncall-shedding-help",
        "Parte do 30 % de baixa prioridade (precarga, lotes, rastrexadores) rexeitada no balanceador de carga con «téntao de novo máis tarde».",
    ),
    (
        Language::Gl,
        "oncall-heavy-feature-help",
        "A funcionalidade pesada engade 20 ms de CPU e unha consulta á base de datos por solicitude. Desactivado = degradación controlada.",
    ),
    (
        Language::Gl,
        "ref-oncall-randomness",
        "Aleatoriedade: un xerador mulberry32 con semente; distribucións usadas — uniforme, exponencial (CDF inversa), normal (Box–Muller), Poisson (Knuth). A semente móstrase e pódese compartir.",
    ),
    (
        Language::Gl,
        "ref-intro",
        "Todas as relacións que usa o simulador, coa súa fonte. As constantes marcadas como suposicións son calibracións ilustrativas.",
    ),
];

#[test]
fn on_call_texts_keep_the_seed_wording() -> TestResult {
    let i18n = I18n::new(Language::En);
    for &(language, id, expected) in SEED_WORDING {
        assert_eq!(i18n.tr_exact(language, id, &[])?, expected, "{id}");
    }
    // The formulas keep their symbols and write their words and numbers in
    // the reader's language (the seed pages left them in English).
    for (id, symbols, english_numbers, local_numbers) in [
        (
            "ref-oncall-erlang-c",
            &["N = ", "a = λ·S", "C(a, N) = B / (1 − (a/N)(1 − B))"][..],
            &[][..],
            &[][..],
        ),
        (
            "ref-oncall-slo",
            &["/ 43", "1 − SLO"][..],
            &["43,200", "0.1 %"][..],
            &["43 200", "0,1 %"][..],
        ),
        (
            "ref-oncall-constants",
            &["50 ms"][..],
            &["4,000", "20,000", "0.40"][..],
            &["4 000", "20 000", "0,40"][..],
        ),
    ] {
        let english = i18n.tr_exact(Language::En, id, &[])?;
        for symbol in symbols {
            assert!(english.contains(symbol), "en {id}: {symbol}");
        }
        for language in [Language::Fr, Language::Gl] {
            let text = i18n.tr_exact(language, id, &[])?;
            for symbol in symbols {
                assert!(
                    text.contains(symbol),
                    "{language:?} {id}: {symbol} in {text}"
                );
            }
            for number in english_numbers {
                assert!(
                    !text.contains(number),
                    "{language:?} {id}: {number} in {text}"
                );
            }
            for number in local_numbers {
                assert!(
                    text.contains(number),
                    "{language:?} {id}: no {number} in {text}"
                );
            }
        }
    }
    Ok(())
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_the_id() -> TestResult {
    let i18n = I18n::from_sources(
        Language::Fr,
        &[
            (Language::En, "shared = Shared\nonly-en = Only in English"),
            (Language::Fr, "shared = Partagé"),
            (Language::Gl, "shared = Compartido"),
        ],
    )?;
    assert_eq!(i18n.tr("shared"), "Partagé");
    assert_eq!(i18n.tr("only-en"), "Only in English");
    assert_eq!(i18n.tr("in-no-language"), "in-no-language");
    assert!(matches!(
        i18n.tr_exact(Language::Fr, "only-en", &[]),
        Err(I18nError::Missing { .. })
    ));
    Ok(())
}

/// Collects every log line, for the "logged once" test.
struct Capture;

static CAPTURED: Mutex<Vec<String>> = Mutex::new(Vec::new());

impl log::Log for Capture {
    fn enabled(&self, _: &log::Metadata<'_>) -> bool {
        true
    }

    fn log(&self, record: &log::Record<'_>) {
        if record.level() <= log::Level::Warn {
            CAPTURED
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(record.args().to_string());
        }
    }

    fn flush(&self) {}
}

static LOGGER: Capture = Capture;

#[test]
fn a_fallback_is_logged_once_per_id() -> TestResult {
    // Only this test installs a logger in this test binary.
    log::set_logger(&LOGGER).map_err(|error| error.to_string())?;
    log::set_max_level(log::LevelFilter::Warn);
    let id = "probe-missing-in-galician-3b9e";
    let english = format!("{id} = Probe\nother-probe-7c1d = Other");
    let i18n = I18n::from_sources(Language::Gl, &[(Language::En, english.as_str())])?;
    for _ in 0..5 {
        assert_eq!(i18n.tr(id), "Probe");
        assert_eq!(i18n.tr("other-probe-7c1d"), "Other");
    }
    let captured = CAPTURED.lock().unwrap_or_else(PoisonError::into_inner);
    let count = |needle: &str| captured.iter().filter(|line| line.contains(needle)).count();
    assert_eq!(count(id), 1, "{captured:?}");
    assert_eq!(count("other-probe-7c1d"), 1, "{captured:?}");
    Ok(())
}

#[test]
fn numbers_are_formatted_as_on_the_seed_pages() {
    let mut i18n = I18n::new(Language::Fr);
    assert_eq!(i18n.fmt_money_per_hour(4.0), "4,00 $/h");
    assert_eq!(i18n.fmt_burn(0.0), "0,0 ×");
    assert_eq!(i18n.fmt_money(0.0), "0,00 $");
    assert_eq!(i18n.fmt_points(0.0359, 2), "3,59 pts");
    assert_eq!(i18n.fmt_rps(1125.0), "1125 req/s");
    assert_eq!(i18n.fmt_percent(0.77, 0), "77 %");
    assert_eq!(i18n.fmt_secs(30.0), "30 s");
    i18n.set_language(Language::Gl);
    assert_eq!(i18n.fmt_money_per_hour(4.0), "4,00 $/h");
    assert_eq!(i18n.fmt_points(-0.0359, 2), "-3,59 p.p.");
    assert_eq!(i18n.fmt_burn(0.0), "0,0 ×");
    i18n.set_language(Language::En);
    assert_eq!(i18n.fmt_money_per_hour(4.0), "$4.00/h");
    assert_eq!(i18n.fmt_burn(0.0), "0.0 ×");
    assert_eq!(i18n.fmt_money(0.0), "$0.00");
    assert_eq!(i18n.fmt_money(-8.79), "-$8.79");
    assert_eq!(i18n.fmt_points(0.0359, 2), "3.59 pts");
    assert_eq!(i18n.fmt_rps(1125.0), "1125 req/s");
    assert_eq!(i18n.fmt_percent(0.19, 0), "19 %");
    assert_eq!(i18n.fmt_arch_rps(2000.0), "2 000 rps");
    assert_eq!(i18n.fmt_number(f64::NAN, 1), NOT_A_NUMBER);
    assert_eq!(i18n.fmt_burn(f64::INFINITY), NOT_A_NUMBER);
}

#[test]
fn languages_have_codes_and_names() {
    let names: Vec<_> = Language::ALL.iter().map(|l| l.native_name()).collect();
    assert_eq!(names, ["English", "Français", "Galego"]);
    assert_eq!(Language::default(), Language::En);
    assert_eq!(Language::from_code("gl"), Some(Language::Gl));
    assert_eq!(Language::from_locale_tag("fr_BE.UTF-8"), Language::Fr);
    assert_eq!(Language::from_locale_tag("pt-BR"), Language::En);
    let i18n = I18n::new(Language::Gl);
    assert_eq!(i18n.language(), Language::Gl);
    assert_eq!(i18n.tr("app-tab-oncall"), "De garda");
}

#[test]
fn i18n_can_live_in_a_send_app() {
    fn assert_send_sync<T: Send + Sync + 'static>() {}
    assert_send_sync::<I18n>();
}
