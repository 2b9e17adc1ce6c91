//! #25: a dry run's preview of a draft, read from the state that holds it:
//! the provisional battle (R7.1, R7.2) and the stack it leaves (R4.1, R4.4).

use super::fixture::*;
use crate::rules::preview::draft_preview;
use crate::rules::*;

fn preview_of_last(g: &Game, actor: &Actor) -> crate::rules::preview::DraftPreview {
    let inputs = Inputs {
        map: &g.map,
        roster: &g.roster,
        now: now(),
        previous: None,
    };
    let d = g.s.drafts.last().expect("a draft");
    draft_preview(&g.s, &inputs, actor, d)
}

#[test]
fn r7_1_an_attack_previews_its_provisional_battle_and_the_stack_it_leaves() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    let p = preview_of_last(&g, &bc(BC_A));
    let odds = p.odds.expect("an attack has odds");
    assert_eq!(odds.attackers, 5);
    assert!(odds.provisional, "defenders not chosen yet (R7.1)");
    let inputs = Inputs {
        map: &g.map,
        roster: &g.roster,
        now: now(),
        previous: None,
    };
    let same = crate::rules::preview::attack_preview(&g.s, &inputs, &bc(BC_A), "F14", x, 0);
    assert_eq!(odds.text, same.text, "one function for every odds text");
    let stack = p.stack.expect("F14 is a zone");
    assert_eq!(
        (stack.zone.as_str(), stack.units, stack.limit),
        ("F14", 5, 12)
    );
    assert!(p.over.is_empty());
    // A second order against the same battalion joins the same battle.
    let drafted = g.s.drafts[0].units.clone();
    let more: Vec<UnitId> = g
        .pick(a, 0, 6)
        .into_iter()
        .filter(|u| !drafted.contains(u))
        .take(1)
        .collect();
    assert_eq!(more.len(), 1, "the battalion's last platoon");
    g.draft(&bc(BC_A), more, "F14", Some(x)).unwrap();
    let p = preview_of_last(&g, &bc(BC_A));
    assert_eq!(p.odds.unwrap().attackers, 6);
    assert_eq!(p.stack.unwrap().units, 6);
}

/// The Allied non-combat move with battalion B filling F13 (12 units, the
/// R4.1 limit), C in F11 and F12 Allied: (game, B, C).
fn full_f13_game() -> (Game, BattalionId, BattalionId) {
    let mut g = Game::new();
    let b = g.battalion("B", Nation::Us, BC_B, "F13");
    let c = g.battalion("C", Nation::Us, BC_A, "F11");
    g.battalion("X", Nation::Heer, BC_X, "F26");
    g.start();
    g.s.control.insert("F12".into(), Side::Allies);
    g.goto(Side::Allies, Phase::NonCombatMove);
    (g, b, c)
}

#[test]
fn r4_4_a_draft_left_over_the_limit_says_so_with_its_numbers() {
    let (mut g, b, c) = full_f13_game();
    // B makes room in F13, C takes it: legal. Then B's draft goes.
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    g.draft(&bc(BC_A), g.pick(c, 1, 0), "F13", None).unwrap();
    let fine = preview_of_last(&g, &bc(BC_A));
    assert!(fine.odds.is_none(), "a move has no battle");
    assert_eq!(fine.stack.as_ref().unwrap().units, 12);
    assert!(fine.over.is_empty());
    let first = g.s.drafts.first().unwrap().id;
    g.ok(
        &bc(BC_B),
        Command::DeleteDraft(orders::DeleteDraft { draft: first }),
    );
    let over = preview_of_last(&g, &bc(BC_A));
    assert_eq!(over.stack.unwrap().units, 13);
    assert_eq!(over.over.len(), 1);
    assert_eq!(over.over[0].rule, "R4.1");
    assert_eq!(
        over.over[0].message,
        "F13: Allied units would be 13, the limit is 12."
    );
}

#[test]
fn r6_4_a_destination_clicked_with_nothing_ticked_proposes_what_the_rules_accept() {
    use crate::rules::attacks::MoveType;
    let (mut g, a, _b, x, _y) = beach_game();
    let movers: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(a) && u.active())
            .map(|u| u.id)
            .collect();
    let group = crate::rules::preview::default_group(&g.s, &movers, MoveType::Attack, "F14");
    let count = |class| {
        group
            .iter()
            .filter(|id| g.s.unit(**id).unwrap().class == class)
            .count()
    };
    assert_eq!(count(UnitClass::Company), 3, "at most 3 companies (R6.4)");
    assert_eq!(count(UnitClass::Platoon), 3, "and every platoon");
    g.draft(&bc(BC_A), group, "F14", Some(x))
        .expect("the rules accept the proposed attack");
    // Any other move proposes the whole group.
    let all = crate::rules::preview::default_group(&g.s, &movers, MoveType::Move, "F13");
    assert_eq!(all, movers);
}

