//! Pages that keep up (#25), in headless Chromium: a draft on the map is
//! put in place without a reload (the zoom stays, the arrow is drawn, a word
//! says what was drafted), and open pages follow what others do within two
//! seconds, through the event stream.

use crate::browser::{enabled, Browser};
use crate::helpers::{Backend, TestApp};
use fantoccini::Locator;
use serde_json::json;
use std::time::{Duration, Instant};

/// Marks the page, so that a reload (which forgets the mark) shows.
pub(crate) async fn mark(b: &Browser) {
    b.client
        .execute("window.__notReloaded = true;", vec![])
        .await
        .unwrap();
}

pub(crate) async fn not_reloaded(b: &Browser) -> bool {
    b.client
        .execute("return window.__notReloaded === true;", vec![])
        .await
        .unwrap()
        .as_bool()
        .unwrap_or(false)
}

async fn view_box(b: &Browser) -> String {
    b.client
        .execute(
            "return document.querySelector('svg.map').getAttribute('viewBox');",
            vec![],
        )
        .await
        .unwrap()
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Waits up to `limit` for `css` to hold `needle`; answers how long it took.
pub(crate) async fn within(b: &Browser, css: &str, needle: &str, limit: Duration) -> Duration {
    let start = Instant::now();
    loop {
        let text = match b.client.find(Locator::Css(css)).await {
            Ok(e) => e.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        };
        if text.contains(needle) {
            return start.elapsed();
        }
        assert!(
            start.elapsed() < limit,
            "{css} did not show {needle:?} within {limit:?}: {text:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[actix_web::test]
async fn browser_pages_keep_up_without_reloading() {
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
    app.set_password("ahc@example.com", "hc-password-1");
    // The High Commander watches the orders page.
    let hc = Browser::start().await;
    hc.sign_in(&app, "ahc@example.com", "hc-password-1").await;
    hc.goto(&app, &format!("/campaigns/{id}/orders")).await;
    hc.find("html[data-live=on]").await;
    mark(&hc).await;
    // The battalion commander orders on the map, zoomed in.
    let bc = Browser::start().await;
    bc.client.set_window_size(1366, 1000).await.unwrap();
    bc.sign_in(&app, "abc@example.com", "bc-password-1").await;
    bc.goto(&app, &format!("/campaigns/{id}/map")).await;
    bc.find("html[data-live=on]").await;
    mark(&bc).await;
    bc.click("button[aria-label='Zoom in']").await;
    let zoomed = view_box(&bc).await;
    bc.click("g.box.can-order[data-box=omaha]").await;
    let boxes = bc
        .client
        .find_all(Locator::Css("#order-panel fieldset input[name=unit]"))
        .await
        .unwrap();
    for bx in boxes.iter().take(3) {
        bx.click().await.unwrap();
    }
    bc.click("g.dest[data-zone=F14]").await;
    bc.wait_in("#order-odds", "Against").await;
    bc.click("#draft-here").await;
    // In place: the arrow, a word of what was drafted, the same zoom.
    bc.find("#arrows line.arrow.attack").await;
    let said = bc.wait_in("#order-status", "Drafted").await;
    assert!(
        said.contains("Drafted: Attack") && said.contains("3 units"),
        "{said}"
    );
    assert_eq!(view_box(&bc).await, zoomed, "the zoom and pan are kept");
    assert!(not_reloaded(&bc).await, "the map was not reloaded");
    // The HC's open page shows the draft within 2 s, without a reload.
    within(&hc, "main", "2/116th", Duration::from_secs(2)).await;
    hc.find("#drafts").await;
    assert!(not_reloaded(&hc).await, "the orders page was not reloaded");
    // The HC commits and the GM ends the phase: the BC's open map follows.
    app.api_post(
        &p.allied_hc,
        &format!("/campaigns/{id}/orders/commit"),
        json!({}),
    )
    .await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/advance"),
            json!({"force": true, "reason": "the defenders are late"}),
        )
        .await;
    assert!(s < 300, "{r}");
    within(&bc, "#banner", "Combat resolution", Duration::from_secs(2)).await;
    assert!(not_reloaded(&bc).await, "the map was not reloaded");
    assert_eq!(view_box(&bc).await, zoomed, "the zoom and pan are kept");
    hc.close().await;
    bc.close().await;
}

/// A form being filled is never replaced under the reader: the page says it
/// changed and offers to show it.
#[actix_web::test]
async fn browser_a_form_being_filled_is_kept_and_the_change_offered() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    let (_, au) =
        crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    let (x, _) = crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.set_password("abc@example.com", "bc-password-1");
    let bc = Browser::start().await;
    bc.sign_in(&app, "abc@example.com", "bc-password-1").await;
    bc.goto(&app, &format!("/campaigns/{id}/orders")).await;
    bc.find("html[data-live=on]").await;
    mark(&bc).await;
    // Half an order ticked on the page's form.
    bc.click("#draft-form input[name=units]").await;
    // Meanwhile the same commander drafts elsewhere (another tab, the API).
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": au[1..3], "to": "F14", "target": x}),
        )
        .await;
    assert!(s < 300, "{r}");
    within(&bc, "#live-notice", "changed", Duration::from_secs(2)).await;
    let ticked = bc
        .find("#draft-form input[name=units]")
        .await
        .is_selected()
        .await
        .unwrap();
    assert!(ticked, "the form keeps what was ticked");
    assert!(not_reloaded(&bc).await);
    bc.close().await;
}

/// The attack from a launch box in three clicks (stack, destination,
/// confirm: the destination proposes the group the rules accept, R6.4),
/// then the same from the keyboard in three keys.
#[actix_web::test]
async fn browser_an_assault_in_three_clicks_and_three_keys() {
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
    b.client.set_window_size(1366, 1000).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    let token = p.bc_allies.clone();
    // Click 1: the stack. Click 2: the beach, nothing ticked. Click 3.
    b.click("g.box.can-order[data-box=omaha]").await;
    b.click("g.dest.dest-attack[data-zone=F14]").await;
    let odds = b.wait_in("#order-odds", "Against").await;
    assert!(odds.contains("6 vs"), "3 companies and 3 platoons: {odds}");
    b.click("#draft-here").await;
    b.find("#arrows line.arrow.attack").await;
    let drafts = drafted(&app, &token, id).await;
    assert_eq!(drafts.len(), 1);
    assert_eq!(drafts[0]["units"].as_array().unwrap().len(), 6);
    // The order list beside the map names it and undoes it in place.
    let listed = b
        .wait_in("#draft-list", "Omaha Beach (launch box): 6 units")
        .await;
    assert!(listed.contains("Attack"), "{listed}");
    b.click("#undo-draft").await;
    b.wait_in("#order-status", "Undone").await;
    b.wait_in("#draft-list", "None yet").await;
    assert!(
        drafted(&app, &token, id).await.is_empty(),
        "the undo deleted it"
    );
    assert!(
        b.client.find(Locator::Css("#arrows line")).await.is_err(),
        "its arrow is gone"
    );
    // The same from the keyboard, from the map's one tab stop.
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.find("svg.map [tabindex='0']").await;
    let label = b
        .client
        .execute(
            "var t = document.querySelector('svg.map [tabindex=\"0\"]'); t.focus(); \
             return t.querySelector(':scope > title').textContent;",
            vec![],
        )
        .await
        .unwrap();
    let label = label.as_str().unwrap_or_default().to_string();
    assert!(
        label.contains("Omaha") && label.contains("your 9 companies, 3 platoons"),
        "the stack says what it holds: {label}"
    );
    let mut keys = 0;
    for _ in 0..3 {
        let active = b.client.active_element().await.unwrap();
        active.send_keys("\u{E007}").await.unwrap();
        keys += 1;
        tokio::time::sleep(Duration::from_millis(400)).await;
    }
    b.find("#arrows line.arrow.attack").await;
    assert!(keys <= 12);
    let drafts = drafted(&app, &token, id).await;
    assert_eq!(drafts.len(), 1, "drafted by keyboard in {keys} keys");
    assert_eq!(drafts[0]["units"].as_array().unwrap().len(), 6);
    // Esc from the panel closes it and returns to the stack.
    let oid = drafts[0]["id"].as_u64().unwrap();
    app.api(
        reqwest::Method::DELETE,
        &p.bc_allies,
        &format!("/campaigns/{id}/orders/{oid}"),
        None,
    )
    .await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.click("g.box.can-order[data-box=omaha]").await;
    b.find("#order-panel:not([hidden])").await;
    let active = b.client.active_element().await.unwrap();
    active.send_keys("\u{E00C}").await.unwrap();
    b.find("#order-panel[hidden]").await;
    b.close().await;
}

pub(crate) async fn drafted(app: &TestApp, token: &str, id: i64) -> Vec<serde_json::Value> {
    let (_, c) = app.api_get(token, &format!("/campaigns/{id}")).await;
    c["drafts"].as_array().cloned().unwrap_or_default()
}

/// #43: the GM's pause and resume reach open pages as drafts do (R5.9): a
/// battalion commander's map and an observer's overview show the banner
/// within two seconds, without a reload, and lose it on the resume.
#[actix_web::test]
async fn browser_pause_and_resume_show_on_open_pages() {
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
    app.set_password("obs@example.com", "obs-password-1");
    let bc = Browser::start().await;
    // The commander reads the map on a phone.
    bc.client.set_window_size(390, 844).await.unwrap();
    bc.sign_in(&app, "abc@example.com", "bc-password-1").await;
    bc.goto(&app, &format!("/campaigns/{id}/map")).await;
    bc.find("html[data-live=on]").await;
    mark(&bc).await;
    let obs = Browser::start().await;
    obs.sign_in(&app, "obs@example.com", "obs-password-1").await;
    obs.goto(&app, &format!("/campaigns/{id}")).await;
    obs.find("html[data-live=on]").await;
    mark(&obs).await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/pause"),
            json!({"reason": "Christmas"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    for b in [&bc, &obs] {
        within(
            b,
            "#page-status",
            "paused: Christmas",
            Duration::from_secs(2),
        )
        .await;
        assert!(not_reloaded(b).await, "the page was not reloaded");
    }
    // On the phone the pause is read before the map, in the first screen
    // (found in play: it came under the map).
    let above = bc
        .client
        .execute(
            "var p = document.getElementById('paused').getBoundingClientRect();              var m = document.querySelector('.map-wrap').getBoundingClientRect();              return p.bottom <= m.top + 1 && p.top >= 0;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(above, json!(true), "the pause shows above the map");
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/resume"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    for b in [&bc, &obs] {
        let start = Instant::now();
        loop {
            let text = b
                .find("#page-status")
                .await
                .text()
                .await
                .unwrap_or_default();
            if !text.contains("paused") {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(2),
                "still paused: {text}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(not_reloaded(b).await, "the page was not reloaded");
    }
    bc.close().await;
    obs.close().await;
}

/// #43: the exact assault a new player wanted, three companies and two of
/// the three platoons from a launch box, in four clicks at 1366 px (the
/// stack, the beach, one platoon off, draft: the destination stays while
/// the group changes), with the order panel beside the map rather than
/// over it; and an attack in place inside a contested zone in three (the
/// stack, its own zone, draft), with the units already there.
#[actix_web::test]
async fn browser_the_exact_assault_in_four_clicks_and_an_attack_in_place_in_three() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    // A second pair shares F11: it is contested from the start.
    crate::api::battalion(&app, &p, "1/501st", "us_airborne", "abc@example.com", "F11").await;
    crate::api::battalion(&app, &p, "II./919", "heer", "xbc@example.com", "F11").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    app.set_password("abc@example.com", "bc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(1366, 900).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    let token = p.bc_allies.clone();
    // 1: the stack; 2: the beach (3 companies and 3 platoons ticked).
    b.click("g.box.can-order[data-box=omaha]").await;
    b.click("g.dest.dest-attack[data-zone=F14]").await;
    let odds = b.wait_in("#order-odds", "Against").await;
    assert!(odds.contains("6 vs"), "{odds}");
    // The panel lies beside the map: the zones to the east are clickable.
    let covered = b
        .client
        .execute(
            "var out = []; ['F16', 'F17', 'F18'].forEach(function (z) { \
               var g = document.querySelector('g[data-zone=' + z + ']'); if (!g) return; \
               var r = g.getBoundingClientRect(); \
               var hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); \
               if (hit && document.getElementById('order-panel').contains(hit)) out.push(z); }); \
             return out;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(covered, json!([]), "zones under the order panel");
    // 3: the third platoon off, in sight without a scroll (found in play:
    // the sticky foot covered the platoons); the beach stays chosen and is
    // asked again.
    let hit = b
        .client
        .execute(
            "var b = document.querySelectorAll('#order-panel input[name=unit]:checked'); \
             var last = b[b.length - 1]; var r = last.getBoundingClientRect(); \
             var at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); \
             var ok = at === last || (last.closest('label') || last).contains(at); \
             var p = document.getElementById('order-panel'); var f = document.getElementById('order-foot').getBoundingClientRect(); \
             return ok ? true : [r.top, r.bottom, f.top, p.getBoundingClientRect().bottom, p.scrollTop, p.scrollHeight, p.clientHeight, at && at.outerHTML.slice(0, 80)];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(hit, json!(true), "the last ticked platoon is in sight");
    b.client
        .execute(
            "var b = document.querySelectorAll('#order-panel input[name=unit]:checked'); b[b.length - 1].click();",
            vec![],
        )
        .await
        .unwrap();
    let again = b.wait_in("#order-odds", "5 vs").await;
    assert!(again.contains("Against"), "{again}");
    // The action is in sight at the panel's foot.
    // So are the odds it would make (found in play: below the units).
    for what in ["draft-here", "order-odds"] {
        let below = b
            .client
            .execute(
                &format!(
                    "var r = document.getElementById('{what}').getBoundingClientRect(); \
                     var p = document.getElementById('order-panel').getBoundingClientRect(); \
                     return Math.max(r.bottom - p.bottom, r.bottom - window.innerHeight, p.top - r.top);"
                ),
                vec![],
            )
            .await
            .unwrap()
            .as_f64()
            .unwrap_or(f64::NAN);
        if below > 0.5 {
            let rects = b
                .client
                .execute(
                    &format!(
                        "var r = document.getElementById('{what}').getBoundingClientRect(); \
                         var p = document.getElementById('order-panel').getBoundingClientRect(); \
                         var f = document.getElementById('order-foot').getBoundingClientRect(); \
                         return [r.top, r.bottom, p.top, p.bottom, f.top, f.bottom, window.innerHeight, document.getElementById('order-panel').scrollTop];"
                    ),
                    vec![],
                )
                .await
                .unwrap();
            panic!("#{what} is {below} px out of sight: {rects}");
        }
    }
    // 4: draft.
    b.click("#draft-here").await;
    b.wait_in("#order-status", "Drafted").await;
    let drafts = drafted(&app, &token, id).await;
    assert_eq!(drafts.len(), 1);
    assert_eq!(
        drafts[0]["units"].as_array().unwrap().len(),
        5,
        "{drafts:?}"
    );
    // In place, in F11: 1 the stack, 2 its own zone, 3 draft.
    b.click("g.zone.can-order[data-zone=F11]").await;
    b.find("#order-panel:not([hidden])").await;
    b.click("g.dest.dest-attack[data-zone=F11]").await;
    let odds = b.wait_in("#order-odds", "Against").await;
    assert!(odds.contains("vs"), "{odds}");
    let ticked = b
        .client
        .find_all(Locator::Css("#order-panel input[name=unit]:checked"))
        .await
        .unwrap()
        .len();
    assert!(ticked >= 4, "the units already there, not one: {ticked}");
    b.click("#draft-here").await;
    b.wait_in("#draft-list", "F11").await;
    let drafts = drafted(&app, &token, id).await;
    let in_place = drafts
        .iter()
        .find(|d| d["to"] == "F11")
        .expect("the attack in place");
    assert_eq!(in_place["units"].as_array().unwrap().len(), ticked);
    b.close().await;
}

/// #43: the exact assault by keyboard from the map's one tab stop (the
/// launch box), in at most 12 keys: Enter (the stack), Enter (the beach),
/// Shift+Tab (the last ticked platoon, past the other battalion's folded
/// units), Space (off), Tab (the draft button), Enter.
#[actix_web::test]
async fn browser_the_exact_assault_by_keyboard_in_twelve_keys_at_most() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    // A second battalion in the box, as in the demo (found in play: Tab
    // crossed its twelve units twice), and a stack in a zone before it.
    crate::api::battalion(&app, &p, "1/16th", "us", "abc@example.com", "box:omaha").await;
    crate::api::battalion(&app, &p, "1/501st", "us_airborne", "abc@example.com", "F10").await;
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.set_password("abc@example.com", "bc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(1366, 900).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    // The map's one tab stop is the launch box, whose units must land.
    b.find("svg.map g.box.launch[data-box=omaha][tabindex='0']")
        .await;
    b.client
        .execute(
            "document.querySelector('svg.map [tabindex=\"0\"]').focus();",
            vec![],
        )
        .await
        .unwrap();
    let mut keys = 0;
    let press = |k: &'static str| {
        let b = &b;
        async move {
            let active = b.client.active_element().await.unwrap();
            active.send_keys(k).await.unwrap();
            tokio::time::sleep(Duration::from_millis(400)).await;
        }
    };
    press("\u{E007}").await; // Enter: the stack's orders
    keys += 1;
    press("\u{E007}").await; // Enter: the beach
    keys += 1;
    b.wait_in("#order-odds", "6 vs").await;
    // The other battalion's units are folded away: one stop, not twelve.
    let folded = b
        .client
        .execute(
            "return document.querySelectorAll('#order-panel fieldset.folded').length;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(folded, json!(1), "the other battalion folded");
    // Shift+Tab: back to the last ticked unit, the third platoon.
    let focused = || {
        let b = &b;
        async move {
            b.client
                .execute(
                    "var e = document.activeElement; return e.id || (e.name + ':' + e.checked);",
                    vec![],
                )
                .await
                .unwrap()
        }
    };
    let mut back = 0;
    while focused().await != json!("unit:true") {
        b.client
            .active_element()
            .await
            .unwrap()
            .send_keys("\u{E008}\u{E004}\u{E008}")
            .await
            .unwrap();
        keys += 1;
        back += 1;
        assert!(back <= 3, "a ticked unit within three Shift+Tabs");
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    press(" ").await; // Space: the platoon off
    keys += 1;
    b.wait_in("#order-odds", "5 vs").await;
    let mut on = 0;
    while focused().await != json!("draft-here") {
        press("\u{E004}").await; // Tab: toward the draft button
        keys += 1;
        on += 1;
        assert!(on <= 3, "the draft button within three Tabs");
    }
    press("\u{E007}").await; // Enter: drafted
    keys += 1;
    b.wait_in("#order-status", "Drafted").await;
    assert!(keys <= 12, "{keys} keys");
    let drafts = drafted(&app, &p.bc_allies, id).await;
    assert_eq!(
        drafts[0]["units"].as_array().unwrap().len(),
        5,
        "{drafts:?}"
    );
    b.close().await;
}

/// #43: the GM's to-do is live: a request for more time (R5.10) shows on
/// the GM's open overview within two seconds, without a reload.
#[actix_web::test]
async fn browser_a_request_for_more_time_reaches_the_gms_open_overview() {
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
    crate::api::extensions_open(&app, &p).await;
    app.set_password("gm@example.com", "gm-password-1");
    let gm = Browser::start().await;
    gm.sign_in(&app, "gm@example.com", "gm-password-1").await;
    gm.goto(&app, &format!("/campaigns/{id}")).await;
    gm.find("html[data-live=on]").await;
    mark(&gm).await;
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/phase/extensions"),
            json!({"hours": 12, "reason": "Battle still being played"}),
        )
        .await;
    assert!(s < 300, "{r}");
    within(&gm, "main", "12 more hours", Duration::from_secs(2)).await;
    assert!(not_reloaded(&gm).await, "the overview was not reloaded");
    gm.close().await;
}
