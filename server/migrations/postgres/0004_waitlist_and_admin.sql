-- The pre-launch waitlist and the audit log of administrators' actions.

CREATE TABLE waitlist (
    id          TEXT PRIMARY KEY,
    email       TEXT NOT NULL UNIQUE,
    source      TEXT NOT NULL,
    referrer    TEXT,
    metadata    TEXT NOT NULL DEFAULT '{}',
    created_at  BIGINT NOT NULL
);
CREATE INDEX waitlist_created ON waitlist (created_at);

-- Append-only: who did what to which target, when.
CREATE TABLE audit_log (
    id          TEXT PRIMARY KEY,
    actor_id    TEXT NOT NULL,
    actor_email TEXT NOT NULL,
    action      TEXT NOT NULL,
    target      TEXT,
    details     TEXT NOT NULL DEFAULT '{}',
    created_at  BIGINT NOT NULL
);
CREATE INDEX audit_log_created ON audit_log (created_at);
