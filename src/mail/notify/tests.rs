//! The mail planner's pure parts.
#![allow(clippy::unwrap_used)]

use crate::hooks::previous_turn;
use crate::rules::{CampaignState, Params, Phase, Side};

#[test]
fn a_new_turn_links_the_last_turns_report() {
    let mut s = CampaignState::new(
        "T",
        "aa-dday",
        Params::default(),
        chrono::NaiveDate::from_ymd_opt(1944, 6, 6).unwrap(),
    );
    s.round = 1;
    s.side = Side::Allies;
    s.phase = Phase::CombatMove;
    assert_eq!(previous_turn(&s), None, "the first turn has none");
    s.side = Side::Axis;
    assert_eq!(previous_turn(&s), Some((1, Side::Allies)));
    s.round = 3;
    s.side = Side::Allies;
    assert_eq!(previous_turn(&s), Some((2, Side::Axis)));
    s.phase = Phase::NonCombatMove;
    assert_eq!(previous_turn(&s), None, "only a turn's first phase");
}
