//! Password hashing (argon2id, OWASP parameters) and the rules for user names and
//! passwords, shared by the web pages and the admin commands. The web pages
//! hash through [`Hashing`], which bounds how many hashes run at once.

use std::{
    sync::{
        atomic::{AtomicUsize, Ordering},
        OnceLock,
    },
    time::Duration,
};

use tokio::sync::{Semaphore, SemaphorePermit};

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Algorithm, Argon2, Params, Version,
};

/// The shortest and longest passwords accepted.
pub const MIN_PASSWORD: usize = 8;
pub const MAX_PASSWORD: usize = 128;
/// The longest user name.
pub const MAX_USERNAME: usize = 20;
/// What a userid may hold, in the words a search that cannot match says.
pub const USERID_HINT: &str =
    "A userid has at most 20 characters, each a letter A–Z or a–z, a digit 0–9, _ or -.";

fn argon2() -> Argon2<'static> {
    // OWASP: m = 19 MiB, t = 2, p = 1.
    let params = Params::new(19_456, 2, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes a password. Runs on the blocking pool: a hash takes tens of
/// milliseconds of pure CPU, which would stall every request on an async thread.
pub async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || hash_blocking(&password)).await?
}

fn hash_blocking(password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    argon2()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))
}

/// Whether `password` matches `hash`; with no hash (no such user) a dummy hash is
/// checked anyway, so that the answer takes as long for a name that does not exist.
pub async fn verify(password: String, hash: Option<String>) -> anyhow::Result<bool> {
    tokio::task::spawn_blocking(move || {
        static DUMMY: OnceLock<String> = OnceLock::new();
        let known = hash.is_some();
        let hash = match hash {
            Some(h) => h,
            None => DUMMY
                .get_or_init(|| hash_blocking("no such user").unwrap_or_default())
                .clone(),
        };
        let parsed =
            PasswordHash::new(&hash).map_err(|e| anyhow::anyhow!("stored hash unreadable: {e}"))?;
        let ok = argon2()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok();
        Ok(known && ok)
    })
    .await?
}

/// The longest a password check waits for a free hasher.
const MAX_WAIT: Duration = Duration::from_secs(10);

/// Why a hash was not computed.
#[derive(Debug, thiserror::Error)]
pub enum HashError {
    /// Every hasher is in use and the queue is full (or the wait too long):
    /// the visitor should try again in a moment.
    #[error("every password hasher is busy")]
    Busy,
    /// The hash itself failed (a fault).
    #[error(transparent)]
    Failed(anyhow::Error),
}

impl From<anyhow::Error> for HashError {
    fn from(e: anyhow::Error) -> Self {
        HashError::Failed(e)
    }
}

/// The web's password hashing: at most `at_once` hashes run at a time (each
/// takes a core and 19 MiB), and at most `queue` more wait for a turn, so
/// that a flood of log-ins cannot take every core and all memory. Past that
/// the answer is [`HashError::Busy`] at once.
#[derive(Debug)]
pub struct Hashing {
    permits: Semaphore,
    queue: usize,
    waiting: AtomicUsize,
}

/// Counts one waiter while it lives.
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Hashing {
    /// `at_once` hashes at a time (0: one per CPU core), `queue` waiting.
    pub fn new(at_once: usize, queue: usize) -> Self {
        let at_once = if at_once == 0 {
            std::thread::available_parallelism().map_or(2, |n| n.get())
        } else {
            at_once
        };
        Self {
            permits: Semaphore::new(at_once),
            queue,
            waiting: AtomicUsize::new(0),
        }
    }

    async fn turn(&self) -> Result<SemaphorePermit<'_>, HashError> {
        if let Ok(permit) = self.permits.try_acquire() {
            return Ok(permit);
        }
        let ahead = self.waiting.fetch_add(1, Ordering::SeqCst);
        let _waiting = Waiting(&self.waiting);
        if ahead >= self.queue {
            return Err(HashError::Busy);
        }
        match tokio::time::timeout(MAX_WAIT, self.permits.acquire()).await {
            Ok(Ok(permit)) => Ok(permit),
            _ => Err(HashError::Busy),
        }
    }

    /// [`hash`], in turn.
    pub async fn hash(&self, password: String) -> Result<String, HashError> {
        let _turn = self.turn().await?;
        Ok(hash(password).await?)
    }

    /// [`verify`], in turn.
    pub async fn verify(&self, password: String, hash: Option<String>) -> Result<bool, HashError> {
        let _turn = self.turn().await?;
        Ok(verify(password, hash).await?)
    }
}

