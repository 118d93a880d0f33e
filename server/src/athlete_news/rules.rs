//! The kinds of news about an athlete and the sentence a coach reads for each. Plain functions
//! over values the writers already hold.

crate::text_enum! {
    /// What changed (`athlete_news.kind`).
    pub enum NewsKind {
        PersonalBest = "personal_best",
        VerifiedBest = "verified_best",
        ErgTest = "erg_test",
        RaceResult = "race_result",
        TestScore = "test_score",
        ProfileUpdate = "profile_update",
        Commitment = "commitment",
    }
}

/// One line of news, ready to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct News {
    pub kind: NewsKind,
    pub summary: String,
}

impl News {
    fn new(kind: NewsKind, summary: String) -> Self {
        News { kind, summary }
    }
}

/// A logged erg test: a personal best when no earlier test of the piece was as good.
pub fn erg_test(piece: &str, result: &str, personal_best: bool) -> News {
    if personal_best {
        News::new(NewsKind::PersonalBest, format!("New {piece} personal best: {result}"))
    } else {
        News::new(NewsKind::ErgTest, format!("Logged a {piece} erg test: {result}"))
    }
}

/// A club coach verified a personal best.
pub fn verified_best(piece: &str, result: &str, club: &str) -> News {
    News::new(
        NewsKind::VerifiedBest,
        format!("{piece} personal best of {result} verified by {club}"),
    )
}

/// A race result, with the place when given ("Raced the Youth 8+ at Head of the Charles: 3rd").
pub fn race_result(event: &str, regatta: &str, place: Option<i64>) -> News {
    let place = place.map(|p| format!(": {}", ordinal(p))).unwrap_or_default();
    News::new(NewsKind::RaceResult, format!("Raced {event} at {regatta}{place}"))
}

/// The athlete recorded a verbal commitment to a program, or a signed offer.
pub fn commitment(program: &str, signed: bool) -> News {
    let summary = if signed {
        format!("Signed with {program}")
    } else {
        format!("Verbally committed to {program}")
    };
    News::new(NewsKind::Commitment, summary)
}

/// The athlete accepted a program's offer: a commitment the program confirmed.
pub fn confirmed_commitment(program: &str, class_of: i64, signed: bool) -> News {
    let summary = if signed {
        format!("Signed a written offer of athletics aid with {program}, class of {class_of}")
    } else {
        format!("Committed to {program}, class of {class_of} (accepted the program's offer)")
    };
    News::new(NewsKind::Commitment, summary)
}

/// The profile facts whose change is news.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ProfileFacts {
    pub grad_year: Option<i64>,
    pub height_inches: Option<i64>,
    pub weight: Option<i64>,
    pub sat: Option<i64>,
    pub act: Option<i64>,
}

/// The news in a profile save: each fact given a new value (a value removed is not news).
pub fn profile_changes(before: &ProfileFacts, after: &ProfileFacts) -> Vec<News> {
    let mut news = Vec::new();
    let changed = |old: Option<i64>, new: Option<i64>| new.filter(|n| old != Some(*n));
    if let Some(year) = changed(before.grad_year, after.grad_year) {
        news.push(News::new(
            NewsKind::ProfileUpdate,
            format!("Graduation year is now {year}"),
        ));
    }
    if let Some(inches) = changed(before.height_inches, after.height_inches) {
        news.push(News::new(
            NewsKind::ProfileUpdate,
            format!("Height is now {}′{}″", inches / 12, inches % 12),
        ));
    }
    if let Some(weight) = changed(before.weight, after.weight) {
        news.push(News::new(NewsKind::ProfileUpdate, format!("Weight is now {weight} lb")));
    }
    if let Some(sat) = changed(before.sat, after.sat) {
        news.push(News::new(NewsKind::TestScore, format!("New SAT score: {sat}")));
    }
    if let Some(act) = changed(before.act, after.act) {
        news.push(News::new(NewsKind::TestScore, format!("New ACT score: {act}")));
    }
    news
}

/// 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st.
fn ordinal(n: i64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_erg_test_is_news_of_a_best_only_when_it_is_one() {
        assert_eq!(erg_test("2k", "6:45.2", true).kind, NewsKind::PersonalBest);
        assert_eq!(erg_test("2k", "6:45.2", true).summary, "New 2k personal best: 6:45.2");
        assert_eq!(
            erg_test("6k", "21:30.0", false).summary,
            "Logged a 6k erg test: 21:30.0"
        );
    }

    #[test]
    fn races_read_with_their_place() {
        assert_eq!(
            race_result("Youth 8+", "Head of the Charles", Some(3)).summary,
            "Raced Youth 8+ at Head of the Charles: 3rd"
        );
        assert_eq!(race_result("1x", "Stotesbury", None).summary, "Raced 1x at Stotesbury");
        assert_eq!(ordinal(11), "11th");
        assert_eq!(ordinal(22), "22nd");
        assert_eq!(ordinal(101), "101st");
    }

    #[test]
    fn only_new_values_are_news() {
        let before = ProfileFacts {
            grad_year: Some(2028),
            height_inches: Some(72),
            weight: Some(170),
            sat: None,
            act: Some(30),
        };
        let after = ProfileFacts {
            grad_year: Some(2028),
            height_inches: Some(73),
            weight: None,
            sat: Some(1400),
            act: Some(30),
        };
        let summaries: Vec<_> = profile_changes(&before, &after)
            .into_iter()
            .map(|n| n.summary)
            .collect();
        assert_eq!(summaries, ["Height is now 6′1″", "New SAT score: 1400"]);
        assert!(profile_changes(&after, &after).is_empty());
    }
}
