//! Campaign list, creation, overview (with the GM's phase controls),
//! members, and the history.

use super::words::{local_time, status_text};
use crate::app::campaigns::Member;
use crate::error::{AppError, AppResult};
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
        layout: Layout::new(&session, Some(&me.user), "My campaigns"),
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
    let local = at
        .with_timezone(&tz)
        .format("%a %d %b %Y %H:%M %Z")
        .to_string();
    let left = at - Utc::now();
    let overdue = left.num_seconds() < 0;
    let secs = left.num_seconds().abs();
    let (d, h, m) = (secs / 86400, (secs % 86400) / 3600, (secs % 3600) / 60);
    let span = if d > 0 {
        format!("{d} d {h} h")
    } else if h > 0 {
        format!("{h} h {m} min")
    } else {
        format!("{m} min")
    };
    let countdown = if overdue {
        format!("overdue by {span}")
    } else {
        format!("in {span}")
    };
    Some(Deadline {
        local,
        countdown,
        overdue,
        iso: at.to_rfc3339(),
    })
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
    my_battalions: Vec<(crate::rules::BattalionId, String, usize)>,
    open_battles: usize,
    can_undo: bool,
    failed_mail: Vec<crate::app::mail::OutboxRow>,
    /// The schedule form's rows: (field, phase, hours or empty) (R5.6).
    schedule_rows: Vec<(&'static str, &'static str, String)>,
    /// The deadline exactly, for "process it now" (R5.7).
    deadline_exact: Option<String>,
    /// The reader's own absence: (until, in their time zone; note) (R1.5).
    my_absence: Option<(String, String)>,
    /// Members away, as far as the reader may know: user -> until.
    away: std::collections::BTreeMap<i64, String>,
    /// The GM's: members whose names read as another's -> that name (#40).
    look_alikes: std::collections::BTreeMap<i64, String>,
    /// Seats whose deputy the reader may name: (value, seat, deputy now).
    deputy_seats: Vec<(String, String, String)>,
    /// Who may be named deputy (of the reader's side; the GM: anyone).
    deputy_people: Vec<(i64, String)>,
    /// The reader's notepad and the sealed notes they may read (R12.4).
    notes: Option<crate::app::notes::Notes>,
    /// The reliability record (R1.7): the reader's own; the GM's, all.
    records: Vec<crate::rules::record::NamedRecord>,
    /// Extension requests the reader may know of: (user, name, hours,
    /// reason) (R5.10).
    extensions: Vec<(i64, String, u32, String)>,
    /// Whether the reader may ask for an extension now.
    may_ask: bool,
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
    } = state.app.overview_reads(a.clone(), members.clone()).await?;
    let s = &a.state;
    let my_battalions = s
        .battalions
        .iter()
        .filter(|b| b.commander == Some(crate::rules::UserId::new(me.user.id)))
        .map(|b| {
            (
                b.id,
                b.name.clone(),
                s.units
                    .iter()
                    .filter(|u| u.battalion == Some(b.id) && u.active())
                    .count(),
            )
        })
        .collect();
    let open_battles = s.battles.iter().filter(|b| !b.closed).count();
    let todo = super::todo::lines(
        id,
        &crate::rules::todo(s, &actions.actions, &a.actor()),
        &me.user.time_zone,
    );
    let page = OverviewPage {
        todo,
        unread,
        layout: Layout::new(&session, Some(&me.user), a.row.name.clone())
            .in_campaign(id, &a.row.name)
            .paused(&a.state),
        status: status_text(s),
        roles: a.role_labels(),
        blockers: crate::rules::view::blockers_for(s, crate::rules::Audience::of(&a.actor())),
        deadline: deadline_view(s.deadline, &me.user.time_zone),
        members: members.clone(),
        my_battalions,
        open_battles,
        can_undo,
        failed_mail,
        schedule_rows: crate::rules::Phase::ALL
            .iter()
            .map(|p| {
                let hours = s.schedule.hours(*p).map(|h| h.to_string());
                (p.as_str(), p.label(), hours.unwrap_or_default())
            })
            .collect(),
        deadline_exact: s
            .deadline
            .filter(|d| *d <= chrono::Utc::now())
            .map(|d| d.to_rfc3339()),
        my_absence: s
            .people
            .absences
            .iter()
            .find(|x| x.user.get() == me.user.id)
            .map(|x| {
                (
                    super::words::local_time(&x.to, &me.user.time_zone),
                    x.note.clone(),
                )
            }),
        away: crate::rules::cover::absences_for(s, crate::rules::Audience::of(&a.actor()))
            .into_iter()
            .map(|x| {
                (
                    x.user.get(),
                    super::words::local_time(&x.to, &me.user.time_zone),
                )
            })
            .collect(),
        look_alikes: if a.is_gm() {
            crate::rules::roles::look_alikes(&crate::app::campaigns::roster(members))
                .into_iter()
                .map(|(u, other)| (u.get(), other))
                .collect()
        } else {
            Default::default()
        },
        deputy_seats: deputy_seats(&a, &crate::app::campaigns::roster(members)),
        extensions: {
            let who = crate::rules::Audience::of(&a.actor());
            s.people
                .extensions
                .iter()
                .filter(|r| match r.side {
                    Some(side) => who.sees_side(side),
                    None => who == crate::rules::Audience::Gm,
                })
                .map(|r| {
                    let name = members
                        .iter()
                        .find(|m| m.user_id == r.user.get())
                        .map_or_else(String::new, |m| m.display_name.clone());
                    (r.user.get(), name, r.hours, r.reason.clone())
                })
                .collect()
        },
        may_ask: s.deadline.is_some()
            && s.schedule.max_extension_hours > 0
            && a.roles.iter().any(|(r, _)| r.needs_side())
            && !s
                .people
                .extensions
                .iter()
                .any(|r| r.user.get() == me.user.id),
        notes,
        records: crate::rules::record::named_records(
            &a.state,
            &crate::app::campaigns::roster(members),
            crate::rules::UserId::new(a.user_id),
            a.is_gm(),
        ),
        deputy_people: members
            .iter()
            .filter(|m| {
                let side_ok = a.is_gm() || (m.side.is_some() && m.side == a.hc_side());
                side_ok && (m.role.needs_side() || m.role == crate::rules::Role::Gm)
            })
            .map(|m| {
                (
                    m.user_id,
                    format!("{} ({})", m.display_name, m.role.label()),
                )
            })
            .collect(),
        a,
    };
    Ok(html(page.render()?))
}

