//! Scenario files: one JSON document with a campaign's setup and current
//! state, people by email. GMs share starting scenarios this way, and it is
//! the backup of a single campaign. Pure: parsing and validation only.

use crate::rules::map::Map;
use crate::rules::{
    BattalionId, CampaignState, Location, MemberId, Membership, Role, Side, UnitClass, UserId,
};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

pub const FORMAT: &str = "bocage-scenario";
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub format: String,
    pub version: u32,
    pub members: Vec<ScenarioMember>,
    /// Battalion id -> commander email.
    #[serde(default)]
    pub commanders: BTreeMap<BattalionId, String>,
    /// The whole campaign state; commander ids are replaced by `commanders`.
    /// A state written by an older Bocage is read through its upgrade steps.
    #[serde(deserialize_with = "upgraded")]
    pub state: CampaignState,
    /// The battles' files: always their metadata; their bytes only in a
    /// backup (`bocage campaign export --with-files`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<ScenarioFile>,
}

/// A battle file in a scenario document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    pub battle: u32,
    pub name: String,
    /// save, png, jpeg or pdf.
    pub kind: String,
    pub size: i64,
    pub sha256: String,
    pub gm_only: bool,
    /// The uploader's email.
    pub uploader: String,
    /// The side the uploader fought for in that battle.
    #[serde(default)]
    pub side: Option<Side>,
    pub uploaded_at: chrono::DateTime<chrono::Utc>,
    /// The bytes, base64 (standard alphabet), in backups only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioMember {
    pub email: String,
    #[serde(default)]
    pub display_name: String,
    pub role: String,
    #[serde(default)]
    pub side: Option<Side>,
}

/// Builds the document; `email_of` maps user ids to emails.
pub fn export(
    state: &CampaignState,
    members: Vec<ScenarioMember>,
    email_of: &BTreeMap<i64, String>,
) -> Scenario {
    let mut s = state.clone();
    let mut commanders = BTreeMap::new();
    for b in &mut s.battalions {
        if let Some(email) = b.commander.and_then(|c| email_of.get(&c.get())) {
            commanders.insert(b.id, email.clone());
        }
        b.commander = None;
    }
    Scenario {
        format: FORMAT.into(),
        version: VERSION,
        members,
        commanders,
        state: s,
        files: Vec::new(),
    }
}

fn upgraded<'de, D: serde::Deserializer<'de>>(d: D) -> Result<CampaignState, D::Error> {
    use serde::de::Error;
    let doc = serde_json::Value::deserialize(d)?;
    let doc = crate::rules::upgrade::upgrade(doc, None).map_err(D::Error::custom)?;
    serde_json::from_value(doc).map_err(D::Error::custom)
}

const ROLES: [&str; 4] = ["gm", "high_commander", "battalion_commander", "observer"];

/// Parses and checks a document; every problem is listed, nothing is created.
pub fn parse(text: &str, maps: &BTreeMap<String, Map>) -> Result<Scenario, Vec<String>> {
    let doc: Scenario = serde_json::from_str(text)
        .map_err(|e| vec![format!("line {}, column {}: {e}", e.line(), e.column())])?;
    let mut problems = Vec::new();
    if doc.format != FORMAT {
        problems.push(format!(
            "format: expected \"{FORMAT}\", found \"{}\"",
            doc.format.chars().take(40).collect::<String>()
        ));
    }
    if doc.version != VERSION {
        problems.push(format!(
            "version: this Bocage reads version {VERSION}, the file is version {}",
            doc.version
        ));
    }
    let Some(map) = maps.get(&doc.state.map_id) else {
        problems.push(format!(
            "state.map_id: there is no map \"{}\"",
            doc.state.map_id.chars().take(40).collect::<String>()
        ));
        return Err(problems);
    };
    let s = &doc.state;
    if s.name.trim().is_empty() || s.name.chars().count() > 80 {
        problems.push("state.name: a campaign needs a name of 1 to 80 characters".into());
    }
    if let Err(e) = crate::rules::params::check_params(&s.params, map) {
        problems.push(format!("state.params: {}", e.english()));
    }
    check_numbers(s, &mut problems);
    check_members(&doc, &mut problems);
    let mut ids = check_battalions(&doc, &mut problems);
    check_units(s, map, &mut ids, &mut problems);
    check_references(s, map, &mut problems);
    // Every id counter above the ids the file holds (#40: a counter left
    // below them, or at its end, would give an id twice).
    problems.extend(crate::rules::counters::problems(s));
    check_ready(&doc, map, &mut problems);
    if problems.is_empty() {
        let mut doc = doc;
        doc.state.units_mut().sort_by_key(|u| u.id);
        Ok(doc)
    } else {
        Err(problems)
    }
}

