//! Every page and API answer of a played campaign, as each role reads it,
//! recorded (#41): the house's rebuild moves reads and decisions between
//! layers and must change nothing a reader gets. Each answer is kept as the
//! digest of its text with what moves by itself blanked (times, tokens,
//! random ids, the static files' digest names), in `tests/golden/answers.txt`.
//!
//! `BOCAGE_GOLDEN=write cargo test golden` records them again (after a
//! change meant to show); on a difference the test names every address
//! that changed, and writes what it read under `target/golden/` (with
//! `BOCAGE_GOLDEN=dump`, every answer) to compare with a run of the
//! commit before.

use crate::api::{battalion, players, Players};
use crate::helpers::{Backend, TestApp};
use crate::secrecy::{addresses, fetch, Ids};
use regex::Regex;
use serde_json::json;
use std::collections::BTreeMap;

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/answers.txt");

#[actix_web::test]
async fn every_answer_is_as_recorded() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (p, ids) = played(&app).await;
    let mut got = BTreeMap::new();
    let mut bodies = BTreeMap::new();
    for (role, token) in roles(&p) {
        for address in addresses(&ids) {
            let (status, body) = fetch(&app, &token, &address).await;
            let text = normalise(&body, &ids);
            let key = format!("{role} {}", normalise(&address, &ids));
            got.insert(key.clone(), format!("{status} {:016x}", digest(&text)));
            bodies.insert(key, text);
        }
    }
    let mode = std::env::var("BOCAGE_GOLDEN").unwrap_or_default();
    if mode == "dump" {
        dump(&bodies, |_| true);
    }
    let lines: String = got.iter().map(|(k, v)| format!("{k} {v}\n")).collect();
    if mode == "write" {
        std::fs::write(GOLDEN, lines).unwrap();
        return;
    }
    let recorded = std::fs::read_to_string(GOLDEN).unwrap_or_default();
    let want: BTreeMap<String, String> = recorded
        .lines()
        .filter_map(|l| {
            let (rest, digest) = l.rsplit_once(' ')?;
            let (key, status) = rest.rsplit_once(' ')?;
            Some((key.to_string(), format!("{status} {digest}")))
        })
        .collect();
    let changed: Vec<&String> = got
        .keys()
        .chain(want.keys())
        .filter(|k| got.get(*k) != want.get(*k))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    if !changed.is_empty() {
        dump(&bodies, |k| changed.contains(&k));
    }
    assert!(
        changed.is_empty(),
        "{} answers differ from tests/golden/answers.txt (bodies under target/golden/):\n{}",
        changed.len(),
        changed
            .iter()
            .map(|k| format!("  {k}: {:?} -> {:?}", want.get(*k), got.get(*k)))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

fn roles(p: &Players) -> Vec<(&'static str, String)> {
    vec![
        ("gm", p.gm.clone()),
        ("allied_hc", p.allied_hc.clone()),
        ("axis_hc", p.axis_hc.clone()),
        ("allied_bc", p.bc_allies.clone()),
        ("axis_bc", p.bc_axis.clone()),
        ("observer", p.observer.clone()),
    ]
}

fn digest(text: &str) -> u64 {
    xxhash_rust::xxh3::xxh3_64(text.as_bytes())
}

/// Writes the bodies `pick` names under `target/golden/`.
fn dump(bodies: &BTreeMap<String, String>, pick: impl Fn(&String) -> bool) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/golden");
    for (key, body) in bodies.iter().filter(|(k, _)| pick(k)) {
        let name: String = key
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(dir.join(format!("{name}.txt")), body);
    }
}

