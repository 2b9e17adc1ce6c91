//! Battle files (#15 part 2): kinds by content, who attaches, sees and
//! removes them.

use super::fixture::*;
use crate::rules::files::clean_name;
use crate::rules::files::*;
use crate::rules::*;

const PNG: &[u8] = b"\x89PNG\r\n\x1A\n\0\0\0\rIHDR";
const JPEG: &[u8] = b"\xFF\xD8\xFF\xE0\0\x10JFIF";
const PDF: &[u8] = b"%PDF-1.7\n";
const SAVE: &[u8] = b"\x01\x00\x00\x00\x9A\xF3\x10\x00\x00battle";

#[test]
fn a_file_is_what_its_bytes_say() {
    assert_eq!(sniff("turn 3.ema", SAVE), Ok(FileKind::Save));
    assert_eq!(sniff("setup.BTS", SAVE), Ok(FileKind::Save));
    assert_eq!(sniff("QB.btt", SAVE), Ok(FileKind::Save));
    assert_eq!(sniff("shot.png", PNG), Ok(FileKind::Png));
    assert_eq!(sniff("shot.jpg", JPEG), Ok(FileKind::Jpeg));
    assert_eq!(sniff("shot.jpeg", JPEG), Ok(FileKind::Jpeg));
    assert_eq!(sniff("aar.pdf", PDF), Ok(FileKind::Pdf));
}

#[test]
fn a_name_never_makes_a_file_what_it_is_not() {
    let e = sniff("shot.png", b"<html><script>alert(1)</script>").unwrap_err();
    assert!(e.contains("PNG image") && e.contains("text"), "{e}");
    let e = sniff("save.bts", PNG).unwrap_err();
    assert!(e.contains("a PNG image"), "{e}");
    let e = sniff("save.ema", b"MZ\x90\x00\x03").unwrap_err();
    assert!(e.contains("Windows program"), "{e}");
    let e = sniff("save.btt", b"PK\x03\x04zip").unwrap_err();
    assert!(e.contains("ZIP"), "{e}");
    assert!(
        sniff("save.bts", b"just some text\n").is_err(),
        "text is no save"
    );
    assert!(sniff("aar.pdf", JPEG).is_err());
    assert!(sniff("photo.jpg", PNG).is_err());
    let e = sniff("page.html", b"<html>").unwrap_err();
    assert!(e.contains(KEPT), "{e}");
    assert!(sniff("noextension", SAVE).is_err());
    assert_eq!(sniff("empty.bts", b""), Err("The file is empty.".into()));
}

/// #23: HTML with a NUL byte or a leading `\xff`, UTF-16 HTML, and a ZIP
/// or a program behind a few bytes of prefix passed as CMBN files.
#[test]
fn what_the_review_slipped_past_is_refused() {
    let utf16le: Vec<u8> = "<html><script>alert(1)</script>"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    let utf16be: Vec<u8> = "<svg onload=alert(1)>"
        .encode_utf16()
        .flat_map(u16::to_be_bytes)
        .collect();
    let plain16: Vec<u8> = "just some words of text"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("html with a NUL", b"\x00<html><script>x</script>".to_vec()),
        ("html after 0xff", b"\xff<!DOCTYPE html><p>x".to_vec()),
        (
            "html between bytes",
            b"\x01\x02\x00<ScRiPt>x</script>".to_vec(),
        ),
        ("UTF-16LE html", utf16le),
        ("UTF-16BE svg", utf16be),
        ("UTF-16 text", plain16),
        ("UTF-16 with a mark", b"\xFF\xFEx\x00y\x00".to_vec()),
        (
            "a ZIP after a prefix",
            b"\x01\x00\x00\x00PK\x03\x04rest".to_vec(),
        ),
        (
            "a program after a prefix",
            b"\x00\x01\x7FELF\x02\x01".to_vec(),
        ),
        ("a gzip", b"\x1F\x8B\x08\x00\x00".to_vec()),
        ("a WebAssembly module", b"\x00asm\x01\x00\x00\x00".to_vec()),
    ];
    for (what, bytes) in cases {
        assert!(
            sniff("turn.bts", &bytes).is_err(),
            "{what} passed as a save"
        );
    }
    // A save still is one.
    assert_eq!(sniff("turn.bts", SAVE), Ok(FileKind::Save));
}

#[test]
fn names_are_cleaned_for_headers_and_paths() {
    assert_eq!(clean_name("C:\\Games\\CM\\turn 1.ema"), "turn 1.ema");
    assert_eq!(clean_name("../../etc/passwd"), "passwd");
    assert_eq!(clean_name("a\"b\r\nc;.png"), "a_b__c_.png");
    assert_eq!(clean_name(".hidden.png"), "hidden.png");
    assert_eq!(clean_name("..."), "file");
    let long = format!("{}.bts", "x".repeat(200));
    let c = clean_name(&long);
    assert!(c.len() <= 100 && c.ends_with(".bts"), "{c}");
}

