//! "Overlord demo": a plausible D-Day start to click through, with demo
//! accounts for the GM, both High Commanders, several battalion commanders
//! and an observer.

use crate::app::catalog::Catalog;
use crate::app::passwords;
use crate::app::scenario::{self, Scenario, ScenarioMember};
use crate::error::AppError;
use crate::rules::forces::{AddBattalion, AddSupport};
use crate::rules::start::Start;
use crate::rules::{
    decide, Actor, CampaignState, Command, Inputs, Location, Nation, Params, Side, UnitClass,
    UserId,
};
use crate::store::{accounts, DbConn};
use chrono::NaiveDate;
use std::collections::BTreeMap;

pub struct DemoAccount {
    pub email: String,
    pub role: String,
    pub password: String,
}

pub struct Demo {
    pub campaign_id: i64,
    pub accounts: Vec<DemoAccount>,
}

const PEOPLE: [(&str, &str, &str, Option<Side>); 8] = [
    ("gm@demo.bocage", "Umpire Ike", "gm", None),
    (
        "monty@demo.bocage",
        "Monty (Allied HC)",
        "high_commander",
        Some(Side::Allies),
    ),
    (
        "rommel@demo.bocage",
        "Erwin (Axis HC)",
        "high_commander",
        Some(Side::Axis),
    ),
    (
        "bradley@demo.bocage",
        "Omar (US battalions)",
        "battalion_commander",
        Some(Side::Allies),
    ),
    (
        "dempsey@demo.bocage",
        "Miles (Commonwealth battalions)",
        "battalion_commander",
        Some(Side::Allies),
    ),
    (
        "marcks@demo.bocage",
        "Erich (coast battalions)",
        "battalion_commander",
        Some(Side::Axis),
    ),
    (
        "meyer@demo.bocage",
        "Kurt (mobile battalions)",
        "battalion_commander",
        Some(Side::Axis),
    ),
    (
        "observer@demo.bocage",
        "War correspondent",
        "observer",
        None,
    ),
];

/// (name, nation, commander email, location, arrival round)
const BATTALIONS: [(&str, Nation, &str, &str, Option<u32>); 18] = [
    (
        "1/8th Infantry (4th ID)",
        Nation::Us,
        "bradley@demo.bocage",
        "box:utah",
        None,
    ),
    (
        "2/116th Infantry (29th ID)",
        Nation::Us,
        "bradley@demo.bocage",
        "box:omaha",
        None,
    ),
    (
        "1/16th Infantry (1st ID)",
        Nation::Us,
        "bradley@demo.bocage",
        "box:omaha",
        None,
    ),
    (
        "1st Hampshire (50th Div)",
        Nation::Uk,
        "dempsey@demo.bocage",
        "box:gold",
        None,
    ),
    (
        "Royal Winnipeg Rifles",
        Nation::Canada,
        "dempsey@demo.bocage",
        "box:juno",
        None,
    ),
    (
        "2nd East Yorkshire (3rd Div)",
        Nation::Uk,
        "dempsey@demo.bocage",
        "box:sword",
        None,
    ),
    (
        "1/506th PIR (101st Airborne)",
        Nation::UsAirborne,
        "bradley@demo.bocage",
        "F10",
        None,
    ),
    (
        "9th Parachute Bn (6th Airborne)",
        Nation::UkAirborne,
        "dempsey@demo.bocage",
        "F18",
        None,
    ),
    (
        "2/115th Infantry (29th ID)",
        Nation::Us,
        "bradley@demo.bocage",
        "reinforcements",
        Some(2),
    ),
    (
        "1st Rifle Brigade (7th Armoured)",
        Nation::Uk,
        "dempsey@demo.bocage",
        "reinforcements",
        Some(3),
    ),
    (
        "1st Podhale Rifles (1st Armoured)",
        Nation::Poland,
        "dempsey@demo.bocage",
        "reinforcements",
        Some(6),
    ),
    (
        "III./919 (709. ID)",
        Nation::Heer,
        "marcks@demo.bocage",
        "F11",
        None,
    ),
    (
        "I./916 (352. ID)",
        Nation::Heer,
        "marcks@demo.bocage",
        "F14",
        None,
    ),
    (
        "I./726 (716. ID)",
        Nation::Heer,
        "marcks@demo.bocage",
        "F15",
        None,
    ),
    (
        "II./736 (716. ID)",
        Nation::Heer,
        "marcks@demo.bocage",
        "F17",
        None,
    ),
    (
        "I./6 Fallschirmjäger",
        Nation::Luftwaffe,
        "meyer@demo.bocage",
        "F13",
        None,
    ),
    (
        "I./25 SS-PzGren (12. SS)",
        Nation::WaffenSs,
        "meyer@demo.bocage",
        "reinforcements",
        Some(2),
    ),
    (
        "II./901 Panzer-Lehr",
        Nation::Heer,
        "meyer@demo.bocage",
        "reinforcements",
        Some(3),
    ),
];

