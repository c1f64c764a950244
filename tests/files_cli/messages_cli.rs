//! Every message in the reader's language, of the right kind, bounded:
//! clap's own errors, the app's refusals, what the system said about a
//! file, a file too large named as what it is, and a value echoed from a
//! file or an argument cut to a readable length. Through the binary, in
//! English, French and Galician; a French or Galician message keeps no
//! English sentence.

use std::path::Path;
use std::process::Output;

use crate::common::folders::scratch;

const EXAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/saves/bad-deploy-rollback-after-page.ron"
);

/// The binary with `args` then `--lang LANG` (English: no `--lang`, and
/// the system's language made English), refused: exit code 2, nothing on
/// stdout. Its stderr.
fn refused_in(language: &str, args: &[&str]) -> String {
    let mut all = args.to_vec();
    if language != "en" {
        all.extend(["--lang", language]);
    }
    let out = english_system(&all);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{all:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{all:?} printed on stdout");
    stderr
}

/// The binary run with an English system locale and no display.
fn english_system(args: &[&str]) -> Output {
    let mut command = crate::common::binary::sre_sim_command(args);
    command
        .env("LANG", "C")
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY");
    command.output().expect("the binary runs")
}

/// English words no French or Galician sentence has, as whole words.
const ENGLISH_WORDS: &[&str] = &[
    "the",
    "is",
    "not",
    "of",
    "and",
    "with",
    "after",
    "before",
    "cannot",
    "error",
    "usage",
    "information",
    "needs",
    "invalid",
    "unexpected",
    "required",
    "must",
    "past",
    "end",
    "belong",
    "belongs",
    "chapters",
    "frames",
    "file",
    "files",
    "folder",
    "permission",
    "denied",
    "such",
    "loops",
    "symbolic",
    "too",
    "large",
    "expected",
    "unknown",
    "possible",
    "values",
    "tip",
    "found",
    "provided",
];

/// Fails if `text` (a French or Galician message) has an English word
/// outside the options, the usage placeholders and the paths it names.
fn assert_no_english(text: &str, paths: &[&str]) {
    let mut prose = text.to_owned();
    for path in paths {
        prose = prose.replace(path, " ");
    }
    let words: Vec<String> = prose
        .split_whitespace()
        // Options, placeholders and commands as the command line spells them.
        .filter(|w| !w.starts_with('-') && !w.starts_with('<') && !w.starts_with('['))
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .collect();
    for english in ENGLISH_WORDS {
        assert!(
            !words.iter().any(|w| w == english),
            "“{english}” is English in: {text}"
        );
    }
    assert!(!text.contains("os error"), "{text}");
}

/// Checks a refusal in the three languages: each says its words, and the
/// French and Galician ones no English.
fn said_in_each(args: &[&str], paths: &[&str], says: [&[&str]; 3]) {
    for (language, words) in ["en", "fr", "gl"].into_iter().zip(says) {
        let stderr = refused_in(language, args);
        for word in words {
            assert!(
                stderr.contains(word),
                "{language} {args:?} should say “{word}”: {stderr}"
            );
        }
        if language != "en" {
            assert_no_english(&stderr, paths);
        }
    }
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

#[test]
fn clap_errors_are_said_in_the_readers_language() {
    // An unknown option, with clap's suggestion.
    said_in_each(
        &["oncall", "--formt", "csv"],
        &[],
        [
            &[
                "error: Unexpected argument “--formt”.",
                "Did you mean --format?",
                "Usage: sre-sim oncall",
            ],
            &[
                "erreur\u{a0}: Argument inattendu «\u{a0}--formt\u{a0}».",
                "Vouliez-vous dire --format\u{a0}?",
                "Utilisation\u{a0}: sre-sim oncall",
                "ajoutez --help",
            ],
            &[
                "erro: Argumento inesperado «--formt».",
                "Quizais querías dicir --format?",
                "Uso: sre-sim oncall",
                "engade --help",
            ],
        ],
    );
    // A value not among the possible ones, listed.
    said_in_each(
        &["oncall", "--format", "xml"],
        &[],
        [
            &["“xml” is not a value --format <FORMAT> takes; it takes table, csv or json."],
            &[
                "«\u{a0}xml\u{a0}» n’est pas une valeur de --format <FORMAT>\u{a0}; ses valeurs sont table, csv ou json.",
            ],
            &["«xml» non é un valor de --format <FORMAT>; os seus valores son table, csv ou json."],
        ],
    );
    // Two options that do not go together.
    said_in_each(
        &["--open", EXAMPLE, "--lesson", "queueing-knee"],
        &[EXAMPLE],
        [
            &["--open <FILE> cannot be used with --lesson <LESSON>."],
            &["--open <FILE> ne peut pas servir avec --lesson <LESSON>."],
            &["--open <FILE> non se pode usar con --lesson <LESSON>."],
        ],
    );
}

#[test]
fn our_value_parsers_are_said_in_the_readers_language() {
    // A range, a seed, a size, a decision, a language.
    said_in_each(
        &["--tab", "arch", "--step", "41"],
        &[],
        [
            &["Invalid value “41” for --step <K>: expected a whole number from 0 to 40."],
            &[
                "Valeur incorrecte «\u{a0}41\u{a0}» pour --step <K>\u{a0}: on attend un nombre entier de 0 à 40.",
            ],
            &["Valor incorrecto «41» para --step <K>: agardábase un número enteiro de 0 a 40."],
        ],
    );
    said_in_each(
        &["oncall", "--seed", "-1"],
        &[],
        [
            &["expected a whole number from 0 to 4294967295."],
            &["on attend un nombre entier de 0 à 4294967295."],
            &["agardábase un número enteiro de 0 a 4294967295."],
        ],
    );
    said_in_each(
        &["--size", "10x10"],
        &[],
        [
            &["expected WIDTHxHEIGHT, each from 320 to 7680"],
            &["on attend LARGEURxHAUTEUR, chacune de 320 à 7680"],
            &["agardábase LARGURAxALTURA, cada unha de 320 a 7680"],
        ],
    );
    // A decision's value, the model's words in the language too.
    said_in_each(
        &["oncall", "--do", "3:shed=lots"],
        &[],
        [
            &["a share such as 0.5"],
            &["«\u{a0}lots\u{a0}» n’est pas une valeur pour shed\u{a0}: une part comme 0.5."],
            &["unha parte como 0.5"],
        ],
    );
    // A missing command and a missing argument.
    said_in_each(
        &["lesson"],
        &[],
        [
            &["“sre-sim lesson” needs a command: list, show, check, grade or help."],
            &[
                "«\u{a0}sre-sim lesson\u{a0}» attend une commande\u{a0}: list, show, check, grade ou help.",
            ],
            &["«sre-sim lesson» necesita un comando: list, show, check, grade ou help."],
        ],
    );
    said_in_each(
        &["replay"],
        &[],
        [
            &["This is required and missing: <FILE>."],
            &["Il manque 1 argument obligatoire\u{a0}: <FILE>."],
            &["Falta este argumento obrigatorio: <FILE>."],
        ],
    );
    // An unknown --lang is said in the system's language, naming the three.
    let stderr = refused_in("en", &["--lang", "de"]);
    assert!(
        stderr.contains(
            "Invalid value “de” for --lang <LANG>: unknown language; expected en, fr or gl."
        ),
        "{stderr}"
    );
}

#[test]
fn help_and_version_print_as_clap_prints_them() {
    for args in [&["--help"][..], &["--version"], &["--lang", "fr", "--help"]] {
        let out = english_system(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(!out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
#[expect(
    clippy::too_many_lines,
    reason = "a table of cases, one per refusal, each in the three languages"
)]
fn the_apps_refusals_are_said_in_the_readers_language() {
    // A decision after the end of the run.
    said_in_each(
        &["oncall", "--minutes", "10", "--do", "20:rollback"],
        &[],
        [
            &["--do 20:rollback: minute 20 is after the end of the run (--minutes 10)."],
            &[
                "--do 20:rollback\u{a0}: la minute 20 est après la fin de la simulation (--minutes 10).",
            ],
            &["--do 20:rollback: o minuto 20 está despois do final da simulación (--minutes 10)."],
        ],
    );
    // A window's options given to a subcommand; one, or several.
    said_in_each(
        &["--open", EXAMPLE, "--gif", "out.gif", "oncall"],
        &[EXAMPLE],
        [
            &["--open, --gif belong to the window, not to a subcommand: give them without one."],
            &[
                "--open, --gif concernent la fenêtre, pas une sous-commande\u{a0}: donnez-les sans sous-commande.",
            ],
            &["--open, --gif son da xanela, non dun subcomando: dáos sen subcomando."],
        ],
    );
    said_in_each(
        &["--tab", "arch", "oncall"],
        &[],
        [
            &["--tab belongs to the window, not to a subcommand: give it without one."],
            &["--tab concerne la fenêtre"],
            &["--tab é da xanela"],
        ],
    );
    // A chapter the talk does not have.
    said_in_each(
        &["--present", EXAMPLE, "--chapter", "99"],
        &[EXAMPLE],
        [
            &[
                "--chapter 99:",
                "has 1 chapter (its notes, or its end without any), numbered from 1.",
            ],
            &["--chapter 99\u{a0}:", "a 1 chapitre"],
            &["--chapter 99:", "ten 1 capítulo"],
        ],
    );
    // The stretch of an animation the wrong way round, said plainly.
    let gif = scratch("messages-gif").join("out.gif");
    said_in_each(
        &[
            "--open",
            EXAMPLE,
            "--from",
            "20",
            "--to",
            "10",
            "--gif",
            text(&gif),
        ],
        &[EXAMPLE, text(&gif)],
        [
            &[
                "From minute 20 is after the last minute, 10: the first minute drawn must not come after the last.",
            ],
            &[
                "La minute de début 20 est après la dernière minute, 10\u{a0}: la première minute dessinée ne peut pas venir après la dernière.",
            ],
            &[
                "O minuto de inicio 20 está despois do último minuto, 10: o primeiro minuto debuxado non pode vir despois do último.",
            ],
        ],
    );
    // A configuration's value that is not a finite number.
    let dir = scratch("messages-config");
    let config = dir.join("inf.ron");
    let saved = english_system(&["arch", "--save", text(&config)]);
    assert!(saved.status.success());
    let written = std::fs::read_to_string(&config).expect("the configuration");
    let (before, after) = written.split_once("query_ms: ").expect("db.query_ms");
    let rest = after.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
    std::fs::write(&config, format!("{before}query_ms: inf{rest}")).expect("written");
    said_in_each(
        &["arch", "--config", text(&config)],
        &[text(&config)],
        [
            &["db.query_ms must be a finite number."],
            &["db.query_ms doit être un nombre fini."],
            &["db.query_ms ten que ser un número finito."],
        ],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn what_the_system_says_about_a_file_is_the_apps_own_sentence_with_the_path() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = scratch("messages-os");
    // A loop of symbolic links (ELOOP, "os error 40" on Linux).
    let (a, b) = (dir.join("loop-a.ron"), dir.join("loop-b.ron"));
    std::os::unix::fs::symlink(&b, &a).expect("a link");
    std::os::unix::fs::symlink(&a, &b).expect("a link");
    said_in_each(
        &["replay", text(&a)],
        &[text(&a)],
        [
            &["Cannot read the file: the path loops through symbolic links ("],
            &[
                "Impossible de lire le fichier\u{a0}: le chemin tourne en boucle entre des liens symboliques (",
            ],
            &["Non se pode ler o ficheiro: o camiño dá voltas entre ligazóns simbólicas ("],
        ],
    );
    let stderr = refused_in("fr", &["replay", text(&a)]);
    assert!(
        stderr.trim_end().ends_with(&format!("({})", text(&a))),
        "{stderr}"
    );
    // A folder given as the file to write.
    let folder = dir.join("a-folder.ron");
    std::fs::create_dir(&folder).expect("a folder");
    said_in_each(
        &["oncall", "--minutes", "1", "--save", text(&folder)],
        &[text(&folder)],
        [
            &["Cannot write the file: it is a folder ("],
            &["Impossible d’écrire le fichier\u{a0}: c’est un dossier ("],
            &["Non se pode escribir o ficheiro: é un cartafol ("],
        ],
    );
    // A file that may not be read: only where permissions bite (not as root).
    let private = dir.join("private.ron");
    std::fs::copy(EXAMPLE, &private).expect("copied");
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o000)).expect("chmod");
    if std::fs::read(&private).is_ok() {
        eprintln!(
            "skipped the unreadable file: this user reads any file (root), so the permission cannot be refused"
        );
    } else {
        said_in_each(
            &["replay", text(&private)],
            &[text(&private)],
            [
                &["Cannot read the file: permission denied ("],
                &["Impossible de lire le fichier\u{a0}: permission refusée ("],
                &["Non se pode ler o ficheiro: permiso denegado ("],
            ],
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_file_too_large_is_named_as_what_it_was_read_as() {
    let dir = scratch("messages-large");
    let large = dir.join("large.ron");
    // Refused from its size before reading: a sparse file is enough.
    std::fs::File::create(&large)
        .and_then(|f| f.set_len(4 * 1024 * 1024 + 1))
        .expect("a large file");
    let large = text(&large);
    said_in_each(
        &["lesson", "check", large],
        &[large],
        [
            &["The file is 4194305 bytes; a lesson file is at most 4194304 bytes."],
            &[
                "Le fichier fait 4194305 octets, alors qu’un fichier de leçon fait au plus 4194304 octets.",
            ],
            &[
                "O ficheiro ten 4194305 bytes, e un ficheiro de lección ten como máximo 4194304 bytes.",
            ],
        ],
    );
    for (args, what) in [
        (
            vec!["scenario", "check", large],
            "a scenario file is at most",
        ),
        (
            vec!["arch", "--config", large],
            "an architecture configuration is at most",
        ),
        (vec!["replay", large], "a run file is at most"),
        (vec!["--lesson", large], "a lesson file is at most"),
    ] {
        let stderr = refused_in("en", &args);
        assert!(stderr.contains(what), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_value_echoed_from_a_file_or_an_argument_is_cut() {
    let dir = scratch("messages-echo");
    // A lesson whose id is 3 MB long (the file is under the 4 MiB limit).
    let lesson = english_system(&["lesson", "show", "queueing-knee"]);
    let lesson = String::from_utf8(lesson.stdout).expect("a lesson");
    let id = "x".repeat(3_000_000);
    let forged = lesson.replacen("id: \"queueing-knee\"", &format!("id: \"{id}\""), 1);
    assert_ne!(forged, lesson, "the lesson has its id");
    let path = dir.join("long-id.ron");
    std::fs::write(&path, forged).expect("written");
    for language in ["en", "fr", "gl"] {
        let stderr = refused_in(language, &["lesson", "check", text(&path)]);
        assert!(stderr.len() < 1000, "{language}: {} bytes", stderr.len());
        assert!(stderr.contains(&format!("{}…", "x".repeat(80))), "{stderr}");
        assert!(!stderr.contains(&"x".repeat(81)), "{stderr}");
        assert!(stderr.contains(text(&path)), "{stderr}");
    }
    // An argument: a 100 000-character lesson id.
    let long = "y".repeat(100_000);
    let stderr = refused_in("fr", &["lesson", "show", &long]);
    assert!(stderr.len() < 1000, "{} bytes", stderr.len());
    assert!(stderr.contains(&format!("{}…", "y".repeat(80))), "{stderr}");
    // And one clap echoes.
    let stderr = refused_in("gl", &["oncall", "--format", &long]);
    assert!(stderr.len() < 1000, "{} bytes", stderr.len());
    let _ = std::fs::remove_dir_all(&dir);
}
