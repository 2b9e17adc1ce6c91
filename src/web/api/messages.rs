//! Messages in the JSON API: list a channel (and the reader's channels
//! with unread counts), post, mark read.

use crate::app::messages::{ChannelView, MessageView};
use crate::web::access::InCampaign;
use crate::web::auth::ApiUser;
use crate::web::http::errors::ApiResult;
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Deserialize)]
pub struct ListQuery {
    channel: Option<String>,
    after: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct MessagesAnswer {
    pub channels: Vec<ChannelView>,
    pub channel: String,
    pub messages: Vec<MessageView>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PostMessage {
    /// public, allies, axis, desk:<user id> or battle:<battle id>.
    pub channel: String,
    /// Some text (at most 2,000 characters once trimmed).
    #[schema(min_length = 1, max_length = 2000, pattern = "[^\\s]")]
    pub body: String,
    /// A High Commander's directive to the side (only in the side's
    /// channel): mailed to every reader whatever their preferences.
    #[serde(default)]
    pub directive: bool,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MarkRead {
    pub channel: String,
}

pub async fn list(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    q: web::Query<ListQuery>,
) -> ApiResult<HttpResponse> {
    let q = q.into_inner();
    let key = q.channel.unwrap_or_else(|| "public".into());
    let r = state.app.channel(a, key, q.after).await?;
    Ok(HttpResponse::Ok().json(MessagesAnswer {
        channels: r.channels,
        channel: r.channel,
        messages: r.messages,
    }))
}

pub async fn post(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    body: web::Json<PostMessage>,
) -> ApiResult<HttpResponse> {
    let body = body.into_inner();
    let m = state
        .app
        .post_message(a, body.channel, body.body, body.directive)
        .await?;
    Ok(HttpResponse::Created().json(serde_json::json!({
        "message": {"id": m.id, "channel": m.channel, "body": m.body, "at": m.at}
    })))
}

pub async fn mark_read(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    body: web::Json<MarkRead>,
) -> ApiResult<HttpResponse> {
    state.app.mark_read(a, body.into_inner().channel).await?;
    Ok(HttpResponse::NoContent().finish())
}
