//! Table talk (#15 part 1): reading and posting in the channels a member
//! may read (`rules::channels`), with length and rate limits, a five-minute
//! edit window, and deletions that leave a trace. A channel the reader may
//! not read answers like a missing one.

use super::access::Access;
use crate::app::live::{Live, Signal};
use crate::app::members::{members as members_of, roster as roster_of, Member};
use crate::error::AppError;
use crate::rules::channels::{self, Channel};
use crate::rules::say::Lang;
use crate::store::messages::{self as mstore, Message};
use crate::store::{write_tx, DbConn};
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// The longest message, in characters.
pub const BODY_MAX: usize = 2000;
/// Messages a member may post per minute in one campaign.
pub const PER_MINUTE: i64 = 10;
/// How long its author may edit a message.
pub const EDIT_MINUTES: i64 = 5;
/// Messages a page or an API answer holds.
pub const PAGE: i64 = 200;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChannelView {
    /// "public", "allies", "axis", "desk:<user>", "battle:<id>".
    pub channel: String,
    pub title: String,
    pub unread: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MessageView {
    pub id: i64,
    pub channel: String,
    pub author: String,
    /// The author's roles in the campaign ("Allied High Commander"), shown
    /// beside the name so a name cannot pass for another role.
    pub author_roles: String,
    /// Empty once deleted.
    pub body: String,
    pub at: DateTime<Utc>,
    pub edited: bool,
    /// Who deleted it, when it was deleted.
    pub deleted_by: Option<String>,
    pub mine: bool,
    /// Whether the reader may still edit it (its author, within 5 minutes).
    pub editable: bool,
    /// Whether the reader may delete it (its author or the GM).
    pub deletable: bool,
}

fn name_of(members: &[Member], user: i64) -> String {
    name_in(members, user, Lang::En)
}

/// A member's name; one who left is "a former member" in `lang`.
fn name_in(members: &[Member], user: i64, lang: Lang) -> String {
    members
        .iter()
        .find(|m| m.user_id == user)
        .map_or_else(|| lang.t("words-former-member"), |m| m.display_name.clone())
}

/// A member's roles, in words: "GM", "Allied High Commander", ...
pub fn roles_of(members: &[Member], user: i64) -> String {
    roles_in(members, user, Lang::En)
}

/// `roles_of` in `lang` (#44).
pub fn roles_in(members: &[Member], user: i64, lang: Lang) -> String {
    let roles: Vec<String> = members
        .iter()
        .filter(|m| m.user_id == user)
        .map(|m| {
            let role = crate::rules::told::role(m.role);
            match m.side {
                Some(s) => lang.say(&crate::say!(
                    "words-role-of-side",
                    side = crate::rules::told::side(s),
                    role = role
                )),
                None => role.said_in(lang),
            }
        })
        .collect();
    if roles.is_empty() {
        lang.t("words-former-member-role")
    } else {
        roles.join(", ")
    }
}

/// The channel `key` if the reader may write in it (members, by the
/// channel's rules); else "not found".
pub fn readable(a: &Access, members: &[Member], key: &str) -> Result<Channel, AppError> {
    let ch = Channel::parse(key).ok_or(AppError::NotFound)?;
    let roster = roster_of(members);
    if channels::may_read(
        &a.actor(),
        ch,
        &a.state,
        &roster,
        a.state.params.gm_reads_side_channels,
    ) {
        Ok(ch)
    } else {
        Err(AppError::NotFound)
    }
}

/// The channel `key` if the reader may read it: as `readable`, and a site
/// admin who is not a member reads the public channel, as they read the
/// campaign.
pub fn listable(a: &Access, members: &[Member], key: &str) -> Result<Channel, AppError> {
    match readable(a, members, key) {
        Err(_) if a.admin && key == "public" => Ok(Channel::Public),
        other => other,
    }
}

/// What the messages page shows: the members, the channel asked for, its
/// messages (marked read) and every channel with its unread count.
pub struct PageRead {
    pub members: Vec<Member>,
    pub channel: Channel,
    pub channels: Vec<ChannelView>,
    pub messages: Vec<MessageView>,
}

/// The messages page of channel `key` (404 unless the reader may read it),
/// its words in `lang` (the API's stay English).
pub fn page_read(c: &mut DbConn, a: &Access, key: &str, lang: Lang) -> Result<PageRead, AppError> {
    let members = members_of(c, a.id())?;
    let channel = listable(a, &members, key)?;
    let messages = read_in(c, a, &members, channel, None, lang)?;
    let roster = roster_of(&members);
    let mut channels = channel_list(c, a, &members)?;
    for v in &mut channels {
        if let Some(ch) = Channel::parse(&v.channel) {
            v.title = ch.title_said(&a.state, &roster).said_in(lang);
        }
    }
    Ok(PageRead {
        members,
        channel,
        channels,
        messages,
    })
}

/// The reader's channels with their unread counts.
pub fn channel_list(
    c: &mut DbConn,
    a: &Access,
    members: &[Member],
) -> Result<Vec<ChannelView>, AppError> {
    let roster = roster_of(members);
    let mut list = channels::channels(
        &a.actor(),
        &a.state,
        &roster,
        a.state.params.gm_reads_side_channels,
    );
    if list.is_empty() && a.admin {
        list.push(Channel::Public);
    }
    let keys: Vec<String> = list.iter().map(Channel::key).collect();
    let unread = mstore::unread(c, a.id(), a.user_id, &keys)?;
    Ok(list
        .iter()
        .zip(unread)
        .map(|(ch, (key, n))| ChannelView {
            channel: key,
            title: ch.title(&a.state, &roster),
            unread: n,
        })
        .collect())
}

fn view(
    m: &Message,
    a: &Access,
    members: &[Member],
    now: DateTime<Utc>,
    lang: Lang,
) -> MessageView {
    let mine = m.author_id == a.user_id;
    let at = m.created_at.and_utc();
    let deleted = m.deleted_at.is_some();
    MessageView {
        id: m.n,
        channel: m.channel.clone(),
        author: name_in(members, m.author_id, lang),
        author_roles: roles_in(members, m.author_id, lang),
        body: m.body.clone(),
        at,
        edited: m.edited_at.is_some(),
        deleted_by: m.deleted_by.map(|u| name_in(members, u, lang)),
        mine,
        editable: mine && !deleted && now - at < Duration::minutes(EDIT_MINUTES),
        deletable: (mine || a.is_gm()) && !deleted,
    }
}

/// The channel's messages after `after`, and marks them read.
pub fn read(
    c: &mut DbConn,
    a: &Access,
    members: &[Member],
    ch: Channel,
    after: Option<i64>,
) -> Result<Vec<MessageView>, AppError> {
    read_in(c, a, members, ch, after, Lang::En)
}

/// `read`, the names and roles in `lang` (the messages page's).
fn read_in(
    c: &mut DbConn,
    a: &Access,
    members: &[Member],
    ch: Channel,
    after: Option<i64>,
    lang: Lang,
) -> Result<Vec<MessageView>, AppError> {
    let rows = mstore::list(c, a.id(), &ch.key(), after, PAGE)?;
    if let Some(last) = rows.last() {
        // Reading goes on when the disk is full or the database read-only:
        // only the unread count waits for the next read.
        if let Err(e) = mstore::mark_read(c, a.id(), a.user_id, &ch.key(), last.id) {
            let e = AppError::from(e);
            match e.unavailable() {
                Some(why) => tracing::warn!(%why, "messages read but not marked read"),
                None => return Err(e),
            }
        }
    }
    let now = Utc::now();
    Ok(rows
        .iter()
        .map(|m| view(m, a, members, now, lang))
        .collect())
}

fn checked_body(body: &str) -> Result<String, AppError> {
    let body = body.trim();
    if body.is_empty() {
        return Err(AppError::Invalid("Write something first.".into()));
    }
    let n = body.chars().count();
    if n > BODY_MAX {
        return Err(AppError::Invalid(format!(
            "A message holds at most {BODY_MAX} characters; this one has {n}."
        )));
    }
    Ok(body.to_string())
}

/// A message as posted: where, what, and whether it is the High
/// Commander's directive to the side (always mailed).
pub struct Post<'a> {
    pub channel: Channel,
    pub body: &'a str,
    pub directive: bool,
}

