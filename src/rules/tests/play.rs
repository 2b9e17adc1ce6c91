//! R13.1 a battle's stages: declared, defenders chosen, set up (the GM),
//! in play (its commanders or the GM), result in, casualties chosen,
//! closed; each step a command the dry run offers exactly when the rules
//! accept it, and each stage public.

use super::fixture::*;
use crate::rules::battles::ChooseDefenders;
use crate::rules::play::{PlayMode, SetUpBattle, StartPlay};
use crate::rules::play_options::options;
use crate::rules::results::EnterResult;
use crate::rules::stage::Stage;
use crate::rules::*;

/// A attacks X in F14 from the Omaha box; committed.
fn attacked() -> (Game, BattleId, BattalionId) {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let id = g.s.battles[0].id;
    (g, id, x)
}

fn set_up(id: BattleId) -> Command {
    Command::SetUpBattle(SetUpBattle {
        battle: id,
        mode: PlayMode::Pbem,
    })
}

fn start(id: BattleId) -> Command {
    Command::StartPlay(StartPlay { battle: id })
}

/// The dry run offers a step exactly when the rules accept it, for every
/// member of the game.
fn offers_match(g: &Game, id: BattleId) {
    for user in [GM, ALLIED_HC, AXIS_HC, BC_A, BC_B, BC_X, BC_Y, OBSERVER] {
        let actor = Actor::of(user, &g.roster);
        let inputs = Inputs {
            map: &g.map,
            roster: &g.roster,
            now: now(),
            previous: None,
        };
        let c = crate::rules::ctx::Ctx::new(&g.s, &inputs, &actor);
        let offered = options(&c).into_iter().find(|o| o.battle == id);
        let accepts = |cmd: Command| decide(&g.s, &inputs, &actor, &cmd).is_ok();
        let b = g.s.battle(id).unwrap();
        assert_eq!(
            offered.as_ref().is_some_and(|o| o.set_up),
            b.play.set_up.is_none() && accepts(set_up(id)),
            "{user}: set up"
        );
        assert_eq!(
            offered.as_ref().is_some_and(|o| o.start),
            accepts(start(id)),
            "{user}: start"
        );
    }
}

#[test]
fn r13_1_a_battle_moves_through_its_stages_in_order() {
    let (mut g, id, x) = attacked();
    let stage = |g: &Game| g.s.battle(id).unwrap().stage();
    assert_eq!(stage(&g), Stage::Declared);
    offers_match(&g, id);
    // Not set up before the defenders are chosen.
    let v = g.refused(&gm(), set_up(id));
    assert_eq!(v.rule, "R13.1");
    assert!(
        v.message.contains("defenders are chosen before"),
        "{}",
        v.message
    );
    let units: Vec<UnitId> =
        g.s.battalion_units_in(x, "F14")
            .iter()
            .filter(|u| u.is_combat())
            .take(3)
            .map(|u| u.id)
            .collect();
    g.ok(
        &bc(BC_X),
        Command::ChooseDefenders(ChooseDefenders { battle: id, units }),
    );
    assert_eq!(stage(&g), Stage::DefendersChosen);
    offers_match(&g, id);
    // Not in play before it is set up; only the GM sets it up.
    assert_eq!(g.refused(&bc(BC_A), start(id)).rule, "R13.1");
    g.forbidden(&bc(BC_A), set_up(id));
    g.forbidden(&hc(Side::Allies), set_up(id));
    let said = g.ok(&gm(), set_up(id));
    assert_eq!(stage(&g), Stage::SetUp);
    assert_eq!(g.s.battle(id).unwrap().play.mode, Some(PlayMode::Pbem));
    let e = said.iter().find(|e| e.kind() == "battle_set_up").unwrap();
    assert_eq!(e.audience, Visibility::All, "the stage is public");
    assert!(e.text.contains("by PBEM"), "{}", e.text);
    assert_eq!(g.refused(&gm(), set_up(id)).rule, "R13.1", "once");
    offers_match(&g, id);
    // In play: by one of its two commanders (or the GM), not by another
    // player of either side.
    g.forbidden(&bc(BC_Y), start(id));
    g.forbidden(&hc(Side::Axis), start(id));
    let said = g.ok(&bc(BC_X), start(id));
    assert_eq!(stage(&g), Stage::InPlay);
    assert!(said
        .iter()
        .any(|e| e.kind() == "battle_in_play" && e.audience == Visibility::All));
    assert_eq!(g.refused(&bc(BC_A), start(id)).rule, "R13.1", "once");
    offers_match(&g, id);
    // The result ends the game.
    g.advance();
    assert_eq!(g.s.phase, Phase::CombatResolution);
    g.ok(
        &gm(),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::Draw,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    );
    assert_eq!(stage(&g), Stage::ResultIn);
    assert!(g.refused(&gm(), set_up(id)).message.contains("is over"));
    offers_match(&g, id);
}

#[test]
fn r13_1_a_result_without_a_game_skips_the_game_stages() {
    let (mut g, id, _x) = attacked();
    // Forced on: the R7.1 default chooses the defenders, nobody set it up.
    g.force();
    assert_eq!(g.s.phase, Phase::CombatResolution);
    assert_eq!(g.s.battle(id).unwrap().stage(), Stage::DefendersChosen);
    g.ok(
        &gm(),
        Command::EnterResult(EnterResult {
            battle: id,
            outcome: Outcome::Draw,
            attacker_losses: None,
            defender_losses: None,
            notes: String::new(),
            link: String::new(),
            ruling: String::new(),
        }),
    );
    assert_eq!(g.s.battle(id).unwrap().stage(), Stage::ResultIn);
    // The stages are ordered as the rule lists them.
    assert!(Stage::ALL.windows(2).all(|w| w[0] < w[1]));
}
