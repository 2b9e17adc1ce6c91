//! The refusals' and the history's English catalogues against the code
//! that says them (#43, #44): every message id the rules use is in
//! `locales/en/refusals.ftl` or `history.ftl`, every id there is used, and each message's placeables are exactly the arguments
//! its `say!` call passes, so a message can never lose an argument or render
//! its id instead of words.

use bocage::rules::say::{bundle, render, Arg, Lang, Said, CATALOGUES, ENGLISH};
use regex::Regex;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every `say!("id", a = .., b = ..)` call in the crate's sources: id ->
/// the argument names of each call.
fn calls() -> BTreeMap<String, Vec<BTreeSet<String>>> {
    let mut out: BTreeMap<String, Vec<BTreeSet<String>>> = BTreeMap::new();
    let head = Regex::new(r#"say!\(\s*"([a-z0-9-]+)""#).unwrap();
    let arg = Regex::new(r"(?:^|,)\s*([a-z_][a-z0-9_]*)\s*=[^=]").unwrap();
    let mut files = Vec::new();
    walk(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        &mut files,
    );
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for m in head.captures_iter(&text) {
            let start = m.get(0).unwrap().end();
            // The call's arguments: up to the parenthesis that closes it,
            // split at the commas of its own level.
            let (mut depth, mut end) = (1, start);
            let mut top = String::new();
            for (i, ch) in text[start..].char_indices() {
                match ch {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    end = start + i;
                    break;
                }
                top.push(if depth == 1 { ch } else { ' ' });
            }
            assert!(
                end > start || text[start..].starts_with(')'),
                "{}: unclosed say!",
                f.display()
            );
            let names = arg.captures_iter(&top).map(|c| c[1].to_string()).collect();
            out.entry(m[1].to_string()).or_default().push(names);
        }
    }
    out
}

fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("say.rs") {
            out.push(p);
        }
    }
}

/// The catalogue's messages: id -> the variables its pattern uses.
fn catalogue() -> BTreeMap<String, BTreeSet<String>> {
    let id = Regex::new(r"^([a-z][a-z0-9-]*)\s*=").unwrap();
    let var = Regex::new(r"\$([a-z_][a-z0-9_]*)").unwrap();
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current = None;
    // Every English catalogue but the scripts' (their words are asked for
    // by `say(` in static/, `languages::every_word_the_scripts_...`) and the
    // errors' (found by their English, `languages::every_error_...`).
    let english = CATALOGUES
        .iter()
        .filter(|(l, _)| *l == Lang::En)
        .flat_map(|(_, files)| files.iter())
        .filter(|(name, _)| *name != "script.ftl" && *name != "errors.ftl")
        .flat_map(|(_, text)| text.lines());
    for line in english {
        if let Some(c) = id.captures(line) {
            let name = c[1].to_string();
            assert!(!out.contains_key(&name), "{name} is in the catalogue twice");
            out.insert(name.clone(), BTreeSet::new());
            current = Some(name);
        } else if line.starts_with('#') || line.trim().is_empty() {
            current = None;
            continue;
        }
        if let Some(name) = &current {
            let vars = out.get_mut(name).unwrap();
            vars.extend(var.captures_iter(line).map(|c| c[1].to_string()));
        }
    }
    out
}

#[test]
fn every_refusal_id_is_in_the_catalogue_with_its_arguments_and_none_is_extra() {
    if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(ENGLISH.to_string()) {
        panic!("the catalogue does not parse: {errors:?}");
    }
    let calls = calls();
    let catalogue = catalogue();
    assert!(
        calls.len() > 100,
        "the rules say more than {} things",
        calls.len()
    );
    let missing: Vec<_> = calls
        .keys()
        .filter(|k| !catalogue.contains_key(*k))
        .collect();
    assert!(
        missing.is_empty(),
        "ids the code uses and the catalogue lacks: {missing:?}"
    );
    // The mail's frame is asked for by templates (`lang.t("mail-hello")`),
    // which `languages::every_page_message_the_code_asks_for_...` checks.
    let framed = crate::languages::asked_by_t();
    let named = crate::languages::named_in_code();
    let extra: Vec<_> = catalogue
        .keys()
        .filter(|k| {
            !calls.contains_key(*k)
                && !framed.contains(*k)
                && !named.contains(*k)
                && !k.starts_with("error-title-")
        })
        .collect();
    assert!(
        extra.is_empty(),
        "ids in the catalogue nothing says: {extra:?}"
    );
    for (id, each) in &calls {
        for names in each {
            assert_eq!(
                names, &catalogue[id],
                "{id}: the call's arguments and the message's"
            );
        }
    }
}

#[test]
fn a_message_renders_its_arguments_and_plural_forms() {
    let en = bundle("en", ENGLISH);
    let said = |range: i64| {
        Said::new(
            "move-too-far",
            vec![
                ("from", Arg::from("F3")),
                ("to", Arg::from("F9")),
                ("n", Arg::from(4_i64)),
                ("range", Arg::from(range)),
            ],
        )
    };
    assert_eq!(
        render(&en, &said(1)),
        "F3 to F9 is 4 zones; units move at most 1 zone per phase."
    );
    assert_eq!(
        render(&en, &said(2)),
        "F3 to F9 is 4 zones; units move at most 2 zones per phase."
    );
    // The message starts the next one with its own space.
    let within = Said::new("commit-in-move", vec![("n", Arg::from(3_i64))]);
    assert_eq!(render(&en, &within), "Move 3: ");
}
