//! The commands `decide` (in `deciding`) takes. Each command is a variant with one payload struct, defined in the file of
//! its rule section; its `Apply` impl is the rule. The variants, their tags
//! and flags come from the one registry (`rules::registry`), which also
//! gives each command its REST path, status, form and docs.

use super::ctx::Apply;
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
            pub(super) fn payload(&self) -> &dyn Apply {
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
    pub(super) fn is_play(&self) -> bool {
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
