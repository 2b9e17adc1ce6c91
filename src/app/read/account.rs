//! The account page's reads: the API tokens, the mail preferences and the
//! live sessions.

use crate::app::accounts::{tokens_of, ApiToken};
use crate::app::sessions::SessionInfo;
use crate::app::App;
use crate::error::AppError;

/// What the account page shows: the API tokens, the mail preferences and
/// the live sessions.
pub struct AccountReads {
    pub tokens: Vec<ApiToken>,
    pub prefs: Vec<(String, String, String, bool)>,
    pub sessions: Vec<SessionInfo>,
}

impl App {
    /// The account page's reads.
    pub async fn account_reads(
        &self,
        user: i64,
        life: crate::app::sessions::Lifetimes,
    ) -> Result<AccountReads, AppError> {
        self.run(move |c| {
            Ok(AccountReads {
                tokens: tokens_of(c, user)?,
                prefs: crate::app::mail::prefs_of(c, user)?,
                sessions: crate::store::sessions::list(c, user, life)?
                    .into_iter()
                    .map(crate::app::sessions::SessionInfo::from)
                    .collect(),
            })
        })
        .await
    }
}
