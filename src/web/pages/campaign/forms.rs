//! Every form of the campaign pages posts to one handler (`act`), which
//! finds the form's command in the registry (`rules::registry`), reads the
//! fields into the command's JSON body with the entry's reader
//! (`form_readers`), builds the command as the API does
//! (`web::commands::build`), runs it and goes back to the entry's page; a
//! refusal shows that page again, filled in, with the refusal above it.

use super::fields::Form;
use super::form_readers as read;
use crate::error::AppError;
use crate::rules::command::{Back, COMMANDS};
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser};
use crate::web::commands::{build, execute, Executed};
use crate::web::http::respond::redirect;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};

/// How a form's fields become its command's body: the reader the registry
/// names, and what the player reads after it when the registry says
/// `then` rather than `say`.
struct Reader {
    tag: &'static str,
    read: fn(&Form, Option<&'static str>) -> read::Body,
    then: Option<fn(&Executed) -> String>,
}

macro_rules! reader {
    (fields, $module:ident :: $payload:ident) => {
        read::fields::<crate::rules::$module::$payload>
    };
    ($read:ident, $module:ident :: $payload:ident) => {
        read::$read
    };
}

macro_rules! opt_fn {
    () => {
        None
    };
    ($f:ident) => {
        Some(read::$f)
    };
}

macro_rules! define_readers {
    ($(
        $variant:ident ( $module:ident :: $payload:ident ) = $tag:literal {
            flags $flags:expr;
            api $method:ident $path:literal $(wrap $wrap:literal)? $(sub $sub:literal)?;
            $(form $fpath:literal read $read:ident, back $back:ident, $(say $say:literal)? $(then $then:ident)?;)?
            docs $summary:literal, who $who:literal $(, body $body:literal)? $(, answer $answer:literal)?;
        }
    )*) => {
        /// The readers of every form of the registry.
        const READERS: &[Reader] = &[$($(
            Reader {
                tag: $tag,
                read: reader!($read, $module::$payload),
                then: opt_fn!($($then)?),
            },
        )?)*];
    };
}

crate::command_registry!(define_readers);

/// Every form's path, for the router.
pub fn paths() -> impl Iterator<Item = &'static str> {
    COMMANDS.iter().filter_map(|c| c.form.map(|f| f.path))
}

/// The one handler of every form of the registry.
pub async fn act(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    body: web::Bytes,
) -> Result<HttpResponse, AppError> {
    let pattern = req.match_pattern().unwrap_or_default();
    let (spec, form_route) = COMMANDS
        .iter()
        .find_map(|c| c.form.filter(|f| f.path == pattern).map(|f| (c, f)))
        .ok_or(AppError::NotFound)?;
    let reader = READERS
        .iter()
        .find(|r| r.tag == spec.tag)
        .ok_or(AppError::NotFound)?;
    let info = req.match_info();
    let id = crate::web::http::input::campaign_id(&req)?;
    let sub = info.iter().find(|(k, _)| *k != "id").map(|(_, v)| v);
    let mut fields: Vec<(String, String)> = serde_html_form::from_bytes(&body)
        .map_err(|e| AppError::BadRequest(format!("The form could not be read: {e}.")))?;
    // "Check" asks what the change would do, through the same path, and
    // keeps nothing (#25: the pages' dry run); it is not a field of the
    // command.
    let checking = fields.iter().any(|(k, v)| k == "dry_run" && v == "1");
    // A form placed on the map too (R5.12's flag) returns to the map.
    let back = if fields.iter().any(|(k, v)| k == "from" && v == "map") {
        Back::Map
    } else {
        form_route.back
    };
    fields.retain(|(k, _)| k != "dry_run" && k != "from");
    let form = Form {
        fields,
        sub,
        tz: &me.user.time_zone,
        catalog: state.catalog(),
    };
    let built = (reader.read)(&form, spec.api.sub).and_then(|b| build(spec, b, sub));
    let origin = || Origin {
        id,
        sub,
        path: req.path(),
    };
    if checking {
        let checked = match built {
            Ok(cmd) => crate::web::commands::dry_run(&state, id, &me.user, cmd).await,
            Err(e) => Err(e),
        };
        let said = match checked {
            Ok(done) => Said::Checked(checked_words(&state, id, done).await?),
            Err(e) if refusal(&e) => Said::Refused(e),
            Err(e) => return Err(e),
        };
        let fields = form.fields;
        return shown(back, origin(), session, state, me, &fields, said).await;
    }
    let outcome = match built {
        Ok(cmd) => execute(&state, id, &me.user, cmd).await,
        Err(e) => Err(e),
    };
    let done = match outcome {
        Ok(done) => done,
        Err(e) if refusal(&e) => {
            let (said, fields) = (Said::Refused(e), form.fields);
            return shown(back, origin(), session, state, me, &fields, said).await;
        }
        Err(e) => return Err(e),
    };
    let said = match (reader.then, form_route.say) {
        (Some(then), _) => then(&done),
        (None, Some(say)) => say.to_string(),
        (None, None) => "Done.".to_string(),
    };
    auth::flash(&session, "ok", said);
    Ok(redirect(&back_path(back, id, sub)))
}

