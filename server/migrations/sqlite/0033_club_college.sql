-- Club coaches and college coaches writing to each other about an athlete on the club's roster,
-- and a club coach's recommendation of an athlete to a college program.

-- One conversation per club, program and athlete. Every verified coach of the club and of the
-- program takes part; the athlete (and a linked parent) sees that it exists, never its text.
CREATE TABLE club_college_conversations (
    id               TEXT PRIMARY KEY,
    club_id          TEXT NOT NULL REFERENCES club_teams(id) ON DELETE CASCADE,
    school_id        TEXT NOT NULL,
    athlete_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    started_by       TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at       BIGINT NOT NULL,
    last_message_at  BIGINT NOT NULL,
    UNIQUE (club_id, school_id, athlete_id)
);
CREATE INDEX club_college_conversations_school ON club_college_conversations (school_id, last_message_at);
CREATE INDEX club_college_conversations_athlete ON club_college_conversations (athlete_id);

-- A message, signed with the sender's name as it was; side: club or college.
CREATE TABLE club_college_messages (
    id               TEXT PRIMARY KEY,
    conversation_id  TEXT NOT NULL REFERENCES club_college_conversations(id) ON DELETE CASCADE,
    sender_id        TEXT REFERENCES users(id) ON DELETE SET NULL,
    sender_side      TEXT NOT NULL,
    sender_name      TEXT NOT NULL,
    body             TEXT NOT NULL,
    created_at       BIGINT NOT NULL
);
CREATE INDEX club_college_messages_conversation ON club_college_messages (conversation_id, created_at);

-- A club coach's recommendation of an athlete to a program, with the athlete's club-verified
-- erg results as they were (`results`, JSON). status: waiting (for the athlete), agreed or
-- declined; the program sees it only once agreed.
CREATE TABLE club_recommendations (
    id               TEXT PRIMARY KEY,
    club_id          TEXT NOT NULL REFERENCES club_teams(id) ON DELETE CASCADE,
    school_id        TEXT NOT NULL,
    athlete_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    coach_id         TEXT REFERENCES users(id) ON DELETE SET NULL,
    coach_name       TEXT NOT NULL,
    note             TEXT NOT NULL,
    projected_level  TEXT NOT NULL,
    results          TEXT NOT NULL DEFAULT '[]',
    status           TEXT NOT NULL,
    created_at       BIGINT NOT NULL,
    decided_at       BIGINT,
    UNIQUE (club_id, school_id, athlete_id)
);
CREATE INDEX club_recommendations_athlete ON club_recommendations (athlete_id);
CREATE INDEX club_recommendations_school ON club_recommendations (school_id, status, decided_at);
