-- Coach verification state, the college rowing programs, and athletes' saved schools.

-- For coaches: pending until an admin verifies or rejects them.
ALTER TABLE users ADD COLUMN coach_status TEXT;
ALTER TABLE users ADD COLUMN coach_status_reason TEXT;
ALTER TABLE users ADD COLUMN coach_decided_at BIGINT;

-- One row per institution, keyed by a slug of its name so re-imports update in place.
-- Booleans are 1, 0 or NULL (unknown), as the data set gives them.
CREATE TABLE schools (
    id                  TEXT PRIMARY KEY,
    name                TEXT NOT NULL,
    city                TEXT,
    state               TEXT,
    division            TEXT,
    conference          TEXT,
    womens              BIGINT,
    mens                BIGINT,
    womens_lightweight  BIGINT,
    mens_lightweight    BIGINT,
    founded             BIGINT,
    enrollment          BIGINT,
    venue               TEXT,
    source              TEXT NOT NULL,
    search_text         TEXT NOT NULL,
    created_at          BIGINT NOT NULL,
    updated_at          BIGINT NOT NULL
);
CREATE INDEX schools_division ON schools (division);
CREATE INDEX schools_conference ON schools (conference);
CREATE INDEX schools_state ON schools (state);
CREATE INDEX schools_name ON schools (name);

CREATE TABLE saved_schools (
    user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    school_id   TEXT NOT NULL REFERENCES schools(id),
    notes       TEXT,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (user_id, school_id)
);
CREATE INDEX saved_schools_school ON saved_schools (school_id);

-- A one-time token may carry data, e.g. the new address of an email change.
ALTER TABLE one_time_tokens ADD COLUMN payload TEXT;
