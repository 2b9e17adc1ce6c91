//! Email: the transport (SMTP through lettre, or `.eml` files when no SMTP
//! server is configured), the transactional outbox, the notices each event
//! sends, and the background worker.

pub mod compose;
pub mod fresh;
pub mod invitations;
pub mod notify;
pub mod summary;

use crate::config::MailSettings;
use hmac::{Hmac, Mac};
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sha2::Sha256;
use std::path::PathBuf;

pub enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    File(AsyncFileTransport<Tokio1Executor>, PathBuf),
}

/// Whether a failed send should be retried.
#[derive(Debug, PartialEq, Eq)]
pub enum SendError {
    Transient(String),
    Permanent(String),
}

pub struct Mailer {
    pub transport: Transport,
    pub from: Mailbox,
    /// The public host, for Message-IDs.
    pub host: String,
}

/// The host of a public URL: "https://bocage.example:8443/x" -> "bocage.example".
pub fn url_host(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let host_port = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = match host_port.strip_prefix('[') {
        // An IPv6 literal keeps its brackets: "[::1]:8080" -> "[::1]".
        Some(v6) => v6
            .split_once(']')
            .and_then(|(h, _)| host_port.get(..h.len() + 2))
            .unwrap_or(host_port),
        None => host_port.rsplit_once(':').map_or(host_port, |(h, _)| h),
    };
    if host.is_empty() {
        "localhost".into()
    } else {
        host.to_string()
    }
}

impl Mailer {
    pub fn from_settings(
        s: &MailSettings,
        data_dir: &std::path::Path,
        public_url: &str,
    ) -> anyhow::Result<Mailer> {
        let from: Mailbox = s
            .from
            .parse()
            .map_err(|e| anyhow::anyhow!("mail.from: {e}"))?;
        let transport = if s.transport == "smtp" && !s.smtp_host.is_empty() {
            let builder = match s.smtp_tls.as_str() {
                "tls" => AsyncSmtpTransport::<Tokio1Executor>::relay(&s.smtp_host)?,
                "starttls" => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&s.smtp_host)?,
                "none" => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&s.smtp_host),
                other => anyhow::bail!("mail.smtp_tls must be starttls, tls or none, not {other}"),
            };
            let mut builder = builder
                .port(s.smtp_port)
                .timeout(Some(std::time::Duration::from_secs(20)));
            if !s.smtp_username.is_empty() {
                builder = builder.credentials(Credentials::new(
                    s.smtp_username.clone(),
                    s.smtp_password.clone(),
                ));
            }
            Transport::Smtp(builder.build())
        } else {
            let dir = data_dir.join("outbox");
            std::fs::create_dir_all(&dir)?;
            Transport::File(AsyncFileTransport::<Tokio1Executor>::new(&dir), dir)
        };
        Ok(Mailer {
            transport,
            from,
            host: url_host(public_url),
        })
    }

    pub fn describe(&self) -> String {
        match &self.transport {
            Transport::Smtp(_) => "SMTP".into(),
            Transport::File(_, dir) => format!("files in {}", dir.display()),
        }
    }

    pub async fn send(
        &self,
        to: &str,
        subject: &str,
        text: &str,
        html: &str,
        unsubscribe: Option<&str>,
    ) -> Result<(), SendError> {
        let to: Mailbox = to
            .parse()
            .map_err(|e| SendError::Permanent(format!("bad address: {e}")))?;
        // A Message-ID on our public host and Auto-Submitted (RFC 3834):
        // receivers score mail without them as spam, and autoresponders
        // must not answer. lettre adds the Date.
        let mut b = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .date_now()
            .message_id(Some(format!(
                "<{}@{}>",
                hex::encode(rand::random::<[u8; 16]>()),
                self.host
            )))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Auto-Submitted"),
                "auto-generated".into(),
            ));
        if let Some(url) = unsubscribe {
            b = b
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    format!("<{url}>"),
                ))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".into(),
                ));
        }
        let msg = b
            .multipart(MultiPart::alternative_plain_html(
                text.to_string(),
                html.to_string(),
            ))
            .map_err(|e| SendError::Permanent(format!("message: {e}")))?;
        match &self.transport {
            Transport::Smtp(t) => t.send(msg).await.map(|_| ()).map_err(|e| {
                if e.is_permanent() {
                    SendError::Permanent(e.to_string())
                } else {
                    SendError::Transient(e.to_string())
                }
            }),
            Transport::File(t, dir) => {
                let id = t
                    .send(msg)
                    .await
                    .map_err(|e| SendError::Transient(e.to_string()))?;
                let file = dir.join(format!("{id}.eml"));
                // It may hold a reset link: the owner's alone.
                #[cfg(unix)]
                {
                    use std::os::unix::fs::PermissionsExt;
                    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600))
                        .map_err(|e| SendError::Transient(e.to_string()))?;
                }
                tracing::info!(file = %file.display(), "mail written to the outbox folder");
                Ok(())
            }
        }
    }
}

/// Signs unsubscribe links so they work without signing in, for one user
/// and one category only.
pub fn unsubscribe_sig(secret: &[u8], user_id: i64, category: &str) -> String {
    #[allow(clippy::expect_used)]
    let mut mac =
        <Hmac<Sha256> as Mac>::new_from_slice(secret).expect("HMAC accepts keys of any length");
    mac.update(format!("unsubscribe:{user_id}:{category}").as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

pub fn unsubscribe_url(base: &str, secret: &[u8], user_id: i64, category: &str) -> String {
    format!(
        "{}/unsubscribe/{user_id}/{category}/{}",
        base.trim_end_matches('/'),
        unsubscribe_sig(secret, user_id, category)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsubscribe_signatures_are_per_user_and_category() {
        let a = unsubscribe_sig(b"k", 1, "phase");
        assert_eq!(a, unsubscribe_sig(b"k", 1, "phase"));
        assert_ne!(a, unsubscribe_sig(b"k", 2, "phase"));
        assert_ne!(a, unsubscribe_sig(b"k", 1, "battle"));
        assert_ne!(a, unsubscribe_sig(b"other", 1, "phase"));
    }
}
