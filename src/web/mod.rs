//! HTTP: pages and the JSON API. Handlers parse input into typed commands,
//! check the role, and hand over to the store and the rules.

pub mod api;
pub mod auth;
pub mod commands;
pub mod http;
pub mod pages;

use crate::config::Settings;
use crate::error::AppError;
use crate::store::DbConn;
use crate::web::http::errors::ApiError;
use actix_web::http::header;
use actix_web::{web, HttpResponse};
use std::sync::Arc;

/// What every handler reaches: the shell (`app`: pool, catalog, mail, state
/// cache, writer), the settings, the trusted proxies, the sign-in limits and
/// the rendered-page caches.
pub struct AppState {
    pub app: crate::app::App,
    pub settings: Settings,
    pub proxies: auth::client::Proxies,
    pub limits: auth::limits::SignInLimits,
    pub fragments: Arc<http::fragments::Fragments>,
    /// Battle sheets and their BBCode by campaign version
    /// (`pages::campaign::battles::sheet_for`).
    pub sheets: Arc<http::fragments::Fragments<Arc<(crate::render::sheet::Sheet, String)>>>,
    /// Password hashing slots (`security.max_concurrent_hashes`): each
    /// argon2id hash holds 19 MiB while it runs.
    pub hash_gate: Arc<tokio::sync::Semaphore>,
    /// Each viewer's actions by campaign version (`pages::campaign::actions_of`).
    pub actions_cache: Arc<ActionsCache>,
    /// Bearer tokens and sessions seen lately, confirmed by each request
    /// that uses them (`kept`).
    pub tokens: Arc<auth::kept::Tokens>,
    pub kept_sessions: Arc<auth::kept::Sessions>,
}

/// (campaign, version, viewer) -> the viewer's actions.
pub type ActionsCache = std::sync::Mutex<lru::LruCache<(i64, i64, i64), ActionsEntry>>;

/// A viewer's actions and when they were computed.
/// The cell is shared by every request that asks while it is computed, so
/// that many readers arriving at once compute it once.
pub type ActionsEntry = (
    std::time::Instant,
    Arc<tokio::sync::OnceCell<Arc<ViewerMoves>>>,
);

/// What one viewer may do at one campaign version, and what the map page
/// derives from it (the odds preview per destination), computed once.
pub struct ViewerMoves {
    pub actions: crate::rules::Actions,
    /// The campaign's members at that version.
    pub members: Vec<crate::store::campaigns::Member>,
    /// The map page's order data block (`pages::campaign::map_orders::json_block`).
    pub map_orders: std::sync::OnceLock<Option<Arc<str>>>,
}

impl std::ops::Deref for ViewerMoves {
    type Target = crate::rules::Actions;
    fn deref(&self) -> &Self::Target {
        &self.actions
    }
}

impl std::ops::Deref for AppState {
    type Target = crate::app::App;
    fn deref(&self) -> &crate::app::App {
        &self.app
    }
}

/// Waits for a password hashing slot; hold it while hashing.
pub async fn hash_slot(
    state: &web::Data<AppState>,
) -> Result<tokio::sync::OwnedSemaphorePermit, AppError> {
    state
        .hash_gate
        .clone()
        .acquire_owned()
        .await
        .map_err(|_| AppError::Internal(anyhow::anyhow!("the hashing gate is closed")))
}

/// Runs blocking database work off the async threads.
pub async fn db<T, F>(state: &web::Data<AppState>, f: F) -> Result<T, AppError>
where
    F: FnOnce(&mut DbConn) -> Result<T, AppError> + Send + 'static,
    T: Send + 'static,
{
    let pool = state.pool.clone();
    web::block(move || {
        let mut conn = pool.get()?;
        f(&mut conn)
    })
    .await?
}

/// A form body with repeated keys (checkbox lists) read into a struct.
pub struct HtmlForm<T>(pub T);

impl<T: serde::de::DeserializeOwned + 'static> actix_web::FromRequest for HtmlForm<T> {
    type Error = AppError;
    type Future = std::pin::Pin<Box<dyn std::future::Future<Output = Result<Self, AppError>>>>;

    fn from_request(
        req: &actix_web::HttpRequest,
        payload: &mut actix_web::dev::Payload,
    ) -> Self::Future {
        let fut = web::Bytes::from_request(req, payload);
        Box::pin(async move {
            let body = fut.await.map_err(|e| {
                if http::errors::is_overflow(e.as_response_error().status_code()) {
                    AppError::TooLarge(
                        "This form is larger than Bocage accepts (256 KB). Nothing was changed."
                            .into(),
                    )
                } else {
                    AppError::BadRequest(format!("The form could not be read: {e}."))
                }
            })?;
            serde_html_form::from_bytes(&body)
                .map(HtmlForm)
                .map_err(|e| AppError::BadRequest(format!("The form could not be read: {e}.")))
        })
    }
}

