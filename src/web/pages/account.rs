//! Sign-in, sign-out, the account page (profile, password, API tokens) and
//! invitation links.

use crate::app::accounts::{self, ApiToken};
use crate::error::{AppError, AppResult};
use crate::rules::say::Lang;
use crate::web::auth::{self, CurrentUser, MaybeUser};
use crate::web::http::language::reader;
use crate::web::http::respond::redirect;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

pub async fn home(user: MaybeUser) -> HttpResponse {
    match user.0 {
        Some(_) => redirect("/campaigns"),
        None => redirect("/login"),
    }
}

#[derive(Template)]
#[template(path = "account/login.html")]
struct LoginPage {
    layout: Layout,
    email: String,
    error: Option<String>,
}

pub async fn login_page(session: Session, user: MaybeUser) -> AppResult<HttpResponse> {
    if user.0.is_some() {
        return Ok(redirect("/campaigns"));
    }
    let page = LoginPage {
        layout: Layout::new(&session, None, reader().t("login-title")),
        email: String::new(),
        error: None,
    };
    Ok(crate::web::http::respond::html(page.render()?))
}

#[derive(Deserialize)]
pub struct LoginForm {
    email: String,
    password: String,
}

pub async fn login(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    form: web::Form<LoginForm>,
) -> AppResult<HttpResponse> {
    let form = form.into_inner();
    let email = accounts::normalise_email(&form.email);
    // The address first: a refused attempt records nothing for the account.
    if !state
        .limits
        .sign_in_allowed(crate::web::http::client::of(&req))
    {
        return Err(AppError::TooManyRequests(
            "Too many sign-in attempts from your address. Wait a minute, then try again.".into(),
        ));
    }
    // Wrong passwords for this account slow it down; they never lock it.
    let delay = state.limits.delay(&email);
    if !delay.is_zero() {
        actix_web::rt::time::sleep(delay).await;
    }
    let _slot = crate::web::state::hash_slot(&state).await?;
    let user = state.app.sign_in(email.clone(), form.password).await?;
    match user {
        Some(u) => {
            state.limits.succeeded(&email);
            auth::start_session(&session, &req, u.id)?;
            tracing::info!(user_id = u.id, "signed in");
            Ok(redirect("/campaigns"))
        }
        None => {
            state.limits.failed(&email);
            let page = LoginPage {
                layout: Layout::new(&session, None, reader().t("login-title")),
                email,
                error: Some(reader().t("login-wrong")),
            };
            Ok(HttpResponse::Unauthorized()
                .content_type("text/html; charset=utf-8")
                .body(page.render()?))
        }
    }
}

pub async fn logout(session: Session) -> HttpResponse {
    auth::end_session(&session);
    redirect("/login")
}

#[derive(Template)]
#[template(path = "account/account.html")]
struct AccountPage {
    layout: Layout,
    email: String,
    display_name: String,
    time_zone: String,
    tokens: Vec<ApiToken>,
    new_token: Option<String>,
    zones: Vec<&'static str>,
    sessions: Vec<crate::web::pages::sessions::SessionLine>,
    prefs: Vec<(String, String, String, bool)>,
    digest_hour: i32,
    /// Whether a calendar link exists; its URL is shown once, when made.
    calendar_active: bool,
    new_calendar_url: Option<String>,
    idle_hours: i64,
    lifetime_hours: i64,
    /// The CMBN the member has (R13.2): version, modules one per line.
    cmbn_version: String,
    cmbn_modules: String,
    /// The language the member chose (#44); None: the browser's.
    language: Option<Lang>,
}

pub async fn account_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
) -> AppResult<HttpResponse> {
    let uid = me.user.id;
    let life = state.settings.session.lifetimes();
    let crate::app::read::account::AccountReads {
        tokens,
        prefs,
        sessions: live,
    } = state.app.account_reads(uid, life).await?;
    let new_token = session.get::<String>("new_token").ok().flatten();
    session.remove("new_token");
    let new_calendar_url = session.get::<String>("new_calendar").ok().flatten();
    session.remove("new_calendar");
    let page = AccountPage {
        layout: Layout::new(&session, Some(&me.user), reader().t("account-title")),
        language: me.user.language,
        email: me.user.email.clone(),
        display_name: me.user.display_name.clone(),
        time_zone: me.user.time_zone.clone(),
        tokens,
        new_token,
        zones: chrono_tz::TZ_VARIANTS.iter().map(|z| z.name()).collect(),
        sessions: crate::web::pages::sessions::lines(live, auth::session_id(&session)),
        // Each category's label in the reader's language (#44).
        prefs: prefs
            .into_iter()
            .map(|(cat, label, mode, mandatory)| {
                let label = crate::web::pages::mailpages::category_label(&cat, &label);
                (cat, label, mode, mandatory)
            })
            .collect(),
        digest_hour: me.user.digest_hour,
        calendar_active: me.user.calendar_token.is_some(),
        new_calendar_url,
        idle_hours: state.settings.session.idle_hours.max(1),
        lifetime_hours: state.settings.session.lifetime_hours.max(1),
        cmbn_version: me.user.game.version.clone(),
        cmbn_modules: me.user.game.modules.join("\n"),
    };
    Ok(crate::web::http::respond::html(page.render()?))
}

#[derive(Deserialize)]
pub struct GameForm {
    #[serde(default)]
    version: String,
    #[serde(default)]
    modules: String,
}

