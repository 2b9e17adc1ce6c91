//! Memberships: who holds which role in which campaign (R1.2).

use super::accounts::User;
use super::schema::{api_tokens, campaigns, memberships, sessions, users};
use super::{now, DbConn};
pub use crate::rules::Role;
use crate::rules::{MemberId, Membership, Side, UserId};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, serde::Serialize)]
pub struct Member {
    pub membership_id: i64,
    pub user_id: i64,
    pub email: String,
    pub display_name: String,
    /// Where the member lives (IANA), for times in his mail.
    pub time_zone: String,
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
    let query = memberships::table
        .inner_join(users::table)
        .filter(memberships::campaign_id.eq(campaign_id))
        .order(memberships::id.asc())
        .select((
            memberships::id,
            users::id,
            users::email,
            users::display_name,
            users::time_zone,
            memberships::role,
            memberships::side,
        ));
    type Row = (i64, i64, String, String, String, String, Option<String>);
    let rows: Vec<Row> = super::db::on_backend!(conn, |c| query.load(c))?;
    Ok(rows
        .into_iter()
        .filter_map(|(mid, uid, email, name, time_zone, role, side)| {
            Some(Member {
                membership_id: mid,
                user_id: uid,
                email,
                display_name: name,
                time_zone,
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

/// Name, map, version, one membership's role and side (or none), the
/// user of the credential being confirmed (none when it is gone or not
/// asked) and, for a session, its state.
type JoinedRow = (
    String,
    String,
    i64,
    Option<String>,
    Option<String>,
    Option<User>,
    Option<String>,
);

/// A credential the server kept (`web::kept`), to confirm with the read.
#[derive(Debug, Clone, Copy)]
pub enum Confirm {
    /// An API token, by id.
    Token(i64),
    /// A session, by id, live if last seen after `idle_since` and begun
    /// after `born_since`.
    Session {
        id: i64,
        idle_since: NaiveDateTime,
        born_since: NaiveDateTime,
    },
}

/// What confirming found: the credential's user as now stored and, for a
/// session, its state. None when the credential is gone (revoked, ended).
pub type Confirmed = Option<(User, Option<String>)>;

/// The access row, and with `confirm` the credential confirmed in the same
/// statement.
pub fn access_row(
    conn: &mut DbConn,
    campaign_id: i64,
    user_id: i64,
    confirm: Option<Confirm>,
) -> QueryResult<Option<(AccessRow, Confirmed)>> {
    // No row has id 0: what is not asked is joined to nothing (and any
    // time both backends store will do for its bounds).
    let epoch = chrono::DateTime::UNIX_EPOCH.naive_utc();
    let (token_id, session_id, idle_since, born_since) = match confirm {
        Some(Confirm::Token(id)) => (id, 0, epoch, epoch),
        Some(Confirm::Session {
            id,
            idle_since,
            born_since,
        }) => (0, id, idle_since, born_since),
        None => (0, 0, epoch, epoch),
    };
    let query = campaigns::table
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
        .left_join(
            sessions::table.on(sessions::id
                .eq(session_id)
                .and(sessions::user_id.eq(user_id))
                .and(sessions::last_seen_at.gt(idle_since))
                .and(sessions::created_at.gt(born_since))),
        )
        .left_join(
            users::table.on(users::id
                .eq(user_id)
                .and(api_tokens::id.is_not_null().or(sessions::id.is_not_null()))),
        )
        .filter(campaigns::id.eq(campaign_id))
        .select((
            campaigns::name,
            campaigns::map_id,
            campaigns::version,
            memberships::role.nullable(),
            memberships::side.nullable(),
            users::all_columns.nullable(),
            sessions::data.nullable(),
        ));
    let rows: Vec<JoinedRow> = super::db::on_backend!(conn, |c| query.load(c))?;
    let Some((name, map_id, version, _, _, user, data)) = rows.first().cloned() else {
        return Ok(None);
    };
    let roles = rows
        .into_iter()
        .filter_map(|(_, _, _, r, s, _, _)| {
            Some((Role::parse(&r?)?, s.as_deref().and_then(Side::parse)))
        })
        .collect();
    Ok(Some((
        (name, map_id, version, roles),
        user.map(|u| (u, data)),
    )))
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
