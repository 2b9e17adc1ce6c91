//! The history (R12.1): one `Event` variant per kind of change, carrying the
//! facts that its audience may see, and the texts each viewer reads. The
//! mail planner and the pages match on the enum, so the compiler lists every
//! place that reacts to a kind.

use super::ids::{BattalionId, BattleId, DraftId, UnitId, UserId};
use super::location::{Location, PhaseLabel};
use super::pieces::{Act, Draft};
use super::roles::Role;
use super::say::Said;
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

/// A kind marked `correction`.
macro_rules! marked {
    (correction) => {
        true
    };
}

/// The tag of a kind marked `correction`.
macro_rules! kind_of {
    (correction, $tag:literal) => {
        $tag
    };
}

/// Defines `Event` with each variant's serde tag and `Event::kind()` from
/// the one literal: the kind stored, filtered on and serialised is the tag.
macro_rules! events {
    ($(
        $(#[$meta:meta])*
        $variant:ident $({ $($(#[$fmeta:meta])* $field:ident : $ty:ty),* $(,)? })? = $tag:literal $($correction:ident)?,
    )*) => {
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
        #[serde(tag = "kind")]
        pub enum Event {
            $(
                $(#[$meta])*
                #[serde(rename = $tag)]
                $variant $({ $($(#[$fmeta])* $field: $ty),* })?,
            )*
        }

        impl Event {
            /// The kind as stored and filtered on ("orders_committed"): the
            /// serde tag.
            pub fn kind(&self) -> &'static str {
                match self {
                    $(Event::$variant { .. } => $tag,)*
                }
            }

            /// Every kind, in declaration order.
            pub const KINDS: &'static [&'static str] = &[$($tag),*];

            /// Whether this is a GM's correction (R12.3), one of the
            /// kinds marked `correction` below.
            pub fn is_correction(&self) -> bool {
                match self {
                    $(Event::$variant { .. } => false $(|| marked!($correction))?,)*
                }
            }

            /// The kinds of the GM's corrections (R12.3), which the history
            /// offers as one filter.
            pub const CORRECTION_KINDS: &'static [&'static str] =
                &[$($(kind_of!($correction, $tag),)?)*];
        }
    };
}

events! {
    // ----- setup (R1.2, R2, R3, R10.1) -----
    CampaignCreated = "campaign_created",
    CampaignImported {
        members: usize,
        battalions: usize,
    } = "campaign_imported",
    ParamsSet = "params_set",
    CalendarSet {
        start_date: NaiveDate,
    } = "calendar_set",
    BattalionAdded {
        battalion: BattalionId,
    } = "battalion_added",
    BattalionUpdated {
        battalion: BattalionId,
    } = "battalion_updated",
    BattalionRemoved {
        battalion: BattalionId,
    } = "battalion_removed",
    UnitRenamed {
        unit: UnitId,
    } = "unit_renamed",
    SupportAdded {
        unit: UnitId,
    } = "support_added",
    UnitRemoved {
        unit: UnitId,
    } = "unit_removed",
    UnitRestored {
        unit: UnitId,
        to: Location,
    } = "unit_restored" correction,
    ControlSet {
        zone: String,
        side: Side,
    } = "control_set",
    MemberAdded {
        user: UserId,
        role: Role,
        side: Option<Side>,
    } = "member_added",
    MemberRemoved {
        user: UserId,
        role: Role,
    } = "member_removed",
    CampaignStarted = "campaign_started",
    // ----- orders (R6, R9) -----
    Drafted {
        draft: Draft,
        changed: bool,
    } = "draft",
    DraftDeleted {
        draft: DraftId,
    } = "draft_deleted",
    ReadySet {
        user: UserId,
        ready: bool,
    } = "ready_set",
    /// Someone else's change to his moves took back `user`'s "my orders
    /// are done" (R5.12).
    ReadyTakenBack {
        user: UserId,
        by: UserId,
    } = "ready_taken_back",
    OrdersCommitted {
        side: Side,
        moves: Vec<CommittedMove>,
    } = "orders_committed",
    ControlChanged {
        zone: String,
        side: Side,
    } = "control_changed",
    ArtilleryCaptured {
        unit: UnitId,
        zone: String,
    } = "artillery_captured",
    // ----- battles (R6.6, R7, R8) -----
    BattleCreated {
        battle: BattleId,
        zone: String,
        attacker: BattalionId,
        defender: BattalionId,
    } = "battle_created",
    SupportAssigned {
        battle: BattleId,
        artillery: Vec<UnitId>,
        air: Vec<UnitId>,
        ship: Option<String>,
    } = "support_assigned",
    DefendersChosen {
        battle: BattleId,
        units: Vec<UnitId>,
        by_default: bool,
    } = "defenders_chosen",
    BattleReady {
        battle: BattleId,
    } = "battle_ready",
    BattleSetUp {
        battle: BattleId,
        mode: super::stage::PlayMode,
    } = "battle_set_up",
    BattleInPlay {
        battle: BattleId,
    } = "battle_in_play",
    TurnSent {
        battle: BattleId,
        n: u32,
        /// The sender's side; the addressee is the other side's commander.
        side: Side,
    } = "turn_sent",
    TurnWithdrawn {
        battle: BattleId,
        n: u32,
    } = "turn_withdrawn",
    TurnFetched {
        battle: BattleId,
        n: u32,
    } = "turn_fetched",
    /// The holder of turn file `n` passed the turn clock (R13.4): step 1
    /// reminds him, step 2 tells the GM and his High Commander.
    TurnChased {
        battle: BattleId,
        n: u32,
        step: u8,
        /// The side whose commander holds the ball.
        side: Side,
    } = "turn_chased",
    /// A commander of the battle conceded it (R13.5).
    BattleConceded {
        battle: BattleId,
        side: Side,
    } = "battle_conceded",
    /// A commander marked when he can play live (R13.6).
    SessionTimesMarked {
        battle: BattleId,
        side: Side,
    } = "session_times_marked",
    /// A commander proposed a live session's slot (R13.6).
    SessionProposed {
        battle: BattleId,
        side: Side,
        at: DateTime<Utc>,
        minutes: u32,
    } = "session_proposed",
    /// A commander accepted, declined or called off the slot (R13.6).
    SessionAnswered {
        battle: BattleId,
        side: Side,
        accepted: bool,
    } = "session_answered",
    /// A commander reported the slot played, or his opponent absent (R13.6).
    SessionReported {
        battle: BattleId,
        side: Side,
        absent: Option<Side>,
    } = "session_reported",
    /// The GM decided the slot (R13.6): played, or a side's no-show.
    SessionConfirmed {
        battle: BattleId,
        absent: Option<Side>,
    } = "session_confirmed",
    /// The GM reminded the sides' commanders the battle waits on (R13.5).
    BattleChased {
        battle: BattleId,
        sides: Vec<Side>,
    } = "battle_chased",
    /// The GM set one battle's turn clock (R13.4); None: the schedule's.
    TurnClockSet {
        battle: BattleId,
        hours: Option<u32>,
    } = "turn_clock_set",
    GameKitSet = "game_kit_set",
    ConditionsSet {
        battle: BattleId,
    } = "conditions_set",
    BattleDueSet {
        battle: BattleId,
        due: Option<DateTime<Utc>>,
    } = "battle_due_set",
    ResultEntered {
        battle: BattleId,
        outcome: Outcome,
        attacker_losses: u32,
        defender_losses: u32,
    } = "result_entered",
    CasualtiesChosen {
        battle: BattleId,
        side: Side,
        units: Vec<UnitId>,
        by_default: bool,
    } = "casualties_chosen",
    BattleClosed {
        battle: BattleId,
        lost: Vec<UnitId>,
    } = "battle_closed",
    // ----- reinforcements (R10) -----
    ReinforcementPlaced {
        units: Vec<UnitId>,
        to: Location,
    } = "reinforcement_placed",
    // ----- phases (R5, R11, R12.2) -----
    DeadlineSet {
        deadline: Option<DateTime<Utc>>,
    } = "deadline_set",
    AdvanceForced {
        reason: String,
    } = "gm_override",
    DraftsDropped {
        count: usize,
    } = "drafts_dropped",
    PhaseAdvanced {
        round: u32,
        side: Side,
        phase: Phase,
        forced: bool,
    } = "phase_advanced",
    TurnStarted {
        round: u32,
        side: Side,
    } = "turn_started",
    CampaignWon {
        winner: Side,
        round: u32,
    } = "campaign_won",
    PhaseUndone {
        restored: PhaseLabel,
        from: PhaseLabel,
    } = "phase_undone",
    // ----- the schedule (R5.6-R5.9) -----
    ScheduleSet {
        schedule: super::timetable::Schedule,
    } = "schedule_set",
    DeadlinePassed {
        deadline: DateTime<Utc>,
        advanced: bool,
    } = "deadline_passed",
    AllReady = "all_ready",
    BattleDuePassed {
        battle: BattleId,
        due: DateTime<Utc>,
    } = "battle_due_passed",
    Paused {
        reason: String,
    } = "paused",
    Resumed {
        paused_minutes: i64,
    } = "resumed",
    // ----- absences and deputies (R1.5) -----
    AbsenceSet {
        user: UserId,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    } = "absence_set",
    AbsenceEnded {
        user: UserId,
        since: Option<DateTime<Utc>>,
    } = "absence_ended",
    DeputySet {
        seat: super::timetable::Seat,
        deputy: Option<UserId>,
    } = "deputy_set",
    Corrected {
        subject: String,
        before: String,
        after: String,
        reason: String,
    } = "correction" correction,
    SeatOpened {
        seat: super::timetable::Seat,
        open: bool,
    } = "seat_opened",
    SeatClaimed {
        seat: super::timetable::Seat,
        user: UserId,
    } = "seat_claimed",
    SeatHandedOver {
        seat: super::timetable::Seat,
        from: Option<UserId>,
        to: UserId,
    } = "seat_handed_over",
    ExtensionRequested {
        user: UserId,
        hours: u32,
    } = "extension_requested",
    ExtensionDecided {
        user: UserId,
        granted: bool,
        /// The hours asked (0 in entries written before it was kept).
        #[serde(default)]
        hours: u32,
    } = "extension_decided",
    // ----- the side's layer on the map (R12.5) -----
    Annotated {
        annotation: u32,
        side: Side,
    } = "annotated",
    AnnotationRemoved {
        annotation: u32,
        side: Side,
    } = "annotation_removed",
}

impl Event {
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
///
/// The texts are English; where an entry's words were made as a message
/// (`said`, `inner_said`: an id and its arguments, #44) each reader reads
/// them in their own language.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Entry {
    pub event: Event,
    pub audience: Visibility,
    pub text: String,
    pub inner: Option<(Side, String)>,
    #[serde(skip)]
    pub said: Option<Said>,
    #[serde(skip)]
    pub inner_said: Option<Said>,
}

/// An entry's words: a message (said in each reader's language) or, for
/// entries not yet made of messages, English text.
#[derive(Debug, Clone, PartialEq)]
pub struct Words {
    pub text: String,
    pub said: Option<Said>,
}

impl From<Said> for Words {
    fn from(said: Said) -> Words {
        Words {
            text: said.english(),
            said: Some(said),
        }
    }
}

impl From<String> for Words {
    fn from(text: String) -> Words {
        Words { text, said: None }
    }
}

impl From<&str> for Words {
    fn from(text: &str) -> Words {
        Words::from(text.to_string())
    }
}

impl Entry {
    pub fn public(event: Event, text: impl Into<Words>) -> Entry {
        Entry::to(Visibility::All, event, text)
    }
    pub fn side(side: Side, event: Event, text: impl Into<Words>) -> Entry {
        Entry::to(Visibility::side(side), event, text)
    }
    pub fn gm(event: Event, text: impl Into<Words>) -> Entry {
        Entry::to(Visibility::Gm, event, text)
    }
    pub fn to(audience: Visibility, event: Event, text: impl Into<Words>) -> Entry {
        let w = text.into();
        Entry {
            event,
            audience,
            text: w.text,
            inner: None,
            said: w.said,
            inner_said: None,
        }
    }
    /// Adds the fuller text `side` (and the GM) read.
    pub fn with_inner(mut self, side: Side, text: impl Into<Words>) -> Entry {
        let w = text.into();
        self.inner = Some((side, w.text));
        self.inner_said = w.said;
        self
    }
    pub fn kind(&self) -> &'static str {
        self.event.kind()
    }
}
