//! The language pickers (#44): the sign-in page's, which sets the
//! browser's language cookie (and a signed-in member's account), the
//! account page's, which sets the account's choice, and the GM's choice of
//! the campaign's language (on the webhooks page: what goes to a forum).

use crate::error::{AppError, AppResult};
use crate::rules::say::Lang;
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser, MaybeUser};
use crate::web::http::language;
use crate::web::http::respond::redirect;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct LanguageForm {
    /// A language's code; empty: the browser's (`Accept-Language`).
    #[serde(default)]
    language: String,
}

/// The language of a picker's form: a code Bocage speaks, or empty.
fn picked(form: &LanguageForm) -> AppResult<Option<Lang>> {
    if form.language.is_empty() {
        return Ok(None);
    }
    Lang::of(&form.language)
        .filter(|l| l.code() == form.language)
        .map(Some)
        .ok_or_else(|| AppError::BadRequest("Choose one of the languages offered.".into()))
}

/// The language cookie: a code, kept a year; sent to this site only.
fn language_cookie(lang: Option<Lang>) -> actix_web::cookie::Cookie<'static> {
    let mut c = actix_web::cookie::Cookie::build(language::COOKIE, lang.map_or("", |l| l.code()))
        .path("/")
        .http_only(true)
        .same_site(actix_web::cookie::SameSite::Lax)
        .finish();
    match lang {
        Some(_) => c.set_max_age(actix_web::cookie::time::Duration::days(365)),
        None => c.make_removal(),
    }
    c
}

/// The sign-in page's picker (#44): the browser reads Bocage in the
/// language chosen from now on; a signed-in member's account keeps it too.
pub async fn choose_language(
    session: Session,
    state: web::Data<AppState>,
    user: MaybeUser,
    form: web::Form<LanguageForm>,
) -> AppResult<HttpResponse> {
    let lang = picked(&form)?;
    let back = match &user.0 {
        Some(u) => {
            state.app.set_language(u.id, lang).await?;
            "/account"
        }
        None => "/login",
    };
    let said = lang.unwrap_or_default();
    auth::flash(
        &session,
        "ok",
        said.t1("language-saved", "language", said.name()),
    );
    let mut answer = redirect(back);
    answer
        .add_cookie(&language_cookie(lang))
        .map_err(|e| AppError::Internal(anyhow::anyhow!("cookie: {e}")))?;
    Ok(answer)
}

/// The account page's picker: the member's pages and mail in `language`,
/// or (empty) in what each browser asks for.
pub async fn update_language(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    form: web::Form<LanguageForm>,
) -> AppResult<HttpResponse> {
    let lang = picked(&form)?;
    state.app.set_language(me.user.id, lang).await?;
    let said = lang.unwrap_or_default();
    let words = match lang {
        Some(l) => l.t1("language-saved", "language", l.name()),
        None => said.t("language-as-browser"),
    };
    auth::flash(&session, "ok", words);
    let mut answer = redirect("/account");
    answer
        .add_cookie(&language_cookie(lang))
        .map_err(|e| AppError::Internal(anyhow::anyhow!("cookie: {e}")))?;
    Ok(answer)
}

/// The GM's choice of the campaign's language: the turn reports, webhooks
/// and the animated map's captions are written in it.
pub async fn campaign_language(
    session: Session,
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    form: web::Form<LanguageForm>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let lang = picked(&form)?
        .ok_or_else(|| AppError::BadRequest("Choose one of the languages offered.".into()))?;
    state.app.set_campaign_language(a, lang).await?;
    let reader = language::reader();
    auth::flash(
        &session,
        "ok",
        reader.t1("campaign-language-saved", "language", lang.name()),
    );
    Ok(redirect(&format!("/campaigns/{id}/webhooks")))
}
