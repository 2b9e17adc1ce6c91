//! `TestApp`: the real server on port 0 with a fresh database per test.

use bocage::config::Settings;
use bocage::startup::Application;
use bocage::store::{accounts, DbPool};
use bocage::web::auth;
use diesel::connection::SimpleConnection;
use diesel::Connection;
use reqwest::redirect::Policy;
use std::sync::atomic::{AtomicU32, Ordering};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Generates one test per backend from `async fn name(app: TestApp)`.
#[macro_export]
macro_rules! both_backends {
    ($($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[actix_web::test]
                async fn sqlite() {
                    let app = $crate::helpers::TestApp::spawn($crate::helpers::Backend::Sqlite).await;
                    super::$name(&app).await;
                }
                #[actix_web::test]
                async fn postgres() {
                    if !$crate::helpers::postgres_enabled() {
                        eprintln!("skipped: set BOCAGE_TEST_POSTGRES_URL to run on PostgreSQL");
                        return;
                    }
                    let app = $crate::helpers::TestApp::spawn($crate::helpers::Backend::Postgres).await;
                    super::$name(&app).await;
                }
            }
        )*
    };
}

/// Tests that take the backend and start their own app (with settings of
/// their own), run on each backend.
#[macro_export]
macro_rules! per_backend {
    ($($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[actix_web::test]
                async fn sqlite() {
                    super::$name($crate::helpers::Backend::Sqlite).await;
                }
                #[actix_web::test]
                async fn postgres() {
                    if !$crate::helpers::postgres_enabled() {
                        eprintln!("skipped: set BOCAGE_TEST_POSTGRES_URL to run on PostgreSQL");
                        return;
                    }
                    super::$name($crate::helpers::Backend::Postgres).await;
                }
            }
        )*
    };
}

pub fn postgres_enabled() -> bool {
    std::env::var("BOCAGE_TEST_POSTGRES_URL").is_ok_and(|v| !v.is_empty())
}

pub struct TestApp {
    pub address: String,
    pub port: u16,
    pub pool: DbPool,
    pub state: actix_web::web::Data<bocage::web::AppState>,
    pub backend: Backend,
    pub dir: tempfile::TempDir,
    pg_drop: Option<(String, String)>,
    handle: actix_web::dev::ServerHandle,
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

impl TestApp {
    pub async fn spawn(backend: Backend) -> TestApp {
        Self::spawn_with(backend, |_| {}).await
    }

    /// Like `spawn`, with settings changed first (mail transport, ...).
    pub async fn spawn_with(backend: Backend, configure: impl FnOnce(&mut Settings)) -> TestApp {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut settings = Settings::defaults().expect("defaults");
        settings.mail.poll_seconds = 1;
        settings.mail.retry_base_seconds = 1;
        settings.server.port = 0;
        settings.server.workers = 2;
        settings.data.dir = dir.path().to_path_buf();
        settings.database.pool_size = 8;
        let mut pg_drop = None;
        settings.database.url = match backend {
            Backend::Sqlite => format!("sqlite://{}/test.sqlite3", dir.path().display()),
            Backend::Postgres => {
                let admin_url = loopback_without_tls(
                    &std::env::var("BOCAGE_TEST_POSTGRES_URL").expect("pg url"),
                );
                let name = format!(
                    "bocage_t{}_{}_{}",
                    std::process::id(),
                    COUNTER.fetch_add(1, Ordering::SeqCst),
                    auth::random_token(3)
                );
                let mut c = diesel::pg::PgConnection::establish(&admin_url)
                    .expect("connect to BOCAGE_TEST_POSTGRES_URL");
                c.batch_execute(&format!("CREATE DATABASE {name}"))
                    .expect("create test database");
                let base = admin_url
                    .split('?')
                    .next()
                    .unwrap_or(&admin_url)
                    .rsplit_once('/')
                    .map_or(admin_url.clone(), |(b, _)| b.to_string());
                pg_drop = Some((admin_url.clone(), name.clone()));
                loopback_without_tls(&format!("{base}/{name}"))
            }
        };
        configure(&mut settings);
        Self::start(settings, backend, dir, pg_drop).await
    }

    /// Opens the database of `settings`, builds the application and serves
    /// it on its own task.
    async fn start(
        settings: bocage::config::Settings,
        backend: Backend,
        dir: tempfile::TempDir,
        pg_drop: Option<(String, String)>,
    ) -> TestApp {
        let pool = bocage::startup::open_database(&settings).expect("database");
        let app = Application::build(settings, pool.clone())
            .await
            .expect("build app");
        let port = app.port();
        let state = app.state.clone();
        let handle = app.handle();
        actix_web::rt::spawn(app.run_until_stopped());
        TestApp {
            address: format!("http://127.0.0.1:{port}"),
            port,
            pool,
            state,
            backend,
            dir,
            pg_drop,
            handle,
        }
    }

