//! The address a page form posts to, taken from the command registry
//! (`rules::registry`): templates write `address::form("draft_move", id)`
//! rather than the path, so that a form and the route that serves it
//! cannot drift apart. `tests::every_template_form_posts_to_a_served_address`
//! fails on a form address the router does not serve, on a helper naming a
//! command without a form, and on a registry address typed by hand.

use crate::rules::command::spec;
use std::fmt::Display;

/// The form address of command `tag` in campaign `campaign`, for a command
/// whose form address has no second id.
pub fn form(tag: &str, campaign: impl Display) -> askama::Result<String> {
    fill(tag, campaign, None::<&str>)
}

/// The form address of command `tag` in campaign `campaign` on the item
/// `sub` (a draft, a battalion, a unit, a member, ...).
pub fn form_on(tag: &str, campaign: impl Display, sub: impl Display) -> askama::Result<String> {
    fill(tag, campaign, Some(sub))
}

/// The registry's form path of `tag` with its `{id}` and, when given, its
/// second id filled in. An unknown tag, a command without a form, or a
/// wrong number of ids is a rendering error (a 500 the tests catch), never
/// an address that posts nowhere.
fn fill(tag: &str, campaign: impl Display, sub: Option<impl Display>) -> askama::Result<String> {
    let path = spec(tag)
        .and_then(|s| s.form)
        .ok_or_else(|| wrong(format!("no form for command {tag:?}")))?
        .path;
    let mut ids = [campaign.to_string()]
        .into_iter()
        .chain(sub.map(|s| s.to_string()));
    let mut out = String::with_capacity(path.len() + 8);
    for segment in path.split('/').skip(1) {
        out.push('/');
        if segment.starts_with('{') {
            let id = ids
                .next()
                .ok_or_else(|| wrong(format!("{tag:?}: {path} needs another id")))?;
            out.push_str(&urlencoding::encode(&id));
        } else {
            out.push_str(segment);
        }
    }
    match ids.next() {
        Some(_) => Err(wrong(format!("{tag:?}: {path} takes fewer ids"))),
        None => Ok(out),
    }
}

fn wrong(message: String) -> askama::Error {
    askama::Error::Custom(message.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::command::COMMANDS;
    use actix_web::{test as served, web, App, HttpResponse};

    #[test]
    fn fills_the_registry_path() {
        assert_eq!(
            form("commit", 7).ok().as_deref(),
            Some("/campaigns/7/commit")
        );
        assert_eq!(
            form_on("update_draft", 7, 41).ok().as_deref(),
            Some("/campaigns/7/orders/41/update")
        );
        assert!(form("update_draft", 7).is_err(), "the draft id is missing");
        assert!(
            form_on("commit", 7, 1).is_err(),
            "commit takes no second id"
        );
        assert!(form("no_such_command", 7).is_err());
    }

    /// A form of a template: the file, and what its `action` says.
    struct Action {
        file: String,
        written: String,
    }

    fn template_actions() -> Vec<Action> {
        let mut out = Vec::new();
        let mut dirs = vec![std::path::PathBuf::from("templates")];
        while let Some(dir) = dirs.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for path in entries.flatten().map(|e| e.path()) {
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                for (at, _) in text.match_indices("action=\"") {
                    let rest = text.get(at + 8..).unwrap_or_default();
                    let end = closing_quote(rest);
                    out.push(Action {
                        file: path.display().to_string(),
                        written: rest.get(..end).unwrap_or_default().to_string(),
                    });
                }
            }
        }
        out
    }

    /// Where an attribute value ends: its first `"` outside `{{ ... }}`
    /// (a helper call quotes its command's tag).
    fn closing_quote(rest: &str) -> usize {
        let mut depth = 0;
        for (i, c) in rest.char_indices() {
            let ahead = rest.get(i..).unwrap_or_default();
            if ahead.starts_with("{{") {
                depth += 1;
            } else if ahead.starts_with("}}") && depth > 0 {
                depth -= 1;
            } else if c == '"' && depth == 0 {
                return i;
            }
        }
        rest.len()
    }

    /// A template's address with each `{{ ... }}` made a concrete id.
    fn concrete(written: &str) -> String {
        let mut out = String::new();
        let mut rest = written;
        while let Some(open) = rest.find("{{") {
            out.push_str(rest.get(..open).unwrap_or_default());
            let close = rest.find("}}").map_or(rest.len(), |c| c + 2);
            out.push('7');
            rest = rest.get(close..).unwrap_or_default();
        }
        out.push_str(rest);
        out
    }

    /// A helper call in an action: the command's tag, and whether it
    /// names a second id.
    fn helper_call(written: &str) -> Option<(String, bool)> {
        let call = written.split("address::").nth(1)?;
        let on = call.starts_with("form_on(");
        let tag = call.split('"').nth(1)?.to_string();
        Some((tag, on))
    }

    #[actix_web::test]
    async fn every_template_form_posts_to_a_served_address() {
        let app = served::init_service(
            App::new()
                .configure(crate::web::routes)
                .default_service(web::to(|| async { HttpResponse::ImATeapot().finish() })),
        )
        .await;
        let actions = template_actions();
        assert!(actions.len() > 60, "the templates' forms were not found");
        let registry: Vec<&str> = COMMANDS
            .iter()
            .filter_map(|c| c.form.map(|f| f.path))
            .collect();
        let mut wrong = Vec::new();
        for a in &actions {
            if let Some((tag, on)) = helper_call(&a.written) {
                let filled = if on {
                    form_on(&tag, 7, 7)
                } else {
                    form(&tag, 7)
                };
                if let Err(e) = filled {
                    wrong.push(format!("{}: {}: {e}", a.file, a.written));
                }
                continue;
            }
            if a.written.contains("{{ action }}") {
                // The unsubscribe page's signed address, made in Rust
                // (`mailpages`): tested by the unsubscribe tests.
                continue;
            }
            let path = concrete(&a.written);
            let by_hand = registry
                .iter()
                .any(|pattern| actix_web::dev::ResourceDef::new(*pattern).is_match(&path));
            if by_hand {
                wrong.push(format!(
                    "{}: {} is a command's form: write address::form(...)",
                    a.file, a.written
                ));
                continue;
            }
            let req = served::TestRequest::post().uri(&path).to_request();
            let status = served::call_service(&app, req).await.status();
            if status == actix_web::http::StatusCode::IM_A_TEAPOT
                || status == actix_web::http::StatusCode::NOT_FOUND
                || status == actix_web::http::StatusCode::METHOD_NOT_ALLOWED
            {
                wrong.push(format!(
                    "{}: {} is not served ({status})",
                    a.file, a.written
                ));
            }
        }
        assert!(
            wrong.is_empty(),
            "forms that post nowhere:\n{}",
            wrong.join("\n")
        );
    }

    #[actix_web::test]
    async fn the_check_sees_an_address_no_route_serves() {
        let app = served::init_service(
            App::new()
                .configure(crate::web::routes)
                .default_service(web::to(|| async { HttpResponse::ImATeapot().finish() })),
        )
        .await;
        let req = served::TestRequest::post()
            .uri(&concrete("/campaigns/{{ id }}/no-such-form"))
            .to_request();
        assert_eq!(
            served::call_service(&app, req).await.status(),
            actix_web::http::StatusCode::IM_A_TEAPOT
        );
        assert_eq!(
            helper_call(r#"{{ crate::web::pages::address::form_on("update_draft", id, d.id)? }}"#),
            Some(("update_draft".into(), true))
        );
    }
}
