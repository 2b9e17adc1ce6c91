//! R13.1 a battle's stages through the API and the sheet: the GM marks it
//! set up, its two commanders are mailed, a commander says it began, and
//! everyone (the other side and observers too) reads the stage and nothing
//! more; each step is offered on the sheet exactly to who may take it.

use crate::api::{battalion, players};
use crate::both_backends;
use crate::helpers::TestApp;
use bocage::store::outbox;
use serde_json::json;

both_backends!(
    r13_1_a_battle_is_set_up_and_played_and_everyone_reads_its_stage,
    r8_1_a_side_that_lost_every_unit_confirms_without_choosing,
    r13_2_every_sheet_names_the_game_the_gm_stated,
);

/// A (Omaha box) attacks X in F14 with 3 companies and 2 platoons; X's
/// commander chose 3 companies and 2 platoons to defend. The players, the
/// battle's id.
pub async fn defended(app: &TestApp) -> (crate::api::Players, u64) {
    let p = players(app).await;
    let (_a, au) = battalion(app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    let (x, xu) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let id = p.id;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let attack: Vec<u64> = au[..3].iter().chain(au[9..11].iter()).copied().collect();
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": attack, "to": "F14", "target": x}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    app.api_post(
        &p.allied_hc,
        &format!("/campaigns/{id}/orders/commit"),
        json!({}),
    )
    .await;
    let (_, battles) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles"))
        .await;
    let bid = battles["battles"][0]["id"].as_u64().unwrap();
    let stage = |v: &serde_json::Value| v["battles"][0]["stage"].as_str().unwrap().to_string();
    assert_eq!(stage(&battles), "declared");
    let set_up = format!("/campaigns/{id}/battles/{bid}/set-up");
    // Not set up before the defenders are chosen: the rule says why.
    let (s, r) = app.api_post(&p.gm, &set_up, json!({"mode": "pbem"})).await;
    assert_eq!(
        (s, r["error"]["rule"].as_str()),
        (422, Some("R13.1")),
        "{r}"
    );
    let defenders: Vec<u64> = xu[..3].iter().chain(xu[9..11].iter()).copied().collect();
    let (s, r) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/defenders"),
            json!({"units": defenders}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    (p, bid)
}

async fn r13_1_a_battle_is_set_up_and_played_and_everyone_reads_its_stage(app: &TestApp) {
    let (p, bid) = defended(app).await;
    let id = p.id;
    let stage = |v: &serde_json::Value| v["battles"][0]["stage"].as_str().unwrap().to_string();
    let set_up = format!("/campaigns/{id}/battles/{bid}/set-up");
    let in_play = format!("/campaigns/{id}/battles/{bid}/in-play");
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let gm_sheet = app.page_as(&p.gm, &sheet).await;
    assert!(
        gm_sheet.contains("id=\"set-up\""),
        "the GM is offered set up"
    );
    for t in [&p.bc_allies, &p.bc_axis, &p.allied_hc, &p.observer] {
        let page = app.page_as(t, &sheet).await;
        assert!(page.contains("Defenders chosen"), "the stage is shown");
        assert!(!page.contains("id=\"set-up\"") && !page.contains("id=\"start-play\""));
    }
    // Only the GM sets it up; a player is refused and nothing changes.
    let (s, _) = app
        .api_post(&p.bc_allies, &set_up, json!({"mode": "pbem"}))
        .await;
    assert_eq!(s, 403);
    let (s, r) = app.api_post(&p.gm, &set_up, json!({"mode": "live"})).await;
    assert_eq!(s, 200, "{r}");
    let mails: Vec<outbox::OutboxRow> = outbox::all(&mut app.pool.get().unwrap())
        .unwrap()
        .into_iter()
        .filter(|m| m.subject.contains("is set up"))
        .collect();
    let mut to: Vec<&str> = mails.iter().map(|m| m.to_email.as_str()).collect();
    to.sort_unstable();
    assert_eq!(
        to,
        ["abc@example.com", "xbc@example.com"],
        "its two commanders"
    );
    assert!(
        mails[0].body_text.contains("live over TCP/IP"),
        "{}",
        mails[0].body_text
    );
    // Each commander is offered "our game has begun"; nobody else is.
    for (t, offered) in [
        (&p.bc_allies, true),
        (&p.bc_axis, true),
        (&p.allied_hc, false),
        (&p.observer, false),
    ] {
        let page = app.page_as(t, &sheet).await;
        assert!(page.contains("Set up (live)"), "{page}");
        assert_eq!(page.contains("id=\"start-play\""), offered);
    }
    let (s, _) = app.api_post(&p.observer, &in_play, json!({})).await;
    assert_eq!(s, 403);
    let (s, r) = app.api_post(&p.bc_axis, &in_play, json!({})).await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app.api_post(&p.bc_allies, &in_play, json!({})).await;
    assert_eq!(
        (s, r["error"]["rule"].as_str()),
        (422, Some("R13.1")),
        "once: {r}"
    );
    // Everyone reads the stage, the observer and the other side too.
    for t in [
        &p.gm,
        &p.allied_hc,
        &p.axis_hc,
        &p.bc_allies,
        &p.bc_axis,
        &p.observer,
    ] {
        let (_, b) = app.api_get(t, &format!("/campaigns/{id}/battles")).await;
        assert_eq!(stage(&b), "in_play");
        assert_eq!(b["battles"][0]["play"]["mode"], "live");
        let list = app.page_as(t, &format!("/campaigns/{id}/battles")).await;
        assert!(list.contains("In play"), "the battles list says it");
    }
}

/// R8.1 with R7.5's caps: a side that lost every unit that fought has
/// nothing to choose: its form lists them and asks only to confirm (found in
/// play: every unit was a checkbox that could be unticked).
async fn r8_1_a_side_that_lost_every_unit_confirms_without_choosing(app: &TestApp) {
    let (p, bid) = defended(app).await;
    let id = p.id;
    let advance = format!("/campaigns/{id}/phase/advance");
    let (s, r) = app.api_post(&p.gm, &advance, json!({})).await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "total_victory"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app.api_post(&p.gm, &advance, json!({})).await;
    assert_eq!(s, 200, "{r}");
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let page = app.page_as(&p.bc_axis, &sheet).await;
    let form = &page[page.find("id=\"casualties\"").expect("the defender's form")..];
    assert!(form.contains("that fought are lost"), "{form}");
    assert!(form.contains("class=\"lost\""), "{form}");
    assert!(
        !form.contains("type=\"checkbox\" name=\"units\""),
        "nothing to untick"
    );
    assert_eq!(form.matches("type=\"hidden\" name=\"units\"").count(), 5);
}

/// R13.2: the GM states the CMBN version and modules (during play too), on
/// the setup page or by the API; every sheet, page, JSON and BBCode, names
/// them for every reader.
async fn r13_2_every_sheet_names_the_game_the_gm_stated(app: &TestApp) {
    let (p, bid) = defended(app).await;
    let id = p.id;
    let game = format!("/campaigns/{id}/game");
    let body = json!({"version": "5.01", "modules": ["Commonwealth Forces"]});
    let (s, _) = app
        .api(
            reqwest::Method::PUT,
            &p.allied_hc,
            &game,
            Some(body.clone()),
        )
        .await;
    assert_eq!(s, 403);
    let (s, r) = app
        .api(reqwest::Method::PUT, &p.gm, &game, Some(body))
        .await;
    assert_eq!(s, 200, "{r}");
    let setup = app.page_as(&p.gm, &format!("/campaigns/{id}/setup")).await;
    assert!(
        setup.contains("name=\"version\" value=\"5.01\""),
        "the GM's form, filled"
    );
    let said = "CMBN 5.01 with Commonwealth Forces";
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    for t in [&p.gm, &p.bc_allies, &p.bc_axis, &p.observer] {
        let page = app.page_as(t, &sheet).await;
        assert!(page.contains(said), "the sheet names the game");
        let bb = app.page_as(t, &format!("{sheet}?format=bbcode")).await;
        assert!(bb.contains(&format!("[b]Game:[/b] {said}")), "{bb}");
        let (_, json) = app.api_get(t, &sheet).await;
        assert_eq!(json["sheet"]["game"], said);
    }
}
