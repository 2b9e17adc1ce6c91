fn main() {
    // embed_migrations! does not notice changed SQL files on its own.
    println!("cargo:rerun-if-changed=migrations");
}
