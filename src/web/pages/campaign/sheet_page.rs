//! A battle's setup sheet page (R7.4): the sheet as the reader may see it,
//! the forms they may use on it (defenders, support, result, casualties),
//! the after-action reports and files; kept per reader's sight, and shown
//! again filled when a form on it was refused.

use super::battles::assigned_names;
use crate::error::{AppError, AppResult};
use crate::render::sheet::{self, Sheet};
use crate::rules::defender_requirement;
use crate::rules::zone_view::UnitLine;
use crate::rules::{BattleId, Conditions};
use crate::web::access::names;
use crate::web::access::Access;
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::{AppState, ViewerMoves};
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "campaign/sheet.html")]
struct SheetPage {
    layout: Layout,
    /// A live battle's sessions (R13.6), for those who follow them.
    live: Option<super::live_card::LiveCard>,
    id: i64,
    sh: Sheet,
    sides: Vec<sheet::SheetSide>,
    bbcode: String,
    status: String,
    is_gm: bool,
    /// The defenders' form, when the reader chooses them.
    defend: Option<DefendForm>,
    /// The support form, when the reader assigns it.
    support: Option<SupportForm>,
    /// Each outcome with the losses it allows here (R7.5).
    outcomes: Vec<crate::rules::results::ResultOption>,
    casualty_forms: Vec<CasualtyForm>,
    result: Option<crate::rules::BattleResult>,
    /// The result's notes, a paragraph each.
    result_notes: Vec<String>,
    conditions: Conditions,
    can_enter_result: bool,
    /// The GM may correct the result (R12.3).
    can_correct_result: bool,
    aars: Vec<super::sheet_lines::AarLine>,
    /// The reader's own report (empty when not written yet), when they may
    /// write one.
    my_aar: Option<String>,
    files: Vec<super::sheet_lines::FileLine>,
    can_attach: bool,
    max_file_mb: u64,
    /// The battle's stage in words (R13.1), with how it is played.
    stage: String,
    /// What the reader may do to its game now (R13.1).
    play: Option<crate::rules::play_options::PlayOption>,
    /// The GM's form for the battle's turn clock (R13.4): the hours in
    /// force, and the battle's own if set; None when not a PBEM battle
    /// still played.
    turn_clock: Option<u32>,
    turn_clock_own: Option<u32>,
    /// What the battle's commanders lack of the campaign's CMBN (R13.2),
    /// for the GM.
    kit: Vec<String>,
    /// The PBEM relay, as the reader may follow it (R13.3).
    relay: Option<super::relay_card::RelayCard>,
}

/// The defenders' choice on the sheet (R7.1).
struct DefendForm {
    required: u32,
    max_companies: u32,
    choices: Vec<UnitLine>,
    /// The R7.1 default, preticked.
    default: Vec<crate::rules::UnitId>,
}

/// The High Commander's support for the battle (R6.6).
struct SupportForm {
    artillery: Vec<UnitLine>,
    air: Vec<UnitLine>,
    ship_possible: bool,
    /// Why no ship is offered to a beach assault (R2.4).
    ship_note: Option<String>,
    /// Why no air unit is offered (R6.6).
    air_note: Option<String>,
    /// The support the battle has now, ticked on the form.
    assigned: crate::rules::AssignedSupport,
    /// What the battle has now, in words ("155mm section, P-47 flight").
    assigned_names: Vec<String>,
}

/// One side's casualty choice on the sheet (R8.1).
struct CasualtyForm {
    side: &'static str,
    role: &'static str,
    /// What the form asks (`CasualtyChoice::prompt`).
    prompt: String,
    units: Vec<UnitLine>,
    /// The R8.1 default, preticked.
    default: Vec<crate::rules::UnitId>,
    /// Every unit that fought is lost: nothing to choose, only to confirm.
    all: bool,
}

#[derive(Deserialize, Default)]
pub struct SheetQuery {
    format: Option<String>,
}

