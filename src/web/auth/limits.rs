//! Sign-in and reset limits.
//!
//! - Per client address, a budget (`security.login_attempts_per_minute`) kept
//!   by `governor`'s keyed limiter; over it, the answer is 429. The address
//!   is checked first, and nothing is recorded for the account of a refused
//!   attempt, so one address cannot fill memory with made-up accounts.
//! - Per account, wrong passwords slow the next attempts down (a delay that
//!   doubles, capped at `security.max_sign_in_delay_seconds`) rather than
//!   refuse them: a third party who knows a player's email can make their
//!   sign-in slower, never impossible.
//! - Per account, at most a few reset mails per quarter hour; the answer to
//!   the form is the same either way, so it tells nobody anything.
//!
//! Every table is bounded: the keyed limiters forget idle addresses on each
//! `tidy` (run every few seconds), and the per-account tables are LRU caches
//! of fixed size.

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use lru::LruCache;
use std::net::{IpAddr, Ipv4Addr};
use std::num::NonZeroU32;
use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Wrong passwords an account may see before attempts slow down.
const FREE_FAILURES: u32 = 3;
/// The first delay; each further failure doubles it.
const FIRST_DELAY: Duration = Duration::from_millis(250);
/// A quiet account forgets its failures after this long.
const FORGET_AFTER: Duration = Duration::from_secs(15 * 60);
/// Reset mails per account per window.
const RESET_MAILS: u32 = 3;
const RESET_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Accounts remembered at once, per table.
const ACCOUNTS: usize = 10_000;

#[derive(Debug, Clone, Copy)]
struct Failures {
    count: u32,
    last: Instant,
}

pub struct SignInLimits {
    sign_in: DefaultKeyedRateLimiter<IpAddr>,
    reset: DefaultKeyedRateLimiter<IpAddr>,
    failures: Mutex<LruCache<String, Failures>>,
    reset_mails: Mutex<LruCache<String, (u32, Instant)>>,
    max_delay: Duration,
}

impl SignInLimits {
    pub fn new(per_minute: u32, max_delay_seconds: u64) -> SignInLimits {
        let per_minute = NonZeroU32::new(per_minute).unwrap_or(NonZeroU32::MIN);
        let capacity = NonZeroUsize::new(ACCOUNTS).unwrap_or(NonZeroUsize::MIN);
        SignInLimits {
            sign_in: RateLimiter::keyed(Quota::per_minute(per_minute)),
            reset: RateLimiter::keyed(Quota::per_minute(per_minute)),
            failures: Mutex::new(LruCache::new(capacity)),
            reset_mails: Mutex::new(LruCache::new(capacity)),
            max_delay: Duration::from_secs(max_delay_seconds),
        }
    }

    /// Counts a sign-in attempt from `ip`; false when it is over budget.
    pub fn sign_in_allowed(&self, ip: Option<IpAddr>) -> bool {
        self.sign_in.check_key(&key(ip)).is_ok()
    }

    /// Counts a reset request from `ip`; false when it is over budget.
    pub fn reset_allowed(&self, ip: Option<IpAddr>) -> bool {
        self.reset.check_key(&key(ip)).is_ok()
    }

    /// How long a sign-in to `account` waits before its password is checked.
    pub fn delay(&self, account: &str) -> Duration {
        let now = Instant::now();
        let Ok(table) = self.failures.lock() else {
            return self.max_delay;
        };
        match table.peek(account) {
            Some(f) if now.duration_since(f.last) < FORGET_AFTER => {
                delay_after(f.count, self.max_delay)
            }
            _ => Duration::ZERO,
        }
    }

    /// A wrong password for `account`.
    pub fn failed(&self, account: &str) {
        let now = Instant::now();
        if let Ok(mut table) = self.failures.lock() {
            let count = match table.peek(account) {
                Some(f) if now.duration_since(f.last) < FORGET_AFTER => f.count.saturating_add(1),
                _ => 1,
            };
            table.put(account.to_string(), Failures { count, last: now });
        }
    }

    /// The right password: the account's slate is clean again.
    pub fn succeeded(&self, account: &str) {
        if let Ok(mut table) = self.failures.lock() {
            table.pop(account);
        }
    }

    /// Whether a reset mail may go to `account` now (and, if so, notes it).
    pub fn reset_mail_due(&self, account: &str) -> bool {
        let now = Instant::now();
        let Ok(mut table) = self.reset_mails.lock() else {
            return false;
        };
        let (sent, since) = match table.peek(account) {
            Some((n, t)) if now.duration_since(*t) < RESET_WINDOW => (*n, *t),
            _ => (0, now),
        };
        if sent >= RESET_MAILS {
            return false;
        }
        table.put(account.to_string(), (sent + 1, since));
        true
    }

