//! `App`'s calls of `app::mail` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::mail::*;
use crate::app::App;
use crate::error::AppError;

impl App {
    /// The GM reminds `target` by mail (`nudge`), saying what the campaign
    /// waits for.
    pub async fn nudge(
        &self,
        id: i64,
        state: std::sync::Arc<crate::rules::CampaignState>,
        target: i64,
        status: String,
    ) -> Result<(), AppError> {
        let ctx = self.core.mail.clone();
        self.run(move |c| nudge(c, id, &state, target, &status, &ctx))
            .await
    }
}

impl App {
    /// Saves mail modes and the digest's hour (`save_prefs`).
    pub async fn save_mail_prefs(
        &self,
        user: i64,
        modes: Vec<(String, String)>,
        digest_hour: i32,
    ) -> Result<(), AppError> {
        self.run(move |c| save_prefs(c, user, &modes, digest_hour))
            .await
    }

    /// Sets (or with None, revokes) the calendar feed's secret digest.
    pub async fn set_calendar_secret(
        &self,
        user: i64,
        digest: Option<String>,
    ) -> Result<(), AppError> {
        self.run(move |c| set_calendar_secret(c, user, digest.as_deref()))
            .await
    }

    /// One category off, by a mail's signed link.
    pub async fn unsubscribe(&self, user: i64, category: String) -> Result<(), AppError> {
        self.run(move |c| unsubscribe(c, user, &category)).await
    }

    /// Queues a reset link for the account of `email` (`send_reset`).
    pub async fn send_reset(
        &self,
        email: String,
        due: bool,
        token: String,
    ) -> Result<(), AppError> {
        let ctx = self.core.mail.clone();
        self.run(move |c| send_reset(c, &email, due, &token, &ctx))
            .await
    }

    /// The iCalendar feed of the secret `token` (`calendar::feed`).
    pub async fn calendar_feed(&self, token: String, base: String) -> Result<String, AppError> {
        let catalog = self.core.catalog.clone();
        self.run(move |c| crate::app::calendar::feed(c, &catalog, &token, &base))
            .await
    }

    /// Whether the database answers (`/healthz`).
    pub async fn ping(&self) -> Result<(), AppError> {
        self.run(crate::app::health::ping).await
    }
}
