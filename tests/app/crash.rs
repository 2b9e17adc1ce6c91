//! Crash safety: SIGKILL the server while it advances a phase that closes
//! many battles; after a restart the campaign is entirely in the old phase or
//! entirely in the new one, and the outbox holds or has sent each message once.

use bocage::app::scenario::{Scenario, ScenarioMember};
use bocage::rules::oob::NationTemplate;
use bocage::rules::{
    commit::Commit, forces::AddBattalion, orders::DraftMove, phases::Advance, results::EnterResult,
    start::Start,
};
use bocage::rules::{
    decide, Actor, CampaignState, Command, Inputs, Location, Map, MemberId, Membership, Nation,
    Outcome, Params, Role, Side, UserId,
};
use std::collections::{BTreeMap, BTreeSet};
use std::process::{Child, Command as Proc, Stdio};
use std::time::Duration;

/// Ten battles with results, in the Allied combat-results phase.
fn scenario() -> Scenario {
    let map = Map::parse(include_str!("../../config/maps/aa-dday.toml")).unwrap();
    let us = NationTemplate::parse(include_str!("../../config/oob/us.toml"))
        .unwrap()
        .unit_specs();
    let heer = NationTemplate::parse(include_str!("../../config/oob/heer.toml"))
        .unwrap()
        .unit_specs();
    let gm = Actor {
        user_id: UserId::new(1),
        gm: true,
        hc: None,
        side: None,
        covers: Vec::new(),
    };
    let mut s = CampaignState::new(
        "Crash test",
        "aa-dday",
        Params::default(),
        chrono::NaiveDate::from_ymd_opt(1944, 6, 6).unwrap(),
    );
    for z in map.zones() {
        s.control.insert(z.id.clone(), Side::Axis);
    }
    // Users 2 and 3 command the battalions, 4 and 5 are the HCs (R1.2).
    let member = |user: i64, role: Role, side: Side| Membership {
        id: MemberId::new(user),
        user: UserId::new(user),
        name: format!("user {user}"),
        email: format!("u{user}@example.com"),
        role,
        side: Some(side),
    };
    let roster = vec![
        member(2, Role::BattalionCommander, Side::Allies),
        member(3, Role::BattalionCommander, Side::Axis),
        member(4, Role::HighCommander, Side::Allies),
        member(5, Role::HighCommander, Side::Axis),
    ];
    let run = |s: &mut CampaignState, cmd: Command| {
        let d = decide(
            s,
            &Inputs::new(&map, &roster, chrono::Utc::now()),
            &gm,
            &cmd,
        )
        .unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
        *s = d.state;
    };
    let mut used = BTreeSet::new();
    let mut pairs = Vec::new();
    for z in map.zones() {
        if pairs.len() == 10 || used.contains(&z.id) {
            continue;
        }
        if let Some(n) = map.neighbours(&z.id).find(|n| !used.contains(*n)).cloned() {
            used.insert(z.id.clone());
            used.insert(n.clone());
            pairs.push((z.id.clone(), n));
        }
    }
    let mut commanders = BTreeMap::new();
    for (a, b) in &pairs {
        run(
            &mut s,
            Command::AddBattalion(AddBattalion {
                name: format!("A {a}"),
                nation: Nation::Us,
                commander: None,
                location: Location::Zone(a.clone()),
                arrives_round: None,
                units: us.clone(),
                hq: "HQ".into(),
                commander_email: None,
            }),
        );
        commanders.insert(
            s.battalions.last().unwrap().id,
            "bc@example.com".to_string(),
        );
        run(
            &mut s,
            Command::AddBattalion(AddBattalion {
                name: format!("X {b}"),
                nation: Nation::Heer,
                commander: None,
                location: Location::Zone(b.clone()),
                arrives_round: None,
                units: heer.clone(),
                hq: "HQ".into(),
                commander_email: None,
            }),
        );
        commanders.insert(
            s.battalions.last().unwrap().id,
            "xbc@example.com".to_string(),
        );
        // Give every battalion a commander for the start, cleared for the export.
        let n = s.battalions.len();
        s.battalions[n - 2].commander = Some(UserId::new(2));
        s.battalions[n - 1].commander = Some(UserId::new(3));
    }
    run(&mut s, Command::Start(Start {}));
    for (a, b) in &pairs {
        let attacker = s
            .battalions
            .iter()
            .find(|x| x.name == format!("A {a}"))
            .unwrap()
            .id;
        let target = s
            .battalions
            .iter()
            .find(|x| x.name == format!("X {b}"))
            .unwrap()
            .id;
        let units: Vec<_> = s
            .units
            .iter()
            .filter(|u| u.battalion == Some(attacker))
            .take(3)
            .map(|u| u.id)
            .collect();
        run(
            &mut s,
            Command::DraftMove(DraftMove {
                units,
                to: Location::Zone(b.clone()),
                target: Some(target),
            }),
        );
    }
    run(&mut s, Command::Commit(Commit {}));
    run(
        &mut s,
        Command::Advance(Advance {
            force: true,
            reason: "defaults".into(),
        }),
    );
    let ids: Vec<_> = s.battles.iter().map(|b| b.id).collect();
    for id in ids {
        run(
            &mut s,
            Command::EnterResult(EnterResult {
                battle: id,
                outcome: Outcome::Draw,
                attacker_losses: None,
                defender_losses: None,
                notes: String::new(),
                link: String::new(),
                ruling: String::new(),
            }),
        );
    }
    run(
        &mut s,
        Command::Advance(Advance {
            force: false,
            reason: String::new(),
        }),
    );
    assert_eq!(s.phase, bocage::rules::Phase::CombatResults);
    assert_eq!(s.battles.len(), 10);
    for b in &mut s.battalions {
        b.commander = None;
    }
    let members = vec![
        ScenarioMember {
            email: "hc@example.com".into(),
            display_name: "HC".into(),
            role: "high_commander".into(),
            side: Some(Side::Allies),
        },
        ScenarioMember {
            email: "xhc@example.com".into(),
            display_name: "XHC".into(),
            role: "high_commander".into(),
            side: Some(Side::Axis),
        },
        ScenarioMember {
            email: "bc@example.com".into(),
            display_name: "BC".into(),
            role: "battalion_commander".into(),
            side: Some(Side::Allies),
        },
        ScenarioMember {
            email: "xbc@example.com".into(),
            display_name: "XBC".into(),
            role: "battalion_commander".into(),
            side: Some(Side::Axis),
        },
    ];
    Scenario {
        format: bocage::app::scenario::FORMAT.into(),
        version: bocage::app::scenario::VERSION,
        members,
        commanders,
        state: s,
        files: Vec::new(),
    }
}

