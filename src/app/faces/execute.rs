//! `App`'s calls of `app::execute` (#41): one command, changed or tried.

use crate::app::App;
use crate::error::AppError;

impl App {
    /// Runs one command by `user`: through the batching writer, or in a
    /// transaction of its own when the shell runs without one (the CLI). A
    /// kept API token (`confirm`) is confirmed in that transaction: one
    /// revoked meanwhile is refused (401) and nothing is written.
    pub async fn execute(
        &self,
        campaign_id: i64,
        user: &crate::app::accounts::User,
        confirm: Option<i64>,
        cmd: crate::rules::Command,
    ) -> Result<crate::app::execute::Applied, AppError> {
        let user = user.clone();
        match &self.writer {
            Some(writer) => writer.execute(campaign_id, user, confirm, cmd).await,
            None => {
                let core = self.core.clone();
                self.run(move |c| {
                    crate::app::execute::execute_confirming_in(
                        c,
                        &core.parts(),
                        campaign_id,
                        &user,
                        confirm,
                        cmd,
                    )
                })
                .await
            }
        }
    }

    /// A dry run of one command (#25): decided and saved by the same path in
    /// a transaction that is rolled back.
    pub async fn dry_run(
        &self,
        campaign_id: i64,
        user: &crate::app::accounts::User,
        cmd: crate::rules::Command,
    ) -> Result<crate::app::execute::Applied, AppError> {
        let (user, core) = (user.clone(), self.core.clone());
        self.run(move |c| {
            crate::app::execute::dry_run_in(c, &core.parts(), campaign_id, &user, cmd)
        })
        .await
    }
}
