//! A refusal's words as a message id and its arguments (Project Fluent), so
//! that a reader can be told them in their own language (#44) while the rule
//! keeps deciding in plain data. English is the catalogue a message is
//! rendered in when it is made (`locales/en/refusals.ftl`, compiled in: no
//! I/O here); the id and the arguments travel with it to the API.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The English catalogue of refusals, as compiled in.
pub const ENGLISH: &str = include_str!("../../locales/en/refusals.ftl");

/// One argument of a message: a number (Fluent picks the plural form by it),
/// a text (a place, a unit, a name, shown as it is), or another message
/// (said in the same language, e.g. what holds a phase up).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum Arg {
    Number(i64),
    Text(String),
    #[schema(no_recursion)]
    Said(Box<Said>),
}

impl From<Said> for Arg {
    fn from(s: Said) -> Self {
        Arg::Said(Box::new(s))
    }
}

impl From<&Said> for Arg {
    fn from(s: &Said) -> Self {
        Arg::Said(Box::new(s.clone()))
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i32, i64);

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}

/// A message id and its arguments: what a refusal says, before it is said
/// in a language.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Said {
    /// The message's id in `locales/<lang>/refusals.ftl`.
    pub id: String,
    /// The message's arguments by name: numbers (which choose plural forms)
    /// and texts (places, units, names).
    #[serde(default)]
    pub args: BTreeMap<String, Arg>,
}

impl Said {
    pub fn new(id: &str, args: Vec<(&str, Arg)>) -> Self {
        Said {
            id: id.to_string(),
            args: args.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
        }
    }

    /// The message in English.
    pub fn english(&self) -> String {
        render(english(), self)
    }
}

/// Builds a [`Said`]: `say!("move-too-far", from = f, to = zone, n = 3)`.
#[macro_export]
macro_rules! say {
    ($id:literal $(, $name:ident = $val:expr)* $(,)?) => {
        $crate::rules::say::Said::new(
            $id,
            vec![$((stringify!($name), $crate::rules::say::Arg::from($val))),*],
        )
    };
}
type Bundle = FluentBundle<FluentResource>;

/// A bundle of one language's catalogue. Placeables are not wrapped in
/// direction marks: places and names are Latin-script text.
pub fn bundle(lang: &str, source: &str) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut b = FluentBundle::new_concurrent(vec![id]);
    b.set_use_isolating(false);
    // A catalogue that does not parse keeps what did (the catalogue test
    // fails on it); a message given twice keeps its last (so does that test).
    let res = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, _)| res);
    b.add_resource_overriding(res);
    b
}

fn english() -> &'static Bundle {
    static EN: OnceLock<Bundle> = OnceLock::new();
    EN.get_or_init(|| bundle("en", ENGLISH))
}

/// `said` in `bundle`'s language; the id itself when the catalogue lacks it
/// (a test fails on every id the code uses and the catalogue lacks).
pub fn render(bundle: &Bundle, said: &Said) -> String {
    let Some(pattern) = bundle.get_message(&said.id).and_then(|m| m.value()) else {
        return said.id.clone();
    };
    let mut args = FluentArgs::new();
    for (k, v) in &said.args {
        match v {
            Arg::Number(n) => args.set(k.as_str(), FluentValue::from(*n)),
            Arg::Text(t) => args.set(k.as_str(), FluentValue::from(t.as_str())),
            Arg::Said(inner) => args.set(k.as_str(), FluentValue::from(render(bundle, inner))),
        }
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned()
}
