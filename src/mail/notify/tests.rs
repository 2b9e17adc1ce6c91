//! The mail planner's pure parts.
#![allow(clippy::unwrap_used)]

use crate::hooks::previous_turn;
use crate::rules::say::Lang;
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

/// R5.12: the High Commander hears once every battalion commander with
/// units on the map said his orders are done, with their names; a draft
/// tells nobody, and a word said again in the same phase is not mailed twice.
#[test]
fn r5_12_the_hc_hears_once_every_commander_is_ready() {
    use crate::mail::notify::{plan, MailCtx};
    use crate::rules::ready::SetReady;
    use crate::rules::tests::fixture::*;
    use crate::rules::{decide, Command, Inputs};
    use crate::store::campaigns::Member;

    let (mut g, a, _b, x, _y) = beach_game();
    let members: Vec<Member> = g
        .roster
        .iter()
        .map(|m| Member {
            membership_id: m.id.get(),
            user_id: m.user.get(),
            email: m.email.clone(),
            display_name: m.name.clone(),
            time_zone: "UTC".into(),
            role: m.role,
            side: m.side,
        })
        .collect();
    let ctx = MailCtx {
        base_url: "https://bocage.example".into(),
        secret: vec![7; 32],
    };
    let units = g.pick(a, 3, 0);
    let mut run = |who, cmd: Command| {
        let inputs = Inputs {
            map: &g.map,
            roster: &g.roster,
            now: now(),
            previous: None,
        };
        let d = decide(&g.s, &inputs, &bc(who), &cmd).unwrap();
        let told: Vec<(i64, String, String)> = plan(1, &d, &g.map, &members, &ctx)
            .into_iter()
            .filter(|n| n.category == "drafts_ready")
            .map(|n| (n.user_id, n.key.clone(), n.lines_in(Lang::En).join(" ")))
            .collect();
        g.s = d.state;
        told
    };
    let draft = Command::DraftMove(crate::rules::orders::DraftMove {
        units,
        to: crate::rules::location::Location::parse("F14").unwrap(),
        target: Some(x),
    });
    assert_eq!(run(BC_A, draft), vec![], "a draft tells nobody");
    let ready = |on| Command::SetReady(SetReady { ready: on });
    assert_eq!(run(BC_A, ready(true)), vec![], "BC_B is not ready yet");
    let told = run(BC_B, ready(true));
    let [(user, key, text)] = told.as_slice() else {
        panic!("the Allied HC only: {told:?}");
    };
    assert_eq!(*user, ALLIED_HC.get());
    assert!(
        text.starts_with("Ready: ") && text.contains("1 drafted move waiting"),
        "{text}"
    );
    // Said again: the same key, so the outbox keeps the first only.
    run(BC_B, ready(false));
    let again = run(BC_B, ready(true));
    assert_eq!(
        again.first().map(|t| &t.1),
        Some(key),
        "keyed once per phase"
    );
}

fn members_of(g: &crate::rules::tests::fixture::Game) -> Vec<crate::store::campaigns::Member> {
    g.roster
        .iter()
        .map(|m| crate::store::campaigns::Member {
            membership_id: m.id.get(),
            user_id: m.user.get(),
            email: m.email.clone(),
            display_name: m.name.clone(),
            time_zone: "UTC".into(),
            role: m.role,
            side: m.side,
        })
        .collect()
}

/// R5.10: the one who asked for more time hears the GM's answer, granted or
/// refused, and nobody else gets that mail.
#[test]
fn r5_10_the_one_who_asked_hears_the_answer() {
    use crate::mail::notify::{plan, MailCtx};
    use crate::rules::extensions::{DecideExtension, RequestExtension};
    use crate::rules::tests::fixture::*;
    use crate::rules::{decide, Actor, Command, Inputs};

    let ctx = MailCtx {
        base_url: "https://bocage.example".into(),
        secret: vec![7; 32],
    };
    for grant in [true, false] {
        let (mut g, ..) = beach_game();
        g.s.deadline = Some(now() + chrono::Duration::hours(24));
        g.s.schedule.max_extension_hours = 48;
        let members = members_of(&g);
        g.ok(
            &Actor::of(BC_A, &g.roster),
            Command::RequestExtension(RequestExtension {
                hours: 6,
                reason: "Away for the weekend".into(),
            }),
        );
        let inputs = Inputs {
            map: &g.map,
            roster: &g.roster,
            now: now(),
            previous: None,
        };
        let answer = Command::DecideExtension(DecideExtension { user: BC_A, grant });
        let d = decide(&g.s, &inputs, &gm(), &answer).unwrap();
        let told: Vec<_> = plan(1, &d, &g.map, &members, &ctx)
            .into_iter()
            .filter(|n| n.key.starts_with("extension_answered:"))
            .collect();
        let [n] = told.as_slice() else {
            panic!("one mail, to the one who asked: {told:?}");
        };
        assert_eq!(n.user_id, BC_A.get());
        let verdict = if grant { "granted" } else { "refused" };
        assert!(n.title.to_string().ends_with(verdict), "{}", n.title);
        let said = n.lines_in(Lang::En).join(" ");
        assert!(
            said.starts_with(&format!("The GM {verdict} your request for 6 more hours.")),
            "{said}"
        );
        assert_eq!(said.contains("The deadline is now"), grant, "{said}");
    }
}

/// R1.6: a member whose request for a seat the GM refused hears it (a
/// grant briefs the new holder elsewhere); nobody else gets that mail.
#[test]
fn r1_6_the_one_refused_a_seat_hears_it() {
    use crate::mail::notify::{plan, MailCtx};
    use crate::rules::seats::{DecideSeat, OpenSeat, TakeSeat};
    use crate::rules::tests::fixture::*;
    use crate::rules::{decide, Command, Inputs};

    let ctx = MailCtx {
        base_url: "https://bocage.example".into(),
        secret: vec![7; 32],
    };
    let (mut g, _a, b, _x, _y) = beach_game();
    let members = members_of(&g);
    g.ok(
        &hc(crate::rules::Side::Allies),
        Command::OpenSeat(OpenSeat {
            battalion: Some(b),
            high_commander: None,
            open: true,
            at_once: false,
        }),
    );
    g.ok(
        &bc(BC_A),
        Command::TakeSeat(TakeSeat {
            battalion: Some(b),
            high_commander: None,
        }),
    );
    let inputs = Inputs::new(&g.map, &g.roster, now());
    let no = Command::DecideSeat(DecideSeat {
        user: BC_A,
        approve: false,
    });
    let d = decide(&g.s, &inputs, &gm(), &no).unwrap();
    let told: Vec<_> = plan(1, &d, &g.map, &members, &ctx)
        .into_iter()
        .filter(|n| n.key.starts_with("seat_refused:"))
        .collect();
    let [n] = told.as_slice() else {
        panic!("one mail, to the one who asked: {told:?}");
    };
    assert_eq!(n.user_id, BC_A.get());
    assert_eq!(n.title.to_string(), "Your request for a seat was refused");
    assert!(
        n.lines_in(Lang::En)
            .join(" ")
            .starts_with("The GM refused "),
        "{:?}",
        n.lines
    );
}
