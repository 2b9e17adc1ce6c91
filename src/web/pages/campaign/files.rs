//! Battle files on the sheet (#15 part 2): the list the reader may see, the
//! upload form (multipart, its CSRF token checked here), download and
//! removal. Files are always served as attachments with a sandboxing CSP;
//! only images are shown inline, as `<img>` from this origin.

use crate::app::files as app;
use crate::error::{AppError, AppResult};
use crate::rules::BattleId;
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::redirect;
use crate::web::state::AppState;
use actix_multipart::Multipart;
use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};
use futures_util::StreamExt;
use serde::Deserialize;

/// What the upload form sent.
struct Upload {
    csrf: Option<String>,
    name: String,
    taken: Option<crate::app::files::Taken>,
    gm_only: bool,
}

/// Reads the multipart body, stopping as soon as the file passes `max`
/// bytes. The CSRF token must come before the file (the form puts it
/// first) and is checked by `check` as soon as it is read: nothing of the
/// file is read for a request that is not the member's own.
async fn read_upload(
    app: &crate::app::App,
    mut body: Multipart,
    intake: crate::app::intake::Intake,
    check: impl Fn(&str) -> Result<(), AppError>,
) -> Result<Upload, Option<AppError>> {
    let bad = |_| Some(AppError::BadRequest("The upload could not be read.".into()));
    let mut up = Upload {
        csrf: None,
        name: String::new(),
        taken: None,
        gm_only: false,
    };
    let mut intake = Some(intake);
    while let Some(field) = body.next().await {
        let mut field = field.map_err(bad)?;
        let name = field.name().unwrap_or_default().to_string();
        if name == "file" {
            if up.csrf.is_none() {
                return Err(Some(AppError::Forbidden(
                    "This form is out of date; reload the page and try again.".into(),
                )));
            }
            // The token came first and was good: the file's chunks go to
            // the intake, which says what stops them; one file per form.
            let Some(mut file) = intake.take() else {
                return Err(Some(AppError::BadRequest("One file per upload.".into())));
            };
            up.name = field
                .content_disposition()
                .and_then(|d| d.get_filename())
                .map(String::from)
                .unwrap_or_default();
            while let Some(chunk) = field.next().await {
                app.take(&mut file, &chunk.map_err(bad)?)
                    .await
                    .map_err(Some)?;
            }
            up.taken = Some(file.finish());
            continue;
        }
        let mut buf = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(bad)?;
            if buf.len() + chunk.len() > 4096 {
                // Over a field's size: answered once the token is known good.
                return Err(None);
            }
            buf.extend_from_slice(&chunk);
        }
        match name.as_str() {
            "csrf_token" => {
                let token = String::from_utf8_lossy(&buf).into_owned();
                check(&token).map_err(Some)?;
                up.csrf = Some(token);
            }
            "gm_only" => up.gm_only = !buf.is_empty(),
            _ => {}
        }
    }
    Ok(up)
}

/// A battle upload form's body, read once who may attach is known:
/// membership is checked (the extractor); then the battle, who attaches
/// and the declared length, before a byte of the body is read (the form's
/// own fields take a few kilobytes beside the file); the token first, the
/// file up to the limit.
async fn received(
    session: &Session,
    state: &web::Data<AppState>,
    a: &crate::web::access::Access,
    bid: BattleId,
    req: &HttpRequest,
    body: Multipart,
) -> AppResult<Upload> {
    let settings = &state.settings.files;
    let declared =
        crate::web::http::input::declared_length(req).map(|n| n.saturating_sub(FORM_OVERHEAD));
    let intake = state.app.intake(a, settings, bid, declared).await?;
    let s = session.clone();
    let csrf = move |token: &str| auth::check_csrf(&s, Some(token));
    let up = match read_upload(&state.app, body, intake, csrf).await {
        Ok(up) => up,
        // The token came first and was good: a body cut short by the limit
        // is too large.
        Err(None) => return Err(app::too_large(settings)),
        Err(Some(e)) => return Err(e),
    };
    auth::check_csrf(session, up.csrf.as_deref())?;
    Ok(up)
}

