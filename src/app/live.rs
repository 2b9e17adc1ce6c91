//! What keeps open pages current (#25): every committed change and every
//! message is a `Signal` on this instance's bus; with several instances on
//! one PostgreSQL, each change is also NOTIFYed in its own transaction
//! (delivered at COMMIT only, `store::live`) and each instance's listener
//! puts the others' signals on its own bus.
//!
//! A signal says only which campaign changed. Each stream then reads its
//! viewer's access again (so a member removed, or a session ended, stops
//! hearing at once) and compares the viewer's `View`, section by section,
//! with what it last sent: a change the viewer may not see (the other
//! side's drafting, its support, its deletions) changes no section of their
//! view, so it sends them nothing at all. The digests are kept per
//! campaign version and audience, so a thousand streams cost four views.

use crate::rules::{self, Audience, CampaignState, Map};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, Notify};

/// How many signals of its campaign a slow stream may fall behind before
/// it is told to read everything again (a stream reads only the newest of
/// the changes waiting for it, so it rarely falls this far behind).
const BUS_CAPACITY: usize = 64;

/// Views' digests kept, by campaign, version and audience (a few dozen
/// bytes each): the newest of every reader kind of hundreds of campaigns,
/// so a heartbeat finds what the last change computed.
const DIGESTS_KEPT: usize = 4096;

pub use signal::Signal;

/// The parts of a view a page redraws separately; a change event names
/// those that changed for its reader.
pub const SECTIONS: [&str; 4] = ["phase", "board", "orders", "battles"];

/// A viewer's view in digests: one per section, and one for the whole
/// (the stream's event id, which says nothing about changes the viewer may
/// not see, unlike the campaign's version).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Digest {
    pub sections: [u64; 4],
}

/// The PBEM relays one reader follows (R13.3), as a digest: they are
/// followed per person (the two commanders, their HCs, the GM), not per
/// side, so a reader's stream and kept pages add it to their side's view.
pub fn relay_digest(relays: &[rules::relay_view::RelayView]) -> u64 {
    if relays.is_empty() {
        return 0;
    }
    match serde_json::to_vec(relays) {
        Ok(bytes) => xxhash_rust::xxh3::xxh3_64(&bytes),
        Err(_) => rand::random(),
    }
}

impl Digest {
    /// The same digest with what one reader follows per person (the
    /// relays, R13.3) in its battles section.
    pub fn with_relays(mut self, relays: &[rules::relay_view::RelayView]) -> Digest {
        if let Some(b) = self.sections.get_mut(3) {
            *b ^= relay_digest(relays);
        }
        self
    }

    pub fn of(v: &rules::View) -> Digest {
        let h = |value: serde_json::Result<Vec<u8>>| match value {
            Ok(bytes) => xxhash_rust::xxh3::xxh3_64(&bytes),
            // Never a shared blank, which would keep serving a stale page:
            // a view that cannot be written is logged and matches nothing.
            Err(e) => {
                tracing::error!(error = %e, "a view could not be digested");
                rand::random()
            }
        };
        Digest {
            sections: [
                h(serde_json::to_vec(&(
                    &v.status,
                    v.round,
                    &v.side,
                    &v.phase,
                    &v.deadline,
                    (&v.schedule, &v.paused, &v.absences, &v.deputies),
                    (&v.claims, &v.extension_requests),
                    &v.victory,
                    v.objective_rounds,
                    &v.blockers,
                ))),
                h(serde_json::to_vec(&(
                    &v.zones,
                    &v.launch_boxes,
                    &v.units,
                    &v.battalions,
                    &v.air_pools,
                    v.ships_available,
                    &v.annotations,
                ))),
                h(serde_json::to_vec(&(
                    &v.drafts,
                    &v.stacking_problems,
                    &v.ready,
                ))),
                h(serde_json::to_vec(&v.battles)),
            ],
        }
    }

    /// The whole view's digest, as the stream's event id.
    pub fn id(&self) -> String {
        let mut bytes = Vec::with_capacity(32);
        for s in self.sections {
            bytes.extend_from_slice(&s.to_le_bytes());
        }
        format!("{:016x}", xxhash_rust::xxh3::xxh3_64(&bytes))
    }

