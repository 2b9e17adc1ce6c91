//! `decide(state, map, actor, command, now)`: the single path every order,
//! web form and API call goes through. Returns the next state and the events
//! to record, or the refusal. The input state is never changed, so nothing is
//! ever partially applied.

use super::combat::{
    self, default_casualties, default_defenders, defenders_required, loss_caps, loss_range,
};
use super::map::Map;
use super::oob::UnitSpec;
use super::setup;
use super::state::*;
use super::{forbidden, not_found, violation, Refusal, RuleViolation};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::{BTreeMap, BTreeSet};

/// Who is acting, and in which roles in this campaign (R1.2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub user_id: UserId,
    pub gm: bool,
    pub hc: Option<Side>,
}

impl Actor {
    pub fn commands(&self, state: &CampaignState, battalion: BattalionId) -> bool {
        state
            .battalion(battalion)
            .is_some_and(|b| b.commander == Some(self.user_id))
    }
    pub fn is_hc(&self, side: Side) -> bool {
        self.hc == Some(side)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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
}

/// One history entry (R12.1).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Event {
    pub kind: String,
    pub summary: String,
    pub visibility: Visibility,
    pub payload: serde_json::Value,
}

impl Event {
    fn new(
        kind: &str,
        visibility: Visibility,
        summary: impl Into<String>,
        payload: serde_json::Value,
    ) -> Event {
        Event {
            kind: kind.to_string(),
            summary: summary.into(),
            visibility,
            payload,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    // --- setup (GM) ---
    SetParams {
        params: Params,
    },
    SetCalendar {
        start_date: NaiveDate,
        round_dates: BTreeMap<u32, NaiveDate>,
    },
    AddBattalion {
        name: String,
        nation: Nation,
        commander: Option<UserId>,
        location: Location,
        arrives_round: Option<u32>,
        #[serde(skip)]
        units: Vec<UnitSpec>,
        #[serde(skip)]
        hq: String,
    },
    UpdateBattalion {
        battalion: BattalionId,
        name: Option<String>,
        commander: Option<Option<UserId>>,
    },
    RemoveBattalion {
        battalion: BattalionId,
    },
    RenameUnit {
        unit: UnitId,
        name: String,
    },
    AddSupport {
        side: Side,
        class: UnitClass,
        name: String,
        cmbn: String,
        location: Location,
        arrives_round: Option<u32>,
    },
    RemoveUnit {
        unit: UnitId,
    },
    SetControl {
        zone: String,
        side: Side,
    },
    Start,
    // --- play ---
    DraftMove {
        units: Vec<UnitId>,
        to: Location,
        target: Option<BattalionId>,
    },
    UpdateDraft {
        draft: DraftId,
        units: Vec<UnitId>,
        to: Location,
        target: Option<BattalionId>,
    },
    DeleteDraft {
        draft: DraftId,
    },
    Commit,
    AssignSupport {
        battle: BattleId,
        artillery: Vec<UnitId>,
        air: Vec<UnitId>,
        ship: bool,
    },
    ChooseDefenders {
        battle: BattleId,
        units: Vec<UnitId>,
    },
    SetConditions {
        battle: BattleId,
        conditions: Conditions,
    },
    SetBattleDue {
        battle: BattleId,
        due: Option<DateTime<Utc>>,
    },
    EnterResult {
        battle: BattleId,
        outcome: Outcome,
        attacker_losses: Option<u32>,
        defender_losses: Option<u32>,
        notes: String,
        link: String,
    },
    ChooseCasualties {
        battle: BattleId,
        side: Option<Side>,
        units: Vec<UnitId>,
    },
    PlaceReinforcement {
        units: Vec<UnitId>,
        to: Location,
    },
    SetDeadline {
        at: Option<DateTime<Utc>>,
    },
    Advance {
        force: bool,
        reason: String,
    },
    RestoreUnit {
        unit: UnitId,
        to: Location,
    },
}

impl Command {
    /// Commands that change only the drafted moves and the id counter (R6.2:
    /// a draft is not in effect until its side commits). The store saves
    /// only the drafts for these; tests check the claim on every decision.
    pub fn changes_only_drafts(&self) -> bool {
        matches!(
            self,
            Command::DraftMove { .. } | Command::UpdateDraft { .. } | Command::DeleteDraft { .. }
        )
    }
}

#[derive(Debug, Clone)]
pub struct Decision {
    pub state: CampaignState,
    pub events: Vec<Event>,
}

pub fn decide(
    state: &CampaignState,
    map: &Map,
    actor: &Actor,
    command: &Command,
    now: DateTime<Utc>,
) -> Result<Decision, Refusal> {
    let mut s = state.clone();
    let mut ev = Vec::new();
    let mut ctx = Ctx {
        s: &mut s,
        map,
        actor,
        ev: &mut ev,
        now,
    };
    ctx.run(command)?;
    Ok(Decision {
        state: s,
        events: ev,
    })
}

struct Ctx<'a> {
    s: &'a mut CampaignState,
    map: &'a Map,
    actor: &'a Actor,
    ev: &'a mut Vec<Event>,
    now: DateTime<Utc>,
}

/// The blockers of the current phase, for the GM's list (R5).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Blocker {
    pub message: String,
    /// Whether forcing the advance applies a default (R7.1, R8.1, dropped drafts).
    pub forceable: bool,
}

pub fn blockers(s: &CampaignState) -> Vec<Blocker> {
    let mut out = Vec::new();
    if s.status != Status::Active {
        return out;
    }
    let open = |b: &&Battle| b.round == s.round && b.side == s.side && !b.closed;
    match s.phase {
        Phase::CombatMove | Phase::NonCombatMove => {
            if !s.drafts.is_empty() {
                out.push(Blocker {
                    message: format!(
                        "{} drafted move(s) not committed by the High Commander",
                        s.drafts.len()
                    ),
                    forceable: true,
                });
            }
            if s.phase == Phase::CombatMove {
                for b in s
                    .battles
                    .iter()
                    .filter(open)
                    .filter(|b| b.defender_units.is_none())
                {
                    out.push(Blocker {
                        message: format!("Battle {} in {}: defenders not chosen", b.id, b.zone),
                        forceable: true,
                    });
                }
            }
        }
        Phase::CombatResolution => {
            for b in s.battles.iter().filter(open) {
                if b.defender_units.is_none() {
                    out.push(Blocker {
                        message: format!("Battle {} in {}: defenders not chosen", b.id, b.zone),
                        forceable: true,
                    });
                }
                if b.result.is_none() {
                    out.push(Blocker {
                        message: format!("Battle {} in {}: no result entered", b.id, b.zone),
                        forceable: false,
                    });
                }
            }
        }
        Phase::CombatResults => {
            for b in s.battles.iter().filter(open) {
                if b.attacker_casualties.is_none() {
                    out.push(Blocker {
                        message: format!(
                            "Battle {} in {}: attacker casualties not chosen",
                            b.id, b.zone
                        ),
                        forceable: true,
                    });
                }
                if b.defender_casualties.is_none() {
                    out.push(Blocker {
                        message: format!(
                            "Battle {} in {}: defender casualties not chosen",
                            b.id, b.zone
                        ),
                        forceable: true,
                    });
                }
            }
        }
        Phase::Reinforcements => {}
    }
    out
}

/// Live stacking for a side: units per zone if every draft took effect.
pub fn drafted_counts(s: &CampaignState, side: Side) -> BTreeMap<String, (usize, usize)> {
    let locs = drafted_locations(s, &s.drafts);
    let mut out: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for u in s.units.iter().filter(|u| u.active() && u.side == side) {
        if let Some(Location::Zone(z)) = locs.get(&u.id).or(Some(&u.location)) {
            let e = out.entry(z.clone()).or_default();
            match u.class {
                UnitClass::Company | UnitClass::Platoon => e.0 += 1,
                UnitClass::Artillery => e.1 += 1,
                UnitClass::Air => {}
            }
        }
    }
    out
}

fn drafted_locations(s: &CampaignState, drafts: &[Draft]) -> BTreeMap<UnitId, Location> {
    let mut m = BTreeMap::new();
    for d in drafts {
        for u in &d.units {
            m.insert(*u, d.to.clone());
        }
    }
    let _ = s;
    m
}

/// (zone, attacking battalion, units, launch box it came from).
type AttackGroup = (String, Option<BattalionId>, Vec<UnitId>, Option<String>);

/// What a drafted combat move does when it takes effect (R6.3).
#[derive(Debug, Clone, PartialEq)]
enum MoveEffect {
    Attack { zone: String, target: BattalionId },
    Capture { zone: String },
    Reinforce,
    Move,
}

