//! Malformed input on every API endpoint answers 4xx with a message and
//! changes nothing; ids from elsewhere are refused.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use bocage::web::api::docs::endpoints;
use serde_json::{json, Value};

async fn export(app: &TestApp, gm: &str, id: i64) -> Value {
    let (s, doc) = app.api_get(gm, &format!("/campaigns/{id}/export")).await;
    assert_eq!(s, 200);
    doc
}

#[actix_web::test]
async fn malformed_input_on_every_endpoint_is_refused_and_changes_nothing() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = players(&app).await;
    let id = p.id;
    let (_, au) = battalion(&app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    let (x, _) = battalion(&app, &p, "X", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.api_post(
        &p.bc_allies,
        &format!("/campaigns/{id}/orders"),
        json!({"units": au[..3], "to": "F14", "target": x}),
    )
    .await;
    app.api_post(
        &p.allied_hc,
        &format!("/campaigns/{id}/orders/commit"),
        json!({}),
    )
    .await;
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let bid = c["battles"][0]["id"].as_u64().unwrap();
    let (_, d) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [au[5]], "to": "F14"}),
        )
        .await;
    let oid = d["draft"]["id"].as_u64().unwrap_or(1);
    let before = export(&app, &p.gm, id).await;
    let huge = "x".repeat(1_100_000);
    let bodies: Vec<(&str, Vec<u8>)> = vec![
        ("missing fields", b"{\"unexpected\": 1}".to_vec()),
        ("wrong types", br#"{"units": "all", "to": 14, "outcome": 3, "name": [], "side": 1, "email": {}, "deadline": "tomorrow", "force": "yes"}"#.to_vec()),
        ("negative numbers", br#"{"units": [-1], "to": "F14", "artillery": [-5], "attacker_losses": -1, "outcome": "draw", "name": "x", "nation": "us", "location": "F1", "rounds": -3}"#.to_vec()),
        ("huge numbers", br#"{"units": [99999999999999], "to": "F14", "defender_losses": 99999999999, "outcome": "draw", "stack_limit": 99999999999}"#.to_vec()),
        ("a 1 MB string", format!("{{\"name\": \"{huge}\", \"to\": \"{huge}\"}}").into_bytes()),
        ("invalid UTF-8", vec![b'{', b'"', 0xff, 0xfe, b'"', b':', b'1', b'}']),
        ("not JSON", b"units=1&to=F14".to_vec()),
        ("a 3 MB body", format!("{{\"name\": \"{}\"}}", "y".repeat(3_000_000)).into_bytes()),
    ];
    for (method, path, _) in bocage::web::api::table() {
        let takes_body = endpoints()
            .iter()
            .any(|e| e.method == method && e.path == format!("/api/v1{path}") && e.body.is_some());
        if method == "GET" || !takes_body {
            continue;
        }
        let url = path
            .replace("{id}", &id.to_string())
            .replace("{bid}", &bid.to_string())
            .replace("{oid}", &oid.to_string())
            .replace("{uid}", &au[0].to_string());
        for (what, body) in &bodies {
            let r = reqwest::Client::new()
                .request(method.parse().unwrap(), app.url(&format!("/api/v1{url}")))
                .bearer_auth(&p.gm)
                .header("content-type", "application/json")
                .body(body.clone())
                .send()
                .await
                .unwrap();
            let status = r.status().as_u16();
            let text = r.text().await.unwrap();
            assert!(
                (400..500).contains(&status),
                "{method} {path} with {what}: {status} {}",
                &text[..text.len().min(300)]
            );
            // Every refusal is the documented JSON error, 413 included.
            let v: Value = serde_json::from_str(&text).unwrap_or_else(|_| {
                panic!(
                    "{method} {path} with {what}: not JSON: {}",
                    &text[..text.len().min(200)]
                )
            });
            assert!(
                !v["error"]["message"]
                    .as_str()
                    .unwrap_or_default()
                    .is_empty(),
                "{method} {path} with {what}: no message"
            );
            if *what == "a 3 MB body" {
                assert_eq!(status, 413, "{method} {path}");
                assert_eq!(v["error"]["code"], "too_large", "{method} {path}");
            }
        }
    }
    assert_eq!(
        export(&app, &p.gm, id).await,
        before,
        "the database is unchanged"
    );
}

#[actix_web::test]
async fn ids_from_elsewhere_are_refused() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = players(&app).await;
    let id = p.id;
    let (_, au) = battalion(&app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    let (_, bu) = battalion(&app, &p, "B", "us", "ahc@example.com", "F13").await;
    let (x, xu) = battalion(&app, &p, "X", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    // A second campaign with its own units.
    let (_, other) = app
        .api_post(&p.gm, "/campaigns", json!({"name": "Elsewhere"}))
        .await;
    let other_id = other["id"].as_i64().unwrap();
    app.api_post(
        &p.gm,
        &format!("/campaigns/{other_id}/members"),
        json!({"email": "abc@example.com", "role": "battalion_commander", "side": "allies"}),
    )
    .await;
    let (_, ob) = app.api_post(&p.gm, &format!("/campaigns/{other_id}/battalions"), json!({"name": "O", "nation": "us", "location": "F13", "commander_email": "abc@example.com"})).await;
    let foreign: Vec<u64> = ob["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .filter(|u| !au.contains(u) && !bu.contains(u) && !xu.contains(u))
        .collect();
    let before = export(&app, &p.gm, id).await;
    let max_id = before["state"]["next_id"].as_u64().unwrap();
    let (s, e) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [max_id + 5], "to": "F14", "target": x}),
        )
        .await;
    assert_eq!(s, 404, "{e}");
    assert!(
        e["error"]["message"].as_str().unwrap().contains("no unit"),
        "{e}"
    );
    if let Some(f) = foreign.first() {
        let (s, _) = app
            .api_post(
                &p.bc_allies,
                &format!("/campaigns/{id}/orders"),
                json!({"units": [f + 1000], "to": "F14"}),
            )
            .await;
        assert!((400..500).contains(&s));
    }
    // Units of another battalion, and of the other side.
    let (s, e) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [bu[0]], "to": "F12"}),
        )
        .await;
    assert_eq!(s, 403, "{e}");
    assert!(e["error"]["message"]
        .as_str()
        .unwrap()
        .contains("which you do not command"));
    let (s, e) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [xu[0]], "to": "F13"}),
        )
        .await;
    assert_eq!((s, e["error"]["rule"].as_str()), (422, Some("R5.5")));
    // A battle id of another campaign.
    let (s, _) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/999/result"),
            json!({"outcome": "draw"}),
        )
        .await;
    assert_eq!(s, 404);
    assert_eq!(export(&app, &p.gm, id).await, before);
}

