//! `decide(state, table, actor, command)`: the single path every order, web
//! form and API call goes through. Returns the next state and what to
//! record, or the refusal. The input state is never changed, so nothing is
//! ever partially applied.
//!
//! Each command is a variant with one payload struct, defined in the file of
//! its rule section; its `Apply` impl is the rule. A new command is a variant
//! here, its payload and rule in `rules/<section>.rs`, its test, one form
//! mapping and one docs entry.

use super::battles::{AssignSupport, ChooseDefenders, SetBattleDue, SetConditions};
use super::commit::Commit;
use super::ctx::{Apply, Ctx};
use super::decision::{Decision, Table};
use super::forces::{
    AddBattalion, AddSupport, RemoveBattalion, RemoveUnit, RenameUnit, RestoreUnit, UpdateBattalion,
};
use super::members::{require_player, AddMember, RemoveMember};
use super::orders::{DeleteDraft, DraftMove, UpdateDraft};
use super::phases::{Advance, SetDeadline, Undo};
use super::refusal::Refusal;
use super::reinforcements::PlaceReinforcement;
use super::results::{ChooseCasualties, EnterResult};
use super::roles::Actor;
use super::setup::{SetCalendar, SetControl, SetParams};
use super::start::Start;
use super::state::CampaignState;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    // --- setup and members (GM) ---
    SetParams(SetParams),
    SetCalendar(SetCalendar),
    AddBattalion(AddBattalion),
    UpdateBattalion(UpdateBattalion),
    RemoveBattalion(RemoveBattalion),
    RenameUnit(RenameUnit),
    AddSupport(AddSupport),
    RemoveUnit(RemoveUnit),
    SetControl(SetControl),
    AddMember(AddMember),
    RemoveMember(RemoveMember),
    Start(Start),
    // --- orders ---
    DraftMove(DraftMove),
    UpdateDraft(UpdateDraft),
    DeleteDraft(DeleteDraft),
    Commit(Commit),
    PlaceReinforcement(PlaceReinforcement),
    // --- battles ---
    AssignSupport(AssignSupport),
    ChooseDefenders(ChooseDefenders),
    SetConditions(SetConditions),
    SetBattleDue(SetBattleDue),
    EnterResult(EnterResult),
    ChooseCasualties(ChooseCasualties),
    // --- phases (GM) ---
    SetDeadline(SetDeadline),
    Advance(Advance),
    Undo(Undo),
    RestoreUnit(RestoreUnit),
}

impl Command {
    fn payload(&self) -> &dyn Apply {
        match self {
            Command::SetParams(c) => c,
            Command::SetCalendar(c) => c,
            Command::AddBattalion(c) => c,
            Command::UpdateBattalion(c) => c,
            Command::RemoveBattalion(c) => c,
            Command::RenameUnit(c) => c,
            Command::AddSupport(c) => c,
            Command::RemoveUnit(c) => c,
            Command::SetControl(c) => c,
            Command::AddMember(c) => c,
            Command::RemoveMember(c) => c,
            Command::Start(c) => c,
            Command::DraftMove(c) => c,
            Command::UpdateDraft(c) => c,
            Command::DeleteDraft(c) => c,
            Command::Commit(c) => c,
            Command::PlaceReinforcement(c) => c,
            Command::AssignSupport(c) => c,
            Command::ChooseDefenders(c) => c,
            Command::SetConditions(c) => c,
            Command::SetBattleDue(c) => c,
            Command::EnterResult(c) => c,
            Command::ChooseCasualties(c) => c,
            Command::SetDeadline(c) => c,
            Command::Advance(c) => c,
            Command::Undo(c) => c,
            Command::RestoreUnit(c) => c,
        }
    }

    /// The command's name as the API spells it ("draft_move").
    pub fn name(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("command").and_then(|c| c.as_str()).map(String::from))
            .unwrap_or_default()
    }

    /// Orders and battle choices: observers may not give them (R1.2).
    fn is_play(&self) -> bool {
        matches!(
            self,
            Command::DraftMove(_)
                | Command::UpdateDraft(_)
                | Command::DeleteDraft(_)
                | Command::Commit(_)
                | Command::AssignSupport(_)
                | Command::ChooseDefenders(_)
                | Command::ChooseCasualties(_)
                | Command::PlaceReinforcement(_)
        )
    }

    /// Commands that change only the drafted moves and the draft counters
    /// (R6.2: a draft is not in effect until its side commits). The store
    /// saves only the drafts for these; tests check the claim on every
    /// decision.
    pub fn changes_only_drafts(&self) -> bool {
        matches!(
            self,
            Command::DraftMove(_) | Command::UpdateDraft(_) | Command::DeleteDraft(_)
        )
    }
}

pub fn decide(
    state: &CampaignState,
    table: &Table,
    actor: &Actor,
    command: &Command,
) -> Result<Decision, Refusal> {
    let mut c = Ctx::new(state, table, actor);
    if command.is_play() {
        require_player(&c)?;
    }
    command.payload().apply(&mut c)?;
    Ok(Decision {
        state: c.s,
        entries: c.entries,
        members: c.members,
        transition: c.transition,
        created: c.created,
    })
}
