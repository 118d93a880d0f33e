-- What changed about an athlete that coaches following them read on their home: a new personal
-- best (logged, and again when a club coach verifies it), a race result, an erg test, a new SAT
-- or ACT score, a grad year / height / weight update, a commitment. `summary` is the sentence
-- the feed shows; who may read it is decided when read (the athlete's visibility and consent).
CREATE TABLE athlete_news (
    id          TEXT PRIMARY KEY,
    athlete_id  TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind        TEXT NOT NULL,
    summary     TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);
CREATE INDEX athlete_news_athlete ON athlete_news (athlete_id, created_at);

-- A board card's follow-up day (yyyy-mm-dd): the coach home lists the cards whose day has passed.
ALTER TABLE watchlist ADD COLUMN follow_up_on TEXT;
