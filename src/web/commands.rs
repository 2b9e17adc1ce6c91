//! One path for every change, shared by the page forms and the JSON API:
//! a command's JSON body (from a form's fields or the API's body) becomes a
//! `Command` through its registry entry (`build`), and runs through the
//! writer (`execute`); the answer is the member's view at the new version.

use crate::app::access::Access;
use crate::app::accounts::User;
use crate::app::execute::Applied;
use crate::error::AppError;
use crate::rules::command::Spec;
use crate::rules::{Command, Created, Entry};
use crate::web::auth::Caller;
use crate::web::state::AppState;
use actix_web::web;
use serde_json::{json, Map, Value};

/// The command of registry entry `spec` from `body`, the JSON its REST path
/// takes, with `sub`, the address's second id. Refused (400) with what
/// could not be read.
pub fn build(
    spec: &Spec,
    body: Map<String, Value>,
    sub: Option<&str>,
) -> Result<Command, AppError> {
    let mut object = match spec.api.wrap {
        Some(key) => Map::from_iter([(key.to_string(), Value::Object(body))]),
        None => body,
    };
    if let Some(field) = spec.api.sub {
        let n = sub
            .and_then(|s| s.parse::<i64>().ok())
            .ok_or_else(|| AppError::BadRequest("This address is malformed.".into()))?;
        object.insert(field.to_string(), json!(n));
    }
    object.insert("command".into(), json!(spec.tag));
    serde_json::from_value(Value::Object(object))
        .map_err(|e| AppError::BadRequest(format!("The JSON body could not be read: {e}.")))
}

/// A change as the member who made it now sees the campaign.
pub struct Executed {
    pub entries: Vec<Entry>,
    /// The member's access at the new version: no second read needed.
    pub access: Access,
    pub created: Option<Created>,
    /// A new member's invitation link.
    pub invite: Option<String>,
    /// Whether this was a dry run: nothing was changed.
    pub dry_run: bool,
    /// A dry run's draft, previewed (`rules::preview`).
    pub preview: Option<crate::rules::preview::DraftPreview>,
}

/// Runs one command: through the batching writer, or in a transaction of
/// its own when the server runs without one. A kept token is confirmed in
/// that transaction (401 and nothing written when it was revoked).
pub async fn execute(
    state: &web::Data<AppState>,
    campaign_id: i64,
    caller: &impl Caller,
    cmd: Command,
) -> Result<Executed, AppError> {
    let user = caller.user();
    // Only a kept token is confirmed by a change (a session is kept for
    // reads alone).
    let kept = caller.kept().filter(|k| k.token_id().is_some());
    let confirm = kept.and_then(|k| k.token_id());
    let applied = state.app.execute(campaign_id, user, confirm, cmd).await;
    if let Some(k) = kept {
        match &applied {
            Err(AppError::Unauthorized) => k.revoked(state),
            // The database failed, perhaps before the token was checked.
            Err(AppError::Internal(_)) => {}
            // Confirmed by the transaction (a refused command too: the
            // token is checked before the command).
            _ => k.confirmed_only(),
        }
    }
    Ok(committed(campaign_id, user, applied?))
}

/// A dry run of one command (#25): decided and saved by the same path in a
/// transaction that is rolled back; answers what the change would answer,
/// without the invitation link of a user it did not create.
pub async fn dry_run(
    state: &web::Data<AppState>,
    campaign_id: i64,
    caller: &impl Caller,
    cmd: Command,
) -> Result<Executed, AppError> {
    let user = caller.user();
    let applied = state.app.dry_run(campaign_id, user, cmd).await?;
    let mut done = committed(campaign_id, user, applied);
    done.invite = None;
    done.dry_run = true;
    Ok(done)
}

/// After a commit: the member's view of the new state.
fn committed(campaign_id: i64, user: &User, applied: Applied) -> Executed {
    let (access, entries, created, invite) = applied.into_access(campaign_id, user);
    Executed {
        entries,
        access,
        created,
        invite,
        dry_run: false,
        preview: None,
    }
}
