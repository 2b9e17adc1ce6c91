//! The returning member's summary (#26, R1.5): when an absence ends (the
//! member says they are back, or the clock ends it), one mail lists what
//! happened meanwhile, read from the history as that member may read it.

use super::compose::{Line, MailCtx, Notice};
use super::notify::{audience_of, link};
use crate::rules::{Audience, Side};
use crate::say;
use crate::store::campaigns::Member;
use crate::store::history::{self, EventRow};
use crate::store::DbConn;
use chrono::{DateTime, Utc};

/// Entries a summary lists; the rest are counted and left to the history.
pub const LINES: i64 = 25;

/// The text `who` reads of a stored entry: a side's fuller text for that
/// side and the GM; a message where the entry was kept as one (#44).
fn text_of(who: Audience, row: &EventRow) -> Line {
    let (text, said) = match (&row.inner_side, &row.inner_summary) {
        (Some(side), Some(t)) if Side::parse(side).is_some_and(|s| who.sees_side(s)) => {
            (t, &row.inner_said)
        }
        _ => (&row.summary, &row.said),
    };
    said.as_deref()
        .and_then(|s| serde_json::from_str::<crate::rules::say::Said>(s).ok())
        .map_or_else(|| Line::Plain(text.clone()), Line::Said)
}

/// The summary mail of member `user`, back from an absence that began at
/// `since` (read inside the transaction that ended it).
pub fn back(
    c: &mut DbConn,
    campaign_id: i64,
    members: &[Member],
    user: i64,
    since: DateTime<Utc>,
    ctx: &MailCtx,
) -> diesel::QueryResult<Notice> {
    let who = audience_of(members, user);
    let (rows, total) = history::since(c, campaign_id, who, since.naive_utc(), LINES + 2)?;
    // Their own going away and coming back are not news to them.
    let own = |r: &EventRow| {
        matches!(r.kind.as_str(), "absence_set" | "absence_ended")
            && serde_json::from_str::<serde_json::Value>(&r.payload)
                .ok()
                .and_then(|p| p.get("user").and_then(serde_json::Value::as_i64))
                == Some(user)
    };
    let skipped = rows.iter().filter(|r| own(r)).count() as i64;
    let total = total - skipped;
    let rows: Vec<&EventRow> = rows
        .iter()
        .filter(|r| !own(r))
        .take(LINES as usize)
        .collect();
    let at = since.format("%Y-%m-%d %H:%M").to_string();
    let mut lines: Vec<Line> = vec![if total == 0 {
        say!("mail-away-nothing", since = at).into()
    } else {
        say!("mail-away-things", since = at, n = total).into()
    }];
    lines.extend(rows.iter().map(|r| {
        let text = text_of(who, r).as_arg();
        Line::from(say!("mail-round-entry", round = r.round, text = text))
    }));
    if total > LINES {
        lines.push(say!("mail-and-more", n = total - LINES).into());
    }
    let history = link(ctx, &format!("/campaigns/{campaign_id}/history"));
    Ok(Notice {
        // Each absence its own summary: two absences begun within one
        // second (away, back, away again) had one key, and the second
        // summary was taken for the first and never sent.
        key: format!("back:{campaign_id}:{user}:{}", since.timestamp_micros()),
        user_id: user,
        category: "summary",
        title: say!("mail-welcome-back").into(),
        lines,
        action: Some((say!("mail-read-history").into(), history)),
        deadline: None,
        send_after: None,
    })
}

/// What a briefing reads besides the database.
pub struct Seat<'a> {
    pub state: &'a crate::rules::CampaignState,
    pub map: &'a crate::rules::Map,
    pub seat: crate::rules::timetable::Seat,
    pub side: Side,
}

