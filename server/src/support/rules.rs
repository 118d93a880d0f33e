//! What a support request and an operator's answer must hold, decided without HTTP or SQL.

use crate::{plans::rules::Plan, validation::FieldError};

pub const SUBJECT_MAX: usize = 150;
pub const MESSAGE_MAX: usize = 5_000;
pub const ANSWER_MAX: usize = 5_000;
/// The operators' queue shows every open request and at most this many answered ones.
pub const ANSWERED_IN_QUEUE: i64 = 100;

crate::text_enum! {
    /// What a request is about, as the user chose it (optional).
    pub enum SupportTopic {
        Account = "account",
        Billing = "billing",
        Recruiting = "recruiting",
        Privacy = "privacy",
        Other = "other",
    }
}

crate::text_enum! {
    /// Where a request stands: waiting for an operator, or answered (which closes it).
    pub enum SupportRequestStatus {
        Open = "open",
        Answered = "answered",
    }
}

#[derive(Debug, thiserror::Error)]
pub enum SupportError {
    /// The inputs that break a rule, all at once.
    #[error("Please correct the highlighted fields.")]
    Invalid(Vec<FieldError>),
    /// Not there, or someone else's: the two read alike so ids reveal nothing.
    #[error("There is no such support request.")]
    NotFound,
    #[error("This request has been answered already.")]
    AlreadyAnswered,
}

/// A request as the user sent it, before any rule.
#[derive(Debug, Default)]
pub struct RequestDraft {
    pub subject: Option<String>,
    pub message: Option<String>,
    pub topic: Option<String>,
}

/// A request that passed every rule, trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidRequest {
    pub subject: String,
    pub message: String,
    pub topic: Option<SupportTopic>,
}

fn trimmed(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// A field's limit and what the form says when it is broken.
struct Required {
    field: &'static str,
    missing: &'static str,
    max: usize,
    too_long: &'static str,
}

const SUBJECT: Required = Required {
    field: "subject",
    missing: "Please enter a subject",
    max: SUBJECT_MAX,
    too_long: "Keep the subject to 150 characters or fewer",
};
const MESSAGE: Required = Required {
    field: "message",
    missing: "Please describe what you need",
    max: MESSAGE_MAX,
    too_long: "Keep your message to 5,000 characters or fewer",
};
const ANSWER: Required = Required {
    field: "answer",
    missing: "Please write an answer",
    max: ANSWER_MAX,
    too_long: "Keep the answer to 5,000 characters or fewer",
};

/// Text that must be there and fit in its limit, counted in characters.
fn required(value: Option<String>, rule: &Required, errors: &mut Vec<FieldError>) -> Option<String> {
    match trimmed(value) {
        None => {
            errors.push(FieldError::new(rule.field, rule.missing));
            None
        }
        Some(text) if text.chars().count() > rule.max => {
            errors.push(FieldError::new(rule.field, rule.too_long));
            None
        }
        Some(text) => Some(text),
    }
}

/// Checks a request, every field at once, in the order the form shows them.
pub fn new_request(draft: RequestDraft) -> Result<ValidRequest, SupportError> {
    let mut errors = Vec::new();
    let topic = match trimmed(draft.topic) {
        None => None,
        Some(text) => match SupportTopic::parse(&text) {
            Some(topic) => Some(topic),
            None => {
                errors.push(FieldError::new("topic", "Choose a topic from the list, or none"));
                None
            }
        },
    };
    let subject = required(draft.subject, &SUBJECT, &mut errors);
    let message = required(draft.message, &MESSAGE, &mut errors);
    match (subject, message) {
        (Some(subject), Some(message)) if errors.is_empty() => Ok(ValidRequest {
            subject,
            message,
            topic,
        }),
        _ => Err(SupportError::Invalid(errors)),
    }
}

/// Checks an operator's answer.
pub fn answer(text: Option<String>) -> Result<String, SupportError> {
    let mut errors = Vec::new();
    required(text, &ANSWER, &mut errors).ok_or(SupportError::Invalid(errors))
}

/// Whether any plan in force for the user (their own, their club's) includes priority support.
pub fn plan_has_priority<'a>(plans_in_force: impl IntoIterator<Item = &'a Plan>) -> bool {
    plans_in_force.into_iter().any(|plan| plan.priority_support)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(subject: &str, message: &str, topic: Option<&str>) -> RequestDraft {
        RequestDraft {
            subject: Some(subject.into()),
            message: Some(message.into()),
            topic: topic.map(str::to_owned),
        }
    }

    fn fields(error: SupportError) -> Vec<(&'static str, String)> {
        match error {
            SupportError::Invalid(errors) => errors.into_iter().map(|e| (e.field, e.message)).collect(),
            other => panic!("expected field errors, got {other:?}"),
        }
    }

    #[test]
    fn a_request_is_trimmed_and_its_topic_read() {
        let valid = new_request(draft("  Login trouble ", " I cannot sign in. ", Some("account"))).unwrap();
        assert_eq!(valid.subject, "Login trouble");
        assert_eq!(valid.message, "I cannot sign in.");
        assert_eq!(valid.topic, Some(SupportTopic::Account));
        assert_eq!(new_request(draft("Hi", "Help", Some(" "))).unwrap().topic, None);
    }

    #[test]
    fn every_broken_field_is_named_at_once() {
        let errors = fields(new_request(draft(" ", "", Some("refunds"))).unwrap_err());
        let named: Vec<_> = errors.iter().map(|(field, _)| *field).collect();
        assert_eq!(named, ["topic", "subject", "message"]);
        assert_eq!(errors[1].1, "Please enter a subject");
    }

    #[test]
    fn the_limits_count_characters_not_bytes() {
        assert!(new_request(draft(&"é".repeat(SUBJECT_MAX), &"ü".repeat(MESSAGE_MAX), None)).is_ok());
        let errors =
            fields(new_request(draft(&"a".repeat(SUBJECT_MAX + 1), &"b".repeat(MESSAGE_MAX + 1), None)).unwrap_err());
        assert_eq!(
            errors,
            [
                ("subject", "Keep the subject to 150 characters or fewer".to_owned()),
                ("message", "Keep your message to 5,000 characters or fewer".to_owned()),
            ]
        );
    }

    #[test]
    fn an_answer_is_required_and_bounded() {
        assert_eq!(answer(Some(" Done. ".into())).unwrap(), "Done.");
        assert_eq!(fields(answer(None).unwrap_err())[0].0, "answer");
        assert!(answer(Some("x".repeat(ANSWER_MAX + 1))).is_err());
    }

    #[test]
    fn the_plans_that_promise_priority_support_have_it() {
        let find = |id: &str| crate::plans::rules::find(id).expect("the plan exists");
        for id in ["performance", "family-premier", "club-pro"] {
            assert!(plan_has_priority([find(id)]), "{id}");
        }
        for id in ["elite", "family-plus", "coach-premium"] {
            assert!(!plan_has_priority([find(id)]), "{id}");
        }
        assert!(!plan_has_priority([]));
    }
}
