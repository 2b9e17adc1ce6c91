//! `App`'s calls of `app::campaigns` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::accounts::User;
use crate::app::campaigns::Member;
use crate::app::campaigns::*;
use crate::app::scenario::Scenario;
use crate::app::App;
use crate::error::AppError;
use crate::rules::CampaignState;

impl App {
    /// The map page's reads: the campaign at the end of phase `label` (the
    /// live one when None) and every saved phase's label.
    pub async fn map_reads(
        &self,
        id: i64,
        label: Option<String>,
    ) -> Result<(Option<CampaignState>, Vec<String>), AppError> {
        self.run(move |c| {
            let snap = match &label {
                Some(l) => Some(snapshot(c, id, l)?),
                None => None,
            };
            Ok((snap, snapshot_labels(c, id)?))
        })
        .await
    }

    /// The campaign's members.
    pub async fn members(&self, id: i64) -> Result<Vec<Member>, AppError> {
        self.run(move |c| members(c, id)).await
    }

    /// The campaign at the end of the phase `label` (404 when not saved).
    pub async fn snapshot(&self, id: i64, label: String) -> Result<CampaignState, AppError> {
        self.run(move |c| snapshot(c, id, &label)).await
    }

    /// The campaign at the end of the phase `label`, if it was saved.
    pub async fn snapshot_at(
        &self,
        id: i64,
        label: String,
    ) -> Result<Option<CampaignState>, AppError> {
        self.run(move |c| snapshot_at(c, id, &label)).await
    }

    /// Whether `user` is a GM of any campaign (GMs may import scenarios).
    pub async fn is_gm_anywhere(&self, user: i64) -> Result<bool, AppError> {
        self.run(move |c| is_gm_anywhere(c, user)).await
    }

    /// The scenario document of a campaign, without its files' bytes.
    pub async fn export(&self, id: i64) -> Result<Scenario, AppError> {
        self.run(move |c| export_in(c, id)).await
    }

    /// Creates a campaign from a checked document (`import_in`).
    pub async fn import(
        &self,
        doc: Scenario,
        importer: &User,
        base_url: String,
    ) -> Result<(i64, Vec<(String, String)>), AppError> {
        let importer = importer.clone();
        self.run(move |c| import_in(c, &doc, &importer, &base_url))
            .await
    }

    /// A site admin creates a campaign and becomes its GM (`create_in`).
    pub async fn create_campaign(
        &self,
        user: &User,
        name: String,
        map: String,
        date: chrono::NaiveDate,
    ) -> Result<i64, AppError> {
        let (catalog, user) = (self.core.catalog.clone(), user.clone());
        self.run(move |c| create_in(c, &catalog, &user, &name, &map, date))
            .await
    }

    /// What still keeps the campaign from starting (the setup checklist,
    /// R1.2, R3, R10), every problem at once.
    pub async fn setup_problems(
        &self,
        a: &crate::app::access::Access,
    ) -> Result<Vec<String>, AppError> {
        let members = self.members(a.id()).await?;
        let map = a.map(&self.core.catalog)?;
        Ok(crate::rules::checklist(&a.state, map, &roster(&members)))
    }
}
