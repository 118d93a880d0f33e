//! What may be sent, by whom and when: the NCAA contact-date table, the checks on a message's
//! text, and [`MessagingError`]. Pure functions over plain values; the routes gather the facts.

use jiff::civil::Date;
use serde::Serialize;
use utoipa::ToSchema;

use crate::validation::FieldError;

/// Longest message, in characters after trimming.
pub const MAX_MESSAGE_CHARS: usize = 5000;
/// Longest report reason, in characters.
pub const MAX_REPORT_CHARS: usize = 1000;
/// The preview of a conversation's last message, in characters.
pub const PREVIEW_CHARS: usize = 140;
/// At most one notification email per conversation and recipient in this time.
pub const NOTIFY_EVERY_MS: i64 = 60 * 60 * 1000;
/// Stands for the sender of messages (and the author of reports) whose account was erased.
pub const ERASED_ACCOUNT: &str = "deleted account";

crate::text_enum! {
    /// What a message is. Before an athlete's contact date a college coach may send only the
    /// kinds the NCAA allows then (questionnaires and camp information), and they are marked so.
    pub enum MessageKind {
        Message = "message",
        Questionnaire = "questionnaire",
        CampInfo = "camp_info",
    }
}

impl MessageKind {
    pub fn label(self) -> &'static str {
        match self {
            MessageKind::Message => "Message",
            MessageKind::Questionnaire => "Questionnaire",
            MessageKind::CampInfo => "Camp information",
        }
    }
}

crate::text_enum! {
    /// Which side of the conversation wrote a message.
    pub enum SenderRole {
        Athlete = "athlete",
        Coach = "coach",
    }
}

/// When a college program's coaches may write to a recruit, by division.
pub struct ContactRule {
    /// `schools.division` values this rule covers.
    pub divisions: &'static [&'static str],
    pub label: &'static str,
    /// (month, day, years before the graduation year) of the first day the coach may write
    /// freely; `None` when there is no date.
    pub opens: Option<(i8, i8, i16)>,
    /// What a coach may send before that day.
    pub before: &'static [MessageKind],
}

/// Where the table comes from and when it was last checked against it.
pub const CONTACT_RULES_SOURCE: &str =
    "NCAA Division I, II and III manuals (recruiting contact rules for rowing), as summarised in \
RowRecruit's recruiting rules, checked February 2026";
pub const CONTACT_RULES_CHECKED: &str = "2026-02";

/// The one table of NCAA contact dates. Sophomore year ends in the spring of G-2 for graduation
/// year G, so the DI date is June 15 of G-2; "before junior year" (DII) falls on the same day.
pub const CONTACT_RULES: &[ContactRule] = &[
    ContactRule {
        divisions: &["I"],
        label: "Division I: coaches may write from June 15 after the athlete's sophomore year",
        opens: Some((6, 15, 2)),
        before: &[MessageKind::Questionnaire, MessageKind::CampInfo],
    },
    ContactRule {
        divisions: &["II"],
        label: "Division II: coaches may write from June 15 before the athlete's junior year",
        opens: Some((6, 15, 2)),
        before: &[MessageKind::Questionnaire, MessageKind::CampInfo],
    },
    ContactRule {
        divisions: &["III"],
        label: "Division III: no date limit on written or electronic correspondence",
        opens: None,
        before: &[],
    },
    ContactRule {
        divisions: &["Club"],
        label: "Club program: not bound by NCAA recruiting contact dates",
        opens: None,
        before: &[],
    },
];

/// A program whose division is not known is held to the strictest rule, Division I's.
pub fn contact_rule(division: Option<&str>) -> &'static ContactRule {
    division
        .and_then(|d| CONTACT_RULES.iter().find(|r| r.divisions.contains(&d)))
        .unwrap_or(&CONTACT_RULES[0])
}

/// The first day the rule lets a coach write freely to an athlete graduating in `grad_year`.
pub fn opens_on(rule: &ContactRule, grad_year: i64) -> Option<Date> {
    let (month, day, years_before) = rule.opens?;
    let year = i16::try_from(grad_year).ok()? - years_before;
    Date::new(year, month, day).ok()
}

