//! Absences and deputies (#26, R1.5) through the API and the pages: the
//! High Commander covers an absent battalion commander, the side's history
//! says so, and the other side reads nothing of it.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use serde_json::json;

crate::per_backend!(the_hc_covers_an_absent_commander_and_the_enemy_learns_nothing);

async fn page(app: &TestApp, token: &str, path: &str) -> String {
    reqwest::Client::new()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

async fn the_hc_covers_an_absent_commander_and_the_enemy_learns_nothing(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = players(&app).await;
    let id = p.id;
    let (_, au) = battalion(
        &app,
        &p,
        "1/8th Infantry",
        "us",
        "abc@example.com",
        "box:utah",
    )
    .await;
    battalion(&app, &p, "X", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let to = (chrono::Utc::now() + chrono::Duration::days(4)).to_rfc3339();
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &format!("/campaigns/{id}/absence"),
            Some(json!({"to": to, "note": "Fishing trip"})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    // The HC's to-do says whom they cover; the enemy's overview says nothing.
    let overview = page(&app, &p.allied_hc, &format!("/campaigns/{id}")).await;
    assert!(
        overview.contains("You cover 1/8th Infantry for"),
        "no cover line"
    );
    assert!(overview.contains("away until"), "the side sees the absence");
    let enemy = page(&app, &p.axis_hc, &format!("/campaigns/{id}")).await;
    assert!(!enemy.contains("away until") && !enemy.contains("Fishing trip"));
    // The HC drafts the landing for the absent commander.
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [au[0]], "to": "F11"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (_, h) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/history"))
        .await;
    let drafted = h["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["kind"] == "draft")
        .expect("the draft is in the side's history")
        .clone();
    assert!(
        drafted["summary"].as_str().unwrap().contains(" for "),
        "{drafted}"
    );
    // The other side's history and campaign view hold none of it.
    let (_, h) = app
        .api_get(&p.axis_hc, &format!("/campaigns/{id}/history"))
        .await;
    let text = h.to_string();
    for secret in ["absence_set", "Fishing trip", "\"draft\""] {
        assert!(!text.contains(secret), "the enemy reads {secret}");
    }
    let (_, v) = app.api_get(&p.bc_axis, &format!("/campaigns/{id}")).await;
    assert_eq!(v["absences"], json!([]));
    let (_, v) = app.api_get(&p.bc_allies, &format!("/campaigns/{id}")).await;
    assert_eq!(v["absences"][0]["note"], "Fishing trip");
    // Back: the cover ends.
    let (s, r) = app
        .api(
            reqwest::Method::DELETE,
            &p.bc_allies,
            &format!("/campaigns/{id}/absence"),
            None,
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let overview = page(&app, &p.allied_hc, &format!("/campaigns/{id}")).await;
    assert!(!overview.contains("You cover 1/8th Infantry"));
}
