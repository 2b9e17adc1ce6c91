//! One path for every change: load and lock the state, prepare the command
//! (templates, invitations), decide, and save the state, the roster, the
//! history and the mail in the same transaction.

use super::access::actor_of;
use super::core::Parts;
pub use super::known::Known;
use super::known::KnownCampaign;
use super::live::Signal;
use crate::app::accounts::User;
use crate::error::AppError;
use crate::rules::{
    self, Command, Created, Decision, Entry, Inputs, MemberChange, Role, Side, Transition,
};
use crate::store::accounts;
use crate::store::campaigns::{self as cstore, StateCache};
use crate::store::history::Numbers;
use crate::store::{self, DbConn};
use std::sync::Arc;

/// A committed change: what `change_in` decided and wrote.
pub struct Applied {
    /// The new state, already in the state cache.
    pub state: Arc<rules::CampaignState>,
    pub entries: Vec<Entry>,
    /// The campaign's version holding `state`.
    pub version: i64,
    /// The actor's roles after the change.
    pub roles: Vec<(Role, Option<Side>)>,
    pub created: Option<Created>,
    /// The invitation link of a new user, for the GM to pass on.
    pub invite: Option<String>,
}

impl Applied {
    /// The actor's access at the new version (no second read needed), with
    /// what the change recorded and made.
    pub fn into_access(
        self,
        campaign_id: i64,
        user: &User,
    ) -> (
        super::access::Access,
        Vec<Entry>,
        Option<Created>,
        Option<String>,
    ) {
        let row = super::access::CampaignRef {
            id: campaign_id,
            name: self.state.name.clone(),
            map_id: self.state.map_id.clone(),
            version: self.version,
        };
        let access = super::access::Access {
            row,
            state: self.state,
            roles: self.roles,
            user_id: user.id,
            admin: user.is_admin,
        };
        (access, self.entries, self.created, self.invite)
    }
}

/// Runs `f` in a write transaction and keeps the state it wrote in the
/// cache. The state goes in before COMMIT, while this writer still holds the
/// write lock, so the next writer finds it; readers ask for the version they
/// see, which is the old one until COMMIT. A change that fails after that
/// takes its state out again, so a rolled-back version is never served.
pub fn write_change(
    conn: &mut DbConn,
    states: &StateCache,
    campaign_id: i64,
    f: impl FnOnce(&mut DbConn) -> Result<Applied, AppError>,
) -> Result<Applied, AppError> {
    let mut cached = false;
    let result = store::write_tx(conn, |c| {
        let applied = f(c)?;
        states.put(campaign_id, applied.version, applied.state.clone());
        cached = true;
        Ok(applied)
    });
    if result.is_err() && cached {
        states.forget(campaign_id);
    }
    result
}

/// Applies one command in its own transaction (the CLI, the demo, tests).
pub fn execute_in(
    conn: &mut DbConn,
    core: &Parts,
    campaign_id: i64,
    user: &User,
    cmd: Command,
) -> Result<Applied, AppError> {
    execute_confirming_in(conn, core, campaign_id, user, None, cmd)
}

/// `execute_in`, confirming in the same transaction that the kept token
/// `confirm` (`web::tokens`) is still the user's.
pub fn execute_confirming_in(
    conn: &mut DbConn,
    core: &Parts,
    campaign_id: i64,
    user: &User,
    confirm: Option<i64>,
    cmd: Command,
) -> Result<Applied, AppError> {
    let applied = write_change(conn, core.states, campaign_id, |c| {
        let mut known = Known::default();
        if let Some(token_id) = confirm {
            known.confirm_token(c, token_id, user.id)?;
        }
        let applied = change_in(c, core, campaign_id, user, cmd, &mut known)?;
        let signal = Signal::Changed {
            campaign: campaign_id,
            version: applied.version,
        };
        store::live::notify(c, &[core.live.wire(&signal)])?;
        Ok(applied)
    })?;
    core.live.publish(Signal::Changed {
        campaign: campaign_id,
        version: applied.version,
    });
    Ok(applied)
}

