//! Sending one webhook request, guarded: the address is checked
//! (`refuse_url`), resolved once, every resolved address checked
//! (`guard`), and the request pinned to the checked address (no second
//! lookup to rebind). No redirects, no proxy, a time limit, and at most
//! `max_response` bytes of the answer read.

use super::{discord_json, guard, refuse_url, HookFormat, Payload};
use std::net::SocketAddr;
use std::time::Duration;

/// The site's outbound settings.
#[derive(Debug, Clone)]
pub struct Outbound {
    pub allow: Vec<String>,
    pub timeout: Duration,
    pub max_response: usize,
}

impl Outbound {
    pub fn from(s: &crate::config::WebhookSettings) -> Outbound {
        Outbound {
            allow: s.allow.clone(),
            timeout: Duration::from_secs(s.timeout_seconds.max(1)),
            max_response: usize::try_from(s.max_response_kb.saturating_mul(1024))
                .unwrap_or(usize::MAX),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Delivered,
    /// Worth retrying: the host was unreachable, slow, or said so (429, 5xx).
    Transient(String),
    /// Not: the address is refused, or the host refused the request.
    Permanent(String),
}

/// `scheme://host:port/...` -> `host:port` as written.
fn authority(url: &str) -> &str {
    url.split_once("://")
        .map_or("", |(_, r)| r.split(['/', '?', '#']).next().unwrap_or(""))
}

/// Sends `p` to `url` in `format`, with `png` as Discord's attachment.
pub async fn send(
    out: &Outbound,
    url: &str,
    format: HookFormat,
    p: &Payload,
    png: Option<Vec<u8>>,
) -> Outcome {
    let (client, parsed) = match pinned_client(out, url).await {
        Ok(c) => c,
        Err(o) => return o,
    };
    let req = match request(client.post(parsed), format, p, png) {
        Ok(r) => r,
        Err(o) => return o,
    };
    match req.send().await {
        Ok(resp) => answer(resp, out.max_response).await,
        // Without the URL: a Discord webhook's address is its secret.
        Err(e) => Outcome::Transient(e.without_url().to_string()),
    }
}

/// A client that reaches only the address `url` resolved to now, once the
/// guard allowed it (no redirects, no proxy), and the parsed URL.
async fn pinned_client(
    out: &Outbound,
    url: &str,
) -> Result<(reqwest::Client, reqwest::Url), Outcome> {
    if let Some(why) = refuse_url(url, &out.allow) {
        return Err(Outcome::Permanent(why));
    }
    let Ok(parsed) = reqwest::Url::parse(url) else {
        return Err(Outcome::Permanent(
            "The webhook address is not a URL.".into(),
        ));
    };
    let (Some(host), Some(port)) = (parsed.host_str(), parsed.port_or_known_default()) else {
        return Err(Outcome::Permanent(
            "The webhook address names no host.".into(),
        ));
    };
    let host = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .to_string();
    let addrs: Vec<SocketAddr> = match tokio::net::lookup_host((host.as_str(), port)).await {
        Ok(a) => a.collect(),
        Err(e) => return Err(Outcome::Transient(format!("{host} did not resolve: {e}"))),
    };
    let target = guard(authority(url), &addrs, &out.allow).map_err(Outcome::Permanent)?;
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .timeout(out.timeout)
        .connect_timeout(out.timeout)
        .resolve(&host, target)
        .user_agent("Bocage webhooks")
        .build()
        .map_err(|e| Outcome::Transient(e.without_url().to_string()))?;
    Ok((client, parsed))
}

/// The request's body: JSON, or Discord's form with the map attached.
fn request(
    req: reqwest::RequestBuilder,
    format: HookFormat,
    p: &Payload,
    png: Option<Vec<u8>>,
) -> Result<reqwest::RequestBuilder, Outcome> {
    Ok(match format {
        HookFormat::Generic => req.json(p),
        HookFormat::Discord => {
            let json = discord_json(p, png.is_some()).to_string();
            let mut form = reqwest::multipart::Form::new().text("payload_json", json);
            if let Some(bytes) = png {
                let part = reqwest::multipart::Part::bytes(bytes)
                    .file_name("map.png")
                    .mime_str("image/png")
                    .map_err(|e| Outcome::Permanent(e.without_url().to_string()))?;
                form = form.part("files[0]", part);
            }
            req.multipart(form)
        }
    })
}

/// What the receiver's answer means: delivered, or why not (its first
/// 200 bytes; at most `max_response` read), to retry on 429 and 5xx.
async fn answer(mut resp: reqwest::Response, max_response: usize) -> Outcome {
    let status = resp.status();
    let mut read = 0usize;
    let mut head = Vec::new();
    while read < max_response {
        match resp.chunk().await {
            Ok(Some(c)) => {
                read += c.len();
                if head.len() < 200 {
                    head.extend_from_slice(c.get(..c.len().min(200)).unwrap_or(&c));
                }
            }
            _ => break,
        }
    }
    if status.is_success() {
        return Outcome::Delivered;
    }
    let said: String = String::from_utf8_lossy(&head).chars().take(200).collect();
    let why = format!("HTTP {}: {}", status.as_u16(), said.trim());
    if status.as_u16() == 429 || status.is_server_error() {
        Outcome::Transient(why)
    } else {
        Outcome::Permanent(why)
    }
}
