//! Passwords (argon2id) and random tokens: what accounts, the CLI and the
//! demo need, with no web types.

use crate::error::AppError;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use rand::RngCore;
use std::sync::LazyLock;

// OWASP minimum for argon2id: 19 MiB, 2 iterations, 1 lane. Explicit so a
// crate update cannot change them.
const M_COST: u32 = 19 * 1024;
const T_COST: u32 = 2;
const P_COST: u32 = 1;

fn argon2() -> Result<Argon2<'static>, AppError> {
    let params = Params::new(M_COST, T_COST, P_COST, None)
        .map_err(|e| AppError::Internal(anyhow::anyhow!("argon2 params: {e}")))?;
    Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
}

pub fn hash_password(password: &str) -> Result<String, AppError> {
    let salt = SaltString::generate(&mut OsRng);
    Ok(argon2()?
        .hash_password(password.as_bytes(), &salt)
        .map_err(|e| AppError::Internal(anyhow::anyhow!("hashing: {e}")))?
        .to_string())
}

/// The password hash of an account that no password opens yet (invited
/// players, until they follow their link): not a PHC string, so
/// `verify_password` refuses every password, after as much work as a real
/// check. Cheaper than hashing a random password, which costs 19 MiB.
pub const NO_PASSWORD: &str = "!invited";

/// Checks a password against a PHC string, with the parameters stored in it.
pub fn verify_password(password: &str, phc: &str) -> bool {
    match PasswordHash::new(phc) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => {
            burn_time(password);
            false
        }
    }
}

/// Whether a stored hash was made with weaker settings than today's.
pub fn needs_rehash(phc: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(phc) else {
        return true;
    };
    if parsed.algorithm.as_str() != "argon2id" {
        return true;
    }
    let get = |k: &str| parsed.params.get_decimal(k).unwrap_or(0);
    get("m") < M_COST || get("t") < T_COST || get("p") < P_COST
}

/// Verified when the email is unknown, so that both failures take as long.
/// A failure to make it is logged: sign-in still refuses, but the two
/// failures would no longer take as long.
static DUMMY_HASH: LazyLock<Option<String>> = LazyLock::new(|| {
    hash_password(&random_token(16))
        .map_err(|e| tracing::error!(error = %e, "the dummy password hash could not be made"))
        .ok()
});

pub fn burn_time(password: &str) {
    let Some(dummy) = DUMMY_HASH.as_deref() else {
        return;
    };
    if let Ok(parsed) = PasswordHash::new(dummy) {
        let _ = Argon2::default().verify_password(password.as_bytes(), &parsed);
    }
}

pub fn random_token(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::rngs::OsRng.fill_bytes(&mut buf);
    hex::encode(buf)
}

pub fn check_new_password(pw: &str) -> Result<(), AppError> {
    let n = pw.chars().count();
    if n < 10 {
        return Err(AppError::Invalid(
            "Choose a password of at least 10 characters.".into(),
        ));
    }
    if n > 256 {
        return Err(AppError::Invalid(
            "Passwords are limited to 256 characters.".into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn argon2id_with_explicit_parameters() {
        let h = hash_password("correct horse battery").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify_password("correct horse battery", &h));
        assert!(!verify_password("wrong", &h));
        assert!(!needs_rehash(&h));
    }

    #[test]
    fn an_invited_account_opens_with_no_password() {
        for pw in ["", "!invited", NO_PASSWORD, "correct horse battery"] {
            assert!(!verify_password(pw, NO_PASSWORD), "{pw:?}");
        }
        assert!(needs_rehash(NO_PASSWORD));
    }

    #[test]
    fn weaker_hashes_need_rehash() {
        let weak = Argon2::new(
            Algorithm::Argon2id,
            Version::V0x13,
            Params::new(8192, 1, 1, None).unwrap(),
        );
        let h = weak
            .hash_password(b"pw", &SaltString::generate(&mut OsRng))
            .unwrap()
            .to_string();
        assert!(verify_password("pw", &h));
        assert!(needs_rehash(&h));
        assert!(needs_rehash("not a hash"));
    }
}