/// The contact date of an athlete graduating in `grad_year` when it falls from `today` to
/// `days` days after it.
pub fn opens_within(rule: &ContactRule, grad_year: i64, today: Date, days: i64) -> Option<Date> {
    let day = opens_on(rule, grad_year)?;
    let last = today.checked_add(jiff::Span::new().days(days)).ok()?;
    (day >= today && day <= last).then_some(day)
}

/// Why a participant may not send, or may send only some kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    BeforeContactDate,
    Blocked,
    CommittedElsewhere,
    /// The athlete signed a written offer of athletics aid with another program: other
    /// programs stop recruiting communications altogether, replies included.
    SignedElsewhere,
    ParentPausedCoachContact,
    /// A minor still waiting for a parent's approval: nobody writes to or from the account.
    AwaitingConsent,
}

impl Limit {
    pub fn code(self) -> &'static str {
        match self {
            Limit::BeforeContactDate => "before_contact_date",
            Limit::Blocked => "blocked",
            Limit::CommittedElsewhere => "committed_elsewhere",
            Limit::SignedElsewhere => "signed_elsewhere",
            Limit::ParentPausedCoachContact => "parent_paused_coach_contact",
            Limit::AwaitingConsent => "awaiting_parental_consent",
        }
    }
}

/// What a sender may send now, and the rule that says so.
#[derive(Clone, Debug, PartialEq)]
pub struct Allowance {
    pub kinds: Vec<MessageKind>,
    pub limit: Option<Limit>,
    /// The contact date, while it is in the future.
    pub opens_on: Option<Date>,
    /// The rule a coach's message is sent under (for the compliance log); `None` for athletes.
    pub rule: Option<String>,
}

impl Allowance {
    fn free(rule: Option<String>) -> Self {
        Allowance {
            kinds: MessageKind::ALL.to_vec(),
            limit: None,
            opens_on: None,
            rule,
        }
    }

    fn none(limit: Limit) -> Self {
        Allowance {
            kinds: Vec::new(),
            limit: Some(limit),
            opens_on: None,
            rule: None,
        }
    }

    /// The rule the message goes out under, or the refusal.
    pub fn permit(&self, kind: MessageKind) -> Result<Option<String>, MessagingError> {
        if self.kinds.contains(&kind) {
            return Ok(self.rule.clone());
        }
        Err(match self.limit {
            Some(Limit::BeforeContactDate) => MessagingError::BeforeContactDate {
                opens_on: self.opens_on,
            },
            Some(limit) => MessagingError::Limited(limit),
            None => MessagingError::Limited(Limit::Blocked),
        })
    }

    /// The sentence the composer shows in place of (or above) the text box.
    pub fn explanation(&self) -> Option<String> {
        Some(match self.limit? {
            Limit::BeforeContactDate => match self.opens_on {
                Some(day) => format!(
                    "You may message this athlete from {}. Before then NCAA rules allow only questionnaires and camp information.",
                    long_date(day)
                ),
                None => "This athlete has not given a graduation year, so NCAA rules allow only questionnaires and camp information.".into(),
            },
            limit => MessagingError::Limited(limit).to_string(),
        })
    }
}

/// The facts about a college coach writing to an athlete.
pub struct CoachSending<'a> {
    pub today: Date,
    pub division: Option<&'a str>,
    pub grad_year: Option<i64>,
    /// A new conversation, not a reply in an existing one.
    pub starting: bool,
    /// The athlete recorded a commitment or signed offer with another program.
    pub committed_elsewhere: bool,
    /// That commitment is a signed written offer of athletics aid.
    pub signed_elsewhere: bool,
    pub parent_allows_coach_messages: bool,
    pub athlete_awaiting_consent: bool,
    pub blocked: bool,
}

