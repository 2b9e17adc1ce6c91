//! The overview's read model: what the viewer may do about seats and time
//! (`rules::offers`), the extension requests and absences they may know of,
//! their reliability record, and the unread count, notes and, for the GM,
//! undo and failed deliveries, read in one trip to the database.

use crate::app::access::Access;
use crate::app::campaigns::Member;
use crate::app::mail::OutboxRow;
use crate::app::notes::{notes_of, Notes};
use crate::app::App;
use crate::error::AppError;
use crate::rules::offers::{self, SeatOffer};
use crate::rules::record::NamedRecord;
use crate::rules::say::Lang;
use crate::rules::timetable::{Absence, Seat};
use crate::rules::{Audience, BattalionId, UserId};
use std::collections::BTreeMap;

pub struct OverviewReads {
    /// Messages by others the reader has not read, in all their channels.
    pub unread: i64,
    /// The GM's: whether the last transition may be undone.
    pub can_undo: bool,
    /// The GM's: deliveries that failed for good.
    pub failed_mail: Vec<OutboxRow>,
    pub notes: Option<Notes>,
    pub people: People,
}

/// A member as the overview names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    pub user: i64,
    /// "Anna", or "a former member" for one who has left.
    pub name: String,
    /// "Anna (Battalion commander)".
    pub with_role: String,
}

/// A seat and whom its form may name.
pub struct SeatChoice {
    /// The form's value: "battalion:3" or "hc:allies".
    pub value: String,
    pub battalion: Option<BattalionId>,
    pub name: String,
    /// Its deputy (or holder) now, by name; "none".
    pub now: String,
    pub candidates: Vec<Named>,
}

/// An extension request the reader may know of (R5.10).
pub struct Request {
    pub user: i64,
    pub name: String,
    pub hours: u32,
    pub reason: String,
}

/// What the overview shows about people, seats and time, each list as the
/// rules offer it to this reader.
pub struct People {
    /// The reader's battalions: (id, name, active units).
    pub my_battalions: Vec<(BattalionId, String, usize)>,
    /// The reader's own absence (R1.5).
    pub my_absence: Option<Absence>,
    /// Members away, as far as the reader may know.
    pub away: Vec<Absence>,
    /// The GM's: members whose names read as another's -> that name (#40).
    pub look_alikes: BTreeMap<i64, String>,
    /// Seats whose deputy the reader may name (R1.5).
    pub deputies: Vec<SeatChoice>,
    /// High Commanders' seats the reader may hand over (R1.6; the GM).
    pub hc_handovers: Vec<SeatChoice>,
    pub extensions: Vec<Request>,
    /// Whether the reader may ask for an extension now (R5.10).
    pub may_ask: bool,
    /// Whether the reader is told that requests for more time are off.
    pub extensions_off: bool,
    /// The reliability record (R1.7): the reader's own; the GM's, all.
    pub records: Vec<NamedRecord>,
}

/// The name a member goes by here; one who left is "a former member"
/// (in `lang`) rather than a blank.
pub fn name_in(members: &[Member], user: i64, lang: Lang) -> String {
    members
        .iter()
        .find(|m| m.user_id == user)
        .map_or_else(|| lang.t("words-former-member"), |m| m.display_name.clone())
}

fn named(members: &[Member], user: UserId, lang: Lang) -> Named {
    let user = user.get();
    let role = members
        .iter()
        .find(|m| m.user_id == user)
        .map(|m| crate::rules::told::role(m.role).said_in(lang));
    let name = name_in(members, user, lang);
    Named {
        user,
        with_role: role.map_or_else(|| name.clone(), |r| format!("{name} ({r})")),
        name,
    }
}

/// A seat offer as the forms show it, in `lang`.
pub fn seat_choice(o: &SeatOffer, members: &[Member], lang: Lang) -> SeatChoice {
    let (value, battalion) = match o.seat {
        Seat::Battalion(b) => (format!("battalion:{b}"), Some(b)),
        Seat::HighCommander(side) => (format!("hc:{}", side.as_str()), None),
    };
    SeatChoice {
        value,
        battalion,
        name: o.name_arg().said_in(lang),
        now: o.now.map_or_else(
            || lang.t("words-seat-nobody"),
            |u| name_in(members, u.get(), lang),
        ),
        candidates: o
            .candidates
            .iter()
            .map(|u| named(members, *u, lang))
            .collect(),
    }
}

/// What the overview shows about people for `a` (no database read), in
/// `lang`.
pub fn people(a: &Access, members: &[Member], lang: Lang) -> People {
    let s = &a.state;
    let actor = a.actor();
    let roster = crate::app::campaigns::roster(members);
    let who = Audience::of(&actor);
    let me = UserId::new(a.user_id);
    let seats = |offers: Vec<SeatOffer>| -> Vec<SeatChoice> {
        offers
            .iter()
            .map(|o| seat_choice(o, members, lang))
            .collect()
    };
    People {
        my_battalions: s
            .battalions
            .iter()
            .filter(|b| b.commander == Some(me))
            .map(|b| {
                let active = s
                    .units
                    .iter()
                    .filter(|u| u.battalion == Some(b.id) && u.active())
                    .count();
                (b.id, b.name.clone(), active)
            })
            .collect(),
        my_absence: s.people.absences.iter().find(|x| x.user == me).cloned(),
        away: crate::rules::cover::absences_for(s, who)
            .into_iter()
            .cloned()
            .collect(),
        look_alikes: if actor.gm {
            crate::rules::roles::look_alikes(&roster)
                .into_iter()
                .map(|(u, other)| (u.get(), other))
                .collect()
        } else {
            BTreeMap::new()
        },
        deputies: seats(offers::deputies(s, &roster, &actor)),
        hc_handovers: seats(
            offers::handovers(s, &roster, &actor, None)
                .into_iter()
                .filter(|o| matches!(o.seat, Seat::HighCommander(_)))
                .collect(),
        ),
        extensions: s
            .people
            .extensions
            .iter()
            .filter(|r| match r.side {
                Some(side) => who.sees_side(side),
                None => who == Audience::Gm,
            })
            .map(|r| Request {
                user: r.user.get(),
                name: name_in(members, r.user.get(), lang),
                hours: r.hours,
                reason: r.reason.clone(),
            })
            .collect(),
        may_ask: offers::may_ask_extension(s, &actor),
        extensions_off: offers::extensions_off(s, &actor),
        records: crate::rules::record::named_records(s, &roster, me, actor.gm)
            .into_iter()
            .map(|mut r| {
                // The GM's line in the reader's words (the API's: English).
                r.warning =
                    crate::rules::record::warning_said(&r.record, &r.name).map(|w| w.said_in(lang));
                r
            })
            .collect(),
    }
}

impl App {
    /// The overview's reads for `a`, in one trip to the database, their
    /// words in `lang`.
    pub async fn overview_reads(
        &self,
        a: Access,
        members: Vec<Member>,
        lang: Lang,
    ) -> Result<OverviewReads, AppError> {
        self.run(move |c| {
            let unread = crate::app::messages::channel_list(c, &a, &members)?
                .iter()
                .map(|ch| ch.unread)
                .sum();
            let notes = notes_of(c, &a, &members)?;
            let gm = a.is_gm();
            Ok(OverviewReads {
                unread,
                can_undo: gm && crate::app::campaigns::can_undo(c, a.id())?,
                failed_mail: if gm {
                    crate::app::mail::failed_for_campaign(c, a.id())?
                } else {
                    Vec::new()
                },
                notes,
                people: people(&a, &members, lang),
            })
        })
        .await
    }
}
