//! Mail preferences, one-click unsubscribe, password reset and the
//! deadline calendar feed.

use crate::app::accounts;
use crate::app::mail::{self as mailprefs, CATEGORIES};
use crate::error::{AppError, AppResult};
use crate::web::auth::{self, CurrentUser, MaybeUser};
use crate::web::http::language::reader;
use crate::web::http::respond::html;
use crate::web::http::respond::redirect;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/account/mail", web::post().to(save_prefs))
        .route("/account/calendar", web::post().to(new_calendar))
        .route("/account/calendar/revoke", web::post().to(revoke_calendar))
        .route("/calendar/{token}", web::get().to(calendar))
        .route(
            "/unsubscribe/{uid}/{category}/{sig}",
            web::get().to(unsubscribe_page),
        )
        .route(
            "/unsubscribe/{uid}/{category}/{sig}",
            web::post().to(unsubscribe),
        )
        .route("/password/forgot", web::get().to(forgot_page))
        .route("/password/forgot", web::post().to(forgot));
}

#[derive(Deserialize)]
pub struct PrefsForm {
    #[serde(default)]
    digest_hour: String,
    #[serde(flatten)]
    modes: std::collections::BTreeMap<String, String>,
}

pub async fn save_prefs(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    form: web::Form<PrefsForm>,
) -> AppResult<HttpResponse> {
    let f = form.into_inner();
    let hour: i32 = if f.digest_hour.is_empty() {
        me.user.digest_hour
    } else {
        f.digest_hour
            .parse()
            .map_err(|_| AppError::Invalid("The digest hour must be 0 to 23.".into()))?
    };
    if !(0..=23).contains(&hour) {
        return Err(AppError::Invalid("The digest hour must be 0 to 23.".into()));
    }
    let mut changes = Vec::new();
    for (c, _) in CATEGORIES {
        if let Some(mode) = f.modes.get(&format!("mode_{c}")) {
            if !["immediate", "digest", "off"].contains(&mode.as_str()) {
                return Err(AppError::Invalid(format!(
                    "'{}' is not immediate, digest or off.",
                    mode.chars().take(20).collect::<String>()
                )));
            }
            if !mailprefs::mandatory(c) {
                changes.push((c.to_string(), mode.clone()));
            }
        }
    }
    state.app.save_mail_prefs(me.user.id, changes, hour).await?;
    auth::flash(&session, "ok", "Mail preferences saved.");
    Ok(redirect("/account"))
}

pub async fn new_calendar(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
) -> AppResult<HttpResponse> {
    let token = auth::random_token(20);
    let uid = me.user.id;
    // Only the digest is stored, as with API tokens: the URL is shown once.
    let digest = accounts::token_digest(&token);
    state.app.set_calendar_secret(uid, Some(digest)).await?;
    let url = format!(
        "{}/calendar/{token}.ics",
        state.settings.server.public_url.trim_end_matches('/')
    );
    let _ = session.insert("new_calendar", url);
    auth::flash(
        &session,
        "ok",
        "New calendar link created; any older one no longer works.",
    );
    Ok(redirect("/account"))
}

pub async fn revoke_calendar(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
) -> AppResult<HttpResponse> {
    state.app.set_calendar_secret(me.user.id, None).await?;
    auth::flash(&session, "ok", "Calendar link revoked.");
    Ok(redirect("/account"))
}

/// An iCalendar feed with every phase deadline and battle due date of the
/// user's campaigns. The secret URL is the only credential.
pub async fn calendar(
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> AppResult<HttpResponse> {
    let token = path.into_inner().trim_end_matches(".ics").to_string();
    if token.len() < 20 {
        return Err(AppError::NotFound);
    }
    let base = state
        .settings
        .server
        .public_url
        .trim_end_matches('/')
        .to_string();
    let body = state.app.calendar_feed(token, base).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .body(body))
}

#[derive(Template)]
#[template(path = "account/unsubscribe.html")]
struct UnsubscribePage {
    layout: Layout,
    label: String,
    done: bool,
    action: String,
}

