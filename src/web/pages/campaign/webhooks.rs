//! The GM's webhooks page: the campaign's webhooks (shown by host, never
//! by their secret path), the form to add one, and the deliveries that
//! failed for good.

use crate::app::webhooks as app;
use crate::error::{AppError, AppResult};
use crate::rules::webhooks::{HookEvent, HookFormat};
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser};
use crate::web::http::input::HtmlForm;
use crate::web::http::language::reader;
use crate::web::http::respond::html;
use crate::web::http::respond::redirect;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

pub struct HookLine {
    pub id: i64,
    pub address: String,
    pub format: String,
    pub events: String,
}

#[derive(Template)]
#[template(path = "campaign/webhooks.html")]
struct WebhooksPage {
    layout: Layout,
    id: i64,
    hooks: Vec<HookLine>,
    events: Vec<(&'static str, String)>,
    formats: Vec<(&'static str, String)>,
    /// (subject, error) of deliveries that failed for good.
    failed: Vec<(String, String)>,
    allow_http: bool,
    /// The campaign's language: what goes to forums (#44).
    language: crate::rules::say::Lang,
}

pub async fn page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    if !a.is_gm() {
        return Err(AppError::Forbidden(
            "Only the GM manages the campaign's webhooks.".into(),
        ));
    }
    let name = a.row.name.clone();
    let paused = crate::rules::schedule::banner(&a.state);
    let language = state.app.campaign_language(id).await?;
    let (hooks, failed) = state.app.webhooks_page(a).await?;
    let hooks = hooks
        .iter()
        .map(|h| HookLine {
            id: h.id,
            address: app::host_label(&h.url),
            format: HookFormat::parse(&h.format).map_or_else(|| "?".to_string(), format_label),
            events: h
                .events
                .split(',')
                .filter_map(HookEvent::parse)
                .map(event_label)
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect();
    let page = WebhooksPage {
        layout: Layout {
            paused,
            ..Layout::new(&session, Some(&me.user), "Webhooks")
                .in_campaign(id, &name)
                .in_section("setup")
        },
        id,
        hooks,
        events: HookEvent::ALL
            .iter()
            .map(|e| (e.as_str(), event_label(*e)))
            .collect(),
        formats: HookFormat::ALL
            .iter()
            .map(|f| (f.as_str(), format_label(*f)))
            .collect(),
        failed,
        allow_http: !state.settings.webhooks.allow.is_empty(),
        language,
    };
    Ok(html(page.render()?))
}

/// What a webhook may be told, in the reader's language (#44).
fn event_label(e: HookEvent) -> String {
    let id = match e {
        HookEvent::TurnReport => "webhooks-event-turn-report",
        HookEvent::PhaseOpened => "webhooks-event-phase-opened",
        HookEvent::BattleSet => "webhooks-event-battle-set",
        HookEvent::ResultIn => "webhooks-event-result-in",
        HookEvent::Victory => "webhooks-event-victory",
    };
    reader().t(id)
}

/// A webhook's format in the reader's language ("Discord" is a name).
fn format_label(f: HookFormat) -> String {
    match f {
        HookFormat::Generic => reader().t("webhooks-format-generic"),
        other => other.label().to_string(),
    }
}

#[derive(Deserialize)]
pub struct AddForm {
    url: String,
    format: String,
    #[serde(default)]
    events: Vec<String>,
}

pub async fn add(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    form: HtmlForm<AddForm>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let f = form.0;
    let mut fields = vec![
        ("url".to_string(), f.url.clone()),
        ("format".to_string(), f.format.clone()),
    ];
    fields.extend(f.events.iter().map(|e| ("events".to_string(), e.clone())));
    let allow = state.settings.webhooks.allow.clone();
    let request = app::HookRequest {
        url: f.url,
        format: f.format,
        events: f.events,
    };
    let result = state.app.add_webhook(a, request, allow).await;
    match result {
        Ok(h) => {
            auth::flash(
                &session,
                "ok",
                format!("Webhook to {} added.", app::host_label(&h.url)),
            );
            Ok(redirect(&format!("/campaigns/{id}/webhooks")))
        }
        Err(e @ (AppError::Invalid(_) | AppError::BadRequest(_))) => {
            auth::flash(
                &session,
                "error",
                e.public_message_in(crate::web::http::language::reader()),
            );
            let m = InCampaign::load(&state, id, me).await?;
            let page = page(session, state, m).await?;
            let action = format!("/campaigns/{id}/webhooks");
            crate::web::pages::refill::again(page, &action, &fields, &e).await
        }
        Err(e) => Err(e),
    }
}

pub async fn remove(
    session: Session,
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    path: web::Path<(i64, i64)>,
) -> AppResult<HttpResponse> {
    let (id, wid) = path.into_inner();
    state.app.remove_webhook(a, wid).await?;
    auth::flash(&session, "ok", "Webhook removed.");
    Ok(redirect(&format!("/campaigns/{id}/webhooks")))
}
