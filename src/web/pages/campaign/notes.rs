//! Notes on the overview (#27, R12.4): the member's private notepad and the
//! sealed notes they may read, with their forms.

use crate::error::AppResult;
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::redirect;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct NotepadForm {
    body: String,
}

pub async fn save_notepad(
    session: Session,
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    form: web::Form<NotepadForm>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let body = form.into_inner().body;
    match state.app.save_notepad(a, body).await {
        Ok(_) => auth::flash(&session, "ok", "Notepad saved."),
        Err(e) => auth::flash(&session, "error", e.to_string()),
    }
    Ok(redirect(&format!("/campaigns/{id}#notepad")))
}

#[derive(Deserialize)]
pub struct SealForm {
    body: String,
    /// Empty: at the end of the campaign.
    #[serde(default)]
    opens_round: String,
}

pub async fn seal(
    session: Session,
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    form: web::Form<SealForm>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let f = form.into_inner();
    let round = match f.opens_round.trim() {
        "" => None,
        r => match r.parse::<u32>() {
            Ok(r) => Some(r),
            Err(_) => {
                auth::flash(&session, "error", "Choose the round the note opens at.");
                return Ok(redirect(&format!("/campaigns/{id}#sealed")));
            }
        },
    };
    match state.app.seal_note(a, f.body, round).await {
        Ok(_) => auth::flash(&session, "ok", "Note sealed."),
        Err(e) => auth::flash(&session, "error", e.to_string()),
    }
    Ok(redirect(&format!("/campaigns/{id}#sealed")))
}
