//! The campaign clock (#26, R5.6-R5.9): a passed deadline is a recorded
//! command with its cause, processed once: after a restart, and with two
//! instances on one database.

use crate::api::{battalion, players, Players};
use crate::helpers::{Backend, TestApp};
use serde_json::json;
use std::time::Duration;

crate::per_backend!(
    a_deadline_that_passed_while_no_server_ran_is_processed_once_at_start,
    two_instances_process_a_deadline_once,
    the_gm_pauses_and_everyone_sees_the_banner_until_the_resume,
    an_extension_asked_by_one_side_moves_the_deadline_for_all_and_stays_that_sides,
);

/// An app whose clock passes only when it starts (and when a test asks).
async fn idle_clock(backend: Backend) -> TestApp {
    TestApp::spawn_with(backend, |s| s.server.clock_seconds = 3600).await
}

/// A started campaign with the "hold" schedule and a deadline `secs` away.
async fn due_in(app: &TestApp, secs: i64) -> Players {
    let p = players(app).await;
    battalion(app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    battalion(app, &p, "X", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{}/start", p.id), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let schedule = json!({"combat_resolution": 48, "at_deadline": "hold", "early_advance": false});
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{}/schedule", p.id),
            Some(schedule),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let at = chrono::Utc::now() + chrono::Duration::seconds(secs);
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{}/phase/deadline", p.id),
            Some(json!({"deadline": at.to_rfc3339()})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    p
}

/// The history's entries of `kind`, as the GM reads them.
async fn entries(app: &TestApp, p: &Players, kind: &str) -> Vec<serde_json::Value> {
    let (s, h) = app
        .api_get(&p.gm, &format!("/campaigns/{}/history", p.id))
        .await;
    assert_eq!(s, 200, "{h}");
    h["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == kind)
        .cloned()
        .collect()
}

async fn phase(app: &TestApp, p: &Players) -> String {
    let (_, c) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{}", p.id))
        .await;
    c["phase"].as_str().unwrap_or_default().to_string()
}

pub async fn tick(app: &TestApp) -> bocage::app::clock::Pass {
    let core = app.state.app.core.clone();
    tokio::task::spawn_blocking(move || bocage::app::clock::tick(&core))
        .await
        .unwrap()
        .unwrap()
}

async fn a_deadline_that_passed_while_no_server_ran_is_processed_once_at_start(backend: Backend) {
    let app = idle_clock(backend).await;
    let p = due_in(&app, 2).await;
    // The deadline passes while no clock runs (this instance's next pass
    // is an hour away: as if it were down).
    tokio::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(phase(&app, &p).await, "combat_move");
    // A server starts on the database: its first pass processes it.
    let started = app.twin().await;
    let mut waited = 0;
    while entries(&app, &p, "deadline_passed").await.is_empty() && waited < 50 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        waited += 1;
    }
    let passed = entries(&app, &p, "deadline_passed").await;
    assert_eq!(passed.len(), 1, "{passed:?}");
    assert!(
        passed[0]["summary"]
            .as_str()
            .unwrap()
            .contains("passed: the phase advanced"),
        "{passed:?}"
    );
    assert_eq!(phase(&app, &p).await, "combat_resolution");
    // The next phase opened with its scheduled deadline (48 h), recorded.
    let (_, c) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{}", p.id))
        .await;
    let next = chrono::DateTime::parse_from_rfc3339(c["deadline"].as_str().unwrap()).unwrap();
    let hours = (next.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_minutes() as f64 / 60.0;
    assert!((47.9..=48.0).contains(&hours), "{hours}");
    // Later passes, on either instance, find nothing more to do.
    assert_eq!(tick(&app).await, bocage::app::clock::Pass::default());
    assert_eq!(tick(&started).await, bocage::app::clock::Pass::default());
    assert_eq!(entries(&app, &p, "deadline_passed").await.len(), 1);
}

async fn two_instances_process_a_deadline_once(backend: Backend) {
    let one = idle_clock(backend).await;
    let two = one.twin().await;
    let p = due_in(&one, 1).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // Both instances' clocks pass at the same moment.
    let (a, b) = tokio::join!(tick(&one), tick(&two));
    assert_eq!(a.processed + b.processed, 1, "{a:?} {b:?}");
    assert_eq!(entries(&one, &p, "deadline_passed").await.len(), 1);
    let advanced = entries(&one, &p, "phase_advanced").await;
    assert_eq!(advanced.len(), 1, "one advance: {advanced:?}");
    assert_eq!(phase(&two, &p).await, "combat_resolution");
}

async fn the_gm_pauses_and_everyone_sees_the_banner_until_the_resume(backend: Backend) {
    let app = idle_clock(backend).await;
    let p = due_in(&app, 3600).await;
    let id = p.id;
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/pause"),
            json!({"reason": "Christmas"}),
        )
        .await;
    assert_eq!(s, 403, "{r}");
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/pause"),
            json!({"reason": "Christmas"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, before) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    // Every member's pages carry the banner.
    for token in [&p.bc_axis, &p.observer, &p.allied_hc] {
        let page = reqwest::Client::new()
            .get(app.url(&format!("/campaigns/{id}/map")))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(
            page.contains("The campaign is paused: Christmas"),
            "no banner"
        );
    }
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/resume"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, after) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let at = |v: &serde_json::Value| {
        chrono::DateTime::parse_from_rfc3339(v["deadline"].as_str().unwrap()).unwrap()
    };
    let moved = (at(&after) - at(&before)).num_seconds();
    assert!(
        (1..=3).contains(&moved),
        "the deadline moved by the pause: {moved} s"
    );
    assert_eq!(entries(&app, &p, "paused").await.len(), 1);
    assert_eq!(entries(&app, &p, "resumed").await.len(), 1);
    let page = reqwest::Client::new()
        .get(app.url(&format!("/campaigns/{id}/map")))
        .bearer_auth(&p.bc_axis)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!page.contains("The campaign is paused"));
}

async fn an_extension_asked_by_one_side_moves_the_deadline_for_all_and_stays_that_sides(
    backend: Backend,
) {
    let app = idle_clock(backend).await;
    let p = due_in(&app, 3600).await;
    let id = p.id;
    let schedule = json!({"at_deadline": "hold", "max_extension_hours": 48});
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/schedule"),
            Some(schedule),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let ask = json!({"hours": 24, "reason": "Our battle is still being played"});
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/phase/extensions"),
            ask,
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, before) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    // The other side reads nothing of the request.
    let (_, h) = app
        .api_get(&p.axis_hc, &format!("/campaigns/{id}/history"))
        .await;
    let text = h.to_string();
    assert!(!text.contains("extension_requested") && !text.contains("still being played"));
    let (_, me) = app.api_get(&p.bc_allies, "/me").await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/extensions/decide"),
            json!({"user": me["id"], "grant": true}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, after) = app.api_get(&p.bc_axis, &format!("/campaigns/{id}")).await;
    let at = |v: &serde_json::Value| {
        chrono::DateTime::parse_from_rfc3339(v["deadline"].as_str().unwrap()).unwrap()
    };
    assert_eq!(
        (at(&after) - at(&before)).num_hours(),
        24,
        "everyone sees the new deadline"
    );
    let (_, h) = app
        .api_get(&p.axis_hc, &format!("/campaigns/{id}/history"))
        .await;
    assert!(!h.to_string().contains("still being played"));
    assert_eq!(entries(&app, &p, "extension_decided").await.len(), 1);
}
