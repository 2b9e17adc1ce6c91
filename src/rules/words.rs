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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(count(1, "unit", "units"), "1 unit");
        assert_eq!(count(0, "battle", "battles"), "0 battles");
        assert_eq!(count(12, "company", "companies"), "12 companies");
    }
}
