-- The programs' version: every import adds one to it in its own transaction. Each server
-- instance answers the school search from the programs held in memory and reloads them when the
-- version it loaded is no longer the database's.
CREATE TABLE schools_version (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    version  BIGINT NOT NULL
);
INSERT INTO schools_version (id, version) VALUES (1, 0);
