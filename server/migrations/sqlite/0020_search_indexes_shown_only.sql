-- The athlete search only ever reads profiles shown to coaches, so its indexes hold only those:
-- a save of a profile coaches cannot see (a draft, a minor without a parent's approval, a
-- private profile) no longer rewrites an entry in each of them, and the indexes stay the size
-- of what is searched. The columns and their order are unchanged.
DROP INDEX profiles_search_2k;
DROP INDEX profiles_search_6k;
DROP INDEX profiles_search_grad;
DROP INDEX profiles_search_updated;
DROP INDEX profiles_search_filters;
DROP INDEX profiles_verified_2k;
CREATE INDEX profiles_search_2k ON profiles (shown_to_coaches, (best_2k_tenths IS NULL), best_2k_tenths, id)
    WHERE shown_to_coaches = 1;
CREATE INDEX profiles_search_6k ON profiles (shown_to_coaches, (best_6k_tenths IS NULL), best_6k_tenths, id)
    WHERE shown_to_coaches = 1;
CREATE INDEX profiles_search_grad ON profiles (shown_to_coaches, (grad_year IS NULL), grad_year, id)
    WHERE shown_to_coaches = 1;
CREATE INDEX profiles_search_updated ON profiles (shown_to_coaches, updated_at DESC, id)
    WHERE shown_to_coaches = 1;
CREATE INDEX profiles_search_filters ON profiles (shown_to_coaches, grad_year, squad, best_2k_tenths,
    best_6k_tenths, home_state, height_feet, height_inches, gpa, sat_score, act_score, weight_class, side, coxswain)
    WHERE shown_to_coaches = 1;
CREATE INDEX profiles_verified_2k ON profiles (shown_to_coaches, verified_2k_tenths, id)
    WHERE shown_to_coaches = 1;
