-- Saved searches become alerts: which athletes match each saved search, kept as athletes change
-- (athlete_search::alerts), the per-search alert email switch, and the daily digest's claim.

-- On by default; a search's one-click unsubscribe link or its switch turns it off.
ALTER TABLE saved_searches ADD COLUMN alerts_on BIGINT NOT NULL DEFAULT 1;
-- When the search's matches were first filled by running it; null for searches saved before
-- this migration, which the server fills when it first loads them.
ALTER TABLE saved_searches ADD COLUMN matches_filled_at BIGINT;

-- One row per athlete shown to coaches and saved search the athlete matches, since `matched_at`.
-- Keyed athlete first, so a profile save's added and dropped matches are rows side by side (one
-- athlete's matches share a page or two); the second index serves a search's new athletes.
CREATE TABLE saved_search_matches (
    athlete_id  TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    search_id   TEXT NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
    matched_at  BIGINT NOT NULL,
    PRIMARY KEY (athlete_id, search_id)
);
CREATE INDEX saved_search_matches_search ON saved_search_matches (search_id, matched_at);

-- The last saved-search digest each coach was sent: at most one per UTC day.
CREATE TABLE saved_search_digests (
    coach_id  TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    sent_on   TEXT NOT NULL,
    sent_at   BIGINT NOT NULL
);

-- Athletes whose matches must be worked out again because something other than their own profile
-- save changed what coaches see of them (a parent's consent, an unfrozen account, an erg test,
-- an attested result); the alerts sweep empties it.
CREATE TABLE saved_search_rematch (
    athlete_id  TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE
);

-- Hidden from coaches, whatever hid them: no saved search matches the athlete any more.
CREATE FUNCTION saved_search_matches_follow_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.shown_to_coaches = 1 AND NEW.shown_to_coaches = 0 THEN
        DELETE FROM saved_search_matches WHERE athlete_id = NEW.id;
        DELETE FROM saved_search_rematch WHERE athlete_id = NEW.id;
    ELSIF NEW.shown_to_coaches = 1 AND (OLD.shown_to_coaches = 0
            OR OLD.best_2k_tenths IS DISTINCT FROM NEW.best_2k_tenths
            OR OLD.best_6k_tenths IS DISTINCT FROM NEW.best_6k_tenths
            OR OLD.verified_2k_tenths IS DISTINCT FROM NEW.verified_2k_tenths) THEN
        -- Shown again, or a searched figure changed outside the profile form: match again.
        INSERT INTO saved_search_rematch (athlete_id) VALUES (NEW.id) ON CONFLICT (athlete_id) DO NOTHING;
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER profiles_matches_follow_shown
    AFTER UPDATE OF shown_to_coaches, best_2k_tenths, best_6k_tenths, verified_2k_tenths ON profiles
    FOR EACH ROW EXECUTE FUNCTION saved_search_matches_follow_shown();
