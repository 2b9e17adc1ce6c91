//! The static files, built into the binary (`build.rs`). Each is served
//! under its plain name (`/static/app.css`, revalidated) and under a name
//! carrying a digest of its bytes (`/static/app.3f1b8d90c2a4e6f1.css`,
//! `Cache-Control: public, max-age=31536000, immutable`); pages link the
//! digest names (`url`), so a new release's files are new URLs and an old
//! file may be cached for a year. Brotli and gzip variants are made once.

use super::codecs::{negotiate, Variants};
use actix_web::http::header::{
    HeaderValue, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_TYPE, ETAG, VARY,
};
use actix_web::{web, HttpRequest, HttpResponse};

pub struct Asset {
    pub name: &'static str,
    pub hashed: &'static str,
    pub bytes: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/assets.rs"));

fn variants() -> &'static [Variants] {
    static V: std::sync::OnceLock<Vec<Variants>> = std::sync::OnceLock::new();
    V.get_or_init(|| ASSETS.iter().map(|_| Variants::new()).collect())
}

/// The URL a page links for the static file `name` ("app.css"): its digest
/// name, or the plain one for a name not in `static/`.
pub fn url(name: &str) -> String {
    match ASSETS.iter().find(|a| a.name == name) {
        Some(a) => format!("/static/{}", a.hashed),
        None => format!("/static/{name}"),
    }
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, e)| e) {
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}

/// `GET /static/{file}`.
pub async fn serve(
    req: HttpRequest,
    file: web::Path<String>,
) -> Result<HttpResponse, crate::error::AppError> {
    let file = file.into_inner();
    let Some((i, asset, immutable)) = ASSETS.iter().enumerate().find_map(|(i, a)| {
        if a.hashed == file {
            Some((i, a, true))
        } else if a.name == file {
            Some((i, a, false))
        } else {
            None
        }
    }) else {
        return Err(crate::error::AppError::NotFound);
    };
    let etag = format!("\"{}\"", asset.hashed);
    let mut res = if super::encoding::matches(req.headers(), &etag) {
        HttpResponse::NotModified().finish()
    } else {
        let ctype = content_type(asset.name);
        match negotiate(req.headers()).filter(|_| super::codecs::compressible(ctype)) {
            Some(e) => {
                let body = variants()
                    .get(i)
                    .map(|v| v.get(asset.bytes, e))
                    .unwrap_or_else(|| asset.bytes.into());
                HttpResponse::Ok()
                    .insert_header((CONTENT_TYPE, ctype))
                    .insert_header((CONTENT_ENCODING, e.token()))
                    .body(body.to_vec())
            }
            None => HttpResponse::Ok()
                .insert_header((CONTENT_TYPE, ctype))
                .body(asset.bytes),
        }
    };
    let h = res.headers_mut();
    if let Ok(v) = HeaderValue::from_str(&etag) {
        h.insert(ETAG, v);
    }
    h.insert(VARY, HeaderValue::from_static("accept-encoding"));
    h.insert(
        CACHE_CONTROL,
        HeaderValue::from_static(if immutable {
            "public, max-age=31536000, immutable"
        } else {
            "public, no-cache"
        }),
    );
    Ok(res)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn every_static_file_has_a_digest_name_that_follows_its_bytes() {
        assert!(ASSETS.iter().any(|a| a.name == "app.css"));
        for a in ASSETS {
            let (stem, ext) = a.name.rsplit_once('.').unwrap();
            let middle = a
                .hashed
                .strip_prefix(&format!("{stem}."))
                .and_then(|r| r.strip_suffix(&format!(".{ext}")))
                .unwrap();
            assert_eq!(middle.len(), 16, "{}", a.hashed);
            let digest = a.bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
                (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
            });
            assert_eq!(middle, format!("{digest:016x}"));
            assert_eq!(url(a.name), format!("/static/{}", a.hashed));
        }
        assert_eq!(url("missing.css"), "/static/missing.css");
    }
}
