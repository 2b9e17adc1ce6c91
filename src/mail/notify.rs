//! Which events mail whom (`plan`), queued in the same transaction as the
//! event (`compose::enqueue`): a rolled-back command sends nothing. Every
//! notice is drawn from its recipient's view (`rules::View`) and carries an
//! entry's text only as that recipient may read it.

pub use super::compose::{enqueue, next_digest, render, MailCtx, Notice, Rendered};
use crate::rules::view::{View, Views};
use crate::rules::{Audience, BattleId, Decision, Entry, Event, Map, Phase, Role, Side};
use crate::store::campaigns::Member;
use chrono::Utc;
use std::collections::BTreeSet;

fn players(members: &[Member], side: Side) -> Vec<&Member> {
    members
        .iter()
        .filter(|m| {
            m.side == Some(side) && matches!(m.role, Role::HighCommander | Role::BattalionCommander)
        })
        .collect()
}

/// What `user` may see in this campaign, from all their memberships.
pub(super) fn audience_of(members: &[Member], user: i64) -> Audience {
    let rows = || members.iter().filter(|m| m.user_id == user);
    if rows().any(|m| m.role == Role::Gm) {
        return Audience::Gm;
    }
    rows()
        .find_map(|m| m.side.filter(|_| m.role.needs_side()))
        .map_or(Audience::Public, Audience::Side)
}

/// An entry's text as audience `who` may read it: the side's fuller text
/// for that side, the entry's text for its audience, nothing for others.
fn text_for(who: Audience, e: &Entry) -> Option<String> {
    if !who.reads(e.audience) {
        return None;
    }
    Some(match &e.inner {
        Some((side, t)) if who.sees_side(*side) => t.clone(),
        _ => e.text.clone(),
    })
}

pub(super) fn link(ctx: &MailCtx, path: &str) -> String {
    format!("{}{path}", ctx.base_url.trim_end_matches('/'))
}

/// What every notice of one decision shares.
struct Planner<'a> {
    id: i64,
    views: Views<'a>,
    members: &'a [Member],
    ctx: &'a MailCtx,
    /// Makes keys of repeatable notices unique.
    stamp: String,
    out: Vec<Notice>,
}

impl<'a> Planner<'a> {
    fn path(&self, rest: &str) -> String {
        link(self.ctx, &format!("/campaigns/{}{rest}", self.id))
    }

    /// What everyone may know (phase, deadline).
    fn public(&self) -> &View<'a> {
        self.views.of(Audience::Public)
    }

    fn push(
        &mut self,
        key: String,
        user: i64,
        category: &'static str,
        title: String,
        lines: Vec<String>,
        action: (&str, String),
    ) {
        let deadline = self.public().deadline;
        self.out.push(Notice {
            key,
            user_id: user,
            category,
            title,
            lines,
            action: Some((action.0.to_string(), action.1)),
            deadline,
            send_after: None,
        });
    }
}

