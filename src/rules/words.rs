//! Counted words, said properly (#43: "1 unit", "2 units", never
//! "unit(s)"), and the odds of an attack as players read them.

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
    let class = class.to_string();
    if name.to_lowercase().contains(&class.to_lowercase()) {
        String::new()
    } else {
        class
    }
}

/// How long something has waited, as players say it: "less than an
/// hour", "5 h", "2 days" (from 48 hours on).
pub fn waited(d: chrono::Duration) -> String {
    let hours = d.num_hours();
    match hours {
        h if h < 1 => "less than an hour".into(),
        h if h < 48 => format!("{h} h"),
        h => count(usize::try_from(h / 24).unwrap_or(0), "day", "days"),
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
        assert_eq!(class_note("Panzer IV Zug", "platoon"), "platoon");
        assert_eq!(class_note("Cavalry Recon Troop", "company"), "company");
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
