//! The routes of one campaign in one scope.

use actix_web::web;

/// Registers routes, those of one campaign (`/campaigns/{id}...`) inside
/// one scope: the router then matches a request against the campaign
/// prefix once instead of against every campaign pattern in turn (each a
/// regular expression). Every other route goes first, so that a fixed path
/// such as `/campaigns/import` is never taken for a campaign id.
pub fn campaign_scoped(
    cfg: &mut web::ServiceConfig,
    routes: impl IntoIterator<Item = (&'static str, actix_web::Route)>,
) {
    let mut scope = web::scope(CAMPAIGN);
    for (path, route) in routes {
        match path.strip_prefix(CAMPAIGN) {
            Some(rest) => scope = scope.route(rest, route),
            None => {
                cfg.route(path, route);
            }
        }
    }
    cfg.service(scope);
}

/// The prefix of one campaign's routes.
const CAMPAIGN: &str = "/campaigns/{id}";
