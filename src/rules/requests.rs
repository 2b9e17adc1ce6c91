//! What waits on the game master's answer (#43: the GM's to-do lists it):
//! members' requests for an open seat (R1.6) and for more time (R5.10),
//! each one the GM's answer would be accepted for now (a dry run).

use super::command::Command;
use super::cover::name_of;
use super::ctx::Ctx;
use super::deciding::decide;
use super::extensions::DecideExtension;
use super::ids::UserId;
use super::seats::DecideSeat;
use serde::Serialize;
use utoipa::ToSchema;

/// What a request asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RequestKind {
    /// An open seat (R1.6).
    Seat,
    /// More time before the deadline (R5.10).
    Extension,
}

/// One request the GM may answer now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Request {
    pub kind: RequestKind,
    pub user: UserId,
    /// What is asked, in words: "Anna asks for 2nd Battalion".
    pub text: String,
    /// `text` as a message, said in each reader's language (#44).
    #[serde(skip)]
    pub said: super::say::Said,
}

/// The requests waiting on the GM that the GM may answer now, seats first.
pub fn waiting(c: &Ctx) -> Vec<Request> {
    let answerable = |cmd: Command| decide(&c.state, c.inputs, c.actor, &cmd).is_ok();
    let people = &c.state.people;
    let seats = people.claims.iter().filter_map(|cl| {
        let cmd = Command::DecideSeat(DecideSeat {
            user: cl.user,
            approve: false,
        });
        answerable(cmd).then(|| {
            let said = crate::say!(
                "words-request-seat",
                name = name_of(c.inputs.roster, cl.user),
                seat = super::told::seat(&c.state, cl.seat)
            );
            Request {
                kind: RequestKind::Seat,
                user: cl.user,
                text: said.english(),
                said,
            }
        })
    });
    let extensions = people.extensions.iter().filter_map(|r| {
        let cmd = Command::DecideExtension(DecideExtension {
            user: r.user,
            grant: false,
        });
        answerable(cmd).then(|| {
            let said = crate::say!(
                "words-request-time",
                name = name_of(c.inputs.roster, r.user),
                n = r.hours,
                reason = &r.reason
            );
            Request {
                kind: RequestKind::Extension,
                user: r.user,
                text: said.english(),
                said,
            }
        })
    });
    seats.chain(extensions).collect()
}