/// The member says which CMBN they have (R13.2): the GM is told of a
/// battle whose commanders lack what the campaign needs.
pub async fn update_game(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    form: web::Form<GameForm>,
) -> AppResult<HttpResponse> {
    let form = form.into_inner();
    let fields = vec![
        ("version".to_string(), form.version.clone()),
        ("modules".to_string(), form.modules.clone()),
    ];
    let kit = crate::rules::kit::GameKit::of_lines(&form.version, &form.modules);
    match state.app.set_game(me.user.id, kit).await {
        Err(e @ AppError::Invalid(_)) => refused(&req, session, state, &me, fields, e).await,
        Err(e) => Err(e),
        Ok(()) => {
            auth::flash(
                &session,
                "ok",
                "Saved: the game masters of your campaigns see it.",
            );
            Ok(redirect("/account"))
        }
    }
}

#[derive(Deserialize)]
pub struct ProfileForm {
    display_name: String,
    time_zone: String,
}

/// The account page again, with the refusal above it and the form that
/// was sent refilled (passwords never are).
async fn refused(
    req: &HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    me: &CurrentUser,
    fields: Vec<(String, String)>,
    e: AppError,
) -> AppResult<HttpResponse> {
    auth::flash(
        &session,
        "error",
        e.public_message_in(crate::web::http::language::reader()),
    );
    let again = CurrentUser {
        user: me.user.clone(),
        via: me.via,
        kept: None,
    };
    let page = account_page(session, state, again).await?;
    crate::web::pages::refill::again(page, req.path(), &fields, &e).await
}

pub async fn update_profile(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    form: web::Form<ProfileForm>,
) -> AppResult<HttpResponse> {
    let fields = vec![
        ("display_name".to_string(), form.display_name.clone()),
        ("time_zone".to_string(), form.time_zone.clone()),
    ];
    match save_profile(&session, &state, &me, form.into_inner()).await {
        Err(e @ AppError::Invalid(_)) => refused(&req, session, state, &me, fields, e).await,
        other => other,
    }
}

async fn save_profile(
    session: &Session,
    state: &web::Data<AppState>,
    me: &CurrentUser,
    form: ProfileForm,
) -> AppResult<HttpResponse> {
    let name =
        crate::rules::roles::check_display_name(&form.display_name).map_err(AppError::Invalid)?;
    if form.time_zone.parse::<chrono_tz::Tz>().is_err() {
        return Err(AppError::Invalid(format!(
            "'{}' is not a time zone Bocage knows.",
            form.time_zone.chars().take(60).collect::<String>()
        )));
    }
    state
        .app
        .set_profile(me.user.id, name, form.time_zone.clone())
        .await?;
    auth::flash(session, "ok", "Profile saved.");
    Ok(redirect("/account"))
}

#[derive(Deserialize)]
pub struct PasswordForm {
    current: String,
    new: String,
    confirm: String,
    /// "on" (the box, ticked by default): end every API token too.
    #[serde(default)]
    end_tokens: Option<String>,
}

pub async fn change_password(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    form: web::Form<PasswordForm>,
) -> AppResult<HttpResponse> {
    let s = session.clone();
    match new_password(&req, s, &state, &me, form.into_inner()).await {
        Err(e @ AppError::Invalid(_)) => refused(&req, session, state, &me, Vec::new(), e).await,
        other => other,
    }
}

async fn new_password(
    req: &HttpRequest,
    session: Session,
    state: &web::Data<AppState>,
    me: &CurrentUser,
    form: PasswordForm,
) -> AppResult<HttpResponse> {
    if form.new != form.confirm {
        return Err(AppError::Invalid(
            "The new password and its confirmation differ.".into(),
        ));
    }
    auth::check_new_password(&form.new)?;
    let keep_tokens = form.end_tokens.is_none();
    let _slot = crate::web::state::hash_slot(state).await?;
    // Every session of the old password ends, this one included (and,
    // unless kept, every API token)...
    let ended = state
        .app
        .change_password(me.user.clone(), form.current, form.new, keep_tokens)
        .await?;
    // ...and this browser goes on in a new one.
    auth::start_session(&session, req, me.user.id)?;
    let said = match ended {
        0 => "Password changed.".to_string(),
        n => {
            format!(
                "Password changed. {} ended: make new ones where you need them.",
                crate::rules::words::count(n, "API token", "API tokens")
            )
        }
    };
    auth::flash(&session, "ok", said);
    Ok(redirect("/account"))
}

#[derive(Deserialize)]
pub struct TokenForm {
    name: String,
}

pub async fn create_token(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    form: web::Form<TokenForm>,
) -> AppResult<HttpResponse> {
    let name = form.name.trim().to_string();
    if name.is_empty() || name.chars().count() > 60 {
        return Err(AppError::Invalid(
            "Name the token (1 to 60 characters) so you can recognise it later.".into(),
        ));
    }
    let token = format!("bocage_{}", auth::random_token(24));
    state.app.add_token(me.user.id, name, token.clone()).await?;
    let _ = session.insert("new_token", token);
    auth::flash(
        &session,
        "ok",
        "Token created. Copy it now: it is shown only once.",
    );
    Ok(redirect("/account"))
}

pub async fn revoke_token(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let (uid, id) = (me.user.id, path.into_inner());
    let revoked = state.app.revoke_token(uid, id).await?;
    if !revoked {
        return Err(AppError::NotFound);
    }
    auth::flash(&session, "ok", "Token revoked.");
    Ok(redirect("/account"))
}
