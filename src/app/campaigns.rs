//! Campaigns as wholes: creation, and scenario files in and out.

use crate::app::accounts::User;
use crate::app::scenario::{self, Scenario, ScenarioMember};
use crate::error::AppError;
use crate::rules::{setup::sync_air_pool, CampaignState, Entry, Event, Params, Role, Side};
use crate::store::accounts;
use crate::store::campaigns as cstore;
use crate::store::{self, DbConn};
use std::collections::BTreeMap;

use crate::store::campaigns::CampaignRow;

pub use super::members::{members, roster, Member};

/// Campaigns a user belongs to (any role), or all of them for a site admin.
pub fn list_for(c: &mut DbConn, user: i64, admin: bool) -> Result<Vec<CampaignRow>, AppError> {
    Ok(cstore::list_for(c, user, admin)?)
}

/// `list_for`, each with its state (an unreadable state is an error for
/// that campaign only).
pub fn list_with_states(
    c: &mut DbConn,
    user: i64,
    admin: bool,
) -> Result<Vec<(CampaignRow, anyhow::Result<CampaignState>)>, AppError> {
    Ok(cstore::list_with_states(c, user, admin)?)
}

/// The campaign at the end of the phase labelled `label` (R12.1), or a
/// "no saved map" refusal.
pub fn snapshot(c: &mut DbConn, id: i64, label: &str) -> Result<CampaignState, AppError> {
    crate::store::snapshots::snapshot_by_label(c, id, label)?.ok_or_else(|| {
        AppError::Missing(format!(
            "There is no saved map for '{}'.",
            label.chars().take(40).collect::<String>()
        ))
    })
}

/// The campaign at the end of the phase labelled `label`, if it was saved.
pub fn snapshot_at(
    c: &mut DbConn,
    id: i64,
    label: &str,
) -> Result<Option<CampaignState>, AppError> {
    Ok(crate::store::snapshots::snapshot_by_label(c, id, label)?)
}

/// Whether the user is a GM of any campaign (GMs may import scenarios).
pub fn is_gm_anywhere(c: &mut DbConn, user: i64) -> Result<bool, AppError> {
    Ok(cstore::is_gm_anywhere(c, user)?)
}

/// The labels of every saved phase, oldest first (undone ones left out).
pub fn snapshot_labels(c: &mut DbConn, id: i64) -> Result<Vec<String>, AppError> {
    Ok(crate::store::snapshots::snapshot_labels(c, id)?)
}

/// Whether a phase transition may be undone (R12.2): one was saved.
pub fn can_undo(c: &mut DbConn, id: i64) -> Result<bool, AppError> {
    Ok(crate::store::snapshots::last_snapshot(c, id)?.is_some())
}

/// A new campaign in setup, every zone of its map Axis-controlled; `user`
/// (a site admin) becomes its GM.
pub fn create_in(
    conn: &mut DbConn,
    catalog: &crate::app::catalog::Catalog,
    user: &User,
    name: &str,
    map_id: &str,
    date: chrono::NaiveDate,
) -> Result<i64, AppError> {
    if !user.is_admin {
        return Err(AppError::Forbidden(
            "Only a site admin may create campaigns.".into(),
        ));
    }
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 80 {
        return Err(AppError::Invalid(
            "A campaign needs a name of 1 to 80 characters.".into(),
        ));
    }
    let map = catalog.map(map_id).ok_or_else(|| {
        AppError::Invalid(format!(
            "There is no map '{}'.",
            map_id.chars().take(40).collect::<String>()
        ))
    })?;
    let mut s = CampaignState::new(name, map.id(), Params::default(), date);
    for z in map.zones() {
        s.control.insert(z.id.clone(), Side::Axis);
    }
    sync_air_pool(&mut s)?;
    store::write_tx(conn, |c| {
        let id = cstore::create(c, &s)?;
        cstore::add_member(c, id, user.id, Role::Gm, None)?;
        let ev = Entry::public(
            Event::CampaignCreated,
            crate::say!("history-created", name = &s.name),
        );
        cstore::append_events(c, id, &s, Some(user.id), &[ev])?;
        Ok(id)
    })
}