/// A mail category's label in the reader's language (#44), for the
/// account page and the unsubscribe page; `english` where the catalogue
/// does not name the category.
pub fn category_label(category: &str, english: &str) -> String {
    let id = match category {
        "invitation" => "account-mail-cat-invitation",
        "password_reset" => "account-mail-cat-password-reset",
        "nudge" => "account-mail-cat-nudge",
        "directive" => "account-mail-cat-directive",
        "phase" => "account-mail-cat-phase",
        "reminder" => "account-mail-cat-reminder",
        "drafts_ready" => "account-mail-cat-drafts-ready",
        "orders" => "account-mail-cat-orders",
        "battle" => "account-mail-cat-battle",
        "result" => "account-mail-cat-result",
        "victory" => "account-mail-cat-victory",
        "schedule" => "account-mail-cat-schedule",
        "message" => "account-mail-cat-message",
        "summary" => "account-mail-cat-summary",
        _ => return english.to_string(),
    };
    reader().t(id)
}

fn check_sig(state: &AppState, uid: i64, category: &str, sig: &str) -> AppResult<String> {
    let expected = mailprefs::unsubscribe_sig(&state.app.core.mail.secret, uid, category);
    let label = CATEGORIES
        .iter()
        .find(|(c, _)| *c == category)
        .map(|(c, l)| category_label(c, l))
        .ok_or(AppError::NotFound)?;
    if mailprefs::mandatory(category)
        || !bool::from(subtle::ConstantTimeEq::ct_eq(
            expected.as_bytes(),
            sig.as_bytes(),
        ))
    {
        return Err(AppError::NotFound);
    }
    Ok(label)
}

pub async fn unsubscribe_page(
    session: Session,
    state: web::Data<AppState>,
    path: web::Path<(i64, String, String)>,
) -> AppResult<HttpResponse> {
    let (uid, category, sig) = path.into_inner();
    let label = check_sig(&state, uid, &category, &sig)?;
    let page = UnsubscribePage {
        layout: Layout::new(&session, None, reader().t("unsubscribe-button")),
        label,
        done: false,
        action: format!("/unsubscribe/{uid}/{category}/{sig}"),
    };
    Ok(html(page.render()?))
}

/// One-click unsubscribe (RFC 8058): no sign-in, only for the signed user and category.
pub async fn unsubscribe(
    session: Session,
    state: web::Data<AppState>,
    path: web::Path<(i64, String, String)>,
) -> AppResult<HttpResponse> {
    let (uid, category, sig) = path.into_inner();
    let label = check_sig(&state, uid, &category, &sig)?;
    state.app.unsubscribe(uid, category.clone()).await?;
    let page = UnsubscribePage {
        layout: Layout::new(&session, None, reader().t("unsubscribe-done")),
        label,
        done: true,
        action: String::new(),
    };
    Ok(html(page.render()?))
}

#[derive(Template)]
#[template(path = "account/forgot.html")]
struct ForgotPage {
    layout: Layout,
    sent: bool,
}

pub async fn forgot_page(session: Session, user: MaybeUser) -> AppResult<HttpResponse> {
    let page = ForgotPage {
        layout: Layout::new(&session, user.0.as_ref(), reader().t("login-forgot")),
        sent: false,
    };
    Ok(html(page.render()?))
}

#[derive(Deserialize)]
pub struct ForgotForm {
    email: String,
}

/// Mails a reset link (valid one hour, single use). The answer is the same
/// whether or not the email has an account.
pub async fn forgot(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    form: web::Form<ForgotForm>,
) -> AppResult<HttpResponse> {
    let email = accounts::normalise_email(&form.email);
    if !state
        .limits
        .reset_allowed(crate::web::http::client::of(&req))
    {
        return Err(AppError::TooManyRequests(
            "Too many reset requests from your address. Wait a minute, then try again.".into(),
        ));
    }
    // One mail per account every few minutes; the answer is the same either
    // way, so nobody can block a player's reset or learn anything from it.
    let due = state.limits.reset_mail_due(&email);
    let token = auth::random_token(24);
    state.app.send_reset(email, due, token).await?;
    let page = ForgotPage {
        layout: Layout::new(&session, None, reader().t("forgot-check-mail")),
        sent: true,
    };
    Ok(html(page.render()?))
}
