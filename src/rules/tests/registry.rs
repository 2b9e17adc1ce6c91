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
    assert_eq!(COMMANDS.len(), 47, "every command of the enum");
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
