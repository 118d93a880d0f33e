-- Add-ons a payer holds, by where they came from: 'stripe' (the items of the payer's
-- subscription, as the webhooks last told them) or 'operator' (set in the console, for example
-- while payments are off). What a payer has is the sum over both.
CREATE TABLE billing_add_ons (
    subject_kind  TEXT NOT NULL,
    subject_id    TEXT NOT NULL,
    add_on        TEXT NOT NULL,
    source        TEXT NOT NULL,
    quantity      BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL,
    PRIMARY KEY (subject_kind, subject_id, add_on, source)
);

-- The discount an operator granted a payer after checking eligibility: one per payer, passed to
-- Stripe Checkout as its coupon.
CREATE TABLE billing_discounts (
    subject_kind  TEXT NOT NULL,
    subject_id    TEXT NOT NULL,
    discount      TEXT NOT NULL,
    note          TEXT NOT NULL,
    granted_by    TEXT NOT NULL,
    granted_at    BIGINT NOT NULL,
    PRIMARY KEY (subject_kind, subject_id)
);
