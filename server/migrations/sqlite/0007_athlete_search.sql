-- Athlete search: coaches filter the profiles shown to them, sort them, and read a page of 25
-- with the total count.
--
-- "Shown to verified college coaches" is kept on the profile as `shown_to_coaches` (0/1) by the
-- triggers below, so that a count or a page reads one table and one index instead of joining
-- every candidate to its account. It is true for an athlete (role student) whose visibility is
-- coaches or link, whose account is not disabled, and who is not a minor waiting for a parent's
-- consent: the SQL form of `recruiting::rules::may_view` for a verified coach. The triggers fire
-- on every change of the columns it reads, whichever code path makes it (profile edits, consent
-- decisions and withdrawals, the console's disable), so no caller can forget it.
ALTER TABLE profiles ADD COLUMN shown_to_coaches BIGINT NOT NULL DEFAULT 0;
-- The rule, once: which profiles are shown to coaches right now.
CREATE VIEW profiles_shown_to_coaches AS
    SELECT p.id, CASE WHEN p.user_role = 'student' AND p.visibility IN ('coaches', 'link')
            AND u.consent_status IN ('not_required', 'approved') AND u.disabled_at IS NULL THEN 1 ELSE 0 END AS shown
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
CREATE TRIGGER users_shown_on_update AFTER UPDATE OF consent_status, disabled_at ON users BEGIN
    UPDATE profiles SET shown_to_coaches = (SELECT v.shown FROM profiles_shown_to_coaches v WHERE v.id = NEW.id)
    WHERE id = NEW.id;
END;

-- Each order has an index that walks the shown athletes in that order (missing times and years
-- last, as `(x IS NULL), x`), so a page stops after its rows instead of sorting every match.
CREATE INDEX profiles_search_2k ON profiles (shown_to_coaches, (best_2k_tenths IS NULL), best_2k_tenths, id);
CREATE INDEX profiles_search_6k ON profiles (shown_to_coaches, (best_6k_tenths IS NULL), best_6k_tenths, id);
CREATE INDEX profiles_search_grad ON profiles (shown_to_coaches, (grad_year IS NULL), grad_year, id);
CREATE INDEX profiles_search_updated ON profiles (shown_to_coaches, updated_at DESC, id);
-- The count reads the filter columns from one index instead of the rows.
CREATE INDEX profiles_search_filters ON profiles (shown_to_coaches, grad_year, squad, best_2k_tenths,
    best_6k_tenths, home_state, height_feet, height_inches, gpa, sat_score, act_score, weight_class, side, coxswain);
-- Saved searches count athletes listed since the coach's last look.
CREATE INDEX profiles_listed ON profiles (listed_at);
