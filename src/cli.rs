//! The `bocage` command line.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "bocage",
    version,
    about = "Combat Mission: Battle for Normandy meta-campaigns on the Axis & Allies D-Day map"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// Serve the web app (the default when no command is given).
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Manage site admins and their API tokens.
    Admin {
        #[command(subcommand)]
        command: AdminCmd,
    },
    /// Create the "Overlord demo" campaign with demo accounts (prints their passwords once).
    Demo,
    /// Export or import one campaign as a scenario file (JSON).
    Campaign {
        #[command(subcommand)]
        command: CampaignCmd,
    },
    /// Mail tools.
    Mail {
        #[command(subcommand)]
        command: MailCmd,
    },
    /// Make an online copy of the SQLite database.
    Backup {
        /// Where to write the copy (must not exist).
        #[arg(long)]
        to: PathBuf,
    },
}

#[derive(Debug, Subcommand)]
pub enum AdminCmd {
    /// Create a site admin (or promote an existing user).
    Create {
        #[arg(long)]
        email: String,
        /// Read the password from standard input instead of generating one.
        #[arg(long)]
        password_stdin: bool,
    },
    /// Print a new personal API token for a user (with several `--email`,
    /// one token per line, in their order).
    Token {
        #[arg(long, required = true)]
        email: Vec<String>,
    },
    /// Revoke every API token of a user.
    RevokeTokens {
        #[arg(long)]
        email: String,
    },
    /// Sign a user out everywhere: end every session of theirs.
    RevokeSessions {
        #[arg(long)]
        email: String,
    },
}

#[derive(Debug, Subcommand)]
pub enum CampaignCmd {
    /// Write a campaign's setup and state to a scenario file.
    Export {
        /// The campaign id (see /campaigns).
        id: i64,
        #[arg(long)]
        to: PathBuf,
        /// A backup: the battle files' bytes too (base64), not only their list.
        #[arg(long)]
        with_files: bool,
    },
    /// Create a new campaign from a scenario file; the first site admin becomes its GM.
    Import {
        /// The scenario file.
        file: PathBuf,
    },
}

#[derive(Debug, Subcommand)]
pub enum MailCmd {
    /// Send a test message with the configured transport.
    Test {
        #[arg(long)]
        to: String,
    },
}
