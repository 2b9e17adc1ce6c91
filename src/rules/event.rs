//! The history (R12.1): one `Event` variant per kind of change, carrying the
//! facts that its audience may see, and the texts each viewer reads. The
//! mail planner and the pages match on the enum, so the compiler lists every
//! place that reacts to a kind.

use super::ids::{BattalionId, BattleId, DraftId, UnitId, UserId};
use super::location::{Location, PhaseLabel};
use super::pieces::{Act, Draft};
use super::roles::Role;
use super::types::{Outcome, Phase, Side};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

/// Who may read an entry at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Visibility {
    All,
    Allies,
    Axis,
    Gm,
}

impl Visibility {
    pub fn side(side: Side) -> Visibility {
        match side {
            Side::Allies => Visibility::Allies,
            Side::Axis => Visibility::Axis,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Visibility::All => "all",
            Visibility::Allies => "allies",
            Visibility::Axis => "axis",
            Visibility::Gm => "gm",
        }
    }
    pub fn parse(s: &str) -> Option<Visibility> {
        [
            Visibility::All,
            Visibility::Allies,
            Visibility::Axis,
            Visibility::Gm,
        ]
        .into_iter()
        .find(|v| v.as_str() == s)
    }
}

/// One committed move as everyone may see it once it took effect: which
/// battalion's units went where, and what it did (no draft ids, no names).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct CommittedMove {
    pub battalion: Option<BattalionId>,
    pub units: Vec<UnitId>,
    pub from: Location,
    pub to: Location,
    pub act: Act,
    pub target: Option<BattalionId>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    // ----- setup (R1.2, R2, R3, R10.1) -----
    CampaignCreated,
    CampaignImported {
        members: usize,
        battalions: usize,
    },
    ParamsSet,
    CalendarSet {
        start_date: NaiveDate,
    },
    BattalionAdded {
        battalion: BattalionId,
    },
    BattalionUpdated {
        battalion: BattalionId,
    },
    BattalionRemoved {
        battalion: BattalionId,
    },
    UnitRenamed {
        unit: UnitId,
    },
    SupportAdded {
        unit: UnitId,
    },
    UnitRemoved {
        unit: UnitId,
    },
    UnitRestored {
        unit: UnitId,
        to: Location,
    },
    ControlSet {
        zone: String,
        side: Side,
    },
    MemberAdded {
        user: UserId,
        role: Role,
        side: Option<Side>,
    },
    MemberRemoved {
        user: UserId,
        role: Role,
    },
    CampaignStarted,
    // ----- orders (R6, R9) -----
    #[serde(rename = "draft")]
    Drafted {
        draft: Draft,
        changed: bool,
    },
    DraftDeleted {
        draft: DraftId,
    },
    OrdersCommitted {
        side: Side,
        moves: Vec<CommittedMove>,
    },
    ControlChanged {
        zone: String,
        side: Side,
    },
    ArtilleryCaptured {
        unit: UnitId,
        zone: String,
    },
    // ----- battles (R6.6, R7, R8) -----
    BattleCreated {
        battle: BattleId,
        zone: String,
        attacker: BattalionId,
        defender: BattalionId,
    },
    SupportAssigned {
        battle: BattleId,
        artillery: Vec<UnitId>,
        air: Vec<UnitId>,
        ship: Option<String>,
    },
    DefendersChosen {
        battle: BattleId,
        units: Vec<UnitId>,
        by_default: bool,
    },
    BattleReady {
        battle: BattleId,
    },
    ConditionsSet {
        battle: BattleId,
    },
    BattleDueSet {
        battle: BattleId,
        due: Option<DateTime<Utc>>,
    },
    ResultEntered {
        battle: BattleId,
        outcome: Outcome,
        attacker_losses: u32,
        defender_losses: u32,
    },
    CasualtiesChosen {
        battle: BattleId,
        side: Side,
        units: Vec<UnitId>,
        by_default: bool,
    },
    BattleClosed {
        battle: BattleId,
        lost: Vec<UnitId>,
    },
    // ----- reinforcements (R10) -----
    ReinforcementPlaced {
        units: Vec<UnitId>,
        to: Location,
    },
    // ----- phases (R5, R11, R12.2) -----
    DeadlineSet {
        deadline: Option<DateTime<Utc>>,
    },
    #[serde(rename = "gm_override")]
    AdvanceForced {
        reason: String,
    },
    DraftsDropped {
        count: usize,
    },
    PhaseAdvanced {
        round: u32,
        side: Side,
        phase: Phase,
        forced: bool,
    },
    TurnStarted {
        round: u32,
        side: Side,
    },
    CampaignWon {
        winner: Side,
        round: u32,
    },
    PhaseUndone {
        restored: PhaseLabel,
        from: PhaseLabel,
    },
}

