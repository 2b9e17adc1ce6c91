//! The GM's battle board (#42): every open battle of every campaign the
//! user runs as game master, each row named (campaign, place, battalions
//! and their commanders), its next action decided by the rules
//! (`rules::battle_board`).

use crate::app::access::load;
use crate::app::accounts::User;
use crate::app::App;
use crate::error::AppError;
use crate::rules::battle_board::{rows, BoardRow};
use crate::store::campaigns as cstore;

/// One row of the board, with the names a person reads.
pub struct BoardLine {
    pub campaign_id: i64,
    pub campaign: String,
    /// "F14 Isigny".
    pub place: String,
    /// "2/116th (Anna)".
    pub attacker: String,
    pub defender: String,
    /// Whose move, by name, when a PBEM file waits on someone.
    pub holder: Option<String>,
    /// What its commanders lack of the campaign's CMBN (R13.2).
    pub kit: Vec<String>,
    pub row: BoardRow,
}

impl App {
    /// Every open battle of the campaigns `user` runs as GM.
    pub async fn battle_board(&self, user: &User) -> Result<Vec<BoardLine>, AppError> {
        let (user, core) = (user.clone(), self.core.clone());
        self.run(move |c| {
            let now = chrono::Utc::now();
            let mut out = Vec::new();
            for row in cstore::list_for(c, user.id, false)? {
                let a = load(c, &core.states, row.id, &user)?;
                if !a.is_gm() {
                    continue;
                }
                let members = crate::app::campaigns::members(c, row.id)?;
                let actions = a.actions(&core.catalog, &members, None)?;
                let map = a.map(&core.catalog)?;
                let names = crate::rules::Names::new(
                    members.iter().map(|m| (m.user_id, m.display_name.clone())),
                );
                let name_of = |user: Option<crate::rules::UserId>| {
                    user.and_then(|u| members.iter().find(|m| m.user_id == u.get()))
                        .map(|m| m.display_name.clone())
                };
                let battalion = |id| {
                    a.state
                        .battalion(id)
                        .map_or_else(String::new, |b| match name_of(b.commander) {
                            Some(n) => format!("{} ({n})", b.name),
                            None => b.name.clone(),
                        })
                };
                for r in rows(&a.state, &actions, now) {
                    let holder = r.to_move.and_then(|side| {
                        let bn = if side == r.attacker_side {
                            r.attacker
                        } else {
                            r.defender
                        };
                        name_of(a.state.battalion(bn).and_then(|b| b.commander))
                            .or_else(|| Some(format!("the {} commander", side.label())))
                    });
                    let kit = crate::app::accounts::kit_flags(c, &a.state, r.battle, &names)?;
                    out.push(BoardLine {
                        kit,
                        campaign_id: row.id,
                        campaign: row.name.clone(),
                        place: map
                            .zone(&r.zone)
                            .map_or_else(|| r.zone.clone(), |z| format!("{} {}", z.id, z.name)),
                        attacker: battalion(r.attacker),
                        defender: battalion(r.defender),
                        holder,
                        row: r,
                    });
                }
            }
            Ok(out)
        })
        .await
    }
}
