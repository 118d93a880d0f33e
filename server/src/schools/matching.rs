//! Which school a coach's email address most likely belongs to, by its domain: the console's
//! suggestion when verifying a coach and the coach page's suggested program.

use super::store::operator::SchoolName;

const STOP_WORDS: [&str; 5] = ["of", "the", "and", "at", "in"];

/// The school an address like `coach@cs.washington.edu` or `coach@uw.edu` most likely belongs
/// to. The domain's main label is compared with each name, best form first: "University of
/// Label", "Label University", "Label College", the name's initials, then any word of the name;
/// a tie between schools means no match.
pub fn match_school<'a>(email: &str, schools: &'a [SchoolName]) -> Option<&'a SchoolName> {
    let domain = email.rsplit_once('@')?.1.to_lowercase();
    let mut labels: Vec<&str> = domain.split('.').collect();
    if labels.pop()? != "edu" {
        return None;
    }
    let label = *labels.last()?;
    if label.len() < 2 {
        return None;
    }
    let rank = |name: &str| -> Option<u8> {
        let lower = name.to_lowercase();
        let words: Vec<&str> = lower
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let initials: String = words
            .iter()
            .filter(|w| !STOP_WORDS.contains(w))
            .filter_map(|w| w.chars().next())
            .collect();
        if lower == format!("university of {label}") {
            Some(0)
        } else if lower == format!("{label} university") {
            Some(1)
        } else if lower == format!("{label} college") {
            Some(2)
        } else if initials == label {
            Some(3)
        } else if words.contains(&label) {
            Some(4)
        } else {
            None
        }
    };
    let ranked: Vec<(u8, &SchoolName)> = schools
        .iter()
        .filter_map(|school| rank(&school.name).map(|r| (r, school)))
        .collect();
    let best = ranked.iter().map(|(r, _)| *r).min()?;
    let mut candidates = ranked.iter().filter(|(r, _)| *r == best);
    let first = candidates.next()?.1;
    // Two schools with the same initials or word: too ambiguous to suggest either.
    if candidates.next().is_some() {
        return None;
    }
    Some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_domains_match_schools_by_name_form_then_initials_then_word() {
        let schools: Vec<SchoolName> = crate::schools::import::parse(crate::schools::import::SEED_PROGRAMS, None)
            .unwrap()
            .into_iter()
            .map(|r| SchoolName { id: r.id, name: r.name })
            .collect();
        let matched = |email: &str| match_school(email, &schools).map(|s| s.id.as_str());
        assert_eq!(matched("c@yale.edu"), Some("yale-university"));
        assert_eq!(matched("c@uw.edu"), Some("university-of-washington"));
        assert_eq!(matched("c@athletics.washington.edu"), Some("university-of-washington"));
        // Barry University and Boston University share the initials: no guess.
        assert_eq!(matched("c@bu.edu"), None);
        assert_eq!(matched("c@gmail.com"), None);
        assert_eq!(matched("c@yale.com"), None);
    }
}
