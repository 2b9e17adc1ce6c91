//! Side annotations on the map (#27, R12.5): the members of a side draw
//! arrows, circles and short labels on the map as a layer only their side
//! (and the GM) sees: the High Commander's intent beyond orders ("hold F13
//! at all costs"). Each belongs to the turn it was drawn in; its author or
//! the side's High Commander (or the GM) removes it; both are kept in the
//! side's history. Ids are counted per side, so no id the other side could
//! meet tells how many the side drew.

use super::cover::name_of;
use super::ctx::{Apply, Ctx};
use super::event::{Entry, Event};
use super::refusal::{forbidden, not_found, violation, Refusal};
use super::roles::Actor;
use super::types::{Side, Status};
use crate::say;
use serde::{Deserialize, Serialize};

/// The longest label, in characters.
pub const TEXT_MAX: usize = 80;
/// Annotations one side may keep on the map at once.
pub const PER_SIDE: usize = 60;

pub use super::layer::{Annotation, Layers, Shape};

/// Draws an annotation on the actor's side's layer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Annotate {
    pub shape: Shape,
    /// A zone of the map, e.g. "F13".
    #[schema(pattern = "^F[0-9]{1,2}$")]
    pub zone: String,
    /// An arrow's head: another zone (ignored for a circle or a label).
    #[serde(default)]
    #[schema(pattern = "^F[0-9]{1,2}$")]
    pub to: Option<String>,
    /// A short text (a label's words, or a note on an arrow or circle).
    #[serde(default)]
    #[schema(max_length = 80)]
    pub text: String,
    /// The side whose layer it goes on: the GM names it; a member's is
    /// their own.
    #[serde(default)]
    pub side: Option<Side>,
}

/// The layer an actor works on: a member's side's; the GM's named one.
fn layer_side(c: &Ctx, named: Option<Side>) -> Result<Side, Refusal> {
    match (c.actor.side, named) {
        (Some(mine), None) => Ok(mine),
        (Some(mine), Some(s)) if s == mine => Ok(mine),
        (Some(_), Some(_)) => forbidden("You draw on your own side's layer only (R12.5)."),
        (None, Some(s)) if c.actor.gm => Ok(s),
        (None, None) if c.actor.gm => violation("R12.5", say!("annotations-name-side")),
        _ => forbidden(
            "Only the members of a side (its High Commander and battalion commanders) and the GM draw on its layer (R12.5).",
        ),
    }
}

impl Apply for Annotate {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let side = layer_side(c, self.side)?;
        if c.state.status == Status::Finished {
            return violation("R12.5", say!("annotations-campaign-over"));
        }
        let zone = self.zone.trim();
        if c.inputs.map.zone(zone).is_none() {
            return violation(
                "R12.5",
                say!(
                    "annotations-not-a-zone",
                    zone = format!("{:?}", zone.chars().take(20).collect::<String>()),
                ),
            );
        }
        let to = self.target(c, zone)?;
        let text = check_text(self.shape, &self.text)?;
        let layers = &mut c.state.annotations;
        let kept = layers.items.iter().filter(|a| a.side == side).count();
        if kept >= PER_SIDE {
            return violation("R12.5", say!("annotations-too-many", max = PER_SIDE));
        }
        let last = match side {
            Side::Allies => &mut layers.last_allies,
            Side::Axis => &mut layers.last_axis,
        };
        let id = super::ids::step(last, super::ids::annotation_counter(side))?;
        let a = Annotation {
            id,
            side,
            author: c.actor.user_id,
            round: c.state.round,
            turn: c.state.side,
            shape: self.shape,
            zone: zone.to_string(),
            to,
            text: text.to_string(),
        };
        let what = described(&a);
        c.state.annotations.items.push(a);
        c.created = Some(super::decision::Created::Annotation(id));
        c.record(Entry::side(
            side,
            Event::Annotated {
                annotation: id,
                side,
            },
            say!(
                "history-annotated",
                name = name_of(c.inputs.roster, c.actor.user_id),
                what = what
            ),
        ));
        Ok(())
    }
}

