//! The event stream (#25): each member hears of what changed in their own
//! view, at once, and of nothing else; it follows them across instances
//! and ends when they may no longer read the campaign.

use crate::api::{battalion, players, Players};
use crate::helpers::{Backend, Event, Events, TestApp};
use serde_json::json;
use std::time::Duration;

crate::per_backend!(
    a_stream_hears_what_its_reader_may_see_and_nothing_else,
    a_reconnecting_page_learns_what_it_missed,
    a_stream_ends_when_its_reader_is_removed,
);

/// An app whose heartbeat never comes during a test, so that every byte a
/// stream sends is an event.
async fn quiet_app(backend: Backend) -> TestApp {
    TestApp::spawn_with(backend, |s| {
        s.server.stream_heartbeat_seconds = 600;
    })
    .await
}

/// A started campaign: A (US, Omaha box) for the Allied BC, X (Heer, F14)
/// for the Axis BC.
async fn started(app: &TestApp) -> (Players, Vec<u64>, u64) {
    let p = players(app).await;
    let (_, au) = battalion(app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    let (x, _) = battalion(app, &p, "X", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{}/start", p.id), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    (p, au, x)
}

const SOON: Duration = Duration::from_secs(5);
/// Long enough for a signal to have reached every stream of the process.
const QUIET: Duration = Duration::from_millis(1500);

async fn change(events: &mut Events, who: &str) -> Event {
    let e = events
        .next(SOON)
        .await
        .unwrap_or_else(|| panic!("{who} heard nothing"));
    assert_eq!(e.name, "change", "{who}: {}", e.raw);
    e
}

async fn silent(events: &mut Events, who: &str, what: &str) {
    let bytes = events.bytes_within(QUIET).await;
    assert!(bytes.is_empty(), "{who} heard of {what}: {bytes:?}");
}

async fn a_stream_hears_what_its_reader_may_see_and_nothing_else(backend: Backend) {
    let app = quiet_app(backend).await;
    let (p, au, x) = started(&app).await;
    let id = p.id;
    let mut allied = Vec::new();
    for (who, token) in [
        ("allied HC", &p.allied_hc),
        ("allied BC", &p.bc_allies),
        ("GM", &p.gm),
    ] {
        let (events, ready) = app.events(token, id).await;
        assert_eq!(
            ready.data["changed"],
            json!([]),
            "{who}: a fresh page lacks nothing"
        );
        allied.push((who, events));
    }
    let mut others = Vec::new();
    for (who, token) in [
        ("axis HC", &p.axis_hc),
        ("axis BC", &p.bc_axis),
        ("observer", &p.observer),
    ] {
        others.push((who, app.events(token, id).await.0));
    }
    // R6.2: a draft is the side's; its players and the GM hear of it, the
    // enemy and observers get no byte, not even a changed id.
    let draft = json!({"units": au[..3], "to": "F14", "target": x});
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            draft.clone(),
        )
        .await;
    assert!(s < 300, "{r}");
    for (who, events) in &mut allied {
        let e = change(events, who).await;
        let changed = e.data["changed"].as_array().unwrap();
        assert!(changed.contains(&json!("orders")), "{who}: {}", e.raw);
        assert!(!changed.contains(&json!("board")), "{who}: {}", e.raw);
        assert_eq!(e.id.as_deref(), e.data["view"].as_str(), "{who}");
    }
    for (who, events) in &mut others {
        silent(events, who, "the Allied draft").await;
    }
    // A dry run keeps nothing, so it tells nobody anything.
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/commands"),
            json!({"command": "draft_move", "dry_run": true, "units": au[9..11], "to": "F14", "target": x}),
        )
        .await;
    assert!(s < 300, "{r}");
    for (who, events) in allied.iter_mut().chain(others.iter_mut()) {
        silent(events, who, "a dry run").await;
    }
    // A message in the Allied channel: its readers hear of it, nobody else.
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/messages"),
            json!({"channel": "allies", "body": "Hold F13."}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    for (who, events) in &mut allied {
        let e = events.next(SOON).await.unwrap_or_else(|| panic!("{who}"));
        assert_eq!(e.name, "message", "{who}: {}", e.raw);
        assert_eq!(e.data["channel"], "allies");
    }
    for (who, events) in &mut others {
        silent(events, who, "the Allied channel").await;
    }
    // The commit makes a battle everyone may know of (R6.3).
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
    assert!(s < 300, "{r}");
    for (who, events) in allied.iter_mut().chain(others.iter_mut()) {
        let e = change(events, who).await;
        let changed = e.data["changed"].as_array().unwrap();
        assert!(changed.contains(&json!("battles")), "{who}: {}", e.raw);
    }
    // A new deadline is everyone's (R5.4).
    let at = (chrono::Utc::now() + chrono::Duration::days(2)).to_rfc3339();
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/phase/deadline"),
            Some(json!({"deadline": at})),
        )
        .await;
    assert!(s < 300, "{r}");
    for (who, events) in allied.iter_mut().chain(others.iter_mut()) {
        let e = change(events, who).await;
        let changed = e.data["changed"].as_array().unwrap();
        assert!(changed.contains(&json!("phase")), "{who}: {}", e.raw);
        assert!(!changed.contains(&json!("orders")), "{who}: {}", e.raw);
    }
}

