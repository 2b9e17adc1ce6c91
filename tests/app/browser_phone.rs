//! Playing on a phone (#25), in headless Chromium at 390 px: the map
//! starts near the top, Fit shows all of it, every target is a thumb's
//! (44 x 44 px), the campaign's pages are in the header's menu, and the
//! order panel, a sheet over the map's lower part, keeps the chosen
//! destination in sight.

use crate::browser::{enabled, Browser};
use crate::helpers::{Backend, TestApp};
use serde_json::json;

async fn number(b: &Browser, script: &str) -> f64 {
    b.client
        .execute(script, vec![])
        .await
        .unwrap()
        .as_f64()
        .unwrap_or(f64::NAN)
}

/// Visible targets in `css` smaller than 44 px either way, described.
async fn small_targets(b: &Browser, css: &str) -> Vec<String> {
    let v = b
        .client
        .execute(
            "return Array.from(document.querySelectorAll(arguments[0])).filter(function (e) { \
               var r = e.getBoundingClientRect(); \
               return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden' && \
                 (r.width < 43.5 || r.height < 43.5); \
             }).map(function (e) { var r = e.getBoundingClientRect(); \
               return e.tagName + ' ' + (e.textContent || '').trim().slice(0, 30) + ' ' + \
                 Math.round(r.width) + 'x' + Math.round(r.height); });",
            vec![json!(css)],
        )
        .await
        .unwrap();
    serde_json::from_value(v).unwrap_or_default()
}

