//! The API's documentation: one table of endpoints with an example each and
//! the types of their bodies and answers. `/api/v1/docs` shows it as a page;
//! `openapi.rs` turns it into the OpenAPI document, with schemas generated
//! from those types.

use super::answers;
use super::files;
use super::messages as msg;
use super::notes;
use super::schemas::{
    of, SchemaFn, AT, CHANNEL, HISTORY, REPORT, STATS, UNITS, UPLOAD, VIEW, VIEWPOINT,
};
use super::views::CampaignView;
use super::webhooks as hooks;
use crate::rules::command::{Spec, COMMANDS};
use crate::rules::{self, battle_view::BattleView};
use actix_web::HttpResponse;
use askama::Template;
use std::sync::OnceLock;

#[derive(Clone, Copy)]
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
    /// The registry entry of the command this path issues: its request
    /// body is the command's payload (less the ids of the address).
    pub command: Option<&'static Spec>,
}

const STATE: &str = r#"{"events": [{"kind": "...", "summary": "..."}], "campaign": { ...as GET /campaigns/{id}... }}"#;

/// Every endpoint: the reads and non-command changes below, then every
/// command of the registry (`rules::registry`) at its REST path, and
/// `POST .../commands`, which takes any of them.
pub fn endpoints() -> &'static [Endpoint] {
    static ALL: OnceLock<Vec<Endpoint>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all: Vec<Endpoint> = OTHERS.to_vec();
        all.push(commands_endpoint());
        all.extend(COMMANDS.iter().map(command_endpoint));
        all
    })
}

