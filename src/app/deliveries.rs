//! The outbox's workers inside the server: they send due mail through the
//! mail transport and deliver webhooks through the hooks transport, retry
//! transient failures with exponential backoff for up to 48 hours, mark
//! permanent failures, drop notices whose moment has passed, and send daily
//! digests. Pending deliveries survive a restart (they live in the outbox).
//!
//! Three queues, three workers (#23: one slow webhook delayed a password
//! reset by 20 s): account mail (invitations, resets) never waits behind a
//! campaign's mail, and neither waits behind webhooks. Webhooks are
//! delivered concurrently, at most `WEBHOOKS_AT_ONCE` at a time and
//! `PER_HOST` to one host.
//!
//! Delivery is at-least-once: if the process dies after the SMTP server
//! accepted a message but before the outbox row was marked sent, the claim
//! expires after 5 minutes and the message is sent again.

use crate::app::catalog::Catalog;
use crate::hooks::deliver::{Outbound, Outcome};
use crate::mail::notify::{render, MailCtx, Rendered};
use crate::mail::{Mailer, SendError};
use crate::rules::{Actor, Audience, Role, Side, UserId};
use crate::store::outbox::{self, OutboxRow, Queue};
use crate::store::{accounts, campaigns as cstore, DbConn, DbPool};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Semaphore;

/// Counts one failed delivery attempt for `/metrics`.
fn failure(kind: &str, outcome: &str) {
    crate::telemetry::metrics()
        .outbox_failures
        .with_label_values(&[kind, outcome])
        .inc();
}

/// Webhook deliveries in flight at once, and to one host.
pub const WEBHOOKS_AT_ONCE: usize = 8;
pub const PER_HOST: usize = 2;

#[derive(Clone)]
pub struct Deliveries {
    pub pool: DbPool,
    pub mailer: Arc<Mailer>,
    pub ctx: MailCtx,
    pub poll: Duration,
    pub retry_base_seconds: i64,
    /// For webhooks: the maps (a turn report's PNG) and the outbound guard.
    pub catalog: Arc<Catalog>,
    pub outbound: Outbound,
    hosts: Arc<Mutex<HashMap<String, Arc<Semaphore>>>>,
}

