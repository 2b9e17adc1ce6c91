//! A refused form comes back filled in. The page is rendered as usual, then
//! the form that was posted (found by its `action`) gets back what the
//! player sent: text and numbers, ticked boxes, chosen options, text areas.
//! One place for every form, with no template to change; passwords and the
//! CSRF token are never written back.

use crate::web::http::language::reader;
use lol_html::html_content::{ContentType, Element};
use lol_html::{element, rewrite_str, RewriteStrSettings};
use std::cell::RefCell;

/// A rendered page answered again for a refused form: the form posting to
/// `action` filled from `fields`, with the refusal's status.
/// The refusal is said just above the form, which the page opens at (#25:
/// a long page no longer sends the reader back to its top after each
/// refusal), and only there (#43: not twice); at the top of the page only
/// when the form is not on it.
pub async fn again(
    page: actix_web::HttpResponse,
    action: &str,
    fields: &[(String, String)],
    refusal: &crate::error::AppError,
) -> Result<actix_web::HttpResponse, crate::error::AppError> {
    let bytes = actix_web::body::to_bytes(page.into_body())
        .await
        .map_err(|_| crate::error::AppError::Internal(anyhow::anyhow!("page body")))?;
    let html = String::from_utf8_lossy(&bytes);
    let filled = refill(&html, action, fields);
    let lines = refusal.lines_in(crate::web::http::language::reader());
    let said = said_at_form(&filled, action, &lines);
    let body = if said.contains("refusal\" tabindex=\"-1\" autofocus role=") {
        without_top_refusal(&said)
    } else {
        said
    };
    Ok(actix_web::HttpResponse::build(refusal.status())
        .content_type("text/html; charset=utf-8")
        .body(body))
}

/// `html` without the refusal said at the top of the page (the layout's
/// flash), once it is said at the form.
fn without_top_refusal(html: &str) -> String {
    let settings = RewriteStrSettings::new().append_element_content_handler(element!(
        ".flash.error.message",
        |el| {
            el.remove();
            Ok(())
        }
    ));
    rewrite_str(html, settings).unwrap_or_else(|_| html.to_string())
}

/// A form checked without being kept (#25, the pages' dry run): its page
/// again, the form filled, and what the change would make said above it.
pub async fn checked(
    page: actix_web::HttpResponse,
    action: &str,
    fields: &[(String, String)],
    message: &str,
) -> Result<actix_web::HttpResponse, crate::error::AppError> {
    let bytes = actix_web::body::to_bytes(page.into_body())
        .await
        .map_err(|_| crate::error::AppError::Internal(anyhow::anyhow!("page body")))?;
    let html = String::from_utf8_lossy(&bytes);
    let filled = refill(&html, action, fields);
    Ok(actix_web::HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(note_at_form(
            &filled,
            action,
            "ok",
            &reader().t("flash-checked"),
            &[message.to_string()],
        )))
}

/// `html` with every problem of a refusal above the form posting to
/// `action` (one line, or a list when there are several), focused as the
/// page opens (`autofocus`, so without a script too), and every closed
/// `<details>` holding the form opened, so the kept input shows.
pub fn said_at_form(html: &str, action: &str, problems: &[String]) -> String {
    note_at_form(
        &open_around(html, action),
        action,
        "error",
        &reader().t("flash-not-done"),
        problems,
    )
}

fn note_at_form(html: &str, action: &str, kind: &str, lead: &str, lines: &[String]) -> String {
    if action.contains('"') || action.contains('\\') {
        return html.to_string();
    }
    let form = format!("form[action=\"{action}\"]");
    let esc = crate::render::escape::esc;
    let role = if kind == "error" { "alert" } else { "status" };
    // The rules cited, each a link to its text (`/rules#R6.4`).
    let ids = super::rules::cited(&lines.join(" "));
    let rules = if ids.is_empty() {
        String::new()
    } else {
        let links: Vec<String> = ids
            .iter()
            .map(|id| format!("<a href=\"/rules#{id}\">{id}</a>"))
            .collect();
        format!(
            "<p class=\"rules-cited links\">{} {}</p>",
            esc(&reader().t("flash-rules-cited")),
            links.join(" · ")
        )
    };
    let note = match lines {
        [one] => format!(
            "<div class=\"flash {kind} refusal\" tabindex=\"-1\" autofocus role=\"{role}\"><p><strong>{lead}</strong> {}</p>{rules}</div>",
            esc(one)
        ),
        many => {
            let items: String = many.iter().map(|l| format!("<li>{}</li>", esc(l))).collect();
            format!(
                "<div class=\"flash {kind} refusal\" tabindex=\"-1\" autofocus role=\"{role}\"><p><strong>{lead}</strong> {}</p><ul>{items}</ul>{rules}</div>",
                esc(&reader().n1("flash-problems", "n", many.len()))
            )
        }
    };
    let done = std::cell::Cell::new(false);
    let settings = RewriteStrSettings::new().append_element_content_handler(element!(form, |el| {
        if !done.replace(true) {
            el.before(&note, ContentType::Html);
        }
        Ok(())
    }));
    rewrite_str(html, settings).unwrap_or_else(|_| html.to_string())
}

