//! #27 in a real browser: the Allied High Commander draws on the side's
//! layer and a battalion commander of the side sees it while the enemy does
//! not; the charts at 1366 and 390 px; the replay plays through a round, its
//! keys step, and its viewpoint switch shows only where it is allowed.

use crate::browser::{enabled, Browser};
use crate::helpers::{Backend, TestApp};
use serde_json::json;

async fn current(b: &Browser) -> (u64, u64) {
    let v = b
        .client
        .execute(
            "var r = document.getElementById('replay'); return [parseInt(r.dataset.current, 10), parseInt(r.dataset.frames, 10)];",
            vec![],
        )
        .await
        .unwrap();
    (v[0].as_u64().unwrap(), v[1].as_u64().unwrap())
}

#[actix_web::test]
async fn browser_the_story_annotations_charts_and_replay() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (p, _) = crate::story::played(&app).await;
    let id = p.id;
    for (email, pw) in [
        ("ahc@example.com", "hc-password-1"),
        ("abc@example.com", "bc-password-1"),
        ("xbc@example.com", "xbc-password-1"),
        ("gm@example.com", "gm-password-1"),
    ] {
        app.set_password(email, pw);
    }
    let b = Browser::start().await;
    // The HC draws a label on the Allied layer, from the map page.
    b.sign_in(&app, "ahc@example.com", "hc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.select("#annotate select[name=shape]", "label").await;
    b.select("#annotate select[name=zone]", "F13").await;
    b.fill("#annotate input[name=text]", "Hold F13 at all costs")
        .await;
    b.click("#annotate button").await;
    b.wait_text("Drawn on your side's map.").await;
    b.sign_out().await;

    // A BC of the side sees it on the map, and hides it with the switch.
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.wait_text("Hold F13 at all costs").await;
    b.find("#annotation-layer").await;
    let shown =
        "return getComputedStyle(document.getElementById('annotation-layer')).display !== 'none';";
    assert_eq!(b.client.execute(shown, vec![]).await.unwrap(), json!(true));
    b.click("#show-notes").await;
    assert_eq!(b.client.execute(shown, vec![]).await.unwrap(), json!(false));
    b.shot("map-annotations", 1366).await;

    // The charts, read at 1366 and on a phone.
    b.goto(&app, &format!("/campaigns/{id}/stats")).await;
    b.find("#chart-strength svg.chart").await;
    b.find("#chart-battles svg.chart rect.won").await;
    b.shot("stats", 1366).await;
    b.shot("stats", 390).await;
    assert!(b.scroll_width().await <= 390, "the charts fit a phone");

    // The replay: no viewpoint switch while the campaign runs; it plays
    // through round 1 to now; the keys step back and forth.
    b.goto(&app, &format!("/campaigns/{id}/replay")).await;
    b.find("#replay-play").await;
    assert!(!b.source().await.contains("id=\"replay-viewpoint\""));
    let (first, total) = current(&b).await;
    assert_eq!(first, 1);
    assert!(total >= 5, "round 1's phases and now: {total}");
    b.find("svg.map line.arrow.attacked").await;
    b.select("#replay-speed", "500").await;
    b.click("#replay-play").await;
    for _ in 0..200 {
        if current(&b).await.0 == total {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(current(&b).await.0, total, "it played to the end");
    b.wait_in("#replay-play", "Play").await;
    b.wait_in("#replay-count", &format!("frame {total} of {total}"))
        .await;
    let key = |k: &str| {
        format!(
            "document.dispatchEvent(new KeyboardEvent('keydown', {{key: '{k}', bubbles: true}}));"
        )
    };
    b.client.execute(&key("ArrowLeft"), vec![]).await.unwrap();
    b.wait_in("#replay-count", &format!("frame {} of {total}", total - 1))
        .await;
    b.client.execute(&key("ArrowRight"), vec![]).await.unwrap();
    b.wait_in("#replay-count", &format!("frame {total} of {total}"))
        .await;
    b.shot("replay", 1366).await;
    b.shot("replay", 390).await;
    // #43: at 390 px the replay zooms like the map, and the zoom holds
    // from one frame to the next.
    b.client.set_window_size(390, 844).await.unwrap();
    b.goto(&app, &format!("/campaigns/{id}/replay?frame=1"))
        .await;
    let width = "return document.querySelector('#replay-map svg.map').viewBox.baseVal.width;";
    let read = |v: serde_json::Value| v.as_f64().unwrap_or(f64::NAN);
    b.find("#map-tools button[aria-label='Zoom in']").await;
    let whole = read(b.client.execute(width, vec![]).await.unwrap());
    b.click("#map-tools button[aria-label='Zoom in']").await;
    b.click("#map-tools button[aria-label='Zoom in']").await;
    let zoomed = read(b.client.execute(width, vec![]).await.unwrap());
    assert!(zoomed < whole * 0.8, "zoomed in: {zoomed} of {whole}");
    b.click("#replay-next").await;
    b.wait_in("#replay-count", "frame 2 of").await;
    let kept = read(b.client.execute(width, vec![]).await.unwrap());
    assert!(
        (kept - zoomed).abs() < 1.0,
        "the next frame keeps the zoom: {kept} vs {zoomed}"
    );
    b.shot("replay-zoomed", 390).await;
    b.client.set_window_size(1366, 900).await.unwrap();
    b.sign_out().await;

    // The enemy sees nothing of the Allied layer, and no switch either.
    b.sign_in(&app, "xbc@example.com", "xbc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    b.find("svg.map").await;
    assert!(
        !b.source().await.contains("Hold F13"),
        "the Allied layer reached the Axis"
    );
    b.goto(&app, &format!("/campaigns/{id}/replay")).await;
    b.find("#replay-map svg").await;
    assert!(!b.source().await.contains("id=\"replay-viewpoint\""));
    b.sign_out().await;

    // The GM switches viewpoints at any time.
    b.sign_in(&app, "gm@example.com", "gm-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/replay")).await;
    b.select("#replay-viewpoint select[name=viewpoint]", "axis")
        .await;
    b.click("#replay-viewpoint button").await;
    b.wait_in("#replay-view", "Axis view").await;
    b.close().await;
}