impl Annotate {
    /// Where an arrow points: a second zone of the map; a circle or a
    /// label points nowhere.
    fn target(&self, c: &Ctx, zone: &str) -> Result<Option<String>, Refusal> {
        match (self.shape, self.to.as_deref().map(str::trim)) {
            (Shape::Arrow, Some(t)) if c.inputs.map.zone(t).is_some() && t != zone => {
                Ok(Some(t.to_string()))
            }
            (Shape::Arrow, _) => violation("R12.5", say!("annotations-arrow-target")),
            // A circle or a label points nowhere: a `to` left in the form
            // is not theirs.
            _ => Ok(None),
        }
    }
}

/// An annotation's text, trimmed: one visible line within the limit; a
/// label's not empty.
fn check_text(shape: Shape, text: &str) -> Result<&str, Refusal> {
    let text = text.trim();
    let n = text.chars().count();
    if n > TEXT_MAX {
        return violation(
            "R12.5",
            say!("annotations-text-too-long", max = TEXT_MAX, n = n),
        );
    }
    if shape == Shape::Label && n == 0 {
        return violation("R12.5", say!("annotations-label-empty"));
    }
    if text.chars().any(char::is_control) {
        return violation("R12.5", say!("annotations-one-line"));
    }
    // What a side-mate reads is what was written (#40): no bidi
    // override or zero-width character, as in display names.
    if let Some(c) = super::roles::hidden_char(text) {
        return violation(
            "R12.5",
            say!(
                "annotations-hidden-char",
                code = format!("{:04X}", u32::from(c)),
            ),
        );
    }
    Ok(text)
}

/// "an arrow F13 → F14 ("push here")".
pub fn describe(a: &Annotation) -> String {
    let words = if a.text.is_empty() {
        String::new()
    } else {
        format!(" (\"{}\")", a.text)
    };
    match (a.shape, &a.to) {
        (Shape::Arrow, Some(to)) => format!("an arrow {} → {to}{words}", a.zone),
        (Shape::Circle, _) => format!("a circle on {}{words}", a.zone),
        _ => format!("a label on {}{words}", a.zone),
    }
}

/// `describe` as a message, for the history (#44).
pub fn described(a: &Annotation) -> super::say::Said {
    let shape = match (a.shape, &a.to) {
        (Shape::Arrow, Some(to)) => say!("word-arrow", zone = &a.zone, to = to),
        (Shape::Circle, _) => say!("word-circle", zone = &a.zone),
        _ => say!("word-label", zone = &a.zone),
    };
    if a.text.is_empty() {
        shape
    } else {
        say!("word-annotation-text", shape = shape, text = &a.text)
    }
}

/// Whether `actor` may remove `a` from its side's layer (R12.5): its
/// author, the side's High Commander, or the GM. The map's layer panel
/// offers removal exactly when this holds.
pub fn may_remove(actor: &Actor, a: &Annotation) -> bool {
    actor.gm || actor.is_hc(a.side) || a.author == actor.user_id
}

/// Removes an annotation of the actor's side.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RemoveAnnotation {
    #[schema(minimum = 1, maximum = 4294967295_u64)]
    pub annotation: u32,
    /// The side whose layer it is on: the GM names it; a member's is theirs.
    #[serde(default)]
    pub side: Option<Side>,
}

impl Apply for RemoveAnnotation {
    fn apply(&self, c: &mut Ctx) -> Result<(), Refusal> {
        let side = layer_side(c, self.side)?;
        let Some(pos) = c
            .state
            .annotations
            .items
            .iter()
            .position(|a| a.side == side && a.id == self.annotation)
        else {
            return not_found("There is no such annotation on your side's map.");
        };
        let a = c.state.annotations.items.remove(pos);
        if !may_remove(c.actor, &a) {
            return forbidden(
                "Only its author or the side's High Commander removes an annotation (R12.5).",
            );
        }
        c.record(Entry::side(
            side,
            Event::AnnotationRemoved {
                annotation: a.id,
                side,
            },
            say!(
                "history-annotation-removed",
                name = name_of(c.inputs.roster, c.actor.user_id),
                what = described(&a)
            ),
        ));
        Ok(())
    }
}
