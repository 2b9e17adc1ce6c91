//! How the endpoint table names the types of bodies and answers: each is a
//! function that registers the type's schemas and returns a reference.

use crate::rules;
use utoipa::openapi::schema::Schema;
use utoipa::openapi::{Ref, RefOr};
use utoipa::ToSchema;

/// The named schemas a document needs, gathered while describing it.
pub type Schemas = Vec<(String, RefOr<Schema>)>;

/// Describes a body or an answer: registers its schemas, returns a reference.
pub type SchemaFn = fn(&mut Schemas) -> RefOr<Schema>;

/// `T` as a named schema.
pub fn of<T: ToSchema>(out: &mut Schemas) -> RefOr<Schema> {
    T::schemas(out);
    out.push((T::name().into_owned(), T::schema()));
    RefOr::Ref(Ref::from_schema_name(T::name()))
}

/// `T` without the field its path gives (`PATCH /battalions/{bid}` takes an
/// `UpdateBattalion` without `battalion`).
fn without<T: ToSchema>(out: &mut Schemas, field: &str) -> RefOr<Schema> {
    T::schemas(out);
    match T::schema() {
        RefOr::T(Schema::Object(mut o)) => {
            o.properties.remove(field);
            o.required.retain(|r| r != field);
            RefOr::T(Schema::Object(o))
        }
        other => other,
    }
}

pub fn update_battalion(out: &mut Schemas) -> RefOr<Schema> {
    without::<rules::UpdateBattalion>(out, "battalion")
}
pub fn rename_unit(out: &mut Schemas) -> RefOr<Schema> {
    without::<rules::RenameUnit>(out, "unit")
}
pub fn update_draft(out: &mut Schemas) -> RefOr<Schema> {
    without::<rules::UpdateDraft>(out, "draft")
}
pub fn assign_support(out: &mut Schemas) -> RefOr<Schema> {
    without::<rules::AssignSupport>(out, "battle")
}
pub fn choose_defenders(out: &mut Schemas) -> RefOr<Schema> {
    without::<rules::ChooseDefenders>(out, "battle")
}
pub fn enter_result(out: &mut Schemas) -> RefOr<Schema> {
    without::<rules::EnterResult>(out, "battle")
}
pub fn choose_casualties(out: &mut Schemas) -> RefOr<Schema> {
    without::<rules::ChooseCasualties>(out, "battle")
}
pub fn set_battle_due(out: &mut Schemas) -> RefOr<Schema> {
    without::<rules::SetBattleDue>(out, "battle")
}

pub const AT: &[(&str, &str)] = &[(
    "at",
    "A past phase, e.g. 3.allies.combat_move: the campaign as it was at its end (R12.1).",
)];
pub const UNITS: &[(&str, &str)] = &[("units", "Only these units' moves, e.g. 3,4,5.")];
pub const CHANNEL: &[(&str, &str)] = &[
    (
        "channel",
        "public (the default), allies, axis, desk:<user id>, battle:<battle id>",
    ),
    (
        "after",
        "Only messages after this message id (for polling).",
    ),
];
pub const UPLOAD: &[(&str, &str)] = &[
    ("name", "The file's name, e.g. turn 3.ema (required)."),
    ("gm_only", "true: only you and the GM see it."),
];
pub const HISTORY: &[(&str, &str)] = &[
    ("round", "Only this round."),
    ("kind", "Only this kind, e.g. orders_committed."),
    (
        "before",
        "Only entries numbered below this one (the next page).",
    ),
    ("limit", "At most this many entries (default 1000)."),
];
