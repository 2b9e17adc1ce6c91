//! The map as a PNG: the same SVG the page shows, with the stylesheet's map
//! rules inlined (a PNG has no page stylesheet), rendered by resvg. Fonts
//! come from the system (DejaVu Sans on Debian: `fonts-dejavu-core`,
//! installed by `.ci/run`); they are loaded once.

use crate::error::AppError;
use resvg::{tiny_skia, usvg};
use std::sync::{Arc, OnceLock};

/// The map rules of `static/app.css` the picture needs.
const MAP_STYLE: &str = "<style>\
.zone path { stroke: #3b3b3b; stroke-width: 2.5; }\
text { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; }\
.zid { font-size: 30px; font-weight: 700; fill: #1a1a1a; }\
.town { font-size: 26px; font-style: italic; fill: #2a2a2a; }\
.counts { font-size: 28px; fill: #111; font-weight: 700; }\
.box rect, .box path { fill: #eef4f8; stroke: #2f6db5; stroke-width: 3; }\
</style>";

/// The PNG's scale: half the map's own size (1475 x 1000 for the D-Day map).
pub const SCALE: f32 = 0.5;

fn fonts() -> Arc<usvg::fontdb::Database> {
    static DB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_system_fonts();
        db.set_sans_serif_family("DejaVu Sans");
        Arc::new(db)
    })
    .clone()
}

/// `svg` (a map from `map_svg::render`) as PNG bytes.
pub fn png(svg: &str) -> Result<Vec<u8>, AppError> {
    pixmap(svg, SCALE)?
        .encode_png()
        .map_err(|e| AppError::Internal(anyhow::anyhow!("map png: {e}")))
}

/// `svg` drawn at `scale` of the map's own size.
pub fn pixmap(svg: &str, scale: f32) -> Result<tiny_skia::Pixmap, AppError> {
    let styled = match svg.find('>') {
        Some(i) => format!("{}{MAP_STYLE}{}", &svg[..=i], &svg[i + 1..]),
        None => svg.to_string(),
    };
    let opt = usvg::Options {
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&styled, &opt)
        .map_err(|e| AppError::Internal(anyhow::anyhow!("map svg: {e}")))?;
    let size = tree.size();
    let (w, h) = (
        (size.width() * scale).ceil() as u32,
        (size.height() * scale).ceil() as u32,
    );
    let mut pixmap = tiny_skia::Pixmap::new(w, h)
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("map png: empty size")))?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}
