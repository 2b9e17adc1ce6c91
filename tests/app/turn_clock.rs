//! R13.4 the turn clock, as the server runs it: each step (the holder
//! reminded, then the GM and his HC told) is a recorded command processed
//! once, with two instances on one database and after a restart, and its
//! mail goes out once.

use crate::helpers::{Backend, TestApp};
use bocage::store::outbox;
use serde_json::json;

crate::per_backend!(
    each_turn_clock_step_happens_once_across_instances_and_restarts,
    the_absence_step_happens_once_across_instances,
);

/// Moves the battle's last turn file `hours` into the past, as if it had
/// been held that long (the state written as a command would write it).
pub fn held_for(app: &TestApp, id: i64, hours: i64) {
    let mut c = app.pool.get().unwrap();
    let (version, old) = bocage::store::campaigns::load_state(&mut c, id)
        .unwrap()
        .unwrap();
    let mut new = old.clone();
    for b in &mut new.battles {
        for t in &mut b.relay.turns {
            t.at -= chrono::Duration::hours(hours);
        }
    }
    bocage::store::campaigns::save_state(&mut c, id, version, (&old, &new), false).unwrap();
}

pub async fn chased(app: &TestApp, gm: &str, id: i64) -> Vec<u64> {
    let (s, h) = app.api_get(gm, &format!("/campaigns/{id}/history")).await;
    assert_eq!(s, 200, "{h}");
    let mut steps: Vec<u64> = h["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "turn_chased")
        .map(|e| e["payload"]["step"].as_u64().unwrap_or(0))
        .collect();
    steps.sort();
    steps
}

pub fn mails(app: &TestApp, part: &str) -> Vec<String> {
    let mut to: Vec<String> = outbox::all(&mut app.pool.get().unwrap())
        .unwrap()
        .into_iter()
        .filter(|m| m.subject.contains(part))
        .map(|m| m.to_email)
        .collect();
    to.sort();
    to
}

async fn each_turn_clock_step_happens_once_across_instances_and_restarts(backend: Backend) {
    // Two instances whose own clocks wait an hour: the test passes them.
    let one = TestApp::spawn_with(backend, |s| s.server.clock_seconds = 3600).await;
    let two = one.twin().await;
    let (p, bid) = crate::relay::pbem(&one).await;
    let id = p.id;
    let (s, v) = crate::files::upload(
        &one,
        &p.bc_allies,
        id,
        bid,
        "name=t001.ema",
        crate::files::SAVE,
    )
    .await;
    assert_eq!(s, 201, "{v}");
    let file = v["file"]["id"].as_i64().unwrap();
    let (s, r) = one
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/battles/{bid}/turns"),
            json!({ "file": file }),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    // Held 49 hours: both clocks pass at once; one reminder, once.
    // (A started instance's own first pass may be the one that takes a
    // step: it runs at start, at a time the test does not control; the
    // history and the mail say each step happened once whoever took it.)
    held_for(&one, id, 49);
    let (a, b) = tokio::join!(crate::clock::tick(&one), crate::clock::tick(&two));
    assert!(a.processed + b.processed <= 1, "{a:?} {b:?}");
    assert_eq!(chased(&one, &p.gm, id).await, [1]);
    assert_eq!(
        mails(&one, "your turn file is awaited"),
        ["xbc@example.com"]
    );
    // A restart (a third instance) finds nothing more to do now.
    let three = one.twin().await;
    let c = crate::clock::tick(&three).await;
    assert_eq!(c.processed, 0, "{c:?}");
    assert_eq!(chased(&one, &p.gm, id).await, [1]);
    // Held past it twice: the GM and the Axis HC are told, once.
    held_for(&one, id, 48);
    let (a, b) = tokio::join!(crate::clock::tick(&two), crate::clock::tick(&three));
    assert!(a.processed + b.processed <= 1, "{a:?} {b:?}");
    assert_eq!(chased(&one, &p.gm, id).await, [1, 2]);
    assert_eq!(
        mails(&one, "held past the clock twice"),
        ["gm@example.com", "xhc@example.com"]
    );
    // Nothing more, on any instance.
    for app in [&one, &two, &three] {
        assert_eq!(crate::clock::tick(app).await.processed, 0);
    }
    assert_eq!(chased(&one, &p.gm, id).await, [1, 2]);
}

/// Moves the battle's turn files and every absence `days` into the past.
fn days_ago(app: &TestApp, id: i64, days: i64) {
    let mut c = app.pool.get().unwrap();
    let (version, old) = bocage::store::campaigns::load_state(&mut c, id)
        .unwrap()
        .unwrap();
    let mut new = old.clone();
    for b in &mut new.battles {
        for t in &mut b.relay.turns {
            t.at -= chrono::Duration::days(days);
        }
    }
    for a in &mut new.people.absences {
        a.from -= chrono::Duration::days(days);
    }
    bocage::store::campaigns::save_state(&mut c, id, version, (&old, &new), false).unwrap();
}

/// R13.4 step 3: the holder's absence outlasts the pause it gives the
/// clock (7 days): the GM is told once, by one of two instances.
async fn the_absence_step_happens_once_across_instances(backend: Backend) {
    let one = TestApp::spawn_with(backend, |s| s.server.clock_seconds = 3600).await;
    let two = one.twin().await;
    let (p, bid) = crate::relay::pbem(&one).await;
    let id = p.id;
    let (s, v) = crate::files::upload(
        &one,
        &p.bc_allies,
        id,
        bid,
        "name=t001.ema",
        crate::files::SAVE,
    )
    .await;
    assert_eq!(s, 201, "{v}");
    let (s, r) = one
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/battles/{bid}/turns"),
            json!({ "file": v["file"]["id"] }),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    // The Axis commander, to move, is away for 20 days; 8 have passed.
    let to = (chrono::Utc::now() + chrono::Duration::days(12)).to_rfc3339();
    let (s, r) = one
        .api(
            reqwest::Method::PUT,
            &p.bc_axis,
            &format!("/campaigns/{id}/absence"),
            Some(json!({"to": to, "note": "holiday"})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    days_ago(&one, id, 8);
    let (a, b) = tokio::join!(crate::clock::tick(&one), crate::clock::tick(&two));
    assert!(a.processed + b.processed <= 1, "{a:?} {b:?}");
    // The clock was stopped by the absence: no reminder, only step 3.
    assert_eq!(chased(&one, &p.gm, id).await, [3]);
    assert_eq!(
        mails(&one, "away past the clock's pause"),
        ["gm@example.com"]
    );
    for app in [&one, &two] {
        assert_eq!(crate::clock::tick(app).await.processed, 0);
    }
    assert_eq!(chased(&one, &p.gm, id).await, [3]);
}
