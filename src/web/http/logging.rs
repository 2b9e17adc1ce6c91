//! The request log: tracing-actix-web's span, with every secret-bearing
//! path (invitation and reset links, calendar feeds, unsubscribe links)
//! redacted and the query string left out, and the client address taken
//! from the connection, or from the forwarding headers only when the
//! connection is a trusted proxy (see `client`).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::Error;
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RootSpanBuilder};

/// Paths whose rest is a credential.
const SECRET_PREFIXES: &[&str] = &["/invite/", "/calendar/", "/unsubscribe/"];

/// The longest path a log line keeps (#40: a line's fields are bounded).
const PATH_MAX: usize = 200;

/// The path as it may be logged: a secret-bearing path loses its secret
/// part, no query string is kept, and a long path is cut.
pub fn loggable_path(path: &str) -> String {
    for prefix in SECRET_PREFIXES {
        if path.starts_with(prefix) {
            return format!("{prefix}[redacted]");
        }
    }
    match path.char_indices().nth(PATH_MAX) {
        Some((cut, _)) => format!("{}[...]", &path[..cut]),
        None => path.to_string(),
    }
}

pub struct RedactedSpan;

impl RootSpanBuilder for RedactedSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        let method = super::methods::label(request.method());
        let route = request
            .match_pattern()
            .unwrap_or_else(|| "default".to_string());
        let peer = crate::web::http::client::of(request.request())
            .map(|ip| ip.to_string())
            .unwrap_or_default();
        tracing::info_span!(
            "HTTP request",
            http.method = %method,
            http.route = %route,
            http.target = %loggable_path(request.path()),
            http.client_ip = %peer,
            http.status_code = tracing::field::Empty,
            otel.status_code = tracing::field::Empty,
            exception.message = tracing::field::Empty,
            exception.details = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}

#[cfg(test)]
mod tests {
    use super::loggable_path;

    #[test]
    fn secrets_in_paths_are_redacted() {
        assert_eq!(loggable_path("/invite/0123abcd"), "/invite/[redacted]");
        assert_eq!(
            loggable_path("/calendar/feedcafe.ics"),
            "/calendar/[redacted]"
        );
        assert_eq!(
            loggable_path("/unsubscribe/3/digest/sig"),
            "/unsubscribe/[redacted]"
        );
        assert_eq!(loggable_path("/campaigns/3/map"), "/campaigns/3/map");
    }

    #[test]
    fn long_paths_are_cut() {
        let long = format!("/campaigns/{}", "é".repeat(5000));
        let logged = loggable_path(&long);
        assert!(logged.chars().count() <= 210, "{}", logged.len());
        assert!(logged.ends_with("[...]"));
    }
}
