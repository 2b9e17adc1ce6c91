//! After-action reports: one per battle and side, the latest text kept.

use super::schema::battle_aars;
use super::{now, DbConn};
use chrono::NaiveDateTime;
use diesel::prelude::*;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = battle_aars)]
pub struct Aar {
    pub campaign_id: i64,
    pub battle_id: i64,
    pub side: String,
    pub author_id: i64,
    pub body: String,
    pub updated_at: NaiveDateTime,
}

/// Writes (or rewrites) a side's report of a battle; the caller holds the
/// campaign's row (`campaigns::locked_tx`), so two writes leave one report.
pub fn put(
    c: &mut DbConn,
    campaign: i64,
    battle: i64,
    side: &str,
    author: i64,
    body: &str,
) -> QueryResult<()> {
    diesel::delete(
        battle_aars::table
            .filter(battle_aars::campaign_id.eq(campaign))
            .filter(battle_aars::battle_id.eq(battle))
            .filter(battle_aars::side.eq(side)),
    )
    .execute(c)?;
    diesel::insert_into(battle_aars::table)
        .values((
            battle_aars::campaign_id.eq(campaign),
            battle_aars::battle_id.eq(battle),
            battle_aars::side.eq(side),
            battle_aars::author_id.eq(author),
            battle_aars::body.eq(body),
            battle_aars::updated_at.eq(now()),
        ))
        .execute(c)?;
    Ok(())
}

/// The campaign's reports, by battle.
pub fn of(c: &mut DbConn, campaign: i64) -> QueryResult<Vec<Aar>> {
    battle_aars::table
        .filter(battle_aars::campaign_id.eq(campaign))
        .order((battle_aars::battle_id.asc(), battle_aars::side.asc()))
        .select(Aar::as_select())
        .load(c)
}
