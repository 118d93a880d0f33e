-- Messages between athletes and college programs (issue 16), the athlete's recruiting
-- commitment, and a parent's choice about coach messages.

-- An athlete's recruiting status: open, verbal (verbally committed) or signed (a written offer),
-- and the program it is with. Other programs may not start conversations once it is not open.
ALTER TABLE profiles ADD COLUMN commitment_status TEXT NOT NULL DEFAULT 'open';
ALTER TABLE profiles ADD COLUMN committed_school_id TEXT;

-- A parent's choice, made when approving a minor's account: 0 stops college coaches writing.
ALTER TABLE parental_consents ADD COLUMN coach_messages BIGINT NOT NULL DEFAULT 1;

-- One conversation per athlete and program; every verified coach of the program takes part.
-- blocked_by is the participant who blocked it (only they may unblock).
CREATE TABLE conversations (
    id               TEXT PRIMARY KEY,
    athlete_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    school_id        TEXT NOT NULL,
    started_by       TEXT NOT NULL,
    created_at       BIGINT NOT NULL,
    last_message_at  BIGINT NOT NULL,
    blocked_by       TEXT,
    blocked_at       BIGINT,
    UNIQUE (athlete_id, school_id)
);
CREATE INDEX conversations_school ON conversations (school_id, last_message_at);

-- Every message. A coach's message keeps, for the compliance log, the rule that allowed it and
-- the sender's email at the time (the account may later be deleted: sender_id becomes null).
CREATE TABLE messages (
    id               TEXT PRIMARY KEY,
    conversation_id  TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    sender_id        TEXT REFERENCES users(id) ON DELETE SET NULL,
    sender_role      TEXT NOT NULL,
    sender_email     TEXT NOT NULL,
    kind             TEXT NOT NULL,
    body             TEXT NOT NULL,
    contact_rule     TEXT,
    rules_checked    TEXT,
    created_at       BIGINT NOT NULL
);
CREATE INDEX messages_conversation ON messages (conversation_id, created_at);

-- Each participant's own state of a conversation: read up to, archived, and the email
-- notification batch (last email sent, and since when newer messages wait for one).
CREATE TABLE conversation_members (
    conversation_id  TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    user_id          TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    last_read_at     BIGINT NOT NULL DEFAULT 0,
    archived_at      BIGINT,
    notified_at      BIGINT,
    pending_since    BIGINT,
    PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_members_user ON conversation_members (user_id);
CREATE INDEX conversation_members_pending ON conversation_members (pending_since);

-- A participant's report of a conversation, for the operator.
CREATE TABLE message_reports (
    id               TEXT PRIMARY KEY,
    conversation_id  TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    reporter_id      TEXT REFERENCES users(id) ON DELETE SET NULL,
    reporter_email   TEXT NOT NULL,
    reason           TEXT NOT NULL,
    created_at       BIGINT NOT NULL,
    resolved_at      BIGINT,
    resolved_by      TEXT
);
CREATE INDEX message_reports_open ON message_reports (resolved_at, created_at);

-- Who turned message emails off (from the link in a notification, without signing in).
ALTER TABLE users ADD COLUMN message_emails_off_at BIGINT;
