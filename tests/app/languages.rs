//! The languages' catalogues against each other and against the code (#44):
//! every language has every message English has and no other, each message
//! uses the same placeables in every language and keeps the selector keys
//! that are data (`[allies]`, `[company]`), nothing is left in English by
//! mistake, and every id the pages ask for is in English.

use bocage::rules::say::{Lang, Said, CATALOGUES};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use regex::Regex;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What a message is made of, for comparing languages.
#[derive(Debug, Default, Clone)]
struct Shape {
    /// The variables it uses.
    vars: BTreeSet<String>,
    /// Its selectors' keys that are data, not plural categories.
    keys: BTreeSet<String>,
    /// Its words (text outside placeables and in each variant), joined.
    text: String,
}

const PLURALS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

fn walk_pattern(p: &Pattern<&str>, shape: &mut Shape) {
    for e in &p.elements {
        match e {
            PatternElement::TextElement { value } => shape.text.push_str(value),
            PatternElement::Placeable { expression } => walk_expression(expression, shape),
        }
    }
}

fn walk_expression(e: &Expression<&str>, shape: &mut Shape) {
    match e {
        Expression::Select { selector, variants } => {
            walk_inline(selector, shape);
            for v in variants {
                if let VariantKey::Identifier { name } = &v.key {
                    if !PLURALS.contains(name) {
                        shape.keys.insert(name.to_string());
                    }
                }
                shape.text.push('|');
                walk_pattern(&v.value, shape);
            }
        }
        Expression::Inline(i) => walk_inline(i, shape),
    }
}

fn walk_inline(e: &InlineExpression<&str>, shape: &mut Shape) {
    match e {
        InlineExpression::VariableReference { id } => {
            shape.vars.insert(id.name.to_string());
        }
        InlineExpression::StringLiteral { value } => shape.text.push_str(value),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, shape);
            }
            for a in &arguments.named {
                walk_inline(&a.value, shape);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, shape),
        _ => {}
    }
}

/// One catalogue file: id -> shape. Fails on a file that does not parse.
fn shapes(lang: Lang, file: &str, text: &str) -> BTreeMap<String, Shape> {
    let res = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{}/{file} does not parse: {errors:?}", lang.code()),
    };
    let mut out = BTreeMap::new();
    for entry in &res.body {
        match entry {
            Entry::Message(m) => {
                let mut shape = Shape::default();
                if let Some(p) = &m.value {
                    walk_pattern(p, &mut shape);
                }
                let id = m.id.name.to_string();
                assert!(
                    out.insert(id.clone(), shape).is_none(),
                    "{}/{file}: {id} twice",
                    lang.code()
                );
            }
            Entry::Junk { content } => panic!("{}/{file}: junk {content:?}", lang.code()),
            _ => {}
        }
    }
    out
}

/// Messages that read the same in a language as in English, on purpose:
/// (language, id).
const SAME_ON_PURPOSE: &[(&str, &str)] = &[
    // Italian says "account" as English does.
    ("it", "nav-account-of"),
    // French counts minutes as English does.
    ("fr", "word-minutes"),
];

/// Words that mean nothing to translate: a message whose words are only
/// these (and punctuation) may equal English.
fn only_names(text: &str) -> bool {
    let allowed = [
        "Bocage", "API", "CMBN", "PBEM", "TCP/IP", "GM", "HC", "BC", "R",
    ];
    text.split(|c: char| !c.is_alphanumeric() && c != '/')
        .filter(|w| !w.is_empty() && !w.chars().all(|c| c.is_ascii_digit()))
        .all(|w| allowed.contains(&w))
}

#[test]
fn every_language_has_every_message_with_the_same_placeables_and_keys() {
    let (_, english_files) = CATALOGUES
        .iter()
        .find(|(l, _)| *l == Lang::En)
        .expect("English is a catalogue");
    assert!(CATALOGUES.len() >= 4, "English, German, French and Italian");
    let mut untranslated = Vec::new();
    let mut checked = 0;
    for (lang, files) in CATALOGUES.iter().filter(|(l, _)| *l != Lang::En) {
        let names: Vec<_> = files.iter().map(|(n, _)| *n).collect();
        let english_names: Vec<_> = english_files.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, english_names, "{}: its files", lang.code());
        for ((file, text), (_, english)) in files.iter().zip(english_files.iter()) {
            let ours = shapes(*lang, file, text);
            let theirs = shapes(Lang::En, file, english);
            let missing: Vec<_> = theirs.keys().filter(|k| !ours.contains_key(*k)).collect();
            let extra: Vec<_> = ours.keys().filter(|k| !theirs.contains_key(*k)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{}/{file}: missing {missing:?}, extra {extra:?}",
                lang.code()
            );
            for (id, shape) in &ours {
                let en = &theirs[id];
                assert_eq!(
                    shape.vars,
                    en.vars,
                    "{}/{file} {id}: its placeables and English's",
                    lang.code()
                );
                assert_eq!(
                    shape.keys,
                    en.keys,
                    "{}/{file} {id}: its selector keys (data values) and English's",
                    lang.code()
                );
                let same = shape.text.trim() == en.text.trim();
                if same
                    && !only_names(&en.text)
                    && !SAME_ON_PURPOSE.contains(&(lang.code(), id.as_str()))
                {
                    untranslated.push(format!("{}/{file} {id}", lang.code()));
                }
                checked += 1;
            }
        }
    }
    assert!(
        untranslated.is_empty(),
        "still in English: {untranslated:?}"
    );
    assert!(checked > 600, "only {checked} messages checked");
}

