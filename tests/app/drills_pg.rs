//! Drill (#23): PostgreSQL restarts while drafts stream in through two
//! instances. Requests during the outage answer 503 with `Retry-After`
//! (never 500, never a hang), the instances recover without a restart, and
//! no acknowledged write is lost. The drill runs its own PostgreSQL server
//! (initdb in a temporary folder, as the `postgres` user), so restarting it
//! disturbs no other test.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A PostgreSQL server of the drill's own.
struct Server {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
    _dir: tempfile::TempDir,
}

fn as_postgres(bin: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("runuser")
        .args(["-u", "postgres", "--"])
        .arg(bin)
        .args(args)
        .output()
        .map_err(|e| format!("runuser: {e}"))?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if out.status.success() {
        Ok(text)
    } else {
        Err(text)
    }
}

impl Server {
    fn start() -> Result<Server, String> {
        let bin = std::fs::read_dir("/usr/lib/postgresql")
            .map_err(|e| format!("no PostgreSQL server binaries ({e})"))?
            .flatten()
            .map(|d| d.path().join("bin"))
            .find(|p| p.join("initdb").exists())
            .ok_or("no initdb under /usr/lib/postgresql")?;
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let data = dir.path().join("data");
        let sockets = dir.path().join("run");
        std::fs::create_dir_all(&sockets).map_err(|e| e.to_string())?;
        for p in [dir.path(), sockets.as_path()] {
            let ok = Command::new("chown")
                .args(["postgres:postgres"])
                .arg(p)
                .status()
                .map_err(|e| e.to_string())?
                .success();
            if !ok {
                return Err("chown to postgres failed (not root?)".into());
            }
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .map_err(|e| e.to_string())?
            .local_addr()
            .map_err(|e| e.to_string())?
            .port();
        let d = data.display().to_string();
        as_postgres(
            &bin.join("initdb"),
            &["-D", &d, "-U", "postgres", "--auth=trust", "-E", "UTF8"],
        )?;
        let s = Server {
            bin,
            data,
            port,
            _dir: dir,
        };
        s.ctl("start")?;
        Ok(s)
    }

    fn ctl(&self, what: &str) -> Result<String, String> {
        ctl(&self.bin, &self.data, self.port, what)
    }

    fn url(&self, db: &str) -> String {
        format!(
            "postgres://postgres@127.0.0.1:{}/{db}?sslmode=disable",
            self.port
        )
    }
}

/// `pg_ctl` on the drill's server: start, stop or restart (fast, waiting).
fn ctl(bin: &Path, data: &Path, port: u16, what: &str) -> Result<String, String> {
    let dir = data.parent().map_or(PathBuf::new(), Path::to_path_buf);
    let opts = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1",
        dir.join("run").display()
    );
    let d = data.display().to_string();
    let l = dir.join("log").display().to_string();
    as_postgres(
        &bin.join("pg_ctl"),
        &["-D", &d, "-l", &l, "-o", &opts, "-m", "fast", "-w", what],
    )
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.ctl("stop");
    }
}

#[derive(Debug)]
struct Answer {
    unit: u64,
    status: u16,
    retry_after: bool,
}

/// Drafts `units` one by one through `app`, 120 ms apart, each retried on
/// 503 until it is answered otherwise (as a client told to retry does).
async fn stream(
    app: String,
    token: String,
    id: i64,
    units: Vec<u64>,
    to: &'static str,
) -> Vec<Answer> {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    let mut out = Vec::new();
    for u in units {
        for _ in 0..200 {
            let r = client
                .post(format!("{app}/api/v1/campaigns/{id}/orders"))
                .bearer_auth(&token)
                .header("prefer", "return=minimal")
                .json(&json!({"units": [u], "to": to}))
                .send()
                .await
                .expect("every request is answered (no hang)");
            let status = r.status().as_u16();
            let retry_after = r.headers().contains_key("retry-after");
            out.push(Answer {
                unit: u,
                status,
                retry_after,
            });
            if status != 503 {
                break;
            }
            actix_web::rt::time::sleep(Duration::from_millis(250)).await;
        }
        actix_web::rt::time::sleep(Duration::from_millis(120)).await;
    }
    out
}

