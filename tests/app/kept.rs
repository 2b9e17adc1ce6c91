//! Kept credentials (#16, item 4): a read of a campaign confirms its
//! bearer token or session in the campaign's own statement instead of
//! looking it up first, and a token revoked or a session ended anywhere
//! (another instance, the admin CLI: here, straight in the database, which
//! no cache of the app sees) is refused by the very next request.

use crate::api::{battalion, players};
use crate::both_backends;
use crate::helpers::TestApp;
use crate::sessions::sign_in;
use bocage::store::accounts;
use bocage::store::schema::sessions;
use diesel::prelude::*;
use serde_json::json;

both_backends!(
    a_kept_token_revoked_elsewhere_is_refused_by_the_next_read,
    a_site_admin_demoted_elsewhere_stops_reading_at_once,
    a_change_drops_the_changers_kept_tokens,
    a_change_with_a_token_revoked_elsewhere_writes_nothing,
    a_kept_session_ended_elsewhere_is_refused_by_the_next_read,
    a_kept_session_takes_the_state_another_instance_stored,
);

/// Revokes `token` in the database behind the app's back.
fn revoke_behind_the_apps_back(app: &TestApp, token: &str) {
    let mut c = app.pool.get().unwrap();
    let (tid, user) = accounts::token_by_digest(&mut c, &accounts::token_digest(token))
        .unwrap()
        .unwrap();
    assert_eq!(accounts::revoke_token(&mut c, user.id, tid).unwrap(), 1);
}

async fn a_kept_token_revoked_elsewhere_is_refused_by_the_next_read(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let uid = app.api_get(&p.bc_allies, "/me").await.1["id"]
        .as_i64()
        .unwrap();
    // Three more tokens of the same player, each read once so it is kept.
    let api = app.token_for(uid);
    let page = app.token_for(uid);
    let other = app.token_for(uid);
    assert_eq!(app.api_get(&api, &format!("/campaigns/{id}")).await.0, 200);
    let map = format!("/campaigns/{id}/map");
    let read_map = || async {
        let c = app.client();
        c.get(app.url(&map))
            .bearer_auth(&page)
            .send()
            .await
            .unwrap()
    };
    let r = read_map().await;
    assert_eq!(r.status().as_u16(), 200);
    assert!(
        r.headers().get("set-cookie").is_none(),
        "a bearer client gets no session cookie"
    );
    assert_eq!(
        app.api_get(&other, "/campaigns/999999").await.0,
        404,
        "no such campaign"
    );
    assert!(
        app.state.tokens.len() >= 3,
        "the three reads kept their tokens"
    );
    for t in [&api, &page, &other] {
        revoke_behind_the_apps_back(app, t);
    }
    // The campaign's statement finds the token gone: 401, not the campaign.
    let (s, v) = app.api_get(&api, &format!("/campaigns/{id}")).await;
    assert_eq!(s, 401, "{v}");
    assert_eq!(v["error"]["code"], "unauthorized");
    assert!(v.get("units").is_none());
    let r = read_map().await;
    assert_eq!(r.status().as_u16(), 303, "a page sends to sign-in");
    assert_eq!(r.headers()["location"], "/login");
    // No campaign statement ran (no such campaign): the token is confirmed
    // on its own before the answer leaves, and the answer is 401, not 404.
    let (s, v) = app.api_get(&other, "/campaigns/999999").await;
    assert_eq!(s, 401, "{v}");
    // And stays refused (nothing kept it).
    assert_eq!(app.api_get(&api, &format!("/campaigns/{id}")).await.0, 401);
    assert_eq!(
        app.api_get(&p.bc_allies, &format!("/campaigns/{id}"))
            .await
            .0,
        200,
        "the player's other tokens still work"
    );
}

async fn a_site_admin_demoted_elsewhere_stops_reading_at_once(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    // A site admin who is not a member reads every campaign (R1.2).
    let (admin, token) = app.user_with_token("admin2@example.com", true);
    assert_eq!(
        app.api_get(&token, &format!("/campaigns/{id}")).await.0,
        200
    );
    let mut c = app.pool.get().unwrap();
    accounts::set_admin(&mut c, admin, false).unwrap();
    let (s, v) = app.api_get(&token, &format!("/campaigns/{id}")).await;
    assert_eq!(s, 404, "the kept token's user is read fresh: {v}");
    accounts::set_admin(&mut c, admin, true).unwrap();
    assert_eq!(
        app.api_get(&token, &format!("/campaigns/{id}")).await.0,
        200
    );
}

