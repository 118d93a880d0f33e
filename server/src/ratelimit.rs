//! Rate limits per client address, per email address, per account, and per coach and program
//! for coaches' reads of athletes' data, answering 429 with Retry-After; and the back-off of
//! failed sign-ins.
//!
//! Limits are kept in memory per instance; with several instances, each enforces its own.

use std::{
    collections::HashMap,
    num::NonZeroU32,
    sync::Mutex,
    time::{Duration, Instant},
};

use governor::{
    clock::Clock, clock::DefaultClock, DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter,
};

use crate::http::{client_address::ClientAddress, error::ApiError};

/// A keyed token bucket: `burst` requests at once, then one more every `period`.
pub struct Limiter {
    buckets: DefaultKeyedRateLimiter<String>,
}

impl Limiter {
    fn new(burst: u32, period: Duration) -> Self {
        let quota = Quota::with_period(period)
            .expect("non-zero period")
            .allow_burst(NonZeroU32::new(burst).expect("non-zero burst"));
        Limiter {
            buckets: RateLimiter::keyed(quota),
        }
    }

    pub fn check(&self, key: &str) -> Result<(), ApiError> {
        self.wait(key)
            .map_err(|retry_after_secs| ApiError::TooManyRequests { retry_after_secs })
    }

    /// Counts a request for `key`, or says how many seconds it must wait.
    fn wait(&self, key: &str) -> Result<(), u64> {
        self.buckets
            .check_key(&key.to_owned())
            .map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now()).as_secs() + 1)
    }

    fn forget_idle(&self) {
        self.buckets.retain_recent();
    }
}

/// One pair of limits (per address, per email) for an action.
pub struct Pair {
    pub per_ip: Limiter,
    pub per_email: Limiter,
}

impl Pair {
    fn new(ip: (u32, Duration), email: (u32, Duration)) -> Self {
        Pair {
            per_ip: Limiter::new(ip.0, ip.1),
            per_email: Limiter::new(email.0, email.1),
        }
    }

    /// Checks both limits; the email is normalised by the caller.
    pub fn check(&self, ip: &str, email: &str) -> Result<(), ApiError> {
        self.per_ip.check(ip)?;
        self.per_email.check(email)
    }
}

/// Sign-in. Every attempt counts against the address (it costs a password hash); failed ones
/// count against the address and against the address and account together, each with a wait
/// that doubles with every further failure. The account's count is keyed by the address too, so
/// an attacker's failures throttle the attacker and never the owner signing in from elsewhere.
/// Failures from addresses and devices that never signed in to the account also share one budget
/// per account, so guesses spread over many addresses slow down as well; the owner's own devices
/// (a signed cookie) and addresses (remembered here) are not held to it.
pub struct SignIn {
    attempts: Limiter,
    address_failures: Backoff,
    account_failures: Backoff,
    /// Keyed by the account alone: failures from unknown addresses and devices, all together.
    stranger_failures: Backoff,
    /// "address account" of each successful sign-in, and when it was.
    known_addresses: Mutex<HashMap<String, Instant>>,
}

/// An address stays known to an account for 30 days after its last successful sign-in there.
const KNOWN_ADDRESS_FOR: Duration = Duration::from_secs(30 * 24 * 3600);

impl SignIn {
    /// Before the password is checked: refuses a throttled client, then counts this attempt as
    /// a failure until [`SignIn::succeeded`] says otherwise, so guesses sent in parallel count
    /// too. `known_device`: the browser proved it signed in to this account before. The email
    /// is normalised by the caller; an unknown one is counted exactly as a registered one.
    pub fn begin(&self, client: &ClientAddress, email: &str, known_device: bool) -> Result<(), ApiError> {
        let address = client.bucket();
        self.attempts.check(&address)?;
        let account = format!("{address} {email}");
        self.account_failures
            .attempt(&account)
            .map_err(|blocked| blocked.refuse(client, "account"))?;
        if let Err(blocked) = self.address_failures.attempt(&address) {
            self.account_failures.forgive(&account);
            return Err(blocked.refuse(client, "address"));
        }
        if !self.is_known(&account, known_device) {
            if let Err(blocked) = self.stranger_failures.attempt(email) {
                self.account_failures.forgive(&account);
                self.address_failures.forgive(&address);
                return Err(blocked.refuse(client, "account_all_addresses"));
            }
        }
        Ok(())
    }

