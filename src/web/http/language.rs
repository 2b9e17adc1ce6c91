//! Which language a request is answered in (#44): the account's choice for a
//! signed-in browser, else the language cookie the sign-in page's picker
//! sets, else the browser's `Accept-Language`; the API by `Accept-Language`
//! (a bearer client's account choice is its pages', not its programs').
//!
//! The answer is kept for the request's whole handling (a task-local set by
//! [`choose`] around the handler), so that a page's frame, a refusal said
//! in a flash and an error page all speak the same language without every
//! handler passing it down.

use crate::rules::say::Lang;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::HttpRequest;
use std::cell::Cell;

/// The cookie the sign-in page's picker sets (a language code, nothing
/// else: it identifies no one).
pub const COOKIE: &str = "bocage_lang";

tokio::task_local! {
    static READER: Cell<Lang>;
}

/// The language this request is answered in (English outside a request).
pub fn reader() -> Lang {
    READER.try_with(Cell::get).unwrap_or_default()
}

/// The signed-in account's choice, once known (`auth::users`), for a
/// browser's request: it outranks the cookie and the header. An API
/// request keeps `Accept-Language`.
pub fn chose(req: &HttpRequest, lang: Lang) {
    if req.path().starts_with("/api/") {
        return;
    }
    let _ = READER.try_with(|r| r.set(lang));
}

/// The language of a request before its account is known.
pub fn of_request(req: &HttpRequest) -> Lang {
    let header_choice = || {
        req.headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map_or(Lang::En, Lang::negotiate)
    };
    if req.path().starts_with("/api/") {
        return header_choice();
    }
    req.cookie(COOKIE)
        .and_then(|c| Lang::of(c.value()))
        .unwrap_or_else(header_choice)
}

/// Middleware: answers the request in its reader's language, and says
/// which (`Content-Language`) and that the answer varies with the header.
pub async fn choose(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let lang = of_request(req.request());
    READER
        .scope(Cell::new(lang), async move {
            let mut res = next.call(req).await?;
            let said = reader();
            let headers = res.headers_mut();
            // Pages and the API's answers are written in a language; files,
            // pictures and feeds are not (yet) said to be.
            let written = headers
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|t| t.starts_with("text/html") || t.starts_with("application/json"));
            if !written {
                return Ok(res);
            }
            if let Ok(v) = header::HeaderValue::from_str(said.code()) {
                headers.insert(header::CONTENT_LANGUAGE, v);
            }
            super::encoding::vary(headers, "accept-language");
            Ok(res)
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_a_request_the_reader_reads_english() {
        assert_eq!(reader(), Lang::En);
    }

    #[tokio::test]
    async fn within_a_request_the_reader_is_what_was_chosen() {
        let seen = READER
            .scope(Cell::new(Lang::De), async {
                let before = reader();
                let _ = READER.try_with(|r| r.set(Lang::It));
                (before, reader())
            })
            .await;
        assert_eq!(seen, (Lang::De, Lang::It));
    }
}