#[actix_web::test]
async fn postgres_restarts_under_load_and_nothing_acknowledged_is_lost() {
    let server = match Server::start() {
        Ok(s) => s,
        Err(why) => {
            eprintln!("skipped: the PostgreSQL restart drill starts its own server and could not ({why}); run it as root on a machine with PostgreSQL's server binaries");
            return;
        }
    };
    let mut admin =
        <diesel::pg::PgConnection as diesel::Connection>::establish(&server.url("postgres"))
            .expect("the drill's server answers");
    diesel::connection::SimpleConnection::batch_execute(&mut admin, "CREATE DATABASE drill")
        .unwrap();
    drop(admin);
    let url = server.url("drill");
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.database.url = url.clone()).await;
    let twin = app.twin().await;
    let p = players(&app).await;
    let id = p.id;
    let (_, a) = battalion(&app, &p, "A", "us", "abc@example.com", "F13").await;
    let (_, b) = battalion(&app, &p, "B", "us", "abc@example.com", "F20").await;
    battalion(&app, &p, "X", "heer", "xbc@example.com", "F26").await;
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    // Battalion A's units go from F13 to F12 through one instance, B's from
    // F20 to F19 through the other; PostgreSQL restarts on the way.
    let one = actix_web::rt::spawn(stream(
        app.address.clone(),
        p.bc_allies.clone(),
        id,
        a.clone(),
        "F12",
    ));
    let two = actix_web::rt::spawn(stream(
        twin.address.clone(),
        p.bc_allies.clone(),
        id,
        b.clone(),
        "F20",
    ));
    actix_web::rt::time::sleep(Duration::from_millis(500)).await;
    let (bin, data, port) = (server.bin.clone(), server.data.clone(), server.port);
    let restarted = actix_web::web::block(move || ctl(&bin, &data, port, "restart"))
        .await
        .unwrap();
    assert!(restarted.is_ok(), "{restarted:?}");
    let mut answers = one.await.unwrap();
    answers.extend(two.await.unwrap());
    // Every answer is a success, a rule's refusal or 503 with Retry-After.
    for a in &answers {
        assert!(
            matches!(a.status, 201 | 422 | 503),
            "unit {}: {} during the drill",
            a.unit,
            a.status
        );
        if a.status == 503 {
            assert!(a.retry_after, "503 without Retry-After: {a:?}");
        }
    }
    let outages = answers.iter().filter(|a| a.status == 503).count();
    assert!(
        outages > 0,
        "the restart was met by some request: {answers:?}"
    );
    // Recovered: every unit was answered at last, and each acknowledged
    // draft stands, once.
    let acknowledged: BTreeSet<u64> = answers
        .iter()
        .filter(|a| a.status == 201)
        .map(|a| a.unit)
        .collect();
    let last: BTreeMap<u64, u16> = answers.iter().map(|a| (a.unit, a.status)).collect();
    assert!(
        last.values().all(|s| *s != 503),
        "every unit was answered once the database was back: {last:?}"
    );
    let (s, o) = app.api_get(&p.gm, &format!("/campaigns/{id}/orders")).await;
    assert_eq!(s, 200, "{o}");
    let mut drafted: Vec<u64> = o["drafts"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|d| d["units"].as_array().unwrap().clone())
        .map(|u: Value| u.as_u64().unwrap())
        .collect();
    drafted.sort_unstable();
    let standing: BTreeSet<u64> = drafted.iter().copied().collect();
    assert_eq!(drafted.len(), standing.len(), "no unit drafted twice");
    for u in &acknowledged {
        assert!(
            standing.contains(u),
            "the acknowledged draft of unit {u} was lost"
        );
    }
    assert!(acknowledged.len() >= 12, "{} drafts", acknowledged.len());
    drop(twin);
    drop(app);
}