    /// The password was right: the attempt was no failure, the account's count at this address
    /// starts again, and the address is known to the account from now on.
    pub fn succeeded(&self, client: &ClientAddress, email: &str, known_device: bool) {
        let address = client.bucket();
        let account = format!("{address} {email}");
        self.address_failures.forgive(&address);
        self.account_failures.clear(&account);
        if !self.is_known(&account, known_device) {
            self.stranger_failures.forgive(email);
        }
        self.known().insert(account, Instant::now());
    }

    fn is_known(&self, account: &str, known_device: bool) -> bool {
        known_device
            || self
                .known()
                .get(account)
                .is_some_and(|at| at.elapsed() < KNOWN_ADDRESS_FOR)
    }

    fn known(&self) -> std::sync::MutexGuard<'_, HashMap<String, Instant>> {
        // A panic while holding the lock leaves plain entries, still usable.
        self.known_addresses
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn forget_idle(&self) {
        self.attempts.forget_idle();
        self.address_failures.forget_idle();
        self.account_failures.forget_idle();
        self.stranger_failures.forget_idle();
        self.known().retain(|_, at| at.elapsed() < KNOWN_ADDRESS_FOR);
    }
}

/// Why a client waits: the time left, and whether this is the first refusal of this wait.
#[derive(Debug)]
pub struct Blocked {
    wait: Duration,
    first: bool,
}

impl Blocked {
    fn refuse(self, client: &ClientAddress, scope: &'static str) -> ApiError {
        let retry_after_secs = self.wait.as_secs() + 1;
        if self.first {
            tracing::warn!(target: "security", client = %client, scope, outcome = "throttled", retry_after_secs,
                "sign-in throttled after repeated failures");
        }
        ApiError::TooManyRequests { retry_after_secs }
    }
}

/// Failures counted per key: `free` of them cost nothing, then each one makes the key wait,
/// `first_wait` at first and twice as long with every further failure, up to `max_wait`. One
/// failure is forgiven every `forgive_every`, so a count left by a typo wears off.
pub struct Backoff {
    free: u32,
    first_wait: Duration,
    max_wait: Duration,
    forgive_every: Duration,
    counts: Mutex<HashMap<String, Failures>>,
}

struct Failures {
    count: u32,
    /// Where the forgiving clock stands.
    since: Instant,
    /// The latest failure; a wait runs from it.
    last: Instant,
    /// The end of the wait last refused, so each wait is reported once.
    reported: Option<Instant>,
}

