//! The OpenAPI 3.1 document of the API, generated from the endpoint table
//! (`docs::endpoints`, which the router, the docs page and the tests share)
//! and from the request and answer types themselves (`utoipa::ToSchema`).

use super::answers::ErrorBody;
use super::docs::{endpoints, ERRORS};
use super::schemas::{command_body, of, Schemas};
use serde_json::{json, Map, Value};
use utoipa::openapi::schema::Schema;
use utoipa::openapi::RefOr;

fn example(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()))
}

fn schema_value(s: &RefOr<Schema>) -> Value {
    serde_json::to_value(s).unwrap_or(Value::Null)
}

fn parameters(path: &str, query: &[(&str, &str)]) -> Vec<Value> {
    // Every `{name}` of the path is an id.
    let mut out: Vec<Value> = path
        .split('/')
        .filter_map(|part| part.strip_prefix('{')?.strip_suffix('}'))
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
    for e in endpoints() {
        let path = e.path.trim_start_matches("/api/v1");
        let answer = e.answer.map(|f| schema_value(&f(&mut schemas)));
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
            if e.method == "POST" && path.ends_with("/files") {
                o.insert(
                    "requestBody".into(),
                    json!({"required": true, "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}}),
                );
            }
            let request = match (e.request, e.command) {
                (Some(f), _) => Some((f(&mut schemas), true)),
                (None, Some(spec)) => command_body(spec, &mut schemas),
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

/// `/api/v1/openapi.json`.
pub async fn serve() -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok().json(document())
}
