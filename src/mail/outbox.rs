//! The outbox lives in the store (`store::outbox`); mail reads and fills it.

pub use crate::store::outbox::*;
