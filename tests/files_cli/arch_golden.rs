//! The seed's architecture model stays the model: with every extension
//! beyond the seed off (the remedies, the trigger), the command line's JSON
//! for a set of configurations (steps, summary, fix, sweep) and a saved
//! configuration are byte for byte the outputs committed before those
//! extensions were written (`arch_golden/`).

use crate::common::binary::{sre_sim, stdout};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/files_cli/arch_golden");

#[test]
fn every_case_prints_the_committed_json() {
    let cases = std::fs::read_to_string(format!("{DIR}/cases.txt")).expect("the cases");
    let mut count = 0;
    for line in cases
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let mut words = line.split_whitespace();
        let name = words.next().expect("a name");
        let mut args = vec!["arch", "--format", "json"];
        args.extend(words);
        let expected =
            std::fs::read_to_string(format!("{DIR}/{name}.json")).expect("the committed output");
        let printed = stdout(&sre_sim(&args));
        assert!(
            printed == expected,
            "{name}: the output differs from the committed one (first difference at byte {})",
            printed
                .bytes()
                .zip(expected.bytes())
                .position(|(a, b)| a != b)
                .unwrap_or(printed.len().min(expected.len()))
        );
        count += 1;
    }
    assert!(count >= 10, "{count} cases");
}

#[test]
fn a_saved_configuration_is_the_committed_file() {
    let dir = std::env::temp_dir().join(format!("sre-sim-golden-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join("saved.ron");
    let out = sre_sim(&[
        "arch",
        "--set",
        "cache.on=on",
        "--set",
        "db.connections=10",
        "--save",
        path.to_str().expect("a UTF-8 path"),
    ]);
    assert!(out.status.success(), "{out:?}");
    let saved = std::fs::read_to_string(&path).expect("saved");
    let expected = std::fs::read_to_string(format!("{DIR}/saved-config.ron")).expect("committed");
    assert_eq!(saved, expected);
    // And the committed file still reads, to the same run.
    let committed = format!("{DIR}/saved-config.ron");
    let again = stdout(&sre_sim(&[
        "arch", "--config", &committed, "--format", "json",
    ]));
    let direct = stdout(&sre_sim(&[
        "arch",
        "--set",
        "cache.on=on",
        "--set",
        "db.connections=10",
        "--format",
        "json",
    ]));
    assert_eq!(again, direct);
    let _ = std::fs::remove_dir_all(&dir);
}
