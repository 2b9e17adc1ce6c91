//! Whole pages kept per reader (#28, item 7; `web::http::pages`): the map
//! and zone pages read again by the same reader at the same campaign
//! version are served from memory, and nothing else about them changes: a
//! change is seen at once, another audience never gets them, a reader who
//! lost access is refused before any kept page is looked at, and a one-off
//! notice is shown exactly once.

use crate::api::{battalion, players, Players};
use crate::both_backends;
use crate::helpers::TestApp;
use crate::sessions::sign_in;
use serde_json::json;

both_backends!(
    r12_5_a_kept_map_is_drawn_again_when_the_campaign_changes,
    a_kept_page_masks_the_form_token_afresh_and_still_revalidates,
    a_hidden_change_draws_nothing_for_the_other_sides_readers,
    a_kept_page_never_reaches_a_reader_who_lost_access,
    a_one_off_notice_is_shown_once_on_a_kept_map,
    a_bearer_readers_kept_page_carries_no_slot,
);

async fn started(app: &TestApp) -> Players {
    let p = players(app).await;
    battalion(app, &p, "2/116th", "us", "abc@example.com", "F13").await;
    battalion(app, &p, "I./916", "heer", "xbc@example.com", "F30").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{}/start", p.id), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    p
}

/// (status, ETag, body) of `path` read with `token`.
async fn read(app: &TestApp, token: &str, path: &str) -> (u16, String, String) {
    let r = app
        .client()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    let etag = r
        .headers()
        .get("etag")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    (r.status().as_u16(), etag, r.text().await.unwrap())
}

