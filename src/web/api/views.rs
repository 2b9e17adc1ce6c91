//! The campaign as the API answers it: the rules' view for this member
//! (`rules::view`, the one place that decides visibility), with the
//! campaign's id and the member's roles.

use crate::rules::battle_view::{battle_view as rules_battle, BattleView};
use crate::rules::view::View;
use crate::rules::{Battle, CampaignState, Map, Role, Side};
use crate::web::access::Access;
use serde::Serialize;
use utoipa::ToSchema;

/// One of the member's roles in this campaign.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MyRole {
    pub role: Role,
    pub side: Option<Side>,
}

/// `GET /campaigns/{id}`: the campaign as this member may see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CampaignView<'a> {
    pub id: i64,
    pub my_roles: Vec<MyRole>,
    #[serde(flatten)]
    pub view: View<'a>,
}

pub fn battle_view<'a>(s: &'a CampaignState, b: &'a Battle, a: &Access) -> BattleView<'a> {
    rules_battle(s, b, crate::rules::Audience::of(&a.actor()))
}

/// The campaign as the member of `a` may see it.
pub fn campaign_view<'a>(a: &'a Access, map: &'a Map) -> CampaignView<'a> {
    campaign_view_of(a, &a.state, map)
}

/// The view of `state` (the live state or a past one) for the member of `a`.
pub fn campaign_view_of<'a>(
    a: &Access,
    state: &'a CampaignState,
    map: &'a Map,
) -> CampaignView<'a> {
    CampaignView {
        id: a.id(),
        my_roles: a
            .roles
            .iter()
            .map(|(role, side)| MyRole {
                role: *role,
                side: *side,
            })
            .collect(),
        view: crate::rules::view(state, map, &a.actor()),
    }
}
