//! A campaign's members as the shell and its faces know them: one role of
//! one member each, and the rules' roster made from them. A leaf of `app`.

use crate::error::AppError;
use crate::rules::{Role, Side};
use crate::store::campaigns as cstore;
use crate::store::DbConn;

/// One role of one member, as the faces show it: who, by which name and
/// email (the GM's to read), in which role and side.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Member {
    pub membership_id: i64,
    pub user_id: i64,
    pub email: String,
    pub display_name: String,
    pub role: Role,
    pub side: Option<Side>,
}

impl From<cstore::Member> for Member {
    fn from(m: cstore::Member) -> Member {
        Member {
            membership_id: m.membership_id,
            user_id: m.user_id,
            email: m.email,
            display_name: m.display_name,
            role: m.role,
            side: m.side,
        }
    }
}

impl Member {
    /// The rules' view of this membership.
    pub fn membership(&self) -> crate::rules::Membership {
        crate::rules::Membership {
            id: crate::rules::MemberId::new(self.membership_id),
            user: crate::rules::UserId::new(self.user_id),
            name: self.display_name.clone(),
            email: self.email.clone(),
            role: self.role,
            side: self.side,
        }
    }
}

/// A campaign's members with their roles and display names.
pub fn members(c: &mut DbConn, id: i64) -> Result<Vec<Member>, AppError> {
    Ok(cstore::members(c, id)?
        .into_iter()
        .map(Member::from)
        .collect())
}

/// The members as the rules see them (R1.2).
pub fn roster(members: &[Member]) -> Vec<crate::rules::Membership> {
    members.iter().map(Member::membership).collect()
}
