//! The API's answers as types: the handlers build them, and the OpenAPI
//! document describes them (`ToSchema`), so the two cannot drift apart.

use super::views::CampaignView;
use crate::app::history::HistoryEntry;
use crate::render::sheet::Sheet;
use crate::rules::battle_view::BattleView;
use crate::rules::{
    BattalionId, Draft, Phase, Role, RuleViolation, Side, Status, UnitId, UserId, Victory,
};
use serde::Serialize;
use utoipa::ToSchema;

/// `GET /me`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Me {
    pub id: i64,
    pub email: String,
    pub display_name: String,
    pub time_zone: String,
    pub is_admin: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CampaignSummary {
    pub id: i64,
    pub name: String,
    pub map: String,
    pub status: Status,
    pub round: u32,
    pub side: Side,
    pub phase: Phase,
    pub victory: Option<Victory>,
}

/// `GET /campaigns`.
#[derive(Debug, Serialize, ToSchema)]
pub struct CampaignList {
    pub campaigns: Vec<CampaignSummary>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Invitation {
    pub email: String,
    pub invite_link: String,
}

/// `POST /campaigns/import`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Imported {
    pub id: i64,
    pub invitations: Vec<Invitation>,
}

/// A member as other members see them; the email only for the GM.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MemberView {
    pub membership_id: i64,
    pub user_id: i64,
    pub display_name: String,
    pub email: Option<String>,
    pub role: Role,
    pub side: Option<Side>,
}

/// `GET /campaigns/{id}/members`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Members {
    pub members: Vec<MemberView>,
}

/// `GET /campaigns/{id}/checklist`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Checklist {
    pub ready: bool,
    pub problems: Vec<String>,
}

/// `GET /campaigns/{id}/record`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Records {
    pub records: Vec<crate::rules::record::NamedRecord>,
}

/// `GET /campaigns/{id}/orders`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Orders<'a> {
    pub phase: Phase,
    pub side: Side,
    /// Your side's drafted moves (empty for the other side and observers).
    pub drafts: &'a [Draft],
    /// R4.4: where those drafts break stacking as they stand.
    pub stacking_problems: Vec<RuleViolation>,
}

/// `GET /campaigns/{id}/battles`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Battles<'a> {
    pub battles: Vec<BattleView<'a>>,
}

/// `GET /campaigns/{id}/battles/{bid}/sheet`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SheetAnswer {
    pub sheet: Sheet,
    /// The same sheet as a BBCode block for a forum post.
    pub bbcode: String,
}

/// `GET /campaigns/{id}/history`.
#[derive(Debug, Serialize, ToSchema)]
pub struct History {
    pub events: Vec<HistoryEntry>,
}

/// One recorded entry of a change, in the text meant for the reader.
#[derive(Debug, Serialize, ToSchema)]
pub struct EventSummary<'a> {
    pub kind: &'a str,
    pub summary: &'a str,
}

/// The answer of every change: what it made, what it recorded, and the
/// campaign as it now is (left out with `Prefer: return=minimal`).
#[derive(Debug, Serialize, ToSchema)]
pub struct Change<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draft: Option<&'a Draft>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub battalion: Option<BattalionId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub units: Option<&'a [UnitId]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unit: Option<UnitId>,
    /// The member added (`add_member`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_id: Option<UserId>,
    /// The annotation drawn (`annotate`), its id on the side's layer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub annotation: Option<u32>,
    /// A new user's invitation link (`add_member`), shown once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invite_link: Option<&'a str>,
    pub events: Vec<EventSummary<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub campaign: Option<CampaignView<'a>>,
    /// A dry run (`"dry_run": true`): what the change would do; nothing
    /// was changed.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub dry_run: bool,
    /// A dry run's draft: the provisional battle it would join and the
    /// stack it would leave, from the rules.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub preview: Option<crate::rules::preview::DraftPreview>,
}

