//! The notices of a battle's life: declared (its two commanders and the GM
//! hear who fights where), its result entered, its due date passed.

use super::planner::{audience_of, text_for, Planner};
use crate::mail::compose::Line;
use crate::rules::told;
use crate::rules::{Audience, BattleId, Entry, Role, Side};
use crate::say;
use std::collections::BTreeSet;

pub(super) fn battle_created(p: &mut Planner, bid: BattleId, e: &Entry) {
    let Some(b) = p.public().battle(bid) else {
        return;
    };
    let (zone, attacker, defender, need) = (
        b.zone.to_string(),
        b.attacker_battalion,
        b.defender_battalion,
        b.defenders_required,
    );
    let commander = |bn| p.public().battalion(bn).and_then(|x| x.commander);
    let (att, def) = (commander(attacker), commander(defender));
    let sheet = p.path(&format!("/battles/{bid}/sheet"));
    let title: Line = say!("mail-battle-set", battle = bid.get(), zone = &zone).into();
    for u in p.gms() {
        let Some(text) = text_for(Audience::Gm, e) else {
            continue;
        };
        let key = format!("battle:{}:{bid}:gm", p.id);
        let action = (say!("mail-open-sheet"), sheet.clone());
        p.push(key, u, "battle", title.clone(), vec![text], action);
    }
    if let Some(u) = att.map(|u| u.get()) {
        if let Some(text) = text_for(audience_of(p.members, u), e) {
            let key = format!("battle:{}:{bid}:attacker", p.id);
            let lines = vec![text, say!("mail-you-attack").into()];
            let action = (say!("mail-open-sheet"), sheet.clone());
            p.push(key, u, "battle", title.clone(), lines, action);
        }
    }
    if let Some(u) = def.map(|u| u.get()) {
        if let Some(text) = text_for(audience_of(p.members, u), e) {
            let key = format!("battle:{}:{bid}:defender", p.id);
            let lines = vec![text, say!("mail-pick-defenders", n = need).into()];
            let title = say!("mail-choose-defenders", battle = bid.get(), zone = &zone);
            let form = format!("{sheet}#defenders");
            let action = (say!("mail-choose-defenders-action"), form);
            p.push(key, u, "battle", title, lines, action);
        }
    }
}

/// Tells both commanders the result; only a side that lost units is asked
/// to choose them (R8.1), when the combat results phase opens.
pub(super) fn result_entered(p: &mut Planner, bid: BattleId, losses: [u32; 2], e: &Entry) {
    let Some(b) = p.public().battle(bid) else {
        return;
    };
    let zone = b.zone.to_string();
    let commanders: Vec<(crate::rules::BattalionId, u32, i64)> =
        [b.attacker_battalion, b.defender_battalion]
            .into_iter()
            .zip(losses)
            .filter_map(|(bn, lost)| {
                let u = p.public().battalion(bn).and_then(|x| x.commander)?;
                Some((bn, lost, u.get()))
            })
            .collect();
    for (bn, lost, u) in commanders {
        let Some(text) = text_for(audience_of(p.members, u), e) else {
            continue;
        };
        let key = format!("result:{}:{bid}:{bn}", p.id);
        let (ask, title) = if lost == 0 {
            (
                say!("mail-no-losses"),
                say!("mail-result-in", battle = bid.get(), zone = &zone),
            )
        } else {
            (
                say!("mail-choose-losses", n = lost),
                say!("mail-result-in-choose", battle = bid.get(), zone = &zone),
            )
        };
        let lines: Vec<Line> = vec![text, ask.into()];
        let anchor = if lost == 0 { "" } else { "#casualties" };
        let sheet = p.path(&format!("/battles/{bid}/sheet{anchor}"));
        p.push(
            key,
            u,
            "result",
            title,
            lines,
            (say!("mail-open-battle"), sheet),
        );
    }
}

