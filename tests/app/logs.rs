//! The request log never carries a secret: a failed POST on a live reset
//! link (stale CSRF: 403; too-short password: 422) logs a WARN line whose
//! `http.target` is redacted, so the token cannot be read from the log.

use crate::helpers::extract_csrf;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Plays the scenario with the server's log in `format`; answers the log
/// and the reset token.
async fn failed_resets_logged(format: &str) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let log_path = dir.path().join("server.log");
    let cmd = |args: &[&str]| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_bocage"));
        c.args(args)
            .env(
                "DATABASE_URL",
                format!("sqlite://{}/logs.sqlite3", dir.path().display()),
            )
            .env("BOCAGE__DATA__DIR", dir.path())
            .env("BOCAGE__SERVER__PORT", port.to_string())
            .env("BOCAGE__MAIL__POLL_SECONDS", "1")
            .env("BOCAGE__LOG__FORMAT", format)
            .env("RUST_LOG", "info");
        c
    };
    let mut admin = cmd(&[
        "admin",
        "create",
        "--email",
        "chief@example.com",
        "--password-stdin",
    ])
    .stdin(Stdio::piped())
    .stdout(Stdio::null())
    .stderr(Stdio::null())
    .spawn()
    .unwrap();
    admin
        .stdin
        .take()
        .unwrap()
        .write_all(b"a long password\n")
        .unwrap();
    assert!(admin.wait().unwrap().success());
    let log = std::fs::File::create(&log_path).unwrap();
    let mut server = cmd(&["serve"])
        .stdout(Stdio::null())
        .stderr(Stdio::from(log))
        .spawn()
        .unwrap();
    let base = format!("http://127.0.0.1:{port}");
    let c = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let mut up = false;
    for _ in 0..100 {
        if c.get(format!("{base}/healthz")).send().await.is_ok() {
            up = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(up, "the server did not come up");
    // The server runs with mimalloc's memory-returning options (main.rs,
    // tune_allocator): the same process, its environment set once.
    let environ = std::fs::read(format!("/proc/{}/environ", server.id())).unwrap();
    let environ = String::from_utf8_lossy(&environ);
    assert!(
        environ.split('\0').any(|v| v == "MIMALLOC_PURGE_DELAY=0"),
        "allocator options"
    );
    assert!(environ
        .split('\0')
        .any(|v| v == "MIMALLOC_ARENA_EAGER_COMMIT=0"));
    // A reset link, written to the outbox folder.
    let page = c
        .get(format!("{base}/password/forgot"))
        .send()
        .await
        .unwrap();
    let csrf = extract_csrf(&page.text().await.unwrap()).unwrap();
    c.post(format!("{base}/password/forgot"))
        .form(&[("email", "chief@example.com"), ("csrf_token", &csrf)])
        .send()
        .await
        .unwrap();
    let mut token = String::new();
    for _ in 0..100 {
        let outbox = dir.path().join("outbox");
        if let Some(f) = std::fs::read_dir(&outbox).ok().and_then(|mut d| d.next()) {
            // Quoted-printable: soft line breaks joined.
            let text = std::fs::read_to_string(f.unwrap().path())
                .unwrap()
                .replace("=\r\n", "")
                .replace("=\n", "");
            let start = text.find("/invite/").unwrap() + 8;
            token = text[start..]
                .chars()
                .take_while(|c| c.is_ascii_hexdigit())
                .collect();
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(token.len() >= 32, "no reset mail: {token}");
    let link = format!("{base}/invite/{token}");
    // A stale CSRF token: 403; a too-short password: 422.
    let r = c
        .post(&link)
        .form(&[("password", "x"), ("csrf_token", "stale")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 403);
    let page = c.get(&link).send().await.unwrap().text().await.unwrap();
    let csrf = extract_csrf(&page).unwrap();
    let r = c
        .post(&link)
        .form(&[
            ("display_name", "Chief"),
            ("password", "short"),
            ("csrf_token", &csrf),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 422);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let _ = server.kill();
    let _ = server.wait();
    (std::fs::read_to_string(&log_path).unwrap(), token)
}

#[actix_web::test]
async fn reset_tokens_never_reach_the_log() {
    let (text, token) = failed_resets_logged("text").await;
    assert!(
        text.contains("/invite/[redacted]"),
        "the failed posts were logged, redacted:\n{text}"
    );
    assert!(!text.contains(&token), "the token is in the log:\n{text}");
}

/// `log.format = "json"` (#28): every line is one JSON object with a level
/// and a message; the request lines carry their fields, redacted the same.
#[actix_web::test]
async fn json_logs_are_one_object_per_line_and_as_redacted() {
    let (text, token) = failed_resets_logged("json").await;
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(lines.len() > 3, "{text}");
    for l in &lines {
        assert!(l["level"].is_string() && l["timestamp"].is_string(), "{l}");
    }
    let refused = lines
        .iter()
        .filter(|l| l["span"]["http.target"] == "/invite/[redacted]")
        .count();
    assert!(refused >= 2, "the two refused posts, redacted:\n{text}");
    assert!(!text.contains(&token), "the token is in the log:\n{text}");
}
