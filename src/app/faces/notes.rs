//! `App`'s calls of `app::notes` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::access::Access;
use crate::app::notes::*;
use crate::app::App;
use crate::error::AppError;

impl App {
    /// The reader's notepad.
    pub async fn notepad(&self, a: Access) -> Result<Notepad, AppError> {
        self.run(move |c| notepad(c, &a)).await
    }

    /// Writes the reader's notepad and answers it.
    pub async fn save_notepad(&self, a: Access, body: String) -> Result<Notepad, AppError> {
        self.run(move |c| {
            save_notepad(c, &a, &body)?;
            notepad(c, &a)
        })
        .await
    }

    /// The sealed notes the reader may read.
    pub async fn sealed_notes(&self, a: Access) -> Result<Vec<SealedNote>, AppError> {
        self.run(move |c| sealed_read(c, &a)).await
    }

    /// Seals a note of the reader's; answers the sealed notes they may read.
    pub async fn seal_note(
        &self,
        a: Access,
        body: String,
        opens_round: Option<u32>,
    ) -> Result<Vec<SealedNote>, AppError> {
        self.run(move |c| {
            seal(c, &a, &body, opens_round)?;
            sealed_read(c, &a)
        })
        .await
    }
}
