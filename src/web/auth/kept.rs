//! Credentials seen lately (bearer tokens and signed-in sessions), so that
//! reading a campaign costs one trip to the database, not one for the
//! credential and one for the campaign.
//!
//! A kept credential is only a claim. The request that uses it must
//! confirm it against the database before its answer leaves: the campaign's
//! access statement does so in the read it makes anyway (`store::members::
//! access_row`), a change through the commands in its own transaction, and
//! `settle` confirms any request that did neither. Revoking a token or
//! ending a session is therefore seen by the very next request, on every
//! instance.
//!
//! Only reads of one campaign (`GET`/`HEAD` under `/campaigns/{id}` or
//! `/api/v1/campaigns/{id}`) use a kept credential, and changes through the
//! commands a kept token; every other request confirms its credential
//! first, as before. After a change the changer's kept credentials are
//! dropped on this instance, so their own next read sees the change to
//! their account (name, time zone); the admin flag that decides access is
//! read fresh with the campaign. A kept session whose state another
//! instance changed (a one-off message) takes the stored state when the
//! campaign's statement finds it.

use crate::app::accounts::{self, User};
use crate::app::sessions::Lifetimes;
use crate::web::http::errors::ApiError;
use crate::web::state::AppState;
use actix_session::{Session, SessionExt};
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::Next;
use actix_web::{web, HttpMessage, HttpRequest, ResponseError};
use std::cell::Cell;
use std::collections::HashMap;
use std::rc::Rc;

pub use crate::web::auth::recent::{Recent, Sessions, Tokens, FRESH, KEPT};

/// Which credential a request was let in by.
pub use crate::app::sessions::Claim;

/// A request's kept credential, still to be confirmed.
pub struct Kept {
    pub claim: Claim,
    pub user_id: i64,
    /// The token's digest (its key in `AppState::tokens`).
    digest: String,
    /// The session as this request holds it.
    session: Option<Session>,
    confirmed: Cell<bool>,
}

impl Kept {
    /// A kept token (the id of a command's `Job`, the access statement's
    /// `Confirm`).
    pub fn token_id(&self) -> Option<i64> {
        match self.claim {
            Claim::Token(id) => Some(id),
            Claim::Session(_) => None,
        }
    }

    /// What the access statement confirms.
    pub fn to_confirm(&self, life: Lifetimes) -> crate::app::access::Kept {
        crate::app::access::Kept {
            claim: self.claim,
            life,
        }
    }

    /// The database still has the credential: its user (and a session's
    /// state) as now stored.
    pub fn confirmed(&self, state: &AppState, user: User, data: Option<String>) {
        self.confirmed.set(true);
        match self.claim {
            Claim::Token(_) => state.tokens.change(&self.digest, |(_, u)| *u = user),
            Claim::Session(id) => {
                if let (Some(session), Some(data)) = (&self.session, data) {
                    if take_stored_state(session, &data) {
                        // Changed elsewhere: the next request loads it.
                        state.kept_sessions.forget_where(|l| l.id == id);
                    }
                }
            }
        }
    }

    /// A transaction found the token still there (`campaign::execute`).
    pub fn confirmed_only(&self) {
        self.confirmed.set(true);
    }

    /// The credential is gone: forgotten, and a session's cookie removed.
    pub fn revoked(&self, state: &AppState) {
        match self.claim {
            Claim::Token(_) => state.tokens.forget(&self.digest),
            Claim::Session(id) => {
                state.kept_sessions.forget_where(|l| l.id == id);
                if let Some(session) = &self.session {
                    session.purge();
                }
            }
        }
    }
}

/// Replaces the session's state by the stored one if they differ (another
/// instance changed it); true when they did.
fn take_stored_state(session: &Session, data: &str) -> bool {
    let Ok(stored) = serde_json::from_str::<HashMap<String, String>>(data) else {
        return false;
    };
    let held: HashMap<String, String> = session
        .entries()
        .iter()
        .filter(|(k, _)| !k.starts_with('_'))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    if held == stored {
        return false;
    }
    session.clear();
    for (k, v) in stored {
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(&v) {
            let _ = session.insert(k, value);
        }
    }
    true
}

