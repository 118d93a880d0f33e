//! The recruiting calendar the coach page's NCAA notice is drawn from: dated periods, so the
//! notice stays true as dates pass. Outside every listed period the standard rules apply.

use jiff::civil::{date, Date};
use serde::Serialize;
use utoipa::ToSchema;

pub struct Period {
    pub name: &'static str,
    pub start: Date,
    /// First day after the period.
    pub end: Date,
    pub guidance: &'static str,
}

/// Periods in date order. Kept by operators as the NCAA publishes calendars.
pub const CALENDAR: &[Period] = &[Period {
    name: "Dead period",
    start: date(2024, 11, 11),
    end: date(2025, 1, 1),
    guidance: "No in-person recruiting contact with athletes or their families. Messages through RowRecruit remain allowed within NCAA rules.",
}];

pub const STANDARD_GUIDANCE: &str = "Standard NCAA recruiting rules apply: Division I coaches may begin recruiting \
communication with athletes from June 15 after their sophomore year of high school. Check your division's calendar before contacting athletes.";

#[derive(Serialize, ToSchema, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RecruitingNotice {
    /// The period in force, or null when none is listed for today.
    pub period: Option<&'static str>,
    /// yyyy-mm-dd of the period's last day, when a period is in force.
    pub until: Option<String>,
    pub guidance: &'static str,
}

pub fn notice_on(today: Date) -> RecruitingNotice {
    match CALENDAR.iter().find(|p| p.start <= today && today < p.end) {
        Some(p) => RecruitingNotice {
            period: Some(p.name),
            until: p.end.yesterday().ok().map(|d| d.to_string()),
            guidance: p.guidance,
        },
        None => RecruitingNotice {
            period: None,
            until: None,
            guidance: STANDARD_GUIDANCE,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notice_follows_the_date() {
        let during = notice_on(date(2024, 12, 31));
        assert_eq!(during.period, Some("Dead period"));
        assert_eq!(during.until.as_deref(), Some("2024-12-31"));
        let after = notice_on(date(2025, 1, 1));
        assert_eq!(after.period, None);
        assert_eq!(after.guidance, STANDARD_GUIDANCE);
    }
}