    /// A second instance of the application on this one's database (its
    /// own port, data folder and mail outbox; the same session key), as a
    /// host runs several behind a proxy.
    pub async fn twin(&self) -> TestApp {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut settings = self.state.settings.clone();
        settings.server.port = 0;
        settings.server.public_url = String::new();
        settings.data.dir = dir.path().to_path_buf();
        settings.session.key = hex_key(&self.dir);
        settings.derive_public_url();
        // The first instance drops the database.
        Self::start(settings, self.backend, dir, None).await
    }

    pub fn client(&self) -> reqwest::Client {
        reqwest::Client::builder()
            .cookie_store(true)
            .redirect(Policy::none())
            .build()
            .expect("client")
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub fn create_user(&self, email: &str, password: &str, admin: bool) -> i64 {
        let mut c = self.pool.get().expect("conn");
        let hash = auth::hash_password(password).expect("hash");
        accounts::create(
            &mut c,
            email,
            email.split('@').next().unwrap_or("x"),
            &hash,
            admin,
        )
        .expect("create user")
    }

    /// Gives an existing user a known password (for browser sign-ins).
    pub fn set_password(&self, email: &str, password: &str) {
        let mut c = self.pool.get().expect("conn");
        let u = accounts::find_by_email(&mut c, email)
            .expect("query")
            .expect("user exists");
        accounts::set_password(&mut c, u.id, &auth::hash_password(password).expect("hash"))
            .expect("set password");
    }

    pub fn token_for(&self, user_id: i64) -> String {
        let mut c = self.pool.get().expect("conn");
        let t = format!("bocage_{}", auth::random_token(24));
        accounts::add_token(&mut c, user_id, "test", &t).expect("token");
        t
    }

    /// A user with a token, in one step.
    pub fn user_with_token(&self, email: &str, admin: bool) -> (i64, String) {
        let id = self.create_user(email, "password-1234", admin);
        (id, self.token_for(id))
    }

    pub async fn get(&self, client: &reqwest::Client, path: &str) -> reqwest::Response {
        client.get(self.url(path)).send().await.expect("GET")
    }

    /// GET `path` with a bearer token: (status, content type, body bytes).
    pub async fn get_bytes(&self, token: &str, path: &str) -> (u16, String, Vec<u8>) {
        let r = self
            .client()
            .get(self.url(path))
            .bearer_auth(token)
            .send()
            .await
            .expect("GET");
        let ct = r
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        (
            r.status().as_u16(),
            ct,
            r.bytes().await.expect("body").to_vec(),
        )
    }

    pub async fn get_text(&self, client: &reqwest::Client, path: &str) -> (u16, String) {
        let r = self.get(client, path).await;
        let s = r.status().as_u16();
        (s, r.text().await.expect("body"))
    }

    /// The session's CSRF token, read from a page's hidden field.
    pub async fn csrf(&self, client: &reqwest::Client) -> String {
        let (_, body) = self.get_text(client, "/login").await;
        let body = if body.contains("csrf_token") {
            body
        } else {
            self.get_text(client, "/account").await.1
        };
        extract_csrf(&body).expect("csrf token on page")
    }

    pub async fn login(
        &self,
        client: &reqwest::Client,
        email: &str,
        password: &str,
    ) -> reqwest::Response {
        let csrf = self.csrf(client).await;
        client
            .post(self.url("/login"))
            .form(&[
                ("email", email),
                ("password", password),
                ("csrf_token", &csrf),
            ])
            .send()
            .await
            .expect("POST /login")
    }

    /// Signs in a browser-like client and returns it.
    pub async fn signed_in(&self, email: &str, password: &str) -> reqwest::Client {
        let c = self.client();
        let r = self.login(&c, email, password).await;
        assert_eq!(r.status().as_u16(), 303, "sign-in of {email} failed");
        c
    }

    /// Posts a form with the session's CSRF token added.
    pub async fn post_form(
        &self,
        client: &reqwest::Client,
        path: &str,
        fields: &[(&str, &str)],
    ) -> reqwest::Response {
        let (_, page) = self.get_text(client, "/account").await;
        let csrf = extract_csrf(&page).unwrap_or_default();
        let mut all: Vec<(&str, &str)> = fields.to_vec();
        all.push(("csrf_token", &csrf));
        client
            .post(self.url(path))
            .form(&all)
            .send()
            .await
            .expect("POST")
    }

    pub async fn api(
        &self,
        method: reqwest::Method,
        token: &str,
        path: &str,
        body: Option<serde_json::Value>,
    ) -> (u16, serde_json::Value) {
        let mut req = reqwest::Client::new()
            .request(method, self.url(&format!("/api/v1{path}")))
            .bearer_auth(token);
        if let Some(b) = body {
            req = req.json(&b);
        }
        let r = req.send().await.expect("API call");
        let status = r.status().as_u16();
        let text = r.text().await.expect("body");
        let json = serde_json::from_str(&text).unwrap_or(serde_json::Value::String(text));
        (status, json)
    }

    /// A page's HTML as the bearer of `token` reads it.
    pub async fn page_as(&self, token: &str, path: &str) -> String {
        let r = self
            .client()
            .get(self.url(path))
            .bearer_auth(token)
            .send()
            .await
            .expect("page");
        r.text().await.expect("body")
    }

    pub async fn api_get(&self, token: &str, path: &str) -> (u16, serde_json::Value) {
        self.api(reqwest::Method::GET, token, path, None).await
    }

    pub async fn api_post(
        &self,
        token: &str,
        path: &str,
        body: serde_json::Value,
    ) -> (u16, serde_json::Value) {
        self.api(reqwest::Method::POST, token, path, Some(body))
            .await
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // Stop the server and close the pool before dropping the database.
        drop(self.handle.stop(false));
        if let Some((admin_url, name)) = self.pg_drop.take() {
            if let Ok(mut c) = diesel::pg::PgConnection::establish(&admin_url) {
                let _ = c.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
            }
        }
    }
}

pub fn extract_csrf(body: &str) -> Option<String> {
    let i = body.find("name=\"csrf_token\" value=\"")? + "name=\"csrf_token\" value=\"".len();
    let rest = &body[i..];
    Some(rest[..rest.find('"')?].to_string())
}

/// The session key the first instance generated, for its twin.
fn hex_key(dir: &tempfile::TempDir) -> String {
    std::fs::read_to_string(dir.path().join("session.key"))
        .map(|k| k.trim().to_string())
        .unwrap_or_default()
}

/// A PostgreSQL URL on this machine, without TLS (`sslmode=disable`) unless
/// it names a mode itself. The test process ends with the servers' threads
/// still running; libpq's OpenSSL cleans up at exit under them, which
/// crashed the test binary after every test had passed (CI, 2026-12-01).
/// Loopback needs no TLS; a remote test server keeps the URL as given.
pub fn loopback_without_tls(url: &str) -> String {
    let local = ["@127.0.0.1", "@localhost", "@[::1]"]
        .iter()
        .any(|h| url.contains(h));
    if !local || url.contains("sslmode=") {
        return url.to_string();
    }
    let sep = if url.contains('?') { '&' } else { '?' };
    format!("{url}{sep}sslmode=disable")
}

/// A response's text. An event stream (`text/event-stream`) never ends, so
/// its text is its first event, read within 10 s.
pub async fn text_of(r: reqwest::Response) -> String {
    let sse = r
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/event-stream"));
    if !sse {
        return r.text().await.unwrap();
    }
    let mut events = Events(r, String::new());
    events
        .next(std::time::Duration::from_secs(10))
        .await
        .map(|e| e.raw)
        .unwrap_or_default()
}

/// An open event stream, read an event at a time.
pub struct Events(pub reqwest::Response, pub String);

/// One server-sent event.
#[derive(Debug, Clone)]
pub struct Event {
    pub name: String,
    pub id: Option<String>,
    pub data: serde_json::Value,
    /// The event as it came, every line.
    pub raw: String,
}

impl Events {
    /// The next event (comments such as heartbeats skipped), or None when
    /// nothing comes within `wait` or the stream ends.
    pub async fn next(&mut self, wait: std::time::Duration) -> Option<Event> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            while let Some(end) = self.1.find("\n\n") {
                let block: String = self.1.drain(..end + 2).collect();
                if let Some(e) = Event::parse(&block) {
                    return Some(e);
                }
            }
            match tokio::time::timeout_at(deadline, self.0.chunk()).await {
                Ok(Ok(Some(bytes))) => self.1.push_str(&String::from_utf8_lossy(&bytes)),
                _ => return None,
            }
        }
    }