/// Who changed something in this request (their kept credentials are
/// dropped once it is answered).
pub struct Changer(pub i64);

/// Whether a request may use a kept token: a read of one campaign, or a
/// change through the commands (confirmed in its own transaction).
fn may_keep(req: &HttpRequest) -> bool {
    reads_a_campaign(req) || is_command(req)
}

/// Whether a request is a change through `POST /campaigns/{id}/commands`
/// or one of the registry's REST paths: each ends in a transaction that
/// confirms a kept token, or in an access statement that does.
pub fn is_command(req: &HttpRequest) -> bool {
    let method = req.method().as_str();
    req.match_pattern()
        .as_deref()
        .and_then(|p| p.strip_prefix("/api/v1"))
        .is_some_and(|path| {
            (method == "POST" && path == "/campaigns/{id}/commands")
                || crate::rules::command::COMMANDS
                    .iter()
                    .any(|c| c.api.method == method && c.api.path == path)
        })
}

/// A read of one campaign.
pub fn reads_a_campaign(req: &HttpRequest) -> bool {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return false;
    }
    let path = req.path();
    let rest = path
        .strip_prefix("/api/v1/campaigns/")
        .or_else(|| path.strip_prefix("/campaigns/"));
    rest.and_then(|r| r.split('/').next())
        .is_some_and(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()))
}

fn note_changer(req: &HttpRequest, user_id: i64) {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        req.extensions_mut().insert(Changer(user_id));
    }
}

/// The user of a bearer token: kept (and marked for confirmation) when
/// the request may use it, else looked up and kept for later reads.
pub async fn user_of(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    token: &str,
) -> Result<Option<(User, Option<Rc<Kept>>)>, crate::error::AppError> {
    let digest = accounts::token_digest(token);
    let keep = may_keep(req);
    if keep {
        if let Some((token_id, user)) = state.tokens.get(&digest) {
            let kept = Rc::new(Kept {
                claim: Claim::Token(token_id),
                user_id: user.id,
                digest,
                session: None,
                confirmed: Cell::new(false),
            });
            req.extensions_mut().insert(kept.clone());
            return Ok(Some((user, Some(kept))));
        }
    }
    let d = digest.clone();
    let Some((token_id, user)) = state.app.token_by_digest(d).await? else {
        return Ok(None);
    };
    if keep {
        state.tokens.put(&digest, (token_id, user.clone()));
    } else {
        note_changer(req, user.id);
    }
    Ok(Some((user, None)))
}

/// The user of a session whose state came from this instance's memory
/// (`session_store`): on a read of a campaign, kept for its statement to
/// confirm; else confirmed now (None: the session has ended, and is purged).
pub async fn session_user(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    session: &Session,
    session_id: i64,
    user: User,
) -> Result<Option<(User, Option<Rc<Kept>>)>, crate::error::AppError> {
    let kept = Rc::new(Kept {
        claim: Claim::Session(session_id),
        user_id: user.id,
        digest: String::new(),
        session: Some(session.clone()),
        confirmed: Cell::new(false),
    });
    if reads_a_campaign(req) {
        req.extensions_mut().insert(kept.clone());
        return Ok(Some((user, Some(kept))));
    }
    let (uid, life) = (user.id, state.settings.session.lifetimes());
    match state.app.confirm_session(session_id, uid, life).await? {
        Some((data, now)) => {
            kept.confirmed(state, now.clone(), Some(data));
            note_changer(req, now.id);
            Ok(Some((now, None)))
        }
        None => {
            kept.revoked(state);
            Ok(None)
        }
    }
}

/// Notes a changer for a session confirmed the usual way.
pub fn session_changer(req: &HttpRequest, user_id: i64) {
    note_changer(req, user_id);
}

