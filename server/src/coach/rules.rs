//! Who may use the coach area, and what its page says, decided without HTTP or SQL.

use crate::{auth::store::Role, http::error::ApiError};

#[derive(Debug, thiserror::Error)]
pub enum CoachError {
    #[error("This area is for coaches.")]
    NotACoach,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

impl From<CoachError> for ApiError {
    fn from(error: CoachError) -> Self {
        match error {
            CoachError::NotACoach => ApiError::Forbidden {
                code: "forbidden",
                message: error.to_string(),
            },
            CoachError::Database(e) => e.into(),
        }
    }
}

/// Only coaches enter the coach area.
pub fn require_coach(role: Role) -> Result<(), CoachError> {
    if role == Role::Coach {
        Ok(())
    } else {
        Err(CoachError::NotACoach)
    }
}

/// The part of the email before '@', or 'Coach'.
pub fn display_name(email: &str) -> &str {
    match email.split('@').next() {
        Some(local) if !local.is_empty() => local,
        _ => "Coach",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_coaches_enter() {
        assert!(require_coach(Role::Coach).is_ok());
        for role in [Role::Student, Role::Parent, Role::Admin] {
            assert!(matches!(require_coach(role), Err(CoachError::NotACoach)));
        }
    }

    #[test]
    fn the_page_greets_the_local_part() {
        assert_eq!(display_name("j.smith@uw.edu"), "j.smith");
        assert_eq!(display_name("@uw.edu"), "Coach");
    }
}
