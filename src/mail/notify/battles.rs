//! The notices of a battle's life: declared (its two commanders and the GM
//! hear who fights where), its result entered, its due date passed.

use super::planner::{audience_of, text_for, Planner};
use crate::rules::{Audience, BattleId, Entry, Role, Side};
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
    let title = format!("Battle {bid} set in {zone}");
    for u in p.gms() {
        let Some(text) = text_for(Audience::Gm, e) else {
            continue;
        };
        let key = format!("battle:{}:{bid}:gm", p.id);
        let action = ("Open the setup sheet", sheet.clone());
        p.push(key, u, "battle", title.clone(), vec![text], action);
    }
    if let Some(u) = att.map(|u| u.get()) {
        if let Some(text) = text_for(audience_of(p.members, u), e) {
            let key = format!("battle:{}:{bid}:attacker", p.id);
            let lines = vec![text, "You command the attacker.".into()];
            let action = ("Open the setup sheet", sheet.clone());
            p.push(key, u, "battle", title.clone(), lines, action);
        }
    }
    if let Some(u) = def.map(|u| u.get()) {
        if let Some(text) = text_for(audience_of(p.members, u), e) {
            let key = format!("battle:{}:{bid}:defender", p.id);
            let lines = vec![text, format!("Pick at least {need} defending units.")];
            let title = format!("Battle {bid} in {zone}: choose your defenders");
            let form = format!("{sheet}#defenders");
            p.push(key, u, "battle", title, lines, ("Choose defenders", form));
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
                "Your battalion lost no units: there are no casualties to choose.".to_string(),
                format!("Battle {bid} in {zone}: result in"),
            )
        } else {
            (
                format!(
                    "Choose which {lost} of your battle units {} lost when the combat results phase opens.",
                    if lost == 1 { "is" } else { "are" }
                ),
                format!("Battle {bid} in {zone}: result in, choose casualties"),
            )
        };
        let lines = vec![text, ask];
        let anchor = if lost == 0 { "" } else { "#casualties" };
        let sheet = p.path(&format!("/battles/{bid}/sheet{anchor}"));
        p.push(key, u, "result", title, lines, ("Open the battle", sheet));
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
fn to_commanders(p: &mut Planner, bid: BattleId, key: &str, subject: String, e: &Entry) {
    let sheet = p.path(&format!("/battles/{bid}/sheet"));
    for u in commanders(p, bid) {
        p.push(
            format!("{key}:{}:{bid}:{}", p.id, p.stamp),
            u,
            "battle",
            subject.clone(),
            vec![e.text.clone()],
            ("Open the battle", sheet.clone()),
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
        format!("Battle {bid}: the due date passed"),
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
        format!("Battle {bid} is set up: play it"),
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
        format!("Battle {bid} in {}: turn file {n} is yours", b.zone),
        vec![format!(
            "Your opponent sent turn file {n} of battle {bid} in {}. Download it, play your turn in CMBN and send your file back.",
            b.zone
        )],
        ("Download the file", sheet),
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
            format!("Battle {bid} in {zone}: its commander is away past the clock's pause"),
            format!("The {} commander of battle {bid} in {zone} is away and has held turn file {n} for over {days} days of his absence: the turn clock runs again. Give more time, find him a replacement or rule (R13.4, R13.5).", side.label()),
        )
    } else if step == 1 {
        to.extend(holder);
        (
            format!("Battle {bid} in {zone}: your turn file is awaited"),
            format!("Turn file {n} of battle {bid} in {zone} has waited on you for over {hours} hours. Play your turn in CMBN and send your file back."),
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
            format!("Battle {bid} in {zone}: a turn file is held past the clock twice"),
            format!("Turn file {n} of battle {bid} in {zone} has waited over {} hours on the {} commander.", hours * 2, side.label()),
        )
    };
    for u in to {
        p.push(
            format!("chase:{}:{bid}:{n}:{step}:{u}", p.id),
            u,
            "battle",
            title.clone(),
            vec![line.clone()],
            ("Open the battle", sheet.clone()),
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
    let when = if p.public().phase == crate::rules::Phase::CombatResolution {
        "now"
    } else {
        "in the combat resolution phase"
    };
    for u in p.gms() {
        p.push(
            format!("conceded:{}:{bid}:{u}", p.id),
            u,
            "battle",
            format!("Battle {bid} in {zone}: the {} commander concedes", side.label()),
            vec![format!(
                "The {} commander conceded battle {bid} in {zone}. Enter its result {when}: it will say it was conceded (R13.5).",
                side.label()
            )],
            ("Enter the result", result.clone()),
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
            format!("Battle {bid} in {zone}: the {} commander concedes", side.label()),
            vec![format!(
                "The {} commander conceded battle {bid} in {zone}: its game is over, no more turn files are sent, and the game master enters the result {when} (R13.5).",
                side.label()
            )],
            ("See the battle", sheet.clone()),
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
    let part = match p.state().battle(bid).and_then(|b| b.play.mode) {
        Some(crate::rules::play::PlayMode::Live) => "agree on a time to play live, or play it",
        _ => "play your turn and send your turn file",
    };
    for u in users {
        p.push(
            format!("gm_chase:{}:{bid}:{u}:{}", p.id, p.stamp),
            u,
            "battle",
            format!("Battle {bid} in {zone}: the game master asks you to play on"),
            vec![format!(
                "Battle {bid} in {zone} waits on you: {part} in CMBN, or tell the game master what holds it up."
            )],
            ("Open the battle", sheet.clone()),
        );
    }
}
