//! Builds the application: database, migrations, first admin, session key,
//! and the HTTP server (port 0 works, for tests).

use crate::app::catalog::Catalog;
use crate::config::{redact_url, Settings};
use crate::store::{self, accounts, DbPool};
use crate::web::{self, auth, AppState};
use actix_session::config::{CookieContentSecurity, PersistentSession};
use actix_session::SessionMiddleware;
use actix_web::cookie::{time::Duration as CookieDuration, Key, SameSite};
use actix_web::dev::Server;
use actix_web::middleware::from_fn;
use actix_web::{web::Data, App, HttpServer};
use std::net::TcpListener;
use std::path::Path;
use std::sync::Arc;
use tracing_actix_web::TracingLogger;

pub struct Application {
    port: u16,
    server: Server,
    pub state: Data<AppState>,
}

/// Database pool with migrations applied.
pub fn open_database(settings: &Settings) -> anyhow::Result<DbPool> {
    // The data folder holds the database, the session key and the outbox
    // (mail with reset links): the owner's alone.
    store::private_dir(&settings.data.dir)?;
    let pool = store::connect(&settings.database.url, settings.database.pool_size)?;
    let applied = store::migrate(&pool)?;
    tracing::info!(database = %redact_url(&settings.database.url), applied, "database ready");
    Ok(pool)
}

/// On an empty database: a site admin with a random password, printed once.
pub fn ensure_admin(pool: &DbPool) -> anyhow::Result<Option<(String, String)>> {
    let mut conn = pool.get()?;
    if accounts::count(&mut conn)? > 0 {
        return Ok(None);
    }
    let email = "admin@bocage.local".to_string();
    let password = auth::random_token(9);
    let hash = auth::hash_password(&password).map_err(|e| anyhow::anyhow!("{e}"))?;
    let id = accounts::create(&mut conn, &email, "Site admin", &hash, true)?;
    tracing::info!(user_id = id, "created the first site admin");
    Ok(Some((email, password)))
}

/// The session key: from config, or generated once and kept in the data folder.
pub fn session_key(settings: &Settings) -> anyhow::Result<Key> {
    if !settings.session.key.is_empty() {
        let bytes = hex::decode(settings.session.key.trim())
            .map_err(|_| anyhow::anyhow!("session.key must be hex"))?;
        anyhow::ensure!(
            bytes.len() >= 64,
            "session.key must be at least 64 bytes (128 hex digits)"
        );
        return Ok(Key::from(&bytes));
    }
    let path = settings.data.dir.join("session.key");
    if let Ok(text) = std::fs::read_to_string(&path) {
        if let Ok(bytes) = hex::decode(text.trim()) {
            if bytes.len() >= 64 {
                return Ok(Key::from(&bytes));
            }
        }
    }
    std::fs::create_dir_all(&settings.data.dir)?;
    let hexkey = auth::random_token(64);
    write_private(&path, &hexkey)?;
    let bytes = hex::decode(&hexkey)?;
    Ok(Key::from(&bytes))
}

/// Links in mail and the key that signs unsubscribe links (derived from the
/// session key, never logged).
pub fn mail_ctx(settings: &Settings, key: &Key) -> crate::mail::notify::MailCtx {
    use sha2::{Digest, Sha256};
    let secret = Sha256::digest([b"bocage-mail:".as_slice(), key.master()].concat()).to_vec();
    crate::mail::notify::MailCtx {
        base_url: settings.server.public_url.clone(),
        secret,
    }
}

fn write_private(path: &Path, text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(path)?;
        f.write_all(text.as_bytes())?;
    }
    #[cfg(not(unix))]
    std::fs::write(path, text)?;
    Ok(())
}

/// On PostgreSQL, hears the changes other instances commit (`store::live`)
/// and puts them on this instance's bus, until the bus is gone.
fn listen_to_other_instances(url: &str, live: &Arc<crate::app::live::Live>) -> anyhow::Result<()> {
    if crate::store::db::Backend::from_url(url)? != crate::store::db::Backend::Postgres {
        return Ok(());
    }
    let bus = Arc::downgrade(live);
    let url = url.to_string();
    std::thread::Builder::new()
        .name("bocage-listen".into())
        .spawn(move || {
            crate::store::live::listen(&url, |payload| {
                let Some(live) = bus.upgrade() else {
                    return false;
                };
                if let Some(s) = payload.and_then(|p| live.unwire(p)) {
                    live.publish(s);
                }
                true
            })
        })?;
    Ok(())
}

/// The state every request reads: the app, the caches, the limits.
fn app_state(settings: &Settings, core: crate::app::Core) -> anyhow::Result<Data<AppState>> {
    Ok(Data::new(AppState {
        app: crate::app::App::start(core)?,
        proxies: web::http::client::Proxies::parse(
            &settings.server.trusted_proxies,
            &settings.server.forwarded_header,
        )?,
        limits: web::auth::limits::SignInLimits::new(
            settings.security.login_attempts_per_minute,
            settings.security.max_sign_in_delay_seconds,
        ),
        settings: settings.clone(),
        fragments: Default::default(),
        pages: Default::default(),
        sheets: Default::default(),
        pngs: Default::default(),
        png_gate: Arc::new(tokio::sync::Semaphore::new(2)),
        gif_frames: Arc::default(),
        actions_cache: Arc::new(std::sync::Mutex::new(lru::LruCache::new(
            std::num::NonZeroUsize::MIN.saturating_add(255),
        ))),
        tokens: Default::default(),
        kept_sessions: Default::default(),
        flights: Default::default(),
        renders: Default::default(),
        hash_gate: Arc::new(tokio::sync::Semaphore::new(
            settings.security.max_concurrent_hashes.max(1),
        )),
    }))
}

