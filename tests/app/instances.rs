//! Two instances on one database (#16 part 3), the scale path: drafting
//! split across both, concurrently, loses and duplicates nothing; each
//! serves the other's changes at once; each notice is mailed once.

use crate::api::{battalion, players};
use crate::helpers::{Backend, TestApp};
use crate::per_backend;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::time::Duration;

per_backend!(two_instances_share_one_database);

async fn two_instances_share_one_database(backend: Backend) {
    let one = TestApp::spawn(backend).await;
    let two = one.twin().await;
    let p = players(&one).await;
    let id = p.id;
    let (_, bu) = battalion(&one, &p, "B", "us", "abc@example.com", "F13").await;
    battalion(&one, &p, "X", "heer", "xbc@example.com", "F22").await;
    let (s, r) = two
        .api_post(&p.gm, &format!("/campaigns/{id}/start"), json!({}))
        .await;
    assert_eq!(
        s, 200,
        "the second instance starts what the first set up: {r}"
    );
    // Every unit drafted alone, alternately through each instance, all at
    // once.
    let drafts = bu.iter().enumerate().map(|(i, u)| {
        let app = if i % 2 == 0 { &one } else { &two };
        let token = p.bc_allies.clone();
        async move {
            app.api_post(
                &token,
                &format!("/campaigns/{id}/orders"),
                json!({"units": [u], "to": "F12"}),
            )
            .await
        }
    });
    let answers = futures_util::future::join_all(drafts).await;
    let mut acknowledged = BTreeSet::new();
    for (s, r) in &answers {
        assert_eq!(*s, 201, "no error on either instance: {r}");
        acknowledged.insert(r["draft"]["id"].as_u64().unwrap());
    }
    assert_eq!(
        acknowledged.len(),
        bu.len(),
        "one draft per acknowledged write"
    );
    // Both instances serve the same drafts, at once.
    for app in [&one, &two] {
        let (s, v) = app
            .api_get(&p.bc_allies, &format!("/campaigns/{id}/orders"))
            .await;
        assert_eq!(s, 200, "{v}");
        let ids: BTreeSet<u64> = v["drafts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["id"].as_u64().unwrap())
            .collect();
        assert_eq!(ids, acknowledged, "nothing lost, nothing duplicated");
    }
    // A change through one is read through the other without delay.
    let first = *acknowledged.iter().next().unwrap();
    let (s, r) = one
        .api(
            reqwest::Method::DELETE,
            &p.bc_allies,
            &format!("/campaigns/{id}/orders/{first}"),
            None,
        )
        .await;
    assert!(s == 200 || s == 204, "{r}");
    let (_, v) = two.api_get(&p.allied_hc, &format!("/campaigns/{id}")).await;
    let drafts: Vec<&Value> = v["drafts"].as_array().unwrap().iter().collect();
    assert_eq!(drafts.len(), bu.len() - 1);
    assert!(drafts.iter().all(|d| d["id"] != first));
    // The commit mails the side once, whichever instance's worker sends it.
    let (s, r) = two
        .api_post(
            &p.allied_hc,
            &format!("/campaigns/{id}/orders/commit"),
            json!({}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let sent_rows = || {
        let mut c = one.pool.get().unwrap();
        bocage::store::outbox::all(&mut c)
            .unwrap()
            .into_iter()
            .filter(|m| m.status == "sent")
            .count()
    };
    let eml = || {
        [&one, &two]
            .iter()
            .map(|a| {
                std::fs::read_dir(a.dir.path().join("outbox"))
                    .map(|d| d.count())
                    .unwrap_or(0)
            })
            .sum::<usize>()
    };
    let mut waited = 0;
    while waited < 100 {
        let pending = {
            let mut c = one.pool.get().unwrap();
            bocage::store::outbox::all(&mut c)
                .unwrap()
                .into_iter()
                .filter(|m| m.status == "pending")
                .count()
        };
        if pending == 0 && eml() == sent_rows() {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
        waited += 1;
    }
    assert!(sent_rows() > 0, "mail went out");
    assert_eq!(
        eml(),
        sent_rows(),
        "each message written once, by one instance"
    );
}
