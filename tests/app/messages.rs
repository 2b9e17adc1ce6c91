//! Messages (#15 part 1): side channels, GM desks and battle threads, read
//! only by those they are for; limits; edit and delete; the page.

use crate::helpers::TestApp;
use serde_json::{json, Value};

crate::both_backends!(
    a_campaign_may_keep_side_channels_from_the_gm,
    messages_are_mailed_to_their_readers_and_directives_always,
    each_channel_is_read_by_those_it_is_for,
    messages_have_limits_an_edit_window_and_leave_a_trace,
    the_messages_page_keeps_text_safe_and_refusals_filled,
    parallel_posts_never_pass_the_rate,
);

async fn list(app: &TestApp, token: &str, id: i64, channel: &str) -> (u16, Value) {
    app.api_get(
        token,
        &format!("/campaigns/{id}/messages?channel={channel}"),
    )
    .await
}

async fn say(app: &TestApp, token: &str, id: i64, channel: &str, body: &str) -> (u16, Value) {
    app.api_post(
        token,
        &format!("/campaigns/{id}/messages"),
        json!({"channel": channel, "body": body}),
    )
    .await
}

async fn each_channel_is_read_by_those_it_is_for(app: &TestApp) {
    let (p, _, _, bid) = crate::api::beach_attack(app).await;
    let id = p.id;
    // The Allied HC's directive to the side.
    let (s, r) = say(app, &p.allied_hc, id, "allies", "DIRECTIVE-7: hold F13.").await;
    assert_eq!(s, 201, "{r}");
    let (_, v) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{id}/messages"))
        .await;
    let allies = v["channels"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["channel"] == "allies")
        .unwrap()
        .clone();
    assert_eq!(allies["unread"], 1, "{v}");
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let (_, overview) = app.get_text(&bc, &format!("/campaigns/{id}")).await;
    assert!(
        overview.contains("1 unread message"),
        "the overview says so"
    );
    let (_, campaigns) = app.get_text(&bc, "/campaigns").await;
    assert!(campaigns.contains("1 new message"), "and the campaign list");
    let (s, v) = list(app, &p.bc_allies, id, "allies").await;
    assert_eq!(s, 200);
    assert_eq!(v["messages"][0]["body"], "DIRECTIVE-7: hold F13.");
    let (_, v) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{id}/messages"))
        .await;
    assert!(
        v.to_string()
            .contains(r#""channel":"allies","title":"Allied side","unread":0"#),
        "{v}"
    );
    let (s, _) = list(app, &p.gm, id, "allies").await;
    assert_eq!(s, 200, "the GM reads side channels");
    for token in [&p.bc_axis, &p.axis_hc, &p.observer] {
        let (s, v) = list(app, token, id, "allies").await;
        assert_eq!(s, 404, "{v}");
        assert!(!v.to_string().contains("DIRECTIVE-7"));
        let (s, v) = say(app, token, id, "allies", "let me in").await;
        assert_eq!(s, 404, "{v}");
        let (_, v) = app
            .api_get(token, &format!("/campaigns/{id}/messages"))
            .await;
        assert!(
            !v.to_string().contains("\"allies\""),
            "not even listed: {v}"
        );
    }
    // The battle's thread: its two commanders and the GM.
    let thread = format!("battle:{bid}");
    let (s, r) = say(app, &p.bc_allies, id, &thread, "Sunday 20:00 UTC? I host.").await;
    assert_eq!(s, 201, "{r}");
    let (s, v) = list(app, &p.bc_axis, id, &thread).await;
    assert_eq!(s, 200);
    assert_eq!(v["messages"][0]["author"], "abc");
    let (s, _) = say(app, &p.bc_axis, id, &thread, "Agreed.").await;
    assert_eq!(s, 201);
    for token in [&p.allied_hc, &p.observer] {
        assert_eq!(list(app, token, id, &thread).await.0, 404);
    }
    assert_eq!(list(app, &p.gm, id, &thread).await.0, 200);
    // A desk is one player and the GM.
    let (_, me) = app.api_get(&p.bc_axis, "/me").await;
    let desk = format!("desk:{}", me["id"]);
    assert_eq!(
        say(app, &p.bc_axis, id, &desk, "GM, a question.").await.0,
        201
    );
    assert_eq!(list(app, &p.gm, id, &desk).await.0, 200);
    assert_eq!(list(app, &p.bc_allies, id, &desk).await.0, 404);
    // Public: everyone, observers included.
    assert_eq!(
        say(app, &p.observer, id, "public", "Good luck.").await.0,
        201
    );
    assert_eq!(
        list(app, &p.bc_axis, id, "public").await.1["messages"][0]["body"],
        "Good luck."
    );
}

async fn messages_have_limits_an_edit_window_and_leave_a_trace(app: &TestApp) {
    let p = crate::api::players(app).await;
    let id = p.id;
    let (s, v) = say(app, &p.bc_allies, id, "public", &"x".repeat(2001)).await;
    assert_eq!(s, 422);
    assert!(
        v["error"]["message"].as_str().unwrap().contains("2000"),
        "{v}"
    );
    assert_eq!(say(app, &p.bc_allies, id, "public", "   ").await.0, 422);
    for n in 0..10 {
        assert_eq!(
            say(app, &p.bc_allies, id, "public", &format!("m{n}"))
                .await
                .0,
            201
        );
    }
    let (s, v) = say(app, &p.bc_allies, id, "public", "one too many").await;
    assert_eq!(s, 429, "{v}");
    // Edit: the author, within five minutes; nobody else.
    let (_, v) = list(app, &p.gm, id, "public").await;
    let first = v["messages"][0]["id"].as_i64().unwrap();
    app.set_password("abc@example.com", "bc-password-1");
    app.set_password("xbc@example.com", "bc-password-2");
    app.set_password("gm@example.com", "gm-password-1");
    let author = app.signed_in("abc@example.com", "bc-password-1").await;
    let other = app.signed_in("xbc@example.com", "bc-password-2").await;
    let path = format!("/campaigns/{id}/messages/{first}/edit");
    assert_eq!(
        app.post_form(
            &author,
            &path,
            &[("body", "m0, fixed"), ("channel", "public")]
        )
        .await
        .status()
        .as_u16(),
        303
    );
    assert_eq!(
        app.post_form(
            &other,
            &path,
            &[("body", "hijacked"), ("channel", "public")]
        )
        .await
        .status()
        .as_u16(),
        403
    );
    {
        use diesel::prelude::*;
        let mut c = app.pool.get().unwrap();
        use bocage::store::schema::messages as m;
        diesel::update(
            m::table
                .filter(m::campaign_id.eq(id))
                .filter(m::channel.eq("public"))
                .filter(m::n.eq(first)),
        )
        .set(m::created_at.eq(chrono::Utc::now().naive_utc() - chrono::Duration::minutes(6)))
        .execute(&mut *c)
        .unwrap();
    }
    assert_eq!(
        app.post_form(
            &author,
            &path,
            &[("body", "too late"), ("channel", "public")]
        )
        .await
        .status()
        .as_u16(),
        403
    );
    let (_, v) = list(app, &p.gm, id, "public").await;
    assert_eq!(v["messages"][0]["body"], "m0, fixed");
    assert_eq!(v["messages"][0]["edited"], true);
    // Delete: the GM may; the channel keeps the trace.
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let del = format!("/campaigns/{id}/messages/{first}/delete");
    assert_eq!(
        app.post_form(&other, &del, &[("channel", "public")])
            .await
            .status()
            .as_u16(),
        403
    );
    assert_eq!(
        app.post_form(&gm, &del, &[("channel", "public")])
            .await
            .status()
            .as_u16(),
        303
    );
    let (_, page) = app
        .get_text(&author, &format!("/campaigns/{id}/messages"))
        .await;
    assert!(
        page.contains("Message deleted by GM") || page.contains("Message deleted by gm"),
        "{page}"
    );
    assert!(!page.contains("m0, fixed"));
}

async fn the_messages_page_keeps_text_safe_and_refusals_filled(app: &TestApp) {
    let p = crate::api::players(app).await;
    let id = p.id;
    app.set_password("abc@example.com", "bc-password-1");
    let c = app.signed_in("abc@example.com", "bc-password-1").await;
    let r = app
        .post_form(
            &c,
            &format!("/campaigns/{id}/messages"),
            &[
                ("channel", "public"),
                (
                    "body",
                    "<script>alert(1)</script> see https://forum.example/t/9.",
                ),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let (_, page) = app
        .get_text(&c, &format!("/campaigns/{id}/messages?channel=public"))
        .await;
    assert!(page.contains("&#60;script&#62;alert(1)"), "escaped");
    assert!(!page.contains("<script>alert"));
    assert!(
        page.contains(r#"<a href="https://forum.example/t/9" rel="nofollow noopener noreferrer">"#),
        "{page}"
    );
    let long = "y".repeat(2001);
    let r = app
        .post_form(
            &c,
            &format!("/campaigns/{id}/messages"),
            &[("channel", "allies"), ("body", long.as_str())],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let page = r.text().await.unwrap();
    assert!(page.contains("Not done:") && page.contains("2000"));
    assert!(page.contains(&long), "the text is kept");
    assert!(page.contains("Allied side"), "on the same channel");
}

/// Each other reader of the channel gets a notice in the outbox, in the same
/// transaction, by their preference; a directive goes to every reader
/// whatever their preference; the enemy never.
async fn messages_are_mailed_to_their_readers_and_directives_always(app: &TestApp) {
    use bocage::store::schema::outbox;
    use diesel::prelude::*;
    let p = crate::api::players(app).await;
    let id = p.id;
    let (_, bc) = app.api_get(&p.bc_allies, "/me").await;
    let bc_id = bc["id"].as_i64().unwrap();
    {
        let mut c = app.pool.get().unwrap();
        bocage::store::outbox::set_mode(&mut c, bc_id, "message", "off").unwrap();
    }
    let to = |category: &'static str| {
        let mut c = app.pool.get().unwrap();
        outbox::table
            .filter(outbox::category.eq(category))
            .select(outbox::to_email)
            .load::<String>(&mut *c)
            .unwrap()
    };
    assert_eq!(
        say(app, &p.allied_hc, id, "allies", "Plain word.").await.0,
        201
    );
    let plain = to("message");
    assert!(plain.contains(&"gm@example.com".to_string()), "{plain:?}");
    assert!(
        !plain.contains(&"abc@example.com".to_string()),
        "the BC switched it off"
    );
    assert!(
        !plain.iter().any(|e| e.starts_with('x')),
        "never the Axis: {plain:?}"
    );
    assert!(
        !plain.contains(&"ahc@example.com".to_string()),
        "not the author"
    );
    let (s, r) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/messages"),
            json!({"channel": "allies", "body": "Attack at dawn.", "directive": true}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let directed = to("directive");
    assert!(
        directed.contains(&"abc@example.com".to_string()),
        "always mailed: {directed:?}"
    );
    assert!(!directed.iter().any(|e| e.starts_with('x')));
    // Only a High Commander, only in the side's channel.
    let (s, _) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/messages"),
            json!({"channel": "allies", "body": "Me too.", "directive": true}),
        )
        .await;
    assert_eq!(s, 403);
    let (s, _) = app
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/messages"),
            json!({"channel": "public", "body": "To all.", "directive": true}),
        )
        .await;
    assert_eq!(s, 403);
}

/// `gm_reads_side_channels` (a campaign parameter, shown in setup): off, the
/// GM reads neither side's channel.
async fn a_campaign_may_keep_side_channels_from_the_gm(app: &TestApp) {
    let p = crate::api::players(app).await;
    let id = p.id;
    assert_eq!(say(app, &p.allied_hc, id, "allies", "Before.").await.0, 201);
    assert_eq!(
        list(app, &p.gm, id, "allies").await.0,
        200,
        "by default the GM reads it"
    );
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let mut params = c["params"].clone();
    params["gm_reads_side_channels"] = json!(false);
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/params"),
            Some(params),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(list(app, &p.gm, id, "allies").await.0, 404);
    assert_eq!(list(app, &p.gm, id, "axis").await.0, 404);
    assert_eq!(list(app, &p.allied_hc, id, "allies").await.0, 200);
    let (_, v) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/messages"))
        .await;
    assert!(!v.to_string().contains("\"allies\""), "{v}");
}

/// #23 (PostgreSQL): 13 of 10 messages were accepted when posted at once;
/// the rate's count and the post now hold the campaign's row.
async fn parallel_posts_never_pass_the_rate(app: &TestApp) {
    let p = crate::api::players(app).await;
    let id = p.id;
    let all = (0..16).map(|n| {
        let token = p.bc_allies.clone();
        async move {
            say(app, &token, id, "public", &format!("at once {n}"))
                .await
                .0
        }
    });
    let statuses = futures_util::future::join_all(all).await;
    let posted = statuses.iter().filter(|s| **s == 201).count();
    assert_eq!(posted, 10, "{statuses:?}");
    assert!(
        statuses.iter().all(|s| *s == 201 || *s == 429),
        "{statuses:?}"
    );
}
