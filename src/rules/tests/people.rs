//! R1 people and roles, R3 orders of battle, R4.3, R5.1, R9.2, R11.3 and
//! R12 records: each rule id that had no test of its own.

use super::fixture::*;
use crate::rules::*;

fn add_member(
    g: &mut Game,
    user: UserId,
    role: Role,
    side: Option<Side>,
) -> Result<Vec<Entry>, Refusal> {
    g.run(
        &gm(),
        Command::AddMember(AddMember {
            email: format!("new{user}@example.com"),
            role,
            side,
            user: Some(user),
            name: format!("New {user}"),
        }),
    )
}

#[test]
fn r1_1_two_sides_each_the_others_enemy() {
    assert_eq!(Side::Allies.enemy(), Side::Axis);
    assert_eq!(Side::Axis.enemy(), Side::Allies);
    for n in Nation::ALL {
        let side = n.side();
        assert!(side == Side::Allies || side == Side::Axis);
    }
    assert_eq!(Nation::Heer.side(), Side::Axis);
    assert_eq!(Nation::Poland.side(), Side::Allies);
}

#[test]
fn r1_2_one_high_commander_per_side() {
    let mut g = Game::new();
    let v = match add_member(
        &mut g,
        UserId::new(50),
        Role::HighCommander,
        Some(Side::Allies),
    ) {
        Err(Refusal::Rule(v)) => v,
        other => panic!("{other:?}"),
    };
    assert_eq!(v.rule, "R1.2");
    assert!(
        v.message
            .contains("The Allied side already has a High Commander"),
        "{}",
        v.message
    );
    // The same HC again only confirms the role.
    add_member(&mut g, ALLIED_HC, Role::HighCommander, Some(Side::Allies)).unwrap();
    // A battalion commander needs a side; an observer has none.
    assert!(add_member(&mut g, UserId::new(51), Role::BattalionCommander, None).is_err());
    assert!(add_member(&mut g, UserId::new(52), Role::Observer, Some(Side::Axis)).is_err());
}

#[test]
fn r1_2_only_the_gm_adds_and_removes_members() {
    let mut g = Game::new();
    g.forbidden(
        &hc(Side::Allies),
        Command::AddMember(AddMember {
            email: "x@example.com".into(),
            role: Role::Observer,
            side: None,
            user: Some(UserId::new(60)),
            name: "X".into(),
        }),
    );
    g.forbidden(
        &bc(BC_A),
        Command::RemoveMember(RemoveMember {
            member: MemberId::new(8),
        }),
    );
    let d = decide(
        &g.s,
        &Inputs::new(&g.map, &g.roster, now()),
        &gm(),
        &Command::RemoveMember(RemoveMember {
            member: MemberId::new(8),
        }),
    )
    .unwrap();
    assert_eq!(d.members, vec![MemberChange::Remove(MemberId::new(8))]);
    assert_eq!(d.entries[0].kind(), "member_removed");
    // The last GM stays.
    let v = g.refused(
        &gm(),
        Command::RemoveMember(RemoveMember {
            member: MemberId::new(1),
        }),
    );
    assert_eq!(v.rule, "R1.2");
}

#[test]
fn r1_2_a_removed_commander_no_longer_commands() {
    let mut g = Game::new();
    let b = g.battalion("A", Nation::Us, BC_A, "F13");
    g.ok(
        &gm(),
        Command::RemoveMember(RemoveMember {
            member: MemberId::new(4),
        }),
    );
    assert_eq!(g.s.battalion(b).unwrap().commander, None);
}