/// Every error: `{"error": {...}}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorDetail {
    /// bad_request, unauthorized, forbidden, not_found, rule_violation,
    /// invalid, conflict, too_large, rate_limited, internal.
    pub code: String,
    /// The rule broken (`R4.1`), for rule violations.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// The first problem's words (a rule violation), or what went wrong.
    pub message: String,
    /// Every problem at once (#43): for a rule violation every rule the
    /// command breaks, the first being `rule` and `message`; for a refused
    /// scenario file every problem of the file (without `rule`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problems: Option<Vec<Problem>>,
}

/// One problem of a refusal: the rule it breaks, if a rule, and its words,
/// built from a message id and its arguments (a rule's problem; a scenario
/// file's problems are words only).
#[derive(Debug, Serialize, ToSchema)]
pub struct Problem {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// In English.
    pub message: String,
    /// The message's id in `locales/<language>/refusals.ftl`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The message's arguments: numbers, texts, or another message
    /// (`{"id", "args"}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub args: Option<std::collections::BTreeMap<String, serde_json::Value>>,
    /// Where in the command the problem was found, as a message id and its
    /// arguments ("Move 3: ").
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub within: Option<serde_json::Value>,
}

/// `GET /campaigns/{id}/reports/{round}/{side}`: one side's turn of one
/// round, as the turn report page shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct TurnReport {
    pub campaign: String,
    pub round: u32,
    pub side: Side,
    /// `side`: the side's own version (support used), for its members
    /// and the GM; `public`: what anyone may read.
    pub version: String,
    pub title: String,
    pub zones_changed: Vec<String>,
    pub battles: Vec<ReportBattle>,
    pub reinforcements: Vec<String>,
    pub artillery_lost: Vec<String>,
    pub objectives: Vec<ReportObjective>,
    pub rounds_left: u32,
    pub deadline: Option<chrono::DateTime<chrono::Utc>>,
    /// The saved phase the turn ended at (`map.png?at=`); none while the
    /// turn runs.
    pub at: Option<String>,
    /// The same report for a forum post, and as plain text.
    pub bbcode: String,
    pub text: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReportBattle {
    pub id: u32,
    pub zone: String,
    pub battle_type: String,
    /// The outcome in words, or "not fought yet".
    pub outcome: String,
    pub attacker_losses: Option<u32>,
    pub defender_losses: Option<u32>,
    /// The start of the GM's after-action notes, and the AAR link.
    pub notes: String,
    pub link: String,
    /// The support the attacker used (the side's version only).
    pub support: Option<String>,
    /// The commanders' after-action reports, each side's excerpt.
    pub reports: Vec<ReportAar>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReportAar {
    pub side: Side,
    pub excerpt: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReportObjective {
    pub zone: String,
    pub name: String,
    pub holder: Option<Side>,
}

impl TurnReport {
    pub fn of(r: &crate::render::report::Report, at: Option<String>) -> TurnReport {
        TurnReport {
            campaign: r.campaign.clone(),
            round: r.round,
            side: r.side,
            version: if r.side_version { "side" } else { "public" }.into(),
            title: r.title(),
            zones_changed: r.zones_changed.clone(),
            battles: r
                .battles
                .iter()
                .map(|b| ReportBattle {
                    id: b.id,
                    zone: b.zone.clone(),
                    battle_type: b.battle_type.clone(),
                    outcome: b.outcome.clone(),
                    attacker_losses: b.losses.map(|(a, _)| a),
                    defender_losses: b.losses.map(|(_, d)| d),
                    notes: b.aar.clone(),
                    link: b.link.clone(),
                    support: b.support.clone(),
                    reports: b
                        .aars
                        .iter()
                        .map(|(side, excerpt)| ReportAar {
                            side: *side,
                            excerpt: excerpt.clone(),
                        })
                        .collect(),
                })
                .collect(),
            reinforcements: r.reinforcements.clone(),
            artillery_lost: r.artillery_lost.clone(),
            objectives: r
                .objectives
                .iter()
                .map(|(zone, name, holder)| ReportObjective {
                    zone: zone.clone(),
                    name: name.clone(),
                    holder: *holder,
                })
                .collect(),
            rounds_left: r.rounds_left,
            deadline: r.deadline,
            at,
            bbcode: r.bbcode(),
            text: r.text(),
        }
    }
}
