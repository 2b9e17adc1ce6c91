//! The page behind an invitation or reset link: choose a password (and a
//! display name); using the link ends every session of the old password.

use crate::error::{AppError, AppResult};
use crate::store::accounts;
use crate::web::auth;
use crate::web::pages::layout::Layout;
use crate::web::{db, redirect, AppState};
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
    let t = token.clone();
    let user = db(&state, move |c| {
        let uid = accounts::peek_user_token(c, "invite", &t)?
            .or(accounts::peek_user_token(c, "reset", &t)?);
        match uid {
            Some(id) => Ok(accounts::find(c, id)?),
            None => Ok(None),
        }
    })
    .await?
    .ok_or(AppError::NotFound)?;
    let page = InvitePage {
        layout: Layout::new(&session, None, "Choose your password"),
        token,
        email: user.email,
    };
    Ok(crate::web::html(page.render()?))
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
    let name = form.display_name.trim().to_string();
    if name.is_empty() || name.chars().count() > 60 {
        return Err(AppError::Invalid(
            "Your display name must have 1 to 60 characters.".into(),
        ));
    }
    let slot = crate::web::hash_slot(&state).await?;
    let password = form.password.clone();
    let hash = web::block(move || auth::hash_password(&password))
        .await
        .map_err(|e| AppError::Internal(e.into()))??;
    drop(slot);
    let uid = db(&state, move |c| {
        crate::store::write_tx(c, |c| {
            let uid = match accounts::consume_user_token(c, "invite", &token)? {
                Some(id) => Some(id),
                None => accounts::consume_user_token(c, "reset", &token)?,
            };
            let Some(uid) = uid else {
                return Err(AppError::NotFound);
            };
            accounts::set_password(c, uid, &hash)?;
            // A reset ends every session the old password opened.
            crate::store::sessions::end_all_of(c, uid)?;
            if let Some(u) = accounts::find(c, uid)? {
                accounts::set_profile(c, uid, &name, &u.time_zone)?;
            }
            Ok(uid)
        })
    })
    .await?;
    auth::start_session(&session, &req, uid)?;
    auth::flash(&session, "ok", "Welcome to Bocage. Your password is set.");
    Ok(redirect("/campaigns"))
}
