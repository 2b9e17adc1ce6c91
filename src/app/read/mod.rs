//! What the faces show, read per page and answer (#41): each model is
//! built from the rules' views and actions, in one trip to the pool, by an
//! `App` method; the pages and the API only present it.

pub mod account;
pub mod board;
pub mod list;
pub mod overview;
