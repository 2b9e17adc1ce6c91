//! Battle files in chunks (#45): a file goes up and comes back through the
//! database a chunk (64 KiB) at a time on both backends; a refused or cut
//! off upload leaves no chunk behind; the backup streams them (cli.rs).

use crate::api::beach_attack;
use crate::both_backends;
use crate::files::{download, upload, SAVE};
use crate::helpers::{extract_csrf, TestApp};
use bocage::store::files::{self as fstore, CHUNK};
use bocage::store::schema::{file_chunks, file_uploads};
use diesel::prelude::*;
use sha2::Digest;

both_backends!(
    a_file_of_many_chunks_goes_up_and_comes_back_whole,
    a_refused_upload_keeps_no_chunk,
    a_cut_off_upload_lets_its_chunks_go,
    staged_uploads_left_a_day_are_swept,
);

/// A CMBN-like file of `n` bytes: the save's head, then bytes of no format.
fn save_of(n: usize) -> Vec<u8> {
    let mut b = SAVE.to_vec();
    b.extend((0..n.saturating_sub(SAVE.len())).map(|i| (i % 251) as u8));
    b
}

/// The rows a file of `n` bytes takes.
fn chunks_of(n: usize) -> i64 {
    n.div_ceil(CHUNK) as i64
}

/// (chunks stored, uploads staged).
fn rows(app: &TestApp) -> (i64, i64) {
    let mut c = app.pool.get().unwrap();
    let chunks = file_chunks::table.count().get_result(&mut c).unwrap();
    let staged = file_uploads::table.count().get_result(&mut c).unwrap();
    (chunks, staged)
}

async fn a_file_of_many_chunks_goes_up_and_comes_back_whole(app: &TestApp) {
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    let bytes = save_of(1_100_000);
    let (s, v) = upload(app, &p.bc_allies, id, bid, "name=turn%202.ema", &bytes).await;
    assert_eq!(s, 201, "{v}");
    assert_eq!(v["file"]["size"], bytes.len());
    assert_eq!(
        v["file"]["sha256"],
        hex::encode(sha2::Sha256::digest(&bytes)),
        "the digest taken on the way is the file's"
    );
    let fid = v["file"]["id"].as_i64().unwrap();
    // Full chunks and the rest; nothing left staged.
    {
        let mut c = app.pool.get().unwrap();
        let sizes: Vec<Vec<u8>> = file_chunks::table
            .filter(file_chunks::file_id.eq(fid))
            .order(file_chunks::seq.asc())
            .select(file_chunks::data)
            .load(&mut c)
            .unwrap();
        let lens: Vec<usize> = sizes.iter().map(Vec::len).collect();
        let full = 1_100_000 / CHUNK;
        let mut want = vec![CHUNK; full];
        want.push(1_100_000 - full * CHUNK);
        assert_eq!(lens, want);
    }
    assert_eq!(rows(app).1, 0, "the staged upload became the file");
    let url = v["file"]["url"].as_str().unwrap().to_string();
    let r = download(app, &p.bc_axis, &url).await;
    assert_eq!(r.status(), 200);
    assert_eq!(
        r.headers()["content-length"].to_str().unwrap(),
        bytes.len().to_string(),
        "the length is told before the bytes"
    );
    assert_eq!(r.bytes().await.unwrap().as_ref(), bytes.as_slice());

    // The page's form streams the same way.
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let (_, page) = app
        .get_text(&bc, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    let csrf = extract_csrf(&page).unwrap();
    let form_bytes = save_of(600_000);
    let form = reqwest::multipart::Form::new()
        .text("csrf_token", csrf)
        .part(
            "file",
            reqwest::multipart::Part::bytes(form_bytes.clone()).file_name("setup.bts"),
        );
    let r = bc
        .post(app.url(&format!("/campaigns/{id}/battles/{bid}/files")))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert!(r.status().is_success() || r.status().is_redirection());
    let (_, v) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles/{bid}/files"))
        .await;
    let setup = v["files"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "setup.bts")
        .expect("the form's file is stored")
        .clone();
    let r = download(app, &p.gm, setup["url"].as_str().unwrap()).await;
    assert_eq!(r.bytes().await.unwrap().as_ref(), form_bytes.as_slice());
    let (big, small) = (chunks_of(1_100_000), chunks_of(600_000));
    assert_eq!(rows(app), (big + small, 0));

    // Removed, a file takes its chunks with it.
    let r = app
        .client()
        .delete(app.url(&url))
        .bearer_auth(&p.bc_allies)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 204);
    assert_eq!(rows(app), (small, 0), "the removed file's chunks went");
}

