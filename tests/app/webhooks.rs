//! Webhooks (#15 part 4) against a real HTTP listener on loopback,
//! allowed by the test's configuration: generic JSON with public
//! information only, Discord's payload with the map, retries after the
//! listener was down, and the SSRF guard refusing loopback when it is not
//! allowed.

use crate::api::beach_attack;
use crate::helpers::{Backend, TestApp};
use crate::per_backend;
use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;

per_backend!(
    a_webhook_hears_public_events_as_json,
    discord_gets_an_embed_and_the_map_and_deliveries_are_retried,
    the_guard_refuses_loopback_unless_the_site_allows_it,
    the_gm_manages_webhooks_on_a_page,
    account_mail_never_waits_behind_slow_webhooks,
    a_campaign_in_german_tells_the_forum_in_german,
);

/// What the listener received: (path, content type, body).
pub(crate) type Got = Arc<Mutex<Vec<(String, String, Vec<u8>)>>>;

pub(crate) struct Listener {
    pub(crate) got: Got,
    handle: actix_web::dev::ServerHandle,
}

impl Drop for Listener {
    fn drop(&mut self) {
        drop(self.handle.stop(false));
    }
}

async fn record(req: HttpRequest, body: web::Bytes, got: web::Data<Got>) -> HttpResponse {
    let ct = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    got.lock()
        .unwrap()
        .push((req.path().to_string(), ct, body.to_vec()));
    HttpResponse::NoContent().finish()
}

/// A listener on `port` (0: any) that records every request.
pub(crate) fn listen(port: u16) -> (Listener, u16) {
    let got: Got = Arc::default();
    let data = web::Data::new(got.clone());
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .app_data(web::PayloadConfig::new(8 * 1024 * 1024))
            .default_service(web::to(record))
    })
    .workers(1)
    .bind(("127.0.0.1", port))
    .unwrap();
    let port = server.addrs()[0].port();
    let server = server.run();
    let handle = server.handle();
    actix_web::rt::spawn(server);
    (Listener { got, handle }, port)
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

async fn allowing_loopback(backend: Backend) -> TestApp {
    TestApp::spawn_with(backend, |s| s.webhooks.allow = vec!["127.0.0.1".into()]).await
}

