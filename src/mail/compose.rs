//! A notice as mail: rendered from one askama template pair per recipient
//! (their name, time zone and unsubscribe link) and written to the outbox,
//! now or for the recipient's daily digest.

use crate::store::accounts;
use crate::store::outbox::{self, NewMail};
use crate::store::DbConn;
use askama::Template;
use chrono::{DateTime, Utc};

/// What a notice needs besides its recipients.
#[derive(Clone)]
pub struct MailCtx {
    pub base_url: String,
    pub secret: Vec<u8>,
}

#[derive(Debug, Clone)]
pub struct Notice {
    pub key: String,
    pub user_id: i64,
    pub category: &'static str,
    pub title: String,
    pub lines: Vec<String>,
    pub action: Option<(String, String)>,
    pub deadline: Option<DateTime<Utc>>,
    pub send_after: Option<DateTime<Utc>>,
}

#[derive(Template)]
#[template(path = "email/notice/body.txt")]
struct NoticeText<'a> {
    n: &'a Rendered,
}

#[derive(Template)]
#[template(path = "email/notice/body.html")]
struct NoticeHtml<'a> {
    n: &'a Rendered,
}

pub struct Rendered {
    pub name: String,
    pub campaign: String,
    pub title: String,
    pub lines: Vec<String>,
    pub action: Option<(String, String)>,
    pub deadline: Option<String>,
    pub unsubscribe: Option<String>,
}

pub fn render(r: &Rendered) -> (String, String, String) {
    let subject = if r.campaign.is_empty() {
        r.title.clone()
    } else {
        format!("{}: {}", r.campaign, r.title)
    };
    let text = NoticeText { n: r }
        .render()
        .unwrap_or_else(|_| r.lines.join("\n"));
    let html = NoticeHtml { n: r }
        .render()
        .unwrap_or_else(|_| r.lines.join("<br>"));
    (subject, text, html)
}

/// Writes notices to the outbox, honouring each recipient's preferences.
pub fn enqueue(
    conn: &mut DbConn,
    campaign_id: Option<i64>,
    campaign: &str,
    notices: &[Notice],
    ctx: &MailCtx,
) -> diesel::QueryResult<usize> {
    let mut n = 0;
    for notice in notices {
        let Some(user) = accounts::find(conn, notice.user_id)? else {
            continue;
        };
        let mode = outbox::mode(conn, user.id, notice.category)?;
        if mode == "off" {
            continue;
        }
        let tz: chrono_tz::Tz = user.time_zone.parse().unwrap_or(chrono_tz::UTC);
        let r = Rendered {
            name: user.display_name.clone(),
            campaign: campaign.to_string(),
            title: notice.title.clone(),
            lines: notice.lines.clone(),
            action: notice.action.clone(),
            deadline: notice.deadline.map(|d| {
                d.with_timezone(&tz)
                    .format("%a %d %b %Y %H:%M %Z")
                    .to_string()
            }),
            unsubscribe: (!outbox::mandatory(notice.category)).then(|| {
                super::unsubscribe_url(&ctx.base_url, &ctx.secret, user.id, notice.category)
            }),
        };
        // What a campaign notice says was drawn for its reader's audience
        // now; delivery checks that they still read it (#40).
        let audience = match campaign_id {
            Some(cid) => {
                let roles = crate::store::members::roles_of(conn, cid, user.id)?;
                let actor =
                    crate::rules::Actor::of_roles(crate::rules::UserId::new(user.id), &roles);
                Some(crate::rules::Audience::of(&actor).key())
            }
            None => None,
        };
        let (subject, text, html) = render(&r);
        let (status, send_after) = if mode == "digest" {
            (
                "digest",
                next_digest(Utc::now(), tz, user.digest_hour).naive_utc(),
            )
        } else {
            (
                "pending",
                notice.send_after.unwrap_or_else(Utc::now).naive_utc(),
            )
        };
        let mail = NewMail {
            campaign_id,
            event_key: &notice.key,
            user_id: Some(user.id),
            to_email: &user.email,
            category: notice.category,
            subject: &subject,
            body_text: &text,
            body_html: &html,
            status,
            send_after,
            audience,
        };
        if outbox::enqueue(conn, &mail)? {
            n += 1;
        }
    }
    Ok(n)
}

/// The next time the clock shows `hour` in the user's time zone.
pub fn next_digest(now: DateTime<Utc>, tz: chrono_tz::Tz, hour: i32) -> DateTime<Utc> {
    use chrono::TimeZone;
    let local = now.with_timezone(&tz);
    let hour = hour.clamp(0, 23) as u32;
    for days in 0..3 {
        let date = local.date_naive() + chrono::Duration::days(days);
        if let Some(t) = date
            .and_hms_opt(hour, 0, 0)
            .and_then(|naive| tz.from_local_datetime(&naive).earliest())
        {
            let t = t.with_timezone(&Utc);
            if t > now {
                return t;
            }
        }
    }
    now + chrono::Duration::hours(24)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn digest_time_is_the_users_local_hour() {
        let now = Utc.with_ymd_and_hms(2026, 6, 6, 12, 0, 0).unwrap();
        let ny: chrono_tz::Tz = "America/New_York".parse().unwrap();
        // 18:00 in New York (EDT, UTC-4) is 22:00 UTC the same day.
        assert_eq!(
            next_digest(now, ny, 18),
            Utc.with_ymd_and_hms(2026, 6, 6, 22, 0, 0).unwrap()
        );
        // 07:00 in Berlin (CEST) has passed at 12:00 UTC: tomorrow 05:00 UTC.
        let berlin: chrono_tz::Tz = "Europe/Berlin".parse().unwrap();
        assert_eq!(
            next_digest(now, berlin, 7),
            Utc.with_ymd_and_hms(2026, 6, 7, 5, 0, 0).unwrap()
        );
    }
}
