//! Settings: `config/default.toml` compiled in, then an optional file named by
//! `BOCAGE_CONFIG`, then `BOCAGE__SECTION__KEY` environment variables.

use serde::Deserialize;
use std::path::PathBuf;

const DEFAULTS: &str = include_str!("../config/default.toml");

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub server: ServerSettings,
    pub database: DatabaseSettings,
    pub data: DataSettings,
    pub session: SessionSettings,
    pub security: SecuritySettings,
    pub mail: MailSettings,
    pub files: FileSettings,
    pub webhooks: WebhookSettings,
    pub log: LogSettings,
    pub metrics: MetricsSettings,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerSettings {
    pub host: String,
    pub port: u16,
    pub public_url: String,
    pub workers: usize,
    pub trusted_proxies: Vec<String>,
    /// "x-forwarded-for" or "forwarded": the header the proxies write.
    pub forwarded_header: String,
    /// How often an open event stream sends a heartbeat and checks its
    /// reader's sign-in and membership again.
    pub stream_heartbeat_seconds: u64,
    /// Event streams one user may hold open at once (tabs, devices).
    pub streams_per_user: usize,
    /// How often the clock looks for passed phase deadlines (R5.7).
    pub clock_seconds: u64,
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DatabaseSettings {
    pub url: String,
    pub pool_size: u32,
}

impl std::fmt::Debug for DatabaseSettings {
    // The URL may carry a password: never print it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DatabaseSettings")
            .field("url", &redact_url(&self.url))
            .field("pool_size", &self.pool_size)
            .finish()
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataSettings {
    pub dir: PathBuf,
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionSettings {
    pub key: String,
    pub idle_hours: i64,
    pub lifetime_hours: i64,
}

/// How long a session may sit unused, and live at all.
#[derive(Debug, Clone, Copy)]
pub struct Lifetimes {
    pub idle: chrono::Duration,
    pub absolute: chrono::Duration,
}

impl Lifetimes {
    /// A session seen at `at` or later and begun after the second bound is
    /// live: (last seen after, begun after).
    pub fn bounds(
        &self,
        at: chrono::NaiveDateTime,
    ) -> (chrono::NaiveDateTime, chrono::NaiveDateTime) {
        (at - self.idle, at - self.absolute)
    }

    /// A session is live now if last seen after the first and begun after
    /// the second.
    pub fn live_since(&self) -> (chrono::NaiveDateTime, chrono::NaiveDateTime) {
        self.bounds(chrono::Utc::now().naive_utc())
    }
}

impl SessionSettings {
    /// The server-side lifetimes (at least an hour each).
    pub fn lifetimes(&self) -> Lifetimes {
        Lifetimes {
            idle: chrono::Duration::hours(self.idle_hours.max(1)),
            absolute: chrono::Duration::hours(self.lifetime_hours.max(1)),
        }
    }
}

impl std::fmt::Debug for SessionSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SessionSettings")
            .field("key", &"[redacted]")
            .field("idle_hours", &self.idle_hours)
            .field("lifetime_hours", &self.lifetime_hours)
            .finish()
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SecuritySettings {
    pub login_attempts_per_minute: u32,
    pub max_sign_in_delay_seconds: u64,
    pub max_concurrent_hashes: usize,
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailSettings {
    pub transport: String,
    pub smtp_host: String,
    pub smtp_port: u16,
    pub smtp_tls: String,
    pub smtp_username: String,
    pub smtp_password: String,
    pub from: String,
    pub poll_seconds: u64,
    pub retry_base_seconds: i64,
}

impl std::fmt::Debug for MailSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailSettings")
            .field("transport", &self.transport)
            .field("smtp_host", &self.smtp_host)
            .field("smtp_port", &self.smtp_port)
            .field("smtp_tls", &self.smtp_tls)
            .field("smtp_username", &self.smtp_username)
            .field("smtp_password", &"[redacted]")
            .field("from", &self.from)
            .field("poll_seconds", &self.poll_seconds)
            .field("retry_base_seconds", &self.retry_base_seconds)
            .finish()
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileSettings {
    pub max_file_mb: u64,
    pub max_campaign_mb: u64,
}

impl FileSettings {
    pub fn max_file_bytes(&self) -> usize {
        usize::try_from(self.max_file_mb.saturating_mul(1024 * 1024)).unwrap_or(usize::MAX)
    }
    pub fn max_campaign_bytes(&self) -> i64 {
        i64::try_from(self.max_campaign_mb.saturating_mul(1024 * 1024)).unwrap_or(i64::MAX)
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebhookSettings {
    pub allow: Vec<String>,
    pub timeout_seconds: u64,
    pub max_response_kb: u64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogSettings {
    pub filter: String,
    /// "text" (for people) or "json" (one object per line, for collectors).
    pub format: LogFormat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MetricsSettings {
    /// The bearer token `/metrics` asks for; empty: `/metrics` is off.
    pub token: String,
}

impl std::fmt::Debug for MetricsSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MetricsSettings")
            .field("token", &if self.token.is_empty() { "" } else { "<set>" })
            .finish()
    }
}

impl Settings {
    /// Loads the settings from the compiled-in defaults, `BOCAGE_CONFIG`, the
    /// environment and `DATABASE_URL`.
    pub fn load() -> anyhow::Result<Settings> {
        let mut builder = config::Config::builder()
            .add_source(config::File::from_str(DEFAULTS, config::FileFormat::Toml));
        if let Ok(path) = std::env::var("BOCAGE_CONFIG") {
            builder = builder.add_source(config::File::with_name(&path));
        }
        builder = builder.add_source(
            config::Environment::with_prefix("BOCAGE")
                .prefix_separator("__")
                .separator("__")
                .try_parsing(true)
                .list_separator(",")
                .with_list_parse_key("server.trusted_proxies")
                .with_list_parse_key("webhooks.allow"),
        );
        let mut settings: Settings = builder.build()?.try_deserialize()?;
        if let Ok(url) = std::env::var("DATABASE_URL") {
            if !url.is_empty() {
                settings.database.url = url;
            }
        }
        settings.derive_public_url();
        Ok(settings)
    }

    /// The defaults alone, for tests and tools.
    pub fn defaults() -> anyhow::Result<Settings> {
        let mut settings: Settings = config::Config::builder()
            .add_source(config::File::from_str(DEFAULTS, config::FileFormat::Toml))
            .build()?
            .try_deserialize()?;
        settings.derive_public_url();
        Ok(settings)
    }

    /// An empty `public_url` is the bound address: `http://127.0.0.1:<port>`
    /// (a wildcard host is reached on loopback).
    pub fn derive_public_url(&mut self) {
        if !self.server.public_url.trim().is_empty() {
            return;
        }
        let host = match self.server.host.as_str() {
            "0.0.0.0" | "" => "127.0.0.1".to_string(),
            "::" => "[::1]".to_string(),
            h if h.contains(':') => format!("[{h}]"),
            h => h.to_string(),
        };
        self.server.public_url = format!("http://{host}:{}", self.server.port);
    }

    pub fn secure_cookies(&self) -> bool {
        self.server.public_url.starts_with("https://")
    }
}

/// `postgres://user:secret@host/db` -> `postgres://user:***@host/db`.
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let creds = &url[scheme + 3..at];
            match creds.find(':') {
                Some(colon) => format!(
                    "{}{}:***{}",
                    &url[..scheme + 3],
                    &creds[..colon],
                    &url[at..]
                ),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn defaults_parse_and_point_at_sqlite() {
        let s = Settings::defaults().unwrap();
        assert_eq!(s.server.port, 8080);
        assert!(s.database.url.starts_with("sqlite://"));
        assert!(!s.secure_cookies());
    }

    #[test]
    fn the_default_public_url_follows_the_port() {
        let mut s = Settings::defaults().unwrap();
        assert_eq!(s.server.public_url, "http://127.0.0.1:8080");
        s.server.public_url = String::new();
        s.server.port = 9090;
        s.derive_public_url();
        assert_eq!(s.server.public_url, "http://127.0.0.1:9090");
        s.server.public_url = "https://bocage.example".into();
        s.derive_public_url();
        assert_eq!(s.server.public_url, "https://bocage.example");
    }

    #[test]
    fn passwords_are_redacted_from_urls() {
        assert_eq!(
            redact_url("postgres://bob:hunter2@db/x"),
            "postgres://bob:***@db/x"
        );
        assert_eq!(redact_url("postgres://bob@db/x"), "postgres://bob@db/x");
        assert_eq!(redact_url("sqlite://data/a.db"), "sqlite://data/a.db");
    }
}
