-- A profile save writes every field, visibility and role included: recompute "shown to coaches"
-- only when one of them really changed, so an ordinary save is one row version, not two (the
-- second put a new entry in every index of the table).
DROP TRIGGER profiles_shown_on_update ON profiles;
CREATE TRIGGER profiles_shown_on_update AFTER UPDATE OF user_role, visibility ON profiles
    FOR EACH ROW
    WHEN (OLD.user_role IS DISTINCT FROM NEW.user_role OR OLD.visibility IS DISTINCT FROM NEW.visibility)
    EXECUTE FUNCTION refresh_shown_to_coaches();
