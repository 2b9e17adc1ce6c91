//! How the endpoint table names the types of bodies and answers: each is a
//! function that registers the type's schemas and returns a reference.

use crate::rules;
use crate::rules::command::{PayloadVisitor, Spec};
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

/// The request body of a command's REST path: its payload without the
/// field the address gives (`PATCH /battalions/{bid}` takes an
/// `UpdateBattalion` without `battalion`), or the payload's one wrapped
/// field (`PUT /params` takes the `Params`); None when nothing is left.
/// The second value says whether a body is required (some field has no
/// default).
pub fn command_body(spec: &Spec, out: &mut Schemas) -> Option<(RefOr<Schema>, bool)> {
    rules::command::with_payload(spec.tag, Body { spec, out }).flatten()
}

struct Body<'a> {
    spec: &'a Spec,
    out: &'a mut Schemas,
}

impl PayloadVisitor for Body<'_> {
    type Out = Option<(RefOr<Schema>, bool)>;
    fn visit<T: ToSchema + serde::de::DeserializeOwned + serde::Serialize + 'static>(
        self,
    ) -> Self::Out {
        let RefOr::T(Schema::Object(mut o)) = T::schema() else {
            return Some((of::<T>(self.out), true));
        };
        if let Some(field) = self.spec.api.wrap {
            T::schemas(self.out);
            let inner = o.properties.remove(field)?;
            return Some((inner, true));
        }
        if let Some(field) = self.spec.api.sub {
            T::schemas(self.out);
            o.properties.remove(field);
            o.required.retain(|r| r != field);
            let required = !o.required.is_empty();
            return (!o.properties.is_empty()).then_some((RefOr::T(Schema::Object(o)), required));
        }
        if o.properties.is_empty() {
            return None;
        }
        let required = !o.required.is_empty();
        Some((of::<T>(self.out), required))
    }
}

/// The schema of the id a command's address carries besides the campaign
/// (`{bid}` of `PATCH /battalions/{bid}`): the payload field it fills
/// (`Spec::api::sub`), so the document says of it exactly what the
/// payload's type says. None for a command without one.
pub fn command_sub_id(spec: &Spec) -> Option<RefOr<Schema>> {
    rules::command::with_payload(spec.tag, SubId { spec }).flatten()
}

struct SubId<'a> {
    spec: &'a Spec,
}

impl PayloadVisitor for SubId<'_> {
    type Out = Option<RefOr<Schema>>;
    fn visit<T: ToSchema + serde::de::DeserializeOwned + serde::Serialize + 'static>(
        self,
    ) -> Self::Out {
        let RefOr::T(Schema::Object(mut o)) = T::schema() else {
            return None;
        };
        o.properties.remove(self.spec.api.sub?)
    }
}

pub const AT: &[(&str, &str)] = &[(
    "at",
    "A past phase, e.g. 3.allies.combat_move: the campaign as it was at its end (R12.1).",
)];
pub const UNITS: &[(&str, &str)] = &[("units", "Only these units' moves, e.g. 3,4,5.")];
pub const VIEW: &[(&str, &str)] = &[(
    "view",
    "The id of the last event the page had (as Last-Event-ID): the first event then lists what changed since.",
)];
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
pub const STATS: &[(&str, &str)] = &[(
    "format",
    "json (the default) or csv: the turns' rows as CSV, columns as docs/PLAYING.md lists them.",
)];
pub const VIEWPOINT: &[(&str, &str)] = &[(
    "viewpoint",
    "allies, axis, public or complete (fog lifted): your own (the default) while the campaign runs; any once it is over, and for the GM at any time (else 403).",
)];
pub const REPORT: &[(&str, &str)] = &[(
    "version",
    "public for the public version; side (the default) for the side's own, where you may read it.",
)];
pub const HISTORY: &[(&str, &str)] = &[
    ("round", "Only this round."),
    (
        "kind",
        "Only this kind, e.g. orders_committed; corrections: the GM's corrections (correction, unit_restored).",
    ),
    (
        "before",
        "Only entries numbered below this one (the next page).",
    ),
    ("limit", "At most this many entries (default 1000)."),
];

/// The variants of the `Command` of `POST .../commands`, named
/// `<Tag>Command`: one object per registry entry, its payload's fields and
/// `command`, the entry's tag, as a property of the variant (so that
/// `additionalProperties: false` admits it and a generator can build every
/// variant, and a client generator names each).
pub fn command_variants(out: &mut Schemas) -> Vec<(String, serde_json::Value)> {
    rules::command::COMMANDS
        .iter()
        .filter_map(|spec| {
            let mut v = rules::command::with_payload(spec.tag, Payload { out: &mut *out })?;
            let name: String = spec
                .tag
                .split('_')
                .map(|w| {
                    let mut c = w.chars();
                    c.next()
                        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                        .unwrap_or_default()
                })
                .chain(std::iter::once("Command".to_string()))
                .collect();
            let o = v.as_object_mut()?;
            o.insert("title".into(), serde_json::json!(name));
            o.entry("type")
                .or_insert_with(|| serde_json::json!("object"));
            let props = o
                .entry("properties")
                .or_insert_with(|| serde_json::json!({}));
            if let Some(p) = props.as_object_mut() {
                p.insert(
                    "command".into(),
                    serde_json::json!({"type": "string", "const": spec.tag}),
                );
                p.insert(
                    "dry_run".into(),
                    serde_json::json!({"type": "boolean", "description": "true: answer what the command would do, and change nothing."}),
                );
            }
            let required = o.entry("required").or_insert_with(|| serde_json::json!([]));
            if let Some(r) = required.as_array_mut() {
                r.insert(0, serde_json::json!("command"));
            }
            Some((name, v))
        })
        .collect()
}

struct Payload<'a> {
    out: &'a mut Schemas,
}

impl PayloadVisitor for Payload<'_> {
    type Out = serde_json::Value;
    fn visit<T: ToSchema + serde::de::DeserializeOwned + serde::Serialize + 'static>(
        self,
    ) -> Self::Out {
        T::schemas(self.out);
        serde_json::to_value(T::schema()).unwrap_or(serde_json::Value::Null)
    }
}