impl Ctx<'_> {
    fn run(&mut self, cmd: &Command) -> Result<(), Refusal> {
        let plays = matches!(
            cmd,
            Command::DraftMove { .. }
                | Command::UpdateDraft { .. }
                | Command::DeleteDraft { .. }
                | Command::Commit
                | Command::AssignSupport { .. }
                | Command::ChooseDefenders { .. }
                | Command::ChooseCasualties { .. }
                | Command::PlaceReinforcement { .. }
        );
        let commands_something = self.actor.gm
            || self.actor.hc.is_some()
            || self
                .s
                .battalions
                .iter()
                .any(|b| b.commander == Some(self.actor.user_id));
        if plays && !commands_something {
            return forbidden("Observers read the campaign; they do not give orders (R1.2).");
        }
        match cmd {
            Command::SetParams { params } => {
                setup::set_params(self.s, self.map, self.actor, params, self.ev)
            }
            Command::SetCalendar {
                start_date,
                round_dates,
            } => {
                self.require_gm()?;
                self.s.start_date = *start_date;
                self.s.round_dates = round_dates.clone();
                self.ev.push(Event::new(
                    "calendar_set",
                    Visibility::All,
                    format!("Campaign calendar set: round 1 is {start_date}"),
                    json!({}),
                ));
                Ok(())
            }
            Command::AddBattalion {
                name,
                nation,
                commander,
                location,
                arrives_round,
                units,
                hq,
            } => setup::add_battalion(
                self.s,
                self.map,
                self.actor,
                name,
                *nation,
                *commander,
                location,
                *arrives_round,
                units,
                hq,
                self.ev,
            ),
            Command::UpdateBattalion {
                battalion,
                name,
                commander,
            } => setup::update_battalion(
                self.s,
                self.actor,
                *battalion,
                name.as_deref(),
                *commander,
                self.ev,
            ),
            Command::RemoveBattalion { battalion } => {
                setup::remove_battalion(self.s, self.actor, *battalion, self.ev)
            }
            Command::RenameUnit { unit, name } => {
                setup::rename_unit(self.s, self.actor, *unit, name, self.ev)
            }
            Command::AddSupport {
                side,
                class,
                name,
                cmbn,
                location,
                arrives_round,
            } => setup::add_support(
                self.s,
                self.map,
                self.actor,
                *side,
                *class,
                name,
                cmbn,
                location,
                *arrives_round,
                self.ev,
            ),
            Command::RemoveUnit { unit } => setup::remove_unit(self.s, self.actor, *unit, self.ev),
            Command::SetControl { zone, side } => {
                setup::set_control(self.s, self.map, self.actor, zone, *side, self.ev)
            }
            Command::Start => setup::start(self.s, self.map, self.actor, self.ev),
            Command::DraftMove { units, to, target } => self.draft(None, units, to, *target),
            Command::UpdateDraft {
                draft,
                units,
                to,
                target,
            } => self.draft(Some(*draft), units, to, *target),
            Command::DeleteDraft { draft } => self.delete_draft(*draft),
            Command::Commit => self.commit(),
            Command::AssignSupport {
                battle,
                artillery,
                air,
                ship,
            } => self.assign_support(*battle, artillery, air, *ship),
            Command::ChooseDefenders { battle, units } => self.choose_defenders(*battle, units),
            Command::SetConditions { battle, conditions } => {
                self.set_conditions(*battle, conditions)
            }
            Command::SetBattleDue { battle, due } => self.set_battle_due(*battle, *due),
            Command::EnterResult {
                battle,
                outcome,
                attacker_losses,
                defender_losses,
                notes,
                link,
            } => self.enter_result(
                *battle,
                *outcome,
                *attacker_losses,
                *defender_losses,
                notes,
                link,
            ),
            Command::ChooseCasualties {
                battle,
                side,
                units,
            } => self.choose_casualties(*battle, *side, units),
            Command::PlaceReinforcement { units, to } => self.place_reinforcement(units, to),
            Command::SetDeadline { at } => self.set_deadline(*at),
            Command::Advance { force, reason } => self.advance(*force, reason),
            Command::RestoreUnit { unit, to } => self.restore_unit(*unit, to),
        }
    }

    // ----- common checks -----

    fn require_gm(&self) -> Result<(), Refusal> {
        if self.actor.gm {
            Ok(())
        } else {
            forbidden("Only the game master may do this (R1.2).")
        }
    }

    fn require_active(&self) -> Result<(), Refusal> {
        match (&self.s.status, &self.s.victory) {
            (Status::Active, _) => Ok(()),
            (Status::Finished, Some(v)) => violation(
                "R11.3",
                format!(
                    "The campaign is over: the {} won in round {}. No more orders are accepted.",
                    v.winner.label(),
                    v.round
                ),
            ),
            (Status::Finished, None) => violation(
                "R11.3",
                "The campaign is over. No more orders are accepted.",
            ),
            (Status::Setup, _) => violation(
                "R5.1",
                "The campaign has not started yet: the game master is still setting it up.",
            ),
        }
    }

    fn require_phase(&self, phases: &[Phase], what: &str) -> Result<(), Refusal> {
        if phases.contains(&self.s.phase) {
            return Ok(());
        }
        let names: Vec<&str> = phases.iter().map(|p| p.label()).collect();
        violation(
            "R5.3",
            format!(
                "{what} only in the {} phase; it is now the {} phase.",
                names.join(" or "),
                self.s.phase.label()
            ),
        )
    }

    fn units_of(&self, ids: &[UnitId]) -> Result<Vec<Unit>, Refusal> {
        if ids.is_empty() {
            return violation("R6.2", "Choose at least one unit.");
        }
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        for id in ids {
            if !seen.insert(*id) {
                return violation("R6.2", format!("Unit {id} is listed twice."));
            }
            let Some(u) = self.s.unit(*id) else {
                return not_found(format!("There is no unit {id} in this campaign."));
            };
            if u.destroyed {
                return violation("R3.5", format!("{} was destroyed and cannot act.", u.name));
            }
            out.push(u.clone());
        }
        Ok(out)
    }

    fn battle_mut(&mut self, id: BattleId) -> Result<&mut Battle, Refusal> {
        match self.s.battles.iter_mut().find(|b| b.id == id) {
            Some(b) => Ok(b),
            None => not_found(format!("There is no battle {id} in this campaign.")),
        }
    }

    fn battle(&self, id: BattleId) -> Result<Battle, Refusal> {
        match self.s.battle(id) {
            Some(b) => Ok(b.clone()),
            None => not_found(format!("There is no battle {id} in this campaign.")),
        }
    }

    fn battalion_name(&self, id: BattalionId) -> String {
        self.s
            .battalion(id)
            .map_or_else(|| format!("battalion {id}"), |b| b.name.clone())
    }

    fn check_location_exists(&self, loc: &Location) -> Result<(), Refusal> {
        match loc {
            Location::Zone(z) if !self.map.is_zone(z) => {
                not_found(format!("There is no zone {z} on this map."))
            }
            Location::LaunchBox(b) if self.map.launch_box(b).is_none() => {
                not_found(format!("There is no launch box {b} on this map."))
            }
            _ => Ok(()),
        }
    }

    // ----- drafts (R6, R9) -----

    fn draft(
        &mut self,
        replace: Option<DraftId>,
        ids: &[UnitId],
        to: &Location,
        target: Option<BattalionId>,
    ) -> Result<(), Refusal> {
        self.require_active()?;
        self.require_phase(
            &[Phase::CombatMove, Phase::NonCombatMove],
            "Moves can be drafted",
        )?;
        if let Some(id) = replace {
            let Some(old) = self.s.drafts.iter().find(|d| d.id == id) else {
                return not_found(format!("There is no drafted move {id}."));
            };
            self.may_edit_draft(old)?;
        }
        let kind = if self.s.phase == Phase::CombatMove {
            MoveKind::Combat
        } else {
            MoveKind::NonCombat
        };
        let units = self.units_of(ids)?;
        let others: Vec<Draft> = self
            .s
            .drafts
            .iter()
            .filter(|d| Some(d.id) != replace)
            .cloned()
            .collect();
        let draft = Draft {
            id: replace.unwrap_or(0),
            kind,
            battalion: units.iter().find_map(|u| u.battalion),
            units: ids.to_vec(),
            to: to.clone(),
            target,
            author: self.actor.user_id,
        };
        self.validate_draft(&draft, &units, &others)?;
        let mut all = others.clone();
        all.push(draft.clone());
        self.check_stacking(&all)?;
        self.check_attack_groups(&all)?;
        let draft = Draft {
            id: replace.unwrap_or_else(|| self.s.fresh_id()),
            ..draft
        };
        let side = self.s.side;
        let names: Vec<String> = units.iter().map(|u| u.name.clone()).collect();
        let verb = if replace.is_some() {
            "changed"
        } else {
            "drafted"
        };
        self.ev.push(Event::new(
            "draft",
            Visibility::side(side),
            format!(
                "Move {} {verb}: {} -> {}",
                draft.id,
                names.join(", "),
                draft.to
            ),
            json!({"draft": draft}),
        ));
        self.s.drafts = others;
        self.s.drafts.push(draft);
        self.s.drafts.sort_by_key(|d| d.id);
        Ok(())
    }

    fn may_edit_draft(&self, d: &Draft) -> Result<(), Refusal> {
        let own = d.author == self.actor.user_id
            || d.battalion.is_some_and(|b| self.actor.commands(self.s, b));
        if own || self.actor.gm || self.actor.is_hc(self.s.side) {
            Ok(())
        } else {
            forbidden("Only the move's author, its battalion commander or the High Commander may change it (R6.2).")
        }
    }

    fn validate_draft(&self, d: &Draft, units: &[Unit], others: &[Draft]) -> Result<(), Refusal> {
        let side = self.s.side;
        let p = &self.s.params;
        // R5.5: only the acting side moves.
        if let Some(u) = units.iter().find(|u| u.side != side) {
            return violation(
                "R5.5",
                format!(
                    "It is the {} turn: {} ({}) cannot move now.",
                    side.label(),
                    u.name,
                    u.side.label()
                ),
            );
        }
        // R6.2: own units only, unless HC or GM.
        let privileged = self.actor.gm || self.actor.is_hc(side);
        for u in units {
            match u.battalion {
                Some(b) if !privileged && !self.actor.commands(self.s, b) => {
                    return forbidden(format!(
                        "{} belongs to {}, which you do not command (R6.2).",
                        u.name,
                        self.battalion_name(b)
                    ));
                }
                None if !privileged => {
                    return forbidden(format!(
                        "{} is a side asset: only the High Commander moves it (R6.2).",
                        u.name
                    ));
                }
                _ => {}
            }
            if u.class == UnitClass::Air {
                return violation(
                    "R3.4",
                    format!(
                        "{} is an air unit: it stays in the pool and is assigned to battles.",
                        u.name
                    ),
                );
            }
            if u.class == UnitClass::Artillery && d.kind == MoveKind::Combat {
                return violation(
                    "R6.6",
                    format!(
                        "{} is artillery: artillery does not move in the combat move.",
                        u.name
                    ),
                );
            }
        }
        // One battalion per order (R6.5).
        let battalions: BTreeSet<Option<BattalionId>> = units.iter().map(|u| u.battalion).collect();
        if battalions.len() > 1 {
            return violation(
                "R6.5",
                "One order moves units of one battalion only (battalions never fight together).",
            );
        }
        // Every unit from the same place.
        let from = units[0].location.clone();
        if let Some(u) = units.iter().find(|u| u.location != from) {
            return violation(
                "R6.1",
                format!(
                    "All units of one order must start in the same place: {} is in {}, {} in {}.",
                    units[0].name, from, u.name, u.location
                ),
            );
        }
        // R6.1: a unit moves at most once per phase, whatever the commits.
        for u in units {
            if let Some(done) = self.s.turn.phase_acts.get(&u.id) {
                let what = if done.act == Act::Attacked {
                    format!("already attacked this phase ({} -> {})", done.from, done.to)
                } else {
                    format!("already moved this phase ({} -> {})", done.from, done.to)
                };
                return violation(
                    "R6.1",
                    format!(
                        "{} {what}; a unit moves at most {} zone(s) per phase.",
                        u.name, p.move_range
                    ),
                );
            }
        }
        // A unit has at most one drafted move.
        for u in units {
            if let Some(o) = others.iter().find(|o| o.units.contains(&u.id)) {
                return violation(
                    "R6.2",
                    format!(
                        "{} already has drafted move {}; change or delete that one.",
                        u.name, o.id
                    ),
                );
            }
        }
        self.check_location_exists(&d.to)?;
        // R6.7 / R9.1: no non-combat move after a combat move.
        if d.kind == MoveKind::NonCombat {
            if let Some(u) = units
                .iter()
                .find(|u| self.s.turn.combat_moved.contains(&u.id))
            {
                return violation(
                    "R6.7",
                    format!(
                        "{} made a combat move this turn and cannot make a non-combat move.",
                        u.name
                    ),
                );
            }
        }
        // Range (R6.1, R9.3).
        let to_zone = match &d.to {
            Location::Zone(z) => z.clone(),
            other => return violation("R6.1", format!("Units move to land zones; {other} is not one (reinforcements are placed in the reinforcement phase, R10).")),
        };
        match &from {
            Location::Zone(f) => {
                let dist = self.map.distance(f, &to_zone).unwrap_or(u32::MAX);
                if dist > p.move_range {
                    return violation(
                        "R6.1",
                        format!(
                            "{f} to {to_zone} is {} zones; units move at most {} zone(s) per phase.",
                            if dist == u32::MAX {
                                "not a land route of".to_string()
                            } else {
                                dist.to_string()
                            },
                            p.move_range
                        ),
                    );
                }
                if dist == 0 && (d.kind == MoveKind::NonCombat || d.target.is_none()) {
                    return violation("R6.1", format!("The units are already in {to_zone}."));
                }
            }
            Location::LaunchBox(b) => {
                let beach = self
                    .map
                    .launch_box(b)
                    .map(|lb| lb.lands_into.clone())
                    .unwrap_or_default();
                if beach != to_zone {
                    return violation(
                        "R6.1",
                        format!(
                            "Units in the {b} launch box may only land on its beach, {beach}; {to_zone} is not it."
                        ),
                    );
                }
            }
            Location::Reinforcements => {
                return violation("R10.2", "Units in the reinforcement box are placed by the High Commander in the reinforcement phase, not moved.");
            }
            Location::AirPool => return violation("R3.4", "Air units do not move."),
        }
        // What the move does.
        match d.kind {
            MoveKind::Combat => {
                let effect = self.combat_effect(&to_zone, &from, d.target)?;
                if effect == MoveEffect::Move && !matches!(from, Location::LaunchBox(_)) {
                    return violation("R6.3", format!("{to_zone} is already {}-controlled: moves into your own territory are made in the non-combat move (R9.1).", side.label()));
                }
            }
            MoveKind::NonCombat => {
                if d.target.is_some() {
                    return violation("R9.1", "Non-combat moves cannot attack.");
                }
                match self.s.zone_state(&to_zone) {
                    Some(ZoneState::Contested) => {}
                    Some(st) if st.as_str() == side.as_str() => {}
                    _ => {
                        let rule = if matches!(from, Location::LaunchBox(_)) {
                            "R9.3"
                        } else {
                            "R9.1"
                        };
                        return violation(rule, format!("{to_zone} is {}-controlled: a non-combat move may only enter a zone your side controls or a contested one.", side.enemy().label()));
                    }
                }
            }
        }
        Ok(())
    }

    /// R6.3: what a combat move into `zone` does.
    fn combat_effect(
        &self,
        zone: &str,
        from: &Location,
        target: Option<BattalionId>,
    ) -> Result<MoveEffect, Refusal> {
        let side = self.s.side;
        let enemies = self.s.battalions_in(zone, side.enemy());
        let state = self.s.zone_state(zone);
        if let Some(t) = target {
            if !enemies.contains(&t) {
                return violation(
                    "R6.5",
                    format!(
                        "{} has no units in {zone} to attack.",
                        self.battalion_name(t)
                    ),
                );
            }
            return Ok(MoveEffect::Attack {
                zone: zone.to_string(),
                target: t,
            });
        }
        let _ = from;
        match state {
            Some(ZoneState::Contested) => Ok(MoveEffect::Reinforce),
            Some(st) if st.as_str() == side.as_str() => Ok(MoveEffect::Move),
            _ if enemies.is_empty() => Ok(MoveEffect::Capture {
                zone: zone.to_string(),
            }),
            _ if enemies.len() == 1 => {
                let t = enemies.iter().next().copied().unwrap_or_default();
                Ok(MoveEffect::Attack {
                    zone: zone.to_string(),
                    target: t,
                })
            }
            _ => {
                let names: Vec<String> = enemies
                    .iter()
                    .map(|b| format!("{} ({b})", self.battalion_name(*b)))
                    .collect();
                violation(
                    "R6.5",
                    format!(
                        "{zone} holds several enemy battalions: name the one you attack ({}).",
                        names.join(", ")
                    ),
                )
            }
        }
    }

    /// R4.1, R4.2, R4.4: the side's end state if every draft took effect.
    fn check_stacking(&self, drafts: &[Draft]) -> Result<(), Refusal> {
        let side = self.s.side;
        let locs = drafted_locations(self.s, drafts);
        let mut counts: BTreeMap<String, (u32, u32)> = BTreeMap::new();
        for u in self.s.units.iter().filter(|u| u.active() && u.side == side) {
            let loc = locs.get(&u.id).unwrap_or(&u.location);
            if let Location::Zone(z) = loc {
                let e = counts.entry(z.clone()).or_default();
                if u.is_combat() {
                    e.0 += 1;
                } else if u.class == UnitClass::Artillery {
                    e.1 += 1;
                }
            }
        }
        let touched: BTreeSet<String> = drafts
            .iter()
            .filter_map(|d| d.to.zone().map(String::from))
            .collect();
        for z in touched {
            let (c, a) = counts.get(&z).copied().unwrap_or_default();
            if c > self.s.params.stack_limit {
                return violation(
                    "R4.1",
                    format!(
                        "{z}: {} units would be {c}, the limit is {}.",
                        side.label(),
                        self.s.params.stack_limit
                    ),
                );
            }
            if a > self.s.params.artillery_stack {
                return violation(
                    "R4.2",
                    format!(
                        "{z}: {} artillery units would be {a}, the limit is {}.",
                        side.label(),
                        self.s.params.artillery_stack
                    ),
                );
            }
        }
        Ok(())
    }

    /// R6.4, R6.5, R6.8 over the whole set of drafted attacks.
    fn check_attack_groups(&self, drafts: &[Draft]) -> Result<(), Refusal> {
        // One battle per (attacked battalion, territory) (R6.3b, R6.8).
        let mut groups: BTreeMap<(BattalionId, String), (BTreeSet<BattalionId>, Vec<UnitId>)> =
            BTreeMap::new();
        for d in drafts.iter().filter(|d| d.kind == MoveKind::Combat) {
            let Some(zone) = d.to.zone() else { continue };
            let from = self
                .s
                .unit(d.units[0])
                .map(|u| u.location.clone())
                .unwrap_or(Location::AirPool);
            if let MoveEffect::Attack { target, .. } = self.combat_effect(zone, &from, d.target)? {
                let g = groups.entry((target, zone.to_string())).or_default();
                if let Some(b) = d.battalion {
                    g.0.insert(b);
                }
                g.1.extend(d.units.iter().copied());
            }
        }
        for ((target, zone), (attackers, units)) in groups {
            let tname = self.battalion_name(target);
            if self.s.turn.attacked_in.contains(&(target, zone.clone())) {
                return violation("R6.8", format!("{tname} in {zone} was already attacked this turn; a defending battalion in a territory is the target of at most one attack per turn."));
            }
            if attackers.len() > 1 {
                return violation("R6.8", format!("{tname} in {zone} is the target of {} attacks; a battalion in a territory is attacked at most once per turn, by one battalion (R6.5).", attackers.len()));
            }
            let companies = units
                .iter()
                .filter(|id| {
                    self.s
                        .unit(**id)
                        .is_some_and(|u| u.class == UnitClass::Company)
                })
                .count();
            let max = self.s.params.max_battle_companies as usize;
            if companies > max {
                return violation("R6.4", format!("The attack on {tname} in {zone} has {companies} company-class units; at most {max} plus any platoons may attack."));
            }
        }
        Ok(())
    }

    fn delete_draft(&mut self, id: DraftId) -> Result<(), Refusal> {
        self.require_active()?;
        let Some(d) = self.s.drafts.iter().find(|d| d.id == id).cloned() else {
            return not_found(format!("There is no drafted move {id}."));
        };
        self.may_edit_draft(&d)?;
        self.s.drafts.retain(|x| x.id != id);
        self.ev.push(Event::new(
            "draft_deleted",
            Visibility::side(self.s.side),
            format!("Move {id} deleted"),
            json!({"draft": id}),
        ));
        Ok(())
    }

    /// R6.2: the HC commits the side's orders; the whole set is validated again.
    fn commit(&mut self) -> Result<(), Refusal> {
        self.require_active()?;
        self.require_phase(
            &[Phase::CombatMove, Phase::NonCombatMove],
            "Orders can be committed",
        )?;
        let side = self.s.side;
        if !self.actor.is_hc(side) && !self.actor.gm {
            return forbidden(format!(
                "Only the {} High Commander commits the side's orders (R6.2).",
                side.label()
            ));
        }
        let drafts = std::mem::take(&mut self.s.drafts);
        if drafts.is_empty() {
            return violation("R6.2", "There are no drafted moves to commit.");
        }
        for (i, d) in drafts.iter().enumerate() {
            let units = self.units_of(&d.units)?;
            let others: Vec<Draft> = drafts
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, d)| d.clone())
                .collect();
            let d = Draft {
                kind: if self.s.phase == Phase::CombatMove {
                    MoveKind::Combat
                } else {
                    MoveKind::NonCombat
                },
                ..d.clone()
            };
            // The HC commits on the author's behalf: check with HC rights.
            self.validate_draft(&d, &units, &others)
                .map_err(|e| prefix(e, &format!("Move {}: ", d.id)))?;
        }
        self.check_stacking(&drafts)?;
        self.check_attack_groups(&drafts)?;
        // Effects are computed against the state before anything moves.
        let mut effects = Vec::new();
        for d in &drafts {
            let from = self
                .s
                .unit(d.units[0])
                .map(|u| u.location.clone())
                .unwrap_or(Location::AirPool);
            let effect = match (d.kind, d.to.zone()) {
                (MoveKind::Combat, Some(z)) => self.combat_effect(z, &from, d.target)?,
                _ => MoveEffect::Move,
            };
            effects.push((d.clone(), from, effect));
        }
        // What each origin zone was, before anyone leaves it (R8.3).
        let origins: BTreeMap<String, Option<ZoneState>> = effects
            .iter()
            .filter_map(|(_, from, _)| from.zone())
            .map(|z| (z.to_string(), self.s.zone_state(z)))
            .collect();
        let mut lines = Vec::new();
        for (d, from, effect) in &effects {
            let act = match (effect, from) {
                (MoveEffect::Attack { .. }, _) => Act::Attacked,
                (_, Location::LaunchBox(_)) => Act::Landed,
                (MoveEffect::Capture { .. }, _) => Act::Captured,
                (MoveEffect::Reinforce, _) => Act::Reinforced,
                (MoveEffect::Move, _) => Act::Moved,
            };
            for id in &d.units {
                if let Some(u) = self.s.unit_mut(*id) {
                    u.location = d.to.clone();
                }
                if d.kind == MoveKind::Combat {
                    self.s.turn.combat_moved.insert(*id);
                }
                self.s.turn.phase_acts.insert(
                    *id,
                    UnitAct {
                        from: from.clone(),
                        to: d.to.clone(),
                        act,
                    },
                );
            }
            let names: Vec<String> = d
                .units
                .iter()
                .filter_map(|id| self.s.unit(*id).map(|u| u.name.clone()))
                .collect();
            lines.push(format!("{} -> {}", names.join(", "), d.to));
        }
        self.ev.push(Event::new(
            "orders_committed",
            Visibility::All,
            format!("{} orders committed: {}", side.label(), lines.join("; ")),
            json!({"side": side, "moves": drafts}),
        ));
        // Battles: one per attacked battalion in each territory (R6.3b, R7.2).
        let mut attacks: BTreeMap<(String, BattalionId), AttackGroup> = BTreeMap::new();
        for (d, from, effect) in &effects {
            match effect {
                MoveEffect::Attack { zone, target } => {
                    let e = attacks
                        .entry((zone.clone(), *target))
                        .or_insert_with(|| (zone.clone(), d.battalion, Vec::new(), None));
                    e.2.extend(d.units.iter().copied());
                    if let Location::LaunchBox(b) = from {
                        e.3 = Some(b.clone());
                    }
                }
                MoveEffect::Capture { zone } => {
                    if self.s.combat_units_in(zone, side.enemy()) == 0 {
                        let was = Some(controlled(side.enemy()));
                        self.change_control(zone, side, was);
                    }
                }
                MoveEffect::Reinforce | MoveEffect::Move => {}
            }
        }
        // A zone the side left with only enemy units in it is the enemy's (R2.2).
        for (zone, was) in origins {
            let (mine, theirs) = (
                self.s.combat_units_in(&zone, side),
                self.s.combat_units_in(&zone, side.enemy()),
            );
            if mine == 0 && theirs > 0 {
                self.change_control(&zone, side.enemy(), was);
            }
        }
        for ((_, target), (zone, attacker, units, launch)) in attacks {
            let Some(attacker) = attacker else { continue };
            let id = self.s.fresh_id();
            let battle = Battle {
                id,
                round: self.s.round,
                side,
                zone: zone.clone(),
                attacker_battalion: attacker,
                attacker_units: units.clone(),
                defender_battalion: target,
                defender_units: None,
                from_launch_box: launch,
                artillery: Vec::new(),
                air: Vec::new(),
                ship: None,
                result: None,
                attacker_casualties: None,
                defender_casualties: None,
                closed: false,
                conditions: Conditions::default(),
                due: self.s.deadline,
            };
            self.s.turn.attacked_in.insert((target, zone.clone()));
            self.ev.push(Event::new(
                "battle_created",
                Visibility::All,
                format!(
                    "Battle {id} in {zone}: {} ({} units) attacks {}",
                    self.battalion_name(attacker),
                    units.len(),
                    self.battalion_name(target)
                ),
                json!({"battle": id, "zone": zone, "attacker": attacker, "defender": target}),
            ));
            self.s.battles.push(battle);
        }
        Ok(())
    }

    /// `side` now controls `zone` outright, which was `was` before (R2.2).
    /// Unless it already was that side's, control passes: the change is
    /// recorded and enemy artillery still there is destroyed (R8.3). A
    /// contested zone is nobody's, so contested -> controlled is a change too.
    fn change_control(&mut self, zone: &str, side: Side, was: Option<ZoneState>) {
        self.s.control.insert(zone.to_string(), side);
        if was == Some(controlled(side)) {
            return;
        }
        self.ev.push(Event::new(
            "control_changed",
            Visibility::All,
            format!("{zone} is now {}-controlled", side.label()),
            json!({"zone": zone, "side": side}),
        ));
        let lost: Vec<UnitId> = self
            .s
            .units
            .iter()
            .filter(|u| {
                u.active()
                    && u.side == side.enemy()
                    && u.class == UnitClass::Artillery
                    && u.location.zone() == Some(zone)
            })
            .map(|u| u.id)
            .collect();
        for id in lost {
            if let Some(u) = self.s.unit_mut(id) {
                u.destroyed = true;
                let name = u.name.clone();
                self.ev.push(Event::new(
                    "artillery_captured",
                    Visibility::All,
                    format!("{name} in {zone} was overrun and destroyed (R8.3)"),
                    json!({"unit": id, "zone": zone}),
                ));
            }
        }
    }

    // ----- support (R6.6, R2.4) -----

    fn assign_support(
        &mut self,
        id: BattleId,
        artillery: &[UnitId],
        air: &[UnitId],
        ship: bool,
    ) -> Result<(), Refusal> {
        self.require_active()?;
        self.require_phase(
            &[Phase::CombatMove, Phase::CombatResolution],
            "Support is assigned",
        )?;
        let b = self.battle(id)?;
        if !self.actor.is_hc(b.side) && !self.actor.gm {
            return forbidden(format!(
                "Only the {} High Commander assigns support to this attack (R6.6).",
                b.side.label()
            ));
        }
        if b.closed || b.result.is_some() || b.round != self.s.round || b.side != self.s.side {
            return violation(
                "R6.6",
                format!("Battle {id} is no longer open for support."),
            );
        }
        let used_elsewhere: BTreeSet<UnitId> = self
            .s
            .battles
            .iter()
            .filter(|o| o.id != id && o.round == self.s.round && o.side == self.s.side)
            .flat_map(|o| o.artillery.iter().chain(o.air.iter()).copied())
            .collect();
        let mut seen = BTreeSet::new();
        for uid in artillery {
            let Some(u) = self.s.unit(*uid).cloned() else {
                return not_found(format!("There is no unit {uid} in this campaign."));
            };
            if !seen.insert(*uid) {
                return violation("R6.6", format!("{} is listed twice.", u.name));
            }
            if u.side != b.side || u.class != UnitClass::Artillery || u.destroyed {
                return violation(
                    "R6.6",
                    format!(
                        "{} is not an active {} artillery unit.",
                        u.name,
                        b.side.label()
                    ),
                );
            }
            let Some(z) = u.location.zone() else {
                return violation(
                    "R6.6",
                    format!("{} is not on the map ({}).", u.name, u.location),
                );
            };
            if z != b.zone && !self.map.adjacent(z, &b.zone) {
                return violation(
                    "R6.6",
                    format!(
                        "{} stands in {z}, which is neither {} nor next to it.",
                        u.name, b.zone
                    ),
                );
            }
            if used_elsewhere.contains(uid) {
                return violation(
                    "R6.6",
                    format!("{} already supports another battle this turn.", u.name),
                );
            }
        }
        for uid in air {
            let Some(u) = self.s.unit(*uid).cloned() else {
                return not_found(format!("There is no unit {uid} in this campaign."));
            };
            if !seen.insert(*uid) {
                return violation("R6.6", format!("{} is listed twice.", u.name));
            }
            if u.side != b.side || u.class != UnitClass::Air || u.destroyed {
                return violation(
                    "R6.6",
                    format!("{} is not an active {} air unit.", u.name, b.side.label()),
                );
            }
            if used_elsewhere.contains(uid) {
                return violation(
                    "R6.6",
                    format!("{} already supports another battle this turn.", u.name),
                );
            }
        }
        let ship_name = if ship {
            if b.side != Side::Allies || b.from_launch_box.is_none() {
                return violation("R2.4", format!("Naval support is only for an Allied assault from a launch box onto its beach; battle {id} in {} is not one.", b.zone));
            }
            let taken: BTreeSet<String> = self
                .s
                .battles
                .iter()
                .filter(|o| o.id != id && o.round == self.s.round && o.side == Side::Allies)
                .filter_map(|o| o.ship.clone())
                .collect();
            let ships: Vec<String> = self
                .map
                .file
                .ships
                .iter()
                .map(|s| s.name.clone())
                .take(self.s.params.naval_support as usize)
                .collect();
            match ships.into_iter().find(|s| !taken.contains(s)) {
                Some(s) => Some(s),
                None => {
                    return violation(
                        "R2.4",
                        format!(
                            "All {} ships already support other battles this turn.",
                            self.s.params.naval_support
                        ),
                    );
                }
            }
        } else {
            None
        };
        let side = b.side;
        let bm = self.battle_mut(id)?;
        bm.artillery = artillery.to_vec();
        bm.air = air.to_vec();
        bm.ship = ship_name.clone();
        self.ev.push(Event::new(
            "support_assigned",
            Visibility::side(side),
            format!(
                "Battle {id}: {} artillery, {} air{}",
                artillery.len(),
                air.len(),
                ship_name
                    .map(|s| format!(", naval support from {s}"))
                    .unwrap_or_default()
            ),
            json!({"battle": id, "artillery": artillery, "air": air, "ship": ship}),
        ));
        Ok(())
    }

    // ----- battles (R7, R8) -----

    fn choose_defenders(&mut self, id: BattleId, ids: &[UnitId]) -> Result<(), Refusal> {
        self.require_active()?;
        self.require_phase(
            &[Phase::CombatMove, Phase::CombatResolution],
            "Defenders are chosen",
        )?;
        let b = self.battle(id)?;
        let side = b.side.enemy();
        if !self.actor.commands(self.s, b.defender_battalion)
            && !self.actor.is_hc(side)
            && !self.actor.gm
        {
            return forbidden(format!(
                "Only the commander of {} picks its defenders (R7.1).",
                self.battalion_name(b.defender_battalion)
            ));
        }
        if b.defender_units.is_some() {
            return violation(
                "R7.1",
                format!("The defenders of battle {id} are already chosen."),
            );
        }
        if ids.is_empty() && self.actor.gm {
            // The GM forces the default (R7.1).
            return self.default_defenders_for(&b);
        }
        let units = self.units_of(ids)?;
        let present: Vec<&Unit> = self
            .s
            .battalion_units_in(b.defender_battalion, &b.zone)
            .into_iter()
            .filter(|u| u.is_combat())
            .collect();
        for u in &units {
            if !present.iter().any(|p| p.id == u.id) {
                return violation(
                    "R7.1",
                    format!(
                        "{} is not a unit of {} in {}.",
                        u.name,
                        self.battalion_name(b.defender_battalion),
                        b.zone
                    ),
                );
            }
        }
        let (required, max_c) = self.defender_requirement(&b);
        let companies = units
            .iter()
            .filter(|u| u.class == UnitClass::Company)
            .count() as u32;
        if companies > max_c {
            return violation(
                "R6.4",
                format!("{companies} company-class units chosen; at most {max_c} plus any platoons may defend."),
            );
        }
        if (units.len() as u32) < required {
            return violation(
                "R7.1",
                format!(
                    "Field at least {required} units (the attacker committed {}); {} chosen.",
                    b.attacker_units.len(),
                    units.len()
                ),
            );
        }
        self.set_defenders(id, ids.to_vec(), false)
    }

    /// (required count, company limit) for the defender of `b`.
    fn defender_requirement(&self, b: &Battle) -> (u32, u32) {
        let present: Vec<&Unit> = self.s.battalion_units_in(b.defender_battalion, &b.zone);
        let c = present
            .iter()
            .filter(|u| u.class == UnitClass::Company)
            .count() as u32;
        let p = present
            .iter()
            .filter(|u| u.class == UnitClass::Platoon)
            .count() as u32;
        (
            defenders_required(&self.s.params, b.attacker_units.len() as u32, c, p),
            self.s.params.max_battle_companies,
        )
    }

    fn set_defenders(
        &mut self,
        id: BattleId,
        units: Vec<UnitId>,
        by_default: bool,
    ) -> Result<(), Refusal> {
        let names: Vec<String> = units
            .iter()
            .filter_map(|u| self.s.unit(*u).map(|u| u.name.clone()))
            .collect();
        let b = self.battle_mut(id)?;
        b.defender_units = Some(units.clone());
        let (zone, side) = (b.zone.clone(), b.side.enemy());
        let how = if by_default { " by default (R7.1)" } else { "" };
        self.ev.push(Event::new(
            "defenders_chosen",
            Visibility::side(side),
            format!(
                "Battle {id} in {zone}: defenders chosen{how}: {}",
                names.join(", ")
            ),
            json!({"battle": id, "units": units}),
        ));
        self.ev.push(Event::new(
            "battle_ready",
            Visibility::All,
            format!(
                "Battle {id} in {zone} is ready to set up: {} defending units",
                units.len()
            ),
            json!({"battle": id}),
        ));
        Ok(())
    }

    fn set_conditions(&mut self, id: BattleId, c: &Conditions) -> Result<(), Refusal> {
        self.require_gm()?;
        let b = self.battle_mut(id)?;
        b.conditions = c.clone();
        self.ev.push(Event::new(
            "conditions_set",
            Visibility::All,
            format!("Battle {id}: conditions set"),
            json!({"battle": id}),
        ));
        Ok(())
    }

    /// The GM sets a battle's due date (it defaults to the phase deadline).
    fn set_battle_due(&mut self, id: BattleId, due: Option<DateTime<Utc>>) -> Result<(), Refusal> {
        self.require_gm()?;
        if due.is_some_and(|d| d < self.now) {
            return violation("R5.4", "A due date must be in the future.");
        }
        let b = self.battle_mut(id)?;
        b.due = due;
        let zone = b.zone.clone();
        let text = due.map_or_else(
            || "cleared".to_string(),
            |d| format!("set to {} UTC", d.format("%Y-%m-%d %H:%M")),
        );
        self.ev.push(Event::new(
            "battle_due_set",
            Visibility::All,
            format!("Battle {id} in {zone}: due date {text}"),
            json!({"battle": id, "due": due}),
        ));
        Ok(())
    }

    fn enter_result(
        &mut self,
        id: BattleId,
        outcome: Outcome,
        a: Option<u32>,
        d: Option<u32>,
        notes: &str,
        link: &str,
    ) -> Result<(), Refusal> {
        self.require_gm()?;
        let b = self.battle(id)?;
        self.require_active()?;
        self.require_phase(&[Phase::CombatResolution], "Battle results are entered")?;
        if b.round != self.s.round || b.side != self.s.side || b.closed {
            return violation("R7.5", format!("Battle {id} is closed."));
        }
        if b.attacker_casualties.is_some() || b.defender_casualties.is_some() {
            return violation(
                "R7.5",
                format!("Casualties for battle {id} are already being chosen; the result can no longer change."),
            );
        }
        let Some(defenders) = b.defender_units.clone() else {
            return violation(
                "R7.1",
                format!("Battle {id}: the defenders must be chosen before the result is entered."),
            );
        };
        let (ca, cd) = loss_caps(outcome);
        let (amin, amax) = loss_range(ca, b.attacker_units.len() as u32);
        let (dmin, dmax) = loss_range(cd, defenders.len() as u32);
        let al = a.unwrap_or(amax);
        let dl = d.unwrap_or(dmax);
        if al < amin || al > amax {
            return violation(
                "R7.5",
                format!(
                    "{}: the attacker loses {} of {} units; {al} entered.",
                    outcome.label(),
                    range_text(amin, amax),
                    b.attacker_units.len()
                ),
            );
        }
        if dl < dmin || dl > dmax {
            return violation(
                "R7.5",
                format!(
                    "{}: the defender loses {} of {} units; {dl} entered.",
                    outcome.label(),
                    range_text(dmin, dmax),
                    defenders.len()
                ),
            );
        }
        if notes.len() > 4000 || link.len() > 500 {
            return violation(
                "R7.5",
                "Notes are limited to 4000 characters and links to 500.",
            );
        }
        let bm = self.battle_mut(id)?;
        bm.result = Some(BattleResult {
            outcome,
            attacker_losses: al,
            defender_losses: dl,
            notes: notes.to_string(),
            link: link.to_string(),
        });
        let zone = bm.zone.clone();
        self.ev.push(Event::new(
            "result_entered",
            Visibility::All,
            format!(
                "Battle {id} in {zone}: {} (attacker loses {al}, defender loses {dl})",
                outcome.label()
            ),
            json!({"battle": id, "outcome": outcome, "attacker_losses": al, "defender_losses": dl}),
        ));
        // Nothing to choose when a side loses nothing.
        let bm = self.battle_mut(id)?;
        if al == 0 {
            bm.attacker_casualties = Some(Vec::new());
        }
        if dl == 0 {
            bm.defender_casualties = Some(Vec::new());
        }
        if al == 0 && dl == 0 {
            self.close_battle(id)?;
        }
        Ok(())
    }

    fn choose_casualties(
        &mut self,
        id: BattleId,
        side: Option<Side>,
        ids: &[UnitId],
    ) -> Result<(), Refusal> {
        self.require_active()?;
        self.require_phase(&[Phase::CombatResults], "Casualties are chosen")?;
        let b = self.battle(id)?;
        let Some(result) = b.result.clone() else {
            return violation("R8.1", format!("Battle {id} has no result yet."));
        };
        let attacker = match side {
            Some(s) => s == b.side,
            None if self.actor.commands(self.s, b.attacker_battalion)
                && b.attacker_casualties.is_none() =>
            {
                true
            }
            None if self.actor.commands(self.s, b.defender_battalion) => false,
            None if self.actor.is_hc(b.side) => true,
            None => false,
        };
        let (battalion, bside) = if attacker {
            (b.attacker_battalion, b.side)
        } else {
            (b.defender_battalion, b.side.enemy())
        };
        if !self.actor.commands(self.s, battalion) && !self.actor.is_hc(bside) && !self.actor.gm {
            return forbidden(format!(
                "Only the commander of {} chooses its casualties (R8.1).",
                self.battalion_name(battalion)
            ));
        }
        let (already, fought, count) = if attacker {
            (
                b.attacker_casualties.is_some(),
                b.attacker_units.clone(),
                result.attacker_losses,
            )
        } else {
            (
                b.defender_casualties.is_some(),
                b.defender_units.clone().unwrap_or_default(),
                result.defender_losses,
            )
        };
        if already {
            return violation(
                "R8.1",
                format!(
                    "The {} casualties of battle {id} are already chosen.",
                    bside.label()
                ),
            );
        }
        let mut seen = BTreeSet::new();
        for u in ids {
            if !seen.insert(*u) {
                return violation("R8.1", format!("Unit {u} is listed twice."));
            }
            if !fought.contains(u) {
                let name = self
                    .s
                    .unit(*u)
                    .map_or_else(|| format!("unit {u}"), |x| x.name.clone());
                return violation("R8.1", format!("{name} did not fight in battle {id}."));
            }
        }
        if ids.len() as u32 != count {
            return violation(
                "R8.1",
                format!("Choose exactly {count} unit(s) lost; {} chosen.", ids.len()),
            );
        }
        self.set_casualties(id, attacker, ids.to_vec(), false)
    }

    fn set_casualties(
        &mut self,
        id: BattleId,
        attacker: bool,
        units: Vec<UnitId>,
        by_default: bool,
    ) -> Result<(), Refusal> {
        let names: Vec<String> = units
            .iter()
            .filter_map(|u| self.s.unit(*u).map(|u| u.name.clone()))
            .collect();
        let b = self.battle_mut(id)?;
        let side = if attacker { b.side } else { b.side.enemy() };
        if attacker {
            b.attacker_casualties = Some(units.clone());
        } else {
            b.defender_casualties = Some(units.clone());
        }
        let done = b.attacker_casualties.is_some() && b.defender_casualties.is_some();
        let how = if by_default { " by default (R8.1)" } else { "" };
        self.ev.push(Event::new(
            "casualties_chosen",
            Visibility::All,
            format!(
                "Battle {id}: {} casualties chosen{how}: {}",
                side.label(),
                if names.is_empty() {
                    "none".into()
                } else {
                    names.join(", ")
                }
            ),
            json!({"battle": id, "side": side, "units": units}),
        ));
        if done {
            self.close_battle(id)?;
        }
        Ok(())
    }

    /// Losses leave the map, then control follows R8.2 and R8.3.
    fn close_battle(&mut self, id: BattleId) -> Result<(), Refusal> {
        let b = self.battle(id)?;
        let lost: Vec<UnitId> = b
            .attacker_casualties
            .iter()
            .chain(b.defender_casualties.iter())
            .flatten()
            .copied()
            .collect();
        let was = self.s.zone_state(&b.zone);
        for u in &lost {
            if let Some(unit) = self.s.unit_mut(*u) {
                unit.destroyed = true;
            }
        }
        let allied = self.s.combat_units_in(&b.zone, Side::Allies);
        let axis = self.s.combat_units_in(&b.zone, Side::Axis);
        match (allied > 0, axis > 0) {
            (true, false) => self.change_control(&b.zone, Side::Allies, was),
            (false, true) => self.change_control(&b.zone, Side::Axis, was),
            _ => {}
        }
        self.battle_mut(id)?.closed = true;
        let state = self
            .s
            .zone_state(&b.zone)
            .map_or("uncontrolled", |z| z.as_str());
        self.ev.push(Event::new(
            "battle_closed",
            Visibility::All,
            format!(
                "Battle {id} closed: {} units lost; {} is {state}",
                lost.len(),
                b.zone
            ),
            json!({"battle": id, "lost": lost}),
        ));
        Ok(())
    }

    // ----- reinforcements (R10) -----

    fn place_reinforcement(&mut self, ids: &[UnitId], to: &Location) -> Result<(), Refusal> {
        self.require_active()?;
        self.require_phase(&[Phase::Reinforcements], "Reinforcements are placed")?;
        let side = self.s.side;
        if !self.actor.is_hc(side) && !self.actor.gm {
            return forbidden(format!(
                "Only the {} High Commander places reinforcements (R10).",
                side.label()
            ));
        }
        let units = self.units_of(ids)?;
        self.check_location_exists(to)?;
        let battalions: BTreeSet<Option<BattalionId>> = units.iter().map(|u| u.battalion).collect();
        if battalions.len() > 1 {
            return violation(
                "R10.2",
                "Place one battalion (or one artillery unit) at a time.",
            );
        }
        for u in &units {
            if u.side != side {
                return violation(
                    "R5.5",
                    format!("{} is not a {} unit.", u.name, side.label()),
                );
            }
            if u.location != Location::Reinforcements {
                return violation(
                    "R10.1",
                    format!("{} is not in the reinforcement box.", u.name),
                );
            }
            let arrives = u
                .battalion
                .and_then(|b| self.s.battalion(b))
                .and_then(|b| b.arrives_round)
                .or(u.arrives_round)
                .unwrap_or(1);
            if arrives > self.s.round {
                return violation(
                    "R10.1",
                    format!(
                        "{} becomes available in round {arrives}; it is round {}.",
                        u.name, self.s.round
                    ),
                );
            }
        }
        let nation = units[0]
            .battalion
            .and_then(|b| self.s.battalion(b))
            .map(|b| b.nation);
        match side {
            Side::Allies => {
                let Location::LaunchBox(bx) = to else {
                    return violation("R10.2", "Allied reinforcements go into a launch box.");
                };
                if let Some(n) = nation {
                    let allowed = self
                        .s
                        .params
                        .launch_boxes_by_nation
                        .get(&n)
                        .cloned()
                        .unwrap_or_default();
                    if !allowed.contains(bx) {
                        return violation(
                            "R10.2",
                            format!(
                                "{} battalions land at {}; {bx} is not one of them.",
                                n.label(),
                                allowed.join(", ")
                            ),
                        );
                    }
                }
            }
            Side::Axis => {
                let Location::Zone(z) = to else {
                    return violation(
                        "R10.3",
                        "Axis reinforcements enter at Rennes, Chartres or Rouen.",
                    );
                };
                if !self.s.params.axis_entry.contains(z) {
                    return violation(
                        "R10.3",
                        format!(
                            "{z} is not an Axis entry zone ({}).",
                            self.s.params.axis_entry.join(", ")
                        ),
                    );
                }
                if self.s.zone_state(z) != Some(ZoneState::Axis) {
                    return violation(
                        "R10.3",
                        format!(
                            "{z} is not Axis-controlled; reinforcements enter only where the Axis controls the zone."
                        ),
                    );
                }
                let c = self.s.combat_units_in(z, side)
                    + units.iter().filter(|u| u.is_combat()).count();
                if c as u32 > self.s.params.stack_limit {
                    return violation(
                        "R4.1",
                        format!(
                            "{z}: {} units would be {c}, the limit is {}.",
                            side.label(),
                            self.s.params.stack_limit
                        ),
                    );
                }
                let a = self.s.artillery_in(z, side)
                    + units
                        .iter()
                        .filter(|u| u.class == UnitClass::Artillery)
                        .count();
                if a as u32 > self.s.params.artillery_stack {
                    return violation(
                        "R4.2",
                        format!(
                            "{z}: {} artillery units would be {a}, the limit is {}.",
                            side.label(),
                            self.s.params.artillery_stack
                        ),
                    );
                }
            }
        }
        for id in ids {
            if let Some(u) = self.s.unit_mut(*id) {
                u.location = to.clone();
            }
        }
        let what = units[0]
            .battalion
            .map_or_else(|| units[0].name.clone(), |b| self.battalion_name(b));
        self.ev.push(Event::new(
            "reinforcement_placed",
            Visibility::All,
            format!("{what} placed in {to}"),
            json!({"units": ids, "to": to}),
        ));
        Ok(())
    }

    // ----- phases (R5, R11) -----

    fn set_deadline(&mut self, at: Option<DateTime<Utc>>) -> Result<(), Refusal> {
        self.require_gm()?;
        self.require_active()?;
        if let Some(t) = at {
            if t < self.now {
                return violation("R5.4", "The deadline must be in the future.");
            }
        }
        self.s.deadline = at;
        for b in self.s.battles.iter_mut().filter(|b| !b.closed) {
            b.due = at;
        }
        let text = at.map_or_else(
            || "cleared".to_string(),
            |t| format!("set to {} UTC", t.format("%Y-%m-%d %H:%M")),
        );
        self.ev.push(Event::new(
            "deadline_set",
            Visibility::All,
            format!("Deadline for {} {text}", self.s.phase.label()),
            json!({"deadline": at}),
        ));
        Ok(())
    }

    fn advance(&mut self, force: bool, reason: &str) -> Result<(), Refusal> {
        self.require_gm()?;
        self.require_active()?;
        let bl = blockers(self.s);
        if let Some(b) = bl.iter().find(|b| !b.forceable) {
            return violation(
                "R5.4",
                format!(
                    "The phase cannot advance: {}. Enter the result first.",
                    b.message
                ),
            );
        }
        if !bl.is_empty() && !force {
            let list: Vec<&str> = bl.iter().map(|b| b.message.as_str()).collect();
            return violation(
                "R5.4",
                format!(
                    "The phase cannot advance yet: {}. Force the advance to apply the defaults.",
                    list.join("; ")
                ),
            );
        }
        if !bl.is_empty() {
            if reason.trim().is_empty() {
                return violation(
                    "R1.2",
                    "A forced advance needs a reason; it is recorded as a GM override.",
                );
            }
            self.apply_defaults()?;
            self.ev.push(Event::new(
                "gm_override",
                Visibility::All,
                format!("Phase advance forced by the GM: {}", reason.trim()),
                json!({"reason": reason, "blockers": bl}),
            ));
        }
        let (from_round, from_side, from_phase) = (self.s.round, self.s.side, self.s.phase);
        self.s.deadline = None;
        // R6.1 counts moves per phase.
        self.s.turn.phase_acts.clear();
        match self.s.phase.next() {
            Some(p) => self.s.phase = p,
            None => {
                self.end_turn();
                if self.s.status == Status::Finished {
                    return Ok(());
                }
            }
        }
        self.ev.push(Event::new(
            "phase_advanced",
            Visibility::All,
            format!(
                "Round {from_round} {} {} -> round {} {} {}",
                from_side.label(),
                from_phase.label(),
                self.s.round,
                self.s.side.label(),
                self.s.phase.label()
            ),
            json!({"round": self.s.round, "side": self.s.side, "phase": self.s.phase, "forced": force && !bl.is_empty()}),
        ));
        Ok(())
    }

    fn apply_defaults(&mut self) -> Result<(), Refusal> {
        match self.s.phase {
            Phase::CombatMove | Phase::NonCombatMove => {
                let n = self.s.drafts.len();
                if n > 0 {
                    self.s.drafts.clear();
                    self.ev.push(Event::new(
                        "drafts_dropped",
                        Visibility::side(self.s.side),
                        format!("{n} uncommitted move(s) dropped"),
                        json!({"count": n}),
                    ));
                }
                if self.s.phase == Phase::CombatMove {
                    self.default_defenders()?;
                }
            }
            Phase::CombatResolution => self.default_defenders()?,
            Phase::CombatResults => {
                let open: Vec<Battle> = self
                    .s
                    .battles
                    .iter()
                    .filter(|b| b.round == self.s.round && b.side == self.s.side && !b.closed)
                    .cloned()
                    .collect();
                for b in open {
                    let Some(r) = b.result.clone() else { continue };
                    if b.attacker_casualties.is_none() {
                        let us: Vec<Unit> = b
                            .attacker_units
                            .iter()
                            .filter_map(|id| self.s.unit(*id).cloned())
                            .collect();
                        let refs: Vec<&Unit> = us.iter().collect();
                        self.set_casualties(
                            b.id,
                            true,
                            default_casualties(&refs, r.attacker_losses as usize),
                            true,
                        )?;
                    }
                    if self.battle(b.id)?.defender_casualties.is_none() {
                        let us: Vec<Unit> = b
                            .defender_units
                            .iter()
                            .flatten()
                            .filter_map(|id| self.s.unit(*id).cloned())
                            .collect();
                        let refs: Vec<&Unit> = us.iter().collect();
                        self.set_casualties(
                            b.id,
                            false,
                            default_casualties(&refs, r.defender_losses as usize),
                            true,
                        )?;
                    }
                }
            }
            Phase::Reinforcements => {}
        }
        Ok(())
    }

    /// R7.1 default for every open battle whose defenders are not chosen.
    fn default_defenders(&mut self) -> Result<(), Refusal> {
        let open: Vec<Battle> = self
            .s
            .battles
            .iter()
            .filter(|b| {
                b.round == self.s.round
                    && b.side == self.s.side
                    && !b.closed
                    && b.defender_units.is_none()
            })
            .cloned()
            .collect();
        for b in open {
            self.default_defenders_for(&b)?;
        }
        Ok(())
    }

    fn default_defenders_for(&mut self, b: &Battle) -> Result<(), Refusal> {
        let (required, _) = self.defender_requirement(b);
        let present: Vec<Unit> = self
            .s
            .battalion_units_in(b.defender_battalion, &b.zone)
            .into_iter()
            .filter(|u| u.is_combat())
            .cloned()
            .collect();
        let refs: Vec<&Unit> = present.iter().collect();
        let chosen = default_defenders(&self.s.params, &refs, required);
        self.set_defenders(b.id, chosen, true)
    }

    /// End of a turn: victory check (R11), then the next turn begins.
    fn end_turn(&mut self) {
        let round = self.s.round;
        if self.s.side == Side::Axis {
            let held = self
                .s
                .params
                .objectives
                .iter()
                .all(|z| self.s.zone_state(z) == Some(ZoneState::Allies));
            self.s.objective_rounds = if held { self.s.objective_rounds + 1 } else { 0 };
            if self.s.objective_rounds >= 2 {
                self.finish(
                    Side::Allies,
                    format!(
                        "The Allies held {} at the end of two consecutive rounds (R11.1).",
                        self.s.params.objectives.join(", ")
                    ),
                );
                return;
            }
            if round >= self.s.params.rounds {
                self.finish(
                    Side::Axis,
                    format!("The Allies did not take and hold every objective by the end of round {round} (R11.2)."),
                );
                return;
            }
            self.s.round += 1;
            self.s.side = Side::Allies;
        } else {
            self.s.side = Side::Axis;
        }
        self.s.phase = Phase::CombatMove;
        self.s.turn = TurnFlags::default();
        self.s.ships_used.clear();
        self.ev.push(Event::new(
            "turn_started",
            Visibility::All,
            format!("Round {} {} turn begins", self.s.round, self.s.side.label()),
            json!({"round": self.s.round, "side": self.s.side}),
        ));
    }

    fn finish(&mut self, winner: Side, reason: String) {
        self.s.status = Status::Finished;
        self.s.drafts.clear();
        self.s.victory = Some(Victory {
            winner,
            round: self.s.round,
            reason: reason.clone(),
        });
        self.ev.push(Event::new(
            "campaign_won",
            Visibility::All,
            format!("The {} win. {reason}", winner.label()),
            json!({"winner": winner, "round": self.s.round}),
        ));
    }

    fn restore_unit(&mut self, id: UnitId, to: &Location) -> Result<(), Refusal> {
        self.require_gm()?;
        self.check_location_exists(to)?;
        let Some(u) = self.s.unit_mut(id) else {
            return not_found(format!("There is no unit {id} in this campaign."));
        };
        if !u.destroyed {
            return violation("R3.5", format!("{} is not destroyed.", u.name));
        }
        u.destroyed = false;
        u.location = to.clone();
        let name = u.name.clone();
        self.ev.push(Event::new(
            "gm_override",
            Visibility::All,
            format!("GM restored {name} in {to} (R3.5)"),
            json!({"unit": id}),
        ));
        Ok(())
    }
}

