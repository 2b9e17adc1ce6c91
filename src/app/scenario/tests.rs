#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
use super::*;

fn demo() -> (Scenario, BTreeMap<String, Map>) {
    let catalog = crate::app::catalog::Catalog::load(None).unwrap();
    (crate::app::demo::scenario(&catalog).unwrap(), catalog.maps)
}

#[test]
fn the_demo_scenario_passes_every_check() {
    let (doc, maps) = demo();
    let text = serde_json::to_string(&doc).unwrap();
    assert!(parse(&text, &maps).is_ok());
}

/// #23: an imported round of 4294967295 was accepted, and the campaign's
/// page then panicked on the date arithmetic.
#[test]
fn r5_1_rounds_outside_the_campaign_refuse_the_file() {
    let (mut doc, maps) = demo();
    doc.state.round = u32::MAX;
    doc.state.objective_rounds = 11;
    doc.state.round_dates.insert(0, doc.state.start_date);
    if let Some(b) = doc.state.battalions.first_mut() {
        b.arrives_round = Some(u32::MAX);
    }
    let problems = parse(&serde_json::to_string(&doc).unwrap(), &maps).unwrap_err();
    for field in [
        "state.round:",
        "state.objective_rounds:",
        "state.round_dates.0:",
        "state.battalions[0].arrives_round:",
    ] {
        assert!(
            problems.iter().any(|p| p.starts_with(field)),
            "{field}: {problems:?}"
        );
    }
    // The date of such a round is answered, never a panic.
    assert_eq!(doc.state.round_date(u32::MAX), chrono::NaiveDate::MAX);
}

#[test]
fn r2_2_a_zone_without_a_side_refuses_the_file_and_names_the_zones() {
    let (mut doc, maps) = demo();
    doc.state.control.remove("F7");
    doc.state.control.remove("F30");
    let text = serde_json::to_string(&doc).unwrap();
    let problems = parse(&text, &maps).unwrap_err();
    assert!(
        problems
            .iter()
            .any(|p| p == "state.control: every zone needs a side (R2.2); missing: F7, F30"),
        "{problems:?}"
    );
}

#[test]
fn r1_2_a_commander_of_the_wrong_side_refuses_the_file() {
    let (mut doc, maps) = demo();
    let axis = doc
        .members
        .iter()
        .find(|m| m.role == "battalion_commander" && m.side == Some(Side::Axis))
        .unwrap()
        .email
        .clone();
    let allied = doc
        .state
        .battalions
        .iter()
        .find(|b| b.side == Side::Allies)
        .unwrap()
        .id;
    doc.commanders.insert(allied, axis);
    let problems = parse(&serde_json::to_string(&doc).unwrap(), &maps).unwrap_err();
    assert!(
        problems
            .iter()
            .any(|p| p
                .contains("who is not a battalion commander or High Commander of the Allied side")),
        "{problems:?}"
    );
}

/// #40, item 9: counters left below the ids the file holds are listed
/// each, with the file's other problems; one at the end of its range
/// imports, and the campaign refuses the next id instead of wrapping.
#[test]
fn r12_1_counters_below_their_ids_refuse_the_file_each_named() {
    let (mut doc, maps) = demo();
    doc.state.next_id = 2;
    doc.state
        .annotations
        .items
        .push(crate::rules::layer::Annotation {
            id: 4,
            side: Side::Axis,
            author: UserId::new(1),
            round: 1,
            turn: Side::Axis,
            shape: crate::rules::annotations::Shape::Circle,
            zone: "F26".into(),
            to: None,
            text: String::new(),
        });
    doc.state.annotations.last_axis = 1;
    doc.state.name = String::new();
    let problems = parse(&serde_json::to_string(&doc).unwrap(), &maps).unwrap_err();
    for field in [
        "state.name:",
        "state.next_id: 2",
        "state.annotations.last_axis: 1 is below annotation 4",
    ] {
        assert!(
            problems.iter().any(|p| p.starts_with(field)),
            "{field}: {problems:?}"
        );
    }
    let (mut doc, maps) = demo();
    doc.state.annotations.last_allies = u32::MAX;
    assert!(parse(&serde_json::to_string(&doc).unwrap(), &maps).is_ok());
}
