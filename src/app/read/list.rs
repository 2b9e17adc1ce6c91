//! A user's campaigns: the campaign list page and `GET /campaigns`.

use crate::app::access::load;
use crate::app::accounts::User;
use crate::app::App;
use crate::error::AppError;
use crate::rules::{CampaignState, Todo};
use crate::store::campaigns::{self as cstore, CampaignRow};

/// One campaign of the list.
pub struct Listed {
    pub row: CampaignRow,
    pub state: CampaignState,
    /// What waits on the user there (none where a site admin only reads).
    pub todo: Vec<Todo>,
    /// Messages by others the user has not read.
    pub unread: i64,
}

impl App {
    /// Every campaign `user` belongs to (a site admin: every campaign),
    /// with, where `with_todo` and the user plays in it, their to-do and
    /// unread count. A campaign whose stored state cannot be read is left
    /// out, with a log line.
    pub async fn campaigns_of(
        &self,
        user: &User,
        with_todo: bool,
    ) -> Result<Vec<Listed>, AppError> {
        let (user, core) = (user.clone(), self.core.clone());
        self.run(move |c| {
            let rows = cstore::list_with_states(c, user.id, user.is_admin)?;
            let mine: Vec<i64> = if with_todo {
                cstore::list_for(c, user.id, false)?
                    .into_iter()
                    .map(|r| r.id)
                    .collect()
            } else {
                Vec::new()
            };
            let mut out = Vec::with_capacity(rows.len());
            for (row, state) in rows {
                let state = match state {
                    Ok(s) => s,
                    Err(e) => {
                        tracing::error!(campaign = row.id, error = %e, "a stored state that does not read");
                        continue;
                    }
                };
                let (todo, unread) = if mine.contains(&row.id) {
                    let a = load(c, &core.states, row.id, &user)?;
                    let members = crate::app::campaigns::members(c, row.id)?;
                    let actions = a.actions(&core.catalog, &members, None)?;
                    let unread = crate::app::messages::channel_list(c, &a, &members)?
                        .iter()
                        .map(|ch| ch.unread)
                        .sum();
                    let map = a.map(&core.catalog)?;
                    (crate::rules::todo(&a.state, map, &actions, &a.actor()), unread)
                } else {
                    (Vec::new(), 0)
                };
                out.push(Listed {
                    row,
                    state,
                    todo,
                    unread,
                });
            }
            Ok(out)
        })
        .await
    }
}
