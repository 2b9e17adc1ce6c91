use std::fmt::Write as _;
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // embed_migrations! does not notice changed SQL files on its own.
    println!("cargo:rerun-if-changed=migrations");
    assets()
}

/// `static/` is built into the binary, each file also under a name that
/// carries a digest of its bytes (`app.3f1b8d90c2a4e6f1.css`), so a page
/// names the exact bytes it was made with and they may be cached for good
/// (`web::http::assets`).
fn assets() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=static");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("static");
    let mut files: Vec<_> = std::fs::read_dir(&dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    let mut out = String::from("pub static ASSETS: &[Asset] = &[\n");
    for path in files {
        // Each file by name too: a directory alone was not always seen to
        // change when a file in it did, and a stale script was served.
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes = std::fs::read(&path)?;
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            return Err(format!("{}: not a UTF-8 name", path.display()).into());
        };
        let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
        // FNV-1a, 64 bits: a cache key for our own files, not a guard.
        let digest = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
        });
        let _ = writeln!(
            out,
            "    Asset {{ name: {name:?}, hashed: \"{stem}.{digest:016x}.{ext}\", bytes: include_bytes!({path:?}) }},",
            path = path.display().to_string(),
        );
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR")?).join("assets.rs");
    std::fs::write(target, out)?;
    Ok(())
}
