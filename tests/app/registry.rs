//! Commands of the registry that had no REST path or no form before the
//! registry (#24): the GM restores a destroyed unit (R3.5) from the setup
//! page and through the API, and removes a member through the API; adding a
//! member answers with the invitation like every other command's change.

use crate::api::{battalion, players, Players};
use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::{json, Value};

both_backends!(
    the_gm_restores_a_destroyed_unit_from_the_setup_page_and_the_api,
    members_are_added_and_removed_through_their_rest_paths,
);

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> (u16, Value) {
    app.api_post(token, &format!("/campaigns/{path}"), body)
        .await
}

/// One battle fought to its casualties: a draw, so each side loses one.
async fn a_battle_with_losses(app: &TestApp, p: &Players) {
    let id = p.id;
    let (_, au) = battalion(app, p, "A", "us", "abc@example.com", "box:omaha").await;
    let (x, _) = battalion(app, p, "X", "heer", "xbc@example.com", "F14").await;
    let (s, r) = post(app, &p.gm, &format!("{id}/start"), json!({})).await;
    assert_eq!(s, 200, "{r}");
    let attack = json!({"units": [au[0], au[1], au[2], au[9]], "to": "F14", "target": x});
    let (s, r) = post(app, &p.bc_allies, &format!("{id}/orders"), attack).await;
    assert_eq!(s, 201, "{r}");
    let (s, r) = post(app, &p.allied_hc, &format!("{id}/orders/commit"), json!({})).await;
    assert_eq!(s, 200, "{r}");
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let battle = c["battles"][0]["id"].as_u64().unwrap();
    let force = json!({"force": true, "reason": "defaults"});
    let (s, r) = post(app, &p.gm, &format!("{id}/phase/advance"), force).await;
    assert_eq!(s, 200, "{r}");
    let result = json!({"outcome": "draw"});
    let (s, r) = post(app, &p.gm, &format!("{id}/battles/{battle}/result"), result).await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = post(app, &p.gm, &format!("{id}/phase/advance"), json!({})).await;
    assert_eq!(s, 200, "{r}");
    for token in [&p.bc_allies, &p.bc_axis] {
        let (_, acts) = app
            .api_get(token, &format!("/campaigns/{id}/actions"))
            .await;
        for c in acts["casualties"].as_array().unwrap() {
            let body = json!({"units": c["default"], "side": c["side"]});
            let path = format!("{id}/battles/{battle}/casualties");
            let (s, r) = post(app, token, &path, body).await;
            assert_eq!(s, 200, "{r}");
        }
    }
}

fn destroyed(c: &Value) -> Vec<u64> {
    c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["destroyed"] == true)
        .map(|u| u["id"].as_u64().unwrap())
        .collect()
}

async fn the_gm_restores_a_destroyed_unit_from_the_setup_page_and_the_api(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    a_battle_with_losses(app, &p).await;
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let dead = destroyed(&c);
    assert_eq!(dead.len(), 2, "a draw costs each side one unit");
    // The setup page offers the GM a restore form for each destroyed unit.
    let page = app
        .client()
        .get(app.url(&format!("/campaigns/{id}/setup")))
        .bearer_auth(&p.gm)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    for u in &dead {
        assert!(
            page.contains(&format!("/campaigns/{id}/units/{u}/restore")),
            "no restore form for unit {u}"
        );
    }
    // The form restores the first; a player may not.
    let form = |token: &str, unit: u64| {
        app.client()
            .post(app.url(&format!("/campaigns/{id}/units/{unit}/restore")))
            .bearer_auth(token.to_string())
            .form(&[("to", "F13"), ("reason", "Lost by a misclick")])
            .send()
    };
    let r = form(&p.bc_allies, dead[0]).await.unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let r = form(&p.gm, dead[0]).await.unwrap();
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(
        r.headers()["location"].to_str().unwrap(),
        format!("/campaigns/{id}/setup")
    );
    // The API restores the second; a live unit is refused with the rule.
    let path = |u: u64| format!("{id}/units/{u}/restore");
    let (s, r) = post(app, &p.gm, &path(dead[1]), json!({"to": "F22"})).await;
    assert_eq!(s, 422, "{r}");
    assert_eq!(r["error"]["rule"], "R12.3", "a correction needs its reason");
    let body = json!({"to": "F22", "reason": "Wrong casualty"});
    let (s, r) = post(app, &p.gm, &path(dead[1]), body.clone()).await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = post(app, &p.gm, &path(dead[1]), body).await;
    assert_eq!(s, 422, "{r}");
    assert_eq!(r["error"]["rule"], "R3.5");
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    assert!(destroyed(&c).is_empty());
    let at = |u: u64| {
        c["units"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["id"] == u)
            .unwrap()["location"]
            .clone()
    };
    assert_eq!(at(dead[0]), "F13");
    assert_eq!(at(dead[1]), "F22");
    let (_, h) = app
        .api_get(
            &p.gm,
            &format!("/campaigns/{id}/history?kind=unit_restored"),
        )
        .await;
    assert_eq!(h["events"].as_array().unwrap().len(), 2, "{h}");
}

async fn members_are_added_and_removed_through_their_rest_paths(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (s, r) = post(
        app,
        &p.gm,
        &format!("{id}/members"),
        json!({"email": "new@example.com", "role": "observer"}),
    )
    .await;
    assert_eq!(s, 201, "{r}");
    assert!(r["invite_link"].as_str().unwrap().contains("/invite/"));
    let user = r["user_id"].as_i64().unwrap();
    let (_, m) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/members"))
        .await;
    let mid = m["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["user_id"] == user)
        .unwrap()["membership_id"]
        .as_i64()
        .unwrap();
    let path = format!("/campaigns/{id}/members/{mid}");
    let (s, _) = app
        .api(reqwest::Method::DELETE, &p.allied_hc, &path, None)
        .await;
    assert_eq!(s, 403);
    let (s, r) = app.api(reqwest::Method::DELETE, &p.gm, &path, None).await;
    assert_eq!(s, 200, "{r}");
    let (_, m) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/members"))
        .await;
    assert!(m["members"]
        .as_array()
        .unwrap()
        .iter()
        .all(|m| m["user_id"] != user));
}
