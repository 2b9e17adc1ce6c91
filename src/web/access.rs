//! A member's access to the campaign of the address: checked once, before
//! the handler runs, by the `InCampaign` extractor (as vaultwarden's
//! `OrgHeaders`); a non-member gets 404 and learns nothing, not even that
//! the campaign exists. A page that reads more for the access in the same
//! trip to the database calls `access_and`. The viewer's actions are kept
//! per viewer and what they see (`actions_of`, `sight`).

use crate::app::campaigns::Member;
use crate::error::AppError;
use crate::web::auth::Caller;
use crate::web::http::input::campaign_id;
use crate::web::state::{AppState, ViewerMoves};
use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpRequest};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

pub use crate::app::access::{actor_of, Access};

/// The caller `C` (a signed-in page reader, or an API client) and their
/// access to the campaign `{id}` of the address, checked: a handler that
/// takes it runs only for a member (or a site admin reading).
pub struct InCampaign<C> {
    pub access: Access,
    pub caller: C,
}

impl<C> std::ops::Deref for InCampaign<C> {
    type Target = Access;
    fn deref(&self) -> &Access {
        &self.access
    }
}

impl<C> FromRequest for InCampaign<C>
where
    C: FromRequest + Caller + 'static,
    C::Error: From<AppError>,
{
    type Error = C::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let caller = C::from_request(req, payload);
        let req = req.clone();
        Box::pin(async move {
            let caller = caller.await?;
            let state = req
                .app_data::<web::Data<AppState>>()
                .ok_or_else(|| AppError::Internal(anyhow::anyhow!("no app state")))?
                .clone();
            let id = campaign_id(&req)?;
            let access = access(&state, id, &caller).await?;
            Ok(InCampaign { access, caller })
        })
    }
}

impl<C: Caller> InCampaign<C> {
    /// The caller's access to campaign `id`, checked again (a page shown
    /// anew after a refused form).
    pub async fn load(
        state: &web::Data<AppState>,
        id: i64,
        caller: C,
    ) -> Result<InCampaign<C>, AppError> {
        let access = access(state, id, &caller).await?;
        Ok(InCampaign { access, caller })
    }
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

/// `access`, and then what the page reads for that access (`then`, one
/// read of `app` run only once access is granted), in the same trip to the
/// database pool.
pub async fn access_and<T, F>(
    state: &web::Data<AppState>,
    campaign_id: i64,
    caller: &impl Caller,
    then: F,
) -> Result<(Access, T), AppError>
where
    F: crate::app::AccessRead<T>,
    T: Send + 'static,
{
    let kept = caller.kept();
    let confirm = kept.map(|k| k.to_confirm(state.settings.session.lifetimes()));
    let loaded = state
        .app
        .access_and(campaign_id, caller.user(), confirm, then)
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

/// The viewer's actions over all their units (`rules::actions`), with the
/// members they were computed from, kept per viewer and what they see
/// (`sight`): the map, the overview, the orders page and the sheet show
/// them, and a change they see computes them again (one they may not see
/// does not: #40). A kept answer is used for 5
/// seconds at most, so that what depends on the clock (a deadline passing,
/// a member's new display name) is never older than that. A kept answer
/// costs no database read.
pub async fn actions_of(
    state: &web::Data<AppState>,
    a: &Access,
) -> Result<Arc<ViewerMoves>, AppError> {
    let key = (a.id(), sight(state, a)?, a.user_id);
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
                let cell = Arc::new(tokio::sync::OnceCell::new());
                cache.put(key, (std::time::Instant::now(), cell.clone()));
                cell
            })
        }
        Err(_) => Arc::new(tokio::sync::OnceCell::new()),
    };
    let acts = cell
        .get_or_try_init(|| async {
            let members = members(state, a.id()).await?;
            Ok::<_, AppError>(Arc::new(ViewerMoves {
                actions: a.actions(state.catalog(), &members, None)?,
                members,
                map_orders: Default::default(),
            }))
        })
        .await?;
    Ok(acts.clone())
}

/// What the reader sees of the campaign now (`app::live::Sight`): the
/// stamp of every cache of what they are drawn, which a change they may not
/// see leaves as it was (#40).
pub fn sight(state: &AppState, a: &Access) -> Result<u64, AppError> {
    // What a reader follows per person, not per side (the battles' PBEM
    // relays, R13.3), names their sight too: their kept actions and pages
    // change with it, and with nothing they may not follow.
    let actor = a.actor();
    let relays = crate::rules::relay_view::followed(&a.state, &actor, chrono::Utc::now());
    Ok(sight_as(state, a, crate::rules::Audience::of(&actor))?
        ^ crate::app::live::relay_digest(&relays))
}

/// `sight`, as a reader of `who` sees the campaign (a picture drawn for
/// the public, whoever asks for it).
pub fn sight_as(
    state: &AppState,
    a: &Access,
    who: crate::rules::Audience,
) -> Result<u64, AppError> {
    let map = a.map(state.catalog())?;
    Ok(state
        .app
        .core
        .live
        .sight(a.id(), a.row.version, &a.state, map, who)
        .0)
}

/// The campaign's members (ask `access` first).
pub async fn members(state: &web::Data<AppState>, id: i64) -> Result<Vec<Member>, AppError> {
    state.app.members(id).await
}

/// Each member's display name by user id.
pub fn names(members: &[Member]) -> crate::rules::Names {
    crate::rules::Names::new(members.iter().map(|m| (m.user_id, m.display_name.clone())))
}
