//! A campaign's webhooks in the JSON API: the GM lists, adds and removes
//! them. Deliveries that failed for good are in the campaign's failure
//! list, like mail.

use crate::app::webhooks as app;
use crate::app::webhooks::Webhook;
use crate::web::access::InCampaign;
use crate::web::auth::ApiUser;
use crate::web::http::errors::ApiResult;
use crate::web::state::AppState;
use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct WebhookView {
    pub id: i64,
    /// The whole address: the GM's secret (Discord's carries its token).
    pub url: String,
    /// discord or generic.
    pub format: String,
    /// turn_report, phase_opened, battle_set, result_in, victory.
    pub events: Vec<String>,
    pub created_at: DateTime<Utc>,
}

impl WebhookView {
    fn of(h: &Webhook) -> WebhookView {
        WebhookView {
            id: h.id,
            url: h.url.clone(),
            format: h.format.clone(),
            events: h.events.split(',').map(String::from).collect(),
            created_at: h.created_at.and_utc(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct WebhooksAnswer {
    pub webhooks: Vec<WebhookView>,
    /// The language the webhooks, turn reports and the animated map's
    /// captions are written in (#44): en, de, fr or it.
    pub language: crate::rules::say::Lang,
}

/// The campaign's language: what it sends to the public or a forum.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CampaignLanguage {
    /// en, de, fr or it.
    pub language: crate::rules::say::Lang,
}

#[derive(Serialize, ToSchema)]
pub struct WebhookAnswer {
    pub webhook: WebhookView,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddWebhook {
    /// https only, unless the site's webhooks.allow lists the host.
    #[schema(
        max_length = 500,
        pattern = "^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$"
    )]
    pub url: String,
    /// discord or generic.
    #[schema(value_type = crate::rules::webhooks::HookFormat)]
    pub format: String,
    /// At least one of turn_report, phase_opened, battle_set, result_in, victory.
    #[schema(min_items = 1, inline, value_type = Vec<crate::rules::webhooks::HookEvent>)]
    pub events: Vec<String>,
}

pub async fn list(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let language = state.app.campaign_language(a.id()).await?;
    let hooks = state.app.webhooks(a).await?;
    Ok(HttpResponse::Ok().json(WebhooksAnswer {
        webhooks: hooks.iter().map(WebhookView::of).collect(),
        language,
    }))
}

pub async fn add(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    body: web::Json<AddWebhook>,
) -> ApiResult<HttpResponse> {
    let allow = state.settings.webhooks.allow.clone();
    let b = body.into_inner();
    let request = app::HookRequest {
        url: b.url,
        format: b.format,
        events: b.events,
    };
    let h = state.app.add_webhook(a, request, allow).await?;
    Ok(HttpResponse::Created().json(WebhookAnswer {
        webhook: WebhookView::of(&h),
    }))
}

pub async fn remove(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    path: web::Path<(i64, i64)>,
) -> ApiResult<HttpResponse> {
    let (_id, wid) = path.into_inner();
    state.app.remove_webhook(a, wid).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Sets the campaign's language (the GM's, #44).
pub async fn set_language(
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<ApiUser>,
    body: web::Json<CampaignLanguage>,
) -> ApiResult<HttpResponse> {
    let language = body.into_inner().language;
    state.app.set_campaign_language(a, language).await?;
    Ok(HttpResponse::Ok().json(CampaignLanguage { language }))
}
