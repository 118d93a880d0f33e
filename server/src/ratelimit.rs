//! Rate limits per client address and per email address, answering 429 with Retry-After.
//!
//! Limits are kept in memory per instance; with several instances, each enforces its own.

use std::{num::NonZeroU32, time::Duration};

use governor::{clock::Clock, clock::DefaultClock, DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::http::error::ApiError;

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
        self.buckets.check_key(&key.to_owned()).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            ApiError::TooManyRequests {
                retry_after_secs: wait.as_secs() + 1,
            }
        })
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

pub struct RateLimits {
    pub sign_in: Pair,
    pub sign_up: Pair,
    pub recovery: Pair,
    pub resend: Pair,
    /// Per address.
    pub waitlist: Limiter,
    /// Per address.
    pub access_code: Limiter,
    /// Per account: messages sent and conversations reported.
    pub messages: Limiter,
}

const SECOND: Duration = Duration::from_secs(1);
const MINUTE: Duration = Duration::from_secs(60);

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits::scaled(1)
    }
}

impl RateLimits {
    /// The limits, each multiplied by `scale` (burst larger, refill faster).
    pub fn scaled(scale: u32) -> Self {
        let pair = |ip: (u32, Duration), email: (u32, Duration)| {
            Pair::new((ip.0 * scale, ip.1 / scale), (email.0 * scale, email.1 / scale))
        };
        let one = |burst: u32, period: Duration| Limiter::new(burst * scale, period / scale);
        RateLimits {
            // 10 attempts on one account, then one a minute; 30 from one address, then one every 2 s.
            sign_in: pair((30, 2 * SECOND), (10, MINUTE)),
            sign_up: pair((20, 30 * SECOND), (3, 10 * MINUTE)),
            recovery: pair((10, MINUTE), (3, 10 * MINUTE)),
            resend: pair((10, MINUTE), (3, 10 * MINUTE)),
            waitlist: one(10, 30 * SECOND),
            access_code: one(5, MINUTE),
            // 20 at once, then one every 6 s: a conversation's pace, never a mass mailing.
            messages: one(20, 6 * SECOND),
        }
    }

    /// Drops buckets that are full again, so memory does not grow with every address seen.
    pub fn forget_idle(&self) {
        for pair in [&self.sign_in, &self.sign_up, &self.recovery, &self.resend] {
            pair.per_ip.forget_idle();
            pair.per_email.forget_idle();
        }
        self.waitlist.forget_idle();
        self.access_code.forget_idle();
        self.messages.forget_idle();
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
}
