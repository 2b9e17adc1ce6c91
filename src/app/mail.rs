//! Mail as the faces use it: each user's preferences per category, one-click
//! unsubscribe, the calendar feed's secret, and the password reset mail.

use crate::error::AppError;
use crate::mail::notify::{self, MailCtx, Notice};
use crate::store::outbox;
use crate::store::{self, accounts, DbConn};

use crate::store::outbox::OutboxRow as Row;

record! {
    /// A delivery of the outbox (a mail or a webhook call).
    #[derive(Debug, Clone)]
    pub struct OutboxRow from Row {
        pub id: i64,
        pub campaign_id: Option<i64>,
        pub event_key: String,
        pub user_id: Option<i64>,
        pub to_email: String,
        pub category: String,
        pub subject: String,
        pub status: String,
        pub attempts: i32,
        pub send_after: chrono::NaiveDateTime,
        pub last_error: String,
        pub created_at: chrono::NaiveDateTime,
        pub sent_at: Option<chrono::NaiveDateTime>,
    }
}

/// The mail categories, (name, label), in the account page's order.
pub const CATEGORIES: &[(&str, &str)] = &crate::store::outbox::CATEGORIES;

/// Whether a category cannot be switched off.
pub fn mandatory(category: &str) -> bool {
    crate::store::outbox::mandatory(category)
}
/// The signature of a one-click unsubscribe link of `user` from `category`.
pub fn unsubscribe_sig(secret: &[u8], user: i64, category: &str) -> String {
    crate::mail::unsubscribe_sig(secret, user, category)
}

/// (category, label, mode, mandatory) of every category, for the account page.
pub fn prefs_of(
    c: &mut DbConn,
    user: i64,
) -> Result<Vec<(String, String, String, bool)>, AppError> {
    CATEGORIES
        .iter()
        .map(|(cat, label)| {
            Ok((
                cat.to_string(),
                label.to_string(),
                outbox::mode(c, user, cat)?,
                outbox::mandatory(cat),
            ))
        })
        .collect()
}

/// Saves modes (category, "immediate" | "digest" | "off") and the hour of
/// the daily digest, in one transaction.
pub fn save_prefs(
    c: &mut DbConn,
    user: i64,
    modes: &[(String, String)],
    digest_hour: i32,
) -> Result<(), AppError> {
    store::write_tx(c, |c| {
        for (cat, mode) in modes {
            outbox::set_mode(c, user, cat, mode)?;
        }
        accounts::set_digest_hour(c, user, digest_hour)?;
        Ok(())
    })
}

/// One category off, by the signed link in a mail.
pub fn unsubscribe(c: &mut DbConn, user: i64, category: &str) -> Result<(), AppError> {
    Ok(outbox::set_mode(c, user, category, "off")?)
}

/// Stores the digest of a new calendar feed secret (None: no feed).
pub fn set_calendar_secret(
    c: &mut DbConn,
    user: i64,
    digest: Option<&str>,
) -> Result<(), AppError> {
    accounts::set_calendar_token(c, user, digest)?;
    Ok(())
}

/// Queues a reset link (one hour, single use) for the account of `email`,
/// when there is one and `due`; nothing otherwise, and the caller answers
/// the same either way.
pub fn send_reset(
    c: &mut DbConn,
    email: &str,
    due: bool,
    token: &str,
    ctx: &MailCtx,
) -> Result<(), AppError> {
    store::write_tx(c, |c| {
        let Some(u) = accounts::find_by_email(c, email)?.filter(|_| due) else {
            return Ok(());
        };
        let expires = store::now() + chrono::Duration::hours(1);
        accounts::add_user_token(c, u.id, "reset", token, expires)?;
        let n = Notice {
            key: format!("reset:{}", token.chars().take(16).collect::<String>()),
            user_id: u.id,
            category: "password_reset",
            title: crate::say!("mail-reset").into(),
            lines: vec![crate::say!("mail-reset-line").into()],
            action: Some((
                crate::say!("mail-reset-action").into(),
                format!("{}/invite/{token}", ctx.base_url.trim_end_matches('/')),
            )),
            deadline: None,
            send_after: None,
        };
        notify::enqueue(c, None, "Bocage", &[n], ctx)?;
        Ok(())
    })
}

/// Mail and webhook deliveries of a campaign that failed for good (the
/// GM's overview).
pub fn failed_for_campaign(c: &mut DbConn, id: i64) -> Result<Vec<OutboxRow>, AppError> {
    Ok(outbox::failed_for_campaign(c, id)?
        .into_iter()
        .map(OutboxRow::from)
        .collect())
}

/// The GM reminds a member by mail, at most once per 24 hours per member:
/// what the campaign waits for (`status`) and the blockers the member may
/// know of.
pub fn nudge(
    c: &mut DbConn,
    id: i64,
    state: &crate::rules::CampaignState,
    target: i64,
    status: &str,
    ctx: &MailCtx,
) -> Result<(), AppError> {
    crate::store::campaigns::locked_tx(c, id, |c| {
        let members = crate::store::campaigns::members(c, id)?;
        if !members.iter().any(|m| m.user_id == target) {
            return Err(AppError::Invalid(
                "That player is not a member of this campaign.".into(),
            ));
        }
        if outbox::nudged_recently(c, id, target)? {
            return Err(AppError::Conflict(
                "That player was already nudged in the last 24 hours.".into(),
            ));
        }
        // Only what the player may know: no enemy drafts.
        let roles: Vec<_> = members
            .iter()
            .filter(|m| m.user_id == target)
            .map(|m| (m.role, m.side))
            .collect();
        let who = crate::rules::Audience::of(&super::access::actor_of(target, &roles));
        let mut lines = vec![format!("The game master is waiting for you: {status}.")];
        lines.extend(
            crate::rules::view::blockers_for(state, who)
                .into_iter()
                .map(|b| b.message),
        );
        let n = Notice {
            key: format!("nudge:{id}:{target}:{}", chrono::Utc::now().timestamp()),
            user_id: target,
            category: "nudge",
            title: crate::say!("mail-nudge").into(),
            lines: lines.into_iter().map(Into::into).collect(),
            action: Some((
                crate::say!("mail-open-campaign").into(),
                format!("{}/campaigns/{id}", ctx.base_url.trim_end_matches('/')),
            )),
            deadline: None,
            send_after: None,
        };
        notify::enqueue(c, Some(id), &state.name, &[n], ctx)?;
        Ok(())
    })
}
