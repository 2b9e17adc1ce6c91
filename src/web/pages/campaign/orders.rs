//! The orders page: draft (offering only what `rules::actions` lists),
//! review the side's drafts, commit; place reinforcements. Works without
//! JavaScript.

use super::words;
use crate::error::AppResult;
use crate::rules::actions::{Actions, Placement};
use crate::rules::attacks::MoveType;
use crate::rules::say::{Arg, Said};
use crate::rules::{
    drafted_counts, BattalionId, CampaignState, DraftId, Map, MoveKind, Phase, Side, Status, UnitId,
};
use crate::web::access::InCampaign;
use crate::web::access::{names, Access};
use crate::web::auth::CurrentUser;
use crate::web::http::language::reader;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use std::collections::{BTreeMap, BTreeSet};

pub struct DraftLine {
    pub id: DraftId,
    /// The edit form, for those who may change this draft now.
    pub edit: Option<super::draft_edit::DraftEdit>,
    /// Whether the reader may delete it now (R6.2): nobody is offered what
    /// the rules would refuse them.
    pub deletable: bool,
    /// For an attack: the battle it makes with the other drafts against the
    /// same battalion, provisional.
    pub odds: String,
    pub battalion: String,
    pub from: String,
    pub units: String,
    pub to: String,
    pub target: String,
    pub kind: String,
    pub author: String,
}

pub struct Stack {
    pub zone: String,
    pub units: usize,
    pub artillery: usize,
    pub over: bool,
}

/// (value, label) of a select.
type Choice = (String, String);

/// A reinforcement to place: (what: "battalion:12" or "unit:57", name,
/// destinations).
type PlaceChoice = (String, String, Vec<Choice>);

/// Units of one battalion in one place, with where they may go.
pub struct Group {
    pub title: String,
    pub goes: String,
    /// (id, name, the class to show beside the name or nothing).
    pub units: Vec<(UnitId, String, String)>,
}

#[derive(Template)]
#[template(path = "campaign/orders.html")]
struct OrdersPage {
    layout: Layout,
    id: i64,
    banner: String,
    my_side: Option<Side>,
    acting: bool,
    is_hc: bool,
    phase: String,
    move_phase: bool,
    groups: Vec<Group>,
    /// Units that may go nowhere now: (name, class note, place, why).
    stuck: Vec<super::stuck::StuckLine>,
    stuck_units: usize,
    /// Legal destinations of the units listed: (zone, label).
    destinations: Vec<Choice>,
    /// Battalions an attack may target: (id, label).
    targets: Vec<(BattalionId, String)>,
    drafts: Vec<DraftLine>,
    stacks: Vec<Stack>,
    problems: Vec<String>,
    commit: Option<crate::rules::actions::CommitOption>,
    placements: Vec<PlaceChoice>,
    waiting: Vec<(String, u32)>,
    /// Whether the viewer may say his orders are done, and has (R5.12).
    ready_me: Option<bool>,
    /// The side's battalion commanders and whether each is ready (R5.12),
    /// for the side and the GM.
    ready_roll: Vec<(String, bool)>,
}

