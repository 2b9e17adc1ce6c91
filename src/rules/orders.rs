//! Drafted moves (R6, R9): drafting, editing and deleting them, and who may
//! change which. Every draft is checked (`move_checks`) against the side's
//! whole drafted end state (R4.4) and attack set (R6.4, R6.8).

use super::attacks::check_attack_groups;
use super::ctx::{names, Apply, Ctx};
use super::decision::Created;
use super::event::{Entry, Event};
use super::ids::{BattalionId, DraftId, UnitId};
use super::location::Location;
use super::move_checks::validate_draft;
use super::pieces::{Draft, MoveKind};
use super::refusal::{forbidden, not_found, violation, Refusal};
use super::roles::Actor;
use super::stacking::check_stacking;
use super::state::CampaignState;
use super::types::Phase;
use crate::say;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DraftMove {
    pub units: Vec<UnitId>,
    pub to: Location,
    /// The enemy battalion attacked (R6.5); needed where several stand.
    #[serde(default)]
    pub target: Option<BattalionId>,
}

impl Apply for DraftMove {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        draft(c, None, &self.units, &self.to, self.target)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateDraft {
    pub draft: DraftId,
    pub units: Vec<UnitId>,
    pub to: Location,
    #[serde(default)]
    pub target: Option<BattalionId>,
}

impl Apply for UpdateDraft {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        draft(c, Some(self.draft), &self.units, &self.to, self.target)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DeleteDraft {
    pub draft: DraftId,
}

impl Apply for DeleteDraft {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_active()?;
        let d = own_draft(c, self.draft)?;
        may_edit(c, &d)?;
        c.state.drafts.retain(|x| x.id != d.id);
        c.record(Entry::side(
            c.state.side,
            Event::DraftDeleted { draft: d.id },
            say!("history-draft-deleted", draft = d.id.get()),
        ));
        Ok(())
    }
}

/// The acting side's draft `id`. Players of the other side get the same
/// answer whether it exists or not: drafts are hidden (R6.2).
fn own_draft(c: &Ctx, id: DraftId) -> Result<Draft, Refusal> {
    let sees = c.actor.gm || c.actor.side == Some(c.state.side) || c.actor.is_hc(c.state.side);
    match c.state.drafts.iter().find(|d| d.id == id) {
        Some(d) if sees => Ok(d.clone()),
        _ => not_found(format!("There is no drafted move {id}.")),
    }
}

/// Whether `actor` may change or delete the draft `d` (R6.2): its author,
/// its battalion's commander, the side's High Commander or the GM. Pages
/// offer Edit and Delete only where this holds.
pub fn may_change(s: &CampaignState, actor: &Actor, d: &Draft) -> bool {
    let own = d.author == actor.user_id || d.battalion.is_some_and(|b| actor.commands(s, b));
    own || actor.gm || actor.is_hc(s.side)
}

fn may_edit(c: &Ctx, d: &Draft) -> Result<(), Refusal> {
    if may_change(&c.state, c.actor, d) {
        Ok(())
    } else {
        forbidden("Only the move's author, its battalion commander or the High Commander may change it (R6.2).")
    }
}

/// Every check of a draft (new, or replacing draft `replace`) against the
/// state and the side's other drafts; nothing changes. Returns the draft
/// (without its id yet) and the other drafts.
pub fn check_draft(
    c: &Ctx,
    replace: Option<DraftId>,
    ids: &[UnitId],
    to: &Location,
    target: Option<BattalionId>,
) -> Result<(Draft, Vec<Draft>), Refusal> {
    c.require_active()?;
    c.require_phase(&[Phase::CombatMove, Phase::NonCombatMove], "draft")?;
    if let Some(id) = replace {
        let old = own_draft(c, id)?;
        may_edit(c, &old)?;
    }
    acting_side_only(c)?;
    let units = c.units_of(ids)?;
    let others: Vec<Draft> = c
        .state
        .drafts
        .iter()
        .filter(|d| Some(d.id) != replace)
        .cloned()
        .collect();
    let draft = Draft {
        id: replace.unwrap_or_default(),
        kind: move_kind(c.state.phase),
        battalion: units.iter().find_map(|u| u.battalion),
        units: ids.to_vec(),
        to: to.clone(),
        target,
        author: c.actor.user_id,
    };
    let (mut found, sound) = validate_draft(c, &draft, &units, &others)?;
    if sound {
        let mut all = others.clone();
        all.push(draft.clone());
        found.check(check_stacking(&c.state, c.zones.as_ref(), &all))?;
        found.check(check_attack_groups(c, &all))?;
    }
    found.done()?;
    Ok((draft, others))
}

fn draft(
    c: &mut Ctx,
    replace: Option<DraftId>,
    ids: &[UnitId],
    to: &Location,
    target: Option<BattalionId>,
) -> Result<(), Refusal> {
    let (mut draft, others) = check_draft(c, replace, ids, to, target)?;
    let side = c.state.side;
    draft.id = match replace {
        Some(id) => id,
        None => c.state.draft_seq.next(side)?,
    };
    let changed = replace.is_some();
    let text = if changed {
        say!(
            "history-draft-changed",
            draft = draft.id.get(),
            units = names(&c.state, ids),
            to = draft.to.to_string()
        )
    } else {
        say!(
            "history-drafted",
            draft = draft.id.get(),
            units = names(&c.state, ids),
            to = draft.to.to_string()
        )
    };
    c.created = Some(Created::Draft(draft.id));
    c.record(Entry::side(
        side,
        Event::Drafted {
            draft: draft.clone(),
            changed,
        },
        text,
    ));
    c.state.drafts = others;
    c.state.drafts.push(draft);
    c.state.drafts.sort_by_key(|d| d.id);
    Ok(())
}

pub fn move_kind(phase: Phase) -> MoveKind {
    if phase == Phase::CombatMove {
        MoveKind::Combat
    } else {
        MoveKind::NonCombat
    }
}

/// R5.5: only the acting side's players give orders in a turn.
fn acting_side_only(c: &Ctx) -> Result<(), Refusal> {
    let side = c.state.side;
    if c.actor.gm || c.actor.is_hc(side) || c.actor.side == Some(side) {
        return Ok(());
    }
    violation("R5.5", say!("orders-not-your-turn", side = side.as_str()))
}
