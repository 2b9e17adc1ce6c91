//! #26 in a real browser: a battalion commander marks himself away, his
//! High Commander sees that she covers his battalion and drafts for it,
//! and when he is back he gets one summary mail (real SMTP listener).

use crate::browser::{enabled, Browser};
use crate::helpers::Backend;
use crate::mail::{app_with_smtp, subject, Smtp};
use serde_json::json;

#[actix_web::test]
async fn browser_a_bc_goes_away_the_hc_covers_and_he_comes_back_to_a_summary() {
    if !enabled() {
        return;
    }
    let smtp = Smtp::start();
    let app = app_with_smtp(Backend::Sqlite, smtp.port).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    crate::api::battalion(
        &app,
        &p,
        "1/8th Infantry",
        "us",
        "abc@example.com",
        "box:utah",
    )
    .await;
    crate::api::battalion(&app, &p, "X", "heer", "xbc@example.com", "F14").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.set_password("abc@example.com", "bc-password-1");
    app.set_password("ahc@example.com", "hc-password-1");
    let b = Browser::start().await;
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}")).await;
    b.click("#away-step summary").await;
    // The members' time zone is UTC: the field takes local time.
    let until = (chrono::Utc::now() + chrono::Duration::days(3))
        .format("%Y-%m-%dT%H:%M")
        .to_string();
    b.client
        .execute(
            "document.querySelector('#away-form input[name=to]').value = arguments[0];",
            vec![json!(until)],
        )
        .await
        .unwrap();
    b.fill("#away-form input[name=note]", "Fishing on the Vire")
        .await;
    b.click("#mark-away").await;
    b.wait_text("You are marked away").await;
    b.sign_out().await;

    b.sign_in(&app, "ahc@example.com", "hc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}")).await;
    b.wait_text("You cover 1/8th Infantry").await;
    b.shot("overview-covering", 1366).await;
    b.shot("overview-covering", 390).await;
    b.goto(&app, &format!("/campaigns/{id}/orders")).await;
    b.click("#draft-form input[name=units]").await;
    b.select("#draft-form select[name=to]", "F11").await;
    b.click("#draft-form button").await;
    b.wait_text("Move drafted.").await;
    // The battalion's page: its units, record, deputy, tenure and handover.
    b.goto(&app, &format!("/campaigns/{id}")).await;
    b.click("#deputies a").await;
    b.wait_text("Tenure:").await;
    assert!(b.source().await.contains("id=\"handover-form\""));
    b.shot("battalion", 1366).await;
    b.shot("battalion", 390).await;
    b.sign_out().await;

    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}")).await;
    b.click("#im-back").await;
    b.wait_text("Welcome back.").await;
    b.sign_out().await;

    // The GM opens the battalion's seat for a newcomer, and finds the
    // corrections on the setup page.
    app.set_password("gm@example.com", "gm-password-1");
    b.sign_in(&app, "gm@example.com", "gm-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/seats")).await;
    b.wait_text("No seat is open.").await;
    b.click("#open-a-seat button").await;
    b.wait_text("Seat opened: it is listed").await;
    b.goto(&app, &format!("/campaigns/{id}/seats")).await;
    b.wait_text("units on the map").await;
    b.shot("seats", 1366).await;
    b.shot("seats", 390).await;
    b.goto(&app, &format!("/campaigns/{id}/setup")).await;
    b.wait_text("Correct the unit").await;
    b.shot("setup-corrections", 390).await;
    b.close().await;
    let inbox = smtp
        .wait_for("the summary", |m| {
            m.iter().any(|x| subject(x).contains("Welcome back"))
        })
        .await;
    let mail = inbox
        .iter()
        .find(|x| subject(x).contains("Welcome back"))
        .unwrap();
    assert!(mail.to.iter().any(|t| t.contains("abc@")), "{:?}", mail.to);
    assert!(
        !mail.data.contains("Fishing on the Vire"),
        "his own absence is no news"
    );
    assert!(mail.data.contains(" for "), "the HC's draft for him");
}
