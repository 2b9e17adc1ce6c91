//! The secrecy suite: a turn played with marker names on every unit, then
//! every GET route of the API and every page (both from the route tables),
//! the calendar feed and every mail, fetched as each viewer who must not see
//! a side's markers. And the other side's fetch is the same before and
//! after a side drafts, but for timestamps and CSRF tokens.

use crate::api::{battalion, players, Players};
use crate::both_backends;
use crate::helpers::TestApp;
use regex::Regex;
use serde_json::{json, Value};
use std::collections::BTreeMap;

both_backends!(
    no_viewer_sees_what_is_hidden_from_them,
    only_the_gm_reads_members_emails,
    write_answers_count_only_what_the_writer_sees,
);

/// Members see each other by display name; emails are the GM's (and each
/// player's own account page).
async fn only_the_gm_reads_members_emails(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let others = ["ahc@example.com", "xhc@example.com", "abc@example.com"];
    for token in [&p.bc_axis, &p.observer] {
        for path in [
            format!("/campaigns/{id}"),
            format!("/api/v1/campaigns/{id}/members"),
            format!("/api/v1/campaigns/{id}"),
        ] {
            let (status, body) = fetch(app, token, &path).await;
            assert_eq!(status, 200, "{path}");
            for email in others {
                assert!(!body.contains(email), "{path} shows {email}");
            }
            if !path.ends_with(&id.to_string()) || !path.starts_with("/api") {
                assert!(body.contains("abc"), "{path}: display names are shown");
            }
        }
    }
    let (_, page) = fetch(app, &p.gm, &format!("/campaigns/{id}")).await;
    assert!(others.iter().all(|e| page.contains(e)), "the GM sees them");
}

