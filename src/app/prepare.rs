//! What a command takes from outside the rules before it is decided: a new
//! battalion's units from its nation's template, a new member's account
//! (and invitation when the address is new).

use super::core::Parts;
use crate::app::accounts::User;
use crate::error::AppError;
use crate::rules::{self, Command};
use crate::store::accounts;
use crate::store::campaigns as cstore;
use crate::store::{self, DbConn};

/// A new user's invitation, made while preparing `AddMember`.
pub struct Invite {
    pub user: i64,
    pub link: String,
}

/// Fills what the rules take from outside: a battalion's units from its
/// nation's template; a new member's account, invited when the email is new.
/// A dry run looks up no account (#40: its answer would tell whether one
/// exists, or the id a new one would get): a member of the campaign is
/// known to the GM already; anyone else is decided as a newcomer named by
/// the address's first part.
pub(super) fn prepare(
    c: &mut DbConn,
    core: &Parts,
    campaign_id: i64,
    actor: &rules::Actor,
    members: &[cstore::Member],
    dry_run: bool,
    cmd: &mut Command,
) -> Result<Option<Invite>, AppError> {
    match cmd {
        Command::AddBattalion(b) if b.units.is_empty() => {
            let t = core
                .catalog
                .templates
                .get(&b.nation)
                .ok_or_else(|| AppError::Invalid("No template for that nation.".into()))?;
            b.units = t.unit_specs();
            b.hq = t.hq.clone();
            Ok(None)
        }
        // Only the GM adds members: nobody else creates accounts.
        Command::AddMember(m) if actor.gm && dry_run => {
            rules::roles::check_email(&m.email)?;
            let email = accounts::normalise_email(&m.email);
            match members.iter().find(|x| x.email == email) {
                Some(x) => {
                    m.user = Some(rules::UserId::new(x.user_id));
                    m.name = x.display_name.clone();
                }
                None => {
                    // A stand-in account under an address nobody has, so
                    // that the rest of the path runs as for a newcomer;
                    // the dry run's transaction takes it away again.
                    let first = email.split('@').next().unwrap_or_default();
                    m.name =
                        rules::roles::check_display_name(first).unwrap_or_else(|_| "player".into());
                    let stand_in =
                        format!("dry-run-{}@invalid", super::passwords::random_token(12));
                    let uid = accounts::create(
                        c,
                        &stand_in,
                        &m.name,
                        super::passwords::NO_PASSWORD,
                        false,
                    )?;
                    m.user = Some(rules::UserId::new(uid));
                }
            }
            Ok(None)
        }
        Command::AddMember(m) if actor.gm => {
            rules::roles::check_email(&m.email)?;
            let email = accounts::normalise_email(&m.email);
            let (user, invite) = match accounts::find_by_email(c, &email)? {
                Some(u) => (User::from(u), None),
                None => {
                    let (u, link) = invite_user(c, &core.mail.base_url, &email, "")?;
                    let id = u.id;
                    (u, Some(Invite { user: id, link }))
                }
            };
            m.user = Some(rules::UserId::new(user.id));
            m.name = user.display_name;
            Ok(invite)
        }
        // A turn file is named by its id: what the store says of it is
        // filled in here, whatever the request said (R13.3).
        Command::SendTurn(t) => {
            t.stored =
                store::files::find(c, campaign_id, t.file)?.map(|f| rules::relay::StoredFile {
                    battle: rules::BattleId::new(u32::try_from(f.battle_id).unwrap_or(0)),
                    uploader: rules::UserId::new(f.uploader_id),
                    save: f.kind == rules::files::FileKind::Save.as_str(),
                });
            Ok(None)
        }
        _ => Ok(None),
    }
}

/// Creates an invited account (no password opens it yet) and its link,
/// valid for 7 days.
pub fn invite_user(
    c: &mut DbConn,
    base_url: &str,
    email: &str,
    display_name: &str,
) -> Result<(User, String), AppError> {
    let wanted = if display_name.trim().is_empty() {
        email.split('@').next().unwrap_or_default()
    } else {
        display_name
    };
    // A name the invitee changes on accepting; one a page can show.
    let name = crate::rules::roles::check_display_name(wanted).unwrap_or_else(|_| "player".into());
    let uid = accounts::create(c, email, &name, super::passwords::NO_PASSWORD, false)?;
    let token = super::passwords::random_token(24);
    let expires = store::now() + chrono::Duration::days(7);
    accounts::add_user_token(c, uid, "invite", &token, expires)?;
    let user = accounts::find(c, uid)?
        .map(User::from)
        .ok_or(AppError::NotFound)?;
    let link = format!("{}/invite/{token}", base_url.trim_end_matches('/'));
    Ok((user, link))
}