#[actix_web::test]
async fn browser_a_phone_plays_with_thumbs() {
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
    // The whole map's box, as the server draws it.
    let (_, html) = app
        .get_text(
            &app.signed_in("abc@example.com", "bc-password-1").await,
            &format!("/campaigns/{id}/map"),
        )
        .await;
    let whole: f64 = regex::Regex::new(r#"class="map" viewBox="0 0 ([0-9.]+) "#)
        .unwrap()
        .captures(&html)
        .and_then(|c| c[1].parse().ok())
        .expect("the map's viewBox");
    let b = Browser::start().await;
    b.client.set_window_size(390, 844).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.find("#map-tools button").await;
    let top = number(
        &b,
        "return document.querySelector('svg.map').getBoundingClientRect().top;",
    )
    .await;
    assert!(top <= 80.0, "the map starts {top} px from the top");
    b.click("button[aria-label^='Fit']").await;
    let (x, w) = (
        number(
            &b,
            "return document.querySelector('svg.map').viewBox.baseVal.x;",
        )
        .await,
        number(
            &b,
            "return document.querySelector('svg.map').viewBox.baseVal.width;",
        )
        .await,
    );
    assert!(
        x.abs() < 1.0 && (w - whole).abs() < 1.0,
        "Fit shows the whole width: x {x}, w {w} of {whole}"
    );
    // The campaign's pages are in the header's menu.
    b.click("details.campaign-menu > summary").await;
    let menu = b
        .find("details.campaign-menu nav")
        .await
        .text()
        .await
        .unwrap();
    // The account too (found in play: it was hidden with the header's).
    for page in [
        "Overview", "Orders", "Battles", "Messages", "History", "Account",
    ] {
        assert!(menu.contains(page), "{menu}");
    }
    let small = small_targets(
        &b,
        "header.top a, header.top summary, header.top button, .map-tools button",
    )
    .await;
    assert!(
        small.is_empty(),
        "header and zoom targets under 44 px: {small:?}"
    );
    b.click("details.campaign-menu > summary").await;
    // #43: the header keeps the campaign's name and its menu's cue whole,
    // and "Sign out" on one line.
    let clipped = number(
        &b,
        "var n = document.querySelector('details.campaign-menu > summary .name'); \
         return n.scrollWidth - n.clientWidth;",
    )
    .await;
    assert!(clipped <= 1.0, "the campaign's name is cut by {clipped} px");
    let cue = number(
        &b,
        "var c = document.querySelector('details.campaign-menu > summary .cue').getBoundingClientRect(); \
         var s = document.querySelector('details.campaign-menu > summary').getBoundingClientRect(); \
         return (c.width > 0 && c.right <= s.right + 0.5 && c.right <= window.innerWidth) ? 1 : 0;",
    )
    .await;
    assert_eq!(cue, 1.0, "the menu's cue is in sight");
    let lines = number(
        &b,
        "var r = document.createRange(); var btn = document.querySelector('header.top nav button.link'); \
         r.selectNodeContents(btn); var tops = new Set(Array.from(r.getClientRects()).map(function (x) { return Math.round(x.top); })); \
         return tops.size;",
    )
    .await;
    assert_eq!(lines, 1.0, "Sign out on one line");
    // The stack's orders: every row, box and button a thumb's size.
    b.click("g.box.can-order[data-box=omaha]").await;
    b.find("#order-panel fieldset").await;
    let small = small_targets(&b, "#order-panel label, #order-panel button").await;
    assert!(small.is_empty(), "panel targets under 44 px: {small:?}");
    // Choosing the beach keeps it in sight above the sheet.
    // A tap on the part of F14 above the sheet.
    let tapped = b
        .client
        .execute(
            "var g = document.querySelector('g.dest.dest-attack[data-zone=F14]'); var r = g.getBoundingClientRect(); \
             var top = document.getElementById('order-panel').getBoundingClientRect().top; \
             for (var y = Math.min(r.bottom, top) - 6; y > r.top; y -= 6) { \
               for (var x = r.left + 4; x < r.right; x += 8) { \
                 var hit = document.elementFromPoint(x, y); \
                 if (hit && g.contains(hit)) { hit.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y })); return true; } \
               } } return false;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(tapped, json!(true), "F14 shows above the sheet");
    b.wait_in("#order-odds", "Against").await;
    let (zone, sheet) = (
        number(&b, "var r = document.querySelector('g[data-zone=F14]').getBoundingClientRect(); return r.top + r.height / 2;").await,
        number(&b, "return document.getElementById('order-panel').getBoundingClientRect().top;").await,
    );
    assert!(zone < sheet, "F14 ({zone}) is above the sheet ({sheet})");
    // #43: the exact assault in four taps, none a scroll: the stack and
    // the beach were two; the third platoon is in the sheet's first
    // screen, and off it goes; then draft.
    let reach = number(
        &b,
        "var boxes = document.querySelectorAll('#order-panel input[name=unit]:checked'); \
         var last = boxes[boxes.length - 1].closest('label').getBoundingClientRect(); \
         var p = document.getElementById('order-panel'); \
         var foot = document.getElementById('order-foot').getBoundingClientRect().top; \
         var end = Math.min(p.getBoundingClientRect().bottom, foot); \
         return p.scrollTop === 0 && last.bottom <= end ? 1 : -1000 * p.scrollTop - (last.bottom - end) - 0.5;",
    )
    .await;
    assert_eq!(
        reach, 1.0,
        "the third platoon is in the sheet's first screen ({reach})"
    );
    let platoons = b
        .client
        .find_all(fantoccini::Locator::Css(
            "#order-panel input[name=unit]:checked",
        ))
        .await
        .unwrap();
    platoons.last().unwrap().click().await.unwrap();
    b.wait_in("#order-odds", "5 vs").await;
    // The order's action is in the sheet's first screen (#43).
    let foot = number(
        &b,
        "return document.getElementById('draft-here').getBoundingClientRect().bottom - window.innerHeight;",
    )
    .await;
    assert!(
        foot <= 0.0,
        "Draft this move ends {foot} px below the screen"
    );
    b.shot("map-phone-panel", 390).await;
    b.click("#draft-here").await;
    b.wait_in("#order-status", "Drafted").await;
    let (_, c) = app.api_get(&p.bc_allies, &format!("/campaigns/{id}")).await;
    let units = c["drafts"][0]["units"].as_array().map_or(0, Vec::len);
    assert_eq!(
        units, 5,
        "3 companies and 2 of the 3 platoons, in four taps"
    );
    b.close().await;
}
