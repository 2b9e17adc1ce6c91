//! The open seats page (#26, R1.6): every member (observers too) sees the
//! seats open for a new commander, with the side, the battalion and its
//! state as everyone may see it, and takes one; the GM opens and closes
//! seats and answers requests.

use crate::error::AppResult;
use crate::rules::seats::may_take;
use crate::rules::timetable::Seat;
use crate::web::access::InCampaign;
use crate::web::auth::CurrentUser;
use crate::web::http::respond::html;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;

/// One open seat as the page lists it.
pub struct OpenLine {
    /// The form value: "battalion:2" or "hc:allies".
    pub value: String,
    pub name: String,
    pub side: crate::rules::Side,
    /// Its state as everyone may see it.
    pub state: Vec<String>,
    pub at_once: bool,
    pub may_take: bool,
    /// The reader asked for it and waits on the GM.
    pub asked: bool,
    /// The reader holds it still (the GM opened it for a newcomer).
    pub yours: bool,
}

#[derive(Template)]
#[template(path = "campaign/seats.html")]
struct SeatsPage {
    layout: Layout,
    id: i64,
    open: Vec<OpenLine>,
    is_gm: bool,
    /// Every seat the reader may open (value, name).
    seats: Vec<(String, String)>,
    /// Requests waiting on the GM: (user, who, seat).
    claims: Vec<(i64, String, String)>,
}

fn value(seat: Seat) -> String {
    match seat {
        Seat::Battalion(b) => format!("battalion:{b}"),
        Seat::HighCommander(side) => format!("hc:{}", side.as_str()),
    }
}

pub async fn page(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
) -> AppResult<HttpResponse> {
    use crate::rules::cover::name_of;
    let id = a.id();
    let map = a.map(state.catalog())?;
    let actions = crate::web::access::actions_of(&state, &a).await?;
    let roster = crate::app::campaigns::roster(&actions.members);
    let s = &a.state;
    let public = crate::rules::view::view_for(s, map, crate::rules::Audience::Public);
    let actor = a.actor();
    let user = crate::rules::UserId::new(a.user_id);
    let lang = crate::web::http::language::reader();
    // A seat's name: a battalion's (data), or its side's High Commander in
    // the reader's words.
    let seat_words = |seat: Seat| crate::rules::told::seat(s, seat).said_in(lang);
    let open = s
        .people
        .openings
        .iter()
        .map(|o| {
            let state = match o.seat {
                Seat::Battalion(b) => {
                    let units: Vec<_> = public
                        .units
                        .iter()
                        .filter(|u| u.battalion == Some(b) && !u.destroyed)
                        .collect();
                    let mut places: Vec<String> = units
                        .iter()
                        .map(|u| crate::rules::ctx::place_name(map, u.location))
                        .collect();
                    places.sort();
                    places.dedup();
                    let mut lines = vec![lang.n2(
                        "seats-units-on-map",
                        units.len(),
                        "places",
                        places.join(", "),
                    )];
                    lines.extend(
                        crate::rules::handover::record_said(&public, b)
                            .iter()
                            .map(|r| r.said_in(lang)),
                    );
                    lines
                }
                Seat::HighCommander(_) => {
                    vec![lang.t("seats-hc-state")]
                }
            };
            OpenLine {
                value: value(o.seat),
                name: seat_words(o.seat),
                side: o.side,
                state,
                at_once: o.at_once,
                may_take: may_take(s, &roster, user, o.seat, o.side),
                yours: crate::rules::cover::holder(s, &roster, o.seat) == Some(user),
                asked: s
                    .people
                    .claims
                    .iter()
                    .any(|c| c.user == user && c.seat == o.seat),
            }
        })
        .collect();
    let seats = s
        .battalions
        .iter()
        .map(|b| Seat::Battalion(b.id))
        .chain([
            Seat::HighCommander(crate::rules::Side::Allies),
            Seat::HighCommander(crate::rules::Side::Axis),
        ])
        .filter(|seat| {
            actor.gm
                || matches!(seat, Seat::Battalion(_))
                    && crate::rules::cover::side_of(s, *seat).is_some_and(|side| actor.is_hc(side))
        })
        .map(|seat| (value(seat), seat_words(seat)))
        .collect();
    let claims = if actor.gm {
        s.people
            .claims
            .iter()
            .map(|c| (c.user.get(), name_of(&roster, c.user), seat_words(c.seat)))
            .collect()
    } else {
        Vec::new()
    };
    let page = SeatsPage {
        layout: Layout::new(
            &session,
            Some(&me.user),
            crate::web::http::language::reader().t("seats-title"),
        )
        .in_campaign(id, &a.row.name)
        .in_section("overview")
        .paused(s),
        id,
        open,
        is_gm: actor.gm,
        seats,
        claims,
    };
    Ok(html(page.render()?))
}