/// Drops what this instance keeps of a user who changed something: their
/// credentials, and the kept actions that list them as a member (a display
/// name is not part of a campaign's version).
fn forget_changer(state: &AppState, uid: i64) {
    state.tokens.forget_where(|(_, u)| u.id == uid);
    state.kept_sessions.forget_where(|l| l.user.id == uid);
    if let Ok(mut actions) = state.actions_cache.lock() {
        let theirs: Vec<(i64, u64, i64)> = actions
            .iter()
            .filter(|(_, (_, cell))| {
                cell.get()
                    .is_some_and(|moves| moves.members.iter().any(|m| m.user_id == uid))
            })
            .map(|(k, _)| *k)
            .collect();
        for k in theirs {
            actions.pop(&k);
        }
    }
}

/// After the handler: confirms a kept credential nothing confirmed yet (and
/// answers 401 instead if it is gone), drops a changer's kept credentials,
/// and sets no session cookie on a bearer client.
pub async fn settle(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody + 'static>>, actix_web::Error> {
    let res = next.call(req).await?;
    let read = matches!(*res.request().method(), Method::GET | Method::HEAD);
    if (read || res.request().path().starts_with("/api/"))
        && res.request().headers().contains_key(header::AUTHORIZATION)
        && !res.request().headers().contains_key(header::COOKIE)
    {
        // A bearer client without a cookie has no session: the CSRF value a
        // page read put in one, or anything an API change did, would only
        // cost a fresh encrypted cookie per request, which a token needs
        // not. (A page's form posted with a token keeps the message it
        // shows next, as a browser's would.)
        res.request().get_session().clear();
    }
    let Some(state) = res.request().app_data::<web::Data<AppState>>().cloned() else {
        return Ok(res.map_into_left_body());
    };
    if let Some(Changer(uid)) = res.request().extensions().get::<Changer>() {
        forget_changer(&state, *uid);
    }
    let kept = res.request().extensions().get::<Rc<Kept>>().cloned();
    let Some(kept) = kept.filter(|k| !k.confirmed.get()) else {
        return Ok(res.map_into_left_body());
    };
    let (claim, uid, life) = (kept.claim, kept.user_id, state.settings.session.lifetimes());
    let found = state.app.confirm_claim(claim, uid, life).await;
    match found {
        Ok(Some((user, data))) => {
            // Too late to take a state another instance may have changed:
            // the next request loads it afresh.
            if let (Claim::Session(id), Some(_)) = (claim, data) {
                state.kept_sessions.forget_where(|l| l.id == id);
            }
            kept.confirmed(&state, user, None);
            Ok(res.map_into_left_body())
        }
        Ok(None) => {
            kept.revoked(&state);
            let unauthorized = crate::error::AppError::Unauthorized;
            let answer = if res.request().path().starts_with("/api/") {
                ApiError(unauthorized).error_response()
            } else {
                unauthorized.error_response()
            };
            Ok(res.into_response(answer).map_into_right_body())
        }
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn only_reads_of_one_campaign_use_kept_tokens() {
        let reads = |m: Method, p: &str| {
            reads_a_campaign(&TestRequest::default().method(m).uri(p).to_http_request())
        };
        assert!(reads(Method::GET, "/campaigns/12/map"));
        assert!(reads(Method::GET, "/campaigns/12"));
        assert!(reads(Method::HEAD, "/api/v1/campaigns/3/actions?units=1"));
        assert!(!reads(Method::POST, "/api/v1/campaigns/3/orders"));
        assert!(!reads(Method::DELETE, "/api/v1/campaigns/3/orders/9"));
        assert!(!reads(Method::GET, "/campaigns"));
        assert!(!reads(Method::GET, "/campaigns/new"));
        assert!(!reads(Method::GET, "/api/v1/campaigns"));
        assert!(!reads(Method::GET, "/api/v1/me"));
        assert!(!reads(Method::GET, "/account"));
    }
}
