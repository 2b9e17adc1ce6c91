//! A notice as mail: rendered from one askama template pair per recipient
//! (their name, language, time zone and unsubscribe link) and written to
//! the outbox, now or for the recipient's daily digest.

use crate::rules::say::{Lang, Said};
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

/// A line of a notice: a message, said in each recipient's language (#44),
/// or words made elsewhere, sent as they are (a member's own text).
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    Said(Said),
    Plain(String),
}

impl Line {
    /// The line in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Line::Said(s) => s.said_in(lang),
            Line::Plain(t) => t.clone(),
        }
    }
}

impl Line {
    /// The line as another message's argument.
    pub fn as_arg(&self) -> crate::rules::say::Arg {
        match self {
            Line::Said(s) => s.into(),
            Line::Plain(t) => t.into(),
        }
    }
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl From<Said> for Line {
    fn from(s: Said) -> Line {
        Line::Said(s)
    }
}

impl From<String> for Line {
    fn from(t: String) -> Line {
        Line::Plain(t)
    }
}

impl From<&str> for Line {
    fn from(t: &str) -> Line {
        Line::Plain(t.to_string())
    }
}

#[derive(Debug, Clone)]
pub struct Notice {
    pub key: String,
    pub user_id: i64,
    pub category: &'static str,
    pub title: Line,
    pub lines: Vec<Line>,
    pub action: Option<(Line, String)>,
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

impl Notice {
    /// The notice's lines in `lang`.
    pub fn lines_in(&self, lang: Lang) -> Vec<String> {
        self.lines.iter().map(|l| l.in_lang(lang)).collect()
    }
}

pub struct Rendered {
    /// The recipient's language: the frame's words, and `title`, `lines`
    /// and `action` were said in it.
    pub lang: Lang,
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
        let lang = Lang::of(&user.language).unwrap_or_default();
        let r = Rendered {
            lang,
            name: user.display_name.clone(),
            campaign: campaign.to_string(),
            title: notice.title.in_lang(lang),
            lines: notice.lines.iter().map(|l| l.in_lang(lang)).collect(),
            action: notice
                .action
                .as_ref()
                .map(|(label, url)| (label.in_lang(lang), url.clone())),
            deadline: notice.deadline.map(|d| when(d, tz, lang)),
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

/// A deadline as its reader reads it: their time zone, their language's
/// names of days and months ("Sa 06 Jun 1944 06:30 CEST").
pub fn when(d: DateTime<Utc>, tz: chrono_tz::Tz, lang: Lang) -> String {
    d.with_timezone(&tz)
        .format_localized("%a %d %b %Y %H:%M %Z", lang.locale())
        .to_string()
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