pub async fn orders_page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let actions = crate::web::access::actions_of(&state, &a).await?;
    let members = &actions.members;
    let names = names(members);
    let s = &a.state;
    let map = a.map(state.catalog())?;
    let my_side = if a.is_gm() {
        Some(s.side)
    } else {
        a.hc_side().or(a.side())
    };
    let sees = crate::rules::sees_side(&a.actor(), s.side);
    let (destinations, targets) = choices(map, &actions.actions);
    let acting = s.status == Status::Active && my_side == Some(s.side);
    let mut lines = if sees {
        drafts(s, map, &names)
    } else {
        Vec::new()
    };
    if sees {
        let roster = crate::app::campaigns::roster(members);
        let inputs = crate::rules::Inputs::new(map, &roster, chrono::Utc::now());
        let actor = a.actor();
        for (line, d) in lines.iter_mut().zip(s.drafts.iter()) {
            line.odds = draft_odds(s, &inputs, &actor, d);
            if acting && crate::rules::orders::may_change(s, &actor, d) {
                line.deletable = true;
                line.edit = super::draft_edit::edit(&a, map, &inputs, d);
            }
        }
    }
    let page = OrdersPage {
        layout: Layout::new(&session, Some(&me.user), reader().t("nav-orders"))
            .in_campaign(id, &a.row.name)
            .paused(&a.state),
        id,
        banner: super::words::status_text(s),
        my_side,
        acting,
        is_hc: a.hc_side() == Some(s.side) || a.is_gm(),
        phase: reader().t1("word-phase", "phase", s.phase.as_str()),
        move_phase: matches!(s.phase, Phase::CombatMove | Phase::NonCombatMove),
        groups: groups(s, map, &actions.actions),
        stuck_units: actions.actions.stuck.len(),
        stuck: super::stuck::stuck(s, map, &actions.actions),
        destinations,
        targets,
        drafts: lines,
        stacks: if sees { stacks(s) } else { Vec::new() },
        problems: if sees {
            crate::rules::stacking_problems(s)
                .iter()
                .map(|p| p.line_in(reader()))
                .collect()
        } else {
            Vec::new()
        },
        commit: actions.actions.commit.clone(),
        placements: placements(map, &actions.actions.reinforcements),
        waiting: waiting(&a),
        ready_me: actions.actions.ready,
        ready_roll: if sees {
            crate::rules::ready::roll(s)
                .into_iter()
                .map(|(u, ready)| (names.of(u.get()), ready))
                .collect()
        } else {
            Vec::new()
        },
    };
    Ok(html(page.render()?))
}

/// A unit's class to show beside its name (`words::class_note`), in the
/// reader's language.
fn class_note(name: &str, class: crate::rules::UnitClass) -> String {
    let note = crate::rules::words::class_note(name, class.label());
    if note.is_empty() {
        note
    } else if note == class.label() {
        reader().t1("orders-class", "class", class.as_str())
    } else {
        reader().t1("orders-class-counts-as", "class", class.as_str())
    }
}

/// The units the viewer may order, by battalion and place, each with where
/// it may go.
fn groups(s: &CampaignState, map: &Map, actions: &Actions) -> Vec<Group> {
    type Entry = (String, BTreeSet<String>, Vec<(UnitId, String, String)>);
    let lang = reader();
    let mut out: BTreeMap<(Option<BattalionId>, String), Entry> = BTreeMap::new();
    for m in &actions.moves {
        let Some(u) = s.unit(m.unit) else { continue };
        let who = m.battalion.and_then(|b| s.battalion(b)).map_or_else(
            || lang.t1("orders-side-artillery", "side", s.side.as_str()),
            |b| b.name.clone(),
        );
        let place = words::place(map, &m.from);
        let g = out
            .entry((m.battalion, m.from.to_string()))
            .or_insert_with(|| {
                let title = lang.t2("orders-group", "who", who.as_str(), "place", place.as_str());
                (title, BTreeSet::new(), Vec::new())
            });
        for d in &m.destinations {
            let kind = d.kind.as_str();
            g.1.insert(lang.t2("orders-goes", "kind", kind, "to", &d.to));
        }
        g.2.push((u.id, u.name.clone(), class_note(&u.name, u.class)));
    }
    out.into_values()
        .map(|(title, goes, units)| Group {
            title,
            goes: goes.into_iter().collect::<Vec<_>>().join(", "),
            units,
        })
        .collect()
}

/// Every destination and every target of the viewer's moves, labelled.
fn choices(map: &Map, actions: &Actions) -> (Vec<Choice>, Vec<(BattalionId, String)>) {
    let lang = reader();
    let or = format!(" {} ", lang.t("orders-or"));
    let mut kinds: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut targets: BTreeMap<BattalionId, String> = BTreeMap::new();
    for d in actions.moves.iter().flat_map(|m| m.destinations.iter()) {
        let Some(z) = d.to.zone() else { continue };
        let kind = if d.kind == MoveType::Attack {
            let names: Vec<&str> = d.targets.iter().map(|t| t.name.as_str()).collect();
            lang.t1("orders-attack-of", "targets", names.join(or.as_str()))
        } else {
            lang.t1("orders-kind", "kind", d.kind.as_str())
        };
        kinds.entry(z.to_string()).or_default().insert(kind);
        for t in &d.targets {
            let label = lang.say(&Said::new(
                "orders-target",
                vec![
                    ("name", Arg::from(t.name.as_str())),
                    ("zone", Arg::from(z)),
                    ("odds", Arg::from(t.odds.text.as_str())),
                ],
            ));
            targets.insert(t.battalion, label);
        }
    }
    let mut zones: Vec<Choice> = kinds
        .into_iter()
        .map(|(z, k)| {
            let label = format!(
                "{} ({})",
                words::place(map, &crate::rules::Location::Zone(z.clone())),
                k.into_iter().collect::<Vec<_>>().join("; ")
            );
            (z, label)
        })
        .collect();
    zones.sort_by_key(|(z, _)| (z.len(), z.clone()));
    (zones, targets.into_iter().collect())
}

