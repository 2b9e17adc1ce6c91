//! Campaign list, creation, overview (with the GM's phase controls),
//! members, and the history.

use super::{access, phase_label, Access};
use crate::error::{AppError, AppResult};
use crate::rules::commands::{blockers, Blocker};
use crate::rules::{CampaignState, Params, Side, Status};
use crate::store::accounts;
use crate::store::campaigns::{self as cstore, EventRow, Member, Role};
use crate::web::auth::{self, CurrentUser};
use crate::web::layout::Layout;
use crate::web::{db, redirect, AppState};
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, Utc};
use serde::Deserialize;

fn html(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(body)
}

pub struct CampaignCard {
    pub id: i64,
    pub name: String,
    pub status: String,
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
    let (uid, admin) = (me.user.id, me.user.is_admin);
    let rows = db(&state, move |c| {
        Ok(cstore::list_with_states(c, uid, admin)?)
    })
    .await?;
    let campaigns = rows
        .iter()
        .filter_map(|(r, s)| {
            let s = s.as_ref().ok()?;
            Some(CampaignCard {
                id: r.id,
                name: r.name.clone(),
                status: status_text(s),
                round: s.round,
                side: s.side.label().into(),
                phase: s.phase.label().into(),
            })
        })
        .collect();
    let maps = state
        .catalog
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

pub fn status_text(s: &CampaignState) -> String {
    match (&s.status, &s.victory) {
        (Status::Setup, _) => "Setting up".into(),
        (Status::Finished, Some(v)) => format!("Finished: {} victory", v.winner.label()),
        (Status::Finished, None) => "Finished".into(),
        (Status::Active, _) => format!(
            "Round {} · {} turn · {}",
            s.round,
            s.side.label(),
            s.phase.label()
        ),
    }
}

#[derive(Deserialize)]
pub struct CreateForm {
    name: String,
    map: String,
    start_date: String,
}

/// A site admin creates a campaign and becomes its GM.
pub async fn create(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    form: web::Form<CreateForm>,
) -> AppResult<HttpResponse> {
    if !me.user.is_admin {
        return Err(AppError::Forbidden(
            "Only a site admin may create campaigns.".into(),
        ));
    }
    let name = form.name.trim().to_string();
    if name.is_empty() || name.chars().count() > 80 {
        return Err(AppError::Invalid(
            "A campaign needs a name of 1 to 80 characters.".into(),
        ));
    }
    if state.catalog.map(&form.map).is_none() {
        return Err(AppError::Invalid(format!(
            "There is no map '{}'.",
            form.map.chars().take(40).collect::<String>()
        )));
    }
    let date = chrono::NaiveDate::parse_from_str(form.start_date.trim(), "%Y-%m-%d")
        .map_err(|_| AppError::Invalid("The start date must look like 1944-06-06.".into()))?;
    let id = create_campaign(&state, &me.user, &name, &form.map, date).await?;
    auth::flash(
        &session,
        "ok",
        "Campaign created. Add battalions and members in Setup.",
    );
    Ok(redirect(&format!("/campaigns/{id}/setup")))
}

pub async fn create_campaign(
    state: &web::Data<AppState>,
    user: &accounts::User,
    name: &str,
    map: &str,
    date: chrono::NaiveDate,
) -> AppResult<i64> {
    let mut s = CampaignState::new(name, map, Params::default(), date);
    if let Some(m) = state.catalog.map(map) {
        for z in m.zones() {
            s.control.insert(z.id.clone(), Side::Axis);
        }
    }
    crate::rules::setup::sync_air_pool(&mut s);
    let uid = user.id;
    db(state, move |c| {
        crate::store::write_tx(c, |c| {
            let id = cstore::create(c, &s)?;
            cstore::add_member(c, id, uid, Role::Gm, None)?;
            let ev = crate::rules::Event {
                kind: "campaign_created".into(),
                summary: format!("Campaign {} created", s.name),
                visibility: crate::rules::Visibility::All,
                payload: serde_json::json!({}),
            };
            cstore::append_events(c, id, &s, Some(uid), &[ev])?;
            Ok(id)
        })
    })
    .await
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
    a: Access,
    status: String,
    roles: Vec<String>,
    members: Vec<Member>,
    blockers: Vec<Blocker>,
    deadline: Option<Deadline>,
    my_battalions: Vec<(u32, String, usize)>,
    open_battles: usize,
    can_undo: bool,
    failed_mail: Vec<crate::mail::outbox::OutboxRow>,
}

pub async fn overview(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let members = db(&state, move |c| Ok(cstore::members(c, id)?)).await?;
    let can_undo =
        a.is_gm() && db(&state, move |c| Ok(cstore::last_snapshot(c, id)?.is_some())).await?;
    let failed_mail = if a.is_gm() {
        db(&state, move |c| {
            Ok(crate::mail::outbox::failed_for_campaign(c, id)?)
        })
        .await?
    } else {
        Vec::new()
    };
    let s = &a.state;
    let my_battalions = s
        .battalions
        .iter()
        .filter(|b| b.commander == Some(me.user.id))
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
    let page = OverviewPage {
        layout: Layout::new(&session, Some(&me.user), a.row.name.clone())
            .in_campaign(id, &a.row.name),
        status: status_text(s),
        roles: a.role_labels(),
        blockers: blockers(s),
        deadline: deadline_view(s.deadline, &me.user.time_zone),
        members,
        my_battalions,
        open_battles,
        can_undo,
        failed_mail,
        a,
    };
    Ok(html(page.render()?))
}

#[derive(Deserialize)]
pub struct MemberForm {
    email: String,
    role: String,
    #[serde(default)]
    side: String,
}

pub struct Invite {
    pub user_id: i64,
    pub link: Option<String>,
}

/// Adds a member by email; a new user gets an invitation link (7 days).
pub async fn add_member_by_email(
    state: &web::Data<AppState>,
    campaign: i64,
    me: &accounts::User,
    email: &str,
    role: Role,
    side: Option<Side>,
) -> AppResult<Invite> {
    let a = access(state, campaign, me).await?;
    if !a.is_gm() {
        return Err(AppError::Forbidden(
            "Only the game master adds members (R1.2).".into(),
        ));
    }
    let email = accounts::normalise_email(email);
    if email.len() > 254
        || !email.contains('@')
        || email.starts_with('@')
        || email.ends_with('@')
        || email.contains(char::is_whitespace)
    {
        return Err(AppError::Invalid(
            "That does not look like an email address.".into(),
        ));
    }
    if role.needs_side() != side.is_some() {
        return Err(AppError::Invalid(if role.needs_side() {
            "High Commanders and battalion commanders belong to a side: choose Allies or Axis."
                .into()
        } else {
            "Only High Commanders and battalion commanders have a side.".into()
        }));
    }
    let base = state
        .settings
        .server
        .public_url
        .trim_end_matches('/')
        .to_string();
    let token = auth::random_token(24);
    let gm = me.id;
    let mail = state.mail.clone();
    let states = state.states.clone();
    db(state, move |c| {
        crate::store::write_tx(c, |c| {
            if role == Role::HighCommander {
                let members = cstore::members(c, campaign)?;
                if let Some(m) = members
                    .iter()
                    .find(|m| m.role == Role::HighCommander && m.side == side && m.email != email)
                {
                    return Err(AppError::Invalid(format!(
                        "The {} side already has a High Commander ({}); remove them first.",
                        side.map_or("", |s| s.label()),
                        m.display_name
                    )));
                }
            }
            let (uid, link) = match accounts::find_by_email(c, &email)? {
                Some(u) => (u.id, None),
                None => {
                    let name = email.split('@').next().unwrap_or("player").to_string();
                    let uid = accounts::create(c, &email, &name, auth::NO_PASSWORD, false)?;
                    let expires = crate::store::now() + chrono::Duration::days(7);
                    accounts::add_user_token(c, uid, "invite", &token, expires)?;
                    (uid, Some(format!("{base}/invite/{token}")))
                }
            };
            cstore::add_member(c, campaign, uid, role, side)?;
            let (_, st) =
                cstore::load_for_update(c, &states, campaign)?.ok_or(AppError::NotFound)?;
            let invite = crate::mail::notify::Notice {
                key: format!("invite:{campaign}:{uid}:{}", role.as_str()),
                user_id: uid,
                category: "invitation",
                title: format!("You are invited as {}", role.label()),
                lines: vec![
                    format!(
                        "The game master added you to the campaign {} as {}.",
                        st.name,
                        role.label()
                    ),
                    if link.is_some() {
                        "Choose your password to sign in (the link works for 7 days).".into()
                    } else {
                        "Sign in to see the campaign.".into()
                    },
                ],
                action: Some(match &link {
                    Some(l) => ("Choose your password".into(), l.clone()),
                    None => (
                        "Open the campaign".into(),
                        format!("{base}/campaigns/{campaign}"),
                    ),
                }),
                deadline: None,
                send_after: None,
            };
            crate::mail::notify::enqueue(c, Some(campaign), &st.name, &[invite], &mail)?;
            let ev = crate::rules::Event {
                kind: "member_added".into(),
                summary: format!("{email} joined as {}", role.label()),
                visibility: crate::rules::Visibility::Gm,
                payload: serde_json::json!({"user": uid, "role": role.as_str(), "side": side}),
            };
            cstore::append_events(c, campaign, &st, Some(gm), &[ev])?;
            Ok(Invite { user_id: uid, link })
        })
    })
    .await
}

pub async fn add_member(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<MemberForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let role = Role::parse(&form.role).ok_or_else(|| {
        AppError::Invalid(
            "Choose a role: gm, high_commander, battalion_commander or observer.".into(),
        )
    })?;
    let side = if form.side.is_empty() {
        None
    } else {
        Some(
            Side::parse(&form.side)
                .ok_or_else(|| AppError::Invalid("The side must be allies or axis.".into()))?,
        )
    };
    let invite = add_member_by_email(&state, id, &me.user, &form.email, role, side).await?;
    match invite.link {
        Some(link) => auth::flash(
            &session,
            "ok",
            format!("Invitation created. Send this link to the player (valid 7 days): {link}"),
        ),
        None => auth::flash(&session, "ok", "Member added."),
    }
    Ok(redirect(&format!("/campaigns/{id}")))
}

pub async fn remove_member(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, i64)>,
) -> AppResult<HttpResponse> {
    let (id, mid) = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    if !a.is_gm() {
        return Err(AppError::Forbidden(
            "Only the game master removes members (R1.2).".into(),
        ));
    }
    let n = db(&state, move |c| Ok(cstore::remove_member(c, id, mid)?)).await?;
    if n == 0 {
        return Err(AppError::NotFound);
    }
    auth::flash(&session, "ok", "Member removed.");
    Ok(redirect(&format!("/campaigns/{id}")))
}

