//! `decide(state, inputs, actor, command)`: the single path every order, web
//! form and API call goes through. Returns the next state and what to
//! record, or the refusal. The input state is never changed, so nothing is
//! ever partially applied.
//!
//! Each command is a variant with one payload struct, defined in the file of
//! its rule section; its `Apply` impl is the rule. The variants, their tags
//! and flags come from the one registry (`rules::registry`), which also
//! gives each command its REST path, status, form and docs.

use super::ctx::{Apply, Ctx};
use super::decision::{Decision, Inputs};
use super::members::require_player;
use super::refusal::Refusal;
use super::roles::Actor;
use super::state::CampaignState;
use super::timetable::Seat;
use super::types::Phase;
use serde::{Deserialize, Serialize};

/// Flags of a registry entry: what a command is and how it answers.
pub mod flags {
    pub const NONE: u8 = 0;
    /// An order or battle choice: observers may not give it (R1.2).
    pub const PLAY: u8 = 1;
    /// Changes only the drafted moves and the draft counters (R6.2: a draft
    /// is not in effect until its side commits): the store saves only the
    /// drafts; tests check the claim on every decision.
    pub const DRAFTS: u8 = 2;
    /// Makes something (a draft, a battalion, a unit, a member): answers 201.
    pub const CREATED: u8 = 4;
    /// Any member may issue it, observers too (taking an open seat, R1.6);
    /// the rules decide who may do what with it.
    pub const MEMBER: u8 = 8;
    /// What a phase waits on (R5.8's "everyone who must act"): done while
    /// a deadline stands, it marks the seat's reliability record (R1.7).
    pub const AWAITED: u8 = 16;
}

/// The page a form returns to (and shows again, filled, on a refusal).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Back {
    Setup,
    Overview,
    Orders,
    Sheet,
    Map,
}

/// A command's REST path.
#[derive(Debug, Clone, Copy)]
pub struct Api {
    pub method: &'static str,
    /// Under `/api/v1`, e.g. "/campaigns/{id}/orders".
    pub path: &'static str,
    /// The body is this field of the payload.
    pub wrap: Option<&'static str>,
    /// The payload field the address's second id fills.
    pub sub: Option<&'static str>,
}

/// The page form that issues a command.
#[derive(Debug, Clone, Copy)]
pub struct FormRoute {
    pub path: &'static str,
    pub back: Back,
    /// What the player reads after it; None: the face says it.
    pub say: Option<&'static str>,
}

/// A command's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Docs {
    pub summary: &'static str,
    pub who: &'static str,
    pub body: Option<&'static str>,
    pub answer: Option<&'static str>,
}

/// One registry entry (`rules::registry`).
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    pub tag: &'static str,
    pub flags: u8,
    pub api: Api,
    pub form: Option<FormRoute>,
    pub docs: Docs,
}

impl Spec {
    /// The status a success answers with.
    pub fn status(&self) -> u16 {
        if self.flags & flags::CREATED != 0 {
            201
        } else {
            200
        }
    }
}

/// Calls the visitor with a payload's type (for schemas and form parsing).
pub trait PayloadVisitor {
    type Out;
    fn visit<T: utoipa::ToSchema + serde::de::DeserializeOwned + Serialize + 'static>(
        self,
    ) -> Self::Out;
}

macro_rules! opt {
    () => {
        None
    };
    ($x:expr) => {
        Some($x)
    };
}

