//! The turn report (page, BBCode, plain text; public and side versions)
//! and the map as a PNG (#15 part 3).

use crate::api::{battalion, players};
use crate::helpers::TestApp;
use serde_json::json;

crate::both_backends!(
    the_turn_report_tells_the_turn_in_two_versions,
    the_map_png_is_a_real_picture_of_the_board,
    the_kept_map_png_follows_each_change,
);

async fn get(app: &TestApp, token: &str, path: &str) -> (u16, String, String) {
    let (s, ct, body) = app.get_bytes(token, path).await;
    (s, ct, String::from_utf8_lossy(&body).into_owned())
}

async fn the_turn_report_tells_the_turn_in_two_versions(app: &TestApp) {
    let (p, _, _, _) = crate::api::beach_attack(app).await;
    let id = p.id;
    let force = json!({"force": true, "reason": "test"});
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/phase/advance"),
        force.clone(),
    )
    .await;
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let bid = c["battles"][0]["id"].as_u64().unwrap();
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "total_victory", "notes": "The [url=javascript:x]bluffs[/url] fell by noon.",
                   "link": "https://forum.example/aar/7"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/phase/advance"),
        force.clone(),
    )
    .await;
    let path = format!("/campaigns/{id}/reports/1/allies");
    // The Allied side's version.
    let (s, _, page) = get(app, &p.bc_allies, &path).await;
    assert_eq!(s, 200, "{page}");
    assert!(page.contains("Your side&#39;s version") || page.contains("Your side's version"));
    assert!(page.contains(&format!("Battle {bid} in F14")), "{page}");
    assert!(
        page.contains("Total victory") || page.contains("Total Victory"),
        "{page}"
    );
    assert!(page.contains("support: none"), "the side sees its support");
    assert!(
        page.contains("The [url=javascript:x]bluffs[/url] fell by noon."),
        "the AAR excerpt"
    );
    assert!(page.contains("rounds to go"));
    assert!(
        page.contains(&format!("/campaigns/{id}/map.png")),
        "the map of the turn"
    );
    // The enemy and observers read the public one: no support used.
    for token in [&p.bc_axis, &p.observer] {
        let (s, _, page) = get(app, token, &path).await;
        assert_eq!(s, 200);
        assert!(page.contains("Public version"));
        assert!(
            !page.contains("support:"),
            "no support in the public version"
        );
        assert!(page.contains(&format!("Battle {bid} in F14")));
    }
    // A side member may read the public version too, for a forum post.
    let (_, _, public) = get(app, &p.bc_allies, &format!("{path}?version=public")).await;
    assert!(!public.contains("support:"));
    // BBCode: players' text cannot open a tag.
    let (s, ct, bb) = get(app, &p.bc_axis, &format!("{path}?format=bbcode")).await;
    assert_eq!(s, 200);
    assert!(ct.starts_with("text/plain"));
    assert!(
        bb.starts_with("[b]") && bb.contains("[list]") && bb.contains("[*]"),
        "{bb}"
    );
    assert!(!bb.contains("[url=javascript"), "{bb}");
    let (_, _, text) = get(app, &p.bc_axis, &format!("{path}?format=text")).await;
    assert!(
        text.contains("Victory track") && text.contains("- "),
        "{text}"
    );
    // A turn not played yet, and a bad side.
    let (s, _, _) = get(app, &p.gm, &format!("/campaigns/{id}/reports/5/axis")).await;
    assert_eq!(s, 404);
    let (s, _, _) = get(app, &p.gm, &format!("/campaigns/{id}/reports/1/martians")).await;
    assert_eq!(s, 400);
    // History links each turn to its report.
    let (_, _, history) = get(app, &p.gm, &format!("/campaigns/{id}/history")).await;
    assert!(history.contains(&format!("href=\"{path}\"")), "{history}");

    // The same report in the JSON API (#28), in the same two versions.
    let api = format!("/campaigns/{id}/reports/1/allies");
    let (s, own) = app.api_get(&p.bc_allies, &api).await;
    assert_eq!(s, 200, "{own}");
    assert_eq!(own["version"], "side");
    assert_eq!(own["round"], 1);
    assert_eq!(own["side"], "allies");
    let battle = own["battles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["id"] == bid)
        .unwrap_or_else(|| panic!("battle {bid} in {own}"));
    assert_eq!(battle["zone"], "F14");
    assert_eq!(battle["support"], "none", "the side sees its support");
    assert!(battle["notes"].as_str().unwrap().contains("fell by noon"));
    assert_eq!(battle["link"], "https://forum.example/aar/7");
    assert!(own["bbcode"].as_str().unwrap().starts_with("[b]"));
    assert!(own["objectives"].as_array().is_some_and(|o| !o.is_empty()));
    for token in [&p.bc_axis, &p.observer] {
        let (s, public) = app.api_get(token, &api).await;
        assert_eq!(s, 200);
        assert_eq!(public["version"], "public");
        assert!(public["battles"][0]["support"].is_null(), "{public}");
        assert!(!public.to_string().contains("support:"));
    }
    let (_, public) = app
        .api_get(&p.bc_allies, &format!("{api}?version=public"))
        .await;
    assert_eq!(public["version"], "public");
    assert!(public["battles"][0]["support"].is_null());
    let (s, _) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/reports/5/axis"))
        .await;
    assert_eq!(s, 404);
    let (s, _) = app
        .api_get(&p.gm, &format!("{api}?version=everything"))
        .await;
    assert_eq!(s, 400);
}

