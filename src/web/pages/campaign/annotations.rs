//! The map page's annotation panel (#27, R12.5): the reader's side's
//! annotations with the forms to draw and remove them, and the switch that
//! shows or hides the layer. Built from the reader's view: another side's
//! annotations never reach it.

use crate::rules::annotations::{described, may_remove, Shape};
use crate::rules::members::is_player;
use crate::rules::view::View;
use crate::rules::{Actor, Side};

pub struct Line {
    pub id: u32,
    pub side: Side,
    pub round: u32,
    pub text: String,
    pub author: String,
    pub may_remove: bool,
}

pub struct Panel {
    /// The GM chooses the side to draw for.
    pub gm: bool,
    /// The side whose layer this is (None for the GM).
    pub side: Option<Side>,
    pub round: u32,
    /// This round's (the map draws them), newest first.
    pub lines: Vec<Line>,
    /// Earlier rounds' (kept until removed; their round's past maps show
    /// them).
    pub earlier: Vec<Line>,
    /// (zone id, "F13 Carentan")
    pub zones: Vec<(String, String)>,
    /// (value, label in the reader's language)
    pub shapes: [(&'static str, String); 3],
}

/// The panel for `actor`, or none for an observer (who has no layer).
pub fn panel(v: &View, actor: &Actor, names: &crate::rules::Names) -> Option<Panel> {
    if !is_player(actor) {
        return None;
    }
    let lang = crate::web::http::language::reader();
    let all: Vec<Line> = v
        .annotations
        .iter()
        .map(|a| Line {
            id: a.id,
            side: a.side,
            round: a.round,
            text: described(a).said_in(lang),
            author: names.of(a.author.get()),
            may_remove: is_player(actor) && may_remove(actor, a),
        })
        .rev()
        .collect();
    let (lines, earlier) = all.into_iter().partition(|l| l.round == v.round);
    Some(Panel {
        gm: actor.gm && actor.side.is_none(),
        side: actor.side,
        round: v.round,
        lines,
        earlier,
        zones: v
            .zones
            .iter()
            .map(|z| (z.id.to_string(), format!("{} {}", z.id, z.name)))
            .collect(),
        shapes: [
            (shape_value(Shape::Arrow), lang.t("map-shape-arrow")),
            (shape_value(Shape::Circle), lang.t("map-shape-circle")),
            (shape_value(Shape::Label), lang.t("map-shape-label")),
        ],
    })
}

fn shape_value(s: Shape) -> &'static str {
    s.label()
}
