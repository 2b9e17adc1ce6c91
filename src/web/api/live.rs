//! `GET /api/v1/campaigns/{id}/events`: the member's event stream (SSE,
//! #25). Each signal of the bus (`app::live`) is heard by the reader's
//! `Reader`, which reads their access again and says what, if anything,
//! changed for them; this file only speaks the `text/event-stream` format.

use crate::app::live::Signal;
use crate::app::streams::{Credential, Heard, Reader};
use crate::error::AppError;
use crate::web::access::InCampaign;
use crate::web::auth::{bearer, session_id, ApiUser};
use crate::web::http::errors::ApiResult;
use crate::web::state::AppState;
use actix_session::Session;
use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;
use std::time::Duration;
use tokio::sync::broadcast::error::RecvError;

#[derive(Deserialize)]
pub struct Since {
    /// The view id the page was drawn from (as `Last-Event-ID`).
    view: Option<String>,
}

pub async fn events(
    req: HttpRequest,
    session: Session,
    state: web::Data<AppState>,
    q: web::Query<Since>,
    InCampaign { access: a, caller }: InCampaign<ApiUser>,
) -> ApiResult<HttpResponse> {
    let since_query = q.into_inner().view;
    if since_query.as_deref().is_some_and(|v| {
        v.len() != 16
            || !v
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    }) {
        return Err(AppError::BadRequest(
            "view is the id of an event: 16 hexadecimal digits.".into(),
        )
        .into());
    }
    let user = caller.0.clone();
    let credential = match bearer(&req) {
        Some(token) => {
            let digest = crate::app::accounts::token_digest(&token);
            let found = state.app.token_by_digest(digest).await?;
            Credential::Token(found.ok_or(AppError::Unauthorized)?.0)
        }
        None => Credential::Session(session_id(&session).ok_or(AppError::Unauthorized)?),
    };
    let live = state.app.core.live.clone();
    let slot = live.open(user.id, state.settings.server.streams_per_user);
    let since = since_query.or_else(|| {
        req.headers()
            .get("last-event-id")
            .and_then(|v| v.to_str().ok())
            .map(String::from)
    });
    let mut reader = Reader {
        campaign: a.id(),
        user,
        credential,
        life: state.settings.session.lifetimes(),
        last: None,
    };
    let rx = live.subscribe(a.id());
    let first = match reader.hear(&state.app, &state.flights, None).await {
        Heard::Change { id, changed } => {
            let changed = if since.as_deref().is_some_and(|s| s != id) {
                changed
            } else {
                Vec::new()
            };
            format!(
                "retry: 3000\nid: {id}\nevent: ready\ndata: {}\n\n",
                serde_json::json!({"view": id, "changed": changed})
            )
        }
        _ => return Err(AppError::NotFound.into()),
    };
    let beat = Duration::from_secs(state.settings.server.stream_heartbeat_seconds.max(1));
    let stream = Stream {
        state: state.clone(),
        reader,
        rx,
        beat,
        next_beat: tokio::time::Instant::now() + beat,
        slot,
        first: Some(first),
        ended: false,
        pending: None,
    };
    let body = futures_util::stream::unfold(stream, |mut s| async move {
        let chunk = s.next().await?;
        Some((Ok::<_, actix_web::Error>(Bytes::from(chunk)), s))
    });
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        // A proxy must pass each event on at once (nginx buffers otherwise).
        .insert_header(("x-accel-buffering", "no"))
        .streaming(body))
}

/// One open stream: its reader, the bus, and its slot among the user's
/// streams (freed when the stream is dropped, i.e. the page closed).
struct Stream {
    state: web::Data<AppState>,
    reader: Reader,
    rx: tokio::sync::broadcast::Receiver<Signal>,
    beat: Duration,
    next_beat: tokio::time::Instant,
    slot: crate::app::live::StreamSlot,
    first: Option<String>,
    ended: bool,
    /// A message that came behind changes skipped over, heard next.
    pending: Option<Signal>,
}