impl Backoff {
    fn new(free: u32, first_wait: Duration, max_wait: Duration, forgive_every: Duration) -> Self {
        Backoff {
            free,
            first_wait,
            max_wait,
            forgive_every,
            counts: Mutex::new(HashMap::new()),
        }
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, HashMap<String, Failures>> {
        // A panic while holding the lock leaves plain counters, still usable.
        self.counts.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Counts a failure for `key`, unless it must wait.
    pub fn attempt(&self, key: &str) -> Result<(), Blocked> {
        self.attempt_at(key, Instant::now())
    }

    fn attempt_at(&self, key: &str, now: Instant) -> Result<(), Blocked> {
        let mut counts = self.counts();
        let failures = counts.entry(key.to_owned()).or_insert(Failures {
            count: 0,
            since: now,
            last: now,
            reported: None,
        });
        self.forgive_elapsed(failures, now);
        if let Some(until) = self.wait_until(failures).filter(|until| *until > now) {
            let first = failures.reported != Some(until);
            failures.reported = Some(until);
            return Err(Blocked {
                wait: until - now,
                first,
            });
        }
        failures.count += 1;
        failures.last = now;
        Ok(())
    }

    /// Takes back one counted failure.
    pub fn forgive(&self, key: &str) {
        if let Some(failures) = self.counts().get_mut(key) {
            failures.count = failures.count.saturating_sub(1);
        }
    }

    pub fn clear(&self, key: &str) {
        self.counts().remove(key);
    }

    fn wait_until(&self, failures: &Failures) -> Option<Instant> {
        let beyond = failures.count.checked_sub(self.free)?;
        let wait = self.first_wait.saturating_mul(1 << beyond.min(20)).min(self.max_wait);
        Some(failures.last + wait)
    }

    fn forgive_elapsed(&self, failures: &mut Failures, now: Instant) {
        if failures.count == 0 {
            failures.since = now;
            return;
        }
        let periods = (now.saturating_duration_since(failures.since).as_millis()
            / self.forgive_every.as_millis().max(1))
        .min(u32::MAX as u128) as u32;
        failures.count = failures.count.saturating_sub(periods);
        failures.since += self.forgive_every * periods;
    }

    /// Drops keys with nothing left to count, so memory does not grow with every address seen.
    fn forget_idle(&self) {
        let now = Instant::now();
        self.counts().retain(|_, failures| {
            self.forgive_elapsed(failures, now);
            failures.count > 0
        });
    }
}

/// Confirmation and reset mails sent on request (resend, recovery). Requests over these limits
/// are answered as usual and send nothing, so the answer says nothing about the address.
pub struct LinkMails {
    /// One link of a kind to an account a minute, the sign-up's own confirmation included:
    /// enough for a lost mail, too few to flood an inbox. Judged on the account's newest stored
    /// link, so every instance agrees.
    gap: Duration,
    /// All addresses together; keeps a flood of requests for many real addresses from burning
    /// the sender's reputation with the mail provider. Far above what sign-ups need.
    hourly: DefaultDirectRateLimiter,
}

impl LinkMails {
    /// Whether a `purpose` mail may go now to an account whose newest link of that purpose was
    /// issued at `last_ms`; counts it when it may.
    pub fn allow(&self, purpose: &str, last_ms: Option<i64>, now_ms: i64) -> bool {
        if last_ms.is_some_and(|last| now_ms - last < self.gap.as_millis() as i64) {
            return false;
        }
        if self.hourly.check().is_err() {
            tracing::warn!(target: "security", purpose, outcome = "throttled", "hourly cap on link mails reached; mail not sent");
            return false;
        }
        true
    }
}

/// A limit on one kind of request: `burst` at once, then one more every `every`, and no more
/// than `daily` in a day (a second bucket that refills evenly over 24 hours).
#[derive(Debug, Clone, Copy)]
pub struct ReadQuota {
    pub burst: u32,
    pub every: Duration,
    pub daily: u32,
}

/// How much of the athletes' data college coaches read through one kind of request: a quota
/// per coach and a larger one per program, shared by its coaches, so that neither one account
/// nor a program's seats together can copy the athletes in bulk. Each figure is far above a
/// coach's busiest day (a search is a click on "Search"; a profile is read, not skimmed).
#[derive(Debug, Clone, Copy)]
pub struct ReadLimits {
    /// What is limited, as the refusal names it.
    pub what: &'static str,
    pub per_coach: ReadQuota,
    pub per_program: ReadQuota,
}

/// `GET /api/coach/athletes`. At 50 athletes a page, a coach's day lists 25,000 cards at most,
/// and a program's 75,000: copying every athlete takes days and several accounts, not minutes.
pub const ATHLETE_SEARCHES: ReadLimits = ReadLimits {
    what: "Athlete searches",
    per_coach: ReadQuota {
        burst: 60,
        every: Duration::from_secs(2),
        daily: 500,
    },
    per_program: ReadQuota {
        burst: 150,
        every: Duration::from_millis(400),
        daily: 1_500,
    },
};

/// `GET /api/athletes/{id}` by a college coach (an unknown id counts too, so guessing ids is
/// limited alike). 500 full profiles a day is a week of a coach's reading in one day.
pub const PROFILE_READS: ReadLimits = ReadLimits {
    what: "Athlete profile reads",
    per_coach: ReadQuota {
        burst: 60,
        every: Duration::from_secs(3),
        daily: 500,
    },
    per_program: ReadQuota {
        burst: 150,
        every: Duration::from_secs(1),
        daily: 1_500,
    },
};

/// The coach's CSV files (`/api/coach/board.csv`, `/api/coach/messages/compliance.csv`),
/// together: each holds many athletes at once; a coach exports a few a day.
pub const CSV_EXPORTS: ReadLimits = ReadLimits {
    what: "CSV exports",
    per_coach: ReadQuota {
        burst: 10,
        every: Duration::from_secs(60),
        daily: 50,
    },
    per_program: ReadQuota {
        burst: 30,
        every: Duration::from_secs(20),
        daily: 150,
    },
};

/// One kind of coach read, counted per coach and per program (see [`ReadLimits`]).
pub struct CoachReads {
    what: &'static str,
    /// A pace and a daily cap, keyed by the coach's id.
    per_coach: [Limiter; 2],
    /// A pace and a daily cap, keyed by the program's school id.
    per_program: [Limiter; 2],
}

impl CoachReads {
    fn new(limits: ReadLimits, scale: u32) -> Self {
        let quota = |q: ReadQuota| {
            [
                Limiter::new(q.burst.saturating_mul(scale), q.every / scale),
                Limiter::new(q.daily.saturating_mul(scale), DAY / q.daily / scale),
            ]
        };
        CoachReads {
            what: limits.what,
            per_coach: quota(limits.per_coach),
            per_program: quota(limits.per_program),
        }
    }

    /// Counts a read by `coach_id` for the program `school_id`, or refuses it with 429. The
    /// coach's own limits come first, so a coach over them uses up none of the colleagues' share.
    pub fn check(&self, coach_id: &str, school_id: &str) -> Result<(), ApiError> {
        let coach = self.per_coach.iter().map(|limiter| (limiter, coach_id));
        let program = self.per_program.iter().map(|limiter| (limiter, school_id));
        for (limiter, key) in coach.chain(program) {
            limiter.wait(key).map_err(|retry_after_secs| ApiError::Throttled {
                message: format!(
                    "{} are limited per coach and per program, so that athletes' data cannot be copied in bulk. Try again in {}.",
                    self.what,
                    wait_in_words(retry_after_secs)
                ),
                retry_after_secs,
            })?;
        }
        Ok(())
    }

    fn limiters(&self) -> impl Iterator<Item = &Limiter> {
        self.per_coach.iter().chain(&self.per_program)
    }
}

/// "40 seconds", "3 minutes", "2 hours": a wait as a refusal says it (rounded up).
fn wait_in_words(secs: u64) -> String {
    let (count, unit) = match secs {
        0..60 => (secs.max(1), "second"),
        60..3600 => (secs.div_ceil(60), "minute"),
        _ => (secs.div_ceil(3600), "hour"),
    };
    format!("{count} {unit}{}", if count == 1 { "" } else { "s" })
}

pub struct RateLimits {
    pub sign_in: SignIn,
    pub sign_up: Pair,
    pub recovery: Pair,
    pub resend: Pair,
    /// Per address: following a confirmation link.
    pub confirm: Limiter,
    /// Per address: opening a recovery session from a reset link.
    pub recovery_verify: Limiter,
    pub link_mails: LinkMails,
    /// Per address.
    pub waitlist: Limiter,
    /// Per address.
    pub access_code: Limiter,
    /// Per account: messages sent and conversations reported.
    pub messages: Limiter,
    /// Per account: club invitations sent (each is an email to any address).
    pub club_invitations: Limiter,
    /// Per account: invitations to a parent or guardian (each is an email to any address).
    pub family_invitations: Limiter,
    /// Per address: calendar feeds read by calendar apps (no session to key on).
    pub calendar_feeds: Limiter,
    /// Per account: support requests sent.
    pub support_requests: Limiter,
    /// Per coach and per program: athlete searches.
    pub athlete_searches: CoachReads,
    /// Per coach and per program: athletes' profiles opened by id.
    pub profile_reads: CoachReads,
    /// Per coach and per program: the coach's CSV exports.
    pub csv_exports: CoachReads,
    /// Per personal API token: reads of the data export API.
    pub export_reads: Limiter,
}

const SECOND: Duration = Duration::from_secs(1);
const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);
const DAY: Duration = Duration::from_secs(24 * 3600);

/// Reset and confirmation mails sent on request, from all addresses together, per hour.
pub const LINK_MAILS_PER_HOUR: u32 = 500;

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits::scaled(1)
    }
}

