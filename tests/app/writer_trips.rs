//! #45: what the writer sends the database for a batch of drafts. A draft
//! is one statement on PostgreSQL (the version, the drafts and its history
//! row together: one round trip) and needs no savepoint; a draft the rules
//! refuse sends nothing. Counted by the writer itself (diesel's
//! instrumentation), which `/metrics` reports too.

use crate::api::{battalion, players, Players};
use crate::helpers::{Backend, TestApp};
use crate::per_backend;
use bocage::store::DbConn;
use diesel::connection::SimpleConnection;
use serde_json::json;
use std::time::Duration;

per_backend!(
    a_batch_of_drafts_costs_a_statement_each,
    a_draft_failing_after_it_wrote_takes_nothing_of_its_batch_with_it
);

/// A campaign in its combat move with ten Allied units in F11 that may
/// each move to F13.
async fn drafting(backend: Backend) -> (TestApp, Players, Vec<u64>) {
    let app = TestApp::spawn(backend).await;
    let p = players(&app).await;
    let id = p.id;
    let (_, units) = battalion(&app, &p, "B", "us", "abc@example.com", "F11").await;
    battalion(&app, &p, "X", "heer", "xbc@example.com", "F40").await;
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/control"),
        json!({"zone": "F13", "side": "allies"}),
    )
    .await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    for _ in 0..3 {
        app.api_post(&p.gm, &format!("/campaigns/{id}/phase/advance"), json!({}))
            .await;
    }
    (app, p, units)
}

/// Drafts each unit alone to F13, all at once, while the writer is held so
/// that they queue up and are applied together (the campaign's row locked
/// on PostgreSQL, the database's write lock taken on SQLite); their
/// statuses. `(unit, again)`: a unit's second draft comes after its first.
async fn draft_each(app: &TestApp, p: &Players, units: &[(u64, bool)]) -> Vec<u16> {
    let id = p.id;
    let mut holder = app.pool.get().expect("connection");
    match &mut *holder {
        DbConn::Postgresql(_) => holder
            .batch_execute(&format!(
                "BEGIN; SELECT id FROM campaigns WHERE id = {id} FOR UPDATE"
            ))
            .expect("lock"),
        DbConn::Sqlite(_) => holder.batch_execute("BEGIN IMMEDIATE").expect("lock"),
    }
    let calls = units.iter().map(|&(unit, again)| {
        let body = json!({"units": [unit], "to": "F13"});
        let path = format!("/campaigns/{id}/orders");
        let token = p.bc_allies.clone();
        async move {
            if again {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            app.api_post(&token, &path, body).await.0
        }
    });
    let release = async {
        tokio::time::sleep(Duration::from_millis(800)).await;
        holder.batch_execute("COMMIT").expect("release");
    };
    let (statuses, ()) = tokio::join!(futures_util::future::join_all(calls), release);
    statuses
}

async fn a_batch_of_drafts_costs_a_statement_each(backend: Backend) {
    let (app, p, units) = drafting(backend).await;
    let id = p.id;
    let writer = app.state.app.writer.clone().expect("a writer");
    let (commands, statements) = writer.statements();
    let batches = writer.batches();
    let drafts = 10;
    // Ten units drafted alone, and two of them a second time (R6.2).
    let mut calls: Vec<(u64, bool)> = units.iter().take(drafts).map(|u| (*u, false)).collect();
    calls.push((units[0], true));
    calls.push((units[1], true));
    let statuses = draft_each(&app, &p, &calls).await;
    let created = statuses.iter().filter(|s| **s == 201).count();
    let refused = statuses.iter().filter(|s| **s == 422).count();
    assert_eq!((created, refused), (drafts, 2), "{statuses:?}");
    let commands = writer.statements().0 - commands;
    let statements = writer.statements().1 - statements;
    let batches = writer.batches() - batches;
    assert_eq!(commands, drafts as u64 + 2);
    // Each batch: BEGIN and COMMIT, and its first change reads what the
    // batch then knows (the campaign's row locked, its members, the newest
    // history numbers, the bearer token still valid, the state's document
    // if it is not kept): at most 7. (Before #45 each draft cost four on
    // either backend: the version, the drafts, the history row and its
    // savepoint.) Then each draft writes: one statement
    // on PostgreSQL, three on SQLite (in the process, no round trip); no
    // savepoint, and nothing for a refused one.
    let per_draft = if backend == Backend::Postgres { 1 } else { 3 };
    let most = batches * 7 + drafts as u64 * per_draft;
    assert!(
        batches <= 4 && statements <= most,
        "{statements} statements for {commands} commands in {batches} batches (at most {most})"
    );
    // What was written is whole: ten drafts, ten history entries.
    let (_, r) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/orders"))
        .await;
    assert_eq!(r["drafts"].as_array().map(Vec::len), Some(drafts), "{r}");
    let (_, h) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/history?kind=draft"))
        .await;
    assert_eq!(h["events"].as_array().map(Vec::len), Some(drafts), "{h}");
}

/// The one statement hangs on the version it was decided over: over an
/// older version it writes nothing at all (PostgreSQL only: SQLite keeps
/// its three statements, checked by `campaigns::save_state`).
#[actix_web::test]
async fn one_statement_over_a_stale_version_writes_nothing() {
    if !crate::helpers::postgres_enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Postgres).await;
    let p = players(&app).await;
    let id = p.id as i64;
    let mut conn = app.pool.get().expect("connection");
    let states = bocage::store::campaigns::StateCache::default();
    let (version, state) = bocage::store::campaigns::load_for_update(&mut conn, &states, id)
        .expect("load")
        .expect("campaign");
    let count = |conn: &mut DbConn| -> i64 {
        use bocage::store::schema::events;
        use diesel::prelude::*;
        events::table
            .filter(events::campaign_id.eq(id))
            .count()
            .get_result(conn)
            .expect("count")
    };
    let before = count(&mut conn);
    let entry = bocage::rules::Entry::gm(bocage::rules::Event::CampaignStarted, "marker");
    let numbers = bocage::store::history::last_numbers(&mut conn, id).expect("numbers");
    let (rows, _) =
        bocage::store::history::new_events(&state, None, std::slice::from_ref(&entry), numbers);
    let DbConn::Postgresql(pg) = &mut *conn else {
        unreachable!()
    };
    let stale = bocage::store::drafting::save_drafts(pg, id, version - 1, &state, &rows);
    assert!(stale.is_err(), "a stale version is refused");
    assert_eq!(count(&mut conn), before, "no history row");
    let DbConn::Postgresql(pg) = &mut *conn else {
        unreachable!()
    };
    let saved = bocage::store::drafting::save_drafts(pg, id, version, &state, &rows).expect("save");
    assert_eq!(saved, version + 1);
    assert_eq!(count(&mut conn), before + 1, "its history row");
}

