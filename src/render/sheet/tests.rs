//! Tests of the Quick Battle sheet.

use super::*;

#[test]
fn bbcode_neutralises_tags_in_players_text() {
    let mut sh = battle_in("F14", Side::Allies, false);
    sh.campaign = "[url=javascript:alert(1)]x[/url]".into();
    sh.attacker.commander = "[img]http://evil/[/img]".into();
    let code = bbcode(&sh, Lang::En);
    assert!(!code.contains("[url"), "{code}");
    assert!(!code.contains("[img]"), "{code}");
    assert!(code.contains("\u{FF3B}url=javascript:alert(1)\u{FF3D}x"));
    // Bocage's own tags stay.
    assert!(code.contains("[b]"));
}

fn cat() -> Vec<QbMap> {
    parse_catalogue(include_str!("../../../config/qb-maps.csv")).unwrap()
}

/// A battle in `zone`, attacked by `side`, in an otherwise empty campaign.
fn battle_in(zone: &str, side: Side, bunkers: bool) -> Sheet {
    battle_in_lang(zone, side, bunkers, Lang::En)
}

/// `battle_in`, its sheet in `lang`.
fn battle_in_lang(zone: &str, side: Side, bunkers: bool, lang: Lang) -> Sheet {
    use crate::rules::{
        Audience, BattalionId, Battle, BattleId, CampaignState, Conditions, Params,
    };
    let map = crate::rules::Map::parse(include_str!("../../../config/maps/aa-dday.toml")).unwrap();
    let mut s = CampaignState::new(
        "t",
        "aa-dday",
        Params {
            bunker_fortifications: bunkers,
            gm_reads_side_channels: true,
            ..Params::default()
        },
        chrono::NaiveDate::from_ymd_opt(1944, 6, 6).unwrap(),
    );
    let b = Battle {
        id: BattleId::new(1),
        round: 1,
        side,
        zone: zone.into(),
        attacker_battalion: BattalionId::new(1),
        attacker_units: vec![],
        defender_battalion: BattalionId::new(2),
        defender_units: Some(vec![]),
        from_launch_box: None,
        artillery: vec![],
        air: vec![],
        ship: None,
        support_decided: false,
        result: None,
        attacker_casualties: None,
        defender_casualties: None,
        closed: false,
        conditions: Conditions::default(),
        due: None,
        play: Default::default(),
        relay: Default::default(),
        sessions: Default::default(),
    };
    s.battles.push(b);
    let v = crate::rules::view::view_for(&s, &map, Audience::Gm);
    build(
        &v,
        &map,
        &v.battles[0],
        &crate::rules::Names::default(),
        &cat(),
        lang,
    )
}

#[test]
fn the_sheet_speaks_its_readers_language_and_cmbn_keeps_its_names() {
    let en = battle_in("F14", Side::Allies, true);
    assert_eq!(en.date, "06 June 1944");
    assert_eq!(en.time_of_day, "GM's choice");
    assert_eq!(en.attacker.commander, "(no commander)");
    let code = bbcode(&en, Lang::En);
    assert!(
        code.contains("\n[b]Time / weather / ground:[/b] GM's choice / "),
        "{code}"
    );
    assert!(code.contains("[b]ATTACKER (Allied):[/b] "), "{code}");
    let de = battle_in_lang("F14", Side::Allies, true, Lang::De);
    assert_eq!(de.date, "6. Juni 1944");
    assert_eq!(de.time_of_day, "nach Wahl des Spielleiters");
    assert!(de
        .fortifications
        .as_deref()
        .unwrap_or("")
        .contains("Bunker"));
    let code = bbcode(&de, Lang::De);
    assert!(code.contains("[b]ANGREIFER (Alliierte):[/b] "), "{code}");
    // CMBN's Quick Battle settings stay as CMBN shows them.
    assert!(code.contains(&de.qb_battle_type), "{code}");
    assert_eq!(de.qb_battle_type, en.qb_battle_type);
}

#[test]
fn r2_3_an_axis_defender_in_a_bunker_zone_gets_fortifications() {
    // F14 has a blockhouse on the board; F13 has none.
    assert!(battle_in("F14", Side::Allies, true)
        .fortifications
        .is_some());
    assert!(battle_in("F13", Side::Allies, true)
        .fortifications
        .is_none());
    // Only the Axis defends with them, and the GM may turn them off.
    assert!(battle_in("F14", Side::Axis, true).fortifications.is_none());
    assert!(battle_in("F14", Side::Allies, false)
        .fortifications
        .is_none());
}