async fn a_reconnecting_page_learns_what_it_missed(backend: Backend) {
    let app = quiet_app(backend).await;
    let (p, _, _) = started(&app).await;
    let id = p.id;
    let (events, ready) = app.events(&p.bc_axis, id).await;
    drop(events);
    let seen = ready.id.clone().unwrap();
    let at = (chrono::Utc::now() + chrono::Duration::days(2)).to_rfc3339();
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/phase/deadline"),
            Some(json!({"deadline": at})),
        )
        .await;
    assert!(s < 300, "{r}");
    // Back with the id it had: the first event names what changed.
    let r = app
        .client()
        .get(app.url(&format!("/api/v1/campaigns/{id}/events")))
        .bearer_auth(&p.bc_axis)
        .header("last-event-id", &seen)
        .send()
        .await
        .unwrap();
    let mut events = Events(r, String::new());
    let ready = events.next(SOON).await.unwrap();
    assert_eq!(ready.name, "ready");
    assert_ne!(ready.id.as_deref(), Some(seen.as_str()));
    assert!(
        !ready.data["changed"].as_array().unwrap().is_empty(),
        "{}",
        ready.raw
    );
    drop(events);
    // With the current id (as ?view=), nothing is missing.
    let now = ready.id.unwrap();
    let r = app
        .client()
        .get(app.url(&format!("/api/v1/campaigns/{id}/events?view={now}")))
        .bearer_auth(&p.bc_axis)
        .send()
        .await
        .unwrap();
    let mut events = Events(r, String::new());
    let ready = events.next(SOON).await.unwrap();
    assert_eq!(ready.data["changed"], json!([]), "{}", ready.raw);
    drop(events);
    // A malformed id is refused, not guessed at.
    let (s, _) = app
        .get_text(
            &app.client(),
            &format!("/api/v1/campaigns/{id}/events?view=<script>"),
        )
        .await;
    assert!((400..500).contains(&s), "{s}");
}

