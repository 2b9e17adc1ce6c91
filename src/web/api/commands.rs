//! Changes through the JSON API: `POST /campaigns/{id}/commands` takes any
//! command as a tagged body (`{"command": "draft_move", ...}`); the REST
//! paths of each command are thin aliases that tag the body and add the ids
//! of their address. Every change answers with its events and the campaign
//! as it now is (or without it, for `Prefer: return=minimal`).

use super::answers::{Change, EventSummary};
use super::views::{campaign_view, CampaignView};
use crate::error::AppError;
use crate::rules::{Command, Created};
use crate::web::auth::{ApiUser, Return};
use crate::web::campaign::{execute, Executed};
use crate::web::errors::{ApiError, ApiResult};
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::{json, Map, Value};

/// A REST path of one command.
pub struct Alias {
    pub method: &'static str,
    pub path: &'static str,
    pub command: &'static str,
    /// The body goes under this key (`PUT /params` takes the parameters).
    pub wrap: Option<&'static str>,
    /// The field the address's second id fills (`{bid}` -> "battle").
    pub sub: Option<&'static str>,
    pub status: u16,
}

const fn alias(method: &'static str, path: &'static str, command: &'static str) -> Alias {
    Alias {
        method,
        path,
        command,
        wrap: None,
        sub: None,
        status: 200,
    }
}

const fn with_sub(mut a: Alias, sub: &'static str) -> Alias {
    a.sub = Some(sub);
    a
}

const fn created(mut a: Alias) -> Alias {
    a.status = 201;
    a
}

const fn wrapped(mut a: Alias, key: &'static str) -> Alias {
    a.wrap = Some(key);
    a
}

pub const ALIASES: &[Alias] = &[
    wrapped(
        alias("PUT", "/campaigns/{id}/params", "set_params"),
        "params",
    ),
    alias("PUT", "/campaigns/{id}/calendar", "set_calendar"),
    created(alias("POST", "/campaigns/{id}/battalions", "add_battalion")),
    with_sub(
        alias(
            "PATCH",
            "/campaigns/{id}/battalions/{bid}",
            "update_battalion",
        ),
        "battalion",
    ),
    with_sub(
        alias(
            "DELETE",
            "/campaigns/{id}/battalions/{bid}",
            "remove_battalion",
        ),
        "battalion",
    ),
    with_sub(
        alias("PATCH", "/campaigns/{id}/units/{uid}", "rename_unit"),
        "unit",
    ),
    with_sub(
        alias("DELETE", "/campaigns/{id}/units/{uid}", "remove_unit"),
        "unit",
    ),
    created(alias("POST", "/campaigns/{id}/support", "add_support")),
    alias("POST", "/campaigns/{id}/control", "set_control"),
    alias("POST", "/campaigns/{id}/start", "start"),
    created(alias("POST", "/campaigns/{id}/orders", "draft_move")),
    alias("POST", "/campaigns/{id}/orders/commit", "commit"),
    with_sub(
        alias("PUT", "/campaigns/{id}/orders/{oid}", "update_draft"),
        "draft",
    ),
    with_sub(
        alias("DELETE", "/campaigns/{id}/orders/{oid}", "delete_draft"),
        "draft",
    ),
    alias(
        "POST",
        "/campaigns/{id}/reinforcements",
        "place_reinforcement",
    ),
    alias("POST", "/campaigns/{id}/phase/advance", "advance"),
    alias("POST", "/campaigns/{id}/phase/undo", "undo"),
    alias("PUT", "/campaigns/{id}/phase/deadline", "set_deadline"),
    with_sub(
        alias(
            "POST",
            "/campaigns/{id}/battles/{bid}/support",
            "assign_support",
        ),
        "battle",
    ),
    with_sub(
        alias(
            "POST",
            "/campaigns/{id}/battles/{bid}/defenders",
            "choose_defenders",
        ),
        "battle",
    ),
    with_sub(
        alias(
            "POST",
            "/campaigns/{id}/battles/{bid}/result",
            "enter_result",
        ),
        "battle",
    ),
    with_sub(
        alias(
            "POST",
            "/campaigns/{id}/battles/{bid}/casualties",
            "choose_casualties",
        ),
        "battle",
    ),
    with_sub(
        alias("PUT", "/campaigns/{id}/battles/{bid}/due", "set_battle_due"),
        "battle",
    ),
    with_sub(
        wrapped(
            alias(
                "PUT",
                "/campaigns/{id}/battles/{bid}/conditions",
                "set_conditions",
            ),
            "conditions",
        ),
        "battle",
    ),
];

