//! The history (R12.1): entries as stored, read back filtered by audience.
//! The snapshots before each phase transition are in `snapshots`.

use super::schema::events;
use super::{now, DbConn};
use crate::rules::visibility::{entry_text, Audience};
use crate::rules::{Actor, CampaignState, Entry, Event, Side};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable, serde::Serialize)]
#[diesel(table_name = events)]
pub struct EventRow {
    pub id: i64,
    pub campaign_id: i64,
    pub round: i32,
    pub side: String,
    pub phase: String,
    pub kind: String,
    pub actor_id: Option<i64>,
    pub visibility: String,
    pub summary: String,
    pub payload: String,
    pub created_at: NaiveDateTime,
    pub inner_side: Option<String>,
    pub inner_summary: Option<String>,
    pub n_all: i64,
    pub n_allies: i64,
    pub n_axis: i64,
    pub n_gm: i64,
    /// The words as a message id and arguments (JSON), for each reader's
    /// language (#44); None for entries written before.
    pub said: Option<String>,
    pub inner_said: Option<String>,
}

impl EventRow {
    /// The text `viewer` reads in `lang`: the entry's words said again in
    /// that language where they were kept as a message, else the English
    /// they were stored in.
    pub fn text_in(&self, viewer: &Actor, lang: crate::rules::say::Lang) -> String {
        let inner = match (&self.inner_side, &self.inner_summary) {
            (Some(s), Some(t)) => Side::parse(s).map(|s| (s, t.as_str())),
            _ => None,
        };
        let english = entry_text(viewer, &self.summary, inner);
        let reads_inner = inner.is_some_and(|(_, t)| std::ptr::eq(t, english));
        let said = if reads_inner {
            &self.inner_said
        } else {
            &self.said
        };
        said.as_deref()
            .and_then(|s| serde_json::from_str::<crate::rules::say::Said>(s).ok())
            .map_or_else(|| english.to_string(), |s| s.said_in(lang))
    }

    /// The text `viewer` reads: a side's fuller text for that side and the GM.
    pub fn text_for(&self, viewer: &Actor) -> &str {
        let inner = match (&self.inner_side, &self.inner_summary) {
            (Some(s), Some(t)) => Side::parse(s).map(|s| (s, t.as_str())),
            _ => None,
        };
        entry_text(viewer, &self.summary, inner)
    }

    /// The entry's number as `who` sees it: 1, 2, 3 ... over the entries
    /// `who` may read, so that no gap tells of hidden ones.
    pub fn number(&self, who: Audience) -> i64 {
        match who {
            Audience::Public => self.n_all,
            Audience::Side(Side::Allies) => self.n_allies,
            Audience::Side(Side::Axis) => self.n_axis,
            Audience::Gm => self.n_gm,
        }
    }
}

/// Each history entry is numbered 1, 2, 3 ... over the entries each
/// audience may read (so a reader's numbers show no gap where an entry
/// they may not read stands): the running numbers of one entry.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Numbers {
    pub public: i64,
    pub allies: i64,
    pub axis: i64,
    pub gm: i64,
}

impl Numbers {
    /// The numbers after an entry meant for `v`: each audience that reads
    /// it counts one more.
    fn after(mut self, v: crate::rules::Visibility) -> Numbers {
        for (count, who) in [
            (&mut self.public, Audience::Public),
            (&mut self.allies, Audience::Side(Side::Allies)),
            (&mut self.axis, Audience::Side(Side::Axis)),
            (&mut self.gm, Audience::Gm),
        ] {
            if who.reads(v) {
                *count += 1;
            }
        }
        self
    }
}

/// How many entries `who` may read in the campaign: the number of the
/// newest one (the history page's cache stamp, which an entry `who` may not
/// read leaves as it was: #40).
pub fn newest_for(conn: &mut DbConn, campaign_id: i64, who: Audience) -> QueryResult<i64> {
    let n = last_numbers(conn, campaign_id)?;
    Ok(match who {
        Audience::Public => n.public,
        Audience::Side(Side::Allies) => n.allies,
        Audience::Side(Side::Axis) => n.axis,
        Audience::Gm => n.gm,
    })
}

