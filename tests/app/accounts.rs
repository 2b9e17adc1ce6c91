//! Sign-in, sessions, CSRF, rate limiting, tokens, health.

use crate::both_backends;
use crate::helpers::{extract_csrf, TestApp};
use serde_json::json;

both_backends!(
    healthz_answers_ok_after_a_database_round_trip,
    sign_in_succeeds_and_lands_on_the_campaign_list,
    wrong_password_and_unknown_email_get_the_same_answer,
    sign_in_is_limited_per_address,
    post_without_csrf_token_is_refused_and_changes_nothing,
    cross_site_post_is_refused,
    session_is_renewed_on_sign_in_and_purged_on_sign_out,
    api_token_authenticates_without_csrf_and_revoked_token_does_not,
    password_change_requires_the_current_password,
    a_password_change_ends_api_tokens_unless_the_owner_keeps_them,
    display_names_are_visible_and_unique_in_each_campaign,
    malformed_form_gets_a_400_page_not_a_500,
    security_headers_on_every_page,
    unknown_page_is_a_styled_404,
);

async fn healthz_answers_ok_after_a_database_round_trip(app: &TestApp) {
    let (status, body) = app.get_text(&app.client(), "/healthz").await;
    assert_eq!((status, body.as_str()), (200, "ok"));
}

async fn sign_in_succeeds_and_lands_on_the_campaign_list(app: &TestApp) {
    app.create_user("ann@example.com", "correct horse 1", false);
    let c = app.client();
    let r = app.login(&c, "Ann@Example.com ", "correct horse 1").await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(r.headers()["location"], "/campaigns");
    let (status, body) = app.get_text(&c, "/campaigns").await;
    assert_eq!(status, 200);
    assert!(body.contains("My campaigns"));
    assert!(body.contains("ann"), "display name in the navigation");
}

