//! The JSON API: a whole turn, error shapes, concurrency.

use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::{json, Value};

both_backends!(
    a_whole_turn_through_the_api,
    errors_have_one_shape_and_change_nothing,
    fifty_parallel_drafts_into_one_zone_never_exceed_the_stack_limit,
    a_hundred_parallel_drafts_from_many_battalions_never_exceed_the_stack_limit,
    undo_restores_the_previous_phase,
    docs_and_openapi_describe_every_route,
    prefer_return_minimal_leaves_the_campaign_out,
    drafts_are_saved_apart_from_the_campaign_document,
);

pub struct Players {
    pub id: i64,
    pub gm: String,
    pub allied_hc: String,
    pub axis_hc: String,
    pub bc_allies: String,
    pub bc_axis: String,
    pub observer: String,
}

/// Creates a campaign through the API with four players and an observer.
pub async fn players(app: &TestApp) -> Players {
    let (_, gm) = app.user_with_token("gm@example.com", true);
    let (s, c) = app
        .api_post(
            &gm,
            "/campaigns",
            json!({"name": "API war", "start_date": "1944-06-06"}),
        )
        .await;
    assert_eq!(s, 201, "{c}");
    let id = c["id"].as_i64().unwrap();
    let mut tokens = Vec::new();
    for (email, role, side) in [
        ("ahc@example.com", "high_commander", Some("allies")),
        ("xhc@example.com", "high_commander", Some("axis")),
        ("abc@example.com", "battalion_commander", Some("allies")),
        ("xbc@example.com", "battalion_commander", Some("axis")),
        ("obs@example.com", "observer", None),
    ] {
        let (s, r) = app
            .api_post(
                &gm,
                &format!("/campaigns/{id}/members"),
                json!({"email": email, "role": role, "side": side}),
            )
            .await;
        assert_eq!(s, 201, "{r}");
        tokens.push(app.token_for(r["user_id"].as_i64().unwrap()));
    }
    let [allied_hc, axis_hc, bc_allies, bc_axis, observer]: [String; 5] =
        tokens.try_into().unwrap();
    Players {
        id,
        gm,
        allied_hc,
        axis_hc,
        bc_allies,
        bc_axis,
        observer,
    }
}

/// The GM forces `times` phase advances; the last answer.
pub async fn force_advance(app: &TestApp, p: &Players, times: usize) -> Value {
    let mut last = json!({});
    for _ in 0..times {
        let (s, r) = app
            .api_post(
                &p.gm,
                &format!("/campaigns/{}/phase/advance", p.id),
                json!({"force": true, "reason": "test"}),
            )
            .await;
        assert_eq!(s, 200, "{r}");
        last = r;
    }
    last
}

/// The GM sets the running phase's deadline `days` from now.
pub async fn set_deadline(app: &TestApp, p: &Players, days: i64) {
    let deadline = (chrono::Utc::now() + chrono::Duration::days(days)).to_rfc3339();
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{}/phase/deadline", p.id),
            Some(json!({"deadline": deadline})),
        )
        .await;
    assert!(s < 300, "{r}");
}

pub async fn battalion(
    app: &TestApp,
    p: &Players,
    name: &str,
    nation: &str,
    commander: &str,
    at: &str,
) -> (u64, Vec<u64>) {
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{}/battalions", p.id),
            json!({"name": name, "nation": nation, "commander_email": commander, "location": at}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    (
        r["battalion"].as_u64().unwrap(),
        r["units"]
            .as_array()
            .unwrap()
            .iter()
            .map(|u| u.as_u64().unwrap())
            .collect(),
    )
}

fn unit_class(c: &Value, id: u64) -> String {
    c["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["id"] == id)
        .unwrap()["class"]
        .as_str()
        .unwrap()
        .to_string()
}

fn zone<'a>(c: &'a Value, z: &str) -> &'a Value {
    c["zones"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["id"] == z)
        .unwrap()
}

