//! What an offer is, what makes one valid, how it reads and which answers it takes. No HTTP, no
//! SQL. The facts behind it (the written offer of athletics aid that replaced the National Letter
//! of Intent, and the stop-recruiting rule after signing) are in [`OFFER_RULES_SOURCE`].

use jiff::civil::Date;

use crate::{
    key_dates::{self, SIGNING, WRITTEN_OFFER},
    messaging::{rules::long_date, MessagingError},
    profiles::rules::Squad,
    validation::FieldError,
};

/// Where the rules come from and when they were checked against it.
pub const OFFER_RULES_SOURCE: &str = "NCAA Division I Council, October 2024: the National Letter of Intent \
is replaced by a written offer of athletics aid; once a recruit signs one, other schools stop recruiting \
communications. Division III and the Ivy League give no athletics aid. As summarised in RowRecruit's \
recruiting rules, checked November 2026";
pub const OFFER_RULES_CHECKED: &str = "2026-11";

/// Longest terms, in characters after trimming.
pub const TERMS_MAX_CHARS: usize = 2000;
/// The latest answer-by day, in days from today.
pub const ANSWER_BY_MAX_DAYS: i64 = 366;
/// The latest college class an offer may name, in years from this one.
pub const CLASS_OF_MAX_YEARS_AHEAD: i16 = 9;

crate::text_enum! {
    /// What a program offers.
    pub enum OfferKind {
        RosterSpot = "roster_spot",
        WalkOn = "walk_on",
        AthleticsAid = "athletics_aid",
        AdmissionsSupport = "admissions_support",
    }
}

impl OfferKind {
    pub fn label(self) -> &'static str {
        match self {
            OfferKind::RosterSpot => "Recruited roster spot",
            OfferKind::WalkOn => "Recruited walk-on",
            OfferKind::AthleticsAid => "Athletics aid",
            OfferKind::AdmissionsSupport => "Admissions support",
        }
    }
}

crate::text_enum! {
    /// Where an offer stands. `expired` is never stored: a pending offer reads so once its
    /// answer-by day has passed.
    pub enum OfferStatus {
        Pending = "pending",
        Accepted = "accepted",
        Declined = "declined",
        Withdrawn = "withdrawn",
        Expired = "expired",
    }
}

impl OfferStatus {
    pub fn label(self) -> &'static str {
        match self {
            OfferStatus::Pending => "Waiting for your answer",
            OfferStatus::Accepted => "Accepted",
            OfferStatus::Declined => "Declined",
            OfferStatus::Withdrawn => "Withdrawn by the program",
            OfferStatus::Expired => "Answer-by day passed",
        }
    }
}

/// The status an offer reads as on `today`.
pub fn status_on(stored: OfferStatus, answer_by: &str, today: Date) -> OfferStatus {
    match (stored, answer_by.parse::<Date>()) {
        (OfferStatus::Pending, Ok(day)) if day < today => OfferStatus::Expired,
        (status, _) => status,
    }
}

/// An offer as a coach asks for it.
#[derive(Debug, Default, Clone)]
pub struct OfferInput {
    pub kind: Option<OfferKind>,
    /// Athletics aid only: the share of the cost of attendance, in percent.
    pub aid_percent: Option<i64>,
    pub squad: Option<Squad>,
    /// The college class the athlete would join ("class of 2030").
    pub class_of: Option<i64>,
    pub terms: String,
    /// yyyy-mm-dd
    pub answer_by: String,
}

/// An offer that passed the checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidOffer {
    pub kind: OfferKind,
    pub aid_percent: Option<i64>,
    pub squad: Squad,
    pub class_of: i64,
    pub terms: String,
    pub answer_by: Date,
}

/// The program making the offer, as far as the rules care.
pub struct Program<'a> {
    pub division: Option<&'a str>,
    pub conference: Option<&'a str>,
}

impl Program<'_> {
    /// The division the date rules follow: one not known is held to Division I's, the
    /// strictest (as the contact rules do).
    fn dated_division(&self) -> &str {
        self.division.unwrap_or("I")
    }
}

/// The first day the program may make an athlete graduating in `grad_year` a written offer of
/// athletics aid: `Ok(None)` when no date applies (not Division I), `Err` when the date cannot be
/// known (no graduation year).
fn written_offers_from(program: &Program, grad_year: Option<i64>) -> Result<Option<Date>, ()> {
    if !key_dates::applies_to(WRITTEN_OFFER, program.dated_division()) {
        return Ok(None);
    }
    grad_year
        .and_then(|year| key_dates::day_of(WRITTEN_OFFER, year))
        .map(Some)
        .ok_or(())
}

