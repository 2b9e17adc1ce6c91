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

/// Registers the API's routes as one resource per path, so that a method a
/// path does not declare answers 405 with `Allow` (RFC 9110 §15.5.6)
/// rather than falling through to another pattern (`PUT .../orders/commit`
/// is not an order named "commit"). Paths with a fixed segment go before a
/// pattern that would also match them at that place.
pub fn resources(
    cfg: &mut web::ServiceConfig,
    routes: impl IntoIterator<Item = (&'static str, &'static str, actix_web::Route)>,
) {
    let mut groups: Vec<(&'static str, Vec<&'static str>, Vec<actix_web::Route>)> = Vec::new();
    for (method, path, route) in routes {
        match groups.iter_mut().find(|g| g.0 == path) {
            Some(g) => {
                g.1.push(method);
                g.2.push(route);
            }
            None => groups.push((path, vec![method], vec![route])),
        }
    }
    groups.sort_by_key(|g| fixed_first(g.0));
    let mut scope = web::scope(CAMPAIGN);
    for (path, methods, routes) in groups {
        let allow = methods.join(", ");
        let inner = path.strip_prefix(CAMPAIGN);
        let mut resource = web::resource(inner.unwrap_or(path));
        for r in routes {
            resource = resource.route(r);
        }
        let resource = resource.default_service(web::to(move || not_allowed(allow.clone())));
        match inner {
            Some(_) => scope = scope.service(resource),
            None => {
                cfg.service(resource);
            }
        }
    }
    cfg.service(scope);
}

/// A path's segments, a pattern segment after a fixed one.
fn fixed_first(path: &str) -> Vec<bool> {
    path.split('/').map(|s| s.starts_with('{')).collect()
}

async fn not_allowed(allow: String) -> actix_web::HttpResponse {
    let message = format!("This address answers {allow} only.");
    actix_web::HttpResponse::MethodNotAllowed()
        .insert_header((actix_web::http::header::ALLOW, allow))
        .json(serde_json::json!({"error": {"code": "method_not_allowed", "message": message}}))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_segment_sorts_before_a_pattern_at_its_place() {
        let mut paths = vec![
            "/campaigns/{id}/orders/{oid}",
            "/campaigns/{id}",
            "/campaigns/{id}/orders/commit",
            "/campaigns/import",
            "/campaigns/{id}/orders",
        ];
        paths.sort_by_key(|p| fixed_first(p));
        assert_eq!(
            paths,
            vec![
                "/campaigns/import",
                "/campaigns/{id}",
                "/campaigns/{id}/orders",
                "/campaigns/{id}/orders/commit",
                "/campaigns/{id}/orders/{oid}",
            ]
        );
    }
}
