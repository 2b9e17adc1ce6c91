//! Property tests: every parser of user input returns an answer, never a
//! panic, on arbitrary and on mutated valid input.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::rules::{Command, Location, Map, Params};
use proptest::prelude::*;
use std::collections::BTreeMap;

const MAP: &str = include_str!("../config/maps/aa-dday.toml");

fn maps() -> BTreeMap<String, Map> {
    let m = Map::parse(MAP).unwrap();
    BTreeMap::from([(m.id().to_string(), m)])
}

/// A valid scenario document to mutate.
fn scenario_text() -> String {
    let mut s = crate::rules::CampaignState::new(
        "Fuzz",
        "aa-dday",
        Params::default(),
        chrono::NaiveDate::from_ymd_opt(1944, 6, 6).unwrap(),
    );
    crate::rules::setup::sync_air_pool(&mut s).unwrap();
    serde_json::to_string(&crate::app::scenario::Scenario {
        format: crate::app::scenario::FORMAT.into(),
        version: crate::app::scenario::VERSION,
        members: vec![],
        commanders: BTreeMap::new(),
        state: s,
        files: Vec::new(),
    })
    .unwrap()
}

fn mutate(text: &str, cut: usize, flips: &[(usize, u8)]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for (at, b) in flips {
        if !bytes.is_empty() {
            let i = at % bytes.len();
            bytes[i] = *b;
        }
    }
    bytes.truncate(cut.min(bytes.len()));
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn location_parse_never_panics(s in ".{0,80}") {
        if let Ok(l) = Location::parse(&s) {
            // What parses prints back to something that parses the same.
            prop_assert_eq!(Location::parse(&l.to_string()).unwrap(), l);
        }
    }

    #[test]
    fn map_files_never_panic(s in ".{0,400}", cut in 0usize..30000, flips in proptest::collection::vec((0usize..30000, any::<u8>()), 0..8)) {
        let _ = Map::parse(&s);
        let _ = Map::parse(&mutate(MAP, cut, &flips));
    }

    #[test]
    fn scenario_files_never_panic(s in ".{0,400}", cut in 0usize..6000, flips in proptest::collection::vec((0usize..6000, any::<u8>()), 0..8)) {
        let maps = maps();
        let _ = crate::app::scenario::parse(&s, &maps);
        let _ = crate::app::scenario::parse(&mutate(&scenario_text(), cut, &flips), &maps);
    }

    #[test]
    fn api_json_never_panics(s in "\\PC{0,300}") {
        let _ = serde_json::from_str::<Command>(&s);
        let _ = serde_json::from_str::<Params>(&s);
        let _ = serde_json::from_str::<crate::rules::Conditions>(&s);
    }

    #[test]
    fn form_bodies_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let _ = serde_html_form::from_bytes::<Vec<(String, String)>>(&bytes);
        let _ = serde_urlencoded::from_bytes::<Vec<(String, String)>>(&bytes);
    }

    #[test]
    fn qb_catalogue_never_panics(s in "\\PC{0,400}") {
        let _ = crate::render::sheet::parse_catalogue(&s);
    }
}
