//! Memberships: who holds which role in which campaign (R1.2).

use super::accounts::User;
use super::schema::{api_tokens, campaigns, memberships, users};
use super::{now, DbConn};
pub use crate::rules::Role;
use crate::rules::{MemberId, Membership, Side, UserId};
use diesel::prelude::*;

#[derive(Debug, Clone, serde::Serialize)]
pub struct Member {
    pub membership_id: i64,
    pub user_id: i64,
    pub email: String,
    pub display_name: String,
    pub role: Role,
    pub side: Option<Side>,
}

impl Member {
    /// The rules' view of this membership.
    pub fn membership(&self) -> Membership {
        Membership {
            id: MemberId::new(self.membership_id),
            user: UserId::new(self.user_id),
            name: self.display_name.clone(),
            email: self.email.clone(),
            role: self.role,
            side: self.side,
        }
    }
}

/// The rules' roster of a campaign.
pub fn roster(members: &[Member]) -> Vec<Membership> {
    members.iter().map(Member::membership).collect()
}

pub fn members(conn: &mut DbConn, campaign_id: i64) -> QueryResult<Vec<Member>> {
    let rows: Vec<(i64, i64, String, String, String, Option<String>)> = memberships::table
        .inner_join(users::table)
        .filter(memberships::campaign_id.eq(campaign_id))
        .order(memberships::id.asc())
        .select((
            memberships::id,
            users::id,
            users::email,
            users::display_name,
            memberships::role,
            memberships::side,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(mid, uid, email, name, role, side)| {
            Some(Member {
                membership_id: mid,
                user_id: uid,
                email,
                display_name: name,
                role: Role::parse(&role)?,
                side: side.as_deref().and_then(Side::parse),
            })
        })
        .collect())
}

pub fn roles_of(
    conn: &mut DbConn,
    campaign_id: i64,
    user_id: i64,
) -> QueryResult<Vec<(Role, Option<Side>)>> {
    let rows: Vec<(String, Option<String>)> = memberships::table
        .filter(memberships::campaign_id.eq(campaign_id))
        .filter(memberships::user_id.eq(user_id))
        .select((memberships::role, memberships::side))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .filter_map(|(r, s)| Some((Role::parse(&r)?, s.as_deref().and_then(Side::parse))))
        .collect())
}

/// A campaign's name, map and version with `user_id`'s roles in it, in one
/// statement (every campaign page and API answer starts with this); None for
/// no such campaign.
pub type AccessRow = (String, String, i64, Vec<(Role, Option<Side>)>);

/// Name, map, version, one membership's role and side (or none), and the
/// user of the token being confirmed (none when it is gone or not asked).
type JoinedRow = (
    String,
    String,
    i64,
    Option<String>,
    Option<String>,
    Option<User>,
);

/// The access row, and with `confirm` (a token id kept by the server, see
/// `web::tokens`) the user that token still belongs to, read in the same
/// statement: None there means the token was revoked.
pub fn access_row(
    conn: &mut DbConn,
    campaign_id: i64,
    user_id: i64,
    confirm: Option<i64>,
) -> QueryResult<Option<(AccessRow, Option<User>)>> {
    // No token has id 0: without one to confirm the two joins find nothing.
    let token_id = confirm.unwrap_or(0);
    let rows: Vec<JoinedRow> = campaigns::table
        .left_join(
            memberships::table.on(memberships::campaign_id
                .eq(campaigns::id)
                .and(memberships::user_id.eq(user_id))),
        )
        .left_join(
            api_tokens::table.on(api_tokens::id
                .eq(token_id)
                .and(api_tokens::user_id.eq(user_id))),
        )
        .left_join(users::table.on(users::id.eq(api_tokens::user_id)))
        .filter(campaigns::id.eq(campaign_id))
        .select((
            campaigns::name,
            campaigns::map_id,
            campaigns::version,
            memberships::role.nullable(),
            memberships::side.nullable(),
            users::all_columns.nullable(),
        ))
        .load(conn)?;
    let Some((name, map_id, version, _, _, confirmed)) = rows.first().cloned() else {
        return Ok(None);
    };
    let roles = rows
        .into_iter()
        .filter_map(|(_, _, _, r, s, _)| {
            Some((Role::parse(&r?)?, s.as_deref().and_then(Side::parse)))
        })
        .collect();
    Ok(Some(((name, map_id, version, roles), confirmed)))
}

pub fn add_member(
    conn: &mut DbConn,
    campaign_id: i64,
    user_id: i64,
    role: Role,
    side: Option<Side>,
) -> QueryResult<bool> {
    let exists = memberships::table
        .filter(memberships::campaign_id.eq(campaign_id))
        .filter(memberships::user_id.eq(user_id))
        .filter(memberships::role.eq(role.as_str()))
        .count()
        .get_result::<i64>(conn)?;
    if exists > 0 {
        diesel::update(
            memberships::table
                .filter(memberships::campaign_id.eq(campaign_id))
                .filter(memberships::user_id.eq(user_id))
                .filter(memberships::role.eq(role.as_str())),
        )
        .set(memberships::side.eq(side.map(|s| s.as_str())))
        .execute(conn)?;
        return Ok(false);
    }
    diesel::insert_into(memberships::table)
        .values((
            memberships::campaign_id.eq(campaign_id),
            memberships::user_id.eq(user_id),
            memberships::role.eq(role.as_str()),
            memberships::side.eq(side.map(|s| s.as_str())),
            memberships::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(true)
}

pub fn remove_member(
    conn: &mut DbConn,
    campaign_id: i64,
    membership_id: i64,
) -> QueryResult<usize> {
    diesel::delete(
        memberships::table
            .filter(memberships::id.eq(membership_id))
            .filter(memberships::campaign_id.eq(campaign_id)),
    )
    .execute(conn)
}

/// Whether the user is a GM of any campaign.
pub fn is_gm_anywhere(conn: &mut DbConn, user_id: i64) -> QueryResult<bool> {
    let n: i64 = memberships::table
        .filter(memberships::user_id.eq(user_id))
        .filter(memberships::role.eq(Role::Gm.as_str()))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}
