//! What the overview reads besides the viewer's actions: the unread
//! count, the reader's notes and, for the GM, undo and failed deliveries.

use crate::app::access::Access;
use crate::app::campaigns::Member;
use crate::app::mail::OutboxRow;
use crate::app::notes::{notes_of, Notes};
use crate::app::App;
use crate::error::AppError;

pub struct OverviewReads {
    /// Messages by others the reader has not read, in all their channels.
    pub unread: i64,
    /// The GM's: whether the last transition may be undone.
    pub can_undo: bool,
    /// The GM's: deliveries that failed for good.
    pub failed_mail: Vec<OutboxRow>,
    pub notes: Option<Notes>,
}

impl App {
    /// The overview's reads for `a`, in one trip to the database.
    pub async fn overview_reads(
        &self,
        a: Access,
        members: Vec<Member>,
    ) -> Result<OverviewReads, AppError> {
        self.run(move |c| {
            let unread = crate::app::messages::channel_list(c, &a, &members)?
                .iter()
                .map(|ch| ch.unread)
                .sum();
            let notes = notes_of(c, &a, &members)?;
            let gm = a.is_gm();
            Ok(OverviewReads {
                unread,
                can_undo: gm && crate::app::campaigns::can_undo(c, a.id())?,
                failed_mail: if gm {
                    crate::app::mail::failed_for_campaign(c, a.id())?
                } else {
                    Vec::new()
                },
                notes,
            })
        })
        .await
    }
}