/// Security review 4, item 4: what a write answers (a message, an
/// annotation, a sealed note, a draft) is numbered among what its writer
/// may see, so no answer tells how much the other side wrote meanwhile.
async fn write_answers_count_only_what_the_writer_sees(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, au) = battalion(app, &p, "A", "us", "abc@example.com", "F13").await;
    let (_, xu) = battalion(app, &p, "X", "heer", "xbc@example.com", "F26").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let message = |token: &str, channel: &str| {
        let (token, channel) = (token.to_string(), channel.to_string());
        async move {
            let (s, r) = app
                .api_post(
                    &token,
                    &format!("/campaigns/{id}/messages"),
                    json!({"channel": channel, "body": "hello"}),
                )
                .await;
            assert_eq!(s, 201, "{r}");
            r["message"]["id"].as_i64().unwrap()
        }
    };
    assert_eq!(message(&p.observer, "public").await, 1);
    for _ in 0..3 {
        message(&p.allied_hc, "allies").await;
    }
    assert_eq!(
        message(&p.observer, "public").await,
        2,
        "the public's second"
    );
    assert_eq!(
        message(&p.axis_hc, "axis").await,
        1,
        "the Axis channel's first"
    );
    // Annotations are numbered on each side's layer.
    let annotate = |token: &str| {
        let token = token.to_string();
        async move {
            let (s, r) = app
                .api_post(
                    &token,
                    &format!("/campaigns/{id}/annotations"),
                    json!({"shape": "circle", "zone": "F13"}),
                )
                .await;
            assert_eq!(s, 201, "{r}");
            r["annotation"].as_i64().unwrap()
        }
    };
    for _ in 0..3 {
        annotate(&p.bc_allies).await;
    }
    assert_eq!(annotate(&p.axis_hc).await, 1, "the Axis layer's first");
    // A sealed note is named by its sealing time, not a count of notes.
    for _ in 0..3 {
        let (s, r) = app
            .api_post(
                &p.allied_hc,
                &format!("/campaigns/{id}/sealed-notes"),
                json!({"body": "hidden plan"}),
            )
            .await;
        assert_eq!(s, 201, "{r}");
    }
    let (s, r) = app
        .api_post(
            &p.observer,
            &format!("/campaigns/{id}/sealed-notes"),
            json!({"body": "my guess"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let notes = r["notes"].as_array().unwrap();
    assert_eq!(notes.len(), 1, "the observer reads only their own: {r}");
    assert!(notes[0]["id"].as_i64().unwrap() > 1 << 40, "{r}");
    // Drafts are numbered per side: the Axis's first draft (in its
    // non-combat move) is 1 whatever the Allies drafted.
    for u in &au[..2] {
        let (s, r) = app
            .api_post(
                &p.bc_allies,
                &format!("/campaigns/{id}/orders"),
                json!({"units": [u], "to": "F12"}),
            )
            .await;
        assert_eq!(s, 201, "{r}");
    }
    crate::api::force_advance(app, &p, 8).await;
    let (s, r) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [xu[0]], "to": "F25"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    assert_eq!(r["draft"]["id"], 1, "{}", r["draft"]);
}

const ALLIED: &str = "MARKER-ALLIED";
const AXIS: &str = "MARKER-AXIS";

/// Who reads, with the marker they must never see.
fn viewers(p: &Players) -> Vec<(&'static str, String, &'static str)> {
    vec![
        ("axis HC", p.axis_hc.clone(), ALLIED),
        ("axis BC", p.bc_axis.clone(), ALLIED),
        ("allied HC", p.allied_hc.clone(), AXIS),
        ("allied BC", p.bc_allies.clone(), AXIS),
        ("observer", p.observer.clone(), ALLIED),
        ("observer", p.observer.clone(), AXIS),
    ]
}

/// The language each viewer reads in (#44): the secrets are the same in
/// every language, and the words around them come from another catalogue
/// (the Axis commander's German, the observer's Italian).
fn language_of<'a>(p: &Players, token: &str) -> &'a str {
    if token == p.bc_axis {
        "de"
    } else if token == p.observer {
        "it"
    } else {
        "en"
    }
}

pub(crate) struct Ids {
    pub id: i64,
    pub battle: u64,
    pub zones: Vec<&'static str>,
    pub labels: Vec<String>,
    /// Battle files, each side's marked GM only.
    pub files: Vec<u64>,
    /// Each viewer's calendar feed (shown once, when made), by API token.
    pub feeds: BTreeMap<String, String>,
    /// Every battalion (their pages: units, deputy, tenure).
    pub battalions: Vec<u64>,
}

/// Every address to read: the API's GET routes and the pages, with ids.
pub(crate) fn addresses(ids: &Ids) -> Vec<String> {
    let mut out = Vec::new();
    let fill = |path: &str| -> Vec<String> {
        let base = path
            .replace("{id}", &ids.id.to_string())
            .replace("{bid}", &ids.battle.to_string())
            .replace("{battle}", &ids.battle.to_string())
            .replace("{round}", "1")
            .replace("{frame}", "1")
            .replace("{side}", "allies");
        if base.contains("{fid}") || base.contains("{file}") {
            ids.files
                .iter()
                .map(|f| {
                    base.replace("{fid}", &f.to_string())
                        .replace("{file}", &f.to_string())
                })
                .collect()
        } else if base.contains("{battalion}") {
            ids.battalions
                .iter()
                .map(|b| base.replace("{battalion}", &b.to_string()))
                .collect()
        } else if base.contains("{zone}") {
            ids.zones
                .iter()
                .map(|z| base.replace("{zone}", z))
                .collect()
        } else {
            vec![base]
        }
    };
    for (method, path, _) in bocage::web::api::table() {
        if method == "GET" {
            out.extend(fill(path).into_iter().map(|p| format!("/api/v1{p}")));
        }
    }
    for (path, _) in bocage::web::pages::campaign::page_routes() {
        out.extend(fill(path));
    }
    let id = ids.id;
    for l in &ids.labels {
        out.push(format!("/campaigns/{id}/map?at={l}"));
        out.push(format!("/api/v1/campaigns/{id}?at={l}"));
    }
    out.push(format!(
        "/campaigns/{id}/battles/{}/sheet?format=bbcode",
        ids.battle
    ));
    out.push("/account".into());
    // The story (#27): statistics as CSV, every replay frame and viewpoint.
    out.push(format!("/api/v1/campaigns/{id}/stats?format=csv"));
    for n in 1..=ids.labels.len() + 1 {
        out.push(format!("/campaigns/{id}/replay?frame={n}"));
        out.push(format!("/campaigns/{id}/replay/frames/{n}"));
    }
    for v in ["allies", "axis", "public", "complete"] {
        out.push(format!("/campaigns/{id}/replay?viewpoint={v}"));
        out.push(format!("/api/v1/campaigns/{id}/replay?viewpoint={v}"));
    }
    // Every message channel, on the page and through the API (#15).
    for channel in ["public", "allies", "axis", "battle:1", "desk:1"] {
        out.push(format!("/campaigns/{id}/messages?channel={channel}"));
        out.push(format!("/api/v1/campaigns/{id}/messages?channel={channel}"));
    }
    // The turn reports, both turns, as text too (#15).
    for side in ["allies", "axis"] {
        for format in ["", "?format=bbcode", "?format=text"] {
            out.push(format!("/campaigns/{id}/reports/1/{side}{format}"));
        }
        for version in ["", "?version=public", "?version=side"] {
            out.push(format!("/api/v1/campaigns/{id}/reports/1/{side}{version}"));
        }
    }
    out
}

pub(crate) async fn fetch(app: &TestApp, token: &str, path: &str) -> (u16, String) {
    fetch_in(app, token, path, "en").await
}

/// `path` as `token` reads it in `lang` (its `Accept-Language`).
async fn fetch_in(app: &TestApp, token: &str, path: &str, lang: &str) -> (u16, String) {
    let r = app
        .client()
        .get(app.url(path))
        .bearer_auth(token)
        .header("accept-language", lang)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), crate::helpers::text_of(r).await)
}

