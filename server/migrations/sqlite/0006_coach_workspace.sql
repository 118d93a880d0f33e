-- The college coach's workspace (issue 15): the program each coach recruits for and its plan,
-- search columns on profiles, profile and program-page views, the program's recruiting board,
-- and saved searches. Program ids are school ids; they are not foreign keys because the
-- schools import may retire a program, which then simply stops matching.

-- Kept by the profiles domain on every profile or performance-log change: the best 2k and 6k
-- (the log's fastest, else the profile's own figure), the athlete's home state, and when the
-- profile was last opened to coaches (for "new since your last look").
ALTER TABLE profiles ADD COLUMN best_2k_tenths BIGINT;
ALTER TABLE profiles ADD COLUMN best_6k_tenths BIGINT;
ALTER TABLE profiles ADD COLUMN home_state TEXT;
ALTER TABLE profiles ADD COLUMN listed_at BIGINT;
UPDATE profiles SET best_2k_tenths = COALESCE(
    (SELECT MIN(e.tenths) FROM erg_tests e WHERE e.user_id = profiles.id AND e.piece = '2k'), erg_2k_tenths);
UPDATE profiles SET best_6k_tenths = COALESCE(
    (SELECT MIN(e.tenths) FROM erg_tests e WHERE e.user_id = profiles.id AND e.piece = '6k'), erg_6k_tenths);
UPDATE profiles SET listed_at = updated_at WHERE visibility <> 'private';

-- The program a college coach recruits for; verification vouches for this pairing.
CREATE TABLE coach_programs (
    coach_id   TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    school_id  TEXT NOT NULL,
    joined_at  BIGINT NOT NULL
);
CREATE INDEX coach_programs_school ON coach_programs (school_id, joined_at);

-- A program's plan: trial (with its end), recruiter, division-iii or division-i-ii.
CREATE TABLE program_plans (
    school_id   TEXT PRIMARY KEY,
    plan        TEXT NOT NULL,
    ends_at     BIGINT,
    set_by      TEXT,
    updated_at  BIGINT NOT NULL
);

-- One row per coach, athlete and calendar day (UTC) the coach opened the athlete's profile.
CREATE TABLE profile_views (
    coach_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    athlete_id  TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    viewed_on   TEXT NOT NULL,
    school_id   TEXT NOT NULL,
    viewed_at   BIGINT NOT NULL,
    PRIMARY KEY (coach_id, athlete_id, viewed_on)
);
CREATE INDEX profile_views_athlete ON profile_views (athlete_id, viewed_at);

-- One row per athlete, program and day the athlete opened the program's page.
CREATE TABLE program_page_views (
    school_id   TEXT NOT NULL,
    athlete_id  TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    viewed_on   TEXT NOT NULL,
    viewed_at   BIGINT NOT NULL,
    PRIMARY KEY (school_id, athlete_id, viewed_on)
);
CREATE INDEX program_page_views_recent ON program_page_views (school_id, viewed_at);

-- The program's recruiting board: one row per starred athlete, shared by the program's coaches.
-- Tags are a JSON list; position orders the cards within a stage.
CREATE TABLE watchlist (
    school_id         TEXT NOT NULL,
    athlete_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    starred_by        TEXT REFERENCES users(id) ON DELETE SET NULL,
    starred_at        BIGINT NOT NULL,
    stage             TEXT NOT NULL,
    stage_changed_at  BIGINT NOT NULL,
    position          BIGINT NOT NULL,
    notes             TEXT NOT NULL DEFAULT '',
    tags              TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (school_id, athlete_id)
);
CREATE INDEX watchlist_athlete ON watchlist (athlete_id);

-- Every stage an athlete passed through on a program's board, with who moved them and when.
CREATE TABLE watchlist_stages (
    id          TEXT PRIMARY KEY,
    school_id   TEXT NOT NULL,
    athlete_id  TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    stage       TEXT NOT NULL,
    changed_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
    changed_at  BIGINT NOT NULL
);
CREATE INDEX watchlist_stages_athlete ON watchlist_stages (school_id, athlete_id, changed_at);

-- A coach's named filter set, kept as the search's query string.
CREATE TABLE saved_searches (
    id            TEXT PRIMARY KEY,
    coach_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    query         TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    last_seen_at  BIGINT NOT NULL
);
CREATE INDEX saved_searches_coach ON saved_searches (coach_id, created_at);
