//! A small, readable campaign to test rules on.

use crate::rules::oob::{NationTemplate, UnitSpec};
use crate::rules::*;
// The commands' payloads, for the tests to build commands with.
pub use crate::rules::{
    battles::*, casualties::*, commit::*, forces::*, members::*, orders::*, phases::*,
    reinforcements::*, results::*, setup::*, start::*, support::*,
};
use chrono::{NaiveDate, TimeZone, Utc};

pub const GM: UserId = UserId::new(1);
pub const ALLIED_HC: UserId = UserId::new(2);
pub const AXIS_HC: UserId = UserId::new(3);
pub const BC_A: UserId = UserId::new(10); // commands Allied battalions
pub const BC_B: UserId = UserId::new(11);
pub const BC_X: UserId = UserId::new(20); // commands Axis battalions
pub const BC_Y: UserId = UserId::new(21);
pub const OBSERVER: UserId = UserId::new(30);

pub fn map() -> Map {
    Map::parse(include_str!("../../../config/maps/aa-dday.toml")).unwrap()
}

pub fn now() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 6, 6, 12, 0, 0).unwrap()
}

/// The campaign's members (R1.2): a GM, both HCs, two BCs a side, an observer.
pub fn roster() -> Vec<Membership> {
    let m = |id: i64, user: UserId, role: Role, side: Option<Side>| Membership {
        id: MemberId::new(id),
        user,
        name: format!("user {user}"),
        email: format!("u{user}@example.com"),
        role,
        side,
    };
    vec![
        m(1, GM, Role::Gm, None),
        m(2, ALLIED_HC, Role::HighCommander, Some(Side::Allies)),
        m(3, AXIS_HC, Role::HighCommander, Some(Side::Axis)),
        m(4, BC_A, Role::BattalionCommander, Some(Side::Allies)),
        m(5, BC_B, Role::BattalionCommander, Some(Side::Allies)),
        m(6, BC_X, Role::BattalionCommander, Some(Side::Axis)),
        m(7, BC_Y, Role::BattalionCommander, Some(Side::Axis)),
        m(8, OBSERVER, Role::Observer, None),
    ]
}

pub fn gm() -> Actor {
    Actor::of(GM, &roster())
}
pub fn hc(side: Side) -> Actor {
    Actor::of(
        if side == Side::Allies {
            ALLIED_HC
        } else {
            AXIS_HC
        },
        &roster(),
    )
}
pub fn bc(user: UserId) -> Actor {
    Actor::of(user, &roster())
}

pub fn specs(nation: Nation) -> Vec<UnitSpec> {
    let text = match nation {
        Nation::Us => include_str!("../../../config/oob/us.toml"),
        Nation::Uk => include_str!("../../../config/oob/uk.toml"),
        Nation::Canada => include_str!("../../../config/oob/canada.toml"),
        Nation::Heer => include_str!("../../../config/oob/heer.toml"),
        _ => include_str!("../../../config/oob/waffen_ss.toml"),
    };
    NationTemplate::parse(text).unwrap().unit_specs()
}

pub struct Game {
    pub s: CampaignState,
    pub map: Map,
    pub roster: Vec<Membership>,
    /// The state before the last phase transition (R12.2).
    pub previous: Option<CampaignState>,
}

impl Game {
    /// An empty campaign in setup, every zone Axis-controlled.
    pub fn new() -> Game {
        let map = map();
        let mut s = CampaignState::new(
            "Test",
            "aa-dday",
            Params::default(),
            NaiveDate::from_ymd_opt(1944, 6, 6).unwrap(),
        );
        for z in map.zones() {
            s.control.insert(z.id.clone(), Side::Axis);
        }
        setup::sync_air_pool(&mut s).unwrap();
        Game {
            s,
            map,
            roster: roster(),
            previous: None,
        }
    }

    pub fn run(&mut self, actor: &Actor, cmd: Command) -> Result<Vec<Entry>, Refusal> {
        self.run_at(actor, cmd, now())
    }

    /// `run` with the clock at `at` (deadlines, R5.6-R5.9).
    pub fn run_at(
        &mut self,
        actor: &Actor,
        cmd: Command,
        at: chrono::DateTime<Utc>,
    ) -> Result<Vec<Entry>, Refusal> {
        let inputs = Inputs {
            map: &self.map,
            roster: &self.roster,
            now: at,
            previous: self.previous.as_ref(),
        };
        let d = decide(&self.s, &inputs, actor, &cmd)?;
        if cmd.changes_only_drafts() {
            assert!(
                d.state.same_apart_from_drafts(&self.s),
                "{cmd:?} changed more than the drafts"
            );
        }
        match d.transition {
            Transition::Advanced => self.previous = Some(self.s.clone()),
            Transition::Undone => self.previous = None,
            Transition::None => {}
        }
        self.s = d.state;
        self.roster = crate::rules::roster::after(&self.roster, &d.members);
        Ok(d.entries)
    }

    pub fn ok(&mut self, actor: &Actor, cmd: Command) -> Vec<Entry> {
        let c = format!("{cmd:?}");
        self.run(actor, cmd)
            .unwrap_or_else(|e| panic!("{c} refused: {e}"))
    }

