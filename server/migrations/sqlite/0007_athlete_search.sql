-- Athlete search: coaches filter the profiles shown to them and sort by best 2k, best 6k,
-- graduation year or last update, a page of 25 at a time, with the total count.
-- Each sort has an index that walks the listed athletes in its order, so an unfiltered page
-- stops after 25 rows; the graduation year (nearly always filtered) leads a second set.
CREATE INDEX profiles_search_2k ON profiles (user_role, visibility, best_2k_tenths, id);
CREATE INDEX profiles_search_6k ON profiles (user_role, visibility, best_6k_tenths, id);
CREATE INDEX profiles_search_grad ON profiles (user_role, visibility, grad_year, best_2k_tenths, id);
CREATE INDEX profiles_search_updated ON profiles (user_role, visibility, updated_at, id);
-- Saved searches count athletes listed since the coach's last look.
CREATE INDEX profiles_listed ON profiles (listed_at);
-- The part of "shown to coaches" kept on the account, read for every candidate row.
CREATE INDEX users_shown ON users (id, consent_status, disabled_at);
