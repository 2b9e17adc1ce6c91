//! The messages page: the reader's channels with unread counts, one
//! channel's thread, and the form to post; edit (five minutes) and delete
//! (author or GM). Works without JavaScript; links in messages are made
//! clickable here, from plain text, never from HTML.

use crate::app::messages::{self as msg, ChannelView, MessageView};
use crate::error::{AppError, AppResult};
use crate::web::access::InCampaign;
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::redirect;
use crate::web::pages::layout::Layout;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

/// A piece of a message: text, or a link.
pub struct Piece {
    pub text: String,
    pub href: Option<String>,
}

/// Plain text with its http(s) links made clickable.
pub fn pieces(body: &str) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for (i, word) in body.split(' ').enumerate() {
        if i > 0 {
            out.push(Piece {
                text: " ".into(),
                href: None,
            });
        }
        let link = word.starts_with("https://") || word.starts_with("http://");
        let trimmed = word.trim_end_matches(['.', ',', ')', ';', '!', '?']);
        if link && trimmed.len() > 8 {
            out.push(Piece {
                text: trimmed.into(),
                href: Some(trimmed.into()),
            });
            out.push(Piece {
                text: word[trimmed.len()..].into(),
                href: None,
            });
        } else {
            out.push(Piece {
                text: word.into(),
                href: None,
            });
        }
    }
    out
}

pub struct Shown {
    pub m: MessageView,
    pub when: String,
    pub pieces: Vec<Piece>,
}

#[derive(Template)]
#[template(path = "campaign/messages.html")]
struct MessagesPage {
    layout: Layout,
    id: i64,
    channels: Vec<ChannelView>,
    channel: String,
    title: String,
    messages: Vec<Shown>,
    /// What the reader had typed, when the post was refused.
    draft: String,
    /// Whether the reader may mark the post a directive (the HC, in the
    /// side's own channel).
    may_direct: bool,
}

#[derive(Deserialize)]
pub struct ChannelQuery {
    channel: Option<String>,
}

async fn render(
    session: &Session,
    state: &web::Data<AppState>,
    me: &CurrentUser,
    id: i64,
    key: String,
    draft: String,
) -> AppResult<String> {
    // The members, the channel and its messages in the same trip, their
    // words in the reader's language.
    let lang = crate::web::http::language::reader();
    let (
        a,
        msg::PageRead {
            members,
            channel: ch,
            channels,
            messages,
        },
    ) = crate::web::access::access_and(state, id, me, move |c, a| msg::page_read(c, a, &key, lang))
        .await?;
    let name = a.row.name.clone();
    let may_direct =
        matches!(ch, crate::rules::channels::Channel::Side(s) if a.hc_side() == Some(s));
    let roster = crate::app::campaigns::roster(&members);
    let title = ch.title_said(&a.state, &roster).said_in(lang);
    let tz = me.user.time_zone.clone();
    let page = MessagesPage {
        layout: Layout::new(
            session,
            Some(&me.user),
            crate::web::http::language::reader().t("nav-messages"),
        )
        .in_campaign(id, &name)
        .paused(&a.state),
        id,
        channels,
        channel: ch.key(),
        title,
        messages: messages
            .into_iter()
            .map(|m| Shown {
                when: super::words::local_time(&m.at, &tz),
                pieces: pieces(&m.body),
                m,
            })
            .collect(),
        draft,
        may_direct,
    };
    Ok(page.render()?)
}

pub async fn page(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
    q: web::Query<ChannelQuery>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let key = q.into_inner().channel.unwrap_or_else(|| "public".into());
    let body = render(&session, &state, &me, id, key, String::new()).await?;
    Ok(crate::web::http::respond::html(body))
}

#[derive(Deserialize)]
pub struct PostForm {
    channel: String,
    body: String,
    #[serde(default)]
    directive: Option<String>,
}

fn back(id: i64, channel: &str) -> String {
    format!(
        "/campaigns/{id}/messages?channel={}#last",
        urlencoding::encode(channel)
    )
}

/// Posts; a refusal comes back on the page with the text kept.
pub async fn post(
    session: Session,
    state: web::Data<AppState>,
    InCampaign {
        access: a,
        caller: me,
    }: InCampaign<CurrentUser>,
    form: web::Form<PostForm>,
) -> AppResult<HttpResponse> {
    let id = a.id();
    let form = form.into_inner();
    let (key, body) = (form.channel.clone(), form.body.clone());
    let posted = state
        .app
        .post_message(a, key, body, form.directive.is_some())
        .await;
    match posted {
        Ok(m) => Ok(redirect(&back(id, &m.channel))),
        Err(e @ (AppError::Invalid(_) | AppError::TooManyRequests(_) | AppError::Forbidden(_))) => {
            auth::flash(
                &session,
                "error",
                e.public_message_in(crate::web::http::language::reader()),
            );
            let page = render(&session, &state, &me, id, form.channel, form.body).await?;
            Ok(HttpResponse::build(e.status())
                .content_type("text/html; charset=utf-8")
                .body(page))
        }
        Err(e) => Err(e),
    }
}

#[derive(Deserialize)]
pub struct EditForm {
    body: String,
    channel: String,
}

#[derive(Deserialize)]
pub struct DeleteForm {
    channel: String,
}

pub async fn edit(
    session: Session,
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    path: web::Path<(i64, i64)>,
    form: web::Form<EditForm>,
) -> AppResult<HttpResponse> {
    let (id, mid) = path.into_inner();
    let EditForm { body, channel } = form.into_inner();
    let channel = state.app.edit_message(a, channel, mid, body).await?;
    auth::flash(&session, "ok", "Message changed.");
    Ok(redirect(&back(id, &channel)))
}

pub async fn delete(
    session: Session,
    state: web::Data<AppState>,
    InCampaign { access: a, .. }: InCampaign<CurrentUser>,
    path: web::Path<(i64, i64)>,
    form: web::Form<DeleteForm>,
) -> AppResult<HttpResponse> {
    let (id, mid) = path.into_inner();
    let channel = form.into_inner().channel;
    let channel = state.app.delete_message(a, channel, mid).await?;
    auth::flash(&session, "ok", "Message deleted.");
    Ok(redirect(&back(id, &channel)))
}

#[cfg(test)]
mod tests {
    use super::pieces;

    #[test]
    fn links_become_links_and_nothing_else_does() {
        let p = pieces("See https://forum.example/aar/1. And <b>bold</b> javascript:alert(1)");
        let links: Vec<&str> = p.iter().filter_map(|x| x.href.as_deref()).collect();
        assert_eq!(links, vec!["https://forum.example/aar/1"]);
        let text: String = p.iter().map(|x| x.text.as_str()).collect();
        assert_eq!(
            text,
            "See https://forum.example/aar/1. And <b>bold</b> javascript:alert(1)"
        );
    }
}
