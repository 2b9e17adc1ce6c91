//! Every form of the campaign pages posts to one handler, which maps the
//! form to a `Command` through this table, runs it and goes back to the
//! page. A new command's form is one entry here.

use super::form::Form;
use super::form_commands::{
    add_battalion, add_member, add_support, advance, assign_support, committed, draft_move,
    enter_result, member_added, place_reinforcement, set_calendar, set_conditions, set_control,
    set_params, update_battalion, update_draft,
};
use super::{execute, Executed};
use crate::error::AppError;
use crate::rules::{self, Command};
use crate::web::auth::{self, CurrentUser};
use crate::web::{redirect, AppState};
use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};

/// One form: where it posts, how it becomes a command, what the player
/// reads after it, and where they go back to.
pub struct Action {
    pub path: &'static str,
    pub build: fn(&Form) -> Result<Command, AppError>,
    pub done: fn(&Executed) -> String,
    /// `{id}` and `{sub}` are filled in.
    pub back: &'static str,
}

const SETUP: &str = "/campaigns/{id}/setup";
const OVERVIEW: &str = "/campaigns/{id}";
const ORDERS: &str = "/campaigns/{id}/orders";
const SHEET: &str = "/campaigns/{id}/battles/{sub}/sheet";

macro_rules! said {
    ($text:literal) => {
        |_: &Executed| $text.to_string()
    };
}

