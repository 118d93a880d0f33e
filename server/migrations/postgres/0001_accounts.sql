-- Accounts, sessions, one-time tokens, the mail outbox and profiles.
-- Timestamps are milliseconds since the Unix epoch; integers are BIGINT on both backends.

CREATE TABLE users (
    id                  TEXT PRIMARY KEY,
    email               TEXT NOT NULL UNIQUE,
    password_hash       TEXT NOT NULL,
    role                TEXT NOT NULL,
    metadata            TEXT NOT NULL DEFAULT '{}',
    email_confirmed_at  BIGINT,
    recovery_sent_at    BIGINT,
    disabled_at         BIGINT,
    created_at          BIGINT NOT NULL,
    updated_at          BIGINT NOT NULL
);

-- A session is a family of refresh tokens; revoking it ends every token of the family.
CREATE TABLE sessions (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind          TEXT NOT NULL,
    remember      BIGINT NOT NULL,
    created_at    BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    last_used_at  BIGINT NOT NULL,
    revoked_at    BIGINT
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Only hashes of tokens are stored.
CREATE TABLE refresh_tokens (
    token_hash  TEXT PRIMARY KEY,
    session_id  TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    created_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE one_time_tokens (
    token_hash  TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    purpose     TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    used_at     BIGINT
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

-- Mail is written here in the same transaction as the change that causes it.
CREATE TABLE mail_outbox (
    id               TEXT PRIMARY KEY,
    recipient        TEXT NOT NULL,
    subject          TEXT NOT NULL,
    text_body        TEXT NOT NULL,
    html_body        TEXT NOT NULL,
    created_at       BIGINT NOT NULL,
    attempts         BIGINT NOT NULL DEFAULT 0,
    next_attempt_at  BIGINT NOT NULL,
    locked_until     BIGINT,
    sent_at          BIGINT,
    last_error       TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox (sent_at, next_attempt_at);

CREATE TABLE profiles (
    id             TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    email          TEXT NOT NULL,
    user_role      TEXT NOT NULL,
    full_name      TEXT,
    grad_year      BIGINT,
    gpa            DOUBLE PRECISION,
    sat_score      BIGINT,
    height_feet    BIGINT,
    height_inches  BIGINT,
    weight         BIGINT,
    erg_2k_tenths  BIGINT,
    erg_6k_tenths  BIGINT,
    hometown       TEXT,
    high_school    TEXT,
    club_team      TEXT,
    bio            TEXT,
    created_at     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);
