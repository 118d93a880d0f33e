-- A coach's name and title, as athletes, parents and emails see them ("<full name>, <title>,
-- <program>"), asked for before a coach's first message. The messages a coach sends keep the
-- signature they were sent with.
CREATE TABLE coach_profiles (
    coach_id    TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    full_name   TEXT NOT NULL,
    title       TEXT NOT NULL,
    squads      TEXT NOT NULL DEFAULT '[]',
    bio         TEXT,
    phone       TEXT,
    updated_at  BIGINT NOT NULL
);
ALTER TABLE messages ADD COLUMN sender_name TEXT;
