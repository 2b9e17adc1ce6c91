//! Changes through the JSON API: `POST /campaigns/{id}/commands` takes any
//! command as a tagged body (`{"command": "draft_move", ...}`); each
//! command's REST path (from the registry, `rules::registry`) tags the body
//! and adds the id of its address. Every change answers with its events and the campaign
//! as it now is (or without it, for `Prefer: return=minimal`).

use super::answers::{Change, EventSummary};
use super::views::{campaign_view, CampaignView};
use crate::error::AppError;
use crate::rules::command::{Spec, COMMANDS};
use crate::rules::{Command, Created};
use crate::web::auth::{ApiUser, Return};
use crate::web::commands::{build, dry_run, execute, Executed};
use crate::web::http::errors::{ApiError, ApiResult};
use crate::web::state::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::{Map, Value};

/// The registry entry whose REST path is `method` `path` (under `/api/v1`).
pub fn alias(method: &str, path: &str) -> Option<&'static Spec> {
    COMMANDS
        .iter()
        .find(|c| c.api.method == method && c.api.path == path)
}

/// `POST /campaigns/{id}/commands`: any command, tagged.
pub async fn command(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i64>,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    let mut dry = false;
    let read = json_object(&body).and_then(|mut o| {
        dry = dry_run_flag(&mut o)?;
        to_command(Value::Object(o))
    });
    let cmd = or_hidden(&state, id, &user, read).await?;
    let status = cmd.spec().map_or(200, Spec::status);
    if dry {
        let mut done = dry_run(&state, id, &user, cmd).await?;
        if let Some(Created::Draft(d)) = done.created {
            let members = crate::web::access::members(&state, id).await?;
            done.preview = done.access.draft_preview(state.catalog(), &members, d)?;
        }
        return answered(&state, &user, status, &done);
    }
    run(&state, id, &user, cmd, status).await
}

/// `"dry_run": true` asks what the command would do (#25); it is not part
/// of the command.
fn dry_run_flag(o: &mut Map<String, Value>) -> Result<bool, ApiError> {
    match o.remove("dry_run") {
        None | Some(Value::Bool(false)) => Ok(false),
        Some(Value::Bool(true)) => Ok(true),
        Some(_) => Err(AppError::BadRequest("dry_run is true or false.".into()).into()),
    }
}

/// One handler for every command's REST path (`rules::registry`).
pub async fn alias_handler(
    req: HttpRequest,
    state: web::Data<AppState>,
    user: ApiUser,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let pattern = req
        .match_pattern()
        .and_then(|p| p.strip_prefix("/api/v1").map(String::from))
        .unwrap_or_default();
    let spec = alias(req.method().as_str(), &pattern).ok_or(AppError::NotFound)?;
    let id = crate::web::http::input::campaign_id(&req)?;
    let sub = req
        .match_info()
        .iter()
        .find(|(k, _)| *k != "id")
        .map(|(_, v)| v.to_string());
    let read = json_object(&body).and_then(|o| Ok(build(spec, o, sub.as_deref())?));
    let cmd = or_hidden(&state, id, &user, read).await?;
    run(&state, id, &user, cmd, spec.status()).await
}

/// The command read from the body, or why it could not be read, once the
/// caller is known to be a member: a non-member learns nothing, not even
/// that the body is wrong. (A command read checks access in its own
/// transaction, where the writer confirms a kept token, so a well-formed
/// change makes no trip of its own for it.)
async fn or_hidden(
    state: &web::Data<AppState>,
    id: i64,
    user: &ApiUser,
    read: Result<Command, ApiError>,
) -> ApiResult<Command> {
    match read {
        Ok(cmd) => Ok(cmd),
        Err(e) => {
            crate::web::access::access(state, id, user).await?;
            Err(e)
        }
    }
}

/// The body as a JSON object; an empty body is `{}`.
fn json_object(body: &[u8]) -> Result<Map<String, Value>, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(Map::new());
    }
    match serde_json::from_slice::<Value>(body) {
        Ok(Value::Object(mut m)) => {
            m.values_mut().for_each(integral);
            Ok(m)
        }
        Ok(_) => Err(AppError::BadRequest("The JSON body must be an object.".into()).into()),
        Err(e) => {
            Err(AppError::BadRequest(format!("The JSON body could not be read: {e}.")).into())
        }
    }
}

