//! R12.5 side annotations: drawn by a side's members (or the GM naming the
//! side), seen by that side and the GM only, removed by their author or the
//! side's High Commander, kept in the side's history.

use super::fixture::*;
use crate::rules::annotations::{Annotate, RemoveAnnotation, Shape};
use crate::rules::view::view_for;
use crate::rules::*;

fn arrow(from: &str, to: &str, text: &str) -> Command {
    Command::Annotate(Annotate {
        shape: Shape::Arrow,
        zone: from.into(),
        to: Some(to.into()),
        text: text.into(),
        side: None,
    })
}

fn remove(id: u32, side: Option<Side>) -> Command {
    Command::RemoveAnnotation(RemoveAnnotation {
        annotation: id,
        side,
    })
}

#[test]
fn r12_5_an_annotation_reaches_its_side_and_the_gm_only() {
    let (mut g, ..) = beach_game();
    let entries = g.ok(&hc(Side::Allies), arrow("F13", "F14", "Main effort"));
    assert_eq!(
        entries[0].audience,
        Visibility::Allies,
        "kept in the side's history"
    );
    assert!(entries[0].text.contains("F13 → F14"), "{}", entries[0].text);
    let seen = |who: Audience| view_for(&g.s, &g.map, who).annotations.len();
    assert_eq!(seen(Audience::Side(Side::Allies)), 1);
    assert_eq!(seen(Audience::Gm), 1);
    assert_eq!(seen(Audience::Side(Side::Axis)), 0);
    assert_eq!(seen(Audience::Public), 0);
    // The Axis counts its own ids: nothing tells it the Allies drew one.
    g.ok(&bc(BC_X), arrow("F22", "F14", ""));
    let axis = view_for(&g.s, &g.map, Audience::Side(Side::Axis));
    assert_eq!(axis.annotations.len(), 1);
    assert_eq!(axis.annotations[0].id, 1);
    // The Allied map's picture carries the words; the Axis one does not.
    let svg = |who: Audience| {
        crate::render::map_svg::render(
            &view_for(&g.s, &g.map, who),
            &g.map,
            "",
            "",
            crate::rules::say::Lang::En,
        )
    };
    assert!(svg(Audience::Side(Side::Allies)).contains("Main effort"));
    assert!(!svg(Audience::Side(Side::Axis)).contains("Main effort"));
    assert!(!svg(Audience::Public).contains("Main effort"));
}

#[test]
fn r12_5_the_author_or_the_hc_removes_an_annotation() {
    let (mut g, ..) = beach_game();
    g.ok(&bc(BC_A), arrow("F13", "F14", "mine"));
    g.ok(&hc(Side::Allies), arrow("F13", "F12", "the HC's"));
    // Another commander of the side may not remove the author's...
    g.forbidden(&bc(BC_B), remove(1, None));
    // ... nor a BC the HC's; the enemy finds nothing to remove.
    g.forbidden(&bc(BC_A), remove(2, None));
    match g.run(&bc(BC_X), remove(1, None)) {
        Err(Refusal::NotFound(_)) => {}
        other => panic!("the enemy found the annotation: {other:?}"),
    }
    let e = g.ok(&bc(BC_A), remove(1, None));
    assert_eq!(e[0].audience, Visibility::Allies);
    g.ok(&hc(Side::Allies), remove(2, None));
    assert!(g.s.annotations.items.is_empty());
}

#[test]
fn r12_5_the_gm_names_the_side_and_observers_draw_nothing() {
    let (mut g, ..) = beach_game();
    let v = g.refused(&gm(), arrow("F13", "F14", ""));
    assert_eq!(v.rule, "R12.5");
    g.ok(
        &gm(),
        Command::Annotate(Annotate {
            shape: Shape::Circle,
            zone: "F26".into(),
            to: None,
            text: "Objective".into(),
            side: Some(Side::Axis),
        }),
    );
    assert_eq!(g.s.annotations.items[0].side, Side::Axis);
    g.forbidden(&Actor::of(OBSERVER, &roster()), arrow("F13", "F14", ""));
    g.forbidden(
        &bc(BC_A),
        Command::Annotate(Annotate {
            shape: Shape::Circle,
            zone: "F26".into(),
            to: None,
            text: String::new(),
            side: Some(Side::Axis),
        }),
    );
    g.ok(&gm(), remove(1, Some(Side::Axis)));
}

#[test]
fn r12_5_a_bad_annotation_says_why() {
    let (mut g, ..) = beach_game();
    let hc = hc(Side::Allies);
    let cases = [
        (arrow("F99", "F14", ""), "not a zone"),
        (
            Command::Annotate(Annotate {
                shape: Shape::Arrow,
                zone: "F13".into(),
                to: None,
                text: String::new(),
                side: None,
            }),
            "second zone",
        ),
        (
            Command::Annotate(Annotate {
                shape: Shape::Label,
                zone: "F13".into(),
                to: None,
                text: "  ".into(),
                side: None,
            }),
            "needs some text",
        ),
        (arrow("F13", "F14", &"x".repeat(81)), "at most 80"),
        (arrow("F13", "F13", ""), "not its own"),
    ];
    for (cmd, says) in cases {
        let v = g.refused(&hc, cmd);
        assert_eq!(v.rule, "R12.5");
        assert!(v.message.contains(says), "{} lacks {says}", v.message);
    }
    for _ in 0..crate::rules::annotations::PER_SIDE {
        g.ok(&hc, arrow("F13", "F14", ""));
    }
    let v = g.refused(&hc, arrow("F13", "F14", ""));
    assert!(v.message.contains("at most 60"), "{}", v.message);
}

/// #40, item 5: an annotation's text is what a side-mate reads: no bidi
/// override, zero-width or other hidden character, as in display names.
#[test]
fn r12_5_an_annotations_text_holds_only_visible_characters() {
    let (mut g, ..) = beach_game();
    for hidden in [
        "Hold \u{202E}31F",
        "Hold\u{200B}F13",
        "\u{2066}F13\u{2069}",
        "F13\u{FEFF}",
    ] {
        let v = g.refused(&hc(Side::Allies), arrow("F13", "F14", hidden));
        assert_eq!(v.rule, "R12.5");
        assert!(v.message.contains("visible characters"), "{}", v.message);
    }
    g.ok(
        &hc(Side::Allies),
        arrow("F13", "F14", "Hold F13 — à tout prix"),
    );
}
