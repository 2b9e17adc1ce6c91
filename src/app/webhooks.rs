//! Webhooks (#15 part 4): the GM adds and removes them; each command's
//! public events are queued for them in the outbox in the command's
//! transaction (`enqueue`); the mail worker delivers them (`deliver`),
//! with the same retries, backoff and failure list as mail.

use super::access::Access;
use crate::app::catalog::Catalog;
use crate::error::AppError;
use crate::hooks::deliver::{self, Outbound, Outcome};
use crate::hooks::{self, Payload};

pub use crate::rules::webhooks::{HookEvent, HookFormat};
use crate::rules::{Audience, Decision};
use crate::store::outbox::{self, NewMail, OutboxRow};
use crate::store::webhooks as wstore;
record! {
    /// A campaign's webhook (its address is its secret: the GM's only).
    #[derive(Debug, Clone)]
    pub struct Webhook from crate::store::webhooks::Webhook {
        pub id: i64,
        pub campaign_id: i64,
        pub url: String,
        pub format: String,
        /// Comma-separated `HookEvent`s.
        pub events: String,
        pub created_at: chrono::NaiveDateTime,
    }
}
use crate::store::{campaigns as cstore, now, DbConn};

/// The most webhooks a campaign has.
pub const MAX_HOOKS: usize = 10;

fn gm_only(a: &Access) -> Result<(), AppError> {
    if a.is_gm() {
        Ok(())
    } else {
        Err(AppError::Forbidden(
            "Only the GM manages the campaign's webhooks.".into(),
        ))
    }
}

/// Sets the language of what the campaign sends to the public or a forum
/// (turn reports, webhooks, the animated map's captions; #44): the GM's.
pub fn set_language(
    c: &mut DbConn,
    a: &Access,
    lang: crate::rules::say::Lang,
) -> Result<(), AppError> {
    if !a.is_gm() {
        return Err(AppError::Forbidden(
            "Only the GM chooses the campaign's language.".into(),
        ));
    }
    cstore::set_language(c, a.id(), lang)?;
    Ok(())
}

/// The campaign's language (#44).
pub fn language(c: &mut DbConn, campaign: i64) -> Result<crate::rules::say::Lang, AppError> {
    Ok(cstore::find(c, campaign)?.map_or_else(Default::default, |r| r.lang()))
}

/// What the GM asks for.
pub struct NewHook<'a> {
    pub url: &'a str,
    pub format: &'a str,
    pub events: &'a [String],
}

/// Adds a webhook: an https address (or one the site allows) that is not
/// an internal address, a format, at least one event.
pub fn add(
    c: &mut DbConn,
    a: &Access,
    h: &NewHook<'_>,
    allow: &[String],
) -> Result<Webhook, AppError> {
    gm_only(a)?;
    let url = h.url.trim();
    if url.is_empty() || url.len() > 500 {
        return Err(AppError::Invalid(
            "A webhook address has 1 to 500 characters.".into(),
        ));
    }
    if let Some(why) = hooks::refuse_url(url, allow) {
        return Err(AppError::Invalid(why));
    }
    // An address written as an IP is checked now; a host name when each
    // delivery resolves it.
    let authority = url
        .split_once("://")
        .map_or("", |(_, r)| r.split(['/', '?', '#']).next().unwrap_or(""));
    if let Ok(ip) = hooks::host_of(authority).parse::<std::net::IpAddr>() {
        hooks::guard(authority, &[std::net::SocketAddr::new(ip, 443)], allow)
            .map_err(AppError::Invalid)?;
    }
    let format = HookFormat::parse(h.format).ok_or_else(|| {
        AppError::Invalid(format!(
            "The format is discord or generic, not {:?}.",
            h.format
        ))
    })?;
    let mut events = Vec::new();
    for e in h.events {
        let ev = HookEvent::parse(e).ok_or_else(|| {
            AppError::Invalid(format!(
                "{e:?} is not an event; choose from turn_report, phase_opened, battle_set, result_in, victory."
            ))
        })?;
        if !events.contains(&ev) {
            events.push(ev);
        }
    }
    if events.is_empty() {
        return Err(AppError::Invalid(
            "Choose at least one event to send.".into(),
        ));
    }
    let events: Vec<&str> = events.iter().map(|e| e.as_str()).collect();
    cstore::locked_tx(c, a.id(), |c| {
        if wstore::of(c, a.id())?.len() >= MAX_HOOKS {
            return Err(AppError::Invalid(format!(
                "A campaign has at most {MAX_HOOKS} webhooks."
            )));
        }
        Ok(wstore::add(c, a.id(), url, format.as_str(), &events.join(","))?.into())
    })
}

/// The campaign's webhooks: the GM's (a site admin reads them too).
pub fn list(c: &mut DbConn, a: &Access) -> Result<Vec<Webhook>, AppError> {
    if !a.admin {
        gm_only(a)?;
    }
    Ok(wstore::of(c, a.id())?
        .into_iter()
        .map(Webhook::from)
        .collect())
}

pub fn remove(c: &mut DbConn, a: &Access, id: i64) -> Result<(), AppError> {
    gm_only(a)?;
    if wstore::remove(c, a.id(), id)? == 0 {
        return Err(AppError::Missing(format!(
            "There is no webhook {id} in this campaign."
        )));
    }
    Ok(())
}

