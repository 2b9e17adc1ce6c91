//! Campaign setup, scenario files and the demo campaign.

use crate::api::{battalion, players};
use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::{json, Value};

both_backends!(
    export_then_import_reproduces_the_campaign,
    import_refuses_a_bad_file_and_creates_nothing,
    only_the_gm_changes_the_setup,
    the_demo_campaign_satisfies_its_own_checklist,
    gm_sets_up_a_campaign_through_the_setup_page,
);

async fn export_then_import_reproduces_the_campaign(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, au) = battalion(app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    let (x, _) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, e) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battalions"),
            json!({"name": "12. SS", "nation": "waffen_ss", "location": "reinforcements"}),
        )
        .await;
    assert_eq!(
        (s, e["error"]["rule"].as_str()),
        (422, Some("R10.1")),
        "a reinforcement needs an arrival round"
    );
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/support"),
        json!({"side": "axis", "class": "artillery", "name": "10.5cm leFH", "location": "F14"}),
    )
    .await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/battalions"), json!({"name": "12. SS", "nation": "waffen_ss", "location": "reinforcements", "arrives_round": 3, "commander_email": "xbc@example.com"}))
        .await;
    assert_eq!(s, 201, "{r}");
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
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

    let (s, first) = app.api_get(&p.gm, &format!("/campaigns/{id}/export")).await;
    assert_eq!(s, 200);
    let (s, _) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{id}/export"))
        .await;
    assert_eq!(s, 403, "players may not export both sides' secrets");
    let (s, r) = app
        .api_post(&p.gm, "/campaigns/import", first.clone())
        .await;
    assert_eq!(s, 201, "{r}");
    let new_id = r["id"].as_i64().unwrap();
    assert_ne!(new_id, id);
    assert_eq!(
        r["invitations"].as_array().unwrap().len(),
        0,
        "everyone already has an account"
    );
    let (_, second) = app
        .api_get(&p.gm, &format!("/campaigns/{new_id}/export"))
        .await;
    assert_eq!(
        first, second,
        "export, import, export gives the same document"
    );
    // The imported campaign plays on: the battle is there and the BC commands the same battalion.
    let (_, c) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{new_id}"))
        .await;
    assert_eq!(c["battles"].as_array().unwrap().len(), 1);
    assert_eq!(c["my_roles"][0]["role"], "battalion_commander");
}

async fn import_refuses_a_bad_file_and_creates_nothing(app: &TestApp) {
    let p = players(app).await;
    battalion(app, &p, "A", "us", "abc@example.com", "F13").await;
    let (_, mut doc) = app
        .api_get(&p.gm, &format!("/campaigns/{}/export", p.id))
        .await;
    doc["version"] = json!(9);
    doc["state"]["units"][0]["location"] = json!("F99");
    doc["state"]["battalions"][0]["side"] = json!("axis");
    doc["members"]
        .as_array_mut()
        .unwrap()
        .push(json!({"email": "ghost@example.com", "role": "overlord"}));
    let count = |app: &TestApp| {
        let mut c = app.pool.get().unwrap();
        (
            bocage::store::campaigns::all(&mut c).unwrap().len(),
            bocage::store::accounts::count(&mut c).unwrap(),
        )
    };
    let before = count(app);
    let (s, e) = app.api_post(&p.gm, "/campaigns/import", doc).await;
    assert_eq!(s, 422);
    let problems: Vec<String> = e["error"]["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["message"].as_str().unwrap().to_string())
        .collect();
    let all = problems.join("\n");
    for needle in [
        "version",
        "state.units[0].location: there is no zone F99",
        "state.battalions[0].side",
        "members[6].role",
    ] {
        assert!(all.contains(needle), "{needle} missing from:\n{all}");
    }
    let (s, e) = app
        .api(
            reqwest::Method::POST,
            &p.gm,
            "/campaigns/import",
            Some(Value::String("{\"format\": 1".into())),
        )
        .await;
    assert_eq!(s, 422, "{e}");
    assert!(
        e["error"]["problems"][0]["message"]
            .as_str()
            .unwrap()
            .starts_with("line 1"),
        "{e}"
    );
    assert_eq!(count(app), before, "nothing was created");
    let (s, _) = app
        .api_post(&p.bc_allies, "/campaigns/import", json!({}))
        .await;
    assert_eq!(s, 403);
}

async fn only_the_gm_changes_the_setup(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, stranger) = app.user_with_token("stranger@example.com", false);
    let body = json!({"name": "Mine", "nation": "us", "location": "F13"});
    for (who, token, expected) in [
        ("HC", &p.allied_hc, 403),
        ("BC", &p.bc_allies, 403),
        ("observer", &p.observer, 403),
        ("non-member", &stranger, 404),
    ] {
        let (s, e) = app
            .api_post(token, &format!("/campaigns/{id}/battalions"), body.clone())
            .await;
        assert_eq!(s, expected, "{who}: {e}");
        let (s, _) = app
            .api(
                reqwest::Method::PUT,
                token,
                &format!("/campaigns/{id}/params"),
                Some(json!({"stack_limit": 8})),
            )
            .await;
        assert_eq!(s, expected, "{who} params");
    }
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/params"),
            Some(json!({"stack_limit": 8})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(r["campaign"]["params"]["stack_limit"], 8);
    assert_eq!(
        r["campaign"]["params"]["rounds"], 10,
        "omitted keys keep their defaults"
    );
    let (s, e) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/params"),
            Some(json!({"stack_limit": 51})),
        )
        .await;
    assert_eq!(s, 422, "{e}");
    assert!(e["error"]["message"]
        .as_str()
        .unwrap()
        .contains("stack_limit must be between 1 and 50"));
}