#[test]
fn no_message_id_is_in_two_files_of_a_language() {
    // A language's files make one bundle, the later overriding the earlier:
    // an id in two files would say one file's words where the other's are
    // meant (a page's words for a refusal).
    for (lang, files) in CATALOGUES.iter() {
        let mut seen: BTreeMap<String, &str> = BTreeMap::new();
        for (file, text) in files.iter() {
            for id in shapes(*lang, file, text).into_keys() {
                if let Some(other) = seen.insert(id.clone(), file) {
                    panic!("{}: {id} is in {other} and {file}", lang.code());
                }
            }
        }
    }
}

#[test]
fn the_check_catches_what_it_is_for() {
    // A placeable in one language only, a data key renamed, junk.
    let en = shapes(
        Lang::En,
        "t",
        "a = { $zone } is { $side ->\n [allies] A\n *[axis] B\n}\n",
    );
    let de = shapes(
        Lang::De,
        "t",
        "a = { $zon } ist { $side ->\n [alliiert] A\n *[axis] B\n}\n",
    );
    assert_ne!(en["a"].vars, de["a"].vars);
    assert_ne!(en["a"].keys, de["a"].keys);
    let junk = std::panic::catch_unwind(|| shapes(Lang::It, "t", "a = { $x\n"));
    assert!(junk.is_err(), "junk is refused");
    // Plural categories differ by language and are not compared.
    let fr = shapes(
        Lang::Fr,
        "t",
        "a = { $n ->\n [one] un\n [many] beaucoup\n *[other] autres\n}\n",
    );
    assert!(fr["a"].keys.is_empty());
    assert!(only_names("Bocage · API"));
    assert!(!only_names("Map"));
}

/// Every id a `say!` in the code names.
fn calls_of_say() -> BTreeSet<String> {
    let call = Regex::new(r#"say!\(\s*"([a-z][a-z0-9-]*)""#).unwrap();
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    files
        .iter()
        .flat_map(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            call.captures_iter(&text)
                .map(|c| c[1].to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Every `t("id")`, `t1("id", ..)`, `n1("id", ..)` (and their kin) the
/// templates and the code call.
pub(crate) fn asked_by_t() -> BTreeSet<String> {
    let call = Regex::new(
        r#"(?:\.(?:t|t1|t2|n1|n2)\(|Said::new\(|numbers\([a-z_]+,)\s*"([a-z][a-z0-9-]*)""#,
    )
    .unwrap();
    let mut ids = BTreeSet::new();
    for dir in ["templates", "src"] {
        let mut files = Vec::new();
        walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut files);
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            ids.extend(call.captures_iter(&text).map(|c| c[1].to_string()));
        }
    }
    ids
}

/// Every quoted id-like word in the templates and the code: an id the
/// code picks by a `match` (`"webhooks-event-victory"`) and then says.
pub(crate) fn named_in_code() -> BTreeSet<String> {
    let quoted = Regex::new(r#""([a-z][a-z0-9]*(?:-[a-z0-9]+)+)""#).unwrap();
    let mut ids = BTreeSet::new();
    for dir in ["templates", "src"] {
        let mut files = Vec::new();
        walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut files);
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            ids.extend(quoted.captures_iter(&text).map(|c| c[1].to_string()));
        }
    }
    ids
}

fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs" || x == "html") {
            out.push(p);
        }
    }
}