/// The battle's two commanders (each once).
fn commanders(p: &Planner, bid: BattleId) -> BTreeSet<i64> {
    let Some(b) = p.public().battle(bid) else {
        return BTreeSet::new();
    };
    let commander = |bn| p.public().battalion(bn).and_then(|x| x.commander);
    [b.attacker_battalion, b.defender_battalion]
        .into_iter()
        .filter_map(|bn| commander(bn).map(|u| u.get()))
        .collect()
}

/// The battle's two commanders hear `subject` with the entry's public text
/// and a link to the battle.
fn to_commanders(p: &mut Planner, bid: BattleId, key: &str, subject: Line, e: &Entry) {
    let sheet = p.path(&format!("/battles/{bid}/sheet"));
    let text = e
        .said
        .clone()
        .map_or_else(|| Line::Plain(e.text.clone()), Line::Said);
    for u in commanders(p, bid) {
        p.push(
            format!("{key}:{}:{bid}:{}", p.id, p.stamp),
            u,
            "battle",
            subject.clone(),
            vec![text.clone()],
            (say!("mail-open-battle"), sheet.clone()),
        );
    }
}

/// A battle's due date passed with a choice nobody made (R5.11): its two
/// commanders hear that the default applied.
pub(super) fn battle_due(p: &mut Planner, bid: BattleId, e: &Entry) {
    to_commanders(
        p,
        bid,
        "due",
        say!("mail-due-passed", battle = bid.get()).into(),
        e,
    );
}

/// The GM built the battle in CMBN (R13.1): its two commanders hear that it
/// can be played.
pub(super) fn battle_set_up(p: &mut Planner, bid: BattleId, e: &Entry) {
    to_commanders(
        p,
        bid,
        "set_up",
        say!("mail-set-up", battle = bid.get()).into(),
        e,
    );
}

/// A turn file came (R13.3): the commander it was sent to hears at once,
/// with a link to the battle, where he downloads it.
pub(super) fn turn_sent(p: &mut Planner, bid: BattleId, n: u32, sender: Side) {
    let Some(b) = p.public().battle(bid) else {
        return;
    };
    let Some(user) = p.commander_on(bid, sender.enemy()) else {
        return;
    };
    let sheet = p.path(&format!("/battles/{bid}/sheet#relay"));
    p.push(
        format!("turn:{}:{bid}:{n}:{}", p.id, p.stamp),
        user,
        "battle",
        say!(
            "mail-turn-yours",
            battle = bid.get(),
            zone = b.zone.to_string(),
            n = n
        ),
        vec![say!(
            "mail-turn-sent",
            battle = bid.get(),
            zone = b.zone.to_string(),
            n = n
        )],
        (say!("mail-download"), sheet),
    );
}

/// The holder of a turn file passed the turn clock (R13.4): step 1 reminds
/// him; step 2 tells the GM and his side's High Commander, who may chase
/// his own commander.
pub(super) fn turn_chased(p: &mut Planner, bid: BattleId, n: u32, step: u8, side: Side) {
    let Some(b) = p.public().battle(bid) else {
        return;
    };
    let zone = b.zone.to_string();
    let holder = p.commander_on(bid, side);
    let sheet = p.path(&format!("/battles/{bid}/sheet#relay"));
    let hours = p.relay_clock(bid);
    let mut to: Vec<i64> = Vec::new();
    let (title, line) = if step == crate::rules::relay::STEP_AWAY {
        let days = p
            .public()
            .schedule
            .turn_pause_days
            .unwrap_or(crate::rules::relay::PAUSE_DAYS_DEFAULT);
        to.extend(p.gms());
        (
            say!("mail-chase-away", battle = bid.get(), zone = &zone),
            say!(
                "mail-chase-away-line",
                side = told::side(side),
                battle = bid.get(),
                zone = &zone,
                n = n,
                days = days
            ),
        )
    } else if step == 1 {
        to.extend(holder);
        (
            say!("mail-chase-1", battle = bid.get(), zone = &zone),
            say!(
                "mail-chase-1-line",
                battle = bid.get(),
                zone = &zone,
                n = n,
                hours = hours
            ),
        )
    } else {
        to.extend(
            p.members
                .iter()
                .filter(|m| {
                    m.role == Role::Gm || (m.role == Role::HighCommander && m.side == Some(side))
                })
                .map(|m| m.user_id),
        );
        (
            say!("mail-chase-2", battle = bid.get(), zone = &zone),
            say!(
                "mail-chase-2-line",
                battle = bid.get(),
                zone = &zone,
                n = n,
                hours = hours * 2,
                side = told::side(side)
            ),
        )
    };
    for u in to {
        p.push(
            format!("chase:{}:{bid}:{n}:{step}:{u}", p.id),
            u,
            "battle",
            title.clone(),
            vec![line.clone()],
            (say!("mail-open-battle"), sheet.clone()),
        );
    }
}

