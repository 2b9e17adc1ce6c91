//! What the bus carries: which campaign changed, or which channel got a
//! message, and how that travels between instances as a NOTIFY payload.

use std::sync::Arc;

/// What happened: a campaign's new version, or a message in a channel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Signal {
    Changed { campaign: i64, version: i64 },
    Message { campaign: i64, channel: Arc<str> },
}

impl Signal {
    pub fn campaign(&self) -> i64 {
        match self {
            Signal::Changed { campaign, .. } | Signal::Message { campaign, .. } => *campaign,
        }
    }

    /// The NOTIFY payload: "c:<campaign>:<version>" or "m:<campaign>:<channel>".
    pub fn payload(&self) -> String {
        match self {
            Signal::Changed { campaign, version } => format!("c:{campaign}:{version}"),
            Signal::Message { campaign, channel } => format!("m:{campaign}:{channel}"),
        }
    }

    pub fn parse(payload: &str) -> Option<Signal> {
        let mut parts = payload.splitn(3, ':');
        let (kind, campaign, rest) = (parts.next()?, parts.next()?, parts.next()?);
        let campaign = campaign.parse().ok()?;
        match kind {
            "c" => Some(Signal::Changed {
                campaign,
                version: rest.parse().ok()?,
            }),
            "m" if !rest.is_empty() => Some(Signal::Message {
                campaign,
                channel: rest.into(),
            }),
            _ => None,
        }
    }
}