/// Every round a file names lies within the campaign's rounds (R5.1), and
/// what counts rounds does not pass them: a number the rules would never
/// make is refused here, not met later by a page.
fn check_numbers(s: &CampaignState, problems: &mut Vec<String>) {
    let rounds = s.params.rounds;
    let within = |r: u32| (1..=rounds).contains(&r);
    if !within(s.round) {
        problems.push(format!(
            "state.round: {} is not a round of this campaign (1 to {rounds}, R5.1)",
            s.round
        ));
    }
    if s.objective_rounds > rounds {
        problems.push(format!(
            "state.objective_rounds: {} is more than the campaign's {rounds} rounds (R11.1)",
            s.objective_rounds
        ));
    }
    for r in s.round_dates.keys().filter(|r| !within(**r)) {
        problems.push(format!(
            "state.round_dates.{r}: not a round of this campaign (1 to {rounds})"
        ));
    }
    for (i, b) in s.battalions.iter().enumerate() {
        if let Some(r) = b.arrives_round.filter(|r| !within(*r)) {
            problems.push(format!(
                "state.battalions[{i}].arrives_round: {r} is not a round of this campaign (1 to {rounds}, R10.1)"
            ));
        }
    }
    for (i, u) in s.units.iter().enumerate() {
        if let Some(r) = u.arrives_round.filter(|r| !within(*r)) {
            problems.push(format!(
                "state.units[{i}].arrives_round: {r} is not a round of this campaign (1 to {rounds}, R10.1)"
            ));
        }
    }
    for (i, b) in s.battles.iter().enumerate() {
        if !within(b.round) {
            problems.push(format!(
                "state.battles[{i}].round: {} is not a round of this campaign (1 to {rounds})",
                b.round
            ));
        }
    }
}

/// Emails, roles and sides of the members.
fn check_members(doc: &Scenario, problems: &mut Vec<String>) {
    for (i, m) in doc.members.iter().enumerate() {
        if !m.email.contains('@') || m.email.len() > 254 {
            problems.push(format!(
                "members[{i}].email: \"{}\" is not an email address",
                m.email.chars().take(60).collect::<String>()
            ));
        }
        if !ROLES.contains(&m.role.as_str()) {
            problems.push(format!(
                "members[{i}].role: \"{}\" is not one of {}",
                m.role.chars().take(30).collect::<String>(),
                ROLES.join(", ")
            ));
        }
        if !m.display_name.is_empty() {
            if let Err(e) = crate::rules::roles::check_display_name(&m.display_name) {
                problems.push(format!("members[{i}].display_name: {e}"));
            }
        }
        let needs_side = m.role == "high_commander" || m.role == "battalion_commander";
        if needs_side != m.side.is_some() {
            problems.push(format!(
                "members[{i}].side: {}",
                if needs_side {
                    "commanders need a side"
                } else {
                    "only commanders have a side"
                }
            ));
        }
    }
}

/// Battalion ids, sides and commanders; returns the ids used so far.
fn check_battalions(doc: &Scenario, problems: &mut Vec<String>) -> BTreeSet<u32> {
    let s = &doc.state;
    let emails: BTreeSet<String> = doc
        .members
        .iter()
        .map(|m| m.email.trim().to_lowercase())
        .collect();
    let mut ids = BTreeSet::new();
    let battalion_ids: BTreeSet<BattalionId> = s.battalions.iter().map(|b| b.id).collect();
    for (i, b) in s.battalions.iter().enumerate() {
        if !ids.insert(b.id.get()) {
            problems.push(format!("state.battalions[{i}].id: {} is used twice", b.id));
        }
        if b.side != b.nation.side() {
            problems.push(format!(
                "state.battalions[{i}].side: a {} battalion fights for the {}",
                b.nation.label(),
                b.nation.side().label()
            ));
        }
        if b.commander.is_some() {
            problems.push(format!(
                "state.battalions[{i}].commander: give commanders by email in \"commanders\""
            ));
        }
    }
    for (bid, email) in &doc.commanders {
        if !battalion_ids.contains(bid) {
            problems.push(format!("commanders.{bid}: there is no battalion {bid}"));
        }
        if !emails.contains(&email.trim().to_lowercase()) {
            problems.push(format!("commanders.{bid}: {email} is not in members"));
        }
    }
    ids
}