    /// The sections that differ from `before`.
    pub fn changed_since(&self, before: &Digest) -> Vec<&'static str> {
        SECTIONS
            .iter()
            .zip(self.sections.iter().zip(before.sections.iter()))
            .filter(|(_, (a, b))| a != b)
            .map(|(name, _)| *name)
            .collect()
    }
}

/// What one reader may see of a campaign, as a digest (#40): the GM sees
/// everything, so theirs is the campaign's version; anyone else's is the
/// digest of their whole view, the extension requests and marks of their
/// side, and how often the roster changed (names and roles, which the view
/// does not hold). Every cache of what a reader is drawn is keyed by it, so
/// a change the reader may not see costs them no drawing, and no time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sight(pub u64);

impl Sight {
    fn of(v: &rules::View, state: &CampaignState, version: i64) -> Sight {
        if v.audience == Audience::Gm {
            return Sight(xxhash_rust::xxh3::xxh3_64(&version.to_le_bytes()));
        }
        let people = &state.people;
        let side = match v.audience {
            Audience::Side(side) => Some(side),
            _ => None,
        };
        let extensions: Vec<_> = people
            .extensions
            .iter()
            .filter(|r| side.is_some() && r.side == side)
            .collect();
        let marks: Vec<_> = people
            .marks
            .iter()
            .filter(|m| Some(m.side) == side)
            .collect();
        match serde_json::to_vec(&(v, extensions, marks, people.roster_changes)) {
            Ok(bytes) => Sight(xxhash_rust::xxh3::xxh3_64(&bytes)),
            // Never a shared empty digest: the version is always right,
            // only less often kept.
            Err(e) => {
                tracing::error!(error = %e, "a view that does not serialise");
                Sight(xxhash_rust::xxh3::xxh3_64(&version.to_le_bytes()))
            }
        }
    }
}

/// (campaign, version, audience): what one reader kind saw at one version.
type SeenKey = (i64, i64, Audience);

/// One open stream of a user: its number, and what tells it to end.
type Slot = (u64, Arc<Notify>);

/// This instance's bus, the digests kept per version and audience, and the
/// open streams per user.
pub struct Live {
    /// This instance's name on the wire: a signal NOTIFYed by this
    /// instance comes back to its own listener, and is dropped there (its
    /// streams heard it already).
    instance: String,
    /// Each campaign's bus, while some stream listens: a signal wakes the
    /// streams of its own campaign only (#45: on a community server with
    /// hundreds of campaigns, the others sleep through it).
    buses: Mutex<HashMap<i64, broadcast::Sender<Signal>>>,
    digests: Mutex<lru::LruCache<SeenKey, (Digest, Sight)>>,
    /// Each user's open streams, oldest first: (slot number, its ending).
    streams: Mutex<HashMap<i64, VecDeque<Slot>>>,
    next_slot: std::sync::atomic::AtomicU64,
}

impl Default for Live {
    fn default() -> Live {
        Live {
            instance: crate::app::passwords::random_token(6),
            buses: Mutex::new(HashMap::new()),
            digests: Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::MIN.saturating_add(DIGESTS_KEPT - 1),
            )),
            streams: Mutex::new(HashMap::new()),
            next_slot: Default::default(),
        }
    }
}

impl Live {
    /// Tells this instance's streams of the signal's campaign (nobody
    /// listening is fine).
    pub fn publish(&self, s: Signal) {
        crate::telemetry::metrics().live_signals.inc();
        let Ok(mut buses) = self.buses.lock() else {
            return;
        };
        let campaign = s.campaign();
        if let Some(tx) = buses.get(&campaign) {
            if tx.send(s).is_err() {
                // Its last stream closed: the bus goes with it.
                buses.remove(&campaign);
            }
        }
    }

    /// A signal as NOTIFY carries it to the other instances.
    pub fn wire(&self, s: &Signal) -> String {
        format!("{}:{}", self.instance, s.payload())
    }

    /// A signal that came from another instance; None for this one's own
    /// (already heard) and anything malformed.
    pub fn unwire(&self, payload: &str) -> Option<Signal> {
        let (from, rest) = payload.split_once(':')?;
        if from == self.instance {
            return None;
        }
        Signal::parse(rest)
    }