#[actix_web::test]
async fn malformed_forms_get_a_4xx_page() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = players(&app).await;
    let id = p.id;
    app.set_password("gm@example.com", "gm-password-1");
    let c = app.signed_in("gm@example.com", "gm-password-1").await;
    for (path, fields) in [
        (
            format!("/campaigns/{id}/setup/battalions"),
            vec![("name", "x")],
        ),
        (
            format!("/campaigns/{id}/setup/battalions"),
            vec![("name", "x"), ("nation", "martian"), ("location", "F1")],
        ),
        (
            format!("/campaigns/{id}/setup/params"),
            vec![("rounds", "-1")],
        ),
        (
            format!("/campaigns/{id}/setup/params"),
            vec![
                ("rounds", "10"),
                ("stack_limit", "12"),
                ("artillery_stack", "1"),
                ("move_range", "1"),
                ("max_battle_companies", "3"),
                ("naval_support", "3"),
                ("air_support_allies", "3"),
                ("air_support_axis", "1"),
                ("tables", "{not json"),
            ],
        ),
        (
            format!("/campaigns/{id}/orders"),
            vec![("units", "abc"), ("to", "F1")],
        ),
        (
            format!("/campaigns/{id}/phase/deadline"),
            vec![("deadline", "next tuesday")],
        ),
        (
            format!("/campaigns/{id}/battles/1/result"),
            vec![("outcome", "win")],
        ),
        (
            format!("/campaigns/{id}/members"),
            vec![("email", "nobody"), ("role", "king")],
        ),
        (
            format!("/campaigns/{id}/setup/import"),
            vec![("scenario", "{\"format\": 7}")],
        ),
    ] {
        let r = app.post_form(&c, &path, &fields).await;
        let status = r.status().as_u16();
        let body = r.text().await.unwrap();
        assert!((400..500).contains(&status), "{path} {fields:?}: {status}");
        // The page the form is on, with the reason above the form (or, for
        // what cannot be corrected there, the error page).
        assert!(
            body.contains("<html")
                && (body.contains("Not done:") || body.contains("class=\"message\"")),
            "{path}: a styled page with a message"
        );
    }
}