/// A file refused when its bytes have all come (named a picture, holding
/// something else) was staged chunk by chunk: nothing of it stays.
async fn a_refused_upload_keeps_no_chunk(app: &TestApp) {
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    let (s, v) = upload(
        app,
        &p.bc_allies,
        id,
        bid,
        "name=shot.png",
        &save_of(700_000),
    )
    .await;
    assert_eq!(s, 422, "{v}");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("checked by content"),
        "{v}"
    );
    assert_eq!(rows(app), (0, 0));
}

/// An upload whose sender goes away half way: its staged chunks go with
/// the connection.
async fn a_cut_off_upload_lets_its_chunks_go(app: &TestApp) {
    use tokio::io::AsyncWriteExt;
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    let mut s = tokio::net::TcpStream::connect(("127.0.0.1", app.port))
        .await
        .unwrap();
    let head = format!(
        "POST /api/v1/campaigns/{id}/battles/{bid}/files?name=big.bts HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {}\r\nContent-Type: application/octet-stream\r\nContent-Length: 2000000\r\n\r\n",
        p.bc_allies
    );
    s.write_all(head.as_bytes()).await.unwrap();
    s.write_all(&save_of(800_000)).await.unwrap();
    // Chunks are written as they fill.
    let mut staged = false;
    for _ in 0..200 {
        let (chunks, uploads) = rows(app);
        if chunks >= 3 && uploads == 1 {
            staged = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert!(
        staged,
        "chunks are written before the body ends: {:?}",
        rows(app)
    );
    drop(s);
    let mut left = rows(app);
    for _ in 0..200 {
        if left == (0, 0) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        left = rows(app);
    }
    assert_eq!(left, (0, 0), "the cut off upload's chunks went");
    let (_, files) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles/{bid}/files"))
        .await;
    assert_eq!(files["files"].as_array().unwrap().len(), 0);
}

/// A staged upload that nothing let go (a stopped server) is swept once it
/// is a day old, and not before; a stored file is never swept.
async fn staged_uploads_left_a_day_are_swept(app: &TestApp) {
    let (p, _, _, bid) = beach_attack(app).await;
    let (s, v) = upload(
        app,
        &p.bc_allies,
        p.id,
        bid,
        "name=kept.bts",
        &save_of(300_000),
    )
    .await;
    assert_eq!(s, 201, "{v}");
    let mut c = app.pool.get().unwrap();
    let staged = fstore::stage(&mut c, p.id, None, &save_of(CHUNK)).unwrap();
    let staged = fstore::stage(&mut c, p.id, Some(staged), &save_of(CHUNK)).unwrap();
    assert_eq!((staged.chunks, staged.bytes), (2, 2 * CHUNK as i64));
    let kept = chunks_of(300_000);
    assert_eq!(rows(app), (kept + 2, 1));
    let now = bocage::store::now();
    let day_ago = now - chrono::Duration::days(1);
    assert_eq!(fstore::sweep(&mut c, day_ago).unwrap(), 0);
    assert_eq!(rows(app), (kept + 2, 1));
    let later = now + chrono::Duration::seconds(1);
    assert_eq!(fstore::sweep(&mut c, later).unwrap(), 1);
    assert_eq!(rows(app), (kept, 0), "the stored file's chunks stay");
    // Letting go of a stored file's id does nothing.
    fstore::discard(&mut c, v["file"]["id"].as_i64().unwrap()).unwrap();
    assert_eq!(rows(app), (kept, 0));
}
