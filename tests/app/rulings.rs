//! R13.5 through the API: a commander concedes and the GM hears it (and
//! nobody outside the battle's followers); the GM chases whoever the
//! battle waits on, at most once an hour; a result by ruling says so in
//! everyone's history, with its reason.

use crate::both_backends;
use crate::helpers::TestApp;
use bocage::store::outbox;
use serde_json::json;

both_backends!(
    r13_5_a_conceded_battle_is_chased_then_ruled,
    r13_4_the_schedule_form_sets_and_keeps_the_pbem_settings,
    r13_4_the_gm_gives_one_battle_its_own_turn_clock,
);

/// Who got mail whose subject holds `part`, sorted.
fn mailed(app: &TestApp, part: &str) -> Vec<String> {
    let mut to: Vec<String> = outbox::all(&mut app.pool.get().unwrap())
        .unwrap()
        .into_iter()
        .filter(|m| m.subject.contains(part))
        .map(|m| m.to_email)
        .collect();
    to.sort();
    to
}

async fn r13_5_a_conceded_battle_is_chased_then_ruled(app: &TestApp) {
    let (p, bid) = crate::relay::pbem(app).await;
    let id = p.id;
    let battle = format!("/campaigns/{id}/battles/{bid}");
    // The GM chases: no file yet, so both commanders are reminded.
    let (s, r) = app
        .api_post(&p.gm, &format!("{battle}/chase"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(
        mailed(app, "asks you to play on"),
        ["abc@example.com", "xbc@example.com"]
    );
    // The sheet says when, and when the next may go.
    let (_, t) = app.api_get(&p.allied_hc, &format!("{battle}/turns")).await;
    assert!(t["relay"]["reminded"].is_string(), "{t}");
    // Again within the hour: refused with its rule, no second mail.
    let (s, r) = app
        .api_post(&p.gm, &format!("{battle}/chase"), json!({}))
        .await;
    assert_eq!(
        (s, r["error"]["rule"].as_str()),
        (422, Some("R13.5")),
        "{r}"
    );
    assert_eq!(mailed(app, "asks you to play on").len(), 2);
    // Nobody but its commanders concedes it.
    for who in [&p.observer, &p.axis_hc, &p.gm] {
        let (s, r) = app
            .api_post(who, &format!("{battle}/concede"), json!({}))
            .await;
        assert!(s == 403 || s == 404, "{s} {r}");
    }
    let (s, r) = app
        .api_post(&p.bc_axis, &format!("{battle}/concede"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    // The GM to enter the result; the opponent and both HCs, that the
    // game is over (found in play: they heard nothing).
    assert_eq!(
        mailed(app, "commander concedes"),
        [
            "abc@example.com",
            "ahc@example.com",
            "gm@example.com",
            "xhc@example.com"
        ]
    );
    // The followers know it; the observer reads nothing of it anywhere.
    let (_, hc) = app.api_get(&p.allied_hc, &format!("{battle}/turns")).await;
    assert_eq!(hc["relay"]["conceded"], "axis", "{hc}");
    for path in [
        format!("/campaigns/{id}/actions"),
        format!("/campaigns/{id}/history"),
        format!("/campaigns/{id}/battles"),
    ] {
        let (s, seen) = app.api_get(&p.observer, &path).await;
        assert_eq!(s, 200, "{path}");
        let seen = seen.to_string().to_lowercase();
        assert!(!seen.contains("conced"), "{path}: {seen}");
    }
    // The GM rules, with a reason: the result is public and says so.
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/advance"),
            json!({"force": true, "reason": "test"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("{battle}/result"),
            json!({"outcome": "major_victory", "ruling": "Conceded after turn 3; the defender withdrew."}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, h) = app
        .api_get(&p.observer, &format!("/campaigns/{id}/history"))
        .await;
    assert!(
        h.to_string()
            .contains("by ruling: Conceded after turn 3; the defender withdrew."),
        "{h}"
    );
    let (_, b) = app
        .api_get(&p.observer, &format!("/campaigns/{id}/battles"))
        .await;
    assert_eq!(
        b["battles"][0]["result"]["ruling"], "Conceded after turn 3; the defender withdrew.",
        "{b}"
    );
    assert_eq!(b["battles"][0]["result"]["conceded"], "axis");
    // The GM's sheet: the result and its correction, no second empty form
    // to enter one (found in play); the battle's own address leads there.
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let (s, _) = app.get_text(&gm, &battle).await;
    assert_eq!(s, 303, "the battle's address leads to its sheet");
    let (s, page) = app.get_text(&gm, &format!("{battle}/sheet")).await;
    assert_eq!(s, 200);
    assert!(page.contains(r#"id="ruled""#), "the ruling shown");
    assert!(
        page.contains(r#"id="correct-result""#),
        "corrected, with a reason"
    );
    assert!(
        !page.contains("Enter the result (GM)"),
        "no second entry form"
    );
    app.user_with_token("stranger@example.com", false);
    app.set_password("stranger@example.com", "stranger-password-1");
    let other = app
        .signed_in("stranger@example.com", "stranger-password-1")
        .await;
    let (s, _) = app.get_text(&other, &battle).await;
    assert_eq!(s, 404, "not a member: nothing");
}

/// The overview's schedule form carries the PBEM settings (R13.3, R13.4):
/// saving it sets them, and saving it again leaves them as they are.
async fn r13_4_the_schedule_form_sets_and_keeps_the_pbem_settings(app: &TestApp) {
    let (p, _) = crate::play::defended(app).await;
    let id = p.id;
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let form = [
        ("at_deadline", "hold"),
        ("max_extension_hours", "0"),
        ("turn_clock_hours", "24"),
        ("turn_pause_days", "3"),
        ("turn_files_kept", "5"),
    ];
    let r = app
        .post_form(&gm, &format!("/campaigns/{id}/schedule"), &form)
        .await;
    assert!(r.status().is_redirection() || r.status().is_success());
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let sch = &c["schedule"];
    assert_eq!(
        (
            &sch["turn_clock_hours"],
            &sch["turn_pause_days"],
            &sch["turn_files_kept"]
        ),
        (&json!(24), &json!(3), &json!(5)),
        "{sch}"
    );
    // The form shows them again, so that saving it keeps them.
    let (_, page) = app.get_text(&gm, &format!("/campaigns/{id}")).await;
    assert!(page.contains(r#"name="turn_clock_hours" value="24""#));
    assert!(page.contains(r#"name="turn_pause_days" value="3""#));
    // Out of bounds: refused with its rule, nothing changes.
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/schedule"),
            Some(json!({"turn_pause_days": 61})),
        )
        .await;
    assert_eq!(
        (s, r["error"]["rule"].as_str()),
        (422, Some("R13.4")),
        "{r}"
    );
}

/// One battle's own turn clock (R13.4): the GM's sheet form and the API.
async fn r13_4_the_gm_gives_one_battle_its_own_turn_clock(app: &TestApp) {
    let (p, bid) = crate::relay::pbem(app).await;
    let id = p.id;
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    let (_, page) = app.get_text(&gm, &sheet).await;
    assert!(page.contains(r#"id="turn-clock""#), "the GM's form");
    let r = app
        .post_form(
            &gm,
            &format!("/campaigns/{id}/battles/{bid}/turn-clock"),
            &[("hours", "72")],
        )
        .await;
    assert!(r.status().is_redirection() || r.status().is_success());
    let (_, page) = app.get_text(&gm, &sheet).await;
    assert!(page.contains(r#"name="hours" value="72""#), "kept");
    let path = format!("/campaigns/{id}/battles/{bid}/turn-clock");
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_allies,
            &path,
            Some(json!({"hours": 12})),
        )
        .await;
    assert_eq!(s, 403, "{r}");
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &path,
            Some(json!({"hours": null})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, page) = app.get_text(&gm, &sheet).await;
    assert!(
        page.contains(r#"name="hours" value="""#),
        "the schedule's again"
    );
}
