-- Whom coaches may reach at all, whatever a profile's visibility: not a minor waiting for a
-- parent's consent, not disabled, not frozen by a parent, and no parent withdrew coach
-- communications. A club roster shows its coaches only these athletes (a roster may hold a
-- private profile); "shown to coaches" (0007, 0013) is this rule for a student whose profile is
-- visible to coaches, so the rule is written once.
CREATE VIEW users_reachable_by_coaches AS
    SELECT u.id, CASE WHEN u.consent_status IN ('not_required', 'approved') AND u.disabled_at IS NULL
            AND u.frozen_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM parental_consents pc WHERE pc.child_user_id = u.id AND pc.coach_messages = 0)
            THEN 1 ELSE 0 END AS reachable
    FROM users u;
CREATE OR REPLACE VIEW profiles_shown_to_coaches AS
    SELECT p.id, CASE WHEN p.user_role = 'student' AND p.visibility IN ('coaches', 'link') AND r.reachable = 1
            THEN 1 ELSE 0 END AS shown
    FROM profiles p JOIN users_reachable_by_coaches r ON r.id = p.id;

-- A college coach's contact with an athlete outside messages (a visit put on the athlete's
-- calendar), for the program's contact log beside its messages: the rule that allowed it, when
-- the rules were checked, and the coach's email at the time (sender_id becomes null when the
-- coach's account is erased). event_id names the calendar event, which may change or go later.
CREATE TABLE coach_contacts (
    id             TEXT PRIMARY KEY,
    school_id      TEXT NOT NULL,
    athlete_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    sender_id      TEXT REFERENCES users(id) ON DELETE SET NULL,
    sender_email   TEXT NOT NULL,
    kind           TEXT NOT NULL,
    event_id       TEXT NOT NULL,
    contact_rule   TEXT NOT NULL,
    rules_checked  TEXT NOT NULL,
    created_at     BIGINT NOT NULL
);
CREATE INDEX coach_contacts_school ON coach_contacts (school_id, created_at);
CREATE INDEX coach_contacts_athlete ON coach_contacts (athlete_id);
