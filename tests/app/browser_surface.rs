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

/// R10 on a phone (#43, found in play): the Axis's places of arrival lie on
/// the map's southern edge; once the High Commander picks what to place,
/// they come into sight above the order sheet, and after placing the whole
/// map is shown again.
#[actix_web::test]
async fn browser_the_axis_places_its_reinforcements_on_a_phone() {
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
            json!({"name": "II./25 SS", "nation": "heer", "commander_email": "xbc@example.com",
                   "location": "reinforcements", "arrives_round": 1}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let arriving = r["battalion"].as_u64().unwrap();
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    let mut at_axis_reinforcements = false;
    for _ in 0..12 {
        let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
        if c["phase"] == "reinforcements" && c["side"] == "axis" {
            at_axis_reinforcements = true;
            break;
        }
        crate::api::force_advance(&app, &p, 1).await;
    }
    assert!(at_axis_reinforcements, "the Axis's reinforcements phase");
    app.set_password("xhc@example.com", "hc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(390, 844).await.unwrap();
    b.sign_in(&app, "xhc@example.com", "hc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.click("g.box.reinforcements.axis.can-order").await;
    b.click(&format!(
        "#place-what button[data-what='battalion:{arriving}']"
    ))
    .await;
    b.find("g.dest").await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    // Every place it may arrive: its middle on screen, above the sheet.
    let hidden = b
        .client
        .execute(
            "var sheet = document.getElementById('order-panel').getBoundingClientRect().top; \
             var out = []; document.querySelectorAll('svg.map g.dest').forEach(function (g) { \
               var r = g.getBoundingClientRect(); var y = r.top + r.height / 2; \
               if (y < 0 || y > sheet) out.push((g.dataset.zone || g.dataset.box) + ' at ' + Math.round(y) + ' (sheet at ' + Math.round(sheet) + ')'); }); \
             return out;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(hidden, json!([]), "places under the sheet");
    b.shot("map-reinforcements-axis", 390).await;
    let first = b
        .client
        .execute(
            "return document.querySelector('#place-to button').dataset.to;",
            vec![],
        )
        .await
        .unwrap();
    let first = first.as_str().unwrap().to_string();
    b.click(&format!("#place-to button[data-to='{first}']"))
        .await;
    b.wait_in("#place-check", "The rules accept it").await;
    b.click("#place-here").await;
    b.wait_in("#order-status", "Placed").await;
    // The whole map again.
    let whole = b
        .client
        .execute(
            "return document.querySelector(\"button[aria-label^='Fit']\").disabled;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(whole, json!(true), "the whole map shown again");
    b.close().await;
}
