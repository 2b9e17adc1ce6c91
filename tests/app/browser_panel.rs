//! #43: the order panel keeps telling the truth while teammates draft: a
//! stack whose units a teammate drafted meanwhile says so and offers no
//! button that would send nothing (found in play: "Draft: Capture F31, 12
//! units" stayed, and its press was refused with "Choose at least one
//! unit").

use crate::browser::{enabled, Browser};
use crate::browser_live::{drafted, mark, not_reloaded, within};
use crate::helpers::{Backend, TestApp};
use serde_json::json;
use std::time::Duration;

#[actix_web::test]
async fn browser_a_stack_a_teammate_drafted_away_says_so_in_the_open_panel() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    let (_, units) =
        crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    // The beach stands empty: landing takes it (R6.3a), twelve may land.
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F22").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.set_password("abc@example.com", "bc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(1366, 900).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.find("html[data-live=on]").await;
    mark(&b).await;
    // The stack open, the beach chosen: its proposed group ticked.
    b.click("g.box.can-order[data-box=omaha]").await;
    b.click("g.dest.dest-land[data-zone=F14]").await;
    b.wait_in("#order-stack", "after this order").await;
    // The High Commander lands three of them meanwhile: the panel says
    // what went, and the order holds the rest.
    let land = |some: &[u64]| {
        let body = json!({"units": some, "to": "F14"});
        let (app, token) = (&app, p.allied_hc.clone());
        async move {
            app.api_post(&token, &format!("/campaigns/{id}/orders"), body)
                .await
        }
    };
    let (s, r) = land(&units[..3]).await;
    assert_eq!(s, 201, "{r}");
    within(
        &b,
        "#order-meanwhile",
        "drafted or moved meanwhile",
        Duration::from_secs(3),
    )
    .await;
    assert!(
        b.client
            .find(fantoccini::Locator::Css("#draft-here"))
            .await
            .is_ok(),
        "the rest may still go"
    );
    // Then all the others: nothing is left to order, and no button.
    let (s, r) = land(&units[3..]).await;
    assert_eq!(s, 201, "{r}");
    within(
        &b,
        "#order-gone",
        "Nothing is left to order",
        Duration::from_secs(3),
    )
    .await;
    assert!(
        b.client
            .find(fantoccini::Locator::Css("#draft-here"))
            .await
            .is_err(),
        "no button that would send nothing"
    );
    assert!(not_reloaded(&b).await, "the map was not reloaded");
    assert_eq!(drafted(&app, &p.bc_allies, id).await.len(), 2);
    b.close().await;
}

/// A click on a zone that is neither a destination nor one's own stack,
/// with the panel open and nothing ticked, keeps the panel and says so
/// (found in play: it opened the zone's page and the panel was lost).
#[actix_web::test]
async fn browser_a_click_off_the_destinations_keeps_an_open_stack() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.set_password("abc@example.com", "bc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(1366, 900).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.click("g.box.can-order[data-box=omaha]").await;
    b.find("#order-panel fieldset").await;
    b.client
        .execute(
            "document.querySelector('g.zone[data-zone=F2] a > *').dispatchEvent( \
               new MouseEvent('click', { bubbles: true, cancelable: true }));",
            vec![],
        )
        .await
        .unwrap();
    let said = b.wait_in("#order-missed", "is not open").await;
    assert!(said.contains("this stack's units"), "{said}");
    let url = b.client.current_url().await.unwrap();
    assert!(url.path().ends_with("/map"), "still on the map: {url}");
    b.find("#order-panel fieldset").await;
    b.close().await;
}

/// On a phone, a stack's destinations come into sight between the zoom
/// buttons over the map's top and the order sheet over its lower part
/// (found in play: F6 lay under "-", F9 and F12 under the sheet).
#[actix_web::test]
async fn browser_a_phone_shows_a_stacks_destinations_between_the_buttons_and_the_sheet() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    crate::api::battalion(&app, &p, "1/501st", "us_airborne", "abc@example.com", "F10").await;
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.set_password("abc@example.com", "bc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(390, 844).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.click("g.zone.can-order[data-zone=F10]").await;
    b.find("#order-panel fieldset").await;
    b.find("g.dest").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let hidden = b
        .client
        .execute(
            "var sheet = document.getElementById('order-panel').getBoundingClientRect().top; \
             var tools = 0; document.querySelectorAll('#map-tools button').forEach(function (x) { \
               tools = Math.max(tools, x.getBoundingClientRect().bottom); }); \
             var out = []; document.querySelectorAll('svg.map g.dest').forEach(function (g) { \
               var r = g.getBoundingClientRect(); var y = r.top + r.height / 2; \
               if (y < tools || y > sheet) out.push(g.dataset.zone + ' at ' + Math.round(y) + \
                 ' (buttons to ' + Math.round(tools) + ', sheet from ' + Math.round(sheet) + ')'); }); \
             return out;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        hidden,
        json!([]),
        "destinations under the buttons or the sheet"
    );
    b.shot("map-phone-stack-destinations", 390).await;
    b.close().await;
}