pub async fn upload(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    path: web::Path<(i64, BattleId)>,
    req: HttpRequest,
    body: Multipart,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let settings = state.settings.files.clone();
    let up = received(&session, &state, &a, bid, &req, body).await?;
    let gm_only = up.gm_only;
    let upload = app::Upload {
        name: up.name,
        taken: up
            .taken
            .unwrap_or_else(|| crate::app::files::Taken::whole(&[])),
        gm_only: up.gm_only,
    };
    let result = state.app.attach(a, settings, bid, upload).await;
    match result {
        Ok(f) => {
            auth::flash(&session, "ok", format!("{} attached.", f.name));
            Ok(redirect(&format!(
                "/campaigns/{id}/battles/{bid}/sheet#files"
            )))
        }
        Err(e) => {
            let fields = vec![(
                "gm_only".to_string(),
                if gm_only { "on" } else { "" }.into(),
            )];
            let action = format!("/campaigns/{id}/battles/{bid}/files");
            super::sheet_page::sheet_again(session, state, me, (id, bid), &action, &fields, e).await
        }
    }
}

/// The relay's form (R13.3): the commander's turn file uploaded to the
/// battle and sent to the opponent in one step. A send the rules refuse
/// (not his turn, not a CMBN file) keeps nothing: the file goes again, and
/// the sheet says why at the form.
pub async fn send_turn(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    path: web::Path<(i64, BattleId)>,
    req: HttpRequest,
    body: Multipart,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let settings = state.settings.files.clone();
    let action = format!("/campaigns/{id}/battles/{bid}/turns/upload");
    let up = received(&session, &state, &a, bid, &req, body).await?;
    let upload = app::Upload {
        name: up.name,
        taken: up
            .taken
            .unwrap_or_else(|| crate::app::files::Taken::whole(&[])),
        gm_only: false,
    };
    // The rules decide the send (whose turn, a CMBN file), with their words.
    let sent = match state.app.attach(a.clone(), settings, bid, upload).await {
        Ok(f) => {
            let cmd = crate::rules::Command::SendTurn(crate::rules::relay::SendTurn {
                battle: bid,
                file: f.id,
                stored: None,
            });
            match crate::web::commands::execute(&state, id, &me, cmd).await {
                Ok(_) => Ok(f),
                Err(e) => {
                    // Nothing kept of a refused send.
                    let _ = state.app.remove_file(a.clone(), f.id).await;
                    Err(e)
                }
            }
        }
        Err(e) => Err(e),
    };
    match sent {
        Ok(f) => {
            auth::flash(
                &session,
                "ok",
                format!("{} sent: your opponent is told.", f.name),
            );
            Ok(redirect(&format!(
                "/campaigns/{id}/battles/{bid}/sheet#relay"
            )))
        }
        Err(e) => {
            super::sheet_page::sheet_again(session, state, me, (id, bid), &action, &[], e).await
        }
    }
}

/// What a multipart upload form sends beside the file (boundaries, the
/// token and the GM-only box): generous, so no honest upload is refused.
const FORM_OVERHEAD: u64 = 16 * 1024;

#[derive(Deserialize)]
pub struct Inline {
    #[serde(default)]
    inline: Option<String>,
}

pub async fn download(
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    path: web::Path<(i64, i64)>,
    q: web::Query<Inline>,
) -> AppResult<HttpResponse> {
    let (_id, fid) = path.into_inner();
    let (f, data) = state.app.open_file(a.clone(), fid).await?;
    state.app.note_fetched(&a, &me.user, &f).await?;
    Ok(crate::web::http::respond::file(
        &f,
        data,
        q.inline.is_some(),
    ))
}

pub async fn remove(
    session: Session,
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    path: web::Path<(i64, i64)>,
) -> AppResult<HttpResponse> {
    let (id, fid) = path.into_inner();
    let f = state.app.remove_file(a, fid).await?;
    auth::flash(&session, "ok", format!("{} removed.", f.name));
    Ok(redirect(&format!(
        "/campaigns/{id}/battles/{}/sheet#files",
        f.battle_id
    )))
}