macro_rules! define_commands {
    ($(
        $variant:ident ( $module:ident :: $payload:ident ) = $tag:literal {
            flags $flags:expr;
            api $method:ident $path:literal $(wrap $wrap:literal)? $(sub $sub:literal)?;
            $(form $fpath:literal read $read:ident, back $back:ident, $(say $say:literal)? $(then $then:ident)?;)?
            docs $summary:literal, who $who:literal $(, body $body:literal)? $(, answer $answer:literal)?;
        }
    )*) => {
        /// Every change to a campaign: a variant per registry entry, tagged
        /// `{"command": "<tag>", ...payload}`.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
        #[serde(tag = "command")]
        pub enum Command {
            $(
                #[serde(rename = $tag)]
                $variant(super::$module::$payload),
            )*
        }

        impl Command {
            fn payload(&self) -> &dyn Apply {
                match self {
                    $(Command::$variant(c) => c,)*
                }
            }

            /// The command's tag as the API spells it ("draft_move").
            pub fn tag(&self) -> &'static str {
                match self {
                    $(Command::$variant(_) => $tag,)*
                }
            }

            fn flags(&self) -> u8 {
                match self {
                    $(Command::$variant(_) => $flags,)*
                }
            }
        }

        /// The registry, as data.
        pub const COMMANDS: &[Spec] = &[$(
            Spec {
                tag: $tag,
                flags: $flags,
                api: Api {
                    method: stringify!($method),
                    path: $path,
                    wrap: opt!($($wrap)?),
                    sub: opt!($($sub)?),
                },
                form: opt!($(FormRoute {
                    path: $fpath,
                    back: Back::$back,
                    say: opt!($($say)?),
                })?),
                docs: Docs {
                    summary: $summary,
                    who: $who,
                    body: opt!($($body)?),
                    answer: opt!($($answer)?),
                },
            },
        )*];

        /// Calls `v` with the payload type of the command tagged `tag`.
        pub fn with_payload<V: PayloadVisitor>(tag: &str, v: V) -> Option<V::Out> {
            match tag {
                $($tag => Some(v.visit::<super::$module::$payload>()),)*
                _ => None,
            }
        }
    };
}

// The entries name their flags bare.
use flags::{AWAITED, CREATED, DRAFTS, MEMBER, NONE, PLAY};
crate::command_registry!(define_commands);

impl Command {
    /// This command's registry entry.
    pub fn spec(&self) -> Option<&'static Spec> {
        spec(self.tag())
    }

    /// Orders and battle choices: observers may not give them (R1.2).
    fn is_play(&self) -> bool {
        self.flags() & flags::PLAY != 0
    }

    /// Commands that change only the drafted moves and the draft counters
    /// (R6.2: a draft is not in effect until its side commits). The store
    /// saves only the drafts for these; tests check the claim on every
    /// decision.
    pub fn changes_only_drafts(&self) -> bool {
        self.flags() & flags::DRAFTS != 0
    }

    /// What a phase waits on (R5.8), marked in the reliability record.
    pub fn is_awaited(&self) -> bool {
        self.flags() & flags::AWAITED != 0
    }

    /// Whether, done in `phase`, this is what that phase waits on (R5.8),
    /// so that the phase may advance early after it: the commit of either
    /// move phase, the defenders of the combat move, the casualties of the
    /// combat results, the reinforcements of their phase.
    pub fn awaited_in(&self, phase: Phase) -> bool {
        self.is_awaited()
            && matches!(
                (phase, self),
                (
                    Phase::CombatMove,
                    Command::Commit(_) | Command::ChooseDefenders(_)
                ) | (Phase::NonCombatMove, Command::Commit(_))
                    | (Phase::CombatResults, Command::ChooseCasualties(_))
                    | (Phase::Reinforcements, Command::PlaceReinforcement(_))
            )
    }
}

/// The registry entry of `tag`.
pub fn spec(tag: &str) -> Option<&'static Spec> {
    COMMANDS.iter().find(|s| s.tag == tag)
}

/// Decides `command` by `actor`. A member who covers a seat (R1.5) acts
/// in their own right first; only what needs the cover is done with it,
/// and then the side's entries say so ("Anna for Bob").
pub fn decide(
    state: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    command: &Command,
) -> Result<Decision, Refusal> {
    let mut d = decide_covered(state, inputs, actor, command)?;
    // A change of membership takes away what the roster no longer gives
    // (#40): the references are cleared here, once, for every command
    // that changes the roster, and checked again where they are used.
    if !d.members.is_empty() {
        let roster = super::roster::after(inputs.roster, &d.members);
        super::roster::forget_lapsed(&mut d.state, &roster);
        let people = &mut d.state.people;
        people.roster_changes = people.roster_changes.wrapping_add(1);
    }
    Ok(d)
}