/// An optional number from a form field: empty means none.
pub fn optional_number<T: std::str::FromStr>(s: &str, what: &str) -> Result<Option<T>, AppError> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    s.parse().map(Some).map_err(|_| {
        AppError::Invalid(format!(
            "The {what} must be a number; '{}' is not.",
            s.chars().take(20).collect::<String>()
        ))
    })
}

/// The campaign id in the address (`{id}`).
pub fn campaign_id(req: &actix_web::HttpRequest) -> Result<i64, crate::error::AppError> {
    req.match_info()
        .get("id")
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| crate::error::AppError::BadRequest("This address is malformed.".into()))
}

/// A page, 200 OK.
pub fn html(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(body)
}

pub fn redirect(to: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, to.to_string()))
        .finish()
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(http::health::healthz))
        .route("/", web::get().to(pages::account::home))
        .route("/login", web::get().to(pages::account::login_page))
        .route("/login", web::post().to(pages::account::login))
        .route("/logout", web::post().to(pages::account::logout))
        .route("/account", web::get().to(pages::account::account_page))
        .route(
            "/account/profile",
            web::post().to(pages::account::update_profile),
        )
        .route(
            "/account/password",
            web::post().to(pages::account::change_password),
        )
        .route(
            "/account/tokens",
            web::post().to(pages::account::create_token),
        )
        .route(
            "/account/sessions/{id}/end",
            web::post().to(pages::sessions::end_one),
        )
        .route(
            "/account/sessions/end-all",
            web::post().to(pages::sessions::end_all),
        )
        .route(
            "/account/tokens/{id}/revoke",
            web::post().to(pages::account::revoke_token),
        )
        .route("/invite/{token}", web::get().to(pages::invite::invite_page))
        .route(
            "/invite/{token}",
            web::post().to(pages::invite::accept_invite),
        )
        // The API first: its requests then try none of the pages' patterns.
        .service(web::scope("/api/v1").configure(api::routes))
        .configure(pages::mailpages::routes)
        .configure(pages::campaign::routes);
}

/// Registers routes, those of one campaign (`/campaigns/{id}...`) inside
/// one scope: the router then matches a request against the campaign
/// prefix once instead of against every campaign pattern in turn (each a
/// regular expression). Every other route goes first, so that a fixed path
/// such as `/campaigns/import` is never taken for a campaign id.
pub fn campaign_scoped(
    cfg: &mut web::ServiceConfig,
    routes: impl IntoIterator<Item = (&'static str, actix_web::Route)>,
) {
    let mut scope = web::scope(CAMPAIGN);
    for (path, route) in routes {
        match path.strip_prefix(CAMPAIGN) {
            Some(rest) => scope = scope.route(rest, route),
            None => {
                cfg.route(path, route);
            }
        }
    }
    cfg.service(scope);
}

/// The prefix of one campaign's routes.
const CAMPAIGN: &str = "/campaigns/{id}";

/// Error handlers so malformed input answers 400 with a clear message, as a
/// page for forms and as JSON for the API.
pub fn form_config() -> web::FormConfig {
    web::FormConfig::default()
        .limit(256 * 1024)
        .error_handler(|err, req| {
            let api = req.path().starts_with("/api/");
            if let actix_web::error::UrlencodedError::Overflow { .. } = err {
                return http::errors::too_large(api);
            }
            let msg = format!("The form could not be read: {err}.");
            if api {
                ApiError(AppError::BadRequest(msg)).into()
            } else {
                AppError::BadRequest(msg).into()
            }
        })
}

pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(2 * 1024 * 1024)
        .error_handler(|err, _req| {
            use actix_web::error::JsonPayloadError as J;
            if let J::Overflow { .. } | J::OverflowKnownLength { .. } = err {
                return http::errors::too_large(true);
            }
            ApiError(AppError::BadRequest(format!(
                "The JSON body could not be read: {err}."
            )))
            .into()
        })
}

pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|err, req| {
        let e = AppError::BadRequest(format!("This address is malformed: {err}."));
        if req.path().starts_with("/api/") {
            ApiError(e).into()
        } else {
            e.into()
        }
    })
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, req| {
        let e = AppError::BadRequest(format!("The query string is malformed: {err}."));
        if req.path().starts_with("/api/") {
            ApiError(e).into()
        } else {
            e.into()
        }
    })
}

pub async fn not_found(req: actix_web::HttpRequest) -> Result<HttpResponse, actix_web::Error> {
    if req.path().starts_with("/api/") {
        Err(ApiError(AppError::NotFound).into())
    } else {
        Err(AppError::NotFound.into())
    }
}
