-- The free-trial emails of a club's and a program's trial: when its coaches were reminded three
-- days before the end, and when told it had ended (each once; a restarted trial clears both).
ALTER TABLE club_teams ADD COLUMN trial_reminded_at BIGINT;
ALTER TABLE club_teams ADD COLUMN trial_end_mailed_at BIGINT;
ALTER TABLE program_plans ADD COLUMN trial_reminded_at BIGINT;
ALTER TABLE program_plans ADD COLUMN trial_end_mailed_at BIGINT;