async fn a_whole_turn_through_the_api(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (a, a_units) = battalion(app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    let (x, x_units) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let c = &r["campaign"];
    assert_eq!(
        (
            c["status"].as_str(),
            c["round"].as_u64(),
            c["side"].as_str(),
            c["phase"].as_str()
        ),
        (Some("active"), Some(1), Some("allies"), Some("combat_move"))
    );

    // R6.4 through the API: four companies are refused with the rule id.
    let companies: Vec<u64> = a_units
        .iter()
        .copied()
        .filter(|u| unit_class(c, *u) == "company")
        .collect();
    let platoons: Vec<u64> = a_units
        .iter()
        .copied()
        .filter(|u| unit_class(c, *u) == "platoon")
        .collect();
    let (s, e) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": companies[..4], "to": "F14", "target": x}),
        )
        .await;
    assert_eq!(s, 422);
    assert_eq!(e["error"]["code"], "rule_violation");
    assert_eq!(e["error"]["rule"], "R6.4");
    // The enemy BC may not draft in the Allied turn.
    let (s, e) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [x_units[0]], "to": "F13"}),
        )
        .await;
    assert_eq!((s, e["error"]["rule"].as_str()), (422, Some("R5.5")));

    let attackers: Vec<u64> = companies[..3]
        .iter()
        .chain(platoons[..2].iter())
        .copied()
        .collect();
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": attackers, "to": "F14", "target": x}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let draft_id = r["draft"]["id"].as_u64().unwrap();
    // Drafts are visible to the side and never to the enemy.
    let (_, ours) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/orders"))
        .await;
    let (_, theirs) = app
        .api_get(&p.bc_axis, &format!("/campaigns/{id}/orders"))
        .await;
    assert_eq!(ours["drafts"][0]["id"].as_u64(), Some(draft_id));
    assert_eq!(theirs["drafts"].as_array().unwrap().len(), 0);
    let (_, hist) = app
        .api_get(&p.bc_axis, &format!("/campaigns/{id}/history"))
        .await;
    assert!(
        !hist.to_string().contains("drafted"),
        "enemy drafts stay hidden in the history"
    );
    // Only the HC commits.
    let (s, _) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
    assert_eq!(s, 403);
    let commit = format!("/campaigns/{id}/orders/commit");
    let (s, _) = app.api_post(&p.axis_hc, &commit, json!({})).await;
    assert_eq!(s, 403, "the enemy HC cannot commit the Allied orders");
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let c = &r["campaign"];
    assert_eq!(zone(c, "F14")["state"], "contested");
    let battle = c["battles"][0].clone();
    let bid = battle["id"].as_u64().unwrap();
    assert_eq!(
        (
            battle["status"].as_str(),
            battle["defenders_required"].as_u64()
        ),
        (Some("awaiting_defenders"), Some(5))
    );
    // Hidden information: the defender does not see the attacker's unit names.
    let (_, seen_by_axis) = app
        .api_get(&p.bc_axis, &format!("/campaigns/{id}/battles/{bid}"))
        .await;
    assert!(seen_by_axis["attacker_unit_names"].is_null());
    assert!(!seen_by_axis.to_string().contains("Rifle Company"));

    // Defenders (R7.1), then the GM moves on.
    let (s, e) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/defenders"),
            json!({"units": x_units[..2]}),
        )
        .await;
    assert_eq!((s, e["error"]["rule"].as_str()), (422, Some("R7.1")));
    // A full battalion fields 5 against 5: 3 companies and 2 platoons (x_units[9..] are platoons).
    let four_companies: Vec<u64> = x_units[..4]
        .iter()
        .chain(x_units[9..10].iter())
        .copied()
        .collect();
    let (s, e) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/defenders"),
            json!({"units": four_companies}),
        )
        .await;
    assert_eq!((s, e["error"]["rule"].as_str()), (422, Some("R6.4")));
    let defenders: Vec<u64> = x_units[..3]
        .iter()
        .chain(x_units[9..11].iter())
        .copied()
        .collect();
    let (s, r) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/defenders"),
            json!({"units": defenders}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, _) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/phase/advance"),
            json!({}),
        )
        .await;
    assert_eq!(s, 403, "only the GM advances");
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/phase/advance"), json!({}))
        .await;
    assert_eq!(
        (s, r["campaign"]["phase"].as_str()),
        (200, Some("combat_resolution"))
    );
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "minor_victory"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let res = &r["campaign"]["battles"][0]["result"];
    assert_eq!(
        (
            res["attacker_losses"].as_u64(),
            res["defender_losses"].as_u64()
        ),
        (Some(1), Some(2))
    );
    app.api_post(&p.gm, &format!("/campaigns/{id}/phase/advance"), json!({}))
        .await;
    // Casualties (R8.1): exact count, own battle units only.
    let (s, e) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/casualties"),
            json!({"units": [x_units[0]]}),
        )
        .await;
    assert_eq!((s, e["error"]["rule"].as_str()), (422, Some("R8.1")));
    let (s, _) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/casualties"),
            json!({"units": x_units[..2]}),
        )
        .await;
    assert_eq!(s, 200);
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/battles/{bid}/casualties"),
            json!({"units": [platoons[0]]}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let c = &r["campaign"];
    assert_eq!(c["battles"][0]["status"], "closed");
    let destroyed = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["destroyed"] == true)
        .count();
    assert_eq!(destroyed, 3);
    assert_eq!(zone(c, "F14")["state"], "contested");
    assert_eq!(zone(c, "F14")["units"]["allies"], 4);
    // Observers read and never act.
    let (s, _) = app.api_get(&p.observer, &format!("/campaigns/{id}")).await;
    assert_eq!(s, 200);
    let (s, _) = app
        .api_post(
            &p.observer,
            &format!("/campaigns/{id}/phase/advance"),
            json!({}),
        )
        .await;
    assert_eq!(s, 403);
    // The history has every step.
    let (_, hist) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/history"))
        .await;
    let kinds: Vec<&str> = hist["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    for k in [
        "campaign_started",
        "orders_committed",
        "battle_created",
        "defenders_chosen",
        "phase_advanced",
        "result_entered",
        "casualties_chosen",
        "battle_closed",
    ] {
        assert!(kinds.contains(&k), "{k} missing from {kinds:?}");
    }
    let _ = a;
}