struct Env {
    dir: tempfile::TempDir,
    port: u16,
}

impl Env {
    fn cmd(&self) -> Proc {
        let mut c = Proc::new(env!("CARGO_BIN_EXE_bocage"));
        c.env(
            "DATABASE_URL",
            format!("sqlite://{}/crash.sqlite3", self.dir.path().display()),
        )
        .env("BOCAGE__DATA__DIR", self.dir.path())
        .env("BOCAGE__SERVER__PORT", self.port.to_string())
        .env("BOCAGE__MAIL__POLL_SECONDS", "1")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
        c
    }

    fn run(&self, args: &[&str]) -> String {
        let out = self
            .cmd()
            .args(args)
            .stdout(Stdio::piped())
            .output()
            .unwrap();
        assert!(out.status.success(), "{args:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    async fn serve(&self) -> Child {
        let mut child = self.cmd().arg("serve").spawn().unwrap();
        for _ in 0..100 {
            if reqwest::get(format!("http://127.0.0.1:{}/healthz", self.port))
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                return child;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let _ = child.kill();
        let _ = child.wait();
        panic!("the server did not come up");
    }
}

async fn state(port: u16, token: &str) -> serde_json::Value {
    reqwest::Client::new()
        .get(format!("http://127.0.0.1:{port}/api/v1/campaigns/1"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

#[actix_web::test]
async fn sigkill_during_a_phase_advance_leaves_the_campaign_whole() {
    let env = Env {
        dir: tempfile::tempdir().unwrap(),
        port: std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port(),
    };
    let file = env.dir.path().join("crash.json");
    std::fs::write(&file, serde_json::to_string(&scenario()).unwrap()).unwrap();
    env.run(&["admin", "create", "--email", "root@example.com"]);
    env.run(&["campaign", "import", file.to_str().unwrap()]);
    let token = env
        .run(&["admin", "token", "--email", "root@example.com"])
        .trim()
        .to_string();
    let mut outcomes = BTreeSet::new();
    for attempt in 0..4u64 {
        let mut server = env.serve().await;
        let before = state(env.port, &token).await;
        let url = format!(
            "http://127.0.0.1:{}/api/v1/campaigns/1/phase/advance",
            env.port
        );
        let t = token.clone();
        let request = tokio::spawn(async move {
            reqwest::Client::new()
                .post(url)
                .bearer_auth(t)
                .json(&serde_json::json!({"force": true, "reason": "crash test"}))
                .send()
                .await
        });
        tokio::time::sleep(Duration::from_millis(attempt * 3)).await;
        server.kill().unwrap(); // SIGKILL
        server.wait().unwrap();
        let _ = request.await;
        let mut server = env.serve().await;
        let after = state(env.port, &token).await;
        let phase = after["phase"].as_str().unwrap().to_string();
        let battles = after["battles"].as_array().unwrap();
        let closed = battles.iter().filter(|b| b["closed"] == true).count();
        if phase == before["phase"] {
            assert_eq!(
                after["battles"], before["battles"],
                "old phase: nothing of the advance is there"
            );
            outcomes.insert("old");
        } else {
            assert_eq!(phase, "non_combat_move");
            assert_eq!(closed, 10, "new phase: every battle is closed");
            outcomes.insert("new");
        }
        // The outbox: each message once, and what is pending gets sent.
        for _ in 0..50 {
            let rows = outbox_rows(&env);
            if rows.iter().all(|(_, _, status)| status != "pending") {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let rows = outbox_rows(&env);
        let keys: BTreeSet<(String, String)> = rows
            .iter()
            .map(|(k, to, _)| (k.clone(), to.clone()))
            .collect();
        assert_eq!(keys.len(), rows.len(), "one message per (event, recipient)");
        assert!(rows.iter().all(|(_, _, s)| s == "sent"), "{rows:?}");
        let files = std::fs::read_dir(env.dir.path().join("outbox"))
            .map(|d| d.count())
            .unwrap_or(0);
        assert_eq!(files, rows.len(), "each message written once");
        if phase != "combat_results" {
            // Put the campaign back for the next attempt.
            let r = reqwest::Client::new()
                .post(format!(
                    "http://127.0.0.1:{}/api/v1/campaigns/1/phase/undo",
                    env.port
                ))
                .bearer_auth(&token)
                .send()
                .await
                .unwrap();
            assert_eq!(r.status().as_u16(), 200);
        }
        server.kill().unwrap();
        server.wait().unwrap();
    }
    assert!(!outcomes.is_empty());
}

fn outbox_rows(env: &Env) -> Vec<(String, String, String)> {
    use bocage::store::schema::outbox::dsl::*;
    use diesel::prelude::*;
    let mut c = SqliteConnection::establish(&format!("{}/crash.sqlite3", env.dir.path().display()))
        .unwrap();
    outbox
        .select((event_key, to_email, status))
        .load(&mut c)
        .unwrap()
}