pub const ACTIONS: &[Action] = &[
    Action {
        path: "/campaigns/{id}/members",
        build: add_member,
        done: member_added,
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/members/{mid}/remove",
        build: |f| {
            Ok(Command::RemoveMember(rules::RemoveMember {
                member: f.sub()?,
            }))
        },
        done: said!("Member removed."),
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/setup/params",
        build: set_params,
        done: said!("Parameters saved."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/calendar",
        build: set_calendar,
        done: said!("Calendar saved."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/battalions",
        build: add_battalion,
        done: said!("Battalion added."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/battalions/{bid}",
        build: update_battalion,
        done: said!("Battalion saved."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/battalions/{bid}/remove",
        build: |f| {
            Ok(Command::RemoveBattalion(rules::RemoveBattalion {
                battalion: f.sub()?,
            }))
        },
        done: said!("Battalion removed."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/units/{uid}/rename",
        build: |f| {
            Ok(Command::RenameUnit(rules::RenameUnit {
                unit: f.sub()?,
                name: f.text("name").into(),
            }))
        },
        done: said!("Unit renamed."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/units/{uid}/remove",
        build: |f| Ok(Command::RemoveUnit(rules::RemoveUnit { unit: f.sub()? })),
        done: said!("Unit removed."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/support",
        build: add_support,
        done: said!("Support unit added."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/control",
        build: set_control,
        done: said!("Control saved."),
        back: SETUP,
    },
    Action {
        path: "/campaigns/{id}/setup/start",
        build: |_| Ok(Command::Start(rules::Start {})),
        done: said!("The campaign has started: round 1, Allied turn, combat move."),
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/orders",
        build: draft_move,
        done: said!("Move drafted. The High Commander commits the side's orders."),
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/orders/{draft}/update",
        build: update_draft,
        done: said!("Move changed."),
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/orders/{draft}/delete",
        build: |f| Ok(Command::DeleteDraft(rules::DeleteDraft { draft: f.sub()? })),
        done: said!("Move deleted."),
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/commit",
        build: |_| Ok(Command::Commit(rules::Commit {})),
        done: committed,
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/reinforcements",
        build: place_reinforcement,
        done: said!("Reinforcements placed."),
        back: ORDERS,
    },
    Action {
        path: "/campaigns/{id}/phase/advance",
        build: advance,
        done: |d| super::pages::status_text(&d.access.state),
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/phase/undo",
        build: |_| Ok(Command::Undo(rules::Undo {})),
        done: |d| {
            format!(
                "Undone: back to {}",
                super::pages::status_text(&d.access.state)
            )
        },
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/phase/deadline",
        build: |f| {
            Ok(Command::SetDeadline(rules::SetDeadline {
                deadline: f.time("deadline")?,
            }))
        },
        done: said!("Deadline saved."),
        back: OVERVIEW,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/support",
        build: assign_support,
        done: said!("Support assigned."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/defenders",
        build: |f| {
            Ok(Command::ChooseDefenders(rules::ChooseDefenders {
                battle: f.sub()?,
                units: f.all("units")?,
            }))
        },
        done: said!("Defenders chosen."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/result",
        build: enter_result,
        done: said!("Result entered."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/casualties",
        build: |f| {
            Ok(Command::ChooseCasualties(rules::ChooseCasualties {
                battle: f.sub()?,
                side: f.side("side")?,
                units: f.all("units")?,
            }))
        },
        done: said!("Casualties recorded."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/conditions",
        build: set_conditions,
        done: said!("Conditions saved."),
        back: SHEET,
    },
    Action {
        path: "/campaigns/{id}/battles/{battle}/due",
        build: |f| {
            Ok(Command::SetBattleDue(rules::SetBattleDue {
                battle: f.sub()?,
                due: f.time("due")?,
            }))
        },
        done: said!("Due date saved."),
        back: SHEET,
    },
];

/// The one handler of every form in `ACTIONS`.
pub async fn act(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Bytes,
) -> Result<HttpResponse, AppError> {
    let pattern = req.match_pattern().unwrap_or_default();
    let action = ACTIONS
        .iter()
        .find(|a| a.path == pattern)
        .ok_or(AppError::NotFound)?;
    let info = req.match_info();
    let id = crate::web::campaign_id(&req)?;
    let sub = info.iter().find(|(k, _)| *k != "id").map(|(_, v)| v);
    let fields: Vec<(String, String)> = serde_html_form::from_bytes(&body)
        .map_err(|e| AppError::BadRequest(format!("The form could not be read: {e}.")))?;
    let form = Form {
        fields,
        sub,
        tz: &me.user.time_zone,
        catalog: &state.catalog,
    };
    let outcome = match (action.build)(&form) {
        Ok(cmd) => execute(&state, id, &me.user, cmd).await,
        Err(e) => Err(e),
    };
    let done = match outcome {
        Ok(done) => done,
        Err(e) if refusal(&e) => {
            let fields = form.fields;
            let back = Back {
                id,
                sub,
                path: req.path(),
            };
            return refused(action, back, session, state, me, &fields, e).await;
        }
        Err(e) => return Err(e),
    };
    auth::flash(&session, "ok", (action.done)(&done));
    let back = action
        .back
        .replace("{id}", &id.to_string())
        .replace("{sub}", sub.unwrap_or_default());
    Ok(redirect(&back))
}

/// A refusal the player can correct on the page: a rule, a bad or missing
/// value. Not: not signed in, not a member, not found, or our failure.
fn refusal(e: &AppError) -> bool {
    matches!(
        e,
        AppError::Rule(_)
            | AppError::Invalid(_)
            | AppError::BadRequest(_)
            | AppError::Conflict(_)
            | AppError::Forbidden(_)
            | AppError::Missing(_)
    )
}

/// Where a refused form came from.
struct Back<'a> {
    id: i64,
    sub: Option<&'a str>,
    path: &'a str,
}

/// The page the form is on, rendered again with the refusal above it and
/// the form filled with what was sent, answered with the refusal's status.
async fn refused(
    action: &Action,
    back: Back<'_>,
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    fields: &[(String, String)],
    e: AppError,
) -> Result<HttpResponse, AppError> {
    use super::{battles, orders, pages, setup};
    auth::flash(&session, "error", e.public_message());
    let id = back.id;
    let s = session.clone();
    let page = match action.back {
        SETUP => setup::setup_page(s, state, me, id.into()).await,
        ORDERS => orders::orders_page(s, state, me, id.into()).await,
        SHEET => {
            let bid = back
                .sub
                .and_then(|s| s.parse().ok())
                .ok_or(AppError::NotFound)?;
            let q = web::Query(battles::SheetQuery::default());
            battles::sheet_page(s, state, me, (id, bid).into(), q).await
        }
        _ => pages::overview(s, state, me, id.into()).await,
    };
    // The page itself may refuse now (the battle is gone): say the first no.
    let Ok(page) = page else {
        let _ = auth::take_flash(&session);
        return Err(e);
    };
    crate::web::refill::again(page, back.path, fields, e.status()).await
}
