//! #43: a command that breaks several rules answers every one at once, in
//! the API (`problems`, the first also as `rule`) and on the form's page
//! (listed above the form, the form still filled), and changes nothing.

use crate::api::{battalion, players};
use crate::helpers::TestApp;
use serde_json::json;

crate::both_backends!(an_order_breaking_three_rules_is_refused_with_all_three);
crate::both_backends!(an_extension_request_breaking_three_rules_is_refused_with_all_three);

async fn an_order_breaking_three_rules_is_refused_with_all_three(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, b_units) = battalion(app, &p, "1/501st", "us", "abc@example.com", "F13").await;
    let (x, _) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/support"),
            json!({"side": "allies", "class": "artillery", "name": "105mm", "location": "F13"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let guns = r["unit"].as_u64().expect("the guns' id");
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    // The first four units of a battalion are its companies.
    let mut units: Vec<u64> = b_units[..4].to_vec();
    units.push(guns);
    let body = json!({"units": units, "to": "F14", "target": x});
    let (s, r) = app
        .api_post(&p.allied_hc, &format!("/campaigns/{id}/orders"), body)
        .await;
    assert_eq!(s, 422, "{r}");
    let problems = r["error"]["problems"].as_array().expect("problems");
    let rules: Vec<&str> = problems.iter().filter_map(|p| p["rule"].as_str()).collect();
    for rule in ["R6.6", "R6.5", "R6.4"] {
        assert!(rules.contains(&rule), "{rule} missing: {r}");
    }
    assert_eq!(r["error"]["rule"], problems[0]["rule"], "{r}");
    // The same on the orders form: every problem listed above the form.
    app.set_password("ahc@example.com", "hc-password-1");
    let c = app.signed_in("ahc@example.com", "hc-password-1").await;
    let mut fields: Vec<(&str, String)> = units.iter().map(|u| ("units", u.to_string())).collect();
    fields.push(("to", format!("F14@{x}")));
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let page = app
        .post_form(&c, &format!("/campaigns/{id}/orders"), &fields)
        .await;
    assert_eq!(page.status().as_u16(), 422);
    let html = page.text().await.unwrap();
    let at = html
        .find("class=\"flash error refusal\"")
        .expect("the refusal at the form");
    let note = &html[at..at + html[at..].find("</div>").expect("a list")];
    for rule in ["(R6.6)", "(R6.5)", "(R6.4)"] {
        assert!(note.contains(rule), "{rule} missing: {note}");
    }
    // Each rule cited links to its text on the rules page.
    for id in ["R6.6", "R6.5", "R6.4"] {
        let link = format!(r#"<a href="/rules#{id}">{id}</a>"#);
        assert!(html[at..].contains(&link), "{link} missing");
    }
    let (s, rules) = app.get_text(&c, "/rules").await;
    assert_eq!(s, 200);
    assert!(rules.contains(r#"<li id="R6.4">"#), "the rule's address");
    let (_, drafts) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/orders"))
        .await;
    assert_eq!(drafts["drafts"], json!([]), "nothing drafted: {drafts}");
}

async fn an_extension_request_breaking_three_rules_is_refused_with_all_three(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    battalion(app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    battalion(app, &p, "X", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    crate::api::extensions_open(app, &p).await;
    let path = format!("/campaigns/{id}/phase/extensions");
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &path,
            json!({"hours": 6, "reason": "battle running"}),
        )
        .await;
    assert!(s < 300, "{r}");
    let (s, r) = app
        .api_post(&p.bc_allies, &path, json!({"hours": 99, "reason": ""}))
        .await;
    assert_eq!(s, 422, "{r}");
    let problems = r["error"]["problems"].as_array().expect("problems");
    assert_eq!(problems.len(), 3, "{r}");
    assert!(problems.iter().all(|p| p["rule"] == "R5.10"), "{r}");
    app.set_password("abc@example.com", "bc-password-1");
    let c = app.signed_in("abc@example.com", "bc-password-1").await;
    let page = app
        .post_form(&c, &path, &[("hours", "99"), ("reason", "")])
        .await;
    assert_eq!(page.status().as_u16(), 422);
    let html = page.text().await.unwrap();
    // Once asked, the form is gone from the page: the page lists them.
    let at = html
        .find("class=\"flash error message\"")
        .expect("the refusal");
    let note = &html[at..at + html[at..].find("</div>").expect("a list")];
    assert_eq!(note.matches("<li>").count(), 3, "{note}");
    for words in [
        "asked already",
        "Ask for 1 to 24 hours, not 99",
        "Give the GM a reason",
    ] {
        assert!(html.contains(words), "{words} missing");
    }
}
