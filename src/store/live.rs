//! Change signals between instances on one PostgreSQL (#25): a change
//! NOTIFYs `bocage_live` in its own transaction, so the signal leaves at
//! COMMIT and never for a change rolled back; each instance LISTENs on a
//! connection of its own. SQLite is one process: nothing crosses.

use super::db::DbConn;
use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use std::time::Duration;

pub const CHANNEL: &str = "bocage_live";

/// How often the listening connection reads what arrived.
const POLL: Duration = Duration::from_millis(25);

/// The statement that sends `payloads` at COMMIT, to run in the
/// transaction (empty on SQLite). Payloads are the bus's own ("c:1:42",
/// "m:1:side:allies"): digits, letters and colons; anything else is not
/// sent.
pub fn notify_sql(c: &DbConn, payloads: &[String]) -> String {
    if !matches!(c, DbConn::Postgresql(_)) {
        return String::new();
    }
    payloads
        .iter()
        .filter(|p| {
            p.chars()
                .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, ':' | '_' | '-'))
        })
        .map(|p| format!("SELECT pg_notify('{CHANNEL}', '{p}');"))
        .collect()
}

/// Sends `payloads` at COMMIT of the transaction `c` is in.
pub fn notify(c: &mut DbConn, payloads: &[String]) -> QueryResult<()> {
    let sql = notify_sql(c, payloads);
    if sql.is_empty() {
        return Ok(());
    }
    c.batch_execute(&sql)
}

/// Listens on `url` (a PostgreSQL one) and calls `on` with each payload,
/// until `on` answers false. A lost connection is opened again after a
/// second; signals sent meanwhile are lost, which the streams' heartbeat
/// covers (each re-reads its view at least every heartbeat).
pub fn listen(url: &str, mut on: impl FnMut(Option<&str>) -> bool) {
    loop {
        if let Ok(mut c) = diesel::pg::PgConnection::establish(url) {
            if c.batch_execute(&format!("LISTEN {CHANNEL}")).is_ok() {
                tracing::debug!("listening for changes of other instances");
                'open: loop {
                    for n in c.notifications_iter() {
                        match n {
                            Ok(n) => {
                                if !on(Some(&n.payload)) {
                                    return;
                                }
                            }
                            Err(e) => {
                                tracing::warn!(error = %e, "the change listener lost its connection");
                                break 'open;
                            }
                        }
                    }
                    if !on(None) {
                        return;
                    }
                    std::thread::sleep(POLL);
                }
            }
        }
        if !on(None) {
            return;
        }
        std::thread::sleep(Duration::from_secs(1));
    }
}
