//! Who may see what: the one place that decides it. Every page, API
//! answer, history entry, mail, feed, export and refusal asks here (through
//! `view`, `sees_side`, `reads` and `entry_text`).
//!
//! | information | GM | own side (HC, BCs) | other side, observers |
//! |---|---|---|---|
//! | map, zone control, unit counts and ids, battalions, battles, results | yes | yes | yes |
//! | unit names, kinds, CMBN purchase hints | yes | own units | no |
//! | drafted moves, their ids and count, stacking of drafts | yes | own side | no |
//! | support assigned to a battle (artillery, air, ship) | yes | attacker | no |
//! | history entries for a side (drafts, defenders, support) | yes | own side | no |
//! | member emails | yes | no | no |

use super::event::Visibility;
use super::roles::Actor;
use super::types::Side;
use serde::Serialize;

/// The classes of readers: what they may see differs, within a class it
/// does not (so a rendered page may be shared within a class).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// Observers, site admins who are not members, and anyone else.
    Public,
    /// A side's High Commander and battalion commanders.
    Side(Side),
    Gm,
}

impl Audience {
    pub fn of(viewer: &Actor) -> Audience {
        if viewer.gm {
            return Audience::Gm;
        }
        match viewer.side.or(viewer.hc) {
            Some(s) => Audience::Side(s),
            None => Audience::Public,
        }
    }

    /// "public", "allies", "axis", "gm": a key for caches.
    pub fn key(self) -> &'static str {
        match self {
            Audience::Public => "public",
            Audience::Side(s) => s.as_str(),
            Audience::Gm => "gm",
        }
    }

    /// Whether this audience sees `side`'s hidden information.
    pub fn sees_side(self, side: Side) -> bool {
        match self {
            Audience::Gm => true,
            Audience::Side(s) => s == side,
            Audience::Public => false,
        }
    }

    /// Whether this audience reads history entries meant for `v`.
    pub fn reads(self, v: Visibility) -> bool {
        match v {
            Visibility::All => true,
            Visibility::Gm => self == Audience::Gm,
            Visibility::Allies => self.sees_side(Side::Allies),
            Visibility::Axis => self.sees_side(Side::Axis),
        }
    }

    /// Whether a reader of this audience may read everything a reader of
    /// `drawn` may: what was drawn for the public, anyone; for a side, that
    /// side and the GM; for the GM, the GM (#40: mail queued for a side is
    /// dropped once its reader left it).
    pub fn reads_all_of(self, drawn: Audience) -> bool {
        match drawn {
            Audience::Public => true,
            Audience::Side(side) => self.sees_side(side),
            Audience::Gm => self == Audience::Gm,
        }
    }

    /// The audience of a `key()`.
    pub fn parse(key: &str) -> Option<Audience> {
        match key {
            "public" => Some(Audience::Public),
            "gm" => Some(Audience::Gm),
            other => Side::parse(other).map(Audience::Side),
        }
    }

    /// The stored visibilities this audience reads.
    pub fn visibilities(self) -> Vec<Visibility> {
        [
            Visibility::All,
            Visibility::Allies,
            Visibility::Axis,
            Visibility::Gm,
        ]
        .into_iter()
        .filter(|v| self.reads(*v))
        .collect()
    }
}

/// Whether `viewer` sees `side`'s hidden information (unit names, drafts,
/// support).
pub fn sees_side(viewer: &Actor, side: Side) -> bool {
    Audience::of(viewer).sees_side(side)
}

/// The text of a history entry for `viewer`: the fuller text of a side for
/// that side and the GM, else the text for the entry's whole audience.
pub fn entry_text<'a>(viewer: &Actor, text: &'a str, inner: Option<(Side, &'a str)>) -> &'a str {
    match inner {
        Some((side, t)) if sees_side(viewer, side) => t,
        _ => text,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::rules::UserId;

    fn actor(gm: bool, hc: Option<Side>, side: Option<Side>) -> Actor {
        Actor {
            user_id: UserId::new(1),
            gm,
            hc,
            side,
            covers: Vec::new(),
        }
    }

    #[test]
    fn r12_1_each_audience_reads_its_own_entries_and_the_public_ones() {
        let gm = Audience::of(&actor(true, None, None));
        let allies = Audience::of(&actor(false, Some(Side::Allies), Some(Side::Allies)));
        let bc_axis = Audience::of(&actor(false, None, Some(Side::Axis)));
        let observer = Audience::of(&actor(false, None, None));
        assert_eq!(gm.visibilities().len(), 4);
        assert_eq!(allies.visibilities(), [Visibility::All, Visibility::Allies]);
        assert_eq!(bc_axis.visibilities(), [Visibility::All, Visibility::Axis]);
        assert_eq!(observer.visibilities(), [Visibility::All]);
        assert!(!allies.sees_side(Side::Axis) && allies.sees_side(Side::Allies));
        assert!(!observer.sees_side(Side::Allies) && !observer.sees_side(Side::Axis));
    }

    #[test]
    fn r12_1_the_fuller_text_goes_to_its_side_and_the_gm_only() {
        let full = "Rifle Company A -> F14";
        let inner = Some((Side::Allies, full));
        let text = "2/116th: 1 company box:omaha -> F14";
        assert_eq!(entry_text(&actor(true, None, None), text, inner), full);
        let axis = actor(false, Some(Side::Axis), Some(Side::Axis));
        assert_eq!(entry_text(&axis, text, inner), text);
        assert_eq!(entry_text(&actor(false, None, None), text, inner), text);
    }
}
