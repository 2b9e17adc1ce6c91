//! The battle sheet's lists: its after-action reports and its files, as
//! the sheet shows them (the handlers that change them refill the sheet).

use crate::app::aars::Aar;
use crate::app::files::{self as app, FileMeta};
use crate::rules::results::ResultOption;
use crate::rules::say::Lang;
use crate::rules::{BattleId, Side};

/// A report as the sheet shows it.
pub struct AarLine {
    pub side: String,
    pub author: String,
    pub paragraphs: Vec<String>,
}

/// Plain text as paragraphs: a blank line (however the browser wrote its
/// line ends, `\r\n` from a text area) starts a new one.
pub fn paragraphs(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            if !current.is_empty() {
                out.push(current.join("\n"));
                current.clear();
            }
        } else {
            current.push(line.trim_end());
        }
    }
    if !current.is_empty() {
        out.push(current.join("\n"));
    }
    out
}

/// The reports of battle `bid`.
pub fn aar_lines(rows: &[Aar], bid: BattleId, names: &crate::rules::Names) -> Vec<AarLine> {
    rows.iter()
        .filter(|r| r.battle_id == i64::from(bid.get()))
        .map(|r| AarLine {
            side: Side::parse(&r.side).map_or_else(|| r.side.clone(), |s| s.label().into()),
            author: names.of(r.author_id),
            paragraphs: paragraphs(&r.body),
        })
        .collect()
}

/// A file as the sheet lists it.
pub struct FileLine {
    pub id: i64,
    pub name: String,
    /// Its kind's stored word ("save", "png"): the page says it (`sheet-file-kind`).
    pub kind: &'static str,
    pub size: String,
    pub uploader: String,
    pub gm_only: bool,
    pub image: bool,
    pub removable: bool,
}

/// `n` bytes for people, in `lang` ("1.5 MB", "1,5 Mo").
pub fn size_text(n: i64, lang: Lang) -> String {
    match n {
        n if n < 1024 => lang.n1("sheet-size-bytes", "n", n),
        n if n < 1024 * 1024 => lang.n1("sheet-size-kb", "n", (n + 1023) / 1024),
        n => {
            #[allow(clippy::cast_precision_loss)]
            let mb = n as f64 / (1024.0 * 1024.0);
            // One decimal as English writes it, its separator the language's.
            let text = format!("{mb:.1}");
            let (whole, tenth) = text.split_once('.').unwrap_or((text.as_str(), "0"));
            lang.t2("sheet-size-mb", "whole", whole, "tenth", tenth)
        }
    }
}

pub fn file_lines(
    files: &[FileMeta],
    names: &crate::rules::Names,
    who: &crate::rules::Actor,
) -> Vec<FileLine> {
    let lang = crate::web::http::language::reader();
    files
        .iter()
        .map(|f| {
            let kind = app::kind(f);
            FileLine {
                id: f.id,
                name: f.name.clone(),
                kind: kind.as_str(),
                size: size_text(f.size, lang),
                uploader: names.of(f.uploader_id),
                gm_only: f.gm_only,
                image: kind.is_image(),
                removable: crate::rules::files::may_remove(who, &app::facts(f)),
            }
        })
        .collect()
}

/// The unit's class beside its name (`rules::words::class_note`: nothing
/// when the name says it), in `lang`.
pub fn class_note(lang: &Lang, name: &str, class: &str) -> String {
    let note = crate::rules::words::class_note(name, class);
    if note.is_empty() {
        note
    } else if note == class {
        lang.t1("sheet-class", "class", class)
    } else {
        lang.t1("sheet-class-counts-as", "class", class)
    }
}

/// An outcome the GM may enter, with the losses it allows ("Major Victory:
/// attacker loses 0, defender 0 to 3"), in `lang`.
pub fn outcome_text(lang: &Lang, o: &ResultOption) -> String {
    let losses = |(min, max): (u32, u32)| {
        if min == max {
            min.to_string()
        } else {
            lang.t2("sheet-loss-range", "min", min, "max", max)
        }
    };
    lang.say(&crate::say!(
        "sheet-outcome-option",
        outcome = lang.t1("word-outcome", "outcome", o.outcome.as_str()),
        attacker = losses(o.attacker),
        defender = losses(o.defender)
    ))
}

#[cfg(test)]
mod tests {
    use super::{paragraphs, size_text};
    use crate::rules::say::Lang;

    #[test]
    fn a_size_reads_in_the_readers_units() {
        assert_eq!(size_text(500, Lang::En), "500 B");
        assert_eq!(size_text(1500, Lang::En), "2 KB");
        assert_eq!(size_text(1_572_864, Lang::En), "1.5 MB");
        assert_eq!(size_text(1_572_864, Lang::Fr), "1,5 Mo");
        assert_eq!(size_text(1500, Lang::De), "2 kB");
    }

    #[test]
    fn a_blank_line_starts_a_paragraph_whatever_the_line_ends() {
        assert_eq!(
            paragraphs("Held the hedge.\r\n\r\nLost the Shermans.\r\nAll three."),
            ["Held the hedge.", "Lost the Shermans.\nAll three."]
        );
        assert_eq!(paragraphs("a\n \n\n\nb\n"), ["a", "b"]);
        assert!(paragraphs(" \r\n").is_empty());
    }
}