fn drafts(s: &CampaignState, map: &Map, names: &crate::rules::Names) -> Vec<DraftLine> {
    let lang = reader();
    let name_of = |id: &UnitId| {
        s.unit(*id)
            .map_or_else(|| id.to_string(), |u| u.name.clone())
    };
    s.drafts
        .iter()
        .map(|d| DraftLine {
            id: d.id,
            edit: None,
            deletable: false,
            odds: String::new(),
            battalion: d
                .battalion
                .and_then(|b| s.battalion(b))
                .map_or_else(|| lang.t("orders-artillery"), |b| b.name.clone()),
            from: d
                .units
                .first()
                .and_then(|u| s.unit(*u))
                .map(|u| words::place(map, &u.location))
                .unwrap_or_default(),
            units: d.units.iter().map(name_of).collect::<Vec<_>>().join(", "),
            to: words::place(map, &d.to),
            target: d
                .target
                .and_then(|t| s.battalion(t))
                .map(|b| b.name.clone())
                .unwrap_or_default(),
            kind: if d.kind == MoveKind::Combat {
                lang.t("orders-kind-combat")
            } else {
                lang.t("orders-kind-non-combat")
            },
            author: names.of(d.author.get()),
        })
        .collect()
}

/// The side's stacking if every draft took effect, in the zones drafts enter.
fn stacks(s: &CampaignState) -> Vec<Stack> {
    let counts = drafted_counts(s, s.side);
    let touched: BTreeSet<&str> = s.drafts.iter().filter_map(|d| d.to.zone()).collect();
    touched
        .into_iter()
        .map(|z| {
            let (u, art) = counts.get(z).copied().unwrap_or_default();
            Stack {
                zone: z.to_string(),
                units: u,
                artillery: art,
                over: u as u32 > s.params.stack_limit || art as u32 > s.params.artillery_stack,
            }
        })
        .collect()
}

fn placements(map: &Map, list: &[Placement]) -> Vec<PlaceChoice> {
    list.iter()
        .filter_map(|p| {
            let what = match (p.battalion, p.units.first()) {
                (Some(b), _) => format!("battalion:{b}"),
                (None, Some(u)) => format!("unit:{u}"),
                (None, None) => return None,
            };
            let to = p
                .destinations
                .iter()
                .map(|d| (d.to_string(), words::place(map, d)))
                .collect();
            Some((what, p.name.clone(), to))
        })
        .collect()
}

/// The side's reinforcements still to come: (name, round).
fn waiting(a: &Access) -> Vec<(String, u32)> {
    let s = &a.state;
    let Some(side) = a.hc_side().or(if a.is_gm() { Some(s.side) } else { None }) else {
        return Vec::new();
    };
    s.battalions
        .iter()
        .filter(|b| b.side == side && b.arrives_round.is_some_and(|r| r > s.round))
        .map(|b| (b.name.clone(), b.arrives_round.unwrap_or_default()))
        .collect()
}

/// The provisional battle of an attack draft (all drafts on that battalion
/// there counted), or empty for other moves.
fn draft_odds(
    s: &CampaignState,
    t: &crate::rules::Inputs,
    actor: &crate::rules::Actor,
    d: &crate::rules::Draft,
) -> String {
    use crate::rules::actions::draft_kind;
    use crate::rules::preview::attack_preview;
    if draft_kind(s, t, actor, d) != MoveType::Attack {
        return String::new();
    }
    let Some(zone) = d.to.zone() else {
        return String::new();
    };
    let target = d
        .target
        .or_else(|| s.battalions_in(zone, s.side.enemy()).into_iter().next());
    target.map_or_else(String::new, |b| {
        // The same words as the map's and the sheet's odds.
        attack_preview(s, t, actor, zone, b, 0).text
    })
}
