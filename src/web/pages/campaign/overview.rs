//! The campaign list, creating a campaign, a campaign's overview (the
//! GM's phase controls, the seats and their deputies) and the GM's nudge.

use super::words::{local_time, status_text};
use crate::app::campaigns::Member;
use crate::error::{AppError, AppResult};
use crate::rules::say::{Arg, Lang, Said};
use crate::rules::Blocker;
use crate::web::access::Access;
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::html;
use crate::web::http::respond::redirect;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, Utc};
use serde::Deserialize;

pub struct CampaignCard {
    pub id: i64,
    pub name: String,
    pub status: String,
    /// Things waiting on the viewer, and whether any holds up the game.
    pub todo: usize,
    /// Messages by others not read yet.
    pub unread: i64,
    pub your_move: bool,
    pub deadline: Option<String>,
    pub round: u32,
    pub side: String,
    pub phase: String,
}

#[derive(Template)]
#[template(path = "campaign/list.html")]
struct ListPage {
    layout: Layout,
    campaigns: Vec<CampaignCard>,
    is_admin: bool,
    maps: Vec<(String, String)>,
}

pub async fn list(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
) -> AppResult<HttpResponse> {
    let admin = me.user.is_admin;
    let listed = state.app.campaigns_of(&me.user, true).await?;
    let tz = me.user.time_zone.clone();
    let campaigns = listed
        .iter()
        .map(|l| {
            let s = &l.state;
            CampaignCard {
                id: l.row.id,
                name: l.row.name.clone(),
                status: status_text(s),
                todo: l.todo.len(),
                unread: l.unread,
                your_move: l.todo.iter().any(|t| t.blocking),
                deadline: s.deadline.as_ref().map(|d| local_time(d, &tz)),
                round: s.round,
                side: s.side.label().into(),
                phase: s.phase.label().into(),
            }
        })
        .collect();
    let maps = state
        .catalog()
        .maps
        .values()
        .map(|m| (m.id().to_string(), m.file.map.name.clone()))
        .collect();
    let page = ListPage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            crate::web::http::language::reader().t("nav-my-campaigns"),
        ),
        campaigns,
        is_admin: admin,
        maps,
    };
    Ok(html(page.render()?))
}

#[derive(Deserialize)]
pub struct CreateForm {
    name: String,
    map: String,
    start_date: String,
}

pub async fn create(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    form: web::Form<CreateForm>,
) -> AppResult<HttpResponse> {
    let date = chrono::NaiveDate::parse_from_str(form.start_date.trim(), "%Y-%m-%d")
        .map_err(|_| AppError::Invalid("The start date must look like 1944-06-06.".into()))?;
    let id = state
        .app
        .create_campaign(&me.user, form.name.clone(), form.map.clone(), date)
        .await?;
    auth::flash(
        &session,
        "ok",
        "Campaign created. Add battalions and members in Setup.",
    );
    Ok(redirect(&format!("/campaigns/{id}/setup")))
}

pub struct Deadline {
    pub local: String,
    pub countdown: String,
    pub overdue: bool,
    pub iso: String,
}

pub fn deadline_view(at: Option<DateTime<Utc>>, tz: &str) -> Option<Deadline> {
    let at = at?;
    let tz: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    let lang = crate::web::http::language::reader();
    // The reader's names of days and months (#44); English as before.
    let local = if lang == Lang::En {
        at.with_timezone(&tz)
            .format("%a %d %b %Y %H:%M %Z")
            .to_string()
    } else {
        at.with_timezone(&tz)
            .format_localized("%a %d %b %Y %H:%M %Z", lang.locale())
            .to_string()
    };
    let left = at - Utc::now();
    let overdue = left.num_seconds() < 0;
    let secs = left.num_seconds().abs();
    let (d, h, m) = (secs / 86400, (secs % 86400) / 3600, (secs % 3600) / 60);
    let span = if d > 0 {
        numbers(lang, "overview-span-days", &[("d", d), ("h", h)])
    } else if h > 0 {
        numbers(lang, "overview-span-hours", &[("h", h), ("m", m)])
    } else {
        numbers(lang, "overview-span-minutes", &[("m", m)])
    };
    let countdown = if overdue {
        lang.t1("overview-countdown-overdue", "span", span)
    } else {
        lang.t1("overview-countdown-in", "span", span)
    };
    Some(Deadline {
        local,
        countdown,
        overdue,
        iso: at.to_rfc3339(),
    })
}

