-- A person's own plan: a rower plan of an athlete, or the family plan of a parent (one of the
-- rower or family plans of `plans::rules::PLANS`). Family plans move here from family_parents.
-- trial_ends_at is set while the plan is the account's free trial, which ends then;
-- trial_started_at stays after it, because an account has one trial. source: trial, operator.
-- trial_reminded_at and trial_end_mailed_at: the payer's emails three days before and at the end.
CREATE TABLE account_plans (
    user_id              TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    plan                 TEXT,
    source               TEXT NOT NULL,
    trial_started_at     BIGINT,
    trial_ends_at        BIGINT,
    trial_reminded_at    BIGINT,
    trial_end_mailed_at  BIGINT,
    set_by               TEXT,
    updated_at           BIGINT NOT NULL
);
CREATE INDEX account_plans_trials ON account_plans (trial_ends_at) WHERE trial_ends_at IS NOT NULL;

INSERT INTO account_plans (user_id, plan, source, set_by, updated_at)
SELECT parent_id, plan, 'operator', plan_set_by, COALESCE(plan_updated_at, 0)
FROM family_parents WHERE plan IS NOT NULL;

ALTER TABLE family_parents DROP COLUMN plan;
ALTER TABLE family_parents DROP COLUMN plan_set_by;
ALTER TABLE family_parents DROP COLUMN plan_updated_at;