    /// A stream's ear on the bus of `campaign`.
    pub fn subscribe(&self, campaign: i64) -> broadcast::Receiver<Signal> {
        let Ok(mut buses) = self.buses.lock() else {
            return broadcast::channel(1).1;
        };
        if let Some(tx) = buses.get(&campaign) {
            return tx.subscribe();
        }
        // A new bus: first let go of those nobody listens to any more.
        buses.retain(|_, tx| tx.receiver_count() > 0);
        let (tx, rx) = broadcast::channel(BUS_CAPACITY);
        buses.insert(campaign, tx);
        rx
    }

    /// How many campaigns have a bus (some stream listening).
    pub fn buses(&self) -> usize {
        self.buses.lock().map(|b| b.len()).unwrap_or_default()
    }

    /// The digest of the view of `who` at `version`, computed once.
    pub fn digest(
        &self,
        campaign: i64,
        version: i64,
        state: &CampaignState,
        map: &Map,
        who: Audience,
    ) -> Digest {
        self.seen(campaign, version, state, map, who).0
    }

    /// What a reader of `who` sees of the campaign at `version`, as a
    /// digest: the key of every cache of what such a reader is drawn
    /// (#40), which a change they may not see leaves as it was.
    pub fn sight(
        &self,
        campaign: i64,
        version: i64,
        state: &CampaignState,
        map: &Map,
        who: Audience,
    ) -> Sight {
        self.seen(campaign, version, state, map, who).1
    }

    /// The view's digests and sight at `version`, computed once from one
    /// view.
    fn seen(
        &self,
        campaign: i64,
        version: i64,
        state: &CampaignState,
        map: &Map,
        who: Audience,
    ) -> (Digest, Sight) {
        let key = (campaign, version, who);
        if let Some(d) = self
            .digests
            .lock()
            .ok()
            .and_then(|mut c| c.get(&key).copied())
        {
            return d;
        }
        let view = rules::view::view_for(state, map, who);
        let d = (Digest::of(&view), Sight::of(&view, state, version));
        if let Ok(mut c) = self.digests.lock() {
            c.put(key, d);
        }
        d
    }

    /// Counts a stream of `user` in. A user holds at most `cap`: one more
    /// takes the place of their oldest, which is told to end (`replaced`).
    /// A page closed in a quick tour of pages is only noticed at its
    /// stream's next heartbeat, so refusing the newest would leave the page
    /// in front of the user without live updates; the oldest is the one
    /// most likely closed already. A page still open gets its stream back
    /// when it is shown again (`static/live.js`).
    pub fn open(self: &Arc<Self>, user: i64, cap: usize) -> StreamSlot {
        let number = self
            .next_slot
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let ending = Arc::new(Notify::new());
        if let Ok(mut streams) = self.streams.lock() {
            let mine = streams.entry(user).or_default();
            while mine.len() >= cap.max(1) {
                match mine.pop_front() {
                    // A permit is kept when nobody waits yet.
                    Some((_, oldest)) => oldest.notify_one(),
                    None => break,
                }
            }
            mine.push_back((number, ending.clone()));
        }
        crate::telemetry::metrics().subscribers.inc();
        StreamSlot {
            live: self.clone(),
            user,
            number,
            ending,
        }
    }
}

/// One open stream; closing it (dropping) frees the user's slot.
pub struct StreamSlot {
    live: Arc<Live>,
    user: i64,
    number: u64,
    ending: Arc<Notify>,
}

impl StreamSlot {
    /// Resolves when a newer stream of the same user took this one's place.
    pub async fn replaced(&self) {
        self.ending.notified().await
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        crate::telemetry::metrics().subscribers.dec();
        if let Ok(mut streams) = self.live.streams.lock() {
            if let Some(mine) = streams.get_mut(&self.user) {
                mine.retain(|(n, _)| *n != self.number);
                if mine.is_empty() {
                    streams.remove(&self.user);
                }
            }
        }
    }
}

mod signal;

#[cfg(test)]
mod tests;
