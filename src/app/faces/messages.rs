//! `App`'s calls of `app::messages` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::access::Access;
use crate::app::messages::*;
use crate::app::App;
use crate::error::AppError;

impl App {
    /// Channel `key`'s messages after `after` (all when None), marked read,
    /// and the reader's channels (404 for a channel they may not read).
    pub async fn channel(
        &self,
        a: Access,
        key: String,
        after: Option<i64>,
    ) -> Result<ChannelRead, AppError> {
        self.run(move |c| {
            let members = crate::app::campaigns::members(c, a.id())?;
            let ch = listable(&a, &members, &key)?;
            let messages = read(c, &a, &members, ch, after)?;
            Ok(ChannelRead {
                channels: channel_list(c, &a, &members)?,
                channel: ch.key(),
                messages,
            })
        })
        .await
    }

    /// Marks channel `key` read.
    pub async fn mark_read(&self, a: Access, key: String) -> Result<(), AppError> {
        self.run(move |c| {
            let members = crate::app::campaigns::members(c, a.id())?;
            let ch = readable(&a, &members, &key)?;
            read(c, &a, &members, ch, None).map(|_| ())
        })
        .await
    }

    /// Posts `body` in channel `key` (`post`): the message as its readers
    /// see it.
    pub async fn post_message(
        &self,
        a: Access,
        key: String,
        body: String,
        directive: bool,
    ) -> Result<MessageView, AppError> {
        let (ctx, live) = (self.core.mail.clone(), self.core.live.clone());
        self.run(move |c| {
            let members = crate::app::campaigns::members(c, a.id())?;
            let channel = readable(&a, &members, &key)?;
            let p = Post {
                channel,
                body: &body,
                directive,
            };
            post(c, &a, &members, p, &ctx, &live)
        })
        .await
    }

    /// Its author changes message `n` of channel `key` (`edit`); answers
    /// the channel.
    pub async fn edit_message(
        &self,
        a: Access,
        key: String,
        n: i64,
        body: String,
    ) -> Result<String, AppError> {
        let live = self.core.live.clone();
        self.run(move |c| {
            let members = crate::app::campaigns::members(c, a.id())?;
            Ok(edit(c, &a, &members, &key, n, &body, &live)?.channel)
        })
        .await
    }

    /// Its author or the GM deletes message `n` of channel `key`
    /// (`delete`); answers the channel.
    pub async fn delete_message(&self, a: Access, key: String, n: i64) -> Result<String, AppError> {
        let live = self.core.live.clone();
        self.run(move |c| {
            let members = crate::app::campaigns::members(c, a.id())?;
            Ok(delete(c, &a, &members, &key, n, &live)?.channel)
        })
        .await
    }
}
