//! Pages: the SVG map, zones, past maps, the setup sheet's hidden information,
//! and escaping of user text.

use crate::api::{battalion, players, Players};
use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::json;

both_backends!(
    map_svg_has_42_zones_with_state_and_counts,
    zone_page_lists_units_by_side_and_stacking,
    past_phase_maps_can_be_shown_again,
    sheet_hides_the_enemy_force_from_players_and_shows_all_to_the_gm,
    hostile_names_stay_text_everywhere,
    a_kept_sheet_follows_a_commanders_new_name,
);

async fn page(app: &TestApp, token: &str, path: &str) -> (u16, String) {
    let r = app
        .client()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

/// A (US, box:omaha), B (US, F13), X (Heer, F14); started.
async fn started(app: &TestApp, name_a: &str) -> (Players, u64, Vec<u64>, u64, Vec<u64>) {
    let p = players(app).await;
    let (a, au) = battalion(app, &p, name_a, "us", "abc@example.com", "box:omaha").await;
    battalion(app, &p, "B", "us", "abc@example.com", "F13").await;
    let (x, xu) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{}/start", p.id), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    (p, a, au, x, xu)
}

fn zone_tag<'a>(svg: &'a str, zone: &str) -> &'a str {
    let i = svg.find(&format!("data-zone=\"{zone}\"")).unwrap();
    let start = svg[..i].rfind('<').unwrap();
    &svg[start..start + svg[start..].find('>').unwrap()]
}

