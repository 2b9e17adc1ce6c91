//! Everything under `/campaigns/{id}`: one access check for every route, and
//! one path (`execute`) for every change.

pub mod pages;
pub mod play;
pub mod setup;
pub mod writer;

use crate::error::AppError;
use crate::rules::{self, Actor, CampaignState, Command, Map, Side};
use crate::store::accounts::User;
use crate::store::campaigns::{self as cstore, CampaignRow, Role};
use crate::store::{self, DbConn};
use crate::web::{db, AppState};
use actix_web::web;
use std::collections::BTreeMap;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/campaigns", web::get().to(pages::list))
        .route("/campaigns", web::post().to(pages::create))
        .route("/campaigns/{id}", web::get().to(pages::overview))
        .route("/campaigns/{id}/members", web::post().to(pages::add_member))
        .route(
            "/campaigns/{id}/members/{mid}/remove",
            web::post().to(pages::remove_member),
        )
        .route("/campaigns/{id}/history", web::get().to(pages::history))
        .route("/campaigns/{id}/nudge", web::post().to(pages::nudge))
        .route("/campaigns/{id}/setup", web::get().to(setup::setup_page))
        .route(
            "/campaigns/{id}/setup/params",
            web::post().to(setup::set_params),
        )
        .route(
            "/campaigns/{id}/setup/calendar",
            web::post().to(setup::set_calendar),
        )
        .route(
            "/campaigns/{id}/setup/battalions",
            web::post().to(setup::add_battalion),
        )
        .route(
            "/campaigns/{id}/setup/battalions/{bid}",
            web::post().to(setup::update_battalion),
        )
        .route(
            "/campaigns/{id}/setup/battalions/{bid}/remove",
            web::post().to(setup::remove_battalion),
        )
        .route(
            "/campaigns/{id}/setup/units/{uid}/rename",
            web::post().to(setup::rename_unit),
        )
        .route(
            "/campaigns/{id}/setup/units/{uid}/remove",
            web::post().to(setup::remove_unit),
        )
        .route(
            "/campaigns/{id}/setup/support",
            web::post().to(setup::add_support),
        )
        .route(
            "/campaigns/{id}/setup/control",
            web::post().to(setup::set_control),
        )
        .route("/campaigns/{id}/setup/start", web::post().to(setup::start))
        .route(
            "/campaigns/{id}/setup/import",
            web::post().to(setup::import),
        )
        .route("/campaigns/{id}/export", web::get().to(setup::export))
        .route("/campaigns/{id}/map", web::get().to(play::map_page))
        .route(
            "/campaigns/{id}/zones/{zone}",
            web::get().to(play::zone_page),
        )
        .route("/campaigns/{id}/orders", web::get().to(play::orders_page))
        .route("/campaigns/{id}/orders", web::post().to(play::draft_move))
        .route(
            "/campaigns/{id}/orders/{draft}/delete",
            web::post().to(play::delete_draft),
        )
        .route("/campaigns/{id}/commit", web::post().to(play::commit))
        .route(
            "/campaigns/{id}/reinforcements",
            web::post().to(play::place_reinforcement),
        )
        .route(
            "/campaigns/{id}/phase/advance",
            web::post().to(play::advance),
        )
        .route("/campaigns/{id}/phase/undo", web::post().to(play::undo))
        .route(
            "/campaigns/{id}/phase/deadline",
            web::post().to(play::set_deadline),
        )
        .route("/campaigns/{id}/battles", web::get().to(play::battles_page))
        .route(
            "/campaigns/{id}/battles/{battle}/sheet",
            web::get().to(play::sheet_page),
        )
        .route(
            "/campaigns/{id}/battles/{battle}/support",
            web::post().to(play::assign_support),
        )
        .route(
            "/campaigns/{id}/battles/{battle}/defenders",
            web::post().to(play::choose_defenders),
        )
        .route(
            "/campaigns/{id}/battles/{battle}/result",
            web::post().to(play::enter_result),
        )
        .route(
            "/campaigns/{id}/battles/{battle}/casualties",
            web::post().to(play::choose_casualties),
        )
        .route(
            "/campaigns/{id}/battles/{battle}/conditions",
            web::post().to(play::set_conditions),
        )
        .route(
            "/campaigns/{id}/battles/{battle}/due",
            web::post().to(play::set_battle_due),
        );
}

