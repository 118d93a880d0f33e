//! Password hashing (argon2id) and the weak-password rules.

use argon2::{
    password_hash::{rand_core::OsRng, Output, ParamsString, PasswordHash, SaltString},
    Algorithm, Argon2, Block, Params, Version,
};
use std::{collections::HashSet, sync::LazyLock};

use super::hash_pool;
use crate::validation::FieldError;

pub const MIN_PASSWORD_LENGTH: usize = 8;

/// OWASP's recommended argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane.
const MEMORY_KIB: u32 = 19 * 1024;
const ITERATIONS: u32 = 2;
const LANES: u32 = 1;

fn hasher() -> Argon2<'static> {
    Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(MEMORY_KIB, ITERATIONS, LANES, None).expect("valid argon2 parameters"),
    )
}

/// Whether a stored hash was made with weaker settings than today's (another algorithm or
/// version, less memory, fewer iterations or lanes), so the next sign-in should re-hash it.
pub fn needs_rehash(hash: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    let Ok(params) = Params::try_from(&parsed) else {
        return false;
    };
    parsed.algorithm != Algorithm::Argon2id.ident()
        || parsed.version != Some(u32::from(Version::V0x13))
        || params.m_cost() < MEMORY_KIB
        || params.t_cost() < ITERATIONS
        || params.p_cost() < LANES
}

/// Verified against when an email is unknown, so both paths cost the same time. A constant made
/// with today's settings: nothing is hashed at start-up, and no memory is taken before a sign-in.
const DUMMY_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$EnxSnA93EX5i0gACymtHBw$3k0bbxk+Gvk8ijHlTWLO38e90WNATE2GkX1DIpBzwMw";

/// Hashes with today's settings in `memory` (a hashing thread's own, reused).
fn hash_with(memory: &mut Vec<Block>, password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    let mut salt_bytes = [0u8; 64];
    let salt_bytes = salt.decode_b64(&mut salt_bytes).expect("a generated salt decodes");
    let hasher = hasher();
    let blocks = hasher.params().block_count();
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    hasher
        .hash_password_into_with_memory(
            password.as_bytes(),
            salt_bytes,
            &mut out,
            hash_pool::at_least(memory, blocks),
        )
        .expect("argon2 hashing cannot fail with valid parameters");
    PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(hasher.params()).expect("valid argon2 parameters"),
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&out).expect("a 32-byte output")),
    }
    .to_string()
}

/// Checks against the hash's own parameters, so hashes made with older settings still verify.
fn verify_with(memory: &mut Vec<Block>, password: &str, hash: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    let (Some(expected), Some(salt)) = (parsed.hash, parsed.salt) else {
        return false;
    };
    let Ok(algorithm) = Algorithm::try_from(parsed.algorithm) else {
        return false;
    };
    let version = match parsed.version.map(Version::try_from) {
        None => Version::default(),
        Some(Ok(version)) => version,
        Some(Err(_)) => return false,
    };
    let Ok(params) = Params::try_from(&parsed) else {
        return false;
    };
    let mut salt_bytes = [0u8; 64];
    let Ok(salt_bytes) = salt.decode_b64(&mut salt_bytes) else {
        return false;
    };
    let blocks = params.block_count();
    let hasher = Argon2::new(algorithm, version, params);
    let mut out = vec![0u8; expected.len()];
    if hasher
        .hash_password_into_with_memory(
            password.as_bytes(),
            salt_bytes,
            &mut out,
            hash_pool::at_least(memory, blocks),
        )
        .is_err()
    {
        return false;
    }
    // Output's equality takes the same time wherever the bytes differ.
    Output::new(&out).is_ok_and(|computed| computed == expected)
}

/// Hashes on a hashing thread: argon2 is deliberately slow, and at most one runs per core.
pub async fn hash(password: String) -> anyhow::Result<String> {
    hash_pool::pool().run(move |memory| hash_with(memory, &password)).await
}

/// Verifies `password` against `hash`, or against a dummy hash when there is no account. A
/// password over the length cap matches nothing and costs nothing.
pub async fn verify(password: String, hash: Option<String>) -> anyhow::Result<bool> {
    if password.len() > MAX_PASSWORD_BYTES {
        return Ok(false);
    }
    hash_pool::pool()
        .run(move |memory| match hash {
            Some(hash) => verify_with(memory, &password, &hash),
            None => {
                verify_with(memory, &password, DUMMY_HASH);
                false
            }
        })
        .await
}

/// Why a password is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weakness {
    Length,
    Common,
    SameAsEmail,
    SameAsName,
}

impl Weakness {
    pub fn code(self) -> &'static str {
        match self {
            Weakness::Length => "length",
            Weakness::Common => "common",
            Weakness::SameAsEmail => "email",
            Weakness::SameAsName => "name",
        }
    }

    pub fn message(self) -> &'static str {
        match self {
            Weakness::Length => "Password must be at least 8 characters",
            Weakness::Common => "Password is too common and easy to guess",
            Weakness::SameAsEmail => "Password must not be your email address",
            Weakness::SameAsName => "Password must not be your name",
        }
    }
}

