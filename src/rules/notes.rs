//! Notes (#27, R12.4): a member's private notepad, and sealed notes that
//! open to everyone when their round begins (or when the campaign ends)
//! and are never edited once sealed. Pure: when a note opens, and what a
//! new sealed note may say.

use super::refusal::RuleViolation;
use super::state::CampaignState;
use super::types::Status;
use crate::say;

/// The longest notepad, in characters.
pub const NOTEPAD_MAX: usize = 16_000;
/// The longest sealed note, in characters.
pub const SEALED_MAX: usize = 4_000;
/// Sealed notes one member may write in a campaign.
pub const SEALED_PER_MEMBER: usize = 50;

/// Whether a sealed note opening at `opens_round` (None: when the campaign
/// ends) is open to everyone in `s`.
pub fn revealed(s: &CampaignState, opens_round: Option<u32>) -> bool {
    s.status == Status::Finished
        || (s.status == Status::Active && opens_round.is_some_and(|r| s.round >= r))
}

/// What a new sealed note may be: some text within `SEALED_MAX`, opening at
/// a later round of the campaign (or at its end), while it runs.
pub fn check_sealed(
    s: &CampaignState,
    body: &str,
    opens_round: Option<u32>,
    written: usize,
) -> Result<(), RuleViolation> {
    let n = body.trim().chars().count();
    if n == 0 || n > SEALED_MAX {
        return Err(RuleViolation::new(
            "R12.4",
            say!("notes-sealed-length", max = SEALED_MAX, n = n),
        ));
    }
    if s.status == Status::Finished {
        return Err(RuleViolation::new("R12.4", say!("notes-campaign-over")));
    }
    if let Some(r) = opens_round {
        let rounds = s.params.rounds;
        if r <= s.round || r > rounds {
            return Err(RuleViolation::new(
                "R12.4",
                say!(
                    "notes-later-round",
                    first = s.round + 1,
                    last = rounds,
                    round = s.round,
                ),
            ));
        }
    }
    if written >= SEALED_PER_MEMBER {
        return Err(RuleViolation::new(
            "R12.4",
            say!("notes-too-many", max = SEALED_PER_MEMBER),
        ));
    }
    Ok(())
}

/// A notepad's text, checked.
pub fn check_notepad(body: &str) -> Result<(), RuleViolation> {
    let n = body.chars().count();
    if n > NOTEPAD_MAX {
        return Err(RuleViolation::new(
            "R12.4",
            say!("notes-notepad-length", max = NOTEPAD_MAX, n = n),
        ));
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::rules::tests::fixture::beach_game;

    #[test]
    fn r12_4_a_sealed_note_opens_when_its_round_begins_or_at_the_end() {
        let (mut g, ..) = beach_game();
        assert!(!revealed(&g.s, Some(2)), "round 1: sealed");
        assert!(!revealed(&g.s, None));
        g.s.round = 2;
        assert!(revealed(&g.s, Some(2)), "round 2 begins: open");
        assert!(!revealed(&g.s, Some(3)));
        assert!(!revealed(&g.s, None), "the end has not come");
        g.s.status = Status::Finished;
        assert!(revealed(&g.s, None) && revealed(&g.s, Some(9)));
    }

    #[test]
    fn r12_4_a_note_is_sealed_against_a_later_round_with_some_text() {
        let (g, ..) = beach_game();
        assert!(check_sealed(&g.s, "Hold F13", Some(2), 0).is_ok());
        assert!(check_sealed(&g.s, "Hold F13", None, 0).is_ok());
        let v = check_sealed(&g.s, "Hold F13", Some(1), 0).unwrap_err();
        assert!(v.message.contains("2 to 10"), "{}", v.message);
        assert!(check_sealed(&g.s, "Hold F13", Some(11), 0).is_err());
        assert!(check_sealed(&g.s, "  ", Some(2), 0).is_err());
        assert!(check_sealed(&g.s, &"x".repeat(SEALED_MAX + 1), Some(2), 0).is_err());
        assert!(check_sealed(&g.s, "Hold", Some(2), SEALED_PER_MEMBER).is_err());
        assert!(check_notepad(&"x".repeat(NOTEPAD_MAX)).is_ok());
        assert!(check_notepad(&"x".repeat(NOTEPAD_MAX + 1)).is_err());
    }
}
