-- An edit of a result drops the club attestation requests made about it (they were about the
-- result as it was), in the same statement as the edit. Attesting writes only the attested_*
-- columns, so it does not fire these.
CREATE FUNCTION drop_attestation_requests_of_erg_test() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM club_attestation_requests WHERE erg_test_id = NEW.id;
    RETURN NULL;
END;
$$;
CREATE TRIGGER erg_tests_edit_drops_requests AFTER UPDATE OF piece, tenths, meters, test_date, stroke_rate, notes,
        verification_code ON erg_tests
    FOR EACH ROW EXECUTE FUNCTION drop_attestation_requests_of_erg_test();

CREATE FUNCTION drop_attestation_requests_of_race() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM club_attestation_requests WHERE race_result_id = NEW.id;
    RETURN NULL;
END;
$$;
CREATE TRIGGER race_results_edit_drops_requests AFTER UPDATE OF regatta, race_date, event, boat_class, seat, place,
        tenths, results_url ON race_results
    FOR EACH ROW EXECUTE FUNCTION drop_attestation_requests_of_race();
