//! The layers of `src/`, one way: each module uses only the layers below
//! it. This reads every `crate::` path of `src/` (in `use` lines, grouped
//! imports, `pub use` re-exports, inline paths and doc links), every
//! `super::` and `self::` path (from the inline module it sits in, if any)
//! and every path through a declared child module, and fails on an upward
//! use or a cycle. Inside `src/ui/` the same paths make a graph of files:
//! no circle of files, and the shared widgets (`ui/widgets/`) use no panel.
//! The layers that draw nothing (`formula` among them) name no egui.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first: each may use only those before it.
const LAYERS: [&str; 12] = [
    "model", "platform", "run", "i18n", "lesson", "debrief", "formula", "app", "glossary", "ui",
    "shell", "cli",
];

/// The top-level modules used by one file's text, given the file's module
/// path (`["app", "files"]` for `src/app/files.rs`): the first segment of
/// each of its [`crate_paths`] that leaves its own top-level module.
fn used_modules(text: &str, module: &[&str]) -> BTreeSet<String> {
    crate_paths(text, module)
        .into_iter()
        .filter_map(|path| path.into_iter().next())
        .filter(|first| module.first().is_none_or(|top| top != first))
        .collect()
}

/// Every path of a file's code that names something of the crate, as
/// segments from the crate's root (`["ui", "widgets", "palette", "hint"]`),
/// given the file's module path: `crate::` paths, `super::` and `self::`
/// paths (counted from the inline `mod x { … }` they sit in, if any), and
/// paths through a child module the file declares (`mod window;` then
/// `window::window_ui`). A grouped import gives one path per item; a path
/// that climbs above the crate is dropped.
fn crate_paths(text: &str, module: &[&str]) -> Vec<Vec<String>> {
    let code = without_comments_and_strings(text, true);
    let bytes = code.as_bytes();
    let inline = inline_modules(&code);
    let children = declared_children(&code, &inline);
    let mut paths = Vec::new();
    for start in 0..bytes.len() {
        let first = bytes[start];
        if !(first.is_ascii_alphabetic() || first == b'_')
            || start > 0 && is_path_byte(bytes[start - 1])
        {
            continue;
        }
        let rest = &code[start..];
        let Some(head) = word(rest) else { continue };
        if !rest[head.len()..].trim_start().starts_with("::") {
            continue;
        }
        // The module the path is written in: the file's, or an inline one.
        let mut here: Vec<String> = module.iter().map(|m| (*m).to_owned()).collect();
        let enclosing: Vec<&(usize, usize, String)> = inline
            .iter()
            .filter(|(open, close, _)| *open < start && start < *close)
            .collect();
        here.extend(enclosing.iter().map(|(_, _, name)| name.clone()));
        let base: Vec<String> = match head {
            "crate" => Vec::new(),
            "self" | "super" => here,
            child if enclosing.is_empty() && children.contains(child) => here,
            _ => continue,
        };
        for relative in parse_path(rest) {
            let ups = relative.iter().take_while(|s| *s == "super").count();
            let mut absolute = base.clone();
            if ups > absolute.len() {
                continue;
            }
            absolute.truncate(absolute.len() - ups);
            let skip = usize::from(head == "crate") + ups;
            absolute.extend(relative.into_iter().skip(skip));
            paths.push(absolute);
        }
    }
    paths
}

fn is_path_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b':'
}

/// The identifier (or keyword) at the start of `text`.
fn word(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    (end > 0).then(|| &text[..end])
}

/// The paths written at the start of `text`, one per item of a group:
/// `a::{b, c::{self, d}}` gives `a::b`, `a::c` and `a::c::d`.
fn parse_path(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    parse_into(text, Vec::new(), &mut out);
    out
}