async fn errors_have_one_shape_and_change_nothing(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    battalion(app, &p, "A", "us", "abc@example.com", "F13").await;
    let (_, before) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    // 400: malformed JSON and wrong types.
    let r = reqwest::Client::new()
        .post(app.url(&format!("/api/v1/campaigns/{id}/battalions")))
        .bearer_auth(&p.gm)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 400);
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["error"]["code"], "bad_request");
    let (s, e) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battalions"),
            json!({"name": "B", "nation": "martians", "location": "F1"}),
        )
        .await;
    assert_eq!((s, e["error"]["code"].as_str()), (400, Some("bad_request")));
    let (s, _) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [-1], "to": "F1"}),
        )
        .await;
    assert_eq!(s, 400);
    // 401 without a token, 404 for a stranger, 422 for a bad place.
    let r = reqwest::Client::new()
        .get(app.url(&format!("/api/v1/campaigns/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 401);
    let (_, stranger) = app.user_with_token("stranger@example.com", false);
    let (s, e) = app.api_get(&stranger, &format!("/campaigns/{id}")).await;
    assert_eq!((s, e["error"]["code"].as_str()), (404, Some("not_found")));
    let (s, _) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battalions"),
            json!({"name": "B", "nation": "us", "location": "F99"}),
        )
        .await;
    assert_eq!(s, 404);
    let (s, _) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battalions"),
            json!({"name": "", "nation": "us", "location": "F1"}),
        )
        .await;
    assert_eq!(s, 422);
    let (_, after) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    assert_eq!(before, after, "nothing changed");
}

async fn fifty_parallel_drafts_into_one_zone_never_exceed_the_stack_limit(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let mut units = Vec::new();
    for z in ["F11", "F12", "F14", "F20", "F21"] {
        let (_, u) = battalion(app, &p, &format!("Bn {z}"), "us", "abc@example.com", z).await;
        units.extend(u.into_iter().take(10));
    }
    battalion(app, &p, "X", "heer", "xbc@example.com", "F40").await;
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
    let calls = units.iter().take(50).map(|u| {
        let token = if u % 2 == 0 {
            p.bc_allies.clone()
        } else {
            p.allied_hc.clone()
        };
        let body = json!({"units": [u], "to": "F13"});
        let path = format!("/campaigns/{id}/orders");
        async move { app.api_post(&token, &path, body).await }
    });
    let results = futures_util::future::join_all(calls).await;
    let statuses: Vec<u16> = results.iter().map(|(s, _)| *s).collect();
    assert!(
        statuses.iter().all(|s| *s == 201 || *s == 422),
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == 201).count(),
        12,
        "{statuses:?}"
    );
    let refusal = results.iter().find(|(s, _)| *s == 422).unwrap();
    assert_eq!(refusal.1["error"]["rule"], "R4.1");
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(zone(&r["campaign"], "F13")["units"]["allies"], 12);
    // The drafts went through the writer's batches, which carry the newest
    // history numbers from one change to the next: every reader's entries
    // are still numbered 1, 2, 3 ... with no gap and no repeat (R12.1).
    for token in [&p.gm, &p.bc_allies, &p.bc_axis, &p.observer] {
        let (_, h) = app
            .api_get(token, &format!("/campaigns/{id}/history?limit=1000"))
            .await;
        let ids: Vec<u64> = h["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["id"].as_u64().unwrap())
            .collect();
        let n = ids.len() as u64;
        assert_eq!(ids, (1..=n).rev().collect::<Vec<_>>());
    }
}