/// The notices of one decision: the compiler lists every event kind, so a
/// new kind decides here whether it mails anyone.
pub fn plan(
    campaign_id: i64,
    d: &Decision,
    map: &Map,
    members: &[Member],
    ctx: &MailCtx,
) -> Vec<Notice> {
    let mut p = Planner {
        id: campaign_id,
        views: Views::new(&d.state, map),
        members,
        ctx,
        stamp: format!(
            "{}-{}",
            Utc::now().timestamp_nanos_opt().unwrap_or_default(),
            d.state.next_id
        ),
        out: Vec::new(),
    };
    for e in &d.entries {
        match &e.event {
            Event::CampaignStarted | Event::PhaseAdvanced { .. } => phase_opened(&mut p),
            Event::OrdersCommitted { side, .. } => orders_committed(&mut p, *side, e),
            Event::BattleCreated { battle, .. } => battle_created(&mut p, *battle, e),
            Event::ResultEntered {
                battle,
                attacker_losses,
                defender_losses,
                ..
            } => result_entered(&mut p, *battle, [*attacker_losses, *defender_losses], e),
            Event::CampaignWon { .. } => campaign_won(&mut p, e),
            Event::Paused { .. } | Event::Resumed { .. } => everyone(&mut p, e),
            Event::DeadlinePassed {
                advanced: false, ..
            } => deadline_waits(&mut p, e),
            Event::Drafted { draft, .. } => drafted(&mut p, draft),
            Event::BattleDuePassed { battle, .. } => battle_due(&mut p, *battle, e),
            Event::DeadlineSet { .. } => reminders(&mut p),
            Event::CampaignCreated
            | Event::CampaignImported { .. }
            | Event::ParamsSet
            | Event::CalendarSet { .. }
            | Event::BattalionAdded { .. }
            | Event::BattalionUpdated { .. }
            | Event::BattalionRemoved { .. }
            | Event::UnitRenamed { .. }
            | Event::SupportAdded { .. }
            | Event::UnitRemoved { .. }
            | Event::UnitRestored { .. }
            | Event::ControlSet { .. }
            | Event::MemberAdded { .. }
            | Event::MemberRemoved { .. }
            | Event::DraftDeleted { .. }
            | Event::ControlChanged { .. }
            | Event::ArtilleryCaptured { .. }
            | Event::SupportAssigned { .. }
            | Event::DefendersChosen { .. }
            | Event::BattleReady { .. }
            | Event::ConditionsSet { .. }
            | Event::BattleDueSet { .. }
            | Event::CasualtiesChosen { .. }
            | Event::BattleClosed { .. }
            | Event::ReinforcementPlaced { .. }
            | Event::AdvanceForced { .. }
            | Event::DraftsDropped { .. }
            | Event::TurnStarted { .. }
            | Event::PhaseUndone { .. }
            | Event::ScheduleSet { .. }
            | Event::DeadlinePassed { .. }
            | Event::AllReady
            | Event::AbsenceSet { .. }
            | Event::AbsenceEnded { .. }
            | Event::DeputySet { .. }
            | Event::ExtensionDecided { .. }
            | Event::SeatHandedOver { .. }
            | Event::Corrected { .. }
            | Event::SeatOpened { .. }
            | Event::Annotated { .. }
            | Event::AnnotationRemoved { .. } => {}
            Event::SeatClaimed { .. } => seat_claimed(&mut p, e),
            Event::ExtensionRequested { .. } => extension_asked(&mut p, e),
        }
    }
    p.out
}

/// A phase opens: what each of the acting side's players must do.
fn phase_opened(p: &mut Planner) {
    let v = p.public();
    if v.status != crate::rules::Status::Active {
        return;
    }
    let (label, round, side, phase) = (v.label(), v.round, v.side, v.phase);
    let previous = crate::rules::phases::previous_turn(label);
    for m in players(p.members, side) {
        let what = match (phase, m.role) {
            (Phase::CombatMove, Role::BattalionCommander) => {
                "Draft your combat moves: attacks, captures and landings."
            }
            (Phase::CombatMove, Role::HighCommander) => {
                "Review your commanders' drafts, commit the side's orders and assign support."
            }
            (Phase::NonCombatMove, Role::BattalionCommander) => "Draft your non-combat moves.",
            (Phase::NonCombatMove, Role::HighCommander) => {
                "Review and commit the non-combat moves; move artillery."
            }
            (Phase::Reinforcements, Role::HighCommander) => {
                "Place the reinforcements that have arrived."
            }
            _ => continue,
        };
        let title = format!("Round {round} {} {} is open", side.label(), phase.label());
        let orders = p.path("/orders");
        let mut lines = vec![what.to_string()];
        // A new turn: the last one's report, to read (and post) first.
        if let Some((round, side)) = previous {
            lines.push(format!(
                "What the last turn did: {}",
                p.path(&format!("/reports/{round}/{}", side.as_str()))
            ));
        }
        p.push(
            format!("phase:{}:{label}", p.id),
            m.user_id,
            "phase",
            title,
            lines,
            ("Open your orders", orders),
        );
    }
}

/// The side's players read the side's own text (with unit names).
fn orders_committed(p: &mut Planner, side: Side, e: &Entry) {
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
            format!("{} orders committed", side.label()),
            vec![text],
            ("See the map", map),
        );
    }
}

