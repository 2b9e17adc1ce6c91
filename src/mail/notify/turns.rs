//! The notices of a turn's clock: a phase opens for its side's players,
//! orders are committed, a draft is made for the High Commander, a deadline
//! waits on the GM, and the reminders before a deadline.

use super::planner::{audience_of, players, text_for, to_gms, Planner};
use crate::mail::compose::Line;
use crate::rules::told;
use crate::rules::{Audience, Entry, Phase, Role, Side};
use crate::say;
use chrono::Utc;
use std::collections::BTreeSet;

/// A phase opens: what each of the acting side's players must do.
pub(super) fn phase_opened(p: &mut Planner) {
    let v = p.public();
    if v.status != crate::rules::Status::Active {
        return;
    }
    let (label, round, side, phase) = (v.label(), v.round, v.side, v.phase);
    let previous = crate::rules::phases::previous_turn(label);
    for m in players(p.members, side) {
        let what = match (phase, m.role) {
            (Phase::CombatMove, Role::BattalionCommander) => say!("mail-do-combat-bc"),
            (Phase::CombatMove, Role::HighCommander) => say!("mail-do-combat-hc"),
            (Phase::NonCombatMove, Role::BattalionCommander) => say!("mail-do-non-combat-bc"),
            (Phase::NonCombatMove, Role::HighCommander) => say!("mail-do-non-combat-hc"),
            (Phase::Reinforcements, Role::HighCommander) => say!("mail-do-reinforcements"),
            _ => continue,
        };
        let title = say!(
            "mail-phase-open",
            round = round,
            side = told::side(side),
            phase = told::phase(phase)
        );
        let orders = p.path("/orders");
        let mut lines: Vec<Line> = vec![what.into()];
        // A new turn: the last one's report, to read (and post) first.
        if let Some((round, side)) = previous {
            let report = p.path(&format!("/reports/{round}/{}", side.as_str()));
            lines.push(say!("mail-last-turn", link = report).into());
        }
        p.push(
            format!("phase:{}:{label}", p.id),
            m.user_id,
            "phase",
            title,
            lines,
            (say!("mail-open-orders"), orders),
        );
    }
}

/// The side's players read the side's own text (with unit names).
pub(super) fn orders_committed(p: &mut Planner, side: Side, e: &Entry) {
    let users: Vec<i64> = players(p.members, side).iter().map(|m| m.user_id).collect();
    for u in users {
        let Some(text) = text_for(audience_of(p.members, u), e) else {
            continue;
        };
        let key = format!("orders:{}:{}", p.id, p.stamp);
        let map = p.path("/map");
        p.push(
            key,
            u,
            "orders",
            say!("mail-orders-committed", side = told::side(side)),
            vec![text],
            (say!("mail-see-map"), map),
        );
    }
}

/// A deadline passed in a phase that waits on the game master (R5.7):
/// the GM hears it.
pub(super) fn deadline_waits(p: &mut Planner, e: &Entry) {
    let battles = p.path("/battles");
    let subject = say!("mail-waits-on-you").into();
    to_gms(
        p,
        "waits",
        subject,
        e,
        (say!("mail-enter-results").into(), battles),
    );
}

/// The HCs hear when every battalion commander with units to move said his
/// orders are done (R5.12), with who they are (read from the side's own
/// view: the flags are the side's knowledge). Once per phase.
pub(super) fn all_ready(p: &mut Planner) {
    let side = p.views.acting_side();
    let v = p.views.of(Audience::Side(side));
    let moving = |b: crate::rules::BattalionId| {
        v.units.iter().any(|u| {
            u.battalion == Some(b)
                && !u.destroyed
                && *u.location != crate::rules::Location::Reinforcements
        })
    };
    let commanders: BTreeSet<i64> = v
        .battalions
        .iter()
        .filter(|b| b.side == side && moving(b.id))
        .filter_map(|b| b.commander.map(|c| c.get()))
        .collect();
    let ready: BTreeSet<i64> = v.ready.iter().map(|u| u.get()).collect();
    if commanders.is_empty() || !commanders.is_subset(&ready) {
        return;
    }
    let names: Vec<String> = p
        .members
        .iter()
        .filter(|m| commanders.contains(&m.user_id))
        .map(|m| m.display_name.clone())
        .collect();
    let (label, count) = (v.label(), v.drafts.len());

    let hcs: Vec<i64> = p
        .members
        .iter()
        .filter(|m| m.role == Role::HighCommander && m.side == Some(side))
        .map(|m| m.user_id)
        .collect();
    for u in hcs {
        let orders = p.path("/orders");
        p.push(
            format!("ready:{}:{label}", p.id),
            u,
            "drafts_ready",
            say!("mail-all-ready"),
            vec![
                say!("mail-ready-names", names = names.join(", ")),
                say!("mail-moves-waiting", n = count),
            ],
            (say!("mail-review-commit"), orders),
        );
    }
}

/// Reminders 24 h and 2 h before the deadline, for the acting side.
pub(super) fn reminders(p: &mut Planner) {
    let v = p.public();
    let Some(deadline) = v.deadline else {
        return;
    };
    let (label, side, phase) = (v.label(), v.side, v.phase);
    for (hours, tag) in [(24, "24h"), (2, "2h")] {
        let when = deadline - chrono::Duration::hours(hours);
        if when <= Utc::now() {
            continue;
        }
        let users: Vec<i64> = players(p.members, side).iter().map(|m| m.user_id).collect();
        for u in users {
            let key = format!("reminder:{}:{label}:{}:{tag}", p.id, deadline.timestamp());
            let orders = p.path("/orders");
            p.push(
                key,
                u,
                "reminder",
                say!("mail-orders-due", hours = hours),
                vec![say!("mail-phase-ends", phase = told::phase(phase))],
                (say!("mail-open-orders"), orders),
            );
            if let Some(n) = p.out.last_mut() {
                n.send_after = Some(when);
            }
        }
    }
}
