//! Battle files and after-action reports in the JSON API: list, upload
//! (the raw bytes as the body), download and remove a file; read a
//! battle's reports and write one's own.

use crate::app::files as app;
use crate::app::files::FileMeta;
use crate::error::AppError;
use crate::rules::BattleId;
use crate::web::access::InCampaign;
use crate::web::access::{members, names};
use crate::web::auth::ApiUser;
use crate::web::http::errors::ApiResult;
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct FileView {
    pub id: i64,
    pub battle: i64,
    pub name: String,
    /// save, png, jpeg or pdf: what the content is.
    pub kind: String,
    pub content_type: String,
    pub size: i64,
    pub sha256: String,
    pub gm_only: bool,
    /// The uploader's user id.
    pub uploader: i64,
    pub uploaded_at: DateTime<Utc>,
    /// Where to download it.
    pub url: String,
}

impl FileView {
    pub fn of(f: &FileMeta) -> FileView {
        FileView {
            id: f.id,
            battle: f.battle_id,
            name: f.name.clone(),
            kind: f.kind.clone(),
            content_type: app::kind(f).content_type().into(),
            size: f.size,
            sha256: f.sha256.clone(),
            gm_only: f.gm_only,
            uploader: f.uploader_id,
            uploaded_at: f.created_at.and_utc(),
            url: format!("/api/v1/campaigns/{}/files/{}", f.campaign_id, f.id),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct FilesAnswer {
    pub files: Vec<FileView>,
}

#[derive(Serialize, ToSchema)]
pub struct FileAnswer {
    pub file: FileView,
}

/// Read after the membership check: a stranger learns nothing from a
/// malformed query either.
#[derive(Deserialize)]
pub struct UploadQuery {
    #[serde(default)]
    name: String,
    #[serde(default)]
    gm_only: Option<String>,
}

/// A battle of another campaign, or none, is missing here.
fn battle_exists(a: &crate::app::access::Access, bid: BattleId) -> Result<(), AppError> {
    match a.state.battle(bid) {
        Some(_) => Ok(()),
        None => Err(AppError::Missing(format!(
            "There is no battle {bid} in this campaign."
        ))),
    }
}

pub async fn list(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: web::Path<(i64, BattleId)>,
) -> ApiResult<HttpResponse> {
    let (_id, bid) = path.into_inner();
    battle_exists(&a, bid)?;
    let files = state.app.battle_files(a, bid).await?;
    Ok(HttpResponse::Ok().json(FilesAnswer {
        files: files.iter().map(FileView::of).collect(),
    }))
}

pub async fn upload(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: web::Path<(i64, BattleId)>,
    q: web::Query<UploadQuery>,
    req: actix_web::HttpRequest,
    mut body: web::Payload,
) -> ApiResult<HttpResponse> {
    let (_id, bid) = path.into_inner();
    let settings = state.settings.files.clone();
    // Membership is checked (the extractor); the battle, who attaches and
    // the declared length before a byte of the body is read; the file
    // limit and the campaign's room as each chunk arrives.
    let declared = crate::web::http::input::declared_length(&req);
    let mut intake = state.app.intake(&a, &settings, bid, declared).await?;
    while let Some(chunk) = body.next().await {
        let chunk =
            chunk.map_err(|_| AppError::BadRequest("The upload could not be read.".into()))?;
        state.app.take(&mut intake, &chunk).await?;
    }
    let q = q.into_inner();
    let gm_only = match q.gm_only.as_deref() {
        None | Some("false" | "0") => false,
        Some("true" | "1") => true,
        Some(other) => {
            return Err(
                AppError::Invalid(format!("gm_only is true or false, not {other:?}.")).into(),
            )
        }
    };
    let upload = app::Upload {
        name: q.name,
        taken: intake.finish(),
        gm_only,
    };
    let f = state.app.attach(a, settings, bid, upload).await?;
    Ok(HttpResponse::Created()
        .insert_header(("Location", FileView::of(&f).url))
        .json(FileAnswer {
            file: FileView::of(&f),
        }))
}

pub async fn download(
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<ApiUser>,
    path: web::Path<(i64, i64)>,
) -> ApiResult<HttpResponse> {
    let (_id, fid) = path.into_inner();
    let (f, data) = state.app.open_file(a.clone(), fid).await?;
    state.app.note_fetched(&a, &me.0, &f).await?;
    Ok(crate::web::http::respond::file(&f, data, false))
}

pub async fn remove(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: web::Path<(i64, i64)>,
) -> ApiResult<HttpResponse> {
    let (_id, fid) = path.into_inner();
    state.app.remove_file(a, fid).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Serialize, ToSchema)]
pub struct AarView {
    pub battle: i64,
    /// The side whose commander wrote it.
    pub side: String,
    pub author: i64,
    pub author_name: String,
    pub body: String,
    pub updated_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
pub struct AarsAnswer {
    pub aars: Vec<AarView>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WriteAar {
    /// Plain text, 1 to 10,000 characters; a blank line starts a paragraph.
    pub body: String,
}

async fn aars_of(
    state: &web::Data<AppState>,
    id: i64,
    bid: BattleId,
) -> Result<AarsAnswer, AppError> {
    let names = names(&members(state, id).await?);
    let rows = state.app.aars(id).await?;
    Ok(AarsAnswer {
        aars: rows
            .into_iter()
            .filter(|r| r.battle_id == i64::from(bid.get()))
            .map(|r| AarView {
                battle: r.battle_id,
                author_name: names.of(r.author_id),
                side: r.side,
                author: r.author_id,
                body: r.body,
                updated_at: r.updated_at.and_utc(),
            })
            .collect(),
    })
}

pub async fn list_aars(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: web::Path<(i64, BattleId)>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    battle_exists(&a, bid)?;
    Ok(HttpResponse::Ok().json(aars_of(&state, id, bid).await?))
}

pub async fn write_aar(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: web::Path<(i64, BattleId)>,
    body: web::Json<WriteAar>,
) -> ApiResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let text = body.into_inner().body;
    state.app.write_aar(a, bid, text).await?;
    Ok(HttpResponse::Ok().json(aars_of(&state, id, bid).await?))
}

/// A battle's PBEM relay as the reader follows it (R13.3).
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct TurnsAnswer {
    pub relay: crate::rules::relay_view::RelayView,
}

/// The battle's turn files, whose move it is and since when (R13.3): its
/// two commanders, their High Commanders and the GM; anyone else is
/// answered as for a battle with no relay to follow (404).
pub async fn turns(
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: web::Path<(i64, BattleId)>,
) -> ApiResult<HttpResponse> {
    let (_id, bid) = path.into_inner();
    battle_exists(&a, bid)?;
    let b = a
        .state
        .battle(bid)
        .ok_or(crate::error::AppError::NotFound)?;
    let relay = crate::rules::relay_view::follow(&a.state, &a.actor(), b, chrono::Utc::now()).ok_or_else(|| {
        crate::error::AppError::Missing(format!(
            "Battle {bid} has no turn files you may follow: its two commanders, their High Commanders and the GM follow them, once it is set up for PBEM."
        ))
    })?;
    Ok(HttpResponse::Ok().json(TurnsAnswer { relay }))
}