#[test]
fn r1_2_a_battalions_commander_is_a_member_of_its_side() {
    let mut g = Game::new();
    let v = g.refused(
        &gm(),
        Command::AddBattalion(AddBattalion {
            name: "2/116th".into(),
            nation: Nation::Us,
            commander: Some(BC_X),
            commander_email: None,
            location: Location::Zone("F13".into()),
            arrives_round: None,
            units: specs(Nation::Us),
            hq: "HQ".into(),
        }),
    );
    assert_eq!(v.rule, "R1.2");
    assert!(
        v.message.contains("cannot command 2/116th"),
        "{}",
        v.message
    );
    let b = g.battalion("2/116th", Nation::Us, BC_A, "F13");
    for who in [OBSERVER, BC_Y, GM] {
        let v = g.refused(
            &gm(),
            Command::UpdateBattalion(UpdateBattalion {
                battalion: b,
                name: None,
                commander: Some(Some(who)),
                commander_email: None,
            }),
        );
        assert_eq!(v.rule, "R1.2", "{who}");
    }
    // The HC may command a battalion of his own side (R1.2).
    g.ok(
        &gm(),
        Command::UpdateBattalion(UpdateBattalion {
            battalion: b,
            name: None,
            commander: None,
            commander_email: Some(format!("u{ALLIED_HC}@example.com")),
        }),
    );
    assert_eq!(g.s.battalion(b).unwrap().commander, Some(ALLIED_HC));
    // A commander who left the side is caught by the checklist.
    g.s.battalions[0].commander = Some(BC_X);
    let problems = checklist(&g.s, &g.map, &g.roster).join("\n");
    assert!(
        problems.contains("2/116th is commanded by user 20, who is not a battalion commander or High Commander of the Allied side"),
        "{problems}"
    );
}

#[test]
fn r1_2_the_start_needs_a_high_commander_on_each_side() {
    let mut g = Game::new();
    g.battalion("A", Nation::Us, BC_A, "F13");
    g.battalion("X", Nation::Heer, BC_X, "F30");
    g.roster.retain(|m| m.user != AXIS_HC);
    let v = g.refused(&gm(), Command::Start(Start {}));
    assert_eq!(v.rule, "R1.2");
    assert!(
        v.message.contains("The Axis side has no High Commander."),
        "{}",
        v.message
    );
    g.roster = roster();
    g.start();
    assert_eq!(g.s.status, Status::Active);
}

#[test]
fn r3_4_support_belongs_to_the_side_and_air_sits_in_the_pool() {
    let mut g = Game::new();
    let guns = g.artillery(Side::Allies, "F13");
    let u = g.s.unit(guns).unwrap();
    assert_eq!((u.battalion, u.side), (None, Side::Allies));
    let air: Vec<&Unit> =
        g.s.units
            .iter()
            .filter(|u| u.class == UnitClass::Air)
            .collect();
    assert_eq!(
        air.len() as u32,
        Params::default().air_support_allies + Params::default().air_support_axis
    );
    assert!(air
        .iter()
        .all(|u| u.location == Location::AirPool && u.battalion.is_none()));
    let v = g.refused(
        &gm(),
        Command::AddSupport(AddSupport {
            side: Side::Axis,
            class: UnitClass::Company,
            name: "Not support".into(),
            cmbn: String::new(),
            location: Location::Zone("F30".into()),
            arrives_round: None,
        }),
    );
    assert_eq!(v.rule, "R3.4");
}