/// A member's view of one campaign: the row, its state and the member's roles.
#[derive(Debug, Clone)]
pub struct Access {
    pub row: CampaignRow,
    /// Shared with the state cache: pages read it, changes go through `execute`.
    pub state: std::sync::Arc<CampaignState>,
    pub roles: Vec<(Role, Option<Side>)>,
    pub user_id: i64,
    pub admin: bool,
}

impl Access {
    pub fn id(&self) -> i64 {
        self.row.id
    }
    pub fn actor(&self) -> Actor {
        actor_of(self.user_id, &self.roles)
    }
    pub fn is_gm(&self) -> bool {
        self.roles.iter().any(|(r, _)| *r == Role::Gm)
    }
    pub fn hc_side(&self) -> Option<Side> {
        self.roles
            .iter()
            .find(|(r, _)| *r == Role::HighCommander)
            .and_then(|(_, s)| *s)
    }
    /// The side whose hidden information this member may see; None = neither
    /// (observers), unless GM, who sees all.
    pub fn side(&self) -> Option<Side> {
        self.roles
            .iter()
            .find_map(|(r, s)| if r.needs_side() { *s } else { None })
    }
    pub fn sees_side(&self, side: Side) -> bool {
        self.is_gm() || self.side() == Some(side)
    }
    /// Event visibilities this member may read (R12, hidden information).
    pub fn visibilities(&self) -> Vec<&'static str> {
        let mut v = vec!["all"];
        if self.sees_side(Side::Allies) {
            v.push("allies");
        }
        if self.sees_side(Side::Axis) {
            v.push("axis");
        }
        if self.is_gm() {
            v.push("gm");
        }
        v
    }
    pub fn map<'a>(&self, state: &'a AppState) -> Result<&'a Map, AppError> {
        state.catalog.map(&self.state.map_id).ok_or_else(|| {
            AppError::Internal(anyhow::anyhow!("map {} is not loaded", self.state.map_id))
        })
    }
    pub fn role_labels(&self) -> Vec<String> {
        self.roles
            .iter()
            .map(|(r, s)| match s {
                Some(s) => format!("{} ({})", r.label(), s.label()),
                None => r.label().to_string(),
            })
            .collect()
    }
}

pub fn actor_of(user_id: i64, roles: &[(Role, Option<Side>)]) -> Actor {
    Actor {
        user_id,
        gm: roles.iter().any(|(r, _)| *r == Role::Gm),
        hc: roles
            .iter()
            .find(|(r, _)| *r == Role::HighCommander)
            .and_then(|(_, s)| *s),
    }
}

/// The one authorization check of every campaign route: a non-member gets
/// 404 and does not learn that the campaign exists. Site admins may read.
pub fn load_access(conn: &mut DbConn, campaign_id: i64, user: &User) -> Result<Access, AppError> {
    let row = cstore::find(conn, campaign_id)?.ok_or(AppError::NotFound)?;
    let roles = cstore::roles_of(conn, campaign_id, user.id)?;
    if roles.is_empty() && !user.is_admin {
        return Err(AppError::NotFound);
    }
    let state = std::sync::Arc::new(cstore::state_of(conn, &row)?);
    Ok(Access {
        row,
        state,
        roles,
        user_id: user.id,
        admin: user.is_admin,
    })
}

pub async fn access(
    state: &web::Data<AppState>,
    campaign_id: i64,
    user: &User,
) -> Result<Access, AppError> {
    let user = user.clone();
    let cache = state.states.clone();
    db(state, move |c| {
        let (name, map_id, version) =
            cstore::find_meta(c, campaign_id)?.ok_or(AppError::NotFound)?;
        let roles = cstore::roles_of(c, campaign_id, user.id)?;
        if roles.is_empty() && !user.is_admin {
            return Err(AppError::NotFound);
        }
        let state = cache.get(c, campaign_id, version)?;
        let now = crate::store::now();
        // The row without its document: pages use the id and the name.
        let row = CampaignRow {
            id: campaign_id,
            name,
            map_id,
            version,
            created_at: now,
            updated_at: now,
        };
        Ok(Access {
            row,
            state,
            roles,
            user_id: user.id,
            admin: user.is_admin,
        })
    })
    .await
}

/// A committed change: what `execute_in` decided and wrote.
pub struct Applied {
    /// The new state, already in the state cache.
    pub state: std::sync::Arc<CampaignState>,
    pub events: Vec<rules::Event>,
    /// The campaign's version holding `state`.
    pub version: i64,
    pub roles: Vec<(Role, Option<Side>)>,
}