#[derive(Deserialize)]
pub struct HistoryQuery {
    round: Option<i32>,
    kind: Option<String>,
}

#[derive(Template)]
#[template(path = "campaign/history.html")]
struct HistoryPage {
    layout: Layout,
    id: i64,
    events: Vec<EventRow>,
    kinds: Vec<String>,
    rounds: Vec<i32>,
    round: Option<i32>,
    kind: String,
    snapshots: Vec<String>,
    tz: String,
}

pub async fn history(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    q: web::Query<HistoryQuery>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    let vis: Vec<String> = a.visibilities().into_iter().map(String::from).collect();
    let (all, snapshots) = db(&state, move |c| {
        let v: Vec<&str> = vis.iter().map(String::as_str).collect();
        Ok((
            cstore::events(c, id, &v, 5000)?,
            cstore::snapshot_labels(c, id)?,
        ))
    })
    .await?;
    let mut kinds: Vec<String> = all.iter().map(|e| e.kind.clone()).collect();
    kinds.sort();
    kinds.dedup();
    let mut rounds: Vec<i32> = all.iter().map(|e| e.round).collect();
    rounds.sort();
    rounds.dedup();
    let kind = q.kind.clone().unwrap_or_default();
    let events = all
        .into_iter()
        .filter(|e| q.round.is_none_or(|r| e.round == r))
        .filter(|e| kind.is_empty() || e.kind == kind)
        .collect();
    let page = HistoryPage {
        layout: Layout::new(&session, Some(&me.user), "History").in_campaign(id, &a.row.name),
        id,
        events,
        kinds,
        rounds,
        round: q.round,
        kind,
        snapshots,
        tz: me.user.time_zone.clone(),
    };
    Ok(html(page.render()?))
}