async fn undo_restores_the_previous_phase(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    battalion(app, &p, "A", "us", "abc@example.com", "F13").await;
    battalion(app, &p, "X", "heer", "xbc@example.com", "F40").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/phase/undo"), json!({}))
        .await;
    assert_eq!((s, r["error"]["rule"].as_str()), (422, Some("R12.2")));
    app.api_post(&p.gm, &format!("/campaigns/{id}/phase/advance"), json!({}))
        .await;
    let (s, _) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/phase/undo"),
            json!({}),
        )
        .await;
    assert_eq!(s, 403);
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/phase/undo"), json!({}))
        .await;
    assert_eq!(
        (s, r["campaign"]["phase"].as_str()),
        (200, Some("combat_move"))
    );
    let (_, hist) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/history?kind=phase_undone"))
        .await;
    assert_eq!(
        hist["events"].as_array().unwrap().len(),
        1,
        "the undo is itself recorded"
    );
}

async fn docs_and_openapi_describe_every_route(app: &TestApp) {
    let (s, page) = app.get_text(&app.client(), "/api/v1/docs").await;
    assert_eq!(s, 200);
    let (_, spec) = app.get_text(&app.client(), "/api/v1/openapi.json").await;
    let spec: Value = serde_json::from_str(&spec).unwrap();
    assert_eq!(spec["openapi"], "3.1.0");
    for e in bocage::web::api::docs::endpoints() {
        assert!(
            page.contains(&format!("{} {}", e.method, e.path)),
            "{} {} missing from the docs page",
            e.method,
            e.path
        );
        let path = e.path.trim_start_matches("/api/v1");
        assert!(
            spec["paths"][path][e.method.to_lowercase()].is_object(),
            "{path} missing from openapi"
        );
        if let Some(b) = e.body {
            assert!(
                serde_json::from_str::<Value>(b).is_ok(),
                "request example of {} {} is not JSON",
                e.method,
                e.path
            );
        }
    }
}

async fn a_hundred_parallel_drafts_from_many_battalions_never_exceed_the_stack_limit(
    app: &TestApp,
) {
    let p = players(app).await;
    let id = p.id;
    let mut units = Vec::new();
    for z in ["F11", "F12", "F14", "F20", "F21"] {
        let (_, u) = battalion(app, &p, &format!("Bn {z}"), "us", "abc@example.com", z).await;
        units.extend(u);
    }
    battalion(app, &p, "X", "heer", "xbc@example.com", "F40").await;
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
    // 60 units of five battalions, 40 of them asked for twice: 100 requests at once.
    let picks: Vec<u64> = units
        .iter()
        .copied()
        .chain(units.iter().copied().take(40))
        .collect();
    assert_eq!(picks.len(), 100);
    let calls = picks.iter().map(|u| {
        let body = json!({"units": [u], "to": "F13"});
        let path = format!("/campaigns/{id}/orders");
        let token = p.allied_hc.clone();
        async move { app.api_post(&token, &path, body).await }
    });
    let results = futures_util::future::join_all(calls).await;
    let statuses: Vec<u16> = results.iter().map(|(s, _)| *s).collect();
    assert!(
        statuses.iter().all(|s| *s == 201 || *s == 422),
        "never a 5xx: {statuses:?}"
    );
    assert_eq!(statuses.iter().filter(|s| **s == 201).count(), 12);
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    assert_eq!(c["drafts"].as_array().unwrap().len(), 12);
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(zone(&r["campaign"], "F13")["units"]["allies"], 12);
}

/// A started campaign: a US battalion in F13 (its units returned), a German
/// one far away in F30.
async fn started_with_us_in_f13(app: &TestApp) -> (Players, Vec<u64>) {
    let p = players(app).await;
    let (_, units) = battalion(app, &p, "2/116th", "us", "abc@example.com", "F13").await;
    battalion(app, &p, "I./916", "heer", "xbc@example.com", "F30").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{}/start", p.id), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    (p, units)
}

