//! Persistence: one connection type over SQLite and PostgreSQL, the pool, the
//! migrations, and the queries. Backend differences live in this module only.
//!
//! Lookups by a unique key use `get_result`, not `first`: `first` adds
//! `LIMIT ?`, and the bundled SQLite re-plans a statement whose LIMIT is a
//! bound parameter every time it is bound, so diesel's cached statement was
//! parsed again on every request (a quarter of the map page's CPU time).

pub mod aars;
pub mod accounts;
pub mod campaigns;
pub mod db;
pub mod drafting;
pub mod files;
pub mod history;
pub mod live;
pub mod members;
pub mod messages;
pub mod migrate;
pub mod notes;
pub mod outbox;
pub mod schema;
pub mod sessions;
pub mod snapshots;
pub mod webhooks;

pub use db::*;
pub use migrate::migrate;