/// `html` with every `<details>` opened that holds the form posting to
/// `action`, or that the form holds around a ticked box (#43: kept input
/// is seen, not folded away): two passes, the first numbering the details.
fn open_around(html: &str, action: &str) -> String {
    if action.contains('"') || action.contains('\\') {
        return html.to_string();
    }
    use std::rc::Rc;
    let form = format!("form[action=\"{action}\"]");
    let stack: Rc<RefCell<Vec<usize>>> = Default::default();
    let wanted: Rc<RefCell<Vec<usize>>> = Default::default();
    // The depth of the details stack where the form began, while inside it.
    let form_at: Rc<std::cell::Cell<Option<usize>>> = Default::default();
    let seen = std::cell::Cell::new(0usize);
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!("details", |el| {
            let n = seen.get();
            seen.set(n + 1);
            stack.borrow_mut().push(n);
            let stack = stack.clone();
            if let Some(end) = el.end_tag_handlers() {
                let pop: lol_html::EndTagHandler<'static> = Box::new(move |_| {
                    stack.borrow_mut().pop();
                    Ok(())
                });
                end.push(pop);
            }
            Ok(())
        }))
        .append_element_content_handler(element!(form, |el| {
            if form_at.get().is_none() {
                wanted.borrow_mut().extend(stack.borrow().iter().copied());
                form_at.set(Some(stack.borrow().len()));
                let at = form_at.clone();
                if let Some(end) = el.end_tag_handlers() {
                    let done: lol_html::EndTagHandler<'static> = Box::new(move |_| {
                        at.set(Some(usize::MAX));
                        Ok(())
                    });
                    end.push(done);
                }
            }
            Ok(())
        }))
        .append_element_content_handler(element!("input[checked]", |_| {
            if let Some(depth) = form_at.get().filter(|d| *d != usize::MAX) {
                let inner: Vec<usize> = stack.borrow().iter().skip(depth).copied().collect();
                wanted.borrow_mut().extend(inner);
            }
            Ok(())
        }));
    let _ = rewrite_str(html, settings);
    let wanted = wanted.borrow().clone();
    if wanted.is_empty() {
        return html.to_string();
    }
    let n = std::cell::Cell::new(0usize);
    let settings =
        RewriteStrSettings::new().append_element_content_handler(element!("details", |el| {
            let i = n.get();
            n.set(i + 1);
            if wanted.contains(&i) {
                el.set_attribute("open", "")?;
            }
            Ok(())
        }));
    rewrite_str(html, settings).unwrap_or_else(|_| html.to_string())
}

/// `html` with the form posting to `action` filled from `fields`.
pub fn refill(html: &str, action: &str, fields: &[(String, String)]) -> String {
    if action.contains('"') || action.contains('\\') {
        return html.to_string();
    }
    let form = format!("form[action=\"{action}\"]");
    let sent = |name: &str| -> Vec<&str> {
        fields
            .iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .collect()
    };
    // The select an option belongs to (its start tag comes first).
    let select = RefCell::new(String::new());
    let inputs = format!("{form} input");
    let selects = format!("{form} select");
    let options = format!("{form} option");
    let areas = format!("{form} textarea");
    let settings = RewriteStrSettings::new()
        .append_element_content_handler(element!(inputs, |el| {
            fill_input(el, &sent);
            Ok(())
        }))
        .append_element_content_handler(element!(selects, |el| {
            *select.borrow_mut() = el.get_attribute("name").unwrap_or_default();
            Ok(())
        }))
        .append_element_content_handler(element!(options, |el| {
            let name = select.borrow().clone();
            let values = sent(&name);
            if values.is_empty() {
                return Ok(());
            }
            let value = el.get_attribute("value").unwrap_or_default();
            if values.contains(&value.as_str()) {
                el.set_attribute("selected", "")?;
            } else {
                el.remove_attribute("selected");
            }
            Ok(())
        }))
        .append_element_content_handler(element!(areas, |el| {
            let name = el.get_attribute("name").unwrap_or_default();
            if let Some(v) = sent(&name).first() {
                el.set_inner_content(v, ContentType::Text);
            }
            Ok(())
        }));
    rewrite_str(html, settings).unwrap_or_else(|_| html.to_string())
}

