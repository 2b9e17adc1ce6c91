//! The OpenAPI 3.1 document of the API, generated from the endpoint table
//! (`docs::endpoints`, which the router, the docs page and the tests share)
//! and from the request and answer types themselves (`utoipa::ToSchema`).

use super::answers::ErrorBody;
use super::docs::{endpoints, Endpoint, ERRORS};
use super::schemas::{command_body, command_sub_id, of, Schemas};
use serde_json::{json, Map, Value};
use utoipa::openapi::schema::Schema;
use utoipa::openapi::RefOr;

fn example(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()))
}

fn schema_value(s: &RefOr<Schema>) -> Value {
    serde_json::to_value(s).unwrap_or(Value::Null)
}

fn parameters(path: &str, query: &[(&str, &str)], sub: Option<Value>) -> Vec<Value> {
    // Every `{name}` of the path is an id: the campaign's, then a
    // command's second id as its payload says, or what the endpoint reads.
    let parts: Vec<&str> = path.split('/').collect();
    let mut out: Vec<Value> = parts
        .iter()
        .enumerate()
        .filter_map(|(i, part)| {
            let name = part.strip_prefix('{')?.strip_suffix('}')?;
            let of = i
                .checked_sub(1)
                .and_then(|j| parts.get(j))
                .copied()
                .unwrap_or("");
            let schema = match (name, &sub) {
                ("id", _) => ROW_ID.clone(),
                ("round", _) => json!({"type": "integer", "format": "int32", "minimum": 0}),
                ("side", _) => json!({"$ref": "#/components/schemas/Side"}),
                (_, Some(s)) => s.clone(),
                _ => read_id(of),
            };
            Some(json!({"name": name, "in": "path", "required": true, "schema": schema}))
        })
        .collect();
    out.extend(query.iter().map(|(name, description)| {
        json!({"name": name, "in": "query", "required": *name == "name", "description": description, "schema": query_schema(name)})
    }));
    out
}

/// A database row's id: a campaign, file, webhook.
static ROW_ID: std::sync::LazyLock<Value> =
    std::sync::LazyLock::new(|| json!({"type": "integer", "format": "int64", "minimum": 1}));

/// The id the address of a read or a change that is not a command names
/// (a command's comes from its payload): a battle's is the rules' id, every
/// other (a file, a webhook) a database row's.
fn read_id(collection: &str) -> Value {
    match collection {
        "battles" => json!({"$ref": "#/components/schemas/BattleId"}),
        _ => ROW_ID.clone(),
    }
}

/// What a query parameter's value is, exactly as the server reads it.
fn query_schema(name: &str) -> Value {
    match name {
        "round" => json!({"type": "integer", "format": "int32"}),
        "before" | "after" | "limit" => json!({"type": "integer", "format": "int64"}),
        "units" => json!({"type": "string", "pattern": "^([0-9]{1,9}(,[0-9]{1,9})*)?$"}),
        "at" => json!({"type": "string", "pattern": phase_label_pattern()}),
        "gm_only" => json!({"type": "boolean"}),
        "version" => json!({"type": "string", "enum": ["side", "public"]}),
        "format" => json!({"type": "string", "enum": ["json", "csv"]}),
        "viewpoint" => json!({"type": "string", "enum": ["allies", "axis", "public", "complete"]}),
        "name" => json!({"type": "string", "minLength": 1, "maxLength": 200, "pattern": "[^\\s]"}),
        "view" => json!({"type": "string", "pattern": "^[0-9a-f]{16}$"}),
        _ => json!({"type": "string"}),
    }
}

/// `3.allies.combat_move`, or empty for now.
fn phase_label_pattern() -> String {
    let sides: Vec<&str> = crate::rules::Side::ALL.iter().map(|s| s.as_str()).collect();
    let phases: Vec<&str> = crate::rules::Phase::ALL
        .iter()
        .map(|p| p.as_str())
        .collect();
    format!(
        "^([0-9]{{1,9}}\\.({})\\.({}))?$",
        sides.join("|"),
        phases.join("|")
    )
}

/// What an outside tool needs that the types do not say: every integer
/// bounded as the server reads it (`format` and `minimum` tell `u32` from
/// `i32`, `i64` and `usize`), integer-keyed maps as digit strings, and
/// tuples as fixed-length arrays (no boolean schema, which generators
/// refuse).
fn harden(v: &mut Value) {
    match v {
        Value::Object(o) => {
            let integer = match o.get("type") {
                Some(Value::String(t)) => t == "integer",
                Some(Value::Array(ts)) => ts.iter().any(|t| t == "integer"),
                _ => false,
            };
            if integer && !o.contains_key("maximum") {
                let unsigned = o.get("minimum").and_then(Value::as_i64) == Some(0);
                let (min, max): (Value, Value) =
                    match (o.get("format").and_then(Value::as_str), unsigned) {
                        (Some("int32"), true) => (json!(0), json!(u32::MAX)),
                        (Some("int32"), false) => (json!(i32::MIN), json!(i32::MAX)),
                        (_, true) => (json!(0), json!(u64::MAX)),
                        (_, false) => (json!(i64::MIN), json!(i64::MAX)),
                    };
                o.entry("minimum").or_insert(min);
                o.insert("maximum".into(), max);
            }
            if let Some(Value::Object(names)) = o.get("propertyNames") {
                if names.get("type").and_then(Value::as_str) == Some("integer") {
                    o.insert(
                        "propertyNames".into(),
                        json!({"type": "string", "pattern": "^[0-9]{1,9}$"}),
                    );
                }
            }
            if o.get("items") == Some(&Value::Bool(false)) {
                if let Some(n) = o.get("prefixItems").and_then(Value::as_array).map(Vec::len) {
                    o.remove("items");
                    o.insert("minItems".into(), json!(n));
                    o.insert("maxItems".into(), json!(n));
                }
            }
            for (_, x) in o.iter_mut() {
                harden(x);
            }
        }
        Value::Array(a) => a.iter_mut().for_each(harden),
        _ => {}
    }
}

