//! The secrecy suite for a battle's game (#42, R13.3-R13.6): the third
//! parties of a battle (the other members of either side who are not its
//! commanders or High Commanders, observers, public webhooks) learn its
//! stage and nothing more: not the turn files, their count, whose move it
//! is, a chase or a concession, nor a live battle's times, slot or reports;
//! not in pages, API answers, their event stream, mail, calendar feeds or
//! webhooks. The High Commanders follow the count but never open the files.

use crate::helpers::{Backend, Events, TestApp};
use crate::secrecy::{addresses, fetch, Ids};
use bocage::store::outbox;
use serde_json::json;
use std::time::Duration;

crate::per_backend!(
    a_pbem_battles_third_parties_learn_only_its_stage,
    a_live_battles_third_parties_learn_only_its_stage,
);

const MARKER: &str = "MARKER-TURN";
/// Long enough for a signal to have reached every stream of the process.
const QUIET: Duration = Duration::from_millis(1500);

/// A campaign with a defended battle, a public webhook on loopback, and a
/// second battalion commander on each side who is no commander of it.
struct Scene {
    app: TestApp,
    p: crate::api::Players,
    bid: u64,
    hook: crate::webhooks::Listener,
    /// (who, API token, e-mail) of each third party.
    third: Vec<(&'static str, String, &'static str)>,
}

async fn scene(backend: Backend) -> Scene {
    let app = TestApp::spawn_with(backend, |s| {
        s.server.stream_heartbeat_seconds = 600;
        s.webhooks.allow = vec!["127.0.0.1".into()];
    })
    .await;
    let (hook, port) = crate::webhooks::listen(0);
    let (p, bid) = crate::play::defended(&app).await;
    let id = p.id;
    let (s, r) = crate::webhooks::add_hook(
        &app,
        &p.gm,
        id,
        &format!("http://127.0.0.1:{port}/hook"),
        "generic",
    )
    .await;
    assert_eq!(s, 201, "{r}");
    let mut third = vec![("observer", p.observer.clone(), "obs@example.com")];
    for (who, email, side) in [
        ("another Allied BC", "abc2@example.com", "allies"),
        ("another Axis BC", "xbc2@example.com", "axis"),
    ] {
        let (s, r) = app
            .api_post(
                &p.gm,
                &format!("/campaigns/{id}/members"),
                json!({"email": email, "role": "battalion_commander", "side": side}),
            )
            .await;
        assert_eq!(s, 201, "{r}");
        third.push((who, app.token_for(r["user_id"].as_i64().unwrap()), email));
    }
    Scene {
        app,
        p,
        bid,
        hook,
        third,
    }
}

async fn streams(s: &Scene) -> Vec<(&'static str, Events)> {
    let mut out = Vec::new();
    for (who, token, _) in &s.third {
        out.push((*who, s.app.events(token, s.p.id).await.0));
    }
    out
}

