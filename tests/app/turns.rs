//! Multi-step turns through the JSON API: what a player sees between two
//! drafts and two commits.

use crate::api::{battalion, players};
use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::{json, Value};

both_backends!(r4_4_a_broken_drafted_stack_is_shown_at_once_and_refused_at_commit);

/// R4.4: deleting the draft that made room for another leaves a set that
/// breaks stacking; the orders answer shows it at once, the commit refuses it.
async fn r4_4_a_broken_drafted_stack_is_shown_at_once_and_refused_at_commit(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, a) = battalion(app, &p, "A", "us", "abc@example.com", "F13").await;
    let (_, b) = battalion(app, &p, "B", "us", "abc@example.com", "F12").await;
    battalion(app, &p, "X", "heer", "xbc@example.com", "F30").await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/control"),
            json!({"zone": "F11", "side": "allies"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    for _ in 0..3 {
        let (s, r) = app
            .api_post(&p.gm, &format!("/campaigns/{id}/phase/advance"), json!({}))
            .await;
        assert_eq!(s, 200, "{r}");
    }
    assert_eq!(r_phase(app, &p.gm, id).await, "non_combat_move");
    let orders = format!("/campaigns/{id}/orders");
    let (s, room) = app
        .api_post(&p.bc_allies, &orders, json!({"units": [a[0]], "to": "F11"}))
        .await;
    assert_eq!(s, 201, "{room}");
    let (s, r) = app
        .api_post(&p.bc_allies, &orders, json!({"units": [b[0]], "to": "F13"}))
        .await;
    assert_eq!(s, 201, "{r}");
    let (_, o) = app.api_get(&p.allied_hc, &orders).await;
    assert_eq!(o["stacking_problems"], json!([]));
    let room_id = room["draft"]["id"].as_u64().unwrap();
    let (s, r) = app
        .api(
            reqwest::Method::DELETE,
            &p.bc_allies,
            &format!("{orders}/{room_id}"),
            None,
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, o) = app.api_get(&p.allied_hc, &orders).await;
    assert_eq!(
        o["stacking_problems"],
        json!([{"rule": "R4.1", "message": "F13: Allied units would be 13, the limit is 12.",
                "id": "stacking-stack-limit",
                "args": {"zone": "F13", "side": "allies", "units": 13, "limit": 12}}])
    );
    // The enemy learns nothing of it.
    let (_, o) = app.api_get(&p.axis_hc, &orders).await;
    assert_eq!(o["stacking_problems"], json!([]));
    let (s, r) = app
        .api_post(&p.allied_hc, &format!("{orders}/commit"), json!({}))
        .await;
    assert_eq!(s, 422, "{r}");
    assert_eq!(r["error"]["rule"], "R4.1");
}

async fn r_phase(app: &TestApp, token: &str, id: i64) -> String {
    let (_, c): (u16, Value) = app.api_get(token, &format!("/campaigns/{id}")).await;
    c["phase"].as_str().unwrap_or_default().to_string()
}
