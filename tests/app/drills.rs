//! Operational drills (#23): the database's disk fills up; a backup is taken
//! while players write and restored into a fresh data folder; PostgreSQL
//! restarts under load (`drills_pg.rs`). Each says clearly when this machine
//! cannot run it, and why.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use serde_json::{json, Value};
use std::process::Command;

/// A tmpfs of `mb` megabytes mounted on `dir`, unmounted when dropped.
struct Small {
    dir: std::path::PathBuf,
}

impl Small {
    fn mount(dir: &std::path::Path, mb: u32) -> Result<Small, String> {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={mb}m"), "tmpfs"])
            .arg(dir)
            .output()
            .map_err(|e| format!("mount: {e}"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
        }
        Ok(Small {
            dir: dir.to_path_buf(),
        })
    }
}

impl Drop for Small {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
    }
}

/// Fills the filesystem of `dir` to the last byte; returns the filler's path.
fn fill(dir: &std::path::Path) -> std::path::PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut f = std::fs::File::create(&path).unwrap();
    let block = vec![0u8; 64 * 1024];
    while f.write_all(&block).is_ok() {}
    let small = [0u8; 512];
    while f.write_all(&small).is_ok() {}
    while f.write_all(&[0]).is_ok() {}
    let _ = f.sync_all();
    path
}

async fn say(app: &TestApp, token: &str, id: i64, body: &str) -> (u16, Option<String>, Value) {
    let r = app
        .client()
        .post(app.url(&format!("/api/v1/campaigns/{id}/messages")))
        .bearer_auth(token)
        .json(&json!({"channel": "public", "body": body}))
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let retry = r
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_string());
    (status, retry, r.json().await.unwrap_or(Value::Null))
}

/// SQLite on a small filesystem that fills up: writes answer 503 with
/// `Retry-After` and a clear message, reads keep working, nothing is
/// corrupted (`integrity_check`), and writing resumes when space returns.
#[actix_web::test]
async fn a_full_disk_refuses_writes_with_503_and_loses_nothing() {
    let outer = tempfile::tempdir().unwrap();
    let small = match Small::mount(&outer.path().join("small"), 24) {
        Ok(s) => s,
        Err(why) => {
            eprintln!(
                "skipped: the full-disk drill mounts a 24 MB tmpfs and could not ({why}); run it as root"
            );
            return;
        }
    };
    let data = small.dir.clone();
    let app = TestApp::spawn_with(Backend::Sqlite, |s| {
        s.database.url = format!("sqlite://{}/bocage.sqlite3", data.display());
    })
    .await;
    let p = players(&app).await;
    let id = p.id;
    battalion(&app, &p, "A", "us", "abc@example.com", "F13").await;
    let (s, _, v) = say(&app, &p.gm, id, "before").await;
    assert_eq!(s, 201, "{v}");
    let filler = fill(&small.dir);
    // Changes until one meets the full disk (the log may still hold a
    // little room): each answered, the one that does not fit with 503.
    let control = |side: &str| {
        let (app, gm) = (&app, p.gm.clone());
        let body = json!({"zone": "F1", "side": side});
        async move {
            let r = app
                .client()
                .post(app.url(&format!("/api/v1/campaigns/{id}/control")))
                .bearer_auth(gm)
                .json(&body)
                .send()
                .await
                .unwrap();
            let retry = r
                .headers()
                .get("retry-after")
                .map(|v| v.to_str().unwrap().to_string());
            (r.status().as_u16(), retry, r.json::<Value>().await.unwrap())
        }
    };
    let mut refused = None;
    for n in 0..400 {
        let (s, retry, v) = control(if n % 2 == 0 { "allies" } else { "axis" }).await;
        match s {
            200 => continue,
            503 => {
                refused = Some((retry, v));
                break;
            }
            other => panic!("a change on a full disk answered {other}: {v}"),
        }
    }
    let (retry, v) = refused.expect("a change met the full disk");
    assert_eq!(retry.as_deref(), Some("5"));
    assert_eq!(v["error"]["code"], "unavailable");
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("disk is full"),
        "{v}"
    );
    // Reads keep working.
    let (s, c) = app.api_get(&p.observer, &format!("/campaigns/{id}")).await;
    assert_eq!(s, 200, "{c}");
    let (s, _) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/messages?channel=public"))
        .await;
    assert_eq!(s, 200);
    // Space returns: writing resumes, and the database is whole.
    std::fs::remove_file(filler).unwrap();
    let (s, _, v) = say(&app, &p.gm, id, "after").await;
    assert_eq!(s, 201, "{v}");
    let (s, _, v) = control("allies").await;
    assert_eq!(s, 200, "{v}");
    let (_, m) = app
        .api_get(&p.gm, &format!("/campaigns/{id}/messages?channel=public"))
        .await;
    let bodies: Vec<&str> = m["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["body"].as_str().unwrap())
        .collect();
    assert_eq!(bodies, ["before", "after"], "nothing half-written");
    let mut c = app.pool.get().unwrap();
    let check = bocage::store::integrity_check(&mut c).unwrap();
    assert_eq!(check, "ok");
}

