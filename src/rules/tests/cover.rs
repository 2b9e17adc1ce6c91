//! R1.5: absences and deputies. A deputy does what the absent commander
//! may, recorded for the side as "deputy for holder"; the other side and
//! observers never learn of an absence or a deputy.

use super::fixture::*;
use crate::rules::absence::{Back, MarkAway, SetDeputy};
use crate::rules::cover::{covering, extend};
use crate::rules::timetable::Seat;
use crate::rules::*;
use chrono::Duration;

fn away(g: &mut Game, who: &Actor, days: i64) -> Vec<Entry> {
    g.ok(
        who,
        Command::MarkAway(MarkAway {
            from: None,
            to: now() + Duration::days(days),
            note: "Holiday".into(),
        }),
    )
}

#[test]
fn r1_5_an_absence_is_the_sides_business() {
    let (mut g, ..) = beach_game();
    let ev = away(&mut g, &bc(BC_B), 7);
    assert_eq!(ev[0].audience, Visibility::Allies);
    assert!(ev[0].text.contains("away from"), "{}", ev[0].text);
    let map = map();
    assert_eq!(view(&g.s, &map, &hc(Side::Allies)).absences.len(), 1);
    assert_eq!(view(&g.s, &map, &gm()).absences.len(), 1);
    assert!(view(&g.s, &map, &bc(BC_X)).absences.is_empty());
    assert!(view(&g.s, &map, &Actor::of(OBSERVER, &roster()))
        .absences
        .is_empty());
    // Only forward, at most 90 days.
    let v = g.refused(
        &bc(BC_A),
        Command::MarkAway(MarkAway {
            from: None,
            to: now() - Duration::hours(1),
            note: String::new(),
        }),
    );
    assert_eq!(v.rule, "R1.5");
    let v = g.refused(
        &bc(BC_A),
        Command::MarkAway(MarkAway {
            from: None,
            to: now() + Duration::days(91),
            note: String::new(),
        }),
    );
    assert!(v.message.contains("at most 90 days"), "{}", v.message);
}

#[test]
fn r1_5_the_side_hc_covers_an_absent_battalion_by_default() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let roster = roster();
    assert!(
        covering(&g.s, &roster, ALLIED_HC, now()).is_empty(),
        "nobody away yet"
    );
    away(&mut g, &bc(BC_B), 7);
    let c = covering(&g.s, &roster, ALLIED_HC, now());
    assert_eq!(c.len(), 1);
    assert_eq!(c[0].seat, Seat::Battalion(b));
    assert!(extend(&hc(Side::Allies), &g.s, &roster, now())
        .covers
        .contains(&b));
    // Once the absence is over, the cover ends by itself.
    assert!(covering(&g.s, &roster, ALLIED_HC, now() + Duration::days(8)).is_empty());
    // The enemy HC covers nothing of it.
    assert!(covering(&g.s, &roster, AXIS_HC, now()).is_empty());
}

#[test]
fn r1_5_a_named_deputy_drafts_for_the_absent_commander_and_the_side_reads_so() {
    let (mut g, _a, b, _x, _y) = beach_game();
    let units = g.pick(b, 1, 0);
    // Not while B's commander is here.
    g.ok(
        &hc(Side::Allies),
        Command::SetDeputy(SetDeputy {
            battalion: Some(b),
            high_commander: None,
            deputy: Some(BC_A),
        }),
    );
    assert!(g.draft(&bc(BC_A), units.clone(), "F12", None).is_err());
    away(&mut g, &bc(BC_B), 3);
    let ev = g.draft(&bc(BC_A), units.clone(), "F12", None).unwrap();
    let e = &ev[0];
    assert_ne!(e.audience, Visibility::All, "drafts are the side's");
    assert!(e.text.contains("(user 10 for user 11)"), "{}", e.text);
    // The deputy's to-do says whom they cover.
    let map = map();
    let inputs = Inputs::new(&map, &g.roster, now());
    let acts = actions(&g.s, &inputs, &bc(BC_A), None);
    assert_eq!(acts.covering.len(), 1);
    let items = todo(&g.s, &g.map, &acts, &bc(BC_A));
    assert!(items
        .iter()
        .any(|t| t.kind == TodoKind::Cover && t.text.contains("user 11")));
    // Back: the deputy may no longer draft for B.
    g.ok(&bc(BC_B), Command::Back(Back {}));
    let more = g.pick(b, 2, 0)[1];
    assert!(g.draft(&bc(BC_A), vec![more], "F12", None).is_err());
}

