//! The NCAA key dates of an athlete's high-school years, computed from the graduation year: one
//! table, each row with its source and the month it was checked. The calendar shows them
//! (`calendar::rules` re-exports them) and offers follow them (the first day a Division I
//! program may make a written offer of athletics aid, the first signing day). Pure: no HTTP, no SQL.

use jiff::civil::{Date, Weekday};

use crate::profiles::rules::Division;

const MANUALS: &str = "NCAA Division I, II and III manuals (recruiting rules for rowing)";

/// When a key date falls, from the graduation year G.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// `month`/`day` of G - `years_before`.
    OnDay { month: i8, day: i8, years_before: i16 },
    /// The `n`th `weekday` of `month` of G - `years_before`.
    NthWeekday {
        month: i8,
        weekday: Weekday,
        n: i8,
        years_before: i16,
    },
}

impl When {
    pub fn date_for(self, grad_year: i64) -> Option<Date> {
        let year = |years_before: i16| i16::try_from(grad_year).ok()?.checked_sub(years_before);
        match self {
            When::OnDay {
                month,
                day,
                years_before,
            } => Date::new(year(years_before)?, month, day).ok(),
            When::NthWeekday {
                month,
                weekday,
                n,
                years_before,
            } => Date::new(year(years_before)?, month, 1)
                .ok()?
                .nth_weekday_of_month(n, weekday)
                .ok(),
        }
    }
}

/// One row of the key-date table.
#[derive(Debug, PartialEq)]
pub struct KeyDateRule {
    /// Stable: the feed's UIDs are made from it.
    pub id: &'static str,
    /// `schools.division` values the date applies to.
    pub divisions: &'static [&'static str],
    pub title: &'static str,
    /// One plain sentence.
    pub meaning: &'static str,
    pub when: When,
    pub source: &'static str,
    /// The month the row was last checked against its source (yyyy-mm).
    pub checked: &'static str,
}

/// The recruiting dates of an athlete's high-school years (recruiting rules facts). The DI and
/// DII contact rows agree with `messaging::rules::CONTACT_RULES` (a test holds them together).
pub const KEY_DATES: &[KeyDateRule] = &[
    KeyDateRule {
        id: "di-contact",
        divisions: &["I"],
        title: "Division I coaches may contact you",
        meaning: "Division I coaches may start writing, calling and messaging you.",
        when: When::OnDay {
            month: 6,
            day: 15,
            years_before: 2,
        },
        source: MANUALS,
        checked: "2026-02",
    },
    KeyDateRule {
        id: "di-visits",
        divisions: &["I"],
        title: "Division I visits and off-campus contact",
        meaning: "Division I official and unofficial visits and off-campus contact may begin.",
        when: When::OnDay {
            month: 8,
            day: 1,
            years_before: 2,
        },
        source: MANUALS,
        checked: "2026-02",
    },
    KeyDateRule {
        id: "dii-contact",
        divisions: &["II"],
        title: "Division II coaches may contact you",
        meaning: "Division II coaches may start writing and messaging you, and official visits (one per school) \
may begin once you are registered with the NCAA Eligibility Center.",
        when: When::OnDay {
            month: 6,
            day: 15,
            years_before: 2,
        },
        source: MANUALS,
        checked: "2026-02",
    },
    KeyDateRule {
        id: "diii-official-visit",
        divisions: &["III"],
        title: "Division III official visits",
        meaning: "You may take one paid official visit to each Division III school; unofficial visits are unlimited.",
        when: When::OnDay {
            month: 1,
            day: 1,
            years_before: 1,
        },
        source: MANUALS,
        checked: "2026-02",
    },
    KeyDateRule {
        id: "diii-off-campus",
        divisions: &["III"],
        title: "Division III off-campus contact",
        meaning: "Division III coaches may meet you in person off campus.",
        when: When::OnDay {
            month: 6,
            day: 15,
            years_before: 1,
        },
        source: MANUALS,
        checked: "2026-02",
    },
    KeyDateRule {
        id: "di-written-offer",
        divisions: &["I"],
        title: "Division I written offers",
        meaning: "Division I coaches may tell you in writing that athletics aid will be offered.",
        when: When::OnDay {
            month: 8,
            day: 1,
            years_before: 1,
        },
        source: "NCAA Division I bylaw 13.9.2.2 (written offer of athletics aid)",
        checked: "2026-11",
    },
    KeyDateRule {
        id: "signing",
        divisions: &["I", "II"],
        title: "First signing day",
        meaning: "The first day you may sign a written offer of athletics aid; once you sign, other schools must \
stop recruiting you.",
        when: When::NthWeekday {
            month: 11,
            weekday: Weekday::Wednesday,
            n: 2,
            years_before: 1,
        },
        source: "NCAA Division I Council, October 2024: the National Letter of Intent was replaced by written \
offers of athletics aid; first signing date for all sports but football",
        checked: "2026-11",
    },
];

/// The divisions key dates are kept for.
const NCAA_DIVISIONS: [&str; 3] = ["I", "II", "III"];

/// A key date of one graduation year.
#[derive(Debug, Clone, PartialEq)]
pub struct DatedKeyDate {
    pub rule: &'static KeyDateRule,
    pub date: Date,
    /// The row's divisions the athlete aims for, joined with '/' ("I", "I/II").
    pub division: String,
}

/// The key dates of an athlete graduating in `grad_year` who aims for `divisions` (none: all
/// three NCAA divisions), by date.
pub fn key_dates(grad_year: i64, divisions: &[Division]) -> Vec<DatedKeyDate> {
    let wanted: Vec<&str> = if divisions.is_empty() {
        NCAA_DIVISIONS.to_vec()
    } else {
        divisions.iter().map(|d| d.as_str()).collect()
    };
    let mut dates: Vec<DatedKeyDate> = KEY_DATES
        .iter()
        .filter_map(|rule| {
            let matching: Vec<&str> = rule.divisions.iter().copied().filter(|d| wanted.contains(d)).collect();
            if matching.is_empty() {
                return None;
            }
            Some(DatedKeyDate {
                rule,
                date: rule.when.date_for(grad_year)?,
                division: matching.join("/"),
            })
        })
        .collect();
    // Stable: rows of one day keep the table's order.
    dates.sort_by_key(|d| d.date);
    dates
}

/// The day the key-date row `id` falls for an athlete graduating in `grad_year`.
pub fn day_of(id: &str, grad_year: i64) -> Option<Date> {
    KEY_DATES.iter().find(|rule| rule.id == id)?.when.date_for(grad_year)
}

/// The first day a Division I program may make a written offer of athletics aid.
pub const WRITTEN_OFFER: &str = "di-written-offer";
/// The first day a written offer of athletics aid may be signed (Divisions I and II).
pub const SIGNING: &str = "signing";

/// The divisions a key-date row applies to.
pub fn applies_to(id: &str, division: &str) -> bool {
    KEY_DATES
        .iter()
        .find(|rule| rule.id == id)
        .is_some_and(|rule| rule.divisions.contains(&division))
}