/// What a change wrote: (new version, new state, events, the actor's roles).
pub type Change = (
    i64,
    CampaignState,
    Vec<rules::Event>,
    Vec<(Role, Option<Side>)>,
);

/// Runs a change in `write_tx` and keeps the state it wrote in the cache.
/// The state goes in before COMMIT, while this writer still holds the write
/// lock, so the next writer finds it; readers ask for the version they see,
/// which is the old one until COMMIT. A change that fails after that takes
/// its state out again, so a rolled-back version is never served.
fn write_change(
    conn: &mut DbConn,
    states: &cstore::StateCache,
    campaign_id: i64,
    f: impl FnOnce(&mut DbConn) -> Result<Change, AppError>,
) -> Result<Applied, AppError> {
    let mut cached = false;
    let result = store::write_tx(conn, |c| {
        let (version, new_state, events, roles) = f(c)?;
        let state = std::sync::Arc::new(new_state);
        states.put(campaign_id, version, state.clone());
        cached = true;
        Ok(Applied {
            state,
            events,
            version,
            roles,
        })
    });
    if result.is_err() && cached {
        states.forget(campaign_id);
    }
    result
}

/// Applies one command in one transaction: load and lock the state, decide,
/// save the state and append the history. Phase advances also keep a
/// snapshot of the state they ended (R12: past maps, undo).
pub fn execute_in(
    conn: &mut DbConn,
    maps: &crate::catalog::Catalog,
    mail: &crate::mail::notify::MailCtx,
    states: &cstore::StateCache,
    campaign_id: i64,
    user: &User,
    cmd: &Command,
) -> Result<Applied, AppError> {
    write_change(conn, states, campaign_id, |c| {
        change_in(c, maps, mail, states, campaign_id, user, cmd)
    })
}

/// The body of a change, inside the caller's write transaction: load and
/// lock the state, decide, save the state, append the history, queue mail.
pub fn change_in(
    c: &mut DbConn,
    maps: &crate::catalog::Catalog,
    mail: &crate::mail::notify::MailCtx,
    states: &cstore::StateCache,
    campaign_id: i64,
    user: &User,
    cmd: &Command,
) -> Result<Change, AppError> {
    let (version, state) =
        cstore::load_for_update(c, states, campaign_id)?.ok_or(AppError::NotFound)?;
    let roles = member_roles(c, campaign_id, user)?;
    let map = maps
        .map(&state.map_id)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("map {} missing", state.map_id)))?;
    if matches!(cmd, Command::Start) && !roles.iter().any(|(r, _)| *r == Role::Gm) {
        return Err(AppError::Forbidden(
            "Only the game master starts the campaign (R1.2).".into(),
        ));
    }
    if matches!(cmd, Command::Start) {
        let members = cstore::members(c, campaign_id)?;
        let hc: BTreeMap<Side, bool> = [Side::Allies, Side::Axis]
            .into_iter()
            .map(|s| {
                (
                    s,
                    members
                        .iter()
                        .any(|m| m.role == Role::HighCommander && m.side == Some(s)),
                )
            })
            .collect();
        let problems = rules::setup::checklist(&state, map, &hc);
        if let Some(p) = problems.first() {
            return Err(AppError::Rule(rules::RuleViolation::new(
                "R1.2",
                format!("The campaign is not ready to start: {p}"),
            )));
        }
    }
    let actor = actor_of(user.id, &roles);
    let decision = rules::decide(&state, map, &actor, cmd, chrono::Utc::now())?;
    if matches!(cmd, Command::Advance { .. }) {
        cstore::add_snapshot(c, campaign_id, &phase_label(&state), &state)?;
    }
    let version = cstore::save_state(
        c,
        campaign_id,
        version,
        (&state, &decision.state),
        cmd.changes_only_drafts(),
    )?;
    cstore::append_events(c, campaign_id, &state, Some(user.id), &decision.events)?;
    // Mail goes into the outbox in this same transaction.
    if decision.events.iter().any(|e| e.kind == "deadline_set") {
        crate::mail::outbox::cancel_reminders(c, campaign_id)?;
    }
    let members = cstore::members(c, campaign_id)?;
    let notices = crate::mail::notify::plan(campaign_id, &state, &decision, &members, mail);
    crate::mail::notify::enqueue(c, Some(campaign_id), &decision.state.name, &notices, mail)?;
    Ok((version, decision.state, decision.events, roles))
}