/// Everything `token` can read in `lang`, by address.
async fn read_all(app: &TestApp, token: &str, ids: &Ids, lang: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for a in addresses(ids) {
        let (status, body) = fetch_in(app, token, &a, lang).await;
        assert!(status < 500, "{a}: {status}");
        out.insert(a, body);
    }
    let feed = ids
        .feeds
        .get(token)
        .expect("every viewer has a calendar feed");
    let (status, ics) = fetch(app, token, feed).await;
    assert_eq!(status, 200, "{feed}");
    out.insert("calendar".into(), ics);
    out
}

fn assert_hidden(reads: &BTreeMap<String, String>, who: &str, marker: &str) {
    for (address, body) in reads {
        assert!(
            !body.contains(marker),
            "{who} reads {marker} at {address}: ...{}...",
            around(body, marker)
        );
    }
}

fn around(body: &str, marker: &str) -> String {
    let i = body.find(marker).unwrap_or(0);
    body.chars().skip(i.saturating_sub(120)).take(240).collect()
}

/// Renames every unit of `side` to a marker name, through the API.
async fn mark(app: &TestApp, p: &Players, side: &str, marker: &str) {
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{}", p.id)).await;
    for u in c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["side"] == side)
    {
        let uid = u["id"].as_u64().unwrap();
        let (s, r) = app
            .api(
                reqwest::Method::PATCH,
                &p.gm,
                &format!("/campaigns/{}/units/{uid}", p.id),
                Some(json!({"name": format!("{marker}-{uid}")})),
            )
            .await;
        assert_eq!(s, 200, "{r}");
    }
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> (u16, Value) {
    app.api_post(token, &format!("/campaigns/{path}"), body)
        .await
}

