//! Answers: a page, a redirect, a battle file, the 404 of an unknown address.

use super::errors::ApiError;
use crate::error::AppError;
use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::HttpResponse;

/// A page, 200 OK.
pub fn html(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(body)
}

pub fn redirect(to: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, to.to_string()))
        .finish()
}

/// A file's bytes as they are read, as an attachment (images inline on
/// request); its length is told first.
pub fn file<S>(f: &crate::app::files::FileMeta, chunks: S, inline: bool) -> HttpResponse
where
    S: futures_util::Stream<Item = Result<Vec<u8>, AppError>> + 'static,
{
    let kind = crate::app::files::kind(f);
    let disposition = if inline && kind.is_image() {
        "inline"
    } else {
        "attachment"
    };
    HttpResponse::Ok()
        .content_type(kind.content_type())
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("{disposition}; filename=\"{}\"", f.name),
        ))
        .insert_header(("X-Content-Type-Options", "nosniff"))
        .insert_header((
            "Content-Security-Policy",
            "default-src 'none'; sandbox; frame-ancestors 'none'",
        ))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(actix_web::body::SizedStream::new(
            u64::try_from(f.size).unwrap_or(0),
            pieces(chunks),
        ))
}

/// A chunk's bytes go out in pieces of 64 KiB, which share its buffer:
/// the connection copies a piece at a time into its own, not a chunk.
fn pieces<S>(chunks: S) -> impl futures_util::Stream<Item = Result<Bytes, AppError>> + 'static
where
    S: futures_util::Stream<Item = Result<Vec<u8>, AppError>> + 'static,
{
    use futures_util::StreamExt;
    const PIECE: usize = 64 * 1024;
    chunks.flat_map(|c| {
        let pieces: Vec<Result<Bytes, AppError>> = match c {
            Ok(v) => {
                let b = Bytes::from(v);
                (0..b.len())
                    .step_by(PIECE)
                    .map(|at| Ok(b.slice(at..b.len().min(at + PIECE))))
                    .collect()
            }
            Err(e) => vec![Err(e)],
        };
        futures_util::stream::iter(pieces)
    })
}

pub async fn not_found(req: actix_web::HttpRequest) -> Result<HttpResponse, actix_web::Error> {
    if req.path().starts_with("/api/") {
        Err(ApiError(AppError::NotFound).into())
    } else {
        Err(AppError::NotFound.into())
    }
}