/// A commander conceded (R13.5): the game masters hear it and enter the
/// result.
pub(super) fn battle_conceded(p: &mut Planner, bid: BattleId, side: Side) {
    let Some(zone) = p.public().battle(bid).map(|b| b.zone.to_string()) else {
        return;
    };
    let result = p.path(&format!("/battles/{bid}/sheet#result"));
    let sheet = p.path(&format!("/battles/{bid}/sheet#game"));
    let now = p.public().phase == crate::rules::Phase::CombatResolution;
    let when = say!("word-when-result", now = if now { "now" } else { "later" });
    let title = say!(
        "mail-conceded",
        battle = bid.get(),
        zone = &zone,
        side = told::side(side)
    );
    let (s, n, z) = (told::side(side), bid.get(), zone.as_str());
    for u in p.gms() {
        p.push(
            format!("conceded:{}:{bid}:{u}", p.id),
            u,
            "battle",
            title.clone(),
            vec![say!(
                "mail-conceded-gm",
                side = &s,
                battle = n,
                zone = z,
                when = &when
            )],
            (say!("mail-enter-result"), result.clone()),
        );
    }
    // The opponent and both High Commanders follow the battle: the game is
    // over, no more turn files.
    let mut others: Vec<i64> = p.commander_on(bid, side.enemy()).into_iter().collect();
    others.extend(
        p.members
            .iter()
            .filter(|m| m.role == crate::rules::Role::HighCommander)
            .map(|m| m.user_id),
    );
    others.sort_unstable();
    others.dedup();
    for u in others {
        p.push(
            format!("conceded_told:{}:{bid}:{u}", p.id),
            u,
            "battle",
            title.clone(),
            vec![say!(
                "mail-conceded-told",
                side = &s,
                battle = n,
                zone = z,
                when = &when
            )],
            (say!("mail-see-battle"), sheet.clone()),
        );
    }
}

/// The game master chased a battle by hand (R13.5): the commanders it
/// waits on hear it.
pub(super) fn battle_chased(p: &mut Planner, bid: BattleId, sides: &[Side]) {
    let Some(b) = p.public().battle(bid) else {
        return;
    };
    let zone = b.zone.to_string();
    let users: Vec<i64> = sides
        .iter()
        .filter_map(|s| p.commander_on(bid, *s))
        .collect();
    let sheet = p.path(&format!("/battles/{bid}/sheet#game"));
    let live = matches!(
        p.state().battle(bid).and_then(|b| b.play.mode),
        Some(crate::rules::play::PlayMode::Live)
    );
    for u in users {
        p.push(
            format!("gm_chase:{}:{bid}:{u}:{}", p.id, p.stamp),
            u,
            "battle",
            say!("mail-gm-chase", battle = bid.get(), zone = &zone),
            vec![if live {
                say!("mail-gm-chase-live", battle = bid.get(), zone = &zone)
            } else {
                say!("mail-gm-chase-pbem", battle = bid.get(), zone = &zone)
            }],
            (say!("mail-open-battle"), sheet.clone()),
        );
    }
}
