//! One path for every change: load and lock the state, prepare the command
//! (templates, invitations), decide, and save the state, the roster, the
//! history and the mail in the same transaction.

use super::access::actor_of;
use super::core::Parts;
pub use super::known::Known;
use super::known::KnownCampaign;
use super::live::Signal;
use super::persist::{apply_members, save, Saved};
use super::prepare::prepare;
use crate::app::accounts::User;
use crate::error::AppError;
use crate::rules::{self, Command, Created, Entry, Inputs, Role, Side};
use crate::say;
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

/// The server's clock does what is due in a campaign (`rules::clock`:
/// a passed deadline, a battle's due date, an absence that ran out), in
/// its own transaction: mail, history and the event stream as any change.
/// Each command names its cause; one another instance (or an earlier
/// pass) processed is refused by the rules, so it takes effect once.
pub fn clock_in(conn: &mut DbConn, core: &Parts, campaign_id: i64) -> Result<Applied, AppError> {
    let applied = write_change(conn, core.states, campaign_id, |c| {
        let (_, state) =
            cstore::load_for_update(c, core.states, campaign_id)?.ok_or(AppError::NotFound)?;
        let Some(cmd) = rules::clock::work(&state, chrono::Utc::now()) else {
            return Err(rules::RuleViolation::new("R5.7", say!("clock-nothing-due")).into());
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
    let Found {
        version,
        state,
        members,
        numbers,
    } = found(c, core, campaign_id, known)?;
    let user_id = by.user_id();
    let actor = acting(by, &members)?;
    let map = core
        .catalog
        .map(&state.map_id)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("map {} missing", state.map_id)))?;
    let invite = prepare(
        c,
        core,
        campaign_id,
        &actor,
        &members,
        known.dry_run,
        &mut cmd,
    )?;
    let snapshot = match cmd {
        Command::Undo(_) => crate::store::snapshots::last_snapshot(c, campaign_id)?,
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
    known.saves += 1;
    let (version, numbers) = save(c, &saved, &state, &decision, &cmd, snapshot)?;
    // Turn files that left a relay (taken back, or older than those kept)
    // go with the change that let them go, in its transaction (R13.3).
    for file in rules::relay::dropped(&state, &decision.state) {
        crate::store::files::delete_in(c, campaign_id, file)?;
    }
    let members = if decision.members.is_empty() {
        members // unchanged: no second read
    } else {
        apply_members(c, campaign_id, &decision.members)?
    };
    let new_user = invite.as_ref().map(|i| (i.user, i.link.as_str()));
    super::notices::notify(c, core, campaign_id, &decision, &members, new_user)?;
    super::notices::announce(c, campaign_id, user_id, &decision)?;
    let roles = roles_of(&members, user_id);
    known.campaigns.insert(
        campaign_id,
        KnownCampaign {
            version,
            members,
            numbers: Some(numbers),
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

impl By<'_> {
    /// The user who acts (None: the clock).
    fn user_id(self) -> Option<i64> {
        match self {
            By::User(u) => Some(u.id),
            By::Clock => None,
        }
    }
}

/// The campaign as a change finds it inside its transaction.
struct Found {
    version: i64,
    state: Arc<rules::CampaignState>,
    members: Vec<cstore::Member>,
    /// The newest history entry's numbers, when this transaction wrote it.
    numbers: Option<Numbers>,
}

/// A campaign this transaction locked before (for an earlier command of
/// the batch, changed or refused) is known; any other is loaded, locked
/// and then known. A command that fails takes it out again
/// (`Known::forget`: the writer, when a savepoint's rollback may have
/// released the lock).
fn found(
    c: &mut DbConn,
    core: &Parts,
    campaign_id: i64,
    known: &mut Known,
) -> Result<Found, AppError> {
    if let Some(k) = known.campaigns.get(&campaign_id) {
        return Ok(Found {
            version: k.version,
            state: core.states.get(c, campaign_id, k.version)?,
            members: k.members.clone(),
            numbers: k.numbers,
        });
    }
    let (version, state) =
        cstore::load_for_update(c, core.states, campaign_id)?.ok_or(AppError::NotFound)?;
    let members = cstore::members(c, campaign_id)?;
    known.campaigns.insert(
        campaign_id,
        KnownCampaign {
            version,
            members: members.clone(),
            numbers: None,
        },
    );
    Ok(Found {
        version,
        state,
        members,
        numbers: None,
    })
}

/// The roles `user` holds in the campaign (none for the clock).
fn roles_of(members: &[cstore::Member], user: Option<i64>) -> Vec<(Role, Option<Side>)> {
    members
        .iter()
        .filter(|m| Some(m.user_id) == user)
        .map(|m| (m.role, m.side))
        .collect()
}

/// Who acts, as the rules see them; the clock acts with the GM's rights. A
/// user with no role here is refused: a site admin plainly, anyone else as
/// if the campaign were not there.
fn acting(by: By, members: &[cstore::Member]) -> Result<rules::Actor, AppError> {
    match by {
        By::Clock => Ok(actor_of(0, &[(Role::Gm, None)])),
        By::User(user) => {
            let roles = roles_of(members, Some(user.id));
            if roles.is_empty() {
                return Err(if user.is_admin {
                    AppError::Forbidden(
                        "Site admins may read every campaign but act only in those they belong to."
                            .into(),
                    )
                } else {
                    AppError::NotFound
                });
            }
            Ok(actor_of(user.id, &roles))
        }
    }
}
