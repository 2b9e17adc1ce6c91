//! One open event stream's reader (#25): at each signal of the bus
//! (`live.rs`) and each heartbeat it reads the member's access again, with
//! the credential confirmed in the same statement, and says what the
//! stream should send: the sections of the member's own view that changed,
//! a message in a channel they may read, nothing, or the end.

use super::live::{Digest, Signal, SECTIONS};
use crate::rules::Audience;
use futures_util::future::{BoxFuture, FutureExt, Shared};
use std::collections::HashMap;
use std::sync::Mutex;

/// What one access read answers: the access, and whether the signal's
/// channel is readable (None: the reader may no longer read the campaign).
type Read = Option<(super::access::Access, bool)>;

/// Which read a stream needs: the campaign, the member, the credential and
/// the campaign version the signal announced. Streams of one member (their
/// open pages) that hear the same change share one read: it starts after
/// the change was published, so it sees at least that version, and the
/// member and credential are the same, so the answer is the same.
type FlightKey = (i64, i64, (u8, i64), i64);

/// Reads in flight, by key (one per instance, kept by the web layer).
#[derive(Default)]
pub struct Flights(Mutex<HashMap<FlightKey, Shared<BoxFuture<'static, Read>>>>);

impl Flights {
    /// The read for `key`: one in flight, or `start`ed now.
    async fn join(&self, key: FlightKey, start: impl FnOnce() -> BoxFuture<'static, Read>) -> Read {
        let flight = {
            let Ok(mut m) = self.0.lock() else {
                return start().await;
            };
            m.entry(key).or_insert_with(|| start().shared()).clone()
        };
        let read = flight.clone().await;
        if let Ok(mut m) = self.0.lock() {
            if m.get(&key).is_some_and(|f| f.ptr_eq(&flight)) {
                m.remove(&key);
            }
        }
        read
    }
}

/// The credential a stream was opened with, confirmed again at each
/// signal and heartbeat: a sign-out, an ended session or a revoked token
/// ends the stream.
#[derive(Debug, Clone, Copy)]
pub enum Credential {
    Token(i64),
    Session(i64),
}

/// What a stream sends after a signal or a heartbeat.
#[derive(Debug, Clone, PartialEq)]
pub enum Heard {
    /// Nothing the reader may know changed.
    Nothing,
    /// The reader's view changed in these sections; `id` is the new view's
    /// digest (the event id a reconnecting page sends back).
    Change {
        id: String,
        changed: Vec<&'static str>,
    },
    /// A message came, or changed, in a channel the reader may read.
    Message { channel: String },
    /// The reader may no longer read the campaign (signed out, removed).
    End,
}

/// One stream's reader and what it last sent them.
pub struct Reader {
    pub campaign: i64,
    pub user: crate::app::accounts::User,
    pub credential: Credential,
    pub life: crate::app::sessions::Lifetimes,
    pub last: Option<Digest>,
}

impl Reader {
    /// Reads the reader's access again (confirming the credential in the
    /// same statement) and answers what the stream should send for
    /// `signal` (None: a heartbeat, or signals missed).
    pub async fn hear(
        &mut self,
        app: &crate::app::App,
        flights: &Flights,
        signal: Option<&Signal>,
    ) -> Heard {
        let (campaign, user) = (self.campaign, self.user.clone());
        let kept = crate::app::access::Kept {
            claim: match self.credential {
                Credential::Token(id) => crate::app::sessions::Claim::Token(id),
                Credential::Session(id) => crate::app::sessions::Claim::Session(id),
            },
            life: self.life,
        };
        let channel = match signal {
            Some(Signal::Message { channel, .. }) => Some(channel.clone()),
            _ => None,
        };
        let states = app.core.states.clone();
        let key = self.flight_key(signal);
        let owned = app.clone();
        let start = move || -> BoxFuture<'static, Read> {
            async move {
                owned
                    .run(move |c| {
                        let (a, _) = crate::app::access::load_confirming(
                            c,
                            &states,
                            campaign,
                            &user,
                            Some(kept),
                        )?;
                        let readable = match &channel {
                            Some(key) => {
                                let members = crate::app::campaigns::members(c, campaign)?;
                                crate::app::messages::listable(&a, &members, key).is_ok()
                            }
                            None => false,
                        };
                        Ok((a, readable))
                    })
                    .await
                    .ok()
            }
            .boxed()
        };
        let read = match key {
            Some(key) => flights.join(key, start).await,
            None => start().await,
        };
        let Some((a, readable)) = read else {
            return Heard::End;
        };
        self.answer(app, signal, &a, readable)
    }

    /// Readers of one version with one credential share one read.
    fn flight_key(&self, signal: Option<&Signal>) -> Option<FlightKey> {
        let Some(Signal::Changed { version, .. }) = signal else {
            return None;
        };
        let cred = match self.credential {
            Credential::Token(id) => (0, id),
            Credential::Session(id) => (1, id),
        };
        Some((self.campaign, self.user.id, cred, *version))
    }

    /// What the stream sends after the reader's access was read again: a
    /// message they may read, or the sections of their view that changed.
    fn answer(
        &mut self,
        app: &crate::app::App,
        signal: Option<&Signal>,
        a: &crate::app::access::Access,
        readable: bool,
    ) -> Heard {
        if let Some(Signal::Message { channel, .. }) = signal {
            return if readable {
                Heard::Message {
                    channel: channel.to_string(),
                }
            } else {
                Heard::Nothing
            };
        }
        let Ok(map) = a.map(&app.core.catalog) else {
            return Heard::Nothing;
        };
        let who = Audience::of(&a.actor());
        let now = app
            .core
            .live
            .digest(self.campaign, a.row.version, &a.state, map, who)
            .with_relays(&crate::rules::relay_view::followed(
                &a.state,
                &a.actor(),
                chrono::Utc::now(),
            ));
        match self.last.replace(now) {
            Some(before) if before == now => Heard::Nothing,
            Some(before) => Heard::Change {
                id: now.id(),
                changed: now.changed_since(&before),
            },
            None => Heard::Change {
                id: now.id(),
                changed: SECTIONS.to_vec(),
            },
        }
    }
}
