//! The iCalendar feed of one user: every phase deadline and battle due date
//! of the user's campaigns, each drawn from the user's own view of it.

use super::access::actor_of;
use crate::app::catalog::Catalog;
use crate::error::AppError;
use crate::render::calendar;
use crate::store::{accounts, campaigns as cstore, members, DbConn};

/// The feed of the user whose calendar secret is `token`; NotFound when no
/// user has it.
pub fn feed(
    c: &mut DbConn,
    catalog: &Catalog,
    token: &str,
    base: &str,
) -> Result<String, AppError> {
    let user = accounts::by_calendar_token(c, token)?.ok_or(AppError::NotFound)?;
    // In the member's own language (#44).
    let lang = crate::rules::say::Lang::of(&user.language).unwrap_or_default();
    let mut entries = Vec::new();
    for row in cstore::list_for(c, user.id, false)? {
        let s = cstore::state_of(c, &row)?;
        let Some(map) = catalog.map(&s.map_id) else {
            continue;
        };
        let roles = members::roles_of(c, row.id, user.id)?;
        let actor = actor_of(user.id, &roles);
        let v = crate::rules::view(&s, map, &actor);
        entries.extend(calendar::entries(&v, row.id, base, lang));
        entries.extend(calendar::sessions(&s, &actor, row.id, &s.name, base, lang));
    }
    Ok(calendar::feed(&lang.t("calendar-name"), &entries))
}
