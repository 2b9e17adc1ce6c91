//! The words the page scripts show (`script.ftl`, #44), carried in each
//! page as JSON for `static/say.js`.

use super::say::{Arg, Lang, Said, CATALOGUES};
use std::collections::BTreeMap;
use std::sync::OnceLock;

impl Lang {
    /// The words the page scripts show (`script.ftl`), as JSON for the
    /// page to carry (`static/say.js` reads them): each message with its
    /// placeables left as `{name}`; a message counting `$n` as its `one`
    /// and `other` forms, which the script picks by `Intl.PluralRules`.
    /// The map's order panel's words (`js-map-`) only where `map` is true:
    /// the other pages do not carry them.
    pub fn script_words(self, map: bool) -> &'static str {
        static WORDS: OnceLock<BTreeMap<(Lang, bool), String>> = OnceLock::new();
        WORDS
            .get_or_init(|| {
                Lang::ALL
                    .into_iter()
                    .flat_map(|l| [(l, false), (l, true)])
                    .map(|(l, m)| ((l, m), l.script_words_made(m)))
                    .collect()
            })
            .get(&(self, map))
            .map(String::as_str)
            .unwrap_or("{}")
    }

    fn script_words_made(self, map: bool) -> String {
        let mut words = serde_json::Map::new();
        let carried = script_messages()
            .into_iter()
            .filter(|(id, _)| map || !id.starts_with("js-map-"));
        for (id, names) in carried {
            let with = |n: Option<i64>| {
                let mut args: Vec<(&str, Arg)> = names
                    .iter()
                    .filter(|x| x.as_str() != "n")
                    .map(|x| (x.as_str(), Arg::Text(format!("{{{x}}}"))))
                    .collect();
                if let Some(n) = n {
                    args.push(("n", Arg::Number(n)));
                }
                self.say(&Said::new(&id, args))
            };
            let value = if names.iter().any(|x| x == "n") {
                // Rendered with 1 and 7, the number then put back as `{n}`.
                serde_json::json!({
                    "one": with(Some(1)).replace('1', "{n}"),
                    "other": with(Some(7)).replace('7', "{n}"),
                })
            } else {
                serde_json::Value::String(with(None))
            };
            words.insert(id, value);
        }
        // A `<` never closes the page's script element early.
        serde_json::Value::Object(words)
            .to_string()
            .replace('<', "\\u003c")
    }
}

/// The ids of the English `script.ftl` and the names of each one's
/// placeables (`{ $name }`).
fn script_messages() -> Vec<(String, Vec<String>)> {
    let source = CATALOGUES[0]
        .1
        .iter()
        .find(|(f, _)| *f == "script.ftl")
        .map_or("", |(_, t)| t);
    let mut out = Vec::new();
    for line in source.lines().filter(|l| !l.trim_start().starts_with('#')) {
        let Some((id, value)) = line.split_once('=') else {
            if let (Some(last), true) = (out.last_mut(), line.starts_with(' ')) {
                placeables(line, last);
            }
            continue;
        };
        let id = id.trim();
        if id.is_empty() || line.starts_with(' ') || id.contains(' ') {
            if let Some(last) = out.last_mut() {
                placeables(line, last);
            }
            continue;
        }
        out.push((id.to_string(), Vec::new()));
        if let Some(last) = out.last_mut() {
            placeables(value, last);
        }
    }
    out
}

fn placeables(text: &str, into: &mut (String, Vec<String>)) {
    for part in text.split('$').skip(1) {
        let name: String = part
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() && !into.1.contains(&name) {
            into.1.push(name);
        }
    }
}
