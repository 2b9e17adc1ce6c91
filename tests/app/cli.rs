//! The `bocage` binary: admin create, admin token, backup, migrate.

use diesel::prelude::*;
use std::io::Write;
use std::process::{Command, Stdio};

fn bocage(dir: &std::path::Path, args: &[&str], stdin: Option<&str>) -> (bool, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bocage"))
        .args(args)
        .env(
            "DATABASE_URL",
            format!("sqlite://{}/cli.sqlite3", dir.display()),
        )
        .env("BOCAGE__DATA__DIR", dir)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(input) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn every_command_has_help() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["--help"][..],
        &["serve", "--help"],
        &["migrate", "--help"],
        &["admin", "create", "--help"],
        &["admin", "token", "--help"],
        &["backup", "--help"],
    ] {
        let (ok, text) = bocage(dir.path(), args, None);
        assert!(ok && text.contains("Usage"), "{args:?}: {text}");
    }
}

#[test]
fn admin_create_token_and_backup() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let (ok, text) = bocage(dir.path(), &["migrate"], None);
    assert!(ok, "{text}");
    // The data folder and the database are the owner's alone, and a fresh
    // migrate logs no "database is locked".
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(dir.path()), 0o700);
    assert_eq!(mode(&dir.path().join("cli.sqlite3")), 0o600);
    assert!(!text.contains("locked"), "{text}");
    let (ok, text) = bocage(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "Chief@Example.com",
            "--password-stdin",
        ],
        Some("a long password\n"),
    );
    assert!(ok, "{text}");
    assert!(
        !text.contains("a long password"),
        "the password is never echoed"
    );
    let (ok, short) = bocage(
        dir.path(),
        &[
            "admin",
            "create",
            "--email",
            "x@example.com",
            "--password-stdin",
        ],
        Some("short\n"),
    );
    assert!(!ok && short.contains("at least 10"), "{short}");
    let (ok, token) = bocage(
        dir.path(),
        &["admin", "token", "--email", "chief@example.com"],
        None,
    );
    assert!(ok, "{token}");
    let token = token.trim().lines().last().unwrap().to_string();
    assert!(token.starts_with("bocage_") && token.len() > 30, "{token}");
    // stdout carries the token alone, even with logging on: `$(bocage admin
    // token ...)` is the token (logs go to stderr).
    let out = Command::new(env!("CARGO_BIN_EXE_bocage"))
        .args(["admin", "token", "--email", "chief@example.com"])
        .env(
            "DATABASE_URL",
            format!("sqlite://{}/cli.sqlite3", dir.path().display()),
        )
        .env("BOCAGE__DATA__DIR", dir.path())
        .env("RUST_LOG", "debug")
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.trim().starts_with("bocage_"), "{stdout}");

    let backup = dir.path().join("copy.sqlite3");
    let (ok, text) = bocage(
        dir.path(),
        &["backup", "--to", backup.to_str().unwrap()],
        None,
    );
    assert!(ok, "{text}");
    // The copy is a readable SQLite database holding the admin and the token.
    let mut c = SqliteConnection::establish(backup.to_str().unwrap()).unwrap();
    let admin: (String, bool, String) = bocage::store::schema::users::table
        .select((
            bocage::store::schema::users::email,
            bocage::store::schema::users::is_admin,
            bocage::store::schema::users::password_hash,
        ))
        .first(&mut c)
        .unwrap();
    assert_eq!((admin.0.as_str(), admin.1), ("chief@example.com", true));
    assert!(bocage::web::auth::verify_password(
        "a long password",
        &admin.2
    ));
    let tokens: i64 = bocage::store::schema::api_tokens::table
        .count()
        .get_result(&mut c)
        .unwrap();
    assert_eq!(tokens, 2, "both tokens made before the backup");
    // A second backup to the same file is refused.
    let (ok, text) = bocage(
        dir.path(),
        &["backup", "--to", backup.to_str().unwrap()],
        None,
    );
    assert!(!ok && text.contains("already exists"), "{text}");
}

#[test]
fn demo_then_export_and_import_by_cli() {
    let dir = tempfile::tempdir().unwrap();
    create_admin(dir.path(), "root@example.com", "root password 1");
    let (ok, text) = bocage(dir.path(), &["demo"], None);
    assert!(ok, "{text}");
    assert!(
        text.contains("gm@demo.bocage") && text.contains("/campaigns/1"),
        "{text}"
    );
    let file = dir.path().join("demo.json");
    let (ok, text) = bocage(
        dir.path(),
        &["campaign", "export", "1", "--to", file.to_str().unwrap()],
        None,
    );
    assert!(ok, "{text}");
    let (ok, text) = bocage(
        dir.path(),
        &["campaign", "import", file.to_str().unwrap()],
        None,
    );
    assert!(ok && text.contains("Imported as campaign 2"), "{text}");
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"format\": \"nope\"}").unwrap();
    let (ok, text) = bocage(
        dir.path(),
        &["campaign", "import", bad.to_str().unwrap()],
        None,
    );
    assert!(!ok && text.contains("refused"), "{text}");
}