/// RFC 7240: `Prefer: return=minimal` answers a change without the campaign;
/// the change is made all the same, and the next read shows it.
async fn prefer_return_minimal_leaves_the_campaign_out(app: &TestApp) {
    let (p, units) = started_with_us_in_f13(app).await;
    let draft = |prefer: &'static str, unit: u64| {
        app.client()
            .post(app.url(&format!("/api/v1/campaigns/{}/orders", p.id)))
            .bearer_auth(&p.bc_allies)
            .header("prefer", prefer)
            .json(&json!({"units": [unit], "to": "F12"}))
            .send()
    };
    let r = draft("return=minimal", units[0]).await.unwrap();
    assert_eq!(r.status(), 201);
    assert_eq!(
        r.headers()
            .get("preference-applied")
            .and_then(|v| v.to_str().ok()),
        Some("return=minimal")
    );
    let body: Value = r.json().await.unwrap();
    assert!(body.get("campaign").is_none(), "{body}");
    assert_eq!(body["draft"]["units"], json!([units[0]]));
    assert_eq!(body["events"][0]["kind"], "draft");
    let first = body["draft"]["id"].clone();
    // Without the preference the campaign comes back, with both drafts.
    let r = draft("respond-async", units[1]).await.unwrap();
    assert_eq!(r.status(), 201);
    assert!(r.headers().get("preference-applied").is_none());
    let body: Value = r.json().await.unwrap();
    let ids: Vec<&Value> = body["campaign"]["drafts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| &d["id"])
        .collect();
    assert_eq!(ids, vec![&first, &body["draft"]["id"]]);
    // A refused change answers its error either way and changes nothing.
    let r = draft("return=minimal", units[0]).await.unwrap();
    assert_eq!(r.status(), 422);
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{}", p.id)).await;
    assert_eq!(c["drafts"].as_array().unwrap().len(), 2);
}

/// A draft writes the drafted moves alone; the campaign document is written
/// again when something else changes, and every read joins the two.
async fn drafts_are_saved_apart_from_the_campaign_document(app: &TestApp) {
    use bocage::store::campaigns as cstore;
    let (p, units) = started_with_us_in_f13(app).await;
    let row = || {
        let mut c = app.pool.get().unwrap();
        let row = cstore::find(&mut c, p.id).unwrap().unwrap();
        let state = cstore::state_of(&mut c, &row).unwrap();
        (row.version, cstore::document(&mut c, p.id).unwrap(), state)
    };
    let (version, document, _) = row();
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{}/orders", p.id),
            json!({"units": [units[0], units[1]], "to": "F12"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (after, after_document, state) = row();
    assert_eq!(after, version + 1);
    assert_eq!(after_document, document, "the document is not rewritten");
    assert_eq!(state.drafts.len(), 1);
    assert_eq!(
        state.drafts[0].units,
        vec![units[0] as u32, units[1] as u32]
    );
    assert_eq!(json!(state.drafts[0].id), r["draft"]["id"]);
    // A fresh reader (no cache) sees the same campaign as the API.
    let (_, api) = app.api_get(&p.gm, &format!("/campaigns/{}", p.id)).await;
    assert_eq!(api["drafts"], json!(state.drafts));
    // Committing moves the units: the document is written again.
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{}/orders/commit", p.id),
            json!({}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, committed, state) = row();
    assert_ne!(committed, document);
    assert!(state.drafts.is_empty());
    assert_eq!(
        state.unit(units[0] as u32).unwrap().location.to_string(),
        "F12"
    );
}

/// A battle to play: A (US) in the Omaha launch box and X (Heer) in F14;
/// started; A's first three units attack X in F14 and the Allied HC
/// commits. (players, A's units, X, the battle.)
pub async fn beach_attack(app: &TestApp) -> (Players, Vec<u64>, u64, u64) {
    let p = players(app).await;
    let id = p.id;
    let (_, au) = battalion(app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    let (x, _) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": au[..3], "to": "F14", "target": x}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let bid = c["battles"][0]["id"].as_u64().expect("a battle");
    (p, au, x, bid)
}

/// The GM gives the running phase a schedule that takes requests for more
/// time (up to 24 hours, R5.10) and a deadline 20 hours away.
pub async fn extensions_open(app: &TestApp, p: &Players) {
    let id = p.id;
    let schedule = json!({"combat_move": 48, "at_deadline": "hold", "early_advance": false, "max_extension_hours": 24});
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/schedule"),
            Some(schedule),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let at = chrono::Utc::now() + chrono::Duration::hours(20);
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/phase/deadline"),
            Some(json!({"deadline": at.to_rfc3339()})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
}