impl Deliveries {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        pool: DbPool,
        mailer: Mailer,
        ctx: MailCtx,
        poll: Duration,
        retry_base_seconds: i64,
        catalog: Arc<Catalog>,
        outbound: Outbound,
    ) -> Deliveries {
        Deliveries {
            pool,
            mailer: Arc::new(mailer),
            ctx,
            poll,
            retry_base_seconds,
            catalog,
            outbound,
            hosts: Default::default(),
        }
    }

    /// Starts the three workers on the current runtime; each marks `beats`
    /// after every pass.
    pub fn spawn(self, beats: Arc<super::health::Beats>) {
        tracing::info!(transport = %self.mailer.describe(), "mail and webhook workers started");
        beats.started(self.poll.as_secs());
        for queue in [Queue::Account, Queue::Game, Queue::Webhooks] {
            let d = self.clone();
            let beats = beats.clone();
            tokio::spawn(async move {
                loop {
                    if let Err(e) = d.tick_queue(queue).await {
                        tracing::warn!(error = %e, ?queue, "outbox worker");
                    }
                    beats.beat(queue, chrono::Utc::now().timestamp());
                    // Account mail is looked for more often: a player waits
                    // for a reset link with the page open.
                    let wait = match queue {
                        Queue::Account => d.poll.min(Duration::from_secs(1)),
                        _ => d.poll,
                    };
                    tokio::time::sleep(wait).await;
                }
            });
        }
    }

    /// One pass of every queue, in turn (tests and the CLI). Returns how
    /// many were delivered.
    pub async fn tick(&self) -> anyhow::Result<usize> {
        let mut sent = 0;
        for queue in [Queue::Account, Queue::Game, Queue::Webhooks] {
            sent += self.tick_queue(queue).await?;
        }
        Ok(sent)
    }

    /// One pass of one queue: the due rows, then (campaign mail) digests.
    pub async fn tick_queue(&self, queue: Queue) -> anyhow::Result<usize> {
        let due = self
            .blocking(move |c| Ok(outbox::claim_due(c, "pending", queue, 20)?))
            .await?;
        let mut relevant = Vec::new();
        for row in due {
            if self.still_relevant(&row).await? {
                relevant.push(row);
            } else {
                self.update(move |c| outbox::set_status(c, &[row.id], "cancelled"))
                    .await?;
            }
        }
        match queue {
            Queue::Webhooks => self.webhooks(relevant).await,
            Queue::Account => self.mails(relevant).await,
            Queue::Game => Ok(self.mails(relevant).await? + self.digests().await?),
        }
    }

    async fn mails(&self, rows: Vec<OutboxRow>) -> anyhow::Result<usize> {
        let mut sent = 0;
        for row in rows {
            sent += usize::from(self.mail(row).await?);
        }
        Ok(sent)
    }

    async fn mail(&self, row: OutboxRow) -> anyhow::Result<bool> {
        let unsubscribe = match (row.user_id, outbox::mandatory(&row.category)) {
            (Some(u), false) => Some(crate::mail::unsubscribe_url(
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
                self.update(move |c| outbox::mark_sent(c, row.id, "sent"))
                    .await?;
                Ok(true)
            }
            Err(SendError::Transient(e)) => {
                tracing::warn!(id = row.id, error = %e, "mail delivery will be retried");
                failure("mail", "retried");
                self.update(move |c| outbox::mark_retry(c, &row, &e, base))
                    .await?;
                Ok(false)
            }
            Err(SendError::Permanent(e)) => {
                tracing::warn!(id = row.id, error = %e, "mail delivery failed for good");
                failure("mail", "given_up");
                self.update(move |c| outbox::mark_failed(c, row.id, &e))
                    .await?;
                Ok(false)
            }
        }
    }

    /// The claimed webhook deliveries, concurrently within the caps.
    async fn webhooks(&self, rows: Vec<OutboxRow>) -> anyhow::Result<usize> {
        let all = Arc::new(Semaphore::new(WEBHOOKS_AT_ONCE));
        let mut running = tokio::task::JoinSet::new();
        for row in rows {
            let (d, all) = (self.clone(), all.clone());
            running.spawn(async move {
                let _slot = all.acquire_owned().await?;
                d.webhook(row).await
            });
        }
        let mut sent = 0;
        while let Some(done) = running.join_next().await {
            match done {
                Ok(Ok(delivered)) => sent += usize::from(delivered),
                Ok(Err(e)) => tracing::warn!(error = %e, "webhook worker"),
                Err(e) => tracing::warn!(error = %e, "webhook task"),
            }
        }
        Ok(sent)
    }

    /// The slot of one host: at most `PER_HOST` deliveries to it at once.
    fn host_slot(&self, host: &str) -> Arc<Semaphore> {
        match self.hosts.lock() {
            Ok(mut hosts) => hosts
                .entry(host.to_string())
                .or_insert_with(|| Arc::new(Semaphore::new(PER_HOST)))
                .clone(),
            Err(_) => Arc::new(Semaphore::new(PER_HOST)),
        }
    }

    /// One webhook delivery, with mail's retries and failure list. The
    /// log names the row and the reason, never the address (a Discord
    /// webhook's address is its secret).
    async fn webhook(&self, row: OutboxRow) -> anyhow::Result<bool> {
        let (catalog, base, r) = (self.catalog.clone(), self.ctx.base_url.clone(), row.clone());
        let ready = self
            .blocking(move |c| {
                super::webhooks::prepare(c, &r, &catalog, &base)
                    .map_err(|e| anyhow::anyhow!(e.public_message()))
            })
            .await?;
        let Some(ready) = ready else {
            self.update(move |c| outbox::set_status(c, &[row.id], "cancelled"))
                .await?;
            return Ok(false);
        };
        let host = ready.host();
        let _slot = self.host_slot(&host).acquire_owned().await?;
        let base = self.retry_base_seconds;
        match super::webhooks::send(&self.outbound, ready).await {
            Outcome::Delivered => {
                self.update(move |c| outbox::mark_sent(c, row.id, "sent"))
                    .await?;
                Ok(true)
            }
            Outcome::Transient(e) => {
                tracing::warn!(id = row.id, error = %e, "webhook delivery will be retried");
                failure("webhook", "retried");
                self.update(move |c| outbox::mark_retry(c, &row, &e, base))
                    .await?;
                Ok(false)
            }
            Outcome::Permanent(e) => {
                tracing::warn!(id = row.id, error = %e, "webhook delivery failed for good");
                failure("webhook", "given_up");
                self.update(move |c| outbox::mark_failed(c, row.id, &e))
                    .await?;
                Ok(false)
            }
        }
    }

    async fn blocking<T, F>(&self, f: F) -> anyhow::Result<T>
    where
        F: FnOnce(&mut DbConn) -> anyhow::Result<T> + Send + 'static,
        T: Send + 'static,
    {
        let pool = self.pool.clone();
        tokio::task::spawn_blocking(move || f(&mut *pool.get()?)).await?
    }

    async fn update<F>(&self, f: F) -> anyhow::Result<()>
    where
        F: FnOnce(&mut DbConn) -> diesel::QueryResult<()> + Send + 'static,
    {
        self.blocking(move |c| Ok(f(c)?)).await
    }

    /// A notice whose moment has passed (`fresh::passed`: a closed phase, a
    /// moved deadline, a decided battle) is dropped; so is a reminder whose
    /// recipient already acted, and a notice drawn for an audience its
    /// reader no longer reads (#40: removed, or moved to the other side).
    async fn still_relevant(&self, row: &OutboxRow) -> anyhow::Result<bool> {
        let Some(campaign) = row.campaign_id else {
            return Ok(true);
        };
        let user = row.user_id;
        let key = row.event_key.clone();
        let reminder = row.category == "reminder";
        let drawn = row.audience.as_deref().and_then(Audience::parse);
        self.blocking(move |c| {
            let Some(r) = cstore::find(c, campaign)? else {
                return Ok(false);
            };
            let s = cstore::state_of(c, &r)?;
            if crate::mail::fresh::passed(&key, &s) {
                return Ok(false);
            }
            let roles = user
                .map(|u| cstore::roles_of(c, campaign, u))
                .transpose()?
                .unwrap_or_default();
            if let (Some(u), Some(drawn)) = (user, drawn) {
                if !still_reads(u, &roles, drawn) {
                    return Ok(false);
                }
            }
            if !reminder {
                return Ok(true);
            }
            let is_hc = roles
                .iter()
                .any(|(role, _)| *role == cstore::Role::HighCommander);
            let drafted = s.drafts.iter().any(|d| Some(d.author.get()) == user);
            // A commander who drafted has acted; the HC acts by committing,
            // so the reminder stands while drafts wait.
            Ok(if is_hc { true } else { !drafted })
        })
        .await
    }

    /// One digest per user whose digest time has come, grouping everything held.
    async fn digests(&self) -> anyhow::Result<usize> {
        let due = self
            .blocking(|c| Ok(outbox::claim_due(c, "digest", Queue::Game, 200)?))
            .await?;
        let mut users: Vec<i64> = due.iter().filter_map(|r| r.user_id).collect();
        users.sort_unstable();
        users.dedup();
        let mut sent = 0;
        for uid in users {
            let (user, held) = self
                .blocking(move |c| Ok((accounts::find(c, uid)?, outbox::digest_of(c, uid)?)))
                .await?;
            let Some(user) = user else { continue };
            let mut kept = Vec::new();
            for row in held {
                if self.still_relevant(&row).await? {
                    kept.push(row);
                } else {
                    self.update(move |c| outbox::set_status(c, &[row.id], "cancelled"))
                        .await?;
                }
            }
            let held = kept;
            if held.is_empty() {
                continue;
            }
            let lang = crate::rules::say::Lang::of(&user.language).unwrap_or_default();
            let r = Rendered {
                lang,
                name: user.display_name.clone(),
                campaign: String::new(),
                title: lang.n1("mail-digest", "n", held.len()),
                lines: held.iter().map(|m| m.subject.clone()).collect(),
                action: Some((
                    lang.t("mail-open-bocage"),
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

/// Whether a member with `roles` now still reads what was drawn for
/// `drawn`: what was drawn for a side or the GM needs a member who reads
/// it now; a public notice needs nothing (#40).
pub fn still_reads(user: i64, roles: &[(Role, Option<Side>)], drawn: Audience) -> bool {
    if drawn == Audience::Public {
        return true;
    }
    !roles.is_empty()
        && Audience::of(&Actor::of_roles(UserId::new(user), roles)).reads_all_of(drawn)
}
