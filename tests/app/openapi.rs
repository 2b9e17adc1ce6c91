//! The OpenAPI document is generated from the route table and the types,
//! and passes a real validator (`openapi-spec-validator`, installed by
//! `.ci/run`).

use crate::helpers::{Backend, TestApp};
use serde_json::Value;

#[actix_web::test]
async fn the_generated_openapi_document_is_valid_and_covers_every_route() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let r = reqwest::get(app.url("/api/v1/openapi.json")).await.unwrap();
    assert_eq!(r.status(), 200);
    let doc: Value = r.json().await.unwrap();
    assert_eq!(doc["openapi"], "3.1.0");
    for (method, path, _) in bocage::web::api::table() {
        if path == "/docs" || path == "/openapi.json" {
            continue;
        }
        let op = &doc["paths"][path][method.to_lowercase()];
        assert!(
            op.is_object(),
            "{method} {path} is missing from openapi.json"
        );
        if method != "GET" && method != "DELETE" && !op["requestBody"].is_null() {
            let content = &op["requestBody"]["content"];
            assert!(
                content["application/json"]["schema"].is_object()
                    || content["application/octet-stream"]["schema"]["format"] == "binary",
                "{method} {path}: no request schema"
            );
        }
    }
    // Answers and bodies are described by schemas generated from the types.
    let schemas = &doc["components"]["schemas"];
    for name in [
        "CampaignView",
        "View",
        "Change",
        "Actions",
        "Command",
        "DraftMove",
        "ErrorBody",
        "BattleView",
        "HistoryEntry",
    ] {
        assert!(schemas[name].is_object(), "no schema {name}");
    }
    assert!(schemas["View"]["properties"]["drafts"].is_object());
    let file = app.dir.path().join("openapi.json");
    std::fs::write(&file, serde_json::to_vec_pretty(&doc).unwrap()).unwrap();
    let have = std::process::Command::new("python3")
        .args(["-c", "import openapi_spec_validator"])
        .status()
        .is_ok_and(|s| s.success());
    if !have {
        eprintln!("skipped the validator: pip install openapi-spec-validator (.ci/run does)");
        return;
    }
    let out = std::process::Command::new("python3")
        .args(["-m", "openapi_spec_validator"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "openapi-spec-validator refused the document:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
