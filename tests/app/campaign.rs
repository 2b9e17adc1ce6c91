//! A whole campaign through the HTTP API: every round until victory, battles
//! with every kind of outcome, chosen and default defenders and casualties,
//! artillery capture, reinforcements on both sides, forced advances and one
//! undo; the final state is checked against the rules.

use crate::api::{battalion, players, Players};
use crate::both_backends;
use crate::helpers::TestApp;
use serde_json::{json, Value};
use std::collections::BTreeSet;

both_backends!(a_whole_campaign_is_played_to_its_end);

const OUTCOMES: [&str; 9] = [
    "total_victory",
    "major_victory",
    "tactical_victory",
    "minor_victory",
    "draw",
    "minor_loss",
    "tactical_loss",
    "major_loss",
    "total_loss",
];

fn ids(v: &Value) -> Vec<u64> {
    v.as_array()
        .map(|a| a.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}

fn units_of(c: &Value, battalion: u64) -> Vec<&Value> {
    c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["battalion"] == battalion && u["destroyed"] == false)
        .collect()
}

fn zone<'a>(c: &'a Value, z: &str) -> &'a Value {
    c["zones"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["id"] == z)
        .unwrap()
}

struct Run<'a> {
    app: &'a TestApp,
    p: Players,
    battles: u32,
    outcomes: BTreeSet<String>,
    chosen_defenders: u32,
    default_defenders: u32,
    undone: bool,
}