/// `bocage backup` taken while a player writes, restored into a fresh data
/// folder: the campaign plays on from it.
#[actix_web::test]
async fn a_backup_taken_during_writes_restores_and_plays_on() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let p = players(&app).await;
    let id = p.id;
    battalion(&app, &p, "A", "us", "abc@example.com", "F13").await;
    battalion(&app, &p, "X", "heer", "xbc@example.com", "F26").await;
    // Writes stream in while the backup runs.
    let writing = {
        let (url, token) = (
            app.url(&format!("/api/v1/campaigns/{id}/messages")),
            p.gm.clone(),
        );
        actix_web::rt::spawn(async move {
            let client = reqwest::Client::new();
            let mut ok = 0;
            for n in 0..40 {
                let r = client
                    .post(&url)
                    .bearer_auth(&token)
                    .json(&json!({"channel": "allies", "body": format!("w{n}")}))
                    .send()
                    .await
                    .unwrap();
                if r.status().as_u16() == 201 {
                    ok += 1;
                }
            }
            ok
        })
    };
    let backup = app.dir.path().join("backup.sqlite3");
    let out = Command::new(env!("CARGO_BIN_EXE_bocage"))
        .args(["backup", "--to"])
        .arg(&backup)
        .env(
            "DATABASE_URL",
            format!("sqlite://{}/test.sqlite3", app.dir.path().display()),
        )
        .env("BOCAGE__DATA__DIR", app.dir.path())
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(writing.await.unwrap() > 0);
    // A fresh data folder with the backup as its database.
    let fresh = tempfile::tempdir().unwrap();
    std::fs::copy(&backup, fresh.path().join("bocage.sqlite3")).unwrap();
    let at = fresh.path().to_path_buf();
    let restored = TestApp::spawn_with(Backend::Sqlite, |s| {
        s.database.url = format!("sqlite://{}/bocage.sqlite3", at.display());
        s.data.dir = at.clone();
    })
    .await;
    let (s, c) = restored.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    assert_eq!(s, 200, "{c}");
    assert_eq!(c["battalions"].as_array().unwrap().len(), 2);
    let mut conn = restored.pool.get().unwrap();
    assert_eq!(bocage::store::integrity_check(&mut conn).unwrap(), "ok");
    drop(conn);
    // The campaign plays on: it starts, and a move is drafted.
    let (s, r) = restored
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let (_, c) = restored.api_get(&p.gm, &format!("/campaigns/{id}")).await;
    let unit = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["side"] == "allies" && u["class"] == "company")
        .unwrap()["id"]
        .clone();
    let (s, r) = restored
        .api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": [unit], "to": "F12"}),
        )
        .await;
    assert_eq!(s, 201, "{r}");
}
