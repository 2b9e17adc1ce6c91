//! R1.2: roles, the campaign's roster as the rules see it, who is acting,
//! and who may command a battalion.

use super::ids::{MemberId, UserId};
use super::refusal::{violation, Refusal};
use super::state::{BattalionId, CampaignState};
use super::types::{words, Side};
use crate::say;
use serde::{Deserialize, Serialize};

#[rustfmt::skip]
words! {
    /// Roles inside one campaign (R1.2).
    pub enum Role {
        Gm = "gm" / "Game master",
        HighCommander = "high_commander" / "High Commander",
        BattalionCommander = "battalion_commander" / "Battalion commander",
        Observer = "observer" / "Observer",
    }
}

impl Role {
    /// High Commanders and battalion commanders belong to a side.
    pub fn needs_side(self) -> bool {
        matches!(self, Role::HighCommander | Role::BattalionCommander)
    }
}

/// Members' display names by user id, for the lines that say who wrote or
/// uploaded what: one who has left the campaign reads "a former member",
/// never a blank.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Names(std::collections::BTreeMap<i64, String>);

impl Names {
    /// What one who is no longer a member is called.
    pub const FORMER: &'static str = "a former member";

    pub fn new(pairs: impl IntoIterator<Item = (i64, String)>) -> Names {
        Names(pairs.into_iter().collect())
    }

    /// The name `user` goes by, or [`Names::FORMER`].
    pub fn of(&self, user: i64) -> String {
        self.0
            .get(&user)
            .cloned()
            .unwrap_or_else(|| Self::FORMER.into())
    }

    /// The name of a member who still is one.
    pub fn get(&self, user: i64) -> Option<&str> {
        self.0.get(&user).map(String::as_str)
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
    /// Battalions the actor commands as a deputy while their commander is
    /// away (#26, R1.5; `rules::cover`).
    pub covers: Vec<BattalionId>,
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
            covers: Vec::new(),
        }
    }
    /// The actor `user` is by their roles in one campaign (R1.3: roles in
    /// another never count).
    pub fn of_roles(user: UserId, roles: &[(Role, Option<Side>)]) -> Actor {
        Actor {
            user_id: user,
            gm: roles.iter().any(|(r, _)| *r == Role::Gm),
            hc: roles
                .iter()
                .find(|(r, _)| *r == Role::HighCommander)
                .and_then(|(_, s)| *s),
            side: roles
                .iter()
                .find_map(|(r, s)| if r.needs_side() { *s } else { None }),
            covers: Vec::new(),
        }
    }
    /// Whether the actor commands `battalion`: its commander, or its
    /// deputy while the commander is away (R1.5).
    pub fn commands(&self, state: &CampaignState, battalion: BattalionId) -> bool {
        self.covers.contains(&battalion)
            || state
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
        None => violation("R1.2", say!("roles-commander-member")),
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
    let said = match roster.iter().find(|m| m.user == user) {
        Some(m) => say!(
            "roles-cannot-command",
            member = &m.name,
            battalion = battalion,
            side = side.as_str(),
        ),
        None => say!(
            "roles-user-cannot-command",
            user = user.get(),
            battalion = battalion,
            side = side.as_str(),
        ),
    };
    violation("R1.2", said)
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
        violation("R1.2", say!("roles-email"))
    }
}

/// The longest display name.
pub const NAME_MAX: usize = 60;

/// A display name as members read it (R1.2): 1 to 60 characters, none of
/// them a control, format (bidi overrides, zero-width), separator, private
/// or unassigned character, so nobody can hide or reorder what a name says
/// ("Umpire Ike" written right to left, a name spanning two lines).
/// Answers the name trimmed, or why it is refused.
pub fn check_display_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    let n = name.chars().count();
    if n == 0 || n > NAME_MAX {
        return Err(format!("A display name has 1 to {NAME_MAX} characters."));
    }
    match hidden_char(name) {
        Some(c) => Err(format!(
            "A display name holds only visible characters and spaces (not U+{:04X}).",
            u32::from(c)
        )),
        None => Ok(name.to_string()),
    }
}

/// The first character of `text` that a reader would not see as written:
/// a control, format (bidi overrides, zero-width), line or paragraph
/// separator, private-use, surrogate or unassigned character. Display
/// names and annotations refuse them (R1.2, R12.5).
pub fn hidden_char(text: &str) -> Option<char> {
    use unicode_general_category::{get_general_category, GeneralCategory as G};
    text.chars().find(|c| {
        matches!(
            get_general_category(*c),
            G::Control
                | G::Format
                | G::LineSeparator
                | G::ParagraphSeparator
                | G::PrivateUse
                | G::Surrogate
                | G::Unassigned
        )
    })
}

/// Whether two display names would read as one: the same letters whatever
/// their case ("Anna" and "anna") or their spacing ("Monty  (Allied HC)",
/// a no-break space), or look-alikes of each other (a Greek capital Mu for
/// M, a capital I for l), compared by their confusable skeletons (Unicode
/// Technical Standard #39, `unicode-security`) with whitespace folded.
pub fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (fold_spaces(a), fold_spaces(b));
    skeleton_of(&a) == skeleton_of(&b)
        || skeleton_of(&a.to_lowercase()) == skeleton_of(&b.to_lowercase())
}

/// The members whose names read as another member's (names given before
/// #40's comparison stay until their owner changes them; the GM sees
/// them flagged): each with the other's name.
pub fn look_alikes(roster: &[Membership]) -> Vec<(UserId, String)> {
    let mut out: Vec<(UserId, String)> = Vec::new();
    for m in roster {
        let twin = roster
            .iter()
            .find(|o| o.user != m.user && same_name(&o.name, &m.name));
        if let (Some(o), false) = (twin, out.iter().any(|(u, _)| *u == m.user)) {
            out.push((m.user, o.name.clone()));
        }
    }
    out
}

fn fold_spaces(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn skeleton_of(name: &str) -> String {
    unicode_security::confusable_detection::skeleton(name).collect()
}

/// What a decision changes in the roster; the store applies it.
#[derive(Debug, Clone, PartialEq)]
pub enum MemberChange {
    /// Adds the membership, or changes its side if the user holds the role.
    Add(Membership),
    Remove(MemberId),
}
