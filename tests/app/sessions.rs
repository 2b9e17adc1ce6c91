//! Server-side sessions: a copy of an old cookie opens nothing once its
//! session has ended, whichever way it ended (sign-out, password change,
//! the account page, an admin, idle or lifetime).

use crate::helpers::{Backend, TestApp};
use bocage::store::schema::sessions;
use diesel::prelude::*;
use reqwest::redirect::Policy;

crate::both_backends!(
    sign_out_ends_every_copy_of_the_session,
    a_password_change_ends_the_other_sessions,
    the_account_page_lists_sessions_and_ends_them,
    idle_and_old_sessions_end_on_the_server,
    anonymous_visitors_leave_no_rows,
);

crate::per_backend!(an_admin_ends_a_users_sessions_from_the_command_line);

/// The session cookie a response set, as `name=value`.
pub fn session_cookie(r: &reqwest::Response) -> String {
    r.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("bocage_session="))
        .and_then(|v| v.split(';').next())
        .expect("a session cookie")
        .to_string()
}

/// Signs in a fresh client; the client and a copy of its cookie.
pub async fn sign_in(app: &TestApp, email: &str, password: &str) -> (reqwest::Client, String) {
    let c = app.client();
    let r = app.login(&c, email, password).await;
    assert_eq!(r.status().as_u16(), 303, "sign-in of {email}");
    let cookie = session_cookie(&r);
    (c, cookie)
}

/// What a copied cookie opens, replayed from another client: the account
/// page's status and `/api/v1/me`'s.
pub async fn replay(app: &TestApp, cookie: &str) -> (u16, u16) {
    let c = reqwest::Client::builder()
        .redirect(Policy::none())
        .build()
        .unwrap();
    let mut out = [0u16; 2];
    for (i, path) in ["/account", "/api/v1/me"].iter().enumerate() {
        out[i] = c
            .get(app.url(path))
            .header("cookie", cookie)
            .send()
            .await
            .unwrap()
            .status()
            .as_u16();
    }
    (out[0], out[1])
}

const OPEN: (u16, u16) = (200, 200);
/// The sign-in page for the account page, 401 for the API.
const ENDED: (u16, u16) = (303, 401);

fn rows(app: &TestApp) -> i64 {
    let mut c = app.pool.get().unwrap();
    sessions::table.count().get_result(&mut *c).unwrap()
}

async fn sign_out_ends_every_copy_of_the_session(app: &TestApp) {
    app.create_user("ann@example.com", "correct horse 1", false);
    let (c, cookie) = sign_in(app, "ann@example.com", "correct horse 1").await;
    assert_eq!(replay(app, &cookie).await, OPEN);
    assert_eq!(rows(app), 1);
    let r = app.post_form(&c, "/logout", &[]).await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(replay(app, &cookie).await, ENDED);
    assert_eq!(rows(app), 0, "sign-out deletes the row");
}