impl RateLimits {
    /// The limits, each multiplied by `scale` (burst larger, refill faster, waits shorter).
    /// The figures and their reasons are listed in docs/security.md.
    pub fn scaled(scale: u32) -> Self {
        let pair = |ip: (u32, Duration), email: (u32, Duration)| {
            Pair::new((ip.0 * scale, ip.1 / scale), (email.0 * scale, email.1 / scale))
        };
        let one = |burst: u32, period: Duration| Limiter::new(burst.saturating_mul(scale), period / scale);
        let backoff = |free: u32, first: Duration, max: Duration, forgive: Duration| {
            Backoff::new(free * scale, first / scale, max / scale, forgive / scale)
        };
        RateLimits {
            sign_in: SignIn {
                // 30 attempts from one address, then one every 2 s: bounds the hashing work.
                attempts: one(30, 2 * SECOND),
                // 20 failures from one address on any accounts, then 1 min, doubling to 4 h;
                // one forgiven every 2 min, so a busy shared network wears its count off.
                address_failures: backoff(20, MINUTE, 4 * HOUR, 2 * MINUTE),
                // 10 failures on one account from one address, then 1 min, doubling to 1 h;
                // one forgiven an hour, so a guesser gets about 24 tries a day.
                account_failures: backoff(10, MINUTE, HOUR, HOUR),
                // 10 failures on one account from all unknown addresses and devices together,
                // then 1 min, doubling to 1 h; one forgiven every 15 min, so guesses spread over
                // any number of addresses get about 100 tries a day in all.
                stranger_failures: backoff(10, MINUTE, HOUR, 15 * MINUTE),
                known_addresses: Mutex::new(HashMap::new()),
            },
            sign_up: pair((20, 30 * SECOND), (3, 10 * MINUTE)),
            recovery: pair((10, MINUTE), (3, 10 * MINUTE)),
            resend: pair((10, MINUTE), (3, 10 * MINUTE)),
            // As many as sign-ups (each is followed by one); the tokens cannot be guessed, this
            // bounds the work of trying.
            confirm: one(20, 30 * SECOND),
            // As many as recovery requests.
            recovery_verify: one(10, MINUTE),
            link_mails: LinkMails {
                gap: MINUTE / scale,
                hourly: RateLimiter::direct(
                    Quota::with_period(HOUR / LINK_MAILS_PER_HOUR / scale)
                        .expect("non-zero period")
                        .allow_burst(NonZeroU32::new(LINK_MAILS_PER_HOUR * scale).expect("non-zero burst")),
                ),
            },
            waitlist: one(10, 30 * SECOND),
            access_code: one(5, MINUTE),
            // 20 at once, then one every 6 s: a conversation's pace, never a mass mailing.
            messages: one(20, 6 * SECOND),
            // 30 at once (a squad invited in one sitting), then one a minute: never a mailing list.
            club_invitations: one(30, MINUTE),
            // A family has a few parents: 10 at once, then one every 10 minutes.
            family_invitations: one(10, 10 * MINUTE),
            // Calendar apps poll a feed every few hours; a household or office shares an address.
            // 30 at once, then one every 10 s; the tokens cannot be guessed, this bounds trying.
            calendar_feeds: one(30, 10 * SECOND),
            // A person with a problem writes a few lines, maybe a follow-up: 5 at once, then one
            // every 10 minutes; an operator reads each one, so never a flood.
            support_requests: one(5, 10 * MINUTE),
            athlete_searches: CoachReads::new(ATHLETE_SEARCHES, scale),
            profile_reads: CoachReads::new(PROFILE_READS, scale),
            csv_exports: CoachReads::new(CSV_EXPORTS, scale),
            // A script's pace: 60 at once, then one a second (60 a minute), per token.
            export_reads: one(60, SECOND),
        }
    }

