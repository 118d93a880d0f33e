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

-- For rows that name their user (`user_id`): the user before and after the change.
CREATE FUNCTION rowrecruit_users_row_changed() RETURNS trigger AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify('rowrecruit_user_changes', OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM pg_notify('rowrecruit_user_changes', NEW.user_id);
    END IF;
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
    AFTER INSERT OR UPDATE OF user_id, school_id OR DELETE ON saved_schools
    FOR EACH ROW EXECUTE FUNCTION rowrecruit_users_row_changed();
