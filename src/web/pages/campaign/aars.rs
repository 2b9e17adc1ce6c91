//! After-action reports on the battle's sheet: each commander writes one
//! once the result is in (`app::aars`).

use crate::error::AppResult;
use crate::rules::BattleId;
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::redirect;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct AarForm {
    body: String,
}

pub async fn write(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    path: web::Path<(i64, BattleId)>,
    form: web::Form<AarForm>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    let body = form.into_inner().body;
    let sent = vec![("body".to_string(), body.clone())];
    if let Err(e) = state.app.write_aar(a, bid, body).await {
        let action = format!("/campaigns/{id}/battles/{bid}/aar");
        return super::sheet_page::sheet_again(session, state, me, (id, bid), &action, &sent, e)
            .await;
    }
    auth::flash(&session, "ok", "After-action report saved.");
    Ok(redirect(&format!(
        "/campaigns/{id}/battles/{bid}/sheet#aar"
    )))
}
