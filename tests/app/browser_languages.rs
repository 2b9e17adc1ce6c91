//! #44 in a real browser: a battalion commander chooses German on the
//! sign-in page, is refused an order in German and drafts one, reads the
//! history in German and then, choosing Italian on the account page, in
//! Italian, with the setup sheet and a mail; the map, the overview, the orders page and the setup sheet in
//! German and Italian fit 1366 and 390 px and pass axe.

use crate::browser::{axe_source, enabled, Browser};
use crate::helpers::{Backend, TestApp};
use bocage::rules::say::Lang;

/// The history's `kind` entry as the bearer of `token` reads it in `lang`.
async fn entry(app: &TestApp, token: &str, id: i64, kind: &str, lang: &str) -> String {
    let all = crate::languages::summaries(app, token, id, lang).await;
    all.into_iter()
        .find(|(k, _)| k == kind)
        .unwrap_or_else(|| panic!("no {kind} entry"))
        .1
}

#[actix_web::test]
async fn browser_a_commander_plays_in_german_and_reads_in_italian() {
    if !enabled() {
        return;
    }
    let axe = axe_source();
    let smtp = crate::mail::Smtp::start();
    let app = crate::mail::app_with_smtp(Backend::Sqlite, smtp.port).await;
    let (p, _, _, bid) = crate::api::beach_attack(&app).await;
    let id = p.id;
    app.set_password("abc@example.com", "bc-password-1");
    let b = Browser::start().await;
    // The sign-in page's picker: German from now on, before signing in.
    b.goto(&app, "/login").await;
    b.select("form.languages select[name=language]", "de").await;
    b.click("form.languages button").await;
    b.wait_text("Bocage spricht jetzt Deutsch").await;
    assert_eq!(b.lang().await, "de");
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    // A refusal in German: a draft without units (R6.1).
    b.goto(&app, &format!("/campaigns/{id}/orders")).await;
    b.click("#draft-form button:not([name])").await;
    b.wait_text("Nicht ausgeführt:").await;
    let said = b.find(".flash.error").await.text().await.unwrap();
    assert!(
        said.contains("Bitte mindestens eine Einheit auswählen."),
        "{said}"
    );
    assert!(!said.contains("Choose at least one unit"), "{said}");
    // An order in German: the first unit to its first destination.
    b.click("#draft-form input[name=units]").await;
    b.click("#draft-form button:not([name])").await;
    b.find(".flash.ok").await;
    let german = entry(&app, &p.bc_allies, id, "draft", "de").await;
    let english = entry(&app, &p.bc_allies, id, "draft", "en").await;
    assert_ne!(german, english);
    b.goto(&app, &format!("/campaigns/{id}/history")).await;
    b.wait_text(&german).await;
    // Italian from the account page: the history reads in Italian.
    b.goto(&app, "/account").await;
    b.select("#language select[name=language]", "it").await;
    b.click("#language button").await;
    b.wait_text("Lingua scelta: Italiano").await;
    b.goto(&app, &format!("/campaigns/{id}/history")).await;
    let italian = entry(&app, &p.bc_allies, id, "draft", "it").await;
    assert_ne!(italian, german);
    b.wait_text(&italian).await;
    let started = entry(&app, &p.bc_allies, id, "campaign_started", "it").await;
    b.wait_text(&started).await;
    assert_eq!(b.lang().await, "it");
    // The setup sheet in Italian: its headings and the map picture.
    b.goto(&app, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    b.wait_text(&Lang::It.t("sheet-battle-type")).await;
    b.wait_text(&Lang::It.t("sheet-force-size")).await;
    let sheet = b.body_text().await;
    assert!(
        !sheet.contains("Battle type") && !sheet.contains("Force size"),
        "{sheet}"
    );
    // A mail in Italian: the non-combat move opens, the commander is told.
    let force = serde_json::json!({"force": true, "reason": "test"});
    let advance = format!("/campaigns/{id}/phase/advance");
    let (s, r) = app.api_post(&p.gm, &advance, force.clone()).await;
    assert_eq!(s, 200, "{r}");
    let result = format!("/campaigns/{id}/battles/{bid}/result");
    let (s, r) = app
        .api_post(&p.gm, &result, serde_json::json!({"outcome": "draw"}))
        .await;
    assert_eq!(s, 200, "{r}");
    for _ in 0..4 {
        let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
        if c["phase"] == "non_combat_move" {
            break;
        }
        let (s, r) = app.api_post(&p.gm, &advance, force.clone()).await;
        assert_eq!(s, 200, "{r}");
    }
    let inbox = smtp
        .wait_for("the non-combat move's mail", |m| {
            m.iter()
                .any(|x| x.to.iter().any(|t| t.contains("abc@")) && x.data.contains("Ciao abc"))
        })
        .await;
    let mail = inbox
        .iter()
        .rev()
        .find(|x| x.to.iter().any(|t| t.contains("abc@")) && x.data.contains("Ciao abc"))
        .unwrap();
    assert!(!mail.data.contains("Hello abc"), "{}", mail.data);
    // The map, the overview and the sheet in German and Italian: they fit
    // a phone and pass axe.
    let mut problems = Vec::new();
    for lang in ["de", "it"] {
        b.goto(&app, "/account").await;
        b.select("#language select[name=language]", lang).await;
        b.click("#language button").await;
        b.find(".flash.ok").await;
        for (name, page) in [
            ("map", format!("/campaigns/{id}/map")),
            ("overview", format!("/campaigns/{id}")),
            ("sheet", format!("/campaigns/{id}/battles/{bid}/sheet")),
            ("orders", format!("/campaigns/{id}/orders")),
        ] {
            for width in [1366, 390] {
                b.client.set_window_size(width, 900).await.unwrap();
                b.goto(&app, &page).await;
                assert_eq!(b.lang().await, lang, "{page}");
                let w = b.scroll_width().await;
                if u64::from(width) < w {
                    problems.push(format!("{page} in {lang}: {w} px wide at {width}"));
                }
                if name != "sheet" {
                    problems.extend(
                        b.axe(&axe)
                            .await
                            .into_iter()
                            .map(|v| format!("{page} in {lang} @{width}: {v}")),
                    );
                }
                b.shot(&format!("{name}-{lang}"), width).await;
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    b.close().await;
}
