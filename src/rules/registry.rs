//! The command registry: one entry per command. From it come the `Command`
//! enum and its tags (`rules::command`), the flags, the REST path of each
//! command with its method, wrapping and success status, the page form
//! that issues it with the page it returns to (`web::campaign::forms`), its
//! documentation and OpenAPI entry (`web::api::docs`), and the rows of the
//! authorization matrix test.
//!
//! Adding a command: its payload, `Apply` and test in the rules file of its
//! section, one entry here, and its form in a template where a person
//! issues it.
//!
//! Each entry reads:
//!
//! ```text
//! Variant(module::Payload) = "tag" {
//!     flags PLAY | DRAFTS | CREATED | MEMBER | AWAITED | NONE; // see `command::flags`
//!     api METHOD "/campaigns/{id}/..." [wrap "field"] [sub "field"];
//!     form "/campaigns/{id}/..." read reader, back Page, say "Done." | then fn;
//!     docs "What it does.", who "Who may", [body r#"{...}"#,] [answer r#"{...}"#];
//! }
//! ```
//!
//! `wrap`: the REST body is the payload's field of that name (`PUT /params`
//! takes the parameters); `sub`: the payload field the address's second id
//! fills. A form's `read` is a function of `web::pages::campaign::form_readers`
//! that turns the posted fields into the command's JSON payload; `back` the
//! page it returns to (and shows again, filled, on a refusal). The
//! registry is a macro so that each face expands only what it needs: the
//! rules never see the form readers' names, which only the web expansion
//! resolves.

