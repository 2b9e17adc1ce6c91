//! The outbox table and mail preferences: the transactional outbox that
//! `mail` fills and sends from.

use super::schema::{mail_prefs, outbox};
use super::{now, DbConn};
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// Categories of mail; the first four cannot be switched off.
pub const CATEGORIES: [(&str, &str); 14] = [
    ("invitation", "Invitations to a campaign"),
    ("password_reset", "Password resets"),
    ("nudge", "Reminders from the game master"),
    ("directive", "Directives from your High Commander"),
    ("phase", "A phase opens and you have something to do"),
    ("reminder", "Orders due: 24 and 2 hours before a deadline"),
    (
        "drafts_ready",
        "All battalion commanders are ready (High Commanders, R5.12)",
    ),
    ("orders", "Your side's orders were committed"),
    ("battle", "A battle is set, defenders to choose"),
    ("result", "A result is in, casualties to choose"),
    ("victory", "The campaign is won"),
    (
        "schedule",
        "The campaign pauses or resumes; a deadline waits on the game master",
    ),
    ("message", "New messages in your channels"),
    (
        "summary",
        "Back from an absence: what happened meanwhile; a seat handed to you",
    ),
];

pub fn mandatory(category: &str) -> bool {
    matches!(
        category,
        "invitation" | "password_reset" | "nudge" | "directive"
    )
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = outbox)]
pub struct OutboxRow {
    pub id: i64,
    pub campaign_id: Option<i64>,
    pub event_key: String,
    pub user_id: Option<i64>,
    pub to_email: String,
    pub category: String,
    pub subject: String,
    pub body_text: String,
    pub body_html: String,
    pub status: String,
    pub attempts: i32,
    pub send_after: NaiveDateTime,
    pub last_error: String,
    pub created_at: NaiveDateTime,
    pub sent_at: Option<NaiveDateTime>,
    /// The audience a campaign notice was drawn for ("gm", "allies",
    /// "axis", "public"); None for account mail and webhooks.
    pub audience: Option<String>,
}

pub struct NewMail<'a> {
    pub campaign_id: Option<i64>,
    pub event_key: &'a str,
    pub user_id: Option<i64>,
    pub to_email: &'a str,
    pub category: &'a str,
    pub subject: &'a str,
    pub body_text: &'a str,
    pub body_html: &'a str,
    /// "pending" or "digest" (held for the daily digest).
    pub status: &'a str,
    pub send_after: NaiveDateTime,
    /// The audience the notice was drawn for (see `OutboxRow::audience`).
    pub audience: Option<&'a str>,
}

/// Queues a message; one per (event, recipient): a repeat is ignored.
pub fn enqueue(conn: &mut DbConn, m: &NewMail) -> QueryResult<bool> {
    let exists = outbox::table
        .filter(outbox::event_key.eq(m.event_key))
        .filter(outbox::to_email.eq(m.to_email))
        .count()
        .get_result::<i64>(conn)?;
    if exists > 0 {
        return Ok(false);
    }
    diesel::insert_into(outbox::table)
        .values((
            outbox::campaign_id.eq(m.campaign_id),
            outbox::event_key.eq(m.event_key),
            outbox::user_id.eq(m.user_id),
            outbox::to_email.eq(m.to_email),
            outbox::category.eq(m.category),
            outbox::subject.eq(m.subject),
            outbox::body_text.eq(m.body_text),
            outbox::body_html.eq(m.body_html),
            outbox::status.eq(m.status),
            outbox::attempts.eq(0),
            outbox::send_after.eq(m.send_after),
            outbox::last_error.eq(""),
            outbox::created_at.eq(now()),
            outbox::audience.eq(m.audience),
        ))
        .execute(conn)?;
    Ok(true)
}

/// The outbox's queues, each delivered by its own worker so that none waits
/// behind another: account mail (invitations, password resets), the
/// campaigns' mail, webhook deliveries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Queue {
    Account,
    Game,
    Webhooks,
}

