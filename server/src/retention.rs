//! Retention: how long personal data and secrets are kept, and the job that enforces it. Every
//! period is here, with its reason (docs/security.md, "Mail, logs and retention", lists them).
//! The job runs hourly on every instance ([`run`]); each step is idempotent and each erasure
//! claims its account first, so instances running it at once do no harm. Tests call
//! [`run_once`] with the time they want.

use std::time::Duration;

use crate::{
    account, audit,
    auth::store::retention as accounts,
    compliance::{
        self,
        log::{self, Event},
    },
    db::{self, Db, DAY_MS},
    invitations::{self, store::Kind},
    mail,
};

/// How often the job runs.
pub const EVERY: Duration = Duration::from_secs(3600);
/// An account whose address is not confirmed within 7 days is erased: its confirmation link
/// lasted 24 hours (a resend renews it), so after a week it is abandoned, or the address was
/// someone else's.
pub const UNCONFIRMED_ACCOUNT_MS: i64 = 7 * DAY_MS;
/// IP addresses in the compliance and audit logs are blanked after 90 days: long enough to look
/// into abuse or a disputed consent decision, and the same 90 days that backups are kept.
pub const LOGGED_IP_MS: i64 = 90 * DAY_MS;
/// Sent mail (its bodies already removed at delivery) is deleted 30 days after sending: the
/// operator can answer "did you send it?" for a month.
pub const SENT_MAIL_MS: i64 = 30 * DAY_MS;
/// Mail never delivered (no SMTP, or every attempt failed) is deleted 30 days after it was
/// queued: the longest-lived link any email carries, the parental consent link, has expired.
pub const UNSENT_MAIL_MS: i64 = 30 * DAY_MS;
/// After an operator acts on a report that a user is under 13, the account is disabled at once
/// and erased 7 days later: within the 10 business days the COPPA rights page promises, with a
/// week in which a mistaken report can be undone by re-enabling the account.
pub const UNDER_13_ERASURE_MS: i64 = 7 * DAY_MS;
/// A session that ended (expired, signed out or revoked, or idle past the limit) is deleted 30
/// days later with its refresh tokens: for a month a replayed old refresh token is still
/// recognised as reuse, after that it is simply unknown (refused either way).
pub const ENDED_SESSION_MS: i64 = 30 * DAY_MS;
/// A club invitation (it names an address that may have no account) is deleted 30 days after it
/// expired or was answered: the club sees it as pending, expired or answered for a month.
pub const CLUB_INVITATION_MS: i64 = 30 * DAY_MS;
/// An athlete's invitation to a parent (it names an address that may have no account) is deleted
/// 30 days after it expired or was answered, like a club invitation.
pub const FAMILY_INVITATION_MS: i64 = 30 * DAY_MS;
// One-time tokens are deleted as soon as they expire: an expired token can no longer be used.

/// What one run removed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    pub unconfirmed_accounts: u64,
    pub under_13_accounts: u64,
    pub expired_tokens: u64,
    pub ended_sessions: u64,
    pub mail_deleted: u64,
    pub ips_blanked: u64,
    pub club_invitations_deleted: u64,
    pub family_invitations_deleted: u64,
}

/// Runs the job every [`EVERY`] until the process ends.
pub async fn run(db: Db) {
    let mut tick = tokio::time::interval(EVERY);
    loop {
        tick.tick().await;
        if let Err(error) = run_once(&db, db::now_ms()).await {
            tracing::warn!(%error, "retention run failed; retried in an hour");
        }
    }
}

/// One run as of `now_ms`; logs its counts.
pub async fn run_once(db: &Db, now_ms: i64) -> Result<Report, sqlx::Error> {
    let mut report = Report::default();
    for account in accounts::unconfirmed_before(db, now_ms - UNCONFIRMED_ACCOUNT_MS).await? {
        if erase(db, &account.id, Reason::Unconfirmed, now_ms).await? {
            report.unconfirmed_accounts += 1;
        }
    }
    for account in accounts::erasure_due(db, now_ms).await? {
        if erase(db, &account.id, Reason::Under13, now_ms).await? {
            report.under_13_accounts += 1;
        }
    }
    report.expired_tokens = accounts::purge_expired_tokens(db, now_ms).await?;
    report.ended_sessions =
        accounts::purge_ended_sessions(db, now_ms - ENDED_SESSION_MS, crate::auth::session::IDLE_TTL_MS).await?;
    report.mail_deleted = mail::store::purge(db, now_ms - SENT_MAIL_MS, now_ms - UNSENT_MAIL_MS).await?;
    report.club_invitations_deleted = invitations::store::purge(db, Kind::Club, now_ms - CLUB_INVITATION_MS).await?;
    report.family_invitations_deleted =
        invitations::store::purge(db, Kind::Family, now_ms - FAMILY_INVITATION_MS).await?;
    let ip_cutoff = now_ms - LOGGED_IP_MS;
    report.ips_blanked =
        compliance::store::blank_ips_before(db, ip_cutoff).await? + audit::blank_ips_before(db, ip_cutoff).await?;
    tracing::info!(
        unconfirmed_accounts = report.unconfirmed_accounts,
        under_13_accounts = report.under_13_accounts,
        expired_tokens = report.expired_tokens,
        ended_sessions = report.ended_sessions,
        mail_deleted = report.mail_deleted,
        ips_blanked = report.ips_blanked,
        club_invitations_deleted = report.club_invitations_deleted,
        family_invitations_deleted = report.family_invitations_deleted,
        "retention run"
    );
    Ok(report)
}

#[derive(Clone, Copy)]
enum Reason {
    Unconfirmed,
    Under13,
}

/// Erases one account if it is still due (confirmed meanwhile, or re-enabled by an operator,
/// it is not); the erasure is logged, anonymously.
async fn erase(db: &Db, user_id: &str, reason: Reason, now_ms: i64) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let (due, requested_by) = match reason {
        Reason::Unconfirmed => (
            accounts::claim_unconfirmed(&mut tx, user_id, now_ms - UNCONFIRMED_ACCOUNT_MS).await?,
            "retention: address not confirmed within 7 days",
        ),
        Reason::Under13 => (
            accounts::claim_erasure_due(&mut tx, user_id, now_ms).await?,
            "operator: reported under 13",
        ),
    };
    if !due {
        return Ok(false);
    }
    let event = Event {
        user_id: Some(user_id),
        email: "",
        event_type: log::ACCOUNT_DELETED,
        details: serde_json::json!({"requested_by": requested_by}),
        ip: None,
    };
    log::append(&mut *tx, event).await?;
    account::erase(&mut tx, user_id).await?;
    tx.commit().await?;
    Ok(true)
}