async fn wrong_password_and_unknown_email_get_the_same_answer(app: &TestApp) {
    app.create_user("bob@example.com", "correct horse 2", false);
    let c1 = app.client();
    let wrong = app.login(&c1, "bob@example.com", "nope nope nope").await;
    let c2 = app.client();
    let unknown = app.login(&c2, "nobody@example.com", "nope nope nope").await;
    assert_eq!(wrong.status().as_u16(), 401);
    assert_eq!(unknown.status().as_u16(), 401);
    let strip = |s: String| {
        s.lines()
            .filter(|l| !l.contains("csrf_token") && !l.contains("name=\"email\""))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (a, b) = (
        strip(wrong.text().await.unwrap()),
        strip(unknown.text().await.unwrap()),
    );
    assert_eq!(a, b, "the two failures must read the same");
    assert!(a.contains("do not match an account"));
    // And neither signed in.
    assert_eq!(app.get(&c1, "/campaigns").await.status().as_u16(), 303);
}

async fn sign_in_is_limited_per_address(app: &TestApp) {
    app.create_user("carl@example.com", "correct horse 3", false);
    let c = app.client();
    // Ten attempts from one address (each for a made-up account, so that no
    // account slows down): the eleventh is refused, even with the right
    // password, with a clear message.
    for n in 0..10 {
        let r = app
            .login(&c, &format!("nobody{n}@example.com"), "wrong password")
            .await;
        assert_eq!(r.status().as_u16(), 401);
    }
    let r = app.login(&c, "carl@example.com", "correct horse 3").await;
    assert_eq!(r.status().as_u16(), 429);
    assert!(r
        .text()
        .await
        .unwrap()
        .contains("Too many sign-in attempts from your address"));
    // No proxy is trusted: a forged X-Forwarded-For buys no new budget.
    let csrf = app.csrf(&c).await;
    let r = c
        .post(app.url("/login"))
        .header("x-forwarded-for", "203.0.113.99")
        .form(&[
            ("email", "carl@example.com"),
            ("password", "correct horse 3"),
            ("csrf_token", csrf.as_str()),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 429);
}

async fn post_without_csrf_token_is_refused_and_changes_nothing(app: &TestApp) {
    app.create_user("dora@example.com", "correct horse 4", false);
    let c = app.signed_in("dora@example.com", "correct horse 4").await;
    let r = c
        .post(app.url("/account/profile"))
        .form(&[("display_name", "Hacked"), ("time_zone", "UTC")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    assert!(r.text().await.unwrap().contains("nothing was changed"));
    let wrong = c
        .post(app.url("/account/profile"))
        .form(&[
            ("display_name", "Hacked"),
            ("time_zone", "UTC"),
            ("csrf_token", "0000"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status().as_u16(), 403);
    let (_, page) = app.get_text(&c, "/account").await;
    assert!(!page.contains("Hacked"));
    // With the token it works.
    let ok = app
        .post_form(
            &c,
            "/account/profile",
            &[
                ("display_name", "Dora the GM"),
                ("time_zone", "Europe/Paris"),
            ],
        )
        .await;
    assert_eq!(ok.status().as_u16(), 303);
    let (_, page) = app.get_text(&c, "/account").await;
    assert!(page.contains("Dora the GM"));
}

async fn cross_site_post_is_refused(app: &TestApp) {
    app.create_user("eve@example.com", "correct horse 5", false);
    let c = app.signed_in("eve@example.com", "correct horse 5").await;
    let (_, page) = app.get_text(&c, "/account").await;
    let csrf = extract_csrf(&page).unwrap();
    let r = c
        .post(app.url("/account/tokens"))
        .header("Origin", "https://evil.example")
        .form(&[("name", "stolen"), ("csrf_token", &csrf)])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let r = c
        .post(app.url("/account/tokens"))
        .header("Sec-Fetch-Site", "cross-site")
        .form(&[("name", "stolen"), ("csrf_token", &csrf)])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let (_, page) = app.get_text(&c, "/account").await;
    assert!(!page.contains("stolen"));
}

async fn session_is_renewed_on_sign_in_and_purged_on_sign_out(app: &TestApp) {
    app.create_user("finn@example.com", "correct horse 6", false);
    let c = app.client();
    let before = app.get(&c, "/login").await;
    let cookie_before = before
        .headers()
        .get("set-cookie")
        .map(|v| v.to_str().unwrap().to_string());
    let r = app.login(&c, "finn@example.com", "correct horse 6").await;
    let cookie_after = r
        .headers()
        .get("set-cookie")
        .map(|v| v.to_str().unwrap().to_string());
    assert!(cookie_after.is_some(), "sign-in sets a new session cookie");
    assert_ne!(cookie_before, cookie_after);
    let cookie = cookie_after.unwrap();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    // The CSRF token changes with the session.
    let (_, anon_page) = app.get_text(&app.client(), "/login").await;
    let (_, page) = app.get_text(&c, "/account").await;
    assert_ne!(extract_csrf(&anon_page), extract_csrf(&page));
    let out = app.post_form(&c, "/logout", &[]).await;
    assert_eq!(out.status().as_u16(), 303);
    assert_eq!(
        app.get(&c, "/account").await.status().as_u16(),
        303,
        "signed out"
    );
}

async fn api_token_authenticates_without_csrf_and_revoked_token_does_not(app: &TestApp) {
    let (_, token) = app.user_with_token("gil@example.com", false);
    let (status, me) = app.api_get(&token, "/me").await;
    assert_eq!(status, 200);
    assert_eq!(me["email"], "gil@example.com");
    // Pages accept the token too, and a POST with a token needs no CSRF token.
    let r = app
        .client()
        .post(app.url("/account/profile"))
        .bearer_auth(&token)
        .form(&[("display_name", "Gil by token"), ("time_zone", "UTC")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let (status, bad) = app.api_get("bocage_not_a_token", "/me").await;
    assert_eq!(status, 401);
    assert_eq!(bad["error"]["code"], "unauthorized");
    // Create and revoke through the account page.
    let c = app.signed_in("gil@example.com", "password-1234").await;
    app.post_form(&c, "/account/tokens", &[("name", "laptop")])
        .await;
    let (_, page) = app.get_text(&c, "/account").await;
    let start = page.find("<code class=\"token\">").unwrap() + 20;
    let new_token = page[start..start + page[start..].find('<').unwrap()].to_string();
    assert_eq!(app.api_get(&new_token, "/me").await.0, 200);
    let mut conn = app.pool.get().unwrap();
    let uid = bocage::store::accounts::find_by_email(&mut conn, "gil@example.com")
        .unwrap()
        .unwrap()
        .id;
    let laptop = bocage::store::accounts::tokens_of(&mut conn, uid)
        .unwrap()
        .into_iter()
        .find(|t| t.name == "laptop")
        .unwrap();
    let r = app
        .post_form(&c, &format!("/account/tokens/{}/revoke", laptop.id), &[])
        .await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(app.api_get(&new_token, "/me").await.0, 401);
    assert_eq!(
        app.api_get(&token, "/me").await.0,
        200,
        "other tokens still work"
    );
}

async fn password_change_requires_the_current_password(app: &TestApp) {
    app.create_user("hal@example.com", "correct horse 7", false);
    let c = app.signed_in("hal@example.com", "correct horse 7").await;
    let r = app
        .post_form(
            &c,
            "/account/password",
            &[
                ("current", "wrong"),
                ("new", "brand new pass"),
                ("confirm", "brand new pass"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let r = app
        .post_form(
            &c,
            "/account/password",
            &[
                ("current", "correct horse 7"),
                ("new", "short"),
                ("confirm", "short"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let r = app
        .post_form(
            &c,
            "/account/password",
            &[
                ("current", "correct horse 7"),
                ("new", "brand new pass"),
                ("confirm", "brand new pass"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(
        app.login(&app.client(), "hal@example.com", "correct horse 7")
            .await
            .status()
            .as_u16(),
        401
    );
    assert_eq!(
        app.login(&app.client(), "hal@example.com", "brand new pass")
            .await
            .status()
            .as_u16(),
        303
    );
}

async fn malformed_form_gets_a_400_page_not_a_500(app: &TestApp) {
    app.create_user("ida@example.com", "correct horse 8", false);
    let c = app.signed_in("ida@example.com", "correct horse 8").await;
    let r = app
        .post_form(&c, "/account/profile", &[("display_name", "x")])
        .await;
    assert_eq!(r.status().as_u16(), 400);
    let body = r.text().await.unwrap();
    assert!(
        body.contains("could not be read") && body.contains("<html"),
        "{body}"
    );
    let r = app
        .post_form(&c, "/account/tokens/not-a-number/revoke", &[])
        .await;
    assert_eq!(r.status().as_u16(), 400);
    let huge = "x".repeat(1_100_000);
    let r = app
        .post_form(
            &c,
            "/account/profile",
            &[("display_name", &huge), ("time_zone", "UTC")],
        )
        .await;
    assert!(r.status().is_client_error(), "{}", r.status());
}

async fn security_headers_on_every_page(app: &TestApp) {
    for path in ["/login", "/healthz", "/nope"] {
        let r = app.get(&app.client(), path).await;
        let h = r.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("frame-ancestors 'none'")
                && csp.contains("script-src 'self'")
                && !csp.contains("unsafe-inline"),
            "{path}: {csp}"
        );
        assert_eq!(h["x-content-type-options"], "nosniff");
        assert_eq!(h["referrer-policy"], "same-origin");
        // Sign-in, reset and every dynamic answer: kept by no cache.
        assert_eq!(h["cache-control"], "no-store", "{path}");
    }
    for path in ["/password/forgot", "/invite/not-a-token", "/api/v1/me"] {
        let r = app.get(&app.client(), path).await;
        assert_eq!(r.headers()["cache-control"], "no-store", "{path}");
    }
    let r = app.get(&app.client(), "/static/app.css").await;
    assert_eq!(r.status(), 200);
    assert_ne!(
        r.headers()
            .get("cache-control")
            .map(|v| v.to_str().unwrap()),
        Some("no-store"),
        "static files may be cached"
    );
}

async fn unknown_page_is_a_styled_404(app: &TestApp) {
    let (status, body) = app.get_text(&app.client(), "/no/such/page").await;
    assert_eq!(status, 404);
    assert!(body.contains("Not found") && body.contains("/static/app."));
    let (status, json) = app.api_get("x", "/no-such-endpoint").await;
    assert_eq!(status, 404);
    assert_eq!(json["error"]["code"], "not_found");
}

crate::per_backend!(wrong_passwords_from_many_addresses_never_lock_the_owner_out);

/// The review's lockout: ten wrong passwords from ten addresses made the
/// owner's right password answer 429. Behind a trusted proxy (each attempt
/// from its own forwarded address), they slow the account down, no more.
async fn wrong_passwords_from_many_addresses_never_lock_the_owner_out(
    backend: crate::helpers::Backend,
) {
    let app = TestApp::spawn_with(backend, |s| {
        s.server.trusted_proxies = vec!["127.0.0.1".into()];
        s.security.max_sign_in_delay_seconds = 1;
    })
    .await;
    app.create_user("owner@example.com", "correct horse 9", false);
    let attempt = |from: String, password: &'static str| {
        let app = &app;
        async move {
            let c = app.client();
            let csrf = app.csrf(&c).await;
            let r = c
                .post(app.url("/login"))
                .header("x-forwarded-for", from)
                .form(&[
                    ("email", "owner@example.com"),
                    ("password", password),
                    ("csrf_token", csrf.as_str()),
                ])
                .send()
                .await
                .unwrap();
            (r.status().as_u16(), c)
        }
    };
    for n in 0..10 {
        let (status, _) = attempt(format!("198.51.100.{n}"), "wrong password").await;
        assert_eq!(status, 401, "attempt {n} is checked, not refused");
    }
    let (status, owner) = attempt("203.0.113.7".into(), "correct horse 9").await;
    assert_eq!(status, 303, "the owner signs in");
    // The session records the client's address, not the proxy's.
    let (_, page) = app.get_text(&owner, "/account").await;
    assert!(page.contains("<td>203.0.113.7</td>"), "{page}");
}

crate::per_backend!(sign_ins_wait_for_a_free_hashing_slot);

/// Password hashes are bounded (`security.max_concurrent_hashes`, 19 MiB
/// each): with every slot taken a sign-in waits, and goes through once one
/// is free.
async fn sign_ins_wait_for_a_free_hashing_slot(backend: crate::helpers::Backend) {
    let app = TestApp::spawn_with(backend, |s| s.security.max_concurrent_hashes = 1).await;
    app.create_user("slot@example.com", "slot-password-1", false);
    let held = app.state.hash_gate.clone().acquire_owned().await.unwrap();
    let client = app.client();
    let csrf = app.csrf(&client).await;
    let url = app.url("/login");
    let attempt = actix_web::rt::spawn(async move {
        client
            .post(url)
            .form(&[
                ("email", "slot@example.com"),
                ("password", "slot-password-1"),
                ("csrf_token", &csrf),
            ])
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    });
    actix_web::rt::time::sleep(std::time::Duration::from_millis(500)).await;
    assert!(!attempt.is_finished(), "the sign-in waits for the slot");
    assert_eq!(app.state.hash_gate.available_permits(), 0);
    drop(held);
    assert_eq!(attempt.await.unwrap(), 303, "and signs in once it is free");
    assert_eq!(
        app.state.hash_gate.available_permits(),
        1,
        "the slot is given back"
    );
}

/// #23: a token made by whoever held the account before must not outlive a
/// new password. The account page offers to end them (ticked by default).
async fn a_password_change_ends_api_tokens_unless_the_owner_keeps_them(app: &TestApp) {
    let uid = app.create_user("owner@example.com", "first password 1", false);
    let status = |t: String| async move {
        app.client()
            .get(app.url("/api/v1/me"))
            .bearer_auth(t)
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    };
    let c = app.signed_in("owner@example.com", "first password 1").await;
    let (_, page) = app.get_text(&c, "/account").await;
    assert!(
        page.contains(r#"name="end_tokens" checked"#),
        "ticked by default"
    );
    // Kept: the box unticked.
    let kept = app.token_for(uid);
    let r = app
        .post_form(
            &c,
            "/account/password",
            &[
                ("current", "first password 1"),
                ("new", "second password 2"),
                ("confirm", "second password 2"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(status(kept.clone()).await, 200, "kept when unticked");
    // Ended: the box ticked.
    let r = app
        .post_form(
            &c,
            "/account/password",
            &[
                ("current", "second password 2"),
                ("new", "third password 33"),
                ("confirm", "third password 33"),
                ("end_tokens", "on"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(
        status(kept).await,
        401,
        "every token ends with the box ticked"
    );
    let (_, page) = app.get_text(&c, "/account").await;
    assert!(page.contains("1 API token ended"), "the owner is told");
}

/// #23: a BC renamed himself after the GM (and names could hold line breaks
/// and right-to-left overrides). Names are visible text, unique in each
/// campaign whatever their case, and messages show the role beside them.
async fn display_names_are_visible_and_unique_in_each_campaign(app: &TestApp) {
    let p = crate::api::players(app).await;
    let rename = |token: String, name: &'static str| async move {
        let r = app
            .client()
            .post(app.url("/account/profile"))
            .bearer_auth(token)
            .form(&[("display_name", name), ("time_zone", "Europe/Paris")])
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), r.text().await.unwrap())
    };
    let (s, page) = rename(p.bc_allies.clone(), "GM").await;
    assert_eq!(s, 422, "{page}");
    assert!(page.contains("already goes by that name"), "{page}");
    let (s, _) = rename(p.bc_allies.clone(), "Ike\u{202E}").await;
    assert_eq!(s, 422);
    let (s, _) = rename(p.bc_allies.clone(), "Dick Winters").await;
    assert_eq!(s, 303);
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{}/messages", p.id),
            json!({"channel": "public", "body": "Orders received."}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (_, m) = app
        .api_get(
            &p.axis_hc,
            &format!("/campaigns/{}/messages?channel=public", p.id),
        )
        .await;
    let last = m["messages"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["author"], "Dick Winters");
    assert_eq!(last["author_roles"], "Allied Battalion commander", "{last}");
    // #40, item 5: look-alikes of a member's name are refused (UTS #39
    // skeletons with whitespace folded).
    let (s, _) = rename(p.allied_hc.clone(), "Monty (Allied HC)").await;
    assert_eq!(s, 303);
    for twin in [
        "Monty\u{a0}(Allied HC)",
        "Monty  (Allied HC)",
        "\u{39c}onty (Allied HC)",
        "Monty (AIlied HC)",
    ] {
        let (s, page) = rename(p.bc_axis.clone(), twin).await;
        assert_eq!(s, 422, "{twin:?} was taken");
        assert!(page.contains("already goes by that name"), "{page}");
    }
    // A name given before the comparison stays until its owner changes it;
    // the GM's member list flags it.
    {
        use bocage::store::schema::users;
        use diesel::prelude::*;
        let mut c = app.pool.get().unwrap();
        diesel::update(users::table.filter(users::email.eq("xbc@example.com")))
            .set(users::display_name.eq("Monty (AIlied HC)"))
            .execute(&mut c)
            .unwrap();
    }
    let gm_page = app.page_as(&p.gm, &format!("/campaigns/{}", p.id)).await;
    assert!(
        gm_page.contains("reads like Monty (Allied HC)"),
        "{gm_page}"
    );
    let their_page = app
        .page_as(&p.bc_axis, &format!("/campaigns/{}", p.id))
        .await;
    assert!(!their_page.contains("reads like"), "the GM's flag only");
}
