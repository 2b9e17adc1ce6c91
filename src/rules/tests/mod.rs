//! Rule tests through `decide`, each named after its rule id, plus property
//! tests over random command sequences.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

mod agreement;
mod annotations;
mod battles;
mod channels;
mod clock;
mod corrections;
mod counters;
mod cover;
mod files;
pub(crate) mod fixture;
mod handover;
mod kit;
mod moves;
mod offers;
mod people;
mod phases;
mod play;
mod preview;
mod problems;
mod props;
mod ready;
mod record;
mod registry;
mod relay;
mod replay;
mod roster;
mod rulings;
mod schedule;
mod seats;
mod sessions;
mod stats;
mod todo;
mod turns;
mod upgrade;
mod wording;
mod zone_view;
