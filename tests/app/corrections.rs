//! The GM's corrections (#26, R12.3) through the API, the forms and the
//! history: a reason is required, before and after are recorded, the
//! unit's name reaches its side only, and "corrections" filters them.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use serde_json::json;

crate::per_backend!(the_gm_corrects_with_a_reason_and_the_history_filters_corrections);

async fn the_gm_corrects_with_a_reason_and_the_history_filters_corrections(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let p = players(&app).await;
    let id = p.id;
    let (_, bu) = battalion(&app, &p, "1/8th Infantry", "us", "abc@example.com", "F13").await;
    battalion(&app, &p, "X", "heer", "xbc@example.com", "F26").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let name = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["id"] == bu[0])
        .unwrap()["name"]
        .as_str()
        .unwrap()
        .to_string();
    let path = format!("/campaigns/{id}/corrections/unit");
    let (s, r) = app
        .api_post(
            &p.gm,
            &path,
            json!({"unit": bu[0], "to": "F12", "reason": ""}),
        )
        .await;
    assert_eq!(s, 422, "{r}");
    assert_eq!(r["error"]["rule"], "R12.3");
    let (s, _) = app
        .api_post(
            &p.allied_hc,
            &path,
            json!({"unit": bu[0], "to": "F12", "reason": "Mine"}),
        )
        .await;
    assert_eq!(s, 403);
    let (s, r) = app
        .api_post(
            &p.gm,
            &path,
            json!({"unit": bu[0], "to": "F12", "reason": "Moved by mistake"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    // The setup page's form corrects a unit too (the unit chosen in it).
    let unit = bu[1].to_string();
    let r = app
        .client()
        .post(app.url(&format!("/campaigns/{id}/corrections/unit")))
        .bearer_auth(&p.gm)
        .form(&[
            ("unit", unit.as_str()),
            ("to", "F12"),
            ("reason", "Also moved"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    // The setup page's form corrects a zone.
    let r = app
        .client()
        .post(app.url(&format!("/campaigns/{id}/corrections/zone")))
        .bearer_auth(&p.gm)
        .form(&[
            ("zone", "F20"),
            ("control", "allies"),
            ("reason", "Battle 4 was won"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let history = |token: String| {
        let path = format!("/campaigns/{id}/history?kind=corrections");
        let app = &app;
        async move { app.api_get(&token, &path).await.1["events"].clone() }
    };
    let gm = history(p.gm.clone()).await;
    assert_eq!(gm.as_array().unwrap().len(), 3, "{gm}");
    let text = gm.to_string();
    assert!(
        text.contains("F13 -> F12") && text.contains("reason: Moved by mistake"),
        "{text}"
    );
    assert!(
        text.contains("Axis-controlled -> Allied-controlled"),
        "{text}"
    );
    let ours = history(p.bc_allies.clone()).await.to_string();
    assert!(ours.contains(&name), "the side reads its unit's name");
    let theirs = history(p.axis_hc.clone()).await;
    assert_eq!(theirs.as_array().unwrap().len(), 3, "the facts are public");
    assert!(
        !theirs.to_string().contains(&name),
        "but not the unit's name"
    );
    // The history page offers the filter.
    let page = app
        .page_as(&p.gm, &format!("/campaigns/{id}/history"))
        .await;
    assert!(
        page.contains("<option value=\"corrections\""),
        "the Corrections filter"
    );
}