/// Posts: a checked body, at most `PER_MINUTE` a minute; in the same
/// transaction, a mail to every other reader of the channel (by their
/// preference for "message"; a directive is always sent). Answers the
/// message as its readers see it, numbered in its channel: the stored
/// row's id counts every channel's messages, hidden ones too (#40).
pub fn post(
    c: &mut DbConn,
    a: &Access,
    members: &[Member],
    p: Post,
    ctx: &crate::mail::notify::MailCtx,
    live: &Live,
) -> Result<MessageView, AppError> {
    let body = checked_body(p.body)?;
    let ch = p.channel;
    if p.directive && !matches!(ch, Channel::Side(s) if a.hc_side() == Some(s)) {
        return Err(AppError::Forbidden(
            "Only a High Commander sends a directive, in the side's own channel.".into(),
        ));
    }
    let (campaign, author) = (a.id(), a.user_id);
    let roster = roster_of(members);
    let readers = readers_of(a, &roster, ch);
    // Said in each reader's language (#44).
    let title = ch.title_said(&a.state, &roster);
    let from = name_of(members, author);
    let link = format!(
        "{}/campaigns/{campaign}/messages?channel={}",
        ctx.base_url.trim_end_matches('/'),
        ch.key()
    );
    let campaign_name = a.row.name.clone();
    let signal = Signal::Message {
        campaign,
        channel: ch.key().into(),
    };
    let m = write_tx(c, |c| {
        // Two posts at once must not both pass the rate.
        crate::store::campaigns::lock(c, campaign)?;
        let since = (Utc::now() - Duration::minutes(1)).naive_utc();
        let recent = mstore::posted_since(c, campaign, author, since)?;
        if recent >= PER_MINUTE {
            return Err(AppError::TooManyRequests(format!(
                "At most {PER_MINUTE} messages a minute; wait a little, your text is kept."
            )));
        }
        let m = mstore::post(c, campaign, &ch.key(), author, &body)?;
        let notices: Vec<crate::mail::compose::Notice> = readers
            .iter()
            .map(|u| crate::mail::compose::Notice {
                key: format!("message:{campaign}:{}", m.id),
                user_id: *u,
                category: if p.directive { "directive" } else { "message" },
                title: if p.directive {
                    crate::say!("mail-directive", from = &from).into()
                } else {
                    crate::say!("mail-message", from = &from, channel = &title).into()
                },
                lines: vec![body.clone().into()],
                action: Some((crate::say!("mail-open-messages").into(), link.clone())),
                deadline: None,
                send_after: None,
            })
            .collect();
        crate::mail::compose::enqueue(c, Some(campaign), &campaign_name, &notices, ctx)?;
        crate::store::live::notify(c, &[live.wire(&signal)])?;
        Ok::<_, AppError>(m)
    })?;
    live.publish(signal);
    Ok(view(&m, a, members, Utc::now(), Lang::En))
}

