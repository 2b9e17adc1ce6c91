//! The background worker inside the server: sends due mail, retries
//! transient failures with exponential backoff for up to 48 hours, marks
//! permanent failures, drops reminders that no longer apply, and sends
//! daily digests. Pending mail survives a restart (it lives in the outbox).
//!
//! Delivery is at-least-once: if the process dies after the SMTP server
//! accepted a message but before the outbox row was marked sent, the claim
//! expires after 5 minutes and the message is sent again.

use super::notify::{render, MailCtx, Rendered};
use super::outbox::{self, OutboxRow};
use super::{Mailer, SendError};
use crate::store::{accounts, campaigns as cstore, DbPool};
use std::time::Duration;

pub struct Worker {
    pub pool: DbPool,
    pub mailer: Mailer,
    pub ctx: MailCtx,
    pub poll: Duration,
    pub retry_base_seconds: i64,
    /// For webhooks: the maps (a turn report's PNG) and the outbound guard.
    pub catalog: std::sync::Arc<crate::catalog::Catalog>,
    pub outbound: crate::hooks::deliver::Outbound,
}

impl Worker {
    pub async fn run(self) {
        tracing::info!(transport = %self.mailer.describe(), "mail worker started");
        loop {
            if let Err(e) = self.tick().await {
                tracing::warn!(error = %e, "mail worker");
            }
            tokio::time::sleep(self.poll).await;
        }
    }

    /// One pass: immediate mail, then digests. Returns how many were sent.
    pub async fn tick(&self) -> anyhow::Result<usize> {
        let pool = self.pool.clone();
        let due = tokio::task::spawn_blocking(move || -> anyhow::Result<Vec<OutboxRow>> {
            Ok(outbox::claim_due(&mut *pool.get()?, "pending", 20)?)
        })
        .await??;
        let mut sent = 0;
        for row in due {
            if !self.still_relevant(&row).await? {
                self.update(move |c| outbox::set_status(c, &[row.id], "cancelled"))
                    .await?;
                continue;
            }
            if row.category == "webhook" {
                sent += usize::from(self.webhook(row).await?);
                continue;
            }
            let unsubscribe = match (row.user_id, outbox::mandatory(&row.category)) {
                (Some(u), false) => Some(super::unsubscribe_url(
                    &self.ctx.base_url,
                    &self.ctx.secret,
                    u,
                    &row.category,
                )),
                _ => None,
            };
            let result = self
                .mailer
                .send(
                    &row.to_email,
                    &row.subject,
                    &row.body_text,
                    &row.body_html,
                    unsubscribe.as_deref(),
                )
                .await;
            let base = self.retry_base_seconds;
            match result {
                Ok(()) => {
                    sent += 1;
                    self.update(move |c| outbox::mark_sent(c, row.id, "sent"))
                        .await?;
                }
                Err(SendError::Transient(e)) => {
                    tracing::warn!(id = row.id, error = %e, "mail delivery will be retried");
                    self.update(move |c| outbox::mark_retry(c, &row, &e, base))
                        .await?;
                }
                Err(SendError::Permanent(e)) => {
                    tracing::warn!(id = row.id, error = %e, "mail delivery failed for good");
                    self.update(move |c| outbox::mark_failed(c, row.id, &e))
                        .await?;
                }
            }
        }
        sent += self.digests().await?;
        Ok(sent)
    }

    /// One webhook delivery, with mail's retries and failure list. The
    /// log names the row and the reason, never the address (a Discord
    /// webhook's address is its secret).
    async fn webhook(&self, row: OutboxRow) -> anyhow::Result<bool> {
        use crate::hooks::deliver::Outcome;
        let pool = self.pool.clone();
        let catalog = self.catalog.clone();
        let base = self.ctx.base_url.clone();
        let r = row.clone();
        let ready = tokio::task::spawn_blocking(move || {
            crate::app::webhooks::prepare(&mut *pool.get()?, &r, &catalog, &base)
                .map_err(|e| anyhow::anyhow!(e.public_message()))
        })
        .await??;
        let Some(ready) = ready else {
            self.update(move |c| outbox::set_status(c, &[row.id], "cancelled"))
                .await?;
            return Ok(false);
        };
        let base = self.retry_base_seconds;
        match crate::app::webhooks::send(&self.outbound, ready).await {
            Outcome::Delivered => {
                self.update(move |c| outbox::mark_sent(c, row.id, "sent"))
                    .await?;
                Ok(true)
            }
            Outcome::Transient(e) => {
                tracing::warn!(id = row.id, error = %e, "webhook delivery will be retried");
                self.update(move |c| outbox::mark_retry(c, &row, &e, base))
                    .await?;
                Ok(false)
            }
            Outcome::Permanent(e) => {
                tracing::warn!(id = row.id, error = %e, "webhook delivery failed for good");
                self.update(move |c| outbox::mark_failed(c, row.id, &e))
                    .await?;
                Ok(false)
            }
        }
    }

