//! After-action reports (#15 part 2): each commander of a battle writes one
//! once its result is in; it joins the battle's sheet and the turn report.

use super::access::Access;
use crate::error::AppError;
use crate::rules::{BattleId, Side};
use crate::store::aars;

record! {
    /// A side's after-action report of a battle.
    #[derive(Debug, Clone)]
    pub struct Aar from crate::store::aars::Aar {
        pub campaign_id: i64,
        pub battle_id: i64,
        pub side: String,
        pub author_id: i64,
        pub body: String,
        pub updated_at: chrono::NaiveDateTime,
    }
}
use crate::store::DbConn;

/// The longest report, in characters.
pub const AAR_MAX: usize = 10_000;

/// The side whose report `a`'s user writes for `battle`: the commander of
/// its attacking or its defending battalion, once the result is in.
pub fn writer_side(a: &Access, battle: BattleId) -> Result<Side, AppError> {
    let s = &a.state;
    let b = s.battle(battle).ok_or(AppError::NotFound)?;
    let commands = |bn| {
        s.battalion(bn)
            .and_then(|x| x.commander)
            .is_some_and(|u| u.get() == a.user_id)
    };
    let side = if commands(b.attacker_battalion) {
        b.side
    } else if commands(b.defender_battalion) {
        b.side.enemy()
    } else {
        return Err(AppError::Forbidden(
            "Only the two commanders of a battle write its after-action reports.".into(),
        ));
    };
    if b.result.is_none() {
        return Err(AppError::Invalid(
            "An after-action report is written once the result is in (R7.5).".into(),
        ));
    }
    Ok(side)
}

pub fn write(c: &mut DbConn, a: &Access, battle: BattleId, body: &str) -> Result<(), AppError> {
    let side = writer_side(a, battle)?;
    let body = body.trim();
    let n = body.chars().count();
    if n == 0 || n > AAR_MAX {
        return Err(AppError::Invalid(format!(
            "An after-action report has 1 to {AAR_MAX} characters; this one has {n}."
        )));
    }
    crate::store::campaigns::locked_tx(c, a.id(), |c| {
        aars::put(
            c,
            a.id(),
            i64::from(battle.get()),
            side.as_str(),
            a.user_id,
            body,
        )
    })?;
    Ok(())
}

/// Every after-action report of a campaign (public once written).
pub fn all_of(c: &mut DbConn, campaign: i64) -> Result<Vec<Aar>, AppError> {
    Ok(aars::of(c, campaign)?.into_iter().map(Aar::from).collect())
}
