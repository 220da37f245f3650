//! The hash the database keeps of a secret token, so that a copy of its
//! tables opens nothing.

use sha2::{Digest, Sha256};

/// The SHA-256 (hex) the database keeps of a secret token: a session's, an
/// API token, an invitation code, a mail's link.
pub fn token_hash(token: &str) -> String {
    format!("{:x}", Sha256::digest(token.as_bytes()))
}
