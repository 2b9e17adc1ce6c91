//! The API's documentation: one table of endpoints with an example each and
//! the types of their bodies and answers. `/api/v1/docs` shows it as a page;
//! `openapi.rs` turns it into the OpenAPI document, with schemas generated
//! from those types.

use super::answers;
use super::schemas::{
    assign_support, choose_casualties, choose_defenders, enter_result, of, rename_unit,
    set_battle_due, update_battalion, update_draft, SchemaFn, AT, HISTORY, UNITS,
};
use super::views::CampaignView;
use crate::rules::{self, battle_view::BattleView};
use actix_web::HttpResponse;
use askama::Template;

pub struct Endpoint {
    pub method: &'static str,
    pub path: &'static str,
    pub summary: &'static str,
    pub who: &'static str,
    /// An example request body.
    pub body: Option<&'static str>,
    pub status: u16,
    /// An example answer.
    pub response: &'static str,
    /// The type of the request body, and of the answer.
    pub request: Option<SchemaFn>,
    pub answer: Option<SchemaFn>,
    /// Query parameters: (name, description).
    pub query: &'static [(&'static str, &'static str)],
}

const STATE: &str = r#"{"events": [{"kind": "...", "summary": "..."}], "campaign": { ...as GET /campaigns/{id}... }}"#;

