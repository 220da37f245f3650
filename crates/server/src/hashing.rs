//! Secrets for links and tokens, and the hash the database keeps of one, so
//! that a copy of its tables opens nothing.

use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// A fresh random token (a session's, a form's, an API token's): 32 random
/// bytes, URL-safe base64.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// The SHA-256 (hex) the database keeps of a secret token: a session's, an
/// API token, an invitation code, a mail's link.
pub fn token_hash(token: &str) -> String {
    format!("{:x}", Sha256::digest(token.as_bytes()))
}

/// A fresh secret for a link or token: 32 random bytes, URL-safe base64.
pub fn new_secret() -> String {
    use base64::Engine;
    use rand::RngCore;
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}
