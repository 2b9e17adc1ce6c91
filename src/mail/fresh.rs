//! Notices that stay true (#15 part 5). A notice waits in the outbox until
//! the worker takes it; by then the campaign may have moved on: the phase it
//! announces has closed, the deadline it warns of has moved, the battle it
//! calls to has been decided. Such a notice is dropped, and the player gets
//! the newer one, which says where the campaign stands now. Pure: it reads
//! the notice's key and the campaign's state.

use crate::rules::{BattleId, CampaignState, Status};

/// Whether the moment of the notice keyed `key` has passed in `s`.
pub fn passed(key: &str, s: &CampaignState) -> bool {
    let parts: Vec<&str> = key.split(':').collect();
    let label = s.label().to_string();
    let battle = |i: usize| {
        parts
            .get(i)
            .and_then(|b| b.parse::<u32>().ok())
            .and_then(|b| s.battle(BattleId::new(b)))
    };
    match parts.first().copied() {
        // "phase:{campaign}:{label}": announces a phase that must still be open.
        Some("phase") => s.status != Status::Active || parts.get(2) != Some(&label.as_str()),
        // "reminder:{campaign}:{label}:{deadline}:{tag}": the same phase and
        // the same deadline.
        Some("reminder") => {
            s.status != Status::Active
                || s.paused.is_some()
                || parts.get(2) != Some(&label.as_str())
                || parts.get(3).and_then(|t| t.parse::<i64>().ok())
                    != s.deadline.map(|d| d.timestamp())
        }
        // "battle:{campaign}:{battle}:{who}": a battle to set up or defend;
        // passed once decided (and, for the defender, once defenders are in).
        Some("battle") => match battle(2) {
            None => true,
            Some(b) => {
                b.closed
                    || b.result.is_some()
                    || (parts.get(3) == Some(&"defender") && b.defender_units.is_some())
            }
        },
        // "result:{campaign}:{battle}:{battalion}": casualties to choose.
        Some("result") => battle(2).is_none_or(|b| b.closed),
        _ => false,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::passed;
    use crate::rules::{CampaignState, Params, Status};

    fn started_state() -> CampaignState {
        let mut s = CampaignState::new(
            "Test",
            "aa-dday",
            Params::default(),
            chrono::NaiveDate::from_ymd_opt(1944, 6, 6).unwrap(),
        );
        s.status = Status::Active;
        s
    }

    #[test]
    fn a_phase_notice_passes_when_its_phase_closes() {
        let mut s = started_state();
        let key = format!("phase:1:{}", s.label());
        assert!(!passed(&key, &s));
        s.phase = s.phase.next().unwrap();
        assert!(passed(&key, &s), "the phase it announced has closed");
        s.status = Status::Finished;
        assert!(passed(&format!("phase:1:{}", s.label()), &s));
    }

    #[test]
    fn a_reminder_passes_when_the_deadline_moves() {
        let mut s = started_state();
        let d = chrono::Utc::now() + chrono::Duration::hours(30);
        s.deadline = Some(d);
        let key = format!("reminder:1:{}:{}:24h", s.label(), d.timestamp());
        assert!(!passed(&key, &s));
        s.deadline = Some(d + chrono::Duration::hours(12));
        assert!(passed(&key, &s), "the deadline moved again");
        s.deadline = None;
        assert!(passed(&key, &s));
    }

    #[test]
    fn unknown_keys_never_pass() {
        let s = started_state();
        assert!(!passed("orders:1:123", &s));
        assert!(!passed("invite:1:2:gm", &s));
        assert!(passed("battle:1:999:gm", &s), "a battle that is gone");
    }
}
