-- The program's recruiting questionnaire: the questions a program adds to the standard ones
-- (at most 10, in their order), and each athlete's answers, one submission per athlete and
-- program, replaced when the athlete sends it again. An erased athlete's submissions go with the
-- account.
CREATE TABLE program_questions (
    id          TEXT PRIMARY KEY,
    school_id   TEXT NOT NULL,
    position    BIGINT NOT NULL,
    text        TEXT NOT NULL,
    updated_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX program_questions_school ON program_questions (school_id, position);

CREATE TABLE questionnaire_submissions (
    school_id     TEXT NOT NULL,
    athlete_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    answers       TEXT NOT NULL,
    first_sent_at BIGINT NOT NULL,
    submitted_at  BIGINT NOT NULL,
    PRIMARY KEY (school_id, athlete_id)
);
CREATE INDEX questionnaire_submissions_athlete ON questionnaire_submissions (athlete_id);
CREATE INDEX questionnaire_submissions_recent ON questionnaire_submissions (school_id, submitted_at);