#[test]
fn r4_1_a_destination_clicked_with_nothing_ticked_proposes_no_more_than_its_room() {
    use crate::rules::attacks::MoveType;
    let (mut g, b, c) = full_f13_game();
    // B leaves 4 units' room in F13.
    g.draft(&bc(BC_B), g.pick(b, 2, 2), "F12", None).unwrap();
    let movers: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(c) && u.active())
            .map(|u| u.id)
            .collect();
    assert_eq!(movers.len(), 12);
    let whole = g.draft(&bc(BC_A), movers.clone(), "F13", None);
    assert!(
        format!("{whole:?}").contains("R4.1"),
        "all twelve would break R4.1: {whole:?}"
    );
    let group = crate::rules::preview::default_group(&g.s, &movers, MoveType::Move, "F13");
    assert_eq!(group, movers[..4], "the room left: 12 - 8");
    g.draft(&bc(BC_A), group, "F13", None)
        .expect("the rules accept the proposed move");
    // No room left: the option stays, with its group, and the order is
    // refused with the numbers (the map's dry run shows the refusal).
    let rest: Vec<UnitId> = movers[4..].to_vec();
    let full = crate::rules::preview::default_group(&g.s, &rest, MoveType::Move, "F13");
    assert_eq!(full, rest);
    let refused = format!("{:?}", g.draft(&bc(BC_A), full, "F13", None));
    assert!(refused.contains("R4.1"), "{refused}");
}

/// #43: an attack in place inside a contested zone proposes the group that
/// stands there (3 companies and the platoons), not what the zone's room
/// would take in: no unit enters it.
#[test]
fn r6_3_an_attack_in_place_proposes_the_units_already_there() {
    let (mut g, a, _b, x, y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 3), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    g.s.battles.clear();
    g.s.turn = TurnFlags::default();
    // More of the battalion lands beside them: 9 Allied units in F14.
    for id in g
        .pick(a, 6, 0)
        .into_iter()
        .skip(3)
        .chain(g.pick(a, 0, 5).into_iter().skip(3))
    {
        g.s.unit_mut(id).unwrap().location = Location::Zone("F14".into());
    }
    let inside: Vec<UnitId> =
        g.s.battalion_units_in(a, "F14")
            .iter()
            .map(|u| u.id)
            .collect();
    assert_eq!(inside.len(), 9, "room for 3 more only");
    let group = crate::rules::preview::default_group(
        &g.s,
        &inside,
        crate::rules::attacks::MoveType::Attack,
        "F14",
    );
    let companies = group
        .iter()
        .filter(|id| {
            g.s.unit(**id)
                .is_some_and(|u| u.class == UnitClass::Company)
        })
        .count();
    assert_eq!(companies, 3, "{group:?}");
    assert!(group.len() > 3, "the platoons too: {group:?}");
    g.draft(&bc(BC_A), group, "F14", Some(y))
        .expect("the rules accept the proposed attack");
}

#[test]
fn r6_4_the_proposed_group_counts_the_companies_already_drafted_into_that_attack() {
    use crate::rules::attacks::MoveType;
    let (mut g, a, _b, x, _y) = beach_game();
    // Two companies of A already attack X in F14.
    let two = g.pick(a, 2, 0);
    g.draft(&bc(BC_A), two.clone(), "F14", Some(x)).unwrap();
    let rest: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(a) && u.active() && !two.contains(&u.id))
            .map(|u| u.id)
            .collect();
    let group = crate::rules::preview::default_group(&g.s, &rest, MoveType::Attack, "F14");
    let companies = group
        .iter()
        .filter(|id| g.s.unit(**id).unwrap().class == UnitClass::Company)
        .count();
    assert_eq!(companies, 1, "3 in the battle, 2 of them drafted (R6.4)");
    g.draft(&bc(BC_A), group, "F14", Some(x))
        .expect("the rules accept the proposed group beside the draft");
}

#[test]
fn r8_3_a_capture_says_before_it_is_drafted_that_the_enemy_guns_there_are_destroyed() {
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Us, BC_A, "F13");
    g.battalion("X", Nation::Heer, BC_X, "F22");
    g.artillery(Side::Axis, "F14");
    g.start();
    assert_eq!(g.s.zone_state("F14"), Some(ZoneState::Axis));
    g.draft(&bc(BC_A), g.pick(a, 2, 0), "F14", None).unwrap();
    let p = preview_of_last(&g, &bc(BC_A));
    assert_eq!(
        p.notes,
        ["F14 passes to your side when this move takes effect, and the enemy's 1 artillery unit there is destroyed (R8.3)."]
    );
    assert!(p.sentences().iter().any(|s| s.contains("(R8.3)")));
}
