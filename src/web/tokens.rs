//! Bearer tokens seen lately, so that reading a campaign costs one trip to
//! the database, not one for the token and one for the campaign.
//!
//! A kept token is only a claim. The request that uses it must confirm it
//! against the database before its answer leaves: the campaign's access
//! statement does so in the read it makes anyway (`store::members::
//! access_row`), and `settle` confirms any request that did not. Revoking a
//! token is therefore seen by the very next request, on every instance.
//!
//! Only reads of one campaign (`GET`/`HEAD` under `/campaigns/{id}` or
//! `/api/v1/campaigns/{id}`) use a kept token; everything else, and every
//! change, looks its token up first, as before. After a change the
//! changer's kept tokens are dropped on this instance, so their own next
//! read sees the change to their account (name, time zone, admin flag);
//! the admin flag that decides access is read fresh with the campaign.

use crate::store::accounts::{self, User};
use crate::web::errors::ApiError;
use crate::web::{db, AppState};
use actix_session::SessionExt;
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::Next;
use actix_web::{web, HttpMessage, HttpRequest, ResponseError};
use std::cell::Cell;
use std::rc::Rc;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Tokens kept at most (each a digest and a user: well under 1 MB in all).
pub const KEPT: usize = 1024;
/// How long a token is kept after it was looked up.
pub const FRESH: Duration = Duration::from_secs(30);

/// Token digest -> (token id, user, when looked up).
pub struct Tokens {
    kept: Mutex<lru::LruCache<String, (i64, User, Instant)>>,
}

impl Default for Tokens {
    fn default() -> Self {
        Tokens {
            kept: Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::MIN.saturating_add(KEPT - 1),
            )),
        }
    }
}

impl Tokens {
    /// The token id and user kept for `digest`, if looked up in the last
    /// `FRESH`.
    pub fn get(&self, digest: &str) -> Option<(i64, User)> {
        let mut kept = self.kept.lock().ok()?;
        match kept.get(digest) {
            Some((id, user, at)) if at.elapsed() < FRESH => Some((*id, user.clone())),
            Some(_) => {
                kept.pop(digest);
                None
            }
            None => None,
        }
    }

    pub fn put(&self, digest: &str, token_id: i64, user: User) {
        if let Ok(mut kept) = self.kept.lock() {
            kept.put(digest.to_string(), (token_id, user, Instant::now()));
        }
    }

    /// A confirmed token's user as now stored (keeps when it was looked up).
    fn refresh(&self, digest: &str, user: User) {
        if let Ok(mut kept) = self.kept.lock() {
            if let Some(entry) = kept.get_mut(digest) {
                entry.1 = user;
            }
        }
    }

    pub fn forget(&self, digest: &str) {
        if let Ok(mut kept) = self.kept.lock() {
            kept.pop(digest);
        }
    }

    /// Drops every kept token of `user_id`.
    pub fn forget_user(&self, user_id: i64) {
        if let Ok(mut kept) = self.kept.lock() {
            let theirs: Vec<String> = kept
                .iter()
                .filter(|(_, (_, u, _))| u.id == user_id)
                .map(|(d, _)| d.clone())
                .collect();
            for d in theirs {
                kept.pop(&d);
            }
        }
    }

