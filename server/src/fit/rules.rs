//! The fit rules, set on 2026-11-28 from what admissions counselling and rowing recruiting use:
//! a test score against the middle 50% of admitted students (below: reach, within: target,
//! above: likely), every applicant's reach at a school admitting under a fifth, a GPA under 3.0
//! one step further; and a 2k within a program's recruited or walk-on range, or its gap to each.

use crate::rowing::format_tenths;

/// A school admitting fewer than this share of applicants is a reach for everyone.
pub const HIGHLY_SELECTIVE_ADMIT_RATE: f64 = 0.20;
/// An unweighted GPA under this moves a fit one step toward reach.
pub const GPA_CAUTION: f64 = 3.0;

/// "Can I get in?"
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AcademicFit {
    Reach,
    Target,
    Likely,
    /// The athlete has no SAT or ACT, or the school no middle 50% for either.
    Unknown,
}

impl AcademicFit {
    /// One step toward reach.
    fn harder(self) -> AcademicFit {
        match self {
            AcademicFit::Likely => AcademicFit::Target,
            AcademicFit::Target | AcademicFit::Reach => AcademicFit::Reach,
            AcademicFit::Unknown => AcademicFit::Unknown,
        }
    }
}

/// What the school's admitted students scored (middle 50%) and how many applicants it admits.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Admissions {
    /// SAT reading + math, 25th and 75th percentiles.
    pub sat: Option<(u32, u32)>,
    /// ACT composite, 25th and 75th percentiles.
    pub act: Option<(u32, u32)>,
    /// Share of applicants admitted, 0 to 1.
    pub admit_rate: Option<f64>,
}

/// What the athlete gave of their academics.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Academics {
    /// SAT total, 400 to 1600.
    pub sat: Option<u32>,
    /// ACT composite, 1 to 36.
    pub act: Option<u32>,
    /// Unweighted GPA, 0 to 4.
    pub gpa: Option<f64>,
}

/// A fit and the reasons for it, in words with the figures used.
#[derive(Debug, Clone, PartialEq)]
pub struct Judged<T> {
    pub fit: T,
    pub reasons: Vec<String>,
}

/// Where a score stands against a middle 50%.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Standing {
    Below,
    Within,
    Above,
}

fn standing(score: u32, (low, high): (u32, u32)) -> Standing {
    if score < low {
        Standing::Below
    } else if score <= high {
        Standing::Within
    } else {
        Standing::Above
    }
}

fn standing_words(test: &str, score: u32, range: (u32, u32)) -> String {
    let place = match standing(score, range) {
        Standing::Below => "below",
        Standing::Within => "within",
        Standing::Above => "above",
    };
    format!(
        "Your {test} {score} is {place} the middle 50% of admitted students ({}–{}).",
        range.0, range.1
    )
}

/// The academic fit: the better of the SAT's and the ACT's standing (schools take the better
/// test), then every applicant's reach under a 20% admit rate, then a GPA under 3.0 one step on.
pub fn academic_fit(athlete: &Academics, school: &Admissions) -> Judged<AcademicFit> {
    let mut reasons = Vec::new();
    let mut best: Option<Standing> = None;
    for (test, score, range) in [("SAT", athlete.sat, school.sat), ("ACT", athlete.act, school.act)] {
        if let (Some(score), Some(range)) = (score, range) {
            reasons.push(standing_words(test, score, range));
            best = best.max(Some(standing(score, range)));
        }
    }
    let Some(best) = best else {
        let missing = if athlete.sat.is_none() && athlete.act.is_none() {
            "Add your SAT or ACT to see whether you are likely to get in."
        } else {
            "The school publishes no middle 50% for the test you took."
        };
        return Judged {
            fit: AcademicFit::Unknown,
            reasons: vec![missing.to_owned()],
        };
    };
    let mut fit = match best {
        Standing::Below => AcademicFit::Reach,
        Standing::Within => AcademicFit::Target,
        Standing::Above => AcademicFit::Likely,
    };
    if let Some(rate) = school.admit_rate {
        if rate < HIGHLY_SELECTIVE_ADMIT_RATE {
            fit = AcademicFit::Reach;
            reasons.push(format!(
                "It admits {} of applicants, under 20%: a reach for everyone.",
                percent(rate)
            ));
        }
    }
    if let Some(gpa) = athlete.gpa {
        if gpa < GPA_CAUTION && fit != AcademicFit::Reach {
            fit = fit.harder();
            reasons.push(format!("Your GPA {gpa:.2} is under 3.0, one step harder."));
        }
    }
    Judged { fit, reasons }
}

