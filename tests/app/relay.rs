//! R13.3 the PBEM relay through the API: a commander uploads his turn file
//! and sends it, the opponent is mailed and follows it, downloads it (which
//! ends the sender's right to take it back), a second file in a row is
//! refused, only the last three files stay, and nobody but the two
//! commanders, their HCs and the GM learns the count or the ball.

use crate::both_backends;
use crate::files::{download, upload, SAVE};
use crate::helpers::TestApp;
use bocage::store::outbox;
use serde_json::{json, Value};

both_backends!(
    r13_3_turn_files_are_relayed_between_the_two_commanders,
    r13_3_the_sheets_form_sends_a_turn_file_with_its_token,
    r13_3_the_overview_lists_the_games_its_reader_follows,
);

/// `play::defended`, set up by the GM for PBEM.
pub async fn pbem(app: &TestApp) -> (crate::api::Players, u64) {
    let (p, bid) = crate::play::defended(app).await;
    let id = p.id;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/set-up"),
            json!({"mode": "pbem"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    (p, bid)
}

async fn send(app: &TestApp, token: &str, id: i64, bid: u64, name: &str) -> (u16, Value, i64) {
    let (s, v) = upload(app, token, id, bid, &format!("name={name}"), SAVE).await;
    assert_eq!(s, 201, "{v}");
    let file = v["file"]["id"].as_i64().unwrap();
    let (s, r) = app
        .api_post(
            token,
            &format!("/campaigns/{id}/battles/{bid}/turns"),
            json!({ "file": file }),
        )
        .await;
    (s, r, file)
}

async fn r13_3_turn_files_are_relayed_between_the_two_commanders(app: &TestApp) {
    let (p, bid) = pbem(app).await;
    let id = p.id;
    let turns = format!("/campaigns/{id}/battles/{bid}/turns");
    // The attacker sends file 1: the battle is in play, the defender is
    // mailed at once.
    let (s, r, f1) = send(app, &p.bc_allies, id, bid, "t001.ema").await;
    assert_eq!(s, 200, "{r}");
    let mails: Vec<outbox::OutboxRow> = outbox::all(&mut app.pool.get().unwrap())
        .unwrap()
        .into_iter()
        .filter(|m| m.subject.contains("turn file 1 is yours"))
        .collect();
    let to: Vec<&str> = mails.iter().map(|m| m.to_email.as_str()).collect();
    assert_eq!(to, ["xbc@example.com"], "the opponent, only");
    // A second file in a row: refused with its rule, and its upload is not
    // kept as a turn.
    let (s, r, _) = send(app, &p.bc_allies, id, bid, "t002.ema").await;
    assert_eq!(
        (s, r["error"]["rule"].as_str()),
        (422, Some("R13.3")),
        "{r}"
    );
    // Who follows what.
    let (s, x) = app.api_get(&p.bc_axis, &turns).await;
    assert_eq!(s, 200, "{x}");
    assert_eq!(x["relay"]["sent"], 1);
    assert_eq!(x["relay"]["to_move"], "axis");
    assert_eq!(x["relay"]["may_send"], true);
    assert_eq!(x["relay"]["files"][0]["file"], f1);
    let (s, hc) = app.api_get(&p.axis_hc, &turns).await;
    assert_eq!(s, 200, "{hc}");
    assert_eq!(hc["relay"]["sent"], 1, "an HC follows the count");
    assert!(hc["relay"].get("files").is_none(), "not the files: {hc}");
    let (s, _) = app.api_get(&p.observer, &turns).await;
    assert_eq!(s, 404, "an observer reads the stage only");
    for who in [&p.observer, &p.axis_hc] {
        let r = download(app, who, &format!("/api/v1/campaigns/{id}/files/{f1}")).await;
        assert_eq!(r.status().as_u16(), 404, "the file is the commanders'");
    }
    let (_, battle) = app
        .api_get(&p.observer, &format!("/campaigns/{id}/battles"))
        .await;
    assert_eq!(battle["battles"][0]["stage"], "in_play");
    let seen = battle.to_string();
    assert!(
        !seen.contains("\"sent\"") && !seen.contains("to_move"),
        "{seen}"
    );
    // The defender downloads it: the sender may no longer take it back.
    let r = download(
        app,
        &p.bc_axis,
        &format!("/api/v1/campaigns/{id}/files/{f1}"),
    )
    .await;
    assert_eq!(r.status().as_u16(), 200);
    let (s, r) = app
        .api_post(&p.bc_allies, &format!("{turns}/withdraw"), json!({}))
        .await;
    assert_eq!(
        (s, r["error"]["rule"].as_str()),
        (422, Some("R13.3")),
        "{r}"
    );
    // Four more files; a withdrawn one goes, and only the last 3 stay.
    let (s, r, f2) = send(app, &p.bc_axis, id, bid, "t002.ema").await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(&p.bc_axis, &format!("{turns}/withdraw"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let r = download(app, &p.gm, &format!("/api/v1/campaigns/{id}/files/{f2}")).await;
    assert_eq!(r.status().as_u16(), 404, "a withdrawn file is gone");
    let mut files = vec![f1];
    for (i, token) in [&p.bc_axis, &p.bc_allies, &p.bc_axis, &p.bc_allies]
        .into_iter()
        .enumerate()
    {
        let (s, r, f) = send(app, token, id, bid, &format!("t{:03}.ema", i + 2)).await;
        assert_eq!(s, 200, "{r}");
        files.push(f);
    }
    let (_, gm) = app.api_get(&p.gm, &turns).await;
    assert_eq!(gm["relay"]["sent"], 5);
    let kept: Vec<i64> = gm["relay"]["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["file"].as_i64().unwrap())
        .collect();
    assert_eq!(kept, files[2..], "the last 3");
    for gone in &files[..2] {
        let r = download(app, &p.gm, &format!("/api/v1/campaigns/{id}/files/{gone}")).await;
        assert_eq!(r.status().as_u16(), 404, "file {gone} was removed");
    }
}

async fn r13_3_the_sheets_form_sends_a_turn_file_with_its_token(app: &TestApp) {
    let (p, bid) = pbem(app).await;
    let id = p.id;
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let (_, page) = app.get_text(&bc, &sheet).await;
    let action = format!("/campaigns/{id}/battles/{bid}/turns/upload");
    assert!(
        page.contains(&format!(r#"action="{action}""#)),
        "the form is on the sheet"
    );
    assert!(page.contains("Send turn file 1"));
    let csrf = crate::helpers::extract_csrf(&page).unwrap();
    let form = |token: Option<&str>| {
        let mut f = reqwest::multipart::Form::new();
        if let Some(t) = token {
            f = f.text("csrf_token", t.to_string());
        }
        f.part(
            "file",
            reqwest::multipart::Part::bytes(SAVE.to_vec()).file_name("turn001.ema"),
        )
    };
    // Without its token: refused, nothing sent.
    let r = bc
        .post(app.url(&action))
        .multipart(form(None))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    let r = bc
        .post(app.url(&action))
        .multipart(form(Some(&csrf)))
        .send()
        .await
        .unwrap();
    assert!(
        r.status().is_success() || r.status().is_redirection(),
        "{}",
        r.status()
    );
    let (_, x) = app
        .api_get(&p.bc_axis, &format!("/campaigns/{id}/battles/{bid}/turns"))
        .await;
    assert_eq!(x["relay"]["sent"], 1, "{x}");
    // The sender's sheet: the status, the file, its take-back; the file
    // is not listed again among the battle files.
    let (_, page) = app.get_text(&bc, &sheet).await;
    assert!(page.contains("File 1 · "), "the status line");
    assert!(page.contains("Take back turn file 1"));
    assert!(
        !page.contains("remove turn001.ema"),
        "listed as Turn file 1, not again with a removal the relay refuses"
    );
}

/// #42: a player's overview lists the battles' games he follows, his move
/// first; an observer's lists none.
async fn r13_3_the_overview_lists_the_games_its_reader_follows(app: &TestApp) {
    let (p, bid) = pbem(app).await;
    let id = p.id;
    let (s, r, _) = send(app, &p.bc_allies, id, bid, "t001.ema").await;
    assert_eq!(s, 200, "{r}");
    // The defender's sheet says his file waits, not downloaded yet (found
    // in play: a file was answered unseen), until he downloads it.
    app.set_password("xbc@example.com", "bc-password-2");
    let x = app.signed_in("xbc@example.com", "bc-password-2").await;
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let (_, page) = app.get_text(&x, &sheet).await;
    assert!(
        page.contains(r#"id="download-first""#),
        "said before he sends"
    );
    let (_, t) = app
        .api_get(&p.bc_axis, &format!("/campaigns/{id}/battles/{bid}/turns"))
        .await;
    let f1 = t["relay"]["files"][0]["file"].as_i64().unwrap();
    let r = download(
        app,
        &p.bc_axis,
        &format!("/api/v1/campaigns/{id}/files/{f1}"),
    )
    .await;
    assert_eq!(r.status().as_u16(), 200);
    let (_, page) = app.get_text(&x, &sheet).await;
    assert!(!page.contains(r#"id="download-first""#), "downloaded");
    for (email, pw) in [
        ("xbc@example.com", "bc-password-2"),
        ("abc@example.com", "bc-password-1"),
        ("obs@example.com", "ob-password-1"),
    ] {
        app.set_password(email, pw);
        let c = app.signed_in(email, pw).await;
        let (_, page) = app.get_text(&c, &format!("/campaigns/{id}")).await;
        let line = format!("Battle {bid} in F14");
        match email {
            "xbc@example.com" => {
                assert!(page.contains(r#"id="games""#), "{email}");
                assert!(
                    page.contains(&line) && page.contains("file 1 · your move, for"),
                    "{email}"
                );
            }
            "abc@example.com" => {
                assert!(
                    page.contains("file 1 · ") && page.contains(" to move, for"),
                    "{email}"
                );
                assert!(!page.contains("your move, for"), "{email}");
            }
            _ => assert!(!page.contains(r#"id="games""#), "{email}: the stage only"),
        }
    }
}