/// A dry run (#25): the command decided and saved exactly as `execute_in`
/// would, in a transaction that is always rolled back, and without the state
/// cache: the campaign's version, its history, its outbox and its members
/// stay as they were, and the answer is what the change would have answered.
pub fn dry_run_in(
    conn: &mut DbConn,
    core: &Parts,
    campaign_id: i64,
    user: &User,
    cmd: Command,
) -> Result<Applied, AppError> {
    store::rolled_back_tx(conn, |c| {
        change_in(c, core, campaign_id, user, cmd, &mut Known::dry_run())
    })
}

/// Who makes a change: a member, or the server's clock (R5.7), which acts
/// with the game master's rights and is recorded as no one ("Bocage").
#[derive(Clone, Copy)]
pub enum By<'a> {
    User(&'a User),
    Clock,
}

/// The server's clock does what is due in a campaign (`rules::clockwork`:
/// a passed deadline, a battle's due date, an absence that ran out), in
/// its own transaction: mail, history and the event stream as any change.
/// Each command names its cause; one another instance (or an earlier
/// pass) processed is refused by the rules, so it takes effect once.
pub fn clock_in(conn: &mut DbConn, core: &Parts, campaign_id: i64) -> Result<Applied, AppError> {
    let applied = write_change(conn, core.states, campaign_id, |c| {
        let (_, state) =
            cstore::load_for_update(c, core.states, campaign_id)?.ok_or(AppError::NotFound)?;
        let Some(cmd) = rules::clockwork::work(&state, chrono::Utc::now()) else {
            return Err(AppError::Rule(rules::RuleViolation::new(
                "R5.7",
                "Nothing is due: another instance or an earlier pass did it.",
            )));
        };
        let applied = change_by(c, core, campaign_id, By::Clock, cmd, &mut Known::default())?;
        let signal = Signal::Changed {
            campaign: campaign_id,
            version: applied.version,
        };
        store::live::notify(c, &[core.live.wire(&signal)])?;
        Ok(applied)
    })?;
    core.live.publish(Signal::Changed {
        campaign: campaign_id,
        version: applied.version,
    });
    Ok(applied)
}

/// The body of a change, inside the caller's write transaction.
pub fn change_in(
    c: &mut DbConn,
    core: &Parts,
    campaign_id: i64,
    user: &User,
    cmd: Command,
    known: &mut Known,
) -> Result<Applied, AppError> {
    change_by(c, core, campaign_id, By::User(user), cmd, known)
}

