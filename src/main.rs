use anyhow::Context;
use bocage::app::catalog::Catalog;
use bocage::cli::{AdminCmd, CampaignCmd, Cli, Cmd, MailCmd};
use bocage::config::Settings;
use bocage::startup::{self, Application};
use bocage::store::{self, accounts};
use bocage::web::auth;
use clap::Parser;
use std::io::Read;

/// mimalloc instead of glibc's malloc: under 64 concurrent requests glibc
/// grew one arena per thread (peak RSS 105-125 MB in the load benchmark) and
/// spent a tenth of the CPU time in malloc and free.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's defaults keep freed memory for a second and commit its arenas
/// eagerly: the server's peak RSS under the load benchmark was 95-120 MB, of
/// which a quarter of a megabyte was live. With `purge_delay=0` and
/// `arena_eager_commit=0` it is about 50 MB at the same throughput (docs/BENCHMARKS.md).
/// mimalloc reads its options from the environment when the
/// process starts, and setting them from inside needs `unsafe`, so `serve`
/// runs itself again, once, with them set; an operator's own values win.
fn tune_allocator() {
    const OPTIONS: [(&str, &str); 2] = [
        ("MIMALLOC_PURGE_DELAY", "0"),
        ("MIMALLOC_ARENA_EAGER_COMMIT", "0"),
    ];
    if OPTIONS.iter().any(|(k, _)| std::env::var_os(k).is_some()) {
        return;
    }
    #[cfg(unix)]
    if let Ok(exe) = std::env::current_exe() {
        use std::os::unix::process::CommandExt;
        let err = std::process::Command::new(exe)
            .args(std::env::args_os().skip(1))
            .envs(OPTIONS)
            .exec();
        // Only reached when the restart failed: serve as we are.
        eprintln!("Serving with the allocator's default options ({err}).");
    }
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    if matches!(cli.command, None | Some(Cmd::Serve)) {
        tune_allocator();
    }
    let settings = Settings::load().context("reading the configuration")?;
    startup::init_tracing(&settings.log);
    match cli.command.unwrap_or(Cmd::Serve) {
        Cmd::Serve => serve(settings),
        Cmd::Migrate => {
            startup::open_database(&settings)?;
            println!("Migrations applied.");
            Ok(())
        }
        Cmd::Admin { command } => admin(settings, command),
        Cmd::Demo => {
            let pool = startup::open_database(&settings)?;
            let catalog = Catalog::load(Some(std::path::Path::new("config/maps")))?;
            let mut conn = pool.get()?;
            let mail = startup::mail_ctx(&settings, &startup::session_key(&settings)?);
            let demo = bocage::app::demo::create(&mut conn, &catalog, &mail)
                .map_err(|e| anyhow::anyhow!("{}", e.public_message()))?;
            bocage::app::demo::print(&demo, &settings.server.public_url);
            Ok(())
        }
        Cmd::Campaign { command } => campaign(settings, command),
        Cmd::Mail {
            command: MailCmd::Test { to },
        } => actix_web::rt::System::new().block_on(async move {
            let mailer = bocage::mail::Mailer::from_settings(
                &settings.mail,
                &settings.data.dir,
                &settings.server.public_url,
            )?;
            let text = "This is a test message from Bocage. If you can read it, mail works.";
            mailer
                .send(
                    &to,
                    "Bocage: test message",
                    text,
                    &format!("<p>{text}</p>"),
                    None,
                )
                .await
                .map_err(|e| anyhow::anyhow!("sending failed: {e:?}"))?;
            println!("Test message sent to {to} through {}.", mailer.describe());
            Ok(())
        }),
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
        println!("(shown once; change it on the account page)");
        let catalog = Catalog::load(Some(std::path::Path::new("config/maps")))?;
        let mut conn = pool.get()?;
        let mail = startup::mail_ctx(&settings, &startup::session_key(&settings)?);
        match bocage::app::demo::create(&mut conn, &catalog, &mail) {
            Ok(demo) => bocage::app::demo::print(&demo, &settings.server.public_url),
            Err(e) => eprintln!(
                "The demo campaign could not be created: {}",
                e.public_message()
            ),
        }
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
            // Every user first: an unknown email makes no token at all.
            let users = email
                .iter()
                .map(|e| {
                    accounts::find_by_email(&mut conn, e)?.with_context(|| format!("no user {e}"))
                })
                .collect::<anyhow::Result<Vec<_>>>()?;
            for user in users {
                let token = format!("bocage_{}", auth::random_token(24));
                accounts::add_token(&mut conn, user.id, "cli", &token)?;
                println!("{token}");
            }
            Ok(())
        }
        AdminCmd::RevokeTokens { email } => {
            let user = accounts::find_by_email(&mut conn, &email)?
                .with_context(|| format!("no user {email}"))?;
            let n = accounts::revoke_all_tokens(&mut conn, user.id)?;
            println!("{n} token(s) of {} revoked.", user.email);
            Ok(())
        }
        AdminCmd::RevokeSessions { email } => {
            let user = accounts::find_by_email(&mut conn, &email)?
                .with_context(|| format!("no user {email}"))?;
            let n = store::write_tx(&mut conn, |c| store::sessions::end_all_of(c, user.id))?;
            println!("{n} session(s) of {} ended.", user.email);
            Ok(())
        }
    }
}

fn campaign(settings: Settings, cmd: CampaignCmd) -> anyhow::Result<()> {
    let pool = startup::open_database(&settings)?;
    let mut conn = pool.get()?;
    match cmd {
        CampaignCmd::Export { id, to, with_files } => {
            // The document holds members' emails (and, with files, GM-only
            // files): readable by its owner only.
            let mut out = std::fs::OpenOptions::new();
            out.write(true).create(true).truncate(true);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut out, 0o600);
            let mut w = std::io::BufWriter::new(out.open(&to)?);
            bocage::app::campaigns::export_to(&mut conn, id, with_files, &mut w)
                .map_err(|e| anyhow::anyhow!("campaign {id}: {}", e.public_message()))?;
            std::io::Write::flush(&mut w)?;
            println!("Campaign {id} written to {}", to.display());
            Ok(())
        }
        CampaignCmd::Import { file } => {
            let text = std::fs::read_to_string(&file)
                .with_context(|| format!("reading {}", file.display()))?;
            let catalog = Catalog::load(Some(std::path::Path::new("config/maps")))?;
            let doc = match bocage::app::scenario::parse(&text, &catalog.maps) {
                Ok(d) => d,
                Err(problems) => {
                    eprintln!("{} was refused; nothing was created:", file.display());
                    for p in &problems {
                        eprintln!("  - {p}");
                    }
                    anyhow::bail!("{} problem(s) in the scenario file", problems.len());
                }
            };
            let admin: bocage::app::accounts::User = accounts::first_admin(&mut conn)?
                .context("no site admin yet: run `bocage admin create` first")?
                .into();
            let (id, invites) = bocage::app::campaigns::import_in(
                &mut conn,
                &doc,
                &admin,
                &settings.server.public_url,
            )
            .map_err(|e| anyhow::anyhow!("{}", e.public_message()))?;
            println!("Imported as campaign {id}; {} is its GM.", admin.email);
            for (email, link) in invites {
                println!("  invitation for {email}: {link}");
            }
            Ok(())
        }
    }
}