/// A password longer than this is refused before it is hashed: argon2 would accept megabytes,
/// and every byte is work for the server. 1,024 bytes leaves room for any passphrase or
/// password manager (which generate 20 to 100 characters).
pub const MAX_PASSWORD_BYTES: usize = 1024;

pub const TOO_LONG: &str = "Password must be at most 1,024 bytes";

/// Refuses a password over [`MAX_PASSWORD_BYTES`], as an error on `field`.
pub fn check_length(field: &'static str, password: &str) -> Result<(), FieldError> {
    if password.len() > MAX_PASSWORD_BYTES {
        return Err(FieldError::new(field, TOO_LONG));
    }
    Ok(())
}

/// Every reason `password` is too weak for the account `email` of the person called `name`;
/// empty when it is acceptable.
pub fn weaknesses(password: &str, email: &str, name: Option<&str>) -> Vec<Weakness> {
    let mut reasons = Vec::new();
    if password.chars().count() < MIN_PASSWORD_LENGTH {
        reasons.push(Weakness::Length);
    }
    let lowered = password.to_lowercase();
    if is_common(&lowered) {
        reasons.push(Weakness::Common);
    }
    let email = email.trim().to_lowercase();
    let local_part = email.split('@').next().unwrap_or_default();
    if !email.is_empty() && (lowered == email || (local_part.len() >= 4 && lowered == local_part)) {
        reasons.push(Weakness::SameAsEmail);
    }
    if name.is_some_and(|name| is_name(&lowered, name)) {
        reasons.push(Weakness::SameAsName);
    }
    reasons
}

/// The letters and digits of `text`, lowercased: "Alex Rower" and "alex.rower" read alike.
fn compact(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether the (lowercased) password is the person's name, whole or one of its parts of four
/// letters or more, whatever the spaces and punctuation.
fn is_name(lowered: &str, name: &str) -> bool {
    let password = compact(lowered);
    let whole = compact(name);
    !password.is_empty()
        && (password == whole
            || name
                .split(|c: char| !c.is_alphanumeric())
                .map(compact)
                .any(|part| part.chars().count() >= 4 && part == password))
}

/// The 20,000 most common passwords (source and licence: `server/data/README.md`), lowercased.
static COMMON_PASSWORDS: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    include_str!("../../data/common-passwords.txt")
        .lines()
        .map(str::trim)
        .collect()
});

/// Words and passwords common on this site in particular.
const SITE_WORDS: &[&str] = &["rowrecruit", "rowing", "rowingcrew", "crewteam", "recruiting"];

fn listed(candidate: &str) -> bool {
    COMMON_PASSWORDS.contains(candidate) || SITE_WORDS.contains(&candidate)
}

/// Undoes the usual letter-for-symbol swaps (`p@ssw0rd`).
fn unleet(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '0' => 'o',
            '1' | '!' => 'i',
            '3' => 'e',
            '4' | '@' => 'a',
            '5' | '$' => 's',
            '7' => 't',
            other => other,
        })
        .collect()
}

