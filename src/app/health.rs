//! Whether the shell can serve: the database answers (`/healthz`), and
//! whether it is ready (`/readyz`): migrations applied, the writer's thread
//! running, each outbox worker seen lately. And the gauges `/metrics` reads
//! at each scrape (the outbox's backlog and failures, the pool).

use crate::error::AppError;
use crate::store::outbox::Queue;
use crate::store::{self, DbConn};
use std::sync::atomic::{AtomicI64, Ordering};

/// A round trip to the database.
pub fn ping(c: &mut DbConn) -> Result<(), AppError> {
    Ok(store::ping(c)?)
}

const QUEUES: [(Queue, &str); 3] = [
    (Queue::Account, "account"),
    (Queue::Game, "game"),
    (Queue::Webhooks, "webhooks"),
];

fn slot(q: Queue) -> usize {
    match q {
        Queue::Account => 0,
        Queue::Game => 1,
        Queue::Webhooks => 2,
    }
}

/// When each outbox worker last finished a pass (unix seconds; 0: never).
#[derive(Default)]
pub struct Beats {
    queues: [AtomicI64; 3],
    /// The workers' poll interval, in seconds.
    poll: AtomicI64,
}

impl Beats {
    pub fn started(&self, poll_seconds: u64) {
        self.poll
            .store(i64::try_from(poll_seconds).unwrap_or(60), Ordering::Relaxed);
    }

    pub fn beat(&self, q: Queue, now: i64) {
        if let Some(b) = self.queues.get(slot(q)) {
            b.store(now, Ordering::Relaxed);
        }
    }

    /// A worker is alive when its last pass ended within three polls and
    /// two minutes (a pass may wait out slow webhooks' time limits).
    pub fn alive(&self, q: Queue, now: i64) -> bool {
        let last = self
            .queues
            .get(slot(q))
            .map_or(0, |b| b.load(Ordering::Relaxed));
        last > 0 && now - last <= 3 * self.poll.load(Ordering::Relaxed) + 120
    }
}

/// What `/readyz` reports; ready when every part is.
#[derive(Debug, serde::Serialize)]
pub struct Readiness {
    pub database: Result<(), String>,
    pub migrations: Result<(), String>,
    pub writer: bool,
    pub outbox: Vec<(&'static str, bool)>,
}

impl Readiness {
    pub fn ready(&self) -> bool {
        self.database.is_ok()
            && self.migrations.is_ok()
            && self.writer
            && self.outbox.iter().all(|(_, up)| *up)
    }
}

/// The database's part of readiness: one round trip, and whether
/// migrations are pending.
pub fn check_database(c: &mut DbConn) -> Result<bool, AppError> {
    store::ping(c)?;
    store::migrate::pending(c).map_err(AppError::Internal)
}

/// Readiness from its parts: the database's answer (`check_database`),
/// whether the writer's thread runs, and the outbox workers' beats.
pub fn readiness(db: Result<bool, AppError>, writer: bool, beats: &Beats) -> Readiness {
    let (database, migrations) = match db {
        Ok(false) => (Ok(()), Ok(())),
        Ok(true) => (Ok(()), Err("migrations are pending".to_string())),
        Err(e) => (
            Err(e.to_string()),
            Err("the database did not answer".to_string()),
        ),
    };
    let now = chrono::Utc::now().timestamp();
    Readiness {
        database,
        migrations,
        writer,
        outbox: QUEUES
            .iter()
            .map(|(q, name)| (*name, beats.alive(*q, now)))
            .collect(),
    }
}

/// Sets the gauges read at a scrape: the outbox's backlog by queue and
/// failures by kind, and the pool's connections.
pub fn gauges(counts: Vec<(String, String, i64)>, pool: diesel::r2d2::State) {
    let m = crate::telemetry::metrics();
    m.outbox_backlog.reset();
    m.outbox_failed.reset();
    for (_, name) in QUEUES {
        m.outbox_backlog.with_label_values(&[name]).set(0);
    }
    for kind in ["mail", "webhook"] {
        m.outbox_failed.with_label_values(&[kind]).set(0);
    }
    for (category, status, n) in counts {
        if status == "pending" {
            let q = Queue::of(&category);
            let name = QUEUES
                .iter()
                .find(|(x, _)| *x == q)
                .map_or("game", |(_, n)| *n);
            m.outbox_backlog.with_label_values(&[name]).add(n);
        } else {
            let kind = if category == "webhook" {
                "webhook"
            } else {
                "mail"
            };
            m.outbox_failed.with_label_values(&[kind]).add(n);
        }
    }
    let state = pool;
    m.pool
        .with_label_values(&["idle"])
        .set(i64::from(state.idle_connections));
    m.pool.with_label_values(&["in_use"]).set(i64::from(
        state.connections.saturating_sub(state.idle_connections),
    ));
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn a_worker_is_alive_from_its_first_beat_until_three_polls_and_two_minutes_pass() {
        let beats = Beats::default();
        beats.started(5);
        assert!(!beats.alive(Queue::Game, 1000), "never beaten");
        beats.beat(Queue::Game, 1000);
        assert!(beats.alive(Queue::Game, 1000));
        assert!(beats.alive(Queue::Game, 1000 + 15 + 120));
        assert!(!beats.alive(Queue::Game, 1000 + 15 + 121));
        assert!(!beats.alive(Queue::Account, 1000), "each queue its own");
    }

    #[test]
    fn ready_only_when_every_part_is() {
        let beats = Beats::default();
        beats.started(5);
        let now = chrono::Utc::now().timestamp();
        for (q, _) in QUEUES {
            beats.beat(q, now);
        }
        assert!(readiness(Ok(false), true, &beats).ready());
        assert!(!readiness(Ok(false), false, &beats).ready(), "writer down");
        let pending = readiness(Ok(true), true, &beats);
        assert!(!pending.ready());
        assert!(pending.database.is_ok() && pending.migrations.is_err());
        let away = readiness(Err(AppError::Unavailable("away".into())), true, &beats);
        assert!(!away.ready() && away.database.is_err());
        let stale = Beats::default();
        stale.started(5);
        stale.beat(Queue::Account, now);
        let r = readiness(Ok(false), true, &stale);
        assert!(!r.ready());
        assert_eq!(
            r.outbox,
            vec![("account", true), ("game", false), ("webhooks", false)]
        );
    }
}
