//! The webhook plan, payloads and the SSRF guard.

use super::*;
use std::net::SocketAddr;

fn addr(s: &str) -> SocketAddr {
    s.parse().unwrap()
}

#[test]
fn internal_addresses_are_refused_unless_allowed() {
    let none: Vec<String> = Vec::new();
    for a in [
        "127.0.0.1:443",
        "10.1.2.3:443",
        "172.16.0.1:443",
        "192.168.1.1:443",
        "169.254.169.254:80",
        "100.64.0.1:443",
        "0.0.0.0:443",
        "[::1]:443",
        "[fe80::1]:443",
        "[fd00::1]:443",
        "[::ffff:127.0.0.1]:443",
    ] {
        let e = guard("hooks.example:443", &[addr(a)], &none).unwrap_err();
        assert!(e.starts_with("Refused"), "{a}: {e}");
    }
    assert_eq!(
        guard("discord.com", &[addr("162.159.135.232:443")], &none),
        Ok(addr("162.159.135.232:443"))
    );
    let e = guard(
        "x.example",
        &[addr("8.8.8.8:443"), addr("127.0.0.1:443")],
        &none,
    );
    assert!(e.is_err(), "one internal address is enough to refuse");
    assert!(guard("x.example", &[], &none).is_err());
}

#[test]
fn the_allow_list_takes_hosts_addresses_and_blocks() {
    let a = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let lo = [addr("127.0.0.1:9000")];
    assert!(guard("127.0.0.1:9000", &lo, &a(&["127.0.0.1"])).is_ok());
    assert!(guard("127.0.0.1:9000", &lo, &a(&["127.0.0.1:9000"])).is_ok());
    assert!(guard("127.0.0.1:9000", &lo, &a(&["127.0.0.1:9001"])).is_err());
    assert!(guard("hooks.lan", &[addr("10.0.0.5:443")], &a(&["10.0.0.0/8"])).is_ok());
    assert!(guard("hooks.lan", &[addr("10.0.0.5:443")], &a(&["hooks.lan"])).is_ok());
    assert!(guard("hooks.lan", &[addr("192.168.0.5:443")], &a(&["10.0.0.0/8"])).is_err());
}

#[test]
fn only_https_unless_the_host_is_allowed() {
    let none: Vec<String> = Vec::new();
    assert_eq!(
        refuse_url("https://discord.com/api/webhooks/1/x", &none),
        None
    );
    assert!(refuse_url("http://discord.com/api/webhooks/1/x", &none).is_some());
    assert!(refuse_url("ftp://x.example/", &none).is_some());
    assert!(refuse_url("discord.com/api", &none).is_some());
    assert!(refuse_url("https://user:pw@x.example/", &none).is_some());
    // A backslash is a slash to a browser: the label would not show the host.
    assert!(refuse_url("https://good.example\\@evil.example/x", &none).is_some());
    assert!(refuse_url("https://evil.example\\x.good.example/", &none).is_some());
    assert!(refuse_url("https://x.example/\r\nHost: y", &none).is_some());
    let lo = vec!["127.0.0.1".to_string()];
    assert_eq!(refuse_url("http://127.0.0.1:9000/hook", &lo), None);
    assert_eq!(host_of("[::1]:80"), "::1");
    assert_eq!(host_of("example.com:8443"), "example.com");
    assert_eq!(host_of("example.com"), "example.com");
}

#[test]
fn discords_format_has_content_an_embed_and_the_map() {
    let p = Payload {
        event: HookEvent::TurnReport,
        campaign: "Overlord".into(),
        campaign_id: 1,
        title: "Turn report: round 1, Allied turn".into(),
        text: "x".repeat(5000),
        url: "https://bocage.example/campaigns/1/reports/1/allies".into(),
    };
    let j = discord_json(&p, true);
    assert!(j["content"].as_str().unwrap().contains("Overlord"));
    assert_eq!(j["embeds"][0]["title"], p.title);
    assert_eq!(j["embeds"][0]["url"], p.url);
    assert!(
        j["embeds"][0]["description"]
            .as_str()
            .unwrap()
            .chars()
            .count()
            <= 4001
    );
    assert_eq!(j["embeds"][0]["image"]["url"], "attachment://map.png");
    assert_eq!(j["attachments"][0]["filename"], "map.png");
    assert_eq!(j["allowed_mentions"]["parse"], serde_json::json!([]));
    let j = discord_json(&p, false);
    assert!(j.get("attachments").is_none());
}

#[test]
fn kinds_round_trip() {
    for e in HookEvent::ALL {
        assert_eq!(HookEvent::parse(e.as_str()), Some(e));
    }
    for f in HookFormat::ALL {
        assert_eq!(HookFormat::parse(f.as_str()), Some(f));
    }
}
