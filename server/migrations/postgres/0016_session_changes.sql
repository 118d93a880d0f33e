-- Every instance keeps the sessions it recently checked in memory and listens on the
-- `rowrecruit_sessions` channel for the users whose sessions or session facts changed, from
-- whichever instance, command or statement the change came. NOTIFY is sent at commit, and
-- identical notifications of one transaction are sent once.

CREATE FUNCTION rowrecruit_user_sessions_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('rowrecruit_sessions', OLD.id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION rowrecruit_session_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('rowrecruit_sessions', OLD.user_id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- The columns a session check reads (see SESSION_USER_COLUMNS and open_session_user).
CREATE TRIGGER users_session_facts_changed
    AFTER UPDATE OF id, email, role, email_confirmed_at, recovery_sent_at, consent_status, disabled_at, frozen_at
       OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION rowrecruit_user_sessions_changed();

CREATE TRIGGER sessions_changed
    AFTER UPDATE OF user_id, kind, expires_at, revoked_at, remember OR DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION rowrecruit_session_changed();
