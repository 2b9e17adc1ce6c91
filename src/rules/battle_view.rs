//! One battle as a viewer may see it: the other side's unit names and the
//! attacker's support stay hidden; the odds are provisional until the
//! defenders are chosen (R7.1, R7.2).

use super::battles::{battle_odds, defender_requirement};
use super::combat::{BattleSize, Odds};
use super::ids::{BattalionId, BattleId, UnitId};
use super::pieces::{Battle, BattleResult, Conditions};
use super::state::CampaignState;
use super::types::{Side, UnitClass};
use super::visibility::Audience;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct NamedUnit<'a> {
    pub id: UnitId,
    pub name: &'a str,
    pub class: UnitClass,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SupportView<'a> {
    pub artillery: &'a [UnitId],
    pub air: &'a [UnitId],
    pub ship: Option<&'a str>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OddsView {
    pub attackers: u32,
    pub defenders: u32,
    pub ratio: f64,
    pub table_ratio: u32,
    pub battle_type: String,
    pub text: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct BattleView<'a> {
    pub id: BattleId,
    pub round: u32,
    /// The date the battle's round represents.
    pub date: NaiveDate,
    pub attacker_side: Side,
    pub zone: &'a str,
    pub status: &'static str,
    /// R13.1: declared, defenders_chosen, set_up, in_play, result_in,
    /// casualties_chosen, closed (what anyone may know of its game).
    pub stage: super::stage::Stage,
    /// When it was set up, how it is played, since when it is in play.
    pub play: &'a super::stage::Play,
    pub attacker_battalion: BattalionId,
    pub defender_battalion: BattalionId,
    pub attacker_units: &'a [UnitId],
    pub defender_units: Option<&'a [UnitId]>,
    /// Null for players of the defending side and observers.
    pub attacker_unit_names: Option<Vec<NamedUnit<'a>>>,
    pub defender_unit_names: Option<Option<Vec<NamedUnit<'a>>>>,
    pub defenders_required: u32,
    pub max_battle_companies: u32,
    pub from_launch_box: Option<&'a str>,
    /// The attacker's support: null for the defender and observers.
    pub support: Option<SupportView<'a>>,
    /// Until the defenders are chosen the odds assume the required number.
    pub provisional: bool,
    pub odds: OddsView,
    pub size: BattleSize,
    pub result: Option<&'a BattleResult>,
    pub attacker_casualties: Option<&'a [UnitId]>,
    pub defender_casualties: Option<&'a [UnitId]>,
    pub closed: bool,
    pub conditions: &'a Conditions,
    pub due: Option<DateTime<Utc>>,
}

/// One battle as a reader of audience `who` may see it.
pub fn battle_view<'a>(s: &'a CampaignState, b: &'a Battle, who: Audience) -> BattleView<'a> {
    let (odds, size, provisional) = shown_odds(s, b);
    let (required, max_companies) = defender_requirement(s, b);
    let names = |ids: &'a [UnitId], visible: bool| -> Option<Vec<NamedUnit<'a>>> {
        visible.then(|| {
            ids.iter()
                .filter_map(|id| s.unit(*id))
                .map(|u| NamedUnit {
                    id: u.id,
                    name: &u.name,
                    class: u.class,
                })
                .collect()
        })
    };
    let attacker_visible = who.sees_side(b.side);
    let defender_visible = who.sees_side(b.side.enemy());
    BattleView {
        id: b.id,
        round: b.round,
        date: s.round_date(b.round),
        attacker_side: b.side,
        zone: &b.zone,
        status: b.status(s.phase),
        stage: b.stage(),
        play: &b.play,
        attacker_battalion: b.attacker_battalion,
        defender_battalion: b.defender_battalion,
        attacker_units: &b.attacker_units,
        defender_units: b.defender_units.as_deref(),
        attacker_unit_names: names(&b.attacker_units, attacker_visible),
        defender_unit_names: b
            .defender_units
            .as_deref()
            .map(|d| names(d, defender_visible)),
        defenders_required: required,
        max_battle_companies: max_companies,
        from_launch_box: b.from_launch_box.as_deref(),
        support: attacker_visible.then(|| SupportView {
            artillery: &b.artillery,
            air: &b.air,
            ship: b.ship.as_deref(),
        }),
        provisional,
        odds: odds_view(odds, provisional),
        size,
        result: b.result.as_ref(),
        attacker_casualties: b.attacker_casualties.as_deref(),
        defender_casualties: b.defender_casualties.as_deref(),
        closed: b.closed,
        conditions: &b.conditions,
        due: b.due,
    }
}

/// The R7.2 odds and R7.3 size a battle shows, and whether they are
/// provisional: before the defenders are chosen the odds are taken against
/// the number the defender must field (R7.1), and the size's time limit
/// follows from those odds' battle type by the same rule as the final one
/// (R7.3: no assault bonus for a battle that is not an Assault).
pub fn shown_odds(s: &CampaignState, b: &Battle) -> (Odds, BattleSize, bool) {
    let (odds, size) = battle_odds(s, b);
    if b.defender_units.is_some() {
        return (odds, size, false);
    }
    let required = defender_requirement(s, b).0;
    let odds = super::combat::odds(&s.params, odds.attackers, required);
    let larger_half = (size.company_equivalents * 2.0).round() as u32;
    let size = super::combat::battle_size(&s.params, larger_half, &odds.battle_type);
    (odds, size, true)
}

fn odds_view(odds: Odds, provisional: bool) -> OddsView {
    let mut text = odds.describe();
    if provisional {
        text.push_str(PROVISIONAL);
    }
    OddsView {
        attackers: odds.attackers,
        defenders: odds.defenders,
        ratio: odds.ratio,
        table_ratio: odds.table_ratio,
        battle_type: odds.battle_type,
        text,
    }
}

/// The battle type as lists show it: "Attack", or "Attack (provisional)"
/// while the defenders are not chosen; the same odds as the sheet's.
pub fn shown_type(s: &CampaignState, b: &Battle) -> String {
    let (odds, _, provisional) = shown_odds(s, b);
    if provisional {
        format!("{} (provisional)", odds.battle_type)
    } else {
        odds.battle_type
    }
}

/// What provisional odds say after their numbers.
pub const PROVISIONAL: &str = " (provisional: defenders not chosen)";
