//! What a turn report is built from (#15 part 3): that turn's history as
//! the reader may read it, the commanders' reports, and the campaign at
//! the end of the turn. The page and the webhooks read it here.

use super::history::HistoryEntry;
use super::history::HistoryFilter;
use crate::error::AppError;
use crate::render::report::{self, Line, Report};
use crate::rules::view::view_for;
use crate::rules::{Actor, Audience, CampaignState, Map, Side, UserId};
use crate::store::DbConn;

pub struct TurnInputs {
    pub entries: Vec<HistoryEntry>,
    pub aars: Vec<(u32, Side, String)>,
    pub end: CampaignState,
    /// The label of the phase the map is saved at (None while it runs).
    pub at: Option<String>,
    /// The campaign's language, the report's (#44).
    pub lang: crate::rules::say::Lang,
}

impl TurnInputs {
    /// The report of `side`'s turn of `round` from these inputs, drawn from
    /// the view of audience `who` (the side's own version for a reader who
    /// sees the side, else the public one).
    pub fn report(&self, map: &Map, round: u32, side: Side, who: Audience) -> Report {
        let lines: Vec<Line> = self
            .entries
            .iter()
            .filter(|e| e.side == side.as_str())
            .map(|e| Line {
                kind: &e.kind,
                text: &e.summary,
            })
            .collect();
        let end = view_for(&self.end, map, who);
        report::build(&lines, &self.aars, &end, map, round, side, self.lang)
    }
}

/// Which version of a turn report a member reads, and as whom.
pub struct Version {
    pub reader: Actor,
    pub audience: Audience,
    /// The public version (else the side's own: support used).
    pub public: bool,
    /// Whether the member may read the side's own version at all.
    pub can_choose: bool,
}

/// The side's own version for a member who sees `side` and did not ask
/// for the public one; the public one for anyone else.
pub fn version(a: &super::access::Access, side: Side, want_public: bool) -> Version {
    let can_choose = a.sees_side(side);
    let public = !can_choose || want_public;
    let (reader, audience) = if public {
        let reader = Actor {
            user_id: UserId::new(a.user_id),
            gm: false,
            hc: None,
            side: None,
            covers: Vec::new(),
        };
        (reader, Audience::Public)
    } else {
        (a.actor(), Audience::of(&a.actor()))
    };
    Version {
        reader,
        audience,
        public,
        can_choose,
    }
}

/// A reader who sees only what is public.
pub fn public_reader() -> Actor {
    Actor {
        user_id: UserId::new(0),
        gm: false,
        hc: None,
        side: None,
        covers: Vec::new(),
    }
}

/// The campaign at the end of `side`'s turn of `round` (its last saved
/// phase), or as it is while that turn runs; None for a turn to come.
pub fn end_of_turn(
    c: &mut DbConn,
    id: i64,
    live: &CampaignState,
    round: u32,
    side: Side,
) -> Result<Option<(CampaignState, Option<String>)>, AppError> {
    let prefix = format!("{round}.{}.", side.as_str());
    if live.round == round && live.side == side {
        return Ok(Some((live.clone(), None)));
    }
    let labels = crate::store::snapshots::snapshot_labels(c, id)?;
    let Some(last) = labels.iter().rev().find(|l| l.starts_with(&prefix)) else {
        return Ok(None);
    };
    let s = crate::store::snapshots::snapshot_by_label(c, id, last)?
        .ok_or_else(|| AppError::Missing("That turn's map was not kept.".into()))?;
    Ok(Some((s, Some(last.clone()))))
}

/// The inputs of the report of `side`'s turn of `round` for `reader`, in
/// `lang` (None: the campaign's, for forums and webhooks); None for a turn
/// not played yet.
pub fn gather(
    c: &mut DbConn,
    id: i64,
    reader: &Actor,
    live: &CampaignState,
    (round, side): (u32, Side),
    lang: Option<crate::rules::say::Lang>,
) -> Result<Option<TurnInputs>, AppError> {
    let filter = HistoryFilter {
        round: Some(i32::try_from(round).unwrap_or(i32::MAX)),
        kind: None,
        before: None,
        limit: 5000,
    };
    // The turn report goes to a forum: in the campaign's language (#44).
    let lang = match lang {
        Some(l) => l,
        None => crate::store::campaigns::find(c, id)?.map_or_else(Default::default, |r| r.lang()),
    };
    let entries = super::history::read(c, id, reader, &filter, lang)?;
    let aars = crate::store::aars::of(c, id)?
        .into_iter()
        .filter_map(|r| {
            let side = Side::parse(&r.side)?;
            Some((u32::try_from(r.battle_id).ok()?, side, r.body))
        })
        .collect();
    Ok(
        end_of_turn(c, id, live, round, side)?.map(|(end, at)| TurnInputs {
            entries,
            aars,
            end,
            at,
            lang,
        }),
    )
}
