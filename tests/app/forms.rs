//! Forms that say what is (#25): the support form shows what a battle has,
//! the result form each outcome's loss caps, a refusal lands at its form,
//! and nobody is offered a deletion the rules would refuse them.

use crate::api::{battalion, players};
use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::json;

both_backends!(each_form_shows_what_is_and_offers_only_what_may_be_done);

async fn page(app: &TestApp, token: &str, path: &str) -> String {
    let r = app
        .client()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200, "{path}");
    r.text().await.unwrap()
}

async fn each_form_shows_what_is_and_offers_only_what_may_be_done(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    // A second Allied battalion commander.
    let (_, other_bc) = app.user_with_token("abc2@example.com", false);
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/members"),
            json!({"email": "abc2@example.com", "role": "battalion_commander", "side": "allies"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (_, au) = battalion(app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    battalion(app, &p, "C", "us", "abc2@example.com", "F13").await;
    let (x, _) = battalion(app, &p, "X", "heer", "xbc@example.com", "F14").await;
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/support"),
        json!({"side": "allies", "class": "artillery", "name": "105mm battery", "location": "F13"}),
    )
    .await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": au[..3], "to": "F14", "target": x}),
        )
        .await;
    assert!(s < 300, "{r}");
    let did = r["draft"]["id"].as_u64().unwrap();
    // The orders page's "Check this order": the same path as the draft,
    // nothing kept, its answer at the form (#25, the pages' dry run).
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let (unit, target) = (au[9].to_string(), x.to_string());
    let r = app
        .post_form(
            &bc,
            &format!("/campaigns/{id}/orders"),
            &[
                ("units", &unit),
                ("to", "F14"),
                ("target", &target),
                ("dry_run", "1"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 200);
    let html = r.text().await.unwrap();
    let at = html
        .find("Checked, nothing kept:")
        .expect("the check's answer");
    let said = &html[at..at + html[at..].find("</p>").unwrap()];
    assert!(
        said.contains("the rules accept it.")
            && said.contains("Odds: 4 vs")
            && said.contains("F14 after this order"),
        "{said}"
    );
    let (_, c) = app.api_get(&p.bc_allies, &format!("/campaigns/{id}")).await;
    assert_eq!(
        c["drafts"].as_array().unwrap().len(),
        1,
        "nothing was drafted"
    );
    // A check the rules refuse says which rule, at the form, and keeps nothing.
    let r = app
        .post_form(
            &bc,
            &format!("/campaigns/{id}/orders"),
            &[("units", &unit), ("to", "F1"), ("dry_run", "1")],
        )
        .await;
    assert!((400..500).contains(&r.status().as_u16()));
    assert!(r
        .text()
        .await
        .unwrap()
        .contains("class=\"flash error refusal\""));
    // R6.2: the author, the HC and the GM may delete it, another battalion's
    // commander is not offered to.
    let delete = format!("/campaigns/{id}/orders/{did}/delete");
    for (who, token, offered) in [
        ("author", &p.bc_allies, true),
        ("HC", &p.allied_hc, true),
        ("GM", &p.gm, true),
        ("other BC", &other_bc, false),
    ] {
        let html = page(app, token, &format!("/campaigns/{id}/orders")).await;
        assert_eq!(html.contains(&delete), offered, "{who}");
        if offered {
            assert!(
                html.contains("details class=\"confirm-step\"")
                    && html.contains(&format!("Yes, delete move {did}")),
                "{who}: deleting is asked twice"
            );
        }
    }
    // The support form shows what the battle has, ticked.
    app.api_post(
        &p.allied_hc,
        &format!("/campaigns/{id}/orders/commit"),
        json!({}),
    )
    .await;
    let (_, battles) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles"))
        .await;
    let bid = battles["battles"][0]["id"].as_u64().unwrap();
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let html = page(app, &p.allied_hc, &sheet).await;
    assert!(
        html.contains("No support assigned to this battle."),
        "nothing yet"
    );
    let (_, acts) = app
        .api_get(&p.allied_hc, &format!("/campaigns/{id}/actions"))
        .await;
    let guns = acts["support"][0]["artillery"][0].as_u64().unwrap();
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/battles/{bid}/support"),
            json!({"artillery": [guns]}),
        )
        .await;
    assert!(s < 300, "{r}");
    for token in [&p.allied_hc, &p.gm] {
        let html = page(app, token, &sheet).await;
        assert!(
            html.contains(&format!("name=\"artillery\" value=\"{guns}\" checked")),
            "the assigned guns are ticked"
        );
        assert!(
            html.contains("Assigned now: <strong>105mm battery"),
            "and named"
        );
    }
    // The result form: each outcome with its caps for this battle.
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/phase/advance"),
        json!({"force": true, "reason": "defenders late"}),
    )
    .await;
    let html = page(app, &p.gm, &sheet).await;
    assert!(
        html.contains("Major Victory: attacker loses 0, defender 0 to 3"),
        "the caps beside each outcome"
    );
    assert!(
        html.contains("data-attacker=\"3\" data-defender=\"0\""),
        "Major Loss caps to fill"
    );
    // A refused result: every problem at once, said again above the form.
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let r = app
        .post_form(
            &gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            &[
                ("outcome", "major_victory"),
                ("attacker_losses", "2"),
                ("defender_losses", "5"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let html = r.text().await.unwrap();
    let at_form = html
        .find("class=\"flash error refusal\"")
        .expect("said at the form");
    let form = html
        .find(&format!("action=\"/campaigns/{id}/battles/{bid}/result\""))
        .unwrap();
    assert!(at_form < form && html[at_form..form].contains("autofocus"));
    let said = &html[at_form..form];
    assert!(
        said.contains("attacker loses exactly 0 of 3 units; 2 entered")
            && said.contains("defender loses 0 to 3 of 3 units; 5 entered"),
        "{said}"
    );
}
