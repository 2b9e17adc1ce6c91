//! A member's access to one campaign: the one authorization check of every
//! campaign route. A non-member gets "not found" and does not learn that the
//! campaign exists; site admins may read every campaign.

use crate::app::accounts::User;
use crate::app::catalog::Catalog;
use crate::error::AppError;
use crate::rules::{Actions, Actor, CampaignState, Map, Role, Side, UnitId, UserId};
use crate::store::campaigns::StateCache;
use crate::store::members::Confirm;
use crate::store::DbConn;
use std::collections::BTreeSet;
use std::sync::Arc;

/// Which campaign, at which version: what a page says of it besides its
/// state.
#[derive(Debug, Clone)]
pub struct CampaignRef {
    pub id: i64,
    pub name: String,
    pub map_id: String,
    /// Bumped by every change; caches are kept per version.
    pub version: i64,
}

/// A member's view of one campaign: which one, its state and the member's
/// roles.
#[derive(Debug, Clone)]
pub struct Access {
    pub row: CampaignRef,
    /// Shared with the state cache: pages read it, changes go through `execute`.
    pub state: Arc<CampaignState>,
    pub roles: Vec<(Role, Option<Side>)>,
    pub user_id: i64,
    pub admin: bool,
}

impl Access {
    pub fn id(&self) -> i64 {
        self.row.id
    }
    pub fn actor(&self) -> Actor {
        actor_of(self.user_id, &self.roles)
    }
    pub fn is_gm(&self) -> bool {
        self.roles.iter().any(|(r, _)| *r == Role::Gm)
    }
    pub fn hc_side(&self) -> Option<Side> {
        self.roles
            .iter()
            .find(|(r, _)| *r == Role::HighCommander)
            .and_then(|(_, s)| *s)
    }
    /// The side whose hidden information this member may see; None = neither
    /// (observers), unless GM, who sees all.
    pub fn side(&self) -> Option<Side> {
        self.roles
            .iter()
            .find_map(|(r, s)| if r.needs_side() { *s } else { None })
    }
    pub fn sees_side(&self, side: Side) -> bool {
        self.is_gm() || self.side() == Some(side)
    }
    /// Event visibilities this member may read (R12, hidden information).
    pub fn visibilities(&self) -> Vec<&'static str> {
        let mut v = vec!["all"];
        if self.sees_side(Side::Allies) {
            v.push("allies");
        }
        if self.sees_side(Side::Axis) {
            v.push("axis");
        }
        if self.is_gm() {
            v.push("gm");
        }
        v
    }
    /// What the viewer may do next (`rules::actions`), for all their units
    /// or `only` some.
    pub fn actions(
        &self,
        catalog: &Catalog,
        members: &[super::members::Member],
        only: Option<&BTreeSet<UnitId>>,
    ) -> Result<Actions, AppError> {
        let roster = super::members::roster(members);
        let inputs = crate::rules::Inputs::new(self.map(catalog)?, &roster, chrono::Utc::now());
        Ok(crate::rules::actions(
            &self.state,
            &inputs,
            &self.actor(),
            only,
        ))
    }

    /// What the draft `id` of this access's state makes: its provisional
    /// battle and the stack it leaves (a dry run's preview, #25).
    pub fn draft_preview(
        &self,
        catalog: &Catalog,
        members: &[super::members::Member],
        id: crate::rules::DraftId,
    ) -> Result<Option<crate::rules::preview::DraftPreview>, AppError> {
        let Some(d) = self.state.drafts.iter().find(|d| d.id == id) else {
            return Ok(None);
        };
        let roster = super::members::roster(members);
        let inputs = crate::rules::Inputs::new(self.map(catalog)?, &roster, chrono::Utc::now());
        Ok(Some(crate::rules::preview::draft_preview(
            &self.state,
            &inputs,
            &self.actor(),
            d,
        )))
    }

    pub fn map<'a>(&self, catalog: &'a Catalog) -> Result<&'a Map, AppError> {
        catalog.map(&self.state.map_id).ok_or_else(|| {
            AppError::Internal(anyhow::anyhow!("map {} is not loaded", self.state.map_id))
        })
    }
    pub fn role_labels(&self) -> Vec<String> {
        self.roles
            .iter()
            .map(|(r, s)| match s {
                Some(s) => format!("{} ({})", r.label(), s.label()),
                None => r.label().to_string(),
            })
            .collect()
    }
}

/// The actor of a user with these roles in one campaign (R1.3).
pub fn actor_of(user_id: i64, roles: &[(Role, Option<Side>)]) -> Actor {
    Actor::of_roles(UserId::new(user_id), roles)
}

/// A credential an instance kept, to confirm in the access's own
/// statement: an API token or a session, with the sessions' lifetimes.
#[derive(Debug, Clone, Copy)]
pub struct Kept {
    pub claim: super::sessions::Claim,
    pub life: crate::config::Lifetimes,
}

impl Kept {
    fn confirm(self) -> Confirm {
        match self.claim {
            super::sessions::Claim::Token(id) => Confirm::Token(id),
            super::sessions::Claim::Session(id) => {
                let (idle_since, born_since) = self.life.live_since();
                Confirm::Session {
                    id,
                    idle_since,
                    born_since,
                }
            }
        }
    }
}

/// What confirming a kept credential found: the user as now stored and,
/// for a session, its state.
pub type Confirmed = Option<(User, Option<String>)>;

/// Loads `user`'s access to a campaign, the state parsed once per version.
pub fn load(
    c: &mut DbConn,
    states: &StateCache,
    campaign_id: i64,
    user: &User,
) -> Result<Access, AppError> {
    Ok(load_confirming(c, states, campaign_id, user, None)?.0)
}

/// `load`, confirming in the same statement the credential the server
/// kept (`web::kept`): one revoked or ended meanwhile is refused (401)
/// before anything else. What confirming found comes back too: the user as
/// now stored, which decides the site-admin reading, and a session's state.
pub fn load_confirming(
    c: &mut DbConn,
    states: &StateCache,
    campaign_id: i64,
    user: &User,
    kept: Option<Kept>,
) -> Result<(Access, Confirmed), AppError> {
    let confirm = kept.map(Kept::confirm);
    let row = crate::store::members::access_row(c, campaign_id, user.id, confirm)?;
    let confirmed = match (confirm, row.as_ref()) {
        (None, _) => None,
        (Some(_), Some((_, Some((u, data))))) => Some((User::from(u.clone()), data.clone())),
        // Gone since it was kept (with no such campaign, it is confirmed on
        // its own before the answer leaves).
        (Some(_), Some((_, None))) => return Err(AppError::Unauthorized),
        (Some(_), None) => None,
    };
    let ((name, map_id, version, roles), _) = row.ok_or(AppError::NotFound)?;
    let admin = confirmed
        .as_ref()
        .map_or(user.is_admin, |(u, _)| u.is_admin);
    if roles.is_empty() && !admin {
        return Err(AppError::NotFound);
    }
    let state = states.get(c, campaign_id, version)?;
    let row = CampaignRef {
        id: campaign_id,
        name,
        map_id,
        version,
    };
    let access = Access {
        row,
        state,
        roles,
        user_id: user.id,
        admin,
    };
    Ok((access, confirmed))
}
