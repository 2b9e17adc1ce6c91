//! `view(state, map, viewer)`: the campaign as one viewer may see it (the
//! game state stays with the server; each client gets its redacted view, as
//! Rally the Troops does). Pages, the API and the map draw from it.

use super::battle_view::{battle_view, BattleView};
use super::board_view::{
    battalion_view, box_view, unit_view, zone_views, BattalionView, BoxView, PerSide, UnitView,
    ZoneView,
};
use super::event::Visibility;
use super::ids::{BattalionId, BattleId, UnitId, UserId};
use super::location::Location;
use super::map::Map;
use super::phases::{blockers, Blocker};
use super::pieces::Draft;
use super::refusal::RuleViolation;
use super::roles::Actor;
use super::stacking::stacking_problems;
use super::state::{CampaignState, Params, Victory};
use super::types::{Phase, Side, Status, UnitClass};
use super::visibility::Audience;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// The campaign as one viewer may see it. Every renderer (map SVG and PNG,
/// sheet, turn report, calendar, mail) draws one of these, never the
/// campaign state, so what a viewer may not see cannot reach a picture.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct View<'a> {
    /// Whose view this is.
    #[serde(skip)]
    pub audience: Audience,
    pub name: &'a str,
    pub map: &'a str,
    pub status: Status,
    pub round: u32,
    pub side: Side,
    pub phase: Phase,
    pub deadline: Option<DateTime<Utc>>,
    /// The GM's schedule, public (R5.6).
    pub schedule: &'a super::timetable::Schedule,
    /// Set while the clock is paused, with the GM's reason (R5.9).
    pub paused: Option<&'a super::timetable::Pause>,
    /// Absences the reader may know of: their side's (the GM: all) (R1.5).
    pub absences: Vec<&'a super::timetable::Absence>,
    /// Deputies the reader may know of: their side's (the GM: all) (R1.5).
    pub deputies: Vec<&'a super::timetable::Deputy>,
    /// Who held which seat over the rounds: the reader's side's (the GM:
    /// all) (R1.6).
    pub tenures: Vec<&'a super::timetable::Tenure>,
    /// Seats open for a new commander: public (R1.6).
    pub openings: &'a [super::timetable::Opening],
    /// Requests for an open seat: the GM's only (R1.6).
    pub claims: Vec<&'a super::timetable::Claim>,
    /// Requests for more time the reader may know of: their side's (the
    /// GM: all) (R5.10). Open pages hear of a new one (#43: the GM's to-do).
    pub extension_requests: Vec<&'a super::timetable::ExtensionRequest>,
    pub start_date: NaiveDate,
    pub round_date: NaiveDate,
    pub params: &'a Params,
    /// The CMBN version and modules every battle needs (R13.2).
    pub game: &'a super::kit::GameKit,
    pub victory: Option<&'a Victory>,
    pub objective_rounds: u32,
    /// What stops the phase from advancing, as far as this viewer may know.
    pub blockers: Vec<Blocker>,
    pub launch_boxes: Vec<BoxView<'a>>,
    pub zones: Vec<ZoneView<'a>>,
    pub battalions: Vec<BattalionView<'a>>,
    /// Every unit; the names, kinds and CMBN hints of the other side's units
    /// are null.
    pub units: Vec<UnitView<'a>>,
    /// The acting side's drafted moves, for that side and the GM; else empty.
    pub drafts: &'a [Draft],
    /// R4.4: where those drafts break stacking as they stand.
    pub stacking_problems: Vec<RuleViolation>,
    /// The acting side's battalion commanders who said their orders are
    /// done (R5.12), for that side and the GM; else empty.
    pub ready: Vec<UserId>,
    pub battles: Vec<BattleView<'a>>,
    pub ships_available: u32,
    pub air_pools: PerSide<Vec<UnitId>>,
    /// The reader's side's annotations on the map (the GM: both sides');
    /// empty for observers (R12.5).
    pub annotations: Vec<&'a super::layer::Annotation>,
}

/// The campaign as `viewer` may see it.
pub fn view<'a>(s: &'a CampaignState, map: &'a Map, viewer: &Actor) -> View<'a> {
    view_for(s, map, Audience::of(viewer))
}

