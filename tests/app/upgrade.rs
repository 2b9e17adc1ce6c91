//! The upgrade drill (#23): a database made by the previous release (the
//! 2026-11-29 schema and its demo campaign played into round 1's Allied
//! combat move, `tests/fixtures/upgrade-2026-11-29/`, made by its
//! `make.sh`) is migrated by today's binary with every campaign, member,
//! history entry and outbox row intact, and the turn record kept: the units
//! that landed and attack do not move again (R6.1), the battalion they
//! attack is not attacked again in its zone this turn (R6.8). Each release
//! keeps this test with its own previous release.

use crate::helpers::{Backend, TestApp};
use diesel::connection::SimpleConnection;
use serde_json::{json, Value};
use std::path::PathBuf;

fn fixture(backend: Backend, name: &str) -> String {
    let dir = match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests/fixtures/upgrade-2026-11-29",
        dir,
        name,
    ]
    .iter()
    .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn before(backend: Backend, name: &str) -> Value {
    serde_json::from_str(&fixture(backend, &format!("before/{name}.json"))).unwrap()
}

/// The old database, loaded where the test app will open it, before the
/// app (and so today's migrations) ever sees it; answers its outbox.
fn load_dump(backend: Backend, url: &str) -> Vec<Row> {
    use bocage::store::schema::outbox as o;
    use diesel::prelude::*;
    let dump = fixture(backend, "dump.sql");
    let rows =
        o::table
            .order(o::id)
            .select((o::id, o::to_email, o::subject, o::body_text, o::status));
    match backend {
        Backend::Sqlite => {
            let path = url.strip_prefix("sqlite://").unwrap();
            let mut c = diesel::sqlite::SqliteConnection::establish(path).unwrap();
            c.batch_execute(&dump).unwrap();
            rows.load(&mut c).unwrap()
        }
        Backend::Postgres => {
            let mut c = diesel::pg::PgConnection::establish(url).unwrap();
            c.batch_execute(&dump).unwrap();
            // pg_dump empties the session's search path.
            c.batch_execute("RESET search_path").unwrap();
            rows.load(&mut c).unwrap()
        }
    }
}

/// What an old and a new history entry share: today numbers entries per
/// audience (`seq`) where the old release showed the global event id.
fn entry(e: &Value) -> Value {
    json!({
        "kind": e["kind"], "round": e["round"], "phase": e["phase"], "side": e["side"],
        "actor": e["actor"], "at": e["at"], "payload": e["payload"], "summary": e["summary"],
    })
}

fn entries(v: &Value) -> Vec<Value> {
    v["events"].as_array().unwrap().iter().map(entry).collect()
}

type Row = (i64, String, String, String, String);

fn outbox(app: &TestApp) -> Vec<Row> {
    use bocage::store::schema::outbox as o;
    use diesel::prelude::*;
    let mut c = app.pool.get().unwrap();
    o::table
        .order(o::id)
        .select((o::id, o::to_email, o::subject, o::body_text, o::status))
        .load::<Row>(&mut *c)
        .unwrap()
}

async fn a_database_of_the_last_release_migrates_intact(backend: Backend) {
    let mut old_outbox = Vec::new();
    let app = TestApp::spawn_with(backend, |s| {
        old_outbox = load_dump(backend, &s.database.url)
    })
    .await;
    let gm = app.token_for(1);
    let bradley = app.token_for(4);
    let rommel = app.token_for(3);
    let observer = app.token_for(8);

    // Members: everyone, with the same role, side and name.
    let (status, members) = app.api_get(&gm, "/campaigns/1/members").await;
    assert_eq!(status, 200, "{members}");
    let keys = ["user_id", "display_name", "email", "role", "side"];
    let pick = |v: &Value| -> Vec<Value> {
        v["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                Value::Object(
                    keys.iter()
                        .map(|k| (k.to_string(), m[*k].clone()))
                        .collect(),
                )
            })
            .collect()
    };
    assert_eq!(pick(&members), pick(&before(backend, "members")));

    // History: every entry, for every audience, in order.
    for (token, name) in [
        (&gm, "history.gm"),
        (&rommel, "history.axis"),
        (&observer, "history.observer"),
    ] {
        let (status, now) = app.api_get(token, "/campaigns/1/history").await;
        assert_eq!(status, 200, "{now}");
        assert_eq!(entries(&now), entries(&before(backend, name)), "{name}");
    }

    // The campaign: today's export is the old one, read by today's reader
    // (its state upgraded), and the turn record is carried, not defaulted.
    let (status, export) = app.api_get(&gm, "/campaigns/1/export").await;
    assert_eq!(status, 200, "{export}");
    let old = before(backend, "export");
    let state = &export["state"];
    assert_eq!(state["turn"]["combat_moved"], json!([6, 7, 8]));
    assert_eq!(state["turn"]["attacked_in"], json!([[148, "F11"]]));
    for u in ["6", "7", "8"] {
        let act = &state["turn"]["phase_acts"][u];
        assert_eq!(act["act"], "attacked", "{u}: {act}");
        assert_eq!(act["from"], "box:utah", "{u}: {act}");
        assert_eq!(act["to"], "F11", "{u}: {act}");
    }
    let upgraded = bocage::rules::upgrade::upgrade(old["state"].clone(), None).unwrap();
    for key in [
        "units", "battles", "control", "round", "phase", "side", "deadline", "drafts",
    ] {
        assert_eq!(state[key], upgraded[key], "state.{key}");
    }
    assert_eq!(export["members"], old["members"]);
    assert_eq!(export["commanders"], old["commanders"]);

    // The outbox: every row, as it was.
    // The outbox: every row, as it was; what was sent stays sent, and what
    // was waiting is still there to go (the worker may have sent it since).
    assert_eq!(old_outbox.len(), 15, "the fixture's mail");
    let now = outbox(&app);
    let content = |rows: &[Row]| -> Vec<(i64, String, String, String)> {
        rows.iter()
            .map(|(id, to, subject, body, _)| (*id, to.clone(), subject.clone(), body.clone()))
            .collect()
    };
    assert_eq!(content(&now), content(&old_outbox));
    for (old, new) in old_outbox.iter().zip(&now) {
        if old.4 == "sent" {
            assert_eq!(new.4, "sent", "mail {} is not sent twice", old.0);
        }
    }

    // The turn goes on under the rules it was played by.
    let (status, v) = app
        .api_post(
            &bradley,
            "/campaigns/1/orders",
            json!({"units": [6], "to": "F13", "target": null}),
        )
        .await;
    assert_eq!(status, 422, "{v}");
    assert_eq!(v["error"]["rule"], "R6.1", "{v}");
    let (_, view) = app.api_get(&bradley, "/campaigns/1").await;
    let others: Vec<i64> = view["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["battalion"] == 5 && u["location"] == "box:utah")
        .filter(|u| u["class"] == "company")
        .map(|u| u["id"].as_i64().unwrap())
        .take(1)
        .collect();
    assert_eq!(others.len(), 1, "a company of 1/8th is still afloat");
    let (status, v) = app
        .api_post(
            &bradley,
            "/campaigns/1/orders",
            json!({"units": others, "to": "F11", "target": 148}),
        )
        .await;
    assert_eq!(status, 422, "{v}");
    assert_eq!(v["error"]["rule"], "R6.8", "{v}");
}

crate::per_backend!(a_database_of_the_last_release_migrates_intact);
