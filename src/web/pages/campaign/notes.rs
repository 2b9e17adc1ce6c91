//! Notes on the overview (#27, R12.4): the member's private notepad and the
//! sealed notes they may read, with their forms.

use crate::app::notes::{Notepad, SealedNote};
use crate::error::AppResult;
use crate::web::access::{Access, InCampaign};
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::redirect;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

/// What the overview shows of the reader's notes.
pub struct Notes {
    pub notepad: Notepad,
    pub sealed: Vec<SealedNote>,
    /// The rounds a new note may open at.
    pub rounds: Vec<u32>,
}

pub fn notes_of(
    c: &mut crate::app::Conn,
    a: &Access,
    members: &[crate::app::campaigns::Member],
) -> AppResult<Option<Notes>> {
    if a.roles.is_empty() {
        return Ok(None);
    }
    let names = crate::web::access::names(members);
    let s = &a.state;
    Ok(Some(Notes {
        notepad: crate::app::notes::notepad(c, a)?,
        sealed: crate::app::notes::sealed_for(c, a, &names)?,
        rounds: (s.round + 1..=s.params.rounds).collect(),
    }))
}

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
    match state
        .run(move |c| crate::app::notes::save_notepad(c, &a, &body))
        .await
    {
        Ok(()) => auth::flash(&session, "ok", "Notepad saved."),
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
    match state
        .run(move |c| crate::app::notes::seal(c, &a, &f.body, round))
        .await
    {
        Ok(()) => auth::flash(&session, "ok", "Note sealed."),
        Err(e) => auth::flash(&session, "error", e.to_string()),
    }
    Ok(redirect(&format!("/campaigns/{id}#sealed")))
}
