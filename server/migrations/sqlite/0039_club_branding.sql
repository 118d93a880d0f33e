-- A club's brand on its athletes' shared and printed profiles: the name to show and two colours
-- as #rrggbb (a band under white text, and an accent). Kept when the club's Custom branding
-- add-on ends, and shown only while the club holds it again. Goes with its club.
CREATE TABLE club_brands (
    club_id       TEXT PRIMARY KEY REFERENCES club_teams(id) ON DELETE CASCADE,
    display_name  TEXT NOT NULL,
    band_colour   TEXT NOT NULL,
    accent_colour TEXT NOT NULL,
    updated_at    BIGINT NOT NULL
);
