-- The parent who gave verifiable consent holds a minor's parental rights, by account: the consent
-- names the account that claimed it (the first parent account confirmed at the consent's
-- address), so a later change of that account's address, or another account at the old address,
-- changes nothing. A linked parent's rights: full (the consenting parent, or one the consenting
-- parent granted them to) or follow (reads, and may only make more protective choices); who
-- last granted or revoked them, and when.
ALTER TABLE parental_consents ADD COLUMN parent_user_id TEXT REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE family_links ADD COLUMN rights TEXT NOT NULL DEFAULT 'follow';
ALTER TABLE family_links ADD COLUMN rights_changed_by TEXT;
ALTER TABLE family_links ADD COLUMN rights_changed_at BIGINT;

-- Existing families: the consent is held by the first parent linked through it.
UPDATE parental_consents SET parent_user_id = (
    SELECT l.parent_id FROM family_links l
    WHERE l.child_id = parental_consents.child_user_id AND l.via = 'consent'
    ORDER BY l.linked_at, l.parent_id LIMIT 1)
WHERE status = 'approved';
UPDATE family_links SET rights = 'full' WHERE EXISTS (
    SELECT 1 FROM parental_consents pc
    WHERE pc.child_user_id = family_links.child_id AND pc.parent_user_id = family_links.parent_id);
