//! HTTP: pages and the JSON API. Handlers receive a member's access to
//! the campaign already checked (`access::InCampaign`), call `app` and the
//! renderers, and answer; every change goes through `commands`.
//!
//! Rooms: `auth` (who is asking), `http` (plumbing), `pages`, `api`, and
//! what pages and API share: `state`, `access`, `commands`.

pub mod access;
pub mod api;
pub mod auth;
pub mod commands;
pub mod drawn;
pub mod http;
pub mod pages;
pub mod state;

pub use state::AppState;

use actix_web::web;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(http::health::healthz))
        .route("/readyz", web::get().to(http::health::readyz))
        .route("/metrics", web::get().to(http::metrics::metrics))
        .route("/static/{file}", web::get().to(http::assets::serve))
        .route("/", web::get().to(pages::account::home))
        .route("/rules", web::get().to(pages::rules::rules_page))
        .route("/battles", web::get().to(pages::board::board_page))
        .route("/login", web::get().to(pages::account::login_page))
        .route("/login", web::post().to(pages::account::login))
        .route("/logout", web::post().to(pages::account::logout))
        .route("/account", web::get().to(pages::account::account_page))
        .route(
            "/account/profile",
            web::post().to(pages::account::update_profile),
        )
        .route("/account/game", web::post().to(pages::account::update_game))
        .route(
            "/account/language",
            web::post().to(pages::language::update_language),
        )
        .route(
            "/language",
            web::post().to(pages::language::choose_language),
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
