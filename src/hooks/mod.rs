//! Webhooks (#15 part 4): which events go out (`plan`), what is sent
//! (`Payload`, as generic JSON or in Discord's format) and where a request
//! may go (`guard`). Pure; `deliver` does the I/O. Only public information
//! is ever planned: the public text of public entries.

pub mod deliver;
pub mod ranges;

pub use ranges::is_internal;

use crate::rules::say::Lang;
use crate::rules::{CampaignState, Decision, Event, Side, Status, Visibility};
use crate::say;
use ipnet::IpNet;
use serde::Serialize;
use std::net::{IpAddr, SocketAddr};

pub use crate::rules::webhooks::{HookEvent, HookFormat};

/// One notice for the campaign's webhooks. `key` follows the mail
/// notices' keys, so a notice whose moment has passed is dropped alike
/// (`mail::fresh`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HookNotice {
    pub event: HookEvent,
    pub key: String,
    pub title: String,
    pub text: String,
    /// A page of the campaign, from the site's root.
    pub path: String,
    /// For a turn report: its round and side.
    pub turn: Option<(u32, Side)>,
}

/// The turn a phase opening ends, when it opens a turn.
pub fn previous_turn(s: &CampaignState) -> Option<(u32, Side)> {
    crate::rules::phases::previous_turn(s.label())
}

/// The webhook notices of one decision: public entries only, said in the
/// campaign's language `lang` (#44).
pub fn plan(campaign: i64, d: &Decision, lang: Lang) -> Vec<HookNotice> {
    let told_side = crate::rules::told::side;
    let s = &d.state;
    let mut out = Vec::new();
    let base = format!("/campaigns/{campaign}");
    for e in d.entries.iter().filter(|e| e.audience == Visibility::All) {
        let (event, key, title, path) = match &e.event {
            Event::CampaignStarted | Event::PhaseAdvanced { .. } => {
                if s.status != Status::Active {
                    continue;
                }
                if let Some((round, side)) = previous_turn(s) {
                    out.push(HookNotice {
                        event: HookEvent::TurnReport,
                        key: format!("report:{campaign}:{round}:{}", side.as_str()),
                        title: lang.say(&say!(
                            "public-turn-report",
                            round = round,
                            side = told_side(side)
                        )),
                        text: String::new(),
                        path: format!("{base}/reports/{round}/{}", side.as_str()),
                        turn: Some((round, side)),
                    });
                }
                (
                    HookEvent::PhaseOpened,
                    format!("phase:{campaign}:{}", s.label()),
                    lang.say(&say!(
                        "public-phase-open",
                        round = s.round,
                        side = told_side(s.side),
                        phase = crate::rules::told::phase(s.phase)
                    )),
                    format!("{base}/map"),
                )
            }
            Event::BattleCreated { battle, .. } => (
                HookEvent::BattleSet,
                format!("battle:{campaign}:{battle}:hook"),
                lang.say(&say!("public-battle-set", battle = battle.get())),
                format!("{base}/battles/{battle}/sheet"),
            ),
            Event::ResultEntered { battle, .. } => (
                HookEvent::ResultIn,
                format!("resultin:{campaign}:{battle}"),
                lang.say(&say!("public-result-in", battle = battle.get())),
                format!("{base}/battles/{battle}/sheet"),
            ),
            Event::CampaignWon { .. } => (
                HookEvent::Victory,
                format!("won:{campaign}"),
                lang.t("public-campaign-over"),
                format!("{base}/map"),
            ),
            _ => continue,
        };
        out.push(HookNotice {
            event,
            key,
            title,
            text: e
                .said
                .as_ref()
                .map_or_else(|| e.text.clone(), |s| lang.say(s)),
            path,
            turn: None,
        });
    }
    out
}

/// What is sent: the generic JSON body, and what Discord's format is
/// made from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Payload {
    pub event: HookEvent,
    pub campaign: String,
    pub campaign_id: i64,
    pub title: String,
    pub text: String,
    pub url: String,
}

/// The most of a text Discord takes in an embed's description.
const DISCORD_DESCRIPTION: usize = 4000;

