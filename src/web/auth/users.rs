//! Signed-in users and API clients: starting and ending a session, its
//! CSRF token and one-off messages, and the extractors that answer who is
//! asking (`CurrentUser` for pages, `ApiUser` for the API, `MaybeUser`).

use crate::app::accounts::User;
use crate::error::AppError;
use crate::web::auth::kept::Kept;
use crate::web::http::errors::ApiError;
use crate::web::state::AppState;
use actix_session::{Session, SessionExt};
use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{web, FromRequest, HttpRequest};
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

use crate::app::passwords::random_token;

// ----- sessions -----

use crate::web::auth::session_store::{ADDRESS, AGENT, KEPT, SID, UID, USER};
pub(crate) const CSRF: &str = "csrf";
/// The CSRF value of a cookie-less bearer request's pages (never checked).
pub(crate) const BEARER_CSRF: &str = "bearer";
const FLASH: &str = "flash";

/// Signs the user in on a fresh session (against session fixation): a new
/// row, noting the browser and the address for the account page.
pub fn start_session(session: &Session, req: &HttpRequest, user_id: i64) -> Result<(), AppError> {
    session.renew();
    session.clear();
    let agent = req
        .headers()
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let address = crate::web::http::client::of(req).map_or(String::new(), |ip| ip.to_string());
    let put = |k: &str, v: String| {
        session
            .insert(k, v)
            .map_err(|e| AppError::Internal(anyhow::anyhow!("session: {e}")))
    };
    session
        .insert(UID, user_id)
        .map_err(|e| AppError::Internal(anyhow::anyhow!("session: {e}")))?;
    put(CSRF, random_token(32))?;
    put(AGENT, agent)?;
    put(ADDRESS, address)?;
    Ok(())
}

/// The row id of this request's session (to mark it on the account page).
pub fn session_id(session: &Session) -> Option<i64> {
    session.get::<i64>(SID).ok().flatten()
}

pub fn end_session(session: &Session) {
    session.purge();
}

/// The session's CSRF token, created on first use.
pub fn csrf_token(session: &Session) -> String {
    if let Ok(Some(t)) = session.get::<String>(CSRF) {
        return t;
    }
    let t = random_token(32);
    let _ = session.insert(CSRF, &t);
    t
}

pub fn flash(session: &Session, kind: &str, message: impl Into<String>) {
    let _ = session.insert(FLASH, (kind.to_string(), message.into()));
}

/// Whether the session holds a one-off message (not taking it).
pub fn has_flash(session: &Session) -> bool {
    session.contains_key(FLASH)
}

/// The session's one-off message, taken (shown once).
pub fn take_flash(session: &Session) -> Option<(String, String)> {
    let f = session.get::<(String, String)>(FLASH).ok().flatten();
    if f.is_some() {
        session.remove(FLASH);
    }
    f
}

/// The header an open page's own refresh carries (`static/live.js`).
pub const LIVE_REFRESH: &str = "x-bocage-refresh";