pub async fn sheet_page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<(i64, BattleId)>,
    q: web::Query<SheetQuery>,
) -> AppResult<HttpResponse> {
    let (id, bid) = path.into_inner();
    // The reports and files on the sheet are read in the same trip.
    let (a, (rows, files, kit, zones)) =
        crate::web::access::access_and(&state, id, &me, move |c, a| {
            crate::app::files::sheet_extras(c, a, bid)
        })
        .await?;
    let acts = crate::web::access::actions_of(&state, &a).await?;
    let member_names = names(&acts.members);
    // The reader's whole page, when they read it lately seeing the same,
    // with the same reports, files and members' names (which their sight
    // does not cover).
    let sight = crate::web::access::sight(&state, &a)?;
    let page_key = (q.format.is_none())
        .then(|| {
            // The relay is followed per person (R13.3), not per side: what this
            // reader follows of it names their page too.
            let relay = a.state.battle(bid).and_then(|b| {
                crate::rules::relay_view::follow(&a.state, &a.actor(), b, chrono::Utc::now())
            });
            let extra = sheet_extras_digest(&rows, &files, &member_names, bid)
                ^ crate::app::live::relay_digest(relay.as_slice())
                ^ kit_digest(&kit)
                ^ live_digest(&zones);
            crate::web::pages::layout::page_key(
                &session,
                &me.user,
                id,
                sight,
                format!("battles/{bid}/sheet#{extra:x}"),
            )
        })
        .flatten();
    if let Some(hit) = page_key.as_ref().and_then(|k| state.pages.get(k)) {
        return Ok(hit);
    }
    let (kept, b) = crate::web::drawn::sheet_for(
        &a,
        &state,
        bid,
        &member_names,
        crate::web::http::language::reader(),
    )?;
    if q.format.as_deref() == Some("bbcode") {
        return Ok(HttpResponse::Ok()
            .content_type("text/plain; charset=utf-8")
            .body(kept.1.clone()));
    }
    let page = draw_sheet(&session, &me, &state, &a, &acts, &b, kept)?;
    let live = super::live_card::for_sheet(&a, bid, &member_names, &zones, &me.user);
    let page = SheetPage {
        kit,
        live,
        aars: super::sheet_lines::aar_lines(&rows, bid, &member_names),
        my_aar: crate::app::aars::writer_side(&a, bid).ok().map(|side| {
            rows.iter()
                .find(|r| r.battle_id == i64::from(bid.get()) && r.side == side.as_str())
                .map(|r| r.body.clone())
                .unwrap_or_default()
        }),
        // Turn files are listed with the relay, for those who follow it
        // (R13.3): not again among the battle's files, with a removal the
        // relay refuses.
        files: {
            let follows = a
                .state
                .battle(bid)
                .and_then(|b| {
                    crate::rules::relay_view::follow(&a.state, &a.actor(), b, chrono::Utc::now())
                })
                .is_some();
            let shown: Vec<crate::app::files::FileMeta> = files
                .iter()
                .filter(|f| !follows || crate::rules::relay::turn_of(&a.state, bid, f.id).is_none())
                .cloned()
                .collect();
            super::sheet_lines::file_lines(&shown, &member_names, &a.actor())
        },
        ..page
    };
    let html_text = page.render()?;
    state.renders.drawn("sheet_page");
    Ok(match page_key {
        Some(k) => state.pages.keep(k, html_text),
        None => html(html_text),
    })
}

/// The sheet as the reader sees it, with the forms they may use; the
/// reports and files are the caller's.
fn draw_sheet(
    session: &Session,
    me: &CurrentUser,
    state: &AppState,
    a: &Access,
    acts: &ViewerMoves,
    b: &crate::rules::Battle,
    kept: std::sync::Arc<(Sheet, String)>,
) -> AppResult<SheetPage> {
    let (sh, bbcode) = (kept.0.clone(), kept.1.clone());
    let (id, bid, s) = (a.row.id, b.id, &a.state);
    let lang = crate::web::http::language::reader();
    // Named from the reader's view: a unit they may not name has no line.
    let v = crate::rules::view(s, a.map(state.catalog())?, &a.actor());
    let lines = |ids: &[crate::rules::UnitId]| -> Vec<UnitLine> {
        ids.iter()
            .filter_map(|id| v.unit(*id))
            .filter_map(UnitLine::of)
            .collect()
    };
    let (defend, support, casualty_forms) = forms(acts, s, b, &lines);
    Ok(SheetPage {
        layout: Layout::new(
            session,
            Some(&me.user),
            lang.t1("sheet-title", "battle", bid),
        )
        .in_campaign(id, &a.row.name)
        .in_section("battles")
        .paused(&a.state),
        id,
        bbcode,
        status: lang.t1("sheet-status", "status", b.status(s.phase)),
        is_gm: a.is_gm(),
        defend,
        support,
        outcomes: crate::rules::results::result_options(b),
        casualty_forms,
        result: b.result.clone(),
        result_notes: b
            .result
            .as_ref()
            .map(|r| super::sheet_lines::paragraphs(&r.notes))
            .unwrap_or_default(),
        conditions: b.conditions.clone(),
        // The form to enter a result while none is in (found in play: an
        // empty form stood above the result entered); a result in is
        // corrected with its reason (R12.3).
        can_enter_result: acts
            .actions
            .gm
            .as_ref()
            .is_some_and(|g| g.awaiting_result.contains(&bid)),
        can_correct_result: a.is_gm() && crate::rules::corrections::result_correctable(s, b),
        aars: Vec::new(),
        my_aar: None,
        files: Vec::new(),
        can_attach: crate::rules::files::may_attach(&a.actor(), s, bid),
        max_file_mb: state.settings.files.max_file_mb,
        stage: stage_words(b),
        turn_clock: (a.is_gm()
            && b.play.mode == Some(crate::rules::play::PlayMode::Pbem)
            && b.result.is_none()
            && !b.closed)
            .then(|| crate::rules::relay_clock::clock_hours(s, b)),
        turn_clock_own: b.relay.clock_hours,
        kit: Vec::new(),
        live: None,
        play: acts.actions.play.iter().find(|o| o.battle == bid).cloned(),
        relay: crate::rules::relay_view::follow(s, &a.actor(), b, chrono::Utc::now()).map(|r| {
            super::relay_card::RelayCard::of(
                s,
                b,
                &r,
                &names(&acts.members),
                &me.user.time_zone,
                chrono::Utc::now(),
            )
        }),
        sides: vec![sh.attacker.clone(), sh.defender.clone()],
        sh,
    })
}