#[test]
fn r3_5_destroyed_units_stay_out_unless_the_gm_restores_them() {
    let (mut g, a, ..) = beach_game();
    let dead = g.pick(a, 1, 0)[0];
    g.s.unit_mut(dead).unwrap().destroyed = true;
    let v = g.refused(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: vec![dead],
            to: Location::Zone("F14".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R3.5");
    g.forbidden(
        &hc(Side::Allies),
        Command::RestoreUnit(RestoreUnit {
            unit: dead,
            to: Location::LaunchBox("omaha".into()),
            reason: "Again".into(),
        }),
    );
    // R12.3: a correction needs its reason.
    let v = g.refused(
        &gm(),
        Command::RestoreUnit(RestoreUnit {
            unit: dead,
            to: Location::LaunchBox("omaha".into()),
            reason: "  ".into(),
        }),
    );
    assert_eq!(v.rule, "R12.3");
    let ev = g.ok(
        &gm(),
        Command::RestoreUnit(RestoreUnit {
            unit: dead,
            to: Location::LaunchBox("omaha".into()),
            reason: "Lost by a misclick".into(),
        }),
    );
    assert!(
        ev[0].text.contains("reason: Lost by a misclick"),
        "{}",
        ev[0].text
    );
    assert!(g.s.unit(dead).unwrap().active());
    assert_eq!(ev[0].kind(), "unit_restored");
    // Recorded for everyone, the name for its own side only.
    assert_eq!(ev[0].audience, Visibility::All);
    assert!(!ev[0].text.contains(&g.s.unit(dead).unwrap().name));
    let v = g.refused(
        &gm(),
        Command::RestoreUnit(RestoreUnit {
            unit: dead,
            to: Location::LaunchBox("omaha".into()),
            reason: "Again".into(),
        }),
    );
    assert_eq!(v.rule, "R3.5");
}

#[test]
fn r4_3_launch_boxes_have_no_stacking_limit() {
    let mut g = Game::new();
    g.battalion("A", Nation::Us, BC_A, "box:omaha");
    g.battalion("B", Nation::Us, BC_B, "box:omaha");
    g.battalion("X", Nation::Heer, BC_X, "F30");
    g.start();
    let in_box =
        g.s.units_at(&Location::LaunchBox("omaha".into()))
            .filter(|u| u.is_combat())
            .count();
    assert_eq!(in_box, 24, "twice the zone limit, and the campaign started");
    assert!(stacking_problems(&g.s).is_empty());
}

#[test]
fn r5_1_the_campaign_lasts_at_most_the_rounds_set() {
    let mut g = Game::new();
    g.ok(
        &gm(),
        Command::SetParams(SetParams {
            params: Params {
                rounds: 1,
                ..Params::default()
            },
        }),
    );
    // Before the start nobody gives orders.
    let v = g.refused(&gm(), Command::Advance(Advance::default()));
    assert_eq!(v.rule, "R5.1");
    g.battalion("A", Nation::Us, BC_A, "F13");
    g.battalion("X", Nation::Heer, BC_X, "F30");
    g.start();
    for _ in 0..10 {
        g.advance();
    }
    assert_eq!(g.s.status, Status::Finished);
    assert_eq!(g.s.round, 1);
}

#[test]
fn r9_2_stacking_applies_in_the_non_combat_move_and_battalions_share_zones() {
    let mut g = Game::new();
    let a = g.battalion("A", Nation::Us, BC_A, "F13");
    let b = g.battalion("B", Nation::Us, BC_B, "F12");
    g.battalion("X", Nation::Heer, BC_X, "F30");
    g.start();
    g.goto(Side::Allies, Phase::NonCombatMove);
    let v = g.refused(
        &bc(BC_B),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 1, 0),
            to: Location::Zone("F13".into()),
            target: None,
        }),
    );
    assert_eq!(v.rule, "R4.1");
    g.draft(&bc(BC_A), g.pick(a, 2, 0), "F12", None)
        .unwrap_err();
    g.draft(&bc(BC_A), g.pick(a, 1, 0), "F20", None)
        .unwrap_err();
    // Room made in F13, a unit of another battalion moves in beside A.
    g.s.control.insert("F20".into(), Side::Allies);
    g.draft(&bc(BC_A), g.pick(a, 1, 0), "F20", None).unwrap();
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F13", None).unwrap();
    g.commit(Side::Allies);
    assert_eq!(
        g.s.battalions_in("F13", Side::Allies),
        [a, b].into_iter().collect()
    );
}

#[test]
fn r11_3_victory_is_checked_at_the_end_of_every_turn_and_shown_to_all() {
    let mut g = Game::new();
    g.battalion("A", Nation::Us, BC_A, "F13");
    g.battalion("X", Nation::Heer, BC_X, "F30");
    g.start();
    for z in ["F2", "F26", "F30"] {
        g.s.control.insert(z.into(), Side::Allies);
    }
    g.s.objective_rounds = 1;
    g.s.units_mut().retain(|u| u.location.zone() != Some("F30"));
    g.goto(Side::Axis, Phase::Reinforcements);
    let ev = g.ok(&gm(), Command::Advance(Advance::default()));
    let won = ev.iter().find(|e| e.kind() == "campaign_won").unwrap();
    assert_eq!(won.audience, Visibility::All);
    assert_eq!(g.s.victory.as_ref().unwrap().winner, Side::Allies);
    let v = g.refused(&hc(Side::Allies), Command::Commit(Commit {}));
    assert_eq!(v.rule, "R11.3");
}

