//! R13.2 the CMBN version and modules every battle needs: the GM states
//! them (during play too), cleaned and bounded; nobody else may.

use super::fixture::*;
use crate::rules::kit::GameKit;
use crate::rules::play::SetGameKit;
use crate::rules::*;

fn set(version: &str, modules: &[&str]) -> Command {
    Command::SetGameKit(SetGameKit {
        version: version.into(),
        modules: modules.iter().map(|m| m.to_string()).collect(),
    })
}

#[test]
fn r13_2_the_gm_states_the_game_every_battle_needs() {
    let (mut g, ..) = beach_game();
    assert_eq!(g.s.status, Status::Active, "during play");
    g.forbidden(&hc(Side::Allies), set("5.01", &[]));
    g.forbidden(&bc(BC_A), set("5.01", &[]));
    let said = g.ok(
        &gm(),
        set(
            " 5.01 ",
            &["Commonwealth Forces", "", "market garden", "Market Garden"],
        ),
    );
    assert_eq!(
        g.s.game,
        GameKit {
            version: "5.01".into(),
            modules: vec!["Commonwealth Forces".into(), "market garden".into()],
        },
        "trimmed, each module once"
    );
    assert_eq!(said[0].audience, Visibility::All);
    assert_eq!(
        said[0].text,
        "Every battle is played with CMBN 5.01 with Commonwealth Forces and market garden"
    );
    assert_eq!(
        g.refused(
            &gm(),
            set("5.01", &["Commonwealth Forces", "market garden"])
        )
        .rule,
        "R13.2"
    );
    let long = "x".repeat(41);
    let v = g.refused(&gm(), set(&long, &[]));
    assert!(v.message.contains("1 to 40 characters"), "{}", v.message);
    let many: Vec<String> = (0..13).map(|i| format!("M{i}")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    assert!(g
        .refused(&gm(), set("5.01", &many))
        .message
        .contains("13 given"));
    g.ok(&gm(), set("", &[]));
    assert!(g.s.game.is_empty() && g.s.game.describe().is_empty());
}

#[test]
fn r13_2_what_a_commanders_cmbn_lacks_is_said() {
    use crate::rules::kit::GameKit;
    let needed = GameKit {
        version: "5.01".into(),
        modules: vec!["Commonwealth Forces".into(), "Market Garden".into()],
    };
    // Nothing said: the version not said, both modules lacking.
    assert_eq!(
        needed.lacking_in(&GameKit::default()),
        [
            "has not said which CMBN version (the campaign needs 5.01)",
            "lacks Commonwealth Forces and Market Garden"
        ]
    );
    // Another version, one module, any case.
    let has = GameKit::of_lines("4.04", "commonwealth forces\n\n");
    assert_eq!(
        needed.lacking_in(&has),
        [
            "has CMBN 4.04, the campaign needs 5.01",
            "lacks Market Garden"
        ]
    );
    // All of it, more besides: nothing lacks.
    let all = GameKit::of_lines(" 5.01 ", "Market Garden\nCommonwealth Forces\nVehicle Pack");
    assert!(needed.lacking_in(&all).is_empty());
    // A campaign that states nothing needs nothing.
    assert!(GameKit::default().lacking_in(&has).is_empty());
    // Its words read as they did in English, and in each language (#44).
    for kit in [&needed, &has, &GameKit::of_lines("5.01", "")] {
        assert_eq!(kit.described().map(|d| d.english()), Some(kit.describe()));
    }
    assert!(GameKit::default().described().is_none());
    let it = needed
        .described()
        .map(|d| d.said_in(crate::rules::say::Lang::It));
    assert_eq!(
        it.as_deref(),
        Some("CMBN 5.01 con Commonwealth Forces e Market Garden")
    );
}