pub const ENDPOINTS: &[Endpoint] = &[
    Endpoint { method: "GET", path: "/api/v1/me", summary: "The signed-in user.", who: "anyone signed in", body: None, status: 200,
        response: r#"{"id": 3, "email": "hc@example.com", "display_name": "Monty", "time_zone": "Europe/London", "is_admin": false}"#,
        request: None, answer: Some(of::<answers::Me>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns", summary: "Campaigns you belong to (all of them for a site admin).", who: "anyone signed in", body: None, status: 200,
        response: r#"{"campaigns": [{"id": 1, "name": "Overlord demo", "map": "aa-dday", "status": "active", "round": 1, "side": "allies", "phase": "combat_move", "victory": null}]}"#,
        request: None, answer: Some(of::<answers::CampaignList>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns", summary: "Create a campaign (setup status); you become its GM.", who: "site admin",
        body: Some(r#"{"name": "Summer league", "map": "aa-dday", "start_date": "1944-06-06"}"#), status: 201, response: r#"{ ...the campaign, as GET /campaigns/{id}... }"#,
        request: Some(of::<super::campaigns::CreateCampaign>), answer: Some(of::<CampaignView>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/import", summary: "Create a new campaign from a scenario file (the JSON of GET /campaigns/{id}/export). Everything is checked first (format, map, parameters, ids, places, and the setup checklist; who commands is not required for a campaign still in setup); a bad file answers 422 with every problem and creates nothing. Unknown emails become invited users; you become a GM of the new campaign.", who: "site admin, or the GM of any campaign",
        body: Some(r#"{"format": "bocage-scenario", "version": 1, "members": [{"email": "hc@example.com", "display_name": "Monty", "role": "high_commander", "side": "allies"}], "commanders": {"2": "bc@example.com"}, "state": { "...": "CampaignState as exported" }}"#), status: 201,
        response: r#"{"id": 7, "invitations": [{"email": "hc@example.com", "invite_link": "http://127.0.0.1:8080/invite/..."}]}"#,
        request: Some(of::<crate::scenario::Scenario>), answer: Some(of::<answers::Imported>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/export", summary: "The campaign as a scenario file: format, version, members by email and role, battalion commanders by email, and the whole state (parameters, battalions with units and locations, artillery, air pools, reinforcement schedule, control of every zone, round/side/phase, battles, history-free).", who: "GM or site admin", body: None, status: 200,
        response: r#"{"format": "bocage-scenario", "version": 1, "members": [...], "commanders": {"2": "bc@example.com"}, "state": {"name": "Overlord demo", "map_id": "aa-dday", "params": {...}, "status": "active", "round": 1, "side": "allies", "phase": "combat_move", "control": {"F1": "axis"}, "battalions": [...], "units": [...], "...": "..."}}"#,
        request: None, answer: Some(of::<crate::scenario::Scenario>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}", summary: "Campaign state as you may see it (`rules::view`): round, side, phase, deadline, victory, blockers you may know of, zones (state, controller, unit and artillery counts per side, battalions, neighbours), battalions, units (enemy unit names are null unless you are the GM), drafts of your own side, battles, air pools, launch boxes, parameters.", who: "member (404 otherwise)", body: None, status: 200,
        response: r#"{"id": 1, "name": "Overlord demo", "map": "aa-dday", "status": "active", "round": 1, "side": "allies", "phase": "combat_move", "deadline": null,
 "start_date": "1944-06-06", "round_date": "1944-06-06", "params": {"rounds": 10, "stack_limit": 12, "artillery_stack": 1, "move_range": 1, "max_battle_companies": 3, "naval_support": 3, "...": "..."},
 "victory": null, "objective_rounds": 0, "my_roles": [{"role": "battalion_commander", "side": "allies"}],
 "blockers": [{"message": "2 drafted move(s) not committed by the High Commander", "forceable": true}],
 "launch_boxes": [{"id": "omaha", "name": "Omaha Beach", "beach": "F14", "location": "box:omaha"}],
 "zones": [{"id": "F14", "name": "Isigny / Trévières", "coastal": true, "bunker": true, "objective": false, "entry": null, "state": "axis", "controller": "axis",
            "units": {"allies": 0, "axis": 9}, "artillery": {"allies": 0, "axis": 1}, "battalions": {"allies": [], "axis": [7]}, "neighbours": ["F13", "F15", "F21", "F22"]}],
 "battalions": [{"id": 2, "name": "2/116th Infantry", "nation": "us", "side": "allies", "commander": 5, "arrives_round": null, "units": [3, 4, 5]}],
 "units": [{"id": 3, "side": "allies", "battalion": 2, "name": "Rifle Company A", "kind": "infantry", "class": "company", "cmbn": "US Army > Infantry > Rifle Company", "location": "box:omaha", "destroyed": false, "arrives_round": null}],
 "drafts": [{"id": 40, "kind": "combat", "battalion": 2, "units": [3, 4], "to": "F14", "target": 7, "author": 5}],
 "battles": [ ...as GET /battles/{bid}... ], "ships_available": 3, "air_pools": {"allies": [90, 91, 92], "axis": [93]}}"#,
        request: None, answer: Some(of::<CampaignView>), query: AT },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/actions", summary: "What you may do now, computed by the rules (`rules::actions`, which the tests hold to agree with what the rules accept): every unit you may order with each legal destination and the kind of move (capture, attack, reinforce, land, move), the battalions an attack may target with the provisional odds and battle type your battalion would get there; for the High Commander the commit (ready or not, and why), the support each open battle may get and the reinforcements that may be placed and where; the defenders and casualties you choose, with the R7.1 and R8.1 defaults preselected; for the GM whether the phase may advance, what forcing would do, and the battles awaiting a result. `?units=3,4,5` narrows the moves to those units.", who: "member (observers get empty lists)", body: None, status: 200,
        response: r#"{"moves": [{"unit": 3, "battalion": 2, "class": "company", "from": "box:omaha", "destinations": [{"to": "F14", "kind": "attack", "needs_target": true, "targets": [{"battalion": 7, "name": "I./916", "odds": {"attackers": 1, "defenders": 1, "battle_type": "Meeting Engagement", "text": "1 vs 1 = 1 -> below the table -> Meeting Engagement (provisional: defenders not chosen)", "provisional": true}}]}]}], "commit": {"drafts": 0, "ready": false, "problem": "There are no drafted moves to commit. (R6.2)"}, "support": [], "reinforcements": [], "defenders": [], "casualties": [], "gm": null}"#,
        request: None, answer: Some(of::<rules::Actions>), query: UNITS },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/members", summary: "Members and their roles.", who: "member", body: None, status: 200,
        response: r#"{"members": [{"membership_id": 1, "user_id": 1, "email": "gm@example.com", "display_name": "GM", "role": "gm", "side": null}]}"#,
        request: None, answer: Some(of::<answers::Members>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/members", summary: "Add a member by email; a new user gets an invitation link (valid 7 days). Roles: gm, high_commander, battalion_commander, observer; the last two commanders need a side.", who: "GM",
        body: Some(r#"{"email": "bc@example.com", "role": "battalion_commander", "side": "allies"}"#), status: 201, response: r#"{"user_id": 12, "invite_link": "http://127.0.0.1:8080/invite/4f0c..."}"#,
        request: Some(of::<super::campaigns::AddMember>), answer: Some(of::<answers::MemberAdded>), query: &[] },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/params", summary: "Set every rule parameter of RULES.md (setup only). Omitted keys take their defaults.", who: "GM",
        body: Some(r#"{"rounds": 10, "stack_limit": 12, "artillery_stack": 1, "move_range": 1, "max_battle_companies": 3, "naval_support": 3, "air_support_allies": 3, "air_support_axis": 1, "bunker_fortifications": true,
 "qb_ratio_table": [{"ratio": 4, "battle_type": "Assault"}, {"ratio": 3, "battle_type": "Attack"}, {"ratio": 2, "battle_type": "Probe"}],
 "qb_size_table": [{"up_to": 0.5, "force_size": "Tiny", "map_size": "~430 x 290 m", "minutes": 30, "assault_bonus": 0}, {"up_to": null, "force_size": "Huge", "map_size": "~1700 x 1700 m", "minutes": 120, "assault_bonus": 30}],
 "launch_boxes_by_nation": {"us": ["utah", "omaha"], "uk": ["gold", "juno", "sword"]}, "axis_entry": ["F33", "F35", "F37", "F40", "F32", "F42"], "objectives": ["F2", "F26", "F30"]}"#), status: 200, response: STATE,
        request: Some(of::<rules::Params>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/calendar", summary: "The date of round 1 and, optionally, other rounds' dates.", who: "GM",
        body: Some(r#"{"start_date": "1944-06-06", "round_dates": {"2": "1944-06-08"}}"#), status: 200, response: STATE,
        request: Some(of::<rules::SetCalendar>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/battalions", summary: "Add a battalion from its nation's template (us, us_airborne, uk, uk_airborne, canada, poland, heer, luftwaffe, waffen_ss). Location: a zone (\"F14\"), a launch box (\"box:omaha\") or \"reinforcements\" with arrives_round. The commander, `commander` (a user id) or `commander_email`, must be a member.", who: "GM, setup only",
        body: Some(r#"{"name": "2/116th Infantry", "nation": "us", "commander_email": "bc@example.com", "location": "box:omaha"}"#), status: 201,
        response: r#"{"battalion": 2, "units": [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], "events": [...], "campaign": {...}}"#,
        request: Some(of::<rules::AddBattalion>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "PATCH", path: "/api/v1/campaigns/{id}/battalions/{bid}", summary: "Rename a battalion or change its commander (also after the start).", who: "GM",
        body: Some(r#"{"name": "2nd Bn, 116th Infantry", "commander": 12}"#), status: 200, response: STATE,
        request: Some(update_battalion), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "DELETE", path: "/api/v1/campaigns/{id}/battalions/{bid}", summary: "Remove a battalion and its units.", who: "GM, setup only", body: None, status: 200, response: STATE,
        request: None, answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "PATCH", path: "/api/v1/campaigns/{id}/units/{uid}", summary: "Rename a unit.", who: "GM", body: Some(r#"{"name": "Able Company"}"#), status: 200, response: STATE,
        request: Some(rename_unit), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "DELETE", path: "/api/v1/campaigns/{id}/units/{uid}", summary: "Remove an artillery or air unit.", who: "GM, setup only", body: None, status: 200, response: STATE,
        request: None, answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/support", summary: "Add an artillery unit (on a zone or in the reinforcement box with arrives_round) or an air unit (class \"air\", in the side's pool).", who: "GM, setup only",
        body: Some(r#"{"side": "allies", "class": "artillery", "name": "105mm battery (US)", "location": "F13"}"#), status: 201, response: r#"{"unit": 95, "events": [...], "campaign": {...}}"#,
        request: Some(of::<rules::AddSupport>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/control", summary: "Set who controls a zone at the start (every zone starts Axis; zones held by one side's units only are given to that side when the campaign starts).", who: "GM, setup only",
        body: Some(r#"{"zone": "F10", "side": "allies"}"#), status: 200, response: STATE,
        request: Some(of::<rules::SetControl>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/checklist", summary: "Everything that stops the campaign from starting.", who: "member", body: None, status: 200,
        response: r#"{"ready": false, "problems": ["The Axis side has no High Commander.", "F14: Allied units are 13, the limit is 12 (R4.1)."]}"#,
        request: None, answer: Some(of::<answers::Checklist>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/start", summary: "Freeze setup and open round 1, Allied turn, combat move.", who: "GM", body: None, status: 200, response: STATE,
        request: None, answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/orders", summary: "The current phase, your side's drafted moves, and every zone where they would break stacking as they stand (R4.4: e.g. after deleting the move that made room for another; the commit refuses them). Players of the other side and observers get empty lists.", who: "member", body: None, status: 200,
        response: r#"{"phase": "combat_move", "side": "allies", "drafts": [{"id": 4, "kind": "combat", "battalion": 2, "units": [3, 4], "to": "F14", "target": 7, "author": 5}], "stacking_problems": [{"rule": "R4.1", "message": "F13: Allied units would be 13, the limit is 12."}]}"#,
        request: None, answer: Some(of::<answers::Orders>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/commands", summary: "Any change, as one tagged command: `command` names it and the other fields are its payload, exactly as the REST path of that command takes them (plus the ids the path would carry, e.g. `battle`, `draft`, `battalion`, `unit`). Commands: set_params, set_calendar, add_battalion, update_battalion, remove_battalion, rename_unit, add_support, remove_unit, set_control, add_member, remove_member (`member`: a membership id from GET /members), start, draft_move, update_draft, delete_draft, commit, place_reinforcement, assign_support, choose_defenders, set_conditions, set_battle_due, enter_result, choose_casualties, set_deadline, advance, undo, restore_unit (`unit`, `to`: the GM brings back a destroyed unit, R3.5). Answers like the REST path (201 for draft_move, add_battalion, add_support).", who: "as the command's REST path",
        body: Some(r#"{"command": "draft_move", "units": [3, 4, 5], "to": "F14", "target": 7}"#), status: 201, response: r#"{"draft": {"id": 3, "kind": "combat", "battalion": 2, "units": [3, 4, 5], "to": "F14", "target": 7, "author": 5}, "events": [{"kind": "draft", "summary": "Move 3 drafted: ..."}], "campaign": {...}}"#,
        request: Some(of::<rules::Command>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/orders", summary: "Draft a move (R6, R9): units of one battalion from one place to a zone. In the combat move, `target` names the enemy battalion attacked (needed when the zone holds several; to attack inside a contested zone, give the zone the units stand in). Checked at once: range, phase, ownership, stacking of the drafted end state, attack composition, one attack per defender.", who: "the units' battalion commander, the side's HC, or the GM",
        body: Some(r#"{"units": [3, 4, 5, 16], "to": "F14", "target": 7}"#), status: 201, response: r#"{"draft": {"id": 40, "kind": "combat", "battalion": 2, "units": [3, 4, 5, 16], "to": "F14", "target": 7, "author": 5}, "events": [...], "campaign": {...}}"#,
        request: Some(of::<rules::DraftMove>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/orders/{oid}", summary: "Change a drafted move.", who: "its author, the battalion's commander, the HC, or the GM",
        body: Some(r#"{"units": [3, 4], "to": "F14", "target": 7}"#), status: 200, response: r#"{"draft": {...}, "events": [...], "campaign": {...}}"#,
        request: Some(update_draft), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "DELETE", path: "/api/v1/campaigns/{id}/orders/{oid}", summary: "Delete a drafted move.", who: "its author, the battalion's commander, the HC, or the GM", body: None, status: 200, response: STATE,
        request: None, answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/orders/commit", summary: "Commit the side's drafts: the whole set is validated again and applied at once, or nothing is. Empty enemy zones are captured, attacks become battles.", who: "the acting side's HC, or the GM", body: None, status: 200, response: STATE,
        request: None, answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/reinforcements", summary: "Place an available battalion (or units, e.g. an artillery unit) from the reinforcement box: Allies into a launch box of the nation's beaches, Axis into an Axis-held entry zone (R10).", who: "the acting side's HC, or the GM",
        body: Some(r#"{"battalion": 30, "to": "box:utah"}"#), status: 200, response: STATE,
        request: Some(of::<rules::PlaceReinforcement>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/phase/advance", summary: "Advance to the next phase. Refused with the list of blockers unless `force` (then the defaults apply: uncommitted drafts dropped, R7.1 defenders, R8.1 casualties; a reason is required and recorded). A missing battle result cannot be forced.", who: "GM",
        body: Some(r#"{"force": true, "reason": "Axis HC on holiday"}"#), status: 200, response: STATE,
        request: Some(of::<rules::Advance>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/phase/undo", summary: "Undo the last phase transition (R12.2); recorded in the history.", who: "GM", body: None, status: 200, response: STATE,
        request: None, answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/phase/deadline", summary: "Set or clear (null) the current phase's deadline, in UTC.", who: "GM",
        body: Some(r#"{"deadline": "2026-12-01T18:00:00Z"}"#), status: 200, response: STATE,
        request: Some(of::<rules::SetDeadline>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles", summary: "Every battle with status (awaiting_defenders, ready_for_setup, being_played, result_entered, casualties_chosen, closed), odds, size, result and casualties.", who: "member", body: None, status: 200,
        response: r#"{"battles": [ ...as GET /battles/{bid}... ]}"#,
        request: None, answer: Some(of::<answers::Battles>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles/{bid}", summary: "One battle. Unit names of a side are null for players of the other side.", who: "member", body: None, status: 200,
        response: r#"{"id": 41, "round": 1, "attacker_side": "allies", "zone": "F14", "status": "ready_for_setup", "attacker_battalion": 2, "defender_battalion": 7,
 "attacker_units": [3, 4, 5, 16], "defender_units": [50, 51, 52], "attacker_unit_names": [{"id": 3, "name": "Rifle Company A", "class": "company"}], "defender_unit_names": null,
 "defenders_required": 3, "max_battle_companies": 3, "from_launch_box": "omaha", "support": {"artillery": [95], "air": [], "ship": "USS Texas"},
 "odds": {"attackers": 4, "defenders": 3, "ratio": 1.33, "table_ratio": 0, "battle_type": "Meeting Engagement", "text": "4 vs 3 = 1.33 -> below the table -> Meeting Engagement"},
 "size": {"company_equivalents": 3.5, "force_size": "Large", "map_size": "~1200 x 1200 m", "minutes": 90, "assault_bonus": 0, "total_minutes": 90},
 "result": null, "attacker_casualties": null, "defender_casualties": null, "closed": false, "conditions": {"time_of_day": "", "weather": "", "ground": ""}, "due": null}"#,
        request: None, answer: Some(of::<BattleView>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles/{bid}/sheet", summary: "The CMBN Quick Battle setup sheet (R7.2-R7.4): QB battle type, odds text, force size, map size, time limit with the assault bonus, date, conditions, each side's nation, battalion, commander, HQ, units with CMBN purchase hints and support (null for a force you may not see), fortifications, naval support, 3-5 suggested QB maps (with a note when the catalogue has no exact match), and the same as a BBCode block.", who: "member; each player sees only their own side's force, the GM sees all", body: None, status: 200,
        response: r#"{"sheet": {"battle": 41, "zone": "F14", "zone_name": "Isigny / Trévières", "round": 1, "date": "06 June 1944", "region": "France", "odds": "5 vs 5 = 1 -> below the table -> Meeting Engagement",
 "battle_type": "Meeting Engagement", "qb_battle_type": "Meeting Engagement", "force_size": "Large", "map_size": "~1200 x 1200 m", "minutes": 90, "assault_bonus": 0, "total_minutes": 90,
 "time_of_day": "GM's choice", "weather": "GM's choice", "ground": "GM's choice", "fortifications": "2 bunker(s), 4 trench sections, 6 barbed wire, 4 minefield tiles (suggested)", "naval_support": null,
 "attacker": {"side": "allies", "role": "attacker", "nation": "US", "battalion": "2/116th Infantry", "commander": "Dan", "hq": "Battalion HQ", "unit_count": 5, "units": [{"name": "Rifle Company A", "class": "company", "cmbn": "US Army > Infantry > Rifle Company"}], "support": ["105mm battery (US) via FO"]},
 "defender": {"side": "axis", "role": "defender", "nation": "German Army (Heer)", "battalion": "I./916", "commander": "Kurt", "hq": "Bataillonsstab", "unit_count": 5, "units": null, "support": null},
 "maps": {"wanted_type": "Meeting Engagement", "wanted_size": "Large", "maps": [{"name": "Meet Large Rough (bocage) QB-101", "stock": true, "battle_type": "Meeting Engagement", "size": "Large", "width_m": 1200.0, "depth_m": 1184.0, "length_min": 90, "region": "France", "terrain": "Rough", "date": "06/06/1944"}], "note": null}},
 "bbcode": "[b]...[/b]"}"#,
        request: None, answer: Some(of::<answers::SheetAnswer>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/battles/{bid}/support", summary: "Assign off-map support to an attack (R6.6, R2.4): the side's artillery in or next to the battle zone, air units from the pool, each once per turn; `ship` for an Allied assault from a launch box onto its beach. Replaces earlier support of this battle.", who: "the attacking side's HC, or the GM",
        body: Some(r#"{"artillery": [95], "air": [90], "ship": true}"#), status: 200, response: STATE,
        request: Some(assign_support), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/battles/{bid}/defenders", summary: "Choose the defending units (R7.1): at least `defenders_required`, at most 3 company-class units plus platoons, from the attacked battalion's units in the zone. The GM may send an empty list to apply the default.", who: "the defending battalion's commander, the defending HC, or the GM",
        body: Some(r#"{"units": [50, 51, 52]}"#), status: 200, response: STATE,
        request: Some(choose_defenders), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/battles/{bid}/result", summary: "Enter the outcome (R7.5): total_victory, major_victory, tactical_victory, minor_victory, draw, minor_loss, tactical_loss, major_loss, total_loss (the attacker's view). Losses default to the cap and may not exceed it or the units present.", who: "GM, in the combat resolution phase",
        body: Some(r#"{"outcome": "minor_victory", "attacker_losses": 1, "defender_losses": 2, "notes": "Close fight at the draw.", "link": "https://forum.example/aar/12"}"#), status: 200, response: STATE,
        request: Some(enter_result), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/battles/{bid}/casualties", summary: "Choose which of your battle units are lost (R8.1): exactly the count set. `side` picks the side when you could answer for both (GM, or one user commanding both battalions).", who: "the battalion's commander, that side's HC, or the GM, in the combat results phase",
        body: Some(r#"{"units": [50, 52], "side": "axis"}"#), status: 200, response: STATE,
        request: Some(choose_casualties), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/battles/{bid}/conditions", summary: "Time of day, weather and ground for the setup sheet.", who: "GM",
        body: Some(r#"{"time_of_day": "Dawn", "weather": "Overcast", "ground": "Damp"}"#), status: 200, response: STATE,
        request: Some(of::<rules::Conditions>), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/battles/{bid}/due", summary: "Set or clear (null) a battle's due date, in UTC; it defaults to the phase deadline and is shown on the battles page, marked when overdue.", who: "GM",
        body: Some(r#"{"due": "2026-12-03T20:00:00Z"}"#), status: 200, response: STATE,
        request: Some(set_battle_due), answer: Some(of::<answers::Change>), query: &[] },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/history", summary: "The history (R12), newest first, as you may see it (no enemy drafts). Filters: ?round=2&kind=orders_committed.", who: "member", body: None, status: 200,
        response: r#"{"events": [{"id": 88, "round": 1, "side": "allies", "phase": "combat_move", "kind": "orders_committed", "actor": 4, "summary": "Allied orders committed: ...", "payload": {}, "at": "2026-11-29T15:00:00Z"}]}"#,
        request: None, answer: Some(of::<answers::History>), query: HISTORY },
];
pub const ERRORS: &str = r#"{"error": {"code": "rule_violation", "rule": "R4.1", "message": "F14: Allied units would be 13, the limit is 12."}}"#;

#[derive(Template)]
#[template(path = "api/docs.html")]
struct DocsPage {
    endpoints: &'static [Endpoint],
    errors: &'static str,
}

pub async fn docs_page() -> actix_web::Result<HttpResponse> {
    let html = DocsPage {
        endpoints: ENDPOINTS,
        errors: ERRORS,
    }
    .render()
    .map_err(actix_web::error::ErrorInternalServerError)?;
    Ok(crate::web::html(html))
}
