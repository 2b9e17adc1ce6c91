//! Everything under `/campaigns/{id}`: one access check for every route
//! (`access`); every change goes through `web::commands`, fed by the forms
//! of the command registry (`forms.rs`) as by the JSON API.

pub mod aars;
pub mod battles;
pub mod draft_edit;
pub mod files;
pub mod form;
pub mod form_commands;
pub mod forms;
pub mod history;
pub mod map;
pub mod map_orders;
pub mod messages;
pub mod orders;
pub mod pages;
pub mod report;
pub mod setup;
pub mod todo;
pub mod webhooks;

use crate::error::AppError;
use crate::store::campaigns::Member;
use crate::web::auth::Caller;
use crate::web::{db, AppState};
use actix_web::web;
use std::collections::BTreeMap;

pub use crate::app::access::{actor_of, Access};

/// The viewer's actions over all their units (`rules::actions`), with the
/// members they were computed from, kept per campaign version and viewer:
/// the map, the overview, the orders page and the sheet show them, and a
/// change (a new version) computes them again. A kept answer is used for 5
/// seconds at most, so that what depends on the clock (a deadline passing,
/// a member's new display name) is never older than that. A kept answer
/// costs no database read.
pub async fn actions_of(
    state: &web::Data<AppState>,
    a: &Access,
) -> Result<std::sync::Arc<crate::web::ViewerMoves>, AppError> {
    let key = (a.id(), a.row.version, a.user_id);
    let fresh = std::time::Duration::from_secs(5);
    // The kept cell, or a new one that the requests arriving meanwhile
    // share: one computes, the others wait for its answer.
    let cell = match state.actions_cache.lock() {
        Ok(mut cache) => {
            let kept = cache
                .get(&key)
                .filter(|(at, _)| at.elapsed() < fresh)
                .map(|(_, cell)| cell.clone());
            kept.unwrap_or_else(|| {
                // Entries past their 5 s are never read again: dropping
                // them here keeps memory to the viewers of the last few
                // seconds.
                while cache
                    .peek_lru()
                    .is_some_and(|(_, (at, _))| at.elapsed() >= fresh)
                {
                    cache.pop_lru();
                }
                let cell = std::sync::Arc::new(tokio::sync::OnceCell::new());
                cache.put(key, (std::time::Instant::now(), cell.clone()));
                cell
            })
        }
        Err(_) => std::sync::Arc::new(tokio::sync::OnceCell::new()),
    };
    let acts = cell
        .get_or_try_init(|| async {
            let members = members(state, a.id()).await?;
            Ok::<_, AppError>(std::sync::Arc::new(crate::web::ViewerMoves {
                actions: a.actions(&state.catalog, &members, None)?,
                members,
                map_orders: Default::default(),
            }))
        })
        .await?;
    Ok(acts.clone())
}

