//! The rules Bocage enforces (`docs/RULES.md`), as a page anyone reads
//! (found in play: refusals cite "R5.12" and nothing said what it is).
//! Each rule is an anchor (`/rules#R6.4`) that a refusal links to.

use crate::error::AppResult;
use crate::rules::say::Lang;
use crate::web::auth::MaybeUser;
use crate::web::pages::layout::Layout;
use actix_session::Session;
use actix_web::HttpResponse;
use askama::Template;
use std::sync::LazyLock;

/// The rules as HTML in each language, drawn once from the project's own
/// text (`docs/RULES.md`, English, which decides where a translation
/// differs; `RULES.<lang>.md` its translations, #44).
static RULES: LazyLock<[(Lang, String); 4]> = LazyLock::new(|| {
    [
        (Lang::En, render(include_str!("../../../docs/RULES.md"))),
        (Lang::De, render(include_str!("../../../docs/RULES.de.md"))),
        (Lang::Fr, render(include_str!("../../../docs/RULES.fr.md"))),
        (Lang::It, render(include_str!("../../../docs/RULES.it.md"))),
    ]
});

#[derive(Template)]
#[template(path = "rules.html")]
struct RulesPage {
    layout: Layout,
    body: &'static str,
}

pub async fn rules_page(session: Session, user: MaybeUser) -> AppResult<HttpResponse> {
    let lang = crate::web::http::language::reader();
    let body = RULES
        .iter()
        .find(|(l, _)| *l == lang)
        .map_or("", |(_, html)| html.as_str());
    let page = RulesPage {
        layout: Layout::new(&session, user.0.as_ref(), lang.t("footer-rules")),
        body,
    };
    Ok(crate::web::http::respond::html(page.render()?))
}

/// Markdown to HTML, each list item that opens with a rule id anchored.
fn render(md: &str) -> String {
    use pulldown_cmark::{Event, Tag, TagEnd};
    // Links to the project's other files (ARCHITECTURE.md) lead nowhere on
    // the site: their words stay, the links go.
    let mut dropped: Vec<bool> = Vec::new();
    let events = pulldown_cmark::Parser::new_ext(md, pulldown_cmark::Options::ENABLE_TABLES)
        .filter(|e| match e {
            Event::Start(Tag::Link { dest_url, .. }) => {
                let local = !(dest_url.starts_with("http") || dest_url.starts_with('#'));
                dropped.push(local);
                !local
            }
            Event::End(TagEnd::Link) => !dropped.pop().unwrap_or(false),
            _ => true,
        });
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events);
    anchor_rules(&html)
}

/// `<li>R6.1 ...`, `<li><strong>R13.5 ...` and `<li><p><strong>R1.7` get
/// `id="R6.1"`: the rule's id as its address.
fn anchor_rules(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + 4096);
    let mut rest = html;
    while let Some(at) = rest.find("<li>") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 4..];
        let text = after
            .trim_start()
            .trim_start_matches("<p>")
            .trim_start_matches("<strong>")
            .trim_start_matches("<em>");
        match rule_id(text) {
            Some(id) => out.push_str(&format!(r#"<li id="{id}">"#)),
            None => out.push_str("<li>"),
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The rule id a text opens with: "R" then digits, a dot, digits.
pub fn rule_id(text: &str) -> Option<&str> {
    let rest = text.strip_prefix('R')?;
    let major = rest.chars().take_while(char::is_ascii_digit).count();
    let after = rest.get(major..)?.strip_prefix('.')?;
    let minor = after.chars().take_while(char::is_ascii_digit).count();
    (major > 0 && minor > 0)
        .then(|| text.get(..2 + major + minor))
        .flatten()
}

/// Every rule id a text cites ("... (R6.5) ... (R6.8)"), once each, in order.
pub fn cited(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, _) in text.match_indices('R') {
        let before = text[..i].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric()) {
            continue;
        }
        if let Some(id) = rule_id(&text[i..]) {
            if !out.iter().any(|x| x == id) {
                out.push(id.to_string());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_of_the_text_is_an_address() {
        let html = render(include_str!("../../../docs/RULES.md"));
        for id in ["R1.7", "R6.1", "R6.4", "R7.5", "R13.4", "R13.5"] {
            assert!(html.contains(&format!(r#"<li id="{id}">"#)), "{id}");
        }
    }

    #[test]
    fn links_to_the_projects_files_keep_their_words_only() {
        let html =
            render("See [the architecture](ARCHITECTURE.md) and [CMBN](https://example.com).");
        assert!(html.contains("See the architecture and"), "{html}");
        assert!(
            html.contains(r#"<a href="https://example.com">CMBN</a>"#),
            "{html}"
        );
    }

    #[test]
    fn a_refusal_cites_its_rules_once_each() {
        assert_eq!(
            cited("Too many (R6.4). One battalion (R6.5). Again (R6.4); XR1.2 is no rule."),
            ["R6.4", "R6.5"]
        );
        assert_eq!(rule_id("R12"), None);
        assert_eq!(rule_id("R12.3 Corrections"), Some("R12.3"));
    }
}