    /// Forgets addresses whose budget is full again (bounded memory).
    pub fn tidy(&self) {
        for limiter in [&self.sign_in, &self.reset] {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }

    /// Entries held: addresses, accounts with failures.
    pub fn sizes(&self) -> (usize, usize) {
        let accounts = self.failures.lock().map_or(0, |t| t.len());
        (self.sign_in.len() + self.reset.len(), accounts)
    }
}

/// An unknown address (no peer: only in tests) shares one budget.
fn key(ip: Option<IpAddr>) -> IpAddr {
    ip.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
}

/// The wait after `count` recent failures: none for the first few, then
/// doubling from `FIRST_DELAY` up to `max`.
pub fn delay_after(count: u32, max: Duration) -> Duration {
    if count <= FREE_FAILURES {
        return Duration::ZERO;
    }
    let doublings = (count - FREE_FAILURES - 1).min(16);
    (FIRST_DELAY * 2u32.pow(doublings)).min(max)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn ip(n: u32) -> Option<IpAddr> {
        Some(IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + n)))
    }

    #[test]
    fn each_address_has_its_own_budget() {
        let l = SignInLimits::new(3, 8);
        assert!((0..3).all(|_| l.sign_in_allowed(ip(1))));
        assert!(!l.sign_in_allowed(ip(1)));
        assert!(l.sign_in_allowed(ip(2)));
        // Reset requests have a budget of their own.
        assert!(l.reset_allowed(ip(1)));
    }

    /// The review's flood: 140k sign-ins with unique emails from one address
    /// grew the old limiter past 100k entries. Refused attempts record
    /// nothing for their account now.
    #[test]
    fn a_flood_of_unique_emails_from_one_address_stays_small() {
        let l = SignInLimits::new(10, 8);
        for n in 0..140_000 {
            if l.sign_in_allowed(ip(1)) {
                l.failed(&format!("nobody{n}@example.org"));
            }
        }
        let (addresses, accounts) = l.sizes();
        assert_eq!(addresses, 1);
        assert_eq!(accounts, 10);
    }

    /// From many addresses the per-account table stays at its fixed size.
    #[test]
    fn the_account_table_is_bounded_whatever_the_addresses() {
        let l = SignInLimits::new(10, 8);
        for n in 0..(ACCOUNTS as u32 + 5_000) {
            assert!(l.sign_in_allowed(ip(n)));
            l.failed(&format!("nobody{n}@example.org"));
        }
        let (addresses, accounts) = l.sizes();
        assert_eq!(accounts, ACCOUNTS);
        assert_eq!(addresses, ACCOUNTS + 5_000);
        // Idle addresses are forgotten once their budget refills; a fresh
        // limiter's entries are all recent, so tidy keeps them for now.
        l.tidy();
        assert!(l.sizes().0 <= ACCOUNTS + 5_000);
    }

    #[test]
    fn wrong_passwords_slow_an_account_down_and_never_lock_it() {
        let l = SignInLimits::new(10, 8);
        let mut last = Duration::ZERO;
        for n in 1..=20 {
            l.failed("player@example.org");
            let d = l.delay("player@example.org");
            assert!(d >= last, "the delay never shrinks while failures go on");
            assert!(
                d <= Duration::from_secs(8),
                "and is capped: {d:?} after {n}"
            );
            last = d;
        }
        assert_eq!(last, Duration::from_secs(8));
        assert_eq!(l.delay("other@example.org"), Duration::ZERO);
        l.succeeded("player@example.org");
        assert_eq!(l.delay("player@example.org"), Duration::ZERO);
    }

    #[test]
    fn the_delay_schedule() {
        let max = Duration::from_secs(8);
        assert_eq!(delay_after(3, max), Duration::ZERO);
        assert_eq!(delay_after(4, max), Duration::from_millis(250));
        assert_eq!(delay_after(5, max), Duration::from_millis(500));
        assert_eq!(delay_after(9, max), Duration::from_secs(8));
        assert_eq!(delay_after(u32::MAX, max), Duration::from_secs(8));
    }

    #[test]
    fn a_few_reset_mails_per_account_per_window() {
        let l = SignInLimits::new(10, 8);
        assert!((0..RESET_MAILS).all(|_| l.reset_mail_due("a@example.org")));
        assert!(!l.reset_mail_due("a@example.org"));
        assert!(l.reset_mail_due("b@example.org"));
    }
}