fn facts(g: &Game, uploader: UserId, side: Option<Side>, gm_only: bool) -> FileFacts {
    FileFacts {
        file: 0,
        battle: g.s.battles[0].id,
        uploader,
        side,
        gm_only,
    }
}

fn battle_game() -> Game {
    let (mut g, a, _b, x, _y) = beach_game();
    g.draft(&bc(BC_A), g.pick(a, 3, 2), "F14", Some(x)).unwrap();
    g.commit(Side::Allies);
    g
}

#[test]
fn the_two_commanders_and_the_gm_attach_files() {
    let g = battle_game();
    let b = g.s.battles[0].id;
    assert!(may_attach(&bc(BC_A), &g.s, b));
    assert!(may_attach(&bc(BC_X), &g.s, b));
    assert!(may_attach(&gm(), &g.s, b));
    assert!(!may_attach(&bc(BC_B), &g.s, b), "another battalion");
    assert!(!may_attach(&hc(Side::Allies), &g.s, b));
    assert!(!may_attach(&Actor::of(OBSERVER, &roster()), &g.s, b));
    assert!(
        !may_attach(&gm(), &g.s, BattleId::new(999)),
        "no such battle"
    );
    assert_eq!(commanded_side(&bc(BC_X), &g.s, b), Some(Side::Axis));
}

#[test]
fn before_the_result_a_file_is_the_commanders_and_the_uploaders_side() {
    let g = battle_game();
    let f = facts(&g, BC_A, Some(Side::Allies), false);
    assert!(may_see(&bc(BC_A), &g.s, &f));
    assert!(
        may_see(&bc(BC_X), &g.s, &f),
        "the opponent gets the turn file"
    );
    assert!(may_see(&gm(), &g.s, &f));
    assert!(may_see(&bc(BC_B), &g.s, &f), "the uploader's side");
    assert!(may_see(&hc(Side::Allies), &g.s, &f));
    assert!(!may_see(&bc(BC_Y), &g.s, &f), "the enemy side waits");
    assert!(!may_see(&hc(Side::Axis), &g.s, &f));
    assert!(!may_see(&Actor::of(OBSERVER, &roster()), &g.s, &f));
}

#[test]
fn once_the_result_is_in_every_member_sees_the_files() {
    let mut g = battle_game();
    g.s.battles[0].result = Some(BattleResult {
        outcome: Outcome::Draw,
        attacker_losses: 1,
        defender_losses: 1,
        notes: String::new(),
        link: String::new(),
        ruling: String::new(),
        conceded: None,
    });
    let f = facts(&g, BC_A, Some(Side::Allies), false);
    assert!(may_see(&bc(BC_Y), &g.s, &f));
    assert!(may_see(&Actor::of(OBSERVER, &roster()), &g.s, &f));
    let secret = facts(&g, BC_X, Some(Side::Axis), true);
    assert!(may_see(&bc(BC_X), &g.s, &secret), "its uploader");
    assert!(may_see(&gm(), &g.s, &secret));
    for who in [
        bc(BC_A),
        bc(BC_Y),
        hc(Side::Axis),
        Actor::of(OBSERVER, &roster()),
    ] {
        assert!(!may_see(&who, &g.s, &secret), "GM only stays GM only");
    }
}

#[test]
fn a_gm_only_file_is_hidden_before_the_result_too() {
    let g = battle_game();
    let secret = facts(&g, BC_X, Some(Side::Axis), true);
    assert!(
        !may_see(&bc(BC_A), &g.s, &secret),
        "the attacker never sees the setup"
    );
    assert!(
        !may_see(&bc(BC_Y), &g.s, &secret),
        "nor the uploader's side"
    );
    let gms = facts(&g, GM, None, false);
    assert!(may_see(&bc(BC_A), &g.s, &gms) && may_see(&bc(BC_X), &g.s, &gms));
    assert!(
        !may_see(&bc(BC_B), &g.s, &gms),
        "a GM file is the commanders' before the result"
    );
}

#[test]
fn only_the_uploader_and_the_gm_remove_a_file() {
    let g = battle_game();
    let f = facts(&g, BC_A, Some(Side::Allies), false);
    assert!(may_remove(&bc(BC_A), &f));
    assert!(may_remove(&gm(), &f));
    assert!(!may_remove(&bc(BC_X), &f));
    assert!(!may_remove(&hc(Side::Allies), &f));
}

#[test]
fn a_kind_round_trips_and_only_images_are_inline() {
    for k in [FileKind::Save, FileKind::Png, FileKind::Jpeg, FileKind::Pdf] {
        assert_eq!(FileKind::parse(k.as_str()), Some(k));
    }
    assert!(FileKind::Png.is_image() && FileKind::Jpeg.is_image());
    assert!(!FileKind::Pdf.is_image() && !FileKind::Save.is_image());
    assert_eq!(FileKind::Save.content_type(), "application/octet-stream");
}