#[test]
fn a_backup_with_files_carries_their_bytes_and_restores_them() {
    let dir = tempfile::tempdir().unwrap();
    create_admin(dir.path(), "root@example.com", "root password 1");
    let (ok, text) = bocage(dir.path(), &["demo"], None);
    assert!(ok, "{text}");
    // A battle file of the demo, stored as an upload stores it.
    let url = format!("sqlite://{}/cli.sqlite3", dir.path().display());
    let pool = bocage::store::connect(&url, 1).unwrap();
    // Over nine chunks (64 KiB each): the backup streams them in order.
    let mut bytes = b"\x01\x00\x00\x00CMBN setup".to_vec();
    bytes.extend((0..600_000u32).map(|n| (n % 251) as u8));
    {
        let mut c = pool.get().unwrap();
        let new = bocage::store::files::NewFile {
            campaign: 1,
            battle: 1,
            uploader: 1,
            side: None,
            name: "setup.bts",
            kind: "save",
            sha256: &hex_sha(&bytes),
            gm_only: true,
            data: &bytes,
            staged: None,
        };
        assert!(bocage::store::files::insert(&mut c, &new, i64::MAX).is_ok());
    }
    let plain = dir.path().join("plain.json");
    let backup = dir.path().join("backup.json");
    for (file, extra) in [(&plain, None), (&backup, Some("--with-files"))] {
        let mut args = vec!["campaign", "export", "1", "--to", file.to_str().unwrap()];
        args.extend(extra);
        let (ok, text) = bocage(dir.path(), &args, None);
        assert!(ok, "{text}");
    }
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&plain).unwrap()).unwrap();
    assert_eq!(doc["files"][0]["name"], "setup.bts");
    assert!(
        doc["files"][0].get("data").is_none(),
        "an export lists files only"
    );
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&backup).unwrap()).unwrap();
    assert_eq!(doc["files"][0]["gm_only"], true);
    assert!(
        doc["files"][0]["data"].is_string(),
        "a backup carries the bytes"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&backup).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "the backup is its owner's alone");
    }
    let (ok, text) = bocage(
        dir.path(),
        &["campaign", "import", backup.to_str().unwrap()],
        None,
    );
    assert!(ok && text.contains("Imported as campaign 2"), "{text}");
    let mut c = pool.get().unwrap();
    let files = bocage::store::files::list(&mut c, 2, None).unwrap();
    assert_eq!(files.len(), 1);
    assert!(files[0].gm_only);
    let back = bocage::store::files::data(&mut c, 2, files[0].id).unwrap();
    assert_eq!(
        back.as_deref(),
        Some(bytes.as_slice()),
        "the bytes come back whole"
    );
    // A backup whose bytes do not match their digest is refused whole.
    let mut doc = doc;
    doc["files"][0]["sha256"] = serde_json::json!("0".repeat(64));
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, doc.to_string()).unwrap();
    let (ok, text) = bocage(
        dir.path(),
        &["campaign", "import", bad.to_str().unwrap()],
        None,
    );
    assert!(!ok && text.contains("digest"), "{text}");
}

fn hex_sha(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

/// Makes a site admin through the command line.
fn create_admin(dir: &std::path::Path, email: &str, password: &str) {
    let (ok, text) = bocage(
        dir,
        &["admin", "create", "--email", email, "--password-stdin"],
        Some(&format!("{password}\n")),
    );
    assert!(ok, "{text}");
}

/// The API tokens in the command line's database.
fn token_count(dir: &std::path::Path) -> i64 {
    let mut c = SqliteConnection::establish(dir.join("cli.sqlite3").to_str().unwrap()).unwrap();
    bocage::store::schema::api_tokens::table
        .count()
        .get_result(&mut c)
        .unwrap()
}

#[test]
fn admin_token_for_several_users_at_once() {
    let dir = tempfile::tempdir().unwrap();
    create_admin(dir.path(), "chief@example.com", "a long password");
    // Several at once (a load run's thousands of members): one line each,
    // in order; an unknown email among them makes none.
    let (ok, two) = bocage(
        dir.path(),
        &[
            "admin",
            "token",
            "--email",
            "chief@example.com",
            "--email",
            "chief@example.com",
        ],
        None,
    );
    assert!(ok, "{two}");
    let two: Vec<&str> = two.lines().filter(|l| l.starts_with("bocage_")).collect();
    assert!(two.len() == 2 && two[0] != two[1], "{two:?}");
    let tokens_before = token_count(dir.path());
    let (ok, text) = bocage(
        dir.path(),
        &[
            "admin",
            "token",
            "--email",
            "chief@example.com",
            "--email",
            "nobody@example.com",
        ],
        None,
    );
    assert!(!ok && text.contains("no user nobody@example.com"), "{text}");
    let tokens_after = token_count(dir.path());
    assert_eq!(
        tokens_after, tokens_before,
        "an unknown email made no token"
    );
}
