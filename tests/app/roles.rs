//! #43: a battalion commander without a battalion keeps every right of a
//! battalion commander that needs no seat: he draws on his side's layer
//! (R12.5), talks in his side's channel, keeps notes (R12.4) and asks the
//! GM for more time (R5.10). Orders, which need units, stay refused.

use crate::api::{battalion, players};
use crate::helpers::TestApp;
use serde_json::json;

crate::both_backends!(a_commander_without_a_battalion_keeps_his_seatless_rights);

async fn a_commander_without_a_battalion_keeps_his_seatless_rights(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    // The Allied battalion is the High Commander's: abc has none.
    battalion(app, &p, "2/116th", "us", "ahc@example.com", "box:omaha").await;
    battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let bc = &p.bc_allies;
    // Drawing on the side's layer (R12.5).
    let (s, r) = app
        .api_post(
            bc,
            &format!("/campaigns/{id}/annotations"),
            json!({"shape": "arrow", "zone": "F13", "to": "F14", "text": "Main effort"}),
        )
        .await;
    assert_eq!(s, 201, "he draws: {r}");
    // The side's channel.
    let (s, r) = app
        .api_post(
            bc,
            &format!("/campaigns/{id}/messages"),
            json!({"channel": "allies", "body": "I can take the next battalion."}),
        )
        .await;
    assert_eq!(s, 201, "he posts in the side's channel: {r}");
    // His notepad and a sealed note (R12.4).
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            bc,
            &format!("/campaigns/{id}/notepad"),
            Some(json!({"body": "Watch F17."})),
        )
        .await;
    assert_eq!(s, 200, "he keeps a notepad: {r}");
    let (s, r) = app
        .api_post(
            bc,
            &format!("/campaigns/{id}/sealed-notes"),
            json!({"opens_round": 3, "body": "The Axis will counter-attack at Carentan."}),
        )
        .await;
    assert!(s < 300, "he seals a note: {r}");
    // More time, where the schedule allows it (R5.10).
    crate::api::extensions_open(app, &p).await;
    let (s, r) = app
        .api_post(
            bc,
            &format!("/campaigns/{id}/phase/extensions"),
            json!({"hours": 6, "reason": "Waiting for a seat"}),
        )
        .await;
    assert!(s < 300, "he asks for more time: {r}");
    // Orders need units of his own: none to give.
    let (_, acts) = app.api_get(bc, &format!("/campaigns/{id}/actions")).await;
    assert_eq!(acts["moves"], json!([]), "{acts}");
}