/// The categories of account mail.
const ACCOUNT: [&str; 2] = ["invitation", "password_reset"];

impl Queue {
    /// The queue a row of `category` waits in.
    pub fn of(category: &str) -> Queue {
        if category == "webhook" {
            Queue::Webhooks
        } else if ACCOUNT.contains(&category) {
            Queue::Account
        } else {
            Queue::Game
        }
    }

    fn sql(self) -> &'static str {
        match self {
            Queue::Account => "category IN ('invitation', 'password_reset')",
            Queue::Webhooks => "category = 'webhook'",
            Queue::Game => "category NOT IN ('invitation', 'password_reset', 'webhook')",
        }
    }
}

/// Claims up to `limit` due messages of one status and queue by moving
/// their `send_after` 5 minutes ahead, in one transaction. On PostgreSQL
/// several workers never claim the same row (`FOR UPDATE SKIP LOCKED`).
pub fn claim_due(
    conn: &mut DbConn,
    status: &str,
    queue: Queue,
    limit: i64,
) -> QueryResult<Vec<OutboxRow>> {
    super::write_tx(conn, |c| {
        let t = now();
        let ids: Vec<i64> = match c {
            DbConn::Postgresql(pg) => diesel::sql_query(format!(
                "SELECT id FROM outbox WHERE status = $1 AND send_after <= $2 AND {} ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED",
                queue.sql()
            ))
            .bind::<diesel::sql_types::Text, _>(status)
            .bind::<diesel::sql_types::Timestamp, _>(t)
            .bind::<diesel::sql_types::BigInt, _>(limit)
            .load::<IdRow>(pg)?
            .into_iter()
            .map(|r| r.id)
            .collect(),
            DbConn::Sqlite(_) => {
                let q = outbox::table
                    .filter(outbox::status.eq(status))
                    .filter(outbox::send_after.le(t))
                    .order(outbox::id.asc())
                    .limit(limit)
                    .select(outbox::id)
                    .into_boxed();
                let q = match queue {
                    Queue::Account => q.filter(outbox::category.eq_any(ACCOUNT)),
                    Queue::Webhooks => q.filter(outbox::category.eq("webhook")),
                    Queue::Game => q
                        .filter(outbox::category.ne_all(ACCOUNT))
                        .filter(outbox::category.ne("webhook")),
                };
                q.load(c)?
            }
        };
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        diesel::update(outbox::table.filter(outbox::id.eq_any(&ids)))
            .set(outbox::send_after.eq(t + chrono::Duration::minutes(5)))
            .execute(c)?;
        outbox::table
            .filter(outbox::id.eq_any(&ids))
            .order(outbox::id.asc())
            .select(OutboxRow::as_select())
            .load(c)
    })
}

#[derive(QueryableByName)]
struct IdRow {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    id: i64,
}

