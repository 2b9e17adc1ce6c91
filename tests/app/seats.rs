//! Campaigns that survive their people (#26), against a real SMTP listener:
//! the returning member's summary (R1.5), the clock ending an absence once,
//! an extension re-planning reminders (R5.10), and a handover that moves a
//! battalion with its record and briefs the newcomer (R1.6), all kept from
//! the other side.

use crate::api::{battalion, players, Players};
use crate::clock::tick;
use crate::helpers::{Backend, TestApp};
use crate::mail::{app_with_smtp, subject, Smtp};
use bocage::store::outbox;
use serde_json::json;

crate::per_backend!(
    a_returning_member_gets_one_summary_of_what_their_side_did,
    an_extension_replans_the_reminders,
    a_handover_moves_the_battalion_with_its_record_and_briefs_the_newcomer,
    the_record_is_read_by_its_member_and_the_gm_only,
    an_observer_takes_an_open_seat_and_commands_it,
    a_side_switcher_covers_nothing_of_the_old_side,
    mail_queued_for_a_side_is_dropped_once_its_reader_left_it,
);

async fn started(app: &TestApp) -> (Players, Vec<u64>) {
    let p = players(app).await;
    let (_, au) = battalion(
        app,
        &p,
        "1/8th Infantry",
        "us",
        "abc@example.com",
        "box:utah",
    )
    .await;
    battalion(app, &p, "X", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{}/start", p.id), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    (p, au)
}

pub async fn away(
    app: &TestApp,
    token: &str,
    id: i64,
    to: chrono::DateTime<chrono::Utc>,
    note: &str,
) {
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            token,
            &format!("/campaigns/{id}/absence"),
            Some(json!({"to": to.to_rfc3339(), "note": note})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
}

async fn a_returning_member_gets_one_summary_of_what_their_side_did(backend: Backend) {
    let smtp = Smtp::start();
    let app = app_with_smtp(backend, smtp.port).await;
    let (p, au) = started(&app).await;
    let id = p.id;
    let later = chrono::Utc::now() + chrono::Duration::days(3);
    away(&app, &p.bc_allies, id, later, "Fishing trip").await;
    // The enemy's own absence note must not reach the Allied summary.
    away(&app, &p.bc_axis, id, later, "AXIS-SECRET-NOTE").await;
    // While away, the HC drafts for the absent commander.
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [au[0]], "to": "F11"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (s, r) = app
        .api(
            reqwest::Method::DELETE,
            &p.bc_allies,
            &format!("/campaigns/{id}/absence"),
            None,
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let inbox = smtp
        .wait_for("the summary", |m| {
            m.iter().any(|x| subject(x).contains("Welcome back"))
        })
        .await;
    let summary: Vec<_> = inbox
        .iter()
        .filter(|m| subject(m).contains("Welcome back"))
        .collect();
    assert_eq!(summary.len(), 1, "one summary");
    let mail = summary[0];
    assert!(mail.to.iter().any(|t| t.contains("abc@")), "{:?}", mail.to);
    assert!(
        !mail.data.contains("Fishing trip"),
        "their own absence is no news"
    );
    assert!(mail.data.contains(" for "), "the deputy's draft for them");
    assert!(
        !mail.data.contains("AXIS-SECRET-NOTE"),
        "the enemy's absence"
    );
    // An absence that runs out ends by the clock, once, with its summary.
    let soon = chrono::Utc::now() + chrono::Duration::seconds(2);
    away(&app, &p.bc_allies, id, soon, "Short break").await;
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    let first = tick(&app).await;
    assert!(first.processed >= 1, "{first:?}");
    let again = tick(&app).await;
    let (_, h) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/history"))
        .await;
    let ended = h["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "absence_ended")
        .count();
    assert_eq!(
        ended, 2,
        "the back and the clock's end, each once ({again:?})"
    );
    smtp.wait_for("the second summary", |m| {
        m.iter()
            .filter(|x| subject(x).contains("Welcome back"))
            .count()
            >= 2
    })
    .await;
    let (_, h) = app
        .api_get(&p.axis_hc, &format!("/campaigns/{id}/history"))
        .await;
    let text = h.to_string();
    assert!(!text.contains("Fishing trip") && !text.contains("Short break"));
}

async fn an_extension_replans_the_reminders(backend: Backend) {
    let smtp = Smtp::start();
    let app = app_with_smtp(backend, smtp.port).await;
    let (p, _) = started(&app).await;
    let id = p.id;
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/schedule"),
            Some(json!({"at_deadline": "hold", "max_extension_hours": 48})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let deadline = chrono::Utc::now() + chrono::Duration::hours(30);
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/phase/deadline"),
            Some(json!({"deadline": deadline})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let reminders = |app: &TestApp| -> Vec<outbox::OutboxRow> {
        outbox::all(&mut app.pool.get().unwrap())
            .unwrap()
            .into_iter()
            .filter(|r| r.category == "reminder")
            .collect()
    };
    assert_eq!(reminders(&app).len(), 4, "24 h and 2 h, HC and BC");
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/phase/extensions"),
            json!({"hours": 24, "reason": "Battle still being played"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, me) = app.api_get(&p.bc_allies, "/me").await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/extensions/decide"),
            json!({"user": me["id"], "grant": true}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let all = reminders(&app);
    assert_eq!(all.iter().filter(|r| r.status == "cancelled").count(), 4);
    let pending: Vec<i64> = all
        .iter()
        .filter(|r| r.status == "pending")
        .map(|r| (r.send_after.and_utc() - deadline).num_minutes())
        .collect();
    // The new deadline is 24 h later: reminders 24 h and 2 h before it.
    assert_eq!(pending.len(), 4, "{pending:?}");
    assert!(
        pending
            .iter()
            .all(|m| (-2..=1).contains(m) || (22 * 60 - 2..=22 * 60 + 1).contains(m)),
        "{pending:?}"
    );
}

async fn a_handover_moves_the_battalion_with_its_record_and_briefs_the_newcomer(backend: Backend) {
    let smtp = Smtp::start();
    let app = app_with_smtp(backend, smtp.port).await;
    let (p, au) = started(&app).await;
    let id = p.id;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/members"),
            json!({"email": "carla@example.com", "role": "battalion_commander", "side": "allies"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let carla_id = r["user_id"].as_i64().unwrap();
    let carla = app.token_for(carla_id);
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let bn = c["battalions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["name"] == "1/8th Infantry")
        .unwrap()["id"]
        .as_u64()
        .unwrap();
    // The HC posts a directive first: the briefing carries it.
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/messages"),
            json!({"channel": "allies", "body": "Hold the causeway at all costs", "directive": true}),
        )
        .await;
    assert!((200..300).contains(&s), "{r}");
    // A battalion commander may not hand over; the enemy HC may not either.
    let hand = json!({"battalion": bn, "to": carla_id});
    let (s, _) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/handover"),
            hand.clone(),
        )
        .await;
    assert_eq!(s, 403);
    let (s, _) = app
        .api_post(
            &p.axis_hc,
            &format!("/campaigns/{id}/handover"),
            hand.clone(),
        )
        .await;
    assert_eq!(s, 403);
    let (s, r) = app
        .api_post(&p.allied_hc, &format!("/campaigns/{id}/handover"), hand)
        .await;
    assert_eq!(s, 200, "{r}");
    // The battalion moved with its units: Carla drafts with them, Bob not.
    let (s, r) = app
        .api_post(
            &carla,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [au[0]], "to": "F11"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (s, _) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [au[1]], "to": "F11"}),
        )
        .await;
    assert!(
        (400..500).contains(&s),
        "the former commander no longer drafts"
    );
    // The battalion's page shows the tenure to the side, not to the enemy.
    let page_path = format!("/campaigns/{id}/battalions/{bn}");
    let ours = app.page_as(&p.allied_hc, &page_path).await;
    assert!(ours.contains("Tenure:"), "the side reads the tenure");
    assert!(
        ours.contains(", round 1; ") && ours.contains("from round 1"),
        "the tenure reads Bob, round 1; Carla from round 1"
    );
    let theirs = app.page_as(&p.axis_hc, &page_path).await;
    assert!(!theirs.contains("Tenure:"), "the enemy does not");
    // The side's channel hears it; the enemy's history holds none of it.
    let (_, m) = app
        .api_get(
            &p.bc_allies,
            &format!("/campaigns/{id}/messages?channel=allies"),
        )
        .await;
    assert!(
        m.to_string().contains("takes command of 1/8th Infantry"),
        "{m}"
    );
    let (_, h) = app
        .api_get(&p.axis_hc, &format!("/campaigns/{id}/history"))
        .await;
    assert!(!h.to_string().contains("seat_handed_over"));
    // The newcomer's briefing: units, the deadline line, the directive.
    let inbox = smtp
        .wait_for("the briefing", |m| {
            m.iter().any(|x| subject(x).contains("Your briefing"))
        })
        .await;
    let brief = inbox
        .iter()
        .find(|x| subject(x).contains("Your briefing"))
        .unwrap();
    assert!(
        brief.to.iter().any(|t| t.contains("carla@")),
        "{:?}",
        brief.to
    );
    assert!(
        brief.data.contains("Your units (12"),
        "the battalion's units"
    );
    assert!(brief.data.contains("Hold the causeway at all costs"));
    assert!(brief.data.contains("fought no battle yet"));
}

async fn the_record_is_read_by_its_member_and_the_gm_only(backend: Backend) {
    let app = TestApp::spawn_with(backend, |s| s.server.clock_seconds = 3600).await;
    let (p, au) = started(&app).await;
    let id = p.id;
    let soon = chrono::Utc::now() + chrono::Duration::seconds(2);
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/phase/deadline"),
            Some(json!({"deadline": soon.to_rfc3339()})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [au[0]], "to": "F11"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    assert_eq!(tick(&app).await.processed, 1);
    let record = |token: String| {
        let path = format!("/campaigns/{id}/record");
        let app = &app;
        async move { app.api_get(&token, &path).await.1["records"].clone() }
    };
    // The HC left the drafts uncommitted: their miss, read by them and the GM.
    let own = record(p.allied_hc.clone()).await;
    assert_eq!(own.as_array().unwrap().len(), 1, "{own}");
    assert_eq!(own[0]["missed"], 1);
    let gm = record(p.gm.clone()).await;
    assert!(
        gm[0]["warning"]
            .as_str()
            .unwrap()
            .contains("of the last deadline: 1 missed"),
        "{gm}"
    );
    for other in [&p.axis_hc, &p.bc_allies, &p.observer] {
        assert_eq!(record(other.clone()).await, json!([]), "only one's own");
    }
    let page_path = format!("/campaigns/{id}");
    assert!(app
        .page_as(&p.gm, &page_path)
        .await
        .contains("of the last deadline: 1 missed"));
    assert!(app
        .page_as(&p.allied_hc, &page_path)
        .await
        .contains("Your record"));
    assert!(!app
        .page_as(&p.axis_hc, &page_path)
        .await
        .contains("id=\"reliability\""));
}

async fn an_observer_takes_an_open_seat_and_commands_it(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (p, au) = started(&app).await;
    let id = p.id;
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let bn = c["battalions"][0]["id"].as_u64().unwrap();
    // Nothing to take yet.
    let take = json!({"battalion": bn});
    let (s, r) = app
        .api_post(
            &p.observer,
            &format!("/campaigns/{id}/seats/take"),
            take.clone(),
        )
        .await;
    assert_eq!(s, 422, "{r}");
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/seats"),
            Some(json!({"battalion": bn, "open": true, "at_once": true})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    // Every member sees the open seat, the observer too, and may take it;
    // the enemy may not.
    let page_path = format!("/campaigns/{id}/seats");
    let seen = app.page_as(&p.observer, &page_path).await;
    assert!(seen.contains("1/8th Infantry") && seen.contains("Take command"));
    let enemy = app.page_as(&p.axis_hc, &page_path).await;
    assert!(enemy.contains("1/8th Infantry") && !enemy.contains("Take command"));
    let (s, _) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/seats/take"),
            take.clone(),
        )
        .await;
    assert_eq!(s, 403);
    let (s, r) = app
        .api_post(&p.observer, &format!("/campaigns/{id}/seats/take"), take)
        .await;
    assert_eq!(s, 200, "{r}");
    // The observer is now an Allied battalion commander and drafts with it.
    let (_, v) = app.api_get(&p.observer, &format!("/campaigns/{id}")).await;
    assert_eq!(
        v["my_roles"],
        json!([{"role": "battalion_commander", "side": "allies"}]),
        "{}",
        v["my_roles"]
    );
    let (s, r) = app
        .api_post(
            &p.observer,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [au[0]], "to": "F11"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    // A briefing waits in the outbox for the newcomer.
    let (_, me) = app.api_get(&p.observer, "/me").await;
    let briefed = outbox::all(&mut app.pool.get().unwrap())
        .unwrap()
        .into_iter()
        .any(|m| m.user_id == me["id"].as_i64() && m.subject.contains("Your briefing"));
    assert!(briefed, "the newcomer's briefing");
}

/// Adds `email` as a member and answers their token, membership id and
/// user id.
async fn member(
    app: &TestApp,
    p: &Players,
    email: &str,
    role: &str,
    side: &str,
) -> (String, i64, i64) {
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{}/members", p.id),
            json!({"email": email, "role": role, "side": side}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let user = r["user_id"].as_i64().unwrap();
    (app.token_for(user), membership_of(app, p, user).await, user)
}

async fn membership_of(app: &TestApp, p: &Players, user: i64) -> i64 {
    let (_, members) = app
        .api_get(&p.gm, &format!("/campaigns/{}/members", p.id))
        .await;
    members["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["user_id"] == user)
        .unwrap()["membership_id"]
        .as_i64()
        .unwrap()
}

/// Security review 4, item 1 (R1.5): the Axis HC names S deputy of
/// battalion X; the GM removes S and adds them again as an Allied battalion
/// commander; X's commander goes away; the Allies attack X. S may not
/// choose X's defenders, and reads nothing of the Axis absence.
async fn a_side_switcher_covers_nothing_of_the_old_side(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (p, _, x, bid) = crate::api::beach_attack(&app).await;
    let id = p.id;
    let (_, s_member, s_user) =
        member(&app, &p, "s@example.com", "battalion_commander", "axis").await;
    let (st, r) = app
        .api(
            reqwest::Method::PUT,
            &p.axis_hc,
            &format!("/campaigns/{id}/deputies"),
            Some(json!({"battalion": x, "deputy": s_user})),
        )
        .await;
    assert_eq!(st, 200, "{r}");
    let (st, r) = app
        .api(
            reqwest::Method::DELETE,
            &p.gm,
            &format!("/campaigns/{id}/members/{s_member}"),
            None,
        )
        .await;
    assert!(st < 300, "{r}");
    let (s_token, ..) = member(&app, &p, "s@example.com", "battalion_commander", "allies").await;
    let later = chrono::Utc::now() + chrono::Duration::days(3);
    away(&app, &p.bc_axis, id, later, "AXIS-AWAY-NOTE").await;
    let (_, c) = app.api_get(&p.axis_hc, &format!("/campaigns/{id}")).await;
    let xu: Vec<u64> = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["battalion"].as_u64() == Some(x))
        .filter_map(|u| u["id"].as_u64())
        .collect();
    let (_, acts) = app
        .api_get(&s_token, &format!("/campaigns/{id}/actions"))
        .await;
    assert_eq!(acts["covering"], json!([]), "{}", acts["covering"]);
    assert!(!acts.to_string().contains("AXIS-AWAY-NOTE"));
    let (st, r) = app
        .api_post(
            &s_token,
            &format!("/campaigns/{id}/battles/{bid}/defenders"),
            json!({"units": xu[..3]}),
        )
        .await;
    assert!(
        st == 403 || st == 422,
        "an Allied member chose the Axis defenders: {st} {r}"
    );
    // The Axis HC covers X by default.
    let (st, r) = app
        .api_post(
            &p.axis_hc,
            &format!("/campaigns/{id}/battles/{bid}/defenders"),
            json!({"units": xu[..3]}),
        )
        .await;
    assert_eq!(st, 200, "{r}");
    let (_, h) = app
        .api_get(&p.axis_hc, &format!("/campaigns/{id}/history"))
        .await;
    assert!(!h.to_string().contains("user for"), "{h}");
}

/// A notice queued for a side (here a digest held for its hour) is dropped
/// at delivery once its reader left that side (#40).
async fn mail_queued_for_a_side_is_dropped_once_its_reader_left_it(backend: Backend) {
    let smtp = Smtp::start();
    let app = app_with_smtp(backend, smtp.port).await;
    let p = players(&app).await;
    let id = p.id;
    member(&app, &p, "s@example.com", "battalion_commander", "axis").await;
    app.set_password("s@example.com", "s-password-12");
    let c = app.signed_in("s@example.com", "s-password-12").await;
    let r = app
        .post_form(&c, "/account/mail", &[("mode_message", "digest")])
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let (st, r) = app
        .api_post(
            &p.axis_hc,
            &format!("/campaigns/{id}/messages"),
            json!({"channel": "axis", "body": "AXIS-PLAN-SECRET"}),
        )
        .await;
    assert!(st < 300, "{r}");
    let held = |app: &TestApp| -> Vec<outbox::OutboxRow> {
        outbox::all(&mut app.pool.get().unwrap())
            .unwrap()
            .into_iter()
            .filter(|r| r.to_email == "s@example.com" && r.category == "message")
            .collect()
    };
    let rows = held(&app);
    assert_eq!(rows.len(), 1, "the side's message is held for S's digest");
    assert_eq!(rows[0].audience.as_deref(), Some("axis"));
    // S moves to the Allies (the same role added on the other side).
    member(&app, &p, "s@example.com", "battalion_commander", "allies").await;
    crate::mail::digests_due_now(&app);
    for _ in 0..100 {
        if held(&app).iter().all(|r| r.status != "digest") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(held(&app)[0].status, "cancelled");
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(
        !smtp
            .messages()
            .iter()
            .any(|m| m.to.iter().any(|t| t.contains("s@example.com"))
                && m.data.contains("AXIS-PLAN-SECRET")),
        "the Axis message reached a member now Allied"
    );
}