/// Calls `$then!` with every entry of the registry.
#[macro_export]
macro_rules! command_registry {
    ($then:path) => {
        $then! {
            // --- setup and members (GM) ---
            SetParams(setup::SetParams) = "set_params" {
                flags NONE;
                api PUT "/campaigns/{id}/params" wrap "params";
                form "/campaigns/{id}/setup/params" read set_params, back Setup, say "Parameters saved.";
                docs "Set every rule parameter of the rules (docs/RULES.md; setup only). Omitted keys take their defaults.", who "GM",
                    body r#"{"rounds": 10, "stack_limit": 12, "artillery_stack": 1, "move_range": 1, "max_battle_companies": 3, "naval_support": 3, "air_support_allies": 3, "air_support_axis": 1, "bunker_fortifications": true, "gm_reads_side_channels": true,
 "qb_ratio_table": [{"ratio": 4, "battle_type": "Assault"}, {"ratio": 3, "battle_type": "Attack"}, {"ratio": 2, "battle_type": "Probe"}],
 "qb_size_table": [{"up_to": 0.5, "force_size": "Tiny", "map_size": "~430 x 290 m", "minutes": 30, "assault_bonus": 0}, {"up_to": null, "force_size": "Huge", "map_size": "~1700 x 1700 m", "minutes": 120, "assault_bonus": 30}],
 "launch_boxes_by_nation": {"us": ["utah", "omaha"], "uk": ["gold", "juno", "sword"]}, "axis_entry": ["F33", "F35", "F37", "F40", "F32", "F42"], "objectives": ["F2", "F26", "F30"]}"#;
            }
            SetCalendar(setup::SetCalendar) = "set_calendar" {
                flags NONE;
                api PUT "/campaigns/{id}/calendar";
                form "/campaigns/{id}/setup/calendar" read set_calendar, back Setup, say "Calendar saved.";
                docs "The date of round 1 and, optionally, other rounds' dates.", who "GM",
                    body r#"{"start_date": "1944-06-06", "round_dates": {"2": "1944-06-08"}}"#;
            }
            AddBattalion(forces::AddBattalion) = "add_battalion" {
                flags CREATED;
                api POST "/campaigns/{id}/battalions";
                form "/campaigns/{id}/setup/battalions" read add_battalion, back Setup, say "Battalion added.";
                docs "Add a battalion from its nation's template (us, us_airborne, uk, uk_airborne, canada, poland, heer, luftwaffe, waffen_ss). Location: a zone (\"F14\"), a launch box (\"box:omaha\") or \"reinforcements\" with arrives_round. The commander, `commander` (a user id) or `commander_email`, must be a member.", who "GM, setup only",
                    body r#"{"name": "2/116th Infantry", "nation": "us", "commander_email": "bc@example.com", "location": "box:omaha"}"#,
                    answer r#"{"battalion": 2, "units": [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], "events": [...], "campaign": {...}}"#;
            }
            UpdateBattalion(forces::UpdateBattalion) = "update_battalion" {
                flags NONE;
                api PATCH "/campaigns/{id}/battalions/{bid}" sub "battalion";
                form "/campaigns/{id}/setup/battalions/{bid}" read update_battalion, back Setup, say "Battalion saved.";
                docs "Rename a battalion or change its commander (also after the start).", who "GM",
                    body r#"{"name": "2nd Bn, 116th Infantry", "commander": 12}"#;
            }
            RemoveBattalion(forces::RemoveBattalion) = "remove_battalion" {
                flags NONE;
                api DELETE "/campaigns/{id}/battalions/{bid}" sub "battalion";
                form "/campaigns/{id}/setup/battalions/{bid}/remove" read fields, back Setup, say "Battalion removed.";
                docs "Remove a battalion and its units.", who "GM, setup only";
            }
            RenameUnit(forces::RenameUnit) = "rename_unit" {
                flags NONE;
                api PATCH "/campaigns/{id}/units/{uid}" sub "unit";
                form "/campaigns/{id}/setup/units/{uid}/rename" read fields, back Setup, say "Unit renamed.";
                docs "Rename a unit.", who "GM", body r#"{"name": "Able Company"}"#;
            }
            AddSupport(forces::AddSupport) = "add_support" {
                flags CREATED;
                api POST "/campaigns/{id}/support";
                form "/campaigns/{id}/setup/support" read add_support, back Setup, say "Support unit added.";
                docs "Add an artillery unit (on a zone or in the reinforcement box with arrives_round) or an air unit (class \"air\", in the side's pool).", who "GM, setup only",
                    body r#"{"side": "allies", "class": "artillery", "name": "105mm battery (US)", "location": "F13"}"#,
                    answer r#"{"unit": 95, "events": [...], "campaign": {...}}"#;
            }
            RemoveUnit(forces::RemoveUnit) = "remove_unit" {
                flags NONE;
                api DELETE "/campaigns/{id}/units/{uid}" sub "unit";
                form "/campaigns/{id}/setup/units/{uid}/remove" read fields, back Setup, say "Unit removed.";
                docs "Remove an artillery or air unit.", who "GM, setup only";
            }
            SetControl(setup::SetControl) = "set_control" {
                flags NONE;
                api POST "/campaigns/{id}/control";
                form "/campaigns/{id}/setup/control" read fields, back Setup, say "Control saved.";
                docs "Set who controls a zone at the start (every zone starts Axis; zones held by one side's units only are given to that side when the campaign starts).", who "GM, setup only",
                    body r#"{"zone": "F10", "side": "allies"}"#;
            }
            AddMember(members::AddMember) = "add_member" {
                flags CREATED;
                api POST "/campaigns/{id}/members";
                form "/campaigns/{id}/members" read fields, back Overview, then member_added;
                docs "Add a member by email; a new user gets an invitation link (valid 7 days), answered once as `invite_link`. Roles: gm, high_commander, battalion_commander, observer; the last two need a side.", who "GM",
                    body r#"{"email": "bc@example.com", "role": "battalion_commander", "side": "allies"}"#,
                    answer r#"{"user_id": 12, "invite_link": "http://127.0.0.1:8080/invite/4f0c...", "events": [...], "campaign": {...}}"#;
            }
            RemoveMember(members::RemoveMember) = "remove_member" {
                flags NONE;
                api DELETE "/campaigns/{id}/members/{mid}" sub "member";
                form "/campaigns/{id}/members/{mid}/remove" read fields, back Overview, say "Member removed.";
                docs "Remove a membership (`{mid}`: its membership_id from GET /members).", who "GM";
            }
            Start(start::Start) = "start" {
                flags NONE;
                api POST "/campaigns/{id}/start";
                form "/campaigns/{id}/setup/start" read fields, back Overview, say "The campaign has started: round 1, Allied turn, combat move.";
                docs "Freeze setup and open round 1, Allied turn, combat move.", who "GM";
            }
            // --- orders ---
            DraftMove(orders::DraftMove) = "draft_move" {
                flags PLAY | DRAFTS | CREATED;
                api POST "/campaigns/{id}/orders";
                form "/campaigns/{id}/orders" read draft_move, back Orders, say "Move drafted. The High Commander commits the side's orders.";
                docs "Draft a move (R6, R9): units of one battalion from one place to a zone. In the combat move, `target` names the enemy battalion attacked (needed when the zone holds several; to attack inside a contested zone, give the zone the units stand in). Checked at once: range, phase, ownership, stacking of the drafted end state, attack composition, one attack per defender.", who "the units' battalion commander, the side's HC, or the GM",
                    body r#"{"units": [3, 4, 5, 16], "to": "F14", "target": 7}"#,
                    answer r#"{"draft": {"id": 40, "kind": "combat", "battalion": 2, "units": [3, 4, 5, 16], "to": "F14", "target": 7, "author": 5}, "events": [...], "campaign": {...}}"#;
            }
            UpdateDraft(orders::UpdateDraft) = "update_draft" {
                flags PLAY | DRAFTS;
                api PUT "/campaigns/{id}/orders/{oid}" sub "draft";
                form "/campaigns/{id}/orders/{draft}/update" read draft_move, back Orders, say "Move changed.";
                docs "Change a drafted move.", who "its author, the battalion's commander, the HC, or the GM",
                    body r#"{"units": [3, 4], "to": "F14", "target": 7}"#,
                    answer r#"{"draft": {...}, "events": [...], "campaign": {...}}"#;
            }
            DeleteDraft(orders::DeleteDraft) = "delete_draft" {
                flags PLAY | DRAFTS;
                api DELETE "/campaigns/{id}/orders/{oid}" sub "draft";
                form "/campaigns/{id}/orders/{draft}/delete" read fields, back Orders, say "Move deleted.";
                docs "Delete a drafted move.", who "its author, the battalion's commander, the HC, or the GM";
            }
            SetReady(ready::SetReady) = "set_ready" {
                flags PLAY;
                api PUT "/campaigns/{id}/orders/ready";
                form "/campaigns/{id}/orders/ready" read fields, back Orders, then ready_said;
                docs "Say your orders for this move phase are done, or take it back (R5.12). A change to your drafts since takes it back; the phase's end clears it. Your side's High Commander reads who is ready; when every battalion commander with units to move is, the High Commanders are told.", who "a battalion commander of the acting side",
                    body r#"{"ready": true}"#;
            }
            Commit(commit::Commit) = "commit" {
                flags PLAY | AWAITED;
                api POST "/campaigns/{id}/orders/commit";
                form "/campaigns/{id}/commit" read fields, back Orders, then committed;
                docs "Commit the side's drafts: the whole set is validated again and applied at once, or nothing is. Empty enemy zones are captured, attacks become battles.", who "the acting side's HC, or the GM";
            }
            PlaceReinforcement(reinforcements::PlaceReinforcement) = "place_reinforcement" {
                flags PLAY | AWAITED;
                api POST "/campaigns/{id}/reinforcements";
                form "/campaigns/{id}/reinforcements" read place_reinforcement, back Orders, say "Reinforcements placed.";
                docs "Place an available battalion (or units, e.g. an artillery unit) from the reinforcement box: Allies into a launch box of the nation's beaches, Axis into an Axis-held entry zone (R10).", who "the acting side's HC, or the GM",
                    body r#"{"battalion": 30, "to": "box:utah"}"#;
            }
            // --- battles ---
            AssignSupport(support::AssignSupport) = "assign_support" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/support" sub "battle";
                form "/campaigns/{id}/battles/{battle}/support" read assign_support, back Sheet, say "Support saved.";
                docs "Assign off-map support to an attack (R6.6, R2.4): the side's artillery in or next to the battle zone, air units from the pool, each once per turn; `ship` for an Allied assault from a launch box onto its beach. Replaces earlier support of this battle: send everything the battle should have (the actions list what it has now under `assigned`); an empty assignment declines support.", who "the attacking side's HC, or the GM",
                    body r#"{"artillery": [95], "air": [90], "ship": true}"#;
            }
            ChooseDefenders(battles::ChooseDefenders) = "choose_defenders" {
                flags PLAY | AWAITED;
                api POST "/campaigns/{id}/battles/{bid}/defenders" sub "battle";
                form "/campaigns/{id}/battles/{battle}/defenders" read choose_units, back Sheet, say "Defenders chosen.";
                docs "Choose the defending units (R7.1): at least `defenders_required`, at most 3 company-class units plus platoons, from the attacked battalion's units in the zone. The GM may send an empty list to apply the default.", who "the defending battalion's commander, the defending HC, or the GM",
                    body r#"{"units": [50, 51, 52]}"#;
            }
            SetConditions(battles::SetConditions) = "set_conditions" {
                flags NONE;
                api PUT "/campaigns/{id}/battles/{bid}/conditions" wrap "conditions" sub "battle";
                form "/campaigns/{id}/battles/{battle}/conditions" read set_conditions, back Sheet, say "Conditions saved.";
                docs "Time of day, weather and ground for the setup sheet.", who "GM",
                    body r#"{"time_of_day": "Dawn", "weather": "Overcast", "ground": "Damp"}"#;
            }
            SetBattleDue(battles::SetBattleDue) = "set_battle_due" {
                flags NONE;
                api PUT "/campaigns/{id}/battles/{bid}/due" sub "battle";
                form "/campaigns/{id}/battles/{battle}/due" read local_times, back Sheet, say "Due date saved.";
                docs "Set or clear (null) a battle's due date, in UTC; it defaults to the phase deadline and is shown on the battles page, marked when overdue.", who "GM",
                    body r#"{"due": "2026-12-03T20:00:00Z"}"#;
            }
            SetGameKit(play::SetGameKit) = "set_game_kit" {
                flags NONE;
                api PUT "/campaigns/{id}/game";
                form "/campaigns/{id}/setup/game" read set_game_kit, back Setup, say "Saved: every setup sheet names it.";
                docs "State the CMBN version and modules every battle needs (R13.2), shown on every setup sheet; changeable during play (a game update). Empty clears it.", who "GM",
                    body r#"{"version": "5.01", "modules": ["Commonwealth Forces", "Market Garden"]}"#;
            }
            SetUpBattle(play::SetUpBattle) = "set_up_battle" {
                flags NONE;
                api POST "/campaigns/{id}/battles/{bid}/set-up" sub "battle";
                form "/campaigns/{id}/battles/{battle}/set-up" read fields, back Sheet, say "Marked as set up: its commanders are told.";
                docs "Say the battle is built in CMBN (R13.1), and how it is played: `pbem` (turn files) or `live` (TCP/IP). Its stage becomes set_up; its two commanders are mailed.", who "GM, once the defenders are chosen and before the result",
                    body r#"{"mode": "pbem"}"#;
            }
            StartPlay(play::StartPlay) = "start_play" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/in-play" sub "battle";
                form "/campaigns/{id}/battles/{battle}/in-play" read fields, back Sheet, say "The battle is in play.";
                docs "Say the battle's game has begun (R13.1): its stage becomes in_play. Everyone may read the stage; nothing more of the game.", who "either commander of the battle, or the GM, once it is set up";
            }
            SendTurn(relay::SendTurn) = "send_turn" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/turns" sub "battle";
                form "/campaigns/{id}/battles/{battle}/turns" read fields, back Sheet, say "Turn file sent: your opponent is told.";
                docs "Send a CMBN turn file to the opponent (R13.3): `file` is a file you uploaded to this battle (`POST .../battles/{bid}/files`, a CMBN file by its content). Either commander sends the first file once the GM set the battle up for PBEM; then the files alternate (a second file in a row is refused). The opponent is mailed; the last files are kept (the schedule's `turn_files_kept`, 3), older ones removed. The first file puts the battle in play.", who "either commander of the battle (a deputy while covering)",
                    body r#"{"file": 17}"#;
            }
            WithdrawTurn(relay::WithdrawTurn) = "withdraw_turn" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/turns/withdraw" sub "battle";
                form "/campaigns/{id}/battles/{battle}/turns/withdraw" read fields, back Sheet, say "Turn file taken back.";
                docs "Take back the turn file you sent last (R13.3), as long as your opponent has not downloaded it; the file is removed.", who "the commander who sent it";
            }
            FetchTurn(relay::FetchTurn) = "fetch_turn" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/turns/fetched" sub "battle";
                form "/campaigns/{id}/battles/{battle}/turns/fetched" read fields, back Sheet, say "Marked as downloaded.";
                docs "Say you downloaded turn file `n` sent to you (R13.3): its sender can no longer take it back. Downloading the file (`GET .../files/{fid}`) says it by itself.", who "the commander the file was sent to",
                    body r#"{"n": 3}"#;
            }
            SetTurnClock(relay_clock::SetTurnClock) = "set_turn_clock" {
                flags NONE;
                api PUT "/campaigns/{id}/battles/{bid}/turn-clock" sub "battle";
                form "/campaigns/{id}/battles/{battle}/turn-clock" read set_turn_clock, back Sheet, say "Turn clock saved.";
                docs "Set this battle's turn clock in hours (R13.4; 1 to 2160), or give it back to the schedule's `turn_clock_hours` with null. The clock's reminder and its telling the GM and the HC follow the new length at once.", who "GM, until the result",
                    body r#"{"hours": 72}"#;
            }
            ConcedeBattle(rulings::ConcedeBattle) = "concede_battle" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/concede" sub "battle";
                form "/campaigns/{id}/battles/{battle}/concede" read fields, back Sheet, say "Conceded: the game master is told and enters the result.";
                docs "Give the battle up (R13.5): the game master is mailed and enters the result, which then says it was conceded. Once per battle, while it is set up and has no result. The concession is the two commanders', their High Commanders' and the GM's to know until the result.", who "either commander of the battle (a deputy while covering)";
            }
            MarkPlayTimes(sessions::MarkPlayTimes) = "mark_play_times" {
                flags PLAY;
                api PUT "/campaigns/{id}/battles/{bid}/session/times" sub "battle";
                form "/campaigns/{id}/battles/{battle}/session/times" read mark_play_times, back Sheet, say "Saved: your opponent sees when you can play.";
                docs "Mark when you can play a live battle in the coming 14 days (R13.6): `spans` of instants (`from` before `to`, none past 14 days; what is past is dropped), replacing what you marked before; none clears it. The battle's sheet shows the overlap of both commanders' times in each one's zone.", who "either commander of a battle set up live",
                    body r#"{"spans": [{"from": "2026-12-08T18:00:00Z", "to": "2026-12-08T22:00:00Z"}]}"#;
            }
            ProposeSession(sessions::ProposeSession) = "propose_session" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/session" sub "battle";
                form "/campaigns/{id}/battles/{battle}/session" read propose_session, back Sheet, say "Proposed: your opponent is told.";
                docs "Propose a slot for the live session (R13.6): `at`, within the coming 14 days, for `minutes` (30 to 720). It replaces a proposal not yet accepted (a counter-offer too); the other commander is mailed. Refused while a slot is agreed.", who "either commander of a battle set up live",
                    body r#"{"at": "2026-12-08T19:00:00Z", "minutes": 180}"#;
            }
            AnswerSession(sessions::AnswerSession) = "answer_session" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/session/answer" sub "battle";
                form "/campaigns/{id}/battles/{battle}/session/answer" read fields, back Sheet, say "Answered: your opponent is told.";
                docs "Accept (`accept: true`) or decline the slot your opponent proposed (R13.6); an agreed slot not yet begun either commander calls off with `accept: false`. Accepted, the slot is in both commanders' calendar feeds with a reminder an hour before, and the battle is in play.", who "the commander the proposal waits on; either, to call off",
                    body r#"{"accept": true}"#;
            }
            ReportSession(sessions::ReportSession) = "report_session" {
                flags PLAY;
                api POST "/campaigns/{id}/battles/{bid}/session/report" sub "battle";
                form "/campaigns/{id}/battles/{battle}/session/report" read fields, back Sheet, say "Reported: the game master decides.";
                docs "Once the agreed slot began, say it was played (`played: true`) or that your opponent did not come (`played: false`) (R13.6). One report per slot; the GM is mailed and decides.", who "either commander of the battle",
                    body r#"{"played": false}"#;
            }
            ConfirmSession(sessions::ConfirmSession) = "confirm_session" {
                flags NONE;
                api POST "/campaigns/{id}/battles/{bid}/session/confirm" sub "battle";
                form "/campaigns/{id}/battles/{battle}/session/confirm" read fields, back Sheet, say "Decided.";
                docs "Decide an agreed slot that began (R13.6): played (no `absent`), or the side whose commander did not come (`absent`: allies or axis), which counts in his record like a turn file not answered in time (R1.7). Either way a new slot may then be booked.", who "GM",
                    body r#"{"absent": "axis"}"#;
            }
            ChaseBattle(rulings::ChaseBattle) = "chase_battle" {
                flags NONE;
                api POST "/campaigns/{id}/battles/{bid}/chase" sub "battle";
                form "/campaigns/{id}/battles/{battle}/chase" read fields, back Sheet, say "Reminder sent.";
                docs "Chase a battle now (R13.5): whoever it waits on is mailed a reminder (the commander holding a PBEM battle's turn file, else both commanders). At most once an hour per battle, while it is set up and has no result.", who "GM";
            }
            EnterResult(results::EnterResult) = "enter_result" {
                flags NONE;
                api POST "/campaigns/{id}/battles/{bid}/result" sub "battle";
                form "/campaigns/{id}/battles/{battle}/result" read enter_result, back Sheet, say "Result entered.";
                docs "Enter the outcome (R7.5): total_victory, major_victory, tactical_victory, minor_victory, draw, minor_loss, tactical_loss, major_loss, total_loss (the attacker's view). Losses default to the cap and may not exceed it or the units present.", who "GM, in the combat resolution phase",
                    body r#"{"outcome": "minor_victory", "attacker_losses": 1, "defender_losses": 2, "notes": "Close fight at the draw.", "link": "https://forum.example/aar/12"}"#;
            }
            ChooseCasualties(casualties::ChooseCasualties) = "choose_casualties" {
                flags PLAY | AWAITED;
                api POST "/campaigns/{id}/battles/{bid}/casualties" sub "battle";
                form "/campaigns/{id}/battles/{battle}/casualties" read choose_units, back Sheet, say "Casualties recorded.";
                docs "Choose which of your battle units are lost (R8.1): exactly the count set. `side` picks the side when you could answer for both (GM, or one user commanding both battalions).", who "the battalion's commander, that side's HC, or the GM, in the combat results phase",
                    body r#"{"units": [50, 52], "side": "axis"}"#;
            }
            RequestExtension(extensions::RequestExtension) = "request_extension" {
                flags PLAY;
                api POST "/campaigns/{id}/phase/extensions";
                form "/campaigns/{id}/phase/extensions" read fields, back Overview, say "Your request went to the GM.";
                docs "Ask the GM for more hours on the phase's deadline (R5.10), with a reason: at most the schedule's `max_extension_hours`, one open request per member. Your side and the GM read it.", who "HC, BC",
                    body r#"{"hours": 24, "reason": "Battle still being played"}"#;
            }
            DecideExtension(extensions::DecideExtension) = "decide_extension" {
                flags NONE;
                api POST "/campaigns/{id}/phase/extensions/decide";
                form "/campaigns/{id}/phase/extensions/decide" read fields, back Overview, say "Answered.";
                docs "Grant or refuse a member's extension request (R5.10); a grant moves the deadline and the open battles' due dates by the hours asked, and reminders are planned again.", who "GM",
                    body r#"{"user": 7, "grant": true}"#;
            }
            // --- absences and deputies (R1.5) ---
            MarkAway(absence::MarkAway) = "mark_away" {
                flags MEMBER;
                api PUT "/campaigns/{id}/absence";
                form "/campaigns/{id}/absence" read mark_away, back Overview, say "You are marked away; your deputy covers you.";
                docs "Mark yourself away (`from` defaults to now; at most 90 days), replacing an absence you declared. Your side and the GM see it; the other side does not. Meanwhile each of your seats is covered by its deputy (R1.5).", who "member",
                    body r#"{"to": "2026-12-20T18:00:00Z", "note": "Holiday, back on the 20th"}"#;
            }
            Back(absence::Back) = "back" {
                flags MEMBER;
                api DELETE "/campaigns/{id}/absence";
                form "/campaigns/{id}/absence/end" read fields, back Overview, say "Welcome back.";
                docs "End your absence now.", who "member";
            }
            SetDeputy(absence::SetDeputy) = "set_deputy" {
                flags PLAY;
                api PUT "/campaigns/{id}/deputies";
                form "/campaigns/{id}/deputies" read set_deputy, back Overview, say "Deputy saved.";
                docs "Name the deputy of a seat (`battalion`, or `high_commander` with a side), or clear it with no `deputy`: a battalion without one is covered by its side's High Commander. A deputy is a High Commander or battalion commander of the seat's side (or, for a High Commander's seat, the GM). Named by the GM, the side's High Commander or the seat's holder; read by the side and the GM only (R1.5).", who "GM, the side's HC, the seat's holder",
                    body r#"{"battalion": 2, "deputy": 7}"#;
            }
            HandOver(handover::HandOver) = "hand_over" {
                flags PLAY;
                api POST "/campaigns/{id}/handover";
                form "/campaigns/{id}/handover" read hand_over, back Overview, say "Handed over: the new commander has their briefing, and the side's channel says so.";
                docs "Hand a seat to another member of its side (R1.6): a `battalion` (to its side's High Commander or a battalion commander; by the GM or the side's High Commander), or the `high_commander` seat of a side (to a battalion commander of the side, who becomes High Commander while the former one stays a battalion commander; by the GM). The battalion keeps its units and record; the tenure is kept for the side and the GM, the side's channel hears it and the new holder gets a briefing mail.", who "GM; the side's HC for its battalions",
                    body r#"{"battalion": 2, "to": 9}"#;
            }
            OpenSeat(seats::OpenSeat) = "open_seat" {
                flags PLAY;
                api PUT "/campaigns/{id}/seats";
                form "/campaigns/{id}/seats" read open_seat, back Overview, then seat_opened;
                docs "Open a seat for a new commander (`open`: true) or close it (R1.6): a `battalion`, or the `high_commander` seat of a side; with `at_once`, whoever takes it commands it at once, else the GM approves. Open seats are public: every member (observers too) sees them on the open seats page.", who "GM; the side's HC for its battalions",
                    body r#"{"battalion": 2, "open": true, "at_once": false}"#;
            }
            TakeSeat(seats::TakeSeat) = "take_seat" {
                flags MEMBER;
                api POST "/campaigns/{id}/seats/take";
                form "/campaigns/{id}/seats/take" read take_seat, back Overview, then seat_taken;
                docs "Take an open seat (R1.6), as an observer or a commander of its side: at once if the seat allows it (an observer becomes a battalion commander of the side), else the GM is asked. The new holder gets a briefing by mail and the side's channel hears it.", who "observer, or HC/BC of the seat's side",
                    body r#"{"battalion": 2}"#;
            }
            DecideSeat(seats::DecideSeat) = "decide_seat" {
                flags NONE;
                api POST "/campaigns/{id}/seats/decide";
                form "/campaigns/{id}/seats/decide" read fields, back Overview, say "Answered.";
                docs "Approve or refuse a member's request for an open seat (R1.6); an approval hands the seat over.", who "GM",
                    body r#"{"user": 9, "approve": true}"#;
            }
            // --- phases (GM) ---
            SetDeadline(phases::SetDeadline) = "set_deadline" {
                flags NONE;
                api PUT "/campaigns/{id}/phase/deadline";
                form "/campaigns/{id}/phase/deadline" read local_times, back Overview, say "Deadline saved.";
                docs "Set or clear (null, or no body) the current phase's deadline, in UTC.", who "GM",
                    body r#"{"deadline": "2026-12-01T18:00:00Z"}"#;
            }
            Advance(phases::Advance) = "advance" {
                flags NONE;
                api POST "/campaigns/{id}/phase/advance";
                form "/campaigns/{id}/phase/advance" read advance, back Overview, then advanced;
                docs "Advance to the next phase. Refused with the list of blockers unless `force` (then the defaults apply: uncommitted drafts dropped, R7.1 defenders, R8.1 casualties; a reason is required and recorded). A missing battle result cannot be forced.", who "GM",
                    body r#"{"force": true, "reason": "Axis HC on holiday"}"#;
            }
            SetSchedule(schedule::Schedule) = "set_schedule" {
                flags NONE;
                api PUT "/campaigns/{id}/schedule";
                form "/campaigns/{id}/schedule" read set_schedule, back Overview, say "Schedule saved.";
                docs "Set the schedule (R5.6-R5.8): each phase's length in hours (1-2160; omitted or null: no deadline), applied when a phase opens; what a move phase's deadline does (`commit`: the side's legal drafts are committed, the others dropped and listed to the side; `hold`: the drafts are dropped); and `early_advance`, a phase advancing as soon as everyone who must act has acted.", who "GM",
                    body r#"{"combat_move": 72, "combat_resolution": 168, "combat_results": 48, "non_combat_move": 48, "reinforcements": 24, "at_deadline": "commit", "early_advance": true}"#;
            }
            PassDeadline(schedule::PassDeadline) = "pass_deadline" {
                flags NONE;
                api POST "/campaigns/{id}/phase/deadline/passed";
                form "/campaigns/{id}/phase/deadline/passed" read fields, back Overview, say "The deadline was processed.";
                docs "Process the phase's passed deadline now (R5.7). The server's clock does this by itself within `clock.poll_seconds` of the deadline; it is refused before the deadline, while paused, and for a deadline that is no longer the phase's, so a deadline takes effect once.", who "GM (and the server's clock)",
                    body r#"{"deadline": "2026-12-01T18:00:00Z"}"#;
            }
            PassBattleDue(clock::PassBattleDue) = "pass_battle_due" {
                flags NONE;
                api POST "/campaigns/{id}/battles/{bid}/due/passed" sub "battle";
                form "/campaigns/{id}/battles/{battle}/due/passed" read fields, back Sheet, say "The due date was processed.";
                docs "Process a battle's passed due date now (R5.11): the R7.1 default for defenders nobody chose, or the R8.1 default for casualties nobody chose, recorded as chosen by default. The server's clock does this by itself; refused before the due date, while paused, when nothing waits on it, and for a due date that is no longer the battle's.", who "GM (and the server's clock)",
                    body r#"{"due": "2026-12-01T18:00:00Z"}"#;
            }
            ChaseTurn(relay::ChaseTurn) = "chase_turn" {
                flags NONE;
                api POST "/campaigns/{id}/battles/{bid}/turns/chased" sub "battle";
                form "/campaigns/{id}/battles/{battle}/turns/chased" read fields, back Sheet, say "Chased.";
                docs "Chase the holder of a PBEM battle's last turn file past the turn clock (R13.4; the schedule's `turn_clock_hours`, 48): step 1 reminds him by mail, step 2 (past it twice) tells the GM and his High Commander. The server's clock does this by itself, each step once; refused before it is due, twice, or while paused.", who "GM (and the server's clock)",
                    body r#"{"n": 3, "step": 1}"#;
            }
            AbsenceOver(clock::AbsenceOver) = "absence_over" {
                flags NONE;
                api POST "/campaigns/{id}/absences/ended";
                form "/campaigns/{id}/absences/ended" read fields, back Overview, say "The absence is over.";
                docs "End a member's absence that ran out (R1.5); the member gets one summary mail of what happened while away. The server's clock does this by itself at the absence's end; refused before it and for an absence that is no longer the member's.", who "GM (and the server's clock)",
                    body r#"{"user": 7, "to": "2026-12-20T18:00:00Z"}"#;
            }
            PauseCampaign(schedule::PauseCampaign) = "pause" {
                flags NONE;
                api POST "/campaigns/{id}/pause";
                form "/campaigns/{id}/pause" read fields, back Overview, say "The campaign is paused.";
                docs "Pause the campaign's clock with a reason everyone reads (R5.9): deadlines are frozen until it resumes.", who "GM",
                    body r#"{"reason": "Christmas break"}"#;
            }
            ResumeCampaign(schedule::ResumeCampaign) = "resume" {
                flags NONE;
                api POST "/campaigns/{id}/resume";
                form "/campaigns/{id}/resume" read fields, back Overview, say "The campaign resumes.";
                docs "Resume the clock (R5.9): the deadline and the open battles' due dates move by the pause's length.", who "GM";
            }
            Undo(phases::Undo) = "undo" {
                flags NONE;
                api POST "/campaigns/{id}/phase/undo";
                form "/campaigns/{id}/phase/undo" read fields, back Overview, then undone;
                docs "Undo the last phase transition (R12.2); recorded in the history.", who "GM";
            }
            RestoreUnit(forces::RestoreUnit) = "restore_unit" {
                flags NONE;
                api POST "/campaigns/{id}/units/{uid}/restore" sub "unit";
                form "/campaigns/{id}/units/{uid}/restore" read fields, back Setup, say "Unit restored.";
                docs "Bring back a destroyed unit to a place (R3.5) with a reason (R12.3); recorded in the history among the corrections.", who "GM",
                    body r#"{"to": "F13", "reason": "Lost by a misclick in the casualty form"}"#;
            }
            // --- the side's layer on the map (R12.5) ---
            Annotate(annotations::Annotate) = "annotate" {
                flags PLAY | CREATED;
                api POST "/campaigns/{id}/annotations";
                form "/campaigns/{id}/annotations" read fields, back Map, say "Drawn on your side's map.";
                docs "Draw on your side's layer of the map (R12.5): an `arrow` from `zone` to `to`, a `circle` on `zone`, or a `label` with `text` at `zone` (text at most 80 characters). Only your side (and the GM) sees it; it belongs to the turn it is drawn in and is kept in the side's history. A side keeps at most 60. The GM names the `side`.", who "HC, BC; GM naming the side",
                    body r#"{"shape": "arrow", "zone": "F13", "to": "F14", "text": "Main effort"}"#,
                    answer r#"{"annotation": 3, "events": [...], "campaign": {...}}"#;
            }
            RemoveAnnotation(annotations::RemoveAnnotation) = "remove_annotation" {
                flags PLAY;
                api DELETE "/campaigns/{id}/annotations/{aid}" sub "annotation";
                form "/campaigns/{id}/annotations/{annotation}/remove" read fields, back Map, say "Annotation removed.";
                docs "Remove an annotation of your side's layer (R12.5): its author or the side's High Commander; the GM names the `side`. Kept in the side's history.", who "its author, the side's HC, GM";
            }
            // --- corrections (GM, R12.3) ---
            CorrectUnit(corrections::CorrectUnit) = "correct_unit" {
                flags NONE;
                api POST "/campaigns/{id}/corrections/unit";
                form "/campaigns/{id}/corrections/unit" read fields, back Setup, say "Unit corrected.";
                docs "Put a unit at a place (bringing it back if destroyed), with a reason (R12.3). The history shows before and after: the unit's name to its side and the GM, \"an Allied company\" to the others.", who "GM, campaign running",
                    body r#"{"unit": 12, "to": "F13", "reason": "Moved by mistake"}"#;
            }
            CorrectZone(corrections::CorrectZone) = "correct_zone" {
                flags NONE;
                api POST "/campaigns/{id}/corrections/zone";
                form "/campaigns/{id}/corrections/zone" read fields, back Setup, say "Zone corrected.";
                docs "Set who controls a zone, with a reason (R12.3); the history shows before and after to everyone.", who "GM, campaign running",
                    body r#"{"zone": "F13", "control": "allies", "reason": "Control was not updated after battle 4"}"#;
            }
            CorrectResult(corrections::CorrectResult) = "correct_result" {
                flags NONE;
                api POST "/campaigns/{id}/battles/{bid}/result/correct" sub "battle";
                form "/campaigns/{id}/battles/{battle}/result/correct" read fields, back Sheet, say "Result corrected.";
                docs "Replace a battle's result (outcome and losses) before any casualty is chosen, with a reason (R12.3); the history shows before and after to everyone.", who "GM, combat resolution or results",
                    body r#"{"outcome": "draw", "attacker_losses": 1, "defender_losses": 1, "reason": "The save showed a draw"}"#;
            }
        }
    };
}
