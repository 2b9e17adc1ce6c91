//! The campaign's story (#27) through the API and the pages, on both
//! backends: statistics as JSON and CSV, the replay's data and its
//! viewpoints, side annotations, and the animated export.

use crate::api::beach_attack;
use crate::helpers::TestApp;
use serde_json::json;

crate::both_backends!(
    statistics_and_csv_count_a_played_round_per_reader,
    the_replay_shows_the_round_and_opens_viewpoints_at_the_end,
    annotations_stay_with_their_side,
);

async fn get(app: &TestApp, token: &str, path: &str) -> (u16, String, Vec<u8>) {
    app.get_bytes(token, path).await
}

/// The beach attack, its support (a ship), a result and the Allied turn
/// played out to the Axis combat move.
pub(crate) async fn played(app: &TestApp) -> (crate::api::Players, u64) {
    let (p, _, _, bid) = beach_attack(app).await;
    let id = p.id;
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/battles/{bid}/support"),
            json!({"ship": true}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let force = json!({"force": true, "reason": "test"});
    let advance = format!("/campaigns/{id}/phase/advance");
    app.api_post(&p.gm, &advance, force.clone()).await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "minor_victory"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    for _ in 0..4 {
        let (s, r) = app.api_post(&p.gm, &advance, force.clone()).await;
        assert_eq!(s, 200, "{r}");
    }
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    assert_eq!(
        (c["side"].as_str(), c["phase"].as_str()),
        (Some("axis"), Some("combat_move"))
    );
    (p, bid)
}

async fn statistics_and_csv_count_a_played_round_per_reader(app: &TestApp) {
    let (p, bid) = played(app).await;
    let id = p.id;
    let path = format!("/campaigns/{id}/stats");
    let (s, own) = app.api_get(&p.bc_allies, &path).await;
    assert_eq!(s, 200, "{own}");
    let turns = own["turns"].as_array().unwrap();
    assert_eq!(
        turns.len(),
        2,
        "the Allied turn and the Axis turn now: {own}"
    );
    let t = &turns[0];
    assert_eq!(
        (t["round"].as_u64(), t["side"].as_str()),
        (Some(1), Some("allies"))
    );
    assert_eq!(t["battles"], 1);
    assert_eq!(t["attacker_won"], 1);
    assert_eq!(
        t["losses"]["allies"], 1,
        "a Minor Victory costs the attacker 1 (R7.5)"
    );
    assert_eq!(t["losses"]["axis"], 2);
    assert_eq!(t["support"]["allies"]["ships"], 1, "the side's own support");
    assert!(
        t["support"]["axis"].is_null(),
        "the enemy's support is unknown"
    );
    assert_eq!(own["battles"][0]["id"], bid);
    assert!(
        t["battalions"]
            .as_array()
            .unwrap()
            .iter()
            .all(|b| b["name"] == "2/116th"),
        "only the reader's side's battalions: {t}"
    );
    // The enemy and the observer read no Allied support and no Allied
    // battalion.
    for token in [&p.bc_axis, &p.observer] {
        let (_, other) = app.api_get(token, &path).await;
        let t = &other["turns"][0];
        assert!(t["support"]["allies"].is_null(), "{t}");
        assert_eq!(t["losses"]["allies"], 1, "losses are public");
        assert!(!other.to_string().contains("2/116th"), "{other}");
    }
    // CSV: the documented columns, one row per turn; a hidden number is an
    // empty cell.
    let (s, ct, body) = get(app, &p.bc_axis, &format!("/api/v1{path}?format=csv")).await;
    assert_eq!(s, 200);
    assert!(ct.starts_with("text/csv"), "{ct}");
    let text = String::from_utf8(body).unwrap();
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(head, bocage::rules::stats::CSV_COLUMNS);
    let row: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| row[head.iter().position(|h| *h == name).unwrap()];
    assert_eq!(col("round"), "1");
    assert_eq!(col("turn"), "allies");
    assert_eq!(col("allied_losses"), "1");
    assert_eq!(col("allied_support_ships"), "", "hidden from the Axis");
    assert_eq!(lines.count(), 1);
    let (s, _, _) = get(app, &p.gm, &format!("/api/v1{path}?format=xml")).await;
    assert_eq!(s, 400);
    // The page: charts with their tables, and the CSV download.
    let (s, _, page) = get(app, &p.bc_allies, &path).await;
    let page = String::from_utf8(page).unwrap();
    assert_eq!(s, 200);
    for id in ["chart-strength", "chart-zones", "chart-battles"] {
        assert!(page.contains(id), "{id} missing");
    }
    assert!(page.contains("<svg") && page.contains("class=\"chart-data\""));
    let (s, _, csv) = get(app, &p.bc_allies, &format!("{path}.csv")).await;
    assert_eq!(s, 200);
    assert!(String::from_utf8(csv).unwrap().contains(",1,"));
}

async fn the_replay_shows_the_round_and_opens_viewpoints_at_the_end(app: &TestApp) {
    let (p, bid) = played(app).await;
    let id = p.id;
    let path = format!("/campaigns/{id}/replay");
    let (s, r) = app.api_get(&p.bc_allies, &path).await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["viewpoint"], "allies");
    assert_eq!(r["viewpoints"], json!(["allies"]));
    let frames = r["frames"].as_array().unwrap();
    assert_eq!(frames[0]["at"], "1.allies.combat_move");
    let arrow = &frames[0]["arrows"][0];
    assert_eq!(arrow["kind"], "attacked");
    assert_eq!(
        (arrow["from"].as_str(), arrow["to"].as_str()),
        (Some("box:omaha"), Some("F14"))
    );
    assert_eq!(frames[0]["battles"][0]["id"], bid);
    assert!(frames
        .iter()
        .any(|f| f["battles"][0]["outcome"] == "minor_victory"));
    // Another viewpoint waits for the end; the GM has them all.
    let (s, _) = app
        .api_get(&p.bc_allies, &format!("{path}?viewpoint=axis"))
        .await;
    assert_eq!(s, 403);
    let (s, _) = app
        .api_get(&p.bc_allies, &format!("{path}?viewpoint=sideways"))
        .await;
    assert_eq!(s, 400);
    let (s, g) = app.api_get(&p.gm, &format!("{path}?viewpoint=axis")).await;
    assert_eq!(s, 200);
    assert_eq!(g["viewpoints"].as_array().unwrap().len(), 4);
    // The page, a frame's SVG and the animated export.
    let (s, _, page) = get(app, &p.bc_allies, &path).await;
    let page = String::from_utf8(page).unwrap();
    assert_eq!(s, 200);
    assert!(page.contains("id=\"replay-map\"") && !page.contains("id=\"replay-viewpoint\""));
    let (s, ct, svg) = get(app, &p.bc_allies, &format!("{path}/frames/1")).await;
    assert_eq!(s, 200);
    assert!(ct.starts_with("image/svg+xml"));
    assert!(String::from_utf8(svg)
        .unwrap()
        .contains("class=\"arrow attacked allies\""));
    let (s, _, _) = get(app, &p.bc_allies, &format!("{path}/frames/999")).await;
    assert_eq!(s, 404);
    let (s, ct, gif) = get(app, &p.bc_allies, &format!("{path}.gif?round=1")).await;
    assert_eq!(s, 200);
    assert_eq!(ct, "image/gif");
    assert!(gif.starts_with(b"GIF89a"), "a GIF");
    let (s, _, _) = get(app, &p.bc_allies, &format!("{path}.gif?round=7")).await;
    assert_eq!(s, 404, "a round not played yet");
}

