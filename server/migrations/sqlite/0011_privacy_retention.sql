-- Privacy and retention (issue 17).

-- An operator's report that a user is under 13 disables the account at once and schedules the
-- erasure of its personal data for this time (server/src/retention).
ALTER TABLE users ADD COLUMN erase_after BIGINT;
CREATE INDEX users_erase_after ON users (erase_after);

-- The retention jobs look rows up by age.
CREATE INDEX users_unconfirmed ON users (email_confirmed_at, created_at);
CREATE INDEX one_time_tokens_expiry ON one_time_tokens (expires_at);
CREATE INDEX compliance_log_created ON compliance_log (created_at);
CREATE INDEX mail_outbox_created ON mail_outbox (created_at);

-- A refused under-age sign-up keeps only the fact and the rule version: no email, birth date,
-- state or IP address.
UPDATE compliance_log SET email = '', ip = NULL, details = '{}' WHERE event_type = 'age_verification_refused';