/// The newcomer's briefing (#26, R1.6): the seat's units and record as the
/// side sees them, the phase and its deadline, and the side's last
/// messages (the High Commander's last word first).
pub fn briefing(
    c: &mut DbConn,
    campaign_id: i64,
    members: &[Member],
    user: i64,
    at: &Seat,
    ctx: &MailCtx,
) -> diesel::QueryResult<Notice> {
    use crate::rules::timetable::Seat as S;
    let v = crate::rules::view::view_for(at.state, at.map, Audience::Side(at.side));
    let name = crate::rules::cover::seat_name(at.state, at.seat);
    let mut lines = vec![format!("You take command of {name} ({}).", at.side.label())];
    let mut where_to = format!("/campaigns/{campaign_id}");
    if let S::Battalion(b) = at.seat {
        where_to = format!("/campaigns/{campaign_id}/battalions/{b}");
        lines.extend(battalion_lines(&v, at.map, b));
    }
    let deadline = v.deadline.map_or_else(
        || "no deadline".to_string(),
        |d| format!("deadline {} UTC", d.format("%Y-%m-%d %H:%M")),
    );
    lines.push(format!(
        "Now: round {}, {} turn, {} phase ({deadline}). Your to-do is on the campaign's overview.",
        v.round,
        v.side.label(),
        v.phase.label()
    ));
    lines.extend(side_words(c, campaign_id, members, at.side)?);
    Ok(Notice {
        key: format!("briefing:{campaign_id}:{user}:{}", at.state.next_id),
        user_id: user,
        category: "summary",
        title: say!(
            "mail-briefing",
            seat = crate::rules::told::seat(at.state, at.seat)
        )
        .into(),
        lines: lines.into_iter().map(Line::from).collect(),
        action: Some((say!("mail-open-command").into(), link(ctx, &where_to))),
        deadline: v.deadline,
        send_after: None,
    })
}

/// A battalion's units where they stand, its losses and its record.
fn battalion_lines(
    v: &crate::rules::View,
    map: &crate::rules::Map,
    b: crate::rules::BattalionId,
) -> Vec<String> {
    let units: Vec<String> = v
        .units
        .iter()
        .filter(|u| u.battalion == Some(b) && !u.destroyed)
        .map(|u| {
            let place = crate::rules::ctx::place_name(map, u.location);
            format!("{} in {place}", u.name.unwrap_or("a unit"))
        })
        .collect();
    let lost = v
        .units
        .iter()
        .filter(|u| u.battalion == Some(b) && u.destroyed)
        .count();
    let mut lines = vec![format!(
        "Your units ({}; {lost} lost so far): {}.",
        units.len(),
        units.join(", ")
    )];
    let record = crate::rules::handover::record_of(v, b);
    if record.is_empty() {
        lines.push("The battalion has fought no battle yet.".into());
    } else {
        lines.push("Its record:".into());
        lines.extend(record);
    }
    lines
}

/// The side's last messages: the High Commander's last word first, then
/// the five most recent.
fn side_words(
    c: &mut DbConn,
    campaign_id: i64,
    members: &[Member],
    side: Side,
) -> diesel::QueryResult<Vec<String>> {
    let said = crate::store::messages::list(c, campaign_id, side.as_str(), None, 50)?;
    let hc = members
        .iter()
        .find(|m| m.role == crate::rules::Role::HighCommander && m.side == Some(side))
        .map(|m| m.user_id);
    let author = |id: i64| {
        members
            .iter()
            .find(|m| m.user_id == id)
            .map_or("a former member", |m| m.display_name.as_str())
            .to_string()
    };
    let mut lines = Vec::new();
    let live = said.iter().filter(|m| m.deleted_at.is_none());
    if let Some(last) = live.clone().rfind(|m| Some(m.author_id) == hc) {
        lines.push(format!(
            "Your High Commander's last word: \"{}\"",
            last.body
        ));
    }
    let recent: Vec<_> = live.collect();
    for m in recent.iter().skip(recent.len().saturating_sub(5)) {
        lines.push(format!("{}: {}", author(m.author_id), m.body));
    }
    Ok(lines)
}

/// The former holder of a seat hears that it changed hands (R1.6).
pub fn relieved(campaign_id: i64, user: i64, text: &Line, ctx: &MailCtx) -> Notice {
    let stamp = chrono::Utc::now().timestamp_nanos_opt().unwrap_or_default();
    Notice {
        key: format!("relieved:{campaign_id}:{user}:{stamp}"),
        user_id: user,
        category: "summary",
        title: say!("mail-relieved").into(),
        lines: vec![text.clone()],
        action: Some((
            say!("mail-open-campaign").into(),
            link(ctx, &format!("/campaigns/{campaign_id}")),
        )),
        deadline: None,
        send_after: None,
    }
}
