//! Opaque random tokens (stored only as hashes) and signed short-lived access tokens.

use base64::{engine::general_purpose::URL_SAFE_NO_PAD as B64, Engine};
use hmac::{Hmac, Mac};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// A new random token of 256 bits, URL-safe.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    B64.encode(bytes)
}

/// What the database keeps instead of a token: its SHA-256, hex encoded.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The refresh token that follows `token` in its session: derived from it with the signing key,
/// so two requests rotating the same token in the grace window hand out the same successor
/// while the database keeps only hashes.
pub fn successor_token(token: &str, key: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC accepts any key length");
    mac.update(b"refresh-successor.");
    mac.update(token.as_bytes());
    B64.encode(mac.finalize().into_bytes())
}

/// The mark a browser keeps for an account it signed in to (the known-device cookie): the
/// normalised email signed with the key, cut to 128 bits. Only this server can make one, and it
/// names no account to whoever reads the cookie.
pub fn device_mark(email: &str, key: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC accepts any key length");
    mac.update(b"known-device.");
    mac.update(email.as_bytes());
    B64.encode(&mac.finalize().into_bytes()[..16])
}

/// The claims of an access token. The session id lets every request check that the session
/// is still alive, so a global sign-out stops access at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccessClaims {
    /// Session id.
    pub sid: String,
    /// User id.
    pub uid: String,
    /// Expiry, milliseconds since the Unix epoch.
    pub exp: i64,
}

const VERSION: &str = "v1";

pub fn sign_access(claims: &AccessClaims, key: &[u8]) -> String {
    let payload = B64.encode(serde_json::to_vec(claims).expect("claims serialise"));
    let signature = B64.encode(mac(key, &payload).finalize().into_bytes());
    format!("{VERSION}.{payload}.{signature}")
}

/// The claims when the signature is valid and the token has not expired at `now_ms`.
pub fn verify_access(token: &str, key: &[u8], now_ms: i64) -> Option<AccessClaims> {
    let mut parts = token.split('.');
    let (version, payload, signature) = (parts.next()?, parts.next()?, parts.next()?);
    if version != VERSION || parts.next().is_some() {
        return None;
    }
    let signature = B64.decode(signature).ok()?;
    mac(key, payload).verify_slice(&signature).ok()?;
    let claims: AccessClaims = serde_json::from_slice(&B64.decode(payload).ok()?).ok()?;
    (claims.exp > now_ms).then_some(claims)
}

fn mac(key: &[u8], payload: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC accepts any key length");
    mac.update(VERSION.as_bytes());
    mac.update(b".");
    mac.update(payload.as_bytes());
    mac
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims(exp: i64) -> AccessClaims {
        AccessClaims {
            sid: "s1".into(),
            uid: "u1".into(),
            exp,
        }
    }

    #[test]
    fn signed_tokens_verify_until_they_expire() {
        let key = [7u8; 32];
        let token = sign_access(&claims(1_000), &key);
        assert_eq!(verify_access(&token, &key, 999), Some(claims(1_000)));
        assert_eq!(verify_access(&token, &key, 1_000), None);
    }

    #[test]
    fn tampered_or_foreign_tokens_fail() {
        let key = [7u8; 32];
        let token = sign_access(&claims(1_000), &key);
        assert_eq!(verify_access(&token, &[8u8; 32], 0), None);
        let forged_payload = B64.encode(serde_json::to_vec(&claims(9_999_999)).unwrap());
        let mut parts: Vec<&str> = token.split('.').collect();
        parts[1] = &forged_payload;
        assert_eq!(verify_access(&parts.join("."), &key, 0), None);
        assert_eq!(verify_access("v1.abc", &key, 0), None);
        assert_eq!(verify_access("", &key, 0), None);
    }

    #[test]
    fn a_successor_is_fixed_by_its_token_and_key() {
        let token = random_token();
        let next = successor_token(&token, &[7u8; 32]);
        assert_eq!(next, successor_token(&token, &[7u8; 32]));
        assert_ne!(next, successor_token(&token, &[8u8; 32]));
        assert_ne!(next, successor_token(&random_token(), &[7u8; 32]));
        assert_eq!(B64.decode(&next).unwrap().len(), 32);
    }

    #[test]
    fn a_device_mark_is_fixed_by_its_account_and_key() {
        let mark = device_mark("a@example.com", &[7u8; 32]);
        assert_eq!(mark, device_mark("a@example.com", &[7u8; 32]));
        assert_ne!(mark, device_mark("b@example.com", &[7u8; 32]));
        assert_ne!(mark, device_mark("a@example.com", &[8u8; 32]));
        assert_eq!(mark.len(), 22);
        assert!(!mark.contains('.'), "marks are joined with dots");
    }

    #[test]
    fn random_tokens_are_long_and_distinct() {
        let (a, b) = (random_token(), random_token());
        assert_ne!(a, b);
        assert_eq!(B64.decode(&a).unwrap().len(), 32);
        assert_eq!(token_hash(&a).len(), 64);
        assert_ne!(token_hash(&a), a);
    }
}