/// Reads one path (or group) into `out`; returns the bytes read.
fn parse_into(text: &str, mut path: Vec<String>, out: &mut Vec<Vec<String>>) -> usize {
    let mut at = skipped(text, 0);
    loop {
        if text[at..].starts_with('{') {
            at += 1;
            loop {
                at = skipped(text, at);
                if text[at..].starts_with('}') {
                    return at + 1;
                }
                at += parse_into(&text[at..], path.clone(), out);
                at = skipped(text, at);
                if let Some(alias) = text[at..].strip_prefix("as ") {
                    let alias = alias.trim_start();
                    at = text.len() - alias.len() + word(alias).map_or(0, str::len);
                    at = skipped(text, at);
                }
                match text[at..].chars().next() {
                    Some(',') => at += 1,
                    Some('}') => return at + 1,
                    _ => return at,
                }
            }
        }
        let Some(name) = word(&text[at..]) else {
            // A glob (`*`) or a turbofish (`::<`): the path so far.
            out.push(path);
            return at;
        };
        at += name.len();
        if name != "self" {
            path.push(name.to_owned());
        }
        let after = skipped(text, at);
        if !text[after..].starts_with("::") {
            out.push(path);
            return at;
        }
        at = skipped(text, after + 2);
    }
}

/// `at` moved past any white space.
fn skipped(text: &str, at: usize) -> usize {
    text.len() - text[at..].trim_start().len()
}

