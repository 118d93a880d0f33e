-- Every instance keeps some facts about users in memory (open sessions and their accounts,
-- saved schools) and listens on the `rowrecruit_user_changes` channel for the users whose facts
-- changed, from whichever instance, command or statement the change came. NOTIFY is sent at
-- commit, and identical notifications of one transaction are sent once.

CREATE FUNCTION rowrecruit_user_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('rowrecruit_user_changes', OLD.id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION rowrecruit_users_row_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('rowrecruit_user_changes', OLD.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
        PERFORM pg_notify('rowrecruit_user_changes', NEW.user_id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION rowrecruit_users_row_added() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('rowrecruit_user_changes', NEW.user_id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- The columns a session check reads (see SESSION_USER_COLUMNS and open_session_user).
CREATE TRIGGER users_session_facts_changed
    AFTER UPDATE OF id, email, role, email_confirmed_at, recovery_sent_at, consent_status, disabled_at, frozen_at
       OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION rowrecruit_user_changed();

CREATE TRIGGER sessions_changed
    AFTER UPDATE OF user_id, kind, expires_at, revoked_at, remember OR DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION rowrecruit_users_row_changed();

-- Which programs a user saved (the school search flags them).
CREATE TRIGGER saved_schools_changed
    AFTER UPDATE OF user_id, school_id OR DELETE ON saved_schools
    FOR EACH ROW EXECUTE FUNCTION rowrecruit_users_row_changed();

CREATE TRIGGER saved_schools_added
    AFTER INSERT ON saved_schools
    FOR EACH ROW EXECUTE FUNCTION rowrecruit_users_row_added();
