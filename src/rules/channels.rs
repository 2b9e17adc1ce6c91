//! Who may read and write which message channel (#15 part 1). A channel
//! is public (every member), a side's (that side's players; the GM when the
//! campaign lets the GM read side channels, which it does by default), a
//! GM desk (one player and the GM), or a battle's thread (its two
//! commanders and the GM). Observers read the public channel only.

use super::ids::{BattleId, UserId};
use super::roles::{Actor, Membership, Role};
use super::say::{Arg, Said};
use super::state::CampaignState;
use super::types::Side;
use crate::say;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Channel {
    Public,
    Side(Side),
    /// A player's private thread with the GM.
    Desk(UserId),
    Battle(BattleId),
}

impl Channel {
    /// "public", "allies", "axis", "desk:12", "battle:3".
    pub fn key(&self) -> String {
        match self {
            Channel::Public => "public".into(),
            Channel::Side(s) => s.as_str().into(),
            Channel::Desk(u) => format!("desk:{u}"),
            Channel::Battle(b) => format!("battle:{b}"),
        }
    }

    pub fn parse(s: &str) -> Option<Channel> {
        match s.split_once(':') {
            None if s == "public" => Some(Channel::Public),
            None => Side::parse(s).map(Channel::Side),
            Some(("desk", u)) => u.parse().ok().map(|u| Channel::Desk(UserId::new(u))),
            Some(("battle", b)) => b.parse().ok().map(|b| Channel::Battle(BattleId::new(b))),
            _ => None,
        }
    }

    /// The channel's name as its readers see it (in English: the API's).
    pub fn title(&self, s: &CampaignState, roster: &[Membership]) -> String {
        self.title_said(s, roster).english()
    }

    /// `title` as a message, said in each reader's language (#44).
    pub fn title_said(&self, s: &CampaignState, roster: &[Membership]) -> Said {
        match self {
            Channel::Public => say!("words-channel-public"),
            Channel::Side(side) => say!("words-channel-side", side = side.as_str()),
            Channel::Desk(u) => {
                let name: Arg = roster.iter().find(|m| m.user == *u).map_or_else(
                    || say!("words-channel-player", user = u.to_string()).into(),
                    |m| m.name.clone().into(),
                );
                say!("words-channel-desk", name = name)
            }
            Channel::Battle(b) => match s.battle(*b) {
                Some(x) => say!(
                    "words-channel-battle",
                    battle = b.to_string(),
                    zone = &x.zone
                ),
                None => say!("words-channel-battle-bare", battle = b.to_string()),
            },
        }
    }
}

/// The users who command a battle's two battalions.
fn commanders(s: &CampaignState, b: BattleId) -> Vec<UserId> {
    s.battle(b)
        .map(|x| {
            [x.attacker_battalion, x.defender_battalion]
                .iter()
                .filter_map(|bn| s.battalion(*bn).and_then(|bt| bt.commander))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether `who` may read (and so write) `ch`.
pub fn may_read(
    who: &Actor,
    ch: Channel,
    s: &CampaignState,
    roster: &[Membership],
    gm_reads_sides: bool,
) -> bool {
    let member = roster.iter().any(|m| m.user == who.user_id);
    if !member {
        return false;
    }
    match ch {
        Channel::Public => true,
        Channel::Side(side) => who.side == Some(side) || (who.gm && gm_reads_sides),
        Channel::Desk(u) => {
            who.gm
                || (who.user_id == u
                    && roster
                        .iter()
                        .any(|m| m.user == u && m.role != Role::Observer))
        }
        Channel::Battle(b) => {
            s.battle(b).is_some() && (who.gm || commanders(s, b).contains(&who.user_id))
        }
    }
}

/// Every channel `who` may read, in the order the page lists them.
pub fn channels(
    who: &Actor,
    s: &CampaignState,
    roster: &[Membership],
    gm_reads_sides: bool,
) -> Vec<Channel> {
    let mut all = vec![
        Channel::Public,
        Channel::Side(Side::Allies),
        Channel::Side(Side::Axis),
    ];
    if who.gm {
        let mut players: Vec<UserId> = roster
            .iter()
            .filter(|m| m.role != Role::Gm && m.role != Role::Observer)
            .map(|m| m.user)
            .collect();
        players.sort();
        players.dedup();
        all.extend(players.into_iter().map(Channel::Desk));
    } else {
        all.push(Channel::Desk(who.user_id));
    }
    all.extend(s.battles.iter().map(|b| Channel::Battle(b.id)));
    all.into_iter()
        .filter(|c| may_read(who, *c, s, roster, gm_reads_sides))
        .collect()
}