fn fill_input<'a>(el: &mut Element, sent: &impl Fn(&str) -> Vec<&'a str>) {
    let Some(name) = el.get_attribute("name") else {
        return;
    };
    let kind = el
        .get_attribute("type")
        .unwrap_or_else(|| "text".into())
        .to_ascii_lowercase();
    if name == "csrf_token" || matches!(kind.as_str(), "password" | "hidden" | "submit" | "file") {
        return;
    }
    let values = sent(&name);
    if matches!(kind.as_str(), "checkbox" | "radio") {
        let value = el.get_attribute("value").unwrap_or_else(|| "on".into());
        if values.contains(&value.as_str()) {
            let _ = el.set_attribute("checked", "");
        } else {
            el.remove_attribute("checked");
        }
        return;
    }
    if let Some(v) = values.first() {
        let _ = el.set_attribute("value", v);
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::{refill, said_at_form};

    #[test]
    fn the_refusal_is_said_again_above_its_form_escaped_and_focused() {
        let html = r#"<main><p>top</p><form action="/a"></form><form action="/b"><input name="x"></form></main>"#;
        let out = said_at_form(
            html,
            "/b",
            &["F14: 13 units, the limit is 12 <R4.1>".into()],
        );
        let at = out.find("class=\"flash error refusal\"").unwrap();
        assert!(at > out.find("action=\"/a\"").unwrap() && at < out.find("action=\"/b\"").unwrap());
        assert!(
            out.contains("autofocus") && out.contains("&lt;R4.1&gt;"),
            "{out}"
        );
        // The rule cited links to its text.
        assert!(out.contains(r#"<a href="/rules#R4.1">R4.1</a>"#), "{out}");
        assert_eq!(said_at_form(html, "/\"x", &["m".into()]), html);
    }

    #[test]
    fn a_ticked_box_in_a_closed_group_of_the_form_is_shown() {
        let html = r#"<form action="/o"><details id="g1"><summary>A</summary><input type="checkbox" name="u" value="1"></details><details id="g2"><summary>B</summary><input type="checkbox" name="u" value="2" checked></details></form><details id="x"><input type="checkbox" checked></details>"#;
        let out = said_at_form(html, "/o", &["no (R6.5)".into()]);
        assert!(out.contains(r#"<details id="g2" open="">"#), "{out}");
        assert!(
            out.contains(r#"<details id="g1">"#) && out.contains(r#"<details id="x">"#),
            "{out}"
        );
    }

    #[test]
    fn every_problem_is_listed_and_the_details_holding_the_form_open() {
        let html = r#"<details id="a"><summary>x</summary><form action="/a"></form></details><details id="b"><summary>y</summary><details id="c"><form action="/b"></form></details></details>"#;
        let out = said_at_form(html, "/b", &["one (R6.5)".into(), "two (R6.4)".into()]);
        assert!(
            out.contains("<li>one (R6.5)</li><li>two (R6.4)</li>"),
            "{out}"
        );
        assert!(out.contains("2 problems"), "{out}");
        assert!(
            out.contains(r#"<details id="b" open="">"#)
                && out.contains(r#"<details id="c" open="">"#),
            "{out}"
        );
        assert!(out.contains(r#"<details id="a">"#), "{out}");
    }

    fn fields(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    const PAGE: &str = r#"<form method="post" action="/campaigns/1/orders">
<input type="hidden" name="csrf_token" value="T">
<input type="checkbox" name="units" value="1" checked><input type="checkbox" name="units" value="2"><input type="checkbox" name="units" value="3">
<select name="to"><option value="F1" selected>F1</option><option value="F14">F14</option></select>
<input name="note"><input type="password" name="pw"><textarea name="text">old</textarea>
</form>
<form method="post" action="/campaigns/1/other"><input name="note" value="keep"></form>"#;

    #[test]
    fn the_posted_form_gets_back_what_was_sent() {
        let out = refill(
            PAGE,
            "/campaigns/1/orders",
            &fields(&[
                ("units", "2"),
                ("units", "3"),
                ("to", "F14"),
                ("note", "a \"quoted\" <note>"),
                ("pw", "secret"),
                ("text", "</textarea><script>"),
                ("csrf_token", "forged"),
            ]),
        );
        assert!(out.contains(r#"value="1">"#), "unticked: {out}");
        assert!(out.contains(r#"value="2" checked"#) && out.contains(r#"value="3" checked"#));
        assert!(out.contains(r#"<option value="F14" selected"#), "{out}");
        assert!(out.contains(r#"<option value="F1">"#));
        // Quotes are escaped: the value cannot leave its attribute.
        assert!(
            out.contains(r#"name="note" value="a &quot;quoted&quot; <note>""#),
            "{out}"
        );
        assert!(!out.contains("secret"), "passwords are never written back");
        assert!(out.contains("&lt;/textarea&gt;&lt;script&gt;"), "{out}");
        assert!(out.contains(r#"value="T""#) && !out.contains("forged"));
        assert!(
            out.contains(r#"value="keep""#),
            "other forms are left alone"
        );
    }

    #[test]
    fn an_action_that_could_break_the_selector_changes_nothing() {
        assert_eq!(refill(PAGE, "/x\"]", &fields(&[("note", "n")])), PAGE);
    }
}
