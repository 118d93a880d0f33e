-- Offers a program makes an athlete, and the commitment an accepted one confirms.
-- kind: roster_spot, walk_on, athletics_aid (with aid_percent, the share of the cost), or
-- admissions_support. status: pending, accepted, declined or withdrawn; a pending offer whose
-- answer-by day has passed reads as expired. made_by_name is the coach's signature as the
-- athlete saw it; contact_rule the NCAA rule that allowed the offer (for the contact log).
CREATE TABLE offers (
    id               TEXT PRIMARY KEY,
    school_id        TEXT NOT NULL,
    athlete_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    made_by          TEXT REFERENCES users(id) ON DELETE SET NULL,
    made_by_name     TEXT NOT NULL,
    kind             TEXT NOT NULL,
    aid_percent      BIGINT,
    squad            TEXT NOT NULL,
    class_of         BIGINT NOT NULL,
    terms            TEXT NOT NULL,
    answer_by        TEXT NOT NULL,
    status           TEXT NOT NULL DEFAULT 'pending',
    contact_rule     TEXT NOT NULL,
    created_at       BIGINT NOT NULL,
    answered_at      BIGINT,
    signed_on        TEXT,
    withdrawn_at     BIGINT
);
CREATE INDEX offers_athlete ON offers (athlete_id, created_at);
CREATE INDEX offers_school ON offers (school_id, created_at);

-- The accepted offer behind a commitment: set, the program confirmed it; null, self-reported.
ALTER TABLE profiles ADD COLUMN commitment_offer_id TEXT;