/// What runs beside the requests: mail and webhook deliveries, the clock
/// that processes deadlines.
fn spawn_background(
    settings: &Settings,
    pool: DbPool,
    mail: crate::mail::notify::MailCtx,
    state: &Data<AppState>,
) -> anyhow::Result<()> {
    crate::app::deliveries::Deliveries::new(
        pool,
        crate::mail::Mailer::from_settings(
            &settings.mail,
            &settings.data.dir,
            &settings.server.public_url,
        )?,
        mail,
        std::time::Duration::from_secs(settings.mail.poll_seconds.max(1)),
        settings.mail.retry_base_seconds,
        state.catalog().clone(),
        crate::hooks::deliver::Outbound::from(&settings.webhooks),
    )
    .spawn(state.app.beats.clone());
    crate::app::clock::spawn(
        state.app.core.clone(),
        std::time::Duration::from_secs(settings.server.clock_seconds.max(1)),
    );
    Ok(())
}

impl Application {
    pub async fn build(settings: Settings, pool: DbPool) -> anyhow::Result<Application> {
        let listener = TcpListener::bind((settings.server.host.as_str(), settings.server.port))?;
        let port = listener.local_addr()?.port();
        let catalog = Arc::new(Catalog::load(Some(Path::new("config/maps")))?);
        let key = session_key(&settings)?;
        let mail = mail_ctx(&settings, &key);
        let core = crate::app::Core::new(pool.clone(), catalog, mail.clone());
        let state = app_state(&settings, core)?;
        spawn_background(&settings, pool, mail, &state)?;
        listen_to_other_instances(&settings.database.url, &state.app.core.live)?;
        let secure = settings.secure_cookies();
        let life = settings.session.lifetimes();
        actix_web::rt::spawn(housekeeping(state.clone(), life));
        let cookie_life = CookieDuration::seconds(life.absolute.num_seconds());
        let store = web::auth::session_store::DbSessionStore::new(
            state.app.clone(),
            life,
            state.kept_sessions.clone(),
        );
        let workers = settings.server.workers;
        let data = state.clone();
        let mut server = HttpServer::new(move || {
            let cookie_name = if secure {
                "__Host-bocage"
            } else {
                "bocage_session"
            };
            let sessions = SessionMiddleware::builder(store.clone(), key.clone())
                .cookie_name(cookie_name.to_string())
                .cookie_secure(secure)
                .cookie_http_only(true)
                .cookie_same_site(SameSite::Lax)
                .cookie_content_security(CookieContentSecurity::Private)
                .session_lifecycle(PersistentSession::default().session_ttl(cookie_life))
                .build();
            App::new()
                .app_data(data.clone())
                .app_data(data.proxies.clone())
                .app_data(web::http::input::form_config())
                .app_data(web::http::input::json_config())
                .app_data(web::http::input::path_config())
                .app_data(web::http::input::query_config())
                .wrap(from_fn(web::auth::kept::settle))
                .wrap(from_fn(web::auth::refresh_keeps_flash))
                .wrap(from_fn(auth::csrf_guard))
                .wrap(from_fn(web::auth::csrf::carry_token))
                .wrap(from_fn(web::http::errors::uniform_413))
                .wrap(sessions)
                .wrap(from_fn(web::http::language::choose))
                .wrap(web::http::security::headers())
                .wrap(from_fn(web::http::security::cache_policy))
                .wrap(from_fn(web::http::encoding::encode))
                .wrap(from_fn(web::http::metrics::measure))
                .wrap(TracingLogger::<web::http::logging::RedactedSpan>::new())
                .wrap(from_fn(web::http::methods::refuse_unknown))
                .configure(web::routes)
                .default_service(actix_web::web::to(web::http::respond::not_found))
        })
        .listen(listener)?;
        if workers > 0 {
            server = server.workers(workers);
        }
        // Database work runs on the blocking pool, which actix keeps per
        // worker; more threads in all than connections only wait, and each
        // thread costs memory under load.
        let per_worker = if workers > 0 {
            workers
        } else {
            std::thread::available_parallelism().map_or(1, usize::from)
        };
        let blocking = (settings.database.pool_size as usize / per_worker).max(2);
        let server = server.worker_max_blocking_threads(blocking).run();
        Ok(Application {
            port,
            server,
            state,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// Logs through tracing, to stderr (stdout is for what a command answers,
/// e.g. `$(bocage admin token ...)`); `RUST_LOG` wins over the config filter.
/// `log.format = "json"` writes one JSON object per line (time, level,
/// message, fields, and the request's span: method, route, status, client).
pub fn init_tracing(log: &crate::config::LogSettings) {
    let env = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(&log.filter));
    let fmt = tracing_subscriber::fmt()
        .with_env_filter(env)
        .with_target(false)
        .with_writer(std::io::stderr);
    let _ = match log.format {
        crate::config::LogFormat::Text => fmt.try_init(),
        crate::config::LogFormat::Json => fmt
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
}

/// Every ten seconds: forget sign-in budgets that have refilled; every ten
/// minutes: delete the rows of sessions that ended by time.
async fn housekeeping(state: Data<AppState>, life: store::sessions::Lifetimes) {
    let mut tick = actix_web::rt::time::interval(std::time::Duration::from_secs(10));
    let mut n: u64 = 0;
    loop {
        tick.tick().await;
        state.limits.tidy();
        if n.is_multiple_of(60) {
            match state.app.purge_sessions(life).await {
                Ok(k) if k > 0 => tracing::info!(sessions = k, "ended sessions purged"),
                Err(e) => tracing::warn!(error = %e, "session purge failed"),
                _ => {}
            }
        }
        n = n.wrapping_add(1);
    }
}
