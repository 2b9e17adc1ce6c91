//! The account page's sessions: where the user is signed in, with a way to
//! end any of them, or all.

use crate::app::sessions::SessionInfo;
use crate::error::{AppError, AppResult};
use crate::web::auth::{self, CurrentUser};
use crate::web::http::respond::redirect;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::{web, HttpResponse};

/// One line of the list.
pub struct SessionLine {
    pub id: i64,
    pub browser: String,
    pub address: String,
    pub started: String,
    pub last_seen: String,
    pub current: bool,
}

/// The user's live sessions, this one marked.
pub fn lines(list: Vec<SessionInfo>, current: Option<i64>) -> Vec<SessionLine> {
    list.into_iter()
        .map(|s| SessionLine {
            id: s.id,
            browser: browser(&s.user_agent),
            address: if s.address.is_empty() {
                "unknown".into()
            } else {
                s.address
            },
            started: s.created_at.format("%Y-%m-%d %H:%M").to_string(),
            last_seen: s.last_seen_at.format("%Y-%m-%d %H:%M").to_string(),
            current: Some(s.id) == current,
        })
        .collect()
}

/// A short name for a user agent string ("Firefox on Linux").
pub fn browser(agent: &str) -> String {
    if agent.trim().is_empty() {
        return "Unknown browser".into();
    }
    let name = [
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("Firefox/", "Firefox"),
        ("Chrome/", "Chrome"),
        ("Chromium/", "Chromium"),
        ("Safari/", "Safari"),
        ("curl/", "curl"),
    ]
    .iter()
    .find(|(needle, _)| agent.contains(needle))
    .map_or("A browser", |(_, name)| name);
    let system = [
        ("Android", "Android"),
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Windows", "Windows"),
        ("Mac OS X", "macOS"),
        ("Linux", "Linux"),
    ]
    .iter()
    .find(|(needle, _)| agent.contains(needle))
    .map(|(_, s)| *s);
    match system {
        Some(s) => format!("{name} on {s}"),
        None => name.to_string(),
    }
}

/// "Sign out" beside one session.
pub async fn end_one(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
    path: web::Path<i64>,
) -> AppResult<HttpResponse> {
    let (uid, id) = (me.user.id, path.into_inner());
    let n = state.app.end_session(uid, id).await?;
    if n == 0 {
        return Err(AppError::NotFound);
    }
    if auth::session_id(&session) == Some(id) {
        auth::end_session(&session);
        return Ok(redirect("/login"));
    }
    auth::flash(&session, "ok", "That session is signed out.");
    Ok(redirect("/account#sessions"))
}

/// "Sign out everywhere": every session of the user, this one included.
pub async fn end_all(
    session: Session,
    state: web::Data<AppState>,
    me: CurrentUser,
) -> AppResult<HttpResponse> {
    state.app.end_all_sessions(me.user.id).await?;
    auth::end_session(&session);
    Ok(redirect("/login"))
}

#[cfg(test)]
mod tests {
    use super::browser;

    #[test]
    fn browsers_are_named_briefly() {
        assert_eq!(
            browser("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"),
            "Firefox on Linux"
        );
        assert_eq!(
            browser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"),
            "Safari on iPhone"
        );
        assert_eq!(browser("curl/8.5.0"), "curl");
        assert_eq!(browser(""), "Unknown browser");
    }
}