async fn the_demo_campaign_satisfies_its_own_checklist(app: &TestApp) {
    let demo = {
        let mut c = app.pool.get().unwrap();
        bocage::app::demo::create(&mut c, app.state.catalog(), &app.state.app.core.mail).unwrap()
    };
    assert_eq!(demo.accounts.len(), 8);
    let gm = {
        let mut c = app.pool.get().unwrap();
        bocage::store::accounts::find_by_email(&mut c, "gm@demo.bocage")
            .unwrap()
            .unwrap()
    };
    let token = app.token_for(gm.id);
    let (_, c) = app
        .api_get(&token, &format!("/campaigns/{}", demo.campaign_id))
        .await;
    assert_eq!(
        (c["status"].as_str(), c["phase"].as_str()),
        (Some("active"), Some("combat_move"))
    );
    let (_, check) = app
        .api_get(
            &token,
            &format!("/campaigns/{}/checklist", demo.campaign_id),
        )
        .await;
    assert_eq!(check["ready"], true, "{check}");
    assert_eq!(c["battalions"].as_array().unwrap().len(), 18);
    let launch: usize = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| {
            u["location"].as_str().unwrap().starts_with("box:") && u["class"] != "artillery"
        })
        .count();
    assert_eq!(
        launch,
        12 * 6,
        "six Allied battalions in the five launch boxes"
    );
    assert_eq!(
        c["zones"]
            .as_array()
            .unwrap()
            .iter()
            .find(|z| z["id"] == "F10")
            .unwrap()["state"],
        "allies",
        "airborne inland"
    );
    // Every demo account can sign in with its printed password.
    for a in &demo.accounts {
        assert_eq!(
            app.login(&app.client(), &a.email, &a.password)
                .await
                .status()
                .as_u16(),
            303,
            "{}",
            a.email
        );
    }
}

async fn gm_sets_up_a_campaign_through_the_setup_page(app: &TestApp) {
    let (gm, id) = crate::campaigns::new_campaign(app, "setup-gm@example.com").await;
    let r = app
        .post_form(
            &gm,
            &format!("/campaigns/{id}/setup/battalions"),
            &[
                ("name", "Easy Company"),
                ("nation", "us_airborne"),
                ("commander", ""),
                ("location", "F10"),
                ("arrives_round", ""),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let r = app
        .post_form(
            &gm,
            &format!("/campaigns/{id}/setup/battalions"),
            &[
                ("name", "Bad"),
                ("nation", "us"),
                ("commander", ""),
                ("location", "F77"),
                ("arrives_round", ""),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 404, "an unknown zone is refused");
    let (_, page) = app.get_text(&gm, &format!("/campaigns/{id}/setup")).await;
    assert!(page.contains("Easy Company") && page.contains("has no battalion commander"));
    assert!(page.contains("The Allied side has no High Commander."));
    let r = app
        .post_form(&gm, &format!("/campaigns/{id}/setup/start"), &[])
        .await;
    assert_eq!(r.status().as_u16(), 422, "not ready");
    let (_, map) = app.get_text(&gm, &format!("/campaigns/{id}/map")).await;
    assert!(
        map.contains("data-allies=\"12\""),
        "Easy Company on the map"
    );
}