/// "In play (PBEM)": the stage, and how the game is played once known.
fn stage_words(b: &crate::rules::Battle) -> String {
    let lang = crate::web::http::language::reader();
    let stage = lang.t1("sheet-stage", "stage", b.stage().as_str());
    match b.play.mode {
        Some(mode) => lang.t2("sheet-stage-played", "stage", stage, "mode", mode.as_str()),
        None => stage,
    }
}

type Forms = (Option<DefendForm>, Option<SupportForm>, Vec<CasualtyForm>);

/// The choices the reader may make on battle `b`: its defenders, its
/// support, each side's casualties.
fn forms(
    acts: &ViewerMoves,
    s: &crate::rules::CampaignState,
    b: &crate::rules::Battle,
    lines: &dyn Fn(&[crate::rules::UnitId]) -> Vec<UnitLine>,
) -> Forms {
    let (required, max_companies) = defender_requirement(s, b);
    let defend = acts
        .actions
        .defenders
        .iter()
        .find(|d| d.battle == b.id)
        .map(|d| DefendForm {
            required,
            max_companies,
            choices: lines(&d.candidates),
            default: d.default.clone(),
        });
    let support = acts
        .actions
        .support
        .iter()
        .find(|c| c.battle == b.id)
        .map(|c| SupportForm {
            artillery: lines(&c.artillery),
            air: lines(&c.air),
            ship_possible: c.ship,
            ship_note: c.ship_note.clone(),
            air_note: c.air_note.clone(),
            assigned: c.assigned.clone(),
            assigned_names: assigned_names(s, &c.assigned),
        });
    let casualties = acts
        .actions
        .casualties
        .iter()
        .filter(|c| c.battle == b.id)
        .map(|c| CasualtyForm {
            side: c.side.as_str(),
            role: if c.attacker { "Attacker" } else { "Defender" },
            prompt: c
                .prompt_said()
                .said_in(crate::web::http::language::reader()),
            units: lines(&c.candidates),
            default: c.default.clone(),
            all: c.count as usize >= c.candidates.len(),
        })
        .collect();
    (defend, support, casualties)
}

/// What the GM's sheet says of the commanders' CMBN (R13.2), for the key:
/// a member's account changes it, not the campaign's version.
/// A live battle's sheet (R13.6) also says times in its commanders' zones
/// and draws the coming 14 days from this hour on.
fn live_digest(zones: &[(i64, String)]) -> u64 {
    use std::hash::{Hash, Hasher};
    if zones.is_empty() {
        return 0;
    }
    let mut h = std::collections::hash_map::DefaultHasher::new();
    zones.hash(&mut h);
    (chrono::Utc::now().timestamp() / 3600).hash(&mut h);
    h.finish()
}

fn kit_digest(kit: &[String]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    kit.hash(&mut h);
    h.finish()
}

/// What a battle's sheet shows besides the campaign at its version: the
/// after-action reports, the files and the members' names, as a digest for
/// the page's key.
fn sheet_extras_digest(
    rows: &[crate::app::aars::Aar],
    files: &[crate::app::files::FileMeta],
    names: &crate::rules::Names,
    bid: BattleId,
) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    names.hash(&mut h);
    for r in rows.iter().filter(|r| r.battle_id == i64::from(bid.get())) {
        (&r.side, r.author_id, &r.body, r.updated_at).hash(&mut h);
    }
    for f in files {
        (f.id, &f.name, f.gm_only, f.size, &f.sha256).hash(&mut h);
    }
    h.finish()
}

/// The sheet again for a form on it that was refused: the reason above,
/// the form filled with what was sent, the refusal's status. A refusal
/// the page cannot show (the battle is gone) is answered as itself.
pub async fn sheet_again(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    (id, bid): (i64, BattleId),
    action: &str,
    fields: &[(String, String)],
    e: AppError,
) -> AppResult<HttpResponse> {
    if matches!(e, AppError::NotFound | AppError::Internal(_)) {
        return Err(e);
    }
    auth::flash(
        &session,
        "error",
        e.public_message_in(crate::web::http::language::reader()),
    );
    let q = web::Query(SheetQuery::default());
    let Ok(page) = sheet_page(session.clone(), state, me, (id, bid).into(), q).await else {
        let _ = auth::take_flash(&session);
        return Err(e);
    };
    crate::web::pages::refill::again(page, action, fields, &e).await
}
