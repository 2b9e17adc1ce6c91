//! A battalion's page (#26, R1.6): its units and record as the reader's
//! view shows them, its commander, and, for its side and the GM, its
//! deputy, its tenure and the handover form.

use crate::error::{AppError, AppResult};
use crate::rules::handover::{record_said, tenure_said};
use crate::rules::timetable::Seat;
use crate::rules::BattalionId;
use crate::web::access::InCampaign;
use crate::web::auth::CurrentUser;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;

/// A unit as the page lists it.
pub struct UnitLine {
    pub name: String,
    /// The unit's class in the reader's language.
    pub class: String,
    pub place: String,
}

#[derive(Template)]
#[template(path = "campaign/battalion.html")]
struct BattalionPage {
    layout: Layout,
    id: i64,
    bid: BattalionId,
    name: String,
    side: crate::rules::Side,
    nation: &'static str,
    commander: String,
    /// The reader's side's or the GM's: deputy and tenure.
    inside: Option<(String, String)>,
    units: Vec<UnitLine>,
    /// Units the reader may not name (the other side's): a count.
    hidden: usize,
    lost: usize,
    record: Vec<String>,
    /// Who the seat may be handed to, when the reader may hand it over.
    handover: Vec<crate::app::read::overview::Named>,
}

pub async fn page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    path: web::Path<(i64, String)>,
) -> AppResult<HttpResponse> {
    let (id, raw) = path.into_inner();
    let lang = crate::web::http::language::reader();
    let missing = || AppError::Missing(lang.t("battalion-missing"));
    let bid: u32 = raw.parse().map_err(|_| missing())?;
    let bid = BattalionId::new(bid);
    let map = a.map(state.catalog())?;
    let actor = a.actor();
    let who = crate::rules::Audience::of(&actor);
    let v = crate::rules::view::view_for(&a.state, map, who);
    let b = v
        .battalions
        .iter()
        .find(|b| b.id == bid)
        .ok_or_else(missing)?;
    let actions = crate::web::access::actions_of(&state, &a).await?;
    let members = &actions.members;
    let roster = crate::app::campaigns::roster(members);
    let name_of = |u| crate::rules::cover::name_of(&roster, u);
    let seat = Seat::Battalion(bid);
    let inside = who.sees_side(b.side).then(|| {
        let deputy = crate::rules::cover::deputy_of(&a.state, &roster, seat)
            .map_or_else(|| lang.t("battalion-no-deputy"), name_of);
        let tenure = tenure_said(&v.tenures, &roster, seat, b.commander).said_in(lang);
        (deputy, tenure)
    });
    let mine = v.units.iter().filter(|u| u.battalion == Some(bid));
    let units: Vec<UnitLine> = mine
        .clone()
        .filter(|u| !u.destroyed && u.name.is_some())
        .map(|u| UnitLine {
            name: u.name.unwrap_or_default().to_string(),
            class: lang.t1("battalion-class", "class", u.class.as_str()),
            // Said in the reader's language ("the reinforcement box").
            place: crate::rules::told::place(map, u.location).said_in(lang),
        })
        .collect();
    let hidden = mine
        .clone()
        .filter(|u| !u.destroyed && u.name.is_none())
        .count();
    let lost = mine.filter(|u| u.destroyed).count();
    // Whom the rules let the reader hand this seat to (R1.6).
    let handover = crate::rules::offers::handovers(&a.state, &roster, &actor, Some(seat))
        .first()
        .map(|o| crate::app::read::overview::seat_choice(o, members, lang).candidates)
        .unwrap_or_default();
    let page = BattalionPage {
        layout: Layout::new(&session, Some(&me.user), b.name.to_string())
            .in_campaign(id, &a.row.name)
            .in_section("overview")
            .paused(&a.state),
        id,
        bid,
        name: b.name.to_string(),
        side: b.side,
        nation: b.nation.label(),
        commander: b
            .commander
            .map_or_else(|| lang.t("battalion-nobody"), name_of),
        inside,
        units,
        hidden,
        lost,
        record: record_said(&v, bid)
            .iter()
            .map(|r| r.said_in(lang))
            .collect(),
        handover,
    };
    Ok(html(page.render()?))
}

/// A unit's class note on the zone page (`rules::words::class_note`) in
/// the reader's language: nothing, the class, or what it counts as.
pub fn class_note(lang: &crate::rules::say::Lang, name: &str, class: &str) -> String {
    let note = crate::rules::words::class_note(name, class);
    if note.is_empty() {
        note
    } else if note == class {
        lang.t1("battalion-class", "class", class)
    } else {
        lang.t1("zone-counts-as", "class", class)
    }
}
