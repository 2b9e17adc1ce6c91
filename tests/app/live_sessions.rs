//! R13.6 a live battle booked across time zones, as the server runs it: the
//! Allied commander in New York ticks his times on the sheet's grid, the
//! Axis commander in Berlin marks his through the API; each reads the
//! overlap in both zones; a slot proposed and accepted is at the same
//! instant in both calendar feeds with a reminder an hour before (and in
//! nobody else's); once it began a no-show reported and confirmed by the
//! GM is in the absent commander's record. The other side's players read
//! none of it.

use crate::helpers::{Backend, TestApp};
use chrono::{DateTime, Duration, NaiveTime, TimeZone, Utc};
use serde_json::json;

crate::per_backend!(r13_6_a_live_session_is_booked_across_time_zones_and_a_no_show_counts,);

/// Moves the battle's agreed slot `hours` into the past, as if it had
/// begun (the state written as a command would write it).
fn begun(app: &TestApp, id: i64, hours: i64) {
    let mut c = app.pool.get().unwrap();
    let (version, old) = bocage::store::campaigns::load_state(&mut c, id)
        .unwrap()
        .unwrap();
    let mut new = old.clone();
    for b in &mut new.battles {
        if let Some(k) = b.sessions.booking.as_mut() {
            k.at -= Duration::hours(hours);
        }
    }
    bocage::store::campaigns::save_state(&mut c, id, version, (&old, &new), false).unwrap();
}

async fn feed(app: &TestApp, c: &reqwest::Client) -> String {
    app.post_form(c, "/account/calendar", &[]).await;
    let (_, page) = app.get_text(c, "/account").await;
    let start = page.find("/calendar/").expect("a feed address");
    let path: String = page[start..]
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '<' && *c != '"')
        .collect();
    let r = app.client().get(app.url(&path)).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    r.text().await.unwrap()
}

