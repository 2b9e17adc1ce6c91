//! R13.2 through the pages: each member says which CMBN they have on the
//! account page; the GM's sheet and battle board flag a battle whose
//! commanders lack what the campaign needs, until they have it.

use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::json;

both_backends!(r13_2_the_gm_is_told_of_a_commander_lacking_the_campaigns_cmbn,);

async fn r13_2_the_gm_is_told_of_a_commander_lacking_the_campaigns_cmbn(app: &TestApp) {
    let (p, bid) = crate::play::defended(app).await;
    let id = p.id;
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{id}/game"),
            Some(json!({"version": "5.01", "modules": ["Market Garden"]})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");
    // Nobody said anything yet: both commanders flagged, to the GM only.
    let (_, page) = app.get_text(&gm, &sheet).await;
    assert!(page.contains(r#"id="kit-flag""#), "flagged");
    assert!(page.contains("has not said which CMBN version"), "why");
    let (_, board) = app.get_text(&gm, "/battles").await;
    assert!(board.contains("kit-flag"), "on the board too");
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let (_, page) = app.get_text(&bc, &sheet).await;
    assert!(!page.contains(r#"id="kit-flag""#), "the GM's to know");
    // Each commander says what he has, on the account page.
    let r = app
        .post_form(
            &bc,
            "/account/game",
            &[
                ("version", "5.01"),
                ("modules", "Market Garden\nCommonwealth Forces"),
            ],
        )
        .await;
    assert!(r.status().is_redirection() || r.status().is_success());
    let (_, account) = app.get_text(&bc, "/account").await;
    assert!(account.contains(r#"name="version" value="5.01""#), "kept");
    app.set_password("xbc@example.com", "bc-password-2");
    let xbc = app.signed_in("xbc@example.com", "bc-password-2").await;
    let r = app
        .post_form(
            &xbc,
            "/account/game",
            &[("version", "4.04"), ("modules", "")],
        )
        .await;
    assert!(r.status().is_redirection() || r.status().is_success());
    // The GM's sheet follows at once: only the defender lacks it now.
    let (_, page) = app.get_text(&gm, &sheet).await;
    assert!(
        page.contains("has CMBN 4.04, the campaign needs 5.01")
            && page.contains("lacks Market Garden"),
        "the defender's lacks"
    );
    assert!(!page.contains("has not said"), "the attacker said");
    // A refused statement changes nothing and says why.
    let long = "x".repeat(41);
    let r = app
        .post_form(
            &xbc,
            "/account/game",
            &[("version", long.as_str()), ("modules", "")],
        )
        .await;
    assert_eq!(r.status().as_u16(), 422);
    let said = r.text().await.unwrap();
    assert!(said.contains("40"), "the limit said");
    assert!(said.contains(&long), "the form refilled");
    let (_, page) = app.get_text(&gm, &sheet).await;
    assert!(page.contains("has CMBN 4.04"), "unchanged");
    let r = app
        .post_form(
            &xbc,
            "/account/game",
            &[("version", "5.01"), ("modules", "Market Garden")],
        )
        .await;
    assert!(r.status().is_redirection() || r.status().is_success());
    let (_, page) = app.get_text(&gm, &sheet).await;
    assert!(!page.contains(r#"id="kit-flag""#), "nothing lacks now");
}