/// The address a webhook is shown by: its host, never its path (a
/// Discord webhook's path is its secret).
pub fn host_label(url: &str) -> String {
    let authority = url
        .split_once("://")
        .map_or("", |(_, r)| r.split(['/', '?', '#']).next().unwrap_or(""));
    format!(
        "{}://{authority}/…",
        url.split("://").next().unwrap_or("https")
    )
}

/// Queues the decision's public events for the campaign's webhooks
/// (inside the command's transaction).
pub fn enqueue(c: &mut DbConn, campaign: i64, d: &Decision) -> Result<(), AppError> {
    // Most commands tell the webhooks nothing: no reads for them.
    if hooks::plan(campaign, d, crate::rules::say::Lang::En).is_empty() {
        return Ok(());
    }
    let hooks = wstore::of(c, campaign)?;
    if hooks.is_empty() {
        return Ok(());
    }
    let notices = hooks::plan(campaign, d, language(c, campaign)?);
    for n in &notices {
        for h in hooks.iter().filter(|h| h.wants(n.event.as_str())) {
            let body = serde_json::to_string(n)
                .map_err(|e| AppError::Internal(anyhow::anyhow!("webhook notice: {e}")))?;
            outbox::enqueue(
                c,
                &NewMail {
                    campaign_id: Some(campaign),
                    event_key: &format!("{}:w{}", n.key, h.id),
                    user_id: None,
                    to_email: &format!("webhook:{}", h.id),
                    category: "webhook",
                    subject: &n.title,
                    body_text: &body,
                    body_html: "",
                    status: "pending",
                    send_after: now(),
                    // Webhooks carry public notices only (hooks::plan).
                    audience: None,
                },
            )?;
        }
    }
    Ok(())
}

#[derive(serde::Deserialize)]
struct Stored {
    event: HookEvent,
    title: String,
    text: String,
    path: String,
    turn: Option<(u32, crate::rules::Side)>,
}

/// What one queued delivery sends: its hook, payload and map.
pub struct Ready {
    pub hook: Webhook,
    pub payload: Payload,
    pub png: Option<Vec<u8>>,
}

impl Ready {
    /// The host the delivery goes to (deliveries to one host are capped).
    pub fn host(&self) -> String {
        reqwest::Url::parse(&self.hook.url)
            .ok()
            .and_then(|u| u.host_str().map(str::to_string))
            .unwrap_or_default()
    }
}

/// Builds the delivery of outbox row `row` from the database (the hook,
/// and for a turn report the public report and the map at the end of the
/// turn); None when the hook or campaign is gone.
pub fn prepare(
    c: &mut DbConn,
    row: &OutboxRow,
    catalog: &Catalog,
    base_url: &str,
) -> Result<Option<Ready>, AppError> {
    let Some(id) = row
        .to_email
        .strip_prefix("webhook:")
        .and_then(|s| s.parse().ok())
    else {
        return Ok(None);
    };
    let (Some(hook), Some(campaign)) = (wstore::find(c, id)?, row.campaign_id) else {
        return Ok(None);
    };
    let Some(crow) = cstore::find(c, campaign)? else {
        return Ok(None);
    };
    let n: Stored = serde_json::from_str(&row.body_text)
        .map_err(|e| AppError::Internal(anyhow::anyhow!("webhook notice: {e}")))?;
    let live = cstore::state_of(c, &crow)?;
    let lang = crow.lang();
    let mut text = n.text;
    let mut png = None;
    if let (HookEvent::TurnReport, Some((round, side))) = (n.event, n.turn) {
        let reader = super::reports::public_reader();
        if let Some(t) =
            super::reports::gather(c, campaign, &reader, &live, (round, side), Some(lang))?
        {
            let map = catalog
                .map(&live.map_id)
                .ok_or_else(|| AppError::Internal(anyhow::anyhow!("map {}", live.map_id)))?;
            text = t.report(map, round, side, Audience::Public).text();
            // The statistics so far, in two lines (R12.6): public numbers.
            let saved = super::story::saved(c, campaign)?;
            let stats =
                super::story::stats_until(&saved, &live, map, Audience::Public, round, side);
            let summary = crate::render::charts::summary(&stats, lang);
            if !summary.is_empty() {
                text.push_str("\n\n");
                text.push_str(&summary);
            }
            if hook.format == HookFormat::Discord.as_str() {
                let banner = lang.say(&crate::say!(
                    "public-banner-end-of-turn",
                    round = round,
                    side = crate::rules::told::side(side)
                ));
                let end = crate::rules::view::view_for(&t.end, map, Audience::Public);
                let svg = crate::render::map_svg::render(&end, map, "", &banner, lang);
                png = Some(crate::render::map_png::png(&svg)?);
            }
        }
    }
    let payload = Payload {
        event: n.event,
        campaign: crow.name.clone(),
        campaign_id: campaign,
        title: n.title,
        text,
        url: format!("{}{}", base_url.trim_end_matches('/'), n.path),
    };
    Ok(Some(Ready {
        hook: hook.into(),
        payload,
        png,
    }))
}

/// Sends a prepared delivery.
pub async fn send(out: &Outbound, r: Ready) -> Outcome {
    let format = HookFormat::parse(&r.hook.format).unwrap_or(HookFormat::Generic);
    deliver::send(out, &r.hook.url, format, &r.payload, r.png).await
}

/// A webhook as the GM asks for it (`add`).
pub struct HookRequest {
    pub url: String,
    pub format: String,
    pub events: Vec<String>,
}