/// The signal a stream hears after `s`: the newest change waiting behind
/// it (a stream that fell behind reads its view once, at the newest
/// version, not once per version in between). A message met on the way
/// is kept in `pending` for the next turn, so it is never lost; None when
/// the stream fell so far behind that signals were dropped (then it reads
/// everything again).
fn newest(
    rx: &mut tokio::sync::broadcast::Receiver<Signal>,
    s: Signal,
    pending: &mut Option<Signal>,
) -> Option<Signal> {
    use tokio::sync::broadcast::error::TryRecvError;
    // Each call is one wake of a stream (`/metrics`: a load run checks
    // that only the changed campaigns' streams woke).
    crate::telemetry::metrics().stream_wakes.inc();
    let mut now = s;
    while matches!(now, Signal::Changed { .. }) {
        match rx.try_recv() {
            Ok(next @ Signal::Changed { .. }) => now = next,
            Ok(message) => {
                *pending = Some(message);
                break;
            }
            Err(TryRecvError::Lagged(_)) => return None,
            Err(TryRecvError::Empty | TryRecvError::Closed) => break,
        }
    }
    Some(now)
}

impl Stream {
    /// The next chunk to send, or None when the stream ends.
    async fn next(&mut self) -> Option<String> {
        if let Some(first) = self.first.take() {
            return Some(first);
        }
        if self.ended {
            return None;
        }
        loop {
            let heard = if let Some(s) = self.pending.take() {
                // A message met while skipping to the newest change.
                self.reader
                    .hear(&self.state.app, &self.state.flights, Some(&s))
                    .await
            } else {
                tokio::select! {
                    // The bus carries this campaign's signals only.
                    signal = self.rx.recv() => match signal {
                        Ok(s) => match newest(&mut self.rx, s, &mut self.pending) {
                            Some(s) => self.reader.hear(&self.state.app, &self.state.flights, Some(&s)).await,
                            None => self.reader.hear(&self.state.app, &self.state.flights, None).await,
                        },
                        // Fell behind: whatever was missed, the view says it.
                        Err(RecvError::Lagged(_)) => self.reader.hear(&self.state.app, &self.state.flights, None).await,
                        Err(RecvError::Closed) => return None,
                    },
                    // A newer page of the same user took this stream's place.
                    _ = self.slot.replaced() => {
                        self.ended = true;
                        return Some("event: end\ndata: {\"reason\":\"replaced\"}\n\n".into());
                    }
                    _ = tokio::time::sleep_until(self.next_beat) => {
                        self.next_beat = tokio::time::Instant::now() + self.beat;
                        match self.reader.hear(&self.state.app, &self.state.flights, None).await {
                            Heard::Nothing => return Some(": heartbeat\n\n".into()),
                            other => other,
                        }
                    }
                }
            };
            match heard {
                Heard::Nothing => continue,
                Heard::Change { id, changed } => {
                    return Some(format!(
                        "id: {id}\nevent: change\ndata: {}\n\n",
                        serde_json::json!({"view": id, "changed": changed})
                    ))
                }
                Heard::Message { channel } => {
                    return Some(format!(
                        "event: message\ndata: {}\n\n",
                        serde_json::json!({ "channel": channel })
                    ))
                }
                Heard::End => {
                    self.ended = true;
                    return Some("event: end\ndata: {}\n\n".into());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use tokio::sync::broadcast;

    fn changed(version: i64) -> Signal {
        Signal::Changed {
            campaign: 1,
            version,
        }
    }

    #[test]
    fn a_stream_behind_hears_the_newest_change_and_keeps_the_message_it_met() {
        let (tx, mut rx) = broadcast::channel(16);
        let message = Signal::Message {
            campaign: 1,
            channel: "battle:2".into(),
        };
        for s in [
            changed(1),
            changed(2),
            changed(3),
            message.clone(),
            changed(4),
        ] {
            tx.send(s).unwrap();
        }
        let first = rx.try_recv().unwrap();
        let mut pending = None;
        assert_eq!(newest(&mut rx, first, &mut pending), Some(changed(3)));
        assert_eq!(pending, Some(message.clone()));
        // What came after the message is heard on the next turn.
        assert_eq!(rx.try_recv().unwrap(), changed(4));
        // A message first is heard as it is.
        tx.send(message.clone()).unwrap();
        tx.send(changed(5)).unwrap();
        let first = rx.try_recv().unwrap();
        let mut pending = None;
        assert_eq!(newest(&mut rx, first, &mut pending), Some(message));
        assert_eq!(pending, None);
        assert_eq!(rx.try_recv().unwrap(), changed(5));
    }

    #[test]
    fn a_stream_that_lost_signals_reads_everything_again() {
        let (tx, mut rx) = broadcast::channel(2);
        tx.send(changed(1)).unwrap();
        let first = rx.try_recv().unwrap();
        for v in 2..=6 {
            tx.send(changed(v)).unwrap();
        }
        let mut pending = None;
        assert_eq!(newest(&mut rx, first, &mut pending), None);
        assert_eq!(pending, None);
    }
}