/// A JSON body read as `T`, whole numbers written with a fraction (`3.0`)
/// read as the integers they are (what JSON Schema calls an integer).
pub fn read_json<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_value(Value::Object(json_object(body)?))
        .map_err(|e| AppError::BadRequest(format!("The JSON body could not be read: {e}.")).into())
}

/// JSON Schema's integers include `3.0`: a whole number written with a
/// fraction is read as the integer it is.
fn integral(v: &mut Value) {
    match v {
        Value::Number(n) if n.is_f64() => {
            if let Some(f) = n.as_f64().filter(|f| f.fract() == 0.0) {
                // Only where the integer is exact: |f| below 2^63.
                if f.abs() < 9.2e18 {
                    #[allow(clippy::cast_possible_truncation)]
                    let i = f as i64;
                    *v = Value::from(i);
                }
            }
        }
        Value::Array(a) => a.iter_mut().for_each(integral),
        Value::Object(o) => o.values_mut().for_each(integral),
        _ => {}
    }
}

fn to_command(v: Value) -> Result<Command, ApiError> {
    serde_json::from_value(v)
        .map_err(|e| AppError::BadRequest(format!("The JSON body could not be read: {e}.")).into())
}

/// Runs a command and answers with what it made, its events and the
/// campaign as the member now sees it.
pub async fn run(
    state: &web::Data<AppState>,
    id: i64,
    user: &ApiUser,
    cmd: Command,
    status: u16,
) -> ApiResult<HttpResponse> {
    let done = execute(state, id, user, cmd).await?;
    answered(state, user, status, &done)
}

/// The answer of a change (or of its dry run), as the member prefers it.
fn answered(
    state: &web::Data<AppState>,
    user: &ApiUser,
    status: u16,
    done: &Executed,
) -> ApiResult<HttpResponse> {
    let view = match user.1 {
        Return::Minimal => None,
        Return::Representation => Some(campaign_view(
            &done.access,
            done.access.map(state.catalog())?,
        )),
    };
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    Ok(answer(status, done, view))
}

/// The answer of a change: what it made, the entries the actor may read in
/// the text meant for them, and the campaign unless `Prefer: return=minimal`.
pub fn answer(status: StatusCode, d: &Executed, view: Option<CampaignView<'_>>) -> HttpResponse {
    let a = &d.access;
    let actor = a.actor();
    let who = crate::rules::Audience::of(&actor);
    let events = d
        .entries
        .iter()
        .filter(|e| who.reads(e.audience))
        .map(|e| EventSummary {
            kind: e.kind(),
            summary: crate::rules::visibility::entry_text(
                &actor,
                &e.text,
                e.inner.as_ref().map(|(s, t)| (*s, t.as_str())),
            ),
        })
        .collect();
    let mut body = Change {
        draft: None,
        battalion: None,
        units: None,
        unit: None,
        user_id: None,
        annotation: None,
        invite_link: d.invite.as_deref(),
        events,
        campaign: None,
        dry_run: d.dry_run,
        preview: d.preview.clone(),
    };
    match &d.created {
        Some(Created::Draft(id)) => body.draft = a.state.drafts.iter().find(|x| x.id == *id),
        Some(Created::Battalion(b, units)) => {
            body.battalion = Some(*b);
            body.units = Some(units);
        }
        Some(Created::Unit(u)) => body.unit = Some(*u),
        // A dry run names no account: it may not exist (#40).
        Some(Created::Member(u)) if !d.dry_run => body.user_id = Some(*u),
        Some(Created::Member(_)) => {}
        Some(Created::Annotation(n)) => body.annotation = Some(*n),
        None => {}
    }
    let mut res = HttpResponse::build(status);
    if view.is_none() {
        res.insert_header(("preference-applied", "return=minimal"));
    }
    let has_view = view.is_some();
    body.campaign = view;
    // Sized up front: a campaign is tens of kilobytes, and growing the
    // buffer by doubling copied it over and over.
    let mut bytes = Vec::with_capacity(if has_view { 128 * 1024 } else { 1024 });
    match serde_json::to_writer(&mut bytes, &body) {
        Ok(()) => res.content_type("application/json").body(bytes),
        Err(e) => actix_web::ResponseError::error_response(&ApiError(AppError::Internal(e.into()))),
    }
}
