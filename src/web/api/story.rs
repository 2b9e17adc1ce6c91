//! The campaign's story in the JSON API (#27): its statistics (also as
//! CSV) and its replay, as the reader may know them.

use crate::error::AppError;
use crate::web::access::InCampaign;
use crate::web::auth::ApiUser;
use crate::web::drawn;
use crate::web::http::errors::ApiResult;
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct StatsQuery {
    format: Option<String>,
}

pub async fn stats(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    q: web::Query<StatsQuery>,
) -> ApiResult<HttpResponse> {
    match q.format.as_deref() {
        None | Some("") | Some("json") => Ok(HttpResponse::Ok().json(state.app.stats(&a).await?)),
        Some("csv") => Ok(drawn::csv_answer(
            a.id(),
            drawn::stats_csv(&state, &a).await?,
        )),
        Some(other) => Err(AppError::BadRequest(format!(
            "The format is json or csv, not {:?}.",
            other.chars().take(20).collect::<String>()
        ))
        .into()),
    }
}

#[derive(Deserialize)]
pub struct ReplayQuery {
    viewpoint: Option<String>,
}

pub async fn replay(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    q: web::Query<ReplayQuery>,
) -> ApiResult<HttpResponse> {
    let v = drawn::viewpoint(&a, q.viewpoint.as_deref())?;
    let (_, r) = state.app.replay(&a, v).await?;
    Ok(HttpResponse::Ok().json(r))
}