/// The pages a member reads, as data: the router and the secrecy test both
/// read this table, so a new page is checked for hidden information.
pub fn page_routes() -> Vec<(&'static str, actix_web::Route)> {
    vec![
        ("/campaigns", web::get().to(pages::list)),
        ("/campaigns/{id}", web::get().to(pages::overview)),
        ("/campaigns/{id}/history", web::get().to(history::history)),
        ("/campaigns/{id}/setup", web::get().to(setup::setup_page)),
        ("/campaigns/{id}/export", web::get().to(setup::export)),
        ("/campaigns/{id}/map", web::get().to(map::map_page)),
        ("/campaigns/{id}/map.png", web::get().to(report::map_png)),
        ("/campaigns/{id}/messages", web::get().to(messages::page)),
        (
            "/campaigns/{id}/reports/{round}/{side}",
            web::get().to(report::report_page),
        ),
        (
            "/campaigns/{id}/zones/{zone}",
            web::get().to(map::zone_page),
        ),
        ("/campaigns/{id}/orders", web::get().to(orders::orders_page)),
        (
            "/campaigns/{id}/battles",
            web::get().to(battles::battles_page),
        ),
        (
            "/campaigns/{id}/battles/{battle}/sheet",
            web::get().to(battles::sheet_page),
        ),
        (
            "/campaigns/{id}/files/{file}",
            web::get().to(files::download),
        ),
        ("/campaigns/{id}/webhooks", web::get().to(webhooks::page)),
    ]
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    let posts: Vec<(&'static str, actix_web::Route)> = vec![
        ("/campaigns", web::post().to(pages::create)),
        ("/campaigns/{id}/nudge", web::post().to(pages::nudge)),
        ("/campaigns/{id}/messages", web::post().to(messages::post)),
        (
            "/campaigns/{id}/battles/{battle}/aar",
            web::post().to(aars::write),
        ),
        (
            "/campaigns/{id}/battles/{battle}/files",
            web::post().to(files::upload),
        ),
        (
            "/campaigns/{id}/files/{file}/remove",
            web::post().to(files::remove),
        ),
        ("/campaigns/{id}/webhooks", web::post().to(webhooks::add)),
        (
            "/campaigns/{id}/webhooks/{hook}/remove",
            web::post().to(webhooks::remove),
        ),
        (
            "/campaigns/{id}/messages/{mid}/edit",
            web::post().to(messages::edit),
        ),
        (
            "/campaigns/{id}/messages/{mid}/delete",
            web::post().to(messages::delete),
        ),
        (
            "/campaigns/{id}/setup/import",
            web::post().to(setup::import),
        ),
    ];
    let actions = forms::paths().map(|path| (path, web::post().to(forms::act)));
    crate::web::campaign_scoped(cfg, page_routes().into_iter().chain(posts).chain(actions));
}

/// The campaign's members (ask `access` first).
pub async fn members(state: &web::Data<AppState>, id: i64) -> Result<Vec<Member>, AppError> {
    db(state, move |c| Ok(crate::store::campaigns::members(c, id)?)).await
}

/// Each member's display name by user id.
pub fn names(members: &[Member]) -> BTreeMap<i64, String> {
    members
        .iter()
        .map(|m| (m.user_id, m.display_name.clone()))
        .collect()
}

fn banner(s: &crate::rules::CampaignState) -> String {
    pages::status_text(s)
}

/// A member's access to a campaign, or 404 (see `app::access::load`); a
/// kept credential is confirmed by the same statement (401 when gone).
pub async fn access(
    state: &web::Data<AppState>,
    campaign_id: i64,
    caller: &impl Caller,
) -> Result<Access, AppError> {
    Ok(access_and(state, campaign_id, caller, |_, _| Ok(()))
        .await?
        .0)
}

/// `access`, and then what the page reads for that access (`then`, run
/// only once access is granted), in the same trip to the database pool.
pub async fn access_and<T, F>(
    state: &web::Data<AppState>,
    campaign_id: i64,
    caller: &impl Caller,
    then: F,
) -> Result<(Access, T), AppError>
where
    F: FnOnce(&mut crate::store::DbConn, &Access) -> Result<T, AppError> + Send + 'static,
    T: Send + 'static,
{
    let user = caller.user().clone();
    let kept = caller.kept();
    let confirm = kept.map(|k| k.to_confirm(state.settings.session.lifetimes()));
    let cache = state.states.clone();
    let loaded = db(state, move |c| {
        let (access, confirmed) =
            crate::app::access::load_confirming(c, &cache, campaign_id, &user, confirm)?;
        let more = then(c, &access)?;
        Ok((access, confirmed, more))
    })
    .await;
    match (kept, loaded) {
        (Some(k), Ok((access, Some((now, data)), more))) => {
            k.confirmed(state, now, data);
            Ok((access, more))
        }
        (Some(k), Err(AppError::Unauthorized)) => {
            k.revoked(state);
            Err(AppError::Unauthorized)
        }
        (_, loaded) => loaded.map(|(access, _, more)| (access, more)),
    }
}
