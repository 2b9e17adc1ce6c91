//! Battle files and after-action reports (#15 part 2), on both backends:
//! who sees a file before and after the result, GM-only files, content
//! checks, size limits, the headers files are served with, the upload form
//! and the API for reports.

use crate::api::beach_attack;
use crate::helpers::{extract_csrf, Backend, TestApp};
use crate::{both_backends, per_backend};
use serde_json::{json, Value};

both_backends!(
    a_battles_files_follow_the_battle_and_gm_only_stays_hidden,
    files_are_checked_by_content_and_served_as_attachments,
    the_upload_form_checks_its_token_and_keeps_its_choice,
    after_action_reports_through_the_api,
    an_upload_is_refused_before_its_body_is_read,
);
per_backend!(
    size_limits_per_file_and_per_campaign_hold,
    a_streamed_upload_stops_where_the_campaigns_room_ends,
    parallel_uploads_never_pass_the_campaigns_room,
);

/// Bytes of no known format, like a CMBN save.
pub const SAVE: &[u8] = b"\x01\x00\x00\x00\x9a\xf3\x10\x00CMBN turn";
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01";

pub async fn upload(
    app: &TestApp,
    token: &str,
    id: i64,
    bid: u64,
    query: &str,
    data: &[u8],
) -> (u16, Value) {
    let r = app
        .client()
        .post(app.url(&format!(
            "/api/v1/campaigns/{id}/battles/{bid}/files?{query}"
        )))
        .bearer_auth(token)
        .header("content-type", "application/octet-stream")
        .body(data.to_vec())
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

async fn names(app: &TestApp, token: &str, id: i64, bid: u64) -> Vec<String> {
    let (s, v) = app
        .api_get(token, &format!("/campaigns/{id}/battles/{bid}/files"))
        .await;
    assert_eq!(s, 200, "{v}");
    v["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap().to_string())
        .collect()
}

pub async fn download(app: &TestApp, token: &str, path: &str) -> reqwest::Response {
    app.client()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
}

/// Advances past the battle and enters its result.
async fn decide(app: &TestApp, gm: &str, id: i64, bid: u64) {
    let force = json!({"force": true, "reason": "test"});
    let (s, r) = app
        .api_post(gm, &format!("/campaigns/{id}/phase/advance"), force)
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "draw"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
}

async fn a_battles_files_follow_the_battle_and_gm_only_stays_hidden(app: &TestApp) {
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    let (s, v) = upload(app, &p.bc_allies, id, bid, "name=turn%201.ema", SAVE).await;
    assert_eq!(s, 201, "{v}");
    assert_eq!(v["file"]["kind"], "save");
    assert_eq!(v["file"]["size"], SAVE.len());
    let turn = v["file"]["url"].as_str().unwrap().to_string();
    let (s, v) = upload(
        app,
        &p.bc_axis,
        id,
        bid,
        "name=setup.bts&gm_only=true",
        SAVE,
    )
    .await;
    assert_eq!(s, 201, "{v}");
    let setup = v["file"]["url"].as_str().unwrap().to_string();
    // Before the result: the two commanders, the uploader's side, the GM.
    assert_eq!(
        names(app, &p.bc_axis, id, bid).await,
        ["turn 1.ema", "setup.bts"]
    );
    assert_eq!(names(app, &p.bc_allies, id, bid).await, ["turn 1.ema"]);
    assert_eq!(names(app, &p.allied_hc, id, bid).await, ["turn 1.ema"]);
    assert!(names(app, &p.axis_hc, id, bid).await.is_empty());
    assert!(names(app, &p.observer, id, bid).await.is_empty());
    assert_eq!(names(app, &p.gm, id, bid).await.len(), 2);
    let r = download(app, &p.bc_axis, &turn).await;
    assert_eq!(r.status(), 200);
    assert_eq!(
        r.bytes().await.unwrap().as_ref(),
        SAVE,
        "the bytes come back whole"
    );
    let r = download(app, &p.observer, &turn).await;
    assert_eq!(r.status(), 404);
    let text = r.text().await.unwrap();
    assert!(
        text.contains("no file") && !text.contains("turn 1"),
        "{text}"
    );
    // After the result: every member, but GM only stays GM only.
    decide(app, &p.gm, id, bid).await;
    assert_eq!(names(app, &p.observer, id, bid).await, ["turn 1.ema"]);
    assert_eq!(names(app, &p.axis_hc, id, bid).await, ["turn 1.ema"]);
    assert_eq!(names(app, &p.bc_allies, id, bid).await, ["turn 1.ema"]);
    for token in [&p.bc_allies, &p.allied_hc, &p.axis_hc, &p.observer] {
        assert_eq!(download(app, token, &setup).await.status(), 404);
    }
    assert_eq!(download(app, &p.gm, &setup).await.status(), 200);
    // The page shows the same list as the API.
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let page = download(app, &p.observer, &sheet)
        .await
        .text()
        .await
        .unwrap();
    assert!(page.contains("turn 1.ema") && !page.contains("setup.bts"));
    // Removal: the uploader or the GM.
    for (token, url, status) in [
        (&p.bc_axis, &turn, 403),
        (&p.observer, &turn, 403),
        (&p.bc_allies, &turn, 204),
        (&p.gm, &setup, 204),
    ] {
        let path = url.replace("/api/v1", "");
        let (s, _) = app.api(reqwest::Method::DELETE, token, &path, None).await;
        assert_eq!(s, status, "{path}");
    }
    assert!(names(app, &p.gm, id, bid).await.is_empty());
    // The export lists files' metadata (no bytes).
    let (s, r) = upload(app, &p.gm, id, bid, "name=map.png", PNG).await;
    assert_eq!(s, 201, "{r}");
    let (_, doc) = app.api_get(&p.gm, &format!("/campaigns/{id}/export")).await;
    assert_eq!(doc["files"][0]["name"], "map.png");
    assert_eq!(doc["files"][0]["kind"], "png");
    assert_eq!(doc["files"][0]["uploader"], "gm@example.com");
    assert!(
        doc["files"][0].get("data").is_none(),
        "bytes only in a backup"
    );
}

async fn files_are_checked_by_content_and_served_as_attachments(app: &TestApp) {
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    let html = b"<html><script>alert(1)</script></html>";
    let (s, v) = upload(app, &p.bc_allies, id, bid, "name=shot.png", html).await;
    assert_eq!(s, 422, "{v}");
    let msg = v["error"]["message"].as_str().unwrap();
    assert!(msg.contains("checked by content"), "{msg}");
    let (s, _) = upload(app, &p.bc_allies, id, bid, "name=x.exe", b"MZ\x90\0").await;
    assert_eq!(s, 422);
    let (s, _) = upload(app, &p.bc_allies, id, bid, "name=save.bts", PNG).await;
    assert_eq!(s, 422, "a PNG is no save whatever its name");
    let (s, _) = upload(app, &p.observer, id, bid, "name=turn.ema", SAVE).await;
    assert_eq!(s, 403, "observers attach nothing");
    let (s, _) = upload(app, &p.allied_hc, id, bid, "name=turn.ema", SAVE).await;
    assert_eq!(s, 403, "nor players outside the battle");
    let (s, _) = upload(app, &p.bc_allies, id, 999, "name=turn.ema", SAVE).await;
    assert_eq!(s, 404);
    assert!(
        names(app, &p.gm, id, bid).await.is_empty(),
        "nothing was stored"
    );
    // A name is cleaned; the headers make every file a download.
    let (s, v) = upload(
        app,
        &p.bc_allies,
        id,
        bid,
        "name=..%2F..%2Fevil%22%0D%0A.png",
        PNG,
    )
    .await;
    assert_eq!(s, 201, "{v}");
    assert_eq!(v["file"]["name"], "evil___.png");
    let fid = v["file"]["id"].as_u64().unwrap();
    let page_url = format!("/campaigns/{id}/files/{fid}");
    for (path, disposition) in [
        (format!("/api/v1{page_url}"), "attachment"),
        (page_url.clone(), "attachment"),
        (format!("{page_url}?inline=1"), "inline"),
    ] {
        let r = download(app, &p.bc_allies, &path).await;
        assert_eq!(r.status(), 200, "{path}");
        let h = r.headers();
        assert_eq!(h["content-type"], "image/png");
        assert_eq!(
            h["content-disposition"],
            format!("{disposition}; filename=\"evil___.png\"").as_str()
        );
        assert_eq!(h["x-content-type-options"], "nosniff");
        assert!(h["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("sandbox"));
    }
    // Only images are ever inline.
    let (_, v) = upload(app, &p.bc_allies, id, bid, "name=orders.pdf", b"%PDF-1.4\n").await;
    let pdf = v["file"]["id"].as_u64().unwrap();
    let r = download(
        app,
        &p.bc_allies,
        &format!("/campaigns/{id}/files/{pdf}?inline=1"),
    )
    .await;
    assert_eq!(
        r.headers()["content-disposition"],
        "attachment; filename=\"orders.pdf\""
    );
    let sheet = download(
        app,
        &p.bc_allies,
        &format!("/campaigns/{id}/battles/{bid}/sheet"),
    )
    .await
    .text()
    .await
    .unwrap();
    assert!(sheet.contains(&format!(
        r#"<img src="/campaigns/{id}/files/{fid}?inline=1""#
    )));
    assert!(!sheet.contains(&format!(r#"<img src="/campaigns/{id}/files/{pdf}"#)));
}

async fn size_limits_per_file_and_per_campaign_hold(backend: Backend) {
    let app = TestApp::spawn_with(backend, |s| {
        s.files.max_file_mb = 1;
        s.files.max_campaign_mb = 2;
    })
    .await;
    let (p, _, _, bid) = beach_attack(&app).await;
    let id = p.id;
    let mut big = SAVE.to_vec();
    big.resize(1024 * 1024 + 1, 7);
    let (s, v) = upload(&app, &p.bc_allies, id, bid, "name=big.bts", &big).await;
    assert_eq!(s, 413, "{v}");
    assert_eq!(v["error"]["code"], "too_large");
    assert!(v["error"]["message"]
        .as_str()
        .unwrap()
        .contains("at most 1 MB"));
    big.truncate(900 * 1024);
    for n in 0..2 {
        let (s, v) = upload(
            &app,
            &p.bc_allies,
            id,
            bid,
            &format!("name=part{n}.bts"),
            &big,
        )
        .await;
        assert_eq!(s, 201, "{v}");
    }
    let (s, v) = upload(&app, &p.bc_allies, id, bid, "name=part2.bts", &big).await;
    assert_eq!(s, 413, "{v}");
    let msg = v["error"]["message"].as_str().unwrap();
    assert!(
        msg.contains("1.8 MB of its 2 MB") && msg.contains("does not fit"),
        "{msg}"
    );
    assert_eq!(names(&app, &p.gm, id, bid).await.len(), 2);
}

async fn the_upload_form_checks_its_token_and_keeps_its_choice(app: &TestApp) {
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let (_, page) = app.get_text(&bc, &sheet).await;
    assert!(
        page.contains(r#"enctype="multipart/form-data""#),
        "the form is on the sheet"
    );
    let csrf = extract_csrf(&page).unwrap();
    let action = format!("/campaigns/{id}/battles/{bid}/files");
    let form = |token: Option<&str>, name: &str, data: &[u8]| {
        let mut f = reqwest::multipart::Form::new();
        if let Some(t) = token {
            f = f.text("csrf_token", t.to_string());
        }
        f.text("gm_only", "on").part(
            "file",
            reqwest::multipart::Part::bytes(data.to_vec()).file_name(name.to_string()),
        )
    };
    // No token, or another one: refused, nothing stored.
    for token in [None, Some("0".repeat(64))] {
        let r = bc
            .post(app.url(&action))
            .multipart(form(token.as_deref(), "turn.ema", SAVE))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 403);
    }
    // A file from another site is refused before anything is read.
    let r = bc
        .post(app.url(&action))
        .header("sec-fetch-site", "cross-site")
        .multipart(form(Some(&csrf), "turn.ema", SAVE))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    assert!(names(app, &p.gm, id, bid).await.is_empty());
    // A refused file: the sheet again, the reason on it, the box still ticked.
    let r = bc
        .post(app.url(&action))
        .multipart(form(Some(&csrf), "shot.png", b"GIF89a"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 422);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("its content is a GIF image"),
        "the reason is shown"
    );
    assert!(
        page.contains(r#"name="gm_only" value="on" checked"#),
        "the choice is kept"
    );
    // Accepted: back to the sheet, the file listed as GM only.
    let r = bc
        .post(app.url(&action))
        .multipart(form(Some(&csrf), "setup.bts", SAVE))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    let (_, page) = app.get_text(&bc, &sheet).await;
    assert!(page.contains("setup.bts") && page.contains("GM only"));
    let (_, v) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles/{bid}/files"))
        .await;
    assert_eq!(v["files"][0]["gm_only"], true);
    // Removed from the page by its uploader.
    let fid = v["files"][0]["id"].as_u64().unwrap();
    let r = app
        .post_form(&bc, &format!("/campaigns/{id}/files/{fid}/remove"), &[])
        .await;
    assert_eq!(r.status(), 303);
    assert!(names(app, &p.gm, id, bid).await.is_empty());
}

async fn after_action_reports_through_the_api(app: &TestApp) {
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    let path = format!("/campaigns/{id}/battles/{bid}/aar");
    let body = json!({"body": "We crossed at dawn.\n\nThe second platoon held."});
    let (s, v) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &path,
            Some(body.clone()),
        )
        .await;
    assert_eq!(s, 422, "not before the result: {v}");
    decide(app, &p.gm, id, bid).await;
    // The sheet a reader has just read is kept whole for a few seconds
    // (#28); a report is not part of the campaign's version, yet shows on
    // the next read.
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let read_sheet = || async {
        let r = app
            .client()
            .get(app.url(&sheet))
            .bearer_auth(&p.observer)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        r.text().await.unwrap()
    };
    let before = read_sheet().await;
    assert_eq!(read_sheet().await, before, "kept for the reader");
    assert!(!before.contains("We crossed at dawn."));
    let (s, v) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &path,
            Some(body.clone()),
        )
        .await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["aars"][0]["side"], "allies");
    assert!(
        read_sheet().await.contains("We crossed at dawn."),
        "the new report shows at once"
    );
    for token in [&p.gm, &p.allied_hc, &p.observer] {
        let (s, _) = app
            .api(reqwest::Method::PUT, token, &path, Some(body.clone()))
            .await;
        assert_eq!(s, 403, "only the battle's commanders write one");
    }
    let long = json!({"body": "x".repeat(10_001)});
    let (s, v) = app
        .api(reqwest::Method::PUT, &p.bc_axis, &path, Some(long))
        .await;
    assert_eq!(s, 422);
    assert!(v["error"]["message"].as_str().unwrap().contains("10001"));
    let (s, v) = app
        .api_get(&p.observer, &format!("/campaigns/{id}/battles/{bid}/aars"))
        .await;
    assert_eq!(s, 200);
    assert_eq!(v["aars"].as_array().unwrap().len(), 1);
    assert_eq!(v["aars"][0]["body"], body["body"]);
}

/// Sends the head of a request that declares a body of `declared` bytes
/// and sends none of it, then reads the answer: a server that checks
/// before it reads answers at once; one that reads first waits for a body
/// that never comes (the read gives up after 20 s and the test fails).
async fn answer_without_body(app: &TestApp, head: String) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(("127.0.0.1", app.port))
        .await
        .unwrap();
    s.write_all(head.as_bytes()).await.unwrap();
    let mut buf = vec![0u8; 4096];
    let n = tokio::time::timeout(std::time::Duration::from_secs(20), s.read(&mut buf))
        .await
        .expect("the server answered without waiting for the body")
        .unwrap();
    let text = String::from_utf8_lossy(&buf[..n]).to_string();
    text.split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0)
}

/// #42: an upload sent in chunks, its length not declared, is held to the
/// campaign's room as it arrives: the server answers 413 once it passes the
/// room, before the sender has sent it all, and stores nothing.
async fn a_streamed_upload_stops_where_the_campaigns_room_ends(backend: Backend) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = TestApp::spawn_with(backend, |s| {
        s.files.max_file_mb = 8;
        s.files.max_campaign_mb = 2;
    })
    .await;
    let (p, _, _, bid) = beach_attack(&app).await;
    let id = p.id;
    let mut s = tokio::net::TcpStream::connect(("127.0.0.1", app.port))
        .await
        .unwrap();
    let head = format!(
        "POST /api/v1/campaigns/{id}/battles/{bid}/files?name=big.bts HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {}\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n",
        p.bc_allies
    );
    s.write_all(head.as_bytes()).await.unwrap();
    // Up to 8 MB in chunks of 64 KB: the room (2 MB) ends at the 33rd.
    let chunk = vec![7u8; 64 * 1024];
    let mut sent = 0usize;
    let mut answer = vec![0u8; 4096];
    let mut got = 0;
    for _ in 0..128 {
        let mut framed = format!("{:x}\r\n", chunk.len()).into_bytes();
        framed.extend_from_slice(&chunk);
        framed.extend_from_slice(b"\r\n");
        if s.write_all(&framed).await.is_err() {
            break;
        }
        sent += 1;
        if let Ok(Ok(n)) =
            tokio::time::timeout(std::time::Duration::from_millis(20), s.read(&mut answer)).await
        {
            got = n;
            break;
        }
    }
    if got == 0 {
        got = tokio::time::timeout(std::time::Duration::from_secs(10), s.read(&mut answer))
            .await
            .expect("an answer")
            .unwrap_or(0);
    }
    let text = String::from_utf8_lossy(&answer[..got]).to_string();
    assert!(text.starts_with("HTTP/1.1 413"), "{text}");
    assert!(text.contains("does not fit"), "{text}");
    // The room ends in the 33rd chunk (measured: answered after it); a
    // little slack for what the sockets hold.
    assert!(
        sent <= 40,
        "answered once the room was passed, not after {sent} chunks of 128"
    );
    let (_, files) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles/{bid}/files"))
        .await;
    assert_eq!(files["files"].as_array().unwrap().len(), 0);
}

/// #23: the body of an upload was read (up to two 25 MB parts) before the
/// token and the membership were checked. Now a non-member, an observer, a
/// length over the limit and a form whose token does not come first are
/// each refused before the body is read.
async fn an_upload_is_refused_before_its_body_is_read(app: &TestApp) {
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    let (_, stranger) = app.user_with_token("stranger@example.com", false);
    let api = |token: &str, len: u64| {
        format!(
            "POST /api/v1/campaigns/{id}/battles/{bid}/files?name=turn.ema HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\nContent-Type: application/octet-stream\r\nContent-Length: {len}\r\n\r\n"
        )
    };
    assert_eq!(
        answer_without_body(app, api(&stranger, 20_000_000)).await,
        404
    );
    assert_eq!(
        answer_without_body(app, api(&p.observer, 20_000_000)).await,
        403
    );
    // The battle's attacker, declaring more than a file may hold.
    assert_eq!(
        answer_without_body(app, api(&p.bc_allies, 30_000_000)).await,
        413
    );
    // The page form: a file before the token is refused at once.
    let form = format!(
        "POST /campaigns/{id}/battles/{bid}/files HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {}\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 20000000\r\n\r\n--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"turn.ema\"\r\n\r\n",
        p.bc_allies
    );
    let status = answer_without_body(app, form).await;
    assert!(status == 403 || status == 400, "{status}");
    // Nothing was stored.
    let (_, files) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles/{bid}/files"))
        .await;
    assert_eq!(files["files"].as_array().unwrap().len(), 0);
}

/// #23 (PostgreSQL): 20 uploads at once stored 7 MB against a 5 MB room;
/// the quota's check and the insert now hold the campaign's row.
async fn parallel_uploads_never_pass_the_campaigns_room(backend: Backend) {
    let app = TestApp::spawn_with(backend, |s| {
        s.files.max_file_mb = 1;
        s.files.max_campaign_mb = 2;
    })
    .await;
    let (p, _, _, bid) = beach_attack(&app).await;
    let id = p.id;
    let mut part = SAVE.to_vec();
    part.resize(400 * 1024, 7);
    let mut all = Vec::new();
    for n in 0..12 {
        let (app, token, part) = (&app, p.bc_allies.clone(), part.clone());
        all.push(async move {
            upload(app, &token, id, bid, &format!("name=p{n}.bts"), &part)
                .await
                .0
        });
    }
    let statuses = futures_util::future::join_all(all).await;
    let stored = statuses.iter().filter(|s| **s == 201).count();
    assert_eq!(stored, 5, "2 MB hold five parts of 400 KB: {statuses:?}");
    assert!(
        statuses.iter().all(|s| *s == 201 || *s == 413),
        "{statuses:?}"
    );
    let (_, files) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles/{bid}/files"))
        .await;
    let total: u64 = files["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["size"].as_u64().unwrap())
        .sum();
    assert!(total <= 2 * 1024 * 1024, "{total}");
}
