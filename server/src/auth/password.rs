//! Password hashing (argon2id) and the weak-password rules.

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Algorithm, Argon2, Params, Version,
};
use std::sync::LazyLock;

pub const MIN_PASSWORD_LENGTH: usize = 8;

/// OWASP's recommended argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane.
fn hasher() -> Argon2<'static> {
    Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters"),
    )
}

/// Verified against when an email is unknown, so both paths cost the same time.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| hash_blocking("not-a-real-password-0"));

fn hash_blocking(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    hasher()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 hashing cannot fail with valid parameters")
        .to_string()
}

fn verify_blocking(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash)
        .map(|parsed| hasher().verify_password(password.as_bytes(), &parsed).is_ok())
        .unwrap_or(false)
}

/// Hashes off the async threads: argon2 is deliberately slow.
pub async fn hash(password: String) -> anyhow::Result<String> {
    Ok(tokio::task::spawn_blocking(move || hash_blocking(&password)).await?)
}

/// Verifies `password` against `hash`, or against a dummy hash when there is no account.
pub async fn verify(password: String, hash: Option<String>) -> anyhow::Result<bool> {
    Ok(tokio::task::spawn_blocking(move || match hash {
        Some(hash) => verify_blocking(&password, &hash),
        None => {
            verify_blocking(&password, &DUMMY_HASH);
            false
        }
    })
    .await?)
}

/// Builds the dummy hash ahead of the first sign-in so it does not skew that request's time.
pub fn warm_up() {
    LazyLock::force(&DUMMY_HASH);
}

/// Why a password is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weakness {
    Length,
    Common,
    SameAsEmail,
}

impl Weakness {
    pub fn code(self) -> &'static str {
        match self {
            Weakness::Length => "length",
            Weakness::Common => "common",
            Weakness::SameAsEmail => "email",
        }
    }

    pub fn message(self) -> &'static str {
        match self {
            Weakness::Length => "Password must be at least 8 characters",
            Weakness::Common => "Password is too common and easy to guess",
            Weakness::SameAsEmail => "Password must not be your email address",
        }
    }
}

/// Every reason `password` is too weak for the account `email`; empty when it is acceptable.
pub fn weaknesses(password: &str, email: &str) -> Vec<Weakness> {
    let mut reasons = Vec::new();
    if password.chars().count() < MIN_PASSWORD_LENGTH {
        reasons.push(Weakness::Length);
    }
    let lowered = password.to_lowercase();
    if COMMON_PASSWORDS.contains(&lowered.as_str()) {
        reasons.push(Weakness::Common);
    }
    let email = email.trim().to_lowercase();
    let local_part = email.split('@').next().unwrap_or_default();
    if !email.is_empty() && (lowered == email || (local_part.len() >= 4 && lowered == local_part)) {
        reasons.push(Weakness::SameAsEmail);
    }
    reasons
}

/// Very common passwords of at least eight characters (shorter ones already fail on length).
const COMMON_PASSWORDS: &[&str] = &[
    "password",
    "password1",
    "password12",
    "password123",
    "password1234",
    "passw0rd",
    "p@ssw0rd",
    "p@ssword",
    "12345678",
    "123456789",
    "1234567890",
    "12345678910",
    "87654321",
    "11111111",
    "00000000",
    "22222222",
    "88888888",
    "99999999",
    "12341234",
    "11223344",
    "123123123",
    "123321123",
    "qwertyui",
    "qwertyuiop",
    "qwerty123",
    "qwerty12",
    "1q2w3e4r",
    "1q2w3e4r5t",
    "1qaz2wsx",
    "zaq12wsx",
    "q1w2e3r4",
    "q1w2e3r4t5",
    "asdfghjk",
    "asdfghjkl",
    "zxcvbnm1",
    "iloveyou",
    "iloveyou1",
    "sunshine",
    "princess",
    "football",
    "baseball",
    "basketball",
    "superman",
    "starwars",
    "whatever",
    "trustno1",
    "welcome1",
    "welcome123",
    "letmein1",
    "letmein123",
    "abcd1234",
    "abc12345",
    "abcdefgh",
    "aa123456",
    "monkey123",
    "dragon123",
    "master123",
    "changeme",
    "computer",
    "internet",
    "michelle",
    "jennifer",
    "jordan23",
    "liverpool",
    "chelsea1",
    "charlie1",
    "shadow12",
    "sunshine1",
    "football1",
    "baseball1",
    "princess1",
    "qazwsxedc",
    "987654321",
    "123qweasd",
    "admin123",
    "administrator",
    "rowrecruit",
    "rowing123",
    "rowingcrew",
    "crewteam",
    "college1",
    "college123",
    "recruit1",
    "recruiting",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_common_and_email_passwords_are_weak_with_every_reason() {
        assert_eq!(weaknesses("short", "a@b.co"), vec![Weakness::Length]);
        assert_eq!(weaknesses("Password123", "a@b.co"), vec![Weakness::Common]);
        assert_eq!(
            weaknesses("Rower@School.org", "rower@school.org"),
            vec![Weakness::SameAsEmail]
        );
        assert_eq!(
            weaknesses("swimmer99", "swimmer99@example.com"),
            vec![Weakness::SameAsEmail]
        );
        assert!(weaknesses("Erg-2k-6:45.0", "a@b.co").is_empty());
        assert!(weaknesses("abcdefg", "abcdefg@x.io").contains(&Weakness::Length));
    }

    #[test]
    fn length_counts_characters_not_bytes() {
        assert!(weaknesses("ééééééé", "a@b.co").contains(&Weakness::Length));
        assert!(weaknesses("éééééééé", "a@b.co").is_empty());
    }

    #[tokio::test]
    async fn hashes_verify_and_are_argon2id() {
        let hashed = hash("correct horse battery".into()).await.unwrap();
        assert!(hashed.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify("correct horse battery".into(), Some(hashed.clone()))
            .await
            .unwrap());
        assert!(!verify("wrong horse battery".into(), Some(hashed)).await.unwrap());
        assert!(!verify("anything".into(), None).await.unwrap());
    }
}