    /// Expects a rule violation and returns it; the state must not change.
    pub fn refused(&mut self, actor: &Actor, cmd: Command) -> Problems {
        let before = self.s.clone();
        match self.run(actor, cmd) {
            Err(Refusal::Rule(v)) => {
                assert_eq!(self.s, before, "a refused command changed the state");
                v
            }
            other => panic!("expected a rule violation, got {other:?}"),
        }
    }

    pub fn forbidden(&mut self, actor: &Actor, cmd: Command) {
        let before = self.s.clone();
        match self.run(actor, cmd) {
            Err(Refusal::Forbidden(_)) => assert_eq!(self.s, before),
            other => panic!("expected forbidden, got {other:?}"),
        }
    }

    /// Adds a battalion; returns its id.
    pub fn battalion(
        &mut self,
        name: &str,
        nation: Nation,
        commander: UserId,
        at: &str,
    ) -> BattalionId {
        let loc = Location::parse(at).unwrap();
        let (loc, arrives) = if at == "reinforcements" {
            (Location::Reinforcements, Some(2))
        } else {
            (loc, None)
        };
        self.ok(
            &gm(),
            Command::AddBattalion(AddBattalion {
                name: name.into(),
                nation,
                commander: Some(commander),
                location: loc,
                arrives_round: arrives,
                units: specs(nation),
                hq: "HQ".into(),
                commander_email: None,
            }),
        );
        self.s.battalions.last().unwrap().id
    }

    pub fn artillery(&mut self, side: Side, at: &str) -> UnitId {
        self.ok(
            &gm(),
            Command::AddSupport(AddSupport {
                side,
                class: UnitClass::Artillery,
                name: format!("{side} guns at {at}"),
                cmbn: String::new(),
                location: Location::parse(at).unwrap(),
                arrives_round: if at == "reinforcements" {
                    Some(2)
                } else {
                    None
                },
            }),
        );
        self.s.units.last().unwrap().id
    }

    pub fn start(&mut self) {
        self.ok(&gm(), Command::Start(Start {}));
    }

    /// Units of a battalion: `companies` company-class and `platoons` platoon-class ids.
    pub fn pick(&self, b: BattalionId, companies: usize, platoons: usize) -> Vec<UnitId> {
        let us: Vec<&Unit> = self
            .s
            .units
            .iter()
            .filter(|u| u.battalion == Some(b) && u.active())
            .collect();
        us.iter()
            .filter(|u| u.class == UnitClass::Company)
            .take(companies)
            .chain(
                us.iter()
                    .filter(|u| u.class == UnitClass::Platoon)
                    .take(platoons),
            )
            .map(|u| u.id)
            .collect()
    }

    pub fn draft(
        &mut self,
        actor: &Actor,
        units: Vec<UnitId>,
        to: &str,
        target: Option<BattalionId>,
    ) -> Result<Vec<Entry>, Refusal> {
        self.run(
            actor,
            Command::DraftMove(DraftMove {
                units,
                to: Location::parse(to).unwrap(),
                target,
            }),
        )
    }

    pub fn advance(&mut self) {
        self.ok(
            &gm(),
            Command::Advance(Advance {
                force: false,
                reason: String::new(),
            }),
        );
    }

    pub fn force(&mut self) {
        self.ok(
            &gm(),
            Command::Advance(Advance {
                force: true,
                reason: "test".into(),
            }),
        );
    }

    pub fn commit(&mut self, side: Side) -> Vec<Entry> {
        self.ok(&hc(side), Command::Commit(Commit {}))
    }

    pub fn commit_as(&mut self, who: &Actor) -> Vec<Entry> {
        self.ok(who, Command::Commit(Commit {}))
    }

    pub fn loc(&self, unit: UnitId) -> String {
        self.s.unit(unit).unwrap().location.to_string()
    }

    /// Advances (with force) until the given turn and phase.
    pub fn goto(&mut self, side: Side, phase: Phase) {
        for _ in 0..20 {
            if self.s.side == side && self.s.phase == phase {
                return;
            }
            self.force();
        }
        panic!("never reached {side:?} {phase:?}");
    }
}

/// Allies: battalion A (US, BC_A) in the Omaha launch box, battalion B (US,
/// BC_B) in F13. Axis: X (Heer, BC_X) and Y (Heer, BC_Y) in F14, both split
/// so F14 holds 6 + 6 units. Started: round 1, Allied combat move.
pub fn beach_game() -> (Game, BattalionId, BattalionId, BattalionId, BattalionId) {
    let mut g = Game::new();
    let a = g.battalion("2/116th", Nation::Us, BC_A, "box:omaha");
    let b = g.battalion("1/501st", Nation::Us, BC_B, "F13");
    let x = g.battalion("I./916", Nation::Heer, BC_X, "F14");
    let y = g.battalion("II./916", Nation::Heer, BC_Y, "F22");
    // Move 6 of X out to F22 and 6 of Y into F14 so both battalions are in F14.
    let xs: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(x))
            .skip(6)
            .map(|u| u.id)
            .collect();
    let ys: Vec<UnitId> =
        g.s.units
            .iter()
            .filter(|u| u.battalion == Some(y))
            .take(6)
            .map(|u| u.id)
            .collect();
    for id in xs {
        g.s.unit_mut(id).unwrap().location = Location::Zone("F22".into());
    }
    for id in ys {
        g.s.unit_mut(id).unwrap().location = Location::Zone("F14".into());
    }
    g.start();
    (g, a, b, x, y)
}