/// Blanks what changes with the clock and the session.
fn normalise(text: &str) -> String {
    let rules = [
        (
            r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?( [A-Z]{2,5})?",
            "TIME",
        ),
        (r"\d{8}T\d{6}Z", "TIME"),
        (r"(in|overdue by) \d+ (d|h|min)( \d+ (h|min))?", "COUNTDOWN"),
        (r#"value="[0-9a-f]{64}""#, "CSRF"),
        // A form token, masked afresh in each answer (#40).
        (r#"(value|data-csrf)="[A-Za-z0-9_-]{86}""#, "CSRF"),
    ];
    let mut out = text.to_string();
    for (re, with) in rules {
        out = Regex::new(re).unwrap().replace_all(&out, with).into_owned();
    }
    out
}

async fn no_viewer_sees_what_is_hidden_from_them(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, au) = battalion(app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    let (_, bu) = battalion(app, &p, "B", "us", "abc@example.com", "F13").await;
    let (x, _) = battalion(app, &p, "X", "heer", "xbc@example.com", "F14").await;
    // Artillery on the map and waiting in each side's reinforcement box.
    for (side, at) in [
        ("allies", "F13"),
        ("axis", "F22"),
        ("allies", "reinforcements"),
        ("axis", "reinforcements"),
    ] {
        let (s, r) = post(
            app,
            &p.gm,
            &format!("{id}/support"),
            json!({"side": side, "class": "artillery", "name": "guns", "location": at, "arrives_round": 2}),
        )
        .await;
        assert_eq!(s, 201, "{r}");
    }
    mark(app, &p, "allies", ALLIED).await;
    let mut feeds = BTreeMap::new();
    let feed_url = Regex::new(r"/calendar/[0-9a-f]+\.ics").unwrap();
    mark(app, &p, "axis", AXIS).await;
    // Each side's channel carries its marker (#15 messages).
    for (token, channel, marker) in [(&p.allied_hc, "allies", ALLIED), (&p.axis_hc, "axis", AXIS)] {
        let (s, r) = app
            .api_post(
                token,
                &format!("/campaigns/{}/messages", p.id),
                json!({"channel": channel, "body": format!("Orders: {marker}")}),
            )
            .await;
        assert_eq!(s, 201, "{r}");
    }
    // Each side's commander is away, the note carrying the side's marker,
    // and each High Commander names a deputy (#26, R1.5).
    for (token, hc, marker) in [
        (&p.bc_allies, &p.allied_hc, ALLIED),
        (&p.bc_axis, &p.axis_hc, AXIS),
    ] {
        let to = (chrono::Utc::now() + chrono::Duration::days(3)).to_rfc3339();
        let body = json!({"to": to, "note": format!("Away: {marker}")});
        let path = format!("/campaigns/{id}/absence");
        let (s, r) = app
            .api(reqwest::Method::PUT, token, &path, Some(body))
            .await;
        assert_eq!(s, 200, "{r}");
        let (_, me) = app.api_get(token, "/me").await;
        let hc_seat = if hc == &p.allied_hc { "allies" } else { "axis" };
        let body = json!({"high_commander": hc_seat, "deputy": me["id"]});
        let path = format!("/campaigns/{id}/deputies");
        let (s, r) = app.api(reqwest::Method::PUT, hc, &path, Some(body)).await;
        assert_eq!(s, 200, "{r}");
    }
    // Each side's notepad and a note sealed until round 5 carry its marker
    // (#27, R12.4): never read by anyone else before then.
    for (token, marker) in [(&p.bc_allies, ALLIED), (&p.bc_axis, AXIS)] {
        let path = format!("/campaigns/{id}/notepad");
        let body = json!({"body": format!("Pad: {marker}")});
        let (s, r) = app
            .api(reqwest::Method::PUT, token, &path, Some(body))
            .await;
        assert_eq!(s, 200, "{r}");
    }
    // Each side's layer on the map carries its marker (#27, R12.5).
    for (token, marker) in [(&p.bc_allies, ALLIED), (&p.axis_hc, AXIS)] {
        let body = json!({"shape": "label", "zone": "F14", "text": format!("Hold: {marker}")});
        let (s, r) = app
            .api_post(token, &format!("/campaigns/{id}/annotations"), body)
            .await;
        assert_eq!(s, 201, "{r}");
    }
    for (token, marker) in [(&p.allied_hc, ALLIED), (&p.axis_hc, AXIS)] {
        let body = json!({"body": format!("Plan: {marker}"), "opens_round": 5});
        let (s, r) = app
            .api_post(token, &format!("/campaigns/{id}/sealed-notes"), body)
            .await;
        assert_eq!(s, 201, "{r}");
    }
    for token in [
        &p.axis_hc,
        &p.bc_axis,
        &p.allied_hc,
        &p.bc_allies,
        &p.observer,
    ] {
        let client = app.client();
        let r = client
            .post(app.url("/account/calendar"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        assert!(r.status().is_redirection() || r.status().is_success());
        let account = client
            .get(app.url("/account"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let feed = feed_url
            .find(&account)
            .expect("the new feed's URL is shown once")
            .as_str()
            .to_string();
        feeds.insert(token.clone(), feed);
    }
    let (s, r) = post(app, &p.gm, &format!("{id}/start"), json!({})).await;
    assert_eq!(s, 200, "{r}");
    // The Allied turn: an attack with support, and a draft left standing.
    let (s, r) = post(
        app,
        &p.bc_allies,
        &format!("{id}/orders"),
        json!({"units": [au[0], au[1], au[2], au[9], au[10]], "to": "F14", "target": x}),
    )
    .await;
    assert_eq!(s, 201, "{r}");
    let (s, r) = post(app, &p.allied_hc, &format!("{id}/orders/commit"), json!({})).await;
    assert_eq!(s, 200, "{r}");
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let battle = c["battles"][0]["id"].as_u64().unwrap();
    let gun = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["side"] == "allies" && u["class"] == "artillery")
        .unwrap()["id"]
        .as_u64()
        .unwrap();
    let air = c["air_pools"]["allies"][0].as_u64().unwrap();
    let (s, r) = post(
        app,
        &p.allied_hc,
        &format!("{id}/battles/{battle}/support"),
        json!({"artillery": [gun], "air": [air], "ship": true}),
    )
    .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = post(
        app,
        &p.bc_allies,
        &format!("{id}/orders"),
        json!({"units": [bu[0]], "to": "F12"}),
    )
    .await;
    assert_eq!(s, 201, "{r}");
    let draft = r["draft"]["id"].as_u64().unwrap();
    hostile_probes(app, &p, &au, battle, draft).await;
    // Each commander's setup file, GM only, named and filled with the
    // side's marker (#15 battle files).
    let mut files = Vec::new();
    for (token, marker) in [(&p.bc_allies, ALLIED), (&p.bc_axis, AXIS)] {
        let r = app
            .client()
            .post(app.url(&format!(
                "/api/v1/campaigns/{id}/battles/{battle}/files?name={marker}-setup.bts&gm_only=true"
            )))
            .bearer_auth(token)
            .body(format!("\u{1}\u{0}{marker} setup").into_bytes())
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 201);
        let v: Value = r.json().await.unwrap();
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
    for (who, token, marker) in viewers(&p) {
        let lang = language_of(&p, &token);
        let reads = read_all(app, &token, &ids, lang).await;
        assert_hidden(&reads, who, marker);
        let in_lang = format!("<html lang=\"{lang}\"");
        let pages = reads.values().filter(|b| b.contains(&in_lang)).count();
        assert!(pages > 5, "{who} read {pages} pages in {lang}");
    }
    the_map_png_ignores_hidden_names(app, &p).await;
    drafts_change_nothing_the_enemy_reads(app, &p, &ids, &bu).await;
    // The battle: defenders, result, casualties; then every phase's map.
    let (s, r) = post(
        app,
        &p.gm,
        &format!("{id}/phase/advance"),
        json!({"force": true, "reason": "drop the open draft"}),
    )
    .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = post(
        app,
        &p.bc_axis,
        &format!("{id}/battles/{battle}/defenders"),
        json!({"units": []}),
    )
    .await;
    assert!(s == 422 || s == 200, "{r}");
    let (s, r) = post(
        app,
        &p.gm,
        &format!("{id}/battles/{battle}/defenders"),
        json!({"units": []}),
    )
    .await;
    assert!(s == 200 || s == 422, "{r}");
    let (s, r) = post(
        app,
        &p.gm,
        &format!("{id}/battles/{battle}/result"),
        json!({"outcome": "draw"}),
    )
    .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = post(app, &p.gm, &format!("{id}/phase/advance"), json!({})).await;
    assert_eq!(s, 200, "{r}");
    for token in [&p.bc_allies, &p.bc_axis] {
        let (_, acts) = app
            .api_get(token, &format!("/campaigns/{id}/actions"))
            .await;
        for c in acts["casualties"].as_array().unwrap() {
            let (s, r) = post(
                app,
                token,
                &format!("{id}/battles/{battle}/casualties"),
                json!({"units": c["default"], "side": c["side"]}),
            )
            .await;
            assert_eq!(s, 200, "{r}");
        }
    }
    let (_, snaps) = app
        .api_get(
            &p.gm,
            &format!("/campaigns/{id}/history?kind=phase_advanced"),
        )
        .await;
    assert!(!snaps["events"].as_array().unwrap().is_empty());
    let labels = vec![
        "1.allies.combat_move".to_string(),
        "1.allies.combat_resolution".to_string(),
    ];
    let ids = Ids { labels, ..ids };
    for (who, token, marker) in viewers(&p) {
        let lang = language_of(&p, &token);
        let reads = read_all(app, &token, &ids, lang).await;
        assert_hidden(&reads, who, marker);
        let in_lang = format!("<html lang=\"{lang}\"");
        let pages = reads.values().filter(|b| b.contains(&in_lang)).count();
        assert!(pages > 5, "{who} read {pages} pages in {lang}");
    }
    mail_keeps_secrets(app, &p).await;
    ids_tell_nothing_of_what_is_hidden(app, &p, &ids).await;
}

/// #23: an Allied player who saw public messages 7 and 10 knew 8 and 9 went
/// to channels he cannot read; a BC who saw files 22, 24 and 26 knew of the
/// GM-only files 21 and 25. A channel's messages are numbered 1, 2, 3 ...
/// in that channel; a file's id is random.
async fn ids_tell_nothing_of_what_is_hidden(app: &TestApp, p: &Players, ids: &Ids) {
    let id = p.id;
    // More traffic in the side channels between public messages.
    for (token, channel) in [
        (&p.allied_hc, "public"),
        (&p.allied_hc, "allies"),
        (&p.axis_hc, "axis"),
        (&p.axis_hc, "public"),
    ] {
        let (s, r) = app
            .api_post(
                token,
                &format!("/campaigns/{id}/messages"),
                json!({"channel": channel, "body": "more"}),
            )
            .await;
        assert_eq!(s, 201, "{r}");
    }
    for (who, token, _) in viewers(p) {
        let (_, list) = app
            .api_get(&token, &format!("/campaigns/{id}/messages"))
            .await;
        for ch in list["channels"].as_array().unwrap() {
            let key = ch["channel"].as_str().unwrap();
            let (_, m) = app
                .api_get(&token, &format!("/campaigns/{id}/messages?channel={key}"))
                .await;
            let seen: Vec<i64> = m["messages"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x["id"].as_i64().unwrap())
                .collect();
            let expected: Vec<i64> = (1..=seen.len() as i64).collect();
            assert_eq!(
                seen, expected,
                "{who} in {key}: numbered within the channel"
            );
        }
        let (_, f) = app
            .api_get(
                &token,
                &format!("/campaigns/{id}/battles/{}/files", ids.battle),
            )
            .await;
        for file in f["files"].as_array().unwrap() {
            assert!(
                file["id"].as_i64().unwrap() > 1 << 20,
                "{who}: a file's id is random, not a count: {file}"
            );
        }
    }
    for f in &ids.files {
        assert!(*f > 1 << 20, "file ids are random: {f}");
    }
}

/// The PNG map another side or an observer reads (live and for posting) is
/// the same whatever the Allied units are called.
async fn the_map_png_ignores_hidden_names(app: &TestApp, p: &Players) {
    let id = p.id;
    let png = |token: String, q: &'static str| async move {
        let r = app
            .client()
            .get(app.url(&format!("/campaigns/{id}/map.png{q}")))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 200);
        r.bytes().await.unwrap()
    };
    let readers = [
        (p.bc_axis.clone(), ""),
        (p.observer.clone(), ""),
        (p.allied_hc.clone(), "?version=public"),
    ];
    let mut before = Vec::new();
    for (t, q) in &readers {
        before.push(png(t.clone(), q).await);
    }
    mark(app, p, "allies", &format!("{ALLIED}-AGAIN")).await;
    for ((t, q), old) in readers.iter().zip(before) {
        assert!(
            png(t.clone(), q).await == old,
            "the PNG changed with hidden names{q}"
        );
    }
}

/// Refusals name no enemy unit, and an enemy draft id answers as a missing one.
async fn hostile_probes(app: &TestApp, p: &Players, au: &[u64], battle: u64, draft: u64) {
    let id = p.id;
    for token in [&p.bc_axis, &p.axis_hc, &p.observer] {
        let probes = [
            (
                format!("{id}/orders"),
                json!({"units": [au[6]], "to": "F14"}),
            ),
            (
                format!("{id}/battles/{battle}/defenders"),
                json!({"units": [au[0], au[1]]}),
            ),
            (
                format!("{id}/battles/{battle}/support"),
                json!({"artillery": [au[0]]}),
            ),
            (
                format!("{id}/commands"),
                json!({"command": "choose_casualties", "battle": battle, "units": [au[0]]}),
            ),
        ];
        for (path, body) in probes {
            let (s, r) = post(app, token, &path, body).await;
            assert!((400..500).contains(&s), "{path}: {s} {r}");
            assert!(
                !r.to_string().contains(ALLIED),
                "{path} names an Allied unit: {r}"
            );
        }
        let real = app
            .api(
                reqwest::Method::DELETE,
                token,
                &format!("/campaigns/{id}/orders/{draft}"),
                None,
            )
            .await;
        let missing = app
            .api(
                reqwest::Method::DELETE,
                token,
                &format!("/campaigns/{id}/orders/{}", draft + 1000),
                None,
            )
            .await;
        assert_eq!(
            real.0, missing.0,
            "an enemy draft id answers like a missing one"
        );
        assert!(real.0 == 404 || real.0 == 403, "{real:?}");
        let text = |v: &Value| {
            v["error"]["message"]
                .as_str()
                .unwrap_or_default()
                .replace(&(draft + 1000).to_string(), "N")
                .replace(&draft.to_string(), "N")
        };
        assert_eq!(text(&real.1), text(&missing.1));
    }
}

/// The other side's full read is the same before and after a side drafts
/// (R6.2: drafts are hidden), timestamps and CSRF tokens aside.
async fn drafts_change_nothing_the_enemy_reads(app: &TestApp, p: &Players, ids: &Ids, bu: &[u64]) {
    let readers = [&p.axis_hc, &p.bc_axis, &p.observer];
    let mut before = Vec::new();
    for t in readers {
        before.push(read_all(app, t, ids, language_of(p, t)).await);
    }
    let id = p.id;
    let (s, r) = post(
        app,
        &p.bc_allies,
        &format!("{id}/orders"),
        json!({"units": [bu[1]], "to": "F12"}),
    )
    .await;
    assert_eq!(s, 201, "{r}");
    let d = r["draft"]["id"].as_u64().unwrap();
    let (s, _) = app
        .api(
            reqwest::Method::DELETE,
            &p.bc_allies,
            &format!("/campaigns/{id}/orders/{d}"),
            None,
        )
        .await;
    assert_eq!(s, 200);
    let (s, r) = post(
        app,
        &p.bc_allies,
        &format!("{id}/orders"),
        json!({"units": [bu[2]], "to": "F12"}),
    )
    .await;
    assert_eq!(s, 201, "{r}");
    // R5.12: the BC says his orders are done; his High Commander reads it,
    // the other side and observers read nothing new anywhere.
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &format!("/campaigns/{id}/orders/ready"),
            Some(json!({"ready": true})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let orders = app
        .page_as(&p.allied_hc, &format!("/campaigns/{id}/orders"))
        .await;
    assert!(
        orders.contains("badge ok\">ready"),
        "the Allied HC reads who is ready"
    );
    for (t, old) in readers.iter().zip(before) {
        let new = read_all(app, t, ids, language_of(p, t)).await;
        for (address, body) in &new {
            let was = old.get(address).map(|b| normalise(b)).unwrap_or_default();
            assert_eq!(
                normalise(body),
                was,
                "{address} changed for the other side after a draft or a ready flag"
            );
        }
    }
}

/// Every mail a player got: no enemy marker.
async fn mail_keeps_secrets(app: &TestApp, p: &Players) {
    let mut c = app.pool.get().unwrap();
    let mail = bocage::store::outbox::all(&mut c).unwrap();
    assert!(!mail.is_empty());
    let (_, members) = app
        .api_get(&p.gm, &format!("/campaigns/{}/members", p.id))
        .await;
    for m in members["members"].as_array().unwrap() {
        let uid = m["user_id"].as_i64().unwrap();
        let forbidden = match (m["role"].as_str(), m["side"].as_str()) {
            (Some("gm"), _) => continue,
            (_, Some("allies")) => vec![AXIS],
            (_, Some("axis")) => vec![ALLIED],
            _ => vec![ALLIED, AXIS],
        };
        for row in mail.iter().filter(|r| r.user_id == Some(uid)) {
            for marker in &forbidden {
                let text = format!("{}\n{}\n{}", row.subject, row.body_text, row.body_html);
                assert!(
                    !text.contains(marker),
                    "mail {} to user {uid} holds {marker}",
                    row.subject
                );
            }
        }
    }
}