/// What a college coach may send an athlete. The contact date applies to starting and to
/// answering alike: before it an athlete's own message may be read but not answered.
pub fn coach_allowance(facts: &CoachSending) -> Allowance {
    if facts.athlete_awaiting_consent {
        return Allowance::none(Limit::AwaitingConsent);
    }
    if facts.blocked {
        return Allowance::none(Limit::Blocked);
    }
    if !facts.parent_allows_coach_messages {
        return Allowance::none(Limit::ParentPausedCoachContact);
    }
    if facts.committed_elsewhere && facts.signed_elsewhere {
        return Allowance::none(Limit::SignedElsewhere);
    }
    if facts.starting && facts.committed_elsewhere {
        return Allowance::none(Limit::CommittedElsewhere);
    }
    let rule = contact_rule(facts.division);
    if rule.opens.is_none() {
        return Allowance::free(Some(rule.label.to_owned()));
    }
    match facts.grad_year.and_then(|year| opens_on(rule, year)) {
        Some(day) if facts.today >= day => Allowance::free(Some(format!("{} (from {})", rule.label, long_date(day)))),
        opens => Allowance {
            kinds: rule.before.to_vec(),
            limit: Some(Limit::BeforeContactDate),
            opens_on: opens,
            rule: Some(match opens {
                Some(day) => format!(
                    "{}; before {} only questionnaires and camp information",
                    rule.label,
                    long_date(day)
                ),
                None => format!(
                    "{}; no graduation year, so only questionnaires and camp information",
                    rule.label
                ),
            }),
        },
    }
}

/// An athlete may write to any program at any time, unless the conversation is blocked or the
/// account still waits for a parent. Athletes send plain messages only.
pub fn athlete_allowance(awaiting_consent: bool, blocked: bool) -> Allowance {
    if awaiting_consent {
        return Allowance::none(Limit::AwaitingConsent);
    }
    if blocked {
        return Allowance::none(Limit::Blocked);
    }
    Allowance {
        kinds: vec![MessageKind::Message],
        limit: None,
        opens_on: None,
        rule: None,
    }
}

/// The message's text, trimmed: not empty, at most [`MAX_MESSAGE_CHARS`].
pub fn message_body(body: &str) -> Result<String, MessagingError> {
    let body = body.trim();
    if body.is_empty() {
        return Err(field("body", "Write a message first."));
    }
    let chars = body.chars().count();
    if chars > MAX_MESSAGE_CHARS {
        return Err(field(
            "body",
            format!("A message can be at most {MAX_MESSAGE_CHARS} characters; this one has {chars}."),
        ));
    }
    Ok(body.to_owned())
}

/// A report's reason, trimmed: not empty, at most [`MAX_REPORT_CHARS`].
pub fn report_reason(reason: &str) -> Result<String, MessagingError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(field("reason", "Say what is wrong with this conversation."));
    }
    if reason.chars().count() > MAX_REPORT_CHARS {
        return Err(field(
            "reason",
            format!("A reason can be at most {MAX_REPORT_CHARS} characters."),
        ));
    }
    Ok(reason.to_owned())
}

/// The first [`PREVIEW_CHARS`] characters, on one line.
pub fn preview(body: &str) -> String {
    let one_line: String = body.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut out: String = one_line.chars().take(PREVIEW_CHARS).collect();
    if one_line.chars().count() > PREVIEW_CHARS {
        out.push('…');
    }
    out
}

/// "June 15, 2027".
pub fn long_date(day: Date) -> String {
    day.strftime("%B %-d, %Y").to_string()
}

/// When the next notification email of a conversation may go to a recipient last emailed at
/// `notified_at`: at once if never or over an hour ago, else an hour after the last one.
pub fn next_email_at(notified_at: Option<i64>, now: i64) -> i64 {
    match notified_at {
        Some(last) if now - last < NOTIFY_EVERY_MS => last + NOTIFY_EVERY_MS,
        _ => now,
    }
}

#[derive(Debug, thiserror::Error)]
pub enum MessagingError {
    #[error("{}", .0.message)]
    Invalid(FieldError),
    /// No such conversation, or not the caller's: the two are not told apart.
    #[error("There is no such conversation.")]
    NoSuchConversation,
    #[error("There is no such athlete profile.")]
    NoSuchAthlete,
    #[error("There is no such program.")]
    NoSuchProgram,
    #[error("Messages are for athletes and college coaches.")]
    NotAParticipant,
    /// A coach writes under a name: athletes and parents see who is writing.
    #[error("Add your full name and title on the coach page before you write to athletes: athletes and parents see who is writing.")]
    CoachProfileRequired,
    #[error("{}", before_date_message(.opens_on))]
    BeforeContactDate { opens_on: Option<Date> },
    #[error("{}", limit_message(*.0))]
    Limited(Limit),
    #[error("Only the person who blocked this conversation can unblock it.")]
    NotTheBlocker,
}