async fn annotations_stay_with_their_side(app: &TestApp) {
    let (p, _) = played(app).await;
    let id = p.id;
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/annotations"),
            json!({"shape": "arrow", "zone": "F14", "to": "F13", "text": "NOTE-ALLIED: hold"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let n = r["annotation"].as_u64().unwrap();
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/annotations"),
            json!({"shape": "circle", "zone": "F99"}),
        )
        .await;
    assert_eq!(s, 422, "{r}");
    assert_eq!(r["error"]["rule"], "R12.5");
    // The side's BC sees it in the view, on the map and in the history;
    // the enemy and the observer nowhere.
    let (_, v) = app.api_get(&p.bc_allies, &format!("/campaigns/{id}")).await;
    assert_eq!(v["annotations"][0]["text"], "NOTE-ALLIED: hold");
    let map = app
        .page_as(&p.bc_allies, &format!("/campaigns/{id}/map"))
        .await;
    assert!(map.contains("NOTE-ALLIED: hold") && map.contains("id=\"show-notes\""));
    let (_, h) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{id}/history"))
        .await;
    assert!(h.to_string().contains("annotated"));
    for token in [&p.bc_axis, &p.axis_hc, &p.observer] {
        let (_, v) = app.api_get(token, &format!("/campaigns/{id}")).await;
        assert_eq!(v["annotations"], json!([]));
        let map = app.page_as(token, &format!("/campaigns/{id}/map")).await;
        assert!(!map.contains("NOTE-ALLIED"));
        let (_, h) = app
            .api_get(token, &format!("/campaigns/{id}/history"))
            .await;
        assert!(!h.to_string().contains("annotated"), "{h}");
    }
    // The BC may not remove the HC's; the HC removes it by its form.
    let (s, _) = app
        .api(
            reqwest::Method::DELETE,
            &p.bc_allies,
            &format!("/campaigns/{id}/annotations/{n}"),
            None,
        )
        .await;
    assert_eq!(s, 403);
    let r = app
        .client()
        .post(app.url(&format!("/campaigns/{id}/annotations/{n}/remove")))
        .bearer_auth(&p.allied_hc)
        .form(&[("x", "")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let (_, v) = app.api_get(&p.bc_allies, &format!("/campaigns/{id}")).await;
    assert_eq!(v["annotations"], json!([]));
}
