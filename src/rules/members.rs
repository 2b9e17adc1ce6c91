//! R1.2: who holds which role in one campaign, who is acting, and the GM's
//! commands that add and remove members.

use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::ids::{MemberId, UserId};
use super::types::Side;
use super::{forbidden, not_found, violation, Refusal};
use serde::{Deserialize, Serialize};

/// Roles inside one campaign (R1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Gm,
    HighCommander,
    BattalionCommander,
    Observer,
}

impl Role {
    pub const ALL: [Role; 4] = [
        Role::Gm,
        Role::HighCommander,
        Role::BattalionCommander,
        Role::Observer,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Gm => "gm",
            Role::HighCommander => "high_commander",
            Role::BattalionCommander => "battalion_commander",
            Role::Observer => "observer",
        }
    }
    pub fn parse(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == s)
    }
    pub fn label(self) -> &'static str {
        match self {
            Role::Gm => "Game master",
            Role::HighCommander => "High Commander",
            Role::BattalionCommander => "Battalion commander",
            Role::Observer => "Observer",
        }
    }
    /// High Commanders and battalion commanders belong to a side.
    pub fn needs_side(self) -> bool {
        matches!(self, Role::HighCommander | Role::BattalionCommander)
    }
}

/// One role of one user in the campaign.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Membership {
    /// The membership's own id (0 for one not yet stored).
    pub id: MemberId,
    pub user: UserId,
    /// The display name, for messages.
    pub name: String,
    /// For finding a member by email; shown to the GM only.
    pub email: String,
    pub role: Role,
    pub side: Option<Side>,
}

/// Who is acting, in which roles of this campaign (R1.2, R1.3: roles in
/// other campaigns never count).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub user_id: UserId,
    pub gm: bool,
    pub hc: Option<Side>,
    /// The side of a High Commander or battalion commander.
    pub side: Option<Side>,
}

impl Actor {
    /// The actor `user` is by their memberships in `roster`.
    pub fn of(user: UserId, roster: &[Membership]) -> Actor {
        let mine = || roster.iter().filter(move |m| m.user == user);
        Actor {
            user_id: user,
            gm: mine().any(|m| m.role == Role::Gm),
            hc: mine()
                .find(|m| m.role == Role::HighCommander)
                .and_then(|m| m.side),
            side: mine().find_map(|m| m.side.filter(|_| m.role.needs_side())),
        }
    }
    pub fn commands(&self, state: &super::CampaignState, battalion: super::BattalionId) -> bool {
        state
            .battalion(battalion)
            .is_some_and(|b| b.commander == Some(self.user_id))
    }
    pub fn is_hc(&self, side: Side) -> bool {
        self.hc == Some(side)
    }
}

/// Whether `user` may command a battalion of `side`: a battalion commander
/// or the High Commander of that side (R1.2: the HC may also command one).
pub fn may_command(roster: &[Membership], user: UserId, side: Side) -> bool {
    roster.iter().any(|m| {
        m.user == user
            && m.side == Some(side)
            && matches!(m.role, Role::BattalionCommander | Role::HighCommander)
    })
}

/// The commander an order names, by user id or by email: a member of the
/// campaign (R1.2).
pub fn find_commander(
    roster: &[Membership],
    id: Option<UserId>,
    email: Option<&str>,
) -> Result<Option<UserId>, Refusal> {
    let email = email.map(|e| e.trim().to_lowercase());
    if id.is_none() && email.is_none() {
        return Ok(None);
    }
    let found = roster
        .iter()
        .find(|m| Some(m.user) == id || email.as_deref() == Some(m.email.as_str()));
    match found {
        Some(m) => Ok(Some(m.user)),
        None => violation("R1.2", "The commander must be a member of this campaign."),
    }
}

