//! Pure renderers: the map as SVG and PNG, the Quick Battle setup sheet and
//! its map suggestions, the turn report, the calendar feed. Each one draws
//! a viewer's `rules::View` (never the campaign state), so what a reader may
//! not see cannot reach a picture, a forum post or a feed. `app` and `web`
//! both call them; they call nothing of the shell.

pub mod animation;
pub mod calendar;
pub mod chart_svg;
pub mod charts;
pub mod escape;
pub mod map_png;
pub mod map_svg;
pub mod qbmaps;
pub mod report;
pub mod sheet;
pub mod stats_csv;

#[cfg(test)]
mod tests;
