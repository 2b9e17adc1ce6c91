//! #15 in a real browser: a commander uploads a save that the other side
//! downloads once the result is in, while a GM-only file stays hidden; the
//! turn report page and its BBCode; the PNG map decoded by the browser,
//! with its size and a few pixels checked.

use crate::browser::{enabled, Browser};
use crate::helpers::{Backend, TestApp};
use serde_json::json;

const SAVE: &[u8] = b"\x01\x00\x00\x00\x9a\xf3\x10\x00CMBN turn file";

/// Uploads `path` through the sheet's form, GM only or not.
async fn attach(b: &Browser, app: &TestApp, sheet: &str, path: &std::path::Path, gm_only: bool) {
    b.goto(app, sheet).await;
    let input = b.find("#files input[type=file]").await;
    input.send_keys(&path.display().to_string()).await.unwrap();
    if gm_only {
        b.click("#files input[name=gm_only]").await;
    }
    b.click("#files form[enctype] button").await;
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    b.wait_text(&format!("{name} attached.")).await;
}

/// Fetches `href` in the page (with its cookies): status, disposition, size.
async fn fetch(b: &Browser, href: &str) -> serde_json::Value {
    b.client
        .execute_async(
            r#"var done = arguments[arguments.length - 1];
            fetch(arguments[0]).then(function (r) {
              return r.arrayBuffer().then(function (buf) {
                done({status: r.status, disposition: r.headers.get("content-disposition"),
                      size: buf.byteLength});
              });
            }).catch(function (e) { done({error: String(e)}); });"#,
            vec![json!(href)],
        )
        .await
        .unwrap()
}

#[actix_web::test]
async fn browser_a_save_reaches_the_other_side_after_the_result_and_gm_only_stays_hidden() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (p, _, _, bid) = crate::api::beach_attack(&app).await;
    let id = p.id;
    let dir = tempfile::tempdir().unwrap();
    let turn = dir.path().join("turn1.ema");
    let setup = dir.path().join("setup.bts");
    std::fs::write(&turn, SAVE).unwrap();
    std::fs::write(&setup, SAVE).unwrap();
    for (email, pw) in [
        ("abc@example.com", "bc-password-1"),
        ("xbc@example.com", "bc-password-2"),
        ("ahc@example.com", "hc-password-1"),
        ("obs@example.com", "ob-password-1"),
    ] {
        app.set_password(email, pw);
    }
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let b = Browser::start().await;
    // The attacker's turn file; the defender's setup, GM only.
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    attach(&b, &app, &sheet, &turn, false).await;
    b.sign_out().await;
    b.sign_in(&app, "xbc@example.com", "bc-password-2").await;
    attach(&b, &app, &sheet, &setup, true).await;
    b.sign_out().await;
    // Before the result an observer sees neither.
    b.sign_in(&app, "obs@example.com", "ob-password-1").await;
    b.goto(&app, &sheet).await;
    b.wait_text(&format!("Battle {bid}")).await;
    let src = b.source().await;
    assert!(!src.contains("turn1.ema") && !src.contains("setup.bts"));
    b.sign_out().await;
    // The result.
    let force = json!({"force": true, "reason": "test"});
    app.api_post(&p.gm, &format!("/campaigns/{id}/phase/advance"), force)
        .await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "draw"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    // The other side downloads the save; the GM-only file is not there.
    b.sign_in(&app, "obs@example.com", "ob-password-1").await;
    b.goto(&app, &sheet).await;
    let link = b.find("#files a[download]").await;
    assert_eq!(link.text().await.unwrap(), "turn1.ema");
    let href = link.attr("href").await.unwrap().unwrap();
    let got = fetch(&b, &href).await;
    assert_eq!(got["status"], 200, "{got}");
    assert_eq!(got["size"], SAVE.len(), "{got}");
    assert_eq!(got["disposition"], "attachment; filename=\"turn1.ema\"");
    assert!(
        !b.source().await.contains("setup.bts"),
        "GM only stays hidden"
    );
    b.sign_out().await;
    b.sign_in(&app, "ahc@example.com", "hc-password-1").await;
    b.goto(&app, &sheet).await;
    b.find("#files a[download]").await;
    assert!(!b.source().await.contains("setup.bts"));
    b.shot("battle-files", 1366).await;
    b.close().await;
}

#[actix_web::test]
async fn browser_the_turn_report_its_bbcode_and_the_png_map() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (p, _, _, bid) = crate::api::beach_attack(&app).await;
    let id = p.id;
    let force = json!({"force": true, "reason": "test"});
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/phase/advance"),
        force.clone(),
    )
    .await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "major_victory", "notes": "The bluffs fell by noon."}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    app.set_password("ahc@example.com", "hc-password-1");
    let b = Browser::start().await;
    b.sign_in(&app, "ahc@example.com", "hc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/reports/1/allies"))
        .await;
    b.wait_text("Major Victory").await;
    b.wait_text("The bluffs fell by noon.").await;
    b.shot("turn-report", 1366).await;
    b.shot("turn-report", 390).await;
    b.click("a[href^='?format=bbcode']").await;
    b.wait_text("[b]").await;
    let text = b.body_text().await;
    assert!(
        text.contains("Major Victory") && text.contains("[/b]"),
        "{text}"
    );
    // The PNG, decoded by the browser: its size and a few pixels.
    b.goto(&app, &format!("/campaigns/{id}")).await;
    let px = b
        .client
        .execute_async(
            r#"var done = arguments[arguments.length - 1];
            var img = new Image();
            img.onload = function () {
              var c = document.createElement("canvas");
              c.width = img.naturalWidth; c.height = img.naturalHeight;
              var g = c.getContext("2d"); g.drawImage(img, 0, 0);
              var at = function (x, y) { return Array.from(g.getImageData(x, y, 1, 1).data); };
              done({w: img.naturalWidth, h: img.naturalHeight, sea: at(500, 75), f1: at(220, 235)});
            };
            img.onerror = function () { done({error: "not an image"}); };
            img.src = arguments[0];"#,
            vec![json!(format!("/campaigns/{id}/map.png"))],
        )
        .await
        .unwrap();
    assert_eq!(
        (px["w"].as_u64(), px["h"].as_u64()),
        (Some(1475), Some(1000)),
        "{px}"
    );
    let c = |k: &str, i: usize| px[k][i].as_u64().unwrap();
    assert!(c("sea", 2) > c("sea", 0), "the sea is blue: {px}");
    assert!(
        c("f1", 0) > c("f1", 2) && c("f1", 0) > 200,
        "F1 is Axis rose: {px}"
    );
    b.close().await;
}
