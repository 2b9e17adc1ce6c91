//! The OpenAPI 3.1 document of the API, generated from the endpoint table
//! (`docs::ENDPOINTS`, which the router, the docs page and the tests share)
//! and from the request and answer types themselves (`utoipa::ToSchema`).

use super::answers::ErrorBody;
use super::docs::{ENDPOINTS, ERRORS};
use crate::rules;
use serde_json::{json, Map, Value};
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
pub const HISTORY: &[(&str, &str)] = &[
    ("round", "Only this round."),
    ("kind", "Only this kind, e.g. orders_committed."),
    (
        "before",
        "Only entries numbered below this one (the next page).",
    ),
    ("limit", "At most this many entries (default 1000)."),
];

fn example(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()))
}

fn schema_value(s: &RefOr<Schema>) -> Value {
    serde_json::to_value(s).unwrap_or(Value::Null)
}

fn parameters(path: &str, query: &[(&str, &str)]) -> Vec<Value> {
    let mut out: Vec<Value> = ["id", "bid", "oid", "uid"]
        .iter()
        .filter(|p| path.contains(&format!("{{{p}}}")))
        .map(|p| json!({"name": p, "in": "path", "required": true, "schema": {"type": "integer"}}))
        .collect();
    out.extend(query.iter().map(|(name, description)| {
        json!({"name": name, "in": "query", "required": false, "description": description, "schema": {"type": "string"}})
    }));
    out
}

/// The whole document.
pub fn document() -> Value {
    let mut schemas: Schemas = Vec::new();
    let error = of::<ErrorBody>(&mut schemas);
    let mut paths: Map<String, Value> = Map::new();
    for e in ENDPOINTS {
        let path = e.path.trim_start_matches("/api/v1");
        let answer = e.answer.map(|f| schema_value(&f(&mut schemas)));
        let mut ok = json!({"description": "OK", "content": {"application/json": {"example": example(e.response)}}});
        if let (Some(a), Some(c)) = (answer, ok.pointer_mut("/content/application~1json")) {
            if let Some(o) = c.as_object_mut() {
                o.insert("schema".into(), a);
            }
        }
        let mut responses = Map::new();
        responses.insert(e.status.to_string(), ok);
        for code in ["400", "401", "403", "404", "413", "422", "429"] {
            responses.insert(code.into(), json!({"$ref": "#/components/responses/Error"}));
        }
        let mut op = json!({
            "operationId": format!("{}_{}", e.method.to_lowercase(), path.replace(['/', '{', '}'], "_").trim_matches('_')),
            "summary": e.summary,
            "description": format!("Who: {}.", e.who),
            "security": [{"bearer": []}, {"session": []}],
            "responses": responses,
        });
        if let Some(o) = op.as_object_mut() {
            let params = parameters(path, e.query);
            if !params.is_empty() {
                o.insert("parameters".into(), json!(params));
            }
            if let Some(f) = e.request {
                let mut media = json!({"schema": schema_value(&f(&mut schemas))});
                if let (Some(b), Some(m)) = (e.body, media.as_object_mut()) {
                    m.insert("example".into(), example(b));
                }
                o.insert(
                    "requestBody".into(),
                    json!({"required": true, "content": {"application/json": media}}),
                );
            }
        }
        let entry = paths.entry(path.to_string()).or_insert_with(|| json!({}));
        if let Some(o) = entry.as_object_mut() {
            o.insert(e.method.to_lowercase(), op);
        }
    }
    let components: Map<String, Value> = schemas
        .iter()
        .map(|(name, s)| (name.clone(), schema_value(s)))
        .collect();
    json!({
        "openapi": "3.1.0",
        "info": {"title": "Bocage API", "version": "1", "description": "Combat Mission meta-campaigns. Every change answers with its events and the campaign as you may see it; errors answer {\"error\": {\"code\", \"rule\"?, \"message\", \"problems\"?}}, rule violations with 422 and the rule id."},
        "servers": [{"url": "/api/v1"}],
        "paths": paths,
        "components": {
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer", "description": "Personal API token from the account page or `bocage admin token`."},
                "session": {"type": "apiKey", "in": "cookie", "name": "bocage_session", "description": "Browser session; unsafe methods also need the X-CSRF-Token header."}
            },
            "responses": {"Error": {"description": "Error: 400 unreadable input, 401 not signed in, 403 not allowed, 404 not found (or not a member), 413 too large, 422 a rule refuses it (with the rule) or a refused scenario file (with every problem), 429 too many attempts.",
                "content": {"application/json": {"schema": schema_value(&error), "example": example(ERRORS)}}}},
            "schemas": components,
        }
    })
}
