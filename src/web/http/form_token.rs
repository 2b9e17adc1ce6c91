//! The session's form token as pages carry it (#40, item 8): pages are
//! drawn with a slot where it goes (`slot`), and every answer fills each
//! slot with the token masked by a fresh random pad (`mask`: the pad, then
//! the pad XOR the token, as Rails and Django do), so no two answers repeat
//! it and a compressed page beside text a side-mate wrote tells nothing of
//! it by its size. `accepts` unmasks what a form or header sends. A leaf:
//! the CSRF guard, the layout and the answers' encoding read it.

use subtle::ConstantTimeEq;

/// The session's form token, carried by an answer to the layer that fills
/// a page's slots (`http::encoding`), which runs after the session's layer
/// has put the session away.
#[derive(Clone)]
pub struct FormToken(pub String);

/// The bytes of a pad and of a masked token.
const PAD: usize = 32;

/// `token` (the session's, hex) masked with a fresh random pad: base64url
/// of the pad and the pad XOR the token's bytes. Every call gives another
/// string; `accepts` takes each.
pub fn mask(token: &str) -> String {
    use base64::Engine;
    use rand::RngCore;
    let Ok(raw) = hex::decode(token) else {
        return String::new();
    };
    let mut pad = vec![0u8; raw.len()];
    rand::rngs::OsRng.fill_bytes(&mut pad);
    let masked: Vec<u8> = pad.iter().zip(&raw).map(|(p, t)| p ^ t).collect();
    pad.extend_from_slice(&masked);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(pad)
}

/// Whether `submitted` is the session's token `expected`: masked (as the
/// pages send it) or as it is (a client that kept it), compared in
/// constant time.
pub fn accepts(expected: &str, submitted: &str) -> bool {
    use base64::Engine;
    let Ok(want) = hex::decode(expected) else {
        return false;
    };
    if want.len() != PAD {
        return false;
    }
    if let Ok(bytes) = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(submitted) {
        if bytes.len() == 2 * PAD {
            let (pad, masked) = bytes.split_at(PAD);
            let token: Vec<u8> = pad.iter().zip(masked).map(|(p, m)| p ^ m).collect();
            return bool::from(token.ct_eq(&want));
        }
    }
    bool::from(expected.as_bytes().ct_eq(submitted.as_bytes()))
}

/// What pages are drawn with where the form token goes: a name nobody can
/// guess (made once per process), which every answer replaces with the
/// masked token (`web::http::spliced`) and which is never sent itself.
pub fn slot() -> &'static str {
    static SLOT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SLOT.get_or_init(|| format!("csrf-slot-{}", crate::app::passwords::random_token(16)))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn a_masked_token_is_fresh_each_time_and_accepted() {
        let token = crate::app::passwords::random_token(32);
        let (a, b) = (mask(&token), mask(&token));
        assert_ne!(a, b, "a fresh pad each time");
        assert!(!a.contains(&token));
        assert!(accepts(&token, &a) && accepts(&token, &b));
        assert!(accepts(&token, &token), "the token as it is");
        let other = crate::app::passwords::random_token(32);
        assert!(!accepts(&other, &a), "another session's token");
        let mut bytes = a.into_bytes();
        bytes[10] = if bytes[10] == b'A' { b'B' } else { b'A' };
        assert!(!accepts(&token, &String::from_utf8(bytes).unwrap()));
        assert!(!accepts(&token, ""));
    }
}
