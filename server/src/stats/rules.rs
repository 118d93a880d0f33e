//! Which of the site's figures the landing page may show, and how they are rounded, decided
//! without HTTP or SQL.

/// A figure is left out (null) while the count is below its threshold: a small number reads as
/// a weakness, not a fact worth showing.
pub const MIN_ATHLETES: i64 = 100;
pub const MIN_PROGRAMS: i64 = 50;
pub const MIN_COMMITMENTS: i64 = 10;

/// A count rounded down to two significant figures, so the page's "1,200+" is never more than
/// the database holds: 1,234 → 1,200, 987 → 980, 12,345 → 12,000; under 100 it is exact.
pub fn round_down(count: i64) -> i64 {
    let mut unit = 1;
    while count / unit >= 100 {
        unit *= 10;
    }
    count / unit * unit
}

/// The figure shown for `count`: rounded down, or None while below `threshold`.
pub fn shown(count: i64, threshold: i64) -> Option<i64> {
    (count >= threshold).then(|| round_down(count))
}

/// The counts behind the landing page's figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counts {
    pub athletes: i64,
    pub programs: i64,
    pub commitments: i64,
}

/// The figures the landing page shows: each rounded down, or None while too small.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figures {
    pub athletes: Option<i64>,
    pub programs: Option<i64>,
    pub commitments: Option<i64>,
}

pub fn figures(counts: Counts) -> Figures {
    Figures {
        athletes: shown(counts.athletes, MIN_ATHLETES),
        programs: shown(counts.programs, MIN_PROGRAMS),
        commitments: shown(counts.commitments, MIN_COMMITMENTS),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_round_down_to_two_significant_figures() {
        assert_eq!(round_down(0), 0);
        assert_eq!(round_down(56), 56);
        assert_eq!(round_down(99), 99);
        assert_eq!(round_down(100), 100);
        assert_eq!(round_down(207), 200);
        assert_eq!(round_down(987), 980);
        assert_eq!(round_down(1_234), 1_200);
        assert_eq!(round_down(12_345), 12_000);
        assert_eq!(round_down(1_999_999), 1_900_000);
    }

    #[test]
    fn a_figure_never_exceeds_its_count_and_stays_within_a_tenth_of_it() {
        for count in (0..5_000).chain([99_999, 100_001, 7_654_321]) {
            let rounded = round_down(count);
            assert!(rounded <= count, "{count} → {rounded}");
            assert!(count - rounded <= rounded / 10, "{count} → {rounded}");
        }
    }

    #[test]
    fn small_counts_are_left_out() {
        let small = figures(Counts {
            athletes: 99,
            programs: 49,
            commitments: 9,
        });
        assert_eq!(
            small,
            Figures {
                athletes: None,
                programs: None,
                commitments: None
            }
        );
        let large = figures(Counts {
            athletes: 1_234,
            programs: 207,
            commitments: 10,
        });
        assert_eq!(
            large,
            Figures {
                athletes: Some(1_200),
                programs: Some(200),
                commitments: Some(10)
            }
        );
    }
}
