-- Club teams (issue: club coaches, rosters, verified scores and private evaluations).

-- A club team. Its plan is one of the club plans of `plans::rules::PLANS`, or a trial with its end.
CREATE TABLE club_teams (
    id               TEXT PRIMARY KEY,
    name             TEXT NOT NULL,
    created_by       TEXT REFERENCES users(id) ON DELETE SET NULL,
    created_at       BIGINT NOT NULL,
    plan             TEXT NOT NULL,
    plan_ends_at     BIGINT,
    plan_set_by      TEXT,
    plan_updated_at  BIGINT NOT NULL
);

-- The coaches of a club. A coach belongs to one club at most, and never also to a program.
CREATE TABLE club_coaches (
    coach_id   TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    club_id    TEXT NOT NULL REFERENCES club_teams(id) ON DELETE CASCADE,
    joined_at  BIGINT NOT NULL
);
CREATE INDEX club_coaches_club ON club_coaches (club_id, joined_at);

-- The athletes on a club's roster, and whether each shares their recruiting activity.
CREATE TABLE club_members (
    club_id          TEXT NOT NULL REFERENCES club_teams(id) ON DELETE CASCADE,
    athlete_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    joined_at        BIGINT NOT NULL,
    shares_activity  BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (club_id, athlete_id)
);
CREATE INDEX club_members_athlete ON club_members (athlete_id);

-- Invitations to join a club as an athlete or a coach. Only the hash of the link's token is kept.
-- status: pending, accepted, declined or revoked.
CREATE TABLE club_invitations (
    id           TEXT PRIMARY KEY,
    club_id      TEXT NOT NULL REFERENCES club_teams(id) ON DELETE CASCADE,
    email        TEXT NOT NULL,
    kind         TEXT NOT NULL,
    token_hash   TEXT NOT NULL UNIQUE,
    invited_by   TEXT REFERENCES users(id) ON DELETE SET NULL,
    status       TEXT NOT NULL,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    decided_at   BIGINT,
    accepted_by  TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX club_invitations_club ON club_invitations (club_id, status, expires_at);
CREATE INDEX club_invitations_email ON club_invitations (email, status);

-- An athlete's request that their club coach attest one erg test or race result.
-- status: requested, declined or confirmed.
CREATE TABLE club_attestation_requests (
    id              TEXT PRIMARY KEY,
    club_id         TEXT NOT NULL REFERENCES club_teams(id) ON DELETE CASCADE,
    athlete_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    erg_test_id     TEXT REFERENCES erg_tests(id) ON DELETE CASCADE,
    race_result_id  TEXT REFERENCES race_results(id) ON DELETE CASCADE,
    status          TEXT NOT NULL,
    reason          TEXT,
    requested_at    BIGINT NOT NULL,
    decided_at      BIGINT,
    decided_by      TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX club_attestation_requests_club ON club_attestation_requests (club_id, status, requested_at);
CREATE INDEX club_attestation_requests_athlete ON club_attestation_requests (athlete_id, status);

-- A club's evaluation of an athlete, read only by verified college coaches. One per club and
-- athlete. withdrawn_at: the athlete asked for it to be withdrawn; it stays as a marker so the
-- club cannot write it again. Ratings are null once a withdrawn evaluation's content is deleted.
CREATE TABLE club_evaluations (
    id            TEXT PRIMARY KEY,
    club_id       TEXT NOT NULL REFERENCES club_teams(id) ON DELETE CASCADE,
    athlete_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    coach_id      TEXT REFERENCES users(id) ON DELETE SET NULL,
    technique     BIGINT,
    fitness       BIGINT,
    coachability  BIGINT,
    comments      TEXT NOT NULL DEFAULT '',
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL,
    withdrawn_at  BIGINT,
    UNIQUE (club_id, athlete_id)
);
CREATE INDEX club_evaluations_athlete ON club_evaluations (athlete_id);

-- A result's attestation by a club coach: the club and coach names as they were, the day, and
-- whether the coach checked the Concept2 verification code. Editing the result clears it.
ALTER TABLE erg_tests ADD COLUMN attested_club_id TEXT;
ALTER TABLE erg_tests ADD COLUMN attested_club_name TEXT;
ALTER TABLE erg_tests ADD COLUMN attested_by TEXT;
ALTER TABLE erg_tests ADD COLUMN attested_coach_name TEXT;
ALTER TABLE erg_tests ADD COLUMN attested_on TEXT;
ALTER TABLE erg_tests ADD COLUMN attest_code_checked BIGINT NOT NULL DEFAULT 0;
ALTER TABLE race_results ADD COLUMN attested_club_id TEXT;
ALTER TABLE race_results ADD COLUMN attested_club_name TEXT;
ALTER TABLE race_results ADD COLUMN attested_by TEXT;
ALTER TABLE race_results ADD COLUMN attested_coach_name TEXT;
ALTER TABLE race_results ADD COLUMN attested_on TEXT;
ALTER TABLE race_results ADD COLUMN attest_code_checked BIGINT NOT NULL DEFAULT 0;

-- The fastest attested 2k, kept by profiles::store::refresh_bests beside best_2k_tenths.
ALTER TABLE profiles ADD COLUMN verified_2k_tenths BIGINT;
CREATE INDEX profiles_verified_2k ON profiles (shown_to_coaches, verified_2k_tenths, id);
