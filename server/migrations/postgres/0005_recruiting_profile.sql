-- The recruiting profile (issue 14): more profile fields, who may see the profile, its share
-- link, and the athlete's performance log (erg tests and race results).
-- Flags are BIGINT 0/1, lists JSON text, calendar dates yyyy-mm-dd text (they sort as text).

ALTER TABLE profiles ADD COLUMN squad TEXT;
ALTER TABLE profiles ADD COLUMN weight_class TEXT;
ALTER TABLE profiles ADD COLUMN side TEXT;
ALTER TABLE profiles ADD COLUMN discipline TEXT;
ALTER TABLE profiles ADD COLUMN coxswain BIGINT NOT NULL DEFAULT 0;
ALTER TABLE profiles ADD COLUMN wingspan_inches BIGINT;
ALTER TABLE profiles ADD COLUMN seasons_rowed BIGINT;
ALTER TABLE profiles ADD COLUMN club_coach_name TEXT;
ALTER TABLE profiles ADD COLUMN target_divisions TEXT NOT NULL DEFAULT '[]';
ALTER TABLE profiles ADD COLUMN intended_major TEXT;
ALTER TABLE profiles ADD COLUMN act_score BIGINT;
ALTER TABLE profiles ADD COLUMN boats_coxed TEXT;
ALTER TABLE profiles ADD COLUMN cox_links TEXT NOT NULL DEFAULT '[]';
ALTER TABLE profiles ADD COLUMN headline TEXT;
ALTER TABLE profiles ADD COLUMN links TEXT NOT NULL DEFAULT '[]';
-- private, coaches or link.
ALTER TABLE profiles ADD COLUMN visibility TEXT NOT NULL DEFAULT 'private';
-- The current share link's token while the link is on; shown to the owner again, so kept as is.
ALTER TABLE profiles ADD COLUMN share_token TEXT;
CREATE UNIQUE INDEX profiles_share_token ON profiles (share_token);

-- Time pieces keep the time in tenths of a second, timed pieces (30min, 60min) the meters.
CREATE TABLE erg_tests (
    id                 TEXT PRIMARY KEY,
    user_id            TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    piece              TEXT NOT NULL,
    tenths             BIGINT,
    meters             BIGINT,
    test_date          TEXT NOT NULL,
    stroke_rate        BIGINT,
    notes              TEXT,
    verification_code  TEXT,
    created_at         BIGINT NOT NULL,
    updated_at         BIGINT NOT NULL
);
CREATE INDEX erg_tests_best ON erg_tests (user_id, piece, tenths);

CREATE TABLE race_results (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    regatta      TEXT NOT NULL,
    race_date    TEXT NOT NULL,
    event        TEXT NOT NULL,
    boat_class   TEXT NOT NULL,
    seat         TEXT NOT NULL,
    place        BIGINT,
    tenths       BIGINT,
    results_url  TEXT,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
CREATE INDEX race_results_user ON race_results (user_id, race_date);
