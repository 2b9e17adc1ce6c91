//! The command registry is complete and consistent: every command has a
//! REST path (method and path unique, its ids named), a tag that is its
//! serde tag, documentation, and a form unless it says why not.

use crate::rules::command::{flags, spec, Back, COMMANDS};
use crate::rules::Command;
use std::collections::BTreeSet;

#[test]
fn every_registry_command_has_an_api_path_and_docs() {
    let mut seen = BTreeSet::new();
    for c in COMMANDS {
        let api = c.api;
        assert!(
            ["POST", "PUT", "PATCH", "DELETE"].contains(&api.method),
            "{}: {}",
            c.tag,
            api.method
        );
        assert!(api.path.starts_with("/campaigns/{id}"), "{}", c.tag);
        assert!(
            seen.insert((api.method, api.path)),
            "{} repeats a path",
            c.tag
        );
        let ids = api.path.matches('{').count();
        assert_eq!(
            ids == 2,
            api.sub.is_some(),
            "{}: the second id fills a field",
            c.tag
        );
        assert!(
            !c.docs.summary.is_empty() && !c.docs.who.is_empty(),
            "{}",
            c.tag
        );
        if let Some(b) = c.docs.body {
            assert!(
                serde_json::from_str::<serde_json::Value>(b).is_ok(),
                "{}",
                c.tag
            );
        }
        assert_eq!(c.status() == 201, c.flags & flags::CREATED != 0);
    }
    assert_eq!(COMMANDS.len(), 63, "every command of the enum");
}

#[test]
fn every_command_a_person_issues_has_a_form() {
    let mut paths = BTreeSet::new();
    for c in COMMANDS {
        let form = c.form.unwrap_or_else(|| panic!("{} has no form", c.tag));
        assert!(paths.insert(form.path), "{} repeats a form path", c.tag);
        assert!(form.path.starts_with("/campaigns/{id}"));
        if form.back == Back::Sheet {
            assert!(form.path.contains("/battles/{battle}"), "{}", c.tag);
        }
    }
}

/// The tag the registry gives is the one serde reads and writes, and every
/// tag names its entry.
#[test]
fn a_commands_tag_is_its_serde_tag() {
    let c: Command = serde_json::from_value(serde_json::json!({"command": "commit"})).unwrap();
    assert_eq!(c.tag(), "commit");
    assert_eq!(serde_json::to_value(&c).unwrap()["command"], "commit");
    assert_eq!(
        c.spec().map(|s| s.api.path),
        Some("/campaigns/{id}/orders/commit")
    );
    for s in COMMANDS {
        assert_eq!(spec(s.tag).map(|x| x.tag), Some(s.tag));
    }
    let drafting: Vec<&str> = COMMANDS
        .iter()
        .filter(|c| c.flags & flags::DRAFTS != 0)
        .map(|c| c.tag)
        .collect();
    assert_eq!(drafting, ["draft_move", "update_draft", "delete_draft"]);
}

/// The command of `spec` with its documented example body (and 1 for the
/// address's second id), when that reads as a whole command.
fn example(spec: &crate::rules::command::Spec) -> Option<Command> {
    let mut body: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(spec.docs.body.unwrap_or("{}")).ok()?;
    if let Some(field) = spec.api.wrap {
        body = serde_json::Map::from_iter([(field.to_string(), serde_json::Value::Object(body))]);
    }
    if let Some(field) = spec.api.sub {
        body.insert(field.into(), 1.into());
    }
    body.insert("command".into(), spec.tag.into());
    serde_json::from_value(serde_json::Value::Object(body)).ok()
}

#[test]
fn r5_8_what_a_phase_waits_on_is_flagged_in_the_registry() {
    // Every command flagged AWAITED is what some phase waits on, and no
    // other command lets a phase advance early.
    let mut awaited = Vec::new();
    for spec in COMMANDS {
        let Some(cmd) = example(spec) else {
            assert_eq!(
                spec.flags & flags::AWAITED,
                0,
                "{}: give it an example body",
                spec.tag
            );
            continue;
        };
        let in_some_phase = crate::rules::Phase::ALL.iter().any(|p| cmd.awaited_in(*p));
        assert_eq!(cmd.is_awaited(), in_some_phase, "{}", spec.tag);
        if in_some_phase {
            awaited.push(spec.tag);
        }
    }
    assert_eq!(
        awaited,
        [
            "commit",
            "place_reinforcement",
            "choose_defenders",
            "choose_casualties"
        ]
    );
}
