//! Campaigns, memberships and the per-campaign authorization check.

use crate::both_backends;
use crate::helpers::TestApp;

both_backends!(
    admin_creates_a_campaign_and_becomes_its_gm,
    non_member_gets_404_and_does_not_learn_the_campaign_exists,
    observer_reads_but_cannot_write,
    gm_invites_a_new_player_who_sets_a_password,
    only_admins_create_campaigns,
    r1_3_a_role_in_one_campaign_gives_nothing_in_another,
);

/// Creates a campaign through the page as a fresh admin; returns (admin client, id).
pub async fn new_campaign(app: &TestApp, admin_email: &str) -> (reqwest::Client, i64) {
    app.create_user(admin_email, "admin-password-1", true);
    let c = app.signed_in(admin_email, "admin-password-1").await;
    let r = app
        .post_form(
            &c,
            "/campaigns",
            &[
                ("name", "Test Overlord"),
                ("map", "aa-dday"),
                ("start_date", "1944-06-06"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303, "{:?}", r.text().await);
    let loc = r.headers()["location"].to_str().unwrap().to_string();
    let id: i64 = loc
        .trim_start_matches("/campaigns/")
        .trim_end_matches("/setup")
        .parse()
        .unwrap();
    (c, id)
}

async fn admin_creates_a_campaign_and_becomes_its_gm(app: &TestApp) {
    let (c, id) = new_campaign(app, "root@example.com").await;
    let (status, body) = app.get_text(&c, &format!("/campaigns/{id}")).await;
    assert_eq!(status, 200);
    assert!(body.contains("Test Overlord") && body.contains("Game master"));
    let (_, list) = app.get_text(&c, "/campaigns").await;
    assert!(list.contains("Test Overlord"));
}

async fn non_member_gets_404_and_does_not_learn_the_campaign_exists(app: &TestApp) {
    let (_, id) = new_campaign(app, "root2@example.com").await;
    let (_, token) = app.user_with_token("stranger@example.com", false);
    let c = app.signed_in("stranger@example.com", "password-1234").await;
    let (s1, body) = app.get_text(&c, &format!("/campaigns/{id}")).await;
    let (s2, _) = app.get_text(&c, "/campaigns/999999").await;
    assert_eq!((s1, s2), (404, 404));
    assert!(!body.contains("Test Overlord"));
    let (_, list) = app.get_text(&c, "/campaigns").await;
    assert!(!list.contains("Test Overlord"));
    let (_, api) = app.api_get(&token, "/campaigns").await;
    assert_eq!(api["campaigns"].as_array().unwrap().len(), 0);
    let r = app
        .post_form(
            &c,
            &format!("/campaigns/{id}/members"),
            &[("email", "x@example.com"), ("role", "observer")],
        )
        .await;
    assert_eq!(r.status().as_u16(), 404);
}

async fn observer_reads_but_cannot_write(app: &TestApp) {
    let (gm, id) = new_campaign(app, "root3@example.com").await;
    app.create_user("watcher@example.com", "watcher-pass-1", false);
    let r = app
        .post_form(
            &gm,
            &format!("/campaigns/{id}/members"),
            &[
                ("email", "watcher@example.com"),
                ("role", "observer"),
                ("side", ""),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let c = app.signed_in("watcher@example.com", "watcher-pass-1").await;
    let (status, body) = app.get_text(&c, &format!("/campaigns/{id}")).await;
    assert_eq!(status, 200);
    assert!(body.contains("Observer"));
    let r = app
        .post_form(
            &c,
            &format!("/campaigns/{id}/members"),
            &[
                ("email", "friend@example.com"),
                ("role", "observer"),
                ("side", ""),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 403);
    let mut conn = app.pool.get().unwrap();
    assert!(
        bocage::store::accounts::find_by_email(&mut conn, "friend@example.com")
            .unwrap()
            .is_none(),
        "nothing changed"
    );
}

async fn gm_invites_a_new_player_who_sets_a_password(app: &TestApp) {
    let (gm, id) = new_campaign(app, "root4@example.com").await;
    let r = app
        .post_form(
            &gm,
            &format!("/campaigns/{id}/members"),
            &[
                ("email", "newbie@example.com"),
                ("role", "battalion_commander"),
                ("side", "allies"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let (_, page) = app.get_text(&gm, &format!("/campaigns/{id}")).await;
    let start = page.find("/invite/").expect("invite link shown to the GM");
    let token: String = page[start + 8..]
        .chars()
        .take_while(|c| c.is_ascii_hexdigit())
        .collect();
    let c = app.client();
    let (status, form) = app.get_text(&c, &format!("/invite/{token}")).await;
    assert_eq!(status, 200);
    assert!(form.contains("newbie@example.com"));
    let csrf = crate::helpers::extract_csrf(&form).unwrap();
    let r = c
        .post(app.url(&format!("/invite/{token}")))
        .form(&[
            ("display_name", "Newbie"),
            ("password", "my new password"),
            ("csrf_token", &csrf),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let (_, body) = app.get_text(&c, &format!("/campaigns/{id}")).await;
    assert!(body.contains("Battalion commander (Allied)"));
    // The link works once.
    assert_eq!(
        app.get(&app.client(), &format!("/invite/{token}"))
            .await
            .status()
            .as_u16(),
        404
    );
}

async fn only_admins_create_campaigns(app: &TestApp) {
    app.create_user("plain@example.com", "plain-pass-12", false);
    let c = app.signed_in("plain@example.com", "plain-pass-12").await;
    let r = app
        .post_form(
            &c,
            "/campaigns",
            &[
                ("name", "Mine"),
                ("map", "aa-dday"),
                ("start_date", "1944-06-06"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 403);
}

async fn r1_3_a_role_in_one_campaign_gives_nothing_in_another(app: &TestApp) {
    // Ann is GM of her campaign and an observer in Bob's.
    let (ann, ann_token) = app.user_with_token("ann@example.com", true);
    let (_, bob_token) = app.user_with_token("bob@example.com", true);
    let (_, mine) = app
        .api_post(
            &ann_token,
            "/campaigns",
            serde_json::json!({"name": "Ann's"}),
        )
        .await;
    let (_, theirs) = app
        .api_post(
            &bob_token,
            "/campaigns",
            serde_json::json!({"name": "Bob's"}),
        )
        .await;
    let (mine, theirs) = (mine["id"].as_i64().unwrap(), theirs["id"].as_i64().unwrap());
    app.api_post(
        &bob_token,
        &format!("/campaigns/{theirs}/members"),
        serde_json::json!({"email": "ann@example.com", "role": "observer"}),
    )
    .await;
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &ann_token,
            &format!("/campaigns/{mine}/params"),
            Some(serde_json::json!({"rounds": 8})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, _) = app
        .api(
            reqwest::Method::PUT,
            &ann_token,
            &format!("/campaigns/{theirs}/params"),
            Some(serde_json::json!({"rounds": 8})),
        )
        .await;
    assert_eq!(s, 403, "GM elsewhere, observer here");
    let (_, c) = app
        .api_get(&ann_token, &format!("/campaigns/{theirs}"))
        .await;
    assert_eq!(
        c["my_roles"],
        serde_json::json!([{"role": "observer", "side": null}])
    );
    assert_eq!(c["params"]["rounds"], 10);
    let _ = ann;
}
