//! What the code writes in English (an error's, a flash's words, the
//! odds) said again in a reader's language, gettext's way (#44): the
//! English is the key, found in `errors.ftl`; a message with placeables is
//! matched as a pattern.

use super::say::{Arg, Lang, Said, CATALOGUES};
use std::sync::OnceLock;

impl Lang {
    /// `text`, written in English by code that says things in English (an
    /// error's or a flash's words), said in this language: the message of
    /// `errors.ftl` it is the English of, its placeables' values taken from
    /// the text (gettext's way: the English is the key). A text no message
    /// says, or said in English, is given as it is.
    pub fn from_english(self, text: &str) -> String {
        if self == Lang::En || text.is_empty() {
            return text.to_string();
        }
        for (id, pieces) in english_patterns() {
            if let Some(args) = matched(pieces, text) {
                let said = Said {
                    id: id.clone(),
                    args: args.into_iter().collect(),
                };
                // Said again in English, it must be the text itself: a
                // pattern that matched loosely says nothing wrong.
                if Lang::En.say(&said) == text {
                    return self.say(&said);
                }
            }
        }
        text.to_string()
    }
}

/// One piece of an English message of `errors.ftl`: words as they are, or
/// a placeable's name.
#[derive(Debug)]
enum Piece {
    Words(String),
    Slot(String),
}

/// The English messages of `errors.ftl` as pieces, the most specific (the
/// most words) first: what `Lang::from_english` matches a text against.
fn english_patterns() -> &'static [(String, Vec<Piece>)] {
    static PATTERNS: OnceLock<Vec<(String, Vec<Piece>)>> = OnceLock::new();
    PATTERNS.get_or_init(|| {
        let source = CATALOGUES[0]
            .1
            .iter()
            .find(|(f, _)| *f == "errors.ftl")
            .map_or("", |(_, t)| t);
        let mut out: Vec<(String, Vec<Piece>)> = Vec::new();
        for line in source.lines().filter(|l| !l.trim_start().starts_with('#')) {
            let Some((id, value)) = line.split_once(" = ") else {
                continue;
            };
            if id.contains(' ') || id.is_empty() || line.starts_with(' ') {
                continue;
            }
            out.push((id.to_string(), pieces(value.trim())));
        }
        let words = |p: &[Piece]| -> usize {
            p.iter()
                .map(|x| match x {
                    Piece::Words(w) => w.len(),
                    Piece::Slot(_) => 0,
                })
                .sum()
        };
        out.sort_by_key(|(_, p)| std::cmp::Reverse(words(p)));
        out
    })
}

/// `value` cut at its placeables (`{ $name }`); a string literal
/// placeable (`{"{"}`) is words.
fn pieces(value: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut rest = value;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else {
            break;
        };
        let inner = rest[open + 1..close].trim();
        let before = &rest[..open];
        if !before.is_empty() {
            out.push(Piece::Words(before.to_string()));
        }
        if let Some(name) = inner.strip_prefix('$') {
            out.push(Piece::Slot(name.trim().to_string()));
        } else {
            out.push(Piece::Words(inner.trim_matches('"').to_string()));
        }
        rest = &rest[close + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Words(rest.to_string()));
    }
    out
}

/// The placeables' values if `text` is `pieces` said in English.
fn matched(pieces: &[Piece], text: &str) -> Option<Vec<(String, Arg)>> {
    let mut args = Vec::new();
    let mut rest = text;
    let mut open: Option<&str> = None;
    for (i, piece) in pieces.iter().enumerate() {
        match piece {
            Piece::Slot(name) => {
                if open.is_some() {
                    return None; // two placeables in a row: ambiguous
                }
                open = Some(name);
            }
            Piece::Words(w) => {
                let last = i + 1 == pieces.len();
                let at = match (open, last) {
                    (None, _) => rest.starts_with(w.as_str()).then_some(0)?,
                    (Some(_), true) => rest.strip_suffix(w.as_str()).map(str::len)?,
                    (Some(_), false) => rest.find(w.as_str())?,
                };
                if let Some(name) = open.take() {
                    let value = &rest[..at];
                    if value.is_empty() {
                        return None;
                    }
                    let arg = value
                        .parse::<i64>()
                        .map_or_else(|_| Arg::Text(value.to_string()), Arg::Number);
                    args.push((name.to_string(), arg));
                }
                rest = &rest[at + w.len()..];
            }
        }
    }
    match open {
        Some(name) if !rest.is_empty() => {
            let arg = rest
                .parse::<i64>()
                .map_or_else(|_| Arg::Text(rest.to_string()), Arg::Number);
            args.push((name.to_string(), arg));
            Some(args)
        }
        Some(_) => None,
        None => rest.is_empty().then_some(args),
    }
}
