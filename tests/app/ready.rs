//! R5.12 through the API and the mail: a High Commander's change to a
//! commander's moves takes back his "my orders are done", and he is told
//! by mail; his own change is not mailed to him.

use crate::api::{battalion, players};
use crate::both_backends;
use crate::helpers::TestApp;
use bocage::store::outbox;
use serde_json::json;

both_backends!(r5_12_a_flag_taken_back_by_the_hc_is_mailed_to_its_commander,);

async fn r5_12_a_flag_taken_back_by_the_hc_is_mailed_to_its_commander(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_a, au) = battalion(app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    let (x, _) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": au[..3], "to": "F14", "target": x}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let draft = r["draft"]["id"].as_u64().expect("the draft's id");
    let ready = |on: bool| json!({ "ready": on });
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &format!("/campaigns/{id}/orders/ready"),
            Some(ready(true)),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let mailed = |app: &TestApp| -> Vec<String> {
        outbox::all(&mut app.pool.get().unwrap())
            .unwrap()
            .into_iter()
            .filter(|m| m.subject.contains("no longer marked done"))
            .map(|m| m.to_email)
            .collect()
    };
    // The HC changes his move: the flag goes, and he hears it.
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/{draft}"),
            Some(json!({"units": au[..2], "to": "F14", "target": x})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(mailed(app), ["abc@example.com"]);
    let (_, acts) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{id}/actions"))
        .await;
    assert_eq!(acts["ready"], false, "no longer marked done: {acts}");
    // His own change takes it back without a mail: he made it.
    app.api(
        reqwest::Method::PUT,
        &p.bc_allies,
        &format!("/campaigns/{id}/orders/ready"),
        Some(ready(true)),
    )
    .await;
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &format!("/campaigns/{id}/orders/{draft}"),
            Some(json!({"units": au[..3], "to": "F14", "target": x})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(mailed(app).len(), 1, "still the one mail");
}