/// The campaign as a reader of audience `who` may see it (what a viewer may
/// see depends on their audience only).
pub fn view_for<'a>(s: &'a CampaignState, map: &'a Map, who: Audience) -> View<'a> {
    let sees_drafts = who.sees_side(s.side);
    let air = |side: Side| -> Vec<UnitId> {
        s.units
            .iter()
            .filter(|u| u.class == UnitClass::Air && u.side == side && u.active())
            .map(|u| u.id)
            .collect()
    };
    View {
        audience: who,
        name: &s.name,
        map: &s.map_id,
        status: s.status,
        round: s.round,
        side: s.side,
        phase: s.phase,
        deadline: s.deadline,
        schedule: &s.schedule,
        paused: s.paused.as_ref(),
        absences: super::cover::absences_for(s, who),
        deputies: super::cover::deputies_for(s, who),
        tenures: super::cover::tenures_for(s, who),
        openings: &s.people.openings,
        claims: if who == Audience::Gm {
            s.people.claims.iter().collect()
        } else {
            Vec::new()
        },
        extension_requests: s
            .people
            .extensions
            .iter()
            .filter(|r| who.reads(super::extensions::request_audience(r.side)))
            .collect(),
        start_date: s.start_date,
        round_date: s.round_date(s.round),
        params: &s.params,
        game: &s.game,
        victory: s.victory.as_ref(),
        objective_rounds: s.objective_rounds,
        blockers: blockers_for(s, who),
        launch_boxes: map.launch_boxes().iter().map(box_view).collect(),
        zones: zone_views(s, map),
        battalions: s
            .battalions
            .iter()
            .map(|b| battalion_view(s, b, who))
            .collect(),
        units: s.units.iter().map(|u| unit_view(u, who)).collect(),
        drafts: if sees_drafts { &s.drafts } else { &[] },
        stacking_problems: if sees_drafts {
            stacking_problems(s)
        } else {
            Vec::new()
        },
        ready: if sees_drafts {
            super::ready::ready_users(s)
        } else {
            Vec::new()
        },
        battles: s.battles.iter().map(|b| battle_view(s, b, who)).collect(),
        ships_available: s.params.naval_support,
        air_pools: PerSide {
            allies: air(Side::Allies),
            axis: air(Side::Axis),
        },
        annotations: s
            .annotations
            .items
            .iter()
            .filter(|a| who.sees_side(a.side))
            .collect(),
    }
}

impl<'a> View<'a> {
    pub fn unit(&self, id: UnitId) -> Option<&UnitView<'a>> {
        self.units
            .binary_search_by_key(&id, |u| u.id)
            .ok()
            .and_then(|i| self.units.get(i))
            .or_else(|| self.units.iter().find(|u| u.id == id))
    }

    pub fn battalion(&self, id: BattalionId) -> Option<&BattalionView<'a>> {
        self.battalions.iter().find(|b| b.id == id)
    }

    pub fn battle(&self, id: BattleId) -> Option<&BattleView<'a>> {
        self.battles.iter().find(|b| b.id == id)
    }

    pub fn zone(&self, id: &str) -> Option<&ZoneView<'a>> {
        self.zones.iter().find(|z| z.id == id)
    }

    /// Whether this view shows `side`'s hidden information.
    pub fn sees_side(&self, side: Side) -> bool {
        self.audience.sees_side(side)
    }

    /// The units of `side` standing at `at`, not destroyed.
    pub fn units_at<'s>(
        &'s self,
        side: Side,
        at: &'s Location,
    ) -> impl Iterator<Item = &'s UnitView<'a>> + 's {
        self.units
            .iter()
            .filter(move |u| u.side == side && !u.destroyed && u.location == at)
    }

    /// "1.allies.combat_move".
    pub fn label(&self) -> super::location::PhaseLabel {
        super::location::PhaseLabel {
            round: self.round,
            side: self.side,
            phase: self.phase,
        }
    }
}

/// Views of one state, each made when first asked for (a planner that mails
/// several audiences draws each from its own view).
pub struct Views<'a> {
    state: &'a CampaignState,
    map: &'a Map,
    made: [std::cell::OnceCell<View<'a>>; 4],
}

impl<'a> Views<'a> {
    pub fn new(state: &'a CampaignState, map: &'a Map) -> Views<'a> {
        Views {
            state,
            map,
            made: Default::default(),
        }
    }

    /// Whose turn it is: the same in every audience's view (`View::side`),
    /// told without drawing one (a draft's notices need only the side's
    /// view; drawing the public one too was a sixth of a draft's cost).
    pub fn acting_side(&self) -> Side {
        self.state.side
    }

    /// The view of audience `who`.
    pub fn of(&self, who: Audience) -> &View<'a> {
        let slot = match who {
            Audience::Public => 0,
            Audience::Side(Side::Allies) => 1,
            Audience::Side(Side::Axis) => 2,
            Audience::Gm => 3,
        };
        let (state, map) = (self.state, self.map);
        // Four slots, one per audience: the index is always in range.
        #[allow(clippy::indexing_slicing)]
        self.made[slot].get_or_init(|| view_for(state, map, who))
    }
}

/// The blockers `who` may know of: drafts are their side's secret.
pub fn blockers_for(s: &CampaignState, who: Audience) -> Vec<Blocker> {
    blockers(s)
        .into_iter()
        .filter(|b| who.reads(b.audience))
        .collect()
}

/// Whether an entry stored with visibility `v` may be read by `viewer`.
pub fn reads(viewer: &Actor, v: Visibility) -> bool {
    Audience::of(viewer).reads(v)
}
