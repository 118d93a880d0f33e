-- The recruitment calendar (issue 20): recruiting periods operators add, each account's own
-- events, and calendar settings (time zone, reminders, the secret feed address).

-- A dated NCAA recruiting period (dead, quiet, contact, evaluation) of a division. No rowing
-- calendar is published, so none is seeded. ends_on is the last day, inclusive.
CREATE TABLE recruiting_periods (
    id          TEXT PRIMARY KEY,
    division    TEXT NOT NULL,
    squad       TEXT NOT NULL,
    kind        TEXT NOT NULL,
    starts_on   TEXT NOT NULL,
    ends_on     TEXT NOT NULL,
    note        TEXT,
    source      TEXT NOT NULL,
    created_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at  BIGINT NOT NULL
);
CREATE INDEX recruiting_periods_division ON recruiting_periods (division, ends_on);

-- An athlete's or coach's own event. Dates are yyyy-mm-dd, start_time HH:MM in the owner's time
-- zone (null: all day). athlete_id: the athlete a coach's event is about.
CREATE TABLE calendar_events (
    id           TEXT PRIMARY KEY,
    owner_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind         TEXT NOT NULL,
    title        TEXT NOT NULL,
    starts_on    TEXT NOT NULL,
    start_time   TEXT,
    ends_on      TEXT,
    school_id    TEXT REFERENCES schools(id) ON DELETE SET NULL,
    athlete_id   TEXT REFERENCES users(id) ON DELETE SET NULL,
    location     TEXT,
    notes        TEXT,
    remind       BIGINT NOT NULL DEFAULT 1,
    reminded_at  BIGINT,
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
CREATE INDEX calendar_events_owner ON calendar_events (owner_id, starts_on);
CREATE INDEX calendar_events_starts ON calendar_events (starts_on);

-- An account's calendar settings. time_zone_set_at: when the owner chose the zone (null: the
-- default stands). Only the SHA-256 of the feed token is kept.
CREATE TABLE calendar_settings (
    user_id           TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    time_zone         TEXT NOT NULL,
    time_zone_set_at  BIGINT,
    reminders         BIGINT NOT NULL DEFAULT 1,
    feed_token_hash   TEXT UNIQUE,
    feed_created_at   BIGINT
);