async fn a_change_drops_the_changers_kept_tokens(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    assert_eq!(
        app.api_get(&p.observer, &format!("/campaigns/{id}"))
            .await
            .0,
        200
    );
    let kept = app.state.tokens.len();
    assert!(kept >= 1);
    // A change through a page, with the token (no CSRF needed).
    let r = app
        .client()
        .post(app.url("/account/profile"))
        .bearer_auth(&p.observer)
        .form(&[("display_name", "Renamed observer"), ("time_zone", "UTC")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(
        app.state.tokens.len(),
        kept - 1,
        "the observer's token is looked up afresh"
    );
    let (_, v) = app
        .api_get(&p.observer, &format!("/campaigns/{id}/members"))
        .await;
    assert!(
        v.to_string().contains("Renamed observer"),
        "the new name is read at once: {v}"
    );
}

async fn a_change_with_a_token_revoked_elsewhere_writes_nothing(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, units) = battalion(app, &p, "B", "us", "abc@example.com", "F13").await;
    battalion(app, &p, "X", "heer", "xbc@example.com", "F22").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let uid = app.api_get(&p.bc_allies, "/me").await.1["id"]
        .as_i64()
        .unwrap();
    let token = app.token_for(uid);
    let draft = |u: u64| json!({"units": [u], "to": "F12"});
    // The first change looks the token up and keeps it.
    let (s, r) = app
        .api_post(&token, &format!("/campaigns/{id}/orders"), draft(units[0]))
        .await;
    assert_eq!(s, 201, "{r}");
    revoke_behind_the_apps_back(app, &token);
    // The next one is refused by its own transaction, through the REST
    // path and through the tagged commands alike.
    let (s, r) = app
        .api_post(&token, &format!("/campaigns/{id}/orders"), draft(units[1]))
        .await;
    assert_eq!(s, 401, "{r}");
    let (s, r) = app
        .api_post(
            &token,
            &format!("/campaigns/{id}/commands"),
            json!({"command": "draft_move", "units": [units[2]], "to": "F12"}),
        )
        .await;
    assert_eq!(s, 401, "{r}");
    let (_, v) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{id}/orders"))
        .await;
    let drafts = v["drafts"].as_array().unwrap();
    assert_eq!(drafts.len(), 1, "only the change made before: {v}");
}

/// A signed-in browser of the GM (a site admin and the campaign's GM) that
/// has read the campaign's map once, so that its session is kept.
async fn gm_browser(app: &TestApp, id: i64) -> (reqwest::Client, i64) {
    let (c, _) = sign_in(app, "gm@example.com", "password-1234").await;
    let r = c
        .get(app.url(&format!("/campaigns/{id}/map")))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);
    let mut conn = app.pool.get().unwrap();
    let newest: i64 = sessions::table
        .select(diesel::dsl::max(sessions::id))
        .first::<Option<i64>>(&mut conn)
        .unwrap()
        .unwrap();
    (c, newest)
}

fn end_behind_the_apps_back(app: &TestApp, session_id: i64) {
    let mut conn = app.pool.get().unwrap();
    let n = diesel::delete(sessions::table.find(session_id))
        .execute(&mut conn)
        .unwrap();
    assert_eq!(n, 1);
}

async fn status(c: &reqwest::Client, app: &TestApp, path: &str) -> (u16, String) {
    let r = c.get(app.url(path)).send().await.unwrap();
    let location = r
        .headers()
        .get("location")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    (r.status().as_u16(), location)
}

async fn a_kept_session_ended_elsewhere_is_refused_by_the_next_read(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (page, s1) = gm_browser(app, id).await;
    let (api, s2) = gm_browser(app, id).await;
    let (missing, s3) = gm_browser(app, id).await;
    assert!(app.state.kept_sessions.len() >= 3, "each session is kept");
    for s in [s1, s2, s3] {
        end_behind_the_apps_back(app, s);
    }
    // The campaign's statement finds the session gone.
    assert_eq!(
        status(&page, app, &format!("/campaigns/{id}/map")).await,
        (303, "/login".into())
    );
    assert_eq!(
        status(&api, app, &format!("/api/v1/campaigns/{id}"))
            .await
            .0,
        401
    );
    // No campaign statement ran: confirmed on its own before the answer.
    assert_eq!(
        status(&missing, app, "/campaigns/999999/map").await,
        (303, "/login".into()),
        "not a 404: the session has ended"
    );
    // And each stays signed out.
    for c in [&page, &api, &missing] {
        assert_eq!(status(c, app, "/account").await, (303, "/login".into()));
    }
}

async fn a_kept_session_takes_the_state_another_instance_stored(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (c, sid) = gm_browser(app, id).await;
    // Another instance stores a one-off message in the session.
    let mut conn = app.pool.get().unwrap();
    let data: String = sessions::table
        .find(sid)
        .select(sessions::data)
        .first(&mut conn)
        .unwrap();
    let mut state: std::collections::HashMap<String, String> = serde_json::from_str(&data).unwrap();
    state.insert(
        "flash".into(),
        serde_json::to_string(&("success", "Stored by the other instance")).unwrap(),
    );
    diesel::update(sessions::table.find(sid))
        .set(sessions::data.eq(serde_json::to_string(&state).unwrap()))
        .execute(&mut conn)
        .unwrap();
    let map = format!("/campaigns/{id}/map");
    let shown = || async {
        let page = c.get(app.url(&map)).send().await.unwrap();
        page.text()
            .await
            .unwrap()
            .contains("Stored by the other instance")
    };
    assert!(shown().await, "the kept session took the stored state");
    assert!(!shown().await, "shown once");
}