/// "2026-06-06 14:00" in the viewer's time zone.
pub fn local_time(t: &chrono::NaiveDateTime, tz: &str) -> String {
    let tz: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    t.and_utc()
        .with_timezone(&tz)
        .format("%Y-%m-%d %H:%M %Z")
        .to_string()
}

pub fn label_text(label: &str) -> String {
    let mut it = label.split('.');
    match (
        it.next(),
        it.next().and_then(Side::parse),
        it.next().and_then(crate::rules::Phase::parse),
    ) {
        (Some(r), Some(s), Some(p)) => format!("Round {r}, {} {}", s.label(), p.label()),
        _ => label.to_string(),
    }
}

pub fn current_label(s: &CampaignState) -> String {
    phase_label(s)
}

#[derive(Deserialize)]
pub struct NudgeForm {
    user_id: i64,
}

/// The GM reminds a player by mail, at most once per 24 hours per player.
pub async fn nudge(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    form: web::Form<NudgeForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let a = access(&state, id, &me.user).await?;
    if !a.is_gm() {
        return Err(AppError::Forbidden(
            "Only the game master nudges players.".into(),
        ));
    }
    let (target, ctx, name) = (form.user_id, state.mail.clone(), a.row.name.clone());
    let blockers: Vec<String> = blockers(&a.state).into_iter().map(|b| b.message).collect();
    let status = status_text(&a.state);
    db(&state, move |c| {
        crate::store::write_tx(c, |c| {
            if !cstore::members(c, id)?.iter().any(|m| m.user_id == target) {
                return Err(AppError::Invalid(
                    "That player is not a member of this campaign.".into(),
                ));
            }
            if crate::mail::outbox::nudged_recently(c, id, target)? {
                return Err(AppError::Conflict(
                    "That player was already nudged in the last 24 hours.".into(),
                ));
            }
            let mut lines = vec![format!("The game master is waiting for you: {status}.")];
            lines.extend(blockers);
            let n = crate::mail::notify::Notice {
                key: format!("nudge:{id}:{target}:{}", chrono::Utc::now().timestamp()),
                user_id: target,
                category: "nudge",
                title: "The game master is waiting for you".into(),
                lines,
                action: Some((
                    "Open the campaign".into(),
                    format!("{}/campaigns/{id}", ctx.base_url.trim_end_matches('/')),
                )),
                deadline: None,
                send_after: None,
            };
            crate::mail::notify::enqueue(c, Some(id), &name, &[n], &ctx)?;
            Ok(())
        })
    })
    .await?;
    auth::flash(&session, "ok", "Reminder sent.");
    Ok(redirect(&format!("/campaigns/{id}")))
}