#[test]
fn every_page_message_the_code_asks_for_is_in_english_and_none_is_unused() {
    let (_, files) = CATALOGUES.iter().find(|(l, _)| *l == Lang::En).unwrap();
    let file = |name: &str| {
        shapes(
            Lang::En,
            name,
            files.iter().find(|(n, _)| *n == name).unwrap().1,
        )
    };
    // What templates and web code ask for by `t`: the pages' catalogues
    // and the mail's frame (the rules' messages go through `say!`).
    let mut catalogue = BTreeMap::new();
    for name in PAGE_FILES {
        catalogue.extend(file(name));
    }
    let said = calls_of_say();
    catalogue.extend(
        file("mail.ftl")
            .into_iter()
            .filter(|(id, _)| !said.contains(id)),
    );
    // The turn report's words are history's, asked for by `t` in render.
    let mut known = catalogue.clone();
    known.extend(file("history.ftl"));
    // The word for "each" the map's panel and the orders page share.
    known.extend(file("script.ftl"));
    let used = asked_by_t();
    let missing: Vec<_> = used.iter().filter(|id| !known.contains_key(*id)).collect();
    assert!(missing.is_empty(), "asked for and missing: {missing:?}");
    // error-title-<status> are asked for by their status; others are
    // picked by a `match` and then said.
    let named = named_in_code();
    let unused: Vec<_> = catalogue
        .keys()
        .filter(|id| !used.contains(*id) && !named.contains(*id) && !id.starts_with("error-title-"))
        .collect();
    assert!(
        unused.is_empty(),
        "in the pages' catalogues and asked for by nothing: {unused:?}"
    );
}

/// The catalogues of the pages' words (`t`, `t1`, ... in templates and web
/// code).
const PAGE_FILES: [&str; 7] = [
    "pages.ftl",
    "overview.ftl",
    "map.ftl",
    "sheet.ftl",
    "more.ftl",
    "picture.ftl",
    "words.ftl",
];

/// Every `say("id"` the page scripts call, and every `"js-..."` id they
/// hand to a function that says it.
fn asked_by_scripts() -> BTreeSet<String> {
    let call = Regex::new(r#"\bsay\(\s*"([a-z][a-z0-9-]*)"|["'](js-[a-z0-9-]+)["']"#).unwrap();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("static");
    let mut ids = BTreeSet::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "js") {
            let text = std::fs::read_to_string(&p).unwrap();
            ids.extend(call.captures_iter(&text).filter_map(|c| {
                c.get(1)
                    .or_else(|| c.get(2))
                    .map(|m| m.as_str().to_string())
            }));
        }
    }
    ids
}

#[test]
fn every_word_the_scripts_ask_for_is_in_english_and_none_is_unused() {
    let (_, files) = CATALOGUES.iter().find(|(l, _)| *l == Lang::En).unwrap();
    let text = files.iter().find(|(n, _)| *n == "script.ftl").unwrap().1;
    let catalogue: BTreeSet<String> = shapes(Lang::En, "script.ftl", text).into_keys().collect();
    let used = asked_by_scripts();
    assert!(used.len() > 50, "the scripts ask for {} words", used.len());
    let missing: Vec<_> = used.difference(&catalogue).collect();
    let unused: Vec<_> = catalogue.difference(&used).collect();
    assert!(
        missing.is_empty(),
        "asked for by a script and missing: {missing:?}"
    );
    assert!(
        unused.is_empty(),
        "in script.ftl and asked for by no script: {unused:?}"
    );
}

#[test]
fn the_scripts_words_are_carried_with_their_placeables_and_plural_forms() {
    for lang in Lang::ALL {
        let words: serde_json::Value = serde_json::from_str(lang.script_words(true)).unwrap();
        let words = words.as_object().unwrap();
        assert!(words.len() > 50, "{}: {} words", lang.code(), words.len());
        for (id, w) in words {
            match w {
                // A counting message: its other form keeps its `{n}`.
                serde_json::Value::Object(forms) => {
                    let other = forms["other"].as_str().unwrap();
                    assert!(other.contains("{n}"), "{}/{id}: {other}", lang.code());
                    assert!(forms.contains_key("one"), "{}/{id}", lang.code());
                }
                serde_json::Value::String(t) => {
                    assert!(!t.contains('<'), "{}/{id}: {t}", lang.code());
                    assert!(!t.starts_with(&id[..]), "{}/{id} is missing", lang.code());
                }
                other => panic!("{}/{id}: {other}", lang.code()),
            }
        }
    }
    // The page carries them in a script element: nothing in them closes it.
    assert!(!Lang::De.script_words(true).contains("</"));
    // Pages other than the map do not carry the order panel's words.
    assert!(!Lang::It.script_words(false).contains("js-map-"));
    assert!(Lang::It.script_words(false).contains("js-live-"));
    // A counting message is made with 1 and 7 and the digit put back as
    // `{n}`: so it holds no digit of its own.
    for (lang, files) in CATALOGUES.iter() {
        let text = files.iter().find(|(n, _)| *n == "script.ftl").unwrap().1;
        let mut message = String::new();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            if !line.starts_with(' ') && line.contains('=') {
                message = line.to_string();
            } else {
                message.push_str(line);
            }
            if message.contains("$n") {
                let digits = message.replace("$n", "");
                assert!(
                    !digits.chars().any(|c| c.is_ascii_digit()),
                    "{}/script.ftl: a counting message with a digit: {message}",
                    lang.code()
                );
            }
        }
    }
}