/// The running numbers of the last entry of a campaign.
pub fn last_numbers(conn: &mut DbConn, campaign_id: i64) -> QueryResult<Numbers> {
    // One statement (a round trip fewer per change on PostgreSQL): the
    // numbers of the campaign's newest entry.
    let later = diesel::alias!(events as later);
    let newest = later
        .filter(later.field(events::campaign_id).eq(campaign_id))
        .select(diesel::dsl::max(later.field(events::id)))
        .single_value();
    let row = events::table
        .filter(events::id.nullable().eq(newest))
        .select((
            events::n_all,
            events::n_allies,
            events::n_axis,
            events::n_gm,
        ))
        .get_result::<(i64, i64, i64, i64)>(conn)
        .optional()?;
    Ok(
        row.map_or(Numbers::default(), |(public, allies, axis, gm)| Numbers {
            public,
            allies,
            axis,
            gm,
        }),
    )
}

/// How many history entries a campaign has (all audiences).
pub fn count(conn: &mut DbConn, campaign_id: i64) -> QueryResult<i64> {
    events::table
        .filter(events::campaign_id.eq(campaign_id))
        .count()
        .get_result(conn)
}

/// Appends history entries, labelled with the phase of `state`, each with
/// its number for every audience that may read it.
pub fn append_events(
    conn: &mut DbConn,
    campaign_id: i64,
    state: &CampaignState,
    actor: Option<i64>,
    entries: &[Entry],
) -> QueryResult<()> {
    append_events_after(conn, campaign_id, state, actor, entries, None).map(|_| ())
}

/// `append_events`, numbering on from `last` when the caller knows the
/// newest entry's numbers (the writer's batch, which holds the campaign's
/// lock); returns the numbers of the newest entry after the append.
pub fn append_events_after(
    conn: &mut DbConn,
    campaign_id: i64,
    state: &CampaignState,
    actor: Option<i64>,
    entries: &[Entry],
    last: Option<Numbers>,
) -> QueryResult<Numbers> {
    let n = match last {
        Some(n) => n,
        None => last_numbers(conn, campaign_id)?,
    };
    let (rows, n) = new_events(state, actor, entries, n);
    for e in &rows {
        let insert = diesel::insert_into(events::table).values((
            events::campaign_id.eq(campaign_id),
            events::round.eq(e.round),
            events::side.eq(e.side),
            events::phase.eq(e.phase),
            events::kind.eq(e.kind),
            events::actor_id.eq(e.actor_id),
            events::visibility.eq(e.visibility),
            events::summary.eq(e.summary),
            events::payload.eq(&e.payload),
            events::created_at.eq(e.created_at),
            events::inner_side.eq(e.inner_side),
            events::inner_summary.eq(e.inner_summary),
            events::said.eq(e.said.as_deref()),
            events::inner_said.eq(e.inner_said.as_deref()),
            (
                events::n_all.eq(e.numbers.public),
                events::n_allies.eq(e.numbers.allies),
                events::n_axis.eq(e.numbers.axis),
                events::n_gm.eq(e.numbers.gm),
            ),
        ));
        super::db::on_backend!(conn, |c| insert.execute(c))?;
    }
    Ok(n)
}

/// A history row to insert (its campaign aside).
pub struct NewEvent<'a> {
    pub round: i32,
    pub side: &'static str,
    pub phase: &'static str,
    pub kind: &'static str,
    pub actor_id: Option<i64>,
    pub visibility: &'static str,
    pub summary: &'a str,
    pub payload: String,
    pub created_at: NaiveDateTime,
    pub inner_side: Option<&'static str>,
    pub inner_summary: Option<&'a str>,
    pub numbers: Numbers,
    /// The words as a message (JSON), see [`EventRow::said`].
    pub said: Option<String>,
    pub inner_said: Option<String>,
}

/// The rows of `entries` filed under `state`'s phase, numbered on from
/// `last`; and the numbers of the newest.
pub fn new_events<'a>(
    state: &CampaignState,
    actor: Option<i64>,
    entries: &'a [Entry],
    last: Numbers,
) -> (Vec<NewEvent<'a>>, Numbers) {
    let mut n = last;
    let at = now();
    let rows = entries
        .iter()
        .map(|e| {
            n = n.after(e.audience);
            let (inner_side, inner_summary) = match &e.inner {
                Some((side, text)) => (Some(side.as_str()), Some(text.as_str())),
                None => (None, None),
            };
            NewEvent {
                round: state.round as i32,
                side: state.side.as_str(),
                phase: state.phase.as_str(),
                kind: e.kind(),
                actor_id: actor,
                visibility: e.audience.as_str(),
                summary: &e.text,
                payload: e.event.payload().to_string(),
                created_at: at,
                inner_side,
                inner_summary,
                numbers: n,
                said: e.said.as_ref().and_then(|s| serde_json::to_string(s).ok()),
                inner_said: e
                    .inner_said
                    .as_ref()
                    .and_then(|s| serde_json::to_string(s).ok()),
            }
        })
        .collect();
    (rows, n)
}

