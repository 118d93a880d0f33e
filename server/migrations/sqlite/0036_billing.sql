-- Payments through Stripe. A payer (subject) is an account (a rower or family plan), a club
-- (club plans) or a program, by school id (college plans); each has at most one Stripe customer.
CREATE TABLE billing_customers (
    customer_id   TEXT PRIMARY KEY,
    subject_kind  TEXT NOT NULL,
    subject_id    TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    UNIQUE (subject_kind, subject_id)
);

-- A Stripe subscription as the webhooks last told it. billing: monthly or annual; status is
-- Stripe's (active, trialing, past_due, canceled, …); last_event_at is the `created` second of
-- the newest event applied, so an older event arriving late changes nothing.
CREATE TABLE billing_subscriptions (
    id                    TEXT PRIMARY KEY,
    customer_id           TEXT NOT NULL,
    subject_kind          TEXT NOT NULL,
    subject_id            TEXT NOT NULL,
    plan                  TEXT NOT NULL,
    billing               TEXT NOT NULL,
    status                TEXT NOT NULL,
    current_period_end    BIGINT,
    cancel_at_period_end  BIGINT NOT NULL DEFAULT 0,
    last_event_at         BIGINT NOT NULL,
    updated_at            BIGINT NOT NULL
);
CREATE INDEX billing_subscriptions_subject ON billing_subscriptions (subject_kind, subject_id, updated_at);

-- Every webhook event applied, by Stripe's event id: Stripe delivers an event at least once.
CREATE TABLE billing_events (
    id           TEXT PRIMARY KEY,
    event_type   TEXT NOT NULL,
    created      BIGINT NOT NULL,
    received_at  BIGINT NOT NULL
);
