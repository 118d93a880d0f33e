-- Support requests a signed-in user sends from the support page, and the operator's answer.
-- status: open or answered. priority: 1 when the user's plan included priority support when the
-- request was sent, so the operators' queue puts it on top. A request goes with its account.
CREATE TABLE support_requests (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    topic        TEXT,
    subject      TEXT NOT NULL,
    message      TEXT NOT NULL,
    priority     BIGINT NOT NULL DEFAULT 0,
    status       TEXT NOT NULL DEFAULT 'open',
    answer       TEXT,
    answered_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
    answered_at  BIGINT,
    created_at   BIGINT NOT NULL
);
CREATE INDEX support_requests_user ON support_requests (user_id, created_at);
CREATE INDEX support_requests_queue ON support_requests (status, priority, created_at);
