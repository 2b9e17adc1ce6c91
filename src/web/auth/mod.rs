//! Who is asking: passwords (argon2id), signed-in users and API clients
//! (`users`), sessions kept on the server (`session_store`), credentials
//! kept for a few seconds and confirmed by each request (`kept`, `recent`),
//! CSRF, sign-in limits and the client's address behind proxies.

pub mod csrf;
pub mod kept;
pub mod limits;
pub mod recent;
pub mod session_store;
pub mod users;

pub use crate::app::passwords::*;
pub use csrf::{check_csrf, csrf_guard};
pub use users::*;