/// The zone state of a zone `side` controls outright.
fn controlled(side: Side) -> ZoneState {
    match side {
        Side::Allies => ZoneState::Allies,
        Side::Axis => ZoneState::Axis,
    }
}

/// R4.4: every zone where the acting side's drafted end state breaks
/// stacking (R4.1, R4.2). Empty when the drafts could be committed as far
/// as stacking goes. Shown at once, e.g. after deleting the draft that made
/// room for another; the commit refuses the same set.
pub fn stacking_problems(s: &CampaignState) -> Vec<RuleViolation> {
    let side = s.side;
    let mut out = Vec::new();
    for (z, (c, a)) in drafted_counts(s, side) {
        let touched = s.drafts.iter().any(|d| d.to.zone() == Some(z.as_str()));
        if !touched {
            continue;
        }
        if c as u32 > s.params.stack_limit {
            out.push(RuleViolation::new(
                "R4.1",
                format!(
                    "{z}: {} units would be {c}, the limit is {}.",
                    side.label(),
                    s.params.stack_limit
                ),
            ));
        }
        if a as u32 > s.params.artillery_stack {
            out.push(RuleViolation::new(
                "R4.2",
                format!(
                    "{z}: {} artillery units would be {a}, the limit is {}.",
                    side.label(),
                    s.params.artillery_stack
                ),
            ));
        }
    }
    out
}

