//! The server's top-level modules import each other without a cycle: each
//! may lean on those below it (model, store, domain, then the web's frame and
//! the pages), never on one above. Read from the source itself, so that a new
//! `use crate::…` that closes a loop fails here.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

/// Every `.rs` file below `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("the source folder reads") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source without comments and without its `#[cfg(test)]` tail (tests
/// may reach anywhere).
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names at the top level of a `{…}` group's inside: `a::b, c::{d, e}, f`
/// gives `a`, `c`, `f`.
fn group_heads(group: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let (mut depth, mut item) = (0, String::new());
    for c in group.chars().chain([',']) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                let head: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !head.is_empty() {
                    heads.push(head);
                }
                item.clear();
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    heads
}

/// The top-level modules a piece of code names through `crate::`.
fn crate_paths(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let end = group
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map_or(group.len(), |(i, _)| i);
            names.extend(group_heads(&group[..end]));
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            names.insert(name);
        }
    }
    names
}

/// Each top-level module of `src/` and the others it imports.
fn module_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let top_of = |path: &Path| -> String {
        let relative = path.strip_prefix(src).expect("below src");
        let first = relative
            .components()
            .next()
            .expect("a file has a name")
            .as_os_str()
            .to_string_lossy()
            .into_owned();
        first.trim_end_matches(".rs").to_owned()
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let top = top_of(file);
        if top == "main" || top == "lib" {
            continue;
        }
        let code = code_of(&fs::read_to_string(file).expect("a source file reads"));
        graph.entry(top).or_default().extend(crate_paths(&code));
    }
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
    for (name, imports) in graph.iter_mut() {
        imports.retain(|m| modules.contains(m) && m != name);
    }
    graph
}

/// A cycle of the graph, if it has one: the modules along it, the first
/// repeated at the end.
fn a_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        marks: &mut BTreeMap<String, Mark>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match marks.get(node) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let from = path.iter().position(|n| n == node).unwrap_or(0);
                let mut cycle = path[from..].to_vec();
                cycle.push(node.to_owned());
                return Some(cycle);
            }
            None => {}
        }
        marks.insert(node.to_owned(), Mark::Open);
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, marks, path) {
                return Some(cycle);
            }
        }
        path.pop();
        marks.insert(node.to_owned(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut marks, &mut Vec::new()))
}

#[test]
fn the_reader_finds_imports_in_groups_and_paths() {
    let code = code_of(
        "use crate::{error::AppError, store::{Store, User}, web};\n\
         // crate::commented\n\
         fn f() { crate::domain::play::submit(); }\n\
         #[cfg(test)]\nmod tests { use crate::cli; }",
    );
    let found: Vec<String> = crate_paths(&code).into_iter().collect();
    assert_eq!(found, ["domain", "error", "store", "web"]);
}

#[test]
fn a_cycle_is_found_where_there_is_one() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec!["a"]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.into_iter().map(str::to_owned).collect()))
    .collect();
    let cycle = a_cycle(&graph).expect("a → b → c → a");
    assert_eq!(cycle.first(), cycle.last());
    assert_eq!(cycle.len(), 4);
    let acyclic: BTreeMap<String, BTreeSet<String>> = graph
        .into_iter()
        .map(|(k, mut v)| {
            v.remove("a");
            (k, v)
        })
        .collect();
    assert_eq!(a_cycle(&acyclic), None);
}

#[test]
fn the_servers_modules_import_each_other_without_a_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = module_graph(&src);
    assert!(
        graph.contains_key("store") && graph.contains_key("domain") && graph.len() > 20,
        "the source was read: {:?}",
        graph.keys().collect::<Vec<_>>()
    );
    assert!(
        graph["store"].is_empty() || !graph["store"].contains("domain"),
        "the store leans on nothing above it: {:?}",
        graph["store"]
    );
    if let Some(cycle) = a_cycle(&graph) {
        panic!(
            "the modules import each other in a cycle: {}",
            cycle.join(" → ")
        );
    }
}
