//! What a credential opened, kept for a short time by its digest
//! (`web::kept`): a fixed-size LRU whose entries expire.

use crate::app::accounts::User;
use crate::app::sessions::Loaded;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Bearer tokens seen lately: a token's id and user, by digest.
pub type Tokens = Recent<(i64, User)>;
/// Signed-in sessions seen lately: the row, its state and its user.
pub type Sessions = Recent<Loaded>;

/// Credentials kept at most, of each kind (each a digest and a user: well
/// under 1 MB in all).
pub const KEPT: usize = 1024;
/// How long a credential is kept after it was looked up.
pub const FRESH: Duration = Duration::from_secs(30);

/// Digest -> what it opened, for `FRESH`, the `KEPT` most recently used.
pub struct Recent<V> {
    kept: Mutex<lru::LruCache<String, (V, Instant)>>,
}

impl<V> Default for Recent<V> {
    fn default() -> Self {
        Recent {
            kept: Mutex::new(lru::LruCache::new(
                std::num::NonZeroUsize::MIN.saturating_add(KEPT - 1),
            )),
        }
    }
}

impl<V: Clone> Recent<V> {
    /// What `digest` opened, if looked up in the last `FRESH`.
    pub fn get(&self, digest: &str) -> Option<V> {
        let mut kept = self.kept.lock().ok()?;
        match kept.get(digest) {
            Some((v, at)) if at.elapsed() < FRESH => Some(v.clone()),
            Some(_) => {
                kept.pop(digest);
                None
            }
            None => None,
        }
    }

    pub fn put(&self, digest: &str, value: V) {
        if let Ok(mut kept) = self.kept.lock() {
            kept.put(digest.to_string(), (value, Instant::now()));
        }
    }

    /// Changes what is kept for `digest` (keeps when it was looked up).
    pub fn change(&self, digest: &str, f: impl FnOnce(&mut V)) {
        if let Ok(mut kept) = self.kept.lock() {
            if let Some((v, _)) = kept.get_mut(digest) {
                f(v);
            }
        }
    }

    pub fn forget(&self, digest: &str) {
        if let Ok(mut kept) = self.kept.lock() {
            kept.pop(digest);
        }
    }

    /// Drops every entry `f` picks.
    pub fn forget_where(&self, f: impl Fn(&V) -> bool) {
        if let Ok(mut kept) = self.kept.lock() {
            let picked: Vec<String> = kept
                .iter()
                .filter(|(_, (v, _))| f(v))
                .map(|(d, _)| d.clone())
                .collect();
            for d in picked {
                kept.pop(&d);
            }
        }
    }

    pub fn len(&self) -> usize {
        self.kept.lock().map_or(0, |k| k.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::app::accounts::User;

    fn user(id: i64) -> User {
        User {
            id,
            email: format!("u{id}@example.com"),
            display_name: format!("U{id}"),
            password_hash: String::new(),
            time_zone: "UTC".into(),
            is_admin: false,
            created_at: chrono::NaiveDateTime::default(),
            digest_hour: 7,
            calendar_token: None,
            game: Default::default(),
            language: None,
        }
    }

    #[test]
    fn kept_credentials_expire_are_bounded_and_are_dropped_per_user() {
        let tokens = Recent::<(i64, User)>::default();
        tokens.put("a", (1, user(7)));
        tokens.put("b", (2, user(7)));
        tokens.put("c", (3, user(8)));
        assert_eq!(tokens.get("a").map(|(t, u)| (t, u.id)), Some((1, 7)));
        tokens.forget_where(|(_, u)| u.id == 7);
        assert!(tokens.get("a").is_none() && tokens.get("b").is_none());
        assert_eq!(tokens.get("c").map(|(t, _)| t), Some(3));
        // Older than FRESH: looked up again.
        if let Ok(mut kept) = tokens.kept.lock() {
            if let Some(entry) = kept.get_mut("c") {
                entry.1 = Instant::now() - FRESH;
            }
        }
        assert!(tokens.get("c").is_none());
        for i in 0..(KEPT as i64 + 10) {
            tokens.put(&format!("t{i}"), (i, user(i)));
        }
        assert_eq!(tokens.len(), KEPT);
        assert!(
            tokens.get("t0").is_none(),
            "the least recently used went first"
        );
    }
}