/// R1.2: a battalion's commander must be a member of its side.
pub fn check_commander(
    roster: &[Membership],
    user: UserId,
    side: Side,
    battalion: &str,
) -> Result<(), Refusal> {
    if may_command(roster, user, side) {
        return Ok(());
    }
    let who = roster
        .iter()
        .find(|m| m.user == user)
        .map_or_else(|| format!("user {user}"), |m| m.name.clone());
    violation(
        "R1.2",
        format!(
            "{who} cannot command {battalion}: a battalion is commanded by a battalion commander or the High Commander of its side ({}).",
            side.label()
        ),
    )
}

/// The GM adds a member (R1.2). The application resolves the email to a
/// user (inviting a new one) and fills `user` and `name` before deciding.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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

/// Whether `email` looks like an address a mail can reach.
pub fn check_email(email: &str) -> Result<(), Refusal> {
    let e = email.trim();
    let ok = e.len() <= 254
        && e.contains('@')
        && !e.starts_with('@')
        && !e.ends_with('@')
        && !e.contains(char::is_whitespace);
    if ok {
        Ok(())
    } else {
        violation("R1.2", "That does not look like an email address.")
    }
}

impl Apply for AddMember {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master adds members (R1.2).")?;
        check_email(&self.email)?;
        if self.role.needs_side() != self.side.is_some() {
            return violation(
                "R1.2",
                if self.role.needs_side() {
                    "High Commanders and battalion commanders belong to a side: choose Allies or Axis."
                } else {
                    "Only High Commanders and battalion commanders have a side."
                },
            );
        }
        let Some(user) = self.user else {
            return not_found("There is no such user.");
        };
        if let (Role::HighCommander, Some(side)) = (self.role, self.side) {
            let other =
                c.t.roster.iter().find(|m| {
                    m.role == Role::HighCommander && m.side == Some(side) && m.user != user
                });
            if let Some(m) = other {
                return violation(
                    "R1.2",
                    format!(
                        "The {} side already has a High Commander ({}); remove them first.",
                        side.label(),
                        m.name
                    ),
                );
            }
        }
        let side_text = self.side.map(|s| format!(" ({})", s.label()));
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
            format!(
                "{} joined as {}{}",
                self.name,
                self.role.label(),
                side_text.unwrap_or_default()
            ),
        ));
        Ok(())
    }
}

/// The GM removes one membership (R1.2). A battalion whose commander no
/// longer holds a role on its side loses its commander.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RemoveMember {
    pub member: MemberId,
}

impl Apply for RemoveMember {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        c.require_gm("Only the game master removes members (R1.2).")?;
        let Some(m) = c.t.roster.iter().find(|m| m.id == self.member).cloned() else {
            return not_found(format!(
                "There is no member {} in this campaign.",
                self.member
            ));
        };
        let gms = c.t.roster.iter().filter(|x| x.role == Role::Gm).count();
        if m.role == Role::Gm && gms <= 1 {
            return violation(
                "R1.2",
                "A campaign needs a game master: add another before removing the last one.",
            );
        }
        let rest: Vec<Membership> =
            c.t.roster
                .iter()
                .filter(|x| x.id != m.id)
                .cloned()
                .collect();
        for b in c.s.battalions.iter_mut() {
            if b.commander == Some(m.user) && !may_command(&rest, m.user, b.side) {
                b.commander = None;
            }
        }
        c.members.push(MemberChange::Remove(m.id));
        c.record(Entry::public(
            Event::MemberRemoved {
                user: m.user,
                role: m.role,
            },
            format!("{} is no longer {}", m.name, m.role.label()),
        ));
        Ok(())
    }
}

/// What a decision changes in the roster; the store applies it.
#[derive(Debug, Clone, PartialEq)]
pub enum MemberChange {
    /// Adds the membership, or changes its side if the user holds the role.
    Add(Membership),
    Remove(MemberId),
}

/// Fails unless the actor acts in this campaign at all (observers read).
pub fn require_player(c: &Ctx) -> Result<(), Refusal> {
    let a = c.actor;
    let commands_something = a.gm
        || a.hc.is_some()
        || c.s
            .battalions
            .iter()
            .any(|b| b.commander == Some(a.user_id));
    if commands_something {
        Ok(())
    } else {
        forbidden("Observers read the campaign; they do not give orders (R1.2).")
    }
}
