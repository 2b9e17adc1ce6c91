//! `App`'s calls of `app::files` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::access::Access;
use crate::app::files::*;
use crate::app::intake::{intake, Intake};
use crate::app::App;
use crate::config::FileSettings;
use crate::error::AppError;
use crate::rules::BattleId;
use crate::store::files as fstore;
use futures_util::Stream;

/// How many file chunks are read or written at once, by all transfers
/// together (#45): a chunk in flight holds its bytes and a blocking thread
/// (with its allocator's heap), so twenty transfers at once would hold
/// twenty; they take turns instead, and the database, which writes one at
/// a time anyway, sees no fewer.
const CHUNKS_AT_ONCE: usize = 4;
static CHUNK_GATE: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(CHUNKS_AT_ONCE);

impl App {
    /// Reads or writes one chunk through `f` in its turn (`CHUNK_GATE`).
    async fn chunk_op<T, F>(&self, f: F) -> Result<T, AppError>
    where
        F: FnOnce(&mut crate::store::DbConn) -> Result<T, AppError> + Send + 'static,
        T: Send + 'static,
    {
        let _turn = CHUNK_GATE
            .acquire()
            .await
            .map_err(|_| AppError::Internal(anyhow::anyhow!("the chunk gate is closed")))?;
        self.run(f).await
    }

    /// Begins an upload (`intake`): refused from its headers before its
    /// body is read, then checked chunk by chunk.
    pub async fn intake(
        &self,
        a: &Access,
        settings: &FileSettings,
        battle: BattleId,
        declared: Option<u64>,
    ) -> Result<Intake, AppError> {
        let (a, settings) = (a.clone(), settings.clone());
        let mut i = self
            .run(move |c| intake(c, &a, &settings, battle, declared))
            .await?;
        i.keep_tidy(self.clone());
        Ok(i)
    }

    /// Takes in an upload's next bytes (`Intake::push`), writing each full
    /// chunk to the database as it fills.
    pub async fn take(&self, intake: &mut Intake, bytes: &[u8]) -> Result<(), AppError> {
        intake.push(bytes)?;
        while let Some(part) = intake.full() {
            let (campaign, staged) = intake.staged();
            let s = self
                .chunk_op(move |c| Ok(fstore::stage(c, campaign, staged, &part)?))
                .await?;
            intake.wrote(s);
        }
        Ok(())
    }

    /// Attaches a file to a battle (`attach`).
    pub async fn attach(
        &self,
        a: Access,
        settings: FileSettings,
        battle: BattleId,
        upload: Upload,
    ) -> Result<FileMeta, AppError> {
        self.run(move |c| attach(c, &a, &settings, battle, &upload))
            .await
    }

    /// The battle's files the reader may see.
    pub async fn battle_files(
        &self,
        a: Access,
        battle: BattleId,
    ) -> Result<Vec<FileMeta>, AppError> {
        self.run(move |c| visible(c, &a, Some(battle))).await
    }

    /// A file, when the reader may see it, and its bytes as they are
    /// read from the database, a chunk at a time (#45).
    pub async fn open_file(
        &self,
        a: Access,
        id: i64,
    ) -> Result<
        (
            FileMeta,
            impl Stream<Item = Result<Vec<u8>, AppError>> + 'static,
        ),
        AppError,
    > {
        let f = self.run(move |c| find(c, &a, id)).await?;
        let app = self.clone();
        let chunks = futures_util::stream::try_unfold(0_i32, move |seq| {
            let app = app.clone();
            async move {
                let part = app
                    .chunk_op(move |c| Ok(fstore::chunk(c, id, seq)?))
                    .await?;
                Ok(part.map(|p| (p, seq.saturating_add(1))))
            }
        });
        Ok((f, chunks))
    }

    /// Removes a file: its uploader or the GM.
    pub async fn remove_file(&self, a: Access, id: i64) -> Result<FileMeta, AppError> {
        self.run(move |c| remove(c, &a, id)).await
    }

    /// A turn file downloaded by the commander it was sent to is fetched
    /// (R13.3): said once, as a command, so that its sender can no longer
    /// take it back. Anyone else's download changes nothing.
    pub async fn note_fetched(
        &self,
        a: &Access,
        user: &crate::app::accounts::User,
        f: &FileMeta,
    ) -> Result<(), AppError> {
        let battle = BattleId::new(u32::try_from(f.battle_id).unwrap_or(0));
        let Some(t) = crate::rules::relay::turn_of(&a.state, battle, f.id) else {
            return Ok(());
        };
        let addressee = crate::rules::files::commanded_side(&a.actor(), &a.state, battle)
            == Some(t.side.enemy());
        if !addressee || t.fetched.is_some() {
            return Ok(());
        }
        let cmd =
            crate::rules::Command::FetchTurn(crate::rules::relay::FetchTurn { battle, n: t.n });
        match self.execute(a.id(), user, None, cmd).await {
            // Fetched meanwhile (two downloads at once): nothing to say.
            Ok(_) | Err(AppError::Rule(_)) => Ok(()),
            Err(e) => Err(e),
        }
    }
}