/// The scenario document of a campaign, with its files' metadata.
pub fn export_in(conn: &mut DbConn, campaign_id: i64) -> Result<Scenario, AppError> {
    Ok(export_parts(conn, campaign_id)?.0)
}

/// Writes the scenario document of a campaign to `out`, with its files'
/// bytes when `with_files` (a backup), streamed from the database
/// (`file_backup::write_backup`).
pub fn export_to(
    conn: &mut DbConn,
    campaign_id: i64,
    with_files: bool,
    out: &mut dyn std::io::Write,
) -> Result<(), AppError> {
    let (mut doc, ids) = export_parts(conn, campaign_id)?;
    if with_files {
        super::file_backup::write_backup(conn, &mut doc, &ids, out)
    } else {
        serde_json::to_writer_pretty(out, &doc).map_err(|e| AppError::Internal(e.into()))
    }
}

/// The scenario document and its files' ids, in the order of its files.
fn export_parts(conn: &mut DbConn, campaign_id: i64) -> Result<(Scenario, Vec<i64>), AppError> {
    let row = cstore::find(conn, campaign_id)?.ok_or(AppError::NotFound)?;
    let state = cstore::state_of(conn, &row)?;
    let members = cstore::members(conn, campaign_id)?;
    let email_of: BTreeMap<i64, String> = members
        .iter()
        .map(|m| (m.user_id, m.email.clone()))
        .collect();
    let list = members
        .iter()
        .map(|m| ScenarioMember {
            email: m.email.clone(),
            display_name: m.display_name.clone(),
            role: m.role.as_str().into(),
            side: m.side,
        })
        .collect();
    let mut doc = scenario::export(&state, list, &email_of);
    let (ids, files) = super::file_backup::exported(conn, campaign_id, &email_of)?
        .into_iter()
        .unzip();
    doc.files = files;
    Ok((doc, ids))
}

/// Creates a new campaign from a checked document in one transaction:
/// unknown emails become invited users, the importer becomes a GM.
/// Returns the campaign id and the invitation links.
pub fn import_in(
    conn: &mut DbConn,
    doc: &Scenario,
    importer: &User,
    base_url: &str,
) -> Result<(i64, Vec<(String, String)>), AppError> {
    store::write_tx(conn, |c| {
        let mut invites = Vec::new();
        let mut ids: BTreeMap<String, i64> = BTreeMap::new();
        for m in &doc.members {
            let email = accounts::normalise_email(&m.email);
            if ids.contains_key(&email) {
                continue;
            }
            let uid = match accounts::find_by_email(c, &email)? {
                Some(u) => u.id,
                None => {
                    let (u, link) =
                        super::prepare::invite_user(c, base_url, &email, &m.display_name)?;
                    invites.push((email.clone(), link));
                    u.id
                }
            };
            ids.insert(email, uid);
        }
        let mut state = doc.state.clone();
        for b in &mut state.battalions {
            b.commander = doc
                .commanders
                .get(&b.id)
                .and_then(|e| ids.get(&accounts::normalise_email(e)))
                .map(|u| crate::rules::UserId::new(*u));
        }
        let id = cstore::create(c, &state)?;
        for m in &doc.members {
            let Some(uid) = ids.get(&accounts::normalise_email(&m.email)) else {
                continue;
            };
            let role = Role::parse(&m.role)
                .ok_or_else(|| AppError::Invalid(format!("{} is not a role", m.role)))?;
            cstore::add_member(c, id, *uid, role, m.side)?;
        }
        cstore::add_member(c, id, importer.id, Role::Gm, None)?;
        super::file_backup::import(c, id, &doc.files, &ids, importer.id)?;
        let ev = Entry::public(
            Event::CampaignImported {
                members: doc.members.len(),
                battalions: state.battalions.len(),
            },
            crate::say!("history-imported", name = &state.name),
        );
        cstore::append_events(c, id, &state, Some(importer.id), &[ev])?;
        Ok((id, invites))
    })
}
