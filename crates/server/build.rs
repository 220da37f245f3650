//! Rebuilds the server when an embedded migration or translation changes:
//! `sqlx::migrate!` and the Fluent loader read the folders at compile time
//! but do not tell cargo to watch them (a new language's directory included).

fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
    println!("cargo:rerun-if-changed=../../locales");
}
