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