#[test]
fn a_message_is_said_in_each_language_with_its_arguments_and_plurals() {
    let said = |n: i64| {
        Said::new(
            "move-too-far",
            vec![
                ("from", "F3".into()),
                ("to", "F9".into()),
                ("n", 4_i64.into()),
                ("range", n.into()),
            ],
        )
    };
    for lang in Lang::ALL {
        let one = said(1).said_in(lang);
        let two = said(2).said_in(lang);
        assert!(one.contains("F3") && one.contains("F9"), "{lang:?}: {one}");
        assert_ne!(one, two, "{lang:?}: the plural form follows the range");
        if lang != Lang::En {
            assert_ne!(one, said(1).english(), "{lang:?} says it in its own words");
        }
    }
    // A message another carries is said in the same language.
    let within = Said::new("commit-in-move", vec![("n", 3_i64.into())]);
    assert_ne!(within.said_in(Lang::De), within.english());
}

#[test]
fn accept_language_chooses_by_weight_and_falls_back_to_english() {
    assert_eq!(Lang::negotiate("de-CH, de;q=0.9, en;q=0.8"), Lang::De);
    assert_eq!(Lang::negotiate("pl, it;q=0.5, fr;q=0.7"), Lang::Fr);
    assert_eq!(Lang::negotiate("pl, ru"), Lang::En);
    assert_eq!(Lang::negotiate("fr;q=0, it"), Lang::It);
    assert_eq!(Lang::negotiate(""), Lang::En);
    assert_eq!(Lang::negotiate("*"), Lang::En);
    assert_eq!(Lang::of("IT-ch"), Some(Lang::It));
    assert_eq!(Lang::of("xx"), None);
}

// ----- who reads which language, over HTTP -----

use crate::api::{battalion, players};
use crate::helpers::{extract_csrf, TestApp};
use serde_json::json;

crate::both_backends!(the_api_says_a_refusal_in_the_accept_language_and_keeps_its_ids);
crate::both_backends!(a_member_chooses_a_language_on_the_sign_in_page_and_the_account_page);
crate::both_backends!(a_refused_form_is_said_in_the_members_language);
crate::both_backends!(an_error_and_a_flash_are_said_in_the_readers_language);

/// An order breaking three rules (R6.4-R6.6), as `problems` has it.
async fn three_rule_order(app: &TestApp) -> (crate::api::Players, serde_json::Value) {
    let p = players(app).await;
    let id = p.id;
    let (_, b_units) = battalion(app, &p, "1/501st", "us", "abc@example.com", "F13").await;
    let (x, _) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (_, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/support"),
            json!({"side": "allies", "class": "artillery", "name": "105mm", "location": "F13"}),
        )
        .await;
    let guns = r["unit"].as_u64().expect("the guns' id");
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    let mut units: Vec<u64> = b_units[..4].to_vec();
    units.push(guns);
    (p, json!({"units": units, "to": "F14", "target": x}))
}

