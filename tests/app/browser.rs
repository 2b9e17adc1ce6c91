//! Real-browser tests: headless Chromium over WebDriver (Debian's chromium and
//! chromium-driver). They run when BOCAGE_BROWSER_TESTS=1.

use crate::helpers::{Backend, TestApp};
use fantoccini::{Client, ClientBuilder, Locator};
use std::process::{Child, Command, Stdio};

pub struct Browser {
    pub client: Client,
    driver: Child,
    _profile: tempfile::TempDir,
}

pub fn enabled() -> bool {
    if std::env::var("BOCAGE_BROWSER_TESTS").as_deref() == Ok("1") {
        return true;
    }
    println!("skipped: set BOCAGE_BROWSER_TESTS=1");
    false
}

impl Browser {
    pub async fn start() -> Browser {
        let _ = rustls::crypto::ring::default_provider().install_default();
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let driver_bin =
            std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
        let driver = Command::new(driver_bin)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver");
        let profile = tempfile::tempdir().unwrap();
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({
                "binary": std::env::var("CHROME").unwrap_or_else(|_| "/usr/bin/chromium".into()),
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                         "--disable-background-networking", "--disable-component-update", "--disable-sync",
                         "--window-size=1280,1000", format!("--user-data-dir={}", profile.path().display())]
            }),
        );
        let mut last = None;
        for _ in 0..50 {
            match ClientBuilder::rustls()
                .expect("rustls")
                .capabilities(caps.clone())
                .connect(&format!("http://127.0.0.1:{port}"))
                .await
            {
                Ok(client) => {
                    return Browser {
                        client,
                        driver,
                        _profile: profile,
                    }
                }
                Err(e) => last = Some(e),
            }
            tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        }
        panic!("could not reach chromedriver: {last:?}");
    }

    pub async fn sign_in(&self, app: &TestApp, email: &str, password: &str) {
        self.client.goto(&app.url("/login")).await.unwrap();
        self.client
            .find(Locator::Css("input[name=email]"))
            .await
            .unwrap()
            .send_keys(email)
            .await
            .unwrap();
        self.client
            .find(Locator::Css("input[name=password]"))
            .await
            .unwrap()
            .send_keys(password)
            .await
            .unwrap();
        self.client
            .find(Locator::Css("form[action='/login'] button"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        // Wait for the signed-in page: a navigation started before the
        // sign-in answer arrives would race with its redirect.
        self.find("form[action='/logout']").await;
    }

    pub async fn sign_out(&self) {
        self.client.delete_all_cookies().await.unwrap();
    }

    pub async fn goto(&self, app: &TestApp, path: &str) {
        self.client.goto(&app.url(path)).await.unwrap();
    }

    /// Waits (up to 30 s) for an element to appear.
    pub async fn find(&self, css: &str) -> fantoccini::elements::Element {
        match self
            .client
            .wait()
            .at_most(std::time::Duration::from_secs(30))
            .for_element(Locator::Css(css))
            .await
        {
            Ok(e) => e,
            Err(e) => {
                let src = self.client.source().await.unwrap_or_default();
                panic!("{css}: {e}\n{}", src.chars().take(8000).collect::<String>())
            }
        }
    }

    /// Clicks `css`; a page that redrew the element between finding and
    /// clicking it (a live update) is asked again, a few times.
    pub async fn click(&self, css: &str) {
        for _ in 0..5 {
            match self.find(css).await.click().await {
                Ok(()) => return,
                Err(e) if e.to_string().contains("stale element") => {
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                }
                Err(e) => panic!("{css}: {e}"),
            }
        }
        panic!("{css}: stale after five tries");
    }

    pub async fn select(&self, css: &str, value: &str) {
        self.find(css).await.select_by_value(value).await.unwrap();
    }

    pub async fn fill(&self, css: &str, text: &str) {
        let el = self.find(css).await;
        el.clear().await.unwrap();
        el.send_keys(text).await.unwrap();
    }

    /// Waits (up to 30 s) until the page's text contains `needle`.
    pub async fn wait_text(&self, needle: &str) {
        let mut last = String::new();
        for _ in 0..300 {
            if let Ok(body) = self.client.find(Locator::Css("body")).await {
                if let Ok(t) = body.text().await {
                    if t.contains(needle) {
                        return;
                    }
                    last = t;
                }
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("the page never showed {needle:?}; it shows:\n{last}");
    }

    /// The text of `css` once it contains `needle` (an answer the page
    /// fetched, such as a dry run's).
    pub async fn wait_in(&self, css: &str, needle: &str) -> String {
        let mut last = String::new();
        for _ in 0..300 {
            if let Ok(e) = self.client.find(Locator::Css(css)).await {
                if let Ok(t) = e.text().await {
                    if t.contains(needle) {
                        return t;
                    }
                    last = t;
                }
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        panic!("{css} never showed {needle:?}; it shows: {last}");
    }

    pub async fn source(&self) -> String {
        self.client.source().await.unwrap()
    }

    /// Saves a screenshot of the page at `width` px under
    /// `target/screenshots/` for a reviewer to look at.
    pub async fn shot(&self, name: &str, width: u32) -> std::path::PathBuf {
        let height: u64 = self
            .client
            .execute("return document.documentElement.scrollHeight", vec![])
            .await
            .ok()
            .and_then(|v| v.as_u64())
            .unwrap_or(1200);
        self.client
            .set_window_size(width, (height as u32 + 120).clamp(600, 4000))
            .await
            .unwrap();
        let png = self.client.screenshot().await.unwrap();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}-{width}.png"));
        std::fs::write(&path, png).unwrap();
        path
    }

    pub async fn body_text(&self) -> String {
        self.client
            .find(Locator::Css("body"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    }

    pub async fn close(mut self) {
        let _ = self.client.clone().close().await;
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

#[actix_web::test]
async fn browser_user_signs_in_and_sees_the_campaign_list() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (gm, _) = crate::campaigns::new_campaign(&app, "boss@example.com").await;
    drop(gm);
    let b = Browser::start().await;
    b.sign_in(&app, "boss@example.com", "admin-password-1")
        .await;
    let url = b.client.current_url().await.unwrap();
    assert!(url.path().ends_with("/campaigns"), "{url}");
    let text = b.body_text().await;
    assert!(
        text.contains("My campaigns") && text.contains("Test Overlord"),
        "{text}"
    );
    b.close().await;
}

#[actix_web::test]
async fn browser_gm_creates_a_campaign_with_two_battalions_and_sees_them_on_the_map() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    app.create_user("gm@example.com", "gm-password-1", true);
    let b = Browser::start().await;
    b.sign_in(&app, "gm@example.com", "gm-password-1").await;
    b.fill("input[name=name]", "Browser war").await;
    b.click("form[action='/campaigns'] button").await;
    b.wait_text("Add a battalion").await;
    let setup = b.client.current_url().await.unwrap();
    assert!(setup.path().ends_with("/setup"), "{setup}");
    for (name, nation, place) in [
        ("Easy Company", "us_airborne", "F10"),
        ("Kampfgruppe Heyde", "luftwaffe", "F13"),
    ] {
        b.fill("#add-battalion input[name=name]", name).await;
        b.select("#add-battalion select[name=nation]", nation).await;
        b.select("#add-battalion select[name=location]", place)
            .await;
        b.click("#add-battalion button").await;
        b.wait_text("Battalion added.").await;
    }
    let map = setup.path().replace("/setup", "/map");
    b.goto(&app, &map).await;
    let html = b.source().await;
    assert_eq!(html.matches("data-zone=\"").count(), 42);
    assert!(
        html.contains("data-zone=\"F10\" data-state=\"axis\" data-allies=\"12\""),
        "Easy Company in F10"
    );
    assert!(
        html.contains("data-zone=\"F13\" data-state=\"axis\" data-allies=\"0\" data-axis=\"12\""),
        "the Fallschirmjäger in F13"
    );
    b.close().await;
}

#[actix_web::test]
async fn browser_bc_drafts_a_move_the_hc_commits_it_and_the_map_shows_it() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    crate::api::battalion(&app, &p, "1/501st", "us", "abc@example.com", "F13").await;
    crate::api::battalion(&app, &p, "X", "heer", "xbc@example.com", "F26").await;
    app.api_post(
        &p.gm,
        &format!("/campaigns/{}/start", p.id),
        serde_json::json!({}),
    )
    .await;
    app.set_password("abc@example.com", "bc-password-1");
    app.set_password("ahc@example.com", "hc-password-1");
    let b = Browser::start().await;
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{}/orders", p.id)).await;
    b.click("#draft-form input[name=units]").await;
    b.select("#draft-form select[name=to]", "F12").await;
    b.click("#draft-form button").await;
    b.wait_text("Move drafted.").await;
    assert!(b.source().await.contains("id=\"drafts\""));
    b.sign_out().await;
    b.sign_in(&app, "ahc@example.com", "hc-password-1").await;
    b.goto(&app, &format!("/campaigns/{}/orders", p.id)).await;
    b.wait_text("Rifle Company A").await;
    b.click("#commit-step summary").await;
    b.click("#commit").await;
    b.wait_text("Orders committed.").await;
    b.goto(&app, &format!("/campaigns/{}/map", p.id)).await;
    let html = b.source().await;
    assert!(
        html.contains("data-zone=\"F12\" data-state=\"allies\" data-allies=\"1\""),
        "the unit stands in F12, now Allied"
    );
    b.close().await;
}

#[actix_web::test]
async fn browser_gm_enters_a_result_the_bc_picks_casualties_and_the_map_shows_new_control() {
    if !enabled() {
        return;
    }
    use serde_json::json;
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    app.api(
        reqwest::Method::PUT,
        &p.gm,
        &format!("/campaigns/{id}/params"),
        Some(json!({"max_battle_companies": 12})),
    )
    .await;
    let (_, au) = crate::api::battalion(&app, &p, "A", "us", "abc@example.com", "F13").await;
    let (x, xu) = crate::api::battalion(&app, &p, "X", "heer", "xbc@example.com", "F12").await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    app.api_post(
        &p.bc_allies,
        &format!("/campaigns/{id}/orders"),
        json!({"units": au, "to": "F12", "target": x}),
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
    let (s, r) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/defenders"),
            json!({"units": xu}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    app.api_post(&p.gm, &format!("/campaigns/{id}/phase/advance"), json!({}))
        .await;
    app.set_password("gm@example.com", "gm-password-1");
    app.set_password("xbc@example.com", "xbc-password-1");
    let b = Browser::start().await;
    b.sign_in(&app, "gm@example.com", "gm-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    b.wait_text("Suggested QB maps").await;
    b.select("#result select[name=outcome]", "total_victory")
        .await;
    // The outcome's caps are what an empty field means, not a value to
    // type after (#43: "1" then "3" made "13").
    let field = b.find("#result input[name=attacker_losses]").await;
    let shown = field.attr("placeholder").await.unwrap().unwrap_or_default();
    assert!(shown.ends_with(", the cap"), "{shown}");
    assert_eq!(field.prop("value").await.unwrap().unwrap_or_default(), "");
    b.click("#result button").await;
    b.wait_text("Result entered.").await;
    b.goto(&app, &format!("/campaigns/{id}")).await;
    b.click("#advance-step summary").await;
    b.click("#advance").await;
    b.wait_text("Combat results").await;
    b.sign_out().await;
    b.sign_in(&app, "xbc@example.com", "xbc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    b.find(".casualties").await;
    let boxes = b
        .client
        .find_all(Locator::Css(".casualties input[name=units]"))
        .await
        .unwrap();
    assert_eq!(boxes.len(), 12);
    // R8.1: all twelve are lost (the cap): nothing to choose, each listed
    // and sent with the confirmation, none a box to untick.
    for cb in boxes {
        assert_eq!(cb.attr("type").await.unwrap().as_deref(), Some("hidden"));
    }
    b.click(".casualties button").await;
    b.wait_text("Casualties recorded.").await;
    b.goto(&app, &format!("/campaigns/{id}/map")).await;
    let html = b.source().await;
    assert!(
        html.contains("data-zone=\"F12\" data-state=\"allies\" data-allies=\"12\" data-axis=\"0\""),
        "F12 changed hands"
    );
    b.close().await;
}

#[actix_web::test]
async fn browser_journey_of_every_role() {
    if !enabled() {
        return;
    }
    use serde_json::json;
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    let id = p.id;
    crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    app.api_post(
        &p.gm,
        &format!("/campaigns/{id}/support"),
        json!({"side": "allies", "class": "artillery", "name": "105mm battery", "location": "F13"}),
    )
    .await;
    app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    for (email, pw) in [
        ("gm@example.com", "gm-password-1"),
        ("ahc@example.com", "hc-password-1"),
        ("abc@example.com", "bc-password-1"),
        ("xbc@example.com", "xbc-password-1"),
        ("obs@example.com", "obs-password-1"),
    ] {
        app.set_password(email, pw);
    }
    let b = Browser::start().await;
    let switch = |email: &'static str, pw: &'static str| {
        let b = &b;
        let app = &app;
        async move {
            b.sign_out().await;
            b.sign_in(app, email, pw).await;
        }
    };
    // BC: drafts an attack with three companies.
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/orders")).await;
    let boxes = b
        .client
        .find_all(Locator::Css("#draft-form input[name=units]"))
        .await
        .unwrap();
    for cb in boxes.iter().take(3) {
        cb.click().await.unwrap();
    }
    b.select("#draft-form select[name=to]", "F14").await;
    let target = b
        .find("#draft-form select[name=target] option:nth-child(2)")
        .await
        .attr("value")
        .await
        .unwrap()
        .unwrap();
    b.select("#draft-form select[name=target]", &target).await;
    b.click("#draft-form button").await;
    b.wait_text("Move drafted.").await;
    // HC: commits and assigns the artillery.
    switch("ahc@example.com", "hc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/orders")).await;
    b.click("#commit-step summary").await;
    b.click("#commit").await;
    b.wait_text("1 battle declared").await;
    // Where support is assigned is said with the commit (found in play).
    b.wait_text("support on each battle's sheet").await;
    let (_, battles) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/battles"))
        .await;
    let bid = battles["battles"][0]["id"].as_u64().unwrap();
    b.goto(&app, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    b.click("#support input[name=artillery]").await;
    b.click("#support button").await;
    b.wait_text("Support saved.").await;
    b.wait_text("105mm battery via FO").await;
    // #25: the form shows what the battle has, ticked, so a second save
    // keeps it instead of silently taking it off.
    assert!(
        b.find("#support input[name=artillery]")
            .await
            .is_selected()
            .await
            .unwrap(),
        "the assigned artillery is ticked on the support form"
    );
    b.wait_in("#support-now", "Assigned now").await;
    // The defending BC picks defenders.
    switch("xbc@example.com", "xbc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    b.wait_text("Field at least 3").await;
    let boxes = b
        .client
        .find_all(Locator::Css("#defenders input[name=units]"))
        .await
        .unwrap();
    // R7.1: the default defenders are ticked already; the BC keeps three.
    let mut ticked = 0;
    for cb in &boxes {
        let on = cb.is_selected().await.unwrap();
        if on && ticked == 3 {
            cb.click().await.unwrap();
        } else if on {
            ticked += 1;
        }
    }
    assert_eq!(
        ticked, 3,
        "the R7.1 default ticks at least the required three"
    );
    b.click("#defenders form button").await;
    b.wait_text("Defenders chosen.").await;
    // GM: deadline, advance, result, advance.
    switch("gm@example.com", "gm-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}")).await;
    b.client
        .execute(
            "document.querySelector('input[name=deadline]').value = '2030-12-01T18:00';",
            vec![],
        )
        .await
        .unwrap();
    b.click("form[action$='/phase/deadline'] button").await;
    b.wait_text("Deadline saved.").await;
    b.wait_text("Phase deadline").await;
    b.click("#advance-step summary").await;
    b.click("#advance").await;
    b.wait_text("Combat resolution").await;
    b.goto(&app, &format!("/campaigns/{id}/battles/{bid}/sheet"))
        .await;
    b.select("#result select[name=outcome]", "draw").await;
    b.click("#result button").await;
    b.wait_text("Result entered.").await;
    b.goto(&app, &format!("/campaigns/{id}")).await;
    b.click("#advance-step summary").await;
    b.click("#advance").await;
    b.wait_text("Combat results").await;
    // Both battalion commanders choose their one casualty.
    for (email, pw) in [
        ("abc@example.com", "bc-password-1"),
        ("xbc@example.com", "xbc-password-1"),
    ] {
        switch(email, pw).await;
        b.goto(&app, &format!("/campaigns/{id}/battles/{bid}/sheet"))
            .await;
        // R8.1: the one default casualty is ticked already.
        let ticked = b
            .client
            .find_all(Locator::Css(".casualties input[name=units]:checked"))
            .await
            .unwrap();
        assert_eq!(ticked.len(), 1);
        b.click(".casualties button").await;
        b.wait_text("Casualties recorded.").await;
    }
    let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    assert_eq!(c["battles"][0]["status"], "closed");
    // The observer reads everything and finds nothing to act with.
    switch("obs@example.com", "obs-password-1").await;
    for path in [
        format!("/campaigns/{id}"),
        format!("/campaigns/{id}/orders"),
        format!("/campaigns/{id}/battles/{bid}/sheet"),
        format!("/campaigns/{id}/map"),
    ] {
        b.goto(&app, &path).await;
        let html = b.source().await;
        assert!(
            !html.contains("id=\"gm-panel\"")
                && !html.contains("id=\"draft-form\"")
                && !html.contains("id=\"result\"")
                && !html.contains("id=\"defenders\""),
            "{path} offers an action to the observer"
        );
    }
    b.goto(&app, &format!("/campaigns/{id}/orders")).await;
    b.wait_text("Observers read the map and the history").await;
    b.close().await;
}

/// The map is where you play: a battalion commander drafts a 3-company +
/// 2-platoon assault from the map in four actions (select the stack, tick
/// the units, click the destination, confirm), and the draft is drawn as an
/// attack arrow.
#[actix_web::test]
async fn browser_bc_drafts_an_assault_by_clicking_on_the_map() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "box:omaha").await;
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    app.api_post(
        &p.gm,
        &format!("/campaigns/{}/start", p.id),
        serde_json::json!({}),
    )
    .await;
    app.set_password("abc@example.com", "bc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(1366, 1000).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{}/map", p.id)).await;
    b.find("#order-hint").await;
    // A readable board: no map text under 11 px at 1366 px, town names, a
    // legend for the ship states; zoom in and back to the whole map.
    let smallest = b
        .client
        .execute(
            "var s = document.querySelector('svg.map'); var k = s.getScreenCTM().a; \
             return Math.min.apply(null, Array.from(s.querySelectorAll('text')).map(function (t) { \
               return parseFloat(getComputedStyle(t).fontSize) * k; }));",
            vec![],
        )
        .await
        .unwrap()
        .as_f64()
        .unwrap();
    assert!(
        smallest >= 11.0,
        "the smallest map text is {smallest:.1} px"
    );
    let html = b.source().await;
    assert!(
        html.contains(r#"class="town""#) && html.contains(">Isigny<"),
        "town names"
    );
    assert!(
        html.contains("ship free") && html.contains("not in play"),
        "ship legend"
    );
    let width = |b: &Browser| {
        let c = b.client.clone();
        async move {
            let v = c
                .execute(
                    "return document.querySelector('svg.map').viewBox.baseVal.width",
                    vec![],
                )
                .await
                .unwrap();
            v.as_f64().unwrap()
        }
    };
    let whole = width(&b).await;
    b.click("button[aria-label='Zoom in']").await;
    assert!(width(&b).await < whole * 0.8, "zoomed in");
    b.click("button[aria-label^='Fit']").await;
    assert!((width(&b).await - whole).abs() < 1.0, "the whole map again");
    // 1. The stack.
    b.click("g.box.can-order[data-box=omaha]").await;
    b.find("#order-panel fieldset").await;
    // Headings and names come from the data's shared lists.
    let panel = b.find("#order-panel").await.text().await.unwrap();
    assert!(panel.contains("Orders from Omaha"), "{panel}");
    let legend = b.find("#order-panel legend").await.text().await.unwrap();
    assert!(legend.contains("2/116th"), "{legend}");
    // 2. Three companies and two platoons.
    let labels = b
        .client
        .find_all(Locator::Css("#order-panel label"))
        .await
        .unwrap();
    let (mut companies, mut platoons) = (0, 0);
    for l in labels {
        // The class is said where the name does not say it (#43).
        let text = l.text().await.unwrap().to_lowercase();
        let want = if text.contains("company") && companies < 3 {
            companies += 1;
            true
        } else if text.contains("platoon") && platoons < 2 {
            platoons += 1;
            true
        } else {
            false
        };
        if want {
            l.find(Locator::Css("input"))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
        }
    }
    assert_eq!((companies, platoons), (3, 2));
    // The legal destinations light up: the beach, as an attack.
    b.find("g.dest.dest-attack[data-zone=F14]").await;
    // A click on a zone that is no destination keeps the order and says
    // why (found in play: it followed the zone's link and lost the ticks).
    b.client
        .execute(
            "document.querySelector('g.zone[data-zone=F2] a > *').dispatchEvent(               new MouseEvent('click', { bubbles: true, cancelable: true }));",
            vec![],
        )
        .await
        .unwrap();
    // Said at once, then why in the rules' words (a dry run of that move).
    let missed = b
        .wait_in("#order-missed", "may only land on its beach")
        .await;
    assert!(
        missed.contains("F2 is not open to the ticked units"),
        "{missed}"
    );
    let url = b.client.current_url().await.unwrap();
    assert!(url.path().ends_with("/map"), "still on the map: {url}");
    let ticked = b
        .client
        .find_all(Locator::Css("#order-panel input[name=unit]:checked"))
        .await
        .unwrap()
        .len();
    assert_eq!(ticked, 5, "the ticks stay");
    // 3. The destination, on the map.
    b.click("g.dest[data-zone=F14]").await;
    // The preview is the server's answer to a dry run of this exact order.
    let odds = b.wait_in("#order-odds", "Against").await;
    assert!(
        odds.contains("5 vs") && odds.contains("provisional") && odds.contains("Against I./916"),
        "{odds}"
    );
    let here = b.find("#order-panel").await.text().await.unwrap();
    assert!(here.contains("F14"), "the destination's label: {here}");
    let stack = b.wait_in("#order-stack", "after this order").await;
    assert!(
        stack.contains("F14 after this order: 5 of 12 units"),
        "{stack}"
    );
    // 4. Confirm.
    b.click("#draft-here").await;
    b.find("#arrows line.arrow.attack").await;
    b.shot("map-with-draft", 1366).await;
    b.shot("map-with-draft", 390).await;
    b.goto(&app, &format!("/campaigns/{}/orders", p.id)).await;
    let html = b.source().await;
    assert!(html.contains("id=\"drafts\""), "the draft is listed");
    assert_eq!(
        html.matches(r#"<td data-label="Battalion">"#).count(),
        1,
        "one draft of five units"
    );
    b.close().await;
}

/// #25: into a contested zone the rules offer an attack and a
/// reinforcement; the map offers both, and the attack is ordered there with
/// the dry run's preview.
#[actix_web::test]
async fn browser_bc_attacks_into_a_contested_zone_from_the_map() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    crate::api::battalion(&app, &p, "1/501st", "us_airborne", "abc@example.com", "F21").await;
    crate::api::battalion(&app, &p, "2/116th", "us", "abc@example.com", "F14").await;
    crate::api::battalion(&app, &p, "I./916", "heer", "xbc@example.com", "F14").await;
    // Room in F14 beside the battalion already there (R4.1).
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.gm,
            &format!("/campaigns/{}/params", p.id),
            Some(serde_json::json!({"stack_limit": 24})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{}/start", p.id),
            serde_json::json!({}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    // The rules offer both into F14.
    let (_, acts) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{}/actions", p.id))
        .await;
    let from_f21 = acts["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["from"] == "F21")
        .unwrap_or_else(|| panic!("a unit in F21: {acts}"));
    let kinds: Vec<&str> = from_f21["destinations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["to"] == "F14")
        .filter_map(|d| d["kind"].as_str())
        .collect();
    assert_eq!(kinds, ["attack", "reinforce"], "{from_f21}");
    app.set_password("abc@example.com", "bc-password-1");
    let b = Browser::start().await;
    b.client.set_window_size(1366, 1000).await.unwrap();
    b.sign_in(&app, "abc@example.com", "bc-password-1").await;
    b.goto(&app, &format!("/campaigns/{}/map", p.id)).await;
    // F21's middle is under F14's outline: the click goes to F21 itself.
    b.find("g.zone.can-order[data-zone=F21]").await;
    b.client
        .execute(
            "document.querySelector('g.zone[data-zone=F21] path.fill').dispatchEvent(\
             new MouseEvent('click', {bubbles: true, cancelable: true}));",
            vec![],
        )
        .await
        .unwrap();
    b.find("#order-panel fieldset").await;
    let boxes = b
        .client
        .find_all(Locator::Css("#order-panel fieldset input[name=unit]"))
        .await
        .unwrap();
    for bx in boxes.iter().take(2) {
        bx.click().await.unwrap();
    }
    b.find("g.dest.dest-attack[data-zone=F14]").await;
    b.find("g.dest.dest-reinforce[data-zone=F14]").await;
    b.click("g.dest[data-zone=F14]").await;
    // Both options into F14, the player picks.
    b.find("#order-choice button[data-to=F14][data-kind=reinforce]")
        .await;
    b.click("#order-choice button[data-to=F14][data-kind=attack]")
        .await;
    let odds = b.wait_in("#order-odds", "Against").await;
    assert!(
        odds.contains("Against I./916") && odds.contains("2 vs"),
        "{odds}"
    );
    b.click("#draft-here").await;
    b.find("#arrows line.arrow.attack").await;
    let (_, c) = app
        .api_get(&p.bc_allies, &format!("/campaigns/{}", p.id))
        .await;
    let drafts = c["drafts"].as_array().unwrap();
    assert_eq!(drafts.len(), 1, "{c}");
    assert_eq!(drafts[0]["to"], "F14");
    assert!(
        drafts[0]["target"].is_number(),
        "an attack, with its target"
    );
    b.close().await;
}

/// axe-core, installed by `.ci/run` (`npm install --prefix target/axe
/// axe-core`), or where `AXE_JS` points.
pub(crate) fn axe_source() -> String {
    let path = std::env::var("AXE_JS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("target/axe/node_modules/axe-core/axe.min.js")
        });
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "axe-core is needed for the accessibility test ({}): {e}; run \
             `npm install --prefix target/axe axe-core`",
            path.display()
        )
    })
}

impl Browser {
    /// axe's serious and critical violations on the current page.
    pub async fn axe(&self, axe: &str) -> Vec<String> {
        self.client
            .execute(&format!("{axe}\n;return true;"), vec![])
            .await
            .unwrap();
        let found = self
            .client
            .execute_async(
                r#"var done = arguments[arguments.length - 1];
                axe.run(document, { resultTypes: ["violations"] }).then(function (r) {
                  done(r.violations.filter(function (v) {
                    return v.impact === "serious" || v.impact === "critical";
                  }).map(function (v) {
                    return v.impact + " " + v.id + ": " + v.help + " at " +
                      v.nodes.slice(0, 3).map(function (n) { return n.target.join(" "); }).join(" | ");
                  }));
                }).catch(function (e) { done(["axe failed: " + e]); });"#,
                vec![],
            )
            .await
            .unwrap();
        serde_json::from_value(found).unwrap_or_default()
    }

    /// How wide the page is when the window is `width` px.
    /// Every visible interactive element under 44 px either way (#43: a
    /// thumb's target), described; links inside a paragraph of text (not a
    /// row of links: its words outside the links), and a box or button
    /// inside a label that is itself large enough, aside.
    pub async fn small_targets(&self) -> Vec<String> {
        let v = self
            .client
            .execute(
                "var out = []; \
                 var all = document.querySelectorAll('a[href], button, summary, select, textarea, input:not([type=hidden]), [role=button], [tabindex=\"0\"]'); \
                 Array.prototype.forEach.call(all, function (e) { \
                   var r = e.getBoundingClientRect(); \
                   if (r.width === 0 || r.height === 0) return; \
                   var cs = getComputedStyle(e); \
                   if (cs.visibility === 'hidden' || e.closest('[hidden], .visually-hidden, .skip')) return; \
                   if (r.width >= 43.5 && r.height >= 43.5) return; \
                   var para = e.tagName === 'A' && !e.closest('.links') && e.closest('p, td, .hint, figcaption, li.note, blockquote'); \
                   if (para) { \
                     var words = para.cloneNode(true); \
                     Array.prototype.forEach.call(words.querySelectorAll('a'), function (x) { x.remove(); }); \
                     if (/[A-Za-z]{3}/.test(words.textContent)) return; \
                   } \
                   var lab = e.closest('label'); \
                   if (lab) { var l = lab.getBoundingClientRect(); if (l.width >= 43.5 && l.height >= 43.5) return; } \
                   if (e.closest('svg')) return; \
                   out.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ' \"' + (e.textContent || e.value || e.name || '').trim().slice(0, 30) + '\" ' + Math.round(r.width) + 'x' + Math.round(r.height)); \
                 }); return out;",
                vec![],
            )
            .await
            .unwrap();
        serde_json::from_value(v).unwrap_or_default()
    }

    /// What `js` (a script that returns a value) answers on the page.
    pub async fn eval(&self, js: &str) -> serde_json::Value {
        self.client.execute(js, vec![]).await.unwrap()
    }

    pub async fn scroll_width(&self) -> u64 {
        self.eval("return document.documentElement.scrollWidth")
            .await
            .as_u64()
            .unwrap()
    }

    /// The page's language, as its `<html lang>` says (#44).
    pub async fn lang(&self) -> String {
        let v = self.eval("return document.documentElement.lang").await;
        v.as_str().unwrap_or_default().to_string()
    }
}

/// Every page, as every role, at 1366 and 390 px: no serious or critical
/// axe violation, nothing wider than a 390 px phone, and at 390 px no
/// interactive element under 44 x 44 px (#43).
#[actix_web::test]
async fn browser_every_page_passes_axe_and_fits_a_phone() {
    if !enabled() {
        return;
    }
    let axe = axe_source();
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (p, _, _, bid) = crate::api::beach_attack(&app).await;
    let id = p.id;
    let pages: Vec<String> = [
        "/campaigns".to_string(),
        format!("/campaigns/{id}"),
        format!("/campaigns/{id}/map"),
        format!("/campaigns/{id}/zones/F14"),
        format!("/campaigns/{id}/orders"),
        format!("/campaigns/{id}/battles"),
        format!("/campaigns/{id}/battles/{bid}/sheet"),
        format!("/campaigns/{id}/history"),
        format!("/campaigns/{id}/setup"),
        format!("/campaigns/{id}/messages"),
        format!("/campaigns/{id}/messages?channel=battle:{bid}"),
        format!("/campaigns/{id}/reports/1/allies"),
        format!("/campaigns/{id}/webhooks"),
        format!("/campaigns/{id}/replay"),
        format!("/campaigns/{id}/stats"),
        "/account".to_string(),
        "/battles".to_string(),
    ]
    .to_vec();
    let mut problems = Vec::new();
    let b = Browser::start().await;
    // Signed out: the sign-in and reset pages.
    for page in ["/login", "/password/forgot", "/rules"] {
        for width in [1366, 390] {
            b.client.set_window_size(width, 900).await.unwrap();
            b.goto(&app, page).await;
            problems.extend(
                b.axe(&axe)
                    .await
                    .into_iter()
                    .map(|v| format!("{page} @{width}: {v}")),
            );
            let w = b.scroll_width().await;
            if width == 390 && w > 390 {
                problems.push(format!("{page}: {w} px wide at 390"));
            }
        }
    }
    for (email, pw) in [
        ("gm@example.com", "gm-password-1"),
        ("ahc@example.com", "hc-password-1"),
        ("xbc@example.com", "bc-password-2"),
        ("obs@example.com", "ob-password-1"),
    ] {
        app.set_password(email, pw);
        b.sign_in(&app, email, pw).await;
        for page in &pages {
            for width in [1366, 390] {
                b.client.set_window_size(width, 900).await.unwrap();
                b.goto(&app, page).await;
                problems.extend(
                    b.axe(&axe)
                        .await
                        .into_iter()
                        .map(|v| format!("{email} {page} @{width}: {v}")),
                );
                let w = b.scroll_width().await;
                if width == 390 && w > 390 {
                    problems.push(format!("{email} {page}: {w} px wide at 390"));
                }
                if width == 390 {
                    problems.extend(
                        b.small_targets()
                            .await
                            .into_iter()
                            .map(|t| format!("{page} @390: a target under 44 px: {t}")),
                    );
                }
            }
        }
        b.sign_out().await;
    }
    b.close().await;
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The account page offers the browser's time zone when the profile's
/// differs.
#[actix_web::test]
async fn browser_account_page_suggests_the_browsers_time_zone() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let uid = app.create_user("tz@example.com", "tz-password-1", false);
    {
        let mut c = app.pool.get().unwrap();
        bocage::store::accounts::set_profile(&mut c, uid, "Tee Zed", "Pacific/Chatham").unwrap();
    }
    let b = Browser::start().await;
    b.sign_in(&app, "tz@example.com", "tz-password-1").await;
    b.goto(&app, "/account").await;
    let tz = b
        .client
        .execute(
            "return Intl.DateTimeFormat().resolvedOptions().timeZone",
            vec![],
        )
        .await
        .unwrap();
    let tz = tz.as_str().unwrap().to_string();
    b.click("#use-browser-tz").await;
    let chosen = b
        .client
        .execute(
            "return document.querySelector('select[name=time_zone]').value",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(chosen.as_str(), Some(tz.as_str()));
    b.close().await;
}

/// A refused form comes back on its page, with the reason above it and what
/// was typed still in it.
#[actix_web::test]
async fn browser_a_refused_form_keeps_its_values() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = crate::api::players(&app).await;
    app.set_password("gm@example.com", "gm-password-1");
    let b = Browser::start().await;
    b.sign_in(&app, "gm@example.com", "gm-password-1").await;
    b.goto(&app, &format!("/campaigns/{}/setup", p.id)).await;
    let form = format!("form[action='/campaigns/{}/setup/params']", p.id);
    b.fill(&format!("{form} input[name=rounds]"), "0").await;
    b.fill(&format!("{form} input[name=stack_limit]"), "7")
        .await;
    b.click(&format!("{form} button")).await;
    b.wait_text("Not done:").await;
    let value = |name: &'static str| {
        let css = format!("{form} input[name={name}]");
        let b = &b;
        async move {
            b.find(&css)
                .await
                .prop("value")
                .await
                .unwrap()
                .unwrap_or_default()
        }
    };
    assert_eq!(value("rounds").await, "0");
    assert_eq!(value("stack_limit").await, "7");
    assert!(
        b.source().await.contains("aria-current=\"page\">Setup"),
        "same page, menu intact"
    );
    b.close().await;
}

/// Messages in the browser: the Allied HC's directive, which the Axis BC
/// never sees; the two commanders of a battle talk in its thread, and a
/// new message arrives in an open page without a reload.
#[actix_web::test]
async fn browser_side_directives_stay_on_their_side_and_battle_threads_talk() {
    if !enabled() {
        return;
    }
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (p, _, _, bid) = crate::api::beach_attack(&app).await;
    let id = p.id;
    app.set_password("ahc@example.com", "hc-password-1");
    app.set_password("xbc@example.com", "bc-password-2");
    let b = Browser::start().await;
    b.sign_in(&app, "ahc@example.com", "hc-password-1").await;
    b.goto(&app, &format!("/campaigns/{id}/messages?channel=allies"))
        .await;
    b.fill(
        "#post-message textarea[name=body]",
        "DIRECTIVE: hold the beach at all costs.",
    )
    .await;
    b.click("#post-message button").await;
    b.wait_text("DIRECTIVE: hold the beach").await;
    b.sign_out().await;
    b.sign_in(&app, "xbc@example.com", "bc-password-2").await;
    b.goto(&app, &format!("/campaigns/{id}/messages?channel=allies"))
        .await;
    b.wait_text("There is nothing at this address").await;
    assert!(!b.source().await.contains("DIRECTIVE"));
    // The defender opens the battle's thread; the attacker writes in it.
    b.goto(
        &app,
        &format!("/campaigns/{id}/messages?channel=battle:{bid}"),
    )
    .await;
    b.wait_text("No messages yet.").await;
    let (s, r) = app
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/messages"),
            serde_json::json!({"channel": format!("battle:{bid}"), "body": "Sunday 20:00 UTC? https://example.org/save"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
    // It arrives without a reload.
    b.wait_text("Sunday 20:00 UTC?").await;
    b.find("#messages a[href='https://example.org/save']").await;
    // Drawn by the server as on a reload (#43): the author's roles and the
    // reader's time format, and the empty thread's line gone.
    b.find("#messages li .role").await;
    assert!(!b.source().await.contains("No messages yet."));
    b.fill("#post-message textarea[name=body]", "Agreed, see you then.")
        .await;
    b.click("#post-message button").await;
    b.wait_text("Agreed, see you then.").await;
    b.close().await;
}