async fn r12_5_a_kept_map_is_drawn_again_when_the_campaign_changes(app: &TestApp) {
    let p = started(app).await;
    let id = p.id;
    let map = format!("/campaigns/{id}/map");
    let (s, tag, first) = read(app, &p.bc_allies, &map).await;
    assert_eq!(s, 200);
    let (_, again_tag, again) = read(app, &p.bc_allies, &map).await;
    assert_eq!(again, first, "the same reader at the same version");
    assert_eq!(again_tag, tag);
    let (_, _, axis_before) = read(app, &p.bc_axis, &map).await;
    assert_ne!(axis_before, first, "another reader's page is their own");
    // The Allied HC draws on the side's layer: a new version.
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/annotations"),
            json!({"shape": "label", "zone": "F13", "text": "KEPT-PAGES hold here"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (_, after_tag, after) = read(app, &p.bc_allies, &map).await;
    assert!(after.contains("KEPT-PAGES hold here"), "seen at once");
    assert_ne!(after_tag, tag);
    let (_, _, axis_after) = read(app, &p.bc_axis, &map).await;
    assert!(
        !axis_after.contains("KEPT-PAGES"),
        "never by the other side"
    );
    let zone = format!("/campaigns/{id}/zones/F13");
    let (_, _, z1) = read(app, &p.bc_allies, &zone).await;
    let (_, _, z2) = read(app, &p.bc_allies, &zone).await;
    assert_eq!(z1, z2);
    assert!(z1.contains("F13"));
}

async fn a_kept_page_never_reaches_a_reader_who_lost_access(app: &TestApp) {
    let p = started(app).await;
    let id = p.id;
    for path in [
        format!("/campaigns/{id}/map"),
        format!("/campaigns/{id}/zones/F13"),
    ] {
        assert_eq!(read(app, &p.observer, &path).await.0, 200, "{path}");
    }
    let (_, members) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/members"))
        .await;
    let mid = members["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["role"] == "observer")
        .unwrap()["membership_id"]
        .as_i64()
        .unwrap();
    let (s, r) = app
        .api(
            reqwest::Method::DELETE,
            &p.gm,
            &format!("/campaigns/{id}/members/{mid}"),
            None,
        )
        .await;
    assert!(s < 300, "{r}");
    for path in [
        format!("/campaigns/{id}/map"),
        format!("/campaigns/{id}/zones/F13"),
    ] {
        let (s, _, body) = read(app, &p.observer, &path).await;
        assert_eq!(s, 404, "{path}: no longer a member");
        assert!(!body.contains("2/116th"), "{path}");
    }
}

async fn a_one_off_notice_is_shown_once_on_a_kept_map(app: &TestApp) {
    let p = started(app).await;
    let id = p.id;
    app.set_password("abc@example.com", "password-1234");
    let (client, _) = sign_in(app, "abc@example.com", "password-1234").await;
    let map = format!("/campaigns/{id}/map");
    let (s, page) = app.get_text(&client, &map).await;
    assert_eq!(s, 200);
    // The form's token, as the page carries it.
    let csrf = page
        .split("name=\"csrf_token\" value=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .to_string();
    let (_, again) = app.get_text(&client, &map).await;
    assert_eq!(
        without_tokens(&again),
        without_tokens(&page),
        "kept for the session"
    );
    assert_eq!(circle(app, &client, id, &csrf).await, 303);
    let (_, shown) = app.get_text(&client, &map).await;
    assert!(shown.contains("Drawn on your side"), "the notice once");
    let (_, next) = app.get_text(&client, &map).await;
    assert!(!next.contains("Drawn on your side"), "and not again");
    assert!(next.contains("Remove annotation"), "the page is current");
}

/// Security review 4, item 2: every kept drawing (pages, the map's
/// picture, the sheet, the GIF, the CSV, the history) is keyed by what its
/// reader sees, so a change of the Allies' that the Axis and the observer
/// may not see draws nothing again for them (and costs them no time);
/// a change they see draws again.
async fn a_hidden_change_draws_nothing_for_the_other_sides_readers(app: &TestApp) {
    let (p, _, _, bid) = crate::api::beach_attack(app).await;
    let id = p.id;
    let paths = [
        format!("/campaigns/{id}/map"),
        format!("/campaigns/{id}/zones/F14"),
        format!("/campaigns/{id}/battles/{bid}/sheet"),
        format!("/campaigns/{id}/map.png"),
        format!("/campaigns/{id}/replay.gif"),
        format!("/campaigns/{id}/stats.csv"),
        format!("/campaigns/{id}/history"),
    ];
    let readers = [p.axis_hc.clone(), p.observer.clone()];
    let read_all = || async {
        for token in &readers {
            for path in &paths {
                let (s, _, _) = app.get_bytes(token, path).await;
                assert_eq!(s, 200, "{path}");
            }
        }
    };
    let first_read = std::time::Instant::now();
    read_all().await;
    let drawn = app.state.renders.counts();
    for kind in [
        "map_page",
        "zone_page",
        "sheet_page",
        "sheet",
        "png",
        "gif",
        "csv",
        "history",
    ] {
        assert!(drawn.get(kind).is_some_and(|n| *n > 0), "{kind}: {drawn:?}");
    }
    // The Allies draw on their layer, name a deputy and one of them goes
    // away: three changes the Axis and the observer may not see.
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/annotations"),
            json!({"shape": "label", "zone": "F13", "text": "HIDDEN hold here"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let until = chrono::Utc::now() + chrono::Duration::days(2);
    crate::seats::away(app, &p.bc_allies, id, until, "HIDDEN away").await;
    read_all().await;
    let mut now = app.state.renders.counts();
    // A kept page lives `FRESH` (5 s): on a slow run its reader's pages are
    // drawn again for that alone, so they are compared only within it. The
    // pictures, the CSV and the history are kept for as long as the sight
    // holds, and always compared.
    if first_read.elapsed() >= bocage::web::http::pages::FRESH {
        for kind in ["map_page", "zone_page", "sheet_page", "history_page"] {
            now.insert(kind, drawn[kind]);
        }
    }
    assert_eq!(
        now, drawn,
        "a change the readers may not see drew something for them"
    );
    // A change everyone sees draws again.
    crate::api::set_deadline(app, &p, 3).await;
    read_all().await;
    let after = app.state.renders.counts();
    for kind in ["map_page", "zone_page", "sheet_page", "csv"] {
        assert!(after[kind] > drawn[kind], "{kind}: {drawn:?} -> {after:?}");
    }
    // The map's picture does not show the deadline: the same picture, kept
    // under its SVG, is not drawn again (#45).
    assert_eq!(after["png"], drawn["png"], "{drawn:?} -> {after:?}");
}

/// A page with its masked form tokens blanked (each answer masks afresh).
fn without_tokens(page: &str) -> String {
    regex::Regex::new(r#"(value|data-csrf)="[A-Za-z0-9_-]{86}""#)
        .unwrap()
        .replace_all(page, "$1=\"TOKEN\"")
        .into_owned()
}

/// Every form token of a page.
fn tokens(page: &str) -> Vec<String> {
    regex::Regex::new(r#"name="csrf_token" value="([^"]*)""#)
        .unwrap()
        .captures_iter(page)
        .map(|c| c[1].to_string())
        .collect()
}

/// (status, ETag, gzip-decoded body) of `path` for a signed-in client.
async fn gzipped(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    etag: Option<&str>,
) -> (u16, String, String) {
    let mut req = client.get(app.url(path)).header("accept-encoding", "gzip");
    if let Some(tag) = etag {
        req = req.header("if-none-match", tag);
    }
    let r = req.send().await.unwrap();
    let status = r.status().as_u16();
    let tag = r
        .headers()
        .get("etag")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let gzip = r
        .headers()
        .get("content-encoding")
        .is_some_and(|v| v == "gzip");
    assert!(gzip || status != 200, "a page is sent with gzip when asked");
    let bytes = r.bytes().await.unwrap();
    let body = if gzip {
        use std::io::Read;
        let mut out = String::new();
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut out)
            .expect("a valid gzip answer");
        out
    } else {
        String::from_utf8(bytes.to_vec()).unwrap()
    };
    (status, tag, body)
}

/// Security review 4, item 8: the form token in a page is masked afresh in
/// every answer (a random pad XOR the token), so no two answers, kept page
/// or not, repeat it; each masked token is accepted; the page's ETag is
/// taken without it, so a reload still answers 304, and two sessions of one
/// reader get one tag.
async fn a_kept_page_masks_the_form_token_afresh_and_still_revalidates(app: &TestApp) {
    let p = started(app).await;
    let id = p.id;
    app.set_password("abc@example.com", "password-1234");
    let (client, _) = sign_in(app, "abc@example.com", "password-1234").await;
    let map = format!("/campaigns/{id}/map");
    let (s, tag, first) = gzipped(app, &client, &map, None).await;
    assert_eq!(s, 200);
    let (_, again_tag, again) = gzipped(app, &client, &map, None).await;
    assert_eq!(again_tag, tag, "the same page, the same tag");
    assert_eq!(without_tokens(&again), without_tokens(&first));
    let (t1, t2) = (tokens(&first), tokens(&again));
    assert!(!t1.is_empty());
    assert!(t1.iter().all(|t| t.len() == 86), "{t1:?}");
    assert!(
        t1.iter().all(|t| !t2.contains(t)),
        "masked afresh each answer"
    );
    // Unmasked, every one is the same session token, which no page holds.
    use base64::Engine;
    let raw = |t: &str| -> String {
        let b = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(t)
            .unwrap();
        let (pad, masked) = b.split_at(32);
        hex::encode(
            pad.iter()
                .zip(masked)
                .map(|(p, m)| p ^ m)
                .collect::<Vec<u8>>(),
        )
    };
    let session_token = raw(&t1[0]);
    assert!(t1.iter().chain(&t2).all(|t| raw(t) == session_token));
    assert!(!first.contains(&session_token) && !again.contains(&session_token));
    assert!(!first.contains("csrf-slot-"), "no slot is ever sent");
    let (s, _, _) = gzipped(app, &client, &map, Some(&tag)).await;
    assert_eq!(s, 304, "a reload revalidates");
    // A second session of the same reader: its own token, the same tag.
    let (other, _) = sign_in(app, "abc@example.com", "password-1234").await;
    let (_, other_tag, other_page) = gzipped(app, &other, &map, None).await;
    assert_eq!(other_tag, tag, "the tag is taken without the token");
    assert_ne!(raw(&tokens(&other_page)[0]), session_token);
    // Both masks of the first session are accepted.
    for t in [&t1[0], &t2[0]] {
        assert_eq!(circle(app, &client, id, t).await, 303);
    }
    // The other session's token is not this session's.
    assert_eq!(circle(app, &client, id, &tokens(&other_page)[0]).await, 403);
}

/// A bearer reader has no session, so no form token: a kept page's slots
/// are emptied whether it goes compressed or not (#45: only when its bytes
/// are made; its compressed bytes are kept under its tag).
async fn a_bearer_readers_kept_page_carries_no_slot(app: &TestApp) {
    let p = started(app).await;
    let mut h = reqwest::header::HeaderMap::new();
    let bearer = format!("Bearer {}", p.bc_allies);
    h.insert("authorization", bearer.parse().unwrap());
    let client = reqwest::Client::builder()
        .default_headers(h)
        .build()
        .unwrap();
    let map = format!("/campaigns/{}/map", p.id);
    let (s, tag, first) = gzipped(app, &client, &map, None).await;
    assert_eq!(s, 200);
    let (_, again_tag, again) = gzipped(app, &client, &map, None).await;
    assert_eq!((again_tag, &again), (tag, &first), "the kept bytes again");
    let r = client.get(app.url(&map)).send().await.unwrap();
    assert!(r.headers().get("content-encoding").is_none());
    let plain = r.text().await.unwrap();
    assert!(!first.contains("csrf-slot-") && !plain.contains("csrf-slot-"));
    assert_eq!(plain, first, "the same page, compressed or not");
}

/// Draws a circle on F13 through the map's form with `csrf`: the status.
async fn circle(app: &TestApp, client: &reqwest::Client, id: i64, csrf: &str) -> u16 {
    client
        .post(app.url(&format!("/campaigns/{id}/annotations")))
        .form(&[
            ("csrf_token", csrf),
            ("shape", "circle"),
            ("zone", "F13"),
            ("to", ""),
            ("text", ""),
        ])
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}