/// The address of a form's page.
fn back_path(back: Back, id: i64, sub: Option<&str>) -> String {
    match back {
        Back::Setup => format!("/campaigns/{id}/setup"),
        Back::Overview => format!("/campaigns/{id}"),
        Back::Orders => format!("/campaigns/{id}/orders"),
        Back::Map => format!("/campaigns/{id}/map"),
        Back::Sheet => format!("/campaigns/{id}/battles/{}/sheet", sub.unwrap_or_default()),
    }
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
struct Origin<'a> {
    id: i64,
    sub: Option<&'a str>,
    path: &'a str,
}

/// What the page says of a form sent back to it.
enum Said {
    /// Refused: the refusal, above the page and at the form.
    Refused(AppError),
    /// Checked (a dry run): what the change would make, at the form.
    Checked(String),
}

/// What a checked change would do, in words: the rules accept it, and for
/// a draft, its provisional battle and the stack it leaves.
async fn checked_words(
    state: &web::Data<AppState>,
    id: i64,
    done: crate::web::commands::Executed,
) -> Result<String, AppError> {
    let mut words = vec!["the rules accept it.".to_string()];
    if let Some(crate::rules::Created::Draft(d)) = done.created {
        let members = crate::web::access::members(state, id).await?;
        if let Some(p) = done.access.draft_preview(state.catalog(), &members, d)? {
            words.extend(p.sentences());
        }
    }
    Ok(words.join(" "))
}

/// The page the form is on, rendered again with the form filled with what
/// was sent and what was said of it: a refusal above the page and at the
/// form (with the refusal's status), or a check's answer at the form.
async fn shown(
    page: Back,
    back: Origin<'_>,
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    fields: &[(String, String)],
    said: Said,
) -> Result<HttpResponse, AppError> {
    use super::{map, orders, overview, setup};
    if let Said::Refused(e) = &said {
        // Every problem on a line of its own: the page lists them (#43).
        let text = e.lines_in(crate::web::http::language::reader()).join("\n");
        auth::flash(&session, "error", text);
    }
    let id = back.id;
    let s = session.clone();
    let page = match page {
        Back::Setup => match InCampaign::load(&state, id, me).await {
            Ok(m) => setup::setup_page(s, state, m).await,
            Err(e) => Err(e),
        },
        Back::Orders => match InCampaign::load(&state, id, me).await {
            Ok(m) => orders::orders_page(s, state, m).await,
            Err(e) => Err(e),
        },
        Back::Overview => match InCampaign::load(&state, id, me).await {
            Ok(m) => overview::overview(s, state, m).await,
            Err(e) => Err(e),
        },
        Back::Map => match InCampaign::load(&state, id, me).await {
            Ok(m) => map::map_page(s, state, m, web::Query(map::MapQuery::default())).await,
            Err(e) => Err(e),
        },
        Back::Sheet => {
            let bid = back
                .sub
                .and_then(|s| s.parse().ok())
                .ok_or(AppError::NotFound)?;
            let q = web::Query(super::sheet_page::SheetQuery::default());
            super::sheet_page::sheet_page(s, state, me, (id, bid).into(), q).await
        }
    };
    // The page itself may refuse now (the battle is gone): say the first no.
    let page = match (page, said) {
        (Ok(page), said) => (page, said),
        (Err(e), Said::Checked(_)) => return Err(e),
        (Err(_), Said::Refused(e)) => {
            let _ = auth::take_flash(&session);
            return Err(e);
        }
    };
    match page {
        (page, Said::Refused(e)) => {
            crate::web::pages::refill::again(page, back.path, fields, &e).await
        }
        (page, Said::Checked(words)) => {
            crate::web::pages::refill::checked(page, back.path, fields, &words).await
        }
    }
}
