//! A refusal's words as a message id and its arguments (Project Fluent), so
//! that a reader is told them in their own language (#44) while the rule
//! keeps deciding in plain data. Each language's catalogue is compiled in
//! (`locales/<lang>/*.ftl`: no I/O here); English is the one a message is
//! rendered in when it is made, and the one a missing message falls back
//! to. The id and the arguments travel with a message to the API.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The English catalogue of refusals, as compiled in.
pub const ENGLISH: &str = include_str!("../../locales/en/refusals.ftl");

/// The English catalogue of history entries (their words, #44).
pub const ENGLISH_HISTORY: &str = include_str!("../../locales/en/history.ftl");

/// The English catalogue of mail (#44).
pub const ENGLISH_MAIL: &str = include_str!("../../locales/en/mail.ftl");

/// The languages Bocage speaks (#44). English is the default and the
/// fallback.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    It,
}

/// Each language's catalogues, in the order they are read: (file, text).
/// A new language adds a row here and a folder under `locales/`.
pub const CATALOGUES: [(Lang, &[(&str, &str)]); 4] = [
    (
        Lang::En,
        &[
            ("refusals.ftl", ENGLISH),
            ("pages.ftl", include_str!("../../locales/en/pages.ftl")),
            ("history.ftl", ENGLISH_HISTORY),
            ("mail.ftl", ENGLISH_MAIL),
            (
                "overview.ftl",
                include_str!("../../locales/en/overview.ftl"),
            ),
            ("map.ftl", include_str!("../../locales/en/map.ftl")),
            ("sheet.ftl", include_str!("../../locales/en/sheet.ftl")),
            ("more.ftl", include_str!("../../locales/en/more.ftl")),
            ("script.ftl", include_str!("../../locales/en/script.ftl")),
            ("picture.ftl", include_str!("../../locales/en/picture.ftl")),
            ("words.ftl", include_str!("../../locales/en/words.ftl")),
            ("errors.ftl", include_str!("../../locales/en/errors.ftl")),
        ],
    ),
    (
        Lang::De,
        &[
            (
                "refusals.ftl",
                include_str!("../../locales/de/refusals.ftl"),
            ),
            ("pages.ftl", include_str!("../../locales/de/pages.ftl")),
            ("history.ftl", include_str!("../../locales/de/history.ftl")),
            ("mail.ftl", include_str!("../../locales/de/mail.ftl")),
            (
                "overview.ftl",
                include_str!("../../locales/de/overview.ftl"),
            ),
            ("map.ftl", include_str!("../../locales/de/map.ftl")),
            ("sheet.ftl", include_str!("../../locales/de/sheet.ftl")),
            ("more.ftl", include_str!("../../locales/de/more.ftl")),
            ("script.ftl", include_str!("../../locales/de/script.ftl")),
            ("picture.ftl", include_str!("../../locales/de/picture.ftl")),
            ("words.ftl", include_str!("../../locales/de/words.ftl")),
            ("errors.ftl", include_str!("../../locales/de/errors.ftl")),
        ],
    ),
    (
        Lang::Fr,
        &[
            (
                "refusals.ftl",
                include_str!("../../locales/fr/refusals.ftl"),
            ),
            ("pages.ftl", include_str!("../../locales/fr/pages.ftl")),
            ("history.ftl", include_str!("../../locales/fr/history.ftl")),
            ("mail.ftl", include_str!("../../locales/fr/mail.ftl")),
            (
                "overview.ftl",
                include_str!("../../locales/fr/overview.ftl"),
            ),
            ("map.ftl", include_str!("../../locales/fr/map.ftl")),
            ("sheet.ftl", include_str!("../../locales/fr/sheet.ftl")),
            ("more.ftl", include_str!("../../locales/fr/more.ftl")),
            ("script.ftl", include_str!("../../locales/fr/script.ftl")),
            ("picture.ftl", include_str!("../../locales/fr/picture.ftl")),
            ("words.ftl", include_str!("../../locales/fr/words.ftl")),
            ("errors.ftl", include_str!("../../locales/fr/errors.ftl")),
        ],
    ),
    (
        Lang::It,
        &[
            (
                "refusals.ftl",
                include_str!("../../locales/it/refusals.ftl"),
            ),
            ("pages.ftl", include_str!("../../locales/it/pages.ftl")),
            ("history.ftl", include_str!("../../locales/it/history.ftl")),
            ("mail.ftl", include_str!("../../locales/it/mail.ftl")),
            (
                "overview.ftl",
                include_str!("../../locales/it/overview.ftl"),
            ),
            ("map.ftl", include_str!("../../locales/it/map.ftl")),
            ("sheet.ftl", include_str!("../../locales/it/sheet.ftl")),
            ("more.ftl", include_str!("../../locales/it/more.ftl")),
            ("script.ftl", include_str!("../../locales/it/script.ftl")),
            ("picture.ftl", include_str!("../../locales/it/picture.ftl")),
            ("words.ftl", include_str!("../../locales/it/words.ftl")),
            ("errors.ftl", include_str!("../../locales/it/errors.ftl")),
        ],
    ),
];

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Fr, Lang::It];

    /// The BCP 47 tag (`lang` on pages, `Content-Language`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::It => "it",
        }
    }

    /// The language's name in itself (the picker lists these).
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::It => "Italiano",
        }
    }

    /// The locale dates are written in (names of days and months).
    pub fn locale(self) -> chrono::Locale {
        match self {
            Lang::En => chrono::Locale::en_GB,
            Lang::De => chrono::Locale::de_DE,
            Lang::Fr => chrono::Locale::fr_FR,
            Lang::It => chrono::Locale::it_IT,
        }
    }

    /// The language of a tag (`de`, `de-CH`, `FR`), if Bocage speaks it.
    pub fn of(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of an `Accept-Language` header Bocage speaks,
    /// by the header's weights (RFC 9110); English when none.
    pub fn negotiate(accept_language: &str) -> Lang {
        let mut offered: Vec<(u16, usize, Lang)> = accept_language
            .split(',')
            .enumerate()
            .filter_map(|(i, item)| {
                let mut parts = item.split(';');
                let lang = Lang::of(parts.next()?)?;
                let weight = parts
                    .filter_map(|p| p.trim().strip_prefix("q="))
                    .filter_map(|q| q.trim().parse::<f32>().ok())
                    .next()
                    .unwrap_or(1.0);
                let weight = (weight.clamp(0.0, 1.0) * 1000.0) as u16;
                (weight > 0).then_some((weight, i, lang))
            })
            .collect();
        offered.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        offered.first().map_or(Lang::En, |o| o.2)
    }

    /// This language's catalogue (every file of it in one bundle).
    pub fn bundle(self) -> &'static Bundle {
        static EN: OnceLock<Bundle> = OnceLock::new();
        static DE: OnceLock<Bundle> = OnceLock::new();
        static FR: OnceLock<Bundle> = OnceLock::new();
        static IT: OnceLock<Bundle> = OnceLock::new();
        let cell = match self {
            Lang::En => &EN,
            Lang::De => &DE,
            Lang::Fr => &FR,
            Lang::It => &IT,
        };
        cell.get_or_init(|| {
            let text: String = CATALOGUES
                .iter()
                .filter(|(l, _)| *l == self)
                .flat_map(|(_, files)| files.iter())
                .map(|(_, t)| format!("{t}\n"))
                .collect();
            bundle(self.code(), &text)
        })
    }

    /// Message `id` of this language with `args` (English where this
    /// language lacks it; the id itself where English does too).
    pub fn say(self, said: &Said) -> String {
        let own = self.bundle();
        if own.has_message(&said.id) {
            render_in(own, self, said)
        } else {
            render_in(Lang::En.bundle(), self, said)
        }
    }

    /// A message without arguments.
    pub fn t(self, id: &str) -> String {
        self.say(&Said::new(id, vec![]))
    }

    /// A message with one text argument (templates call this).
    pub fn t1(self, id: &str, name: &str, value: impl ToString) -> String {
        self.say(&Said::new(id, vec![(name, Arg::Text(value.to_string()))]))
    }

    /// A message with one number argument (plural forms choose by it).
    pub fn n1(self, id: &str, name: &str, n: impl Count) -> String {
        self.say(&Said::new(id, vec![(name, Arg::Number(n.count()))]))
    }

    /// A message with two text arguments.
    pub fn t2(self, id: &str, a: &str, va: impl ToString, b: &str, vb: impl ToString) -> String {
        self.say(&Said::new(
            id,
            vec![
                (a, Arg::Text(va.to_string())),
                (b, Arg::Text(vb.to_string())),
            ],
        ))
    }

    /// A message with a number (`n`, choosing the plural form) and a text.
    pub fn n2(self, id: &str, n: impl Count, b: &str, vb: impl ToString) -> String {
        self.say(&Said::new(
            id,
            vec![
                ("n", Arg::Number(n.count())),
                (b, Arg::Text(vb.to_string())),
            ],
        ))
    }
}

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
    /// Several messages said one after another, `sep` between them (a
    /// history entry's list of moves, "3 companies, 1 platoon").
    List(Listed),
}

