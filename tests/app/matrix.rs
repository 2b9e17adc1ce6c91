//! The authorization matrix, generated from the API's route table: every
//! route x {anonymous, non-member, observer, BC of each side, HC of each
//! side, GM, site admin}. A route without a matrix entry fails the test.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use bocage::rules::command::{flags, COMMANDS};
use bocage::web::api::docs::endpoints;
use serde_json::{json, Value};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Anyone, signed in or not.
    Public,
    /// Anyone signed in.
    Account,
    /// Site admins only.
    AdminOnly,
    /// Site admins, and GMs of any campaign.
    Import,
    /// Campaign members read; site admins read.
    MemberRead,
    /// The GM (and site admins) read.
    GmRead,
    /// The GM changes.
    GmWrite,
    /// Players act; the rules decide (403 or 422), observers never.
    PlayerWrite,
    /// Every member writes (messages); others do not learn the campaign.
    MemberWrite,
    /// A command any member may issue, observers too (the rules decide).
    MemberCommand,
    /// A battle's two commanders write (after-action reports); the rules
    /// decide for other players; the GM, observers and admins never.
    CommanderWrite,
    /// A side's commanders ask the GM (R5.10 extensions) or say their
    /// orders are done (R5.12); the rules decide for players; the GM,
    /// observers and admins never do.
    SideRequest,
}

fn kind(method: &str, path: &str) -> Option<Kind> {
    use Kind::*;
    // A command of the registry: players give orders and battle choices,
    // the GM everything else.
    if let Some(c) = COMMANDS.iter().find(|c| {
        c.api.method == method
            && c.api.path == path
            && !matches!(
                c.tag,
                "request_extension"
                    | "set_ready"
                    | "send_turn"
                    | "withdraw_turn"
                    | "fetch_turn"
                    | "concede_battle"
                    | "mark_play_times"
                    | "propose_session"
                    | "answer_session"
                    | "report_session"
            )
    }) {
        return Some(if c.flags & flags::PLAY != 0 {
            PlayerWrite
        } else if c.flags & flags::MEMBER != 0 {
            MemberCommand
        } else {
            GmWrite
        });
    }
    let k = match (method, path) {
        ("POST", "/campaigns/{id}/phase/extensions") | ("PUT", "/campaigns/{id}/orders/ready") => {
            SideRequest
        }
        ("GET", "/docs") | ("GET", "/openapi.json") => Public,
        ("GET", "/me") | ("GET", "/campaigns") => Account,
        ("POST", "/campaigns") => AdminOnly,
        ("POST", "/campaigns/import") => Import,
        ("GET", "/campaigns/{id}/export") | ("GET", "/campaigns/{id}/webhooks") => GmRead,
        ("GET", p) if p.starts_with("/campaigns/{id}") => MemberRead,
        ("POST", "/campaigns/{id}/messages")
        | ("POST", "/campaigns/{id}/messages/read")
        | ("PUT", "/campaigns/{id}/notepad")
        | ("POST", "/campaigns/{id}/sealed-notes") => MemberWrite,
        ("POST", "/campaigns/{id}/commands")
        | ("POST", "/campaigns/{id}/battles/{bid}/files")
        | ("DELETE", "/campaigns/{id}/files/{fid}") => PlayerWrite,
        // A battle's turn files are its two commanders' to send (R13.3), and
        // the battle theirs to concede (R13.5), its live sessions theirs
        // to book and report (R13.6).
        ("PUT", "/campaigns/{id}/battles/{bid}/aar")
        | ("PUT", "/campaigns/{id}/battles/{bid}/session/times")
        | ("POST", "/campaigns/{id}/battles/{bid}/session")
        | ("POST", "/campaigns/{id}/battles/{bid}/session/answer")
        | ("POST", "/campaigns/{id}/battles/{bid}/session/report")
        | ("POST", "/campaigns/{id}/battles/{bid}/turns")
        | ("POST", "/campaigns/{id}/battles/{bid}/turns/withdraw")
        | ("POST", "/campaigns/{id}/battles/{bid}/turns/fetched")
        | ("POST", "/campaigns/{id}/battles/{bid}/concede") => CommanderWrite,
        ("POST", "/campaigns/{id}/webhooks")
        | ("DELETE", "/campaigns/{id}/webhooks/{wid}")
        | ("PUT", "/campaigns/{id}/language") => GmWrite,
        _ => return None,
    };
    Some(k)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Anonymous,
    NonMember,
    Observer,
    BcAllies,
    BcAxis,
    HcAllies,
    HcAxis,
    Gm,
    Admin,
}