async fn a_password_change_ends_the_other_sessions(app: &TestApp) {
    app.create_user("bob@example.com", "correct horse 2", false);
    let (here, here_cookie) = sign_in(app, "bob@example.com", "correct horse 2").await;
    let (_, there) = sign_in(app, "bob@example.com", "correct horse 2").await;
    let r = app
        .post_form(
            &here,
            "/account/password",
            &[
                ("current", "correct horse 2"),
                ("new", "battery staple 9"),
                ("confirm", "battery staple 9"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(replay(app, &there).await, ENDED, "the other browser");
    assert_eq!(
        replay(app, &here_cookie).await,
        ENDED,
        "this browser's old cookie"
    );
    // This browser goes on, in a new session.
    assert_eq!(app.get(&here, "/account").await.status().as_u16(), 200);
    assert_eq!(rows(app), 1);
}

async fn the_account_page_lists_sessions_and_ends_them(app: &TestApp) {
    app.create_user("cleo@example.com", "correct horse 3", false);
    app.create_user("dan@example.com", "correct horse 4", false);
    let (here, here_cookie) = sign_in(app, "cleo@example.com", "correct horse 3").await;
    let phone = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(Policy::none())
        .user_agent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1")
        .build()
        .unwrap();
    let r = app
        .login(&phone, "cleo@example.com", "correct horse 3")
        .await;
    let phone_cookie = crate::sessions::session_cookie(&r);
    let (_, page) = app.get_text(&here, "/account").await;
    assert!(page.contains("Where you are signed in"));
    assert!(page.contains("Safari on iPhone"), "{page}");
    assert!(page.contains("(this one)"));
    assert!(!page.contains("dan@example.com"));
    let row_of = |needle: &str| -> String {
        let rows: Vec<&str> = page.split("<tr>").collect();
        let row = rows.iter().find(|r| r.contains(needle)).unwrap();
        let start = row.find("/account/sessions/").unwrap() + "/account/sessions/".len();
        row[start..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect()
    };
    let phone_id = row_of("Safari on iPhone");
    // Another user cannot end it.
    let (dan, _) = sign_in(app, "dan@example.com", "correct horse 4").await;
    let r = app
        .post_form(&dan, &format!("/account/sessions/{phone_id}/end"), &[])
        .await;
    assert_eq!(r.status().as_u16(), 404);
    assert_eq!(replay(app, &phone_cookie).await, OPEN);
    // Its owner can.
    let r = app
        .post_form(&here, &format!("/account/sessions/{phone_id}/end"), &[])
        .await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(replay(app, &phone_cookie).await, ENDED);
    assert_eq!(replay(app, &here_cookie).await, OPEN);
    // "Sign out everywhere" ends this one too, and nobody else's.
    app.login(&phone, "cleo@example.com", "correct horse 3")
        .await;
    let r = app.post_form(&here, "/account/sessions/end-all", &[]).await;
    assert_eq!(r.headers()["location"], "/login");
    assert_eq!(replay(app, &here_cookie).await, ENDED);
    assert_eq!(app.get(&phone, "/account").await.status().as_u16(), 303);
    assert_eq!(rows(app), 1, "only Dan's session is left");
}

async fn idle_and_old_sessions_end_on_the_server(app: &TestApp) {
    app.create_user("eve@example.com", "correct horse 5", false);
    let life = app.state.settings.session.lifetimes();
    let now = chrono::Utc::now().naive_utc();
    let (_, idle) = sign_in(app, "eve@example.com", "correct horse 5").await;
    let mut c = app.pool.get().unwrap();
    diesel::update(sessions::table)
        .set(sessions::last_seen_at.eq(now - life.idle - chrono::Duration::minutes(1)))
        .execute(&mut *c)
        .unwrap();
    assert_eq!(replay(app, &idle).await, ENDED, "idle too long");
    let (_, old) = sign_in(app, "eve@example.com", "correct horse 5").await;
    diesel::update(sessions::table)
        .set(sessions::created_at.eq(now - life.absolute - chrono::Duration::minutes(1)))
        .execute(&mut *c)
        .unwrap();
    assert_eq!(
        replay(app, &old).await,
        ENDED,
        "in use, but past its lifetime"
    );
    assert_eq!(
        bocage::store::sessions::purge_expired(&mut c, life).unwrap(),
        2
    );
    assert_eq!(rows(app), 0);
}

async fn anonymous_visitors_leave_no_rows(app: &TestApp) {
    for _ in 0..20 {
        let c = app.client();
        let (status, page) = app.get_text(&c, "/login").await;
        assert_eq!(status, 200);
        assert!(page.contains("csrf_token"));
    }
    assert_eq!(rows(app), 0);
    // Their state (the CSRF token) still works: sign-in checks it.
    app.create_user("finn@example.com", "correct horse 6", false);
    sign_in(app, "finn@example.com", "correct horse 6").await;
    assert_eq!(rows(app), 1);
}

async fn an_admin_ends_a_users_sessions_from_the_command_line(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.create_user("gus@example.com", "correct horse 7", false);
    app.create_user("hal@example.com", "correct horse 8", false);
    let (_, gus) = sign_in(&app, "gus@example.com", "correct horse 7").await;
    let (_, hal) = sign_in(&app, "hal@example.com", "correct horse 8").await;
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bocage"))
        .args(["admin", "revoke-sessions", "--email", "Gus@Example.com"])
        .env("DATABASE_URL", &app.state.settings.database.url)
        .env("BOCAGE__DATA__DIR", app.dir.path())
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("1 session(s) of gus@example.com ended"),
        "{text}"
    );
    assert_eq!(replay(&app, &gus).await, ENDED);
    assert_eq!(replay(&app, &hal).await, OPEN);
}