#[test]
fn r12_1_every_change_is_recorded() {
    let (mut g, a, _b, x, _y) = beach_game();
    let ev = g.draft(&bc(BC_A), g.pick(a, 3, 0), "F14", Some(x)).unwrap();
    assert_eq!(ev[0].kind(), "draft");
    let ev = g.commit(Side::Allies);
    let kinds: Vec<&str> = ev.iter().map(|e| e.kind()).collect();
    assert_eq!(kinds, ["orders_committed", "battle_created"]);
    let ev = g.ok(
        &gm(),
        Command::Advance(Advance {
            force: true,
            reason: "late".into(),
        }),
    );
    let kinds: Vec<&str> = ev.iter().map(|e| e.kind()).collect();
    assert!(
        kinds.contains(&"gm_override") && kinds.contains(&"phase_advanced"),
        "{kinds:?}"
    );
    // A transition keeps the state it ended, for the past map.
    assert_eq!(
        g.previous.as_ref().map(|p| p.phase),
        Some(Phase::CombatMove)
    );
}

#[test]
fn r12_2_the_gm_undoes_the_last_transition_and_the_undo_is_recorded() {
    let (mut g, ..) = beach_game();
    let v = g.refused(&gm(), Command::Undo(Undo {}));
    assert_eq!(v.rule, "R12.2");
    let before = g.s.clone();
    g.advance();
    g.forbidden(&hc(Side::Allies), Command::Undo(Undo {}));
    let ev = g.ok(&gm(), Command::Undo(Undo {}));
    assert_eq!(g.s, before);
    assert_eq!(ev[0].kind(), "phase_undone");
    assert_eq!(
        ev[0].event,
        Event::PhaseUndone {
            restored: before.label(),
            from: PhaseLabel {
                round: 1,
                side: Side::Allies,
                phase: Phase::CombatResolution
            },
        }
    );
    // Only the last transition: nothing more to undo.
    let v = g.refused(&gm(), Command::Undo(Undo {}));
    assert_eq!(v.rule, "R12.2");
}

/// #23: display names could hold line breaks, right-to-left overrides and
/// zero-width characters, and a BC renamed himself "Umpire Ike".
#[test]
fn r1_2_display_names_are_visible_text_and_unique_in_a_campaign() {
    use crate::rules::roles::{check_display_name, same_name};
    assert_eq!(check_display_name("  Anna  ").unwrap(), "Anna");
    assert!(check_display_name("Anna Müller-Łęski").is_ok());
    for bad in [
        "",
        "   ",
        "Ike\r\nUmpire",
        "Umpire\u{202E}ekI",
        "Um\u{200B}pire",
        "\u{2066}Ike\u{2069}",
        "Ike\u{FEFF}",
        "Ike\u{2028}Umpire",
        "\u{E000}",
        &"x".repeat(61),
    ] {
        assert!(check_display_name(bad).is_err(), "{bad:?}");
    }
    assert!(same_name("Umpire Ike", "umpire ike"));
    // #40, item 5: look-alikes read as one (UTS #39 skeletons, whitespace
    // folded).
    let monty = "Monty (Allied HC)";
    for twin in [
        "Monty\u{a0}(Allied HC)",
        "Monty  (Allied HC)",
        "\u{39c}onty (Allied HC)",
        "Monty (AIlied HC)",
        "MONTY (ALLIED HC)",
        "Мonty (Аllied HC)",
    ] {
        assert!(same_name(monty, twin), "{twin:?}");
    }
    for other in ["Monty (Axis HC)", "Monte (Allied HC)", "Monty"] {
        assert!(!same_name(monty, other), "{other:?}");
    }
    // The roster names the GM "user 1": nobody else joins under that name.
    let mut g = Game::new();
    let v = match g.run(
        &gm(),
        Command::AddMember(AddMember {
            email: "ike@example.com".into(),
            role: Role::Observer,
            side: None,
            user: Some(UserId::new(99)),
            name: "USER 1".into(),
        }),
    ) {
        Err(Refusal::Rule(v)) => v,
        other => panic!("{other:?}"),
    };
    assert_eq!(v.rule, "R1.2");
    assert!(v.message.contains("already called user 1"), "{}", v.message);
    assert!(add_member(&mut g, UserId::new(98), Role::Observer, None).is_ok());
}