/// A draft that fails in the database after it began writing (here a
/// trigger refuses its history row) had no savepoint: its batch is rolled
/// back and applied again with one per command, so the drafts beside it
/// stand, and nothing of it was kept.
async fn a_draft_failing_after_it_wrote_takes_nothing_of_its_batch_with_it(backend: Backend) {
    let (app, p, units) = drafting(backend).await;
    let id = p.id;
    let poisoned = units[2];
    let mut conn = app.pool.get().expect("connection");
    let marker = format!("%\"units\":[{poisoned}]%");
    let trigger = match &*conn {
        DbConn::Postgresql(_) => format!(
            "CREATE FUNCTION refuse_marked() RETURNS trigger AS $$ BEGIN \
             IF NEW.payload LIKE '{marker}' THEN RAISE EXCEPTION 'refused by the test'; END IF; \
             RETURN NEW; END $$ LANGUAGE plpgsql; \
             CREATE TRIGGER refuse_marked BEFORE INSERT ON events FOR EACH ROW \
             EXECUTE FUNCTION refuse_marked();"
        ),
        DbConn::Sqlite(_) => format!(
            "CREATE TRIGGER refuse_marked BEFORE INSERT ON events \
             WHEN NEW.payload LIKE '{marker}' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END;"
        ),
    };
    conn.batch_execute(&trigger).expect("trigger");
    drop(conn);
    let writer = app.state.app.writer.clone().expect("a writer");
    let batches = writer.batches();
    let calls: Vec<(u64, bool)> = units.iter().take(5).map(|u| (*u, false)).collect();
    let statuses = draft_each(&app, &p, &calls).await;
    let failed: Vec<u16> = statuses.iter().copied().filter(|s| *s != 201).collect();
    assert_eq!(failed, vec![500], "{statuses:?}");
    assert!(writer.batches() - batches <= 4, "held, they came together");
    let (_, r) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/orders"))
        .await;
    let drafted: Vec<u64> = r["drafts"]
        .as_array()
        .expect("drafts")
        .iter()
        .flat_map(|d| d["units"].as_array().cloned().unwrap_or_default())
        .filter_map(|u| u.as_u64())
        .collect();
    assert_eq!(drafted.len(), 4, "{r}");
    assert!(!drafted.contains(&poisoned), "{r}");
    let (_, h) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/history?kind=draft"))
        .await;
    assert_eq!(h["events"].as_array().map(Vec::len), Some(4), "{h}");
    // The writer goes on: the next draft is taken.
    let (s, again) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [units[5]], "to": "F13"}),
        )
        .await;
    assert_eq!(s, 201, "{again}");
}