fn field(name: &'static str, message: impl Into<String>) -> MessagingError {
    MessagingError::Invalid(FieldError::new(name, message))
}

fn before_date_message(opens_on: &Option<Date>) -> String {
    match opens_on {
        Some(day) => format!(
            "NCAA rules do not allow you to message this athlete until {}. Until then you may send only a questionnaire or camp information.",
            long_date(*day)
        ),
        None => "NCAA rules allow only questionnaires and camp information to an athlete without a graduation year.".into(),
    }
}

fn limit_message(limit: Limit) -> &'static str {
    match limit {
        Limit::BeforeContactDate => {
            "NCAA rules allow only questionnaires and camp information before the contact date."
        }
        Limit::Blocked => "This conversation is blocked. No messages can be sent in it.",
        Limit::CommittedElsewhere => {
            "This athlete has committed to another program, so new conversations cannot be started."
        }
        Limit::SignedElsewhere => {
            "This athlete signed a written offer of athletics aid with another program. NCAA rules say other programs stop recruiting them, so no messages can be sent."
        }
        Limit::ParentPausedCoachContact => "This athlete's parent has paused messages from college coaches.",
        Limit::AwaitingConsent => "This account is waiting for a parent's approval; messages open once it is given.",
    }
}

/// A message's kind and the date rule's state, as the composer shows them.
#[derive(Serialize, ToSchema, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ContactState {
    /// False: no composer (blocked, committed elsewhere, parent paused, read only…).
    pub may_write: bool,
    /// Empty when may_write is false; questionnaire and camp_info only before the contact date.
    pub allowed_kinds: Vec<MessageKind>,
    /// yyyy-mm-dd from which the coach may write freely, while it is in the future.
    pub opens_on: Option<String>,
    /// The rule applied, e.g. "Division I: coaches may write from June 15 after the athlete's
    /// sophomore year".
    pub rule: Option<String>,
    /// `before_contact_date`, `blocked`, `committed_elsewhere`, `signed_elsewhere`, `parent_paused_coach_contact`,
    /// `awaiting_parental_consent`, or `no_verified_coach` (an athlete's message waits).
    pub reason: Option<String>,
    /// A sentence for the viewer.
    pub message: Option<String>,
}

impl From<&Allowance> for ContactState {
    fn from(a: &Allowance) -> Self {
        ContactState {
            may_write: !a.kinds.is_empty(),
            allowed_kinds: a.kinds.clone(),
            opens_on: a.opens_on.map(|d| d.to_string()),
            rule: a.rule.clone(),
            reason: a.limit.map(|l| l.code().to_owned()),
            message: a.explanation(),
        }
    }
}

#[cfg(test)]
mod tests {
    use jiff::civil::date;

    use super::*;

