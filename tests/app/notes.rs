//! Notes (#27, R12.4) through the API and the forms: a notepad only its
//! writer reads; a sealed note only its writer reads until its round
//! begins, then everyone, with its sealing date; never before.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use serde_json::json;

crate::per_backend!(notepads_are_private_and_sealed_notes_open_at_their_round);

async fn notepads_are_private_and_sealed_notes_open_at_their_round(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = players(&app).await;
    let id = p.id;
    battalion(&app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    battalion(&app, &p, "X", "heer", "xbc@example.com", "F26").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let pad = format!("/campaigns/{id}/notepad");
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &pad,
            Some(json!({"body": "PAD-SECRET: flank through F12"})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["body"], "PAD-SECRET: flank through F12");
    for other in [&p.allied_hc, &p.gm, &p.axis_hc] {
        let (_, r) = app.api_get(other, &pad).await;
        assert_eq!(r["body"], "", "only its writer reads a notepad");
    }
    let too_long = "x".repeat(16_001);
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &pad,
            Some(json!({"body": too_long})),
        )
        .await;
    assert_eq!(s, 422, "{r}");
    // The form saves it too.
    let r = app
        .client()
        .post(app.url(&pad))
        .bearer_auth(&p.observer)
        .form(&[("body", "Observer's thoughts")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let (_, r) = app.api_get(&p.observer, &pad).await;
    assert_eq!(r["body"], "Observer's thoughts");
    // A sealed note: only a later round.
    let notes = format!("/campaigns/{id}/sealed-notes");
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &notes,
            json!({"body": "Too soon", "opens_round": 1}),
        )
        .await;
    assert_eq!(s, 422, "{r}");
    assert_eq!(r["error"]["rule"], "R12.4");
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &notes,
            json!({"body": "SEALED-PLAN: Caen by round 4", "opens_round": 2}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    assert_eq!(r["notes"][0]["mine"], true);
    assert_eq!(r["notes"][0]["revealed"], false);
    for other in [&p.axis_hc, &p.gm, &p.observer, &p.bc_allies] {
        let (_, r) = app.api_get(other, &notes).await;
        assert_eq!(
            r["notes"],
            json!([]),
            "unopened: nobody else, not even its existence"
        );
        let page = app.page_as(other, &format!("/campaigns/{id}")).await;
        assert!(!page.contains("SEALED-PLAN"));
    }
    // Round 2 begins: everyone reads it, with its sealing date.
    for _ in 0..10 {
        let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
        if c["round"] == 2 {
            break;
        }
        let (s, r) = app
            .api_post(
                &p.gm,
                &format!("/campaigns/{id}/phase/advance"),
                json!({"force": true, "reason": "moving on"}),
            )
            .await;
        assert_eq!(s, 200, "{r}");
    }
    let (_, r) = app.api_get(&p.axis_hc, &notes).await;
    assert_eq!(r["notes"][0]["body"], "SEALED-PLAN: Caen by round 4");
    assert_eq!(r["notes"][0]["revealed"], true);
    assert!(r["notes"][0]["sealed_at"].is_string());
    let page = app.page_as(&p.observer, &format!("/campaigns/{id}")).await;
    assert!(
        page.contains("SEALED-PLAN"),
        "the overview shows it to everyone"
    );
}
