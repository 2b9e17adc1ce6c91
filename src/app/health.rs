//! Whether the shell can serve: the database answers.

use crate::error::AppError;
use crate::store::{self, DbConn};

/// A round trip to the database.
pub fn ping(c: &mut DbConn) -> Result<(), AppError> {
    Ok(store::ping(c)?)
}
