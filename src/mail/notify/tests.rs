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

/// R6 (orders): once every battalion commander of the side to move has
/// drafted, its High Commander hears that the orders wait for the commit;
/// a commander's further drafts tell nobody anything new.
#[test]
fn r6_the_hc_hears_once_every_commander_has_drafted() {
    use crate::mail::notify::{plan, MailCtx};
    use crate::rules::location::Location;
    use crate::rules::orders::DraftMove;
    use crate::rules::tests::fixture::*;
    use crate::rules::{decide, Command, Inputs};
    use crate::store::campaigns::Member;

    let (mut g, a, b, x, y) = beach_game();
    let (a_companies, a_platoons) = (g.pick(a, 3, 0), g.pick(a, 0, 2));
    let (b_first, b_second) = (g.pick(b, 1, 0), g.pick(b, 2, 0).split_off(1));
    let members: Vec<Member> = g
        .roster
        .iter()
        .map(|m| Member {
            membership_id: m.id.get(),
            user_id: m.user.get(),
            email: m.email.clone(),
            display_name: m.name.clone(),
            role: m.role,
            side: m.side,
        })
        .collect();
    let ctx = MailCtx {
        base_url: "https://bocage.example".into(),
        secret: vec![7; 32],
    };
    let mut draft = |who, units, target| {
        let inputs = Inputs {
            map: &g.map,
            roster: &g.roster,
            now: now(),
            previous: None,
        };
        let cmd = Command::DraftMove(DraftMove {
            units,
            to: Location::parse("F14").unwrap(),
            target: Some(target),
        });
        let d = decide(&g.s, &inputs, &bc(who), &cmd).unwrap();
        let ready: Vec<(i64, String)> = plan(1, &d, &g.map, &members, &ctx)
            .into_iter()
            .filter(|n| n.category == "drafts_ready")
            .map(|n| (n.user_id, n.lines.join(" ")))
            .collect();
        g.s = d.state;
        ready
    };
    assert_eq!(draft(BC_A, a_companies, x), vec![], "BC_B has not drafted");
    assert_eq!(
        draft(BC_A, a_platoons, x),
        vec![],
        "a further draft of BC_A"
    );
    assert_eq!(
        draft(BC_B, b_first, y),
        vec![(
            ALLIED_HC.get(),
            "3 drafted moves are waiting for your commit.".to_string()
        )],
        "the last commander's first draft tells the Allied HC"
    );
    assert_eq!(draft(BC_B, b_second, y), vec![], "told once");
}