impl Event {
    /// The kind as stored and filtered on ("orders_committed").
    pub fn kind(&self) -> &'static str {
        match self {
            Event::CampaignCreated => "campaign_created",
            Event::CampaignImported { .. } => "campaign_imported",
            Event::ParamsSet => "params_set",
            Event::CalendarSet { .. } => "calendar_set",
            Event::BattalionAdded { .. } => "battalion_added",
            Event::BattalionUpdated { .. } => "battalion_updated",
            Event::BattalionRemoved { .. } => "battalion_removed",
            Event::UnitRenamed { .. } => "unit_renamed",
            Event::SupportAdded { .. } => "support_added",
            Event::UnitRemoved { .. } => "unit_removed",
            Event::UnitRestored { .. } => "unit_restored",
            Event::ControlSet { .. } => "control_set",
            Event::MemberAdded { .. } => "member_added",
            Event::MemberRemoved { .. } => "member_removed",
            Event::CampaignStarted => "campaign_started",
            Event::Drafted { .. } => "draft",
            Event::DraftDeleted { .. } => "draft_deleted",
            Event::OrdersCommitted { .. } => "orders_committed",
            Event::ControlChanged { .. } => "control_changed",
            Event::ArtilleryCaptured { .. } => "artillery_captured",
            Event::BattleCreated { .. } => "battle_created",
            Event::SupportAssigned { .. } => "support_assigned",
            Event::DefendersChosen { .. } => "defenders_chosen",
            Event::BattleReady { .. } => "battle_ready",
            Event::ConditionsSet { .. } => "conditions_set",
            Event::BattleDueSet { .. } => "battle_due_set",
            Event::ResultEntered { .. } => "result_entered",
            Event::CasualtiesChosen { .. } => "casualties_chosen",
            Event::BattleClosed { .. } => "battle_closed",
            Event::ReinforcementPlaced { .. } => "reinforcement_placed",
            Event::DeadlineSet { .. } => "deadline_set",
            Event::AdvanceForced { .. } => "gm_override",
            Event::DraftsDropped { .. } => "drafts_dropped",
            Event::PhaseAdvanced { .. } => "phase_advanced",
            Event::TurnStarted { .. } => "turn_started",
            Event::CampaignWon { .. } => "campaign_won",
            Event::PhaseUndone { .. } => "phase_undone",
        }
    }

    /// The event's facts without its kind, as stored in the history.
    pub fn payload(&self) -> serde_json::Value {
        let mut v = serde_json::to_value(self).unwrap_or(serde_json::Value::Null);
        if let Some(m) = v.as_object_mut() {
            m.remove("kind");
        }
        v
    }
}

/// A history entry: the event, who may read it, the text its whole audience
/// reads, and optionally a fuller text for one side (and the GM), e.g. the
/// names of that side's own units.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entry {
    pub event: Event,
    pub audience: Visibility,
    pub text: String,
    pub inner: Option<(Side, String)>,
}

impl Entry {
    pub fn public(event: Event, text: impl Into<String>) -> Entry {
        Entry::to(Visibility::All, event, text)
    }
    pub fn side(side: Side, event: Event, text: impl Into<String>) -> Entry {
        Entry::to(Visibility::side(side), event, text)
    }
    pub fn gm(event: Event, text: impl Into<String>) -> Entry {
        Entry::to(Visibility::Gm, event, text)
    }
    pub fn to(audience: Visibility, event: Event, text: impl Into<String>) -> Entry {
        Entry {
            event,
            audience,
            text: text.into(),
            inner: None,
        }
    }
    /// Adds the fuller text `side` (and the GM) read.
    pub fn with_inner(mut self, side: Side, text: impl Into<String>) -> Entry {
        self.inner = Some((side, text.into()));
        self
    }
    pub fn kind(&self) -> &'static str {
        self.event.kind()
    }
}