/// The demo as a scenario document (setup status).
pub fn scenario(catalog: &Catalog) -> Result<Scenario, AppError> {
    let map = catalog
        .map("aa-dday")
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("map aa-dday missing")))?;
    let mut s = CampaignState::new(
        "Overlord demo",
        "aa-dday",
        Params::default(),
        NaiveDate::from_ymd_opt(1944, 6, 6).unwrap_or_default(),
    );
    for z in map.zones() {
        s.control.insert(z.id.clone(), Side::Axis);
    }
    crate::rules::setup::sync_air_pool(&mut s)?;
    let gm = Actor {
        user_id: UserId::new(0),
        gm: true,
        hc: None,
        side: None,
        covers: Vec::new(),
    };
    let inputs = Inputs::new(map, &[], chrono::Utc::now());
    let mut commanders = BTreeMap::new();
    let setup = battalions(catalog)?.into_iter().chain(artillery(catalog)?);
    for (cmd, email) in setup {
        s = decide(&s, &inputs, &gm, &cmd)?.state;
        if let (Some(e), Some(b)) = (email, s.battalions.last()) {
            commanders.insert(b.id, e.to_string());
        }
    }
    let members = PEOPLE
        .iter()
        .map(|(email, name, role, side)| ScenarioMember {
            email: email.to_string(),
            display_name: name.to_string(),
            role: role.to_string(),
            side: *side,
        })
        .collect();
    Ok(Scenario {
        format: scenario::FORMAT.into(),
        version: scenario::VERSION,
        members,
        commanders,
        state: s,
        files: Vec::new(),
    })
}

/// The demo's battalions, each with its commander's email.
fn battalions(catalog: &Catalog) -> Result<Vec<(Command, Option<&'static str>)>, AppError> {
    let mut out = Vec::new();
    for (name, nation, email, at, arrives) in BATTALIONS {
        let t = catalog
            .templates
            .get(&nation)
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("template missing")))?;
        let cmd = Command::AddBattalion(AddBattalion {
            name: name.into(),
            nation,
            commander: None,
            commander_email: None,
            location: Location::parse(at).map_err(AppError::Invalid)?,
            arrives_round: arrives,
            units: t.unit_specs(),
            hq: t.hq.clone(),
        });
        out.push((cmd, Some(email)));
    }
    Ok(out)
}

/// The demo's artillery, on the map and in the reinforcement boxes.
fn artillery(catalog: &Catalog) -> Result<Vec<(Command, Option<&'static str>)>, AppError> {
    let guns = [
        (Side::Allies, 1usize, "box:omaha", None),
        (Side::Allies, 4, "box:gold", None),
        (Side::Allies, 2, "reinforcements", Some(2)),
        (Side::Allies, 5, "reinforcements", Some(3)),
        (Side::Axis, 8, "F14", None),
        (Side::Axis, 9, "F2", None),
        (Side::Axis, 10, "F30", None),
        (Side::Axis, 7, "F26", None),
        (Side::Axis, 6, "F16", None),
    ];
    let mut out = Vec::new();
    for (side, idx, at, arrives) in guns {
        let t = catalog
            .support
            .artillery
            .get(idx)
            .ok_or_else(|| AppError::Internal(anyhow::anyhow!("support type missing")))?;
        let cmd = Command::AddSupport(AddSupport {
            side,
            class: UnitClass::Artillery,
            name: t.name.clone(),
            cmbn: t.cmbn.clone(),
            location: Location::parse(at).map_err(AppError::Invalid)?,
            arrives_round: arrives,
        });
        out.push((cmd, None));
    }
    Ok(out)
}

/// Creates the demo accounts (random passwords) and the started campaign.
pub fn create(
    conn: &mut DbConn,
    catalog: &Catalog,
    mail: &crate::mail::notify::MailCtx,
) -> Result<Demo, AppError> {
    let base_url = mail.base_url.as_str();
    let doc = scenario(catalog)?;
    let mut accounts_out = Vec::new();
    let mut gm_user = None;
    for (email, name, role, _) in PEOPLE {
        let password = passwords::random_token(6);
        let hash = passwords::hash_password(&password)?;
        let user = match accounts::find_by_email(conn, email)? {
            Some(u) => {
                accounts::set_password(conn, u.id, &hash)?;
                u
            }
            None => {
                let id = accounts::create(conn, email, name, &hash, false)?;
                accounts::find(conn, id)?.ok_or(AppError::NotFound)?
            }
        };
        if role == "gm" {
            gm_user = Some(user);
        }
        accounts_out.push(DemoAccount {
            email: email.into(),
            role: role.replace('_', " "),
            password,
        });
    }
    let gm: crate::app::accounts::User = gm_user
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("no demo GM")))?
        .into();
    let (id, _) = crate::app::campaigns::import_in(conn, &doc, &gm, base_url)?;
    let states = Default::default();
    // Nobody listens to a campaign being made.
    let live = Default::default();
    let parts = crate::app::Parts {
        catalog,
        mail,
        states: &states,
        live: &live,
    };
    crate::app::execute::execute_in(conn, &parts, id, &gm, Command::Start(Start {}))?;
    Ok(Demo {
        campaign_id: id,
        accounts: accounts_out,
    })
}

pub fn print(demo: &Demo, base_url: &str) {
    println!(
        "\nDemo campaign \"Overlord demo\": {}/campaigns/{}",
        base_url.trim_end_matches('/'),
        demo.campaign_id
    );
    println!("Demo accounts (passwords shown once):");
    for a in &demo.accounts {
        println!("  {:<24} {:<22} {}", a.email, a.role, a.password);
    }
    println!();
}
