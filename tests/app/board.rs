//! #42 the GM's battle board (`/battles`): every open battle of the
//! campaigns the reader runs, with its game and the GM's next action;
//! nobody else's campaigns, and nothing for a player.

use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::json;

both_backends!(the_board_lists_the_gms_open_battles_with_the_next_action,);

async fn the_board_lists_the_gms_open_battles_with_the_next_action(app: &TestApp) {
    let (p, bid) = crate::play::defended(app).await;
    let id = p.id;
    app.set_password("gm@example.com", "gm-password-1");
    let gm = app.signed_in("gm@example.com", "gm-password-1").await;
    // Defenders chosen, not set up: the GM's next action is to set it up.
    let (s, page) = app.get_text(&gm, "/battles").await;
    assert_eq!(s, 200);
    assert!(page.contains(r#"id="board""#), "the table");
    assert!(page.contains(&format!("/campaigns/{id}/battles/{bid}/sheet#game")));
    assert!(page.contains("Set it up in CMBN"), "the next action");
    assert!(
        page.contains("2/116th") && page.contains("I./916"),
        "the battalions"
    );
    // Set up for PBEM, a file sent: the players play on, the ball shown.
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/set-up"),
            json!({"mode": "pbem"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, v) = crate::files::upload(
        app,
        &p.bc_allies,
        id,
        bid,
        "name=t001.ema",
        crate::files::SAVE,
    )
    .await;
    assert_eq!(s, 201, "{v}");
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/battles/{bid}/turns"),
            json!({ "file": v["file"]["id"] }),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, page) = app.get_text(&gm, "/battles").await;
    assert!(page.contains("the players play on"), "nothing for the GM");
    assert!(
        page.contains(", for less than an hour"),
        "whose move and for how long"
    );
    // Only what waits on the GM: none now.
    let (_, page) = app.get_text(&gm, "/battles?waiting=1").await;
    assert!(page.contains(r#"id="board-empty""#), "filtered out");
    // The result's phase: enter the result.
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/phase/advance"),
            json!({"force": true, "reason": "test"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, page) = app.get_text(&gm, "/battles?sort=due").await;
    assert!(page.contains("Enter the result"), "the next action");
    assert!(page.contains(&format!("/campaigns/{id}/battles/{bid}/sheet#result")));
    // A player runs no campaign: an empty board, nothing of this one.
    app.set_password("abc@example.com", "bc-password-1");
    let bc = app.signed_in("abc@example.com", "bc-password-1").await;
    let (s, page) = app.get_text(&bc, "/battles").await;
    assert_eq!(s, 200);
    assert!(page.contains("No open battle in the campaigns you run."));
    assert!(!page.contains("I./916"));
}