fn battle_created(p: &mut Planner, bid: BattleId, e: &Entry) {
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
    let gms: Vec<i64> = p
        .members
        .iter()
        .filter(|m| m.role == Role::Gm)
        .map(|m| m.user_id)
        .collect();
    let title = format!("Battle {bid} set in {zone}");
    for u in gms {
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
fn result_entered(p: &mut Planner, bid: BattleId, losses: [u32; 2], e: &Entry) {
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

fn campaign_won(p: &mut Planner, e: &Entry) {
    let users: Vec<i64> = p.members.iter().map(|m| m.user_id).collect();
    for u in users {
        let Some(text) = text_for(audience_of(p.members, u), e) else {
            continue;
        };
        let map = p.path("/map");
        p.push(
            format!("won:{}", p.id),
            u,
            "victory",
            "The campaign is over".into(),
            vec![text],
            ("See the final map", map),
        );
    }
}

/// A pause or a resume (R5.9): every member hears it.
fn everyone(p: &mut Planner, e: &Entry) {
    let users: Vec<i64> = p.members.iter().map(|m| m.user_id).collect();
    let subject = match e.event {
        Event::Paused { .. } => "The campaign is paused",
        _ => "The campaign resumes",
    };
    for u in users {
        let Some(text) = text_for(audience_of(p.members, u), e) else {
            continue;
        };
        let overview = p.path("");
        p.push(
            format!("{}:{}:{}", e.kind(), p.id, p.stamp),
            u,
            "schedule",
            subject.into(),
            vec![text],
            ("Open the campaign", overview),
        );
    }
}

/// A battle's due date passed with a choice nobody made (R5.11): its two
/// commanders hear that the default applied.
fn battle_due(p: &mut Planner, bid: BattleId, e: &Entry) {
    let Some(b) = p.public().battle(bid) else {
        return;
    };
    let commander = |bn| p.public().battalion(bn).and_then(|x| x.commander);
    let users: BTreeSet<i64> = [b.attacker_battalion, b.defender_battalion]
        .into_iter()
        .filter_map(|bn| commander(bn).map(|u| u.get()))
        .collect();
    let sheet = p.path(&format!("/battles/{bid}/sheet"));
    for u in users {
        p.push(
            format!("due:{}:{bid}:{}", p.id, p.stamp),
            u,
            "battle",
            format!("Battle {bid}: the due date passed"),
            vec![e.text.clone()],
            ("Open the battle", sheet.clone()),
        );
    }
}

/// A member asks for an open seat (R1.6): the GM hears it.
fn seat_claimed(p: &mut Planner, e: &Entry) {
    if !e.text.contains(" asks to take ") {
        return;
    }
    let overview = p.path("/seats");
    to_gms(
        p,
        "seat",
        "A member asks for an open seat",
        e,
        ("Answer", overview),
    );
}

/// A player asks for more time (R5.10): the GM hears it.
fn extension_asked(p: &mut Planner, e: &Entry) {
    let overview = p.path("#gm-panel");
    to_gms(
        p,
        "extension",
        "A player asks for more time",
        e,
        ("Answer on the overview", overview),
    );
}

/// A deadline passed in a phase that waits on the game master (R5.7):
/// the GM hears it.
fn deadline_waits(p: &mut Planner, e: &Entry) {
    let battles = p.path("/battles");
    let subject = "A deadline passed: the phase waits on you";
    to_gms(p, "waits", subject, e, ("Enter the results", battles));
}

/// The entry's text to every GM of the campaign (schedule mail).
fn to_gms(p: &mut Planner, key: &str, subject: &str, e: &Entry, action: (&str, String)) {
    let gms: Vec<i64> = p
        .members
        .iter()
        .filter(|m| m.role == Role::Gm)
        .map(|m| m.user_id)
        .collect();
    for u in gms {
        p.push(
            format!("{key}:{}:{}", p.id, p.stamp),
            u,
            "schedule",
            subject.into(),
            vec![e.text.clone()],
            (action.0, action.1.clone()),
        );
    }
}

/// The HC hears when every battalion commander with units to move drafted
/// (read from the side's own view: drafts are the side's secret).
fn drafted(p: &mut Planner, draft: &crate::rules::pieces::Draft) {
    // Only a commander's first draft can complete the set of commanders
    // who drafted; a further one (most drafts) changes nobody's answer,
    // and whatever was due was planned at the first (and is keyed so).
    if p.views.drafts_by(draft.author) > 1 {
        return;
    }
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
    let drafted: BTreeSet<i64> = v.drafts.iter().map(|d| d.author.get()).collect();
    if commanders.is_empty() || !commanders.is_subset(&drafted) {
        return;
    }
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
            format!("drafted:{}:{label}", p.id),
            u,
            "drafts_ready",
            "All battalion commanders have drafted".into(),
            vec![format!(
                "{count} drafted moves are waiting for your commit."
            )],
            ("Review and commit", orders),
        );
    }
}

/// Reminders 24 h and 2 h before the deadline, for the acting side.
fn reminders(p: &mut Planner) {
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
                format!("Orders due in {hours} hours"),
                vec![format!("The {} phase ends soon.", phase.label())],
                ("Open your orders", orders),
            );
            if let Some(n) = p.out.last_mut() {
                n.send_after = Some(when);
            }
        }
    }
}

#[cfg(test)]
mod tests;