    pub fn len(&self) -> usize {
        self.kept.lock().map_or(0, |k| k.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A request's kept token, still to be confirmed.
pub struct Kept {
    pub token_id: i64,
    pub user_id: i64,
    digest: String,
    confirmed: Cell<bool>,
}

impl Kept {
    /// The database still has the token: keep its user as now stored.
    pub fn confirmed(&self, state: &AppState, user: User) {
        self.confirmed.set(true);
        state.tokens.refresh(&self.digest, user);
    }

    /// A transaction found the token still there (`campaign::execute`).
    pub fn confirmed_only(&self) {
        self.confirmed.set(true);
    }

    /// The token is gone.
    pub fn revoked(&self, state: &AppState) {
        state.tokens.forget(&self.digest);
    }
}

/// Who changed something in this request (their kept tokens are dropped
/// once it is answered).
struct Changer(i64);

/// Whether a request may use a kept token: a read of one campaign, or a
/// change through the commands (confirmed in its own transaction).
fn may_keep(req: &HttpRequest) -> bool {
    reads_a_campaign(req) || crate::web::api::commands::is_command(req)
}

/// A read of one campaign.
fn reads_a_campaign(req: &HttpRequest) -> bool {
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

/// The user of a bearer token: kept (and marked for confirmation) when
/// the request may use it, else looked up and kept for later reads.
pub async fn user_of(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    token: &str,
) -> Result<Option<(User, Option<Rc<Kept>>)>, crate::error::AppError> {
    let digest = accounts::token_digest(token);
    let reads = may_keep(req);
    if reads {
        if let Some((token_id, user)) = state.tokens.get(&digest) {
            let kept = Rc::new(Kept {
                token_id,
                user_id: user.id,
                digest,
                confirmed: Cell::new(false),
            });
            req.extensions_mut().insert(kept.clone());
            return Ok(Some((user, Some(kept))));
        }
    }
    let d = digest.clone();
    let Some((token_id, user)) = db(state, move |c| Ok(accounts::token_by_digest(c, &d)?)).await?
    else {
        return Ok(None);
    };
    if reads {
        state.tokens.put(&digest, token_id, user.clone());
    } else if !matches!(*req.method(), Method::GET | Method::HEAD) {
        req.extensions_mut().insert(Changer(user.id));
    }
    Ok(Some((user, None)))
}

/// After the handler: confirms a kept token nothing confirmed yet (and
/// answers 401 instead if it was revoked meanwhile), drops a changer's kept
/// tokens, and sets no session cookie on a bearer client.
pub async fn settle(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody + 'static>>, actix_web::Error> {
    let res = next.call(req).await?;
    let read = matches!(*res.request().method(), Method::GET | Method::HEAD);
    if read
        && res.request().headers().contains_key(header::AUTHORIZATION)
        && !res.request().headers().contains_key(header::COOKIE)
    {
        // A bearer client reading without a cookie has no session: the CSRF
        // token a page minted for its forms (which a token needs not) would
        // only cost a fresh encrypted cookie per request. (A change keeps
        // what it put in the session: the message shown after it.)
        res.request().get_session().clear();
    }
    let Some(state) = res.request().app_data::<web::Data<AppState>>().cloned() else {
        return Ok(res.map_into_left_body());
    };
    if let Some(Changer(uid)) = res.request().extensions().get::<Changer>() {
        state.tokens.forget_user(*uid);
    }
    let kept = res.request().extensions().get::<Rc<Kept>>().cloned();
    let Some(kept) = kept.filter(|k| !k.confirmed.get()) else {
        return Ok(res.map_into_left_body());
    };
    let (tid, uid) = (kept.token_id, kept.user_id);
    match db(&state, move |c| Ok(accounts::token_user(c, tid, uid)?)).await {
        Ok(Some(user)) => {
            kept.confirmed(&state, user);
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

    fn user(id: i64) -> User {
        User {
            id,
            email: format!("u{id}@example.com"),
            display_name: format!("U{id}"),
            password_hash: String::new(),
            time_zone: "UTC".into(),
            is_admin: false,
            created_at: chrono::NaiveDateTime::default(),
            digest_hour: 7,
            calendar_token: None,
        }
    }

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

    #[test]
    fn kept_tokens_expire_are_bounded_and_are_dropped_per_user() {
        let tokens = Tokens::default();
        tokens.put("a", 1, user(7));
        tokens.put("b", 2, user(7));
        tokens.put("c", 3, user(8));
        assert_eq!(tokens.get("a").map(|(t, u)| (t, u.id)), Some((1, 7)));
        tokens.forget_user(7);
        assert!(tokens.get("a").is_none() && tokens.get("b").is_none());
        assert_eq!(tokens.get("c").map(|(t, _)| t), Some(3));
        // Older than FRESH: looked up again.
        if let Ok(mut kept) = tokens.kept.lock() {
            if let Some(entry) = kept.get_mut("c") {
                entry.2 = Instant::now() - FRESH;
            }
        }
        assert!(tokens.get("c").is_none());
        for i in 0..(KEPT as i64 + 10) {
            tokens.put(&format!("t{i}"), i, user(i));
        }
        assert_eq!(tokens.len(), KEPT);
        assert!(
            tokens.get("t0").is_none(),
            "the least recently used went first"
        );
    }
}