/// Discord's `payload_json`: content, one embed, and the map as the
/// attachment `map.png` when there is one.
pub fn discord_json(p: &Payload, with_map: bool) -> serde_json::Value {
    let mut description: String = p.text.chars().take(DISCORD_DESCRIPTION).collect();
    if description.len() < p.text.len() {
        description.push('…');
    }
    let mut embed = serde_json::Map::new();
    embed.insert("title".into(), p.title.clone().into());
    embed.insert("description".into(), description.into());
    embed.insert("url".into(), p.url.clone().into());
    embed.insert("color".into(), 0x55_6B_2F.into());
    embed.insert(
        "footer".into(),
        serde_json::json!({"text": format!("{} · Bocage", p.campaign)}),
    );
    if with_map {
        embed.insert(
            "image".into(),
            serde_json::json!({"url": "attachment://map.png"}),
        );
    }
    let content = format!("**{}**: {}", p.campaign, p.title);
    if with_map {
        serde_json::json!({
            "content": content,
            "allowed_mentions": {"parse": []},
            "embeds": [embed],
            "attachments": [{"id": 0, "filename": "map.png"}],
        })
    } else {
        serde_json::json!({
            "content": content,
            "allowed_mentions": {"parse": []},
            "embeds": [embed],
        })
    }
}

/// Why a webhook address is refused.
pub fn refuse_url(url: &str, allow: &[String]) -> Option<String> {
    // A browser reads `\` as `/`, the host label would not: one reading.
    if url.contains('\\') || url.chars().any(char::is_control) {
        return Some("A webhook address has no backslashes or control characters.".into());
    }
    let Some((scheme, rest)) = url.split_once("://") else {
        return Some("A webhook address starts with https://.".into());
    };
    let host_port = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if host_port.is_empty() || host_port.contains('@') {
        return Some("A webhook address names a host (and no user or password).".into());
    }
    let allowed = allowed_host(host_port, None, allow);
    match scheme.to_ascii_lowercase().as_str() {
        "https" => None,
        "http" if allowed => None,
        _ => Some(format!(
            "Webhooks go to https addresses only (this one is {scheme}://); an http host must be listed in webhooks.allow."
        )),
    }
}

/// Whether `host_port` (as in a URL) or the address it resolved to is
/// listed in the site's allow-list.
fn allowed_host(host_port: &str, addr: Option<SocketAddr>, allow: &[String]) -> bool {
    let host = host_of(host_port);
    allow.iter().any(|a| {
        let a = a.trim();
        if a.eq_ignore_ascii_case(host_port) || a.eq_ignore_ascii_case(host) {
            return true;
        }
        let Some(addr) = addr else { return false };
        if let Ok(net) = a.parse::<IpNet>() {
            return net.contains(&addr.ip());
        }
        if let Ok(ip) = a.parse::<IpAddr>() {
            return ip == addr.ip();
        }
        a.parse::<SocketAddr>().is_ok_and(|s| s == addr)
    })
}

/// `[::1]:80` -> `::1`, `example.com:8443` -> `example.com`.
pub fn host_of(host_port: &str) -> &str {
    if let Some(rest) = host_port.strip_prefix('[') {
        return rest.split(']').next().unwrap_or(rest);
    }
    host_port.rsplit_once(':').map_or(host_port, |(h, _)| h)
}

/// The SSRF guard: which of the resolved addresses a request may go to.
/// None (refused, with the reason) when any is internal and not allowed:
/// a host that resolves to one internal address is not trusted for the
/// others either.
pub fn guard(
    host_port: &str,
    addrs: &[SocketAddr],
    allow: &[String],
) -> Result<SocketAddr, String> {
    let first = addrs
        .first()
        .copied()
        .ok_or_else(|| format!("{} does not resolve to any address.", host_of(host_port)))?;
    for a in addrs {
        if is_internal(a.ip()) && !allowed_host(host_port, Some(*a), allow) {
            return Err(format!(
                "Refused: {} is a private, loopback or link-local address ({}); a site admin may list it in webhooks.allow.",
                a.ip(),
                host_of(host_port)
            ));
        }
    }
    Ok(first)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests;
