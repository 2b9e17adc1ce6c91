//! Which events mail whom (`plan`), queued in the same transaction as the
//! event (`compose::enqueue`): a rolled-back command sends nothing.

pub use super::compose::{enqueue, next_digest, render, MailCtx, Notice, Rendered};
use crate::rules::{BattleId, CampaignState, Decision, Entry, Event, Phase, Role, Side};
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

pub(super) fn link(ctx: &MailCtx, path: &str) -> String {
    format!("{}{path}", ctx.base_url.trim_end_matches('/'))
}

/// What every notice of one decision shares.
struct Planner<'a> {
    id: i64,
    after: &'a CampaignState,
    members: &'a [Member],
    ctx: &'a MailCtx,
    /// Makes keys of repeatable notices unique.
    stamp: String,
    out: Vec<Notice>,
}

impl Planner<'_> {
    fn path(&self, rest: &str) -> String {
        link(self.ctx, &format!("/campaigns/{}{rest}", self.id))
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
        self.out.push(Notice {
            key,
            user_id: user,
            category,
            title,
            lines,
            action: Some((action.0.to_string(), action.1)),
            deadline: self.after.deadline,
            send_after: None,
        });
    }
}

/// The notices of one decision: the compiler lists every event kind, so a
/// new kind decides here whether it mails anyone.
pub fn plan(
    campaign_id: i64,
    before: &CampaignState,
    d: &Decision,
    members: &[Member],
    ctx: &MailCtx,
) -> Vec<Notice> {
    let mut p = Planner {
        id: campaign_id,
        after: &d.state,
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
            Event::BattleCreated { battle, .. } => battle_created(&mut p, *battle, &e.text),
            Event::ResultEntered { battle, .. } => result_entered(&mut p, *battle, &e.text),
            Event::CampaignWon { .. } => campaign_won(&mut p, &e.text),
            Event::Drafted { .. } => drafted(&mut p),
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
            | Event::PhaseUndone { .. } => {}
        }
    }
    let _ = before;
    p.out
}

