-- Compliance: the append-only log, parental consent requests, and each account's consent state.

-- Rows outlive the account they concern (a declined minor's data is deleted, the decision is
-- kept), so user_id is not a foreign key.
CREATE TABLE compliance_log (
    id            TEXT PRIMARY KEY,
    user_id       TEXT,
    email         TEXT NOT NULL,
    event_type    TEXT NOT NULL,
    details       TEXT NOT NULL DEFAULT '{}',
    rule_version  TEXT NOT NULL,
    ip            TEXT,
    created_at    BIGINT NOT NULL
);
CREATE INDEX compliance_log_user ON compliance_log (user_id, created_at);
CREATE INDEX compliance_log_event ON compliance_log (event_type, created_at);

CREATE TABLE parental_consents (
    id             TEXT PRIMARY KEY,
    child_user_id  TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    parent_email   TEXT NOT NULL,
    relation       TEXT NOT NULL,
    token_hash     TEXT NOT NULL UNIQUE,
    status         TEXT NOT NULL,
    created_at     BIGINT NOT NULL,
    expires_at     BIGINT NOT NULL,
    decided_at     BIGINT
);
CREATE INDEX parental_consents_due ON parental_consents (status, expires_at);

-- not_required, pending or approved.
ALTER TABLE users ADD COLUMN consent_status TEXT NOT NULL DEFAULT 'not_required';