#[test]
fn r1_5_a_public_entry_made_by_a_deputy_tells_only_the_side() {
    let (mut g, _a, b, _x, _y) = beach_game();
    // The Allied HC is away; BC A is the deputy of the HC's seat and
    // commits for the side.
    g.ok(
        &hc(Side::Allies),
        Command::SetDeputy(SetDeputy {
            battalion: None,
            high_commander: Some(Side::Allies),
            deputy: Some(BC_A),
        }),
    );
    g.draft(&bc(BC_B), g.pick(b, 1, 0), "F12", None).unwrap();
    assert!(
        g.run(&bc(BC_A), Command::Commit(Commit {})).is_err(),
        "not HC while the HC is here"
    );
    away(&mut g, &hc(Side::Allies), 2);
    let ev = g.commit_as(&bc(BC_A));
    let public: Vec<&Entry> = ev
        .iter()
        .filter(|e| e.audience == Visibility::All)
        .collect();
    assert!(!public.is_empty());
    for e in public {
        assert!(
            !e.text.contains(" for "),
            "public text tells of the absence: {}",
            e.text
        );
        let (side, inner) = e.inner.as_ref().expect("the side's text");
        assert_eq!(*side, Side::Allies);
        assert!(inner.contains("(user 10 for user 2)"), "{inner}");
    }
}

#[test]
fn r1_5_who_may_name_a_deputy_and_who_may_be_one() {
    let (mut g, a, b, x, _y) = beach_game();
    // A BC may not name the deputy of another's battalion; the holder may.
    g.forbidden(
        &bc(BC_A),
        Command::SetDeputy(SetDeputy {
            battalion: Some(b),
            high_commander: None,
            deputy: Some(BC_A),
        }),
    );
    g.ok(
        &bc(BC_B),
        Command::SetDeputy(SetDeputy {
            battalion: Some(b),
            high_commander: None,
            deputy: Some(BC_A),
        }),
    );
    // An enemy member is never a deputy; nor the holder himself.
    let v = g.refused(
        &gm(),
        Command::SetDeputy(SetDeputy {
            battalion: Some(a),
            high_commander: None,
            deputy: Some(BC_X),
        }),
    );
    assert_eq!(v.rule, "R1.5");
    let v = g.refused(
        &gm(),
        Command::SetDeputy(SetDeputy {
            battalion: Some(a),
            high_commander: None,
            deputy: Some(BC_A),
        }),
    );
    assert!(v.message.contains("its own deputy"), "{}", v.message);
    // The enemy HC names nothing on the Allied side.
    g.forbidden(
        &hc(Side::Axis),
        Command::SetDeputy(SetDeputy {
            battalion: Some(a),
            high_commander: None,
            deputy: None,
        }),
    );
    let ev = g.ok(
        &hc(Side::Axis),
        Command::SetDeputy(SetDeputy {
            battalion: Some(x),
            high_commander: None,
            deputy: Some(BC_Y),
        }),
    );
    assert_eq!(ev[0].audience, Visibility::Axis);
    let map = map();
    assert!(view(&g.s, &map, &bc(BC_A))
        .deputies
        .iter()
        .all(|d| d.side == Side::Allies));
    assert_eq!(view(&g.s, &map, &gm()).deputies.len(), 2);
}

#[test]
fn r1_5_a_deputy_who_is_away_covers_nothing() {
    let (mut g, _a, b, _x, _y) = beach_game();
    away(&mut g, &bc(BC_B), 5);
    away(&mut g, &hc(Side::Allies), 5);
    assert!(covering(&g.s, &roster(), ALLIED_HC, now()).is_empty());
    let v = g.run(
        &bc(BC_A),
        Command::DraftMove(DraftMove {
            units: g.pick(b, 1, 0),
            to: Location::parse("F12").unwrap(),
            target: None,
        }),
    );
    assert!(v.is_err());
}

/// The member `user` is by `g`'s roster now.
fn now_as(g: &Game, user: UserId) -> Actor {
    Actor::of(user, &g.roster)
}

fn member_id(g: &Game, user: UserId) -> MemberId {
    g.roster.iter().find(|m| m.user == user).unwrap().id
}

fn deputy(battalion: BattalionId, user: UserId) -> Command {
    Command::SetDeputy(SetDeputy {
        battalion: Some(battalion),
        high_commander: None,
        deputy: Some(user),
    })
}

/// The GM's `AddMember` of fixture user `user` as `role` of `side`.
fn add(user: UserId, role: Role, side: Side) -> Command {
    Command::AddMember(AddMember {
        email: format!("u{user}@example.com"),
        role,
        side: Some(side),
        user: Some(user),
        name: format!("user {user}"),
    })
}

