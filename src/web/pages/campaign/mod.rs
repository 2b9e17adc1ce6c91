//! Everything under `/campaigns/{id}`: each handler takes the member's
//! access already checked (`web::access::InCampaign`); every change goes
//! through `web::commands`, fed by the forms of the command registry
//! (`forms.rs`) as by the JSON API. This file only routes.

pub mod aars;
pub mod annotations;
pub mod battalion;
pub mod battles;
pub mod draft_edit;
pub mod fields;
pub mod files;
pub mod form_readers;
pub mod forms;
pub mod history;
pub mod live_card;
pub mod map;
pub mod map_orders;
pub mod messages;
pub mod notes;
pub mod orders;
pub mod overview;
pub mod relay_card;
pub mod replay;
pub mod report;
pub mod seats;
pub mod setup;
pub mod sheet_lines;
pub mod sheet_page;
pub mod story;
pub mod stuck;
pub mod todo;
pub mod webhooks;
pub mod words;

use crate::web::http::scope::campaign_scoped;
use actix_web::web;

/// The pages a member reads, as data: the router and the secrecy test both
/// read this table, so a new page is checked for hidden information.
pub fn page_routes() -> Vec<(&'static str, actix_web::Route)> {
    vec![
        ("/campaigns", web::get().to(overview::list)),
        ("/campaigns/{id}", web::get().to(overview::overview)),
        ("/campaigns/{id}/history", web::get().to(history::history)),
        ("/campaigns/{id}/setup", web::get().to(setup::setup_page)),
        ("/campaigns/{id}/export", web::get().to(setup::export)),
        ("/campaigns/{id}/map", web::get().to(map::map_page)),
        ("/campaigns/{id}/map.png", web::get().to(report::map_png)),
        ("/campaigns/{id}/messages", web::get().to(messages::page)),
        (
            "/campaigns/{id}/reports/{round}/{side}",
            web::get().to(report::report_page),
        ),
        (
            "/campaigns/{id}/zones/{zone}",
            web::get().to(map::zone_page),
        ),
        (
            "/campaigns/{id}/battalions/{battalion}",
            web::get().to(battalion::page),
        ),
        ("/campaigns/{id}/seats", web::get().to(seats::page)),
        ("/campaigns/{id}/stats", web::get().to(story::stats_page)),
        ("/campaigns/{id}/stats.csv", web::get().to(story::stats_csv)),
        ("/campaigns/{id}/replay", web::get().to(replay::replay_page)),
        (
            "/campaigns/{id}/replay/frames/{frame}",
            web::get().to(replay::replay_frame),
        ),
        (
            "/campaigns/{id}/replay.gif",
            web::get().to(replay::replay_gif),
        ),
        ("/campaigns/{id}/orders", web::get().to(orders::orders_page)),
        (
            "/campaigns/{id}/battles",
            web::get().to(battles::battles_page),
        ),
        (
            "/campaigns/{id}/battles/{battle}/sheet",
            web::get().to(sheet_page::sheet_page),
        ),
        (
            "/campaigns/{id}/battles/{battle}",
            web::get().to(battles::to_sheet),
        ),
        (
            "/campaigns/{id}/files/{file}",
            web::get().to(files::download),
        ),
        ("/campaigns/{id}/webhooks", web::get().to(webhooks::page)),
    ]
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    let posts: Vec<(&'static str, actix_web::Route)> = vec![
        ("/campaigns", web::post().to(overview::create)),
        ("/campaigns/{id}/nudge", web::post().to(overview::nudge)),
        ("/campaigns/{id}/messages", web::post().to(messages::post)),
        (
            "/campaigns/{id}/notepad",
            web::post().to(notes::save_notepad),
        ),
        ("/campaigns/{id}/sealed-notes", web::post().to(notes::seal)),
        (
            "/campaigns/{id}/battles/{battle}/aar",
            web::post().to(aars::write),
        ),
        (
            "/campaigns/{id}/battles/{battle}/files",
            web::post().to(files::upload),
        ),
        (
            "/campaigns/{id}/battles/{battle}/turns/upload",
            web::post().to(files::send_turn),
        ),
        (
            "/campaigns/{id}/files/{file}/remove",
            web::post().to(files::remove),
        ),
        ("/campaigns/{id}/webhooks", web::post().to(webhooks::add)),
        (
            "/campaigns/{id}/language",
            web::post().to(crate::web::pages::language::campaign_language),
        ),
        (
            "/campaigns/{id}/webhooks/{hook}/remove",
            web::post().to(webhooks::remove),
        ),
        (
            "/campaigns/{id}/messages/{mid}/edit",
            web::post().to(messages::edit),
        ),
        (
            "/campaigns/{id}/messages/{mid}/delete",
            web::post().to(messages::delete),
        ),
        (
            "/campaigns/{id}/setup/import",
            web::post().to(setup::import),
        ),
    ];
    let actions = forms::paths().map(|path| (path, web::post().to(forms::act)));
    campaign_scoped(cfg, page_routes().into_iter().chain(posts).chain(actions));
}
