//! Counted words, said properly (#43: "1 unit", "2 units", never
//! "unit(s)"), and the odds of an attack as players read them. Each text
//! a page shows has its message (`locales/<lang>/words.ftl`, #44); the
//! English `String` forms stay for the API, mail and tests.

use super::say::{Arg, Lang, Said};
use crate::say;

/// "1 unit", "3 units".
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", plural(n, one, many))
}

/// `one` for 1, else `many`.
pub fn plural<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// The unit's class to show beside its name, or nothing when the name says
/// it already: "Panzer IV Zug" platoon, but "Rifle Company A", never "Rifle
/// Company A company" (#43).
pub fn class_note(name: &str, class: impl std::fmt::Display) -> String {
    class_said(name, class).map_or_else(String::new, |s| s.english())
}

/// `class_note` as a message (#44): None when the name says the class;
/// the class ("platoon"), or what the unit counts as ("counts as a
/// company").
pub fn class_said(name: &str, class: impl std::fmt::Display) -> Option<Said> {
    let class = class.to_string();
    let name = name.to_lowercase();
    // What each class is called in the unit names of the game's nations.
    let words: &[&str] = match class.as_str() {
        "company" => &[
            "company",
            "kompanie",
            "compagnie",
            "troop",
            "battery",
            "squadron",
        ],
        "platoon" => &["platoon", "zug", "section"],
        _ => &[],
    };
    let other: &[&str] = match class.as_str() {
        "company" => &["platoon", "zug"],
        "platoon" => &["company", "kompanie"],
        _ => &[],
    };
    if words.iter().any(|w| name.contains(w)) {
        None
    } else if other.iter().any(|w| name.contains(w)) {
        // "Recon Platoon (reinforced)" is a company for R6.4: said so.
        Some(say!("words-counts-as", class = class))
    } else {
        Some(say!("words-class", class = class))
    }
}

/// How long something has waited, as players say it: "less than an
/// hour", "5 h", "2 days" (from 48 hours on).
pub fn waited(d: chrono::Duration) -> String {
    waited_said(d).english()
}

/// `waited` as a message (#44).
pub fn waited_said(d: chrono::Duration) -> Said {
    match d.num_hours() {
        h if h < 1 => say!("words-waited-under-hour"),
        h if h < 48 => say!("words-waited-hours", n = h),
        h => say!("words-waited-days", n = h / 24),
    }
}

/// The first of some problems, with its rule, and how many more there
/// are: what a list of units that cannot move says of each (#43: one
/// reason a player can act on, not every place's).
pub fn first_of(problems: &[super::refusal::RuleViolation]) -> String {
    match problems {
        [] => String::new(),
        [one] => one.to_string(),
        [one, rest @ ..] => format!(
            "{one} (and {} for other places)",
            count(rest.len(), "other reason", "other reasons")
        ),
    }
}

/// `first_of` for a reader of `lang` (#44): the first problem in their
/// words, with its rule, and how many more there are.
pub fn first_of_in(problems: &[super::refusal::RuleViolation], lang: Lang) -> String {
    match problems {
        [] => String::new(),
        [one] => one.line_in(lang),
        [one, rest @ ..] => lang.say(&say!(
            "words-first-of-more",
            first = one.line_in(lang),
            n = rest.len()
        )),
    }
}

/// "A", "A and B", "A, B and C".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// `and_list` as a message argument (#44): "A, B and C" in each language.
pub fn and_said(items: &[String]) -> Arg {
    match items {
        [] => Arg::Text(String::new()),
        [one] => Arg::Text(one.clone()),
        [rest @ .., last] => say!("words-and", first = rest.join(", "), last = last).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(count(1, "unit", "units"), "1 unit");
        assert_eq!(count(0, "battle", "battles"), "0 battles");
        assert_eq!(count(12, "company", "companies"), "12 companies");
    }

    #[test]
    fn a_class_the_name_says_is_not_said_again() {
        assert_eq!(class_note("Rifle Company A", "company"), "");
        assert_eq!(class_note("M4 Sherman Platoon", "platoon"), "");
        assert_eq!(class_note("Panzer IV Zug", "platoon"), "");
        assert_eq!(class_note("Cavalry Recon Troop", "company"), "");
        assert_eq!(class_note("Grenadier-Kompanie A", "company"), "");
        assert_eq!(
            class_note("Recon Platoon (reinforced)", "company"),
            "counts as a company"
        );
        assert_eq!(class_note("Panzer IV", "platoon"), "platoon");
        let de = class_said("Recon Platoon (reinforced)", "company").map(|s| s.said_in(Lang::De));
        assert!(de.is_some_and(|d| !d.starts_with("words-")));
    }

    #[test]
    fn a_wait_reads_in_hours_then_days() {
        let h = chrono::Duration::hours;
        assert_eq!(waited(chrono::Duration::minutes(20)), "less than an hour");
        assert_eq!(waited(h(5)), "5 h");
        assert_eq!(waited(h(47)), "47 h");
        assert_eq!(waited(h(50)), "2 days");
    }

    #[test]
    fn a_list_reads_with_and() {
        let l = |v: &[&str]| and_list(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(l(&[]), "");
        assert_eq!(l(&["A"]), "A");
        assert_eq!(l(&["A", "B"]), "A and B");
        assert_eq!(l(&["A", "B", "C"]), "A, B and C");
    }
}