    fn facts(division: Option<&'static str>, grad_year: Option<i64>, today: Date) -> CoachSending<'static> {
        CoachSending {
            today,
            division,
            grad_year,
            starting: true,
            committed_elsewhere: false,
            signed_elsewhere: false,
            parent_allows_coach_messages: true,
            athlete_awaiting_consent: false,
            blocked: false,
        }
    }

    #[test]
    fn a_contact_date_opens_within_a_window_from_today_on() {
        let di = contact_rule(Some("I"));
        // Class of 2029: June 15, 2027.
        assert_eq!(opens_within(di, 2029, date(2027, 5, 16), 30), Some(date(2027, 6, 15)));
        assert_eq!(opens_within(di, 2029, date(2027, 5, 15), 30), None);
        assert_eq!(opens_within(di, 2029, date(2027, 6, 15), 30), Some(date(2027, 6, 15)));
        assert_eq!(opens_within(di, 2029, date(2027, 6, 16), 30), None);
        assert_eq!(
            opens_within(contact_rule(Some("III")), 2029, date(2027, 6, 1), 30),
            None
        );
    }

    #[test]
    fn each_division_opens_on_its_day_and_not_the_day_before() {
        // (division, graduation year, first free day)
        for (division, year, opens) in [
            (Some("I"), 2029, date(2027, 6, 15)),
            (Some("II"), 2029, date(2027, 6, 15)),
            (None, 2029, date(2027, 6, 15)),
        ] {
            let before = coach_allowance(&facts(division, Some(year), opens.yesterday().unwrap()));
            assert_eq!(
                before.kinds,
                vec![MessageKind::Questionnaire, MessageKind::CampInfo],
                "{division:?}"
            );
            assert_eq!(before.opens_on, Some(opens));
            assert!(before.permit(MessageKind::Message).is_err());
            assert!(before
                .permit(MessageKind::CampInfo)
                .unwrap()
                .unwrap()
                .contains("before June 15, 2027"));
            let on = coach_allowance(&facts(division, Some(year), opens));
            assert_eq!(on.kinds, MessageKind::ALL.to_vec(), "{division:?}");
            assert!(on
                .permit(MessageKind::Message)
                .unwrap()
                .unwrap()
                .contains("from June 15, 2027"));
        }
        for division in ["III", "Club"] {
            let any_day = coach_allowance(&facts(Some(division), Some(2031), date(2026, 1, 1)));
            assert_eq!(any_day.kinds, MessageKind::ALL.to_vec());
            assert!(any_day.opens_on.is_none());
        }
    }

    #[test]
    fn no_graduation_year_keeps_a_dated_division_to_the_allowed_kinds() {
        let a = coach_allowance(&facts(Some("I"), None, date(2030, 1, 1)));
        assert_eq!(a.limit, Some(Limit::BeforeContactDate));
        assert!(a.explanation().unwrap().contains("graduation year"));
    }

    #[test]
    fn refusals_come_in_a_fixed_order() {
        let mut f = facts(Some("III"), Some(2027), date(2026, 1, 1));
        f.committed_elsewhere = true;
        assert_eq!(coach_allowance(&f).limit, Some(Limit::CommittedElsewhere));
        f.starting = false;
        assert_eq!(
            coach_allowance(&f).limit,
            None,
            "a commitment stops only new conversations"
        );
        f.signed_elsewhere = true;
        assert_eq!(
            coach_allowance(&f).limit,
            Some(Limit::SignedElsewhere),
            "a signed offer of athletics aid stops replies too"
        );
        f.signed_elsewhere = false;
        f.parent_allows_coach_messages = false;
        assert_eq!(coach_allowance(&f).limit, Some(Limit::ParentPausedCoachContact));
        f.blocked = true;
        assert_eq!(coach_allowance(&f).limit, Some(Limit::Blocked));
        f.athlete_awaiting_consent = true;
        assert_eq!(coach_allowance(&f).limit, Some(Limit::AwaitingConsent));
        assert!(coach_allowance(&f).permit(MessageKind::CampInfo).is_err());
    }

    #[test]
    fn athletes_send_plain_messages_any_day() {
        assert_eq!(athlete_allowance(false, false).kinds, vec![MessageKind::Message]);
        assert_eq!(athlete_allowance(false, true).limit, Some(Limit::Blocked));
        assert_eq!(athlete_allowance(true, false).limit, Some(Limit::AwaitingConsent));
    }

    #[test]
    fn bodies_are_trimmed_and_capped_in_characters() {
        assert!(message_body("   ").is_err());
        assert_eq!(message_body("  hi  ").unwrap(), "hi");
        assert!(message_body(&"é".repeat(MAX_MESSAGE_CHARS)).is_ok());
        assert!(message_body(&"é".repeat(MAX_MESSAGE_CHARS + 1)).is_err());
    }

    #[test]
    fn notification_emails_wait_an_hour_after_the_last() {
        assert_eq!(next_email_at(None, 1_000), 1_000);
        assert_eq!(next_email_at(Some(0), NOTIFY_EVERY_MS - 1), NOTIFY_EVERY_MS);
        assert_eq!(next_email_at(Some(0), NOTIFY_EVERY_MS), NOTIFY_EVERY_MS);
    }

    #[test]
    fn previews_are_one_line_and_short() {
        assert_eq!(preview("a\n\nb"), "a b");
        assert_eq!(preview(&"x".repeat(200)).chars().count(), PREVIEW_CHARS + 1);
        assert_eq!(long_date(date(2027, 6, 15)), "June 15, 2027");
    }
}
