//! The play surface (#43), in headless Chromium: reinforcements placed on
//! the map, the way every other order is given there.

use crate::browser::{enabled, Browser};
use crate::helpers::{Backend, TestApp};
use serde_json::json;

/// R10 on the map: the High Commander clicks the side's reinforcement box,
/// picks the battalion, clicks a highlighted launch box, reads the dry
/// run's answer and places it; the map shows it there without a reload.
#[actix_web::test]
async fn browser_reinforcements_are_placed_on_the_map() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battalions"),
            json!({"name": "1/8th Infantry", "nation": "us", "commander_email": "abc@example.com",
                   "location": "reinforcements", "arrives_round": 1}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let arriving = r["battalion"].as_u64().unwrap();
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    crate::api::force_advance(&app, &p, 4).await;
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    assert_eq!(c["phase"], "reinforcements", "{}", c["phase"]);
    app.set_password("ahc@example.com", "hc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(1366, 900).await.unwrap();
    b.sign_in(&app, "ahc@example.com", "hc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.click("g.box.reinforcements.allies.can-order").await;
    b.click(&format!(
        "#place-what button[data-what='battalion:{arriving}']"
    ))
    .await;
    // Its places light up on the map; one is clicked there.
    b.find("g.box.dest[data-box=utah]").await;
    b.click("g.box.dest[data-box=utah]").await;
    b.wait_in("#place-check", "The rules accept it").await;
    b.click("#place-here").await;
    b.wait_in("#order-status", "Placed: 1/8th Infantry").await;
    let (_, c) = app.api_get(&p.allied_hc, &format!("/campaigns/{id}")).await;
    let placed = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["battalion"] == arriving)
        .all(|u| u["location"] == "box:utah");
    assert!(placed, "every unit of the battalion is in the Utah box");
    b.shot("map-reinforcements", 1366).await;
    b.close().await;
}