/// The first day an accepted written offer of athletics aid may be signed; `None` when no date
/// applies (other kinds, Division III and club programs) or none can be known.
pub fn signing_from(kind: OfferKind, program: &Program, grad_year: Option<i64>) -> Option<Date> {
    if kind != OfferKind::AthleticsAid || !key_dates::applies_to(SIGNING, program.dated_division()) {
        return None;
    }
    key_dates::day_of(SIGNING, grad_year?)
}

/// Whether accepting on `today` signs the offer: athletics aid, from its signing day on.
pub fn signs_on_acceptance(kind: OfferKind, signing_from: Option<Date>, today: Date) -> bool {
    kind == OfferKind::AthleticsAid && signing_from.is_none_or(|day| today >= day)
}

/// Checks an offer to an athlete graduating in `grad_year` on `today`, naming every input that
/// breaks a rule.
pub fn offer(
    input: OfferInput,
    program: &Program,
    grad_year: Option<i64>,
    today: Date,
) -> Result<ValidOffer, OffersError> {
    let mut failures = Vec::new();
    if input.kind == Some(OfferKind::AthleticsAid) {
        let dated = written_offers_from(program, grad_year);
        if program.division == Some("III") {
            failures.push(FieldError::new(
                "kind",
                "Division III programs give no athletics aid. Offer a roster spot or admissions support.",
            ));
        } else if program.conference == Some("Ivy League") {
            failures.push(FieldError::new(
                "kind",
                "Ivy League programs give no athletic scholarships. Offer a roster spot or admissions support.",
            ));
        } else if dated.is_err() {
            failures.push(FieldError::new(
                "kind",
                "This athlete has not given a graduation year, so NCAA rules give no day from which a Division I written offer of athletics aid may be made.",
            ));
        } else if let Some(day) = dated.ok().flatten().filter(|d| today < *d) {
            failures.push(FieldError::new(
                "kind",
                format!(
                    "NCAA rules let Division I programs make a written offer of athletics aid to this athlete from {}. Until then offer a roster spot or admissions support.",
                    long_date(day)
                ),
            ));
        }
    }
    let aid_percent = match (input.kind, input.aid_percent) {
        (Some(OfferKind::AthleticsAid), Some(p)) if (1..=100).contains(&p) => Some(p),
        (Some(OfferKind::AthleticsAid), _) => {
            failures.push(FieldError::new(
                "aidPercent",
                "Enter the share of the cost the aid covers, from 1 to 100%.",
            ));
            None
        }
        _ => None,
    };
    if input.kind.is_none() {
        failures.push(FieldError::new("kind", "Choose what you offer."));
    }
    if input.squad.is_none() {
        failures.push(FieldError::new("squad", "Choose the squad."));
    }
    let first_class = i64::from(today.year());
    let last_class = first_class + i64::from(CLASS_OF_MAX_YEARS_AHEAD);
    let class_of = input.class_of.filter(|year| (first_class..=last_class).contains(year));
    if class_of.is_none() {
        failures.push(FieldError::new(
            "classOf",
            format!("Enter the class as a year from {first_class} to {last_class}."),
        ));
    }
    let terms = input.terms.trim().to_owned();
    if terms.is_empty() {
        failures.push(FieldError::new("terms", "Write the terms of the offer."));
    } else if terms.chars().count() > TERMS_MAX_CHARS {
        failures.push(FieldError::new(
            "terms",
            format!("The terms can be at most {TERMS_MAX_CHARS} characters."),
        ));
    }
    let last_day = today
        .checked_add(jiff::Span::new().days(ANSWER_BY_MAX_DAYS))
        .unwrap_or(today);
    let answer_by = match input.answer_by.trim().parse::<Date>() {
        Ok(day) if day >= today && day <= last_day => Some(day),
        Ok(day) if day < today => {
            failures.push(FieldError::new("answerBy", "Choose an answer-by day from today on."));
            None
        }
        Ok(_) => {
            failures.push(FieldError::new(
                "answerBy",
                "Choose an answer-by day within a year from today.",
            ));
            None
        }
        Err(_) => {
            failures.push(FieldError::new("answerBy", "Enter the answer-by day as a date."));
            None
        }
    };
    match (input.kind, input.squad, class_of, answer_by) {
        (Some(kind), Some(squad), Some(class_of), Some(answer_by)) if failures.is_empty() => Ok(ValidOffer {
            kind,
            aid_percent,
            squad,
            class_of,
            terms,
            answer_by,
        }),
        _ => Err(OffersError::Invalid(failures)),
    }
}