impl OverviewPage {
    /// Minutes as "3 h 20 min" (the record's time to act).
    fn duration(&self, minutes: &Option<i64>) -> String {
        match minutes {
            Some(m) if *m >= 60 => format!("{} h {} min", m / 60, m % 60),
            Some(m) => format!("{m} min"),
            None => "—".into(),
        }
    }

    /// Until when `user` is away, if the reader may know.
    fn away_until(&self, user: &i64) -> Option<&String> {
        self.away.get(user)
    }

    /// The other member whose name reads as `user`'s (the GM's page).
    fn looks_like(&self, user: &i64) -> Option<&String> {
        self.look_alikes.get(user)
    }
}

/// The seats whose deputy the reader may name (R1.5): the GM all, a High
/// Commander their side's battalions and their own seat.
fn deputy_seats(a: &Access, roster: &[crate::rules::Membership]) -> Vec<(String, String, String)> {
    use crate::rules::cover::{deputy_of, may_name, name_of, seat_name};
    use crate::rules::timetable::Seat;
    let s = &a.state;
    let actor = a.actor();
    let seats = s.battalions.iter().map(|b| Seat::Battalion(b.id)).chain([
        Seat::HighCommander(crate::rules::Side::Allies),
        Seat::HighCommander(crate::rules::Side::Axis),
    ]);
    seats
        .filter(|seat| (actor.gm || actor.hc.is_some()) && may_name(&actor, s, roster, *seat))
        .map(|seat| {
            let value = match seat {
                Seat::Battalion(b) => format!("battalion:{b}"),
                Seat::HighCommander(side) => format!("hc:{}", side.as_str()),
            };
            let now =
                deputy_of(s, roster, seat).map_or_else(|| "none".into(), |u| name_of(roster, u));
            (value, seat_name(s, seat), now)
        })
        .collect()
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