fn percent(rate: f64) -> String {
    // Rounded down, so a rate is never shown as less selective than it is.
    format!("{}%", (rate * 100.0).floor())
}

/// "Am I fast enough?"
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AthleticFit {
    /// At or faster than the slow end of the recruited range.
    Recruited,
    /// Within the walk-on range, slower than the recruited one.
    WalkOn,
    /// Slower than every published range.
    Outside,
    /// No 2k from the athlete, or no range from the program.
    Unknown,
}

/// A 2k range a program publishes, in tenths of a second: the fastest and the slowest it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    pub fastest: i64,
    pub slowest: i64,
}

/// The program's published 2k ranges for a squad.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Standards {
    pub recruited: Option<Range>,
    pub walk_on: Option<Range>,
}

/// The athlete's best 2k, verified tests preferred by the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Best2k {
    pub tenths: i64,
    pub verified: bool,
}

fn range_words(range: Range) -> String {
    format!("{}–{}", format_tenths(range.fastest), format_tenths(range.slowest))
}

fn gap_words(gap: i64) -> String {
    format!("{:.1} s", gap as f64 / 10.0)
}

/// The athletic fit: within the recruited range (faster counts too), within the walk-on range,
/// or slower than both, with the gap in seconds to each; a self-reported 2k says so.
pub fn athletic_fit(best: Option<Best2k>, standards: &Standards) -> Judged<AthleticFit> {
    let Some(best) = best else {
        return Judged {
            fit: AthleticFit::Unknown,
            reasons: vec!["Log a 2k test to see where you stand.".to_owned()],
        };
    };
    if standards.recruited.is_none() && standards.walk_on.is_none() {
        return Judged {
            fit: AthleticFit::Unknown,
            reasons: vec!["The program has not published its ranges.".to_owned()],
        };
    }
    let time = format_tenths(best.tenths);
    let mut reasons = Vec::new();
    let fit = match (standards.recruited, standards.walk_on) {
        (Some(recruited), _) if best.tenths <= recruited.slowest => {
            reasons.push(format!(
                "Your 2k {time} is within the recruited range ({}).",
                range_words(recruited)
            ));
            AthleticFit::Recruited
        }
        (recruited, Some(walk_on)) if best.tenths <= walk_on.slowest => {
            reasons.push(format!(
                "Your 2k {time} is within the walk-on range ({}).",
                range_words(walk_on)
            ));
            if let Some(recruited) = recruited {
                reasons.push(format!(
                    "{} from the recruited range ({}).",
                    gap_words(best.tenths - recruited.slowest),
                    range_words(recruited)
                ));
            }
            AthleticFit::WalkOn
        }
        (recruited, walk_on) => {
            for (name, range) in [("walk-on", walk_on), ("recruited", recruited)] {
                if let Some(range) = range {
                    reasons.push(format!(
                        "Your 2k {time} is {} from the {name} range ({}).",
                        gap_words(best.tenths - range.slowest),
                        range_words(range)
                    ));
                }
            }
            AthleticFit::Outside
        }
    };
    if !best.verified {
        reasons.push("Self-reported: coaches weigh a verified 2k more.".to_owned());
    }
    Judged { fit, reasons }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCHOOL: Admissions = Admissions {
        sat: Some((1290, 1480)),
        act: Some((29, 33)),
        admit_rate: Some(0.35),
    };

    fn sat(score: u32) -> Academics {
        Academics {
            sat: Some(score),
            ..Academics::default()
        }
    }

    #[test]
    fn a_score_at_each_edge_of_the_middle_50_is_within_it() {
        assert_eq!(academic_fit(&sat(1289), &SCHOOL).fit, AcademicFit::Reach);
        assert_eq!(academic_fit(&sat(1290), &SCHOOL).fit, AcademicFit::Target);
        assert_eq!(academic_fit(&sat(1480), &SCHOOL).fit, AcademicFit::Target);
        assert_eq!(academic_fit(&sat(1481), &SCHOOL).fit, AcademicFit::Likely);
        let judged = academic_fit(&sat(1350), &SCHOOL);
        assert_eq!(
            judged.reasons,
            ["Your SAT 1350 is within the middle 50% of admitted students (1290–1480)."]
        );
    }

    #[test]
    fn the_better_test_counts_and_an_act_alone_is_enough() {
        let both = Academics {
            sat: Some(1200),
            act: Some(34),
            gpa: None,
        };
        let judged = academic_fit(&both, &SCHOOL);
        assert_eq!(judged.fit, AcademicFit::Likely);
        assert_eq!(judged.reasons.len(), 2);
        let act_only = Academics {
            act: Some(30),
            ..Academics::default()
        };
        assert_eq!(academic_fit(&act_only, &SCHOOL).fit, AcademicFit::Target);
        let no_act_range = Admissions { act: None, ..SCHOOL };
        let judged = academic_fit(&act_only, &no_act_range);
        assert_eq!(judged.fit, AcademicFit::Unknown);
        assert_eq!(
            judged.reasons,
            ["The school publishes no middle 50% for the test you took."]
        );
    }

    #[test]
    fn missing_data_is_unknown_with_what_would_tell() {
        let judged = academic_fit(&Academics::default(), &SCHOOL);
        assert_eq!(judged.fit, AcademicFit::Unknown);
        assert_eq!(
            judged.reasons,
            ["Add your SAT or ACT to see whether you are likely to get in."]
        );
        assert_eq!(
            academic_fit(&sat(1400), &Admissions::default()).fit,
            AcademicFit::Unknown
        );
    }

    #[test]
    fn under_a_fifth_admitted_is_a_reach_and_a_low_gpa_one_step_harder() {
        let selective = Admissions {
            admit_rate: Some(0.199),
            ..SCHOOL
        };
        let judged = academic_fit(&sat(1550), &selective);
        assert_eq!(judged.fit, AcademicFit::Reach);
        assert_eq!(
            judged.reasons[1],
            "It admits 19% of applicants, under 20%: a reach for everyone."
        );
        let at_the_line = Admissions {
            admit_rate: Some(0.20),
            ..SCHOOL
        };
        assert_eq!(academic_fit(&sat(1550), &at_the_line).fit, AcademicFit::Likely);

        let low_gpa = Academics {
            sat: Some(1550),
            act: None,
            gpa: Some(2.99),
        };
        let judged = academic_fit(&low_gpa, &SCHOOL);
        assert_eq!(judged.fit, AcademicFit::Target);
        assert_eq!(judged.reasons[1], "Your GPA 2.99 is under 3.0, one step harder.");
        let gpa_three = Academics {
            gpa: Some(3.0),
            ..low_gpa
        };
        assert_eq!(academic_fit(&gpa_three, &SCHOOL).fit, AcademicFit::Likely);
    }

    const WOMEN: Standards = Standards {
        recruited: Some(Range {
            fastest: 4200,
            slowest: 4500,
        }),
        walk_on: Some(Range {
            fastest: 4500,
            slowest: 4650,
        }),
    };

    fn best(tenths: i64, verified: bool) -> Option<Best2k> {
        Some(Best2k { tenths, verified })
    }

    #[test]
    fn a_2k_at_each_edge_of_the_ranges() {
        assert_eq!(athletic_fit(best(4100, true), &WOMEN).fit, AthleticFit::Recruited);
        assert_eq!(athletic_fit(best(4500, true), &WOMEN).fit, AthleticFit::Recruited);
        assert_eq!(athletic_fit(best(4501, true), &WOMEN).fit, AthleticFit::WalkOn);
        assert_eq!(athletic_fit(best(4650, true), &WOMEN).fit, AthleticFit::WalkOn);
        assert_eq!(athletic_fit(best(4651, true), &WOMEN).fit, AthleticFit::Outside);
    }

    #[test]
    fn the_reasons_give_the_gap_to_each_range_and_say_when_self_reported() {
        let judged = athletic_fit(best(4580, false), &WOMEN);
        assert_eq!(
            judged.reasons,
            [
                "Your 2k 7:38.0 is within the walk-on range (7:30.0–7:45.0).",
                "8.0 s from the recruited range (7:00.0–7:30.0).",
                "Self-reported: coaches weigh a verified 2k more.",
            ]
        );
        let judged = athletic_fit(best(4700, true), &WOMEN);
        assert_eq!(
            judged.reasons,
            [
                "Your 2k 7:50.0 is 5.0 s from the walk-on range (7:30.0–7:45.0).",
                "Your 2k 7:50.0 is 20.0 s from the recruited range (7:00.0–7:30.0).",
            ]
        );
    }

    #[test]
    fn without_a_2k_or_ranges_the_fit_is_unknown() {
        assert_eq!(athletic_fit(None, &WOMEN).fit, AthleticFit::Unknown);
        let judged = athletic_fit(best(4400, true), &Standards::default());
        assert_eq!(judged.fit, AthleticFit::Unknown);
        assert_eq!(judged.reasons, ["The program has not published its ranges."]);
        let recruited_only = Standards { walk_on: None, ..WOMEN };
        assert_eq!(
            athletic_fit(best(4600, true), &recruited_only).fit,
            AthleticFit::Outside
        );
    }
}