/// A phase opens: what each of the acting side's players must do.
fn phase_opened(p: &mut Planner) {
    let after = p.after;
    if after.status != crate::rules::Status::Active {
        return;
    }
    let label = after.label();
    for m in players(p.members, after.side) {
        let what = match (after.phase, m.role) {
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
        let title = format!(
            "Round {} {} {} is open",
            after.round,
            after.side.label(),
            after.phase.label()
        );
        let orders = p.path("/orders");
        let mut lines = vec![what.to_string()];
        // A new turn: the last one's report, to read (and post) first.
        if let Some((round, side)) = crate::hooks::previous_turn(after) {
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
    let text = match &e.inner {
        Some((s, t)) if *s == side => t.clone(),
        _ => e.text.clone(),
    };
    for m in players(p.members, side) {
        let key = format!("orders:{}:{}", p.id, p.stamp);
        let map = p.path("/map");
        p.push(
            key,
            m.user_id,
            "orders",
            format!("{} orders committed", side.label()),
            vec![text.clone()],
            ("See the map", map),
        );
    }
}

fn battle_created(p: &mut Planner, bid: BattleId, text: &str) {
    let after = p.after;
    let Some(b) = after.battle(bid) else { return };
    let sheet = p.path(&format!("/battles/{bid}/sheet"));
    let commander = |bn| after.battalion(bn).and_then(|x| x.commander);
    let gms: Vec<i64> = p
        .members
        .iter()
        .filter(|m| m.role == Role::Gm)
        .map(|m| m.user_id)
        .collect();
    let title = format!("Battle {bid} set in {}", b.zone);
    for u in gms {
        let key = format!("battle:{}:{bid}:gm", p.id);
        let lines = vec![text.to_string()];
        p.push(
            key,
            u,
            "battle",
            title.clone(),
            lines,
            ("Open the setup sheet", sheet.clone()),
        );
    }
    if let Some(u) = commander(b.attacker_battalion) {
        let key = format!("battle:{}:{bid}:attacker", p.id);
        let lines = vec![text.to_string(), "You command the attacker.".into()];
        let action = ("Open the setup sheet", sheet.clone());
        p.push(key, u.get(), "battle", title.clone(), lines, action);
    }
    if let Some(u) = commander(b.defender_battalion) {
        let need = crate::rules::defender_requirement(after, b).0;
        let key = format!("battle:{}:{bid}:defender", p.id);
        let lines = vec![
            text.to_string(),
            format!("Pick at least {need} defending units."),
        ];
        let title = format!("Battle {bid} in {}: choose your defenders", b.zone);
        p.push(
            key,
            u.get(),
            "battle",
            title,
            lines,
            ("Choose defenders", sheet),
        );
    }
}

fn result_entered(p: &mut Planner, bid: BattleId, text: &str) {
    let after = p.after;
    let Some(b) = after.battle(bid) else { return };
    for bn in [b.attacker_battalion, b.defender_battalion] {
        let Some(u) = after.battalion(bn).and_then(|x| x.commander) else {
            continue;
        };
        let key = format!("result:{}:{bid}:{bn}", p.id);
        let lines = vec![
            text.to_string(),
            "Choose which of your battle units are lost when the combat results phase opens."
                .into(),
        ];
        let title = format!("Battle {bid} in {}: result in, choose casualties", b.zone);
        let sheet = p.path(&format!("/battles/{bid}/sheet"));
        p.push(
            key,
            u.get(),
            "result",
            title,
            lines,
            ("Open the battle", sheet),
        );
    }
}

fn campaign_won(p: &mut Planner, text: &str) {
    let users: Vec<i64> = p.members.iter().map(|m| m.user_id).collect();
    for u in users {
        let map = p.path("/map");
        p.push(
            format!("won:{}", p.id),
            u,
            "victory",
            "The campaign is over".into(),
            vec![text.to_string()],
            ("See the final map", map),
        );
    }
}

/// The HC hears when every battalion commander with units to move drafted.
fn drafted(p: &mut Planner) {
    let after = p.after;
    let side = after.side;
    let commanders: BTreeSet<i64> = after
        .battalions
        .iter()
        .filter(|b| {
            b.side == side
                && after.units.iter().any(|u| {
                    u.battalion == Some(b.id)
                        && u.active()
                        && u.location != crate::rules::Location::Reinforcements
                })
        })
        .filter_map(|b| b.commander.map(|c| c.get()))
        .collect();
    let drafted: BTreeSet<i64> = after.drafts.iter().map(|d| d.author.get()).collect();
    if commanders.is_empty() || !commanders.is_subset(&drafted) {
        return;
    }
    let label = after.label();
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
                "{} drafted moves are waiting for your commit.",
                after.drafts.len()
            )],
            ("Review and commit", orders),
        );
    }
}

/// Reminders 24 h and 2 h before the deadline, for the acting side.
fn reminders(p: &mut Planner) {
    let after = p.after;
    let Some(deadline) = after.deadline else {
        return;
    };
    let label = after.label();
    for (hours, tag) in [(24, "24h"), (2, "2h")] {
        let when = deadline - chrono::Duration::hours(hours);
        if when <= Utc::now() {
            continue;
        }
        for m in players(p.members, after.side) {
            let key = format!("reminder:{}:{label}:{}:{tag}", p.id, deadline.timestamp());
            let orders = p.path("/orders");
            p.push(
                key,
                m.user_id,
                "reminder",
                format!("Orders due in {hours} hours"),
                vec![format!("The {} phase ends soon.", after.phase.label())],
                ("Open your orders", orders),
            );
            if let Some(n) = p.out.last_mut() {
                n.send_after = Some(when);
            }
        }
    }
}

pub use super::invitations::invitations;

#[cfg(test)]
mod tests;