/// Which entries to read, newest first.
#[derive(Debug, Clone, Default)]
pub struct HistoryFilter {
    pub round: Option<i32>,
    pub kind: Option<String>,
    /// Only entries numbered below this one (the reader's numbers).
    pub before: Option<i64>,
    pub limit: i64,
}

/// The history filter for the GM's corrections (R12.3): the kinds
/// `Event::CORRECTION_KINDS`.
pub const CORRECTIONS: &str = "corrections";

/// The entries `who` may read, newest first, one page of them.
pub fn read(
    conn: &mut DbConn,
    campaign_id: i64,
    who: Audience,
    f: &HistoryFilter,
) -> QueryResult<Vec<EventRow>> {
    let visible: Vec<&str> = who.visibilities().iter().map(|v| v.as_str()).collect();
    let mut q = events::table
        .filter(events::campaign_id.eq(campaign_id))
        .filter(events::visibility.eq_any(visible))
        .into_boxed();
    if let Some(r) = f.round {
        q = q.filter(events::round.eq(r));
    }
    match f.kind.as_deref().filter(|k| !k.is_empty()) {
        Some(CORRECTIONS) => q = q.filter(events::kind.eq_any(Event::CORRECTION_KINDS)),
        Some(k) => q = q.filter(events::kind.eq(k.to_string())),
        None => {}
    }
    if let Some(b) = f.before {
        q = match who {
            Audience::Public => q.filter(events::n_all.lt(b)),
            Audience::Side(Side::Allies) => q.filter(events::n_allies.lt(b)),
            Audience::Side(Side::Axis) => q.filter(events::n_axis.lt(b)),
            Audience::Gm => q.filter(events::n_gm.lt(b)),
        };
    }
    q.order(events::id.desc())
        .limit(f.limit.clamp(1, 10_000))
        .select(EventRow::as_select())
        .load(conn)
}

/// The entries `who` may read written at or after `since`, oldest first,
/// at most `limit` (a returning member's summary), and how many there are.
pub fn since(
    conn: &mut DbConn,
    campaign_id: i64,
    who: Audience,
    since: NaiveDateTime,
    limit: i64,
) -> QueryResult<(Vec<EventRow>, i64)> {
    let visible: Vec<&str> = who.visibilities().iter().map(|v| v.as_str()).collect();
    let base = || {
        events::table
            .filter(events::campaign_id.eq(campaign_id))
            .filter(events::visibility.eq_any(visible.clone()))
            .filter(events::created_at.ge(since))
    };
    let total = base().count().get_result(conn)?;
    let rows = base()
        .order(events::id.asc())
        .limit(limit)
        .select(EventRow::as_select())
        .load(conn)?;
    Ok((rows, total))
}

/// The rounds and kinds of the entries `who` may read, for filters.
pub fn facets(
    conn: &mut DbConn,
    campaign_id: i64,
    who: Audience,
) -> QueryResult<(Vec<i32>, Vec<String>)> {
    let visible: Vec<&str> = who.visibilities().iter().map(|v| v.as_str()).collect();
    let base = || {
        events::table
            .filter(events::campaign_id.eq(campaign_id))
            .filter(events::visibility.eq_any(visible.clone()))
    };
    let rounds = base()
        .select(events::round)
        .distinct()
        .order(events::round)
        .load(conn)?;
    let mut kinds: Vec<String> = base()
        .select(events::kind)
        .distinct()
        .order(events::kind)
        .load(conn)?;
    // The GM's corrections, of whatever kind, as one filter first.
    if kinds
        .iter()
        .any(|k| Event::CORRECTION_KINDS.contains(&k.as_str()))
    {
        kinds.insert(0, CORRECTIONS.to_string());
    }
    Ok((rounds, kinds))
}
