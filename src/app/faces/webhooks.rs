//! `App`'s calls of `app::webhooks` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::access::Access;
use crate::app::webhooks::*;
use crate::app::App;
use crate::error::AppError;

impl App {
    /// The campaign's webhooks (the GM's; a site admin reads them too).
    pub async fn webhooks(&self, a: Access) -> Result<Vec<Webhook>, AppError> {
        self.run(move |c| list(c, &a)).await
    }

    /// The webhooks page: the webhooks and the deliveries that failed for
    /// good, as (title, why).
    pub async fn webhooks_page(
        &self,
        a: Access,
    ) -> Result<(Vec<Webhook>, Vec<(String, String)>), AppError> {
        self.run(move |c| {
            let failed = crate::app::mail::failed_for_campaign(c, a.id())?
                .into_iter()
                .filter(|r| r.category == "webhook")
                .map(|r| (r.subject, r.last_error))
                .collect();
            Ok((list(c, &a)?, failed))
        })
        .await
    }

    /// Adds a webhook (`add`); `allow`: the hosts the site allows.
    pub async fn add_webhook(
        &self,
        a: Access,
        h: HookRequest,
        allow: Vec<String>,
    ) -> Result<Webhook, AppError> {
        self.run(move |c| {
            let new = NewHook {
                url: &h.url,
                format: &h.format,
                events: &h.events,
            };
            add(c, &a, &new, &allow)
        })
        .await
    }

    /// Sets the campaign's language (`set_language`, #44).
    pub async fn set_campaign_language(
        &self,
        a: Access,
        lang: crate::rules::say::Lang,
    ) -> Result<(), AppError> {
        self.run(move |c| set_language(c, &a, lang)).await
    }

    /// The campaign's language.
    pub async fn campaign_language(&self, id: i64) -> Result<crate::rules::say::Lang, AppError> {
        self.run(move |c| language(c, id)).await
    }

    /// Removes webhook `id`.
    pub async fn remove_webhook(&self, a: Access, id: i64) -> Result<(), AppError> {
        self.run(move |c| remove(c, &a, id)).await
    }
}