/// Waits (up to 30 s) until `n` requests arrived.
pub(crate) async fn wait_for(got: &Got, n: usize) -> Vec<(String, String, Vec<u8>)> {
    for _ in 0..300 {
        if got.lock().unwrap().len() >= n {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    got.lock().unwrap().clone()
}

/// Plays on from `beach_attack`: the result of the battle, then the
/// phases up to the Axis turn (which ends the Allied turn: its report).
async fn play_to_the_axis_turn(app: &TestApp, gm: &str, id: i64, bid: u64) {
    let force = json!({"force": true, "reason": "test"});
    let advance = format!("/campaigns/{id}/phase/advance");
    let (s, r) = app.api_post(gm, &advance, force.clone()).await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "major_victory"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    for _ in 0..8 {
        let (_, c) = app.api_get(gm, &format!("/campaigns/{id}")).await;
        if c["side"] == "axis" {
            return;
        }
        let (s, r) = app.api_post(gm, &advance, force.clone()).await;
        assert_eq!(s, 200, "{r}");
    }
    panic!("the Axis turn never opened");
}

pub(crate) async fn add_hook(
    app: &TestApp,
    gm: &str,
    id: i64,
    url: &str,
    format: &str,
) -> (u16, Value) {
    app.api_post(
        gm,
        &format!("/campaigns/{id}/webhooks"),
        json!({"url": url, "format": format,
               "events": ["turn_report", "phase_opened", "battle_set", "result_in", "victory"]}),
    )
    .await
}

async fn a_webhook_hears_public_events_as_json(backend: Backend) {
    let app = allowing_loopback(backend).await;
    let (hook, port) = listen(0);
    let (p, au, _, bid) = beach_attack(&app).await;
    let id = p.id;
    // A secret: the attacking units' names are the Allies' own.
    for u in &au[..3] {
        let (s, r) = app
            .api(
                reqwest::Method::PATCH,
                &p.gm,
                &format!("/campaigns/{id}/units/{u}"),
                Some(json!({"name": format!("MARKER-SECRET-{u}")})),
            )
            .await;
        assert_eq!(s, 200, "{r}");
    }
    let url = format!("http://127.0.0.1:{port}/hook");
    let (s, r) = add_hook(&app, &p.gm, id, &url, "generic").await;
    assert_eq!(s, 201, "{r}");
    play_to_the_axis_turn(&app, &p.gm, id, bid).await;
    let got = wait_for(&hook.got, 3).await;
    let bodies: Vec<Value> = got
        .iter()
        .map(|(path, ct, body)| {
            assert_eq!(path, "/hook");
            assert!(ct.starts_with("application/json"), "{ct}");
            serde_json::from_slice(body).unwrap()
        })
        .collect();
    let events: Vec<&str> = bodies
        .iter()
        .map(|b| b["event"].as_str().unwrap())
        .collect();
    assert!(events.contains(&"result_in"), "{events:?}");
    assert!(events.contains(&"turn_report"), "{events:?}");
    assert!(events.contains(&"phase_opened"), "{events:?}");
    let report = bodies.iter().find(|b| b["event"] == "turn_report").unwrap();
    assert_eq!(report["campaign_id"], id);
    assert!(report["url"]
        .as_str()
        .unwrap()
        .ends_with(&format!("/campaigns/{id}/reports/1/allies")));
    assert!(
        report["text"].as_str().unwrap().contains("Major Victory"),
        "{report}"
    );
    for (_, _, body) in &got {
        let text = String::from_utf8_lossy(body);
        assert!(
            !text.contains("MARKER-SECRET"),
            "a webhook heard a secret: {text}"
        );
    }
    // One delivery per notice: the forced phases in between were dropped
    // as passed, not sent late.
    let phases = events.iter().filter(|e| **e == "phase_opened").count();
    assert!(phases <= 3, "{events:?}");
}

async fn discord_gets_an_embed_and_the_map_and_deliveries_are_retried(backend: Backend) {
    let app = allowing_loopback(backend).await;
    let port = free_port();
    let (p, _, _, bid) = beach_attack(&app).await;
    let id = p.id;
    let url = format!("http://127.0.0.1:{port}/api/webhooks/1/token");
    let (s, r) = add_hook(&app, &p.gm, id, &url, "discord").await;
    assert_eq!(s, 201, "{r}");
    // Nothing listens yet: the deliveries wait and are retried.
    play_to_the_axis_turn(&app, &p.gm, id, bid).await;
    let mut retried = false;
    for _ in 0..100 {
        let rows = {
            let mut c = app.pool.get().unwrap();
            bocage::store::outbox::all(&mut c).unwrap()
        };
        retried = rows
            .iter()
            .any(|r| r.category == "webhook" && r.attempts >= 1 && r.status == "pending");
        if retried {
            assert!(
                rows.iter()
                    .filter(|r| r.category == "webhook")
                    .all(|r| !r.last_error.contains("token")),
                "the address stays out of errors"
            );
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(retried, "a failed delivery waits for its retry");
    let (hook, _) = listen(port);
    let got = wait_for(&hook.got, 2).await;
    let report = got
        .iter()
        .find(|(_, _, b)| String::from_utf8_lossy(b).contains("Turn report"))
        .expect("the turn report arrived after the retry");
    let (path, ct, body) = report;
    assert_eq!(path, "/api/webhooks/1/token");
    assert!(ct.starts_with("multipart/form-data"), "{ct}");
    let text = String::from_utf8_lossy(body);
    assert!(text.contains(r#"name="payload_json""#), "{text}");
    assert!(text.contains(r#""embeds""#) && text.contains(r#""content""#));
    assert!(text.contains("attachment://map.png"));
    assert!(text.contains(r#"name="files[0]"; filename="map.png""#));
    assert!(
        body.windows(8).any(|w| w == b"\x89PNG\r\n\x1a\n"),
        "the map is a PNG"
    );
}

async fn the_guard_refuses_loopback_unless_the_site_allows_it(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (hook, port) = listen(0);
    let (p, _, _, bid) = beach_attack(&app).await;
    let id = p.id;
    for url in [
        format!("https://127.0.0.1:{port}/hook"),
        "https://169.254.169.254/latest".to_string(),
        "https://[::1]/hook".to_string(),
    ] {
        let (s, r) = add_hook(&app, &p.gm, id, &url, "generic").await;
        assert_eq!(s, 422, "{url}: {r}");
        assert!(
            r["error"]["message"].as_str().unwrap().contains("Refused"),
            "{r}"
        );
    }
    let (s, r) = add_hook(
        &app,
        &p.gm,
        id,
        &format!("http://hooks.example:{port}/"),
        "generic",
    )
    .await;
    assert_eq!(s, 422, "{r}");
    assert!(r["error"]["message"].as_str().unwrap().contains("https"));
    // A name that resolves to loopback is refused when it is delivered.
    let (s, r) = add_hook(
        &app,
        &p.gm,
        id,
        &format!("https://localhost:{port}/hook"),
        "generic",
    )
    .await;
    assert_eq!(s, 201, "{r}");
    play_to_the_axis_turn(&app, &p.gm, id, bid).await;
    let mut failed = Vec::new();
    for _ in 0..100 {
        let rows = {
            let mut c = app.pool.get().unwrap();
            bocage::store::outbox::all(&mut c).unwrap()
        };
        failed = rows
            .into_iter()
            .filter(|r| r.category == "webhook" && r.status == "failed")
            .collect();
        if !failed.is_empty() {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(!failed.is_empty(), "the delivery failed for good");
    assert!(
        failed[0].last_error.contains("Refused"),
        "{}",
        failed[0].last_error
    );
    assert!(
        hook.got.lock().unwrap().is_empty(),
        "no request left the server"
    );
    // The GM sees the failure on the overview.
    let (_, page) = {
        let r = app
            .client()
            .get(app.url(&format!("/campaigns/{id}")))
            .bearer_auth(&p.gm)
            .send()
            .await
            .unwrap();
        (r.status(), r.text().await.unwrap())
    };
    assert!(page.contains("Refused"), "the failure list shows it");
}

async fn the_gm_manages_webhooks_on_a_page(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (p, _, _, _) = beach_attack(&app).await;
    let id = p.id;
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let path = format!("/campaigns/{id}/webhooks");
    let (s, page) = app.get_text(&gm, &path).await;
    assert_eq!(s, 200);
    assert!(page.contains("No webhooks yet"));
    // Refused: the reason on the page, the address still in the form.
    let r = app
        .post_form(
            &gm,
            &path,
            &[
                ("url", "http://hooks.example/x"),
                ("format", "generic"),
                ("events", "victory"),
            ],
        )
        .await;
    assert_eq!(r.status(), 422);
    let page = r.text().await.unwrap();
    assert!(page.contains("https addresses only"), "the reason is shown");
    assert!(
        page.contains(r#"value="http://hooks.example/x""#),
        "the address is kept"
    );
    let r = app
        .post_form(
            &gm,
            &path,
            &[
                ("url", "https://discord.com/api/webhooks/123/SECRET-TOKEN"),
                ("format", "discord"),
                ("events", "turn_report"),
                ("events", "result_in"),
            ],
        )
        .await;
    assert_eq!(r.status(), 303);
    let (_, page) = app.get_text(&gm, &path).await;
    assert!(page.contains("https://discord.com/…"), "shown by its host");
    assert!(page.contains("Turn report, Result in"));
    assert!(!page.contains("SECRET-TOKEN"), "never by its secret path");
    for token in [&p.allied_hc, &p.bc_axis, &p.observer] {
        let r = app
            .client()
            .get(app.url(&path))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 403);
    }
    let (_, v) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/webhooks"))
        .await;
    let wid = v["webhooks"][0]["id"].as_u64().unwrap();
    let r = app
        .post_form(&gm, &format!("/campaigns/{id}/webhooks/{wid}/remove"), &[])
        .await;
    assert_eq!(r.status(), 303);
    let (_, v) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/webhooks"))
        .await;
    assert!(v["webhooks"].as_array().unwrap().is_empty());
}

/// A listener that holds every request until released: how many it holds
/// now, and the most it held at once.
#[derive(Default)]
struct Held {
    now: std::sync::atomic::AtomicUsize,
    most: std::sync::atomic::AtomicUsize,
    release: tokio::sync::Notify,
    released: std::sync::atomic::AtomicBool,
}

async fn hold(held: web::Data<Arc<Held>>) -> HttpResponse {
    use std::sync::atomic::Ordering::SeqCst;
    let n = held.now.fetch_add(1, SeqCst) + 1;
    held.most.fetch_max(n, SeqCst);
    while !held.released.load(SeqCst) {
        let wait = held.release.notified();
        if held.released.load(SeqCst) {
            break;
        }
        wait.await;
    }
    held.now.fetch_sub(1, SeqCst);
    HttpResponse::NoContent().finish()
}

fn listen_holding() -> (actix_web::dev::ServerHandle, u16, Arc<Held>) {
    let held: Arc<Held> = Arc::default();
    let data = web::Data::new(held.clone());
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .default_service(web::to(hold))
    })
    .workers(1)
    .bind(("127.0.0.1", 0))
    .unwrap();
    let port = server.addrs()[0].port();
    let server = server.run();
    let handle = server.handle();
    actix_web::rt::spawn(server);
    (handle, port, held)
}

/// #23: two slow webhooks delayed a password-reset mail by 20 s. Mail and
/// webhooks have their own workers now, and account mail its own queue:
/// the reset mail arrives while the hooks still hold their deliveries, and
/// one host never gets more than two deliveries at once.
async fn account_mail_never_waits_behind_slow_webhooks(backend: Backend) {
    use std::sync::atomic::Ordering::SeqCst;
    let smtp = crate::mail::Smtp::start();
    let port = smtp.port;
    let app = TestApp::spawn_with(backend, |s| {
        s.webhooks.allow = vec!["127.0.0.1".into()];
        s.mail.transport = "smtp".into();
        s.mail.smtp_host = "127.0.0.1".into();
        s.mail.smtp_port = port;
        s.mail.smtp_tls = "none".into();
    })
    .await;
    let (server, hook_port, held) = listen_holding();
    let (p, _, _, _) = beach_attack(&app).await;
    let id = p.id;
    for n in 0..3 {
        let url = format!("http://127.0.0.1:{hook_port}/slow/{n}");
        let (s, r) = add_hook(&app, &p.gm, id, &url, "generic").await;
        assert_eq!(s, 201, "{r}");
    }
    // A phase opens: three deliveries, held by the slow host.
    let force = json!({"force": true, "reason": "test"});
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/phase/advance"), force)
        .await;
    assert_eq!(s, 200, "{r}");
    for _ in 0..300 {
        if held.now.load(SeqCst) >= 2 {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        held.now.load(SeqCst),
        2,
        "two deliveries held at the slow host"
    );
    // Meanwhile a player asks for a reset link.
    app.create_user("forgetful@example.com", "old password 1", false);
    let c = app.client();
    let csrf = app.csrf(&c).await;
    let r = c
        .post(app.url("/password/forgot"))
        .form(&[("email", "forgetful@example.com"), ("csrf_token", &csrf)])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let inbox = smtp
        .wait_for("the reset mail", |m| {
            m.iter()
                .any(|x| x.to.iter().any(|t| t.contains("forgetful@example.com")))
        })
        .await;
    assert!(!inbox.is_empty());
    assert_eq!(
        held.now.load(SeqCst),
        2,
        "the reset mail came while the webhooks were still held"
    );
    held.released.store(true, SeqCst);
    held.release.notify_waiters();
    for _ in 0..300 {
        if held.now.load(SeqCst) == 0 && held.most.load(SeqCst) >= 2 {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(held.most.load(SeqCst), 2, "at most two at once to one host");
    drop(server.stop(false));
}

/// The GM chooses the campaign's language (#44): its webhooks and turn
/// report are written in it, whatever language the members read.
async fn a_campaign_in_german_tells_the_forum_in_german(backend: Backend) {
    let app = allowing_loopback(backend).await;
    let (hook, port) = listen(0);
    let (p, _, _, bid) = beach_attack(&app).await;
    let id = p.id;
    let path = format!("/campaigns/{id}/language");
    let put = |token: &str, body: Value| {
        let (app, path, token) = (&app, path.clone(), token.to_string());
        async move {
            app.api(reqwest::Method::PUT, &token, &path, Some(body))
                .await
        }
    };
    // The GM's choice only; a language Bocage speaks.
    let (s, r) = put(&p.allied_hc, json!({"language": "de"})).await;
    assert_eq!(s, 403, "{r}");
    let (s, r) = put(&p.gm, json!({"language": "xx"})).await;
    assert!((400..500).contains(&s), "{s} {r}");
    let (_, hooks) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/webhooks"))
        .await;
    assert_eq!(hooks["language"], "en", "{hooks}");
    let (s, r) = put(&p.gm, json!({"language": "de"})).await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["language"], "de");
    let (_, hooks) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/webhooks"))
        .await;
    assert_eq!(hooks["language"], "de", "{hooks}");

    let url = format!("http://127.0.0.1:{port}/hook");
    let (s, r) = add_hook(&app, &p.gm, id, &url, "generic").await;
    assert_eq!(s, 201, "{r}");
    play_to_the_axis_turn(&app, &p.gm, id, bid).await;
    let got = wait_for(&hook.got, 3).await;
    let bodies: Vec<Value> = got
        .iter()
        .map(|(_, _, body)| serde_json::from_slice(body).unwrap())
        .collect();
    let report = bodies.iter().find(|b| b["event"] == "turn_report").unwrap();
    let title = report["title"].as_str().unwrap();
    assert_eq!(title, "Lagebericht: Runde 1, Spielzug der Alliierten");
    let text = report["text"].as_str().unwrap();
    assert!(
        text.contains("Gefechte") && text.contains("Großer Sieg"),
        "{text}"
    );
    assert!(
        !text.contains("Major Victory") && !text.contains("Victory track"),
        "{text}"
    );
    let result = bodies.iter().find(|b| b["event"] == "result_in").unwrap();
    assert_eq!(
        result["title"],
        format!("Gefecht {bid}: Ergebnis liegt vor")
    );

    // The report itself, as a member reads it in the API, whatever their
    // own language: the forum's words are the campaign's.
    let (s, r) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/reports/1/allies"))
        .await;
    assert_eq!(s, 200, "{r}");
    assert!(r["title"].as_str().unwrap().contains("Runde 1"), "{r}");
    let bbcode = r["bbcode"].as_str().unwrap();
    assert!(bbcode.contains("[u]Siegesleiste[/u]"), "{bbcode}");
    // The report page speaks its reader's language (Italian here); its
    // BBCode, for the forum, the campaign's.
    let page = format!("/campaigns/{id}/reports/1/allies");
    let read = |path: String| {
        let app = &app;
        let token = p.allied_hc.clone();
        async move {
            app.client()
                .get(app.url(&path))
                .bearer_auth(&token)
                .header("accept-language", "it")
                .send()
                .await
                .unwrap()
                .text()
                .await
                .unwrap()
        }
    };
    let html = read(page.clone()).await;
    assert!(html.contains("<html lang=\"it\""), "{html}");
    assert!(
        !html.contains("Großer Sieg"),
        "the page mixes in the campaign's German"
    );
    let forum = read(format!("{page}?format=bbcode")).await;
    assert!(forum.contains("[u]Siegesleiste[/u]"), "{forum}");
}
