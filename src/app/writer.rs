//! The writer: one thread that applies campaign commands in batches.
//!
//! SQLite has one writer at a time, and each write transaction pays for its
//! own locks, journal frames and page reads; PostgreSQL pays a WAL flush per
//! commit. Commands that arrive together (many commanders drafting at once)
//! are therefore applied in one transaction: a command that is refused, or
//! fails, rolls back alone and answers alone; the others commit together. A
//! draft writes nothing before the rules have decided and then writes one
//! statement on PostgreSQL (`store::drafting`), so it needs no savepoint;
//! other commands get one each (see `batch`). The thread keeps one
//! connection, whose SQLite page cache stays warm because it is nearly the
//! only one that writes, and counts the statements it sends (`/metrics`:
//! round trips per command). On PostgreSQL each command still locks its
//! campaign row, so several server processes on one database stay correct.

use super::core::Core;
use super::execute::{change_in, Applied, Known};
use super::live::Signal;
use super::round_trips::{Stats, Trips};
use crate::app::accounts::User;
use crate::error::AppError;
use crate::rules::Command;
use crate::store;
use diesel::connection::SimpleConnection;
use std::sync::atomic::Ordering;
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
    stats: std::sync::Arc<Stats>,
}

impl Writer {
    pub fn start(ctx: Core) -> std::io::Result<Writer> {
        let (jobs, queue) = mpsc::channel();
        let stats = std::sync::Arc::new(Stats::default());
        let kept = stats.clone();
        let thread = std::thread::Builder::new()
            .name("bocage-writer".into())
            .spawn(move || run(&ctx, &queue, &kept))?;
        Ok(Writer {
            jobs,
            thread,
            stats,
        })
    }

    /// Transactions committed so far.
    pub fn batches(&self) -> u64 {
        self.stats.batches.load(Ordering::Relaxed)
    }

    /// Commands committed so far, and the statements sent for them.
    pub fn statements(&self) -> (u64, u64) {
        (
            self.stats.commands.load(Ordering::Relaxed),
            self.stats.statements.load(Ordering::Relaxed),
        )
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

fn run(ctx: &Core, queue: &mpsc::Receiver<Job>, stats: &std::sync::Arc<Stats>) {
    let mut conn: Option<store::PooledConn> = None;
    let mut trips: Option<Trips> = None;
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
        let counted = trips.get_or_insert_with(|| Trips::on(c, stats.clone()));
        let (results, healthy) = batch(ctx, c, counted, &jobs);
        if !healthy {
            // BEGIN or COMMIT failed: start the next batch on a new connection.
            if let Some(mut c) = conn.take() {
                Trips::off(&mut c);
            }
            trips = None;
        }
        for (job, result) in jobs.into_iter().zip(results) {
            // The asker may have gone (client closed); the change stands.
            let _ = job.reply.send(result);
        }
    }
}

/// Applies the jobs in one transaction. Answers each job, and whether the
/// connection is fit for the next batch.
///
/// A savepoint costs a round trip on PostgreSQL, and most of a busy
/// evening's commands are drafts, whose every write is one statement after
/// the rules have decided (`store::drafting`): a draft refused by the rules
/// wrote nothing and needs nothing taken back. So only the commands that may
/// write before they can fail get a savepoint; if an unguarded one fails
/// after writing, or with the database's error (which ends a PostgreSQL
/// transaction), the batch is rolled back and applied again with a
/// savepoint for every command (nobody has been answered yet).
fn batch(
    ctx: &Core,
    conn: &mut store::DbConn,
    trips: &Trips,
    jobs: &[Job],
) -> (Vec<Result<Applied, AppError>>, bool) {
    match attempt(ctx, conn, trips, jobs, Guard::Needed) {
        Attempt::Done(results, healthy) => (results, healthy),
        Attempt::Again => match attempt(ctx, conn, trips, jobs, Guard::Every) {
            Attempt::Done(results, healthy) => (results, healthy),
            Attempt::Again => unreachable!("every job guarded"),
        },
    }
}

/// Which jobs of a batch get a savepoint.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Guard {
    /// Those that may write before they fail.
    Needed,
    /// All.
    Every,
}

impl Guard {
    fn guards(self, job: &Job) -> bool {
        // A kept token is confirmed by a read (`Known::confirm_token`).
        self == Guard::Every || !job.cmd.changes_only_drafts()
    }
}

enum Attempt {
    Done(Vec<Result<Applied, AppError>>, bool),
    /// An unguarded job failed after writing: rolled back, to be run again.
    Again,
}