/// Message `id` of `lang` with number arguments (plural forms may choose
/// by them): a span of time, "2 d 3 h".
fn numbers(lang: Lang, id: &str, args: &[(&str, i64)]) -> String {
    lang.say(&Said::new(
        id,
        args.iter().map(|(k, v)| (*k, Arg::Number(*v))).collect(),
    ))
}

/// The reader's roles in the campaign: "High Commander (Allied)".
fn role_words(a: &Access) -> Vec<String> {
    let lang = crate::web::http::language::reader();
    a.roles
        .iter()
        .map(|(r, s)| {
            let role = lang.t1("overview-role", "role", r.as_str());
            match s {
                Some(s) => format!("{role} ({})", lang.t1("overview-side", "side", s.as_str())),
                None => role,
            }
        })
        .collect()
}

#[derive(Template)]
#[template(path = "campaign/overview.html")]
struct OverviewPage {
    layout: Layout,
    todo: Vec<super::todo::TodoLine>,
    /// Messages by others the reader has not read, in all their channels.
    unread: i64,
    a: Access,
    status: String,
    roles: Vec<String>,
    members: Vec<Member>,
    blockers: Vec<Blocker>,
    deadline: Option<Deadline>,
    open_battles: usize,
    can_undo: bool,
    failed_mail: Vec<crate::app::mail::OutboxRow>,
    /// The schedule form's rows: (field, phase, hours or empty) (R5.6).
    schedule_rows: Vec<(&'static str, String, String)>,
    /// The deadline exactly, for "process it now" (R5.7).
    deadline_exact: Option<String>,
    /// The reader's time zone.
    tz: String,
    /// Seats, deputies, absences, extension requests and the record, as
    /// the rules offer them to this reader (`app::read::overview`).
    people: crate::app::read::overview::People,
    /// The reader's notepad and the sealed notes they may read (R12.4).
    notes: Option<crate::app::notes::Notes>,
    /// The battles' games the reader follows (R13.3): theirs, their
    /// side's as High Commander, every one as GM.
    games: Vec<super::relay_card::GameLine>,
}

pub async fn overview(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let actions = crate::web::access::actions_of(&state, &a).await?;
    let members = &actions.members;
    // One trip to the database for the unread counts, the reader's notes
    // and the GM's lists.
    let crate::app::read::overview::OverviewReads {
        unread,
        can_undo,
        failed_mail,
        notes,
        people,
    } = state
        .app
        .overview_reads(
            a.clone(),
            members.clone(),
            crate::web::http::language::reader(),
        )
        .await?;
    let s = &a.state;
    let open_battles = s.battles.iter().filter(|b| !b.closed).count();
    let todo = super::todo::lines(
        id,
        &crate::rules::todo(s, a.map(state.catalog())?, &actions.actions, &a.actor()),
        &me.user.time_zone,
    );
    let games = super::relay_card::game_lines(
        id,
        s,
        a.map(state.catalog())?,
        &a.actor(),
        &actions.actions.relays,
        &crate::web::access::names(members),
        (chrono::Utc::now(), &me.user.time_zone),
    );
    let lang = crate::web::http::language::reader();
    let page = OverviewPage {
        games,
        todo,
        unread,
        layout: Layout::new(&session, Some(&me.user), a.row.name.clone())
            .in_campaign(id, &a.row.name)
            .paused(&a.state),
        status: status_text(s),
        roles: role_words(&a),
        blockers: crate::rules::view::blockers_for(s, crate::rules::Audience::of(&a.actor())),
        deadline: deadline_view(s.deadline, &me.user.time_zone),
        members: members.clone(),
        open_battles,
        can_undo,
        failed_mail,
        schedule_rows: crate::rules::Phase::ALL
            .iter()
            .map(|p| {
                let hours = s.schedule.hours(*p).map(|h| h.to_string());
                let label = lang.t1("overview-phase", "phase", p.as_str());
                (p.as_str(), label, hours.unwrap_or_default())
            })
            .collect(),
        deadline_exact: s
            .deadline
            .filter(|d| *d <= chrono::Utc::now())
            .map(|d| d.to_rfc3339()),
        tz: me.user.time_zone.clone(),
        people,
        notes,
        a,
    };
    Ok(html(page.render()?))
}

impl OverviewPage {
    /// Minutes as "3 h 20 min" (the record's time to act).
    fn duration(&self, minutes: &Option<i64>) -> String {
        let lang = self.layout.lang;
        match minutes {
            Some(m) if *m >= 60 => {
                numbers(lang, "overview-span-hours", &[("h", m / 60), ("m", m % 60)])
            }
            Some(m) => numbers(lang, "overview-span-minutes", &[("m", *m)]),
            None => "—".into(),
        }
    }