/// "Athletics aid (50% of the cost), women's squad, class of 2030".
pub fn summary(kind: OfferKind, aid_percent: Option<i64>, squad: Option<Squad>, class_of: i64) -> String {
    let what = match (kind, aid_percent) {
        (OfferKind::AthleticsAid, Some(p)) => format!("{} ({p}% of the cost)", kind.label()),
        _ => kind.label().to_owned(),
    };
    let squad = match squad {
        Some(Squad::Womens) => "women's squad, ",
        Some(Squad::Mens) => "men's squad, ",
        None => "",
    };
    format!("{what}, {squad}class of {class_of}")
}

/// The message the offer is announced with in the program's conversation with the athlete.
pub fn announcement(program: &str, summary: &str, answer_by: Date, terms: &str) -> String {
    format!(
        "{program} has made you an offer: {summary}. Please answer by {}.\n\nTerms: {terms}\n\n\
Accept or decline it on your dashboard; ask us anything here.",
        long_date(answer_by)
    )
}

/// What a pending offer's answer may do: only the athlete answers, and only while it is pending.
pub fn may_answer(status: OfferStatus) -> Result<(), OffersError> {
    match status {
        OfferStatus::Pending => Ok(()),
        OfferStatus::Expired => Err(OffersError::AnswerByPassed),
        OfferStatus::Withdrawn => Err(OffersError::Withdrawn),
        OfferStatus::Accepted | OfferStatus::Declined => Err(OffersError::Answered),
    }
}

#[derive(Debug, thiserror::Error)]
pub enum OffersError {
    #[error("Please correct the highlighted fields.")]
    Invalid(Vec<FieldError>),
    /// No such offer, or not the caller's: the two are not told apart.
    #[error("There is no such offer.")]
    NoSuchOffer,
    #[error("Add the athlete to your board first: offers are made from the board card.")]
    NotOnBoard,
    #[error("This athlete has committed to {0}. Other programs can no longer make offers.")]
    CommittedElsewhere(String),
    #[error("This athlete has already accepted your program's offer.")]
    AlreadyCommitted,
    #[error("Your program already has an offer waiting for this athlete's answer. Withdraw it to make a new one.")]
    OpenOffer,
    #[error("{0}")]
    Contact(#[from] MessagingError),
    #[error("The answer-by day of this offer has passed. Write to the program if you still want it.")]
    AnswerByPassed,
    #[error("The program withdrew this offer.")]
    Withdrawn,
    #[error("This offer has already been answered.")]
    Answered,
    #[error("Only the athlete answers an offer. A parent sees it and may talk it through with them.")]
    AthleteAnswers,
    #[error("Only an offer waiting for an answer can be withdrawn.")]
    NotWithdrawable,
    #[error("Only an accepted written offer of athletics aid that is not signed yet can be signed.")]
    NotSignable,
    #[error("NCAA rules let you sign a written offer of athletics aid from {}.", long_date(*.0))]
    BeforeSigningDay(Date),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i16, m: i8, d: i8) -> Date {
        Date::new(y, m, d).unwrap()
    }

    fn input() -> OfferInput {
        OfferInput {
            kind: Some(OfferKind::RosterSpot),
            aid_percent: None,
            squad: Some(Squad::Womens),
            class_of: Some(2031),
            terms: "  A place on the varsity squad.  ".into(),
            answer_by: "2027-07-01".into(),
        }
    }

    const DI: Program = Program {
        division: Some("I"),
        conference: Some("Big Ten"),
    };