/// The inline modules of a file's code (`mod tests { … }`): where each
/// opens and closes, and its name.
fn inline_modules(code: &str) -> Vec<(usize, usize, String)> {
    let bytes = code.as_bytes();
    let mut spans = Vec::new();
    for (at, _) in code.match_indices("mod ") {
        if at > 0 && is_path_byte(bytes[at - 1]) {
            continue;
        }
        let rest = code[at + 4..].trim_start();
        let Some(name) = word(rest) else { continue };
        let open = code.len() - rest.len() + name.len();
        let open = skipped(code, open);
        if bytes.get(open) != Some(&b'{') {
            continue;
        }
        let mut depth = 0;
        for (k, b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        spans.push((open, k, name.to_owned()));
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    spans
}

/// The child modules a file declares in its own files (`mod window;`).
fn declared_children(code: &str, inline: &[(usize, usize, String)]) -> BTreeSet<String> {
    let bytes = code.as_bytes();
    let mut children = BTreeSet::new();
    for (at, _) in code.match_indices("mod ") {
        if at > 0 && is_path_byte(bytes[at - 1])
            || inline
                .iter()
                .any(|(open, close, _)| *open < at && at < *close)
        {
            continue;
        }
        let rest = code[at + 4..].trim_start();
        if let Some(name) = word(rest)
            && rest[name.len()..].trim_start().starts_with(';')
        {
            children.insert(name.to_owned());
        }
    }
    children
}

/// The text with `//` comments (but, with `keep_docs`, not doc comments,
/// whose links are paths too), block comments, string and character
/// literals blanked.
fn without_comments_and_strings(text: &str, keep_docs: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let bytes: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let next = bytes.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            let doc = keep_docs && matches!(bytes.get(i + 2), Some('/' | '!'));
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
        } else if c == '\'' && next == Some('\\') {
            // An escaped character: '\n', '\'', '\u{7f}'.
            i += 3;
            while i < bytes.len() && bytes[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else if c == '\'' && bytes.get(i + 2) == Some(&'\'') {
            // A character ('"', '{'), not a lifetime.
            i += 3;
            out.push_str("' '");
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

/// One file of `src/`: its path under `src/` (`ui/oncall/mod.rs`), its
/// module path (`["ui", "oncall"]`) and its text.
struct SourceFile {
    path: String,
    module: Vec<String>,
    text: String,
}

impl SourceFile {
    fn new(path: &str, text: &str) -> Self {
        let mut module: Vec<String> = path
            .trim_end_matches(".rs")
            .split('/')
            .map(str::to_owned)
            .collect();
        if module.last().is_some_and(|m| m == "mod") {
            module.pop();
        }
        Self {
            path: path.to_owned(),
            module,
            text: text.to_owned(),
        }
    }

    fn paths(&self) -> Vec<Vec<String>> {
        let module: Vec<&str> = self.module.iter().map(String::as_str).collect();
        crate_paths(&self.text, &module)
    }
}

/// Every file of the library's modules (not the crate roots `lib.rs` and
/// `main.rs`).
fn source_files() -> Vec<SourceFile> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    files
        .iter()
        .filter_map(|file| {
            let relative = file.strip_prefix(&src).expect("under src/");
            let path: Vec<String> = relative
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            let path = path.join("/");
            let text = std::fs::read_to_string(file).expect("a source file");
            (path != "lib.rs" && path != "main.rs").then(|| SourceFile::new(&path, &text))
        })
        .collect()
}

/// Each top-level module and the top-level modules it uses, with the file
/// of each use.
fn module_graph() -> BTreeMap<String, BTreeMap<String, String>> {
    let mut graph: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for file in source_files() {
        let module: Vec<&str> = file.module.iter().map(String::as_str).collect();
        let top = module[0].to_owned();
        for used in used_modules(&file.text, &module) {
            graph
                .entry(top.clone())
                .or_default()
                .entry(used)
                .or_insert_with(|| file.path.clone());
        }
        graph.entry(top).or_default();
    }
    graph
}

/// Each file and the other files whose items it names: a path goes to the
/// file of the longest module it names (`crate::ui::widgets::palette::hint`
/// to `ui/widgets/palette.rs`, `super::Health` from `ui/arch/mod.rs` to
/// `ui/mod.rs`).
fn file_graph(files: &[SourceFile]) -> BTreeMap<String, BTreeSet<String>> {
    let file_of: BTreeMap<&[String], &str> = files
        .iter()
        .map(|f| (f.module.as_slice(), f.path.as_str()))
        .collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let uses = graph.entry(file.path.clone()).or_default();
        for path in file.paths() {
            let used = (1..=path.len())
                .rev()
                .find_map(|k| file_of.get(&path[..k]).copied());
            if let Some(used) = used.filter(|used| *used != file.path) {
                uses.insert(used.to_owned());
            }
        }
    }
    graph
}

/// The graph of the files under `folder` (`ui/`), with only their uses of
/// each other.
fn files_under(
    graph: &BTreeMap<String, BTreeSet<String>>,
    folder: &str,
) -> BTreeMap<String, BTreeSet<String>> {
    graph
        .iter()
        .filter(|(file, _)| file.starts_with(folder))
        .map(|(file, uses)| {
            let inside = uses.iter().filter(|u| u.starts_with(folder)).cloned();
            (file.clone(), inside.collect())
        })
        .collect()
}

/// The shared widgets' uses of a panel: each file of `ui/widgets/` may use
/// only other files of `ui/widgets/`, outside `ui/` as it likes.
fn panels_used_by_widgets(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut found = Vec::new();
    for (file, uses) in graph {
        if !file.starts_with(WIDGETS) {
            continue;
        }
        for used in uses {
            if used.starts_with("ui/") && !used.starts_with(WIDGETS) {
                found.push(format!("src/{file} uses src/{used}"));
            }
        }
    }
    found
}

/// Whether a file's code (comments aside) names egui, `egui_plot` or eframe.
fn uses_egui(text: &str) -> bool {
    let code = without_comments_and_strings(text, false);
    let bytes = code.as_bytes();
    ["egui", "egui_plot", "eframe", "egui_extras"]
        .iter()
        .any(|name| {
            code.match_indices(name).any(|(at, _)| {
                let before = at.checked_sub(1).map(|k| bytes[k]);
                let after = code[at + name.len()..].trim_start();
                !before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':')
                    && (after.starts_with("::") || after.starts_with(';'))
            })
        })
}

/// The shared widgets of the window: panels use them, they use no panel.
const WIDGETS: &str = "ui/widgets/";

/// The layers that draw nothing: below `app`, no egui.
const WITHOUT_EGUI: [&str; 6] = ["model", "run", "i18n", "lesson", "debrief", "formula"];

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
    graph: &BTreeMap<String, BTreeSet<String>>,
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
    for next in graph.get(node).into_iter().flatten() {
        if let Some(cycle) = visit(next, graph, stack, done) {
            return Some(cycle);
        }
    }
    stack.pop();
    None
}

/// A cycle of the graph, if it has one.
fn first_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_modules_form_no_cycle() {
    let graph: BTreeMap<String, BTreeSet<String>> = module_graph()
        .into_iter()
        .map(|(module, uses)| (module, uses.into_keys().collect()))
        .collect();
    let cycle = first_cycle(&graph);
    assert!(
        cycle.is_none(),
        "a cycle: {}",
        cycle.unwrap_or_default().join(" → ")
    );
}

#[test]
fn the_files_of_ui_form_no_cycle() {
    let graph = files_under(&file_graph(&source_files()), "ui/");
    assert!(graph.len() > 10, "{graph:?}");
    let cycle = first_cycle(&graph);
    assert!(
        cycle.is_none(),
        "a circle of files in src/ui/: {}",
        cycle.unwrap_or_default().join(" → ")
    );
}

#[test]
fn the_shared_widgets_use_no_panel() {
    let graph = file_graph(&source_files());
    assert!(
        graph.keys().filter(|f| f.starts_with(WIDGETS)).count() >= 3,
        "the shared widgets live in src/{WIDGETS}"
    );
    let found = panels_used_by_widgets(&graph);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_layers_below_app_use_no_egui() {
    let files = source_files();
    for layer in WITHOUT_EGUI {
        assert!(LAYERS.contains(&layer), "{layer}");
        let mut seen = 0;
        for file in files.iter().filter(|f| f.module[0] == layer) {
            seen += 1;
            assert!(!uses_egui(&file.text), "src/{} uses egui", file.path);
        }
        assert!(seen > 0, "the layer {layer} has no file");
    }
    // `formula` sits beside `lesson` and `debrief`, below `app`.
    let rank = |m: &str| LAYERS.iter().position(|l| *l == m);
    assert!(rank("debrief") < rank("formula") && rank("formula") < rank("app"));
}

/// The file-level rules fail on a made-up `src/` that breaks each.
#[test]
fn the_file_rules_catch_a_circle_a_panel_in_the_widgets_and_egui() {
    let files = [
        SourceFile::new(
            "ui/mod.rs",
            "pub mod a;\npub mod widgets;\nmod window;\npub use window::window_ui;",
        ),
        SourceFile::new("ui/window.rs", "use super::a::tab_ui;"),
        SourceFile::new(
            "ui/a/mod.rs",
            "pub mod b;\nuse crate::ui::widgets::Health;\nfn f() { b::g(); }",
        ),
        SourceFile::new("ui/a/b.rs", "/// [`x`]: super::super::window::x\nfn g() {}"),
        SourceFile::new(
            "ui/widgets/mod.rs",
            "pub mod palette;\nuse super::a::{b::{self, G}, H as I};\nfn c() { palette::x(); }",
        ),
        SourceFile::new(
            "ui/widgets/palette.rs",
            "#[cfg(test)]\nmod tests {\n    use super::*;\n    use super::super::Health;\n}",
        ),
    ];
    let graph = file_graph(&files);
    let uses = |file: &str| graph[file].iter().map(String::as_str).collect::<Vec<_>>();
    assert_eq!(uses("ui/mod.rs"), ["ui/window.rs"]);
    assert_eq!(uses("ui/a/mod.rs"), ["ui/a/b.rs", "ui/widgets/mod.rs"]);
    assert_eq!(uses("ui/a/b.rs"), ["ui/window.rs"]);
    assert_eq!(
        uses("ui/widgets/mod.rs"),
        ["ui/a/b.rs", "ui/a/mod.rs", "ui/widgets/palette.rs"]
    );
    // `super` in a file's `mod tests` is the file itself.
    assert_eq!(uses("ui/widgets/palette.rs"), ["ui/widgets/mod.rs"]);
    let cycle = first_cycle(&files_under(&graph, "ui/")).expect("a circle");
    assert!(cycle.contains(&"ui/a/b.rs".to_owned()), "{cycle:?}");
    assert_eq!(
        panels_used_by_widgets(&graph),
        [
            "src/ui/widgets/mod.rs uses src/ui/a/b.rs",
            "src/ui/widgets/mod.rs uses src/ui/a/mod.rs"
        ]
    );
    assert!(uses_egui("use egui::Ui;"));
    assert!(uses_egui("fn f(ui: &mut egui_plot::PlotUi) {}"));
    assert!(!uses_egui(
        "//! No egui here.\n/// Not egui:: either.\nlet s = \"egui::Ui\";"
    ));
    assert!(!uses_egui("fn my_egui_thing() {}"));
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
