-- Personal API tokens of the data export API add-on. Only the SHA-256 of the secret is kept, with
-- its first characters (not enough to use it) so the owner can tell tokens apart. Revoking deletes
-- the row; a token goes with its account.
CREATE TABLE api_tokens (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    token_hash    TEXT NOT NULL UNIQUE,
    prefix        TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    last_used_at  BIGINT
);
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at);
