//! Which events mail whom, rendered and written to the outbox in the same
//! transaction as the event: a rolled-back command sends nothing.

use super::outbox::{self, NewMail};
use crate::rules::{CampaignState, Decision, Phase, Side};
use crate::store::accounts;
use crate::store::campaigns::{Member, Role};
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

fn players(members: &[Member], side: Side) -> Vec<&Member> {
    members
        .iter()
        .filter(|m| {
            m.side == Some(side) && matches!(m.role, Role::HighCommander | Role::BattalionCommander)
        })
        .collect()
}

fn link(ctx: &MailCtx, path: &str) -> String {
    format!("{}{path}", ctx.base_url.trim_end_matches('/'))
}

/// The notices of one decision.
pub fn plan(
    campaign_id: i64,
    before: &CampaignState,
    d: &Decision,
    members: &[Member],
    ctx: &MailCtx,
) -> Vec<Notice> {
    let after = &d.state;
    let mut out = Vec::new();
    let stamp = format!(
        "{}-{}",
        Utc::now().timestamp_nanos_opt().unwrap_or_default(),
        after.next_id
    );
    let c = format!("/campaigns/{campaign_id}");
    let notice = |key: String,
                  user: i64,
                  category: &'static str,
                  title: String,
                  lines: Vec<String>,
                  action: Option<(String, String)>| Notice {
        key,
        user_id: user,
        category,
        title,
        lines,
        action,
        deadline: after.deadline,
        send_after: None,
    };
    for e in &d.events {
        match e.kind.as_str() {
            "campaign_started" | "phase_advanced" => {
                let label = format!(
                    "{}.{}.{}",
                    after.round,
                    after.side.as_str(),
                    after.phase.as_str()
                );
                let todo = |m: &Member| -> Option<String> {
                    match (after.phase, m.role) {
                        (Phase::CombatMove, Role::BattalionCommander) => Some("Draft your combat moves: attacks, captures and landings.".into()),
                        (Phase::CombatMove, Role::HighCommander) => Some("Review your commanders' drafts, commit the side's orders and assign support.".into()),
                        (Phase::NonCombatMove, Role::BattalionCommander) => Some("Draft your non-combat moves.".into()),
                        (Phase::NonCombatMove, Role::HighCommander) => Some("Review and commit the non-combat moves; move artillery.".into()),
                        (Phase::Reinforcements, Role::HighCommander) => Some("Place the reinforcements that have arrived.".into()),
                        _ => None,
                    }
                };
                if after.status == crate::rules::Status::Active {
                    for m in players(members, after.side) {
                        if let Some(what) = todo(m) {
                            out.push(notice(
                                format!("phase:{campaign_id}:{label}"),
                                m.user_id,
                                "phase",
                                format!(
                                    "Round {} {} {} is open",
                                    after.round,
                                    after.side.label(),
                                    after.phase.label()
                                ),
                                vec![what],
                                Some((
                                    "Open your orders".into(),
                                    link(ctx, &format!("{c}/orders")),
                                )),
                            ));
                        }
                    }
                }
            }
            "orders_committed" => {
                if let Some(side) = e
                    .payload
                    .get("side")
                    .and_then(|v| v.as_str())
                    .and_then(Side::parse)
                {
                    for m in players(members, side) {
                        out.push(notice(
                            format!("orders:{campaign_id}:{stamp}"),
                            m.user_id,
                            "orders",
                            format!("{} orders committed", side.label()),
                            vec![e.summary.clone()],
                            Some(("See the map".into(), link(ctx, &format!("{c}/map")))),
                        ));
                    }
                }
            }
            "battle_created" => {
                let Some(bid) = e.payload.get("battle").and_then(|v| v.as_u64()) else {
                    continue;
                };
                let Some(b) = after.battle(bid as u32) else {
                    continue;
                };
                let sheet = link(ctx, &format!("{c}/battles/{bid}/sheet"));
                let commander = |bn: u32| after.battalion(bn).and_then(|x| x.commander);
                for m in members.iter().filter(|m| m.role == Role::Gm) {
                    out.push(notice(
                        format!("battle:{campaign_id}:{bid}:gm"),
                        m.user_id,
                        "battle",
                        format!("Battle {bid} set in {}", b.zone),
                        vec![e.summary.clone()],
                        Some(("Open the setup sheet".into(), sheet.clone())),
                    ));
                }
                if let Some(u) = commander(b.attacker_battalion) {
                    out.push(notice(
                        format!("battle:{campaign_id}:{bid}:attacker"),
                        u,
                        "battle",
                        format!("Battle {bid} set in {}", b.zone),
                        vec![e.summary.clone(), "You command the attacker.".into()],
                        Some(("Open the setup sheet".into(), sheet.clone())),
                    ));
                }
                if let Some(u) = commander(b.defender_battalion) {
                    out.push(notice(
                        format!("battle:{campaign_id}:{bid}:defender"),
                        u,
                        "battle",
                        format!("Battle {bid} in {}: choose your defenders", b.zone),
                        vec![
                            e.summary.clone(),
                            format!(
                                "Pick at least {} defending units.",
                                crate::rules::commands::defender_requirement(after, b).0
                            ),
                        ],
                        Some(("Choose defenders".into(), sheet)),
                    ));
                }
            }
            "result_entered" => {
                let Some(bid) = e.payload.get("battle").and_then(|v| v.as_u64()) else {
                    continue;
                };
                let Some(b) = after.battle(bid as u32) else {
                    continue;
                };
                for bn in [b.attacker_battalion, b.defender_battalion] {
                    if let Some(u) = after.battalion(bn).and_then(|x| x.commander) {
                        out.push(notice(
                            format!("result:{campaign_id}:{bid}:{bn}"),
                            u,
                            "result",
                            format!("Battle {bid} in {}: result in, choose casualties", b.zone),
                            vec![e.summary.clone(), "Choose which of your battle units are lost when the combat results phase opens.".into()],
                            Some(("Open the battle".into(), link(ctx, &format!("{c}/battles/{bid}/sheet")))),
                        ));
                    }
                }
            }
            "campaign_won" => {
                for m in members {
                    out.push(notice(
                        format!("won:{campaign_id}"),
                        m.user_id,
                        "victory",
                        "The campaign is over".into(),
                        vec![e.summary.clone()],
                        Some(("See the final map".into(), link(ctx, &format!("{c}/map")))),
                    ));
                }
            }
            "draft" => {
                let side = after.side;
                let commanders: std::collections::BTreeSet<i64> = after
                    .battalions
                    .iter()
                    .filter(|b| {
                        b.side == side
                            && after.units.iter().any(|u| {
                                u.battalion == Some(b.id)
                                    && u.active()
                                    && u.location != crate::rules::Location::Reinforcements
                            })
                    })
                    .filter_map(|b| b.commander)
                    .collect();
                let drafted: std::collections::BTreeSet<i64> =
                    after.drafts.iter().map(|d| d.author).collect();
                if !commanders.is_empty() && commanders.is_subset(&drafted) {
                    let label =
                        format!("{}.{}.{}", after.round, side.as_str(), after.phase.as_str());
                    for m in members
                        .iter()
                        .filter(|m| m.role == Role::HighCommander && m.side == Some(side))
                    {
                        out.push(notice(
                            format!("drafted:{campaign_id}:{label}"),
                            m.user_id,
                            "drafts_ready",
                            "All battalion commanders have drafted".into(),
                            vec![format!(
                                "{} drafted moves are waiting for your commit.",
                                after.drafts.len()
                            )],
                            Some((
                                "Review and commit".into(),
                                link(ctx, &format!("{c}/orders")),
                            )),
                        ));
                    }
                }
            }
            "deadline_set" => {
                let Some(deadline) = after.deadline else {
                    continue;
                };
                let label = format!(
                    "{}.{}.{}",
                    after.round,
                    after.side.as_str(),
                    after.phase.as_str()
                );
                for (hours, tag) in [(24, "24h"), (2, "2h")] {
                    let when = deadline - chrono::Duration::hours(hours);
                    if when <= Utc::now() {
                        continue;
                    }
                    for m in players(members, after.side) {
                        let mut n = notice(
                            format!(
                                "reminder:{campaign_id}:{label}:{}:{tag}",
                                deadline.timestamp()
                            ),
                            m.user_id,
                            "reminder",
                            format!("Orders due in {hours} hours"),
                            vec![format!("The {} phase ends soon.", after.phase.label())],
                            Some(("Open your orders".into(), link(ctx, &format!("{c}/orders")))),
                        );
                        n.send_after = Some(when);
                        out.push(n);
                    }
                }
            }
            _ => {}
        }
    }
    let _ = before;
    out
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
#[allow(clippy::unwrap_used)]
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