/// Blanks what moves by itself: times and dates, countdowns, form tokens,
/// calendar feed secrets, the static files' digest names, battle files'
/// random ids and the sealing moments that name sealed notes.
fn normalise(text: &str, ids: &Ids) -> String {
    let mut out = text.to_string();
    for (i, f) in ids.files.iter().enumerate() {
        out = out.replace(&f.to_string(), &format!("FILE{i}"));
    }
    let rules = [
        (
            r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?( [A-Z]{2,5})?",
            "TIME",
        ),
        (r"\d{8}T\d{6}Z", "TIME"),
        (
            r"((Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? )?\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*( 20\d\d)?( \d{1,2}:\d{2}( [A-Z]{2,5})?)?",
            "DATE",
        ),
        (r"\b\d{1,2}:\d{2}( [A-Z]{2,5})?\b", "CLOCK"),
        (
            r"(in|overdue by|for) \d+ (d|h|min|s)( \d+ (h|min))?",
            "COUNTDOWN",
        ),
        (r"\d+ (seconds?|minutes?|hours?|days?) ago", "AGO"),
        (r#"(value|data-csrf)="[A-Za-z0-9_-]{64,86}""#, "CSRF"),
        (r"/calendar/[0-9a-f]+\.ics", "/calendar/FEED.ics"),
        (
            r"/static/([A-Za-z0-9_-]+)\.[0-9a-f]{8,}\.",
            "/static/$1.DIGEST.",
        ),
        (r"\b1[6-9]\d{14}\b", "MICROS"),
        (r#"W/"[0-9a-f]{32}""#, "ETAG"),
        // The event stream names the view by its digest, which counts
        // when an absence began.
        (r#"(id: |"view":")[0-9a-f]{16}"#, "${1}VIEW"),
    ];
    for (re, with) in rules {
        out = Regex::new(re).unwrap().replace_all(&out, with).into_owned();
    }
    out
}

/// A campaign in its first Allied combat move: battalions of both sides,
/// artillery on the map and in reinforcement, an attack committed with its
/// support, a draft left standing, each side's message, absence, deputy,
/// notepad, annotation and sealed note, battle files and calendar feeds.
async fn played(app: &TestApp) -> (Players, Ids) {
    let p = players(app).await;
    let id = p.id;
    let post = |token: &str, path: String, body: serde_json::Value| {
        let token = token.to_string();
        async move {
            let (s, r) = app.api_post(&token, &path, body).await;
            assert!(s < 300, "{path}: {r}");
            r
        }
    };
    let put = |token: &str, path: String, body: serde_json::Value| {
        let token = token.to_string();
        async move {
            let (s, r) = app
                .api(reqwest::Method::PUT, &token, &path, Some(body))
                .await;
            assert!(s < 300, "{path}: {r}");
        }
    };
    let (_, au) = battalion(app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    let (_, bu) = battalion(app, &p, "1/501st", "us", "abc@example.com", "F13").await;
    let (x, _) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    for (side, at) in [
        ("allies", "F13"),
        ("axis", "F22"),
        ("allies", "reinforcements"),
    ] {
        post(
            &p.gm,
            format!("/campaigns/{id}/support"),
            json!({"side": side, "class": "artillery", "name": "guns", "location": at, "arrives_round": 2}),
        )
        .await;
    }
    for (token, channel) in [
        (&p.allied_hc, "allies"),
        (&p.axis_hc, "axis"),
        (&p.gm, "public"),
    ] {
        post(
            token,
            format!("/campaigns/{id}/messages"),
            json!({"channel": channel, "body": format!("Orders for {channel}")}),
        )
        .await;
    }
    for (token, hc, seat) in [
        (&p.bc_allies, &p.allied_hc, "allies"),
        (&p.bc_axis, &p.axis_hc, "axis"),
    ] {
        let until = (chrono::Utc::now() + chrono::Duration::days(60))
            .date_naive()
            .and_hms_opt(12, 0, 0)
            .unwrap()
            .and_utc();
        let body = json!({"to": until.to_rfc3339(), "note": format!("Away from the {seat}")});
        put(token, format!("/campaigns/{id}/absence"), body).await;
        let (_, me) = app.api_get(token, "/me").await;
        let body = json!({"high_commander": seat, "deputy": me["id"]});
        put(hc, format!("/campaigns/{id}/deputies"), body).await;
        let body = json!({"body": format!("Pad of the {seat}")});
        put(token, format!("/campaigns/{id}/notepad"), body).await;
        let body = json!({"shape": "label", "zone": "F14", "text": format!("Hold, {seat}")});
        post(hc, format!("/campaigns/{id}/annotations"), body).await;
        let body = json!({"body": format!("Plan of the {seat}"), "opens_round": 5});
        post(hc, format!("/campaigns/{id}/sealed-notes"), body).await;
    }
    let mut feeds = BTreeMap::new();
    let feed_url = Regex::new(r"/calendar/[0-9a-f]+\.ics").unwrap();
    for (_, token) in roles(&p) {
        let client = app.client();
        client
            .post(app.url("/account/calendar"))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap();
        let account = client
            .get(app.url("/account"))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let feed = feed_url.find(&account).unwrap().as_str().to_string();
        feeds.insert(token, feed);
    }
    post(&p.gm, format!("/campaigns/{id}/start"), json!({})).await;
    post(
        &p.bc_allies,
        format!("/campaigns/{id}/orders"),
        json!({"units": [au[0], au[1], au[2], au[9], au[10]], "to": "F14", "target": x}),
    )
    .await;
    post(
        &p.allied_hc,
        format!("/campaigns/{id}/orders/commit"),
        json!({}),
    )
    .await;
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let battle = c["battles"][0]["id"].as_u64().unwrap();
    let gun = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["side"] == "allies" && u["class"] == "artillery" && u["location"] == "F13")
        .unwrap()["id"]
        .as_u64()
        .unwrap();
    let air = c["air_pools"]["allies"][0].as_u64().unwrap();
    post(
        &p.allied_hc,
        format!("/campaigns/{id}/battles/{battle}/support"),
        json!({"artillery": [gun], "air": [air], "ship": true}),
    )
    .await;
    post(
        &p.bc_allies,
        format!("/campaigns/{id}/orders"),
        json!({"units": [bu[0]], "to": "F12"}),
    )
    .await;
    let mut files = Vec::new();
    for (token, name) in [(&p.bc_allies, "allies"), (&p.bc_axis, "axis")] {
        let r = app
            .client()
            .post(app.url(&format!(
                "/api/v1/campaigns/{id}/battles/{battle}/files?name={name}-setup.bts&gm_only=true"
            )))
            .bearer_auth(token)
            .body(format!("\u{1}\u{0}{name} setup").into_bytes())
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 201);
        let v: serde_json::Value = r.json().await.unwrap();
        files.push(v["file"]["id"].as_u64().unwrap());
    }
    let ids = Ids {
        id,
        battle,
        zones: vec!["F13", "F14", "F22"],
        labels: Vec::new(),
        files,
        feeds,
        battalions: c["battalions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["id"].as_u64().unwrap())
            .collect(),
    };
    (p, ids)
}
