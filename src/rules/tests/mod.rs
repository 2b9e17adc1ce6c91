//! Rule tests through `decide`, each named after its rule id, plus property
//! tests over random command sequences.
#![allow(clippy::unwrap_used)]

mod battles;
mod fixture;
mod moves;
mod phases;
mod props;
mod turns;