pub fn mark_sent(conn: &mut DbConn, id: i64, status: &str) -> QueryResult<()> {
    diesel::update(outbox::table.find(id))
        .set((
            outbox::status.eq(status),
            outbox::sent_at.eq(Some(now())),
            outbox::last_error.eq(""),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn mark_retry(
    conn: &mut DbConn,
    row: &OutboxRow,
    error: &str,
    base_seconds: i64,
) -> QueryResult<()> {
    let attempts = row.attempts + 1;
    let delay = base_seconds
        .max(1)
        .saturating_mul(1i64 << attempts.clamp(0, 20))
        .min(6 * 3600);
    let give_up = now() - row.created_at > chrono::Duration::hours(48);
    diesel::update(outbox::table.find(row.id))
        .set((
            outbox::status.eq(if give_up { "failed" } else { "pending" }),
            outbox::attempts.eq(attempts),
            outbox::send_after.eq(now() + chrono::Duration::seconds(delay)),
            outbox::last_error.eq(error.chars().take(500).collect::<String>()),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn mark_failed(conn: &mut DbConn, id: i64, error: &str) -> QueryResult<()> {
    diesel::update(outbox::table.find(id))
        .set((
            outbox::status.eq("failed"),
            outbox::last_error.eq(error.chars().take(500).collect::<String>()),
        ))
        .execute(conn)?;
    Ok(())
}

pub fn set_status(conn: &mut DbConn, ids: &[i64], status: &str) -> QueryResult<()> {
    diesel::update(outbox::table.filter(outbox::id.eq_any(ids)))
        .set((outbox::status.eq(status), outbox::sent_at.eq(Some(now()))))
        .execute(conn)?;
    Ok(())
}

pub fn failed_for_campaign(conn: &mut DbConn, campaign_id: i64) -> QueryResult<Vec<OutboxRow>> {
    outbox::table
        .filter(outbox::campaign_id.eq(campaign_id))
        .filter(outbox::status.eq("failed"))
        .order(outbox::id.desc())
        .limit(50)
        .select(OutboxRow::as_select())
        .load(conn)
}

pub fn all(conn: &mut DbConn) -> QueryResult<Vec<OutboxRow>> {
    outbox::table
        .order(outbox::id.asc())
        .select(OutboxRow::as_select())
        .load(conn)
}

/// Held digest messages of one user.
pub fn digest_of(conn: &mut DbConn, user_id: i64) -> QueryResult<Vec<OutboxRow>> {
    outbox::table
        .filter(outbox::user_id.eq(user_id))
        .filter(outbox::status.eq("digest"))
        .order(outbox::id.asc())
        .select(OutboxRow::as_select())
        .load(conn)
}

/// Cancels pending reminders of a campaign (a deadline moved).
pub fn cancel_reminders(conn: &mut DbConn, campaign_id: i64) -> QueryResult<usize> {
    diesel::update(
        outbox::table
            .filter(outbox::campaign_id.eq(campaign_id))
            .filter(outbox::category.eq("reminder"))
            .filter(outbox::status.eq_any(["pending", "digest"])),
    )
    .set(outbox::status.eq("cancelled"))
    .execute(conn)
}

/// Whether a nudge reached this user in this campaign in the last 24 hours.
pub fn nudged_recently(conn: &mut DbConn, campaign_id: i64, user_id: i64) -> QueryResult<bool> {
    let n = outbox::table
        .filter(outbox::campaign_id.eq(campaign_id))
        .filter(outbox::user_id.eq(user_id))
        .filter(outbox::category.eq("nudge"))
        .filter(outbox::created_at.gt(now() - chrono::Duration::hours(24)))
        .count()
        .get_result::<i64>(conn)?;
    Ok(n > 0)
}

pub fn mode(conn: &mut DbConn, user_id: i64, category: &str) -> QueryResult<String> {
    if mandatory(category) {
        return Ok("immediate".into());
    }
    Ok(mail_prefs::table
        .filter(mail_prefs::user_id.eq(user_id))
        .filter(mail_prefs::category.eq(category))
        .select(mail_prefs::mode)
        .get_result::<String>(conn)
        .optional()?
        .unwrap_or_else(|| "immediate".into()))
}

pub fn set_mode(conn: &mut DbConn, user_id: i64, category: &str, mode: &str) -> QueryResult<()> {
    diesel::delete(
        mail_prefs::table
            .filter(mail_prefs::user_id.eq(user_id))
            .filter(mail_prefs::category.eq(category)),
    )
    .execute(conn)?;
    diesel::insert_into(mail_prefs::table)
        .values((
            mail_prefs::user_id.eq(user_id),
            mail_prefs::category.eq(category),
            mail_prefs::mode.eq(mode),
        ))
        .execute(conn)?;
    Ok(())
}

/// Rows by (category, status), for the metrics' outbox backlog and failures.
pub fn counts(conn: &mut DbConn) -> QueryResult<Vec<(String, String, i64)>> {
    outbox::table
        .filter(outbox::status.eq_any(["pending", "failed"]))
        .group_by((outbox::category, outbox::status))
        .select((outbox::category, outbox::status, diesel::dsl::count_star()))
        .load(conn)
}