#[derive(Debug, PartialEq)]
enum Expect {
    Passes,
    Unauthorized,
    Forbidden,
    Hidden,
    /// 403 or a rule's answer, never 401 or a hidden 404.
    RulesDecide,
}

fn expect(k: Kind, role: Role) -> Expect {
    use Expect::*;
    use Role::*;
    match (k, role) {
        (Kind::Public, _) => Passes,
        (_, Anonymous) => Unauthorized,
        (Kind::Account, _) => Passes,
        // The campaign's GM here is the site admin who created it.
        (Kind::AdminOnly, Admin | Gm) => Passes,
        (Kind::AdminOnly, _) => Forbidden,
        (Kind::Import, Admin | Gm) => Passes,
        (Kind::Import, _) => Forbidden,
        (_, NonMember) => Hidden,
        (Kind::MemberRead, _) => Passes,
        (Kind::GmRead, Gm | Admin) => Passes,
        (Kind::GmRead, _) => Forbidden,
        (Kind::GmWrite, Gm) => Passes,
        (Kind::GmWrite, _) => Forbidden,
        (Kind::PlayerWrite, Gm) => Passes,
        (Kind::PlayerWrite, Observer | Admin) => Forbidden,
        (Kind::PlayerWrite, _) => RulesDecide,
        // A site admin reads a campaign but is not at its table.
        (Kind::MemberWrite, Admin) => Hidden,
        (Kind::MemberWrite, _) => Passes,
        // A site admin reads a campaign but may act only where a member.
        (Kind::MemberCommand, Admin) => Forbidden,
        (Kind::MemberCommand, _) => RulesDecide,
        (Kind::CommanderWrite, Gm | Observer | Admin) => Forbidden,
        (Kind::CommanderWrite, _) => RulesDecide,
        (Kind::SideRequest, Gm | Observer | Admin) => Forbidden,
        (Kind::SideRequest, _) => RulesDecide,
    }
}

const GENERIC_404: &str = "There is nothing at this address, or you may not see it.";

#[test]
fn every_route_has_a_matrix_entry_and_documentation() {
    for (method, path, _) in bocage::web::api::table() {
        assert!(
            kind(method, path).is_some(),
            "{method} {path} has no entry in the authorization matrix"
        );
        if path != "/docs" && path != "/openapi.json" {
            assert!(
                endpoints()
                    .iter()
                    .any(|e| e.method == method && e.path == format!("/api/v1{path}")),
                "{method} {path} is not documented"
            );
        }
    }
    for e in endpoints() {
        let path = e.path.trim_start_matches("/api/v1");
        assert!(
            bocage::web::api::table()
                .iter()
                .any(|(m, p, _)| *m == e.method && *p == path),
            "{} {} is documented but not routed",
            e.method,
            e.path
        );
    }
}