    /// Every byte that arrives within `wait` (heartbeats and all).
    pub async fn bytes_within(&mut self, wait: std::time::Duration) -> String {
        let deadline = tokio::time::Instant::now() + wait;
        let mut out = std::mem::take(&mut self.1);
        while let Ok(Ok(Some(bytes))) = tokio::time::timeout_at(deadline, self.0.chunk()).await {
            out.push_str(&String::from_utf8_lossy(&bytes));
        }
        out
    }
}

impl Event {
    fn parse(block: &str) -> Option<Event> {
        let (mut name, mut id, mut data) = (String::from("message"), None, String::new());
        let mut any = false;
        for line in block.lines() {
            if let Some(v) = line.strip_prefix("event: ") {
                name = v.to_string();
                any = true;
            } else if let Some(v) = line.strip_prefix("id: ") {
                id = Some(v.to_string());
            } else if let Some(v) = line.strip_prefix("data: ") {
                data.push_str(v);
                any = true;
            }
        }
        any.then(|| Event {
            name,
            id,
            data: serde_json::from_str(&data).unwrap_or(serde_json::Value::Null),
            raw: block.to_string(),
        })
    }
}

impl TestApp {
    /// Opens the campaign's event stream with `token` (the first event,
    /// "ready", already read and returned).
    pub async fn events(&self, token: &str, campaign: i64) -> (Events, Event) {
        let r = self
            .client()
            .get(self.url(&format!("/api/v1/campaigns/{campaign}/events")))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status().as_u16(), 200);
        let mut events = Events(r, String::new());
        let ready = events
            .next(std::time::Duration::from_secs(10))
            .await
            .expect("the stream says it is ready");
        assert_eq!(ready.name, "ready", "{}", ready.raw);
        (events, ready)
    }
}