    /// Drops buckets that are full again, so memory does not grow with every address seen.
    pub fn forget_idle(&self) {
        for pair in [&self.sign_up, &self.recovery, &self.resend] {
            pair.per_ip.forget_idle();
            pair.per_email.forget_idle();
        }
        self.sign_in.forget_idle();
        for limiter in [
            &self.confirm,
            &self.recovery_verify,
            &self.waitlist,
            &self.access_code,
            &self.messages,
            &self.club_invitations,
            &self.family_invitations,
            &self.calendar_feeds,
            &self.support_requests,
            &self.export_reads,
        ]
        .into_iter()
        .chain(self.athlete_searches.limiters())
        .chain(self.profile_reads.limiters())
        .chain(self.csv_exports.limiters())
        {
            limiter.forget_idle();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_allowed_then_refused_with_a_wait() {
        let limiter = Limiter::new(3, MINUTE);
        for _ in 0..3 {
            assert!(limiter.check("a").is_ok());
        }
        match limiter.check("a") {
            Err(ApiError::TooManyRequests { retry_after_secs }) => {
                assert!((1..=61).contains(&retry_after_secs))
            }
            other => panic!("expected 429, got {other:?}"),
        }
        assert!(limiter.check("b").is_ok(), "keys are independent");
    }

    fn refusal(result: Result<(), ApiError>) -> (String, u64) {
        match result {
            Err(ApiError::Throttled {
                message,
                retry_after_secs,
            }) => (message, retry_after_secs),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn coach_reads_are_limited_per_coach_then_per_program() {
        let quota = |burst, daily| ReadQuota {
            burst,
            every: HOUR,
            daily,
        };
        let reads = CoachReads::new(
            ReadLimits {
                what: "Things",
                per_coach: quota(2, 100),
                per_program: quota(3, 100),
            },
            1,
        );
        reads.check("ann", "yale").unwrap();
        reads.check("ann", "yale").unwrap();
        let (message, wait) = refusal(reads.check("ann", "yale"));
        assert_eq!(
            message,
            "Things are limited per coach and per program, so that athletes' data cannot be copied in bulk. Try again in 1 hour."
        );
        assert!((3590..=3601).contains(&wait), "{wait}");
        // Ann's refusals used none of the program's share: a colleague has the third.
        reads.check("bob", "yale").unwrap();
        refusal(reads.check("cy", "yale"));
        reads.check("cy", "harvard").unwrap();
    }

    #[test]
    fn coach_reads_have_a_daily_cap_beside_the_pace() {
        let reads = CoachReads::new(
            ReadLimits {
                what: "Things",
                per_coach: ReadQuota {
                    burst: 10,
                    every: SECOND,
                    daily: 3,
                },
                per_program: ReadQuota {
                    burst: 10,
                    every: SECOND,
                    daily: 100,
                },
            },
            1,
        );
        for _ in 0..3 {
            reads.check("ann", "yale").unwrap();
        }
        let (message, wait) = refusal(reads.check("ann", "yale"));
        assert!(message.ends_with("Try again in 8 hours."), "{message}");
        assert!((8 * 3600 - 10..=8 * 3600 + 1).contains(&wait), "{wait}");
    }

    #[test]
    fn waits_are_said_in_words_rounded_up() {
        for (secs, words) in [
            (0, "1 second"),
            (1, "1 second"),
            (40, "40 seconds"),
            (60, "1 minute"),
            (61, "2 minutes"),
            (3600, "1 hour"),
            (28_801, "9 hours"),
        ] {
            assert_eq!(wait_in_words(secs), words);
        }
    }

    #[test]
    fn every_limit_builds_at_the_largest_scale() {
        // The benchmarks run with the largest scale the configuration accepts.
        let limits = RateLimits::scaled(1_000_000);
        for _ in 0..1_000 {
            limits.athlete_searches.check("coach", "program").unwrap();
        }
    }

    fn waits(backoff: &Backoff, key: &str, now: Instant) -> Option<Duration> {
        backoff.attempt_at(key, now).err().map(|blocked| blocked.wait)
    }

    #[test]
    fn failures_beyond_the_free_ones_wait_twice_as_long_each_time() {
        let backoff = Backoff::new(3, MINUTE, 10 * MINUTE, HOUR);
        let start = Instant::now();
        for _ in 0..3 {
            assert_eq!(waits(&backoff, "a", start), None);
        }
        assert_eq!(waits(&backoff, "a", start), Some(MINUTE));
        assert_eq!(waits(&backoff, "b", start), None, "keys are independent");
        let later = start + MINUTE;
        assert_eq!(waits(&backoff, "a", later), None, "the wait is over: one more try");
        assert_eq!(waits(&backoff, "a", later), Some(2 * MINUTE));
        assert_eq!(waits(&backoff, "a", later + 2 * MINUTE), None);
        assert_eq!(waits(&backoff, "a", later + 2 * MINUTE), Some(4 * MINUTE));
        assert_eq!(waits(&backoff, "a", later + 6 * MINUTE), None);
        assert_eq!(waits(&backoff, "a", later + 6 * MINUTE), Some(8 * MINUTE));
        assert_eq!(waits(&backoff, "a", later + 14 * MINUTE), None);
        assert_eq!(waits(&backoff, "a", later + 14 * MINUTE), Some(10 * MINUTE), "capped");
    }

    #[test]
    fn failures_are_forgiven_over_time_and_a_wait_is_reported_once() {
        let backoff = Backoff::new(2, MINUTE, HOUR, 10 * MINUTE);
        let start = Instant::now();
        backoff.attempt_at("a", start).unwrap();
        backoff.attempt_at("a", start).unwrap();
        assert!(backoff.attempt_at("a", start).is_err_and(|b| b.first));
        assert!(backoff.attempt_at("a", start).is_err_and(|b| !b.first));
        // Twenty minutes later both failures are forgiven: two free tries again.
        let later = start + 20 * MINUTE;
        backoff.attempt_at("a", later).unwrap();
        backoff.attempt_at("a", later).unwrap();
        assert!(backoff.attempt_at("a", later).is_err());
        backoff.forgive("a");
        backoff.attempt_at("a", later).unwrap();
        backoff.clear("a");
        backoff.attempt_at("a", later).unwrap();
    }

    #[test]
    fn link_mails_go_once_a_minute_per_account_within_an_hourly_cap() {
        let limits = RateLimits::default();
        let now = 10_000_000;
        assert!(!limits.link_mails.allow("confirm", Some(now - 1_000), now));
        assert!(!limits.link_mails.allow("confirm", Some(now - 59_999), now));
        assert!(limits.link_mails.allow("confirm", Some(now - 60_000), now));
        for i in 1..LINK_MAILS_PER_HOUR {
            assert!(limits.link_mails.allow("recovery", None, now), "mail {i}");
        }
        assert!(!limits.link_mails.allow("recovery", None, now));
    }

    /// Log lines written while `work` runs.
    fn logged(work: impl FnOnce()) -> String {
        #[derive(Clone, Default)]
        struct Lines(std::sync::Arc<Mutex<Vec<u8>>>);
        impl std::io::Write for Lines {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        tracing::subscriber::with_default(subscriber, work);
        let bytes = lines.0.lock().unwrap().clone();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn throttling_a_sign_in_is_logged_once_with_the_address_and_no_account() {
        let limits = RateLimits::default();
        let attacker = ClientAddress("203.0.113.66".parse().unwrap());
        let log = logged(|| {
            for _ in 0..10 {
                limits.sign_in.begin(&attacker, "owner@example.com", false).unwrap();
            }
            for _ in 0..3 {
                assert!(limits.sign_in.begin(&attacker, "owner@example.com", false).is_err());
            }
        });
        assert_eq!(log.lines().count(), 1, "{log}");
        for part in [
            "security",
            "client=203.0.113.66",
            "outcome=\"throttled\"",
            "scope=\"account\"",
        ] {
            assert!(log.contains(part), "{part} in {log}");
        }
        assert!(!log.contains("owner@example.com"));
        // The owner elsewhere, on a device that signed in before, is not throttled.
        let owner = ClientAddress("198.51.100.7".parse().unwrap());
        assert!(limits.sign_in.begin(&owner, "owner@example.com", true).is_ok());
    }

    fn client(n: u32) -> ClientAddress {
        ClientAddress(std::net::IpAddr::from(std::net::Ipv4Addr::from(0xCB00_7100 + n)))
    }

    #[test]
    fn failures_from_many_addresses_share_a_budget_that_known_addresses_and_devices_skip() {
        let limits = RateLimits::default();
        let owner_at_home = client(250);
        limits
            .sign_in
            .begin(&owner_at_home, "owner@example.com", false)
            .unwrap();
        limits.sign_in.succeeded(&owner_at_home, "owner@example.com", false);
        for email in ["owner@example.com", "nobody@example.com"] {
            for n in 0..10 {
                limits.sign_in.begin(&client(n), email, false).unwrap();
            }
            let log = logged(|| {
                let refused = limits.sign_in.begin(&client(10), email, false);
                assert!(
                    matches!(
                        refused,
                        Err(ApiError::TooManyRequests {
                            retry_after_secs: 1..=61
                        })
                    ),
                    "{email}: {refused:?}"
                );
            });
            assert!(log.contains("scope=\"account_all_addresses\""), "{log}");
        }
        // The refused attempt counted nowhere: the eleventh address is not throttled on its own.
        assert!(limits.sign_in.begin(&client(10), "other@example.com", false).is_ok());
        // The owner's address and the owner's device are not held to the budget.
        assert!(limits.sign_in.begin(&owner_at_home, "owner@example.com", false).is_ok());
        assert!(limits.sign_in.begin(&client(99), "owner@example.com", true).is_ok());
        assert!(limits.sign_in.begin(&client(99), "owner@example.com", false).is_err());
    }

    #[test]
    fn a_right_password_from_an_unknown_address_gives_back_its_share_of_the_budget() {
        let limits = RateLimits::default();
        for n in 0..9 {
            limits.sign_in.begin(&client(n), "owner@example.com", false).unwrap();
        }
        // The tenth attempt was the owner's, with the right password: not a failure.
        limits.sign_in.begin(&client(9), "owner@example.com", false).unwrap();
        limits.sign_in.succeeded(&client(9), "owner@example.com", false);
        assert!(limits.sign_in.begin(&client(20), "owner@example.com", false).is_ok());
        assert!(limits.sign_in.begin(&client(21), "owner@example.com", false).is_err());
    }
}
