use anyhow::Context;
use bocage::cli::{AdminCmd, Cli, Cmd};
use bocage::config::Settings;
use bocage::startup::{self, Application};
use bocage::store::{self, accounts};
use bocage::web::auth;
use clap::Parser;
use std::io::Read;

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let settings = Settings::load().context("reading the configuration")?;
    startup::init_tracing(&settings.log.filter);
    match cli.command.unwrap_or(Cmd::Serve) {
        Cmd::Serve => serve(settings),
        Cmd::Migrate => {
            startup::open_database(&settings)?;
            println!("Migrations applied.");
            Ok(())
        }
        Cmd::Admin { command } => admin(settings, command),
        Cmd::Backup { to } => {
            let pool = startup::open_database(&settings)?;
            anyhow::ensure!(
                !to.exists(),
                "{} already exists; choose a new file",
                to.display()
            );
            let mut conn = pool.get()?;
            store::backup_sqlite(&mut conn, &to)?;
            println!("Backup written to {}", to.display());
            Ok(())
        }
    }
}

fn serve(settings: Settings) -> anyhow::Result<()> {
    let pool = startup::open_database(&settings)?;
    if let Some((email, password)) = startup::ensure_admin(&pool)? {
        println!("\nFirst start: a site admin was created. Sign in with");
        println!("  email:    {email}");
        println!("  password: {password}");
        println!("(shown once; change it on the account page)\n");
    }
    actix_web::rt::System::new().block_on(async move {
        let app = Application::build(settings.clone(), pool).await?;
        println!(
            "Bocage is listening on http://{}:{}",
            settings.server.host,
            app.port()
        );
        app.run_until_stopped().await?;
        Ok(())
    })
}

fn admin(settings: Settings, cmd: AdminCmd) -> anyhow::Result<()> {
    let pool = startup::open_database(&settings)?;
    let mut conn = pool.get()?;
    match cmd {
        AdminCmd::Create {
            email,
            password_stdin,
        } => {
            let password = if password_stdin {
                let mut s = String::new();
                std::io::stdin().read_to_string(&mut s)?;
                s.trim_end_matches(['\n', '\r']).to_string()
            } else {
                auth::random_token(9)
            };
            auth::check_new_password(&password)
                .map_err(|e| anyhow::anyhow!("{}", e.public_message()))?;
            let hash = auth::hash_password(&password).map_err(|e| anyhow::anyhow!("{e}"))?;
            match accounts::find_by_email(&mut conn, &email)? {
                Some(u) => {
                    accounts::set_admin(&mut conn, u.id, true)?;
                    accounts::set_password(&mut conn, u.id, &hash)?;
                    println!(
                        "{} is now a site admin; its password was replaced.",
                        u.email
                    );
                }
                None => {
                    accounts::create(&mut conn, &email, "Site admin", &hash, true)?;
                    println!("Site admin {} created.", accounts::normalise_email(&email));
                }
            }
            if !password_stdin {
                println!("password: {password}");
            }
            Ok(())
        }
        AdminCmd::Token { email } => {
            let user = accounts::find_by_email(&mut conn, &email)?
                .with_context(|| format!("no user {email}"))?;
            let token = format!("bocage_{}", auth::random_token(24));
            accounts::add_token(&mut conn, user.id, "cli", &token)?;
            println!("{token}");
            Ok(())
        }
    }
}
