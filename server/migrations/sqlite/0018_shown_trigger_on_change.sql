-- A profile save writes every field, visibility and role included: recompute "shown to coaches"
-- only when one of them really changed, so an ordinary save is one row write, not two (the second
-- rewrote every search index that leads with shown_to_coaches).
DROP TRIGGER profiles_shown_on_update;
CREATE TRIGGER profiles_shown_on_update AFTER UPDATE OF user_role, visibility ON profiles
    WHEN OLD.user_role IS NOT NEW.user_role OR OLD.visibility IS NOT NEW.visibility
BEGIN
    UPDATE profiles SET shown_to_coaches = (SELECT v.shown FROM profiles_shown_to_coaches v WHERE v.id = NEW.id)
    WHERE id = NEW.id;
END;
