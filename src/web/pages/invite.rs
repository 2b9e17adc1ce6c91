//! The page behind an invitation or reset link: choose a password (and a
//! display name); using the link ends every session and every API token of
//! the account (whoever held it before keeps nothing).

use crate::error::{AppError, AppResult};
use crate::web::auth;
use crate::web::http::respond::redirect;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "account/invite.html")]
struct InvitePage {
    layout: Layout,
    token: String,
    email: String,
}

pub async fn invite_page(
    session: Session,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> AppResult<HttpResponse> {
    let token = path.into_inner();
    let user = state
        .app
        .link_user(token.clone())
        .await?
        .ok_or(AppError::NotFound)?;
    let page = InvitePage {
        layout: Layout::new(
            &session,
            None,
            crate::web::http::language::reader().t("invite-title"),
        ),
        token,
        email: user.email,
    };
    Ok(crate::web::http::respond::html(page.render()?))
}

#[derive(Deserialize)]
pub struct InviteForm {
    display_name: String,
    password: String,
}

pub async fn accept_invite(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    path: web::Path<String>,
    form: web::Form<InviteForm>,
) -> AppResult<HttpResponse> {
    let token = path.into_inner();
    let form = form.into_inner();
    auth::check_new_password(&form.password)?;
    let name =
        crate::rules::roles::check_display_name(&form.display_name).map_err(AppError::Invalid)?;
    let slot = crate::web::state::hash_slot(&state).await?;
    let password = form.password.clone();
    let hash = web::block(move || auth::hash_password(&password))
        .await
        .map_err(|e| AppError::Internal(e.into()))??;
    drop(slot);
    // Using the link ends every session and every API token of the account.
    let uid = state.app.set_password_by_link(token, hash, name).await?;
    auth::start_session(&session, &req, uid)?;
    auth::flash(&session, "ok", "Welcome to Bocage. Your password is set.");
    Ok(redirect("/campaigns"))
}