#[actix_web::test]
async fn authorization_matrix() {
    use Role::*;
    for role in [
        Anonymous, NonMember, Observer, BcAllies, BcAxis, HcAllies, HcAxis, Gm, Admin,
    ] {
        // A fresh campaign per role: started, with a battle and a draft.
        let app = TestApp::spawn(Backend::Sqlite).await;
        let p = players(&app).await;
        let id = p.id;
        let (_, au) = battalion(&app, &p, "A", "us", "abc@example.com", "box:omaha").await;
        let (_, bu) = battalion(&app, &p, "B", "us", "abc@example.com", "F13").await;
        let (x, _) = battalion(&app, &p, "X", "heer", "xbc@example.com", "F14").await;
        let (_, r) = app
            .api_post(
                &p.gm,
                &format!("/campaigns/{id}/support"),
                json!({"side": "allies", "class": "artillery", "name": "guns", "location": "F13"}),
            )
            .await;
        let gun = r["unit"].as_u64().unwrap();
        app.api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
            .await;
        app.api_post(
            &p.bc_allies,
            &format!("/campaigns/{id}/orders"),
            json!({"units": au[..3], "to": "F14", "target": x}),
        )
        .await;
        app.api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
        let (_, d) = app
            .api_post(
                &p.bc_allies,
                &format!("/campaigns/{id}/orders"),
                json!({"units": bu[..1], "to": "F12"}),
            )
            .await;
        let oid = d["draft"]["id"].as_u64().unwrap();
        let (s, n) = app
            .api_post(
                &p.allied_hc,
                &format!("/campaigns/{id}/annotations"),
                json!({"shape": "circle", "zone": "F14"}),
            )
            .await;
        assert_eq!(s, 201, "{n}");
        let aid = n["annotation"].as_u64().unwrap();
        let (_, c) = app.api_get(&p.gm, &format!("/campaigns/{id}")).await;
        let bid = c["battles"][0]["id"].as_u64().unwrap();
        let f = app
            .client()
            .post(app.url(&format!(
                "/api/v1/campaigns/{id}/battles/{bid}/files?name=turn.ema"
            )))
            .bearer_auth(&p.gm)
            .body(b"\x01\x00turn".to_vec())
            .send()
            .await
            .unwrap();
        assert_eq!(f.status().as_u16(), 201);
        let fid = f.json::<Value>().await.unwrap()["file"]["id"]
            .as_u64()
            .unwrap();
        let (s, w) = app
            .api_post(
                &p.gm,
                &format!("/campaigns/{id}/webhooks"),
                json!({"url": "https://hooks.example/x", "format": "generic", "events": ["victory"]}),
            )
            .await;
        assert_eq!(s, 201, "{w}");
        let wid = w["webhook"]["id"].as_u64().unwrap();
        // The observer's membership (removed on the GM's run only).
        let (_, m) = app
            .api_get(&p.gm, &format!("/campaigns/{id}/members"))
            .await;
        let mid = m["members"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["role"] == "observer")
            .unwrap()["membership_id"]
            .as_u64()
            .unwrap();
        let (_, stranger) = app.user_with_token("stranger@example.com", false);
        let (_, admin) = app.user_with_token("root@example.com", true);
        let token = match role {
            Anonymous => None,
            NonMember => Some(stranger),
            Observer => Some(p.observer.clone()),
            BcAllies => Some(p.bc_allies.clone()),
            BcAxis => Some(p.bc_axis.clone()),
            HcAllies => Some(p.allied_hc.clone()),
            HcAxis => Some(p.axis_hc.clone()),
            Gm => Some(p.gm.clone()),
            Admin => Some(admin),
        };
        for (method, path, _) in bocage::web::api::table() {
            let k = kind(method, path).unwrap();
            let bid_here = if path.contains("/battalions/") {
                c["battalions"][0]["id"].as_u64().unwrap()
            } else {
                bid
            };
            let url = path
                .replace("{id}", &id.to_string())
                .replace("{bid}", &bid_here.to_string())
                .replace("{oid}", &oid.to_string())
                .replace("{aid}", &aid.to_string())
                .replace("{fid}", &fid.to_string())
                .replace("{wid}", &wid.to_string())
                .replace("{uid}", &gun.to_string())
                .replace("{mid}", &mid.to_string())
                .replace("{round}", "1")
                .replace("{side}", "allies");
            let body: Option<Value> = endpoints()
                .iter()
                .find(|e| e.method == method && e.path == format!("/api/v1{path}"))
                .and_then(|e| e.body)
                .map(|b| serde_json::from_str(b).unwrap());
            let mut req = reqwest::Client::new()
                .request(method.parse().unwrap(), app.url(&format!("/api/v1{url}")));
            if let Some(t) = &token {
                req = req.bearer_auth(t);
            }
            if let Some(b) = body {
                req = req.json(&b);
            } else if method != "GET" && method != "DELETE" {
                req = req.json(&json!({}));
            }
            let r = req.send().await.unwrap();
            let status = r.status().as_u16();
            let text = crate::helpers::text_of(r).await;
            let hidden = status == 404 && text.contains(GENERIC_404);
            let ok = match expect(k, role) {
                Expect::Passes => status != 401 && status != 403 && !hidden && status < 500,
                Expect::Unauthorized => status == 401,
                Expect::Forbidden => status == 403,
                Expect::Hidden => hidden,
                Expect::RulesDecide => status != 401 && !hidden && status < 500,
            };
            assert!(
                ok,
                "{role:?} {method} {path}: expected {:?}, got {status} {text}",
                expect(k, role)
            );
        }
    }
}
