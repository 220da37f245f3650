//! Limits on failed log-ins, per IP address and per account, so that passwords
//! cannot be guessed at speed. Kept in memory: a restart forgets them, which
//! costs little, and it needs no table written on every failure.

use std::{
    collections::{HashMap, VecDeque},
    net::IpAddr,
    sync::Mutex,
    time::{Duration, Instant},
};

/// The window failures are counted in.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);

/// Counts failed log-ins in a sliding window.
#[derive(Debug)]
pub struct LoginLimiter {
    per_account: u32,
    per_ip: u32,
    window: Duration,
    failures: Mutex<HashMap<Key, VecDeque<Instant>>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    Ip(IpAddr),
    Account(String),
}

impl LoginLimiter {
    pub fn new(per_account: u32, per_ip: u32) -> Self {
        Self {
            per_account,
            per_ip,
            window: WINDOW,
            failures: Mutex::new(HashMap::new()),
        }
    }

    /// Whether another attempt from `ip` on `account` (its lower-cased name) must
    /// be refused now.
    pub fn blocked(&self, ip: Option<IpAddr>, account: &str) -> bool {
        let now = Instant::now();
        let mut map = self.lock();
        let mut over = |key: Key, limit: u32| {
            map.get_mut(&key).is_some_and(|times| {
                prune(times, now, self.window);
                times.len() >= limit as usize
            })
        };
        over(Key::Account(account.to_owned()), self.per_account)
            || ip.is_some_and(|ip| over(Key::Ip(ip), self.per_ip))
    }

    /// Records a failed attempt.
    pub fn failed(&self, ip: Option<IpAddr>, account: &str) {
        let now = Instant::now();
        let mut map = self.lock();
        if map.len() > 10_000 {
            // Forget what has aged out, so the map stays small under a flood.
            map.retain(|_, times| {
                prune(times, now, self.window);
                !times.is_empty()
            });
        }
        map.entry(Key::Account(account.to_owned()))
            .or_default()
            .push_back(now);
        if let Some(ip) = ip {
            map.entry(Key::Ip(ip)).or_default().push_back(now);
        }
    }

    /// Forgets an account's failures after a successful log-in.
    pub fn succeeded(&self, account: &str) {
        self.lock().remove(&Key::Account(account.to_owned()));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, VecDeque<Instant>>> {
        // A panic while holding the lock leaves only counters behind; keep going.
        self.failures.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn prune(times: &mut VecDeque<Instant>, now: Instant, window: Duration) {
    while times
        .front()
        .is_some_and(|t| now.duration_since(*t) >= window)
    {
        times.pop_front();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_per_account_and_ip() {
        let l = LoginLimiter::new(2, 3);
        let ip: IpAddr = [10, 0, 0, 1].into();
        assert!(!l.blocked(Some(ip), "bob"));
        l.failed(Some(ip), "bob");
        l.failed(Some(ip), "bob");
        assert!(l.blocked(Some(ip), "bob"));
        assert!(l.blocked(None, "bob"));
        assert!(!l.blocked(Some(ip), "carol"));
        l.failed(Some(ip), "carol");
        assert!(l.blocked(Some(ip), "dave"));
        assert!(!l.blocked(None, "dave"));
        l.succeeded("bob");
        assert!(!l.blocked(None, "bob"));
    }
}