impl Run<'_> {
    fn path(&self, rest: &str) -> String {
        format!("/campaigns/{}{rest}", self.p.id)
    }

    async fn state(&self) -> Value {
        let (s, c) = self.app.api_get(&self.p.gm, &self.path("")).await;
        assert_eq!(s, 200);
        c
    }

    async fn post(&self, token: &str, rest: &str, body: Value) -> Value {
        let (s, r) = self
            .app
            .api_post(token, &self.path(rest), body.clone())
            .await;
        assert!(s == 200 || s == 201, "{rest} {body}: {s} {r}");
        r
    }

    /// Advances, forcing with a reason when something blocks.
    async fn advance(&self) -> Value {
        let c = self.state().await;
        let force = !c["blockers"].as_array().unwrap().is_empty();
        let r = self
            .post(
                &self.p.gm,
                "/phase/advance",
                json!({"force": force, "reason": "the test forces the defaults"}),
            )
            .await;
        check_stacking(&r["campaign"]);
        r["campaign"].clone()
    }

    async fn allied_attacks(&mut self, c: &Value) {
        let home = [("F2", "F6"), ("F26", "F21"), ("F30", "F17")];
        for (target_zone, from) in home {
            let z = zone(c, target_zone);
            let Some(defender) = ids(&z["battalions"]["axis"]).first().copied() else {
                continue;
            };
            // The Allied battalion for this objective: inside the zone, or next to it.
            let Some(attacker) = c["battalions"].as_array().unwrap().iter().find(|b| {
                b["side"] == "allies"
                    && units_of(c, b["id"].as_u64().unwrap())
                        .iter()
                        .any(|u| u["location"] == target_zone || u["location"] == from)
            }) else {
                continue;
            };
            let bid = attacker["id"].as_u64().unwrap();
            let units = units_of(c, bid);
            let place = if units.iter().any(|u| u["location"] == target_zone) {
                target_zone
            } else {
                from
            };
            let drafted: BTreeSet<u64> = c["drafts"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|d| ids(&d["units"]))
                .collect();
            let here: Vec<&&Value> = units
                .iter()
                .filter(|u| u["location"] == place && !drafted.contains(&u["id"].as_u64().unwrap()))
                .collect();
            let mut pick: Vec<u64> = here
                .iter()
                .filter(|u| u["class"] == "company")
                .take(3)
                .map(|u| u["id"].as_u64().unwrap())
                .collect();
            pick.extend(
                here.iter()
                    .filter(|u| u["class"] == "platoon")
                    .map(|u| u["id"].as_u64().unwrap()),
            );
            if pick.is_empty() {
                continue;
            }
            let (s, r) = self
                .app
                .api_post(
                    &self.p.bc_allies,
                    &self.path("/orders"),
                    json!({"units": pick, "to": target_zone, "target": defender}),
                )
                .await;
            assert_eq!(s, 201, "attack on {target_zone}: {r}");
        }
        let c = self.state().await;
        if !c["drafts"].as_array().unwrap().is_empty() {
            let r = self
                .post(&self.p.allied_hc, "/orders/commit", json!({}))
                .await;
            // Support: the guns in F6 back the attack on Cherbourg (R6.6).
            let guns: Vec<u64> = r["campaign"]["units"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|u| {
                    u["class"] == "artillery"
                        && u["side"] == "allies"
                        && u["location"] == "F6"
                        && u["destroyed"] == false
                })
                .map(|u| u["id"].as_u64().unwrap())
                .collect();
            let f2 = r["campaign"]["battles"]
                .as_array()
                .unwrap()
                .iter()
                .find(|b| b["zone"] == "F2" && b["closed"] == false);
            if let (Some(b), false) = (f2, guns.is_empty()) {
                self.post(
                    &self.p.allied_hc,
                    &format!("/battles/{}/support", b["id"]),
                    json!({"artillery": guns}),
                )
                .await;
            }
        }
        // Defenders: every other battle chosen by the commander, the rest by default.
        let c = self.state().await;
        for b in c["battles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|b| b["status"] == "awaiting_defenders")
        {
            self.battles += 1;
            if self.battles.is_multiple_of(2) {
                let required = b["defenders_required"].as_u64().unwrap() as usize;
                let defender = b["defender_battalion"].as_u64().unwrap();
                let here: Vec<&Value> = units_of(&c, defender)
                    .into_iter()
                    .filter(|u| u["location"] == b["zone"])
                    .collect();
                let mut pick: Vec<u64> = here
                    .iter()
                    .filter(|u| u["class"] == "company")
                    .take(3.min(required))
                    .map(|u| u["id"].as_u64().unwrap())
                    .collect();
                pick.extend(
                    here.iter()
                        .filter(|u| u["class"] == "platoon")
                        .map(|u| u["id"].as_u64().unwrap())
                        .take(required - pick.len()),
                );
                self.post(
                    &self.p.bc_axis,
                    &format!("/battles/{}/defenders", b["id"]),
                    json!({"units": pick}),
                )
                .await;
                self.chosen_defenders += 1;
            } else {
                self.default_defenders += 1;
            }
        }
    }

    async fn results(&mut self, c: &Value) {
        for b in c["battles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|b| b["result"].is_null() && b["closed"] == false)
        {
            let o = OUTCOMES[self.outcomes.len() % 9];
            self.outcomes.insert(o.to_string());
            self.post(
                &self.p.gm,
                &format!("/battles/{}/result", b["id"]),
                json!({"outcome": o, "notes": "played in CMBN"}),
            )
            .await;
        }
    }

    async fn casualties(&self, c: &Value) {
        for (i, b) in c["battles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|b| b["closed"] == false && !b["result"].is_null())
            .enumerate()
        {
            if i % 2 == 1 {
                continue; // left to the R8.1 default
            }
            for (side, token, units, losses, done) in [
                (
                    "allies",
                    &self.p.bc_allies,
                    &b["attacker_units"],
                    &b["result"]["attacker_losses"],
                    &b["attacker_casualties"],
                ),
                (
                    "axis",
                    &self.p.bc_axis,
                    &b["defender_units"],
                    &b["result"]["defender_losses"],
                    &b["defender_casualties"],
                ),
            ] {
                if done.is_null() {
                    let n = losses.as_u64().unwrap() as usize;
                    let pick: Vec<u64> = ids(units).into_iter().take(n).collect();
                    self.post(
                        token,
                        &format!("/battles/{}/casualties", b["id"]),
                        json!({"units": pick, "side": side}),
                    )
                    .await;
                }
            }
        }
    }
}

fn check_stacking(c: &Value) {
    for z in c["zones"].as_array().unwrap() {
        for side in ["allies", "axis"] {
            assert!(
                z["units"][side].as_u64().unwrap() <= 12,
                "{} over the stack limit",
                z["id"]
            );
            assert!(
                z["artillery"][side].as_u64().unwrap() <= 1,
                "{} over the artillery limit",
                z["id"]
            );
        }
    }
}

async fn a_whole_campaign_is_played_to_its_end(app: &TestApp) {
    let p = players(app).await;
    let id = p.id;
    battalion(app, &p, "A1", "us", "abc@example.com", "F6").await;
    battalion(app, &p, "A2", "us", "abc@example.com", "F21").await;
    battalion(app, &p, "A3", "uk", "abc@example.com", "F17").await;
    let ar = app.api_post(&p.gm, &format!("/campaigns/{id}/battalions"), json!({"name": "AR", "nation": "us", "location": "reinforcements", "arrives_round": 2, "commander_email": "abc@example.com"})).await.1["battalion"].as_u64().unwrap();
    battalion(app, &p, "X1", "heer", "xbc@example.com", "F2").await;
    battalion(app, &p, "X2", "heer", "xbc@example.com", "F26").await;
    battalion(app, &p, "X3", "heer", "xbc@example.com", "F30").await;
    let xr = app.api_post(&p.gm, &format!("/campaigns/{id}/battalions"), json!({"name": "XR", "nation": "waffen_ss", "location": "reinforcements", "arrives_round": 2, "commander_email": "xbc@example.com"})).await.1["battalion"].as_u64().unwrap();
    for (side, at) in [("allies", "F6"), ("axis", "F20")] {
        app.api_post(&p.gm, &format!("/campaigns/{id}/support"), json!({"side": side, "class": "artillery", "name": format!("guns {at}"), "location": at})).await;
    }
    let (s, r) = app
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(s, 200, "{r}");
    let mut run = Run {
        app,
        p,
        battles: 0,
        outcomes: BTreeSet::new(),
        chosen_defenders: 0,
        default_defenders: 0,
        undone: false,
    };

    // Round 1: A2 also captures the empty F20 and overruns the Axis guns there (R8.3).
    let c = run.state().await;
    let a2 = c["battalions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["name"] == "A2")
        .unwrap()["id"]
        .as_u64()
        .unwrap();
    let last = units_of(&c, a2).last().unwrap()["id"].as_u64().unwrap();
    run.post(
        &run.p.bc_allies,
        "/orders",
        json!({"units": [last], "to": "F20"}),
    )
    .await;

    let mut placed = (false, false);
    for _ in 0..400 {
        let c = run.state().await;
        if c["status"] == "finished" {
            break;
        }
        match (c["side"].as_str().unwrap(), c["phase"].as_str().unwrap()) {
            ("allies", "combat_move") => run.allied_attacks(&c).await,
            ("allies", "combat_resolution") => run.results(&c).await,
            ("allies", "combat_results") => run.casualties(&c).await,
            ("allies", "reinforcements") if c["round"].as_u64().unwrap() >= 2 && !placed.0 => {
                run.post(
                    &run.p.allied_hc,
                    "/reinforcements",
                    json!({"battalion": ar, "to": "box:utah"}),
                )
                .await;
                placed.0 = true;
            }
            ("axis", "reinforcements") if c["round"].as_u64().unwrap() >= 2 && !placed.1 => {
                run.post(
                    &run.p.axis_hc,
                    "/reinforcements",
                    json!({"battalion": xr, "to": "F40"}),
                )
                .await;
                placed.1 = true;
            }
            ("allies", "non_combat_move") if !run.undone => {
                // One undo (R12.2): advance, take it back, and the phase is the same again.
                let after = run.advance().await;
                assert_eq!(after["phase"], "reinforcements");
                let r = run.post(&run.p.gm, "/phase/undo", json!({})).await;
                assert_eq!(r["campaign"]["phase"], "non_combat_move");
                run.undone = true;
            }
            _ => {}
        }
        let c = run.state().await;
        if c["status"] == "active" {
            run.advance().await;
        }
    }
    let c = run.state().await;
    assert_eq!(c["status"], "finished", "the campaign ended");
    // Victory per R11.
    let v = &c["victory"];
    let objectives_allied = ["F2", "F26", "F30"]
        .iter()
        .all(|z| zone(&c, z)["state"] == "allies");
    match v["winner"].as_str().unwrap() {
        "allies" => assert!(
            objectives_allied && c["objective_rounds"].as_u64().unwrap() >= 2,
            "{v}"
        ),
        _ => assert_eq!(
            v["round"], 10,
            "the Axis win only at the end of the last round"
        ),
    }
    // Units lost equal the losses entered.
    let entered: u64 = c["battles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            b["result"]["attacker_losses"].as_u64().unwrap()
                + b["result"]["defender_losses"].as_u64().unwrap()
        })
        .sum();
    let destroyed = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|u| u["destroyed"] == true && (u["class"] == "company" || u["class"] == "platoon"))
        .count() as u64;
    assert_eq!(destroyed, entered);
    assert!(c["battles"]
        .as_array()
        .unwrap()
        .iter()
        .all(|b| b["closed"] == true));
    assert!(run.battles >= 9, "{} battles", run.battles);
    assert_eq!(
        run.outcomes.len(),
        9,
        "every kind of outcome: {:?}",
        run.outcomes
    );
    assert!(run.chosen_defenders > 0 && run.default_defenders > 0);
    assert!(placed.0 && placed.1, "reinforcements on both sides");
    // The Axis guns in F20 were overrun.
    let guns = c["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["name"] == "guns F20")
        .unwrap();
    assert_eq!(guns["destroyed"], true);
    let (_, hist) = app
        .api_get(&run.p.gm, &format!("/campaigns/{id}/history"))
        .await;
    let kinds: BTreeSet<&str> = hist["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    for k in [
        "gm_override",
        "phase_undone",
        "artillery_captured",
        "reinforcement_placed",
        "support_assigned",
        "campaign_won",
    ] {
        assert!(kinds.contains(k), "{k} missing from the history");
    }
    // A finished campaign accepts no orders.
    let (s, e) = app
        .api_post(
            &run.p.gm,
            &format!("/campaigns/{id}/phase/advance"),
            json!({"force": true, "reason": "x"}),
        )
        .await;
    assert_eq!((s, e["error"]["rule"].as_str()), (422, Some("R11.3")));
}
