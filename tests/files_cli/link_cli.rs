//! Links on the command line: `sre-sim link FILE` prints a link that
//! carries the file, and `sre-sim --open-link URL` refuses a bad link before
//! any window opens, in the reader's language, exit code 2.

use crate::common::binary::{sre_sim, sre_sim_command, stdout};
use sre_sim::app::link::{Linked, PLACEHOLDER_WEB_ADDRESS, read_link};
use sre_sim::run::RunFile;

const EXAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/saves/bad-deploy-rollback-after-page.ron"
);

/// The binary with `args` (then `--lang LANG`, but for English), a
/// C locale and no display: its exit code and stderr.
fn said_in(language: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let mut command = sre_sim_command(args);
    if language != "en" {
        command.args(["--lang", language]);
    }
    let out = command
        .env("LANG", "C")
        .env("LC_ALL", "C")
        .env_remove("LANGUAGE")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_link_printed_carries_the_run_back() {
    let url = stdout(&sre_sim(&["link", EXAMPLE]));
    let url = url.trim_end();
    assert!(
        url.starts_with(&format!("{PLACEHOLDER_WEB_ADDRESS}#run=")),
        "{url}"
    );
    let (_, payload) = url.split_once("#run=").expect("a run");
    assert!(
        payload
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
        "{payload}"
    );
    let file = RunFile::load(std::path::Path::new(EXAMPLE)).expect("reads");
    match read_link(url) {
        Ok(Linked::Run(back)) => assert_eq!(*back, file),
        other => panic!("{other:?}"),
    }
    // Another address, each kind by what the file is.
    let arch = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/architecture/metastable-retry-storm.ron"
    );
    let url = stdout(&sre_sim(&[
        "link",
        arch,
        "--web-address",
        "https://teach.example.net/sim/",
    ]));
    assert!(
        url.starts_with("https://teach.example.net/sim/#arch="),
        "{url}"
    );
    assert!(matches!(read_link(url.trim_end()), Ok(Linked::Arch(_))));
}

#[test]
fn a_bad_link_is_said_in_three_languages_before_any_window() {
    for (url, says) in [
        (
            "https://sre-sim.example.org/#run=AAAA",
            [
                "error: The link is damaged: what follows “run=” does not decompress",
                "Le lien est abîmé\u{a0}: ce qui suit «\u{a0}run=\u{a0}» ne se décompresse pas",
                "erro: A ligazón está danada: o que segue a «run=» non se descomprime",
            ],
        ),
        (
            "https://sre-sim.example.org/#lesson=ab*d",
            [
                "what follows “lesson=” is not base64url text",
                "ce qui suit «\u{a0}lesson=\u{a0}» n’est pas du texte base64url",
                "o que segue a «lesson=» non é texto base64url",
            ],
        ),
        (
            "https://sre-sim.example.org/",
            [
                "The link carries no file",
                "Le lien ne contient aucun fichier",
                "A ligazón non leva ningún ficheiro",
            ],
        ),
    ] {
        for (language, words) in ["en", "fr", "gl"].into_iter().zip(says) {
            let (code, out, err) = said_in(language, &["--open-link", url]);
            assert_eq!(code, Some(2), "{language} {url}: {err}");
            assert!(out.is_empty(), "{out}");
            assert!(err.contains(words), "{language} {url} said: {err}");
        }
    }
}

#[test]
fn a_link_to_a_newer_file_is_said_as_too_new() {
    let text = std::fs::read_to_string(EXAMPLE).expect("reads");
    let newer = text.replacen("version: 2,", "version: 99,", 1);
    assert_ne!(newer, text);
    let url = sre_sim::app::link::link_to(
        PLACEHOLDER_WEB_ADDRESS,
        sre_sim::run::link::LinkKind::Run,
        &newer,
    );
    for (language, words) in [
        (
            "en",
            "The run file in the link cannot be opened: The file has format version 99",
        ),
        (
            "fr",
            "Le fichier de simulation du lien ne peut pas être ouvert\u{a0}: Le fichier est au format version 99",
        ),
        (
            "gl",
            "O ficheiro de simulación da ligazón non se pode abrir: O ficheiro ten a versión de formato 99",
        ),
    ] {
        let (code, _, err) = said_in(language, &["--open-link", &url]);
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains(words), "{language}: {err}");
    }
}

#[test]
fn a_file_that_does_not_read_gets_no_link() {
    let dir = crate::common::folders::scratch("link-cli");
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "not ron").expect("writes");
    let path = bad.to_str().expect("UTF-8");
    let (code, out, err) = said_in("fr", &["link", path]);
    assert_eq!(code, Some(2), "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("Le fichier n’est pas du RON"), "{err}");
}

#[test]
fn a_scenario_and_a_lesson_get_their_own_links() {
    let scenario = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/scenarios/db-failover-at-peak.ron"
    );
    let url = stdout(&sre_sim(&["link", scenario]));
    assert!(
        url.starts_with(&format!("{PLACEHOLDER_WEB_ADDRESS}#scenario=")),
        "{url}"
    );
    assert!(matches!(read_link(url.trim_end()), Ok(Linked::Scenario(_))));

    let dir = crate::common::folders::scratch("link-cli-lesson");
    let lesson = dir.join("knee.ron");
    let text = stdout(&sre_sim(&["lesson", "show", "queueing-knee"]));
    std::fs::write(&lesson, text).expect("writes");
    let url = stdout(&sre_sim(&["link", lesson.to_str().expect("UTF-8")]));
    assert!(
        url.starts_with(&format!("{PLACEHOLDER_WEB_ADDRESS}#lesson=")),
        "{url}"
    );
    match read_link(url.trim_end()) {
        Ok(Linked::Lesson(back)) => assert_eq!(back.id, "queueing-knee"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_link_whose_file_is_not_text_is_refused() {
    let bytes = miniz_oxide::deflate::compress_to_vec(&[0xc3, 0x28, 0xff], 9);
    let url = format!(
        "{PLACEHOLDER_WEB_ADDRESS}#run={}",
        sre_sim::run::link::base64url_encode(&bytes)
    );
    for (language, words) in [
        ("en", "its file is not UTF-8 text"),
        ("fr", "son fichier n’est pas du texte UTF-8"),
        ("gl", "o seu ficheiro non é texto UTF-8"),
    ] {
        let (code, _, err) = said_in(language, &["--open-link", &url]);
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains(words), "{language}: {err}");
    }
}

#[test]
fn a_link_asking_what_sre_sim_does_not_understand_is_refused() {
    let url = "https://sre-sim.example.org/?tab=cellar&lesson=nope&embed=1";
    for (language, words) in [
        (
            "en",
            "The link asks what sre-sim does not understand: tab=cellar, lesson=nope.",
        ),
        (
            "fr",
            "Le lien demande ce que sre-sim ne comprend pas\u{a0}: tab=cellar, lesson=nope.",
        ),
        (
            "gl",
            "A ligazón pide o que sre-sim non entende: tab=cellar, lesson=nope.",
        ),
    ] {
        let (code, _, err) = said_in(language, &["--open-link", url]);
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains(words), "{language}: {err}");
    }
}