async fn the_map_png_is_a_real_picture_of_the_board(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    battalion(app, &p, "2/116th", "us", "abc@example.com", "F13").await;
    let r = app
        .client()
        .get(app.url(&format!("/campaigns/{id}/map.png")))
        .bearer_auth(&p.observer)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(r.headers()["content-type"], "image/png");
    let bytes = r.bytes().await.unwrap();
    let png = resvg::tiny_skia::Pixmap::decode_png(&bytes).expect("a valid PNG");
    assert_eq!(
        (png.width(), png.height()),
        (1475, 1000),
        "half the map's size"
    );
    let at = |x: u32, y: u32| png.pixel(x, y).unwrap().demultiply();
    // The sea is blue-grey, F1 (Axis-held at the start) is rose.
    let sea = at(500, 75);
    assert!(sea.blue() > sea.red(), "sea: {sea:?}");
    let f1 = at(220, 235);
    assert!(f1.red() > f1.blue() && f1.red() > 200, "F1: {f1:?}");
    // Not a member: not found.
    let (_, stranger) = app.user_with_token("stranger@example.com", false);
    let r = app
        .client()
        .get(app.url(&format!("/campaigns/{id}/map.png")))
        .bearer_auth(&stranger)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 404);
}

/// The PNG is kept per version, audience and phase (#23: 100 ms of CPU each,
/// uncached): the same version answers the same picture, and a change
/// draws a new one at once.
async fn the_kept_map_png_follows_each_change(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    battalion(app, &p, "2/116th", "us", "abc@example.com", "F13").await;
    let png = |token: String| async move {
        app.client()
            .get(app.url(&format!("/campaigns/{id}/map.png")))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap()
    };
    let first = png(p.observer.clone()).await;
    assert_eq!(
        png(p.observer.clone()).await,
        first,
        "the same version, the same picture"
    );
    // F1 given to the Allies: the picture changes with the version.
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/control"),
            json!({"zone": "F1", "side": "allies"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let second = png(p.observer.clone()).await;
    assert_ne!(second, first, "a change draws a new picture");
    let f1 = resvg::tiny_skia::Pixmap::decode_png(&second)
        .unwrap()
        .pixel(220, 235)
        .unwrap()
        .demultiply();
    assert!(f1.blue() > f1.red(), "F1 is Allied now: {f1:?}");
}

crate::both_backends!(each_commander_writes_an_after_action_report);

/// The two commanders of a battle write their after-action reports once
/// the result is in; the sheet shows them, the turn report quotes them;
/// nobody else may write one.
async fn each_commander_writes_an_after_action_report(app: &TestApp) {
    let (p, _, _, bid) = crate::api::beach_attack(app).await;
    let id = p.id;
    app.set_password("abc@example.com", "bc-password-1");
    app.set_password("xbc@example.com", "bc-password-2");
    app.set_password("ahc@example.com", "hc-password-1");
    let attacker = app.signed_in("abc@example.com", "bc-password-1").await;
    let defender = app.signed_in("xbc@example.com", "bc-password-2").await;
    let hc = app.signed_in("ahc@example.com", "hc-password-1").await;
    let path = format!("/campaigns/{id}/battles/{bid}/aar");
    let early = app
        .post_form(&attacker, &path, &[("body", "Too soon.")])
        .await;
    assert_eq!(early.status().as_u16(), 422, "not before the result");
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
    let r = app
        .post_form(
            &attacker,
            &path,
            &[(
                "body",
                "We landed under fire.\n\nThe bluffs held until noon.",
            )],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let r = app
        .post_form(&defender, &path, &[("body", "The line held, barely.")])
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let r = app
        .post_form(&hc, &path, &[("body", "Not mine to write.")])
        .await;
    assert_eq!(r.status().as_u16(), 403, "only the two commanders");
    let (_, sheet) = app
        .get_text(&hc, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    assert!(
        sheet.contains(r#"<p class="pre-line">We landed under fire.</p><p class="pre-line">The bluffs held until noon.</p>"#),
        "{sheet}"
    );
    assert!(sheet.contains("The line held, barely."));
    let (_, _, report) = get(
        app,
        &p.observer,
        &format!("/campaigns/{id}/reports/1/allies"),
    )
    .await;
    assert!(
        report.contains("Allied commander:</strong> We landed under fire."),
        "{report}"
    );
    assert!(report.contains("Axis commander:</strong> The line held, barely."));
}
