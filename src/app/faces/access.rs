//! `App`'s calls of `app::access` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::access::*;
use crate::app::accounts::User;
use crate::app::App;
use crate::error::AppError;

impl App {
    /// A member's access to a campaign (`load_confirming`: 404 for a
    /// non-member, 401 for a kept credential gone since), and what the
    /// page reads for that access (`then`, a read of this module's rooms,
    /// run only once access is granted), in one trip to the pool.
    pub async fn access_and<T, F>(
        &self,
        campaign_id: i64,
        user: &User,
        kept: Option<Kept>,
        then: F,
    ) -> Result<(Access, Confirmed, T), AppError>
    where
        F: crate::app::AccessRead<T>,
        T: Send + 'static,
    {
        let user = user.clone();
        let cache = self.core.states.clone();
        self.run(move |c| {
            let (access, confirmed) = load_confirming(c, &cache, campaign_id, &user, kept)?;
            let more = then(c, &access)?;
            Ok((access, confirmed, more))
        })
        .await
    }
}