async fn map_svg_has_42_zones_with_state_and_counts(app: &TestApp) {
    let (p, _a, au, x, _) = started(app, "2/116th").await;
    let (s, html) = page(app, &p.bc_allies, &format!("/campaigns/{}/map", p.id)).await;
    assert_eq!(s, 200);
    assert_eq!(html.matches("data-zone=\"").count(), 42);
    assert!(
        zone_tag(&html, "F13").contains("data-state=\"allies\" data-allies=\"12\" data-axis=\"0\""),
        "{}",
        zone_tag(&html, "F13")
    );
    assert!(
        zone_tag(&html, "F14").contains("data-state=\"axis\" data-allies=\"0\" data-axis=\"12\"")
    );
    assert!(
        zone_tag(&html, "F30").contains("data-state=\"axis\" data-allies=\"0\" data-axis=\"0\"")
    );
    assert!(html.contains("href=\"/campaigns/") && html.contains("/zones/F14\""));
    assert!(html.contains("<title>F14 "), "zones carry a title");
    assert!(
        html.contains("Round 1 · Allied turn · Combat move"),
        "banner"
    );
    assert!(html.contains("data-box=\"omaha\"") && html.contains("12 units → F14"));
    assert!(
        html.contains("id=\"zone-table\""),
        "a table view for accessibility"
    );
    // After an attack F14 is contested and drawn in two halves.
    let attack: Vec<u64> = au[..3].to_vec();
    app.api_post(
        &p.bc_allies,
        &format!("/campaigns/{}/orders", p.id),
        json!({"units": attack, "to": "F14", "target": x}),
    )
    .await;
    app.api_post(
        &p.allied_hc,
        &format!("/campaigns/{}/orders/commit", p.id),
        json!({}),
    )
    .await;
    let (_, html) = page(app, &p.bc_allies, &format!("/campaigns/{}/map", p.id)).await;
    assert!(
        zone_tag(&html, "F14")
            .contains("data-state=\"contested\" data-allies=\"3\" data-axis=\"12\""),
        "{}",
        zone_tag(&html, "F14")
    );
    assert!(html.contains("clip-path=\"url(#half-F14)\""));
    // #25: the reader's own units as counters by battalion, the enemy's as
    // one counter of counts (no kinds).
    assert!(
        html.contains(r#"<g class="counter own allies"><title>2/116th: 3 companies</title>"#),
        "own counter"
    );
    assert!(
        html.contains(
            r#"<g class="counter other axis"><title>Axis: 9 companies, 3 platoons</title>"#
        ),
        "enemy counter"
    );
}

async fn zone_page_lists_units_by_side_and_stacking(app: &TestApp) {
    let (p, ..) = started(app, "2/116th").await;
    let (s, html) = page(app, &p.bc_allies, &format!("/campaigns/{}/zones/F13", p.id)).await;
    assert_eq!(s, 200);
    assert!(html.contains("12 / 12"), "stacking used/limit");
    assert!(html.contains("Rifle Company A"));
    assert!(html.contains("/zones/F14\""), "neighbours link");
    let (s, enemy) = page(app, &p.bc_axis, &format!("/campaigns/{}/zones/F13", p.id)).await;
    assert_eq!(s, 200);
    assert!(
        !enemy.contains("Rifle Company"),
        "enemy unit names are hidden"
    );
    let (s, _) = page(app, &p.bc_allies, &format!("/campaigns/{}/zones/F99", p.id)).await;
    assert_eq!(s, 404);
}

async fn past_phase_maps_can_be_shown_again(app: &TestApp) {
    let (p, _a, au, _x, _) = started(app, "2/116th").await;
    // Capture nothing; just move B to F12 (empty, Axis) and advance.
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{}", p.id)).await;
    let b_units: Vec<u64> = c["battalions"][1]["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .take(2)
        .collect();
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{}/orders", p.id),
            json!({"units": b_units, "to": "F12"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    app.api_post(
        &p.allied_hc,
        &format!("/campaigns/{}/orders/commit", p.id),
        json!({}),
    )
    .await;
    app.api_post(
        &p.gm,
        &format!("/campaigns/{}/phase/advance", p.id),
        json!({}),
    )
    .await;
    let (s, html) = page(
        app,
        &p.observer,
        &format!("/campaigns/{}/map?at=1.allies.combat_move", p.id),
    )
    .await;
    assert_eq!(s, 200);
    assert!(html.contains("End of Round 1, Allied Combat move"));
    assert!(zone_tag(&html, "F12").contains("data-state=\"allies\""));
    let (s, _) = page(
        app,
        &p.observer,
        &format!("/campaigns/{}/map?at=9.axis.combat_move", p.id),
    )
    .await;
    assert_eq!(s, 404);
    let _ = au;
}

async fn sheet_hides_the_enemy_force_from_players_and_shows_all_to_the_gm(app: &TestApp) {
    let (p, _a, au, x, xu) = started(app, "2/116th").await;
    let id = p.id;
    let attack: Vec<u64> = au[..3].iter().chain(au[9..11].iter()).copied().collect();
    app.api_post(
        &p.bc_allies,
        &format!("/campaigns/{id}/orders"),
        json!({"units": attack, "to": "F14", "target": x}),
    )
    .await;
    app.api_post(
        &p.allied_hc,
        &format!("/campaigns/{id}/orders/commit"),
        json!({}),
    )
    .await;
    let defenders: Vec<u64> = xu[..3].iter().chain(xu[9..11].iter()).copied().collect();
    let (s, r) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{}/defenders", 0),
            json!({"units": defenders}),
        )
        .await;
    assert_eq!(s, 404, "{r}");
    let (_, battles) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles"))
        .await;
    let bid = battles["battles"][0]["id"].as_u64().unwrap();
    let (s, r) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/defenders"),
            json!({"units": defenders}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let allied_names = ["Rifle Company A", "M4 Sherman Platoon"];
    let axis_names = ["Grenadier-Kompanie A", "Panzer IV Zug"];
    for (token, mine, theirs) in [
        (&p.bc_allies, allied_names, axis_names),
        (&p.bc_axis, axis_names, allied_names),
    ] {
        let (_, html) = page(app, token, &format!("/campaigns/{id}/battles/{bid}/sheet")).await;
        let (_, bb) = page(
            app,
            token,
            &format!("/campaigns/{id}/battles/{bid}/sheet?format=bbcode"),
        )
        .await;
        let (s, json) = app
            .api_get(token, &format!("/campaigns/{id}/battles/{bid}/sheet"))
            .await;
        assert_eq!(s, 200, "{json}");
        let json = json.to_string();
        for text in [&html, &bb, &json] {
            for n in theirs {
                assert!(!text.contains(n), "an enemy unit name leaked: {n}");
            }
            assert!(text.contains(mine[0]), "own force shown");
        }
        assert!(html.contains("Meeting Engagement") && bb.contains("[b]Quick Battle:[/b]"));
    }
    let (_, gm_html) = page(app, &p.gm, &format!("/campaigns/{id}/battles/{bid}/sheet")).await;
    let (_, gm_json) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    for n in allied_names.iter().chain(axis_names.iter()) {
        assert!(
            gm_html.contains(n) && gm_json.to_string().contains(n),
            "GM sees {n}"
        );
    }
    assert_eq!(gm_json["sheet"]["odds"], "5 vs 5: 1:1, Meeting Engagement");
    assert!(
        gm_html.contains("5 vs 5: 1:1, Meeting Engagement"),
        "odds on the page"
    );
    assert!(
        gm_html.contains(" bunker"),
        "F14 is a bunker zone with an Axis defender"
    );
    assert_eq!(
        gm_json["sheet"]["maps"]["maps"].as_array().unwrap().len(),
        5
    );
    for m in gm_json["sheet"]["maps"]["maps"].as_array().unwrap() {
        assert_eq!(
            (m["battle_type"].as_str(), m["size"].as_str()),
            (Some("Meeting Engagement"), Some("Large"))
        );
    }
}

async fn hostile_names_stay_text_everywhere(app: &TestApp) {
    let evil = "<script>alert(1)</script>";
    let (p, _a, au, x, _) = started(app, evil).await;
    let id = p.id;
    app.api_post(
        &p.bc_allies,
        &format!("/campaigns/{id}/orders"),
        json!({"units": au[..2], "to": "F14", "target": x}),
    )
    .await;
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
    for path in [
        format!("/campaigns/{id}/map"),
        format!("/campaigns/{id}/zones/F14"),
        format!("/campaigns/{id}/orders"),
        format!("/campaigns/{id}/battles"),
        format!("/campaigns/{id}/battles/{bid}/sheet"),
        format!("/campaigns/{id}/history"),
        format!("/campaigns/{id}"),
    ] {
        let (s, html) = page(app, &p.gm, &path).await;
        assert_eq!(s, 200, "{path}");
        assert!(!html.contains(evil), "unescaped on {path}");
    }
    // Mail bodies too (the battle mails name the battalions).
    let rows = bocage::store::outbox::all(&mut app.pool.get().unwrap()).unwrap();
    let battle_mail: Vec<_> = rows.iter().filter(|r| r.category == "battle").collect();
    assert!(!battle_mail.is_empty());
    for r in battle_mail {
        assert!(!r.body_html.contains(evil), "unescaped in an email");
        assert!(r.body_html.contains("&lt;script&gt;") || r.body_html.contains("&#60;script&#62;"));
    }
    let (_, bb) = page(
        app,
        &p.gm,
        &format!("/campaigns/{id}/battles/{bid}/sheet?format=bbcode"),
    )
    .await;
    assert!(
        bb.contains("[b]"),
        "BBCode is plain text, served as text/plain"
    );
    let (_, zone) = page(app, &p.gm, &format!("/campaigns/{id}/zones/F14")).await;
    assert!(
        zone.contains("&lt;script&gt;") || zone.contains("&#60;script&#62;"),
        "the name is shown as text"
    );
}

both_backends!(refused_forms_come_back_filled_with_the_reason);

/// A refusal re-renders the page the form is on, with the reason (rule and
/// numbers) above the form, the campaign menu intact, and what was typed
/// or ticked still there; nothing changes.
async fn refused_forms_come_back_filled_with_the_reason(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let r = app
        .post_form(
            &gm,
            &format!("/campaigns/{id}/setup/params"),
            &[
                ("rounds", "0"),
                ("stack_limit", "7"),
                ("artillery_stack", "1"),
                ("move_range", "1"),
                ("max_battle_companies", "3"),
                ("naval_support", "3"),
                ("air_support_allies", "3"),
                ("air_support_axis", "1"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let page = r.text().await.unwrap();
    assert!(page.contains("Not done:"), "the reason is on the page");
    assert!(
        page.contains("aria-label=\"Campaign\""),
        "the campaign menu is there"
    );
    assert!(
        page.contains("<h1>Setup</h1>") || page.contains("Setup"),
        "the same page"
    );
    assert!(
        page.contains(r#"name="stack_limit" value="7""#),
        "what was typed is kept"
    );
    assert!(page.contains(r#"name="rounds" value="0""#));
    let (_, setup) = app.get_text(&gm, &format!("/campaigns/{id}/setup")).await;
    assert!(
        !setup.contains(r#"name="stack_limit" value="7""#),
        "nothing changed"
    );

    // An order: the ticked units stay ticked, with the rule that refused it.
    let (_, au) = battalion(app, &p, "A", "us", "abc@example.com", "box:omaha").await;
    battalion(app, &p, "X", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let (u0, u1) = (au[0].to_string(), au[1].to_string());
    let r = app
        .post_form(
            &bc,
            &format!("/campaigns/{id}/orders"),
            &[("units", u0.as_str()), ("units", u1.as_str()), ("to", "F1")],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let page = r.text().await.unwrap();
    assert!(
        page.contains("Not done:") && page.contains("(R"),
        "the rule is named"
    );
    // Said once, at the form, not again at the top of the page (#43).
    assert_eq!(page.matches("Not done:").count(), 1, "said once");
    assert!(!page.contains("flash error message"), "not at the top");
    for u in [&u0, &u1] {
        assert!(
            page.contains(&format!(r#"name="units" value="{u}" checked"#)),
            "unit {u} is still ticked"
        );
    }
    assert!(page.contains("id=\"draft-form\""));
}

both_backends!(history_is_grouped_by_turn_with_who_did_what);

/// History reads by turn, says who did each thing, in words; the map marks
/// the battle the commit made.
async fn history_is_grouped_by_turn_with_who_did_what(app: &TestApp) {
    let (p, _, _, _) = crate::api::beach_attack(app).await;
    let id = p.id;
    let (_, html) = page(app, &p.gm, &format!("/campaigns/{id}/history")).await;
    assert!(
        html.contains(r#"<th colspan="4" scope="rowgroup">Round 1 · Allied turn · <a href="#),
        "grouped by turn"
    );
    assert!(html.contains(r#"<th colspan="4" scope="rowgroup">Setup</th>"#));
    assert!(html.contains("<th>Who</th>"));
    // The commit was the Allied High Commander's ("ahc"), in the combat move.
    let commit_row = html
        .split("<tr ")
        .find(|r| r.contains("data-kind=\"orders_committed\""))
        .unwrap_or_else(|| panic!("no commit row in {html}"));
    assert!(
        commit_row.contains(r#"<td data-label="Who">ahc</td>"#),
        "{commit_row}"
    );
    assert!(
        commit_row.contains(r#"<td data-label="Phase">Combat move</td>"#),
        "{commit_row}"
    );
    assert!(!html.contains(">combat_move<"), "no raw labels");
    let (_, map) = page(app, &p.bc_axis, &format!("/campaigns/{id}/map")).await;
    assert!(
        map.contains("data-battle-zone=\"F14\""),
        "the battle is marked on the map"
    );
}

both_backends!(a_draft_is_edited_on_the_orders_page);

/// Drafts can be edited: the form offers the legal destinations of the
/// draft's units with the draft taken back, and the change keeps its id.
async fn a_draft_is_edited_on_the_orders_page(app: &TestApp) {
    let (p, _a, _au, _x, _) = started(app, "2/116th").await;
    let id = p.id;
    // B (US, F13) moves two units into F12 (Axis, empty: a capture).
    let (_, c) = app.api_get(&p.bc_allies, &format!("/campaigns/{id}")).await;
    let b_units: Vec<u64> = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["location"] == "F13" && u["side"] == "allies")
        .filter_map(|u| u["id"].as_u64())
        .take(2)
        .collect();
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": b_units, "to": "F12"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let draft = r["draft"]["id"].as_u64().unwrap();
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let (_, page) = app.get_text(&bc, &format!("/campaigns/{id}/orders")).await;
    let form = format!("/campaigns/{id}/orders/{draft}/update");
    assert!(page.contains(&form), "an edit form");
    let edit = &page[page.find(&form).unwrap()..];
    let edit = &edit[..edit.find("</form>").unwrap()];
    assert!(edit.contains(r#"<option value="F12" selected>"#), "{edit}");
    assert!(
        edit.contains(r#"value="F20""#),
        "F20 is next to F13: {edit}"
    );
    assert!(!edit.contains(r#"value="F30""#), "F30 is not: {edit}");
    let (u0, u1) = (b_units[0].to_string(), b_units[1].to_string());
    let r = app
        .post_form(
            &bc,
            &form,
            &[
                ("units", u0.as_str()),
                ("units", u1.as_str()),
                ("to", "F20"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    let (_, c) = app.api_get(&p.bc_allies, &format!("/campaigns/{id}")).await;
    let d = c["drafts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"].as_u64() == Some(draft))
        .expect("the same draft");
    assert_eq!(d["to"], "F20");
}

both_backends!(the_pages_guide_each_player);

/// The to-do list on the overview and the campaign list, a result form with
/// no default outcome, a clickable AAR link, reinforcements with their
/// arrival round on the map, and zone labels drawn above every shape.
async fn the_pages_guide_each_player(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    let (_, au) = battalion(app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    let (x, _) = battalion(app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battalions"),
            json!({"name": "2/115th", "nation": "us", "location": "reinforcements",
                   "arrives_round": 2, "commander_email": "abc@example.com"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.set_password("abc@example.com", "bc-password-1");
    app.set_password("xbc@example.com", "bc-password-2");
    app.set_password("gm@example.com", "gm-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    // The Allied BC: their move, on the overview and the campaign list.
    let (_, overview) = app.get_text(&bc, &format!("/campaigns/{id}")).await;
    assert!(overview.contains("Waiting on you"));
    assert!(overview.contains("Draft your combat move"), "{overview}");
    let (_, list) = app.get_text(&bc, "/campaigns").await;
    assert!(list.contains("Your move: 1 waiting"), "{list}");
    // The Axis BC has nothing to do yet.
    let xbc = app.signed_in("xbc@example.com", "bc-password-2").await;
    let (_, list) = app.get_text(&xbc, "/campaigns").await;
    assert!(!list.contains("Your move"), "{list}");
    // The map: reinforcements with their round; labels above the shapes.
    let (_, map) = app.get_text(&bc, &format!("/campaigns/{id}/map")).await;
    assert!(map.contains("R2: 2/115th"), "arrival round first");
    let last_zone = map.rfind("class=\"zone ").unwrap();
    let labels = map.find("<g class=\"labels\">").unwrap();
    assert!(labels > last_zone, "labels come after every zone shape");
    // An attack, committed: the defender is asked to choose.
    app.api_post(
        &p.bc_allies,
        &format!("/campaigns/{id}/orders"),
        json!({"units": au[..3], "to": "F14", "target": x}),
    )
    .await;
    app.api_post(
        &p.allied_hc,
        &format!("/campaigns/{id}/orders/commit"),
        json!({}),
    )
    .await;
    let (_, overview) = app.get_text(&xbc, &format!("/campaigns/{id}")).await;
    assert!(
        overview.contains("Choose the defenders of battle ") && overview.contains(" in F14"),
        "{overview}"
    );
    let (_, list) = app.get_text(&xbc, "/campaigns").await;
    assert!(list.contains("Your move: 1 waiting"), "{list}");
    // Defenders by default, then the result form: no outcome chosen for the GM.
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let bid = c["battles"][0]["id"].as_u64().unwrap();
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/phase/advance"),
        json!({"force": true, "reason": "test"}),
    )
    .await;
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let (_, sheet) = app
        .get_text(&gm, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    assert!(
        sheet.contains(r#"<select name="outcome" required data-caps><option value="" selected disabled>Choose the outcome</option>"#),
        "no default outcome"
    );
    let (_, overview) = app.get_text(&gm, &format!("/campaigns/{id}")).await;
    assert!(
        overview.contains("Enter the result of battle ") && overview.contains(" in F14"),
        "{overview}"
    );
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/result"),
            json!({"outcome": "draw", "link": "https://forum.example/aar/1"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, sheet) = app
        .get_text(&gm, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    assert!(
        sheet.contains(
            r#"<a href="https://forum.example/aar/1" rel="nofollow noopener noreferrer">"#
        ),
        "the AAR link is a link"
    );
}

both_backends!(account_forms_come_back_filled_with_the_reason);

/// The account page's forms too: a refused profile keeps what was typed;
/// a refused password change says why on the account page (passwords are
/// never written back).
async fn account_forms_come_back_filled_with_the_reason(app: &TestApp) {
    app.create_user("kim@example.com", "correct horse 8", false);
    let c = app.signed_in("kim@example.com", "correct horse 8").await;
    let long = "k".repeat(61);
    let r = app
        .post_form(
            &c,
            "/account/profile",
            &[
                ("display_name", long.as_str()),
                ("time_zone", "Europe/Paris"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let page = r.text().await.unwrap();
    assert!(page.contains("Not done:") && page.contains("1 to 60 characters"));
    assert!(
        page.contains(&format!(r#"name="display_name" value="{long}""#)),
        "kept"
    );
    assert!(
        page.contains(r#"<option value="Europe/Paris" selected"#),
        "kept"
    );
    let r = app
        .post_form(
            &c,
            "/account/password",
            &[
                ("current", "wrong wrong 1"),
                ("new", "battery staple 9"),
                ("confirm", "battery staple 9"),
            ],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let page = r.text().await.unwrap();
    assert!(page.contains("Your current password is not right."));
    assert!(page.contains("Where you are signed in"), "the account page");
    assert!(
        !page.contains("battery staple 9"),
        "passwords are never written back"
    );
}

both_backends!(the_maps_order_data_offers_the_rules_options_and_follows_each_change);

/// The map's order data gives each unit's legal destinations (from the
/// rules' actions, each list, label and name once) and the side's drafts,
/// and nothing the client would compute from: no odds, no stacks (#25: a
/// preview is a dry run's answer). It is computed again when a draft
/// changes the campaign (it is kept per version).
async fn the_maps_order_data_offers_the_rules_options_and_follows_each_change(app: &TestApp) {
    let (p, _, au, x, _) = started(app, "2/116th").await;
    let id = p.id;
    let data = |html: &str| -> serde_json::Value {
        let start = html.find("id=\"order-data\">").expect("order data") + 16;
        let len = html[start..].find("</script>").unwrap();
        serde_json::from_str(&html[start..start + len]).unwrap()
    };
    let map = format!("/campaigns/{id}/map");
    let (_, html) = page(app, &p.bc_allies, &map).await;
    let d = data(&html);
    for derived in ["odds", "stacks", "stack_limit", "artillery_stack"] {
        assert!(
            d.get(derived).is_none(),
            "no {derived} for the client to compute from"
        );
    }
    let mut attack_targets = 0;
    for u in d["units"].as_array().unwrap() {
        let list = &d["destinations"][u["dests"].as_u64().unwrap() as usize];
        for dest in list.as_array().unwrap() {
            for t in dest["targets"].as_array().unwrap() {
                assert!(t.get("odds").is_none(), "no odds per unit: {t}");
                if dest["to"] == "F14" && t["battalion"] == x {
                    attack_targets += 1;
                }
            }
        }
    }
    assert!(attack_targets >= au.len(), "every unit may attack F14");
    // What units share is given once: a stack's destinations, each
    // place's label, each target's name.
    assert!(
        d["destinations"].as_array().unwrap().len() < d["units"].as_array().unwrap().len(),
        "the units of a stack share their list"
    );
    assert!(d["labels"]["F14"].as_str().unwrap().starts_with("F14"));
    assert!(d["names"][x.to_string()].is_string(), "{}", d["names"]);
    assert!(!html.contains("from_label"), "no label per unit");
    // The actions API offers the same: F14 as an attack on X.
    let (_, acts) = app
        .api_get(
            &p.bc_allies,
            &format!("/campaigns/{id}/actions?units={}", au[0]),
        )
        .await;
    let one = acts["moves"][0]["destinations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["to"] == "F14")
        .expect("F14")
        .clone();
    assert_eq!(one["kind"], "attack");
    assert_eq!(one["targets"][0]["battalion"], x);
    // Two units drafted against X: the next page draws them.
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": au[..2], "to": "F14", "target": x}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    let (_, html) = page(app, &p.bc_allies, &map).await;
    let d = data(&html);
    assert_eq!(d["drafts"].as_array().unwrap().len(), 1);
    // The enemy gets no order data at all.
    let (_, html) = page(app, &p.bc_axis, &map).await;
    assert!(
        !html.contains("id=\"order-data\""),
        "the Axis sees no Allied orders"
    );
}

both_backends!(history_comes_a_page_at_a_time_and_follows_each_change);

/// The history page (R12.1) holds 50 entries, "Older entries" goes on from
/// the last one shown, and a kept page is never older than the campaign.
async fn history_comes_a_page_at_a_time_and_follows_each_change(app: &TestApp) {
    let (p, _a, au, x, _) = started(app, "2/116th").await;
    let id = p.id;
    let rows = |html: &str| -> Vec<String> {
        html.split("<tr data-kind=\"")
            .skip(1)
            .map(|r| r.split('"').next().unwrap().to_string())
            .collect()
    };
    let history = format!("/campaigns/{id}/history");
    let (_, html) = page(app, &p.gm, &history).await;
    let before = rows(&html).len();
    assert!(before < 50, "{before}");
    assert!(!html.contains("id=\"older\""));
    // Thirty drafts, each taken back: sixty entries more.
    let draft = || {
        let body = json!({"units": [au[0]], "to": "F14", "target": x});
        let token = p.bc_allies.clone();
        let path = format!("/campaigns/{id}/orders");
        async move {
            let (s, r) = app.api_post(&token, &path, body).await;
            assert_eq!(s, 201, "{r}");
            r["draft"]["id"].as_u64().unwrap()
        }
    };
    for _ in 0..30 {
        let oid = draft().await;
        let r = app
            .client()
            .delete(app.url(&format!("/api/v1/campaigns/{id}/orders/{oid}")))
            .bearer_auth(&p.bc_allies)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
    }
    let (_, html) = page(app, &p.gm, &history).await;
    let first = rows(&html);
    assert_eq!(first.len(), 50, "a page holds 50 entries");
    let start = html
        .find("\" id=\"older\"")
        .expect("a link to older entries");
    let link = html[..start]
        .rsplit("href=\"")
        .next()
        .unwrap()
        .replace("&amp;", "&");
    let (s, html) = page(app, &p.gm, &link).await;
    assert_eq!(s, 200, "{link}");
    let second = rows(&html);
    assert_eq!(first.len() + second.len(), before + 60, "every entry once");
    assert!(!html.contains("id=\"older\""), "the last page");
    // One more draft: the first page shows it at once.
    draft().await;
    let (_, html) = page(app, &p.gm, &history).await;
    let again = rows(&html);
    assert_eq!(again.len(), 50);
    assert_ne!(
        again[0], first[0],
        "the newest entry is the new draft: {again:?}"
    );
    assert_eq!(again[1..], first[..49], "the rest moved down by one");
}

/// The sheet is kept per campaign version, but a member's display name is
/// not part of the version: a new name shows on the next read (R7.3 sheet).
async fn a_kept_sheet_follows_a_commanders_new_name(app: &TestApp) {
    let (p, _, _, bid) = crate::api::beach_attack(app).await;
    let id = p.id;
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let (s, before) = page(app, &p.gm, &sheet).await;
    assert_eq!(s, 200);
    assert!(!before.contains("Major Renamed"));
    let r = app
        .client()
        .post(app.url("/account/profile"))
        .bearer_auth(&p.bc_allies)
        .form(&[("display_name", "Major Renamed"), ("time_zone", "UTC")])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 303);
    let (_, after) = page(app, &p.gm, &sheet).await;
    assert!(after.contains("Major Renamed"), "the attacker's commander");
    let (_, v) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    assert!(v["bbcode"].as_str().unwrap().contains("Major Renamed"));
}