/// Whether a lowercased password is common: on the list itself, or a listed word of four
/// letters or more dressed up the usual ways: digits or symbols around it (`summer2024`,
/// `Password1!`), symbols for letters (`Passw0rd`), or said twice (`passwordpassword`).
fn is_common(lowered: &str) -> bool {
    if listed(lowered) {
        return true;
    }
    let core = lowered.trim_matches(|c: char| !c.is_alphabetic());
    let base = unleet(core);
    let base = base.as_str();
    if base.chars().count() >= 4 && (listed(core) || listed(base)) {
        return true;
    }
    // A short piece repeated: "abcabcabc", "passwordpassword".
    let chars: Vec<char> = lowered.chars().collect();
    (1..=chars.len() / 2).any(|unit| {
        chars.len().is_multiple_of(unit)
            && chars.chunks(unit).all(|chunk| chunk == &chars[..unit])
            && (unit <= 3 || is_common(&chars[..unit].iter().collect::<String>()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weak(password: &str) -> Vec<Weakness> {
        weaknesses(password, "a@b.co", None)
    }

    #[test]
    fn short_common_and_email_passwords_are_weak_with_every_reason() {
        assert_eq!(weak("Zq7-x"), vec![Weakness::Length]);
        assert_eq!(weak("short"), vec![Weakness::Length, Weakness::Common]);
        assert_eq!(weak("Password123"), vec![Weakness::Common]);
        assert_eq!(
            weaknesses("Rower@School.org", "rower@school.org", None),
            vec![Weakness::SameAsEmail]
        );
        assert_eq!(
            weaknesses("Sculler.Kim7", "sculler.kim7@example.com", None),
            vec![Weakness::SameAsEmail]
        );
        assert!(weak("Erg-2k-6:45.0").is_empty());
        assert!(weaknesses("abcdefg", "abcdefg@x.io", None).contains(&Weakness::Length));
    }

    #[test]
    fn the_shipped_list_and_its_usual_disguises_are_common() {
        assert!(COMMON_PASSWORDS.len() >= 10_000);
        for password in [
            "qwerty1234",
            "passwordpassword",
            "Passw0rd!",
            "summer2024",
            "P@ssword2024!",
            "Dragon1986",
            "abcabcabc",
            "zzzzzzzzzz",
            "rowing2025",
        ] {
            assert_eq!(weak(password), vec![Weakness::Common], "{password}");
        }
        for password in ["Erg-2k-6:45.0", "correct horse battery", "New-erg-6k-21:30", "xK9!xK9!"] {
            assert!(weak(password).is_empty(), "{password}");
        }
    }

    #[test]
    fn the_name_whole_or_in_part_is_refused() {
        let name = Some("Theodora Wrightson-Vale");
        for password in ["theodora wrightson-vale", "TheodoraWrightsonVale", "WRIGHTSON"] {
            assert_eq!(
                weaknesses(password, "a@b.co", name),
                vec![Weakness::SameAsName],
                "{password}"
            );
        }
        assert!(weaknesses("Wrightson-Erg-6:45", "a@b.co", name).is_empty());
        assert!(weaknesses("Wrightson", "a@b.co", None).is_empty());
    }

    #[test]
    fn length_counts_characters_not_bytes() {
        assert!(weak("éàüöçñî").contains(&Weakness::Length));
        assert!(weak("éàüöçñîø").is_empty());
    }

    #[test]
    fn the_length_cap_counts_bytes() {
        assert!(check_length("password", &"x".repeat(MAX_PASSWORD_BYTES)).is_ok());
        let refused = check_length("password", &"x".repeat(MAX_PASSWORD_BYTES + 1)).unwrap_err();
        assert_eq!((refused.field, refused.message.as_str()), ("password", TOO_LONG));
        assert!(check_length("password", &"é".repeat(MAX_PASSWORD_BYTES / 2 + 1)).is_err());
    }

    #[tokio::test]
    async fn hashes_verify_and_are_argon2id() {
        let hashed = hash("correct horse battery".into()).await.unwrap();
        assert!(hashed.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify("correct horse battery".into(), Some(hashed.clone()))
            .await
            .unwrap());
        assert!(!verify("wrong horse battery".into(), Some(hashed.clone()))
            .await
            .unwrap());
        assert!(!verify("anything".into(), None).await.unwrap());
        assert!(!needs_rehash(&hashed));
    }

    #[test]
    fn the_dummy_hash_is_made_with_todays_settings() {
        assert!(!needs_rehash(DUMMY_HASH));
        assert!(verify_with(&mut Vec::new(), "not-a-real-password-0", DUMMY_HASH));
    }

    #[test]
    fn weaker_hashes_need_a_rehash_and_still_verify() {
        use argon2::PasswordHasher;
        let salt = SaltString::generate(&mut OsRng);
        let weak = Argon2::new(
            Algorithm::Argon2id,
            Version::V0x13,
            Params::new(4096, 1, 1, None).unwrap(),
        )
        .hash_password(b"correct horse battery", &salt)
        .unwrap()
        .to_string();
        assert!(needs_rehash(&weak));
        assert!(verify_with(&mut Vec::new(), "correct horse battery", &weak));
        assert!(!verify_with(&mut Vec::new(), "correct horse batteries", &weak));
        let argon2i = Argon2::new(
            Algorithm::Argon2i,
            Version::V0x13,
            Params::new(MEMORY_KIB, 2, 1, None).unwrap(),
        )
        .hash_password(b"x", &salt)
        .unwrap()
        .to_string();
        assert!(needs_rehash(&argon2i));
        assert!(verify_with(&mut Vec::new(), "x", &argon2i));
        assert!(!needs_rehash("not a hash"));
        assert!(!verify_with(&mut Vec::new(), "x", "not a hash"));
    }

    /// The hash built from reused memory is the library's own PHC string: its own verifier
    /// accepts it, and one worker's memory serves a weaker hash and then today's.
    #[test]
    fn hashes_from_reused_memory_are_standard() {
        use argon2::{PasswordHasher, PasswordVerifier};
        let mut memory = Vec::new();
        let weak = {
            let salt = SaltString::generate(&mut OsRng);
            Argon2::new(
                Algorithm::Argon2id,
                Version::V0x13,
                Params::new(4096, 1, 1, None).unwrap(),
            )
            .hash_password(b"first", &salt)
            .unwrap()
            .to_string()
        };
        assert!(verify_with(&mut memory, "first", &weak));
        let hashed = hash_with(&mut memory, "Erg-2k-6:45.0");
        let parsed = PasswordHash::new(&hashed).unwrap();
        assert!(hasher().verify_password(b"Erg-2k-6:45.0", &parsed).is_ok());
        assert!(hasher().verify_password(b"Erg-2k-6:45.1", &parsed).is_err());
        assert!(verify_with(&mut memory, "Erg-2k-6:45.0", &hashed));
    }
}