/// Oversized bodies: 413 everywhere, the styled page for forms (also when
/// the CSRF check is the first to read the form), JSON for the API.
#[actix_web::test]
async fn oversized_bodies_answer_413_in_the_documented_shape() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = players(&app).await;
    let id = p.id;
    app.set_password("gm@example.com", "gm-password-1");
    let c = app.signed_in("gm@example.com", "gm-password-1").await;
    let huge = "z".repeat(1_000_000);
    for path in [
        "/account/profile".to_string(),
        format!("/campaigns/{id}/setup/import"),
        format!("/campaigns/{id}/orders"),
    ] {
        let r = app
            .post_form(
                &c,
                &path,
                &[("display_name", huge.as_str()), ("scenario", huge.as_str())],
            )
            .await;
        assert_eq!(r.status().as_u16(), 413, "{path}");
        let body = r.text().await.unwrap();
        assert!(
            body.contains("<html") && body.contains("Nothing was changed"),
            "{path}: the styled page"
        );
    }
    let big_file = "w".repeat(300 * 1024);
    for (path, body) in [
        (format!("/campaigns/{id}/commands"), big_file.clone()),
        (
            format!("/campaigns/{id}/orders"),
            format!("{{\"to\": \"{}\"}}", "v".repeat(2_100_000)),
        ),
        ("/campaigns/import".to_string(), big_file),
    ] {
        let r = reqwest::Client::new()
            .post(app.url(&format!("/api/v1{path}")))
            .bearer_auth(&p.gm)
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 413, "{path}");
        let v: Value = r.json().await.unwrap();
        assert_eq!(v["error"]["code"], "too_large", "{path}");
    }
    let (_, page) = app.get_text(&c, "/account").await;
    assert!(!page.contains("zzzz"), "nothing was changed");
}

crate::per_backend!(conditions_have_one_length_limit_on_both_faces);

/// The review found the API taking 100,000-character conditions where the
/// page took 300. The limit lives in the command (R7.4), so both faces
/// refuse alike and change nothing.
async fn conditions_have_one_length_limit_on_both_faces(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (p, _, _, bid) = crate::api::beach_attack(&app).await;
    let id = p.id;
    let long = "r".repeat(100_000);
    let path = format!("/campaigns/{id}/battles/{bid}/conditions");
    let (s, e) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &path,
            Some(json!({"time_of_day": "dawn", "weather": long, "ground": "dry"})),
        )
        .await;
    assert_eq!(s, 422, "{e}");
    assert_eq!(e["error"]["rule"], "R7.4");
    assert!(e["error"]["message"]
        .as_str()
        .unwrap()
        .contains("300 characters"));
    let (s, e) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &path,
            Some(json!({"time_of_day": "dawn", "weather": "r".repeat(300), "ground": "dry"})),
        )
        .await;
    assert_eq!(s, 200, "300 characters are allowed: {e}");
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let r = app
        .post_form(
            &gm,
            &path,
            &[
                ("time_of_day", "dusk"),
                ("weather", &"s".repeat(301)),
                ("ground", "wet"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    assert!(r.text().await.unwrap().contains("300 characters"));
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    assert_eq!(
        c["battles"][0]["conditions"]["time_of_day"], "dawn",
        "the refusals changed nothing"
    );
}
