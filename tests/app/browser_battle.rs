//! #42's whole PBEM battle in headless Chromium: the GM attaches the setup
//! file and marks the battle set up; the two commanders, one at 1366 px and
//! one at 390 px, swap five turn files by upload and download while each
//! other's open sheet follows without a reload and the mail arrives; a
//! second file in a row is refused with its rule; a file taken back
//! disappears from the opponent's open page; only the last 3 stay; a file
//! held past the turn clock reminds its holder once, then tells the GM and
//! his High Commander; the GM rules with a reason, and casualties and
//! control follow. Then a live battle's sessions at both widths.

use crate::browser::{enabled, Browser};
use crate::browser_live::{mark, not_reloaded};
use crate::helpers::{Backend, TestApp};
use fantoccini::Locator;
use serde_json::json;
use std::time::{Duration, Instant};

const SAVE: &[u8] = b"\x01\x00\x00\x00\x9a\xf3\x10\x00CMBN turn file";

/// The text of `css`, or empty when it is not there.
async fn text_of(b: &Browser, css: &str) -> String {
    match b.client.find(Locator::Css(css)).await {
        Ok(e) => e.text().await.unwrap_or_default(),
        Err(_) => String::new(),
    }
}

/// Waits up to 10 s for `css` to say (or, with `gone`, to stop saying)
/// `needle`.
async fn until(b: &Browser, css: &str, needle: &str, gone: bool) {
    let start = Instant::now();
    loop {
        let t = text_of(b, css).await;
        if t.contains(needle) != gone {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{css}: {needle:?} {} in {t:?}",
            if gone { "stayed" } else { "never came" }
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Sends a turn file through the sheet's form.
async fn send(b: &Browser, app: &TestApp, sheet: &str, file: &std::path::Path, n: u32) {
    b.goto(app, sheet).await;
    b.find("html[data-live=on]").await;
    let input = b.find("#send-turn input[type=file]").await;
    input.send_keys(&file.display().to_string()).await.unwrap();
    b.click("#send-turn button").await;
    b.wait_text("sent: your opponent is told").await;
    until(b, "#relay", &format!("Turn file {n}"), false).await;
    mark(b).await;
}

/// Downloads the newest turn file as the page's reader (with his cookies):
/// its size.
async fn download(b: &Browser) -> u64 {
    let href = b
        .find("#relay a.turn-file")
        .await
        .attr("href")
        .await
        .unwrap()
        .unwrap();
    let got = b
        .client
        .execute_async(
            r#"var done = arguments[arguments.length - 1];
            fetch(arguments[0]).then(function (r) { return r.arrayBuffer(); })
              .then(function (buf) { done(buf.byteLength); })
              .catch(function () { done(-1); });"#,
            vec![json!(href)],
        )
        .await
        .unwrap();
    got.as_u64().unwrap_or(0)
}

/// Runs the clock's passes until step `step` is in the history (a pass
/// that meets a busy database leaves the step to the next one), at most
/// five.
async fn passes(app: &TestApp, gm: &str, id: i64, step: u64) {
    for _ in 0..5 {
        if crate::turn_clock::chased(app, gm, id).await.contains(&step) {
            return;
        }
        crate::clock::tick(app).await;
    }
}

fn mails(app: &TestApp, part: &str) -> Vec<String> {
    crate::turn_clock::mails(app, part)
}

#[actix_web::test]
async fn browser_a_whole_pbem_battle_at_1366_and_390() {
    if !enabled() {
        return;
    }
    // The server's own clock waits an hour: the test passes it.
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.server.clock_seconds = 3600).await;
    let (p, bid) = crate::play::defended(&app).await;
    let id = p.id;
    for (email, pw) in [
        ("gm@example.com", "gm-password-1"),
        ("abc@example.com", "bc-password-1"),
        ("xbc@example.com", "bc-password-2"),
    ] {
        app.set_password(email, pw);
    }
    let dir = tempfile::tempdir().unwrap();
    let setup = dir.path().join("setup.bts");
    std::fs::write(&setup, SAVE).unwrap();
    let files: Vec<std::path::PathBuf> = (1..=6)
        .map(|n| {
            let f = dir.path().join(format!("t{n:03}.ema"));
            std::fs::write(&f, SAVE).unwrap();
            f
        })
        .collect();
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");

    // The GM attaches the setup file and says the battle is set up.
    let gm = Browser::start().await;
    gm.client.set_window_size(1366, 900).await.unwrap();
    gm.sign_in(&app, "gm@example.com", "gm-password-1").await;
    gm.goto(&app, &sheet).await;
    let input = gm.find("#files input[type=file]").await;
    input.send_keys(&setup.display().to_string()).await.unwrap();
    gm.click("#files form[enctype] button").await;
    gm.wait_text("setup.bts attached.").await;
    gm.select("#set-up select[name=mode]", "pbem").await;
    gm.click("#set-up button").await;
    gm.wait_text("Marked as set up").await;
    assert!(text_of(&gm, "#stage").await.contains("Set up (PBEM)"));

    // The Allied commander at 1366, the Axis commander on a phone.
    let allied = Browser::start().await;
    allied.client.set_window_size(1366, 900).await.unwrap();
    allied
        .sign_in(&app, "abc@example.com", "bc-password-1")
        .await;
    let axis = Browser::start().await;
    axis.client.set_window_size(390, 844).await.unwrap();
    axis.sign_in(&app, "xbc@example.com", "bc-password-2").await;
    axis.goto(&app, &sheet).await;
    axis.find("html[data-live=on]").await;
    mark(&axis).await;

    // Five files, alternating; each reaches the other's open page and mail.
    let (mut sender, mut receiver) = (&allied, &axis);
    let mut to = "xbc@example.com";
    for n in 1..=5u32 {
        send(sender, &app, &sheet, &files[n as usize - 1], n).await;
        until(receiver, "#relay-status", &format!("File {n} ·"), false).await;
        assert!(
            not_reloaded(receiver).await,
            "file {n}: the page was not reloaded"
        );
        assert_eq!(
            mails(&app, &format!("turn file {n} is yours")),
            [to],
            "file {n}"
        );
        if n == 1 {
            // A second file in a row: not offered on the page, refused by
            // the API with its rule.
            assert!(text_of(sender, "#send-turn").await.is_empty());
            let (s, v) =
                crate::files::upload(&app, &p.bc_allies, id, bid, "name=again.ema", SAVE).await;
            assert_eq!(s, 201, "{v}");
            let (s, r) = app
                .api_post(
                    &p.bc_allies,
                    &format!("/campaigns/{id}/battles/{bid}/turns"),
                    json!({"file": v["file"]["id"]}),
                )
                .await;
            assert_eq!(
                (s, r["error"]["rule"].as_str()),
                (422, Some("R13.3")),
                "{r}"
            );
            assert!(r.to_string().contains("alternate"), "{r}");
        }
        if n == 3 {
            // Taken back before the Axis commander downloads it: gone from
            // his open page; sent again.
            sender.click("#withdraw-turn button").await;
            sender.wait_text("Turn file taken back").await;
            until(receiver, "#relay", "Turn file 3", true).await;
            assert!(not_reloaded(receiver).await);
            send(sender, &app, &sheet, &files[5], 3).await;
            until(receiver, "#relay-status", "File 3 ·", false).await;
        }
        // The receiver downloads it: the sender can no longer take it back.
        assert_eq!(download(receiver).await, SAVE.len() as u64, "file {n}");
        until(sender, "#relay", "downloaded", false).await;
        std::mem::swap(&mut sender, &mut receiver);
        to = if to == "xbc@example.com" {
            "abc@example.com"
        } else {
            "xbc@example.com"
        };
    }
    // Only the last 3 stay: files 5, 4 and 3.
    axis.goto(&app, &sheet).await;
    let kept: Vec<String> = {
        let links = axis
            .client
            .find_all(Locator::Css("#relay a.turn-file"))
            .await
            .unwrap();
        let mut out = Vec::new();
        for l in links {
            out.push(l.text().await.unwrap());
        }
        out
    };
    assert_eq!(kept, ["Turn file 5", "Turn file 4", "Turn file 3"]);
    axis.shot("pbem-battle-axis", 390).await;
    allied.goto(&app, &sheet).await;
    allied.shot("pbem-battle-allied", 1366).await;

    // The Axis commander holds file 5 past the clock: reminded once; past
    // it twice the GM and his High Commander are told.
    // (The server's own first pass may be the one that takes a step: the
    // history says each happened once.)
    crate::turn_clock::held_for(&app, id, 49);
    passes(&app, &p.gm, id, 1).await;
    assert_eq!(crate::turn_clock::chased(&app, &p.gm, id).await, [1]);
    assert_eq!(
        mails(&app, "your turn file is awaited"),
        ["xbc@example.com"]
    );
    assert_eq!(crate::clock::tick(&app).await.processed, 0);
    crate::turn_clock::held_for(&app, id, 48);
    passes(&app, &p.gm, id, 2).await;
    assert_eq!(crate::turn_clock::chased(&app, &p.gm, id).await, [1, 2]);
    assert_eq!(
        mails(&app, "held past the clock twice"),
        ["gm@example.com", "xhc@example.com"]
    );
    gm.goto(&app, &sheet).await;
    assert!(
        text_of(&gm, "#relay-status")
            .await
            .contains("to move, for 4 days"),
        "{}",
        text_of(&gm, "#relay-status").await
    );

    // The GM rules with a reason.
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/advance"),
            json!({"force": true, "reason": "the battle is ruled"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    gm.goto(&app, &sheet).await;
    gm.select("#result select[name=outcome]", "total_victory")
        .await;
    gm.click("#ruling-box summary").await;
    gm.fill(
        "#result textarea[name=ruling]",
        "The Axis commander stopped answering after file 5.",
    )
    .await;
    gm.click("#result form button").await;
    gm.wait_text("Result entered").await;
    assert!(text_of(&gm, "#ruled").await.contains("stopped answering"));
    gm.shot("pbem-battle-ruled", 1366).await;

    // Casualties follow the ruling's caps, then control (R8.1, R8.2): the
    // defenders all lost, the Axis units left in F14 keep it contested.
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/advance"),
            json!({"force": true, "reason": "casualties"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/advance"),
            json!({"force": true, "reason": "casualties by default"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, b) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles"))
        .await;
    let battle = &b["battles"][0];
    assert_eq!(
        battle["defender_casualties"].as_array().map(Vec::len),
        Some(5),
        "{battle}"
    );
    let (_, h) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/history"))
        .await;
    assert!(
        h.to_string()
            .contains("by ruling: The Axis commander stopped answering"),
        "{h}"
    );
    let (_, v) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let f14 = v["zones"]
        .as_array()
        .unwrap()
        .iter()
        .find(|z| z["id"] == "F14")
        .cloned()
        .unwrap();
    assert_eq!(f14["state"], "contested", "{f14}");
    gm.close().await;
    allied.close().await;
    axis.close().await;
}

/// How many of the grid's blocks say the opponent can play them.
async fn theirs(b: &Browser) -> usize {
    b.client
        .find_all(Locator::Css("#mark-times label.theirs"))
        .await
        .unwrap()
        .len()
}

#[actix_web::test]
async fn browser_a_live_session_is_booked_at_1366_and_390() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (p, bid) = crate::play::defended(&app).await;
    let id = p.id;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/set-up"),
            json!({"mode": "live"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    app.set_password("abc@example.com", "bc-password-1");
    app.set_password("xbc@example.com", "bc-password-2");
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let allied = Browser::start().await;
    allied.client.set_window_size(1366, 900).await.unwrap();
    allied
        .sign_in(&app, "abc@example.com", "bc-password-1")
        .await;
    let axis = Browser::start().await;
    axis.client.set_window_size(390, 844).await.unwrap();
    axis.sign_in(&app, "xbc@example.com", "bc-password-2").await;
    // The Allied commander ticks the evening blocks of the next 3 days.
    allied.goto(&app, &sheet).await;
    allied.find("#live").await;
    let boxes = allied
        .client
        .find_all(Locator::Css(
            "#mark-times tbody tr td:nth-child(6) input[name=span]",
        ))
        .await
        .unwrap();
    assert!(boxes.len() >= 3, "{}", boxes.len());
    for b in boxes.iter().skip(1).take(3) {
        b.click().await.unwrap();
    }
    allied.click("#mark-times form button").await;
    allied
        .wait_text("Saved: your opponent sees when you can play")
        .await;
    // The Axis commander sees them as "✓ they" and ticks two of them.
    axis.goto(&app, &sheet).await;
    assert_eq!(theirs(&axis).await, 3);
    axis.shot("live-session-grid", 390).await;
    assert!(text_of(&axis, "#overlap-none").await.contains("No time"));
    let both = axis
        .client
        .find_all(Locator::Css("#mark-times label.theirs input"))
        .await
        .unwrap();
    for b in both.iter().take(2) {
        b.click().await.unwrap();
    }
    axis.click("#mark-times form button").await;
    axis.wait_text("Saved: your opponent sees when you can play")
        .await;
    let overlap = axis
        .client
        .find_all(Locator::Css("#overlap li"))
        .await
        .unwrap();
    assert_eq!(overlap.len(), 2);
    assert!(text_of(&axis, "#overlap").await.contains("you: "));
    // He proposes the first hour offered, 3 hours; the Allied commander
    // accepts it.
    axis.click("#propose-session button").await;
    axis.wait_text("Proposed: your opponent is told").await;
    axis.shot("live-session-proposed", 390).await;
    allied.goto(&app, &sheet).await;
    assert!(text_of(&allied, "#live-status")
        .await
        .contains("Proposed by the Axis commander"));
    allied.click("#answer-session form button").await;
    allied.wait_text("Answered: your opponent is told").await;
    assert!(text_of(&allied, "#live-status")
        .await
        .contains("Agreed, for 3 hours"));
    assert!(text_of(&allied, "#stage").await.contains("In play (live)"));
    allied.shot("live-session-agreed", 1366).await;
    axis.goto(&app, &sheet).await;
    assert!(text_of(&axis, "#live-jump").await.contains("Agreed"));
    axis.shot("live-session-agreed", 390).await;
    allied.close().await;
    axis.close().await;
}

#[actix_web::test]
async fn browser_the_battle_board_keeps_up_at_1366_and_390() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (p, bid) = crate::play::defended(&app).await;
    let id = p.id;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/set-up"),
            json!({"mode": "pbem"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    app.set_password("gm@example.com", "gm-password-1");
    let gm = Browser::start().await;
    gm.client.set_window_size(1366, 900).await.unwrap();
    gm.sign_in(&app, "gm@example.com", "gm-password-1").await;
    gm.goto(&app, "/battles").await;
    gm.find("html[data-live=on]").await;
    mark(&gm).await;
    assert!(text_of(&gm, "#board").await.contains("Set up"));
    // A commander sends the first file: the GM's open board shows the
    // battle in play, one file sent and whose move it is, without a reload.
    let (s, v) = crate::files::upload(&app, &p.bc_allies, id, bid, "name=t001.ema", SAVE).await;
    assert_eq!(s, 201, "{v}");
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/battles/{bid}/turns"),
            json!({"file": v["file"]["id"]}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    until(&gm, "#board", "In play", false).await;
    let row = text_of(&gm, "#board tbody tr").await;
    assert!(row.contains("xbc"), "whose move: {row}");
    assert!(not_reloaded(&gm).await, "the board was not reloaded");
    gm.shot("battle-board", 1366).await;
    gm.client.set_window_size(390, 844).await.unwrap();
    gm.shot("battle-board", 390).await;
    assert!(
        crate::browser::Browser::scroll_width(&gm).await <= 390,
        "the board fits a phone"
    );
    gm.close().await;
}