/// Unit ids, battalions, classes and places.
fn check_units(s: &CampaignState, map: &Map, ids: &mut BTreeSet<u32>, problems: &mut Vec<String>) {
    for (i, u) in s.units.iter().enumerate() {
        if !ids.insert(u.id.get()) {
            problems.push(format!("state.units[{i}].id: {} is used twice", u.id));
        }
        if let Some(b) = u.battalion {
            match s.battalion(b) {
                None => problems.push(format!(
                    "state.units[{i}].battalion: there is no battalion {b}"
                )),
                Some(bn) if bn.side != u.side => problems.push(format!(
                    "state.units[{i}].side: {} belongs to an {} battalion",
                    u.name,
                    bn.side.label()
                )),
                _ => {}
            }
            if !u.class.is_combat() {
                problems.push(format!(
                    "state.units[{i}].class: battalion units are companies or platoons"
                ));
            }
        } else if u.class.is_combat() {
            problems.push(format!(
                "state.units[{i}].battalion: a company or platoon belongs to a battalion"
            ));
        }
        match &u.location {
            Location::LaunchBox(bx) if map.launch_box(bx).is_none() => problems.push(format!(
                "state.units[{i}].location: there is no launch box {bx}"
            )),
            Location::Zone(z) if !map.is_zone(z) => {
                problems.push(format!("state.units[{i}].location: there is no zone {z}"))
            }
            Location::AirPool if u.class != UnitClass::Air => problems.push(format!(
                "state.units[{i}].location: only air units sit in the air pool"
            )),
            _ => {}
        }
    }
}

/// Control of every zone (R2.2) and the battles' battalions.
fn check_references(s: &CampaignState, map: &Map, problems: &mut Vec<String>) {
    let battalion_ids: BTreeSet<BattalionId> = s.battalions.iter().map(|b| b.id).collect();
    for z in s.control.keys() {
        if !map.is_zone(z) {
            problems.push(format!("state.control.{z}: there is no zone {z}"));
        }
    }
    for (i, b) in s.battles.iter().enumerate() {
        if !battalion_ids.contains(&b.attacker_battalion)
            || !battalion_ids.contains(&b.defender_battalion)
        {
            problems.push(format!(
                "state.battles[{i}]: names a battalion that does not exist"
            ));
        }
    }
    // R2.2: every zone is Allied, Axis or contested; a zone missing from
    // `control` would be none of them.
    let missing: Vec<&str> = map
        .zones()
        .iter()
        .map(|z| z.id.as_str())
        .filter(|z| !s.control.contains_key(*z))
        .collect();
    if !missing.is_empty() {
        problems.push(format!(
            "state.control: every zone needs a side (R2.2); missing: {}",
            missing.join(", ")
        ));
    }
}

/// The setup checklist, with the file's members and commanders.
fn check_ready(doc: &Scenario, map: &Map, problems: &mut Vec<String>) {
    let s = &doc.state;
    // The setup checklist, with the file's members and commanders. Who is
    // missing is part of a ready campaign, not of a scenario still in setup;
    // a commander of the wrong side is wrong either way (R1.2).
    let roster: Vec<Membership> = doc
        .members
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            Some(Membership {
                id: MemberId::new(i as i64 + 1),
                user: UserId::new(i as i64 + 1),
                name: m.display_name.clone(),
                email: m.email.trim().to_lowercase(),
                role: Role::parse(&m.role)?,
                side: m.side,
            })
        })
        .collect();
    let mut with_commanders = s.clone();
    for b in &mut with_commanders.battalions {
        b.commander = doc.commanders.get(&b.id).and_then(|e| {
            let e = e.trim().to_lowercase();
            roster.iter().find(|m| m.email == e).map(|m| m.user)
        });
    }
    for p in crate::rules::checklist(&with_commanders, map, &roster) {
        let missing_people = p.contains(" has no ");
        if !(missing_people && s.status == crate::rules::Status::Setup) {
            problems.push(format!("checklist: {p}"));
        }
    }
}

#[cfg(test)]
mod tests;