    /// The schedule in words (R5.6-R5.10), as `Schedule::describe` says
    /// it in English, in the reader's language.
    fn schedule_words(&self) -> String {
        let lang = self.layout.lang;
        let schedule = &self.a.state.schedule;
        let lengths: Vec<String> = crate::rules::Phase::ALL
            .iter()
            .filter_map(|p| {
                schedule.hours(*p).map(|h| {
                    lang.t2(
                        "overview-schedule-length",
                        "phase",
                        lang.t1("overview-phase", "phase", p.as_str()),
                        "hours",
                        h,
                    )
                })
            })
            .collect();
        let lengths = if lengths.is_empty() {
            lang.t("overview-schedule-no-lengths")
        } else {
            lengths.join(", ")
        };
        let policy = match schedule.at_deadline {
            crate::rules::schedule::AtDeadline::Commit => lang.t("overview-at-deadline-commit"),
            crate::rules::schedule::AtDeadline::Hold => lang.t("overview-at-deadline-hold"),
        };
        let mut parts = vec![lang.t2(
            "overview-schedule-words",
            "lengths",
            lengths,
            "policy",
            policy,
        )];
        if schedule.early_advance {
            parts.push(lang.t("overview-schedule-early"));
        }
        if schedule.max_extension_hours > 0 {
            parts.push(lang.t1(
                "overview-schedule-extension",
                "hours",
                schedule.max_extension_hours,
            ));
        }
        parts.join("; ")
    }

    /// Until when `user` is away, in the reader's time zone, if the reader
    /// may know.
    fn away_until(&self, user: &i64) -> Option<String> {
        self.people
            .away
            .iter()
            .find(|x| x.user.get() == *user)
            .map(|x| local_time(&x.to, &self.tz))
    }

    /// The other member whose name reads as `user`'s (the GM's page).
    fn looks_like(&self, user: &i64) -> Option<&String> {
        self.people.look_alikes.get(user)
    }

    /// A time in the reader's time zone.
    fn local(&self, at: &DateTime<Utc>) -> String {
        local_time(at, &self.tz)
    }
}

#[derive(Deserialize)]
pub struct NudgeForm {
    user_id: i64,
}

/// The GM reminds a player by mail, at most once per 24 hours per player.
pub async fn nudge(
    session: Session,
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    form: web::Form<NudgeForm>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    if !a.is_gm() {
        return Err(AppError::Forbidden(
            "Only the game master nudges players.".into(),
        ));
    }
    let status = status_text(&a.state);
    state
        .app
        .nudge(id, a.state.clone(), form.user_id, status)
        .await?;
    auth::flash(&session, "ok", "Reminder sent.");
    Ok(redirect(&format!("/campaigns/{id}")))
}
