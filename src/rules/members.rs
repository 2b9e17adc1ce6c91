//! R1.2: the GM's commands that add and remove members.

use super::ctx::{Apply, Ctx};
use super::decision::Created;
use super::event::{Entry, Event};
use super::ids::{MemberId, UserId};
use super::refusal::{forbidden, not_found, violation, Refusal};
use super::roles::{check_email, Actor, MemberChange, Membership, Role};
use super::types::Side;
use crate::say;
use serde::{Deserialize, Serialize};

/// The GM adds a member (R1.2). The application resolves the email to a
/// user (inviting a new one) and fills `user` and `name` before deciding.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddMember {
    pub email: String,
    pub role: Role,
    #[serde(default)]
    pub side: Option<Side>,
    #[serde(skip)]
    pub user: Option<UserId>,
    #[serde(skip)]
    pub name: String,
}

impl Apply for AddMember {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master adds members (R1.2).")?;
        check_email(&self.email)?;
        if self.role.needs_side() != self.side.is_some() {
            return violation(
                "R1.2",
                if self.role.needs_side() {
                    say!("members-side-needed")
                } else {
                    say!("members-side-not-needed")
                },
            );
        }
        let Some(user) = self.user else {
            return not_found("There is no such user.");
        };
        self.check_one_hc(c, user)?;
        self.check_one_side(c, user)?;
        self.check_name(c, user)?;
        let role = super::told::role(self.role);
        c.members.push(MemberChange::Add(Membership {
            id: MemberId::default(),
            user,
            name: self.name.clone(),
            email: self.email.trim().to_lowercase(),
            role: self.role,
            side: self.side,
        }));
        c.record(Entry::public(
            Event::MemberAdded {
                user,
                role: self.role,
                side: self.side,
            },
            match self.side {
                Some(s) => say!(
                    "history-joined-side",
                    name = &self.name,
                    role = role,
                    side = super::told::side(s)
                ),
                None => say!("history-joined", name = &self.name, role = role),
            },
        ));
        c.created = Some(Created::Member(user));
        Ok(())
    }
}

impl AddMember {
    /// A side has one High Commander (R1.2).
    fn check_one_hc(&self, c: &Ctx, user: UserId) -> Result<(), Refusal> {
        if let (Role::HighCommander, Some(side)) = (self.role, self.side) {
            let other =
                c.inputs.roster.iter().find(|m| {
                    m.role == Role::HighCommander && m.side == Some(side) && m.user != user
                });
            if let Some(m) = other {
                return violation(
                    "R1.2",
                    say!("members-one-hc", side = side.as_str(), hc = &m.name),
                );
            }
        }
        Ok(())
    }

    /// A member plays for one side (#40, R1.2).
    fn check_one_side(&self, c: &Ctx, user: UserId) -> Result<(), Refusal> {
        // A member plays for one side (#40): a role on the other side is
        // given only after the roles on this one are removed (adding the
        // role a member holds already moves it to the new side).
        let would_be = super::roster::after(
            c.inputs.roster,
            &[MemberChange::Add(Membership {
                id: MemberId::default(),
                user,
                name: self.name.clone(),
                email: String::new(),
                role: self.role,
                side: self.side,
            })],
        );
        let sides: Vec<Side> = would_be
            .iter()
            .filter(|m| m.user == user && m.role.needs_side())
            .filter_map(|m| m.side)
            .collect();
        if self.role.needs_side() && sides.iter().any(|s| Some(*s) != self.side) {
            return violation("R1.2", say!("members-other-side", member = &self.name));
        }
        Ok(())
    }

    /// Names are unique in a campaign (R1.2).
    fn check_name(&self, c: &Ctx, user: UserId) -> Result<(), Refusal> {
        // Names are unique in a campaign, whatever their case (#23: a BC
        // renamed himself "Umpire Ike").
        let clash = c
            .inputs
            .roster
            .iter()
            .find(|m| m.user != user && super::roles::same_name(&m.name, &self.name));
        if let Some(m) = clash {
            return violation("R1.2", say!("members-name-taken", name = &m.name));
        }
        Ok(())
    }
}

/// The GM removes one membership (R1.2). A battalion whose commander no
/// longer holds a role on its side loses its commander (`rules::roster`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RemoveMember {
    pub member: MemberId,
}

impl Apply for RemoveMember {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master removes members (R1.2).")?;
        let Some(m) = c
            .inputs
            .roster
            .iter()
            .find(|m| m.id == self.member)
            .cloned()
        else {
            return not_found(format!(
                "There is no member {} in this campaign.",
                self.member
            ));
        };
        let gms = c
            .inputs
            .roster
            .iter()
            .filter(|x| x.role == Role::Gm)
            .count();
        if m.role == Role::Gm && gms <= 1 {
            return violation("R1.2", say!("members-last-gm"));
        }
        // What the membership gave (a battalion's command, a deputy's
        // seat, an absence, a request) lapses in `decide` (rules::roster).
        c.members.push(MemberChange::Remove(m.id));
        c.record(Entry::public(
            Event::MemberRemoved {
                user: m.user,
                role: m.role,
            },
            say!(
                "history-member-removed",
                name = &m.name,
                role = super::told::role(m.role)
            ),
        ));
        Ok(())
    }
}

/// Whether the actor acts in this campaign at all (observers read): the
/// GM, a High Commander or battalion commander of a side (holding a seat
/// or not: a member's rights come from their role and side; the rules that
/// need a seat ask for it), or a deputy covering a seat.
pub fn is_player(a: &Actor) -> bool {
    a.gm || a.side.is_some() || !a.covers.is_empty()
}

/// Fails unless the actor acts in this campaign at all (observers read).
pub fn require_player(c: &Ctx) -> Result<(), Refusal> {
    if is_player(c.actor) {
        Ok(())
    } else {
        forbidden("Observers read the campaign; they do not give orders (R1.2).")
    }
}
