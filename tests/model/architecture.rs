//! The layers of `src/`, one way: each module uses only the layers below
//! it. This reads every `crate::` path of `src/` (in `use` lines, grouped
//! imports, `pub use` re-exports, inline paths and doc links) and every
//! `super::` path that leaves its module, and fails on an upward use or a
//! cycle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first: each may use only those before it.
const LAYERS: [&str; 10] = [
    "model", "run", "i18n", "lesson", "debrief", "app", "glossary", "ui", "shell", "cli",
];

/// The top-level modules used by one file's text, given the file's module
/// path (`["app", "files"]` for `src/app/files.rs`).
fn used_modules(text: &str, module: &[&str]) -> BTreeSet<String> {
    let code = without_comments_and_strings(text);
    let mut used = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        // `$crate::` belongs to macros, and `foo_crate::` to another path.
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        used.extend(first_segments(&code[at + "crate::".len()..]));
    }
    for (at, _) in code.match_indices("super::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let mut rest = &code[at..];
        let mut ups = 0;
        while let Some(next) = rest.strip_prefix("super::") {
            ups += 1;
            rest = next;
        }
        // `super` from `a/b.rs` is `a`; from `a/mod.rs` or `a.rs` (module
        // `[a]`) it is the crate root.
        if ups >= module.len() {
            used.extend(first_segments(rest));
        }
    }
    used
}

/// The first segment of a path, or of each path of a `{…}` group.
fn first_segments(rest: &str) -> Vec<String> {
    let rest = rest.trim_start();
    if let Some(group) = rest.strip_prefix('{') {
        let mut depth = 0;
        let mut items = Vec::new();
        let mut current = String::new();
        for c in group.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => break,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    items.push(std::mem::take(&mut current));
                    continue;
                }
                _ => {}
            }
            current.push(c);
        }
        items.push(current);
        return items
            .iter()
            .filter_map(|item| identifier(item.trim_start()))
            .collect();
    }
    identifier(rest).into_iter().collect()
}

fn identifier(text: &str) -> Option<String> {
    let name: String = text
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty() && name != "self").then_some(name)
}

/// The text with `//` comments (but not doc comments, whose links are
/// paths too), block comments and string literals blanked.
fn without_comments_and_strings(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let bytes: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let next = bytes.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            let doc = matches!(bytes.get(i + 2), Some('/' | '!'));
            while i < bytes.len() && bytes[i] != '\n' {
                if doc {
                    out.push(bytes[i]);
                }
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < bytes.len() && !(bytes[i] == '*' && bytes[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == '"' {
            i += 1;
            while i < bytes.len() && bytes[i] != '"' {
                i += if bytes[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && next == Some('"') {
            // The character '"'.
            i += 3;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Each top-level module and the top-level modules it uses, with the file
/// of each use.
fn module_graph() -> BTreeMap<String, BTreeMap<String, String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).expect("under src/");
        let mut module: Vec<String> = relative
            .with_extension("")
            .iter()
            .map(|s| s.to_string_lossy().into_owned())
            .collect();
        if module.last().is_some_and(|m| m == "mod") {
            module.pop();
        }
        if module == ["lib"] || module == ["main"] {
            continue;
        }
        let module_refs: Vec<&str> = module.iter().map(String::as_str).collect();
        let text = std::fs::read_to_string(&file).expect("a source file");
        let top = module[0].clone();
        for used in used_modules(&text, &module_refs) {
            if used != top {
                graph
                    .entry(top.clone())
                    .or_default()
                    .entry(used)
                    .or_insert_with(|| relative.display().to_string());
            }
        }
        graph.entry(top).or_default();
    }
    graph
}

#[test]
fn every_module_is_in_a_layer() {
    let graph = module_graph();
    for module in graph.keys() {
        assert!(
            LAYERS.contains(&module.as_str()),
            "src/{module} is in no layer: add it to LAYERS (and to the README's picture)"
        );
    }
    for layer in LAYERS {
        assert!(graph.contains_key(layer), "the layer {layer} has no module");
    }
}

#[test]
fn no_module_uses_a_layer_above_it() {
    let rank = |m: &str| LAYERS.iter().position(|l| *l == m);
    let mut upward = Vec::new();
    for (module, uses) in module_graph() {
        for (used, file) in uses {
            match (rank(&module), rank(&used)) {
                (Some(a), Some(b)) if b < a => {}
                _ => upward.push(format!("src/{file} uses crate::{used}")),
            }
        }
    }
    assert!(
        upward.is_empty(),
        "upward or unknown uses:\n{}",
        upward.join("\n")
    );
}

/// Depth-first search; a node met again while on the stack closes a cycle.
fn visit(
    node: &str,
    graph: &BTreeMap<String, BTreeMap<String, String>>,
    stack: &mut Vec<String>,
    done: &mut BTreeSet<String>,
) -> Option<Vec<String>> {
    if let Some(at) = stack.iter().position(|s| s == node) {
        let mut cycle = stack[at..].to_vec();
        cycle.push(node.to_owned());
        return Some(cycle);
    }
    if !done.insert(node.to_owned()) {
        return None;
    }
    stack.push(node.to_owned());
    for next in graph.get(node).into_iter().flat_map(BTreeMap::keys) {
        if let Some(cycle) = visit(next, graph, stack, done) {
            return Some(cycle);
        }
    }
    stack.pop();
    None
}

#[test]
fn the_modules_form_no_cycle() {
    let graph = module_graph();
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        let cycle = visit(node, &graph, &mut Vec::new(), &mut done);
        assert!(
            cycle.is_none(),
            "a cycle: {}",
            cycle.unwrap_or_default().join(" → ")
        );
    }
}

#[test]
fn the_reader_finds_every_kind_of_path() {
    let text = r#"
use crate::model::oncall::Command;
use crate::{run::RunFile, i18n::{I18n, Language}};
pub use crate::debrief::Debrief;
// use crate::commented::Out;
/* crate::blocked::Out */
let s = "crate::quoted::Out";
/// See [`crate::documented::In`].
fn f() { crate::cli::oncall::clock_text(3); }
use super::super::shell::run_native;
use super::sibling::Thing;
macro_rules! m { () => { $crate::macro_path::X } }
"#;
    let used = used_modules(text, &["ui", "oncall"]);
    let expected: BTreeSet<String> = [
        "model",
        "run",
        "i18n",
        "debrief",
        "documented",
        "cli",
        "shell",
    ]
    .into_iter()
    .map(str::to_owned)
    .collect();
    assert_eq!(used, expected);
    // One `super` from a module's own file leaves the module.
    let used = used_modules("use super::app::Tab;", &["ui"]);
    assert!(used.contains("app"));
    assert!(used_modules("use super::Health;", &["ui", "oncall"]).is_empty());
}