async fn a_stream_ends_when_its_reader_is_removed(backend: Backend) {
    // A closed page is noticed when the next heartbeat cannot be sent.
    let app = TestApp::spawn_with(backend, |s| {
        s.server.stream_heartbeat_seconds = 1;
        s.server.streams_per_user = 2;
    })
    .await;
    let (p, _, _) = started(&app).await;
    let id = p.id;
    // Two streams per user here; a third takes the place of the oldest,
    // which is told to end (a closed page is not noticed before its next
    // heartbeat, so a quick tour of pages would otherwise be refused).
    let (mut first, _) = app.events(&p.observer, id).await;
    let (mut second, _) = app.events(&p.observer, id).await;
    let (_third, ready) = app.events(&p.observer, id).await;
    assert_eq!(ready.name, "ready", "{}", ready.raw);
    let e = first.next(SOON).await.expect("the oldest stream is ended");
    assert_eq!(e.name, "end", "{}", e.raw);
    assert!(e.raw.contains("replaced"), "{}", e.raw);
    assert!(first.next(SOON).await.is_none(), "and nothing after it");
    let url = app.url(&format!("/api/v1/campaigns/{id}/events"));
    // The GM removes the observer: the stream says so and ends.
    let (_, members) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/members"))
        .await;
    let mid = members["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["role"] == "observer")
        .unwrap()["membership_id"]
        .as_i64()
        .unwrap();
    let (s, r) = app
        .api(
            reqwest::Method::DELETE,
            &p.gm,
            &format!("/campaigns/{id}/members/{mid}"),
            None,
        )
        .await;
    assert!(s < 300, "{r}");
    let e = second.next(SOON).await.expect("an end event");
    assert_eq!(e.name, "end", "{}", e.raw);
    assert!(second.next(SOON).await.is_none(), "and nothing after it");
    let again = app
        .client()
        .get(&url)
        .bearer_auth(&p.observer)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 404, "no longer a member");
}

/// Two instances on one PostgreSQL: a change through one reaches the
/// streams of the other (LISTEN/NOTIFY), once.
#[actix_web::test]
async fn a_change_on_one_instance_reaches_streams_on_the_other() {
    if !crate::helpers::postgres_enabled() {
        eprintln!("skipped: set BOCAGE_TEST_POSTGRES_URL to run on PostgreSQL");
        return;
    }
    let app = quiet_app(Backend::Postgres).await;
    let other = app.twin().await;
    let (p, _, _) = started(&app).await;
    let id = p.id;
    let (mut events, _) = other.events(&p.bc_axis, id).await;
    let at = (chrono::Utc::now() + chrono::Duration::days(2)).to_rfc3339();
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/phase/deadline"),
            Some(json!({"deadline": at})),
        )
        .await;
    assert!(s < 300, "{r}");
    let e = change(&mut events, "the Axis BC on the other instance").await;
    assert_eq!(e.data["changed"], json!(["phase"]), "{}", e.raw);
    // A message through the first instance, too.
    app.api_post(
        &p.axis_hc,
        &format!("/campaigns/{id}/messages"),
        json!({"channel": "axis", "body": "Counter-attack at dawn."}),
    )
    .await;
    let e = events.next(SOON).await.expect("the message");
    assert_eq!(e.name, "message", "{}", e.raw);
    silent(&mut events, "the Axis BC", "anything more").await;
}

/// An open tab's refresh in place (it sends `X-Bocage-Refresh`) does not
/// take the one-off message that the page after a sent form is to show.
#[actix_web::test]
async fn a_refresh_in_place_leaves_the_flash_for_the_page_it_was_meant_for() {
    let app = quiet_app(Backend::Sqlite).await;
    let (p, au, x) = started(&app).await;
    let id = p.id;
    app.set_password("abc@example.com", "bc-password-1");
    let c = app.signed_in("abc@example.com", "bc-password-1").await;
    let (unit, target) = (au[0].to_string(), x.to_string());
    let r = app
        .post_form(
            &c,
            &format!("/campaigns/{id}/orders"),
            &[("units", &unit), ("to", "F14"), ("target", &target)],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let refreshed = c
        .get(app.url(&format!("/campaigns/{id}/map")))
        .header("x-bocage-refresh", "1")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        !refreshed.contains("Move drafted."),
        "the refresh shows no flash"
    );
    let (_, page) = app.get_text(&c, &format!("/campaigns/{id}/orders")).await;
    assert!(
        page.contains("Move drafted."),
        "the page after the form does"
    );
}