fn decide_covered(
    state: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    command: &Command,
) -> Result<Decision, Refusal> {
    let covered = super::cover::extend(actor, state, inputs.roster, inputs.now);
    if covered == *actor {
        let mut d = decide_as(state, inputs, actor, command)?;
        note_act(&mut d, state, inputs, actor, command, &[]);
        return Ok(d);
    }
    let covering = super::cover::covering(state, inputs.roster, actor.user_id, inputs.now);
    match decide_as(state, inputs, actor, command) {
        Ok(mut d) => {
            // A High Commander may act for any battalion of the side; when
            // it is one they cover, the side reads so all the same.
            let touched = touched(state, command);
            let used: Vec<_> = covering
                .into_iter()
                .filter(|c| matches!(c.seat, Seat::Battalion(b) if touched.contains(&b)))
                .collect();
            on_behalf(&mut d, state, inputs, actor, &used);
            note_act(&mut d, state, inputs, actor, command, &used);
            Ok(d)
        }
        Err(_) => {
            let mut d = decide_as(state, inputs, &covered, command)?;
            on_behalf(&mut d, state, inputs, actor, &covering);
            note_act(&mut d, state, inputs, actor, command, &covering);
            Ok(d)
        }
    }
}

/// The reliability record (R1.7): a player did what the phase waits on.
fn note_act(
    d: &mut Decision,
    before: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    command: &Command,
    covering: &[super::cover::Covering],
) {
    if !command.is_awaited() || actor.gm {
        return;
    }
    let side = actor.hc.or(actor.side);
    let holders: Vec<_> = covering.iter().map(|c| c.holder).collect();
    super::record::acted(
        &mut d.state,
        before,
        (actor.user_id, side),
        &holders,
        inputs.now,
    );
}

/// The battalions whose own choices `command` makes: the units drafted,
/// the draft changed, the defenders or casualties chosen.
fn touched(s: &CampaignState, command: &Command) -> Vec<super::ids::BattalionId> {
    let of_units = |units: &[super::ids::UnitId]| -> Vec<super::ids::BattalionId> {
        units
            .iter()
            .filter_map(|u| s.unit(*u).and_then(|u| u.battalion))
            .collect()
    };
    match command {
        Command::DraftMove(d) => of_units(&d.units),
        Command::UpdateDraft(d) => s
            .drafts
            .iter()
            .find(|x| x.id == d.draft)
            .and_then(|x| x.battalion)
            .into_iter()
            .chain(of_units(&d.units))
            .collect(),
        Command::ChooseDefenders(d) => s
            .battle(d.battle)
            .map(|b| b.defender_battalion)
            .into_iter()
            .collect(),
        Command::ChooseCasualties(d) => s
            .battle(d.battle)
            .map(|b| match d.side {
                Some(side) if side != b.side => vec![b.defender_battalion],
                Some(_) => vec![b.attacker_battalion],
                None => vec![b.attacker_battalion, b.defender_battalion],
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Marks a deputy's entries for the covered side and the GM (the public
/// text stays as it is: an absence is the side's business).
fn on_behalf(
    d: &mut Decision,
    state: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    covering: &[super::cover::Covering],
) {
    let Some(side) = covering
        .first()
        .and_then(|c| super::cover::side_of(state, c.seat))
    else {
        return;
    };
    let holders: Vec<_> = covering.iter().map(|c| c.holder).collect();
    let by = super::cover::on_behalf(inputs.roster, actor.user_id, &holders);
    for e in &mut d.entries {
        if e.audience == super::event::Visibility::All {
            let inner = match e.inner.take() {
                Some((s, t)) if s == side => (s, format!("{t} ({by})")),
                Some(other) => other,
                None => (side, format!("{} ({by})", e.text)),
            };
            e.inner = Some(inner);
        } else {
            e.text = format!("{} ({by})", e.text);
        }
    }
}

fn decide_as(
    state: &CampaignState,
    inputs: &Inputs,
    actor: &Actor,
    command: &Command,
) -> Result<Decision, Refusal> {
    let mut c = Ctx::new(state, inputs, actor);
    if command.is_play() {
        require_player(&c)?;
    }
    command.payload().apply(&mut c)?;
    if command.awaited_in(c.state.phase) {
        super::schedule::advance_when_ready(&mut c);
    }
    Ok(Decision {
        state: c.state,
        entries: c.entries,
        members: c.members,
        transition: c.transition,
        created: c.created,
    })
}
