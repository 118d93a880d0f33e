-- The kinds of email an account can turn off (`mail::unsubscribe::EmailKind`: messages,
-- family_digest, calendar_reminders), one row per account and kind once it was switched or its
-- links revoked. Whether a kind is on stays with its owner, which the senders read
-- (users.message_emails_off_at, family_parents.digest_off_at, calendar_settings.reminders); a row
-- here says when it was turned off and whether from an email's one-click link, for Settings.
-- links_revoked_at: every unsubscribe link of that kind emailed up to then stops working.
CREATE TABLE email_settings (
    user_id          TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind             TEXT NOT NULL,
    off_at           BIGINT,
    off_from_link    BIGINT NOT NULL DEFAULT 0,
    links_revoked_at BIGINT,
    PRIMARY KEY (user_id, kind)
);

-- What was already off. Message emails could only be turned off from an email's link until now;
-- the digest also from the parent portal, so how is not known. Reminders kept no date.
INSERT INTO email_settings (user_id, kind, off_at, off_from_link)
    SELECT id, 'messages', message_emails_off_at, 1 FROM users WHERE message_emails_off_at IS NOT NULL;
INSERT INTO email_settings (user_id, kind, off_at, off_from_link)
    SELECT parent_id, 'family_digest', digest_off_at, 0 FROM family_parents WHERE digest_off_at IS NOT NULL;
