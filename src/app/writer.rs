//! The writer: one thread that applies campaign commands in batches.
//!
//! SQLite has one writer at a time, and each write transaction pays for its
//! own locks, journal frames and page reads; PostgreSQL pays a WAL flush per
//! commit. Commands that arrive together (many commanders drafting at once)
//! are therefore applied in one transaction, each in its own savepoint: a
//! command that is refused, or fails, rolls back alone and answers alone; the
//! others commit together. The thread keeps one connection, whose SQLite
//! page cache stays warm because it is nearly the only one that writes. On
//! PostgreSQL each command still locks its campaign row, so several server
//! processes on one database stay correct.

use super::core::Core;
use super::execute::{change_in, Applied, Known};
use super::live::Signal;
use crate::app::accounts::User;
use crate::error::AppError;
use crate::rules::Command;
use crate::store;
use diesel::connection::SimpleConnection;
use std::sync::mpsc;

/// At most this many commands share one transaction, so that one commit
/// never waits on a long queue.
const MAX_BATCH: usize = 64;

struct Job {
    campaign_id: i64,
    user: User,
    /// A kept token to confirm in the transaction (`web::tokens`).
    confirm: Option<i64>,
    cmd: Command,
    reply: tokio::sync::oneshot::Sender<Result<Applied, AppError>>,
}

/// A handle on the writer thread; the thread ends when the last handle goes.
pub struct Writer {
    jobs: mpsc::Sender<Job>,
    thread: std::thread::JoinHandle<()>,
}

impl Writer {
    pub fn start(ctx: Core) -> std::io::Result<Writer> {
        let (jobs, queue) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("bocage-writer".into())
            .spawn(move || run(&ctx, &queue))?;
        Ok(Writer { jobs, thread })
    }

    /// Whether the writer's thread still runs (`/readyz`).
    pub fn alive(&self) -> bool {
        !self.thread.is_finished()
    }

    /// Applies one command; answers once its transaction has committed.
    /// With `confirm`, the kept token of that id must still be the user's
    /// when the transaction runs (`web::tokens`).
    pub async fn execute(
        &self,
        campaign_id: i64,
        user: User,
        confirm: Option<i64>,
        cmd: Command,
    ) -> Result<Applied, AppError> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let stopped = || AppError::Internal(anyhow::anyhow!("the writer has stopped"));
        self.jobs
            .send(Job {
                campaign_id,
                user,
                confirm,
                cmd,
                reply,
            })
            .map_err(|_| stopped())?;
        crate::telemetry::metrics().writer_queue.inc();
        answer.await.map_err(|_| stopped())?
    }
}

fn run(ctx: &Core, queue: &mpsc::Receiver<Job>) {
    let mut conn = None;
    while let Ok(first) = queue.recv() {
        let mut jobs = vec![first];
        while jobs.len() < MAX_BATCH {
            match queue.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        let m = crate::telemetry::metrics();
        m.writer_queue.sub(jobs.len() as i64);
        m.writer_batch.observe(jobs.len() as f64);
        if conn.is_none() {
            match ctx.pool.get() {
                Ok(c) => conn = Some(c),
                Err(e) => {
                    let e = anyhow::anyhow!("no database connection: {e}");
                    for job in jobs {
                        let _ = job
                            .reply
                            .send(Err(AppError::Internal(anyhow::anyhow!("{e}"))));
                    }
                    continue;
                }
            }
        }
        let Some(c) = conn.as_mut() else { continue };
        let (results, healthy) = batch(ctx, c, &jobs);
        if !healthy {
            // BEGIN or COMMIT failed: start the next batch on a new connection.
            conn = None;
        }
        for (job, result) in jobs.into_iter().zip(results) {
            // The asker may have gone (client closed); the change stands.
            let _ = job.reply.send(result);
        }
    }
}

/// Applies the jobs in one transaction, each in a savepoint.
/// Answers each job, and whether the connection is fit for the next batch.
fn batch(
    ctx: &Core,
    conn: &mut store::DbConn,
    jobs: &[Job],
) -> (Vec<Result<Applied, AppError>>, bool) {
    let failed = |e: &dyn std::fmt::Display| {
        let results = jobs
            .iter()
            .map(|_| Err(AppError::Internal(anyhow::anyhow!("write failed: {e}"))))
            .collect();
        (results, false)
    };
    // SQLite: this process's writers take turns (see `store::write_tx`);
    // PostgreSQL: each command locks its campaign row (`load_for_update`).
    let _turn = match store::begin_write(conn) {
        Ok(turn) => turn,
        Err(e) => return failed(&e),
    };
    let mut results: Vec<Result<Applied, AppError>> = Vec::with_capacity(jobs.len());
    let mut known = Known::default();
    if let Err(e) = conn.batch_execute("SAVEPOINT job") {
        let _ = conn.batch_execute("ROLLBACK");
        return failed(&e);
    }
    for (i, job) in jobs.iter().enumerate() {
        let more = i + 1 < jobs.len();
        results.push(one(ctx, conn, job, &mut known, more));
    }
    // Open pages hear of each change once it is committed: other instances
    // through NOTIFY, sent by this COMMIT (one round trip with it), this
    // one on its bus after it.
    let signals: Vec<Signal> = jobs
        .iter()
        .zip(&results)
        .filter_map(|(job, r)| {
            r.as_ref().ok().map(|a| Signal::Changed {
                campaign: job.campaign_id,
                version: a.version,
            })
        })
        .collect();
    let payloads: Vec<String> = signals.iter().map(|s| ctx.live.wire(s)).collect();
    let commit = format!("{}COMMIT", store::live::notify_sql(conn, &payloads));
    if let Err(e) = conn.batch_execute(&commit) {
        let _ = conn.batch_execute("ROLLBACK");
        // Nothing was written: what went into the cache must come out.
        for job in jobs {
            ctx.states.forget(job.campaign_id);
        }
        return failed(&e);
    }
    for s in signals {
        ctx.live.publish(s);
    }
    (results, true)
}

/// One job in its savepoint (taken before it: by the batch for the first
/// job, by the job before for the others). Its new state goes into the
/// cache as soon as the savepoint is released, so that the next job of the
/// batch (and the next batch) finds it; readers ask for the committed
/// version until COMMIT. Releasing one savepoint and taking the next is one
/// round trip (`more`: another job follows).
fn one(
    ctx: &Core,
    conn: &mut store::DbConn,
    job: &Job,
    known: &mut Known,
    more: bool,
) -> Result<Applied, AppError> {
    let change = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        if let Some(token_id) = job.confirm {
            known.confirm_token(conn, token_id, job.user.id)?;
        }
        change_in(
            conn,
            &ctx.parts(),
            job.campaign_id,
            &job.user,
            job.cmd.clone(),
            known,
        )
    }))
    .unwrap_or_else(|_| Err(AppError::Internal(anyhow::anyhow!("a change panicked"))));
    let next = if more { "; SAVEPOINT job" } else { "" };
    let ended = match &change {
        Ok(_) => conn.batch_execute(&format!("RELEASE job{next}")),
        Err(_) => conn.batch_execute(&format!("ROLLBACK TO job; RELEASE job{next}")),
    };
    if change.is_err() || ended.is_err() {
        known.forget(job.campaign_id);
    }
    ended.map_err(|e| AppError::Internal(e.into()))?;
    let applied = change?;
    ctx.states
        .put(job.campaign_id, applied.version, applied.state.clone());
    Ok(applied)
}
