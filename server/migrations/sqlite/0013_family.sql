-- The parent portal (issue 19): parents linked to their children, invitations from athletes,
-- granular consent scopes, refusing further collection (freezing), family plans and the digest.

-- A parent or guardian linked to an athlete. via: consent (the parent approved the child's
-- account from the consent email) or invitation (the athlete invited them). At 18 the athlete
-- decides: adult_decision becomes kept, or the link is removed; asked_at is when they were asked.
CREATE TABLE family_links (
    parent_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    child_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    relation        TEXT NOT NULL,
    linked_at       BIGINT NOT NULL,
    via             TEXT NOT NULL,
    adult_decision  TEXT,
    asked_at        BIGINT,
    PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX family_links_child ON family_links (child_id);

-- An athlete's invitation to a parent or guardian. Only the hash of the link's token is kept.
-- status: pending, accepted or revoked.
CREATE TABLE family_invitations (
    id           TEXT PRIMARY KEY,
    child_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    email        TEXT NOT NULL,
    relation     TEXT NOT NULL,
    token_hash   TEXT NOT NULL UNIQUE,
    status       TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    decided_at   BIGINT,
    accepted_by  TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX family_invitations_child ON family_invitations (child_id, status, expires_at);

-- A parent's family settings: the family plan an operator set (one of the family plans of
-- `plans::rules::PLANS`, null for Family Basic's free limit), the weekly digest.
CREATE TABLE family_parents (
    parent_id         TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    plan              TEXT,
    plan_set_by       TEXT,
    plan_updated_at   BIGINT,
    digest_off_at     BIGINT,
    digest_sent_at    BIGINT
);

-- Granular consent scopes of a minor's account (compliance::rules::CONSENT_SCOPES). Basic use is
-- the approval itself (status, decided_at); coach communications is coach_messages (0008).
ALTER TABLE parental_consents ADD COLUMN coach_messages_changed_at BIGINT;
ALTER TABLE parental_consents ADD COLUMN third_party_sharing BIGINT NOT NULL DEFAULT 0;
ALTER TABLE parental_consents ADD COLUMN third_party_sharing_changed_at BIGINT;
ALTER TABLE parental_consents ADD COLUMN analytics BIGINT NOT NULL DEFAULT 0;
ALTER TABLE parental_consents ADD COLUMN analytics_changed_at BIGINT;

-- A parent refused further collection: the account cannot sign in and is shown to no one.
ALTER TABLE users ADD COLUMN frozen_at BIGINT;

-- "Shown to coaches" (0007) also requires that the account is not frozen and that no parent has
-- withdrawn coach communications.
DROP TRIGGER profiles_shown_on_insert;
DROP TRIGGER profiles_shown_on_update;
DROP TRIGGER users_shown_on_update;
DROP VIEW profiles_shown_to_coaches;
CREATE VIEW profiles_shown_to_coaches AS
    SELECT p.id, CASE WHEN p.user_role = 'student' AND p.visibility IN ('coaches', 'link')
            AND u.consent_status IN ('not_required', 'approved') AND u.disabled_at IS NULL
            AND u.frozen_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM parental_consents pc WHERE pc.child_user_id = p.id AND pc.coach_messages = 0)
            THEN 1 ELSE 0 END AS shown
    FROM profiles p JOIN users u ON u.id = p.id;
UPDATE profiles SET shown_to_coaches = (SELECT v.shown FROM profiles_shown_to_coaches v WHERE v.id = profiles.id);

CREATE TRIGGER profiles_shown_on_insert AFTER INSERT ON profiles BEGIN
    UPDATE profiles SET shown_to_coaches = (SELECT v.shown FROM profiles_shown_to_coaches v WHERE v.id = NEW.id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER profiles_shown_on_update AFTER UPDATE OF user_role, visibility ON profiles BEGIN
    UPDATE profiles SET shown_to_coaches = (SELECT v.shown FROM profiles_shown_to_coaches v WHERE v.id = NEW.id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER users_shown_on_update AFTER UPDATE OF consent_status, disabled_at, frozen_at ON users BEGIN
    UPDATE profiles SET shown_to_coaches = (SELECT v.shown FROM profiles_shown_to_coaches v WHERE v.id = NEW.id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER consents_shown_on_update AFTER UPDATE OF coach_messages ON parental_consents BEGIN
    UPDATE profiles SET shown_to_coaches = (SELECT v.shown FROM profiles_shown_to_coaches v WHERE v.id = NEW.child_user_id)
    WHERE id = NEW.child_user_id;
END;