/// A text made once for the life of the process (the table is built once).
fn forever(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

fn command_endpoint(spec: &'static Spec) -> Endpoint {
    Endpoint {
        method: spec.api.method,
        path: forever(format!("/api/v1{}", spec.api.path)),
        summary: spec.docs.summary,
        who: spec.docs.who,
        body: spec.docs.body,
        status: spec.status(),
        response: spec.docs.answer.unwrap_or(STATE),
        request: None,
        answer: Some(of::<answers::Change>),
        query: &[],
        command: Some(spec),
    }
}

fn commands_endpoint() -> Endpoint {
    let tags: Vec<&str> = COMMANDS.iter().map(|c| c.tag).collect();
    let created: Vec<&str> = COMMANDS
        .iter()
        .filter(|c| c.status() == 201)
        .map(|c| c.tag)
        .collect();
    Endpoint {
        method: "POST",
        path: "/api/v1/campaigns/{id}/commands",
        summary: forever(format!(
            "Any change, as one tagged command: `command` names it and the other fields are its payload, exactly as the REST path of that command takes them (plus the ids the path would carry, e.g. `battle`, `draft`, `battalion`, `unit`, `member`). Commands: {}. Answers like the REST path ({} for {}).",
            tags.join(", "),
            201,
            created.join(", ")
        )),
        who: "as the command's REST path",
        body: Some(r#"{"command": "draft_move", "units": [3, 4, 5], "to": "F14", "target": 7}"#),
        status: 201,
        response: r#"{"draft": {"id": 3, "kind": "combat", "battalion": 2, "units": [3, 4, 5], "to": "F14", "target": 7, "author": 5}, "events": [{"kind": "draft", "summary": "Move 3 drafted: ..."}], "campaign": {...}}"#,
        request: Some(of::<rules::Command>),
        answer: Some(of::<answers::Change>),
        query: &[],
        command: None,
    }
}

/// The endpoints that are not commands.
const OTHERS: &[Endpoint] = &[
    Endpoint { method: "GET", path: "/api/v1/me", summary: "The signed-in user.", who: "anyone signed in", body: None, status: 200,
        response: r#"{"id": 3, "email": "hc@example.com", "display_name": "Monty", "time_zone": "Europe/London", "is_admin": false}"#,
        request: None, answer: Some(of::<answers::Me>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns", summary: "Campaigns you belong to (all of them for a site admin).", who: "anyone signed in", body: None, status: 200,
        response: r#"{"campaigns": [{"id": 1, "name": "Overlord demo", "map": "aa-dday", "status": "active", "round": 1, "side": "allies", "phase": "combat_move", "victory": null}]}"#,
        request: None, answer: Some(of::<answers::CampaignList>), query: &[], command: None },
    Endpoint { method: "POST", path: "/api/v1/campaigns", summary: "Create a campaign (setup status); you become its GM.", who: "site admin",
        body: Some(r#"{"name": "Summer league", "map": "aa-dday", "start_date": "1944-06-06"}"#), status: 201, response: r#"{ ...the campaign, as GET /campaigns/{id}... }"#,
        request: Some(of::<super::campaigns::CreateCampaign>), answer: Some(of::<CampaignView>), query: &[], command: None },
    Endpoint { method: "POST", path: "/api/v1/campaigns/import", summary: "Create a new campaign from a scenario file (the JSON of GET /campaigns/{id}/export). Everything is checked first (format, map, parameters, ids, places, and the setup checklist; who commands is not required for a campaign still in setup); a bad file answers 422 with every problem and creates nothing. Unknown emails become invited users; you become a GM of the new campaign.", who: "site admin, or the GM of any campaign",
        body: Some(r#"{"format": "bocage-scenario", "version": 1, "members": [{"email": "hc@example.com", "display_name": "Monty", "role": "high_commander", "side": "allies"}], "commanders": {"2": "bc@example.com"}, "state": { "...": "CampaignState as exported" }}"#), status: 201,
        response: r#"{"id": 7, "invitations": [{"email": "hc@example.com", "invite_link": "http://127.0.0.1:8080/invite/..."}]}"#,
        request: Some(of::<crate::app::scenario::Scenario>), answer: Some(of::<answers::Imported>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/export", summary: "The campaign as a scenario file: format, version, members by email and role, battalion commanders by email, and the whole state (parameters, battalions with units and locations, artillery, air pools, reinforcement schedule, control of every zone, round/side/phase, battles, history-free).", who: "GM or site admin", body: None, status: 200,
        response: r#"{"format": "bocage-scenario", "version": 1, "members": [...], "commanders": {"2": "bc@example.com"}, "state": {"name": "Overlord demo", "map_id": "aa-dday", "params": {...}, "status": "active", "round": 1, "side": "allies", "phase": "combat_move", "control": {"F1": "axis"}, "battalions": [...], "units": [...], "...": "..."}}"#,
        request: None, answer: Some(of::<crate::app::scenario::Scenario>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}", summary: "Campaign state as you may see it (`rules::view`): round, side, phase, deadline, victory, blockers you may know of, zones (state, controller, unit and artillery counts per side, battalions, neighbours), battalions, units (enemy unit names are null unless you are the GM), drafts of your own side, battles, air pools, launch boxes, parameters.", who: "member (404 otherwise)", body: None, status: 200,
        response: r#"{"id": 1, "name": "Overlord demo", "map": "aa-dday", "status": "active", "round": 1, "side": "allies", "phase": "combat_move", "deadline": null,
 "start_date": "1944-06-06", "round_date": "1944-06-06", "params": {"rounds": 10, "stack_limit": 12, "artillery_stack": 1, "move_range": 1, "max_battle_companies": 3, "naval_support": 3, "...": "..."},
 "victory": null, "objective_rounds": 0, "my_roles": [{"role": "battalion_commander", "side": "allies"}],
 "blockers": [{"message": "2 drafted moves not committed by the High Commander", "forceable": true}],
 "launch_boxes": [{"id": "omaha", "name": "Omaha Beach", "beach": "F14", "location": "box:omaha"}],
 "zones": [{"id": "F14", "name": "Isigny / Trévières", "coastal": true, "bunker": true, "objective": false, "entry": null, "state": "axis", "controller": "axis",
            "units": {"allies": 0, "axis": 9}, "artillery": {"allies": 0, "axis": 1}, "battalions": {"allies": [], "axis": [7]}, "neighbours": ["F13", "F15", "F21", "F22"]}],
 "battalions": [{"id": 2, "name": "2/116th Infantry", "nation": "us", "side": "allies", "commander": 5, "arrives_round": null, "units": [3, 4, 5]}],
 "units": [{"id": 3, "side": "allies", "battalion": 2, "name": "Rifle Company A", "kind": "infantry", "class": "company", "cmbn": "US Army > Infantry > Rifle Company", "location": "box:omaha", "destroyed": false, "arrives_round": null}],
 "drafts": [{"id": 40, "kind": "combat", "battalion": 2, "units": [3, 4], "to": "F14", "target": 7, "author": 5}],
 "battles": [ ...as GET /battles/{bid}... ], "ships_available": 3, "air_pools": {"allies": [90, 91, 92], "axis": [93]}}"#,
        request: None, answer: Some(of::<CampaignView>), query: AT, command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/actions", summary: "What you may do now, computed by the rules (`rules::actions`, which the tests hold to agree with what the rules accept): every unit you may order with each legal destination and the kind of move (capture, attack, reinforce, land, move), the battalions an attack may target with the provisional odds and battle type your battalion would get there; for the High Commander the commit (ready or not, and why), the support each open battle may get and the reinforcements that may be placed and where; the defenders and casualties you choose, with the R7.1 and R8.1 defaults preselected; for the GM whether the phase may advance, what forcing would do, and the battles awaiting a result. `?units=3,4,5` narrows the moves to those units.", who: "member (observers get empty lists)", body: None, status: 200,
        response: r#"{"moves": [{"unit": 3, "battalion": 2, "class": "company", "from": "box:omaha", "destinations": [{"to": "F14", "kind": "attack", "needs_target": true, "targets": [{"battalion": 7, "name": "I./916", "odds": {"attackers": 1, "defenders": 1, "battle_type": "Meeting Engagement", "text": "1 vs 1: 1:1, Meeting Engagement (provisional: defenders not chosen)", "provisional": true}}]}]}], "commit": {"drafts": 0, "ready": false, "problem": "There are no drafted moves to commit. (R6.2)"}, "support": [], "reinforcements": [], "defenders": [], "casualties": [], "gm": null}"#,
        request: None, answer: Some(of::<rules::Actions>), query: UNITS, command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/events", summary: "Your event stream (`text/event-stream`, server-sent events): it keeps an open page current. It says when your own view of the campaign changed, and in which sections (`phase`: round, turn, phase, deadline, schedule and pause, blockers, victory; `board`: zones, units, battalions; `orders`: your side's drafts; `battles`), and when a message came or changed in a channel you may read. It sends nothing for what you may not know: the other side's drafting, support or deletions change nothing of your view, so they send you no byte. Each change's `id` is a digest of your view (not the campaign's version, which counts the other side's drafts); a page that reconnects sends it back as `Last-Event-ID` or `?view=`, and the first event (`ready`) then lists what changed meanwhile. A comment line every `server.stream_heartbeat_seconds` keeps proxies open; at each heartbeat and each change the stream checks your sign-in and membership again and ends (`end`) when either is gone. At most `server.streams_per_user` streams per user at once: one more takes the place of the oldest, which gets `end` with `{\"reason\": \"replaced\"}` and closes.", who: "member", body: None, status: 200,
        response: "retry: 3000\nid: 9f86d081884c7d65\nevent: ready\ndata: {\"view\": \"9f86d081884c7d65\", \"changed\": []}\n\nid: 2c26b46b68ffc68f\nevent: change\ndata: {\"view\": \"2c26b46b68ffc68f\", \"changed\": [\"phase\"]}\n\nevent: message\ndata: {\"channel\": \"allies\"}\n\n",
        request: None, answer: None, query: VIEW, command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/messages", summary: "One channel's messages (the newest 200, oldest first; `?after=<id>` for what is new) and every channel you may read with its unread count; reading marks the channel read. Channels: public (every member), allies and axis (that side's players, and the GM), desk:<user> (a player and the GM), battle:<id> (its two commanders and the GM). A channel you may not read answers 404, like a missing one.", who: "member", body: None, status: 200,
        response: r#"{"channels": [{"channel": "public", "title": "Everyone", "unread": 0}, {"channel": "allies", "title": "Allied side", "unread": 2}], "channel": "allies", "messages": [{"id": 7, "channel": "allies", "author": "Monty", "body": "Hold F13 at all costs.", "at": "2026-06-06T12:00:00Z", "edited": false, "deleted_by": null, "mine": false, "editable": false, "deletable": false}]}"#,
        request: None, answer: Some(of::<msg::MessagesAnswer>), query: CHANNEL, command: None },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/messages", summary: "Post a message (plain text, 1 to 2000 characters; links become clickable on the page) to a channel you may read; at most 10 a minute. Every other reader of the channel gets a mail by their preference for new messages; a High Commander may send `\"directive\": true` in the side's channel, which is mailed to every reader whatever their preferences. The answer's `id` is the message's number in its channel, as its readers see it.", who: "member", body: Some(r#"{"channel": "public", "body": "Good luck, gentlemen."}"#), status: 201,
        response: r#"{"message": {"id": 8, "channel": "public", "body": "Good luck, gentlemen.", "at": "2026-06-06T12:00:00Z"}}"#,
        request: Some(of::<msg::PostMessage>), answer: None, query: &[], command: None },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/messages/read", summary: "Mark a channel read.", who: "member", body: Some(r#"{"channel": "public"}"#), status: 204,
        response: "", request: Some(of::<msg::MarkRead>), answer: None, query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles/{bid}/files", summary: "The battle's files you may see: a file marked GM only is its uploader's and the GM's; before the result the others are the two commanders' and the uploader's side's; once the result is in, every member's.", who: "member", body: None, status: 200,
        response: r#"{"files": [{"id": 4, "battle": 1, "name": "turn 3.ema", "kind": "save", "content_type": "application/octet-stream", "size": 181344, "sha256": "9f2c...", "gm_only": false, "uploader": 5, "uploaded_at": "2026-06-06T12:00:00Z", "url": "/api/v1/campaigns/1/files/4"}]}"#,
        request: None, answer: Some(of::<files::FilesAnswer>), query: &[], command: None },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/battles/{bid}/files", summary: "Attach a file to a battle (its two commanders and the GM): the body is the file's bytes (any Content-Type), `?name=` its name. CMBN files (.bts, .btt, .ema), PNG and JPEG images and PDFs are kept, checked by their content, not their name; at most 25 MB a file and 1 GB a campaign by default (`files` in the configuration). The body may be sent in chunks (`Transfer-Encoding: chunked`): it is held to both limits as it arrives, and an upload past either is answered 413 at once, storing nothing. `&gm_only=true` hides it from everyone but you and the GM.", who: "battle commander, GM", body: None, status: 201,
        response: r#"{"file": {"id": 4, "battle": 1, "name": "turn 3.ema", "kind": "save", "content_type": "application/octet-stream", "size": 181344, "sha256": "9f2c...", "gm_only": false, "uploader": 5, "uploaded_at": "2026-06-06T12:00:00Z", "url": "/api/v1/campaigns/1/files/4"}}"#,
        request: None, answer: Some(of::<files::FileAnswer>), query: UPLOAD, command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/files/{fid}", summary: "A file's bytes, as an attachment (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`). A file you may not see answers 404 like a missing one.", who: "member", body: None, status: 200,
        response: "(the file's bytes)", request: None, answer: None, query: &[], command: None },
    Endpoint { method: "DELETE", path: "/api/v1/campaigns/{id}/files/{fid}", summary: "Remove a file: its uploader or the GM.", who: "uploader, GM", body: None, status: 204,
        response: "", request: None, answer: None, query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles/{bid}/aars", summary: "The battle's after-action reports, one per side at most, public once written.", who: "member", body: None, status: 200,
        response: r#"{"aars": [{"battle": 1, "side": "allies", "author": 5, "author_name": "Dick", "body": "We crossed the causeway at dawn.\n\nThe second platoon...", "updated_at": "2026-06-07T09:00:00Z"}]}"#,
        request: None, answer: Some(of::<files::AarsAnswer>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles/{bid}/turns", summary: "The battle's PBEM relay (R13.3): files sent, whose move it is and since when, and (to its two commanders and the GM) the turn files kept, each with its stored file id to download. Its two commanders, their High Commanders and the GM; anyone else, or a battle not set up for PBEM, answers 404.", who: "battle commander, HC, GM", body: None, status: 200,
        response: r#"{"relay": {"battle": 1, "sent": 2, "to_move": "allies", "since": "2026-06-07T09:00:00Z", "files": [{"n": 1, "file": 17, "by": 5, "side": "allies", "at": "2026-06-06T20:00:00Z", "fetched": "2026-06-06T21:00:00Z"}, {"n": 2, "file": 18, "by": 9, "side": "axis", "at": "2026-06-07T09:00:00Z"}], "may_send": true, "may_withdraw": false}}"#,
        request: None, answer: Some(of::<files::TurnsAnswer>), query: &[], command: None },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/battles/{bid}/aar", summary: "Write (or rewrite) your after-action report of a battle: each of its two commanders, once the result is in (R7.5); plain text, 1 to 10,000 characters, a blank line starts a paragraph. Answers the battle's reports.", who: "battle commander", body: Some(r#"{"body": "We crossed the causeway at dawn."}"#), status: 200,
        response: r#"{"aars": [{"battle": 1, "side": "allies", "author": 5, "author_name": "Dick", "body": "We crossed the causeway at dawn.", "updated_at": "2026-06-07T09:00:00Z"}]}"#,
        request: Some(of::<files::WriteAar>), answer: Some(of::<files::AarsAnswer>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/webhooks", summary: "The campaign's webhooks, with their whole addresses (the GM's secret: a Discord webhook's address carries its token). Deliveries that failed for good are listed with the campaign's mail failures on its overview.", who: "GM", body: None, status: 200,
        response: r#"{"webhooks": [{"id": 1, "url": "https://discord.com/api/webhooks/123/abc", "format": "discord", "events": ["turn_report", "result_in"], "created_at": "2026-06-06T12:00:00Z"}], "language": "en"}"#,
        request: None, answer: Some(of::<hooks::WebhooksAnswer>), query: &[], command: None },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/webhooks", summary: "Add a webhook (at most 10): `format` discord (content, an embed, and for a turn report the map at the end of the turn as map.png) or generic (JSON: event, campaign, campaign_id, title, text, url); `events` from turn_report, phase_opened, battle_set, result_in, victory. Only public information is sent. https only, never to a private, loopback or link-local address, unless the site's `webhooks.allow` lists the host; deliveries go through the outbox with retries and backoff, 10 s time limit each.", who: "GM", body: Some(r#"{"url": "https://discord.com/api/webhooks/123/abc", "format": "discord", "events": ["turn_report", "result_in"]}"#), status: 201,
        response: r#"{"webhook": {"id": 1, "url": "https://discord.com/api/webhooks/123/abc", "format": "discord", "events": ["turn_report", "result_in"], "created_at": "2026-06-06T12:00:00Z"}}"#,
        request: Some(of::<hooks::AddWebhook>), answer: Some(of::<hooks::WebhookAnswer>), query: &[], command: None },
    Endpoint { method: "DELETE", path: "/api/v1/campaigns/{id}/webhooks/{wid}", summary: "Remove a webhook; its queued deliveries are dropped.", who: "GM", body: None, status: 204,
        response: "", request: None, answer: None, query: &[], command: None },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/language", summary: "Choose the campaign's language (en, de, fr or it): what it sends to the public or a forum is written in it: the turn report (its BBCode and text, on the page and in the API), the webhooks' titles and texts, the animated map's captions. Members read pages, mail and refusals in their own language. Read it back in GET /webhooks.", who: "GM", body: Some(r#"{"language": "de"}"#), status: 200,
        response: r#"{"language": "de"}"#,
        request: Some(of::<hooks::CampaignLanguage>), answer: Some(of::<hooks::CampaignLanguage>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/members", summary: "Members and their roles.", who: "member", body: None, status: 200,
        response: r#"{"members": [{"membership_id": 1, "user_id": 1, "email": "gm@example.com", "display_name": "GM", "role": "gm", "side": null}]}"#,
        request: None, answer: Some(of::<answers::Members>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/checklist", summary: "Everything that stops the campaign from starting.", who: "member", body: None, status: 200,
        response: r#"{"ready": false, "problems": ["The Axis side has no High Commander.", "F14: Allied units are 13, the limit is 12 (R4.1)."]}"#,
        request: None, answer: Some(of::<answers::Checklist>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/record", summary: "The reliability record (R1.7): per member, the deadlines met, covered by a deputy, excused (away, or an extension granted) and missed, the phases acted in, the average minutes from a phase's opening to the act, and the last three marks; the turn tempo of PBEM battles (R13.4): turn files sent in answer, those within the turn clock, and the average minutes to answer; `no_shows`: live sessions the GM confirmed they did not come to (R13.6), counted among the turns and not in time; `warning` is the GM's line when they need attention. You read your own; the GM reads everyone's; nobody reads another's.", who: "member", body: None, status: 200,
        response: r#"{"records": [{"name": "Bob", "user": 7, "met": 4, "covered": 1, "excused": 0, "missed": 2, "phases_acted": 4, "average_minutes": 930, "recent": ["missed", "covered", "missed"], "turns_answered": 9, "turns_in_time": 8, "average_answer_minutes": 1310, "no_shows": 1, "warning": "Bob, of the last 3 deadlines: 2 missed, 1 covered by a deputy"}]}"#,
        request: None, answer: Some(of::<answers::Records>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/notepad", summary: "Your private notepad in this campaign (R12.4): nobody else reads it, not even the GM.", who: "member", body: None, status: 200,
        response: r#"{"body": "Push on St. Lo by round 4.", "updated_at": "2026-06-07T09:00:00Z"}"#,
        request: None, answer: Some(of::<crate::app::notes::Notepad>), query: &[], command: None },
    Endpoint { method: "PUT", path: "/api/v1/campaigns/{id}/notepad", summary: "Write your notepad (at most 16,000 characters; empty clears it). Answers it.", who: "member", body: Some(r#"{"body": "Push on St. Lo by round 4."}"#), status: 200,
        response: r#"{"body": "Push on St. Lo by round 4.", "updated_at": "2026-06-07T09:00:00Z"}"#,
        request: Some(of::<notes::WriteNotepad>), answer: Some(of::<crate::app::notes::Notepad>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/stats", summary: "The campaign's statistics as you may know them (#27), counted from your view of the map at the end of every saved phase and now: per turn, zones and objectives held, the victory track, active units per side by class, battles with their outcomes, losses and artillery lost; support used and reinforcements arrived only for a side whose secrets you share (null otherwise); your side's battalions. Also every battle. ?format=csv: the turns as CSV.", who: "member", body: None, status: 200,
        response: r#"{"turns": [{"round": 1, "side": "allies", "at": "1.allies.reinforcements", "zones": {"allies": 2, "axis": 39}, "contested": 1, "objectives": {"allies": 0, "axis": 3}, "objective_rounds": 0, "strength": {"allies": {"companies": 14, "platoons": 6, "artillery": 1, "air": 3}, "axis": {"companies": 20, "platoons": 9, "artillery": 2, "air": 1}}, "battles": 1, "attacker_won": 1, "drawn": 0, "defender_held": 0, "undecided": 0, "losses": {"allies": 1, "axis": 2}, "artillery_lost": {"allies": 0, "axis": 0}, "support": {"allies": {"artillery": 1, "air": 0, "ships": 1}, "axis": null}, "reinforcements": {"allies": 0, "axis": null}, "battalions": [{"id": 2, "name": "2/116th Infantry", "units": 11}]}], "battles": [{"id": 41, "round": 1, "zone": "F14", "attacker": "allies", "battle_type": "Attack", "outcome": "minor_victory", "losses": {"allies": 1, "axis": 2}}]}"#,
        request: None, answer: Some(of::<crate::rules::stats::Stats>), query: STATS, command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/replay", summary: "The replay (#27): every saved phase in order and the campaign now, each with what happened in it as the viewpoint may know it: committed moves as arrows by kind (moved, attacked, captured, reinforced, landed; arrived for reinforcements), the turn's battles with their outcome, zones that changed hands. `viewpoints` lists the ones you may switch to.", who: "member", body: None, status: 200,
        response: r#"{"viewpoint": "allies", "viewpoints": ["allies"], "frames": [{"at": "1.allies.combat_move", "round": 1, "side": "allies", "phase": "combat_move", "title": "Round 1, Allied Combat move", "arrows": [{"side": "allies", "from": "box:omaha", "to": "F14", "kind": "attacked", "units": 5}], "battles": [{"id": 41, "zone": "F14", "attacker": "allies", "battle_type": "Attack", "outcome": null, "new": true, "decided": false}], "captured": []}]}"#,
        request: None, answer: Some(of::<crate::rules::replay::Replay>), query: VIEWPOINT, command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/sealed-notes", summary: "The sealed notes you may read (R12.4): every note whose round has begun (or all, once the campaign is over), with its author and sealing date, and your own still sealed. Another member's unopened note never reaches you, not even its existence.", who: "member", body: None, status: 200,
        response: r#"{"notes": [{"id": 3, "author": "Monty", "sealed_at": "2026-06-06T12:00:00Z", "opens_round": 4, "revealed": true, "mine": false, "body": "Caen falls by round 4."}]}"#,
        request: None, answer: Some(of::<notes::SealedNotes>), query: &[], command: None },
    Endpoint { method: "POST", path: "/api/v1/campaigns/{id}/sealed-notes", summary: "Seal a note (R12.4) until a later round (`opens_round`) or the campaign's end (no `opens_round`); it cannot be edited after, and opens to everyone then. At most 50 per member. Answers the notes you may read.", who: "member", body: Some(r#"{"body": "Caen falls by round 4.", "opens_round": 4}"#), status: 201,
        response: r#"{"notes": [{"id": 3, "author": "Monty", "sealed_at": "2026-06-06T12:00:00Z", "opens_round": 4, "revealed": false, "mine": true, "body": "Caen falls by round 4."}]}"#,
        request: Some(of::<notes::SealNote>), answer: Some(of::<notes::SealedNotes>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/orders", summary: "The current phase, your side's drafted moves, and every zone where they would break stacking as they stand (R4.4: e.g. after deleting the move that made room for another; the commit refuses them). Players of the other side and observers get empty lists.", who: "member", body: None, status: 200,
        response: r#"{"phase": "combat_move", "side": "allies", "drafts": [{"id": 4, "kind": "combat", "battalion": 2, "units": [3, 4], "to": "F14", "target": 7, "author": 5}], "stacking_problems": [{"rule": "R4.1", "message": "F13: Allied units would be 13, the limit is 12."}]}"#,
        request: None, answer: Some(of::<answers::Orders>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles", summary: "Every battle with status (awaiting_defenders, ready_for_setup, being_played, result_entered, casualties_chosen, closed), its game's `stage` (R13.1: declared, defenders_chosen, set_up, in_play, result_in, casualties_chosen, closed) and `play` (set_up, mode, in_play), odds, size, result and casualties.", who: "member", body: None, status: 200,
        response: r#"{"battles": [ ...as GET /battles/{bid}... ]}"#,
        request: None, answer: Some(of::<answers::Battles>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles/{bid}", summary: "One battle. Unit names of a side are null for players of the other side.", who: "member", body: None, status: 200,
        response: r#"{"id": 41, "round": 1, "attacker_side": "allies", "zone": "F14", "status": "ready_for_setup", "stage": "set_up", "play": {"set_up": "2026-12-03T18:00:00Z", "mode": "pbem"}, "attacker_battalion": 2, "defender_battalion": 7,
 "attacker_units": [3, 4, 5, 16], "defender_units": [50, 51, 52], "attacker_unit_names": [{"id": 3, "name": "Rifle Company A", "class": "company"}], "defender_unit_names": null,
 "defenders_required": 3, "max_battle_companies": 3, "from_launch_box": "omaha", "support": {"artillery": [95], "air": [], "ship": "USS Texas"},
 "odds": {"attackers": 4, "defenders": 3, "ratio": 1.33, "table_ratio": 0, "battle_type": "Meeting Engagement", "text": "4 vs 3: 1.3:1, Meeting Engagement"},
 "size": {"company_equivalents": 3.5, "force_size": "Large", "map_size": "~1200 x 1200 m", "minutes": 90, "assault_bonus": 0, "total_minutes": 90},
 "result": null, "attacker_casualties": null, "defender_casualties": null, "closed": false, "conditions": {"time_of_day": "", "weather": "", "ground": ""}, "due": null}"#,
        request: None, answer: Some(of::<BattleView>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/battles/{bid}/sheet", summary: "The CMBN Quick Battle setup sheet (R7.2-R7.4): QB battle type, odds text, force size, map size, time limit with the assault bonus, date, conditions, each side's nation, battalion, commander, HQ, units with CMBN purchase hints and support (null for a force you may not see), fortifications, naval support, 3-5 suggested QB maps (with a note when the catalogue has no exact match), and the same as a BBCode block.", who: "member; each player sees only their own side's force, the GM sees all", body: None, status: 200,
        response: r#"{"sheet": {"battle": 41, "zone": "F14", "zone_name": "Isigny / Trévières", "round": 1, "date": "06 June 1944", "region": "France", "odds": "5 vs 5: 1:1, Meeting Engagement",
 "battle_type": "Meeting Engagement", "qb_battle_type": "Meeting Engagement", "force_size": "Large", "map_size": "~1200 x 1200 m", "minutes": 90, "assault_bonus": 0, "total_minutes": 90,
 "time_of_day": "GM's choice", "weather": "GM's choice", "ground": "GM's choice", "fortifications": "2 bunker(s), 4 trench sections, 6 barbed wire, 4 minefield tiles (suggested)", "naval_support": null,
 "attacker": {"side": "allies", "role": "attacker", "nation": "US", "battalion": "2/116th Infantry", "commander": "Dan", "hq": "Battalion HQ", "unit_count": 5, "units": [{"name": "Rifle Company A", "class": "company", "cmbn": "US Army > Infantry > Rifle Company"}], "support": ["105mm battery (US) via FO"]},
 "defender": {"side": "axis", "role": "defender", "nation": "German Army (Heer)", "battalion": "I./916", "commander": "Kurt", "hq": "Bataillonsstab", "unit_count": 5, "units": null, "support": null},
 "maps": {"wanted_type": "Meeting Engagement", "wanted_size": "Large", "maps": [{"name": "Meet Large Rough (bocage) QB-101", "stock": true, "battle_type": "Meeting Engagement", "size": "Large", "width_m": 1200.0, "depth_m": 1184.0, "length_min": 90, "region": "France", "terrain": "Rough", "date": "06/06/1944"}], "note": null}},
 "bbcode": "[b]...[/b]"}"#,
        request: None, answer: Some(of::<answers::SheetAnswer>), query: &[], command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/history", summary: "The history (R12), newest first, as you may see it (no enemy drafts). Filters: ?round=2&kind=orders_committed; `kind=corrections` gives the GM's corrections (R12.3: `correction` and `unit_restored`).", who: "member", body: None, status: 200,
        response: r#"{"events": [{"id": 88, "round": 1, "side": "allies", "phase": "combat_move", "kind": "orders_committed", "actor": 4, "summary": "Allied orders committed: ...", "payload": {}, "at": "2026-11-29T15:00:00Z"}]}"#,
        request: None, answer: Some(of::<answers::History>), query: HISTORY, command: None },
    Endpoint { method: "GET", path: "/api/v1/campaigns/{id}/reports/{round}/{side}", summary: "The turn report of one side's turn of one round, as the report page shows it: zones whose control changed, battles with outcome, losses and after-action excerpts, reinforcements, artillery lost, the victory track, and the same as BBCode and text. A member of the side (or the GM) reads the side's own version (support used) unless ?version=public; anyone else the public one. 404 for a turn not played yet.", who: "member", body: None, status: 200,
        response: r#"{"campaign": "Overlord", "round": 1, "side": "allies", "version": "public", "title": "Overlord: round 1, Allied turn", "zones_changed": ["F11 Sainte-Mère-Église: Axis -> Allied"], "battles": [{"id": 1, "zone": "F11", "battle_type": "Attack", "outcome": "Allied Tactical Victory", "attacker_losses": 1, "defender_losses": 2, "notes": "", "link": "", "support": null, "reports": []}], "reinforcements": [], "artillery_lost": [], "objectives": [{"zone": "F2", "name": "Cherbourg", "holder": "axis"}], "rounds_left": 9, "deadline": null, "at": "1.allies.non_combat_move", "bbcode": "[b]...[/b]", "text": "..."}"#,
        request: None, answer: Some(of::<answers::TurnReport>), query: REPORT, command: None },
];
pub const ERRORS: &str = r#"{"error": {"code": "rule_violation", "rule": "R6.5", "message": "One order moves units of one battalion only (battalions never fight together).", "problems": [{"rule": "R6.5", "message": "One order moves units of one battalion only (battalions never fight together)."}, {"rule": "R6.4", "message": "The attack on I./916 in F14 has 4 company-class units; at most 3 plus any platoons may attack."}]}}"#;

#[derive(Template)]
#[template(path = "api/docs.html")]
struct DocsPage {
    /// The reader's language (#44): the page's own words; each endpoint's
    /// summary and example stay English.
    lang: crate::rules::say::Lang,
    endpoints: &'static [Endpoint],
    errors: &'static str,
}

pub async fn docs_page() -> actix_web::Result<HttpResponse> {
    let html = DocsPage {
        lang: crate::web::http::language::reader(),
        endpoints: endpoints(),
        errors: ERRORS,
    }
    .render()
    .map_err(actix_web::error::ErrorInternalServerError)?;
    Ok(crate::web::http::respond::html(html))
}