/// One endpoint's operation: its answers, parameters and request body.
fn operation(e: &Endpoint, path: &str, schemas: &mut Schemas) -> Value {
    let ok = success(e, path, schemas);
    let mut responses = Map::new();
    if e.command.is_none() && path.ends_with("/commands") {
        // Any command answers as its REST path: 201 when it creates.
        responses.insert("200".into(), ok.clone());
    }
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
        let sub = e.command.and_then(command_sub_id).map(|s| schema_value(&s));
        let params = parameters(path, e.query, sub);
        if !params.is_empty() {
            o.insert("parameters".into(), json!(params));
        }
        if e.method == "POST" && path.ends_with("/files") {
            o.insert(
                "requestBody".into(),
                json!({"required": true, "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}}),
            );
        }
        let request = match (e.request, e.command) {
            (Some(f), _) => Some((f(schemas), true)),
            (None, Some(spec)) => command_body(spec, schemas),
            (None, None) => None,
        };
        if let Some((schema, required)) = request {
            let mut media = json!({"schema": schema_value(&schema)});
            if let (Some(b), Some(m)) = (e.body, media.as_object_mut()) {
                m.insert("example".into(), example(b));
            }
            o.insert(
                "requestBody".into(),
                json!({"required": required, "content": {"application/json": media}}),
            );
        }
    }
    op
}

/// The answer an endpoint gives when it succeeds: JSON with its schema and
/// example, a file's bytes, the event stream, CSV for the statistics.
fn success(e: &Endpoint, path: &str, schemas: &mut Schemas) -> Value {
    let answer = e.answer.map(|f| schema_value(&f(schemas)));
    let mut ok = json!({"description": "OK", "content": {"application/json": {"example": example(e.response)}}});
    if let (Some(a), Some(c)) = (answer, ok.pointer_mut("/content/application~1json")) {
        if let Some(o) = c.as_object_mut() {
            o.insert("schema".into(), a);
        }
    }
    // A battle file travels as its bytes, both ways.
    let file_bytes = path.ends_with("/files/{fid}") && e.method == "GET";
    if file_bytes {
        ok = json!({"description": "The file's bytes, as an attachment", "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}});
    }
    // The event stream is text, one event after another, without end.
    if path.ends_with("/events") && e.method == "GET" {
        ok = json!({"description": "The event stream (server-sent events); it does not end while you may read the campaign", "content": {"text/event-stream": {"schema": {"type": "string"}, "example": e.response}}});
    }
    // The statistics also come as CSV (`?format=csv`).
    if path.ends_with("/stats") && e.method == "GET" {
        if let Some(c) = ok.get_mut("content").and_then(Value::as_object_mut) {
            c.insert(
                "text/csv".into(),
                json!({"schema": {"type": "string"}, "example": "round,turn,at,allied_zones,...\n1,allies,1.allies.reinforcements,2,...\n"}),
            );
        }
    }
    if e.status == 204 {
        ok = json!({"description": "Done; no content"});
    }
    ok
}

/// The whole document.
pub fn document() -> Value {
    let mut schemas: Schemas = Vec::new();
    let error = of::<ErrorBody>(&mut schemas);
    let mut paths: Map<String, Value> = Map::new();
    for e in endpoints() {
        let path = e.path.trim_start_matches("/api/v1");
        let op = operation(e, path, &mut schemas);
        let entry = paths.entry(path.to_string()).or_insert_with(|| json!({}));
        if let Some(o) = entry.as_object_mut() {
            o.insert(e.method.to_lowercase(), op);
        }
    }
    let variants = super::schemas::command_variants(&mut schemas);
    let mut components: Map<String, Value> = schemas
        .iter()
        .map(|(name, s)| (name.clone(), schema_value(s)))
        .collect();
    let one_of: Vec<Value> = variants
        .iter()
        .map(|(name, _)| json!({"$ref": format!("#/components/schemas/{name}")}))
        .collect();
    components.insert(
        "Command".into(),
        json!({"description": "Every change to a campaign: one variant per command, `{\"command\": \"<tag>\", ...payload}`.", "oneOf": one_of}),
    );
    components.extend(variants);
    let mut doc = json!({
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
    });
    harden(&mut doc);
    doc
}

/// `/api/v1/openapi.json`.
pub async fn serve() -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok().json(document())
}