/// The roles of the member who changes something; site admins who are not
/// members may read but not act.
fn member_roles(
    c: &mut DbConn,
    campaign_id: i64,
    user: &User,
) -> Result<Vec<(Role, Option<Side>)>, AppError> {
    let roles = cstore::roles_of(c, campaign_id, user.id)?;
    if roles.is_empty() {
        return Err(if user.is_admin {
            AppError::Forbidden(
                "Site admins may read every campaign but act only in those they belong to.".into(),
            )
        } else {
            AppError::NotFound
        });
    }
    Ok(roles)
}

/// A change as the member who made it now sees the campaign.
pub struct Executed {
    pub events: Vec<rules::Event>,
    /// The member's access at the new version: no second read needed.
    pub access: Access,
}

pub async fn execute(
    state: &web::Data<AppState>,
    campaign_id: i64,
    user: &User,
    cmd: Command,
) -> Result<Executed, AppError> {
    let u = user.clone();
    let catalog = state.catalog.clone();
    let mail = state.mail.clone();
    let states = state.states.clone();
    let applied = match &state.writer {
        Some(writer) => writer.execute(campaign_id, u, cmd).await?,
        None => {
            db(state, move |c| {
                execute_in(c, &catalog, &mail, &states, campaign_id, &u, &cmd)
            })
            .await?
        }
    };
    Ok(committed(campaign_id, user, applied))
}

/// After a commit: the member's view of the new state.
fn committed(campaign_id: i64, user: &User, applied: Applied) -> Executed {
    let Applied {
        state: shared,
        events,
        version,
        roles,
    } = applied;
    let now = crate::store::now();
    let row = CampaignRow {
        id: campaign_id,
        name: shared.name.clone(),
        map_id: shared.map_id.clone(),
        version,
        created_at: now,
        updated_at: now,
    };
    Executed {
        events,
        access: Access {
            row,
            state: shared,
            roles,
            user_id: user.id,
            admin: user.is_admin,
        },
    }
}

/// "3.allies.combat_move".
pub fn phase_label(s: &CampaignState) -> String {
    format!("{}.{}.{}", s.round, s.side.as_str(), s.phase.as_str())
}

/// R12.2: the GM restores the state before the last phase transition.
pub fn undo_in(
    conn: &mut DbConn,
    states: &cstore::StateCache,
    campaign_id: i64,
    user: &User,
) -> Result<Applied, AppError> {
    write_change(conn, states, campaign_id, |c| {
        let (version, state) =
            cstore::load_for_update(c, states, campaign_id)?.ok_or(AppError::NotFound)?;
        let roles = member_roles(c, campaign_id, user)?;
        if !roles.iter().any(|(r, _)| *r == Role::Gm) {
            return Err(AppError::Forbidden(
                "Only the game master may undo a phase transition (R12.2).".into(),
            ));
        }
        let Some((snap_id, label, previous)) = cstore::last_snapshot(c, campaign_id)? else {
            return Err(AppError::Rule(rules::RuleViolation::new(
                "R12.2",
                "There is no phase transition to undo.",
            )));
        };
        cstore::mark_snapshot_undone(c, snap_id)?;
        let version = cstore::save_state(c, campaign_id, version, (&state, &previous), false)?;
        let ev = rules::Event {
            kind: "phase_undone".into(),
            summary: format!(
                "The GM undid the last phase transition; back to round {} {} {}",
                previous.round,
                previous.side.label(),
                previous.phase.label()
            ),
            visibility: rules::Visibility::All,
            payload: serde_json::json!({"restored": label, "from": phase_label(&state)}),
        };
        cstore::append_events(
            c,
            campaign_id,
            &previous,
            Some(user.id),
            std::slice::from_ref(&ev),
        )?;
        Ok((version, previous, vec![ev], roles))
    })
}

/// R12.2 for a request: undo, then the GM's view of the restored state.
pub async fn undo(
    state: &web::Data<AppState>,
    campaign_id: i64,
    user: &User,
) -> Result<Executed, AppError> {
    let u = user.clone();
    let states = state.states.clone();
    let applied = db(state, move |c| undo_in(c, &states, campaign_id, &u)).await?;
    Ok(committed(campaign_id, user, applied))
}
