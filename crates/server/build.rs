//! Rebuilds the server when an embedded migration changes: `sqlx::migrate!`
//! reads the folders at compile time but does not tell cargo to watch them.

fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
}
