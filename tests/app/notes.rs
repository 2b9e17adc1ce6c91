//! Notes (#27, R12.4) through the API and the forms: a notepad only its
//! writer reads; a sealed note only its writer reads until its round
//! begins, then everyone, with its sealing date; never before.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use serde_json::json;

crate::per_backend!(
    notepads_are_private_and_sealed_notes_open_at_their_round,
    parallel_writes_across_two_instances_never_pass_a_cap,
);

/// Security review 4, item 6: 80 sealed notes posted at once through two
/// instances store exactly the cap of 50; 16 webhooks at once store 10;
/// 8 first notepads at once make one notepad.
async fn parallel_writes_across_two_instances_never_pass_a_cap(backend: Backend) {
    let one = TestApp::spawn(backend).await;
    let two = one.twin().await;
    let p = players(&one).await;
    let id = p.id;
    let post = |app: &TestApp, token: &str, path: String, body: serde_json::Value| {
        let (client, url, token) = (
            app.client(),
            app.url(&format!("/api/v1{path}")),
            token.to_string(),
        );
        async move {
            client
                .post(url)
                .bearer_auth(token)
                .json(&body)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    let notes: Vec<_> = (0..80)
        .map(|i| {
            let app = if i % 2 == 0 { &one } else { &two };
            post(
                app,
                &p.allied_hc,
                format!("/campaigns/{id}/sealed-notes"),
                json!({"body": format!("note {i}")}),
            )
        })
        .collect();
    let statuses = futures_util::future::join_all(notes).await;
    let stored = {
        use bocage::store::schema::notes;
        use diesel::prelude::*;
        let mut c = one.pool.get().unwrap();
        notes::table
            .filter(notes::campaign_id.eq(id))
            .filter(notes::kind.eq("sealed"))
            .count()
            .get_result::<i64>(&mut c)
            .unwrap()
    };
    assert_eq!(stored, 50, "{statuses:?}");
    assert_eq!(
        statuses.iter().filter(|s| **s == 201).count(),
        50,
        "{statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| *s == 201 || *s == 422),
        "{statuses:?}"
    );
    let hooks: Vec<_> = (0..16)
        .map(|i| {
            let app = if i % 2 == 0 { &one } else { &two };
            post(
                app,
                &p.gm,
                format!("/campaigns/{id}/webhooks"),
                json!({"url": format!("https://hooks.example.com/{i}"), "format": "generic", "events": ["victory"]}),
            )
        })
        .collect();
    let statuses = futures_util::future::join_all(hooks).await;
    let (_, list) = one
        .api_get(&p.gm, &format!("/campaigns/{id}/webhooks"))
        .await;
    assert_eq!(
        list["webhooks"].as_array().unwrap().len(),
        10,
        "{statuses:?}"
    );
    let pads: Vec<_> = (0..8)
        .map(|i| {
            let app = if i % 2 == 0 { &one } else { &two };
            let (client, url, token) = (
                app.client(),
                app.url(&format!("/api/v1/campaigns/{id}/notepad")),
                p.bc_allies.clone(),
            );
            async move {
                client
                    .put(url)
                    .bearer_auth(token)
                    .json(&json!({"body": format!("pad {i}")}))
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .as_u16()
            }
        })
        .collect();
    let statuses = futures_util::future::join_all(pads).await;
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    let pads = {
        use bocage::store::schema::notes;
        use diesel::prelude::*;
        let mut c = one.pool.get().unwrap();
        notes::table
            .filter(notes::campaign_id.eq(id))
            .filter(notes::kind.eq("notepad"))
            .count()
            .get_result::<i64>(&mut c)
            .unwrap()
    };
    assert_eq!(pads, 1, "one notepad per member");
}

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