/// Security review 4, item 1: the Axis HC names BC_Y deputy of battalion X;
/// the GM removes BC_Y and adds them again as an Allied battalion
/// commander; X's commander goes away; the Allies attack X. BC_Y, now
/// Allied, must not choose X's defenders nor learn of the absence.
#[test]
fn r1_5_a_deputy_who_changed_sides_covers_nothing_of_the_old_side() {
    let (mut g, a, _b, x, _y) = beach_game();
    g.ok(&hc(Side::Axis), deputy(x, BC_Y));
    let id = member_id(&g, BC_Y);
    g.ok(&gm(), Command::RemoveMember(RemoveMember { member: id }));
    g.ok(&gm(), add(BC_Y, Role::BattalionCommander, Side::Allies));
    assert!(
        g.s.people.deputies.iter().all(|d| d.user != BC_Y),
        "the removal cleared the deputy: {:?}",
        g.s.people.deputies
    );
    away(&mut g, &bc(BC_X), 5);
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    let battle = g.s.battles[0].id;
    let switched = now_as(&g, BC_Y);
    assert!(covering(&g.s, &g.roster, BC_Y, now()).is_empty());
    assert_eq!(extend(&switched, &g.s, &g.roster, now()), switched);
    let map = map();
    let inputs = Inputs::new(&map, &g.roster, now());
    assert!(actions(&g.s, &inputs, &switched, None).covering.is_empty());
    let defenders: Vec<UnitId> =
        g.s.battalion_units_in(x, "F14")
            .iter()
            .filter(|u| u.is_combat())
            .take(3)
            .map(|u| u.id)
            .collect();
    let r = g.run(
        &switched,
        Command::ChooseDefenders(ChooseDefenders {
            battle,
            units: defenders.clone(),
        }),
    );
    assert!(r.is_err(), "an Allied member chose Axis defenders: {r:?}");
    // The Axis HC covers X by default and may choose.
    g.ok(
        &hc(Side::Axis),
        Command::ChooseDefenders(ChooseDefenders {
            battle,
            units: defenders,
        }),
    );
}

/// The same, with a deputy record that outlived its holder's side (written
/// before removals cleared them): the roster is asked where it is used.
#[test]
fn r1_5_a_stored_deputy_grants_nothing_the_roster_does_not() {
    let (mut g, _a, _b, x, _y) = beach_game();
    g.s.people.deputies.push(crate::rules::timetable::Deputy {
        seat: Seat::Battalion(x),
        side: Side::Axis,
        user: BC_A,
    });
    away(&mut g, &bc(BC_X), 5);
    assert!(covering(&g.s, &g.roster, BC_A, now()).is_empty());
    // The side's HC covers instead.
    assert_eq!(covering(&g.s, &g.roster, AXIS_HC, now()).len(), 1);
}

/// A member plays for one side: a role on the other side is refused
/// until the first is removed; adding the role a member holds moves it.
#[test]
fn r1_2_a_member_plays_for_one_side() {
    let (mut g, ..) = beach_game();
    let v = g.refused(&gm(), add(ALLIED_HC, Role::BattalionCommander, Side::Axis));
    assert_eq!(v.rule, "R1.2");
    assert!(v.message.contains("one side"), "{}", v.message);
}

/// Whatever a change of membership leaves behind (an absence, an
/// extension request, a request for a seat, a deputy's seat, a command)
/// is gone once the member left or changed sides.
#[test]
fn r1_2_a_side_change_takes_away_what_the_old_side_gave() {
    let (mut g, _a, b, x, _y) = beach_game();
    g.ok(&hc(Side::Allies), deputy(b, BC_A));
    away(&mut g, &bc(BC_A), 3);
    g.s.people
        .extensions
        .push(crate::rules::timetable::ExtensionRequest {
            user: BC_A,
            side: Some(Side::Allies),
            hours: 5,
            reason: "x".into(),
        });
    g.s.people.claims.push(crate::rules::timetable::Claim {
        seat: Seat::Battalion(x),
        user: OBSERVER,
    });
    g.s.people.openings.push(crate::rules::timetable::Opening {
        seat: Seat::Battalion(x),
        side: Side::Axis,
        at_once: false,
    });
    // Adding BC_A's role again on the Axis side moves them.
    g.ok(&gm(), add(BC_A, Role::BattalionCommander, Side::Axis));
    let p = &g.s.people;
    assert!(
        p.deputies.iter().all(|d| d.user != BC_A),
        "{:?}",
        p.deputies
    );
    assert!(
        p.absences.iter().all(|a| a.user != BC_A),
        "{:?}",
        p.absences
    );
    assert!(p.extensions.is_empty(), "{:?}", p.extensions);
    assert!(
        g.s.battalions.iter().all(|bn| bn.commander != Some(BC_A)),
        "BC_A no longer commands an Allied battalion"
    );
    // The observer's claim still stands: nothing of theirs changed.
    assert_eq!(g.s.people.claims.len(), 1);
    // Removing the observer drops the claim.
    let id = member_id(&g, OBSERVER);
    g.ok(&gm(), Command::RemoveMember(RemoveMember { member: id }));
    assert!(g.s.people.claims.is_empty());
}
