//! Message channels (#15): who reads what.

use super::fixture::*;
use crate::rules::channels::{channels, may_read, Channel};
use crate::rules::*;

fn reads(g: &Game, who: &Actor, ch: Channel) -> bool {
    may_read(who, ch, &g.s, &g.roster, true)
}

#[test]
fn a_side_channel_is_the_sides_and_the_gms_by_default() {
    let (g, ..) = beach_game();
    let allies = Channel::Side(Side::Allies);
    assert!(reads(&g, &hc(Side::Allies), allies));
    assert!(reads(&g, &bc(BC_A), allies));
    assert!(!reads(&g, &bc(BC_X), allies), "never the enemy");
    assert!(!reads(&g, &hc(Side::Axis), allies));
    assert!(
        !reads(&g, &Actor::of(OBSERVER, &roster()), allies),
        "never observers"
    );
    assert!(reads(&g, &gm(), allies), "the GM, by default");
    assert!(
        !may_read(&gm(), allies, &g.s, &g.roster, false),
        "not when the campaign says the GM does not read side channels"
    );
    assert!(reads(&g, &Actor::of(OBSERVER, &roster()), Channel::Public));
}

#[test]
fn a_gm_desk_is_one_player_and_the_gm() {
    let (g, ..) = beach_game();
    let desk = Channel::Desk(BC_A);
    assert!(reads(&g, &bc(BC_A), desk));
    assert!(reads(&g, &gm(), desk));
    assert!(
        !reads(&g, &bc(BC_B), desk),
        "another player of the same side"
    );
    assert!(!reads(&g, &hc(Side::Allies), desk));
    assert!(
        !reads(&g, &Actor::of(OBSERVER, &roster()), Channel::Desk(OBSERVER)),
        "observers have no desk"
    );
}

#[test]
fn a_battle_thread_is_its_two_commanders_and_the_gm() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let thread = Channel::Battle(g.s.battles[0].id);
    assert!(reads(&g, &bc(BC_A), thread), "the attacker");
    assert!(reads(&g, &bc(BC_X), thread), "the defender");
    assert!(reads(&g, &gm(), thread));
    assert!(!reads(&g, &bc(BC_Y), thread), "another battalion there");
    assert!(!reads(&g, &hc(Side::Allies), thread));
    assert!(
        !reads(&g, &bc(BC_A), Channel::Battle(BattleId::new(999))),
        "no such battle"
    );
    let listed = channels(&bc(BC_X), &g.s, &g.roster, true);
    assert_eq!(
        listed,
        vec![
            Channel::Public,
            Channel::Side(Side::Axis),
            Channel::Desk(BC_X),
            thread
        ]
    );
}

#[test]
fn strangers_read_nothing_and_keys_read_back() {
    let (g, ..) = beach_game();
    let stranger = Actor::of(UserId::new(777), &roster());
    assert!(channels(&stranger, &g.s, &g.roster, true).is_empty());
    for ch in [
        Channel::Public,
        Channel::Side(Side::Axis),
        Channel::Desk(BC_A),
        Channel::Battle(BattleId::new(4)),
    ] {
        assert_eq!(Channel::parse(&ch.key()), Some(ch));
    }
    assert_eq!(Channel::parse("desk:x"), None);
    assert_eq!(Channel::parse("martians"), None);
}