fn attempt(
    ctx: &Core,
    conn: &mut store::DbConn,
    trips: &Trips,
    jobs: &[Job],
    guard: Guard,
) -> Attempt {
    let failed = |e: &dyn std::fmt::Display| {
        let results = jobs
            .iter()
            .map(|_| Err(AppError::Internal(anyhow::anyhow!("write failed: {e}"))))
            .collect();
        Attempt::Done(results, false)
    };
    let backend = trips.backend;
    let start = trips.count();
    // SQLite: this process's writers take turns (see `store::write_tx`);
    // PostgreSQL: each command locks its campaign row (`load_for_update`).
    let turn = match store::begin_write(conn) {
        Ok(turn) => turn,
        Err(e) => return failed(&e),
    };
    let mut results: Vec<Result<Applied, AppError>> = Vec::with_capacity(jobs.len());
    let mut known = Known::default();
    // Whether a savepoint is open for the next job (taken with the release
    // of the one before: one round trip).
    let mut taken = false;
    for (i, job) in jobs.iter().enumerate() {
        let guarded = guard.guards(job);
        let next = jobs.get(i + 1).is_some_and(|j| guard.guards(j));
        let before = trips.count();
        let result = if guarded {
            if !taken {
                if let Err(e) = conn.batch_execute("SAVEPOINT job") {
                    let _ = conn.batch_execute("ROLLBACK");
                    forget_all(ctx, jobs);
                    return failed(&e);
                }
            }
            taken = next;
            one(ctx, conn, job, &mut known, next)
        } else {
            let saves = known.saves;
            let result = run_job(ctx, conn, job, &mut known);
            let harmless = match &result {
                Ok(_) => true,
                Err(AppError::Internal(_) | AppError::Unavailable(_)) => false,
                Err(_) => known.saves == saves,
            };
            if !harmless {
                let _ = conn.batch_execute("ROLLBACK");
                drop(turn);
                forget_all(ctx, jobs);
                return Attempt::Again;
            }
            if next {
                if let Err(e) = conn.batch_execute("SAVEPOINT job") {
                    let _ = conn.batch_execute("ROLLBACK");
                    forget_all(ctx, jobs);
                    return failed(&e);
                }
                taken = true;
            }
            if let Ok(applied) = &result {
                ctx.states
                    .put(job.campaign_id, applied.version, applied.state.clone());
            }
            result
        };
        crate::telemetry::metrics()
            .writer_command_trips
            .with_label_values(&[backend, job.cmd.tag()])
            .observe((trips.count() - before) as f64);
        results.push(result);
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
        forget_all(ctx, jobs);
        return failed(&e);
    }
    drop(turn);
    let m = crate::telemetry::metrics();
    m.writer_commands
        .with_label_values(&[backend])
        .inc_by(jobs.len() as u64);
    m.writer_round_trips
        .with_label_values(&[backend])
        .inc_by(trips.count() - start);
    trips
        .stats
        .commands
        .fetch_add(jobs.len() as u64, Ordering::Relaxed);
    trips
        .stats
        .statements
        .fetch_add(trips.count() - start, Ordering::Relaxed);
    trips.stats.batches.fetch_add(1, Ordering::Relaxed);
    for s in signals {
        ctx.live.publish(s);
    }
    Attempt::Done(results, true)
}

/// A rolled-back batch's states out of the cache (a version it wrote was
/// never committed).
fn forget_all(ctx: &Core, jobs: &[Job]) {
    for job in jobs {
        ctx.states.forget(job.campaign_id);
    }
}

/// The job's change, its token confirmed first.
fn run_job(
    ctx: &Core,
    conn: &mut store::DbConn,
    job: &Job,
    known: &mut Known,
) -> Result<Applied, AppError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
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
    .unwrap_or_else(|_| Err(AppError::Internal(anyhow::anyhow!("a change panicked"))))
}

/// One job in its savepoint (taken before it: by the batch, or with the
/// release of the job before). Its new state goes into the cache as soon as
/// the savepoint is released, so that the next job of the batch (and the
/// next batch) finds it; readers ask for the committed version until
/// COMMIT. Releasing one savepoint and taking the next is one round trip
/// (`more`: the next job is guarded too).
fn one(
    ctx: &Core,
    conn: &mut store::DbConn,
    job: &Job,
    known: &mut Known,
    more: bool,
) -> Result<Applied, AppError> {
    let change = run_job(ctx, conn, job, known);
    let next = if more { "; SAVEPOINT job" } else { "" };
    let ended = match &change {
        Ok(_) => conn.batch_execute(&format!("RELEASE job{next}")),
        Err(_) => conn.batch_execute(&format!("ROLLBACK TO job; RELEASE job{next}")),
    };
    // Rolling back a savepoint may release the row lock taken in it: the
    // next command locks and reads again.
    if change.is_err() || ended.is_err() {
        known.forget(job.campaign_id);
    }
    ended.map_err(|e| AppError::Internal(e.into()))?;
    let applied = change?;
    ctx.states
        .put(job.campaign_id, applied.version, applied.state.clone());
    Ok(applied)
}