    async fn update<F>(&self, f: F) -> anyhow::Result<()>
    where
        F: FnOnce(&mut crate::store::DbConn) -> diesel::QueryResult<()> + Send + 'static,
    {
        let pool = self.pool.clone();
        tokio::task::spawn_blocking(move || -> anyhow::Result<()> { Ok(f(&mut *pool.get()?)?) })
            .await??;
        Ok(())
    }

    /// A notice whose moment has passed (`fresh::passed`: a closed phase, a
    /// moved deadline, a decided battle) is dropped; so is a reminder whose
    /// recipient already acted.
    async fn still_relevant(&self, row: &OutboxRow) -> anyhow::Result<bool> {
        let Some(campaign) = row.campaign_id else {
            return Ok(true);
        };
        let pool = self.pool.clone();
        let user = row.user_id;
        let key = row.event_key.clone();
        let reminder = row.category == "reminder";
        tokio::task::spawn_blocking(move || -> anyhow::Result<bool> {
            let mut c = pool.get()?;
            let Some(r) = cstore::find(&mut c, campaign)? else {
                return Ok(false);
            };
            let s = cstore::state_of(&mut c, &r)?;
            if super::fresh::passed(&key, &s) {
                return Ok(false);
            }
            if !reminder {
                return Ok(true);
            }
            let roles = user
                .map(|u| cstore::roles_of(&mut c, campaign, u))
                .transpose()?
                .unwrap_or_default();
            let is_hc = roles
                .iter()
                .any(|(role, _)| *role == cstore::Role::HighCommander);
            let drafted = s.drafts.iter().any(|d| Some(d.author.get()) == user);
            // A commander who drafted has acted; the HC acts by committing,
            // so the reminder stands while drafts wait.
            Ok(if is_hc { true } else { !drafted })
        })
        .await?
    }

    /// One digest per user whose digest time has come, grouping everything held.
    async fn digests(&self) -> anyhow::Result<usize> {
        let pool = self.pool.clone();
        let due = tokio::task::spawn_blocking(move || -> anyhow::Result<Vec<OutboxRow>> {
            Ok(outbox::claim_due(&mut *pool.get()?, "digest", 200)?)
        })
        .await??;
        let mut users: Vec<i64> = due.iter().filter_map(|r| r.user_id).collect();
        users.sort_unstable();
        users.dedup();
        let mut sent = 0;
        for uid in users {
            let pool = self.pool.clone();
            let (user, held) = tokio::task::spawn_blocking(move || -> anyhow::Result<_> {
                let mut c = pool.get()?;
                Ok((
                    accounts::find(&mut c, uid)?,
                    outbox::digest_of(&mut c, uid)?,
                ))
            })
            .await??;
            let Some(user) = user else { continue };
            if held.is_empty() {
                continue;
            }
            let r = Rendered {
                name: user.display_name.clone(),
                campaign: String::new(),
                title: format!("Bocage daily digest: {} update(s)", held.len()),
                lines: held.iter().map(|m| m.subject.clone()).collect(),
                action: Some((
                    "Open Bocage".into(),
                    format!("{}/campaigns", self.ctx.base_url.trim_end_matches('/')),
                )),
                deadline: None,
                unsubscribe: None,
            };
            let (subject, text, html) = render(&r);
            let ids: Vec<i64> = held.iter().map(|m| m.id).collect();
            match self
                .mailer
                .send(&user.email, &subject, &text, &html, None)
                .await
            {
                Ok(()) => {
                    sent += 1;
                    self.update(move |c| outbox::set_status(c, &ids, "digested"))
                        .await?;
                }
                Err(e) => {
                    tracing::warn!(user = uid, error = ?e, "digest will be retried at the next pass")
                }
            }
        }
        Ok(sent)
    }
}