/// Who reads channel `ch` besides the author (R12.4), once each.
fn readers_of(a: &Access, roster: &[crate::rules::Membership], ch: Channel) -> Vec<i64> {
    roster
        .iter()
        .filter(|m| m.user.get() != a.user_id)
        .filter(|m| {
            let who = crate::rules::Actor::of(m.user, roster);
            channels::may_read(
                &who,
                ch,
                &a.state,
                roster,
                a.state.params.gm_reads_side_channels,
            )
        })
        .map(|m| m.user.get())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect()
}

/// Tells open pages (this instance's and others') that a message of
/// channel `key` changed; the change is already committed.
fn changed(c: &mut DbConn, live: &Live, campaign: i64, key: &str) -> Result<(), AppError> {
    let signal = Signal::Message {
        campaign,
        channel: key.into(),
    };
    crate::store::live::notify(c, &[live.wire(&signal)])?;
    live.publish(signal);
    Ok(())
}

/// The message `id` of a channel the reader may read.
/// Message number `n` of channel `key`, if the reader may read the channel
/// (else "not found", as for a message that does not exist).
fn own_message(
    c: &mut DbConn,
    a: &Access,
    members: &[Member],
    key: &str,
    n: i64,
) -> Result<Message, AppError> {
    let ch = readable(a, members, key)?;
    mstore::find(c, a.id(), &ch.key(), n)?.ok_or(AppError::NotFound)
}

/// Its author changes a message, within five minutes of posting it.
pub fn edit(
    c: &mut DbConn,
    a: &Access,
    members: &[Member],
    channel: &str,
    n: i64,
    body: &str,
    live: &Live,
) -> Result<Message, AppError> {
    let m = own_message(c, a, members, channel, n)?;
    if !view(&m, a, members, Utc::now(), crate::rules::say::Lang::En).editable {
        return Err(AppError::Forbidden(format!(
            "Only its author may edit a message, within {EDIT_MINUTES} minutes of posting it."
        )));
    }
    let body = checked_body(body)?;
    mstore::edit(c, m.id, &body)?;
    changed(c, live, a.id(), &m.channel)?;
    Ok(m)
}

/// Its author or the GM deletes a message; the channel keeps the trace.
pub fn delete(
    c: &mut DbConn,
    a: &Access,
    members: &[Member],
    channel: &str,
    n: i64,
    live: &Live,
) -> Result<Message, AppError> {
    let m = own_message(c, a, members, channel, n)?;
    if !view(&m, a, members, Utc::now(), crate::rules::say::Lang::En).deletable {
        return Err(AppError::Forbidden(
            "Only its author or the game master may delete a message.".into(),
        ));
    }
    mstore::delete(c, m.id, a.user_id)?;
    changed(c, live, a.id(), &m.channel)?;
    Ok(m)
}

/// One channel's messages as a reader reads them, with every channel they
/// may read and its unread count.
pub struct ChannelRead {
    pub channels: Vec<ChannelView>,
    pub channel: String,
    pub messages: Vec<MessageView>,
}
