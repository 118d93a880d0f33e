-- A refresh token counts as used once its successor is stored (the successor is derived from it),
-- and a session's last use is when its newest token was issued (refresh_tokens.created_at): a
-- rotation is one insert, with nothing else to write.
ALTER TABLE sessions DROP COLUMN last_used_at;
ALTER TABLE refresh_tokens DROP COLUMN used_at;
