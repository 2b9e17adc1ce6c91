//! The HTTP methods Bocage answers (#40, item 3): any other is refused
//! with 405 before a log line, a metrics series or a session is made for
//! it, so a client that invents methods (7,000 characters each) grows
//! nothing; what is kept names a method from this bounded set only.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::HttpResponse;

/// The standard methods (RFC 9110 and PATCH): the routes answer them (a
/// route that does not take one answers 405); any other is refused here.
const KNOWN: [Method; 9] = [
    Method::GET,
    Method::HEAD,
    Method::POST,
    Method::PUT,
    Method::PATCH,
    Method::DELETE,
    Method::OPTIONS,
    Method::TRACE,
    Method::CONNECT,
];

/// The method as logs and metrics may name it: one of the known ones,
/// else "other" (a bounded label set).
pub fn label(m: &Method) -> &'static str {
    match *m {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        Method::TRACE => "TRACE",
        Method::CONNECT => "CONNECT",
        _ => "other",
    }
}

/// Refuses a method Bocage never answers with 405 Method Not Allowed (what
/// a route answers for a method it does not take), before anything else
/// sees the request (the outermost middleware).
pub async fn refuse_unknown(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody + 'static>>, actix_web::Error> {
    if KNOWN.contains(req.method()) {
        return Ok(next.call(req).await?.map_into_left_body());
    }
    let res = HttpResponse::MethodNotAllowed()
        .insert_header(("Allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"))
        .insert_header(("Cache-Control", "no-store"))
        .content_type("text/plain; charset=utf-8")
        .body("Bocage answers the standard HTTP methods only.\n");
    Ok(req.into_response(res).map_into_right_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_come_from_a_bounded_set() {
        assert_eq!(label(&Method::GET), "GET");
        let made_up = Method::from_bytes("YAASX".repeat(1400).as_bytes()).unwrap_or(Method::GET);
        assert_eq!(label(&made_up), "other");
        assert_eq!(
            label(&Method::from_bytes(b"PROPFIND").unwrap_or(Method::GET)),
            "other"
        );
    }
}