async fn profile(app: &TestApp, c: &reqwest::Client, name: &str, tz: &str) {
    let r = app
        .post_form(
            c,
            "/account/profile",
            &[("display_name", name), ("time_zone", tz)],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
}

/// The value of the grid's checkbox labelled `label`.
fn block(page: &str, label: &str) -> String {
    let at = page
        .find(&format!("aria-label=\"{label}\""))
        .unwrap_or_else(|| panic!("no block {label}"));
    let before = &page[..at];
    let v = before.rfind("value=\"").unwrap() + 7;
    before[v..].split('"').next().unwrap().replace("&#43;", "+")
}

async fn r13_6_a_live_session_is_booked_across_time_zones_and_a_no_show_counts(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (p, bid) = crate::play::defended(&app).await;
    let id = p.id;
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/set-up"),
            json!({"mode": "live"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    for (email, pw) in [
        ("abc@example.com", "abc-password-1"),
        ("xbc@example.com", "xbc-password-1"),
    ] {
        app.set_password(email, pw);
    }
    let abe = app.signed_in("abc@example.com", "abc-password-1").await;
    let xaver = app.signed_in("xbc@example.com", "xbc-password-1").await;
    profile(&app, &abe, "Abe", "America/New_York").await;
    profile(&app, &xaver, "Xaver", "Europe/Berlin").await;
    let sheet = format!("/campaigns/{id}/battles/{bid}/sheet");

    // Abe, in New York, ticks 16:00 to 20:00 his time, two days from now.
    let ny = chrono_tz::America::New_York;
    let day = (Utc::now().with_timezone(&ny) + Duration::days(2)).date_naive();
    let (_, page) = app.get_text(&abe, &sheet).await;
    assert!(page.contains("id=\"mark-times\""), "{page}");
    assert!(page.contains("your time, America/New_York"));
    let label = format!("{}, 16:00 to 20:00", day.format("%a %-d %b"));
    let value = block(&page, &label);
    let from: DateTime<Utc> = ny
        .from_local_datetime(&day.and_time(NaiveTime::from_hms_opt(16, 0, 0).unwrap()))
        .unwrap()
        .with_timezone(&Utc);
    assert!(value.starts_with(&from.to_rfc3339()), "{value} {from}");
    let r = app
        .post_form(
            &abe,
            &format!("/campaigns/{id}/battles/{bid}/session/times"),
            &[("span", value.as_str())],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    // Xaver, in Berlin, marks through the API an hour earlier to an hour
    // before Abe's block ends.
    let (s, r) = app
        .api(
            reqwest::Method::PUT,
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/session/times"),
            Some(json!({"spans": [{"from": from - Duration::hours(1), "to": from + Duration::hours(3)}]})),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    // The overlap, 3 hours, in each one's zone: 16:00-19:00 for Abe,
    // 22:00-01:00 for Xaver.
    let berlin = chrono_tz::Europe::Berlin;
    let xday = from.with_timezone(&berlin).date_naive();
    let ny_words = format!("{} 16:00–19:00 (America/New_York)", day.format("%a %-d %b"));
    let berlin_words = format!(
        "{} 22:00 – {} 01:00 (Europe/Berlin)",
        xday.format("%a %-d %b"),
        xday.succ_opt().unwrap().format("%a %-d %b")
    );
    let (_, page) = app.get_text(&abe, &sheet).await;
    assert!(page.contains(&format!("you: {ny_words}")), "{page}");
    assert!(page.contains(&format!("Xaver: {berlin_words}")), "{page}");
    let (_, page) = app.get_text(&xaver, &sheet).await;
    assert!(page.contains(&format!("you: {berlin_words}")), "{page}");
    assert!(page.contains(&format!("Abe: {ny_words}")), "{page}");
    // The start offered first is the overlap's first hour.
    assert!(
        page.contains(&format!("<option value=\"{}\"", from.to_rfc3339())),
        "{page}"
    );

    // Xaver proposes its start for 3 hours; Abe is mailed and accepts on
    // the sheet.
    let (s, r) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/session"),
            json!({"at": from, "minutes": 180}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let mails = crate::turn_clock::mails(&app, "a live session is proposed");
    assert_eq!(mails, ["abc@example.com"]);
    // Xaver cannot accept his own.
    let (s, r) = app
        .api_post(
            &p.bc_axis,
            &format!("/campaigns/{id}/battles/{bid}/session/answer"),
            json!({"accept": true}),
        )
        .await;
    assert_eq!(s, 422, "{r}");
    let (_, page) = app.get_text(&abe, &sheet).await;
    assert!(page.contains("id=\"answer-session\""), "{page}");
    // His overview lists it among his battles, his to answer.
    let (_, overview) = app.get_text(&abe, &format!("/campaigns/{id}")).await;
    assert!(
        overview.contains("a live session proposed to you"),
        "{overview}"
    );
    let r = app
        .post_form(
            &abe,
            &format!("/campaigns/{id}/battles/{bid}/session/answer"),
            &[("accept", "true")],
        )
        .await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(
        crate::turn_clock::mails(&app, "your live session is agreed"),
        ["xbc@example.com"]
    );
    let (_, b) = app
        .api_get(&p.observer, &format!("/campaigns/{id}/battles"))
        .await;
    assert!(b.to_string().contains("in_play"), "{b}");
    let (_, overview) = app.get_text(&xaver, &format!("/campaigns/{id}")).await;
    let local = from.with_timezone(&chrono_tz::Europe::Berlin);
    assert!(
        overview.contains(&format!("live session {}", local.format("%Y-%m-%d %H:%M"))),
        "{overview}"
    );

    // The same instant in both feeds, with a reminder an hour before; not
    // in a High Commander's.
    let start = format!("DTSTART:{}", from.format("%Y%m%dT%H%M%SZ"));
    let end = format!(
        "DTEND:{}",
        (from + Duration::hours(3)).format("%Y%m%dT%H%M%SZ")
    );
    for c in [&abe, &xaver] {
        let ics = feed(&app, c).await;
        assert!(ics.contains(&start) && ics.contains(&end), "{ics}");
        assert!(
            ics.contains("BEGIN:VALARM")
                && (ics.contains("TRIGGER:-PT1H") || ics.contains("TRIGGER:-PT3600S")),
            "{ics}"
        );
    }
    app.set_password("xhc@example.com", "xhc-password-1");
    let xhc = app.signed_in("xhc@example.com", "xhc-password-1").await;
    let ics = feed(&app, &xhc).await;
    assert!(!ics.contains("live session"), "{ics}");

    // Not before it began: a report is refused.
    let report = format!("/campaigns/{id}/battles/{bid}/session/report");
    let (s, r) = app
        .api_post(&p.bc_allies, &report, json!({"played": false}))
        .await;
    assert_eq!(s, 422, "{r}");
    // It began an hour ago: Abe says Xaver did not come; the GM is mailed
    // and confirms it.
    let lead = (from - Utc::now()).num_hours() + 1;
    begun(&app, id, lead);
    let (s, r) = app
        .api_post(&p.bc_allies, &report, json!({"played": false}))
        .await;
    assert_eq!(s, 200, "{r}");
    assert_eq!(
        crate::turn_clock::mails(&app, "a live session to decide"),
        ["gm@example.com"]
    );
    let (s, r) = app
        .api_post(
            &p.gm,
            &format!("/campaigns/{id}/battles/{bid}/session/confirm"),
            json!({"absent": "axis"}),
        )
        .await;
    assert_eq!(s, 200, "{r}");
    let (s, rec) = app.api_get(&p.gm, &format!("/campaigns/{id}/record")).await;
    assert_eq!(s, 200, "{rec}");
    let of = |name: &str| {
        rec["records"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("{name} in {rec}"))
    };
    let x = of("Xaver");
    assert_eq!(
        (
            x["no_shows"].as_u64(),
            x["turns_answered"].as_u64(),
            x["turns_in_time"].as_u64()
        ),
        (Some(1), Some(1), Some(0)),
        "{x}"
    );
    assert_eq!(
        crate::turn_clock::mails(&app, "a live session was missed"),
        ["abc@example.com", "xbc@example.com"]
    );

    // Third parties read the stage only: no times, no slot, no no-show.
    for token in [&p.observer] {
        let (_, v) = app
            .api_get(token, &format!("/campaigns/{id}/battles"))
            .await;
        assert!(!v.to_string().contains("booking"), "{v}");
        let (_, h) = app
            .api_get(token, &format!("/campaigns/{id}/history"))
            .await;
        assert!(!h.to_string().contains("session"), "{h}");
    }
}
