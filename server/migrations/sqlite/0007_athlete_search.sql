-- Athlete search: coaches filter the profiles shown to them, sort them, and read a page of 25
-- with the total count.
-- Each order has an index that walks the athletes in that order (missing times and years last,
-- as `(x IS NULL), x`), with the visibility in the index, so a page stops after its rows instead
-- of sorting every match.
CREATE INDEX profiles_search_2k ON profiles (user_role, (best_2k_tenths IS NULL), best_2k_tenths, id, visibility);
CREATE INDEX profiles_search_6k ON profiles (user_role, (best_6k_tenths IS NULL), best_6k_tenths, id, visibility);
CREATE INDEX profiles_search_grad ON profiles (user_role, (grad_year IS NULL), grad_year, id, visibility);
CREATE INDEX profiles_search_updated ON profiles (user_role, updated_at DESC, id, visibility);
-- The count reads the filter columns from one index instead of the rows.
CREATE INDEX profiles_search_filters ON profiles (user_role, visibility, grad_year, squad, best_2k_tenths,
    best_6k_tenths, home_state, height_feet, height_inches, gpa, sat_score, act_score, weight_class, side, coxswain);
-- Saved searches count athletes listed since the coach's last look.
CREATE INDEX profiles_listed ON profiles (listed_at);
-- The part of "shown to coaches" kept on the account, read for every candidate row.
CREATE INDEX users_shown ON users (id, consent_status, disabled_at);
