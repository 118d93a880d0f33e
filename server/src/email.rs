//! Email addresses, parsed once at the edge: trimmed, lowercased, plausibly deliverable.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailAddress(String);

pub const INVALID_EMAIL: &str = "Please enter a valid email address";

impl EmailAddress {
    pub fn parse(input: &str) -> Result<EmailAddress, &'static str> {
        let email = input.trim().to_lowercase();
        let (local, domain) = email.split_once('@').ok_or(INVALID_EMAIL)?;
        let valid = email.len() <= 254
            && !local.is_empty()
            && local.len() <= 64
            && !domain.contains('@')
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && !local.starts_with('.')
            && !local.ends_with('.')
            && !local.contains("..")
            && local
                .chars()
                .all(|c| c.is_alphanumeric() || "!#$%&'*+/=?^_`{|}~.-".contains(c))
            && domain.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '.');
        if valid {
            Ok(EmailAddress(email))
        } else {
            Err(INVALID_EMAIL)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for EmailAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_case_and_space() {
        assert_eq!(
            EmailAddress::parse("  Rower@Example.COM ").unwrap().as_str(),
            "rower@example.com"
        );
        assert_eq!(
            EmailAddress::parse("first.last+crew@mail.school.edu").unwrap().as_str(),
            "first.last+crew@mail.school.edu"
        );
    }

    #[test]
    fn refuses_what_cannot_be_an_address() {
        for bad in [
            "",
            "rower",
            "@example.com",
            "rower@",
            "rower@example",
            "a@b@c.com",
            "a b@c.com",
            "a@.com",
            "a@b..com",
            ".a@b.com",
            "<a>@b.com",
        ] {
            assert!(EmailAddress::parse(bad).is_err(), "{bad}");
        }
        assert!(EmailAddress::parse(&format!("{}@example.com", "a".repeat(65))).is_err());
    }
}