fn range_text(min: u32, max: u32) -> String {
    if min == max {
        format!("exactly {min}")
    } else {
        format!("{min} to {max}")
    }
}

fn prefix(e: Refusal, p: &str) -> Refusal {
    match e {
        Refusal::Rule(v) => Refusal::Rule(RuleViolation {
            rule: v.rule,
            message: format!("{p}{}", v.message),
        }),
        other => other,
    }
}

/// Odds, size and requirement for a battle, for the sheet and the API.
pub fn battle_odds(s: &CampaignState, b: &Battle) -> (combat::Odds, combat::BattleSize) {
    let attackers: Vec<&Unit> = b
        .attacker_units
        .iter()
        .filter_map(|id| s.unit(*id))
        .collect();
    let defenders: Vec<&Unit> = b
        .defender_units
        .iter()
        .flatten()
        .filter_map(|id| s.unit(*id))
        .collect();
    let odds = combat::odds(&s.params, attackers.len() as u32, defenders.len() as u32);
    let larger = combat::half_equivalents(&attackers).max(combat::half_equivalents(&defenders));
    let size = combat::battle_size(&s.params, larger, &odds.battle_type);
    (odds, size)
}

/// (required, company limit) for the defender, for the form.
pub fn defender_requirement(s: &CampaignState, b: &Battle) -> (u32, u32) {
    let present: Vec<&Unit> = s.battalion_units_in(b.defender_battalion, &b.zone);
    let c = present
        .iter()
        .filter(|u| u.class == UnitClass::Company)
        .count() as u32;
    let p = present
        .iter()
        .filter(|u| u.class == UnitClass::Platoon)
        .count() as u32;
    (
        defenders_required(&s.params, b.attacker_units.len() as u32, c, p),
        s.params.max_battle_companies,
    )
}
