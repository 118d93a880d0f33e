//! Who sees an athlete's recruiting profile. Plain functions; failures are `RecruitingError`.

use crate::{
    auth::store::{CoachStatus, ConsentStatus, Role},
    profiles::rules::Visibility,
};

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// The athlete.
    Owner,
    /// A college coach the operator has verified; by id, one whose recruiting workspace is
    /// open (the route refuses the others as search does).
    VerifiedCoach,
    /// A verified club coach whose club has the athlete on its roster.
    RosterClubCoach,
    /// Anyone else who is signed in: students, parents, coaches not (yet) verified, club coaches
    /// of other athletes, operators.
    OtherMember,
    /// Not signed in.
    Anonymous,
}

/// How the profile is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route {
    /// `GET /api/athletes/{id}`.
    ById,
    /// `GET /api/share/{token}` with the athlete's current token.
    ShareLink,
}

/// The kind of viewer: `viewer` is the signed-in user's id, role and coach status, if any.
pub fn viewer_kind(viewer: Option<(&str, Role, Option<CoachStatus>)>, athlete_id: &str) -> Viewer {
    match viewer {
        None => Viewer::Anonymous,
        Some((id, _, _)) if id == athlete_id => Viewer::Owner,
        Some((_, Role::Coach, Some(CoachStatus::Verified))) => Viewer::VerifiedCoach,
        Some(_) => Viewer::OtherMember,
    }
}

/// A minor waiting for a parent's consent is shown to nobody but themself.
pub fn consent_allows_showing(consent: ConsentStatus) -> bool {
    matches!(consent, ConsentStatus::NotRequired | ConsentStatus::Approved)
}

/// Whether `viewer` sees the profile asked for by `route` (contract section 3): the owner always
/// by id; a verified coach by id when visibility is `coaches` or `link`; anyone through the
/// current share link when visibility is `link`; the athlete's own club coach by id, whatever
/// the visibility (the athlete joined the roster); and never a minor still waiting for consent.
pub fn may_view(viewer: Viewer, route: Route, visibility: Visibility, consent: ConsentStatus) -> bool {
    match route {
        Route::ById if viewer == Viewer::Owner => true,
        Route::ById if viewer == Viewer::RosterClubCoach => consent_allows_showing(consent),
        Route::ById => {
            viewer == Viewer::VerifiedCoach
                && matches!(visibility, Visibility::Coaches | Visibility::Link)
                && consent_allows_showing(consent)
        }
        Route::ShareLink => visibility == Visibility::Link && consent_allows_showing(consent),
    }
}

/// The window of the athlete's views page, in days.
pub const VIEWS_PAGE_DAYS: i64 = 90;
/// The window of the dashboard's "Profile Views" figure, in days.
pub const VIEWS_DASHBOARD_DAYS: i64 = 30;

/// Whether a profile opened by id leaves a view: every college coach's read (each passed the
/// workspace's gate), never the athlete's own.
pub fn leaves_a_view(viewer: Viewer) -> bool {
    viewer == Viewer::VerifiedCoach
}

crate::text_enum! {
    /// What a program did after viewing, as far as the athlete may know.
    pub enum FollowUpKind {
        /// The program added the athlete to its recruiting board.
        AddedToWatchlist = "added_to_watchlist",
        /// A coach of the program wrote to the athlete.
        WroteToYou = "wrote_to_you",
    }
}

#[derive(Debug, thiserror::Error)]
pub enum RecruitingError {
    /// No such profile, or not shown to this viewer: the two are not told apart.
    #[error("There is no such athlete profile.")]
    NotFound,
    /// Profile views are the athlete's own.
    #[error("Profile views are shown to the athlete whose profile it is.")]
    NotAnAthlete,
}

/// Club coaches' evaluations are for college coaches past the workspace's gate only.
pub fn reads_club_evaluations(viewer: Viewer) -> bool {
    viewer == Viewer::VerifiedCoach
}

#[cfg(test)]
mod tests {
    use super::*;
    use ConsentStatus::{Approved, NotRequired, Pending};
    use Route::{ById, ShareLink};
    use Viewer::{Anonymous, OtherMember, Owner, VerifiedCoach};
    use Visibility::{Coaches, Link, Private};

    #[test]
    fn who_sees_a_profile_by_id() {
        // viewer, visibility, consent → allowed
        let table = [
            (Owner, Private, NotRequired, true),
            (Owner, Coaches, Pending, true),
            (Owner, Link, Pending, true),
            (VerifiedCoach, Private, NotRequired, false),
            (VerifiedCoach, Coaches, NotRequired, true),
            (VerifiedCoach, Link, NotRequired, true),
            (VerifiedCoach, Coaches, Approved, true),
            (VerifiedCoach, Link, Approved, true),
            (VerifiedCoach, Coaches, Pending, false),
            (VerifiedCoach, Link, Pending, false),
            (OtherMember, Private, NotRequired, false),
            (OtherMember, Coaches, NotRequired, false),
            (OtherMember, Link, NotRequired, false),
            (Anonymous, Private, NotRequired, false),
            (Anonymous, Coaches, NotRequired, false),
            (Anonymous, Link, NotRequired, false),
        ];
        for (viewer, visibility, consent, allowed) in table {
            assert_eq!(
                may_view(viewer, ById, visibility, consent),
                allowed,
                "{viewer:?} {visibility:?} {consent:?}"
            );
        }
    }

    #[test]
    fn who_sees_a_profile_through_its_share_link() {
        for viewer in [Owner, VerifiedCoach, OtherMember, Anonymous] {
            let table = [
                (Private, NotRequired, false),
                (Coaches, NotRequired, false),
                (Link, NotRequired, true),
                (Link, Approved, true),
                (Link, Pending, false),
            ];
            for (visibility, consent, allowed) in table {
                assert_eq!(
                    may_view(viewer, ShareLink, visibility, consent),
                    allowed,
                    "{viewer:?} {visibility:?} {consent:?}"
                );
            }
        }
    }

    #[test]
    fn views_count_only_for_verified_coaches() {
        assert!(leaves_a_view(VerifiedCoach));
        for viewer in [Owner, OtherMember, Anonymous] {
            assert!(!leaves_a_view(viewer));
        }
    }

    #[test]
    fn viewer_kinds() {
        assert_eq!(viewer_kind(None, "a"), Anonymous);
        assert_eq!(viewer_kind(Some(("a", Role::Student, None)), "a"), Owner);
        assert_eq!(
            viewer_kind(Some(("c", Role::Coach, Some(CoachStatus::Verified))), "a"),
            VerifiedCoach
        );
        assert_eq!(
            viewer_kind(Some(("c", Role::Coach, Some(CoachStatus::Pending))), "a"),
            OtherMember
        );
        assert_eq!(
            viewer_kind(Some(("c", Role::Coach, Some(CoachStatus::Rejected))), "a"),
            OtherMember
        );
        assert_eq!(viewer_kind(Some(("c", Role::Coach, None)), "a"), OtherMember);
        assert_eq!(viewer_kind(Some(("s", Role::Student, None)), "a"), OtherMember);
        // Only a coach's verification counts, whatever else the row says.
        assert_eq!(
            viewer_kind(Some(("p", Role::Admin, Some(CoachStatus::Verified))), "a"),
            OtherMember
        );
    }
}