/// `change_in` by a member or the clock.
pub fn change_by(
    c: &mut DbConn,
    core: &Parts,
    campaign_id: i64,
    by: By,
    mut cmd: Command,
    known: &mut Known,
) -> Result<Applied, AppError> {
    // A campaign this transaction changed before is locked by it already.
    // A refused command leaves what is known as it was (its savepoint is
    // rolled back, the lock stays with the transaction).
    let (version, state, members, numbers) = match known.campaigns.get(&campaign_id) {
        Some(k) => (
            k.version,
            core.states.get(c, campaign_id, k.version)?,
            k.members.clone(),
            Some(k.numbers),
        ),
        None => {
            let (version, state) =
                cstore::load_for_update(c, core.states, campaign_id)?.ok_or(AppError::NotFound)?;
            (version, state, cstore::members(c, campaign_id)?, None)
        }
    };
    let user_id = match by {
        By::User(u) => Some(u.id),
        By::Clock => None,
    };
    let roles_of = |members: &[cstore::Member]| -> Vec<(Role, Option<Side>)> {
        members
            .iter()
            .filter(|m| Some(m.user_id) == user_id)
            .map(|m| (m.role, m.side))
            .collect()
    };
    let roles = roles_of(&members);
    if let (By::User(user), true) = (by, roles.is_empty()) {
        return Err(if user.is_admin {
            AppError::Forbidden(
                "Site admins may read every campaign but act only in those they belong to.".into(),
            )
        } else {
            AppError::NotFound
        });
    }
    let map = core
        .catalog
        .map(&state.map_id)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("map {} missing", state.map_id)))?;
    let actor = match by {
        By::User(user) => actor_of(user.id, &roles),
        By::Clock => actor_of(0, &[(Role::Gm, None)]),
    };
    let invite = prepare(c, core, &actor, &members, known.dry_run, &mut cmd)?;
    let snapshot = match cmd {
        Command::Undo(_) => cstore::last_snapshot(c, campaign_id)?,
        _ => None,
    };
    let roster = cstore::roster(&members);
    let inputs = Inputs {
        map,
        roster: &roster,
        now: chrono::Utc::now(),
        previous: snapshot.as_ref().map(|(_, _, s)| s),
    };
    let decision = rules::decide(&state, &inputs, &actor, &cmd)?;
    let saved = Saved {
        campaign_id,
        version,
        actor: user_id,
        numbers,
    };
    let (version, numbers) = save(c, &saved, &state, &decision, &cmd, snapshot)?;
    let members = if decision.members.is_empty() {
        members // unchanged: no second read
    } else {
        apply_members(c, campaign_id, &decision.members)?
    };
    let new_user = invite.as_ref().map(|i| (i.user, i.link.as_str()));
    super::notices::notify(c, core, campaign_id, &decision, &members, new_user)?;
    super::notices::announce(c, campaign_id, user_id, &decision)?;
    let roles = roles_of(&members);
    known.campaigns.insert(
        campaign_id,
        KnownCampaign {
            version,
            members,
            numbers,
        },
    );
    Ok(Applied {
        state: Arc::new(decision.state),
        entries: decision.entries,
        version,
        roles,
        created: decision.created,
        invite: invite.map(|i| i.link),
    })
}

/// Which campaign a change saves, over which version, by whom.
struct Saved {
    campaign_id: i64,
    version: i64,
    /// Who made the change (None: the clock).
    actor: Option<i64>,
    /// The newest history entry's numbers, when known.
    numbers: Option<Numbers>,
}

/// Saves the decided state, the snapshot of a transition and the history.
fn save(
    c: &mut DbConn,
    at: &Saved,
    before: &rules::CampaignState,
    d: &Decision,
    cmd: &Command,
    snapshot: Option<(i64, String, rules::CampaignState)>,
) -> Result<(i64, Numbers), AppError> {
    let campaign_id = at.campaign_id;
    match d.transition {
        Transition::Advanced => {
            cstore::add_snapshot(c, campaign_id, &before.label().to_string(), before)?
        }
        Transition::Undone => {
            if let Some((id, _, _)) = snapshot {
                cstore::mark_snapshot_undone(c, id)?;
            }
        }
        Transition::None => {}
    }
    let version = cstore::save_state(
        c,
        campaign_id,
        at.version,
        (before, &d.state),
        cmd.changes_only_drafts(),
    )?;
    // Entries are filed under the phase they happened in; an undo's under
    // the phase it went back to.
    let label = if d.transition == Transition::Undone {
        &d.state
    } else {
        before
    };
    let numbers =
        cstore::append_events_after(c, campaign_id, label, at.actor, &d.entries, at.numbers)?;
    Ok((version, numbers))
}

/// Applies the roster changes; returns the members after them.
fn apply_members(
    c: &mut DbConn,
    campaign_id: i64,
    changes: &[MemberChange],
) -> Result<Vec<cstore::Member>, AppError> {
    for ch in changes {
        match ch {
            MemberChange::Add(m) => {
                cstore::add_member(c, campaign_id, m.user.get(), m.role, m.side)?;
            }
            MemberChange::Remove(id) => {
                cstore::remove_member(c, campaign_id, id.get())?;
            }
        }
    }
    Ok(cstore::members(c, campaign_id)?)
}

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
fn prepare(
    c: &mut DbConn,
    core: &Parts,
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
