//! What every notice of one decision shares: the campaign's views per
//! audience, its members, the links, and who reads which entry's text.

use super::MailCtx;
use super::Notice;
use crate::mail::compose::Line;
use crate::rules::view::{View, Views};
use crate::rules::{Audience, Decision, Entry, Map, Role, Side};
use crate::store::campaigns::Member;
use chrono::Utc;

pub(crate) fn players(members: &[Member], side: Side) -> Vec<&Member> {
    members
        .iter()
        .filter(|m| {
            m.side == Some(side) && matches!(m.role, Role::HighCommander | Role::BattalionCommander)
        })
        .collect()
}

/// What `user` may see in this campaign, from all their memberships.
pub(crate) fn audience_of(members: &[Member], user: i64) -> Audience {
    let rows = || members.iter().filter(|m| m.user_id == user);
    if rows().any(|m| m.role == Role::Gm) {
        return Audience::Gm;
    }
    rows()
        .find_map(|m| m.side.filter(|_| m.role.needs_side()))
        .map_or(Audience::Public, Audience::Side)
}

/// An entry's text as audience `who` may read it: the side's fuller text
/// for that side, the entry's text for its audience, nothing for others;
/// a message where the entry is one (said in each recipient's language).
pub(crate) fn text_for(who: Audience, e: &Entry) -> Option<Line> {
    if !who.reads(e.audience) {
        return None;
    }
    let (text, said) = match &e.inner {
        Some((side, t)) if who.sees_side(*side) => (t, &e.inner_said),
        _ => (&e.text, &e.said),
    };
    Some(match said {
        Some(s) => Line::Said(s.clone()),
        None => Line::Plain(text.clone()),
    })
}

pub(crate) fn link(ctx: &MailCtx, path: &str) -> String {
    format!("{}{path}", ctx.base_url.trim_end_matches('/'))
}

/// What every notice of one decision shares.
pub(crate) struct Planner<'a> {
    pub(crate) id: i64,
    pub(crate) views: Views<'a>,
    pub(crate) members: &'a [Member],
    pub(crate) ctx: &'a MailCtx,
    /// Makes keys of repeatable notices unique.
    pub(crate) stamp: String,
    pub(crate) out: Vec<Notice>,
    /// The state, read only for what a battle's followers know and the
    /// mail goes to them (the turn clock's length, R13.4).
    state: &'a crate::rules::CampaignState,
}

impl<'a> Planner<'a> {
    pub(crate) fn new(
        id: i64,
        d: &'a Decision,
        map: &'a Map,
        members: &'a [Member],
        ctx: &'a MailCtx,
    ) -> Planner<'a> {
        Planner {
            id,
            views: Views::new(&d.state, map),
            members,
            ctx,
            // The clock's nanoseconds are there until the year 2262.
            stamp: format!(
                "{}-{}",
                Utc::now().timestamp_nanos_opt().unwrap_or_default(),
                d.state.next_id
            ),
            out: Vec::new(),
            state: &d.state,
        }
    }

    /// The state after the decision, for what only a battle's followers
    /// know and the mail goes to them alone (a live session's slot, R13.6).
    pub(crate) fn state(&self) -> &crate::rules::CampaignState {
        self.state
    }

    /// Battle `bid`'s turn clock in hours (R13.4), for the mail of its
    /// followers.
    pub(crate) fn relay_clock(&self, bid: crate::rules::BattleId) -> u32 {
        self.state
            .battle(bid)
            .map_or(crate::rules::relay::CLOCK_DEFAULT, |b| {
                crate::rules::relay_clock::clock_hours(self.state, b)
            })
    }

    /// Member `user`'s time zone (UTC when unknown).
    pub(crate) fn zone_of(&self, user: i64) -> chrono_tz::Tz {
        self.members
            .iter()
            .find(|m| m.user_id == user)
            .and_then(|m| m.time_zone.parse().ok())
            .unwrap_or(chrono_tz::UTC)
    }

    /// Every game master of the campaign.
    pub(crate) fn gms(&self) -> Vec<i64> {
        self.members
            .iter()
            .filter(|m| m.role == Role::Gm)
            .map(|m| m.user_id)
            .collect()
    }

    /// The commander of battle `bid`'s battalion on `side`, if it has one.
    pub(crate) fn commander_on(
        &self,
        bid: crate::rules::BattleId,
        side: crate::rules::Side,
    ) -> Option<i64> {
        let b = self.public().battle(bid)?;
        let bn = if side == b.attacker_side {
            b.attacker_battalion
        } else {
            b.defender_battalion
        };
        self.public()
            .battalion(bn)
            .and_then(|x| x.commander)
            .map(|u| u.get())
    }

    pub(crate) fn path(&self, rest: &str) -> String {
        link(self.ctx, &format!("/campaigns/{}{rest}", self.id))
    }

    /// What everyone may know (phase, deadline).
    pub(crate) fn public(&self) -> &View<'a> {
        self.views.of(Audience::Public)
    }

    pub(crate) fn push(
        &mut self,
        key: String,
        user: i64,
        category: &'static str,
        title: impl Into<Line>,
        lines: Vec<impl Into<Line>>,
        action: (impl Into<Line>, String),
    ) {
        let deadline = self.public().deadline;
        self.out.push(Notice {
            key,
            user_id: user,
            category,
            title: title.into(),
            lines: lines.into_iter().map(Into::into).collect(),
            action: Some((action.0.into(), action.1)),
            deadline,
            send_after: None,
        });
    }
}

/// The entry's text to every GM of the campaign (schedule mail).
pub(crate) fn to_gms(p: &mut Planner, key: &str, subject: Line, e: &Entry, action: (Line, String)) {
    for u in p.gms() {
        let text = e
            .said
            .clone()
            .map_or_else(|| Line::Plain(e.text.clone()), Line::Said);
        p.push(
            format!("{key}:{}:{}", p.id, p.stamp),
            u,
            "schedule",
            subject.clone(),
            vec![text],
            (action.0.clone(), action.1.clone()),
        );
    }
}