/// Whether a request is a change through `POST /campaigns/{id}/commands`
/// or one of its aliases: each ends in `run`, whose transaction confirms a
/// kept token (`web::tokens`), or in `access`, whose statement does.
pub fn is_command(req: &HttpRequest) -> bool {
    let method = req.method().as_str();
    req.match_pattern()
        .as_deref()
        .and_then(|p| p.strip_prefix("/api/v1"))
        .is_some_and(|path| {
            (method == "POST" && path == "/campaigns/{id}/commands")
                || ALIASES.iter().any(|a| a.path == path && a.method == method)
        })
}

/// `POST /campaigns/{id}/commands`: any command, tagged.
pub async fn command(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i64>,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let id = path.into_inner();
    let cmd = match json_object(&body).and_then(|o| to_command(Value::Object(o))) {
        Ok(cmd) => cmd,
        Err(e) => {
            // Non-members learn nothing, not even that the body is wrong.
            crate::web::campaign::access(&state, id, &user).await?;
            return Err(e);
        }
    };
    let status = match cmd {
        Command::DraftMove(_) | Command::AddBattalion(_) | Command::AddSupport(_) => 201,
        _ => 200,
    };
    run(&state, id, &user, cmd, status).await
}

/// One handler for every alias in `ALIASES`.
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
    let method = req.method().as_str();
    let a = ALIASES
        .iter()
        .find(|a| a.path == pattern && a.method == method)
        .ok_or(AppError::NotFound)?;
    let info = req.match_info();
    let id = crate::web::campaign_id(&req)?;
    let object = match json_object(&body) {
        Ok(o) => o,
        Err(e) => {
            crate::web::campaign::access(&state, id, &user).await?;
            return Err(e);
        }
    };
    let mut object = match a.wrap {
        Some(key) => Map::from_iter([(key.to_string(), Value::Object(object))]),
        None => object,
    };
    if let Some(field) = a.sub {
        let raw = info.iter().find(|(k, _)| *k != "id").map_or("", |(_, v)| v);
        let Ok(n) = raw.parse::<i64>() else {
            // Non-members learn nothing, not even that the address is wrong.
            crate::web::campaign::access(&state, id, &user).await?;
            return Err(AppError::BadRequest("This address is malformed.".into()).into());
        };
        object.insert(field.to_string(), json!(n));
    }
    object.insert("command".into(), json!(a.command));
    let cmd = match to_command(Value::Object(object)) {
        Ok(cmd) => cmd,
        Err(e) => {
            crate::web::campaign::access(&state, id, &user).await?;
            return Err(e);
        }
    };
    run(&state, id, &user, cmd, a.status).await
}

/// The body as a JSON object; an empty body is `{}`.
fn json_object(body: &[u8]) -> Result<Map<String, Value>, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(Map::new());
    }
    match serde_json::from_slice::<Value>(body) {
        Ok(Value::Object(m)) => Ok(m),
        Ok(_) => Err(AppError::BadRequest("The JSON body must be an object.".into()).into()),
        Err(e) => {
            Err(AppError::BadRequest(format!("The JSON body could not be read: {e}.")).into())
        }
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
    let view = match user.1 {
        Return::Minimal => None,
        Return::Representation => Some(campaign_view(
            &done.access,
            done.access.map(&state.catalog)?,
        )),
    };
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    Ok(answer(status, &done, view))
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
        events,
        campaign: None,
    };
    match &d.created {
        Some(Created::Draft(id)) => body.draft = a.state.drafts.iter().find(|x| x.id == *id),
        Some(Created::Battalion(b, units)) => {
            body.battalion = Some(*b);
            body.units = Some(units);
        }
        Some(Created::Unit(u)) => body.unit = Some(*u),
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