async fn the_api_says_a_refusal_in_the_accept_language_and_keeps_its_ids(app: &TestApp) {
    let (p, body) = three_rule_order(app).await;
    let path = app.url(&format!("/api/v1/campaigns/{}/orders", p.id));
    let ask = |lang: Option<&'static str>| {
        let mut r = reqwest::Client::new()
            .post(&path)
            .bearer_auth(&p.allied_hc)
            .json(&body);
        if let Some(l) = lang {
            r = r.header("Accept-Language", l);
        }
        async move {
            let r = r.send().await.expect("order");
            let said = r
                .headers()
                .get("content-language")
                .map(|v| v.to_str().unwrap().to_string());
            (
                r.status().as_u16(),
                said,
                r.json::<serde_json::Value>().await.unwrap(),
            )
        }
    };
    let (s, said, en) = ask(None).await;
    assert_eq!((s, said.as_deref()), (422, Some("en")), "{en}");
    let (s, said, de) = ask(Some("de-DE, de;q=0.9, en;q=0.5")).await;
    assert_eq!((s, said.as_deref()), (422, Some("de")), "{de}");
    let (_, said, it) = ask(Some("pl, it;q=0.8")).await;
    assert_eq!(said.as_deref(), Some("it"));
    let (en, de, it) = (&en["error"], &de["error"], &it["error"]);
    // The rules, ids and arguments are the same; the words are the
    // reader's (R6.4-R6.6 in three languages).
    assert_eq!(en["rule"], de["rule"]);
    let ids = |e: &serde_json::Value| -> Vec<(String, String, String)> {
        e["problems"]
            .as_array()
            .expect("problems")
            .iter()
            .map(|p| {
                (
                    p["rule"].to_string(),
                    p["id"].to_string(),
                    p["args"].to_string(),
                )
            })
            .collect()
    };
    assert_eq!(ids(en), ids(de));
    assert_eq!(ids(en), ids(it));
    assert!(ids(en).len() >= 3, "{en}");
    let one_battalion = |e: &serde_json::Value| -> String {
        e["problems"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == "move-one-battalion")
            .expect("R6.5's problem")["message"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(one_battalion(en).contains("battalion"), "{en}");
    assert!(one_battalion(de).contains("Bataillon"), "{de}");
    assert!(one_battalion(it).contains("battaglion"), "{it}");
    assert_ne!(en["message"], de["message"]);
    // An account's choice is its pages', not its programs': a bearer
    // client without the header is answered in English.
    let (_, said, _) = ask(None).await;
    assert_eq!(said.as_deref(), Some("en"));
}

/// `path` read by `client` with `Accept-Language: lang`: the answer's
/// `Content-Language` and its body.
async fn read_as(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    lang: &str,
) -> (String, String) {
    let r = client
        .get(app.url(path))
        .header("Accept-Language", lang)
        .send()
        .await
        .expect("GET");
    let said = r
        .headers()
        .get("content-language")
        .map_or(String::new(), |v| v.to_str().unwrap().to_string());
    (said, r.text().await.expect("body"))
}

/// Posts the language picker's form of the sign-in page.
async fn pick(app: &TestApp, client: &reqwest::Client, lang: &str, csrf: &str) -> u16 {
    client
        .post(app.url("/language"))
        .form(&[("language", lang), ("csrf_token", csrf)])
        .send()
        .await
        .expect("POST /language")
        .status()
        .as_u16()
}

async fn a_member_chooses_a_language_on_the_sign_in_page_and_the_account_page(app: &TestApp) {
    app.create_user("polyglot@example.com", "polyglot-pass-1", false);
    // A browser asking for French reads the sign-in page in French.
    let c = app.client();
    let (said, page) = read_as(app, &c, "/login", "fr-FR,fr;q=0.9").await;
    assert_eq!(said, "fr");
    assert!(page.contains(r#"<html lang="fr">"#), "French by the header");
    assert!(page.contains("Mot de passe"), "{page}");
    // The picker chooses German for this browser, whatever it asks for.
    let csrf = extract_csrf(&page).expect("a form token");
    assert_eq!(pick(app, &c, "de", &csrf).await, 303);
    let (said, page) = read_as(app, &c, "/login", "fr").await;
    assert_eq!(said, "de");
    assert!(page.contains(r#"<html lang="de">"#), "German by the picker");
    assert!(page.contains("Passwort vergessen?"), "{page}");
    assert!(page.contains("Bocage spricht jetzt Deutsch"), "said once");
    // A language Bocage does not speak is refused and changes nothing.
    assert_eq!(pick(app, &c, "xx", &csrf).await, 400);
    // Signed in, the account keeps its own choice, which every browser the
    // member signs in with follows.
    let r = app
        .login(&c, "polyglot@example.com", "polyglot-pass-1")
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let r = app
        .post_form(&c, "/account/language", &[("language", "it")])
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let (_, page) = app.get_text(&c, "/account").await;
    assert!(page.contains(r#"<html lang="it">"#));
    assert!(page.contains("Il tuo account"), "{page}");
    assert!(page.contains(r#"<option value="it" lang="it" selected>"#));
    let other = app.client();
    let (_, page) = read_as(app, &other, "/login", "de").await;
    assert!(page.contains(r#"<html lang="de">"#));
    let r = app
        .login(&other, "polyglot@example.com", "polyglot-pass-1")
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let (said, page) = read_as(app, &other, "/campaigns", "de").await;
    assert_eq!(said, "it");
    assert!(page.contains(r#"<html lang="it">"#), "the account's choice");
    assert!(page.contains("Le mie campagne"));
    // "As my browser asks" gives the header its say again.
    app.post_form(&other, "/account/language", &[("language", "")])
        .await;
    let (said, page) = read_as(app, &other, "/campaigns", "de").await;
    assert_eq!(said, "de", "the header once more");
    assert!(page.contains("Meine Kampagnen"));
}

async fn a_refused_form_is_said_in_the_members_language(app: &TestApp) {
    let (p, body) = three_rule_order(app).await;
    app.set_password("ahc@example.com", "hc-password-1");
    let c = app.signed_in("ahc@example.com", "hc-password-1").await;
    app.post_form(&c, "/account/language", &[("language", "de")])
        .await;
    let mut fields: Vec<(&str, String)> = body["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| ("units", u.to_string()))
        .collect();
    fields.push(("to", format!("F14@{}", body["target"])));
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let page = app
        .post_form(&c, &format!("/campaigns/{}/orders", p.id), &fields)
        .await;
    assert_eq!(page.status().as_u16(), 422);
    let html = page.text().await.unwrap();
    assert!(html.contains(r#"<html lang="de">"#));
    let at = html
        .find("class=\"flash error refusal\"")
        .expect("the refusal at the form");
    let note = &html[at..at + html[at..].find("</div>").expect("a list")];
    assert!(note.contains("Nicht ausgeführt:"), "{note}");
    assert!(note.contains("Bataillon"), "R6.5 in German: {note}");
    assert!(!note.contains("battalion only"), "no English left: {note}");
    for rule in ["R6.6", "R6.5", "R6.4"] {
        assert!(note.contains(rule), "{rule} still named: {note}");
    }
    // The same member reading in English sees English on the same page
    // (the page's kept copy is the reader's language's).
    app.post_form(&c, "/account/language", &[("language", "en")])
        .await;
    let (_, overview) = app.get_text(&c, &format!("/campaigns/{}", p.id)).await;
    assert!(overview.contains(r#"<html lang="en">"#));
    app.post_form(&c, "/account/language", &[("language", "fr")])
        .await;
    let (_, overview) = app.get_text(&c, &format!("/campaigns/{}", p.id)).await;
    assert!(
        overview.contains(r#"<html lang="fr">"#),
        "not the kept English page"
    );
    assert!(overview.contains(">Carte</a>"), "the menu in French");
}

crate::both_backends!(the_history_is_read_in_each_readers_language_and_keeps_its_secrets);

/// The history's summaries as the bearer of `token` reads them in `lang`.
pub(crate) async fn summaries(
    app: &TestApp,
    token: &str,
    id: i64,
    lang: &str,
) -> Vec<(String, String)> {
    let r = reqwest::Client::new()
        .get(app.url(&format!("/api/v1/campaigns/{id}/history")))
        .bearer_auth(token)
        .header("Accept-Language", lang)
        .send()
        .await
        .expect("history");
    let v: serde_json::Value = r.json().await.unwrap();
    v["events"]
        .as_array()
        .unwrap_or_else(|| panic!("{v}"))
        .iter()
        .map(|e| {
            (
                e["kind"].as_str().unwrap().to_string(),
                e["summary"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

async fn the_history_is_read_in_each_readers_language_and_keeps_its_secrets(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, units) = battalion(app, &p, "1/501st", "us", "abc@example.com", "F13").await;
    battalion(app, &p, "I./916", "heer", "xbc@example.com", "F20").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [units[0]], "to": "F14"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let find = |all: &[(String, String)], kind: &str| -> String {
        all.iter()
            .find(|(k, _)| k == kind)
            .unwrap_or_else(|| panic!("{kind} in {all:?}"))
            .1
            .clone()
    };
    let ours_en = summaries(app, &p.allied_hc, id, "en").await;
    let ours_de = summaries(app, &p.allied_hc, id, "de").await;
    let theirs_it = summaries(app, &p.axis_hc, id, "it").await;
    let theirs_en = summaries(app, &p.axis_hc, id, "en").await;
    // The start, the draft and the commit are said in each language.
    let started = find(&ours_en, "campaign_started");
    assert_eq!(
        started,
        "The campaign has started: round 1, Allied turn, combat move"
    );
    assert_ne!(find(&ours_de, "campaign_started"), started);
    let committed_en = find(&ours_en, "orders_committed");
    let committed_de = find(&ours_de, "orders_committed");
    assert!(
        committed_en.starts_with("Allied orders committed:"),
        "{committed_en}"
    );
    assert!(!committed_de.contains("orders committed"), "{committed_de}");
    assert!(
        committed_de.contains("F14"),
        "places are data: {committed_de}"
    );
    // The side reads its unit's name in German; the enemy, in Italian, the
    // public words only: the unit's name never reaches them in any
    // language (R12.1), nor the draft.
    let name = committed_en
        .split(": ")
        .nth(1)
        .and_then(|m| m.split(" -> ").next())
        .expect("the unit's name")
        .to_string();
    assert!(committed_de.contains(&name), "{committed_de}");
    let public_it = find(&theirs_it, "orders_committed");
    assert!(!public_it.contains(&name), "{public_it}");
    assert_ne!(public_it, find(&theirs_en, "orders_committed"));
    assert!(
        theirs_it
            .iter()
            .all(|(k, t)| k != "draft" && !t.contains(&name)),
        "{theirs_it:?}"
    );
    assert_ne!(find(&ours_de, "draft"), find(&ours_en, "draft"));
    // An entry kept from before (English only) reads as it was written.
    {
        use bocage::store::schema::events;
        use diesel::prelude::*;
        let mut c = app.pool.get().unwrap();
        diesel::update(events::table.filter(events::kind.eq("campaign_started")))
            .set(events::said.eq(None::<String>))
            .execute(&mut c)
            .unwrap();
    }
    let old = summaries(app, &p.allied_hc, id, "de").await;
    assert_eq!(find(&old, "campaign_started"), started);
    // The history page reads the same, in the member's language.
    app.set_password("ahc@example.com", "hc-password-1");
    let c = app.signed_in("ahc@example.com", "hc-password-1").await;
    app.post_form(&c, "/account/language", &[("language", "de")])
        .await;
    let (_, page) = app.get_text(&c, &format!("/campaigns/{id}/history")).await;
    let esc = |s: &str| s.replace('>', "&#62;").replace('\'', "&#39;");
    assert!(
        page.contains(&esc(&committed_de)) || page.contains(&committed_de),
        "{committed_de} on the page"
    );
    assert!(!page.contains("orders committed"));
}

crate::both_backends!(each_member_gets_mail_in_their_language);

/// The outbox's (subject, text body) of `email`'s mail of `category`.
fn mail_of(app: &TestApp, email: &str, category: &str) -> (String, String) {
    use bocage::store::schema::outbox;
    use diesel::prelude::*;
    let mut c = app.pool.get().unwrap();
    outbox::table
        .filter(outbox::to_email.eq(email))
        .filter(outbox::category.eq(category))
        .select((outbox::subject, outbox::body_text))
        .first::<(String, String)>(&mut c)
        .unwrap_or_else(|e| panic!("{category} mail to {email}: {e}"))
}

async fn each_member_gets_mail_in_their_language(app: &TestApp) {
    use bocage::rules::say::{Lang, Said};
    use bocage::rules::{told, Phase, Side};
    let p = players(app).await;
    let id = p.id;
    battalion(app, &p, "1/501st", "us", "abc@example.com", "F13").await;
    battalion(app, &p, "I./916", "heer", "xbc@example.com", "F20").await;
    {
        let mut c = app.pool.get().unwrap();
        let u = bocage::store::accounts::find_by_email(&mut c, "abc@example.com")
            .unwrap()
            .unwrap();
        bocage::store::accounts::set_language(&mut c, u.id, "it").unwrap();
    }
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    // The phase opens for the Allied players: the BC reads Italian, the HC
    // (no choice made) English.
    let title = |lang: Lang| {
        Said::new(
            "mail-phase-open",
            vec![
                ("round", 1_i64.into()),
                ("side", told::side(Side::Allies).into()),
                ("phase", told::phase(Phase::CombatMove).into()),
            ],
        )
        .said_in(lang)
    };
    let (subject, body) = mail_of(app, "abc@example.com", "phase");
    assert!(subject.ends_with(&title(Lang::It)), "{subject}");
    assert!(
        body.starts_with(&Lang::It.t1("mail-hello", "name", "abc")),
        "{body}"
    );
    assert!(body.contains(&Lang::It.t("mail-do-combat-bc")), "{body}");
    assert!(!body.contains("Draft your combat moves"), "{body}");
    let (subject, body) = mail_of(app, "ahc@example.com", "phase");
    assert!(
        subject.ends_with("Round 1 Allied Combat move is open"),
        "{subject}"
    );
    assert!(body.starts_with("Hello ahc,"), "{body}");
    assert_ne!(title(Lang::It), title(Lang::En));
}

#[test]
fn a_live_sessions_length_is_said_in_each_language() {
    use bocage::rules::sessions::length_said;
    let said = |m: u32, l: Lang| length_said(m).said_in(l);
    assert_eq!(said(90, Lang::En), "1 hour 30 minutes");
    assert_eq!(said(180, Lang::En), "3 hours");
    assert_eq!(said(30, Lang::En), "30 minutes");
    assert_eq!(said(90, Lang::De), "1 Stunde 30 Minuten");
    assert_eq!(said(60, Lang::It), "1 ora");
    assert_eq!(said(120, Lang::Fr), "2 heures");
}

/// Every error a handler or a rule writes as a literal English sentence
/// (`AppError::Forbidden("...")`, `forbidden("...")`, a flash) is in
/// `errors.ftl`: a German reader reads it in German, with a placeable's
/// value taken from the text.
#[test]
fn every_error_written_in_english_is_said_in_each_language() {
    let literal = Regex::new(
        r#"(?:AppError::(?:BadRequest|Forbidden|Invalid|Conflict|Missing|TooManyRequests|TooLarge|Unavailable)|forbidden|not_found)\(\s*"([^"\\{]+)"(?:\.into\(\)|\.to_string\(\)|\))"#,
    )
    .unwrap();
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut untold = Vec::new();
    let mut checked = 0;
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for c in literal.captures_iter(&text) {
            let english = &c[1];
            // A sentence, not a test's stand-in word.
            if !english.contains(' ') {
                continue;
            }
            checked += 1;
            for lang in [Lang::De, Lang::Fr, Lang::It] {
                if lang.from_english(english) == english {
                    untold.push(format!("{} in {}: {english}", lang.code(), f.display()));
                }
            }
        }
    }
    assert!(checked > 60, "only {checked} errors found");
    assert!(untold.is_empty(), "still English: {untold:#?}");
    // A pattern takes its placeables from the text; a text no message says
    // is given as it is; English is the text itself.
    let said = Lang::De.from_english("There is no webhook 7 in this campaign.");
    assert!(said.contains('7') && !said.contains("There is"), "{said}");
    assert_eq!(
        Lang::De.from_english("Nobody wrote this."),
        "Nobody wrote this."
    );
    assert_eq!(
        Lang::En.from_english("There is no webhook 7 in this campaign."),
        "There is no webhook 7 in this campaign."
    );
}

/// An error a handler writes in English (the GM's alone) reaches a German
/// API client in German, its status and code unchanged; a flash after a
/// form, in the member's language (#44).
async fn an_error_and_a_flash_are_said_in_the_readers_language(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let r = app
        .client()
        .put(app.url(&format!("/api/v1/campaigns/{id}/language")))
        .bearer_auth(&p.allied_hc)
        .header("Accept-Language", "de")
        .json(&json!({"language": "fr"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let body: serde_json::Value = r.json().await.unwrap();
    let message = body["error"]["message"].as_str().unwrap();
    let english = "Only the GM chooses the campaign's language.";
    assert_eq!(message, Lang::De.from_english(english));
    assert_ne!(message, english);
    assert!(message.contains("Spielleiter"), "{message}");
    // The GM chooses French on the page, reading Italian: the flash is
    // Italian, naming the language in itself.
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let page = gm
        .get(app.url(&format!("/campaigns/{id}/webhooks")))
        .header("Accept-Language", "it")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let csrf = extract_csrf(&page).expect("the page has a form");
    let r = gm
        .post(app.url(&format!("/campaigns/{id}/language")))
        .header("Accept-Language", "it")
        .form(&[("csrf_token", csrf.as_str()), ("language", "fr")])
        .send()
        .await
        .unwrap();
    assert!(
        r.status().is_redirection() || r.status().is_success(),
        "{}",
        r.status()
    );
    let page = gm
        .get(app.url(&format!("/campaigns/{id}/webhooks")))
        .header("Accept-Language", "it")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let flash = Lang::It.t1("campaign-language-saved", "language", "Français");
    assert!(page.contains(&flash), "{page}");
    let (_, hooks) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/webhooks"))
        .await;
    assert_eq!(hooks["language"], "fr");
}

#[test]
fn the_odds_the_rules_write_are_said_in_each_language() {
    assert_eq!(
        Lang::De.from_english("7 vs 2: 3.5:1, Attack (provisional: defenders not chosen)"),
        "7 gegen 2: 3.5:1, Attack (vorläufig: Verteidiger nicht gewählt)"
    );
    assert_eq!(
        Lang::It.from_english("5 vs 6: 1:1.2, Meeting Engagement"),
        "5 contro 6: 1:1.2, Meeting Engagement"
    );
    assert_eq!(
        Lang::Fr.from_english("Probe (provisional)"),
        "Probe (provisoire)"
    );
}

/// The rules page in each language (#44): the translation of
/// `docs/RULES.md` with every rule's anchor a refusal links to.
#[actix_web::test]
async fn the_rules_read_in_each_language_with_every_rules_anchor() {
    let app = TestApp::spawn(crate::helpers::Backend::Sqlite).await;
    let client = app.client();
    let anchor = Regex::new(r#"<li id="(R[0-9.]+)">"#).unwrap();
    let mut english = BTreeSet::new();
    for lang in ["en", "de", "fr", "it"] {
        let (said, page) = read_as(&app, &client, "/rules", lang).await;
        assert_eq!(said, lang);
        let ids: BTreeSet<String> = anchor
            .captures_iter(&page)
            .map(|c| c[1].to_string())
            .collect();
        assert!(ids.contains("R6.4") && ids.len() > 40, "{lang}: {ids:?}");
        if lang == "en" {
            english = ids;
        } else {
            assert_eq!(ids, english, "{lang}: the rules' anchors");
            assert!(
                !page.contains("The rules Bocage enforces"),
                "{lang} reads English"
            );
        }
    }
}