/// A page's refresh in place (#25) neither shows nor takes the session's
/// one-off message: a change heard by an open tab must not take the "Move
/// drafted." of the form another tab just sent.
pub async fn refresh_keeps_flash(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<
    actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody + 'static>,
    actix_web::Error,
> {
    // Out of the session while the refresh is drawn, back in after.
    let kept = if req.headers().contains_key(LIVE_REFRESH) {
        take_flash(&req.get_session())
    } else {
        None
    };
    let res = next.call(req).await?;
    if let Some(flash) = kept {
        let _ = res.request().get_session().insert(FLASH, flash);
    }
    Ok(res)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthVia {
    Session,
    Token,
}

pub(crate) fn bearer(req: &HttpRequest) -> Option<String> {
    let h = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let t = h
        .strip_prefix("Bearer ")
        .or_else(|| h.strip_prefix("bearer "))?;
    Some(t.trim().to_string())
}

/// Who a request comes from: the user, how they signed in, and a kept
/// token still to be confirmed (`tokens`).
struct Resolved {
    user: User,
    via: AuthVia,
    kept: Option<Rc<Kept>>,
}

/// The signed-in user, by token or session; `Ok(None)` when anonymous.
/// A bearer token that matches nothing is an error, not anonymity.
/// Who is asking; a page is then answered in their chosen language (#44).
async fn resolve(req: &HttpRequest) -> Result<Option<Resolved>, AppError> {
    let found = resolve_user(req).await?;
    if let Some(lang) = found.as_ref().and_then(|r| r.user.language) {
        crate::web::http::language::chose(req, lang);
    }
    Ok(found)
}

async fn resolve_user(req: &HttpRequest) -> Result<Option<Resolved>, AppError> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("no app state")))?;
    if let Some(token) = bearer(req) {
        if !req.headers().contains_key(header::COOKIE) {
            // A bearer client without cookies has no session (`kept::settle`
            // drops it): its pages carry a fixed CSRF value, which no check
            // reads (`csrf_guard` passes bearer requests), so that a page
            // read twice is the same bytes under the same `ETag`.
            use actix_session::SessionExt;
            let _ = req.get_session().insert(CSRF, BEARER_CSRF);
        }
        return match crate::web::auth::kept::user_of(req, &state, &token).await? {
            Some((user, kept)) => Ok(Some(Resolved {
                user,
                via: AuthVia::Token,
                kept,
            })),
            None => Err(AppError::Unauthorized),
        };
    }
    let session_user = |user| {
        Some(Resolved {
            user,
            via: AuthVia::Session,
            kept: None,
        })
    };
    let session = req.get_session();
    let Ok(Some(uid)) = session.get::<i64>(UID) else {
        return Ok(None);
    };
    // The session's load joined its user: no second query.
    if let Ok(Some(user)) = session.get::<User>(USER) {
        if user.id == uid {
            let Ok(Some(sid)) = session.get::<i64>(KEPT) else {
                crate::web::auth::kept::session_changer(req, uid);
                return Ok(session_user(user));
            };
            // From this instance's memory: to be confirmed.
            return Ok(
                crate::web::auth::kept::session_user(req, &state, &session, sid, user)
                    .await?
                    .map(|(user, kept)| Resolved {
                        user,
                        via: AuthVia::Session,
                        kept,
                    }),
            );
        }
    }
    let user = state.app.user(uid).await?;
    match user {
        Some(u) => Ok(session_user(u)),
        None => {
            session.purge();
            Ok(None)
        }
    }
}

/// A page that needs a signed-in user: anonymous visitors go to /login.
pub struct CurrentUser {
    pub user: User,
    pub via: AuthVia,
    /// A kept token to confirm (`tokens`); None when already checked.
    pub kept: Option<Rc<Kept>>,
}

/// Whoever a handler acts for, as `campaign::access` takes it: the user,
/// and a kept token its statement confirms (`tokens`).
pub trait Caller {
    fn user(&self) -> &User;
    fn kept(&self) -> Option<&Rc<Kept>> {
        None
    }
}

impl Caller for User {
    fn user(&self) -> &User {
        self
    }
}

impl Caller for CurrentUser {
    fn user(&self) -> &User {
        &self.user
    }
    fn kept(&self) -> Option<&Rc<Kept>> {
        self.kept.as_ref()
    }
}

impl Caller for ApiUser {
    fn user(&self) -> &User {
        &self.0
    }
    fn kept(&self) -> Option<&Rc<Kept>> {
        self.2.as_ref()
    }
}

impl FromRequest for CurrentUser {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            match resolve(&req).await? {
                Some(Resolved { user, via, kept }) => Ok(CurrentUser { user, via, kept }),
                None => Err(AppError::Unauthorized),
            }
        })
    }
}

/// A page anyone may see (the sign-in page).
pub struct MaybeUser(pub Option<User>);

impl FromRequest for MaybeUser {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            Ok(MaybeUser(
                resolve(&req).await.ok().flatten().map(|r| r.user),
            ))
        })
    }
}

/// The API's user: token or session; errors answer as JSON 401. The third
/// field is a kept token to confirm (`tokens`).
pub struct ApiUser(pub User, pub Return, pub Option<Rc<Kept>>);

/// What a change answers with (RFC 7240 `Prefer: return=minimal`): by
/// default the campaign as it now is; on request only the change itself,
/// for clients that make many changes and read the campaign when they need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Return {
    Representation,
    Minimal,
}

impl Return {
    fn of(req: &HttpRequest) -> Return {
        let minimal = req
            .headers()
            .get_all("prefer")
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .any(|p| p.trim().eq_ignore_ascii_case("return=minimal"));
        if minimal {
            Return::Minimal
        } else {
            Return::Representation
        }
    }
}

impl FromRequest for ApiUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            match resolve(&req).await {
                Ok(Some(r)) => Ok(ApiUser(r.user, Return::of(&req), r.kept)),
                Ok(None) | Err(AppError::Unauthorized) => Err(ApiError(AppError::Unauthorized)),
                Err(e) => Err(ApiError(e)),
            }
        })
    }
}
