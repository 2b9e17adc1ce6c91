//! Messages in the JSON API: list a channel (and the reader's channels
//! with unread counts), post, mark read.

use crate::app::messages::{self as msg, ChannelView, MessageView};
use crate::web::access::members;
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
    let id = a.id();
    let members = members(&state, id).await?;
    let q = q.into_inner();
    let key = q.channel.unwrap_or_else(|| "public".into());
    let ch = msg::listable(&a, &members, &key)?;
    let answer = state
        .run(move |c| {
            let messages = msg::read(c, &a, &members, ch, q.after)?;
            Ok(MessagesAnswer {
                channels: msg::channel_list(c, &a, &members)?,
                channel: ch.key(),
                messages,
            })
        })
        .await?;
    Ok(HttpResponse::Ok().json(answer))
}

pub async fn post(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    body: web::Json<PostMessage>,
) -> ApiResult<HttpResponse> {
    let id = a.id();
    let members = members(&state, id).await?;
    let body = body.into_inner();
    let ch = msg::readable(&a, &members, &body.channel)?;
    let ctx = state.app.core.mail.clone();
    let live = state.app.core.live.clone();
    let m = state
        .run(move |c| {
            let post = msg::Post {
                channel: ch,
                body: &body.body,
                directive: body.directive,
            };
            msg::post(c, &a, &members, post, &ctx, &live)
        })
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
    let id = a.id();
    let members = members(&state, id).await?;
    let ch = msg::readable(&a, &members, &body.channel)?;
    state
        .run(move |c| msg::read(c, &a, &members, ch, None))
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