/// Why a user name is refused, in words for the visitor; `None` when it is fine.
pub fn username_problem(name: &str) -> Option<&'static str> {
    let len = name.chars().count();
    if len < 3 {
        Some("A userid needs at least 3 characters.")
    } else if len > MAX_USERNAME {
        Some("A userid can have at most 20 characters.")
    } else if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        Some("A userid may only use the letters A–Z and a–z, the digits 0–9, _ and -.")
    } else {
        None
    }
}

/// Why a new userid is refused: [`username_problem`], or a name of the kind
/// closed accounts are shown under (`closed-…`), which nobody may take.
pub fn new_username_problem(name: &str) -> Option<&'static str> {
    username_problem(name).or_else(|| {
        name.to_ascii_lowercase().starts_with("closed-").then_some(
            "Userids starting with “closed-” are kept for closed accounts. Please choose another.",
        )
    })
}

/// Why a password is refused, in words for the visitor; `None` when it is fine.
pub fn password_problem(password: &str) -> Option<&'static str> {
    let len = password.chars().count();
    if len < MIN_PASSWORD {
        Some("A password needs at least 8 characters.")
    } else if len > MAX_PASSWORD {
        Some("A password can have at most 128 characters.")
    } else {
        None
    }
}

/// Each of the words above, with the id of the same words in the reader's
/// language (`locales/<lang>/accounts.ftl`): the domain refuses in English,
/// and the pages say it in the reader's language ([`crate::i18n::problem`]).
pub const PROBLEMS: [(&str, &str); 6] = [
    (
        "A userid needs at least 3 characters.",
        "userid-problem-short",
    ),
    (
        "A userid can have at most 20 characters.",
        "userid-problem-long",
    ),
    (
        "A userid may only use the letters A–Z and a–z, the digits 0–9, _ and -.",
        "userid-problem-letters",
    ),
    (
        "Userids starting with “closed-” are kept for closed accounts. Please choose another.",
        "userid-problem-closed",
    ),
    (
        "A password needs at least 8 characters.",
        "password-problem-short",
    ),
    (
        "A password can have at most 128 characters.",
        "password-problem-long",
    ),
];

/// The id of `problem`'s words in the locales, if it is one of [`PROBLEMS`].
pub fn problem_id(problem: &str) -> Option<&'static str> {
    PROBLEMS
        .iter()
        .find(|(words, _)| *words == problem)
        .map(|(_, id)| *id)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_problem_has_its_words_in_the_locales_and_the_same_in_english() {
        let cases = [
            super::username_problem("ab"),
            super::username_problem(&"a".repeat(21)),
            super::username_problem("bob smith"),
            super::new_username_problem("closed-bob"),
            super::password_problem("short"),
            super::password_problem(&"p".repeat(129)),
        ];
        for problem in cases {
            let problem = problem.expect("a problem");
            let id = super::problem_id(problem).expect("listed");
            assert_eq!(crate::i18n::t(crate::i18n::Lang::ENGLISH, id), problem);
            let de = crate::i18n::Lang::from_code("de").expect("German");
            assert_ne!(crate::i18n::t(de, id), problem);
        }
    }

    use super::*;

    #[test]
    fn names() {
        assert!(username_problem("bob").is_none());
        assert!(username_problem("Al_ice-99").is_none());
        assert!(username_problem("ab").is_some());
        assert!(username_problem("a".repeat(21).as_str()).is_some());
        assert!(username_problem("a".repeat(20).as_str()).is_none());
        assert!(username_problem("bob smith").is_some());
        assert!(username_problem("bøb").is_some());
    }

    #[tokio::test]
    async fn hashing_in_turn_is_bounded() {
        let hashing = Hashing::new(1, 0);
        let first = hashing.turn().await.expect("a free hasher");
        assert!(matches!(hashing.turn().await, Err(HashError::Busy)));
        drop(first);
        assert!(hashing.turn().await.is_ok());
        assert_eq!(hashing.waiting.load(Ordering::SeqCst), 0);
    }

    #[tokio::test]
    async fn hash_and_verify() {
        let h = hash("correct horse".into()).await.expect("hash");
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify("correct horse".into(), Some(h.clone()))
            .await
            .expect("verify"));
        assert!(!verify("wrong horse".into(), Some(h)).await.expect("verify"));
        assert!(!verify("x".into(), None).await.expect("verify"));
    }
}
