//! The cookie that remembers a browser refused for age for a day, so that a second try with
//! another birth date is refused too; registration's sign-up and the age check both read it.

use axum_extra::extract::cookie::CookieJar;

use super::rules;
use crate::{http::cookies::Cookies, AppState};

/// Marks a browser refused for age (see `rules::AGE_REFUSAL_STICKS_MS`); it holds no personal data.
pub const AGE_REFUSED_COOKIE: &str = "rr_age_refused";

/// Whether this browser was refused for age within the last day.
pub fn refused_before(jar: &CookieJar, state: &AppState) -> bool {
    Cookies::of(state).read(jar, AGE_REFUSED_COOKIE).is_some()
}

/// Marks this browser refused for age.
pub fn mark_refused(jar: CookieJar, state: &AppState) -> CookieJar {
    let mut cookie = Cookies::of(state).build(AGE_REFUSED_COOKIE, "1".into(), "/api");
    cookie.set_max_age(cookie::time::Duration::milliseconds(rules::AGE_REFUSAL_STICKS_MS));
    jar.add(cookie)
}