/// Messages said in a row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Listed {
    #[schema(no_recursion)]
    pub items: Vec<Said>,
    pub sep: String,
}

impl Arg {
    /// The argument as a reader of `lang` reads it.
    pub fn said_in(&self, lang: Lang) -> String {
        match self {
            Arg::Number(n) => n.to_string(),
            Arg::Text(t) => t.clone(),
            Arg::Said(s) => lang.say(s),
            Arg::List(l) => {
                let said: Vec<String> = l.items.iter().map(|s| lang.say(s)).collect();
                said.join(&l.sep)
            }
        }
    }

    /// `items` said in a row, `sep` between them.
    pub fn list(items: Vec<Said>, sep: &str) -> Arg {
        Arg::List(Listed {
            items,
            sep: sep.to_string(),
        })
    }
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

/// A number a template counts with, by value or by reference.
pub trait Count {
    fn count(&self) -> i64;
}

impl<T: Count> Count for &T {
    fn count(&self) -> i64 {
        (**self).count()
    }
}

macro_rules! counts {
    ($($t:ty),*) => {$(
        impl Count for $t {
            fn count(&self) -> i64 {
                i64::try_from(*self).unwrap_or(i64::MAX)
            }
        }
    )*};
}
counts!(u8, u16, u32, u64, usize, i32, i64);

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

impl From<&Arg> for Arg {
    fn from(a: &Arg) -> Self {
        a.clone()
    }
}

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
        Lang::En.say(self)
    }

    /// The message in `lang`.
    pub fn said_in(&self, lang: Lang) -> String {
        lang.say(self)
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

/// `said` in `bundle`'s language; the id itself when the catalogue lacks it
/// (a test fails on every id the code uses and the catalogue lacks).
pub fn render(bundle: &Bundle, said: &Said) -> String {
    render_in(bundle, Lang::En, said)
}

/// `said` from `bundle`, its inner messages said in `lang`.
fn render_in(bundle: &Bundle, lang: Lang, said: &Said) -> String {
    let Some(pattern) = bundle.get_message(&said.id).and_then(|m| m.value()) else {
        return said.id.clone();
    };
    let mut args = FluentArgs::new();
    for (k, v) in &said.args {
        match v {
            Arg::Number(n) => args.set(k.as_str(), FluentValue::from(*n)),
            Arg::Text(t) => args.set(k.as_str(), FluentValue::from(t.as_str())),
            other => args.set(k.as_str(), FluentValue::from(other.said_in(lang))),
        }
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned()
}