    fn fields(e: OffersError) -> Vec<&'static str> {
        match e {
            OffersError::Invalid(f) => f.iter().map(|f| f.field).collect(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_complete_offer_is_trimmed_and_dated() {
        let valid = offer(input(), &DI, Some(2028), day(2027, 6, 20)).unwrap();
        assert_eq!(valid.terms, "A place on the varsity squad.");
        assert_eq!(valid.answer_by, day(2027, 7, 1));
        assert_eq!(valid.aid_percent, None);
    }

    #[test]
    fn every_missing_part_is_named() {
        let empty = OfferInput::default();
        assert_eq!(
            fields(offer(empty, &DI, Some(2028), day(2027, 6, 20)).unwrap_err()),
            vec!["kind", "squad", "classOf", "terms", "answerBy"]
        );
    }

    #[test]
    fn answer_by_days_run_from_today_for_a_year() {
        let today = day(2027, 6, 20);
        let mut past = input();
        past.answer_by = "2027-06-19".into();
        assert_eq!(
            fields(offer(past, &DI, Some(2028), today).unwrap_err()),
            vec!["answerBy"]
        );
        let mut same_day = input();
        same_day.answer_by = "2027-06-20".into();
        assert!(offer(same_day, &DI, Some(2028), today).is_ok());
        let mut far = input();
        far.answer_by = "2028-06-21".into();
        assert_eq!(
            fields(offer(far, &DI, Some(2028), today).unwrap_err()),
            vec!["answerBy"]
        );
    }

    #[test]
    fn athletics_aid_needs_a_share_and_a_program_that_gives_aid() {
        // The class of 2028 may have written offers from August 1, 2027.
        let today = day(2027, 8, 1);
        let mut aid = input();
        aid.kind = Some(OfferKind::AthleticsAid);
        aid.answer_by = "2027-09-01".into();
        assert_eq!(
            fields(offer(aid.clone(), &DI, Some(2028), today).unwrap_err()),
            vec!["aidPercent"]
        );
        aid.aid_percent = Some(101);
        assert_eq!(
            fields(offer(aid.clone(), &DI, Some(2028), today).unwrap_err()),
            vec!["aidPercent"]
        );
        aid.aid_percent = Some(50);
        assert_eq!(
            offer(aid.clone(), &DI, Some(2028), today).unwrap().aid_percent,
            Some(50)
        );
        let diii = Program {
            division: Some("III"),
            conference: None,
        };
        assert_eq!(
            fields(offer(aid.clone(), &diii, Some(2028), today).unwrap_err()),
            vec!["kind"]
        );
        let ivy = Program {
            division: Some("I"),
            conference: Some("Ivy League"),
        };
        assert_eq!(fields(offer(aid, &ivy, Some(2028), today).unwrap_err()), vec!["kind"]);
        let mut share_ignored = input();
        share_ignored.aid_percent = Some(40);
        share_ignored.answer_by = "2027-09-01".into();
        assert_eq!(offer(share_ignored, &ivy, Some(2028), today).unwrap().aid_percent, None);
    }

    #[test]
    fn division_i_aid_waits_for_the_written_offer_day_and_signing_for_signing_day() {
        let mut aid = input();
        aid.kind = Some(OfferKind::AthleticsAid);
        aid.aid_percent = Some(25);
        aid.answer_by = "2027-09-01".into();
        let refused = fields(offer(aid.clone(), &DI, Some(2028), day(2027, 7, 31)).unwrap_err());
        assert_eq!(refused, vec!["kind"]);
        assert!(offer(aid.clone(), &DI, Some(2028), day(2027, 8, 1)).is_ok());
        assert_eq!(
            fields(offer(aid.clone(), &DI, None, day(2027, 8, 1)).unwrap_err()),
            vec!["kind"]
        );
        let dii = Program {
            division: Some("II"),
            conference: None,
        };
        assert!(
            offer(aid, &dii, Some(2028), day(2027, 7, 1)).is_ok(),
            "no written-offer day in DII"
        );
        // Signing day of the class of 2028: the second Wednesday of November 2027.
        let signing = signing_from(OfferKind::AthleticsAid, &DI, Some(2028));
        assert_eq!(signing, Some(day(2027, 11, 10)));
        assert!(!signs_on_acceptance(OfferKind::AthleticsAid, signing, day(2027, 11, 9)));
        assert!(signs_on_acceptance(OfferKind::AthleticsAid, signing, day(2027, 11, 10)));
        assert_eq!(signing_from(OfferKind::RosterSpot, &DI, Some(2028)), None);
        assert!(!signs_on_acceptance(OfferKind::RosterSpot, None, day(2027, 11, 10)));
    }

    #[test]
    fn a_pending_offer_expires_after_its_answer_by_day() {
        let answer_by = "2027-07-01";
        assert_eq!(
            status_on(OfferStatus::Pending, answer_by, day(2027, 7, 1)),
            OfferStatus::Pending
        );
        assert_eq!(
            status_on(OfferStatus::Pending, answer_by, day(2027, 7, 2)),
            OfferStatus::Expired
        );
        assert_eq!(
            status_on(OfferStatus::Accepted, answer_by, day(2027, 7, 2)),
            OfferStatus::Accepted
        );
        assert!(may_answer(OfferStatus::Pending).is_ok());
        assert!(matches!(
            may_answer(OfferStatus::Expired),
            Err(OffersError::AnswerByPassed)
        ));
        assert!(matches!(
            may_answer(OfferStatus::Withdrawn),
            Err(OffersError::Withdrawn)
        ));
    }

    #[test]
    fn an_offer_reads_as_one_line() {
        assert_eq!(
            summary(OfferKind::AthleticsAid, Some(50), Some(Squad::Womens), 2030),
            "Athletics aid (50% of the cost), women's squad, class of 2030"
        );
        assert_eq!(
            summary(OfferKind::WalkOn, None, Some(Squad::Mens), 2031),
            "Recruited walk-on, men's squad, class of 2031"
        );
        assert!(announcement("Bates College", "x", day(2027, 7, 1), "t").contains("by July 1, 2027"));
    }
}
