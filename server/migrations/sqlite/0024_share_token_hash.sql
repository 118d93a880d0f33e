-- A share link's token is kept only as its SHA-256 (as a calendar feed's), and the profile
-- records when the link was made. The raw tokens stored until now also reached the request
-- log, so they are not carried over: existing share links stop working, and an athlete who
-- wants one turns it on again for a new address.
DROP INDEX profiles_share_token;
ALTER TABLE profiles DROP COLUMN share_token;
ALTER TABLE profiles ADD COLUMN share_token_hash TEXT;
ALTER TABLE profiles ADD COLUMN share_created_at BIGINT;
CREATE UNIQUE INDEX profiles_share_token_hash ON profiles (share_token_hash);