async fn silent(streams: &mut [(&'static str, Events)], what: &str) {
    for (who, events) in streams.iter_mut() {
        let bytes = events.bytes_within(QUIET).await;
        assert!(bytes.is_empty(), "{who} heard of {what}: {bytes:?}");
    }
}

/// A public change (the stage): every third party hears it once.
async fn heard(streams: &mut [(&'static str, Events)], what: &str) {
    for (who, events) in streams.iter_mut() {
        let e = events
            .next(Duration::from_secs(5))
            .await
            .unwrap_or_else(|| panic!("{who} did not hear {what}"));
        assert_eq!(e.name, "change", "{who}: {}", e.raw);
        let _ = events.bytes_within(QUIET).await;
    }
}

/// What a third party reads everywhere: the marker never; outside the
/// API's documentation, none of the words that say a game's progress.
async fn reads_only_the_stage(s: &Scene, files: Vec<u64>, words: &[&str]) {
    let (_, c) = s
        .app
        .api_get(&s.p.gm, &format!("/campaigns/{}", s.p.id))
        .await;
    let ids = Ids {
        id: s.p.id,
        battle: s.bid,
        zones: vec!["F14"],
        labels: Vec::new(),
        files,
        feeds: Default::default(),
        battalions: c["battalions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["id"].as_u64().unwrap())
            .collect(),
    };
    for (who, token, _) in &s.third {
        for a in addresses(&ids) {
            let (status, body) = fetch(&s.app, token, &a).await;
            assert!(status < 500, "{a}: {status}");
            assert!(!body.contains(MARKER), "{who} reads {MARKER} at {a}");
            if a.contains("/docs") || a.contains("openapi") || a.starts_with("/rules") {
                continue;
            }
            for w in words {
                assert!(!body.contains(w), "{who} reads {w:?} at {a}");
            }
        }
        // The stage they may read.
        let (_, b) = s
            .app
            .api_get(token, &format!("/campaigns/{}/battles", s.p.id))
            .await;
        assert_eq!(b["battles"][0]["stage"], "in_play", "{who}");
    }
}

/// No mail to a third party, and no webhook, says anything of the game.
fn nothing_sent(s: &Scene, words: &[&str]) {
    let mail = outbox::all(&mut s.app.pool.get().unwrap()).unwrap();
    for (who, _, email) in &s.third {
        for m in mail.iter().filter(|m| m.to_email == *email) {
            let text = format!("{} {}", m.subject, m.body_text);
            assert!(!text.contains(MARKER), "{who}'s mail: {text}");
            for w in words {
                assert!(!text.contains(w), "{who}'s mail says {w:?}: {text}");
            }
        }
    }
    for (_, _, body) in s.hook.got.lock().unwrap().iter() {
        let text = String::from_utf8_lossy(body);
        assert!(!text.contains(MARKER), "a webhook: {text}");
        for w in words {
            assert!(!text.contains(w), "a webhook says {w:?}: {text}");
        }
    }
}

/// Uploads turn file `n` (its name carries the marker) and sends it.
async fn send(app: &TestApp, token: &str, id: i64, bid: u64, n: u32) -> u64 {
    let (st, v) = crate::files::upload(
        app,
        token,
        id,
        bid,
        &format!("name={MARKER}-{n}.ema"),
        crate::files::SAVE,
    )
    .await;
    assert_eq!(st, 201, "{v}");
    let file = v["file"]["id"].as_u64().unwrap();
    let (st, r) = app
        .api_post(
            token,
            &format!("/campaigns/{id}/battles/{bid}/turns"),
            json!({"file": file}),
        )
        .await;
    assert_eq!(st, 200, "{r}");
    file
}

async fn a_pbem_battles_third_parties_learn_only_its_stage(backend: Backend) {
    let s = scene(backend).await;
    let (app, p, bid) = (&s.app, &s.p, s.bid);
    let id = p.id;
    let mut third = streams(&s).await;
    let battle = format!("/campaigns/{id}/battles/{bid}");
    let (st, r) = app
        .api_post(&p.gm, &format!("{battle}/set-up"), json!({"mode": "pbem"}))
        .await;
    assert_eq!(st, 200, "{r}");
    heard(&mut third, "the set-up (public)").await;
    let mut hcs = Vec::new();
    for (who, token) in [("allied HC", &p.allied_hc), ("axis HC", &p.axis_hc)] {
        hcs.push((who, app.events(token, id).await.0));
    }
    // File 1 puts the battle in play: a public change, heard once.
    let f1 = send(app, &p.bc_allies, id, bid, 1).await;
    heard(&mut third, "the battle in play (public)").await;
    heard(&mut hcs, "file 1").await;
    // The Axis commander downloads it: nobody beyond the commanders hears.
    let (st, _) = fetch(
        app,
        &p.bc_axis,
        &format!("/api/v1/campaigns/{id}/files/{f1}"),
    )
    .await;
    assert_eq!(st, 200);
    silent(&mut third, "a download").await;
    silent(&mut hcs, "a download (the files are the commanders')").await;
    // File 2, a chase and a concession: the HCs follow, the third parties
    // hear nothing.
    let f2 = send(app, &p.bc_axis, id, bid, 2).await;
    silent(&mut third, "file 2").await;
    heard(&mut hcs, "file 2").await;
    let (_, t) = fetch(app, &p.axis_hc, &format!("/api/v1{battle}/turns")).await;
    assert!(t.contains("to_move"), "{t}");
    let (st, r) = app
        .api_post(&p.gm, &format!("{battle}/chase"), json!({}))
        .await;
    assert_eq!(st, 200, "{r}");
    silent(&mut third, "the GM's chase").await;
    let (st, r) = app
        .api_post(&p.bc_axis, &format!("{battle}/concede"), json!({}))
        .await;
    assert_eq!(st, 200, "{r}");
    silent(&mut third, "the concession").await;
    // The HCs read the count, never a file.
    let (_, t) = app.api_get(&p.allied_hc, &format!("{battle}/turns")).await;
    assert_eq!(t["relay"]["sent"], 2, "{t}");
    assert!(t["relay"].get("files").is_none(), "{t}");
    for token in [&p.allied_hc, &p.axis_hc] {
        for f in [f1, f2] {
            let (st, _) = fetch(app, token, &format!("/api/v1/campaigns/{id}/files/{f}")).await;
            assert_eq!(st, 404, "an HC opens a turn file");
        }
    }
    let words = [
        "to_move",
        "\"sent\"",
        "onced",
        "File 2 ·",
        "file 2 ·",
        "turn_sent",
        "reminded",
        "to move",
        "Turn file",
    ];
    // (What the words catch, the battle's followers do read.)
    // (A conceded battle has nobody to move: "to_move" was checked above.)
    let (_, t) = fetch(app, &p.allied_hc, &format!("/api/v1{battle}/turns")).await;
    assert!(t.contains("\"sent\"") && t.contains("reminded"), "{t}");
    let (_, f) = fetch(app, &p.bc_axis, &format!("/api/v1{battle}/turns")).await;
    assert!(f.contains("conceded"), "{f}");
    let (_, page) = fetch(app, &p.bc_allies, &format!("{battle}/sheet")).await;
    assert!(
        page.contains(MARKER) || page.contains("Turn file 2"),
        "{page}"
    );
    reads_only_the_stage(&s, vec![f1, f2], &words).await;
    nothing_sent(&s, &words);
}

async fn a_live_battles_third_parties_learn_only_its_stage(backend: Backend) {
    let s = scene(backend).await;
    let (app, p, bid) = (&s.app, &s.p, s.bid);
    let id = p.id;
    let battle = format!("/campaigns/{id}/battles/{bid}");
    let (st, r) = app
        .api_post(&p.gm, &format!("{battle}/set-up"), json!({"mode": "live"}))
        .await;
    assert_eq!(st, 200, "{r}");
    let mut third = streams(&s).await;
    let from = chrono::Utc::now() + chrono::Duration::hours(30);
    let spans = json!({"spans": [{"from": from, "to": from + chrono::Duration::hours(4)}]});
    for token in [&p.bc_allies, &p.bc_axis] {
        let (st, r) = app
            .api(
                reqwest::Method::PUT,
                token,
                &format!("{battle}/session/times"),
                Some(spans.clone()),
            )
            .await;
        assert_eq!(st, 200, "{r}");
    }
    silent(&mut third, "the times marked").await;
    let (st, r) = app
        .api_post(
            &p.bc_allies,
            &format!("{battle}/session"),
            json!({"at": from, "minutes": 180}),
        )
        .await;
    assert_eq!(st, 200, "{r}");
    silent(&mut third, "a proposal").await;
    let (st, r) = app
        .api_post(
            &p.bc_axis,
            &format!("{battle}/session/answer"),
            json!({"accept": true}),
        )
        .await;
    assert_eq!(st, 200, "{r}");
    heard(&mut third, "the battle in play (public)").await;
    // The HCs follow the slot.
    let (_, t) = app.api_get(&p.axis_hc, &format!("{battle}/turns")).await;
    assert_eq!(t["relay"]["live"]["booking"]["minutes"], 180, "{t}");
    let words = [
        "overlap",
        "booking",
        "live session",
        "Live session",
        "no_show",
        "session_",
        "\"minutes\":180",
    ];
    let (_, t) = fetch(app, &p.allied_hc, &format!("/api/v1{battle}/turns")).await;
    assert!(t.contains("overlap") && t.contains("booking"), "{t}");
    reads_only_the_stage(&s, Vec::new(), &words).await;
    nothing_sent(&s, &words);
    // Their calendar feeds hold no slot.
    for (who, token, _) in &s.third {
        let c = app.client();
        c.post(app.url("/account/calendar"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        let account = c
            .get(app.url("/account"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let at = account.find("/calendar/").expect("a feed");
        let path: String = account[at..]
            .chars()
            .take_while(|c| !c.is_whitespace() && *c != '<' && *c != '"')
            .collect();
        let (_, ics) = fetch(app, token, &path).await;
        assert!(!ics.contains("live session"), "{who}: {ics}");
    }
}
