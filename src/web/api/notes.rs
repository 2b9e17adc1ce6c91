//! Notes in the JSON API (#27, R12.4): your private notepad; the sealed
//! notes open to everyone and your own still sealed.

use crate::app::notes::{Notepad, SealedNote};
use crate::web::access::InCampaign;
use crate::web::api::commands::read_json;
use crate::web::auth::ApiUser;
use crate::web::http::errors::ApiResult;
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WriteNotepad {
    /// Plain text, at most 16,000 characters (empty clears it).
    #[schema(max_length = 16000)]
    pub body: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SealNote {
    /// Plain text, 1 to 4,000 characters.
    #[schema(min_length = 1, max_length = 4000, pattern = "[^\\s]")]
    pub body: String,
    /// The round it opens at (a later round of the campaign); null or
    /// absent: when the campaign ends.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 100)]
    pub opens_round: Option<u32>,
}

#[derive(Serialize, ToSchema)]
pub struct SealedNotes {
    pub notes: Vec<SealedNote>,
}

pub async fn get_notepad(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let pad: Notepad = state.app.notepad(a).await?;
    Ok(HttpResponse::Ok().json(pad))
}

pub async fn put_notepad(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let text = read_json::<WriteNotepad>(&body)?.body;
    let pad = state.app.save_notepad(a, text).await?;
    Ok(HttpResponse::Ok().json(pad))
}

pub async fn list_sealed(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let notes = state.app.sealed_notes(a).await?;
    Ok(HttpResponse::Ok().json(SealedNotes { notes }))
}

pub async fn seal(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    body: web::Bytes,
) -> ApiResult<HttpResponse> {
    let b: SealNote = read_json(&body)?;
    let notes = state.app.seal_note(a, b.body, b.opens_round).await?;
    Ok(HttpResponse::Created().json(SealedNotes { notes }))
}
