//! `App`'s calls of `app::files` (#41): what the faces ask, each a read or
//! change in one trip to the pool.

use crate::app::access::Access;
use crate::app::files::*;
use crate::app::intake::{intake, Intake};
use crate::app::App;
use crate::config::FileSettings;
use crate::error::AppError;
use crate::rules::BattleId;

impl App {
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
        self.run(move |c| intake(c, &a, &settings, battle, declared))
            .await
    }

    /// Attaches a file to a battle (`attach`).
    pub async fn attach(
        &self,
        a: Access,
        settings: FileSettings,
        battle: BattleId,
        upload: Upload,
    ) -> Result<FileMeta, AppError> {
        self.run(move |c| {
            attach(
                c,
                &a,
                &settings,
                battle,
                &upload.name,
                &upload.data,
                upload.gm_only,
            )
        })
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

    /// A file and its bytes, when the reader may see it.
    pub async fn open_file(&self, a: Access, id: i64) -> Result<(FileMeta, Vec<u8>), AppError> {
        self.run(move |c| open(c, &a, id)).await
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
